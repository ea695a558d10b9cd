// @generated from specs/bwd_weight.yaml, instance bwd_weight_2d_fp16_few_run8_c4; do not edit.
// Regenerate with: python -m codegen specs/bwd_weight.yaml
//
// signature: backward_weight, 2D, x NHWGC fp16, w GKYXC fp16, y NHWGK fp16,
//            accumulate fp32, epilogue acc
// algorithm: depthwise runs (few_channels), block 128x32x3, thread 8x4 (128 threads),
//            vectors x 4 / w 1 / y 4, 32-bit indices,
//            registers for 2 resident blocks per SM,
//            split_k auto, atomic reduction, 1 group(s) per block
// targets:   gfx90a, gfx940, sm_80, sm_90a
//
// Few-channel backward-weight (C = K = 4 per group), no GEMM:
//   dW[g, k, f.., c] = sum over n and o.. of dY[n, o.., g, k] * X[n, o*stride - pad + f*dilation, g, c]
// a reduction over the Kg = N * prod(output) rows (n, o..) for every (group, tap): the
// depthwise kernel below with one group's K x C products per thread in place of 4
// groups' one (a thread reads its group's K dY values and C X values as one vector each).
//
// Depthwise backward-weight (C = K = 1 per group), no GEMM:
//   dW[g, 0, f.., 0] = sum over n and o.. of dY[n, o.., g, 0] * X[n, o*stride - pad + f*dilation, g, 0]
// a reduction over the Kg = N * prod(output) rows (n, o..) for every (group, tap).
//
// Mapping: a block owns kBlockN = 32 consecutive groups and kBlockK = 3 consecutive
// filter taps (grid.x = ceil(G / 32), grid.y = tap tiles of floor(3 / F) whole rows of F taps, grid.z = split slices).
// Its threads are kTeams = 16 row teams x kLanes = 8 lanes; a lane owns 4 consecutive
// groups (one vector of x and of dY along G, contiguous because C = K = 1 in channels_last), team t
// takes the rows t, t + kTeams, ... (runs of kRun rows: t*kRun, (t + kTeams)*kRun, ...) so neighbouring teams work on neighbouring output
// positions.  Each thread keeps kBlockK x 4 fp32 accumulators in registers; at the end the
// teams' partial sums meet in shared memory and are added in team order 0..kTeams-1.
//
// Runs: a team takes kRun = 8 consecutive rows at a time.  Where they lie on one line of
// the innermost output axis, which has dilation 1 and a (filter width F, stride S) this
// kernel has a window for (3 at stride 1), a tap tile is whole rows of F taps and the
// run keeps an X window of (kRun - 1) * S + F positions per row of taps in registers:
// tap f of position j reads window element j * S + f, so a row of taps costs
// (kRun - 1) * S + F X loads instead of kRun * F.  Runs that cross a line end go row by
// row; problems without a window are refused (depthwise-window).
//
// Memory: dY is read once per tap tile -- exactly once when block.k >= prod(filter) (one
// tap tile).  X is loaded once per (row, tap of the tile) that reaches it: prod(filter) /
// prod(stride) loads per X element on average, but the loads of one output position's
// window and of the neighbouring teams' overlapping windows are issued together, so the
// repeats are served by L1/L2 and DRAM sees about one pass over X.  dW is written once
// (G * prod(filter) elements, element by element: not contiguous along G).
// Split-K (split_k auto): grid.z = S slices of the rows, chunk = ceil(ceil(Kg / S) / kReductionStep) * kReductionStep;
// two-stage: fp32 atomicAdd into a zeroed fp32 workspace, then one conversion pass.
// When the count resolves to 1 the block stores dW directly.
#include <stdint.h>

#include "hipconv/platform.h"
#include "hipconv/numeric.h"
#include "hipconv/host.h"
#include "hipconv_bwd_weight.h"

