"""What a call's arrays and epilogue operands are: their names per direction, shapes and
layouts (hipconv's API layout against an instance's group-first one), the check of numpy
arrays, the sorting of keyword operands against an instance's epilogue, and the host-side
verification.  Pure Python over numpy and the codegen epilogue model: the numpy and the
device-tensor paths of ``Library`` both use it."""

from __future__ import annotations

from typing import Optional

import numpy as np

from codegen.epilogue import OPTIONAL_ACTIVATIONS, Epilogue, ExpressionError, canonical, optional_epilogue, parse_prologue

from .abi import NUMPY_DTYPES
from .errors import VerificationError
from .instance import Instance
from .numerics import compare, reference_and_scale
from .problem import ConvProblem


def tensor_names(direction: str) -> dict:
    """What the arrays of each role are called in ``direction``'s call (error messages)."""
    names = {"x": "x", "w": "w", "y": "dy"}
    if direction == "backward_data":
        names["x"] = "dx"
    if direction == "backward_weight":
        names["w"] = "dw"
    return names


def verify_on_host(inst: Instance, problem: ConvProblem, inputs: dict, operands: dict,
                   result: np.ndarray, wanted: Optional[str] = None):
    """verify="cpu": ``result`` (numpy, API layout) against the float64 reference of the
    direction and the epilogue on the same ``inputs`` and epilogue ``operands`` (numpy
    tensors, initial ``out``, scalars); VerificationError when they differ."""
    want, scale = reference_and_scale(inst, problem, inputs, operands, wanted)
    verdict = compare(result, want, getattr(inst, f"{inst.output_role}_type"), scale)
    if not verdict.ok:
        raise VerificationError(inst.name, "the float64 numpy reference", verdict)


def is_device_tensor(value) -> bool:
    """A framework tensor (torch, CuPy, JAX, ...): it speaks DLPack or the CUDA array
    interface.  numpy arrays also speak DLPack; callers test for them first."""
    return hasattr(value, "__dlpack__") or hasattr(value, "__cuda_array_interface__")


def epilogue_argument(epilogue) -> str:
    """A call's epilogue expression, normalized as the registry spells it."""
    if not isinstance(epilogue, str):
        raise TypeError(f"epilogue is an expression string such as 'relu(acc + bias)', not "
                        f"{type(epilogue).__name__}")
    try:
        return canonical(epilogue)
    except ExpressionError as error:
        raise ValueError(f"epilogue {epilogue!r}: {error}") from None


def prologue_argument(prologue) -> Optional[str]:
    """A call's prologue expression over x, scale and shift, normalized as the registry spells
    it; None (or "x", which is no prologue) for none."""
    if prologue is None:
        return None
    if not isinstance(prologue, str):
        raise TypeError(f"prologue is an expression string such as 'relu(x * scale + shift)', not "
                        f"{type(prologue).__name__}")
    try:
        parsed = parse_prologue(prologue)
    except ExpressionError as error:
        raise ValueError(f"prologue {prologue!r}: {error}") from None
    return None if parsed is None else parsed.text


def output_channels(inst: Instance, problem: ConvProblem) -> int:
    """Channels per group of the instance's output: K (forward), C (backward-data)."""
    return problem.K if inst.direction == "forward" else problem.C


def epilogue_shapes(inst: Instance, problem: ConvProblem) -> dict:
    """Shape of each tensor operand of the instance's epilogue (API layout) and of its
    prologue's per-input-channel vectors."""
    out_shape = {"x": problem.x_shape, "w": problem.w_shape, "y": problem.y_shape}[inst.output_role]
    return {"out": out_shape, "residual": out_shape,
            "bias": (problem.G, output_channels(inst, problem)),
            "scale": (problem.G, problem.C), "shift": (problem.G, problem.C),
            "statistics": (2, problem.G, problem.K)}


PROLOGUE_DTYPE = np.dtype(np.float32)    # the prologue's vectors, whatever the tensors' type
# the checks' random prologue vectors: a scale around 1 and a shift of either sign (a ReLU after
# them clips some channels' elements and not others; a padding read through the prologue shows)
PROLOGUE_RANGES = {"scale": (0.5, 1.5), "shift": (-0.5, 0.5)}


