// @generated from specs/bwd_weight.yaml, instance bwd_weight_2d_bf16_image1_48k; do not edit.
// Regenerate with: python -m codegen specs/bwd_weight.yaml
//
// signature: backward_weight, 2D, x NHWGC bf16, w GKYXC bf16, y NHWGK bf16,
//            accumulate fp32, epilogue acc
// algorithm: implicit GEMM, mma_sync micro-kernel, block 16x80x64, warp 16x40 (64 threads), the input image in 48 KiB (two tiles in flight),
//            vectors x 8 / w 1 / y 8, specialization default, 32-bit indices,
//            split_k auto, atomic reduction, 1 group(s) per block
// targets:   sm_80, sm_90a
//
// Backward-weight as an implicit GEMM per group g (no im2col buffer):
//   dW[g, k, f.., c] = sum over n and o.. of dY[n, o.., g, k] * X[n, o*stride - pad + f*dilation, g, c]
// GEMM rows M = K (output channel k), columns N = prod(filter) * C (column tap * C + c, c
// fastest: exactly the flattened (f.., c) of dW's GK..C layout) and reduction
// Kg = N * prod(output) (kk = n, o.. flattened, the innermost output axis fastest).
// Input image (input_image): per tile of block.k = 64 consecutive reduction positions the block
// stages the tile's dY rows and the X rows they reach (16-byte cp.async, two tiles in
// flight) and reads B = X im2col by ldmatrix at addresses: each position's pixel at each
// column's tap (struct WeightImage).  One block holds every column (prod(filter) * C <= 80).
// dW is written along C in vectors of 1.
// Split-K (split_k auto): grid.z = (G / groups_per_block) * S; slice s reduces
// kk in [s * chunk, min((s + 1) * chunk, Kg)), chunk = ceil(ceil(Kg / S) / block.k) * block.k.
// Two-stage: the slices add into a zeroed fp32 workspace with fp32 atomicAdd (no 16-bit
// atomics); one conversion pass writes the bf16 dW.
// When the count resolves to 1 the block stores dW directly.
// Grid: x = ceil(K / block.m), y = ceil(prod(filter) * C / block.n), z = G * S.
#include <stdint.h>

#include "hipconv/platform.h"
#include "hipconv/numeric.h"
#include "hipconv/host.h"
#include "hipconv/mma.h"
#include "hipconv/fragments.h"
#include "hipconv_bwd_weight.h"

// Everything below is in this instance's own namespace (closed at the end of the file), so
// that several instance sources can be compiled as one translation unit (the build option
// HIPCONV_BATCH_SIZE); the exported extern "C" functions keep their C names.
namespace hipconv_instance_bwd_weight_2d_bf16_image1_48k {

namespace {

using Index = int32_t;
using XType = hipconv::bfloat16_t;
using WType = hipconv::bfloat16_t;   // dW, written
using YType = hipconv::bfloat16_t;   // dY
using Accumulator = float;
constexpr int kSpatialDims = 2;
constexpr int kVectorX = 8;
constexpr int kVectorW = 1;
constexpr int kVectorY = 8;
using AType = YType;                // GEMM A = dY
using BType = XType;                // GEMM B = X (implicit im2col)
// ---- mma_sync micro-kernel tile geometry (m16n8k16, fp32 accumulators)
constexpr int kBlockM = 16;
constexpr int kBlockN = 80;
constexpr int kBlockK = 64;
constexpr int kWarpM = 16;                // outputs per warp
constexpr int kWarpN = 40;
constexpr int kWarpsN = kBlockN / kWarpN;
constexpr int kThreads = 64;           // (kBlockM / kWarpM) * kWarpsN warps of 32
constexpr int kGroupsPerBlock = 1;
[[maybe_unused]] constexpr int kRowsPerGroup = kBlockM / kGroupsPerBlock;   // rows of one merged group
constexpr int kFragmentsM = kWarpM / 16;            // m16 fragments per warp
constexpr int kFragmentsN = kWarpN / 8;             // n8 fragments per warp
constexpr int kOutRowLength = kBlockN + 8;          // fp32 epilogue tile row
// Shared memory (the direction's WeightImage lays it out per problem): two stages, each
// a tile's dY rows and the X rows they reach; the fp32 output tile (kOutputTileBytes)
// takes the same memory after the main loop.
constexpr int kOutputTileBytes = kBlockM * kOutRowLength * 4 + kBlockM * 16;
constexpr int kSharedMemoryBytes = 49152;      // input_image KiB
static_assert(kSharedMemoryBytes > kOutputTileBytes, "shared memory of the plan");
constexpr int kImageSteps = kBlockK / 16;          // k16 steps of one tile of positions
static_assert(kBlockM % kWarpM == 0 && kBlockN % kWarpN == 0 && kWarpM == 16 &&
              kWarpN % 8 == 0 && kBlockK % 16 == 0 && kRowsPerGroup == kWarpM, "warp tile");

static_assert(kRowsPerGroup * kGroupsPerBlock == kBlockM, "merged groups split the rows evenly");
constexpr int kReductionStep = kBlockK;             // split slices are whole block.k steps

struct Params {
    const XType* __restrict__ x;
    const YType* __restrict__ dy;
    WType* __restrict__ dw;
    Index batch, channels, out_channels;             // N, C, K (G is in the grid)
    Index columns;                                   // GEMM N = prod(filter) * C
    Index k_total;                                   // GEMM Kg = N * prod(output)
    Index input[kSpatialDims], filter[kSpatialDims], output[kSpatialDims];
    Index stride[kSpatialDims], dilation[kSpatialDims], pad[kSpatialDims];
    Index x_stride_n, x_stride_g;   // NHWGC; c innermost: stride 1
    Index x_stride_s[kSpatialDims];
    Index w_stride_g, w_stride_k;   // GKYXC; c innermost: stride 1
    Index w_stride_s[kSpatialDims];
    Index y_stride_n, y_stride_g;   // NHWGK; k innermost: stride 1
    Index y_stride_s[kSpatialDims];
    static constexpr hipconv::TensorAxes kXAxes{5, {0, 1, 2, 3, 4}, {true, true, true, false, false}};   // NHWGC: strides of N, H, W free
    static constexpr hipconv::TensorAxes kWAxes{5, {0, 1, 2, 3, 4}, {false, false, false, false, false}};   // GKYXC: dense
    static constexpr hipconv::TensorAxes kYAxes{5, {0, 1, 2, 3, 4}, {true, true, true, false, false}};   // NHWGK: strides of N, H, W free

