"""Rejection rules: instances that cannot work are refused at generation time.

Each rule is a member of ``Rule`` (``rules.py``: an id and the one-line statement that the
reference's table shows) and one checking function registered with ``@rule``.
``check(instance)`` runs them all and returns the violations, in rule order.
To add a rule: add a ``Rule`` member, write a ``@rule(Rule.X)`` function that
yields ``detail`` strings, and add a test in ``tests/test_rules.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterator, Optional

from .model import (DataType, Direction, IndexBits, Instance, LayoutFamily, MfmaInstruction, MicroKernel, OperandLoads, PositionBoxes, Specialization,
                    MAX_CLUSTER_SPLITS, SplitReduction, Target, TensorRole, TileSchedule)
from .epilogue import Operand
from .micro_kernels import TapWindowForwardTile, WINOGRAD_POINTS, descriptor_of, mma_output_tile_bytes, threads_of
from .rules import Rule
from .plan import WEIGHT_WINDOW_WIDTHS, staged_tile_roles, gemm_mapping, operand_tiling, shared_memory_bytes, weight_windows


@dataclass(frozen=True)
class Violation:
    rule: Rule
    detail: str
    target: Optional[Target] = None


_CHECKS: list[tuple[Rule, Callable[[Instance], Iterator[str]]]] = []


def rule(which: Rule):
    def register(fn):
        _CHECKS.append((which, fn))
        return fn
    return register


def check(instance: Instance) -> list[Violation]:
    """All violations of ``instance``; rules after a structural failure are skipped."""
    found: list[Violation] = []
    for which, fn in _CHECKS:
        broken = [Violation(which, detail) for detail in fn(instance)]
        found.extend(broken)
        if broken and which in _STRUCTURAL:
            break
    return found


# ----------------------------------------------------------------- signature

@rule(Rule.LAYOUT_ROLE)
def _layout_role(inst: Instance):
    for role in TensorRole:
        layout = inst.signature.tensor(role).layout
        if layout.role is not role:
            yield f"layout {layout.value} of tensor '{role.value}' is a layout for '{layout.role.value}'"


@rule(Rule.LAYOUT_KERNEL)
def _layout_kernel(inst: Instance):
    sig, alg = inst.signature, inst.algorithm
    strided = [role.value for role in TensorRole if not sig.tensor(role).layout.channels_contiguous]
    if not strided:
        return
    where = f"the channels of {', '.join(strided)} are not contiguous"
    if alg.micro_kernel not in (MicroKernel.FMA, MicroKernel.REFERENCE):
        yield f"{where}: micro-kernel {alg.micro_kernel.value} reads contiguous channels; use fma"
    if alg.specialization is not Specialization.DEFAULT:
        yield f"{where}: specialization {alg.specialization.value} reads contiguous channels; use default"
    if alg.groups_per_block != 1 or alg.tap_channels or alg.tile_rows:
        yield f"{where}: merged groups, tap packing and staged tiles read contiguous channels"
    for role in strided:
        if alg.vector.of(TensorRole(role)) != 1:
            yield f"{where}: tensor '{role}' is read element by element there (vector 1)"


@rule(Rule.LAYOUT_SPATIAL_DIM)
def _layout_dim(inst: Instance):
    for role in TensorRole:
        layout = inst.signature.tensor(role).layout
        if layout.spatial_dim != inst.signature.spatial_dim:
            yield (f"layout {layout.value} of tensor '{role.value}' is {layout.spatial_dim}D "
                   f"but spatial_dim is {inst.signature.spatial_dim}")


_FP64_SPECIALIZATIONS = (Specialization.DEFAULT, Specialization.FILTER1X1_STRIDE1_PAD0,
                         Specialization.FILTER1X1_PAD0)


@rule(Rule.ACCUMULATOR)
def _accumulator(inst: Instance):
    sig, alg = inst.signature, inst.algorithm
    fp64 = [role.value for role in TensorRole if sig.tensor(role).data_type is DataType.FP64]
    if not fp64:
        if sig.accumulator is not DataType.FP32:
            yield (f"accumulator {sig.accumulator.value} is not supported for "
                   f"{sig.data_type_label} tensors; use fp32 (fp64 accumulators are for fp64 tensors)")
        return
    if len(fp64) != len(TensorRole):
        yield f"tensors {', '.join(fp64)} are fp64 and the others not: fp64 does not mix with other types"
    if sig.accumulator is not DataType.FP64:
        yield f"fp64 tensors take an fp64 accumulator, not {sig.accumulator.value}"
    if alg.micro_kernel not in (MicroKernel.FMA, MicroKernel.REFERENCE):
        yield f"fp64 runs on the fma micro-kernel (or reference), not {alg.micro_kernel.value}"
    if alg.specialization not in _FP64_SPECIALIZATIONS:
        yield (f"fp64 runs the default and 1x1 kernels, not specialization {alg.specialization.value}")
    if inst.direction is Direction.BACKWARD_WEIGHT and alg.micro_kernel is MicroKernel.FMA and (
            alg.split_k.auto or alg.split_k.count != 1):
        yield "fp64 backward_weight takes split_k 1 (the split-K workspaces hold fp32 sums)"


# The plain GEMM tiles: the implicit-GEMM kernels of the default and 1x1 specializations, without
# the problem rewrites and staged main loops (tap_channels, input_image, pad_channels, merged
# groups) -- what the fp8 tensor-core path, the prologue and the statistics are written for.
PLAIN_GEMM_SPECIALIZATIONS = (Specialization.DEFAULT, Specialization.FILTER1X1_STRIDE1_PAD0,
                              Specialization.FILTER1X1_PAD0)


def _off_plain_gemm(alg) -> Iterator[str]:
    """What takes ``alg`` off the plain GEMM tiles, each as "<setting>, not <its value>"
    (e.g. "tap_channels 0, not 4"; the specialization as "specialization default ...")."""
    if alg.specialization not in PLAIN_GEMM_SPECIALIZATIONS:
        yield (f"specialization {' or '.join(s.value for s in PLAIN_GEMM_SPECIALIZATIONS)}, "
               f"not specialization {alg.specialization.value}")
    for key in ("tap_channels", "input_image", "pad_channels"):
        if getattr(alg, key):
            yield f"{key} 0, not {getattr(alg, key)}"
    if alg.merge_groups != 1:
        yield f"merge_groups 1, not {alg.merge_groups}"


@rule(Rule.FP8_OPERANDS)
def _fp8_operands(inst: Instance):
    """The fp8 instances: the scalar kernels, whose loads widen each element to the fp32
    accumulator, and forward on mma_sync's m16n8k32 (sm_90a: fp8 mma.sync needs sm_89 and later),
    reading fp8 operands and writing a 16- or 32-bit output.  On mma_sync both operands are
    read along the reduction (ldmatrix's .trans moves 16-bit units: an fp8 tile cannot be
    transposed on load), which forward's X and W are and backward's operands are not."""
    sig, alg = inst.signature, inst.algorithm
    narrow = [role for role in TensorRole if not sig.tensor(role).data_type.info.written]
    if not narrow:
        return
    written = inst.direction.output_role
    if written in narrow:
        yield (f"tensor '{written.value}' is {sig.tensor(written).data_type.value}, which an instance reads "
               f"but does not write; the {inst.direction.value} output is fp32, fp16 or bf16")
    tensor_core = alg.micro_kernel is MicroKernel.MMA_SYNC
    if alg.micro_kernel not in (MicroKernel.FMA, MicroKernel.REFERENCE, MicroKernel.MMA_SYNC):
        yield (f"fp8 operands run on the fma micro-kernel, mma_sync (forward) or the reference, not "
               f"{alg.micro_kernel.value}")
    if tensor_core:
        if inst.direction is not Direction.FORWARD:
            yield (f"fp8 operands on mma_sync are forward's (both operands along the reduction), not "
                   f"{inst.direction.value}'s")
        if any(t is not Target.SM_90A for t in inst.targets):
            yield "fp8 operands on mma_sync target sm_90a only (fp8 mma.sync needs sm_89 and later)"
        for role in (TensorRole.X, TensorRole.W):
            if alg.vector.of(role) * sig.tensor(role).data_type.bytes != 16:
                yield (f"fp8 operands on mma_sync are copied 16 bytes at a time: vector.{role.value} 16, "
                       f"not {alg.vector.of(role)}")
        for setting in _off_plain_gemm(alg):
            yield f"fp8 operands on mma_sync run the plain GEMM tiles: {setting}"
        if alg.tile_rows:
            yield f"fp8 operands on mma_sync run the plain GEMM tiles: tile_rows 0, not {alg.tile_rows}"
    elif alg.specialization is not Specialization.DEFAULT:
        yield f"fp8 operands run the default kernel, not specialization {alg.specialization.value}"
    if alg.split_k.auto or alg.split_k.count != 1:
        yield "fp8 operands take split_k 1"


@rule(Rule.EPILOGUE_OPERANDS)
def _epilogue_operands(inst: Instance):
    epilogue = inst.signature.epilogue
    if Operand.BIAS in epilogue.operands and inst.direction is Direction.BACKWARD_WEIGHT:
        yield (f"the epilogue '{epilogue.text}' reads `bias`, but backward_weight's output dW "
               "(G, K, filter.., C) has no output-channel axis to index it; use `residual` for "
               "a tensor of dW's shape")


# The kernels whose X loads apply a prologue (kernels/fma_gemm.mako's load_tiles; the mma_sync
# pipeline's store_fetched, common.cp_async_issue_loads), through the direction's X access
# (prologue_channel), on the plain GEMM tiles.
PROLOGUE_MICRO_KERNELS = (MicroKernel.FMA, MicroKernel.MMA_SYNC)


@rule(Rule.PROLOGUE)
def _prologue(inst: Instance):
    prologue, alg = inst.signature.prologue, inst.algorithm
    if prologue is None:
        return
    what = f"the prologue '{prologue.text}'"
    if inst.direction is Direction.BACKWARD_DATA:
        yield (f"{what} transforms X, which backward_data writes (dX) and does not read; "
               "forward and backward_weight read X")
    if alg.micro_kernel is MicroKernel.REFERENCE:
        return      # the GPU reference applies it to every element it reads inside X
    if alg.micro_kernel not in PROLOGUE_MICRO_KERNELS:
        yield (f"{what} runs on the loads of the {' and '.join(m.value for m in PROLOGUE_MICRO_KERNELS)} "
               f"micro-kernels, not {alg.micro_kernel.value}'s")
    for setting in _off_plain_gemm(alg):
        yield f"{what} runs on the plain GEMM tiles' loads: {setting}"


@rule(Rule.STATISTICS)
def _statistics(inst: Instance):
    alg = inst.algorithm
    if not inst.signature.statistics:
        return
    if inst.direction is not Direction.FORWARD:
        yield (f"statistics are a forward output's (a BatchNorm after the convolution), not "
               f"{inst.direction.value}'s")
    if alg.micro_kernel is MicroKernel.REFERENCE:
        return      # the GPU reference sums its stored output in a second kernel
    if alg.micro_kernel is not MicroKernel.MMA_SYNC:
        yield (f"statistics are summed from the mma_sync micro-kernel's output tile, not "
               f"{alg.micro_kernel.value}'s")
    for setting in _off_plain_gemm(alg):
        yield f"statistics are summed by the plain GEMM tiles: {setting}"
    if alg.split_k.auto or alg.split_k.count != 1:
        yield "statistics sum a block's whole output tile: split_k 1"


# ----------------------------------------------------------------- algorithm

@rule(Rule.MICRO_KERNEL_TARGET)
def _micro_kernel_target(inst: Instance):
    mk = inst.algorithm.micro_kernel
    for target in inst.targets:
        if mk not in target.info.micro_kernels:
            yield f"micro-kernel '{mk.value}' needs instructions that target {target.value} lacks"


@rule(Rule.TILE_KEYS)
def _tile_keys(inst: Instance):
    alg = inst.algorithm
    descriptor = descriptor_of(alg.micro_kernel)
    needed = descriptor.tile_key
    for key in ("thread", "warp", "warpgroup"):
        given = getattr(alg, key) is not None
        if key == needed and not given:
            yield f"micro-kernel '{alg.micro_kernel.value}' needs `{key}: {{m, n}}`"
        elif key != needed and given:
            takes = f"it takes `{needed}`" if needed else "it takes no tile"
            yield f"`{key}` is not a tile of micro-kernel '{alg.micro_kernel.value}' ({takes})"
    if descriptor.takes_instruction and alg.instruction is None:
        yield (f"micro-kernel '{alg.micro_kernel.value}' needs `instruction`: one of "
               + ", ".join(MfmaInstruction.spellings()))
    elif not descriptor.takes_instruction and alg.instruction is not None:
        yield (f"`instruction` is an mfma key; micro-kernel '{alg.micro_kernel.value}' has its "
               "instruction built in")


@rule(Rule.MICRO_KERNEL_SPECIALIZATION)
def _micro_kernel_specialization(inst: Instance):
    alg = inst.algorithm
    allowed = descriptor_of(alg.micro_kernel).specializations
    if alg.specialization not in allowed:
        yield (f"micro-kernel '{alg.micro_kernel.value}' has no kernel for specialization "
               f"'{alg.specialization.value}'; it has: " + ", ".join(s.value for s in allowed))
    elif (alg.micro_kernel is MicroKernel.MMA_SYNC and alg.specialization is Specialization.FEW_CHANNELS
          and (not alg.tile_rows or inst.direction is Direction.BACKWARD_WEIGHT)):
        yield ("mma_sync runs few_channels as the staged tile of forward and backward_data: set "
               "tile_rows (not a gather, not backward_weight)")


SPECIALIZATIONS = {
    Direction.BACKWARD_DATA: (Specialization.DEFAULT, Specialization.FILTER1X1_STRIDE1_PAD0,
                              Specialization.DEPTHWISE, Specialization.FEW_CHANNELS,
                              Specialization.WINOGRAD_2X2_3X3),
    Direction.BACKWARD_WEIGHT: (Specialization.DEFAULT, Specialization.FILTER1X1_STRIDE1_PAD0,
                                Specialization.FILTER1X1_PAD0, Specialization.DEPTHWISE,
                                Specialization.FEW_CHANNELS, Specialization.WINOGRAD_2X2_3X3,
                                Specialization.TAP_WINDOW),
    Direction.FORWARD: (Specialization.DEFAULT, Specialization.FILTER1X1_STRIDE1_PAD0,
                        Specialization.FILTER1X1_PAD0, Specialization.DEPTHWISE,
                        Specialization.FEW_CHANNELS, Specialization.WINOGRAD_2X2_3X3,
                        Specialization.TAP_WINDOW),
}


@rule(Rule.OPTION_DIRECTION)
def _option_direction(inst: Instance):
    alg, direction = inst.algorithm, inst.direction
    if direction is not Direction.BACKWARD_WEIGHT:
        if alg.groups_per_block != 1:
            yield f"groups_per_block is for backward_weight, not {direction.value}"
    allowed = SPECIALIZATIONS[direction]
    if alg.specialization not in allowed:
        yield (f"specialization '{alg.specialization.value}' is not available for "
               f"{direction.value}; available: " + ", ".join(s.value for s in allowed))
    if alg.k_lanes != 1 and alg.specialization is not Specialization.FEW_CHANNELS:
        yield (f"k_lanes {alg.k_lanes} is for specialization few_channels, not "
               f"'{alg.specialization.value}'")
    if alg.specialization is Specialization.DEPTHWISE and alg.groups_per_block != 1:
        yield "a depthwise instance vectorizes over groups itself; leave groups_per_block at 1"
    if alg.thread is not None and alg.thread.k and not (
            alg.specialization is Specialization.DEPTHWISE and alg.tile_rows
            and direction is Direction.BACKWARD_WEIGHT):
        yield (f"thread.k {alg.thread.k} is for depthwise backward_weight over staged rows "
               f"(tile_rows), not {alg.specialization.value} {direction.value}")


@rule(Rule.TILE_DIVISIBILITY)
def _tile_divisibility(inst: Instance):
    b, t = inst.algorithm.block, inst.algorithm.thread
    if t is None:
        return   # mma_sync: the warp-tile rule
    if b.m % t.m:
        yield f"block.m {b.m} is not a multiple of thread.m {t.m}"
    if b.n % t.n:
        yield f"block.n {b.n} is not a multiple of thread.n {t.n}"
    if t.k and b.k % t.k:
        yield f"block.k {b.k} is not a multiple of thread.k {t.k}"


@rule(Rule.THREAD_COUNT)
def _thread_count(inst: Instance):
    alg = inst.algorithm
    b, tile_key = alg.block, descriptor_of(alg.micro_kernel).tile_key
    threads = threads_of(alg)
    if threads > 1024:
        t = getattr(alg, tile_key)
        yield (f"{threads} threads per block (block {b.m}x{b.n} / {tile_key} {t.m}x{t.n}) "
               "exceed 1024")
    for target in inst.targets:
        wave = target.info.wavefront
        if threads % wave:
            yield (f"{threads} threads per block is not a multiple of the {wave}-lane "
                   f"wavefront of {target.value}")


@rule(Rule.MERGED_GROUPS)
def _merged_groups(inst: Instance):
    alg = inst.algorithm
    p = alg.groups_per_block
    if p == 1:
        return
    if alg.block.m % p:
        yield f"groups_per_block {p} does not divide block.m {alg.block.m}"
    else:
        tile_key = descriptor_of(alg.micro_kernel).tile_key     # thread, warp or warpgroup
        tile = getattr(alg, tile_key)
        if (alg.block.m // p) % tile.m:
            yield (f"each group's {alg.block.m // p} rows (block.m/groups_per_block) are not a "
                   f"multiple of {tile_key}.m {tile.m}: a {tile_key}'s rows must stay inside "
                   "one merged group")


def _all_channels_last(inst: Instance) -> bool:
    """Every tensor's layout is of the channels_last family (a group's channels next to the
    next group's, one position's channels contiguous)."""
    return all(LayoutFamily.CHANNELS_LAST in inst.signature.tensor(role).layout.info.families
               for role in TensorRole)


@rule(Rule.MERGE_GROUPS)
def _merge_groups(inst: Instance):
    alg = inst.algorithm
    if alg.merge_groups == 1:
        return
    if inst.direction not in (Direction.FORWARD, Direction.BACKWARD_DATA):
        yield f"merge_groups is for forward and backward_data, not {inst.direction.value}"
    if alg.specialization is not Specialization.DEFAULT or alg.tap_channels or alg.tile_rows:
        yield ("merge_groups runs the default GEMM on the merged groups: no specialization, "
               "tap_channels or tile_rows")
    if not _all_channels_last(inst):
        yield ("merge_groups needs channels_last layouts (a group's channels next to the next "
               "group's, so that m groups are one group of m*C channels in the same memory)")


@rule(Rule.PAD_CHANNELS)
def _pad_channels(inst: Instance):
    alg = inst.algorithm
    padded = alg.pad_channels
    if not padded:
        return
    if alg.specialization is not Specialization.DEFAULT or alg.merge_groups != 1 or alg.tile_rows:
        yield "pad_channels runs the default kernel on the padded problem: no specialization, merge_groups or tile_rows"
    if alg.vector.x != padded:
        yield (f"vector.x {alg.vector.x} is not pad_channels {padded}: X's padded channels are "
               "read (backward-data: written) in vectors of pad_channels")
    if not _all_channels_last(inst):
        yield "pad_channels needs channels_last layouts (the padded copies are channels_last)"
    epilogue = inst.signature.epilogue
    if inst.direction is Direction.BACKWARD_WEIGHT and not epilogue.is_identity:
        yield (f"backward_weight with pad_channels stores acc only, not {epilogue.text!r}: "
               "dW is computed padded in the workspace and copied out")
    shaped = sorted(o.value for o in epilogue.operands if o in (Operand.OUT, Operand.RESIDUAL))
    if shaped:
        yield (f"the epilogue {epilogue.text!r} reads {' and '.join(shaped)} (the output's shape): "
               "a padded instance computes the output padded in the workspace and copies its "
               "channels out, so its epilogue reads only acc, scalars and the bias")


@rule(Rule.INPUT_IMAGE)
def _input_image(inst: Instance):
    alg = inst.algorithm
    if not alg.input_image:
        return
    if alg.input_image < 16:
        yield f"input_image {alg.input_image} KiB is below 16 KiB"
    if inst.signature.spatial_dim != 2 or inst.direction is Direction.BACKWARD_DATA:
        yield (f"input_image is for forward and backward_weight 2D instances, not "
               f"{inst.direction.value} {inst.signature.spatial_dim}D")
        return
    if (alg.specialization is not Specialization.DEFAULT or alg.pad_channels or alg.merge_groups != 1
            or alg.loads is not OperandLoads.CP_ASYNC or alg.schedule is not TileSchedule.PER_TILE):
        yield ("input_image stages the operands itself: specialization default, loads cp_async, "
               "schedule per_tile, no pad_channels or merge_groups")
    if alg.index_bits is not IndexBits.I32:
        yield "input_image walks int32 positions and image rows (its divisors are 32-bit): index_bits 32"
    output_tile = mma_output_tile_bytes(alg)
    if alg.input_image * 1024 <= output_tile:
        yield (f"input_image {alg.input_image} KiB does not exceed the fp32 output tile's "
               f"{output_tile} bytes (it holds the staged operands or that tile)")
    if inst.direction is Direction.FORWARD:
        if alg.micro_kernel is not MicroKernel.MMA_SYNC or alg.tap_channels not in (4, 8):
            yield (f"input_image needs micro_kernel mma_sync with tap_channels 4 or 8, not "
                   f"{alg.micro_kernel.value} with tap_channels {alg.tap_channels}")
        if alg.block.k != 16 or (alg.warp is not None and alg.warp.n % 16):
            yield (f"input_image walks the reduction in k16 slices with B fragments in pairs: block.k 16 "
                   f"(not {alg.block.k}) and warp.n a multiple of 16")
        return
    # backward_weight: one m16 fragment of rows per merged group, X and dY in 16-byte vectors
    if alg.micro_kernel is not MicroKernel.MMA_SYNC or alg.tap_channels:
        yield (f"backward_weight's input_image needs micro_kernel mma_sync without tap_channels, not "
               f"{alg.micro_kernel.value}" + (f" with tap_channels {alg.tap_channels}" if alg.tap_channels else ""))
    if alg.warp is not None and alg.warp.m != 16:
        yield f"backward_weight's input_image gives each group one m16 fragment: warp.m 16, not {alg.warp.m}"
    if alg.warp is not None and alg.block.m != alg.groups_per_block * alg.warp.m:
        yield (f"backward_weight's input_image takes groups_per_block groups of one warp row each: "
               f"block.m {alg.block.m} is not groups_per_block {alg.groups_per_block} x warp.m {alg.warp.m}")
    if alg.stages != 2:
        yield f"backward_weight's input_image keeps two tiles in flight: stages 2, not {alg.stages}"
    if alg.vector.x != 8 or alg.vector.y != 8:
        yield (f"backward_weight's input_image copies X and dY in 16-byte vectors: vector.x and vector.y 8, "
               f"not {alg.vector.x} and {alg.vector.y}")
    if not _all_channels_last(inst):
        yield "backward_weight's input_image needs channels_last layouts (one pixel's channels are one row of the image)"


# rule tap-window's bounds: pixel pairs of filter columns per k16 slice, output rows per stage,
# forward's filter rows
TAP_WINDOW_MAX_PAIR_TAPS = 8
TAP_WINDOW_MAX_PATCH_ROWS = 16
TAP_WINDOW_MAX_FILTER_ROWS = 8


@rule(Rule.TAP_WINDOW)
def _tap_window(inst: Instance):
    alg, sig = inst.algorithm, inst.signature
    if alg.specialization is not Specialization.TAP_WINDOW:
        return
    forward = inst.direction is Direction.FORWARD
    if not ((inst.direction is Direction.BACKWARD_WEIGHT and sig.spatial_dim in (2, 3))
            or (forward and sig.spatial_dim == 2)):
        yield (f"tap_window is a 2D or 3D backward_weight or a 2D forward kernel (its window runs along H "
               f"and W), not {inst.direction.value} {sig.spatial_dim}D")
    if alg.micro_kernel is not MicroKernel.WGMMA or alg.loads is not OperandLoads.TMA:
        yield (f"tap_window multiplies on wgmma with {'Y stored' if forward else 'dY loaded'} in TMA boxes: "
               f"micro_kernel wgmma and loads: tma, not {alg.micro_kernel.value} with loads: {alg.loads.value}")
    if not _all_channels_last(inst):
        yield "tap_window needs channels_last layouts (a pixel's channels are one run of X, a position's K of Y)"
    if forward:
        yield from _tap_window_forward(inst)
    else:
        yield from _tap_window_weight(inst)
    if (alg.schedule is not TileSchedule.PER_TILE or alg.multicast != 1 or alg.groups_per_block != 1
            or alg.index_bits is not IndexBits.I32):
        yield "tap_window takes schedule per_tile, multicast 1, groups_per_block 1 and index_bits 32"
    if any(alg.vector.of(role) != 1 for role in TensorRole):
        yield "tap_window reads X pairs and moves its other operand in boxes itself: vectors 1"
    if (alg.pad_channels or alg.merge_groups != 1 or alg.tap_channels or alg.input_image
            or alg.position_boxes is not PositionBoxes.FLAT or (alg.tile_rows and not forward)):
        yield ("tap_window stages its operands itself: no pad_channels, merge_groups, tap_channels, "
               "input_image or position_boxes: patches (tile_rows: forward's output rows per stage only)")


def _tap_window_weight(inst: Instance):
    alg = inst.algorithm
    w, b = alg.warpgroup, alg.block
    if w is not None:
        if b.m != 64 or w.m != 64:
            yield (f"tap_window holds dW's K in 64-row tiles, one m64 instruction: block.m and "
                   f"warpgroup.m 64, not {b.m} and {w.m}")
        if w.n % 8 or not 8 <= w.n <= 256:
            yield (f"warpgroup.n {w.n} is not a multiple of 8 from 8 to 256 (8 columns per filter "
                   "row: one m64nNk16 over every filter row of a pixel pair)")
        elif b.n % w.n or not 1 <= b.n // w.n <= TAP_WINDOW_MAX_PAIR_TAPS:
            yield (f"block.n {b.n} is not 1 to {TAP_WINDOW_MAX_PAIR_TAPS} times warpgroup.n {w.n} "
                   "(one instruction per pixel pair of filter columns)")
    if b.k % 16 or not 16 <= b.k <= 16 * TAP_WINDOW_MAX_PATCH_ROWS:
        yield (f"block.k {b.k} is not a multiple of 16 from 16 to {16 * TAP_WINDOW_MAX_PATCH_ROWS} "
               "(16 output columns by block.k / 16 output rows per stage)")
    if not (alg.split_k.auto and alg.deterministic and alg.split_reduction is SplitReduction.WORKSPACE):
        yield ("tap_window splits the positions into slices sized by the device and sums them in "
               "order in a second kernel: split_k auto, deterministic true, split_reduction workspace")


def _tap_window_forward(inst: Instance):
    alg = inst.algorithm
    w, b = alg.warpgroup, alg.block
    pair_k = 8 * TapWindowForwardTile.PAIR_TAPS
    if w is not None and (w.m != 64 or w.n != 64 or b.n != 64 or b.m not in (64, 128)):
        yield (f"forward tap_window holds 64 output columns by 64 output channels per consumer warpgroup "
               f"(one m64n64k16): warpgroup 64x64, block.n 64, block.m 64 or 128 (one or two consumers), "
               f"not warpgroup {w.m}x{w.n}, block {b.m}x{b.n}")
    if b.k % pair_k or not pair_k <= b.k <= pair_k * TAP_WINDOW_MAX_FILTER_ROWS:
        yield (f"block.k {b.k} is not a multiple of {pair_k} from {pair_k} to {pair_k * TAP_WINDOW_MAX_FILTER_ROWS} "
               f"(the reduction of one output row: block.k / {pair_k} filter rows of "
               f"{TapWindowForwardTile.PAIR_TAPS} pixel pairs)")
    if not 1 <= alg.tile_rows <= TAP_WINDOW_MAX_PATCH_ROWS:
        yield (f"tile_rows {alg.tile_rows} is not 1 to {TAP_WINDOW_MAX_PATCH_ROWS} (output rows per stage)")
    if alg.split_k.count != 1:
        yield "forward tap_window does not split its reduction: split_k 1"
    if any(o.reads_tensor for o in inst.signature.epilogue.operands):
        yield ("forward tap_window stores 16-bit rows converted in registers: an epilogue that reads no "
               "tensor (out, bias, residual)")


@rule(Rule.DEPTHWISE_SHAPE)
def _depthwise_shape(inst: Instance):
    alg = inst.algorithm
    if alg.specialization is not Specialization.DEPTHWISE:
        return
    t, v = alg.thread, alg.vector
    if t.m != 1 and inst.direction is not Direction.BACKWARD_WEIGHT:
        yield (f"thread.m is {t.m}; a depthwise {inst.direction.value} thread owns one strip: "
               "use thread.m 1")
    if alg.tile_rows and inst.direction is not Direction.BACKWARD_WEIGHT:
        written = staged_tile_roles(inst.direction)[1]
        if t.n != v.of(written):
            yield (f"thread.n {t.n} and vector.{written.value} {v.of(written)} differ; a "
                   "depthwise tile thread stores its thread.n groups of the output as one vector")
    elif not (t.n == v.x == v.y):
        yield (f"thread.n {t.n}, vector.x {v.x} and vector.y {v.y} differ; a depthwise thread "
               "reads its thread.n groups of x and dY as one vector each")
    if v.w != 1:
        yield (f"vector.w is {v.w}; depthwise dW[g, 0, f.., 0] is not contiguous along G: "
               "use vector.w 1")
    if alg.thread_taps * t.n > 256:
        what = ("taps per thread: block.k or thread.k" if inst.direction is Direction.BACKWARD_WEIGHT
                else "positions per thread: block.k")
        yield (f"{'thread' if t.k else 'block'}.k*thread.n = {alg.thread_taps * t.n} accumulators per "
               f"thread; at most 256 (use fewer {what})")


@rule(Rule.DEPTHWISE_TILE)
def _depthwise_tile(inst: Instance):
    alg = inst.algorithm
    if not alg.tile_rows or alg.specialization is Specialization.TAP_WINDOW:   # rows per stage: rule tap-window
        return
    few = alg.specialization is Specialization.FEW_CHANNELS
    mma = few and alg.micro_kernel is MicroKernel.MMA_SYNC and inst.direction is not Direction.BACKWARD_WEIGHT
    if (alg.specialization not in (Specialization.DEPTHWISE, Specialization.FEW_CHANNELS)
            or (alg.micro_kernel is not MicroKernel.FMA and not mma)
            or (few and inst.direction is Direction.BACKWARD_WEIGHT)):
        yield (f"tile_rows is for micro_kernel fma with specialization depthwise or few_channels "
               f"(backward_weight: depthwise), or mma_sync with few_channels (forward, backward_data); "
               f"not {alg.specialization.value} {inst.direction.value} on {alg.micro_kernel.value}")
        return
    if inst.direction is Direction.BACKWARD_WEIGHT:
        yield from _staged_weight_tile(inst)
        return
    if alg.block.m % alg.tile_rows:
        yield (f"tile_rows {alg.tile_rows} does not divide block.m {alg.block.m} (the tile's "
               "strips: tile_rows rows of block.m / tile_rows strips)")
    if inst.signature.spatial_dim == 1 and alg.tile_rows != 1:
        yield f"tile_rows is {alg.tile_rows}; a 1D tile has one row: use 1"
    staged = staged_tile_roles(inst.direction)[0]
    load = alg.vector.of(staged)
    if alg.thread is None:
        return
    if few:
        if alg.thread.n not in (1, 2, 4, 8):
            yield (f"thread.n is {alg.thread.n}; a few-channel tile thread holds C = K = 1, 2, 4 "
                   "or 8 channels of one group")
        if alg.thread.n % load:
            yield (f"vector.{staged.value} {load} does not divide thread.n {alg.thread.n} (a "
                   "staging load stays inside one group's channels)")
        if alg.k_lanes != 1:
            yield f"k_lanes is {alg.k_lanes}; a few-channel tile thread takes all of K: use 1"
    elif alg.thread.n not in (1, 2, 4):
        yield (f"thread.n is {alg.thread.n}; a tile thread reads its groups of one position as "
               "one shared-memory vector of 1, 2 or 4 floats")
    if alg.block.n % load:
        yield (f"vector.{staged.value} {load} does not divide block.n {alg.block.n} (the "
               "staging loads cover the block's groups)")
    elif threads_of(alg) % (alg.block.n // load):
        yield (f"{threads_of(alg)} threads are not a multiple of the {alg.block.n // load} "
               f"staging vectors of one staged position (block.n / vector.{staged.value})")


def _staged_weight_tile(inst: Instance):
    """Depthwise backward-weight runs over a staged tile of tile_rows output rows: its dY
    rows and the X rows they reach are copied into shared memory in 16-byte vectors of
    block.n groups per pixel."""
    alg = inst.algorithm
    if alg.thread is None:
        return
    if inst.signature.spatial_dim != 2:
        yield (f"backward_weight's tile_rows stages 2D rows: spatial_dim 2, not "
               f"{inst.signature.spatial_dim}")
    if alg.thread.m < 2:
        yield ("backward_weight's tile_rows runs the X window over staged rows: thread.m (the "
               f"run) at least 2, not {alg.thread.m}")
    tap_teams = alg.block.k // alg.thread_taps
    if alg.thread.k and (alg.block.m // alg.thread.m) % tap_teams:
        yield (f"{alg.block.m // alg.thread.m} teams (block.m / thread.m) are not a multiple of the "
               f"{tap_teams} tap teams (block.k / thread.k)")
    if alg.thread.k and not weight_windows(alg.thread.m, alg.block.k, alg.thread.k):
        yield (f"thread.k {alg.thread.k} is no whole number of rows of any X window's filter width "
               f"({', '.join(str(w) for w in WEIGHT_WINDOW_WIDTHS)}) that also divides block.k {alg.block.k}")
    if not _all_channels_last(inst):
        yield "backward_weight's tile_rows needs channels_last layouts (a pixel's groups are one staged row)"
    x_bytes = inst.signature.tensor(TensorRole.X).data_type.bytes
    if inst.signature.tensor(TensorRole.Y).data_type.bytes != x_bytes:
        yield ("backward_weight's tile_rows stages dY and X pixels alike: x and y of one element size, not "
               f"{inst.signature.tensor(TensorRole.X).data_type.value} and {inst.signature.tensor(TensorRole.Y).data_type.value}")
    pixel_bytes = alg.block.n * x_bytes
    if pixel_bytes % 16:
        yield (f"block.n {alg.block.n} groups are {pixel_bytes} bytes per staged pixel, not a "
               "multiple of the 16-byte copies")
    elif threads_of(alg) % (pixel_bytes // 16):
        yield (f"{threads_of(alg)} threads are not a multiple of the {pixel_bytes // 16} 16-byte "
               "copies of one staged pixel")


@rule(Rule.TAP_CHANNELS)
def _tap_channels(inst: Instance):
    alg = inst.algorithm
    packing = alg.tap_channels
    if packing == 0:
        return
    if inst.direction is not Direction.FORWARD:
        yield f"tap_channels is a forward option, not {inst.direction.value}"
        return
    if alg.micro_kernel is not MicroKernel.MMA_SYNC or alg.specialization is not Specialization.DEFAULT:
        yield (f"tap_channels needs micro_kernel mma_sync and specialization default, not "
               f"{alg.micro_kernel.value} / {alg.specialization.value}")
        return
    if alg.block.k % packing:
        yield f"tap_channels {packing} does not divide block.k {alg.block.k}"
    if packing % alg.vector.x or packing % alg.vector.w:
        yield (f"vector.x {alg.vector.x} and vector.w {alg.vector.w} must divide tap_channels "
               f"{packing} (a vector stays inside one tap)")
    threads = threads_of(alg)
    for name, rows in (("block.m", alg.block.m), ("block.n", alg.block.n)):
        if threads < rows:     # (with block.k a multiple of tap_channels, one thread per row always works)
            yield (f"{threads} threads cannot own the {rows} rows of {name} (each thread "
                   "owns one row, or an equal share of one's vectors along block.k)")


@rule(Rule.WINOGRAD_SHAPE)
def _winograd_shape(inst: Instance):
    alg, sig = inst.algorithm, inst.signature
    if alg.specialization is not Specialization.WINOGRAD_2X2_3X3:
        return
    if sig.spatial_dim != 2:
        yield f"spatial_dim is {sig.spatial_dim}; the 2x2 tiles of F(2x2, 3x3) are 2D"
    if alg.micro_kernel is not MicroKernel.FMA:
        yield f"micro-kernel {alg.micro_kernel.value}: the transforms and 16 GEMMs are fp32 fma"
    not_fp32 = [role.value for role in TensorRole if sig.tensor(role).data_type is not DataType.FP32]
    if not_fp32:
        yield (f"tensors {', '.join(not_fp32)} are not fp32 (16-bit layers take the tensor cores, "
               "which the transforms' fp32 values do not feed)")
    t = alg.thread
    if t is None:
        return
    if t.m % 4 or t.n % 4:
        yield f"thread {t.m}x{t.n}: both are multiples of 4 (16-byte shared-memory reads)"
    copied: tuple[TensorRole, ...]
    if inst.direction is Direction.BACKWARD_WEIGHT:
        copied, target = (TensorRole.X, TensorRole.Y), TensorRole.W
        if not (alg.split_k.auto and alg.deterministic):
            yield ("backward_weight splits the tiles into slices sized by the device and sums them in "
                   "order in a second kernel: use split_k auto and deterministic true")
        if alg.vector.of(target) != 1:
            yield f"vector.w is {alg.vector.w}; the second kernel writes dW element by element: use 1"
        threads = threads_of(alg)
        for name, channels in (("block.n", alg.block.n), ("block.m", alg.block.m)):
            pieces = alg.block.k * channels // 4
            if channels % 4 or (threads and threads % pieces):
                yield (f"{threads} threads are not a multiple of block.k x {name} / 4 = {pieces}: each "
                       "thread copies 4-channel pieces of one tile a stage")
    else:
        source, target = staged_tile_roles(inst.direction)
        copied = (source,)
        if 4 % alg.vector.of(target):
            yield f"vector.{target.value} is {alg.vector.of(target)}; the output passes store 4 channels: use 1, 2 or 4"
        if alg.vector.w != 1:
            yield f"vector.w is {alg.vector.w}; the filter transform reads W element by element: use 1"
        if alg.block.k % 4:
            yield f"block.k is {alg.block.k}; a stage's channels are copied 4 at a time: use a multiple of 4"
        threads = threads_of(alg)
        copies = alg.block.m * WINOGRAD_POINTS * (alg.block.k // 4)
        if threads and -(-copies // threads) > 32:
            yield (f"{copies} input copies a stage over {threads} threads is more than 32 a thread "
                   "(their bounds are one 32-bit mask): use fewer tiles or channels a stage, or more threads")
    for role in copied:
        if alg.vector.of(role) != 4:
            yield (f"vector.{role.value} is {alg.vector.of(role)}; its tiles are copied into shared memory "
                   "4 channels (16 bytes) at a time: use 4")
    if alg.stages < 2:
        yield (f"stages {alg.stages}: at least 2 copy buffers (stages - 1 stages in flight while one "
               "is transformed and multiplied)")


@rule(Rule.FEW_CHANNELS_SHAPE)
def _few_channels_shape(inst: Instance):
    alg = inst.algorithm
    if alg.specialization is not Specialization.FEW_CHANNELS:
        return
    if alg.micro_kernel is MicroKernel.MMA_SYNC:
        return   # the staged tile on tensor cores: its shape rules are the micro-kernel's
    t, v = alg.thread, alg.vector
    if inst.direction is Direction.BACKWARD_WEIGHT:
        # the depthwise backward-weight kernel with one group's C = K = thread.n channels
        # per thread: block.k taps x thread.n x thread.n accumulators, runs of thread.m rows
        if v.w != 1:
            yield f"vector.w is {v.w}; a few_channels dW is written element by element: use vector.w 1"
        if not (t.n == v.x == v.y):
            yield (f"thread.n {t.n}, vector.x {v.x} and vector.y {v.y} differ; a backward_weight "
                   "few_channels thread reads its group's C and K channels as one vector each")
        if alg.block.k * t.n * t.n > 256:
            yield (f"block.k*thread.n*thread.n = {alg.block.k * t.n * t.n} accumulators per "
                   "thread; at most 256 (use fewer taps per tile: block.k)")
        if alg.k_lanes != 1:
            yield f"k_lanes is {alg.k_lanes}; backward_weight few_channels has no K split: use 1"
        return
    if t.m != 1:
        yield f"thread.m is {t.m}; a few_channels thread owns one strip of positions: use thread.m 1"
    if v.w != 1:
        yield f"vector.w is {v.w}; few_channels stages W element by element: use vector.w 1"
    if alg.block.k * t.n > 256:
        yield (f"block.k*thread.n = {alg.block.k * t.n} accumulators per thread; at most 256 "
               "(use fewer positions per thread: block.k)")
    if alg.k_lanes < 1 or alg.k_lanes > 32 or alg.k_lanes & (alg.k_lanes - 1):
        yield f"k_lanes is {alg.k_lanes}; use a power of two from 1 to 32"
    elif alg.k_lanes != 1 and inst.direction is Direction.FORWARD:
        yield f"k_lanes is {alg.k_lanes}; the forward few-channel gather has no K split: use 1"
    if alg.block.n > 1024:
        yield (f"block.n {alg.block.n}: W's shared-memory rows of block.n floats must fit "
               "4 rows in 16 KiB (block.n at most 1024)")


@rule(Rule.SPLIT_K_MODE)
def _split_k_mode(inst: Instance):
    alg = inst.algorithm
    if alg.deterministic and alg.split_k.count == 1:
        yield "deterministic: true has nothing to reduce with split_k 1; use a count > 1 or auto"


_OUTPUT_SPLIT_SPECIALIZATIONS = {
    Direction.FORWARD: (Specialization.FILTER1X1_STRIDE1_PAD0, Specialization.FILTER1X1_PAD0, Specialization.DEFAULT),
    Direction.BACKWARD_DATA: (Specialization.FILTER1X1_STRIDE1_PAD0, Specialization.DEFAULT),
}


@rule(Rule.OUTPUT_SPLIT)
def _output_split(inst: Instance):
    alg, direction = inst.algorithm, inst.direction
    if direction is Direction.BACKWARD_WEIGHT or (alg.split_k.count == 1 and not alg.deterministic):
        return
    specializations = _OUTPUT_SPLIT_SPECIALIZATIONS[direction]
    if alg.micro_kernel not in (MicroKernel.FMA, MicroKernel.MMA_SYNC, MicroKernel.WGMMA):
        yield f"split_k in {direction.value} runs on fma, mma_sync or wgmma, not {alg.micro_kernel.value}"
    if alg.specialization not in specializations:
        one_by_one = [s.value for s in specializations if s is not Specialization.DEFAULT]
        yield (f"split_k in {direction.value} is for the 1x1 kernels (" + ", ".join(one_by_one) + ")"
               + (" and the default tiles" if Specialization.DEFAULT in specializations else "")
               + f", not specialization {alg.specialization.value}")
    if alg.tap_channels or alg.input_image:
        yield (f"split_k in {direction.value} walks taps x channel blocks: no tap_channels or "
               "input_image (their k-steps pack taps)")
    if alg.schedule is not TileSchedule.PER_TILE:
        yield f"split_k in {direction.value} takes schedule per_tile (a block is one slice of one tile)"
    if inst.signature.accumulator is not DataType.FP32:
        yield f"split_k in {direction.value} sums fp32 slices: the accumulator is fp32"
    if not alg.deterministic:
        yield (f"split_k in {direction.value} sums its slices in order: set deterministic: true "
               "(there is no atomic mode)")
    if alg.merge_groups != 1 or alg.pad_channels:
        yield (f"split_k in {direction.value} with merge_groups or pad_channels (their workspace "
               "holds the rewritten operands)")


@rule(Rule.CLUSTER_SPLIT)
def _cluster_split(inst: Instance):
    alg = inst.algorithm
    if alg.split_reduction is not SplitReduction.CLUSTER:
        return
    if alg.micro_kernel is not MicroKernel.WGMMA or alg.loads is not OperandLoads.TMA:
        yield ("split_reduction: cluster needs micro_kernel wgmma with loads: tma (the slices' "
               "fp32 tiles meet in the cluster's shared memory; sm_90a)")
    if not alg.deterministic:
        yield "split_reduction: cluster sums the slices in order: set deterministic: true"
    if alg.split_k.count == 1:
        yield "split_reduction: cluster has nothing to reduce with split_k 1; use a count > 1 or auto"
    elif not alg.split_k.auto and alg.split_k.count > MAX_CLUSTER_SPLITS:
        yield (f"split_k {alg.split_k.count}: a cluster holds at most {MAX_CLUSTER_SPLITS} slices "
               "(the portable cluster size); use auto or a count up to 8")
    if alg.schedule is TileSchedule.PERSISTENT:
        yield "split_reduction: cluster with schedule: persistent (a cluster is one tile's slices)"
    if inst.direction is not Direction.BACKWARD_WEIGHT and alg.specialization is not Specialization.DEFAULT:
        yield (f"split_reduction: cluster in {inst.direction.value} is for the default tile (checked on "
               f"the GPU there), not specialization {alg.specialization.value}")


@rule(Rule.MULTICAST)
def _multicast(inst: Instance):
    alg = inst.algorithm
    if alg.multicast == 1:
        return
    if alg.micro_kernel is not MicroKernel.WGMMA or alg.loads is not OperandLoads.TMA:
        yield ("multicast needs micro_kernel wgmma with loads: tma (the shared boxes are TMA copies "
               "multicast into the cluster's blocks; sm_90a)")
    if alg.schedule is TileSchedule.PERSISTENT:
        yield "multicast with schedule: persistent (a cluster's blocks walk one tile row or column together)"
    if alg.split_reduction is SplitReduction.CLUSTER:
        yield "multicast with split_reduction: cluster (both would make the cluster; use workspace)"
    if inst.direction is not Direction.BACKWARD_WEIGHT and alg.split_k.count != 1:
        yield (f"multicast with split_k {alg.split_k.label} in {inst.direction.value} (the cluster is "
               "the column tiles sharing the A box; use split_k 1)")
    if alg.groups_per_block != 1:
        yield f"multicast with groups_per_block {alg.groups_per_block} (merged groups have one row tile; use 1)"


@rule(Rule.POSITION_BOXES)
def _position_boxes(inst: Instance):
    alg = inst.algorithm
    if alg.position_boxes is PositionBoxes.FLAT:
        return
    if (inst.direction is not Direction.BACKWARD_WEIGHT or alg.micro_kernel is not MicroKernel.WGMMA
            or alg.loads is not OperandLoads.TMA):
        yield (f"position_boxes: patches in {inst.direction.value} with micro_kernel "
               f"{alg.micro_kernel.value}, loads: {alg.loads.value} (it is backward_weight's "
               "wgmma with loads: tma)")
    if alg.specialization is not Specialization.DEFAULT:
        yield (f"position_boxes: patches with specialization {alg.specialization.value} (the 1x1 "
               "tiles read X in tiled boxes already; use default)")
    if not _all_channels_last(inst):
        yield ("position_boxes: patches needs channels_last layouts (a group's channels at channel "
               "coordinate g * C of one map over the positions)")
    if alg.multicast != 1:
        yield f"position_boxes: patches with multicast {alg.multicast} (use 1)"
    if alg.groups_per_block != 1:
        yield f"position_boxes: patches with groups_per_block {alg.groups_per_block} (use 1)"
    if alg.schedule is TileSchedule.PERSISTENT:
        yield "position_boxes: patches with schedule: persistent (use per_tile)"


def _micro_kernel_rule(which: Rule):
    """A rule the micro-kernel's descriptor checks (``violations``)."""
    @rule(which)
    def check_rule(inst: Instance):
        for found, detail in descriptor_of(inst.algorithm.micro_kernel).violations(inst):
            if found is which:
                yield detail
    return check_rule


