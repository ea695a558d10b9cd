/* @generated from specs/bwd_weight.yaml; do not edit.
 * Regenerate with: python -m codegen specs/bwd_weight.yaml
 *
 * The C interface of libhipconv_bwd_weight.so: the generic ABI (hipconv/abi.h,
 * through which runtime/ calls every instance by index) and one set of entry
 * points per instance.
 */
#ifndef HIPCONV_BWD_WEIGHT_H
#define HIPCONV_BWD_WEIGHT_H

#include "hipconv/abi.h"

#ifdef __cplusplus
extern "C" {
#endif

/* bwd_weight_1d_fp32_generic: backward_weight 1D fp32 */
int32_t hipconv_bwd_weight_1d_fp32_generic_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_fp32_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp32_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp32_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_fp16_generic: backward_weight 1D fp16 */
int32_t hipconv_bwd_weight_1d_fp16_generic_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_fp16_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_bf16_generic: backward_weight 1D bf16 */
int32_t hipconv_bwd_weight_1d_bf16_generic_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_bf16_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_generic: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_generic_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_generic: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_generic_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_generic: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_generic_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp32_generic: backward_weight 3D fp32 */
int32_t hipconv_bwd_weight_3d_fp32_generic_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp32_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp32_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp32_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp16_generic: backward_weight 3D fp16 */
int32_t hipconv_bwd_weight_3d_fp16_generic_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp16_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_bf16_generic: backward_weight 3D bf16 */
int32_t hipconv_bwd_weight_3d_bf16_generic_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_bf16_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_accumulate: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_accumulate_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_accumulate_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_accumulate_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp32_accumulate_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_accumulate_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_accumulate: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_accumulate_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_accumulate_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_accumulate_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_accumulate_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_accumulate_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_bn_relu_prologue: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_bn_relu_prologue_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_bn_relu_prologue_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_bn_relu_prologue_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp32_bn_relu_prologue_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_bn_relu_prologue_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_bn_relu_prologue: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_bn_relu_prologue_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_bn_relu_prologue_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_bn_relu_prologue_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_bn_relu_prologue_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_bn_relu_prologue_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_bn_relu_prologue: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_bn_relu_prologue_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_bn_relu_prologue_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_bn_relu_prologue_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_bn_relu_prologue_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_bn_relu_prologue_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_mma_bn_relu_prologue: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_mma_bn_relu_prologue_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_mma_bn_relu_prologue_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_mma_bn_relu_prologue_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_mma_bn_relu_prologue_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_mma_bn_relu_prologue_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_mma_bn_relu_prologue: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_mma_bn_relu_prologue_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_mma_bn_relu_prologue_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_mma_bn_relu_prologue_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_mma_bn_relu_prologue_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_mma_bn_relu_prologue_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_fp32_vec4: backward_weight 1D fp32 */
int32_t hipconv_bwd_weight_1d_fp32_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_fp32_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp32_vec4_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_1d_fp32_vec4_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp32_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_fp16_vec4: backward_weight 1D fp16 */
int32_t hipconv_bwd_weight_1d_fp16_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_fp16_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_vec4_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_1d_fp16_vec4_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_bf16_vec4: backward_weight 1D bf16 */
int32_t hipconv_bwd_weight_1d_bf16_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_bf16_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_vec4_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_1d_bf16_vec4_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_vec4: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_vec4_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp32_vec4_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_vec4: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_vec4_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_vec4_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_vec4: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_vec4_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_vec4_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp32_vec4: backward_weight 3D fp32 */
int32_t hipconv_bwd_weight_3d_fp32_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp32_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp32_vec4_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_fp32_vec4_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp32_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp16_vec4: backward_weight 3D fp16 */
int32_t hipconv_bwd_weight_3d_fp16_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp16_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_vec4_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_fp16_vec4_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_bf16_vec4: backward_weight 3D bf16 */
int32_t hipconv_bwd_weight_3d_bf16_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_bf16_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_vec4_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_bf16_vec4_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_128x64: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_128x64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_128x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_128x64_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp32_128x64_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_128x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_winograd: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_winograd_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_winograd_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_winograd_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_winograd_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_vec8: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_vec8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_vec8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_vec8_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_vec8_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_vec8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_fp16_split_y8: backward_weight 1D fp16 */
int32_t hipconv_bwd_weight_1d_fp16_split_y8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_fp16_split_y8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_split_y8_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_1d_fp16_split_y8_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_split_y8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_bf16_split_y8: backward_weight 1D bf16 */
int32_t hipconv_bwd_weight_1d_bf16_split_y8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_bf16_split_y8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_split_y8_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_1d_bf16_split_y8_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_split_y8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_split_y8: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_split_y8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_split_y8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_split_y8_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_split_y8_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_split_y8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_split_y8: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_split_y8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_split_y8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_split_y8_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_split_y8_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_split_y8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp16_split_y8: backward_weight 3D fp16 */
int32_t hipconv_bwd_weight_3d_fp16_split_y8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp16_split_y8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_split_y8_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_fp16_split_y8_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_split_y8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_bf16_split_y8: backward_weight 3D bf16 */
int32_t hipconv_bwd_weight_3d_bf16_split_y8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_bf16_split_y8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_split_y8_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_bf16_split_y8_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_split_y8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_split2: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_split2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_split2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_split2_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_split2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_split3: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_split3_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_split3_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_split3_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_split3_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_split7: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_split7_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_split7_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_split7_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_split7_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_splitauto: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_splitauto_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_splitauto_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_splitauto_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp32_splitauto_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_splitauto_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_split3: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_split3_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_split3_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_split3_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_split3_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_splitauto: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_splitauto_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_splitauto_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_splitauto_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_splitauto_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_splitauto_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_split3: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_split3_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_split3_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_split3_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_split3_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_splitauto: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_splitauto_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_splitauto_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_splitauto_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_splitauto_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_splitauto_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_det3: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_det3_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_det3_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_det3_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_det3_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_detauto: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_detauto_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_detauto_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_detauto_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp32_detauto_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_detauto_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_det3: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_det3_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_det3_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_det3_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_det3_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_detauto: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_detauto_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_detauto_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_detauto_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_detauto_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_detauto_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_fp32_splitauto: backward_weight 1D fp32 */
int32_t hipconv_bwd_weight_1d_fp32_splitauto_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_fp32_splitauto_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp32_splitauto_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_1d_fp32_splitauto_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp32_splitauto_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp32_splitauto: backward_weight 3D fp32 */
int32_t hipconv_bwd_weight_3d_fp32_splitauto_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp32_splitauto_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp32_splitauto_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_fp32_splitauto_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp32_splitauto_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp16_det_auto: backward_weight 3D fp16 */
int32_t hipconv_bwd_weight_3d_fp16_det_auto_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp16_det_auto_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_det_auto_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_fp16_det_auto_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_det_auto_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_few_run8_c4: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_few_run8_c4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_few_run8_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_few_run8_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_few_run8_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_few_run8_c4: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_few_run8_c4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_few_run8_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_few_run8_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_few_run8_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_few_run4_c4: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_few_run4_c4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_few_run4_c4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_few_run4_c4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_few_run4_c4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_merged8: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_merged8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_merged8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_merged8_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp32_merged8_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_merged8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_merged8: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_merged8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_merged8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_merged8_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_merged8_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_merged8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_merged8: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_merged8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_merged8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_merged8_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_merged8_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_merged8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_fp32_merged4: backward_weight 1D fp32 */
int32_t hipconv_bwd_weight_1d_fp32_merged4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_fp32_merged4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp32_merged4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp32_merged4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp32_merged4: backward_weight 3D fp32 */
int32_t hipconv_bwd_weight_3d_fp32_merged4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp32_merged4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp32_merged4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp32_merged4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_fp32_depthwise: backward_weight 1D fp32 */
int32_t hipconv_bwd_weight_1d_fp32_depthwise_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_fp32_depthwise_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp32_depthwise_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp32_depthwise_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_fp16_depthwise: backward_weight 1D fp16 */
int32_t hipconv_bwd_weight_1d_fp16_depthwise_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_fp16_depthwise_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_depthwise_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_depthwise_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_bf16_depthwise: backward_weight 1D bf16 */
int32_t hipconv_bwd_weight_1d_bf16_depthwise_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_bf16_depthwise_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_depthwise_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_depthwise_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_depthwise: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_depthwise_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_depthwise_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_depthwise_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_depthwise_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_depthwise: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_depthwise_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_depthwise_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_depthwise: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_depthwise_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_depthwise_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_fp16_depthwise_v2: backward_weight 1D fp16 */
int32_t hipconv_bwd_weight_1d_fp16_depthwise_v2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_fp16_depthwise_v2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_depthwise_v2_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_depthwise_v2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_bf16_depthwise_v2: backward_weight 1D bf16 */
int32_t hipconv_bwd_weight_1d_bf16_depthwise_v2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_bf16_depthwise_v2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_depthwise_v2_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_depthwise_v2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_depthwise_v2: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_depthwise_v2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_depthwise_v2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_v2_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_v2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_depthwise_v2: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_depthwise_v2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_depthwise_v2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_v2_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_v2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp16_depthwise_v2: backward_weight 3D fp16 */
int32_t hipconv_bwd_weight_3d_fp16_depthwise_v2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp16_depthwise_v2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_depthwise_v2_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_depthwise_v2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_bf16_depthwise_v2: backward_weight 3D bf16 */
int32_t hipconv_bwd_weight_3d_bf16_depthwise_v2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_bf16_depthwise_v2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_depthwise_v2_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_depthwise_v2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp32_depthwise: backward_weight 3D fp32 */
int32_t hipconv_bwd_weight_3d_fp32_depthwise_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp32_depthwise_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp32_depthwise_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp32_depthwise_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp16_depthwise: backward_weight 3D fp16 */
int32_t hipconv_bwd_weight_3d_fp16_depthwise_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp16_depthwise_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_depthwise_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_depthwise_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_bf16_depthwise: backward_weight 3D bf16 */
int32_t hipconv_bwd_weight_3d_bf16_depthwise_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_bf16_depthwise_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_depthwise_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_depthwise_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_depthwise7x7: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_depthwise7x7_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_depthwise7x7_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise7x7_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise7x7_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_depthwise_run4: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_depthwise_run4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_depthwise_run4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_depthwise_run4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_depthwise_run4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_depthwise_run4: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_depthwise_run4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_depthwise_run4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_run4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_run4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_depthwise_run4: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_depthwise_run4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_depthwise_run4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_run4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_run4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_depthwise_run8: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_depthwise_run8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_depthwise_run8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_depthwise_run8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_depthwise_run8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_depthwise_run8: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_depthwise_run8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_depthwise_run8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_run8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_run8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_depthwise_run8: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_depthwise_run8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_depthwise_run8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_run8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_run8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_depthwise_run8_g32: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_depthwise_run8_g32_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_depthwise_run8_g32_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_depthwise_run8_g32_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_depthwise_run8_g32_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_depthwise_run8_g32: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_depthwise_run8_g32_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_depthwise_run8_g32_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_run8_g32_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_run8_g32_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_depthwise_run8_g32: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_depthwise_run8_g32_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_depthwise_run8_g32_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_run8_g32_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_run8_g32_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_depthwise_run7: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_depthwise_run7_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_depthwise_run7_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_depthwise_run7_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_depthwise_run7_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_depthwise_run7: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_depthwise_run7_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_depthwise_run7_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_run7_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_run7_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_depthwise_run7: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_depthwise_run7_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_depthwise_run7_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_run7_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_run7_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_depthwise_run4_k25: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_depthwise_run4_k25_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_depthwise_run4_k25_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_depthwise_run4_k25_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_depthwise_run4_k25_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_depthwise_run4_k25: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_depthwise_run4_k25_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_depthwise_run4_k25_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_run4_k25_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_run4_k25_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_depthwise_run4_k25: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_depthwise_run4_k25_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_depthwise_run4_k25_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_run4_k25_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_run4_k25_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_depthwise_t4_run4: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_depthwise_t4_run4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_depthwise_t4_run4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_depthwise_t4_run4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_depthwise_t4_run4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_depthwise_t4_run4: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_depthwise_t4_run4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_depthwise_t4_run4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_t4_run4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_t4_run4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_depthwise_t4_run4: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_depthwise_t4_run4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_depthwise_t4_run4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_t4_run4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_t4_run4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_depthwise_t4_run4_k25: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_depthwise_t4_run4_k25_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_depthwise_t4_run4_k25_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_depthwise_t4_run4_k25_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_depthwise_t4_run4_k25_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_depthwise_t4_run4_k25: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_depthwise_t4_run4_k25_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_depthwise_t4_run4_k25_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_t4_run4_k25_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_t4_run4_k25_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_depthwise_t4_run4_k25: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_depthwise_t4_run4_k25_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_depthwise_t4_run4_k25_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_t4_run4_k25_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_t4_run4_k25_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_depthwise_t14_run7: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_depthwise_t14_run7_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_depthwise_t14_run7_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_depthwise_t14_run7_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_depthwise_t14_run7_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_depthwise_t14_run7: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_depthwise_t14_run7_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_depthwise_t14_run7_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_t14_run7_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_t14_run7_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_depthwise_t14_run7: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_depthwise_t14_run7_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_depthwise_t14_run7_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_t14_run7_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_t14_run7_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_depthwise_t7_run7: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_depthwise_t7_run7_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_depthwise_t7_run7_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_depthwise_t7_run7_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_depthwise_t7_run7_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_depthwise_t7_run7: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_depthwise_t7_run7_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_depthwise_t7_run7_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_t7_run7_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_t7_run7_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_depthwise_t7_run7: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_depthwise_t7_run7_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_depthwise_t7_run7_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_t7_run7_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_t7_run7_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_depthwise_t7_run7_k25: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_depthwise_t7_run7_k25_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_depthwise_t7_run7_k25_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_depthwise_t7_run7_k25_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_depthwise_t7_run7_k25_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_depthwise_t7_run7_k25: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_depthwise_t7_run7_k25_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_depthwise_t7_run7_k25_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_t7_run7_k25_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_t7_run7_k25_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_depthwise_t7_run7_k25: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_depthwise_t7_run7_k25_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_depthwise_t7_run7_k25_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_t7_run7_k25_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_t7_run7_k25_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_depthwise_t7_taps7: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_depthwise_t7_taps7_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_depthwise_t7_taps7_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_t7_taps7_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_t7_taps7_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_depthwise_t7_taps7: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_depthwise_t7_taps7_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_depthwise_t7_taps7_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_t7_taps7_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_t7_taps7_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_depthwise_t7_taps5: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_depthwise_t7_taps5_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_depthwise_t7_taps5_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_t7_taps5_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_t7_taps5_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_depthwise_t7_taps5: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_depthwise_t7_taps5_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_depthwise_t7_taps5_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_t7_taps5_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_t7_taps5_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_depthwise_t4_taps5: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_depthwise_t4_taps5_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_depthwise_t4_taps5_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_t4_taps5_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_t4_taps5_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_depthwise_t4_taps5: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_depthwise_t4_taps5_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_depthwise_t4_taps5_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_t4_taps5_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_t4_taps5_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_depthwise_vec8: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_depthwise_vec8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_depthwise_vec8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_vec8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_depthwise_vec8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_depthwise_vec8: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_depthwise_vec8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_depthwise_vec8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_vec8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_depthwise_vec8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_depthwise_det_auto: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_depthwise_det_auto_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_depthwise_det_auto_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_depthwise_det_auto_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_depthwise_det_auto_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_depthwise_group_first: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_depthwise_group_first_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_depthwise_group_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_depthwise_group_first_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_depthwise_group_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_1x1: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_1x1_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp32_1x1_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_1x1: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_1x1_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_1x1_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_1x1: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_1x1_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_1x1_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_1x1_x2: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_1x1_x2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_1x1_x2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_1x1_x2_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_1x1_x2_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_1x1_x2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_1x1_x2: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_1x1_x2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_1x1_x2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_1x1_x2_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_1x1_x2_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_1x1_x2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_1x1_vec2: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_1x1_vec2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_1x1_vec2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_1x1_vec2_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_1x1_vec2_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_1x1_vec2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_1x1_vec2: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_1x1_vec2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_1x1_vec2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_1x1_vec2_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_1x1_vec2_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_1x1_vec2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_fp32_1x1_pad0: backward_weight 1D fp32 */
int32_t hipconv_bwd_weight_1d_fp32_1x1_pad0_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_fp32_1x1_pad0_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp32_1x1_pad0_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp32_1x1_pad0_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp32_1x1_pad0: backward_weight 3D fp32 */
int32_t hipconv_bwd_weight_3d_fp32_1x1_pad0_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp32_1x1_pad0_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp32_1x1_pad0_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp32_1x1_pad0_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_fp16_mma128x128: backward_weight 1D fp16 */
int32_t hipconv_bwd_weight_1d_fp16_mma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_fp16_mma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_mma128x128_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_1d_fp16_mma128x128_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_mma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_bf16_mma128x128: backward_weight 1D bf16 */
int32_t hipconv_bwd_weight_1d_bf16_mma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_bf16_mma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_mma128x128_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_1d_bf16_mma128x128_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_mma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_mma128x128: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_mma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_mma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_mma128x128_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_mma128x128_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_mma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_mma128x128: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_mma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_mma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_mma128x128_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_mma128x128_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_mma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp16_mma128x128: backward_weight 3D fp16 */
int32_t hipconv_bwd_weight_3d_fp16_mma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp16_mma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_mma128x128_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_fp16_mma128x128_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_mma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_bf16_mma128x128: backward_weight 3D bf16 */
int32_t hipconv_bwd_weight_3d_bf16_mma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_bf16_mma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_mma128x128_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_bf16_mma128x128_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_mma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_mma64x128: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_mma64x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_mma64x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_mma64x128_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_mma64x128_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_mma64x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_mma64x128: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_mma64x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_mma64x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_mma64x128_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_mma64x128_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_mma64x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp16_mma64x128: backward_weight 3D fp16 */
int32_t hipconv_bwd_weight_3d_fp16_mma64x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp16_mma64x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_mma64x128_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_fp16_mma64x128_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_mma64x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_bf16_mma64x128: backward_weight 3D bf16 */
int32_t hipconv_bwd_weight_3d_bf16_mma64x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_bf16_mma64x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_mma64x128_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_bf16_mma64x128_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_mma64x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_fp16_mma_c1: backward_weight 1D fp16 */
int32_t hipconv_bwd_weight_1d_fp16_mma_c1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_fp16_mma_c1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_mma_c1_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_1d_fp16_mma_c1_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_mma_c1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_bf16_mma_c1: backward_weight 1D bf16 */
int32_t hipconv_bwd_weight_1d_bf16_mma_c1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_bf16_mma_c1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_mma_c1_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_1d_bf16_mma_c1_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_mma_c1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_mma_c1: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_mma_c1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_mma_c1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_mma_c1_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_mma_c1_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_mma_c1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_mma_c1: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_mma_c1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_mma_c1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_mma_c1_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_mma_c1_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_mma_c1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp16_mma_c1: backward_weight 3D fp16 */
int32_t hipconv_bwd_weight_3d_fp16_mma_c1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp16_mma_c1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_mma_c1_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_fp16_mma_c1_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_mma_c1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_bf16_mma_c1: backward_weight 3D bf16 */
int32_t hipconv_bwd_weight_3d_bf16_mma_c1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_bf16_mma_c1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_mma_c1_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_bf16_mma_c1_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_mma_c1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_mma_pad4: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_mma_pad4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_mma_pad4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_mma_pad4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_mma_pad4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_mma_pad4: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_mma_pad4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_mma_pad4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_mma_pad4_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_mma_pad4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_fp16_mma64x128_pad8: backward_weight 1D fp16 */
int32_t hipconv_bwd_weight_1d_fp16_mma64x128_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_fp16_mma64x128_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_mma64x128_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_mma64x128_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_bf16_mma64x128_pad8: backward_weight 1D bf16 */
int32_t hipconv_bwd_weight_1d_bf16_mma64x128_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_bf16_mma64x128_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_mma64x128_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_mma64x128_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_mma64x128_pad8: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_mma64x128_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_mma64x128_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_mma64x128_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_mma64x128_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_mma64x128_pad8: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_mma64x128_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_mma64x128_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_mma64x128_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_mma64x128_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp16_mma64x128_pad8: backward_weight 3D fp16 */
int32_t hipconv_bwd_weight_3d_fp16_mma64x128_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp16_mma64x128_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_mma64x128_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_mma64x128_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_bf16_mma64x128_pad8: backward_weight 3D bf16 */
int32_t hipconv_bwd_weight_3d_bf16_mma64x128_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_bf16_mma64x128_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_mma64x128_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_mma64x128_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_fp16_wgmma_tma128x128_pad8: backward_weight 1D fp16 */
int32_t hipconv_bwd_weight_1d_fp16_wgmma_tma128x128_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_fp16_wgmma_tma128x128_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_wgmma_tma128x128_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_wgmma_tma128x128_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_bf16_wgmma_tma128x128_pad8: backward_weight 1D bf16 */
int32_t hipconv_bwd_weight_1d_bf16_wgmma_tma128x128_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_bf16_wgmma_tma128x128_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_wgmma_tma128x128_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_wgmma_tma128x128_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_wgmma_tma128x128_pad8: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x128_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x128_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x128_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x128_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_wgmma_tma128x128_pad8: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x128_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x128_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x128_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x128_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp16_wgmma_tma128x128_pad8: backward_weight 3D fp16 */
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma128x128_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp16_wgmma_tma128x128_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma128x128_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma128x128_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_bf16_wgmma_tma128x128_pad8: backward_weight 3D bf16 */
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma128x128_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_bf16_wgmma_tma128x128_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma128x128_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma128x128_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_wgmma_tma64x192_pad8: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x192_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x192_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x192_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x192_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_wgmma_tma64x192_pad8: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x192_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x192_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x192_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x192_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp16_wgmma_tma64x192_pad8: backward_weight 3D fp16 */
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma64x192_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp16_wgmma_tma64x192_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma64x192_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma64x192_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_bf16_wgmma_tma64x192_pad8: backward_weight 3D bf16 */
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma64x192_pad8_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_bf16_wgmma_tma64x192_pad8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma64x192_pad8_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma64x192_pad8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_fp16_mma_vec4: backward_weight 1D fp16 */
int32_t hipconv_bwd_weight_1d_fp16_mma_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_fp16_mma_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_mma_vec4_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_1d_fp16_mma_vec4_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_mma_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_bf16_mma_vec4: backward_weight 1D bf16 */
int32_t hipconv_bwd_weight_1d_bf16_mma_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_bf16_mma_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_mma_vec4_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_1d_bf16_mma_vec4_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_mma_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_mma_vec4: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_mma_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_mma_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_mma_vec4_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_mma_vec4_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_mma_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_mma_vec4: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_mma_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_mma_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_mma_vec4_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_mma_vec4_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_mma_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp16_mma_vec4: backward_weight 3D fp16 */
int32_t hipconv_bwd_weight_3d_fp16_mma_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp16_mma_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_mma_vec4_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_fp16_mma_vec4_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_mma_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_bf16_mma_vec4: backward_weight 3D bf16 */
int32_t hipconv_bwd_weight_3d_bf16_mma_vec4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_bf16_mma_vec4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_mma_vec4_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_bf16_mma_vec4_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_mma_vec4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_fp16_mma_vec2: backward_weight 1D fp16 */
int32_t hipconv_bwd_weight_1d_fp16_mma_vec2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_fp16_mma_vec2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_mma_vec2_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_1d_fp16_mma_vec2_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_mma_vec2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_bf16_mma_vec2: backward_weight 1D bf16 */
int32_t hipconv_bwd_weight_1d_bf16_mma_vec2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_bf16_mma_vec2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_mma_vec2_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_1d_bf16_mma_vec2_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_mma_vec2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_mma_vec2: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_mma_vec2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_mma_vec2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_mma_vec2_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_mma_vec2_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_mma_vec2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_mma_vec2: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_mma_vec2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_mma_vec2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_mma_vec2_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_mma_vec2_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_mma_vec2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp16_mma_vec2: backward_weight 3D fp16 */
int32_t hipconv_bwd_weight_3d_fp16_mma_vec2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp16_mma_vec2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_mma_vec2_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_fp16_mma_vec2_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_mma_vec2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_bf16_mma_vec2: backward_weight 3D bf16 */
int32_t hipconv_bwd_weight_3d_bf16_mma_vec2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_bf16_mma_vec2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_mma_vec2_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_bf16_mma_vec2_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_mma_vec2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_tap_window: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_tap_window_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_tap_window_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_tap_window_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_tap_window_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_tap_window: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_tap_window_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_tap_window_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_tap_window_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_tap_window_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp16_tap_window: backward_weight 3D fp16 */
int32_t hipconv_bwd_weight_3d_fp16_tap_window_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp16_tap_window_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_tap_window_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_tap_window_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_bf16_tap_window: backward_weight 3D bf16 */
int32_t hipconv_bwd_weight_3d_bf16_tap_window_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_bf16_tap_window_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_tap_window_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_tap_window_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_mma_merged4: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_mma_merged4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_mma_merged4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_mma_merged4_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_mma_merged4_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_mma_merged4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_mma_merged4: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_mma_merged4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_mma_merged4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_mma_merged4_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_mma_merged4_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_mma_merged4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_image4: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_image4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_image4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_image4_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_image4_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_image4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_image4: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_image4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_image4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_image4_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_image4_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_image4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_image2: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_image2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_image2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_image2_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_image2_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_image2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_image2: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_image2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_image2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_image2_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_image2_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_image2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_image2_wide: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_image2_wide_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_image2_wide_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_image2_wide_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_image2_wide_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_image2_wide_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_image2_wide: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_image2_wide_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_image2_wide_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_image2_wide_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_image2_wide_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_image2_wide_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_image2_c16: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_image2_c16_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_image2_c16_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_image2_c16_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_image2_c16_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_image2_c16_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_image2_c16: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_image2_c16_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_image2_c16_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_image2_c16_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_image2_c16_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_image2_c16_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_image1: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_image1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_image1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_image1_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_image1_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_image1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_image1: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_image1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_image1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_image1_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_image1_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_image1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_image1_48k: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_image1_48k_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_image1_48k_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_image1_48k_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_image1_48k_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_image1_48k_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_image1_48k: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_image1_48k_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_image1_48k_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_image1_48k_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_image1_48k_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_image1_48k_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_image1_96k: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_image1_96k_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_image1_96k_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_image1_96k_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_image1_96k_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_image1_96k_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_image1_96k: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_image1_96k_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_image1_96k_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_image1_96k_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_image1_96k_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_image1_96k_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_mma_merged2: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_mma_merged2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_mma_merged2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_mma_merged2_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_mma_merged2_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_mma_merged2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_mma_merged2: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_mma_merged2_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_mma_merged2_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_mma_merged2_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_mma_merged2_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_mma_merged2_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_mma_1x1: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_mma_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_mma_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_mma_1x1_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_mma_1x1_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_mma_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_mma_1x1: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_mma_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_mma_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_mma_1x1_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_mma_1x1_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_mma_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_fp16_mfma128x128: backward_weight 1D fp16 */
int32_t hipconv_bwd_weight_1d_fp16_mfma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_fp16_mfma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_mfma128x128_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_1d_fp16_mfma128x128_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_mfma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_bf16_mfma128x128: backward_weight 1D bf16 */
int32_t hipconv_bwd_weight_1d_bf16_mfma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_bf16_mfma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_mfma128x128_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_1d_bf16_mfma128x128_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_mfma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_mfma128x128: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_mfma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_mfma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_mfma128x128_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_mfma128x128_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_mfma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_mfma128x128: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_mfma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_mfma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_mfma128x128_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_mfma128x128_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_mfma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp16_mfma128x128: backward_weight 3D fp16 */
int32_t hipconv_bwd_weight_3d_fp16_mfma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp16_mfma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_mfma128x128_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_fp16_mfma128x128_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_mfma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_bf16_mfma128x128: backward_weight 3D bf16 */
int32_t hipconv_bwd_weight_3d_bf16_mfma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_bf16_mfma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_mfma128x128_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_bf16_mfma128x128_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_mfma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_mfma64x64: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_mfma64x64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_mfma64x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_mfma64x64_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_mfma64x64_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_mfma64x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_mfma64x64: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_mfma64x64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_mfma64x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_mfma64x64_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_mfma64x64_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_mfma64x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_mfma_merged4: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_mfma_merged4_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_mfma_merged4_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_mfma_merged4_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_mfma_merged4_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_mfma_merged4_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_wgmma128x128: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_wgmma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_wgmma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma128x128_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_wgmma128x128_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_wgmma128x128: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_wgmma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_wgmma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma128x128_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_wgmma128x128_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp16_wgmma128x128: backward_weight 3D fp16 */
int32_t hipconv_bwd_weight_3d_fp16_wgmma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp16_wgmma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_wgmma128x128_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_fp16_wgmma128x128_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_wgmma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_bf16_wgmma128x128: backward_weight 3D bf16 */
int32_t hipconv_bwd_weight_3d_bf16_wgmma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_bf16_wgmma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_wgmma128x128_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_bf16_wgmma128x128_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_wgmma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_wgmma64x64: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_wgmma64x64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_wgmma64x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma64x64_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_wgmma64x64_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma64x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_wgmma64x64: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_wgmma64x64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_wgmma64x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma64x64_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_wgmma64x64_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma64x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_fp16_wgmma_tma128x128: backward_weight 1D fp16 */
int32_t hipconv_bwd_weight_1d_fp16_wgmma_tma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_fp16_wgmma_tma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_wgmma_tma128x128_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_1d_fp16_wgmma_tma128x128_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_wgmma_tma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_bf16_wgmma_tma128x128: backward_weight 1D bf16 */
int32_t hipconv_bwd_weight_1d_bf16_wgmma_tma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_bf16_wgmma_tma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_wgmma_tma128x128_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_1d_bf16_wgmma_tma128x128_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_wgmma_tma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_wgmma_tma128x128: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x128_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_wgmma_tma128x128_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_wgmma_tma128x128: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x128_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_wgmma_tma128x128_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp16_wgmma_tma128x128: backward_weight 3D fp16 */
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp16_wgmma_tma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma128x128_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_fp16_wgmma_tma128x128_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_bf16_wgmma_tma128x128: backward_weight 3D bf16 */
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma128x128_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_bf16_wgmma_tma128x128_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma128x128_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_bf16_wgmma_tma128x128_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma128x128_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_mma_accumulate: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_mma_accumulate_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_mma_accumulate_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_mma_accumulate_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_mma_accumulate_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_mma_accumulate_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_mma_accumulate: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_mma_accumulate_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_mma_accumulate_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_mma_accumulate_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_mma_accumulate_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_mma_accumulate_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_wgmma_tma128x128_accumulate: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x128_accumulate_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x128_accumulate_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x128_accumulate_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_wgmma_tma128x128_accumulate_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x128_accumulate_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_wgmma_tma128x128_accumulate: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x128_accumulate_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x128_accumulate_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x128_accumulate_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_wgmma_tma128x128_accumulate_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x128_accumulate_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_wgmma_tma128x256_accumulate: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x256_accumulate_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x256_accumulate_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x256_accumulate_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_wgmma_tma128x256_accumulate_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x256_accumulate_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_wgmma_tma128x256_accumulate: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x256_accumulate_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x256_accumulate_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x256_accumulate_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_wgmma_tma128x256_accumulate_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x256_accumulate_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_wgmma_tma64x256_accumulate: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x256_accumulate_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x256_accumulate_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x256_accumulate_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_wgmma_tma64x256_accumulate_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x256_accumulate_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_wgmma_tma64x256_accumulate: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x256_accumulate_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x256_accumulate_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x256_accumulate_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_wgmma_tma64x256_accumulate_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x256_accumulate_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_wgmma_tma128x256: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x256_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x256_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x256_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_wgmma_tma128x256_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x256_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_wgmma_tma128x256: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x256_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x256_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x256_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_wgmma_tma128x256_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x256_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp16_wgmma_tma128x256: backward_weight 3D fp16 */
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma128x256_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp16_wgmma_tma128x256_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma128x256_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_fp16_wgmma_tma128x256_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma128x256_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_bf16_wgmma_tma128x256: backward_weight 3D bf16 */
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma128x256_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_bf16_wgmma_tma128x256_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma128x256_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_bf16_wgmma_tma128x256_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma128x256_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_wgmma_tma64x256: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x256_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x256_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x256_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_wgmma_tma64x256_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x256_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_wgmma_tma64x256: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x256_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x256_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x256_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_wgmma_tma64x256_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x256_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp16_wgmma_tma64x256: backward_weight 3D fp16 */
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma64x256_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp16_wgmma_tma64x256_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma64x256_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_fp16_wgmma_tma64x256_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma64x256_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_bf16_wgmma_tma64x256: backward_weight 3D bf16 */
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma64x256_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_bf16_wgmma_tma64x256_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma64x256_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_bf16_wgmma_tma64x256_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma64x256_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_wgmma_tma64x192: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x192_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x192_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x192_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_wgmma_tma64x192_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x192_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_wgmma_tma64x192: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x192_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x192_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x192_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_wgmma_tma64x192_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x192_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp16_wgmma_tma64x192: backward_weight 3D fp16 */
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma64x192_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp16_wgmma_tma64x192_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma64x192_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_fp16_wgmma_tma64x192_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma64x192_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_bf16_wgmma_tma64x192: backward_weight 3D bf16 */
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma64x192_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_bf16_wgmma_tma64x192_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma64x192_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_bf16_wgmma_tma64x192_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma64x192_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_wgmma_tma128x64: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x64_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_wgmma_tma128x64_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_wgmma_tma128x64: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x64_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_wgmma_tma128x64_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp16_wgmma_tma128x64: backward_weight 3D fp16 */
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma128x64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp16_wgmma_tma128x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma128x64_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_fp16_wgmma_tma128x64_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma128x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_bf16_wgmma_tma128x64: backward_weight 3D bf16 */
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma128x64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_bf16_wgmma_tma128x64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma128x64_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_bf16_wgmma_tma128x64_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma128x64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_wgmma_tma128x128_patches: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x128_patches_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x128_patches_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x128_patches_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_wgmma_tma128x128_patches_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x128_patches_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_wgmma_tma128x128_patches: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x128_patches_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x128_patches_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x128_patches_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_wgmma_tma128x128_patches_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x128_patches_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp16_wgmma_tma128x128_patches: backward_weight 3D fp16 */
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma128x128_patches_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp16_wgmma_tma128x128_patches_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma128x128_patches_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_fp16_wgmma_tma128x128_patches_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma128x128_patches_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_bf16_wgmma_tma128x128_patches: backward_weight 3D bf16 */
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma128x128_patches_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_bf16_wgmma_tma128x128_patches_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma128x128_patches_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_bf16_wgmma_tma128x128_patches_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma128x128_patches_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_wgmma_tma128x256_patches: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x256_patches_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x256_patches_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x256_patches_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_wgmma_tma128x256_patches_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x256_patches_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_wgmma_tma128x256_patches: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x256_patches_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x256_patches_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x256_patches_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_wgmma_tma128x256_patches_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x256_patches_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp16_wgmma_tma128x256_patches: backward_weight 3D fp16 */
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma128x256_patches_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp16_wgmma_tma128x256_patches_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma128x256_patches_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_fp16_wgmma_tma128x256_patches_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma128x256_patches_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_bf16_wgmma_tma128x256_patches: backward_weight 3D bf16 */
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma128x256_patches_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_bf16_wgmma_tma128x256_patches_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma128x256_patches_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_bf16_wgmma_tma128x256_patches_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma128x256_patches_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_wgmma_tma64x256_patches: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x256_patches_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x256_patches_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x256_patches_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_wgmma_tma64x256_patches_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x256_patches_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_wgmma_tma64x256_patches: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x256_patches_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x256_patches_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x256_patches_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_wgmma_tma64x256_patches_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x256_patches_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp16_wgmma_tma64x256_patches: backward_weight 3D fp16 */
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma64x256_patches_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp16_wgmma_tma64x256_patches_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma64x256_patches_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_fp16_wgmma_tma64x256_patches_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma64x256_patches_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_bf16_wgmma_tma64x256_patches: backward_weight 3D bf16 */
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma64x256_patches_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_bf16_wgmma_tma64x256_patches_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma64x256_patches_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_bf16_wgmma_tma64x256_patches_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma64x256_patches_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_wgmma_tma64x192_patches: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x192_patches_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x192_patches_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x192_patches_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_wgmma_tma64x192_patches_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x192_patches_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_wgmma_tma64x192_patches: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x192_patches_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x192_patches_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x192_patches_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_wgmma_tma64x192_patches_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x192_patches_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp16_wgmma_tma64x192_patches: backward_weight 3D fp16 */
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma64x192_patches_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp16_wgmma_tma64x192_patches_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma64x192_patches_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_fp16_wgmma_tma64x192_patches_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma64x192_patches_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_bf16_wgmma_tma64x192_patches: backward_weight 3D bf16 */
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma64x192_patches_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_bf16_wgmma_tma64x192_patches_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma64x192_patches_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_bf16_wgmma_tma64x192_patches_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma64x192_patches_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp16_wgmma_tma64x128_patches: backward_weight 3D fp16 */
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma64x128_patches_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp16_wgmma_tma64x128_patches_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma64x128_patches_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_fp16_wgmma_tma64x128_patches_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_wgmma_tma64x128_patches_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_bf16_wgmma_tma64x128_patches: backward_weight 3D bf16 */
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma64x128_patches_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_bf16_wgmma_tma64x128_patches_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma64x128_patches_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_bf16_wgmma_tma64x128_patches_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_wgmma_tma64x128_patches_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_wgmma_tma64x128_1x1: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x128_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x128_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x128_1x1_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_wgmma_tma64x128_1x1_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x128_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_wgmma_tma64x128_1x1: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x128_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x128_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x128_1x1_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_wgmma_tma64x128_1x1_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x128_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_wgmma_tma64x64_1x1: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x64_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x64_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x64_1x1_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_wgmma_tma64x64_1x1_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x64_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_wgmma_tma64x64_1x1: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x64_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x64_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x64_1x1_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_wgmma_tma64x64_1x1_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x64_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_wgmma_tma128x128_1x1: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x128_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x128_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x128_1x1_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_wgmma_tma128x128_1x1_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x128_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_wgmma_tma128x128_1x1: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x128_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x128_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x128_1x1_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_wgmma_tma128x128_1x1_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x128_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_wgmma_tma128x256_1x1: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x256_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x256_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x256_1x1_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_wgmma_tma128x256_1x1_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x256_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_wgmma_tma128x256_1x1: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x256_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x256_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x256_1x1_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_wgmma_tma128x256_1x1_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x256_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_wgmma_tma64x256_1x1: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x256_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x256_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x256_1x1_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_wgmma_tma64x256_1x1_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma64x256_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_wgmma_tma64x256_1x1: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x256_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x256_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x256_1x1_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_wgmma_tma64x256_1x1_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma64x256_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_wgmma_tma128x64_1x1: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x64_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x64_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x64_1x1_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_wgmma_tma128x64_1x1_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x64_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_wgmma_tma128x64_1x1: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x64_1x1_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x64_1x1_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x64_1x1_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_wgmma_tma128x64_1x1_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_wgmma_tma128x64_1x1_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_group_first: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_group_first_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_group_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_group_first_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_group_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_group_first: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_group_first_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_group_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_group_first_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_group_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_fp32_channels_first: backward_weight 1D fp32 */
int32_t hipconv_bwd_weight_1d_fp32_channels_first_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_fp32_channels_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp32_channels_first_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_1d_fp32_channels_first_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp32_channels_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_fp16_channels_first: backward_weight 1D fp16 */
int32_t hipconv_bwd_weight_1d_fp16_channels_first_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_fp16_channels_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_channels_first_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_1d_fp16_channels_first_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_channels_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_bf16_channels_first: backward_weight 1D bf16 */
int32_t hipconv_bwd_weight_1d_bf16_channels_first_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_bf16_channels_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_channels_first_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_1d_bf16_channels_first_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_channels_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_channels_first: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_channels_first_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_channels_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_channels_first_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp32_channels_first_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_channels_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_channels_first: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_channels_first_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_channels_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_channels_first_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_fp16_channels_first_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_channels_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_channels_first: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_channels_first_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_channels_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_channels_first_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_2d_bf16_channels_first_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_channels_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp32_channels_first: backward_weight 3D fp32 */
int32_t hipconv_bwd_weight_3d_fp32_channels_first_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp32_channels_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp32_channels_first_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_fp32_channels_first_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp32_channels_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp16_channels_first: backward_weight 3D fp16 */
int32_t hipconv_bwd_weight_3d_fp16_channels_first_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp16_channels_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_channels_first_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_fp16_channels_first_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_channels_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_bf16_channels_first: backward_weight 3D bf16 */
int32_t hipconv_bwd_weight_3d_bf16_channels_first_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_bf16_channels_first_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_channels_first_split_k(const hipconv_problem* problem);
double hipconv_bwd_weight_3d_bf16_channels_first_modelled_bytes(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_channels_first_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_fp64: backward_weight 1D fp64 */
int32_t hipconv_bwd_weight_1d_fp64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_fp64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp64_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp64: backward_weight 2D fp64 */
int32_t hipconv_bwd_weight_2d_fp64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp64_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp64: backward_weight 3D fp64 */
int32_t hipconv_bwd_weight_3d_fp64_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp64_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp64_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp64_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_fp8_generic: backward_weight 1D fp8_e4m3_fp32_fp8_e5m2 */
int32_t hipconv_bwd_weight_1d_fp8_generic_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_fp8_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp8_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp8_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp8_generic: backward_weight 2D fp8_e4m3_fp32_fp8_e5m2 */
int32_t hipconv_bwd_weight_2d_fp8_generic_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp8_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp8_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp8_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp8_generic: backward_weight 3D fp8_e4m3_fp32_fp8_e5m2 */
int32_t hipconv_bwd_weight_3d_fp8_generic_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp8_generic_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp8_generic_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp8_generic_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_fp32_channels_first_reference: backward_weight 1D fp32 */
int32_t hipconv_bwd_weight_1d_fp32_channels_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_fp32_channels_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp32_channels_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp32_channels_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_fp16_channels_first_reference: backward_weight 1D fp16 */
int32_t hipconv_bwd_weight_1d_fp16_channels_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_fp16_channels_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_channels_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_channels_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_bf16_channels_first_reference: backward_weight 1D bf16 */
int32_t hipconv_bwd_weight_1d_bf16_channels_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_bf16_channels_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_channels_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_channels_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_channels_first_reference: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_channels_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_channels_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_channels_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_channels_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_channels_first_reference: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_channels_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_channels_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_channels_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_channels_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_channels_first_reference: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_channels_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_channels_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_channels_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_channels_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp32_channels_first_reference: backward_weight 3D fp32 */
int32_t hipconv_bwd_weight_3d_fp32_channels_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp32_channels_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp32_channels_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp32_channels_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp16_channels_first_reference: backward_weight 3D fp16 */
int32_t hipconv_bwd_weight_3d_fp16_channels_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp16_channels_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_channels_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_channels_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_bf16_channels_first_reference: backward_weight 3D bf16 */
int32_t hipconv_bwd_weight_3d_bf16_channels_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_bf16_channels_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_channels_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_channels_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_fp64_reference: backward_weight 1D fp64 */
int32_t hipconv_bwd_weight_1d_fp64_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_fp64_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp64_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp64_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp64_reference: backward_weight 2D fp64 */
int32_t hipconv_bwd_weight_2d_fp64_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp64_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp64_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp64_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp64_reference: backward_weight 3D fp64 */
int32_t hipconv_bwd_weight_3d_fp64_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp64_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp64_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp64_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_fp8_reference: backward_weight 1D fp8_e4m3_fp32_fp8_e5m2 */
int32_t hipconv_bwd_weight_1d_fp8_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_fp8_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp8_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp8_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp8_reference: backward_weight 2D fp8_e4m3_fp32_fp8_e5m2 */
int32_t hipconv_bwd_weight_2d_fp8_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp8_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp8_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp8_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp8_reference: backward_weight 3D fp8_e4m3_fp32_fp8_e5m2 */
int32_t hipconv_bwd_weight_3d_fp8_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp8_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp8_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp8_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_fp32_reference: backward_weight 1D fp32 */
int32_t hipconv_bwd_weight_1d_fp32_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_fp32_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp32_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp32_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_fp16_reference: backward_weight 1D fp16 */
int32_t hipconv_bwd_weight_1d_fp16_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_fp16_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_fp16_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_1d_bf16_reference: backward_weight 1D bf16 */
int32_t hipconv_bwd_weight_1d_bf16_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_1d_bf16_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_1d_bf16_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_reference: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_reference: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_reference: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp32_reference: backward_weight 3D fp32 */
int32_t hipconv_bwd_weight_3d_fp32_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp32_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp32_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp32_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_fp16_reference: backward_weight 3D fp16 */
int32_t hipconv_bwd_weight_3d_fp16_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_fp16_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_fp16_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_3d_bf16_reference: backward_weight 3D bf16 */
int32_t hipconv_bwd_weight_3d_bf16_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_3d_bf16_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_3d_bf16_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_group_first_reference: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_group_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_group_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_group_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_group_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_group_first_reference: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_group_first_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_group_first_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_group_first_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_group_first_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_bn_relu_prologue_reference: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_bn_relu_prologue_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_bn_relu_prologue_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_bn_relu_prologue_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_bn_relu_prologue_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_bn_relu_prologue_reference: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_bn_relu_prologue_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_bn_relu_prologue_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_bn_relu_prologue_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_bn_relu_prologue_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_bn_relu_prologue_reference: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_bn_relu_prologue_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_bn_relu_prologue_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_bn_relu_prologue_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_bn_relu_prologue_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp32_accumulate_reference: backward_weight 2D fp32 */
int32_t hipconv_bwd_weight_2d_fp32_accumulate_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp32_accumulate_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_accumulate_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp32_accumulate_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_fp16_accumulate_reference: backward_weight 2D fp16 */
int32_t hipconv_bwd_weight_2d_fp16_accumulate_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_fp16_accumulate_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_accumulate_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_fp16_accumulate_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* bwd_weight_2d_bf16_accumulate_reference: backward_weight 2D bf16 */
int32_t hipconv_bwd_weight_2d_bf16_accumulate_reference_supports(const hipconv_problem* problem);
int64_t hipconv_bwd_weight_2d_bf16_accumulate_reference_workspace_size(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_accumulate_reference_split_k(const hipconv_problem* problem);
int32_t hipconv_bwd_weight_2d_bf16_accumulate_reference_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

#ifdef __cplusplus
}
#endif

#endif
