// @generated from specs/bwd_weight.yaml, instance bwd_weight_2d_fp16_mma_bn_relu_prologue; do not edit.
// Regenerate with: python -m codegen specs/bwd_weight.yaml
//
// signature: backward_weight, 2D, x NHWGC fp16, w GKYXC fp16, y NHWGK fp16,
//            accumulate fp32, epilogue acc
// algorithm: implicit GEMM, mma_sync micro-kernel, block 64x128x32, warp 32x64 (128 threads), 4 stage(s),
//            vectors x 8 / w 8 / y 8, specialization default, 32-bit indices,
//            split_k auto, atomic reduction, 1 group(s) per block
// targets:   sm_80, sm_90a
//
// Backward-weight as an implicit GEMM per group g (no im2col buffer):
//   dW[g, k, f.., c] = sum over n and o.. of dY[n, o.., g, k] * X[n, o*stride - pad + f*dilation, g, c]
// GEMM rows M = K (output channel k), columns N = prod(filter) * C (column tap * C + c, c
// fastest: exactly the flattened (f.., c) of dW's GK..C layout) and reduction
// Kg = N * prod(output) (kk = n, o.. flattened, the innermost output axis fastest).
// A = dY, read along K in vectors of 8; B = X through an implicit im2col, read along C
// in vectors of 8; dW is written along C in vectors of 8.
// Split-K (split_k auto): grid.z = (G / groups_per_block) * S; slice s reduces
// kk in [s * chunk, min((s + 1) * chunk, Kg)), chunk = ceil(ceil(Kg / S) / block.k) * block.k.
// Two-stage: the slices add into a zeroed fp32 workspace with fp32 atomicAdd (no 16-bit
// atomics); one conversion pass writes the fp16 dW.
// When the count resolves to 1 the block stores dW directly.
// Grid: x = ceil(K / block.m), y = ceil(prod(filter) * C / block.n), z = G * S.
#include <stdint.h>

#include "hipconv/platform.h"
#include "hipconv/numeric.h"
#include "hipconv/host.h"
#include "hipconv/mma.h"
#include "hipconv/fragments.h"
#include "hipconv/epilogue.h"
#include "hipconv_bwd_weight.h"

