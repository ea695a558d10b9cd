"""Epilogue expressions (codegen/epilogue.py, signature.epilogue): the grammar and its
errors, the spec keys, the runtime's operand checks and selection, and every function and
operand computed by a kernel against the numpy twin of the same parse (cpu platform)."""

from __future__ import annotations

import math
import textwrap

import numpy as np
import pytest

import runtime
from codegen.epilogue import (ExpressionError, Function, Operand, ScalarDecl, evaluate,
                              parse_expression)
from codegen.errors import SpecError
from codegen.parse import parse_text
from codegen.status import Status
from runtime import check
from conftest import abi_run, require_tools

# ----------------------------------------------------------------- grammar


@pytest.mark.parametrize("text, operands, scalars", [
    ("acc", set(), set()),
    ("alpha * acc", set(), {"alpha"}),
    ("relu(acc + bias)", {Operand.BIAS}, set()),
    ("acc + beta * out", {Operand.OUT}, {"beta"}),
    ("gelu(alpha * acc + bias) + residual", {Operand.BIAS, Operand.RESIDUAL}, {"alpha"}),
    ("where(acc > 0, acc, slope * acc)", set(), {"slope"}),
])
def test_parse_reports_operands_and_scalars(text, operands, scalars):
    e = parse_expression(text, (ScalarDecl("slope", 0.01),))
    assert e.operands == operands and e.used_scalars == scalars


def test_normalized_text_and_linear_scale():
    assert parse_expression("relu(acc+bias)").text == "relu(acc + bias)"
    assert parse_expression("acc").linear_scale and parse_expression("alpha*acc").linear_scale
    assert parse_expression("acc / 2").linear_scale
    assert not parse_expression("acc + beta * out").linear_scale
    assert not parse_expression("relu(acc)").linear_scale


@pytest.mark.parametrize("text, column, words", [
    ("foo(acc)", 1, "unknown function 'foo'"),
    ("acc + x", 7, "unknown name 'x'"),
    ("relu(acc, 1)", 1, "relu() takes 1 argument, got 2"),
    ("clamp(acc, 0)", 1, "clamp() takes 3 arguments"),
    ("acc > 0", 1, "is a comparison"),
    ("where(acc, 1, 2)", 7, "argument 1 of where() must be a comparison"),
    ("acc + (acc > 0)", 8, "the right of '+' must be a number"),
    ("acc if acc > 0 else 0", 1, "use where(c, a, b)"),
    ("acc < 1 < 2", 1, "chained comparisons"),
    ("acc ** 2", 1, "'Pow' is not in the grammar"),
    ("acc and out", 1, "'and' / 'or'"),
    ("acc +", 1, "not an expression"),
    ("relu", 1, "is a function: call it"),
    ("'a'", 1, "is not a number"),
])
def test_bad_expressions_name_the_column(text, column, words):
    with pytest.raises(ExpressionError) as info:
        parse_expression(text)
    assert info.value.column == column and words in info.value.problem, info.value


def test_every_function_has_numpy_and_cpp():
    x = np.linspace(-3, 3, 13)
    expected = {
        "relu": np.maximum(x, 0), "abs": np.abs(x), "exp": np.exp(x), "tanh": np.tanh(x),
        "sigmoid": 1 / (1 + np.exp(-x)), "silu": x / (1 + np.exp(-x)),
        "gelu": np.array([0.5 * v * (1 + math.erf(v / math.sqrt(2))) for v in x]),
        "gelu_tanh": 0.5 * x * (1 + np.tanh(math.sqrt(2 / math.pi) * (x + 0.044715 * x ** 3))),
    }
    for name, want in expected.items():
        got = evaluate(parse_expression(f"{name}(acc)"), {"acc": x})
        np.testing.assert_allclose(got, want, rtol=1e-12, err_msg=name)
    np.testing.assert_allclose(evaluate(parse_expression("clamp(acc, -1, 2)"), {"acc": x}),
                               np.clip(x, -1, 2))
    np.testing.assert_allclose(evaluate(parse_expression("where(acc >= 0, acc, -acc)"), {"acc": x}),
                               np.abs(x))
    assert all(f.cpp.startswith("hipconv::epilogue::") for f in Function)


# ----------------------------------------------------------------- the spec keys

