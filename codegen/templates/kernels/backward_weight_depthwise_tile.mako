<%page args="plan"/>\
<%namespace name="fma" file="/kernels/fma_gemm.mako"/>\
<%namespace name="common" file="/kernels/common.mako"/>\
<%namespace name="splitk" file="/kernels/backward_weight_splitk.mako"/>\
<%
    alg = plan.alg
    tile = plan.weight_tile
    V = alg.thread.n
%>\
${common.banner(plan)}
//
// Depthwise backward-weight (C = K = 1 per group), 2D, stride 1, dilation 1, a square
// F x F filter, over staged tiles:
//   dW[g, 0, r, s, 0] = sum over n, o of dY[n, o, g, 0] * X[n, o - pad + (r, s), g, 0]
// (X zero outside the input).
//
// A block owns kBlockN = ${alg.block.n} groups (grid.x) and walks output tiles of kTileRows x
// kTileColumns = ${tile.rows} x ${tile.columns} positions of one image${" (grid.z: split slices of the tiles)" if plan.emits_split else ""}.  For
// each tile it stages dY (the tile) and X (the tile grown by F - 1 along both axes, zero
// outside the input) in shared memory as fp32 -- each element converted once -- then
// every thread adds the products of its kRun = ${tile.run} consecutive positions of one tile row
// (its strip) and kVec = ${V} groups into F * F x kVec accumulators: per tap row, a window of
// kRun + F - 1 staged X positions, each read once.  The kernel is compiled for F = ${", ".join(str(f) for f in tile.filter_widths)} (the
// accumulators' taps must be compile-time to stay in registers); other filters are
// refused (depthwise-tile).  At the end the teams' sums meet in shared memory, added in
// team order, as in the row-walking depthwise kernel.
% if plan.emits_split:
// Split-K (split_k ${alg.split_k.label}) over the tiles: slice s takes tiles [s * chunk, (s + 1) * chunk)
// (kReductionStep 1: the reduction is counted in tiles).
% endif
${common.includes(plan)}

