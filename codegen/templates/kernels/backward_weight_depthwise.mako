<%page args="plan"/>\
<%namespace name="fma" file="/kernels/fma_gemm.mako"/>\
<%namespace name="common" file="/kernels/common.mako"/>\
<%namespace name="splitk" file="/kernels/backward_weight_splitk.mako"/>\
<%
    D = plan.dims
    alg = plan.alg
    V = alg.thread.n
%>\
${common.banner(plan)}
//
// Depthwise backward-weight (C = K = 1 per group), no GEMM:
//   dW[g, 0, f.., 0] = sum over n and o.. of dY[n, o.., g, 0] * X[n, o*stride - pad + f*dilation, g, 0]
// a reduction over the Kg = N * prod(output) rows (n, o..) for every (group, tap).
//
// Mapping: a block owns kBlockN = ${alg.block.n} consecutive groups and kBlockK = ${alg.block.k} consecutive
// filter taps (grid.x = ceil(G / ${alg.block.n}), grid.y = ceil(prod(filter) / ${alg.block.k})${", grid.z = split slices" if plan.emits_split else ""}).
// Its threads are kTeams = ${alg.block.m} row teams x kLanes = ${alg.block.n // V} lanes; a lane owns ${V} consecutive
// groups (one vector of x and of dY along G${", contiguous because C = K = 1 in channels_last" if V > 1 else ""}), team t
// takes the rows t, t + kTeams, ... so neighbouring teams work on neighbouring output
// positions.  Each thread keeps kBlockK x ${V} fp32 accumulators in registers; at the end the
// teams' partial sums meet in shared memory and are added in team order 0..kTeams-1.
//
// Memory: dY is read once per tap tile -- exactly once when block.k >= prod(filter) (one
// tap tile).  X is loaded once per (row, tap of the tile) that reaches it: prod(filter) /
// prod(stride) loads per X element on average, but the loads of one output position's
// window and of the neighbouring teams' overlapping windows are issued together, so the
// repeats are served by L1/L2 and DRAM sees about one pass over X.  dW is written once
// (G * prod(filter) elements, element by element: not contiguous along G).
% if plan.emits_split:
// Split-K (split_k ${alg.split_k.label}): grid.z = S slices of the rows, chunk = ceil(ceil(Kg / S) / kTeams) * kTeams;
% if plan.split_mode == "slices":
// deterministic: each slice stores its fp32 partials into its own workspace slice, then a
// reduction pass adds the slices in order 0..S-1 and converts.
% elif plan.split_mode == "atomic_output":
// fp32 dW is zeroed, then every slice adds its partial sums with fp32 atomicAdd.
% else:
// two-stage: fp32 atomicAdd into a zeroed fp32 workspace, then one conversion pass.
% endif
% if plan.split_auto:
// When the count resolves to 1 the block stores dW directly.
% endif
% endif
${common.includes(plan)}

