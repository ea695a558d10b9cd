// @generated from specs/fwd.yaml, instance fwd_2d_bf16_image256; do not edit.
// Regenerate with: python -m codegen specs/fwd.yaml
//
// signature: forward, 2D, x NHWGC bf16, w GKYXC bf16, y NHWGK bf16,
//            accumulate fp32, epilogue acc
// algorithm: implicit GEMM, mma_sync micro-kernel, block 256x64x16, warp 32x64 (256 threads), the input image in 108 KiB (resident blocks, no pipeline),
//            vectors x 1 / w 1 / y 8, specialization default, 32-bit indices
// targets:   sm_80, sm_90a
//
// Forward as an implicit GEMM per group g (no im2col buffer):
//   Y[n, o.., g, k] = sum over the filter taps f.. and the channels c of
//                     X[n, i.., g, c] * W[g, k, f.., c],   i = o * stride - pad + f * dilation
//   M = N * prod(output) rows (n, o..), N = K columns, reduction = prod(filter) * C
//   walked in k-steps of kTapsPerStep = 4 whole taps, each tap's C <= kTapChannels = 4
//   channels zero-padded to kTapChannels (few channels: the RGB stem's C = 3): column
//   kk of a k-step is tap kk / kTapChannels of it, channel kk % kTapChannels.
// Input image (input_image): the block stages the input rows its output positions reach
// (C padded to kTapChannels per pixel) and the whole filter once in shared memory, and its
// warps read every k-step's fragments from there (InputImage).
#include <stdint.h>

#include "hipconv/platform.h"
#include "hipconv/numeric.h"
#include "hipconv/host.h"
#include "hipconv/mma.h"
#include "hipconv/fragments.h"
#include "hipconv/epilogue.h"
#include "hipconv_fwd.h"

// Everything below is in this instance's own namespace (closed at the end of the file), so
// that several instance sources can be compiled as one translation unit (the build option
// HIPCONV_BATCH_SIZE); the exported extern "C" functions keep their C names.
namespace hipconv_instance_fwd_2d_bf16_image256 {

namespace {

using Index = int32_t;
using XType = hipconv::bfloat16_t;
using WType = hipconv::bfloat16_t;
using YType = hipconv::bfloat16_t;   // written
using Accumulator = float;
using AType = XType;                // GEMM A = X (implicit im2col)
using BType = WType;                // GEMM B = W
constexpr int kSpatialDims = 2;
constexpr int kVectorY = 8;   // Y stores along K
// ---- mma_sync micro-kernel tile geometry (m16n8k16, fp32 accumulators)
constexpr int kBlockM = 256;
constexpr int kBlockN = 64;
constexpr int kBlockK = 16;
constexpr int kWarpM = 32;                // outputs per warp
constexpr int kWarpN = 64;
constexpr int kWarpsN = kBlockN / kWarpN;
constexpr int kThreads = 256;           // (kBlockM / kWarpM) * kWarpsN warps of 32
constexpr int kFragmentsM = kWarpM / 16;            // m16 fragments per warp
constexpr int kFragmentsN = kWarpN / 8;             // n8 fragments per warp
constexpr int kOutRowLength = kBlockN + 8;          // fp32 epilogue tile row
constexpr int kStagedRowLength = kBlockN + 8;      // the converted tile's row (OutputType)
// Shared memory (the direction's InputImage lays it out per problem): the filter image
// and its tap table for the block's life, then the input rows of the current tile, whose
// memory the fp32 output tile (kOutputTileBytes) reuses after the main loop.
constexpr int kOutputTileBytes = kBlockM * kOutRowLength * 4 + kBlockM * 16;
constexpr int kSharedMemoryBytes = 110592;      // input_image KiB
static_assert(kSharedMemoryBytes > kOutputTileBytes, "shared memory of the plan");
static_assert(kBlockM % kWarpM == 0 && kBlockN % kWarpN == 0 && kWarpM % 16 == 0 &&
              kWarpN % 16 == 0 && kBlockK == 16, "warp tile");

constexpr int kTapChannels = 4;                       // k columns per tap (C <= this)
constexpr int kTapsPerStep = kBlockK / kTapChannels;

struct Params {
    const XType* __restrict__ x;
    const WType* __restrict__ w;
    YType* __restrict__ y;
    const YType* __restrict__ bias;     // optional bias, per output channel (G x channels); null: none
    int32_t activation;                              // optional activation (hipconv::epilogue::Activation; 0: none)
    hipconv::epilogue::ActivationForm activation_form;   // its parameters (hipconv::epilogue::activation_form)
    Index batch, channels, out_channels;             // N, C, K (G is in the grid)
    Index m_size;                                    // GEMM rows: N * prod(output)
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

