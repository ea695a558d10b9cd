"""runtime.pytorch (a drop-in for F.conv1d/2d/3d with autograd) and device tensors
(torch tensors on a Library call, zero copy) on the cpu platform with the CPU build of
torch: forward and gradients against torch's own convolution, gradcheck, a small CNN's
training step, torch.compile without a graph break, and the refusals."""

from __future__ import annotations

import copy

import numpy as np
import pytest

torch = pytest.importorskip("torch", reason="torch is optional: pip install torch (the test extra has it)")
F = torch.nn.functional

import runtime  # noqa: E402
from conftest import require_tools  # noqa: E402

pytestmark = pytest.mark.build


@pytest.fixture(scope="module")
def hp():
    """runtime.pytorch on the cpu platform, torch on one thread for this module (tiny
    problems: on a busy 2-core machine two threads make each call several times slower)."""
    require_tools("cmake", "g++")
    import runtime.pytorch as hp
    for direction in ("forward", "backward_data", "backward_weight"):
        assert hp.library(direction).platform == "cpu"
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield hp
    torch.set_num_threads(threads)


CASES = [  # dims, groups, stride, padding, dilation
    (1, 1, 1, 2, 2), (1, 2, 2, 1, 1), (2, 1, 1, 1, 1), (2, 2, 2, 1, 1), (2, 1, (2, 1), (0, 2), (1, 2)),
    (3, 1, 1, 1, 1), (3, 2, (1, 2, 1), 1, 1),
]


