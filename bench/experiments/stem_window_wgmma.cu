// Experiment (not a product source): the 2D stem's backward-weight (7x7, stride 2, C = 3,
// K = 64) on wgmma with the im2col B operand read as a sliding window out of one staged
// halo of X per stage, instead of one box (or one element) per tap.
//
// GEMM: dW[k][(tap, c)] = sum over positions p of dY[p][k] * X_im2col[p][(tap, c)].
// A = dY^T (M = K = 64, the reduction over positions), a TMA box of 16 x 8 output
// positions x 64 channels per stage, 128-byte swizzled, M-major.
// B = X_im2col: X's pixels are staged as 16-byte *pairs* (pixels 2q, 2q + 1, 4 channels
// each, the fourth zero): with stride 2 along W, output w and tap pair m (kw = 2m - 1,
// 2m) read pair q = w + m - 2, so the 8 positions w..w+7 of one core matrix are 8
// consecutive pairs -- 128 contiguous bytes of the halo row.  One wgmma per (k16 slice,
// m): N = 56 columns = 7 core matrices kh = 0..6, each one halo row further (SBO = the
// halo row's bytes), the two 8-position groups of the k16 slice 8 pairs apart (LBO =
// 128 bytes), no swizzle, N-major (transpose bit).  Column n of m's instruction is
// (kh = n / 8, parity = n % 8 / 4, c = n % 4): kw = 2m + parity - 1; kw = -1 and c = 3
// are the zero columns.
// Producer warpgroup: one thread issues dY's box (complete_tx on `full`); all 128 load
// X's halo rows element by element (C = 3: no TMA) and store the padded pairs, then
// fence.proxy.async and arrive on `full` (count 129).  Consumer warpgroup: per stage 8
// slices x 4 wgmma m64n56k16; accumulators persist across the block's stages (the
// block runs patches b, b + grid, ...); at the end each block writes its 64 x 224 fp32
// partial, and a second kernel sums the partials into dW[k][kh][kw][c].
#include <cstdint>
#include <cstdio>
#include <cuda_runtime.h>
#include "hipconv/abi.h"
#include "hipconv/platform.h"
#include "hipconv/numeric.h"
#include "hipconv/mma.h"
#include "hipconv/wgmma.h"
#include "hipconv/tma.h"

namespace {

constexpr int kChannelsOut = 64;         // K: the wgmma's M
constexpr int kPatchW = 16;              // output positions of a stage along W (a k16 slice)
constexpr int kPatchH = PATCH_H;         // ... along H: the stage's k16 slices
constexpr int kFilter = 7;
constexpr int kPairsPerRow = kPatchW + 3;                   // pairs q = w0 - 2 .. w0 + kPatchW
constexpr int kHaloRows = 2 * kPatchH + kFilter - 2;        // input rows 2 h0 - 3 .. 2 (h0 + kPatchH - 1) + 3
constexpr int kHaloRowBytes = kPairsPerRow * 16;
constexpr int kATileBytes = kPatchW * kPatchH * 128;        // positions x 64 channels x 2 bytes
constexpr int kHaloBytes = kHaloRows * kHaloRowBytes;
constexpr int kStageBytes = ((kATileBytes + kHaloBytes + 1023) / 1024) * 1024;
constexpr int kStages = STAGES;
constexpr int kN = 56;                                      // 7 kh x 8 (parity, c)
constexpr int kAccumulators = kN / 2;
constexpr int kPairTaps = 4;                                // m = 0..3
constexpr int kColumns = kPairTaps * kN;                    // 224 partial columns per block
constexpr int kBarrierOffset = kStages * kStageBytes;
constexpr int kSharedBytes = kBarrierOffset + 16 * kStages + 1024;
constexpr int kThreads = 256;

struct Params {
    hipconv::TensorMap dy_map;       // dims (64, Wo, Ho, N), box (64, 16, kPatchH, 1)
    const uint16_t* x;               // N, H, W, 3
    float* partial;                  // grid x 64 x 224
    int n, h, w, ho, wo;
    int tiles_w, tiles_h, patches;
};

__device__ __forceinline__ uint64_t window_descriptor(const void* smem, uint32_t k_group_bytes, uint32_t n_group_bytes) {
    const uint32_t address = hipconv::detail::shared_address(smem);
    return static_cast<uint64_t>((address & 0x3FFFFu) >> 4) |
           (static_cast<uint64_t>((k_group_bytes >> 4) & 0x3FFFu) << 16) |    // LBO: along K (MN-major, no swizzle)
           (static_cast<uint64_t>((n_group_bytes >> 4) & 0x3FFFu) << 32);     // SBO: along N; layout 0 = none
}

__device__ __forceinline__ void wgmma_m64n56k16(float (&d)[kAccumulators], uint64_t a, uint64_t b) {
    asm volatile(
        "{\n.reg .pred p;\nsetp.ne.b32 p, %30, 0;\n"
        "wgmma.mma_async.sync.aligned.m64n56k16.f32." PTX_TYPE "." PTX_TYPE " "
        "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, "
        "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27}, %28, %29, p, 1, 1, 1, 1;\n}\n"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]),
          "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]),
          "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]),
          "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27])
        : "l"(a), "l"(b), "r"(1));
}

