// @generated from specs/bwd_weight.yaml by hipconv: a support file, the same for every spec; do not edit.
// hipconv/host.h -- host-side helpers shared by every generated instance:
// problem validity, 32-bit index range, grid limits, launch-error capture and
// the device queries split_k auto weighs (resident blocks, cached per device).
// Part of the hipconv runtime support headers; copied verbatim into every
// generated library.  Depends on hipconv/platform.h and hipconv/abi.h.
#pragma once

#include <stdint.h>
#include <string.h>

#include <atomic>

#include "hipconv/abi.h"
#include "hipconv/platform.h"

namespace hipconv {

constexpr int64_t kMaxGridX = 2147483647;   // grid.x limit on both vendors
constexpr int64_t kMaxGridYZ = 65535;       // grid.y / grid.z limit on both vendors

inline int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }

inline int64_t product(const int64_t* values, int count) {
    int64_t out = 1;
    for (int i = 0; i < count; ++i)
        out *= values[i];
    return out;
}

// Sizes >= 1, spatial_dim 1..3, output sizes as the convolution defines them.
// Sizes beyond these are refused (problem_is_valid): every element count and offset of a
// valid problem fits in int64 with room for the index arithmetic of the kernels.
constexpr int64_t kMaxExtent = int64_t(1) << 40;       // any one size, stride, pad or dilation
constexpr int64_t kMaxElements = int64_t(1) << 62;     // any tensor's element count

// a * b for positive a and b, or kMaxElements + 1 when it would exceed kMaxElements:
// products of sizes never overflow int64.
inline int64_t bounded_mul(int64_t a, int64_t b) {
    return a > kMaxElements / b ? kMaxElements + 1 : a * b;
}

inline int64_t bounded_product(const int64_t* values, int count) {
    int64_t result = 1;
    for (int i = 0; i < count; ++i)
        result = bounded_mul(result, values[i]);
    return result;
}

inline bool problem_is_valid(const hipconv_problem& p) {
    if (p.spatial_dim < 1 || p.spatial_dim > 3)
        return false;
    if (p.groups < 1 || p.batch < 1 || p.in_channels < 1 || p.out_channels < 1)
        return false;
    if (p.groups > kMaxExtent || p.batch > kMaxExtent || p.in_channels > kMaxExtent || p.out_channels > kMaxExtent)
        return false;
    for (int d = 0; d < p.spatial_dim; ++d) {
        if (p.input[d] < 1 || p.filter[d] < 1 || p.stride[d] < 1 || p.dilation[d] < 1 ||
            p.pad_left[d] < 0 || p.pad_right[d] < 0)
            return false;
        if (p.input[d] > kMaxExtent || p.filter[d] > kMaxExtent || p.stride[d] > kMaxExtent ||
            p.dilation[d] > kMaxExtent || p.pad_left[d] > kMaxExtent || p.pad_right[d] > kMaxExtent)
            return false;
        if (bounded_mul(p.dilation[d], p.filter[d]) > kMaxExtent)
            return false;
        const int64_t span = p.input[d] + p.pad_left[d] + p.pad_right[d] -
                             p.dilation[d] * (p.filter[d] - 1) - 1;
        if (span < 0 || span / p.stride[d] + 1 != p.output[d])
            return false;
    }
    const int64_t gc = bounded_mul(p.groups, p.in_channels);
    const int64_t gk = bounded_mul(p.groups, p.out_channels);
    const int64_t x = bounded_mul(bounded_mul(p.batch, bounded_product(p.input, p.spatial_dim)), gc);
    const int64_t y = bounded_mul(bounded_mul(p.batch, bounded_product(p.output, p.spatial_dim)), gk);
    const int64_t w = bounded_mul(bounded_mul(gk, bounded_product(p.filter, p.spatial_dim)), p.in_channels);
    return x <= kMaxElements && y <= kMaxElements && w <= kMaxElements;
}

