// @generated from specs/bwd_weight.yaml by hipconv: a support file, the same for every spec; do not edit.
// hipconv/tma.h -- the Hopper tensor memory accelerator (TMA) and the mbarriers
// that its copies complete on: NVIDIA sm_90a only, inline PTX on the device side,
// the driver's tensor-map encoders (reached through the runtime, no libcuda link)
// on the host side.
//
// Included by wgmma instances with `loads: tma` only (after platform.h and
// wgmma.h).  Namespace hipconv.
//
// Host:
//   TensorMap                       CUtensorMap: 128 opaque bytes, 64-byte aligned;
//                                   a kernel reads one from its __grid_constant__
//                                   parameters.
//   bool encode_tiled_map(TensorMap*, const void* base, int rank, const uint64_t* dims,
//                         const uint64_t* byte_strides, const uint32_t* box,
//                         const uint32_t* traversal_strides = nullptr)
//                                   a tiled map of 16-bit elements (dims and box
//                                   innermost first, byte_strides of dims 1..rank-1),
//                                   128-byte swizzle, zero fill out of bounds (a box may
//                                   start at negative coordinates: zeros there too).  With
//                                   traversal_strides (rank entries, innermost first, 1 to 8,
//                                   the first 1: the driver ignores it) a box spans box[i]
//                                   elements of dimension i and lands every
//                                   traversal_strides[i]-th: box[i] / traversal_strides[i]
//                                   of them (box[i] a multiple of it).
//   bool encode_im2col_map(TensorMap*, const void* base, int rank, const uint64_t* dims,
//                          const uint64_t* byte_strides, const int* lower, const int* upper,
//                          uint32_t channels, uint32_t pixels,
//                          const uint32_t* traversal_strides = nullptr)
//                                   an im2col map of a channels-innermost tensor
//                                   (dims C, W, (H, (D,)) N): a load reads `pixels`
//                                   consecutive positions of the traversal of the
//                                   bounding box [lower, dim + upper) per spatial
//                                   dimension (innermost first; W, then H, then D, then
//                                   N), stepping traversal_strides[d] (1 to 8; all 1
//                                   when nullptr) along spatial dimension d (innermost
//                                   first), `channels` channels each, at position + the
//                                   load's offsets; zero fill outside the tensor.
//                                   False when the driver rejects a map (the caller
//                                   refuses the problem: status tma).
//   hipError_t launch_clustered(kernel, grid, block, shared_bytes, stream, cluster, params)
//                                   launch `kernel(params)` with thread-block clusters of
//                                   `cluster` (a dim3) blocks (cudaLaunchKernelEx; each of
//                                   its extents divides grid's, at most 8 blocks: the
//                                   portable size).
//   int max_active_clusters(kernel, threads, shared_bytes, cluster)
//                                   clusters of `cluster` blocks of `kernel` the current
//                                   device runs at once (cudaOccupancyMaxActiveClusters;
//                                   the kernel's dynamic shared memory allowed first); 0 when
//                                   none fit or the query fails (its error cleared).
//   im2col_corner_limit(spatial_dims), im2col_offset_limit(spatial_dims)
//                                   the PTX ISA's ranges: a bounding-box corner lies in
//                                   [-limit, limit), a load's offset in [0, limit).
//   kMaxBoxExtent, kMaxTraversalStride
//                                   the driver's ranges for a map: a box spans at most 256
//                                   elements of a dimension, a traversal stride is 1 to 8.
// Device:
//   mbarrier_init(uint64_t* bar, uint32_t count)   a barrier whose phase completes after
//                                   `count` arrivals (and the bytes expected of it).
//   fence_barrier_init()            fence.mbarrier_init: the initialized barriers are
//                                   visible to the async proxy (TMA) before its first use.
//   mbarrier_arrive(uint64_t* bar)  one arrival.
//   mbarrier_arrive_expect_tx(uint64_t* bar, uint32_t bytes)
//                                   one arrival that also expects `bytes` of TMA copies
//                                   before the phase can complete.
//   mbarrier_wait(uint64_t* bar, uint32_t parity)
//                                   wait until the phase of that parity has completed
//                                   (a fresh barrier is in phase 0, and the phase before
//                                   it, of parity 1, counts as completed).
//   mbarrier_test_wait(uint64_t* bar, uint32_t parity)
//                                   whether that phase has completed, without waiting
//                                   (mbarrier.test_wait; try_wait may hold the thread a
//                                   while first): a waiter probes early and waits only if false.
//   RingPosition<Stages>            a stage of a ring of Stages mbarrier-guarded stages and
//                                   the parity of its round: advance() steps to the next
//                                   stage without a division (a round's end flips the parity).
//   tma_load_tile(dst, map, bar, c0, c1, c2[, c3[, c4]])
//                                   one box of a rank-3 (4, 5) tiled map at coordinates
//                                   c0.. (innermost first) into shared memory at dst
//                                   (1024-byte aligned for the 128-byte swizzle),
//                                   completing on bar.
//   tma_load_im2col(dst, map, bar, c, spatial[], n, offsets[])  (template on the
//                                   spatial rank, 1 to 3): one im2col box whose first
//                                   position is (n, spatial..) + offsets, channels c..
//   tma_load_tile_multicast(dst, map, bar, mask, c0, c1, c2)
//   tma_load_im2col_multicast(dst, map, bar, mask, c, spatial[], n, offsets[])
//                                   the same boxes written into every block of the cluster
//                                   whose rank's bit is set in `mask`, at dst's offset in its
//                                   shared memory, each completing on the mbarrier at bar's
//                                   offset in that block (PTX: .multicast::cluster, ctaMask).
//   mbarrier_arrive_cluster(uint64_t* bar, uint32_t rank)
//                                   one arrival on the mbarrier at bar's offset in the block
//                                   of that rank in the cluster.
//   tma_store_tile(map, src, c0, c1, c2[, c3])
//                                   one box of a rank-3 (4) tiled map from shared memory at
//                                   src (laid out as the map's swizzle says) to the
//                                   tensor at coordinates c0..c2; elements outside the
//                                   tensor are not written.  The writing threads make
//                                   their shared stores visible first
//                                   (fence_async_shared, then a barrier).
//   tma_store_commit()              the stores issued so far form one bulk group.
//   tma_store_wait_read<Pending>()  wait until all but the Pending most recent committed
//                                   groups have read their shared memory (it may then be
//                                   rewritten; the global writes complete on their own).
//   named_barrier_sync(id, threads) bar.sync id, threads: a barrier among `threads`
//                                   threads (a multiple of 32) only.
//   cluster_rank()                  %cluster_ctarank: the block's rank in its cluster.
//   cluster_sync()                  barrier.cluster.arrive.release + wait.acquire (aligned:
//                                   whole warps): every thread of the cluster's blocks that
//                                   has not exited; shared-memory stores before it are
//                                   visible to every block's cluster reads after it.
//   cluster_address(const void* p, rank)
//                                   mapa: the shared::cluster address of p's counterpart
//                                   in the shared memory of the block of that rank.
//   load_cluster_float2(address)    ld.shared::cluster.v2.f32 at such an address.
// The sources: PTX ISA, "Tensors" (tiled and im2col modes, bounding box, traversal)
// and cp.async.bulk.tensor / mbarrier; CUDA driver API, cuTensorMapEncodeTiled /
// cuTensorMapEncodeIm2col.
#ifndef HIPCONV_TMA_H_
#define HIPCONV_TMA_H_