    hipconv::FastDivmod by_output[kSpatialDims];     // n / output[d] (row_position)
    // The input image's layout, per problem (image_layout): see InputImage.
    int image_virtual_height;    // image rows per batch image: (OH - 1) * stride + (R - 1) * dilation + 1
    int image_width;             // pixels per image row: (OW - 1) * stride + (S - 1) * dilation + 1
    int image_taps;              // the filter's taps padded to whole k-steps: k_steps * kTapsPerStep
    int image_table_offset;      // bytes before the tap table (after the filter image)
    int image_input_offset;      // bytes before the input rows (and the output tile)
    hipconv::FastDivmod by_image_width;            // n / image_width
    hipconv::FastDivmod by_image_height;           // n / image_virtual_height
    hipconv::FastDivmod by_image_taps;             // n / image_taps
    hipconv::FastDivmod by_filter_width;           // n / S
};

// The block's tile: group and first row and column.
struct TileState {
    Index group;
    Index m_begin;                          // first GEMM row (output position) of the block
    Index n_begin;                          // first GEMM column (output channel) of the block
    Index k_steps;                          // block.k steps over the reduction: ceil(taps / kTapsPerStep)
};

// Decompose GEMM row m into n and the output position o...
__device__ __forceinline__ void row_position(const Params& p, Index m, Index& n, Index (&o)[kSpatialDims]) {
    for (int d = kSpatialDims - 1; d >= 0; --d) {
        int remainder = 0;
        m = p.by_output[d].divmod(m, remainder);
        o[d] = remainder;
    }
    n = m;
}

// The block's place in the reduction, walked tap by tap and, inside a tap, in channel
// blocks of block.k (c0 = 0, block.k, ..): every vector of a k-step has the same tap,
// so no division and no per-vector counter remains in the main loop.  A channel block
// that runs past C is zero-filled by the valid predicates.

// The operands, staged in shared memory (offsets per problem: image_layout):
//   The filter image, once per block (fill_filter): row n (output channel n_begin + n)
//     holds B[n][kk] for reduction column kk = tap * kTapChannels + c (rows of image_taps
//     * kTapChannels + kFilterRowPad elements); zeros past C, K and the taps.
//   The tap table, with it: each tap's image offset from a position's first tap, -1 past
//     the filter.
//   The input rows, per tile (fill_input): the rows the tile's output positions reach,
//     each image_width pixels of kTapChannels elements (C channels, then zeros); image row
//     r is "virtual" row first_row + r, virtual row v = n * image_virtual_height + i + pad
//     being input row i of batch image n (zeros outside the input).  Output position
//     (n, oh, ow) reads its tap (r, s) at virtual row n * image_virtual_height + oh *
//     stride + r * dilation, pixel ow * stride + s * dilation.  After the main loop the
//     fp32 output tile takes this memory (output_memory).
// The micro-kernel's image_mainloop calls fill_input (every thread), then row(m) per
// fragment row, column(kk) per k-step and register, pair(row, column) for two channels of
// A, and filter_row(n) for ldmatrix.
struct InputImage {
    static constexpr int kFillBatch = 8;    // items a thread loads before it stores them
    static constexpr int kFilterRowPad = 8; // elements past a filter row's taps: conflict-free ldmatrix
    XType* x_image;
    const WType* w_image;
    const int* taps;
    int first_row;                          // the virtual row of image row 0
    int pitch;                              // elements per image row
    int filter_row_length;                  // elements per filter image row