for _which in (Rule.STAGES, Rule.MMA_DATA_TYPE, Rule.WARP_TILE, Rule.WARPGROUP_TILE,
               Rule.WAVE_TILE, Rule.REFERENCE_SHAPE, Rule.MMA_VECTOR):
    _micro_kernel_rule(_which)


@rule(Rule.PERSISTENT_SCHEDULE)
def _persistent_schedule(inst: Instance):
    alg = inst.algorithm
    if alg.schedule is not TileSchedule.PERSISTENT:
        return
    if alg.loads is not OperandLoads.TMA:
        yield (f"schedule: persistent needs loads: tma (loads: {alg.loads.value} has no "
               "producer to run ahead)")
    if inst.direction not in (Direction.FORWARD, Direction.BACKWARD_DATA):
        yield (f"{inst.direction.value} has no persistent tile loop in this version; use "
               "schedule: per_tile")


@rule(Rule.TMA_LOADS)
def _tma_loads(inst: Instance):
    alg = inst.algorithm
    if alg.loads is not OperandLoads.TMA:
        return
    if alg.micro_kernel is not MicroKernel.WGMMA:
        yield (f"loads: tma needs micro_kernel wgmma (a {alg.micro_kernel.value} block copies "
               "its operands with cp.async)")
        return
    if alg.groups_per_block != 1:
        yield f"groups_per_block {alg.groups_per_block}: merged groups have no TMA path"
    if inst.direction in (Direction.FORWARD, Direction.BACKWARD_DATA) and alg.block.m > 256:
        yield f"block.m {alg.block.m} is more than 256 positions (one im2col box per k-step)"
    if inst.direction is Direction.FORWARD and alg.block.n > 256:
        yield f"block.n {alg.block.n} is more than 256 output channels (one W box per k-step)"
    limit = descriptor_of(alg.micro_kernel).MAX_WARPGROUPS
    if threads_of(alg) > limit * 128:
        yield (f"{threads_of(alg) // 128} warpgroups with the producer; at most {limit}")


