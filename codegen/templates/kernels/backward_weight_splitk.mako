<%namespace name="common" file="/kernels/common.mako"/>\
## Split-K pieces shared by the backward-weight kernel bodies (GEMM and depthwise).
##
## A body provides, before `host_functions`:
##   constexpr int kReductionStep            reduction elements one block consumes per step
##   int64_t reduction_length(p)             the reduction length (N * prod(output))
##   int64_t tiles_per_split(p)              blocks of one split slice
##   int64_t z_blocks_per_split(p)           grid.z blocks of one slice (G / groups_per_block, or 1)
## Output modes (plan.split_mode): see KernelPlan.split_mode.

## Params fields of the split (none for split_k 1).
<%def name="params_fields(plan)">\
% if plan.emits_split:
    Index chunk;                                     // reduction elements per split slice (multiple of kReductionStep)
    int splits;                                      // effective number of slices (grid.z = z blocks * splits)
% endif
% if plan.cluster_reduction:
    int clustered;                                   // 1: this launch's slices meet in their cluster (no workspace)
% endif
% if plan.uses_workspace:
    float* __restrict__ workspace;                   // fp32 partial sums (${"splits slices of" if plan.split_mode == "slices" else "one"} G*K*prod(filter)*C)
    int64_t w_elements;                              // G*K*prod(filter)*C
% endif
</%def>

## Store one dW value (or kVectorW values) of this block.  `offset` is the dW
## element offset; `values` a float array expression indexable by e; `width`
## the element count; `slice` the split slice of the block.
<%def name="store_split(plan, offset, values, width, slice)">\
% if plan.split_mode == "atomic_output":
for (int e = 0; e < ${width}; ++e)
                hipconv::atomic_add(params.dw + ${offset} + e, ${common.epilogue_value(plan, values + "[e]")});\
% elif plan.split_mode == "atomic_workspace":
for (int e = 0; e < ${width}; ++e)
                hipconv::atomic_add(params.workspace + ${offset} + e, ${values}[e]);\
% else:
{
                float* partial = params.workspace + static_cast<int64_t>(${slice}) * params.w_elements + ${offset};
                for (int e = 0; e < ${width}; ++e)
                    partial[e] = ${values}[e];
            }\
% endif
</%def>

<%def name="store_direct(plan, offset, values, width)">\
% if width == 1:
params.dw[${offset}] = hipconv::from_accumulator<WType>(${common.epilogue_value(plan, values + "[0]", at=offset)});\
% else:
{
                hipconv::Vec<WType, ${width}> out;
                for (int e = 0; e < ${width}; ++e)
                    out.v[e] = hipconv::from_accumulator<WType>(${common.epilogue_value(plan, values + "[e]", at=offset + " + e")});
                hipconv::store_vec<${width}>(params.dw + ${offset}, out);
            }\
% endif
</%def>

## The store of a finished value, in the instance's output mode(s).
<%def name="store(plan, offset, values, width, slice)">\
% if plan.cluster_reduction:
if (params.splits == 1 || params.clustered) ${store_direct(plan, offset, values, width)}
            else ${store_split(plan, offset, values, width, slice)}\
% elif plan.split_auto:
if (params.splits == 1) ${store_direct(plan, offset, values, width)}
            else ${store_split(plan, offset, values, width, slice)}\
% elif plan.emits_split:
${store_split(plan, offset, values, width, slice)}\
% else:
${store_direct(plan, offset, values, width)}\
% endif
</%def>

## The second pass of the workspace modes: convert (two-stage) or reduce slices in order.
<%def name="finish_kernel(plan)">\
% if plan.uses_workspace:
constexpr int kFinishThreads = 256;

struct FinishParams {
    const float* __restrict__ workspace;
    WType* __restrict__ dw;
    int64_t elements;                                // G*K*prod(filter)*C
% if plan.split_mode == "slices":
    int splits;
% endif
${common.epilogue_fields(plan)}\
};

% if plan.split_mode == "slices":
// Deterministic split-K: dW = sum of the slices in the fixed order 0..S-1, in fp32,
// then one rounding to the dW type.  Same inputs -> same bits, run after run.
% else:
// Two-stage split-K: the fp32 workspace holds the atomically accumulated dW; one
// conversion to the 16-bit dW type (no partial sum is ever rounded to 16 bits).
% endif
// Where the element count is a multiple of kFinishVector (every slice then starts aligned), a
// thread finishes kFinishVector consecutive elements with one 16-byte load of each slice's fp32
// partials (run 122: 5.1 -> 4.1 us on a 1x1 14x14 C=1024 K=512 layer's two slices); else one
// element a thread.
constexpr int kFinishVector = 4;

