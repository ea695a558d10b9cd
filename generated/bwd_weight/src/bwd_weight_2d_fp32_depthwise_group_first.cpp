// @generated from specs/bwd_weight.yaml, instance bwd_weight_2d_fp32_depthwise_group_first; do not edit.
// Regenerate with: python -m codegen specs/bwd_weight.yaml
//
// signature: backward_weight, 2D, x GNHWC fp32, w GKYXC fp32, y GNHWK fp32,
//            accumulate fp32, epilogue acc
// algorithm: depthwise runs (depthwise), block 64x4x9, thread 1x1 (256 threads),
//            vectors x 1 / w 1 / y 1, 32-bit indices,
//            split_k 1, atomic reduction, 1 group(s) per block
// targets:   gfx90a, gfx940, sm_80, sm_90a
//
// Depthwise backward-weight (C = K = 1 per group), no GEMM:
//   dW[g, 0, f.., 0] = sum over n and o.. of dY[n, o.., g, 0] * X[n, o*stride - pad + f*dilation, g, 0]
// a reduction over the Kg = N * prod(output) rows (n, o..) for every (group, tap).
//
// Mapping: a block owns kBlockN = 4 consecutive groups and kBlockK = 9 consecutive
// filter taps (grid.x = ceil(G / 4), grid.y = ceil(prod(filter) / 9)).
// Its threads are kTeams = 64 row teams x kLanes = 4 lanes; a lane owns 1 consecutive
// groups (one vector of x and of dY along G), team t
// takes the rows t, t + kTeams, ... so neighbouring teams work on neighbouring output
// positions.  Each thread keeps kBlockK x 1 fp32 accumulators in registers; at the end the
// teams' partial sums meet in shared memory and are added in team order 0..kTeams-1.
//
// Memory: dY is read once per tap tile -- exactly once when block.k >= prod(filter) (one
// tap tile).  X is loaded once per (row, tap of the tile) that reaches it: prod(filter) /
// prod(stride) loads per X element on average, but the loads of one output position's
// window and of the neighbouring teams' overlapping windows are issued together, so the
// repeats are served by L1/L2 and DRAM sees about one pass over X.  dW is written once
// (G * prod(filter) elements, element by element: not contiguous along G).
#include <stdint.h>

#include "hipconv/platform.h"
#include "hipconv/numeric.h"
#include "hipconv/host.h"
#include "hipconv_bwd_weight.h"