for _which in ():
    _micro_kernel_rule(_which)


@rule(Rule.VECTOR_DTYPE)
def _vector_dtype(inst: Instance):
    for role in TensorRole:
        width = inst.algorithm.vector.of(role)
        dtype = inst.signature.tensor(role).data_type
        if width & (width - 1):
            yield f"vector width {width} of tensor '{role.value}' is not a power of two"
        elif width * dtype.bytes > 16:
            yield (f"vector width {width} of {dtype.value} tensor '{role.value}' is "
                   f"{width * dtype.bytes} bytes; at most 16")


@rule(Rule.VECTOR_LAYOUT)
def _vector_layout(inst: Instance):
    mapping = gemm_mapping(inst)
    for role in TensorRole:
        width = inst.algorithm.vector.of(role)
        if width == 1:
            continue
        axis = mapping.vector_axis(role)
        layout = inst.signature.tensor(role).layout
        if axis == "G":
            # depthwise: C = K = 1 per group, so G is contiguous iff it is second to last
            if layout.axes[-2] != "G":
                yield (f"tensor '{role.value}' is vectorized along G (depthwise), but G is not "
                       f"next to the channel axis in {layout.value}; use channels_last or "
                       "vector 1")
            continue
        if layout.contiguous_axis != axis:
            yield (f"tensor '{role.value}' is vectorized along {axis}, but the contiguous axis "
                   f"of {layout.value} is {layout.contiguous_axis}")


