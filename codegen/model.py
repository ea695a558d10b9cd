"""The typed model of a hipconv spec.

Everything the generator knows about an instance lives here, as frozen
dataclasses and enums:

* ``Signature`` -- *what* is computed: direction, spatial rank, one
  ``TensorSpec`` (layout + data type) per tensor, accumulator, the epilogue
  expression (``codegen/epilogue.py``).
* ``Algorithm`` -- *how* it is computed: micro-kernel, tiles, pipeline
  stages, vector widths, specialization, split-K, merged groups.  One
  algorithm descriptor serves every direction and every backend.
* ``Instance`` -- a named (signature, algorithm, targets) triple.

Each enum carries its C++ / YAML spellings in one place, so adding a data
type, a layout or a micro-kernel means adding one enum member here and the
rules that apply to it in ``validate.py``.

Tensor roles are the same for every direction: ``x`` is the convolution
input (activations), ``w`` the filter, ``y`` the convolution output.  In the
backward directions ``y`` holds the incoming gradient dY; backward-data
writes dX into ``x`` and backward-weight writes dW into ``w``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Optional

from .epilogue import Epilogue, identity as identity_epilogue


class SpelledEnum(enum.Enum):
    """An enum whose value is its YAML spelling."""

    @property
    def spelling(self) -> str:
        return self.value

    @classmethod
    def spellings(cls) -> list[str]:
        return [m.value for m in cls]

    @classmethod
    def from_spelling(cls, text):
        for member in cls:
            if member.value == text:
                return member
        raise KeyError(text)


# --------------------------------------------------------------------------
# Signature vocabulary
# --------------------------------------------------------------------------

class Direction(SpelledEnum):
    FORWARD = "forward"
    BACKWARD_DATA = "backward_data"
    BACKWARD_WEIGHT = "backward_weight"

    @property
    def output_role(self) -> "TensorRole":
        return {Direction.FORWARD: TensorRole.Y,
                Direction.BACKWARD_DATA: TensorRole.X,
                Direction.BACKWARD_WEIGHT: TensorRole.W}[self]

    @property
    def input_roles(self) -> tuple["TensorRole", "TensorRole"]:
        return {Direction.FORWARD: (TensorRole.X, TensorRole.W),
                Direction.BACKWARD_DATA: (TensorRole.Y, TensorRole.W),
                Direction.BACKWARD_WEIGHT: (TensorRole.X, TensorRole.Y)}[self]



class TensorRole(SpelledEnum):
    X = "x"   # convolution input; dX in backward-data
    W = "w"   # filter; dW in backward-weight
    Y = "y"   # convolution output; dY in the backward directions


@dataclass(frozen=True)
class DataTypeInfo:
    bytes: int
    cpp_type: str        # storage type in generated C++ (namespace hipconv)
    code: int            # its hipconv_dtype (the verify helpers' element type)
    written: bool = True   # an instance may write it (fp8: operands only, rule fp8-operands)


class DataType(SpelledEnum):
    FP32 = "fp32"
    FP16 = "fp16"
    BF16 = "bf16"
    FP64 = "fp64"     # fma instances of the default kernels with fp64 accumulators (rule accumulator)
    # OCP FP8 operands (E4M3 in the e4m3fn encoding: no infinity, largest 448; E5M2: largest
    # 57344), read and widened to the fp32 accumulator; the written tensor is 16- or 32-bit
    FP8_E4M3 = "fp8_e4m3"
    FP8_E5M2 = "fp8_e5m2"

    @property
    def info(self) -> DataTypeInfo:
        return _DATA_TYPE_INFO[self]

    @property
    def bytes(self) -> int:
        return self.info.bytes

    @property
    def cpp_type(self) -> str:
        return self.info.cpp_type


_DATA_TYPE_INFO = {
    DataType.FP32: DataTypeInfo(4, "float", 0),
    DataType.FP16: DataTypeInfo(2, "hipconv::half_t", 1),
    DataType.BF16: DataTypeInfo(2, "hipconv::bfloat16_t", 2),
    DataType.FP64: DataTypeInfo(8, "double", 3),
    DataType.FP8_E4M3: DataTypeInfo(1, "hipconv::fp8_e4m3_t", 4, written=False),
    DataType.FP8_E5M2: DataTypeInfo(1, "hipconv::fp8_e5m2_t", 5, written=False),
}

SPATIAL_LETTERS = {1: "W", 2: "HW", 3: "DHW"}     # activation spatial axes
FILTER_LETTERS = {1: "X", 2: "YX", 3: "ZYX"}      # filter spatial axes


class Layout(SpelledEnum):
    """Memory layouts, named by their axes in memory order, outermost first (the last
    letter is the contiguous axis): N batch, G group, C input and K output channels per
    group, D H W activation and Z Y X filter positions.  Which role a layout serves and
    its axes are data (``LAYOUTS`` below, built from the families), never read off the
    spelling."""
    # channels-last, group next to channels
    NWGC = "NWGC"
    NHWGC = "NHWGC"
    NDHWGC = "NDHWGC"
    NWGK = "NWGK"
    NHWGK = "NHWGK"
    NDHWGK = "NDHWGK"
    # group first
    GNWC = "GNWC"
    GNHWC = "GNHWC"
    GNDHWC = "GNDHWC"
    GNWK = "GNWK"
    GNHWK = "GNHWK"
    GNDHWK = "GNDHWK"
    # channels first (PyTorch's default: NCHW with the group folded into C as G, C)
    NGCW = "NGCW"
    NGCHW = "NGCHW"
    NGCDHW = "NGCDHW"
    NGKW = "NGKW"
    NGKHW = "NGKHW"
    NGKDHW = "NGKDHW"
    # filters
    GKXC = "GKXC"
    GKYXC = "GKYXC"
    GKZYXC = "GKZYXC"
    GKCX = "GKCX"
    GKCYX = "GKCYX"
    GKCZYX = "GKCZYX"

    @property
    def info(self) -> "LayoutInfo":
        return LAYOUTS[self]

    @property
    def role(self) -> TensorRole:
        return self.info.role

    @property
    def spatial_dim(self) -> int:
        return self.info.spatial_dim

    @property
    def axes(self) -> str:
        return self.info.axes

    @property
    def contiguous_axis(self) -> str:
        return self.info.axes[-1]

    @property
    def channel_axis(self) -> str:
        """The channel letter of the layout's role: C (x, w) or K (y)."""
        return "K" if self.info.role is TensorRole.Y else "C"

    @property
    def channels_contiguous(self) -> bool:
        """Whether the channel axis is the contiguous one (vectors along channels)."""
        return self.contiguous_axis == self.channel_axis

    @property
    def group_first(self) -> bool:
        return self.info.axes[0] == "G" and self.info.role is not TensorRole.W


