// @generated from specs/bwd_data.yaml by hipconv: a support file, the same for every spec; do not edit.
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

// ---------------------------------------------------------------------------
// Tensor strides given at run time (hipconv_problem.x_strides, w_strides, y_strides).
// Strides are in API axis order -- x (N, *input, G, C), w (G, K, *filter, C),
// y (N, *output, G, K) -- and in elements; all zero means dense in the instance's layout.

constexpr int kMaxAxes = 6;                  // spatial_dim + 3 axes at most

enum class Role { X, W, Y };

// The axes of one tensor in an instance's layout, outermost first: each one's index in
// the API order and whether the instance takes its stride as given (free) or needs the
// dense value (the stride of the next inner axis times that axis's size).
struct TensorAxes {
    int count;
    int api[kMaxAxes];
    bool free[kMaxAxes];
};

// The sizes of tensor `role` in the API order.
inline void api_sizes(const hipconv_problem& p, Role role, int64_t* sizes) {
    const int d = static_cast<int>(p.spatial_dim);
    if (role == Role::W) {
        sizes[0] = p.groups;
        sizes[1] = p.out_channels;
        for (int i = 0; i < d; ++i)
            sizes[2 + i] = p.filter[i];
        sizes[2 + d] = p.in_channels;
        return;
    }
    sizes[0] = p.batch;
    for (int i = 0; i < d; ++i)
        sizes[1 + i] = role == Role::X ? p.input[i] : p.output[i];
    sizes[1 + d] = p.groups;
    sizes[2 + d] = role == Role::X ? p.in_channels : p.out_channels;
}

inline const int64_t* given_strides(const hipconv_problem& p, Role role) {
    return role == Role::X ? p.x_strides : role == Role::W ? p.w_strides : p.y_strides;
}

// Whether the caller gave strides for tensor `role` (any of its axes' nonzero).
inline bool has_strides(const hipconv_problem& p, Role role) {
    const int64_t* given = given_strides(p, role);
    for (int a = 0; a < p.spatial_dim + 3; ++a)
        if (given[a] != 0)
            return true;
    return false;
}

// The strides the kernels use, in the API order: the given ones, or the dense ones of the
// layout where none are given.  A size-1 axis gets its dense value whatever was given
// (its stride never multiplies a nonzero index), so that views of one image, one group
// or one row keep the instances that need those axes dense.  For valid problems.
inline void effective_strides(const hipconv_problem& p, Role role, const TensorAxes& axes, int64_t* strides) {
    int64_t sizes[kMaxAxes];
    api_sizes(p, role, sizes);
    const int64_t* given = given_strides(p, role);
    const bool dense = !has_strides(p, role);
    int64_t span = 1;                        // the dense stride of the axis at hand
    for (int i = axes.count - 1; i >= 0; --i) {
        const int a = axes.api[i];
        strides[a] = dense || sizes[a] == 1 ? span : given[a];
        span = bounded_mul(strides[a] > 0 ? strides[a] : 1, sizes[a]);
    }
}

// Whether an instance addresses tensor `role` with the strides given: the layout's
// contiguous axis at stride 1; every other axis at its dense value unless the instance
// takes it free, where it must be a multiple of `alignment` elements (16 bytes: every
// row then starts as aligned as the tensor's base) and, for the output, at least the
// extent of the axes inside it (no two elements at one address).
inline bool strides_addressable(const hipconv_problem& p, Role role, const TensorAxes& axes,
                                int64_t alignment, bool output) {
    if (!has_strides(p, role))
        return true;
    int64_t sizes[kMaxAxes], strides[kMaxAxes];
    api_sizes(p, role, sizes);
    effective_strides(p, role, axes, strides);
    int64_t span = 1;
    for (int i = axes.count - 1; i >= 0; --i) {
        const int a = axes.api[i];
        const int64_t stride = strides[a];
        if (stride == 0)
            return false;                    // a broadcast axis (of size > 1)
        if (stride != span) {
            const bool innermost = i == axes.count - 1;
            if (innermost || !axes.free[i] || stride % alignment != 0 || (output && stride < span))
                return false;
        }
        span = bounded_mul(stride, sizes[a]);
    }
    return true;
}

