// @generated from specs/bwd_data.yaml, instance bwd_data_2d_fp32_depthwise_accumulate; do not edit.
// Regenerate with: python -m codegen specs/bwd_data.yaml
//
// signature: backward_data, 2D, x NHWGC fp32, w GKYXC fp32, y NHWGK fp32,
//            accumulate fp32, epilogue acc + beta * out
// algorithm: direct gather (depthwise), block 16x32x4, thread 1x4 (128 threads),
//            vectors x 4 / w 1 / y 4, 32-bit indices
// targets:   gfx90a, gfx940, sm_80, sm_90a
//
// Depthwise backward-data (C = K = 1 per group), no GEMM:
//   dX[n, i.., g, 0] = sum over the taps f.. that reach i.. of dY[n, o.., g, 0] * W[g, 0, f.., 0],
//                      o = (i + pad - f*dilation) / stride where that divides exactly
// a gather of the taps that reach each output.  dY and dX are each streamed about once
// (the taps of neighbouring positions hit the same dY lines in L1/L2); the block's W is
// staged in shared memory as fp32 rows of kBlockN values, one row per (tap, k), as many
// taps at a time as kWRows rows hold.
//
// Mapping: a thread owns kPositions = 4 positions of one stride phase along the innermost
// input axis (a "strip", spaced by the stride: the taps' index work is shared by the strip) and 4 consecutive groups (one
// vector of dY and of dX along G, contiguous because C = K = 1 in channels_last).
// A block owns kTeams = 16 strips and kLanes = 8 threads along the groups (grid.x = strip
// tiles, grid.y = group tiles), the lanes of a team neighbouring groups, neighbouring
// teams neighbouring strips.
#include <stdint.h>

#include "hipconv/platform.h"
#include "hipconv/numeric.h"
#include "hipconv/host.h"
#include "hipconv_bwd_data.h"