    Index chunk;                                     // reduction elements per split slice (multiple of kReductionStep)
    int splits;                                      // effective number of slices (grid.z = z blocks * splits)
    float* __restrict__ workspace;                   // fp32 partial sums (one G*K*prod(filter)*C)
    int64_t w_elements;                              // G*K*prod(filter)*C
    // The staged image's layout, per problem (image_layout): see WeightImage.
    int image_virtual_height;    // image rows per batch image: (OH - 1) * stride + (R - 1) * dilation + 1
    int image_width;             // pixels per image row: (OW - 1) * stride + (S - 1) * dilation + 1
    int image_dy_pitch;          // elements per staged dY row: groups_per_block * K + 8
    int image_x_pitch;           // elements per staged pixel: groups_per_block * C + 8
    int image_x_offset;          // bytes before a stage's X rows (after its dY rows)
    int image_stage_bytes;       // bytes per stage
    int image_dy_vectors;        // 16-byte vectors of a staged dY row: groups_per_block * K / 8
    int image_x_vectors;         // ... of a staged pixel: groups_per_block * C / 8
    hipconv::FastDivmod by_output_width;           // n / OW
    hipconv::FastDivmod by_output_height;          // n / OH
    hipconv::FastDivmod by_image_width;            // n / image_width
    hipconv::FastDivmod by_image_height;           // n / image_virtual_height
    hipconv::FastDivmod by_filter_width;           // n / S
    hipconv::FastDivmod by_channels;               // n / C
    hipconv::FastDivmod by_dy_vectors;             // n / image_dy_vectors
    hipconv::FastDivmod by_x_vectors;              // n / image_x_vectors
    hipconv::FastDivmod by_group_dy_vectors;       // n / (K / 8)
    hipconv::FastDivmod by_group_x_vectors;        // n / (C / 8)
};

// The block's tile: its groups, its first column and its reduction slice.
struct TileState {
    Index group0;                           // first group of the block
    Index m_begin;                          // first GEMM row (output channel) of the block
    Index n_begin;                          // first GEMM column of the block
    Index k_begin;                          // this block's reduction slice: [k_begin, k_end)
    Index k_end;
    Index k_steps;                          // block.k steps of the slice
    int slice;                              // split-K slice of the block
};


// The operands of one tile of kBlockK positions kk = (n, oh, ow) flattened, staged in
// shared memory (offsets per problem: image_layout), two stages of image_stage_bytes:
//   dY rows: kBlockK rows of image_dy_pitch elements, row kk holding the block's
//     groups_per_block * K channels of position kk (zeros past the slice).
//   X rows, from image_x_offset: the rows the tile's positions reach, each image_width
//     pixels of image_x_pitch elements (the block's groups_per_block * C channels); image
//     row r is virtual row first_row + r, virtual row v = n * image_virtual_height + i + pad
//     being input row i of batch image n (zeros outside the input).  Position (n, oh, ow)
//     reads its tap (r, s) at virtual row n * image_virtual_height + oh * stride + r *
//     dilation, pixel ow * stride + s * dilation: column (tap, c) of slot s's group is
//     the position's first-tap pixel + the tap's offset + s * C + c.
// The micro-kernel's weight_image_mainloop calls issue per tile, then position per k16
// step and lane, column per B fragment and lane (its contract is in mma_sync_gemm.mako).
struct WeightImage {
    unsigned char* memory;                  // the stages
    // This thread's share of the fills: one 16-byte vector (slot s, channels c8 * 8..) of
    // every few dY rows and pixels -- rows first_*, + *_step, .. -- or none where the
    // block's threads are not a multiple of a row's vectors (threads past the last whole row).
    int dy_first, dy_step, dy_column;       // first row, rows between, element in a staged row
    int x_first, x_step, x_column;          // first pixel, pixels between, element in a staged pixel
    Index dy_channel_offset;                // dY offset of the vector's (g, k)
    Index x_channel_offset;                 // X offset of the vector's (g, c)

    __device__ __forceinline__ void init(const Params& p, const TileState& tile, unsigned char* shared) {
        memory = shared;
        const int thread = static_cast<int>(threadIdx.x);
        int v = 0, c8 = 0;
        dy_step = kThreads / p.image_dy_vectors;
        dy_first = p.by_dy_vectors.divmod(thread, v);
        dy_first = dy_first < dy_step ? dy_first : kBlockK;    // beyond the last whole row: none
        dy_column = v * 8;
        int s = p.by_group_dy_vectors.divmod(v, c8);
        dy_channel_offset = (tile.group0 + s) * p.y_stride_g + c8 * 8;
        x_step = kThreads / p.image_x_vectors;
        x_first = p.by_x_vectors.divmod(thread, v);
        x_first = x_first < x_step ? x_first : INT32_MAX;
        x_column = v * 8;
        s = p.by_group_x_vectors.divmod(v, c8);
        x_channel_offset = (tile.group0 + s) * p.x_stride_g + c8 * 8;
    }

