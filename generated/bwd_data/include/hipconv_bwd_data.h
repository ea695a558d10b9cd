/* @generated from specs/bwd_data.yaml; do not edit.
 * Regenerate with: python -m codegen specs/bwd_data.yaml
 *
 * The C interface of libhipconv_bwd_data.so: the generic ABI (hipconv/abi.h,
 * through which runtime/ calls every instance by index) and one set of entry
 * points per instance.
 */
#ifndef HIPCONV_BWD_DATA_H
#define HIPCONV_BWD_DATA_H

#include "hipconv/abi.h"

#ifdef __cplusplus
extern "C" {
#endif

/* bwd_data_1d_fp32_generic: backward_data 1D fp32 */
int32_t hipconv_bwd_data_1d_fp32_generic_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp32_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp32_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp32_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp16_generic: backward_data 1D fp16 */
int32_t hipconv_bwd_data_1d_fp16_generic_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp16_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_bf16_generic: backward_data 1D bf16 */
int32_t hipconv_bwd_data_1d_bf16_generic_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_bf16_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp32_generic: backward_data 2D fp32 */
int32_t hipconv_bwd_data_2d_fp32_generic_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp32_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_generic: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_generic_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_generic: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_generic_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp32_generic: backward_data 3D fp32 */
int32_t hipconv_bwd_data_3d_fp32_generic_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp32_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp32_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp32_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_generic: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_generic_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_generic: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_generic_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp32_vec4: backward_data 1D fp32 */
int32_t hipconv_bwd_data_1d_fp32_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp32_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp32_vec4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp32_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp16_vec4: backward_data 1D fp16 */
int32_t hipconv_bwd_data_1d_fp16_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp16_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_vec4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_bf16_vec4: backward_data 1D bf16 */
int32_t hipconv_bwd_data_1d_bf16_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_bf16_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_vec4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp32_vec4: backward_data 2D fp32 */
int32_t hipconv_bwd_data_2d_fp32_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp32_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_vec4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_vec4: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_vec4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_vec4: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_vec4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp32_vec4: backward_data 3D fp32 */
int32_t hipconv_bwd_data_3d_fp32_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp32_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp32_vec4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp32_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_vec4: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_vec4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_vec4: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_vec4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp16_vec8: backward_data 1D fp16 */
int32_t hipconv_bwd_data_1d_fp16_vec8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp16_vec8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_vec8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_vec8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_bf16_vec8: backward_data 1D bf16 */
int32_t hipconv_bwd_data_1d_bf16_vec8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_bf16_vec8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_vec8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_vec8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_vec8: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_vec8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_vec8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_vec8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_vec8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_vec8: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_vec8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_vec8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_vec8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_vec8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_vec8: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_vec8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_vec8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_vec8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_vec8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_vec8: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_vec8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_vec8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_vec8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_vec8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_big: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_big_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_big_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_big_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_big_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_big: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_big_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_big_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_big_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_big_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp32_128x64: backward_data 2D fp32 */
int32_t hipconv_bwd_data_2d_fp32_128x64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp32_128x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_128x64_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_128x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp32_winograd: backward_data 2D fp32 */
int32_t hipconv_bwd_data_2d_fp32_winograd_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp32_winograd_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_winograd_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_winograd_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp32_1x1: backward_data 1D fp32 */
int32_t hipconv_bwd_data_1d_fp32_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp32_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp32_1x1_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp32_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp16_1x1: backward_data 1D fp16 */
int32_t hipconv_bwd_data_1d_fp16_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp16_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_1x1_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_bf16_1x1: backward_data 1D bf16 */
int32_t hipconv_bwd_data_1d_bf16_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_bf16_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_1x1_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp32_1x1: backward_data 2D fp32 */
int32_t hipconv_bwd_data_2d_fp32_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp32_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_1x1_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_1x1: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_1x1_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_1x1: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_1x1_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp32_1x1: backward_data 3D fp32 */
int32_t hipconv_bwd_data_3d_fp32_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp32_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp32_1x1_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp32_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_1x1: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_1x1_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_1x1: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_1x1_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp32_1x1_split: backward_data 2D fp32 */
int32_t hipconv_bwd_data_2d_fp32_1x1_split_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp32_1x1_split_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_1x1_split_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_1x1_split_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_1x1_split: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_1x1_split_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_1x1_split_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_1x1_split_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_1x1_split_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_1x1_split: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_1x1_split_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_1x1_split_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_1x1_split_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_1x1_split_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp32_small_c: backward_data 2D fp32 */
int32_t hipconv_bwd_data_2d_fp32_small_c_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp32_small_c_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_small_c_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_small_c_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_small_c: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_small_c_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_small_c_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_small_c_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_small_c_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_small_c: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_small_c_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_small_c_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_small_c_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_small_c_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp32_depthwise: backward_data 1D fp32 */
int32_t hipconv_bwd_data_1d_fp32_depthwise_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp32_depthwise_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp32_depthwise_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp32_depthwise_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp16_depthwise: backward_data 1D fp16 */
int32_t hipconv_bwd_data_1d_fp16_depthwise_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp16_depthwise_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_depthwise_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_depthwise_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_bf16_depthwise: backward_data 1D bf16 */
int32_t hipconv_bwd_data_1d_bf16_depthwise_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_bf16_depthwise_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_depthwise_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_depthwise_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp32_depthwise: backward_data 2D fp32 */
int32_t hipconv_bwd_data_2d_fp32_depthwise_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp32_depthwise_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_depthwise_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_depthwise_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_depthwise: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_depthwise_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_depthwise_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_depthwise_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_depthwise_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_depthwise: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_depthwise_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_depthwise_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_depthwise_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_depthwise_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp32_depthwise: backward_data 3D fp32 */
int32_t hipconv_bwd_data_3d_fp32_depthwise_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp32_depthwise_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp32_depthwise_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp32_depthwise_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_depthwise: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_depthwise_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_depthwise_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_depthwise_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_depthwise_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_depthwise: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_depthwise_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_depthwise_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_depthwise_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_depthwise_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp16_depthwise_v2: backward_data 1D fp16 */
int32_t hipconv_bwd_data_1d_fp16_depthwise_v2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp16_depthwise_v2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_depthwise_v2_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_depthwise_v2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_bf16_depthwise_v2: backward_data 1D bf16 */
int32_t hipconv_bwd_data_1d_bf16_depthwise_v2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_bf16_depthwise_v2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_depthwise_v2_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_depthwise_v2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_depthwise_v2: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_depthwise_v2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_depthwise_v2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_depthwise_v2_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_depthwise_v2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_depthwise_v2: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_depthwise_v2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_depthwise_v2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_depthwise_v2_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_depthwise_v2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_depthwise_v2: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_depthwise_v2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_depthwise_v2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_depthwise_v2_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_depthwise_v2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_depthwise_v2: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_depthwise_v2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_depthwise_v2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_depthwise_v2_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_depthwise_v2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_depthwise_tile7: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_depthwise_tile7_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_depthwise_tile7_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_depthwise_tile7_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_depthwise_tile7_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_depthwise_tile7: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_depthwise_tile7_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_depthwise_tile7_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_depthwise_tile7_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_depthwise_tile7_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp32_depthwise_tile7: backward_data 2D fp32 */
int32_t hipconv_bwd_data_2d_fp32_depthwise_tile7_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp32_depthwise_tile7_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_depthwise_tile7_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_depthwise_tile7_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_depthwise_tile: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_depthwise_tile_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_depthwise_tile_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_depthwise_tile_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_depthwise_tile_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_depthwise_tile: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_depthwise_tile_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_depthwise_tile_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_depthwise_tile_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_depthwise_tile_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_depthwise_tile: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_depthwise_tile_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_depthwise_tile_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_depthwise_tile_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_depthwise_tile_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_depthwise_tile: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_depthwise_tile_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_depthwise_tile_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_depthwise_tile_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_depthwise_tile_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp32_depthwise_tile: backward_data 2D fp32 */
int32_t hipconv_bwd_data_2d_fp32_depthwise_tile_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp32_depthwise_tile_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_depthwise_tile_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_depthwise_tile_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp32_depthwise_tile: backward_data 3D fp32 */
int32_t hipconv_bwd_data_3d_fp32_depthwise_tile_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp32_depthwise_tile_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp32_depthwise_tile_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp32_depthwise_tile_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp16_few_c3: backward_data 1D fp16 */
int32_t hipconv_bwd_data_1d_fp16_few_c3_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp16_few_c3_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_few_c3_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_few_c3_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_bf16_few_c3: backward_data 1D bf16 */
int32_t hipconv_bwd_data_1d_bf16_few_c3_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_bf16_few_c3_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_few_c3_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_few_c3_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_few_c3: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_few_c3_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_few_c3_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_few_c3_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_few_c3_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_few_c3: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_few_c3_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_few_c3_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_few_c3_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_few_c3_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_few_c3: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_few_c3_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_few_c3_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_few_c3_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_few_c3_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_few_c3: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_few_c3_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_few_c3_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_few_c3_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_few_c3_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp32_few_c3: backward_data 1D fp32 */
int32_t hipconv_bwd_data_1d_fp32_few_c3_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp32_few_c3_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp32_few_c3_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp32_few_c3_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp32_few_c3: backward_data 2D fp32 */
int32_t hipconv_bwd_data_2d_fp32_few_c3_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp32_few_c3_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_few_c3_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_few_c3_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp32_few_c3: backward_data 3D fp32 */
int32_t hipconv_bwd_data_3d_fp32_few_c3_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp32_few_c3_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp32_few_c3_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp32_few_c3_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp32_few_c4: backward_data 1D fp32 */
int32_t hipconv_bwd_data_1d_fp32_few_c4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp32_few_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp32_few_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp32_few_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp16_few_c4: backward_data 1D fp16 */
int32_t hipconv_bwd_data_1d_fp16_few_c4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp16_few_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_few_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_few_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_bf16_few_c4: backward_data 1D bf16 */
int32_t hipconv_bwd_data_1d_bf16_few_c4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_bf16_few_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_few_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_few_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp32_few_c4: backward_data 2D fp32 */
int32_t hipconv_bwd_data_2d_fp32_few_c4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp32_few_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_few_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_few_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_few_c4: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_few_c4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_few_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_few_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_few_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_few_c4: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_few_c4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_few_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_few_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_few_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp32_few_c4: backward_data 3D fp32 */
int32_t hipconv_bwd_data_3d_fp32_few_c4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp32_few_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp32_few_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp32_few_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_few_c4: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_few_c4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_few_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_few_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_few_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_few_c4: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_few_c4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_few_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_few_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_few_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_few_tile_c4: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_few_tile_c4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_few_tile_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_few_tile_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_few_tile_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_few_tile_c4: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_few_tile_c4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_few_tile_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_few_tile_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_few_tile_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_few_tile_c4: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_few_tile_c4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_few_tile_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_few_tile_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_few_tile_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_few_tile_c4: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_few_tile_c4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_few_tile_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_few_tile_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_few_tile_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp32_few_tile_c4: backward_data 2D fp32 */
int32_t hipconv_bwd_data_2d_fp32_few_tile_c4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp32_few_tile_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_few_tile_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_few_tile_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp32_few_tile_c4: backward_data 3D fp32 */
int32_t hipconv_bwd_data_3d_fp32_few_tile_c4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp32_few_tile_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp32_few_tile_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp32_few_tile_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_few_tile_c8: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_few_tile_c8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_few_tile_c8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_few_tile_c8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_few_tile_c8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_few_tile_c8: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_few_tile_c8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_few_tile_c8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_few_tile_c8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_few_tile_c8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp32_few_tile_c8: backward_data 2D fp32 */
int32_t hipconv_bwd_data_2d_fp32_few_tile_c8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp32_few_tile_c8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_few_tile_c8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_few_tile_c8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_few_tile_c8_mma_r4: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_few_tile_c8_mma_r4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_few_tile_c8_mma_r4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_few_tile_c8_mma_r4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_few_tile_c8_mma_r4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_few_tile_c8_mma_r4: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_few_tile_c8_mma_r4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_few_tile_c8_mma_r4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_few_tile_c8_mma_r4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_few_tile_c8_mma_r4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_few_tile_c8_mma_r8: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_few_tile_c8_mma_r8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_few_tile_c8_mma_r8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_few_tile_c8_mma_r8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_few_tile_c8_mma_r8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_few_tile_c8_mma_r8: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_few_tile_c8_mma_r8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_few_tile_c8_mma_r8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_few_tile_c8_mma_r8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_few_tile_c8_mma_r8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp32_narrow: backward_data 2D fp32 */
int32_t hipconv_bwd_data_2d_fp32_narrow_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp32_narrow_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_narrow_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_narrow_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_narrow: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_narrow_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_narrow_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_narrow_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_narrow_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_narrow: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_narrow_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_narrow_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_narrow_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_narrow_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp32_narrow: backward_data 3D fp32 */
int32_t hipconv_bwd_data_3d_fp32_narrow_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp32_narrow_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp32_narrow_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp32_narrow_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_narrow: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_narrow_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_narrow_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_narrow_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_narrow_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_narrow: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_narrow_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_narrow_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_narrow_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_narrow_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp16_mma128x128: backward_data 1D fp16 */
int32_t hipconv_bwd_data_1d_fp16_mma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp16_mma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_mma128x128_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_mma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_bf16_mma128x128: backward_data 1D bf16 */
int32_t hipconv_bwd_data_1d_bf16_mma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_bf16_mma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_mma128x128_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_mma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_mma128x128: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_mma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_mma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_mma128x128_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_mma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_mma128x128: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_mma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_mma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_mma128x128_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_mma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_mma128x128: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_mma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_mma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_mma128x128_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_mma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_mma128x128: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_mma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_mma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_mma128x128_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_mma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_mma128x64: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_mma128x64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_mma128x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_mma128x64_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_mma128x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_mma128x64: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_mma128x64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_mma128x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_mma128x64_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_mma128x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_mma128x64: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_mma128x64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_mma128x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_mma128x64_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_mma128x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_mma128x64: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_mma128x64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_mma128x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_mma128x64_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_mma128x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp16_mma128x64_pad8: backward_data 1D fp16 */
int32_t hipconv_bwd_data_1d_fp16_mma128x64_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp16_mma128x64_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_mma128x64_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_mma128x64_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_bf16_mma128x64_pad8: backward_data 1D bf16 */
int32_t hipconv_bwd_data_1d_bf16_mma128x64_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_bf16_mma128x64_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_mma128x64_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_mma128x64_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_mma128x64_pad8: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_mma128x64_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_mma128x64_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_mma128x64_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_mma128x64_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_mma128x64_pad8: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_mma128x64_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_mma128x64_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_mma128x64_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_mma128x64_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_mma128x64_pad8: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_mma128x64_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_mma128x64_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_mma128x64_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_mma128x64_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_mma128x64_pad8: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_mma128x64_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_mma128x64_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_mma128x64_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_mma128x64_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp16_wgmma_tma128x128_persistent_pad8: backward_data 1D fp16 */
int32_t hipconv_bwd_data_1d_fp16_wgmma_tma128x128_persistent_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp16_wgmma_tma128x128_persistent_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_wgmma_tma128x128_persistent_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_wgmma_tma128x128_persistent_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_bf16_wgmma_tma128x128_persistent_pad8: backward_data 1D bf16 */
int32_t hipconv_bwd_data_1d_bf16_wgmma_tma128x128_persistent_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_bf16_wgmma_tma128x128_persistent_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_wgmma_tma128x128_persistent_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_wgmma_tma128x128_persistent_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_wgmma_tma128x128_persistent_pad8: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma128x128_persistent_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_wgmma_tma128x128_persistent_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma128x128_persistent_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma128x128_persistent_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_wgmma_tma128x128_persistent_pad8: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma128x128_persistent_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_wgmma_tma128x128_persistent_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma128x128_persistent_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma128x128_persistent_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_wgmma_tma128x128_persistent_pad8: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_wgmma_tma128x128_persistent_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_wgmma_tma128x128_persistent_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_wgmma_tma128x128_persistent_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_wgmma_tma128x128_persistent_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_wgmma_tma128x128_persistent_pad8: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_wgmma_tma128x128_persistent_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_wgmma_tma128x128_persistent_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_wgmma_tma128x128_persistent_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_wgmma_tma128x128_persistent_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_wgmma_tma128x64_pad8: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma128x64_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_wgmma_tma128x64_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma128x64_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma128x64_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_wgmma_tma128x64_pad8: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma128x64_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_wgmma_tma128x64_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma128x64_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma128x64_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_wgmma_tma128x64_pad8: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_wgmma_tma128x64_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_wgmma_tma128x64_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_wgmma_tma128x64_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_wgmma_tma128x64_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_wgmma_tma128x64_pad8: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_wgmma_tma128x64_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_wgmma_tma128x64_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_wgmma_tma128x64_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_wgmma_tma128x64_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp16_mma_vec4: backward_data 1D fp16 */
int32_t hipconv_bwd_data_1d_fp16_mma_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp16_mma_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_mma_vec4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_mma_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_bf16_mma_vec4: backward_data 1D bf16 */
int32_t hipconv_bwd_data_1d_bf16_mma_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_bf16_mma_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_mma_vec4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_mma_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_mma_vec4: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_mma_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_mma_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_mma_vec4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_mma_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_mma_vec4: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_mma_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_mma_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_mma_vec4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_mma_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_mma_vec4: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_mma_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_mma_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_mma_vec4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_mma_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_mma_vec4: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_mma_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_mma_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_mma_vec4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_mma_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp16_mma_vec2: backward_data 1D fp16 */
int32_t hipconv_bwd_data_1d_fp16_mma_vec2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp16_mma_vec2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_mma_vec2_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_mma_vec2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_bf16_mma_vec2: backward_data 1D bf16 */
int32_t hipconv_bwd_data_1d_bf16_mma_vec2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_bf16_mma_vec2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_mma_vec2_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_mma_vec2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_mma_vec2: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_mma_vec2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_mma_vec2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_mma_vec2_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_mma_vec2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_mma_vec2: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_mma_vec2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_mma_vec2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_mma_vec2_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_mma_vec2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_mma_vec2: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_mma_vec2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_mma_vec2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_mma_vec2_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_mma_vec2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_mma_vec2: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_mma_vec2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_mma_vec2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_mma_vec2_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_mma_vec2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_mma256x32: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_mma256x32_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_mma256x32_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_mma256x32_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_mma256x32_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_mma256x32: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_mma256x32_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_mma256x32_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_mma256x32_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_mma256x32_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_mma128x32: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_mma128x32_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_mma128x32_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_mma128x32_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_mma128x32_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_mma128x32: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_mma128x32_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_mma128x32_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_mma128x32_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_mma128x32_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_mma128x16: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_mma128x16_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_mma128x16_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_mma128x16_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_mma128x16_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_mma128x16: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_mma128x16_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_mma128x16_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_mma128x16_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_mma128x16_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_merged4_wgmma_tma256x64: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_merged4_wgmma_tma256x64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_merged4_wgmma_tma256x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_merged4_wgmma_tma256x64_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_merged4_wgmma_tma256x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_merged4_wgmma_tma256x64: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_merged4_wgmma_tma256x64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_merged4_wgmma_tma256x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_merged4_wgmma_tma256x64_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_merged4_wgmma_tma256x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_merged4_mma128x64: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_merged4_mma128x64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_merged4_mma128x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_merged4_mma128x64_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_merged4_mma128x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_merged4_mma128x64: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_merged4_mma128x64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_merged4_mma128x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_merged4_mma128x64_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_merged4_mma128x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_merged2_mma128x16: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_merged2_mma128x16_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_merged2_mma128x16_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_merged2_mma128x16_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_merged2_mma128x16_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_merged2_mma128x16: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_merged2_mma128x16_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_merged2_mma128x16_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_merged2_mma128x16_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_merged2_mma128x16_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp16_mma_c1: backward_data 1D fp16 */
int32_t hipconv_bwd_data_1d_fp16_mma_c1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp16_mma_c1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_mma_c1_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_mma_c1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_bf16_mma_c1: backward_data 1D bf16 */
int32_t hipconv_bwd_data_1d_bf16_mma_c1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_bf16_mma_c1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_mma_c1_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_mma_c1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_mma_c1: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_mma_c1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_mma_c1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_mma_c1_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_mma_c1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_mma_c1: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_mma_c1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_mma_c1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_mma_c1_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_mma_c1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_mma_c1: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_mma_c1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_mma_c1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_mma_c1_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_mma_c1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_mma_c1: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_mma_c1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_mma_c1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_mma_c1_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_mma_c1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_mma_1x1: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_mma_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_mma_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_mma_1x1_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_mma_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_mma_1x1: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_mma_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_mma_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_mma_1x1_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_mma_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp16_mfma128x128: backward_data 1D fp16 */
int32_t hipconv_bwd_data_1d_fp16_mfma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp16_mfma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_mfma128x128_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_mfma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_bf16_mfma128x128: backward_data 1D bf16 */
int32_t hipconv_bwd_data_1d_bf16_mfma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_bf16_mfma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_mfma128x128_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_mfma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_mfma128x128: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_mfma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_mfma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_mfma128x128_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_mfma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_mfma128x128: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_mfma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_mfma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_mfma128x128_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_mfma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_mfma128x128: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_mfma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_mfma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_mfma128x128_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_mfma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_mfma128x128: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_mfma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_mfma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_mfma128x128_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_mfma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_mfma64x64: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_mfma64x64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_mfma64x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_mfma64x64_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_mfma64x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_mfma64x64: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_mfma64x64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_mfma64x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_mfma64x64_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_mfma64x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_wgmma128x128: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_wgmma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_wgmma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_wgmma128x128_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_wgmma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_wgmma128x128: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_wgmma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_wgmma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_wgmma128x128_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_wgmma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_wgmma128x128: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_wgmma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_wgmma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_wgmma128x128_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_wgmma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_wgmma128x128: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_wgmma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_wgmma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_wgmma128x128_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_wgmma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_wgmma256x128: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_wgmma256x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_wgmma256x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_wgmma256x128_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_wgmma256x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_wgmma256x128: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_wgmma256x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_wgmma256x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_wgmma256x128_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_wgmma256x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_wgmma256x128: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_wgmma256x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_wgmma256x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_wgmma256x128_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_wgmma256x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_wgmma256x128: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_wgmma256x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_wgmma256x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_wgmma256x128_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_wgmma256x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp16_wgmma_tma128x128_persistent: backward_data 1D fp16 */
int32_t hipconv_bwd_data_1d_fp16_wgmma_tma128x128_persistent_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp16_wgmma_tma128x128_persistent_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_wgmma_tma128x128_persistent_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_wgmma_tma128x128_persistent_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_bf16_wgmma_tma128x128_persistent: backward_data 1D bf16 */
int32_t hipconv_bwd_data_1d_bf16_wgmma_tma128x128_persistent_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_bf16_wgmma_tma128x128_persistent_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_wgmma_tma128x128_persistent_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_wgmma_tma128x128_persistent_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_wgmma_tma128x128_persistent: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma128x128_persistent_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_wgmma_tma128x128_persistent_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma128x128_persistent_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma128x128_persistent_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_wgmma_tma128x128_persistent: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma128x128_persistent_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_wgmma_tma128x128_persistent_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma128x128_persistent_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma128x128_persistent_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_wgmma_tma128x128_persistent: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_wgmma_tma128x128_persistent_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_wgmma_tma128x128_persistent_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_wgmma_tma128x128_persistent_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_wgmma_tma128x128_persistent_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_wgmma_tma128x128_persistent: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_wgmma_tma128x128_persistent_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_wgmma_tma128x128_persistent_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_wgmma_tma128x128_persistent_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_wgmma_tma128x128_persistent_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_wgmma_tma128x128_cluster_split: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma128x128_cluster_split_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_wgmma_tma128x128_cluster_split_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma128x128_cluster_split_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma128x128_cluster_split_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_wgmma_tma128x128_cluster_split: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma128x128_cluster_split_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_wgmma_tma128x128_cluster_split_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma128x128_cluster_split_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma128x128_cluster_split_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_wgmma_tma128x128_cluster_split: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_wgmma_tma128x128_cluster_split_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_wgmma_tma128x128_cluster_split_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_wgmma_tma128x128_cluster_split_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_wgmma_tma128x128_cluster_split_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_wgmma_tma128x128_cluster_split: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_wgmma_tma128x128_cluster_split_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_wgmma_tma128x128_cluster_split_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_wgmma_tma128x128_cluster_split_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_wgmma_tma128x128_cluster_split_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_wgmma_tma64x64: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma64x64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_wgmma_tma64x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma64x64_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma64x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_wgmma_tma64x64: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma64x64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_wgmma_tma64x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma64x64_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma64x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_wgmma_tma64x64_cluster_split: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma64x64_cluster_split_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_wgmma_tma64x64_cluster_split_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma64x64_cluster_split_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma64x64_cluster_split_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_wgmma_tma64x64_cluster_split: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma64x64_cluster_split_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_wgmma_tma64x64_cluster_split_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma64x64_cluster_split_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma64x64_cluster_split_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_wgmma_tma64x128: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma64x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_wgmma_tma64x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma64x128_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma64x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_wgmma_tma64x128: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma64x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_wgmma_tma64x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma64x128_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma64x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_wgmma_tma128x64: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma128x64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_wgmma_tma128x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma128x64_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma128x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_wgmma_tma128x64: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma128x64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_wgmma_tma128x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma128x64_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma128x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_wgmma_tma128x64: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_wgmma_tma128x64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_wgmma_tma128x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_wgmma_tma128x64_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_wgmma_tma128x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_wgmma_tma128x64: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_wgmma_tma128x64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_wgmma_tma128x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_wgmma_tma128x64_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_wgmma_tma128x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_wgmma_tma256x64_persistent: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma256x64_persistent_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_wgmma_tma256x64_persistent_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma256x64_persistent_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma256x64_persistent_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_wgmma_tma256x64_persistent: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma256x64_persistent_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_wgmma_tma256x64_persistent_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma256x64_persistent_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma256x64_persistent_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_wgmma_tma256x64_persistent: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_wgmma_tma256x64_persistent_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_wgmma_tma256x64_persistent_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_wgmma_tma256x64_persistent_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_wgmma_tma256x64_persistent_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_wgmma_tma256x64_persistent: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_wgmma_tma256x64_persistent_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_wgmma_tma256x64_persistent_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_wgmma_tma256x64_persistent_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_wgmma_tma256x64_persistent_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_wgmma_tma64x64_1x1: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma64x64_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_wgmma_tma64x64_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma64x64_1x1_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma64x64_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_wgmma_tma64x64_1x1: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma64x64_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_wgmma_tma64x64_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma64x64_1x1_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma64x64_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_wgmma_tma256x128: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma256x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_wgmma_tma256x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma256x128_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_wgmma_tma256x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_wgmma_tma256x128: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma256x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_wgmma_tma256x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma256x128_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_wgmma_tma256x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_wgmma_tma256x128: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_wgmma_tma256x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_wgmma_tma256x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_wgmma_tma256x128_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_wgmma_tma256x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_wgmma_tma256x128: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_wgmma_tma256x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_wgmma_tma256x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_wgmma_tma256x128_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_wgmma_tma256x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp32_accumulate: backward_data 2D fp32 */
int32_t hipconv_bwd_data_2d_fp32_accumulate_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp32_accumulate_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_accumulate_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_accumulate_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_accumulate: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_accumulate_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_accumulate_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_accumulate_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_accumulate_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_mma_accumulate: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_mma_accumulate_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_mma_accumulate_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_mma_accumulate_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_mma_accumulate_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_mma_accumulate: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_mma_accumulate_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_mma_accumulate_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_mma_accumulate_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_mma_accumulate_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp32_depthwise_accumulate: backward_data 2D fp32 */
int32_t hipconv_bwd_data_2d_fp32_depthwise_accumulate_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp32_depthwise_accumulate_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_depthwise_accumulate_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_depthwise_accumulate_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_depthwise_accumulate: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_depthwise_accumulate_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_depthwise_accumulate_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_depthwise_accumulate_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_depthwise_accumulate_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp32_group_first: backward_data 2D fp32 */
int32_t hipconv_bwd_data_2d_fp32_group_first_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp32_group_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_group_first_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_group_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_group_first: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_group_first_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_group_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_group_first_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_group_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_index64: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_index64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_index64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_index64_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_index64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp32_channels_first: backward_data 1D fp32 */
int32_t hipconv_bwd_data_1d_fp32_channels_first_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp32_channels_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp32_channels_first_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp32_channels_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp16_channels_first: backward_data 1D fp16 */
int32_t hipconv_bwd_data_1d_fp16_channels_first_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp16_channels_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_channels_first_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_channels_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_bf16_channels_first: backward_data 1D bf16 */
int32_t hipconv_bwd_data_1d_bf16_channels_first_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_bf16_channels_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_channels_first_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_channels_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp32_channels_first: backward_data 2D fp32 */
int32_t hipconv_bwd_data_2d_fp32_channels_first_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp32_channels_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_channels_first_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_channels_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_channels_first: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_channels_first_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_channels_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_channels_first_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_channels_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_channels_first: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_channels_first_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_channels_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_channels_first_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_channels_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp32_channels_first: backward_data 3D fp32 */
int32_t hipconv_bwd_data_3d_fp32_channels_first_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp32_channels_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp32_channels_first_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp32_channels_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_channels_first: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_channels_first_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_channels_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_channels_first_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_channels_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_channels_first: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_channels_first_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_channels_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_channels_first_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_channels_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp64: backward_data 1D fp64 */
int32_t hipconv_bwd_data_1d_fp64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp64_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp64: backward_data 2D fp64 */
int32_t hipconv_bwd_data_2d_fp64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp64_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp64: backward_data 3D fp64 */
int32_t hipconv_bwd_data_3d_fp64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp64_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp8_generic: backward_data 1D bf16_fp8_e4m3_fp8_e5m2 */
int32_t hipconv_bwd_data_1d_fp8_generic_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp8_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp8_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp8_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp8_generic: backward_data 2D bf16_fp8_e4m3_fp8_e5m2 */
int32_t hipconv_bwd_data_2d_fp8_generic_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp8_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp8_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp8_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp8_generic: backward_data 3D bf16_fp8_e4m3_fp8_e5m2 */
int32_t hipconv_bwd_data_3d_fp8_generic_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp8_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp8_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp8_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp32_channels_first_reference: backward_data 1D fp32 */
int32_t hipconv_bwd_data_1d_fp32_channels_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp32_channels_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp32_channels_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp32_channels_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp16_channels_first_reference: backward_data 1D fp16 */
int32_t hipconv_bwd_data_1d_fp16_channels_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp16_channels_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_channels_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_channels_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_bf16_channels_first_reference: backward_data 1D bf16 */
int32_t hipconv_bwd_data_1d_bf16_channels_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_bf16_channels_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_channels_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_channels_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp32_channels_first_reference: backward_data 2D fp32 */
int32_t hipconv_bwd_data_2d_fp32_channels_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp32_channels_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_channels_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_channels_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_channels_first_reference: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_channels_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_channels_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_channels_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_channels_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_channels_first_reference: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_channels_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_channels_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_channels_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_channels_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp32_channels_first_reference: backward_data 3D fp32 */
int32_t hipconv_bwd_data_3d_fp32_channels_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp32_channels_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp32_channels_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp32_channels_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_channels_first_reference: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_channels_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_channels_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_channels_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_channels_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_channels_first_reference: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_channels_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_channels_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_channels_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_channels_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp64_reference: backward_data 1D fp64 */
int32_t hipconv_bwd_data_1d_fp64_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp64_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp64_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp64_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp64_reference: backward_data 2D fp64 */
int32_t hipconv_bwd_data_2d_fp64_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp64_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp64_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp64_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp64_reference: backward_data 3D fp64 */
int32_t hipconv_bwd_data_3d_fp64_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp64_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp64_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp64_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp8_reference: backward_data 1D bf16_fp8_e4m3_fp8_e5m2 */
int32_t hipconv_bwd_data_1d_fp8_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp8_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp8_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp8_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp8_reference: backward_data 2D bf16_fp8_e4m3_fp8_e5m2 */
int32_t hipconv_bwd_data_2d_fp8_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp8_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp8_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp8_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp8_reference: backward_data 3D bf16_fp8_e4m3_fp8_e5m2 */
int32_t hipconv_bwd_data_3d_fp8_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp8_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp8_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp8_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp32_reference: backward_data 1D fp32 */
int32_t hipconv_bwd_data_1d_fp32_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp32_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp32_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp32_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_fp16_reference: backward_data 1D fp16 */
int32_t hipconv_bwd_data_1d_fp16_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_fp16_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_fp16_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_1d_bf16_reference: backward_data 1D bf16 */
int32_t hipconv_bwd_data_1d_bf16_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_1d_bf16_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_1d_bf16_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp32_reference: backward_data 2D fp32 */
int32_t hipconv_bwd_data_2d_fp32_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp32_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_reference: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_reference: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp32_reference: backward_data 3D fp32 */
int32_t hipconv_bwd_data_3d_fp32_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp32_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp32_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp32_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_fp16_reference: backward_data 3D fp16 */
int32_t hipconv_bwd_data_3d_fp16_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_fp16_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_fp16_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_3d_bf16_reference: backward_data 3D bf16 */
int32_t hipconv_bwd_data_3d_bf16_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_3d_bf16_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_3d_bf16_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp32_group_first_reference: backward_data 2D fp32 */
int32_t hipconv_bwd_data_2d_fp32_group_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp32_group_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_group_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_group_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_group_first_reference: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_group_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_group_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_group_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_group_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp32_accumulate_reference: backward_data 2D fp32 */
int32_t hipconv_bwd_data_2d_fp32_accumulate_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp32_accumulate_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_accumulate_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp32_accumulate_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_fp16_accumulate_reference: backward_data 2D fp16 */
int32_t hipconv_bwd_data_2d_fp16_accumulate_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_fp16_accumulate_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_accumulate_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_fp16_accumulate_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_data_2d_bf16_accumulate_reference: backward_data 2D bf16 */
int32_t hipconv_bwd_data_2d_bf16_accumulate_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_data_2d_bf16_accumulate_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_accumulate_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_data_2d_bf16_accumulate_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

#ifdef __cplusplus
}
#endif

#endif
