"""runtime.pytorch (a drop-in for F.conv1d/2d/3d with autograd) and device tensors
(torch tensors on a Library call, zero copy) on the cpu platform with the CPU build of
torch: forward and gradients against torch's own convolution, gradcheck, a small CNN's
training step, torch.compile without a graph break, and the refusals."""

from __future__ import annotations

import numpy as np
import pytest

torch = pytest.importorskip("torch", reason="torch is optional: pip install torch (the test extra has it)")
F = torch.nn.functional

import runtime  # noqa: E402
from conftest import require_tools  # noqa: E402

pytestmark = pytest.mark.build


@pytest.fixture(scope="module")
def hp():
    require_tools("cmake", "g++")
    import runtime.pytorch as hp
    for direction in ("forward", "backward_data", "backward_weight"):
        assert hp.library(direction).platform == "cpu"
    return hp


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
    assert torch.autograd.gradcheck(lambda a, b: hp.conv(a, b, None, 1, 1, 1, 2), (x, w),
                                    eps=1e-2, atol=2e-2, rtol=2e-2, fast_mode=True)


def test_opcheck_of_the_three_ops(hp):
    """torch.library.opcheck: schema, fake implementations, autograd registration."""
    x = torch.randn(2, 4, 6, 6)
    w = torch.randn(8, 4, 3, 3)
    dy = torch.randn(2, 8, 6, 6)
    geometry = ([1, 1], [1, 1], [1, 1], 1)
    torch.library.opcheck(hp.conv_forward, (x, w, None, *geometry))
    torch.library.opcheck(hp.conv_forward, (x, w, torch.randn(8), *geometry))
    torch.library.opcheck(hp.conv_backward_data, (dy, w, list(x.shape), *geometry))
    torch.library.opcheck(hp.conv_backward_weight, (x, dy, list(w.shape), *geometry))


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


def test_torch_compile_has_no_graph_break(hp):
    torch.manual_seed(5)
    x = torch.randn(2, 4, 8, 8)
    w = torch.randn(8, 4, 3, 3)

    def step(x, w):
        return torch.relu(hp.conv(x, w, None, 1, 1, 1, 1)).sum()

    compiled = torch.compile(step, backend="eager", fullgraph=True)   # fullgraph: a break raises
    torch.testing.assert_close(compiled(x, w), step(x, w))


def test_non_channels_last_inputs_are_copied_documented(hp):
    """A contiguous NCHW input is copied to channels-last (the module docstring says so)
    and still gives torch's answer; a channels-last one is used as it is."""
    x = torch.randn(2, 4, 6, 6)
    w = torch.randn(8, 4, 3, 3)
    torch.testing.assert_close(hp.conv(x, w, padding=1), F.conv2d(x, w, padding=1),
                               rtol=1e-4, atol=1e-4)
    cl = x.contiguous(memory_format=torch.channels_last)
    assert hp._to_hipconv(cl, 1).data_ptr() == cl.data_ptr()        # a view, not a copy


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
    strided = torch.randn(2, 9, 8, 8, 2).transpose(-1, -2)      # the right shape, other strides
    with pytest.raises(ValueError, match="not contiguous in hipconv's layout"):
        lib.forward(strided, w, PROBLEM)
    offset = torch.randn(x.numel() + 1)[1:].view(PROBLEM.x_shape)
    with pytest.raises(ValueError, match="not 16-byte aligned"):
        lib.forward(offset, w, PROBLEM)
    with pytest.raises(ValueError, match="dtype torch.float64"):
        lib.forward(x.double(), w.double(), PROBLEM)
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


def test_the_bias_runs_in_the_epilogue_where_it_can(hp, monkeypatch):
    """2D with a bias: the forward library's `acc + bias` instance (one kernel); 1D: the
    plain instance and torch's add. Both agree with F.conv*d, gradients included."""
    lib = hp.library("forward")
    asked = []
    original = type(lib).forward
    monkeypatch.setattr(type(lib), "forward", lambda self, *a, **k: asked.append(k.get("epilogue"))
                        or original(self, *a, **k))
    x = torch.randn(2, 4, 6, 6, requires_grad=True)
    w = torch.randn(8, 4, 3, 3, requires_grad=True)
    b = torch.randn(8, requires_grad=True)
    y = hp.conv(x, w, b, padding=1)
    assert asked == ["acc + bias"]
    torch.testing.assert_close(y, F.conv2d(x, w, b, padding=1), rtol=1e-4, atol=1e-4)
    g = torch.randn_like(y)
    for a, r in zip(torch.autograd.grad(y, (x, w, b), g),
                    torch.autograd.grad(F.conv2d(x, w, b, padding=1), (x, w, b), g)):
        torch.testing.assert_close(a, r, rtol=1e-4, atol=1e-4)
    asked.clear()
    x1, w1, b1 = torch.randn(2, 4, 9), torch.randn(8, 4, 3), torch.randn(8)
    torch.testing.assert_close(hp.conv(x1, w1, b1, padding=1), F.conv1d(x1, w1, b1, padding=1),
                               rtol=1e-4, atol=1e-4)
    assert asked == ["acc + bias", None]      # no 1D bias instance: refused, then plain + add
    assert hp.hipconv_conv is hp.conv
