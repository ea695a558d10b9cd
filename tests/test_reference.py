"""Tests for runtime.problem.ConvProblem and runtime.reference."""

from __future__ import annotations

import itertools
import pickle
import time

import ml_dtypes
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from runtime import reference as ref
from runtime.problem import ConvProblem, UnsupportedProblem


# --------------------------------------------------------------------------
# ConvProblem
# --------------------------------------------------------------------------

@pytest.mark.parametrize(
    "kwargs, expected",
    [
        (dict(input=(8, 8), filter=3), (6, 6)),
        (dict(input=(8, 8), filter=3, pad=1), (8, 8)),
        (dict(input=(7,), filter=3, stride=2, pad=1), (4,)),
        # asymmetric padding: pl only shifts, pr extends
        (dict(input=(5,), filter=3, pad=0, pad_right=2), (5,)),
        (dict(input=(5,), filter=3, pad=2, pad_right=0), (5,)),
        (dict(input=(5, 6), filter=(3, 2), pad=(1, 0), pad_right=(0, 1)), (4, 6)),
        # dilation: effective extent d*(f-1)+1
        (dict(input=(10,), filter=3, dilation=2), (6,)),
        (dict(input=(10, 10), filter=3, dilation=(1, 3), pad=(0, 3)), (8, 10)),
        # stride > filter (skips input pixels)
        (dict(input=(10,), filter=2, stride=4), (3,)),
        (dict(input=(9, 9, 9), filter=1, stride=5), (2, 2, 2)),
        # 3D mixed
        (dict(input=(6, 6, 6), filter=(3, 3, 3), stride=(1, 2, 3), pad=1), (6, 3, 2)),
        # filter larger than input but padding compensates
        (dict(input=(2,), filter=5, pad=2), (2,)),
    ],
)
def test_output_size(kwargs, expected):
    p = ConvProblem(2, 1, 4, 4, **kwargs)
    assert p.output == expected
    # cross-check against the formula
    for i, o in enumerate(p.output):
        eff = p.dilation[i] * (p.filter[i] - 1) + 1
        assert o == (p.input[i] + p.pad[i] + p.pad_right[i] - eff) // p.stride[i] + 1


def test_int_broadcasting_and_tuples():
    p = ConvProblem(1, 2, 3, 4, input=(6, 7, 8), filter=3, stride=2, dilation=1, pad=1)
    assert p.spatial_dim == 3
    assert p.filter == (3, 3, 3)
    assert p.stride == (2, 2, 2)
    assert p.dilation == (1, 1, 1)
    assert p.pad == (1, 1, 1)
    assert p.pad_right == (1, 1, 1)  # None -> same as pad
    assert all(isinstance(v, tuple) for v in (p.input, p.filter, p.stride, p.output))

    # lists accepted, normalised to tuples; numpy ints accepted
    q = ConvProblem(np.int64(1), 2, 3, 4, input=[6, 7, 8], filter=[3, 3, 3],
                    stride=[2, 2, 2], dilation=[1, 1, 1], pad=[1, 1, 1])
    assert q == p and hash(q) == hash(p)
    assert type(q.G) is int

    # input as int: rank from the first sequence argument, else 1
    r = ConvProblem(1, 1, 1, 1, input=9, filter=(3, 3))
    assert r.input == (9, 9) and r.output == (7, 7)
    r = ConvProblem(1, 1, 1, 1, input=9, filter=3, stride=1, dilation=1, pad=(1, 1, 1))
    assert r.spatial_dim == 3 and r.output == (9, 9, 9)
    r = ConvProblem(1, 1, 1, 1, input=9, filter=3)
    assert r.spatial_dim == 1 and r.input == (9,) and r.output == (7,)

    # pad_right explicit
    s = ConvProblem(1, 1, 1, 1, input=(5, 5), filter=3, pad=(1, 0), pad_right=2)
    assert s.pad == (1, 0) and s.pad_right == (2, 2) and s.output == (6, 5)


