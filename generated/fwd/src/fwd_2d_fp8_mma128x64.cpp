// @generated from specs/fwd.yaml, instance fwd_2d_fp8_mma128x64; do not edit.
// Regenerate with: python -m codegen specs/fwd.yaml
//
// signature: forward, 2D, x NHWGC fp8_e4m3, w GKYXC fp8_e4m3, y NHWGK bf16,
//            accumulate fp32, epilogue acc
// algorithm: implicit GEMM, mma_sync micro-kernel, block 128x64x64, warp 64x32 (128 threads), 4 stage(s),
//            vectors x 16 / w 16 / y 8, specialization default, 32-bit indices
// targets:   sm_90a
//
// Forward as an implicit GEMM per group g (no im2col buffer):
//   Y[n, o.., g, k] = sum over the filter taps f.. and the channels c of
//                     X[n, i.., g, c] * W[g, k, f.., c],   i = o * stride - pad + f * dilation
//   M = N * prod(output) rows (n, o..), N = K columns, reduction = prod(filter) * C
//   walked tap by tap and, inside a tap, in channel blocks of block.k.
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
namespace hipconv_instance_fwd_2d_fp8_mma128x64 {

namespace {

using Index = int32_t;
using XType = hipconv::fp8_e4m3_t;
using WType = hipconv::fp8_e4m3_t;
using YType = hipconv::bfloat16_t;   // written
using Accumulator = float;
using AType = XType;                // GEMM A = X (implicit im2col)
using BType = WType;                // GEMM B = W
constexpr int kSpatialDims = 2;
constexpr int kVectorY = 8;   // Y stores along K (X and W vectors: kVectorA, kVectorB below)
// ---- mma_sync micro-kernel tile geometry (m16n8k32, fp32 accumulators)
constexpr int kBlockM = 128;
constexpr int kBlockN = 64;
constexpr int kBlockK = 64;
constexpr int kWarpM = 64;                // outputs per warp
constexpr int kWarpN = 32;
constexpr int kWarpsN = kBlockN / kWarpN;
constexpr int kThreads = 128;           // (kBlockM / kWarpM) * kWarpsN warps of 32
constexpr int kStages = 4;              // cp.async pipeline depth
constexpr int kGroupsPerBlock = 1;
[[maybe_unused]] constexpr int kRowsPerGroup = kBlockM / kGroupsPerBlock;   // rows of one merged group
constexpr int kFragmentsM = kWarpM / 16;            // m16 fragments per warp
constexpr int kFragmentsN = kWarpN / 8;             // n8 fragments per warp
constexpr int kOutRowLength = kBlockN + 8;          // fp32 epilogue tile row
constexpr int kStagedRowLength = kBlockN + 8;      // the converted tile's row (OutputType)
// A (x) is copied in 16-byte vectors along GEMM k; B (w) in 16-byte vectors along GEMM k.
constexpr int kVectorA = 16;
constexpr int kVectorB = 16;
// Shared-memory tiles: rows of the contiguous axis, padded by 16 elements.
constexpr int kARows = kBlockM, kARowLength = kBlockK + 16;   // A[m][k]
constexpr int kBRows = kBlockN, kBRowLength = kBlockK + 16;   // B[n][k]
constexpr int kAStageElements = kARows * kARowLength;
constexpr int kBSlotElements = kBRows * kBRowLength;
constexpr int kBStageElements = kGroupsPerBlock * kBSlotElements;
constexpr int kStageElements = kAStageElements + kBStageElements;
constexpr int kSharedMemoryBytes = 61440;
static_assert(kSharedMemoryBytes >= kStages * kStageElements * 1 &&
              kSharedMemoryBytes >= kBlockM * kOutRowLength * 4 + kBlockM * 16,
              "shared memory of the plan");
static_assert(kBlockM % kWarpM == 0 && kBlockN % kWarpN == 0 && kWarpM % 16 == 0 &&
              kWarpN % 8 == 0 && kBlockK % 32 == 0, "warp tile");

constexpr int kLoadsA = 4;   // A vectors per thread
constexpr int kLoadsB = 2;   // B vectors per thread

// Tile coordinates of this thread's l-th A vector: row m (0..kBlockM), column kk
// (0..kBlockK); kk does not depend on l.
__device__ __forceinline__ bool a_vector(int l, int& m, int& kk) {
    const int v = static_cast<int>(threadIdx.x) + l * kThreads;   // row-major, 4 vectors per row
    m = v / (kBlockK / kVectorA);
    kk = (v % (kBlockK / kVectorA)) * kVectorA;
    return v < 512;
}

// Tile coordinates of this thread's l-th B vector: merged-group slot, row kk, column n;
// slot and kk do not depend on l.
__device__ __forceinline__ bool b_vector(int l, int& slot, int& kk, int& n) {
    const int v = static_cast<int>(threadIdx.x) + l * kThreads;   // row-major, 4 vectors per row
    const int row = v / (kBlockK / kVectorB);                     // slot * kBlockN + n
    slot = row / kBlockN;
    n = row % kBlockN;
    kk = (v % (kBlockK / kVectorB)) * kVectorB;
    return v < 256;
}


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
};

// The block's tile: group and first row and column.
struct TileState {
    Index group;
    Index m_begin;                          // first GEMM row (output position) of the block
    Index n_begin;                          // first GEMM column (output channel) of the block
    Index k_steps;                          // block.k steps over the reduction: taps x channel blocks
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
struct ReductionCursor {
    Index c0;                               // first channel of the block's k-step
    Index t[kSpatialDims];                  // filter tap per dimension, innermost last

