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
constexpr int64_t kExpandMaxElements = INT32_MAX / 2;   // the wide filter's, for 32-bit chunk indices

int64_t wide_filter_elements(const hipconv_problem* p) {
    return p->groups * kMergeGroups * p->out_channels * hipconv::product(p->filter, p->spatial_dim) *
           p->in_channels;
}

// p as the wide problem: G / m groups of m*C input and m*K output channels (run-time strides:
// the wide G axis steps over m groups; the wide filter is dense, in the workspace).  false
// where this instance does not merge p's groups.
bool wide_problem(const hipconv_problem* p, hipconv_problem* wide) {
    if (p->groups % kMergeGroups != 0 || p->in_channels < kMergedGroupMinWidth ||
        p->out_channels < kMergedGroupMinWidth || p->in_channels > kMergedGroupWidth ||
        p->out_channels > kMergedGroupWidth)
        return false;
    if (wide_filter_elements(p) > kExpandMaxElements)
        return false;                              // the expansion's 32-bit indices
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

int64_t wide_filter_bytes(const hipconv_problem* p) {
    const int64_t bytes = wide_filter_elements(p) * static_cast<int64_t>(sizeof(FilterElement));
    return hipconv::ceil_div(bytes, kWorkspaceAlignment) * kWorkspaceAlignment;
}

// The wide filter is (G / m, m*K, taps, m*C): rows (g, k, t) of m*C elements, row r the
// block-diagonal widening of the narrow filter's row r ((g*m + k / K, k % K, t) is the same
// flat row).  A thread writes one chunk of kVector elements of a row, X's vector along C
// (16 bytes where the instance's vector is 8 16-bit elements): the part in the row's own
// input block (k / K) copied, the rest zero.  The wide C is a multiple of kVector (the wide
// problem's supports refuses it otherwise: channels-vector-width), so every chunk is whole
// and aligned; a chunk reaches at most two input blocks (kVector <= C).  32-bit indices:
// wide_problem refuses wide filters past kExpandMaxElements.
constexpr int32_t kVector = ${plan.vec("x")};
static_assert(kVector <= kMergedGroupMinWidth, "a chunk reaches at most two input blocks");

struct ExpandParams {
    const FilterElement* __restrict__ w;   // (G, K, taps, C)
    FilterElement* __restrict__ wide;      // (G / m, m*K, taps, m*C), block-diagonal
    int32_t out_channels, taps, in_channels;   // K, taps and C of one narrow group
    int32_t row_chunks;                        // chunks of a wide row: m*C / kVector
    int32_t chunks;                            // of the wide filter: G*K*taps rows of row_chunks
};

__global__ void ${plan.name}_expand_filter(ExpandParams e) {
    const int32_t wide_c = static_cast<int32_t>(kMergeGroups) * e.in_channels;
    const int32_t wide_k = static_cast<int32_t>(kMergeGroups) * e.out_channels;
    for (int32_t i = static_cast<int32_t>(blockIdx.x * blockDim.x + threadIdx.x); i < e.chunks;
         i += static_cast<int32_t>(gridDim.x * blockDim.x)) {
        const int32_t row = i / e.row_chunks, first = (i - row * e.row_chunks) * kVector;
        const int32_t block = (row / e.taps) % wide_k / e.out_channels;
        const int32_t block_first = block * e.in_channels, block_end = block_first + e.in_channels;
        const FilterElement* narrow = e.w + static_cast<int64_t>(row) * e.in_channels;   // its C channels
        hipconv::Vec<FilterElement, kVector> chunk;
        for (int32_t v = 0; v < kVector; ++v) {
            const int32_t c = first + v;
            chunk[v] = c >= block_first && c < block_end ? narrow[c - block_first] : hipconv::from_float<FilterElement>(0.0f);
        }
        hipconv::store_vec<kVector>(e.wide + static_cast<int64_t>(row) * wide_c + first, chunk);
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
    expand.out_channels = static_cast<int32_t>(p->out_channels);
    expand.taps = static_cast<int32_t>(hipconv::product(p->filter, p->spatial_dim));
    expand.in_channels = static_cast<int32_t>(p->in_channels);
    expand.row_chunks = static_cast<int32_t>(kMergeGroups * p->in_channels / kVector);
    expand.chunks = static_cast<int32_t>(p->groups * p->out_channels * expand.taps) * expand.row_chunks;
    constexpr int kExpandThreads = 256;
    const int64_t blocks = hipconv::ceil_div(int64_t{expand.chunks}, int64_t{kExpandThreads});
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
