"""Transposed convolutions through hipconv (issue 69, items 1-2): ``hp.conv_transpose``
against ``F.conv_transpose1d/2d/3d`` (CPU torch) -- forward and gradients over stride,
padding, output_padding, dilation, groups and rank, float64 gradcheck and gradgradcheck --
``convert(transposed=True)`` with ``output_size=``, and the refusals and fallbacks."""

from __future__ import annotations

import warnings

import pytest

torch = pytest.importorskip("torch", reason="torch is optional: pip install torch (the test extra has it)")
import torch.nn.functional as F  # noqa: E402

from conftest import require_tools  # noqa: E402

pytestmark = pytest.mark.build

FUNCTIONS = {1: F.conv_transpose1d, 2: F.conv_transpose2d, 3: F.conv_transpose3d}


@pytest.fixture(scope="module")
def hp():
    """runtime.pytorch on the cpu platform, torch on one thread (tiny problems)."""
    require_tools("cmake", "g++")
    import runtime.pytorch as hp
    assert hp.library("backward_data").platform == "cpu"
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield hp
    torch.set_num_threads(threads)


# dims, groups, stride, padding, output_padding, dilation, filter
CASES = [
    (1, 1, 1, 0, 0, 1, 3), (1, 2, 4, 2, 3, 1, 8), (1, 1, 2, 1, 1, 2, 3),
    (2, 1, 2, 1, 1, 1, 4), (2, 2, 2, 0, 1, 1, 2), (2, 1, 3, 1, 2, 1, 3), (2, 4, 2, 1, 0, 2, 3),
    (2, 1, (2, 1), (1, 0), (1, 0), (1, 2), 3), (2, 1, 1, 2, 0, 3, 3),
    (3, 1, 2, 1, 1, 1, 2), (3, 2, (1, 2, 2), (0, 1, 1), (0, 1, 0), 1, 3),
]


