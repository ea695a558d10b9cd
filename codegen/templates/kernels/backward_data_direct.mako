<%page args="plan"/>\
<%namespace name="fma" file="/kernels/fma_gemm.mako"/>\
<%namespace name="common" file="/kernels/common.mako"/>\
<%
    D = plan.dims
    alg = plan.alg
    gather = plan.gather
    depthwise = plan.is_depthwise
    VY = plan.vec("y")
    VX = plan.vec("x")
%>\
${common.banner(plan)}
//
% if depthwise:
// Depthwise backward-data (C = K = 1 per group), no GEMM:
//   dX[n, i.., g, 0] = sum over the taps f.. that reach i.. of dY[n, o.., g, 0] * W[g, 0, f.., 0],
% else:
// Few-channel backward-data (C <= ${gather.channels_per_group} per group), no GEMM:
//   dX[n, i.., g, c] = sum over the taps f.. that reach i.. and over k of
//                      dY[n, o.., g, k] * W[g, k, f.., c],
% endif
//                      o = (i + pad - f*dilation) / stride where that divides exactly
// a gather of the taps that reach each output.  dY and dX are each streamed about once
// (the taps of neighbouring positions hit the same dY lines in L1/L2); the block's W is
// staged in shared memory as fp32 rows of kBlockN values, one row per (tap, k), as many
// taps at a time as kWRows rows hold.
//
// Mapping: a thread owns kPositions = ${gather.positions} positions of one stride phase along the innermost
% if depthwise:
// input axis (a "strip", spaced by the stride: the taps' index work is shared by the strip) and ${gather.groups_per_thread} consecutive groups (one
// vector of dY and of dX along G${", contiguous because C = K = 1 in channels_last" if gather.groups_per_thread > 1 else ""}).
% else:
// input axis (a "strip", spaced by the stride: the taps' index work is shared by the strip) and one group's C <= ${gather.channels_per_group}
// channels; it walks K in dY vectors of ${gather.k_vector} (contiguous along K), each W value it reads from
// shared memory serving the whole strip.
% if gather.k_lanes > 1:
// kKLanes = ${gather.k_lanes} neighbouring threads share the strip: thread k_lane takes the dY vectors
// k_lane, k_lane + ${gather.k_lanes}, ... (together they read each dY row as one coalesced run) and
// their partial sums meet through shared memory at the end.
% endif
% endif
// A block owns kTeams = ${alg.block.m} strips and kLanes = ${alg.block.n // alg.thread.n} threads along the groups (grid.x = strip
// tiles, grid.y = group tiles), the lanes of a team neighbouring groups, neighbouring
// teams neighbouring strips.
${common.includes(plan)}

