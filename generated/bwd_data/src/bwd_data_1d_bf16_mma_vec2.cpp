// @generated from specs/bwd_data.yaml, instance bwd_data_1d_bf16_mma_vec2; do not edit.
// Regenerate with: python -m codegen specs/bwd_data.yaml
//
// signature: backward_data, 1D, x NWGC bf16, w GKXC bf16, y NWGK bf16,
//            accumulate fp32, epilogue acc
// algorithm: implicit GEMM, mma_sync micro-kernel, block 128x64x32, warp 64x32 (128 threads), 4 stage(s),
//            vectors x 2 / w 2 / y 2, specialization default, 32-bit indices
// targets:   sm_80, sm_90a
//
// Backward-data as an implicit GEMM per group g (no im2col / col2im buffers):
//   dX[n, i.., g, c] = sum over k and the filter taps f.. that reach i.. of
//                      dY[n, o.., g, k] * W[g, k, f.., c],   o = (i + pad - f*dilation) / stride
// Stride phases: input positions with (i + pad) % stride == r (per dimension)
// are reached only by the taps with (f * dilation) % stride == r.  Each phase
// r is a dense GEMM with M = N * (positions of the phase), N = C and
// K = K * (taps of the phase); a phase without taps writes zeros.  All phases
// run in one launch: grid.z = G * prod(stride).
#include <stdint.h>

#include "hipconv/platform.h"
#include "hipconv/numeric.h"
#include "hipconv/host.h"
#include "hipconv/mma.h"
#include "hipconv/fragments.h"
#include "hipconv_bwd_data.h"