def split_epilogue_operands(inst: Instance, problem: ConvProblem, operands: dict,
                            kind: str = "array", wanted: Optional[str] = None) -> tuple[dict, dict]:
    """The call's keyword operands sorted against the expression the call computes
    (``Instance.call_epilogue``: the instance's epilogue, or ``acc + bias`` for an instance
    taking an optional bias that the call asks for -- ``wanted``, normalized -- or, asking
    for no expression, passes a bias) into (tensor operands as given, scalars as floats):
    ValueError for an operand the expression does not read or a tensor it reads and the
    call lacks (``kind`` names what to pass: "array" or "tensor"), TypeError for a scalar
    that is not a number.  Shared by the numpy and the device-tensor paths, which then
    check the tensors their own way."""
    expression = inst.call_epilogue(wanted, operands)
    stores = repr(inst.epilogue) + (f" as {expression.text!r} (its optional form)" if expression is not inst.epilogue_expression else "")
    if inst.prologue is not None:
        stores += f" (and prologue {inst.prologue!r})"
    reads = ({o.value for o in expression.operands} | set(inst.prologue_tensors)
             | ({"statistics"} if inst.statistics else set()))
    scalar_names = set(expression.used_scalars)
    unknown = sorted(set(operands) - reads - scalar_names)
    if unknown:
        accepted = sorted(reads | scalar_names)
        raise ValueError(f"instance {inst.name}'s epilogue {stores} does not read "
                         f"{', '.join(unknown)}" + (f"; it takes {', '.join(accepted)}" if accepted
                                                    else "; it takes no operands"))
    if inst.statistics and "statistics" not in operands:
        shape = epilogue_shapes(inst, problem)["statistics"]
        raise ValueError(f"instance {inst.name} also writes the per-channel statistics of its output: pass "
                         f"statistics={'np' if kind == 'array' else 'torch'}.empty({shape}, float32), which "
                         "it fills (sums, then sums of squares)")
    missing = sorted(reads - set(operands))
    if missing:
        shapes = epilogue_shapes(inst, problem)
        raise ValueError(f"instance {inst.name}'s epilogue {stores} reads "
                         + ", ".join(f"{m} (shape {shapes[m]})" for m in missing)
                         + ": pass " + ", ".join(f"{m}={kind}" for m in missing))
    tensors, scalars = {}, {}
    for name, value in operands.items():
        if name in reads:
            tensors[name] = value
        elif isinstance(value, bool) or not isinstance(value, (int, float, np.floating, np.integer)):
            raise TypeError(f"scalar {name} must be a number, not {type(value).__name__}")
        else:
            scalars[name] = float(value)
    return tensors, scalars


def epilogue_operands(inst: Instance, problem: ConvProblem, operands: dict,
                      wanted: Optional[str] = None) -> tuple[dict, dict]:
    """``split_epilogue_operands`` for numpy arrays: (tensors, scalars), each tensor
    checked for its shape and the output's dtype."""
    tensors, scalars = split_epilogue_operands(inst, problem, operands, wanted=wanted)
    shapes, dtype = epilogue_shapes(inst, problem), inst.dtype_of(inst.output_role)
    for name, value in tensors.items():
        check_array(name, value, shapes[name])
        if name == "statistics":        # written in place: (2, G, K) fp32, C order
            if value.dtype != PROLOGUE_DTYPE or not value.flags.c_contiguous or not value.flags.writeable:
                raise ValueError(f"statistics is written in place: a writeable C-contiguous float32 array "
                                 f"of shape {shapes[name]}, not {value.dtype}"
                                 f"{'' if value.flags.c_contiguous else ', not contiguous'}")
            continue
        if name in inst.prologue_tensors:
            if not np.issubdtype(value.dtype, np.floating):
                raise ValueError(f"{name} is {value.dtype}; the prologue's vectors are floating point "
                                 "(read as fp32)")
            tensors[name] = np.ascontiguousarray(value, dtype=PROLOGUE_DTYPE)
            continue
        if value.dtype != dtype:
            raise ValueError(f"{name} is {value.dtype} but instance {inst.name} writes "
                             f"{getattr(inst, inst.output_role + '_type')} (epilogue tensors have the "
                             "output's dtype)")
        tensors[name] = np.ascontiguousarray(value)
    return tensors, scalars