class LayoutFamily(SpelledEnum):
    """Shorthand for a consistent set of layouts for x, w and y."""
    CHANNELS_LAST = "channels_last"   # N..GC / GK..C / N..GK
    GROUP_FIRST = "group_first"       # GN..C / GK..C / GN..K
    CHANNELS_FIRST = "channels_first"  # NGC.. / GKC.. / NGK..: PyTorch's NCHW, OIHW, NKHW

    def layout_for(self, role: TensorRole, spatial_dim: int) -> Layout:
        return Layout(self.axes_for(role, spatial_dim))

    def axes_for(self, role: TensorRole, spatial_dim: int) -> str:
        sp, filt = SPATIAL_LETTERS[spatial_dim], FILTER_LETTERS[spatial_dim]
        channel = {TensorRole.X: "C", TensorRole.Y: "K"}.get(role)
        if self is LayoutFamily.CHANNELS_FIRST:
            return "GKC" + filt if role is TensorRole.W else "NG" + channel + sp
        if role is TensorRole.W:
            return "GK" + filt + "C"
        if self is LayoutFamily.CHANNELS_LAST:
            return "N" + sp + "G" + channel
        return "GN" + sp + channel


@dataclass(frozen=True)
class LayoutInfo:
    role: TensorRole
    axes: str                 # the axes in memory order, outermost first
    spatial_dim: int
    families: tuple           # the LayoutFamily members that use it


