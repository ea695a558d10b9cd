<%namespace name="common" file="/kernels/common.mako"/>\
## X's element at `load` (channel c of group g) in the accumulator type, through the prologue
## where the signature has one (an element inside X: the padding is skipped where it is read).
<%def name="x_element(plan, load)">\
% if plan.prologue is not None:
${common.prologue_value(plan, "hipconv::to_accumulator(" + load + ")", "g * params.channels + c")}\
% else:
hipconv::to_accumulator(${load})\
% endif
</%def>\
<%
    D = plan.dims
    direction = plan.instance.direction.value
    out = plan.output_pointer
    # (role, Params field) of the two inputs and the output
    pointers = {"forward": (("x", "x"), ("w", "w"), ("y", "y")),
                "backward_data": (("y", "dy"), ("w", "w"), ("x", "dx")),
                "backward_weight": (("x", "x"), ("y", "dy"), ("w", "dw"))}[direction]
    type_alias = {"x": "XType", "w": "WType", "y": "YType"}
%>\
${common.banner(plan)}
//
// The GPU reference of ${direction} (micro-kernel reference): no tiles, no shared
// memory, no vectors -- one thread per output element sums the whole reduction in fp64
// with 64-bit indices from the layouts' strides, any stride, dilation and padding.  The
// sum, rounded to the fast kernels' accumulator type (fp32; fp64 for fp64 tensors), goes through the epilogue
// (${plan.epilogue.text}) and is stored in the output's type.  Slow and simple on
// purpose: verify="gpu" and `--check=gpu` compare the fast instances with it on the device.
${common.includes(plan)}

namespace {

using Index = int64_t;
using XType = ${plan.ctype("x")};
using WType = ${plan.ctype("w")};
using YType = ${plan.ctype("y")};
constexpr int kSpatialDims = ${D};
constexpr int kThreads = ${plan.threads};              // output elements per block and grid-stride step

struct Params {
% for role, field in pointers[:2]:
    const ${type_alias[role]}* __restrict__ ${field};
% endfor
    ${type_alias[pointers[2][0]]}* __restrict__ ${pointers[2][1]};   // written
${common.epilogue_fields(plan)}\
    Index batch, groups, channels, out_channels;     // N, G, C, K
    Index outputs;                                   // output elements
    Index taps, positions;                           // prod(filter), prod(output)
${common.geometry_fields(plan)}\
};

${common.activation_parameter(plan)}__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, 1) ${plan.name}_kernel(Params params) {
    const Index step = static_cast<Index>(gridDim.x) * kThreads;
    for (Index e = static_cast<Index>(blockIdx.x) * kThreads + threadIdx.x; e < params.outputs; e += step) {
% if direction == "forward":
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
                sum += static_cast<double>(${x_element(plan, 'params.x[x_offset + ' + plan.channel_offset("x", "c", "params") + ']')}) *
                       static_cast<double>(hipconv::to_accumulator(params.w[w_offset + ${plan.channel_offset("w", "c", "params")}]));
        }
        Index at = n * params.y_stride_n + g * params.y_stride_g + ${plan.channel_offset("y", "k", "params")};
        for (int d = 0; d < kSpatialDims; ++d)
            at += o[d] * params.y_stride_s[d];
<% bias_at = "g * params.out_channels + k" %>\
% elif direction == "backward_data":
        // e -> (n, i.., g, c), c fastest
        Index rest = e;
        const Index c = rest % params.channels;
        rest /= params.channels;
        const Index g = rest % params.groups;
        rest /= params.groups;
        Index i[kSpatialDims];
        for (int d = kSpatialDims - 1; d >= 0; --d) {
            i[d] = rest % params.input[d];
            rest /= params.input[d];
        }
        const Index n = rest;
        double sum = 0.0;
        Index t[kSpatialDims] = {};
        for (Index tap = 0; tap < params.taps; ++tap, hipconv::next_index(t, params.filter)) {
            bool reached = true;            // o = (i + pad - t * dilation) / stride is a whole output position
            Index dy_offset = n * params.y_stride_n + g * params.y_stride_g;
            Index w_offset = g * params.w_stride_g + ${plan.channel_offset("w", "c", "params")};
            for (int d = 0; d < kSpatialDims; ++d) {
                const Index reach = i[d] + params.pad[d] - t[d] * params.dilation[d];
                const Index o = reach >= 0 ? reach / params.stride[d] : -1;
                reached = reached && reach >= 0 && reach % params.stride[d] == 0 && o < params.output[d];
                dy_offset += o * params.y_stride_s[d];
                w_offset += t[d] * params.w_stride_s[d];
            }
            if (!reached)
                continue;
            for (Index k = 0; k < params.out_channels; ++k)
                sum += static_cast<double>(hipconv::to_accumulator(params.dy[dy_offset + ${plan.channel_offset("y", "k", "params")}])) *
                       static_cast<double>(hipconv::to_accumulator(params.w[w_offset + k * params.w_stride_k]));
        }
        Index at = n * params.x_stride_n + g * params.x_stride_g + ${plan.channel_offset("x", "c", "params")};
        for (int d = 0; d < kSpatialDims; ++d)
            at += i[d] * params.x_stride_s[d];
<% bias_at = "g * params.channels + c" %>\
% else:
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
                Index x_offset = n * params.x_stride_n + g * params.x_stride_g + ${plan.channel_offset("x", "c", "params")};
                Index dy_offset = n * params.y_stride_n + g * params.y_stride_g + ${plan.channel_offset("y", "k", "params")};
                for (int d = 0; d < kSpatialDims; ++d) {
                    const Index i = o[d] * params.stride[d] - params.pad[d] + t[d] * params.dilation[d];
                    inside = inside && i >= 0 && i < params.input[d];
                    x_offset += i * params.x_stride_s[d];
                    dy_offset += o[d] * params.y_stride_s[d];
                }
                if (inside)
                    sum += static_cast<double>(hipconv::to_accumulator(params.dy[dy_offset])) *
                           static_cast<double>(${x_element(plan, "params.x[x_offset]")});
            }
        }
        Index at = g * params.w_stride_g + k * params.w_stride_k + ${plan.channel_offset("w", "c", "params")};
        for (int d = 0; d < kSpatialDims; ++d)
            at += t[d] * params.w_stride_s[d];