@rule(Rule.VECTOR_TILE)
def _vector_tile(inst: Instance):
    mapping = gemm_mapping(inst)
    for role in TensorRole:
        width = inst.algorithm.vector.of(role)
        extent_name, extent = mapping.vector_extent(role)
        if width > 1 and extent % width:
            yield (f"vector width {width} of tensor '{role.value}' does not divide "
                   f"{extent_name} = {extent}")


@rule(Rule.OPERAND_VECTORS)
def _operand_vectors(inst: Instance):
    if inst.algorithm.specialization in (Specialization.DEPTHWISE, Specialization.FEW_CHANNELS,
                                         Specialization.WINOGRAD_2X2_3X3):
        return   # the direct gathers and the Winograd transforms map their threads themselves
    if inst.algorithm.tap_channels:
        return   # a thread owns a tile row (rule tap-channels)
    if inst.algorithm.loads is OperandLoads.TMA:
        return   # TMA boxes, not per-thread vectors
    if inst.algorithm.input_image:
        return   # the image's fills map their threads themselves (rule input-image)
    mapping = gemm_mapping(inst)
    for operand, axis in (("a", mapping.a), ("b", mapping.b)):
        tiling = operand_tiling(inst, operand)
        if tiling.one_row_per_thread:
            continue
        role = axis.role.value
        if tiling.k_contiguous:
            yield (f"operand {operand.upper()} ('{role}') has {tiling.vectors_per_row} vectors "
                   f"per row of block.k, which does not divide the {tiling.threads} threads")
        else:
            yield (f"operand {operand.upper()} ('{role}'): {tiling.loads} vectors per thread do "
                   f"not divide the {tiling.vectors_per_row} vectors of a tile row; change "
                   "block.k, the block or the thread count")


