<%page args="plan"/>\
<%namespace name="common" file="/kernels/common.mako"/>\
## Merged groups (algorithm.merge_groups = m > 1; forward and backward_data, channels_last):
## the instance's exported functions.  They run m consecutive groups of C, K <= 16 channels
## as one group of m*C input and m*K output channels (C, K from 8 to 16) -- X, Y (dY, dX) and the epilogue's
## tensors are the same memory read that way -- with the filter expanded block-diagonally
## into the workspace (zero blocks between the groups: m times the multiplies, in exchange
## for tiles whose loads are m times wider).  The direction template above is the wide
## problem's GEMM (its functions are ${plan.symbol}_*).
##
## Interface with the direction template: ${plan.symbol}_supports / _workspace_size / _run
## on a hipconv_problem, and Params::kWAxes (the filter's axes, for the stride check).
<%
    m = plan.merge_groups
    dims = plan.dims
    from codegen.plan import api_axis_index, MERGED_GROUP_MIN_WIDTH, MERGED_GROUP_WIDTH
    from codegen.model import TensorRole
    x_group = api_axis_index(TensorRole.X, "G", 0, dims)
    y_group = api_axis_index(TensorRole.Y, "G", 0, dims)
%>\

// ---------------------------------------------------------------- merged groups

namespace {

constexpr int64_t kMergeGroups = ${m};
constexpr int64_t kMergedGroupMinWidth = ${MERGED_GROUP_MIN_WIDTH};  // C and K per group at least
constexpr int64_t kMergedGroupWidth = ${MERGED_GROUP_WIDTH};    // ... and at most
constexpr int64_t kWorkspaceAlignment = 256;
using FilterElement = ${plan.ctype("w")};

// p as the wide problem: G / m groups of m*C input and m*K output channels (run-time strides:
// the wide G axis steps over m groups; the wide filter is dense, in the workspace).  false
// where this instance does not merge p's groups.
bool wide_problem(const hipconv_problem* p, hipconv_problem* wide) {
    if (p->groups % kMergeGroups != 0 || p->in_channels < kMergedGroupMinWidth ||
        p->out_channels < kMergedGroupMinWidth || p->in_channels > kMergedGroupWidth ||
        p->out_channels > kMergedGroupWidth)
        return false;
    *wide = *p;
    wide->groups = p->groups / kMergeGroups;
    wide->in_channels = p->in_channels * kMergeGroups;
    wide->out_channels = p->out_channels * kMergeGroups;
    wide->x_strides[${x_group}] *= kMergeGroups;     // x (N, spatial, G, C): 0 stays 0 (dense)
    wide->y_strides[${y_group}] *= kMergeGroups;     // y (N, spatial, G, K)
    for (int64_t& stride : wide->w_strides)
        stride = 0;
    return true;
}

int64_t wide_filter_elements(const hipconv_problem* p) {
    return p->groups * kMergeGroups * p->out_channels * hipconv::product(p->filter, p->spatial_dim) *
           p->in_channels;
}

int64_t wide_filter_bytes(const hipconv_problem* p) {
    const int64_t bytes = wide_filter_elements(p) * static_cast<int64_t>(sizeof(FilterElement));
    return hipconv::ceil_div(bytes, kWorkspaceAlignment) * kWorkspaceAlignment;
}

struct ExpandParams {
    const FilterElement* __restrict__ w;   // (G, K, taps, C)
    FilterElement* __restrict__ wide;      // (G / m, m*K, taps, m*C), block-diagonal
    int64_t out_channels, taps, in_channels;   // K, taps and C of one narrow group
    int64_t elements;                          // of the wide filter
};

// One element of the wide filter per thread (grid-stride): W[g*m + j, k, t, c] where the
// element's output block j and input block i agree, else zero.
__global__ void ${plan.name}_expand_filter(ExpandParams e) {
    const int64_t wide_k = kMergeGroups * e.out_channels, wide_c = kMergeGroups * e.in_channels;
    for (int64_t i = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < e.elements;
         i += static_cast<int64_t>(gridDim.x) * blockDim.x) {
        int64_t rest = i;
        const int64_t c = rest % wide_c;
        rest /= wide_c;
        const int64_t t = rest % e.taps;
        rest /= e.taps;
        const int64_t k = rest % wide_k;
        const int64_t g = rest / wide_k;
        const int64_t block = k / e.out_channels;
        FilterElement value = hipconv::from_float<FilterElement>(0.0f);
        if (c / e.in_channels == block)
            value = e.w[(((g * kMergeGroups + block) * e.out_channels + k % e.out_channels) * e.taps + t) *
                            e.in_channels + c % e.in_channels];
        e.wide[i] = value;
    }
}

}  // namespace

extern "C" int32_t ${plan.exported_symbol}_supports(const hipconv_problem* p) {
${common.problem_checks(plan)}\
    if (!hipconv::strides_addressable(*p, hipconv::Role::W, Params::kWAxes, ${plan.stride_alignment("w")}, false))
        return HIPCONV_REFUSED_STRIDES;        // the expansion reads W dense
    hipconv_problem wide;
    if (!wide_problem(p, &wide))
        return HIPCONV_REFUSED_MERGE_GROUPS;
    return ${plan.symbol}_supports(&wide);
}

extern "C" int64_t ${plan.exported_symbol}_workspace_size(const hipconv_problem* p) {
    hipconv_problem wide;
    if (${plan.exported_symbol}_supports(p) != HIPCONV_OK || !wide_problem(p, &wide))
        return 0;
    return wide_filter_bytes(p) + ${plan.symbol}_workspace_size(&wide);
}

extern "C" int32_t ${plan.exported_symbol}_split_k(const hipconv_problem* p) {
    return ${plan.exported_symbol}_supports(p) == HIPCONV_OK ? 1 : 0;
}

extern "C" int32_t ${plan.exported_symbol}_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
${common.run_checks(plan, symbol=plan.exported_symbol, workspace=True)}\
    hipconv_problem wide;
    wide_problem(p, &wide);
    ExpandParams expand{};
    expand.w = static_cast<const FilterElement*>(tensors->w);
    expand.wide = static_cast<FilterElement*>(workspace);
    expand.out_channels = p->out_channels;
    expand.taps = hipconv::product(p->filter, p->spatial_dim);
    expand.in_channels = p->in_channels;
    expand.elements = wide_filter_elements(p);
    constexpr int kExpandThreads = 256;
    const int64_t blocks = hipconv::ceil_div(expand.elements, kExpandThreads);
    const hipStream_t hip_stream = static_cast<hipStream_t>(stream);
    hipLaunchKernelGGL(${plan.name}_expand_filter, dim3(static_cast<unsigned>(blocks < 65535 ? blocks : 65535)),
                       dim3(kExpandThreads), 0, hip_stream, expand);
    if (const int32_t launched = hipconv::launch_status())
        return launched;
    hipconv_tensors wide_tensors = *tensors;
    wide_tensors.w = workspace;
    void* const inner_workspace = static_cast<unsigned char*>(workspace) + wide_filter_bytes(p);
    return ${plan.symbol}_run(&wide, &wide_tensors, inner_workspace, epilogue, stream);
}