// Where a 32-bit instance's kernels form the element offsets of positions outside a tensor
// (before their inside test: the offset exists, unused, in a predicated-off lane), along its
// spatial axes.  A fact of each kernel template, declared in codegen/families.py (its
// `index_reach`) and rendered by common.mako: the audit of every template is there.
struct IndexReach {
    bool window;      // the padding and the filter's reach: positions down to -(pad_left +
                      // pad_right + dilation * filter) and as far past the last position
                      // (forward's o * stride - pad + f * dilation, backward-data's
                      // (i + pad - f * dilation) / stride, backward-weight's o * stride)
    int overhang;     // and this many convolution strides more past the last position (a
                      // staged tile's or a strip's positions past the output's end)
};

// The largest element offset the kernels form in tensor `role` (its strides as given, or the
// layout's dense ones): the offset of the last element, plus on each spatial axis the
// reach's margin times the axis's stride, saturating past kMaxElements.  The most negative
// offset formed (the window's margin before position 0) is smaller in magnitude, so the
// bound of this one bounds both.  For valid problems.
inline int64_t farthest_offset(const hipconv_problem& p, Role role, const TensorAxes& axes, IndexReach reach) {
    int64_t sizes[kMaxAxes], strides[kMaxAxes];
    api_sizes(p, role, sizes);
    effective_strides(p, role, axes, strides);
    const int spatial0 = role == Role::W ? 2 : 1;   // the first spatial axis in the API order
    int64_t farthest = 0;
    for (int a = 0; a < p.spatial_dim + 3; ++a) {
        int64_t last = sizes[a] - 1;                 // the largest index along the axis
        if (a >= spatial0 && a < spatial0 + p.spatial_dim) {
            const int d = a - spatial0;
            if (reach.window)
                last += p.pad_left[d] + p.pad_right[d] + bounded_mul(p.dilation[d], p.filter[d]);
            last += bounded_mul(reach.overhang, p.stride[d]);
        }
        if (last > 0)
            farthest += bounded_mul(strides[a] > 0 ? strides[a] : 1, last);
        if (farthest > kMaxElements)
            return kMaxElements + 1;
    }
    return farthest;
}

// Whether every element offset the kernels form in tensor `role` fits an int32.
inline bool fits_32bit_offsets(const hipconv_problem& p, Role role, const TensorAxes& axes, IndexReach reach) {
    return farthest_offset(p, role, axes, reach) < (int64_t(1) << 31);
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
    if (x > kMaxElements || y > kMaxElements || w > kMaxElements)
        return false;
    // Given strides: none negative, and the farthest element of each tensor within the
    // element bound (every offset of a valid problem fits in int64).
    for (const Role role : {Role::X, Role::W, Role::Y}) {
        const int64_t* given = given_strides(p, role);
        int64_t sizes[kMaxAxes], reach = 0;
        api_sizes(p, role, sizes);
        for (int a = 0; a < p.spatial_dim + 3; ++a) {
            if (given[a] < 0 || given[a] > kMaxElements)
                return false;
            reach += given[a] == 0 ? 0 : bounded_mul(given[a], sizes[a]);
            if (reach > kMaxElements)
                return false;
        }
    }
    return true;
}