    // The virtual row of output row q = n * OH + oh's first tap.
    __device__ __forceinline__ static int virtual_row(const Params& p, int q) {
        int oh = 0;
        const int n = p.by_output[0].divmod(q, oh);
        return n * p.image_virtual_height + oh * static_cast<int>(p.stride[0]);
    }

    // Items 0..count-1 into `image` (every thread): load(e, value) fills item e's
    // kTapChannels elements (zero-initialized) and returns where they go.  A thread loads
    // kFillBatch items into registers before it stores any, so that their load latencies
    // overlap; consecutive threads take consecutive items.
    template <class T, class Load>
    __device__ __forceinline__ static void fill(T* image, int count, Load load) {
        for (int first = static_cast<int>(threadIdx.x); first < count; first += kThreads * kFillBatch) {
            hipconv::Vec<T, kTapChannels> item[kFillBatch];
            int at[kFillBatch];
#pragma unroll
            for (int b = 0; b < kFillBatch; ++b) {
                const int e = first + b * kThreads;
                item[b] = hipconv::Vec<T, kTapChannels>{};
                at[b] = e < count ? load(e, item[b]) : -1;
            }
#pragma unroll
            for (int b = 0; b < kFillBatch; ++b)
                if (at[b] >= 0)
                    hipconv::store_vec<kTapChannels>(image + at[b], item[b]);
        }
    }

    // The filter image and the tap table of output channels n_begin.. of `group` (every thread).
    __device__ __forceinline__ void fill_filter(const Params& p, Index n_begin, Index group, unsigned char* memory) {
        x_image = reinterpret_cast<XType*>(memory + p.image_input_offset);
        WType* const filter = reinterpret_cast<WType*>(memory);
        int* const table = reinterpret_cast<int*>(memory + p.image_table_offset);
        w_image = filter;
        taps = table;
        pitch = p.image_width * kTapChannels;
        filter_row_length = p.image_taps * kTapChannels + kFilterRowPad;
        const int filter_taps = static_cast<int>(p.filter[0] * p.filter[1]);
        fill(filter, kBlockN * p.image_taps, [&](int e, hipconv::Vec<WType, kTapChannels>& tap) {
            int t = 0;
            const int n = p.by_image_taps.divmod(e, t);   // item e: tap t of filter row n
            const Index k = n_begin + n;
            if (k < p.out_channels && t < filter_taps) {
                int s = 0;
                const int r = p.by_filter_width.divmod(t, s);
                const WType* const source = p.w + group * p.w_stride_g + k * p.w_stride_k +
                                            r * p.w_stride_s[0] + s * p.w_stride_s[1];
                for (int c = 0; c < p.channels; ++c)
                    tap.v[c] = source[c];
            }
            return n * filter_row_length + t * kTapChannels;
        });
        for (int t = static_cast<int>(threadIdx.x); t < p.image_taps; t += kThreads) {
            int s = 0;
            const int r = p.by_filter_width.divmod(t, s);
            table[t] = t < filter_taps ? static_cast<int>(r * p.dilation[0] * pitch + s * p.dilation[1] * kTapChannels) : -1;
        }
    }