// Everything below is in this instance's own namespace (closed at the end of the file), so
// that several instance sources can be compiled as one translation unit (the build option
// HIPCONV_BATCH_SIZE); the exported extern "C" functions keep their C names.
namespace hipconv_instance_bwd_weight_2d_fp16_mma_bn_relu_prologue {

namespace {

using Index = int32_t;
using XType = hipconv::half_t;
using WType = hipconv::half_t;   // dW, written
using YType = hipconv::half_t;   // dY
using Accumulator = float;
constexpr int kSpatialDims = 2;
constexpr int kVectorX = 8;
constexpr int kVectorW = 8;
constexpr int kVectorY = 8;
using AType = YType;                // GEMM A = dY
using BType = XType;                // GEMM B = X (implicit im2col)
// ---- mma_sync micro-kernel tile geometry (m16n8k16, fp32 accumulators)
constexpr int kBlockM = 64;
constexpr int kBlockN = 128;
constexpr int kBlockK = 32;
constexpr int kWarpM = 32;                // outputs per warp
constexpr int kWarpN = 64;
constexpr int kWarpsN = kBlockN / kWarpN;
constexpr int kThreads = 128;           // (kBlockM / kWarpM) * kWarpsN warps of 32
constexpr int kStages = 4;              // cp.async pipeline depth
constexpr int kGroupsPerBlock = 1;
[[maybe_unused]] constexpr int kRowsPerGroup = kBlockM / kGroupsPerBlock;   // rows of one merged group
constexpr int kFragmentsM = kWarpM / 16;            // m16 fragments per warp
constexpr int kFragmentsN = kWarpN / 8;             // n8 fragments per warp
constexpr int kOutRowLength = kBlockN + 8;          // fp32 epilogue tile row
// A (y) is copied in 16-byte vectors along GEMM m; B (x) in 16-byte vectors along GEMM n.
constexpr int kVectorA = 8;
constexpr int kVectorB = 8;
// Shared-memory tiles: rows of the contiguous axis, padded by 8 elements.
constexpr int kARows = kBlockK, kARowLength = kBlockM + 8;   // A[k][m]
constexpr int kBRows = kBlockK, kBRowLength = kBlockN + 8;   // B[k][n]
constexpr int kAStageElements = kARows * kARowLength;
constexpr int kBSlotElements = kBRows * kBRowLength;
constexpr int kBStageElements = kGroupsPerBlock * kBSlotElements;
constexpr int kStageElements = kAStageElements + kBStageElements;
constexpr int kSharedMemoryBytes = 53248;
static_assert(kSharedMemoryBytes >= kStages * kStageElements * 2 &&
              kSharedMemoryBytes >= kBlockM * kOutRowLength * 4 + kBlockM * 16,
              "shared memory of the plan");
static_assert(kBlockM % kWarpM == 0 && kBlockN % kWarpN == 0 && kWarpM % 16 == 0 &&
              kWarpN % 8 == 0 && kBlockK % 16 == 0, "warp tile");

constexpr int kLoadsA = 2;   // A vectors per thread
constexpr int kLoadsB = 4;   // B vectors per thread
constexpr int kThreadsPerRowA = 4;   // threads sharing one k row of A
constexpr int kThreadsPerRowB = 4;   // threads sharing one k row of B

// Tile coordinates of this thread's l-th A vector: row m (0..kBlockM), column kk
// (0..kBlockK); kk does not depend on l.
__device__ __forceinline__ bool a_vector(int l, int& m, int& kk) {
    kk = static_cast<int>(threadIdx.x) / kThreadsPerRowA;
    m = (static_cast<int>(threadIdx.x) % kThreadsPerRowA + l * kThreadsPerRowA) * kVectorA;
    return kk < kBlockK;
}

// Tile coordinates of this thread's l-th B vector: merged-group slot, row kk, column n;
// slot and kk do not depend on l.
__device__ __forceinline__ bool b_vector(int l, int& slot, int& kk, int& n) {
    const int row = static_cast<int>(threadIdx.x) / kThreadsPerRowB;   // slot * kBlockK + kk
    slot = row / kBlockK;
    kk = row % kBlockK;
    n = (static_cast<int>(threadIdx.x) % kThreadsPerRowB + l * kThreadsPerRowB) * kVectorB;
    return row < kGroupsPerBlock * kBlockK;
}

static_assert(kVectorA == kVectorY && kVectorB == kVectorX, "A is dY, B is X");
static_assert(kRowsPerGroup * kGroupsPerBlock == kBlockM, "merged groups split the rows evenly");
constexpr int kReductionStep = kBlockK;             // split slices are whole block.k steps

struct Params {
    const XType* __restrict__ x;
    const YType* __restrict__ dy;
    WType* __restrict__ dw;
    const float* __restrict__ prologue_scale;      // prologue operand: per input channel (G x C), fp32
    const float* __restrict__ prologue_shift;      // prologue operand: per input channel (G x C), fp32
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
    Index step_digit[kSpatialDims];                  // block.k as (n, o..) digits: RowCursor.advance
    Index step_images;                               //   (output axes; whole batch images)

    Index chunk;                                     // reduction elements per split slice (multiple of kReductionStep)
    int splits;                                      // effective number of slices (grid.z = z blocks * splits)
    float* __restrict__ workspace;                   // fp32 partial sums (one G*K*prod(filter)*C)
    int64_t w_elements;                              // G*K*prod(filter)*C
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

// Where a thread's vectors stand in the reduction kk = (n, o..) flattened (the
// innermost output axis fastest; all of a thread's vectors of one operand share the
// row): the index, and unless the (n, o..) collapse into one axis, the output
// position o.. and n * stride_n of the tensor it reads.  advance() adds block.k in the
// mixed radix of (n, o..) -- its digits per problem in Params (step_digit, step_images),
// each axis at most one wrap -- no division and no loop in the main loop.
struct RowCursor {
    Index row;                              // reduction index
    Index o[kSpatialDims];                  // output position of the row
    Index n_offset;                         // n * stride_n

    __device__ __forceinline__ void init(const Params& p, Index row0, Index stride_n) {
        row = row0;
        Index rest = row0;
        for (int d = kSpatialDims - 1; d >= 0; --d) {
            o[d] = rest % p.output[d];
            rest /= p.output[d];
        }
        n_offset = rest * stride_n;
    }