@rule(Rule.BLOCKS_PER_SM)
def _blocks_per_sm(inst: Instance):
    alg = inst.algorithm
    blocks = alg.min_blocks_per_sm
    if blocks < 1:
        yield f"min_blocks_per_sm {blocks} is not at least 1"
        return
    if blocks == 1:
        return
    shared = shared_memory_bytes(inst)
    floor = descriptor_of(alg.micro_kernel).register_floor(alg)
    for target in inst.targets:
        info = target.info
        share = min(info.max_registers_per_thread,
                    info.registers_per_sm // (threads_of(alg) * blocks) // 8 * 8)
        if floor is not None and share < floor:
            yield (f"{blocks} blocks of {threads_of(alg)} threads leave {share} registers per "
                   f"thread on {target.value}; the {alg.micro_kernel.value} tile needs at least "
                   f"{floor}")
        if threads_of(alg) * blocks > info.threads_per_sm:
            yield (f"{blocks} blocks of {threads_of(alg)} threads exceed the {info.threads_per_sm} "
                   f"threads of one {target.value} multiprocessor")
        needed = blocks * (shared + info.block_shared_memory_reserve)
        if needed > info.shared_memory_per_sm_bytes:
            yield (f"{blocks} blocks need {needed} bytes of shared memory; one {target.value} "
                   f"multiprocessor has {info.shared_memory_per_sm_bytes}")


@rule(Rule.SHARED_MEMORY)
def _shared_memory(inst: Instance):
    needed = shared_memory_bytes(inst)
    micro = descriptor_of(inst.algorithm.micro_kernel)
    for target in inst.targets:
        limit = micro.shared_memory_limit(target, inst.algorithm)
        if needed > limit:
            yield (f"needs {needed} bytes of shared memory per block; {target.value} "
                   f"allows {limit}")


# A failure of one of these makes later rules meaningless for the instance.
_STRUCTURAL = {Rule.LAYOUT_ROLE, Rule.LAYOUT_SPATIAL_DIM,
               Rule.TILE_KEYS, Rule.MICRO_KERNEL_SPECIALIZATION,
               Rule.OPTION_DIRECTION, Rule.TILE_DIVISIBILITY, Rule.MERGED_GROUPS,
               Rule.WARP_TILE, Rule.WARPGROUP_TILE, Rule.WAVE_TILE, Rule.REFERENCE_SHAPE,
               Rule.TMA_LOADS}