    // The input rows of `tile` (every thread; the previous tile's output tile read out).
    __device__ __forceinline__ void fill_input(const Params& p, const TileState& tile) {
        const Index last = (tile.m_begin + kBlockM < p.m_size ? tile.m_begin + kBlockM : p.m_size) - 1;
        const int reach = static_cast<int>((p.filter[0] - 1) * p.dilation[0] + 1);
        first_row = virtual_row(p, p.by_output[1].divide(static_cast<int>(tile.m_begin)));
        const int rows = virtual_row(p, p.by_output[1].divide(static_cast<int>(last))) + reach - first_row;
        fill(x_image, rows * p.image_width, [&](int e, hipconv::Vec<XType, kTapChannels>& pixel) {
            int u = 0, i = 0;
            const int r = p.by_image_width.divmod(e, u);           // item e: pixel u of image row r
            const int n = p.by_image_height.divmod(first_row + r, i);
            i -= static_cast<int>(p.pad[0]);
            const Index j = u - p.pad[1];
            if (n < p.batch && i >= 0 && i < p.input[0] && j >= 0 && j < p.input[1]) {
                const XType* const source = p.x + n * p.x_stride_n + tile.group * p.x_stride_g +
                                            i * p.x_stride_s[0] + j * p.x_stride_s[1];
                for (int c = 0; c < p.channels; ++c)
                    pixel.v[c] = source[c];
            }
            return r * pitch + u * kTapChannels;
        });
    }

    // Where the epilogue's fp32 output tile goes: the input rows' memory.
    __device__ __forceinline__ unsigned char* output_memory() const { return reinterpret_cast<unsigned char*>(x_image); }

    // The image offset of tile row m's first tap (a row past the problem: 0; never stored).
    __device__ __forceinline__ int row(const Params& p, const TileState& tile, int m) const {
        const Index position = tile.m_begin + m;
        if (position >= p.m_size)
            return 0;
        int ow = 0;
        const int q = p.by_output[1].divmod(static_cast<int>(position), ow);
        return (virtual_row(p, q) - first_row) * pitch + ow * static_cast<int>(p.stride[1]) * kTapChannels;
    }

    // Reduction column kk's offset from a row's first tap, or -1 past the filter.
    __device__ __forceinline__ int column(int kk) const {
        const int tap = taps[kk / kTapChannels];
        return tap < 0 ? -1 : tap + kk % kTapChannels;
    }

    // Two adjacent channels of A (one register) at a row and a column; zeros past the filter.
    __device__ __forceinline__ uint32_t pair(int row_offset, int column_offset) const {
        return column_offset < 0 ? 0u : *reinterpret_cast<const uint32_t*>(x_image + row_offset + column_offset);
    }