SPEC = """\
library: t
instances:
  - name: one
    signature:
      direction: forward
      spatial_dim: 2
      data_type: fp32
{extra}
    algorithm: {{block: {{m: 64, n: 64, k: 8}}, thread: {{m: 4, n: 4}}}}
    targets: [sm_80]
"""


def _spec(extra: str):
    return parse_text(SPEC.format(extra=textwrap.indent(extra, "      ")), "t.yaml")


def test_spec_epilogue_and_scalars():
    inst = _spec('epilogue: "where(acc > 0, acc, slope * acc)"\nscalars: {slope: 0.1}').instances[0]
    e = inst.signature.epilogue
    assert e.text == "where(acc > 0, acc, slope * acc)" and e.scalars == (ScalarDecl("slope", 0.1),)
    assert _spec("elementwise: scale").instances[0].signature.epilogue.text == "alpha * acc"


@pytest.mark.parametrize("extra, path, words", [
    ('epilogue: "relu(acc + gain)"', "instances[0].signature.epilogue",
     "column 12 of 'relu(acc + gain)': unknown name 'gain'"),
    ('epilogue: "acc"\nelementwise: scale', "instances[0].signature.epilogue", "not both"),
    ('epilogue: "acc"\nscalars: {slope: 0.1}', "instances[0].signature.scalars",
     "slope not read by the epilogue"),
    ('epilogue: "slope * acc"\nscalars: {slope: fast}', "instances[0].signature.scalars.slope",
     "must be a number"),
    ('epilogue: "relu * acc"\nscalars: {relu: 1}', "instances[0].signature.scalars.relu",
     "taken by the grammar"),
    ("epilogue: 3", "instances[0].signature.epilogue", "expected a string"),
])
def test_spec_errors_name_file_line_and_path(extra, path, words):
    with pytest.raises(SpecError) as info:
        _spec(extra)
    error = info.value
    assert error.file == "t.yaml" and error.line > 0 and error.path == path, str(error)
    assert words in str(error), str(error)


def test_bias_in_backward_weight_is_rejected():
    text = SPEC.format(extra='      epilogue: "acc + bias"').replace("forward", "backward_weight")
    with pytest.raises(SpecError) as info:
        parse_text(text, "t.yaml")
    assert info.value.rule.id == "epilogue-operands" and "no output-channel axis" in str(info.value)


# ----------------------------------------------------------------- kernels (cpu)

FUNCTIONS_SPEC = """\
library: epilogues
defaults:
  signature: {{direction: forward, spatial_dim: 2, data_type: fp32}}
  algorithm: {{block: {{m: 32, n: 32, k: 8}}, thread: {{m: 2, n: 2}}, vector: 1}}
  targets: [sm_80]
instances:
{entries}
"""
EXPRESSIONS = {
    "where": "where(acc > 0.25, acc, -2 * acc)", "min": "min(acc, 0.5)", "max": "max(acc, -0.5)",
    "clamp": "clamp(acc, -0.75, 0.25)", "abs": "abs(acc)", "exp": "exp(acc / 4)",
    "relu": "relu(acc)", "gelu": "gelu(acc)", "gelu_tanh": "gelu_tanh(acc)",
    "silu": "silu(acc)", "sigmoid": "sigmoid(acc)", "tanh": "tanh(acc)",
    "arith": "(acc - 1) / (2 + acc * acc) * -alpha", "bias": "acc + bias",
    "residual": "acc * residual", "out": "acc + beta * out",
    "backward_data_all": "relu(alpha * acc + bias) + beta * out - residual",
    "backward_weight_all": "gelu(acc) * gain + beta * out + residual",
}