#include "platform.h"
#include "numeric.h"   // detail::shared_address

#if !defined(HIPCONV_PLATFORM_NVIDIA)
#error "hipconv/tma.h: TMA loads build for the nvidia platform (sm_90a) only"
#else

#include <cstdint>
#include <cuda.h>   // CUtensorMap and the encoders' enums (types only: the functions come from the runtime)

namespace hipconv {

using TensorMap = CUtensorMap;

namespace detail {

template <class Function>
inline Function driver_function(const char* name) {
    void* function = nullptr;
    cudaDriverEntryPointQueryResult found = cudaDriverEntryPointSymbolNotFound;
    if (cudaGetDriverEntryPointByVersion(name, &function, 12000, cudaEnableDefault, &found) != cudaSuccess ||
        found != cudaDriverEntryPointSuccess) {
        (void)cudaGetLastError();
        return nullptr;
    }
    return reinterpret_cast<Function>(function);
}

}  // namespace detail

inline bool encode_tiled_map(TensorMap* map, const void* base, int rank, const uint64_t* dims,
                             const uint64_t* byte_strides, const uint32_t* box,
                             const uint32_t* traversal_strides = nullptr) {
    using Encode = decltype(&cuTensorMapEncodeTiled);
    static const Encode encode = detail::driver_function<Encode>("cuTensorMapEncodeTiled");
    cuuint32_t element_strides[5] = {1, 1, 1, 1, 1};
    for (int d = 0; traversal_strides != nullptr && d < rank; ++d)
        element_strides[d] = traversal_strides[d];
    return encode != nullptr &&
           encode(map, CU_TENSOR_MAP_DATA_TYPE_UINT16, static_cast<cuuint32_t>(rank), const_cast<void*>(base),
                  dims, byte_strides, box, element_strides, CU_TENSOR_MAP_INTERLEAVE_NONE,
                  CU_TENSOR_MAP_SWIZZLE_128B, CU_TENSOR_MAP_L2_PROMOTION_L2_128B,
                  CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE) == CUDA_SUCCESS;
}

inline bool encode_im2col_map(TensorMap* map, const void* base, int rank, const uint64_t* dims,
                              const uint64_t* byte_strides, const int* lower, const int* upper,
                              uint32_t channels, uint32_t pixels,
                              const uint32_t* traversal_strides = nullptr) {
    using Encode = decltype(&cuTensorMapEncodeIm2col);
    static const Encode encode = detail::driver_function<Encode>("cuTensorMapEncodeIm2col");
    cuuint32_t element_strides[5] = {1, 1, 1, 1, 1};   // C, spatial innermost first, N
    for (int d = 0; traversal_strides != nullptr && d < rank - 2; ++d)
        element_strides[1 + d] = traversal_strides[d];
    return encode != nullptr &&
           encode(map, CU_TENSOR_MAP_DATA_TYPE_UINT16, static_cast<cuuint32_t>(rank), const_cast<void*>(base),
                  dims, byte_strides, lower, upper, channels, pixels, element_strides,
                  CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_128B,
                  CU_TENSOR_MAP_L2_PROMOTION_L2_128B, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE) == CUDA_SUCCESS;
}

namespace detail {

// A launch configuration of clusters of `cluster` blocks; `attribute` holds the cluster
// dimension it points at (the caller's, alive as long as the configuration).
inline cudaLaunchConfig_t cluster_config(cudaLaunchAttribute& attribute, dim3 grid, dim3 block,
                                         size_t shared_bytes, cudaStream_t stream, dim3 cluster) {
    attribute.id = cudaLaunchAttributeClusterDimension;
    attribute.val.clusterDim.x = cluster.x;
    attribute.val.clusterDim.y = cluster.y;
    attribute.val.clusterDim.z = cluster.z;
    cudaLaunchConfig_t config{};
    config.gridDim = grid;
    config.blockDim = block;
    config.dynamicSmemBytes = shared_bytes;
    config.stream = stream;
    config.attrs = &attribute;
    config.numAttrs = 1;
    return config;
}

}  // namespace detail

template <class Params>
inline hipError_t launch_clustered(void (*kernel)(Params), dim3 grid, dim3 block, size_t shared_bytes,
                                   cudaStream_t stream, dim3 cluster, const Params& params) {
    cudaLaunchAttribute attribute;
    const cudaLaunchConfig_t config = detail::cluster_config(attribute, grid, block, shared_bytes, stream, cluster);
    return cudaLaunchKernelEx(&config, kernel, params);
}

template <class Params>
inline int max_active_clusters(void (*kernel)(Params), int threads, int64_t shared_bytes, dim3 cluster) {
    cudaLaunchAttribute attribute;
    const cudaLaunchConfig_t config = detail::cluster_config(attribute, cluster, dim3(static_cast<unsigned>(threads)),
                                                             static_cast<size_t>(shared_bytes), nullptr, cluster);
    int clusters = 0;
    if (allow_dynamic_shared_memory(kernel, shared_bytes) != HIPCONV_OK ||
        cudaOccupancyMaxActiveClusters(&clusters, kernel, &config) != cudaSuccess) {
        (void)cudaGetLastError();
        clusters = 0;
    }
    return clusters;
}

// Bounding-box corners of an im2col map lie in [-limit, limit); a load's offsets in
// [0, limit) (PTX ISA, im2col mode: 16-bit corners and offsets shared by the spatial
// dimensions).
constexpr int im2col_corner_limit(int spatial_dims) {
    return spatial_dims == 1 ? 1 << 15 : spatial_dims == 2 ? 1 << 7 : 1 << 4;
}
constexpr int im2col_offset_limit(int spatial_dims) {
    return spatial_dims == 1 ? 1 << 16 : spatial_dims == 2 ? 1 << 8 : 1 << 5;
}

// cuTensorMapEncodeTiled / Im2col: boxDim[i] <= 256, 1 <= elementStrides[i] <= 8.
constexpr int kMaxBoxExtent = 256;
constexpr int kMaxTraversalStride = 8;

HIPCONV_DEVICE_INLINE void mbarrier_init(uint64_t* bar, uint32_t count) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;\n"
                 :
                 : "r"(detail::shared_address(bar)), "r"(count)
                 : "memory");
}