    __device__ __forceinline__ const WType* filter_row(int n) const { return w_image + n * filter_row_length; }
};
// Epilogue.  Where Y row m (tile-local) lives: computed once per row (a division per
// spatial dimension), then used for every vector of the row.
struct OutputRow {
    Index offset;                           // Y offset of (n, o.., g, k = tile.n_begin)
    bool valid;                             // the GEMM row exists
};

__device__ __forceinline__ OutputRow output_row(const Params& p, const TileState& tile, int m) {
    OutputRow out;
    const Index row = tile.m_begin + m;
    out.valid = row < p.m_size;
    Index batch = 0, o[kSpatialDims];
    row_position(p, out.valid ? row : 0, batch, o);
    out.offset = batch * p.y_stride_n + tile.group * p.y_stride_g + tile.n_begin;
    for (int d = 0; d < kSpatialDims; ++d)
        out.offset += o[d] * p.y_stride_s[d];
    return out;
}

constexpr int kVectorOut = kVectorY;   // channels of an output row the epilogue stores at once

// The micro-kernel converts each accumulator in registers (output_value, then OutputType)
// and stages the tile in Y's type; the block copies it out through output_row /
// store_staged.
using OutputType = YType;
// The epilogue of the accumulator of tile column n, before its conversion to OutputType:
// plus the optional bias of its output channel, then, in an activation kernel, the call's
// activation.  Columns past K are not stored: they read the last channel's bias, so every
// element runs the same straight code (a branch per element serializes the bias loads).
template <int kActivation>
__device__ __forceinline__ float output_value(const Params& params, const TileState& tile, int n, float value) {
    const Index k = tile.n_begin + n;
    const Index channel = k < params.out_channels ? k : params.out_channels - 1;
    return hipconv::optional_epilogue<kActivation>(value, params.bias, tile.group * params.out_channels + channel, params.activation_form);
}
// kVectorOut channels of an output row, already converted, tile columns n.. .
__device__ __forceinline__ void store_staged(const Params& p, const TileState& tile, const OutputRow& row, int n,
                                             const hipconv::Vec<OutputType, kVectorOut>& values) {
    if (!row.valid || tile.n_begin + n >= p.out_channels)
        return;
    hipconv::store_vec<kVectorOut>(p.y + row.offset + n, values);
}

// The tile (x, y, z) of the tile grid: x the row block, y the column block, z the group
// (the launch grid).
__device__ __forceinline__ bool tile_at(const Params& params, Index x, Index y, Index z, TileState& tile) {
    Index taps = 1;
    for (int d = 0; d < kSpatialDims; ++d)
        taps *= params.filter[d];
    tile.group = z;
    tile.m_begin = x * kBlockM;
    if (tile.m_begin >= params.m_size)
        return false;
    tile.n_begin = y * kBlockN;
    tile.k_steps = (taps + kTapsPerStep - 1) / kTapsPerStep;
    return true;
}

template <int kActivation>
__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, 1) fwd_2d_bf16_image256_kernel(Params params) {
    // The filter image once; then the row tiles x = blockIdx.x, + gridDim.x, .. of this
    // column block and group, each through its input rows, the main loop and the epilogue.
    HIPCONV_DYNAMIC_SHARED(unsigned char, shared_bytes);
    InputImage image;
    image.fill_filter(params, static_cast<Index>(blockIdx.y) * kBlockN, blockIdx.z, shared_bytes);
    for (Index x = blockIdx.x;; x += gridDim.x) {
        TileState tile;
        if (!tile_at(params, x, blockIdx.y, blockIdx.z, tile))
            break;
    const int lane = hipconv::lane_id();
    const int warp = hipconv::warp_id();
    const int warp_m0 = (warp / kWarpsN) * kWarpM;      // first tile row of this warp
    const int warp_n0 = (warp % kWarpsN) * kWarpN;      // first tile column of this warp

    image.fill_input(params, tile);                     // every thread takes part
    __syncthreads();
    // The image offsets of this lane's A rows: fragment i's rows of registers 0 and 1
    // (registers 2 and 3 repeat them at columns + 8).
    int row_offset[kFragmentsM][2];
    for (int i = 0; i < kFragmentsM; ++i)
        for (int h = 0; h < 2; ++h)
            row_offset[i][h] = image.row(params, tile, warp_m0 + i * 16 + hipconv::frag::mma_a_row(lane, 2 * h));

    float acc[kFragmentsM][kFragmentsN][4];
    for (int i = 0; i < kFragmentsM; ++i)
        for (int j = 0; j < kFragmentsN; ++j)
            for (int r = 0; r < 4; ++r)
                acc[i][j][r] = 0.0f;

    for (Index step = 0; step < tile.k_steps; ++step) {
        const int k0 = static_cast<int>(step) * 16;
        // This lane's two column pairs of the slice (registers 0/1 and 2/3): their offset
        // from a row's first tap, or -1 past the filter (the pair reads as zeros).
        const int column_low = image.column(k0 + hipconv::frag::mma_a_col(lane, 0));
        const int column_high = image.column(k0 + hipconv::frag::mma_a_col(lane, 4));
        uint32_t a_frag[kFragmentsM][4];
        for (int i = 0; i < kFragmentsM; ++i) {
            a_frag[i][0] = image.pair(row_offset[i][0], column_low);
            a_frag[i][1] = image.pair(row_offset[i][1], column_low);
            a_frag[i][2] = image.pair(row_offset[i][0], column_high);
            a_frag[i][3] = image.pair(row_offset[i][1], column_high);
        }
        // B[n][k] rows of the filter image: matrices (n 0-7, k 0-7), (n 0-7, k 8-15),
        // (n 8-15, k 0-7), (n 8-15, k 8-15) per ldmatrix.x4.
        uint32_t b_frag[kFragmentsN][2];
        for (int j = 0; j < kFragmentsN; j += 2) {
            uint32_t quad[4];
            hipconv::ldmatrix_x4(quad, image.filter_row(warp_n0 + j * 8 + (lane >> 4) * 8 + (lane & 7)) +
                                           k0 + ((lane >> 3) & 1) * 8);
            b_frag[j][0] = quad[0];
            b_frag[j][1] = quad[1];
            b_frag[j + 1][0] = quad[2];
            b_frag[j + 1][1] = quad[3];
        }
        for (int i = 0; i < kFragmentsM; ++i)
            for (int j = 0; j < kFragmentsN; ++j)
                hipconv::mma_m16n8k16<AType>(acc[i][j], a_frag[i], b_frag[j]);
    }
    __syncthreads();                             // the input rows' memory becomes the output tile

    OutputType* const out_tile = reinterpret_cast<OutputType*>(image.output_memory());   // [kBlockM][kStagedRowLength]
    OutputRow* const out_rows = reinterpret_cast<OutputRow*>(out_tile + kBlockM * kStagedRowLength);
    for (int m = static_cast<int>(threadIdx.x); m < kBlockM; m += kThreads)
        out_rows[m] = output_row(params, tile, m);
#pragma unroll
    for (int i = 0; i < kFragmentsM; ++i)
#pragma unroll
        for (int j = 0; j < kFragmentsN; ++j)
#pragma unroll
            for (int r = 0; r < 4; r += 2) {   // c0 c1 (and c2 c3) are adjacent columns
                const int m = warp_m0 + i * 16 + hipconv::frag::mma_c_row(lane, r);
                const int n = warp_n0 + j * 8 + hipconv::frag::mma_c_col(lane, r);
                *reinterpret_cast<uint32_t*>(out_tile + m * kStagedRowLength + n) =
                    hipconv::pack_pair<OutputType>(output_value<kActivation>(params, tile, n, acc[i][j][r]),
                                                   output_value<kActivation>(params, tile, n + 1, acc[i][j][r + 1]));
            }
    __syncthreads();
    constexpr int kChunksPerRow = kBlockN / kVectorOut;
    for (int v = static_cast<int>(threadIdx.x); v < kBlockM * kChunksPerRow; v += kThreads) {
        const int m = v / kChunksPerRow;
        const int n = (v % kChunksPerRow) * kVectorOut;
        store_staged(params, tile, out_rows[m], n, hipconv::load_vec<kVectorOut>(out_tile + m * kStagedRowLength + n));
    }

        __syncthreads();                         // the output tile read out: the next tile's rows may land
    }
}

}  // namespace

