"""The numerics of every check: per-dtype tolerances, the comparison of a result with its
float64 reference (poisoned elements and NaN inputs included), the references of the
three directions and of an epilogue.  numpy only."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

import numpy as np

from . import reference
from .problem import ConvProblem


@dataclass(frozen=True)
class Tolerance:
    relative: float
    rtol: float
    atol: float      # times max|ref|


TOLERANCES = {
    "fp64": Tolerance(relative=1e-12, rtol=1e-11, atol=1e-12),  # fp64 sums in another order
    "fp32": Tolerance(relative=1e-5, rtol=1e-4, atol=1e-5),
    "fp16": Tolerance(relative=2e-3, rtol=2e-3, atol=1e-3),   # fp16 rounds at 2^-11
    "bf16": Tolerance(relative=1.6e-2, rtol=1.6e-2, atol=8e-3),  # bf16 rounds at 2^-8
}


@dataclass(frozen=True)
class Comparison:
    ok: bool
    relative_error: float
    worst_index: Optional[tuple]
    message: str


def compare(out: np.ndarray, ref: np.ndarray, data_type: str, scale: Optional[float] = None) -> Comparison:
    """``out`` against the float64 ``ref`` within the dtype's tolerance: the relative L2 error,
    and each element within atol * scale + rtol * |ref|, ``scale`` max |ref| unless given
    (``reference_and_scale``: the convolution's own scale under a squashing epilogue)."""
    tol = TOLERANCES[data_type]
    got = np.asarray(out).astype(np.float64)
    if got.shape != ref.shape:
        return Comparison(False, float("inf"), None, f"shape {got.shape} != {ref.shape}")
    expected = ~np.isfinite(ref)
    if np.any(expected):
        # non-finite inputs: the reference has NaN/inf where they reach; the result must
        # have them at the same places and be compared elsewhere
        agree = ~np.isfinite(got) == expected
        if not np.all(agree):
            first = tuple(int(i) for i in np.argwhere(~agree)[0])
            return Comparison(False, float("inf"), first,
                              f"the inputs hold NaN or inf ({int(expected.sum())} non-finite reference "
                              f"elements); the result's non-finite elements differ from the reference's, "
                              f"first at {first}")
        got, ref = np.where(expected, 0.0, got), np.where(expected, 0.0, ref)
    if not np.all(np.isfinite(got)):
        bad = np.argwhere(~np.isfinite(got))
        return Comparison(False, float("inf"), tuple(bad[0]),
                          f"{len(bad)} non-finite elements (unwritten or NaN), first at "
                          f"{tuple(int(i) for i in bad[0])}")
    norm = np.linalg.norm(ref)
    diff = np.abs(got - ref)
    rel = float(np.linalg.norm(got - ref) / norm) if norm > 0 else float(np.linalg.norm(got))
    if scale is None:
        scale = float(np.max(np.abs(ref))) if ref.size else 0.0
    limit = tol.atol * scale + tol.rtol * np.abs(ref)
    over = diff > limit
    if ref.size and scale == 0.0:
        over = diff > 0
    worst = tuple(int(i) for i in np.unravel_index(np.argmax(diff - limit), diff.shape)) \
        if diff.size else None
    if rel > tol.relative or np.any(over):
        return Comparison(False, rel, worst,
                          f"relative error {rel:.2e} (limit {tol.relative:.0e}), "
                          f"{int(np.count_nonzero(over))} elements over the elementwise limit; "
                          f"worst at {worst}: got {got[worst]:.6g}, want {ref[worst]:.6g}")
    return Comparison(True, rel, worst, f"relative error {rel:.2e}")


REFERENCES: dict[str, Callable] = {
    "forward": lambda inputs, p: reference.forward(inputs["x"], inputs["w"], p),
    "backward_data": lambda inputs, p: reference.backward_data(inputs["y"], inputs["w"], p),
    "backward_weight": lambda inputs, p: reference.backward_weight(inputs["x"], inputs["y"], p),
}


def apply_prologue(inst, inputs: dict, operands: dict) -> dict:
    """``inputs`` with X as the instance's prologue makes it (float64: the expression on X's
    elements, scale and shift (G, C) broadcast over the trailing (G, C) axes); the reference
    pads the result with zeros, as the unfused layers (the activation, then the convolution)
    do.  Unchanged without a prologue or an X input."""
    from codegen.epilogue import evaluate
    expression = inst.prologue_expression
    if expression is None or "x" not in inputs:
        return inputs
    tensors = {"x": np.asarray(inputs["x"], dtype=np.float64)}
    for name in inst.prologue_tensors:
        tensors[name] = np.asarray(operands[name], dtype=np.float64)
    return {**inputs, "x": evaluate(expression, tensors)}


def reference_result(inst, problem: ConvProblem, inputs: dict, operands: dict,
                     wanted: Optional[str] = None) -> np.ndarray:
    """The float64 reference of a call of ``inst``: its prologue on X, the direction's
    convolution, its epilogue (``apply_epilogue``)."""
    return reference_and_scale(inst, problem, inputs, operands, wanted)[0]


def reference_and_scale(inst, problem: ConvProblem, inputs: dict, operands: dict,
                        wanted: Optional[str] = None) -> tuple:
    """(``reference_result``, the scale ``compare`` measures its absolute error against):
    max |reference|, or where the epilogue calls a function, the larger of that and max |acc|.
    A squashing activation (tanh, sigmoid) maps the accumulator's fp32 rounding, which grows
    with the convolution's own magnitude, onto outputs of magnitude 1 at most: near acc = 0
    tanh passes it through whole.  Measured against the outputs' scale alone, an fp32 sum of
    thousands of terms of magnitude 15 would fail there although every step is exact to fp32
    (the edge sweep met such an element: tanh(acc + bias) at -0.0023, off by 1.9e-5)."""
    acc = REFERENCES[inst.direction](apply_prologue(inst, inputs, operands), problem)
    epilogue_operands = {k: v for k, v in operands.items() if k not in ("scale", "shift", "statistics")}
    ref = apply_epilogue(inst, problem, acc, epilogue_operands, wanted)
    scale = float(np.max(np.abs(ref))) if ref.size else 0.0
    if ref.size and inst.call_epilogue(wanted, epilogue_operands).calls_functions:
        scale = max(scale, float(np.max(np.abs(acc))))
    return ref, scale


def apply_epilogue(inst, problem: ConvProblem, acc: np.ndarray, operands: dict,
                   wanted: Optional[str] = None) -> np.ndarray:
    """The float64 reference of the epilogue a call of ``inst`` computes (``wanted``,
    normalized, or None: ``Instance.call_epilogue``) on the float64 convolution ``acc``:
    the same parse (codegen/epilogue.py) evaluated with numpy; bias broadcast over the
    positions of its group and channel."""
    from codegen.epilogue import evaluate
    expression = inst.call_epilogue(wanted, operands)   # with a bias: acc + bias (an optional one)
    if expression.is_identity:
        return acc
    tensors = {"acc": acc}
    for name in ("out", "residual"):
        if name in operands:
            tensors[name] = operands[name].astype(np.float64)
    if "bias" in operands:     # (G, channels) against the output's trailing (G, channels) axes
        tensors["bias"] = operands["bias"].astype(np.float64)
    scalars = {k: v for k, v in operands.items() if k not in ("out", "residual", "bias")}
    return evaluate(expression, tensors, scalars)


def _channel_sums(out: np.ndarray) -> tuple:
    """Per output channel of a forward output (N, *output, G, K), in float64: the sums of the
    elements, of their squares and of their magnitudes, each (G, K)."""
    values = np.asarray(out).astype(np.float64)
    axes = tuple(range(values.ndim - 2))
    return values.sum(axis=axes), (values * values).sum(axis=axes), np.abs(values).sum(axis=axes)


def statistics_of(out: np.ndarray) -> np.ndarray:
    """The (2, G, K) statistics of a forward output (N, *output, G, K), in float64: per output
    channel the sum of the stored elements, then the sum of their squares."""
    sums, squares, _ = _channel_sums(out)
    return np.stack([sums, squares])


def compare_statistics(got: np.ndarray, out: np.ndarray) -> Comparison:
    """A call's statistics against those of its own stored output ``out``: fp32 sums, so
    within the fp32 tolerance at the scale of the sums of |element| and of the squares."""
    sums, squares, magnitudes = _channel_sums(out)
    scale = max(float(magnitudes.max(initial=0.0)), float(squares.max(initial=0.0)))
    return compare(got, np.stack([sums, squares]), "fp32", scale)