HIPCONV_HOST_DEVICE inline bool finish_in_vectors(int64_t elements) { return elements % kFinishVector == 0; }

__device__ inline void ${plan.name}_finish_element(const FinishParams& params, int64_t i, float value) {
    params.dw[i] = hipconv::from_float<WType>(${common.epilogue_value(plan, "value", at="i")});
}

__global__ void __launch_bounds__(kFinishThreads) ${plan.name}_finish(FinishParams params) {
    const int64_t step = static_cast<int64_t>(gridDim.x) * kFinishThreads;
    const int64_t first = static_cast<int64_t>(blockIdx.x) * kFinishThreads + threadIdx.x;
    if (finish_in_vectors(params.elements)) {
        for (int64_t i = first * kFinishVector; i < params.elements; i += step * kFinishVector) {
% if plan.split_mode == "slices":
            float sum[kFinishVector] = {};
            for (int s = 0; s < params.splits; ++s) {
                const hipconv::Vec<float, kFinishVector> part =
                    hipconv::load_vec<kFinishVector>(params.workspace + static_cast<int64_t>(s) * params.elements + i);
                for (int e = 0; e < kFinishVector; ++e)
                    sum[e] += part[e];
            }
% else:
            const hipconv::Vec<float, kFinishVector> sum = hipconv::load_vec<kFinishVector>(params.workspace + i);
% endif
            for (int e = 0; e < kFinishVector; ++e)
                ${plan.name}_finish_element(params, i + e, sum[e]);
        }
        return;
    }
    for (int64_t i = first; i < params.elements; i += step) {
% if plan.split_mode == "slices":
        float sum = 0.0f;
        for (int s = 0; s < params.splits; ++s)
            sum += params.workspace[static_cast<int64_t>(s) * params.elements + i];
        ${plan.name}_finish_element(params, i, sum);
% else:
        ${plan.name}_finish_element(params, i, params.workspace[i]);
% endif
    }
}
% endif
</%def>

## Host functions: the split count (fixed or auto), the slice plan and the workspace size.
<%def name="host_functions(plan)">\
% if plan.emits_split:
// The split of the reduction: slice s covers [s * chunk, min((s + 1) * chunk, total)).
struct SplitPlan {
    int64_t chunk;      // a multiple of kReductionStep
    int32_t splits;     // effective slice count: ceil(total / chunk) <= requested
};

int64_t w_elements(const hipconv_problem* p) {
    return p->groups * p->out_channels * hipconv::product(p->filter, p->spatial_dim) * p->in_channels;
}
% if plan.cluster_reduction:

${common.cluster_functions(plan)}\
% endif

% if plan.split_auto:
// The most slices split_k auto asks for: min(${plan.max_split_k}, max(1, k_steps / ${plan.split_min_steps}), max(1, 65535 /
// z_blocks)) -- at least ${plan.split_min_steps} reduction step${"s" if plan.split_min_steps > 1 else ""} per slice, grid.z <= 65535.
int64_t split_upper_bound(const hipconv_problem* p, int64_t k_steps) {
    int64_t upper = k_steps / ${plan.split_min_steps} > 1 ? k_steps / ${plan.split_min_steps} : 1;
    if (upper > ${plan.max_split_k})
        upper = ${plan.max_split_k};
    const int64_t grid_bound = hipconv::kMaxGridYZ / z_blocks_per_split(p);
    if (upper > grid_bound)
        upper = grid_bound > 1 ? grid_bound : 1;
    return upper;
}