// ---------------------------------------------------------------- host side

namespace {

int64_t gemm_rows(const hipconv_problem* p) {
    return p->batch * hipconv::product(p->output, p->spatial_dim);
}

// The operands' shared-memory layout for problem p into params (input_image; see
// InputImage): false where the filter image, its tap table and the larger of the input rows
// a tile reaches and the fp32 output tile do not fit kSharedMemoryBytes.
bool image_layout(const hipconv_problem* p, Params& params) {
    const int64_t reach = (p->filter[0] - 1) * p->dilation[0] + 1;
    const int64_t oh = p->output[0], ow = p->output[1], stride = p->stride[0];
    const int64_t virtual_height = (oh - 1) * stride + reach;
    const int64_t width = (ow - 1) * p->stride[1] + (p->filter[1] - 1) * p->dilation[1] + 1;
    // kBlockM consecutive positions touch at most `span` output rows and cross at most
    // `crossings` batch images; virtual row of output row q: q * stride + n * (reach - stride).
    const int64_t span = (kBlockM + ow - 2) / ow + 1;
    const int64_t crossings = span < 2 ? 0 : (p->batch - 1 < (span - 2) / oh + 1 ? p->batch - 1 : (span - 2) / oh + 1);
    const int64_t rows = (span - 1) * stride + reach + (reach > stride ? reach - stride : 0) * crossings;
    const int64_t taps = hipconv::ceil_div(p->filter[0] * p->filter[1], kTapsPerStep) * kTapsPerStep;
    const int64_t filter_bytes = kBlockN * (taps * kTapChannels + InputImage::kFilterRowPad) * 2;
    const int64_t input_offset = hipconv::ceil_div(filter_bytes + taps * 4, 16) * 16;
    const int64_t input_bytes = rows * width * kTapChannels * 2;
    const int64_t tile_bytes = input_bytes > kOutputTileBytes ? input_bytes : kOutputTileBytes;
    if (input_offset + tile_bytes > kSharedMemoryBytes || p->batch * oh * ow > INT32_MAX ||
        p->batch * virtual_height > INT32_MAX)
        return false;                            // (positions and virtual rows are int32)
    params.image_virtual_height = static_cast<int>(virtual_height);
    params.image_width = static_cast<int>(width);
    params.image_taps = static_cast<int>(taps);
    params.image_table_offset = static_cast<int>(filter_bytes);
    params.image_input_offset = static_cast<int>(input_offset);
    params.by_image_width = hipconv::FastDivmod(static_cast<int32_t>(width));
    params.by_image_height = hipconv::FastDivmod(static_cast<int32_t>(virtual_height));
    params.by_image_taps = hipconv::FastDivmod(static_cast<int32_t>(taps));
    params.by_filter_width = hipconv::FastDivmod(static_cast<int32_t>(p->filter[1]));
    return true;
}

}  // namespace

