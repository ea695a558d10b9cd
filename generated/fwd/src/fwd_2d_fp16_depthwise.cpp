// @generated from specs/fwd.yaml, instance fwd_2d_fp16_depthwise; do not edit.
// Regenerate with: python -m codegen specs/fwd.yaml
//
// signature: forward, 2D, x NHWGC fp16, w GKYXC fp16, y NHWGK fp16,
//            accumulate fp32, epilogue acc
// algorithm: direct gather (depthwise), block 16x32x4, thread 1x4 (128 threads),
//            vectors x 4 / w 1 / y 4, 32-bit indices
// targets:   gfx90a, gfx940, sm_80, sm_90a
//
// Depthwise forward (C = K = 1 per group), no GEMM:
//   Y[n, o.., g, 0] = sum over the taps f.. of X[n, i.., g, 0] * W[g, 0, f.., 0],
//                     i = o * stride - pad + f * dilation
// Mapping: a thread owns kPositions = 4 consecutive output positions along the innermost
// axis (a "strip": the taps' index work is shared by it) and 4 consecutive groups (one
// vector of X and of Y along G, contiguous because C = K = 1 in channels_last).  A block
// owns kTeams = 16 strips and kLanes = 8 threads along the groups (grid.x = strip
// tiles, grid.y = group tiles).  The block's W sits in shared memory as fp32 rows of
// kBlockN groups, one row per tap, a chunk of kTapChunk taps at a time.
// Along a row of taps (the innermost filter axis) with stride 1 and dilation 1 there, the
// strip's X positions of tap f + 1 are those of tap f moved by one: a register window
// of kPositions vectors slides along the row and each tap loads one new vector instead
// of kPositions (other strides and dilations load every vector).
#include <stdint.h>

#include "hipconv/platform.h"
#include "hipconv/numeric.h"
#include "hipconv/host.h"
#include "hipconv/epilogue.h"
#include "hipconv_fwd.h"

