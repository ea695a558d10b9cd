// @generated from specs/fwd.yaml, instance fwd_2d_bf16_statistics_reference; do not edit.
// Regenerate with: python -m codegen specs/fwd.yaml
//
// signature: forward, 2D, x NHWGC bf16, w GKYXC bf16, y NHWGK bf16,
//            accumulate fp32, epilogue acc
// algorithm: reference micro-kernel: one thread per output element (256 per block), fp64 sums, 64-bit indices
// targets:   gfx90a, gfx940, sm_80, sm_90a
//
// The GPU reference of forward (micro-kernel reference): no tiles, no shared
// memory, no vectors -- one thread per output element sums the whole reduction in fp64
// with 64-bit indices from the layouts' strides, any stride, dilation and padding.  The
// sum, rounded to the fast kernels' accumulator type (fp32; fp64 for fp64 tensors), goes through the epilogue
// (acc) and is stored in the output's type.  Slow and simple on
// purpose: verify="gpu" and `--check=gpu` compare the fast instances with it on the device.
#include <stdint.h>

#include "hipconv/platform.h"
#include "hipconv/numeric.h"
#include "hipconv/host.h"
#include "hipconv/epilogue.h"
#include "hipconv_fwd.h"

// Everything below is in this instance's own namespace (closed at the end of the file), so
// that several instance sources can be compiled as one translation unit (the build option
// HIPCONV_BATCH_SIZE); the exported extern "C" functions keep their C names.
namespace hipconv_instance_fwd_2d_bf16_statistics_reference {

namespace {

using Index = int64_t;
using XType = hipconv::bfloat16_t;
using WType = hipconv::bfloat16_t;
using YType = hipconv::bfloat16_t;
constexpr int kSpatialDims = 2;
constexpr int kThreads = 256;              // output elements per block and grid-stride step

struct Params {
    const XType* __restrict__ x;
    const WType* __restrict__ w;
    YType* __restrict__ y;   // written
    const YType* __restrict__ bias;     // optional bias, per output channel (G x channels); null: none
    int32_t activation;                              // optional activation (hipconv::epilogue::Activation; 0: none)
    hipconv::epilogue::ActivationForm activation_form;   // its parameters (hipconv::epilogue::activation_form)
    float* __restrict__ statistics;                  // written: 2 x G x K (sums, then sums of squares)
    Index batch, groups, channels, out_channels;     // N, G, C, K
    Index outputs;                                   // output elements
    Index taps, positions;                           // prod(filter), prod(output)
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
__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, 1) fwd_2d_bf16_statistics_reference_kernel(Params params) {
    const Index step = static_cast<Index>(gridDim.x) * kThreads;
    for (Index e = static_cast<Index>(blockIdx.x) * kThreads + threadIdx.x; e < params.outputs; e += step) {
        // e -> (n, o.., g, k), k fastest
        Index rest = e;
        const Index k = rest % params.out_channels;
        rest /= params.out_channels;
        const Index g = rest % params.groups;
        rest /= params.groups;
        Index o[kSpatialDims];
        for (int d = kSpatialDims - 1; d >= 0; --d) {
            o[d] = rest % params.output[d];
            rest /= params.output[d];
        }
        const Index n = rest;
        double sum = 0.0;
        Index t[kSpatialDims] = {};
        for (Index tap = 0; tap < params.taps; ++tap, hipconv::next_index(t, params.filter)) {
            bool inside = true;
            Index x_offset = n * params.x_stride_n + g * params.x_stride_g;
            Index w_offset = g * params.w_stride_g + k * params.w_stride_k;
            for (int d = 0; d < kSpatialDims; ++d) {
                const Index i = o[d] * params.stride[d] - params.pad[d] + t[d] * params.dilation[d];
                inside = inside && i >= 0 && i < params.input[d];
                x_offset += i * params.x_stride_s[d];
                w_offset += t[d] * params.w_stride_s[d];
            }
            if (!inside)
                continue;
            for (Index c = 0; c < params.channels; ++c)
                sum += static_cast<double>(hipconv::to_accumulator(params.x[x_offset + c])) *
                       static_cast<double>(hipconv::to_accumulator(params.w[w_offset + c]));
        }
        Index at = n * params.y_stride_n + g * params.y_stride_g + k;
        for (int d = 0; d < kSpatialDims; ++d)
            at += o[d] * params.y_stride_s[d];
        const float acc = static_cast<float>(sum);
        params.y[at] = hipconv::from_accumulator<YType>(hipconv::optional_epilogue<kActivation>(acc, params.bias, g * params.out_channels + k, params.activation_form));
    }
}

}  // namespace

extern "C" int32_t hipconv_fwd_2d_bf16_statistics_reference_supports(const hipconv_problem* p) {
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
    static hipconv::PerDeviceValue shared_room;   // the device query, once per device
    if (!hipconv::kernel_runs_on_device(shared_room, fwd_2d_bf16_statistics_reference_kernel<0>, 0))
        return HIPCONV_REFUSED_DEVICE;

    return HIPCONV_OK;
}

// The statistics (signature.statistics): per output channel (g, k), a thread adds the stored
// outputs of every (n, position) in order, and their squares, into statistics[0][g][k] and
// statistics[1][g][k].
__global__ void fwd_2d_bf16_statistics_reference_statistics_kernel(Params params) {
    const Index channel = static_cast<Index>(blockIdx.x) * blockDim.x + threadIdx.x;
    if (channel >= params.groups * params.out_channels)
        return;
    const Index g = channel / params.out_channels, k = channel % params.out_channels;
    double sum = 0.0, squares = 0.0;
    for (Index n = 0; n < params.batch; ++n) {
        Index o[kSpatialDims] = {};
        for (Index position = 0; position < params.positions; ++position, hipconv::next_index(o, params.output)) {
            Index at = n * params.y_stride_n + g * params.y_stride_g + k;
            for (int d = 0; d < kSpatialDims; ++d)
                at += o[d] * params.y_stride_s[d];
            const double value = static_cast<double>(hipconv::to_float(params.y[at]));
            sum += value;
            squares += value * value;
        }
    }
    params.statistics[channel] = static_cast<float>(sum);
    params.statistics[params.groups * params.out_channels + channel] = static_cast<float>(squares);
}

extern "C" int64_t hipconv_fwd_2d_bf16_statistics_reference_workspace_size(const hipconv_problem* p) {
    (void)p;
    return 0;
}

extern "C" int32_t hipconv_fwd_2d_bf16_statistics_reference_split_k(const hipconv_problem* p) {
    (void)p;
    return 1;
}

extern "C" int32_t hipconv_fwd_2d_bf16_statistics_reference_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    (void)workspace;
    const int32_t status = hipconv_fwd_2d_bf16_statistics_reference_supports(p);
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
    if (args.statistics == nullptr)
        return HIPCONV_INVALID_ARGUMENT;   // the statistics' output
    Params params{};
    params.x = static_cast<const XType*>(tensors->x);
    params.w = static_cast<const WType*>(tensors->w);
    params.y = static_cast<YType*>(tensors->y);
    params.bias = static_cast<const YType*>(args.bias);
    params.statistics = args.statistics;
    params.activation = args.activation;
    params.activation_form = hipconv::epilogue::activation_form(args.activation);
    params.batch = p->batch;
    params.groups = p->groups;
    params.channels = p->in_channels;
    params.out_channels = p->out_channels;
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
    params.outputs = p->batch * hipconv::product(p->output, p->spatial_dim) * p->groups * p->out_channels;
    params.taps = hipconv::product(p->filter, p->spatial_dim);
    params.positions = hipconv::product(p->output, p->spatial_dim);
    constexpr int64_t kMaxBlocks = int64_t(1) << 20;  // the grid-stride loop takes the rest
    const int64_t blocks = hipconv::ceil_div(params.outputs, kThreads);
    const dim3 grid(static_cast<unsigned>(blocks < kMaxBlocks ? blocks : kMaxBlocks));
    // The kernel of the call's activation shape; without activation code where it asks for none.
    const int activation = hipconv::epilogue::activation_kernel(params.activation);
    const auto kernel = hipconv::epilogue::kernel_of_activation(activation, fwd_2d_bf16_statistics_reference_kernel<0>, fwd_2d_bf16_statistics_reference_kernel<1>, fwd_2d_bf16_statistics_reference_kernel<2>, fwd_2d_bf16_statistics_reference_kernel<3>);
    hipLaunchKernelGGL(kernel, grid, dim3(kThreads), 0, static_cast<hipStream_t>(stream), params);

    hipLaunchKernelGGL(fwd_2d_bf16_statistics_reference_statistics_kernel,
                       dim3(static_cast<unsigned>(hipconv::ceil_div(p->groups * p->out_channels, int64_t{256}))),
                       dim3(256), 0, static_cast<hipStream_t>(stream), params);
    return hipconv::launch_status();
}

}  // namespace hipconv_instance_fwd_2d_bf16_statistics_reference
