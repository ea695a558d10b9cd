// @generated from specs/bwd_data.yaml, instance bwd_data_3d_fp16_wgmma128x128; do not edit.
// Regenerate with: python -m codegen specs/bwd_data.yaml
//
// signature: backward_data, 3D, x NDHWGC fp16, w GKZYXC fp16, y NDHWGK fp16,
//            accumulate fp32, epilogue acc
// algorithm: implicit GEMM, wgmma micro-kernel, block 128x128x64, warpgroup 64x128 (256 threads), 4 stage(s),
//            vectors x 8 / w 8 / y 8, specialization default, 32-bit indices
// targets:   sm_90a
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
#include "hipconv/wgmma.h"
#include "hipconv_bwd_data.h"

// Everything below is in this instance's own namespace (closed at the end of the file), so
// that several instance sources can be compiled as one translation unit (the build option
// HIPCONV_BATCH_SIZE); the exported extern "C" functions keep their C names.
namespace hipconv_instance_bwd_data_3d_fp16_wgmma128x128 {

namespace {

using Index = int32_t;
using XType = hipconv::half_t;   // dX, written
using WType = hipconv::half_t;
using YType = hipconv::half_t;   // dY
using Accumulator = float;
using AType = YType;                // GEMM A = dY
using BType = WType;                // GEMM B = W
constexpr int kSpatialDims = 3;
constexpr int kVectorX = 8;   // dX stores along C (dY and W vectors: kVectorA, kVectorB below)
// ---- wgmma micro-kernel tile geometry (m64n128k16, fp32 accumulators)
constexpr int kBlockM = 128;
constexpr int kBlockN = 128;
constexpr int kBlockK = 64;                   // one 128-byte swizzle row of 16-bit elements
constexpr int kWarpgroupM = 64;           // outputs per warpgroup (4 warps)
constexpr int kWarpgroupN = 128;
constexpr int kWarpgroupsN = kBlockN / kWarpgroupN;
constexpr int kThreads = 256;                // (kBlockM / kWarpgroupM) * kWarpgroupsN warpgroups of 128
constexpr int kStages = 4;                    // cp.async pipeline depth
constexpr int kGroupsPerBlock = 1;
[[maybe_unused]] constexpr int kRowsPerGroup = kBlockM / kGroupsPerBlock;   // rows of one merged group
constexpr int kInstructionsM = kWarpgroupM / 64;         // m64 instructions per warpgroup and k16 slice
constexpr int kAccumulators = kWarpgroupN / 2;           // fp32 per thread per instruction (frag::wgmma_d)
// A (y) is copied in 16-byte vectors along GEMM k; B (w) along GEMM n.
constexpr int kVectorA = 8;
constexpr int kVectorB = 8;
// Shared-memory tiles: 128-byte-swizzled, K-major A and N-major B.
constexpr int kATileBytes = kBlockM * kBlockK * 2;
constexpr int kBSlotBytes = kBlockN * kBlockK * 2;
constexpr int kStageBytes = kATileBytes + kGroupsPerBlock * kBSlotBytes;
constexpr int kOutRowLength = kBlockN + 8;          // fp32 epilogue tile row
constexpr int kSharedMemoryBytes = 132096;   // + 1024 to round the base up
static_assert(kSharedMemoryBytes >= kStages * kStageBytes + 1024 &&
              kSharedMemoryBytes >= kBlockM * kOutRowLength * 4 + kBlockM * 16 + 1024,
              "shared memory of the plan");
static_assert(kATileBytes % 1024 == 0 && kBSlotBytes % 1024 == 0, "tiles start on swizzle atoms");
static_assert(kBlockM % kWarpgroupM == 0 && kBlockN % kWarpgroupN == 0 && kWarpgroupM % 64 == 0 &&
              kWarpgroupN % 64 == 0 && kWarpgroupN <= 256 && kBlockK == 64, "warpgroup tile");

// Byte offset of element (m, kk) in the A tile, and the descriptor pieces of A: the
// leading and stride byte offsets, the bytes one k16 slice and one m64 instruction move.
__device__ __forceinline__ uint32_t a_tile_offset(int m, int kk) {
    return hipconv::swizzle_128b(static_cast<uint32_t>(m * 128 + kk * 2));
}
constexpr uint32_t kALeadingBytes = 16, kAStrideBytes = 1024;   // K-major: 8-row groups 1024 apart
constexpr uint32_t kASliceBytes = 32, kAInstructionBytes = 64 * 128;
// The same for (n, kk) of one B tile; b_column_bytes(n0) is where column n0 (a multiple of
// 64) starts.
constexpr int kColumnBlock = 64;   // N-major: columns in blocks of one 128-byte swizzle row
__device__ __forceinline__ uint32_t b_tile_offset(int n, int kk) {
    return hipconv::swizzle_128b(static_cast<uint32_t>((n / kColumnBlock) * (kBlockK * 128) + kk * 128 + (n % kColumnBlock) * 2));
}
constexpr uint32_t kBLeadingBytes = kBlockK * 128, kBStrideBytes = 1024;
constexpr uint32_t kBSliceBytes = 16 * 128;
__device__ __forceinline__ constexpr uint32_t b_column_bytes(int n0) { return static_cast<uint32_t>((n0 / kColumnBlock) * kBlockK * 128); }

// d += A * B for one m64n128k16 with A and B in shared memory (descriptors a, b):
// f16 operands, fp32 accumulators in frag::wgmma_d order, transpose bits
// A 0 (K-major), B 1 (N-major).
__device__ __forceinline__ void wgmma_m64n128k16(float (&d)[64], uint64_t a, uint64_t b) {
    asm volatile(
        "{\n.reg .pred accumulate;\nsetp.ne.b32 accumulate, %66, 0;\n"
        "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {"
        "%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, "
        "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, "
        "%32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, "
        "%48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63"
        "}, %64, %65, accumulate, 1, 1, 0, 1;\n}\n"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7])
        , "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15])
        , "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23])
        , "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31])
        , "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39])
        , "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47])
        , "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55])
        , "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63])
        : "l"(a), "l"(b), "r"(1));
}

