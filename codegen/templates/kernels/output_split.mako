<%namespace name="common" file="/kernels/common.mako"/>\
## The reduction of forward and backward-data split across blocks (split_k; rule output-split):
## a problem whose output grid is a few tiles -- the squeeze-excitation layers at 1x1 spatial
## size: N positions x K channels, reducing C -- runs S slices of the reduction as S blocks
## per tile.  Each block stores its fp32 tile into its own workspace slice; a second kernel
## sums slices 0..S-1 in order, applies the epilogue and stores the output: deterministic,
## one rounding to the output type.  With split_reduction cluster the slices meet in their
## thread-block cluster instead; split_k auto in clusters has no workspace path at all
## (plan.output_split_workspace false: no partial fields, no finish kernel).
##
## The direction provides, before `device_functions`:
##   Params with the fields of `params_fields`; TileState with `Index k_first` (the slice's
##   first k-step; the cursors start there), `Index slice` and, with a workspace, `bool
##   partial` (the block stores a partial sum) and output_row(params, tile, m), which gives
##   a partial tile's row its workspace offset instead of the output's, store_result(params,
##   tile, row, n, values) (the epilogue's store of kVectorOut finished values, which
##   store_output wraps; without a workspace the direction names it store_output itself);
##   output_tile(params, group, m) (a one-row tile of GEMM row m, column 0, that stores the
##   output: the finish pass's);
## and on the host gemm_rows(p), gemm_columns(p) (one group's M and N), reduction_steps(p)
## (k-steps of block.k over the reduction) and output_grid_z(p) (grid.z without the split).

## The generated source's banner lines of the split; `reduced` names the reduction's channels.
<%def name="banner(plan, reduced)">\
% if plan.output_split_workspace:
// split_k ${plan.alg.split_k.label}: the reduction over ${reduced} split across blocks where the output grid is a few
// tiles; each slice's fp32 tile goes through the workspace, a second kernel sums the slices
// in order and applies the epilogue (kernels/output_split.mako).
% else:
// split_k ${plan.alg.split_k.label}: the reduction over ${reduced} split across blocks where the output grid is a few
// tiles, 2 to ${plan.cluster_split_max_auto_slices} slices per tile where the device holds clusters of them, else one
// (kernels/output_split.mako).
% endif
% if plan.cluster_reduction:
// split_reduction cluster: a launch of 2 to ${plan.cluster_split_most_slices} slices runs each tile's slices as one
// thread-block cluster (1, 1, S) along grid.z -- rank s is slice s -- whose blocks stage their
// fp32 tiles in shared memory; block s sums rows [s * ceil(block.m / S), ...) of the S tiles in
// the order 0..S-1 through distributed shared memory and stores them (no workspace, no second
// kernel; the same sums as the workspace pass).
% endif
</%def>

## Constants of the split (before the micro-kernel's epilogue, which reads kMaxClusterSplits).
<%def name="constants(plan)">\
% if plan.cluster_reduction:
constexpr int kMaxClusterSplits = ${plan.max_cluster_splits};   // the portable cluster size
% endif
</%def>

## TileState fields of the split.
<%def name="tile_fields(plan)">\
    Index k_first;                          // the slice's first k-step (split_k)
    Index slice;                            // the block's slice of the reduction
% if plan.output_split_workspace:
    bool partial;                           // the block stores a partial sum into the workspace
% endif
</%def>

## Params fields of the split.
<%def name="params_fields(plan)">\
    int splits;                                      // slices of the reduction (1: the epilogue stores the output)
    Index chunk_steps;                               // k-steps per slice (the last may have fewer)
% if plan.output_split_workspace:
    Index partial_columns;                           // GEMM columns of a group: a workspace row
    Index partial_group_elements;                    // M * columns: one group's tile of a slice
    Index partial_slice_elements;                    // G * M * columns: one slice
    float* __restrict__ workspace;                   // splits slices of fp32 partial sums [S][G][M][columns]
% endif
% if plan.cluster_reduction:
    int clustered;                                   // 1: this launch's slices meet in their cluster (no workspace)
% endif
</%def>