def test_properties_and_helpers():
    p = ConvProblem(2, 3, 4, 5, input=(6, 7), filter=(3, 2), pad=(1, 0))
    assert p.output == (6, 6)
    assert p.x_shape == (3, 6, 7, 2, 4)
    assert p.w_shape == (2, 5, 3, 2, 4)
    assert p.y_shape == (3, 6, 6, 2, 5)
    assert p.flops == 2 * 2 * 3 * 5 * 4 * 36 * 6
    assert isinstance(p.flops, int)
    s = str(p)
    assert "\n" not in s and "G=2" in s and "6x6" in s
    d = p.to_dict()
    assert d["output"] == [6, 6] and d["input"] == [6, 7]
    assert ConvProblem.from_dict(d) == p
    assert isinstance(p, ConvProblem)
    with pytest.raises(Exception):
        p.G = 3  # frozen


def test_unsupported_problem():
    e = UnsupportedProblem("c-align", "C must be a multiple of 8")
    assert e.rule == "c-align" and e.reason == "C must be a multiple of 8"
    assert str(e) == "c-align: C must be a multiple of 8"
    assert isinstance(e, Exception)
    e2 = pickle.loads(pickle.dumps(e))
    assert str(e2) == str(e) and e2.rule == e.rule


BASE = dict(G=1, N=1, C=1, K=1, input=(5, 5), filter=3)


@pytest.mark.parametrize(
    "override, match",
    [
        (dict(G=0), r"\bG\b.*0"),
        (dict(N=0), r"\bN\b.*0"),
        (dict(C=-1), r"\bC\b.*-1"),
        (dict(K=0), r"\bK\b.*0"),
        (dict(G=2.0), r"\bG\b.*int.*2\.0"),
        (dict(N=True), r"\bN\b.*int.*True"),
        (dict(C="4"), r"\bC\b.*int"),
        (dict(input=(5, 0)), r"input.*\(5, 0\)"),
        (dict(input=(5, 5.0)), r"input\[1\].*int"),
        (dict(filter=0), r"filter.*0"),
        (dict(filter=(3, False)), r"filter\[1\].*int"),
        (dict(stride=0), r"stride.*0"),
        (dict(stride=(1, -2)), r"stride.*-2"),
        (dict(dilation=0), r"dilation.*0"),
        (dict(dilation=1.5), r"dilation.*int.*1\.5"),
        (dict(pad=-1), r"\bpad\b.*-1"),
        (dict(pad_right=(0, -1)), r"pad_right.*-1"),
        (dict(filter=(3, 3, 3)), r"filter.*3.*rank.*2"),
        (dict(stride=(1,)), r"stride.*1.*rank.*2"),
        (dict(pad_right=(1, 1, 1)), r"pad_right.*rank.*2"),
        (dict(input=(4, 4, 4, 4)), r"input.*rank.*4"),
        (dict(input=()), r"input.*rank.*0"),
        (dict(input=5, filter=(3, 3, 3, 3)), r"filter.*rank.*4"),
        (dict(input="55"), r"input.*int"),
        # output < 1
        (dict(input=(5, 2)), r"output.*dim 1.*W.*0.*input=2"),
        (dict(input=(2, 5), dilation=2), r"output.*dim 0.*H.*-2.*extent 5"),
        (dict(input=(3,), filter=3, pad=0, pad_right=0, dilation=2), r"output.*dim 0"),
    ],
)
def test_rejections(override, match):
    kw = {**BASE, **override}
    with pytest.raises(ValueError, match=match):
        ConvProblem(**kw)


def test_output_boundary_accepts_exactly_one():
    p = ConvProblem(1, 1, 1, 1, input=(3,), filter=2, dilation=2, pad=0, pad_right=0)
    assert p.output == (1,)


# --------------------------------------------------------------------------
# naive scalar references (independent of runtime.reference)
# --------------------------------------------------------------------------

def _in_index(p, o, f):
    idx = tuple(oi * s - pl + fi * d
                for oi, fi, s, pl, d in zip(o, f, p.stride, p.pad, p.dilation))
    ok = all(0 <= i < n for i, n in zip(idx, p.input))
    return idx, ok


def _loops(p):
    return itertools.product(
        range(p.N), itertools.product(*map(range, p.output)), range(p.G), range(p.K),
        itertools.product(*map(range, p.filter)), range(p.C))


def naive_forward(x, w, p):
    y = np.zeros(p.y_shape)
    for n, o, g, k, f, c in _loops(p):
        i, ok = _in_index(p, o, f)
        if ok:
            y[(n, *o, g, k)] += x[(n, *i, g, c)] * w[(g, k, *f, c)]
    return y