    __device__ __forceinline__ YType* dy_rows(const Params& p, int stage) const {
        return reinterpret_cast<YType*>(memory + stage * p.image_stage_bytes);
    }
    __device__ __forceinline__ XType* x_rows(const Params& p, int stage) const {
        return reinterpret_cast<XType*>(memory + stage * p.image_stage_bytes + p.image_x_offset);
    }

    // The virtual row of output row q = n * OH + oh's first tap.
    __device__ __forceinline__ static int virtual_row(const Params& p, int q) {
        int oh = 0;
        const int n = p.by_output_height.divmod(q, oh);
        return n * p.image_virtual_height + oh * static_cast<int>(p.stride[0]);
    }

    // Tile t's first position, and its last inside the slice.
    __device__ __forceinline__ static int first_position(const TileState& tile, Index t) {
        return static_cast<int>(tile.k_begin + t * kBlockK);
    }
    __device__ __forceinline__ static int last_position(const TileState& tile, Index t) {
        const Index end = tile.k_begin + (t + 1) * kBlockK;
        return static_cast<int>((end < tile.k_end ? end : tile.k_end) - 1);
    }

    __device__ __forceinline__ int first_row(const Params& p, const TileState& tile, Index t) const {
        return virtual_row(p, p.by_output_width.divide(first_position(tile, t)));
    }

    // This thread's 16-byte copies of tile t into `stage`: its dY rows, then its X pixels
    // (zeros past the slice and outside the input).
    __device__ __forceinline__ void issue(const Params& p, const TileState& tile, Index t, int stage) const {
        const int first = first_position(tile, t);
        const int last = last_position(tile, t);
        YType* const dy = dy_rows(p, stage) + dy_column;
        for (int row = dy_first; row < kBlockK; row += dy_step) {
            const int kk = first + row;
            const YType* source = p.dy;
            if (kk <= last) {
                int ow = 0, oh = 0;
                const int q = p.by_output_width.divmod(kk, ow);
                const int n = p.by_output_height.divmod(q, oh);
                source = p.dy + n * p.y_stride_n + oh * p.y_stride_s[0] + ow * p.y_stride_s[1] + dy_channel_offset;
            }
            hipconv::cp_async_16(dy + row * p.image_dy_pitch, source, kk <= last);
        }
        const int reach = static_cast<int>((p.filter[0] - 1) * p.dilation[0] + 1);
        const int first_virtual = first_row(p, tile, t);
        const int pixels = (virtual_row(p, p.by_output_width.divide(last)) + reach - first_virtual) * p.image_width;
        XType* const x = x_rows(p, stage) + x_column;
        for (int pixel = x_first; pixel < pixels; pixel += x_step) {
            int u = 0, i = 0;
            const int r = p.by_image_width.divmod(pixel, u);         // pixel u of image row r
            const int n = p.by_image_height.divmod(first_virtual + r, i);
            i -= static_cast<int>(p.pad[0]);
            const int j = u - static_cast<int>(p.pad[1]);
            const bool inside = n < p.batch && hipconv::below(i, static_cast<int>(p.input[0])) &&
                                hipconv::below(j, static_cast<int>(p.input[1]));
            const XType* const source = inside ? p.x + n * p.x_stride_n + i * p.x_stride_s[0] + j * p.x_stride_s[1] +
                                                     x_channel_offset
                                               : p.x;
            hipconv::cp_async_16(x + pixel * p.image_x_pitch, source, inside);
        }
    }

    // The X image offset of tile t's position kk's first tap (past the slice: the tile's
    // first position, whose dY row is zeros).
    __device__ __forceinline__ int position(const Params& p, const TileState& tile, Index t, int first_virtual,
                                            int kk) const {
        int position = first_position(tile, t) + kk;
        if (position > last_position(tile, t))
            position = first_position(tile, t);
        int ow = 0;
        const int q = p.by_output_width.divmod(position, ow);
        return ((virtual_row(p, q) - first_virtual) * p.image_width + ow * static_cast<int>(p.stride[1])) *
               p.image_x_pitch;
    }

    // Column n = tap * C + c of slot's group: its offset from a position's first tap
    // (a column past the filter: 0, never stored).
    __device__ __forceinline__ int column(const Params& p, int slot, int n) const {
        if (n >= p.columns)
            return 0;
        int c = 0, s = 0;
        const int tap = p.by_channels.divmod(n, c);
        const int r = p.by_filter_width.divmod(tap, s);
        return (r * static_cast<int>(p.dilation[0]) * p.image_width + s * static_cast<int>(p.dilation[1])) *
                   p.image_x_pitch + slot * static_cast<int>(p.channels) + c;
    }