    __device__ __forceinline__ void init() {
        c0 = 0;
        for (int d = 0; d < kSpatialDims; ++d)
            t[d] = 0;
    }

    // Next k-step; true when it starts a new tap.
    __device__ __forceinline__ bool advance(const Params& p) {
        c0 += kBlockK;
        if (c0 < p.channels)
            return false;
        c0 = 0;
        hipconv::next_index(t, p.filter);
        return true;
    }
};

__device__ __forceinline__ const AType* a_tensor(const Params& p) { return p.x; }
__device__ __forceinline__ const BType* b_tensor(const Params& p) { return p.w; }

// A = X gathered: element (m, (tap, c)), read along c.  All of a thread's vectors
// share the channel column kk; per row, the offset and the inside-the-input test of
// the current tap are recomputed when the tap changes.
struct AAccess {
    ReductionCursor at;
    int kk;                                 // this thread's channel column in the k-step
    bool row_valid[kLoadsA];                // the vector's GEMM row exists
    Index row_offset[kLoadsA];              // X offset of (n, g)
    Index i_first[kLoadsA][kSpatialDims];   // input position of the first tap: o * stride - pad
    bool tap_valid[kLoadsA];                // the current tap reads inside the input
    Index tap_offset[kLoadsA];              // X offset of (n, i, g) at the current tap

    __device__ __forceinline__ void init(const Params& p, const TileState& tile) {
        for (int l = 0; l < kLoadsA; ++l) {
            int m = 0;
            const bool exists = a_vector(l, m, kk);
            const Index row = tile.m_begin + m;
            row_valid[l] = exists && row < p.m_size;
            Index n = 0, o[kSpatialDims];
            row_position(p, row_valid[l] ? row : 0, n, o);
            row_offset[l] = n * p.x_stride_n + tile.group * p.x_stride_g;
            for (int d = 0; d < kSpatialDims; ++d) {
                i_first[l][d] = o[d] * p.stride[d] - p.pad[d];
            }
        }
        at.init();
        enter_tap(p);
    }

    __device__ __forceinline__ void enter_tap(const Params& p) {
        for (int l = 0; l < kLoadsA; ++l) {
            bool inside = row_valid[l];
            Index offset = row_offset[l];
            for (int d = 0; d < kSpatialDims; ++d) {
                const Index i = i_first[l][d] + at.t[d] * p.dilation[d];
                inside = inside && i >= 0 && i < p.input[d];
                offset += i * p.x_stride_s[d];
            }
            tap_valid[l] = inside;
            tap_offset[l] = offset;
        }
    }

    __device__ __forceinline__ bool valid(const Params& p, const TileState&, int l,
                                          Index& offset) const {
        const Index c = at.c0 + kk;
        offset = tap_offset[l] + c;
        return tap_valid[l] && c < p.channels;
    }

    __device__ __forceinline__ void advance(const Params& p, const TileState&) {
        if (at.advance(p))
            enter_tap(p);
    }
};

// B = W: element ((tap, c), k), read along c.  All of a thread's vectors share the
// channel column kk; the tap's part of the offset changes with the tap.
struct BAccess {
    ReductionCursor at;
    int kk;                                 // this thread's channel column in the k-step
    bool column_valid[kLoadsB];             // the output channel k exists
    Index column_offset[kLoadsB];           // W offset of (g, k)
    Index tap_offset;                       // W offset of the current tap f..

