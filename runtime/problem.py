"""Convolution problem description shared by the generator, runtime and tests.

Layout conventions (channels-last with an explicit group axis):

* x  : (N, *input,  G, C)
* w  : (G, K, *filter, C)
* y  : (N, *output, G, K)

Spatial tuples are ordered outer -> inner (D, H, W / H, W / W).

A problem's tensors are dense in the instance's layout unless ``tensor_strides`` says otherwise
(``TensorStrides``: element strides per axis, in the order above): views such as a slice
of a wider tensor's channels, which an instance takes without a copy where its registry
row says it can (``Instance.takes_strides``) and refuses otherwise (status ``strides``).
"""

from __future__ import annotations

import dataclasses
import math
import numbers
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Optional

import numpy as np

__all__ = ["ConvProblem", "TensorStrides", "UnsupportedProblem"]

_SPATIAL_FIELDS = ("input", "filter", "stride", "dilation", "pad", "pad_right")
_DIM_NAMES = {1: ("W",), 2: ("H", "W"), 3: ("D", "H", "W")}


class UnsupportedProblem(Exception):
    """A valid ConvProblem that a particular kernel/runtime cannot handle.

    ``rule`` is a short machine-friendly rule id, ``reason`` a human text.
    """

    def __init__(self, rule: str, reason: str):
        super().__init__(rule, reason)
        self.rule = rule
        self.reason = reason

    def __str__(self) -> str:
        return f"{self.rule}: {self.reason}"


def _as_int(name: str, value: Any) -> int:
    # bool is an Integral subclass; reject it explicitly.
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, numbers.Integral):
        raise ValueError(
            f"{name} must be an int, got {value!r} ({type(value).__name__})"
        )
    if abs(int(value)) > MAX_ELEMENTS:
        raise ValueError(f"{name} is {int(value)}; sizes are at most 2^62 (int64 indices)")
    return int(value)


MAX_ELEMENTS = 1 << 62     # of any tensor of a problem: int64 element offsets never wrap


def _is_seq(value: Any) -> bool:
    if isinstance(value, (str, bytes)):
        return False
    return isinstance(value, (Sequence, np.ndarray))


def _spatial_tuple(name: str, value: Any, rank: int, rank_src: str) -> tuple[int, ...]:
    if _is_seq(value):
        vals = list(value)
        if len(vals) != rank:
            raise ValueError(
                f"{name} has {len(vals)} entries {tuple(vals)!r} but the spatial "
                f"rank is {rank} (from {rank_src})"
            )
        return tuple(_as_int(f"{name}[{i}]", v) for i, v in enumerate(vals))
    return (_as_int(name, value),) * rank


def _fmt(t: tuple[int, ...]) -> str:
    return "x".join(str(v) for v in t)


@dataclass(frozen=True)
class TensorStrides:
    """Element strides of a problem's tensors, each in hipconv's axis order -- x
    ``(N, *input, G, C)``, w ``(G, K, *filter, C)``, y ``(N, *output, G, K)`` -- or None
    where the tensor is dense in the instance's layout.  A torch view's ``.stride()`` in
    that axis order is what goes here (``runtime.device_tensors`` does it).  The strides of
    size-1 axes do not matter; none may be negative."""
    x: Optional[tuple[int, ...]] = None
    w: Optional[tuple[int, ...]] = None
    y: Optional[tuple[int, ...]] = None

    def of(self, role: str) -> Optional[tuple[int, ...]]:
        return getattr(self, role)

    def __str__(self) -> str:
        return " ".join(f"{role}:{'/'.join(map(str, self.of(role)))}" for role in ("x", "w", "y")
                        if self.of(role) is not None)

    def to_dict(self) -> dict[str, list[int]]:
        return {role: list(self.of(role)) for role in ("x", "w", "y") if self.of(role) is not None}


def _strides(value: Any, rank: int) -> Optional[TensorStrides]:
    """``tensor_strides`` as given (a TensorStrides, a dict by role, or None) checked for
    ``rank`` spatial dimensions."""
    if value is None:
        return None
    if isinstance(value, dict):
        unknown = sorted(set(value) - {"x", "w", "y"})
        if unknown:
            raise ValueError(f"tensor_strides has keys {unknown}; it takes x, w and y")
        value = TensorStrides(**{role: None if v is None else tuple(v) for role, v in value.items()})
    if not isinstance(value, TensorStrides):
        raise ValueError(f"tensor_strides is a runtime.TensorStrides or a dict by role, not "
                         f"{type(value).__name__}")
    checked = {}
    for role in ("x", "w", "y"):
        given = value.of(role)
        if given is None:
            checked[role] = None
            continue
        if not _is_seq(given) or len(given) != rank + 3:
            raise ValueError(f"tensor_strides.{role} has {len(given) if _is_seq(given) else 'no'} entries; a "
                             f"{rank}D problem's tensors have {rank + 3} axes")
        checked[role] = tuple(_as_int(f"tensor_strides.{role}[{i}]", v) for i, v in enumerate(given))
        if any(v < 0 for v in checked[role]):
            raise ValueError(f"tensor_strides.{role} is {checked[role]}: negative strides are not taken")
    return None if all(v is None for v in checked.values()) else TensorStrides(**checked)


