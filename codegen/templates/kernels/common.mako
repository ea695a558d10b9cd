## Pieces every kernel source shares: banner, includes, tensor strides and
## the run-time checks that do not depend on the direction.
<%def name="banner(plan)">\
<% inst = plan.instance; sig = inst.signature; alg = inst.algorithm %>\
// @generated from ${plan.spec_file}, instance ${inst.name}; do not edit.
// Regenerate with: ${plan.regenerate}
//
// signature: ${sig.direction.value}, ${sig.spatial_dim}D, x ${sig.x.layout.value} ${sig.x.data_type.value}, w ${sig.w.layout.value} ${sig.w.data_type.value}, y ${sig.y.layout.value} ${sig.y.data_type.value},
//            accumulate ${sig.accumulator.value}, epilogue ${sig.epilogue.text}${"".join(f", {d.name} = {d.default!r}" for d in sig.epilogue.scalars)}
<% tile_key = plan.micro.tile_key %>\
% if tile_key is None:
// algorithm: ${alg.micro_kernel.value} micro-kernel: one thread per output element (${plan.threads} per block), fp64 sums, ${alg.index_bits.value}-bit indices\
% else:
<% tile = getattr(alg, tile_key) %>\
% if plan.family == "implicit GEMM":
// algorithm: implicit GEMM, ${alg.micro_kernel.value} micro-kernel, block ${alg.block.m}x${alg.block.n}x${alg.block.k}, ${tile_key} ${tile.m}x${tile.n}${f", instruction {alg.instruction.value}" if alg.instruction else ""} (${plan.threads} threads), ${f"the input image in {alg.input_image} KiB (resident blocks, no pipeline)" if plan.forward_image else f"the input image in {alg.input_image} KiB (two tiles in flight)" if plan.weight_image else f"{alg.stages} stage(s)"},
//            vectors x ${alg.vector.x} / w ${alg.vector.w} / y ${alg.vector.y}, specialization ${alg.specialization.value}, ${alg.index_bits.value}-bit indices\
% else:
// algorithm: ${plan.family} (${alg.specialization.value}${f", {alg.tile_rows} tile rows" if alg.tile_rows else ""}), block ${alg.block.m}x${alg.block.n}x${alg.block.k}, ${tile_key} ${tile.m}x${tile.n}${f" of {alg.thread.k} taps" if tile_key == "thread" and alg.thread.k else ""} (${plan.threads} threads),
//            vectors x ${alg.vector.x} / w ${alg.vector.w} / y ${alg.vector.y}, ${alg.index_bits.value}-bit indices\
% endif
% endif
% if alg.min_blocks_per_sm > 1:
,
//            registers for ${alg.min_blocks_per_sm} resident blocks per SM\
% endif
% if plan.tma and plan.is_tap_window and inst.direction.value == "forward":
,
//            X's halo staged by the producer warpgroup, W once per block, each output row stored by a TMA box, persistent blocks walking units of the output\
% elif plan.tma and plan.is_tap_window:
,
//            dY through a TMA tensor map, X's halo staged by the producer warpgroup, slices walking patches of the output\
% elif plan.tma:
,
//            operands through TMA tensor maps${" (k-steps over patches of the output)" if plan.position_patches else ""}, ${"a persistent tile loop" if plan.persistent else "one tile per block"}\
% endif
% if plan.multicast > 1:
,
//            clusters of ${plan.multicast} blocks sharing ${"dY" if inst.direction.value == "backward_data" else "X"}'s boxes (multicast)\
% endif
% if inst.direction.value == "backward_weight" and tile_key is not None:
,
//            split_k ${alg.split_k.label}, ${"deterministic" if alg.deterministic else "atomic"} reduction, ${alg.groups_per_block} group(s) per block\
% endif
% if alg.merge_groups > 1:
,
//            ${alg.merge_groups} groups of 8-16 channels merged into one with a block-diagonal filter (the exported
//            functions at the end of this file; the GEMM below runs the merged problem)\
% endif
% if alg.pad_channels:
,
//            C and K zero-padded to multiples of ${alg.pad_channels} in the workspace where either is not one (the exported
//            functions at the end of this file; the kernel below runs the padded problem)\
% endif

// targets:   ${", ".join(t.value for t in inst.targets)}\
</%def>

<%def name="includes(plan)">\
#include <stdint.h>

#include "hipconv/platform.h"
#include "hipconv/numeric.h"
#include "hipconv/host.h"
% for header in plan.support_headers:
#include "hipconv/${header}"
% endfor
#include "${plan.header_name}"