HIPCONV_DEVICE_INLINE void fence_barrier_init() {
    asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory");
}

HIPCONV_DEVICE_INLINE void mbarrier_arrive(uint64_t* bar) {
    asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];\n"
                 :
                 : "r"(detail::shared_address(bar))
                 : "memory");
}

HIPCONV_DEVICE_INLINE void mbarrier_arrive_cluster(uint64_t* bar, uint32_t rank) {
    uint32_t remote;
    asm volatile("mapa.shared::cluster.u32 %0, %1, %2;\n" : "=r"(remote) : "r"(detail::shared_address(bar)), "r"(rank));
    asm volatile("mbarrier.arrive.shared::cluster.b64 _, [%0];\n" : : "r"(remote) : "memory");
}

HIPCONV_DEVICE_INLINE void mbarrier_arrive_expect_tx(uint64_t* bar, uint32_t bytes) {
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;\n"
                 :
                 : "r"(detail::shared_address(bar)), "r"(bytes)
                 : "memory");
}

HIPCONV_DEVICE_INLINE void mbarrier_wait(uint64_t* bar, uint32_t parity) {
    uint32_t done = 0;
    do {
        asm volatile(
            "{\n.reg .pred complete;\n"
            "mbarrier.try_wait.parity.shared::cta.b64 complete, [%1], %2;\n"
            "selp.u32 %0, 1, 0, complete;\n}\n"
            : "=r"(done)
            : "r"(detail::shared_address(bar)), "r"(parity)
            : "memory");
    } while (!done);
}