extern "C" int32_t hipconv_fwd_2d_bf16_image256_supports(const hipconv_problem* p) {
    if (p == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    if (p->spatial_dim != 2)
        return HIPCONV_REFUSED_SPATIAL_DIM;
    if (!hipconv::problem_is_valid(*p))
        return HIPCONV_REFUSED_INVALID_PROBLEM;
    if (p->out_channels % 8 != 0)   // y: vectors of 8 along K
        return HIPCONV_REFUSED_K_VECTOR;
    if (!hipconv::strides_addressable(*p, hipconv::Role::X, Params::kXAxes, 8, false))
        return HIPCONV_REFUSED_STRIDES;
    if (!hipconv::strides_addressable(*p, hipconv::Role::W, Params::kWAxes, 8, false))
        return HIPCONV_REFUSED_STRIDES;
    if (!hipconv::strides_addressable(*p, hipconv::Role::Y, Params::kYAxes, 8, true))
        return HIPCONV_REFUSED_STRIDES;
    // 32-bit indices: the sizes, and the offsets each tensor's kernels form (plan.index_reach)
    if (!hipconv::fits_32bit_indices(*p) ||
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::X, Params::kXAxes, {false, 0}) ||   // x: its elements
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::W, Params::kWAxes, {false, 0}) ||   // w: its elements
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::Y, Params::kYAxes, {false, 0}))   // y: its elements
        return HIPCONV_REFUSED_INDEX_RANGE;
    static hipconv::PerDeviceValue shared_room;   // the device query, once per device
    if (!hipconv::kernel_runs_on_device(shared_room, fwd_2d_bf16_image256_kernel<0>, kSharedMemoryBytes))
        return HIPCONV_REFUSED_DEVICE;

    if (hipconv::ceil_div(p->out_channels, kBlockN) > hipconv::kMaxGridYZ || p->groups > hipconv::kMaxGridYZ ||
        hipconv::ceil_div(gemm_rows(p), kBlockM) > hipconv::kMaxGridX)
        return HIPCONV_REFUSED_GRID_LIMIT;
    if (p->in_channels > kTapChannels)
        return HIPCONV_REFUSED_INPUT_IMAGE;      // a tap's channels fill kTapChannels columns
    Params params{};
    if (!image_layout(p, params))
        return HIPCONV_REFUSED_INPUT_IMAGE;
    return HIPCONV_OK;
}

