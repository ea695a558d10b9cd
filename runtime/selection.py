"""``Library.select``'s rule as data: an ordered tuple of criteria, each with an id, what it
puts first, the measurement behind it, and its key (smaller sorts first).  Among the
instances that can run a problem, ``select`` takes the first by the tuple of all keys.

    python -m runtime.selection      # the criteria as the markdown table of docs/reference.md

``explain(a, b, problem)`` names the criterion that orders two instances.  A new criterion
is one entry here (and a row in docs/reference.md, which a test checks).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Callable, Optional

import numpy as np


from .instance import Instance
from .problem import ConvProblem

# (few-channels-first): C per group up to which forward's few-channel kernels and backward-data's
# few-channel staged tile come first
FEW_CHANNELS_FIRST_C = 8


@dataclass(frozen=True)
class Context:
    """What a key may read besides the instance and the problem."""
    fill: float               # tile_fill(inst, problem)
    fills_device: bool        # Library.fills_device(inst, problem)
    modelled_bytes: Optional[float]   # Library.modelled_bytes(inst, problem): None without the model
    splits: int = 1           # forward / backward-data: Library.split_k_used(inst, problem) (1 unless
                              # the instance splits the reduction); backward-weight: 1 (fills-device)
    multiprocessors: int = 0  # of the current device (0: unknown; one-wave reads it)


@dataclass(frozen=True)
class Criterion:
    id: str
    prefers: str              # what it puts first, one line
    evidence: str             # the measurement behind it
    key: Callable[[Instance, ConvProblem, Context], object]


def _output_split(inst: Instance, problem: ConvProblem, c: Context) -> int:
    """0: the run splits, or a 64-row wgmma tile (not built to split) whose unsplit grid is one
    wave holding at least three quarters of the multiprocessors, or one block over a short
    reduction (single_block); 2: a wgmma tile built to split (split_k) that runs unsplit (it has
    no TMA store: the unsplit tiles are faster); 1: the rest."""
    if c.splits > 1:
        return 0
    if inst.micro_kernel != "wgmma" or inst.direction == "backward_weight":
        return 1
    if inst.split_k != 1:
        return 2
    return 0 if fills_one_wave(inst, problem, c.multiprocessors) or single_block(inst, problem) else 1


def _taps(problem: ConvProblem) -> int:
    """The filter's taps, prod(filter)."""
    return int(np.prod(problem.filter))


def channel_extents(inst: Instance, problem: ConvProblem) -> tuple[int, int]:
    """(rows, columns) of one group's GEMM counting only its channel axes (see
    codegen/plan.py); a pixel axis counts as 0, i.e. always filled.  backward-data:
    pixels x C; backward-weight: K x prod(filter)*C (Winograd: K x C); forward: pixels x K.  An instance
    merging m groups (merge_groups) runs groups of m*C and m*K channels."""
    m = inst.merge_groups
    if inst.specialization == "winograd_2x2_3x3" and inst.direction == "backward_weight":
        return problem.K, problem.C      # its GEMMs per transformed point: K x C
    if inst.direction == "backward_data":
        return 0, problem.C * m
    if inst.direction == "backward_weight":
        return problem.K, problem.C * _taps(problem)
    return 0, problem.K * m