namespace {

using Index = ${plan.index_type};
using XType = ${plan.ctype("x")};
using WType = ${plan.ctype("w")};   // dW, written
using YType = ${plan.ctype("y")};   // dY
constexpr int kSpatialDims = 2;
constexpr int kBlockM = ${alg.block.m};                    // positions of a tile
constexpr int kBlockN = ${alg.block.n};                    // groups of a block
constexpr int kVec = ${V};                         // groups per thread = vector.x = vector.y
constexpr int kRun = ${tile.run};                         // consecutive positions per thread (thread.m)
constexpr int kTeams = kBlockM / kRun;             // strips of a tile
constexpr int kLanes = kBlockN / kVec;             // threads along the group axis
constexpr int kThreads = kTeams * kLanes;          // = ${plan.threads}
constexpr int kTileRows = ${tile.rows};
constexpr int kStripsPerRow = kTeams / kTileRows;
constexpr int kTileColumns = kStripsPerRow * kRun;   // = ${tile.columns}
constexpr int kReductionStep = 1;                  // split slices count tiles
static_assert(kThreads == ${plan.threads}, "thread count");

struct Params {
    const XType* __restrict__ x;
    const YType* __restrict__ dy;
    WType* __restrict__ dw;
${common.epilogue_fields(plan)}    Index batch, groups;
    Index taps;                                      // F * F
    Index row_tiles, column_tiles;                   // ceil(output / tile) per axis
    Index k_total;                                   // tiles: N * row_tiles * column_tiles
${common.geometry_fields(plan)}
${splitk.params_fields(plan)}\
};

// Shared memory of one block for an F x F filter, bytes: dY [kTileRows][kTileColumns][kBlockN]
// and X [kTileRows + F - 1][kTileColumns + F - 1][kBlockN], fp32; the cross-team
// reduction reuses it.
constexpr int64_t shared_bytes(int64_t filter) {
    return ((kTileRows * kTileColumns) + (kTileRows + filter - 1) * (kTileColumns + filter - 1)) * int64_t{kBlockN} * 4;
}
static_assert(kTeams * kBlockN * 4 <= shared_bytes(1), "the reduction fits the staging");

// Stage kRows x kColumns positions of `tensor` from (row0, column0) (zero outside its
// `extent`) into `staged` [kRows][kColumns][kBlockN] as fp32: vectors of kVec groups,
// kStageBatch per thread loaded before any is stored (one load in flight at a time
// would leave the staging latency-bound).
constexpr int kStageBatch = ${tile.stage_batch};
template <int kRows, int kColumns, typename T>
HIPCONV_DEVICE_INLINE void stage(float* staged, const T* tensor, Index base, const Index (&stride)[kSpatialDims],
                                 const Index (&extent)[kSpatialDims], Index row0, Index column0, bool groups_inside) {
    constexpr int kVectors = kRows * kColumns * kLanes;
    for (int first = static_cast<int>(threadIdx.x); first < kVectors; first += kStageBatch * kThreads) {
        hipconv::Vec<T, kVec> fetched[kStageBatch];
        for (int b = 0; b < kStageBatch; ++b) {
            const int v = first + b * kThreads;
            const int position = v / kLanes;
            const Index row = row0 + position / kColumns;
            const Index column = column0 + position % kColumns;
            if (v < kVectors && groups_inside && row >= 0 && row < extent[0] && column >= 0 && column < extent[1])
                fetched[b] = hipconv::load_vec<kVec>(tensor + base + v % kLanes * kVec + row * stride[0] + column * stride[1]);
            else
                fetched[b] = hipconv::Vec<T, kVec>{};   // all bits zero: +0 in every type
        }
        for (int b = 0; b < kStageBatch; ++b) {
            const int v = first + b * kThreads;
            if (v < kVectors) {
                hipconv::Vec<float, kVec> values;
                for (int e = 0; e < kVec; ++e)
                    values.v[e] = hipconv::to_float(fetched[b].v[e]);
                hipconv::store_vec<kVec>(staged + v / kLanes * kBlockN + v % kLanes * kVec, values);
            }
        }
    }
}

template <int kFilter>
__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, ${alg.min_blocks_per_sm}) ${plan.name}_kernel(Params params) {
    constexpr int kTaps = kFilter * kFilter;
    constexpr int kStagedColumns = kTileColumns + kFilter - 1;
    HIPCONV_DYNAMIC_SHARED(float, shared);
    float* const dy_tile = shared;                                   // [kTileRows][kTileColumns][kBlockN]
    float* const x_tile = shared + kTileRows * kTileColumns * kBlockN;   // [kTileRows + F - 1][kStagedColumns][kBlockN]
    const int tid = threadIdx.x;
    const int lane = tid % kLanes;
    const int team = tid / kLanes;
    const int strip_row = team / kStripsPerRow;
    const int strip_column = team % kStripsPerRow * kRun;
    const Index g0 = static_cast<Index>(blockIdx.x) * kBlockN;
    const bool groups_inside = g0 + lane * kVec < params.groups;     // G % kVec == 0 (supports())
% if plan.emits_split:
    const int slice = static_cast<int>(blockIdx.z);
    const Index tile_begin = static_cast<Index>(slice) * params.chunk;
    const Index tile_end = params.k_total - tile_begin < params.chunk ? params.k_total : tile_begin + params.chunk;
% else:
    const Index tile_begin = 0;
    const Index tile_end = params.k_total;
% endif

    float acc[kTaps][kVec];
    for (int t = 0; t < kTaps; ++t)
        for (int e = 0; e < kVec; ++e)
            acc[t][e] = 0.0f;

    for (Index t = tile_begin; t < tile_end; ++t) {
        const Index column0 = t % params.column_tiles * kTileColumns;
        const Index row0 = t / params.column_tiles % params.row_tiles * kTileRows;
        const Index n = t / params.column_tiles / params.row_tiles;
        __syncthreads();   // the previous tile is consumed
        stage<kTileRows, kTileColumns>(dy_tile, params.dy, n * params.y_stride_n + g0 * params.y_stride_g,
                                       params.y_stride_s, params.output, row0, column0, groups_inside);
        stage<kTileRows + kFilter - 1, kStagedColumns>(x_tile, params.x, n * params.x_stride_n + g0 * params.x_stride_g,
                                                       params.x_stride_s, params.input, row0 - params.pad[0],
                                                       column0 - params.pad[1], groups_inside);
        __syncthreads();

        float dy_v[kRun][kVec];   // zero past the output: those positions add nothing
        for (int j = 0; j < kRun; ++j) {
            ${fma.load_vector("float", V, "dy_tile + (strip_row * kTileColumns + strip_column + j) * kBlockN + lane * kVec", "dy_v[j]")}
        }
#pragma unroll
        for (int r = 0; r < kFilter; ++r) {
            float window[kRun + kFilter - 1][kVec];   // X of staged row strip_row + r
            for (int u = 0; u < kRun + kFilter - 1; ++u) {
                ${fma.load_vector("float", V, "x_tile + ((strip_row + r) * kStagedColumns + strip_column + u) * kBlockN + lane * kVec", "window[u]")}
            }
            for (int s = 0; s < kFilter; ++s)
                for (int j = 0; j < kRun; ++j)
                    for (int e = 0; e < kVec; ++e)
                        acc[r * kFilter + s][e] += dy_v[j][e] * window[j + s][e];
        }
    }

    // Cross-team reduction, one tap at a time, in team order (deterministic).  Unrolled,
    // so that acc[t][..] stays in registers.
    float* const red = shared;   // [kTeams][kBlockN]
#pragma unroll
    for (int t = 0; t < kTaps; ++t) {
        __syncthreads();   // the staging (t = 0) or the previous tap's sums are read
        for (int e = 0; e < kVec; ++e)
            red[team * kBlockN + lane * kVec + e] = acc[t][e];
        __syncthreads();
        for (int column = tid; column < kBlockN; column += kThreads) {
            const Index group = g0 + column;
            if (group < params.groups) {
                float sum[1] = {0.0f};
                for (int r = 0; r < kTeams; ++r)
                    sum[0] += red[r * kBlockN + column];
                const Index offset = group * params.w_stride_g + t;   // dW[g, 0, f.., 0]
                ${splitk.store(plan, "offset", "sum", 1, "slice")}
            }
        }
    }
}

