// @generated from specs/fwd.yaml, instance fwd_2d_fp16_1x1_split; do not edit.
// Regenerate with: python -m codegen specs/fwd.yaml
//
// signature: forward, 2D, x NHWGC fp16, w GKYXC fp16, y NHWGK fp16,
//            accumulate fp32, epilogue acc
// algorithm: implicit GEMM, fma micro-kernel, block 32x16x16, thread 2x2 (128 threads), 2 stage(s),
//            vectors x 2 / w 2 / y 2, specialization filter1x1_stride1_pad0, 32-bit indices
// targets:   gfx90a, gfx940, sm_80, sm_90a
//
// Forward as an implicit GEMM per group g (no im2col buffer):
//   Y[n, o.., g, k] = sum over the filter taps f.. and the channels c of
//                     X[n, i.., g, c] * W[g, k, f.., c],   i = o * stride - pad + f * dilation
//   M = N * prod(output) rows (n, o..), N = K columns, reduction = prod(filter) * C
//   walked tap by tap and, inside a tap, in channel blocks of block.k.
// Specialization filter1x1_stride1_pad0: i = o and one tap, a plain GEMM.
// split_k auto: the reduction over C split across blocks where the output grid is a few
// tiles; each slice's fp32 tile goes through the workspace, a second kernel sums the slices
// in order and applies the epilogue (kernels/output_split.mako).
#include <stdint.h>

#include "hipconv/platform.h"
#include "hipconv/numeric.h"
#include "hipconv/host.h"
#include "hipconv/epilogue.h"
#include "hipconv_fwd.h"

// Everything below is in this instance's own namespace (closed at the end of the file), so
// that several instance sources can be compiled as one translation unit (the build option
// HIPCONV_BATCH_SIZE); the exported extern "C" functions keep their C names.
namespace hipconv_instance_fwd_2d_fp16_1x1_split {

namespace {

using Index = int32_t;
using XType = hipconv::half_t;
using WType = hipconv::half_t;
using YType = hipconv::half_t;   // written
using Accumulator = float;
using AType = XType;                // GEMM A = X (implicit im2col)
using BType = WType;                // GEMM B = W
constexpr int kSpatialDims = 2;
constexpr int kVectorY = 2;   // Y stores along K (X and W vectors: kVectorA, kVectorB below)
// ---- fma micro-kernel tile geometry
constexpr int kBlockM = 32;
constexpr int kBlockN = 16;
constexpr int kBlockK = 16;
constexpr int kThreadM = 2;
constexpr int kThreadN = 2;
constexpr int kThreads = 128;            // (kBlockM / kThreadM) * (kBlockN / kThreadN)
constexpr int kStages = 2;               // shared-memory buffers
constexpr int kGroupsPerBlock = 1;
[[maybe_unused]] constexpr int kRowsPerGroup = kBlockM / kGroupsPerBlock;   // rows of one merged group
// A (x) is read in vectors of kVectorA along GEMM k; B (w) along GEMM k.
constexpr int kVectorA = 2;
constexpr int kVectorB = 2;
static_assert(kBlockM % kThreadM == 0 && kBlockN % kThreadN == 0, "tile divisibility");
// Thread column tn owns the kThreadN consecutive tile columns from tn * kThreadN.
__device__ __forceinline__ int thread_column(int tn, int j) { return tn * kThreadN + j; }
constexpr int kLoadsA = 2;   // A vectors per thread
constexpr int kLoadsB = 1;   // B vectors per thread

// Tile coordinates of this thread's l-th A vector: row m (0..kBlockM), column kk
// (0..kBlockK); kk does not depend on l.
__device__ __forceinline__ bool a_vector(int l, int& m, int& kk) {
    const int v = static_cast<int>(threadIdx.x) + l * kThreads;   // row-major, 8 vectors per row
    m = v / (kBlockK / kVectorA);
    kk = (v % (kBlockK / kVectorA)) * kVectorA;
    return v < 256;
}

// Tile coordinates of this thread's l-th B vector: merged-group slot, row kk, column n;
// slot and kk do not depend on l.
__device__ __forceinline__ bool b_vector(int l, int& slot, int& kk, int& n) {
    const int v = static_cast<int>(threadIdx.x) + l * kThreads;   // row-major, 8 vectors per row
    const int row = v / (kBlockK / kVectorB);                     // slot * kBlockN + n
    slot = row / kBlockN;
    n = row % kBlockN;
    kk = (v % (kBlockK / kVectorB)) * kVectorB;
    return v < 128;
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
    int splits;                                      // slices of the reduction (1: the epilogue stores the output)
    Index chunk_steps;                               // k-steps per slice (the last may have fewer)
    Index partial_columns;                           // GEMM columns of a group: a workspace row
    Index partial_group_elements;                    // M * columns: one group's tile of a slice
    Index partial_slice_elements;                    // G * M * columns: one slice
    float* __restrict__ workspace;                   // splits slices of fp32 partial sums [S][G][M][columns]
};

// The block's tile: group and first row and column.
struct TileState {
    Index group;
    Index m_begin;                          // first GEMM row (output position) of the block
    Index n_begin;                          // first GEMM column (output channel) of the block
    Index k_steps;                          // block.k steps over the reduction: taps x channel blocks
    Index k_first;                          // the slice's first k-step (split_k)
    Index slice;                            // the block's slice of the reduction
    bool partial;                           // the block stores a partial sum into the workspace
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

