"""Convolution problem description shared by the generator, runtime and tests.

Layout conventions (channels-last with an explicit group axis):

* x  : (N, *input,  G, C)
* w  : (G, K, *filter, C)
* y  : (N, *output, G, K)

Spatial tuples are ordered outer -> inner (D, H, W / H, W / W).
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

__all__ = ["ConvProblem", "UnsupportedProblem"]

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
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "ConvProblem":
        """Inverse of :meth:`to_dict`; a given ``output`` must match."""
        p = cls(**{k: d[k] for k in ("G", "N", "C", "K", *_SPATIAL_FIELDS) if k in d})
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
        return s + f" -> out={_fmt(self.output)}"
