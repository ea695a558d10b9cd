// @generated from bench/experiments/fma_fp32_bwd_weight.yaml by hipconv: a support file, the same for every spec; do not edit.
// hipconv/verify.h -- device helpers of the verify modes (verify="gpu", --check=gpu):
// random fills and the comparison of a result with the reference instance's, both on
// the device, so that problems of any size (past 2^31 elements, past host memory) can be
// checked without copying them.  The registry (src/registry.cpp) exports them through
// the C ABI (hipconv_device_fill_random, hipconv_device_compare).
//
// Namespace hipconv::verify:
//   fill_random<T>(T* dst, int64_t count, uint64_t seed, float low, float high)
//                  (kernel) dst[i] = uniform in [low, high) from a counter-based hash of
//                  (seed, i): the same values for the same seed on every platform.
//   Partial        a block's share of a comparison: sums of squares (diff, want), max
//                  |want|, non-finite count and first index; then elements over the
//                  elementwise limit and the worst one.  merge(a, b) folds b into a.
//   compare_sums<T>(got, want, count, partials)             (kernel) pass 1
//   compare_limits<T>(got, want, count, scale, rtol, atol, partials)  (kernel) pass 2:
//                  limit = atol * scale + rtol * |want|, scale = max |want| of pass 1.
//   kBlock         threads per block of all three kernels.
#ifndef HIPCONV_VERIFY_H_
#define HIPCONV_VERIFY_H_

#include "platform.h"

#if defined(HIPCONV_PLATFORM_NAME)  // else platform.h reported the error

#include <cmath>
#include <cstdint>

#include "numeric.h"

namespace hipconv {
namespace verify {

constexpr int kBlock = 256;

struct Partial {
    double diff_squares;
    double want_squares;
    double want_max;
    int64_t non_finite;
    int64_t first_non_finite;   // INT64_MAX if none
    int64_t over;
    int64_t worst;              // -1 if none
    double worst_excess;        // |got - want| - limit at `worst`
    double got_at_worst;
    double want_at_worst;
};

// Fold partial b into a (the block reduction on the device, the sum of the blocks' partials
// on the host).
HIPCONV_HOST_DEVICE inline void merge(Partial& a, const Partial& b) {
    a.diff_squares += b.diff_squares;
    a.want_squares += b.want_squares;
    a.want_max = a.want_max > b.want_max ? a.want_max : b.want_max;
    a.non_finite += b.non_finite;
    a.first_non_finite = a.first_non_finite < b.first_non_finite ? a.first_non_finite : b.first_non_finite;
    a.over += b.over;
    if (b.worst >= 0 && (a.worst < 0 || b.worst_excess > a.worst_excess)) {
        a.worst = b.worst;
        a.worst_excess = b.worst_excess;
        a.got_at_worst = b.got_at_worst;
        a.want_at_worst = b.want_at_worst;
    }
}

HIPCONV_HOST_DEVICE inline uint64_t mix(uint64_t z) {   // splitmix64's finalizer
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

template <class T>
__global__ void __launch_bounds__(kBlock) fill_random(T* dst, int64_t count, uint64_t seed, float low, float high) {
    const int64_t step = static_cast<int64_t>(gridDim.x) * kBlock;
    for (int64_t i = static_cast<int64_t>(blockIdx.x) * kBlock + threadIdx.x; i < count; i += step) {
        const uint64_t bits = mix(seed * 0x9e3779b97f4a7c15ULL + static_cast<uint64_t>(i));
        const float unit = static_cast<float>(bits >> 40) * (1.0f / 16777216.0f);   // [0, 1), 24 bits
        using Accumulator = decltype(to_accumulator(T{}));   // float, double for fp64
        dst[i] = from_accumulator<T>(static_cast<Accumulator>(low + (high - low) * unit));
    }
}

__device__ inline bool finite(double v) { return v == v && v - v == 0.0; }

// One block's partials from each thread's: a tree in shared memory, written by thread 0.
__device__ inline void reduce_block(Partial mine, Partial* out) {
    __shared__ Partial shared[kBlock];
    shared[threadIdx.x] = mine;
    __syncthreads();
    for (int half = kBlock / 2; half > 0; half /= 2) {
        if (static_cast<int>(threadIdx.x) < half)
            merge(shared[threadIdx.x], shared[threadIdx.x + half]);
        __syncthreads();
    }
    if (threadIdx.x == 0)
        out[blockIdx.x] = shared[0];
}

HIPCONV_HOST_DEVICE inline Partial empty_partial() {
    return Partial{0.0, 0.0, 0.0, 0, INT64_MAX, 0, -1, 0.0, 0.0, 0.0};
}

template <class T>
__global__ void __launch_bounds__(kBlock) compare_sums(const T* got, const T* want, int64_t count, Partial* partials) {
    Partial mine = empty_partial();
    const int64_t step = static_cast<int64_t>(gridDim.x) * kBlock;
    for (int64_t i = static_cast<int64_t>(blockIdx.x) * kBlock + threadIdx.x; i < count; i += step) {
        const double g = to_accumulator(got[i]), w = to_accumulator(want[i]);
        if (!finite(g)) {
            ++mine.non_finite;
            mine.first_non_finite = mine.first_non_finite < i ? mine.first_non_finite : i;
            continue;
        }
        mine.diff_squares += (g - w) * (g - w);
        mine.want_squares += w * w;
        const double magnitude = w < 0 ? -w : w;
        mine.want_max = magnitude > mine.want_max ? magnitude : mine.want_max;
    }
    reduce_block(mine, partials);
}

template <class T>
__global__ void __launch_bounds__(kBlock) compare_limits(const T* got, const T* want, int64_t count, double scale,
                                                        double rtol, double atol, Partial* partials) {
    Partial mine = empty_partial();
    const int64_t step = static_cast<int64_t>(gridDim.x) * kBlock;
    for (int64_t i = static_cast<int64_t>(blockIdx.x) * kBlock + threadIdx.x; i < count; i += step) {
        const double g = to_accumulator(got[i]), w = to_accumulator(want[i]);
        if (!finite(g))
            continue;
        const double diff = g > w ? g - w : w - g;
        const double limit = atol * scale + rtol * (w < 0 ? -w : w);
        const double excess = diff - limit;
        if (scale == 0.0 ? diff > 0.0 : excess > 0.0)
            ++mine.over;
        if (mine.worst < 0 || excess > mine.worst_excess) {
            mine.worst = i;
            mine.worst_excess = excess;
            mine.got_at_worst = g;
            mine.want_at_worst = w;
        }
    }
    reduce_block(mine, partials);
}

}  // namespace verify
}  // namespace hipconv

#endif  // HIPCONV_PLATFORM_NAME
#endif  // HIPCONV_VERIFY_H_