    // The staged dY row offset of the channel of slot's first GEMM row: a staged row holds
    // all K channels of each of the block's groups (slot s's from s * K), and the block's
    // rows are channels tile.m_begin.. of them (one group per block: row tile blockIdx.x of
    // ceil(K / kBlockM); merged groups: 0).  The last row tile's 16 channels may reach past
    // K into the row's padding: rows k >= K, never stored.
    __device__ __forceinline__ int dy_channel(const Params& p, const TileState& tile, int slot) const {
        return slot * static_cast<int>(p.out_channels) + static_cast<int>(tile.m_begin);
    }
};
// Epilogue.  Where dW row m (tile-local: output channel k of group g) lives.
struct OutputRow {
    Index offset;                           // dW offset of (g, k, column tile.n_begin)
    bool valid;                             // the row's output channel exists
};

__device__ __forceinline__ OutputRow output_row(const Params& params, const TileState& tile,
                                                int m) {
    const Index k = tile.m_begin + m;
    const Index g = tile.group0;
    OutputRow out;
    out.valid = k < params.out_channels;
    out.offset = g * params.w_stride_g + k * params.w_stride_k + tile.n_begin;
    return out;
}

// kVectorOut columns of an output row (column = tap * C + c), tile columns n.. .
constexpr int kVectorOut = kVectorW;
__device__ __forceinline__ void store_output(const Params& params, const TileState& tile,
                                             const OutputRow& row, int n, const Accumulator* values) {
    if (!row.valid || tile.n_begin + n >= params.columns)
        return;
    const Index offset = row.offset + n;
    if (params.splits == 1) params.dw[offset] = hipconv::from_accumulator<WType>(values[0]);
            else for (int e = 0; e < 1; ++e)
                hipconv::atomic_add(params.workspace + offset + e, values[e]);
}

__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, 1) bwd_weight_2d_bf16_image1_48k_kernel(Params params) {
    TileState tile;
    const Index group_block = static_cast<Index>(blockIdx.z) / params.splits;
    tile.slice = static_cast<int>(blockIdx.z % params.splits);
    tile.k_begin = static_cast<Index>(tile.slice) * params.chunk;
    tile.k_end = params.k_total - tile.k_begin < params.chunk ? params.k_total : tile.k_begin + params.chunk;
    tile.k_steps = (tile.k_end - tile.k_begin + kBlockK - 1) / kBlockK;
    tile.group0 = group_block * kGroupsPerBlock;
    tile.m_begin = static_cast<Index>(blockIdx.x) * kBlockM;
    tile.n_begin = static_cast<Index>(blockIdx.y) * kBlockN;

    WeightImage image;
    HIPCONV_DYNAMIC_SHARED(unsigned char, shared_bytes);
    const int lane = hipconv::lane_id();
    const int warp = hipconv::warp_id();
    const int warp_m0 = (warp / kWarpsN) * kWarpM;      // first tile row of this warp
    const int warp_n0 = (warp % kWarpsN) * kWarpN;      // first tile column of this warp
    const int slot = warp_m0 / kRowsPerGroup;           // merged group of this warp's rows
    image.init(params, tile, shared_bytes);

    float acc[kFragmentsM][kFragmentsN][4];
    for (int j = 0; j < kFragmentsN; ++j)
        for (int r = 0; r < 4; ++r)
            acc[0][j][r] = 0.0f;

    // This lane's column offsets: per ldmatrix of B, the n8 fragment whose rows it
    // addresses (x4: fragments j, j + 1 for lanes 0-15, 16-31; the odd last x2: j).
    constexpr int kBLoads = (kFragmentsN + 1) / 2;
    int column_offset[kBLoads];
    for (int b = 0; b < kBLoads; ++b) {
        const int j = 2 * b + (2 * b + 1 < kFragmentsN ? (lane >> 4) : 0);
        column_offset[b] = image.column(params, slot, warp_n0 + j * 8);
    }
    // This lane's dY row address within a k16 step: matrices (positions 0-7, channels
    // 0-7), (0-7, 8-15), (8-15, 0-7), (8-15, 8-15), transposed on load.
    const int a_offset = ((lane >> 4) * 8 + (lane & 7)) * params.image_dy_pitch +
                         image.dy_channel(params, tile, slot) + ((lane >> 3) & 1) * 8;

    const Index tiles = tile.k_steps;
    if (tiles > 0)
        image.issue(params, tile, 0, 0);
    hipconv::cp_async_commit();
    for (Index t = 0; t < tiles; ++t) {
        const int stage = static_cast<int>(t & 1);
        if (t + 1 < tiles)
            image.issue(params, tile, t + 1, stage ^ 1);   // its stage was left at t - 1's barrier
        hipconv::cp_async_commit();
        hipconv::cp_async_wait<1>();             // tile t's copies (own) have landed
        __syncthreads();                         // ... everyone's
        const YType* const dy_rows = image.dy_rows(params, stage);
        const XType* const x_rows = image.x_rows(params, stage);
        const int first_row = image.first_row(params, tile, t);
#pragma unroll
        for (int step = 0; step < kImageSteps; ++step) {
            uint32_t a_frag[4];
            hipconv::ldmatrix_x4_trans(a_frag, dy_rows + step * 16 * params.image_dy_pitch + a_offset);
            const XType* const position = x_rows + image.position(params, tile, t, first_row, step * 16 + (lane & 15));
            uint32_t b_frag[kFragmentsN][2];
            for (int j = 0; j + 1 < kFragmentsN; j += 2) {
                uint32_t quad[4];
                hipconv::ldmatrix_x4_trans(quad, position + column_offset[j / 2]);
                b_frag[j][0] = quad[0];
                b_frag[j][1] = quad[1];
                b_frag[j + 1][0] = quad[2];
                b_frag[j + 1][1] = quad[3];
            }
            {   // the warp's last n8 fragment by ldmatrix.x2 (lanes 0-15's addresses)
                uint32_t pair[2];
                hipconv::ldmatrix_x2_trans(pair, position + column_offset[kBLoads - 1]);
                b_frag[kFragmentsN - 1][0] = pair[0];
                b_frag[kFragmentsN - 1][1] = pair[1];
            }
            for (int j = 0; j < kFragmentsN; ++j)
                hipconv::mma_m16n8k16<AType>(acc[0][j], a_frag, b_frag[j]);
        }
        __syncthreads();                         // tile t's stage is free
    }
    hipconv::cp_async_wait<0>();


    float* const out_tile = reinterpret_cast<float*>(shared_bytes);   // [kBlockM][kOutRowLength]
    OutputRow* const out_rows = reinterpret_cast<OutputRow*>(out_tile + kBlockM * kOutRowLength);
    for (int m = static_cast<int>(threadIdx.x); m < kBlockM; m += kThreads)
        out_rows[m] = output_row(params, tile, m);
    for (int i = 0; i < kFragmentsM; ++i)
        for (int j = 0; j < kFragmentsN; ++j)
            for (int r = 0; r < 4; r += 2) {   // c0 c1 (and c2 c3) are adjacent columns
                const int m = warp_m0 + i * 16 + hipconv::frag::mma_c_row(lane, r);
                const int n = warp_n0 + j * 8 + hipconv::frag::mma_c_col(lane, r);
                *reinterpret_cast<float2*>(out_tile + m * kOutRowLength + n) =
                    make_float2(acc[i][j][r], acc[i][j][r + 1]);
            }
    __syncthreads();
    constexpr int kOutVectors = kBlockM * kBlockN / kVectorOut;
    for (int v = static_cast<int>(threadIdx.x); v < kOutVectors; v += kThreads) {
        const int m = v / (kBlockN / kVectorOut);
        const int n = (v % (kBlockN / kVectorOut)) * kVectorOut;
        float values[kVectorOut];
        for (int e = 0; e < kVectorOut; ++e)
            values[e] = out_tile[m * kOutRowLength + n + e];
        store_output(params, tile, out_rows[m], n, values);
    }

}

constexpr int kFinishThreads = 256;

struct FinishParams {
    const float* __restrict__ workspace;
    WType* __restrict__ dw;
    int64_t elements;                                // G*K*prod(filter)*C
};

// Two-stage split-K: the fp32 workspace holds the atomically accumulated dW; one
// conversion to the 16-bit dW type (no partial sum is ever rounded to 16 bits).
// Where the element count is a multiple of kFinishVector (every slice then starts aligned), a
// thread finishes kFinishVector consecutive elements with one 16-byte load of each slice's fp32
// partials (run 122: 5.1 -> 4.1 us on a 1x1 14x14 C=1024 K=512 layer's two slices); else one
// element a thread.
constexpr int kFinishVector = 4;

HIPCONV_HOST_DEVICE inline bool finish_in_vectors(int64_t elements) { return elements % kFinishVector == 0; }

__device__ inline void bwd_weight_2d_bf16_image1_48k_finish_element(const FinishParams& params, int64_t i, float value) {
    params.dw[i] = hipconv::from_float<WType>(value);
}

__global__ void __launch_bounds__(kFinishThreads) bwd_weight_2d_bf16_image1_48k_finish(FinishParams params) {
    const int64_t step = static_cast<int64_t>(gridDim.x) * kFinishThreads;
    const int64_t first = static_cast<int64_t>(blockIdx.x) * kFinishThreads + threadIdx.x;
    if (finish_in_vectors(params.elements)) {
        for (int64_t i = first * kFinishVector; i < params.elements; i += step * kFinishVector) {
            const hipconv::Vec<float, kFinishVector> sum = hipconv::load_vec<kFinishVector>(params.workspace + i);
            for (int e = 0; e < kFinishVector; ++e)
                bwd_weight_2d_bf16_image1_48k_finish_element(params, i + e, sum[e]);
        }
        return;
    }
    for (int64_t i = first; i < params.elements; i += step) {
        bwd_weight_2d_bf16_image1_48k_finish_element(params, i, params.workspace[i]);
    }
}

}  // namespace