// Everything below is in this instance's own namespace (closed at the end of the file), so
// that several instance sources can be compiled as one translation unit (the build option
// HIPCONV_BATCH_SIZE); the exported extern "C" functions keep their C names.
namespace hipconv_instance_bwd_weight_2d_fp16_few_run8_c4 {

namespace {

using Index = int32_t;
using XType = hipconv::half_t;
using WType = hipconv::half_t;   // dW, written
using YType = hipconv::half_t;   // dY
constexpr int kSpatialDims = 2;
constexpr int kBlockM = 128;
constexpr int kBlockN = 32;
constexpr int kBlockK = 3;
constexpr int kVec = 1;                         // groups per thread
constexpr int kChannels = 4;                     // C = K per group
constexpr int kLoadWidth = kVec * kChannels;       // a thread's dY (and X) values of one row: one vector (thread.n)
constexpr int kLanes = kBlockN / kLoadWidth;       // threads along the group axis (block.n: groups x C)
constexpr int kValues = kVec * kChannels * kChannels;   // accumulators per tap: K x C per group
constexpr int kRun = 8;                         // consecutive rows per team step (thread.m)
constexpr int kTeams = kBlockM / kRun;             // row teams
constexpr int kBlockGroups = kLanes * kVec;
constexpr int kThreads = kTeams * kLanes;          // = 128
static_assert(kThreads == 128, "thread count");
constexpr int kReductionStep = kTeams * kRun;      // split slices are whole multiples of a block step

struct Params {
    const XType* __restrict__ x;
    const YType* __restrict__ dy;
    WType* __restrict__ dw;
    Index batch, groups;
    Index taps;                                      // prod(filter)
    Index tile_taps;                                 // taps per tap tile (grid.y): kBlockK, or whole rows of F
    int window;                                      // F of the X window (window_width), or 0: row by row
    int window_stride;                               // S: the innermost stride
    Index k_total;                                   // rows: N * prod(output)
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
};

// Row kk of the reduction as (n, o..): o innermost last; returns n.
__device__ __forceinline__ Index split_row(const Params& p, Index row, Index (&o)[kSpatialDims]) {
    for (int d = kSpatialDims - 1; d >= 0; --d) {
        o[d] = row % p.output[d];
        row /= p.output[d];
    }
    return row;
}

// Move (n, o..) forward by `rows` rows; returns how much n grew.
__device__ __forceinline__ Index advance_row(const Params& p, Index (&o)[kSpatialDims], Index rows) {
    Index carry = rows;
    for (int d = kSpatialDims - 1; d >= 0 && carry != 0; --d) {
        o[d] += carry;
        carry = 0;
        while (o[d] >= p.output[d]) {
            o[d] -= p.output[d];
            ++carry;
        }
    }
    return carry;
}

// Row r of the thread's taps through its X window: tap (r, t) of run position j multiplies
// window element j * S + t, for the thread's kVec groups (each group's K x C products).
template <int F, int S>
__device__ __forceinline__ void window_products(float (&acc)[kBlockK][kValues], int r,
                                                const float (&dy_v)[kRun][kLoadWidth],
                                                const float (&window)[(kRun - 1) * S + F][kLoadWidth]) {
    for (int t = 0; t < F; ++t)
        for (int j = 0; j < kRun; ++j)
            for (int v = 0; v < kVec; ++v)
                for (int k = 0; k < kChannels; ++k)
                    for (int c = 0; c < kChannels; ++c)
                        acc[r * F + t][(v * kChannels + k) * kChannels + c] +=
                            dy_v[j][v * kChannels + k] * window[j * S + t][v * kChannels + c];
}

__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, 2) bwd_weight_2d_fp16_few_run8_c4_kernel(Params params) {
    const int tid = threadIdx.x;
    const int lane = tid % kLanes;
    const int team = tid / kLanes;
    const Index g0 = static_cast<Index>(blockIdx.x) * kBlockGroups;
    const Index g = g0 + lane * kVec;
    const Index tile_taps = params.tile_taps;
    const Index tap0 = static_cast<Index>(blockIdx.y) * tile_taps;
    const int slice = static_cast<int>(blockIdx.z);
    const Index row_begin = static_cast<Index>(slice) * params.chunk;
    const Index row_end = params.k_total - row_begin < params.chunk ? params.k_total : row_begin + params.chunk;

    Index f0[kSpatialDims];   // filter coordinates of the tile's first tap
    hipconv::split_index(tap0, params.filter, f0);

    float acc[kBlockK][kValues];
    for (int t = 0; t < kBlockK; ++t)
        for (int e = 0; e < kValues; ++e)
            acc[t][e] = 0.0f;

    // Where row (n, o..) reads: its window origin o * stride - pad in X, its dY offset,
    // and X's offset of (n, g).
    struct RowPlace {
        Index origin[kSpatialDims];
        Index y_offset;
        Index x_base;
    };
    auto place_of = [&](Index n, const Index (&o)[kSpatialDims]) {
        RowPlace at;
        at.y_offset = n * params.y_stride_n + g * params.y_stride_g;
        for (int d = 0; d < kSpatialDims; ++d) {
            at.origin[d] = o[d] * params.stride[d] - params.pad[d];
            at.y_offset += o[d] * params.y_stride_s[d];
        }
        at.x_base = n * params.x_stride_n + g * params.x_stride_g;
        return at;
    };

    // One row (n, o..): dY once, X once per tap of the tile that reaches it.
    auto one_row = [&](Index n, const Index (&o)[kSpatialDims]) {
        const RowPlace at = place_of(n, o);
        float dy_v[kLoadWidth];
        {
                const hipconv::Vec<YType, 4> packed = hipconv::load_vec<4>(params.dy + at.y_offset);
                for (int e = 0; e < 4; ++e)
                    dy_v[e] = hipconv::to_accumulator(packed.v[e]);
            }
        Index f[kSpatialDims];
        for (int d = 0; d < kSpatialDims; ++d)
            f[d] = f0[d];
#pragma unroll
        for (int t = 0; t < kBlockK; ++t) {
            if (t < tile_taps && tap0 + t < params.taps) {
                bool inside = true;
                Index x_offset = at.x_base;
                for (int d = 0; d < kSpatialDims; ++d) {
                    const Index i = at.origin[d] + f[d] * params.dilation[d];
                    inside = inside && i >= 0 && i < params.input[d];
                    x_offset += i * params.x_stride_s[d];
                }
                if (inside) {
                    float x_v[kLoadWidth];
                    {
                const hipconv::Vec<XType, 4> packed = hipconv::load_vec<4>(params.x + x_offset);
                for (int e = 0; e < 4; ++e)
                    x_v[e] = hipconv::to_accumulator(packed.v[e]);
            }
                    for (int v = 0; v < kVec; ++v)
                        for (int k = 0; k < kChannels; ++k)
                            for (int c = 0; c < kChannels; ++c)
                                acc[t][(v * kChannels + k) * kChannels + c] += dy_v[v * kChannels + k] * x_v[v * kChannels + c];
                }
                hipconv::next_index(f, params.filter);   // next tap
            }
        }
    };
    // kRun rows on one line (o[last] .. o[last] + kRun - 1) with the X window: the tile's
    // taps are kBlockK / F whole rows of F taps starting at f0 (f0[last] = 0).
    auto window_run = [&](auto width, auto stride, Index n, const Index (&o)[kSpatialDims]) {
        constexpr int F = decltype(width)::value;
        constexpr int S = decltype(stride)::value;   // innermost stride
        constexpr int kWindow = (kRun - 1) * S + F;
        constexpr int kRows = kBlockK / F;   // rows of taps in a tile
        constexpr int last = kSpatialDims - 1;
        const RowPlace at = place_of(n, o);
        float dy_v[kRun][kLoadWidth];
        for (int j = 0; j < kRun; ++j) {
            {
                const hipconv::Vec<YType, 4> packed = hipconv::load_vec<4>(params.dy + at.y_offset + j * params.y_stride_s[last]);
                for (int e = 0; e < 4; ++e)
                    dy_v[j][e] = hipconv::to_accumulator(packed.v[e]);
            }
        }
        Index f[kSpatialDims];   // the tap row's outer coordinates (f[last] stays 0)
        for (int d = 0; d < kSpatialDims; ++d)
            f[d] = f0[d];
#pragma unroll
        for (int r = 0; r < kRows; ++r) {
            if (tap0 + r * F < params.taps) {
                bool inside = true;
                Index x_offset = at.x_base;
                for (int d = 0; d < last; ++d) {
                    const Index i = at.origin[d] + f[d] * params.dilation[d];
                    inside = inside && i >= 0 && i < params.input[d];
                    x_offset += i * params.x_stride_s[d];
                }
                if (inside) {
                    float x_window[kWindow][kLoadWidth];   // X at at.origin[last] + u
                    for (int u = 0; u < kWindow; ++u) {
                        const Index i = at.origin[last] + u;
                        if (i >= 0 && i < params.input[last]) {
                            {
                const hipconv::Vec<XType, 4> packed = hipconv::load_vec<4>(params.x + x_offset + i * params.x_stride_s[last]);
                for (int e = 0; e < 4; ++e)
                    x_window[u][e] = hipconv::to_accumulator(packed.v[e]);
            }
                        } else {
                            for (int e = 0; e < kLoadWidth; ++e)
                                x_window[u][e] = 0.0f;
                        }
                    }
                    window_products<F, S>(acc, r, dy_v, x_window);
                }
                for (int d = last - 1; d >= 0; --d) {   // the next row of taps
                    if (++f[d] < params.filter[d])
                        break;
                    f[d] = 0;
                }
            }
        }
    };

    if (g < params.groups) {
        constexpr int last = kSpatialDims - 1;
        for (Index run = row_begin + team * kRun; run < row_end; run += kTeams * kRun) {
            Index o[kSpatialDims];
            Index n = split_row(params, run, o);
            if (params.window != 0 && o[last] + kRun <= params.output[last] && run + kRun <= row_end) {
                if (params.window == 3 && params.window_stride == 1)
                    window_run(std::integral_constant<int, 3>{}, std::integral_constant<int, 1>{}, n, o);
                continue;
            }
            for (int j = 0; j < kRun && run + j < row_end; ++j, n += advance_row(params, o, 1))
                one_row(n, o);
        }
    }

    // Cross-team reduction, one tap at a time, in team order (deterministic).  Unrolled,
    // so that acc[t][..] stays in registers (a runtime t would put acc in local memory).
    constexpr int kColumns = kLanes * kValues;
    __shared__ float red[kTeams][kColumns];
#pragma unroll
    for (int t = 0; t < kBlockK; ++t) {
        for (int e = 0; e < kValues; ++e)
            red[team][lane * kValues + e] = acc[t][e];
        __syncthreads();
        const Index tap = tap0 + t;
        for (int column = tid; column < kColumns; column += kThreads) {
            // column = (group - g0) * K * C + k * C + c
            const Index group = g0 + column / (kChannels * kChannels);
            const int k = column / kChannels % kChannels, c = column % kChannels;
            if (t < tile_taps && tap < params.taps && group < params.groups) {
                float sum[1] = {0.0f};
                for (int r = 0; r < kTeams; ++r)
                    sum[0] += red[r][column];
                // dW[g, k, f.., c]: taps lie C apart
                const Index offset = group * params.w_stride_g + k * params.w_stride_k + tap * kChannels + c;
                if (params.splits == 1) params.dw[offset] = hipconv::from_accumulator<WType>(sum[0]);
            else for (int e = 0; e < 1; ++e)
                hipconv::atomic_add(params.workspace + offset + e, sum[e]);
            }
        }
        __syncthreads();
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

__device__ inline void bwd_weight_2d_fp16_few_run8_c4_finish_element(const FinishParams& params, int64_t i, float value) {
    params.dw[i] = hipconv::from_float<WType>(value);
}

__global__ void __launch_bounds__(kFinishThreads) bwd_weight_2d_fp16_few_run8_c4_finish(FinishParams params) {
    const int64_t step = static_cast<int64_t>(gridDim.x) * kFinishThreads;
    const int64_t first = static_cast<int64_t>(blockIdx.x) * kFinishThreads + threadIdx.x;
    if (finish_in_vectors(params.elements)) {
        for (int64_t i = first * kFinishVector; i < params.elements; i += step * kFinishVector) {
            const hipconv::Vec<float, kFinishVector> sum = hipconv::load_vec<kFinishVector>(params.workspace + i);
            for (int e = 0; e < kFinishVector; ++e)
                bwd_weight_2d_fp16_few_run8_c4_finish_element(params, i + e, sum[e]);
        }
        return;
    }
    for (int64_t i = first; i < params.elements; i += step) {
        bwd_weight_2d_fp16_few_run8_c4_finish_element(params, i, params.workspace[i]);
    }
}

}  // namespace

// ---------------------------------------------------------------- host side

namespace {

int64_t reduction_length(const hipconv_problem* p) {
    return p->batch * hipconv::product(p->output, p->spatial_dim);
}

int64_t group_tiles(const hipconv_problem* p) {
    return hipconv::ceil_div(p->groups, kBlockGroups);
}

// F of the X window for p: the innermost filter width where this kernel has a window for
// it at p's innermost stride (3 at stride 1) and dilation 1; else 0 (row by row).
int window_width(const hipconv_problem* p) {
    const int last = p->spatial_dim - 1;
    if (p->dilation[last] != 1)
        return 0;
    if (p->filter[last] == 3 && p->stride[last] == 1)
        return 3;
    return 0;
}

// Taps per tap tile: kBlockK, or with the X window as many whole rows of F taps as fit.
int64_t tile_taps(const hipconv_problem* p) {
    if (const int width = window_width(p))
        return kBlockK / width * width;
    return kBlockK;
}

int64_t tap_tiles(const hipconv_problem* p) {
    return hipconv::ceil_div(hipconv::product(p->filter, p->spatial_dim), tile_taps(p));
}

int64_t z_blocks_per_split(const hipconv_problem* p) {
    (void)p;
    return 1;
}

int64_t tiles_per_split(const hipconv_problem* p) {
    return group_tiles(p) * tap_tiles(p);
}

// The split of the reduction: slice s covers [s * chunk, min((s + 1) * chunk, total)).
struct SplitPlan {
    int64_t chunk;      // a multiple of kReductionStep
    int32_t splits;     // effective slice count: ceil(total / chunk) <= requested
};

int64_t w_elements(const hipconv_problem* p) {
    return p->groups * p->out_channels * hipconv::product(p->filter, p->spatial_dim) * p->in_channels;
}

// The most slices split_k auto asks for: min(1024, max(1, k_steps / 4), max(1, 65535 /
// z_blocks)) -- at least 4 reduction steps per slice, grid.z <= 65535.
int64_t split_upper_bound(const hipconv_problem* p, int64_t k_steps) {
    int64_t upper = k_steps / 4 > 1 ? k_steps / 4 : 1;
    if (upper > 1024)
        upper = 1024;
    const int64_t grid_bound = hipconv::kMaxGridYZ / z_blocks_per_split(p);
    if (upper > grid_bound)
        upper = grid_bound > 1 ? grid_bound : 1;
    return upper;
}

// split_k: auto.  The requested count is
//   splits = clamp(ceil(4 * SMs / tiles), 1, min(1024, max(1, k_steps / 4), max(1, 65535 / z_blocks)))
//   tiles    = blocks of one slice (tiles_per_split)
//   SMs      = hipDeviceAttributeMultiprocessorCount of the current device (cpu: omp_get_num_procs())
//   k_steps  = ceil(reduction length / kReductionStep)
//   z_blocks = grid.z blocks of one slice (the last bound keeps grid.z <= 65535)
// i.e. about four blocks per multiprocessor, at least 4 reduction steps per slice and
// at most 1024 slices.  run(), workspace_size() and split_k() all call this function.
int64_t requested_splits(const hipconv_problem* p) {
    const int64_t tiles = tiles_per_split(p);
    const int64_t k_steps = hipconv::ceil_div(reduction_length(p), kReductionStep);
    const int64_t upper = split_upper_bound(p, k_steps);
    const int64_t wanted = hipconv::ceil_div(4 * hipconv::multiprocessor_count(), tiles);
    return wanted < 1 ? 1 : (wanted > upper ? upper : wanted);
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

extern "C" int32_t hipconv_bwd_weight_2d_fp16_few_run8_c4_supports(const hipconv_problem* p) {
    if (p == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    if (p->spatial_dim != 2)
        return HIPCONV_REFUSED_SPATIAL_DIM;
    if (!hipconv::problem_is_valid(*p))
        return HIPCONV_REFUSED_INVALID_PROBLEM;
    if (p->in_channels % 4 != 0)   // x: vectors of 4 along C
        return HIPCONV_REFUSED_C_VECTOR;
    if (p->out_channels % 4 != 0)   // y: vectors of 4 along K
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
    if (!hipconv::kernel_runs_on_device(shared_room, bwd_weight_2d_fp16_few_run8_c4_kernel, 0))
        return HIPCONV_REFUSED_DEVICE;

    if (p->in_channels != kChannels || p->out_channels != kChannels)
        return HIPCONV_REFUSED_FEW_CHANNELS;
    if (window_width(p) == 0)   // runs pay only with the X window
        return HIPCONV_REFUSED_DEPTHWISE_WINDOW;
    if (group_tiles(p) > hipconv::kMaxGridX || tap_tiles(p) > hipconv::kMaxGridYZ ||
        split_plan(p).splits > hipconv::kMaxGridYZ)
        return HIPCONV_REFUSED_GRID_LIMIT;
    return HIPCONV_OK;
}

extern "C" int64_t hipconv_bwd_weight_2d_fp16_few_run8_c4_workspace_size(const hipconv_problem* p) {
    if (hipconv_bwd_weight_2d_fp16_few_run8_c4_supports(p) != HIPCONV_OK)
        return 0;
    return workspace_bytes(p);
}

// The split-K slice count run() uses for p (0 when the instance refuses p).
extern "C" int32_t hipconv_bwd_weight_2d_fp16_few_run8_c4_split_k(const hipconv_problem* p) {
    if (hipconv_bwd_weight_2d_fp16_few_run8_c4_supports(p) != HIPCONV_OK)
        return 0;
    return split_plan(p).splits;
}

extern "C" int32_t hipconv_bwd_weight_2d_fp16_few_run8_c4_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    const int32_t status = hipconv_bwd_weight_2d_fp16_few_run8_c4_supports(p);
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
    params.groups = static_cast<Index>(p->groups);
    params.taps = static_cast<Index>(hipconv::product(p->filter, p->spatial_dim));
    params.tile_taps = static_cast<Index>(tile_taps(p));
    params.window = window_width(p);
    params.window_stride = static_cast<int>(p->stride[p->spatial_dim - 1]);
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
    const dim3 grid(static_cast<unsigned>(group_tiles(p)), static_cast<unsigned>(tap_tiles(p)),
                    static_cast<unsigned>(split.splits));
    hipLaunchKernelGGL(bwd_weight_2d_fp16_few_run8_c4_kernel, grid, dim3(kThreads), 0, hip_stream, params);
    if (split.splits > 1) {
        if (const int32_t launched = hipconv::launch_status())
            return launched;
        FinishParams finish{};
        finish.workspace = params.workspace;
        finish.dw = params.dw;
        finish.elements = params.w_elements;
        const int64_t finish_blocks = hipconv::ceil_div(finish_in_vectors(finish.elements) ? finish.elements / kFinishVector : finish.elements, int64_t{kFinishThreads});
        hipLaunchKernelGGL(bwd_weight_2d_fp16_few_run8_c4_finish, dim3(static_cast<unsigned>(finish_blocks < 65535 ? finish_blocks : 65535)),
                           dim3(kFinishThreads), 0, hip_stream, finish);
    }
    return hipconv::launch_status();
}

}  // namespace hipconv_instance_bwd_weight_2d_fp16_few_run8_c4
