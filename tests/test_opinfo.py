"""PyTorch's own convolution test samples through hipconv (issue 65): every
``sample_inputs`` and ``error_inputs`` sample of the ``nn.functional.conv1d/2d/3d`` OpInfos
of ``torch.testing._internal.common_methods_invocations.op_db``, in every dtype torch lists
for them, contiguous and non-contiguous, through ``hp.conv`` on the cpu platform:

* forward values, dX / dW / db, and the strides of all of them equal torch's (and those of
  hipconv's fake kernels under FakeTensorMode, across memory formats), the dtypes hipconv
  has no kernels for (int64, complex) falling back with one warning per shape;
* every error input raises where torch raises;
* gradcheck and gradgradcheck in float64 (fast mode: a random projection, few calls of the
  emulated kernels);
* ``torch.compile(fullgraph=True)`` forward and backward on a few samples.

The samples are small (torch's); the whole file runs in well under a minute once the
libraries are built (one shared build: the module fixture)."""

from __future__ import annotations

import itertools
import sys
import time
import warnings

import pytest

torch = pytest.importorskip("torch", reason="torch is optional: pip install torch (the test extra has it)")
pytest.importorskip("expecttest", reason="torch.testing._internal needs expecttest (the test extra has it)")
F = torch.nn.functional

from conftest import require_tools  # noqa: E402

pytestmark = pytest.mark.build

NAMES = ("nn.functional.conv1d", "nn.functional.conv2d", "nn.functional.conv3d")
KERNEL_DTYPES = (torch.float32, torch.float64, torch.bfloat16, torch.float16)
# forward / gradient tolerances against torch's CPU convolution (both accumulate in fp32 or
# fp64; 16-bit results differ by the rounding of differently ordered sums)
TOLERANCE = {torch.float32: 1e-5, torch.float64: 1e-12, torch.bfloat16: 3e-2, torch.float16: 3e-3}


def progress(text: str):
    print(f"[test_opinfo {time.strftime('%H:%M:%S')}] {text}", file=sys.stderr, flush=True)


@pytest.fixture(scope="module")
def hp():
    """runtime.pytorch on the cpu platform, with torch on one thread for this module: the
    samples are tiny, and on a busy 2-core machine two threads make each of torch's (and
    the emulated kernels') calls 10-40x slower."""
    require_tools("cmake", "g++")
    import runtime.pytorch as hp
    for direction in hp.DIRECTIONS:
        assert hp.library(direction).platform == "cpu"
    hp.load()
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield hp
    torch.set_num_threads(threads)


@pytest.fixture(scope="module")
def opinfos():
    from torch.testing._internal.common_methods_invocations import op_db
    found = {op.name: op for op in op_db if op.name in NAMES and op.variant_test_name == ""}
    assert sorted(found) == sorted(NAMES)
    return found


def arguments(sample):
    """(x, w, bias, kwargs) of an OpInfo sample of F.conv*d."""
    x, (w, *rest), kwargs = sample.input, sample.args, dict(sample.kwargs)
    return x, w, (rest[0] if rest else kwargs.pop("bias", None)), kwargs


def strides_agree(got: torch.Tensor, want: torch.Tensor, size_one_free: bool = False) -> bool:
    """hipconv's strides are torch's -- except where torch's own result is not laid out as
    torch's memory-format rule lays out a new tensor (contiguous, or as
    empty(memory_format=channels_last)): a view of a padded gradient (padding="same" with an
    even filter: torch pads the input, and dX is a slice of the padded one's gradient), or a
    result whose size-1 axes kept an operand's strides (the CPU's float64 depthwise dW).
    There hipconv gives the rule's dense strides in the same memory order.
    ``size_one_free``: also accept strides that differ only on axes of size 1 (the same
    memory): torch's CPU float64 path computes a depthwise dW contiguous and converts it to
    channels-last, which keeps the contiguous strides of its size-1 channel axis."""
    if got.stride() == want.stride():
        return True
    if size_one_free and all(a == b for a, b, n in zip(got.stride(), want.stride(), got.shape) if n != 1):
        return True
    if want.stride() in (rule_strides(want.shape, True), rule_strides(want.shape, False)):
        return False
    order = lambda t: sorted((d for d in range(t.dim()) if t.size(d) != 1), key=lambda d: -t.stride(d))  # noqa
    return order(got) == order(want)