    __device__ __forceinline__ void advance(const Params& p, Index stride_n) {
        row += kBlockK;
        // o[d] and the digit are below output[d] and the carry at most 1, so one wrap
        // suffices (a loop of subtractions took ~9 dependent steps per axis where block.k
        // spans whole rows of a 7x7 output).  A fixed trip count keeps o in registers.
        Index carry = 0;
#pragma unroll
        for (int d = kSpatialDims - 1; d >= 0; --d) {
            o[d] += p.step_digit[d] + carry;
            carry = o[d] >= p.output[d] ? 1 : 0;
            o[d] -= carry * p.output[d];
        }
        n_offset += (p.step_images + carry) * stride_n;
    }
};

__device__ __forceinline__ const AType* a_tensor(const Params& p) { return p.dy; }
__device__ __forceinline__ const BType* b_tensor(const Params& p) { return p.x; }

// A = dY: element (m, kk), kk = (n, o..) flattened, read along k.  One row cursor
// per thread; row_offset is its dY offset of (n, o..), updated with the cursor.
struct AAccess {
    RowCursor at;
    Index row_offset;                       // dY offset of the thread's row (n, o..)
    bool channel_valid[kLoadsA];            // the A row (output channel) exists
    Index channel_offset[kLoadsA];          // dY offset of (g, k)

    __device__ __forceinline__ void init(const Params& p, const TileState& tile) {
        int kk = 0;
        for (int l = 0; l < kLoadsA; ++l) {
            int m = 0;
            const bool exists = a_vector(l, m, kk);
            const Index k = tile.m_begin + m;
            const Index g = tile.group0;
            channel_valid[l] = exists && k < p.out_channels;
            channel_offset[l] = g * p.y_stride_g + k;
        }
        at.init(p, tile.k_begin + kk, p.y_stride_n);
        locate(p);
    }

    __device__ __forceinline__ void locate(const Params& p) {
        row_offset = at.n_offset;
        for (int d = 0; d < kSpatialDims; ++d)
            row_offset += at.o[d] * p.y_stride_s[d];
    }

    __device__ __forceinline__ bool valid(const Params&, const TileState& tile, int l,
                                          Index& offset) const {
        offset = channel_offset[l] + row_offset;
        return channel_valid[l] && at.row < tile.k_end;
    }

    __device__ __forceinline__ void advance(const Params& p, const TileState&) {
        at.advance(p, p.y_stride_n);
        locate(p);
    }
};

// B = X im2col: element (kk, column), column = tap * C + c, read along c.  One row
// cursor per thread; per vector only the column's tap (reach) differs.
struct BAccess {
    RowCursor at;
    Index row_offset;                       // X offset of (n, o * stride..) of the thread's row
    bool column_valid[kLoadsB];             // the B column (tap, c) exists
    Index column_offset[kLoadsB];           // X offset of (g, c) and of the tap's reach
    Index channel_index[kLoadsB];           // G x C index of the column's channel (the prologue's)
    Index start[kSpatialDims];              // o * stride of the thread's row
    Index reach[kLoadsB][kSpatialDims];     // f * dilation - pad of the column's tap

    __device__ __forceinline__ void init(const Params& p, const TileState& tile) {
        int kk = 0;
        for (int l = 0; l < kLoadsB; ++l) {
            int slot = 0, n = 0;
            const bool exists = b_vector(l, slot, kk, n);
            const Index column = tile.n_begin + n;
            column_valid[l] = exists && column < p.columns;
            const Index col = column_valid[l] ? column : 0;
            channel_index[l] = (tile.group0 + slot) * p.channels + col % p.channels;
            Index tap = col / p.channels;
            column_offset[l] = (tile.group0 + slot) * p.x_stride_g + col % p.channels;
            for (int d = kSpatialDims - 1; d >= 0; --d) {
                const Index f = tap % p.filter[d];
                tap /= p.filter[d];
                reach[l][d] = f * p.dilation[d] - p.pad[d];
                column_offset[l] += reach[l][d] * p.x_stride_s[d];
            }
        }
        at.init(p, tile.k_begin + kk, p.x_stride_n);
        locate(p);
    }

    __device__ __forceinline__ void locate(const Params& p) {
        row_offset = at.n_offset;
        for (int d = 0; d < kSpatialDims; ++d) {
            start[d] = at.o[d] * p.stride[d];
            row_offset += start[d] * p.x_stride_s[d];
        }
    }

    __device__ __forceinline__ Index prologue_channel(const Params&, const TileState&, int l) const {
        return channel_index[l];
    }

