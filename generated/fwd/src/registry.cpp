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
#include "hipconv/numeric.h"
#include "hipconv/verify.h"
#include "hipconv_fwd.h"

namespace {

struct Entry {
    hipconv_instance_info info;
    int32_t (*supports)(const hipconv_problem*);
    int64_t (*workspace_size)(const hipconv_problem*);
    int32_t (*split_k)(const hipconv_problem*);
    int32_t (*run)(const hipconv_problem*, const hipconv_tensors*, void*, const hipconv_epilogue_args*, void*);
};

const Entry kEntries[] = {
    {{"fwd_1d_fp32_generic", "forward", 1,
      "NWGC", "GKXC", "NWGK",
      "fp32", "fp32", "fp32",
      "fp32", "acc", "",
      "fma", "default",
      64, 64, 8, 4, 4, 0, 0,
      0, 0,
      256, 8192, 2,
      1, 1, 1,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_1d_fp32_generic_supports, hipconv_fwd_1d_fp32_generic_workspace_size,
     hipconv_fwd_1d_fp32_generic_split_k, hipconv_fwd_1d_fp32_generic_run},
    {{"fwd_1d_fp16_generic", "forward", 1,
      "NWGC", "GKXC", "NWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "fma", "default",
      64, 64, 8, 4, 4, 0, 0,
      0, 0,
      256, 8192, 2,
      1, 1, 1,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_1d_fp16_generic_supports, hipconv_fwd_1d_fp16_generic_workspace_size,
     hipconv_fwd_1d_fp16_generic_split_k, hipconv_fwd_1d_fp16_generic_run},
    {{"fwd_1d_bf16_generic", "forward", 1,
      "NWGC", "GKXC", "NWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "fma", "default",
      64, 64, 8, 4, 4, 0, 0,
      0, 0,
      256, 8192, 2,
      1, 1, 1,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_1d_bf16_generic_supports, hipconv_fwd_1d_bf16_generic_workspace_size,
     hipconv_fwd_1d_bf16_generic_split_k, hipconv_fwd_1d_bf16_generic_run},
    {{"fwd_2d_fp32_generic", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp32", "fp32", "fp32",
      "fp32", "acc", "",
      "fma", "default",
      64, 64, 8, 4, 4, 0, 0,
      0, 0,
      256, 8192, 2,
      1, 1, 1,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_fp32_generic_supports, hipconv_fwd_2d_fp32_generic_workspace_size,
     hipconv_fwd_2d_fp32_generic_split_k, hipconv_fwd_2d_fp32_generic_run},
    {{"fwd_2d_fp16_generic", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "fma", "default",
      64, 64, 8, 4, 4, 0, 0,
      0, 0,
      256, 8192, 2,
      1, 1, 1,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_fp16_generic_supports, hipconv_fwd_2d_fp16_generic_workspace_size,
     hipconv_fwd_2d_fp16_generic_split_k, hipconv_fwd_2d_fp16_generic_run},
    {{"fwd_2d_bf16_generic", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "fma", "default",
      64, 64, 8, 4, 4, 0, 0,
      0, 0,
      256, 8192, 2,
      1, 1, 1,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_bf16_generic_supports, hipconv_fwd_2d_bf16_generic_workspace_size,
     hipconv_fwd_2d_bf16_generic_split_k, hipconv_fwd_2d_bf16_generic_run},
    {{"fwd_3d_fp32_generic", "forward", 3,
      "NDHWGC", "GKZYXC", "NDHWGK",
      "fp32", "fp32", "fp32",
      "fp32", "acc", "",
      "fma", "default",
      64, 64, 8, 4, 4, 0, 0,
      0, 0,
      256, 8192, 2,
      1, 1, 1,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_3d_fp32_generic_supports, hipconv_fwd_3d_fp32_generic_workspace_size,
     hipconv_fwd_3d_fp32_generic_split_k, hipconv_fwd_3d_fp32_generic_run},
    {{"fwd_3d_fp16_generic", "forward", 3,
      "NDHWGC", "GKZYXC", "NDHWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "fma", "default",
      64, 64, 8, 4, 4, 0, 0,
      0, 0,
      256, 8192, 2,
      1, 1, 1,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_3d_fp16_generic_supports, hipconv_fwd_3d_fp16_generic_workspace_size,
     hipconv_fwd_3d_fp16_generic_split_k, hipconv_fwd_3d_fp16_generic_run},
    {{"fwd_3d_bf16_generic", "forward", 3,
      "NDHWGC", "GKZYXC", "NDHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "fma", "default",
      64, 64, 8, 4, 4, 0, 0,
      0, 0,
      256, 8192, 2,
      1, 1, 1,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_3d_bf16_generic_supports, hipconv_fwd_3d_bf16_generic_workspace_size,
     hipconv_fwd_3d_bf16_generic_split_k, hipconv_fwd_3d_bf16_generic_run},
    {{"fwd_1d_fp32_vec4", "forward", 1,
      "NWGC", "GKXC", "NWGK",
      "fp32", "fp32", "fp32",
      "fp32", "acc", "",
      "fma", "default",
      64, 64, 16, 4, 4, 0, 0,
      0, 0,
      256, 16384, 2,
      4, 4, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_1d_fp32_vec4_supports, hipconv_fwd_1d_fp32_vec4_workspace_size,
     hipconv_fwd_1d_fp32_vec4_split_k, hipconv_fwd_1d_fp32_vec4_run},
    {{"fwd_1d_fp16_vec4", "forward", 1,
      "NWGC", "GKXC", "NWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "fma", "default",
      64, 64, 16, 4, 4, 0, 0,
      0, 0,
      256, 16384, 2,
      4, 4, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_1d_fp16_vec4_supports, hipconv_fwd_1d_fp16_vec4_workspace_size,
     hipconv_fwd_1d_fp16_vec4_split_k, hipconv_fwd_1d_fp16_vec4_run},
    {{"fwd_1d_bf16_vec4", "forward", 1,
      "NWGC", "GKXC", "NWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "fma", "default",
      64, 64, 16, 4, 4, 0, 0,
      0, 0,
      256, 16384, 2,
      4, 4, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_1d_bf16_vec4_supports, hipconv_fwd_1d_bf16_vec4_workspace_size,
     hipconv_fwd_1d_bf16_vec4_split_k, hipconv_fwd_1d_bf16_vec4_run},
    {{"fwd_2d_fp32_vec4", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp32", "fp32", "fp32",
      "fp32", "acc", "",
      "fma", "default",
      64, 64, 16, 4, 4, 0, 0,
      0, 0,
      256, 16384, 2,
      4, 4, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_fp32_vec4_supports, hipconv_fwd_2d_fp32_vec4_workspace_size,
     hipconv_fwd_2d_fp32_vec4_split_k, hipconv_fwd_2d_fp32_vec4_run},
    {{"fwd_2d_fp16_vec4", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "fma", "default",
      64, 64, 16, 4, 4, 0, 0,
      0, 0,
      256, 16384, 2,
      4, 4, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_fp16_vec4_supports, hipconv_fwd_2d_fp16_vec4_workspace_size,
     hipconv_fwd_2d_fp16_vec4_split_k, hipconv_fwd_2d_fp16_vec4_run},
    {{"fwd_2d_bf16_vec4", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "fma", "default",
      64, 64, 16, 4, 4, 0, 0,
      0, 0,
      256, 16384, 2,
      4, 4, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_bf16_vec4_supports, hipconv_fwd_2d_bf16_vec4_workspace_size,
     hipconv_fwd_2d_bf16_vec4_split_k, hipconv_fwd_2d_bf16_vec4_run},
    {{"fwd_3d_fp32_vec4", "forward", 3,
      "NDHWGC", "GKZYXC", "NDHWGK",
      "fp32", "fp32", "fp32",
      "fp32", "acc", "",
      "fma", "default",
      64, 64, 16, 4, 4, 0, 0,
      0, 0,
      256, 16384, 2,
      4, 4, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_3d_fp32_vec4_supports, hipconv_fwd_3d_fp32_vec4_workspace_size,
     hipconv_fwd_3d_fp32_vec4_split_k, hipconv_fwd_3d_fp32_vec4_run},
    {{"fwd_3d_fp16_vec4", "forward", 3,
      "NDHWGC", "GKZYXC", "NDHWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "fma", "default",
      64, 64, 16, 4, 4, 0, 0,
      0, 0,
      256, 16384, 2,
      4, 4, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_3d_fp16_vec4_supports, hipconv_fwd_3d_fp16_vec4_workspace_size,
     hipconv_fwd_3d_fp16_vec4_split_k, hipconv_fwd_3d_fp16_vec4_run},
    {{"fwd_3d_bf16_vec4", "forward", 3,
      "NDHWGC", "GKZYXC", "NDHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "fma", "default",
      64, 64, 16, 4, 4, 0, 0,
      0, 0,
      256, 16384, 2,
      4, 4, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_3d_bf16_vec4_supports, hipconv_fwd_3d_bf16_vec4_workspace_size,
     hipconv_fwd_3d_bf16_vec4_split_k, hipconv_fwd_3d_bf16_vec4_run},
    {{"fwd_1d_fp32_1x1", "forward", 1,
      "NWGC", "GKXC", "NWGK",
      "fp32", "fp32", "fp32",
      "fp32", "acc", "",
      "fma", "filter1x1_stride1_pad0",
      64, 64, 16, 4, 4, 0, 0,
      0, 0,
      256, 16384, 2,
      4, 4, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_1d_fp32_1x1_supports, hipconv_fwd_1d_fp32_1x1_workspace_size,
     hipconv_fwd_1d_fp32_1x1_split_k, hipconv_fwd_1d_fp32_1x1_run},
    {{"fwd_1d_fp16_1x1", "forward", 1,
      "NWGC", "GKXC", "NWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "fma", "filter1x1_stride1_pad0",
      64, 64, 16, 4, 4, 0, 0,
      0, 0,
      256, 16384, 2,
      4, 4, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_1d_fp16_1x1_supports, hipconv_fwd_1d_fp16_1x1_workspace_size,
     hipconv_fwd_1d_fp16_1x1_split_k, hipconv_fwd_1d_fp16_1x1_run},
    {{"fwd_1d_bf16_1x1", "forward", 1,
      "NWGC", "GKXC", "NWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "fma", "filter1x1_stride1_pad0",
      64, 64, 16, 4, 4, 0, 0,
      0, 0,
      256, 16384, 2,
      4, 4, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_1d_bf16_1x1_supports, hipconv_fwd_1d_bf16_1x1_workspace_size,
     hipconv_fwd_1d_bf16_1x1_split_k, hipconv_fwd_1d_bf16_1x1_run},
    {{"fwd_2d_fp32_1x1", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp32", "fp32", "fp32",
      "fp32", "acc", "",
      "fma", "filter1x1_stride1_pad0",
      64, 64, 16, 4, 4, 0, 0,
      0, 0,
      256, 16384, 2,
      4, 4, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_fp32_1x1_supports, hipconv_fwd_2d_fp32_1x1_workspace_size,
     hipconv_fwd_2d_fp32_1x1_split_k, hipconv_fwd_2d_fp32_1x1_run},
    {{"fwd_2d_fp16_1x1", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "fma", "filter1x1_stride1_pad0",
      64, 64, 16, 4, 4, 0, 0,
      0, 0,
      256, 16384, 2,
      4, 4, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_fp16_1x1_supports, hipconv_fwd_2d_fp16_1x1_workspace_size,
     hipconv_fwd_2d_fp16_1x1_split_k, hipconv_fwd_2d_fp16_1x1_run},
    {{"fwd_2d_bf16_1x1", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "fma", "filter1x1_stride1_pad0",
      64, 64, 16, 4, 4, 0, 0,
      0, 0,
      256, 16384, 2,
      4, 4, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_bf16_1x1_supports, hipconv_fwd_2d_bf16_1x1_workspace_size,
     hipconv_fwd_2d_bf16_1x1_split_k, hipconv_fwd_2d_bf16_1x1_run},
    {{"fwd_3d_fp32_1x1", "forward", 3,
      "NDHWGC", "GKZYXC", "NDHWGK",
      "fp32", "fp32", "fp32",
      "fp32", "acc", "",
      "fma", "filter1x1_stride1_pad0",
      64, 64, 16, 4, 4, 0, 0,
      0, 0,
      256, 16384, 2,
      4, 4, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_3d_fp32_1x1_supports, hipconv_fwd_3d_fp32_1x1_workspace_size,
     hipconv_fwd_3d_fp32_1x1_split_k, hipconv_fwd_3d_fp32_1x1_run},
    {{"fwd_3d_fp16_1x1", "forward", 3,
      "NDHWGC", "GKZYXC", "NDHWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "fma", "filter1x1_stride1_pad0",
      64, 64, 16, 4, 4, 0, 0,
      0, 0,
      256, 16384, 2,
      4, 4, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_3d_fp16_1x1_supports, hipconv_fwd_3d_fp16_1x1_workspace_size,
     hipconv_fwd_3d_fp16_1x1_split_k, hipconv_fwd_3d_fp16_1x1_run},
    {{"fwd_3d_bf16_1x1", "forward", 3,
      "NDHWGC", "GKZYXC", "NDHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "fma", "filter1x1_stride1_pad0",
      64, 64, 16, 4, 4, 0, 0,
      0, 0,
      256, 16384, 2,
      4, 4, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_3d_bf16_1x1_supports, hipconv_fwd_3d_bf16_1x1_workspace_size,
     hipconv_fwd_3d_bf16_1x1_split_k, hipconv_fwd_3d_bf16_1x1_run},
    {{"fwd_2d_fp32_1x1_strided", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp32", "fp32", "fp32",
      "fp32", "acc", "",
      "fma", "filter1x1_pad0",
      64, 64, 16, 4, 4, 0, 0,
      0, 0,
      256, 16384, 2,
      4, 4, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_fp32_1x1_strided_supports, hipconv_fwd_2d_fp32_1x1_strided_workspace_size,
     hipconv_fwd_2d_fp32_1x1_strided_split_k, hipconv_fwd_2d_fp32_1x1_strided_run},
    {{"fwd_2d_fp16_1x1_strided", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "fma", "filter1x1_pad0",
      64, 64, 16, 4, 4, 0, 0,
      0, 0,
      256, 16384, 2,
      4, 4, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_fp16_1x1_strided_supports, hipconv_fwd_2d_fp16_1x1_strided_workspace_size,
     hipconv_fwd_2d_fp16_1x1_strided_split_k, hipconv_fwd_2d_fp16_1x1_strided_run},
    {{"fwd_2d_bf16_1x1_strided", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "fma", "filter1x1_pad0",
      64, 64, 16, 4, 4, 0, 0,
      0, 0,
      256, 16384, 2,
      4, 4, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_bf16_1x1_strided_supports, hipconv_fwd_2d_bf16_1x1_strided_workspace_size,
     hipconv_fwd_2d_bf16_1x1_strided_split_k, hipconv_fwd_2d_bf16_1x1_strided_run},
    {{"fwd_1d_fp32_depthwise", "forward", 1,
      "NWGC", "GKXC", "NWGK",
      "fp32", "fp32", "fp32",
      "fp32", "acc", "",
      "fma", "depthwise",
      16, 32, 4, 1, 4, 0, 0,
      0, 0,
      128, 8192, 2,
      4, 1, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_1d_fp32_depthwise_supports, hipconv_fwd_1d_fp32_depthwise_workspace_size,
     hipconv_fwd_1d_fp32_depthwise_split_k, hipconv_fwd_1d_fp32_depthwise_run},
    {{"fwd_1d_fp16_depthwise", "forward", 1,
      "NWGC", "GKXC", "NWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "fma", "depthwise",
      16, 32, 4, 1, 4, 0, 0,
      0, 0,
      128, 8192, 2,
      4, 1, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_1d_fp16_depthwise_supports, hipconv_fwd_1d_fp16_depthwise_workspace_size,
     hipconv_fwd_1d_fp16_depthwise_split_k, hipconv_fwd_1d_fp16_depthwise_run},
    {{"fwd_1d_bf16_depthwise", "forward", 1,
      "NWGC", "GKXC", "NWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "fma", "depthwise",
      16, 32, 4, 1, 4, 0, 0,
      0, 0,
      128, 8192, 2,
      4, 1, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_1d_bf16_depthwise_supports, hipconv_fwd_1d_bf16_depthwise_workspace_size,
     hipconv_fwd_1d_bf16_depthwise_split_k, hipconv_fwd_1d_bf16_depthwise_run},
    {{"fwd_2d_fp32_depthwise", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp32", "fp32", "fp32",
      "fp32", "acc", "",
      "fma", "depthwise",
      16, 32, 4, 1, 4, 0, 0,
      0, 0,
      128, 8192, 2,
      4, 1, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_fp32_depthwise_supports, hipconv_fwd_2d_fp32_depthwise_workspace_size,
     hipconv_fwd_2d_fp32_depthwise_split_k, hipconv_fwd_2d_fp32_depthwise_run},
    {{"fwd_2d_fp16_depthwise", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "fma", "depthwise",
      16, 32, 4, 1, 4, 0, 0,
      0, 0,
      128, 8192, 2,
      4, 1, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_fp16_depthwise_supports, hipconv_fwd_2d_fp16_depthwise_workspace_size,
     hipconv_fwd_2d_fp16_depthwise_split_k, hipconv_fwd_2d_fp16_depthwise_run},
    {{"fwd_2d_bf16_depthwise", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "fma", "depthwise",
      16, 32, 4, 1, 4, 0, 0,
      0, 0,
      128, 8192, 2,
      4, 1, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_bf16_depthwise_supports, hipconv_fwd_2d_bf16_depthwise_workspace_size,
     hipconv_fwd_2d_bf16_depthwise_split_k, hipconv_fwd_2d_bf16_depthwise_run},
    {{"fwd_3d_fp32_depthwise", "forward", 3,
      "NDHWGC", "GKZYXC", "NDHWGK",
      "fp32", "fp32", "fp32",
      "fp32", "acc", "",
      "fma", "depthwise",
      16, 32, 4, 1, 4, 0, 0,
      0, 0,
      128, 8192, 2,
      4, 1, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_3d_fp32_depthwise_supports, hipconv_fwd_3d_fp32_depthwise_workspace_size,
     hipconv_fwd_3d_fp32_depthwise_split_k, hipconv_fwd_3d_fp32_depthwise_run},
    {{"fwd_3d_fp16_depthwise", "forward", 3,
      "NDHWGC", "GKZYXC", "NDHWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "fma", "depthwise",
      16, 32, 4, 1, 4, 0, 0,
      0, 0,
      128, 8192, 2,
      4, 1, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_3d_fp16_depthwise_supports, hipconv_fwd_3d_fp16_depthwise_workspace_size,
     hipconv_fwd_3d_fp16_depthwise_split_k, hipconv_fwd_3d_fp16_depthwise_run},
    {{"fwd_3d_bf16_depthwise", "forward", 3,
      "NDHWGC", "GKZYXC", "NDHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "fma", "depthwise",
      16, 32, 4, 1, 4, 0, 0,
      0, 0,
      128, 8192, 2,
      4, 1, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_3d_bf16_depthwise_supports, hipconv_fwd_3d_bf16_depthwise_workspace_size,
     hipconv_fwd_3d_bf16_depthwise_split_k, hipconv_fwd_3d_bf16_depthwise_run},
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_1d_fp16_mma128x128", "forward", 1,
      "NWGC", "GKXC", "NWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "mma_sync", "default",
      128, 128, 32, 0, 0, 64, 32,
      0, 0,
      256, 71680, 3,
      8, 8, 8,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_1d_fp16_mma128x128_supports, hipconv_fwd_1d_fp16_mma128x128_workspace_size,
     hipconv_fwd_1d_fp16_mma128x128_split_k, hipconv_fwd_1d_fp16_mma128x128_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_1d_bf16_mma128x128", "forward", 1,
      "NWGC", "GKXC", "NWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "mma_sync", "default",
      128, 128, 32, 0, 0, 64, 32,
      0, 0,
      256, 71680, 3,
      8, 8, 8,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_1d_bf16_mma128x128_supports, hipconv_fwd_1d_bf16_mma128x128_workspace_size,
     hipconv_fwd_1d_bf16_mma128x128_split_k, hipconv_fwd_1d_bf16_mma128x128_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_mma128x128", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "mma_sync", "default",
      128, 128, 32, 0, 0, 64, 32,
      0, 0,
      256, 71680, 3,
      8, 8, 8,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_fp16_mma128x128_supports, hipconv_fwd_2d_fp16_mma128x128_workspace_size,
     hipconv_fwd_2d_fp16_mma128x128_split_k, hipconv_fwd_2d_fp16_mma128x128_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_mma128x128", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "mma_sync", "default",
      128, 128, 32, 0, 0, 64, 32,
      0, 0,
      256, 71680, 3,
      8, 8, 8,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_bf16_mma128x128_supports, hipconv_fwd_2d_bf16_mma128x128_workspace_size,
     hipconv_fwd_2d_bf16_mma128x128_split_k, hipconv_fwd_2d_bf16_mma128x128_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_3d_fp16_mma128x128", "forward", 3,
      "NDHWGC", "GKZYXC", "NDHWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "mma_sync", "default",
      128, 128, 32, 0, 0, 64, 32,
      0, 0,
      256, 71680, 3,
      8, 8, 8,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_3d_fp16_mma128x128_supports, hipconv_fwd_3d_fp16_mma128x128_workspace_size,
     hipconv_fwd_3d_fp16_mma128x128_split_k, hipconv_fwd_3d_fp16_mma128x128_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_3d_bf16_mma128x128", "forward", 3,
      "NDHWGC", "GKZYXC", "NDHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "mma_sync", "default",
      128, 128, 32, 0, 0, 64, 32,
      0, 0,
      256, 71680, 3,
      8, 8, 8,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_3d_bf16_mma128x128_supports, hipconv_fwd_3d_bf16_mma128x128_workspace_size,
     hipconv_fwd_3d_bf16_mma128x128_split_k, hipconv_fwd_3d_bf16_mma128x128_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_mma128x64", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "mma_sync", "default",
      128, 64, 32, 0, 0, 64, 32,
      0, 0,
      128, 61440, 4,
      8, 8, 8,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_fp16_mma128x64_supports, hipconv_fwd_2d_fp16_mma128x64_workspace_size,
     hipconv_fwd_2d_fp16_mma128x64_split_k, hipconv_fwd_2d_fp16_mma128x64_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_mma128x64", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "mma_sync", "default",
      128, 64, 32, 0, 0, 64, 32,
      0, 0,
      128, 61440, 4,
      8, 8, 8,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_bf16_mma128x64_supports, hipconv_fwd_2d_bf16_mma128x64_workspace_size,
     hipconv_fwd_2d_bf16_mma128x64_split_k, hipconv_fwd_2d_bf16_mma128x64_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_mma128x32", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "mma_sync", "default",
      128, 32, 32, 0, 0, 32, 32,
      0, 0,
      128, 51200, 4,
      8, 8, 8,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_fp16_mma128x32_supports, hipconv_fwd_2d_fp16_mma128x32_workspace_size,
     hipconv_fwd_2d_fp16_mma128x32_split_k, hipconv_fwd_2d_fp16_mma128x32_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_mma128x32", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "mma_sync", "default",
      128, 32, 32, 0, 0, 32, 32,
      0, 0,
      128, 51200, 4,
      8, 8, 8,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_bf16_mma128x32_supports, hipconv_fwd_2d_bf16_mma128x32_workspace_size,
     hipconv_fwd_2d_bf16_mma128x32_split_k, hipconv_fwd_2d_bf16_mma128x32_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_mma_1x1", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "mma_sync", "filter1x1_stride1_pad0",
      128, 128, 32, 0, 0, 64, 64,
      0, 0,
      128, 71680, 3,
      8, 8, 8,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_fp16_mma_1x1_supports, hipconv_fwd_2d_fp16_mma_1x1_workspace_size,
     hipconv_fwd_2d_fp16_mma_1x1_split_k, hipconv_fwd_2d_fp16_mma_1x1_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_mma_1x1", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "mma_sync", "filter1x1_stride1_pad0",
      128, 128, 32, 0, 0, 64, 64,
      0, 0,
      128, 71680, 3,
      8, 8, 8,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_bf16_mma_1x1_supports, hipconv_fwd_2d_bf16_mma_1x1_workspace_size,
     hipconv_fwd_2d_bf16_mma_1x1_split_k, hipconv_fwd_2d_bf16_mma_1x1_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_1d_fp16_wgmma_tma128x128_persistent", "forward", 1,
      "NWGC", "GKXC", "NWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "wgmma", "default",
      128, 128, 64, 0, 0, 0, 0,
      64, 128,
      384, 203840, 4,
      8, 8, 8,
      1, 0, 1, 32,
      "tma", "persistent"},
     hipconv_fwd_1d_fp16_wgmma_tma128x128_persistent_supports, hipconv_fwd_1d_fp16_wgmma_tma128x128_persistent_workspace_size,
     hipconv_fwd_1d_fp16_wgmma_tma128x128_persistent_split_k, hipconv_fwd_1d_fp16_wgmma_tma128x128_persistent_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_1d_bf16_wgmma_tma128x128_persistent", "forward", 1,
      "NWGC", "GKXC", "NWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "wgmma", "default",
      128, 128, 64, 0, 0, 0, 0,
      64, 128,
      384, 203840, 4,
      8, 8, 8,
      1, 0, 1, 32,
      "tma", "persistent"},
     hipconv_fwd_1d_bf16_wgmma_tma128x128_persistent_supports, hipconv_fwd_1d_bf16_wgmma_tma128x128_persistent_workspace_size,
     hipconv_fwd_1d_bf16_wgmma_tma128x128_persistent_split_k, hipconv_fwd_1d_bf16_wgmma_tma128x128_persistent_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_fp16_wgmma_tma128x128_persistent", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "wgmma", "default",
      128, 128, 64, 0, 0, 0, 0,
      64, 128,
      384, 203840, 4,
      8, 8, 8,
      1, 0, 1, 32,
      "tma", "persistent"},
     hipconv_fwd_2d_fp16_wgmma_tma128x128_persistent_supports, hipconv_fwd_2d_fp16_wgmma_tma128x128_persistent_workspace_size,
     hipconv_fwd_2d_fp16_wgmma_tma128x128_persistent_split_k, hipconv_fwd_2d_fp16_wgmma_tma128x128_persistent_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_bf16_wgmma_tma128x128_persistent", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "wgmma", "default",
      128, 128, 64, 0, 0, 0, 0,
      64, 128,
      384, 203840, 4,
      8, 8, 8,
      1, 0, 1, 32,
      "tma", "persistent"},
     hipconv_fwd_2d_bf16_wgmma_tma128x128_persistent_supports, hipconv_fwd_2d_bf16_wgmma_tma128x128_persistent_workspace_size,
     hipconv_fwd_2d_bf16_wgmma_tma128x128_persistent_split_k, hipconv_fwd_2d_bf16_wgmma_tma128x128_persistent_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_3d_fp16_wgmma_tma128x128_persistent", "forward", 3,
      "NDHWGC", "GKZYXC", "NDHWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "wgmma", "default",
      128, 128, 64, 0, 0, 0, 0,
      64, 128,
      384, 203840, 4,
      8, 8, 8,
      1, 0, 1, 32,
      "tma", "persistent"},
     hipconv_fwd_3d_fp16_wgmma_tma128x128_persistent_supports, hipconv_fwd_3d_fp16_wgmma_tma128x128_persistent_workspace_size,
     hipconv_fwd_3d_fp16_wgmma_tma128x128_persistent_split_k, hipconv_fwd_3d_fp16_wgmma_tma128x128_persistent_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_3d_bf16_wgmma_tma128x128_persistent", "forward", 3,
      "NDHWGC", "GKZYXC", "NDHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "wgmma", "default",
      128, 128, 64, 0, 0, 0, 0,
      64, 128,
      384, 203840, 4,
      8, 8, 8,
      1, 0, 1, 32,
      "tma", "persistent"},
     hipconv_fwd_3d_bf16_wgmma_tma128x128_persistent_supports, hipconv_fwd_3d_bf16_wgmma_tma128x128_persistent_workspace_size,
     hipconv_fwd_3d_bf16_wgmma_tma128x128_persistent_split_k, hipconv_fwd_3d_bf16_wgmma_tma128x128_persistent_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_fp16_wgmma_tma128x64", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "wgmma", "default",
      128, 64, 64, 0, 0, 0, 0,
      64, 64,
      384, 99392, 4,
      8, 8, 8,
      1, 0, 1, 32,
      "tma", "per_tile"},
     hipconv_fwd_2d_fp16_wgmma_tma128x64_supports, hipconv_fwd_2d_fp16_wgmma_tma128x64_workspace_size,
     hipconv_fwd_2d_fp16_wgmma_tma128x64_split_k, hipconv_fwd_2d_fp16_wgmma_tma128x64_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_bf16_wgmma_tma128x64", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "wgmma", "default",
      128, 64, 64, 0, 0, 0, 0,
      64, 64,
      384, 99392, 4,
      8, 8, 8,
      1, 0, 1, 32,
      "tma", "per_tile"},
     hipconv_fwd_2d_bf16_wgmma_tma128x64_supports, hipconv_fwd_2d_bf16_wgmma_tma128x64_workspace_size,
     hipconv_fwd_2d_bf16_wgmma_tma128x64_split_k, hipconv_fwd_2d_bf16_wgmma_tma128x64_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_3d_fp16_wgmma_tma128x64", "forward", 3,
      "NDHWGC", "GKZYXC", "NDHWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "wgmma", "default",
      128, 64, 64, 0, 0, 0, 0,
      64, 64,
      384, 99392, 4,
      8, 8, 8,
      1, 0, 1, 32,
      "tma", "per_tile"},
     hipconv_fwd_3d_fp16_wgmma_tma128x64_supports, hipconv_fwd_3d_fp16_wgmma_tma128x64_workspace_size,
     hipconv_fwd_3d_fp16_wgmma_tma128x64_split_k, hipconv_fwd_3d_fp16_wgmma_tma128x64_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_3d_bf16_wgmma_tma128x64", "forward", 3,
      "NDHWGC", "GKZYXC", "NDHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "wgmma", "default",
      128, 64, 64, 0, 0, 0, 0,
      64, 64,
      384, 99392, 4,
      8, 8, 8,
      1, 0, 1, 32,
      "tma", "per_tile"},
     hipconv_fwd_3d_bf16_wgmma_tma128x64_supports, hipconv_fwd_3d_bf16_wgmma_tma128x64_workspace_size,
     hipconv_fwd_3d_bf16_wgmma_tma128x64_split_k, hipconv_fwd_3d_bf16_wgmma_tma128x64_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_fp16_wgmma_tma256x128", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "wgmma", "default",
      256, 128, 64, 0, 0, 0, 0,
      128, 128,
      384, 197696, 4,
      8, 8, 8,
      1, 0, 1, 32,
      "tma", "per_tile"},
     hipconv_fwd_2d_fp16_wgmma_tma256x128_supports, hipconv_fwd_2d_fp16_wgmma_tma256x128_workspace_size,
     hipconv_fwd_2d_fp16_wgmma_tma256x128_split_k, hipconv_fwd_2d_fp16_wgmma_tma256x128_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_bf16_wgmma_tma256x128", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "wgmma", "default",
      256, 128, 64, 0, 0, 0, 0,
      128, 128,
      384, 197696, 4,
      8, 8, 8,
      1, 0, 1, 32,
      "tma", "per_tile"},
     hipconv_fwd_2d_bf16_wgmma_tma256x128_supports, hipconv_fwd_2d_bf16_wgmma_tma256x128_workspace_size,
     hipconv_fwd_2d_bf16_wgmma_tma256x128_split_k, hipconv_fwd_2d_bf16_wgmma_tma256x128_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_3d_fp16_wgmma_tma256x128", "forward", 3,
      "NDHWGC", "GKZYXC", "NDHWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "wgmma", "default",
      256, 128, 64, 0, 0, 0, 0,
      128, 128,
      384, 197696, 4,
      8, 8, 8,
      1, 0, 1, 32,
      "tma", "per_tile"},
     hipconv_fwd_3d_fp16_wgmma_tma256x128_supports, hipconv_fwd_3d_fp16_wgmma_tma256x128_workspace_size,
     hipconv_fwd_3d_fp16_wgmma_tma256x128_split_k, hipconv_fwd_3d_fp16_wgmma_tma256x128_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_3d_bf16_wgmma_tma256x128", "forward", 3,
      "NDHWGC", "GKZYXC", "NDHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "wgmma", "default",
      256, 128, 64, 0, 0, 0, 0,
      128, 128,
      384, 197696, 4,
      8, 8, 8,
      1, 0, 1, 32,
      "tma", "per_tile"},
     hipconv_fwd_3d_bf16_wgmma_tma256x128_supports, hipconv_fwd_3d_bf16_wgmma_tma256x128_workspace_size,
     hipconv_fwd_3d_bf16_wgmma_tma256x128_split_k, hipconv_fwd_3d_bf16_wgmma_tma256x128_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_fp16_wgmma_tma_1x1", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "wgmma", "filter1x1_stride1_pad0",
      128, 128, 64, 0, 0, 0, 0,
      64, 128,
      384, 203840, 4,
      8, 8, 8,
      1, 0, 1, 32,
      "tma", "persistent"},
     hipconv_fwd_2d_fp16_wgmma_tma_1x1_supports, hipconv_fwd_2d_fp16_wgmma_tma_1x1_workspace_size,
     hipconv_fwd_2d_fp16_wgmma_tma_1x1_split_k, hipconv_fwd_2d_fp16_wgmma_tma_1x1_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_bf16_wgmma_tma_1x1", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "wgmma", "filter1x1_stride1_pad0",
      128, 128, 64, 0, 0, 0, 0,
      64, 128,
      384, 203840, 4,
      8, 8, 8,
      1, 0, 1, 32,
      "tma", "persistent"},
     hipconv_fwd_2d_bf16_wgmma_tma_1x1_supports, hipconv_fwd_2d_bf16_wgmma_tma_1x1_workspace_size,
     hipconv_fwd_2d_bf16_wgmma_tma_1x1_split_k, hipconv_fwd_2d_bf16_wgmma_tma_1x1_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_fp16_wgmma128x128", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "wgmma", "default",
      128, 128, 64, 0, 0, 0, 0,
      64, 128,
      256, 132096, 4,
      8, 8, 8,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_fp16_wgmma128x128_supports, hipconv_fwd_2d_fp16_wgmma128x128_workspace_size,
     hipconv_fwd_2d_fp16_wgmma128x128_split_k, hipconv_fwd_2d_fp16_wgmma128x128_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_bf16_wgmma128x128", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "wgmma", "default",
      128, 128, 64, 0, 0, 0, 0,
      64, 128,
      256, 132096, 4,
      8, 8, 8,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_bf16_wgmma128x128_supports, hipconv_fwd_2d_bf16_wgmma128x128_workspace_size,
     hipconv_fwd_2d_bf16_wgmma128x128_split_k, hipconv_fwd_2d_bf16_wgmma128x128_run},
#endif
    {{"fwd_2d_fp32_bias_relu", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp32", "fp32", "fp32",
      "fp32", "relu(acc + bias)", "",
      "fma", "default",
      64, 64, 16, 4, 4, 0, 0,
      0, 0,
      256, 16384, 2,
      4, 4, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_fp32_bias_relu_supports, hipconv_fwd_2d_fp32_bias_relu_workspace_size,
     hipconv_fwd_2d_fp32_bias_relu_split_k, hipconv_fwd_2d_fp32_bias_relu_run},
    {{"fwd_2d_fp16_bias_relu", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp16", "fp16", "fp16",
      "fp32", "relu(acc + bias)", "",
      "fma", "default",
      64, 64, 16, 4, 4, 0, 0,
      0, 0,
      256, 16384, 2,
      4, 4, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_fp16_bias_relu_supports, hipconv_fwd_2d_fp16_bias_relu_workspace_size,
     hipconv_fwd_2d_fp16_bias_relu_split_k, hipconv_fwd_2d_fp16_bias_relu_run},
    {{"fwd_2d_bf16_bias_relu", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "relu(acc + bias)", "",
      "fma", "default",
      64, 64, 16, 4, 4, 0, 0,
      0, 0,
      256, 16384, 2,
      4, 4, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_bf16_bias_relu_supports, hipconv_fwd_2d_bf16_bias_relu_workspace_size,
     hipconv_fwd_2d_bf16_bias_relu_split_k, hipconv_fwd_2d_bf16_bias_relu_run},
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_fp16_mma_bias_relu", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp16", "fp16", "fp16",
      "fp32", "relu(acc + bias)", "",
      "mma_sync", "default",
      128, 64, 32, 0, 0, 64, 32,
      0, 0,
      128, 61440, 4,
      8, 8, 8,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_fp16_mma_bias_relu_supports, hipconv_fwd_2d_fp16_mma_bias_relu_workspace_size,
     hipconv_fwd_2d_fp16_mma_bias_relu_split_k, hipconv_fwd_2d_fp16_mma_bias_relu_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_mma_bias_relu", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "relu(acc + bias)", "",
      "mma_sync", "default",
      128, 64, 32, 0, 0, 64, 32,
      0, 0,
      128, 61440, 4,
      8, 8, 8,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_bf16_mma_bias_relu_supports, hipconv_fwd_2d_bf16_mma_bias_relu_workspace_size,
     hipconv_fwd_2d_bf16_mma_bias_relu_split_k, hipconv_fwd_2d_bf16_mma_bias_relu_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_fp16_wgmma_tma_bias_relu", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp16", "fp16", "fp16",
      "fp32", "relu(acc + bias)", "",
      "wgmma", "default",
      128, 128, 64, 0, 0, 0, 0,
      64, 128,
      384, 203840, 4,
      8, 8, 8,
      1, 0, 1, 32,
      "tma", "persistent"},
     hipconv_fwd_2d_fp16_wgmma_tma_bias_relu_supports, hipconv_fwd_2d_fp16_wgmma_tma_bias_relu_workspace_size,
     hipconv_fwd_2d_fp16_wgmma_tma_bias_relu_split_k, hipconv_fwd_2d_fp16_wgmma_tma_bias_relu_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_bf16_wgmma_tma_bias_relu", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "relu(acc + bias)", "",
      "wgmma", "default",
      128, 128, 64, 0, 0, 0, 0,
      64, 128,
      384, 203840, 4,
      8, 8, 8,
      1, 0, 1, 32,
      "tma", "persistent"},
     hipconv_fwd_2d_bf16_wgmma_tma_bias_relu_supports, hipconv_fwd_2d_bf16_wgmma_tma_bias_relu_workspace_size,
     hipconv_fwd_2d_bf16_wgmma_tma_bias_relu_split_k, hipconv_fwd_2d_bf16_wgmma_tma_bias_relu_run},
#endif
    {{"fwd_2d_fp32_residual", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp32", "fp32", "fp32",
      "fp32", "alpha * acc + beta * residual", "",
      "fma", "default",
      64, 64, 16, 4, 4, 0, 0,
      0, 0,
      256, 16384, 2,
      4, 4, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_fp32_residual_supports, hipconv_fwd_2d_fp32_residual_workspace_size,
     hipconv_fwd_2d_fp32_residual_split_k, hipconv_fwd_2d_fp32_residual_run},
    {{"fwd_2d_bf16_residual", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "alpha * acc + beta * residual", "",
      "fma", "default",
      64, 64, 16, 4, 4, 0, 0,
      0, 0,
      256, 16384, 2,
      4, 4, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_bf16_residual_supports, hipconv_fwd_2d_bf16_residual_workspace_size,
     hipconv_fwd_2d_bf16_residual_split_k, hipconv_fwd_2d_bf16_residual_run},
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"fwd_2d_bf16_mma_residual", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "alpha * acc + beta * residual", "",
      "mma_sync", "default",
      128, 64, 32, 0, 0, 64, 32,
      0, 0,
      128, 61440, 4,
      8, 8, 8,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_bf16_mma_residual_supports, hipconv_fwd_2d_bf16_mma_residual_workspace_size,
     hipconv_fwd_2d_bf16_mma_residual_split_k, hipconv_fwd_2d_bf16_mma_residual_run},
#endif
    {{"fwd_2d_fp32_leaky_relu", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp32", "fp32", "fp32",
      "fp32", "where(acc + bias > 0, acc + bias, slope * (acc + bias))", "slope=0.01",
      "fma", "default",
      64, 64, 16, 4, 4, 0, 0,
      0, 0,
      256, 16384, 2,
      4, 4, 4,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_fp32_leaky_relu_supports, hipconv_fwd_2d_fp32_leaky_relu_workspace_size,
     hipconv_fwd_2d_fp32_leaky_relu_split_k, hipconv_fwd_2d_fp32_leaky_relu_run},
#if defined(HIPCONV_PLATFORM_NVIDIA)
    {{"fwd_2d_bf16_wgmma_tma_silu", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "silu(alpha * acc)", "",
      "wgmma", "default",
      128, 128, 64, 0, 0, 0, 0,
      64, 128,
      384, 203840, 4,
      8, 8, 8,
      1, 0, 1, 32,
      "tma", "persistent"},
     hipconv_fwd_2d_bf16_wgmma_tma_silu_supports, hipconv_fwd_2d_bf16_wgmma_tma_silu_workspace_size,
     hipconv_fwd_2d_bf16_wgmma_tma_silu_split_k, hipconv_fwd_2d_bf16_wgmma_tma_silu_run},
#endif
    {{"fwd_2d_fp32_group_first", "forward", 2,
      "GNHWC", "GKYXC", "GNHWK",
      "fp32", "fp32", "fp32",
      "fp32", "acc", "",
      "fma", "default",
      64, 64, 8, 4, 4, 0, 0,
      0, 0,
      256, 8192, 2,
      1, 1, 1,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_fp32_group_first_supports, hipconv_fwd_2d_fp32_group_first_workspace_size,
     hipconv_fwd_2d_fp32_group_first_split_k, hipconv_fwd_2d_fp32_group_first_run},
    {{"fwd_2d_bf16_group_first", "forward", 2,
      "GNHWC", "GKYXC", "GNHWK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "fma", "default",
      64, 64, 8, 4, 4, 0, 0,
      0, 0,
      256, 8192, 2,
      1, 1, 1,
      1, 0, 1, 32,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_bf16_group_first_supports, hipconv_fwd_2d_bf16_group_first_workspace_size,
     hipconv_fwd_2d_bf16_group_first_split_k, hipconv_fwd_2d_bf16_group_first_run},
    {{"fwd_2d_fp16_index64", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "fma", "default",
      64, 64, 16, 4, 4, 0, 0,
      0, 0,
      256, 16384, 2,
      4, 4, 4,
      1, 0, 1, 64,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_fp16_index64_supports, hipconv_fwd_2d_fp16_index64_workspace_size,
     hipconv_fwd_2d_fp16_index64_split_k, hipconv_fwd_2d_fp16_index64_run},
    {{"fwd_1d_fp32_reference", "forward", 1,
      "NWGC", "GKXC", "NWGK",
      "fp32", "fp32", "fp32",
      "fp32", "acc", "",
      "reference", "default",
      256, 1, 1, 0, 0, 0, 0,
      0, 0,
      256, 0, 2,
      1, 1, 1,
      1, 0, 1, 64,
      "cp_async", "per_tile"},
     hipconv_fwd_1d_fp32_reference_supports, hipconv_fwd_1d_fp32_reference_workspace_size,
     hipconv_fwd_1d_fp32_reference_split_k, hipconv_fwd_1d_fp32_reference_run},
    {{"fwd_1d_fp16_reference", "forward", 1,
      "NWGC", "GKXC", "NWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "reference", "default",
      256, 1, 1, 0, 0, 0, 0,
      0, 0,
      256, 0, 2,
      1, 1, 1,
      1, 0, 1, 64,
      "cp_async", "per_tile"},
     hipconv_fwd_1d_fp16_reference_supports, hipconv_fwd_1d_fp16_reference_workspace_size,
     hipconv_fwd_1d_fp16_reference_split_k, hipconv_fwd_1d_fp16_reference_run},
    {{"fwd_1d_bf16_reference", "forward", 1,
      "NWGC", "GKXC", "NWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "reference", "default",
      256, 1, 1, 0, 0, 0, 0,
      0, 0,
      256, 0, 2,
      1, 1, 1,
      1, 0, 1, 64,
      "cp_async", "per_tile"},
     hipconv_fwd_1d_bf16_reference_supports, hipconv_fwd_1d_bf16_reference_workspace_size,
     hipconv_fwd_1d_bf16_reference_split_k, hipconv_fwd_1d_bf16_reference_run},
    {{"fwd_2d_fp32_reference", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp32", "fp32", "fp32",
      "fp32", "acc", "",
      "reference", "default",
      256, 1, 1, 0, 0, 0, 0,
      0, 0,
      256, 0, 2,
      1, 1, 1,
      1, 0, 1, 64,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_fp32_reference_supports, hipconv_fwd_2d_fp32_reference_workspace_size,
     hipconv_fwd_2d_fp32_reference_split_k, hipconv_fwd_2d_fp32_reference_run},
    {{"fwd_2d_fp16_reference", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "reference", "default",
      256, 1, 1, 0, 0, 0, 0,
      0, 0,
      256, 0, 2,
      1, 1, 1,
      1, 0, 1, 64,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_fp16_reference_supports, hipconv_fwd_2d_fp16_reference_workspace_size,
     hipconv_fwd_2d_fp16_reference_split_k, hipconv_fwd_2d_fp16_reference_run},
    {{"fwd_2d_bf16_reference", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "reference", "default",
      256, 1, 1, 0, 0, 0, 0,
      0, 0,
      256, 0, 2,
      1, 1, 1,
      1, 0, 1, 64,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_bf16_reference_supports, hipconv_fwd_2d_bf16_reference_workspace_size,
     hipconv_fwd_2d_bf16_reference_split_k, hipconv_fwd_2d_bf16_reference_run},
    {{"fwd_3d_fp32_reference", "forward", 3,
      "NDHWGC", "GKZYXC", "NDHWGK",
      "fp32", "fp32", "fp32",
      "fp32", "acc", "",
      "reference", "default",
      256, 1, 1, 0, 0, 0, 0,
      0, 0,
      256, 0, 2,
      1, 1, 1,
      1, 0, 1, 64,
      "cp_async", "per_tile"},
     hipconv_fwd_3d_fp32_reference_supports, hipconv_fwd_3d_fp32_reference_workspace_size,
     hipconv_fwd_3d_fp32_reference_split_k, hipconv_fwd_3d_fp32_reference_run},
    {{"fwd_3d_fp16_reference", "forward", 3,
      "NDHWGC", "GKZYXC", "NDHWGK",
      "fp16", "fp16", "fp16",
      "fp32", "acc", "",
      "reference", "default",
      256, 1, 1, 0, 0, 0, 0,
      0, 0,
      256, 0, 2,
      1, 1, 1,
      1, 0, 1, 64,
      "cp_async", "per_tile"},
     hipconv_fwd_3d_fp16_reference_supports, hipconv_fwd_3d_fp16_reference_workspace_size,
     hipconv_fwd_3d_fp16_reference_split_k, hipconv_fwd_3d_fp16_reference_run},
    {{"fwd_3d_bf16_reference", "forward", 3,
      "NDHWGC", "GKZYXC", "NDHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "reference", "default",
      256, 1, 1, 0, 0, 0, 0,
      0, 0,
      256, 0, 2,
      1, 1, 1,
      1, 0, 1, 64,
      "cp_async", "per_tile"},
     hipconv_fwd_3d_bf16_reference_supports, hipconv_fwd_3d_bf16_reference_workspace_size,
     hipconv_fwd_3d_bf16_reference_split_k, hipconv_fwd_3d_bf16_reference_run},
    {{"fwd_2d_fp32_group_first_reference", "forward", 2,
      "GNHWC", "GKYXC", "GNHWK",
      "fp32", "fp32", "fp32",
      "fp32", "acc", "",
      "reference", "default",
      256, 1, 1, 0, 0, 0, 0,
      0, 0,
      256, 0, 2,
      1, 1, 1,
      1, 0, 1, 64,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_fp32_group_first_reference_supports, hipconv_fwd_2d_fp32_group_first_reference_workspace_size,
     hipconv_fwd_2d_fp32_group_first_reference_split_k, hipconv_fwd_2d_fp32_group_first_reference_run},
    {{"fwd_2d_bf16_group_first_reference", "forward", 2,
      "GNHWC", "GKYXC", "GNHWK",
      "bf16", "bf16", "bf16",
      "fp32", "acc", "",
      "reference", "default",
      256, 1, 1, 0, 0, 0, 0,
      0, 0,
      256, 0, 2,
      1, 1, 1,
      1, 0, 1, 64,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_bf16_group_first_reference_supports, hipconv_fwd_2d_bf16_group_first_reference_workspace_size,
     hipconv_fwd_2d_bf16_group_first_reference_split_k, hipconv_fwd_2d_bf16_group_first_reference_run},
    {{"fwd_2d_fp32_bias_relu_reference", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp32", "fp32", "fp32",
      "fp32", "relu(acc + bias)", "",
      "reference", "default",
      256, 1, 1, 0, 0, 0, 0,
      0, 0,
      256, 0, 2,
      1, 1, 1,
      1, 0, 1, 64,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_fp32_bias_relu_reference_supports, hipconv_fwd_2d_fp32_bias_relu_reference_workspace_size,
     hipconv_fwd_2d_fp32_bias_relu_reference_split_k, hipconv_fwd_2d_fp32_bias_relu_reference_run},
    {{"fwd_2d_fp16_bias_relu_reference", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp16", "fp16", "fp16",
      "fp32", "relu(acc + bias)", "",
      "reference", "default",
      256, 1, 1, 0, 0, 0, 0,
      0, 0,
      256, 0, 2,
      1, 1, 1,
      1, 0, 1, 64,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_fp16_bias_relu_reference_supports, hipconv_fwd_2d_fp16_bias_relu_reference_workspace_size,
     hipconv_fwd_2d_fp16_bias_relu_reference_split_k, hipconv_fwd_2d_fp16_bias_relu_reference_run},
    {{"fwd_2d_bf16_bias_relu_reference", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "relu(acc + bias)", "",
      "reference", "default",
      256, 1, 1, 0, 0, 0, 0,
      0, 0,
      256, 0, 2,
      1, 1, 1,
      1, 0, 1, 64,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_bf16_bias_relu_reference_supports, hipconv_fwd_2d_bf16_bias_relu_reference_workspace_size,
     hipconv_fwd_2d_bf16_bias_relu_reference_split_k, hipconv_fwd_2d_bf16_bias_relu_reference_run},
    {{"fwd_2d_fp32_residual_reference", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp32", "fp32", "fp32",
      "fp32", "alpha * acc + beta * residual", "",
      "reference", "default",
      256, 1, 1, 0, 0, 0, 0,
      0, 0,
      256, 0, 2,
      1, 1, 1,
      1, 0, 1, 64,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_fp32_residual_reference_supports, hipconv_fwd_2d_fp32_residual_reference_workspace_size,
     hipconv_fwd_2d_fp32_residual_reference_split_k, hipconv_fwd_2d_fp32_residual_reference_run},
    {{"fwd_2d_bf16_residual_reference", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "alpha * acc + beta * residual", "",
      "reference", "default",
      256, 1, 1, 0, 0, 0, 0,
      0, 0,
      256, 0, 2,
      1, 1, 1,
      1, 0, 1, 64,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_bf16_residual_reference_supports, hipconv_fwd_2d_bf16_residual_reference_workspace_size,
     hipconv_fwd_2d_bf16_residual_reference_split_k, hipconv_fwd_2d_bf16_residual_reference_run},
    {{"fwd_2d_fp32_leaky_relu_reference", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp32", "fp32", "fp32",
      "fp32", "where(acc + bias > 0, acc + bias, slope * (acc + bias))", "slope=0.01",
      "reference", "default",
      256, 1, 1, 0, 0, 0, 0,
      0, 0,
      256, 0, 2,
      1, 1, 1,
      1, 0, 1, 64,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_fp32_leaky_relu_reference_supports, hipconv_fwd_2d_fp32_leaky_relu_reference_workspace_size,
     hipconv_fwd_2d_fp32_leaky_relu_reference_split_k, hipconv_fwd_2d_fp32_leaky_relu_reference_run},
    {{"fwd_2d_bf16_silu_reference", "forward", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "bf16", "bf16", "bf16",
      "fp32", "silu(alpha * acc)", "",
      "reference", "default",
      256, 1, 1, 0, 0, 0, 0,
      0, 0,
      256, 0, 2,
      1, 1, 1,
      1, 0, 1, 64,
      "cp_async", "per_tile"},
     hipconv_fwd_2d_bf16_silu_reference_supports, hipconv_fwd_2d_bf16_silu_reference_workspace_size,
     hipconv_fwd_2d_bf16_silu_reference_split_k, hipconv_fwd_2d_bf16_silu_reference_run},
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
        for (int64_t b = 0; b < blocks; ++b) {
            total.diff_squares += host[b].diff_squares;
            total.want_squares += host[b].want_squares;
            total.want_max = host[b].want_max > total.want_max ? host[b].want_max : total.want_max;
            total.non_finite += host[b].non_finite;
            total.first_non_finite = host[b].first_non_finite < total.first_non_finite ? host[b].first_non_finite
                                                                                       : total.first_non_finite;
            total.over += host[b].over;
            if (host[b].worst >= 0 && (total.worst < 0 || host[b].worst_excess > total.worst_excess))
                total.worst = host[b].worst, total.worst_excess = host[b].worst_excess,
                total.got_at_worst = host[b].got_at_worst, total.want_at_worst = host[b].want_at_worst;
        }
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
        return "the problem does not have the shape the instance's specialization requires (1x1 filter; stride 1 and no padding for filter1x1_stride1_pad0; no padding for filter1x1_pad0)";
    case HIPCONV_REFUSED_INDEX_RANGE:
        return "a tensor has 2^31 or more elements, past 32-bit index arithmetic; use an instance with index_bits: 64";
    case HIPCONV_REFUSED_GRID_LIMIT:
        return "the launch grid exceeds the limits of the device (grid.y and grid.z at most 65535)";
    case HIPCONV_REFUSED_GROUPS_PER_BLOCK:
        return "G is not a multiple of the instance's groups_per_block";
    case HIPCONV_REFUSED_MERGED_TILE:
        return "K is larger than the rows each merged group gets (block.m / groups_per_block)";
    case HIPCONV_REFUSED_NOT_DEPTHWISE:
        return "a depthwise instance needs C = K = 1 per group";
    case HIPCONV_REFUSED_INVALID_PROBLEM:
        return "the problem is malformed: a size below 1, or output sizes that do not follow from input, filter, stride, dilation and padding";
    case HIPCONV_REFUSED_GROUP_VECTOR:
        return "G is not a multiple of the vector width of a depthwise instance";
    case HIPCONV_REFUSED_DEVICE:
        return "the current device cannot run the instance: it was not compiled for this GPU's architecture (its targets), or it needs more shared memory than the device allows a block";
    case HIPCONV_REFUSED_TMA:
        return "the instance's TMA tensor maps cannot describe the problem (loads: tma): forward with C not a multiple of 64 with G > 1 in a channels-last X, a stride over 8, or more than 2^31 output positions; backward-data with more than 8 stride phases or K not a multiple of 64 with G > 1 in a channels-last dY; backward-weight with C not a multiple of 64 and more than one filter tap, a stride over 8, or more than 2^31 reduction positions; padding or filter reach past the im2col corner and offset ranges (corners [-128, 127] in 2D, [-16, 15] in 3D; offsets below 256 in 2D, 32 in 3D); tensors not 16-byte aligned, or a map the driver rejects";
    case HIPCONV_REFUSED_FEW_CHANNELS:
        return "a few_channels instance holds at most thread.n channels per group (C) and stages W as one shared-memory row per (tap, k): K at most its rows (16 KiB of fp32 / block.n)";
    case HIPCONV_REFUSED_DEPTHWISE_WINDOW:
        return "a depthwise backward-weight instance with runs (thread.m > 1) takes only problems its X window covers: innermost filter width 3 or 7 (at most block.k), stride 1 and dilation 1 along the innermost axis (select falls back to a row-by-row instance)";
    case HIPCONV_DEVICE_ERROR:
        return "the device reported an error";
    case HIPCONV_INVALID_INSTANCE:
        return "no instance has this index";
    case HIPCONV_INVALID_ARGUMENT:
        return "a null pointer where a tensor or problem was needed";
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
    default: return HIPCONV_INVALID_ARGUMENT;
    }
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
