// Experiment (not a product source): a dense 3x3 stride-1 forward convolution whose input tile
// is staged in shared memory once and read by every tap, on mma.sync -- for layers with few
// channels over a large image (the U-Net's 256x256 levels: C = 32-96, K = 32-96), where the
// implicit-GEMM tiles gather X once per tap (docs/journal.md, session 31, run 166).
//
// Y[n][h][w][k] = sum over (r, s, c) of X[n][h + r - 1][w + s - 1][c] * W[k][r][s][c]
// (channels-last X and Y, W as torch's channels-last (K, C, 3, 3): K, R, S, C contiguous).
//
// Block: TR output rows x TC output columns of one image, TR warps (warp w: output row w, its
// TC / 16 chunks of 16 consecutive columns).  Shared memory: W [9 taps][COUT][CIN + 8] and the
// input tile with its halo [(TR + 2) x (TC + 2) positions][CIN + 8] (the 16-byte pad puts the
// 8 rows of an ldmatrix in 8 bank quads), both copied by cp.async (the halo past the image
// zero-filled), then one barrier.  Per tap and 16 channels a warp loads each chunk's A (16
// positions x 16 channels, ldmatrix.x4 at the tap's shifted position) and every pair of n8
// tiles' B (ldmatrix.x4 of W's rows) and issues mma.m16n8k16 per (chunk, n8 tile); fp32
// accumulators; the results stored as bf16 pairs from the fragments.  Not pipelined: the
// blocks resident on a multiprocessor overlap one another's staging and arithmetic.
#include <cstdint>
#include <cuda_bf16.h>
#include <cuda_runtime.h>

#ifndef CIN
#define CIN 32
#endif
#ifndef COUT
#define COUT 32
#endif
#ifndef TR
#define TR 4
#endif
#ifndef TC
#define TC 32
#endif

namespace {

constexpr int kC = CIN, kK = COUT, kRows = TR, kColumns = TC;
constexpr int kPitch = kC + 8;                       // elements from one staged position (or W row) to the next
constexpr int kHaloColumns = kColumns + 2;
constexpr int kHaloPositions = (kRows + 2) * kHaloColumns;
constexpr int kWElements = 9 * kK * kPitch;
constexpr int kThreads = kRows * 32;
constexpr int kChunks = kColumns / 16;
constexpr int kTiles = kK / 8;
static_assert(kC % 16 == 0 && kK % 16 == 0 && kColumns % 16 == 0, "C, K, TC multiples of 16");

constexpr int shared_bytes() { return (kWElements + kHaloPositions * kPitch) * 2; }

__device__ __forceinline__ uint32_t shared_address(const void* p) {
    return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}

__device__ __forceinline__ void cp_async_16(void* smem, const void* gmem, bool valid) {
    const int bytes = valid ? 16 : 0;   // 0: the 16 bytes are zero-filled
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(shared_address(smem)), "l"(gmem), "r"(bytes)
                 : "memory");
}

__device__ __forceinline__ void ldmatrix_x4(uint32_t (&r)[4], const void* row) {
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
                 : "r"(shared_address(row)));
}

__device__ __forceinline__ void mma_bf16(float (&d)[4], const uint32_t (&a)[4], uint32_t b0, uint32_t b1) {
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
                 "{%0, %1, %2, %3};\n"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}