@dataclass(frozen=True)
class ConvProblem:
    """A grouped N-D convolution problem (1 <= spatial rank <= 3).

    ``ConvProblem(G, N, C, K, input, filter, stride=1, dilation=1, pad=0,
    pad_right=None)``; spatial arguments accept an int (broadcast) or a
    per-dimension sequence.  ``pad`` is the left padding; ``pad_right=None``
    means the same as ``pad``.  ``output`` is derived.
    """

    G: int
    N: int
    C: int
    K: int
    input: tuple[int, ...]
    filter: tuple[int, ...]
    stride: tuple[int, ...] = 1  # type: ignore[assignment]
    dilation: tuple[int, ...] = 1  # type: ignore[assignment]
    pad: tuple[int, ...] = 0  # type: ignore[assignment]
    pad_right: tuple[int, ...] | None = None
    tensor_strides: Optional[TensorStrides] = None   # None: every tensor dense in the instance's layout
    output: tuple[int, ...] = field(init=False)

    def __post_init__(self) -> None:
        set_ = lambda k, v: object.__setattr__(self, k, v)  # noqa: E731

        for name in ("G", "N", "C", "K"):
            v = _as_int(name, getattr(self, name))
            if v < 1:
                raise ValueError(f"{name} must be >= 1, got {v}")
            set_(name, v)

        raw = {k: getattr(self, k) for k in _SPATIAL_FIELDS}
        if raw["pad_right"] is None:
            raw["pad_right"] = raw["pad"]

        # Spatial rank: len(input) if a sequence, else first sequence argument.
        rank, rank_src = 1, "default"
        for k in _SPATIAL_FIELDS:
            if _is_seq(raw[k]):
                rank, rank_src = len(raw[k]), k
                break
        if not 1 <= rank <= 3:
            raise ValueError(
                f"{rank_src}: spatial rank must be in 1..3, got {rank} "
                f"({tuple(raw[rank_src])!r})"
            )

        vals = {k: _spatial_tuple(k, raw[k], rank, rank_src) for k in _SPATIAL_FIELDS}

        for k, lo in (("input", 1), ("filter", 1), ("stride", 1), ("dilation", 1),
                      ("pad", 0), ("pad_right", 0)):
            if any(v < lo for v in vals[k]):
                raise ValueError(f"{k} must be >= {lo} in every dim, got {vals[k]!r}")

        names = _DIM_NAMES[rank]
        out = []
        for i in range(rank):
            inp, f, s, d = (vals[k][i] for k in ("input", "filter", "stride", "dilation"))
            pl, pr = vals["pad"][i], vals["pad_right"][i]
            eff = d * (f - 1) + 1
            o = (inp + pl + pr - eff) // s + 1
            if o < 1:
                raise ValueError(
                    f"output size in dim {i} ({names[i]}) is {o} < 1: "
                    f"input={inp} + pad={pl} + pad_right={pr} = {inp + pl + pr} "
                    f"is smaller than the dilated filter extent {eff} "
                    f"(filter={f}, dilation={d})"
                )
            out.append(o)

        for k in _SPATIAL_FIELDS:
            set_(k, vals[k])
        set_("output", tuple(out))
        set_("tensor_strides", _strides(self.tensor_strides, rank))
        for role in ("x", "w", "y"):
            count = math.prod(getattr(self, f"{role}_shape"))
            if count > MAX_ELEMENTS:
                raise ValueError(f"{role} would have {count} elements, more than 2^62: int64 "
                                 "element offsets would wrap")

    # ------------------------------------------------------------------ props
    @property
    def spatial_dim(self) -> int:
        return len(self.input)

    @property
    def flops(self) -> int:
        return (2 * self.G * self.N * self.K * self.C
                * math.prod(self.output) * math.prod(self.filter))

    @property
    def x_shape(self) -> tuple[int, ...]:
        return (self.N, *self.input, self.G, self.C)

    @property
    def w_shape(self) -> tuple[int, ...]:
        return (self.G, self.K, *self.filter, self.C)

    @property
    def y_shape(self) -> tuple[int, ...]:
        return (self.N, *self.output, self.G, self.K)

    # -------------------------------------------------------------- helpers
    def to_dict(self) -> dict[str, Any]:
        """Plain-JSON-friendly dict (tuples become lists); includes ``output``."""
        d: dict[str, Any] = {k: getattr(self, k) for k in ("G", "N", "C", "K")}
        for k in (*_SPATIAL_FIELDS, "output"):
            d[k] = list(getattr(self, k))
        if self.tensor_strides is not None:
            d["tensor_strides"] = self.tensor_strides.to_dict()
        return d

    @property
    def dense(self) -> "ConvProblem":
        """The same problem with dense tensors (no strides)."""
        return self if self.tensor_strides is None else dataclasses.replace(self, tensor_strides=None)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "ConvProblem":
        """Inverse of :meth:`to_dict`; a given ``output`` must match."""
        p = cls(**{k: d[k] for k in ("G", "N", "C", "K", *_SPATIAL_FIELDS, "tensor_strides") if k in d})
        if "output" in d and tuple(d["output"]) != p.output:
            raise ValueError(
                f"output {tuple(d['output'])!r} does not match derived {p.output!r}"
            )
        return p

    def __str__(self) -> str:
        s = (f"conv{self.spatial_dim}d G={self.G} N={self.N} C={self.C} K={self.K} "
             f"in={_fmt(self.input)} f={_fmt(self.filter)} s={_fmt(self.stride)} "
             f"d={_fmt(self.dilation)} p={_fmt(self.pad)}")
        if self.pad_right != self.pad:
            s += f" pr={_fmt(self.pad_right)}"
        s += f" -> out={_fmt(self.output)}"
        return s + (f" tensor strides {self.tensor_strides}" if self.tensor_strides is not None else "")
