"""Inference fusion (issue 68, item 1): ``hp.fuse(model)`` folds eval-mode BatchNorms into the
convolutions before them and computes the activations after them in the convolutions'
epilogues (``hp.conv(..., activation=)``, the operator ``conv_forward_fused``), on the cpu
platform against the unfused torch model."""

from __future__ import annotations

import copy

import pytest

torch = pytest.importorskip("torch")
nn = torch.nn
F = torch.nn.functional

pytestmark = pytest.mark.build


@pytest.fixture(scope="module")
def hp():
    import runtime.pytorch as hp
    hp.load()
    return hp


ACTIVATION_MODULES = [nn.ReLU(inplace=True), nn.ReLU6(), nn.SiLU(), nn.GELU(), nn.GELU(approximate="tanh"),
                      nn.Hardswish(), nn.Sigmoid(), nn.Tanh()]


def _randomize_norms(model):
    """Running statistics and affine parameters away from their defaults (a fold that ignores
    one of them shows)."""
    generator = torch.Generator().manual_seed(3)
    for m in model.modules():
        if isinstance(m, nn.modules.batchnorm._BatchNorm):
            with torch.no_grad():
                m.running_mean.uniform_(-0.5, 0.5, generator=generator)
                m.running_var.uniform_(0.5, 2.0, generator=generator)
                if m.affine:
                    m.weight.uniform_(0.5, 1.5, generator=generator)
                    m.bias.uniform_(-0.5, 0.5, generator=generator)
    return model


class Block(nn.Module):
    """conv-BN-act twice and a residual add: fx traces it, the add stays torch's."""

    def __init__(self, c: int, act: nn.Module):
        super().__init__()
        self.conv1, self.bn1, self.act = nn.Conv2d(c, c, 3, padding=1, bias=False), nn.BatchNorm2d(c), act
        self.conv2, self.bn2 = nn.Conv2d(c, c, 3, padding=1), nn.BatchNorm2d(c)

    def forward(self, x):
        y = self.act(self.bn1(self.conv1(x)))
        return F.relu(self.bn2(self.conv2(y)) + x)


def test_fuse_matches_the_unfused_model_for_every_activation(hp):
    from runtime.fusion import fused_layers
    torch.manual_seed(0)
    for act in ACTIVATION_MODULES:
        model = _randomize_norms(nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.BatchNorm2d(8), act,
                                               Block(8, copy.deepcopy(act)))).eval()
        x = torch.randn(2, 3, 9, 10)
        with torch.no_grad():
            want = model(x)
            fused = hp.fuse(model)
            got = fused(x)
        torch.testing.assert_close(got, want, rtol=1e-4, atol=1e-5)
        layers = fused_layers(fused)
        assert layers["batchnorms folded"] == 3, layers
        assert sum(1 for k in layers if k != "batchnorms folded") == 2, layers   # conv + act twice
        assert not any(isinstance(m, nn.BatchNorm2d) for m in fused.modules())
        assert any(isinstance(m, nn.BatchNorm2d) for m in model.modules())         # the original is untouched


def test_fuse_in_1d_and_3d_and_functional_activations(hp):
    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            self.a, self.na = nn.Conv1d(4, 6, 3, padding=1), nn.BatchNorm1d(6)
            self.b, self.nb = nn.Conv3d(6, 5, 1), nn.BatchNorm3d(5, affine=False)

        def forward(self, x):
            y = F.silu(self.na(self.a(x)))
            z = self.nb(self.b(y[:, :, :, None, None].expand(-1, -1, -1, 2, 3))).relu()
            return torch.sigmoid(z) + F.gelu(z, approximate="tanh")

    from runtime.fusion import fused_layers
    model = _randomize_norms(Net()).eval()
    x = torch.randn(2, 4, 7)
    with torch.no_grad():
        want = model(x)
        fused = hp.fuse(model)
        got = fused(x)
    torch.testing.assert_close(got, want, rtol=1e-4, atol=1e-5)
    layers = fused_layers(fused)
    assert layers == {"a": "silu", "b": "relu", "batchnorms folded": 2}, layers


def test_fused_layers_keep_their_gradients_where_autograd_records(hp):
    """With grad enabled and an input that requires grad, the fused conv runs the convolution
    and the activation apart: dX equals the unfused model's."""
    model = _randomize_norms(nn.Sequential(nn.Conv2d(3, 4, 3, padding=1), nn.BatchNorm2d(4), nn.SiLU())).eval()
    x = torch.randn(1, 3, 6, 6, requires_grad=True)
    model(x).square().sum().backward()
    want = x.grad.clone()
    x.grad = None
    fused = hp.fuse(model)
    fused(x).square().sum().backward()
    torch.testing.assert_close(x.grad, want, rtol=1e-4, atol=1e-5)


def test_fuse_leaves_what_it_cannot_fuse(hp):
    """A shared convolution, a convolution with two users, another padding mode and a
    training-mode model are left alone (or refused), with the same values."""
    shared = nn.Conv2d(4, 4, 3, padding=1)

    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            self.shared, self.bn = shared, nn.BatchNorm2d(4)
            self.c, self.bn2 = nn.Conv2d(4, 4, 3, padding=1, padding_mode="reflect"), nn.BatchNorm2d(4)
            self.d, self.bn3 = nn.Conv2d(4, 4, 1), nn.BatchNorm2d(4)

        def forward(self, x):
            a = self.bn(self.shared(self.shared(x)))
            b = F.relu(self.bn2(self.c(a)))
            d = self.d(b)
            return self.bn3(d) + d

    from runtime.fusion import fused_layers
    model = _randomize_norms(Net()).eval()
    x = torch.randn(1, 4, 6, 6)
    with torch.no_grad():
        want = model(x)
        fused = hp.fuse(model)
        got = fused(x)
    torch.testing.assert_close(got, want, rtol=1e-4, atol=1e-5)
    assert fused_layers(fused) == {"batchnorms folded": 0}
    with pytest.raises(ValueError, match="model.eval"):
        hp.fuse(Net())


