"""Micro-kernels: how a block computes its GEMM tile.

The seam between a *direction* and a *micro-kernel* (docs/architecture.md):

* A direction (``templates/kernels/<direction>.cpp.mako``) supplies operand
  *access*: for every vector of the A and B tiles that a thread loads, an
  element offset and a valid predicate, and ``advance()`` to the next k-step
  (structs ``AAccess`` / ``BAccess``; all of a thread's vectors of one operand
  share one reduction row, ``plan.OperandTiling``, so one cursor per thread
  walks the reduction); and the epilogue: ``output_row(params, state, m)``
  (where tile row m is stored; once per row) and
  ``store_output(params, state, row, n, values)`` that writes ``kVectorOut``
  finished fp32 values of that row, columns n.., knowing the output tensor,
  alpha, split-K and merged groups.  With ``loads: tma`` (wgmma) the direction
  supplies instead of the two access structs one producer-side ``TmaLoads``
  (``init(params, tile)``; ``issue(params, tile, full_barrier, a_rows(m0),
  b_column(n0))`` issuing the k-step's tensor-map boxes; ``advance``) and the
  host function ``encode_tensor_maps`` that fills the maps in ``Params``
  (both backward templates).  Backward-data also supplies ``tile_at(params, x,
  y, z, tile)`` (the tile of a grid position; ``schedule: persistent`` walks the
  grid through it with ``Params.tiles_x / tiles_y / tile_count``) and, for the
  TMA-fed epilogue, ``stores_through_tma(params)``, ``output_value(params,
  tile, n, acc)`` (the epilogue of tile column n's accumulator before the conversion:
  forward adds its optional bias there), ``store_block(params, tile, n0,
  staging)`` (one TMA box of a 64-column block of the 16-bit staged tile) and
  ``store_staged(params, tile, row, n, vector)`` (a converted vector of a row,
  where the tile's rows are not consecutive) beside ``output_row`` /
  ``store_output``.
* A micro-kernel (one descriptor class here + one template) supplies the
  shared-memory layout and pipeline, the loads (how an offset becomes data in
  shared memory), the multiply, and the iteration of its accumulators that
  calls ``store_output``.  Its template defines the Mako defs ``constants(plan)``
  (tile geometry and threads, ending with ``common.operand_vectors``: the vectors
  per thread and which tile element each starts at), ``mainloop(plan)`` and
  ``epilogue(plan)``; the comment at the top of ``fma_gemm.mako`` is the contract.

To add a micro-kernel: a ``MicroKernel`` member in ``model.py``, a descriptor
class here registered in ``_DESCRIPTORS`` (every member has one), a template
``kernels/<name>_gemm.mako`` with the three defs, and the rules it adds in
``validate.Rule``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator, Optional

from .fragments import BY_NAME as FRAGMENT_LAYOUTS, WARP_SIZE, Layout as FragmentLayout
from .mapping import operand_mapping
from .model import (Algorithm, BlockTile, DataType, Direction, IndexBits, Instance, MfmaInstruction,
                    MicroKernel, OperandLoads, Specialization, TensorRole, TileSchedule)
from .rules import Rule


@dataclass(frozen=True)
class InstructionShape:
    """The m x n x k of one matrix instruction."""
    m: int
    n: int
    k: int


class MicroKernelDescriptor:
    """What the generator knows about one micro-kernel (subclasses fill it in)."""

    kind: MicroKernel
    template: str                  # Mako file with the defs constants / mainloop / epilogue
    kernel_template: Optional[str] = None   # a whole-kernel template replacing the direction's
    tile_key: str                  # the algorithm key of its per-thread or per-warp tile
    support_headers: tuple = ()    # extra hipconv/*.h its sources include
    dynamic_shared_memory: bool = False   # the launcher passes (and opts in to) dynamic shared memory
    takes_instruction: bool = False       # the algorithm names its instruction (`instruction`: mfma)
    specializations: tuple = tuple(Specialization)
    # Backward-weight's split_k auto weighs a split slice's fp32 dW round trip through
    # memory against the k-steps it saves: flops this micro-kernel's blocks do per byte
    # of DRAM traffic in the same time (its reachable rate over the copy bandwidth,
    # H200: bench ceilings and NOTES.md runs; the split cost model in
    # kernels/backward_weight_splitk.mako).
    split_flops_per_byte: int = 16
    # ... and a block's pipeline fill and epilogue, in its own k-steps (an estimate:
    # the fp32 tile's store at one multiprocessor's share of the bandwidth plus one load
    # latency, over a k-step at the micro-kernel's rate).
    split_block_overhead_steps: int = 12
    # ... and a split's second launch (the workspace pass, or the zeroing of an atomic
    # target) beyond the slices' traffic, in bytes of DRAM traffic at the same rate: the
    # workspace pass of the 1x1 7x7 C=2048 K=512 layer's two 128x128 slices took 8.4 us
    # under ncu (H100, bench/results/ncu/2026-11-24-h100-xs_tma128x128*), ~4 us beyond
    # its 8 MiB of traffic: 16 MiB at ~4 TB/s.  0: not measured for this micro-kernel.
    split_pass_bytes: float = 0.0
    # The most slices split_k auto asks for (the cost model weighs each slice's fp32 dW
    # round trip; this bounds the workspace): 256 lets a problem of a few tiles fill
    # every resident slot (the stem's 3 tiles: 64 slices were 192 blocks for ~528
    # slots; 256 took its backward-weight from 3.1 to 2.25 ms, NOTES.md).
    max_split_k: int = 256
    # Forward / backward-data split_k auto (kernels/output_split.mako): the fewest block.k steps
    # the whole reduction needs before it is split at all -- the slices' fp32 partials and the
    # second kernel are a fixed cost only a long reduction repays.  0: no such bound (the fma
    # squeeze-excitation splits gain on reductions of 13-72 steps of their small tiles).
    output_split_min_steps: int = 0
    # ... and splits only where the unsplit grid leaves three quarters of the device idle
    # (4 * tiles <= multiprocessors), or half of it (2 * tiles <= multiprocessors) where the
    # reduction has at least output_split_half_idle_steps k-steps (0: never).
    output_split_half_idle_steps: int = 0
    # Multiply-adds per operand element (block.m * block.n / (block.m + block.n)) below which
    # a block's k-step is bound by feeding its operands, not by the micro-kernel's rate:
    # the split cost model's time (modelled_bytes, select's criterion modelled-time) then
    # scales a k-step by this over the tile's own, raised to feed_bound_exponent.  0: not
    # measured, no bound.
    feed_bound_intensity: float = 0.0
    # ... the power of that ratio a k-step pays: 1 where the bound holds as measured.
    feed_bound_exponent: float = 1.0
    # split cost model: a k-step of a position-patch tile (dY and X in tiled boxes) costs this
    # times a flat tile's (X in im2col boxes); 1: no difference
    patch_step_factor: float = 1.0
    # split cost model: a k-step of a tile whose warpgroups are 64 columns wide (the narrowest
    # wgmma these tiles issue, n = 64) costs this times what the feed bound alone says; 1: none
    narrow_step_factor: float = 1.0

    def threads(self, alg: Algorithm) -> int:
        raise NotImplementedError

    def instruction_shape(self, alg: Algorithm, data_type: DataType) -> Optional[InstructionShape]:
        """The matrix instruction ``alg`` uses for operands of ``data_type`` (None: scalar
        FMA, or no instruction takes that type)."""
        return None

    def shared_memory_bytes(self, inst: Instance) -> int:
        raise NotImplementedError

    def dynamic_shared_memory_for(self, alg: Algorithm) -> bool:
        """The launcher passes (and opts in to) dynamic shared memory for ``alg``."""
        return self.dynamic_shared_memory

    def shared_memory_limit(self, target, alg: Algorithm) -> int:
        info = target.info
        return info.shared_memory_opt_in_bytes if self.dynamic_shared_memory_for(alg) else \
            info.shared_memory_bytes

    def output_vector_extent(self, alg: Algorithm) -> tuple[str, int]:
        """The tile extent the output vector runs along (it must divide it)."""
        raise NotImplementedError

    def register_floor(self, alg: Algorithm) -> Optional[int]:
        """The 32-bit registers a thread needs at least, where a compiler would refuse
        fewer (rule blocks-per-sm checks them against the launch bound's share of the
        register file); None where it is not modeled."""
        return None

    def violations(self, inst: Instance) -> Iterator[tuple[object, str]]:
        """(validate.Rule, detail) for each rule this micro-kernel adds that ``inst`` breaks."""
        return iter(())


# Winograd F(2x2, 3x3) (specialization winograd_2x2_3x3): a 2x2 output tile comes from a
# 4x4 input tile, so the transformed problem has 16 points, each one GEMM.
WINOGRAD_POINTS = 16
# Shared-memory rows of the Winograd kernel are padded by this many floats: the transforms
# store (4 channels x 8 tiles)-shaped warps with the channel index fastest, 36-float rows
# put those 32 stores in 32 banks (kernels/winograd.mako).
WINOGRAD_ROW_PAD = 4


def winograd_output_passes(alg: Algorithm) -> int:
    """The Winograd kernel's output passes: a thread's accumulators leave through shared
    memory one 4-column chunk of its thread.n columns at a time."""
    return alg.thread.n // 4


def winograd_raw_tile_pitch(step: int) -> int:
    """Floats of one raw 4x4 input tile in the forward / backward-data Winograd kernel's
    copy buffers, [position][step channels] plus ``step`` floats: a warp's transform
    reads (32 / step tiles x step channels at one position) then fall in 32 banks."""
    return (WINOGRAD_POINTS + 1) * step


def winograd_shared_floats(inst: Instance) -> int:
    """Shared memory of the Winograd kernels in floats: ``stages`` copy buffers and one
    transformed buffer, or one output pass [point][block.m][block.n / passes + pad],
    whichever is larger (the same memory, at different times).  Forward / backward-data:
    a copy buffer holds the raw input tiles (block.m x winograd_raw_tile_pitch) and U
    [point][block.k][block.n + pad], the transformed buffer V [point][block.k][block.m +
    pad].  Backward-weight: a copy buffer holds the raw X tiles [block.k][16][block.n] and
    dY tiles [block.k][4][block.m], the transformed buffer E [point][block.k][block.m + pad]
    and V [point][block.k][block.n + pad]."""
    alg = inst.algorithm
    b, pad = alg.block, WINOGRAD_ROW_PAD
    if inst.direction is Direction.BACKWARD_WEIGHT:
        copies = b.k * WINOGRAD_POINTS * b.n + b.k * 4 * b.m
        transformed = WINOGRAD_POINTS * b.k * (b.m + pad + b.n + pad)
    else:
        copies = b.m * winograd_raw_tile_pitch(b.k) + WINOGRAD_POINTS * b.k * (b.n + pad)
        transformed = WINOGRAD_POINTS * b.k * (b.m + pad)
    passes = max(winograd_output_passes(alg), 1)
    output = WINOGRAD_POINTS * b.m * (b.n // passes + pad)
    return max(alg.stages * copies + transformed, output)


@dataclass(frozen=True)
class FmaThreads:
    """Where the fma tile's threads sit and which outputs each owns (``fma_gemm.mako``).

    Thread (tm, tn) owns tile rows tm * thread.m .. + thread.m and thread.n columns in
    chunks of ``column_chunk``: chunk c covers columns ``c * (columns * column_chunk) +
    tn * column_chunk ..`` (``columns`` = block.n / thread.n threads along n), so that one
    16-byte shared-memory read of B by neighbouring threads touches consecutive bytes.
    The WARP_SIZE lanes of a warp are ``warp_rows`` rows x ``warp_columns`` columns of
    threads: fewer distinct A and B addresses per warp-wide read (a 4 x 8 warp reads 4 A
    and 8 B vectors per k, a row-major 2 x 16 one 2 and 16)."""

    warp_columns: int     # threads of one warp side by side along n; 0: the grid row-major
    column_chunk: int     # a thread's columns, this many consecutive at a time

    @property
    def warp_rows(self) -> int:
        return WARP_SIZE // self.warp_columns if self.warp_columns else 0


class FmaMicroKernel(MicroKernelDescriptor):
    """Scalar fused multiply-add through shared memory: every platform, every dtype.

    Operands are converted to fp32 on their way into shared memory; a thread owns a
    ``thread.m x thread.n`` block of outputs; 1 or 2 shared-memory stages with the
    next k-step's global loads in registers while the current one multiplies."""

    kind = MicroKernel.FMA
    template = "kernels/fma_gemm.mako"
    tile_key = "thread"
    split_flops_per_byte = 16     # ~65 TFLOP/s fp32 FMA / 4.2 TB/s
    split_block_overhead_steps = 12
    # Depthwise backward-data stages W in shared memory this many taps at a time
    # (3x3x3 in one chunk, 7x7 in one, larger filters in several).
    depthwise_data_tap_chunk = 64
    # Depthwise backward-weight's split_k auto may ask for up to this many slices: a
    # slice's dW is only G x prod(filter) floats, and a layer with few groups (one tile:
    # MobileNetV2's 112x112 G = 32) needs hundreds of blocks to fill the device.
    depthwise_max_split_k = 1024
    # few_channels backward-data stages W as block.n-wide fp32 rows, one per (tap, k),
    # in this many floats (16 KiB): the stem's 3 columns hold 21 taps of K = 64.
    few_channels_w_tile_floats = 4096
    # The forward few-channel gather takes C up to this many channels per group: past it
    # the GEMM kernels win (H200: C = K = 16 fp32 0.31 ms gather against 0.54 GEMM, C = 64
    # 2.1-2.7 ms against 0.9-1.1; NOTES.md, final forward run), and select would otherwise
    # prefer the specialization.
    few_channels_forward_max_c = 16

    def threads(self, alg: Algorithm) -> int:
        t = alg.thread
        if t is None or t.m <= 0 or t.n <= 0:
            return 0
        per_point = (alg.block.m // t.m) * (alg.block.n // t.n)
        if alg.specialization is Specialization.WINOGRAD_2X2_3X3:
            return WINOGRAD_POINTS * per_point   # a thread grid per transformed point
        return per_point * max(alg.k_lanes, 1)

    def shared_memory_bytes(self, inst: Instance) -> int:
        alg = inst.algorithm
        if alg.specialization is Specialization.WINOGRAD_2X2_3X3:
            return winograd_shared_floats(inst) * 4
        if alg.specialization is Specialization.FEW_CHANNELS and inst.direction is Direction.BACKWARD_WEIGHT:
            # float red[row teams][block.n * thread.n]: the cross-team reduction of one
            # tap's K x C values per group (block.n counts groups x C channel columns)
            return (alg.block.m // alg.thread.m) * alg.block.n * alg.thread.n * 4
        if alg.specialization is Specialization.FEW_CHANNELS and alg.tile_rows:
            # W and the input tile in dynamic shared memory, sized per problem at run time
            # (kernels/staged_tile.mako; refusal depthwise-tile where they do not fit)
            return 0
        if alg.specialization is Specialization.FEW_CHANNELS:
            # float w_tile[rows][block.n], rows = few_channels_w_tile_floats / block.n; with
            # k_lanes > 1 the same memory then holds every thread's block.k x thread.n
            # partial sums for the cross-lane reduction, if that is larger
            w_tile = self.few_channels_w_tile_floats // alg.block.n * alg.block.n
            partials = self.threads(alg) * alg.block.k * alg.thread.n if alg.k_lanes > 1 else 0
            return max(w_tile, partials) * 4
        if alg.specialization is Specialization.DEPTHWISE:
            if alg.tile_rows and inst.direction is not Direction.BACKWARD_WEIGHT:
                # W and the input tile in dynamic shared memory, sized per problem at run time
                # (refusal depthwise-tile where they do not fit)
                return 0
            if inst.direction is not Direction.BACKWARD_WEIGHT:
                # float w_tile[tap chunk][block.n]: the block's W, a chunk of taps at a time
                return self.depthwise_data_tap_chunk * alg.block.n * 4
            # float red[row teams][block.n]: backward-weight's cross-team reduction (with
            # tile_rows, the staged rows are dynamic shared memory sized per problem at run
            # time: refusal depthwise-tile where two stages do not fit)
            return (alg.block.m // alg.thread.m) * alg.block.n * 4
        return alg.stages * alg.block.k * (alg.block.m + alg.groups_per_block * alg.block.n) * 4

    def output_vector_extent(self, alg: Algorithm) -> tuple[str, int]:
        return "thread.n", alg.thread.n

    def dynamic_shared_memory_for(self, alg: Algorithm) -> bool:
        # the Winograd kernel's stages (two of 36 KiB at block.k 8) opt in past 48 KiB
        return alg.specialization is Specialization.WINOGRAD_2X2_3X3

    # the 16-byte shared-memory read that chunks a thread's B columns, in fp32 elements
    fragment_read_floats = 4
    # a warp's threads along n where the thread grid allows (4 rows x 8 columns of lanes)
    warp_columns = 8

    def thread_layout(self, alg: Algorithm, output_vector: int) -> FmaThreads:
        """The tile's thread layout (``FmaThreads``): 4 x 8 lanes per warp where the thread
        grid divides into them (else the grid row-major, thread tid at row tid / columns), and a
        thread's columns in chunks of one 16-byte read, or of ``output_vector`` (the
        epilogue stores that many consecutive columns) if wider."""
        rows, columns = alg.block.m // alg.thread.m, alg.block.n // alg.thread.n
        warp_columns = self.warp_columns
        if alg.k_lanes > 1 or columns % warp_columns or rows % (WARP_SIZE // warp_columns):
            warp_columns = 0
        chunk = max(self.fragment_read_floats, output_vector)
        if alg.thread.n <= chunk or alg.thread.n % chunk:
            chunk = alg.thread.n
        return FmaThreads(warp_columns=warp_columns, column_chunk=chunk)

    def violations(self, inst: Instance):
        alg = inst.algorithm
        if alg.specialization is Specialization.WINOGRAD_2X2_3X3:
            return   # its copy buffers: rule winograd-shape
        if alg.stages not in (1, 2):
            yield Rule.STAGES, f"stages {alg.stages} is not 1 or 2 (fma micro-kernel)"


# Shared-memory padding of the mma_sync tiles, in elements: each row of a 16-bit
# operand tile is padded by 8 elements (16 bytes), so the 8 row addresses of one
# ldmatrix phase fall into 8 different 16-byte bank groups when the row is a
# multiple of 16 elements; the fp32 epilogue tile rows are padded by 8 floats, so
# a half-warp's float2 fragment stores (4 rows x 4 lanes) hit 32 different banks.
MMA_OPERAND_PAD = 8
MMA_EPILOGUE_PAD = 8


def mma_operand_pad(element_bytes: int) -> int:
    """The operand tile rows' padding in elements: 16 bytes (MMA_OPERAND_PAD 16-bit elements,
    16 fp8 ones)."""
    return MMA_OPERAND_PAD * 2 // element_bytes
# The converted output tile (plan.stages_output_type: OutputType pairs) pads its rows by 8
# 16-bit elements, so that the 8 rows x 4 lanes of one 4-byte fragment store hit 32
# different banks wherever block.n is a multiple of 16 (rows (block.n + 8) / 2 words
# apart, 4 modulo 8); an odd multiple of 8 has two-way conflicts.
MMA_STAGED_OUTPUT_PAD = 8
# The epilogue's table of output rows behind the fp32 tile: one OutputRow (an Index
# offset and a flag; 16 bytes with 64-bit indices) per tile row.
MMA_OUTPUT_ROW_BYTES = 16


def mma_output_tile_bytes(alg: Algorithm) -> int:
    """Shared memory of the mma_sync epilogue: the fp32 block tile, rows padded by
    MMA_EPILOGUE_PAD floats, and its table of output rows."""
    return alg.block.m * ((alg.block.n + MMA_EPILOGUE_PAD) * 4 + MMA_OUTPUT_ROW_BYTES)


class MmaSyncMicroKernel(MicroKernelDescriptor):
    """NVIDIA warp-level tensor cores: ``mma.sync.aligned.m16n8k16`` (fp16/bf16 in,
    fp32 accumulate), sm_80 and later.

    16-bit operand tiles in a ring of ``stages`` (2-4) shared-memory buffers filled
    by 16-byte ``cp.async`` (zero-fill for padding and out-of-range rows), or, for a
    tensor read in vectors of 1, 2 or 4 elements (few channels: the RGB stem's C = 3),
    by loads into registers issued with the k-step's copies and stored to shared memory
    once the current stage's multiply is issued (``OperandTiling.through_registers``); fragments
    by ``ldmatrix.x4`` (``.trans`` for an operand whose tile is contiguous along m/n);
    each warp owns ``warp.m x warp.n`` outputs; the epilogue stages the fp32 tile
    through shared memory so that stores are ``vector`` elements wide."""

    kind = MicroKernel.MMA_SYNC
    template = "kernels/mma_sync_gemm.mako"
    tile_key = "warp"
    split_flops_per_byte = 60     # ~250 TFLOP/s reached / 4.2 TB/s
    split_block_overhead_steps = 6
    support_headers = ("mma.h", "fragments.h")
    dynamic_shared_memory = True
    # few_channels: the staged tile (tile_rows; kernels/staged_tile.mako with
    # kernels/staged_tile_mma.mako), C = K = 8 or 16 per group: a warp per group, 16 positions
    # x two taps' 8 channels or one tap's 16 per instruction's k
    specializations = (Specialization.DEFAULT, Specialization.FILTER1X1_STRIDE1_PAD0,
                       Specialization.FILTER1X1_PAD0, Specialization.FEW_CHANNELS)
    INSTRUCTION = InstructionShape(16, 8, 16)
    STAGES = (2, 3, 4)
    STAGED_TILE_CHANNELS = (8, 16)   # C = K per group of the staged tile: whole taps in an
                                     # instruction's k (two taps or one)
    STAGED_TILE_W_VECTOR = 8         # its W staging load along C: 16 bytes of 16-bit values
    STAGED_TILE_STORE_VECTORS = (2, 8)   # its output stores: channel pairs, or 16 bytes of a position

    @staticmethod
    def staged_tile(alg: Algorithm) -> bool:
        return alg.specialization is Specialization.FEW_CHANNELS

    def threads(self, alg: Algorithm) -> int:
        w = alg.warp
        if w is None or w.m <= 0 or w.n <= 0:
            return 0
        if self.staged_tile(alg):   # a warp per warp.n channel columns (one group): block.n / warp.n
            return (alg.block.n // w.n) * 32
        return (alg.block.m // w.m) * (alg.block.n // w.n) * 32

    INSTRUCTION_FP8 = InstructionShape(16, 8, 32)   # m16n8k32 .e4m3 / .e5m2 (sm_89 and later)

    def instruction_shape(self, alg: Algorithm, data_type: DataType) -> Optional[InstructionShape]:
        if data_type in (DataType.FP16, DataType.BF16):
            return self.INSTRUCTION
        if data_type in (DataType.FP8_E4M3, DataType.FP8_E5M2):
            return self.INSTRUCTION_FP8
        return None

    @staticmethod
    def operand_type(inst: Instance) -> DataType:
        """The operands' type (one for both: rule mma-data-type), A's."""
        return inst.signature.tensor(operand_mapping(inst).a.role).data_type

    @classmethod
    def operand_bytes(cls, inst: Instance) -> int:
        """Bytes per element of the operands (2: fp16 / bf16; 1: fp8)."""
        return cls.operand_type(inst).bytes

    def operand_instruction(self, inst: Instance) -> InstructionShape:
        """The mma instruction of the instance's operand type (m16n8k16, or m16n8k32 for fp8)."""
        return self.instruction_shape(inst.algorithm, self.operand_type(inst)) or self.INSTRUCTION

    def operand_tile_elements(self, inst: Instance) -> int:
        """Elements of one stage: the A tile and groups_per_block B tiles, rows padded by 16
        bytes (MMA_OPERAND_PAD 16-bit elements, twice as many fp8 ones)."""
        alg, mapping = inst.algorithm, operand_mapping(inst)
        b = alg.block
        pad = mma_operand_pad(self.operand_bytes(inst))

        def padded(rows_axis_len: int, contiguous_len: int) -> int:
            return rows_axis_len * (contiguous_len + pad)

        a = padded(b.m, b.k) if mapping.a.gemm_axis == "k" else padded(b.k, b.m)
        bt = padded(b.n, b.k) if mapping.b.gemm_axis == "k" else padded(b.k, b.n)
        return a + alg.groups_per_block * bt

    def dynamic_shared_memory_for(self, alg: Algorithm) -> bool:
        # the staged tile sizes its own per problem (kernels/staged_tile.mako: launch, supports)
        return not self.staged_tile(alg)

    def shared_memory_bytes(self, inst: Instance) -> int:
        alg = inst.algorithm
        if self.staged_tile(alg):
            # W and the input tile in dynamic shared memory, sized per problem at run time
            # (refusal depthwise-tile where they do not fit)
            return 0
        if alg.input_image:     # the staged image instead of the pipeline (and the output tile)
            return alg.input_image * 1024
        return max(alg.stages * self.operand_tile_elements(inst) * self.operand_bytes(inst),
                   mma_output_tile_bytes(alg))

    def output_vector_extent(self, alg: Algorithm) -> tuple[str, int]:
        return "block.n", alg.block.n

    def violations(self, inst: Instance):
        alg = inst.algorithm
        shape = self.operand_instruction(inst)
        if self.staged_tile(alg):
            yield from self.staged_tile_violations(inst)
            return
        if alg.stages not in self.STAGES:
            yield Rule.STAGES, f"stages {alg.stages} is not 2, 3 or 4 (mma_sync micro-kernel)"
        yield from _operand_type_violations(self, inst, "m16n8k16")
        w, b = alg.warp, alg.block
        if w.m % shape.m or w.n % shape.n:
            yield (Rule.WARP_TILE, f"warp tile {w.m}x{w.n} is not a multiple of 16x8 (the "
                   "m16n8k16 instruction)")
        if b.m % w.m or b.n % w.n:
            yield (Rule.WARP_TILE, f"block {b.m}x{b.n} is not a multiple of the warp tile "
                   f"{w.m}x{w.n}")
        if b.k % shape.k:
            yield Rule.WARP_TILE, f"block.k {b.k} is not a multiple of the instruction's k = {shape.k}"
        yield from _vector_violations(inst, "cp.async copies 16 bytes", narrow_through_registers=True)

    def staged_tile_violations(self, inst: Instance):
        """The few-channel staged tile on mma.m16n8k16: k16 = two taps x C = 8 or one tap x
        C = 16, K = C in n8 tiles, m16 = 16 consecutive positions of the tile (rows x columns,
        row-major)."""
        alg, shape = inst.algorithm, self.INSTRUCTION
        if not alg.tile_rows or inst.direction is Direction.BACKWARD_WEIGHT:
            return   # rule micro-kernel-specialization
        staged = TensorRole.Y if inst.direction is Direction.BACKWARD_DATA else TensorRole.X
        types = {inst.signature.tensor(role).data_type for role in (staged, TensorRole.W)}
        if len(types) > 1 or any(self.instruction_shape(alg, t) is None for t in types):
            yield (Rule.MMA_DATA_TYPE, f"the staged tensor '{staged.value}' and W are "
                   + " and ".join(sorted(t.value for t in types))
                   + "; m16n8k16 takes one type, fp16 or bf16, for both (use fma for fp32)")
        w = alg.warp
        if w.m != shape.m or w.n not in self.STAGED_TILE_CHANNELS:
            yield (Rule.WARP_TILE, f"warp tile {w.m}x{w.n}; a staged-tile warp multiplies {shape.m} positions "
                   "x one group's C = K channels, 8 (two taps a k16 step) or 16 (one tap): use "
                   + " or ".join(f"warp {{m: {shape.m}, n: {n}}}" for n in self.STAGED_TILE_CHANNELS))
        if (alg.block.m * alg.block.k) % shape.m:
            yield (Rule.WARP_TILE, f"the tile's {alg.block.m * alg.block.k} positions (block.m strips x "
                   f"block.k) are not a multiple of {shape.m} (the instruction's m)")
        target = inst.direction.output_role
        if alg.vector.of(target) not in self.STAGED_TILE_STORE_VECTORS:
            yield (Rule.MMA_VECTOR, f"vector.{target.value} is {alg.vector.of(target)}; the mma staged tile "
                   "stores its accumulators' channel pairs (2) or 16 bytes of a position through a "
                   "per-warp scratch (8): use 2 or 8")
        if alg.vector.w != self.STAGED_TILE_W_VECTOR:
            yield (Rule.MMA_VECTOR, f"vector.w is {alg.vector.w}; the mma staged tile stages W in 16-byte "
                   f"vectors along C (element by element the tile ran 10-30% slower, H200 runs 104-106): "
                   f"use {self.STAGED_TILE_W_VECTOR}")


# wgmma's operand tiles are 128-byte-swizzled atoms (8 rows of 128 bytes, 16-byte chunk c
# of row r stored at chunk c ^ r) whose address bits the hardware un-swizzles: every tile
# starts on a multiple of this many bytes, and the dynamic shared memory is padded by it
# so the kernel can round its base up.
WGMMA_SWIZZLE_ATOM_BYTES = 1024


def whole_swizzle_atoms(nbytes: int) -> int:
    """nbytes rounded up to whole 1024-byte swizzle atoms (where the next tile may start)."""
    return -(-nbytes // WGMMA_SWIZZLE_ATOM_BYTES) * WGMMA_SWIZZLE_ATOM_BYTES


@dataclass(frozen=True)
class TapWindowTile:
    """The shared-memory geometry of a tap_window instance (kernels/backward_weight_tap_window.mako,
    rule tap-window), from its algorithm alone: per stage a TMA box of dY (patch_width x
    patch_rows output positions x 64 channels, 128-byte swizzled, the A operand) and a halo of X:
    halo_rows input rows of pairs_per_row 16-byte pixel pairs (2 pixels x 4 channels, zero
    padded), the B operand every wgmma reads as a sliding window.  The halo is sized for the
    largest height stride the kernel takes (MAX_ROW_STRIDE)."""
    filter_rows: int        # warpgroup.n / 8: the kh columns of one m64nNk16
    pair_taps: int          # block.n / warpgroup.n: wgmma per k16 slice, one per pixel pair of taps
    patch_rows: int         # block.k / 16: output rows per stage (a k16 slice each)
    stages: int

    PATCH_WIDTH = 16        # output columns per stage: one k16 slice
    PAIR_BYTES = 16         # two pixels of four 16-bit channels
    CHANNELS = 4            # a pixel's channels in a pair (C <= 4, zero padded)
    ROW_BYTES = 128         # dY: 64 channels of 16 bits per position
    MAX_ROW_STRIDE = 2

    @property
    def pairs_per_row(self) -> int:
        return self.PATCH_WIDTH + self.pair_taps - 1

    @property
    def halo_rows(self) -> int:
        return (self.patch_rows - 1) * self.MAX_ROW_STRIDE + self.filter_rows

    @property
    def halo_row_bytes(self) -> int:
        return self.pairs_per_row * self.PAIR_BYTES

    @property
    def a_tile_bytes(self) -> int:
        return self.PATCH_WIDTH * self.patch_rows * self.ROW_BYTES

    @property
    def halo_bytes(self) -> int:
        return self.halo_rows * self.halo_row_bytes

    @property
    def stage_bytes(self) -> int:
        """A tile and halo, rounded up to whole 1024-byte swizzle atoms (the next stage's A tile)."""
        return whole_swizzle_atoms(self.a_tile_bytes + self.halo_bytes)

    @property
    def barrier_offset(self) -> int:
        return self.stages * self.stage_bytes

    @property
    def shared_memory_bytes(self) -> int:
        """The ring, a full and an empty mbarrier per stage, and the alignment slack."""
        return self.barrier_offset + 16 * self.stages + WGMMA_SWIZZLE_ATOM_BYTES


def tap_window_tile(alg: Algorithm) -> TapWindowTile:
    w = alg.warpgroup
    return TapWindowTile(filter_rows=max(w.n // 8, 1), pair_taps=max(alg.block.n // max(w.n, 1), 1),
                         patch_rows=max(alg.block.k // TapWindowTile.PATCH_WIDTH, 1), stages=alg.stages)


@dataclass(frozen=True)
class TapWindowForwardTile:
    """The shared-memory geometry of a forward tap_window instance
    (kernels/forward_tap_window.mako, rule tap-window), from its algorithm alone.  A unit is
    `rows` output rows of `consumers` x 64 output columns and 64 output channels: per stage a
    halo of X, halo_rows input rows of pairs_per_row 16-byte pixel pairs (2 pixels x 4 channels,
    zero padded), the A operand each consumer warpgroup reads as a sliding window (K-major,
    core matrices overlapping: the next pair of filter columns is 16 bytes on); once per block
    the filter, repacked K-major as [(filter row, pair)][64 channels][8 (parity, channel)] (the B
    operand); per consumer three 64 x 64 output rows in 16-bit, 128-byte swizzled, that TMA
    boxes store."""
    consumers: int          # block.m / 64: consumer warpgroups, 64 output columns each
    filter_rows: int        # block.k / (8 x PAIR_TAPS): filter rows (kh) of the reduction
    rows: int               # tile_rows: output rows per stage
    stages: int

    PAIR_TAPS = 4           # pairs of filter columns: up to 8 columns (k16 = 2 pairs of one row)
    SEGMENT = 64            # output columns per consumer: one m64 instruction
    CHANNELS = TapWindowTile.CHANNELS              # the backward twin's pixel pairs
    PAIR_BYTES = TapWindowTile.PAIR_BYTES
    MAX_ROW_STRIDE = TapWindowTile.MAX_ROW_STRIDE
    OUTPUT_CHANNELS = 64    # K per block: one n64 instruction
    STAGINGS = 3            # output rows in flight per consumer (one written, two stored)

    @property
    def pairs_per_row(self) -> int:
        return self.consumers * self.SEGMENT + self.PAIR_TAPS - 1

    @property
    def halo_rows(self) -> int:
        return (self.rows - 1) * self.MAX_ROW_STRIDE + self.filter_rows

    @property
    def halo_row_bytes(self) -> int:
        return self.pairs_per_row * self.PAIR_BYTES

    @property
    def stage_bytes(self) -> int:
        return whole_swizzle_atoms(self.halo_rows * self.halo_row_bytes)

    @property
    def k_steps(self) -> int:
        """m64n64k16 per output row: two pairs of one filter row each."""
        return self.filter_rows * self.PAIR_TAPS // 2

    @property
    def filter_offset(self) -> int:
        return self.stages * self.stage_bytes

    @property
    def filter_bytes(self) -> int:
        return self.filter_rows * self.PAIR_TAPS * self.OUTPUT_CHANNELS * self.PAIR_BYTES

    @property
    def staging_bytes(self) -> int:
        """One output row of a consumer: 64 positions x 64 channels x 16 bits."""
        return self.SEGMENT * self.OUTPUT_CHANNELS * 2

    @property
    def staging_offset(self) -> int:
        return self.filter_offset + self.filter_bytes   # both whole 1024-byte atoms

    @property
    def barrier_offset(self) -> int:
        return self.staging_offset + self.consumers * self.STAGINGS * self.staging_bytes

    @property
    def shared_memory_bytes(self) -> int:
        """The ring, the filter, the stagings, a full and an empty mbarrier per stage, and the
        alignment slack."""
        return self.barrier_offset + 16 * self.stages + WGMMA_SWIZZLE_ATOM_BYTES


def tap_window_forward_tile(alg: Algorithm) -> TapWindowForwardTile:
    return TapWindowForwardTile(consumers=max(alg.block.m // TapWindowForwardTile.SEGMENT, 1),
                                filter_rows=max(alg.block.k // (8 * TapWindowForwardTile.PAIR_TAPS), 1),
                                rows=max(alg.tile_rows, 1), stages=alg.stages)


class WgmmaMicroKernel(MicroKernelDescriptor):
    """NVIDIA Hopper warpgroup tensor cores: ``wgmma.mma_async.sync.aligned.m64nNk16``
    (fp16/bf16 in, fp32 accumulate) with both operands read from shared memory through
    matrix descriptors, sm_90a only.

    Each warpgroup (4 warps, 128 threads) owns ``warpgroup.m x warpgroup.n`` outputs:
    warpgroup.m / 64 instructions of N = warpgroup.n per k16 slice. With ``loads:
    cp_async`` every thread of the block copies operand vectors with 16-byte
    ``cp.async`` (zero-fill for padding and out-of-range rows) into a ring of
    ``stages`` buffers laid out in 128-byte-swizzled atoms, K-major or MN-major as the
    tensor is contiguous (the instruction's transpose bits take the MN-major ones);
    stages - 2 k-steps of loads and one of wgmma stay in flight. With ``loads: tma`` a
    producer warpgroup (one thread of it) issues the direction's tensor-map boxes into
    the same layout, full/empty mbarriers per stage, and the consumer warpgroups only
    wait, multiply and release (faster on every layer measured: NOTES.md, TMA runs;
    the same split fed by cp.async producers was slower, wgmma second run). The
    epilogue stages the fp32 tile through shared memory like mma_sync's. The cpu
    platform does not build it (no emulation: an emulator written from the documents
    would inherit any misreading of them; the gpu test tier checks it on the device)."""

    kind = MicroKernel.WGMMA
    template = "kernels/wgmma_gemm.mako"
    tile_key = "warpgroup"
    # The 128x128 TMA tile split in one wave, against the best unsplit tile (H200,
    # bench/results/2026-11-27-h200-shipped-split-fwd-few.json.xz): ResNet-50 3x3 14x14 C=K=256
    # N=8, 36 steps of 64 in 5 slices, 23.9 us against 17.1 (lost); 7x7 C=K=512 N=8, 72 steps in
    # 8 slices, 23.3 against 29.2; R3D-18's 108 / 216 steps in 4 slices 30.7 / 42.0 against 41.9 /
    # 77.4.  64 lies between the loss and the smallest gain.
    output_split_min_steps = 64
    # Half the device idle (2 slices) repays a long reduction only (H200,
    # bench/results/2026-11-27-h200-split-half-idle-*.json.xz): R3D-18's 2x7x7 C=K=512 N=16, 56
    # tiles over 216 k-steps, 58.5 / 61.4 us forward / backward-data against the unsplit 80.8 /
    # 82.2; ResNet-50's 3x3 7x7 C=K=512 N=32, 52 tiles over 72 k-steps, 31.3 / 35.4 against 30.5 /
    # 31.1.  128 lies between them.
    output_split_half_idle_steps = 128
    split_flops_per_byte = 120    # ~500 TFLOP/s reached / 4.2 TB/s
    split_block_overhead_steps = 6
    # 22 MiB: the ncu pass alone (16 MiB, split_pass_bytes above) left the split 128x128 1x1
    # tile first on the 7x7 1x1 layers at N = 32, 1.19-1.23x slower than the unsplit 64x128
    # 1x1 (EfficientNet-B0 C=192 K=1152 / C=1152 K=192, RegNetY C=K=440); a launch's start
    # and the main kernel's drain before it are not in the ncu figure.  Scored offline on
    # every wgmma candidate's time on the 71 problems of the split-model data
    # (bench/results/2026-11-24-h100-split-model-data-after-{1,2}.json.xz,
    # bench/experiments/split_model_mirror.py): select 1.0246x the
    # best on average at 16 MiB, 1.0222x at 22 MiB, 1.0198x with criterion fills-device
    # leaving these tiles to the model; 24 MiB and above change the split of a selected tile
    # (an unmeasured time).  Measured after: bench/results/2026-11-25-h100-fills-device-modelled.json.xz
    # (docs/journal.md, fourth session 2026-11-25).
    split_pass_bytes = 22 * 2**20
    # 128x256's intensity: on the compute-bound ResNet-50 14x14 C=K=256 N=128 layer the TMA
    # tiles 128x256 / 128x128 / 64x256 / 64x192 / 128x64 ran at 1 / 0.76 / 0.69 / 0.65 / 0.65
    # of 128x256's rate (this bound: 1 / 0.75 / 0.60 / 0.56 / 0.50; H100,
    # bench/results/2026-11-24-h100-exp-dense-weight-small-n-round3.json.xz and, for 64x192,
    # ...-h100-selection-modelled-time-round1.json.xz)
    feed_bound_intensity = 128 * 256 / (128 + 256)
    # ... but the whole ratio over-prices the small tiles on the short, latency-bound
    # reductions at N = 32: every wgmma candidate timed on every Conv2d of ResNet-50,
    # ResNeXt-50 32x4d and RegNetY-400MF at N = 32 plus the built-in list (71 problems),
    # select's choice was 1.038x the best on average with the ratio itself, 1.029x with its
    # 0.6th power, 1.025x with that and fill-quarters leaving these tiles to the model (the
    # middle of the exponents 0.5-0.75 that score alike; 0.48 and below put 64x192 on 3x3
    # layers at S = 1, 1.45x off; H100,
    # bench/results/2026-11-24-h100-split-model-data-base-*.json.xz, docs/journal.md).  Refitted
    # on the lean consumer loop (session 8 on) with the shipped spec's own candidates, every one
    # timed on the same 71 problems (H200, bench/results/2026-11-28-h200-split-model-data-
    # shipped-2d.json.xz, bench/experiments/split_model_refit.py): 0.5 with narrow_step_factor
    # 1.3 takes select from 1.038x to 1.018x the best on average, rows past 1.1x from 17 to 8
    # (at 0.6 the one-warpgroup 64x128 tiles were priced too high against 128x128 on the 1x1
    # layers); 0.4 scores 1.015x on these but takes R3D-18's 3D layer2.0 s2 to 128x128 at 1.16x
    # the best (bench/results/2026-11-28-h200-split-model-data-shipped-3d-strided.json.xz).
    feed_bound_exponent = 0.5
    # A k-step of a tile reading X in tiled boxes over a patch of positions (position_boxes:
    # patches) against the flat tiles' im2col boxes, which the rates above were fitted on: the
    # geometric mean of flat / patch times of the same tile on the stride-1 layers of ResNet-50,
    # ResNeXt-50 and RegNetY-400MF at N = 32 is 1.03-1.11 (64x256 .. 64x128), 1.1-1.4 on the
    # 3x3 layers at 7x7 and 14x14 whose k-steps the box rate binds (H200,
    # bench/results/2026-11-28-h200-split-model-data-patches-2d.json.xz); 1 / 1.15.
    patch_step_factor = 0.87
    # 64-column warpgroups (64x64, 128x64): the same fit -- without it the 64x64 1x1 tile was
    # chosen over 64x128 on ResNet-50's 1x1 14x14 / 28x28 layers at N = 32 where 64x128 ran
    # 1.04-1.19x faster (the model tied them: run 65, docs/journal.md); 1.2-1.5 score alike.
    narrow_step_factor = 1.3
    support_headers = ("mma.h", "fragments.h", "wgmma.h")
    dynamic_shared_memory = True
    specializations = (Specialization.DEFAULT, Specialization.FILTER1X1_STRIDE1_PAD0,
                       Specialization.FILTER1X1_PAD0, Specialization.TAP_WINDOW)
    # m64nNk16: N is warpgroup.n (a multiple of 8 up to 256 in the ISA; 64 here).
    INSTRUCTION = InstructionShape(64, 8, 16)
    BLOCK_K = 64                  # 16-bit elements of one 128-byte swizzle row
    N_STEP, N_MAX = 64, 256
    MAX_WARPGROUPS = 4
    STAGES = range(3, 9)
    # loads: tma: every stage holds loads; the consumers release them.  Past 8: deeper rings for
    # tiles that run one block per multiprocessor (bench/experiments/small_tile_stages.yaml; the
    # shared-memory rule bounds the ring)
    TMA_STAGES = range(2, 13)

    def threads(self, alg: Algorithm) -> int:
        return (self.consumer_warpgroups(alg) + (1 if alg.loads is OperandLoads.TMA else 0)) * 128

    def consumer_warpgroups(self, alg: Algorithm) -> int:
        """Warpgroups that multiply (with loads: tma, one more issues the copies); tap_window:
        block.m / warpgroup.m (backward-weight: one, which issues all block.n / warpgroup.n
        instructions of a k16 slice; forward: one per 64 output columns)."""
        w = alg.warpgroup
        if w is None or w.m <= 0 or w.n <= 0:
            return 0
        if alg.specialization is Specialization.TAP_WINDOW:
            return max(alg.block.m // w.m, 1)
        return (alg.block.m // w.m) * (alg.block.n // w.n)

    def instruction_shape(self, alg: Algorithm, data_type: DataType) -> Optional[InstructionShape]:
        return self.INSTRUCTION if data_type in (DataType.FP16, DataType.BF16) else None

    def shared_memory_bytes(self, inst: Instance) -> int:
        alg = inst.algorithm
        if alg.specialization is Specialization.TAP_WINDOW:
            tile = tap_window_forward_tile(alg) if inst.direction is Direction.FORWARD else tap_window_tile(alg)
            return tile.shared_memory_bytes
        return self.barrier_offset(alg) + self.barrier_bytes(alg) + WGMMA_SWIZZLE_ATOM_BYTES

    def ring_bytes(self, alg: Algorithm) -> int:
        """The pipeline ring: stages of the A tile and groups_per_block B tiles in 16-bit."""
        b = alg.block
        return alg.stages * (b.m * b.k + alg.groups_per_block * b.n * b.k) * 2

    def epilogue_bytes(self, alg: Algorithm) -> int:
        """The fp32 output tile and its row table (common.staged_epilogue)."""
        b = alg.block
        return b.m * ((b.n + MMA_EPILOGUE_PAD) * 4 + MMA_OUTPUT_ROW_BYTES)

    def epilogue_offset(self, alg: Algorithm) -> int:
        """Where the epilogue tile starts: on the ring, which it reuses once the last
        k-step is multiplied; behind it with schedule: persistent, where the producer
        refills the ring for the next tile while the consumers store this one."""
        return self.ring_bytes(alg) if alg.schedule is TileSchedule.PERSISTENT else 0

    def barrier_offset(self, alg: Algorithm) -> int:
        """Bytes of the ring and the epilogue tile (overlapping unless persistent)."""
        return max(self.ring_bytes(alg), self.epilogue_offset(alg) + self.epilogue_bytes(alg))

    def barrier_bytes(self, alg: Algorithm) -> int:
        """loads: tma: a full and an empty mbarrier (8 bytes each) per stage."""
        return 16 * alg.stages if alg.loads is OperandLoads.TMA else 0

    def output_vector_extent(self, alg: Algorithm) -> tuple[str, int]:
        return "block.n", alg.block.n

    # Registers ptxas needs beside the fp32 accumulators around an m64nNk16 (descriptors,
    # addresses): it refused 64 accumulators in 80 registers asking for 90 (C7602,
    # 128x128 blocks two per SM, NOTES.md issue 6 night session).
    REGISTERS_BESIDE_ACCUMULATORS = 26

    def register_floor(self, alg: Algorithm) -> Optional[int]:
        w = alg.warpgroup
        if w is None or w.m <= 0 or w.n <= 0:
            return None
        instructions = (w.m // 64) * (tap_window_tile(alg).pair_taps
                                      if alg.specialization is Specialization.TAP_WINDOW else 1)
        return instructions * (w.n // 2) + self.REGISTERS_BESIDE_ACCUMULATORS

    def violations(self, inst: Instance):
        alg = inst.algorithm
        stages = self.TMA_STAGES if alg.loads is OperandLoads.TMA else self.STAGES
        if alg.stages not in stages:
            yield (Rule.STAGES, f"stages {alg.stages} is not {stages.start} to {stages.stop - 1} "
                   f"(wgmma micro-kernel, loads: {alg.loads.value})")
        yield from _operand_type_violations(self, inst, "m64nNk16")
        if alg.specialization is Specialization.TAP_WINDOW:
            return   # its own tile: rule tap-window
        w, b = alg.warpgroup, alg.block
        if w.m % 64:
            yield (Rule.WARPGROUP_TILE, f"warpgroup.m {w.m} is not a multiple of 64 (one "
                   "m64nNk16 instruction per 64 rows)")
        if w.n % self.N_STEP or w.n > self.N_MAX:
            yield (Rule.WARPGROUP_TILE, f"warpgroup.n {w.n} is not a multiple of 64 up to 256 "
                   "(the instruction's N over whole 128-byte swizzle atoms)")
        if b.m % w.m or b.n % w.n:
            yield (Rule.WARPGROUP_TILE, f"block {b.m}x{b.n} is not a multiple of the "
                   f"warpgroup tile {w.m}x{w.n}")
        elif self.consumer_warpgroups(alg) > self.MAX_WARPGROUPS:
            yield (Rule.WARPGROUP_TILE, f"{self.consumer_warpgroups(alg)} warpgroups; at most "
                   f"{self.MAX_WARPGROUPS} (512 threads)")
        if b.k != self.BLOCK_K:
            yield (Rule.WARPGROUP_TILE, f"block.k {b.k} is not 64: a tile row along k is one "
                   "128-byte swizzle row of 16-bit elements")
        if alg.loads is OperandLoads.CP_ASYNC:
            yield from _vector_violations(inst, "cp.async copies 16 bytes")


# The mfma micro-kernel's LDS (gfx90a and gfx940: 64 KiB, 32 banks of 4 bytes). A wave's
# ds_read_b64 moves 64 x 8 bytes, four times what the banks serve per cycle: the layouts
# assume the hardware takes lanes 0-15, 16-31, 32-47, 48-63 together (CK's LDS notes
# describe ds_write_b128 in groups of 8 consecutive lanes the same way; AMD's ISA guides
# do not state the grouping), and a 2-byte read is made free of conflicts over all 64
# lanes. MfmaMicroKernel.operand_tile has the bank arithmetic these paddings come from.
MFMA_LDS_BANKS = 32
MFMA_K_CONTIGUOUS_PAD = 4      # elements: a [rows][k] row of block.k + 4, i.e. 2 mod 4 words
MFMA_EPILOGUE_PAD = 4          # floats: a staged fp32 row of block.n + 4


@dataclass(frozen=True)
class MfmaOperandTile:
    """How one mfma operand tile (A: block.m x block.k, or one B slot: block.k x block.n)
    lies in LDS, in 16-bit elements: ``rows`` rows of ``extent`` elements (the axis the
    direction's vectors run along) and ``padding``.  ``k_contiguous``: [m or n][k], and a
    lane's fragment (4 consecutive k) is one 8-byte ds_read_b64; else [k][m or n] and the
    fragment is four 2-byte reads, one per k row."""
    k_contiguous: bool
    rows: int
    extent: int
    padding: int

    @property
    def row_length(self) -> int:
        return self.extent + self.padding

    @property
    def elements(self) -> int:
        return self.rows * self.row_length


@dataclass(frozen=True)
class MfmaEpilogue:
    """The fp32 staging of the mfma epilogue: the block tile goes through LDS in
    ``passes`` passes; pass p takes fragment rows [p * F, (p + 1) * F) of every wave (F =
    fragments_m / passes), i.e. ``rows`` = block.m / passes rows of ``row_length`` floats,
    with the table of the tile's block.m output rows behind them."""
    passes: int
    rows: int
    row_length: int
    row_table_bytes: int

    @property
    def bytes(self) -> int:
        return self.rows * self.row_length * 4 + self.row_table_bytes


@dataclass(frozen=True)
class MfmaFragments:
    """The fragment layouts (``codegen/fragments.py``) of one mfma instruction."""
    a: FragmentLayout
    b: FragmentLayout
    c: FragmentLayout

    @property
    def stem(self) -> str:
        """The C++ names: hipconv::frag::<stem>_a_row, hipconv::<stem><T>(...)."""
        return self.a.name[:-2]


class MfmaMicroKernel(MicroKernelDescriptor):
    """AMD matrix cores: ``v_mfma_f32_32x32x8{f16,bf16_1k}`` or
    ``v_mfma_f32_16x16x16{f16,bf16_1k}`` (fp16/bf16 in, fp32 accumulate; the
    ``instruction`` key picks the shape, the operands' type the form), one 64-lane
    wavefront per instruction, gfx90a (CDNA2) and gfx940 (CDNA3).

    Each wavefront owns ``warp.m x warp.n`` outputs (the *wave tile*): (warp.m / M) x
    (warp.n / N) instructions per k-slice of the instruction's K, their accumulators in
    registers (AGPRs or VGPRs as the compiler allocates). The direction's operand vectors
    are 16-byte global loads along the channel axis (8 fp16/bf16); the next k-step's are in
    registers while the current one multiplies, then stored into the other of two LDS
    stages (``stages: 2``, one barrier per k-step). A tile whose vectors run along k is
    stored [m or n][k] and read by one ds_read_b64 per fragment; one whose vectors run
    along m or n (backward-data's W, backward-weight's dY and X) is stored as it arrives,
    [k][m or n], and read by four 2-byte reads per fragment. The epilogue stages the fp32
    tile through LDS (in passes over the waves' fragment rows where the whole tile would
    not fit beside 64 KiB) so that store_output gets kVectorOut consecutive columns. The
    cpu platform emulates each instruction lane by lane from the same fragment table
    (``hipconv/mfma.h``, 64-lane wavefront collectives). No AMD GPU has run these
    kernels: their checks are the cpu emulation and the ISA (tests/test_compile_gpu.py)."""

    kind = MicroKernel.MFMA
    template = "kernels/mfma_gemm.mako"
    tile_key = "warp"
    takes_instruction = True
    # Estimates, never measured (no AMD GPU is lent to the project): mma_sync's values; an
    # MI300X's dense fp16 rate over its HBM bandwidth is in the same range.
    split_flops_per_byte = 60
    split_block_overhead_steps = 6
    support_headers = ("mfma.h", "fragments.h")
    specializations = (Specialization.DEFAULT, Specialization.FILTER1X1_STRIDE1_PAD0,
                       Specialization.FILTER1X1_PAD0)
    WAVEFRONT = 64
    STAGES = (2,)
    OPERAND_TYPES = (DataType.FP16, DataType.BF16)
    FRAGMENTS = {
        MfmaInstruction.M32_N32_K8: MfmaFragments(FRAGMENT_LAYOUTS["mfma_32x32x8_a"],
                                                  FRAGMENT_LAYOUTS["mfma_32x32x8_b"],
                                                  FRAGMENT_LAYOUTS["mfma_32x32x8_c"]),
        MfmaInstruction.M16_N16_K16: MfmaFragments(FRAGMENT_LAYOUTS["mfma_16x16x16_a"],
                                                   FRAGMENT_LAYOUTS["mfma_16x16x16_b"],
                                                   FRAGMENT_LAYOUTS["mfma_16x16x16_c"]),
    }

    def waves(self, alg: Algorithm) -> int:
        w = alg.warp
        if w is None or w.m <= 0 or w.n <= 0:
            return 0
        return (alg.block.m // w.m) * (alg.block.n // w.n)

    def threads(self, alg: Algorithm) -> int:
        return self.waves(alg) * self.WAVEFRONT

    def instruction_shape(self, alg: Algorithm, data_type: DataType) -> Optional[InstructionShape]:
        if alg.instruction is None or data_type not in self.OPERAND_TYPES:
            return None
        return InstructionShape(alg.instruction.m, alg.instruction.n, alg.instruction.k)

    def instruction_name(self, alg: Algorithm, data_type: DataType) -> str:
        """The gfx90a mnemonic of ``alg``'s instruction for ``data_type`` operands."""
        form = "f16" if data_type is DataType.FP16 else "bf16_1k"
        return f"v_mfma_f32_{alg.instruction.value}{form}"

    def fragments(self, alg: Algorithm) -> MfmaFragments:
        """The fragment layouts of ``alg``'s instruction.  The LDS reads rely on a lane's A
        and B elements being consecutive along k (checked here, at generation time)."""
        found = self.FRAGMENTS[alg.instruction]
        if not (found.a.runs_along("col") and found.b.runs_along("row")):
            raise AssertionError(f"{found.stem}: a lane's A/B elements are not consecutive "
                                 "along k; the mfma template's fragment reads assume they are")
        return found

    def operand_tile(self, inst: Instance, operand: str) -> MfmaOperandTile:
        """The LDS tile of operand ``"a"`` or ``"b"`` (one merged-group slot), with the
        padding that makes the fragment reads free of bank conflicts (32 banks of 4 bytes):

        * [rows][k] (k-contiguous): lanes 16p..16p+15 of a ds_read_b64 read 16 consecutive
          rows at one k (both instructions: the row is lane % M). Row r starts at word
          r * S (S = row_length / 2) and a lane takes the 2 banks from (r * S + k / 2) % 32;
          16 consecutive rows hit 16 disjoint bank pairs iff S / 2 is odd, i.e. S = 2 mod 4
          words: row_length = block.k + 4 (block.k is a multiple of 8).
        * [k][rows] (m/n-contiguous): element e of every lane is one 2-byte read; lanes
          with the same lane / M read M consecutive elements (M / 2 words) of k row
          k0 + 4 * (lane / M) + e.  The 64 / M groups of a read are 2 * row_length words
          apart per group; they fill the 32 banks without overlap iff 2 * row_length = 16
          mod 32 for M = 32 (two groups) or 8 mod 16 for M = 16 (four), i.e. row_length =
          rows + M / 4 (rows a multiple of 16). Every row stays 8-byte aligned, so the
          16-byte vectors are stored as two 8-byte halves."""
        alg = inst.algorithm
        mapping = operand_mapping(inst)
        axis = mapping.a if operand == "a" else mapping.b
        extent = alg.block.m if operand == "a" else alg.block.n
        if axis.gemm_axis == "k":
            return MfmaOperandTile(True, extent, alg.block.k, MFMA_K_CONTIGUOUS_PAD)
        lanes_per_group = alg.instruction.m if operand == "a" else alg.instruction.n
        return MfmaOperandTile(False, alg.block.k, extent, lanes_per_group // 4)

    def pipeline_bytes(self, inst: Instance) -> int:
        alg = inst.algorithm
        a, b = self.operand_tile(inst, "a"), self.operand_tile(inst, "b")
        return alg.stages * (a.elements + alg.groups_per_block * b.elements) * 2

    def epilogue(self, inst: Instance) -> MfmaEpilogue:
        """The fewest passes (a divisor of the waves' fragment rows) whose staging fits in
        the pipeline's bytes, so that the epilogue adds no LDS (a 128x128 tile's fp32
        staging is 66 KiB before its row table); one pass per fragment row if none does.  Rows are padded
        by MFMA_EPILOGUE_PAD floats: the accumulator writes (a lane holds one column; lanes
        0-31, or 0-15 and 16-31 four rows apart, write one row each) then hit 32 different
        banks per 32 lanes."""
        alg = inst.algorithm
        fragments_m = alg.warp.m // alg.instruction.m
        row_length = alg.block.n + MFMA_EPILOGUE_PAD
        table = alg.block.m * MMA_OUTPUT_ROW_BYTES
        budget = self.pipeline_bytes(inst)
        divisors = [d for d in range(1, fragments_m + 1) if fragments_m % d == 0]
        for passes in divisors:
            staging = MfmaEpilogue(passes, alg.block.m // passes, row_length, table)
            if staging.bytes <= budget:
                return staging
        return MfmaEpilogue(fragments_m, alg.block.m // fragments_m, row_length, table)

    def shared_memory_bytes(self, inst: Instance) -> int:
        return max(self.pipeline_bytes(inst), self.epilogue(inst).bytes)

    def output_vector_extent(self, alg: Algorithm) -> tuple[str, int]:
        return "block.n", alg.block.n

    def violations(self, inst: Instance):
        alg = inst.algorithm
        if alg.stages not in self.STAGES:
            yield (Rule.STAGES, f"stages {alg.stages} is not 2 (mfma micro-kernel: two LDS "
                   "buffers, the next k-step's loads in registers)")
        yield from _operand_type_violations(self, inst, f"v_mfma_f32_{alg.instruction.value}")
        w, b, shape = alg.warp, alg.block, alg.instruction
        if w.m % shape.m or w.n % shape.n:
            yield (Rule.WAVE_TILE, f"wave tile (warp) {w.m}x{w.n} is not a multiple of the "
                   f"instruction's {shape.m}x{shape.n} ({shape.value})")
        if b.m % w.m or b.n % w.n:
            yield (Rule.WAVE_TILE, f"block {b.m}x{b.n} is not a multiple of the wave tile "
                   f"{w.m}x{w.n}")
        if b.k % shape.k:
            yield (Rule.WAVE_TILE, f"block.k {b.k} is not a multiple of the instruction's "
                   f"k = {shape.k} ({shape.value})")
        yield from _vector_violations(inst, "mfma's global loads are 16 bytes")


def _operand_type_violations(descriptor, inst: Instance, instruction: str):
    """(Rule.MMA_DATA_TYPE, detail) for operands a 16-bit tensor-core instruction lacks."""
    sig, mapping = inst.signature, operand_mapping(inst)
    operand_types = {sig.tensor(op.role).data_type for op in (mapping.a, mapping.b)}
    for dtype in sorted(operand_types, key=lambda d: d.value):
        if descriptor.instruction_shape(inst.algorithm, dtype) is None:
            yield (Rule.MMA_DATA_TYPE,
                   f"operand type {dtype.value} has no {instruction} tensor-core instruction; "
                   f"{descriptor.kind.value} takes fp16 or bf16 operands (use fma for fp32)")
    if len(operand_types) > 1:
        yield (Rule.MMA_DATA_TYPE, "the A and B operands ("
               + " and ".join(f"{op.role.value}" for op in (mapping.a, mapping.b))
               + ") have different types; one mma instruction takes one type")


def _vector_violations(inst: Instance, why: str, narrow_through_registers: bool = False):
    """(Rule.MMA_VECTOR, detail) for an operand whose vectors the micro-kernel cannot
    copy: 16 bytes (``why``: one cp.async, one global load), or with
    ``narrow_through_registers`` (mma_sync) also 2, 4 or 8 bytes (loaded into
    registers, then stored to shared memory)."""
    sig, mapping = inst.signature, operand_mapping(inst)
    for op in (mapping.a, mapping.b):
        width = inst.algorithm.vector.of(op.role)
        dtype = sig.tensor(op.role).data_type
        size = width * dtype.bytes
        if size == 16 or (narrow_through_registers and size in (2, 4, 8)):
            continue
        accepted = (f"vector {16 // dtype.bytes}, or 1, 2 or 4 for a few-channel tensor "
                    "(staged through registers)" if narrow_through_registers
                    else f"vector {16 // dtype.bytes} for it")
        yield (Rule.MMA_VECTOR,
               f"tensor '{op.role.value}' (operand {'A' if op is mapping.a else 'B'}) "
               f"is read in vectors of {width} x {dtype.bytes} bytes; {why}: use {accepted}")


class ReferenceMicroKernel(MicroKernelDescriptor):
    """The GPU reference (``kernels/reference.cpp.mako``, the whole kernel for every
    direction): no GEMM tile, no shared memory, no vectors; one thread per output
    element sums its whole reduction in fp64 with 64-bit indices, then applies the
    epilogue.  Slow and simple on purpose: ``verify="gpu"`` and ``--check=gpu``
    compare the fast instances with it without leaving the device (CK's -v=2), and it
    is the only practical check of a problem whose tensors pass 2^31 elements.
    Runs on every platform (on cpu through the emulation, like fma)."""

    kind = MicroKernel.REFERENCE
    template = "kernels/reference.cpp.mako"
    kernel_template = template    # the whole kernel source, not a GEMM micro-kernel
    tile_key = None
    specializations = (Specialization.DEFAULT,)
    THREADS = 256                 # output elements per block (one per thread)
    implied_block = BlockTile(THREADS, 1, 1)

    def threads(self, alg: Algorithm) -> int:
        return self.THREADS

    def shared_memory_bytes(self, inst: Instance) -> int:
        return 0

    def output_vector_extent(self, alg: Algorithm) -> tuple[str, int]:
        return "1 (the reference reads and writes element by element)", 1

    def violations(self, inst: Instance):
        alg = inst.algorithm
        if alg.block != self.implied_block:
            yield (Rule.REFERENCE_SHAPE, "the reference kernel has no tile: leave `block` out "
                   f"(it runs {self.THREADS} output elements per block, one per thread)")
        if (alg.vector.x, alg.vector.w, alg.vector.y) != (1, 1, 1):
            yield (Rule.REFERENCE_SHAPE, "the reference reads and writes element by element: "
                   "use vector 1")
        if alg.index_bits != IndexBits.I64:
            yield (Rule.REFERENCE_SHAPE, "the reference indexes in 64 bits (it checks problems "
                   "past 2^31 elements): use index_bits: 64")
        if alg.split_k.count != 1 or alg.groups_per_block != 1 or alg.deterministic:
            yield (Rule.REFERENCE_SHAPE, "the reference has no split-K and no merged groups")
        if alg.loads is not OperandLoads.CP_ASYNC or alg.schedule is not TileSchedule.PER_TILE:
            yield (Rule.REFERENCE_SHAPE, "loads and schedule are tensor-core options; the "
                   "reference takes neither")


_DESCRIPTORS = {d.kind: d for d in (FmaMicroKernel(), MmaSyncMicroKernel(), WgmmaMicroKernel(),
                                    MfmaMicroKernel(), ReferenceMicroKernel())}


def descriptor_of(kind: MicroKernel) -> MicroKernelDescriptor:
    """The descriptor of ``kind`` (every MicroKernel member has one)."""
    return _DESCRIPTORS[kind]


def threads_of(alg: Algorithm) -> int:
    """Threads per block of ``alg``, as its micro-kernel lays them out."""
    return descriptor_of(alg.micro_kernel).threads(alg)