    __device__ __forceinline__ void init(const Params&, const TileState& tile) { c0 = tile.k_first * kBlockK; }
    // Next k-step; true when it starts a new tap (never: one tap).
    __device__ __forceinline__ bool advance(const Params&) {
        c0 += kBlockK;
        return false;
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
    Index row_offset[kLoadsA];              // X offset of (n, i = o, g)

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
                row_offset[l] += o[d] * p.x_stride_s[d];                 // i = o
            }
        }
        at.init(p, tile);
    }

    __device__ __forceinline__ bool valid(const Params& p, const TileState&, int l,
                                          Index& offset) const {
        const Index c = at.c0 + kk;
        offset = row_offset[l] + c;
        return row_valid[l] && c < p.channels;
    }

    __device__ __forceinline__ void advance(const Params& p, const TileState&) {
        at.advance(p);
    }
};

// B = W: element ((tap, c), k), read along c.  All of a thread's vectors share the
// channel column kk; the tap's part of the offset changes with the tap.
struct BAccess {
    ReductionCursor at;
    int kk;                                 // this thread's channel column in the k-step
    bool column_valid[kLoadsB];             // the output channel k exists
    Index column_offset[kLoadsB];           // W offset of (g, k)

    __device__ __forceinline__ void init(const Params& p, const TileState& tile) {
        for (int l = 0; l < kLoadsB; ++l) {
            int slot = 0, n = 0;
            const bool exists = b_vector(l, slot, kk, n);
            (void)slot;
            const Index k = tile.n_begin + n;
            column_valid[l] = exists && k < p.out_channels;
            column_offset[l] = tile.group * p.w_stride_g + (column_valid[l] ? k : 0) * p.w_stride_k;
        }
        at.init(p, tile);
    }

    __device__ __forceinline__ bool valid(const Params& p, const TileState&, int l,
                                          Index& offset) const {
        const Index c = at.c0 + kk;
        offset = column_offset[l] + c;
        return column_valid[l] && c < p.channels;
    }