// ---------------------------------------------------------------- host side

namespace {

int64_t reduction_length(const hipconv_problem* p) {
    return p->batch * hipconv::product(p->output, p->spatial_dim);
}

int64_t column_count(const hipconv_problem* p) {
    return p->in_channels * hipconv::product(p->filter, p->spatial_dim);
}

int64_t m_tiles(const hipconv_problem* p) {
    return hipconv::ceil_div(p->out_channels, kBlockM);
}

int64_t z_blocks_per_split(const hipconv_problem* p) {
    return p->groups / kGroupsPerBlock;
}

int64_t tiles_per_split(const hipconv_problem* p) {
    return z_blocks_per_split(p) * m_tiles(p) * hipconv::ceil_div(column_count(p), kBlockN);
}

// The split of the reduction: slice s covers [s * chunk, min((s + 1) * chunk, total)).
struct SplitPlan {
    int64_t chunk;      // a multiple of kReductionStep
    int32_t splits;     // effective slice count: ceil(total / chunk) <= requested
};

int64_t w_elements(const hipconv_problem* p) {
    return p->groups * p->out_channels * hipconv::product(p->filter, p->spatial_dim) * p->in_channels;
}

// The most slices split_k auto asks for: min(256, max(1, k_steps / 4), max(1, 65535 /
// z_blocks)) -- at least 4 reduction steps per slice, grid.z <= 65535.
int64_t split_upper_bound(const hipconv_problem* p, int64_t k_steps) {
    int64_t upper = k_steps / 4 > 1 ? k_steps / 4 : 1;
    if (upper > 256)
        upper = 256;
    const int64_t grid_bound = hipconv::kMaxGridYZ / z_blocks_per_split(p);
    if (upper > grid_bound)
        upper = grid_bound > 1 ? grid_bound : 1;
    return upper;
}

// split_k: auto.  The slice count S of the lowest modelled time, in units of one block
// k-step (kBlockM x kBlockN x kBlockK multiply-adds on one multiprocessor):
//   cost(S) = waves(S) * (ceil(k_steps / S) + kBlockOverheadSteps) + S * slice_steps
//   waves(S)    = ceil(tiles * S / (SMs * resident)): rounds of blocks the device runs
//   kBlockOverheadSteps = 6: a block's pipeline fill and epilogue
//   slice_steps = 4 * w_elements * kSplitFlopsPerByte / (kBlockM * kBlockN * kBlockK * SMs):
//                 one slice's fp32 dW through memory (8 bytes per element: written and
//                 read back, or added atomically) in k-steps of the whole device
//   kSplitFlopsPerByte = 60: flops of this micro-kernel per byte of DRAM traffic
//   + pass_steps where S > 1: the split's second launch,
//                 kSplitPassBytes = 0 of DRAM traffic in k-steps of the whole device
//   tiles = blocks of one slice (tiles_per_split), k_steps = ceil(reduction length /
//   kReductionStep), SMs = hipDeviceAttributeMultiprocessorCount (cpu:
//   omp_get_num_procs()), resident = blocks of this kernel one multiprocessor holds
//   (hipconv::resident_blocks; cpu: 1)
// over S = 1 .. min(256, max(1, k_steps / 4), max(1, 65535 / z_blocks)) (at least 4
// k-steps per slice; grid.z <= 65535), the smallest S of the lowest cost.  run(),
// workspace_size() and split_k() all call this function; modelled_bytes() reports the cost
// of the chosen S as a time (see there).
constexpr int kBlockOverheadSteps = 6;
constexpr int kSplitFlopsPerByte = 60;
constexpr double kSplitPassBytes = 0.0;
struct SplitChoice {
    int64_t splits;
    double block_steps;   // waves(S) * (ceil(k_steps / S) + kBlockOverheadSteps)
    double slice_steps;   // S * slice_steps + pass_steps: the slices' fp32 dW through memory, the second launch
    int64_t sharing;      // blocks sharing a multiprocessor: min(resident, ceil(tiles * S / SMs))
    double step_bytes;    // one block k-step's time in bytes of DRAM traffic (see modelled_bytes)
};
SplitChoice modelled_split(const hipconv_problem* p) {
    const int64_t tiles = tiles_per_split(p);
    const int64_t k_steps = hipconv::ceil_div(reduction_length(p), kReductionStep);
    const int64_t upper = split_upper_bound(p, k_steps);
    const int64_t sms = hipconv::multiprocessor_count();
    static hipconv::PerDeviceValue resident;       // the occupancy query, once per device
    const int64_t per_sm = hipconv::cached_resident_blocks(resident, bwd_weight_2d_bf16_image1_48k_kernel, kThreads,
                                                           kSharedMemoryBytes);
    const int64_t slots = sms * per_sm;
    const double slice_steps = 4.0 * static_cast<double>(w_elements(p)) * kSplitFlopsPerByte /
                               (static_cast<double>(kBlockM) * kBlockN * kBlockK * static_cast<double>(sms));
    const double step_bytes = 2.0 * kBlockM * kBlockN * kBlockK * static_cast<double>(sms) / kSplitFlopsPerByte;
    const double pass_steps = kSplitPassBytes / step_bytes;
    auto sharing = [&](int64_t splits) {
        const int64_t blocks = hipconv::ceil_div(tiles * splits, sms);
        return blocks < per_sm ? blocks : per_sm;
    };
    SplitChoice best{1, 0.0, 0.0, sharing(1), step_bytes};
    for (int64_t splits = 1; splits <= upper; ++splits) {
        const int64_t waves = hipconv::ceil_div(tiles * splits, slots);
        const double block_steps = static_cast<double>(waves * (hipconv::ceil_div(k_steps, splits) + kBlockOverheadSteps));
        const double traffic = static_cast<double>(splits) * slice_steps + (splits > 1 ? pass_steps : 0.0);
        if (splits == 1 || block_steps + traffic < best.block_steps + best.slice_steps)
            best = SplitChoice{splits, block_steps, traffic, sharing(splits), step_bytes};
    }
    return best;
}

int64_t requested_splits(const hipconv_problem* p) {
    return modelled_split(p).splits;
}

// The cost model's time for p at the S it picks, in bytes: what the DRAM moves at
// kSplitFlopsPerByte's bandwidth meanwhile, so instances of other tiles compare (select's
// criterion modelled-time).  A k-step of one block alone on a multiprocessor runs
// 2 * kBlockM * kBlockN * kBlockK flops at 1/SMs of the device's kSplitFlopsPerByte *
// bandwidth: 2 * kBlockM * kBlockN * kBlockK * SMs / kSplitFlopsPerByte bytes, times
// kFeedBound where the tile's intensity kBlockM * kBlockN / (kBlockM + kBlockN) is below
// the micro-kernel's feed_bound_intensity (its operands, not its rate, set the pace; the
// ratio of the two raised to 1.0, the micro-kernel's feed_bound_exponent);
// the blocks sharing a multiprocessor -- min(resident, ceil(tiles * S / SMs)) -- make a
// wave's step take that many times as long; a slice is 8 bytes per dW element.  (The split
// S itself is chosen without kFeedBound.)
constexpr double kFeedBound = 1.0;
double modelled_bytes(const hipconv_problem* p) {
    const SplitChoice choice = modelled_split(p);
    return choice.step_bytes * (choice.block_steps * kFeedBound * static_cast<double>(choice.sharing) +
                                choice.slice_steps);
}

SplitPlan split_plan(const hipconv_problem* p) {
    const int64_t total = reduction_length(p);
    const int64_t per_slice = hipconv::ceil_div(total, requested_splits(p));
    SplitPlan plan;
    plan.chunk = hipconv::ceil_div(per_slice, kReductionStep) * kReductionStep;
    plan.splits = static_cast<int32_t>(hipconv::ceil_div(total, plan.chunk));
    return plan;
}

// Bytes of fp32 workspace run() needs (0: none).
int64_t workspace_bytes(const hipconv_problem* p) {
    return split_plan(p).splits > 1 ? w_elements(p) * 4 : 0;
}

// The staged image's layout for problem p into params (input_image; see WeightImage):
// false where the filter's columns exceed the block's, or two stages of a tile's dY rows
// and the X rows kBlockK consecutive positions reach do not fit kSharedMemoryBytes.
bool image_layout(const hipconv_problem* p, Params& params) {
    if (column_count(p) > kBlockN)
        return false;
    const int64_t reach = (p->filter[0] - 1) * p->dilation[0] + 1;
    const int64_t oh = p->output[0], ow = p->output[1], stride = p->stride[0];
    const int64_t virtual_height = (oh - 1) * stride + reach;
    const int64_t width = (ow - 1) * p->stride[1] + (p->filter[1] - 1) * p->dilation[1] + 1;
    // kBlockK consecutive positions touch at most `span` output rows and cross at most
    // `crossings` batch images; virtual row of output row q: q * stride + n * (reach - stride).
    const int64_t span = (kBlockK + ow - 2) / ow + 1;
    const int64_t crossings = span < 2 ? 0 : (p->batch - 1 < (span - 2) / oh + 1 ? p->batch - 1 : (span - 2) / oh + 1);
    const int64_t rows = (span - 1) * stride + reach + (reach > stride ? reach - stride : 0) * crossings;
    const int64_t staged_rows = rows < p->batch * virtual_height ? rows : p->batch * virtual_height;
    const int64_t dy_pitch = kGroupsPerBlock * p->out_channels + 8;
    const int64_t x_pitch = kGroupsPerBlock * p->in_channels + 8;
    const int64_t dy_bytes = hipconv::ceil_div(kBlockK * dy_pitch * 2, 16) * 16;
    const int64_t stage_bytes = dy_bytes + hipconv::ceil_div(staged_rows * width * x_pitch * 2, 16) * 16;
    if (2 * stage_bytes > kSharedMemoryBytes || kGroupsPerBlock * p->in_channels / 8 > kThreads ||
        kGroupsPerBlock * p->out_channels / 8 > kThreads || reduction_length(p) > INT32_MAX ||
        p->batch * virtual_height > INT32_MAX)
        return false;                            // (positions and virtual rows are int32)
    params.image_virtual_height = static_cast<int>(virtual_height);
    params.image_width = static_cast<int>(width);
    params.image_dy_pitch = static_cast<int>(dy_pitch);
    params.image_x_pitch = static_cast<int>(x_pitch);
    params.image_x_offset = static_cast<int>(dy_bytes);
    params.image_stage_bytes = static_cast<int>(stage_bytes);
    params.image_dy_vectors = static_cast<int>(kGroupsPerBlock * p->out_channels / 8);
    params.image_x_vectors = static_cast<int>(kGroupsPerBlock * p->in_channels / 8);
    params.by_output_width = hipconv::FastDivmod(static_cast<int32_t>(ow));
    params.by_output_height = hipconv::FastDivmod(static_cast<int32_t>(oh));
    params.by_image_width = hipconv::FastDivmod(static_cast<int32_t>(width));
    params.by_image_height = hipconv::FastDivmod(static_cast<int32_t>(virtual_height));
    params.by_filter_width = hipconv::FastDivmod(static_cast<int32_t>(p->filter[1]));
    params.by_channels = hipconv::FastDivmod(static_cast<int32_t>(p->in_channels));
    params.by_dy_vectors = hipconv::FastDivmod(params.image_dy_vectors);
    params.by_x_vectors = hipconv::FastDivmod(params.image_x_vectors);
    params.by_group_dy_vectors = hipconv::FastDivmod(static_cast<int32_t>(p->out_channels / 8));
    params.by_group_x_vectors = hipconv::FastDivmod(static_cast<int32_t>(p->in_channels / 8));
    return true;
}
}  // namespace