@pytest.fixture(scope="module")
def epilogue_library(tmp_path_factory):
    require_tools("cmake", "g++")
    entries = []
    for name, expression in EXPRESSIONS.items():
        direction = name.rsplit("_", 1)[0] if name.endswith("_all") else "forward"
        extra = "scalars: {gain: 1.5}, " if "gain" in expression else ""
        entries.append(f"  - name: ep_{name}\n    signature: {{direction: {direction}, {extra}"
                       f"epilogue: \"{expression}\"}}")
    # backward-weight split 3 ways: the non-linear epilogue through the workspace and its
    # final pass (atomic and deterministic), the linear one scaled per slice into dW
    for name, expression, options in (
            ("split_accumulate", "acc + beta * out", "split_k: 3"),
            ("split_accumulate_det", "acc + beta * out", "split_k: 3, deterministic: true"),
            ("split_accumulate_bf16", "acc + beta * out", "split_k: 3"),
            ("split_scale", "alpha * acc", "split_k: 3")):
        dtype = "bf16" if name.endswith("bf16") else "fp32"
        entries.append(f"  - name: ep_{name}\n    signature: {{direction: backward_weight, "
                       f"data_type: {dtype}, epilogue: \"{expression}\"}}\n"
                       f"    algorithm: {{{options}}}")
    path = tmp_path_factory.mktemp("epilogues") / "epilogues.yaml"
    path.write_text(FUNCTIONS_SPEC.format(entries="\n".join(entries)))
    return runtime.build(str(path), platform="cpu")


PROBLEM = runtime.ConvProblem(G=2, N=2, C=5, K=6, input=(7, 6), filter=3, stride=(2, 1), pad=1)


@pytest.mark.build
@pytest.mark.parametrize("name", sorted(EXPRESSIONS))
def test_every_function_and_operand_matches_numpy(epilogue_library, name):
    inst = epilogue_library.instance(f"ep_{name}")
    result, out = check.run_instance(epilogue_library, inst, PROBLEM, seed=3)
    assert result.ok, f"{inst.epilogue}: {result.message}"
    assert not np.isnan(out.astype(np.float64)).any()


@pytest.mark.build
@pytest.mark.parametrize("name", ["split_accumulate", "split_accumulate_det",
                                  "split_accumulate_bf16", "split_scale"])
def test_split_k_applies_the_epilogue_once(epilogue_library, name):
    """A split backward-weight adds `out` once, not once per slice (workspace modes), and
    scales every slice by alpha (atomic output)."""
    inst = epilogue_library.instance(f"ep_{name}")
    assert epilogue_library.split_k_used(inst, PROBLEM) == 3
    result, _ = check.run_instance(epilogue_library, inst, PROBLEM, seed=5)
    assert result.ok, f"{inst.epilogue}: {result.message}"


@pytest.mark.build
def test_accumulates_into_a_non_zero_buffer(epilogue_library):
    lib = epilogue_library
    rng = np.random.default_rng(0)
    x = rng.standard_normal(PROBLEM.x_shape).astype(np.float32)
    w = rng.standard_normal(PROBLEM.w_shape).astype(np.float32)
    out = rng.standard_normal(PROBLEM.y_shape).astype(np.float32) + 3.0
    y = lib.forward(x, w, PROBLEM, epilogue="acc + beta*out", out=out, beta=0.5)
    want = runtime.reference.forward(x, w, PROBLEM) + 0.5 * out
    np.testing.assert_allclose(y, want, rtol=1e-4, atol=1e-4)
    # beta 0 leaves only the convolution: the buffer is really read, not assumed
    y0 = lib.forward(x, w, PROBLEM, epilogue="acc + beta * out", out=out, beta=0.0)
    np.testing.assert_allclose(y0, runtime.reference.forward(x, w, PROBLEM), rtol=1e-4, atol=1e-4)


@pytest.mark.build
def test_a_wrong_epilogue_would_be_caught(epilogue_library):
    """The check is not vacuous: the bias instance's output against the reference
    without its bias fails."""
    lib = epilogue_library
    inst = lib.instance("ep_bias")
    inputs = check.random_inputs(PROBLEM, {"x": np.float32, "w": np.float32}, 1)
    bias = np.full((PROBLEM.G, PROBLEM.K), 0.5, np.float32)
    y = lib.forward(inputs["x"], inputs["w"], PROBLEM, instance=inst, bias=bias)
    plain = runtime.reference.forward(inputs["x"], inputs["w"], PROBLEM)
    assert not check.compare(y, plain, "fp32").ok
    assert check.compare(y, plain + bias, "fp32").ok