    __device__ __forceinline__ void advance(const Params& p, const TileState&) {
        at.advance(p);
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
    if (tile.partial) {                     // the slice's workspace row instead
        out.offset = tile.slice * p.partial_slice_elements + tile.group * p.partial_group_elements + row * p.partial_columns + tile.n_begin;
        return out;
    }
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
__device__ __forceinline__ void store_result(const Params& p, const TileState& tile,
                                             const OutputRow& row, int n, const Accumulator* values) {
    if (!row.valid || tile.n_begin + n >= p.out_channels)
        return;
    hipconv::Vec<YType, kVectorOut> out;
    for (int e = 0; e < kVectorOut; ++e)
        out.v[e] = hipconv::from_accumulator<YType>(hipconv::optional_epilogue<kActivation>(values[e], p.bias, tile.group * p.out_channels + tile.n_begin + n + e, p.activation_form));
    hipconv::store_vec<kVectorOut>(p.y + row.offset + n, out);
}

// A one-row tile at GEMM row m of group g, column 0, that stores the output (the finish pass).
__device__ __forceinline__ TileState output_tile(const Params& p, Index group, Index m) {
    (void)p;
    TileState tile{};
    tile.group = group;
    tile.m_begin = m;
    tile.n_begin = 0;
    tile.partial = false;
    return tile;
}

// The block's slice of the reduction: grid.z = output z * splits + slice; k-steps
// [slice * chunk_steps, min((slice + 1) * chunk_steps, total)).
__device__ __forceinline__ void enter_slice(const Params& p, Index z, Index total_steps, TileState& tile, Index& output_z) {
    tile.slice = z % p.splits;
    output_z = z / p.splits;
    tile.partial = p.splits > 1;
    tile.k_first = tile.slice * p.chunk_steps;
    const Index left = total_steps - tile.k_first;
    tile.k_steps = left < p.chunk_steps ? left : p.chunk_steps;
}

// kVectorOut values of an output row, tile columns n..: a partial tile's into its workspace
// slice (row.offset is the workspace offset there), a whole reduction's through the epilogue.
template <int kActivation>
__device__ __forceinline__ void store_output(const Params& p, const TileState& tile,
                                             const OutputRow& row, int n, const Accumulator* values) {
    if (!tile.partial) {
        store_result<kActivation>(p, tile, row, n, values);
        return;
    }
    if (!row.valid || tile.n_begin + n >= p.partial_columns)
        return;
    float* const partial = p.workspace + row.offset + n;
    for (int e = 0; e < kVectorOut; ++e)
        partial[e] = values[e];
}

constexpr int kFinishThreads = 256;

// The split's second pass: every output vector (group g, GEMM row m, columns n..) is the
// sum of its S slices in the fixed order 0..S-1 (same inputs, same bits), then the
// epilogue and the conversion to the output type, through store_result.
template <int kActivation>
__global__ void __launch_bounds__(kFinishThreads) fwd_2d_fp16_1x1_split_finish(Params params) {
    const Index vectors = params.partial_columns / kVectorOut;   // per row (columns % kVectorOut == 0: supports)
    const int64_t total = static_cast<int64_t>(params.partial_slice_elements / kVectorOut);
    const Index rows = params.partial_group_elements / params.partial_columns;   // M
    const int64_t step = static_cast<int64_t>(gridDim.x) * kFinishThreads;
    for (int64_t i = static_cast<int64_t>(blockIdx.x) * kFinishThreads + threadIdx.x; i < total; i += step) {
        const Index n = static_cast<Index>(i % vectors) * kVectorOut;
        const Index row = static_cast<Index>(i / vectors);       // g * M + m
        const Index group = row / rows, m = row % rows;
        const float* source = params.workspace + static_cast<int64_t>(row) * params.partial_columns + n;
        float sums[kVectorOut];
        for (int e = 0; e < kVectorOut; ++e)
            sums[e] = 0.0f;
        for (int s = 0; s < params.splits; ++s, source += params.partial_slice_elements)
            for (int e = 0; e < kVectorOut; ++e)
                sums[e] += source[e];
        const TileState tile = output_tile(params, group, m);
        store_result<kActivation>(params, tile, output_row(params, tile, 0), static_cast<int>(n), sums);
    }
}


// The tile (x, y, z) of the tile grid: x the row block, y the column block, z the group
// (the launch grid).
__device__ __forceinline__ bool tile_at(const Params& params, Index x, Index y, Index z, TileState& tile) {
    Index taps = 1;
    for (int d = 0; d < kSpatialDims; ++d)
        taps *= params.filter[d];
    Index group = 0;                        // z = group * splits + slice
    enter_slice(params, z, taps * ((params.channels + kBlockK - 1) / kBlockK), tile, group);   // taps x channel blocks
    tile.group = group;
    tile.m_begin = x * kBlockM;
    if (tile.m_begin >= params.m_size)
        return false;
    tile.n_begin = y * kBlockN;
    // enter_slice took the slice's k-steps
    return true;
}

template <int kActivation>
__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, 1) fwd_2d_fp16_1x1_split_kernel(Params params) {
    TileState tile;
    if (!tile_at(params, blockIdx.x, blockIdx.y, blockIdx.z, tile))
        return;   // the whole block

    __shared__ Accumulator a_smem[kStages][kBlockK][kBlockM];
    __shared__ Accumulator b_smem[kStages][kGroupsPerBlock][kBlockK][kBlockN];

    const int tid = threadIdx.x;
    // A warp is 4 x 8 threads of the tile's (kBlockM / kThreadM) x (kBlockN / kThreadN):
    // 4 distinct A and 8 distinct B reads per warp and k.
    constexpr int kWarpColumns = 8;
    constexpr int kWarpRows = 4;
    constexpr int kWarpsAlongN = (kBlockN / kThreadN) / kWarpColumns;
    const int lane = tid % (kWarpRows * kWarpColumns);
    const int warp = tid / (kWarpRows * kWarpColumns);
    const int tn = warp % kWarpsAlongN * kWarpColumns + lane % kWarpColumns;   // thread column in the tile
    const int tm = warp / kWarpsAlongN * kWarpRows + lane / kWarpColumns;      // thread row in the tile
    constexpr int slot = 0;

    Accumulator acc[kThreadM][kThreadN];
    for (int i = 0; i < kThreadM; ++i)
        for (int j = 0; j < kThreadN; ++j)
            acc[i][j] = Accumulator(0);

    AAccess a_access;
    BAccess b_access;
    a_access.init(params, tile);
    b_access.init(params, tile);
    Accumulator a_regs[kLoadsA][kVectorA];
    Accumulator b_regs[kLoadsB][kVectorB];
    const Index k_steps = tile.k_steps;

    // Global -> registers (converted to the accumulator type) for the next k-step; the accesses advance.
    auto load_tiles = [&]() {
        for (int l = 0; l < kLoadsA; ++l) {
            Index offset = 0;
            if (a_access.valid(params, tile, l, offset)) {
                {
                const hipconv::Vec<AType, 2> packed = hipconv::load_vec<2>(a_tensor(params) + offset);
                for (int e = 0; e < 2; ++e)
                    a_regs[l][e] = hipconv::to_accumulator(packed.v[e]);
            }
            } else {
                for (int e = 0; e < kVectorA; ++e)
                    a_regs[l][e] = Accumulator(0);
            }
        }
        for (int l = 0; l < kLoadsB; ++l) {
            Index offset = 0;
            if (b_access.valid(params, tile, l, offset)) {
                {
                const hipconv::Vec<BType, 2> packed = hipconv::load_vec<2>(b_tensor(params) + offset);
                for (int e = 0; e < 2; ++e)
                    b_regs[l][e] = hipconv::to_accumulator(packed.v[e]);
            }
            } else {
                for (int e = 0; e < kVectorB; ++e)
                    b_regs[l][e] = Accumulator(0);
            }
        }
        a_access.advance(params, tile);
        b_access.advance(params, tile);
    };

    auto store_tiles = [&](int stage) {
        for (int l = 0; l < kLoadsA; ++l) {
            int m, kk;
            if (a_vector(l, m, kk)) {
                for (int e = 0; e < kVectorA; ++e)
                    a_smem[stage][kk + e][m] = a_regs[l][e];
            }
        }
        for (int l = 0; l < kLoadsB; ++l) {
            int b_slot, kk, n;
            if (b_vector(l, b_slot, kk, n)) {
                for (int e = 0; e < kVectorB; ++e)
                    b_smem[stage][b_slot][kk + e][n] = b_regs[l][e];
            }
        }
    };

    auto multiply_tiles = [&](int stage) {
        for (int kk = 0; kk < kBlockK; ++kk) {
            Accumulator a_frag[kThreadM];
            Accumulator b_frag[kThreadN];
            for (int i = 0; i < kThreadM; ++i)
                a_frag[i] = a_smem[stage][kk][tm * kThreadM + i];
            for (int j = 0; j < kThreadN; ++j)
                b_frag[j] = b_smem[stage][slot][kk][thread_column(tn, j)];
            for (int i = 0; i < kThreadM; ++i)
                for (int j = 0; j < kThreadN; ++j)
                    acc[i][j] += a_frag[i] * b_frag[j];
        }
    };

    // Double buffering: the next step's global loads are in flight while this
    // step multiplies; one barrier per step.
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
        __syncthreads();
    }


