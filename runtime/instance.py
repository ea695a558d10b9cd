"""``Instance``: one kernel instance of a loaded library, as its registry describes it."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Optional, Union

import numpy as np

from codegen.epilogue import OPTIONAL_BIAS, Epilogue, ScalarDecl, optional_form, parse_expression, with_optional_bias
from codegen.mapping import group_channel_slots
from codegen.model import Direction, Layout, LayoutFamily, TensorRole

from .abi import NUMPY_DTYPES


@dataclass(frozen=True)
class Instance:
    """One kernel instance of a loaded library, as its registry describes it."""
    index: int
    name: str
    direction: str          # "backward_data", "backward_weight", "forward"
    spatial_dim: int
    x_layout: str
    w_layout: str
    y_layout: str
    x_type: str
    w_type: str
    y_type: str
    micro_kernel: str
    specialization: str
    epilogue: str           # the epilogue expression, normalized ("acc", "relu(acc + bias)")
    block: tuple            # (m, n, k)
    thread: Optional[tuple]  # (m, n, k) outputs per thread (fma; k: taps per thread, 0: block.k), else None
    warp: Optional[tuple]    # (m, n) outputs per warp (mma_sync) or wavefront (mfma), else None
    warpgroup: Optional[tuple]   # (m, n) outputs per warpgroup (wgmma), else None
    threads: int            # threads per block
    shared_memory_bytes: int
    stages: int
    vector: dict            # {"x": .., "w": .., "y": ..}
    split_k: Union[int, str]
    deterministic: bool
    groups_per_block: int
    index_bits: int
    loads: str = "cp_async"  # operand copies of tensor-core instances: "cp_async" or "tma"
    schedule: str = "per_tile"   # "persistent": one block per resident slot walks the tile grid
    epilogue_scalars: tuple = ()  # (name, default) of the scalars the spec declares, in order
    tap_channels: int = 0   # forward mma_sync: whole taps of C <= tap_channels per k-step (0: off)
    tile_rows: int = 0      # depthwise / few_channels: rows of the staged input tile (0: a gather); forward tap_window: output rows per stage
    free_axes: Optional[dict] = None   # {"x": "NHW", ..}: the layout axes whose strides it takes as given
    merge_groups: int = 1   # forward / backward-data: groups run as one (block-diagonal filter)
    pad_channels: int = 0   # C and K per group zero-padded to multiples of it where either is not one (0: off)
    input_image: int = 0    # forward: KiB staging the input rows and the filter per block (0: off)
    # backward-weight wgmma with TMA: "flat" (X in im2col boxes) or "patches" (a k-step is a
    # patch of the output, dY and X in tiled boxes; strides 1 to 8)
    position_boxes: str = "flat"
    # forward with the epilogue "acc": also takes a bias (optional; given, it stores acc + bias,
    # added in fp32 before the rounding to y's type)
    optional_bias: bool = False

    def computes(self, epilogue: str) -> bool:
        """Whether the instance can store ``epilogue`` (normalized, as ``canonical`` spells it):
        its own expression, or where it takes the optional bias and activation, ``acc + bias``,
        ``f(acc)`` or ``f(acc + bias)`` for f in ``codegen.epilogue.OPTIONAL_ACTIVATIONS``."""
        return epilogue == self.epilogue or (self.optional_bias and optional_form(epilogue) is not None)

    def call_epilogue(self, wanted: Optional[str], operands=()) -> Epilogue:
        """The expression a call of this instance computes: where the instance takes the
        optional bias and activation, the call's (``wanted``, normalized, one of
        ``optional_epilogue``'s forms) or, asking for none, ``acc + bias`` where it passes a
        bias (``"bias" in operands``); else its own epilogue."""
        if self.optional_bias and wanted is not None and wanted != self.epilogue and optional_form(wanted):
            return _optional_expression(wanted)
        if self.optional_bias and wanted is None and "bias" in operands:
            return with_optional_bias()
        return self.epilogue_expression

    def activation_code(self, expression: Epilogue) -> int:
        """hipconv_epilogue_args.activation for a call computing ``expression``
        (``call_epilogue``'s): its optional activation's code, 0 for none."""
        form = optional_form(expression.text) if self.optional_bias else None
        return form[0] if form else 0

    @functools.cached_property
    def epilogue_expression(self) -> Epilogue:
        """The epilogue parsed (codegen/epilogue.py): its operands, scalars, numpy twin;
        parsed once per instance (every call reads it)."""
        return parse_expression(self.epilogue, tuple(ScalarDecl(n, d) for n, d in self.epilogue_scalars))

    @property
    def tap_teams(self) -> int:
        """The teams a depthwise backward-weight over staged rows splits each tap tile into by
        filter row (block.k / thread.k); 1: every thread takes the whole tile."""
        taps = self.thread[2] if self.thread is not None and len(self.thread) > 2 else 0
        return self.block[2] // taps if taps else 1

    @property
    def group_channels(self) -> int:
        """A few-channel instance's channel slots per group: thread.n (fma), warp.n (the
        staged tile on mma_sync: a warp per group)."""
        return group_channel_slots(self.thread[1] if self.thread is not None else None,
                                   self.warp[1] if self.warp is not None else 0)[1]

    @property
    def staged_tile(self) -> bool:
        """A depthwise or few-channel instance with a staged tile (tile_rows > 0; forward
        tap_window's tile_rows are its rows per stage, not such a tile)."""
        return self.tile_rows > 0 and self.specialization in ("depthwise", "few_channels")

    def takes_strides(self, role: str) -> str:
        """The letters of tensor ``role``'s layout axes whose strides the instance takes
        as the caller gives them ('' : it needs the tensor dense)."""
        return (self.free_axes or {}).get(role, "")

    @property
    def output_role(self) -> str:
        """The tensor this instance writes: 'y' (forward), 'x' (dX) or 'w' (dW)."""
        return Direction(self.direction).output_role.value

    @property
    def data_type(self) -> str:
        """The dtype of all tensors, or 'mixed'."""
        kinds = {self.x_type, self.w_type, self.y_type}
        return self.x_type if len(kinds) == 1 else "mixed"

    def transposed(self, role: str) -> bool:
        """Whether tensor ``role`` is stored in another layout than the API's channels-last
        one (group-first, channels-first): a numpy call transposes it on the way."""
        return self.permutation(role) != tuple(range(len(self.permutation(role))))

    def permutation(self, role: str) -> tuple:
        """For each axis of the instance's layout of ``role``, its position in the API's
        array ((N, *input, G, C), (G, K, *filter, C), (N, *output, G, K))."""
        layout = Layout(getattr(self, f"{role}_layout"))
        api = LayoutFamily.CHANNELS_LAST.axes_for(TensorRole(role), self.spatial_dim)
        return tuple(api.index(axis) for axis in layout.axes)

    @property
    def family(self) -> Optional[str]:
        """The layout family of all three tensors ('channels_last', 'group_first',
        'channels_first'), or None for a mix."""
        for family in LayoutFamily:
            if all(getattr(self, f"{role}_layout") == family.axes_for(TensorRole(role), self.spatial_dim)
                   for role in ("x", "w", "y")):
                return family.value
        return None

    @property
    def channels_last(self) -> bool:
        """Every tensor in the API's channels-last layout (what device tensors and the
        PyTorch operators pass)."""
        return not any(self.transposed(role) for role in ("x", "w", "y"))

    def dtype_of(self, role: str) -> np.dtype:
        return NUMPY_DTYPES[getattr(self, f"{role}_type")]

    def __str__(self):
        return self.name


@functools.lru_cache(maxsize=None)
def _optional_expression(text: str) -> Epilogue:
    """One of the optional epilogue's forms, parsed once."""
    return parse_expression(text)