// Everything below is in this instance's own namespace (closed at the end of the file), so
// that several instance sources can be compiled as one translation unit (the build option
// HIPCONV_BATCH_SIZE); the exported extern "C" functions keep their C names.
namespace hipconv_instance_bwd_data_1d_bf16_mma_vec2 {

namespace {

using Index = int32_t;
using XType = hipconv::bfloat16_t;   // dX, written
using WType = hipconv::bfloat16_t;
using YType = hipconv::bfloat16_t;   // dY
using Accumulator = float;
using AType = YType;                // GEMM A = dY
using BType = WType;                // GEMM B = W
constexpr int kSpatialDims = 1;
constexpr int kVectorX = 2;   // dX stores along C (dY and W vectors: kVectorA, kVectorB below)
// ---- mma_sync micro-kernel tile geometry (m16n8k16, fp32 accumulators)
constexpr int kBlockM = 128;
constexpr int kBlockN = 64;
constexpr int kBlockK = 32;
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
// A (y) is copied in 4-byte vectors along GEMM k; B (w) in 4-byte vectors along GEMM n.
constexpr int kVectorA = 2;
constexpr int kVectorB = 2;
// Shared-memory tiles: rows of the contiguous axis, padded by 8 elements.
constexpr int kARows = kBlockM, kARowLength = kBlockK + 8;   // A[m][k]
constexpr int kBRows = kBlockK, kBRowLength = kBlockN + 8;   // B[k][n]
constexpr int kAStageElements = kARows * kARowLength;
constexpr int kBSlotElements = kBRows * kBRowLength;
constexpr int kBStageElements = kGroupsPerBlock * kBSlotElements;
constexpr int kStageElements = kAStageElements + kBStageElements;
constexpr int kSharedMemoryBytes = 59392;
static_assert(kSharedMemoryBytes >= kStages * kStageElements * 2 &&
              kSharedMemoryBytes >= kBlockM * kOutRowLength * 4 + kBlockM * 16,
              "shared memory of the plan");
static_assert(kBlockM % kWarpM == 0 && kBlockN % kWarpN == 0 && kWarpM % 16 == 0 &&
              kWarpN % 8 == 0 && kBlockK % 16 == 0, "warp tile");

constexpr int kLoadsA = 16;   // A vectors per thread
constexpr int kLoadsB = 8;   // B vectors per thread
constexpr int kThreadsPerRowB = 4;   // threads sharing one k row of B

// Tile coordinates of this thread's l-th A vector: row m (0..kBlockM), column kk
// (0..kBlockK); kk does not depend on l.
__device__ __forceinline__ bool a_vector(int l, int& m, int& kk) {
    const int v = static_cast<int>(threadIdx.x) + l * kThreads;   // row-major, 16 vectors per row
    m = v / (kBlockK / kVectorA);
    kk = (v % (kBlockK / kVectorA)) * kVectorA;
    return v < 2048;
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

constexpr int kMaxPhases = 8;   // stride phases precomputed in Params (more: tile_at computes its own)

// The input positions and filter taps of one stride phase.
struct Phase {
    Index first[kSpatialDims];      // first input position i with (i + pad) % stride == r
    Index rows[kSpatialDims];       // positions of the phase: first + stride * j, j < rows
    Index tap_first[kSpatialDims];  // first tap f with (f * dilation) % stride == r
    Index tap_step[kSpatialDims];   // stride / gcd(stride, dilation)
    Index taps[kSpatialDims];       // taps of the phase
    Index o_step[kSpatialDims];     // how much o = (i + pad - f * dilation) / stride falls per tap step
    Index m_size;                   // GEMM rows: N * prod(rows)
    Index tap_count;                // prod(taps): the GEMM reduction is K * tap_count
};

struct Params {
    const YType* __restrict__ dy;
    const WType* __restrict__ w;
    XType* __restrict__ dx;
    Index batch, channels, out_channels;             // N, C, K (G is in the grid)
    Index input[kSpatialDims], filter[kSpatialDims], output[kSpatialDims];
    Index stride[kSpatialDims], dilation[kSpatialDims], pad[kSpatialDims];
    Index x_stride_n, x_stride_g;   // NWGC; c innermost: stride 1
    Index x_stride_s[kSpatialDims];
    Index w_stride_g, w_stride_k;   // GKXC; c innermost: stride 1
    Index w_stride_s[kSpatialDims];
    Index y_stride_n, y_stride_g;   // NWGK; k innermost: stride 1
    Index y_stride_s[kSpatialDims];
    static constexpr hipconv::TensorAxes kXAxes{4, {0, 1, 2, 3}, {true, true, false, false}};   // NWGC: strides of N, W free
    static constexpr hipconv::TensorAxes kWAxes{4, {0, 1, 2, 3}, {false, false, false, false}};   // GKXC: dense
    static constexpr hipconv::TensorAxes kYAxes{4, {0, 1, 2, 3}, {true, true, false, false}};   // NWGK: strides of N, W free

    int phase_count;                                 // prod(stride)
    Phase phases[kMaxPhases];                        // make_phase of the first kMaxPhases, filled by the
                                                     // host: tile_at reads them (the divisions and the
                                                     // tap search cost ~400 instructions per thread and tile)
};

HIPCONV_HOST_DEVICE inline Phase make_phase(const Params& p, int phase) {
    Phase ph;
    Index m_size = p.batch;
    Index taps_total = 1;
    for (int d = kSpatialDims - 1; d >= 0; --d) {
        const Index s = p.stride[d];
        const int phases = static_cast<int>(s);      // stride phases of this dimension
        const Index r = phase % phases;
        phase /= phases;
        const Index first = ((r - p.pad[d]) % s + s) % s;
        ph.first[d] = first;
        ph.rows[d] = first < p.input[d] ? (p.input[d] - first + s - 1) / s : 0;
        const hipconv::StridePhaseTaps<Index> taps =
            hipconv::stride_phase_taps<Index>(r, s, p.dilation[d], p.filter[d]);
        ph.tap_first[d] = taps.first;
        ph.tap_step[d] = taps.step;
        ph.o_step[d] = taps.o_step;
        ph.taps[d] = taps.count;
        m_size *= ph.rows[d];
        taps_total *= ph.taps[d];
    }
    ph.m_size = m_size;
    ph.tap_count = taps_total;
    return ph;
}

// The block's tile: group, stride phase and the first row and column.
struct TileState {
    Phase phase;
    Index group;
    Index m_begin;                          // first GEMM row (input position) of the block
    Index n_begin;                          // first GEMM column (input channel) of the block
    Index k_steps;                          // block.k steps over the phase's reduction: taps x channel blocks
};

// Decompose GEMM row m of the phase into n and spatial indices.
__device__ __forceinline__ void row_position(const Params& p, const Phase& ph, Index m,
                                             Index& n, Index (&i)[kSpatialDims]) {
    for (int d = kSpatialDims - 1; d >= 0; --d) {
        const Index j = m % ph.rows[d];
        m /= ph.rows[d];
        i[d] = ph.first[d] + p.stride[d] * j;
    }
    n = m;
}

// The block's place in the reduction, walked tap by tap and, inside a tap, in channel
// blocks of block.k (k0 = 0, block.k, ..): every vector of a k-step has the same tap,
// so no division and no per-vector counter remains in the main loop.  A channel block
// that runs past K is zero-filled by the valid predicates.
struct ReductionCursor {
    Index k0;                               // first channel of the block's k-step
    Index t[kSpatialDims];                  // tap of the phase per dimension, innermost last

    __device__ __forceinline__ void init() {
        k0 = 0;
        for (int d = 0; d < kSpatialDims; ++d)
            t[d] = 0;
    }

    // Next k-step; true when it starts a new tap.
    __device__ __forceinline__ bool advance(const Params& p, const Phase& ph) {
        k0 += kBlockK;
        if (k0 < p.out_channels)
            return false;
        k0 = 0;
        hipconv::next_index(t, ph.taps);
        return true;
    }

    // Filter tap of dimension d.
    __device__ __forceinline__ Index filter_position(const Phase& ph, int d) const {
        return ph.tap_first[d] + ph.tap_step[d] * t[d];
    }
};

__device__ __forceinline__ const AType* a_tensor(const Params& p) { return p.dy; }
__device__ __forceinline__ const BType* b_tensor(const Params& p) { return p.w; }

// A = dY gathered: element (m, (tap, k)), read along k.  All of a thread's vectors
// share the channel column kk; per row, the offset and the inside-the-output test
// of the current tap are recomputed when the tap changes.
struct AAccess {
    ReductionCursor at;
    int kk;                                 // this thread's channel column in the k-step
    bool row_valid[kLoadsA];                // the vector's GEMM row exists
    Index row_offset[kLoadsA];              // dY offset of (n, g)
    Index o_first[kLoadsA][kSpatialDims];   // output position reached by the phase's first tap
    bool tap_valid[kLoadsA];                // the current tap reaches an output position
    Index tap_offset[kLoadsA];              // dY offset of (n, o, g) at the current tap

    __device__ __forceinline__ void init(const Params& p, const TileState& tile) {
        for (int l = 0; l < kLoadsA; ++l) {
            int m = 0;
            const bool exists = a_vector(l, m, kk);
            const Index row = tile.m_begin + m;
            row_valid[l] = exists && row < tile.phase.m_size;
            Index n = 0, i[kSpatialDims];
            row_position(p, tile.phase, row_valid[l] ? row : 0, n, i);
            row_offset[l] = n * p.y_stride_n + tile.group * p.y_stride_g;
            for (int d = 0; d < kSpatialDims; ++d) {
                // (i + pad - f * dilation) is a multiple of the stride for every tap of the phase
                o_first[l][d] = (i[d] + p.pad[d] - tile.phase.tap_first[d] * p.dilation[d]) / p.stride[d];
            }
        }
        at.init();
        enter_tap(p, tile);
    }

    __device__ __forceinline__ void enter_tap(const Params& p, const TileState& tile) {
        for (int l = 0; l < kLoadsA; ++l) {
            bool inside = row_valid[l];
            Index offset = row_offset[l];
            for (int d = 0; d < kSpatialDims; ++d) {
                const Index o = o_first[l][d] - at.t[d] * tile.phase.o_step[d];
                inside = inside && o >= 0 && o < p.output[d];
                offset += o * p.y_stride_s[d];
            }
            tap_valid[l] = inside;
            tap_offset[l] = offset;
        }
    }

    __device__ __forceinline__ bool valid(const Params& p, const TileState&, int l,
                                          Index& offset) const {
        const Index k = at.k0 + kk;
        offset = tap_offset[l] + k;
        return tap_valid[l] && k < p.out_channels;
    }

    __device__ __forceinline__ void advance(const Params& p, const TileState& tile) {
        if (at.advance(p, tile.phase))
            enter_tap(p, tile);
    }
};

// B = W: element ((tap, k), c), read along c.  All of a thread's vectors share the
// row k; the tap's part of the offset changes with the tap.
struct BAccess {
    ReductionCursor at;
    int kk;                                 // this thread's row (channel) in the k-step
    bool column_valid[kLoadsB];
    Index column_offset[kLoadsB];           // W offset of (g, c)
    Index tap_offset;                       // W offset of the current tap f..

    __device__ __forceinline__ void init(const Params& p, const TileState& tile) {
        for (int l = 0; l < kLoadsB; ++l) {
            int slot = 0, n = 0;
            const bool exists = b_vector(l, slot, kk, n);
            (void)slot;
            const Index c = tile.n_begin + n;
            column_valid[l] = exists && c < p.channels;
            column_offset[l] = tile.group * p.w_stride_g + c;
        }
        at.init();
        enter_tap(p, tile);
    }

    __device__ __forceinline__ void enter_tap(const Params& p, const TileState& tile) {
        tap_offset = 0;
        for (int d = 0; d < kSpatialDims; ++d)
            tap_offset += at.filter_position(tile.phase, d) * p.w_stride_s[d];
    }

    __device__ __forceinline__ bool valid(const Params& p, const TileState&, int l,
                                          Index& offset) const {
        const Index k = at.k0 + kk;
        offset = column_offset[l] + k * p.w_stride_k + tap_offset;
        return column_valid[l] && k < p.out_channels;
    }

    __device__ __forceinline__ void advance(const Params& p, const TileState& tile) {
        if (at.advance(p, tile.phase))
            enter_tap(p, tile);
    }
};

// Epilogue.  Where dX row m (tile-local) lives: computed once per row (a division
// per spatial dimension), then used for every vector of the row.
struct OutputRow {
    Index offset;                           // dX offset of (n, i.., g, c = tile.n_begin)
    bool valid;                             // the GEMM row exists in this phase
};

__device__ __forceinline__ OutputRow output_row(const Params& p, const TileState& tile, int m) {
    OutputRow out;
    const Index row = tile.m_begin + m;
    out.valid = row < tile.phase.m_size;
    Index batch = 0, pos[kSpatialDims];
    row_position(p, tile.phase, out.valid ? row : 0, batch, pos);
    out.offset = batch * p.x_stride_n + tile.group * p.x_stride_g + tile.n_begin;
    for (int d = 0; d < kSpatialDims; ++d)
        out.offset += pos[d] * p.x_stride_s[d];
    return out;
}

constexpr int kVectorOut = kVectorX;   // channels of an output row the epilogue stores at once

// The micro-kernel converts each accumulator in registers (output_value, then OutputType)
// and stages the tile in dX's type; the block copies it out through output_row /
// store_staged.
using OutputType = XType;
// The epilogue of one accumulator (tile column n), before its conversion to OutputType.
__device__ __forceinline__ float output_value(const Params& params, const TileState& tile, int n, float value) {
    (void)params;
    (void)tile;
    (void)n;
    return value;
}
// kVectorOut channels of an output row, already converted, tile columns n.. .
__device__ __forceinline__ void store_staged(const Params& p, const TileState& tile, const OutputRow& row, int n,
                                             const hipconv::Vec<OutputType, kVectorOut>& values) {
    if (!row.valid || tile.n_begin + n >= p.channels)
        return;
    hipconv::store_vec<kVectorOut>(p.dx + row.offset + n, values);
}

// params.phases[phase] (phase < kMaxPhases); on AMD computed again: hipcc copies a
// by-value kernel argument indexed at run time to scratch memory (456 bytes per thread
// for a 2D table, with constant-index selects too, which LLVM folds back into an index).
__device__ __forceinline__ Phase phase_at(const Params& params, int phase) {
#if defined(HIPCONV_PLATFORM_AMD)
    return make_phase(params, phase);
#else
    return params.phases[phase];
#endif
}

// The tile (x, y, z) of the tile grid: x the row block, y the column block, z = group
// * stride phases + phase (the launch grid).  False
// when it has no rows: its phase has fewer rows than the largest one.
__device__ __forceinline__ bool tile_at(const Params& params, Index x, Index y, Index z, TileState& tile) {
    const Index phase_z = z;                   // z = group * stride phases + phase
    tile.group = phase_z / params.phase_count;
    const int phase = static_cast<int>(phase_z % params.phase_count);
    tile.phase = params.phase_count <= kMaxPhases ? phase_at(params, phase) : make_phase(params, phase);
    tile.m_begin = x * kBlockM;
    if (tile.m_begin >= tile.phase.m_size)
        return false;
    tile.n_begin = y * kBlockN;
    // 0 for a phase no tap reaches: writes zeros
    tile.k_steps = tile.phase.tap_count * ((params.out_channels + kBlockK - 1) / kBlockK);
    return true;
}

__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, 1) bwd_data_1d_bf16_mma_vec2_kernel(Params params) {
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
        return b_smem + stage * kBStageElements + b_slot * kBSlotElements + kk * kBRowLength + n;
    };
    // Global -> shared for one k-step into `stage`: one 16-byte cp.async per vector,
    // zero-filled where the direction says the vector does not exist.
    // A and B are read in vectors under 16 bytes: issue_loads fetches them into
    // registers (zero where they do not exist) and store_fetched(stage) writes them to
    // shared memory, after the current stage's multiply is issued, so their latency
    // overlaps it.
    hipconv::StagedVector<AType, kVectorA> a_fetched[kLoadsA];
    hipconv::StagedVector<BType, kVectorB> b_fetched[kLoadsB];
    auto issue_loads = [&](int stage) {
        for (int l = 0; l < kLoadsA; ++l) {
            int m = 0, kk = 0;
            if (a_vector(l, m, kk)) {
                Index offset = 0;
                const bool valid = a_access.valid(params, tile, l, offset);
                a_fetched[l] = hipconv::load_staged<kVectorA>(a_tensor(params) + (valid ? offset : 0), valid);
            }
        }
        for (int l = 0; l < kLoadsB; ++l) {
            int b_slot = 0, kk = 0, n = 0;
            if (b_vector(l, b_slot, kk, n)) {
                Index offset = 0;
                const bool valid = b_access.valid(params, tile, l, offset);
                b_fetched[l] = hipconv::load_staged<kVectorB>(b_tensor(params) + (valid ? offset : 0), valid);
            }
        }
        a_access.advance(params, tile);
        b_access.advance(params, tile);
        (void)stage;
    };
    auto store_fetched = [&](int stage) {
        for (int l = 0; l < kLoadsA; ++l) {
            int m = 0, kk = 0;
            if (a_vector(l, m, kk))
                hipconv::store_staged(a_destination(stage, m, kk), a_fetched[l]);
        }
        for (int l = 0; l < kLoadsB; ++l) {
            int b_slot = 0, kk = 0, n = 0;
            if (b_vector(l, b_slot, kk, n))
                hipconv::store_staged(b_destination(stage, b_slot, kk, n), b_fetched[l]);
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
                // A[m][k]: matrices (m 0-7, k 0-7), (m 8-15, k 0-7), (m 0-7, k 8-15), (m 8-15, k 8-15)
                const AType* row = a_stage + (m0 + (lane & 15)) * kARowLength + ks + (lane >> 4) * 8;
                hipconv::ldmatrix_x4(a_frag[i], row);
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
                    hipconv::pack_pair<OutputType>(output_value(params, tile, n, acc[i][j][r]),
                                                   output_value(params, tile, n + 1, acc[i][j][r + 1]));
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

Index max_phase_rows(const hipconv_problem* p) {
    int64_t rows = p->batch;
    for (int d = 0; d < kSpatialDims; ++d)
        rows *= hipconv::ceil_div(p->input[d], p->stride[d]);
    return static_cast<Index>(rows);
}

int64_t phase_count(const hipconv_problem* p) {
    int64_t phases = 1;
    for (int d = 0; d < kSpatialDims; ++d) {
        if (p->stride[d] > hipconv::kMaxGridYZ / phases)
            return hipconv::kMaxGridYZ + 1;   // more than a grid holds (refused), at any stride
        phases *= p->stride[d];
    }
    return phases;
}

}  // namespace

extern "C" int32_t hipconv_bwd_data_1d_bf16_mma_vec2_supports(const hipconv_problem* p) {
    if (p == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    if (p->spatial_dim != 1)
        return HIPCONV_REFUSED_SPATIAL_DIM;
    if (!hipconv::problem_is_valid(*p))
        return HIPCONV_REFUSED_INVALID_PROBLEM;
    if (p->in_channels % 2 != 0)   // x, w: vectors of 2 along C
        return HIPCONV_REFUSED_C_VECTOR;
    if (p->out_channels % 2 != 0)   // y: vectors of 2 along K
        return HIPCONV_REFUSED_K_VECTOR;
    if (!hipconv::strides_addressable(*p, hipconv::Role::X, Params::kXAxes, 8, true))
        return HIPCONV_REFUSED_STRIDES;
    if (!hipconv::strides_addressable(*p, hipconv::Role::W, Params::kWAxes, 8, false))
        return HIPCONV_REFUSED_STRIDES;
    if (!hipconv::strides_addressable(*p, hipconv::Role::Y, Params::kYAxes, 8, false))
        return HIPCONV_REFUSED_STRIDES;
    // 32-bit indices: the sizes, and the offsets each tensor's kernels form (plan.index_reach)
    if (!hipconv::fits_32bit_indices(*p) ||
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::X, Params::kXAxes, {false, 0}) ||   // x: its elements
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::W, Params::kWAxes, {false, 0}) ||   // w: its elements
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::Y, Params::kYAxes, {true, 0}))   // y: the window (padding and filter reach)
        return HIPCONV_REFUSED_INDEX_RANGE;
    static hipconv::PerDeviceValue shared_room;   // the device query, once per device
    if (!hipconv::kernel_runs_on_device(shared_room, bwd_data_1d_bf16_mma_vec2_kernel, kSharedMemoryBytes))
        return HIPCONV_REFUSED_DEVICE;

