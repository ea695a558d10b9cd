/* @generated from ${spec_file}; do not edit.
 * Regenerate with: ${regenerate}
 *
 * The C interface of libhipconv_${library}.so: the generic ABI (hipconv/abi.h,
 * through which runtime/ calls every instance by index) and one set of entry
 * points per instance.
 */
#ifndef HIPCONV_${library.upper()}_H
#define HIPCONV_${library.upper()}_H

#include "hipconv/abi.h"

#ifdef __cplusplus
extern "C" {
#endif

% for inst in instances:
/* ${inst.name}: ${inst.direction.value} ${inst.signature.spatial_dim}D ${inst.signature.data_type_label} */
int32_t hipconv_${inst.name}_supports(const hipconv_problem* problem);
int64_t hipconv_${inst.name}_workspace_size(const hipconv_problem* problem);
int32_t hipconv_${inst.name}_split_k(const hipconv_problem* problem);
% if modelled[inst.name]:
double hipconv_${inst.name}_modelled_bytes(const hipconv_problem* problem);
% endif
int32_t hipconv_${inst.name}_run(const hipconv_problem* problem, const hipconv_tensors* tensors,
        void* workspace, const hipconv_epilogue_args* epilogue, void* stream);

% endfor
#ifdef __cplusplus
}
#endif

#endif