// Every element offset of x, w and y (and of the index products the kernels
// form) stays below 2^31.  For valid problems (no product overflows).
inline bool fits_32bit_indices(const hipconv_problem& p) {
    const int64_t limit = int64_t(1) << 31;
    const int64_t gc = bounded_mul(p.groups, p.in_channels);
    const int64_t gk = bounded_mul(p.groups, p.out_channels);
    const int64_t x = bounded_mul(bounded_mul(p.batch, bounded_product(p.input, p.spatial_dim)), gc);
    const int64_t y = bounded_mul(bounded_mul(p.batch, bounded_product(p.output, p.spatial_dim)), gk);
    const int64_t w = bounded_mul(bounded_mul(gk, bounded_product(p.filter, p.spatial_dim)), p.in_channels);
    int64_t padded = bounded_mul(p.batch, gc);
    for (int d = 0; d < p.spatial_dim; ++d)
        padded = bounded_mul(padded, p.input[d] + p.pad_left[d] + p.pad_right[d] + p.dilation[d] * p.filter[d]);
    return x < limit && y < limit && w < limit && padded < limit;
}

// The text of the last device error, per host thread.
inline char* last_device_error_buffer() {
    static thread_local char text[256] = "";
    return text;
}

inline int32_t record_device_error(hipError_t error) {
    const char* message = hipGetErrorString(error);
    strncpy(last_device_error_buffer(), message ? message : "unknown device error", 255);
    last_device_error_buffer()[255] = '\0';
    return HIPCONV_DEVICE_ERROR;
}

// Status of the launch just made (launch configuration errors).
inline int32_t launch_status() {
    const hipError_t error = hipGetLastError();
    return error == hipSuccess ? HIPCONV_OK : record_device_error(error);
}

inline int32_t check(hipError_t error) {
    return error == hipSuccess ? HIPCONV_OK : record_device_error(error);
}

// Whether the current device can run `kernel` with `dynamic_shared_bytes` of dynamic
// shared memory: the library holds code for its architecture (an instance built
// only for sm_90a has none for an sm_80 GPU), and the bytes are within the
// device's opt-in limit.  Errors of the query are cleared, never left sticky.
template <class Kernel>
inline bool kernel_runs_on_device(Kernel kernel, int64_t dynamic_shared_bytes) {
#if defined(HIPCONV_PLATFORM_NVIDIA)
    cudaFuncAttributes attributes;
    if (cudaFuncGetAttributes(&attributes, kernel) != cudaSuccess) {
        (void)cudaGetLastError();
        return false;
    }
    int device = 0, limit = 0;
    if (cudaGetDevice(&device) != cudaSuccess ||
        cudaDeviceGetAttribute(&limit, cudaDevAttrMaxSharedMemoryPerBlockOptin, device) != cudaSuccess) {
        (void)cudaGetLastError();
        return false;
    }
    return static_cast<int64_t>(attributes.sharedSizeBytes) + dynamic_shared_bytes <= limit;
#elif defined(HIPCONV_PLATFORM_AMD)
    hipFuncAttributes attributes;
    if (hipFuncGetAttributes(&attributes, reinterpret_cast<const void*>(kernel)) != hipSuccess) {
        (void)hipGetLastError();
        return false;
    }
    return static_cast<int64_t>(attributes.sharedSizeBytes) + dynamic_shared_bytes <= 65536;
#else
    (void)kernel;
    return dynamic_shared_bytes <= static_cast<int64_t>(::hipconv_cpu::kMaxSharedMemoryPerBlock);
#endif
}

// Let `kernel` launch with `bytes` of dynamic shared memory (above the 48 KiB that
// NVIDIA grants without asking).  Returns a hipconv status.
template <class Kernel>
inline int32_t allow_dynamic_shared_memory(Kernel kernel, int64_t bytes) {
#if defined(HIPCONV_PLATFORM_NVIDIA)
    return check(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize,
                                      static_cast<int>(bytes)));
#else
    (void)kernel;
    (void)bytes;
    return HIPCONV_OK;
#endif
}

