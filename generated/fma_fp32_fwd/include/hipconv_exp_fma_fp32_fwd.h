/* @generated from bench/experiments/fma_fp32_fwd.yaml; do not edit.
 * Regenerate with: python -m codegen bench/experiments/fma_fp32_fwd.yaml
 *
 * The C interface of libhipconv_exp_fma_fp32_fwd.so: the generic ABI (hipconv/abi.h,
 * through which runtime/ calls every instance by index) and one set of entry
 * points per instance.
 */
#ifndef HIPCONV_EXP_FMA_FP32_FWD_H
#define HIPCONV_EXP_FMA_FP32_FWD_H

#include "hipconv/abi.h"

#ifdef __cplusplus
extern "C" {
#endif

/* xfwd_fp32_128x128_k8: forward 2D fp32 */
int32_t hipconv_xfwd_fp32_128x128_k8_supports(const hipconv_problem* problem);
int64_t hipconv_xfwd_fp32_128x128_k8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_xfwd_fp32_128x128_k8_split_k(const hipconv_problem* problem);
int32_t hipconv_xfwd_fp32_128x128_k8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* xfwd_fp32_128x128_k16: forward 2D fp32 */
int32_t hipconv_xfwd_fp32_128x128_k16_supports(const hipconv_problem* problem);
int64_t hipconv_xfwd_fp32_128x128_k16_workspace_size(const hipconv_problem* problem);
int32_t hipconv_xfwd_fp32_128x128_k16_split_k(const hipconv_problem* problem);
int32_t hipconv_xfwd_fp32_128x128_k16_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* xfwd_fp32_128x64_k8: forward 2D fp32 */
int32_t hipconv_xfwd_fp32_128x64_k8_supports(const hipconv_problem* problem);
int64_t hipconv_xfwd_fp32_128x64_k8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_xfwd_fp32_128x64_k8_split_k(const hipconv_problem* problem);
int32_t hipconv_xfwd_fp32_128x64_k8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* xfwd_fp32_128x64_k16: forward 2D fp32 */
int32_t hipconv_xfwd_fp32_128x64_k16_supports(const hipconv_problem* problem);
int64_t hipconv_xfwd_fp32_128x64_k16_workspace_size(const hipconv_problem* problem);
int32_t hipconv_xfwd_fp32_128x64_k16_split_k(const hipconv_problem* problem);
int32_t hipconv_xfwd_fp32_128x64_k16_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

/* xfwd_fp32_64x128_k8: forward 2D fp32 */
int32_t hipconv_xfwd_fp32_64x128_k8_supports(const hipconv_problem* problem);
int64_t hipconv_xfwd_fp32_64x128_k8_workspace_size(const hipconv_problem* problem);
int32_t hipconv_xfwd_fp32_64x128_k8_split_k(const hipconv_problem* problem);
int32_t hipconv_xfwd_fp32_64x128_k8_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

#ifdef __cplusplus
}
#endif

#endif
