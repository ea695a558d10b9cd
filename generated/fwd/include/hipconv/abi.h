/* @generated from specs/fwd.yaml by hipconv (the same for every spec); do not edit.
 *
 * hipconv/abi.h -- the ABI every hipconv library exports.  ABI version 22.
 */
#ifndef HIPCONV_ABI_H
#define HIPCONV_ABI_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* BEGIN ABI */
/* The whole ABI of a hipconv library.  Plain C declarations only: this block is
 * also the cffi cdef of runtime/, rendered from the same template. */
typedef struct hipconv_problem {
    int32_t spatial_dim;          /* 1, 2 or 3 */
    int64_t groups;               /* G */
    int64_t batch;                /* N */
    int64_t in_channels;          /* C, per group */
    int64_t out_channels;         /* K, per group */
    int64_t input[3];             /* spatial sizes, outermost first; spatial_dim used */
    int64_t filter[3];
    int64_t output[3];
    int64_t stride[3];
    int64_t dilation[3];
    int64_t pad_left[3];
    int64_t pad_right[3];
    /* Element strides of each tensor, one per axis of hipconv's array layout: x (N, *input,
     * G, C), w (G, K, *filter, C), y (N, *output, G, K); spatial_dim + 3 used.  All zero:
     * the tensor is dense in the instance's layout.  Otherwise the instance takes them
     * where its registry row says (x_free_axes, ...) and refuses the rest
     * (HIPCONV_REFUSED_STRIDES): its layout's contiguous axis at stride 1, the other axes
     * dense unless free, free strides multiples of its vector width, and the output's
     * elements distinct.  The strides of size-1 axes are ignored. */
    int64_t x_strides[6];
    int64_t w_strides[6];
    int64_t y_strides[6];
} hipconv_problem;

/* Device pointers, by role: x = conv input (dX in backward-data), w = filter
 * (dW in backward-weight), y = conv output (dY in the backward directions). */
typedef struct hipconv_tensors {
    void* x;
    void* w;
    void* y;
} hipconv_tensors;

/* Run-time operands of an instance's epilogue expression (signature.epilogue) and of its
 * prologue (signature.prologue: what X's elements become as they load).  A NULL
 * pointer in hipconv_run means alpha 1, beta 0, every declared scalar at its spec
 * default and no tensors (an instance whose epilogue reads bias or residual, or whose
 * prologue reads scale or shift, then returns HIPCONV_INVALID_ARGUMENT).  A forward instance whose epilogue is acc takes the
 * bias as an optional operand (its description's "optional_bias"): given, it stores
 * acc + bias; NULL, acc. */
typedef struct hipconv_epilogue_args {
    float alpha;
    float beta;
    float scalars[8];            /* the spec's declared scalars, in declaration order */
    const void* bias;             /* per output channel, G x (K forward, C backward-data), the output's type */
    const void* residual;         /* the output's shape, layout and type */
    int32_t activation;           /* forward instances whose epilogue is acc ("optional_bias"): the
                                     activation applied after the optional bias, before the
                                     rounding to y's type: 0 none, 1 relu, 2 relu6, 3 silu, 4 gelu, 5 gelu_tanh, 6 hardswish, 7 sigmoid, 8 tanh */
    const float* prologue_scale;  /* the prologue's (signature.prologue) per-input-channel vectors, G x C */
    const float* prologue_shift;  /* fp32 each: required where it reads `scale` / `shift` */
    float* statistics;            /* instances with statistics: written, 2 x G x K fp32: per output
                                     channel the sum of the stored outputs, then of their squares */
} hipconv_epilogue_args;

/* Element types of device buffers for the verify helpers. */
typedef enum hipconv_dtype {
    HIPCONV_DTYPE_FP32 = 0,
    HIPCONV_DTYPE_FP16 = 1,
    HIPCONV_DTYPE_BF16 = 2,
    HIPCONV_DTYPE_FP64 = 3,
    HIPCONV_DTYPE_FP8_E4M3 = 4,
    HIPCONV_DTYPE_FP8_E5M2 = 5
} hipconv_dtype;

/* hipconv_device_compare's verdict on `got` against `want` (both device buffers of one
 * type): L2 norms, non-finite elements of `got`, elements over the elementwise limit
 * atol * max|want| + rtol * |want|, and the worst element (largest excess over it). */
typedef struct hipconv_comparison {
    int64_t count;
    double diff_norm;             /* ||got - want|| over the finite elements of got */
    double want_norm;             /* ||want|| over the same elements */
    double want_max;              /* max |want| */
    int64_t non_finite;           /* NaN or inf in got (unwritten, poisoned, overflowed) */
    int64_t first_non_finite;     /* its lowest index, -1 if none */
    int64_t over;                 /* elements over the elementwise limit */
    int64_t worst;                /* index of the largest |got - want| - limit, -1 if none */
    double got_at_worst;
    double want_at_worst;
} hipconv_comparison;