@pytest.mark.build
def test_runtime_operand_errors(epilogue_library):
    lib = epilogue_library
    x = np.zeros(PROBLEM.x_shape, np.float32)
    w = np.zeros(PROBLEM.w_shape, np.float32)
    bias = np.zeros((PROBLEM.G, PROBLEM.K), np.float32)
    with pytest.raises(ValueError, match=r"reads bias \(shape \(2, 6\)\): pass bias=array"):
        lib.forward(x, w, PROBLEM, epilogue="acc + bias")
    with pytest.raises(ValueError, match="does not read residual; it takes bias"):
        lib.forward(x, w, PROBLEM, epilogue="acc + bias", bias=bias, residual=bias)
    with pytest.raises(ValueError, match="bias has shape"):
        lib.forward(x, w, PROBLEM, epilogue="acc + bias", bias=bias[:, :3].copy())
    with pytest.raises(ValueError, match="bias is float16"):
        lib.forward(x, w, PROBLEM, epilogue="acc + bias", bias=bias.astype(np.float16))
    with pytest.raises(ValueError, match="does not read alpha; it takes no operands"):
        lib.forward(x, w, PROBLEM, instance="ep_relu", alpha=2.0)
    with pytest.raises(ValueError, match="stores 'relu\\(acc\\)', not the epilogue"):
        lib.forward(x, w, PROBLEM, instance="ep_relu", epilogue="acc")
    with pytest.raises(TypeError, match="scalar alpha must be a number"):
        lib.forward(x, w, PROBLEM, epilogue="(acc - 1) / (2 + acc * acc) * -alpha", alpha="2")
    with pytest.raises(runtime.UnsupportedProblem) as info:
        lib.forward(x, w, PROBLEM, epilogue="acc * 3")
    assert info.value.rule == "no-instance" and "'relu(acc)'" in str(info.value)
    with pytest.raises(ValueError, match="not an expression"):
        lib.forward(x, w, PROBLEM, epilogue="acc +")
    # operands without epilogue=: the message names the epilogues that read them
    with pytest.raises(ValueError, match=r"bias given but no epilogue=.*'acc \+ bias'"):
        lib.forward(x, w, PROBLEM, bias=bias)


@pytest.mark.build
def test_select_matches_the_epilogue_by_expression(epilogue_library):
    lib = epilogue_library
    assert lib.select("forward", PROBLEM, "fp32", epilogue="silu( acc )").name == "ep_silu"
    assert lib.candidates("forward", PROBLEM, "fp32", epilogue="acc+bias")[0].name == "ep_bias"
    inst = lib.instance("ep_backward_weight_all")
    assert inst.epilogue_scalars == (("gain", 1.5),)


@pytest.mark.build
def test_abi_refuses_a_missing_tensor_operand(epilogue_library):
    """Called through the C ABI without epilogue arguments, an instance whose epilogue
    reads bias returns invalid-argument instead of reading a null pointer."""
    status = abi_run(epilogue_library, epilogue_library.instance("ep_bias"), PROBLEM, np.float32)
    assert Status(status) is Status.INVALID_ARGUMENT


@pytest.mark.build
def test_a_squashing_epilogue_is_judged_at_the_convolutions_scale(epilogue_library):
    """tanh(acc) near acc = 0 passes the accumulator's fp32 rounding through whole; that
    rounding grows with |acc|, not with the output's magnitude (at most 1).  The check measures
    the absolute error against max |acc| there (an fp32-sized error passes), and still catches
    a wrong element."""
    from runtime.numerics import REFERENCES, reference_and_scale
    inst = epilogue_library.instance("ep_tanh")
    problem = runtime.ConvProblem(G=1, N=1, C=40, K=8, input=(9, 9), filter=7, pad=3)
    inputs = check.random_inputs(problem, {"x": np.float32, "w": np.float32}, 4)
    ref, scale = reference_and_scale(inst, problem, inputs, {})
    acc = REFERENCES["forward"](inputs, problem)
    assert scale == pytest.approx(np.abs(acc).max()) and scale > 5 * np.abs(ref).max()
    near_zero = np.unravel_index(np.argmin(np.abs(ref)), ref.shape)
    rounded = ref.copy()
    rounded[near_zero] += 2e-5 * np.abs(ref).max()   # what an fp32 sum of ~2000 terms of |acc| ~ 15 can be off
    assert check.compare(rounded, ref, "fp32", scale).ok
    assert not check.compare(rounded, ref, "fp32").ok   # at the outputs' own scale it would fail
    wrong = ref.copy()
    wrong[near_zero] += 0.05
    assert not check.compare(wrong, ref, "fp32", scale).ok