def naive_backward_data(dy, w, p):
    dx = np.zeros(p.x_shape)
    for n, o, g, k, f, c in _loops(p):
        i, ok = _in_index(p, o, f)
        if ok:
            dx[(n, *i, g, c)] += dy[(n, *o, g, k)] * w[(g, k, *f, c)]
    return dx


def naive_backward_weight(x, dy, p):
    dw = np.zeros(p.w_shape)
    for n, o, g, k, f, c in _loops(p):
        i, ok = _in_index(p, o, f)
        if ok:
            dw[(g, k, *f, c)] += x[(n, *i, g, c)] * dy[(n, *o, g, k)]
    return dw


NAIVE_CASES = [
    ConvProblem(1, 1, 1, 1, input=(5,), filter=3),
    ConvProblem(2, 2, 3, 2, input=(7,), filter=3, stride=2, dilation=2, pad=2, pad_right=1),
    ConvProblem(3, 1, 2, 3, input=(6,), filter=2, stride=3, pad=0, pad_right=2),
    ConvProblem(1, 2, 2, 3, input=(5, 6), filter=(3, 2), pad=(1, 0), pad_right=(0, 1)),
    ConvProblem(2, 1, 2, 2, input=(6, 5), filter=3, stride=(2, 1), dilation=(1, 2), pad=(2, 1)),
    ConvProblem(2, 1, 2, 1, input=(4, 4), filter=(1, 4), stride=3, pad=(0, 3), pad_right=0),
    ConvProblem(1, 1, 2, 2, input=(4, 4, 4), filter=3, pad=1),
    ConvProblem(2, 2, 1, 2, input=(5, 4, 3), filter=(2, 3, 1), stride=(2, 1, 2),
                dilation=(2, 1, 1), pad=(1, 2, 0), pad_right=(0, 1, 1)),
]


@pytest.mark.parametrize("p", NAIVE_CASES, ids=str)
def test_against_naive(p):
    rng = np.random.default_rng(hash(str(p)) & 0xFFFF)
    x = rng.standard_normal(p.x_shape)
    w = rng.standard_normal(p.w_shape)
    dy = rng.standard_normal(p.y_shape)

    y = ref.forward(x, w, p)
    assert y.shape == p.y_shape and y.dtype == np.float64
    np.testing.assert_allclose(y, naive_forward(x, w, p), rtol=1e-12, atol=1e-12)

    dx = ref.backward_data(dy, w, p)
    assert dx.shape == p.x_shape and dx.dtype == np.float64
    np.testing.assert_allclose(dx, naive_backward_data(dy, w, p), rtol=1e-12, atol=1e-12)

    dw = ref.backward_weight(x, dy, p)
    assert dw.shape == p.w_shape and dw.dtype == np.float64
    np.testing.assert_allclose(dw, naive_backward_weight(x, dy, p), rtol=1e-12, atol=1e-12)


def test_groups_are_independent():
    p = ConvProblem(2, 1, 2, 2, input=(5, 5), filter=3, pad=1)
    rng = np.random.default_rng(0)
    x = rng.standard_normal(p.x_shape)
    w = rng.standard_normal(p.w_shape)
    w[1] = 0.0
    y = ref.forward(x, w, p)
    assert np.all(y[..., 1, :] == 0.0)
    x2 = x.copy()
    x2[..., 1, :] = 1e6
    np.testing.assert_array_equal(ref.forward(x2, w, p)[..., 0, :], y[..., 0, :])


# --------------------------------------------------------------------------
# adjoint identities (hypothesis)
# --------------------------------------------------------------------------

@st.composite
def problems(draw):
    rank = draw(st.integers(1, 3))
    maxin = {1: 9, 2: 6, 3: 4}[rank]
    G = draw(st.integers(1, 3))
    N = draw(st.integers(1, 2))
    C = draw(st.integers(1, 3))
    K = draw(st.integers(1, 3))
    dims = []
    for _ in range(rank):
        f = draw(st.integers(1, 3))
        s = draw(st.integers(1, 3))
        d = draw(st.integers(1, 2))
        pl = draw(st.integers(0, 3))
        pr = draw(st.integers(0, 3))
        i = draw(st.integers(1, maxin))
        i = max(i, d * (f - 1) + 1 - pl - pr, 1)  # ensure output >= 1
        dims.append((i, f, s, d, pl, pr))
    i, f, s, d, pl, pr = (tuple(t) for t in zip(*dims))
    return ConvProblem(G, N, C, K, input=i, filter=f, stride=s, dilation=d,
                       pad=pl, pad_right=pr)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(p=problems(), seed=st.integers(0, 2**32 - 1))
