"""hipconv as a PyTorch operator with autograd: a drop-in for ``torch.nn.functional.conv1d/2d/3d``.

    import runtime.pytorch as hp
    y = hp.conv(x, w, bias, stride=1, padding=1, dilation=1, groups=1)   # like F.conv2d
    loss = y.square().sum(); loss.backward()                              # dX, dW, db through hipconv

Three ``torch.library.custom_op`` s (``hipconv::conv_forward``, ``hipconv::conv_backward_data``,
``hipconv::conv_backward_weight``) with fake (meta) implementations, so ``torch.compile``
traces them without a graph break; ``conv_forward``'s autograd runs the two backward ops.
Each op runs the instance ``Library.select`` picks in the library of its direction
(``configure``; by default ``specs/fwd.yaml``, ``specs/bwd_data.yaml`` and
``specs/bwd_weight.yaml`` built with ``runtime.build`` for this machine's platform on first
use), on the tensors' memory and the current stream (``runtime/device_tensors.py``).

Layouts: hipconv computes in channels-last.  ``x``, ``w`` and the gradients arriving from
autograd are used without a copy when they are channels-last (``torch.channels_last``,
``channels_last_3d``; for 1D, an ``(N, C, L)`` tensor whose memory is ``(N, L, C)``, i.e.
``t.transpose(1, 2).contiguous().transpose(1, 2)``); any other strides are copied into
channels-last first (one ``.contiguous(memory_format=...)``, stated here because it is a
copy).  Outputs are channels-last tensors.  The bias goes into the kernel's epilogue
where the forward library has an ``acc + bias`` instance for the problem (the shipped spec:
2D), else torch adds it after the op; its gradient is ``dY`` summed over batch and
positions.  Padding is symmetric (an int or a tuple per dimension), as in ``F.conv*d``.
"""

from __future__ import annotations

import os
from typing import List, Optional, Sequence, Union

import torch

from .problem import ConvProblem

_LIBRARIES: dict = {}
_SPECS = {"forward": "specs/fwd.yaml", "backward_data": "specs/bwd_data.yaml",
          "backward_weight": "specs/bwd_weight.yaml"}


def configure(forward=None, backward_data=None, backward_weight=None):
    """The libraries the ops use, per direction: a ``runtime.Library``, a built library's
    path, or a spec path (built with ``runtime.build``).  Unset directions keep theirs
    (default: the shipped specs, built on first use)."""
    for direction, value in (("forward", forward), ("backward_data", backward_data),
                             ("backward_weight", backward_weight)):
        if value is not None:
            _LIBRARIES[direction] = value


def library(direction: str):
    """The ``runtime.Library`` the op of ``direction`` runs."""
    import runtime
    value = _LIBRARIES.get(direction)
    if value is None or isinstance(value, (str, os.PathLike)):
        path = value or os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                                     _SPECS[direction])
        value = (runtime.build(str(path), quiet=True) if str(path).endswith((".yaml", ".yml"))
                 else runtime.load(path))
        _LIBRARIES[direction] = value
    return value


def _per_dim(value: Union[int, Sequence[int]], dims: int, name: str) -> List[int]:
    values = [int(value)] * dims if isinstance(value, int) else [int(v) for v in value]
    if len(values) != dims:
        raise ValueError(f"{name} has {len(values)} values for a {dims}D convolution")
    return values


def _problem(x_shape, w_shape, stride, padding, dilation, groups) -> ConvProblem:
    dims = len(x_shape) - 2
    return ConvProblem(G=groups, N=x_shape[0], C=x_shape[1] // groups, K=w_shape[0] // groups,
                       input=tuple(x_shape[2:]), filter=tuple(w_shape[2:]), stride=tuple(stride),
                       dilation=tuple(dilation), pad=tuple(padding))


def _memory_format(dims: int):
    return {2: torch.channels_last, 3: torch.channels_last_3d}.get(dims)


def _channels_last(t: torch.Tensor) -> torch.Tensor:
    """``t`` (N, C, *spatial) with channels-last memory (a copy only if it is not)."""
    dims = t.dim() - 2
    if dims == 1:
        return t if t.transpose(1, 2).is_contiguous() else t.transpose(1, 2).contiguous().transpose(1, 2)
    return t.contiguous(memory_format=_memory_format(dims))


def _to_hipconv(t: torch.Tensor, groups: int) -> torch.Tensor:
    """An activation (N, G*C, *spatial) -> hipconv's (N, *spatial, G, C); a view of the
    channels-last tensor."""
    return _channels_last(t).movedim(1, -1).unflatten(-1, (groups, -1))


def _filter_to_hipconv(w: torch.Tensor, groups: int) -> torch.Tensor:
    """A filter (G*K, C, *filter) -> hipconv's (G, K, *filter, C); a view of the
    channels-last tensor."""
    return _channels_last(w).movedim(1, -1).unflatten(0, (groups, -1))


def _empty_channels_last(shape, like: torch.Tensor) -> torch.Tensor:
    """What the ops return, for their fake implementations: an (N, C, *spatial) tensor (or
    a filter) with channels-last strides, ``like``'s dtype and device."""
    return torch.empty(shape, dtype=like.dtype, device=like.device).movedim(1, -1).contiguous().movedim(-1, 1)


def _from_hipconv(t: torch.Tensor) -> torch.Tensor:
    """hipconv's (N, *spatial, G, C) -> (N, G*C, *spatial) (channels-last strides)."""
    return t.flatten(-2).movedim(-1, 1)


