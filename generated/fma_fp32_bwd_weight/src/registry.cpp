// @generated from bench/experiments/fma_fp32_bwd_weight.yaml; do not edit.
// Regenerate with: python -m codegen bench/experiments/fma_fp32_bwd_weight.yaml
//
// The registry of libhipconv_exp_fma_fp32_bwd_weight.so: the instance table and the generic
// ABI of hipconv/abi.h (instance lookup, status strings, device memory).
#include <chrono>
#include <cmath>
#include <cstdio>
#include <stdint.h>

#include "hipconv/platform.h"
#include "hipconv/host.h"
#include "hipconv/numeric.h"
#include "hipconv/verify.h"
#include "hipconv_exp_fma_fp32_bwd_weight.h"

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
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"xbwd_weight_fp32_128x128_k8", "backward_weight", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp32", "fp32", "fp32",
      "fp32", "acc", "",
      "fma", "default",
      128, 128, 8, 8, 8, 0, 0,
      0, 0,
      256, 16384, 2,
      4, 4, 4,
      0, 0, 1, 32,
      "cp_async", "per_tile", 0, 0,
      "NHW", "", "NHW", 1, 0, 0},
     hipconv_xbwd_weight_fp32_128x128_k8_supports, hipconv_xbwd_weight_fp32_128x128_k8_workspace_size,
     hipconv_xbwd_weight_fp32_128x128_k8_split_k, hipconv_xbwd_weight_fp32_128x128_k8_modelled_bytes,
     hipconv_xbwd_weight_fp32_128x128_k8_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"xbwd_weight_fp32_128x128_k16", "backward_weight", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp32", "fp32", "fp32",
      "fp32", "acc", "",
      "fma", "default",
      128, 128, 16, 8, 8, 0, 0,
      0, 0,
      256, 32768, 2,
      4, 4, 4,
      0, 0, 1, 32,
      "cp_async", "per_tile", 0, 0,
      "NHW", "", "NHW", 1, 0, 0},
     hipconv_xbwd_weight_fp32_128x128_k16_supports, hipconv_xbwd_weight_fp32_128x128_k16_workspace_size,
     hipconv_xbwd_weight_fp32_128x128_k16_split_k, hipconv_xbwd_weight_fp32_128x128_k16_modelled_bytes,
     hipconv_xbwd_weight_fp32_128x128_k16_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"xbwd_weight_fp32_128x64_k8", "backward_weight", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp32", "fp32", "fp32",
      "fp32", "acc", "",
      "fma", "default",
      128, 64, 8, 8, 8, 0, 0,
      0, 0,
      128, 12288, 2,
      4, 4, 4,
      0, 0, 1, 32,
      "cp_async", "per_tile", 0, 0,
      "NHW", "", "NHW", 1, 0, 0},
     hipconv_xbwd_weight_fp32_128x64_k8_supports, hipconv_xbwd_weight_fp32_128x64_k8_workspace_size,
     hipconv_xbwd_weight_fp32_128x64_k8_split_k, hipconv_xbwd_weight_fp32_128x64_k8_modelled_bytes,
     hipconv_xbwd_weight_fp32_128x64_k8_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"xbwd_weight_fp32_128x64_k16", "backward_weight", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp32", "fp32", "fp32",
      "fp32", "acc", "",
      "fma", "default",
      128, 64, 16, 8, 8, 0, 0,
      0, 0,
      128, 24576, 2,
      4, 4, 4,
      0, 0, 1, 32,
      "cp_async", "per_tile", 0, 0,
      "NHW", "", "NHW", 1, 0, 0},
     hipconv_xbwd_weight_fp32_128x64_k16_supports, hipconv_xbwd_weight_fp32_128x64_k16_workspace_size,
     hipconv_xbwd_weight_fp32_128x64_k16_split_k, hipconv_xbwd_weight_fp32_128x64_k16_modelled_bytes,
     hipconv_xbwd_weight_fp32_128x64_k16_run},
#endif
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_CPU)
    {{"xbwd_weight_fp32_64x128_k8", "backward_weight", 2,
      "NHWGC", "GKYXC", "NHWGK",
      "fp32", "fp32", "fp32",
      "fp32", "acc", "",
      "fma", "default",
      64, 128, 8, 8, 8, 0, 0,
      0, 0,
      128, 12288, 2,
      4, 4, 4,
      0, 0, 1, 32,
      "cp_async", "per_tile", 0, 0,
      "NHW", "", "NHW", 1, 0, 0},
     hipconv_xbwd_weight_fp32_64x128_k8_supports, hipconv_xbwd_weight_fp32_64x128_k8_workspace_size,
     hipconv_xbwd_weight_fp32_64x128_k8_split_k, hipconv_xbwd_weight_fp32_64x128_k8_modelled_bytes,
     hipconv_xbwd_weight_fp32_64x128_k8_run},
