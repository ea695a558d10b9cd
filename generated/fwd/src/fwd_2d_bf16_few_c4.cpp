// @generated from specs/fwd.yaml, instance fwd_2d_bf16_few_c4; do not edit.
// Regenerate with: python -m codegen specs/fwd.yaml
//
// signature: forward, 2D, x NHWGC bf16, w GKYXC bf16, y NHWGK bf16,
//            accumulate fp32, epilogue acc
// algorithm: direct gather (few_channels), block 32x32x4, thread 1x4 (256 threads),
//            vectors x 4 / w 1 / y 4, 32-bit indices
// targets:   gfx90a, gfx940, sm_80, sm_90a
//
// Few-channel forward (the RGB stem's C = 3, grouped layers with C = K = 4), no GEMM:
//   Y[n, o.., g, k] = sum over the taps f.. and the channels c < C of
//                     X[n, i.., g, c] * W[g, k, f.., c],   i = o * stride - pad + f * dilation
// Mapping: a thread owns kPositions = 4 consecutive output positions along the innermost
// axis (a "strip") and kSlots = 4 output channels of one group (a "lane": K <= kSlots, one
// lane per group, or K a multiple of kSlots, K / kSlots lanes per group).  Per tap and
// channel chunk of 4 it reads its kSlots values of W once from shared memory (where the
// block's W sits as fp32 rows of kBlockN lane columns, one row per (tap, c), a chunk of
// taps at a time) and adds them, times the strip's X values, to its kSlots sums per position.  A block owns kTeams = 32
// strips and kLanes = 8 lanes (grid.x = strip tiles, grid.y = lane tiles).
#include <stdint.h>

#include "hipconv/platform.h"
#include "hipconv/numeric.h"
#include "hipconv/host.h"
#include "hipconv/epilogue.h"
#include "hipconv_fwd.h"

