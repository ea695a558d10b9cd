"""hipconv in PyTorch: ``conv`` (a drop-in for ``F.conv1d/2d/3d`` with autograd) and
``convert`` (a model's ``nn.Conv1d/2d/3d`` modules onto hipconv, in place).

    import runtime.pytorch as hp
    y = hp.conv(x, w, bias, stride=1, padding="same", dilation=1, groups=1)   # like F.conv2d
    y.square().sum().backward()                                               # dX, dW, db through hipconv
    model = hp.convert(torchvision.models.resnet50())                          # every conv layer

The operators are C++ (``runtime/csrc/hipconv_torch.cpp``, built once per torch
installation and loaded by ``runtime.native``): ``torch.ops.hipconv.conv_forward``,
``conv_backward_data``, ``conv_backward_weight`` and ``conv_backward`` (both gradients, a
channels-first dY copied once), with CPU and CUDA kernels, fake kernels
(``runtime.fake_kernels``: ``torch.compile`` traces them, ``fullgraph=True`` without a
break) and every operator's autograd in C++ (each direction differentiated by the other two: double
backward runs through hipconv).  A call does no Python work; the first call of each problem
(sizes, geometry, dtype, device, bias) asks ``Library.select`` here, once, which
instance of the library of its direction runs it (``configure``; by default the shipped
specs ``fwd.yaml``, ``bwd_data.yaml`` and ``bwd_weight.yaml`` built with
``runtime.build`` for this machine on first use, with progress on stderr;
``python -m runtime.pytorch build`` builds them ahead of time).  ``HIPCONV_TUNE=1`` takes
``Library.tune``'s timed choice instead (timed once per problem on random inputs).

Semantics follow ``F.conv*d``:

* Memory format: torch's.  The output, dX and dW come in the memory format torch's own
  convolution gives them for the same tensors on their device -- asked of torch (the
  backend it would select and that backend's rule: channels-last when the input or the
  filter is, ``torch.channels_last`` / ``channels_last_3d``, except where that backend keeps
  a result contiguous, as cuDNN does float64), with exactly torch's strides, axes of size 1
  included; the fake kernels (``torch.compile``, FakeTensor) give the same strides.  For 1D
  torch makes the input contiguous first, so only a filter stored ``(K, L, C)``
  (``t.transpose(1, 2).contiguous().transpose(1, 2)``; ``convert`` stores 1D filters so)
  makes the result ``(N, L, K)``-strided.  The kernels compute in channels-last:
  channels-last tensors are used without a copy; a dense channels-first tensor crosses once
  on the way in, and a contiguous result once on the way out, by the kernel library's
  transpose (``hipconv_transpose``); other views are copied by torch.  The result is a
  fresh tensor (not a view): in-place operations and ``.view`` work on it as on torch's.
* ``padding``: an int, a tuple per dimension, ``"valid"`` or ``"same"`` (stride 1; an
  even filter pads one more on the right, as torch does).  The bias runs in the kernel's
  epilogue: every forward instance whose epilogue is ``acc`` takes it as an optional
  operand, added in fp32 to the accumulator before the one rounding to the output's dtype
  (as torch's convolutions do; a split reduction adds it once, in its finish pass).
* dtypes: float32, float16, bfloat16, float64 (fp64 FMA instances: ``gradcheck`` runs).
  x, w and the bias must have one dtype (else a ``ValueError``, where torch raises a
  ``RuntimeError``); other dtypes (integer, complex) are computed by torch's convolution
  with one warning per problem (``fallback=False`` / ``convert(strict=True)`` raise).
  An empty batch gives an empty result; an unbatched input ``(C, *spatial)`` is a batch of
  one (the result squeezed), and a one-element ``stride`` / ``padding`` / ``dilation``
  tuple applies to every dimension, as in ``F.conv*d``.
* Where no instance can run a problem, the call computes it with torch's own
  convolution and warns once per problem with the refusal (``fallback=False`` raises a
  ``RuntimeError`` naming the rule instead).
* Where hipconv still differs from ``F.conv*d`` (docs/reference.md, "Where hipconv still
  differs"): argument errors are ``ValueError``s; forward-mode AD and torch.func's
  transforms raise; values are not bit-identical (another summation order).
"""

from __future__ import annotations

import os
import sys
import warnings
from pathlib import Path
from typing import Callable, List, Optional, Sequence, Tuple, Union

import torch
import torch.nn.functional as F
from torch.overrides import TorchFunctionMode

from codegen.build import print_progress
from codegen.environment import flag
from codegen.epilogue import OPTIONAL_ACTIVATIONS, optional_epilogue

from . import native
from .problem import UnsupportedProblem

DIRECTIONS = ("forward", "backward_data", "backward_weight")
SPEC_FILES = {"forward": "fwd.yaml", "backward_data": "bwd_data.yaml", "backward_weight": "bwd_weight.yaml"}

_LIBRARIES: dict = {}


# ------------------------------------------------------------------ libraries

def shipped_spec(direction: str) -> Path:
    """The shipped spec of ``direction``: package data when hipconv is installed
    (``runtime/specs``), else the source checkout's ``specs/``."""
    name = SPEC_FILES[direction]
    for folder in (Path(__file__).resolve().parent / "specs",
                   Path(__file__).resolve().parent.parent / "specs"):
        if (folder / name).is_file():
            return folder / name
    raise FileNotFoundError(f"the shipped spec {name} is neither in {Path(__file__).parent / 'specs'} "
                            "(an installed hipconv) nor in the checkout's specs/: reinstall hipconv")