def _layout_table() -> dict:
    table: dict = {}
    for family in LayoutFamily:
        for spatial_dim in (1, 2, 3):
            for role in TensorRole:
                axes = family.axes_for(role, spatial_dim)
                known = table.get(Layout(axes))
                families = (known.families if known else ()) + (family,)
                table[Layout(axes)] = LayoutInfo(role, axes, spatial_dim, families)
    return table


class ElementwiseOp(SpelledEnum):
    """The old `elementwise` key: short-hands for two epilogue expressions."""
    PASS_THROUGH = "pass_through"    # out = acc
    SCALE = "scale"                  # out = alpha * acc (alpha given at run time)

    @property
    def expression(self) -> str:
        from .epilogue import SHORTHANDS
        return SHORTHANDS[self.value]


@dataclass(frozen=True)
class TensorSpec:
    layout: Layout
    data_type: DataType


@dataclass(frozen=True)
class Signature:
    direction: Direction
    spatial_dim: int
    x: TensorSpec
    w: TensorSpec
    y: TensorSpec
    accumulator: DataType = DataType.FP32
    epilogue: Epilogue = field(default_factory=identity_epilogue)   # what is stored, from acc
    # what X's elements become as they are loaded (x, scale, shift; codegen/epilogue.py), None: x
    prologue: Optional[Epilogue] = None
    # forward: also write the stored output's per-channel sum and sum of squares (fp32), what a
    # following BatchNorm's statistics pass would read Y again for
    statistics: bool = False

    def tensor(self, role: TensorRole) -> TensorSpec:
        return getattr(self, role.value)

    @property
    def optional_bias(self) -> bool:
        """Forward whose epilogue is ``acc``: the instance also takes a bias, optionally
        (``hipconv_epilogue_args.bias``, NULL: none), and with one stores ``acc + bias``, the
        bias added in the accumulator type before the single rounding to Y's type -- so
        every forward tile runs ``F.conv*d``'s bias without an ``acc + bias`` twin in the
        spec (``codegen.epilogue.OPTIONAL_BIAS``)."""
        return self.direction is Direction.FORWARD and self.epilogue.is_identity

    @property
    def data_type_label(self) -> str:
        """One dtype name when all tensors agree, else x/w/y spelled out."""
        kinds = {self.x.data_type, self.w.data_type, self.y.data_type}
        if len(kinds) == 1:
            return self.x.data_type.value
        return "_".join(t.data_type.value for t in (self.x, self.w, self.y))


# --------------------------------------------------------------------------
# Algorithm vocabulary
# --------------------------------------------------------------------------

class Vendor(SpelledEnum):
    AMD = "amd"
    NVIDIA = "nvidia"


class MicroKernel(SpelledEnum):
    """The innermost multiply-accumulate scheme of a block tile."""
    FMA = "fma"              # scalar fused multiply-add; runs on every platform
    MMA_SYNC = "mma_sync"    # NVIDIA warp-level tensor cores (sm_80+)
    MFMA = "mfma"            # AMD matrix cores (gfx90a, gfx940)
    WGMMA = "wgmma"          # NVIDIA Hopper warpgroup tensor cores (sm_90a)
    REFERENCE = "reference"  # the GPU reference: one thread per output element, fp64 sums

    @property
    def runs_on_cpu(self) -> bool:
        """Whether the cpu platform builds and runs it (wgmma has no emulation)."""
        return self is not MicroKernel.WGMMA


@dataclass(frozen=True)
class TargetInfo:
    vendor: Vendor
    wavefront: int
    shared_memory_bytes: int          # per block, without opt-in (static shared memory)
    shared_memory_opt_in_bytes: int   # per block, dynamic shared memory after the launcher opts in
    shared_memory_per_sm_bytes: int   # per multiprocessor (CU), all resident blocks together
    block_shared_memory_reserve: int  # bytes the hardware reserves per resident block
    threads_per_sm: int               # resident threads per multiprocessor (CU)
    registers_per_sm: int             # 32-bit registers of the multiprocessor's (CU's) file
    max_registers_per_thread: int
    micro_kernels: frozenset


