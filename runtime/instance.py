"""``Instance``: one kernel instance of a loaded library, read from the description its
registry exports (``hipconv_instance_info.description``: the generator's ``codegen.emit.describe``,
the same objects as the library's manifest.json).

The description is the one account of an instance: its signature, every field of its
algorithm (the typed model's own serialization) and the facts of its build the runtime reads.
Nothing here lists the algorithm's fields: an instance's algorithm fields read as its
attributes (``inst.block``, ``inst.tile_rows``, ``inst.merge_groups``, ...) for whatever
fields ``codegen.model.Algorithm`` has, in plain data -- enums as their spelling, tiles as
tuples of their axes ((m, n, k), (m, n)), the vector widths as a mapping of x / w / y, a
split as its count or "auto", a tile the micro-kernel has not as None.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import typing
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Optional

import numpy as np

from codegen.epilogue import (OPTIONAL_BIAS, Epilogue, ScalarDecl, optional_form, parse_expression, parse_prologue,
                              with_optional_bias)
from codegen.mapping import group_channel_slots
from codegen.model import Algorithm, Direction, Layout, LayoutFamily, TensorRole
from codegen.serialize import plain_value

from .abi import NUMPY_DTYPES


class Record(Mapping):
    """A read-only, hashable mapping whose keys also read as attributes (``vector["x"]``,
    ``vector.x``): a part of an instance's description."""
    __slots__ = ("_items", "_map")

    def __init__(self, items):
        mapping = dict(items)
        object.__setattr__(self, "_items", tuple(mapping.items()))
        object.__setattr__(self, "_map", mapping)

    def __getitem__(self, key):
        return self._map[key]

    def __getattr__(self, key):
        if key.startswith("_"):      # _items itself, dunders (copy, pickle): not keys
            raise AttributeError(key)
        try:
            return self[key]
        except KeyError:
            raise AttributeError(key) from None

    def __reduce__(self):
        return Record, (self._items,)

    def __iter__(self):
        return (name for name, _ in self._items)

    def __len__(self):
        return len(self._items)

    def __hash__(self):
        return hash(self._items)

    def __eq__(self, other):
        return self._map == dict(other) if isinstance(other, Mapping) else NotImplemented

    def __repr__(self):
        return f"Record({dict(self._items)!r})"


ALGORITHM_FIELDS = tuple(f.name for f in dataclasses.fields(Algorithm))
# The fields' defaults as plain data: a description written by hand (the tests') may leave a
# field out; the registry's has every field.
_ALGORITHM_DEFAULTS = {f.name: plain_value(f.default) for f in dataclasses.fields(Algorithm)
                       if f.default is not dataclasses.MISSING}
_TILE_AXES = ("m", "n", "k")


def _tile_type(hint):
    """The tile dataclass (BlockTile, ThreadTile, ...: fields among m / n / k) of an
    Algorithm field's type hint (Optional[...] included), else None."""
    for candidate in typing.get_args(hint) or (hint,):
        if dataclasses.is_dataclass(candidate) and {f.name for f in dataclasses.fields(candidate)} <= set(_TILE_AXES):
            return candidate
    return None


# the tile fields and their axes with their defaults (MISSING: required)
_TILE_FIELDS = {name: tuple((f.name, f.default) for f in dataclasses.fields(tile))
                for name, hint in typing.get_type_hints(Algorithm).items()
                for tile in [_tile_type(hint)] if tile is not None}


def _plain(value):
    """A description's value as the runtime reads it: a mapping as a Record, a list as a tuple."""
    if isinstance(value, Mapping):
        return Record({key: _plain(item) for key, item in value.items()})
    if isinstance(value, list):
        return tuple(_plain(item) for item in value)
    return value


def _algorithm_value(name: str, value):
    """An algorithm field's value: a tile as the tuple of all its axes (an axis left out at
    its default), else as ``_plain``."""
    if name in _TILE_FIELDS and isinstance(value, Mapping):
        return tuple(value[axis] if axis in value else default for axis, default in _TILE_FIELDS[name])
    return _plain(value)