// Everything below is in this instance's own namespace (closed at the end of the file), so
// that several instance sources can be compiled as one translation unit (the build option
// HIPCONV_BATCH_SIZE); the exported extern "C" functions keep their C names.
namespace ${plan.instance_namespace} {\
</%def>


## The seam's vector coordinates, shared by every micro-kernel (plan.tiling_a /
## plan.tiling_b, codegen/plan.py OperandTiling): each thread loads kLoadsA vectors of
## the A tile (block.m x block.k) and kLoadsB of the kGroupsPerBlock B tiles (block.k x
## block.n), all of one operand in ONE reduction row (one kk, and one merged-group slot)
## so that a direction keeps one reduction cursor per thread (rule operand-vectors).
## a_vector / b_vector give vector l's tile coordinates, false when the thread has no
## l-th vector.  Needs kBlockM/N/K, kThreads, kGroupsPerBlock and kVectorA/B.
<%def name="operand_vectors(plan)">\
<% ta = plan.tiling_a; tb = plan.tiling_b %>\
constexpr int kLoadsA = ${ta.loads};   // A vectors per thread
constexpr int kLoadsB = ${tb.loads};   // B vectors per thread
% if not ta.k_contiguous:
constexpr int kThreadsPerRowA = ${ta.threads_per_row};   // threads sharing one k row of A
% endif
% if not tb.k_contiguous:
constexpr int kThreadsPerRowB = ${tb.threads_per_row};   // threads sharing one k row of B
% endif

% if ta.row_owned:
// Tile coordinates of this thread's l-th A vector: the thread owns row m (with
// ${ta.threads_per_row} threads per row) and ${ta.loads} consecutive vectors of it from column kk (tap_channels).
__device__ __forceinline__ bool a_vector(int l, int& m, int& kk) {
    m = static_cast<int>(threadIdx.x) / ${ta.threads_per_row};
    kk = (static_cast<int>(threadIdx.x) % ${ta.threads_per_row} * kLoadsA + l) * kVectorA;
% if ta.idle_threads:
    return m < kBlockM;   // threads past the rows' shares have no A vector
% else:
    return true;
% endif
}
% else:
// Tile coordinates of this thread's l-th A vector: row m (0..kBlockM), column kk
// (0..kBlockK); kk does not depend on l.
__device__ __forceinline__ bool a_vector(int l, int& m, int& kk) {
% if ta.k_contiguous:
    const int v = static_cast<int>(threadIdx.x) + l * kThreads;   // row-major, ${ta.vectors_per_row} vectors per row
    m = v / (kBlockK / kVectorA);
    kk = (v % (kBlockK / kVectorA)) * kVectorA;
    return v < ${ta.vectors};
% else:
    kk = static_cast<int>(threadIdx.x) / kThreadsPerRowA;
    m = (static_cast<int>(threadIdx.x) % kThreadsPerRowA + l * kThreadsPerRowA) * kVectorA;
    return kk < kBlockK;
% endif
}
% endif

% if tb.row_owned:
// Tile coordinates of this thread's l-th B vector: the thread owns column n (with
// ${tb.threads_per_row} threads per column) and ${tb.loads} consecutive vectors of it from row kk (tap_channels).
__device__ __forceinline__ bool b_vector(int l, int& slot, int& kk, int& n) {
    slot = 0;
    n = static_cast<int>(threadIdx.x) / ${tb.threads_per_row};
    kk = (static_cast<int>(threadIdx.x) % ${tb.threads_per_row} * kLoadsB + l) * kVectorB;
% if tb.idle_threads:
    return n < kBlockN;   // threads past the columns' shares have no B vector
% else:
    return true;
% endif
}
% else:
// Tile coordinates of this thread's l-th B vector: merged-group slot, row kk, column n;
// slot and kk do not depend on l.
__device__ __forceinline__ bool b_vector(int l, int& slot, int& kk, int& n) {
% if tb.k_contiguous:
    const int v = static_cast<int>(threadIdx.x) + l * kThreads;   // row-major, ${tb.vectors_per_row} vectors per row
    const int row = v / (kBlockK / kVectorB);                     // slot * kBlockN + n
    slot = row / kBlockN;
    n = row % kBlockN;
    kk = (v % (kBlockK / kVectorB)) * kVectorB;
    return v < ${tb.vectors};
% else:
    const int row = static_cast<int>(threadIdx.x) / kThreadsPerRowB;   // slot * kBlockK + kk
    slot = row / kBlockK;
    kk = row % kBlockK;
    n = (static_cast<int>(threadIdx.x) % kThreadsPerRowB + l * kThreadsPerRowB) * kVectorB;
    return row < kGroupsPerBlock * kBlockK;
% endif
}
% endif
</%def>

## Element strides of each axis of the tensor with this role, as Params fields.
<%def name="stride_fields(plan)">\
<% roles = [r for r in ("x", "w", "y")] %>\
% for role in roles:
<% outer = [a for a in plan.axes(role)[:-1] if not a.startswith("s")] %>\
    Index ${", ".join(f"{role}_stride_{a}" for a in outer)};   // ${plan.sig.tensor(plan.role(role)).layout.value}; ${plan.axes(role)[-1]} innermost: stride 1
    Index ${role}_stride_s[kSpatialDims];
% endfor
</%def>

## Params fields of the spatial geometry and of every tensor's element strides, and
## (host side) each tensor's axes: their API order and the strides taken free.
<%def name="geometry_fields(plan)">\
    Index input[kSpatialDims], filter[kSpatialDims], output[kSpatialDims];
    Index stride[kSpatialDims], dilation[kSpatialDims], pad[kSpatialDims];
${stride_fields(plan)}\
% for role in ("x", "w", "y"):
<% axes = plan.tensor_axes(role) %>\
    static constexpr hipconv::TensorAxes k${role.upper()}Axes{${len(axes.api)}, {${", ".join(str(a) for a in axes.api)}}, {${", ".join("true" if f else "false" for f in axes.free)}}};   // ${axes.letters}: ${"strides of " + ", ".join(axes.free_letters) + " free" if axes.free_letters else "dense"}
% endfor
</%def>

## Host code filling geometry_fields of `params` from the problem `p`.
<%def name="fill_geometry(plan)">\
    for (int d = 0; d < kSpatialDims; ++d) {
        params.input[d] = static_cast<Index>(p->input[d]);
        params.filter[d] = static_cast<Index>(p->filter[d]);
        params.output[d] = static_cast<Index>(p->output[d]);
        params.stride[d] = static_cast<Index>(p->stride[d]);
        params.dilation[d] = static_cast<Index>(p->dilation[d]);
        params.pad[d] = static_cast<Index>(p->pad_left[d]);
    }
${fill_strides(plan)}\
</%def>

## Host code filling the stride fields of `params` from the problem `p`: the given
## strides (hipconv_problem.<role>_strides, checked by common_supports), else dense.
<%def name="fill_strides(plan, target='params')">\
    {
        int64_t strides[hipconv::kMaxAxes];   // in the API order
% for role in ("x", "w", "y"):
<% axes, names = plan.tensor_axes(role), plan.axes(role) %>\
        hipconv::effective_strides(*p, hipconv::Role::${role.upper()}, Params::k${role.upper()}Axes, strides);   // ${axes.letters}
% for axis, api in zip(names, axes.api):
% if axis != names[-1] or axis.startswith("s"):
% if axis.startswith("s"):
        ${target}.${role}_stride_s[${axis[1:]}] = static_cast<Index>(strides[${api}]);
% else:
        ${target}.${role}_stride_${axis} = static_cast<Index>(strides[${api}]);
% endif
% endif
% endfor
% endfor
    }
</%def>

## An instance of the optional activation (plan.optional_bias) compiles its kernel, and
## every device function whose code holds the epilogue, once per activation kernel
## (hipconv::epilogue::ActivationKernel): kActivation = 0 holds no activation code (a call
## without one runs it, the kernel of an instance without the option); 1, 2 and 3 apply the
## call's activation of that shape (a clamp, a logistic, the normal CDF), each one straight
## path per element.  activation_parameter opens such a function (`template <int
## kActivation>` on a line of its own, or the extra template parameter `, int kActivation`
## with extra=True), activation_argument names the caller's specialization
## (`<kActivation>`, or `, kActivation` with extra=True); both are empty for every other
## instance.  kernel_name is the kernel a host query reads (the one without activation);
## ACTIVATION_KERNELS counts the specializations, activation_choice(name) is the C++
## expression of the one for the launch's `activation` (launch below declares it).
<%def name="activation_parameter(plan, extra=False)">\
% if plan.optional_bias:
${", int kActivation" if extra else "template <int kActivation>\n"}\
% endif
</%def>

<%def name="activation_argument(plan, extra=False)">\
% if plan.optional_bias:
${", kActivation" if extra else "<kActivation>"}\
% endif
</%def>

<%def name="kernel_name(plan, suffix='_kernel')">\
${plan.name}${suffix}${"<0>" if plan.optional_bias else ""}\
</%def>

<%!
    from codegen.epilogue import ACTIVATION_KERNELS   # none, piecewise, logistic, normal