// Everything below is in this instance's own namespace (closed at the end of the file), so
// that several instance sources can be compiled as one translation unit (the build option
// HIPCONV_BATCH_SIZE); the exported extern "C" functions keep their C names.
namespace hipconv_instance_bwd_data_2d_fp32_depthwise_accumulate {

namespace {

using Index = int32_t;
using XType = float;   // dX, written
using WType = float;
using YType = float;   // dY
constexpr int kSpatialDims = 2;
constexpr int kBlockN = 32;                 // W row length: kLanes * kThreadColumns
constexpr int kGroupsPerThread = 4;
constexpr int kChannels = 1;                 // channel slots per group (C of them used)
constexpr int kThreadColumns = kGroupsPerThread * kChannels;   // dX values per position and thread
constexpr int kKVector = 1;                 // dY elements along K per load
constexpr int kTeams = 16;             // strips per block (thread.m = 1)
constexpr int kPositions = 4;         // positions per strip, along the innermost input axis
constexpr int kLanes = kBlockN / kThreadColumns;   // threads along the group axis
constexpr int kBlockGroups = kLanes * kGroupsPerThread;
constexpr int kThreads = kTeams * kLanes;          // = 128
constexpr int kWRows = 64;                   // (tap, k) rows of W in shared memory
static_assert(kThreads == 128, "thread count");

struct Params {
    const YType* __restrict__ dy;
    const WType* __restrict__ w;
    XType* __restrict__ dx;
    float beta;                                   // epilogue scalar
    Index groups;
    Index taps;                                      // prod(filter)
    Index strips;                                    // N * prod(input[..-1]) * stride[-1] * ceil(ceil(input[-1] / stride[-1]) / kPositions)
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

};

__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, 1) bwd_data_2d_fp32_depthwise_accumulate_kernel(Params params) {
    // W of the block's groups as fp32 [(tap, k) row][column], column = (lane, group of
    // the thread, channel): a thread reads its kThreadColumns values of one row as
    // consecutive floats.
    __shared__ __align__(16) float w_tile[kWRows][kBlockN];
    constexpr Index out_channels = 1;
    const int tid = threadIdx.x;
    const int lane = tid % kLanes;
    const int team = tid / kLanes;
    const Index g0 = static_cast<Index>(blockIdx.y) * kBlockGroups;
    const Index g = g0 + lane * kGroupsPerThread;
    Index row = static_cast<Index>(blockIdx.x) * kTeams + team;
    const bool active = g < params.groups && row < params.strips;   // every thread meets the barriers

    // The strip's positions along the innermost axis are i[last] + j * step, j < kPositions,
    // step = the innermost stride: they share one stride phase, so a tap reaches all of
    // them or none, at consecutive dY positions.  A line holds the phases that have
    // positions (step of them, or one per position where the line is shorter than the
    // stride: phase r starts at position r) of strips_per_phase strips each (the last ones of
    // a phase may be partly past the line).
    constexpr int last = kSpatialDims - 1;
    const Index step = params.stride[last];
    Index i[kSpatialDims];   // the strip's first position (n, i..)
    {
        const Index strips_per_phase = ((params.input[last] + step - 1) / step + kPositions - 1) / kPositions;
        const Index strips_per_line = (step < params.input[last] ? step : params.input[last]) * strips_per_phase;
        const Index in_line = row % strips_per_line;
        i[last] = in_line / strips_per_phase + (in_line % strips_per_phase) * kPositions * step;
        row /= strips_per_line;
        for (int d = last - 1; d >= 0; --d) {
            i[d] = row % params.input[d];
            row /= params.input[d];
        }
    }
    const Index n = row;
    const Index y_base = n * params.y_stride_n + g * params.y_stride_g;

    float acc[kPositions][kThreadColumns];
    for (int j = 0; j < kPositions; ++j)
        for (int e = 0; e < kThreadColumns; ++e)
            acc[j][e] = 0.0f;

    // The taps in W's order, chunk by chunk.  Per tap the outer dimensions' o and bounds
    // are shared by the strip, and so is the innermost one's exactness: position j is
    // reached from o = (i + j*step + pad - f * dilation) / stride = o0 + j.  With every
    // stride 1 (the common case, one branch for the whole thread) no exact-division test
    // is needed.
    Index f[kSpatialDims];
    for (int d = 0; d < kSpatialDims; ++d)
        f[d] = 0;
    auto gather = [&](auto unit_stride, Index t0, Index t1) {
        // Output position o along d with o * stride = reach; false when there is none.
        auto output_position = [&](int d, Index reach, Index& o) {
            o = reach;
            bool exact = true;
            if constexpr (!decltype(unit_stride)::value) {
                const Index s = params.stride[d];
                o = reach / s;
                exact = o * s == reach;
            }
            return exact && reach >= 0 && o < params.output[d];
        };
        // Per row of taps along the innermost axis (f[last] = 0, or the chunk's first tap):
        // the outer dimensions' o, and o0 = floor(reach0 / step) with its remainder; along
        // the row reach0 falls by the dilation, so both follow without a division.
        bool outer_reaches = false;
        Index y_offset = 0, o0 = 0, remainder = 0;
        const Index dilation = params.dilation[last];
        const Index dilation_steps = dilation / step, dilation_rest = dilation % step;
        for (Index t = t0; t < t1; hipconv::next_index(f, params.filter), ++t) {
            if (t == t0 || f[last] == 0) {
                outer_reaches = true;
                y_offset = y_base;
                for (int d = 0; d < last; ++d) {
                    Index o = 0;
                    outer_reaches = output_position(d, i[d] + params.pad[d] - f[d] * params.dilation[d], o) && outer_reaches;
                    y_offset += o * params.y_stride_s[d];
                }
                const Index reach0 = i[last] + params.pad[last] - f[last] * dilation;
                o0 = reach0;
                if constexpr (!decltype(unit_stride)::value) {
                    o0 = reach0 / step;
                    remainder = reach0 - o0 * step;
                    if (remainder < 0) {   // floor, not truncation, below zero
                        remainder += step;
                        --o0;
                    }
                }
            } else if constexpr (decltype(unit_stride)::value) {
                o0 -= dilation;
            } else {
                o0 -= dilation_steps;
                remainder -= dilation_rest;
                if (remainder < 0) {
                    remainder += step;
                    --o0;
                }
            }
            if (!outer_reaches || remainder != 0)
                continue;   // this tap reaches none of the strip's positions
            // dY offsets of the strip's positions (-1: past the line or the output)
            Index y_at[kPositions];
            for (int j = 0; j < kPositions; ++j)
                y_at[j] = i[last] + j * step < params.input[last] && o0 + j >= 0 && o0 + j < params.output[last]
                    ? y_offset + (o0 + j) * params.y_stride_s[last] : Index(-1);
            const float* const w_tap = &w_tile[(t - t0) * out_channels][lane * kThreadColumns];
            for (Index k = 0; k < out_channels; k += kKVector) {
                float w_v[kKVector][kThreadColumns];   // this thread's W of kKVector rows
                for (int kv = 0; kv < kKVector; ++kv)
                    for (int e = 0; e < kThreadColumns; ++e)
                        w_v[kv][e] = w_tap[(k + kv) * kBlockN + e];
                for (int j = 0; j < kPositions; ++j) {
                    if (y_at[j] < 0)
                        continue;
                    float dy_v[4];   // kGroupsPerThread groups x kKVector values of k
                    {
                const hipconv::Vec<YType, 4> packed = hipconv::load_vec<4>(params.dy + y_at[j] + k);
                for (int e = 0; e < 4; ++e)
                    dy_v[e] = hipconv::to_accumulator(packed.v[e]);
            }
                    for (int kv = 0; kv < kKVector; ++kv)
                        for (int e = 0; e < kGroupsPerThread; ++e)
                            for (int c = 0; c < kChannels; ++c)
                                acc[j][e * kChannels + c] += dy_v[e * kKVector + kv] * w_v[kv][e * kChannels + c];
                }
            }
        }
    };
    bool unit_stride = true;
    for (int d = 0; d < kSpatialDims; ++d)
        unit_stride = unit_stride && params.stride[d] == 1;
    const Index chunk_taps = kWRows / out_channels;   // supports() keeps K <= kWRows
    for (Index t0 = 0; t0 < params.taps; t0 += chunk_taps) {
        const Index t1 = params.taps - t0 < chunk_taps ? params.taps : t0 + chunk_taps;
        __syncthreads();   // the previous chunk is consumed
        for (Index r = tid; r < (t1 - t0) * out_channels * kBlockN; r += kThreads) {
            const Index column = r % kBlockN;
            const Index w_row = r / kBlockN;                 // tap - t0
            const Index group = g0 + column;
            w_tile[w_row][column] = group < params.groups
                ? hipconv::to_float(params.w[group * params.w_stride_g + t0 + w_row]) : 0.0f;
        }
        __syncthreads();
        if (active) {
            if (unit_stride)
                gather(std::true_type{}, t0, t1);
            else
                gather(std::false_type{}, t0, t1);
        }
    }
    if (!active)
        return;

    Index x_offset = n * params.x_stride_n + g * params.x_stride_g;
    for (int d = 0; d < kSpatialDims; ++d)
        x_offset += i[d] * params.x_stride_s[d];
    for (int j = 0; j < kPositions; ++j) {
        if (i[last] + j * step >= params.input[last])
            break;
        const Index at = x_offset + j * step * params.x_stride_s[last];   // dX offset of position j
        XType* const to = params.dx + at;
        hipconv::Vec<XType, kGroupsPerThread> out;
        for (int e = 0; e < kGroupsPerThread; ++e)
            out.v[e] = hipconv::from_float<XType>((acc[j][e] + (params.beta * hipconv::to_accumulator(params.dx[at + e * params.x_stride_g]))));
        hipconv::store_vec<kGroupsPerThread>(to, out);
    }
}

}  // namespace