namespace {

using Index = ${plan.index_type};
using XType = ${plan.ctype("x")};
using WType = ${plan.ctype("w")};   // dW, written
using YType = ${plan.ctype("y")};   // dY
constexpr int kSpatialDims = ${D};
constexpr int kBlockM = ${alg.block.m};
constexpr int kBlockN = ${alg.block.n};
constexpr int kBlockK = ${alg.block.k};
constexpr int kVec = ${V};                         // groups per thread = vector.x = vector.y
constexpr int kTeams = kBlockM;                    // row teams (thread.m = 1)
constexpr int kLanes = kBlockN / kVec;             // threads along the group axis
constexpr int kThreads = kTeams * kLanes;          // = ${plan.threads}
static_assert(kThreads == ${plan.threads}, "thread count");
% if plan.emits_split:
constexpr int kReductionStep = kTeams;             // split slices are whole multiples of the team count
% endif

struct Params {
    const XType* __restrict__ x;
    const YType* __restrict__ dy;
    WType* __restrict__ dw;
    float alpha;
    Index batch, groups;
    Index taps;                                      // prod(filter)
    Index k_total;                                   // rows: N * prod(output)
${common.geometry_fields(plan)}
${splitk.params_fields(plan)}\
};

// Row kk of the reduction as (n, o..): o innermost last; returns n.
__device__ __forceinline__ Index split_row(const Params& p, Index row, Index (&o)[kSpatialDims]) {
    for (int d = kSpatialDims - 1; d >= 0; --d) {
        o[d] = row % p.output[d];
        row /= p.output[d];
    }
    return row;
}

// Move (n, o..) forward by kTeams rows (a team's next row); returns how much n grew.
__device__ __forceinline__ Index advance_row(const Params& p, Index (&o)[kSpatialDims]) {
    Index carry = kTeams;
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

__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, ${plan.alg.min_blocks_per_sm}) ${plan.name}_kernel(Params params) {
    const int tid = threadIdx.x;
    const int lane = tid % kLanes;
    const int team = tid / kLanes;
    const Index g0 = static_cast<Index>(blockIdx.x) * kBlockN;
    const Index g = g0 + lane * kVec;
    const Index tap0 = static_cast<Index>(blockIdx.y) * kBlockK;
% if plan.emits_split:
    const int slice = static_cast<int>(blockIdx.z);
    const Index row_begin = static_cast<Index>(slice) * params.chunk;
    const Index row_end = params.k_total - row_begin < params.chunk ? params.k_total : row_begin + params.chunk;
% else:
    const Index row_begin = 0;
    const Index row_end = params.k_total;
% endif

    Index f0[kSpatialDims];   // filter coordinates of the tile's first tap
    {
        Index t = tap0;
        for (int d = kSpatialDims - 1; d >= 0; --d) {
            f0[d] = t % params.filter[d];
            t /= params.filter[d];
        }
    }

    float acc[kBlockK][kVec];
    for (int t = 0; t < kBlockK; ++t)
        for (int e = 0; e < kVec; ++e)
            acc[t][e] = 0.0f;

    if (g < params.groups) {
        Index o[kSpatialDims];   // output position of this team's row: no division per row
        Index n = split_row(params, row_begin + team, o);
        for (Index row = row_begin + team; row < row_end; row += kTeams, n += advance_row(params, o)) {
            Index origin[kSpatialDims];   // o * stride - pad
            Index y_offset = n * params.y_stride_n + g * params.y_stride_g;
            for (int d = 0; d < kSpatialDims; ++d) {
                origin[d] = o[d] * params.stride[d] - params.pad[d];
                y_offset += o[d] * params.y_stride_s[d];
            }
            const Index x_base = n * params.x_stride_n + g * params.x_stride_g;
            float dy_v[kVec];
            ${fma.load_vector("YType", V, "params.dy + y_offset", "dy_v")}
            Index f[kSpatialDims];
            for (int d = 0; d < kSpatialDims; ++d)
                f[d] = f0[d];
#pragma unroll
            for (int t = 0; t < kBlockK; ++t) {
                if (tap0 + t < params.taps) {
                    bool inside = true;
                    Index x_offset = x_base;
                    for (int d = 0; d < kSpatialDims; ++d) {
                        const Index i = origin[d] + f[d] * params.dilation[d];
                        inside = inside && i >= 0 && i < params.input[d];
                        x_offset += i * params.x_stride_s[d];
                    }
                    if (inside) {
                        float x_v[kVec];
                        ${fma.load_vector("XType", V, "params.x + x_offset", "x_v")}
                        for (int e = 0; e < kVec; ++e)
                            acc[t][e] += dy_v[e] * x_v[e];
                    }
                    hipconv::next_index(f, params.filter);   // next tap
                }
            }
        }
    }

    // Cross-team reduction, one tap at a time, in team order (deterministic).  Unrolled,
    // so that acc[t][..] stays in registers (a runtime t would put acc in local memory).
    __shared__ float red[kTeams][kBlockN];
#pragma unroll
    for (int t = 0; t < kBlockK; ++t) {
        for (int e = 0; e < kVec; ++e)
            red[team][lane * kVec + e] = acc[t][e];
        __syncthreads();
        const Index tap = tap0 + t;
        for (int column = tid; column < kBlockN; column += kThreads) {
            const Index group = g0 + column;
            if (tap < params.taps && group < params.groups) {
                float sum[1] = {0.0f};
                for (int r = 0; r < kTeams; ++r)
                    sum[0] += red[r][column];
                const Index offset = group * params.w_stride_g + tap;   // dW[g, 0, f.., 0]
                ${splitk.store(plan, "offset", "sum", 1, "slice")}
            }
        }
        __syncthreads();
    }
}

${splitk.finish_kernel(plan)}
}  // namespace