// Everything below is in this instance's own namespace (closed at the end of the file), so
// that several instance sources can be compiled as one translation unit (the build option
// HIPCONV_BATCH_SIZE); the exported extern "C" functions keep their C names.
namespace hipconv_instance_fwd_2d_bf16_few_c4 {

namespace {

using Index = int32_t;
using XType = hipconv::bfloat16_t;
using WType = hipconv::bfloat16_t;
using YType = hipconv::bfloat16_t;   // written
constexpr int kSpatialDims = 2;
constexpr int kBlockN = 32;                 // W columns per block: kLanes * kSlots
constexpr int kSlots = 4;                 // output channels per thread (one group's)
constexpr int kVectorX = 4;                // X channels per load (C is a multiple)
constexpr int kTeams = 32;              // strips per block (thread.m = 1)
constexpr int kPositions = 4;          // output positions per strip, innermost axis
constexpr int kLanes = kBlockN / kSlots;            // threads along the lane axis
constexpr int kThreads = kTeams * kLanes;           // = 256
constexpr int kWRows = 128;                // (tap, c) rows of W in shared memory
constexpr int kMaxChannels = 16;         // C per group this gather takes (supports())
static_assert(kMaxChannels <= kWRows, "a tap's C rows fit the W tile");
static_assert(kThreads == 256, "thread count");

struct Params {
    const XType* __restrict__ x;
    const WType* __restrict__ w;
    YType* __restrict__ y;
    const YType* __restrict__ bias;     // optional bias, per output channel (G x channels); null: none
    int32_t activation;                              // optional activation (hipconv::epilogue::Activation; 0: none)
    hipconv::epilogue::ActivationForm activation_form;   // its parameters (hipconv::epilogue::activation_form)
    Index groups;
    Index channels, out_channels;                    // C (<= kMaxChannels), K (<= kSlots or a multiple)
    Index lanes_per_group;                           // K <= kSlots: 1, else K / kSlots
    Index lanes;                                     // G * lanes_per_group
    Index taps;                                      // prod(filter)
    Index strips;                                    // N * prod(output[..-1]) * ceil(output[-1] / kPositions)
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

template <int kActivation>
__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, 1) fwd_2d_bf16_few_c4_kernel(Params params) {
    __shared__ __align__(16) float w_tile[kWRows][kBlockN];   // [(tap - t0) * C + c][lane column]
    const int tid = threadIdx.x;
    const int lane = tid % kLanes;
    const int team = tid / kLanes;
    const Index lane0 = static_cast<Index>(blockIdx.y) * kLanes;   // the block's first lane
    const Index my_lane = lane0 + lane;
    const Index g = my_lane / params.lanes_per_group;
    const Index k0 = (my_lane % params.lanes_per_group) * kSlots;  // the lane's first output channel
    Index row = static_cast<Index>(blockIdx.x) * kTeams + team;
    const bool active = my_lane < params.lanes && row < params.strips;   // every thread meets the barriers

    constexpr int last = kSpatialDims - 1;
    Index o[kSpatialDims];   // the strip's first output position
    {
        const Index strips_per_line = (params.output[last] + kPositions - 1) / kPositions;
        o[last] = (row % strips_per_line) * kPositions;
        row /= strips_per_line;
        for (int d = last - 1; d >= 0; --d) {
            o[d] = row % params.output[d];
            row /= params.output[d];
        }
    }
    const Index n = row;
    const Index channels = params.channels;
    const Index x_base = n * params.x_stride_n + g * params.x_stride_g;
    const Index stride = params.stride[last], dilation = params.dilation[last];
    const Index x_step = params.x_stride_s[last];
    const Index i_first = o[last] * stride - params.pad[last];

    float acc[kPositions][kSlots];
    for (int j = 0; j < kPositions; ++j)
        for (int e = 0; e < kSlots; ++e)
            acc[j][e] = 0.0f;

    Index f[kSpatialDims];
    for (int d = 0; d < kSpatialDims; ++d)
        f[d] = 0;
    const Index chunk_taps = kWRows / channels;   // supports() keeps C <= kWRows
    for (Index t0 = 0; t0 < params.taps; t0 += chunk_taps) {
        const Index t1 = params.taps - t0 < chunk_taps ? params.taps : t0 + chunk_taps;
        __syncthreads();   // the previous chunk is consumed
        for (Index r = tid; r < (t1 - t0) * channels * kBlockN; r += kThreads) {
            const Index column = r % kBlockN;
            const Index w_row = r / kBlockN;                 // (tap - t0) * C + c
            const Index c = w_row % channels;
            const Index tap = t0 + w_row / channels;
            const Index column_lane = lane0 + column / kSlots;
            const Index group = column_lane / params.lanes_per_group;
            const Index k = (column_lane % params.lanes_per_group) * kSlots + column % kSlots;
            w_tile[w_row][column] = column_lane < params.lanes && k < params.out_channels
                ? hipconv::to_float(params.w[group * params.w_stride_g + k * params.w_stride_k +
                                             tap * params.w_stride_s[last] + c])
                : 0.0f;
        }
        __syncthreads();
        if (!active)
            continue;
        // Rows of taps: the outer taps f[0..last-1] fixed, the innermost one running from
        // f[last] (0, or where the chunk starts) to the row's end or the chunk's.
        for (Index t = t0; t < t1;) {
            bool inside = true;
            Index x_row = x_base;
            for (int d = 0; d < last; ++d) {
                const Index i = o[d] * params.stride[d] - params.pad[d] + f[d] * params.dilation[d];
                inside = inside && i >= 0 && i < params.input[d];
                x_row += i * params.x_stride_s[d];
            }
            const Index row_end = t + (params.filter[last] - f[last]) < t1 ? t + (params.filter[last] - f[last]) : t1;
            if (inside) {
                for (Index tap = t, fl = f[last]; tap < row_end; ++tap, ++fl) {
                    const float* const w_tap = &w_tile[(tap - t0) * channels][lane * kSlots];
                    // the strip's X offsets at this tap (-1: in the padding)
                    Index x_at[kPositions];
                    for (int j = 0; j < kPositions; ++j) {
                        const Index i = i_first + j * stride + fl * dilation;
                        x_at[j] = i >= 0 && i < params.input[last] ? x_row + i * x_step : Index(-1);
                    }
                    for (Index c = 0; c < channels; c += kVectorX) {
                        // this lane's W of kVectorX channels, read once for the whole strip
                        float w_v[kVectorX][kSlots];
                        for (int u = 0; u < kVectorX; ++u)
                            for (int e = 0; e < kSlots; e += 4) {   // 16-byte shared-memory reads
                                const hipconv::Vec<float, 4> four = hipconv::load_vec<4>(w_tap + (c + u) * kBlockN + e);
                                for (int q = 0; q < 4; ++q)
                                    w_v[u][e + q] = four.v[q];
                            }
                        for (int j = 0; j < kPositions; ++j) {
                            if (x_at[j] < 0)
                                continue;
                            float xv[kVectorX];
                            {
                const hipconv::Vec<XType, 4> packed = hipconv::load_vec<4>(params.x + x_at[j] + c);
                for (int e = 0; e < 4; ++e)
                    xv[e] = hipconv::to_accumulator(packed.v[e]);
            }
                            for (int u = 0; u < kVectorX; ++u)
                                for (int e = 0; e < kSlots; ++e)
                                    acc[j][e] += xv[u] * w_v[u][e];
                        }
                    }
                }
            }
            // the next row of taps (or where the next chunk starts)
            for (Index tap = t; tap < row_end; ++tap)
                hipconv::next_index(f, params.filter);
            t = row_end;
        }
    }
    if (!active)
        return;

    Index y_offset = n * params.y_stride_n + g * params.y_stride_g + k0;
    for (int d = 0; d < kSpatialDims; ++d)
        y_offset += o[d] * params.y_stride_s[d];
    for (int j = 0; j < kPositions; ++j) {
        if (o[last] + j >= params.output[last])
            break;
        const Index at = y_offset + j * params.y_stride_s[last];   // Y offset of position j, channel k0
        for (int e = 0; e < kSlots; e += 4) {   // K is a multiple of vector.y
            if (k0 + e >= params.out_channels)
                break;
            hipconv::Vec<YType, 4> out;
            for (int u = 0; u < 4; ++u)
                out.v[u] = hipconv::from_float<YType>(hipconv::optional_epilogue<kActivation>(acc[j][e + u], params.bias, g * params.out_channels + k0 + e + u, params.activation_form));
            hipconv::store_vec<4>(params.y + at + e, out);
        }
    }
}

}  // namespace

// ---------------------------------------------------------------- host side

namespace {

int64_t lanes_per_group(const hipconv_problem* p) {
    return p->out_channels <= kSlots ? 1 : p->out_channels / kSlots;
}

int64_t lane_count(const hipconv_problem* p) {
    return p->groups * lanes_per_group(p);
}

int64_t strip_count(const hipconv_problem* p) {
    const int last = p->spatial_dim - 1;
    int64_t strips = p->batch * hipconv::ceil_div(p->output[last], kPositions);
    for (int d = 0; d < last; ++d)
        strips *= p->output[d];
    return strips;
}

}  // namespace

extern "C" int32_t hipconv_fwd_2d_bf16_few_c4_supports(const hipconv_problem* p) {
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
    if (!hipconv::kernel_runs_on_device(shared_room, fwd_2d_bf16_few_c4_kernel<0>, 0))
        return HIPCONV_REFUSED_DEVICE;

    // few channels (past 16 the GEMM kernels win); K in one lane or split into whole lanes
    if (p->in_channels > kMaxChannels || (p->out_channels > kSlots && p->out_channels % kSlots != 0))
        return HIPCONV_REFUSED_FEW_CHANNELS;
    if (hipconv::ceil_div(lane_count(p), kLanes) > hipconv::kMaxGridYZ ||
        hipconv::ceil_div(strip_count(p), kTeams) > hipconv::kMaxGridX)
        return HIPCONV_REFUSED_GRID_LIMIT;
    return HIPCONV_OK;
}

extern "C" int64_t hipconv_fwd_2d_bf16_few_c4_workspace_size(const hipconv_problem* p) {
    (void)p;
    return 0;   // forward writes Y directly
}

extern "C" int32_t hipconv_fwd_2d_bf16_few_c4_split_k(const hipconv_problem* p) {
    (void)p;
    return 1;
}

extern "C" int32_t hipconv_fwd_2d_bf16_few_c4_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    (void)workspace;
    const int32_t status = hipconv_fwd_2d_bf16_few_c4_supports(p);
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
    params.groups = static_cast<Index>(p->groups);
    params.channels = static_cast<Index>(p->in_channels);
    params.out_channels = static_cast<Index>(p->out_channels);
    params.lanes_per_group = static_cast<Index>(lanes_per_group(p));
    params.lanes = static_cast<Index>(lane_count(p));
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

    const dim3 grid(static_cast<unsigned>(hipconv::ceil_div(strip_count(p), kTeams)),
                    static_cast<unsigned>(hipconv::ceil_div(lane_count(p), kLanes)));
    // The kernel of the call's activation shape; without activation code where it asks for none.
    const int activation = hipconv::epilogue::activation_kernel(params.activation);
    const auto kernel = hipconv::epilogue::kernel_of_activation(activation, fwd_2d_bf16_few_c4_kernel<0>, fwd_2d_bf16_few_c4_kernel<1>, fwd_2d_bf16_few_c4_kernel<2>, fwd_2d_bf16_few_c4_kernel<3>);
    hipLaunchKernelGGL(kernel, grid, dim3(kThreads), 0, static_cast<hipStream_t>(stream), params);

    return hipconv::launch_status();
}

}  // namespace hipconv_instance_fwd_2d_bf16_few_c4