    __device__ __forceinline__ void init(const Params& p, const TileState& tile) {
        for (int l = 0; l < kLoadsB; ++l) {
            int slot = 0, n = 0;
            const bool exists = b_vector(l, slot, kk, n);
            (void)slot;
            const Index k = tile.n_begin + n;
            column_valid[l] = exists && k < p.out_channels;
            column_offset[l] = tile.group * p.w_stride_g + (column_valid[l] ? k : 0) * p.w_stride_k;
        }
        at.init();
        enter_tap(p);
    }

    __device__ __forceinline__ void enter_tap(const Params& p) {
        tap_offset = 0;
        for (int d = 0; d < kSpatialDims; ++d)
            tap_offset += at.t[d] * p.w_stride_s[d];
    }

    __device__ __forceinline__ bool valid(const Params& p, const TileState&, int l,
                                          Index& offset) const {
        const Index c = at.c0 + kk;
        offset = column_offset[l] + c + tap_offset;
        return column_valid[l] && c < p.channels;
    }

    __device__ __forceinline__ void advance(const Params& p, const TileState&) {
        if (at.advance(p))
            enter_tap(p);
    }
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
    tile.k_steps = taps * ((params.channels + kBlockK - 1) / kBlockK);
    return true;
}

template <int kActivation>
__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, 1) fwd_2d_fp8_mma128x64_kernel(Params params) {
    TileState tile;
    if (!tile_at(params, blockIdx.x, blockIdx.y, blockIdx.z, tile))
        return;   // the whole block

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
        return a_smem + stage * kAStageElements + m * kARowLength + kk;
    };
    auto b_destination = [&](int stage, int b_slot, int kk, int n) {
        return b_smem + stage * kBStageElements + b_slot * kBSlotElements + n * kBRowLength + kk;
    };
    // Global -> shared for one k-step into `stage`: one 16-byte cp.async per vector,
    // zero-filled where the direction says the vector does not exist.
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
                hipconv::cp_async_16(b_destination(stage, b_slot, kk, n), b_tensor(params) + (valid ? offset : 0), valid);
            }
        }
        a_access.advance(params, tile);
        b_access.advance(params, tile);
    };

    // Fragments of each k16 slice of `stage` by ldmatrix, then the warp's mma grid;
    // `after_first_fragments()` runs once the first slice's ldmatrix are issued, so
    // the next stage's cp.async go out while those land.
    auto multiply_stage = [&](int stage, auto&& after_first_fragments) {
        const AType* const a_stage = a_smem + stage * kAStageElements;
        const BType* const b_stage = b_smem + stage * kBStageElements + slot * kBSlotElements;
#pragma unroll
        for (int ks = 0; ks < kBlockK; ks += 32) {   // one m16n8k32 per 32 fp8 k: the bytes of a 16-bit k16 slice
            uint32_t a_frag[kFragmentsM][4];
            uint32_t b_frag[kFragmentsN][2];
            for (int i = 0; i < kFragmentsM; ++i) {
                const int m0 = warp_m0 + i * 16;
                // A[m][k]: matrices (m 0-7, k 0-7), (m 8-15, k 0-7), (m 0-7, k 8-15), (m 8-15, k 8-15)
                const AType* row = a_stage + (m0 + (lane & 15)) * kARowLength + ks + (lane >> 4) * 16;
                hipconv::ldmatrix_x4(a_frag[i], row);
            }
            // This lane's ldmatrix row address for the n8 fragment pair from column n0:
            // B[n][k]: matrices (n 0-7, k 0-7), (n 0-7, k 8-15), (n 8-15, k 0-7), (n 8-15, k 8-15)
            auto b_row = [&](int n0) { return b_stage + (n0 + (lane >> 4) * 8 + (lane & 7)) * kBRowLength + ks + ((lane >> 3) & 1) * 16; };
            for (int j = 0; j + 1 < kFragmentsN; j += 2) {
                uint32_t quad[4];
                hipconv::ldmatrix_x4(quad, b_row(warp_n0 + j * 8));
                b_frag[j][0] = quad[0];
                b_frag[j][1] = quad[1];
                b_frag[j + 1][0] = quad[2];
                b_frag[j + 1][1] = quad[3];
            }
            if (ks == 0)
                after_first_fragments();
            for (int i = 0; i < kFragmentsM; ++i)
                for (int j = 0; j < kFragmentsN; ++j)
                    hipconv::mma_m16n8k32<AType>(acc[i][j], a_frag[i], b_frag[j]);
        }
    };

    // Multistage pipeline: kStages - 1 k-steps in flight while one multiplies.
    for (int s = 0; s < kStages - 1; ++s) {
        if (s < k_steps) {
            issue_loads(s);
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
    }
    hipconv::cp_async_wait<0>();
    __syncthreads();                             // the pipeline's memory becomes the output tile


    OutputType* const out_tile = reinterpret_cast<OutputType*>(shared_bytes);   // [kBlockM][kStagedRowLength]
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

}

}  // namespace