#endif
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

const char* hipconv_library_name(void) { return "exp_fma_fp32_bwd_weight"; }

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
        return "a tensor has 2^31 or more elements (with its strides: spans 2^31 or more), past 32-bit index arithmetic; use an instance with index_bits: 64";
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
        return "the instance's TMA tensor maps cannot describe the problem (loads: tma): forward with C not a multiple of 64 with G > 1 in a channels-last X, a stride over 8, or more than 2^31 output positions; backward-data with more than 8 stride phases or K not a multiple of 64 with G > 1 in a channels-last dY; backward-weight with C not a multiple of 64 and more than one filter tap, a stride over 8, or more than 2^31 reduction positions; padding or filter reach past the im2col corner and offset ranges (corners [-128, 127] in 2D, [-16, 15] in 3D; offsets below 256 in 2D, 32 in 3D); tensors not 16-byte aligned, or a map the driver rejects";
    case HIPCONV_REFUSED_FEW_CHANNELS:
        return "a few_channels instance takes few channels per group. backward_data: C at most thread.n, and W staged as one shared-memory row per (tap, k): K at most its rows (16 KiB of fp32 / block.n). forward: C at most 16, and K at most thread.n or a multiple of it. With a staged tile (tile_rows), and in backward_weight: C = K = thread.n";
    case HIPCONV_REFUSED_DEPTHWISE_WINDOW:
        return "a depthwise or few_channels backward-weight instance with runs (thread.m > 1) takes only problems its X window covers: innermost filter width 3, 5 (block.k at least 25) or 7, at most block.k, stride 1 (widths 3 and 5 with runs of up to 4 rows: 1 or 2) and dilation 1 along the innermost axis (select falls back to a row-by-row instance)";
    case HIPCONV_REFUSED_TAP_CHANNELS:
        return "a forward instance with tap_channels packs whole filter taps into its k-steps: C (channels per group) at most tap_channels";
    case HIPCONV_REFUSED_DEPTHWISE_TILE:
        return "a depthwise or few_channels instance with a staged input tile (tile_rows: dY backward_data, X forward) takes stride 1 only along the outer axes of a 3D backward_data tile (backward_data: any stride along the tile's two innermost axes, one launch per stride phase; forward: any stride), and W (fp32) and its tile (the input positions its taps reach, rows padded to a power of two) must fit the shared memory the device allows a block (select falls back to a gather); depthwise backward_weight over staged rows: two stages of a tile's dY rows and the X rows they reach must fit it (select falls back to the runs from global memory)";
    case HIPCONV_REFUSED_STRIDES:
        return "the tensors' strides (hipconv_problem.x_strides, w_strides, y_strides) are ones the instance cannot address: its layout's contiguous axis must have stride 1, every other axis the dense stride of the layout unless the instance takes that axis's stride free (its x_free_axes, w_free_axes, y_free_axes: N and the spatial axes for most), a free stride must be a multiple of 16 bytes, no axis of size > 1 may have stride 0, and the output's elements must not overlap";
    case HIPCONV_REFUSED_MERGE_GROUPS:
        return "an instance merging m groups (merge_groups) takes G a multiple of m and 8 to 16 input and output channels per group";
    case HIPCONV_REFUSED_PAD_CHANNELS:
        return "an instance padding the channels to P (pad_channels) takes P / 2 < C < P channels per group (the RGB stem's 3 with P = 4); other channel counts run unpadded on other instances";
    case HIPCONV_REFUSED_INPUT_IMAGE:
        return "an instance staging its input image (input_image) runs only where that image fits its shared memory.  forward: C at most tap_channels, and the input rows a block of block.m output positions reaches (C padded to tap_channels), the filter (k-major, its taps padded to whole k-steps) and a table of its taps fit input_image KiB.  backward_weight: prod(filter) * C at most block.n, and two stages of a tile's block.k dY rows and the X rows they reach (groups_per_block groups' channels per pixel) fit input_image KiB.  Wider images and larger filters run on other instances";
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