## Device side: the slice of a tile, the store of a partial or finished vector, the finish pass.
<%def name="device_functions(plan)">\
// The block's slice of the reduction: grid.z = output z * splits + slice; k-steps
// [slice * chunk_steps, min((slice + 1) * chunk_steps, total)).
__device__ __forceinline__ void enter_slice(const Params& p, Index z, Index total_steps, TileState& tile, Index& output_z) {
    tile.slice = z % p.splits;
    output_z = z / p.splits;
% if plan.output_split_workspace:
    tile.partial = p.splits > 1${" && !p.clustered" if plan.cluster_reduction else ""};
% endif
    tile.k_first = tile.slice * p.chunk_steps;
    const Index left = total_steps - tile.k_first;
    tile.k_steps = left < p.chunk_steps ? left : p.chunk_steps;
}
% if plan.output_split_workspace:

// kVectorOut values of an output row, tile columns n..: a partial tile's into its workspace
// slice (row.offset is the workspace offset there), a whole reduction's through the epilogue.
${common.activation_parameter(plan)}__device__ __forceinline__ void store_output(const Params& p, const TileState& tile,
                                             const OutputRow& row, int n, const Accumulator* values) {
    if (!tile.partial) {
        store_result${common.activation_argument(plan)}(p, tile, row, n, values);
        return;
    }
    if (!row.valid || tile.n_begin + n >= p.partial_columns)
        return;
    float* const partial = p.workspace + row.offset + n;
    for (int e = 0; e < kVectorOut; ++e)
        partial[e] = values[e];
}

constexpr int kFinishThreads = 256;

// The split's second pass: every output vector (group g, GEMM row m, columns n..) is the
// sum of its S slices in the fixed order 0..S-1 (same inputs, same bits), then the
// epilogue and the conversion to the output type, through store_result.
${common.activation_parameter(plan)}__global__ void __launch_bounds__(kFinishThreads) ${plan.name}_finish(Params params) {
    const Index vectors = params.partial_columns / kVectorOut;   // per row (columns % kVectorOut == 0: supports)
    const int64_t total = static_cast<int64_t>(params.partial_slice_elements / kVectorOut);
    const Index rows = params.partial_group_elements / params.partial_columns;   // M
    const int64_t step = static_cast<int64_t>(gridDim.x) * kFinishThreads;
    for (int64_t i = static_cast<int64_t>(blockIdx.x) * kFinishThreads + threadIdx.x; i < total; i += step) {
        const Index n = static_cast<Index>(i % vectors) * kVectorOut;
        const Index row = static_cast<Index>(i / vectors);       // g * M + m
        const Index group = row / rows, m = row % rows;
        const float* source = params.workspace + static_cast<int64_t>(row) * params.partial_columns + n;
        float sums[kVectorOut];
        for (int e = 0; e < kVectorOut; ++e)
            sums[e] = 0.0f;
        for (int s = 0; s < params.splits; ++s, source += params.partial_slice_elements)
            for (int e = 0; e < kVectorOut; ++e)
                sums[e] += source[e];
        const TileState tile = output_tile(params, group, m);
        store_result${common.activation_argument(plan)}(params, tile, output_row(params, tile, 0), static_cast<int>(n), sums);
    }
}
% endif
</%def>

## The workspace offset of a partial tile's row (in output_row; `row` the GEMM row).
<%def name="partial_row_offset(row)">\
tile.slice * p.partial_slice_elements + tile.group * p.partial_group_elements + ${row} * p.partial_columns + tile.n_begin\
</%def>

## Host functions: the split count (fixed or auto), the slice plan, the workspace size;
## `unsplit_when`, a C++ condition on the problem p under which the reduction is not split
## (backward-data's default tiles: several stride phases, each its own reduction).
<%def name="host_functions(plan, unsplit_when=None)">\
// The split of the reduction: slice s covers k-steps [s * chunk_steps, min((s + 1) * chunk_steps, total)).
struct SplitPlan {
    int64_t chunk_steps;
    int32_t splits;     // effective slice count: ceil(total / chunk_steps) <= requested
};