% if plan.is_direct_weight:
// split_k: auto.  The requested count is
//   splits = clamp(ceil(4 * SMs / tiles), 1, min(${plan.max_split_k}, max(1, k_steps / ${plan.split_min_steps}), max(1, 65535 / z_blocks)))
//   tiles    = blocks of one slice (tiles_per_split)
//   SMs      = hipDeviceAttributeMultiprocessorCount of the current device (cpu: omp_get_num_procs())
//   k_steps  = ceil(reduction length / kReductionStep)
//   z_blocks = grid.z blocks of one slice (the last bound keeps grid.z <= 65535)
// i.e. about four blocks per multiprocessor, at least ${plan.split_min_steps} reduction step${"s" if plan.split_min_steps > 1 else ""} per slice and
// at most ${plan.max_split_k} slices.  run(), workspace_size() and split_k() all call this function.
int64_t requested_splits(const hipconv_problem* p) {
    const int64_t tiles = tiles_per_split(p);
    const int64_t k_steps = hipconv::ceil_div(reduction_length(p), kReductionStep);
    const int64_t upper = split_upper_bound(p, k_steps);
    const int64_t wanted = hipconv::ceil_div(4 * hipconv::multiprocessor_count(), tiles);
    return wanted < 1 ? 1 : (wanted > upper ? upper : wanted);
}
% else:
// split_k: auto.  The slice count S of the lowest modelled time, in units of one block
// k-step (kBlockM x kBlockN x kBlockK multiply-adds on one multiprocessor):
//   cost(S) = waves(S) * (ceil(k_steps / S) + kBlockOverheadSteps) + S * slice_steps
//   waves(S)    = ceil(tiles * S / (SMs * resident)): rounds of blocks the device runs
//   kBlockOverheadSteps = ${plan.micro.split_block_overhead_steps}: a block's pipeline fill and epilogue
//   slice_steps = 4 * w_elements * kSplitFlopsPerByte / (kBlockM * kBlockN * kBlockK * SMs):
//                 one slice's fp32 dW through memory (8 bytes per element: written and
//                 read back, or added atomically) in k-steps of the whole device
//   kSplitFlopsPerByte = ${plan.micro.split_flops_per_byte}: flops of this micro-kernel per byte of DRAM traffic
//   + pass_steps where S > 1${" and the slices go through the workspace" if plan.cluster_reduction else ""}: the split's second launch,
//                 kSplitPassBytes = ${int(plan.micro.split_pass_bytes)} of DRAM traffic in k-steps of the whole device
% if plan.cluster_reduction:
//   (split_reduction: cluster -- S <= kMaxClusterSplits slices meet in their cluster: no
//   slice_steps, and waves(S) = ceil(tiles / cluster_capacity(S)); sizes that do not fit skipped)
% endif
//   tiles = blocks of one slice (tiles_per_split), k_steps = ceil(reduction length /
//   kReductionStep), SMs = hipDeviceAttributeMultiprocessorCount (cpu:
//   omp_get_num_procs()), resident = blocks of this kernel one multiprocessor holds
//   (hipconv::resident_blocks; cpu: 1)
// over S = 1 .. min(${plan.max_split_k}, max(1, k_steps / ${plan.split_min_steps}), max(1, 65535 / z_blocks)) (at least ${plan.split_min_steps}
// k-steps per slice; grid.z <= 65535), the smallest S of the lowest cost.  run(),
// workspace_size() and split_k() all call this function; modelled_bytes() reports the cost
// of the chosen S as a time (see there).
constexpr int kBlockOverheadSteps = ${plan.micro.split_block_overhead_steps};
constexpr int kSplitFlopsPerByte = ${plan.micro.split_flops_per_byte};
constexpr double kSplitPassBytes = ${repr(float(plan.micro.split_pass_bytes))};
struct SplitChoice {
    int64_t splits;
    double block_steps;   // waves(S) * (ceil(k_steps / S) + kBlockOverheadSteps)
% if plan.cluster_reduction:
    double slice_steps;   // S * slice_steps + pass_steps (0 where the slices meet in their cluster)
% else:
    double slice_steps;   // S * slice_steps + pass_steps: the slices' fp32 dW through memory, the second launch
% endif
    int64_t sharing;      // blocks sharing a multiprocessor: min(resident, ceil(tiles * S / SMs))
    double step_bytes;    // one block k-step's time in bytes of DRAM traffic (see modelled_bytes)
};
SplitChoice modelled_split(const hipconv_problem* p) {
    const int64_t tiles = tiles_per_split(p);
    const int64_t k_steps = hipconv::ceil_div(reduction_length(p), kReductionStep);
    const int64_t upper = split_upper_bound(p, k_steps);
    const int64_t sms = hipconv::multiprocessor_count();
    static hipconv::PerDeviceValue resident;       // the occupancy query, once per device
    const int64_t per_sm = hipconv::cached_resident_blocks(resident, ${plan.name}_kernel, kThreads,
                                                           ${"kSharedMemoryBytes" if plan.dynamic_shared_memory else "0"});
    const int64_t slots = sms * per_sm;
    const double slice_steps = 4.0 * static_cast<double>(w_elements(p)) * kSplitFlopsPerByte /
                               (static_cast<double>(kBlockM) * kBlockN * kBlockK * static_cast<double>(sms));
    const double step_bytes = 2.0 * kBlockM * kBlockN * kBlockK * static_cast<double>(sms) / kSplitFlopsPerByte;
    const double pass_steps = kSplitPassBytes / step_bytes;
    auto sharing = [&](int64_t splits) {
        const int64_t blocks = hipconv::ceil_div(tiles * splits, sms);
        return blocks < per_sm ? blocks : per_sm;
    };
    SplitChoice best{1, 0.0, 0.0, sharing(1), step_bytes};
    for (int64_t splits = 1; splits <= upper; ++splits) {
        const int64_t waves = hipconv::ceil_div(tiles * splits, slots);
% if plan.cluster_reduction:
        // up to kMaxClusterSplits slices meet in their cluster (no slice traffic), in
        // waves of the clusters the device holds; a size that does not fit is skipped
        const bool in_cluster = splits > 1 && splits <= kMaxClusterSplits;
        const int capacity = in_cluster ? cluster_capacity(splits) : 0;
        if (in_cluster && capacity == 0)
            continue;
        const int64_t cluster_waves = in_cluster ? hipconv::ceil_div(tiles, capacity) : waves;
        const double block_steps = static_cast<double>(cluster_waves * (hipconv::ceil_div(k_steps, splits) + kBlockOverheadSteps));
        const double traffic = in_cluster ? 0.0 : static_cast<double>(splits) * slice_steps + (splits > 1 ? pass_steps : 0.0);
% else:
        const double block_steps = static_cast<double>(waves * (hipconv::ceil_div(k_steps, splits) + kBlockOverheadSteps));
        const double traffic = static_cast<double>(splits) * slice_steps + (splits > 1 ? pass_steps : 0.0);
% endif
        if (splits == 1 || block_steps + traffic < best.block_steps + best.slice_steps)
            best = SplitChoice{splits, block_steps, traffic, sharing(splits), step_bytes};
    }
    return best;
}