extern "C" int32_t hipconv_bwd_weight_2d_bf16_image1_48k_supports(const hipconv_problem* p) {
    if (p == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    if (p->spatial_dim != 2)
        return HIPCONV_REFUSED_SPATIAL_DIM;
    if (!hipconv::problem_is_valid(*p))
        return HIPCONV_REFUSED_INVALID_PROBLEM;
    if (p->in_channels % 8 != 0)   // x: vectors of 8 along C
        return HIPCONV_REFUSED_C_VECTOR;
    if (p->out_channels % 8 != 0)   // y: vectors of 8 along K
        return HIPCONV_REFUSED_K_VECTOR;
    if (!hipconv::strides_addressable(*p, hipconv::Role::X, Params::kXAxes, 8, false))
        return HIPCONV_REFUSED_STRIDES;
    if (!hipconv::strides_addressable(*p, hipconv::Role::W, Params::kWAxes, 8, true))
        return HIPCONV_REFUSED_STRIDES;
    if (!hipconv::strides_addressable(*p, hipconv::Role::Y, Params::kYAxes, 8, false))
        return HIPCONV_REFUSED_STRIDES;
    // 32-bit indices: the sizes, and the offsets each tensor's kernels form (plan.index_reach)
    if (!hipconv::fits_32bit_indices(*p) ||
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::X, Params::kXAxes, {false, 0}) ||   // x: its elements
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::W, Params::kWAxes, {false, 0}) ||   // w: its elements
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::Y, Params::kYAxes, {false, 0}))   // y: its elements
        return HIPCONV_REFUSED_INDEX_RANGE;
    static hipconv::PerDeviceValue shared_room;   // the device query, once per device
    if (!hipconv::kernel_runs_on_device(shared_room, bwd_weight_2d_bf16_image1_48k_kernel, kSharedMemoryBytes))
        return HIPCONV_REFUSED_DEVICE;

    if (hipconv::ceil_div(column_count(p), kBlockN) > hipconv::kMaxGridYZ ||
        m_tiles(p) > hipconv::kMaxGridX ||
        p->groups / kGroupsPerBlock * split_plan(p).splits > hipconv::kMaxGridYZ)
        return HIPCONV_REFUSED_GRID_LIMIT;
    Params layout{};
    if (!image_layout(p, layout))
        return HIPCONV_REFUSED_INPUT_IMAGE;
    return HIPCONV_OK;
}