class Target(SpelledEnum):
    GFX90A = "gfx90a"
    GFX940 = "gfx940"
    SM_80 = "sm_80"
    SM_90A = "sm_90a"

    @property
    def info(self) -> TargetInfo:
        return _TARGET_INFO[self]

    @property
    def vendor(self) -> Vendor:
        return self.info.vendor


_TARGET_INFO = {
    # Opt-in limits: CUDA programming guide, "Technical specifications per compute
    # capability" (8.0: 163 KB per block, 164 KB per SM; 9.0: 227 KB, 228 KB; 1 KB
    # reserved per block; 2048 threads per SM; 64 K registers per SM, 255 per thread);
    # AMD LDS is 64 KiB with no opt-in, 2048 threads (32 waves of 64) per CU, 512
    # registers per lane in each of its 4 SIMDs (CDNA2/3 ISA guides: VGPRs and AGPRs).
    Target.GFX90A: TargetInfo(vendor=Vendor.AMD, wavefront=64,
                              shared_memory_bytes=64 * 1024,
                              shared_memory_opt_in_bytes=64 * 1024,
                              shared_memory_per_sm_bytes=64 * 1024,
                              block_shared_memory_reserve=0, threads_per_sm=2048,
                              registers_per_sm=4 * 512 * 64, max_registers_per_thread=512,
                              micro_kernels=frozenset({MicroKernel.FMA, MicroKernel.MFMA, MicroKernel.REFERENCE})),
    Target.GFX940: TargetInfo(vendor=Vendor.AMD, wavefront=64,
                              shared_memory_bytes=64 * 1024,
                              shared_memory_opt_in_bytes=64 * 1024,
                              shared_memory_per_sm_bytes=64 * 1024,
                              block_shared_memory_reserve=0, threads_per_sm=2048,
                              registers_per_sm=4 * 512 * 64, max_registers_per_thread=512,
                              micro_kernels=frozenset({MicroKernel.FMA, MicroKernel.MFMA, MicroKernel.REFERENCE})),
    Target.SM_80: TargetInfo(vendor=Vendor.NVIDIA, wavefront=32,
                             shared_memory_bytes=48 * 1024,
                             shared_memory_opt_in_bytes=163 * 1024,
                             shared_memory_per_sm_bytes=164 * 1024,
                             block_shared_memory_reserve=1024, threads_per_sm=2048,
                             registers_per_sm=64 * 1024, max_registers_per_thread=255,
                             micro_kernels=frozenset({MicroKernel.FMA, MicroKernel.MMA_SYNC, MicroKernel.REFERENCE})),
    Target.SM_90A: TargetInfo(vendor=Vendor.NVIDIA, wavefront=32,
                              shared_memory_bytes=48 * 1024,
                              shared_memory_opt_in_bytes=227 * 1024,
                              shared_memory_per_sm_bytes=228 * 1024,
                              block_shared_memory_reserve=1024, threads_per_sm=2048,
                              registers_per_sm=64 * 1024, max_registers_per_thread=255,
                              micro_kernels=frozenset({MicroKernel.FMA, MicroKernel.MMA_SYNC,
                                                       MicroKernel.WGMMA, MicroKernel.REFERENCE})),
}


class Platform(SpelledEnum):
    """A build platform: which compiler turns the sources into a library."""
    AMD = "amd"
    NVIDIA = "nvidia"
    CPU = "cpu"
    AUTO = "auto"


class Specialization(SpelledEnum):
    DEFAULT = "default"
    FILTER1X1_STRIDE1_PAD0 = "filter1x1_stride1_pad0"   # a plain GEMM
    FILTER1X1_PAD0 = "filter1x1_pad0"                   # 1x1 filter, any stride
    DEPTHWISE = "depthwise"                             # C = K = 1 per group
    FEW_CHANNELS = "few_channels"                       # backward_data, C <= thread.n per group:
                                                        # the depthwise gather with a K loop
    WINOGRAD_2X2_3X3 = "winograd_2x2_3x3"               # 2D 3x3 filter, stride 1, dilation 1, fp32:
                                                        # Winograd F(2x2, 3x3), 16 GEMMs over
                                                        # transformed 4x4 tiles (kernels/winograd.mako)
    TAP_WINDOW = "tap_window"                           # 2D/3D backward_weight, 2D forward on wgmma, C <= 4, stride 2
                                                        # along W: X's pixels staged as 16-byte pairs,
                                                        # the im2col columns read as a sliding window
                                                        # (kernels/backward_weight_tap_window.mako,
                                                        # kernels/forward_tap_window.mako)


