<%page args="plan"/>\
<%namespace name="fma" file="/kernels/fma_gemm.mako"/>\
<%namespace name="common" file="/kernels/common.mako"/>\
<%
    D = plan.dims
    alg = plan.alg
    VX = plan.vec("x")
    VY = plan.vec("y")
    depthwise = plan.is_depthwise
%>\
${common.banner(plan)}
//
% if depthwise:
// Depthwise forward (C = K = 1 per group), no GEMM:
//   Y[n, o.., g, 0] = sum over the taps f.. of X[n, i.., g, 0] * W[g, 0, f.., 0],
//                     i = o * stride - pad + f * dilation
// Mapping: a thread owns kPositions = ${alg.block.k} consecutive output positions along the innermost
// axis (a "strip": the taps' index work is shared by it) and ${alg.thread.n} consecutive groups (one
// vector of X and of Y along G, contiguous because C = K = 1 in channels_last).  A block
// owns kTeams = ${alg.block.m} strips and kLanes = ${alg.block.n // alg.thread.n} threads along the groups (grid.x = strip
// tiles, grid.y = group tiles).  The block's W sits in shared memory as fp32 rows of
// kBlockN groups, one row per tap, a chunk of kTapChunk taps at a time.
// Along a row of taps (the innermost filter axis) with stride 1 and dilation 1 there, the
// strip's X positions of tap f + 1 are those of tap f moved by one: a register window
// of kPositions vectors slides along the row and each tap loads one new vector instead
// of kPositions (other strides and dilations load every vector).
% else:
// Few-channel forward (the RGB stem's C = 3, grouped layers with C = K = 4), no GEMM:
//   Y[n, o.., g, k] = sum over the taps f.. and the channels c < C of
//                     X[n, i.., g, c] * W[g, k, f.., c],   i = o * stride - pad + f * dilation
// Mapping: a thread owns kPositions = ${alg.block.k} consecutive output positions along the innermost
// axis (a "strip") and kSlots = ${alg.thread.n} output channels of one group (a "lane": K <= kSlots, one
// lane per group, or K a multiple of kSlots, K / kSlots lanes per group).  Per tap and
// channel chunk of ${VX} it reads its kSlots values of W once from shared memory (where the
// block's W sits as fp32 rows of kBlockN lane columns, one row per (tap, c), a chunk of
// taps at a time) and adds them, times the strip's X values, to its kSlots sums per position.  A block owns kTeams = ${alg.block.m}
// strips and kLanes = ${alg.block.n // alg.thread.n} lanes (grid.x = strip tiles, grid.y = lane tiles).
% endif
${common.includes(plan)}