def rule_strides(shape, channels_last: bool) -> tuple:
    """The strides of a new tensor of ``shape``: contiguous, or channels-last as
    ``torch.empty(memory_format=channels_last)`` gives them (for 3D tensors, (N, L, C))."""
    sizes = list(shape)
    if not channels_last:
        return torch.empty(sizes, device="meta").stride()
    strides, step = [1] * len(sizes), sizes[1]
    for d in range(len(sizes) - 1, 1, -1):
        strides[d] = step
        step *= sizes[d]
    strides[0] = step
    return tuple(strides)


def gradients(conv, x, w, b, kwargs, g):
    inputs = [t for t in (x, w, b) if t is not None and t.requires_grad]
    y = conv(x, w, b, **kwargs)
    return y, dict(zip([id(t) for t in inputs], torch.autograd.grad(y, inputs, g))) if inputs else {}


def check_sample(hp, op, sample, dtype, failures: list, what: str):
    x, w, b, kwargs = arguments(sample)
    torch.manual_seed(0)
    y_ref = op.op(x, w, b, **kwargs)
    g = torch.randn(y_ref.shape, dtype=torch.float64).to(dtype) if dtype.is_floating_point or dtype.is_complex \
        else None
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        y, got = gradients(hp.conv, x, w, b, kwargs, g) if g is not None and x.requires_grad else \
            (hp.conv(x, w, b, **kwargs), {})
    fallbacks = [str(c.message) for c in caught if "falls back" in str(c.message)]
    if dtype in KERNEL_DTYPES and fallbacks:
        failures.append(f"{what}: fell back: {fallbacks[0][:200]}")
    _, ref = gradients(op.op, x, w, b, kwargs, g) if got else (None, {})
    tol = TOLERANCE.get(dtype, 1e-5 if dtype != torch.int64 else 0)
    scale = max(1.0, float(y_ref.detach().abs().max())) if y_ref.numel() else 1.0
    pairs = [("y", y, y_ref)] + [(n, got[id(t)], ref[id(t)]) for n, t in (("dx", x), ("dw", w), ("db", b))
                                  if t is not None and id(t) in got]
    for name, a, r in pairs:
        if a.dtype != r.dtype or a.shape != r.shape:
            failures.append(f"{what}: {name} {a.dtype}{tuple(a.shape)} vs torch's {r.dtype}{tuple(r.shape)}")
            continue
        wide = lambda t: t.detach().to(torch.complex128 if t.is_complex() else torch.float64)  # noqa: E731
        err = float((wide(a) - wide(r)).abs().max()) if a.numel() else 0.0
        r_scale = max(scale, float(r.detach().abs().max())) if r.numel() else scale
        if err > tol * r_scale:
            failures.append(f"{what}: {name} differs by {err:.3g} (tolerance {tol * r_scale:.3g})")
        if not strides_agree(a, r):
            failures.append(f"{what}: {name} strides {a.stride()} vs torch's {r.stride()} (shape {tuple(a.shape)})")
    return fallbacks


@pytest.mark.filterwarnings("ignore:Using padding='same' with even kernel lengths")
@pytest.mark.parametrize("name", NAMES)
def test_samples_match_torch(hp, opinfos, name):
    op = opinfos[name]
    failures, count, start = [], 0, time.time()
    dtypes = sorted(op.supported_dtypes("cpu"), key=str)
    for dtype in dtypes:
        shapes_warned = {}
        for variant in ("contiguous", "noncontiguous"):
            for index, sample in enumerate(op.sample_inputs("cpu", dtype, requires_grad=dtype.is_floating_point
                                                            or dtype.is_complex)):
                if variant == "noncontiguous":
                    sample = sample.noncontiguous()
                x, w, b, kwargs = arguments(sample)
                what = f"{name} {dtype} {variant} #{index} x{tuple(x.shape)} w{tuple(w.shape)} {kwargs}"
                fallbacks = check_sample(hp, op, sample, dtype, failures, what)
                batched = tuple(x.shape) if x.dim() == w.dim() else (1, *x.shape)
                key = (batched, tuple(w.shape), b is not None, str(sorted(kwargs.items())))
                if dtype not in KERNEL_DTYPES:
                    shapes_warned.setdefault(key, []).extend(fallbacks)
                count += 1
        for key, messages in shapes_warned.items():   # one warning per shape, the first call's
            if len(messages) != 1 or "unsupported-dtype" not in messages[0]:
                failures.append(f"{name} {dtype} {key}: {len(messages)} fallback warnings, not 1: {messages}")
        progress(f"{name} {dtype}: {count} samples so far, {time.time() - start:.1f} s")
    assert not failures, f"{len(failures)} of {count} samples differ from torch:\n" + "\n".join(failures[:40])