class OperandLoads(SpelledEnum):
    """How a tensor-core micro-kernel brings its operand tiles into shared memory."""
    CP_ASYNC = "cp_async"    # every thread copies 16-byte vectors at addresses it computes
    TMA = "tma"              # wgmma: a producer warp issues tensor-memory-accelerator boxes
                             # (im2col / tiled tensor maps) that complete on mbarriers


class PositionBoxes(SpelledEnum):
    """backward_weight with loads: tma: how a k-step's block.k reduction positions are
    grouped, and so which TMA box mode reads X (rule position-boxes)."""
    FLAT = "flat"            # block.k consecutive positions of the flattened (n, o..) reduction;
                             # dY in a tiled box, X in an im2col box per column block
    PATCHES = "patches"      # a patch of the output positions (n x [d x] h x w extents whose
                             # product is block.k, powers of two chosen per problem); dY and X
                             # both in tiled boxes (X's traversed with the stride, 1 to 8;
                             # refusal tma past 8).  The im2col
                             # box costs the TMA unit ~1.5x a tiled box of the same bytes
                             # (docs/journal.md, session 10, run 59)


class SplitReduction(SpelledEnum):
    """Where a deterministic split's slices of one dW tile meet."""
    WORKSPACE = "workspace"  # each slice stores its fp32 tile into its workspace slice; a
                             # second kernel sums slices 0..S-1 and converts
    CLUSTER = "cluster"      # wgmma + tma: a tile's S <= 8 slices run as one thread-block
                             # cluster and sum their fp32 tiles in distributed shared memory,
                             # in slice order, each block storing 1/S of the rows (no
                             # workspace, no second kernel); more than 8 slices: workspace


# The most blocks of a portable thread-block cluster (CUDA: 8 on every sm_90 device): the
# most slices split_reduction: cluster meets in one cluster.
MAX_CLUSTER_SPLITS = 8


class TileSchedule(SpelledEnum):
    """How a block meets its output tiles."""
    PER_TILE = "per_tile"      # one block per tile: the grid is the tile grid
    PERSISTENT = "persistent"  # wgmma + tma: one block per resident slot walks tiles
                               # t = blockIdx.x, + gridDim.x, ...; its producer loads the
                               # next tile while the consumers store the last one


class IndexBits(enum.IntEnum):
    I32 = 32
    I64 = 64

    @property
    def cpp_type(self) -> str:
        return "int32_t" if self is IndexBits.I32 else "int64_t"


def spec_field(default, *, minimum: int = 1, choices: Optional[tuple] = None):
    """An Algorithm (or tile) field with the values a spec may give it: integers at least
    ``minimum``, or one of ``choices``.  The spec parser and the serializer read every field
    of ``Algorithm`` by its type and this metadata (``codegen/parse/spec.py``,
    ``codegen/serialize.py``), so a new field is declared here and nowhere else in them."""
    return field(default=default, metadata={"minimum": minimum, "choices": choices})


@dataclass(frozen=True)
class BlockTile:
    """GEMM tile computed by one block: M x N outputs, K reduced per step."""
    m: int
    n: int
    k: int


@dataclass(frozen=True)
class ThreadTile:
    """Outputs computed by one thread (the fma micro-kernel's `thread` key).  ``k``: the
    filter taps one thread accumulates in a depthwise backward-weight over staged rows
    (whole rows of taps; the block's teams split block.k into block.k / k tap teams); 0:
    every thread all of block.k."""
    m: int
    n: int
    k: int = spec_field(0)     # 0: not given (a spec writes k >= 1 or leaves it out)