@pytest.mark.parametrize("dims, groups, stride, padding, dilation", CASES, ids=str)
def test_matches_torch_forward_and_gradients(hp, dims, groups, stride, padding, dilation):
    torch.manual_seed(dims * 10 + groups)
    C, K = 4 * groups, 8 * groups
    x = torch.randn(2, C, *([7] * dims), requires_grad=True)
    w = torch.randn(K, C // groups, *([3] * dims), requires_grad=True)
    b = torch.randn(K, requires_grad=True)
    conv = {1: F.conv1d, 2: F.conv2d, 3: F.conv3d}[dims]
    y = hp.conv(x, w, b, stride, padding, dilation, groups)
    want = conv(x, w, b, stride, padding, dilation, groups)
    torch.testing.assert_close(y, want, rtol=1e-4, atol=1e-4)
    g = torch.randn_like(want)
    got = torch.autograd.grad(y, (x, w, b), g)
    ref = torch.autograd.grad(want, (x, w, b), g)
    for name, a, r in zip(("dx", "dw", "db"), got, ref):
        torch.testing.assert_close(a, r, rtol=1e-4, atol=1e-4, msg=name)


@pytest.mark.filterwarnings("ignore:Input #.* is not a double precision")
def test_gradcheck_fp32_tolerant(hp):
    """gradcheck in fp32 (the kernels are fp32): finite differences with eps 1e-2, compared
    at 2e-2 (fp32 rounding of the differences, not of hipconv, sets the tolerance)."""
    torch.manual_seed(3)
    x = torch.randn(1, 4, 5, 5, requires_grad=True)
    w = torch.randn(4, 2, 3, 3, requires_grad=True)
    assert torch.autograd.gradcheck(lambda a, b: hp.conv(a, b, None, 1, 1, 1, 2, fallback=False), (x, w),
                                    eps=1e-2, atol=2e-2, rtol=2e-2, fast_mode=True)


@pytest.mark.parametrize("dims, groups, stride, padding, dilation", [(1, 2, 2, 1, 1), (2, 2, (2, 1), (1, 0), (1, 2)),
                                                               (3, 1, 1, 1, 1)], ids=str)
def test_gradcheck_fp64(hp, dims, groups, stride, padding, dilation):
    """float64 as torch users expect it: the fp64 FMA instances (no fallback) pass
    torch.autograd.gradcheck (finite differences against the analytic gradients of the
    three directions) and gradgradcheck (the backward operators' own autograd: double
    backward through hipconv's directions; fast mode, a random projection, to keep the
    emulated kernels' call count small)."""
    torch.manual_seed(12)
    x = torch.randn(2, 2 * groups, *([5] * dims), dtype=torch.float64, requires_grad=True)
    w = torch.randn(3 * groups, 2, *([3] * dims), dtype=torch.float64, requires_grad=True)
    b = torch.randn(3 * groups, dtype=torch.float64, requires_grad=True)
    conv = lambda a, c, d: hp.conv(a, c, d, stride, padding, dilation, groups, fallback=False)  # noqa: E731
    assert torch.autograd.gradcheck(conv, (x, w, b), fast_mode=dims == 3)
    assert torch.autograd.gradgradcheck(conv, (x, w, b), fast_mode=True)
    want = {1: F.conv1d, 2: F.conv2d, 3: F.conv3d}[dims](x, w, b, stride, padding, dilation, groups)
    torch.testing.assert_close(conv(x, w, b), want, rtol=1e-12, atol=1e-12)


def test_double_backward_matches_torch(hp):
    """A gradient penalty (d/dx, d/dw of |dL/dx|^2, WGAN-GP / R1 style) and a Hessian-vector
    product through hp.conv and through a converted module equal torch's, with no
    "autograd kernel was not registered" warning: the backward operators are differentiable,
    each through hipconv's other directions."""
    import warnings
    torch.manual_seed(14)
    x = torch.randn(2, 4, 6, 5, dtype=torch.float64, requires_grad=True)
    w = torch.randn(6, 2, 3, 2, dtype=torch.float64, requires_grad=True)
    b = torch.randn(6, dtype=torch.float64, requires_grad=True)

    def penalty(conv):
        y = conv(x, w, b, (2, 1), (1, 0), 1, 2)
        gx, gw = torch.autograd.grad(y.tanh().sum(), (x, w), create_graph=True)
        return torch.autograd.grad(gx.square().sum() + gw.square().sum(), (x, w, b), allow_unused=True)

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        got = penalty(hp.conv)
    for name, a, r in zip(("x", "w", "b"), got, penalty(F.conv2d)):
        torch.testing.assert_close(a, r, msg=name)
    ours = hp.convert(torch.nn.Conv2d(4, 6, 3, padding=1, groups=2).double())
    theirs = torch.nn.Conv2d(4, 6, 3, padding=1, groups=2).double()
    theirs.load_state_dict(ours.state_dict())
    v = torch.randn(2, 4, 6, 5, dtype=torch.float64)

    def hvp(layer):     # Hessian-vector product of a loss in x
        (g,) = torch.autograd.grad(layer(x).square().sum(), x, create_graph=True)
        return torch.autograd.grad((g * v).sum(), (x, layer.weight))

    for a, r in zip(hvp(ours), hvp(theirs)):
        torch.testing.assert_close(a, r)
    assert torch.autograd.gradgradcheck(lambda t: ours(t), (x,), fast_mode=True)


def test_forward_mode_ad_raises_instead_of_dropping_the_tangent(hp):
    """The C++ autograd has no forward mode: a dual tensor (torch.func.jvp,
    torch.autograd.forward_ad) raises rather than losing its tangent; torch.func's
    transforms over a C++ autograd function raise torch's own error."""
    import torch.autograd.forward_ad as fwAD
    x, w = torch.randn(2, 4, 6, 6), torch.randn(3, 4, 3, 3)
    with pytest.raises(RuntimeError, match="forward-mode AD"):
        torch.func.jvp(lambda a: hp.conv(a, w, None, 1, 1), (x,), (x,))
    with fwAD.dual_level(), pytest.raises(RuntimeError, match="forward-mode AD"):
        hp.conv(x, fwAD.make_dual(w, w), None, 1, 1)
    with pytest.raises(RuntimeError, match="functorch transforms"):
        torch.func.grad(lambda a: hp.conv(a, w, None, 1, 1).sum())(x)


GEOMETRY = ([1, 1], [1, 1], [1, 1], [1, 1], 1)   # stride, pad_left, pad_right, dilation, groups


def test_opcheck_of_the_operators(hp):
    """torch.library.opcheck: schema, Meta kernels (fake tensors, dynamic shapes), the C++
    autograd registration."""
    x = torch.randn(2, 4, 6, 6)
    w = torch.randn(8, 4, 3, 3)
    dy = torch.randn(2, 8, 6, 6)
    torch.library.opcheck(hp.conv_forward, (x, w, None, *GEOMETRY))
    torch.library.opcheck(hp.conv_forward, (x.requires_grad_(), w, torch.randn(8), *GEOMETRY))
    cl = lambda t: t.contiguous(memory_format=torch.channels_last)   # noqa: E731
    torch.library.opcheck(hp.conv_forward, (cl(x.detach()), cl(w), None, *GEOMETRY))
    torch.library.opcheck(hp.conv_backward_data, (dy, w, list(x.shape), *GEOMETRY))
    torch.library.opcheck(hp.conv_backward_weight, (x.detach(), dy, list(w.shape), *GEOMETRY))
    torch.library.opcheck(hp.conv_backward, (dy, x.detach(), w, *GEOMETRY))
    torch.library.opcheck(hp.conv_backward, (dy, x.detach(), cl(w), *GEOMETRY))
    torch.library.opcheck(hp.conv_backward_data, (dy, cl(w), list(x.shape), *GEOMETRY, True, False))
    torch.library.opcheck(hp.conv_backward_weight, (x.detach(), dy, list(w.shape), *GEOMETRY, True, True))
    dyg, wg = dy.clone().requires_grad_(), w.clone().requires_grad_()     # their autograd (double backward)
    torch.library.opcheck(hp.conv_backward_data, (dyg, wg, list(x.shape), *GEOMETRY))
    torch.library.opcheck(hp.conv_backward, (dyg, x.clone().requires_grad_(), wg, *GEOMETRY))


def test_both_gradients_in_one_call_equal_the_two_operators(hp):
    """conv_backward gives what conv_backward_data and conv_backward_weight give, both in
    torch's memory format for x and w (channels-last when either is), for channels-first,
    channels-last and mixed operands and a channel-slice view of dY; the autograd takes it
    when both gradients are needed (and only then)."""
    from torch.profiler import ProfilerActivity, profile
    torch.manual_seed(17)
    ops = torch.ops.hipconv
    cl = lambda t: t.contiguous(memory_format=torch.channels_last)   # noqa: E731
    x = torch.randn(2, 6, 9, 7)
    w = torch.randn(10, 3, 3, 3)
    geometry = ([2, 1], [1, 1], [1, 0], [1, 1], 2)
    dy_first = torch.randn(2, 10, 5, 6)
    dy_view = cl(torch.randn(2, 16, 5, 6))[:, 3:13]
    for xs, ws, dys, channels_last in ((x, w, dy_first, False), (x, cl(w), dy_first, True),
                                       (cl(x), cl(w), cl(dy_first), True), (cl(x), w, dy_view, True),
                                       (x, w, dy_view, False)):
        dx, dw = ops.conv_backward(dys, xs, ws, *geometry)
        assert (dx.stride(1) == 1) == (dw.stride(1) == 1) == channels_last
        want_dx = ops.conv_backward_data(dys, ws, list(xs.shape), *geometry, True, channels_last)
        want_dw = ops.conv_backward_weight(xs, dys, list(ws.shape), *geometry, True, channels_last)
        for got, want in ((dx, want_dx), (dw, want_dw)):
            assert got.stride() == want.stride()
            torch.testing.assert_close(got, want, rtol=0, atol=0)
    xg, wg = x.clone().requires_grad_(), w.clone().requires_grad_()
    y = hp.conv(xg, wg, None, (2, 1), (1, 1), 1, 2)
    with profile(activities=[ProfilerActivity.CPU]) as both:
        torch.autograd.grad(y, (xg, wg), torch.randn(y.shape), retain_graph=True)
    with profile(activities=[ProfilerActivity.CPU]) as one:
        torch.autograd.grad(y, (wg,), torch.randn(y.shape))
    names = lambda p: {e.name for e in p.events() if e.name.startswith("hipconv::")}   # noqa: E731
    assert names(both) == {"hipconv::conv_backward"}
    assert names(one) == {"hipconv::conv_backward_weight"}


class _Net(torch.nn.Module):
    def __init__(self, conv):
        super().__init__()
        self.conv = conv
        self.w1 = torch.nn.Parameter(torch.randn(8, 3, 3, 3) * 0.3)
        self.b1 = torch.nn.Parameter(torch.zeros(8))
        self.w2 = torch.nn.Parameter(torch.randn(16, 4, 3, 3) * 0.3)
        self.head = torch.nn.Linear(16, 4)

    def forward(self, x):
        x = torch.relu(self.conv(x, self.w1, self.b1, 1, 1, 1, 1))
        x = torch.relu(self.conv(x, self.w2, None, 2, 1, 1, 2))
        return self.head(x.mean(dim=(2, 3)))


def test_small_cnn_training_step_matches_torch(hp):
    torch.manual_seed(4)
    ours, theirs = _Net(hp.conv), _Net(F.conv2d)
    theirs.load_state_dict(ours.state_dict())
    x = torch.randn(4, 3, 12, 12)
    labels = torch.tensor([0, 1, 2, 3])
    for net in (ours, theirs):
        optimizer = torch.optim.SGD(net.parameters(), lr=0.1)
        loss = F.cross_entropy(net(x), labels)
        loss.backward()
        optimizer.step()
    for (name, a), (_, b) in zip(ours.named_parameters(), theirs.named_parameters()):
        torch.testing.assert_close(a, b, rtol=1e-4, atol=1e-5, msg=name)


@pytest.mark.parametrize("dynamic", [False, True], ids=["static", "dynamic"])
def test_torch_compile_has_no_graph_break(hp, dynamic):
    """fullgraph=True (a break raises), forward and backward through AOTAutograd, with
    static and symbolic shapes (the Meta kernels take SymInts)."""
    torch.manual_seed(5)
    x = torch.randn(2, 4, 8, 8, requires_grad=True)
    w = torch.randn(8, 4, 3, 3, requires_grad=True)

    def step(x, w):
        return torch.relu(hp.conv(x, w, None, 1, 1, 1, 1)).square().sum()

    compiled = torch.compile(step, backend="aot_eager", fullgraph=True, dynamic=dynamic)
    want = step(x, w)
    got = compiled(x, w)
    torch.testing.assert_close(got, want)
    torch.testing.assert_close(torch.autograd.grad(got, (x, w)), torch.autograd.grad(want, (x, w)))
    if dynamic:   # another batch size runs on the same graph
        x3 = torch.randn(3, 4, 8, 8)
        torch.testing.assert_close(compiled(x3, w.detach()), step(x3, w.detach()))


@pytest.mark.parametrize("dynamic", [False, True], ids=["static", "dynamic"])
def test_torch_compile_of_a_channels_first_1d_layer(hp, dynamic):
    """The wav2vec2 pattern under torch.compile: a channels-first activation into a converted
    Conv1d (filter stored (K, L, C)), forward and backward through AOTAutograd with static and
    symbolic shapes; y and dX with torch's strides (channels-last: the filter is)."""
    torch.manual_seed(8)
    conv = hp.convert(torch.nn.Conv1d(6, 10, 3, stride=2, bias=False))
    reference = torch.nn.Conv1d(6, 10, 3, stride=2, bias=False)
    reference.weight.data = conv.weight.detach().clone()     # stored (K, L, C) as the converted one
    x = torch.randn(2, 6, 31, requires_grad=True)

    def step(layer, x):
        return torch.nn.functional.gelu(layer(x)).square().sum()

    compiled = torch.compile(lambda x: step(conv, x), backend="aot_eager", fullgraph=True, dynamic=dynamic)
    got = compiled(x)
    (dx,) = torch.autograd.grad(got, (x,))
    want = step(reference, x)
    (dx_want,) = torch.autograd.grad(want, (x,))
    torch.testing.assert_close(got, want, rtol=1e-4, atol=1e-4)
    torch.testing.assert_close(dx, dx_want, rtol=1e-4, atol=1e-4)
    assert dx.stride() == dx_want.stride()


def test_memory_format_follows_torch(hp):
    """Channels-first in: a contiguous result (so .view works); channels-last in (input or
    filter): channels-last out, with torch's own rule, for 1D, 2D and 3D (1D: torch makes the
    input contiguous first, so only a filter stored (K, L, C) makes the result (N, L, K))."""
    torch.manual_seed(6)
    for dims, cl in ((2, torch.channels_last), (3, torch.channels_last_3d)):
        x = torch.randn(2, 4, *([5] * dims))
        w = torch.randn(8, 4, *([3] * dims))
        conv = {2: F.conv2d, 3: F.conv3d}[dims]
        for xf, wf in ((torch.contiguous_format, torch.contiguous_format), (cl, torch.contiguous_format),
                       (torch.contiguous_format, cl), (cl, cl)):
            xs, ws = x.contiguous(memory_format=xf), w.contiguous(memory_format=wf)
            y, want = hp.conv(xs, ws, padding=1), conv(xs, ws, padding=1)
            assert y.stride() == want.stride(), (dims, xf, wf)
            torch.testing.assert_close(y, want, rtol=1e-4, atol=1e-4)
    y = hp.conv(torch.randn(2, 4, 6, 6), torch.randn(8, 4, 3, 3), padding=1)
    assert y.view(2, -1).shape == (2, 288)
    x1 = torch.randn(2, 4, 9)
    w1 = torch.randn(8, 4, 3)
    assert hp.conv(x1, w1).is_contiguous()
    stored = lambda t: t.transpose(1, 2).contiguous().transpose(1, 2)   # noqa: E731
    for xs, ws in ((stored(x1), w1), (x1, stored(w1)), (stored(x1), stored(w1))):
        y, want = hp.conv(xs, ws), F.conv1d(xs, ws)
        assert y.stride() == want.stride(), (xs.stride(), ws.stride())
        torch.testing.assert_close(y, want, rtol=1e-4, atol=1e-4)
    assert hp.conv(stored(x1), w1).is_contiguous()
    assert hp.conv(x1, stored(w1)).stride() == (7 * 8, 1, 8)   # (N, L, K) in memory


def test_results_are_fresh_tensors_for_in_place_ops(hp):
    """The op returns a tensor of its own (no view of the kernel's buffer): an in-place
    activation after it works in autograd (EfficientNet's SiLU(inplace=True))."""
    torch.manual_seed(7)
    x = torch.randn(2, 4, 6, 6, requires_grad=True)
    w = torch.randn(8, 4, 3, 3, requires_grad=True)
    y = hp.conv(x, w, padding=1)
    assert y._base is None
    torch.nn.functional.silu(y, inplace=True)
    y.sum().backward()
    ref_x, ref_w = x.detach().requires_grad_(), w.detach().requires_grad_()
    F.silu(F.conv2d(ref_x, ref_w, padding=1)).sum().backward()
    torch.testing.assert_close(x.grad, ref_x.grad, rtol=1e-4, atol=1e-4)
    torch.testing.assert_close(w.grad, ref_w.grad, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("padding, kernel, dilation", [("same", 3, 1), ("same", 4, 1), ("same", 3, 2),
                                                       ("same", (2, 5), (1, 2)), ("valid", 3, 1)])
def test_padding_strings_like_torch(hp, padding, kernel, dilation):
    torch.manual_seed(8)
    x = torch.randn(2, 4, 9, 8, requires_grad=True)
    w = torch.randn(6, 4, *((kernel, kernel) if isinstance(kernel, int) else kernel), requires_grad=True)
    y = hp.conv(x, w, None, 1, padding, dilation)
    want = F.conv2d(x, w, None, 1, padding, dilation)
    torch.testing.assert_close(y, want, rtol=1e-4, atol=1e-4)
    g = torch.randn_like(want)
    for a, r in zip(torch.autograd.grad(y, (x, w), g), torch.autograd.grad(want, (x, w), g)):
        torch.testing.assert_close(a, r, rtol=1e-4, atol=1e-4)
    with pytest.raises(ValueError, match="strided"):
        hp.conv(x, w, None, 2, "same")


def test_empty_batch(hp):
    x = torch.randn(0, 4, 6, 6, requires_grad=True)
    w = torch.randn(8, 4, 3, 3, requires_grad=True)
    y = hp.conv(x, w, padding=1)
    assert y.shape == F.conv2d(x, w, padding=1).shape == (0, 8, 6, 6)
    y.sum().backward()
    assert x.grad.shape == x.shape and torch.count_nonzero(w.grad) == 0


def test_the_bias_runs_in_the_epilogue(hp):
    """With a bias every forward plan adds it in the kernel's epilogue (an acc instance's
    optional bias, or an acc + bias one), 1D, 2D and 3D alike; values and gradients agree with
    F.conv*d."""
    from runtime import native
    torch.manual_seed(9)
    x = torch.randn(2, 4, 6, 6, requires_grad=True)
    w = torch.randn(8, 4, 3, 3, requires_grad=True)
    b = torch.randn(8, requires_grad=True)
    y = hp.conv(x, w, b, padding=1)
    problem = runtime.ConvProblem(G=1, N=2, C=4, K=8, input=(6, 6), filter=3, pad=1)
    plan = native.plan_of(native.Request("forward", "fp32", "cpu", True, problem))
    assert plan["outcome"] == "run" and plan["bias_in_epilogue"], plan
    torch.testing.assert_close(y, F.conv2d(x, w, b, padding=1), rtol=1e-4, atol=1e-4)
    g = torch.randn_like(y)
    for a, r in zip(torch.autograd.grad(y, (x, w, b), g),
                    torch.autograd.grad(F.conv2d(x, w, b, padding=1), (x, w, b), g)):
        torch.testing.assert_close(a, r, rtol=1e-4, atol=1e-4)
    for shape, conv in (((2, 4, 9), F.conv1d), ((1, 4, 5, 4, 6), F.conv3d)):
        x1 = torch.randn(*shape)
        w1, b1 = torch.randn(8, 4, *([3] * (len(shape) - 2))), torch.randn(8)
        torch.testing.assert_close(hp.conv(x1, w1, b1, padding=1), conv(x1, w1, b1, padding=1),
                                   rtol=1e-4, atol=1e-4)
        problem1 = runtime.ConvProblem(G=1, N=shape[0], C=4, K=8, input=shape[2:], filter=3, pad=1)
        plan1 = native.plan_of(native.Request("forward", "fp32", "cpu", True, problem1))
        assert plan1["outcome"] == "run" and plan1["bias_in_epilogue"], plan1
    assert hp.hipconv_conv is hp.conv


BIAS_SHAPES = {  # dims, N, C, K, size, filter, stride, padding, groups
    "1d": (1, 2, 8, 24, 20, 3, 1, 1, 1),
    "2d_grouped": (2, 2, 16, 32, 9, 3, 2, 1, 2),
    "2d_depthwise": (2, 2, 32, 32, 10, 3, 1, 1, 32),
    "2d_1x1_split": (2, 8, 256, 24, 1, 1, 1, 0, 1),      # the squeeze-excitation shape of split_k
    "2d_stem_c3": (2, 2, 3, 16, 17, 7, 2, 3, 1),
    "3d": (3, 1, 8, 16, 6, 3, 1, 1, 1),
}


@pytest.mark.parametrize("dtype", ["bfloat16", "float16", "float32"])
@pytest.mark.parametrize("shape", sorted(BIAS_SHAPES))
def test_the_bias_is_as_accurate_as_torchs(hp, shape, dtype):
    """issue 65, item 4: the bias is added in fp32 before the one rounding to the output's
    dtype, so a 16-bit hp.conv(x, w, b) is as close to the float64 result as torch's own
    F.conv*d(x, w, b) in that dtype (norm-wise, 2% allowed for another summation order; here
    equal) -- before, it rounded twice where no acc + bias instance ran (1D, 3D, most 2D
    shapes), as hp.conv(x, w) + b still does: 1.7-11x torch's error on these shapes.  fp32
    rounds once either way; its error is the summation order's (a loose bound)."""
    dims, N, C, K, size, filt, stride, padding, groups = BIAS_SHAPES[shape]
    kind = getattr(torch, dtype)
    torch.manual_seed(sum(map(ord, shape + dtype)))
    x = (torch.randn(N, C, *([size] * dims)) + 8).to(kind)
    w = (torch.randn(K, C // groups, *([filt] * dims)) / (C // groups * filt ** dims) ** 0.5).to(kind)
    # a bias that cancels most of the sum (as a folded batch norm's does): the sum rounded to
    # 16 bits on its own loses what the result keeps
    b = (-8 * w.float().sum(tuple(range(1, dims + 2)))).to(kind)
    conv = (F.conv1d, F.conv2d, F.conv3d)[dims - 1]
    want = conv(x.double(), w.double(), b.double(), stride, padding, 1, groups)
    got = hp.conv(x, w, b, stride, padding, 1, groups, fallback=False)
    theirs = conv(x, w, b, stride, padding, 1, groups)

    def error(t):
        return float((t.double() - want).norm() / want.norm())

    if kind is torch.float32:      # where the bias is added does not matter: the order of the sums does
        assert error(got) <= 4 * error(theirs), (error(got), error(theirs))   # up to 2.8x (1x1, C = 256)
        return
    assert error(got) <= 1.02 * error(theirs), (error(got), error(theirs))   # the same here: 1.00x
    twice = hp.conv(x, w, None, stride, padding, 1, groups) + b.view(-1, *([1] * dims))
    assert error(twice) > 1.5 * error(theirs), (error(twice), error(theirs))   # not vacuous: 1.7-11x


def test_activation_views_go_in_without_a_copy(hp):
    """A slice of a wider channels-last tensor's channels (what torch.split / chunk give)
    goes to the kernels as it is, with its strides (the plan of the strided problem runs),
    in all three directions; a view no instance addresses (channels at stride 2) is copied
    and computed the same, without a fallback warning."""
    import warnings
    from runtime import native
    torch.manual_seed(11)
    wide = torch.randn(2, 24, 6, 7).to(memory_format=torch.channels_last)
    x = wide[:, 8:16].detach().requires_grad_(True)     # a view: channels 8..15 of 24
    assert not x.is_contiguous(memory_format=torch.channels_last)
    w = torch.randn(16, 8, 3, 3, requires_grad=True)
    y = hp.conv(x, w, None, padding=1)
    want = F.conv2d(x, w, None, padding=1)
    torch.testing.assert_close(y, want, rtol=1e-4, atol=1e-4)
    view = runtime.ConvProblem(G=1, N=2, C=8, K=16, input=(6, 7), filter=3, pad=1,
                               tensor_strides={"x": (24 * 42, 7 * 24, 24, 8, 1)})
    plan = native.plan_of(native.Request("forward", "fp32", "cpu", False, view))
    assert plan is not None and plan["outcome"] == "run", plan
    # backward: dY a view too (a slice of a wider gradient), x the view above
    dy_wide = torch.randn(2, 32, 6, 7).to(memory_format=torch.channels_last)
    dy = dy_wide[:, 16:]
    got = torch.autograd.grad(y, (x, w), dy)
    for a, r in zip(got, torch.autograd.grad(want, (x, w), dy)):
        torch.testing.assert_close(a, r, rtol=1e-4, atol=1e-4)
    view_dy = runtime.ConvProblem(G=1, N=2, C=8, K=16, input=(6, 7), filter=3, pad=1,
                                  tensor_strides={"y": (32 * 42, 7 * 32, 32, 16, 1)})
    assert native.plan_of(native.Request("backward_data", "fp32", "cpu", False, view_dy))["outcome"] == "run"
    both = runtime.ConvProblem(G=1, N=2, C=8, K=16, input=(6, 7), filter=3, pad=1,
                               tensor_strides={"x": (24 * 42, 7 * 24, 24, 8, 1),
                                               "y": (32 * 42, 7 * 32, 32, 16, 1)})
    assert native.plan_of(native.Request("backward_weight", "fp32", "cpu", False, both))["outcome"] == "run"
    # channels at stride 2: refused as a view (no warning), copied, right
    odd = torch.randn(2, 16, 6, 7).to(memory_format=torch.channels_last)[:, ::2]
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        torch.testing.assert_close(hp.conv(odd, w.detach(), None, padding=1),
                                   F.conv2d(odd, w.detach(), None, padding=1), rtol=1e-4, atol=1e-4)


def _copies_inside(profile, prefix="hipconv::"):
    """The aten::copy_ / aten::contiguous calls made inside hipconv's operators."""
    found = []
    for event in profile.events():
        if event.name in ("aten::copy_", "aten::contiguous", "aten::clone"):
            parent = event.cpu_parent
            while parent is not None and not parent.name.startswith(prefix):
                parent = parent.cpu_parent
            if parent is not None:
                found.append((parent.name, event.name, str(event.input_shapes[:1])))
    return found


@pytest.mark.parametrize("dims", [1, 2, 3])
def test_channels_first_tensors_cross_layouts_by_the_library_transpose(hp, dims):
    """A channels-first model's activations with channels-last filters (a converted Conv1d
    stores its filter (K, L, C); a 2D / 3D filter in channels-last memory): forward and both
    backward directions match torch, no torch copy runs inside the operators (the
    library's transpose moves them), and the result and dX are channels-last by torch's rule,
    with torch's strides."""
    from torch.profiler import ProfilerActivity, profile
    torch.manual_seed(31 + dims)
    spatial = {1: (23,), 2: (7, 9), 3: (3, 5, 6)}[dims]
    x = torch.randn(2, 12, *spatial, requires_grad=True)          # dense channels-first
    w0 = torch.randn(20, 12, *([3] * dims))
    order = (0, *range(2, 2 + dims), 1)
    w = w0.permute(order).contiguous().permute(tuple(order.index(a) for a in range(2 + dims)))
    w.requires_grad_(True)                                          # channels-last memory
    conv = {1: F.conv1d, 2: F.conv2d, 3: F.conv3d}[dims]
    want = conv(x, w, None, stride=2, padding=1)
    hp.conv(x, w, None, stride=2, padding=1).sum().backward()       # plans made outside the profile
    x.grad = w.grad = None
    dy = torch.randn(want.shape)                                    # dense channels-first dY
    with profile(activities=[ProfilerActivity.CPU], record_shapes=True) as prof:
        y = hp.conv(x, w, None, stride=2, padding=1)
        dx, dw = torch.autograd.grad(y, (x, w), dy)
    assert _copies_inside(prof) == []
    torch.testing.assert_close(y, want, rtol=1e-4, atol=1e-4)
    assert not y.is_contiguous() and y.stride(1) == 1               # channels-last, torch's rule
    assert y.stride() == want.stride()
    for got, ref in zip((dx, dw), torch.autograd.grad(want, (x, w), dy)):
        assert got.stride() == ref.stride()
        torch.testing.assert_close(got, ref, rtol=1e-4, atol=1e-4)
    # forward's result asked channels-first (x and w channels-first): the transpose back
    w_first = w0.requires_grad_(True)
    with profile(activities=[ProfilerActivity.CPU], record_shapes=True) as prof:
        y = hp.conv(x, w_first, None, padding=1)
    assert y.is_contiguous() and _copies_inside(prof) == []
    torch.testing.assert_close(y, conv(x, w_first, None, padding=1), rtol=1e-4, atol=1e-4)


def test_backward_result_layout_options(hp):
    """conv_backward_data(..., dx_channels_last=) and conv_backward_weight(..., dw_channels_last=)
    give the gradient in the memory format asked (the autograd passes torch's for x and w),
    and by default channels-last when an operand is; the fake kernels (meta tensors) say the
    same strides."""
    torch.manual_seed(41)
    dy = torch.randn(2, 5, 8, 8).to(memory_format=torch.channels_last)
    w = torch.randn(5, 4, 3, 3).to(memory_format=torch.channels_last)
    x = torch.randn(2, 4, 8, 8)
    ops = torch.ops.hipconv
    geometry = ([1, 1], [1, 1], [1, 1], [1, 1], 1)
    meta = lambda t: t.to("meta")   # noqa: E731
    for asked in (None, True, False):
        extra = () if asked is None else (True, asked)
        dx = ops.conv_backward_data(dy, w, [2, 4, 8, 8], *geometry, *extra)
        dw = ops.conv_backward_weight(x, dy, [5, 4, 3, 3], *geometry, *extra)
        assert dx.is_contiguous() == dw.is_contiguous() == (asked is False), asked
        assert ops.conv_backward_data(meta(dy), meta(w), [2, 4, 8, 8], *geometry, *extra).stride() == dx.stride()
        assert ops.conv_backward_weight(meta(x), meta(dy), [5, 4, 3, 3], *geometry, *extra).stride() == dw.stride()
        torch.testing.assert_close(dx, ops.conv_backward_data(dy.contiguous(), w, [2, 4, 8, 8], *geometry),
                                   rtol=0, atol=0)
    assert ops.conv_backward_weight(x, dy.contiguous(), [5, 4, 3, 3], *geometry).is_contiguous()


@pytest.mark.parametrize("dims", [1, 2, 3])
def test_unbatched_inputs_and_one_element_tuples_as_torch(hp, dims):
    """F.conv*d takes an unbatched input ((C, *spatial): a batch of one, the result squeezed)
    and broadcasts a one-element tuple (stride=(2,)) to every dimension: so do hp.conv and
    a converted module, forward and gradients."""
    torch.manual_seed(20 + dims)
    x = torch.randn(4, *([6] * dims), requires_grad=True)
    w = torch.randn(6, 2, *([3] * dims), requires_grad=True)
    b = torch.randn(6, requires_grad=True)
    conv = {1: F.conv1d, 2: F.conv2d, 3: F.conv3d}[dims]
    y = hp.conv(x, w, b, (2,), (1,), (1,), 2)
    want = conv(x, w, b, (2,), (1,), (1,), 2)
    assert y.shape == want.shape and y.stride() == want.stride()
    torch.testing.assert_close(y, want, rtol=1e-4, atol=1e-4)
    g = torch.randn_like(want)
    for a, r in zip(torch.autograd.grad(y, (x, w, b), g), torch.autograd.grad(want, (x, w, b), g)):
        assert a.shape == r.shape
        torch.testing.assert_close(a, r, rtol=1e-4, atol=1e-4)
    layer = {1: torch.nn.Conv1d, 2: torch.nn.Conv2d, 3: torch.nn.Conv3d}[dims](4, 6, 3, padding=1,
                                                                               padding_mode="reflect")
    reference = copy.deepcopy(layer)
    hp.convert(layer, channels_last_filters=False)
    torch.testing.assert_close(layer(x), reference(x), rtol=1e-4, atol=1e-4)
    with pytest.raises(ValueError, match="dimensions"):
        hp.conv(x[0], w)


def test_dtype_rules_as_torch(hp):
    """Mismatched dtypes raise (torch raises too); integer and complex tensors are computed by
    torch's convolution with one warning per shape, or raise with fallback=False."""
    import warnings
    x, w, b = torch.randn(2, 4, 6), torch.randn(3, 4, 3), torch.randn(3)
    for args in ((x, w, b.double()), (x.long(), w.long(), b.double()), (x.double(), w.double(), b.cdouble()),
                 (x, w.double(), None)):
        with pytest.raises(RuntimeError):
            F.conv1d(*args)
        with pytest.raises(ValueError, match="dtype"):
            hp.conv(*args)
    for dtype in (torch.int64, torch.complex64):
        xs, ws, bs = x.to(dtype), w.to(dtype), b.to(dtype)
        with pytest.warns(UserWarning, match=f"falls back to torch's convolution: unsupported-dtype.*{dtype}"):
            y = hp.conv(xs, ws, bs, padding=1)
        assert y.dtype == dtype and torch.equal(y, F.conv1d(xs, ws, bs, padding=1))
        with warnings.catch_warnings():
            warnings.simplefilter("error")     # the shape's second call: no warning
            hp.conv(xs, ws, bs, padding=1)
        with pytest.raises(RuntimeError, match="unsupported-dtype.*fallback=False"):
            hp.conv(xs, ws, bs, padding=1, fallback=False)
    with pytest.warns(UserWarning, match="unsupported-dtype: hipconv has no kernels for Long"):   # the operator itself
        torch.ops.hipconv.conv_forward(x.long()[:1], w.long(), None, [1], [0], [0], [1], 1)


def test_errors_are_one_line_value_errors(hp):
    x, w = torch.randn(2, 4, 6, 6), torch.randn(8, 3, 3, 3)
    with pytest.raises(ValueError, match="the filter expects 3 per group"):
        hp.conv(x, w)
    with pytest.raises(ValueError, match="smaller than the dilated filter"):
        hp.conv(torch.randn(2, 4, 2, 2), torch.randn(8, 4, 3, 3))
    with pytest.raises(ValueError, match="stride has 3 values"):
        hp.conv(x, torch.randn(8, 4, 3, 3), stride=(1, 1, 1))


# ------------------------------------------------------------------ convert()

class _Zoo(torch.nn.Module):
    """Every kind of layer convert() must carry: grouped, depthwise, strided, dilated,
    biased, padding='same' (odd and even filters), reflect padding, 1D and 3D, with
    in-place activations after the convolutions."""

    def __init__(self):
        super().__init__()
        nn = torch.nn
        self.stem = nn.Conv2d(3, 8, 3, stride=2, padding=1, bias=True)
        self.grouped = nn.Conv2d(8, 16, 3, padding=1, groups=2, bias=False)
        self.depthwise = nn.Conv2d(16, 16, 5, padding=2, groups=16)
        self.dilated = nn.Conv2d(16, 8, 3, padding=2, dilation=2)
        self.same = nn.Conv2d(8, 8, 3, padding="same")
        self.same_even = nn.Conv2d(8, 8, 4, padding="same", bias=False)
        self.reflect = nn.Conv2d(8, 8, 3, padding=1, padding_mode="reflect")
        self.act = nn.SiLU(inplace=True)
        self.relu = nn.ReLU(inplace=True)
        self.audio = nn.Conv1d(8, 8, 3, stride=2, padding=1)
        self.video = nn.Conv3d(2, 4, (1, 3, 3), padding=(0, 1, 1))
        self.head = nn.Linear(8 + 8 + 4, 5)

    def forward(self, x, v):
        x = self.act(self.stem(x))
        x = self.relu(self.grouped(x))
        x = self.act(self.depthwise(x))
        x = self.dilated(x)
        x = self.same(x) + x
        x = self.relu(self.same_even(x))
        x = self.reflect(x)
        a = self.audio(x.flatten(2))
        v = self.relu(self.video(v))
        return self.head(torch.cat([x.mean((2, 3)), a.mean(2), v.mean((2, 3, 4))], 1))


def test_convert_keeps_the_module_and_matches_torch(hp):
    torch.manual_seed(10)
    theirs = _Zoo()
    ours = _Zoo()
    ours.load_state_dict(theirs.state_dict())
    parameters = {name: p for name, p in ours.named_parameters()}
    keys = list(ours.state_dict())
    assert hp.convert(ours) is ours
    assert {name: p for name, p in ours.named_parameters()} == parameters     # the same objects
    assert list(ours.state_dict()) == keys
    assert isinstance(ours.stem, torch.nn.Conv2d) and isinstance(ours.audio, torch.nn.Conv1d)
    assert len(hp.converted(ours)) == 9
    x, v = torch.randn(2, 3, 16, 16), torch.randn(2, 2, 3, 6, 6)
    labels = torch.tensor([1, 3])
    for net in (ours, theirs):
        F.cross_entropy(net(x, v), labels).backward()
    torch.testing.assert_close(ours(x, v), theirs(x, v), rtol=1e-4, atol=1e-4)
    for (name, a), (_, b) in zip(ours.named_parameters(), theirs.named_parameters()):
        torch.testing.assert_close(a.grad, b.grad, rtol=1e-3, atol=1e-4, msg=name)
    # state_dict round trip, into a converted and an unconverted model
    fresh = hp.convert(_Zoo())
    fresh.load_state_dict(ours.state_dict())
    torch.testing.assert_close(fresh(x, v), ours(x, v))
    plain = _Zoo()
    plain.load_state_dict(ours.state_dict())
    torch.testing.assert_close(plain(x, v), theirs(x, v), rtol=1e-4, atol=1e-4)


def test_convert_filter_fn(hp):
    model = _Zoo()
    hp.convert(model, filter_fn=lambda name, m: m.groups == 1 and isinstance(m, torch.nn.Conv2d))
    names = sorted(name for name, _ in hp.converted(model))
    assert names == ["dilated", "reflect", "same", "same_even", "stem"]


class _StdConv2d(torch.nn.Conv2d):
    """timm's StdConv2d: the filter standardized per output channel, then F.conv2d."""

    def __init__(self, *args, eps=1e-6, **kwargs):
        super().__init__(*args, **kwargs)
        self.eps = eps

    def forward(self, x):
        weight = F.batch_norm(self.weight.reshape(1, self.out_channels, -1), None, None,
                              training=True, momentum=0., eps=self.eps).reshape_as(self.weight)
        return F.conv2d(x, weight, self.bias, self.stride, self.padding, self.dilation, self.groups)


class _ScaledStdConv2d(torch.nn.Conv2d):
    """timm's ScaledStdConv2d: standardized with a learned gain, keyword arguments to F.conv2d."""

    def __init__(self, *args, gamma=1.0, eps=1e-6, **kwargs):
        super().__init__(*args, **kwargs)
        self.gain = torch.nn.Parameter(torch.full((self.out_channels, 1, 1, 1), 1.5))
        self.scale = gamma * self.weight[0].numel() ** -0.5
        self.eps = eps

    def forward(self, x):
        weight = F.batch_norm(self.weight.reshape(1, self.out_channels, -1), None, None,
                              weight=(self.gain * self.scale).view(-1), training=True, momentum=0.,
                              eps=self.eps).reshape_as(self.weight)
        return F.conv2d(x, weight, bias=self.bias, stride=self.stride, padding=self.padding,
                        dilation=self.dilation, groups=self.groups)


class _CenteredConv1d(torch.nn.Conv1d):
    """Its own _conv_forward: the filter's mean removed, then nn.Conv1d's convolution."""

    def _conv_forward(self, x, weight, bias):
        return super()._conv_forward(x, weight - weight.mean(dim=(1, 2), keepdim=True), bias)


class _TwiceConv2d(torch.nn.Conv2d):
    """Something else entirely: its filter applied twice (two convolutions per call)."""

    def forward(self, x):
        return F.conv2d(F.conv2d(x, self.weight, None, 1, 1), self.weight, self.bias, 1, 1)


class _WiderConv2d(torch.nn.Conv2d):
    """F.conv2d with another dilation than its own."""

    def forward(self, x):
        return F.conv2d(x, self.weight, self.bias, self.stride, 2, 2, self.groups)


class _HipconvCalls(torch.utils._python_dispatch.TorchDispatchMode):
    """Counts the operator calls that reach hipconv (torch.ops.hipconv.*), per operator."""

    def __init__(self):
        super().__init__()
        self.calls = {}

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        if func.namespace == "hipconv":
            name = func.overloadpacket.__name__
            self.calls[name] = self.calls.get(name, 0) + 1
        return func(*args, **(kwargs or {}))


class _Standardized(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.std = _StdConv2d(4, 8, 3, padding=1)
        self.scaled = _ScaledStdConv2d(8, 8, 3, padding="same", groups=2, bias=False)
        self.centered = _CenteredConv1d(8, 6, 3, stride=2, padding=1)
        self.plain = torch.nn.Conv2d(8, 8, 1)

    def forward(self, x):
        x = self.plain(self.scaled(torch.relu(self.std(x))))
        return self.centered(x.flatten(2))


def test_convert_routes_weight_standardized_subclasses(hp):
    """A subclass with its own forward (or _conv_forward) keeps it and runs its convolution
    on hipconv: forward and gradients equal torch's, every call counted on hipconv's
    operators, converted() lists it."""
    torch.manual_seed(14)
    theirs = _Standardized()
    ours = copy.deepcopy(theirs)
    hp.convert(ours)
    assert sorted(name for name, _ in hp.converted(ours)) == ["centered", "plain", "scaled", "std"]
    assert isinstance(ours.std, _StdConv2d) and isinstance(ours.centered, _CenteredConv1d)
    x = torch.randn(2, 4, 8, 8, requires_grad=True)
    counter = _HipconvCalls()
    with counter:
        y = ours(x)
    assert counter.calls == {"conv_forward": 4}, counter.calls     # one per module, none on torch
    want = theirs(x)
    torch.testing.assert_close(y, want, rtol=1e-4, atol=1e-4)
    g = torch.randn_like(want)
    with counter:
        got = torch.autograd.grad(y, [x] + list(ours.parameters()), g)
    assert counter.calls["conv_forward"] == 4 and sum(counter.calls.values()) > 4, counter.calls
    ref = torch.autograd.grad(want, [x] + list(theirs.parameters()), g)
    names = ["x"] + [name for name, _ in ours.named_parameters()]
    for name, a, b in zip(names, got, ref):
        torch.testing.assert_close(a, b, rtol=1e-3, atol=1e-4, msg=name)
    assert len(hp.converted(ours)) == 4                           # still routed after calls
    graphs = []                    # torch.compile traces the routing: one graph, hipconv's operator in it

    def record(gm, inputs):
        graphs.append([str(node.target) for node in gm.graph.nodes if node.op == "call_function"])
        return gm
    torch._dynamo.reset()
    torch.testing.assert_close(torch.compile(ours.std, backend=record, fullgraph=True)(x), theirs.std(x),
                               rtol=1e-4, atol=1e-4)
    assert len(graphs) == 1 and "hipconv.conv_forward.default" in graphs[0], graphs


@pytest.mark.parametrize("cls, why", [(_TwiceConv2d, "more than one"), (_WiderConv2d, "another stride")],
                         ids=["twice", "other_dilation"])
def test_convert_leaves_other_subclasses_to_torch_with_one_warning(hp, cls, why):
    """A forward that does something else than one F.conv*d call of the module's own is left
    to torch at its first call: one warning naming the class, its class back, out of
    converted(), its values and gradients torch's; strict=True raises."""
    torch.manual_seed(15)
    theirs = torch.nn.Sequential(cls(4, 4, 3, padding=1), torch.nn.Conv2d(4, 4, 1))
    ours = hp.convert(copy.deepcopy(theirs))
    x = torch.randn(2, 4, 6, 6)
    hp._LEFT_ALONE.discard(cls)
    with pytest.warns(UserWarning, match=rf"leaves .*{cls.__qualname__} to torch: its own forward .*{why}"):
        y = ours(x)
    torch.testing.assert_close(y, theirs(x), rtol=1e-4, atol=1e-4)
    assert type(ours[0]) is cls and not hasattr(ours[0], "_hipconv_fallback")
    assert [name for name, _ in hp.converted(ours)] == ["1"]
    import warnings
    counter = _HipconvCalls()
    with warnings.catch_warnings(), counter:
        warnings.simplefilter("error")                            # one warning: none on the next call
        y = ours(x)
    assert counter.calls == {"conv_forward": 1}, counter.calls    # the plain 1x1 only
    got = torch.autograd.grad(y.square().sum(), ours[0].weight)
    torch.testing.assert_close(got[0], torch.autograd.grad(theirs(x).square().sum(), theirs[0].weight)[0],
                               rtol=1e-3, atol=1e-4)
    second = hp.convert(copy.deepcopy(theirs))                    # another module of the class: no new warning
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        second(x)
    strict = hp.convert(copy.deepcopy(theirs), strict=True)
    with pytest.raises(RuntimeError, match=rf"{cls.__qualname__} to torch.*strict=True"):
        strict(x)


@pytest.mark.parametrize("stored", [None, True, False], ids=["default", "channels_last", "as_is"])
def test_convert_channels_last_filters(hp, stored):
    """``channels_last_filters``: which filters convert() stores channels-last (same values,
    shapes and Parameter objects); a channels-first input then gives a channels-last output by
    torch's rule, forward and backward matching torch's convolution."""
    torch.manual_seed(9)
    layers = {1: torch.nn.Conv1d(4, 6, 3, padding=1), 2: torch.nn.Conv2d(4, 6, 3, padding=1),
              3: torch.nn.Conv3d(4, 6, 3, padding=1)}
    for dims, layer in layers.items():
        reference = copy.deepcopy(layer)
        parameter = layer.weight
        hp.convert(layer, channels_last_filters=stored)
        assert layer.weight is parameter
        torch.testing.assert_close(layer.weight.detach(), reference.weight.detach(), rtol=0, atol=0)
        channels_last = stored or (stored is None and dims == 1)
        assert (layer.weight.stride(1) == 1) == channels_last, (dims, layer.weight.stride())
        x = torch.randn(2, 4, *([5] * dims), requires_grad=True)
        y, want = layer(x), reference(x)
        assert (y.stride(1) == 1) == channels_last, (dims, y.stride())
        torch.testing.assert_close(y, want, rtol=1e-4, atol=1e-4)
        dx, dw = torch.autograd.grad(y.square().sum(), (x, layer.weight))
        dx_want, dw_want = torch.autograd.grad(want.square().sum(), (x, reference.weight))
        torch.testing.assert_close(dx, dx_want, rtol=1e-4, atol=1e-4)
        torch.testing.assert_close(dw, dw_want, rtol=1e-4, atol=1e-4)


@pytest.fixture
def narrow_library(hp, write_spec):
    """A forward library of one instance (2D fp32, C and K multiples of 4), configured as
    the operators' forward library for one test."""
    spec = write_spec("""\
        library: fwd_narrow
        defaults:
          signature: {direction: forward, layout: channels_last, accumulator: fp32}
          algorithm: {micro_kernel: fma, stages: 2, specialization: default}
          targets: [sm_80]
        instances:
          - name: fwd_2d_fp32_vec4_only
            signature: {spatial_dim: 2, data_type: fp32}
            algorithm: {block: {m: 64, n: 64, k: 16}, thread: {m: 4, n: 4}, vector: 4}
        """)
    previous = hp.library("forward")
    hp.configure(forward=runtime.build(str(spec), platform="cpu", quiet=True))
    yield
    hp.configure(forward=previous)


def test_fallback_warns_once_per_shape_and_strict_raises(hp, narrow_library):
    torch.manual_seed(11)
    x, w = torch.randn(2, 3, 6, 6), torch.randn(8, 3, 3, 3)       # C = 3: the instance needs C % 4 == 0
    with pytest.warns(UserWarning, match="falls back to torch's convolution: .*vector"):
        y = hp.conv(x, w, padding=1)
    torch.testing.assert_close(y, F.conv2d(x, w, padding=1), rtol=1e-4, atol=1e-4)
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("error")          # the second call of the shape: no warning
        hp.conv(x, w, padding=1)
    with pytest.raises(RuntimeError, match="fallback=False"):
        hp.conv(x, w, padding=1, fallback=False)
    model = hp.convert(torch.nn.Sequential(torch.nn.Conv2d(3, 8, 3, padding=1)), strict=True)
    with pytest.raises(RuntimeError, match="vector"):
        model(x)
    x4, w4 = torch.randn(2, 4, 6, 6), torch.randn(8, 4, 3, 3)    # what the instance can run
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        torch.testing.assert_close(hp.conv(x4, w4, padding=1, fallback=False), F.conv2d(x4, w4, padding=1),
                                   rtol=1e-4, atol=1e-4)


def test_first_use_builds_from_installed_specs(hp):
    """The shipped specs are package data; runtime.pytorch finds them from any folder."""
    for direction in hp.DIRECTIONS:
        assert hp.shipped_spec(direction).is_file()


# ------------------------------------------------------------------ device tensors on a Library

PROBLEM = runtime.ConvProblem(G=2, N=2, C=8, K=16, input=(9, 8), filter=3, stride=2, pad=1)


def test_library_takes_torch_tensors_without_copies(hp):
    lib = hp.library("forward")
    x, w = torch.randn(PROBLEM.x_shape), torch.randn(PROBLEM.w_shape)
    y = lib.forward(x, w, PROBLEM)
    assert isinstance(y, torch.Tensor) and tuple(y.shape) == PROBLEM.y_shape
    np.testing.assert_allclose(y.numpy(), runtime.reference.forward(x.numpy(), w.numpy(), PROBLEM),
                               rtol=1e-4, atol=1e-4)
    # out= is the output, written in place: gradient-style accumulation into a buffer
    lib_w = hp.library("backward_weight")
    xs, dy = torch.randn(PROBLEM.x_shape), torch.randn(PROBLEM.y_shape)
    buffer = torch.ones(PROBLEM.w_shape)
    result = lib_w.backward_weight(xs, dy, PROBLEM, epilogue="acc + beta * out", out=buffer, beta=1.0)
    assert result.data_ptr() == buffer.data_ptr()
    want = runtime.reference.backward_weight(xs.numpy(), dy.numpy(), PROBLEM) + 1.0
    np.testing.assert_allclose(buffer.numpy(), want, rtol=1e-4, atol=1e-4)


def test_library_refuses_what_it_would_have_to_copy(hp):
    lib = hp.library("forward")
    x, w = torch.randn(PROBLEM.x_shape), torch.randn(PROBLEM.w_shape)
    strided = torch.randn(2, 9, 8, 8, 2).transpose(-1, -2)      # the right shape, channels not contiguous
    with pytest.raises(runtime.UnsupportedProblem, match="strides: no instance"):
        lib.forward(strided, w, PROBLEM)
    with pytest.raises(ValueError, match="w is not contiguous in hipconv's layout"):
        lib.forward(x, torch.randn(PROBLEM.w_shape[::-1]).permute(4, 3, 2, 1, 0), PROBLEM)
    offset = torch.randn(x.numel() + 1)[1:].view(PROBLEM.x_shape)
    with pytest.raises(ValueError, match="not 16-byte aligned"):
        lib.forward(offset, w, PROBLEM)
    with pytest.raises(ValueError, match="dtype torch.int32"):
        lib.forward(x.int(), w.int(), PROBLEM)
    with pytest.raises(ValueError, match="numpy array but the other input is a device tensor"):
        lib.forward(x, w.numpy(), PROBLEM)
    with pytest.raises(ValueError, match="group-first"):
        lib.forward(x, w, PROBLEM, instance="fwd_2d_fp32_group_first")
    with pytest.raises(ValueError, match="stream= is for device tensors"):
        lib.forward(x.numpy(), w.numpy(), PROBLEM, stream=0)


def test_device_tensors_verify_modes(hp):
    lib = hp.library("forward")
    x = torch.randn(PROBLEM.x_shape).to(torch.bfloat16)
    w = torch.randn(PROBLEM.w_shape).to(torch.bfloat16)
    for mode in ("gpu", "cpu"):
        y = lib.forward(x, w, PROBLEM, verify=mode)
        assert y.dtype == torch.bfloat16


def test_out_aliasing_an_input_is_refused(hp):
    """out= that shares memory with an input would be read after the kernel wrote it:
    refused, for torch tensors as numpy arrays already copy."""
    problem = runtime.ConvProblem(G=1, N=1, C=4, K=4, input=(6, 6), filter=3, pad=1)
    x = torch.randn(problem.x_shape)
    wlib = hp.library("backward_weight")
    dy = torch.randn(problem.y_shape)
    with pytest.raises(ValueError, match="out shares memory with x"):
        wlib.backward_weight(x, dy, problem, epilogue="acc + beta * out", out=x.view(problem.w_shape),
                             beta=1.0)
    with pytest.raises(ValueError, match="out shares memory with dy"):
        wlib.backward_weight(x, dy, problem, epilogue="acc + beta * out", out=dy.view(problem.w_shape),
                             beta=1.0)
    fresh = torch.zeros(problem.w_shape)
    assert wlib.backward_weight(x, dy, problem, epilogue="acc + beta * out", out=fresh, beta=1.0) is fresh


def test_out_written_in_place_is_told_to_autograd(hp):
    """out= is an in-place write, and autograd hears of it as of torch's own in-place ops (issue
    72): the version counter bumped, so a graph that saved the tensor raises on backward; a
    tensor that requires grad gets a history whose backward raises (a Library call is not
    differentiable), never the old one's silently wrong gradient; with grad mode on a leaf that
    requires grad, or a view of one, is refused before anything is written; under no_grad the
    write goes ahead; an inference tensor is written only in inference mode."""
    lib = hp.library("backward_data")
    dy, w = torch.randn(PROBLEM.y_shape), torch.randn(PROBLEM.w_shape)
    acc = torch.from_numpy(runtime.reference.backward_data(dy.numpy(), w.numpy(), PROBLEM)).float()

    def write(out):
        return lib.backward_data(dy, w, PROBLEM, epilogue="acc + beta * out", out=out, beta=0.5)

    base = torch.randn(PROBLEM.x_shape, requires_grad=True)       # the case: (o * o) saved o
    o = base * 2
    loss = (o * o).sum()
    version = o._version
    assert write(o) is o and o._version > version
    torch.testing.assert_close(o.detach(), acc + base.detach(), rtol=1e-4, atol=1e-4)
    with pytest.raises(RuntimeError, match="modified by an inplace operation"):
        loss.backward()
    assert base.grad is None

    o = base * 2                                                   # nothing saved o: its history goes
    write(o)
    with pytest.raises(RuntimeError, match="wrote this tensor in place .* not differentiable"):
        o.sum().backward()
    assert base.grad is None

    buffer = torch.zeros(PROBLEM.x_shape)                           # no grad of its own, but saved
    a = torch.randn(PROBLEM.x_shape, requires_grad=True)
    product = (a * buffer).sum()
    write(buffer)
    assert not buffer.requires_grad and buffer.grad_fn is None
    with pytest.raises(RuntimeError, match="modified by an inplace operation"):
        product.backward()

    leaf = torch.randn(PROBLEM.x_shape, requires_grad=True)
    before = leaf.detach().clone()
    for target, message in ((leaf, "out is a leaf tensor that requires grad"),
                            (leaf.view(PROBLEM.x_shape), "out is a view of a leaf tensor that requires grad")):
        with pytest.raises(ValueError, match=message) as refused:
            write(target)
        assert "\n" not in str(refused.value)
    assert torch.equal(leaf.detach(), before) and leaf._version == 0
    with torch.no_grad():                                           # as an optimizer's update
        write(leaf)
    assert leaf.is_leaf and leaf.grad_fn is None and leaf._version > 0
    torch.testing.assert_close(leaf.detach(), acc + 0.5 * before, rtol=1e-4, atol=1e-4)

    with torch.inference_mode():
        frozen = torch.zeros(PROBLEM.x_shape)
    with pytest.raises(ValueError, match="inference tensor"):
        write(frozen)
    with torch.inference_mode():
        write(frozen)
    torch.testing.assert_close(frozen, acc, rtol=1e-4, atol=1e-4)


def test_channels_first_tensors_run_channels_first_instances_natively(hp):
    """configure(channels_first="native"): a channels-first (NCHW) model runs the
    channels-first instances on its tensors as they are -- forward, dX and dW match torch,
    results stay channels-first, and the plans name channels_first instances."""
    from runtime import native
    torch.manual_seed(13)
    net = torch.nn.Sequential(torch.nn.Conv2d(4, 8, 3, padding=1, groups=2), torch.nn.ReLU(),
                              torch.nn.Conv2d(8, 6, 3, stride=2, padding=1, bias=False))
    reference = torch.nn.Sequential(*[m for m in net])
    ours = hp.convert(torch.nn.Sequential(torch.nn.Conv2d(4, 8, 3, padding=1, groups=2), torch.nn.ReLU(),
                                          torch.nn.Conv2d(8, 6, 3, stride=2, padding=1, bias=False)))
    ours.load_state_dict(net.state_dict())
    hp.configure(channels_first="native")
    try:
        x = torch.randn(2, 4, 9, 9)
        xr = x.clone().requires_grad_()
        xo = x.clone().requires_grad_()
        want, got = reference(xr), ours(xo)
        assert got.is_contiguous()
        torch.testing.assert_close(got, want, rtol=1e-4, atol=1e-4)
        g = torch.randn_like(want)
        want.backward(g)
        got.backward(g)
        torch.testing.assert_close(xo.grad, xr.grad, rtol=1e-4, atol=1e-4)
        for a, b in zip(ours.parameters(), net.parameters()):
            torch.testing.assert_close(a.grad, b.grad, rtol=1e-4, atol=1e-4)
        problem = runtime.ConvProblem(G=2, N=2, C=2, K=4, input=(9, 9), filter=3, pad=1)
        for direction, bias in (("forward", True), ("backward_data", False), ("backward_weight", False)):
            plan = native.plan_of(native.Request(direction, "fp32", "cpu", bias, problem, layout="channels_first"))
            assert plan and plan["outcome"] == "run" and "channels_first" in plan["message"], (direction, plan)
    finally:
        hp.configure(channels_first="copy")


def test_hipconv_tune_goes_through_the_one_parser_of_switches(write_spec, monkeypatch):
    """HIPCONV_TUNE=false / no / off / 0 turned tuning on in the operators (and off in the
    numpy API): both read it through codegen.environment.flag now, and an unknown value is
    an error naming the variable."""
    require_tools("cmake", "g++")
    import runtime.pytorch as hp
    spec = write_spec("""\
        library: fwd_tune_switch
        instances:
          - name: fwd_2d_fp32_switch
            signature: {direction: forward, spatial_dim: 2, data_type: fp32, layout: channels_last}
            algorithm: {micro_kernel: fma, block: {m: 64, n: 64, k: 16}, thread: {m: 4, n: 4}}
            targets: [sm_80]
        """)
    lib = runtime.build(str(spec), platform="cpu", quiet=True)
    tuned = []
    monkeypatch.setattr(type(lib), "tune", lambda self, *a, **k: tuned.append(a[0]) or self.select(*a, **k))
    x, w = torch.randn(1, 4, 6, 6), torch.randn(8, 4, 3, 3)
    hp.configure(forward=lib)
    try:
        for value in ("false", "no", "OFF", "0", ""):
            monkeypatch.setenv("HIPCONV_TUNE", value)
            hp.configure()                              # forget the plan: the next call chooses again
            torch.testing.assert_close(hp.conv(x, w, padding=1, fallback=False), F.conv2d(x, w, padding=1),
                                       rtol=1e-4, atol=1e-4)
        assert tuned == []
        monkeypatch.setenv("HIPCONV_TUNE", "on")
        hp.configure()
        hp.conv(x, w, padding=1, fallback=False)
        assert tuned and set(tuned) == {"forward"}
        monkeypatch.setenv("HIPCONV_TUNE", "garbage")
        hp.configure()
        with pytest.raises(RuntimeError, match="HIPCONV_TUNE='garbage' is not a switch"):
            hp.conv(x, w, padding=1)
    finally:
        hp.configure(forward=hp.shipped_spec("forward"))