// Everything below is in this instance's own namespace (closed at the end of the file), so
// that several instance sources can be compiled as one translation unit (the build option
// HIPCONV_BATCH_SIZE); the exported extern "C" functions keep their C names.
namespace hipconv_instance_fwd_2d_fp16_depthwise {

namespace {

using Index = int32_t;
using XType = hipconv::half_t;
using WType = hipconv::half_t;
using YType = hipconv::half_t;   // written
constexpr int kSpatialDims = 2;
constexpr int kBlockN = 32;                 // groups per block: kLanes * kGroupsPerThread
constexpr int kGroupsPerThread = 4;
constexpr int kSlots = kGroupsPerThread;             // values per position and thread
constexpr int kTeams = 16;              // strips per block (thread.m = 1)
constexpr int kPositions = 4;          // output positions per strip, innermost axis
constexpr int kLanes = kBlockN / kSlots;            // threads along the group axis
constexpr int kThreads = kTeams * kLanes;           // = 128
constexpr int kTapChunk = 64;              // taps of W in shared memory at a time
static_assert(kThreads == 128, "thread count");

struct Params {
    const XType* __restrict__ x;
    const WType* __restrict__ w;
    YType* __restrict__ y;
    const YType* __restrict__ bias;     // optional bias, per output channel (G x channels); null: none
    int32_t activation;                              // optional activation (hipconv::epilogue::Activation; 0: none)
    hipconv::epilogue::ActivationForm activation_form;   // its parameters (hipconv::epilogue::activation_form)
    Index groups;
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
__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, 1) fwd_2d_fp16_depthwise_kernel(Params params) {
    __shared__ __align__(16) float w_tile[kTapChunk][kBlockN];   // [tap - t0][group - g0]
    const int tid = threadIdx.x;
    const int lane = tid % kLanes;
    const int team = tid / kLanes;
    const Index g0 = static_cast<Index>(blockIdx.y) * kBlockN;
    const Index g = g0 + lane * kGroupsPerThread;
    Index row = static_cast<Index>(blockIdx.x) * kTeams + team;
    const bool active = g < params.groups && row < params.strips;   // every thread meets the barriers

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
    const Index x_base = n * params.x_stride_n + g * params.x_stride_g;
    const Index stride = params.stride[last], dilation = params.dilation[last];
    const Index x_step = params.x_stride_s[last];
    const Index i_first = o[last] * stride - params.pad[last];   // position 0's input position at tap 0
    const bool window = stride == 1 && dilation == 1;             // the sliding register window applies

    float acc[kPositions][kGroupsPerThread];
    for (int j = 0; j < kPositions; ++j)
        for (int e = 0; e < kGroupsPerThread; ++e)
            acc[j][e] = 0.0f;

    // X vector at innermost input position i (zeros outside the input).
    auto load_x = [&](Index x_row, Index i, float (&v)[kGroupsPerThread]) {
        if (i >= 0 && i < params.input[last]) {
            {
                const hipconv::Vec<XType, 4> packed = hipconv::load_vec<4>(params.x + x_row + i * x_step);
                for (int e = 0; e < 4; ++e)
                    v[e] = hipconv::to_accumulator(packed.v[e]);
            }
        } else {
            for (int e = 0; e < kGroupsPerThread; ++e)
                v[e] = 0.0f;
        }
    };

    Index f[kSpatialDims];
    for (int d = 0; d < kSpatialDims; ++d)
        f[d] = 0;
    for (Index t0 = 0; t0 < params.taps; t0 += kTapChunk) {
        const Index t1 = params.taps - t0 < kTapChunk ? params.taps : t0 + kTapChunk;
        __syncthreads();   // the previous chunk is consumed
        for (Index r = tid; r < (t1 - t0) * kBlockN; r += kThreads) {
            const Index column = r % kBlockN;
            const Index tap = r / kBlockN;
            const Index group = g0 + column;
            w_tile[tap][column] = group < params.groups
                ? hipconv::to_float(params.w[group * params.w_stride_g + t0 + tap]) : 0.0f;
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
                if (window) {
                    // v[j] = X at i_first + f[last] + j: slides by one position per tap
                    float v[kPositions][kGroupsPerThread];
                    for (int j = 0; j < kPositions; ++j)
                        load_x(x_row, i_first + f[last] + j, v[j]);
                    for (Index tap = t, fl = f[last]; tap < row_end; ++tap, ++fl) {
                        if (tap > t) {
                            for (int j = 0; j + 1 < kPositions; ++j)
                                for (int e = 0; e < kGroupsPerThread; ++e)
                                    v[j][e] = v[j + 1][e];
                            load_x(x_row, i_first + fl + kPositions - 1, v[kPositions - 1]);
                        }
                        const float* const w_tap = &w_tile[tap - t0][lane * kGroupsPerThread];
                        for (int j = 0; j < kPositions; ++j)
                            for (int e = 0; e < kGroupsPerThread; ++e)
                                acc[j][e] += v[j][e] * w_tap[e];
                    }
                } else {
                    for (Index tap = t, fl = f[last]; tap < row_end; ++tap, ++fl) {
                        const float* const w_tap = &w_tile[tap - t0][lane * kGroupsPerThread];
                        for (int j = 0; j < kPositions; ++j) {
                            float v[kGroupsPerThread];
                            load_x(x_row, i_first + j * stride + fl * dilation, v);
                            for (int e = 0; e < kGroupsPerThread; ++e)
                                acc[j][e] += v[e] * w_tap[e];
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

    Index y_offset = n * params.y_stride_n + g * params.y_stride_g;
    for (int d = 0; d < kSpatialDims; ++d)
        y_offset += o[d] * params.y_stride_s[d];
    for (int j = 0; j < kPositions; ++j) {
        if (o[last] + j >= params.output[last])
            break;
        const Index at = y_offset + j * params.y_stride_s[last];   // Y offset of position j
        hipconv::Vec<YType, kGroupsPerThread> out;
        for (int e = 0; e < kGroupsPerThread; ++e)
            out.v[e] = hipconv::from_float<YType>(hipconv::optional_epilogue<kActivation>(acc[j][e], params.bias, g + e, params.activation_form));
        hipconv::store_vec<kGroupsPerThread>(params.y + at, out);
    }
}

}  // namespace

// ---------------------------------------------------------------- host side

namespace {

int64_t strip_count(const hipconv_problem* p) {
    const int last = p->spatial_dim - 1;
    int64_t strips = p->batch * hipconv::ceil_div(p->output[last], kPositions);
    for (int d = 0; d < last; ++d)
        strips *= p->output[d];
    return strips;
}

}  // namespace

extern "C" int32_t hipconv_fwd_2d_fp16_depthwise_supports(const hipconv_problem* p) {
    if (p == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    if (p->spatial_dim != 2)
        return HIPCONV_REFUSED_SPATIAL_DIM;
    if (!hipconv::problem_is_valid(*p))
        return HIPCONV_REFUSED_INVALID_PROBLEM;
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
    if (!hipconv::kernel_runs_on_device(shared_room, fwd_2d_fp16_depthwise_kernel<0>, 0))
        return HIPCONV_REFUSED_DEVICE;

    if (p->in_channels != 1 || p->out_channels != 1)
        return HIPCONV_REFUSED_NOT_DEPTHWISE;
    if (p->groups % kGroupsPerThread != 0)   // x and y vectors of kGroupsPerThread groups
        return HIPCONV_REFUSED_GROUP_VECTOR;
    if (hipconv::ceil_div(p->groups, kBlockN) > hipconv::kMaxGridYZ ||
        hipconv::ceil_div(strip_count(p), kTeams) > hipconv::kMaxGridX)
        return HIPCONV_REFUSED_GRID_LIMIT;
    return HIPCONV_OK;
}

extern "C" int64_t hipconv_fwd_2d_fp16_depthwise_workspace_size(const hipconv_problem* p) {
    (void)p;
    return 0;   // forward writes Y directly
}

extern "C" int32_t hipconv_fwd_2d_fp16_depthwise_split_k(const hipconv_problem* p) {
    (void)p;
    return 1;
}

extern "C" int32_t hipconv_fwd_2d_fp16_depthwise_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    (void)workspace;
    const int32_t status = hipconv_fwd_2d_fp16_depthwise_supports(p);
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
                    static_cast<unsigned>(hipconv::ceil_div(p->groups, kBlockN)));
    // The kernel of the call's activation shape; without activation code where it asks for none.
    const int activation = hipconv::epilogue::activation_kernel(params.activation);
    const auto kernel = hipconv::epilogue::kernel_of_activation(activation, fwd_2d_fp16_depthwise_kernel<0>, fwd_2d_fp16_depthwise_kernel<1>, fwd_2d_fp16_depthwise_kernel<2>, fwd_2d_fp16_depthwise_kernel<3>);
    hipLaunchKernelGGL(kernel, grid, dim3(kThreads), 0, static_cast<hipStream_t>(stream), params);

    return hipconv::launch_status();
}

}  // namespace hipconv_instance_fwd_2d_fp16_depthwise