extern "C" int64_t hipconv_fwd_2d_bf16_image256_workspace_size(const hipconv_problem* p) {
    (void)p;
    return 0;   // forward writes Y directly
}

extern "C" int32_t hipconv_fwd_2d_bf16_image256_split_k(const hipconv_problem* p) {
    (void)p;
    return 1;
}

extern "C" int32_t hipconv_fwd_2d_bf16_image256_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    (void)workspace;
    const int32_t status = hipconv_fwd_2d_bf16_image256_supports(p);
    if (status != HIPCONV_OK)
        return status;
    if (tensors == nullptr || tensors->x == nullptr || tensors->w == nullptr || tensors->y == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    // The epilogue is acc, plus the caller's bias where it gives one (args.bias null: none),
    // then the caller's activation (args.activation; 0: none).
    const hipconv_epilogue_args args = epilogue != nullptr ? *epilogue
        : hipconv_epilogue_args{1.0f, 0.0f, {}, nullptr, nullptr, 0};
    if (args.activation < hipconv::epilogue::kActivationNone || args.activation > hipconv::epilogue::kActivationLast)
        return HIPCONV_INVALID_ARGUMENT;   // not a code of hipconv::epilogue::Activation
    Params params{};
    params.x = static_cast<const XType*>(tensors->x);
    params.w = static_cast<const WType*>(tensors->w);
    params.y = static_cast<YType*>(tensors->y);
    params.bias = static_cast<const YType*>(args.bias);
    params.activation = args.activation;
    params.activation_form = hipconv::epilogue::activation_form(args.activation);
    params.batch = static_cast<Index>(p->batch);
    params.channels = static_cast<Index>(p->in_channels);
    params.out_channels = static_cast<Index>(p->out_channels);
    params.m_size = static_cast<Index>(gemm_rows(p));
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

    for (int d = 0; d < kSpatialDims; ++d)
        params.by_output[d] = hipconv::FastDivmod(static_cast<int32_t>(p->output[d]));
    image_layout(p, params);                     // fits: run_checks called supports
    // Row tiles walked by the blocks of each (column block, group): as many blocks as the
    // device holds at once, spread over the column blocks and groups, no more than tiles.
    static hipconv::PerDeviceValue resident;
    const int64_t slots = hipconv::multiprocessor_count() *
                          hipconv::cached_resident_blocks(resident, fwd_2d_bf16_image256_kernel<0>, kThreads, kSharedMemoryBytes);
    const int64_t row_tiles = hipconv::ceil_div(gemm_rows(p), kBlockM);
    const int64_t walkers = hipconv::ceil_div(slots, hipconv::ceil_div(p->out_channels, kBlockN) * p->groups);
    const dim3 grid(static_cast<unsigned>(row_tiles < walkers ? row_tiles : walkers),
                    static_cast<unsigned>(hipconv::ceil_div(p->out_channels, kBlockN)),
                    static_cast<unsigned>(p->groups));
    // The kernel of the call's activation shape; without activation code where it asks for none.
    const int activation = hipconv::epilogue::activation_kernel(params.activation);
    const auto kernel = hipconv::epilogue::kernel_of_activation(activation, fwd_2d_bf16_image256_kernel<0>, fwd_2d_bf16_image256_kernel<1>, fwd_2d_bf16_image256_kernel<2>, fwd_2d_bf16_image256_kernel<3>);
    static hipconv::PerDeviceValue shared_memory_allowed[4];
    if (const int32_t opted = hipconv::ensure_dynamic_shared_memory(shared_memory_allowed[activation], kernel,
                                                                    kSharedMemoryBytes))
        return opted;
    hipLaunchKernelGGL(kernel, grid, dim3(kThreads), kSharedMemoryBytes, static_cast<hipStream_t>(stream), params);

    return hipconv::launch_status();
}

}  // namespace hipconv_instance_fwd_2d_bf16_image256