extern "C" int64_t hipconv_bwd_weight_2d_bf16_image1_48k_workspace_size(const hipconv_problem* p) {
    if (hipconv_bwd_weight_2d_bf16_image1_48k_supports(p) != HIPCONV_OK)
        return 0;
    return workspace_bytes(p);
}

// The split-K slice count run() uses for p (0 when the instance refuses p).
extern "C" int32_t hipconv_bwd_weight_2d_bf16_image1_48k_split_k(const hipconv_problem* p) {
    if (hipconv_bwd_weight_2d_bf16_image1_48k_supports(p) != HIPCONV_OK)
        return 0;
    return split_plan(p).splits;
}

// The split cost model's time for p at the split run() uses, in bytes of DRAM traffic
// (modelled_bytes above; 0 when the instance refuses p).
extern "C" double hipconv_bwd_weight_2d_bf16_image1_48k_modelled_bytes(const hipconv_problem* p) {
    if (hipconv_bwd_weight_2d_bf16_image1_48k_supports(p) != HIPCONV_OK)
        return 0.0;
    return modelled_bytes(p);
}

extern "C" int32_t hipconv_bwd_weight_2d_bf16_image1_48k_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    const int32_t status = hipconv_bwd_weight_2d_bf16_image1_48k_supports(p);
    if (status != HIPCONV_OK)
        return status;
    if (tensors == nullptr || tensors->x == nullptr || tensors->w == nullptr || tensors->y == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    (void)epilogue;                                  // the epilogue is acc: no run-time operands
    const hipStream_t hip_stream = static_cast<hipStream_t>(stream);
    Params params{};
    params.x = static_cast<const XType*>(tensors->x);
    params.dy = static_cast<const YType*>(tensors->y);
    params.dw = static_cast<WType*>(tensors->w);
    params.batch = static_cast<Index>(p->batch);
    params.channels = static_cast<Index>(p->in_channels);
    params.out_channels = static_cast<Index>(p->out_channels);
    params.columns = static_cast<Index>(column_count(p));
    params.k_total = static_cast<Index>(reduction_length(p));
    for (int d = 0; d < kSpatialDims; ++d) {
        params.input[d] = static_cast<Index>(p->input[d]);
        params.filter[d] = static_cast<Index>(p->filter[d]);
        params.output[d] = static_cast<Index>(p->output[d]);
        params.stride[d] = static_cast<Index>(p->stride[d]);
        params.dilation[d] = static_cast<Index>(p->dilation[d]);
        params.pad[d] = static_cast<Index>(p->pad_left[d]);
    }
    {
        int64_t strides[hipconv::kMaxAxes];   // in the API order
        hipconv::effective_strides(*p, hipconv::Role::X, Params::kXAxes, strides);   // NHWGC
        params.x_stride_n = static_cast<Index>(strides[0]);
        params.x_stride_s[0] = static_cast<Index>(strides[1]);
        params.x_stride_s[1] = static_cast<Index>(strides[2]);
        params.x_stride_g = static_cast<Index>(strides[3]);
        hipconv::effective_strides(*p, hipconv::Role::W, Params::kWAxes, strides);   // GKYXC
        params.w_stride_g = static_cast<Index>(strides[0]);
        params.w_stride_k = static_cast<Index>(strides[1]);
        params.w_stride_s[0] = static_cast<Index>(strides[2]);
        params.w_stride_s[1] = static_cast<Index>(strides[3]);
        hipconv::effective_strides(*p, hipconv::Role::Y, Params::kYAxes, strides);   // NHWGK
        params.y_stride_n = static_cast<Index>(strides[0]);
        params.y_stride_s[0] = static_cast<Index>(strides[1]);
        params.y_stride_s[1] = static_cast<Index>(strides[2]);
        params.y_stride_g = static_cast<Index>(strides[3]);
    }

    image_layout(p, params);                     // supports() checked that it fits
    const SplitPlan split = split_plan(p);
    params.chunk = static_cast<Index>(split.chunk);
    params.splits = split.splits;
    if (split.splits > 1) {
        if (workspace == nullptr)
            return HIPCONV_INVALID_ARGUMENT;   // hipconv_workspace_size() bytes are needed
        if (const int32_t zeroed = hipconv::check(hipMemsetAsync(workspace, 0, w_elements(p) * sizeof(float), hip_stream)))
            return zeroed;
    }
    params.workspace = static_cast<float*>(workspace);
    params.w_elements = w_elements(p);
    const dim3 grid(static_cast<unsigned>(m_tiles(p)),
                    static_cast<unsigned>(hipconv::ceil_div(column_count(p), kBlockN)),
                    static_cast<unsigned>(p->groups / kGroupsPerBlock * split.splits));
    static hipconv::PerDeviceValue shared_memory_allowed;
    if (const int32_t opted = hipconv::ensure_dynamic_shared_memory(shared_memory_allowed, bwd_weight_2d_bf16_image1_48k_kernel,
                                                                    kSharedMemoryBytes))
        return opted;
    hipLaunchKernelGGL(bwd_weight_2d_bf16_image1_48k_kernel, grid, dim3(kThreads), kSharedMemoryBytes, hip_stream, params);

    if (split.splits > 1) {
        if (const int32_t launched = hipconv::launch_status())
            return launched;
        FinishParams finish{};
        finish.workspace = params.workspace;
        finish.dw = params.dw;
        finish.elements = params.w_elements;
        const int64_t finish_blocks = hipconv::ceil_div(finish_in_vectors(finish.elements) ? finish.elements / kFinishVector : finish.elements, int64_t{kFinishThreads});
        hipLaunchKernelGGL(bwd_weight_2d_bf16_image1_48k_finish, dim3(static_cast<unsigned>(finish_blocks < 65535 ? finish_blocks : 65535)),
                           dim3(kFinishThreads), 0, hip_stream, finish);
    }
    return hipconv::launch_status();
}

}  // namespace hipconv_instance_bwd_weight_2d_bf16_image1_48k
