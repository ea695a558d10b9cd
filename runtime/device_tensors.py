"""Device tensors on a hipconv library: zero copy, the caller's allocator and stream.

``Library.forward`` / ``backward_data`` / ``backward_weight`` take, besides numpy arrays,
framework tensors: torch tensors directly, and any other ``__dlpack__`` (CuPy, JAX, ...)
or ``__cuda_array_interface__`` producer through ``torch.from_dlpack`` (zero copy; the
result goes back through the producer module's ``from_dlpack`` where it has one).  torch
is then required (an optional dependency: ``pip install torch``).

* Tensors are in hipconv's array layout (x ``(N, *input, G, C)``, w ``(G, K, *filter, C)``,
  y ``(N, *output, G, K)``) and 16-byte aligned, on the library's device (the current
  CUDA device for the nvidia / amd platforms, host memory for cpu).  A channels-last torch
  tensor ``x`` of shape ``(N, G*C, H, W)`` is ``x.movedim(1, -1).unflatten(-1, (G, C))``
  without a copy (``runtime.pytorch`` does that).  The inputs may be views with gaps -- a
  slice of a wider tensor's channels, a crop of a larger image or batch: their strides go
  to the kernel (``ConvProblem.tensor_strides``) and select takes an instance that
  addresses them (``Instance.takes_strides``: N and the spatial axes for most; the
  channels always contiguous, strides multiples of 16 bytes).  The filter, the epilogue
  tensors and ``out`` are C-contiguous.  Anything else is refused with a ``ValueError``
  or ``UnsupportedProblem`` naming the tensor: never a silent copy.
* The output and the workspace are allocated with ``torch.empty`` on the tensors'
  device (so CUDA-graph capture works); with the epilogue operand ``out=`` the output
  is that tensor, written in place (``acc + beta * out`` accumulates into it), as torch's
  in-place ops write: its version counter is bumped (autograd then refuses a backward
  through a graph that saved it), with grad mode on a leaf that requires grad or a view
  of one is refused (as an inference tensor outside inference mode), and another tensor
  that requires grad gets a history whose backward raises -- a Library call is not
  differentiable (``runtime.pytorch``'s operators are), so no gradient flows through the
  write, never a silently wrong one.
* The kernels run on the current torch stream (``stream=`` overrides: a
  ``torch.cuda.Stream`` or a raw handle) and the call returns without synchronizing.
* Only channels-last instances run device tensors (a group-first one would need a
  transposed copy).
"""

from __future__ import annotations

import dataclasses
from typing import Optional

import numpy as np

from .problem import ConvProblem

_ALIGNMENT = 16     # bytes: the widest vector access of any kernel


def _torch():
    try:
        import torch
    except ImportError:
        raise ValueError("device tensors need torch (pip install torch): hipconv takes "
                         "DLPack / CUDA-array-interface tensors through torch.from_dlpack") from None
    return torch


def torch_dtypes(torch) -> dict:
    return {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16, "fp64": torch.float64}


def as_torch(value, name: str):
    """(a torch tensor sharing ``value``'s memory, the producer's type or None)."""
    torch = _torch()
    if isinstance(value, torch.Tensor):
        return value, None
    if hasattr(value, "__dlpack__"):
        return torch.from_dlpack(value), type(value)
    if hasattr(value, "__cuda_array_interface__"):
        return torch.as_tensor(value, device="cuda"), type(value)
    raise ValueError(f"{name} is a {type(value).__name__}: pass a numpy array or a framework "
                     "tensor (torch, or anything with __dlpack__)")


def _check_tensor(lib, tensor, name: str, shape: tuple, dtype=None, strided: bool = False):
    torch = _torch()
    if tuple(tensor.shape) != tuple(shape):
        raise ValueError(f"{name} has shape {tuple(tensor.shape)}; the problem needs {tuple(shape)} "
                         "(hipconv's layout: x (N, *input, G, C), w (G, K, *filter, C), "
                         "y (N, *output, G, K))")
    if not strided and not tensor.is_contiguous():
        raise ValueError(f"{name} is not contiguous in hipconv's layout; a channels-last torch "
                         "tensor x (N, G*C, *spatial) is x.movedim(1, -1).unflatten(-1, (G, C)) "
                         "without a copy; other strides are refused (pass .contiguous() to copy)")
    if lib.platform == "cpu":
        if tensor.device.type != "cpu":
            raise ValueError(f"{name} is on {tensor.device}; the cpu-platform library {lib.name} "
                             "takes host (cpu) tensors")
    else:
        if tensor.device.type != "cuda":
            raise ValueError(f"{name} is a {tensor.device.type} tensor; the {lib.platform} library "
                             f"{lib.name} takes tensors on its GPU (move it with .cuda())")
        if tensor.device.index != torch.cuda.current_device():
            raise ValueError(f"{name} is on {tensor.device}, not the current device "
                             f"cuda:{torch.cuda.current_device()} the library launches on")
    if dtype is not None and tensor.dtype != dtype:
        raise ValueError(f"{name} is {tensor.dtype}; it must be {dtype}")
    if tensor.numel() and tensor.data_ptr() % _ALIGNMENT:
        raise ValueError(f"{name} is not {_ALIGNMENT}-byte aligned (a view with an offset): the "
                         "kernels read in vectors of up to 16 bytes; pass .clone()")