def nondefault_scalars(expression: Epilogue) -> dict:
    """Each scalar the epilogue reads at a value other than its default and the others'
    (checks: a scalar a kernel drops or mixes up then shows)."""
    defaults = expression.defaults
    return {name: defaults[name] + 0.375 + 0.25 * offset
            for offset, name in enumerate(sorted(expression.used_scalars))}


def random_epilogue_tensors(inst: Instance, problem: ConvProblem, rng,
                            expression: Optional[Epilogue] = None) -> dict:
    """Random values for every tensor the instance's epilogue (or ``expression``, what the
    call computes: ``Instance.call_epilogue``) reads (API layout)."""
    shapes, dtype = epilogue_shapes(inst, problem), inst.dtype_of(inst.output_role)
    expression = expression or inst.epilogue_expression
    tensors = {o.value: rng.uniform(-1.0, 1.0, size=shapes[o.value]).astype(dtype)
               for o in sorted(expression.operands, key=lambda o: o.value)}
    for name in inst.prologue_tensors:
        tensors[name] = rng.uniform(*PROLOGUE_RANGES[name], size=shapes[name]).astype(PROLOGUE_DTYPE)
    if inst.statistics:            # written by the call: poisoned, so an unwritten channel shows
        tensors["statistics"] = np.full(shapes["statistics"], np.nan, PROLOGUE_DTYPE)
    return tensors


def exercised_epilogue(inst: Instance, seed: int) -> Optional[str]:
    """The expression a check of ``inst`` with ``seed`` asks for: None (the instance's own)
    except for an instance taking the optional bias and activation, which gets a bias on odd
    seeds and, seed pair after seed pair, no activation then each of OPTIONAL_ACTIVATIONS --
    so that the check matrix, the sweep and verify run all of its forms."""
    if not inst.optional_bias:
        return None
    activations = (None,) + OPTIONAL_ACTIVATIONS
    return optional_epilogue(activations[(seed // 2) % len(activations)], seed % 2 == 1)


def check_array(name: str, array, shape: tuple):
    if not isinstance(array, np.ndarray):
        raise ValueError(f"{name} must be a numpy array, got {type(array).__name__}")
    if isinstance(array, np.ma.MaskedArray):
        raise ValueError(f"{name} is a masked array: hipconv would ignore its mask; pass "
                         f"{name}.filled(value) or its .data")
    if array.shape != tuple(shape):
        raise ValueError(f"{name} has shape {array.shape}; the problem needs {tuple(shape)}")
    if not array.flags.c_contiguous:
        raise ValueError(f"{name} is not C-contiguous; pass np.ascontiguousarray({name})")


def dtype_name(name: str, dtype: np.dtype) -> str:
    for kind, candidate in NUMPY_DTYPES.items():
        if dtype == candidate:
            return kind
    raise ValueError(f"{name} has dtype {dtype}; accepted: float32, float16, "
                     "ml_dtypes.bfloat16")


def to_layout(array: np.ndarray, role: str, inst: Instance) -> np.ndarray:
    """The API layout ((N, *sp, G, C) and friends) -> the instance's layout of ``role``
    (its axes in memory order: Instance.permutation)."""
    return np.ascontiguousarray(np.transpose(array, inst.permutation(role)))


def layout_shape(shape: tuple, role: str, inst: Instance) -> tuple:
    """The shape of a tensor of API shape ``shape`` in the instance's layout."""
    return tuple(shape[axis] for axis in inst.permutation(role))


def from_layout(array: np.ndarray, role: str, inst: Instance) -> np.ndarray:
    """The instance's layout of ``role`` -> the API layout."""
    permutation = inst.permutation(role)
    if permutation == tuple(range(len(permutation))):
        return array
    return np.ascontiguousarray(np.transpose(array, np.argsort(permutation)))


def api_index(index: tuple, role: str, inst: Instance) -> tuple:
    """An element's index in the instance's layout -> its index in the API array."""
    api = [0] * len(index)
    for position, axis in enumerate(inst.permutation(role)):
        api[axis] = int(index[position])
    return tuple(api)
