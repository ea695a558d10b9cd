/* hipconv_torch.h -- the C interface between libhipconv_torch.so (hipconv's PyTorch
 * operators, hipconv_torch.cpp) and the Python runtime that loads it (runtime/native.py).
 *
 * The operators keep a plan per problem (sizes, geometry, dtype, device, bias); a plan
 * names the kernel library's hipconv_run, the instance and its workspace.  A call whose
 * problem has no plan yet asks the selector (set once by the Python runtime, through
 * cffi) for one: selection runs once per problem, never on the hot path.  Plain C
 * declarations only: this block is also runtime/native.py's cffi cdef, after the ABI's
 * (hipconv/abi.h). */
#ifndef HIPCONV_TORCH_H
#define HIPCONV_TORCH_H

#include <stdint.h>

#include "hipconv/abi.h"

#ifdef __cplusplus
extern "C" {
#endif

/* BEGIN TORCH CDEF */
typedef struct hipconv_torch_request {
    int32_t direction;            /* 0 forward, 1 backward_data, 2 backward_weight */
    int32_t dtype;                /* hipconv_dtype of every tensor; -1 - the torch ScalarType where hipconv has no kernels for it (refused, plan.message says why) */
    int32_t device_type;          /* 0 cpu, 1 cuda (torch's CUDA device type: NVIDIA and AMD GPUs) */
    int32_t device_index;         /* -1 for cpu */
    int32_t bias;                 /* forward: the call has a bias, so an instance storing `acc + bias` is wanted
                                     (its epilogue's, or an `acc` instance's optional bias) */
    int32_t fallback;             /* the call falls back to torch where refused: the selector warns then */
    int32_t layout;               /* the memory the operator passes: 0 channels-last, 1 channels-first */
    int32_t activation;           /* forward: the activation after the bias (hipconv_epilogue_args.activation;
                                     0 none), so an instance storing it is wanted (an `acc` instance's optional one) */
    hipconv_problem problem;
} hipconv_torch_request;

typedef struct hipconv_torch_plan {
    int32_t outcome;              /* 0 run `instance`; 1 refused (the op falls back or raises: see
                                     message); 2 an error (the op raises message) */
    int32_t instance;             /* index in the library */
    int32_t bias_in_epilogue;     /* forward: the instance's epilogue adds the bias and applies the activation */
    int64_t workspace_bytes;
    void* run;                    /* the library's hipconv_run */
    void* status_string;          /* its hipconv_status_string */
    void* last_device_error;      /* its hipconv_last_device_error */
    void* transpose;              /* its hipconv_transpose: the layout copies of channels-first tensors */
    char message[2048];           /* outcome 0: "library:instance"; else why (one line) */
} hipconv_torch_plan;

typedef int32_t (*hipconv_torch_selector)(const hipconv_torch_request* request, hipconv_torch_plan* plan);

int32_t hipconv_torch_abi_version(void);
void hipconv_torch_set_selector(hipconv_torch_selector selector);
void hipconv_torch_clear_plans(void);           /* forget every plan (a library was reconfigured) */
/* channels-first tensors: 1 runs channels-first instances on them as they are, 0 (the
   default) copies them to channels-last for the channels-last instances */
void hipconv_torch_set_channels_first(int32_t native);
int32_t hipconv_torch_channels_first(void);
int64_t hipconv_torch_plan_count(void);
/* the plan of the call that made it, for tests and tools: 1 if found (copied into *plan) */
int32_t hipconv_torch_find_plan(const hipconv_torch_request* request, hipconv_torch_plan* plan);
/* END TORCH CDEF */

#ifdef __cplusplus
}
#endif

#endif