__global__ void __launch_bounds__(kThreads, 1) stem_weight_window(const __grid_constant__ Params params) {
    extern __shared__ unsigned char shared_bytes[];
    unsigned char* const tiles = shared_bytes + hipconv::swizzle_alignment_padding(shared_bytes);
    uint64_t* const full = reinterpret_cast<uint64_t*>(tiles + kBarrierOffset);
    uint64_t* const empty = full + kStages;
    const int warpgroup = hipconv::warpgroup_id();
    const int wg_thread = hipconv::warpgroup_thread();
    if (threadIdx.x == 0) {
        for (int s = 0; s < kStages; ++s) {
            hipconv::mbarrier_init(&full[s], 129);
            hipconv::mbarrier_init(&empty[s], 128);
        }
        hipconv::fence_barrier_init();
    }
    __syncthreads();
    hipconv::RingPosition<kStages> ring;

    if (warpgroup == 1) {
        for (int p = blockIdx.x; p < params.patches; p += gridDim.x, ring.advance()) {
            const int tw = p % params.tiles_w;
            const int rest = p / params.tiles_w;
            const int th = rest % params.tiles_h;
            const int n = rest / params.tiles_h;
            const int w0 = tw * kPatchW, h0 = th * kPatchH;
            const int first_row = 2 * h0 - 3, first_pair = w0 - 2;
            // Every item's three 4-byte words first (all in flight at once), then the stores:
            // one latency of X's reads per stage, not one per item.  W even and X 4-byte
            // aligned: a pair's 12 bytes start 4-byte aligned and lie wholly in or out of
            // the image.
            constexpr int kItems = kHaloRows * kPairsPerRow;
            constexpr int kItemsPerThread = (kItems + 127) / 128;
            uint32_t words[kItemsPerThread][3];
#pragma unroll
            for (int i = 0; i < kItemsPerThread; ++i) {
                const int item = wg_thread + i * 128;
                const int t = item / kPairsPerRow, j = item % kPairsPerRow;
                const int hi = first_row + t, pixel = 2 * (first_pair + j);
                words[i][0] = words[i][1] = words[i][2] = 0;
                if (item < kItems && hi >= 0 && hi < params.h && pixel >= 0 && pixel < params.w) {
                    const uint32_t* pair = reinterpret_cast<const uint32_t*>(
                        params.x + ((static_cast<int64_t>(n) * params.h + hi) * params.w + pixel) * 3);
                    words[i][0] = __ldg(pair);
                    words[i][1] = __ldg(pair + 1);
                    words[i][2] = __ldg(pair + 2);
                }
            }
            // The loads above overlap the wait for the stage.
            hipconv::mbarrier_wait(&empty[ring.stage], ring.phase ^ 1u);
            unsigned char* const stage = tiles + ring.stage * kStageBytes;
            if (wg_thread == 0) {
                hipconv::mbarrier_arrive_expect_tx(&full[ring.stage], kATileBytes);
                hipconv::tma_load_tile(stage, &params.dy_map, &full[ring.stage], 0, w0, h0, n);
            }
#pragma unroll
            for (int i = 0; i < kItemsPerThread; ++i) {
                const int item = wg_thread + i * 128;
                if (item >= kItems) break;
                const int t = item / kPairsPerRow, j = item % kPairsPerRow;
                uint4 word;   // (c0 c1) (c2 0) (c0' c1') (c2' 0)
                word.x = words[i][0];
                word.y = words[i][1] & 0xFFFFu;
                word.z = (words[i][1] >> 16) | (words[i][2] << 16);
                word.w = words[i][2] >> 16;
                *reinterpret_cast<uint4*>(stage + kATileBytes + t * kHaloRowBytes + j * 16) = word;
            }
            hipconv::fence_async_shared();
            hipconv::mbarrier_arrive(&full[ring.stage]);
        }
        return;
    }

    float acc[kPairTaps][kAccumulators];
    for (int m = 0; m < kPairTaps; ++m)
        for (int e = 0; e < kAccumulators; ++e) acc[m][e] = 0.0f;
    const uint64_t a_descriptor = hipconv::wgmma_descriptor(tiles, kATileBytes, 1024);   // M-major, 128B swizzle
    const uint64_t b_descriptor = window_descriptor(tiles + kATileBytes, 128, kHaloRowBytes);
    auto fence_accumulators = [&]() {
        for (int m = 0; m < kPairTaps; ++m)
            for (int e = 0; e < kAccumulators; ++e) hipconv::fence_operand(acc[m][e]);
    };
    uint32_t previous_stage = 0;
    int steps = 0;
    for (int p = blockIdx.x; p < params.patches; p += gridDim.x, ++steps) {
        hipconv::mbarrier_wait(&full[ring.stage], ring.phase);
        const uint32_t stage = ring.stage;
        fence_accumulators();
        hipconv::wgmma_fence();
#pragma unroll
        for (int slice = 0; slice < kPatchH; ++slice)
#pragma unroll
            for (int m = 0; m < kPairTaps; ++m)
                wgmma_m64n56k16(acc[m],
                                a_descriptor + ((stage * kStageBytes + slice * 2048) >> 4),
                                b_descriptor + ((stage * kStageBytes + 2 * slice * kHaloRowBytes + m * 16) >> 4));
        hipconv::wgmma_commit();
        hipconv::wgmma_wait<1>();
        fence_accumulators();
        if (steps > 0)
            hipconv::mbarrier_arrive(&empty[previous_stage]);
        previous_stage = stage;
        ring.advance();
    }
    hipconv::wgmma_wait<0>();
    fence_accumulators();
    float* const out = params.partial + static_cast<int64_t>(blockIdx.x) * kChannelsOut * kColumns;
    const int warp = wg_thread / 32, lane = wg_thread % 32;
    for (int m = 0; m < kPairTaps; ++m)
        for (int e = 0; e < kAccumulators; ++e) {
            const int j = e / 4, i = e % 4;
            const int row = warp * 16 + lane / 4 + 8 * (i / 2);
            const int col = j * 8 + (lane % 4) * 2 + (i % 2);
            out[row * kColumns + m * kN + col] = acc[m][e];
        }
}