    for (int i = 0; i < kThreadM; ++i) {
        const OutputRow row = output_row(params, tile, tm * kThreadM + i);
        for (int j = 0; j < kThreadN; j += kVectorOut)
            store_output<kActivation>(params, tile, row, thread_column(tn, j), &acc[i][j]);
    }

}

}  // namespace

// ---------------------------------------------------------------- host side

namespace {

int64_t gemm_rows(const hipconv_problem* p) {
    return p->batch * hipconv::product(p->output, p->spatial_dim);
}

int64_t gemm_columns(const hipconv_problem* p) { return p->out_channels; }
int64_t reduction_steps(const hipconv_problem* p) {                // taps x channel blocks
    return hipconv::product(p->filter, p->spatial_dim) * hipconv::ceil_div(p->in_channels, kBlockK);
}
int64_t output_grid_z(const hipconv_problem* p) { return p->groups; }

// The split of the reduction: slice s covers k-steps [s * chunk_steps, min((s + 1) * chunk_steps, total)).
struct SplitPlan {
    int64_t chunk_steps;
    int32_t splits;     // effective slice count: ceil(total / chunk_steps) <= requested
};

constexpr int kMinSliceSteps = 2;
// split_k: auto.  The reduction is split only where the unsplit grid leaves at least three
// quarters of the multiprocessors idle (4 * tiles <= SMs; otherwise 1):
//   splits = clamp(floor(SMs * 1 / tiles), 1, min(256, max(1, k_steps / kMinSliceSteps), max(1, 65535 / z)))
//   tiles   = blocks of the unsplit grid: ceil(M / kBlockM) * ceil(columns / kBlockN) * z
//   SMs     = hipDeviceAttributeMultiprocessorCount of the current device (cpu: omp_get_num_procs());
//             x min_blocks_per_sm 1, the blocks a multiprocessor is sure to hold at once
//   k_steps = reduction_steps(p), kMinSliceSteps = 2 (a slice's pipeline fill and
//             its fp32 tile's round trip need a few k-steps to pay off), z = output_grid_z(p)
// i.e. one wave of blocks (rounding up would start a second wave for a few blocks: R3D-18's
// 2x7x7 C=K=512, 28 tiles of 128x128, ran 41 us at 4 slices and 53 at 5; H200,
// bench/results/2026-11-27-h200-exp-conv3d-split-wgmma-fwd.json.xz): the small outputs with long
// reductions (squeeze-excitation layers, late 3D stages), never a layer that fills the device.
// split_plan() calls this (run(), workspace_size() and split_k() call split_plan()).
int64_t requested_splits(const hipconv_problem* p, int64_t k_steps) {
    const int64_t z = output_grid_z(p);
    const int64_t tiles = hipconv::ceil_div(gemm_rows(p), kBlockM) * hipconv::ceil_div(gemm_columns(p), kBlockN) * z;
    const int64_t sms = hipconv::multiprocessor_count();
    if (4 * tiles > sms)
        return 1;                                    // the grid keeps a quarter of the device busy
    int64_t upper = k_steps / kMinSliceSteps;
    if (upper > 256)
        upper = 256;
    if (upper > hipconv::kMaxGridYZ / z)
        upper = hipconv::kMaxGridYZ / z;
    const int64_t wanted = sms * 1 / tiles;
    return wanted < upper ? (wanted > 1 ? wanted : 1) : (upper > 1 ? upper : 1);
}

SplitPlan split_plan(const hipconv_problem* p) {
    const int64_t total = reduction_steps(p);
    SplitPlan plan;
    plan.chunk_steps = total > 0 ? total : 1;
    plan.splits = 1;
    if (total > 0) {
        plan.chunk_steps = hipconv::ceil_div(total, requested_splits(p, total));
        plan.splits = static_cast<int32_t>(hipconv::ceil_div(total, plan.chunk_steps));
    }
    return plan;
}

// fp32 elements of one slice's partial sums: G * M * columns.
int64_t slice_elements(const hipconv_problem* p) {
    return p->groups * gemm_rows(p) * gemm_columns(p);
}

// Bytes of fp32 workspace run() needs (0: one slice: the output is stored directly).
int64_t workspace_bytes(const hipconv_problem* p) {
    const SplitPlan split = split_plan(p);
    return split.splits > 1 ? split.splits * slice_elements(p) * 4 : 0;
}

}  // namespace