def _filter_from_hipconv(t: torch.Tensor) -> torch.Tensor:
    """(G, K, *filter, C) -> (G*K, C, *filter)."""
    return t.flatten(0, 1).movedim(-1, 1)


@torch.library.custom_op("hipconv::conv_forward", mutates_args=())
def conv_forward(x: torch.Tensor, w: torch.Tensor, bias: Optional[torch.Tensor], stride: List[int],
                 padding: List[int], dilation: List[int], groups: int) -> torch.Tensor:
    import runtime
    problem = _problem(x.shape, w.shape, stride, padding, dilation, groups)
    lib = library("forward")
    x_h, w_h = _to_hipconv(x, groups), _filter_to_hipconv(w, groups)
    if bias is not None:
        # the bias in the kernel's epilogue where the library has an `acc + bias` instance
        # for the problem, else added by torch after it
        b = bias.to(x.dtype).reshape(groups, -1).contiguous()
        try:
            return _from_hipconv(lib.forward(x_h, w_h, problem, epilogue="acc + bias", bias=b))
        except runtime.UnsupportedProblem:
            y = _from_hipconv(lib.forward(x_h, w_h, problem))
            return y + bias.to(y.dtype).view(1, -1, *([1] * (y.dim() - 2)))
    return _from_hipconv(lib.forward(x_h, w_h, problem))


@conv_forward.register_fake
def _(x, w, bias, stride, padding, dilation, groups):
    # plain arithmetic, not ConvProblem: under torch.compile the sizes may be SymInts
    output = [(size + 2 * p - d * (f - 1) - 1) // s + 1
              for size, f, s, p, d in zip(x.shape[2:], w.shape[2:], stride, padding, dilation)]
    shape = (x.shape[0], w.shape[0], *output)
    return _empty_channels_last(shape, x)


@torch.library.custom_op("hipconv::conv_backward_data", mutates_args=())
def conv_backward_data(dy: torch.Tensor, w: torch.Tensor, x_shape: List[int], stride: List[int],
                       padding: List[int], dilation: List[int], groups: int) -> torch.Tensor:
    problem = _problem(x_shape, w.shape, stride, padding, dilation, groups)
    dx = library("backward_data").backward_data(_to_hipconv(dy, groups), _filter_to_hipconv(w, groups),
                                                problem)
    return _from_hipconv(dx)


@conv_backward_data.register_fake
def _(dy, w, x_shape, stride, padding, dilation, groups):
    return _empty_channels_last(x_shape, dy)


@torch.library.custom_op("hipconv::conv_backward_weight", mutates_args=())
def conv_backward_weight(x: torch.Tensor, dy: torch.Tensor, w_shape: List[int], stride: List[int],
                         padding: List[int], dilation: List[int], groups: int) -> torch.Tensor:
    problem = _problem(x.shape, w_shape, stride, padding, dilation, groups)
    dw = library("backward_weight").backward_weight(_to_hipconv(x, groups), _to_hipconv(dy, groups),
                                                    problem)
    return _filter_from_hipconv(dw)


@conv_backward_weight.register_fake
def _(x, dy, w_shape, stride, padding, dilation, groups):
    return _empty_channels_last(w_shape, x)


def _setup_context(ctx, inputs, output):
    x, w, bias, stride, padding, dilation, groups = inputs
    ctx.save_for_backward(x, w)
    ctx.geometry = (list(stride), list(padding), list(dilation), groups)
    ctx.bias_dtype = None if bias is None else bias.dtype


def _backward(ctx, dy):
    x, w = ctx.saved_tensors
    stride, padding, dilation, groups = ctx.geometry
    dx = dw = db = None
    if ctx.needs_input_grad[0]:
        dx = conv_backward_data(dy, w, list(x.shape), stride, padding, dilation, groups)
    if ctx.needs_input_grad[1]:
        dw = conv_backward_weight(x, dy, list(w.shape), stride, padding, dilation, groups)
    if ctx.bias_dtype is not None and ctx.needs_input_grad[2]:
        db = dy.sum(dim=[0] + list(range(2, dy.dim()))).to(ctx.bias_dtype)
    return dx, dw, db, None, None, None, None


conv_forward.register_autograd(_backward, setup_context=_setup_context)


def conv(x: torch.Tensor, w: torch.Tensor, bias: Optional[torch.Tensor] = None,
         stride: Union[int, Sequence[int]] = 1, padding: Union[int, Sequence[int]] = 0,
         dilation: Union[int, Sequence[int]] = 1, groups: int = 1) -> torch.Tensor:
    """``F.conv1d/2d/3d(x, w, bias, stride, padding, dilation, groups)`` through hipconv
    (the rank follows ``w``): forward, and in autograd backward-data and backward-weight."""
    dims = w.dim() - 2
    if x.dim() != dims + 2:
        raise ValueError(f"x has {x.dim()} dimensions; a {dims}D convolution takes {dims + 2}")
    if isinstance(padding, str):
        raise ValueError("padding='same'/'valid' strings are not supported: give the sizes")
    return conv_forward(x, w, bias, _per_dim(stride, dims, "stride"), _per_dim(padding, dims, "padding"),
                        _per_dim(dilation, dims, "dilation"), int(groups))


hipconv_conv = conv   # the name the issue gave it
