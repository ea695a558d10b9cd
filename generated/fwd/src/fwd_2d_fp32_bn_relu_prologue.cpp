// @generated from specs/fwd.yaml, instance fwd_2d_fp32_bn_relu_prologue; do not edit.
// Regenerate with: python -m codegen specs/fwd.yaml
//
// signature: forward, 2D, x NHWGC fp32, w GKYXC fp32, y NHWGK fp32,
//            accumulate fp32, epilogue acc
// algorithm: implicit GEMM, fma micro-kernel, block 64x64x16, thread 4x4 (256 threads), 2 stage(s),
//            vectors x 4 / w 4 / y 4, specialization default, 32-bit indices
// targets:   gfx90a, gfx940, sm_80, sm_90a
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
#include "hipconv/epilogue.h"
#include "hipconv_fwd.h"

// Everything below is in this instance's own namespace (closed at the end of the file), so
// that several instance sources can be compiled as one translation unit (the build option
// HIPCONV_BATCH_SIZE); the exported extern "C" functions keep their C names.
namespace hipconv_instance_fwd_2d_fp32_bn_relu_prologue {

namespace {

using Index = int32_t;
using XType = float;
using WType = float;
using YType = float;   // written
using Accumulator = float;
using AType = XType;                // GEMM A = X (implicit im2col)
using BType = WType;                // GEMM B = W
constexpr int kSpatialDims = 2;
constexpr int kVectorY = 4;   // Y stores along K (X and W vectors: kVectorA, kVectorB below)
// ---- fma micro-kernel tile geometry
constexpr int kBlockM = 64;
constexpr int kBlockN = 64;
constexpr int kBlockK = 16;
constexpr int kThreadM = 4;
constexpr int kThreadN = 4;
constexpr int kThreads = 256;            // (kBlockM / kThreadM) * (kBlockN / kThreadN)
constexpr int kStages = 2;               // shared-memory buffers
constexpr int kGroupsPerBlock = 1;
[[maybe_unused]] constexpr int kRowsPerGroup = kBlockM / kGroupsPerBlock;   // rows of one merged group
// A (x) is read in vectors of kVectorA along GEMM k; B (w) along GEMM k.
constexpr int kVectorA = 4;
constexpr int kVectorB = 4;
static_assert(kBlockM % kThreadM == 0 && kBlockN % kThreadN == 0, "tile divisibility");
// Thread column tn owns the kThreadN consecutive tile columns from tn * kThreadN.
__device__ __forceinline__ int thread_column(int tn, int j) { return tn * kThreadN + j; }
constexpr int kLoadsA = 1;   // A vectors per thread
constexpr int kLoadsB = 1;   // B vectors per thread

// Tile coordinates of this thread's l-th A vector: row m (0..kBlockM), column kk
// (0..kBlockK); kk does not depend on l.
__device__ __forceinline__ bool a_vector(int l, int& m, int& kk) {
    const int v = static_cast<int>(threadIdx.x) + l * kThreads;   // row-major, 4 vectors per row
    m = v / (kBlockK / kVectorA);
    kk = (v % (kBlockK / kVectorA)) * kVectorA;
    return v < 256;
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
    const float* __restrict__ prologue_scale;      // prologue operand: per input channel (G x C), fp32
    const float* __restrict__ prologue_shift;      // prologue operand: per input channel (G x C), fp32
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

    // The G x C index of vector l's first channel: the prologue's scale / shift element.
    __device__ __forceinline__ Index prologue_channel(const Params& p, const TileState& tile, int) const {
        return tile.group * p.channels + at.c0 + kk;
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
__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, 1) fwd_2d_fp32_bn_relu_prologue_kernel(Params params) {
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
                const hipconv::Vec<AType, 4> packed = hipconv::load_vec<4>(a_tensor(params) + offset);
                for (int e = 0; e < 4; ++e)
                    a_regs[l][e] = hipconv::to_accumulator(packed.v[e]);
            }
            {
                // the prologue (relu(x * scale + shift)) on X's elements as they load
                const Index channel = a_access.prologue_channel(params, tile, l);
                for (int e = 0; e < kVectorA; ++e)
                    a_regs[l][e] = hipconv::epilogue::relu(((a_regs[l][e] * params.prologue_scale[channel + e]) + params.prologue_shift[channel + e]));
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
                const hipconv::Vec<BType, 4> packed = hipconv::load_vec<4>(b_tensor(params) + offset);
                for (int e = 0; e < 4; ++e)
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

}  // namespace

extern "C" int32_t hipconv_fwd_2d_fp32_bn_relu_prologue_supports(const hipconv_problem* p) {
    if (p == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    if (p->spatial_dim != 2)
        return HIPCONV_REFUSED_SPATIAL_DIM;
    if (!hipconv::problem_is_valid(*p))
        return HIPCONV_REFUSED_INVALID_PROBLEM;
    if (p->in_channels % 4 != 0)   // x, w: vectors of 4 along C
        return HIPCONV_REFUSED_C_VECTOR;
    if (p->out_channels % 4 != 0)   // y: vectors of 4 along K
        return HIPCONV_REFUSED_K_VECTOR;
    if (!hipconv::strides_addressable(*p, hipconv::Role::X, Params::kXAxes, 4, false))
        return HIPCONV_REFUSED_STRIDES;
    if (!hipconv::strides_addressable(*p, hipconv::Role::W, Params::kWAxes, 4, false))
        return HIPCONV_REFUSED_STRIDES;
    if (!hipconv::strides_addressable(*p, hipconv::Role::Y, Params::kYAxes, 4, true))
        return HIPCONV_REFUSED_STRIDES;
    // 32-bit indices: the sizes, and the offsets each tensor's kernels form (plan.index_reach)
    if (!hipconv::fits_32bit_indices(*p) ||
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::X, Params::kXAxes, {true, 0}) ||   // x: the window (padding and filter reach)
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::W, Params::kWAxes, {false, 0}) ||   // w: its elements
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::Y, Params::kYAxes, {false, 0}))   // y: its elements
        return HIPCONV_REFUSED_INDEX_RANGE;
    static hipconv::PerDeviceValue shared_room;   // the device query, once per device
    if (!hipconv::kernel_runs_on_device(shared_room, fwd_2d_fp32_bn_relu_prologue_kernel<0>, 0))
        return HIPCONV_REFUSED_DEVICE;

