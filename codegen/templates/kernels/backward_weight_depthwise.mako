<%page args="plan"/>\
<%namespace name="fma" file="/kernels/fma_gemm.mako"/>\
<%namespace name="common" file="/kernels/common.mako"/>\
<%namespace name="splitk" file="/kernels/backward_weight_splitk.mako"/>\
<%
    D = plan.dims
    alg = plan.alg
    V = alg.thread.n
    RUN = alg.thread.m
    few = plan.is_few_channels
    windows = plan.weight_windows
    window_list = ", ".join(f"{w} at stride {st}" for w, st in windows)
    staged = plan.staged_weight
    tap_teams = plan.tap_teams   # teams split each tap tile (thread.k): staged rows only
    thread_taps = "kThreadTaps" if tap_teams else "kBlockK"   # a thread's accumulated taps
    row = "row" if tap_teams else "r"   # a staged run's row of taps in the tile
%>\
${common.banner(plan)}
//
% if few:
// Few-channel backward-weight (C = K = ${V} per group), no GEMM:
//   dW[g, k, f.., c] = sum over n and o.. of dY[n, o.., g, k] * X[n, o*stride - pad + f*dilation, g, c]
// a reduction over the Kg = N * prod(output) rows (n, o..) for every (group, tap): the
// depthwise kernel below with one group's K x C products per thread in place of ${V}
// groups' one (a thread reads its group's K dY values and C X values as one vector each).
//
% endif
// Depthwise backward-weight (C = K = 1 per group), no GEMM:
//   dW[g, 0, f.., 0] = sum over n and o.. of dY[n, o.., g, 0] * X[n, o*stride - pad + f*dilation, g, 0]
// a reduction over the Kg = N * prod(output) rows (n, o..) for every (group, tap).
//
// Mapping: a block owns kBlockN = ${alg.block.n} consecutive groups and kBlockK = ${alg.block.k} consecutive
% if RUN > 1:
// filter taps (grid.x = ceil(G / ${alg.block.n}), grid.y = tap tiles of floor(${alg.block.k} / F) whole rows of F taps${", grid.z = split slices" if plan.emits_split else ""}).
% else:
// filter taps (grid.x = ceil(G / ${alg.block.n}), grid.y = ceil(prod(filter) / ${alg.block.k})${", grid.z = split slices" if plan.emits_split else ""}).
% endif
// Its threads are kTeams = ${alg.block.m // RUN} row teams x kLanes = ${alg.block.n // V} lanes; a lane owns ${V} consecutive
% if staged:
% if tap_teams:
// groups (one vector of x and of dY along G).  Tap teams (thread.k ${alg.thread.k}): the teams split each tap
// tile by filter row into kTapTeams = ${alg.block.k // alg.thread.k} shares of kThreadTaps = ${alg.thread.k} taps, kRunTeams = ${alg.block.m // RUN // (alg.block.k // alg.thread.k)} teams each
// (team t: share t / kRunTeams, so a warp's teams read one tap row); a team takes runs of kRun
// = ${RUN} rows of a staged tile (below).  Each thread keeps kThreadTaps x ${V} fp32 accumulators in
// registers; at the end the partial sums of a share's teams meet in shared memory and are added
// in team order.
% else:
// groups (one vector of x and of dY along G); team t takes runs of kRun = ${RUN} rows of a staged
// tile (below).  Each thread keeps kBlockK x ${V} fp32 accumulators in registers; at the end the
// teams' partial sums meet in shared memory and are added in team order 0..kTeams-1.
% endif
//
// Staged rows (tile_rows ${alg.tile_rows}): the reduction is walked in tiles of kTileRows output rows of
// one image (tile = n * row tiles + row tile; split slices are whole tiles).  Per tile the
// block copies, in 16-byte cp.async vectors of its kBlockGroups groups per pixel, the
// tile's dY rows (row_runs * kRun columns, zeros past the output) and the X rows they
// reach ((kTileRows - 1) * stride + (R - 1) * dilation + 1 rows of staged_width pixels,
// zeros outside the input) into shared memory, one tile ahead of the one it multiplies
// (two stages, sized per problem: refusal depthwise-tile where they do not fit).  Team t
// takes the tile's runs ${"t, t + kTeams" if not tap_teams else "r = t % kRunTeams, r + kRunTeams"}, .. (run = row * row_runs + run of the row).  A run
// keeps, per row of taps, an X window of (kRun - 1) * S + F staged pixels in registers
// (innermost dilation 1 and a (filter width F, stride S) this kernel has a window for:
// ${window_list}; a tap tile is whole rows of F taps): tap f of position j reads window element
// j * S + f.  Problems without a window are refused (depthwise-window).
//
// Memory: each tile's dY rows are copied once per tap tile (exactly once when block.k >=
// prod(filter)), its X rows likewise -- rows that neighbouring tiles both reach ((R - 1) *
// dilation + 1 - stride of them) are copied by both; every other read is from shared memory.
// dW is written once (G * prod(filter) elements, element by element: not contiguous along G).
% if plan.emits_split:
// Split-K (split_k ${alg.split_k.label}): grid.z = S slices of the tiles, chunk = ceil(tiles / S);
% endif
% else:
// groups (one vector of x and of dY along G${", contiguous because C = K = 1 in channels_last" if V > 1 else ""}), team t
// takes the rows t, t + kTeams, ...${" (runs of kRun rows: t*kRun, (t + kTeams)*kRun, ...)" if RUN > 1 else ""} so neighbouring teams work on neighbouring output
// positions.  Each thread keeps kBlockK x ${V} fp32 accumulators in registers; at the end the
// teams' partial sums meet in shared memory and are added in team order 0..kTeams-1.
% if RUN > 1:
//
// Runs: a team takes kRun = ${RUN} consecutive rows at a time.  Where they lie on one line of
// the innermost output axis, which has dilation 1 and a (filter width F, stride S) this
// kernel has a window for (${window_list}), a tap tile is whole rows of F taps and the
// run keeps an X window of (kRun - 1) * S + F positions per row of taps in registers:
// tap f of position j reads window element j * S + f, so a row of taps costs
// (kRun - 1) * S + F X loads instead of kRun * F.  Runs that cross a line end go row by
// row; problems without a window are refused (depthwise-window).
% endif
//
// Memory: dY is read once per tap tile -- exactly once when block.k >= prod(filter) (one
// tap tile).  X is loaded once per (row, tap of the tile) that reaches it: prod(filter) /
// prod(stride) loads per X element on average, but the loads of one output position's
// window and of the neighbouring teams' overlapping windows are issued together, so the
// repeats are served by L1/L2 and DRAM sees about one pass over X.  dW is written once
// (G * prod(filter) elements, element by element: not contiguous along G).
% if plan.emits_split:
// Split-K (split_k ${alg.split_k.label}): grid.z = S slices of the rows, chunk = ceil(ceil(Kg / S) / kReductionStep) * kReductionStep;
% endif
% endif
% if plan.emits_split:
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
constexpr int kVec = ${1 if few else V};                         // groups per thread
constexpr int kChannels = ${V if few else 1};                     // C = K per group
constexpr int kLoadWidth = kVec * kChannels;       // a thread's dY (and X) values of one row: one vector (thread.n)
constexpr int kLanes = kBlockN / kLoadWidth;       // threads along the group axis${" (block.n: groups x C)" if few else ""}
constexpr int kValues = kVec * kChannels * kChannels;   // accumulators per tap: K x C per group
constexpr int kRun = ${RUN};                         // consecutive rows per team step (thread.m)
constexpr int kTeams = kBlockM / kRun;             // row teams
constexpr int kBlockGroups = kLanes * kVec;
constexpr int kThreads = kTeams * kLanes;          // = ${plan.threads}
% if tap_teams:
constexpr int kThreadTaps = ${alg.thread.k};                   // taps a thread accumulates (thread.k): whole rows of F
constexpr int kTapTeams = kBlockK / kThreadTaps;   // team t accumulates the tile's taps (t / kRunTeams) * kThreadTaps ..
constexpr int kRunTeams = kTeams / kTapTeams;      // .. over the runs t % kRunTeams, + kRunTeams, .. (a warp's
                                                   // teams: one tap row, neighbouring runs -- other banks)