def test_an_untraceable_model_fuses_its_sequentials_with_a_warning(hp):
    class Branchy(nn.Module):
        def __init__(self):
            super().__init__()
            self.body = nn.Sequential(nn.Conv2d(3, 4, 3, padding=1), nn.BatchNorm2d(4), nn.ReLU(),
                                      nn.Conv2d(4, 4, 1), nn.BatchNorm2d(4))

        def forward(self, x):
            y = self.body(x)
            return y if float(y.mean()) > -1e9 else -y      # data-dependent: fx cannot trace it

    from runtime.fusion import fused_layers
    model = _randomize_norms(Branchy()).eval()
    x = torch.randn(1, 3, 6, 6)
    with torch.no_grad():
        want = model(x)
        with pytest.warns(UserWarning, match="cannot trace Branchy"):
            fused = hp.fuse(model)
        got = fused(x)
    torch.testing.assert_close(got, want, rtol=1e-4, atol=1e-5)
    assert fused_layers(fused) == {"body.0": "relu", "batchnorms folded": 2}


def test_conv_activation_argument(hp):
    """hp.conv(..., activation=) equals torch's activation of F.conv*d in every rank, with and
    without a bias, unbatched too; an unknown name is one ValueError."""
    torch.manual_seed(1)
    for dims in (1, 2, 3):
        x = torch.randn(2, 6, *(5,) * dims) * 2
        w = torch.randn(4, 6, *(3,) * dims) * 0.3
        b = torch.randn(4)
        conv = (F.conv1d, F.conv2d, F.conv3d)[dims - 1]
        for name in hp.ACTIVATIONS:
            for bias in (None, b):
                with torch.no_grad():
                    got = hp.conv(x, w, bias, 1, 1, activation=name)
                torch.testing.assert_close(got, hp.TORCH_ACTIVATIONS[name](conv(x, w, bias, 1, 1)),
                                           rtol=1e-4, atol=1e-5)
    with torch.no_grad():
        got = hp.conv(x[0], w, b, 1, "same", activation="relu")
    torch.testing.assert_close(got, F.relu(conv(x[0], w, b, 1, "same")), rtol=1e-4, atol=1e-5)
    with pytest.raises(ValueError, match="softplus"):
        hp.conv(x, w, None, activation="softplus")
    with pytest.raises(RuntimeError, match="inference operator"):
        torch.ops.hipconv.conv_forward_fused(x.requires_grad_(), w, None, [1] * 3, [1] * 3, [1] * 3, [1] * 3, 1, 1)


def test_fuse_after_convert_and_convert_after_fuse(hp):
    """fuse traces a converted model (its convolutions are fx leaves) and convert takes a fused
    one: both orders give the unfused values and fuse the same layers."""
    from runtime.fusion import fused_layers
    model = _randomize_norms(nn.Sequential(nn.Conv2d(3, 8, 3, stride=2, padding=1), nn.BatchNorm2d(8),
                                           nn.SiLU(inplace=True), nn.Conv2d(8, 8, 3, padding=1, groups=8),
                                           nn.ReLU(inplace=True), nn.Conv2d(8, 16, 1))).eval()
    x = torch.randn(2, 3, 12, 12)
    with torch.no_grad():
        want = model(x)
        first = hp.fuse(hp.convert(copy.deepcopy(model)))
        second = hp.convert(hp.fuse(model))
        for fused in (first, second):
            torch.testing.assert_close(fused(x), want, rtol=1e-4, atol=1e-5)
            assert fused_layers(fused) == {"0": "silu", "3": "relu", "batchnorms folded": 1}
            assert len(hp.converted(fused)) == 3


def test_a_shared_activation_or_batchnorm_module_is_fused_at_each_call(hp):
    """torchvision's Bottleneck calls one nn.ReLU three times: each call after a conv (or its
    BatchNorm) is fused, the call after the residual add stays; a BatchNorm used twice is folded
    into each conv before it."""
    from runtime.fusion import fused_layers

    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            self.a, self.b, self.c = (nn.Conv2d(4, 4, 3, padding=1) for _ in range(3))
            self.bn, self.relu = nn.BatchNorm2d(4), nn.ReLU(inplace=True)

        def forward(self, x):
            y = self.relu(self.bn(self.a(x)))
            y = self.relu(self.bn(self.b(y)))
            return self.relu(self.c(y) + x)

    model = _randomize_norms(Net()).eval()
    x = torch.randn(2, 4, 6, 6)
    with torch.no_grad():
        want = model(x)
        fused = hp.fuse(model)
        got = fused(x)
    torch.testing.assert_close(got, want, rtol=1e-4, atol=1e-5)
    assert fused_layers(fused) == {"a": "relu", "b": "relu", "batchnorms folded": 2}


def test_a_fused_model_compiles_whole(hp):
    """torch.compile(fullgraph=True) of a fused model (the fused operator's fake kernel, the
    operators loaded by fuse itself) gives the unfused model's values."""
    torch._dynamo.reset()
    model = _randomize_norms(nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU(),
                                           nn.Conv2d(8, 4, 1), nn.SiLU())).eval()
    x = torch.randn(2, 3, 8, 8)
    with torch.no_grad():
        want = model(x)
        got = torch.compile(hp.fuse(model), fullgraph=True)(x)
    torch.testing.assert_close(got, want, rtol=1e-4, atol=1e-5)