// dW[k][kh][kw][c] (fp32) = the sum of the blocks' partial columns (m, kh, parity, c).
__global__ void reduce_partials(const float* partial, int blocks, float* dw) {
    const int index = blockIdx.x * blockDim.x + threadIdx.x;
    if (index >= kChannelsOut * kFilter * kFilter * 3) return;
    const int c = index % 3, kw = index / 3 % kFilter, kh = index / 21 % kFilter, k = index / 147;
    const int m = (kw + 1) / 2, parity = (kw + 1) % 2;
    const int column = m * kN + kh * 8 + parity * 4 + c;
    float sum = 0.0f;
    for (int b = 0; b < blocks; ++b) sum += partial[(static_cast<int64_t>(b) * kChannelsOut + k) * kColumns + column];
    dw[index] = sum;
}

}  // namespace

extern "C" int stem_window_shared_bytes() { return kSharedBytes; }

// x: N,H,W,3; dy: N,Ho,Wo,64 (16-bit); partial: blocks x 64 x 224 fp32; dw: 64 x 7 x 7 x 3 fp32.
extern "C" int stem_window_run(const void* x, const void* dy, float* partial, float* dw, int n, int h, int w,
                               int blocks, void* stream) {
    const int ho = (h + 6 - 7) / 2 + 1, wo = (w + 6 - 7) / 2 + 1;
    Params params{};
    const uint64_t dims[4] = {64, static_cast<uint64_t>(wo), static_cast<uint64_t>(ho), static_cast<uint64_t>(n)};
    const uint64_t strides[3] = {128, static_cast<uint64_t>(wo) * 128, static_cast<uint64_t>(wo) * ho * 128};
    const uint32_t box[4] = {64, kPatchW, kPatchH, 1};
    if (!hipconv::encode_tiled_map(&params.dy_map, dy, 4, dims, strides, box)) return 1;
    params.x = static_cast<const uint16_t*>(x);
    params.partial = partial;
    params.n = n; params.h = h; params.w = w; params.ho = ho; params.wo = wo;
    params.tiles_w = (wo + kPatchW - 1) / kPatchW;
    params.tiles_h = (ho + kPatchH - 1) / kPatchH;
    params.patches = params.tiles_w * params.tiles_h * n;
    static bool allowed = false;
    if (!allowed) {
        if (cudaFuncSetAttribute(stem_weight_window, cudaFuncAttributeMaxDynamicSharedMemorySize, kSharedBytes) != cudaSuccess) return 2;
        allowed = true;
    }
    cudaStream_t s = static_cast<cudaStream_t>(stream);
    stem_weight_window<<<blocks, kThreads, kSharedBytes, s>>>(params);
    reduce_partials<<<(kChannelsOut * 147 + 255) / 256, 256, 0, s>>>(partial, blocks, dw);
    return cudaGetLastError() == cudaSuccess ? 0 : 3;
}
