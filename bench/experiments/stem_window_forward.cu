// Experiment (not a product source; not yet run on a GPU): the 2D stem's FORWARD (7x7, stride
// 2, pad 3, C = 3, K = 64) on wgmma with the im2col A operand read as a sliding window out of
// one staged halo of X pixel pairs -- the forward twin of stem_window_wgmma.cu (the shipped
// backward-weight tap window).
//
// GEMM per output row segment: Y[p][k] = sum over (kh, pair m, parity, c) of X_im2col[p][.] * W[.][k].
// A = X_im2col (M = 64 output columns of one output row, K = 7 kh x 4 pairs x 8 = 224), K-major:
// output column w and tap pair m read pixel pair w + m - 2, so the 8 positions of a core matrix
// (8 rows of 16 bytes) are 8 consecutive pairs of a halo row -- 128 contiguous bytes -- and the
// next k-group (pair m + 1) starts 16 bytes later: A's descriptor is K-major without swizzle,
// SBO = 128 (the next 8 positions), LBO = 16 (the next pair: overlapping core matrices, which
// is what this experiment tests first).  One k16 step is (kh, pairs 2mp and 2mp + 1): 14 per
// output row.
// B = W repacked once per block into shared memory as [k-group g = kh * 4 + m][k 64][8 (parity,
// c)] 16-bit, zero for kw = -1 and c = 3: K-major, SBO = 128 (8 output channels), LBO = 1024.
// Block: two consumer warpgroups (output columns 0-63 and 64-127 of a row; 112 real) and one
// producer warpgroup staging kRows output rows' halo per stage (2 kRows + 5 input rows of 131
// pairs).  Per output row a consumer issues its 14 wgmma into one of two accumulator sets
// (scale-d 0 on the first), commits, waits for the previous row's group and stores that row
// (16-bit pairs straight from the fragments).  Persistent blocks walk units (n, row tile).
// Variants (run 78): EPILOGUE_TMA=1 stages each row's 64 x 64 tile 128-byte swizzled in one of
// three buffers per consumer and stores it with one TMA box (4-byte fragment stores wrote 16-byte
// halves of sectors: ncu run 77); LOADS_VEC=1 loads X as 48-byte runs (4 pairs, three 16-byte
// loads) where W is a multiple of 8 (pairs 0, 1 and the last never change: zeroed once).
#include <cstdint>
#include <cstdio>
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include "hipconv/abi.h"
#include "hipconv/platform.h"
#include "hipconv/numeric.h"
#include "hipconv/mma.h"
#include "hipconv/wgmma.h"
#include "hipconv/tma.h"

#ifndef EPILOGUE_TMA
#define EPILOGUE_TMA 0
#endif
#ifndef LOADS_VEC
#define LOADS_VEC 0
#endif

namespace {

constexpr int kK = 64, kC = 3, kFilter = 7, kPad = 3;
constexpr int kRows = ROWS;                                  // output rows per stage
constexpr int kSegment = 64;                                 // output columns per consumer warpgroup
constexpr int kConsumers = 2;
constexpr int kPairsPerRow = kConsumers * kSegment + 3;      // pairs q = -2 .. 128
constexpr int kHaloRows = 2 * kRows + kFilter - 2;
constexpr int kHaloRowBytes = kPairsPerRow * 16;
constexpr int kStageBytes = ((kHaloRows * kHaloRowBytes + 1023) / 1024) * 1024;
constexpr int kStages = STAGES;
constexpr int kKGroups = kFilter * 4;                        // (kh, pair m): 28 k-groups of 8
constexpr int kWBytes = kKGroups * kK * 16;                  // 28 KiB
constexpr int kWOffset = kStages * kStageBytes;
constexpr int kStagingBytes = 64 * 128;                      // one row's 64 x 64 tile, 128-byte swizzled
constexpr int kStagingOffset = kWOffset + kWBytes;
constexpr int kBarrierOffset = kStagingOffset + (EPILOGUE_TMA ? kConsumers * 3 * kStagingBytes : 0);
constexpr int kSharedBytes = kBarrierOffset + 16 * kStages + 1024;
constexpr int kThreads = (kConsumers + 1) * 128;
constexpr int kAccumulators = kK / 2;

struct Params {
    hipconv::TensorMap y_map;   // (K 64, OW, N * OH), box (64, 64, 1)
    const uint16_t* x;     // N, H, W, 3
    const uint16_t* w;     // K, 7, 7, 3
    uint16_t* y;           // N, OH, OW, K
    int n, h, w_in, oh, ow;
    int row_tiles, units;
};

__device__ __forceinline__ uint64_t descriptor(const void* smem, uint32_t leading_bytes, uint32_t stride_bytes) {
    const uint32_t address = hipconv::detail::shared_address(smem);
    return static_cast<uint64_t>((address & 0x3FFFFu) >> 4) |
           (static_cast<uint64_t>((leading_bytes >> 4) & 0x3FFFu) << 16) |
           (static_cast<uint64_t>((stride_bytes >> 4) & 0x3FFFu) << 32);   // layout 0: no swizzle
}

// d (+)= A * B, m64n64k16, both K-major (transpose bits 0); accumulate 0 overwrites d.
__device__ __forceinline__ void wgmma_m64n64k16(float (&d)[kAccumulators], uint64_t a, uint64_t b, int accumulate) {
    asm volatile(
        "{\n.reg .pred p;\nsetp.ne.b32 p, %34, 0;\n"
        "wgmma.mma_async.sync.aligned.m64n64k16.f32." PTX_TYPE "." PTX_TYPE " "
        "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, "
        "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}, "
        "%32, %33, p, 1, 1, 0, 0;\n}\n"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]),
          "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]),
          "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]),
          "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31])
        : "l"(a), "l"(b), "r"(accumulate));
}