FORMATS = ("contiguous", "channels_last")


def in_format(t: torch.Tensor, fmt: str) -> torch.Tensor:
    if fmt == "contiguous":
        return t.contiguous()
    if t.dim() == 3:
        return t.transpose(1, 2).contiguous().transpose(1, 2)
    return t.contiguous(memory_format=torch.channels_last if t.dim() == 4 else torch.channels_last_3d)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64, torch.bfloat16], ids=str)
def test_strides_torch_real_and_fake_across_memory_formats(hp, opinfos, dtype):
    """The output's, dX's and dW's strides: torch's, hipconv's real kernels' and hipconv's fake
    kernels' (FakeTensorMode, what torch.compile traces) agree on every sample with x and w
    contiguous or channels-last (1D: stored (N, L, C))."""
    from torch._subclasses.fake_tensor import FakeTensorMode
    failures, count = [], 0
    for name in NAMES:
        op = opinfos[name]
        for index, sample in enumerate(op.sample_inputs("cpu", dtype, requires_grad=True)):
            x0, w0, b, kwargs = arguments(sample)
            if x0.dim() != w0.dim():
                continue         # unbatched: the batched sample's strides, squeezed
            for fx, fw in itertools.product(FORMATS, repeat=2):
                x = in_format(x0.detach(), fx).requires_grad_()
                w = in_format(w0.detach(), fw).requires_grad_()
                results = {}
                for who, conv in (("torch", op.op), ("hipconv", hp.conv)):
                    y = conv(x, w, b, **kwargs)
                    results[who] = (y, *torch.autograd.grad(y, (x, w), torch.ones_like(y)))
                with FakeTensorMode() as mode:
                    fxt, fwt = mode.from_tensor(x), mode.from_tensor(w)
                    fb = mode.from_tensor(b) if b is not None else None
                    y = hp.conv(fxt, fwt, fb, **kwargs)
                    results["fake"] = (y, *torch.autograd.grad(y, (fxt, fwt), torch.ones_like(y)))
                what = f"{name} #{index} x {fx} w {fx} x{tuple(x.shape)} w{tuple(w.shape)} {kwargs}"
                for part, t_torch, t_real, t_fake in zip(("y", "dx", "dw"), *results.values()):
                    if not strides_agree(t_real, t_torch, size_one_free=part == "dw" and dtype in (torch.float64, torch.bfloat16)):
                        failures.append(f"{what}: {part} real {t_real.stride()} vs torch {t_torch.stride()}")
                    if t_fake.stride() != t_real.stride():
                        failures.append(f"{what}: {part} fake {t_fake.stride()} vs real {t_real.stride()}")
                count += 1
    progress(f"strides {dtype}: {count} cases")
    assert not failures, f"{len(failures)} of {count} cases:\n" + "\n".join(failures[:40])


def test_error_inputs_raise_where_torch_raises(hp, opinfos):
    """Every error input of the OpInfos (mismatched dtypes, a complex bias, non-positive
    stride / dilation / groups, negative padding, filters of the wrong rank, channels not
    divisible by groups, padding="same" with a stride) raises in hipconv as in torch
    (hipconv's argument errors are ValueErrors where torch's are RuntimeErrors)."""
    count = 0
    for name in NAMES:
        for error in opinfos[name].error_inputs("cpu"):
            x, w, b, kwargs = arguments(error.sample_input)
            with pytest.raises(error.error_type, match=error.error_regex):
                opinfos[name].op(x, w, b, **kwargs)
            with pytest.raises((RuntimeError, ValueError)):
                hp.conv(x, w, b, **kwargs)
            with pytest.raises((RuntimeError, ValueError)):
                hp.conv(x, w, b, **kwargs, fallback=False)
            count += 1
    assert count == 30