namespace {

using Index = ${plan.index_type};
using XType = ${plan.ctype("x")};
using WType = ${plan.ctype("w")};
using YType = ${plan.ctype("y")};   // written
constexpr int kSpatialDims = ${D};
% if depthwise:
constexpr int kBlockN = ${alg.block.n};                 // groups per block: kLanes * kGroupsPerThread
constexpr int kGroupsPerThread = ${alg.thread.n};
constexpr int kSlots = kGroupsPerThread;             // values per position and thread
% else:
constexpr int kBlockN = ${alg.block.n};                 // W columns per block: kLanes * kSlots
constexpr int kSlots = ${alg.thread.n};                 // output channels per thread (one group's)
constexpr int kVectorX = ${VX};                // X channels per load (C is a multiple)
% endif
constexpr int kTeams = ${alg.block.m};              // strips per block (thread.m = 1)
constexpr int kPositions = ${alg.block.k};          // output positions per strip, innermost axis
constexpr int kLanes = kBlockN / kSlots;            // threads along the ${"group" if depthwise else "lane"} axis
constexpr int kThreads = kTeams * kLanes;           // = ${plan.threads}
% if depthwise:
constexpr int kTapChunk = ${plan.gather.w_rows};              // taps of W in shared memory at a time
% else:
constexpr int kWRows = ${plan.gather.w_rows};                // (tap, c) rows of W in shared memory
constexpr int kMaxChannels = ${plan.micro.few_channels_forward_max_c};         // C per group this gather takes (supports())
static_assert(kMaxChannels <= kWRows, "a tap's C rows fit the W tile");
% endif
static_assert(kThreads == ${plan.threads}, "thread count");

struct Params {
    const XType* __restrict__ x;
    const WType* __restrict__ w;
    YType* __restrict__ y;
${common.epilogue_fields(plan)}    Index groups;
% if not depthwise:
    Index channels, out_channels;                    // C (<= kMaxChannels), K (<= kSlots or a multiple)
    Index lanes_per_group;                           // K <= kSlots: 1, else K / kSlots
    Index lanes;                                     // G * lanes_per_group
% endif
    Index taps;                                      // prod(filter)
    Index strips;                                    // N * prod(output[..-1]) * ceil(output[-1] / kPositions)
${common.geometry_fields(plan)}
};

% if depthwise:
${common.activation_parameter(plan)}__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, ${plan.alg.min_blocks_per_sm}) ${plan.name}_kernel(Params params) {
    __shared__ __align__(16) float w_tile[kTapChunk][kBlockN];   // [tap - t0][group - g0]
    const int tid = threadIdx.x;
    const int lane = tid % kLanes;
    const int team = tid / kLanes;
    const Index g0 = static_cast<Index>(blockIdx.y) * kBlockN;
    const Index g = g0 + lane * kGroupsPerThread;
    Index row = static_cast<Index>(blockIdx.x) * kTeams + team;
    const bool active = g < params.groups && row < params.strips;   // every thread meets the barriers

${strip_origin()}\
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
            ${fma.load_vector("XType", VX, "params.x + x_row + i * x_step", "v")}
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
<%call expr="tap_rows()">\
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
</%call>\
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
% if VY == 1:
        params.y[at] = hipconv::from_float<YType>(${common.epilogue_value(plan, "acc[j][0]", at="at", bias_at="g")});
% else:
        hipconv::Vec<YType, kGroupsPerThread> out;
        for (int e = 0; e < kGroupsPerThread; ++e)
            out.v[e] = hipconv::from_float<YType>(${common.epilogue_value(plan, "acc[j][e]", at="at + e * params.y_stride_g", bias_at="g + e")});
        hipconv::store_vec<kGroupsPerThread>(params.y + at, out);
% endif
    }
}

% else:
${common.activation_parameter(plan)}__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, ${plan.alg.min_blocks_per_sm}) ${plan.name}_kernel(Params params) {
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

${strip_origin()}\
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
<%call expr="tap_rows()">\
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
% if alg.thread.n % 4 == 0:
                            for (int e = 0; e < kSlots; e += 4) {   // 16-byte shared-memory reads
                                const hipconv::Vec<float, 4> four = hipconv::load_vec<4>(w_tap + (c + u) * kBlockN + e);
                                for (int q = 0; q < 4; ++q)
                                    w_v[u][e + q] = four.v[q];
                            }
% else:
                            for (int e = 0; e < kSlots; ++e)
                                w_v[u][e] = w_tap[(c + u) * kBlockN + e];
% endif
                        for (int j = 0; j < kPositions; ++j) {
                            if (x_at[j] < 0)
                                continue;
                            float xv[kVectorX];
                            ${fma.load_vector("XType", VX, "params.x + x_at[j] + c", "xv")}
                            for (int u = 0; u < kVectorX; ++u)
                                for (int e = 0; e < kSlots; ++e)
                                    acc[j][e] += xv[u] * w_v[u][e];
                        }
                    }
                }
</%call>\
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
        for (int e = 0; e < kSlots; e += ${VY}) {   // K is a multiple of vector.y
            if (k0 + e >= params.out_channels)
                break;
% if VY == 1:
            params.y[at + e] = hipconv::from_float<YType>(${common.epilogue_value(plan, "acc[j][e]", at="at + e", bias_at="g * params.out_channels + k0 + e")});
% else:
            hipconv::Vec<YType, ${VY}> out;
            for (int u = 0; u < ${VY}; ++u)
                out.v[u] = hipconv::from_float<YType>(${common.epilogue_value(plan, "acc[j][e + u]", at="at + e + u", bias_at="g * params.out_channels + k0 + e + u")});
            hipconv::store_vec<${VY}>(params.y + at + e, out);
% endif
        }
    }
}

