/* @generated from specs/fwd.yaml; do not edit.
 * Regenerate with: python -m codegen specs/fwd.yaml
 *
 * The C interface of libhipconv_fwd.so: the generic ABI (hipconv/abi.h,
 * through which runtime/ calls every instance by index) and one set of entry
 * points per instance.
 */
#ifndef HIPCONV_FWD_H
#define HIPCONV_FWD_H

#include "hipconv/abi.h"

#ifdef __cplusplus
extern "C" {
#endif

/* fwd_1d_fp32_generic: forward 1D fp32 */
int32_t hipconv_fwd_1d_fp32_generic_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp32_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp32_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp32_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp16_generic: forward 1D fp16 */
int32_t hipconv_fwd_1d_fp16_generic_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp16_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_bf16_generic: forward 1D bf16 */
int32_t hipconv_fwd_1d_bf16_generic_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_bf16_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp32_generic: forward 2D fp32 */
int32_t hipconv_fwd_2d_fp32_generic_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp32_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_generic: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_generic_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_generic: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_generic_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp32_generic: forward 3D fp32 */
int32_t hipconv_fwd_3d_fp32_generic_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp32_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp32_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp32_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp16_generic: forward 3D fp16 */
int32_t hipconv_fwd_3d_fp16_generic_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp16_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_bf16_generic: forward 3D bf16 */
int32_t hipconv_fwd_3d_bf16_generic_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_bf16_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp32_vec4: forward 1D fp32 */
int32_t hipconv_fwd_1d_fp32_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp32_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp32_vec4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp32_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp16_vec4: forward 1D fp16 */
int32_t hipconv_fwd_1d_fp16_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp16_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_vec4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_bf16_vec4: forward 1D bf16 */
int32_t hipconv_fwd_1d_bf16_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_bf16_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_vec4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp32_vec4: forward 2D fp32 */
int32_t hipconv_fwd_2d_fp32_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp32_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_vec4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_vec4: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_vec4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_vec4: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_vec4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp32_vec4: forward 3D fp32 */
int32_t hipconv_fwd_3d_fp32_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp32_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp32_vec4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp32_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp16_vec4: forward 3D fp16 */
int32_t hipconv_fwd_3d_fp16_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp16_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_vec4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_bf16_vec4: forward 3D bf16 */
int32_t hipconv_fwd_3d_bf16_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_bf16_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_vec4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp32_128x64: forward 2D fp32 */
int32_t hipconv_fwd_2d_fp32_128x64_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp32_128x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_128x64_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_128x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp32_winograd: forward 2D fp32 */
int32_t hipconv_fwd_2d_fp32_winograd_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp32_winograd_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_winograd_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_winograd_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp32_1x1: forward 1D fp32 */
int32_t hipconv_fwd_1d_fp32_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp32_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp32_1x1_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp32_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp16_1x1: forward 1D fp16 */
int32_t hipconv_fwd_1d_fp16_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp16_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_1x1_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_bf16_1x1: forward 1D bf16 */
int32_t hipconv_fwd_1d_bf16_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_bf16_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_1x1_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp32_1x1: forward 2D fp32 */
int32_t hipconv_fwd_2d_fp32_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp32_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_1x1_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_1x1: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_1x1_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_1x1: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_1x1_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp32_1x1: forward 3D fp32 */
int32_t hipconv_fwd_3d_fp32_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp32_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp32_1x1_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp32_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp16_1x1: forward 3D fp16 */
int32_t hipconv_fwd_3d_fp16_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp16_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_1x1_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_bf16_1x1: forward 3D bf16 */
int32_t hipconv_fwd_3d_bf16_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_bf16_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_1x1_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp32_1x1_split: forward 2D fp32 */
int32_t hipconv_fwd_2d_fp32_1x1_split_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp32_1x1_split_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_1x1_split_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_1x1_split_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_1x1_split: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_1x1_split_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_1x1_split_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_1x1_split_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_1x1_split_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_1x1_split: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_1x1_split_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_1x1_split_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_1x1_split_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_1x1_split_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp32_1x1_strided: forward 2D fp32 */
int32_t hipconv_fwd_2d_fp32_1x1_strided_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp32_1x1_strided_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_1x1_strided_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_1x1_strided_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_1x1_strided: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_1x1_strided_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_1x1_strided_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_1x1_strided_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_1x1_strided_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_1x1_strided: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_1x1_strided_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_1x1_strided_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_1x1_strided_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_1x1_strided_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp32_depthwise: forward 1D fp32 */
int32_t hipconv_fwd_1d_fp32_depthwise_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp32_depthwise_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp32_depthwise_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp32_depthwise_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp16_depthwise: forward 1D fp16 */
int32_t hipconv_fwd_1d_fp16_depthwise_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp16_depthwise_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_depthwise_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_depthwise_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_bf16_depthwise: forward 1D bf16 */
int32_t hipconv_fwd_1d_bf16_depthwise_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_bf16_depthwise_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_depthwise_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_depthwise_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp32_depthwise: forward 2D fp32 */
int32_t hipconv_fwd_2d_fp32_depthwise_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp32_depthwise_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_depthwise_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_depthwise_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_depthwise: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_depthwise_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_depthwise_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_depthwise_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_depthwise_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_depthwise: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_depthwise_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_depthwise_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_depthwise_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_depthwise_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp32_depthwise: forward 3D fp32 */
int32_t hipconv_fwd_3d_fp32_depthwise_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp32_depthwise_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp32_depthwise_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp32_depthwise_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp16_depthwise: forward 3D fp16 */
int32_t hipconv_fwd_3d_fp16_depthwise_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp16_depthwise_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_depthwise_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_depthwise_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_bf16_depthwise: forward 3D bf16 */
int32_t hipconv_fwd_3d_bf16_depthwise_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_bf16_depthwise_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_depthwise_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_depthwise_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp16_depthwise_v2: forward 1D fp16 */
int32_t hipconv_fwd_1d_fp16_depthwise_v2_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp16_depthwise_v2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_depthwise_v2_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_depthwise_v2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_bf16_depthwise_v2: forward 1D bf16 */
int32_t hipconv_fwd_1d_bf16_depthwise_v2_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_bf16_depthwise_v2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_depthwise_v2_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_depthwise_v2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_depthwise_v2: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_depthwise_v2_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_depthwise_v2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_depthwise_v2_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_depthwise_v2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_depthwise_v2: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_depthwise_v2_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_depthwise_v2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_depthwise_v2_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_depthwise_v2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp16_depthwise_v2: forward 3D fp16 */
int32_t hipconv_fwd_3d_fp16_depthwise_v2_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp16_depthwise_v2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_depthwise_v2_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_depthwise_v2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_bf16_depthwise_v2: forward 3D bf16 */
int32_t hipconv_fwd_3d_bf16_depthwise_v2_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_bf16_depthwise_v2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_depthwise_v2_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_depthwise_v2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_depthwise_vec8: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_depthwise_vec8_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_depthwise_vec8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_depthwise_vec8_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_depthwise_vec8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp16_depthwise_vec8: forward 3D fp16 */
int32_t hipconv_fwd_3d_fp16_depthwise_vec8_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp16_depthwise_vec8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_depthwise_vec8_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_depthwise_vec8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_depthwise_tile7: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_depthwise_tile7_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_depthwise_tile7_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_depthwise_tile7_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_depthwise_tile7_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_depthwise_tile7: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_depthwise_tile7_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_depthwise_tile7_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_depthwise_tile7_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_depthwise_tile7_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp32_depthwise_tile7: forward 2D fp32 */
int32_t hipconv_fwd_2d_fp32_depthwise_tile7_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp32_depthwise_tile7_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_depthwise_tile7_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_depthwise_tile7_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_depthwise_tile: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_depthwise_tile_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_depthwise_tile_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_depthwise_tile_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_depthwise_tile_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_depthwise_tile: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_depthwise_tile_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_depthwise_tile_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_depthwise_tile_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_depthwise_tile_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp16_depthwise_tile: forward 3D fp16 */
int32_t hipconv_fwd_3d_fp16_depthwise_tile_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp16_depthwise_tile_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_depthwise_tile_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_depthwise_tile_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_bf16_depthwise_tile: forward 3D bf16 */
int32_t hipconv_fwd_3d_bf16_depthwise_tile_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_bf16_depthwise_tile_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_depthwise_tile_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_depthwise_tile_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp32_depthwise_tile: forward 2D fp32 */
int32_t hipconv_fwd_2d_fp32_depthwise_tile_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp32_depthwise_tile_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_depthwise_tile_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_depthwise_tile_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp32_depthwise_tile: forward 3D fp32 */
int32_t hipconv_fwd_3d_fp32_depthwise_tile_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp32_depthwise_tile_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp32_depthwise_tile_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp32_depthwise_tile_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp16_few_c3: forward 1D fp16 */
int32_t hipconv_fwd_1d_fp16_few_c3_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp16_few_c3_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_few_c3_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_few_c3_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_bf16_few_c3: forward 1D bf16 */
int32_t hipconv_fwd_1d_bf16_few_c3_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_bf16_few_c3_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_few_c3_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_few_c3_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_few_c3: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_few_c3_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_few_c3_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_few_c3_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_few_c3_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_few_c3: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_few_c3_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_few_c3_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_few_c3_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_few_c3_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp16_few_c3: forward 3D fp16 */
int32_t hipconv_fwd_3d_fp16_few_c3_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp16_few_c3_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_few_c3_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_few_c3_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_bf16_few_c3: forward 3D bf16 */
int32_t hipconv_fwd_3d_bf16_few_c3_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_bf16_few_c3_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_few_c3_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_few_c3_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp32_few_c3: forward 1D fp32 */
int32_t hipconv_fwd_1d_fp32_few_c3_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp32_few_c3_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp32_few_c3_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp32_few_c3_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp32_few_c3: forward 2D fp32 */
int32_t hipconv_fwd_2d_fp32_few_c3_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp32_few_c3_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_few_c3_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_few_c3_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp32_few_c3: forward 3D fp32 */
int32_t hipconv_fwd_3d_fp32_few_c3_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp32_few_c3_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp32_few_c3_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp32_few_c3_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp32_few_c4: forward 1D fp32 */
int32_t hipconv_fwd_1d_fp32_few_c4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp32_few_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp32_few_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp32_few_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp16_few_c4: forward 1D fp16 */
int32_t hipconv_fwd_1d_fp16_few_c4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp16_few_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_few_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_few_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_bf16_few_c4: forward 1D bf16 */
int32_t hipconv_fwd_1d_bf16_few_c4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_bf16_few_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_few_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_few_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp32_few_c4: forward 2D fp32 */
int32_t hipconv_fwd_2d_fp32_few_c4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp32_few_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_few_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_few_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_few_c4: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_few_c4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_few_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_few_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_few_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_few_c4: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_few_c4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_few_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_few_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_few_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp32_few_c4: forward 3D fp32 */
int32_t hipconv_fwd_3d_fp32_few_c4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp32_few_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp32_few_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp32_few_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp16_few_c4: forward 3D fp16 */
int32_t hipconv_fwd_3d_fp16_few_c4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp16_few_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_few_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_few_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_bf16_few_c4: forward 3D bf16 */
int32_t hipconv_fwd_3d_bf16_few_c4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_bf16_few_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_few_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_few_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_few_tile_c4: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_few_tile_c4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_few_tile_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_few_tile_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_few_tile_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_few_tile_c4: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_few_tile_c4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_few_tile_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_few_tile_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_few_tile_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp16_few_tile_c4: forward 3D fp16 */
int32_t hipconv_fwd_3d_fp16_few_tile_c4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp16_few_tile_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_few_tile_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_few_tile_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_bf16_few_tile_c4: forward 3D bf16 */
int32_t hipconv_fwd_3d_bf16_few_tile_c4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_bf16_few_tile_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_few_tile_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_few_tile_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp32_few_tile_c4: forward 2D fp32 */
int32_t hipconv_fwd_2d_fp32_few_tile_c4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp32_few_tile_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_few_tile_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_few_tile_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp32_few_tile_c4: forward 3D fp32 */
int32_t hipconv_fwd_3d_fp32_few_tile_c4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp32_few_tile_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp32_few_tile_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp32_few_tile_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_few_tile_c8: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_few_tile_c8_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_few_tile_c8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_few_tile_c8_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_few_tile_c8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_few_tile_c8: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_few_tile_c8_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_few_tile_c8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_few_tile_c8_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_few_tile_c8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_few_tile_c8_r4: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_few_tile_c8_r4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_few_tile_c8_r4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_few_tile_c8_r4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_few_tile_c8_r4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_few_tile_c8_r4: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_few_tile_c8_r4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_few_tile_c8_r4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_few_tile_c8_r4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_few_tile_c8_r4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp32_few_tile_c8: forward 2D fp32 */
int32_t hipconv_fwd_2d_fp32_few_tile_c8_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp32_few_tile_c8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_few_tile_c8_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_few_tile_c8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_few_tile_c8_mma_r4: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_few_tile_c8_mma_r4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_few_tile_c8_mma_r4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_few_tile_c8_mma_r4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_few_tile_c8_mma_r4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_few_tile_c8_mma_r4: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_few_tile_c8_mma_r4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_few_tile_c8_mma_r4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_few_tile_c8_mma_r4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_few_tile_c8_mma_r4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_few_tile_c8_mma_r8: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_few_tile_c8_mma_r8_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_few_tile_c8_mma_r8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_few_tile_c8_mma_r8_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_few_tile_c8_mma_r8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_few_tile_c8_mma_r8: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_few_tile_c8_mma_r8_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_few_tile_c8_mma_r8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_few_tile_c8_mma_r8_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_few_tile_c8_mma_r8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp16_mma128x128: forward 1D fp16 */
int32_t hipconv_fwd_1d_fp16_mma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp16_mma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_mma128x128_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_mma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_bf16_mma128x128: forward 1D bf16 */
int32_t hipconv_fwd_1d_bf16_mma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_bf16_mma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_mma128x128_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_mma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_mma128x128: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_mma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_mma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma128x128_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_mma128x128: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_mma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_mma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma128x128_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp16_mma128x128: forward 3D fp16 */
int32_t hipconv_fwd_3d_fp16_mma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp16_mma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_mma128x128_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_mma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_bf16_mma128x128: forward 3D bf16 */
int32_t hipconv_fwd_3d_bf16_mma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_bf16_mma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_mma128x128_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_mma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_mma128x64: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_mma128x64_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_mma128x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma128x64_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma128x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_mma128x64: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_mma128x64_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_mma128x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma128x64_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma128x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp16_mma256x32: forward 3D fp16 */
int32_t hipconv_fwd_3d_fp16_mma256x32_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp16_mma256x32_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_mma256x32_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_mma256x32_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_bf16_mma256x32: forward 3D bf16 */
int32_t hipconv_fwd_3d_bf16_mma256x32_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_bf16_mma256x32_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_mma256x32_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_mma256x32_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_mma128x32: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_mma128x32_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_mma128x32_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma128x32_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma128x32_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_mma128x32: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_mma128x32_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_mma128x32_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma128x32_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma128x32_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp16_mma_taps2: forward 1D fp16 */
int32_t hipconv_fwd_1d_fp16_mma_taps2_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp16_mma_taps2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_mma_taps2_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_mma_taps2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_bf16_mma_taps2: forward 1D bf16 */
int32_t hipconv_fwd_1d_bf16_mma_taps2_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_bf16_mma_taps2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_mma_taps2_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_mma_taps2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_mma_taps2: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_mma_taps2_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_mma_taps2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma_taps2_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma_taps2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_mma_taps2: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_mma_taps2_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_mma_taps2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma_taps2_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma_taps2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp16_mma_taps2: forward 3D fp16 */
int32_t hipconv_fwd_3d_fp16_mma_taps2_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp16_mma_taps2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_mma_taps2_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_mma_taps2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_bf16_mma_taps2: forward 3D bf16 */
int32_t hipconv_fwd_3d_bf16_mma_taps2_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_bf16_mma_taps2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_mma_taps2_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_mma_taps2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp16_mma_taps2_y2: forward 1D fp16 */
int32_t hipconv_fwd_1d_fp16_mma_taps2_y2_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp16_mma_taps2_y2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_mma_taps2_y2_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_mma_taps2_y2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_bf16_mma_taps2_y2: forward 1D bf16 */
int32_t hipconv_fwd_1d_bf16_mma_taps2_y2_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_bf16_mma_taps2_y2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_mma_taps2_y2_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_mma_taps2_y2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_mma_taps2_y2: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_mma_taps2_y2_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_mma_taps2_y2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma_taps2_y2_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma_taps2_y2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_mma_taps2_y2: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_mma_taps2_y2_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_mma_taps2_y2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma_taps2_y2_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma_taps2_y2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp16_mma_taps2_y2: forward 3D fp16 */
int32_t hipconv_fwd_3d_fp16_mma_taps2_y2_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp16_mma_taps2_y2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_mma_taps2_y2_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_mma_taps2_y2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_bf16_mma_taps2_y2: forward 3D bf16 */
int32_t hipconv_fwd_3d_bf16_mma_taps2_y2_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_bf16_mma_taps2_y2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_mma_taps2_y2_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_mma_taps2_y2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp16_mma_taps4: forward 1D fp16 */
int32_t hipconv_fwd_1d_fp16_mma_taps4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp16_mma_taps4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_mma_taps4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_mma_taps4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_bf16_mma_taps4: forward 1D bf16 */
int32_t hipconv_fwd_1d_bf16_mma_taps4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_bf16_mma_taps4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_mma_taps4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_mma_taps4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_mma_taps4: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_mma_taps4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_mma_taps4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma_taps4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma_taps4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_mma_taps4: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_mma_taps4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_mma_taps4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma_taps4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma_taps4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp16_mma_taps4: forward 3D fp16 */
int32_t hipconv_fwd_3d_fp16_mma_taps4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp16_mma_taps4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_mma_taps4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_mma_taps4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_bf16_mma_taps4: forward 3D bf16 */
int32_t hipconv_fwd_3d_bf16_mma_taps4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_bf16_mma_taps4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_mma_taps4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_mma_taps4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_mma_taps4_pad4: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_mma_taps4_pad4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_mma_taps4_pad4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma_taps4_pad4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma_taps4_pad4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_mma_taps4_pad4: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_mma_taps4_pad4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_mma_taps4_pad4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma_taps4_pad4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma_taps4_pad4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp16_mma128x64_pad8: forward 1D fp16 */
int32_t hipconv_fwd_1d_fp16_mma128x64_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp16_mma128x64_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_mma128x64_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_mma128x64_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_bf16_mma128x64_pad8: forward 1D bf16 */
int32_t hipconv_fwd_1d_bf16_mma128x64_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_bf16_mma128x64_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_mma128x64_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_mma128x64_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_mma128x64_pad8: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_mma128x64_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_mma128x64_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma128x64_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma128x64_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_mma128x64_pad8: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_mma128x64_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_mma128x64_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma128x64_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma128x64_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp16_mma128x64_pad8: forward 3D fp16 */
int32_t hipconv_fwd_3d_fp16_mma128x64_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp16_mma128x64_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_mma128x64_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_mma128x64_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_bf16_mma128x64_pad8: forward 3D bf16 */
int32_t hipconv_fwd_3d_bf16_mma128x64_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_bf16_mma128x64_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_mma128x64_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_mma128x64_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp16_wgmma_tma128x128_persistent_pad8: forward 1D fp16 */
int32_t hipconv_fwd_1d_fp16_wgmma_tma128x128_persistent_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp16_wgmma_tma128x128_persistent_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_wgmma_tma128x128_persistent_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_wgmma_tma128x128_persistent_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_bf16_wgmma_tma128x128_persistent_pad8: forward 1D bf16 */
int32_t hipconv_fwd_1d_bf16_wgmma_tma128x128_persistent_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_bf16_wgmma_tma128x128_persistent_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_wgmma_tma128x128_persistent_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_wgmma_tma128x128_persistent_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_wgmma_tma128x128_persistent_pad8: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_wgmma_tma128x128_persistent_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_wgmma_tma128x128_persistent_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma128x128_persistent_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma128x128_persistent_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_wgmma_tma128x128_persistent_pad8: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_wgmma_tma128x128_persistent_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_wgmma_tma128x128_persistent_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma128x128_persistent_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma128x128_persistent_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp16_wgmma_tma128x128_persistent_pad8: forward 3D fp16 */
int32_t hipconv_fwd_3d_fp16_wgmma_tma128x128_persistent_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp16_wgmma_tma128x128_persistent_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_wgmma_tma128x128_persistent_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_wgmma_tma128x128_persistent_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_bf16_wgmma_tma128x128_persistent_pad8: forward 3D bf16 */
int32_t hipconv_fwd_3d_bf16_wgmma_tma128x128_persistent_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_bf16_wgmma_tma128x128_persistent_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_wgmma_tma128x128_persistent_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_wgmma_tma128x128_persistent_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_wgmma_tma128x64_pad8: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_wgmma_tma128x64_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_wgmma_tma128x64_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma128x64_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma128x64_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_wgmma_tma128x64_pad8: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_wgmma_tma128x64_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_wgmma_tma128x64_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma128x64_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma128x64_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp16_wgmma_tma128x64_pad8: forward 3D fp16 */
int32_t hipconv_fwd_3d_fp16_wgmma_tma128x64_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp16_wgmma_tma128x64_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_wgmma_tma128x64_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_wgmma_tma128x64_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_bf16_wgmma_tma128x64_pad8: forward 3D bf16 */
int32_t hipconv_fwd_3d_bf16_wgmma_tma128x64_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_bf16_wgmma_tma128x64_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_wgmma_tma128x64_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_wgmma_tma128x64_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp16_mma_vec4: forward 1D fp16 */
int32_t hipconv_fwd_1d_fp16_mma_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp16_mma_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_mma_vec4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_mma_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_bf16_mma_vec4: forward 1D bf16 */
int32_t hipconv_fwd_1d_bf16_mma_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_bf16_mma_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_mma_vec4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_mma_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_mma_vec4: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_mma_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_mma_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma_vec4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_mma_vec4: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_mma_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_mma_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma_vec4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp16_mma_vec4: forward 3D fp16 */
int32_t hipconv_fwd_3d_fp16_mma_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp16_mma_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_mma_vec4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_mma_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_bf16_mma_vec4: forward 3D bf16 */
int32_t hipconv_fwd_3d_bf16_mma_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_bf16_mma_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_mma_vec4_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_mma_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp16_mma_vec2: forward 1D fp16 */
int32_t hipconv_fwd_1d_fp16_mma_vec2_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp16_mma_vec2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_mma_vec2_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_mma_vec2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_bf16_mma_vec2: forward 1D bf16 */
int32_t hipconv_fwd_1d_bf16_mma_vec2_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_bf16_mma_vec2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_mma_vec2_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_mma_vec2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_mma_vec2: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_mma_vec2_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_mma_vec2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma_vec2_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma_vec2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_mma_vec2: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_mma_vec2_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_mma_vec2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma_vec2_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma_vec2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp16_mma_vec2: forward 3D fp16 */
int32_t hipconv_fwd_3d_fp16_mma_vec2_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp16_mma_vec2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_mma_vec2_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_mma_vec2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_bf16_mma_vec2: forward 3D bf16 */
int32_t hipconv_fwd_3d_bf16_mma_vec2_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_bf16_mma_vec2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_mma_vec2_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_mma_vec2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_image256: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_image256_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_image256_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_image256_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_image256_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_image256: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_image256_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_image256_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_image256_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_image256_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_tap_window: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_tap_window_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_tap_window_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_tap_window_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_tap_window_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_tap_window: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_tap_window_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_tap_window_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_tap_window_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_tap_window_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_mma128x16: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_mma128x16_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_mma128x16_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma128x16_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma128x16_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_mma128x16: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_mma128x16_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_mma128x16_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma128x16_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma128x16_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_merged4_wgmma_tma256x64: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_merged4_wgmma_tma256x64_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_merged4_wgmma_tma256x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_merged4_wgmma_tma256x64_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_merged4_wgmma_tma256x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_merged4_wgmma_tma256x64: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_merged4_wgmma_tma256x64_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_merged4_wgmma_tma256x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_merged4_wgmma_tma256x64_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_merged4_wgmma_tma256x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_merged4_wgmma_tma128x64: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_merged4_wgmma_tma128x64_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_merged4_wgmma_tma128x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_merged4_wgmma_tma128x64_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_merged4_wgmma_tma128x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_merged4_wgmma_tma128x64: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_merged4_wgmma_tma128x64_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_merged4_wgmma_tma128x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_merged4_wgmma_tma128x64_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_merged4_wgmma_tma128x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_merged4_mma128x64: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_merged4_mma128x64_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_merged4_mma128x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_merged4_mma128x64_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_merged4_mma128x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_merged4_mma128x64: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_merged4_mma128x64_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_merged4_mma128x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_merged4_mma128x64_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_merged4_mma128x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_merged2_mma128x16: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_merged2_mma128x16_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_merged2_mma128x16_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_merged2_mma128x16_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_merged2_mma128x16_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_merged2_mma128x16: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_merged2_mma128x16_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_merged2_mma128x16_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_merged2_mma128x16_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_merged2_mma128x16_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_mma_1x1_128x96: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_mma_1x1_128x96_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_mma_1x1_128x96_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma_1x1_128x96_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma_1x1_128x96_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_mma_1x1_128x96: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_mma_1x1_128x96_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_mma_1x1_128x96_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma_1x1_128x96_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma_1x1_128x96_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_mma_1x1_128x144: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_mma_1x1_128x144_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_mma_1x1_128x144_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma_1x1_128x144_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma_1x1_128x144_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_mma_1x1_128x144: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_mma_1x1_128x144_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_mma_1x1_128x144_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma_1x1_128x144_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma_1x1_128x144_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_mma_1x1: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_mma_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_mma_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma_1x1_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_mma_1x1: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_mma_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_mma_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma_1x1_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp16_mfma128x128: forward 1D fp16 */
int32_t hipconv_fwd_1d_fp16_mfma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp16_mfma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_mfma128x128_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_mfma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_bf16_mfma128x128: forward 1D bf16 */
int32_t hipconv_fwd_1d_bf16_mfma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_bf16_mfma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_mfma128x128_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_mfma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_mfma128x128: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_mfma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_mfma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mfma128x128_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mfma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_mfma128x128: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_mfma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_mfma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mfma128x128_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mfma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp16_mfma128x128: forward 3D fp16 */
int32_t hipconv_fwd_3d_fp16_mfma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp16_mfma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_mfma128x128_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_mfma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_bf16_mfma128x128: forward 3D bf16 */
int32_t hipconv_fwd_3d_bf16_mfma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_bf16_mfma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_mfma128x128_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_mfma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_mfma64x64: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_mfma64x64_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_mfma64x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mfma64x64_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mfma64x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_mfma64x64: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_mfma64x64_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_mfma64x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mfma64x64_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mfma64x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_mfma_1x1: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_mfma_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_mfma_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mfma_1x1_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mfma_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp16_wgmma_tma128x128_persistent: forward 1D fp16 */
int32_t hipconv_fwd_1d_fp16_wgmma_tma128x128_persistent_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp16_wgmma_tma128x128_persistent_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_wgmma_tma128x128_persistent_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_wgmma_tma128x128_persistent_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_bf16_wgmma_tma128x128_persistent: forward 1D bf16 */
int32_t hipconv_fwd_1d_bf16_wgmma_tma128x128_persistent_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_bf16_wgmma_tma128x128_persistent_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_wgmma_tma128x128_persistent_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_wgmma_tma128x128_persistent_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_wgmma_tma128x128_persistent: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_wgmma_tma128x128_persistent_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_wgmma_tma128x128_persistent_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma128x128_persistent_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma128x128_persistent_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_wgmma_tma128x128_persistent: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_wgmma_tma128x128_persistent_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_wgmma_tma128x128_persistent_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma128x128_persistent_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma128x128_persistent_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp16_wgmma_tma128x128_persistent: forward 3D fp16 */
int32_t hipconv_fwd_3d_fp16_wgmma_tma128x128_persistent_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp16_wgmma_tma128x128_persistent_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_wgmma_tma128x128_persistent_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_wgmma_tma128x128_persistent_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_bf16_wgmma_tma128x128_persistent: forward 3D bf16 */
int32_t hipconv_fwd_3d_bf16_wgmma_tma128x128_persistent_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_bf16_wgmma_tma128x128_persistent_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_wgmma_tma128x128_persistent_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_wgmma_tma128x128_persistent_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_wgmma_tma128x64: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_wgmma_tma128x64_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_wgmma_tma128x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma128x64_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma128x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_wgmma_tma128x64: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_wgmma_tma128x64_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_wgmma_tma128x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma128x64_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma128x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp16_wgmma_tma128x64: forward 3D fp16 */
int32_t hipconv_fwd_3d_fp16_wgmma_tma128x64_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp16_wgmma_tma128x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_wgmma_tma128x64_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_wgmma_tma128x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_bf16_wgmma_tma128x64: forward 3D bf16 */
int32_t hipconv_fwd_3d_bf16_wgmma_tma128x64_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_bf16_wgmma_tma128x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_wgmma_tma128x64_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_wgmma_tma128x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_wgmma_tma256x128: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_wgmma_tma256x128_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_wgmma_tma256x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma256x128_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma256x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_wgmma_tma256x128: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_wgmma_tma256x128_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_wgmma_tma256x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma256x128_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma256x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp16_wgmma_tma256x128: forward 3D fp16 */
int32_t hipconv_fwd_3d_fp16_wgmma_tma256x128_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp16_wgmma_tma256x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_wgmma_tma256x128_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_wgmma_tma256x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_bf16_wgmma_tma256x128: forward 3D bf16 */
int32_t hipconv_fwd_3d_bf16_wgmma_tma256x128_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_bf16_wgmma_tma256x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_wgmma_tma256x128_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_wgmma_tma256x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_wgmma_tma128x128_cluster_split: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_wgmma_tma128x128_cluster_split_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_wgmma_tma128x128_cluster_split_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma128x128_cluster_split_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma128x128_cluster_split_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_wgmma_tma128x128_cluster_split: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_wgmma_tma128x128_cluster_split_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_wgmma_tma128x128_cluster_split_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma128x128_cluster_split_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma128x128_cluster_split_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp16_wgmma_tma128x128_cluster_split: forward 3D fp16 */
int32_t hipconv_fwd_3d_fp16_wgmma_tma128x128_cluster_split_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp16_wgmma_tma128x128_cluster_split_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_wgmma_tma128x128_cluster_split_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_wgmma_tma128x128_cluster_split_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_bf16_wgmma_tma128x128_cluster_split: forward 3D bf16 */
int32_t hipconv_fwd_3d_bf16_wgmma_tma128x128_cluster_split_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_bf16_wgmma_tma128x128_cluster_split_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_wgmma_tma128x128_cluster_split_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_wgmma_tma128x128_cluster_split_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_wgmma_tma64x64: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_wgmma_tma64x64_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_wgmma_tma64x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma64x64_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma64x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_wgmma_tma64x64: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_wgmma_tma64x64_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_wgmma_tma64x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma64x64_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma64x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_wgmma_tma64x64_cluster_split: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_wgmma_tma64x64_cluster_split_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_wgmma_tma64x64_cluster_split_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma64x64_cluster_split_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma64x64_cluster_split_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_wgmma_tma64x64_cluster_split: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_wgmma_tma64x64_cluster_split_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_wgmma_tma64x64_cluster_split_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma64x64_cluster_split_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma64x64_cluster_split_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_wgmma_tma64x128: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_wgmma_tma64x128_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_wgmma_tma64x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma64x128_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma64x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_wgmma_tma64x128: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_wgmma_tma64x128_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_wgmma_tma64x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma64x128_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma64x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_wgmma_tma256x64_persistent: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_wgmma_tma256x64_persistent_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_wgmma_tma256x64_persistent_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma256x64_persistent_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma256x64_persistent_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_wgmma_tma256x64_persistent: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_wgmma_tma256x64_persistent_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_wgmma_tma256x64_persistent_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma256x64_persistent_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma256x64_persistent_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_wgmma_tma_1x1: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_wgmma_tma_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_wgmma_tma_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma_1x1_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_wgmma_tma_1x1: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_wgmma_tma_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_wgmma_tma_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma_1x1_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_wgmma_tma_1x1_256x64: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_wgmma_tma_1x1_256x64_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_wgmma_tma_1x1_256x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma_1x1_256x64_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma_1x1_256x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_wgmma_tma_1x1_256x64: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_wgmma_tma_1x1_256x64_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_wgmma_tma_1x1_256x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma_1x1_256x64_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma_1x1_256x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_wgmma_tma_1x1_64x64: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_wgmma_tma_1x1_64x64_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_wgmma_tma_1x1_64x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma_1x1_64x64_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma_1x1_64x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_wgmma_tma_1x1_64x64: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_wgmma_tma_1x1_64x64_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_wgmma_tma_1x1_64x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma_1x1_64x64_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma_1x1_64x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_wgmma128x128: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_wgmma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_wgmma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma128x128_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_wgmma128x128: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_wgmma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_wgmma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma128x128_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp32_bias_relu: forward 2D fp32 */
int32_t hipconv_fwd_2d_fp32_bias_relu_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp32_bias_relu_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_bias_relu_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_bias_relu_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_bias_relu: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_bias_relu_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_bias_relu_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_bias_relu_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_bias_relu_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_bias_relu: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_bias_relu_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_bias_relu_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_bias_relu_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_bias_relu_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_mma_bias_relu: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_mma_bias_relu_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_mma_bias_relu_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma_bias_relu_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma_bias_relu_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_mma_bias_relu: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_mma_bias_relu_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_mma_bias_relu_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma_bias_relu_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma_bias_relu_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_wgmma_tma_bias_relu: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_wgmma_tma_bias_relu_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_wgmma_tma_bias_relu_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma_bias_relu_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma_bias_relu_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_wgmma_tma_bias_relu: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_wgmma_tma_bias_relu_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_wgmma_tma_bias_relu_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma_bias_relu_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma_bias_relu_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp32_bn_relu_prologue: forward 2D fp32 */
int32_t hipconv_fwd_2d_fp32_bn_relu_prologue_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp32_bn_relu_prologue_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_bn_relu_prologue_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_bn_relu_prologue_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_bn_relu_prologue: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_bn_relu_prologue_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_bn_relu_prologue_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_bn_relu_prologue_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_bn_relu_prologue_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_bn_relu_prologue: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_bn_relu_prologue_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_bn_relu_prologue_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_bn_relu_prologue_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_bn_relu_prologue_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_mma_bn_relu_prologue: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_mma_bn_relu_prologue_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_mma_bn_relu_prologue_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma_bn_relu_prologue_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma_bn_relu_prologue_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_mma_bn_relu_prologue: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_mma_bn_relu_prologue_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_mma_bn_relu_prologue_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma_bn_relu_prologue_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma_bn_relu_prologue_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_mma_statistics: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_mma_statistics_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_mma_statistics_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma_statistics_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma_statistics_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_mma_statistics: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_mma_statistics_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_mma_statistics_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma_statistics_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma_statistics_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp32_bias: forward 2D fp32 */
int32_t hipconv_fwd_2d_fp32_bias_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp32_bias_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_bias_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_bias_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_bias: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_bias_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_bias_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_bias_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_bias_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_bias: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_bias_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_bias_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_bias_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_bias_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_mma_bias: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_mma_bias_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_mma_bias_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma_bias_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_mma_bias_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_mma_bias: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_mma_bias_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_mma_bias_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma_bias_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma_bias_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_wgmma_tma_bias: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_wgmma_tma_bias_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_wgmma_tma_bias_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma_bias_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma_bias_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_wgmma_tma_bias: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_wgmma_tma_bias_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_wgmma_tma_bias_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma_bias_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma_bias_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_wgmma_tma128x64_bias: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_wgmma_tma128x64_bias_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_wgmma_tma128x64_bias_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma128x64_bias_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma128x64_bias_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_wgmma_tma128x64_bias: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_wgmma_tma128x64_bias_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_wgmma_tma128x64_bias_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma128x64_bias_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma128x64_bias_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_wgmma_tma128x64_bias_relu: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_wgmma_tma128x64_bias_relu_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_wgmma_tma128x64_bias_relu_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma128x64_bias_relu_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_wgmma_tma128x64_bias_relu_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_wgmma_tma128x64_bias_relu: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_wgmma_tma128x64_bias_relu_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_wgmma_tma128x64_bias_relu_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma128x64_bias_relu_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma128x64_bias_relu_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp32_residual: forward 2D fp32 */
int32_t hipconv_fwd_2d_fp32_residual_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp32_residual_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_residual_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_residual_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_residual: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_residual_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_residual_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_residual_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_residual_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_mma_residual: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_mma_residual_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_mma_residual_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma_residual_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_mma_residual_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp32_leaky_relu: forward 2D fp32 */
int32_t hipconv_fwd_2d_fp32_leaky_relu_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp32_leaky_relu_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_leaky_relu_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_leaky_relu_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_wgmma_tma_silu: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_wgmma_tma_silu_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_wgmma_tma_silu_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma_silu_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_wgmma_tma_silu_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp32_group_first: forward 2D fp32 */
int32_t hipconv_fwd_2d_fp32_group_first_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp32_group_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_group_first_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_group_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_group_first: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_group_first_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_group_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_group_first_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_group_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_index64: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_index64_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_index64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_index64_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_index64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp32_channels_first: forward 1D fp32 */
int32_t hipconv_fwd_1d_fp32_channels_first_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp32_channels_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp32_channels_first_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp32_channels_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp16_channels_first: forward 1D fp16 */
int32_t hipconv_fwd_1d_fp16_channels_first_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp16_channels_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_channels_first_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_channels_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_bf16_channels_first: forward 1D bf16 */
int32_t hipconv_fwd_1d_bf16_channels_first_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_bf16_channels_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_channels_first_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_channels_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp32_channels_first: forward 2D fp32 */
int32_t hipconv_fwd_2d_fp32_channels_first_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp32_channels_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_channels_first_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_channels_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_channels_first: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_channels_first_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_channels_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_channels_first_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_channels_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_channels_first: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_channels_first_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_channels_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_channels_first_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_channels_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp32_channels_first: forward 3D fp32 */
int32_t hipconv_fwd_3d_fp32_channels_first_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp32_channels_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp32_channels_first_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp32_channels_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp16_channels_first: forward 3D fp16 */
int32_t hipconv_fwd_3d_fp16_channels_first_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp16_channels_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_channels_first_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_channels_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_bf16_channels_first: forward 3D bf16 */
int32_t hipconv_fwd_3d_bf16_channels_first_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_bf16_channels_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_channels_first_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_channels_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp64: forward 1D fp64 */
int32_t hipconv_fwd_1d_fp64_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp64_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp64: forward 2D fp64 */
int32_t hipconv_fwd_2d_fp64_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp64_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp64: forward 3D fp64 */
int32_t hipconv_fwd_3d_fp64_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp64_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp8_generic: forward 1D fp8_e4m3_fp8_e4m3_bf16 */
int32_t hipconv_fwd_1d_fp8_generic_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp8_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp8_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp8_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp8_generic: forward 2D fp8_e4m3_fp8_e4m3_bf16 */
int32_t hipconv_fwd_2d_fp8_generic_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp8_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp8_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp8_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp8_generic: forward 3D fp8_e4m3_fp8_e4m3_bf16 */
int32_t hipconv_fwd_3d_fp8_generic_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp8_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp8_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp8_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp8_mma128x64: forward 1D fp8_e4m3_fp8_e4m3_bf16 */
int32_t hipconv_fwd_1d_fp8_mma128x64_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp8_mma128x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp8_mma128x64_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp8_mma128x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp8_mma128x64: forward 2D fp8_e4m3_fp8_e4m3_bf16 */
int32_t hipconv_fwd_2d_fp8_mma128x64_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp8_mma128x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp8_mma128x64_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp8_mma128x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp8_mma128x64: forward 3D fp8_e4m3_fp8_e4m3_bf16 */
int32_t hipconv_fwd_3d_fp8_mma128x64_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp8_mma128x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp8_mma128x64_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp8_mma128x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp32_channels_first_reference: forward 1D fp32 */
int32_t hipconv_fwd_1d_fp32_channels_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp32_channels_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp32_channels_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp32_channels_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp16_channels_first_reference: forward 1D fp16 */
int32_t hipconv_fwd_1d_fp16_channels_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp16_channels_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_channels_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_channels_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_bf16_channels_first_reference: forward 1D bf16 */
int32_t hipconv_fwd_1d_bf16_channels_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_bf16_channels_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_channels_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_channels_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp32_channels_first_reference: forward 2D fp32 */
int32_t hipconv_fwd_2d_fp32_channels_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp32_channels_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_channels_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_channels_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_channels_first_reference: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_channels_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_channels_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_channels_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_channels_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_channels_first_reference: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_channels_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_channels_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_channels_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_channels_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp32_channels_first_reference: forward 3D fp32 */
int32_t hipconv_fwd_3d_fp32_channels_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp32_channels_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp32_channels_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp32_channels_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp16_channels_first_reference: forward 3D fp16 */
int32_t hipconv_fwd_3d_fp16_channels_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp16_channels_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_channels_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_channels_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_bf16_channels_first_reference: forward 3D bf16 */
int32_t hipconv_fwd_3d_bf16_channels_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_bf16_channels_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_channels_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_channels_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp64_reference: forward 1D fp64 */
int32_t hipconv_fwd_1d_fp64_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp64_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp64_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp64_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp64_reference: forward 2D fp64 */
int32_t hipconv_fwd_2d_fp64_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp64_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp64_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp64_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp64_reference: forward 3D fp64 */
int32_t hipconv_fwd_3d_fp64_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp64_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp64_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp64_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp8_reference: forward 1D fp8_e4m3_fp8_e4m3_bf16 */
int32_t hipconv_fwd_1d_fp8_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp8_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp8_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp8_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp8_reference: forward 2D fp8_e4m3_fp8_e4m3_bf16 */
int32_t hipconv_fwd_2d_fp8_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp8_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp8_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp8_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp8_reference: forward 3D fp8_e4m3_fp8_e4m3_bf16 */
int32_t hipconv_fwd_3d_fp8_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp8_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp8_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp8_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp32_reference: forward 1D fp32 */
int32_t hipconv_fwd_1d_fp32_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp32_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp32_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp32_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_fp16_reference: forward 1D fp16 */
int32_t hipconv_fwd_1d_fp16_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_fp16_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_fp16_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_1d_bf16_reference: forward 1D bf16 */
int32_t hipconv_fwd_1d_bf16_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_1d_bf16_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_1d_bf16_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp32_reference: forward 2D fp32 */
int32_t hipconv_fwd_2d_fp32_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp32_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_reference: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_reference: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp32_reference: forward 3D fp32 */
int32_t hipconv_fwd_3d_fp32_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp32_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp32_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp32_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_fp16_reference: forward 3D fp16 */
int32_t hipconv_fwd_3d_fp16_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_fp16_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_fp16_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_3d_bf16_reference: forward 3D bf16 */
int32_t hipconv_fwd_3d_bf16_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_3d_bf16_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_3d_bf16_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp32_group_first_reference: forward 2D fp32 */
int32_t hipconv_fwd_2d_fp32_group_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp32_group_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_group_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_group_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_group_first_reference: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_group_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_group_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_group_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_group_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp32_bias_relu_reference: forward 2D fp32 */
int32_t hipconv_fwd_2d_fp32_bias_relu_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp32_bias_relu_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_bias_relu_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_bias_relu_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_bias_relu_reference: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_bias_relu_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_bias_relu_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_bias_relu_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_bias_relu_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_bias_relu_reference: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_bias_relu_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_bias_relu_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_bias_relu_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_bias_relu_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp32_bn_relu_prologue_reference: forward 2D fp32 */
int32_t hipconv_fwd_2d_fp32_bn_relu_prologue_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp32_bn_relu_prologue_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_bn_relu_prologue_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_bn_relu_prologue_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_bn_relu_prologue_reference: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_bn_relu_prologue_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_bn_relu_prologue_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_bn_relu_prologue_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_bn_relu_prologue_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_bn_relu_prologue_reference: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_bn_relu_prologue_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_bn_relu_prologue_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_bn_relu_prologue_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_bn_relu_prologue_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_statistics_reference: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_statistics_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_statistics_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_statistics_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_statistics_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_statistics_reference: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_statistics_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_statistics_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_statistics_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_statistics_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp32_bias_reference: forward 2D fp32 */
int32_t hipconv_fwd_2d_fp32_bias_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp32_bias_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_bias_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_bias_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp16_bias_reference: forward 2D fp16 */
int32_t hipconv_fwd_2d_fp16_bias_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp16_bias_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_bias_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp16_bias_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_bias_reference: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_bias_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_bias_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_bias_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_bias_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp32_residual_reference: forward 2D fp32 */
int32_t hipconv_fwd_2d_fp32_residual_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp32_residual_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_residual_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_residual_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_residual_reference: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_residual_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_residual_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_residual_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_residual_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_fp32_leaky_relu_reference: forward 2D fp32 */
int32_t hipconv_fwd_2d_fp32_leaky_relu_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_fp32_leaky_relu_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_leaky_relu_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_fp32_leaky_relu_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* fwd_2d_bf16_silu_reference: forward 2D bf16 */
int32_t hipconv_fwd_2d_bf16_silu_reference_supports(const hipconv_problem* problem);
int64_t hipconv_fwd_2d_bf16_silu_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_silu_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_fwd_2d_bf16_silu_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

#ifdef __cplusplus
}
#endif

#endif