def converted_module(w: torch.Tensor, b, kwargs: dict):
    """A converted nn.Conv*d with the geometry of an OpInfo sample (its weight and bias
    are passed by torch.func.functional_call)."""
    import runtime.pytorch as hp
    dims = w.dim() - 2
    groups = kwargs.get("groups", 1)
    layer = (torch.nn.Conv1d, torch.nn.Conv2d, torch.nn.Conv3d)[dims - 1](
        w.shape[1] * groups, w.shape[0], tuple(w.shape[2:]), stride=kwargs.get("stride", 1),
        padding=kwargs.get("padding", 0), dilation=kwargs.get("dilation", 1), groups=groups,
        bias=b is not None, dtype=w.dtype)
    return hp.convert(layer, strict=True, channels_last_filters=False)


def test_gradcheck_and_gradgradcheck_in_float64(hp, opinfos):
    """Every float64 sample (batched and unbatched) through hp.conv: gradcheck, and on the
    batched ones (an unbatched sample is its batched twin's problem, squeezed)
    gradgradcheck -- double backward through hipconv's own directions -- in fast mode, no
    fallback; and gradgradcheck through a converted module of every third batched sample's
    geometry (the test's time budget)."""
    from torch.func import functional_call
    count, start = 0, time.time()
    for name in NAMES:
        for sample in opinfos[name].sample_inputs("cpu", torch.float64, requires_grad=True):
            x, w, b, kwargs = arguments(sample)
            inputs = tuple(t for t in (x, w, b) if t is not None)

            def conv(*operands, has_bias=b is not None, kwargs=kwargs):
                return hp.conv(operands[0], operands[1], operands[2] if has_bias else None, **kwargs,
                               fallback=False)

            assert torch.autograd.gradcheck(conv, inputs, fast_mode=True), (name, kwargs)
            if x.dim() == w.dim():
                assert torch.autograd.gradgradcheck(conv, inputs, fast_mode=True), (name, kwargs)
            if x.dim() == w.dim() and count % 6 == 0:
                layer = converted_module(w, b, kwargs)

                def module(*operands, layer=layer, has_bias=b is not None):
                    parameters = {"weight": operands[1], **({"bias": operands[2]} if has_bias else {})}
                    return functional_call(layer, parameters, (operands[0],))

                assert torch.autograd.gradgradcheck(module, inputs, fast_mode=True), (name, "module", kwargs)
            count += 1
        progress(f"gradcheck {name}: {count} samples, {time.time() - start:.1f} s")
    assert count == 60


# the samples compiled (name, index): the two whose compiled backward once failed on strides
# (issue 65), a grouped strided 2D, an unbatched 1D, a 3D
COMPILED = (("nn.functional.conv2d", 12), ("nn.functional.conv3d", 16), ("nn.functional.conv2d", 2),
            ("nn.functional.conv1d", 3), ("nn.functional.conv3d", 4))


def test_torch_compile_fullgraph_forward_and_backward(hp, opinfos):
    """torch.compile(fullgraph=True) (AOTAutograd, eager backend: no C++ toolchain run) on a
    few samples, as given and (the first two, with dynamic shapes) with x and w
    channels-last: forward and dX / dW / db equal the eager ones, values and strides."""
    cases = [(name, index, "contiguous", False) for name, index in COMPILED]
    cases += [(name, index, "channels_last", True) for name, index in COMPILED[:2]]
    for name, index, fmt, dynamic in cases:
        torch._dynamo.reset()
        sample = list(opinfos[name].sample_inputs("cpu", torch.float32, requires_grad=True))[index]
        x, w, b, kwargs = arguments(sample)
        if fmt != "contiguous":
            x, w = (in_format(t.detach(), fmt).requires_grad_() for t in (x, w))
        inputs = [t for t in (x, w, b) if t is not None]

        def step(x, w, b, kwargs=kwargs):
            return hp.conv(x, w, b, **kwargs).sin()

        compiled = torch.compile(step, backend="aot_eager", fullgraph=True, dynamic=dynamic)
        got, want = compiled(x, w, b), step(x, w, b)
        g = torch.randn_like(want)
        assert got.stride() == want.stride()
        torch.testing.assert_close(got, want)
        for a, r in zip(torch.autograd.grad(got, inputs, g), torch.autograd.grad(want, inputs, g)):
            assert a.stride() == r.stride(), (name, index)
            torch.testing.assert_close(a, r)
        reference = opinfos[name].op(x, w, b, **kwargs)
        scale = float(reference.detach().abs().max())
        torch.testing.assert_close(got, reference.sin(), rtol=0, atol=TOLERANCE[torch.float32] * scale)
    progress(f"compiled {len(cases)} cases")