def test_adjoint_identities(p, seed):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(p.x_shape)
    w = rng.standard_normal(p.w_shape)
    dy = rng.standard_normal(p.y_shape)

    y = ref.forward(x, w, p)
    dx = ref.backward_data(dy, w, p)
    dw = ref.backward_weight(x, dy, p)
    assert y.shape == p.y_shape and dx.shape == p.x_shape and dw.shape == p.w_shape

    a = float(np.vdot(y, dy))
    b = float(np.vdot(x, dx))
    c = float(np.vdot(w, dw))
    # scale guards against cancellation making a pure relative test meaningless
    scale = float(np.vdot(np.abs(x), ref.backward_data(np.abs(dy), np.abs(w), p)))
    tol = 1e-9 * max(abs(a), scale * 1e-3, 1e-300)
    assert abs(a - b) <= tol, (a, b, p)
    assert abs(a - c) <= tol, (a, c, p)


# --------------------------------------------------------------------------
# dtypes, validation, speed
# --------------------------------------------------------------------------

@pytest.mark.parametrize("dt", [ml_dtypes.bfloat16, np.float16, np.float32, np.float64])
def test_low_precision_inputs(dt):
    p = ConvProblem(2, 1, 3, 2, input=(5, 4), filter=3, pad=1, stride=(1, 2))
    rng = np.random.default_rng(1)
    x = rng.standard_normal(p.x_shape).astype(dt)
    w = rng.standard_normal(p.w_shape).astype(dt)
    dy = rng.standard_normal(p.y_shape).astype(dt)
    x64, w64, dy64 = (a.astype(np.float64) for a in (x, w, dy))

    y = ref.forward(x, w, p)
    dx = ref.backward_data(dy, w, p)
    dw = ref.backward_weight(x, dy, p)
    for r in (y, dx, dw):
        assert r.dtype == np.float64
    # identical to computing on the exactly-upcast values
    np.testing.assert_array_equal(y, ref.forward(x64, w64, p))
    np.testing.assert_array_equal(dx, ref.backward_data(dy64, w64, p))
    np.testing.assert_array_equal(dw, ref.backward_weight(x64, dy64, p))
    # and mixed dtypes work
    assert ref.forward(x, w64, p).dtype == np.float64


def test_shape_validation():
    p = ConvProblem(2, 1, 3, 4, input=(5, 5), filter=3)
    x = np.zeros(p.x_shape)
    w = np.zeros(p.w_shape)
    dy = np.zeros(p.y_shape)
    with pytest.raises(ValueError, match=r"x: expected shape \(1, 5, 5, 2, 3\), got \(1, 5, 5, 3, 2\)"):
        ref.forward(np.zeros((1, 5, 5, 3, 2)), w, p)
    with pytest.raises(ValueError, match=r"w: expected shape"):
        ref.forward(x, np.zeros((2, 4, 3, 3, 4)), p)
    with pytest.raises(ValueError, match=r"dy: expected shape \(1, 3, 3, 2, 4\)"):
        ref.backward_data(np.zeros((1, 5, 5, 2, 4)), w, p)
    with pytest.raises(ValueError, match=r"w: expected"):
        ref.backward_data(dy, w[:1], p)
    with pytest.raises(ValueError, match=r"x: expected"):
        ref.backward_weight(x[..., :1], dy, p)
    with pytest.raises(ValueError, match=r"dy: expected"):
        ref.backward_weight(x, dy[0], p)


def test_speed_3d():
    p = ConvProblem(2, 2, 8, 8, input=(6, 6, 6), filter=3, pad=1)
    rng = np.random.default_rng(2)
    x = rng.standard_normal(p.x_shape)
    w = rng.standard_normal(p.w_shape)
    dy = rng.standard_normal(p.y_shape)
    t0 = time.process_time()
    ref.forward(x, w, p)
    ref.backward_data(dy, w, p)
    ref.backward_weight(x, dy, p)
    assert time.process_time() - t0 < 1.0