namespace {

using Index = ${plan.index_type};
using XType = ${plan.ctype("x")};   // dX, written
using WType = ${plan.ctype("w")};
using YType = ${plan.ctype("y")};   // dY
constexpr int kSpatialDims = ${D};
constexpr int kBlockN = ${alg.block.n};                 // W row length: kLanes * kThreadColumns
constexpr int kGroupsPerThread = ${gather.groups_per_thread};
constexpr int kChannels = ${gather.channels_per_group};                 // channel slots per group (C of them used)
constexpr int kThreadColumns = kGroupsPerThread * kChannels;   // dX values per position and thread
constexpr int kKVector = ${gather.k_vector};                 // dY elements along K per load
constexpr int kTeams = ${alg.block.m};             // strips per block (thread.m = 1)
constexpr int kPositions = ${gather.positions};         // positions per strip, along the innermost input axis
constexpr int kLanes = kBlockN / kThreadColumns;   // threads along the group axis
constexpr int kBlockGroups = kLanes * kGroupsPerThread;
% if gather.k_lanes > 1:
constexpr int kKLanes = ${gather.k_lanes};                  // threads per strip, splitting K
constexpr int kThreads = kTeams * kLanes * kKLanes;   // = ${plan.threads}
% else:
constexpr int kThreads = kTeams * kLanes;          // = ${plan.threads}
% endif
constexpr int kWRows = ${gather.w_rows};                   // (tap, k) rows of W in shared memory
% if gather.k_lanes > 1:
// shared memory: the W rows, then (reused) every thread's partial sums
constexpr int kSharedFloats = kWRows * kBlockN > kThreads * kPositions * kThreadColumns
    ? kWRows * kBlockN : kThreads * kPositions * kThreadColumns;
% endif
static_assert(kThreads == ${plan.threads}, "thread count");

struct Params {
    const YType* __restrict__ dy;
    const WType* __restrict__ w;
    XType* __restrict__ dx;
${common.epilogue_fields(plan)}    Index groups;
% if not depthwise:
    Index in_channels;                               // C <= kChannels
    Index out_channels;                              // K <= kWRows (supports())
% endif
    Index taps;                                      // prod(filter)
    Index strips;                                    // N * prod(input[..-1]) * stride[-1] * ceil(ceil(input[-1] / stride[-1]) / kPositions)
${common.geometry_fields(plan)}
};

__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, ${plan.alg.min_blocks_per_sm}) ${plan.name}_kernel(Params params) {
    // W of the block's groups as fp32 [(tap, k) row][column], column = (lane, group of
    // the thread, channel): a thread reads its kThreadColumns values of one row as
    // consecutive floats.
% if gather.k_lanes > 1:
    __shared__ __align__(16) float shared[kSharedFloats];
    float (*const w_tile)[kBlockN] = reinterpret_cast<float (*)[kBlockN]>(shared);
% else:
    __shared__ __align__(16) float w_tile[kWRows][kBlockN];
% endif
% if depthwise:
    constexpr Index out_channels = 1;
% else:
    const Index out_channels = params.out_channels;
% endif
    const int tid = threadIdx.x;
% if gather.k_lanes > 1:
    const int k_lane = tid % kKLanes;
    const int lane = tid / kKLanes % kLanes;
    const int team = tid / kKLanes / kLanes;
% else:
    const int lane = tid % kLanes;
    const int team = tid / kLanes;
% endif
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
% if gather.k_lanes > 1:
            for (Index k = k_lane * kKVector; k < out_channels; k += kKLanes * kKVector) {
% else:
            for (Index k = 0; k < out_channels; k += kKVector) {
% endif
% if gather.w_vectors:
                // this thread's W of kKVector rows: kKVector * kBlockN consecutive floats,
                // 16-byte aligned (K and k are multiples of kKVector)
                float w_v[kKVector][kThreadColumns];
                for (int u = 0; u < ${gather.w_vectors}; ++u) {
                    const hipconv::Vec<float, 4> four = hipconv::load_vec<4>(w_tap + k * kBlockN + 4 * u);
                    for (int e = 0; e < 4; ++e)
                        (&w_v[0][0])[4 * u + e] = four.v[e];
                }
% else:
                float w_v[kKVector][kThreadColumns];   // this thread's W of kKVector rows
                for (int kv = 0; kv < kKVector; ++kv)
                    for (int e = 0; e < kThreadColumns; ++e)
                        w_v[kv][e] = w_tap[(k + kv) * kBlockN + e];
% endif
                for (int j = 0; j < kPositions; ++j) {
                    if (y_at[j] < 0)
                        continue;
                    float dy_v[${VY}];   // kGroupsPerThread groups x kKVector values of k
                    ${fma.load_vector("YType", VY, "params.dy + y_at[j] + k", "dy_v")}
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
% if not depthwise:
    // kThreads / kBlockN rows as (taps, k): the staging loop's step through the rows
    const Index k_step = (kThreads / kBlockN) % out_channels;
    const Index tap_step = (kThreads / kBlockN) / out_channels;
% endif
    for (Index t0 = 0; t0 < params.taps; t0 += chunk_taps) {
        const Index t1 = params.taps - t0 < chunk_taps ? params.taps : t0 + chunk_taps;
        __syncthreads();   // the previous chunk is consumed
% if depthwise:
        for (Index r = tid; r < (t1 - t0) * out_channels * kBlockN; r += kThreads) {
            const Index column = r % kBlockN;
            const Index w_row = r / kBlockN;                 // tap - t0
            const Index group = g0 + column;
            w_tile[w_row][column] = group < params.groups
                ? hipconv::to_float(params.w[group * params.w_stride_g + t0 + w_row]) : 0.0f;
        }
% else:
        {
            // Element r = w_row * kBlockN + column, w_row = (tap - t0) * K + k, walks the
            // chunk kThreads at a time; column, w_row, tap and k advance without division.
            const Index rows = (t1 - t0) * out_channels;
            int column = tid % kBlockN;
            Index w_row = tid / kBlockN;
            Index k = w_row % out_channels, tap = t0 + w_row / out_channels;
            while (w_row < rows) {
                const Index group = g0 + column / kChannels;
                const int c = column % kChannels;
                w_tile[w_row][column] = group < params.groups && c < params.in_channels
                    ? hipconv::to_float(params.w[group * params.w_stride_g + k * params.w_stride_k +
                                                 tap * params.w_stride_s[last] + c])
                    : 0.0f;
                column += kThreads % kBlockN;
                const int carry = column >= kBlockN ? 1 : 0;
                column -= carry * kBlockN;
                w_row += kThreads / kBlockN + carry;
                k += k_step + carry;
                tap += tap_step;
                if (k >= out_channels) {
                    k -= out_channels;
                    ++tap;
                }
            }
        }
% endif
        __syncthreads();
        if (active) {
            if (unit_stride)
                gather(std::true_type{}, t0, t1);
            else
                gather(std::false_type{}, t0, t1);
        }
    }
% if gather.k_lanes > 1:
    // The strip's kKLanes partial sums meet: each thread leaves its own, the first of
    // each strip's lanes adds the others' (in lane order) to its accumulators.
    __syncthreads();   // every thread is done with the W rows
    float* const partial = shared + tid * (kPositions * kThreadColumns);
    for (int j = 0; j < kPositions; ++j)
        for (int e = 0; e < kThreadColumns; ++e)
            partial[j * kThreadColumns + e] = acc[j][e];
    __syncthreads();
    if (!active || k_lane != 0)
        return;
    for (int other = 1; other < kKLanes; ++other)
        for (int j = 0; j < kPositions; ++j)
            for (int e = 0; e < kThreadColumns; ++e)
                acc[j][e] += partial[other * (kPositions * kThreadColumns) + j * kThreadColumns + e];
% else:
    if (!active)
        return;
% endif

    Index x_offset = n * params.x_stride_n + g * params.x_stride_g;
    for (int d = 0; d < kSpatialDims; ++d)
        x_offset += i[d] * params.x_stride_s[d];
    for (int j = 0; j < kPositions; ++j) {
        if (i[last] + j * step >= params.input[last])
            break;
        const Index at = x_offset + j * step * params.x_stride_s[last];   // dX offset of position j
        XType* const to = params.dx + at;
% if depthwise and VX == 1:
        *to = hipconv::from_float<XType>(${common.epilogue_value(plan, "acc[j][0]", at="at", bias_at="g")});
% elif depthwise:
        hipconv::Vec<XType, kGroupsPerThread> out;
        for (int e = 0; e < kGroupsPerThread; ++e)
            out.v[e] = hipconv::from_float<XType>(${common.epilogue_value(plan, "acc[j][e]", at="at + e * params.x_stride_g", bias_at="g + e")});
        hipconv::store_vec<kGroupsPerThread>(to, out);
% elif VX == 1:
        for (int c = 0; c < kChannels; ++c)
            if (c < params.in_channels)
                to[c] = hipconv::from_float<XType>(${common.epilogue_value(plan, "acc[j][c]", at="at + c", bias_at="g * params.in_channels + c")});
% else:
        for (int c = 0; c < kChannels; c += ${VX}) {   // C is a multiple of vector.x
            if (c >= params.in_channels)
                break;
            hipconv::Vec<XType, ${VX}> out;
            for (int e = 0; e < ${VX}; ++e)
                out.v[e] = hipconv::from_float<XType>(${common.epilogue_value(plan, "acc[j][c + e]", at="at + c + e", bias_at="g * params.in_channels + c + e")});
            hipconv::store_vec<${VX}>(to + c, out);
        }
% endif
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

extern "C" int32_t ${plan.symbol}_supports(const hipconv_problem* p) {
${common.common_supports(plan)}
% if depthwise:
    if (p->in_channels != 1 || p->out_channels != 1)
        return HIPCONV_REFUSED_NOT_DEPTHWISE;
% if gather.groups_per_thread > 1:
    if (p->groups % kGroupsPerThread != 0)
        return HIPCONV_REFUSED_GROUP_VECTOR;
% endif
% else:
    if (p->in_channels > kChannels || p->out_channels > kWRows)
        return HIPCONV_REFUSED_FEW_CHANNELS;
% endif
    if (strip_tiles(p) > hipconv::kMaxGridX || group_tiles(p) > hipconv::kMaxGridYZ)
        return HIPCONV_REFUSED_GRID_LIMIT;
    return HIPCONV_OK;
}

extern "C" int64_t ${plan.symbol}_workspace_size(const hipconv_problem* p) {
    (void)p;
    return 0;   // dX is written directly
}

extern "C" int32_t ${plan.symbol}_split_k(const hipconv_problem* p) {
    (void)p;
    return 1;
}

extern "C" int32_t ${plan.symbol}_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    (void)workspace;
${common.run_checks(plan)}${common.epilogue_arguments(plan)}    Params params{};
    params.dy = static_cast<const YType*>(tensors->y);
    params.w = static_cast<const WType*>(tensors->w);
    params.dx = static_cast<XType*>(tensors->x);
${common.fill_epilogue(plan)}    params.groups = static_cast<Index>(p->groups);
% if not depthwise:
    params.in_channels = static_cast<Index>(p->in_channels);
    params.out_channels = static_cast<Index>(p->out_channels);
% endif
    params.taps = static_cast<Index>(hipconv::product(p->filter, p->spatial_dim));
    params.strips = static_cast<Index>(strip_count(p));
${common.fill_geometry(plan)}
    const dim3 grid(static_cast<unsigned>(strip_tiles(p)), static_cast<unsigned>(group_tiles(p)), 1);
${common.launch(plan, "grid", "static_cast<hipStream_t>(stream)")}
    return hipconv::launch_status();
}