    def activation_choice(name, arguments=""):
        """The specialization of the launch's activation kernel:
        `hipconv::epilogue::kernel_of_activation(activation, name<args0>, ..., name<args3>)`."""
        kernels = ", ".join(f"{name}<{arguments}{k}>" for k in range(ACTIVATION_KERNELS))
        return f"hipconv::epilogue::kernel_of_activation(activation, {kernels})"
%>

## The epilogue expression (codegen/epilogue.py, plan.epilogue) of one output element,
## as a C++ float expression: `acc` is the accumulator's expression, `at` the element's
## offset in the output tensor (read by `out` and `residual`), `bias_at` its index in the
## bias (G x output channels), `params` the struct holding the scalars and tensors.
## A forward instance whose epilogue is `acc` adds its optional bias where Params.bias is
## not null and, in an activation kernel, applies the call's activation (plan.optional_bias;
## hipconv::optional_epilogue in hipconv/epilogue.h): the expression reads the compile-time
## kActivation of the function around it (activation_parameter above).
<%def name="epilogue_value(plan, acc, at=None, bias_at=None, params='params')">\
% if plan.optional_bias:
<%
    if bias_at is None:
        raise ValueError("template bug: the optional bias without its index")
%>\
hipconv::optional_epilogue<kActivation>(${acc}, ${params}.bias, ${bias_at}, ${params}.activation_form)\
% else:
${epilogue_node(plan, plan.epilogue.root, acc, at, bias_at, params)}\
% endif
</%def>

## A node of the epilogue's tree (or of the prologue's: `acc` is then the loaded element x and
## `bias_at` its channel, the index of scale and shift).
<%def name="epilogue_node(plan, node, acc, at, bias_at, params)">\
% if node.kind == "number":
${node.cpp_literal}\
% elif node.kind == "scalar":
${params}.${plan.scalar_field(node.name)}\
% elif node.kind == "operand" and node.operand.value in ("acc", "x"):
${acc}\
% elif node.kind == "operand" and node.operand.value in ("scale", "shift"):
${params}.prologue_${node.operand.value}[${bias_at}]\
% elif node.kind == "operand":
<%
    if (bias_at if node.operand.value == "bias" else at) is None:
        raise ValueError(f"template bug: epilogue operand {node.operand.value} without its index")
    pointer = plan.output_pointer if node.operand.value == "out" else node.operand.value
%>\
hipconv::to_accumulator(${params}.${pointer}[${bias_at if node.operand.value == "bias" else at}])\
% elif node.kind == "negate":
(-${epilogue_node(plan, node.operand, acc, at, bias_at, params)})\
% elif node.kind in ("binary", "compare"):
(${epilogue_node(plan, node.left, acc, at, bias_at, params)} ${node.op.cpp} ${epilogue_node(plan, node.right, acc, at, bias_at, params)})\
% else:
${node.function.cpp}(\
% for index, argument in enumerate(node.arguments):
${", " if index else ""}${epilogue_node(plan, argument, acc, at, bias_at, params)}\
% endfor
)\
% endif
</%def>

## The prologue's value of X's element `value` (Accumulator) of channel `channel` (G x C index).
<%def name="prologue_value(plan, value, channel, params='params')">\
${epilogue_node(plan, plan.prologue.root, value, None, channel, params)}\
</%def>

## Params fields of the epilogue's run-time operands: the scalars it reads, and the
## bias / residual tensors (the output's element type) where it reads them; the prologue's
## per-input-channel vectors.
<%def name="epilogue_fields(plan)">\
% for name, _ in plan.epilogue_scalars:
    float ${name};                                   // epilogue scalar
% endfor
% if plan.optional_bias:
    const ${plan.output_type}* __restrict__ bias;     // optional bias, per output channel (G x channels); null: none
    int32_t activation;                              // optional activation (hipconv::epilogue::Activation; 0: none)
    hipconv::epilogue::ActivationForm activation_form;   // its parameters (hipconv::epilogue::activation_form)
% elif "bias" in plan.epilogue_tensors:
    const ${plan.output_type}* __restrict__ bias;     // epilogue operand: per output channel (G x channels)
% endif
% if "residual" in plan.epilogue_tensors:
    const ${plan.output_type}* __restrict__ residual; // epilogue operand: the output's shape and layout
% endif
% for name in plan.prologue_tensors:
    const float* __restrict__ prologue_${name};      // prologue operand: per input channel (G x C), fp32
% endfor
% if plan.statistics:
    float* __restrict__ statistics;                  // written: 2 x G x K (sums, then sums of squares)
% endif
% if plan.statistics_partials:
    float* __restrict__ statistics_partials;         // workspace: [G][row tiles][2][K], one row tile's sums each
    Index statistics_row_tiles;
% endif
</%def>

## Host code: `args`, the caller's hipconv_epilogue_args or the defaults, and the
## refusal of a missing tensor operand.  Then fill_epilogue copies them into Params.
<%def name="epilogue_arguments(plan)">\
% if plan.epilogue_has_arguments:
<% defaults = [d.default for d in plan.epilogue.scalars] %>\
% if plan.optional_bias:
    // The epilogue is acc, plus the caller's bias where it gives one (args.bias null: none),
    // then the caller's activation (args.activation; 0: none).
% else:
    // The epilogue's run-time operands (${plan.epilogue.text}): the caller's, or the defaults.
% endif
    const hipconv_epilogue_args args = epilogue != nullptr ? *epilogue
        : hipconv_epilogue_args{1.0f, 0.0f, {${", ".join(repr(v) + "f" for v in defaults)}}, nullptr, nullptr, 0};
% if plan.optional_bias:
    if (args.activation < hipconv::epilogue::kActivationNone || args.activation > hipconv::epilogue::kActivationLast)
        return HIPCONV_INVALID_ARGUMENT;   // not a code of hipconv::epilogue::Activation
% endif
% for name in plan.required_epilogue_tensors:
    if (args.${name} == nullptr)
        return HIPCONV_INVALID_ARGUMENT;   // the epilogue reads `${name}`
% endfor
% for name in plan.prologue_tensors:
    if (args.prologue_${name} == nullptr)
        return HIPCONV_INVALID_ARGUMENT;   // the prologue reads `${name}`
% endfor
% if plan.statistics_partials:
    if (args.statistics == nullptr || workspace == nullptr)
        return HIPCONV_INVALID_ARGUMENT;   // the statistics' output and the row tiles' partials
% elif plan.statistics:
    if (args.statistics == nullptr)
        return HIPCONV_INVALID_ARGUMENT;   // the statistics' output
% endif
% else:
    (void)epilogue;                                  // the epilogue is ${plan.epilogue.text}: no run-time operands
% endif
</%def>

<%def name="fill_epilogue(plan, target='params')">\
% for name, source in plan.epilogue_scalars:
    ${target}.${name} = ${source};
% endfor
% for name in plan.epilogue_tensors:
    ${target}.${name} = static_cast<const ${plan.output_type}*>(args.${name});
% endfor
% for name in plan.prologue_tensors:
    ${target}.prologue_${name} = args.prologue_${name};
% endfor
% if plan.statistics:
    ${target}.statistics = args.statistics;
% endif
% if plan.statistics_partials:
    ${target}.statistics_partials = static_cast<float*>(workspace);
% endif
% if plan.optional_bias:
    ${target}.activation = args.activation;
    ${target}.activation_form = hipconv::epilogue::activation_form(args.activation);
% endif
</%def>

## The first checks of every supports function (the direction templates' and the problem
## wrappers'): a problem `p` given, of the instance's rank, well formed.
<%def name="problem_checks(plan)">\
    if (p == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    if (p->spatial_dim != ${plan.dims})
        return HIPCONV_REFUSED_SPATIAL_DIM;
    if (!hipconv::problem_is_valid(*p))
        return HIPCONV_REFUSED_INVALID_PROBLEM;
</%def>

## Checks shared by every direction; `p` is the hipconv_problem, `kernel` the device
## function whose code the device must hold (default: the instance's <name>_kernel).
## Declares `shared_room`, that kernel's dynamic shared memory room per device
## (hipconv::kernel_runs_on_device): a later check of the same kernel with a problem's
## bytes passes it again.
<%def name="common_supports(plan, kernel=None)">\
<% alg = plan.alg %>\
${problem_checks(plan)}\
<% vector_checks = {} %>\
% for role in ("x", "w", "y"):
% if plan.vec(role) > 1 and plan.mapping.vector_axis(plan.role(role)) in ("C", "K"):
<% vector_checks.setdefault((plan.mapping.vector_axis(plan.role(role)), plan.vec(role)), []).append(role) %>\
% endif
% endfor
% for (axis, width), roles in vector_checks.items():
    if (${"p->in_channels" if axis == "C" else "p->out_channels"} % ${width} != 0)   // ${", ".join(roles)}: vectors of ${width} along ${axis}
        return ${"HIPCONV_REFUSED_C_VECTOR" if axis == "C" else "HIPCONV_REFUSED_K_VECTOR"};
% endfor
% if plan.is_filter1x1_stride1_pad0 or plan.is_filter1x1_pad0:
    for (int d = 0; d < ${plan.dims}; ++d) {
        if (p->filter[d] != 1 || p->pad_left[d] != 0 || p->pad_right[d] != 0${" || p->stride[d] != 1" if plan.is_filter1x1_stride1_pad0 else ""})
            return HIPCONV_REFUSED_SPECIALIZATION;
    }
% endif
% for role in ("x", "w", "y"):
    if (!hipconv::strides_addressable(*p, hipconv::Role::${role.upper()}, Params::k${role.upper()}Axes, ${plan.stride_alignment(role)}, ${"true" if plan.role(role) is plan.instance.direction.output_role else "false"}))
        return HIPCONV_REFUSED_STRIDES;
% endfor
% if alg.index_bits.value == 32:
    // 32-bit indices: the sizes, and the offsets each tensor's kernels form (plan.index_reach)
    if (!hipconv::fits_32bit_indices(*p) ||
% for role in ("x", "w", "y"):
<% reach = plan.index_reach(role) %>\
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::${role.upper()}, Params::k${role.upper()}Axes, {${"true" if reach.window else "false"}, ${reach.overhang}})${" ||" if not loop.last else ")"}   // ${role}: ${reach.summary}
% endfor
        return HIPCONV_REFUSED_INDEX_RANGE;
% endif
    static hipconv::PerDeviceValue shared_room;   // the device query, once per device
    if (!hipconv::kernel_runs_on_device(shared_room, ${kernel or kernel_name(plan)}, ${"kSharedMemoryBytes" if plan.dynamic_shared_memory else "0"}))
        return HIPCONV_REFUSED_DEVICE;
</%def>

## split_reduction cluster (output_split.mako, backward_weight_splitk.mako): the occupancy of
## clusters of S slices of the instance's kernel, and whether a slice plan's launch runs its
## slices as one cluster.  Needs kMaxClusterSplits, kThreads, kSharedMemoryBytes and a
## SplitPlan with `splits` before it.
<%def name="cluster_functions(plan)">\
// Clusters of S blocks (2 <= S <= kMaxClusterSplits) of this kernel the current device runs
// at once (the occupancy query, once per device and S; 0: clusters of S do not fit).  Fewer
// than the multiprocessors / S where the clusters do not tile the device's GPCs (H100: 30
// clusters of 4 on 132 multiprocessors).
int cluster_capacity(int64_t splits) {
    static hipconv::PerDeviceValue capacity[kMaxClusterSplits + 1];   // clusters + 1 (0: not asked yet)
    return capacity[splits].get([&] {
        return 1 + hipconv::max_active_clusters(${kernel_name(plan)}, kThreads, kSharedMemoryBytes,
                                                dim3(1, 1, static_cast<unsigned>(splits)));
    }) - 1;
}

// A launch of 2 to kMaxClusterSplits slices runs each tile's slices as one thread-block
// cluster along grid.z where the device holds such clusters; one slice, or more than a
// cluster holds, as without.
bool clustered(const SplitPlan& split) {
    return split.splits > 1 && split.splits <= kMaxClusterSplits && cluster_capacity(split.splits) > 0;
}
</%def>

## Launch the instance's kernel on `grid` with the micro-kernel's shared memory; with
## `cluster` (a C++ dim3 expression; micro-kernels of dynamic shared memory) in thread-block
## clusters of that many blocks -- only when the C++ condition `clustered` holds, if one is
## given; with `shared_bytes` (a C++ expression: dynamic shared memory sized per problem)
## with that many bytes, opted in per device.
<%def name="launch(plan, grid, stream, cluster=None, clustered=None, shared_bytes=None)">\
<%
    kernel = "kernel" if plan.optional_bias else plan.name + "_kernel"
    allowed = "shared_memory_allowed[activation]" if plan.optional_bias else "shared_memory_allowed"
    count = f"[{ACTIVATION_KERNELS}]" if plan.optional_bias else ""
%>\
% if plan.optional_bias:
    // The kernel of the call's activation shape; without activation code where it asks for none.
    const int activation = hipconv::epilogue::activation_kernel(params.activation);
    const auto kernel = ${activation_choice(plan.name + "_kernel")};
% endif
% if shared_bytes:
    static hipconv::PerDeviceValue shared_memory_allowed${count};
    if (const int32_t opted = hipconv::ensure_dynamic_shared_memory(${allowed}, ${kernel}, ${shared_bytes}))
        return opted;
    hipLaunchKernelGGL(${kernel}, ${grid}, dim3(kThreads), static_cast<size_t>(${shared_bytes}), ${stream}, params);
% elif plan.dynamic_shared_memory:
    static hipconv::PerDeviceValue shared_memory_allowed${count};
    if (const int32_t opted = hipconv::ensure_dynamic_shared_memory(${allowed}, ${kernel},
                                                                    kSharedMemoryBytes))
        return opted;
% if cluster and clustered:
    if (${clustered}) {   // clusters of ${cluster} blocks
        if (const int32_t launched = hipconv::check(hipconv::launch_clustered(
                ${kernel}, ${grid}, dim3(kThreads), kSharedMemoryBytes, ${stream}, ${cluster}, params)))
            return launched;
    } else {
        hipLaunchKernelGGL(${kernel}, ${grid}, dim3(kThreads), kSharedMemoryBytes, ${stream}, params);
    }
% elif cluster:
    if (const int32_t launched = hipconv::check(hipconv::launch_clustered(   // clusters of ${cluster} blocks
            ${kernel}, ${grid}, dim3(kThreads), kSharedMemoryBytes, ${stream}, ${cluster}, params)))
        return launched;
% else:
    hipLaunchKernelGGL(${kernel}, ${grid}, dim3(kThreads), kSharedMemoryBytes, ${stream}, params);
% endif
% else:
    hipLaunchKernelGGL(${kernel}, ${grid}, dim3(kThreads), 0, ${stream}, params);
% endif
</%def>

## The first lines of every instance's run function: refuse what supports()
## refuses (`symbol`'s: the direction template's, or a problem wrapper's exported one), and
## null tensors (and a null workspace, where the caller must give one).
<%def name="run_checks(plan, symbol=None, workspace=False)">\
    const int32_t status = ${symbol or plan.symbol}_supports(p);
    if (status != HIPCONV_OK)
        return status;
    if (tensors == nullptr || tensors->x == nullptr || tensors->w == nullptr || tensors->y == nullptr${" ||" if workspace else ")"}
% if workspace:
        workspace == nullptr)
% endif
        return HIPCONV_INVALID_ARGUMENT;
</%def>

## The tensor-core micro-kernels' global -> shared copy of one k-step: the lambda
## issue_loads(stage), one 16-byte cp.async per vector of this thread, zero-filled where
## the direction says the vector does not exist, then both cursors advance.  Expects in
## scope: params, tile, a_access, b_access, and the micro-kernel's shared-memory layout
## as lambdas a_destination(stage, m, kk) and b_destination(stage, slot, kk, n).  With
## plan.operands_through_registers (mma_sync only: rule mma-vector) it also defines
## store_fetched(stage), which the pipeline calls after issue_loads(stage) once the
## stage is free.
<%def name="cp_async_issue_loads(plan)">\
<%
    ta, tb = plan.tiling_a, plan.tiling_b
    prologue = plan.prologue_operand          # "a" / "b": X, fetched into registers through the prologue
    # per operand: "prologue" (Vec registers, the prologue applied in store_fetched), "narrow"
    # (StagedVector registers: vectors under 16 bytes) or "copy" (cp.async into the stage)
    modes = {name: "prologue" if prologue == name else "narrow" if t.through_registers else "copy"
             for name, t in (("a", ta), ("b", tb))}
    staged = [name.upper() for name, mode in modes.items() if mode != "copy"]
%>\
    // Global -> shared for one k-step into `stage`: one 16-byte cp.async per vector,
    // zero-filled where the direction says the vector does not exist.
% if plan.operands_through_registers:
% if prologue:
    // ${" and ".join(staged)} ${"is" if len(staged) == 1 else "are"} read through registers (X for the prologue): issue_loads fetches ${"it" if len(staged) == 1 else "them"} into
% else:
    // ${" and ".join(staged)} ${"is" if len(staged) == 1 else "are"} read in vectors under 16 bytes: issue_loads fetches them into
% endif
    // registers (zero where they do not exist) and store_fetched(stage) writes them to
    // shared memory, after the current stage's multiply is issued, so their latency
    // overlaps it.
% endif
% if prologue:
    // The prologue (${plan.prologue.text}) runs in store_fetched on the elements inside X,
    // in fp32, rounded once to the operand's type; the zeros outside X (the padding) stay zeros.
% endif
% for name, T, vector, loads in (("a", "AType", "kVectorA", "kLoadsA"), ("b", "BType", "kVectorB", "kLoadsB")):
% if modes[name] == "narrow":
    hipconv::StagedVector<${T}, ${vector}> ${name}_fetched[${loads}];
% elif modes[name] == "prologue":
    hipconv::Vec<${T}, ${vector}> ${name}_fetched[${loads}];
    bool ${name}_inside[${loads}];              // the vector lies inside X (else: zeros)
    Index ${name}_channel[${loads}];            // the G x C index of its first channel
% endif
% endfor
    auto issue_loads = [&](int stage) {
% for name, T, vector, loads, slot in (("a", "AType", "kVectorA", "kLoadsA", "m, kk"), ("b", "BType", "kVectorB", "kLoadsB", "b_slot, kk, n")):
        for (int l = 0; l < ${loads}; ++l) {
            int ${"m = 0, kk = 0" if name == "a" else "b_slot = 0, kk = 0, n = 0"};
            if (${name}_vector(l, ${slot})) {
                Index offset = 0;
                const bool valid = ${name}_access.valid(params, tile, l, offset);
% if modes[name] == "narrow":
                ${name}_fetched[l] = hipconv::load_staged<${vector}>(${name}_tensor(params) + (valid ? offset : 0), valid);
% elif modes[name] == "prologue":
                ${name}_inside[l] = valid;
                ${name}_channel[l] = ${name}_access.prologue_channel(params, tile, l);
                if (valid)
                    ${name}_fetched[l] = hipconv::load_vec<${vector}>(${name}_tensor(params) + offset);
% else:
                hipconv::cp_async_16(${name}_destination(stage, ${slot}), ${name}_tensor(params) + (valid ? offset : 0), valid);
% endif
            }
        }
% endfor
        a_access.advance(params, tile);
        b_access.advance(params, tile);
% if modes["a"] != "copy" and modes["b"] != "copy":
        (void)stage;
% endif
    };
% if plan.operands_through_registers:
    auto store_fetched = [&](int stage) {
% for name, T, vector, loads, slot in (("a", "AType", "kVectorA", "kLoadsA", "m, kk"), ("b", "BType", "kVectorB", "kLoadsB", "b_slot, kk, n")):
% if modes[name] == "narrow":
        for (int l = 0; l < ${loads}; ++l) {
            int ${"m = 0, kk = 0" if name == "a" else "b_slot = 0, kk = 0, n = 0"};
            if (${name}_vector(l, ${slot}))
                hipconv::store_staged(${name}_destination(stage, ${slot}), ${name}_fetched[l]);
        }
% elif modes[name] == "prologue":
        for (int l = 0; l < ${loads}; ++l) {
            int ${"m = 0, kk = 0" if name == "a" else "b_slot = 0, kk = 0, n = 0"};
            if (!${name}_vector(l, ${slot}))
                continue;
            hipconv::Vec<${T}, ${vector}> out;
            for (int e = 0; e < ${vector}; ++e) {
                const float value = ${name}_inside[l] ? hipconv::to_float(${name}_fetched[l].v[e]) : 0.0f;
                out.v[e] = hipconv::from_float<${T}>(${name}_inside[l] ? ${prologue_value(plan, "value", name + "_channel[l] + e")} : 0.0f);
            }
            hipconv::store_vec<${vector}>(${name}_destination(stage, ${slot}), out);
        }
% endif
% endfor
    };
% endif
</%def>

## The tensor-core micro-kernels' epilogue (mma_sync, wgmma): the fp32 block tile goes
## through shared memory at `base` ([kBlockM][kOutRowLength], rows padded), with the
## tile's output rows (output_row, which may divide) computed once per block, one per
## thread, into a table behind it; then store_output gets rows of kVectorOut
## consecutive columns.  The caller's body writes the accumulators into out_tile
## (8-byte float2 stores of adjacent columns).  Needs kBlockM, kBlockN, kThreads,
## kOutRowLength and kVectorOut; the pipeline's shared memory must be free.  `threads`
## threads from threadIdx.x 0 take part (all of the block unless a micro-kernel's
## producer has left: then `sync` is a barrier among those threads only).
<%def name="staged_epilogue(plan, base, threads='kThreads', sync='__syncthreads()')">\
${staged_tile(base, threads)}\
${caller.body()}\
    ${sync};
${staged_store(plan, threads=threads)}\
% if plan.statistics:
    ${sync};                                     // the block's stores of Y are visible to all its threads
    tile_statistics(params, tile, out_rows);     // the direction's: its row tile's partial sums
% endif
</%def>

## The fp32 output tile at `base` (out_tile, rows of kOutRowLength) and its OutputRow table
## after it (out_rows), filled by `threads` threads.
<%def name="staged_tile(base, threads)">\
    float* const out_tile = reinterpret_cast<float*>(${base});   // [kBlockM][kOutRowLength]
    OutputRow* const out_rows = reinterpret_cast<OutputRow*>(out_tile + kBlockM * kOutRowLength);
    for (int m = static_cast<int>(threadIdx.x); m < kBlockM; m += ${threads})
        out_rows[m] = output_row(params, tile, m);
</%def>

## The read-out of a staged fp32 tile (out_tile, rows of kOutRowLength; out_rows, the
## tile's OutputRow table): `rows` staged rows, each to store_output in vectors of
## kVectorOut consecutive columns, by `threads` threads from threadIdx.x 0.  Staged row
## s is tile row m, or with `tile_row` (a C++ expression of s) that row.
<%def name="staged_store(plan, rows='kBlockM', threads='kThreads', tile_row=None)">\
<% row = "s" if tile_row else "m" %>\
    constexpr int kOutVectors = ${rows} * kBlockN / kVectorOut;
    for (int v = static_cast<int>(threadIdx.x); v < kOutVectors; v += ${threads}) {
        const int ${row} = v / (kBlockN / kVectorOut);
% if tile_row:
        const int m = ${tile_row};   // the tile row of staged row s
% endif
        const int n = (v % (kBlockN / kVectorOut)) * kVectorOut;
        float values[kVectorOut];
% if plan.vec(plan.mapping.out.role.value) % 2 == 0:
        for (int e = 0; e < kVectorOut; e += 2) {   // 8-byte reads: half the bank conflicts of 4-byte ones
            const float2 pair = *reinterpret_cast<const float2*>(out_tile + ${row} * kOutRowLength + n + e);
            values[e] = pair.x;
            values[e + 1] = pair.y;
        }
% else:
        for (int e = 0; e < kVectorOut; ++e)
            values[e] = out_tile[${row} * kOutRowLength + n + e];
% endif
        store_output${activation_argument(plan)}(params, tile, out_rows[m], n, values);
    }
</%def>

## Host code of the TMA im2col map of X traversed with the convolution's stride (forward's
## A operand, backward-weight's B): the bounding box per dimension [-pad, -pad + (output -
## 1) * stride] as lower / upper corners and the traversal strides, innermost first;
## HIPCONV_REFUSED_TMA where the PTX ranges (corners, tap offsets, stride <= 8) do not hold.
## Needs `params` with the geometry filled.
<%def name="x_im2col_box()">\
    constexpr int kCornerLimit = hipconv::im2col_corner_limit(kSpatialDims);
    int lower[kSpatialDims], upper[kSpatialDims];
    uint32_t traversal[kSpatialDims];
    for (int d = 0; d < kSpatialDims; ++d) {
        const int64_t first = -params.pad[d];
        const int64_t last = first + (params.output[d] - 1) * params.stride[d] + 1 - params.input[d];
        const int64_t reach = (params.filter[d] - 1) * params.dilation[d];   // the largest offset
        if (first < -kCornerLimit || first >= kCornerLimit || last < -kCornerLimit || last >= kCornerLimit ||
            reach >= hipconv::im2col_offset_limit(kSpatialDims) || params.stride[d] > 8)
            return HIPCONV_REFUSED_TMA;
        lower[kSpatialDims - 1 - d] = static_cast<int>(first);
        upper[kSpatialDims - 1 - d] = static_cast<int>(last);
        traversal[kSpatialDims - 1 - d] = static_cast<uint32_t>(params.stride[d]);
    }
</%def>

## ... and X's dimensions and byte strides (channels innermost; channels_last: the G*C
## channels of a position, group g from channel g*C; group-first: group g's images from
## batch coordinate g*N) with the group's coordinates in Params -- also the dimensions of
## backward-weight's tiled X map over patches (position_boxes: patches, channels_last).
<%def name="x_im2col_dims(plan)">\
<% channels_last = not plan.sig.x.layout.group_first %>\
    uint64_t x_dims[kSpatialDims + 2], x_strides[kSpatialDims + 1];
    x_dims[0] = static_cast<uint64_t>(${"p->groups * p->in_channels" if channels_last else "p->in_channels"});
    for (int d = 0; d < kSpatialDims; ++d) {
        x_dims[1 + d] = static_cast<uint64_t>(p->input[kSpatialDims - 1 - d]);
        x_strides[d] = static_cast<uint64_t>(params.x_stride_s[kSpatialDims - 1 - d]) * sizeof(XType);
    }
    x_dims[kSpatialDims + 1] = static_cast<uint64_t>(${"p->batch" if channels_last else "p->groups * p->batch"});
    x_strides[kSpatialDims] = static_cast<uint64_t>(params.x_stride_n) * sizeof(XType);
    params.x_group_channel = ${"static_cast<int>(p->in_channels)" if channels_last else "0"};
    params.x_group_image = ${"0" if channels_last else "static_cast<int>(p->batch)"};
</%def>

## Host code: `slots`, the blocks of this instance's kernel the device holds at once (the
## occupancy query, once per device).
<%def name="resident_slots(plan)">\
    static hipconv::PerDeviceValue resident;
    const int64_t slots = hipconv::multiprocessor_count() *
                          hipconv::cached_resident_blocks(resident, ${kernel_name(plan)}, kThreads, kSharedMemoryBytes);
</%def>

## Host code: `grid` for the tile grid tiles_x x tiles_y x tiles_z (C++ expressions of the
## problem `p`): the grid itself, or with schedule: persistent one block per resident slot
## (at most one per tile) and the grid's size in Params for the blocks' tile loop, or with
## row_walk (forward's input image) the resident blocks per (column block, group) over the row tiles.
<%def name="tile_grid(plan, tiles_x, tiles_y, tiles_z)">\
% if plan.persistent:
    params.tiles_x = static_cast<Index>(${tiles_x});
    params.tiles_y = static_cast<Index>(${tiles_y});
    params.tile_count = params.tiles_x * params.tiles_y * static_cast<Index>(${tiles_z});
    // One block per resident slot (the occupancy query, once per device), no more than tiles.
${resident_slots(plan)}\
    const dim3 grid(static_cast<unsigned>(params.tile_count < slots ? params.tile_count : slots));
% elif plan.row_walk:
    // Row tiles walked by the blocks of each (column block, group): as many blocks as the
    // device holds at once, spread over the column blocks and groups, no more than tiles.
${resident_slots(plan)}\
    const int64_t row_tiles = ${tiles_x};
    const int64_t walkers = hipconv::ceil_div(slots, ${tiles_y} * ${tiles_z});
    const dim3 grid(static_cast<unsigned>(row_tiles < walkers ? row_tiles : walkers),
                    static_cast<unsigned>(${tiles_y}),
                    static_cast<unsigned>(${tiles_z}));
% else:
    const dim3 grid(static_cast<unsigned>(${tiles_x}),
                    static_cast<unsigned>(${tiles_y}),
                    static_cast<unsigned>(${tiles_z}));
% endif
</%def>

## The input image's virtual rows (input_image, 2D): batch image n's input rows reached by
## its output rows are virtual rows n * image_virtual_height + .., so that consecutive output
## positions read consecutive image rows across batch images.  Device side: the static
## member function virtual_row(p, q), the virtual row of output row q = n * OH + oh's first
## tap (needs Params' image_virtual_height and stride, and `by_height`, the Params field
## dividing by OH).
<%def name="image_virtual_row(by_height)">\
    // The virtual row of output row q = n * OH + oh's first tap.
    __device__ __forceinline__ static int virtual_row(const Params& p, int q) {
        int oh = 0;
        const int n = p.${by_height}.divmod(q, oh);
        return n * p.image_virtual_height + oh * static_cast<int>(p.stride[0]);
    }
</%def>

## Host side, for problem p: reach, oh, ow, stride, virtual_height (image rows per batch
## image), width (pixels per image row) and rows (the most image rows `positions`
## consecutive output positions reach), as int64_t locals.
<%def name="image_extent(positions)">\
    const int64_t reach = (p->filter[0] - 1) * p->dilation[0] + 1;
    const int64_t oh = p->output[0], ow = p->output[1], stride = p->stride[0];
    const int64_t virtual_height = (oh - 1) * stride + reach;
    const int64_t width = (ow - 1) * p->stride[1] + (p->filter[1] - 1) * p->dilation[1] + 1;
    // ${positions} consecutive positions touch at most `span` output rows and cross at most
    // `crossings` batch images; virtual row of output row q: q * stride + n * (reach - stride).
    const int64_t span = (${positions} + ow - 2) / ow + 1;
    const int64_t crossings = span < 2 ? 0 : (p->batch - 1 < (span - 2) / oh + 1 ? p->batch - 1 : (span - 2) / oh + 1);
    const int64_t rows = (span - 1) * stride + reach + (reach > stride ? reach - stride : 0) * crossings;
</%def>