${splitk.finish_kernel(plan)}
// ---------------------------------------------------------------- host side

int64_t reduction_length(const hipconv_problem* p) {   // tiles
    return p->batch * hipconv::ceil_div(p->output[0], kTileRows) * hipconv::ceil_div(p->output[1], kTileColumns);
}

int64_t group_tiles(const hipconv_problem* p) {
    return hipconv::ceil_div(p->groups, kBlockN);
}

% if plan.split_auto:
int64_t z_blocks_per_split(const hipconv_problem* p) {
    (void)p;
    return 1;
}

int64_t tiles_per_split(const hipconv_problem* p) {
    return group_tiles(p);
}

% endif
${splitk.host_functions(plan)}
// The kernel for p's filter (a compiled square width, stride and dilation 1), or null.
void (*kernel_for(const hipconv_problem* p))(Params) {
    for (int d = 0; d < kSpatialDims; ++d) {
        if (p->stride[d] != 1 || p->dilation[d] != 1 || p->filter[d] != p->filter[0])
            return nullptr;
    }
% for width in tile.filter_widths:
    if (p->filter[0] == ${width})
        return ${plan.name}_kernel<${width}>;
% endfor
    return nullptr;
}

}  // namespace

extern "C" int32_t ${plan.symbol}_supports(const hipconv_problem* p) {
${common.common_supports(plan, kernel=plan.name + "_kernel<" + str(tile.filter_widths[0]) + ">")}
    if (p->in_channels != 1 || p->out_channels != 1)
        return HIPCONV_REFUSED_NOT_DEPTHWISE;
% if V > 1:
    if (p->groups % kVec != 0)
        return HIPCONV_REFUSED_GROUP_VECTOR;
% endif
    const auto kernel = kernel_for(p);
    if (kernel == nullptr || !hipconv::kernel_runs_on_device(kernel, shared_bytes(p->filter[0])))
        return HIPCONV_REFUSED_DEPTHWISE_TILE;
    if (group_tiles(p) > hipconv::kMaxGridX${" ||\n        split_plan(p).splits > hipconv::kMaxGridYZ" if plan.emits_split else ""})
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
    params.row_tiles = static_cast<Index>(hipconv::ceil_div(p->output[0], kTileRows));
    params.column_tiles = static_cast<Index>(hipconv::ceil_div(p->output[1], kTileColumns));
    params.k_total = static_cast<Index>(reduction_length(p));
${common.fill_geometry(plan)}
% if plan.emits_split:
    const SplitPlan split = split_plan(p);
    params.chunk = static_cast<Index>(split.chunk);
    params.splits = split.splits;
% endif
${splitk.before_launch(plan)}\
    const auto kernel = kernel_for(p);
    const int64_t bytes = shared_bytes(p->filter[0]);
    if (const int32_t opted = hipconv::allow_dynamic_shared_memory(kernel, bytes))
        return opted;
    const dim3 grid(static_cast<unsigned>(group_tiles(p)), 1, ${"static_cast<unsigned>(split.splits)" if plan.emits_split else "1"});
    hipLaunchKernelGGL(kernel, grid, dim3(kThreads), static_cast<size_t>(bytes), hip_stream, params);
${splitk.after_launch(plan)}\
    return hipconv::launch_status();
}