static_assert(kTapTeams * kThreadTaps == kBlockK && kRunTeams * kTapTeams == kTeams, "rule depthwise-tile: tap teams");
% endif
static_assert(kThreads == ${plan.threads}, "thread count");
% if staged:
constexpr int kTileRows = ${alg.tile_rows};                      // output rows per staged tile (tile_rows)
constexpr int kCopyWidth = 16 / static_cast<int>(sizeof(XType));   // elements per 16-byte staging copy
constexpr int kPixelCopies = kBlockGroups / kCopyWidth;         // copies per staged pixel (the block's groups)
constexpr int kCopyStep = kThreads / kPixelCopies;               // pixels the block copies at once
static_assert(sizeof(XType) == sizeof(YType), "dY and X pixels staged alike");
static_assert(kThreads % kPixelCopies == 0, "rule depthwise-tile: whole staged pixels per pass");
% if plan.emits_split:
constexpr int kReductionStep = 1;                  // the reduction counts tiles: split slices are whole tiles
% endif
% elif plan.emits_split:
constexpr int kReductionStep = kTeams * kRun;      // split slices are whole multiples of a block step
% endif

struct Params {
    const XType* __restrict__ x;
    const YType* __restrict__ dy;
    WType* __restrict__ dw;
${common.epilogue_fields(plan)}    Index batch, groups;
    Index taps;                                      // prod(filter)
% if RUN > 1:
    Index tile_taps;                                 // taps per tap tile (grid.y): kBlockK, or whole rows of F
    int window;                                      // F of the X window (window_width), or 0: row by row
    int window_stride;                               // S: the innermost stride
% endif
% if staged:
    Index k_total;                                   // tiles: N * ceil(OH / kTileRows)
    int row_runs;                                    // runs per staged row: ceil(OW / kRun)
    int staged_columns;                              // dY pixels per staged row: row_runs * kRun (zeros past OW)
    int staged_width;                                // X pixels per staged row: (staged_columns - 1) * stride + (S - 1) * dilation + 1
    int staged_rows;                                 // X rows per tile: (kTileRows - 1) * stride + (R - 1) * dilation + 1
    int x_offset_bytes;                              // bytes of a stage before its X rows (its dY rows)
    int stage_bytes;                                 // bytes per stage
    hipconv::FastDivmod by_row_tiles;                // tile -> (n, row tile): n / ceil(OH / kTileRows)
    hipconv::FastDivmod by_row_runs;                 // run -> (row, run of the row): n / row_runs
    hipconv::FastDivmod by_staged_columns;           // staged dY pixel -> (row, column)
    hipconv::FastDivmod by_staged_width;             // staged X pixel -> (row, column)
% else:
    Index k_total;                                   // rows: N * prod(output)
% endif
${common.geometry_fields(plan)}
${splitk.params_fields(plan)}\
};
% if not staged:

// Row kk of the reduction as (n, o..): o innermost last; returns n.
__device__ __forceinline__ Index split_row(const Params& p, Index row, Index (&o)[kSpatialDims]) {
    for (int d = kSpatialDims - 1; d >= 0; --d) {
        o[d] = row % p.output[d];
        row /= p.output[d];
    }
    return row;
}

// Move (n, o..) forward by `rows` rows; returns how much n grew.
__device__ __forceinline__ Index advance_row(const Params& p, Index (&o)[kSpatialDims], Index rows) {
    Index carry = rows;
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
% endif
% if RUN > 1:
## the runs from global memory and those over staged rows both multiply here

// Row r of the thread's taps through its X window: tap (r, t) of run position j multiplies
// window element j * S + t, for the thread's kVec groups${" (each group's K x C products)" if few else ""}.
template <int F, int S>
__device__ __forceinline__ void window_products(float (&acc)[${thread_taps}][kValues], int r,
                                                const float (&dy_v)[kRun][kLoadWidth],
                                                const float (&window)[(kRun - 1) * S + F][kLoadWidth]) {
    for (int t = 0; t < F; ++t)
        for (int j = 0; j < kRun; ++j)
            for (int v = 0; v < kVec; ++v)
                for (int k = 0; k < kChannels; ++k)
                    for (int c = 0; c < kChannels; ++c)
                        acc[r * F + t][(v * kChannels + k) * kChannels + c] +=
                            dy_v[j][v * kChannels + k] * window[j * S + t][v * kChannels + c];
}
% endif

__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, ${plan.alg.min_blocks_per_sm}) ${plan.name}_kernel(Params params) {
    const int tid = threadIdx.x;
    const int lane = tid % kLanes;
    const int team = tid / kLanes;
% if tap_teams:
    const int tap_team = team / kRunTeams;   // the tap rows it accumulates
    const int run_team = team % kRunTeams;   // its runs among the kRunTeams of that share
% endif
    const Index g0 = static_cast<Index>(blockIdx.x) * kBlockGroups;
    const Index g = g0 + lane * kVec;
% if RUN > 1:
    const Index tile_taps = params.tile_taps;
% else:
    constexpr Index tile_taps = kBlockK;
% endif
    const Index tap0 = static_cast<Index>(blockIdx.y) * tile_taps;
% if plan.emits_split:
    const int slice = static_cast<int>(blockIdx.z);
    const Index row_begin = static_cast<Index>(slice) * params.chunk;
    const Index row_end = params.k_total - row_begin < params.chunk ? params.k_total : row_begin + params.chunk;
% else:
    const Index row_begin = 0;
    const Index row_end = params.k_total;
% endif

    Index f0[kSpatialDims];   // filter coordinates of the tile's first tap
    hipconv::split_index(tap0, params.filter, f0);

    float acc[${thread_taps}][kValues];
    for (int t = 0; t < ${thread_taps}; ++t)
        for (int e = 0; e < kValues; ++e)
            acc[t][e] = 0.0f;

% if staged:
${staged_body()}
% else:
    // Where row (n, o..) reads: its window origin o * stride - pad in X, its dY offset,
    // and X's offset of (n, g).
    struct RowPlace {
        Index origin[kSpatialDims];
        Index y_offset;
        Index x_base;
    };
    auto place_of = [&](Index n, const Index (&o)[kSpatialDims]) {
        RowPlace at;
        at.y_offset = n * params.y_stride_n + g * params.y_stride_g;
        for (int d = 0; d < kSpatialDims; ++d) {
            at.origin[d] = o[d] * params.stride[d] - params.pad[d];
            at.y_offset += o[d] * params.y_stride_s[d];
        }
        at.x_base = n * params.x_stride_n + g * params.x_stride_g;
        return at;
    };

    // One row (n, o..): dY once, X once per tap of the tile that reaches it.
    auto one_row = [&](Index n, const Index (&o)[kSpatialDims]) {
        const RowPlace at = place_of(n, o);
        float dy_v[kLoadWidth];
        ${fma.load_vector("YType", V, "params.dy + at.y_offset", "dy_v")}
        Index f[kSpatialDims];
        for (int d = 0; d < kSpatialDims; ++d)
            f[d] = f0[d];
#pragma unroll
        for (int t = 0; t < kBlockK; ++t) {
            if (t < tile_taps && tap0 + t < params.taps) {
                bool inside = true;
                Index x_offset = at.x_base;
                for (int d = 0; d < kSpatialDims; ++d) {
                    const Index i = at.origin[d] + f[d] * params.dilation[d];
                    inside = inside && i >= 0 && i < params.input[d];
                    x_offset += i * params.x_stride_s[d];
                }
                if (inside) {
                    float x_v[kLoadWidth];
                    ${fma.load_vector("XType", V, "params.x + x_offset", "x_v")}
                    for (int v = 0; v < kVec; ++v)
                        for (int k = 0; k < kChannels; ++k)
                            for (int c = 0; c < kChannels; ++c)
                                acc[t][(v * kChannels + k) * kChannels + c] += dy_v[v * kChannels + k] * x_v[v * kChannels + c];
                }
                hipconv::next_index(f, params.filter);   // next tap
            }
        }
    };
% if RUN > 1:
    // kRun rows on one line (o[last] .. o[last] + kRun - 1) with the X window: the tile's
    // taps are kBlockK / F whole rows of F taps starting at f0 (f0[last] = 0).
    auto window_run = [&](auto width, auto stride, Index n, const Index (&o)[kSpatialDims]) {
        constexpr int F = decltype(width)::value;
        constexpr int S = decltype(stride)::value;   // innermost stride
        constexpr int kWindow = (kRun - 1) * S + F;
        constexpr int kRows = kBlockK / F;   // rows of taps in a tile
        constexpr int last = kSpatialDims - 1;
        const RowPlace at = place_of(n, o);
        float dy_v[kRun][kLoadWidth];
        for (int j = 0; j < kRun; ++j) {
            ${fma.load_vector("YType", V, "params.dy + at.y_offset + j * params.y_stride_s[last]", "dy_v[j]")}
        }
        Index f[kSpatialDims];   // the tap row's outer coordinates (f[last] stays 0)
        for (int d = 0; d < kSpatialDims; ++d)
            f[d] = f0[d];
#pragma unroll
        for (int r = 0; r < kRows; ++r) {
            if (tap0 + r * F < params.taps) {
                bool inside = true;
                Index x_offset = at.x_base;
                for (int d = 0; d < last; ++d) {
                    const Index i = at.origin[d] + f[d] * params.dilation[d];
                    inside = inside && i >= 0 && i < params.input[d];
                    x_offset += i * params.x_stride_s[d];
                }
                if (inside) {
                    float x_window[kWindow][kLoadWidth];   // X at at.origin[last] + u
                    for (int u = 0; u < kWindow; ++u) {
                        const Index i = at.origin[last] + u;
                        if (i >= 0 && i < params.input[last]) {
                            ${fma.load_vector("XType", V, "params.x + x_offset + i * params.x_stride_s[last]", "x_window[u]")}
                        } else {
                            for (int e = 0; e < kLoadWidth; ++e)
                                x_window[u][e] = 0.0f;
                        }
                    }
                    window_products<F, S>(acc, r, dy_v, x_window);
                }
                for (int d = last - 1; d >= 0; --d) {   // the next row of taps
                    if (++f[d] < params.filter[d])
                        break;
                    f[d] = 0;
                }
            }
        }
    };
% endif

    if (g < params.groups) {
% if RUN > 1:
        constexpr int last = kSpatialDims - 1;
        for (Index run = row_begin + team * kRun; run < row_end; run += kTeams * kRun) {
            Index o[kSpatialDims];
            Index n = split_row(params, run, o);
            if (params.window != 0 && o[last] + kRun <= params.output[last] && run + kRun <= row_end) {
${window_dispatch("n, o")}\
                continue;
            }
            for (int j = 0; j < kRun && run + j < row_end; ++j, n += advance_row(params, o, 1))
                one_row(n, o);
        }
% else:
        Index o[kSpatialDims];   // output position of this team's row: no division per row
        Index n = split_row(params, row_begin + team, o);
        for (Index row = row_begin + team; row < row_end; row += kTeams, n += advance_row(params, o, kTeams))
            one_row(n, o);
% endif
    }
% endif

% if tap_teams:
    // Cross-team reduction, one of a thread's taps at a time, in team order (deterministic):
    // tap t of tap team p (the tile's tap p * kThreadTaps + t) sums the teams p * kRunTeams
    // .. p * kRunTeams + kRunTeams - 1.  Unrolled, so that acc[t][..] stays in registers (a runtime t would put
    // acc in local memory).
% else:
    // Cross-team reduction, one tap at a time, in team order (deterministic).  Unrolled,
    // so that acc[t][..] stays in registers (a runtime t would put acc in local memory).
% endif
    constexpr int kColumns = kLanes * kValues;
    __shared__ float red[kTeams][kColumns];
#pragma unroll
    for (int t = 0; t < ${thread_taps}; ++t) {
        for (int e = 0; e < kValues; ++e)
            red[team][lane * kValues + e] = acc[t][e];
        __syncthreads();
% if tap_teams:
        for (int item = tid; item < kTapTeams * kColumns; item += kThreads) {
            // item = p * kColumns + column, column = (group - g0) * K * C + k * C + c
            const int p = item / kColumns, column = item % kColumns;
            const int tile_tap = p * kThreadTaps + t;
            const Index tap = tap0 + tile_tap;
            const Index group = g0 + column / (kChannels * kChannels);
            const int k = column / kChannels % kChannels, c = column % kChannels;
            if (tile_tap < tile_taps && tap < params.taps && group < params.groups) {
                float sum[1] = {0.0f};
                for (int r = p * kRunTeams; r < (p + 1) * kRunTeams; ++r)
                    sum[0] += red[r][column];
% else:
        const Index tap = tap0 + t;
        for (int column = tid; column < kColumns; column += kThreads) {
            // column = (group - g0) * K * C + k * C + c
            const Index group = g0 + column / (kChannels * kChannels);
            const int k = column / kChannels % kChannels, c = column % kChannels;
            if (t < tile_taps && tap < params.taps && group < params.groups) {
                float sum[1] = {0.0f};
                for (int r = 0; r < kTeams; ++r)
                    sum[0] += red[r][column];
% endif
                // dW[g, k, f.., c]: taps lie C apart
                const Index offset = group * params.w_stride_g + k * params.w_stride_k + tap * kChannels + c;
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

% if staged:
// The reduction in tiles of kTileRows output rows of one image.
int64_t reduction_length(const hipconv_problem* p) {
    return p->batch * hipconv::ceil_div(p->output[0], kTileRows);
}

// The staged rows' shape for p (Params' staged_* fields).
struct StagedLayout {
    int64_t row_runs, columns, width, rows;
    int64_t x_offset_bytes, stage_bytes;
};
StagedLayout staged_layout(const hipconv_problem* p) {
    StagedLayout s;
    s.row_runs = hipconv::ceil_div(p->output[1], kRun);
    s.columns = s.row_runs * kRun;
    s.width = (s.columns - 1) * p->stride[1] + (p->filter[1] - 1) * p->dilation[1] + 1;
    s.rows = (kTileRows - 1) * p->stride[0] + (p->filter[0] - 1) * p->dilation[0] + 1;
    s.x_offset_bytes = kTileRows * s.columns * kBlockGroups * static_cast<int64_t>(sizeof(YType));
    s.stage_bytes = s.x_offset_bytes + s.rows * s.width * kBlockGroups * static_cast<int64_t>(sizeof(XType));
    return s;
}

// Dynamic shared memory of one block for p: two stages.
int64_t shared_bytes(const hipconv_problem* p) {
    return 2 * staged_layout(p).stage_bytes;
}
% else:
int64_t reduction_length(const hipconv_problem* p) {
    return p->batch * hipconv::product(p->output, p->spatial_dim);
}
% endif

int64_t group_tiles(const hipconv_problem* p) {
    return hipconv::ceil_div(p->groups, kBlockGroups);
}

% if RUN > 1:
// F of the X window for p: the innermost filter width where this kernel has a window for
// it at p's innermost stride (${window_list}) and dilation 1; else 0 (row by row).
int window_width(const hipconv_problem* p) {
    const int last = p->spatial_dim - 1;
    if (p->dilation[last] != 1)
        return 0;
% for width, stride in windows:
    if (p->filter[last] == ${width} && p->stride[last] == ${stride})
        return ${width};
% endfor
    return 0;
}

% endif
// Taps per tap tile: kBlockK, or with the X window as many whole rows of F taps as fit.
int64_t tile_taps(const hipconv_problem* p) {
% if RUN > 1:
    if (const int width = window_width(p))
        return kBlockK / width * width;
% else:
    (void)p;
% endif
    return kBlockK;
}

int64_t tap_tiles(const hipconv_problem* p) {
    return hipconv::ceil_div(hipconv::product(p->filter, p->spatial_dim), tile_taps(p));
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
% if few:
    if (p->in_channels != kChannels || p->out_channels != kChannels)
        return HIPCONV_REFUSED_FEW_CHANNELS;
% else:
    if (p->in_channels != 1 || p->out_channels != 1)
        return HIPCONV_REFUSED_NOT_DEPTHWISE;
% endif
% if V > 1 and not few:
    if (p->groups % kVec != 0)
        return HIPCONV_REFUSED_GROUP_VECTOR;
% endif
% if RUN > 1:
    if (window_width(p) == 0)   // runs pay only with the X window
        return HIPCONV_REFUSED_DEPTHWISE_WINDOW;
% endif
% if staged:
    if (p->groups % kCopyWidth != 0)   // a staging copy is kCopyWidth whole groups
        return HIPCONV_REFUSED_GROUP_VECTOR;
    if (reduction_length(p) > INT32_MAX || !hipconv::kernel_runs_on_device(shared_room, ${plan.name}_kernel, shared_bytes(p)))
        return HIPCONV_REFUSED_DEPTHWISE_TILE;
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
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
${common.run_checks(plan)}${common.epilogue_arguments(plan)}    const hipStream_t hip_stream = static_cast<hipStream_t>(stream);
    Params params{};
    params.x = static_cast<const XType*>(tensors->x);
    params.dy = static_cast<const YType*>(tensors->y);
    params.dw = static_cast<WType*>(tensors->w);
${common.fill_epilogue(plan)}    params.batch = static_cast<Index>(p->batch);
    params.groups = static_cast<Index>(p->groups);
    params.taps = static_cast<Index>(hipconv::product(p->filter, p->spatial_dim));
% if RUN > 1:
    params.tile_taps = static_cast<Index>(tile_taps(p));
    params.window = window_width(p);
    params.window_stride = static_cast<int>(p->stride[p->spatial_dim - 1]);
% endif
    params.k_total = static_cast<Index>(reduction_length(p));
% if staged:
    const StagedLayout staged = staged_layout(p);
    params.row_runs = static_cast<int>(staged.row_runs);
    params.staged_columns = static_cast<int>(staged.columns);
    params.staged_width = static_cast<int>(staged.width);
    params.staged_rows = static_cast<int>(staged.rows);
    params.x_offset_bytes = static_cast<int>(staged.x_offset_bytes);
    params.stage_bytes = static_cast<int>(staged.stage_bytes);
    params.by_row_tiles = hipconv::FastDivmod(static_cast<int32_t>(hipconv::ceil_div(p->output[0], kTileRows)));
    params.by_row_runs = hipconv::FastDivmod(params.row_runs);
    params.by_staged_columns = hipconv::FastDivmod(params.staged_columns);
    params.by_staged_width = hipconv::FastDivmod(params.staged_width);
% endif
${common.fill_geometry(plan)}
% if plan.emits_split:
    const SplitPlan split = split_plan(p);
    params.chunk = static_cast<Index>(split.chunk);
    params.splits = split.splits;
% endif
${splitk.before_launch(plan)}\
    const dim3 grid(static_cast<unsigned>(group_tiles(p)), static_cast<unsigned>(tap_tiles(p)),
                    ${"static_cast<unsigned>(split.splits)" if plan.emits_split else "1"});
${common.launch(plan, "grid", "hip_stream", shared_bytes="shared_bytes(p)" if staged else None)}${splitk.after_launch(plan)}\
    return hipconv::launch_status();
}
## window_run(F, S, `arguments`) for the problem's (filter width, stride) window (params.window,
## window_stride): one branch per window this instance is compiled for.
<%def name="window_dispatch(arguments)">\
% for width, stride in windows:
                ${"if" if loop.first else "else if"} (params.window == ${width} && params.window_stride == ${stride})
                    window_run(std::integral_constant<int, ${width}>{}, std::integral_constant<int, ${stride}>{}, ${arguments});
% endfor
</%def>\
## The staged-rows walk (tile_rows): copies of each tile one ahead, then the teams' window
## runs over shared memory.  Expects in scope: params, tid, lane, team, g0, g, f0, tap0,
## row_begin / row_end (in tiles), acc.
<%def name="staged_body()">\
    // The stages: [stage][dY rows: kTileRows x staged_columns pixels][X rows: staged_rows x
    // staged_width pixels], a pixel being kBlockGroups values of the block's groups.
    HIPCONV_DYNAMIC_SHARED(unsigned char, stage_memory);
    const int copy_vector = tid % kPixelCopies;           // this thread's 16-byte copy of a pixel
    const int copy_first = tid / kPixelCopies;            // its first pixel; then every kCopyStep-th
    const Index copy_group = g0 + copy_vector * kCopyWidth;
    const bool copy_groups = copy_group < params.groups;   // whole copies: G % kCopyWidth == 0 (supports)

    // This thread's copies of tile `tile` into `stage` (zeros outside dY and X).
    auto stage_tile = [&](Index tile, int stage) {
        int32_t row_tile = 0;
        const Index n = params.by_row_tiles.divmod(static_cast<int32_t>(tile), row_tile);
        const Index oh0 = static_cast<Index>(row_tile) * kTileRows;
        unsigned char* const base = stage_memory + stage * params.stage_bytes;
        YType* const dy_rows = reinterpret_cast<YType*>(base) + copy_vector * kCopyWidth;
        XType* const x_rows = reinterpret_cast<XType*>(base + params.x_offset_bytes) + copy_vector * kCopyWidth;
        const int dy_pixels = kTileRows * params.staged_columns;
        for (int pixel = copy_first; pixel < dy_pixels; pixel += kCopyStep) {
            int32_t column = 0;
            const Index oh = oh0 + params.by_staged_columns.divmod(pixel, column);
            const bool inside = copy_groups && oh < params.output[0] && column < params.output[1];
            const YType* const source = inside ? params.dy + n * params.y_stride_n + oh * params.y_stride_s[0] +
                                                     column * params.y_stride_s[1] + copy_group * params.y_stride_g
                                               : params.dy;
            hipconv::cp_async_16(dy_rows + pixel * kBlockGroups, source, inside);
        }
        const Index i0 = oh0 * params.stride[0] - params.pad[0];   // input row of staged row 0
        const int x_pixels = params.staged_rows * params.staged_width;
        for (int pixel = copy_first; pixel < x_pixels; pixel += kCopyStep) {
            int32_t u = 0;
            const Index i = i0 + params.by_staged_width.divmod(pixel, u);
            const Index j = static_cast<Index>(u) - params.pad[1];
            const bool inside = copy_groups && hipconv::below(i, params.input[0]) && hipconv::below(j, params.input[1]);
            const XType* const source = inside ? params.x + n * params.x_stride_n + i * params.x_stride_s[0] +
                                                     j * params.x_stride_s[1] + copy_group * params.x_stride_g
                                               : params.x;
            hipconv::cp_async_16(x_rows + pixel * kBlockGroups, source, inside);
        }
    };

    // One run of kRun output columns from `dy_run` (its first staged dY pixel, this
    // thread's groups) with the X window of each of the thread's rows of taps from `x_run`
    // (the staged X pixel its first position reads with tap (0, 0)): tap (row, t) of the
    // tile at position j reads window element j * S + t of staged row f0[0] + row (times
    // the row dilation) below.
    auto window_run = [&](auto width, auto stride, const YType* dy_run, const XType* x_run) {
        constexpr int F = decltype(width)::value;
        constexpr int S = decltype(stride)::value;   // innermost stride
        constexpr int kWindow = (kRun - 1) * S + F;
        constexpr int kRows = ${thread_taps} / F;   // rows of taps a thread accumulates
        float dy_v[kRun][kLoadWidth];   // kLoadWidth = kVec: depthwise
        for (int j = 0; j < kRun; ++j)
            hipconv::load_floats<kLoadWidth>(dy_run + j * kBlockGroups, dy_v[j]);
#pragma unroll
        for (int r = 0; r < kRows; ++r) {
% if tap_teams:
            const int row = tap_team * kRows + r;   // of the tap tile
% endif
            if (tap0 + ${row} * F < params.taps) {
                const XType* const x_row = x_run + (f0[0] + ${row}) * params.dilation[0] * params.staged_width * kBlockGroups;
                float window[kWindow][kLoadWidth];
                for (int u = 0; u < kWindow; ++u)
                    hipconv::load_floats<kLoadWidth>(x_row + u * kBlockGroups, window[u]);
                window_products<F, S>(acc, r, dy_v, window);
            }
        }
    };

    if (row_begin < row_end)
        stage_tile(row_begin, 0);
    hipconv::cp_async_commit();
    for (Index tile = row_begin; tile < row_end; ++tile) {
        const int stage = static_cast<int>((tile - row_begin) & 1);
        if (tile + 1 < row_end)
            stage_tile(tile + 1, stage ^ 1);   // the stage tile - 1 used: free since the barrier below
        hipconv::cp_async_commit();
        hipconv::cp_async_wait<1>();           // this tile's copies landed (the next one's may not)
        __syncthreads();
        if (g < params.groups) {
            int32_t row_tile = 0;
            params.by_row_tiles.divmod(static_cast<int32_t>(tile), row_tile);
            const Index rows_left = params.output[0] - static_cast<Index>(row_tile) * kTileRows;
            const int runs = static_cast<int>(rows_left < kTileRows ? rows_left : kTileRows) * params.row_runs;
            const unsigned char* const base = stage_memory + stage * params.stage_bytes;
            const YType* const dy_rows = reinterpret_cast<const YType*>(base) + lane * kVec;
            const XType* const x_rows = reinterpret_cast<const XType*>(base + params.x_offset_bytes) + lane * kVec;
            for (int run = ${"run_team" if tap_teams else "team"}; run < runs; run += ${"kRunTeams" if tap_teams else "kTeams"}) {
                int32_t run_of_row = 0;
                const int row = params.by_row_runs.divmod(run, run_of_row);
                const int column = run_of_row * kRun;   // the run's first output column
                const YType* const dy_run = dy_rows + (row * params.staged_columns + column) * kBlockGroups;
                const XType* const x_run = x_rows + (row * static_cast<int>(params.stride[0]) * params.staged_width +
                                                     column * static_cast<int>(params.stride[1])) * kBlockGroups;
${window_dispatch("dy_run, x_run")}\
            }
        }
        __syncthreads();   // every team is done with this stage before it is refilled
    }
</%def>\