def _dtype_name(torch, tensor, name: str) -> str:
    for kind, dtype in torch_dtypes(torch).items():
        if tensor.dtype == dtype:
            return kind
    raise ValueError(f"{name} has dtype {tensor.dtype}; accepted: torch.float64, torch.float32, torch.float16, "
                     "torch.bfloat16")


def _stream_handle(lib, stream):
    from .abi import ffi as _ffi
    torch = _torch()
    if lib.platform == "cpu":
        return _ffi.NULL                                  # the cpu platform runs in order
    if stream is None:
        stream = torch.cuda.current_stream()
    handle = stream.cuda_stream if hasattr(stream, "cuda_stream") else int(stream)
    return _ffi.cast("void*", handle)


def _pointer(tensor):
    from .abi import ffi as _ffi
    return _ffi.cast("void*", tensor.data_ptr())


def run_on_device_tensors(lib, direction: str, problem: ConvProblem, instance, inputs: dict,
                          epilogue: Optional[str], operands: dict, tune, verify, stream,
                          prologue: Optional[str] = None):
    """Library._run for framework tensors (see the module docstring)."""
    from .abi import epilogue_args
    from .errors import VerificationError
    from .operands import (epilogue_argument, epilogue_shapes, split_epilogue_operands, tensor_names,
                           verify_on_host)
    torch = _torch()
    shapes = {"x": problem.x_shape, "w": problem.w_shape, "y": problem.y_shape}
    names = tensor_names(direction)
    tensors, producer = {}, None
    for role, value in inputs.items():
        if isinstance(value, np.ndarray):
            raise ValueError(f"{names[role]} is a numpy array but the other input is a device "
                             "tensor: pass both as numpy arrays or both as tensors")
        tensors[role], kind = as_torch(value, names[role])
        producer = producer or kind
        _check_tensor(lib, tensors[role], names[role], shapes[role], strided=role != "w")
    problem = with_view_strides(problem, tensors)
    dtypes = {role: _dtype_name(torch, t, names[role]) for role, t in tensors.items()}
    inst = lib.choose(direction, problem, instance, dtypes, names, epilogue, tune,
                       family="channels_last", prologue=prologue, statistics="statistics" in operands)
    out_role = inst.output_role
    out_dtype = torch_dtypes(torch)[getattr(inst, f"{out_role}_type")]
    device = next(iter(tensors.values())).device

    wanted = None if epilogue is None else epilogue_argument(epilogue)
    given, scalars = split_epilogue_operands(inst, problem, operands, kind="tensor", wanted=wanted)
    extra_shapes = epilogue_shapes(inst, problem)
    epilogue_tensors = {}
    for name, value in given.items():
        epilogue_tensors[name], _ = as_torch(value, name)
        _check_tensor(lib, epilogue_tensors[name], name, extra_shapes[name],   # the prologue's and statistics: fp32
                      torch.float32 if name in inst.prologue_tensors or name == "statistics" else out_dtype)

    # the output: `out` itself (written in place), else a fresh tensor; it must not share
    # memory with what the kernel reads (the kernel would read values it already wrote)
    if "out" in epilogue_tensors:
        for name, other in [*((names[r], t) for r, t in tensors.items()),
                            *((n, t) for n, t in epilogue_tensors.items() if n != "out")]:
            if _overlaps(epilogue_tensors["out"], other):
                raise ValueError(f"out shares memory with {name}: the kernel reads {name} while it writes "
                                 f"out; pass a separate buffer (out=... .clone())")
        result = epilogue_tensors["out"]
        refuse_in_place_write(torch, result)
        initial = result.clone() if verify else None
    else:
        result = torch.empty(shapes[out_role], dtype=out_dtype, device=device)
        initial = None
    nbytes = lib.workspace_size(inst, problem)
    workspace = torch.empty(max(nbytes, 1), dtype=torch.uint8, device=device) if nbytes > 0 else None
    args = epilogue_args(inst, scalars, {name: _pointer(t) for name, t in epilogue_tensors.items()
                                          if name != "out"}, wanted)
    pointers = {role: _pointer(t) for role, t in tensors.items()}
    pointers[out_role] = _pointer(result)
    handle = _stream_handle(lib, stream)
    lib.launch(inst, problem, pointers, _pointer(workspace) if workspace is not None else None, args, handle)
    if "out" in epilogue_tensors:
        record_in_place_write(torch, result, f"Library.{direction}")
    if verify == "gpu":
        yardstick = lib.reference_for(inst, required=True)
        lib.require_support(yardstick, problem)
        want = initial if initial is not None else torch.empty_like(result)
        verdict = lib.run_reference(inst, yardstick, problem, pointers, _pointer(want), args, handle)
        if not verdict.ok:
            raise VerificationError(inst.name, yardstick.name, verdict)
    elif verify == "cpu":
        lib.check_status(lib.abi.hipconv_synchronize())
        extra = {name: _to_numpy(initial if name == "out" else t)
                 for name, t in epilogue_tensors.items()}
        verify_on_host(inst, problem, {role: _to_numpy(t) for role, t in tensors.items()},
                       {**extra, **scalars}, _to_numpy(result), wanted)
    if producer is not None:
        module = __import__(producer.__module__.split(".")[0])
        convert = getattr(module, "from_dlpack", None)
        if convert is not None:
            return convert(result)
    return result