    if (hipconv::ceil_div(p->in_channels, kBlockN) > hipconv::kMaxGridYZ ||
        p->groups * phase_count(p) > hipconv::kMaxGridYZ ||
        hipconv::ceil_div(max_phase_rows(p), kBlockM) > hipconv::kMaxGridX)
        return HIPCONV_REFUSED_GRID_LIMIT;
    return HIPCONV_OK;
}

extern "C" int64_t hipconv_bwd_data_1d_bf16_mma_vec2_workspace_size(const hipconv_problem* p) {
    (void)p;
    return 0;   // backward-data writes dX directly
}

extern "C" int32_t hipconv_bwd_data_1d_bf16_mma_vec2_split_k(const hipconv_problem* p) {
    (void)p;
    return 1;
}

extern "C" int32_t hipconv_bwd_data_1d_bf16_mma_vec2_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    (void)workspace;
    const int32_t status = hipconv_bwd_data_1d_bf16_mma_vec2_supports(p);
    if (status != HIPCONV_OK)
        return status;
    if (tensors == nullptr || tensors->x == nullptr || tensors->w == nullptr || tensors->y == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    (void)epilogue;                                  // the epilogue is acc: no run-time operands
    Params params{};
    params.dy = static_cast<const YType*>(tensors->y);
    params.w = static_cast<const WType*>(tensors->w);
    params.dx = static_cast<XType*>(tensors->x);
    params.batch = static_cast<Index>(p->batch);
    params.channels = static_cast<Index>(p->in_channels);
    params.out_channels = static_cast<Index>(p->out_channels);
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
        hipconv::effective_strides(*p, hipconv::Role::X, Params::kXAxes, strides);   // NWGC
        params.x_stride_n = static_cast<Index>(strides[0]);
        params.x_stride_s[0] = static_cast<Index>(strides[1]);
        params.x_stride_g = static_cast<Index>(strides[2]);
        hipconv::effective_strides(*p, hipconv::Role::W, Params::kWAxes, strides);   // GKXC
        params.w_stride_g = static_cast<Index>(strides[0]);
        params.w_stride_k = static_cast<Index>(strides[1]);
        params.w_stride_s[0] = static_cast<Index>(strides[2]);
        hipconv::effective_strides(*p, hipconv::Role::Y, Params::kYAxes, strides);   // NWGK
        params.y_stride_n = static_cast<Index>(strides[0]);
        params.y_stride_s[0] = static_cast<Index>(strides[1]);
        params.y_stride_g = static_cast<Index>(strides[2]);
    }

    params.phase_count = static_cast<int>(phase_count(p));
    for (int index = 0; index < params.phase_count && index < kMaxPhases; ++index)
        params.phases[index] = make_phase(params, index);
    const dim3 grid(static_cast<unsigned>(hipconv::ceil_div(max_phase_rows(p), kBlockM)),
                    static_cast<unsigned>(hipconv::ceil_div(p->in_channels, kBlockN)),
                    static_cast<unsigned>(p->groups * phase_count(p)));
    static hipconv::PerDeviceValue shared_memory_allowed;
    if (const int32_t opted = hipconv::ensure_dynamic_shared_memory(shared_memory_allowed, bwd_data_1d_bf16_mma_vec2_kernel,
                                                                    kSharedMemoryBytes))
        return opted;
    hipLaunchKernelGGL(bwd_data_1d_bf16_mma_vec2_kernel, grid, dim3(kThreads), kSharedMemoryBytes, static_cast<hipStream_t>(stream), params);

    return hipconv::launch_status();
}

}  // namespace hipconv_instance_bwd_data_1d_bf16_mma_vec2
