"""How a direction maps onto the block GEMM, and the values templates need.

Every direction is an implicit GEMM per group, ``C[M x N] += A[M x Kg] B[Kg x N]``:

=================  ===================  ===================  ==================
direction          M (rows)             N (columns)          Kg (reduction)
=================  ===================  ===================  ==================
forward            N * prod(out)        K                    prod(filter) * C
backward_data      N * prod(in) [#]_    C                    taps(phase) * K
backward_weight    K                    prod(filter) * C     N * prod(out)
=================  ===================  ===================  ==================

.. [#] per stride phase: only the input positions of one residue class and only
   the filter taps that reach them (the gcd phase decomposition).

``GemmMapping`` records, per tensor, which axis it is read or written along
in vectors, and which tile extent that vector runs through.  Validation
(``validate.py``) and the templates both read it, so they cannot disagree.
"""

from __future__ import annotations

from dataclasses import dataclass

from .mapping import GemmMapping, OperandAxis, group_channels, operand_mapping  # noqa: F401 (plan.OperandAxis)
from .micro_kernels import (TapWindowForwardTile, TapWindowTile, tap_window_forward_tile, tap_window_tile, WINOGRAD_POINTS, WINOGRAD_ROW_PAD, descriptor_of, threads_of,
                            winograd_output_passes, winograd_raw_tile_pitch, MmaSyncMicroKernel, mma_operand_pad)
from .model import (MAX_CLUSTER_SPLITS, SplitReduction, Direction, IndexBits, Instance, Layout, MicroKernel, OperandLoads, PositionBoxes, Specialization, TensorRole,
                    TileSchedule)


def gemm_mapping(inst: Instance) -> GemmMapping:
    """The instance's GEMM axes (``mapping.operand_mapping``) with the output vector's
    extent that its micro-kernel decides."""
    alg = inst.algorithm
    return operand_mapping(inst, descriptor_of(alg.micro_kernel).output_vector_extent(alg))


@dataclass(frozen=True)
class OperandTiling:
    """How a block's threads cover one operand tile (A, or the groups_per_block B tiles)
    with vectors: ``common.operand_vectors`` renders it as a_vector / b_vector.

    Every vector of a thread lies in one *reduction row* (one GEMM k index, and for B
    one merged-group slot), so a direction walks the reduction with one cursor per
    thread and operand instead of one per vector (rule operand-vectors).

    * read along k (``k_contiguous``): vector v = thread + l * threads of the tile,
      row-major with ``vectors_per_row`` = block.k / vector per row of m (or n); the
      thread's column kk = (thread % vectors_per_row) * vector is the same for every
      l when threads is a multiple of vectors_per_row.
    * read along m or n: ``threads_per_row`` consecutive threads share a row of k;
      thread t takes row t / threads_per_row and the vectors
      (t % threads_per_row) + l * threads_per_row of it, so each load instruction
      reads threads_per_row * 16 consecutive bytes per row.

    The tensor-core micro-kernels copy 16-byte vectors with ``cp.async``; mma_sync
    also takes narrower ones (``through_registers``: a few-channel tensor, C = 3, read
    element by element), loaded into registers with the k-step's copies and stored to
    shared memory once the current stage's multiply is issued.
    """
    k_contiguous: bool
    vector: int            # elements per vector
    element_bytes: int     # bytes per element of the operand's tensor
    vectors_per_row: int   # vectors along the tile's contiguous axis
    rows: int              # rows of the tile(s): m or n extent (k_contiguous), else k * groups
    loads: int             # vectors per thread
    threads: int
    # tap_channels (forward): a thread owns one tile row, or threads_per_row threads
    # share one, each taking ``loads`` consecutive columns (kk then varies with the
    # vector: the direction decodes it per vector; rule tap-channels)
    row_owned: bool = False

    @property
    def vectors(self) -> int:
        return self.vectors_per_row * self.rows

    @property
    def idle_threads(self) -> bool:
        """row_owned: some threads get no vector (more threads than the rows' shares)."""
        return self.row_owned and self.rows * self.threads_per_row < self.threads

    @property
    def through_registers(self) -> bool:
        """Vectors under the 16 bytes of one cp.async: staged through registers."""
        return self.vector * self.element_bytes < 16

    @property
    def threads_per_row(self) -> int:
        """Threads sharing one row (operands read along m or n)."""
        return self.vectors_per_row // self.loads

    @property
    def one_row_per_thread(self) -> bool:
        if self.row_owned:
            return True
        if self.k_contiguous:
            return self.threads % self.vectors_per_row == 0
        return self.vectors_per_row % self.loads == 0