// ---------------------------------------------------------------- host side

namespace {

// Strips of kPositions positions of one stride phase along the innermost input axis
// (stride phases with positions x strips per phase per line: at most input strips, whatever
// the stride), over every (n, outer positions).
int64_t strip_count(const hipconv_problem* p) {
    const int last = p->spatial_dim - 1;
    const int64_t phases = p->stride[last] < p->input[last] ? p->stride[last] : p->input[last];
    return p->batch * hipconv::product(p->input, last) * phases *
           hipconv::ceil_div(hipconv::ceil_div(p->input[last], p->stride[last]), kPositions);
}

int64_t strip_tiles(const hipconv_problem* p) {
    return hipconv::ceil_div(strip_count(p), kTeams);
}

int64_t group_tiles(const hipconv_problem* p) {
    return hipconv::ceil_div(p->groups, kBlockGroups);
}

}  // namespace

extern "C" int32_t hipconv_bwd_data_2d_fp32_depthwise_accumulate_supports(const hipconv_problem* p) {
    if (p == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    if (p->spatial_dim != 2)
        return HIPCONV_REFUSED_SPATIAL_DIM;
    if (!hipconv::problem_is_valid(*p))
        return HIPCONV_REFUSED_INVALID_PROBLEM;
    if (!hipconv::strides_addressable(*p, hipconv::Role::X, Params::kXAxes, 4, true))
        return HIPCONV_REFUSED_STRIDES;
    if (!hipconv::strides_addressable(*p, hipconv::Role::W, Params::kWAxes, 4, false))
        return HIPCONV_REFUSED_STRIDES;
    if (!hipconv::strides_addressable(*p, hipconv::Role::Y, Params::kYAxes, 4, false))
        return HIPCONV_REFUSED_STRIDES;
    // 32-bit indices: the sizes, and the offsets each tensor's kernels form (plan.index_reach)
    if (!hipconv::fits_32bit_indices(*p) ||
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::X, Params::kXAxes, {false, 1}) ||   // x: its elements and 1 stride past the end
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::W, Params::kWAxes, {false, 0}) ||   // w: its elements
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::Y, Params::kYAxes, {true, 0}))   // y: the window (padding and filter reach)
        return HIPCONV_REFUSED_INDEX_RANGE;
    static hipconv::PerDeviceValue shared_room;   // the device query, once per device
    if (!hipconv::kernel_runs_on_device(shared_room, bwd_data_2d_fp32_depthwise_accumulate_kernel, 0))
        return HIPCONV_REFUSED_DEVICE;

    if (p->in_channels != 1 || p->out_channels != 1)
        return HIPCONV_REFUSED_NOT_DEPTHWISE;
    if (p->groups % kGroupsPerThread != 0)
        return HIPCONV_REFUSED_GROUP_VECTOR;
    if (strip_tiles(p) > hipconv::kMaxGridX || group_tiles(p) > hipconv::kMaxGridYZ)
        return HIPCONV_REFUSED_GRID_LIMIT;
    return HIPCONV_OK;
}