def configure(forward=None, backward_data=None, backward_weight=None, channels_first: Optional[str] = None):
    """The libraries the operators use, per direction: a ``runtime.Library``, a built
    library's path, or a spec path (built with ``runtime.build``).  Unset directions keep
    theirs (default: the shipped specs, built on first use).  ``channels_first``: "copy"
    (the default) copies channels-first tensors to channels-last for the fast channels-last
    instances; "native" runs the channels-first instances on them as they are (no copy;
    the fma GEMM kernel, slower than the tensor-core tiles on large layers).  Plans made so
    far are forgotten."""
    for direction, value in (("forward", forward), ("backward_data", backward_data),
                             ("backward_weight", backward_weight)):
        if value is not None:
            _LIBRARIES[direction] = value
    if channels_first is not None:
        if channels_first not in ("copy", "native"):
            raise ValueError(f"channels_first is 'copy' or 'native', not {channels_first!r}")
        load()
        native.set_channels_first(channels_first == "native")
    native.clear_plans()


def library(direction: str, quiet: bool = False):
    """The ``runtime.Library`` the operator of ``direction`` runs (built on first use,
    with progress on stderr unless ``quiet``)."""
    from .build_cache import build
    from .library import load as load_library
    value = _LIBRARIES.get(direction)
    if value is None or isinstance(value, (str, os.PathLike)):
        path = Path(value) if value is not None else shipped_spec(direction)
        value = (build(str(path), quiet=quiet) if path.suffix in (".yaml", ".yml")
                 else load_library(path))
        _LIBRARIES[direction] = value
    return value


def prebuild(quiet: bool = False) -> list:
    """Build (or find in the cache) the three libraries and the operators now, so that a
    model's first call does not wait for them; returns the libraries."""
    native.load(progress=None if quiet else print_progress)
    return [library(direction, quiet=quiet) for direction in DIRECTIONS]


def _select(request: native.Request) -> native.Selection:
    """The plan of a problem's first call (runtime.native asks, once per problem)."""
    lib = library(request.direction)
    wants_gpu = request.device != "cpu"
    if (lib.platform != "cpu") != wants_gpu:
        raise UnsupportedProblem(
            "device", f"the {request.direction} library {lib.name} is built for {lib.platform} and "
            f"the tensors are on {request.device}")
    tune = flag("HIPCONV_TUNE")       # the numpy API's parser (codegen.environment)
    choose = lib.tune if tune else lib.select
    device = torch.cuda.device(int(request.device.partition(":")[2])) if wants_gpu else _nothing()
    with device:
        # With a bias: among the instances that store acc + bias -- every forward instance
        # whose epilogue is acc takes the bias as an optional operand (Instance.optional_bias),
        # beside the spec's acc + bias ones -- so the kernel adds it in fp32 before the output's
        # one rounding, as torch does.
        # With an activation (conv_forward_fused): among the instances storing f(acc + bias)
        # or f(acc) -- every acc instance, its optional activation (codegen.epilogue).
        activation = ACTIVATIONS[request.activation - 1] if request.activation else None
        inst = choose(request.direction, request.problem, request.dtype,
                      epilogue=optional_epilogue(activation, request.bias), family=request.layout)
        workspace = lib.workspace_size(inst, request.problem)
    return native.Selection(library=lib, instance=inst, workspace_bytes=workspace,
                            bias_in_epilogue=request.bias or bool(request.activation))


class _nothing:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


_FORWARD = None
_FORWARD_FUSED = None      # conv_forward_fused, once loaded (torch.compile traces the calls: no load() there)


def load():
    """Load the operators (building them on first use) and answer their plan requests
    from this module's libraries; idempotent.  Returns ``torch.ops.hipconv``."""
    global _FORWARD, _FORWARD_FUSED
    if _FORWARD is None:
        native.load()
        native.install(_select)
        _FORWARD_FUSED = torch.ops.hipconv.conv_forward_fused.default
        _FORWARD = torch.ops.hipconv.conv_forward.default
    return torch.ops.hipconv