// Everything below is in this instance's own namespace (closed at the end of the file), so
// that several instance sources can be compiled as one translation unit (the build option
// HIPCONV_BATCH_SIZE); the exported extern "C" functions keep their C names.
namespace hipconv_instance_bwd_weight_2d_fp32_depthwise_group_first {

namespace {

using Index = int32_t;
using XType = float;
using WType = float;   // dW, written
using YType = float;   // dY
constexpr int kSpatialDims = 2;
constexpr int kBlockM = 64;
constexpr int kBlockN = 4;
constexpr int kBlockK = 9;
constexpr int kVec = 1;                         // groups per thread
constexpr int kChannels = 1;                     // C = K per group
constexpr int kLoadWidth = kVec * kChannels;       // a thread's dY (and X) values of one row: one vector (thread.n)
constexpr int kLanes = kBlockN / kLoadWidth;       // threads along the group axis
constexpr int kValues = kVec * kChannels * kChannels;   // accumulators per tap: K x C per group
constexpr int kRun = 1;                         // consecutive rows per team step (thread.m)
constexpr int kTeams = kBlockM / kRun;             // row teams
constexpr int kBlockGroups = kLanes * kVec;
constexpr int kThreads = kTeams * kLanes;          // = 256
static_assert(kThreads == 256, "thread count");

struct Params {
    const XType* __restrict__ x;
    const YType* __restrict__ dy;
    WType* __restrict__ dw;
    Index batch, groups;
    Index taps;                                      // prod(filter)
    Index k_total;                                   // rows: N * prod(output)
    Index input[kSpatialDims], filter[kSpatialDims], output[kSpatialDims];
    Index stride[kSpatialDims], dilation[kSpatialDims], pad[kSpatialDims];
    Index x_stride_g, x_stride_n;   // GNHWC; c innermost: stride 1
    Index x_stride_s[kSpatialDims];
    Index w_stride_g, w_stride_k;   // GKYXC; c innermost: stride 1
    Index w_stride_s[kSpatialDims];
    Index y_stride_g, y_stride_n;   // GNHWK; k innermost: stride 1
    Index y_stride_s[kSpatialDims];
    static constexpr hipconv::TensorAxes kXAxes{5, {3, 0, 1, 2, 4}, {false, true, true, true, false}};   // GNHWC: strides of N, H, W free
    static constexpr hipconv::TensorAxes kWAxes{5, {0, 1, 2, 3, 4}, {false, false, false, false, false}};   // GKYXC: dense
    static constexpr hipconv::TensorAxes kYAxes{5, {3, 0, 1, 2, 4}, {false, true, true, true, false}};   // GNHWK: strides of N, H, W free

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

__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, 1) bwd_weight_2d_fp32_depthwise_group_first_kernel(Params params) {
    const int tid = threadIdx.x;
    const int lane = tid % kLanes;
    const int team = tid / kLanes;
    const Index g0 = static_cast<Index>(blockIdx.x) * kBlockGroups;
    const Index g = g0 + lane * kVec;
    constexpr Index tile_taps = kBlockK;
    const Index tap0 = static_cast<Index>(blockIdx.y) * tile_taps;
    const Index row_begin = 0;
    const Index row_end = params.k_total;

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
        dy_v[0] = hipconv::to_accumulator(*(params.dy + at.y_offset));
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
                    x_v[0] = hipconv::to_accumulator(*(params.x + x_offset));
                    for (int v = 0; v < kVec; ++v)
                        for (int k = 0; k < kChannels; ++k)
                            for (int c = 0; c < kChannels; ++c)
                                acc[t][(v * kChannels + k) * kChannels + c] += dy_v[v * kChannels + k] * x_v[v * kChannels + c];
                }
                hipconv::next_index(f, params.filter);   // next tap
            }
        }
    };

    if (g < params.groups) {
        Index o[kSpatialDims];   // output position of this team's row: no division per row
        Index n = split_row(params, row_begin + team, o);
        for (Index row = row_begin + team; row < row_end; row += kTeams, n += advance_row(params, o, kTeams))
            one_row(n, o);
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
                params.dw[offset] = hipconv::from_accumulator<WType>(sum[0]);
            }
        }
        __syncthreads();
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

// Taps per tap tile: kBlockK, or with the X window as many whole rows of F taps as fit.
int64_t tile_taps(const hipconv_problem* p) {
    (void)p;
    return kBlockK;
}

int64_t tap_tiles(const hipconv_problem* p) {
    return hipconv::ceil_div(hipconv::product(p->filter, p->spatial_dim), tile_taps(p));
}


// Bytes of fp32 workspace run() needs (0: none).
int64_t workspace_bytes(const hipconv_problem* p) {
    (void)p;
    return 0;   // dW is written directly
}

}  // namespace