def refuse_in_place_write(torch, out) -> None:
    """ValueError (one line) where torch's in-place ops refuse to write ``out``: with grad mode
    on, a leaf tensor that requires grad or a view of one; an inference tensor outside
    inference mode."""
    if out.is_inference() and not torch.is_inference_mode_enabled():
        raise ValueError("out is an inference tensor, which is written in place (out=) only inside "
                         "torch.inference_mode(), as torch's in-place ops: pass out=t.clone()")
    if not (torch.is_grad_enabled() and out.requires_grad):
        return
    if out.is_leaf:
        raise ValueError("out is a leaf tensor that requires grad, which torch's in-place ops do not "
                         "write with grad mode on: pass out=t.detach() or call under torch.no_grad()")
    if out._base is not None and out._base.is_leaf:
        raise ValueError("out is a view of a leaf tensor that requires grad, which torch's in-place ops "
                         "do not write with grad mode on: pass a detached buffer or call under "
                         "torch.no_grad()")


_written = None


def record_in_place_write(torch, out, call: str) -> None:
    """What torch's in-place ops tell autograd about ``out`` after the kernel wrote it: its
    version counter bumped (a graph that saved it raises "modified by an inplace operation"
    on backward), and, with grad mode on and ``out`` requiring grad (not a leaf:
    refuse_in_place_write), its history replaced by a node whose backward raises -- the old
    history no longer describes its values and ``call`` has no derivative here."""
    global _written
    torch.autograd.graph.increment_version(out)
    if not (torch.is_grad_enabled() and out.requires_grad):
        return
    if _written is None:
        class WrittenByHipconv(torch.autograd.Function):
            @staticmethod
            def forward(ctx, tensor, name):
                ctx.name = name
                ctx.mark_dirty(tensor)
                return tensor

            @staticmethod
            def backward(ctx, grad):
                raise RuntimeError(f"hipconv's {ctx.name} wrote this tensor in place (out=) and a "
                                   "Library call is not differentiable: use runtime.pytorch's operators "
                                   "for gradients, or pass out= a tensor that does not require grad")
        _written = WrittenByHipconv
    _written.apply(out, call)


def with_view_strides(problem: ConvProblem, tensors: dict) -> ConvProblem:
    """``problem`` with the strides of the activations in ``tensors`` (by role) that are
    views rather than contiguous tensors (``ConvProblem.tensor_strides``)."""
    given = {role: tuple(t.stride()) for role, t in tensors.items()
             if role != "w" and not t.is_contiguous()}
    if not given:
        return problem.dense
    return dataclasses.replace(problem, tensor_strides=given)


def _overlaps(a, b) -> bool:
    """Whether the memory spans of two tensors intersect."""
    if a.device != b.device or a.numel() == 0 or b.numel() == 0:
        return False
    def extent(t) -> int:                    # bytes from the first element past the last
        return (sum((n - 1) * s for n, s in zip(t.shape, t.stride())) + 1) * t.element_size()
    a0, b0 = a.data_ptr(), b.data_ptr()
    return a0 < b0 + extent(b) and b0 < a0 + extent(a)


def _to_numpy(tensor) -> np.ndarray:
    from .abi import NUMPY_DTYPES
    torch = _torch()
    host = tensor.detach().cpu()
    if host.dtype == torch.bfloat16:
        return host.view(torch.int16).numpy().view(NUMPY_DTYPES["bf16"])
    return host.numpy()
