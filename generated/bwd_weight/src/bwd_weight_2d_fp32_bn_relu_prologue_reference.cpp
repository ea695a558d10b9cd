// @generated from specs/bwd_weight.yaml, instance bwd_weight_2d_fp32_bn_relu_prologue_reference; do not edit.
// Regenerate with: python -m codegen specs/bwd_weight.yaml
//
// signature: backward_weight, 2D, x NHWGC fp32, w GKYXC fp32, y NHWGK fp32,
//            accumulate fp32, epilogue acc
// algorithm: reference micro-kernel: one thread per output element (256 per block), fp64 sums, 64-bit indices
// targets:   gfx90a, gfx940, sm_80, sm_90a
//
// The GPU reference of backward_weight (micro-kernel reference): no tiles, no shared
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
#include "hipconv_bwd_weight.h"

// Everything below is in this instance's own namespace (closed at the end of the file), so
// that several instance sources can be compiled as one translation unit (the build option
// HIPCONV_BATCH_SIZE); the exported extern "C" functions keep their C names.
namespace hipconv_instance_bwd_weight_2d_fp32_bn_relu_prologue_reference {

namespace {

using Index = int64_t;
using XType = float;
using WType = float;
using YType = float;
constexpr int kSpatialDims = 2;
constexpr int kThreads = 256;              // output elements per block and grid-stride step

struct Params {
    const XType* __restrict__ x;
    const YType* __restrict__ dy;
    WType* __restrict__ dw;   // written
    const float* __restrict__ prologue_scale;      // prologue operand: per input channel (G x C), fp32
    const float* __restrict__ prologue_shift;      // prologue operand: per input channel (G x C), fp32
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

__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, 1) bwd_weight_2d_fp32_bn_relu_prologue_reference_kernel(Params params) {
    const Index step = static_cast<Index>(gridDim.x) * kThreads;
    for (Index e = static_cast<Index>(blockIdx.x) * kThreads + threadIdx.x; e < params.outputs; e += step) {
        // e -> (g, k, t.., c), c fastest: dW's own order
        Index rest = e;
        const Index c = rest % params.channels;
        rest /= params.channels;
        Index t[kSpatialDims];
        rest = hipconv::split_index(rest, params.filter, t);
        const Index k = rest % params.out_channels;
        const Index g = rest / params.out_channels;
        double sum = 0.0;
        for (Index n = 0; n < params.batch; ++n) {
            Index o[kSpatialDims] = {};
            for (Index position = 0; position < params.positions; ++position, hipconv::next_index(o, params.output)) {
                bool inside = true;
                Index x_offset = n * params.x_stride_n + g * params.x_stride_g + c;
                Index dy_offset = n * params.y_stride_n + g * params.y_stride_g + k;
                for (int d = 0; d < kSpatialDims; ++d) {
                    const Index i = o[d] * params.stride[d] - params.pad[d] + t[d] * params.dilation[d];
                    inside = inside && i >= 0 && i < params.input[d];
                    x_offset += i * params.x_stride_s[d];
                    dy_offset += o[d] * params.y_stride_s[d];
                }
                if (inside)
                    sum += static_cast<double>(hipconv::to_accumulator(params.dy[dy_offset])) *
                           static_cast<double>(hipconv::epilogue::relu(((hipconv::to_accumulator(params.x[x_offset]) * params.prologue_scale[g * params.channels + c]) + params.prologue_shift[g * params.channels + c])));
            }
        }
        Index at = g * params.w_stride_g + k * params.w_stride_k + c;
        for (int d = 0; d < kSpatialDims; ++d)
            at += t[d] * params.w_stride_s[d];
        const float acc = static_cast<float>(sum);
        params.dw[at] = hipconv::from_accumulator<WType>(acc);
    }
}

}  // namespace

extern "C" int32_t hipconv_bwd_weight_2d_fp32_bn_relu_prologue_reference_supports(const hipconv_problem* p) {
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
    static hipconv::PerDeviceValue shared_room;   // the device query, once per device
    if (!hipconv::kernel_runs_on_device(shared_room, bwd_weight_2d_fp32_bn_relu_prologue_reference_kernel, 0))
        return HIPCONV_REFUSED_DEVICE;

    return HIPCONV_OK;
}

extern "C" int64_t hipconv_bwd_weight_2d_fp32_bn_relu_prologue_reference_workspace_size(const hipconv_problem* p) {
    (void)p;
    return 0;
}

extern "C" int32_t hipconv_bwd_weight_2d_fp32_bn_relu_prologue_reference_split_k(const hipconv_problem* p) {
    (void)p;
    return 1;
}

extern "C" int32_t hipconv_bwd_weight_2d_fp32_bn_relu_prologue_reference_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    (void)workspace;
    const int32_t status = hipconv_bwd_weight_2d_fp32_bn_relu_prologue_reference_supports(p);
    if (status != HIPCONV_OK)
        return status;
    if (tensors == nullptr || tensors->x == nullptr || tensors->w == nullptr || tensors->y == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    // The epilogue's run-time operands (acc): the caller's, or the defaults.
    const hipconv_epilogue_args args = epilogue != nullptr ? *epilogue
        : hipconv_epilogue_args{1.0f, 0.0f, {}, nullptr, nullptr, 0};
    if (args.prologue_scale == nullptr)
        return HIPCONV_INVALID_ARGUMENT;   // the prologue reads `scale`
    if (args.prologue_shift == nullptr)
        return HIPCONV_INVALID_ARGUMENT;   // the prologue reads `shift`
    Params params{};
    params.x = static_cast<const XType*>(tensors->x);
    params.dy = static_cast<const YType*>(tensors->y);
    params.dw = static_cast<WType*>(tensors->w);
    params.prologue_scale = args.prologue_scale;
    params.prologue_shift = args.prologue_shift;
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
    params.outputs = p->groups * p->out_channels * hipconv::product(p->filter, p->spatial_dim) * p->in_channels;
    params.taps = hipconv::product(p->filter, p->spatial_dim);
    params.positions = hipconv::product(p->output, p->spatial_dim);
    constexpr int64_t kMaxBlocks = int64_t(1) << 20;  // the grid-stride loop takes the rest
    const int64_t blocks = hipconv::ceil_div(params.outputs, kThreads);
    const dim3 grid(static_cast<unsigned>(blocks < kMaxBlocks ? blocks : kMaxBlocks));
    hipLaunchKernelGGL(bwd_weight_2d_fp32_bn_relu_prologue_reference_kernel, grid, dim3(kThreads), 0, static_cast<hipStream_t>(stream), params);

    return hipconv::launch_status();
}

}  // namespace hipconv_instance_bwd_weight_2d_fp32_bn_relu_prologue_reference