% endif
}  // namespace

// ---------------------------------------------------------------- host side

namespace {

% if not depthwise:
int64_t lanes_per_group(const hipconv_problem* p) {
    return p->out_channels <= kSlots ? 1 : p->out_channels / kSlots;
}

int64_t lane_count(const hipconv_problem* p) {
    return p->groups * lanes_per_group(p);
}

% endif
int64_t strip_count(const hipconv_problem* p) {
    const int last = p->spatial_dim - 1;
    int64_t strips = p->batch * hipconv::ceil_div(p->output[last], kPositions);
    for (int d = 0; d < last; ++d)
        strips *= p->output[d];
    return strips;
}

}  // namespace

extern "C" int32_t ${plan.symbol}_supports(const hipconv_problem* p) {
${common.common_supports(plan)}
% if depthwise:
    if (p->in_channels != 1 || p->out_channels != 1)
        return HIPCONV_REFUSED_NOT_DEPTHWISE;
% if VX > 1:
    if (p->groups % kGroupsPerThread != 0)   // x and y vectors of kGroupsPerThread groups
        return HIPCONV_REFUSED_GROUP_VECTOR;
% endif
    if (hipconv::ceil_div(p->groups, kBlockN) > hipconv::kMaxGridYZ ||
% else:
    // few channels (past ${plan.micro.few_channels_forward_max_c} the GEMM kernels win); K in one lane or split into whole lanes
    if (p->in_channels > kMaxChannels || (p->out_channels > kSlots && p->out_channels % kSlots != 0))
        return HIPCONV_REFUSED_FEW_CHANNELS;
    if (hipconv::ceil_div(lane_count(p), kLanes) > hipconv::kMaxGridYZ ||
% endif
        hipconv::ceil_div(strip_count(p), kTeams) > hipconv::kMaxGridX)
        return HIPCONV_REFUSED_GRID_LIMIT;
    return HIPCONV_OK;
}

extern "C" int64_t ${plan.symbol}_workspace_size(const hipconv_problem* p) {
    (void)p;
    return 0;   // forward writes Y directly
}

extern "C" int32_t ${plan.symbol}_split_k(const hipconv_problem* p) {
    (void)p;
    return 1;
}

extern "C" int32_t ${plan.symbol}_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    (void)workspace;
${common.run_checks(plan)}${common.epilogue_arguments(plan)}    Params params{};
    params.x = static_cast<const XType*>(tensors->x);
    params.w = static_cast<const WType*>(tensors->w);
    params.y = static_cast<YType*>(tensors->y);
${common.fill_epilogue(plan)}\
    params.groups = static_cast<Index>(p->groups);
% if not depthwise:
    params.channels = static_cast<Index>(p->in_channels);
    params.out_channels = static_cast<Index>(p->out_channels);
    params.lanes_per_group = static_cast<Index>(lanes_per_group(p));
    params.lanes = static_cast<Index>(lane_count(p));
% endif
    params.taps = static_cast<Index>(hipconv::product(p->filter, p->spatial_dim));
    params.strips = static_cast<Index>(strip_count(p));
${common.fill_geometry(plan)}
    const dim3 grid(static_cast<unsigned>(hipconv::ceil_div(strip_count(p), kTeams)),
                    static_cast<unsigned>(hipconv::ceil_div(${"p->groups" if depthwise else "lane_count(p)"}, ${"kBlockN" if depthwise else "kLanes"})));
${common.launch(plan, "grid", "static_cast<hipStream_t>(stream)")}
    return hipconv::launch_status();
}
## The strip's first output position o[] and its image n, from the strip index `row`.
<%def name="strip_origin()">\
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
</%def>\
## The taps of the chunk [t0, t1) by rows along the innermost filter axis: per row, the
## outer dimensions' input positions, x_row (X's offset of them from x_base) and whether
## they lie inside the input; where they do, the caller's body runs the row's taps
## [t, row_end) (f[last] is the row's first innermost tap).
<%def name="tap_rows()">\
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
${caller.body()}\
            }
            // the next row of taps (or where the next chunk starts)
            for (Index tap = t; tap < row_end; ++tap)
                hipconv::next_index(f, params.filter);
            t = row_end;
        }
</%def>\