int64_t requested_splits(const hipconv_problem* p) {
    return modelled_split(p).splits;
}

// The cost model's time for p at the S it picks, in bytes: what the DRAM moves at
// kSplitFlopsPerByte's bandwidth meanwhile, so instances of other tiles compare (select's
// criterion modelled-time).  A k-step of one block alone on a multiprocessor runs
// 2 * kBlockM * kBlockN * kBlockK flops at 1/SMs of the device's kSplitFlopsPerByte *
// bandwidth: 2 * kBlockM * kBlockN * kBlockK * SMs / kSplitFlopsPerByte bytes, times
// kFeedBound where the tile's intensity kBlockM * kBlockN / (kBlockM + kBlockN) is below
// the micro-kernel's feed_bound_intensity (its operands, not its rate, set the pace; the
// ratio of the two raised to ${repr(plan.micro.feed_bound_exponent)}, the micro-kernel's feed_bound_exponent);
// the blocks sharing a multiprocessor -- min(resident, ceil(tiles * S / SMs)) -- make a
// wave's step take that many times as long; a slice is 8 bytes per dW element.  (The split
// S itself is chosen without kFeedBound.)${"  A patch tile's k-step (X in tiled boxes) is priced at the micro-kernel's patch_step_factor, " + repr(plan.micro.patch_step_factor) + ", of a flat one's (im2col boxes), included in kFeedBound." if plan.position_patches else ""}${"  A k-step of this tile's 64-column warpgroups (the narrowest wgmma) is priced at the micro-kernel's narrow_step_factor, " + repr(plan.micro.narrow_step_factor) + ", included in kFeedBound." if plan.narrow_warpgroups else ""}
constexpr double kFeedBound = ${plan.feed_bound_factor};
double modelled_bytes(const hipconv_problem* p) {
    const SplitChoice choice = modelled_split(p);
    return choice.step_bytes * (choice.block_steps * kFeedBound * static_cast<double>(choice.sharing) +
                                choice.slice_steps);
}
% endif
% else:
int64_t requested_splits(const hipconv_problem* p) {
    (void)p;
    return ${plan.split_fixed};   // split_k: ${plan.split_fixed}
}
% endif