% if plan.cluster_reduction:
${common.cluster_functions(plan)}
% endif
% if plan.split_auto:
constexpr int kMinSliceSteps = ${plan.output_split_min_slice_steps};
% if not plan.cluster_reduction:
// split_k: auto.  The reduction is split only where the unsplit grid leaves at least three
// quarters of the multiprocessors idle (4 * tiles <= SMs${"" if not plan.output_split_half_idle_steps else ", or half of them with a reduction of at least %d k-steps: 2 * tiles <= SMs" % plan.output_split_half_idle_steps}; otherwise 1):
//   splits = clamp(floor(SMs * ${plan.alg.min_blocks_per_sm} / tiles), 1, min(${plan.max_split_k}, max(1, k_steps / kMinSliceSteps), max(1, 65535 / z)))
//   tiles   = blocks of the unsplit grid: ceil(M / kBlockM) * ceil(columns / kBlockN) * z
//   SMs     = hipDeviceAttributeMultiprocessorCount of the current device (cpu: omp_get_num_procs());
//             x min_blocks_per_sm ${plan.alg.min_blocks_per_sm}, the blocks a multiprocessor is sure to hold at once
//   k_steps = reduction_steps(p), kMinSliceSteps = ${plan.output_split_min_slice_steps} (a slice's pipeline fill and
//             its fp32 tile's round trip need a few k-steps to pay off), z = output_grid_z(p)
% if plan.output_split_min_steps:
//   and splits = 1 where k_steps < ${plan.output_split_min_steps} (the ${plan.alg.micro_kernel.value} micro-kernel's output_split_min_steps:
//   a shorter reduction does not repay the partials and the second kernel)
% endif
// i.e. one wave of blocks (rounding up would start a second wave for a few blocks: R3D-18's
// 2x7x7 C=K=512, 28 tiles of 128x128, ran 41 us at 4 slices and 53 at 5; H200,
// bench/results/2026-11-27-h200-exp-conv3d-split-wgmma-fwd.json.xz): the small outputs with long
// reductions (squeeze-excitation layers, late 3D stages), never a layer that fills the device.
// split_plan() calls this (run(), workspace_size() and split_k() call split_plan()).
% endif
int64_t requested_splits(const hipconv_problem* p, int64_t k_steps) {
    const int64_t z = output_grid_z(p);
    const int64_t tiles = hipconv::ceil_div(gemm_rows(p), kBlockM) * hipconv::ceil_div(gemm_columns(p), kBlockN) * z;
    const int64_t sms = hipconv::multiprocessor_count();
% if plan.cluster_reduction:
    // split_reduction cluster: the slices meet in their cluster (no fp32 partials through memory,
    // no second kernel), so a grid that leaves half the device idle is split (2 * tiles <= SMs),
    // into min(SMs / tiles, ${plan.cluster_split_max_auto_slices}) slices (CLUSTER_SPLIT_MAX_AUTO_SLICES, codegen/plan.py: 3 slices
    // beat 4 on every row measured), fewer while the device holds fewer such clusters than
    // tiles; none where it holds none.  ResNet-50 3x3 7x7 C=K=512 N=32 (52 tiles): 2 slices
    // 24.9 us against the unsplit 30.0 and the workspace split's 31.3 (H200,
    // bench/results/2026-11-27-h200-exp-few-tiles-cluster-fixed-fwd.json.xz).
    if (2 * tiles > sms || k_steps < ${plan.cluster_split_min_steps})
        return 1;
    int64_t splits = sms / tiles;
    if (splits > ${plan.cluster_split_max_auto_slices})
        splits = ${plan.cluster_split_max_auto_slices};
    if (splits > k_steps / kMinSliceSteps)
        splits = k_steps / kMinSliceSteps;
    while (splits > 2 && cluster_capacity(splits) < tiles)
        --splits;
    return splits >= 2 && cluster_capacity(splits) > 0 ? splits : 1;
}
% else:
% if plan.output_split_half_idle_steps:
    if (4 * tiles > sms && (2 * tiles > sms || k_steps < ${plan.output_split_half_idle_steps}))
        return 1;                                    // the grid keeps enough of the device busy
% else:
    if (4 * tiles > sms)
        return 1;                                    // the grid keeps a quarter of the device busy
% endif
% if plan.output_split_min_steps:
    if (k_steps < ${plan.output_split_min_steps})
        return 1;                                    // too short to repay the partials' round trip
% endif
    int64_t upper = k_steps / kMinSliceSteps;
    if (upper > ${plan.max_split_k})
        upper = ${plan.max_split_k};
    if (upper > hipconv::kMaxGridYZ / z)
        upper = hipconv::kMaxGridYZ / z;
    const int64_t wanted = sms * ${plan.alg.min_blocks_per_sm} / tiles;
    return wanted < upper ? (wanted > 1 ? wanted : 1) : (upper > 1 ? upper : 1);
}
% endif
% else:
int64_t requested_splits(const hipconv_problem* p, int64_t k_steps) {
    (void)k_steps;
    const int64_t upper = hipconv::kMaxGridYZ / output_grid_z(p);
    return upper < ${plan.split_fixed} ? (upper > 1 ? upper : 1) : ${plan.split_fixed};   // split_k: ${plan.split_fixed} (grid.z <= 65535)
}
% endif

