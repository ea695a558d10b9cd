// @generated from specs/fwd.yaml; do not edit.
// Regenerate with: python -m codegen specs/fwd.yaml
//
// The registry of libhipconv_fwd.so: the instance table and the generic
// ABI of hipconv/abi.h (instance lookup, status strings, device memory).
#include <chrono>
#include <cmath>
#include <cstdio>
#include <stdint.h>

#include "hipconv/platform.h"
#include "hipconv/host.h"
#include "hipconv/layout.h"
#include "hipconv/numeric.h"
#include "hipconv/verify.h"
#include "hipconv_fwd.h"

namespace {

struct Entry {
    hipconv_instance_info info;
    int32_t (*supports)(const hipconv_problem*);
    int64_t (*workspace_size)(const hipconv_problem*);
    int32_t (*split_k)(const hipconv_problem*);
    double (*modelled_bytes)(const hipconv_problem*);   // nullptr: no split cost model
    int32_t (*run)(const hipconv_problem*, const hipconv_tensors*, void*, const hipconv_epilogue_args*, void*);
};

const Entry kEntries[] = {
    {{"fwd_1d_fp32_generic", "forward",
      R"json({"name": "fwd_1d_fp32_generic", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 8}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 8192, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp32_generic_supports, hipconv_fwd_1d_fp32_generic_workspace_size,
     hipconv_fwd_1d_fp32_generic_split_k, nullptr,
     hipconv_fwd_1d_fp32_generic_run},
    {{"fwd_1d_fp16_generic", "forward",
      R"json({"name": "fwd_1d_fp16_generic", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 8}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 8192, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp16_generic_supports, hipconv_fwd_1d_fp16_generic_workspace_size,
     hipconv_fwd_1d_fp16_generic_split_k, nullptr,
     hipconv_fwd_1d_fp16_generic_run},
    {{"fwd_1d_bf16_generic", "forward",
      R"json({"name": "fwd_1d_bf16_generic", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 8}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 8192, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_bf16_generic_supports, hipconv_fwd_1d_bf16_generic_workspace_size,
     hipconv_fwd_1d_bf16_generic_split_k, nullptr,
     hipconv_fwd_1d_bf16_generic_run},
    {{"fwd_2d_fp32_generic", "forward",
      R"json({"name": "fwd_2d_fp32_generic", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 8}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 8192, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp32_generic_supports, hipconv_fwd_2d_fp32_generic_workspace_size,
     hipconv_fwd_2d_fp32_generic_split_k, nullptr,
     hipconv_fwd_2d_fp32_generic_run},
    {{"fwd_2d_fp16_generic", "forward",
      R"json({"name": "fwd_2d_fp16_generic", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 8}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 8192, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_generic_supports, hipconv_fwd_2d_fp16_generic_workspace_size,
     hipconv_fwd_2d_fp16_generic_split_k, nullptr,
     hipconv_fwd_2d_fp16_generic_run},
    {{"fwd_2d_bf16_generic", "forward",
      R"json({"name": "fwd_2d_bf16_generic", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 8}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 8192, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_generic_supports, hipconv_fwd_2d_bf16_generic_workspace_size,
     hipconv_fwd_2d_bf16_generic_split_k, nullptr,
     hipconv_fwd_2d_bf16_generic_run},
    {{"fwd_3d_fp32_generic", "forward",
      R"json({"name": "fwd_3d_fp32_generic", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 8}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 8192, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp32_generic_supports, hipconv_fwd_3d_fp32_generic_workspace_size,
     hipconv_fwd_3d_fp32_generic_split_k, nullptr,
     hipconv_fwd_3d_fp32_generic_run},
    {{"fwd_3d_fp16_generic", "forward",
      R"json({"name": "fwd_3d_fp16_generic", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 8}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 8192, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp16_generic_supports, hipconv_fwd_3d_fp16_generic_workspace_size,
     hipconv_fwd_3d_fp16_generic_split_k, nullptr,
     hipconv_fwd_3d_fp16_generic_run},
    {{"fwd_3d_bf16_generic", "forward",
      R"json({"name": "fwd_3d_bf16_generic", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 8}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 8192, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_bf16_generic_supports, hipconv_fwd_3d_bf16_generic_workspace_size,
     hipconv_fwd_3d_bf16_generic_split_k, nullptr,
     hipconv_fwd_3d_bf16_generic_run},
    {{"fwd_1d_fp32_vec4", "forward",
      R"json({"name": "fwd_1d_fp32_vec4", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp32_vec4_supports, hipconv_fwd_1d_fp32_vec4_workspace_size,
     hipconv_fwd_1d_fp32_vec4_split_k, nullptr,
     hipconv_fwd_1d_fp32_vec4_run},
    {{"fwd_1d_fp16_vec4", "forward",
      R"json({"name": "fwd_1d_fp16_vec4", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp16_vec4_supports, hipconv_fwd_1d_fp16_vec4_workspace_size,
     hipconv_fwd_1d_fp16_vec4_split_k, nullptr,
     hipconv_fwd_1d_fp16_vec4_run},
    {{"fwd_1d_bf16_vec4", "forward",
      R"json({"name": "fwd_1d_bf16_vec4", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_bf16_vec4_supports, hipconv_fwd_1d_bf16_vec4_workspace_size,
     hipconv_fwd_1d_bf16_vec4_split_k, nullptr,
     hipconv_fwd_1d_bf16_vec4_run},
    {{"fwd_2d_fp32_vec4", "forward",
      R"json({"name": "fwd_2d_fp32_vec4", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp32_vec4_supports, hipconv_fwd_2d_fp32_vec4_workspace_size,
     hipconv_fwd_2d_fp32_vec4_split_k, nullptr,
     hipconv_fwd_2d_fp32_vec4_run},
    {{"fwd_2d_fp16_vec4", "forward",
      R"json({"name": "fwd_2d_fp16_vec4", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_vec4_supports, hipconv_fwd_2d_fp16_vec4_workspace_size,
     hipconv_fwd_2d_fp16_vec4_split_k, nullptr,
     hipconv_fwd_2d_fp16_vec4_run},
    {{"fwd_2d_bf16_vec4", "forward",
      R"json({"name": "fwd_2d_bf16_vec4", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_vec4_supports, hipconv_fwd_2d_bf16_vec4_workspace_size,
     hipconv_fwd_2d_bf16_vec4_split_k, nullptr,
     hipconv_fwd_2d_bf16_vec4_run},
    {{"fwd_3d_fp32_vec4", "forward",
      R"json({"name": "fwd_3d_fp32_vec4", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp32_vec4_supports, hipconv_fwd_3d_fp32_vec4_workspace_size,
     hipconv_fwd_3d_fp32_vec4_split_k, nullptr,
     hipconv_fwd_3d_fp32_vec4_run},
    {{"fwd_3d_fp16_vec4", "forward",
      R"json({"name": "fwd_3d_fp16_vec4", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp16_vec4_supports, hipconv_fwd_3d_fp16_vec4_workspace_size,
     hipconv_fwd_3d_fp16_vec4_split_k, nullptr,
     hipconv_fwd_3d_fp16_vec4_run},
    {{"fwd_3d_bf16_vec4", "forward",
      R"json({"name": "fwd_3d_bf16_vec4", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_bf16_vec4_supports, hipconv_fwd_3d_bf16_vec4_workspace_size,
     hipconv_fwd_3d_bf16_vec4_split_k, nullptr,
     hipconv_fwd_3d_bf16_vec4_run},
    {{"fwd_2d_fp32_128x64", "forward",
      R"json({"name": "fwd_2d_fp32_128x64", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 128, "n": 64, "k": 16}, "thread": {"m": 8, "n": 8}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 24576, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp32_128x64_supports, hipconv_fwd_2d_fp32_128x64_workspace_size,
     hipconv_fwd_2d_fp32_128x64_split_k, nullptr,
     hipconv_fwd_2d_fp32_128x64_run},
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp32_winograd", "forward",
      R"json({"name": "fwd_2d_fp32_winograd", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 32, "n": 32, "k": 8}, "thread": {"m": 8, "n": 8}, "stages": 2, "vector": {"x": 4, "w": 1, "y": 4}, "specialization": "winograd_2x2_3x3", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 2, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 90112, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp32_winograd_supports, hipconv_fwd_2d_fp32_winograd_workspace_size,
     hipconv_fwd_2d_fp32_winograd_split_k, nullptr,
     hipconv_fwd_2d_fp32_winograd_run},
#endif
    {{"fwd_1d_fp32_1x1", "forward",
      R"json({"name": "fwd_1d_fp32_1x1", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "filter1x1_stride1_pad0", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp32_1x1_supports, hipconv_fwd_1d_fp32_1x1_workspace_size,
     hipconv_fwd_1d_fp32_1x1_split_k, nullptr,
     hipconv_fwd_1d_fp32_1x1_run},
    {{"fwd_1d_fp16_1x1", "forward",
      R"json({"name": "fwd_1d_fp16_1x1", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "filter1x1_stride1_pad0", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp16_1x1_supports, hipconv_fwd_1d_fp16_1x1_workspace_size,
     hipconv_fwd_1d_fp16_1x1_split_k, nullptr,
     hipconv_fwd_1d_fp16_1x1_run},
    {{"fwd_1d_bf16_1x1", "forward",
      R"json({"name": "fwd_1d_bf16_1x1", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "filter1x1_stride1_pad0", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_bf16_1x1_supports, hipconv_fwd_1d_bf16_1x1_workspace_size,
     hipconv_fwd_1d_bf16_1x1_split_k, nullptr,
     hipconv_fwd_1d_bf16_1x1_run},
    {{"fwd_2d_fp32_1x1", "forward",
      R"json({"name": "fwd_2d_fp32_1x1", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "filter1x1_stride1_pad0", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp32_1x1_supports, hipconv_fwd_2d_fp32_1x1_workspace_size,
     hipconv_fwd_2d_fp32_1x1_split_k, nullptr,
     hipconv_fwd_2d_fp32_1x1_run},
    {{"fwd_2d_fp16_1x1", "forward",
      R"json({"name": "fwd_2d_fp16_1x1", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "filter1x1_stride1_pad0", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_1x1_supports, hipconv_fwd_2d_fp16_1x1_workspace_size,
     hipconv_fwd_2d_fp16_1x1_split_k, nullptr,
     hipconv_fwd_2d_fp16_1x1_run},
    {{"fwd_2d_bf16_1x1", "forward",
      R"json({"name": "fwd_2d_bf16_1x1", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "filter1x1_stride1_pad0", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_1x1_supports, hipconv_fwd_2d_bf16_1x1_workspace_size,
     hipconv_fwd_2d_bf16_1x1_split_k, nullptr,
     hipconv_fwd_2d_bf16_1x1_run},
    {{"fwd_3d_fp32_1x1", "forward",
      R"json({"name": "fwd_3d_fp32_1x1", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "filter1x1_stride1_pad0", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp32_1x1_supports, hipconv_fwd_3d_fp32_1x1_workspace_size,
     hipconv_fwd_3d_fp32_1x1_split_k, nullptr,
     hipconv_fwd_3d_fp32_1x1_run},
    {{"fwd_3d_fp16_1x1", "forward",
      R"json({"name": "fwd_3d_fp16_1x1", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "filter1x1_stride1_pad0", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp16_1x1_supports, hipconv_fwd_3d_fp16_1x1_workspace_size,
     hipconv_fwd_3d_fp16_1x1_split_k, nullptr,
     hipconv_fwd_3d_fp16_1x1_run},
    {{"fwd_3d_bf16_1x1", "forward",
      R"json({"name": "fwd_3d_bf16_1x1", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "filter1x1_stride1_pad0", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_bf16_1x1_supports, hipconv_fwd_3d_bf16_1x1_workspace_size,
     hipconv_fwd_3d_bf16_1x1_split_k, nullptr,
     hipconv_fwd_3d_bf16_1x1_run},
    {{"fwd_2d_fp32_1x1_split", "forward",
      R"json({"name": "fwd_2d_fp32_1x1_split", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 32, "n": 16, "k": 16}, "thread": {"m": 2, "n": 2}, "stages": 2, "vector": {"x": 2, "w": 2, "y": 2}, "specialization": "filter1x1_stride1_pad0", "split_k": "auto", "deterministic": true, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 6144, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp32_1x1_split_supports, hipconv_fwd_2d_fp32_1x1_split_workspace_size,
     hipconv_fwd_2d_fp32_1x1_split_split_k, nullptr,
     hipconv_fwd_2d_fp32_1x1_split_run},
    {{"fwd_2d_fp16_1x1_split", "forward",
      R"json({"name": "fwd_2d_fp16_1x1_split", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 32, "n": 16, "k": 16}, "thread": {"m": 2, "n": 2}, "stages": 2, "vector": {"x": 2, "w": 2, "y": 2}, "specialization": "filter1x1_stride1_pad0", "split_k": "auto", "deterministic": true, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 6144, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_1x1_split_supports, hipconv_fwd_2d_fp16_1x1_split_workspace_size,
     hipconv_fwd_2d_fp16_1x1_split_split_k, nullptr,
     hipconv_fwd_2d_fp16_1x1_split_run},
    {{"fwd_2d_bf16_1x1_split", "forward",
      R"json({"name": "fwd_2d_bf16_1x1_split", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 32, "n": 16, "k": 16}, "thread": {"m": 2, "n": 2}, "stages": 2, "vector": {"x": 2, "w": 2, "y": 2}, "specialization": "filter1x1_stride1_pad0", "split_k": "auto", "deterministic": true, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 6144, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_1x1_split_supports, hipconv_fwd_2d_bf16_1x1_split_workspace_size,
     hipconv_fwd_2d_bf16_1x1_split_split_k, nullptr,
     hipconv_fwd_2d_bf16_1x1_split_run},
    {{"fwd_2d_fp32_1x1_strided", "forward",
      R"json({"name": "fwd_2d_fp32_1x1_strided", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "filter1x1_pad0", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp32_1x1_strided_supports, hipconv_fwd_2d_fp32_1x1_strided_workspace_size,
     hipconv_fwd_2d_fp32_1x1_strided_split_k, nullptr,
     hipconv_fwd_2d_fp32_1x1_strided_run},
    {{"fwd_2d_fp16_1x1_strided", "forward",
      R"json({"name": "fwd_2d_fp16_1x1_strided", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "filter1x1_pad0", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_1x1_strided_supports, hipconv_fwd_2d_fp16_1x1_strided_workspace_size,
     hipconv_fwd_2d_fp16_1x1_strided_split_k, nullptr,
     hipconv_fwd_2d_fp16_1x1_strided_run},
    {{"fwd_2d_bf16_1x1_strided", "forward",
      R"json({"name": "fwd_2d_bf16_1x1_strided", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "filter1x1_pad0", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_1x1_strided_supports, hipconv_fwd_2d_bf16_1x1_strided_workspace_size,
     hipconv_fwd_2d_bf16_1x1_strided_split_k, nullptr,
     hipconv_fwd_2d_bf16_1x1_strided_run},
    {{"fwd_1d_fp32_depthwise", "forward",
      R"json({"name": "fwd_1d_fp32_depthwise", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 16, "n": 32, "k": 4}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 1, "y": 4}, "specialization": "depthwise", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 8192, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp32_depthwise_supports, hipconv_fwd_1d_fp32_depthwise_workspace_size,
     hipconv_fwd_1d_fp32_depthwise_split_k, nullptr,
     hipconv_fwd_1d_fp32_depthwise_run},
    {{"fwd_1d_fp16_depthwise", "forward",
      R"json({"name": "fwd_1d_fp16_depthwise", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 16, "n": 32, "k": 4}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 1, "y": 4}, "specialization": "depthwise", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 8192, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp16_depthwise_supports, hipconv_fwd_1d_fp16_depthwise_workspace_size,
     hipconv_fwd_1d_fp16_depthwise_split_k, nullptr,
     hipconv_fwd_1d_fp16_depthwise_run},
    {{"fwd_1d_bf16_depthwise", "forward",
      R"json({"name": "fwd_1d_bf16_depthwise", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 16, "n": 32, "k": 4}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 1, "y": 4}, "specialization": "depthwise", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 8192, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_bf16_depthwise_supports, hipconv_fwd_1d_bf16_depthwise_workspace_size,
     hipconv_fwd_1d_bf16_depthwise_split_k, nullptr,
     hipconv_fwd_1d_bf16_depthwise_run},
    {{"fwd_2d_fp32_depthwise", "forward",
      R"json({"name": "fwd_2d_fp32_depthwise", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 16, "n": 32, "k": 4}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 1, "y": 4}, "specialization": "depthwise", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 8192, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp32_depthwise_supports, hipconv_fwd_2d_fp32_depthwise_workspace_size,
     hipconv_fwd_2d_fp32_depthwise_split_k, nullptr,
     hipconv_fwd_2d_fp32_depthwise_run},
    {{"fwd_2d_fp16_depthwise", "forward",
      R"json({"name": "fwd_2d_fp16_depthwise", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 16, "n": 32, "k": 4}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 1, "y": 4}, "specialization": "depthwise", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 8192, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_depthwise_supports, hipconv_fwd_2d_fp16_depthwise_workspace_size,
     hipconv_fwd_2d_fp16_depthwise_split_k, nullptr,
     hipconv_fwd_2d_fp16_depthwise_run},
    {{"fwd_2d_bf16_depthwise", "forward",
      R"json({"name": "fwd_2d_bf16_depthwise", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 16, "n": 32, "k": 4}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 1, "y": 4}, "specialization": "depthwise", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 8192, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_depthwise_supports, hipconv_fwd_2d_bf16_depthwise_workspace_size,
     hipconv_fwd_2d_bf16_depthwise_split_k, nullptr,
     hipconv_fwd_2d_bf16_depthwise_run},
    {{"fwd_3d_fp32_depthwise", "forward",
      R"json({"name": "fwd_3d_fp32_depthwise", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 16, "n": 32, "k": 4}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 1, "y": 4}, "specialization": "depthwise", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 8192, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp32_depthwise_supports, hipconv_fwd_3d_fp32_depthwise_workspace_size,
     hipconv_fwd_3d_fp32_depthwise_split_k, nullptr,
     hipconv_fwd_3d_fp32_depthwise_run},
    {{"fwd_3d_fp16_depthwise", "forward",
      R"json({"name": "fwd_3d_fp16_depthwise", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 16, "n": 32, "k": 4}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 1, "y": 4}, "specialization": "depthwise", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 8192, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp16_depthwise_supports, hipconv_fwd_3d_fp16_depthwise_workspace_size,
     hipconv_fwd_3d_fp16_depthwise_split_k, nullptr,
     hipconv_fwd_3d_fp16_depthwise_run},
    {{"fwd_3d_bf16_depthwise", "forward",
      R"json({"name": "fwd_3d_bf16_depthwise", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 16, "n": 32, "k": 4}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 1, "y": 4}, "specialization": "depthwise", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 8192, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_bf16_depthwise_supports, hipconv_fwd_3d_bf16_depthwise_workspace_size,
     hipconv_fwd_3d_bf16_depthwise_split_k, nullptr,
     hipconv_fwd_3d_bf16_depthwise_run},
    {{"fwd_1d_fp16_depthwise_v2", "forward",
      R"json({"name": "fwd_1d_fp16_depthwise_v2", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 16, "n": 32, "k": 4}, "thread": {"m": 1, "n": 2}, "stages": 2, "vector": {"x": 2, "w": 1, "y": 2}, "specialization": "depthwise", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 8192, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp16_depthwise_v2_supports, hipconv_fwd_1d_fp16_depthwise_v2_workspace_size,
     hipconv_fwd_1d_fp16_depthwise_v2_split_k, nullptr,
     hipconv_fwd_1d_fp16_depthwise_v2_run},
    {{"fwd_1d_bf16_depthwise_v2", "forward",
      R"json({"name": "fwd_1d_bf16_depthwise_v2", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 16, "n": 32, "k": 4}, "thread": {"m": 1, "n": 2}, "stages": 2, "vector": {"x": 2, "w": 1, "y": 2}, "specialization": "depthwise", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 8192, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_bf16_depthwise_v2_supports, hipconv_fwd_1d_bf16_depthwise_v2_workspace_size,
     hipconv_fwd_1d_bf16_depthwise_v2_split_k, nullptr,
     hipconv_fwd_1d_bf16_depthwise_v2_run},
    {{"fwd_2d_fp16_depthwise_v2", "forward",
      R"json({"name": "fwd_2d_fp16_depthwise_v2", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 16, "n": 32, "k": 4}, "thread": {"m": 1, "n": 2}, "stages": 2, "vector": {"x": 2, "w": 1, "y": 2}, "specialization": "depthwise", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 8192, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_depthwise_v2_supports, hipconv_fwd_2d_fp16_depthwise_v2_workspace_size,
     hipconv_fwd_2d_fp16_depthwise_v2_split_k, nullptr,
     hipconv_fwd_2d_fp16_depthwise_v2_run},
    {{"fwd_2d_bf16_depthwise_v2", "forward",
      R"json({"name": "fwd_2d_bf16_depthwise_v2", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 16, "n": 32, "k": 4}, "thread": {"m": 1, "n": 2}, "stages": 2, "vector": {"x": 2, "w": 1, "y": 2}, "specialization": "depthwise", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 8192, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_depthwise_v2_supports, hipconv_fwd_2d_bf16_depthwise_v2_workspace_size,
     hipconv_fwd_2d_bf16_depthwise_v2_split_k, nullptr,
     hipconv_fwd_2d_bf16_depthwise_v2_run},
    {{"fwd_3d_fp16_depthwise_v2", "forward",
      R"json({"name": "fwd_3d_fp16_depthwise_v2", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 16, "n": 32, "k": 4}, "thread": {"m": 1, "n": 2}, "stages": 2, "vector": {"x": 2, "w": 1, "y": 2}, "specialization": "depthwise", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 8192, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp16_depthwise_v2_supports, hipconv_fwd_3d_fp16_depthwise_v2_workspace_size,
     hipconv_fwd_3d_fp16_depthwise_v2_split_k, nullptr,
     hipconv_fwd_3d_fp16_depthwise_v2_run},
    {{"fwd_3d_bf16_depthwise_v2", "forward",
      R"json({"name": "fwd_3d_bf16_depthwise_v2", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 16, "n": 32, "k": 4}, "thread": {"m": 1, "n": 2}, "stages": 2, "vector": {"x": 2, "w": 1, "y": 2}, "specialization": "depthwise", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 8192, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_bf16_depthwise_v2_supports, hipconv_fwd_3d_bf16_depthwise_v2_workspace_size,
     hipconv_fwd_3d_bf16_depthwise_v2_split_k, nullptr,
     hipconv_fwd_3d_bf16_depthwise_v2_run},
    {{"fwd_2d_fp16_depthwise_vec8", "forward",
      R"json({"name": "fwd_2d_fp16_depthwise_vec8", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 32, "n": 32, "k": 4}, "thread": {"m": 1, "n": 8}, "stages": 2, "vector": {"x": 8, "w": 1, "y": 8}, "specialization": "depthwise", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 8192, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_depthwise_vec8_supports, hipconv_fwd_2d_fp16_depthwise_vec8_workspace_size,
     hipconv_fwd_2d_fp16_depthwise_vec8_split_k, nullptr,
     hipconv_fwd_2d_fp16_depthwise_vec8_run},
    {{"fwd_3d_fp16_depthwise_vec8", "forward",
      R"json({"name": "fwd_3d_fp16_depthwise_vec8", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 32, "n": 32, "k": 4}, "thread": {"m": 1, "n": 8}, "stages": 2, "vector": {"x": 8, "w": 1, "y": 8}, "specialization": "depthwise", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 8192, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp16_depthwise_vec8_supports, hipconv_fwd_3d_fp16_depthwise_vec8_workspace_size,
     hipconv_fwd_3d_fp16_depthwise_vec8_split_k, nullptr,
     hipconv_fwd_3d_fp16_depthwise_vec8_run},
    {{"fwd_2d_fp16_depthwise_tile7", "forward",
      R"json({"name": "fwd_2d_fp16_depthwise_tile7", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 16, "n": 32, "k": 7}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 8, "w": 1, "y": 4}, "specialization": "depthwise", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 8, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 8, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [[3, 1], [5, 1]], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_depthwise_tile7_supports, hipconv_fwd_2d_fp16_depthwise_tile7_workspace_size,
     hipconv_fwd_2d_fp16_depthwise_tile7_split_k, nullptr,
     hipconv_fwd_2d_fp16_depthwise_tile7_run},
    {{"fwd_2d_bf16_depthwise_tile7", "forward",
      R"json({"name": "fwd_2d_bf16_depthwise_tile7", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 16, "n": 32, "k": 7}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 8, "w": 1, "y": 4}, "specialization": "depthwise", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 8, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 8, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [[3, 1], [5, 1]], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_depthwise_tile7_supports, hipconv_fwd_2d_bf16_depthwise_tile7_workspace_size,
     hipconv_fwd_2d_bf16_depthwise_tile7_split_k, nullptr,
     hipconv_fwd_2d_bf16_depthwise_tile7_run},
    {{"fwd_2d_fp32_depthwise_tile7", "forward",
      R"json({"name": "fwd_2d_fp32_depthwise_tile7", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 16, "n": 32, "k": 7}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 1, "y": 4}, "specialization": "depthwise", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 4, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 8, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [[3, 1], [5, 1]], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp32_depthwise_tile7_supports, hipconv_fwd_2d_fp32_depthwise_tile7_workspace_size,
     hipconv_fwd_2d_fp32_depthwise_tile7_split_k, nullptr,
     hipconv_fwd_2d_fp32_depthwise_tile7_run},
    {{"fwd_2d_fp16_depthwise_tile", "forward",
      R"json({"name": "fwd_2d_fp16_depthwise_tile", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 16, "n": 32, "k": 4}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 8, "w": 1, "y": 4}, "specialization": "depthwise", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 8, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 8, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [[3, 1], [5, 1], [7, 1], [3, 2], [5, 2]], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_depthwise_tile_supports, hipconv_fwd_2d_fp16_depthwise_tile_workspace_size,
     hipconv_fwd_2d_fp16_depthwise_tile_split_k, nullptr,
     hipconv_fwd_2d_fp16_depthwise_tile_run},
    {{"fwd_2d_bf16_depthwise_tile", "forward",
      R"json({"name": "fwd_2d_bf16_depthwise_tile", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 16, "n": 32, "k": 4}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 8, "w": 1, "y": 4}, "specialization": "depthwise", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 8, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 8, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [[3, 1], [5, 1], [7, 1], [3, 2], [5, 2]], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_depthwise_tile_supports, hipconv_fwd_2d_bf16_depthwise_tile_workspace_size,
     hipconv_fwd_2d_bf16_depthwise_tile_split_k, nullptr,
     hipconv_fwd_2d_bf16_depthwise_tile_run},
    {{"fwd_3d_fp16_depthwise_tile", "forward",
      R"json({"name": "fwd_3d_fp16_depthwise_tile", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 16, "n": 32, "k": 4}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 8, "w": 1, "y": 4}, "specialization": "depthwise", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 8, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 8, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 0, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [[3, 1], [5, 1], [7, 1], [3, 2], [5, 2]], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp16_depthwise_tile_supports, hipconv_fwd_3d_fp16_depthwise_tile_workspace_size,
     hipconv_fwd_3d_fp16_depthwise_tile_split_k, nullptr,
     hipconv_fwd_3d_fp16_depthwise_tile_run},
    {{"fwd_3d_bf16_depthwise_tile", "forward",
      R"json({"name": "fwd_3d_bf16_depthwise_tile", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 16, "n": 32, "k": 4}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 8, "w": 1, "y": 4}, "specialization": "depthwise", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 8, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 8, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 0, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [[3, 1], [5, 1], [7, 1], [3, 2], [5, 2]], "merged_group_widths": []})json"},
     hipconv_fwd_3d_bf16_depthwise_tile_supports, hipconv_fwd_3d_bf16_depthwise_tile_workspace_size,
     hipconv_fwd_3d_bf16_depthwise_tile_split_k, nullptr,
     hipconv_fwd_3d_bf16_depthwise_tile_run},
    {{"fwd_2d_fp32_depthwise_tile", "forward",
      R"json({"name": "fwd_2d_fp32_depthwise_tile", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 16, "n": 32, "k": 4}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 1, "y": 4}, "specialization": "depthwise", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 7, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 8, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [[3, 1], [5, 1], [7, 1], [3, 2], [5, 2]], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp32_depthwise_tile_supports, hipconv_fwd_2d_fp32_depthwise_tile_workspace_size,
     hipconv_fwd_2d_fp32_depthwise_tile_split_k, nullptr,
     hipconv_fwd_2d_fp32_depthwise_tile_run},
    {{"fwd_3d_fp32_depthwise_tile", "forward",
      R"json({"name": "fwd_3d_fp32_depthwise_tile", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 16, "n": 32, "k": 4}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 1, "y": 4}, "specialization": "depthwise", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 7, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 8, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 0, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [[3, 1], [5, 1], [7, 1], [3, 2], [5, 2]], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp32_depthwise_tile_supports, hipconv_fwd_3d_fp32_depthwise_tile_workspace_size,
     hipconv_fwd_3d_fp32_depthwise_tile_split_k, nullptr,
     hipconv_fwd_3d_fp32_depthwise_tile_run},
    {{"fwd_1d_fp16_few_c3", "forward",
      R"json({"name": "fwd_1d_fp16_few_c3", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 128, "n": 64, "k": 4}, "thread": {"m": 1, "n": 32}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 8}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp16_few_c3_supports, hipconv_fwd_1d_fp16_few_c3_workspace_size,
     hipconv_fwd_1d_fp16_few_c3_split_k, nullptr,
     hipconv_fwd_1d_fp16_few_c3_run},
    {{"fwd_1d_bf16_few_c3", "forward",
      R"json({"name": "fwd_1d_bf16_few_c3", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 128, "n": 64, "k": 4}, "thread": {"m": 1, "n": 32}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 8}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_bf16_few_c3_supports, hipconv_fwd_1d_bf16_few_c3_workspace_size,
     hipconv_fwd_1d_bf16_few_c3_split_k, nullptr,
     hipconv_fwd_1d_bf16_few_c3_run},
    {{"fwd_2d_fp16_few_c3", "forward",
      R"json({"name": "fwd_2d_fp16_few_c3", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 128, "n": 64, "k": 4}, "thread": {"m": 1, "n": 32}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 8}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_few_c3_supports, hipconv_fwd_2d_fp16_few_c3_workspace_size,
     hipconv_fwd_2d_fp16_few_c3_split_k, nullptr,
     hipconv_fwd_2d_fp16_few_c3_run},
    {{"fwd_2d_bf16_few_c3", "forward",
      R"json({"name": "fwd_2d_bf16_few_c3", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 128, "n": 64, "k": 4}, "thread": {"m": 1, "n": 32}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 8}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_few_c3_supports, hipconv_fwd_2d_bf16_few_c3_workspace_size,
     hipconv_fwd_2d_bf16_few_c3_split_k, nullptr,
     hipconv_fwd_2d_bf16_few_c3_run},
    {{"fwd_3d_fp16_few_c3", "forward",
      R"json({"name": "fwd_3d_fp16_few_c3", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 128, "n": 64, "k": 4}, "thread": {"m": 1, "n": 32}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 8}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp16_few_c3_supports, hipconv_fwd_3d_fp16_few_c3_workspace_size,
     hipconv_fwd_3d_fp16_few_c3_split_k, nullptr,
     hipconv_fwd_3d_fp16_few_c3_run},
    {{"fwd_3d_bf16_few_c3", "forward",
      R"json({"name": "fwd_3d_bf16_few_c3", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 128, "n": 64, "k": 4}, "thread": {"m": 1, "n": 32}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 8}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_bf16_few_c3_supports, hipconv_fwd_3d_bf16_few_c3_workspace_size,
     hipconv_fwd_3d_bf16_few_c3_split_k, nullptr,
     hipconv_fwd_3d_bf16_few_c3_run},
    {{"fwd_1d_fp32_few_c3", "forward",
      R"json({"name": "fwd_1d_fp32_few_c3", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 128, "n": 64, "k": 4}, "thread": {"m": 1, "n": 32}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 4}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp32_few_c3_supports, hipconv_fwd_1d_fp32_few_c3_workspace_size,
     hipconv_fwd_1d_fp32_few_c3_split_k, nullptr,
     hipconv_fwd_1d_fp32_few_c3_run},
    {{"fwd_2d_fp32_few_c3", "forward",
      R"json({"name": "fwd_2d_fp32_few_c3", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 128, "n": 64, "k": 4}, "thread": {"m": 1, "n": 32}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 4}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp32_few_c3_supports, hipconv_fwd_2d_fp32_few_c3_workspace_size,
     hipconv_fwd_2d_fp32_few_c3_split_k, nullptr,
     hipconv_fwd_2d_fp32_few_c3_run},
    {{"fwd_3d_fp32_few_c3", "forward",
      R"json({"name": "fwd_3d_fp32_few_c3", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 128, "n": 64, "k": 4}, "thread": {"m": 1, "n": 32}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 4}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp32_few_c3_supports, hipconv_fwd_3d_fp32_few_c3_workspace_size,
     hipconv_fwd_3d_fp32_few_c3_split_k, nullptr,
     hipconv_fwd_3d_fp32_few_c3_run},
    {{"fwd_1d_fp32_few_c4", "forward",
      R"json({"name": "fwd_1d_fp32_few_c4", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 32, "n": 32, "k": 4}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 1, "y": 4}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp32_few_c4_supports, hipconv_fwd_1d_fp32_few_c4_workspace_size,
     hipconv_fwd_1d_fp32_few_c4_split_k, nullptr,
     hipconv_fwd_1d_fp32_few_c4_run},
    {{"fwd_1d_fp16_few_c4", "forward",
      R"json({"name": "fwd_1d_fp16_few_c4", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 32, "n": 32, "k": 4}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 1, "y": 4}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp16_few_c4_supports, hipconv_fwd_1d_fp16_few_c4_workspace_size,
     hipconv_fwd_1d_fp16_few_c4_split_k, nullptr,
     hipconv_fwd_1d_fp16_few_c4_run},
    {{"fwd_1d_bf16_few_c4", "forward",
      R"json({"name": "fwd_1d_bf16_few_c4", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 32, "n": 32, "k": 4}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 1, "y": 4}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_bf16_few_c4_supports, hipconv_fwd_1d_bf16_few_c4_workspace_size,
     hipconv_fwd_1d_bf16_few_c4_split_k, nullptr,
     hipconv_fwd_1d_bf16_few_c4_run},
    {{"fwd_2d_fp32_few_c4", "forward",
      R"json({"name": "fwd_2d_fp32_few_c4", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 32, "n": 32, "k": 4}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 1, "y": 4}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp32_few_c4_supports, hipconv_fwd_2d_fp32_few_c4_workspace_size,
     hipconv_fwd_2d_fp32_few_c4_split_k, nullptr,
     hipconv_fwd_2d_fp32_few_c4_run},
    {{"fwd_2d_fp16_few_c4", "forward",
      R"json({"name": "fwd_2d_fp16_few_c4", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 32, "n": 32, "k": 4}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 1, "y": 4}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_few_c4_supports, hipconv_fwd_2d_fp16_few_c4_workspace_size,
     hipconv_fwd_2d_fp16_few_c4_split_k, nullptr,
     hipconv_fwd_2d_fp16_few_c4_run},
    {{"fwd_2d_bf16_few_c4", "forward",
      R"json({"name": "fwd_2d_bf16_few_c4", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 32, "n": 32, "k": 4}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 1, "y": 4}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_few_c4_supports, hipconv_fwd_2d_bf16_few_c4_workspace_size,
     hipconv_fwd_2d_bf16_few_c4_split_k, nullptr,
     hipconv_fwd_2d_bf16_few_c4_run},
    {{"fwd_3d_fp32_few_c4", "forward",
      R"json({"name": "fwd_3d_fp32_few_c4", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 32, "n": 32, "k": 4}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 1, "y": 4}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp32_few_c4_supports, hipconv_fwd_3d_fp32_few_c4_workspace_size,
     hipconv_fwd_3d_fp32_few_c4_split_k, nullptr,
     hipconv_fwd_3d_fp32_few_c4_run},
    {{"fwd_3d_fp16_few_c4", "forward",
      R"json({"name": "fwd_3d_fp16_few_c4", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 32, "n": 32, "k": 4}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 1, "y": 4}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp16_few_c4_supports, hipconv_fwd_3d_fp16_few_c4_workspace_size,
     hipconv_fwd_3d_fp16_few_c4_split_k, nullptr,
     hipconv_fwd_3d_fp16_few_c4_run},
    {{"fwd_3d_bf16_few_c4", "forward",
      R"json({"name": "fwd_3d_bf16_few_c4", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 32, "n": 32, "k": 4}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 1, "y": 4}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_bf16_few_c4_supports, hipconv_fwd_3d_bf16_few_c4_workspace_size,
     hipconv_fwd_3d_bf16_few_c4_split_k, nullptr,
     hipconv_fwd_3d_bf16_few_c4_run},
    {{"fwd_2d_fp16_few_tile_c4", "forward",
      R"json({"name": "fwd_2d_fp16_few_tile_c4", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 32, "n": 16, "k": 7}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 1, "y": 4}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 4, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 8, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [[3, 1], [5, 1]], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_few_tile_c4_supports, hipconv_fwd_2d_fp16_few_tile_c4_workspace_size,
     hipconv_fwd_2d_fp16_few_tile_c4_split_k, nullptr,
     hipconv_fwd_2d_fp16_few_tile_c4_run},
    {{"fwd_2d_bf16_few_tile_c4", "forward",
      R"json({"name": "fwd_2d_bf16_few_tile_c4", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 32, "n": 16, "k": 7}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 1, "y": 4}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 4, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 8, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [[3, 1], [5, 1]], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_few_tile_c4_supports, hipconv_fwd_2d_bf16_few_tile_c4_workspace_size,
     hipconv_fwd_2d_bf16_few_tile_c4_split_k, nullptr,
     hipconv_fwd_2d_bf16_few_tile_c4_run},
    {{"fwd_3d_fp16_few_tile_c4", "forward",
      R"json({"name": "fwd_3d_fp16_few_tile_c4", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 32, "n": 16, "k": 7}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 1, "y": 4}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 4, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 8, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 0, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [[3, 1], [5, 1]], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp16_few_tile_c4_supports, hipconv_fwd_3d_fp16_few_tile_c4_workspace_size,
     hipconv_fwd_3d_fp16_few_tile_c4_split_k, nullptr,
     hipconv_fwd_3d_fp16_few_tile_c4_run},
    {{"fwd_3d_bf16_few_tile_c4", "forward",
      R"json({"name": "fwd_3d_bf16_few_tile_c4", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 32, "n": 16, "k": 7}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 1, "y": 4}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 4, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 8, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 0, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [[3, 1], [5, 1]], "merged_group_widths": []})json"},
     hipconv_fwd_3d_bf16_few_tile_c4_supports, hipconv_fwd_3d_bf16_few_tile_c4_workspace_size,
     hipconv_fwd_3d_bf16_few_tile_c4_split_k, nullptr,
     hipconv_fwd_3d_bf16_few_tile_c4_run},
    {{"fwd_2d_fp32_few_tile_c4", "forward",
      R"json({"name": "fwd_2d_fp32_few_tile_c4", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 16, "n": 32, "k": 7}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 1, "y": 4}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 4, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 8, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [[3, 1], [5, 1]], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp32_few_tile_c4_supports, hipconv_fwd_2d_fp32_few_tile_c4_workspace_size,
     hipconv_fwd_2d_fp32_few_tile_c4_split_k, nullptr,
     hipconv_fwd_2d_fp32_few_tile_c4_run},
    {{"fwd_3d_fp32_few_tile_c4", "forward",
      R"json({"name": "fwd_3d_fp32_few_tile_c4", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 16, "n": 32, "k": 7}, "thread": {"m": 1, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 1, "y": 4}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 4, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 8, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 0, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [[3, 1], [5, 1]], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp32_few_tile_c4_supports, hipconv_fwd_3d_fp32_few_tile_c4_workspace_size,
     hipconv_fwd_3d_fp32_few_tile_c4_split_k, nullptr,
     hipconv_fwd_3d_fp32_few_tile_c4_run},
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_few_tile_c8", "forward",
      R"json({"name": "fwd_2d_fp16_few_tile_c8", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 112, "n": 16, "k": 2}, "thread": {"m": 1, "n": 8}, "stages": 2, "vector": {"x": 8, "w": 1, "y": 8}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 2, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 8, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 224, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [[3, 1], [5, 1], [3, 2]], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_few_tile_c8_supports, hipconv_fwd_2d_fp16_few_tile_c8_workspace_size,
     hipconv_fwd_2d_fp16_few_tile_c8_split_k, nullptr,
     hipconv_fwd_2d_fp16_few_tile_c8_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_few_tile_c8", "forward",
      R"json({"name": "fwd_2d_bf16_few_tile_c8", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 112, "n": 16, "k": 2}, "thread": {"m": 1, "n": 8}, "stages": 2, "vector": {"x": 8, "w": 1, "y": 8}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 2, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 8, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 224, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [[3, 1], [5, 1], [3, 2]], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_few_tile_c8_supports, hipconv_fwd_2d_bf16_few_tile_c8_workspace_size,
     hipconv_fwd_2d_bf16_few_tile_c8_split_k, nullptr,
     hipconv_fwd_2d_bf16_few_tile_c8_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_few_tile_c8_r4", "forward",
      R"json({"name": "fwd_2d_fp16_few_tile_c8_r4", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 16, "n": 64, "k": 7}, "thread": {"m": 1, "n": 8}, "stages": 2, "vector": {"x": 8, "w": 1, "y": 8}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 4, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 4, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_few_tile_c8_r4_supports, hipconv_fwd_2d_fp16_few_tile_c8_r4_workspace_size,
     hipconv_fwd_2d_fp16_few_tile_c8_r4_split_k, nullptr,
     hipconv_fwd_2d_fp16_few_tile_c8_r4_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_few_tile_c8_r4", "forward",
      R"json({"name": "fwd_2d_bf16_few_tile_c8_r4", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 16, "n": 64, "k": 7}, "thread": {"m": 1, "n": 8}, "stages": 2, "vector": {"x": 8, "w": 1, "y": 8}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 4, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 4, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_few_tile_c8_r4_supports, hipconv_fwd_2d_bf16_few_tile_c8_r4_workspace_size,
     hipconv_fwd_2d_bf16_few_tile_c8_r4_split_k, nullptr,
     hipconv_fwd_2d_bf16_few_tile_c8_r4_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp32_few_tile_c8", "forward",
      R"json({"name": "fwd_2d_fp32_few_tile_c8", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 56, "n": 32, "k": 4}, "thread": {"m": 1, "n": 8}, "stages": 2, "vector": {"x": 4, "w": 1, "y": 4}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 2, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 8, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 224, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [[3, 1]], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp32_few_tile_c8_supports, hipconv_fwd_2d_fp32_few_tile_c8_workspace_size,
     hipconv_fwd_2d_fp32_few_tile_c8_split_k, nullptr,
     hipconv_fwd_2d_fp32_few_tile_c8_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_few_tile_c8_mma_r4", "forward",
      R"json({"name": "fwd_2d_fp16_few_tile_c8_mma_r4", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 16, "n": 64, "k": 7}, "warp": {"m": 16, "n": 8}, "stages": 2, "vector": {"x": 8, "w": 8, "y": 2}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 4, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_few_tile_c8_mma_r4_supports, hipconv_fwd_2d_fp16_few_tile_c8_mma_r4_workspace_size,
     hipconv_fwd_2d_fp16_few_tile_c8_mma_r4_split_k, nullptr,
     hipconv_fwd_2d_fp16_few_tile_c8_mma_r4_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_few_tile_c8_mma_r4", "forward",
      R"json({"name": "fwd_2d_bf16_few_tile_c8_mma_r4", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 16, "n": 64, "k": 7}, "warp": {"m": 16, "n": 8}, "stages": 2, "vector": {"x": 8, "w": 8, "y": 2}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 4, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_few_tile_c8_mma_r4_supports, hipconv_fwd_2d_bf16_few_tile_c8_mma_r4_workspace_size,
     hipconv_fwd_2d_bf16_few_tile_c8_mma_r4_split_k, nullptr,
     hipconv_fwd_2d_bf16_few_tile_c8_mma_r4_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_few_tile_c8_mma_r8", "forward",
      R"json({"name": "fwd_2d_fp16_few_tile_c8_mma_r8", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 16, "n": 64, "k": 7}, "warp": {"m": 16, "n": 8}, "stages": 2, "vector": {"x": 8, "w": 8, "y": 2}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 8, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_few_tile_c8_mma_r8_supports, hipconv_fwd_2d_fp16_few_tile_c8_mma_r8_workspace_size,
     hipconv_fwd_2d_fp16_few_tile_c8_mma_r8_split_k, nullptr,
     hipconv_fwd_2d_fp16_few_tile_c8_mma_r8_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_few_tile_c8_mma_r8", "forward",
      R"json({"name": "fwd_2d_bf16_few_tile_c8_mma_r8", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 16, "n": 64, "k": 7}, "warp": {"m": 16, "n": 8}, "stages": 2, "vector": {"x": 8, "w": 8, "y": 2}, "specialization": "few_channels", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 8, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_few_tile_c8_mma_r8_supports, hipconv_fwd_2d_bf16_few_tile_c8_mma_r8_workspace_size,
     hipconv_fwd_2d_bf16_few_tile_c8_mma_r8_split_k, nullptr,
     hipconv_fwd_2d_bf16_few_tile_c8_mma_r8_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_1d_fp16_mma128x128", "forward",
      R"json({"name": "fwd_1d_fp16_mma128x128", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 128, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 3, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 2, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 71680, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp16_mma128x128_supports, hipconv_fwd_1d_fp16_mma128x128_workspace_size,
     hipconv_fwd_1d_fp16_mma128x128_split_k, nullptr,
     hipconv_fwd_1d_fp16_mma128x128_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_1d_bf16_mma128x128", "forward",
      R"json({"name": "fwd_1d_bf16_mma128x128", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 128, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 3, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 2, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 71680, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_bf16_mma128x128_supports, hipconv_fwd_1d_bf16_mma128x128_workspace_size,
     hipconv_fwd_1d_bf16_mma128x128_split_k, nullptr,
     hipconv_fwd_1d_bf16_mma128x128_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_mma128x128", "forward",
      R"json({"name": "fwd_2d_fp16_mma128x128", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 128, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 3, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 2, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 71680, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_mma128x128_supports, hipconv_fwd_2d_fp16_mma128x128_workspace_size,
     hipconv_fwd_2d_fp16_mma128x128_split_k, nullptr,
     hipconv_fwd_2d_fp16_mma128x128_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_mma128x128", "forward",
      R"json({"name": "fwd_2d_bf16_mma128x128", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 128, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 3, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 2, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 71680, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_mma128x128_supports, hipconv_fwd_2d_bf16_mma128x128_workspace_size,
     hipconv_fwd_2d_bf16_mma128x128_split_k, nullptr,
     hipconv_fwd_2d_bf16_mma128x128_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_3d_fp16_mma128x128", "forward",
      R"json({"name": "fwd_3d_fp16_mma128x128", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 128, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 3, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 2, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 71680, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp16_mma128x128_supports, hipconv_fwd_3d_fp16_mma128x128_workspace_size,
     hipconv_fwd_3d_fp16_mma128x128_split_k, nullptr,
     hipconv_fwd_3d_fp16_mma128x128_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_3d_bf16_mma128x128", "forward",
      R"json({"name": "fwd_3d_bf16_mma128x128", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 128, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 3, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 2, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 71680, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_bf16_mma128x128_supports, hipconv_fwd_3d_bf16_mma128x128_workspace_size,
     hipconv_fwd_3d_bf16_mma128x128_split_k, nullptr,
     hipconv_fwd_3d_bf16_mma128x128_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_mma128x64", "forward",
      R"json({"name": "fwd_2d_fp16_mma128x64", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_mma128x64_supports, hipconv_fwd_2d_fp16_mma128x64_workspace_size,
     hipconv_fwd_2d_fp16_mma128x64_split_k, nullptr,
     hipconv_fwd_2d_fp16_mma128x64_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_mma128x64", "forward",
      R"json({"name": "fwd_2d_bf16_mma128x64", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_mma128x64_supports, hipconv_fwd_2d_bf16_mma128x64_workspace_size,
     hipconv_fwd_2d_bf16_mma128x64_split_k, nullptr,
     hipconv_fwd_2d_bf16_mma128x64_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_3d_fp16_mma256x32", "forward",
      R"json({"name": "fwd_3d_fp16_mma256x32", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 256, "n": 32, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 3, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 69120, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp16_mma256x32_supports, hipconv_fwd_3d_fp16_mma256x32_workspace_size,
     hipconv_fwd_3d_fp16_mma256x32_split_k, nullptr,
     hipconv_fwd_3d_fp16_mma256x32_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_3d_bf16_mma256x32", "forward",
      R"json({"name": "fwd_3d_bf16_mma256x32", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 256, "n": 32, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 3, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 69120, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_bf16_mma256x32_supports, hipconv_fwd_3d_bf16_mma256x32_workspace_size,
     hipconv_fwd_3d_bf16_mma256x32_split_k, nullptr,
     hipconv_fwd_3d_bf16_mma256x32_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_mma128x32", "forward",
      R"json({"name": "fwd_2d_fp16_mma128x32", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 32, "k": 32}, "warp": {"m": 32, "n": 32}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 51200, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_mma128x32_supports, hipconv_fwd_2d_fp16_mma128x32_workspace_size,
     hipconv_fwd_2d_fp16_mma128x32_split_k, nullptr,
     hipconv_fwd_2d_fp16_mma128x32_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_mma128x32", "forward",
      R"json({"name": "fwd_2d_bf16_mma128x32", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 32, "k": 32}, "warp": {"m": 32, "n": 32}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 51200, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_mma128x32_supports, hipconv_fwd_2d_bf16_mma128x32_workspace_size,
     hipconv_fwd_2d_bf16_mma128x32_split_k, nullptr,
     hipconv_fwd_2d_bf16_mma128x32_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_1d_fp16_mma_taps2", "forward",
      R"json({"name": "fwd_1d_fp16_mma_taps2", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 16}, "warp": {"m": 32, "n": 64}, "stages": 3, "vector": {"x": 1, "w": 1, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 2, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 38912, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp16_mma_taps2_supports, hipconv_fwd_1d_fp16_mma_taps2_workspace_size,
     hipconv_fwd_1d_fp16_mma_taps2_split_k, nullptr,
     hipconv_fwd_1d_fp16_mma_taps2_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_1d_bf16_mma_taps2", "forward",
      R"json({"name": "fwd_1d_bf16_mma_taps2", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 16}, "warp": {"m": 32, "n": 64}, "stages": 3, "vector": {"x": 1, "w": 1, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 2, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 38912, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_bf16_mma_taps2_supports, hipconv_fwd_1d_bf16_mma_taps2_workspace_size,
     hipconv_fwd_1d_bf16_mma_taps2_split_k, nullptr,
     hipconv_fwd_1d_bf16_mma_taps2_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_mma_taps2", "forward",
      R"json({"name": "fwd_2d_fp16_mma_taps2", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 16}, "warp": {"m": 32, "n": 64}, "stages": 3, "vector": {"x": 1, "w": 1, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 2, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 38912, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_mma_taps2_supports, hipconv_fwd_2d_fp16_mma_taps2_workspace_size,
     hipconv_fwd_2d_fp16_mma_taps2_split_k, nullptr,
     hipconv_fwd_2d_fp16_mma_taps2_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_mma_taps2", "forward",
      R"json({"name": "fwd_2d_bf16_mma_taps2", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 16}, "warp": {"m": 32, "n": 64}, "stages": 3, "vector": {"x": 1, "w": 1, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 2, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 38912, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_mma_taps2_supports, hipconv_fwd_2d_bf16_mma_taps2_workspace_size,
     hipconv_fwd_2d_bf16_mma_taps2_split_k, nullptr,
     hipconv_fwd_2d_bf16_mma_taps2_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_3d_fp16_mma_taps2", "forward",
      R"json({"name": "fwd_3d_fp16_mma_taps2", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 16}, "warp": {"m": 32, "n": 64}, "stages": 3, "vector": {"x": 1, "w": 1, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 2, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 38912, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp16_mma_taps2_supports, hipconv_fwd_3d_fp16_mma_taps2_workspace_size,
     hipconv_fwd_3d_fp16_mma_taps2_split_k, nullptr,
     hipconv_fwd_3d_fp16_mma_taps2_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_3d_bf16_mma_taps2", "forward",
      R"json({"name": "fwd_3d_bf16_mma_taps2", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 16}, "warp": {"m": 32, "n": 64}, "stages": 3, "vector": {"x": 1, "w": 1, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 2, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 38912, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_bf16_mma_taps2_supports, hipconv_fwd_3d_bf16_mma_taps2_workspace_size,
     hipconv_fwd_3d_bf16_mma_taps2_split_k, nullptr,
     hipconv_fwd_3d_bf16_mma_taps2_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_1d_fp16_mma_taps2_y2", "forward",
      R"json({"name": "fwd_1d_fp16_mma_taps2_y2", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 16}, "warp": {"m": 32, "n": 64}, "stages": 3, "vector": {"x": 1, "w": 1, "y": 2}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 2, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 38912, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp16_mma_taps2_y2_supports, hipconv_fwd_1d_fp16_mma_taps2_y2_workspace_size,
     hipconv_fwd_1d_fp16_mma_taps2_y2_split_k, nullptr,
     hipconv_fwd_1d_fp16_mma_taps2_y2_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_1d_bf16_mma_taps2_y2", "forward",
      R"json({"name": "fwd_1d_bf16_mma_taps2_y2", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 16}, "warp": {"m": 32, "n": 64}, "stages": 3, "vector": {"x": 1, "w": 1, "y": 2}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 2, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 38912, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_bf16_mma_taps2_y2_supports, hipconv_fwd_1d_bf16_mma_taps2_y2_workspace_size,
     hipconv_fwd_1d_bf16_mma_taps2_y2_split_k, nullptr,
     hipconv_fwd_1d_bf16_mma_taps2_y2_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_mma_taps2_y2", "forward",
      R"json({"name": "fwd_2d_fp16_mma_taps2_y2", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 16}, "warp": {"m": 32, "n": 64}, "stages": 3, "vector": {"x": 1, "w": 1, "y": 2}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 2, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 38912, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_mma_taps2_y2_supports, hipconv_fwd_2d_fp16_mma_taps2_y2_workspace_size,
     hipconv_fwd_2d_fp16_mma_taps2_y2_split_k, nullptr,
     hipconv_fwd_2d_fp16_mma_taps2_y2_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_mma_taps2_y2", "forward",
      R"json({"name": "fwd_2d_bf16_mma_taps2_y2", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 16}, "warp": {"m": 32, "n": 64}, "stages": 3, "vector": {"x": 1, "w": 1, "y": 2}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 2, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 38912, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_mma_taps2_y2_supports, hipconv_fwd_2d_bf16_mma_taps2_y2_workspace_size,
     hipconv_fwd_2d_bf16_mma_taps2_y2_split_k, nullptr,
     hipconv_fwd_2d_bf16_mma_taps2_y2_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_3d_fp16_mma_taps2_y2", "forward",
      R"json({"name": "fwd_3d_fp16_mma_taps2_y2", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 16}, "warp": {"m": 32, "n": 64}, "stages": 3, "vector": {"x": 1, "w": 1, "y": 2}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 2, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 38912, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp16_mma_taps2_y2_supports, hipconv_fwd_3d_fp16_mma_taps2_y2_workspace_size,
     hipconv_fwd_3d_fp16_mma_taps2_y2_split_k, nullptr,
     hipconv_fwd_3d_fp16_mma_taps2_y2_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_3d_bf16_mma_taps2_y2", "forward",
      R"json({"name": "fwd_3d_bf16_mma_taps2_y2", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 16}, "warp": {"m": 32, "n": 64}, "stages": 3, "vector": {"x": 1, "w": 1, "y": 2}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 2, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 38912, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_bf16_mma_taps2_y2_supports, hipconv_fwd_3d_bf16_mma_taps2_y2_workspace_size,
     hipconv_fwd_3d_bf16_mma_taps2_y2_split_k, nullptr,
     hipconv_fwd_3d_bf16_mma_taps2_y2_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_1d_fp16_mma_taps4", "forward",
      R"json({"name": "fwd_1d_fp16_mma_taps4", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 16}, "warp": {"m": 32, "n": 64}, "stages": 3, "vector": {"x": 1, "w": 1, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 4, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 38912, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp16_mma_taps4_supports, hipconv_fwd_1d_fp16_mma_taps4_workspace_size,
     hipconv_fwd_1d_fp16_mma_taps4_split_k, nullptr,
     hipconv_fwd_1d_fp16_mma_taps4_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_1d_bf16_mma_taps4", "forward",
      R"json({"name": "fwd_1d_bf16_mma_taps4", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 16}, "warp": {"m": 32, "n": 64}, "stages": 3, "vector": {"x": 1, "w": 1, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 4, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 38912, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_bf16_mma_taps4_supports, hipconv_fwd_1d_bf16_mma_taps4_workspace_size,
     hipconv_fwd_1d_bf16_mma_taps4_split_k, nullptr,
     hipconv_fwd_1d_bf16_mma_taps4_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_mma_taps4", "forward",
      R"json({"name": "fwd_2d_fp16_mma_taps4", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 16}, "warp": {"m": 32, "n": 64}, "stages": 3, "vector": {"x": 1, "w": 1, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 4, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 38912, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_mma_taps4_supports, hipconv_fwd_2d_fp16_mma_taps4_workspace_size,
     hipconv_fwd_2d_fp16_mma_taps4_split_k, nullptr,
     hipconv_fwd_2d_fp16_mma_taps4_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_mma_taps4", "forward",
      R"json({"name": "fwd_2d_bf16_mma_taps4", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 16}, "warp": {"m": 32, "n": 64}, "stages": 3, "vector": {"x": 1, "w": 1, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 4, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 38912, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_mma_taps4_supports, hipconv_fwd_2d_bf16_mma_taps4_workspace_size,
     hipconv_fwd_2d_bf16_mma_taps4_split_k, nullptr,
     hipconv_fwd_2d_bf16_mma_taps4_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_3d_fp16_mma_taps4", "forward",
      R"json({"name": "fwd_3d_fp16_mma_taps4", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 16}, "warp": {"m": 32, "n": 64}, "stages": 3, "vector": {"x": 1, "w": 1, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 4, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 38912, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp16_mma_taps4_supports, hipconv_fwd_3d_fp16_mma_taps4_workspace_size,
     hipconv_fwd_3d_fp16_mma_taps4_split_k, nullptr,
     hipconv_fwd_3d_fp16_mma_taps4_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_3d_bf16_mma_taps4", "forward",
      R"json({"name": "fwd_3d_bf16_mma_taps4", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 16}, "warp": {"m": 32, "n": 64}, "stages": 3, "vector": {"x": 1, "w": 1, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 4, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 38912, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_bf16_mma_taps4_supports, hipconv_fwd_3d_bf16_mma_taps4_workspace_size,
     hipconv_fwd_3d_bf16_mma_taps4_split_k, nullptr,
     hipconv_fwd_3d_bf16_mma_taps4_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_mma_taps4_pad4", "forward",
      R"json({"name": "fwd_2d_fp16_mma_taps4_pad4", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 16}, "warp": {"m": 32, "n": 64}, "stages": 3, "vector": {"x": 4, "w": 4, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 4, "tile_rows": 0, "merge_groups": 1, "pad_channels": 4, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 38912, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_mma_taps4_pad4_supports, hipconv_fwd_2d_fp16_mma_taps4_pad4_workspace_size,
     hipconv_fwd_2d_fp16_mma_taps4_pad4_split_k, nullptr,
     hipconv_fwd_2d_fp16_mma_taps4_pad4_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_mma_taps4_pad4", "forward",
      R"json({"name": "fwd_2d_bf16_mma_taps4_pad4", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 16}, "warp": {"m": 32, "n": 64}, "stages": 3, "vector": {"x": 4, "w": 4, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 4, "tile_rows": 0, "merge_groups": 1, "pad_channels": 4, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 38912, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_mma_taps4_pad4_supports, hipconv_fwd_2d_bf16_mma_taps4_pad4_workspace_size,
     hipconv_fwd_2d_bf16_mma_taps4_pad4_split_k, nullptr,
     hipconv_fwd_2d_bf16_mma_taps4_pad4_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_1d_fp16_mma128x64_pad8", "forward",
      R"json({"name": "fwd_1d_fp16_mma128x64_pad8", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 8, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp16_mma128x64_pad8_supports, hipconv_fwd_1d_fp16_mma128x64_pad8_workspace_size,
     hipconv_fwd_1d_fp16_mma128x64_pad8_split_k, nullptr,
     hipconv_fwd_1d_fp16_mma128x64_pad8_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_1d_bf16_mma128x64_pad8", "forward",
      R"json({"name": "fwd_1d_bf16_mma128x64_pad8", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 8, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_bf16_mma128x64_pad8_supports, hipconv_fwd_1d_bf16_mma128x64_pad8_workspace_size,
     hipconv_fwd_1d_bf16_mma128x64_pad8_split_k, nullptr,
     hipconv_fwd_1d_bf16_mma128x64_pad8_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_mma128x64_pad8", "forward",
      R"json({"name": "fwd_2d_fp16_mma128x64_pad8", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 8, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_mma128x64_pad8_supports, hipconv_fwd_2d_fp16_mma128x64_pad8_workspace_size,
     hipconv_fwd_2d_fp16_mma128x64_pad8_split_k, nullptr,
     hipconv_fwd_2d_fp16_mma128x64_pad8_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_mma128x64_pad8", "forward",
      R"json({"name": "fwd_2d_bf16_mma128x64_pad8", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 8, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_mma128x64_pad8_supports, hipconv_fwd_2d_bf16_mma128x64_pad8_workspace_size,
     hipconv_fwd_2d_bf16_mma128x64_pad8_split_k, nullptr,
     hipconv_fwd_2d_bf16_mma128x64_pad8_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_3d_fp16_mma128x64_pad8", "forward",
      R"json({"name": "fwd_3d_fp16_mma128x64_pad8", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 8, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp16_mma128x64_pad8_supports, hipconv_fwd_3d_fp16_mma128x64_pad8_workspace_size,
     hipconv_fwd_3d_fp16_mma128x64_pad8_split_k, nullptr,
     hipconv_fwd_3d_fp16_mma128x64_pad8_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_3d_bf16_mma128x64_pad8", "forward",
      R"json({"name": "fwd_3d_bf16_mma128x64_pad8", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 8, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_bf16_mma128x64_pad8_supports, hipconv_fwd_3d_bf16_mma128x64_pad8_workspace_size,
     hipconv_fwd_3d_bf16_mma128x64_pad8_split_k, nullptr,
     hipconv_fwd_3d_bf16_mma128x64_pad8_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_1d_fp16_wgmma_tma128x128_persistent_pad8", "forward",
      R"json({"name": "fwd_1d_fp16_wgmma_tma128x128_persistent_pad8", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 128, "k": 64}, "warpgroup": {"m": 64, "n": 128}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "persistent", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 8, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 203840, "free_axes": {"x": "NW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp16_wgmma_tma128x128_persistent_pad8_supports, hipconv_fwd_1d_fp16_wgmma_tma128x128_persistent_pad8_workspace_size,
     hipconv_fwd_1d_fp16_wgmma_tma128x128_persistent_pad8_split_k, nullptr,
     hipconv_fwd_1d_fp16_wgmma_tma128x128_persistent_pad8_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_1d_bf16_wgmma_tma128x128_persistent_pad8", "forward",
      R"json({"name": "fwd_1d_bf16_wgmma_tma128x128_persistent_pad8", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 128, "k": 64}, "warpgroup": {"m": 64, "n": 128}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "persistent", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 8, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 203840, "free_axes": {"x": "NW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_bf16_wgmma_tma128x128_persistent_pad8_supports, hipconv_fwd_1d_bf16_wgmma_tma128x128_persistent_pad8_workspace_size,
     hipconv_fwd_1d_bf16_wgmma_tma128x128_persistent_pad8_split_k, nullptr,
     hipconv_fwd_1d_bf16_wgmma_tma128x128_persistent_pad8_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_fp16_wgmma_tma128x128_persistent_pad8", "forward",
      R"json({"name": "fwd_2d_fp16_wgmma_tma128x128_persistent_pad8", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 128, "k": 64}, "warpgroup": {"m": 64, "n": 128}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "persistent", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 8, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 203840, "free_axes": {"x": "NHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_wgmma_tma128x128_persistent_pad8_supports, hipconv_fwd_2d_fp16_wgmma_tma128x128_persistent_pad8_workspace_size,
     hipconv_fwd_2d_fp16_wgmma_tma128x128_persistent_pad8_split_k, nullptr,
     hipconv_fwd_2d_fp16_wgmma_tma128x128_persistent_pad8_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_bf16_wgmma_tma128x128_persistent_pad8", "forward",
      R"json({"name": "fwd_2d_bf16_wgmma_tma128x128_persistent_pad8", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 128, "k": 64}, "warpgroup": {"m": 64, "n": 128}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "persistent", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 8, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 203840, "free_axes": {"x": "NHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_wgmma_tma128x128_persistent_pad8_supports, hipconv_fwd_2d_bf16_wgmma_tma128x128_persistent_pad8_workspace_size,
     hipconv_fwd_2d_bf16_wgmma_tma128x128_persistent_pad8_split_k, nullptr,
     hipconv_fwd_2d_bf16_wgmma_tma128x128_persistent_pad8_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_3d_fp16_wgmma_tma128x128_persistent_pad8", "forward",
      R"json({"name": "fwd_3d_fp16_wgmma_tma128x128_persistent_pad8", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 128, "k": 64}, "warpgroup": {"m": 64, "n": 128}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "persistent", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 8, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 203840, "free_axes": {"x": "NDHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp16_wgmma_tma128x128_persistent_pad8_supports, hipconv_fwd_3d_fp16_wgmma_tma128x128_persistent_pad8_workspace_size,
     hipconv_fwd_3d_fp16_wgmma_tma128x128_persistent_pad8_split_k, nullptr,
     hipconv_fwd_3d_fp16_wgmma_tma128x128_persistent_pad8_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_3d_bf16_wgmma_tma128x128_persistent_pad8", "forward",
      R"json({"name": "fwd_3d_bf16_wgmma_tma128x128_persistent_pad8", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 128, "k": 64}, "warpgroup": {"m": 64, "n": 128}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "persistent", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 8, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 203840, "free_axes": {"x": "NDHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_bf16_wgmma_tma128x128_persistent_pad8_supports, hipconv_fwd_3d_bf16_wgmma_tma128x128_persistent_pad8_workspace_size,
     hipconv_fwd_3d_bf16_wgmma_tma128x128_persistent_pad8_split_k, nullptr,
     hipconv_fwd_3d_bf16_wgmma_tma128x128_persistent_pad8_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_fp16_wgmma_tma128x64_pad8", "forward",
      R"json({"name": "fwd_2d_fp16_wgmma_tma128x64_pad8", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 64, "k": 64}, "warpgroup": {"m": 64, "n": 64}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 2, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 8, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 99392, "free_axes": {"x": "NHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_wgmma_tma128x64_pad8_supports, hipconv_fwd_2d_fp16_wgmma_tma128x64_pad8_workspace_size,
     hipconv_fwd_2d_fp16_wgmma_tma128x64_pad8_split_k, nullptr,
     hipconv_fwd_2d_fp16_wgmma_tma128x64_pad8_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_bf16_wgmma_tma128x64_pad8", "forward",
      R"json({"name": "fwd_2d_bf16_wgmma_tma128x64_pad8", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 64, "k": 64}, "warpgroup": {"m": 64, "n": 64}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 2, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 8, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 99392, "free_axes": {"x": "NHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_wgmma_tma128x64_pad8_supports, hipconv_fwd_2d_bf16_wgmma_tma128x64_pad8_workspace_size,
     hipconv_fwd_2d_bf16_wgmma_tma128x64_pad8_split_k, nullptr,
     hipconv_fwd_2d_bf16_wgmma_tma128x64_pad8_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_3d_fp16_wgmma_tma128x64_pad8", "forward",
      R"json({"name": "fwd_3d_fp16_wgmma_tma128x64_pad8", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 64, "k": 64}, "warpgroup": {"m": 64, "n": 64}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 2, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 8, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 99392, "free_axes": {"x": "NDHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp16_wgmma_tma128x64_pad8_supports, hipconv_fwd_3d_fp16_wgmma_tma128x64_pad8_workspace_size,
     hipconv_fwd_3d_fp16_wgmma_tma128x64_pad8_split_k, nullptr,
     hipconv_fwd_3d_fp16_wgmma_tma128x64_pad8_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_3d_bf16_wgmma_tma128x64_pad8", "forward",
      R"json({"name": "fwd_3d_bf16_wgmma_tma128x64_pad8", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 64, "k": 64}, "warpgroup": {"m": 64, "n": 64}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 2, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 8, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 99392, "free_axes": {"x": "NDHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_bf16_wgmma_tma128x64_pad8_supports, hipconv_fwd_3d_bf16_wgmma_tma128x64_pad8_workspace_size,
     hipconv_fwd_3d_bf16_wgmma_tma128x64_pad8_split_k, nullptr,
     hipconv_fwd_3d_bf16_wgmma_tma128x64_pad8_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_1d_fp16_mma_vec4", "forward",
      R"json({"name": "fwd_1d_fp16_mma_vec4", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp16_mma_vec4_supports, hipconv_fwd_1d_fp16_mma_vec4_workspace_size,
     hipconv_fwd_1d_fp16_mma_vec4_split_k, nullptr,
     hipconv_fwd_1d_fp16_mma_vec4_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_1d_bf16_mma_vec4", "forward",
      R"json({"name": "fwd_1d_bf16_mma_vec4", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_bf16_mma_vec4_supports, hipconv_fwd_1d_bf16_mma_vec4_workspace_size,
     hipconv_fwd_1d_bf16_mma_vec4_split_k, nullptr,
     hipconv_fwd_1d_bf16_mma_vec4_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_mma_vec4", "forward",
      R"json({"name": "fwd_2d_fp16_mma_vec4", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_mma_vec4_supports, hipconv_fwd_2d_fp16_mma_vec4_workspace_size,
     hipconv_fwd_2d_fp16_mma_vec4_split_k, nullptr,
     hipconv_fwd_2d_fp16_mma_vec4_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_mma_vec4", "forward",
      R"json({"name": "fwd_2d_bf16_mma_vec4", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_mma_vec4_supports, hipconv_fwd_2d_bf16_mma_vec4_workspace_size,
     hipconv_fwd_2d_bf16_mma_vec4_split_k, nullptr,
     hipconv_fwd_2d_bf16_mma_vec4_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_3d_fp16_mma_vec4", "forward",
      R"json({"name": "fwd_3d_fp16_mma_vec4", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp16_mma_vec4_supports, hipconv_fwd_3d_fp16_mma_vec4_workspace_size,
     hipconv_fwd_3d_fp16_mma_vec4_split_k, nullptr,
     hipconv_fwd_3d_fp16_mma_vec4_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_3d_bf16_mma_vec4", "forward",
      R"json({"name": "fwd_3d_bf16_mma_vec4", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_bf16_mma_vec4_supports, hipconv_fwd_3d_bf16_mma_vec4_workspace_size,
     hipconv_fwd_3d_bf16_mma_vec4_split_k, nullptr,
     hipconv_fwd_3d_bf16_mma_vec4_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_1d_fp16_mma_vec2", "forward",
      R"json({"name": "fwd_1d_fp16_mma_vec2", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 2, "w": 2, "y": 2}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp16_mma_vec2_supports, hipconv_fwd_1d_fp16_mma_vec2_workspace_size,
     hipconv_fwd_1d_fp16_mma_vec2_split_k, nullptr,
     hipconv_fwd_1d_fp16_mma_vec2_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_1d_bf16_mma_vec2", "forward",
      R"json({"name": "fwd_1d_bf16_mma_vec2", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 2, "w": 2, "y": 2}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_bf16_mma_vec2_supports, hipconv_fwd_1d_bf16_mma_vec2_workspace_size,
     hipconv_fwd_1d_bf16_mma_vec2_split_k, nullptr,
     hipconv_fwd_1d_bf16_mma_vec2_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_mma_vec2", "forward",
      R"json({"name": "fwd_2d_fp16_mma_vec2", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 2, "w": 2, "y": 2}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_mma_vec2_supports, hipconv_fwd_2d_fp16_mma_vec2_workspace_size,
     hipconv_fwd_2d_fp16_mma_vec2_split_k, nullptr,
     hipconv_fwd_2d_fp16_mma_vec2_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_mma_vec2", "forward",
      R"json({"name": "fwd_2d_bf16_mma_vec2", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 2, "w": 2, "y": 2}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_mma_vec2_supports, hipconv_fwd_2d_bf16_mma_vec2_workspace_size,
     hipconv_fwd_2d_bf16_mma_vec2_split_k, nullptr,
     hipconv_fwd_2d_bf16_mma_vec2_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_3d_fp16_mma_vec2", "forward",
      R"json({"name": "fwd_3d_fp16_mma_vec2", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 2, "w": 2, "y": 2}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp16_mma_vec2_supports, hipconv_fwd_3d_fp16_mma_vec2_workspace_size,
     hipconv_fwd_3d_fp16_mma_vec2_split_k, nullptr,
     hipconv_fwd_3d_fp16_mma_vec2_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_3d_bf16_mma_vec2", "forward",
      R"json({"name": "fwd_3d_bf16_mma_vec2", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 2, "w": 2, "y": 2}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_bf16_mma_vec2_supports, hipconv_fwd_3d_bf16_mma_vec2_workspace_size,
     hipconv_fwd_3d_bf16_mma_vec2_split_k, nullptr,
     hipconv_fwd_3d_bf16_mma_vec2_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_image256", "forward",
      R"json({"name": "fwd_2d_fp16_image256", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 256, "n": 64, "k": 16}, "warp": {"m": 32, "n": 64}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 4, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 108}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 110592, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_image256_supports, hipconv_fwd_2d_fp16_image256_workspace_size,
     hipconv_fwd_2d_fp16_image256_split_k, nullptr,
     hipconv_fwd_2d_fp16_image256_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_image256", "forward",
      R"json({"name": "fwd_2d_bf16_image256", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 256, "n": 64, "k": 16}, "warp": {"m": 32, "n": 64}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 4, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 108}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 110592, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_image256_supports, hipconv_fwd_2d_bf16_image256_workspace_size,
     hipconv_fwd_2d_bf16_image256_split_k, nullptr,
     hipconv_fwd_2d_bf16_image256_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_fp16_tap_window", "forward",
      R"json({"name": "fwd_2d_fp16_tap_window", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 64, "k": 224}, "warpgroup": {"m": 64, "n": 64}, "stages": 3, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "tap_window", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 8, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 210992, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_tap_window_supports, hipconv_fwd_2d_fp16_tap_window_workspace_size,
     hipconv_fwd_2d_fp16_tap_window_split_k, nullptr,
     hipconv_fwd_2d_fp16_tap_window_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_bf16_tap_window", "forward",
      R"json({"name": "fwd_2d_bf16_tap_window", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 64, "k": 224}, "warpgroup": {"m": 64, "n": 64}, "stages": 3, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "tap_window", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 8, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 210992, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_tap_window_supports, hipconv_fwd_2d_bf16_tap_window_workspace_size,
     hipconv_fwd_2d_bf16_tap_window_split_k, nullptr,
     hipconv_fwd_2d_bf16_tap_window_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_mma128x16", "forward",
      R"json({"name": "fwd_2d_fp16_mma128x16", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 16, "k": 16}, "warp": {"m": 32, "n": 16}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 27648, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_mma128x16_supports, hipconv_fwd_2d_fp16_mma128x16_workspace_size,
     hipconv_fwd_2d_fp16_mma128x16_split_k, nullptr,
     hipconv_fwd_2d_fp16_mma128x16_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_mma128x16", "forward",
      R"json({"name": "fwd_2d_bf16_mma128x16", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 16, "k": 16}, "warp": {"m": 32, "n": 16}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 27648, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_mma128x16_supports, hipconv_fwd_2d_bf16_mma128x16_workspace_size,
     hipconv_fwd_2d_bf16_mma128x16_split_k, nullptr,
     hipconv_fwd_2d_bf16_mma128x16_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_fp16_merged4_wgmma_tma256x64", "forward",
      R"json({"name": "fwd_2d_fp16_merged4_wgmma_tma256x64", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 256, "n": 64, "k": 64}, "warpgroup": {"m": 128, "n": 64}, "stages": 3, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "persistent", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 4, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 201776, "free_axes": {"x": "NHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": [8, 16]})json"},
     hipconv_fwd_2d_fp16_merged4_wgmma_tma256x64_supports, hipconv_fwd_2d_fp16_merged4_wgmma_tma256x64_workspace_size,
     hipconv_fwd_2d_fp16_merged4_wgmma_tma256x64_split_k, nullptr,
     hipconv_fwd_2d_fp16_merged4_wgmma_tma256x64_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_bf16_merged4_wgmma_tma256x64", "forward",
      R"json({"name": "fwd_2d_bf16_merged4_wgmma_tma256x64", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 256, "n": 64, "k": 64}, "warpgroup": {"m": 128, "n": 64}, "stages": 3, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "persistent", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 4, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 201776, "free_axes": {"x": "NHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": [8, 16]})json"},
     hipconv_fwd_2d_bf16_merged4_wgmma_tma256x64_supports, hipconv_fwd_2d_bf16_merged4_wgmma_tma256x64_workspace_size,
     hipconv_fwd_2d_bf16_merged4_wgmma_tma256x64_split_k, nullptr,
     hipconv_fwd_2d_bf16_merged4_wgmma_tma256x64_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_fp16_merged4_wgmma_tma128x64", "forward",
      R"json({"name": "fwd_2d_fp16_merged4_wgmma_tma128x64", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 64, "k": 64}, "warpgroup": {"m": 64, "n": 64}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 4, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 99392, "free_axes": {"x": "NHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": [8, 16]})json"},
     hipconv_fwd_2d_fp16_merged4_wgmma_tma128x64_supports, hipconv_fwd_2d_fp16_merged4_wgmma_tma128x64_workspace_size,
     hipconv_fwd_2d_fp16_merged4_wgmma_tma128x64_split_k, nullptr,
     hipconv_fwd_2d_fp16_merged4_wgmma_tma128x64_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_bf16_merged4_wgmma_tma128x64", "forward",
      R"json({"name": "fwd_2d_bf16_merged4_wgmma_tma128x64", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 64, "k": 64}, "warpgroup": {"m": 64, "n": 64}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 4, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 99392, "free_axes": {"x": "NHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": [8, 16]})json"},
     hipconv_fwd_2d_bf16_merged4_wgmma_tma128x64_supports, hipconv_fwd_2d_bf16_merged4_wgmma_tma128x64_workspace_size,
     hipconv_fwd_2d_bf16_merged4_wgmma_tma128x64_split_k, nullptr,
     hipconv_fwd_2d_bf16_merged4_wgmma_tma128x64_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_merged4_mma128x64", "forward",
      R"json({"name": "fwd_2d_fp16_merged4_mma128x64", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 32, "n": 32}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 4, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 61440, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": [8, 16]})json"},
     hipconv_fwd_2d_fp16_merged4_mma128x64_supports, hipconv_fwd_2d_fp16_merged4_mma128x64_workspace_size,
     hipconv_fwd_2d_fp16_merged4_mma128x64_split_k, nullptr,
     hipconv_fwd_2d_fp16_merged4_mma128x64_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_merged4_mma128x64", "forward",
      R"json({"name": "fwd_2d_bf16_merged4_mma128x64", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 32, "n": 32}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 4, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 61440, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": [8, 16]})json"},
     hipconv_fwd_2d_bf16_merged4_mma128x64_supports, hipconv_fwd_2d_bf16_merged4_mma128x64_workspace_size,
     hipconv_fwd_2d_bf16_merged4_mma128x64_split_k, nullptr,
     hipconv_fwd_2d_bf16_merged4_mma128x64_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_merged2_mma128x16", "forward",
      R"json({"name": "fwd_2d_fp16_merged2_mma128x16", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 16, "k": 16}, "warp": {"m": 32, "n": 16}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 2, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 27648, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": [8, 16]})json"},
     hipconv_fwd_2d_fp16_merged2_mma128x16_supports, hipconv_fwd_2d_fp16_merged2_mma128x16_workspace_size,
     hipconv_fwd_2d_fp16_merged2_mma128x16_split_k, nullptr,
     hipconv_fwd_2d_fp16_merged2_mma128x16_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_merged2_mma128x16", "forward",
      R"json({"name": "fwd_2d_bf16_merged2_mma128x16", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 16, "k": 16}, "warp": {"m": 32, "n": 16}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 2, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 27648, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": [8, 16]})json"},
     hipconv_fwd_2d_bf16_merged2_mma128x16_supports, hipconv_fwd_2d_bf16_merged2_mma128x16_workspace_size,
     hipconv_fwd_2d_bf16_merged2_mma128x16_split_k, nullptr,
     hipconv_fwd_2d_bf16_merged2_mma128x16_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_mma_1x1_128x96", "forward",
      R"json({"name": "fwd_2d_fp16_mma_1x1_128x96", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 96, "k": 16}, "warp": {"m": 32, "n": 48}, "stages": 2, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "filter1x1_stride1_pad0", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 55296, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_mma_1x1_128x96_supports, hipconv_fwd_2d_fp16_mma_1x1_128x96_workspace_size,
     hipconv_fwd_2d_fp16_mma_1x1_128x96_split_k, nullptr,
     hipconv_fwd_2d_fp16_mma_1x1_128x96_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_mma_1x1_128x96", "forward",
      R"json({"name": "fwd_2d_bf16_mma_1x1_128x96", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 96, "k": 16}, "warp": {"m": 32, "n": 48}, "stages": 2, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "filter1x1_stride1_pad0", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 55296, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_mma_1x1_128x96_supports, hipconv_fwd_2d_bf16_mma_1x1_128x96_workspace_size,
     hipconv_fwd_2d_bf16_mma_1x1_128x96_split_k, nullptr,
     hipconv_fwd_2d_bf16_mma_1x1_128x96_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_mma_1x1_128x144", "forward",
      R"json({"name": "fwd_2d_fp16_mma_1x1_128x144", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 144, "k": 32}, "warp": {"m": 32, "n": 72}, "stages": 2, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "filter1x1_stride1_pad0", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 2, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 79872, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_mma_1x1_128x144_supports, hipconv_fwd_2d_fp16_mma_1x1_128x144_workspace_size,
     hipconv_fwd_2d_fp16_mma_1x1_128x144_split_k, nullptr,
     hipconv_fwd_2d_fp16_mma_1x1_128x144_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_mma_1x1_128x144", "forward",
      R"json({"name": "fwd_2d_bf16_mma_1x1_128x144", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 144, "k": 32}, "warp": {"m": 32, "n": 72}, "stages": 2, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "filter1x1_stride1_pad0", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 2, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 79872, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_mma_1x1_128x144_supports, hipconv_fwd_2d_bf16_mma_1x1_128x144_workspace_size,
     hipconv_fwd_2d_bf16_mma_1x1_128x144_split_k, nullptr,
     hipconv_fwd_2d_bf16_mma_1x1_128x144_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_mma_1x1", "forward",
      R"json({"name": "fwd_2d_fp16_mma_1x1", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 128, "k": 32}, "warp": {"m": 64, "n": 64}, "stages": 3, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "filter1x1_stride1_pad0", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 71680, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_mma_1x1_supports, hipconv_fwd_2d_fp16_mma_1x1_workspace_size,
     hipconv_fwd_2d_fp16_mma_1x1_split_k, nullptr,
     hipconv_fwd_2d_fp16_mma_1x1_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_mma_1x1", "forward",
      R"json({"name": "fwd_2d_bf16_mma_1x1", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 128, "k": 32}, "warp": {"m": 64, "n": 64}, "stages": 3, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "filter1x1_stride1_pad0", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 71680, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_mma_1x1_supports, hipconv_fwd_2d_bf16_mma_1x1_workspace_size,
     hipconv_fwd_2d_bf16_mma_1x1_split_k, nullptr,
     hipconv_fwd_2d_bf16_mma_1x1_run},
#endif
#if defined(HIPCONV_PLATFORM_AMD) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_1d_fp16_mfma128x128", "forward",
      R"json({"name": "fwd_1d_fp16_mfma128x128", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mfma", "block": {"m": 128, "n": 128, "k": 32}, "warp": {"m": 64, "n": 64}, "instruction": "32x32x8", "stages": 2, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940"], "platforms": ["amd", "cpu"], "threads": 256, "shared_memory_bytes": 36864, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp16_mfma128x128_supports, hipconv_fwd_1d_fp16_mfma128x128_workspace_size,
     hipconv_fwd_1d_fp16_mfma128x128_split_k, nullptr,
     hipconv_fwd_1d_fp16_mfma128x128_run},
#endif
#if defined(HIPCONV_PLATFORM_AMD) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_1d_bf16_mfma128x128", "forward",
      R"json({"name": "fwd_1d_bf16_mfma128x128", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mfma", "block": {"m": 128, "n": 128, "k": 32}, "warp": {"m": 64, "n": 64}, "instruction": "32x32x8", "stages": 2, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940"], "platforms": ["amd", "cpu"], "threads": 256, "shared_memory_bytes": 36864, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_bf16_mfma128x128_supports, hipconv_fwd_1d_bf16_mfma128x128_workspace_size,
     hipconv_fwd_1d_bf16_mfma128x128_split_k, nullptr,
     hipconv_fwd_1d_bf16_mfma128x128_run},
#endif
#if defined(HIPCONV_PLATFORM_AMD) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_mfma128x128", "forward",
      R"json({"name": "fwd_2d_fp16_mfma128x128", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mfma", "block": {"m": 128, "n": 128, "k": 32}, "warp": {"m": 64, "n": 64}, "instruction": "32x32x8", "stages": 2, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940"], "platforms": ["amd", "cpu"], "threads": 256, "shared_memory_bytes": 36864, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_mfma128x128_supports, hipconv_fwd_2d_fp16_mfma128x128_workspace_size,
     hipconv_fwd_2d_fp16_mfma128x128_split_k, nullptr,
     hipconv_fwd_2d_fp16_mfma128x128_run},
#endif
#if defined(HIPCONV_PLATFORM_AMD) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_mfma128x128", "forward",
      R"json({"name": "fwd_2d_bf16_mfma128x128", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mfma", "block": {"m": 128, "n": 128, "k": 32}, "warp": {"m": 64, "n": 64}, "instruction": "32x32x8", "stages": 2, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940"], "platforms": ["amd", "cpu"], "threads": 256, "shared_memory_bytes": 36864, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_mfma128x128_supports, hipconv_fwd_2d_bf16_mfma128x128_workspace_size,
     hipconv_fwd_2d_bf16_mfma128x128_split_k, nullptr,
     hipconv_fwd_2d_bf16_mfma128x128_run},
#endif
#if defined(HIPCONV_PLATFORM_AMD) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_3d_fp16_mfma128x128", "forward",
      R"json({"name": "fwd_3d_fp16_mfma128x128", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mfma", "block": {"m": 128, "n": 128, "k": 32}, "warp": {"m": 64, "n": 64}, "instruction": "32x32x8", "stages": 2, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940"], "platforms": ["amd", "cpu"], "threads": 256, "shared_memory_bytes": 36864, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp16_mfma128x128_supports, hipconv_fwd_3d_fp16_mfma128x128_workspace_size,
     hipconv_fwd_3d_fp16_mfma128x128_split_k, nullptr,
     hipconv_fwd_3d_fp16_mfma128x128_run},
#endif
#if defined(HIPCONV_PLATFORM_AMD) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_3d_bf16_mfma128x128", "forward",
      R"json({"name": "fwd_3d_bf16_mfma128x128", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mfma", "block": {"m": 128, "n": 128, "k": 32}, "warp": {"m": 64, "n": 64}, "instruction": "32x32x8", "stages": 2, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940"], "platforms": ["amd", "cpu"], "threads": 256, "shared_memory_bytes": 36864, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_bf16_mfma128x128_supports, hipconv_fwd_3d_bf16_mfma128x128_workspace_size,
     hipconv_fwd_3d_bf16_mfma128x128_split_k, nullptr,
     hipconv_fwd_3d_bf16_mfma128x128_run},
#endif
#if defined(HIPCONV_PLATFORM_AMD) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_mfma64x64", "forward",
      R"json({"name": "fwd_2d_fp16_mfma64x64", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mfma", "block": {"m": 64, "n": 64, "k": 32}, "warp": {"m": 32, "n": 32}, "instruction": "16x16x16", "stages": 2, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940"], "platforms": ["amd", "cpu"], "threads": 256, "shared_memory_bytes": 18432, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_mfma64x64_supports, hipconv_fwd_2d_fp16_mfma64x64_workspace_size,
     hipconv_fwd_2d_fp16_mfma64x64_split_k, nullptr,
     hipconv_fwd_2d_fp16_mfma64x64_run},
#endif
#if defined(HIPCONV_PLATFORM_AMD) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_mfma64x64", "forward",
      R"json({"name": "fwd_2d_bf16_mfma64x64", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mfma", "block": {"m": 64, "n": 64, "k": 32}, "warp": {"m": 32, "n": 32}, "instruction": "16x16x16", "stages": 2, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940"], "platforms": ["amd", "cpu"], "threads": 256, "shared_memory_bytes": 18432, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_mfma64x64_supports, hipconv_fwd_2d_bf16_mfma64x64_workspace_size,
     hipconv_fwd_2d_bf16_mfma64x64_split_k, nullptr,
     hipconv_fwd_2d_bf16_mfma64x64_run},
#endif
#if defined(HIPCONV_PLATFORM_AMD) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_mfma_1x1", "forward",
      R"json({"name": "fwd_2d_fp16_mfma_1x1", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mfma", "block": {"m": 128, "n": 128, "k": 32}, "warp": {"m": 64, "n": 64}, "instruction": "32x32x8", "stages": 2, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "filter1x1_stride1_pad0", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940"], "platforms": ["amd", "cpu"], "threads": 256, "shared_memory_bytes": 36864, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_mfma_1x1_supports, hipconv_fwd_2d_fp16_mfma_1x1_workspace_size,
     hipconv_fwd_2d_fp16_mfma_1x1_split_k, nullptr,
     hipconv_fwd_2d_fp16_mfma_1x1_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_1d_fp16_wgmma_tma128x128_persistent", "forward",
      R"json({"name": "fwd_1d_fp16_wgmma_tma128x128_persistent", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 128, "k": 64}, "warpgroup": {"m": 64, "n": 128}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "persistent", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 203840, "free_axes": {"x": "NW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp16_wgmma_tma128x128_persistent_supports, hipconv_fwd_1d_fp16_wgmma_tma128x128_persistent_workspace_size,
     hipconv_fwd_1d_fp16_wgmma_tma128x128_persistent_split_k, nullptr,
     hipconv_fwd_1d_fp16_wgmma_tma128x128_persistent_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_1d_bf16_wgmma_tma128x128_persistent", "forward",
      R"json({"name": "fwd_1d_bf16_wgmma_tma128x128_persistent", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 128, "k": 64}, "warpgroup": {"m": 64, "n": 128}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "persistent", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 203840, "free_axes": {"x": "NW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_bf16_wgmma_tma128x128_persistent_supports, hipconv_fwd_1d_bf16_wgmma_tma128x128_persistent_workspace_size,
     hipconv_fwd_1d_bf16_wgmma_tma128x128_persistent_split_k, nullptr,
     hipconv_fwd_1d_bf16_wgmma_tma128x128_persistent_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_fp16_wgmma_tma128x128_persistent", "forward",
      R"json({"name": "fwd_2d_fp16_wgmma_tma128x128_persistent", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 128, "k": 64}, "warpgroup": {"m": 64, "n": 128}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "persistent", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 203840, "free_axes": {"x": "NHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_wgmma_tma128x128_persistent_supports, hipconv_fwd_2d_fp16_wgmma_tma128x128_persistent_workspace_size,
     hipconv_fwd_2d_fp16_wgmma_tma128x128_persistent_split_k, nullptr,
     hipconv_fwd_2d_fp16_wgmma_tma128x128_persistent_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_bf16_wgmma_tma128x128_persistent", "forward",
      R"json({"name": "fwd_2d_bf16_wgmma_tma128x128_persistent", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 128, "k": 64}, "warpgroup": {"m": 64, "n": 128}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "persistent", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 203840, "free_axes": {"x": "NHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_wgmma_tma128x128_persistent_supports, hipconv_fwd_2d_bf16_wgmma_tma128x128_persistent_workspace_size,
     hipconv_fwd_2d_bf16_wgmma_tma128x128_persistent_split_k, nullptr,
     hipconv_fwd_2d_bf16_wgmma_tma128x128_persistent_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_3d_fp16_wgmma_tma128x128_persistent", "forward",
      R"json({"name": "fwd_3d_fp16_wgmma_tma128x128_persistent", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 128, "k": 64}, "warpgroup": {"m": 64, "n": 128}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "persistent", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 203840, "free_axes": {"x": "NDHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp16_wgmma_tma128x128_persistent_supports, hipconv_fwd_3d_fp16_wgmma_tma128x128_persistent_workspace_size,
     hipconv_fwd_3d_fp16_wgmma_tma128x128_persistent_split_k, nullptr,
     hipconv_fwd_3d_fp16_wgmma_tma128x128_persistent_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_3d_bf16_wgmma_tma128x128_persistent", "forward",
      R"json({"name": "fwd_3d_bf16_wgmma_tma128x128_persistent", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 128, "k": 64}, "warpgroup": {"m": 64, "n": 128}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "persistent", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 203840, "free_axes": {"x": "NDHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_bf16_wgmma_tma128x128_persistent_supports, hipconv_fwd_3d_bf16_wgmma_tma128x128_persistent_workspace_size,
     hipconv_fwd_3d_bf16_wgmma_tma128x128_persistent_split_k, nullptr,
     hipconv_fwd_3d_bf16_wgmma_tma128x128_persistent_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_fp16_wgmma_tma128x64", "forward",
      R"json({"name": "fwd_2d_fp16_wgmma_tma128x64", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 64, "k": 64}, "warpgroup": {"m": 64, "n": 64}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 2, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 99392, "free_axes": {"x": "NHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_wgmma_tma128x64_supports, hipconv_fwd_2d_fp16_wgmma_tma128x64_workspace_size,
     hipconv_fwd_2d_fp16_wgmma_tma128x64_split_k, nullptr,
     hipconv_fwd_2d_fp16_wgmma_tma128x64_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_bf16_wgmma_tma128x64", "forward",
      R"json({"name": "fwd_2d_bf16_wgmma_tma128x64", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 64, "k": 64}, "warpgroup": {"m": 64, "n": 64}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 2, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 99392, "free_axes": {"x": "NHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_wgmma_tma128x64_supports, hipconv_fwd_2d_bf16_wgmma_tma128x64_workspace_size,
     hipconv_fwd_2d_bf16_wgmma_tma128x64_split_k, nullptr,
     hipconv_fwd_2d_bf16_wgmma_tma128x64_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_3d_fp16_wgmma_tma128x64", "forward",
      R"json({"name": "fwd_3d_fp16_wgmma_tma128x64", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 64, "k": 64}, "warpgroup": {"m": 64, "n": 64}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 2, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 99392, "free_axes": {"x": "NDHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp16_wgmma_tma128x64_supports, hipconv_fwd_3d_fp16_wgmma_tma128x64_workspace_size,
     hipconv_fwd_3d_fp16_wgmma_tma128x64_split_k, nullptr,
     hipconv_fwd_3d_fp16_wgmma_tma128x64_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_3d_bf16_wgmma_tma128x64", "forward",
      R"json({"name": "fwd_3d_bf16_wgmma_tma128x64", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 64, "k": 64}, "warpgroup": {"m": 64, "n": 64}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 2, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 99392, "free_axes": {"x": "NDHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_bf16_wgmma_tma128x64_supports, hipconv_fwd_3d_bf16_wgmma_tma128x64_workspace_size,
     hipconv_fwd_3d_bf16_wgmma_tma128x64_split_k, nullptr,
     hipconv_fwd_3d_bf16_wgmma_tma128x64_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_fp16_wgmma_tma256x128", "forward",
      R"json({"name": "fwd_2d_fp16_wgmma_tma256x128", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 256, "n": 128, "k": 64}, "warpgroup": {"m": 128, "n": 128}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 197696, "free_axes": {"x": "NHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_wgmma_tma256x128_supports, hipconv_fwd_2d_fp16_wgmma_tma256x128_workspace_size,
     hipconv_fwd_2d_fp16_wgmma_tma256x128_split_k, nullptr,
     hipconv_fwd_2d_fp16_wgmma_tma256x128_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_bf16_wgmma_tma256x128", "forward",
      R"json({"name": "fwd_2d_bf16_wgmma_tma256x128", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 256, "n": 128, "k": 64}, "warpgroup": {"m": 128, "n": 128}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 197696, "free_axes": {"x": "NHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_wgmma_tma256x128_supports, hipconv_fwd_2d_bf16_wgmma_tma256x128_workspace_size,
     hipconv_fwd_2d_bf16_wgmma_tma256x128_split_k, nullptr,
     hipconv_fwd_2d_bf16_wgmma_tma256x128_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_3d_fp16_wgmma_tma256x128", "forward",
      R"json({"name": "fwd_3d_fp16_wgmma_tma256x128", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 256, "n": 128, "k": 64}, "warpgroup": {"m": 128, "n": 128}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 197696, "free_axes": {"x": "NDHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp16_wgmma_tma256x128_supports, hipconv_fwd_3d_fp16_wgmma_tma256x128_workspace_size,
     hipconv_fwd_3d_fp16_wgmma_tma256x128_split_k, nullptr,
     hipconv_fwd_3d_fp16_wgmma_tma256x128_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_3d_bf16_wgmma_tma256x128", "forward",
      R"json({"name": "fwd_3d_bf16_wgmma_tma256x128", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 256, "n": 128, "k": 64}, "warpgroup": {"m": 128, "n": 128}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 197696, "free_axes": {"x": "NDHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_bf16_wgmma_tma256x128_supports, hipconv_fwd_3d_bf16_wgmma_tma256x128_workspace_size,
     hipconv_fwd_3d_bf16_wgmma_tma256x128_split_k, nullptr,
     hipconv_fwd_3d_bf16_wgmma_tma256x128_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_fp16_wgmma_tma128x128_cluster_split", "forward",
      R"json({"name": "fwd_2d_fp16_wgmma_tma128x128_cluster_split", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 128, "k": 64}, "warpgroup": {"m": 64, "n": 128}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": "auto", "deterministic": true, "split_reduction": "cluster", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 132160, "free_axes": {"x": "NHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_wgmma_tma128x128_cluster_split_supports, hipconv_fwd_2d_fp16_wgmma_tma128x128_cluster_split_workspace_size,
     hipconv_fwd_2d_fp16_wgmma_tma128x128_cluster_split_split_k, nullptr,
     hipconv_fwd_2d_fp16_wgmma_tma128x128_cluster_split_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_bf16_wgmma_tma128x128_cluster_split", "forward",
      R"json({"name": "fwd_2d_bf16_wgmma_tma128x128_cluster_split", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 128, "k": 64}, "warpgroup": {"m": 64, "n": 128}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": "auto", "deterministic": true, "split_reduction": "cluster", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 132160, "free_axes": {"x": "NHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_wgmma_tma128x128_cluster_split_supports, hipconv_fwd_2d_bf16_wgmma_tma128x128_cluster_split_workspace_size,
     hipconv_fwd_2d_bf16_wgmma_tma128x128_cluster_split_split_k, nullptr,
     hipconv_fwd_2d_bf16_wgmma_tma128x128_cluster_split_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_3d_fp16_wgmma_tma128x128_cluster_split", "forward",
      R"json({"name": "fwd_3d_fp16_wgmma_tma128x128_cluster_split", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 128, "k": 64}, "warpgroup": {"m": 64, "n": 128}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": "auto", "deterministic": true, "split_reduction": "cluster", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 132160, "free_axes": {"x": "NDHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp16_wgmma_tma128x128_cluster_split_supports, hipconv_fwd_3d_fp16_wgmma_tma128x128_cluster_split_workspace_size,
     hipconv_fwd_3d_fp16_wgmma_tma128x128_cluster_split_split_k, nullptr,
     hipconv_fwd_3d_fp16_wgmma_tma128x128_cluster_split_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_3d_bf16_wgmma_tma128x128_cluster_split", "forward",
      R"json({"name": "fwd_3d_bf16_wgmma_tma128x128_cluster_split", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 128, "k": 64}, "warpgroup": {"m": 64, "n": 128}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": "auto", "deterministic": true, "split_reduction": "cluster", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 132160, "free_axes": {"x": "NDHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_bf16_wgmma_tma128x128_cluster_split_supports, hipconv_fwd_3d_bf16_wgmma_tma128x128_cluster_split_workspace_size,
     hipconv_fwd_3d_bf16_wgmma_tma128x128_cluster_split_split_k, nullptr,
     hipconv_fwd_3d_bf16_wgmma_tma128x128_cluster_split_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_fp16_wgmma_tma64x64", "forward",
      R"json({"name": "fwd_2d_fp16_wgmma_tma64x64", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 64, "n": 64, "k": 64}, "warpgroup": {"m": 64, "n": 64}, "stages": 6, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 2, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 256, "shared_memory_bytes": 99424, "free_axes": {"x": "NHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_wgmma_tma64x64_supports, hipconv_fwd_2d_fp16_wgmma_tma64x64_workspace_size,
     hipconv_fwd_2d_fp16_wgmma_tma64x64_split_k, nullptr,
     hipconv_fwd_2d_fp16_wgmma_tma64x64_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_bf16_wgmma_tma64x64", "forward",
      R"json({"name": "fwd_2d_bf16_wgmma_tma64x64", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 64, "n": 64, "k": 64}, "warpgroup": {"m": 64, "n": 64}, "stages": 6, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 2, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 256, "shared_memory_bytes": 99424, "free_axes": {"x": "NHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_wgmma_tma64x64_supports, hipconv_fwd_2d_bf16_wgmma_tma64x64_workspace_size,
     hipconv_fwd_2d_bf16_wgmma_tma64x64_split_k, nullptr,
     hipconv_fwd_2d_bf16_wgmma_tma64x64_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_fp16_wgmma_tma64x64_cluster_split", "forward",
      R"json({"name": "fwd_2d_fp16_wgmma_tma64x64_cluster_split", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 64, "n": 64, "k": 64}, "warpgroup": {"m": 64, "n": 64}, "stages": 6, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": "auto", "deterministic": true, "split_reduction": "cluster", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 2, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 256, "shared_memory_bytes": 99424, "free_axes": {"x": "NHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_wgmma_tma64x64_cluster_split_supports, hipconv_fwd_2d_fp16_wgmma_tma64x64_cluster_split_workspace_size,
     hipconv_fwd_2d_fp16_wgmma_tma64x64_cluster_split_split_k, nullptr,
     hipconv_fwd_2d_fp16_wgmma_tma64x64_cluster_split_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_bf16_wgmma_tma64x64_cluster_split", "forward",
      R"json({"name": "fwd_2d_bf16_wgmma_tma64x64_cluster_split", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 64, "n": 64, "k": 64}, "warpgroup": {"m": 64, "n": 64}, "stages": 6, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": "auto", "deterministic": true, "split_reduction": "cluster", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 2, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 256, "shared_memory_bytes": 99424, "free_axes": {"x": "NHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_wgmma_tma64x64_cluster_split_supports, hipconv_fwd_2d_bf16_wgmma_tma64x64_cluster_split_workspace_size,
     hipconv_fwd_2d_bf16_wgmma_tma64x64_cluster_split_split_k, nullptr,
     hipconv_fwd_2d_bf16_wgmma_tma64x64_cluster_split_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_fp16_wgmma_tma64x128", "forward",
      R"json({"name": "fwd_2d_fp16_wgmma_tma64x128", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 64, "n": 128, "k": 64}, "warpgroup": {"m": 64, "n": 128}, "stages": 8, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 256, "shared_memory_bytes": 197760, "free_axes": {"x": "NHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_wgmma_tma64x128_supports, hipconv_fwd_2d_fp16_wgmma_tma64x128_workspace_size,
     hipconv_fwd_2d_fp16_wgmma_tma64x128_split_k, nullptr,
     hipconv_fwd_2d_fp16_wgmma_tma64x128_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_bf16_wgmma_tma64x128", "forward",
      R"json({"name": "fwd_2d_bf16_wgmma_tma64x128", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 64, "n": 128, "k": 64}, "warpgroup": {"m": 64, "n": 128}, "stages": 8, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 256, "shared_memory_bytes": 197760, "free_axes": {"x": "NHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_wgmma_tma64x128_supports, hipconv_fwd_2d_bf16_wgmma_tma64x128_workspace_size,
     hipconv_fwd_2d_bf16_wgmma_tma64x128_split_k, nullptr,
     hipconv_fwd_2d_bf16_wgmma_tma64x128_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_fp16_wgmma_tma256x64_persistent", "forward",
      R"json({"name": "fwd_2d_fp16_wgmma_tma256x64_persistent", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 256, "n": 64, "k": 64}, "warpgroup": {"m": 128, "n": 64}, "stages": 3, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "persistent", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 201776, "free_axes": {"x": "NHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_wgmma_tma256x64_persistent_supports, hipconv_fwd_2d_fp16_wgmma_tma256x64_persistent_workspace_size,
     hipconv_fwd_2d_fp16_wgmma_tma256x64_persistent_split_k, nullptr,
     hipconv_fwd_2d_fp16_wgmma_tma256x64_persistent_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_bf16_wgmma_tma256x64_persistent", "forward",
      R"json({"name": "fwd_2d_bf16_wgmma_tma256x64_persistent", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 256, "n": 64, "k": 64}, "warpgroup": {"m": 128, "n": 64}, "stages": 3, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "persistent", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 201776, "free_axes": {"x": "NHW", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_wgmma_tma256x64_persistent_supports, hipconv_fwd_2d_bf16_wgmma_tma256x64_persistent_workspace_size,
     hipconv_fwd_2d_bf16_wgmma_tma256x64_persistent_split_k, nullptr,
     hipconv_fwd_2d_bf16_wgmma_tma256x64_persistent_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_fp16_wgmma_tma_1x1", "forward",
      R"json({"name": "fwd_2d_fp16_wgmma_tma_1x1", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 128, "k": 64}, "warpgroup": {"m": 64, "n": 128}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "filter1x1_stride1_pad0", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "persistent", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 203840, "free_axes": {"x": "W", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_wgmma_tma_1x1_supports, hipconv_fwd_2d_fp16_wgmma_tma_1x1_workspace_size,
     hipconv_fwd_2d_fp16_wgmma_tma_1x1_split_k, nullptr,
     hipconv_fwd_2d_fp16_wgmma_tma_1x1_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_bf16_wgmma_tma_1x1", "forward",
      R"json({"name": "fwd_2d_bf16_wgmma_tma_1x1", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 128, "k": 64}, "warpgroup": {"m": 64, "n": 128}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "filter1x1_stride1_pad0", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "persistent", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 203840, "free_axes": {"x": "W", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_wgmma_tma_1x1_supports, hipconv_fwd_2d_bf16_wgmma_tma_1x1_workspace_size,
     hipconv_fwd_2d_bf16_wgmma_tma_1x1_split_k, nullptr,
     hipconv_fwd_2d_bf16_wgmma_tma_1x1_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_fp16_wgmma_tma_1x1_256x64", "forward",
      R"json({"name": "fwd_2d_fp16_wgmma_tma_1x1_256x64", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 256, "n": 64, "k": 64}, "warpgroup": {"m": 128, "n": 64}, "stages": 3, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "filter1x1_stride1_pad0", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "persistent", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 201776, "free_axes": {"x": "W", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_wgmma_tma_1x1_256x64_supports, hipconv_fwd_2d_fp16_wgmma_tma_1x1_256x64_workspace_size,
     hipconv_fwd_2d_fp16_wgmma_tma_1x1_256x64_split_k, nullptr,
     hipconv_fwd_2d_fp16_wgmma_tma_1x1_256x64_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_bf16_wgmma_tma_1x1_256x64", "forward",
      R"json({"name": "fwd_2d_bf16_wgmma_tma_1x1_256x64", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 256, "n": 64, "k": 64}, "warpgroup": {"m": 128, "n": 64}, "stages": 3, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "filter1x1_stride1_pad0", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "persistent", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 201776, "free_axes": {"x": "W", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_wgmma_tma_1x1_256x64_supports, hipconv_fwd_2d_bf16_wgmma_tma_1x1_256x64_workspace_size,
     hipconv_fwd_2d_bf16_wgmma_tma_1x1_256x64_split_k, nullptr,
     hipconv_fwd_2d_bf16_wgmma_tma_1x1_256x64_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_fp16_wgmma_tma_1x1_64x64", "forward",
      R"json({"name": "fwd_2d_fp16_wgmma_tma_1x1_64x64", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 64, "n": 64, "k": 64}, "warpgroup": {"m": 64, "n": 64}, "stages": 6, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "filter1x1_stride1_pad0", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 2, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 256, "shared_memory_bytes": 99424, "free_axes": {"x": "W", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_wgmma_tma_1x1_64x64_supports, hipconv_fwd_2d_fp16_wgmma_tma_1x1_64x64_workspace_size,
     hipconv_fwd_2d_fp16_wgmma_tma_1x1_64x64_split_k, nullptr,
     hipconv_fwd_2d_fp16_wgmma_tma_1x1_64x64_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_bf16_wgmma_tma_1x1_64x64", "forward",
      R"json({"name": "fwd_2d_bf16_wgmma_tma_1x1_64x64", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 64, "n": 64, "k": 64}, "warpgroup": {"m": 64, "n": 64}, "stages": 6, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "filter1x1_stride1_pad0", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 2, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 256, "shared_memory_bytes": 99424, "free_axes": {"x": "W", "w": "", "y": "W"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_wgmma_tma_1x1_64x64_supports, hipconv_fwd_2d_bf16_wgmma_tma_1x1_64x64_workspace_size,
     hipconv_fwd_2d_bf16_wgmma_tma_1x1_64x64_split_k, nullptr,
     hipconv_fwd_2d_bf16_wgmma_tma_1x1_64x64_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_fp16_wgmma128x128", "forward",
      R"json({"name": "fwd_2d_fp16_wgmma128x128", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 128, "k": 64}, "warpgroup": {"m": 64, "n": 128}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 256, "shared_memory_bytes": 132096, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_wgmma128x128_supports, hipconv_fwd_2d_fp16_wgmma128x128_workspace_size,
     hipconv_fwd_2d_fp16_wgmma128x128_split_k, nullptr,
     hipconv_fwd_2d_fp16_wgmma128x128_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_bf16_wgmma128x128", "forward",
      R"json({"name": "fwd_2d_bf16_wgmma128x128", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 128, "k": 64}, "warpgroup": {"m": 64, "n": 128}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 256, "shared_memory_bytes": 132096, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_wgmma128x128_supports, hipconv_fwd_2d_bf16_wgmma128x128_workspace_size,
     hipconv_fwd_2d_bf16_wgmma128x128_split_k, nullptr,
     hipconv_fwd_2d_bf16_wgmma128x128_run},
#endif
    {{"fwd_2d_fp32_bias_relu", "forward",
      R"json({"name": "fwd_2d_fp32_bias_relu", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "relu(acc + bias)"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp32_bias_relu_supports, hipconv_fwd_2d_fp32_bias_relu_workspace_size,
     hipconv_fwd_2d_fp32_bias_relu_split_k, nullptr,
     hipconv_fwd_2d_fp32_bias_relu_run},
    {{"fwd_2d_fp16_bias_relu", "forward",
      R"json({"name": "fwd_2d_fp16_bias_relu", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "relu(acc + bias)"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_bias_relu_supports, hipconv_fwd_2d_fp16_bias_relu_workspace_size,
     hipconv_fwd_2d_fp16_bias_relu_split_k, nullptr,
     hipconv_fwd_2d_fp16_bias_relu_run},
    {{"fwd_2d_bf16_bias_relu", "forward",
      R"json({"name": "fwd_2d_bf16_bias_relu", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "relu(acc + bias)"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_bias_relu_supports, hipconv_fwd_2d_bf16_bias_relu_workspace_size,
     hipconv_fwd_2d_bf16_bias_relu_split_k, nullptr,
     hipconv_fwd_2d_bf16_bias_relu_run},
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_mma_bias_relu", "forward",
      R"json({"name": "fwd_2d_fp16_mma_bias_relu", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "relu(acc + bias)"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_mma_bias_relu_supports, hipconv_fwd_2d_fp16_mma_bias_relu_workspace_size,
     hipconv_fwd_2d_fp16_mma_bias_relu_split_k, nullptr,
     hipconv_fwd_2d_fp16_mma_bias_relu_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_mma_bias_relu", "forward",
      R"json({"name": "fwd_2d_bf16_mma_bias_relu", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "relu(acc + bias)"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_mma_bias_relu_supports, hipconv_fwd_2d_bf16_mma_bias_relu_workspace_size,
     hipconv_fwd_2d_bf16_mma_bias_relu_split_k, nullptr,
     hipconv_fwd_2d_bf16_mma_bias_relu_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_fp16_wgmma_tma_bias_relu", "forward",
      R"json({"name": "fwd_2d_fp16_wgmma_tma_bias_relu", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "relu(acc + bias)"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 128, "k": 64}, "warpgroup": {"m": 64, "n": 128}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "persistent", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 203840, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_wgmma_tma_bias_relu_supports, hipconv_fwd_2d_fp16_wgmma_tma_bias_relu_workspace_size,
     hipconv_fwd_2d_fp16_wgmma_tma_bias_relu_split_k, nullptr,
     hipconv_fwd_2d_fp16_wgmma_tma_bias_relu_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_bf16_wgmma_tma_bias_relu", "forward",
      R"json({"name": "fwd_2d_bf16_wgmma_tma_bias_relu", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "relu(acc + bias)"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 128, "k": 64}, "warpgroup": {"m": 64, "n": 128}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "persistent", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 203840, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_wgmma_tma_bias_relu_supports, hipconv_fwd_2d_bf16_wgmma_tma_bias_relu_workspace_size,
     hipconv_fwd_2d_bf16_wgmma_tma_bias_relu_split_k, nullptr,
     hipconv_fwd_2d_bf16_wgmma_tma_bias_relu_run},
#endif
    {{"fwd_2d_fp32_bn_relu_prologue", "forward",
      R"json({"name": "fwd_2d_fp32_bn_relu_prologue", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc", "prologue": "relu(x * scale + shift)"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp32_bn_relu_prologue_supports, hipconv_fwd_2d_fp32_bn_relu_prologue_workspace_size,
     hipconv_fwd_2d_fp32_bn_relu_prologue_split_k, nullptr,
     hipconv_fwd_2d_fp32_bn_relu_prologue_run},
    {{"fwd_2d_fp16_bn_relu_prologue", "forward",
      R"json({"name": "fwd_2d_fp16_bn_relu_prologue", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc", "prologue": "relu(x * scale + shift)"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_bn_relu_prologue_supports, hipconv_fwd_2d_fp16_bn_relu_prologue_workspace_size,
     hipconv_fwd_2d_fp16_bn_relu_prologue_split_k, nullptr,
     hipconv_fwd_2d_fp16_bn_relu_prologue_run},
    {{"fwd_2d_bf16_bn_relu_prologue", "forward",
      R"json({"name": "fwd_2d_bf16_bn_relu_prologue", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc", "prologue": "relu(x * scale + shift)"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_bn_relu_prologue_supports, hipconv_fwd_2d_bf16_bn_relu_prologue_workspace_size,
     hipconv_fwd_2d_bf16_bn_relu_prologue_split_k, nullptr,
     hipconv_fwd_2d_bf16_bn_relu_prologue_run},
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_mma_bn_relu_prologue", "forward",
      R"json({"name": "fwd_2d_fp16_mma_bn_relu_prologue", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc", "prologue": "relu(x * scale + shift)"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_mma_bn_relu_prologue_supports, hipconv_fwd_2d_fp16_mma_bn_relu_prologue_workspace_size,
     hipconv_fwd_2d_fp16_mma_bn_relu_prologue_split_k, nullptr,
     hipconv_fwd_2d_fp16_mma_bn_relu_prologue_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_mma_bn_relu_prologue", "forward",
      R"json({"name": "fwd_2d_bf16_mma_bn_relu_prologue", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc", "prologue": "relu(x * scale + shift)"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_mma_bn_relu_prologue_supports, hipconv_fwd_2d_bf16_mma_bn_relu_prologue_workspace_size,
     hipconv_fwd_2d_bf16_mma_bn_relu_prologue_split_k, nullptr,
     hipconv_fwd_2d_bf16_mma_bn_relu_prologue_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_mma_statistics", "forward",
      R"json({"name": "fwd_2d_fp16_mma_statistics", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc", "statistics": true}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_mma_statistics_supports, hipconv_fwd_2d_fp16_mma_statistics_workspace_size,
     hipconv_fwd_2d_fp16_mma_statistics_split_k, nullptr,
     hipconv_fwd_2d_fp16_mma_statistics_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_mma_statistics", "forward",
      R"json({"name": "fwd_2d_bf16_mma_statistics", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc", "statistics": true}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_mma_statistics_supports, hipconv_fwd_2d_bf16_mma_statistics_workspace_size,
     hipconv_fwd_2d_bf16_mma_statistics_split_k, nullptr,
     hipconv_fwd_2d_bf16_mma_statistics_run},
#endif
    {{"fwd_2d_fp32_bias", "forward",
      R"json({"name": "fwd_2d_fp32_bias", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc + bias"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp32_bias_supports, hipconv_fwd_2d_fp32_bias_workspace_size,
     hipconv_fwd_2d_fp32_bias_split_k, nullptr,
     hipconv_fwd_2d_fp32_bias_run},
    {{"fwd_2d_fp16_bias", "forward",
      R"json({"name": "fwd_2d_fp16_bias", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc + bias"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_bias_supports, hipconv_fwd_2d_fp16_bias_workspace_size,
     hipconv_fwd_2d_fp16_bias_split_k, nullptr,
     hipconv_fwd_2d_fp16_bias_run},
    {{"fwd_2d_bf16_bias", "forward",
      R"json({"name": "fwd_2d_bf16_bias", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc + bias"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_bias_supports, hipconv_fwd_2d_bf16_bias_workspace_size,
     hipconv_fwd_2d_bf16_bias_split_k, nullptr,
     hipconv_fwd_2d_bf16_bias_run},
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_mma_bias", "forward",
      R"json({"name": "fwd_2d_fp16_mma_bias", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc + bias"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_mma_bias_supports, hipconv_fwd_2d_fp16_mma_bias_workspace_size,
     hipconv_fwd_2d_fp16_mma_bias_split_k, nullptr,
     hipconv_fwd_2d_fp16_mma_bias_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_mma_bias", "forward",
      R"json({"name": "fwd_2d_bf16_mma_bias", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc + bias"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_mma_bias_supports, hipconv_fwd_2d_bf16_mma_bias_workspace_size,
     hipconv_fwd_2d_bf16_mma_bias_split_k, nullptr,
     hipconv_fwd_2d_bf16_mma_bias_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_fp16_wgmma_tma_bias", "forward",
      R"json({"name": "fwd_2d_fp16_wgmma_tma_bias", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc + bias"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 128, "k": 64}, "warpgroup": {"m": 64, "n": 128}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "persistent", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 203840, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_wgmma_tma_bias_supports, hipconv_fwd_2d_fp16_wgmma_tma_bias_workspace_size,
     hipconv_fwd_2d_fp16_wgmma_tma_bias_split_k, nullptr,
     hipconv_fwd_2d_fp16_wgmma_tma_bias_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_bf16_wgmma_tma_bias", "forward",
      R"json({"name": "fwd_2d_bf16_wgmma_tma_bias", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc + bias"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 128, "k": 64}, "warpgroup": {"m": 64, "n": 128}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "persistent", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 203840, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_wgmma_tma_bias_supports, hipconv_fwd_2d_bf16_wgmma_tma_bias_workspace_size,
     hipconv_fwd_2d_bf16_wgmma_tma_bias_split_k, nullptr,
     hipconv_fwd_2d_bf16_wgmma_tma_bias_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_fp16_wgmma_tma128x64_bias", "forward",
      R"json({"name": "fwd_2d_fp16_wgmma_tma128x64_bias", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc + bias"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 64, "k": 64}, "warpgroup": {"m": 64, "n": 64}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 2, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 99392, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_wgmma_tma128x64_bias_supports, hipconv_fwd_2d_fp16_wgmma_tma128x64_bias_workspace_size,
     hipconv_fwd_2d_fp16_wgmma_tma128x64_bias_split_k, nullptr,
     hipconv_fwd_2d_fp16_wgmma_tma128x64_bias_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_bf16_wgmma_tma128x64_bias", "forward",
      R"json({"name": "fwd_2d_bf16_wgmma_tma128x64_bias", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc + bias"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 64, "k": 64}, "warpgroup": {"m": 64, "n": 64}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 2, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 99392, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_wgmma_tma128x64_bias_supports, hipconv_fwd_2d_bf16_wgmma_tma128x64_bias_workspace_size,
     hipconv_fwd_2d_bf16_wgmma_tma128x64_bias_split_k, nullptr,
     hipconv_fwd_2d_bf16_wgmma_tma128x64_bias_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_fp16_wgmma_tma128x64_bias_relu", "forward",
      R"json({"name": "fwd_2d_fp16_wgmma_tma128x64_bias_relu", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "relu(acc + bias)"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 64, "k": 64}, "warpgroup": {"m": 64, "n": 64}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 2, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 99392, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_wgmma_tma128x64_bias_relu_supports, hipconv_fwd_2d_fp16_wgmma_tma128x64_bias_relu_workspace_size,
     hipconv_fwd_2d_fp16_wgmma_tma128x64_bias_relu_split_k, nullptr,
     hipconv_fwd_2d_fp16_wgmma_tma128x64_bias_relu_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_bf16_wgmma_tma128x64_bias_relu", "forward",
      R"json({"name": "fwd_2d_bf16_wgmma_tma128x64_bias_relu", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "relu(acc + bias)"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 64, "k": 64}, "warpgroup": {"m": 64, "n": 64}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 2, "loads": "tma", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 99392, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_wgmma_tma128x64_bias_relu_supports, hipconv_fwd_2d_bf16_wgmma_tma128x64_bias_relu_workspace_size,
     hipconv_fwd_2d_bf16_wgmma_tma128x64_bias_relu_split_k, nullptr,
     hipconv_fwd_2d_bf16_wgmma_tma128x64_bias_relu_run},
#endif
    {{"fwd_2d_fp32_residual", "forward",
      R"json({"name": "fwd_2d_fp32_residual", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "alpha * acc + beta * residual"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp32_residual_supports, hipconv_fwd_2d_fp32_residual_workspace_size,
     hipconv_fwd_2d_fp32_residual_split_k, nullptr,
     hipconv_fwd_2d_fp32_residual_run},
    {{"fwd_2d_bf16_residual", "forward",
      R"json({"name": "fwd_2d_bf16_residual", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "alpha * acc + beta * residual"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_residual_supports, hipconv_fwd_2d_bf16_residual_workspace_size,
     hipconv_fwd_2d_bf16_residual_split_k, nullptr,
     hipconv_fwd_2d_bf16_residual_run},
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_mma_residual", "forward",
      R"json({"name": "fwd_2d_bf16_mma_residual", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "alpha * acc + beta * residual"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 32}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_80", "sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_mma_residual_supports, hipconv_fwd_2d_bf16_mma_residual_workspace_size,
     hipconv_fwd_2d_bf16_mma_residual_split_k, nullptr,
     hipconv_fwd_2d_bf16_mma_residual_run},
#endif
    {{"fwd_2d_fp32_leaky_relu", "forward",
      R"json({"name": "fwd_2d_fp32_leaky_relu", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "where(acc + bias > 0, acc + bias, slope * (acc + bias))", "scalars": {"slope": 0.01}}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp32_leaky_relu_supports, hipconv_fwd_2d_fp32_leaky_relu_workspace_size,
     hipconv_fwd_2d_fp32_leaky_relu_split_k, nullptr,
     hipconv_fwd_2d_fp32_leaky_relu_run},
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_bf16_wgmma_tma_silu", "forward",
      R"json({"name": "fwd_2d_bf16_wgmma_tma_silu", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "silu(alpha * acc)"}, "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 128, "k": 64}, "warpgroup": {"m": 64, "n": 128}, "stages": 4, "vector": {"x": 8, "w": 8, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "tma", "position_boxes": "flat", "schedule": "persistent", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia"], "threads": 384, "shared_memory_bytes": 203840, "free_axes": {"x": "NHW", "w": "", "y": "W"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_wgmma_tma_silu_supports, hipconv_fwd_2d_bf16_wgmma_tma_silu_workspace_size,
     hipconv_fwd_2d_bf16_wgmma_tma_silu_split_k, nullptr,
     hipconv_fwd_2d_bf16_wgmma_tma_silu_run},
#endif
    {{"fwd_2d_fp32_group_first", "forward",
      R"json({"name": "fwd_2d_fp32_group_first", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "GNHWC", "w": "GKYXC", "y": "GNHWK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 8}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 8192, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp32_group_first_supports, hipconv_fwd_2d_fp32_group_first_workspace_size,
     hipconv_fwd_2d_fp32_group_first_split_k, nullptr,
     hipconv_fwd_2d_fp32_group_first_run},
    {{"fwd_2d_bf16_group_first", "forward",
      R"json({"name": "fwd_2d_bf16_group_first", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "GNHWC", "w": "GKYXC", "y": "GNHWK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 8}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 8192, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_group_first_supports, hipconv_fwd_2d_bf16_group_first_workspace_size,
     hipconv_fwd_2d_bf16_group_first_split_k, nullptr,
     hipconv_fwd_2d_bf16_group_first_run},
    {{"fwd_2d_fp16_index64", "forward",
      R"json({"name": "fwd_2d_fp16_index64", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 16}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 4, "w": 4, "y": 4}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 16384, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_index64_supports, hipconv_fwd_2d_fp16_index64_workspace_size,
     hipconv_fwd_2d_fp16_index64_split_k, nullptr,
     hipconv_fwd_2d_fp16_index64_run},
    {{"fwd_1d_fp32_channels_first", "forward",
      R"json({"name": "fwd_1d_fp32_channels_first", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NGCW", "w": "GKCX", "y": "NGKW"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 8}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 8192, "free_axes": {"x": "N", "w": "", "y": "N"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp32_channels_first_supports, hipconv_fwd_1d_fp32_channels_first_workspace_size,
     hipconv_fwd_1d_fp32_channels_first_split_k, nullptr,
     hipconv_fwd_1d_fp32_channels_first_run},
    {{"fwd_1d_fp16_channels_first", "forward",
      R"json({"name": "fwd_1d_fp16_channels_first", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NGCW", "w": "GKCX", "y": "NGKW"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 8}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 8192, "free_axes": {"x": "N", "w": "", "y": "N"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp16_channels_first_supports, hipconv_fwd_1d_fp16_channels_first_workspace_size,
     hipconv_fwd_1d_fp16_channels_first_split_k, nullptr,
     hipconv_fwd_1d_fp16_channels_first_run},
    {{"fwd_1d_bf16_channels_first", "forward",
      R"json({"name": "fwd_1d_bf16_channels_first", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NGCW", "w": "GKCX", "y": "NGKW"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 8}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 8192, "free_axes": {"x": "N", "w": "", "y": "N"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_bf16_channels_first_supports, hipconv_fwd_1d_bf16_channels_first_workspace_size,
     hipconv_fwd_1d_bf16_channels_first_split_k, nullptr,
     hipconv_fwd_1d_bf16_channels_first_run},
    {{"fwd_2d_fp32_channels_first", "forward",
      R"json({"name": "fwd_2d_fp32_channels_first", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NGCHW", "w": "GKCYX", "y": "NGKHW"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 8}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 8192, "free_axes": {"x": "NH", "w": "", "y": "NH"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp32_channels_first_supports, hipconv_fwd_2d_fp32_channels_first_workspace_size,
     hipconv_fwd_2d_fp32_channels_first_split_k, nullptr,
     hipconv_fwd_2d_fp32_channels_first_run},
    {{"fwd_2d_fp16_channels_first", "forward",
      R"json({"name": "fwd_2d_fp16_channels_first", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NGCHW", "w": "GKCYX", "y": "NGKHW"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 8}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 8192, "free_axes": {"x": "NH", "w": "", "y": "NH"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_channels_first_supports, hipconv_fwd_2d_fp16_channels_first_workspace_size,
     hipconv_fwd_2d_fp16_channels_first_split_k, nullptr,
     hipconv_fwd_2d_fp16_channels_first_run},
    {{"fwd_2d_bf16_channels_first", "forward",
      R"json({"name": "fwd_2d_bf16_channels_first", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NGCHW", "w": "GKCYX", "y": "NGKHW"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 8}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 8192, "free_axes": {"x": "NH", "w": "", "y": "NH"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_channels_first_supports, hipconv_fwd_2d_bf16_channels_first_workspace_size,
     hipconv_fwd_2d_bf16_channels_first_split_k, nullptr,
     hipconv_fwd_2d_bf16_channels_first_run},
    {{"fwd_3d_fp32_channels_first", "forward",
      R"json({"name": "fwd_3d_fp32_channels_first", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NGCDHW", "w": "GKCZYX", "y": "NGKDHW"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 8}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 8192, "free_axes": {"x": "NDH", "w": "", "y": "NDH"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp32_channels_first_supports, hipconv_fwd_3d_fp32_channels_first_workspace_size,
     hipconv_fwd_3d_fp32_channels_first_split_k, nullptr,
     hipconv_fwd_3d_fp32_channels_first_run},
    {{"fwd_3d_fp16_channels_first", "forward",
      R"json({"name": "fwd_3d_fp16_channels_first", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NGCDHW", "w": "GKCZYX", "y": "NGKDHW"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 8}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 8192, "free_axes": {"x": "NDH", "w": "", "y": "NDH"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp16_channels_first_supports, hipconv_fwd_3d_fp16_channels_first_workspace_size,
     hipconv_fwd_3d_fp16_channels_first_split_k, nullptr,
     hipconv_fwd_3d_fp16_channels_first_run},
    {{"fwd_3d_bf16_channels_first", "forward",
      R"json({"name": "fwd_3d_bf16_channels_first", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NGCDHW", "w": "GKCZYX", "y": "NGKDHW"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 8}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 8192, "free_axes": {"x": "NDH", "w": "", "y": "NDH"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_bf16_channels_first_supports, hipconv_fwd_3d_bf16_channels_first_workspace_size,
     hipconv_fwd_3d_bf16_channels_first_split_k, nullptr,
     hipconv_fwd_3d_bf16_channels_first_run},
    {{"fwd_1d_fp64", "forward",
      R"json({"name": "fwd_1d_fp64", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "fp64", "w": "fp64", "y": "fp64"}, "accumulator": "fp64", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 32, "n": 32, "k": 8}, "thread": {"m": 2, "n": 2}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 4096, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp64_supports, hipconv_fwd_1d_fp64_workspace_size,
     hipconv_fwd_1d_fp64_split_k, nullptr,
     hipconv_fwd_1d_fp64_run},
    {{"fwd_2d_fp64", "forward",
      R"json({"name": "fwd_2d_fp64", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp64", "w": "fp64", "y": "fp64"}, "accumulator": "fp64", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 32, "n": 32, "k": 8}, "thread": {"m": 2, "n": 2}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 4096, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp64_supports, hipconv_fwd_2d_fp64_workspace_size,
     hipconv_fwd_2d_fp64_split_k, nullptr,
     hipconv_fwd_2d_fp64_run},
    {{"fwd_3d_fp64", "forward",
      R"json({"name": "fwd_3d_fp64", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp64", "w": "fp64", "y": "fp64"}, "accumulator": "fp64", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 32, "n": 32, "k": 8}, "thread": {"m": 2, "n": 2}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 4096, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp64_supports, hipconv_fwd_3d_fp64_workspace_size,
     hipconv_fwd_3d_fp64_split_k, nullptr,
     hipconv_fwd_3d_fp64_run},
    {{"fwd_1d_fp8_generic", "forward",
      R"json({"name": "fwd_1d_fp8_generic", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "fp8_e4m3", "w": "fp8_e4m3", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 8}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 8192, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp8_generic_supports, hipconv_fwd_1d_fp8_generic_workspace_size,
     hipconv_fwd_1d_fp8_generic_split_k, nullptr,
     hipconv_fwd_1d_fp8_generic_run},
    {{"fwd_2d_fp8_generic", "forward",
      R"json({"name": "fwd_2d_fp8_generic", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp8_e4m3", "w": "fp8_e4m3", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 8}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 8192, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp8_generic_supports, hipconv_fwd_2d_fp8_generic_workspace_size,
     hipconv_fwd_2d_fp8_generic_split_k, nullptr,
     hipconv_fwd_2d_fp8_generic_run},
    {{"fwd_3d_fp8_generic", "forward",
      R"json({"name": "fwd_3d_fp8_generic", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp8_e4m3", "w": "fp8_e4m3", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 64, "k": 8}, "thread": {"m": 4, "n": 4}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 8192, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp8_generic_supports, hipconv_fwd_3d_fp8_generic_workspace_size,
     hipconv_fwd_3d_fp8_generic_split_k, nullptr,
     hipconv_fwd_3d_fp8_generic_run},
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_1d_fp8_mma128x64", "forward",
      R"json({"name": "fwd_1d_fp8_mma128x64", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "fp8_e4m3", "w": "fp8_e4m3", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 64}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 16, "w": 16, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp8_mma128x64_supports, hipconv_fwd_1d_fp8_mma128x64_workspace_size,
     hipconv_fwd_1d_fp8_mma128x64_split_k, nullptr,
     hipconv_fwd_1d_fp8_mma128x64_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp8_mma128x64", "forward",
      R"json({"name": "fwd_2d_fp8_mma128x64", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp8_e4m3", "w": "fp8_e4m3", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 64}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 16, "w": 16, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp8_mma128x64_supports, hipconv_fwd_2d_fp8_mma128x64_workspace_size,
     hipconv_fwd_2d_fp8_mma128x64_split_k, nullptr,
     hipconv_fwd_2d_fp8_mma128x64_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_3d_fp8_mma128x64", "forward",
      R"json({"name": "fwd_3d_fp8_mma128x64", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp8_e4m3", "w": "fp8_e4m3", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 64}, "warp": {"m": 64, "n": 32}, "stages": 4, "vector": {"x": 16, "w": 16, "y": 8}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 32, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["sm_90a"], "platforms": ["nvidia", "cpu"], "threads": 128, "shared_memory_bytes": 61440, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp8_mma128x64_supports, hipconv_fwd_3d_fp8_mma128x64_workspace_size,
     hipconv_fwd_3d_fp8_mma128x64_split_k, nullptr,
     hipconv_fwd_3d_fp8_mma128x64_run},
#endif
    {{"fwd_1d_fp32_channels_first_reference", "forward",
      R"json({"name": "fwd_1d_fp32_channels_first_reference", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NGCW", "w": "GKCX", "y": "NGKW"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "N", "w": "", "y": "N"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp32_channels_first_reference_supports, hipconv_fwd_1d_fp32_channels_first_reference_workspace_size,
     hipconv_fwd_1d_fp32_channels_first_reference_split_k, nullptr,
     hipconv_fwd_1d_fp32_channels_first_reference_run},
    {{"fwd_1d_fp16_channels_first_reference", "forward",
      R"json({"name": "fwd_1d_fp16_channels_first_reference", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NGCW", "w": "GKCX", "y": "NGKW"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "N", "w": "", "y": "N"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp16_channels_first_reference_supports, hipconv_fwd_1d_fp16_channels_first_reference_workspace_size,
     hipconv_fwd_1d_fp16_channels_first_reference_split_k, nullptr,
     hipconv_fwd_1d_fp16_channels_first_reference_run},
    {{"fwd_1d_bf16_channels_first_reference", "forward",
      R"json({"name": "fwd_1d_bf16_channels_first_reference", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NGCW", "w": "GKCX", "y": "NGKW"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "N", "w": "", "y": "N"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_bf16_channels_first_reference_supports, hipconv_fwd_1d_bf16_channels_first_reference_workspace_size,
     hipconv_fwd_1d_bf16_channels_first_reference_split_k, nullptr,
     hipconv_fwd_1d_bf16_channels_first_reference_run},
    {{"fwd_2d_fp32_channels_first_reference", "forward",
      R"json({"name": "fwd_2d_fp32_channels_first_reference", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NGCHW", "w": "GKCYX", "y": "NGKHW"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NH", "w": "", "y": "NH"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp32_channels_first_reference_supports, hipconv_fwd_2d_fp32_channels_first_reference_workspace_size,
     hipconv_fwd_2d_fp32_channels_first_reference_split_k, nullptr,
     hipconv_fwd_2d_fp32_channels_first_reference_run},
    {{"fwd_2d_fp16_channels_first_reference", "forward",
      R"json({"name": "fwd_2d_fp16_channels_first_reference", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NGCHW", "w": "GKCYX", "y": "NGKHW"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NH", "w": "", "y": "NH"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_channels_first_reference_supports, hipconv_fwd_2d_fp16_channels_first_reference_workspace_size,
     hipconv_fwd_2d_fp16_channels_first_reference_split_k, nullptr,
     hipconv_fwd_2d_fp16_channels_first_reference_run},
    {{"fwd_2d_bf16_channels_first_reference", "forward",
      R"json({"name": "fwd_2d_bf16_channels_first_reference", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NGCHW", "w": "GKCYX", "y": "NGKHW"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NH", "w": "", "y": "NH"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_channels_first_reference_supports, hipconv_fwd_2d_bf16_channels_first_reference_workspace_size,
     hipconv_fwd_2d_bf16_channels_first_reference_split_k, nullptr,
     hipconv_fwd_2d_bf16_channels_first_reference_run},
    {{"fwd_3d_fp32_channels_first_reference", "forward",
      R"json({"name": "fwd_3d_fp32_channels_first_reference", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NGCDHW", "w": "GKCZYX", "y": "NGKDHW"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NDH", "w": "", "y": "NDH"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp32_channels_first_reference_supports, hipconv_fwd_3d_fp32_channels_first_reference_workspace_size,
     hipconv_fwd_3d_fp32_channels_first_reference_split_k, nullptr,
     hipconv_fwd_3d_fp32_channels_first_reference_run},
    {{"fwd_3d_fp16_channels_first_reference", "forward",
      R"json({"name": "fwd_3d_fp16_channels_first_reference", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NGCDHW", "w": "GKCZYX", "y": "NGKDHW"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NDH", "w": "", "y": "NDH"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp16_channels_first_reference_supports, hipconv_fwd_3d_fp16_channels_first_reference_workspace_size,
     hipconv_fwd_3d_fp16_channels_first_reference_split_k, nullptr,
     hipconv_fwd_3d_fp16_channels_first_reference_run},
    {{"fwd_3d_bf16_channels_first_reference", "forward",
      R"json({"name": "fwd_3d_bf16_channels_first_reference", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NGCDHW", "w": "GKCZYX", "y": "NGKDHW"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NDH", "w": "", "y": "NDH"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_bf16_channels_first_reference_supports, hipconv_fwd_3d_bf16_channels_first_reference_workspace_size,
     hipconv_fwd_3d_bf16_channels_first_reference_split_k, nullptr,
     hipconv_fwd_3d_bf16_channels_first_reference_run},
    {{"fwd_1d_fp64_reference", "forward",
      R"json({"name": "fwd_1d_fp64_reference", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "fp64", "w": "fp64", "y": "fp64"}, "accumulator": "fp64", "epilogue": "acc"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp64_reference_supports, hipconv_fwd_1d_fp64_reference_workspace_size,
     hipconv_fwd_1d_fp64_reference_split_k, nullptr,
     hipconv_fwd_1d_fp64_reference_run},
    {{"fwd_2d_fp64_reference", "forward",
      R"json({"name": "fwd_2d_fp64_reference", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp64", "w": "fp64", "y": "fp64"}, "accumulator": "fp64", "epilogue": "acc"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp64_reference_supports, hipconv_fwd_2d_fp64_reference_workspace_size,
     hipconv_fwd_2d_fp64_reference_split_k, nullptr,
     hipconv_fwd_2d_fp64_reference_run},
    {{"fwd_3d_fp64_reference", "forward",
      R"json({"name": "fwd_3d_fp64_reference", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp64", "w": "fp64", "y": "fp64"}, "accumulator": "fp64", "epilogue": "acc"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp64_reference_supports, hipconv_fwd_3d_fp64_reference_workspace_size,
     hipconv_fwd_3d_fp64_reference_split_k, nullptr,
     hipconv_fwd_3d_fp64_reference_run},
    {{"fwd_1d_fp8_reference", "forward",
      R"json({"name": "fwd_1d_fp8_reference", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "fp8_e4m3", "w": "fp8_e4m3", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp8_reference_supports, hipconv_fwd_1d_fp8_reference_workspace_size,
     hipconv_fwd_1d_fp8_reference_split_k, nullptr,
     hipconv_fwd_1d_fp8_reference_run},
    {{"fwd_2d_fp8_reference", "forward",
      R"json({"name": "fwd_2d_fp8_reference", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp8_e4m3", "w": "fp8_e4m3", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp8_reference_supports, hipconv_fwd_2d_fp8_reference_workspace_size,
     hipconv_fwd_2d_fp8_reference_split_k, nullptr,
     hipconv_fwd_2d_fp8_reference_run},
    {{"fwd_3d_fp8_reference", "forward",
      R"json({"name": "fwd_3d_fp8_reference", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp8_e4m3", "w": "fp8_e4m3", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp8_reference_supports, hipconv_fwd_3d_fp8_reference_workspace_size,
     hipconv_fwd_3d_fp8_reference_split_k, nullptr,
     hipconv_fwd_3d_fp8_reference_run},
    {{"fwd_1d_fp32_reference", "forward",
      R"json({"name": "fwd_1d_fp32_reference", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp32_reference_supports, hipconv_fwd_1d_fp32_reference_workspace_size,
     hipconv_fwd_1d_fp32_reference_split_k, nullptr,
     hipconv_fwd_1d_fp32_reference_run},
    {{"fwd_1d_fp16_reference", "forward",
      R"json({"name": "fwd_1d_fp16_reference", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_fp16_reference_supports, hipconv_fwd_1d_fp16_reference_workspace_size,
     hipconv_fwd_1d_fp16_reference_split_k, nullptr,
     hipconv_fwd_1d_fp16_reference_run},
    {{"fwd_1d_bf16_reference", "forward",
      R"json({"name": "fwd_1d_bf16_reference", "signature": {"direction": "forward", "spatial_dim": 1, "layout": {"x": "NWGC", "w": "GKXC", "y": "NWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NW", "w": "", "y": "NW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_1d_bf16_reference_supports, hipconv_fwd_1d_bf16_reference_workspace_size,
     hipconv_fwd_1d_bf16_reference_split_k, nullptr,
     hipconv_fwd_1d_bf16_reference_run},
    {{"fwd_2d_fp32_reference", "forward",
      R"json({"name": "fwd_2d_fp32_reference", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp32_reference_supports, hipconv_fwd_2d_fp32_reference_workspace_size,
     hipconv_fwd_2d_fp32_reference_split_k, nullptr,
     hipconv_fwd_2d_fp32_reference_run},
    {{"fwd_2d_fp16_reference", "forward",
      R"json({"name": "fwd_2d_fp16_reference", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_reference_supports, hipconv_fwd_2d_fp16_reference_workspace_size,
     hipconv_fwd_2d_fp16_reference_split_k, nullptr,
     hipconv_fwd_2d_fp16_reference_run},
    {{"fwd_2d_bf16_reference", "forward",
      R"json({"name": "fwd_2d_bf16_reference", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_reference_supports, hipconv_fwd_2d_bf16_reference_workspace_size,
     hipconv_fwd_2d_bf16_reference_split_k, nullptr,
     hipconv_fwd_2d_bf16_reference_run},
    {{"fwd_3d_fp32_reference", "forward",
      R"json({"name": "fwd_3d_fp32_reference", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp32_reference_supports, hipconv_fwd_3d_fp32_reference_workspace_size,
     hipconv_fwd_3d_fp32_reference_split_k, nullptr,
     hipconv_fwd_3d_fp32_reference_run},
    {{"fwd_3d_fp16_reference", "forward",
      R"json({"name": "fwd_3d_fp16_reference", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_fp16_reference_supports, hipconv_fwd_3d_fp16_reference_workspace_size,
     hipconv_fwd_3d_fp16_reference_split_k, nullptr,
     hipconv_fwd_3d_fp16_reference_run},
    {{"fwd_3d_bf16_reference", "forward",
      R"json({"name": "fwd_3d_bf16_reference", "signature": {"direction": "forward", "spatial_dim": 3, "layout": {"x": "NDHWGC", "w": "GKZYXC", "y": "NDHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NDHW", "w": "", "y": "NDHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_3d_bf16_reference_supports, hipconv_fwd_3d_bf16_reference_workspace_size,
     hipconv_fwd_3d_bf16_reference_split_k, nullptr,
     hipconv_fwd_3d_bf16_reference_run},
    {{"fwd_2d_fp32_group_first_reference", "forward",
      R"json({"name": "fwd_2d_fp32_group_first_reference", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "GNHWC", "w": "GKYXC", "y": "GNHWK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp32_group_first_reference_supports, hipconv_fwd_2d_fp32_group_first_reference_workspace_size,
     hipconv_fwd_2d_fp32_group_first_reference_split_k, nullptr,
     hipconv_fwd_2d_fp32_group_first_reference_run},
    {{"fwd_2d_bf16_group_first_reference", "forward",
      R"json({"name": "fwd_2d_bf16_group_first_reference", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "GNHWC", "w": "GKYXC", "y": "GNHWK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_group_first_reference_supports, hipconv_fwd_2d_bf16_group_first_reference_workspace_size,
     hipconv_fwd_2d_bf16_group_first_reference_split_k, nullptr,
     hipconv_fwd_2d_bf16_group_first_reference_run},
    {{"fwd_2d_fp32_bias_relu_reference", "forward",
      R"json({"name": "fwd_2d_fp32_bias_relu_reference", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "relu(acc + bias)"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp32_bias_relu_reference_supports, hipconv_fwd_2d_fp32_bias_relu_reference_workspace_size,
     hipconv_fwd_2d_fp32_bias_relu_reference_split_k, nullptr,
     hipconv_fwd_2d_fp32_bias_relu_reference_run},
    {{"fwd_2d_fp16_bias_relu_reference", "forward",
      R"json({"name": "fwd_2d_fp16_bias_relu_reference", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "relu(acc + bias)"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_bias_relu_reference_supports, hipconv_fwd_2d_fp16_bias_relu_reference_workspace_size,
     hipconv_fwd_2d_fp16_bias_relu_reference_split_k, nullptr,
     hipconv_fwd_2d_fp16_bias_relu_reference_run},
    {{"fwd_2d_bf16_bias_relu_reference", "forward",
      R"json({"name": "fwd_2d_bf16_bias_relu_reference", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "relu(acc + bias)"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_bias_relu_reference_supports, hipconv_fwd_2d_bf16_bias_relu_reference_workspace_size,
     hipconv_fwd_2d_bf16_bias_relu_reference_split_k, nullptr,
     hipconv_fwd_2d_bf16_bias_relu_reference_run},
    {{"fwd_2d_fp32_bn_relu_prologue_reference", "forward",
      R"json({"name": "fwd_2d_fp32_bn_relu_prologue_reference", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc", "prologue": "relu(x * scale + shift)"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp32_bn_relu_prologue_reference_supports, hipconv_fwd_2d_fp32_bn_relu_prologue_reference_workspace_size,
     hipconv_fwd_2d_fp32_bn_relu_prologue_reference_split_k, nullptr,
     hipconv_fwd_2d_fp32_bn_relu_prologue_reference_run},
    {{"fwd_2d_fp16_bn_relu_prologue_reference", "forward",
      R"json({"name": "fwd_2d_fp16_bn_relu_prologue_reference", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc", "prologue": "relu(x * scale + shift)"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_bn_relu_prologue_reference_supports, hipconv_fwd_2d_fp16_bn_relu_prologue_reference_workspace_size,
     hipconv_fwd_2d_fp16_bn_relu_prologue_reference_split_k, nullptr,
     hipconv_fwd_2d_fp16_bn_relu_prologue_reference_run},
    {{"fwd_2d_bf16_bn_relu_prologue_reference", "forward",
      R"json({"name": "fwd_2d_bf16_bn_relu_prologue_reference", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc", "prologue": "relu(x * scale + shift)"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_bn_relu_prologue_reference_supports, hipconv_fwd_2d_bf16_bn_relu_prologue_reference_workspace_size,
     hipconv_fwd_2d_bf16_bn_relu_prologue_reference_split_k, nullptr,
     hipconv_fwd_2d_bf16_bn_relu_prologue_reference_run},
    {{"fwd_2d_fp16_statistics_reference", "forward",
      R"json({"name": "fwd_2d_fp16_statistics_reference", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc", "statistics": true}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_statistics_reference_supports, hipconv_fwd_2d_fp16_statistics_reference_workspace_size,
     hipconv_fwd_2d_fp16_statistics_reference_split_k, nullptr,
     hipconv_fwd_2d_fp16_statistics_reference_run},
    {{"fwd_2d_bf16_statistics_reference", "forward",
      R"json({"name": "fwd_2d_bf16_statistics_reference", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc", "statistics": true}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": true, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_statistics_reference_supports, hipconv_fwd_2d_bf16_statistics_reference_workspace_size,
     hipconv_fwd_2d_bf16_statistics_reference_split_k, nullptr,
     hipconv_fwd_2d_bf16_statistics_reference_run},
    {{"fwd_2d_fp32_bias_reference", "forward",
      R"json({"name": "fwd_2d_fp32_bias_reference", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "acc + bias"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp32_bias_reference_supports, hipconv_fwd_2d_fp32_bias_reference_workspace_size,
     hipconv_fwd_2d_fp32_bias_reference_split_k, nullptr,
     hipconv_fwd_2d_fp32_bias_reference_run},
    {{"fwd_2d_fp16_bias_reference", "forward",
      R"json({"name": "fwd_2d_fp16_bias_reference", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp16", "w": "fp16", "y": "fp16"}, "accumulator": "fp32", "epilogue": "acc + bias"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp16_bias_reference_supports, hipconv_fwd_2d_fp16_bias_reference_workspace_size,
     hipconv_fwd_2d_fp16_bias_reference_split_k, nullptr,
     hipconv_fwd_2d_fp16_bias_reference_run},
    {{"fwd_2d_bf16_bias_reference", "forward",
      R"json({"name": "fwd_2d_bf16_bias_reference", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc + bias"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_bias_reference_supports, hipconv_fwd_2d_bf16_bias_reference_workspace_size,
     hipconv_fwd_2d_bf16_bias_reference_split_k, nullptr,
     hipconv_fwd_2d_bf16_bias_reference_run},
    {{"fwd_2d_fp32_residual_reference", "forward",
      R"json({"name": "fwd_2d_fp32_residual_reference", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "alpha * acc + beta * residual"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp32_residual_reference_supports, hipconv_fwd_2d_fp32_residual_reference_workspace_size,
     hipconv_fwd_2d_fp32_residual_reference_split_k, nullptr,
     hipconv_fwd_2d_fp32_residual_reference_run},
    {{"fwd_2d_bf16_residual_reference", "forward",
      R"json({"name": "fwd_2d_bf16_residual_reference", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "alpha * acc + beta * residual"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_residual_reference_supports, hipconv_fwd_2d_bf16_residual_reference_workspace_size,
     hipconv_fwd_2d_bf16_residual_reference_split_k, nullptr,
     hipconv_fwd_2d_bf16_residual_reference_run},
    {{"fwd_2d_fp32_leaky_relu_reference", "forward",
      R"json({"name": "fwd_2d_fp32_leaky_relu_reference", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "fp32", "w": "fp32", "y": "fp32"}, "accumulator": "fp32", "epilogue": "where(acc + bias > 0, acc + bias, slope * (acc + bias))", "scalars": {"slope": 0.01}}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_fp32_leaky_relu_reference_supports, hipconv_fwd_2d_fp32_leaky_relu_reference_workspace_size,
     hipconv_fwd_2d_fp32_leaky_relu_reference_split_k, nullptr,
     hipconv_fwd_2d_fp32_leaky_relu_reference_run},
    {{"fwd_2d_bf16_silu_reference", "forward",
      R"json({"name": "fwd_2d_bf16_silu_reference", "signature": {"direction": "forward", "spatial_dim": 2, "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"}, "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "silu(alpha * acc)"}, "algorithm": {"micro_kernel": "reference", "block": {"m": 256, "n": 1, "k": 1}, "stages": 2, "vector": {"x": 1, "w": 1, "y": 1}, "specialization": "default", "split_k": 1, "deterministic": false, "split_reduction": "workspace", "multicast": 1, "groups_per_block": 1, "index_bits": 64, "min_blocks_per_sm": 1, "loads": "cp_async", "position_boxes": "flat", "schedule": "per_tile", "k_lanes": 1, "tap_channels": 0, "tile_rows": 0, "merge_groups": 1, "pad_channels": 0, "input_image": 0}, "targets": ["gfx90a", "gfx940", "sm_80", "sm_90a"], "platforms": ["amd", "nvidia", "cpu"], "threads": 256, "shared_memory_bytes": 0, "free_axes": {"x": "NHW", "w": "", "y": "NHW"}, "optional_bias": false, "register_windows": [], "merged_group_widths": []})json"},
     hipconv_fwd_2d_bf16_silu_reference_supports, hipconv_fwd_2d_bf16_silu_reference_workspace_size,
     hipconv_fwd_2d_bf16_silu_reference_split_k, nullptr,
     hipconv_fwd_2d_bf16_silu_reference_run},
};

constexpr int32_t kEntryCount = static_cast<int32_t>(sizeof(kEntries) / sizeof(kEntries[0]));

const Entry* entry(int32_t index) {
    return index >= 0 && index < kEntryCount ? &kEntries[index] : nullptr;
}

// Blocks of the verify kernels: enough to fill any device, few enough partials to sum
// on the host.
int64_t verify_blocks(int64_t count) {
    const int64_t blocks = hipconv::ceil_div(count, hipconv::verify::kBlock);
    return blocks < 1 ? 1 : (blocks < 4096 ? blocks : 4096);
}

template <class T>
int32_t fill_random(void* dst, int64_t count, uint64_t seed, float low, float high) {
    hipLaunchKernelGGL(hipconv::verify::fill_random<T>, dim3(static_cast<unsigned>(verify_blocks(count))),
                       dim3(hipconv::verify::kBlock), 0, nullptr, static_cast<T*>(dst), count, seed, low, high);
    return hipconv::launch_status();
}

// The two passes of hipconv_device_compare, each with its per-block partials summed here.
template <class T>
int32_t compare(const void* got_bytes, const void* want_bytes, int64_t count, double rtol, double atol,
                hipconv_comparison* result) {
    using hipconv::verify::Partial;
    const T* got = static_cast<const T*>(got_bytes);
    const T* want = static_cast<const T*>(want_bytes);
    const int64_t blocks = verify_blocks(count);
    void* buffer = nullptr;
    if (const int32_t allocated = hipconv::check(hipMalloc(&buffer, sizeof(Partial) * blocks)))
        return allocated;
    Partial* partials = static_cast<Partial*>(buffer);
    Partial* host = new Partial[blocks];
    auto sum_pass = [&](Partial& total) -> int32_t {
        if (const int32_t launched = hipconv::launch_status())
            return launched;
        if (const int32_t copied = hipconv::check(hipMemcpy(host, partials, sizeof(Partial) * blocks,
                                                            hipMemcpyDeviceToHost)))
            return copied;
        total = hipconv::verify::empty_partial();
        for (int64_t b = 0; b < blocks; ++b)
            hipconv::verify::merge(total, host[b]);
        return HIPCONV_OK;
    };
    Partial sums, limits;
    hipLaunchKernelGGL(hipconv::verify::compare_sums<T>, dim3(static_cast<unsigned>(blocks)),
                       dim3(hipconv::verify::kBlock), 0, nullptr, got, want, count, partials);
    int32_t status = sum_pass(sums);
    if (status == HIPCONV_OK) {
        hipLaunchKernelGGL(hipconv::verify::compare_limits<T>, dim3(static_cast<unsigned>(blocks)),
                           dim3(hipconv::verify::kBlock), 0, nullptr, got, want, count, sums.want_max, rtol,
                           atol, partials);
        status = sum_pass(limits);
    }
    delete[] host;
    (void)hipFree(buffer);
    if (status != HIPCONV_OK)
        return status;
    result->count = count;
    result->diff_norm = std::sqrt(sums.diff_squares);
    result->want_norm = std::sqrt(sums.want_squares);
    result->want_max = sums.want_max;
    result->non_finite = sums.non_finite;
    result->first_non_finite = sums.non_finite ? sums.first_non_finite : -1;
    result->over = limits.over;
    result->worst = limits.worst;
    result->got_at_worst = limits.got_at_worst;
    result->want_at_worst = limits.want_at_worst;
    return HIPCONV_OK;
}

}  // namespace

extern "C" {

int32_t hipconv_abi_version(void) { return HIPCONV_ABI_VERSION; }

const char* hipconv_library_name(void) { return "fwd"; }

const char* hipconv_platform(void) { return HIPCONV_PLATFORM_NAME; }

int32_t hipconv_instance_count(void) { return kEntryCount; }

const hipconv_instance_info* hipconv_instance(int32_t index) {
    const Entry* e = entry(index);
    return e ? &e->info : nullptr;
}

const char* hipconv_status_string(int32_t status) {
    switch (status) {
    case HIPCONV_OK:
        return "ok";
    case HIPCONV_REFUSED_SPATIAL_DIM:
        return "the problem's spatial rank differs from the instance's spatial_dim";
    case HIPCONV_REFUSED_C_VECTOR:
        return "C (channels per group) is not a multiple of the vector width of the tensors read or written along C";
    case HIPCONV_REFUSED_K_VECTOR:
        return "K (output channels per group) is not a multiple of the vector width of the tensors read or written along K";
    case HIPCONV_REFUSED_SPECIALIZATION:
        return "the problem does not have the shape the instance's specialization requires (1x1 filter; stride 1 and no padding for filter1x1_stride1_pad0; no padding for filter1x1_pad0; a 3x3 filter, stride 1 and dilation 1 for winograd_2x2_3x3)";
    case HIPCONV_REFUSED_INDEX_RANGE:
        return "a 32-bit instance's indices would reach 2^31: a tensor's elements, a stride, an axis's padded extent, or an element offset its kernels form (the farthest element, and where its template forms a padded position's offset before testing it the window's too: pads + dilation x filter past each edge); use an instance with index_bits: 64";
    case HIPCONV_REFUSED_GRID_LIMIT:
        return "the launch grid exceeds the limits of the device (grid.y and grid.z at most 65535)";
    case HIPCONV_REFUSED_GROUPS_PER_BLOCK:
        return "G is not a multiple of the instance's groups_per_block";
    case HIPCONV_REFUSED_MERGED_TILE:
        return "K is larger than the rows each merged group gets (block.m / groups_per_block)";
    case HIPCONV_REFUSED_NOT_DEPTHWISE:
        return "a depthwise instance needs C = K = 1 per group";
    case HIPCONV_REFUSED_INVALID_PROBLEM:
        return "the problem is malformed: a size below 1, output sizes that do not follow from input, filter, stride, dilation and padding, a negative tensor stride, or a tensor reaching past 2^62 elements";
    case HIPCONV_REFUSED_GROUP_VECTOR:
        return "G is not a multiple of the vector width of a depthwise instance";
    case HIPCONV_REFUSED_DEVICE:
        return "the current device cannot run the instance: it was not compiled for this GPU's architecture (its targets), or it needs more shared memory than the device allows a block";
    case HIPCONV_REFUSED_TMA:
        return "the instance's TMA tensor maps cannot describe the problem (loads: tma): forward with C not a multiple of 64 with G > 1 in a channels-last X, a stride over 8, or more than 2^31 output positions; backward-data with more than 8 stride phases or K not a multiple of 64 with G > 1 in a channels-last dY; backward-weight with C not a multiple of 64 and more than one filter tap, a stride over 8, or more than 2^31 reduction positions (position_boxes: patches: a group's channels not contiguous); padding or filter reach past the im2col corner and offset ranges (corners [-128, 127] in 2D, [-16, 15] in 3D; offsets below 256 in 2D, 32 in 3D); tensors not 16-byte aligned, or a map the driver rejects";
    case HIPCONV_REFUSED_FEW_CHANNELS:
        return "a few_channels instance takes few channels per group. backward_data: C at most thread.n, and W staged as one shared-memory row per (tap, k): K at most its rows (16 KiB of fp32 / block.n). forward: C at most 16, and K at most thread.n or a multiple of it. With a staged tile (tile_rows), and in backward_weight: C = K = thread.n";
    case HIPCONV_REFUSED_DEPTHWISE_WINDOW:
        return "a depthwise or few_channels backward-weight instance with runs (thread.m > 1) takes only problems its X window covers: innermost filter width 3, 5 (block.k at least 25) or 7, at most block.k (with tap teams, thread.k: a width whose rows make up thread.k), stride 1 (widths 3 and 5 with runs of up to 4 rows: 1 or 2) and dilation 1 along the innermost axis (select falls back to a row-by-row instance)";
    case HIPCONV_REFUSED_TAP_CHANNELS:
        return "a forward instance with tap_channels packs whole filter taps into its k-steps: C (channels per group) at most tap_channels";
    case HIPCONV_REFUSED_DEPTHWISE_TILE:
        return "a depthwise or few_channels instance with a staged input tile (tile_rows: dY backward_data, X forward) takes stride 1 only along the outer axes of a 3D backward_data tile (backward_data: any stride along the tile's two innermost axes, one launch per stride phase; forward: any stride), and W (fp32) and its tile (the input positions its taps reach, rows padded to a power of two) must fit the shared memory the device allows a block (select falls back to a gather); depthwise backward_weight over staged rows: two stages of a tile's dY rows and the X rows they reach must fit it (select falls back to the runs from global memory)";
    case HIPCONV_REFUSED_STRIDES:
        return "the tensors' strides (hipconv_problem.x_strides, w_strides, y_strides) are ones the instance cannot address: its layout's contiguous axis must have stride 1, every other axis the dense stride of the layout unless the instance takes that axis's stride free (its x_free_axes, w_free_axes, y_free_axes: N and the spatial axes for most), a free stride must be a multiple of 16 bytes, no axis of size > 1 may have stride 0, and the output's elements must not overlap";
    case HIPCONV_REFUSED_MERGE_GROUPS:
        return "an instance merging m groups (merge_groups) takes G a multiple of m and 8 to 16 input and output channels per group, and a block-diagonal filter of at most 2^30 elements (the expansion indexes it in 32 bits)";
    case HIPCONV_REFUSED_PAD_CHANNELS:
        return "an instance padding the channels to P (pad_channels) takes problems whose C or K per group is not a multiple of P; a problem of C and K multiples of P runs unpadded on the other instances";
    case HIPCONV_REFUSED_INPUT_IMAGE:
        return "an instance staging its input image (input_image) runs only where that image fits its shared memory.  forward: C at most tap_channels, and the input rows a block of block.m output positions reaches (C padded to tap_channels), the filter (k-major, its taps padded to whole k-steps) and a table of its taps fit input_image KiB.  backward_weight: prod(filter) * C at most block.n, and two stages of a tile's block.k dY rows and the X rows they reach (groups_per_block groups' channels per pixel) fit input_image KiB.  Wider images and larger filters run on other instances";
    case HIPCONV_REFUSED_TAP_WINDOW:
        return "a tap_window instance (X's pixels staged in pairs, the im2col columns read as a sliding window) takes one group of C <= 4 channels, K a multiple of 64, stride 2 and dilation 1 along the width, stride 1 or 2 and dilation 1 along the height (3D: any depth stride and dilation), at most warpgroup.n / 8 filter rows (forward: exactly block.k / 32), filter columns and left padding spanning at most block.n / warpgroup.n (forward: 4) pixel pairs, and fewer than 2^31 output positions; other problems run on other instances";
    case HIPCONV_DEVICE_ERROR:
        return "the device reported an error";
    case HIPCONV_INVALID_INSTANCE:
        return "no instance has this index";
    case HIPCONV_INVALID_ARGUMENT:
        return "a null pointer where a tensor or problem was needed, or a size or element width out of range, or an activation code that names none";
    default:
        return "unknown status";
    }
}

int32_t hipconv_supports(int32_t index, const hipconv_problem* problem) {
    const Entry* e = entry(index);
    return e ? e->supports(problem) : HIPCONV_INVALID_INSTANCE;
}

int64_t hipconv_workspace_size(int32_t index, const hipconv_problem* problem) {
    const Entry* e = entry(index);
    return e ? e->workspace_size(problem) : -1;
}

int32_t hipconv_split_k_used(int32_t index, const hipconv_problem* problem) {
    const Entry* e = entry(index);
    return e ? e->split_k(problem) : -1;
}

double hipconv_modelled_bytes(int32_t index, const hipconv_problem* problem) {
    const Entry* e = entry(index);
    return e && e->modelled_bytes ? e->modelled_bytes(problem) : -1.0;
}

int32_t hipconv_run(int32_t index, const hipconv_problem* problem, const hipconv_tensors* tensors,
                    void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    const Entry* e = entry(index);
    return e ? e->run(problem, tensors, workspace, epilogue, stream) : HIPCONV_INVALID_INSTANCE;
}

const char* hipconv_last_device_error(void) { return hipconv::last_device_error_buffer(); }

int32_t hipconv_device_alloc(void** pointer, int64_t bytes) {
    if (pointer == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    *pointer = nullptr;
    return hipconv::check(hipMalloc(pointer, static_cast<size_t>(bytes > 0 ? bytes : 1)));
}

int32_t hipconv_device_free(void* pointer) {
    return pointer ? hipconv::check(hipFree(pointer)) : HIPCONV_OK;
}

int32_t hipconv_copy_to_device(void* device_dst, const void* host_src, int64_t bytes) {
    return hipconv::check(hipMemcpy(device_dst, host_src, static_cast<size_t>(bytes),
                                    hipMemcpyHostToDevice));
}

int32_t hipconv_copy_to_host(void* host_dst, const void* device_src, int64_t bytes) {
    return hipconv::check(hipMemcpy(host_dst, device_src, static_cast<size_t>(bytes),
                                    hipMemcpyDeviceToHost));
}

int32_t hipconv_device_fill(void* device_dst, int32_t byte_value, int64_t bytes) {
    return hipconv::check(hipMemset(device_dst, byte_value, static_cast<size_t>(bytes)));
}

int32_t hipconv_device_fill_random(void* device_dst, int32_t dtype, int64_t count, uint64_t seed,
                                   float low, float high) {
    if (device_dst == nullptr || count < 0)
        return HIPCONV_INVALID_ARGUMENT;
    if (count == 0)
        return HIPCONV_OK;
    switch (dtype) {
    case HIPCONV_DTYPE_FP32: return fill_random<float>(device_dst, count, seed, low, high);
    case HIPCONV_DTYPE_FP16: return fill_random<hipconv::half_t>(device_dst, count, seed, low, high);
    case HIPCONV_DTYPE_BF16: return fill_random<hipconv::bfloat16_t>(device_dst, count, seed, low, high);
    case HIPCONV_DTYPE_FP64: return fill_random<double>(device_dst, count, seed, low, high);
    case HIPCONV_DTYPE_FP8_E4M3: return fill_random<hipconv::fp8_e4m3_t>(device_dst, count, seed, low, high);
    case HIPCONV_DTYPE_FP8_E5M2: return fill_random<hipconv::fp8_e5m2_t>(device_dst, count, seed, low, high);
    default: return HIPCONV_INVALID_ARGUMENT;
    }
}

int32_t hipconv_device_compare(const void* got, const void* want, int32_t dtype, int64_t count,
                               double rtol, double atol, hipconv_comparison* result) {
    if (got == nullptr || want == nullptr || result == nullptr || count < 1)
        return HIPCONV_INVALID_ARGUMENT;
    switch (dtype) {
    case HIPCONV_DTYPE_FP32: return compare<float>(got, want, count, rtol, atol, result);
    case HIPCONV_DTYPE_FP16: return compare<hipconv::half_t>(got, want, count, rtol, atol, result);
    case HIPCONV_DTYPE_BF16: return compare<hipconv::bfloat16_t>(got, want, count, rtol, atol, result);
    case HIPCONV_DTYPE_FP64: return compare<double>(got, want, count, rtol, atol, result);
    default: return HIPCONV_INVALID_ARGUMENT;
    }
}

int32_t hipconv_transpose(void* dst, const void* src, int32_t element_bytes, int64_t batches, int64_t rows,
                          int64_t columns, void* stream) {
    if (batches < 0 || rows < 0 || columns < 0)
        return HIPCONV_INVALID_ARGUMENT;
    if (batches == 0 || rows == 0 || columns == 0)
        return HIPCONV_OK;
    if (dst == nullptr || src == nullptr || rows > INT64_MAX / columns || batches > INT64_MAX / (rows * columns))
        return HIPCONV_INVALID_ARGUMENT;   // nothing to move from or to, or more elements than an index holds
    const dim3 block(hipconv::layout::kTile, hipconv::layout::kTileRows);
    const hipStream_t on = static_cast<hipStream_t>(stream);
    const dim3 grid = hipconv::layout::grid(batches, rows, columns, hipconv::layout::kTile);
    switch (element_bytes) {
    case 2: {   // 64 x 64 tiles; each side in 32-bit pairs where its rows are even and aligned
        const dim3 tiles = hipconv::layout::grid(batches, rows, columns, hipconv::layout::kHalvesTile);
        const bool load_pairs = columns % 2 == 0 && reinterpret_cast<uintptr_t>(src) % 4 == 0;
        const bool store_pairs = rows % 2 == 0 && reinterpret_cast<uintptr_t>(dst) % 4 == 0;
        uint16_t* to = static_cast<uint16_t*>(dst);
        const uint16_t* from = static_cast<const uint16_t*>(src);
        if (load_pairs && store_pairs)
            hipLaunchKernelGGL((hipconv::layout::transpose_halves<true, true>), tiles, block, 0, on, to, from, batches,
                               rows, columns);
        else if (load_pairs)
            hipLaunchKernelGGL((hipconv::layout::transpose_halves<true, false>), tiles, block, 0, on, to, from,
                               batches, rows, columns);
        else if (store_pairs)
            hipLaunchKernelGGL((hipconv::layout::transpose_halves<false, true>), tiles, block, 0, on, to, from,
                               batches, rows, columns);
        else
            hipLaunchKernelGGL((hipconv::layout::transpose_halves<false, false>), tiles, block, 0, on, to, from,
                               batches, rows, columns);
        break;
    }
    case 4:
        hipLaunchKernelGGL(hipconv::layout::transpose<uint32_t>, grid, block, 0, on, static_cast<uint32_t*>(dst),
                           static_cast<const uint32_t*>(src), batches, rows, columns);
        break;
    case 8:
        hipLaunchKernelGGL(hipconv::layout::transpose<uint64_t>, grid, block, 0, on, static_cast<uint64_t*>(dst),
                           static_cast<const uint64_t*>(src), batches, rows, columns);
        break;
    default:
        return HIPCONV_INVALID_ARGUMENT;
    }
    return hipconv::launch_status();
}

int32_t hipconv_device_copy(void* device_dst, const void* device_src, int64_t bytes) {
    return hipconv::check(hipMemcpy(device_dst, device_src, static_cast<size_t>(bytes),
                                    hipMemcpyDeviceToDevice));
}

int32_t hipconv_synchronize(void) { return hipconv::check(hipDeviceSynchronize()); }

int32_t hipconv_multiprocessor_count(void) { return static_cast<int32_t>(hipconv::multiprocessor_count()); }

const char* hipconv_device_name(void) {
    static thread_local char name[256];
    int device = 0;
    hipDeviceProp_t props{};
    if (hipGetDevice(&device) != hipSuccess || hipGetDeviceProperties(&props, device) != hipSuccess) {
        (void)hipGetLastError();   // leave no sticky error behind
        return "";
    }
    std::snprintf(name, sizeof name, "%s", props.name);
    return name;
}

// Mean seconds per run over `iterations` back-to-back launches (after one
// warm-up run), timed on the host around a device synchronisation.
double hipconv_time_run(int32_t index, const hipconv_problem* problem, const hipconv_tensors* tensors,
                        void* workspace, const hipconv_epilogue_args* epilogue, int32_t iterations) {
    if (iterations < 1)
        return -1.0;
    if (hipconv_run(index, problem, tensors, workspace, epilogue, nullptr) != HIPCONV_OK ||
        hipDeviceSynchronize() != hipSuccess)
        return -1.0;
    const auto start = std::chrono::steady_clock::now();
    for (int32_t i = 0; i < iterations; ++i)
        if (hipconv_run(index, problem, tensors, workspace, epilogue, nullptr) != HIPCONV_OK)
            return -1.0;
    if (hipDeviceSynchronize() != hipSuccess)
        return -1.0;
    const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
    return elapsed.count() / iterations;
}

}  // extern "C"