HIPCONV_DEVICE_INLINE bool mbarrier_test_wait(uint64_t* bar, uint32_t parity) {
    uint32_t done = 0;
    asm volatile(
        "{\n.reg .pred complete;\n"
        "mbarrier.test_wait.parity.shared::cta.b64 complete, [%1], %2;\n"
        "selp.u32 %0, 1, 0, complete;\n}\n"
        : "=r"(done)
        : "r"(detail::shared_address(bar)), "r"(parity)
        : "memory");
    return done != 0;
}

template <int Stages>
struct RingPosition {
    uint32_t stage = 0;    // the stage of this step
    uint32_t phase = 0;    // the parity of its round: the phase its `full` barrier completes
    HIPCONV_DEVICE_INLINE void advance() {
        if (++stage == Stages) {
            stage = 0;
            phase ^= 1u;
        }
    }
};

HIPCONV_DEVICE_INLINE void tma_load_tile(void* dst, const TensorMap* map, uint64_t* bar,
                                         int c0, int c1, int c2, int c3, int c4) {
    asm volatile(
        "cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
        " [%0], [%1, {%2, %3, %4, %5, %6}], [%7];\n"
        :
        : "r"(detail::shared_address(dst)), "l"(reinterpret_cast<uint64_t>(map)), "r"(c0), "r"(c1),
          "r"(c2), "r"(c3), "r"(c4), "r"(detail::shared_address(bar))
        : "memory");
}