def __getattr__(name: str):
    """``conv_forward``, ``conv_backward_data``, ``conv_backward_weight``, ``conv_backward``
    (both gradients): the operators (loaded on first access)."""
    if name in ("conv_forward", "conv_backward_data", "conv_backward_weight", "conv_backward"):
        return getattr(load(), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# ------------------------------------------------------------------ the functional form

def _per_dim(value: Union[int, Sequence[int]], dims: int, name: str) -> List[int]:
    """``value`` per spatial dimension: an int or a one-element sequence for all of them (as
    ``F.conv*d`` broadcasts ``stride=(2,)``), or one value per dimension."""
    values = [int(value)] * dims if isinstance(value, int) else [int(v) for v in value]
    if len(values) == 1:
        values = values * dims
    if len(values) != dims:
        raise ValueError(f"{name} has {len(values)} values for a {dims}D convolution")
    return values


def padding_of(padding: Union[str, int, Sequence[int]], filter_size: Sequence[int],
               stride: Sequence[int], dilation: Sequence[int]) -> Tuple[List[int], List[int]]:
    """(pad_left, pad_right) per dimension from ``F.conv*d``'s ``padding``."""
    dims = len(filter_size)
    if isinstance(padding, str):
        if padding == "valid":
            return [0] * dims, [0] * dims
        if padding != "same":
            raise ValueError(f"padding is an int, a tuple of ints, 'valid' or 'same', not {padding!r}")
        if any(s != 1 for s in stride):
            raise ValueError("padding='same' is not supported for strided convolutions (as in torch)")
        total = [d * (k - 1) for d, k in zip(dilation, filter_size)]
        left = [t // 2 for t in total]
        return left, [t - l for t, l in zip(total, left)]
    values = _per_dim(padding, dims, "padding")
    return values, list(values)


def conv(x: torch.Tensor, w: torch.Tensor, bias: Optional[torch.Tensor] = None,
         stride: Union[int, Sequence[int]] = 1, padding: Union[str, int, Sequence[int]] = 0,
         dilation: Union[int, Sequence[int]] = 1, groups: int = 1, *, fallback: bool = True,
         activation: Optional[str] = None) -> torch.Tensor:
    """``F.conv1d/2d/3d(x, w, bias, stride, padding, dilation, groups)`` through hipconv
    (the rank follows ``w``): forward, and in autograd backward-data and backward-weight.
    ``fallback=False`` raises where no instance can run the problem instead of computing
    it with torch.  ``activation`` (one of ``ACTIVATIONS``: relu, relu6, silu, gelu,
    gelu_tanh, hardswish, sigmoid, tanh) is applied to the result: in the kernel's epilogue,
    after the bias and before the one rounding to the output's dtype, where autograd records
    nothing (inference: ``torch.no_grad()``, or inputs that do not require grad); where it
    records, the convolution runs through hipconv and torch applies the activation after
    it, so that gradients flow as through ``F.relu(F.conv2d(...))``."""
    if activation is not None:
        return _conv_activation(x, w, bias, stride, padding, dilation, groups, fallback, activation)
    forward = _FORWARD or load().conv_forward.default
    dims = w.dim() - 2
    if x.dim() != dims + 2:
        if dims >= 1 and x.dim() == dims + 1:          # unbatched, as F.conv*d takes it: a batch of one
            return conv(x.unsqueeze(0), w, bias, stride, padding, dilation, groups, fallback=fallback).squeeze(0)
        if dims < 1:
            raise ValueError(f"w has {w.dim()} dimensions; a convolution's filter has 3 to 5")
        raise ValueError(f"x has {x.dim()} dimensions; a {dims}D convolution takes {dims + 1} (unbatched) "
                         f"or {dims + 2}")
    key = (dims, stride, padding, dilation, w.shape[2:] if padding == "same" else None)
    try:
        stride_, left, right, dilation_ = _ARGUMENTS[key]     # the normalized geometry, computed once
    except (KeyError, TypeError):                             # (TypeError: a list argument)
        stride_, dilation_ = _per_dim(stride, dims, "stride"), _per_dim(dilation, dims, "dilation")
        left, right = padding_of(padding, w.shape[2:], stride_, dilation_)
        try:
            _ARGUMENTS[key] = (stride_, left, right, dilation_)
        except TypeError:
            pass
    if x.dtype not in KERNEL_DTYPES or w.dtype not in KERNEL_DTYPES:
        return outside_kernels(x, w, bias, stride_, left, right, dilation_, int(groups), fallback)
    return forward(x, w, bias, stride_, left, right, dilation_, int(groups), fallback)


_ARGUMENTS: dict = {}

# The activations a convolution's epilogue applies (conv(..., activation=)): torch's
# function of each, by the name the epilogue grammar gives it (codegen.epilogue).
ACTIVATIONS = OPTIONAL_ACTIVATIONS
TORCH_ACTIVATIONS = {"relu": F.relu, "relu6": F.relu6, "silu": F.silu, "gelu": F.gelu,
                     "gelu_tanh": lambda t: F.gelu(t, approximate="tanh"), "hardswish": F.hardswish,
                     "sigmoid": torch.sigmoid, "tanh": torch.tanh}


def _conv_activation(x, w, bias, stride, padding, dilation, groups, fallback: bool, activation: str):
    """conv(..., activation=): one kernel where autograd records nothing, else the two apart."""
    if activation not in TORCH_ACTIVATIONS:
        raise ValueError(f"activation {activation!r} is not one of {', '.join(ACTIVATIONS)} (or None)")
    dims = w.dim() - 2
    if dims >= 1 and x.dim() == dims + 1:          # unbatched: a batch of one
        return _conv_activation(x.unsqueeze(0), w, bias, stride, padding, dilation, groups, fallback,
                                activation).squeeze(0)
    if x.dim() != dims + 2 or x.dtype not in KERNEL_DTYPES or w.dtype not in KERNEL_DTYPES:
        return TORCH_ACTIVATIONS[activation](conv(x, w, bias, stride, padding, dilation, groups, fallback=fallback))
    stride_, dilation_ = _per_dim(stride, dims, "stride"), _per_dim(dilation, dims, "dilation")
    left, right = padding_of(padding, w.shape[2:], stride_, dilation_)
    return _forward_activation(x, w, bias, (stride_, left, right, dilation_, int(groups), fallback), activation)


def _forward_activation(x, w, bias, arguments: tuple, activation: str):
    """The forward operator's call (``arguments``: stride, left and right padding, dilation,
    groups, fallback, normalized) followed by ``activation``: one kernel
    (``conv_forward_fused``) where autograd records nothing, else the convolution and torch's
    activation apart, so that gradients flow."""
    if torch.is_grad_enabled() and any(t is not None and t.requires_grad for t in (x, w, bias)):
        return TORCH_ACTIVATIONS[activation]((_FORWARD or load().conv_forward.default)(x, w, bias, *arguments))
    return (_FORWARD_FUSED or load().conv_forward_fused.default)(x, w, bias, *arguments[:5],
                                                                 ACTIVATIONS.index(activation) + 1, arguments[5])

KERNEL_DTYPES = frozenset((torch.float32, torch.float16, torch.bfloat16, torch.float64))
_WARNED: set = set()


def _unsupported_dtype(dtype: torch.dtype) -> str:
    return f"unsupported-dtype: hipconv has no kernels for {dtype} (float32, float16, bfloat16 and float64 only)"


def _torch_computes(operation: str, torch_name: str, reason: str, key: tuple, fallback: bool, stacklevel: int):
    """Where no hipconv kernel computes a call: with ``fallback`` one warning per problem
    (``key``) that torch's ``torch_name`` computes it, else a ``RuntimeError`` naming ``reason``."""
    if not fallback:
        raise RuntimeError(f"hipconv {operation}: {reason} (fallback=False; with fallback=True torch's {torch_name} "
                           "computes it)")
    if key not in _WARNED:
        _WARNED.add(key)
        warnings.warn(f"hipconv {operation} falls back to torch's {torch_name}: {reason}", stacklevel=stacklevel)


def outside_kernels(x: torch.Tensor, w: torch.Tensor, bias: Optional[torch.Tensor], stride: List[int],
                    left: List[int], right: List[int], dilation: List[int], groups: int,
                    fallback: bool) -> torch.Tensor:
    """A convolution in a dtype hipconv has no kernels for (integer, complex): mismatched
    dtypes raise as in torch; otherwise torch's own convolution computes it (its autograd
    too), with one warning per problem -- or, with ``fallback=False``, a ``RuntimeError``."""
    for name, t in (("w", w), ("bias", bias)):
        if t is not None and t.dtype != x.dtype:
            raise ValueError(f"hipconv forward: x is {x.dtype} and {name} {t.dtype}; all must have one dtype")
    key = (x.dtype, tuple(x.shape), tuple(w.shape), bias is not None, tuple(stride), tuple(left), tuple(right),
           tuple(dilation), groups, x.device)
    _torch_computes("forward", "convolution", _unsupported_dtype(x.dtype), key, fallback, stacklevel=4)
    dims = w.dim() - 2
    if left != right:           # torch pads symmetrically: the asymmetric rest goes into the input
        x = F.pad(x, [p for d in reversed(range(dims)) for p in (left[d], right[d])])
        left = [0] * dims
    return (F.conv1d, F.conv2d, F.conv3d)[dims - 1](x, w, bias, stride, left, dilation, groups)


hipconv_conv = conv   # the name the first issue gave it


def transposed_geometry(in_sizes: Sequence[int], filter_size: Sequence[int], stride: List[int], padding: List[int],
                        output_padding: List[int], dilation: List[int]) -> Tuple[List[int], List[int]]:
    """(output sizes, the convolution's right padding) of a transposed convolution, checked as
    torch checks them.  Its output is the input of the convolution it transposes: size
    (i - 1) * s - 2 p + d (k - 1) + output_padding + 1; that convolution's left padding is p, and
    its right padding p - s * (output_padding // s) gives the transposed input's size back as its
    output (output_padding below the stride: p itself)."""
    for name, values, low in (("stride", stride, 1), ("dilation", dilation, 1), ("padding", padding, 0),
                              ("output_padding", output_padding, 0)):
        if any(v < low for v in values):
            raise ValueError(f"conv_transpose: {name} {values} must be {'positive' if low else 'non-negative'}")
    for d, (op, s, dl) in enumerate(zip(output_padding, stride, dilation)):
        if op >= s and op >= dl:
            raise ValueError(f"conv_transpose: output_padding {op} in dimension {d} must be smaller than either the "
                             f"stride ({s}) or the dilation ({dl}), as in torch")
    out = [(i - 1) * s - 2 * p + dl * (k - 1) + op + 1
           for i, k, s, p, op, dl in zip(in_sizes, filter_size, stride, padding, output_padding, dilation)]
    if any(o < 1 for o in out):
        raise ValueError(f"conv_transpose: the output would have sizes {out} (input {list(in_sizes)}, filter "
                         f"{list(filter_size)}, stride {stride}, padding {padding}); every size must be positive")
    right = [p - s * (op // s) for p, s, op in zip(padding, stride, output_padding)]
    return out, right


def conv_transpose(x: torch.Tensor, w: torch.Tensor, bias: Optional[torch.Tensor] = None,
                   stride: Union[int, Sequence[int]] = 1, padding: Union[int, Sequence[int]] = 0,
                   output_padding: Union[int, Sequence[int]] = 0, groups: int = 1,
                   dilation: Union[int, Sequence[int]] = 1, *, fallback: bool = True) -> torch.Tensor:
    """``F.conv_transpose1d/2d/3d(x, w, bias, stride, padding, output_padding, groups,
    dilation)`` through hipconv (the rank follows ``w``, of shape (C_in, C_out / groups, k...)).

    A transposed convolution is the backward-data of the convolution it transposes: its
    forward runs hipconv's backward-data operator, and in autograd that operator's gradients
    are a forward convolution (for ``x``) and a backward-weight (for ``w``), with double
    backward; the bias is added after it.  ``fallback=False`` raises where no instance can run
    the problem instead of computing it with torch."""
    dims = w.dim() - 2
    if dims < 1:
        raise ValueError(f"w has {w.dim()} dimensions; a transposed convolution's filter has 3 to 5")
    if x.dim() == dims + 1:                     # unbatched, as F.conv_transpose*d takes it
        return conv_transpose(x.unsqueeze(0), w, bias, stride, padding, output_padding, groups, dilation,
                              fallback=fallback).squeeze(0)
    if x.dim() != dims + 2:
        raise ValueError(f"x has {x.dim()} dimensions; a {dims}D transposed convolution takes {dims + 1} "
                         f"(unbatched) or {dims + 2}")
    if isinstance(padding, str):
        raise ValueError(f"conv_transpose: padding is an int or a tuple of ints, not {padding!r} (as in torch)")
    groups = int(groups)
    if groups < 1 or x.shape[1] != w.shape[0] or w.shape[0] % groups:
        raise ValueError(f"conv_transpose: x has {x.shape[1]} channels and w shape {tuple(w.shape)} with groups "
                         f"{groups}: w's first axis must equal x's channels and divide by groups")
    stride_, dilation_ = _per_dim(stride, dims, "stride"), _per_dim(dilation, dims, "dilation")
    padding_ = _per_dim(padding, dims, "padding")
    output_padding_ = _per_dim(output_padding, dims, "output_padding")
    out, right = transposed_geometry(x.shape[2:], w.shape[2:], stride_, padding_, output_padding_, dilation_)
    out_channels = w.shape[1] * groups
    if bias is not None and tuple(bias.shape) != (out_channels,):
        raise ValueError(f"conv_transpose: bias has shape {tuple(bias.shape)}; the output has {out_channels} channels")
    kernels = x.dtype in KERNEL_DTYPES and w.dtype in KERNEL_DTYPES
    if not kernels or any(r < 0 for r in right):
        reason = (_unsupported_dtype(x.dtype) if not kernels else
                  "negative-padding: output_padding larger than the padding and the stride")
        key = ("transposed", x.dtype, tuple(x.shape), tuple(w.shape), tuple(stride_), tuple(padding_),
               tuple(output_padding_), tuple(dilation_), groups, x.device)
        _torch_computes("conv_transpose", "transposed convolution", reason, key, fallback, stacklevel=3)
        function = (F.conv_transpose1d, F.conv_transpose2d, F.conv_transpose3d)[dims - 1]
        return function(x, w, bias, stride_, padding_, output_padding_, groups, dilation_)
    load()
    y = torch.ops.hipconv.conv_backward_data.default(
        x, w, [x.shape[0], out_channels, *out], stride_, padding_, right, dilation_, groups, fallback)
    if bias is not None:
        y = y + bias.view(1, out_channels, *([1] * dims))
    return y


# ------------------------------------------------------------------ modules

class _HipconvConv:
    """The hipconv form of an ``nn.Conv*d``: the same module (parameters, buffers,
    state_dict keys, hooks, ``isinstance``), its convolution through hipconv's operator.
    ``convert`` makes these by changing a module's class; ``_hipconv_fallback`` is the
    operator's ``fallback`` (False under ``convert(strict=True)``)."""

    _hipconv_fallback = True

    def _hipconv_arguments(self):
        dims = len(self.kernel_size)
        if self.padding_mode != "zeros":
            left = right = [0] * dims      # the padding is applied by F.pad, as in torch
        else:
            left, right = padding_of(self.padding, self.kernel_size, self.stride, self.dilation)
        arguments = (list(self.stride), left, right, list(self.dilation), int(self.groups),
                     bool(self._hipconv_fallback))
        self.__dict__["_hipconv_cached"] = arguments
        return arguments

    def _conv_forward(self, input: torch.Tensor, weight: torch.Tensor, bias: Optional[torch.Tensor]):
        route = self.__dict__.get("_hipconv_route")
        if route is not None:              # a subclass's own forward or _conv_forward called it
            return route.own_call(lambda: self._hipconv_conv(input, weight, bias))
        return self._hipconv_conv(input, weight, bias)

    def _hipconv_conv(self, input: torch.Tensor, weight: torch.Tensor, bias: Optional[torch.Tensor]):
        arguments = self.__dict__.get("_hipconv_cached") or self._hipconv_arguments()
        if input.dim() == len(self.kernel_size) + 1:    # unbatched, as nn.Conv*d takes it
            return self._hipconv_conv(input.unsqueeze(0), weight, bias).squeeze(0)
        if self.padding_mode != "zeros":
            input = F.pad(input, self._reversed_padding_repeated_twice, mode=self.padding_mode)
        activation = self.__dict__.get("_hipconv_activation")     # fuse() gave it one
        if input.dtype not in KERNEL_DTYPES or weight.dtype not in KERNEL_DTYPES:
            y = outside_kernels(input, weight, bias, *arguments)
            return y if activation is None else TORCH_ACTIVATIONS[activation](y)
        if activation is None:
            return (_FORWARD or load().conv_forward.default)(input, weight, bias, *arguments)
        return _forward_activation(input, weight, bias, arguments, activation)


class HipconvConv1d(_HipconvConv, torch.nn.Conv1d):
    pass


class HipconvConv2d(_HipconvConv, torch.nn.Conv2d):
    pass


class HipconvConv3d(_HipconvConv, torch.nn.Conv3d):
    pass


class _HipconvConvTranspose:
    """The hipconv form of an ``nn.ConvTranspose*d`` (``convert(transposed=True)``): the same
    module, its forward (``output_size=`` included) through ``conv_transpose``."""

    _hipconv_fallback = True

    def forward(self, input: torch.Tensor, output_size: Optional[List[int]] = None) -> torch.Tensor:
        if self.padding_mode != "zeros":
            raise ValueError(f"Only 'zeros' padding mode is supported for {type(self).__name__}")
        dims = len(self.kernel_size)
        output_padding = self._output_padding(input, output_size, self.stride, self.padding, self.kernel_size,
                                              dims, self.dilation)
        return conv_transpose(input, self.weight, self.bias, self.stride, self.padding, output_padding,
                              self.groups, self.dilation, fallback=bool(self._hipconv_fallback))


class HipconvConvTranspose1d(_HipconvConvTranspose, torch.nn.ConvTranspose1d):
    pass


class HipconvConvTranspose2d(_HipconvConvTranspose, torch.nn.ConvTranspose2d):
    pass


class HipconvConvTranspose3d(_HipconvConvTranspose, torch.nn.ConvTranspose3d):
    pass


_TRANSPOSED = {torch.nn.ConvTranspose1d: HipconvConvTranspose1d, torch.nn.ConvTranspose2d: HipconvConvTranspose2d,
               torch.nn.ConvTranspose3d: HipconvConvTranspose3d}


_BASES = (torch.nn.Conv1d, torch.nn.Conv2d, torch.nn.Conv3d)
_CLASSES = {torch.nn.Conv1d: HipconvConv1d, torch.nn.Conv2d: HipconvConv2d, torch.nn.Conv3d: HipconvConv3d}
_FUNCTIONAL = {F.conv1d: 1, F.conv2d: 2, F.conv3d: 3}     # torch.conv*d are the same functions
_CONV_PARAMETERS = ("input", "weight", "bias", "stride", "padding", "dilation", "groups")
_LEFT_ALONE: set = set()                                  # classes warned about (one warning each)


def _own_convolution(cls: type) -> List[str]:
    """The methods among ``forward`` and ``_conv_forward`` that ``cls`` (a subclass of an
    ``nn.Conv*d``) or a class between it and the ``nn.Conv*d`` defines itself."""
    base = next(b for b in _BASES if issubclass(cls, b))
    own: List[str] = []
    for klass in cls.__mro__:
        if klass is base:
            break
        own += [name for name in ("forward", "_conv_forward") if name in vars(klass) and name not in own]
    return own


def _hipconv_class(cls: type) -> type:
    """The hipconv form of ``cls`` (nn.Conv*d or a subclass): a subclass keeps its own methods
    (they come first), hipconv's ``_conv_forward`` takes ``nn.Conv*d``'s place, and where it
    defines its own ``forward`` or ``_conv_forward`` that one runs under ``_Route``: its
    convolution computed by hipconv."""
    if cls not in _CLASSES:
        base = _CLASSES[next(b for b in _BASES if issubclass(cls, b))]
        namespace = {"__module__": cls.__module__, "_hipconv_original": cls}
        if _own_convolution(cls):
            def forward(self, *args, **kwargs):
                return _Route.run(self, super(hipconv, self).forward, args, kwargs)
            namespace["forward"] = forward
        hipconv = type(f"Hipconv{cls.__name__}", (cls, base), namespace)
        _CLASSES[cls] = hipconv
    return _CLASSES[cls]


class _Route(TorchFunctionMode):
    """A converted subclass's own ``forward`` (a weight-standardized convolution: timm's
    ``StdConv2d`` normalizes the filter, then calls ``F.conv2d``) running with its
    convolution on hipconv: the ``F.conv*d`` call it makes is computed by ``conv`` with the
    same arguments (``F.conv*d``'s semantics), and a call of hipconv's ``_conv_forward``
    (``super()._conv_forward``) counts as one.  What it expects: one convolution per call,
    of the module's rank, filter shape, stride, padding, dilation and groups.  A forward
    that computes none, more than one, or one with other arguments is left to torch (that
    call's other convolutions computed by torch, the same values): the module gets its class
    back, is no longer ``converted()``, and its class is named in one warning
    (``convert(strict=True)``: a ``RuntimeError``)."""

    def __init__(self, module: torch.nn.Module):
        super().__init__()
        self.module = module
        self.convolutions = 0          # that the forward computed
        self.reached = 0               # of them, on hipconv
        self.why: Optional[str] = None
        self.paused = False            # hipconv's own code runs (its F.pad, a dtype fallback)

    @staticmethod
    def run(module: torch.nn.Module, forward: Callable, args, kwargs):
        route = _Route(module)
        outer = module.__dict__.get("_hipconv_route")
        module.__dict__["_hipconv_route"] = route
        try:
            with route:
                out = forward(*args, **kwargs)
        finally:
            module.__dict__["_hipconv_route"] = outer
        if route.why is None and route.reached != 1:
            route.why = "computes no convolution" if route.convolutions == 0 else "computes more than one"
        if route.why is not None:
            _leave_alone(module, route.why)
        return out

    def own_call(self, compute: Callable):
        """hipconv's ``_conv_forward`` on the module, called from its own code."""
        self.convolutions += 1
        if self.convolutions > 1:
            self.why = self.why or "computes more than one convolution"
        self.reached += 1
        self.paused = True
        try:
            return compute()
        finally:
            self.paused = False

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        dims = _FUNCTIONAL.get(func)
        if dims is None or self.paused:
            return func(*args, **kwargs)
        self.convolutions += 1
        call = dict(zip(_CONV_PARAMETERS, args), **kwargs)
        why = _other_arguments(self.module, dims, call) or (
            "computes more than one convolution" if self.convolutions > 1 else None)
        if why is not None:
            self.why = self.why or why
            return func(*args, **kwargs)
        self.reached += 1
        return conv(call["input"], call["weight"], call.get("bias"), call.get("stride", 1), call.get("padding", 0),
                    call.get("dilation", 1), call.get("groups", 1), fallback=bool(self.module._hipconv_fallback))


def _other_arguments(module: torch.nn.Module, dims: int, call: dict) -> Optional[str]:
    """Why an ``F.conv*d`` call made in ``module``'s own forward is not the module's
    convolution (None: it is -- its rank, filter shape, stride, padding, dilation, groups, and
    a bias of K values or none)."""
    name = f"calls F.conv{dims}d"
    if dims != len(module.kernel_size):
        return f"{name} in a {len(module.kernel_size)}D module"
    weight, bias = call.get("weight"), call.get("bias")
    if not isinstance(weight, torch.Tensor) or tuple(weight.shape) != tuple(module.weight.shape):
        return f"{name} with a filter of another shape than its weight's"
    if bias is not None and (not isinstance(bias, torch.Tensor) or tuple(bias.shape) != (module.out_channels,)):
        return f"{name} with a bias of another shape"
    try:
        stride = _per_dim(call.get("stride", 1), dims, "stride")
        dilation = _per_dim(call.get("dilation", 1), dims, "dilation")
        padding = padding_of(call.get("padding", 0), module.kernel_size, stride, dilation)
        own = padding_of(module.padding, module.kernel_size, module.stride, module.dilation)
    except (TypeError, ValueError):
        return f"{name} with arguments hipconv does not read"
    unpadded = module.padding_mode != "zeros" and padding == ([0] * dims, [0] * dims)   # it pads x itself
    if (stride != list(module.stride) or dilation != list(module.dilation) or int(call.get("groups", 1)) != module.groups
            or (padding != own and not unpadded)):
        return f"{name} with another stride, padding, dilation or groups than its own"
    return None


def _leave_alone(module: torch.nn.Module, why: str):
    """Give ``module`` its class back (torch computes its calls) and name the class, once."""
    cls = type(module)._hipconv_original
    strict = not module._hipconv_fallback
    module.__class__ = cls
    for name in ("_hipconv_fallback", "_hipconv_cached", "_hipconv_route"):
        module.__dict__.pop(name, None)
    message = (f"hipconv leaves {cls.__module__}.{cls.__qualname__} to torch: its own forward {why} "
               "(hipconv routes one F.conv*d call with the module's own arguments)")
    if strict:
        raise RuntimeError(message + " (convert(strict=True))")
    if cls not in _LEFT_ALONE:
        _LEFT_ALONE.add(cls)
        warnings.warn(message, stacklevel=4)


def _channels_last_copy(weight: torch.Tensor) -> torch.Tensor:
    """``weight``'s values with the channel axis (1) innermost in memory."""
    order = [0] + list(range(2, weight.dim())) + [1]
    return weight.permute(order).contiguous().permute([0, weight.dim() - 1] + list(range(1, weight.dim() - 1)))


def convert(model: torch.nn.Module, filter_fn: Optional[Callable[[str, torch.nn.Module], bool]] = None,
            strict: bool = False, channels_last_filters: Optional[bool] = None,
            transposed: bool = False) -> torch.nn.Module:
    """Route ``model``'s ``nn.Conv1d/2d/3d`` modules (and subclasses) through hipconv, in
    place, and return ``model``.

    Each module keeps its identity, parameters (the same ``Parameter`` objects),
    ``state_dict`` keys and ``isinstance(m, nn.Conv2d)``; only its convolution changes.
    ``filter_fn(name, module)`` picks the modules (default: all).  Where no instance can
    run a layer, it computes with torch's convolution and warns once per shape with the
    refusal; ``strict=True`` raises instead.  ``channels_last_filters`` stores the filters
    channels-last in memory (same values and shapes: 1D ``(K, L, C)``, 2D / 3D
    ``torch.channels_last`` / ``channels_last_3d``), so the layers run without copying them
    and, by torch's rule (a channels-last filter or input gives a channels-last output), a
    channels-first model's activations turn channels-last at its first layer and stay so:
    ``True`` every converted filter, ``False`` none, ``None`` (default) the 1D ones only.
    ``transposed=True`` also routes the ``nn.ConvTranspose1d/2d/3d`` modules (the classes
    themselves, not subclasses with their own ``forward``) through ``conv_transpose``, their
    ``forward(input, output_size=None)`` unchanged; by default they are left to torch (no
    GPU measurement of the decoder layers' kernels yet).

    A subclass keeps its own methods.  One with its own ``forward`` or ``_conv_forward``
    (weight-standardized convolutions: timm's ``StdConv2d`` and ``ScaledStdConv2d``
    normalize the filter, then call ``F.conv2d``) runs that code as written, its
    convolution on hipconv: the one ``F.conv*d`` call it makes per call, with the module's
    rank, filter shape, stride, padding, dilation and groups, is computed by ``conv`` with
    those arguments (a call of ``super()._conv_forward`` likewise).  A forward that turns out
    to compute no convolution, more than one, or one with other arguments is left to torch
    at its first such call (that call's result is torch's values either way): the module
    gets its class back, leaves ``converted()``, and its class is named in one warning
    (``strict=True``: a ``RuntimeError``)."""
    load()
    for name, module in model.named_modules():
        if transposed and type(module) in _TRANSPOSED and (filter_fn is None or filter_fn(name, module)):
            module.__class__ = _TRANSPOSED[type(module)]
            module._hipconv_fallback = not strict
            continue
        if not isinstance(module, tuple(c for c in (torch.nn.Conv1d, torch.nn.Conv2d, torch.nn.Conv3d))):
            continue
        if isinstance(module, _HipconvConv) or (filter_fn is not None and not filter_fn(name, module)):
            continue
        _convert_module(module, fallback=not strict,
                        channels_last_filter=bool(channels_last_filters or (
                            channels_last_filters is None and isinstance(module, torch.nn.Conv1d))))
    return model


def _convert_module(module: torch.nn.Module, fallback: bool, channels_last_filter: bool):
    """One ``nn.Conv*d`` (or subclass) routed through hipconv: its class changed (``convert``)."""
    module.__class__ = _hipconv_class(type(module))
    module._hipconv_fallback = fallback
    module.__dict__.pop("_hipconv_cached", None)
    if channels_last_filter:
        with torch.no_grad():
            module.weight.data = _channels_last_copy(module.weight.detach())


def fuse(model: torch.nn.Module, inplace: bool = False) -> torch.nn.Module:
    """``model`` (eval mode) for inference: each BatchNorm after a convolution folded into its
    filter and bias, each activation after one (ReLU, ReLU6, SiLU, GELU, Hardswish, Sigmoid,
    Tanh) computed in that convolution's epilogue on hipconv; a copy unless ``inplace``.
    runtime/fusion.py says what it matches, what it leaves and what it returns (a
    ``torch.fx.GraphModule``)."""
    from .fusion import Convolutions, fuse as fuse_model
    load()            # as convert(): the operators are loaded before a call that torch.compile may trace
    return fuse_model(model, Convolutions(converted=lambda m: isinstance(m, _HipconvConv), plain=_plain_convolution,
                                          take_activation=_take_activation), inplace)


def _plain_convolution(module: torch.nn.Module) -> bool:
    """Whether ``module``'s convolution is the ``nn.Conv*d``'s own (converted or not)."""
    cls = getattr(type(module), "_hipconv_original", None) if isinstance(module, _HipconvConv) else type(module)
    return cls is None or not _own_convolution(cls)      # None: convert's own class of an nn.Conv*d


def _take_activation(module: torch.nn.Module, activation: str):
    """``module`` (an ``nn.Conv*d``) computes ``activation`` of its result on hipconv:
    converted if it was not, the activation in its kernel's epilogue (``fuse``)."""
    if not isinstance(module, _HipconvConv):
        _convert_module(module, fallback=True, channels_last_filter=False)
    module.__dict__["_hipconv_activation"] = activation


def module_problem(module: torch.nn.Module, input_shape: Sequence[int]):
    """The ``runtime.ConvProblem`` a converted (or any ``nn.Conv*d``) module computes for an
    input of ``input_shape`` (N, C, *spatial): reflect/replicate/circular padding is
    applied by ``F.pad`` before the kernel, so the problem sees the padded input."""
    from .problem import ConvProblem
    dims = len(module.kernel_size)
    spatial = list(input_shape[2:])
    if module.padding_mode != "zeros":
        pads = module._reversed_padding_repeated_twice       # last dimension first, (left, right)
        for d in range(dims):
            spatial[d] += pads[2 * (dims - 1 - d)] + pads[2 * (dims - 1 - d) + 1]
        left = right = [0] * dims
    else:
        left, right = padding_of(module.padding, module.kernel_size, module.stride, module.dilation)
    return ConvProblem(G=module.groups, N=input_shape[0], C=input_shape[1] // module.groups,
                       K=module.out_channels // module.groups, input=tuple(spatial),
                       filter=tuple(module.kernel_size), stride=tuple(module.stride),
                       dilation=tuple(module.dilation), pad=tuple(left), pad_right=tuple(right))


def converted(model: torch.nn.Module) -> List[Tuple[str, torch.nn.Module]]:
    """The (name, module) pairs of ``model`` whose convolutions run through hipconv: the
    modules ``convert`` changed, less the subclasses whose own forward it left to torch
    (``convert``; a subclass's forward is judged at its first call)."""
    return [(name, m) for name, m in model.named_modules() if isinstance(m, (_HipconvConv, _HipconvConvTranspose))]


# ------------------------------------------------------------------ command line

def main(argv: Optional[List[str]] = None) -> int:
    import argparse
    parser = argparse.ArgumentParser(
        prog="python -m runtime.pytorch",
        description="hipconv's PyTorch operators. 'build': build the operators and the three "
                    "shipped libraries for this machine now (a model's first use otherwise "
                    "builds them: about 90 s on a 16-core GPU machine, 490 CPU-seconds for the "
                    "cpu platform); they go to the cache (runtime.cache_root()).")
    parser.add_argument("command", choices=["build"])
    parser.add_argument("--quiet", action="store_true", help="no progress lines")
    args = parser.parse_args(argv)
    libraries = prebuild(quiet=args.quiet)
    for lib in libraries:
        print(f"{lib.name}: {lib.platform}, {len(lib.instances)} instances, {lib.path}")
    print(f"operators: {native.build_binding(progress=None)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