// ---------------------------------------------------------------- host side

namespace {

int64_t reduction_length(const hipconv_problem* p) {
    return p->batch * hipconv::product(p->output, p->spatial_dim);
}

int64_t group_tiles(const hipconv_problem* p) {
    return hipconv::ceil_div(p->groups, kBlockN);
}

int64_t tap_tiles(const hipconv_problem* p) {
    return hipconv::ceil_div(hipconv::product(p->filter, p->spatial_dim), kBlockK);
}

% if plan.split_auto:
int64_t z_blocks_per_split(const hipconv_problem* p) {
    (void)p;
    return 1;
}

int64_t tiles_per_split(const hipconv_problem* p) {
    return group_tiles(p) * tap_tiles(p);
}

% endif
${splitk.host_functions(plan)}
}  // namespace

extern "C" int32_t ${plan.symbol}_supports(const hipconv_problem* p) {
${common.common_supports(plan)}
    if (p->in_channels != 1 || p->out_channels != 1)
        return HIPCONV_REFUSED_NOT_DEPTHWISE;
% if V > 1:
    if (p->groups % kVec != 0)
        return HIPCONV_REFUSED_GROUP_VECTOR;
% endif
    if (group_tiles(p) > hipconv::kMaxGridX || tap_tiles(p) > hipconv::kMaxGridYZ${" ||\n        split_plan(p).splits > hipconv::kMaxGridYZ" if plan.emits_split else ""})
        return HIPCONV_REFUSED_GRID_LIMIT;
    return HIPCONV_OK;
}

extern "C" int64_t ${plan.symbol}_workspace_size(const hipconv_problem* p) {
    if (${plan.symbol}_supports(p) != HIPCONV_OK)
        return 0;
    return workspace_bytes(p);
}

// The split-K slice count run() uses for p (0 when the instance refuses p).
extern "C" int32_t ${plan.symbol}_split_k(const hipconv_problem* p) {
    if (${plan.symbol}_supports(p) != HIPCONV_OK)
        return 0;
% if plan.emits_split:
    return split_plan(p).splits;
% else:
    return 1;
% endif
}

extern "C" int32_t ${plan.symbol}_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, float alpha, void* stream) {
${common.run_checks(plan)}    const hipStream_t hip_stream = static_cast<hipStream_t>(stream);
    Params params{};
    params.x = static_cast<const XType*>(tensors->x);
    params.dy = static_cast<const YType*>(tensors->y);
    params.dw = static_cast<WType*>(tensors->w);
    params.alpha = alpha;
    params.batch = static_cast<Index>(p->batch);
    params.groups = static_cast<Index>(p->groups);
    params.taps = static_cast<Index>(hipconv::product(p->filter, p->spatial_dim));
    params.k_total = static_cast<Index>(reduction_length(p));
${common.fill_geometry(plan)}
% if plan.emits_split:
    const SplitPlan split = split_plan(p);
    params.chunk = static_cast<Index>(split.chunk);
    params.splits = split.splits;
% endif
${splitk.before_launch(plan)}\
    const dim3 grid(static_cast<unsigned>(group_tiles(p)), static_cast<unsigned>(tap_tiles(p)),
                    ${"static_cast<unsigned>(split.splits)" if plan.emits_split else "1"});
${common.launch(plan, "grid", "hip_stream")}${splitk.after_launch(plan)}\
    return hipconv::launch_status();
}