@dataclass(frozen=True)
class WarpTile:
    """Outputs computed by one warp, the `warp` key: of 32 lanes for mma_sync (a multiple
    of its m16n8k16 instruction), of one 64-lane wavefront for mfma (the *wave tile*, a
    multiple of its instruction's m x n)."""
    m: int
    n: int


class MfmaInstruction(SpelledEnum):
    """The matrix instruction of an mfma micro-kernel (the `instruction` key), M x N x K per
    64-lane wavefront with fp32 accumulators; the operands' type picks the form:
    v_mfma_f32_32x32x8f16 / _32x32x8bf16_1k, v_mfma_f32_16x16x16f16 / _16x16x16bf16_1k
    (gfx940 spells them v_mfma_f32_32x32x8_f16 / _bf16, ...)."""
    M32_N32_K8 = "32x32x8"
    M16_N16_K16 = "16x16x16"

    @property
    def m(self) -> int:
        return int(self.value.split("x")[0])

    @property
    def n(self) -> int:
        return int(self.value.split("x")[1])

    @property
    def k(self) -> int:
        return int(self.value.split("x")[2])


@dataclass(frozen=True)
class WarpgroupTile:
    """Outputs computed by one warpgroup of 4 warps (the wgmma micro-kernel's
    `warpgroup` key): m a multiple of 64 (one m64nNk16 instruction per 64 rows),
    n a multiple of 64 up to 256 (the instruction's N)."""
    m: int
    n: int


@dataclass(frozen=True)
class VectorWidths:
    """Elements per memory access, per tensor, along that tensor's contiguous axis."""
    x: int = 1
    w: int = 1
    y: int = 1

    def of(self, role: TensorRole) -> int:
        return getattr(self, role.value)


@dataclass(frozen=True)
class SplitK:
    """Split of the GEMM reduction across blocks: a count, or chosen at run time."""
    count: Optional[int] = 1      # None means "auto"

    @property
    def auto(self) -> bool:
        return self.count is None

    @property
    def label(self) -> str:
        return "auto" if self.auto else str(self.count)