__device__ __forceinline__ uint32_t pack(float lo, float hi) {
#if PTX_BF16
    const __nv_bfloat162 v = __floats2bfloat162_rn(lo, hi);
#else
    const __half2 v = __floats2half2_rn(lo, hi);
#endif
    return *reinterpret_cast<const uint32_t*>(&v);
}

__global__ void __launch_bounds__(kThreads, 1) stem_forward_window(const __grid_constant__ Params params) {
    extern __shared__ unsigned char shared_bytes[];
    unsigned char* const tiles = shared_bytes + hipconv::swizzle_alignment_padding(shared_bytes);
    uint64_t* const full = reinterpret_cast<uint64_t*>(tiles + kBarrierOffset);
    uint64_t* const empty = full + kStages;
    const int warpgroup = hipconv::warpgroup_id();
    const int wg_thread = hipconv::warpgroup_thread();
    // W once per block: element (g = kh * 4 + m, k, e = parity * 4 + c), kw = 2 m + parity - 4 + 3.
    for (int i = threadIdx.x; i < kKGroups * kK * 8; i += kThreads) {
        const int e = i % 8, k = i / 8 % kK, g = i / (8 * kK);
        const int kh = g / 4, m = g % 4, parity = e / 4, c = e % 4;
        const int kw = 2 * m + parity - 4 + kPad;
        uint16_t value = 0;
        if (c < kC && kw >= 0 && kw < kFilter)
            value = params.w[((k * kFilter + kh) * kFilter + kw) * kC + c];
        reinterpret_cast<uint16_t*>(tiles + kWOffset)[i] = value;
    }
    if (threadIdx.x == 0) {
        for (int s = 0; s < kStages; ++s) {
            hipconv::mbarrier_init(&full[s], 128);
            hipconv::mbarrier_init(&empty[s], kConsumers * 128);
        }
        hipconv::fence_barrier_init();
    }
    hipconv::fence_async_shared();   // W (generic stores) is visible to wgmma
    __syncthreads();
    hipconv::RingPosition<kStages> ring;

    if (warpgroup == kConsumers) {   // the producer
#if LOADS_VEC
        constexpr int kGroups = (kPairsPerRow - 3 + 3) / 4;               // runs of 4 pairs from pair 2
        constexpr int kItems = kHaloRows * kGroups;
        constexpr int kItemsPerThread = (kItems + 127) / 128;
        for (int s = 0; s < kStages; ++s)                                  // pairs 0, 1, kPairsPerRow - 1: zero
            for (int t = wg_thread; t < kHaloRows * 3; t += 128)
                *reinterpret_cast<uint4*>(tiles + s * kStageBytes + (t / 3) * kHaloRowBytes +
                                          (t % 3 == 2 ? kPairsPerRow - 1 : t % 3) * 16) = make_uint4(0, 0, 0, 0);
        for (int unit = blockIdx.x; unit < params.units; unit += gridDim.x, ring.advance()) {
            const int n = unit / params.row_tiles, oh0 = unit % params.row_tiles * kRows;
            uint4 runs[kItemsPerThread][3];
#pragma unroll
            for (int i = 0; i < kItemsPerThread; ++i) {
                const int item = wg_thread + i * 128;
                const int t = item / kGroups, g = item % kGroups;
                const int hi = 2 * oh0 - kPad + t, pixel = 8 * g;
                runs[i][0] = runs[i][1] = runs[i][2] = make_uint4(0, 0, 0, 0);
                if (item < kItems && hi >= 0 && hi < params.h && pixel < params.w_in) {
                    const uint4* run = reinterpret_cast<const uint4*>(
                        params.x + ((static_cast<int64_t>(n) * params.h + hi) * params.w_in + pixel) * kC);
                    runs[i][0] = __ldg(run);
                    runs[i][1] = __ldg(run + 1);
                    runs[i][2] = __ldg(run + 2);
                }
            }
            hipconv::mbarrier_wait(&empty[ring.stage], ring.phase ^ 1u);
            unsigned char* const stage = tiles + ring.stage * kStageBytes;
#pragma unroll
            for (int i = 0; i < kItemsPerThread; ++i) {
                const int item = wg_thread + i * 128;
                if (item < kItems) {
                    const uint32_t w[12] = {runs[i][0].x, runs[i][0].y, runs[i][0].z, runs[i][0].w,
                                            runs[i][1].x, runs[i][1].y, runs[i][1].z, runs[i][1].w,
                                            runs[i][2].x, runs[i][2].y, runs[i][2].z, runs[i][2].w};
                    uint4* const pairs = reinterpret_cast<uint4*>(stage + (item / kGroups) * kHaloRowBytes +
                                                                  (2 + 4 * (item % kGroups)) * 16);
#pragma unroll
                    for (int q = 0; q < 4; ++q)
                        pairs[q] = make_uint4(w[3 * q], w[3 * q + 1] & 0xFFFFu,
                                              (w[3 * q + 1] >> 16) | (w[3 * q + 2] << 16), w[3 * q + 2] >> 16);
                }
            }
            hipconv::fence_async_shared();
            hipconv::mbarrier_arrive(&full[ring.stage]);
        }
        return;
#else
        constexpr int kItems = kHaloRows * kPairsPerRow;
        constexpr int kItemsPerThread = (kItems + 127) / 128;
        for (int unit = blockIdx.x; unit < params.units; unit += gridDim.x, ring.advance()) {
            const int n = unit / params.row_tiles, oh0 = unit % params.row_tiles * kRows;
            uint32_t words[kItemsPerThread][3];
#pragma unroll
            for (int i = 0; i < kItemsPerThread; ++i) {
                const int item = wg_thread + i * 128;
                const int t = item / kPairsPerRow, j = item % kPairsPerRow;
                const int hi = 2 * oh0 - kPad + t, pixel = 2 * (j - 2);
                words[i][0] = words[i][1] = words[i][2] = 0;
                if (item < kItems && hi >= 0 && hi < params.h && pixel >= 0 && pixel + 1 < params.w_in) {
                    const uint32_t* pair = reinterpret_cast<const uint32_t*>(
                        params.x + ((static_cast<int64_t>(n) * params.h + hi) * params.w_in + pixel) * kC);
                    words[i][0] = __ldg(pair);
                    words[i][1] = __ldg(pair + 1);
                    words[i][2] = __ldg(pair + 2);
                }
            }
            hipconv::mbarrier_wait(&empty[ring.stage], ring.phase ^ 1u);
            unsigned char* const stage = tiles + ring.stage * kStageBytes;
#pragma unroll
            for (int i = 0; i < kItemsPerThread; ++i) {
                const int item = wg_thread + i * 128;
                if (item < kItems)
                    *reinterpret_cast<uint4*>(stage + (item / kPairsPerRow) * kHaloRowBytes + (item % kPairsPerRow) * 16) =
                        make_uint4(words[i][0], words[i][1] & 0xFFFFu, (words[i][1] >> 16) | (words[i][2] << 16),
                                   words[i][2] >> 16);
            }
            hipconv::fence_async_shared();
            hipconv::mbarrier_arrive(&full[ring.stage]);
        }
        return;
#endif
    }

    float acc[2][kAccumulators];
    const uint64_t a_descriptor = descriptor(tiles + warpgroup * kSegment * 16, 16, 128);   // K-major, LBO 16, SBO 128
    const uint64_t b_descriptor = descriptor(tiles + kWOffset, 1024, 128);                // K-major, LBO 1024, SBO 128
    const int w_first = warpgroup * kSegment;
    auto fence = [&](float (&d)[kAccumulators]) {
        for (int e = 0; e < kAccumulators; ++e) hipconv::fence_operand(d[e]);
    };
#if EPILOGUE_TMA
    int staging_index = 0;
    auto store_row = [&](float (&d)[kAccumulators], int n, int oh) {
        unsigned char* const staging = tiles + kStagingOffset + (warpgroup * 3 + staging_index) * kStagingBytes;
        staging_index = staging_index == 2 ? 0 : staging_index + 1;
        for (int e = 0; e < kAccumulators; e += 2) {   // this buffer's last store (3 rows ago) has read it
            const int m = hipconv::frag::wgmma_d_row(wg_thread, e);
            const int k = hipconv::frag::wgmma_d_col(wg_thread, e);
            *reinterpret_cast<uint32_t*>(staging + hipconv::swizzle_128b(m * 128 + k * 2)) = pack(d[e], d[e + 1]);
        }
        if (wg_thread == 0) hipconv::tma_store_wait_read<1>();   // the store 3 rows ago (next buffer's) has read
        hipconv::fence_async_shared();
        hipconv::named_barrier_sync(1 + warpgroup, 128);
        if (wg_thread == 0) {
            if (oh < params.oh) hipconv::tma_store_tile(&params.y_map, staging, 0, w_first, n * params.oh + oh);
            hipconv::tma_store_commit();
        }
    };
#else
    auto store_row = [&](float (&d)[kAccumulators], int n, int oh) {
        if (oh >= params.oh) return;
        for (int e = 0; e < kAccumulators; e += 2) {
            const int w = w_first + hipconv::frag::wgmma_d_row(wg_thread, e);
            const int k = hipconv::frag::wgmma_d_col(wg_thread, e);
            if (w < params.ow)
                *reinterpret_cast<uint32_t*>(params.y + ((static_cast<int64_t>(n) * params.oh + oh) * params.ow + w) * kK + k) =
                    pack(d[e], d[e + 1]);
        }
    };
#endif
    for (int unit = blockIdx.x; unit < params.units; unit += gridDim.x, ring.advance()) {
        const int n = unit / params.row_tiles, oh0 = unit % params.row_tiles * kRows;
        hipconv::mbarrier_wait(&full[ring.stage], ring.phase);
        const uint32_t stage_bytes = ring.stage * kStageBytes;
#pragma unroll
        for (int row = 0; row < kRows; ++row) {
            float (&d)[kAccumulators] = acc[row & 1];
            fence(d);
            hipconv::wgmma_fence();
#pragma unroll
            for (int kh = 0; kh < kFilter; ++kh)
#pragma unroll
                for (int mp = 0; mp < 2; ++mp)
                    wgmma_m64n64k16(d, a_descriptor + ((stage_bytes + (2 * row + kh) * kHaloRowBytes + mp * 32) >> 4),
                                    b_descriptor + (((kh * 4 + 2 * mp) * 1024) >> 4), kh + mp > 0);
            hipconv::wgmma_commit();
            hipconv::wgmma_wait<1>();
            if (row > 0) {
                fence(acc[(row - 1) & 1]);
                store_row(acc[(row - 1) & 1], n, oh0 + row - 1);
            }
        }
        hipconv::wgmma_wait<0>();
        fence(acc[(kRows - 1) & 1]);
        hipconv::mbarrier_arrive(&empty[ring.stage]);   // every wgmma of the stage has completed
        store_row(acc[(kRows - 1) & 1], n, oh0 + kRows - 1);
    }
#if EPILOGUE_TMA
    if (wg_thread == 0) hipconv::tma_store_wait_read<0>();   // the last stores have read their staging
#endif
}

}  // namespace