// The sizes a 32-bit instance holds in indices fit one: every convolution stride (a kernel
// holds it in an index), every position along an axis -- input, padding and the filter's
// reach: any o * stride - pad + f * dilation and (i + pad - f * dilation) / stride -- and the
// element count of x, w and y (the index products the kernels form: GEMM rows N * prod(output),
// columns prod(filter) * C, reductions, strips, are at most one of them).  The offsets of each
// tensor: fits_32bit_offsets, with the instance's IndexReach.  For valid problems (no product
// overflows).
inline bool fits_32bit_indices(const hipconv_problem& p) {
    const int64_t limit = int64_t(1) << 31;
    for (int d = 0; d < p.spatial_dim; ++d)
        if (p.stride[d] >= limit ||
            p.input[d] + p.pad_left[d] + p.pad_right[d] + bounded_mul(p.dilation[d], p.filter[d]) >= limit)
            return false;
    const int64_t gc = bounded_mul(p.groups, p.in_channels);
    const int64_t gk = bounded_mul(p.groups, p.out_channels);
    const int64_t x = bounded_mul(bounded_mul(p.batch, bounded_product(p.input, p.spatial_dim)), gc);
    const int64_t y = bounded_mul(bounded_mul(p.batch, bounded_product(p.output, p.spatial_dim)), gk);
    const int64_t w = bounded_mul(bounded_mul(gk, bounded_product(p.filter, p.spatial_dim)), p.in_channels);
    return x < limit && y < limit && w < limit;
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

// The current device's multiprocessors (cpu: omp_get_num_procs()), asked once per device
// (a split count asks per call: ~0.5 us of host time each, bench/results/2026-11-24-h100-
// device-query-cost.txt); 1 when the query fails (its error cleared; asked again next time).
inline int64_t multiprocessor_count() {
    static PerDeviceValue count;
    const int sms = count.get([] {
        int device = 0;
        int value = 0;
        if (hipGetDevice(&device) != hipSuccess ||
            hipDeviceGetAttribute(&value, hipDeviceAttributeMultiprocessorCount, device) != hipSuccess ||
            value < 1) {
            (void)hipGetLastError();
            value = 0;                       // not kept: 0 means not computed yet
        }
        return value;
    });
    return sms > 0 ? sms : 1;
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

// The dynamic shared memory `kernel` may take on the current device: the device's opt-in
// limit less the kernel's static shared memory; -1 when the kernel cannot run there (the
// library holds no code for the device's architecture -- an instance built only for
// sm_90a has none for an sm_80 GPU -- or a query failed).  Errors of the queries are
// cleared, never left sticky.
template <class Kernel>
inline int64_t dynamic_shared_room(Kernel kernel) {
#if defined(HIPCONV_PLATFORM_NVIDIA)
    cudaFuncAttributes attributes;
    if (cudaFuncGetAttributes(&attributes, kernel) != cudaSuccess) {
        (void)cudaGetLastError();
        return -1;
    }
    int device = 0, limit = 0;
    if (cudaGetDevice(&device) != cudaSuccess ||
        cudaDeviceGetAttribute(&limit, cudaDevAttrMaxSharedMemoryPerBlockOptin, device) != cudaSuccess) {
        (void)cudaGetLastError();
        return -1;
    }
    return static_cast<int64_t>(limit) - static_cast<int64_t>(attributes.sharedSizeBytes);
#elif defined(HIPCONV_PLATFORM_AMD)
    hipFuncAttributes attributes;
    if (hipFuncGetAttributes(&attributes, reinterpret_cast<const void*>(kernel)) != hipSuccess) {
        (void)hipGetLastError();
        return -1;
    }
    return 65536 - static_cast<int64_t>(attributes.sharedSizeBytes);
#else
    (void)kernel;
    return static_cast<int64_t>(::hipconv_cpu::kMaxSharedMemoryPerBlock);
#endif
}

// Whether the current device can run `kernel` with `dynamic_shared_bytes` of dynamic
// shared memory (dynamic_shared_room above).  The room is asked once per device into
// `room` (a function-local static of the caller, one per kernel): every supports() runs
// this check, and the attribute queries cost about a microsecond of host time per call.
// Only an answer is stored; a failed query is asked again on the next call.
template <class Kernel>
inline bool kernel_runs_on_device(PerDeviceValue& room, Kernel kernel, int64_t dynamic_shared_bytes) {
    const int stored = room.get([&] {
        const int64_t bytes = dynamic_shared_room(kernel);
        return bytes < 0 ? 0 : static_cast<int>(bytes) + 1;   // 0: not stored
    });
    return stored > 0 && dynamic_shared_bytes <= stored - 1;
}

// resident_blocks(kernel, ..), queried once per device into `cache` (a function-local
// static of the caller, one per kernel).
template <class Kernel>
inline int cached_resident_blocks(PerDeviceValue& cache, Kernel kernel, int threads, int64_t dynamic_shared_bytes) {
    return cache.get([&] { return resident_blocks(kernel, threads, dynamic_shared_bytes); });
}

}  // namespace hipconv