@dataclass(frozen=True)
class Instance:
    """One kernel instance of a loaded library, as its registry describes it
    (``from_description``)."""
    index: int
    name: str
    signature: Record       # direction, spatial_dim, layout / data_type per tensor, accumulator, epilogue, scalars
    algorithm: Record       # every field of codegen.model.Algorithm (plain data: the module's docstring)
    platforms: tuple = ()
    threads: int = 0        # threads per block
    shared_memory_bytes: int = 0
    free_axes: Optional[Record] = None   # {"x": "NHW", ..}: the layout axes whose strides it takes as given
    # forward with the epilogue "acc": also takes a bias and an activation (optional; given,
    # it stores f(acc + bias), added and applied in fp32 before the rounding to y's type)
    optional_bias: bool = False
    register_windows: tuple = ()   # staged tiles: the (filter width, stride) pairs compiled with register windows
    merged_group_widths: tuple = ()   # merge_groups > 1: (least, most) channels per group it takes
    description: Optional[Mapping] = dataclasses.field(default=None, compare=False, repr=False)   # as read

    @classmethod
    def from_description(cls, index: int, description: Mapping) -> "Instance":
        """The instance a description (``codegen.emit.describe``: the registry's JSON, a
        manifest entry) gives; algorithm fields it leaves out take the model's defaults."""
        algorithm = {**_ALGORITHM_DEFAULTS, **description["algorithm"]}
        facts = {f.name: _plain(description[f.name]) for f in dataclasses.fields(cls)
                 if f.name not in _OWN_FIELDS and f.name in description}
        return cls(index=index, name=description["name"], signature=_plain(description["signature"]),
                   algorithm=Record({name: _algorithm_value(name, algorithm.get(name)) for name in ALGORITHM_FIELDS}),
                   description=description, **facts)

    def replace(self, **changes) -> "Instance":
        """This instance with ``changes`` to its description: ``name``, ``index``, the
        signature's keys (``direction``, ``spatial_dim``, ``epilogue``, ``x_type``, ``y_layout``, ...), any algorithm
        field (a tile as the tuple of its axes) or a fact (``threads``, ...)."""
        description = json.loads(json.dumps(self.description))    # a deep copy
        index = changes.pop("index", self.index)
        for key, value in changes.items():
            role, _, part = key.partition("_")
            if role in ("x", "w", "y") and part in ("type", "layout"):    # x_type, w_layout, ...
                description["signature"]["data_type" if part == "type" else "layout"][role] = value
            elif key in ALGORITHM_FIELDS:
                axes = [axis for axis, _ in _TILE_FIELDS.get(key, ())]
                description["algorithm"][key] = (dict(zip(axes, value)) if axes and value is not None
                                                 else dict(value) if isinstance(value, Mapping) else value)
            elif key in description["signature"] or key in ("direction", "spatial_dim", "epilogue"):
                description["signature"][key] = value
            elif key in _FACTS or key == "name":
                description[key] = value
            else:
                raise TypeError(f"an instance has no {key!r} to replace")
        return Instance.from_description(index, description)

    def __post_init__(self):
        # the algorithm's fields as attributes (not dataclass fields: equality and the hash
        # read `algorithm` once)
        for name in ALGORITHM_FIELDS:
            object.__setattr__(self, name, self.algorithm[name])

    # the signature, by the names the runtime reads
    @property
    def direction(self) -> str:
        """"backward_data", "backward_weight" or "forward"."""
        return self.signature["direction"]

    @property
    def spatial_dim(self) -> int:
        return self.signature["spatial_dim"]

    @property
    def x_layout(self) -> str:
        return self.signature["layout"]["x"]

    @property
    def w_layout(self) -> str:
        return self.signature["layout"]["w"]

    @property
    def y_layout(self) -> str:
        return self.signature["layout"]["y"]

    @property
    def x_type(self) -> str:
        return self.signature["data_type"]["x"]

    @property
    def w_type(self) -> str:
        return self.signature["data_type"]["w"]

    @property
    def y_type(self) -> str:
        return self.signature["data_type"]["y"]

    @property
    def epilogue(self) -> str:
        """The epilogue expression, normalized ("acc", "relu(acc + bias)")."""
        return self.signature["epilogue"]

    @property
    def epilogue_scalars(self) -> tuple:
        """(name, default) of the scalars the spec declares, in order."""
        return tuple((name, float(default)) for name, default in self.signature.get("scalars", {}).items())

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

    @property
    def prologue(self) -> Optional[str]:
        """The prologue expression over X's loaded elements ("relu(x * scale + shift)"),
        normalized; None: X is read as it is."""
        return self.signature.get("prologue")

    @property
    def statistics(self) -> bool:
        """The instance also writes the stored output's per-channel sum and sum of squares
        (a call's ``statistics=`` array, (2, G, K) fp32)."""
        return bool(self.signature.get("statistics", False))

    @functools.cached_property
    def prologue_expression(self) -> Optional[Epilogue]:
        """The prologue parsed (codegen/epilogue.py, its operands x, scale, shift); None: none."""
        return None if self.prologue is None else parse_prologue(self.prologue)

    @property
    def prologue_tensors(self) -> tuple:
        """The per-input-channel vectors the prologue reads: "scale", "shift" (required operands
        of a call, shape (G, C), fp32)."""
        if self.prologue_expression is None:
            return ()
        return tuple(sorted(o.value for o in self.prologue_expression.operands))

    @functools.cached_property
    def epilogue_expression(self) -> Epilogue:
        """The epilogue parsed (codegen/epilogue.py): its operands, scalars, numpy twin;
        parsed once per instance (every call reads it)."""
        return parse_expression(self.epilogue, tuple(ScalarDecl(n, d) for n, d in self.epilogue_scalars))

    @property
    def tap_teams(self) -> int:
        """The teams a depthwise backward-weight over staged rows splits each tap tile into by
        filter row (block.k / thread.k); 1: every thread takes the whole tile."""
        taps = self.thread[2] if self.thread is not None else 0
        return self.block[2] // taps if taps else 1

    @property
    def group_channels(self) -> int:
        """A few-channel instance's channel slots per group: thread.n (fma), warp.n (the
        staged tile on mma_sync: a warp per group)."""
        return group_channel_slots(self.thread[1] if self.thread is not None else None,
                                   self.warp[1] if self.warp is not None else 0)[1]

    @property
    def tail_vectors(self) -> int:
        """A tensor-core GEMM tile of the default kind reading and writing every tensor in one
        vector width of 2 or 4 elements (the ``*_mma_vec4`` / ``*_mma_vec2`` instances): that
        width, the channel multiples it runs as given (channel tails, without padded copies);
        0 for every other instance."""
        widths = set(self.vector.values())
        width = min(widths)
        if (self.micro_kernel in ("fma", "reference") or self.specialization != "default"
                or len(widths) != 1 or not 1 < width < 8
                or self.pad_channels or self.tap_channels or self.input_image or self.merge_groups > 1):
            return 0
        return width

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


_OWN_FIELDS = ("index", "name", "signature", "algorithm", "description")
_FACTS = tuple(f.name for f in dataclasses.fields(Instance) if f.name not in _OWN_FIELDS)


@functools.lru_cache(maxsize=None)
def _optional_expression(text: str) -> Epilogue:
    """One of the optional epilogue's forms, parsed once."""
    return parse_expression(text)