extern "C" int32_t hipconv_fwd_2d_fp16_1x1_split_supports(const hipconv_problem* p) {
    if (p == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    if (p->spatial_dim != 2)
        return HIPCONV_REFUSED_SPATIAL_DIM;
    if (!hipconv::problem_is_valid(*p))
        return HIPCONV_REFUSED_INVALID_PROBLEM;
    if (p->in_channels % 2 != 0)   // x, w: vectors of 2 along C
        return HIPCONV_REFUSED_C_VECTOR;
    if (p->out_channels % 2 != 0)   // y: vectors of 2 along K
        return HIPCONV_REFUSED_K_VECTOR;
    for (int d = 0; d < 2; ++d) {
        if (p->filter[d] != 1 || p->pad_left[d] != 0 || p->pad_right[d] != 0 || p->stride[d] != 1)
            return HIPCONV_REFUSED_SPECIALIZATION;
    }
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
    if (!hipconv::kernel_runs_on_device(shared_room, fwd_2d_fp16_1x1_split_kernel<0>, 0))
        return HIPCONV_REFUSED_DEVICE;

    if (hipconv::ceil_div(p->out_channels, kBlockN) > hipconv::kMaxGridYZ || p->groups > hipconv::kMaxGridYZ ||
        hipconv::ceil_div(gemm_rows(p), kBlockM) > hipconv::kMaxGridX)
        return HIPCONV_REFUSED_GRID_LIMIT;
    const SplitPlan split = split_plan(p);
    if (split.splits * slice_elements(p) > INT32_MAX)
        return HIPCONV_REFUSED_INDEX_RANGE;           // workspace offsets are 32-bit
    if (output_grid_z(p) * split.splits > hipconv::kMaxGridYZ)
        return HIPCONV_REFUSED_GRID_LIMIT;
    return HIPCONV_OK;
}

extern "C" int64_t hipconv_fwd_2d_fp16_1x1_split_workspace_size(const hipconv_problem* p) {
    return workspace_bytes(p);
}

extern "C" int32_t hipconv_fwd_2d_fp16_1x1_split_split_k(const hipconv_problem* p) {
    return split_plan(p).splits;
}

extern "C" int32_t hipconv_fwd_2d_fp16_1x1_split_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    const int32_t status = hipconv_fwd_2d_fp16_1x1_split_supports(p);
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
    const SplitPlan split = split_plan(p);
    params.splits = split.splits;
    params.chunk_steps = static_cast<Index>(split.chunk_steps);
    params.partial_columns = static_cast<Index>(gemm_columns(p));
    params.partial_group_elements = static_cast<Index>(gemm_rows(p) * gemm_columns(p));
    params.partial_slice_elements = static_cast<Index>(slice_elements(p));
    params.workspace = static_cast<float*>(workspace);
    if (split.splits > 1 && workspace == nullptr)
        return HIPCONV_INVALID_ARGUMENT;   // hipconv_workspace_size() bytes are needed
    const dim3 grid(static_cast<unsigned>(hipconv::ceil_div(gemm_rows(p), kBlockM)),
                    static_cast<unsigned>(hipconv::ceil_div(p->out_channels, kBlockN)),
                    static_cast<unsigned>(p->groups * split.splits));
    // The kernel of the call's activation shape; without activation code where it asks for none.
    const int activation = hipconv::epilogue::activation_kernel(params.activation);
    const auto kernel = hipconv::epilogue::kernel_of_activation(activation, fwd_2d_fp16_1x1_split_kernel<0>, fwd_2d_fp16_1x1_split_kernel<1>, fwd_2d_fp16_1x1_split_kernel<2>, fwd_2d_fp16_1x1_split_kernel<3>);
    hipLaunchKernelGGL(kernel, grid, dim3(kThreads), 0, static_cast<hipStream_t>(stream), params);

    if (split.splits > 1) {
        if (const int32_t launched = hipconv::launch_status())
            return launched;
        const int64_t finish_blocks = hipconv::ceil_div(slice_elements(p) / kVectorOut, kFinishThreads);
        const auto finish = hipconv::epilogue::kernel_of_activation(activation, fwd_2d_fp16_1x1_split_finish<0>, fwd_2d_fp16_1x1_split_finish<1>, fwd_2d_fp16_1x1_split_finish<2>, fwd_2d_fp16_1x1_split_finish<3>);
        hipLaunchKernelGGL(finish, dim3(static_cast<unsigned>(finish_blocks < 65535 ? finish_blocks : 65535)),
                           dim3(kFinishThreads), 0, static_cast<hipStream_t>(stream), params);
    }
    return hipconv::launch_status();
}

}  // namespace hipconv_instance_fwd_2d_fp16_1x1_split