SplitPlan split_plan(const hipconv_problem* p) {
    const int64_t total = reduction_steps(p);
    SplitPlan plan;
    plan.chunk_steps = total > 0 ? total : 1;
    plan.splits = 1;
% if unsplit_when:
    if (${unsplit_when})
        return plan;                                 // not split here
% endif
    if (total > 0) {
        plan.chunk_steps = hipconv::ceil_div(total, requested_splits(p, total));
        plan.splits = static_cast<int32_t>(hipconv::ceil_div(total, plan.chunk_steps));
    }
% if not plan.output_split_workspace:
    if (plan.splits > 1 && !clustered(plan)) {       // no workspace path: unsplit
        plan.chunk_steps = total;
        plan.splits = 1;
    }
% endif
    return plan;
}
% if plan.output_split_workspace:

// fp32 elements of one slice's partial sums: G * M * columns.
int64_t slice_elements(const hipconv_problem* p) {
    return p->groups * gemm_rows(p) * gemm_columns(p);
}
% endif

% if plan.output_split_workspace:
// Bytes of fp32 workspace run() needs (0: one slice${", or slices meeting in their cluster" if plan.cluster_reduction else ""}: the output is stored directly).
int64_t workspace_bytes(const hipconv_problem* p) {
    const SplitPlan split = split_plan(p);
    return split.splits > 1${" && !clustered(split)" if plan.cluster_reduction else ""} ? split.splits * slice_elements(p) * 4 : 0;
}
% else:
// Bytes of workspace run() needs: none (the slices meet in their cluster, or the reduction
// is not split).
int64_t workspace_bytes(const hipconv_problem* p) {
    (void)p;
    return 0;
}
% endif
</%def>

## supports(): the slices' workspace offsets in the instance's index type.
<%def name="supports_checks(plan)">\
    const SplitPlan split = split_plan(p);
% if plan.alg.index_bits.value == 32 and plan.output_split_workspace:
    if (split.splits * slice_elements(p) > INT32_MAX)
        return HIPCONV_REFUSED_INDEX_RANGE;           // workspace offsets are 32-bit
% endif
    if (output_grid_z(p) * split.splits > hipconv::kMaxGridYZ)
        return HIPCONV_REFUSED_GRID_LIMIT;
</%def>

## run(), before the launch: the slice plan into params (`split` in scope after), the workspace.
<%def name="before_launch(plan)">\
    const SplitPlan split = split_plan(p);
    params.splits = split.splits;
    params.chunk_steps = static_cast<Index>(split.chunk_steps);
% if plan.output_split_workspace:
    params.partial_columns = static_cast<Index>(gemm_columns(p));
    params.partial_group_elements = static_cast<Index>(gemm_rows(p) * gemm_columns(p));
    params.partial_slice_elements = static_cast<Index>(slice_elements(p));
    params.workspace = static_cast<float*>(workspace);
% endif
% if plan.cluster_reduction:
    params.clustered = clustered(split) ? 1 : 0;
% endif
% if plan.output_split_workspace:
    if (split.splits > 1${" && !params.clustered" if plan.cluster_reduction else ""} && workspace == nullptr)
        return HIPCONV_INVALID_ARGUMENT;   // hipconv_workspace_size() bytes are needed
% endif
</%def>

## run(): the launch of the main kernel on `grid` (common.launch), in clusters of the slices
## where they meet there.
<%def name="launch(plan, stream)">\
% if plan.cluster_reduction:
${common.launch(plan, "grid", stream, cluster="dim3(1, 1, static_cast<unsigned>(split.splits))", clustered="params.clustered")}\
% else:
${common.launch(plan, "grid", stream)}\
% endif
</%def>

## run(), after the launch: the finish pass where the slices went through the workspace.
<%def name="after_launch(plan, stream)">\
% if plan.output_split_workspace:
    if (split.splits > 1${" && !params.clustered" if plan.cluster_reduction else ""}) {
        if (const int32_t launched = hipconv::launch_status())
            return launched;
        const int64_t finish_blocks = hipconv::ceil_div(slice_elements(p) / kVectorOut, kFinishThreads);
% if plan.optional_bias:
        const auto finish = ${common.attr.activation_choice(plan.name + "_finish")};
% endif
        hipLaunchKernelGGL(${"finish" if plan.optional_bias else plan.name + "_finish"}, dim3(static_cast<unsigned>(finish_blocks < 65535 ? finish_blocks : 65535)),
                           dim3(kFinishThreads), 0, ${stream}, params);
    }
% endif
</%def>