def row_sharing(threads: int, rows: int, per_row: int, vector: int, tap_channels: int) -> int:
    """tap_channels: how many threads share one tile row of ``per_row`` vectors -- the
    most, up to threads / rows, that split it into equal shares of whole taps (0: none
    does; rule tap-channels).  Threads past rows x that many have no vector."""
    for sharing in range(min(threads // max(rows, 1), per_row), 0, -1):
        if per_row % sharing == 0 and (per_row // sharing * vector) % tap_channels == 0:
            return sharing
    return 0


def operand_tiling(inst: Instance, operand: str) -> OperandTiling:
    """The tiling of operand ``"a"`` or ``"b"`` of ``inst``'s block GEMM tile."""
    alg = inst.algorithm
    mapping = gemm_mapping(inst)
    op = mapping.a if operand == "a" else mapping.b
    extent = alg.block.m if operand == "a" else alg.block.n
    groups = 1 if operand == "a" else alg.groups_per_block
    vector = max(alg.vector.of(op.role), 1)
    threads = max(threads_of(alg), 1)
    if op.gemm_axis == "k":
        per_row, rows = max(alg.block.k // vector, 1), extent * groups
    else:
        per_row, rows = max(extent // vector, 1), alg.block.k * groups
    loads = -(-per_row * rows // threads)
    if alg.tap_channels and op.gemm_axis == "k":
        sharing = row_sharing(threads, rows, per_row, vector, alg.tap_channels)
        return OperandTiling(k_contiguous=True, vector=vector,
                             element_bytes=inst.signature.tensor(op.role).data_type.bytes,
                             vectors_per_row=per_row, rows=rows,
                             loads=per_row // max(sharing, 1), threads=threads,
                             row_owned=True)
    return OperandTiling(k_contiguous=op.gemm_axis == "k", vector=vector,
                         element_bytes=inst.signature.tensor(op.role).data_type.bytes,
                         vectors_per_row=per_row, rows=rows, loads=loads, threads=threads)


@dataclass(frozen=True)
class DirectGather:
    """The direct (no-GEMM) backward-data gather of ``depthwise`` and ``few_channels``
    (``kernels/backward_data_direct.mako``).

    A thread owns ``positions`` consecutive input positions along the innermost axis
    and ``groups_per_thread x channels_per_group`` values of dX at each (depthwise:
    thread.n groups of one channel; few_channels: one group's thread.n channel slots,
    of which C are used).  It loops over the filter taps and over K in dY vectors of
    ``k_vector`` (few_channels) or reads thread.n groups as one vector (depthwise).
    With ``k_lanes`` > 1 (few_channels) that many neighbouring threads share one strip,
    each taking every k_lanes-th dY vector (the lanes of a warp then read one dY row
    together), and their partial sums meet through shared memory at the end.
    W sits in shared memory as fp32 rows of block.n values, one row per (tap, k):
    ``w_rows`` rows, i.e. w_rows / K taps per chunk."""
    groups_per_thread: int
    channels_per_group: int
    k_vector: int
    k_lanes: int           # threads sharing a strip, each walking every k_lanes-th dY vector
    positions: int
    w_rows: int
    w_vectors: int = 0     # a thread's W of one dY vector as this many 16-byte shared-memory
                           # loads (0: element by element)


def direct_gather(inst: Instance) -> DirectGather:
    alg = inst.algorithm
    descriptor = descriptor_of(alg.micro_kernel)
    if alg.specialization is Specialization.FEW_CHANNELS:
        # One lane along the groups: a thread's W rows of one dY vector are vector.y x
        # block.n consecutive floats, 16-byte aligned when that is a multiple of 4.
        floats = alg.vector.y * alg.block.n
        contiguous = alg.block.n == alg.thread.n and floats % 4 == 0
        return DirectGather(groups_per_thread=1, channels_per_group=alg.thread.n,
                            k_vector=alg.vector.y, k_lanes=alg.k_lanes, positions=alg.block.k,
                            w_rows=descriptor.few_channels_w_tile_floats // alg.block.n,
                            w_vectors=floats // 4 if contiguous else 0)
    return DirectGather(groups_per_thread=alg.thread.n, channels_per_group=1, k_vector=1, k_lanes=1,
                        positions=alg.block.k, w_rows=descriptor.depthwise_data_tap_chunk)


# The most floats a staged-tile thread's window of one tap row may hold (positions +
# width - 1 staged columns x its staged channels) for the kernel to be compiled for that
# filter width: ptxas (sm_90a) kept windows of up to 48 floats in registers and put 52
# (C = K = 4, 7 positions, width 7) and 64 (C = K = 8, 4 positions, width 5) in local
# memory; wider windows take the any-width loop.
STAGED_TILE_WINDOW_FLOATS = 48
# The mma staged tile (few_channels, micro_kernel mma_sync): the 16-bit elements padding each
# staged position (16 bytes: StagedTile.staged_pitch).
MMA_STAGED_PAD = 8


@dataclass(frozen=True)
class ProblemWrapper:
    """Exported functions that run a problem as another one on the direction template: the
    template (appended to the instance's source) and the suffix of the functions it calls."""
    template: str
    suffix: str


MERGED_GROUPS_WRAPPER = ProblemWrapper("kernels/merged_groups.mako", "wide")
PADDED_CHANNELS_WRAPPER = ProblemWrapper("kernels/padded_channels.mako", "padded")


@dataclass(frozen=True)
class PaddedTensor:
    """One tensor of a padded-channel instance (``ChannelPadding``): its channel axis (the
    last, channels_last) zero-padded to a multiple of P, and for the filter its K axis (a row
    axis) too.  An input is copied padded into the workspace; the direction's output is
    computed padded there and its first channels copied out.  At run time a tensor whose
    padded shape is its own is used in place (no copy)."""
    role: TensorRole
    name: str             # as the direction names it: x, w, y, dx, dy, dw
    channels: str         # the padded channel axis: "C" or "K"
    k_rows: bool          # the filter: its K rows padded to K' as well (zero rows)
    written: bool         # the direction's output

    @property
    def letter(self) -> str:
        """The tensor's Role in the C++ sources (X, W, Y)."""
        return self.role.value.upper()


@dataclass(frozen=True)
class ChannelPadding:
    """How a padded-channel instance (algorithm.pad_channels = P, kernels/padded_channels.mako)
    rewrites a problem of C and K channels per group into one of C' = roundup(C, P) and K' =
    roundup(K, P), which the direction template's kernel runs: the tensors padded (inputs,
    then the output), and the per-channel bias the epilogue reads (padded too: "K" forward,
    "C" backward-data; None where there is none)."""
    multiple: int
    tensors: tuple[PaddedTensor, ...]
    bias: "str | None"

    @property
    def inputs(self) -> tuple[PaddedTensor, ...]:
        return tuple(t for t in self.tensors if not t.written)

    @property
    def output(self) -> PaddedTensor:
        return next(t for t in self.tensors if t.written)


def channel_padding(inst: Instance, bias: bool) -> ChannelPadding:
    """The ChannelPadding of a padded-channel instance (``bias``: its epilogue takes one)."""
    direction = inst.direction
    names = {Direction.FORWARD: ("x", "w", "y"), Direction.BACKWARD_DATA: ("dx", "w", "dy"),
             Direction.BACKWARD_WEIGHT: ("x", "dw", "dy")}[direction]
    output = direction.output_role
    tensors = tuple(PaddedTensor(role, name, "K" if role is TensorRole.Y else "C", role is TensorRole.W,
                                 role is output)
                    for role, name in zip((TensorRole.X, TensorRole.W, TensorRole.Y), names))
    inputs = tuple(t for t in tensors if not t.written)
    bias_axis = {Direction.FORWARD: "K", Direction.BACKWARD_DATA: "C"}.get(direction) if bias else None
    return ChannelPadding(inst.algorithm.pad_channels, inputs + tuple(t for t in tensors if t.written), bias_axis)


# Forward / backward-data split_k auto (kernels/output_split.mako): the fewest block.k steps a
# slice of the reduction gets.  Measured on the squeeze-excitation layers (H100, fma 32x16,
# bench/results/2026-11-25-h100-exp-se-split.json.xz): slices of 2-3 k-steps (fixed counts 16 /
# 32) 1.05-1.25x faster than auto's slices of 4 on the reductions of 13-72 k-steps.
OUTPUT_SPLIT_MIN_SLICE_STEPS = 2

# Forward and backward-data split_k auto with split_reduction: cluster (kernels/output_split.mako):
# the most slices it asks for (measured on forward; backward-data's cluster tile ran at forward's
# times, bench/results/2026-11-27-h200-exp-few-tiles-cluster-bwd-data.json.xz).  Fixed counts of 2 / 3 / 4 slices of the 128x128 wgmma tile (H200,
# bench/results/2026-11-27-h200-exp-few-tiles-cluster-fixed-fwd.json.xz): ResNet-50 3x3 7x7 C=K=512
# N=16 (26 tiles) 24.1 / 22.4 / 25.3 us, N=8 (16 tiles) 24.2 / 21.5 / 21.4, R3D-18 2x7x7 N=8 (28
# tiles) 48.8 / 44.3 / 48.4: three, not the one wave's floor(SMs / tiles).
CLUSTER_SPLIT_MAX_AUTO_SLICES = 3

# The split cost model's narrow tiles: warpgroups this many columns wide (wgmma n = 64, the
# narrowest these tiles issue) have their k-step priced at the micro-kernel's narrow_step_factor.
NARROW_WARPGROUP_COLUMNS = 64

# The group widths an instance merging groups (merge_groups) takes: C and K per group from
# MERGED_GROUP_MIN_WIDTH (narrower groups run on the few-channel kernels, measured faster:
# ResNeXt C=K=4 1.4x cuDNN) to MERGED_GROUP_WIDTH (wider groups fill tiles on their own).
MERGED_GROUP_MIN_WIDTH = 8
MERGED_GROUP_WIDTH = 16

# The longest backward-weight run (thread.m) that keeps an X window at stride 2.
STRIDED_WEIGHT_WINDOW_MAX_RUN = 4
# Innermost filter widths a backward-weight run keeps an X window for (stride 1); 5 only
# where a tap tile holds a whole 5x5 filter (block.k >= 25: with block.k 9 a 5-wide row is a
# tap tile of its own, dY is re-read 5 times, and that measured slower than the row-by-row
# vec8 instance); at stride 2 the widths up to 5 (a 7-wide window of runs of 4 would hold
# 13 positions).
WEIGHT_WINDOW_WIDTHS = (3, 5, 7)
WEIGHT_WINDOW_WIDE_TILE = 25
WEIGHT_WINDOW_STRIDED_MAX_WIDTH = 5

# The fewest reduction steps split_k auto leaves one slice; a depthwise backward-weight with
# tap teams (thread.k) counts its steps in staged tiles of every tap, so one is enough there:
# at four, ConvNeXt's 14x14 G=384 N=32 layer launched 0.36 waves (ncu, journal run 92).
SPLIT_MIN_STEPS = 4
TAP_TEAM_SPLIT_MIN_STEPS = 1


def weight_windows(run: int, tile_taps: int, thread_taps: int = 0) -> tuple[tuple[int, int], ...]:
    """(innermost filter width, innermost stride) pairs a backward-weight run kernel of
    ``run`` rows (thread.m) and ``tile_taps`` taps per tap tile (block.k) is compiled for
    with an X window of (run - 1) * stride + width positions; other problems it refuses
    (depthwise-window).  Empty for row-by-row kernels (run 1).  With ``thread_taps``
    (thread.k: tap teams split the tile) only the widths whose whole rows make up both a
    thread's taps and the tile's: every team then holds the same number of tap rows."""
    if run <= 1:
        return ()
    widths = tuple(w for w in WEIGHT_WINDOW_WIDTHS
                   if w <= tile_taps and (w != 5 or tile_taps >= WEIGHT_WINDOW_WIDE_TILE)
                   and (not thread_taps or (thread_taps % w == 0 and tile_taps % w == 0)))
    strides = (1, 2) if run <= STRIDED_WEIGHT_WINDOW_MAX_RUN else (1,)
    return tuple((width, stride) for stride in strides for width in widths
                 if stride == 1 or width <= WEIGHT_WINDOW_STRIDED_MAX_WIDTH)


def staged_tile_strides(forward: bool) -> tuple[int, ...]:
    """Innermost strides a staged tile is compiled for with register windows (others run
    the any-width loop): a forward tile takes any stride, windows at 1 and 2 (since the
    cp.async staging the 4-position depthwise tile runs MobileNetV2's 3x3 stride-2 layer
    1.2-1.5x faster than the depthwise gathers on the H200, NOTES.md); a backward-data
    tile runs each stride phase as a stride-1 correlation (windows at stride 1 for the
    phase's taps)."""
    return (1, 2) if forward else (1,)


# Filter widths staged-tile kernels are compiled for with register windows: forward
# the filter's; backward-data a stride phase's taps (3x3 at stride 2: 2 and 1, 5x5: 3 and 2)
STAGED_TILE_WIDTHS = (3, 5, 7)
STAGED_TILE_PHASE_WIDTHS = (2, 3, 5, 7)


def staged_window_widths(positions: int, floats_per_column: int, stride: int = 1,
                         backward: bool = False) -> tuple[int, ...]:
    """The filter widths (STAGED_TILE_WIDTHS; backward-data STAGED_TILE_PHASE_WIDTHS, a
    phase's column taps) a staged-tile kernel is compiled for with a register window at
    this innermost stride: a thread of `positions` positions reads (positions - 1) *
    stride + width staged columns of `floats_per_column` values (groups per thread x
    staged channels; depthwise and few_channels alike: thread.n).  runtime.library's
    select rule (1c) asks the same."""
    return tuple(width for width in (STAGED_TILE_PHASE_WIDTHS if backward else STAGED_TILE_WIDTHS)
                 if ((positions - 1) * stride + width) * floats_per_column <= STAGED_TILE_WINDOW_FLOATS)


def staged_tile_roles(direction: Direction) -> tuple[TensorRole, TensorRole]:
    """(staged, written) tensors of the staged-tile kernel: backward-data stages dY and
    writes dX, forward stages X and writes Y."""
    if direction is Direction.BACKWARD_DATA:
        return TensorRole.Y, TensorRole.X
    return TensorRole.X, TensorRole.Y


@dataclass(frozen=True)
class StagedTile:
    """The direct kernel over a staged input tile (``kernels/staged_tile.mako``,
    ``tile_rows`` > 0) of depthwise (C = K = 1 per group) and few-channel (C = K =
    thread.n per group) layers: forward (X staged, Y written; few-channel tiles at any
    stride) and backward-data (dY staged with the filter flipped, dX written; any stride
    along the tile axes, one launch per stride phase).

    A block owns ``rows x columns`` output positions along the innermost two axes (one
    row in 1D) of one (n, outer positions) and ``block_groups`` groups:
    ``strips_per_row`` strips of ``positions`` consecutive positions per row, a thread
    per (strip, ``groups_per_thread`` groups).  Per position and group a thread reduces
    ``channels`` channels of the staged tensor (dY: K, X: C) into as many channels of
    the output (dX: C, Y: K).  The kernel is compiled once per (filter width, stride)
    in ``windows`` (dilation 1 along the innermost axis: the compiler sees each tap row's
    window of (positions - 1) * stride + width staged columns; strides: staged_tile_strides)
    and once for any width, stride and dilation; run() picks one."""
    rows: int
    strips_per_row: int
    positions: int
    block_groups: int             # groups per block
    groups_per_thread: int        # depthwise: thread.n; few channels: 1
    channels: int                 # C = K per group: the staged tensor's channels reduced into
                                  # as many output channels (depthwise: 1)
    source: str                   # role letter of the staged tensor ("y": dY, "x": X)
    target: str                   # role letter of the output ("x": dX, "y": Y)
    source_pointer: str           # Params field of the staged tensor (the output's: plan.output_pointer)
    source_name: str              # "dY" / "X", for comments
    source_extent: str            # hipconv_problem / Params arrays sizing the staged tensor
    target_extent: str            # ... and the output
    flip: bool                    # backward-data: W staged with its taps reversed
    load_vector: int              # staging load along G x channels (vector.<source>)
    stage_bytes: int              # bytes of one staging copy (load_vector elements)
    windows: tuple[tuple[int, int], ...] = ()   # (filter width, stride) pairs compiled with a
                                                # register window (staged_window_widths)
    store_vector: int = 2         # mma tiles: the output's vector (2: the accumulators' channel
                                  # pairs stored as they lie; 8: through a per-warp scratch, 16 bytes
                                  # of one position a store)
    mma: bool = False             # micro_kernel mma_sync: a warp per group multiplies 16
                                  # positions x 16 staged values (2 taps x 8 channels or 1 tap
                                  # x 16) by mma.m16n8k16
                                  # (kernels/staged_tile_mma.mako); fma: a thread per strip

    @property
    def columns(self) -> int:
        return self.strips_per_row * self.positions

    @property
    def few_channels(self) -> bool:
        return self.channels > 1

    @property
    def staged_pitch(self) -> int:
        """Elements from one staged position to the next: the block's staged channels, plus
        16 bytes on mma tiles (ldmatrix reads 8 positions' rows at once: a pitch of 144
        bytes puts them in 8 different 16-byte bank quads)."""
        return self.block_groups * self.channels + (MMA_STAGED_PAD if self.mma else 0)

    @property
    def step_taps(self) -> int:
        """mma tiles: the taps of one k16 step, the instruction's k / C (2 at C = 8: a step
        past an odd plane's last tap reads a zero row; 1 at C = 16)."""
        return MmaSyncMicroKernel.INSTRUCTION.k // self.channels

    @property
    def chunks(self) -> int:
        """mma tiles: the tile's positions in m16 chunks (rows x columns, row-major)."""
        return self.rows * self.columns // MmaSyncMicroKernel.INSTRUCTION.m


def staged_tile(inst: Instance) -> StagedTile:
    alg = inst.algorithm
    source, target = staged_tile_roles(inst.direction)
    load = alg.vector.of(source)
    vector_bytes = load * inst.signature.tensor(source).data_type.bytes
    backward = inst.direction is Direction.BACKWARD_DATA
    mma = alg.micro_kernel is MicroKernel.MMA_SYNC
    if alg.specialization is Specialization.FEW_CHANNELS:
        # block.n counts channel columns (groups x thread.n; mma: x warp.n), as in the
        # few-channel gather
        channels = group_channels(alg)[1]
        groups_per_thread, block_groups = 1, alg.block.n // channels
    else:
        channels, groups_per_thread, block_groups = 1, alg.thread.n, alg.block.n
    strides = staged_tile_strides(not backward)
    windows = () if mma else tuple((width, stride) for stride in strides
                                   for width in staged_window_widths(alg.block.k, groups_per_thread * channels, stride,
                                                                     backward))
    return StagedTile(rows=alg.tile_rows, strips_per_row=alg.block.m // alg.tile_rows,
                      positions=alg.block.k, block_groups=block_groups,
                      groups_per_thread=groups_per_thread, channels=channels,
                      source=source.value, target=target.value,
                      source_pointer="dy" if backward else "x",
                      source_name="dY" if backward else "X",
                      source_extent="output" if backward else "input",
                      target_extent="input" if backward else "output",
                      flip=backward, load_vector=load,
                      stage_bytes=vector_bytes,
                      windows=windows, mma=mma, store_vector=alg.vector.of(target))


# Winograd F(2x2, 3x3) (Lavin and Gray, "Fast Algorithms for Convolutional Neural
# Networks", 2015): for a 4x4 input tile d and a 3x3 filter g, the 2x2 correlation output
# is Y = A^T [(G g G^T) * (B^T d B)] A (elementwise product of 4x4 matrices).  Each row
# of a matrix is a list of (coefficient, index) terms, the zero entries left out; the
# kernel's transforms are these sums (kernels/winograd.mako), and
# tests/test_winograd.py checks the identity against a direct correlation.
WINOGRAD_INPUT_TRANSFORM = (((1.0, 0), (-1.0, 2)),     # B^T, 4 x 4
                            ((1.0, 1), (1.0, 2)),
                            ((-1.0, 1), (1.0, 2)),
                            ((1.0, 1), (-1.0, 3)))
WINOGRAD_FILTER_TRANSFORM = (((1.0, 0),),                        # G, 4 x 3
                             ((0.5, 0), (0.5, 1), (0.5, 2)),
                             ((0.5, 0), (-0.5, 1), (0.5, 2)),
                             ((1.0, 2),))
WINOGRAD_OUTPUT_TRANSFORM = (((1.0, 0), (1.0, 1), (1.0, 2)),     # A^T, 2 x 4
                             ((1.0, 1), (-1.0, 2), (-1.0, 3)))
# Backward-weight, the same algorithm transposed: a 2x2 tile's share of the 3x3 dW is
# G^T [(A e A^T) * (B^T d B)] G for its 2x2 dY tile e and 4x4 input tile d, so the sum over
# tiles is again 16 GEMMs (K x C each, reduced over the tiles).
WINOGRAD_GRADIENT_TRANSFORM = (((1.0, 0),),                      # A, 4 x 2
                               ((1.0, 0), (1.0, 1)),
                               ((1.0, 0), (-1.0, 1)),
                               ((-1.0, 1),))
WINOGRAD_WEIGHT_TRANSFORM = (((1.0, 0), (0.5, 1), (0.5, 2)),     # G^T, 3 x 4
                             ((0.5, 1), (-0.5, 2)),
                             ((0.5, 1), (0.5, 2), (1.0, 3)))


@dataclass(frozen=True)
class WinogradTile:
    """The Winograd F(2x2, 3x3) kernel of 2D 3x3 stride-1 layers in fp32
    (``kernels/winograd.mako``, specialization winograd_2x2_3x3): forward (X transformed,
    Y written) and backward-data (dY transformed with the filter flipped and its K and C
    swapped, padding 2 - pad; dX written).

    A first kernel transforms every filter once per call (G g G^T) into the workspace, U
    [group][channel][point][output channels rounded up to 4].  A block of the main kernel
    owns ``tiles`` 2x2 output tiles (consecutive in (n, tile row, tile column) order) x
    ``channels`` output channels of one group.  Per stage of ``step`` reduced channels it
    copies the raw 4x4 input tiles ([tile][position][step], ``raw_tile_pitch`` floats a
    tile) and the stage's U rows into one of ``stages`` copy buffers by 16-byte cp.async,
    stages - 1 stages ahead, transforms the input tiles (B^T d B, a thread per (tile,
    channel)) into shared memory [point][channel][tile] (rows padded by ``row_pad``
    floats), then each of the 16 points' thread grids multiplies its point's tiles x
    channels GEMM, a thread ``thread_tiles`` x ``thread_channels`` accumulators in 4-wide
    chunks.  At the end the accumulators leave through shared memory in ``output_passes``
    passes of 4 columns per thread, and a thread per (tile, 4 output channels) applies
    A^T M A and the epilogue."""
    tiles: int                    # block.m: 2x2 output tiles per block
    channels: int                 # block.n: output channels per block
    step: int                     # block.k: reduced channels per stage
    thread_tiles: int             # thread.m
    thread_channels: int          # thread.n
    output_passes: int
    row_pad: int
    points: int
    source: str                   # role letter of the transformed input ("x": X, "y": dY)
    target: str                   # role letter of the output ("y": Y, "x": dX)
    source_pointer: str           # Params field of the transformed input
    source_extent: str            # hipconv_problem / Params arrays sizing it
    target_extent: str            # ... and the output
    flip: bool                    # backward-data: W read flipped, its K and C swapped
    store_vector: int             # output vector along its channels
    raw_tile_pitch: int           # floats of one raw input tile in a copy buffer
    input_transform: tuple = WINOGRAD_INPUT_TRANSFORM
    filter_transform: tuple = WINOGRAD_FILTER_TRANSFORM
    output_transform: tuple = WINOGRAD_OUTPUT_TRANSFORM

    @property
    def tile_grid(self) -> tuple[int, int]:
        """Threads of one point's grid along (tiles, channels)."""
        return self.tiles // self.thread_tiles, self.channels // self.thread_channels

    @property
    def pass_columns(self) -> int:
        """Output channels of the block one output pass holds."""
        return self.channels // self.output_passes


@dataclass(frozen=True)
class WinogradWeightTile:
    """The Winograd F(2x2, 3x3) backward-weight kernel (``kernels/winograd_weight.mako``):
    a block owns ``k_channels`` x ``c_channels`` of one group's dW and a slice of the 2x2
    output tiles (the reduction, split across blocks: split_k auto takes as many slices as
    one wave of the device's resident blocks holds beside the channel blocks).  Per stage
    of ``step`` tiles it copies their raw 4x4 X tiles and 2x2 dY tiles into one of
    ``stages`` copy buffers by 16-byte cp.async (a thread's copies of one tile of each),
    stages - 1 stages ahead, and transforms them (B^T d B, a thread per (tile, channel);
    A e A^T, a thread per (tile, output channel)) into shared memory [point][tile][channel]
    (rows padded by ``row_pad``);
    each of the 16 points' thread grids accumulates its K x C GEMM, ``thread_k`` x
    ``thread_c`` a thread.  At the end the accumulators leave through shared memory in
    ``output_passes`` passes, a thread per (output channel, 4 channels) applies G^T M G and
    stores the slice's 3x3 partial dW (fp32) into the workspace; a second kernel sums the
    slices in order, applies the epilogue and writes dW."""
    k_channels: int               # block.m
    c_channels: int               # block.n
    step: int                     # block.k: tiles per stage
    thread_k: int                 # thread.m
    thread_c: int                 # thread.n
    output_passes: int
    row_pad: int
    points: int
    input_transform: tuple = WINOGRAD_INPUT_TRANSFORM
    gradient_transform: tuple = WINOGRAD_GRADIENT_TRANSFORM
    weight_transform: tuple = WINOGRAD_WEIGHT_TRANSFORM

    @property
    def thread_grid(self) -> tuple[int, int]:
        """Threads of one point's grid along (output channels, channels)."""
        return self.k_channels // self.thread_k, self.c_channels // self.thread_c

    @property
    def pass_columns(self) -> int:
        """Channels (C) of the block one output pass holds."""
        return self.c_channels // self.output_passes


def winograd_weight_tile(inst: Instance) -> WinogradWeightTile:
    alg = inst.algorithm
    return WinogradWeightTile(k_channels=alg.block.m, c_channels=alg.block.n, step=alg.block.k,
                              thread_k=alg.thread.m, thread_c=alg.thread.n,
                              output_passes=winograd_output_passes(alg), row_pad=WINOGRAD_ROW_PAD,
                              points=WINOGRAD_POINTS)


def winograd_tile(inst: Instance) -> WinogradTile:
    alg = inst.algorithm
    source, target = staged_tile_roles(inst.direction)
    backward = inst.direction is Direction.BACKWARD_DATA
    return WinogradTile(tiles=alg.block.m, channels=alg.block.n, step=alg.block.k,
                        thread_tiles=alg.thread.m, thread_channels=alg.thread.n,
                        output_passes=winograd_output_passes(alg), row_pad=WINOGRAD_ROW_PAD,
                        points=WINOGRAD_POINTS, source=source.value, target=target.value,
                        source_pointer="dy" if backward else "x",
                        source_extent="output" if backward else "input",
                        target_extent="input" if backward else "output",
                        flip=backward, store_vector=alg.vector.of(target),
                        raw_tile_pitch=winograd_raw_tile_pitch(alg.block.k))


def shared_memory_bytes(inst: Instance) -> int:
    """Shared memory of one block, as the micro-kernel's template allocates it."""
    return descriptor_of(inst.algorithm.micro_kernel).shared_memory_bytes(inst)


# --------------------------------------------------------------------------
# values the templates read
# --------------------------------------------------------------------------

_AXIS_NAMES = {"N": "n", "G": "g", "C": "c", "K": "k"}


def layout_axis_names(layout: Layout, spatial_dim: int) -> list[str]:
    """Axis names outermost first: spatial axes become s0..s{d-1} (outer to inner)."""
    names, spatial = [], 0
    for letter in layout.axes:
        if letter in _AXIS_NAMES:
            names.append(_AXIS_NAMES[letter])
        else:
            names.append(f"s{spatial}")
            spatial += 1
    return names


def api_axis_index(role: TensorRole, letter: str, spatial_index: int, spatial_dim: int) -> int:
    """The position of a layout axis in the API's axis order of its tensor -- x
    ``(N, *input, G, C)``, w ``(G, K, *filter, C)``, y ``(N, *output, G, K)`` -- the order
    of ``hipconv_problem.<role>_strides``."""
    if role is TensorRole.W:
        return {"G": 0, "K": 1, "C": 2 + spatial_dim}.get(letter, 2 + spatial_index)
    return {"N": 0, "G": 1 + spatial_dim, "C": 2 + spatial_dim, "K": 2 + spatial_dim}.get(letter, 1 + spatial_index)


@dataclass(frozen=True)
class TensorAxes:
    """One tensor's axes as an instance addresses them, outermost first: the layout's
    letters, each axis's index in the API order (``api_axis_index``) and whether the
    instance takes its stride as the caller gives it (free) or needs it dense (the next
    inner axis's stride times that axis's size).  ``host.h`` checks given strides
    against it (``strides_addressable``)."""
    letters: str
    api: tuple[int, ...]
    free: tuple[bool, ...]

    @property
    def free_letters(self) -> str:
        return "".join(letter for letter, free in zip(self.letters, self.free) if free)


def positions_collapsed(inst: Instance, role: TensorRole) -> bool:
    """Whether the instance walks tensor ``role``'s positions (N and the spatial axes) as
    one run at the pitch of the innermost spatial axis: backward-weight's 1x1 stride-1
    GEMM (x and dY), and the TMA tiled maps -- forward's 1x1 x, the stored epilogues
    (forward y, backward-data dX), backward-weight's dY (not tap_window's, in either
    direction: a map of each position axis)."""
    one_by_one = inst.algorithm.specialization is Specialization.FILTER1X1_STRIDE1_PAD0
    tma = inst.algorithm.loads is OperandLoads.TMA
    stored = tma and inst.direction in (Direction.FORWARD, Direction.BACKWARD_DATA) \
        and not inst.signature.epilogue.operands
    if inst.direction is Direction.BACKWARD_WEIGHT:
        tap_window = inst.algorithm.specialization is Specialization.TAP_WINDOW   # dY's map: (K, W, H, N)
        return one_by_one or (tma and role is TensorRole.Y and not tap_window)
    if inst.direction is Direction.FORWARD:   # not tap_window's Y: a map of each position axis
        stored = stored and inst.algorithm.specialization is not Specialization.TAP_WINDOW
        return (tma and one_by_one and role is TensorRole.X) or (stored and role is TensorRole.Y)
    return stored and role is TensorRole.X


def tensor_axes(inst: Instance, role: TensorRole) -> TensorAxes:
    """Which strides of tensor ``role`` the instance takes free.  Every kernel addresses
    an activation (x, y) by the stride of each of its axes (``Params.<role>_stride_*``),
    so N and the spatial axes are free -- except the layout's contiguous axis (stride 1),
    the group and channel axes (a tile's channels run across groups) and, where the
    instance walks the positions as one run (``positions_collapsed``), every position
    axis but the innermost (its pitch).  The filter is always dense."""
    layout = inst.signature.tensor(role).layout
    dims = inst.signature.spatial_dim
    letters = layout.axes
    api, free, spatial = [], [], 0
    positions = [i for i, letter in enumerate(letters) if letter not in "NGCK"]
    for i, letter in enumerate(letters):
        spatial_index = spatial if letter not in "NGCK" else -1
        if letter not in "NGCK":
            spatial += 1
        api.append(api_axis_index(role, letter, spatial_index, dims))
        if role is TensorRole.W or i == len(letters) - 1 or letter in "GCK":
            free.append(False)
        elif positions_collapsed(inst, role):
            free.append(i == positions[-1])
        else:
            free.append(True)
    return TensorAxes(letters, tuple(api), tuple(free))


@dataclass(frozen=True)
class KernelPlan:
    """Everything a kernel template needs, derived from one instance."""
    instance: Instance
    spec_file: str
    mapping: GemmMapping
    library: str           # the spec's library name
    regenerate: str        # the command the banner names

    @property
    def name(self) -> str:
        return self.instance.name

    @property
    def symbol(self) -> str:
        """Prefix of the C functions the direction template defines: the instance's exported
        ones (``exported_symbol``), or, for an instance rewriting the problem (``wrapper``),
        the rewritten problem's, which the wrapper's exported functions call."""
        return self.exported_symbol + (f"_{self.wrapper.suffix}" if self.wrapper else "")

    @property
    def wrapper(self) -> "ProblemWrapper | None":
        """The template whose exported functions rewrite the problem and then call the
        direction template's (``symbol``): merged groups or padded channels; None: the
        direction template's functions are the exported ones."""
        if self.merge_groups > 1:
            return MERGED_GROUPS_WRAPPER
        if self.pad_channels:
            return PADDED_CHANNELS_WRAPPER
        return None

    @property
    def pad_channels(self) -> int:
        """The multiple channels per group are zero-padded to in the workspace (0: none)."""
        return self.alg.pad_channels

    @property
    def channel_padding(self) -> "ChannelPadding | None":
        """How the padded-channel wrapper rewrites the problem (None: no pad_channels)."""
        if not self.pad_channels:
            return None
        return channel_padding(self.instance, bias="bias" in self.epilogue_tensors)

    @property
    def exported_symbol(self) -> str:
        """Prefix of the instance's exported C functions (the library header's)."""
        return f"hipconv_{self.instance.name}"

    @property
    def merge_groups(self) -> int:
        """Groups run as one wider group with a block-diagonal filter (1: none)."""
        return self.alg.merge_groups

    @property
    def sig(self):
        return self.instance.signature

    @property
    def alg(self):
        return self.instance.algorithm

    @property
    def dims(self) -> int:
        return self.sig.spatial_dim

    @property
    def index_type(self) -> str:
        return self.alg.index_bits.cpp_type

    @property
    def threads(self) -> int:
        return threads_of(self.alg)

    @property
    def micro(self):
        """The micro-kernel's descriptor (``codegen/micro_kernels.py``)."""
        return descriptor_of(self.alg.micro_kernel)

    @property
    def fma_threads(self):
        """The fma tile's thread layout: which rows and columns each thread owns
        (``micro_kernels.FmaThreads``; fma instances only)."""
        return self.micro.thread_layout(self.alg, self.vec(self.instance.direction.output_role.value))

    @property
    def support_headers(self) -> tuple:
        """The hipconv/*.h the instance's source includes beyond the common ones."""
        return (self.micro.support_headers + (("tma.h",) if self.tma else ())
                + (("epilogue.h",) if self.epilogue.calls_functions or self.optional_bias
                   or (self.prologue is not None and self.prologue.calls_functions) else ()))

    @property
    def tma(self) -> bool:
        """Operands arrive through TMA tensor maps (loads: tma) instead of cp.async."""
        return self.alg.loads is OperandLoads.TMA

    @property
    def forward_image(self) -> bool:
        """Forward with input_image: the input rows and the whole filter staged once per
        resident block (forward.cpp.mako's InputImage, mma_sync's image_mainloop)."""
        return self.alg.input_image > 0 and self.instance.direction is Direction.FORWARD

    @property
    def weight_image(self) -> bool:
        """Backward-weight with input_image: each tile's dY rows and the X rows they reach
        staged two tiles deep, the im2col columns read as shared-memory addresses
        (backward_weight.cpp.mako's WeightImage, mma_sync's weight_image_mainloop)."""
        return self.alg.input_image > 0 and self.instance.direction is Direction.BACKWARD_WEIGHT

    @property
    def row_walk(self) -> bool:
        """Resident blocks walk the row tiles (forward's input_image): the grid's x is as
        many blocks as the device holds per (column block, group), each taking row tiles x,
        x + gridDim.x, .. (common.tile_grid), so that per-block state -- the filter image --
        is filled once."""
        return self.forward_image

    @property
    def tma_store(self) -> bool:
        """loads: tma forward and backward-data: the epilogue stages the tile in 16-bit
        and, where the output's rows are contiguous (forward always, backward-data with
        one stride phase), stores it with TMA, else the consumers copy it out row by row
        -- unless the epilogue reads a tensor (out, bias, residual: the staged tile has
        no element positions; the fp32 tile then) or the reduction is split (a slice's
        partials are fp32 and go to the workspace)."""
        return (self.tma and self.instance.direction in (Direction.FORWARD, Direction.BACKWARD_DATA)
                and not self.sig.epilogue.operands and not self.output_split)

    @property
    def fast_row_divisions(self) -> bool:
        """Forward GEMM tiles (forward.cpp.mako) with 32-bit indices: row_position splits a
        GEMM row into (n, o..) by multiply-shift divisors precomputed on the host
        (Params.by_output, hipconv::FastDivmod) instead of a 32-bit division per axis (~25
        instructions each under nvcc), for every block's row cursors and its epilogue's
        OutputRow table.  Measured with the converted epilogue (docs/journal.md, 2026-11-27
        runs 17-18): mma128x128 on a 1x1 C=16 K=96 layer 47.4 -> 45.6 us, the 128x96 tile
        unchanged.  The input image (input_image, int32 positions) reads the same divisors."""
        return self.alg.index_bits is IndexBits.I32 and self.instance.direction is Direction.FORWARD

    @property
    def stages_output_type(self) -> bool:
        """The tensor-core epilogue converts each accumulator to the output's type in
        registers (the direction's output_value) and stages the tile in that type, then
        copies it out in vectors of kVectorOut (store_staged): wgmma with tma_store, and
        mma_sync forward / backward-data with a 16-bit output whose epilogue reads no tensor
        (out, bias, residual need each element's position; the fp32 tile then) and whose
        reduction is not split (a slice's partials are fp32).  Half the shared-memory
        traffic of the fp32 tile: mma_sync candidates 1.01-1.13x faster on the built-in list,
        the stem's input-image tile 1.13x (H200; docs/journal.md, 2026-11-27 runs 17-18)."""
        if self.tma_store:
            return True
        direction = self.instance.direction
        return (self.alg.micro_kernel is MicroKernel.MMA_SYNC
                and direction in (Direction.FORWARD, Direction.BACKWARD_DATA)
                and self.sig.tensor(direction.output_role).data_type.bytes == 2
                and not self.sig.epilogue.operands and not self.output_split
                and not self.sig.statistics)

    # ------------------------------------------------------------ the epilogue

    @property
    def epilogue(self):
        """The signature's epilogue expression (``codegen/epilogue.py``)."""
        return self.sig.epilogue

    @property
    def output_pointer(self) -> str:
        """The Params field of the output tensor: y (forward), dx, dw."""
        return {Direction.FORWARD: "y", Direction.BACKWARD_DATA: "dx",
                Direction.BACKWARD_WEIGHT: "dw"}[self.instance.direction]

    @property
    def output_type(self) -> str:
        """The C++ alias of the output tensor's element type in the kernel sources."""
        return {Direction.FORWARD: "YType", Direction.BACKWARD_DATA: "XType",
                Direction.BACKWARD_WEIGHT: "WType"}[self.instance.direction]

    @property
    def epilogue_scalars(self) -> list[tuple[str, str]]:
        """(Params field, where hipconv_epilogue_args holds it) of each scalar the expression
        reads: alpha, beta, then the declared ones in order (their slots)."""
        used = self.epilogue.used_scalars
        found = [(name, f"args.{name}") for name in ("alpha", "beta") if name in used]
        found += [(self.scalar_field(d.name), f"args.scalars[{slot}]")
                  for slot, d in enumerate(self.epilogue.scalars) if d.name in used]
        return found

    @staticmethod
    def scalar_field(name: str) -> str:
        """The Params field of an epilogue scalar: alpha and beta as they are, a declared
        scalar prefixed (so that no spec name meets a Params field or a C++ keyword)."""
        return name if name in ("alpha", "beta") else f"scalar_{name}"

    @property
    def optional_bias(self) -> bool:
        """Forward with the epilogue ``acc``: Params.bias may be null, and where it is not
        the store adds it (``acc + bias`` in the accumulator type, before the conversion to
        Y's type: common.epilogue_value; Signature.optional_bias)."""
        return self.sig.optional_bias

    @property
    def epilogue_tensors(self) -> list[str]:
        """The hipconv_epilogue_args tensors the kernel takes: those the expression reads
        (bias, residual; required), and the optional bias (``optional_bias``)."""
        return [name for name in ("bias", "residual")
                if any(o.value == name for o in self.epilogue.operands)
                or (name == "bias" and self.optional_bias)]

    @property
    def required_epilogue_tensors(self) -> list[str]:
        """The tensors of ``epilogue_tensors`` a call must give (run() refuses a null one)."""
        return [name for name in self.epilogue_tensors
                if any(o.value == name for o in self.epilogue.operands)]

    @property
    def epilogue_has_arguments(self) -> bool:
        """The call's hipconv_epilogue_args carry something this kernel reads: the epilogue's
        scalars and tensors, the prologue's vectors."""
        return bool(self.epilogue_scalars or self.epilogue_tensors or self.prologue_tensors or self.statistics)

    @property
    def statistics(self) -> bool:
        """signature.statistics: the kernel also writes the stored output's per-channel sum and
        sum of squares (hipconv_epilogue_args.statistics), through a per-row-tile partial in the
        workspace and a finish kernel that adds the row tiles in order (deterministic)."""
        return self.sig.statistics

    @property
    def statistics_partials(self) -> bool:
        """The statistics go through row-tile partials in the workspace (the GEMM kernels; the
        reference sums its whole output per channel in a second kernel instead)."""
        return self.sig.statistics and self.alg.micro_kernel is not MicroKernel.REFERENCE

    @property
    def prologue(self):
        """The signature's prologue expression over X's loaded elements (None: none)."""
        return self.sig.prologue

    @property
    def prologue_tensors(self) -> list[str]:
        """The per-input-channel vectors the prologue reads (scale, shift): required
        hipconv_epilogue_args fields prologue_scale / prologue_shift."""
        if self.sig.prologue is None:
            return []
        return [name for name in ("scale", "shift") if any(o.value == name for o in self.sig.prologue.operands)]

    @property
    def persistent(self) -> bool:
        """schedule: persistent: one block per resident slot walks the tile grid."""
        return self.alg.schedule is TileSchedule.PERSISTENT

    @property
    def dynamic_shared_memory(self) -> bool:
        """The launcher passes (and opts in to) dynamic shared memory of kSharedMemoryBytes."""
        return self.micro.dynamic_shared_memory_for(self.alg)

    @property
    def micro_template(self) -> str:
        return "/" + self.micro.template

    @property
    def shared_memory_bytes(self) -> int:
        return shared_memory_bytes(self.instance)

    @property
    def tiling_a(self) -> OperandTiling:
        return operand_tiling(self.instance, "a")

    @property
    def operands_through_registers(self) -> bool:
        """A tensor-core instance stages an operand through registers (vectors under
        16 bytes, or X under a prologue): its pipeline stores the fetched vectors to shared
        memory itself."""
        return (self.tiling_a.through_registers or self.tiling_b.through_registers
                or self.prologue_operand is not None)

    @property
    def mma_slice_k(self) -> int:
        """mma_sync: the k of one instruction, a k-slice of the stage (16; 32 for fp8)."""
        return self.micro.operand_instruction(self.instance).k

    @property
    def mma_instruction(self) -> str:
        """mma_sync: the hipconv/mma.h function of the operand type's instruction."""
        return f"mma_m16n8k{self.mma_slice_k}"

    @property
    def mma_operand_bytes(self) -> int:
        """mma_sync: bytes per operand element (2; 1 for fp8)."""
        return self.micro.operand_bytes(self.instance)

    @property
    def mma_operand_pad(self) -> int:
        """mma_sync: the operand tile rows' padding in elements (16 bytes)."""
        return mma_operand_pad(self.mma_operand_bytes)

    @property
    def prologue_operand(self) -> Optional[str]:
        """"a" or "b": the GEMM operand that is X where the signature has a prologue (the
        tensor-core loads fetch it into registers, apply the prologue and store it to the
        stage: common.cp_async_issue_loads); None without one."""
        if self.sig.prologue is None:
            return None
        return next((name for name, op in (("a", self.mapping.a), ("b", self.mapping.b))
                     if op.role is TensorRole.X), None)

    @property
    def tiling_b(self) -> OperandTiling:
        return operand_tiling(self.instance, "b")

    @property
    def instance_namespace(self) -> str:
        """The C++ namespace holding all of the instance's source but its exported functions'
        names (instances compiled as one translation unit must not share file-scope names)."""
        return f"hipconv_instance_{self.instance.name}"

    @property
    def header_name(self) -> str:
        """The library's C header, which every instance source includes."""
        return f"hipconv_{self.library}.h"

    def role(self, role: str) -> TensorRole:
        return TensorRole(role)

    def axis_size_expr(self, role: str, axis: str, problem: str) -> str:
        """C++ expression of the size of ``axis`` of tensor ``role``."""
        fixed = {"n": "batch", "g": "groups", "c": "in_channels", "k": "out_channels"}
        if axis in fixed:
            return f"{problem}->{fixed[axis]}"
        spatial = {"x": "input", "w": "filter", "y": "output"}[role]
        return f"{problem}->{spatial}[{axis[1:]}]"

    def ctype(self, role: str) -> str:
        return self.sig.tensor(TensorRole(role)).data_type.cpp_type

    @property
    def accumulator_ctype(self) -> str:
        """The C++ type of the accumulators (float; double for fp64 instances)."""
        return self.sig.accumulator.cpp_type

    @property
    def family(self) -> str:
        """The kernel family the instance's code comes from: "implicit GEMM" (the direction
        template with its micro-kernel's mainloop), "staged tile", "direct gather",
        "depthwise runs" (backward-weight of depthwise and few-channel layers) or
        "reference"."""
        from .families import family_of      # families reads the descriptors, as plan does
        return family_of(self.instance).name

    def index_reach(self, role: str):
        """Where the instance's kernels form the element offsets of positions outside tensor
        ``role`` (``families.IndexReach``; the audit of every template is in codegen/families.py):
        what a 32-bit instance's supports() bounds by 2^31 (rule index-range)."""
        from .families import ELEMENTS, family_of
        return family_of(self.instance).index_reach(self).get(TensorRole(role), ELEMENTS)

    def channel_offset(self, role: str, index: str, params: str = "p") -> str:
        """The offset of channel ``index`` (a C++ expression) along tensor ``role``'s
        channel axis: ``index`` itself where that axis is contiguous, else ``index`` times
        its stride (channels-first layouts)."""
        stride = self.channel_stride(role, params)
        if not stride:
            return index
        return f"{index if index.isidentifier() else '(' + index + ')'}{stride}"

    def channel_stride(self, role: str, params: str = "p") -> str:
        """The factor of a channel index in an offset into tensor ``role``: '' where its
        channel axis is the contiguous one (stride 1), else `` * p.<role>_stride_<c|k>``
        (channels-first layouts; rule layout-kernel admits them only element by element)."""
        layout = self.sig.tensor(TensorRole(role)).layout
        if layout.channels_contiguous:
            return ""
        return f" * {params}.{role}_stride_{layout.channel_axis.lower()}"

    def vec(self, role: str) -> int:
        return self.alg.vector.of(TensorRole(role))

    def tensor_axes(self, role: str) -> TensorAxes:
        """The axes of tensor ``role`` with the strides the instance takes free."""
        return tensor_axes(self.instance, TensorRole(role))

    def stride_alignment(self, role: str) -> int:
        """Free strides of tensor ``role`` are multiples of 16 bytes, in elements: each
        row then starts as aligned as the tensor's base, which every kernel's vectors (and
        the TMA maps' strides) need."""
        return 16 // self.sig.tensor(TensorRole(role)).data_type.bytes

    def axes(self, role: str) -> list[str]:
        tensor = self.sig.tensor(TensorRole(role))
        return layout_axis_names(tensor.layout, self.dims)

    @property
    def position_patches(self) -> bool:
        """backward_weight, loads: tma: a k-step's positions are a patch of the output (its
        extents chosen per problem), dY and X in tiled boxes (position_boxes: patches)."""
        return self.alg.position_boxes is PositionBoxes.PATCHES

    @property
    def is_filter1x1_stride1_pad0(self) -> bool:
        return self.alg.specialization is Specialization.FILTER1X1_STRIDE1_PAD0

    @property
    def is_filter1x1_pad0(self) -> bool:
        return self.alg.specialization is Specialization.FILTER1X1_PAD0

    @property
    def is_depthwise(self) -> bool:
        return self.alg.specialization is Specialization.DEPTHWISE

    @property
    def is_few_channels(self) -> bool:
        return self.alg.specialization is Specialization.FEW_CHANNELS

    @property
    def is_staged_tile(self) -> bool:
        return (self.is_depthwise or self.is_few_channels) and self.alg.tile_rows > 0

    @property
    def staged_weight(self) -> bool:
        """Depthwise backward-weight runs over staged rows (tile_rows): per tile of tile_rows
        output rows of one image, its dY rows and the X rows they reach are copied into
        shared memory (two tiles in flight), and the runs' X windows and dY values are read
        from there (kernels/backward_weight_depthwise.mako)."""
        return (self.is_depthwise and self.alg.tile_rows > 0
                and self.instance.direction is Direction.BACKWARD_WEIGHT)

    @property
    def tile(self) -> "StagedTile":
        """The staged-tile kernel's shape (depthwise or few_channels, tile_rows > 0)."""
        return staged_tile(self.instance)

    @property
    def is_tap_window(self) -> bool:
        return self.alg.specialization is Specialization.TAP_WINDOW

    @property
    def tap_window(self) -> TapWindowTile:
        """A backward-weight tap_window instance's stage geometry (micro_kernels.TapWindowTile)."""
        return tap_window_tile(self.alg)

    @property
    def tap_window_forward(self) -> TapWindowForwardTile:
        """A forward tap_window instance's geometry (micro_kernels.TapWindowForwardTile)."""
        return tap_window_forward_tile(self.alg)

    @property
    def is_winograd(self) -> bool:
        return self.alg.specialization is Specialization.WINOGRAD_2X2_3X3

    @property
    def winograd(self) -> "WinogradTile":
        """The Winograd kernel's shape (specialization winograd_2x2_3x3, forward and
        backward-data)."""
        return winograd_tile(self.instance)

    @property
    def winograd_weight(self) -> "WinogradWeightTile":
        """The Winograd backward-weight kernel's shape."""
        return winograd_weight_tile(self.instance)

    @property
    def gather(self) -> "DirectGather":
        """The direct backward-data gather's shape (depthwise, few_channels)."""
        return direct_gather(self.instance)

    # ------------------------------------------------------------ backward-weight

    @property
    def split_auto(self) -> bool:
        return self.alg.split_k.auto

    @property
    def is_direct_weight(self) -> bool:
        """Backward-weight without a GEMM: depthwise, or few_channels (C = K = thread.n),
        kernels/backward_weight_depthwise.mako."""
        return self.is_depthwise or self.is_few_channels

    @property
    def weight_windows(self) -> tuple[tuple[int, int], ...]:
        """A backward-weight run instance's (filter width, stride) X windows along the
        innermost axis (``weight_windows``): stride 2 for runs of up to 4 rows only -- the
        17-position window of runs of 8 spilled (ptxas sm_90a, depthwise_run8 at 128
        registers)."""
        if not self.is_direct_weight:
            return ()
        return weight_windows(self.alg.thread.m, self.alg.block.k, self.alg.thread.k)

    @property
    def tap_teams(self) -> bool:
        """A depthwise backward-weight whose teams split each tap tile into shares of thread.k
        taps (thread.k given; kernels/backward_weight_depthwise.mako)."""
        return self.alg.thread is not None and bool(self.alg.thread.k)

    @property
    def split_min_steps(self) -> int:
        """The fewest reduction steps split_k auto leaves one slice (SPLIT_MIN_STEPS;
        TAP_TEAM_SPLIT_MIN_STEPS with depthwise tap teams)."""
        return TAP_TEAM_SPLIT_MIN_STEPS if self.tap_teams else SPLIT_MIN_STEPS

    @property
    def max_split_k(self) -> int:
        """The most slices split_k auto asks for (micro-kernel descriptor constants)."""
        if self.is_direct_weight:
            return self.micro.depthwise_max_split_k
        return self.micro.max_split_k

    @property
    def split_fixed(self) -> int:
        """The fixed split-K count (0 for auto)."""
        return 0 if self.alg.split_k.auto else self.alg.split_k.count

    @property
    def output_split(self) -> bool:
        """Forward or backward-data whose reduction splits across blocks (split_k other than
        1; rule output-split): kernels/output_split.mako's slices, workspace and finish pass."""
        return self.instance.direction is not Direction.BACKWARD_WEIGHT and self.emits_split

    @property
    def output_split_workspace(self) -> bool:
        """A forward / backward-data split whose slices can go through an fp32 workspace and
        the finish pass: every one but split_k auto in clusters, which asks for at most
        CLUSTER_SPLIT_MAX_AUTO_SLICES (<= max_cluster_splits) slices and runs unsplit where
        its clusters do not fit (no workspace, no second kernel emitted)."""
        return self.output_split and not (self.cluster_reduction and self.split_auto)

    @property
    def cluster_split_most_slices(self) -> int:
        """The most slices a launch of this instance sums in a cluster: split_k auto asks for at
        most CLUSTER_SPLIT_MAX_AUTO_SLICES, a fixed count up to the portable cluster size."""
        return self.cluster_split_max_auto_slices if not self.output_split_workspace else self.max_cluster_splits

    @property
    def cluster_split_min_steps(self) -> int:
        """Forward / backward-data split_k auto in clusters: the fewest k-steps a reduction
        needs to be split (the micro-kernel's output_split_min_steps, and two slices' worth)."""
        return max(self.output_split_min_steps, 2 * self.output_split_min_slice_steps)

    @property
    def output_split_min_steps(self) -> int:
        """Forward / backward-data split_k auto: the fewest k-steps a reduction needs to be
        split at all (the micro-kernel's output_split_min_steps; 0: any)."""
        return self.micro.output_split_min_steps

    @property
    def output_split_half_idle_steps(self) -> int:
        """Forward / backward-data split_k auto splits where 4 * tiles <= SMs, or 2 * tiles <=
        SMs with a reduction of at least this many k-steps (the micro-kernel's
        output_split_half_idle_steps; 0: never)."""
        return self.micro.output_split_half_idle_steps

    @property
    def output_split_min_slice_steps(self) -> int:
        """Forward / backward-data split_k auto: the fewest k-steps a slice gets."""
        return OUTPUT_SPLIT_MIN_SLICE_STEPS

    @property
    def emits_direct_store(self) -> bool:
        """The kernel stores its tile straight into dW (split_k 1, or auto resolving to 1)."""
        return self.split_auto or self.split_fixed == 1

    @property
    def models_split_time(self) -> bool:
        """The instance exports ``modelled_bytes``: split_k auto's cost model of a GEMM
        backward-weight tile, its chosen split's time in bytes of DRAM traffic (select's
        criterion modelled-time compares tiles by it); not through a problem-rewriting
        wrapper (padded channels), whose problem the model would not see."""
        return (self.instance.direction is Direction.BACKWARD_WEIGHT and self.split_auto
                and not self.is_direct_weight and not self.is_winograd and not self.is_tap_window
                and self.wrapper is None)

    @property
    def feed_bound_factor(self) -> str:
        """How many times a k-step of this tile takes its flops' time at the micro-kernel's
        rate, for the split cost model's modelled_bytes: max(1, feed_bound_intensity /
        (block.m * block.n / (block.m + block.n / multicast))) ** feed_bound_exponent, as a
        C++ literal -- the operand elements a block loads per k itself (a multicast
        cluster's blocks share B's) -- times the micro-kernel's patch_step_factor for a
        position-patch tile (its X in tiled boxes, not the im2col boxes the rates were fitted on)
        and its narrow_step_factor for a tile of 64-column warpgroups (the narrowest wgmma)."""
        m, n = self.alg.block.m, self.alg.block.n
        ratio = max(1.0, self.micro.feed_bound_intensity * (m + n / self.alg.multicast) / (m * n))
        step = self.micro.patch_step_factor if self.position_patches else 1.0
        if self.narrow_warpgroups:
            step *= self.micro.narrow_step_factor
        return repr(ratio ** self.micro.feed_bound_exponent * step)

    @property
    def narrow_warpgroups(self) -> bool:
        """A wgmma tile whose warpgroups are NARROW_WARPGROUP_COLUMNS wide (64x64, 128x64):
        the split cost model prices its k-step at the micro-kernel's narrow_step_factor."""
        return self.alg.warpgroup is not None and self.alg.warpgroup.n == NARROW_WARPGROUP_COLUMNS

    @property
    def emits_split(self) -> bool:
        """The kernel has a split-K output path (split_k > 1 or auto)."""
        return self.split_auto or self.split_fixed > 1

    @property
    def split_mode(self) -> str:
        """How split-K partial sums meet (only meaningful when ``emits_split``):

        ``slices``            deterministic: each slice stores its partial dW into its own
                              fp32 workspace slice; a reduction pass sums slices 0..S-1 in order.
        ``atomic_output``     fp32 dW whose epilogue scales acc (``acc``, ``alpha * acc``):
                              zeroed, then fp32 atomicAdd of every scaled slice in place.
        ``atomic_workspace``  16-bit dW, or any other epilogue: fp32 workspace zeroed, fp32
                              atomicAdd, then one pass that applies the epilogue and
                              converts ("two-stage").
        """
        if self.alg.deterministic:
            return "slices"
        if self.sig.w.data_type.value == "fp32" and self.epilogue.linear_scale:
            return "atomic_output"
        return "atomic_workspace"

    @property
    def cluster_reduction(self) -> bool:
        """Deterministic slices that meet in a thread-block cluster (``split_reduction:
        cluster``): a launch of S <= max_cluster_splits slices runs each tile's slices as
        one cluster along grid.z and sums them in distributed shared memory; more slices
        go through the workspace as ``slices`` does."""
        return self.alg.split_reduction is SplitReduction.CLUSTER and self.split_mode == "slices"

    @property
    def multicast(self) -> int:
        """Blocks of a thread-block cluster sharing each k-step's boxes of one operand
        (algorithm.multicast; wgmma with loads: tma): backward_weight's along the tile rows
        share X's, forward's and backward_data's along the tile columns the A box; 1: none."""
        return self.alg.multicast

    @property
    def max_cluster_splits(self) -> int:
        return MAX_CLUSTER_SPLITS

    @property
    def cluster_split_max_auto_slices(self) -> int:
        """Forward / backward-data split_k auto in clusters: the most slices it asks for."""
        return CLUSTER_SPLIT_MAX_AUTO_SLICES

    @property
    def uses_workspace(self) -> bool:
        return self.emits_split and self.split_mode != "atomic_output"