// The current device's multiprocessors (cpu: omp_get_num_procs()); 1 when the query
// fails (its error cleared).
inline int64_t multiprocessor_count() {
    int device = 0;
    int sms = 1;
    if (hipGetDevice(&device) != hipSuccess ||
        hipDeviceGetAttribute(&sms, hipDeviceAttributeMultiprocessorCount, device) != hipSuccess ||
        sms < 1) {
        (void)hipGetLastError();
        sms = 1;
    }
    return sms;
}

// Blocks of `kernel` (threads per block, dynamic shared bytes) that one
// multiprocessor of the current device holds at once: the occupancy query (the
// launcher's shared-memory opt-in first, so the answer counts it); 1 when the query
// fails (its error cleared) and on the cpu platform, which runs one block per thread.
template <class Kernel>
inline int resident_blocks(Kernel kernel, int threads, int64_t dynamic_shared_bytes) {
    int blocks = 0;
#if defined(HIPCONV_PLATFORM_NVIDIA)
    if ((dynamic_shared_bytes > 0 && allow_dynamic_shared_memory(kernel, dynamic_shared_bytes) != HIPCONV_OK) ||
        cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kernel, threads,
                                                      static_cast<size_t>(dynamic_shared_bytes)) != cudaSuccess) {
        (void)cudaGetLastError();
        blocks = 0;
    }
#elif defined(HIPCONV_PLATFORM_AMD)
    if (hipOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, reinterpret_cast<const void*>(kernel), threads,
                                                     static_cast<size_t>(dynamic_shared_bytes)) != hipSuccess) {
        (void)hipGetLastError();
        blocks = 0;
    }
#else
    (void)kernel;
    (void)threads;
    (void)dynamic_shared_bytes;
#endif
    return blocks > 0 ? blocks : 1;
}

// One int per device (the current one), computed once by the first get() on that
// device: for host queries a run would otherwise repeat per call (the occupancy of a
// kernel).  A function-local static: zero-initialized, 0 meaning not computed yet.
class PerDeviceValue {
  public:
    template <class Compute>
    int get(Compute compute) {
        int device = 0;
        if (hipGetDevice(&device) != hipSuccess || device < 0 || device >= kDevices) {
            (void)hipGetLastError();
            return compute();
        }
        int value = values_[device].load(std::memory_order_relaxed);
        if (value == 0) {
            value = compute();
            values_[device].store(value, std::memory_order_relaxed);
        }
        return value;
    }

    // The current device's slot (0: nothing stored yet), or nullptr when the device query
    // fails (its error cleared).
    std::atomic<int>* slot() {
        int device = 0;
        if (hipGetDevice(&device) != hipSuccess || device < 0 || device >= kDevices) {
            (void)hipGetLastError();
            return nullptr;
        }
        return &values_[device];
    }

  private:
    static constexpr int kDevices = 64;
    std::atomic<int> values_[kDevices];
};

// Let `kernel` launch with `bytes` of dynamic shared memory on the current device, asking
// the runtime only when `bytes` is above what this kernel was allowed there before (the
// attribute stays set; the call costs about a microsecond of host time per launch
// otherwise).  The limit only grows: a smaller request never lowers it under a launch of
// another thread.  `allowed` is a function-local static of the caller, one per kernel.
template <class Kernel>
inline int32_t ensure_dynamic_shared_memory(PerDeviceValue& allowed, Kernel kernel, int64_t bytes) {
    std::atomic<int>* slot = allowed.slot();
    const int before = slot != nullptr ? slot->load(std::memory_order_relaxed) : 0;
    if (before >= bytes)
        return HIPCONV_OK;
    const int64_t wanted = bytes > before ? bytes : before;
    const int32_t status = allow_dynamic_shared_memory(kernel, wanted);
    if (status == HIPCONV_OK && slot != nullptr)
        slot->store(static_cast<int>(wanted), std::memory_order_relaxed);
    return status;
}

// resident_blocks(kernel, ..), queried once per device into `cache` (a function-local
// static of the caller, one per kernel).
template <class Kernel>
inline int cached_resident_blocks(PerDeviceValue& cache, Kernel kernel, int threads, int64_t dynamic_shared_bytes) {
    return cache.get([&] { return resident_blocks(kernel, threads, dynamic_shared_bytes); });
}

}  // namespace hipconv