SplitPlan split_plan(const hipconv_problem* p) {
    const int64_t total = reduction_length(p);
    const int64_t per_slice = hipconv::ceil_div(total, requested_splits(p));
    SplitPlan plan;
    plan.chunk = hipconv::ceil_div(per_slice, kReductionStep) * kReductionStep;
    plan.splits = static_cast<int32_t>(hipconv::ceil_div(total, plan.chunk));
    return plan;
}
% endif

// Bytes of fp32 workspace run() needs (0: none).
int64_t workspace_bytes(const hipconv_problem* p) {
% if not plan.uses_workspace:
    (void)p;
    return 0;   // ${"dW is written directly" if not plan.emits_split else "split-K slices add fp32 atomics into dW itself"}
% elif plan.split_mode == "slices":
    const SplitPlan split = split_plan(p);
% if plan.cluster_reduction:
    return split.splits > 1 && !clustered(split) ? split.splits * w_elements(p) * 4 : 0;   // clustered: none
% elif plan.split_auto:
    return split.splits > 1 ? split.splits * w_elements(p) * 4 : 0;
% else:
    return split.splits * w_elements(p) * 4;   // one fp32 dW per slice
% endif
% else:
% if plan.split_auto:
    return split_plan(p).splits > 1 ? w_elements(p) * 4 : 0;
% else:
    return w_elements(p) * 4;
% endif
% endif
}
</%def>

## Host code before the main launch: zero what the atomics add into, check the workspace.
<%def name="before_launch(plan)">\
% if plan.emits_split:
<% wrapped = plan.split_auto or plan.cluster_reduction %>\
<% indent = "        " if wrapped else "    " %>\
% if plan.cluster_reduction:
    params.clustered = clustered(split) ? 1 : 0;
    if (!params.clustered && split.splits > 1) {
% elif plan.split_auto:
    if (split.splits > 1) {
% endif
% if plan.split_mode == "atomic_output":
${indent}// fp32 dW: every slice adds into it
${indent}if (const int32_t zeroed = hipconv::check(hipMemsetAsync(params.dw, 0, w_elements(p) * sizeof(float), hip_stream)))
${indent}    return zeroed;
% elif plan.split_mode == "atomic_workspace":
${indent}if (workspace == nullptr)
${indent}    return HIPCONV_INVALID_ARGUMENT;   // hipconv_workspace_size() bytes are needed
${indent}if (const int32_t zeroed = hipconv::check(hipMemsetAsync(workspace, 0, w_elements(p) * sizeof(float), hip_stream)))
${indent}    return zeroed;
% else:
${indent}if (workspace == nullptr)
${indent}    return HIPCONV_INVALID_ARGUMENT;   // hipconv_workspace_size() bytes are needed
% endif
% if wrapped:
    }
% endif
% if plan.uses_workspace:
    params.workspace = static_cast<float*>(workspace);
    params.w_elements = w_elements(p);
% else:
    (void)workspace;
% endif
% else:
    (void)workspace;
% endif
</%def>

## Host code after the main launch: the conversion / reduction pass.
<%def name="after_launch(plan)">\
% if plan.uses_workspace:
<% wrapped = plan.split_auto or plan.cluster_reduction %>\
<% indent = "        " if wrapped else "    " %>\
% if plan.cluster_reduction:
    if (!params.clustered && split.splits > 1) {
% elif plan.split_auto:
    if (split.splits > 1) {
% endif
${indent}if (const int32_t launched = hipconv::launch_status())
${indent}    return launched;
${indent}FinishParams finish{};
${indent}finish.workspace = params.workspace;
${indent}finish.dw = params.dw;
${indent}finish.elements = params.w_elements;
% if plan.split_mode == "slices":
${indent}finish.splits = split.splits;
% endif
% for name in [n for n, _ in plan.epilogue_scalars] + plan.epilogue_tensors:
${indent}finish.${name} = params.${name};
% endfor
${indent}const int64_t finish_blocks = hipconv::ceil_div(finish_in_vectors(finish.elements) ? finish.elements / kFinishVector : finish.elements, int64_t{kFinishThreads});
${indent}hipLaunchKernelGGL(${plan.name}_finish, dim3(static_cast<unsigned>(finish_blocks < 65535 ? finish_blocks : 65535)),
${indent}                   dim3(kFinishThreads), 0, hip_stream, finish);
% if wrapped:
    }
% endif
% endif
</%def>