@pytest.mark.parametrize("dtype", [torch.float64, torch.float32])
@pytest.mark.parametrize("dims, groups, stride, padding, output_padding, dilation, k", CASES)
def test_matches_torch_forward_and_gradients(hp, dims, groups, stride, padding, output_padding, dilation, k, dtype):
    torch.manual_seed(dims * 100 + groups)
    c_in, c_out = 4 * groups, 3 * groups
    x = torch.randn(2, c_in, *([5] * dims), dtype=dtype, requires_grad=True)
    w = torch.randn(c_in, c_out // groups, *([k] * dims), dtype=dtype, requires_grad=True)
    b = torch.randn(c_out, dtype=dtype, requires_grad=True)
    expected = FUNCTIONS[dims](x, w, b, stride, padding, output_padding, groups, dilation)
    with warnings.catch_warnings():
        warnings.simplefilter("error")           # no fallback: hipconv's kernels computed it
        got = hp.conv_transpose(x, w, b, stride, padding, output_padding, groups, dilation)
    assert got.shape == expected.shape and got.dtype == dtype
    upstream = torch.randn_like(expected)
    want = torch.autograd.grad(expected, (x, w, b), upstream)
    have = torch.autograd.grad(got, (x, w, b), upstream)
    tolerance = 1e-10 if dtype == torch.float64 else 1e-4
    for name, a, e in zip(("y", "dx", "dw", "db"), (got, *have), (expected, *want)):
        scale = e.abs().max().item() or 1.0
        assert (a - e).abs().max().item() <= tolerance * scale, name


def test_gradcheck_and_gradgradcheck(hp):
    # tiny: gradgradcheck evaluates the op once per element of every input, several times
    x = torch.randn(1, 2, 2, 3, dtype=torch.float64, requires_grad=True)
    w = torch.randn(2, 2, 2, 2, dtype=torch.float64, requires_grad=True)
    b = torch.randn(2, dtype=torch.float64, requires_grad=True)
    call = lambda x, w, b: hp.conv_transpose(x, w, b, 2, 1, 1)   # noqa: E731
    assert torch.autograd.gradcheck(call, (x, w, b))
    assert torch.autograd.gradgradcheck(call, (x, w, b))


def test_unbatched_and_empty_batches_and_strides(hp):
    w = torch.randn(4, 3, 3, 3)
    x = torch.randn(4, 5, 5)
    assert torch.allclose(hp.conv_transpose(x, w, stride=2), F.conv_transpose2d(x, w, stride=2), atol=1e-5)
    assert hp.conv_transpose(torch.randn(0, 4, 5, 5), w).shape == (0, 3, 7, 7)
    # torch's memory format rule: a channels-last input gives a channels-last output
    xl = torch.randn(2, 4, 5, 5).to(memory_format=torch.channels_last)
    assert hp.conv_transpose(xl, w).stride() == F.conv_transpose2d(xl, w).stride()


def test_convert_routes_transposed_modules_with_output_size(hp):
    torch.manual_seed(1)
    model = torch.nn.Sequential(torch.nn.ConvTranspose2d(4, 6, 4, stride=2, padding=1), torch.nn.ReLU(),
                                torch.nn.Flatten(2),
                                torch.nn.ConvTranspose1d(6, 2, 5, stride=4, groups=2))
    x = torch.randn(2, 4, 7, 7)
    expected = model(x)
    weight = model[0].weight
    keys = list(model.state_dict())
    assert hp.convert(model) is model and not hp.converted(model)     # default: left to torch
    hp.convert(model, transposed=True)
    assert [name for name, _ in hp.converted(model)] == ["0", "3"]
    assert isinstance(model[0], torch.nn.ConvTranspose2d) and model[0].weight is weight
    assert list(model.state_dict()) == keys
    assert torch.allclose(model(x), expected, atol=1e-5)
    sized = model[0](x, output_size=[15, 15])
    assert sized.shape == (2, 6, 15, 15)
    assert torch.allclose(sized, torch.nn.ConvTranspose2d.forward(model[0], x, output_size=[15, 15]), atol=1e-5)


@pytest.mark.parametrize("call, message", [
    (lambda hp: hp.conv_transpose(torch.randn(1, 4, 5, 5), torch.randn(4, 3, 3, 3), stride=2, output_padding=2),
     "must be smaller than either the stride"),
    (lambda hp: hp.conv_transpose(torch.randn(1, 5, 5, 5), torch.randn(4, 3, 3, 3)), "channels"),
    (lambda hp: hp.conv_transpose(torch.randn(1, 4, 1, 1), torch.randn(4, 3, 1, 1), padding=1),
     "every size must be positive"),
    (lambda hp: hp.conv_transpose(torch.randn(1, 4, 5, 5), torch.randn(4, 3, 3, 3), padding="same"),
     "int or a tuple"),
])
def test_bad_arguments_raise_one_line(hp, call, message):
    with pytest.raises(ValueError, match=message) as raised:
        call(hp)
    assert "\n" not in str(raised.value)


def test_what_no_kernel_can_run_falls_back_with_one_warning_or_raises(hp):
    """output_padding beyond the stride (allowed below the dilation) and the padding: the
    convolution it transposes would need a negative right padding -- torch computes it."""
    x, w = torch.randn(1, 4, 5, 5), torch.randn(4, 3, 3, 3)
    arguments = dict(stride=1, padding=0, output_padding=1, dilation=2)
    with pytest.warns(UserWarning, match="negative-padding"):
        got = hp.conv_transpose(x, w, **arguments)
    assert torch.allclose(got, F.conv_transpose2d(x, w, **arguments), atol=1e-5)
    with warnings.catch_warnings():
        warnings.simplefilter("error")            # once per problem
        hp.conv_transpose(x, w, **arguments)
    with pytest.raises(RuntimeError, match="fallback=False"):
        hp.conv_transpose(x, w, **arguments, fallback=False)


def test_compiles_in_one_graph(hp):
    """Under torch.compile(fullgraph=True) the op traces through its fake kernels (backward-data's)."""
    model = torch.nn.ConvTranspose2d(4, 3, 3, stride=2, padding=1, output_padding=1)
    x = torch.randn(2, 4, 5, 5, requires_grad=True)
    expected = model(x)
    hp.convert(model, transposed=True)
    compiled = torch.compile(model, backend="aot_eager", fullgraph=True)
    got = compiled(x)
    assert torch.allclose(got, expected, atol=1e-5)
    got.sum().backward()
    assert x.grad is not None and model.weight.grad is not None