__global__ void __launch_bounds__(kThreads) staged_dense_forward(const __nv_bfloat16* __restrict__ x,
                                                                 const __nv_bfloat16* __restrict__ w,
                                                                 __nv_bfloat16* __restrict__ y, int H, int W) {
    extern __shared__ __align__(16) unsigned char shared[];
    __nv_bfloat16* const w_s = reinterpret_cast<__nv_bfloat16*>(shared);
    __nv_bfloat16* const x_s = w_s + kWElements;
    const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
    const int column_tiles = (W + kColumns - 1) / kColumns, row_tiles = (H + kRows - 1) / kRows;
    int b = blockIdx.x;
    const int column0 = b % column_tiles * kColumns;
    b /= column_tiles;
    const int row0 = b % row_tiles * kRows;
    const int n = b / row_tiles;

    // W: 16-byte vectors of C, [tap][k][c] (W's own order is [k][tap][c])
    constexpr int kWVectors = 9 * kK * kC / 8;
    for (int v = tid; v < kWVectors; v += kThreads) {
        const int c8 = v % (kC / 8), tap = v / (kC / 8) % 9, k = v / (kC / 8 * 9);
        cp_async_16(w_s + (tap * kK + k) * kPitch + c8 * 8, w + (static_cast<int64_t>(k) * 9 + tap) * kC + c8 * 8, true);
    }
    // the input tile and its halo
    constexpr int kXVectors = kHaloPositions * kC / 8;
    const int64_t image = static_cast<int64_t>(n) * H * W;
    for (int v = tid; v < kXVectors; v += kThreads) {
        const int c8 = v % (kC / 8), p = v / (kC / 8);
        const int h = row0 - 1 + p / kHaloColumns, ww = column0 - 1 + p % kHaloColumns;
        const bool inside = h >= 0 && h < H && ww >= 0 && ww < W;
        const __nv_bfloat16* source = inside ? x + ((image + static_cast<int64_t>(h) * W + ww) * kC + c8 * 8) : x;
        cp_async_16(x_s + p * kPitch + c8 * 8, source, inside);
    }
    asm volatile("cp.async.wait_all;\n" ::: "memory");
    __syncthreads();

    float acc[kChunks][kTiles][4];
#pragma unroll
    for (int c = 0; c < kChunks; ++c)
#pragma unroll
        for (int j = 0; j < kTiles; ++j)
#pragma unroll
            for (int e = 0; e < 4; ++e)
                acc[c][j][e] = 0.0f;

    // this lane's ldmatrix rows: A position (lane & 15) at channels 8 * (lane >> 4); B output
    // channel (lane & 7) + 8 * ((lane >> 4) & 1) at channels 8 * ((lane >> 3) & 1)
    const __nv_bfloat16* const a_lane = x_s + (warp * kHaloColumns + (lane & 15)) * kPitch + (lane >> 4) * 8;
    const __nv_bfloat16* const b_lane = w_s + ((lane & 7) + ((lane >> 4) & 1) * 8) * kPitch + ((lane >> 3) & 1) * 8;
#pragma unroll
    for (int r = 0; r < 3; ++r)
#pragma unroll
        for (int s = 0; s < 3; ++s)
#pragma unroll
            for (int k16 = 0; k16 < kC / 16; ++k16) {
                uint32_t a[kChunks][4];
#pragma unroll
                for (int c = 0; c < kChunks; ++c)
                    ldmatrix_x4(a[c], a_lane + ((r * kHaloColumns) + c * 16 + s) * kPitch + k16 * 16);
#pragma unroll
                for (int j = 0; j < kTiles; j += 2) {
                    uint32_t bq[4];
                    ldmatrix_x4(bq, b_lane + ((r * 3 + s) * kK + j * 8) * kPitch + k16 * 16);
#pragma unroll
                    for (int c = 0; c < kChunks; ++c) {
                        mma_bf16(acc[c][j], a[c], bq[0], bq[1]);
                        mma_bf16(acc[c][j + 1], a[c], bq[2], bq[3]);
                    }
                }
            }

    // fragments: c0, c1 at position lane / 4 of the chunk, channels 2 (lane % 4); c2, c3 eight positions on
    const int h = row0 + warp;
    if (h >= H)
        return;
#pragma unroll
    for (int c = 0; c < kChunks; ++c)
#pragma unroll
        for (int half = 0; half < 2; ++half) {
            const int ww = column0 + c * 16 + lane / 4 + half * 8;
            if (ww >= W)
                continue;
            __nv_bfloat16* const out = y + (image + static_cast<int64_t>(h) * W + ww) * kK + 2 * (lane % 4);
#pragma unroll
            for (int j = 0; j < kTiles; ++j)
                *reinterpret_cast<__nv_bfloat162*>(out + j * 8) =
                    __floats2bfloat162_rn(acc[c][j][2 * half], acc[c][j][2 * half + 1]);
        }
}

}  // namespace

extern "C" int staged_dense_forward_shared_bytes() { return shared_bytes(); }

extern "C" int staged_dense_forward_run(const void* x, const void* w, void* y, int N, int H, int W, void* stream) {
    static bool configured = false;
    if (!configured) {
        if (cudaFuncSetAttribute(staged_dense_forward, cudaFuncAttributeMaxDynamicSharedMemorySize, shared_bytes()))
            return 1;
        configured = true;
    }
    const int blocks = N * ((H + kRows - 1) / kRows) * ((W + kColumns - 1) / kColumns);
    staged_dense_forward<<<blocks, kThreads, shared_bytes(), static_cast<cudaStream_t>(stream)>>>(
        static_cast<const __nv_bfloat16*>(x), static_cast<const __nv_bfloat16*>(w), static_cast<__nv_bfloat16*>(y), H, W);
    return cudaGetLastError() == cudaSuccess ? 0 : 2;
}