    if (hipconv::ceil_div(p->out_channels, kBlockN) > hipconv::kMaxGridYZ || p->groups > hipconv::kMaxGridYZ ||
        hipconv::ceil_div(gemm_rows(p), kBlockM) > hipconv::kMaxGridX)
        return HIPCONV_REFUSED_GRID_LIMIT;
    return HIPCONV_OK;
}

extern "C" int64_t hipconv_fwd_2d_fp32_bn_relu_prologue_workspace_size(const hipconv_problem* p) {
    (void)p;
    return 0;   // forward writes Y directly
}

extern "C" int32_t hipconv_fwd_2d_fp32_bn_relu_prologue_split_k(const hipconv_problem* p) {
    (void)p;
    return 1;
}

extern "C" int32_t hipconv_fwd_2d_fp32_bn_relu_prologue_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    (void)workspace;
    const int32_t status = hipconv_fwd_2d_fp32_bn_relu_prologue_supports(p);
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
    if (args.prologue_scale == nullptr)
        return HIPCONV_INVALID_ARGUMENT;   // the prologue reads `scale`
    if (args.prologue_shift == nullptr)
        return HIPCONV_INVALID_ARGUMENT;   // the prologue reads `shift`
    Params params{};
    params.x = static_cast<const XType*>(tensors->x);
    params.w = static_cast<const WType*>(tensors->w);
    params.y = static_cast<YType*>(tensors->y);
    params.bias = static_cast<const YType*>(args.bias);
    params.prologue_scale = args.prologue_scale;
    params.prologue_shift = args.prologue_shift;
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
    const auto kernel = hipconv::epilogue::kernel_of_activation(activation, fwd_2d_fp32_bn_relu_prologue_kernel<0>, fwd_2d_fp32_bn_relu_prologue_kernel<1>, fwd_2d_fp32_bn_relu_prologue_kernel<2>, fwd_2d_fp32_bn_relu_prologue_kernel<3>);
    hipLaunchKernelGGL(kernel, grid, dim3(kThreads), 0, static_cast<hipStream_t>(stream), params);

    return hipconv::launch_status();
}

}  // namespace hipconv_instance_fwd_2d_fp32_bn_relu_prologue
