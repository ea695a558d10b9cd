"""The C ABI of hipconv libraries as Python sees it: the cffi declarations (rendered from
the same template as ``hipconv/abi.h``), dtype tables, and the structs a call passes
(``hipconv_problem``, ``hipconv_epilogue_args``).  Shared by ``library.py``,
``device_tensors.py`` and the benchmark; it imports nothing of theirs."""

from __future__ import annotations

import cffi
import ml_dtypes
import numpy as np

from codegen.emit import render_abi_declarations
from codegen.model import DataType

ffi = cffi.FFI()
ffi.cdef(render_abi_declarations())


NUMPY_DTYPES = {"fp32": np.dtype(np.float32), "fp16": np.dtype(np.float16),
                "bf16": np.dtype(ml_dtypes.bfloat16), "fp64": np.dtype(np.float64),
                "fp8_e4m3": np.dtype(ml_dtypes.float8_e4m3fn), "fp8_e5m2": np.dtype(ml_dtypes.float8_e5m2)}


POISON_BYTE = 0xFF     # all-ones: NaN in fp64, fp32, fp16, bf16, fp8_e4m3 (e4m3fn) and fp8_e5m2


DTYPE_CODES = {dtype.value: dtype.info.code for dtype in DataType}     # hipconv_dtype


def c_string(ptr) -> str:
    return ffi.string(ptr).decode() if ptr != ffi.NULL else ""


def epilogue_args(inst, scalars: dict, pointers: dict, wanted=None):
    """hipconv_epilogue_args for a run of the expression ``wanted`` (normalized; None: the
    instance's own, or ``acc + bias`` given a bias pointer): the scalars (defaults where not
    given), the device pointers of bias / residual, of the prologue's scale / shift and of
    the statistics' output, and the optional activation's code; NULL when the call takes no
    operands (an instance with an optional bias, no bias pointer and no activation: acc)."""
    expression = inst.call_epilogue(wanted, pointers)
    activation = inst.activation_code(expression)
    prologue = inst.prologue_tensors
    if (not expression.used_scalars and not expression.operands and not activation and not prologue
            and not inst.statistics):
        return ffi.NULL
    values = expression.defaults
    values.update(scalars)
    args = ffi.new("hipconv_epilogue_args*")
    args.alpha, args.beta = values["alpha"], values["beta"]
    for slot, declared in enumerate(expression.scalars):
        args.scalars[slot] = values[declared.name]
    args.bias = pointers.get("bias", ffi.NULL)
    args.residual = pointers.get("residual", ffi.NULL)
    args.activation = activation
    for name in prologue:       # the prologue's per-input-channel vectors (fp32 device buffers)
        if name in pointers:
            setattr(args, f"prologue_{name}", ffi.cast("const float*", pointers[name]))
    if "statistics" in pointers:   # written: (2, G, K) fp32
        args.statistics = ffi.cast("float*", pointers["statistics"])
    return args


def c_problem(problem):
    """The ``hipconv_problem`` of a ``runtime.ConvProblem``."""
    p = ffi.new("hipconv_problem*")
    fill_problem(p, problem)
    return p


def fill_problem(p, problem):
    """Write a ``runtime.ConvProblem`` into the ``hipconv_problem`` struct ``p`` (a cffi
    struct of any FFI declaring it: this module's, or the operators' in runtime/native.py),
    zero-initialized by its allocation."""
    p.spatial_dim = problem.spatial_dim
    p.groups, p.batch = problem.G, problem.N
    p.in_channels, p.out_channels = problem.C, problem.K
    for d in range(problem.spatial_dim):
        p.input[d] = problem.input[d]
        p.filter[d] = problem.filter[d]
        p.output[d] = problem.output[d]
        p.stride[d] = problem.stride[d]
        p.dilation[d] = problem.dilation[d]
        p.pad_left[d] = problem.pad[d]
        p.pad_right[d] = problem.pad_right[d]
    if problem.tensor_strides is not None:
        for role in ("x", "w", "y"):
            given = problem.tensor_strides.of(role)
            if given is not None:
                target = getattr(p, f"{role}_strides")
                for axis, stride in enumerate(given):
                    target[axis] = stride