HIPCONV_DEVICE_INLINE void tma_load_tile(void* dst, const TensorMap* map, uint64_t* bar,
                                         int c0, int c1, int c2, int c3) {
    asm volatile(
        "cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
        " [%0], [%1, {%2, %3, %4, %5}], [%6];\n"
        :
        : "r"(detail::shared_address(dst)), "l"(reinterpret_cast<uint64_t>(map)), "r"(c0), "r"(c1),
          "r"(c2), "r"(c3), "r"(detail::shared_address(bar))
        : "memory");
}

HIPCONV_DEVICE_INLINE void tma_load_tile(void* dst, const TensorMap* map, uint64_t* bar,
                                         int c0, int c1, int c2) {
    asm volatile(
        "cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
        " [%0], [%1, {%2, %3, %4}], [%5];\n"
        :
        : "r"(detail::shared_address(dst)), "l"(reinterpret_cast<uint64_t>(map)), "r"(c0), "r"(c1),
          "r"(c2), "r"(detail::shared_address(bar))
        : "memory");
}

// spatial[] and offsets[] innermost first (W, H[, D]).
template <int SpatialDims>
HIPCONV_DEVICE_INLINE void tma_load_im2col(void* dst, const TensorMap* map, uint64_t* bar, int c,
                                           const int (&spatial)[SpatialDims], int n,
                                           const uint16_t (&offsets)[SpatialDims]) {
    static_assert(SpatialDims >= 1 && SpatialDims <= 3, "im2col maps of rank 3 to 5 (1D to 3D convolutions)");
    if constexpr (SpatialDims == 1) {
        asm volatile(
            "cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes"
            " [%0], [%1, {%2, %3, %4}], [%5], {%6};\n"
            :
            : "r"(detail::shared_address(dst)), "l"(reinterpret_cast<uint64_t>(map)), "r"(c),
              "r"(spatial[0]), "r"(n), "r"(detail::shared_address(bar)), "h"(offsets[0])
            : "memory");
    } else if constexpr (SpatialDims == 2) {
        asm volatile(
            "cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes"
            " [%0], [%1, {%2, %3, %4, %5}], [%6], {%7, %8};\n"
            :
            : "r"(detail::shared_address(dst)), "l"(reinterpret_cast<uint64_t>(map)), "r"(c),
              "r"(spatial[0]), "r"(spatial[1]), "r"(n), "r"(detail::shared_address(bar)),
              "h"(offsets[0]), "h"(offsets[1])
            : "memory");
    } else {
        asm volatile(
            "cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes"
            " [%0], [%1, {%2, %3, %4, %5, %6}], [%7], {%8, %9, %10};\n"
            :
            : "r"(detail::shared_address(dst)), "l"(reinterpret_cast<uint64_t>(map)), "r"(c),
              "r"(spatial[0]), "r"(spatial[1]), "r"(spatial[2]), "r"(n), "r"(detail::shared_address(bar)),
              "h"(offsets[0]), "h"(offsets[1]), "h"(offsets[2])
            : "memory");
    }
}

HIPCONV_DEVICE_INLINE void tma_load_tile_multicast(void* dst, const TensorMap* map, uint64_t* bar, uint16_t mask,
                                                   int c0, int c1, int c2) {
    asm volatile(
        "cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster"
        " [%0], [%1, {%2, %3, %4}], [%5], %6;\n"
        :
        : "r"(detail::shared_address(dst)), "l"(reinterpret_cast<uint64_t>(map)), "r"(c0), "r"(c1),
          "r"(c2), "r"(detail::shared_address(bar)), "h"(mask)
        : "memory");
}