    __device__ __forceinline__ bool valid(const Params& p, const TileState& tile, int l,
                                          Index& offset) const {
        bool inside = column_valid[l] && at.row < tile.k_end;
        for (int d = 0; d < kSpatialDims; ++d) {
            const Index i = start[d] + reach[l][d];          // input position along d
            inside = inside && i >= 0 && i < p.input[d];
        }
        offset = column_offset[l] + row_offset;
        return inside;
    }

    __device__ __forceinline__ void advance(const Params& p, const TileState&) {
        at.advance(p, p.x_stride_n);
        locate(p);
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
    if (params.splits == 1) {
                hipconv::Vec<WType, 8> out;
                for (int e = 0; e < 8; ++e)
                    out.v[e] = hipconv::from_accumulator<WType>(values[e]);
                hipconv::store_vec<8>(params.dw + offset, out);
            }
            else for (int e = 0; e < 8; ++e)
                hipconv::atomic_add(params.workspace + offset + e, values[e]);
}

__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, 1) bwd_weight_2d_fp16_mma_bn_relu_prologue_kernel(Params params) {
    TileState tile;
    const Index group_block = static_cast<Index>(blockIdx.z) / params.splits;
    tile.slice = static_cast<int>(blockIdx.z % params.splits);
    tile.k_begin = static_cast<Index>(tile.slice) * params.chunk;
    tile.k_end = params.k_total - tile.k_begin < params.chunk ? params.k_total : tile.k_begin + params.chunk;
    tile.k_steps = (tile.k_end - tile.k_begin + kBlockK - 1) / kBlockK;
    tile.group0 = group_block * kGroupsPerBlock;
    tile.m_begin = static_cast<Index>(blockIdx.x) * kBlockM;
    tile.n_begin = static_cast<Index>(blockIdx.y) * kBlockN;

    HIPCONV_DYNAMIC_SHARED(unsigned char, shared_bytes);
    AType* const a_smem = reinterpret_cast<AType*>(shared_bytes);
    BType* const b_smem = reinterpret_cast<BType*>(shared_bytes) + kStages * kAStageElements;
    const int lane = hipconv::lane_id();
    const int warp = hipconv::warp_id();
    const int warp_m0 = (warp / kWarpsN) * kWarpM;      // first tile row of this warp
    const int warp_n0 = (warp % kWarpsN) * kWarpN;      // first tile column of this warp
    constexpr int slot = 0;

    float acc[kFragmentsM][kFragmentsN][4];
    for (int i = 0; i < kFragmentsM; ++i)
        for (int j = 0; j < kFragmentsN; ++j)
            for (int r = 0; r < 4; ++r)
                acc[i][j][r] = 0.0f;

    AAccess a_access;
    BAccess b_access;
    a_access.init(params, tile);
    b_access.init(params, tile);
    const Index k_steps = tile.k_steps;

    // Where the vector (m, kk) of A and (slot, kk, n) of B go in `stage`'s padded tiles.
    auto a_destination = [&](int stage, int m, int kk) {
        return a_smem + stage * kAStageElements + kk * kARowLength + m;
    };
    auto b_destination = [&](int stage, int b_slot, int kk, int n) {
        return b_smem + stage * kBStageElements + b_slot * kBSlotElements + kk * kBRowLength + n;
    };
    // Global -> shared for one k-step into `stage`: one 16-byte cp.async per vector,
    // zero-filled where the direction says the vector does not exist.
    // B is read through registers (X for the prologue): issue_loads fetches it into
    // registers (zero where they do not exist) and store_fetched(stage) writes them to
    // shared memory, after the current stage's multiply is issued, so their latency
    // overlaps it.
    // The prologue (relu(x * scale + shift)) runs in store_fetched on the elements inside X,
    // in fp32, rounded once to the operand's type; the zeros outside X (the padding) stay zeros.
    hipconv::Vec<BType, kVectorB> b_fetched[kLoadsB];
    bool b_inside[kLoadsB];              // the vector lies inside X (else: zeros)
    Index b_channel[kLoadsB];            // the G x C index of its first channel
    auto issue_loads = [&](int stage) {
        for (int l = 0; l < kLoadsA; ++l) {
            int m = 0, kk = 0;
            if (a_vector(l, m, kk)) {
                Index offset = 0;
                const bool valid = a_access.valid(params, tile, l, offset);
                hipconv::cp_async_16(a_destination(stage, m, kk), a_tensor(params) + (valid ? offset : 0), valid);
            }
        }
        for (int l = 0; l < kLoadsB; ++l) {
            int b_slot = 0, kk = 0, n = 0;
            if (b_vector(l, b_slot, kk, n)) {
                Index offset = 0;
                const bool valid = b_access.valid(params, tile, l, offset);
                b_inside[l] = valid;
                b_channel[l] = b_access.prologue_channel(params, tile, l);
                if (valid)
                    b_fetched[l] = hipconv::load_vec<kVectorB>(b_tensor(params) + offset);
            }
        }
        a_access.advance(params, tile);
        b_access.advance(params, tile);
    };
    auto store_fetched = [&](int stage) {
        for (int l = 0; l < kLoadsB; ++l) {
            int b_slot = 0, kk = 0, n = 0;
            if (!b_vector(l, b_slot, kk, n))
                continue;
            hipconv::Vec<BType, kVectorB> out;
            for (int e = 0; e < kVectorB; ++e) {
                const float value = b_inside[l] ? hipconv::to_float(b_fetched[l].v[e]) : 0.0f;
                out.v[e] = hipconv::from_float<BType>(b_inside[l] ? hipconv::epilogue::relu(((value * params.prologue_scale[b_channel[l] + e]) + params.prologue_shift[b_channel[l] + e])) : 0.0f);
            }
            hipconv::store_vec<kVectorB>(b_destination(stage, b_slot, kk, n), out);
        }
    };

    // Fragments of each k16 slice of `stage` by ldmatrix, then the warp's mma grid;
    // `after_first_fragments()` runs once the first slice's ldmatrix are issued, so
    // the next stage's cp.async go out while those land.
    auto multiply_stage = [&](int stage, auto&& after_first_fragments) {
        const AType* const a_stage = a_smem + stage * kAStageElements;
        const BType* const b_stage = b_smem + stage * kBStageElements + slot * kBSlotElements;
#pragma unroll
        for (int ks = 0; ks < kBlockK; ks += 16) {
            uint32_t a_frag[kFragmentsM][4];
            uint32_t b_frag[kFragmentsN][2];
            for (int i = 0; i < kFragmentsM; ++i) {
                const int m0 = warp_m0 + i * 16;
                // A[k][m], transposed on load: the same four matrices, rows of k
                const AType* row = a_stage + (ks + (lane >> 4) * 8 + (lane & 7)) * kARowLength + m0 + ((lane >> 3) & 1) * 8;
                hipconv::ldmatrix_x4_trans(a_frag[i], row);
            }
            // This lane's ldmatrix row address for the n8 fragment pair from column n0:
            // B[k][n], transposed on load: (k 0-7, n 0-7), (k 8-15, n 0-7), (k 0-7, n 8-15), (k 8-15, n 8-15)
            auto b_row = [&](int n0) { return b_stage + (ks + (lane & 15)) * kBRowLength + n0 + (lane >> 4) * 8; };
            for (int j = 0; j + 1 < kFragmentsN; j += 2) {
                uint32_t quad[4];
                hipconv::ldmatrix_x4_trans(quad, b_row(warp_n0 + j * 8));
                b_frag[j][0] = quad[0];
                b_frag[j][1] = quad[1];
                b_frag[j + 1][0] = quad[2];
                b_frag[j + 1][1] = quad[3];
            }
            if (ks == 0)
                after_first_fragments();
            for (int i = 0; i < kFragmentsM; ++i)
                for (int j = 0; j < kFragmentsN; ++j)
                    hipconv::mma_m16n8k16<AType>(acc[i][j], a_frag[i], b_frag[j]);
        }
    };

    // Multistage pipeline: kStages - 1 k-steps in flight while one multiplies.
    for (int s = 0; s < kStages - 1; ++s) {
        if (s < k_steps) {
            issue_loads(s);
            store_fetched(s);
        }
        hipconv::cp_async_commit();
    }
    for (Index step = 0; step < k_steps; ++step) {
        hipconv::cp_async_wait<kStages - 2>();   // this step's stage has landed (own copies)
        __syncthreads();                         // ... everyone's, and step - 1's stage is free
        multiply_stage(static_cast<int>(step % kStages), [&]() {
            const Index next = step + kStages - 1;
            if (next < k_steps)
                issue_loads(static_cast<int>(next % kStages));
            hipconv::cp_async_commit();
        });
        // The fetched vectors of k-step step + kStages - 1 into its stage: the one
        // multiplied at step - 1, which every warp left before this step's barrier.
        if (step + kStages - 1 < k_steps)
            store_fetched(static_cast<int>((step + kStages - 1) % kStages));
    }
    hipconv::cp_async_wait<0>();
    __syncthreads();                             // the pipeline's memory becomes the output tile


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
        for (int e = 0; e < kVectorOut; e += 2) {   // 8-byte reads: half the bank conflicts of 4-byte ones
            const float2 pair = *reinterpret_cast<const float2*>(out_tile + m * kOutRowLength + n + e);
            values[e] = pair.x;
            values[e + 1] = pair.y;
        }
        store_output(params, tile, out_rows[m], n, values);
    }

}

constexpr int kFinishThreads = 256;

struct FinishParams {
    const float* __restrict__ workspace;
    WType* __restrict__ dw;
    int64_t elements;                                // G*K*prod(filter)*C
    const float* __restrict__ prologue_scale;      // prologue operand: per input channel (G x C), fp32
    const float* __restrict__ prologue_shift;      // prologue operand: per input channel (G x C), fp32
};

// Two-stage split-K: the fp32 workspace holds the atomically accumulated dW; one
// conversion to the 16-bit dW type (no partial sum is ever rounded to 16 bits).
// Where the element count is a multiple of kFinishVector (every slice then starts aligned), a
// thread finishes kFinishVector consecutive elements with one 16-byte load of each slice's fp32
// partials (run 122: 5.1 -> 4.1 us on a 1x1 14x14 C=1024 K=512 layer's two slices); else one
// element a thread.
constexpr int kFinishVector = 4;

HIPCONV_HOST_DEVICE inline bool finish_in_vectors(int64_t elements) { return elements % kFinishVector == 0; }

__device__ inline void bwd_weight_2d_fp16_mma_bn_relu_prologue_finish_element(const FinishParams& params, int64_t i, float value) {
    params.dw[i] = hipconv::from_float<WType>(value);
}

__global__ void __launch_bounds__(kFinishThreads) bwd_weight_2d_fp16_mma_bn_relu_prologue_finish(FinishParams params) {
    const int64_t step = static_cast<int64_t>(gridDim.x) * kFinishThreads;
    const int64_t first = static_cast<int64_t>(blockIdx.x) * kFinishThreads + threadIdx.x;
    if (finish_in_vectors(params.elements)) {
        for (int64_t i = first * kFinishVector; i < params.elements; i += step * kFinishVector) {
            const hipconv::Vec<float, kFinishVector> sum = hipconv::load_vec<kFinishVector>(params.workspace + i);
            for (int e = 0; e < kFinishVector; ++e)
                bwd_weight_2d_fp16_mma_bn_relu_prologue_finish_element(params, i + e, sum[e]);
        }
        return;
    }
    for (int64_t i = first; i < params.elements; i += step) {
        bwd_weight_2d_fp16_mma_bn_relu_prologue_finish_element(params, i, params.workspace[i]);
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
    const int64_t per_sm = hipconv::cached_resident_blocks(resident, bwd_weight_2d_fp16_mma_bn_relu_prologue_kernel, kThreads,
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

}  // namespace

extern "C" int32_t hipconv_bwd_weight_2d_fp16_mma_bn_relu_prologue_supports(const hipconv_problem* p) {
    if (p == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    if (p->spatial_dim != 2)
        return HIPCONV_REFUSED_SPATIAL_DIM;
    if (!hipconv::problem_is_valid(*p))
        return HIPCONV_REFUSED_INVALID_PROBLEM;
    if (p->in_channels % 8 != 0)   // x, w: vectors of 8 along C
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
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::X, Params::kXAxes, {true, 0}) ||   // x: the window (padding and filter reach)
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::W, Params::kWAxes, {false, 0}) ||   // w: its elements
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::Y, Params::kYAxes, {false, 0}))   // y: its elements
        return HIPCONV_REFUSED_INDEX_RANGE;
    static hipconv::PerDeviceValue shared_room;   // the device query, once per device
    if (!hipconv::kernel_runs_on_device(shared_room, bwd_weight_2d_fp16_mma_bn_relu_prologue_kernel, kSharedMemoryBytes))
        return HIPCONV_REFUSED_DEVICE;