extern "C" int32_t hipconv_bwd_weight_2d_fp32_depthwise_group_first_supports(const hipconv_problem* p) {
    if (p == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    if (p->spatial_dim != 2)
        return HIPCONV_REFUSED_SPATIAL_DIM;
    if (!hipconv::problem_is_valid(*p))
        return HIPCONV_REFUSED_INVALID_PROBLEM;
    if (!hipconv::strides_addressable(*p, hipconv::Role::X, Params::kXAxes, 4, false))
        return HIPCONV_REFUSED_STRIDES;
    if (!hipconv::strides_addressable(*p, hipconv::Role::W, Params::kWAxes, 4, true))
        return HIPCONV_REFUSED_STRIDES;
    if (!hipconv::strides_addressable(*p, hipconv::Role::Y, Params::kYAxes, 4, false))
        return HIPCONV_REFUSED_STRIDES;
    // 32-bit indices: the sizes, and the offsets each tensor's kernels form (plan.index_reach)
    if (!hipconv::fits_32bit_indices(*p) ||
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::X, Params::kXAxes, {true, 0}) ||   // x: the window (padding and filter reach)
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::W, Params::kWAxes, {false, 0}) ||   // w: its elements
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::Y, Params::kYAxes, {false, 0}))   // y: its elements
        return HIPCONV_REFUSED_INDEX_RANGE;
    static hipconv::PerDeviceValue shared_room;   // the device query, once per device
    if (!hipconv::kernel_runs_on_device(shared_room, bwd_weight_2d_fp32_depthwise_group_first_kernel, 0))
        return HIPCONV_REFUSED_DEVICE;

    if (p->in_channels != 1 || p->out_channels != 1)
        return HIPCONV_REFUSED_NOT_DEPTHWISE;
    if (group_tiles(p) > hipconv::kMaxGridX || tap_tiles(p) > hipconv::kMaxGridYZ)
        return HIPCONV_REFUSED_GRID_LIMIT;
    return HIPCONV_OK;
}

extern "C" int64_t hipconv_bwd_weight_2d_fp32_depthwise_group_first_workspace_size(const hipconv_problem* p) {
    if (hipconv_bwd_weight_2d_fp32_depthwise_group_first_supports(p) != HIPCONV_OK)
        return 0;
    return workspace_bytes(p);
}

// The split-K slice count run() uses for p (0 when the instance refuses p).
extern "C" int32_t hipconv_bwd_weight_2d_fp32_depthwise_group_first_split_k(const hipconv_problem* p) {
    if (hipconv_bwd_weight_2d_fp32_depthwise_group_first_supports(p) != HIPCONV_OK)
        return 0;
    return 1;
}

extern "C" int32_t hipconv_bwd_weight_2d_fp32_depthwise_group_first_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    const int32_t status = hipconv_bwd_weight_2d_fp32_depthwise_group_first_supports(p);
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
        hipconv::effective_strides(*p, hipconv::Role::X, Params::kXAxes, strides);   // GNHWC
        params.x_stride_g = static_cast<Index>(strides[3]);
        params.x_stride_n = static_cast<Index>(strides[0]);
        params.x_stride_s[0] = static_cast<Index>(strides[1]);
        params.x_stride_s[1] = static_cast<Index>(strides[2]);
        hipconv::effective_strides(*p, hipconv::Role::W, Params::kWAxes, strides);   // GKYXC
        params.w_stride_g = static_cast<Index>(strides[0]);
        params.w_stride_k = static_cast<Index>(strides[1]);
        params.w_stride_s[0] = static_cast<Index>(strides[2]);
        params.w_stride_s[1] = static_cast<Index>(strides[3]);
        hipconv::effective_strides(*p, hipconv::Role::Y, Params::kYAxes, strides);   // GNHWK
        params.y_stride_g = static_cast<Index>(strides[3]);
        params.y_stride_n = static_cast<Index>(strides[0]);
        params.y_stride_s[0] = static_cast<Index>(strides[1]);
        params.y_stride_s[1] = static_cast<Index>(strides[2]);
    }

    (void)workspace;
    const dim3 grid(static_cast<unsigned>(group_tiles(p)), static_cast<unsigned>(tap_tiles(p)),
                    1);
    hipLaunchKernelGGL(bwd_weight_2d_fp32_depthwise_group_first_kernel, grid, dim3(kThreads), 0, hip_stream, params);
    return hipconv::launch_status();
}

}  // namespace hipconv_instance_bwd_weight_2d_fp32_depthwise_group_first