// ---------------------------------------------------------------- host side

namespace {

int64_t gemm_rows(const hipconv_problem* p) {
    return p->batch * hipconv::product(p->output, p->spatial_dim);
}

}  // namespace

extern "C" int32_t hipconv_fwd_2d_fp8_mma128x64_supports(const hipconv_problem* p) {
    if (p == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    if (p->spatial_dim != 2)
        return HIPCONV_REFUSED_SPATIAL_DIM;
    if (!hipconv::problem_is_valid(*p))
        return HIPCONV_REFUSED_INVALID_PROBLEM;
    if (p->in_channels % 16 != 0)   // x, w: vectors of 16 along C
        return HIPCONV_REFUSED_C_VECTOR;
    if (p->out_channels % 8 != 0)   // y: vectors of 8 along K
        return HIPCONV_REFUSED_K_VECTOR;
    if (!hipconv::strides_addressable(*p, hipconv::Role::X, Params::kXAxes, 16, false))
        return HIPCONV_REFUSED_STRIDES;
    if (!hipconv::strides_addressable(*p, hipconv::Role::W, Params::kWAxes, 16, false))
        return HIPCONV_REFUSED_STRIDES;
    if (!hipconv::strides_addressable(*p, hipconv::Role::Y, Params::kYAxes, 8, true))
        return HIPCONV_REFUSED_STRIDES;
    // 32-bit indices: the sizes, and the offsets each tensor's kernels form (plan.index_reach)
    if (!hipconv::fits_32bit_indices(*p) ||
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::X, Params::kXAxes, {true, 0}) ||   // x: the window (padding and filter reach)
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::W, Params::kWAxes, {false, 0}) ||   // w: its elements
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::Y, Params::kYAxes, {false, 0}))   // y: its elements
        return HIPCONV_REFUSED_INDEX_RANGE;
    static hipconv::PerDeviceValue shared_room;   // the device query, once per device
    if (!hipconv::kernel_runs_on_device(shared_room, fwd_2d_fp8_mma128x64_kernel<0>, kSharedMemoryBytes))
        return HIPCONV_REFUSED_DEVICE;

    if (hipconv::ceil_div(p->out_channels, kBlockN) > hipconv::kMaxGridYZ || p->groups > hipconv::kMaxGridYZ ||
        hipconv::ceil_div(gemm_rows(p), kBlockM) > hipconv::kMaxGridX)
        return HIPCONV_REFUSED_GRID_LIMIT;
    return HIPCONV_OK;
}

extern "C" int64_t hipconv_fwd_2d_fp8_mma128x64_workspace_size(const hipconv_problem* p) {
    (void)p;
    return 0;   // forward writes Y directly
}

extern "C" int32_t hipconv_fwd_2d_fp8_mma128x64_split_k(const hipconv_problem* p) {
    (void)p;
    return 1;
}

extern "C" int32_t hipconv_fwd_2d_fp8_mma128x64_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    (void)workspace;
    const int32_t status = hipconv_fwd_2d_fp8_mma128x64_supports(p);
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
    const dim3 grid(static_cast<unsigned>(hipconv::ceil_div(gemm_rows(p), kBlockM)),
                    static_cast<unsigned>(hipconv::ceil_div(p->out_channels, kBlockN)),
                    static_cast<unsigned>(p->groups));
    // The kernel of the call's activation shape; without activation code where it asks for none.
    const int activation = hipconv::epilogue::activation_kernel(params.activation);
    const auto kernel = hipconv::epilogue::kernel_of_activation(activation, fwd_2d_fp8_mma128x64_kernel<0>, fwd_2d_fp8_mma128x64_kernel<1>, fwd_2d_fp8_mma128x64_kernel<2>, fwd_2d_fp8_mma128x64_kernel<3>);
    static hipconv::PerDeviceValue shared_memory_allowed[4];
    if (const int32_t opted = hipconv::ensure_dynamic_shared_memory(shared_memory_allowed[activation], kernel,
                                                                    kSharedMemoryBytes))
        return opted;
    hipLaunchKernelGGL(kernel, grid, dim3(kThreads), kSharedMemoryBytes, static_cast<hipStream_t>(stream), params);

    return hipconv::launch_status();
}

}  // namespace hipconv_instance_fwd_2d_fp8_mma128x64