def _covered(extent: int, tile: int) -> float:
    """The used fraction of whole tiles of `tile` laid over `extent` (extent > 0)."""
    return extent / (-(-extent // tile) * tile)


def tile_fill(inst: Instance, problem: ConvProblem) -> float:
    """Used fraction of the block tiles along one group's channel extents (rows x
    columns).  A merged-group tile gives each group block.m / groups_per_block rows;
    a depthwise block fills G of its block.n group columns; a few_channels thread fills C
    of its thread.n channel slots."""
    def fill(extent: int, tile: int) -> float:
        return 1.0 if extent == 0 else _covered(extent, tile)

    if inst.specialization == "depthwise":
        return fill(problem.G, inst.block[1])
    if inst.specialization == "few_channels":
        return problem.C / inst.group_channels
    rows, columns = channel_extents(inst, problem)
    return (fill(rows, inst.block[0] // max(inst.groups_per_block, 1))
            * fill(columns, inst.block[1]))


def reduction_fill(inst: Instance, problem: ConvProblem) -> float:
    """Used fraction of the k-steps of a default GEMM tile that walks the reduction tap by
    tap in channel blocks of block.k (forward: C per group, backward-data: K, times
    merge_groups): a 64-deep k-step over a tap's 32 channels is half zeros.  1 where the
    kernel lays the reduction out otherwise (packed taps, an input image, the
    specializations) and for backward-weight.  A padded-channel tile (pad_channels) walks C'
    = roundup(C, P) in the same k-steps: the same fraction of C."""
    if (inst.direction == "backward_weight" or inst.specialization != "default" or inst.tap_channels
            or inst.input_image):
        return 1.0
    return _covered(reduced_channels(inst, problem), inst.block[2])


def reduced_channels(inst: Instance, problem: ConvProblem) -> int:
    """The channels per group a forward / backward-data GEMM reduces over at each tap: C
    forward, K backward-data, times merge_groups."""
    return (problem.C if inst.direction == "forward" else problem.K) * inst.merge_groups


# (channel-tails), on a problem with a channel tail (C or K per group not a multiple of 8): the
# tail-vector tiles where they were measured fastest; then the padded instances padding the
# multiply-adds by less than the first bound; then the unpadded instances but the plain scalar
# GEMMs; then a dense layer's padded ones below the second bound; then the plain scalar GEMMs
# (16-bit: fp32 has no padded tiles); the rest last.
CHANNEL_TAILS_FIRST_PADDING = 2.0
CHANNEL_TAILS_MAX_PADDING = 16.0
TAIL_VECTOR = 8
# A tail-vector tile (Instance.tail_vectors) goes first on a tail of at most this many channels (the
# larger of C and K per group) where it reads 4-element vectors, or where its narrower ones
# were measured faster too (1x1 filters, backward-weight).
TAIL_VECTORS_MAX_CHANNELS = 64
TAIL_VECTORS_MIN_CHANNELS = 16   # the smaller of C and K: below it the few-channel kernels
TAIL_VECTORS_FIRST_WIDTH = 4
PADDED_DTYPES = ("fp16", "bf16")   # the operand types of the shipped padded tiles


def padding_factor(inst: Instance, problem: ConvProblem) -> float:
    """The multiply-adds of the problem a padded-channel instance runs over the problem's own:
    C' K' / (C K) with C' = roundup(C, P), K' = roundup(K, P), P = pad_channels (1 for an
    instance that does not pad, or a problem it leaves as it is)."""
    p = inst.pad_channels
    if not p:
        return 1.0
    return (-(-problem.C // p) * p) * (-(-problem.K // p) * p) / (problem.C * problem.K)


def _padded_stem(inst: Instance, problem: ConvProblem) -> bool:
    """The case padded-channels was measured on: P / 2 < C < P (a filter tap one vector of
    P channels) and K a multiple of P."""
    p = inst.pad_channels
    return bool(p) and p < 2 * problem.C and problem.C < p and problem.K % p == 0


def _plain_scalar(inst: Instance) -> bool:
    """A scalar GEMM of no small-group design, in a dtype the padded tiles run: the fma
    micro-kernel, the default specialization, one group a block, 16-bit operands."""
    return (inst.micro_kernel == "fma" and inst.specialization == "default"
            and inst.groups_per_block == 1 and inst.x_type in PADDED_DTYPES)


def has_channel_tail(problem: ConvProblem) -> bool:
    """C or K per group is not a multiple of TAIL_VECTOR (the 16-byte tiles' vector)."""
    return problem.C % TAIL_VECTOR != 0 or problem.K % TAIL_VECTOR != 0


def _tail_vectors_first(inst: Instance, problem: ConvProblem) -> bool:
    """Whether a tail-vector tile goes before the padded instances on ``problem`` (a tail of
    TAIL_VECTORS_MIN_CHANNELS to TAIL_VECTORS_MAX_CHANNELS channels, the range run 160 measured:
    4-element vectors, or 2-element ones on a 1x1 filter or in backward-weight)."""
    if max(problem.C, problem.K) > TAIL_VECTORS_MAX_CHANNELS or min(problem.C, problem.K) < TAIL_VECTORS_MIN_CHANNELS:
        return False
    return (inst.tail_vectors >= TAIL_VECTORS_FIRST_WIDTH or _taps(problem) == 1
            or inst.direction == "backward_weight")


def _channel_tails(inst: Instance, problem: ConvProblem, ctx: Context) -> tuple:
    """On a problem with a channel tail, (group, order within it): group 0 a tail-vector tile
    where _tail_vectors_first holds (order -1; elsewhere it comes after the other unpadded
    instances of group 1, order 1), and the padded instances padding by less than
    CHANNEL_TAILS_FIRST_PADDING; 1 the unpadded instances but the plain scalar GEMMs (tensor
    cores that run the tail, kernels made for small groups); 2 a dense layer's (G = 1) padded
    instances padding by less than CHANNEL_TAILS_MAX_PADDING; 3 the plain scalar GEMMs; 4 the
    padded ones padding more, or a grouped layer by 2x or more.  Within groups 0 and 2 a padded
    instance whose k-steps are less than half real channels (reduction_fill: HRNet's 18 channels
    fill 56% of a 32-deep k-step, 28% of a 64-deep one) after one filling them more, up to half.
    (1, 0) without a tail (criterion tensor-cores puts the tail-vector tiles after the other
    tensor-core tiles there)."""
    if not has_channel_tail(problem):
        return (1, 0.0)
    if inst.tail_vectors:
        return (0, -1.0) if _tail_vectors_first(inst, problem) else (1, 1.0)
    if not inst.pad_channels:
        return (3 if _plain_scalar(inst) else 1, 0.0)
    factor = padding_factor(inst, problem)
    fill = -min(reduction_fill(inst, problem), 0.5)
    if factor < CHANNEL_TAILS_FIRST_PADDING:
        return (0, fill)
    return (2, fill) if problem.G == 1 and factor < CHANNEL_TAILS_MAX_PADDING else (4, 0.0)


def _tensor_cores(inst: Instance, problem: ConvProblem, ctx: Context) -> int:
    """0 a tensor-core instance, 1 a tail-vector tile on a problem without a channel tail (the
    16-byte tiles run it), 2 the fma micro-kernel."""
    if inst.micro_kernel == "fma":
        return 2
    return 1 if inst.tail_vectors and not has_channel_tail(problem) else 0


def _work_fill(inst: Instance, problem: ConvProblem, ctx: Context) -> bool:
    """True (later) for a tensor-core tile of less than half useful multiply-adds on a
    filter of several taps: channel columns (ctx.fill) times the reduction's k-steps."""
    if inst.micro_kernel == "fma" or _taps(problem) == 1 or inst.direction == "backward_weight":
        return False
    return ctx.fill * reduction_fill(inst, problem) < 0.5


# Forward 1x1 layers the exact-width tiles were measured on: at most this many input channels
# per group (a tile's one or two k-steps) and at least this many output channels.
EXACT_WIDTH_MAX_C = 24
EXACT_WIDTH_MIN_K = 96


def _exact_width(inst: Instance, problem: ConvProblem, ctx: Context) -> bool:
    """False (first) for an mma_sync 1x1 tile exactly K wide on a forward 1x1 stride-1 layer
    of at most EXACT_WIDTH_MAX_C input and at least EXACT_WIDTH_MIN_K output channels."""
    return not (inst.direction == "forward" and inst.micro_kernel == "mma_sync"
                and inst.specialization == "filter1x1_stride1_pad0" and _taps(problem) == 1
                and problem.C <= EXACT_WIDTH_MAX_C and problem.K >= EXACT_WIDTH_MIN_K
                and inst.block[1] == problem.K)


def quarters(fill: float) -> int:
    """A tile_fill rounded down to quarters: 0..4."""
    return int(fill * 4 + 1e-9)


def window_covers(inst: Instance, problem: ConvProblem) -> bool:
    """A staged-tile instance (tile_rows) compiled with a register window for the
    problem's innermost filter width and stride (backward-data: for its widest stride
    phase, ceil(filter / stride) taps at stride 1; dilation 1 there): the generator lists
    the pairs in the instance's description (``register_windows``)."""
    stride = problem.stride[-1]
    if inst.direction == "backward_data":
        width, stride = -(-problem.filter[-1] // stride), 1
    else:
        width = problem.filter[-1]
    return problem.dilation[-1] == 1 and (width, stride) in inst.register_windows


def _few_channels_first(inst: Instance, problem: ConvProblem, ctx: Context) -> bool:
    several_taps = _taps(problem) > 1
    wide_rows = problem.output[-1] > MERGED_NARROW_ROWS      # the staged tile's rows of positions
    narrow_window = several_taps and not wide_rows    # a staged tile mostly past the output's edge
    return not (problem.C <= FEW_CHANNELS_FIRST_C
                and ((inst.direction == "forward"
                      and (inst.tap_channels > 0
                           or (inst.specialization == "few_channels" and not narrow_window)))
                     or (inst.direction == "backward_data" and inst.specialization == "few_channels"
                         and inst.staged_tile and several_taps and wide_rows)))


def _staged_weight_rows(inst: Instance) -> bool:
    """Depthwise backward-weight runs over staged rows (tile_rows)."""
    return inst.direction == "backward_weight" and inst.specialization == "depthwise" and inst.staged_tile


def _tap_tiles(inst: Instance, problem: ConvProblem) -> tuple[int, int]:
    """(tap tiles, taps per tile) of a backward-weight run instance on problem: whole rows
    of the filter's innermost width per tile of block.k taps."""
    width = problem.filter[-1]
    tile_taps = max(inst.block[2] // width * width, 1)
    return -(-_taps(problem) // tile_taps), tile_taps


def _staged_window(inst: Instance, problem: ConvProblem, ctx: Context) -> int:
    """0: a staged input tile, or 16-bit staged rows (tile_rows) whose one tap tile holds the
    whole filter; 1: a backward-weight run dividing the innermost output extent, or staged rows
    of one tap tile over wider elements (fp32); 2: otherwise (staged rows re-staging per tap
    tile among them)."""
    several_taps = _taps(problem) > 1
    if _staged_weight_rows(inst):
        if _tap_tiles(inst, problem)[0] > 1:
            return 2
        return 1 if inst.dtype_of("x").itemsize > 2 else 0     # fp32: twice the staged bytes a channel
    if inst.staged_tile and (inst.specialization == "depthwise" or several_taps):
        return 0
    run = (inst.direction == "backward_weight" and inst.specialization in ("depthwise", "few_channels")
           and inst.thread is not None and inst.thread[0] > 1 and problem.output[-1] % inst.thread[0] == 0)
    return 1 if run else 2


def staged_fill(inst: Instance, problem: ConvProblem) -> float:
    """The used fraction of a few-channel staged tile (tile_rows) over what it writes: rows
    (tile_rows), columns (block.m / tile_rows strips of block.k positions) and groups
    (block.n / group_channels per block), each extent over its whole tiles -- forward the
    output, backward-data (the tensor-core tiles) dX by stride phase (input / stride
    positions per axis); 1.0 for any other instance."""
    if not (inst.specialization == "few_channels" and inst.tile_rows > 0
            and (inst.direction == "forward" or (inst.direction == "backward_data" and staged_mma(inst)))):
        return 1.0
    if inst.direction == "forward":
        extent = problem.output
    else:
        extent = tuple(-(-size // stride) for size, stride in zip(problem.input, problem.stride))
    rows = extent[-2] if len(extent) > 1 else 1
    columns = (inst.block[0] // inst.tile_rows) * inst.block[2]
    groups = inst.block[1] // inst.group_channels
    return (_covered(rows, inst.tile_rows if len(extent) > 1 else 1)
            * _covered(extent[-1], columns) * _covered(problem.G, groups))


# The output rows up to which staged-rows puts tap teams first: where they were measured
# faster (5x5 on 7-28 output rows, run 94); on 56x56 outputs 3x3 tap teams ran 6-8% slower and
# 5x5 ones were not measured, so there the runs' fill decides as before.
TAP_TEAM_MAX_OUTPUT_ROWS = 28


def _staged_rows(inst: Instance, problem: ConvProblem, ctx: Context) -> tuple:
    """Depthwise backward-weight runs over staged rows (tile_rows): (tap tiles, taps of the
    tiles past the filter, no tap teams, -fill of the teams' runs), so the fewest re-stagings
    of the rows, then the tap tile fitting the filter, then teams splitting it by filter row
    (thread.k: more, lighter threads and blocks) on outputs of at most TAP_TEAM_MAX_OUTPUT_ROWS
    rows, then the tile whose runs fill its teams and rows best (columns past OW, idle teams
    in a tile's last round of runs, rows past OH)."""
    if not _staged_weight_rows(inst):
        return (0, 0, 0, 0.0)
    taps = _taps(problem)
    tiles, tile_taps = _tap_tiles(inst, problem)
    run = inst.thread[0]
    teams = inst.block[0] // run // inst.tap_teams   # the teams of one tap share (thread.k) take the runs
    oh, ow = problem.output[-2], problem.output[-1]
    runs = min(inst.tile_rows, oh) * -(-ow // run)
    fill = _covered(ow, run) * _covered(runs, teams) * _covered(oh, inst.tile_rows)
    first = inst.tap_teams > 1 and oh <= TAP_TEAM_MAX_OUTPUT_ROWS
    return (tiles, tiles * tile_taps - taps, 0 if first else 1, -round(fill, 3))


# Output rows this narrow leave the few-channel staged tile (28 columns) at most ~half filled:
# there an instance merging groups of <= 8 channels goes first (criterion merged-groups), and
# backward-data's staged tile does not come first (criterion few-channels-first).
MERGED_NARROW_ROWS = 16
# Groups of more than this many channels: an instance merging them goes first whatever the rows
# (the few-channel staged tile is compiled for groups of at most 8 channels), and a
# backward-weight wgmma tile goes ahead of the merged GEMM tiles (run 112: 1.33-1.91x on the
# group-width-16 / -32 rows, at K = 8 not).
NARROW_GROUP_CHANNELS = 8

# The few-channel staged tile on tensor cores (micro_kernel mma_sync, C = K = 8) runs first where
# it was measured faster than the fma tiles and the merged ones: stride 1 (forward and
# backward-data), forward at stride 2 on outputs at least this many positions wide (14: 16.0
# against merged2's 17.4 us; 7: 13.6-13.9 against mma128x16's 12.1-12.3; H200, run 101) ...
STAGED_MMA_MIN_STRIDED_COLUMNS = 14
# ... and backward-data at stride 2 where the tile's staged_fill (rows, columns and groups of dX
# by stride phase) is at least this.  H200, bf16, W in 16-byte vectors (run 107,
# bench/results/2026-11-29-h200-exp-few-tile-mma-stores-bwd_data.json.xz): ResNeXt-50 G=32 s2 56x56
# (fill 1.0) mma_r4 0.201 ms against few_tile_c8's 0.262 at N = 128, 0.067 against merged2's
# 0.072 at N = 32; RegNetY-400MF at N = 32, G=13 s2 56x56 (fill 0.81) few_tile_c8 0.050 against
# 0.052-0.053, G=6 s2 112x112 (0.75) 0.059 against 0.071, G=26 s2 28x28 (0.71) merged2 0.021
# against 0.029.
STAGED_MMA_MIN_STRIDED_FILL = 0.9


def staged_mma(inst: Instance) -> bool:
    """A few-channel staged tile on tensor cores (kernels/staged_tile_mma.mako)."""
    return inst.staged_tile and inst.specialization == "few_channels" and inst.micro_kernel == "mma_sync"


def _staged_mma(inst: Instance, problem: ConvProblem, ctx: Context) -> int:
    if not staged_mma(inst):
        return 1
    if _taps(problem) == 1:
        return 2
    if all(s == 1 for s in problem.stride):
        return 0
    if inst.direction == "forward":
        return 0 if problem.output[-1] >= STAGED_MMA_MIN_STRIDED_COLUMNS else 2
    return 0 if staged_fill(inst, problem) >= STAGED_MMA_MIN_STRIDED_FILL else 2


# Merging pays only where the problem has parallelism to spare: at least this many output
# tiles of MERGED_REFERENCE_ROWS positions x one group per multiprocessor (unmerged; a merged
# tile runs merge_groups groups' work in one block).  H200 (132 multiprocessors), group width
# 16 at N = 32 (bench/results/2026-11-29-h200-exp-group-width16-*.json.xz): RegNetX-400MF G=24 3x3
# 7x7 (312 such tiles) merged4_wgmma_tma256x64 15.5 us and merged4_mma128x64 18.0 against
# mma128x16's 8.6 (backward-data 15.6 / 18.1 against 9.6); G=4 28x28 (784) merged4 14.8 against
# 16.7 (backward-data 15.5 against 19.5); ResNeXt-50 G=32 14x14 (1568) 23.5 against 23.0.
MERGED_MIN_TILES_PER_MULTIPROCESSOR = 4
MERGED_REFERENCE_ROWS = 128


def merging_pays(inst: Instance, problem: ConvProblem, multiprocessors: int) -> bool:
    """Whether the problem's output positions (forward: Y's, backward-data: dX's) in tiles of
    MERGED_REFERENCE_ROWS, times its groups, number at least MERGED_MIN_TILES_PER_MULTIPROCESSOR
    per multiprocessor (True where the count is unknown)."""
    if multiprocessors <= 0:
        return True
    tiles = -(-output_positions(inst, problem) // MERGED_REFERENCE_ROWS) * problem.G
    return tiles >= MERGED_MIN_TILES_PER_MULTIPROCESSOR * multiprocessors


def merged_columns_fit(inst: Instance, problem: ConvProblem) -> bool:
    """A merged instance's merged output channels (merge_groups x K forward, x C backward-data)
    within its block's columns: wider, the block-diagonal filter's off-diagonal zeros enter the
    reduction of every column tile."""
    return channel_extents(inst, problem)[1] <= inst.block[1]


def _merged_groups(inst: Instance, problem: ConvProblem, ctx: Context) -> int:
    if _taps(problem) == 1:      # grouped 1x1 layers: not measured, no preference
        return 0
    if inst.direction == "backward_weight":   # merged GEMM tiles (groups_per_block), not the images
        merged = inst.groups_per_block > 1 and inst.specialization == "default" and not inst.input_image
        return 1 if merged and wide_group_weight(inst, problem) else 0
    if inst.merge_groups > 1 and not (merged_columns_fit(inst, problem)
                                      and merging_pays(inst, problem, ctx.multiprocessors)):
        return 1
    wide_groups = max(problem.C, problem.K) > NARROW_GROUP_CHANNELS
    return -inst.merge_groups if wide_groups or problem.output[-1] <= MERGED_NARROW_ROWS else 0


# merged-rows: forward merged wgmma tiles take MERGED_SHORT_ROWS rows where the problem's
# MERGED_WIDE_TILE tiles run in at most MERGED_SHORT_WAVES waves, MERGED_WIDE_TILE's rows beyond (run 120)
MERGED_WIDE_TILE = (256, 64)
MERGED_SHORT_ROWS = 128
MERGED_SHORT_WAVES = 2


def merged_short_rows(inst: Instance, problem: ConvProblem, multiprocessors: int) -> bool:
    """A forward problem a merged instance runs whose MERGED_WIDE_TILE tiles (merged channels,
    merged groups) number at most MERGED_SHORT_WAVES waves: the shorter tile's twice as many
    blocks fill the device with less tail (False where the count is unknown)."""
    if inst.direction != "forward" or inst.merge_groups <= 1 or multiprocessors <= 0:
        return False
    return output_tiles(inst, problem, *MERGED_WIDE_TILE) <= MERGED_SHORT_WAVES * multiprocessors


def _merged_rows(inst: Instance, problem: ConvProblem, ctx: Context) -> int:
    """Forward merged wgmma tiles: 0 for MERGED_SHORT_ROWS rows on a merged_short_rows problem and
    MERGED_WIDE_TILE's rows elsewhere, 1 for the other; 0 for every other instance."""
    if inst.micro_kernel != "wgmma" or inst.direction != "forward" or inst.merge_groups <= 1 \
            or ctx.multiprocessors <= 0:
        return 0
    rows = MERGED_SHORT_ROWS if merged_short_rows(inst, problem, ctx.multiprocessors) else MERGED_WIDE_TILE[0]
    return 0 if inst.block[0] == rows else 1


# one-wave: the output tiles of a reference tile, block.m x block.n, against the multiprocessors
ONE_WAVE_TILE = (128, 64)


def output_positions(inst: Instance, problem: ConvProblem) -> int:
    """The positions per group an instance walks: forward Y's, backward-data all stride phases
    of dX's, backward-weight the reduction's N x output positions."""
    return problem.N * int(np.prod(problem.input if inst.direction == "backward_data" else problem.output))


def output_tiles(inst: Instance, problem: ConvProblem, rows: int, columns: int) -> int:
    """Tiles of rows x columns over a forward / backward-data output: output positions over rows
    times channels over columns, per group."""
    _, channels = channel_extents(inst, problem)
    return -(-output_positions(inst, problem) // rows) * -(-channels // columns) * (problem.G // inst.merge_groups)


def one_wave_output(inst: Instance, problem: ConvProblem, multiprocessors: int) -> bool:
    """Forward and backward-data: the output (positions x channels per group) is at most one
    wave of ONE_WAVE_TILE tiles, i.e. each multiprocessor holds at most one such tile and runs
    its whole reduction alone (False where the multiprocessor count is unknown)."""
    if inst.direction == "backward_weight" or multiprocessors <= 0:
        return False
    return output_tiles(inst, problem, *ONE_WAVE_TILE) <= multiprocessors


def grid_blocks(inst: Instance, problem: ConvProblem) -> int:
    """Blocks of a forward / backward-data instance's unsplit grid: its block.m x block.n tiles."""
    return output_tiles(inst, problem, inst.block[0], inst.block[1])


def fills_one_wave(inst: Instance, problem: ConvProblem, multiprocessors: int) -> bool:
    """A 64-row wgmma tile (forward, backward-data) whose unsplit grid is at most one block per
    multiprocessor and at least three quarters of them (False where the count is unknown)."""
    if inst.block[0] != 64 or inst.direction == "backward_weight" or multiprocessors <= 0:
        return False
    return 3 * multiprocessors <= 4 * grid_blocks(inst, problem) <= 4 * multiprocessors


# output-split: a 64-row wgmma tile whose unsplit grid is one block ranks with the split runs up
# to this reduction depth (the deepest measured: EfficientNet-B0's squeeze-excitation layers, run 116)
SINGLE_BLOCK_MAX_REDUCTION = 1152


def single_block(inst: Instance, problem: ConvProblem) -> bool:
    """A 64-row wgmma tile (forward, backward-data) whose unsplit grid is one block reducing over
    at most SINGLE_BLOCK_MAX_REDUCTION (taps x channels)."""
    if inst.micro_kernel != "wgmma" or inst.block[0] != 64 or inst.direction == "backward_weight":
        return False
    return grid_blocks(inst, problem) == 1 and \
        _taps(problem) * reduced_channels(inst, problem) <= SINGLE_BLOCK_MAX_REDUCTION


def _grid_fill(inst: Instance, problem: ConvProblem, ctx: Context) -> int:
    """0: a wgmma tile whose grid has at least half as many blocks as multiprocessors, or any
    other instance; 1: a wgmma tile whose grid leaves more than half of them idle (forward and
    backward-data with several taps; no effect where the count is unknown)."""
    if (inst.micro_kernel != "wgmma" or inst.direction == "backward_weight" or ctx.multiprocessors <= 0
            or _taps(problem) == 1):
        return 0
    return 0 if 2 * grid_blocks(inst, problem) >= ctx.multiprocessors else 1


def _one_wave(inst: Instance, problem: ConvProblem, ctx: Context) -> int:
    """0: a 64-row wgmma tile on a one-wave output; 2: one elsewhere (it loses there, and a
    1x1-specialized one would otherwise come first by `specialized`); 1: the rest."""
    if not (inst.micro_kernel == "wgmma" and inst.block[0] == 64 and inst.direction != "backward_weight"):
        return 1
    return 0 if one_wave_output(inst, problem, ctx.multiprocessors) else 2


# wave-tail: the reduction depth (reduced_channels) from which a 1x1 layer whose tiles of
# WAVE_TAIL_REFERENCE_TILE run in one full and one partial wave takes the one-wave WAVE_TAIL_TILE (run 116)
WAVE_TAIL_MIN_REDUCTION = 512
WAVE_TAIL_REFERENCE_TILE = (128, 128)
WAVE_TAIL_TILE = (256, 128)


def wave_tail(inst: Instance, problem: ConvProblem, multiprocessors: int) -> bool:
    """Forward or backward-data of a 1x1 stride-1 layer reducing over at least
    WAVE_TAIL_MIN_REDUCTION channels per group whose WAVE_TAIL_REFERENCE_TILE tiles number more
    than one wave and at most two (the second wave partial: a multiprocessor runs one or two
    whole reductions)."""
    if inst.direction == "backward_weight" or multiprocessors <= 0 or _taps(problem) != 1 \
            or any(s != 1 for s in problem.stride) or reduced_channels(inst, problem) < WAVE_TAIL_MIN_REDUCTION:
        return False
    return multiprocessors < output_tiles(inst, problem, *WAVE_TAIL_REFERENCE_TILE) <= 2 * multiprocessors


def _wave_tail(inst: Instance, problem: ConvProblem, ctx: Context) -> int:
    """0: a WAVE_TAIL_TILE wgmma tile whose grid is one wave on a wave_tail layer, or any
    instance elsewhere; 1: the other instances on such a layer."""
    if not wave_tail(inst, problem, ctx.multiprocessors):
        return 0
    one_wave = grid_blocks(inst, problem) <= ctx.multiprocessors
    return 0 if (inst.micro_kernel == "wgmma" and tuple(inst.block[:2]) == WAVE_TAIL_TILE and one_wave) else 1


# (persistent) a padded-channel tile (pad_channels) at a stride above 1 takes the persistent
# loop first where the output holds at least this many 128x128 tiles per multiprocessor
PADDED_PERSISTENT_MIN_TILES_PER_MULTIPROCESSOR = 0.5


def _persistent(inst: Instance, problem: ConvProblem, ctx: Context) -> bool:
    persistent_first = (inst.direction == "backward_data" or all(s == 1 for s in problem.stride)
                        or (inst.pad_channels and ctx.multiprocessors > 0
                            and output_tiles(inst, problem, 128, 128)
                            >= PADDED_PERSISTENT_MIN_TILES_PER_MULTIPROCESSOR * ctx.multiprocessors))
    return (inst.schedule != "persistent") == bool(persistent_first)


def _ranked_by_model(inst: Instance, ctx: Context) -> bool:
    """A wgmma tile carrying the split cost model's time: the tiles modelled-time orders
    (the model's units are the micro-kernel's own rates, measured on wgmma only)."""
    return inst.micro_kernel == "wgmma" and ctx.modelled_bytes is not None


def _fill_quarters(inst: Instance, problem: ConvProblem, ctx: Context) -> int:
    # A wgmma tile at least half filled already comes before every other micro-kernel
    # (wgmma-filled); among those, the split cost model prices the idle part (modelled-time).
    if _ranked_by_model(inst, ctx) and ctx.fill >= 0.5:
        return -4
    return -quarters(ctx.fill)


def _modelled_time(inst: Instance, problem: ConvProblem, ctx: Context) -> float:
    # Other instances and wgmma tiles without the model count 0.
    if not _ranked_by_model(inst, ctx):
        return 0.0
    return float(f"{ctx.modelled_bytes:.4g}")     # equal splits may differ in the last bits


SHORT_REDUCTION = 64

# The Winograd tiles are taken where both channel counts per group reach this: the range
# measured (ResNet-50's 3x3 layers, C = K = 64-512; the group widths 8, 16 and 32 of ResNeXt-50
# and RegNetY-400MF, session 21); below it the direct tiles keep the rows they were chosen on.
WINOGRAD_MIN_CHANNELS = 8


def _outside_winograd_range(inst: Instance, problem: ConvProblem) -> bool:
    return inst.specialization == "winograd_2x2_3x3" and min(problem.C, problem.K) < WINOGRAD_MIN_CHANNELS


def _winograd_rank(inst: Instance, problem: ConvProblem) -> int:
    """0: a Winograd tile in its measured channel range; 1: any other instance; 2: a Winograd
    tile below the range."""
    if inst.specialization != "winograd_2x2_3x3":
        return 1
    return 2 if _outside_winograd_range(inst, problem) else 0


def _specialized(inst: Instance, problem: ConvProblem, ctx: Context) -> bool:
    # a Winograd tile outside its measured range ranks with the default tiles here, and
    # criterion winograd-range puts it after them
    return inst.specialization == "default" or _outside_winograd_range(inst, problem)


def _short_reduction(inst: Instance, problem: ConvProblem, ctx: Context) -> bool:
    # the stem's tiles (scalar X, wide dY): their per-block set-up is the whole run on a short reduction
    return (inst.direction == "backward_weight" and output_positions(inst, problem) <= SHORT_REDUCTION
            and inst.vector["x"] == 1 and inst.vector["y"] > 1)


def wide_group_weight(inst: Instance, problem: ConvProblem) -> bool:
    """Backward-weight of more than NARROW_GROUP_CHANNELS output channels per group: where the
    wgmma GEMM tiles go ahead of the merged GEMM tiles (merged-groups), of the image tiles of few
    tiles (input-image) and of the mma_sync tiles whatever their fill (wgmma-filled) -- H200,
    run 112: on all 17 group-width-16 / -32 rows the best wgmma tile 1.33-1.91x faster than the
    best mma_sync one, at K = 8 not."""
    return inst.direction == "backward_weight" and problem.K > NARROW_GROUP_CHANNELS


def _wgmma_filled(inst: Instance, problem: ConvProblem, ctx: Context) -> bool:
    """False (first) for a wgmma tile the problem fills at least half, or any wgmma tile where
    wide_group_weight holds."""
    return not (inst.micro_kernel == "wgmma" and (ctx.fill >= 0.5 or wide_group_weight(inst, problem)))


# Criterion input-image's first key: an image instance it takes first, any other instance, an
# image instance it puts after every other one.
IMAGE_FIRST, NOT_AN_IMAGE, IMAGE_LAST = 0, 1, 2


def _input_image(inst: Instance, problem: ConvProblem, ctx: Context) -> tuple:
    """(IMAGE_FIRST / NOT_AN_IMAGE / IMAGE_LAST, columns under 3/4 filled, one group per block,
    KiB of shared memory); backward-weight: a 1x1 filter has no tap whose rows the image
    would share, so an image instance there is NOT_AN_IMAGE."""
    weight = inst.direction == "backward_weight"
    if inst.input_image == 0 or (weight and _taps(problem) == 1):
        return (NOT_AN_IMAGE, False, False, 0)
    few_tiles = (wide_group_weight(inst, problem) and ctx.multiprocessors > 0
                 and weight_image_tiles(inst, problem) < WEIGHT_IMAGE_MIN_TILES_PER_MULTIPROCESSOR * ctx.multiprocessors)
    narrow = weight and _covered(problem.C * _taps(problem), inst.block[1]) < WEIGHT_IMAGE_MIN_COLUMN_FILL
    return (IMAGE_LAST if few_tiles else IMAGE_FIRST, narrow, weight and inst.groups_per_block == 1,
            inst.input_image)


# Backward-weight's image instances whose columns (prod(filter) * C) fill less of block.n than
# this go after the others: the 144-column tiles of group width 16 on C = 8 (72 columns), where
# the 80-column ones run the same problem (image2 / image2_wide / image1*).
WEIGHT_IMAGE_MIN_COLUMN_FILL = 0.75

# Backward-weight's image instances at group widths above 8 (K > 8) go after every other
# instance where they have fewer unsplit tiles (weight_image_tiles) than this per
# multiprocessor: there the one-warpgroup wgmma tile wins.  H200, bf16, run 112
# (bench/results/2026-11-29-h200-shipped-weight-row-cursor.json.xz): RegNetX-400MF at N = 32,
# image2_c16's tiles 784 / 490 / 300 (6 / 3.7 / 2.3 per multiprocessor), G=4 s2 56x56 27.6 us
# against wgmma64x64's 21.4, G=10 s2 28x28 21.9 / 17.7, 14x14 19.1 / 17.5, G=24 7x7 18.6 / 15.9,
# G=4 28x28 20.5 / 20.8 (a tie); ResNeXt-50 G=32 with 1568 or more (12 per multiprocessor): s2
# 28x28 N=32 30.6 against 32.1, 14x14 N=32 24.0 against image4's (392 tiles) 27.3 and 30.2.
WEIGHT_IMAGE_MIN_TILES_PER_MULTIPROCESSOR = 8


def weight_image_tiles(inst: Instance, problem: ConvProblem) -> int:
    """A backward-weight input-image instance's unsplit tiles: block.k positions of the N x
    output reduction times the group sets of groups_per_block."""
    return -(-output_positions(inst, problem) // inst.block[2]) * (problem.G // max(inst.groups_per_block, 1))


CRITERIA: tuple[Criterion, ...] = (
    Criterion("tap-window",
              "forward and backward-weight of C <= 4 channels at stride 2 along W: a tap-window "
              "instance (specialization tap_window: X's pixels staged in 16-byte pairs, every filter "
              "tap's im2col columns read by wgmma as a sliding window of one halo) -- it runs only there",
              "the ResNet-50 stem's backward-weight at N = 128: 0.145 ms in fp16 and bf16 against "
              "mma_pad4's 0.465 (H100, 2026-11-25) and cuDNN's 0.295 / 0.576; at N = 32 0.050 against "
              "0.156; R3D-18's video stem 0.118 against mma_c1's 0.496 and cuDNN's 0.448 (H200, "
              "bench/results/2026-11-28-h200-tap-window-{shipped,3d}.json.xz); its forward at N = 128 "
              "0.115-0.117 ms against cuDNN's 0.288 (fp16) / 0.891 (bf16) and image256's 0.311-0.312, "
              "which the criterion input-image, then first, would have chosen (H200, "
              "bench/results/2026-11-28-h200-tap-window-forward-{shipped,final}.json.xz)",
              lambda i, p, c: i.specialization != "tap_window"),
    Criterion("input-image",
              "an instance staging its operands as an input image (input_image; forward: the input "
              "rows and the filter once per resident block, C <= tap_channels; backward-weight: each "
              "tile's dY and X rows, all prod(filter) * C columns in one block; a filter of several taps, "
              "columns filled to 3/4 (prod(filter) * C over block.n) before fewer, several groups per "
              "block before one) -- it runs only there; among those, the one of the least shared memory "
              "(more blocks per multiprocessor).  Backward-weight at K > 8 per group: an image instance "
              f"of fewer than {WEIGHT_IMAGE_MIN_TILES_PER_MULTIPROCESSOR} unsplit tiles (block.k "
              "positions x group sets) per multiprocessor after every other instance",
              "the ResNet-50 stem forward, N = 128: image256 0.358 / 0.355 ms (fp16 / bf16) against "
              "the padded tile's 0.469 / 0.466 with its copy (H100, "
              "bench/results/2026-11-24-h100-exp-stem-image-round4.json.xz); backward-weight, ResNeXt-50 "
              "G=32 C=K=16 14x14: image4 0.043-0.044 ms against mma_merged4's 0.107, RegNetY-400MF "
              "C=K=8: image2 0.031-0.033 against mma_merged2's 0.057 (H100, "
              "bench/results/2026-11-24-h100-exp-group-width-image-round2.json.xz); ResNeXt C=K=8 "
              "28x28: image2 (48 KiB) 0.084 against image4 (108 KiB) 0.089-0.091 (H100, "
              "...-image-weight-final-bwd_weight.json.xz, ...-exp-group-width-image-round2.json.xz); one group "
              "per block (image1, any G): RegNetY G=13 C=K=8 28x28 at N = 32 0.024 ms against mma64x128's "
              "0.043, G=6 s2 112x112 0.054 against 0.066; where image2 runs it wins (ResNeXt C=K=8 28x28 "
              "N = 128 0.085 against image1's 0.127); on 1x1 filters image1 lost to the 1x1 tiles by "
              "1.2-1.3x (EfficientNet-B0 112x112 C=32 K=16 0.049 against 0.037) (H100, "
              "bench/results/2026-11-25-h100-image1-selection.json.xz); group width 16 (H200, run 108, "
              "bench/results/2026-11-29-h200-exp-weight-image-s2.json.xz, bf16): image2_c16 (64-position "
              "tiles of two groups) where image4 cannot stage a stride-2 tile, ResNeXt-50 s2 28x28 N=128 / "
              "N=32 0.079 / 0.031 ms against wgmma64x64's 0.098 / 0.033 (merged4 0.116 / 0.045); image4 "
              "(108 KiB) first where both run: ResNeXt 14x14 N=128 0.040 against 0.051.  With the "
              "mixed-radix row cursor (run 112, ...-2026-11-29-h200-shipped-weight-row-cursor.json.xz) "
              "wgmma64x64 beats the image tiles of few tiles per multiprocessor: RegNetX-400MF N=32 G=4 "
              "s2 56x56 (image2_c16: 6 a multiprocessor) 21.4 us against 27.6, G=10 s2 28x28 (3.7) 17.7 "
              "against 21.9, G=24 7x7 (2.3) 15.9 against 18.6; ResNeXt G=32 N=32 (12) image2_c16 24.0 "
              "/ 30.6 against 30.2 / 32.1 (14x14 / s2 28x28), image4 there (3) 27.3",
              _input_image),
    Criterion("padded-channels",
              "an instance padding P / 2 < C < P channels to P = pad_channels with K a multiple of P "
              "(the stem's C = 3 padded to 4: a filter tap one vector); other channel tails: criterion "
              "channel-tails",
              "the ResNet-50 stem, forward / backward-weight: the padded tiles 0.360 / 0.374 ms "
              "before the pad's copy against mma_taps4's 0.540 and mma_c1's 0.573 on C = 3 (H100, "
              "bench/results/2026-11-24-h100-exp-stem-c4-*.json.xz, ...-exp-stem-tiles-round2.json.xz)",
              lambda i, p, c: not _padded_stem(i, p)),
    Criterion("staged-mma",
              "C = K = 8 per group and a filter of several taps: the few-channel staged tile on tensor "
              "cores (mma_sync) at stride 1, forward at stride 2 on outputs at least "
              f"{STAGED_MMA_MIN_STRIDED_COLUMNS} positions wide, backward-data at stride 2 where the "
              f"tile's staged fill (criterion staged-fill) is at least {STAGED_MMA_MIN_STRIDED_FILL}; "
              "elsewhere after the others",
              "group width 8, bf16 / fp16 (H200, bench/results/2026-11-28-h200-exp-few-tile-mma-*.json.xz): "
              "ResNeXt-50 G=32 3x3 28x28 N=128 forward 78.5 us against few_tile_c8_r4's 128-140 (cuDNN "
              "96-103), backward-data 91-92 against few_tile_c8's 147-148; its s2 56x56 forward 128.5 "
              "against 176-185; RegNetY-400MF G=26 14x14 N=32 forward 12.0-12.3 / backward-data 13.7 "
              "against merged2's 16.5-16.9 / 16.9; forward on a 7-wide strided output mma128x16 (G=55 "
              "s2 14x14 12.1-12.3 against 13.6-13.9).  Backward-data at stride 2 with W in 16-byte "
              "vectors (...-2026-11-29-h200-exp-few-tile-mma-stores-bwd_data.json.xz, bf16): ResNeXt-50 s2 "
              "56x56 (fill 1.0) 201 us against few_tile_c8's 262 at N = 128, 67 against merged2's 72 at "
              "N = 32; below the fill the fma tile and merged2 win (RegNetY-400MF G=13 s2 56x56, fill "
              "0.81: 50 against 52-53; G=6 s2 112x112, 0.75: 59 against 71; G=26 s2 28x28, 0.71: 21 "
              "against 29)",
              _staged_mma),
    Criterion("merged-groups",
              "for filters of several taps, the instance merging the most groups (merge_groups: groups "
              f"of 8 to 16 channels whose count m divides) -- for 8 channels only on output rows of at most "
              f"{MERGED_NARROW_ROWS} positions (wider rows fill the few-channel staged tile, which comes "
              "first there); after the others a merged instance whose merged channels overflow its "
              f"block's columns, or where the problem has fewer than {MERGED_MIN_TILES_PER_MULTIPROCESSOR} "
              f"output tiles of {MERGED_REFERENCE_ROWS} positions x one group per multiprocessor.  "
              "Backward-weight: a merged GEMM tile (groups_per_block, not an input image) after the "
              f"others where K per group exceeds {NARROW_GROUP_CHANNELS}",
              "ResNeXt-50 C=K=16 14x14: merged4 0.054 ms against mma128x16's 0.087; RegNetY-400MF "
              "C=K=8 14x14: merged2 0.043 against few_tile_c8's 0.060; ResNeXt C=K=8 28x28: few_tile_c8 "
              "0.141 / 0.144 against merged4's 0.184 / 0.192 (forward / backward-data; H100, "
              "bench/results/2026-11-24-h100-merged-groups-shipped-*); group width 16 at N = 32 "
              "(H200, bench/results/2026-11-29-h200-exp-group-width16-*.json.xz): merged2 on a 16-column "
              "tile runs 32 channels, RegNetX-400MF G=10 14x14 20.3 us against mma128x16's 10.9, G=2 s2 "
              "112x112 54.6 against 35.2; its G=24 7x7 (312 tiles) merged4 15.5-18.0 against 8.6, G=4 "
              "28x28 (784) 14.8 against 16.7.  Backward-weight, group width 16, bf16 (H200, run 108, "
              "bench/results/2026-11-29-h200-exp-weight-image-s2.json.xz): wgmma64x64 against the best merged "
              "tile, ResNeXt-50 G=32 14x14 / s2 28x28 N=128 98 / 98 us against 101 / 116, N=32 33 / 33 "
              "against 43 / 45; RegNetX-400MF N=32 G=2 s2 112x112 34 against 72, G=4 s2 56x56 / 28x28 22 / "
              "21 against 36 / 35, G=10 s2 28x28 / 14x14 18 / 18 against 29 / 30; at group width 8 "
              "merged2 wins (ResNeXt C=K=8 s2 56x56 N=128 190 against 306)",
              _merged_groups),
    Criterion("merged-rows",
              f"forward, among merged wgmma tiles: {MERGED_SHORT_ROWS} rows where the problem's "
              f"{MERGED_WIDE_TILE[0]}x{MERGED_WIDE_TILE[1]} tiles run in at most {MERGED_SHORT_WAVES} waves "
              f"(tiles <= {MERGED_SHORT_WAVES} x multiprocessors), {MERGED_WIDE_TILE[0]} rows beyond",
              "every merged layer of ResNeXt-50 and RegNetX-400MF at N = 32 and ResNeXt's at N = 128, bf16, "
              "forward (H200, run 120, bench/results/2026-11-29-h200-run120-m4fwd.json.xz; the 128-row tile "
              "then an experiment instance): at N = 32 (98-200 tiles of 256x64) merged4 on the 128x64 "
              "tile 23.4 / 20.8 / 14.5 / 13.8 us against 256x64's 25.5 / 21.6 / 16.1 / 14.4 (ResNeXt "
              "G=32 C=K=16 s2 28x28 / 14x14, RegNetX G=4 s2 56x56 / 28x28); at N = 128 (784 tiles) "
              "53.0 / 58.0 against 44.9 / 58.5 (14x14 / s2 28x28).  Backward-data measured too: "
              "within 1 us either way (not ordered)",
              _merged_rows),
    Criterion("few-channels-first",
              f"forward with C <= {FEW_CHANNELS_FIRST_C} per group: a tap-packed tile (tap_channels), or a "
              f"few-channel kernel unless the filter has several taps and the output rows are at most "
              f"{MERGED_NARROW_ROWS} positions; backward-data with C <= 8, several taps and output rows wider "
              f"than {MERGED_NARROW_ROWS} positions: a few-channel staged tile",
              "the stem: tap-packed 0.545 ms against the gather's 1.72; ResNeXt C=K=8 backward-data: "
              "the staged tile 0.159 ms against mma128x16's 0.371 (H200, docs/journal.md); on 7-wide "
              "rows the other way: RegNetY-400MF G=55 C=K=8 3x3 7x7 / s2 14x14 at N = 32, mma128x16 "
              "0.014 / 0.018 ms against the staged tile's 0.021 / 0.038 (H100, "
              "bench/results/2026-11-24-h100-selection-data-bwd_data-*.json.xz); forward the same: G=55 7x7 / "
              "s2 14x14 mma128x16 0.0120 / 0.0132 ms against few_tile_c8's 0.0208 / 0.0280 and few_c4's "
              "0.0206 / 0.0284, G=26 14x14 0.0200 against 0.0211 (H100, "
              "bench/results/2026-11-25-h100-exp-group-width8.json.xz)",
              _few_channels_first),
    Criterion("output-split",
              "forward and backward-data: an instance whose run splits the reduction across blocks "
              "(split_k auto: the unsplit grid fills at most a quarter of the multiprocessors and "
              "the reduction has several k-steps), and beside it a 64-row wgmma tile whose unsplit grid "
              "is one wave of at least three quarters of the multiprocessors, before tensor cores; a "
              f"64-row wgmma tile whose unsplit grid is one block reducing over at most "
              f"{SINGLE_BLOCK_MAX_REDUCTION} beside them too (tensor-cores then puts it before a split "
              "without tensor cores); a wgmma tile built to "
              "split (split_k not 1) whose run does not, after the others (it has no TMA store)",
              "the squeeze-excitation layers at 1x1 spatial size, N = 32: EfficientNet-B0 C=672 K=28 "
              "forward 0.039 -> 0.012 ms, K=672 C=28 backward-data 0.047 -> 0.012 against the 64x64 "
              "1x1 tile; the tensor-core tiles that tensor-cores took first: K=672 C=28 backward-data "
              "mma_c1 0.0215 against the split's 0.0105 ms, C=1152 K=48 forward wgmma 256x64 0.0168 and "
              "K=1152 C=48 backward-data wgmma 256x64 0.0166 against the split's 0.011-0.012 (H100, "
              "bench/results/2026-11-25-h100-exp-se-split{,-shipped}.json.xz); R3D-18's 3x3x3 2x7x7 C=K=512 "
              "N=8 forward: the wgmma 128x128 tile in 4 slices 0.041 ms against the unsplit tiles' "
              "0.077-0.080 (H200, bench/results/2026-11-27-h200-exp-conv3d-split-wgmma-fwd.json.xz); the "
              "64-row tile: ResNet-50's 3x3 7x7 C=K=512 N=16 (104 blocks of 64x64) forward / backward-data "
              "19.3 / 21.7 us unsplit against the 128x128 cluster split's 23.9 / 24.1 (H100, "
              "bench/results/2026-11-27-h100-ab-lean-consumer-v2-new*.json.xz); the 64x128 tile at N = 32 (100 "
              "blocks) 20.4 / 22.0 us against the cluster split's 27.6 / 27.2 and the 64x64's 27.5 / 26.8, "
              "and on the 1x1 7x7 C=512 K=2048 backward-data 13.2-13.7 against the 64x64 1x1's 14.9 (H100, "
              "bench/results/2026-11-28-h100-exp-multicast-one-warpgroup.json.xz, "
              "...-selection-64x128-bwd_data.json.xz); the one-block 64-row tile: EfficientNet-B0's "
              "squeeze-excitation C=1152 K=48 forward (1x1 spatial, N = 32) the 64x64 1x1 wgmma tile 7.8 us "
              "against the fma split's 10.4 and the 64x64 cluster split's 9.3, C=48 K=1152 backward-data "
              "8.9 against 11.1 / 9.8 (H200, run 116, bench/results/2026-11-29-h200-run116-w1{fwd,bwd}.json.xz; "
              "no row of bench/results has the fma split faster than a 64-row wgmma tile)",
              _output_split),
    Criterion("short-reduction",
              f"backward-weight over at most {SHORT_REDUCTION} positions (N x output positions): not an "
              "instance reading X element by element beside a wider dY (the stem's mma_c1 and split_y8, "
              "built for C = 3 and a long reduction)",
              "the squeeze-excitation expand layers at 1x1 spatial size, N = 32 (EfficientNet-B0 C=4-28, "
              "RegNetY-400MF C=12-110): mma_c1 0.0116-0.0120 ms and split_y8 0.0110-0.0116 against the fma "
              "1x1's 0.0061-0.0065 and generic's 0.0078-0.0088 (H100, "
              "bench/results/2026-11-25-h100-se-weight.json.xz)",
              _short_reduction),
    Criterion("channel-tails",
              "a problem whose C or K per group is not a multiple of 8 (a channel tail: HRNet's 18, "
              "Res2Net's 26, R(2+1)D's 45, wav2letter's 250): first, on a tail of "
              f"{TAIL_VECTORS_MIN_CHANNELS} to {TAIL_VECTORS_MAX_CHANNELS} channels (the smaller and the "
              "larger of C and K), the tail-vector tiles (the "
              f"mma_sync tile reading vectors of 2 or 4 elements, no padded copies) in vectors of "
              f"{TAIL_VECTORS_FIRST_WIDTH}, or narrower on a 1x1 filter or in backward-weight; then the "
              "padded-channel tensor-core "
              "instances (pad_channels, C and K zero-padded to multiples of P) padding the multiply-adds "
              f"by less than {CHANNEL_TAILS_FIRST_PADDING:g}, among them one whose k-steps are less than half "
              "real channels (a tap's C forward, K backward-data, over block.k) after one filling them "
              "more, up to half; then the unpadded "
              "instances made for the "
              "problem (tensor cores running the tail, depthwise, few-channel, merged groups), the "
              "tail-vector tiles last among them; then, on "
              f"a dense layer (G = 1), padded ones padding by up to {CHANNEL_TAILS_MAX_PADDING:g} (ordered alike); then "
              "the plain 16-bit scalar GEMMs (the last resort and the references); last the padded "
              "ones padding more, or a grouped layer by 2x or more",
              "H200, bf16 (bench/results/2026-12-02-h200-run138-tails.json.xz): the padded tiles ran "
              "HRNet's 18 / 36 and Res2Net's 26 / 52 layers at 0.73-1.58x cuDNN (kernel time); "
              "R(2+1)D-18's C = 3 stem (padding 2.84x) backward-weight on the padded tile 0.216 ms "
              "against cuDNN's 0.366, where the scalar GEMM took 38.4 ms in run 137's step "
              "(...-run137-models.json.xz); that network's step 0.42x -> 0.95x.  The padded TMA tiles (H200, "
              "bf16, run 144, bench/results/2026-12-02-h200-run144-tails-tma.json.xz, against run 142's "
              "mma_sync padded tiles): faster from 36-48 real channels a tap on (R(2+1)D's (1,3,3) C=64 K=230 "
              "forward 0.195 ms against 0.310, Res2Net's C=K=52 backward-data 1.03x cuDNN against 0.86x), "
              "slower below (HRNet's C=K=18 forward 0.62x against 0.93x, Res2Net's C=K=26 0.76x against "
              "0.90x, the C = 3 stem 0.33x against 0.58x).  The tail-vector tiles against the best padded "
              "tile (H200, bf16, bench/results/2026-12-04-h200-run160-tails-vec.json.xz, kernel time): vec4 "
              "on HRNet's and Res2Net's 3x3 layers of 36 / 52 channels 1.18-1.79x faster in all three "
              "directions; vec2 on HRNet's 1x1 36 -> 18 1.12-1.56x faster, in backward-weight on 18 / 26 "
              "channels 1.02-1.88x, in forward / backward-data on the 3x3 layers of 18 / 26 channels "
              "0.75-0.83x; from 230 channels the padded TMA tiles 2-10x faster",
              _channel_tails),
    Criterion("tensor-cores",
              "a tensor-core micro-kernel (wgmma, mma_sync, mfma) over fma; on a problem without a "
              "channel tail the tiles reading 16-byte vectors before the tail-vector tiles (vectors of "
              "2 or 4 elements, made for tails)",
              "every 16-bit layer measured (bench/results/2026-11-22-h200-final-3.json.xz); the "
              "tail-vector tiles are not measured on aligned problems: they read the same tile in 2-4x "
              "the loads",
              _tensor_cores),
    Criterion("fills-device",
              "backward-weight: a launch (tiles x split-K) that keeps a quarter of the multiprocessors busy "
              "-- except a wgmma tile carrying the split cost model's time, whose model counts the waves "
              "itself and may run few blocks on purpose: modelled-time ranks it",
              "the ResNet-50 stem: unsplit generic 111-161 ms, splitauto 2.5-3 ms; the exception: the 7x7 1x1 "
              "layers at N = 32, where the unsplit 64x128 1x1 tile (27-28 blocks) ran 13.7 / 14.7 us against "
              "the filling 128x64 1x1's 15.0 and 128x128 1x1's 17.6 (EfficientNet-B0 C=1152 K=192, RegNetY "
              "C=K=440; H100, bench/results/2026-11-25-h100-split-pass-22mib.json.xz); scored on the split-model "
              "data's 71 problems 1.0222 -> 1.0198x the best",
              lambda i, p, c: not (c.fills_device or _ranked_by_model(i, c))),
    Criterion("exact-width",
              f"forward 1x1 layers of at most {EXACT_WIDTH_MAX_C} input and at least {EXACT_WIDTH_MIN_K} "
              "output channels per group (output-bound: the epilogue is the kernel): an mma_sync 1x1 "
              "tile exactly K columns wide",
              "EfficientNet-B0 / MobileNetV2 expand layers at N = 32, bf16: 112x112 C=16 K=96 128x96 42.8 us "
              "and 56x56 C=24 K=144 128x144 24.3 us against the 128-column tiles' 45.6 / 29.6 and the wgmma "
              "tiles' 54.5 / 31.5 (cuDNN 32.4 / 17.5); where it does not hold the wider wgmma tile wins: "
              "C=32 K=16 / K=48 wgmma 256x64 25.3 / 28.4 against the narrow mma tiles' 30.3-40.1 / 34.9-42.9 "
              "(H200, bench/results/2026-11-27-h200-ab-fast-div-smallc-new.json.xz)",
              _exact_width),
    Criterion("work-fill",
              "forward and backward-data with a filter of several taps: a tensor-core tile whose "
              "multiply-adds are at least half useful -- its channel columns' fill times its k-steps' "
              "(a tap's C, or K, channels in blocks of block.k) -- before one below half",
              "3D 3x3x3 16x28x28 C=K=32 N=4 (bf16): the 32-column 256x32 tile 32.4 / 34.8 us forward / "
              "backward-data against the 64-column TMA tiles' 52.5-54.4 / 47.0-49.5 (a quarter of their "
              "work useful; cuDNN 23.4 / 23.7), a 3D U-Net's 64^3 C=K=32 N=2 237.8 / 249.6 against 442.5 / "
              "311.6 (H200, bench/results/2026-11-27-h200-exp-conv3d-narrow-{fwd,bwd_data}.json.xz)",
              _work_fill),
    Criterion("wgmma-filled",
              "a wgmma instance when the problem fills its tile at least half -- in backward-weight "
              f"also below half where K per group exceeds {NARROW_GROUP_CHANNELS}",
              "wgmma over mma_sync on every filled dense layer (bench/results/2026-11-22-h200-final-3.json.xz); "
              "backward-weight at K = 16-32 (H200, bf16, run 112, "
              "bench/results/2026-11-29-h200-shipped-weight-row-cursor.json.xz): the best wgmma tile 1.33-1.91x "
              "faster than the best mma_sync GEMM tile on all 17 such rows (ResNeXt-50, RegNetX-400MF, "
              "a 3D 3x3x3 C=K=32 layer: wgmma128x128 39.1 us against the half-filled mma64x128's 52.0, "
              "EfficientNet-B0's 1x1 expands); at K = 8 not (ResNeXt C=K=8: mma64x128 0.81-0.89x the time "
              "of wgmma128x128)",
              _wgmma_filled),
    Criterion("tma-loads", "TMA-fed tensor-core loads over cp.async",
              "faster on every layer measured (docs/performance.md)",
              lambda i, p, c: i.loads != "tma"),
    Criterion("grid-fill",
              "forward and backward-data with several taps: a wgmma tile whose grid holds at least half "
              "as many blocks as the device has multiprocessors, before one that leaves more idle",
              "ResNet-50 3x3 s2 14x14 C=K=512 N = 32 forward (7x7 output): the 256x128 tile (26 blocks) "
              "48.8 us against the 128x64 tile's (104 blocks) 30.4 and the 128x128's (52) 31.9; 3x3 14x14 "
              "C=K=256 N = 16: 128x64 (100 blocks) 18.2 / 18.5 us forward / backward-data against 128x128 "
              "(50) 18.5 / 19.4 (H200, bench/results/2026-11-27-h200-exp-few-tiles-split-256.json.xz)",
              _grid_fill),
    Criterion("one-wave",
              "forward and backward-data, where the output is at most one wave of 128x64 tiles (tiles <= "
              "multiprocessors): a wgmma tile of 64 rows (one consumer warpgroup; twice the blocks, each "
              "reducing alone, or its slices in a cluster); elsewhere such a tile after the others",
              "the 1x1 layers at 7x7 / 14x14 at N = 32 whose output is 39-104 such tiles (EfficientNet-B0, "
              "RegNetY-400MF, ResNet-50): forward C=1152 K=192 / K=320, C=672 K=192, C=2048 K=512 the 64x64 "
              "1x1 tile 0.010 / 0.011 / 0.009 / 0.015 ms against the 128x128 1x1's 0.013 / 0.014 / 0.011 / "
              "0.019; backward-data C=192 K=1152, C=320 K=1280, C=512 K=2048 0.010 / 0.011 / 0.016 against "
              "the TMA 128x64's 0.013 / 0.014 / 0.018; on outputs of 143 tiles or more the larger tiles win "
              "(backward-data C=1152 K=192: 128x128 persistent 0.008 against 0.010) (H100, "
              "bench/results/2026-11-25-h100-one-wave-round1.json.xz); the 3x3 layers of ResNet-50 whose output "
              "is 32-100 such tiles, bf16 forward / backward-data: 7x7 C=K=512 N=8 the 64x64 tile in two "
              "cluster slices 17.7 / 17.9 us against the 128x128 cluster tile's 21.8 / 22.2, 14x14 C=K=256 "
              "N=16 the 64x64 16.7 / 17.6 against the 128x64's 18.2 / 18.6, s2 14x14 C=K=512 N=8 backward-"
              "data 15.2 against 17.6; at N=32 the 128x128 cluster tile, first by output-split, wins (24.9 against "
              "the 64x64's 27.3) (H200, "
              "bench/results/2026-11-27-h200-late-layers-64x64-shipped.json.xz)",
              _one_wave),
    Criterion("wave-tail",
              f"forward and backward-data of 1x1 stride-1 layers reducing over at least {WAVE_TAIL_MIN_REDUCTION} "
              "channels whose 128x128 tiles run in one full and one partial wave (multiprocessors < tiles <= "
              "twice that): the 256x128 wgmma tile, whose grid is one wave",
              "every stride-1 1x1 layer (G = 1) of ResNet-50, ResNeXt-50, RegNetY/X-400MF, EfficientNet-B0 and "
              "MobileNetV2 at N = 32, bf16, every wgmma TMA candidate (H200, run 116, "
              "bench/results/2026-11-29-h200-run116-w1{fwd,bwd}.json.xz): on all 8 such rows the 256x128 tile "
              "is the fastest candidate, 0.88-0.99x the time of the best 128x128 tile (forward 1x1 14x14 C=1024 K=512 18.0 us against the "
              "1x1 128x128's 20.1, 7x7 C=1024 K=2048 17.6 against 19.1; backward-data 14x14 C=512 K=1024 "
              "19.0 against 21.6, 7x7 C=2048 K=1024 18.0 against 20.4); with reductions below 512 the two "
              "within +-7% either way, with a one-wave 128x128 grid or more than two waves the 128x128 "
              "tiles faster (up to 1.5x)",
              _wave_tail),
    Criterion("specialized", "a specialized kernel (1x1, depthwise, few-channel; Winograd with C and K at least "
              f"{WINOGRAD_MIN_CHANNELS} per group, the range measured) over the default",
              "each specialization's own measurements (docs/performance.md); Winograd: ResNet-50's fp32 3x3 "
              "stride-1 layers at N = 128, forward 0.62-0.80 ms and backward-data 0.61-0.80 against the direct "
              "128x64 tile's 0.81-0.85 (H100, bench/results/2026-11-27-h100-exp-winograd-1.json.xz); with the "
              "copies 0.49-0.64 ms in all three directions, the fastest candidate on all 15 rows "
              "(H200, bench/results/2026-11-27-h200-winograd-copies-shipped.json.xz)",
              _specialized),
    Criterion("staged-window",
              "a depthwise or few-channel instance staging a window: first a staged input tile (forward, "
              "backward-data) or 16-bit backward-weight runs over staged rows (tile_rows) whose one tap tile "
              "holds the whole filter, then a backward-weight run dividing the innermost output extent "
              "(fp32's staged rows of one tap tile rank with those runs)",
              "runs of 8 on 28x28 crossing line ends were 1.5x slower than runs of 4; staged rows: every "
              "3x3 and 5x5 depthwise backward-weight layer of EfficientNet-B0 and MobileNetV2 (N = 32) and "
              "the benchmark's 1.14-2.3x faster than the runs from global memory, except 3x3 56x56 G=384 "
              "(0.96-0.99x); on 7x7 filters (three tap tiles, each staging the rows again) 0.56-0.95x "
              "except 14x14 (H100, bench/results/2026-11-24-h100-selection-dw-staged.json.xz).  fp32 (twice "
              "the staged bytes a channel): over the 105 fp32 depthwise backward-weight rows recorded on the "
              "H100 and H200 (bench/selection_replay.py, session 21), staged rows first picked 1.35x the "
              "fastest on 3x3 56x56 G=384 (run 130: t4_run4 0.127 ms against run8's 0.094) and 1.14x on "
              "MobileNetV2's 28x28 (H100); ranked with the dividing runs, every row within 1.11x (5 rows 1-7% "
              "slower, 3 faster; the geometric mean 1.012 -> 1.010x the fastest)",
              _staged_window),
    Criterion("staged-fill",
              "among few-channel staged tiles: the one whose rows, columns and groups cover the output "
              "(backward-data, the tensor-core tiles: dX, by stride phase) with the least left over (a tie goes on to "
              "register-window, which puts few_tile_c8 first)",
              "ResNeXt-50 G=32 C=K=8 3x3 s2 56x56 N = 128 (28 output rows): few_tile_c8_r4 (4-row tiles, "
              "fill 1.0) 0.187 ms against few_tile_c8's 0.244 (8-row tiles, 0.875), the 28x28 stride-1 "
              "twin 0.139 against 0.141; RegNetY-400MF G=6 s2 112x112 (fill 1.0 against 0.75) few_tile_c8 "
              "0.048 against 0.057, G=13 s2 56x56 (a tie, 0.81) 0.034 against 0.038 (H100, bf16, "
              "bench/results/2026-11-25-h100-exp-few-tile-stride2.json.xz); the tensor-core tiles: 14-wide "
              "outputs on 8 x 14 tiles (fill 0.875) against 4 x 28 (0.44), RegNetY G=26 14x14 N=32 "
              "forward 12.0-12.3 us against 15.3-16.9, backward-data 13.7 against 18.4-19.6; 28-wide "
              "the other way, ResNeXt G=32 28x28 N=128 78.5 against 8 x 14's 86.4 (H200, "
              "bench/results/2026-11-28-h200-exp-few-tile-mma-*.json.xz)",
              lambda i, p, c: -round(staged_fill(i, p), 6)),
    Criterion("staged-rows",
              "among depthwise backward-weight runs over staged rows (tile_rows): the fewest tap tiles "
              "(each re-stages the rows), then the fewest tile taps past the filter, then one whose "
              f"teams split the tap tile by filter row (thread.k) on outputs of at most "
              f"{TAP_TEAM_MAX_OUTPUT_ROWS} rows, then "
              "the runs filling the tile's columns, teams and rows best",
              "EfficientNet-B0 5x5 14x14 G=480: tiles of 14 rows with runs of 7 0.064 / 0.055 ms (bf16 / "
              "fp16) against tiles of 4 rows with runs of 4 0.086 / 0.077; MobileNetV2 3x3 112x112: a "
              "3x3 tap tile 0.086 / 0.082 against a 5x5 one's 0.109 / 0.101 (H100, "
              "bench/results/2026-11-24-h100-exp-dw-staged-round{1,2}.json.xz); 7x7 images: tiles of 7 rows "
              "1.16-1.32x tiles of 4, the other layers that moved to them 0.92-1.15x "
              "(bench/results/2026-11-24-h100-selection-dw-staged-t7.json.xz); tap teams on 5x5 filters "
              "(EfficientNet-B0, N = 32, bf16 / fp16): 14x14 G=672 0.032 / 0.032 ms against tiles of 14 rows' "
              "0.037 / 0.033, 7x7 G=1152 0.024 / 0.021 against tiles of 7 rows' 0.028 / 0.028, s2 56x56 "
              "G=144 0.041 / 0.039 against tiles of 4 rows' 0.051 / 0.048, 28x28 G=240 0.039 / 0.037 "
              "against 0.039 / 0.037; 3x3 tap teams on 56x56 6-8% slower than tiles of 4 rows, 5x5 not measured "
              "there (H200, bench/results/2026-11-28-h200-exp-dw-tap-teams-3x3.json.xz)",
              _staged_rows),
    Criterion("register-window", "a staged tile with a register window for the filter's innermost width",
              "the 7-position depthwise tile: 3x3 and 5x5 13-22% faster; 7x7 through the any-width loop 1.3-1.5x "
              "slower (bench/results/2026-11-22-h200-dw-tile7.log)",
              lambda i, p, c: not window_covers(i, p)),
    Criterion("channels-last", "channels-last layouts over group-first (no transposes)", "a transpose is a copy",
              lambda i, p, c: not i.channels_last),
    Criterion("winograd-range",
              f"a Winograd tile where C and K per group are at least {WINOGRAD_MIN_CHANNELS} before the "
              "other tiles left (fp32 3x3 stride 1: the direct fma tiles and the few-channel gathers), below "
              "that after them",
              "fp32, kernel-only, H200, the fastest candidate on every 3x3 stride-1 layer where it runs: "
              "ResNet-50's C = K = 64-512 (all 15 rows, bench/results/2026-11-27-h200-winograd-copies-"
              "shipped.json.xz); group widths 8-32 (run 130, bench/results/2026-11-29-h200-run130-classes-"
              "*.json.xz), where the fill of the direct tiles and the gathers' channel slots had put them "
              "first at 1.7-3.9x its time: ResNeXt-50 G=32 C=K=16 14x14 N=128 forward 0.184 ms against "
              "few_c4's 0.306, backward-data 0.184 against small_c's 0.721, backward-weight 0.241 against "
              "vec4's 0.653; C=K=32 7x7 N=32 0.035 / 0.035 / 0.040 against 0.083 / 0.096 / 0.085; C=K=8 "
              "28x28 N=128 backward-weight 0.928 against 1.781, RegNetY-400MF G=26 C=K=8 14x14 N=128 0.195 "
              "against 0.361 (the few-channel staged tiles, criterion staged-window, keep C = K = 8's "
              "forward and backward-data: 0.178-0.348 ms, faster)",
              lambda i, p, c: _winograd_rank(i, p)),
    Criterion("index-32", "32-bit indices over 64-bit", "fewer instructions per address",
              lambda i, p, c: i.index_bits),
    Criterion("half-filled", "a block tile the problem fills at least half along its channel extents",
              "a tile mostly idle wastes its multiprocessor", lambda i, p, c: c.fill < 0.5),
    Criterion("widest-vectors", "the widest smallest vector width, then the widest largest one",
              "the stem's backward-weight: split_y8 (16-byte dY) over the scalar splitauto",
              lambda i, p, c: (-min(i.vector.values()), -max(i.vector.values()))),
    Criterion("fill-quarters",
              "the higher tile fill, in quarters -- except among wgmma backward-weight tiles at least half "
              "filled with the split cost model, which counts a partial tile as a whole block: those are "
              "left to modelled-time",
              "as half-filled, finer; the exception: ResNet-50 / ResNeXt-50 1x1 56x56 C=64 K=256 / 128 at N = "
              "32: the half-filled 64x128 1x1 0.038 / 0.028 ms against the filled 128x64 1x1's 0.047 / 0.036 "
              "that this criterion took (H100, bench/results/2026-11-24-h100-split-model-data-base-*.json.xz)",
              _fill_quarters),
    Criterion("sparse-fill",
              "among tiles the problem fills less than half, the higher exact fill (less idle work)",
              "RegNetY-400MF G=26 C=K=8 backward-weight: mma64x128 (fill 0.07) 0.064 ms against "
              "mma128x128's (0.035) 0.091; its forward mma128x16 / x32 / x64 / x128 0.066 / 0.086 / "
              "0.123 / 0.198 ms (H100, bench/results/2026-11-24-h100-cliffs-*.json.xz)",
              lambda i, p, c: -c.fill if c.fill < 0.5 else -0.5),
    Criterion("persistent",
              "a persistent tile loop over one tile per block (forward with a stride above 1: the other way "
              "round, except a padded-channel tile on an output of at least "
              f"{PADDED_PERSISTENT_MIN_TILES_PER_MULTIPROCESSOR:g} 128x128 tiles per multiprocessor)",
              "6-27% faster at the same tile; strided forward measured 2-12% faster per tile; the padded TMA "
              "tiles on R(2+1)D-18's strided layers (N = 8, bf16; H200, run 144, "
              "bench/results/2026-12-02-h200-run144-tails-tma.json.xz): persistent 128x128 0.195 / 0.070 / "
              "0.072 / 0.030 / 0.040 ms against 128x64's 0.229 / 0.087 / 0.082 / 0.035 / 0.045 on outputs of "
              "0.74-12 tiles per multiprocessor, 0.031 against 0.027 on the 4x7x7 layer's 0.21",
              _persistent),
    Criterion("modelled-time",
              "among wgmma backward-weight tiles with split_k auto, the lowest modelled time of the "
              "split each would run (the split cost model's waves, k-steps and slice traffic, a k-step "
              "of a tile below the feed-bound intensity priced as operand-bound, a patch tile's "
              "(position_boxes: patches) at 0.87 of its flat twin's, a tile of 64-column warpgroups' "
              "at 1.3 times; in bytes of DRAM "
              "traffic: Library.modelled_bytes; equal times fall to largest-tile)",
              "every Conv2d of ResNet-50, ResNeXt-50 32x4d and RegNetY-400MF at N = 32 plus the "
              "built-in list: 18 of 97 choices change (the dense 1x1 layers: 128x256 -> 128x128, one "
              "64x256 -> 64x192), each 1.02-1.65x faster (geometric mean 1.23x), within 1.18x of the "
              "best tile timed; without the feed bound three 3x3 layers took 64x192 at 0.65-0.71x (H100, "
              "bench/results/2026-11-24-h100-selection-modelled-time-round{1,2}.json.xz); the patch "
              "twins: 7 of 99 choices change, every one a 3x3 stride-1 layer, ResNet-50 14x14 "
              "C=K=256 N=32 29.1 -> 26.3 us, two within 2.5% slower (H200, "
              "bench/results/2026-11-28-h200-selection-patches.json.xz); the refit (exponent 0.5, "
              "64-column warpgroups at 1.3): 15 of 71 choices change, all 1x1 layers, 14 of them "
              "1.006-1.19x faster, one 7.5% slower, select 1.038x -> 1.018x the best on average (H200, "
              "bench/results/2026-11-28-h200-split-model-data-shipped-2d.json.xz)",
              _modelled_time),
    Criterion("largest-tile", "the largest block tile", "fewer blocks re-read less",
              lambda i, p, c: -(i.block[0] * i.block[1])),
    Criterion("spec-order", "the earliest in the spec", "a total order", lambda i, p, c: i.index),
)


def preference(inst: Instance, problem: ConvProblem, fills_device: bool = True,
               modelled_bytes: Optional[float] = None, splits: int = 1, multiprocessors: int = 0) -> tuple:
    """The sort key of ``inst`` for ``problem``: every criterion's key, in order."""
    ctx = Context(fill=tile_fill(inst, problem), fills_device=fills_device, modelled_bytes=modelled_bytes,
                  splits=splits, multiprocessors=multiprocessors)
    return tuple(c.key(inst, problem, ctx) for c in CRITERIA)


def explain(first: Instance, second: Instance, problem: ConvProblem, fills_device=(True, True),
            modelled_bytes=(None, None), splits=(1, 1), multiprocessors: int = 0) -> Optional[str]:
    """The id of the criterion that puts ``first`` and ``second`` in their order for
    ``problem`` (None when no criterion separates them)."""
    return deciding(preference(first, problem, fills_device[0], modelled_bytes[0], splits[0], multiprocessors),
                    preference(second, problem, fills_device[1], modelled_bytes[1], splits[1], multiprocessors))


def deciding(first_key: tuple, second_key: tuple) -> Optional[str]:
    """The id of the first criterion whose keys (``preference``'s) differ (None: none)."""
    for criterion, x, y in zip(CRITERIA, first_key, second_key):
        if x != y:
            return criterion.id
    return None


def markdown_table() -> str:
    rows = ["| # | criterion | puts first | evidence |", "|---|---|---|---|"]
    rows += [f"| {n} | `{c.id}` | {c.prefers} | {c.evidence} |" for n, c in enumerate(CRITERIA, start=1)]
    return "\n".join(rows)


if __name__ == "__main__":
    sys.stdout.write(markdown_table() + "\n")