    if (hipconv::ceil_div(column_count(p), kBlockN) > hipconv::kMaxGridYZ ||
        m_tiles(p) > hipconv::kMaxGridX ||
        p->groups / kGroupsPerBlock * split_plan(p).splits > hipconv::kMaxGridYZ)
        return HIPCONV_REFUSED_GRID_LIMIT;
    return HIPCONV_OK;
}

extern "C" int64_t hipconv_bwd_weight_2d_fp16_mma_bn_relu_prologue_workspace_size(const hipconv_problem* p) {
    if (hipconv_bwd_weight_2d_fp16_mma_bn_relu_prologue_supports(p) != HIPCONV_OK)
        return 0;
    return workspace_bytes(p);
}

// The split-K slice count run() uses for p (0 when the instance refuses p).
extern "C" int32_t hipconv_bwd_weight_2d_fp16_mma_bn_relu_prologue_split_k(const hipconv_problem* p) {
    if (hipconv_bwd_weight_2d_fp16_mma_bn_relu_prologue_supports(p) != HIPCONV_OK)
        return 0;
    return split_plan(p).splits;
}

// The split cost model's time for p at the split run() uses, in bytes of DRAM traffic
// (modelled_bytes above; 0 when the instance refuses p).
extern "C" double hipconv_bwd_weight_2d_fp16_mma_bn_relu_prologue_modelled_bytes(const hipconv_problem* p) {
    if (hipconv_bwd_weight_2d_fp16_mma_bn_relu_prologue_supports(p) != HIPCONV_OK)
        return 0.0;
    return modelled_bytes(p);
}

extern "C" int32_t hipconv_bwd_weight_2d_fp16_mma_bn_relu_prologue_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    const int32_t status = hipconv_bwd_weight_2d_fp16_mma_bn_relu_prologue_supports(p);
    if (status != HIPCONV_OK)
        return status;
    if (tensors == nullptr || tensors->x == nullptr || tensors->w == nullptr || tensors->y == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    // The epilogue's run-time operands (acc): the caller's, or the defaults.
    const hipconv_epilogue_args args = epilogue != nullptr ? *epilogue
        : hipconv_epilogue_args{1.0f, 0.0f, {}, nullptr, nullptr, 0};
    if (args.prologue_scale == nullptr)
        return HIPCONV_INVALID_ARGUMENT;   // the prologue reads `scale`
    if (args.prologue_shift == nullptr)
        return HIPCONV_INVALID_ARGUMENT;   // the prologue reads `shift`
    const hipStream_t hip_stream = static_cast<hipStream_t>(stream);
    Params params{};
    params.x = static_cast<const XType*>(tensors->x);
    params.dy = static_cast<const YType*>(tensors->y);
    params.dw = static_cast<WType*>(tensors->w);
    params.prologue_scale = args.prologue_scale;
    params.prologue_shift = args.prologue_shift;
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
    {
        int64_t rest = kBlockK;                  // block.k in the mixed radix of (n, o..)
        for (int d = kSpatialDims - 1; d >= 0; --d) {
            params.step_digit[d] = static_cast<Index>(rest % p->output[d]);
            rest /= p->output[d];
        }
        params.step_images = static_cast<Index>(rest);
    }

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
    if (const int32_t opted = hipconv::ensure_dynamic_shared_memory(shared_memory_allowed, bwd_weight_2d_fp16_mma_bn_relu_prologue_kernel,
                                                                    kSharedMemoryBytes))
        return opted;
    hipLaunchKernelGGL(bwd_weight_2d_fp16_mma_bn_relu_prologue_kernel, grid, dim3(kThreads), kSharedMemoryBytes, hip_stream, params);

    if (split.splits > 1) {
        if (const int32_t launched = hipconv::launch_status())
            return launched;
        FinishParams finish{};
        finish.workspace = params.workspace;
        finish.dw = params.dw;
        finish.elements = params.w_elements;
        const int64_t finish_blocks = hipconv::ceil_div(finish_in_vectors(finish.elements) ? finish.elements / kFinishVector : finish.elements, int64_t{kFinishThreads});
        hipLaunchKernelGGL(bwd_weight_2d_fp16_mma_bn_relu_prologue_finish, dim3(static_cast<unsigned>(finish_blocks < 65535 ? finish_blocks : 65535)),
                           dim3(kFinishThreads), 0, hip_stream, finish);
    }
    return hipconv::launch_status();
}

}  // namespace hipconv_instance_bwd_weight_2d_fp16_mma_bn_relu_prologue
