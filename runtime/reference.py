"""Plain numpy float64 reference implementations of grouped N-D convolution.

Layouts (channels-last, explicit group axis), see :mod:`runtime.problem`:
x (N, *in, G, C), w (G, K, *filter, C), y/dy (N, *out, G, K).

    y[n, o, g, k] = sum_{f, c} x[n, o*s - pl + f*d, g, c] * w[g, k, f, c]

with x taken as zero outside the input.  The implementation zero-pads x by
(pl, pr) per dim and loops over filter taps; for each tap the contributing
input positions form a strided slice of the padded input, and the channel
contraction is a batched (per group) matmul.  Right padding only changes the
output size (and therefore how far the slices reach).
"""

from __future__ import annotations

import itertools

import numpy as np

from .problem import ConvProblem

__all__ = ["forward", "backward_data", "backward_weight"]


def _as_f64(name: str, a, expected: tuple[int, ...]) -> np.ndarray:
    a = np.asarray(a)
    if np.iscomplexobj(a):
        raise TypeError(f"{name}: complex arrays are not supported (dtype {a.dtype})")
    if tuple(a.shape) != tuple(expected):
        raise ValueError(
            f"{name}: expected shape {tuple(expected)}, got {tuple(a.shape)}"
        )
    return a.astype(np.float64)


def _check_problem(problem) -> ConvProblem:
    if not isinstance(problem, ConvProblem):
        raise TypeError(f"problem must be a ConvProblem, got {type(problem).__name__}")
    return problem


def _padded_shape(p: ConvProblem) -> tuple[int, ...]:
    sp = tuple(i + l + r for i, l, r in zip(p.input, p.pad, p.pad_right))
    return (p.N, *sp, p.G, p.C)


def _interior(p: ConvProblem) -> tuple[slice, ...]:
    """Index of the un-padded input inside the padded buffer."""
    return (slice(None),
            *(slice(l, l + i) for l, i in zip(p.pad, p.input)),
            slice(None), slice(None))


def _taps(p: ConvProblem):
    """Yield (filter index tuple, index into padded x selecting (N, *out, G, C))."""
    for f in itertools.product(*(range(n) for n in p.filter)):
        sl = tuple(
            slice(fi * d, fi * d + s * (o - 1) + 1, s)
            for fi, d, s, o in zip(f, p.dilation, p.stride, p.output)
        )
        yield f, (slice(None), *sl, slice(None), slice(None))


def forward(x, w, problem: ConvProblem) -> np.ndarray:
    """y = conv(x, w); returns float64 array of shape problem.y_shape."""
    p = _check_problem(problem)
    x = _as_f64("x", x, p.x_shape)
    w = _as_f64("w", w, p.w_shape)

    xp = np.zeros(_padded_shape(p))
    xp[_interior(p)] = x

    m = p.N * int(np.prod(p.output))
    y = np.zeros((p.G, m, p.K))
    for f, idx in _taps(p):
        xs = xp[idx].reshape(m, p.G, p.C).transpose(1, 0, 2)   # (G, M, C)
        wf = w[(slice(None), slice(None), *f, slice(None))]    # (G, K, C)
        y += xs @ wf.transpose(0, 2, 1)                        # (G, M, K)
    return np.ascontiguousarray(y.transpose(1, 0, 2)).reshape(p.y_shape)


def backward_data(dy, w, problem: ConvProblem) -> np.ndarray:
    """dx = adjoint of forward w.r.t. x; float64 array of shape problem.x_shape."""
    p = _check_problem(problem)
    dy = _as_f64("dy", dy, p.y_shape)
    w = _as_f64("w", w, p.w_shape)

    m = p.N * int(np.prod(p.output))
    dyg = dy.reshape(m, p.G, p.K).transpose(1, 0, 2)           # (G, M, K)
    dxp = np.zeros(_padded_shape(p))
    out_shape = (p.N, *p.output, p.G, p.C)
    for f, idx in _taps(p):
        wf = w[(slice(None), slice(None), *f, slice(None))]    # (G, K, C)
        contrib = dyg @ wf                                     # (G, M, C)
        dxp[idx] += contrib.transpose(1, 0, 2).reshape(out_shape)
    return np.ascontiguousarray(dxp[_interior(p)])


def backward_weight(x, dy, problem: ConvProblem) -> np.ndarray:
    """dw = adjoint of forward w.r.t. w; float64 array of shape problem.w_shape."""
    p = _check_problem(problem)
    x = _as_f64("x", x, p.x_shape)
    dy = _as_f64("dy", dy, p.y_shape)

    xp = np.zeros(_padded_shape(p))
    xp[_interior(p)] = x

    m = p.N * int(np.prod(p.output))
    dyg = dy.reshape(m, p.G, p.K).transpose(1, 2, 0)           # (G, K, M)
    dw = np.zeros(p.w_shape)
    for f, idx in _taps(p):
        xs = xp[idx].reshape(m, p.G, p.C).transpose(1, 0, 2)   # (G, M, C)
        dw[(slice(None), slice(None), *f, slice(None))] = dyg @ xs  # (G, K, C)
    return dw
