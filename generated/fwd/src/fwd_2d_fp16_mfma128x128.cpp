// @generated from specs/fwd.yaml, instance fwd_2d_fp16_mfma128x128; do not edit.
// Regenerate with: python -m codegen specs/fwd.yaml
//
// signature: forward, 2D, x NHWGC fp16, w GKYXC fp16, y NHWGK fp16,
//            accumulate fp32, epilogue acc
// algorithm: implicit GEMM, mfma micro-kernel, block 128x128x32, warp 64x64, instruction 32x32x8 (256 threads), 2 stage(s),
//            vectors x 8 / w 8 / y 8, specialization default, 32-bit indices
// targets:   gfx90a, gfx940
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
#include "hipconv/mfma.h"
#include "hipconv/fragments.h"
#include "hipconv/epilogue.h"
#include "hipconv_fwd.h"

// Everything below is in this instance's own namespace (closed at the end of the file), so
// that several instance sources can be compiled as one translation unit (the build option
// HIPCONV_BATCH_SIZE); the exported extern "C" functions keep their C names.
namespace hipconv_instance_fwd_2d_fp16_mfma128x128 {

namespace {

using Index = int32_t;
using XType = hipconv::half_t;
using WType = hipconv::half_t;
using YType = hipconv::half_t;   // written
using Accumulator = float;
using AType = XType;                // GEMM A = X (implicit im2col)
using BType = WType;                // GEMM B = W
constexpr int kSpatialDims = 2;
constexpr int kVectorY = 8;   // Y stores along K (X and W vectors: kVectorA, kVectorB below)
// ---- mfma micro-kernel tile geometry (v_mfma_f32_32x32x8f16, fp32 accumulators, wave64)
constexpr int kBlockM = 128;
constexpr int kBlockN = 128;
constexpr int kBlockK = 32;
constexpr int kWaveM = 64;                 // outputs per wavefront (the `warp` tile)
constexpr int kWaveN = 64;
constexpr int kWavesN = kBlockN / kWaveN;
constexpr int kThreads = 256;            // (kBlockM / kWaveM) * kWavesN wavefronts of 64
constexpr int kStages = 2;               // LDS buffers
constexpr int kGroupsPerBlock = 1;
[[maybe_unused]] constexpr int kRowsPerGroup = kBlockM / kGroupsPerBlock;   // rows of one merged group
constexpr int kInstructionM = 32;            // v_mfma_f32_32x32x8
constexpr int kInstructionN = 32;
constexpr int kInstructionK = 8;
constexpr int kFragmentsM = kWaveM / kInstructionM;  // instructions per wavefront along m
constexpr int kFragmentsN = kWaveN / kInstructionN;  // ... and along n
constexpr int kAccumulators = hipconv::frag::mfma_32x32x8_c_elements;   // fp32 per lane and instruction
// A (x) is read in 16-byte vectors along GEMM k; B (w) along GEMM k.
constexpr int kVectorA = 8;
constexpr int kVectorB = 8;
// LDS tiles in 16-bit elements, rows padded so that the fragment reads hit distinct banks
// (MfmaMicroKernel.operand_tile has the arithmetic).
constexpr int kARows = kBlockM, kARowLength = kBlockK + 4;   // A[m][k]: one 8-byte read per fragment
constexpr int kBRows = kBlockN, kBRowLength = kBlockK + 4;   // B[n][k]: one 8-byte read per fragment
constexpr int kAStageElements = kARows * kARowLength;
constexpr int kBSlotElements = kBRows * kBRowLength;
constexpr int kBStageElements = kGroupsPerBlock * kBSlotElements;
// The epilogue stages the fp32 tile in kEpiloguePasses passes over the wavefronts'
// fragment rows: kStagedRows rows of kOutRowLength floats, the tile's row table behind.
constexpr int kEpiloguePasses = 2;
constexpr int kStagedRows = kBlockM / kEpiloguePasses;
constexpr int kOutRowLength = kBlockN + 4;
constexpr int kSharedMemoryBytes = 36864;
static_assert(kSharedMemoryBytes >= kStages * (kAStageElements + kBStageElements) * 2 &&
              kSharedMemoryBytes >= kStagedRows * kOutRowLength * 4 + kBlockM * 16,
              "LDS of the plan");
static_assert(kBlockM % kWaveM == 0 && kBlockN % kWaveN == 0 && kWaveM % kInstructionM == 0 &&
              kWaveN % kInstructionN == 0 && kBlockK % kInstructionK == 0 &&
              kFragmentsM % kEpiloguePasses == 0, "wave tile");

constexpr int kLoadsA = 2;   // A vectors per thread
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
    return v < 512;
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
// kVectorOut output channels of an output row, tile columns n.. .
template <int kActivation>
__device__ __forceinline__ void store_output(const Params& p, const TileState& tile,
                                             const OutputRow& row, int n, const Accumulator* values) {
    if (!row.valid || tile.n_begin + n >= p.out_channels)
        return;
    hipconv::Vec<YType, kVectorOut> out;
    for (int e = 0; e < kVectorOut; ++e)
        out.v[e] = hipconv::from_accumulator<YType>(hipconv::optional_epilogue<kActivation>(values[e], p.bias, tile.group * p.out_channels + tile.n_begin + n + e, p.activation_form));
    hipconv::store_vec<kVectorOut>(p.y + row.offset + n, out);
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
__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, 1) fwd_2d_fp16_mfma128x128_kernel(Params params) {
    TileState tile;
    if (!tile_at(params, blockIdx.x, blockIdx.y, blockIdx.z, tile))
        return;   // the whole block

    __shared__ __align__(16) unsigned char shared_bytes[kSharedMemoryBytes];
    AType* const a_smem = reinterpret_cast<AType*>(shared_bytes);
    BType* const b_smem = reinterpret_cast<BType*>(shared_bytes + kStages * kAStageElements * sizeof(AType));
    const int lane = hipconv::wave_lane();
    const int wave = hipconv::wave_index();
    const int wave_m0 = (wave / kWavesN) * kWaveM;      // first tile row of this wavefront
    const int wave_n0 = (wave % kWavesN) * kWaveN;      // first tile column of this wavefront
    constexpr int slot = 0;

    hipconv::MfmaAccumulators<kAccumulators> acc[kFragmentsM][kFragmentsN];
#pragma unroll
    for (int i = 0; i < kFragmentsM; ++i)
#pragma unroll
        for (int j = 0; j < kFragmentsN; ++j)
#pragma unroll
            for (int r = 0; r < kAccumulators; ++r)
                acc[i][j][r] = 0.0f;

    AAccess a_access;
    BAccess b_access;
    a_access.init(params, tile);
    b_access.init(params, tile);
    hipconv::Vec<AType, kVectorA> a_regs[kLoadsA];
    hipconv::Vec<BType, kVectorB> b_regs[kLoadsB];
    const Index k_steps = tile.k_steps;

    // Global -> registers for the next k-step: one 16-byte load per vector, zeros where
    // the direction says the vector does not exist; both cursors advance.
    auto load_tiles = [&]() {
#pragma unroll
        for (int l = 0; l < kLoadsA; ++l) {
            int m = 0, kk = 0;
            Index offset = 0;
            if (a_vector(l, m, kk) && a_access.valid(params, tile, l, offset))
                a_regs[l] = hipconv::load_vec<kVectorA>(a_tensor(params) + offset);
            else
                a_regs[l] = hipconv::Vec<AType, kVectorA>{};
        }
#pragma unroll
        for (int l = 0; l < kLoadsB; ++l) {
            int b_slot = 0, kk = 0, n = 0;
            Index offset = 0;
            if (b_vector(l, b_slot, kk, n) && b_access.valid(params, tile, l, offset))
                b_regs[l] = hipconv::load_vec<kVectorB>(b_tensor(params) + offset);
            else
                b_regs[l] = hipconv::Vec<BType, kVectorB>{};
        }
        a_access.advance(params, tile);
        b_access.advance(params, tile);
    };

    // Registers -> LDS `stage`: each vector as two 8-byte halves (the padded rows are
    // 8-byte aligned), along the axis it was loaded along.
    auto store_tiles = [&](int stage) {
        AType* const a_stage = a_smem + stage * kAStageElements;
        BType* const b_stage = b_smem + stage * kBStageElements;
#pragma unroll
        for (int l = 0; l < kLoadsA; ++l) {
            int m = 0, kk = 0;
            if (a_vector(l, m, kk))
                hipconv::store_vec8_as_halves(a_stage + m * kARowLength + kk, a_regs[l]);   // A[m][kk..kk+7]
        }
#pragma unroll
        for (int l = 0; l < kLoadsB; ++l) {
            int b_slot = 0, kk = 0, n = 0;
            if (b_vector(l, b_slot, kk, n))
                hipconv::store_vec8_as_halves(b_stage + b_slot * kBSlotElements + n * kBRowLength + kk, b_regs[l]);   // B[n][kk..kk+7]
        }
    };

    // Per k-slice of the instruction: each lane's fragments (element e at (row, col)(lane, e)
    // of frag::mfma_32x32x8_a and frag::mfma_32x32x8_b), then the wavefront's kFragmentsM x kFragmentsN
    // instructions.
    auto multiply_tiles = [&](int stage) {
        const AType* const a_stage = a_smem + stage * kAStageElements;
        const BType* const b_stage = b_smem + stage * kBStageElements + slot * kBSlotElements;
#pragma unroll
        for (int ks = 0; ks < kBlockK; ks += kInstructionK) {
            hipconv::MfmaOperand<AType> a_frag[kFragmentsM];
            hipconv::MfmaOperand<BType> b_frag[kFragmentsN];
#pragma unroll
            for (int i = 0; i < kFragmentsM; ++i) {
                const int m0 = wave_m0 + i * kInstructionM;
                // elements 0..3 are consecutive k of one row: one 8-byte read
                a_frag[i] = hipconv::load_vec<4>(a_stage + (m0 + hipconv::frag::mfma_32x32x8_a_row(lane, 0)) * kARowLength +
                                                 ks + hipconv::frag::mfma_32x32x8_a_col(lane, 0));
            }
#pragma unroll
            for (int j = 0; j < kFragmentsN; ++j) {
                const int n0 = wave_n0 + j * kInstructionN;
                // elements 0..3 are consecutive k of one column: one 8-byte read
                b_frag[j] = hipconv::load_vec<4>(b_stage + (n0 + hipconv::frag::mfma_32x32x8_b_col(lane, 0)) * kBRowLength +
                                                 ks + hipconv::frag::mfma_32x32x8_b_row(lane, 0));
            }
#pragma unroll
            for (int i = 0; i < kFragmentsM; ++i)
#pragma unroll
                for (int j = 0; j < kFragmentsN; ++j)
                    hipconv::mfma_32x32x8<AType>(acc[i][j], a_frag[i], b_frag[j]);
        }
    };

    // Double buffering: the next k-step's global loads are in flight while this one
    // multiplies, then land in the other stage; one barrier per k-step.
    if (k_steps > 0) {
        load_tiles();
        store_tiles(0);
    }
    __syncthreads();
    for (Index step = 0; step < k_steps; ++step) {
        const int stage = static_cast<int>(step & 1);
        const bool has_next = step + 1 < k_steps;
        if (has_next)
            load_tiles();
        multiply_tiles(stage);
        if (has_next)
            store_tiles(stage ^ 1);
        __syncthreads();                         // (after the last step: the LDS is free)
    }


    constexpr int kPassFragments = kFragmentsM / kEpiloguePasses;   // a wavefront's fragment rows per pass
    constexpr int kWaveStagedRows = kPassFragments * kInstructionM;  // ... its staged rows per pass
    float* const out_tile = reinterpret_cast<float*>(shared_bytes);   // [kStagedRows][kOutRowLength]
    OutputRow* const out_rows = reinterpret_cast<OutputRow*>(out_tile + kStagedRows * kOutRowLength);   // [kBlockM]
    for (int m = static_cast<int>(threadIdx.x); m < kBlockM; m += kThreads)
        out_rows[m] = output_row(params, tile, m);
    const int wave_staged0 = (wave_m0 / kWaveM) * kWaveStagedRows;  // this wavefront's first staged row
#pragma unroll
    for (int pass = 0; pass < kEpiloguePasses; ++pass) {
        if (pass > 0)
            __syncthreads();                     // the previous pass's rows are stored
#pragma unroll
        for (int f = 0; f < kPassFragments; ++f)
#pragma unroll
            for (int j = 0; j < kFragmentsN; ++j)
#pragma unroll
                for (int r = 0; r < kAccumulators; ++r) {   // a lane holds one column of the instruction's tile
                    const int s = wave_staged0 + f * kInstructionM + hipconv::frag::mfma_32x32x8_c_row(lane, r);
                    const int n = wave_n0 + j * kInstructionN + hipconv::frag::mfma_32x32x8_c_col(lane, r);
                    out_tile[s * kOutRowLength + n] = acc[pass * kPassFragments + f][j][r];
                }
        __syncthreads();
        constexpr int kOutVectors = kStagedRows * kBlockN / kVectorOut;
        for (int v = static_cast<int>(threadIdx.x); v < kOutVectors; v += kThreads) {
            const int s = v / (kBlockN / kVectorOut);
            const int m = (s / kWaveStagedRows) * kWaveM + pass * kWaveStagedRows + s % kWaveStagedRows;   // the tile row of staged row s
            const int n = (v % (kBlockN / kVectorOut)) * kVectorOut;
            float values[kVectorOut];
            for (int e = 0; e < kVectorOut; e += 2) {   // 8-byte reads: half the bank conflicts of 4-byte ones
                const float2 pair = *reinterpret_cast<const float2*>(out_tile + s * kOutRowLength + n + e);
                values[e] = pair.x;
                values[e + 1] = pair.y;
            }
            store_output<kActivation>(params, tile, out_rows[m], n, values);
        }
    }

}

}  // namespace

// ---------------------------------------------------------------- host side

namespace {

int64_t gemm_rows(const hipconv_problem* p) {
    return p->batch * hipconv::product(p->output, p->spatial_dim);
}

}  // namespace

extern "C" int32_t hipconv_fwd_2d_fp16_mfma128x128_supports(const hipconv_problem* p) {
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
    if (!hipconv::strides_addressable(*p, hipconv::Role::W, Params::kWAxes, 8, false))
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
    if (!hipconv::kernel_runs_on_device(shared_room, fwd_2d_fp16_mfma128x128_kernel<0>, 0))
        return HIPCONV_REFUSED_DEVICE;

    if (hipconv::ceil_div(p->out_channels, kBlockN) > hipconv::kMaxGridYZ || p->groups > hipconv::kMaxGridYZ ||
        hipconv::ceil_div(gemm_rows(p), kBlockM) > hipconv::kMaxGridX)
        return HIPCONV_REFUSED_GRID_LIMIT;
    return HIPCONV_OK;
}

extern "C" int64_t hipconv_fwd_2d_fp16_mfma128x128_workspace_size(const hipconv_problem* p) {
    (void)p;
    return 0;   // forward writes Y directly
}

extern "C" int32_t hipconv_fwd_2d_fp16_mfma128x128_split_k(const hipconv_problem* p) {
    (void)p;
    return 1;
}

extern "C" int32_t hipconv_fwd_2d_fp16_mfma128x128_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    (void)workspace;
    const int32_t status = hipconv_fwd_2d_fp16_mfma128x128_supports(p);
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
    const auto kernel = hipconv::epilogue::kernel_of_activation(activation, fwd_2d_fp16_mfma128x128_kernel<0>, fwd_2d_fp16_mfma128x128_kernel<1>, fwd_2d_fp16_mfma128x128_kernel<2>, fwd_2d_fp16_mfma128x128_kernel<3>);
    hipLaunchKernelGGL(kernel, grid, dim3(kThreads), 0, static_cast<hipStream_t>(stream), params);

    return hipconv::launch_status();
}

}  // namespace hipconv_instance_fwd_2d_fp16_mfma128x128