<% bias_at = None %>\
% endif
        const ${plan.accumulator_ctype} acc = static_cast<${plan.accumulator_ctype}>(sum);
        params.${out}[at] = hipconv::from_accumulator<${plan.output_type}>(${common.epilogue_value(plan, "acc", at="at", bias_at=bias_at)});
    }
}

}  // namespace

extern "C" int32_t ${plan.symbol}_supports(const hipconv_problem* p) {
${common.common_supports(plan)}
    return HIPCONV_OK;
}

% if plan.statistics:
// The statistics (signature.statistics): per output channel (g, k), a thread adds the stored
// outputs of every (n, position) in order, and their squares, into statistics[0][g][k] and
// statistics[1][g][k].
__global__ void ${plan.name}_statistics_kernel(Params params) {
    const Index channel = static_cast<Index>(blockIdx.x) * blockDim.x + threadIdx.x;
    if (channel >= params.groups * params.out_channels)
        return;
    const Index g = channel / params.out_channels, k = channel % params.out_channels;
    double sum = 0.0, squares = 0.0;
    for (Index n = 0; n < params.batch; ++n) {
        Index o[kSpatialDims] = {};
        for (Index position = 0; position < params.positions; ++position, hipconv::next_index(o, params.output)) {
            Index at = n * params.y_stride_n + g * params.y_stride_g + ${plan.channel_offset("y", "k", "params")};
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

% endif
extern "C" int64_t ${plan.symbol}_workspace_size(const hipconv_problem* p) {
    (void)p;
    return 0;
}

extern "C" int32_t ${plan.symbol}_split_k(const hipconv_problem* p) {
    (void)p;
    return 1;
}

extern "C" int32_t ${plan.symbol}_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    (void)workspace;
${common.run_checks(plan)}${common.epilogue_arguments(plan)}    Params params{};
% for role, field in pointers[:2]:
    params.${field} = static_cast<const ${type_alias[role]}*>(tensors->${role});
% endfor
    params.${pointers[2][1]} = static_cast<${type_alias[pointers[2][0]]}*>(tensors->${pointers[2][0]});
${common.fill_epilogue(plan)}\
    params.batch = p->batch;
    params.groups = p->groups;
    params.channels = p->in_channels;
    params.out_channels = p->out_channels;
${common.fill_geometry(plan)}\
% if direction == "forward":
    params.outputs = p->batch * hipconv::product(p->output, p->spatial_dim) * p->groups * p->out_channels;
% elif direction == "backward_data":
    params.outputs = p->batch * hipconv::product(p->input, p->spatial_dim) * p->groups * p->in_channels;
% else:
    params.outputs = p->groups * p->out_channels * hipconv::product(p->filter, p->spatial_dim) * p->in_channels;
% endif
    params.taps = hipconv::product(p->filter, p->spatial_dim);
    params.positions = hipconv::product(p->output, p->spatial_dim);
    constexpr int64_t kMaxBlocks = int64_t(1) << 20;  // the grid-stride loop takes the rest
    const int64_t blocks = hipconv::ceil_div(params.outputs, kThreads);
    const dim3 grid(static_cast<unsigned>(blocks < kMaxBlocks ? blocks : kMaxBlocks));
${common.launch(plan, "grid", "static_cast<hipStream_t>(stream)")}
% if plan.statistics:
    hipLaunchKernelGGL(${plan.name}_statistics_kernel,
                       dim3(static_cast<unsigned>(hipconv::ceil_div(p->groups * p->out_channels, int64_t{256}))),
                       dim3(256), 0, static_cast<hipStream_t>(stream), params);
% endif
    return hipconv::launch_status();
}
