"""The fake (Meta) kernels of hipconv's operators, for ``torch.compile`` and FakeTensor:
the shapes and strides of the results, without data.

They are Python (``torch.library.register_fake``), not C++, because the results' memory
format is torch's rule for the call (``runtime/csrc/hipconv_torch.cpp``,
``torch_channels_last``), and that rule depends on the device -- the backend torch's own
convolution would pick there (cuDNN keeps float64 contiguous, the CPU's oneDNN and slow
paths have theirs): a FakeTensor knows its device in Python, while a Meta kernel in C++
sees a meta tensor.  Each kernel here asks torch the same two questions the C++ kernels do
(``torch._C._select_conv_backend`` and ``torch._C._conv_determine_backend_memory_format``,
as torch's own fake convolution does), so compiled graphs get the real kernels' strides.
On plain meta tensors (no device) the results are contiguous, as torch's own convolution's
are there; with unhinted symbolic sizes too, as torch's.
"""

from __future__ import annotations

from typing import List, Optional, Sequence

_REGISTERED = False


def _extent(size, filter_size, stride: int, left: int, right: int, dilation: int):
    return (size + left + right - dilation * (filter_size - 1) - 1) // stride + 1


def _hinted(*tensors) -> bool:
    try:
        from torch.fx.experimental.symbolic_shapes import has_guarding_hint
    except ImportError:      # an older torch: ask whenever the sizes are plain ints
        return all(isinstance(s, int) for t in tensors for s in t.shape)
    return all(has_guarding_hint(s) for t in tensors for s in t.shape)


def torch_channels_last(x, w, stride: Sequence[int], pad_left: Sequence[int], pad_right: Sequence[int],
                        dilation: Sequence[int], groups: int) -> bool:
    """Whether torch's convolution of ``x`` and ``w`` gives channels-last results (and
    gradients) on their device: the C++ operators' rule, for fake tensors."""
    import torch
    if x.device.type == "meta" or not _hinted(x, w):
        return False
    dims = w.dim() - 2
    padding = [max(a, b) for a, b in zip(pad_left, pad_right)]
    backend = torch._C._select_conv_backend(x, w, None, list(stride), padding, list(dilation), False,
                                            [0] * dims, groups, None)
    if dims == 1:
        x, w = x.contiguous().unsqueeze(2), w.unsqueeze(2)
    return torch._C._conv_determine_backend_memory_format(x, w, backend) != torch.contiguous_format


def _empty(like, sizes: List, channels_last: bool):
    import torch
    if not channels_last:
        return like.new_empty(sizes)
    strides = [1] * len(sizes)
    step = sizes[1]
    for d in range(len(sizes) - 1, 1, -1):
        strides[d] = step
        step = step * sizes[d]
    strides[0] = step
    return torch.empty_strided(sizes, strides, dtype=like.dtype, device=like.device)


def _operands_channels_last(a, b) -> bool:
    """The default of a backward operator called directly: channels-last when either
    operand is dense channels-last and not also contiguous (1D: stored (A, L, B)); the C++
    operands_channels_last."""
    import torch
    if a.dim() == 3:
        def stored(t):
            return t.shape[1] != 1 and t.shape[2] != 1 and t.stride(1) == 1 and t.stride(2) == t.shape[1]
        return stored(a) or stored(b)
    fmt = torch.channels_last if a.dim() == 4 else torch.channels_last_3d
    return any(t.is_contiguous(memory_format=fmt) and not t.is_contiguous() for t in (a, b))


def register() -> None:
    """Register the fake kernels of the loaded operators (idempotent)."""
    global _REGISTERED
    if _REGISTERED:
        return
    import torch

    @torch.library.register_fake("hipconv::conv_forward")
    def _forward(x, w, bias, stride, pad_left, pad_right, dilation, groups, fallback=True):
        sizes = [x.shape[0], w.shape[0]] + [
            _extent(x.shape[2 + d], w.shape[2 + d], stride[d], pad_left[d], pad_right[d], dilation[d])
            for d in range(w.dim() - 2)]
        return _empty(x, sizes, torch_channels_last(x, w, stride, pad_left, pad_right, dilation, groups))

    @torch.library.register_fake("hipconv::conv_forward_fused")
    def _forward_fused(x, w, bias, stride, pad_left, pad_right, dilation, groups, activation, fallback=True):
        return _forward(x, w, bias, stride, pad_left, pad_right, dilation, groups, fallback)

    @torch.library.register_fake("hipconv::conv_backward_data")
    def _backward_data(dy, w, x_shape, stride, pad_left, pad_right, dilation, groups, fallback=True,
                       dx_channels_last: Optional[bool] = None):
        if dx_channels_last is None:
            dx_channels_last = _operands_channels_last(dy, w)
        return _empty(dy, list(x_shape), dx_channels_last)

    @torch.library.register_fake("hipconv::conv_backward_weight")
    def _backward_weight(x, dy, w_shape, stride, pad_left, pad_right, dilation, groups, fallback=True,
                         dw_channels_last: Optional[bool] = None):
        if dw_channels_last is None:
            dw_channels_last = _operands_channels_last(x, dy)
        return _empty(x, list(w_shape), dw_channels_last)

    @torch.library.register_fake("hipconv::conv_backward")
    def _backward(dy, x, w, stride, pad_left, pad_right, dilation, groups, fallback=True):
        channels_last = torch_channels_last(x, w, stride, pad_left, pad_right, dilation, groups)
        return _empty(dy, list(x.shape), channels_last), _empty(x, list(w.shape), channels_last)

    _REGISTERED = True