constexpr int kLoadsA = 4;   // A vectors per thread
constexpr int kLoadsB = 4;   // B vectors per thread
constexpr int kThreadsPerRowB = 4;   // threads sharing one k row of B

// Tile coordinates of this thread's l-th A vector: row m (0..kBlockM), column kk
// (0..kBlockK); kk does not depend on l.
__device__ __forceinline__ bool a_vector(int l, int& m, int& kk) {
    const int v = static_cast<int>(threadIdx.x) + l * kThreads;   // row-major, 8 vectors per row
    m = v / (kBlockK / kVectorA);
    kk = (v % (kBlockK / kVectorA)) * kVectorA;
    return v < 1024;
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
    Index x_stride_n, x_stride_g;   // NDHWGC; c innermost: stride 1
    Index x_stride_s[kSpatialDims];
    Index w_stride_g, w_stride_k;   // GKZYXC; c innermost: stride 1
    Index w_stride_s[kSpatialDims];
    Index y_stride_n, y_stride_g;   // NDHWGK; k innermost: stride 1
    Index y_stride_s[kSpatialDims];
    static constexpr hipconv::TensorAxes kXAxes{6, {0, 1, 2, 3, 4, 5}, {true, true, true, true, false, false}};   // NDHWGC: strides of N, D, H, W free
    static constexpr hipconv::TensorAxes kWAxes{6, {0, 1, 2, 3, 4, 5}, {false, false, false, false, false, false}};   // GKZYXC: dense
    static constexpr hipconv::TensorAxes kYAxes{6, {0, 1, 2, 3, 4, 5}, {true, true, true, true, false, false}};   // NDHWGK: strides of N, D, H, W free

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
// kVectorOut channels of an output row, tile columns n.. .
__device__ __forceinline__ void store_output(const Params& p, const TileState& tile,
                                             const OutputRow& row, int n, const Accumulator* values) {
    if (!row.valid || tile.n_begin + n >= p.channels)
        return;
    hipconv::Vec<XType, kVectorOut> out;
    for (int e = 0; e < kVectorOut; ++e)
        out.v[e] = hipconv::from_accumulator<XType>(values[e]);
    hipconv::store_vec<kVectorOut>(p.dx + row.offset + n, out);
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

__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, 1) bwd_data_3d_fp16_wgmma128x128_kernel(Params params) {
    TileState tile;
    if (!tile_at(params, blockIdx.x, blockIdx.y, blockIdx.z, tile))
        return;   // the whole block

    HIPCONV_DYNAMIC_SHARED(unsigned char, shared_bytes);
    unsigned char* const tiles = shared_bytes + hipconv::swizzle_alignment_padding(shared_bytes);
    const int warpgroup = hipconv::warpgroup_id();
    const int wg_thread = hipconv::warpgroup_thread();
    const int wg_m0 = (warpgroup / kWarpgroupsN) * kWarpgroupM;   // first tile row of this warpgroup
    const int wg_n0 = (warpgroup % kWarpgroupsN) * kWarpgroupN;   // first tile column
    constexpr int slot = 0;
    float acc[kInstructionsM][kAccumulators];

    // Descriptors of stage 0, slice 0 for this warpgroup; a stage, a k16 slice or an
    // m64 instruction further is a constant added (descriptor units of 16 bytes).
    const uint64_t a_descriptor = hipconv::wgmma_descriptor(
        tiles + (wg_m0 / 64) * kAInstructionBytes, kALeadingBytes, kAStrideBytes);
    const uint64_t b_descriptor = hipconv::wgmma_descriptor(
        tiles + kATileBytes + slot * kBSlotBytes + b_column_bytes(wg_n0), kBLeadingBytes, kBStrideBytes);

    // The accumulators stay where they are across the asynchronous wgmma batches.
    auto fence_accumulators = [&]() {
        for (int i = 0; i < kInstructionsM; ++i)
            for (int e = 0; e < kAccumulators; ++e)
                hipconv::fence_operand(acc[i][e]);
    };

    // This stage's 4 x kInstructionsM wgmma, committed as one group.
    auto issue_stage = [&](int stage) {
        fence_accumulators();
        hipconv::wgmma_fence();
#pragma unroll
        for (int slice = 0; slice < kBlockK / 16; ++slice)
#pragma unroll
            for (int i = 0; i < kInstructionsM; ++i)
                wgmma_m64n128k16(
                    acc[i],
                    a_descriptor + ((stage * kStageBytes + slice * kASliceBytes + i * kAInstructionBytes) >> 4),
                    b_descriptor + ((stage * kStageBytes + slice * kBSliceBytes) >> 4));
        hipconv::wgmma_commit();
    };
    // Wait until only the last committed group is in flight.
    auto wait_previous_stage = [&]() {
        hipconv::wgmma_wait<1>();
        fence_accumulators();
    };

    for (int i = 0; i < kInstructionsM; ++i)
        for (int e = 0; e < kAccumulators; ++e)
            acc[i][e] = 0.0f;

    AAccess a_access;
    BAccess b_access;
    a_access.init(params, tile);
    b_access.init(params, tile);
    const Index k_steps = tile.k_steps;

    // Where the vector (m, kk) of A and (slot, kk, n) of B go in `stage`'s swizzled tiles.
    auto a_destination = [&](int stage, int m, int kk) {
        return tiles + stage * kStageBytes + a_tile_offset(m, kk);
    };
    auto b_destination = [&](int stage, int b_slot, int kk, int n) {
        return tiles + stage * kStageBytes + kATileBytes + b_slot * kBSlotBytes + b_tile_offset(n, kk);
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

    // Multistage pipeline: kStages - 2 k-steps of loads in flight beside the stage
    // being multiplied and the one its predecessor's wgmma may still read.
    for (int s = 0; s < kStages - 2; ++s) {
        if (s < k_steps)
            issue_loads(s);
        hipconv::cp_async_commit();
    }
    for (Index step = 0; step < k_steps; ++step) {
        hipconv::cp_async_wait<kStages - 3>();   // this step's copies (own) have landed
        hipconv::fence_async_shared();           // ... and are visible to wgmma's async proxy
        __syncthreads();                         // ... everyone's; step - 2's stage is free
        const Index next = step + kStages - 2;
        if (next < k_steps)
            issue_loads(static_cast<int>(next % kStages));
        hipconv::cp_async_commit();
        issue_stage(static_cast<int>(step % kStages));
        wait_previous_stage();                   // only this step's wgmma still in flight
    }
    hipconv::wgmma_wait<0>();
    fence_accumulators();
    hipconv::cp_async_wait<0>();
    __syncthreads();                             // the pipeline's memory becomes the output tile


    float* const out_tile = reinterpret_cast<float*>(tiles);   // [kBlockM][kOutRowLength]
    OutputRow* const out_rows = reinterpret_cast<OutputRow*>(out_tile + kBlockM * kOutRowLength);
    for (int m = static_cast<int>(threadIdx.x); m < kBlockM; m += kThreads)
        out_rows[m] = output_row(params, tile, m);
#pragma unroll
    for (int i = 0; i < kInstructionsM; ++i)
#pragma unroll
        for (int e = 0; e < kAccumulators; e += 2) {   // elements e, e + 1 are adjacent columns (unrolled: acc stays in registers)
            const int m = wg_m0 + i * 64 + hipconv::frag::wgmma_d_row(wg_thread, e);
            const int n = wg_n0 + hipconv::frag::wgmma_d_col(wg_thread, e);
            *reinterpret_cast<float2*>(out_tile + m * kOutRowLength + n) = make_float2(acc[i][e], acc[i][e + 1]);
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

extern "C" int32_t hipconv_bwd_data_3d_fp16_wgmma128x128_supports(const hipconv_problem* p) {
    if (p == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    if (p->spatial_dim != 3)
        return HIPCONV_REFUSED_SPATIAL_DIM;
    if (!hipconv::problem_is_valid(*p))
        return HIPCONV_REFUSED_INVALID_PROBLEM;
    if (p->in_channels % 8 != 0)   // x, w: vectors of 8 along C
        return HIPCONV_REFUSED_C_VECTOR;
    if (p->out_channels % 8 != 0)   // y: vectors of 8 along K
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
    if (!hipconv::kernel_runs_on_device(shared_room, bwd_data_3d_fp16_wgmma128x128_kernel, kSharedMemoryBytes))
        return HIPCONV_REFUSED_DEVICE;

    if (hipconv::ceil_div(p->in_channels, kBlockN) > hipconv::kMaxGridYZ ||
        p->groups * phase_count(p) > hipconv::kMaxGridYZ ||
        hipconv::ceil_div(max_phase_rows(p), kBlockM) > hipconv::kMaxGridX)
        return HIPCONV_REFUSED_GRID_LIMIT;
    return HIPCONV_OK;
}

extern "C" int64_t hipconv_bwd_data_3d_fp16_wgmma128x128_workspace_size(const hipconv_problem* p) {
    (void)p;
    return 0;   // backward-data writes dX directly
}

extern "C" int32_t hipconv_bwd_data_3d_fp16_wgmma128x128_split_k(const hipconv_problem* p) {
    (void)p;
    return 1;
}

extern "C" int32_t hipconv_bwd_data_3d_fp16_wgmma128x128_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    (void)workspace;
    const int32_t status = hipconv_bwd_data_3d_fp16_wgmma128x128_supports(p);
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
        hipconv::effective_strides(*p, hipconv::Role::X, Params::kXAxes, strides);   // NDHWGC
        params.x_stride_n = static_cast<Index>(strides[0]);
        params.x_stride_s[0] = static_cast<Index>(strides[1]);
        params.x_stride_s[1] = static_cast<Index>(strides[2]);
        params.x_stride_s[2] = static_cast<Index>(strides[3]);
        params.x_stride_g = static_cast<Index>(strides[4]);
        hipconv::effective_strides(*p, hipconv::Role::W, Params::kWAxes, strides);   // GKZYXC
        params.w_stride_g = static_cast<Index>(strides[0]);
        params.w_stride_k = static_cast<Index>(strides[1]);
        params.w_stride_s[0] = static_cast<Index>(strides[2]);
        params.w_stride_s[1] = static_cast<Index>(strides[3]);
        params.w_stride_s[2] = static_cast<Index>(strides[4]);
        hipconv::effective_strides(*p, hipconv::Role::Y, Params::kYAxes, strides);   // NDHWGK
        params.y_stride_n = static_cast<Index>(strides[0]);
        params.y_stride_s[0] = static_cast<Index>(strides[1]);
        params.y_stride_s[1] = static_cast<Index>(strides[2]);
        params.y_stride_s[2] = static_cast<Index>(strides[3]);
        params.y_stride_g = static_cast<Index>(strides[4]);
    }

    params.phase_count = static_cast<int>(phase_count(p));
    for (int index = 0; index < params.phase_count && index < kMaxPhases; ++index)
        params.phases[index] = make_phase(params, index);
    const dim3 grid(static_cast<unsigned>(hipconv::ceil_div(max_phase_rows(p), kBlockM)),
                    static_cast<unsigned>(hipconv::ceil_div(p->in_channels, kBlockN)),
                    static_cast<unsigned>(p->groups * phase_count(p)));
    static hipconv::PerDeviceValue shared_memory_allowed;
    if (const int32_t opted = hipconv::ensure_dynamic_shared_memory(shared_memory_allowed, bwd_data_3d_fp16_wgmma128x128_kernel,
                                                                    kSharedMemoryBytes))
        return opted;
    hipLaunchKernelGGL(bwd_data_3d_fp16_wgmma128x128_kernel, grid, dim3(kThreads), kSharedMemoryBytes, static_cast<hipStream_t>(stream), params);

    return hipconv::launch_status();
}

}  // namespace hipconv_instance_bwd_data_3d_fp16_wgmma128x128