typedef enum hipconv_status {
    HIPCONV_OK = 0,
    HIPCONV_REFUSED_SPATIAL_DIM = 1,
    HIPCONV_REFUSED_C_VECTOR = 2,
    HIPCONV_REFUSED_K_VECTOR = 3,
    HIPCONV_REFUSED_SPECIALIZATION = 4,
    HIPCONV_REFUSED_INDEX_RANGE = 5,
    HIPCONV_REFUSED_GRID_LIMIT = 6,
    HIPCONV_REFUSED_GROUPS_PER_BLOCK = 7,
    HIPCONV_REFUSED_MERGED_TILE = 8,
    HIPCONV_REFUSED_NOT_DEPTHWISE = 9,
    HIPCONV_REFUSED_INVALID_PROBLEM = 10,
    HIPCONV_REFUSED_GROUP_VECTOR = 11,
    HIPCONV_REFUSED_DEVICE = 12,
    HIPCONV_REFUSED_TMA = 13,
    HIPCONV_REFUSED_FEW_CHANNELS = 14,
    HIPCONV_REFUSED_DEPTHWISE_WINDOW = 15,
    HIPCONV_REFUSED_TAP_CHANNELS = 16,
    HIPCONV_REFUSED_DEPTHWISE_TILE = 17,
    HIPCONV_REFUSED_STRIDES = 18,
    HIPCONV_REFUSED_MERGE_GROUPS = 19,
    HIPCONV_REFUSED_PAD_CHANNELS = 20,
    HIPCONV_REFUSED_INPUT_IMAGE = 21,
    HIPCONV_REFUSED_TAP_WINDOW = 22,
    HIPCONV_DEVICE_ERROR = 100,
    HIPCONV_INVALID_INSTANCE = 101,
    HIPCONV_INVALID_ARGUMENT = 102,
} hipconv_status;

/* One instance of the library.  `description` is the instance as one JSON object, the
 * generator's description of it (the library's manifest.json lists the same objects):
 * "name", "signature" (direction, spatial_dim, layout and data_type per tensor x / w / y,
 * accumulator, epilogue, its scalars), "algorithm" (every field of the spec's algorithm
 * section, docs/reference.md), "targets", "platforms", "threads" and
 * "shared_memory_bytes" per block, "free_axes" (per tensor, the layout letters whose
 * strides -- hipconv_problem.x_strides, ... -- it takes as given; the others must be
 * dense), "optional_bias" (true: a forward instance whose epilogue is acc that also takes
 * hipconv_epilogue_args.bias and .activation), "register_windows" and
 * "merged_group_widths" (what selection reads of staged tiles and merged groups). */
typedef struct hipconv_instance_info {
    const char* name;
    const char* direction;        /* "backward_data", "backward_weight", "forward" */
    const char* description;      /* JSON, above */
} hipconv_instance_info;

int32_t hipconv_abi_version(void);
const char* hipconv_library_name(void);
const char* hipconv_platform(void);
int32_t hipconv_instance_count(void);
const hipconv_instance_info* hipconv_instance(int32_t index);
const char* hipconv_status_string(int32_t status);
int32_t hipconv_supports(int32_t index, const hipconv_problem* problem);
int64_t hipconv_workspace_size(int32_t index, const hipconv_problem* problem);
int32_t hipconv_run(int32_t index, const hipconv_problem* problem, const hipconv_tensors* tensors,
                    void* workspace, const hipconv_epilogue_args* epilogue, void* stream);
int32_t hipconv_split_k_used(int32_t index, const hipconv_problem* problem);
double hipconv_modelled_bytes(int32_t index, const hipconv_problem* problem);
const char* hipconv_last_device_error(void);
int32_t hipconv_device_alloc(void** pointer, int64_t bytes);
int32_t hipconv_device_free(void* pointer);
int32_t hipconv_copy_to_device(void* device_dst, const void* host_src, int64_t bytes);
int32_t hipconv_copy_to_host(void* host_dst, const void* device_src, int64_t bytes);
int32_t hipconv_device_fill(void* device_dst, int32_t byte_value, int64_t bytes);
int32_t hipconv_device_copy(void* device_dst, const void* device_src, int64_t bytes);
int32_t hipconv_synchronize(void);
int32_t hipconv_multiprocessor_count(void);
const char* hipconv_device_name(void);  /* the current device's name ("" if the query fails) */
/* dst[b][c][r] = src[b][r][c] for b < batches, r < rows, c < columns: a dense (rows, columns)
   matrix per batch transposed, elements of element_bytes (2, 4 or 8) moved as bits, on `stream`
   (nullptr: the default stream).  The activations' layout conversion: channels-first (N, C, L)
   to channels-last is batches N, rows C, columns L; back, rows L, columns C. */
int32_t hipconv_transpose(void* dst, const void* src, int32_t element_bytes, int64_t batches, int64_t rows,
                          int64_t columns, void* stream);
int32_t hipconv_device_fill_random(void* device_dst, int32_t dtype, int64_t count, uint64_t seed,
                                   float low, float high);
int32_t hipconv_device_compare(const void* got, const void* want, int32_t dtype, int64_t count,
                               double rtol, double atol, hipconv_comparison* result);
double hipconv_time_run(int32_t index, const hipconv_problem* problem, const hipconv_tensors* tensors,
                        void* workspace, const hipconv_epilogue_args* epilogue, int32_t iterations);
/* END ABI */

#define HIPCONV_ABI_VERSION 22

#ifdef __cplusplus
}
#endif

#endif