extern "C" int stem_forward_run(const void* x, const void* w, void* y, int n, int h, int w_in, int blocks, void* stream) {
    Params params{};
    params.x = static_cast<const uint16_t*>(x);
    params.w = static_cast<const uint16_t*>(w);
    params.y = static_cast<uint16_t*>(y);
    params.n = n; params.h = h; params.w_in = w_in;
    params.oh = (h + 2 * kPad - kFilter) / 2 + 1;
    params.ow = (w_in + 2 * kPad - kFilter) / 2 + 1;
    if (params.ow > kConsumers * kSegment || w_in % 2) return 4;   // one block row covers the output row
    params.row_tiles = (params.oh + kRows - 1) / kRows;
    params.units = params.row_tiles * n;
#if LOADS_VEC
    if (w_in % 8) return 5;                      // 48-byte runs of 4 pairs
#endif
#if EPILOGUE_TMA
    const uint64_t dims[3] = {static_cast<uint64_t>(kK), static_cast<uint64_t>(params.ow),
                              static_cast<uint64_t>(n) * params.oh};
    const uint64_t strides[2] = {kK * 2ull, static_cast<uint64_t>(params.ow) * kK * 2};
    const uint32_t box[3] = {64, kSegment, 1};
    if (!hipconv::encode_tiled_map(&params.y_map, params.y, 3, dims, strides, box)) return 6;
#endif
    static bool allowed = false;
    if (!allowed) {
        if (cudaFuncSetAttribute(stem_forward_window, cudaFuncAttributeMaxDynamicSharedMemorySize, kSharedBytes) != cudaSuccess)
            return 2;
        allowed = true;
    }
    stem_forward_window<<<blocks, kThreads, kSharedBytes, static_cast<cudaStream_t>(stream)>>>(params);
    return cudaGetLastError() == cudaSuccess ? 0 : 3;
}