extern "C" int64_t hipconv_bwd_data_2d_fp32_depthwise_accumulate_workspace_size(const hipconv_problem* p) {
    (void)p;
    return 0;   // dX is written directly
}

extern "C" int32_t hipconv_bwd_data_2d_fp32_depthwise_accumulate_split_k(const hipconv_problem* p) {
    (void)p;
    return 1;
}

extern "C" int32_t hipconv_bwd_data_2d_fp32_depthwise_accumulate_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    (void)workspace;
    const int32_t status = hipconv_bwd_data_2d_fp32_depthwise_accumulate_supports(p);
    if (status != HIPCONV_OK)
        return status;
    if (tensors == nullptr || tensors->x == nullptr || tensors->w == nullptr || tensors->y == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    // The epilogue's run-time operands (acc + beta * out): the caller's, or the defaults.
    const hipconv_epilogue_args args = epilogue != nullptr ? *epilogue
        : hipconv_epilogue_args{1.0f, 0.0f, {}, nullptr, nullptr, 0};
    Params params{};
    params.dy = static_cast<const YType*>(tensors->y);
    params.w = static_cast<const WType*>(tensors->w);
    params.dx = static_cast<XType*>(tensors->x);
    params.beta = args.beta;
    params.groups = static_cast<Index>(p->groups);
    params.taps = static_cast<Index>(hipconv::product(p->filter, p->spatial_dim));
    params.strips = static_cast<Index>(strip_count(p));
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

    const dim3 grid(static_cast<unsigned>(strip_tiles(p)), static_cast<unsigned>(group_tiles(p)), 1);
    hipLaunchKernelGGL(bwd_data_2d_fp32_depthwise_accumulate_kernel, grid, dim3(kThreads), 0, static_cast<hipStream_t>(stream), params);

    return hipconv::launch_status();
}

}  // namespace hipconv_instance_bwd_data_2d_fp32_depthwise_accumulate