@dataclass(frozen=True)
class Algorithm:
    micro_kernel: MicroKernel
    block: BlockTile
    thread: Optional[ThreadTile] = None    # fma: outputs per thread
    warp: Optional[WarpTile] = None        # mma_sync: outputs per warp; mfma: per wavefront
    instruction: Optional[MfmaInstruction] = None   # mfma: the v_mfma shape
    warpgroup: Optional[WarpgroupTile] = None   # wgmma: outputs per warpgroup (128 threads)
    stages: int = spec_field(2)
    vector: VectorWidths = VectorWidths()
    specialization: Specialization = Specialization.DEFAULT
    split_k: SplitK = SplitK(1)
    deterministic: bool = False
    # deterministic splits: where the slices meet (rule cluster-split)
    split_reduction: SplitReduction = SplitReduction.WORKSPACE
    # wgmma with loads: tma: thread-block clusters of `multicast` blocks share each k-step's
    # X boxes (rule multicast).  backward_weight: the blocks lie along the tile rows (dW's
    # K) and issue the column boxes in turn, each multicast into every block of the cluster,
    # so the operands' L2 traffic per block falls from block.m + block.n to block.m +
    # block.n / multicast elements per k.  forward / backward_data: the blocks lie along the
    # tile columns and the cluster's first block issues the tile's one A box (X's, dY's) into
    # every block: block.m / multicast + block.n per block.  1: no clusters.
    multicast: int = spec_field(1, choices=(1, 2, 4))
    groups_per_block: int = spec_field(1)
    index_bits: IndexBits = IndexBits.I32
    min_blocks_per_sm: int = spec_field(1)   # register budget: this many blocks resident per SM
    loads: OperandLoads = OperandLoads.CP_ASYNC   # operand copies (tma: wgmma only, rule tma-loads)
    position_boxes: PositionBoxes = PositionBoxes.FLAT   # backward_weight tma: rule position-boxes
    schedule: TileSchedule = TileSchedule.PER_TILE   # persistent: rule persistent-schedule
    k_lanes: int = spec_field(1)           # few_channels: threads sharing one strip, splitting K
    # forward mma_sync: each k-step holds block.k / tap_channels whole filter taps of
    # C <= tap_channels channels (zero-padded); 0: a k-step is block.k channels of one tap
    tap_channels: int = spec_field(0, choices=(0, 2, 4, 8))
    # depthwise forward and backward_data: the block's output positions are a tile of
    # tile_rows rows (the second-innermost axis) x block.m / tile_rows strips of block.k
    # positions, and the input it reads (X / dY: the tile grown by the filter's reach) is
    # staged in shared memory; stride 1 only (refusal depthwise-tile). 0: a gather.
    # forward tap_window: the output rows each stage's halo covers.
    tile_rows: int = spec_field(0, minimum=0)
    # forward and backward_data: run merge_groups consecutive groups of 8 to 16 channels as
    # one group of merge_groups * C and merge_groups * K channels (the same memory for X and Y),
    # its filter expanded block-diagonally into the workspace (rule merge-groups; refusal
    # merge-groups at run time).  1: each group on its own.
    merge_groups: int = spec_field(1, choices=(1, 2, 4, 8))
    # forward and backward_weight: run a problem of C channels per group, pad_channels / 2 < C <
    # pad_channels (the RGB stem's C = 3 with 4), on X (and W) copied into the workspace with
    # the channels zero-padded to pad_channels, so that a filter tap is one vector of
    # pad_channels elements (backward_weight: dW computed padded there, then compacted)
    # (rule pad-channels; refusal pad-channels at run time).  0: C as given.
    pad_channels: int = spec_field(0, choices=(0, 4, 8))
    # 2D mma_sync, input_image KiB of shared memory (rule input-image; refusal input-image
    # where a problem's image does not fit).  forward with tap_channels: the block's input rows
    # (X, C zero-padded to tap_channels) and the whole filter (W, k-major) staged once, A
    # fragments read from that image with 4-byte loads and B by ldmatrix, no pipeline.
    # backward_weight on merged groups: each tile of block.k positions' dY rows and the X rows
    # they reach staged, two tiles in flight, the im2col columns read by ldmatrix at
    # addresses.  0: operands through the cp.async pipeline.
    input_image: int = spec_field(0, minimum=0)

    @property
    def thread_taps(self) -> int:
        """The filter taps one thread accumulates: thread.k, or all of block.k."""
        return self.thread.k if self.thread is not None and self.thread.k else self.block.k


# --------------------------------------------------------------------------
# Instances and specs
# --------------------------------------------------------------------------

@dataclass(frozen=True)
class SourceLocation:
    file: str
    line: int          # 1-based; 0 when unknown
    path: str          # YAML path, e.g. "instances[3]"

    def __str__(self):
        return f"{self.file}:{self.line}" if self.line else self.file


@dataclass(frozen=True)
class Instance:
    name: str
    signature: Signature
    algorithm: Algorithm
    targets: tuple[Target, ...]
    location: SourceLocation = field(compare=False, default=SourceLocation("<memory>", 0, ""))

    @property
    def direction(self) -> Direction:
        return self.signature.direction

    @property
    def platforms(self) -> tuple[Platform, ...]:
        """The build platforms this instance is compiled on."""
        found = []
        if any(t.vendor is Vendor.AMD for t in self.targets):
            found.append(Platform.AMD)
        if any(t.vendor is Vendor.NVIDIA for t in self.targets):
            found.append(Platform.NVIDIA)
        if self.algorithm.micro_kernel.runs_on_cpu:
            found.append(Platform.CPU)
        return tuple(found)


@dataclass(frozen=True)
class Dropped:
    """A cross-product combination that a rule removed."""
    name: str
    location: SourceLocation
    rule: "object"        # validate.Rule
    detail: str


@dataclass(frozen=True)
class Spec:
    path: str
    library: str
    instances: tuple[Instance, ...]
    dropped: tuple[Dropped, ...] = ()

    @property
    def stem(self) -> str:
        import os
        return os.path.splitext(os.path.basename(self.path))[0]


LAYOUTS: dict = _layout_table()     # every Layout member's role, axes and families