// spatial[] and offsets[] innermost first (W, H[, D]), as tma_load_im2col's.
template <int SpatialDims>
HIPCONV_DEVICE_INLINE void tma_load_im2col_multicast(void* dst, const TensorMap* map, uint64_t* bar, uint16_t mask,
                                                     int c, const int (&spatial)[SpatialDims], int n,
                                                     const uint16_t (&offsets)[SpatialDims]) {
    static_assert(SpatialDims >= 1 && SpatialDims <= 3, "im2col maps of rank 3 to 5 (1D to 3D convolutions)");
    if constexpr (SpatialDims == 1) {
        asm volatile(
            "cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster"
            " [%0], [%1, {%2, %3, %4}], [%5], {%6}, %7;\n"
            :
            : "r"(detail::shared_address(dst)), "l"(reinterpret_cast<uint64_t>(map)), "r"(c),
              "r"(spatial[0]), "r"(n), "r"(detail::shared_address(bar)), "h"(offsets[0]), "h"(mask)
            : "memory");
    } else if constexpr (SpatialDims == 2) {
        asm volatile(
            "cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster"
            " [%0], [%1, {%2, %3, %4, %5}], [%6], {%7, %8}, %9;\n"
            :
            : "r"(detail::shared_address(dst)), "l"(reinterpret_cast<uint64_t>(map)), "r"(c),
              "r"(spatial[0]), "r"(spatial[1]), "r"(n), "r"(detail::shared_address(bar)),
              "h"(offsets[0]), "h"(offsets[1]), "h"(mask)
            : "memory");
    } else {
        asm volatile(
            "cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster"
            " [%0], [%1, {%2, %3, %4, %5, %6}], [%7], {%8, %9, %10}, %11;\n"
            :
            : "r"(detail::shared_address(dst)), "l"(reinterpret_cast<uint64_t>(map)), "r"(c),
              "r"(spatial[0]), "r"(spatial[1]), "r"(spatial[2]), "r"(n), "r"(detail::shared_address(bar)),
              "h"(offsets[0]), "h"(offsets[1]), "h"(offsets[2]), "h"(mask)
            : "memory");
    }
}

HIPCONV_DEVICE_INLINE void tma_store_tile(const TensorMap* map, const void* src, int c0, int c1, int c2) {
    asm volatile(
        "cp.async.bulk.tensor.3d.global.shared::cta.bulk_group [%0, {%2, %3, %4}], [%1];\n"
        :
        : "l"(reinterpret_cast<uint64_t>(map)), "r"(detail::shared_address(src)), "r"(c0), "r"(c1), "r"(c2)
        : "memory");
}

HIPCONV_DEVICE_INLINE void tma_store_tile(const TensorMap* map, const void* src, int c0, int c1, int c2, int c3) {
    asm volatile(
        "cp.async.bulk.tensor.4d.global.shared::cta.bulk_group [%0, {%2, %3, %4, %5}], [%1];\n"
        :
        : "l"(reinterpret_cast<uint64_t>(map)), "r"(detail::shared_address(src)), "r"(c0), "r"(c1), "r"(c2),
          "r"(c3)
        : "memory");
}

HIPCONV_DEVICE_INLINE void tma_store_commit() {
    asm volatile("cp.async.bulk.commit_group;\n" ::: "memory");
}

template <int Pending>
HIPCONV_DEVICE_INLINE void tma_store_wait_read() {
    asm volatile("cp.async.bulk.wait_group.read %0;\n" : : "n"(Pending) : "memory");
}

HIPCONV_DEVICE_INLINE void named_barrier_sync(int id, int threads) {
    asm volatile("bar.sync %0, %1;\n" : : "r"(id), "r"(threads) : "memory");
}

HIPCONV_DEVICE_INLINE uint32_t cluster_rank() {
    uint32_t rank;
    asm volatile("mov.u32 %0, %%cluster_ctarank;\n" : "=r"(rank));
    return rank;
}

HIPCONV_DEVICE_INLINE void cluster_sync() {
    asm volatile("barrier.cluster.arrive.release.aligned;\n"
                 "barrier.cluster.wait.acquire.aligned;\n" ::: "memory");
}

HIPCONV_DEVICE_INLINE uint32_t cluster_address(const void* p, uint32_t rank) {
    uint32_t address;
    asm volatile("mapa.shared::cluster.u32 %0, %1, %2;\n" : "=r"(address) : "r"(detail::shared_address(p)), "r"(rank));
    return address;
}

HIPCONV_DEVICE_INLINE float2 load_cluster_float2(uint32_t address) {
    float2 value;
    asm volatile("ld.shared::cluster.v2.f32 {%0, %1}, [%2];\n" : "=f"(value.x), "=f"(value.y) : "r"(address) : "memory");
    return value;
}

}  // namespace hipconv

#endif  // HIPCONV_PLATFORM_NVIDIA
#endif  // HIPCONV_TMA_H_
