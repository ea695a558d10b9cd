"""Prologue expressions (signature.prologue): what X's elements become as a kernel loads them.

The flow, as for the epilogue: parse (the grammar over x, scale and shift, errors with the YAML
path), rules (rule prologue), emit and build for the cpu platform, numerics against the float64
reference of conv(prologue(X)) -- the prologue on X's elements, then the convolution's zero
padding, as the unfused layers compute it -- in forward and backward-weight, 1D / 2D / 3D,
grouped, strided, dilated and 1x1; refusals of missing vectors (the Python API and the C ABI);
select never takes a prologue instance for a plain call.
"""

from __future__ import annotations

import numpy as np
import pytest

import runtime
from codegen import SpecError, parse_text
from codegen.epilogue import PROLOGUE_OPERANDS, ExpressionError, Operand, evaluate, parse_expression
from codegen.serialize import spec_to_yaml
from codegen.status import Status
from conftest import abi_run, require_tools
from runtime import check
from runtime.numerics import REFERENCES, reference_result

BN_RELU = "relu(x * scale + shift)"


# ----------------------------------------------------------------- parse

def test_the_prologue_grammar_reads_x_scale_and_shift():
    e = parse_expression("relu(x*scale+shift)", operands=PROLOGUE_OPERANDS)
    assert e.text == BN_RELU and e.operands == {Operand.SCALE, Operand.SHIFT}
    assert parse_expression("x", operands=PROLOGUE_OPERANDS).is_identity
    x = np.linspace(-2, 2, 9)
    np.testing.assert_allclose(evaluate(e, {"x": x, "scale": 2.0, "shift": -0.5}),
                               np.maximum(2 * x - 0.5, 0))


@pytest.mark.parametrize("text, words", [
    ("relu(acc)", "unknown name 'acc' in the prologue"),
    ("x + bias", "unknown name 'bias' in the prologue"),
    ("alpha * x", "unknown name 'alpha' in the prologue"),
    ("x > 0", "the prologue is a comparison"),
    ("  ", "the prologue is empty"),
])
def test_bad_prologues_are_named(text, words):
    with pytest.raises(ExpressionError) as info:
        parse_expression(text, operands=PROLOGUE_OPERANDS)
    assert words in info.value.problem
    if "unknown name" in words:
        assert info.value.accepted == ["x", "scale", "shift"]


def test_the_epilogue_does_not_read_the_prologue_operands():
    with pytest.raises(ExpressionError, match="unknown name 'x' in the epilogue"):
        parse_expression("acc + x")


SPEC = """\
library: prologues
defaults:
  signature: {{direction: forward, spatial_dim: 2, data_type: fp32}}
  algorithm: {{block: {{m: 32, n: 32, k: 8}}, vector: 1}}
  targets: [sm_80]
instances:
{entries}
"""


def _spec(signature: str, algorithm: str = "{thread: {m: 2, n: 2}}") -> str:
    return SPEC.format(entries=f"  - name: p\n    signature: {signature}\n    algorithm: {algorithm}")


def test_spec_prologue_parses_and_round_trips():
    spec = parse_text(_spec(f'{{prologue: "{BN_RELU}"}}'), "p.yaml")
    assert spec.instances[0].signature.prologue.text == BN_RELU
    again = parse_text(spec_to_yaml(spec), "again.yaml")
    assert again.instances == spec.instances
    # `x` is no prologue at all
    assert parse_text(_spec('{prologue: "x"}'), "p.yaml").instances[0].signature.prologue is None


def test_spec_prologue_errors_name_file_line_and_path():
    with pytest.raises(SpecError) as info:
        parse_text(_spec('{prologue: "relu(x + gain)"}'), "p.yaml")
    text = str(info.value)
    assert text.startswith("p.yaml:8: instances[0].signature.prologue:")   # the instance's signature line
    assert "unknown name 'gain'" in text and "accepted: x, scale, shift" in text


RULE_SPEC = """\
library: prologues
instances:
  - name: p
    signature: {{direction: {direction}, spatial_dim: 2, data_type: {dtype}, prologue: "relu(x * scale + shift)"}}
    algorithm: {algorithm}
    targets: [sm_90a]
"""
FMA = "{block: {m: 32, n: 32, k: 8}, thread: {m: 2, n: 2}}"


@pytest.mark.parametrize("direction, dtype, algorithm, words", [
    ("backward_data", "fp32", FMA, "backward_data writes (dX)"),
    ("forward", "fp16", "{micro_kernel: wgmma, block: {m: 128, n: 64, k: 64}, warpgroup: {m: 64, n: 64}, "
     "stages: 4, vector: 8}", "not wgmma's"),
    ("forward", "fp32", "{specialization: depthwise, block: {m: 16, n: 8, k: 8}, thread: {m: 1, n: 2}}",
     "not specialization depthwise"),
])
def test_rule_prologue_names_what_cannot_apply_it(direction, dtype, algorithm, words):
    with pytest.raises(SpecError) as info:
        parse_text(RULE_SPEC.format(direction=direction, dtype=dtype, algorithm=algorithm), "p.yaml")
    assert info.value.rule.id == "prologue" and words in str(info.value), str(info.value)


# ----------------------------------------------------------------- kernels (cpu)

# (name, direction, spatial_dim, vector, extra algorithm keys)
KERNELS = (
    ("fwd_1d", "forward", 1, 1, ""),
    ("fwd_2d", "forward", 2, 1, ""),
    ("fwd_2d_vec4", "forward", 2, 4, ""),
    ("fwd_3d", "forward", 3, 1, ""),
    ("fwd_2d_1x1", "forward", 2, 1, ", specialization: filter1x1_pad0"),
    ("wgt_1d", "backward_weight", 1, 1, ""),
    ("wgt_2d", "backward_weight", 2, 1, ""),
    ("wgt_2d_vec4_split", "backward_weight", 2, 4, ", split_k: 3"),
    ("wgt_3d", "backward_weight", 3, 1, ""),
    ("wgt_2d_groups", "backward_weight", 2, 1, ", groups_per_block: 2"),
)


# the mma_sync pipeline (emulated lane by lane on the cpu platform): X fetched into registers,
# the prologue applied as the vectors are stored to the stage; 16-byte vectors and narrow ones
MMA_KERNELS = (
    ("mma_fwd_2d", "forward", 2, "{m: 64, n: 32, k: 32}, warp: {m: 32, n: 32}, stages: 3, vector: 8"),
    ("mma_fwd_3d_vec2", "forward", 3, "{m: 64, n: 32, k: 32}, warp: {m: 32, n: 32}, stages: 3, vector: 2"),
    ("mma_fwd_2d_1x1", "forward", 2, "{m: 64, n: 32, k: 32}, warp: {m: 32, n: 32}, stages: 3, vector: 8, "
                                     "specialization: filter1x1_stride1_pad0"),
    ("mma_wgt_2d", "backward_weight", 2, "{m: 64, n: 64, k: 32}, warp: {m: 32, n: 32}, stages: 3, vector: 8"),
    ("mma_wgt_1d_split", "backward_weight", 1, "{m: 64, n: 64, k: 32}, warp: {m: 32, n: 32}, stages: 3, "
                                               "vector: 8, split_k: 2"),
)


@pytest.fixture(scope="module")
def prologue_library(tmp_path_factory):
    require_tools("cmake", "g++")
    entries = []
    for name, direction, dims, algorithm in MMA_KERNELS:
        entries.append(f"  - name: {name}_{{data_type}}\n    signature: {{direction: {direction}, spatial_dim: {dims}, "
                       f"data_type: [fp16, bf16], prologue: \"{BN_RELU}\"}}\n"
                       f"    algorithm: {{micro_kernel: mma_sync, block: {algorithm}}}")
    for name, direction, dims, vector, extra in KERNELS:
        block = "{m: 64, n: 32, k: 8}" if "groups" in name else "{m: 32, n: 32, k: 8}"
        tile = ("block: {m: 64, n: 64, k: 16}, thread: {m: 4, n: 4}" if vector == 4
                else f"block: {block}, thread: {{m: 2, n: 2}}")
        entries.append(f"  - name: {name}\n    signature: {{direction: {direction}, spatial_dim: {dims}, "
                       f"data_type: [fp32, bf16], prologue: \"{BN_RELU}\"}}\n"
                       f"    algorithm: {{{tile}, vector: {vector}{extra}}}")
        entries[-1] = entries[-1].replace(f"  - name: {name}\n", f"  - name: {name}_{{data_type}}\n")
    entries.append("  - name: plain_fp32\n    signature: {direction: forward, spatial_dim: 2, data_type: fp32}\n"
                   "    algorithm: {thread: {m: 2, n: 2}}")
    path = tmp_path_factory.mktemp("prologues") / "prologues.yaml"
    path.write_text(SPEC.format(entries="\n".join(entries)))
    return runtime.build(str(path), platform="cpu")


def _problem(name: str) -> runtime.ConvProblem:
    mma = name.startswith("mma_")
    dims = int(name.split("_")[2 if mma else 1][0])
    channels, outputs = (16, 24) if mma else (8, 8) if "vec4" in name else (5, 6)
    if name.endswith("1x1") and mma:
        return runtime.ConvProblem(G=2, N=2, C=channels, K=outputs, input=(6, 5), filter=1)
    if "1x1" in name:
        return runtime.ConvProblem(G=2, N=2, C=channels, K=outputs, input=(6, 5), filter=1, stride=(2, 1))
    spatial = {1: (11,), 2: (7, 6), 3: (5, 4, 5)}[dims]
    return runtime.ConvProblem(G=2, N=2, C=channels, K=outputs, input=spatial, filter=3,
                               stride=(2,) + (1,) * (dims - 1), dilation=(1,) * (dims - 1) + (2,), pad=2)


def _run(lib, inst, problem, inputs, **operands):
    if inst.direction == "forward":
        return lib.forward(inputs["x"], inputs["w"], problem, instance=inst, poison=True, **operands)
    return lib.backward_weight(inputs["x"], inputs["y"], problem, instance=inst, poison=True, **operands)


def _vectors(problem, seed):
    rng = np.random.default_rng(seed)
    return {"scale": rng.uniform(0.5, 1.5, (problem.G, problem.C)).astype(np.float32),
            "shift": rng.uniform(-0.5, 0.5, (problem.G, problem.C)).astype(np.float32)}


@pytest.mark.build
@pytest.mark.parametrize("name, dtype", [(k[0], d) for k in KERNELS for d in ("fp32", "bf16")]
                         + [(k[0], d) for k in MMA_KERNELS for d in ("fp16", "bf16")])
def test_prologue_matches_the_float64_reference(prologue_library, name, dtype):
    lib = prologue_library
    inst = lib.instance(f"{name}_{dtype}")
    problem = _problem(name)
    assert lib.supports(inst, problem) is Status.OK
    result, out = check.run_instance(lib, inst, problem, seed=5)
    assert result.ok, f"{inst.name} on {problem}: {result.message}"
    assert not np.isnan(out.astype(np.float64)).any()


@pytest.mark.build
@pytest.mark.parametrize("name, dtype", [("fwd_2d", "fp32"), ("wgt_2d", "fp32"), ("mma_fwd_2d", "bf16"),
                                         ("mma_wgt_2d", "bf16")])
def test_the_padding_stays_zero_and_the_prologue_is_applied(prologue_library, name, dtype):
    """With a positive shift the prologue of a zero is not zero: a kernel that ran the padding
    through the prologue, or skipped the prologue, would miss the reference."""
    lib = prologue_library
    inst = lib.instance(f"{name}_{dtype}")
    problem = _problem(name)
    roles = ("x", "w") if inst.direction == "forward" else ("x", "y")
    inputs = check.random_inputs(problem, {r: inst.dtype_of(r) for r in roles}, 2)
    vectors = {"scale": np.full((problem.G, problem.C), 0.75, np.float32),
               "shift": np.full((problem.G, problem.C), 0.5, np.float32)}
    got = _run(lib, inst, problem, inputs, **vectors)
    want = reference_result(inst, problem, inputs, vectors)
    assert check.compare(got, want, dtype).ok
    plain = REFERENCES[inst.direction](inputs, problem)
    assert not check.compare(got, plain, dtype).ok        # the prologue is not skipped
    # the padding through the prologue: X padded first, then relu(x * scale + shift) everywhere
    pad = problem.pad[0]
    padded = runtime.ConvProblem(G=problem.G, N=problem.N, C=problem.C, K=problem.K,
                                 input=tuple(i + 2 * pad for i in problem.input), filter=problem.filter,
                                 stride=problem.stride, dilation=problem.dilation, pad=0)
    width = [(0, 0)] + [(pad, pad)] * problem.spatial_dim + [(0, 0), (0, 0)]
    x_everywhere = np.maximum(np.pad(inputs["x"].astype(np.float64), width) * 0.75 + 0.5, 0)
    others = {r: inputs[r] for r in roles if r != "x"}
    wrong = REFERENCES[inst.direction]({"x": x_everywhere, **others}, padded)
    assert wrong.shape == got.shape and not check.compare(got, wrong, dtype).ok


@pytest.mark.build
def test_missing_vectors_are_refused(prologue_library):
    lib = prologue_library
    problem = _problem("fwd_2d")
    x = np.zeros(problem.x_shape, np.float32)
    w = np.zeros(problem.w_shape, np.float32)
    vectors = _vectors(problem, 0)
    with pytest.raises(ValueError, match=r"reads scale \(shape \(2, 5\)\).*pass scale=array"):
        lib.forward(x, w, problem, instance="fwd_2d_fp32", shift=vectors["shift"])
    with pytest.raises(ValueError, match="scale has shape"):
        lib.forward(x, w, problem, instance="fwd_2d_fp32", scale=vectors["scale"][:, :3].copy(),
                    shift=vectors["shift"])
    with pytest.raises(ValueError, match="floating point"):
        lib.forward(x, w, problem, instance="fwd_2d_fp32", scale=np.ones((2, 5), np.int32),
                    shift=vectors["shift"])
    # float64 vectors are read as fp32
    y = lib.forward(x + 1, w + 1, problem, instance="fwd_2d_fp32", scale=vectors["scale"].astype(np.float64),
                    shift=vectors["shift"])
    assert np.isfinite(y).all()


@pytest.mark.build
def test_abi_refuses_a_prologue_without_its_vectors(prologue_library):
    """Called through the C ABI without arguments, a prologue instance returns invalid-argument
    instead of reading a null pointer."""
    lib = prologue_library
    status = abi_run(lib, lib.instance("fwd_2d_fp32"), _problem("fwd_2d"), np.float32)
    assert Status(status) is Status.INVALID_ARGUMENT


@pytest.mark.build
def test_select_never_takes_a_prologue_instance(prologue_library):
    """conv(prologue(X)) is not conv(X): a plain call gets the plain instance, and with no
    plain one there is no choice, not a prologue instance."""
    lib = prologue_library
    problem = _problem("fwd_2d")
    assert lib.select("forward", problem, "fp32").name == "plain_fp32"
    assert all(i.prologue is None for i in lib.candidates("forward", problem, "fp32"))
    with pytest.raises(runtime.UnsupportedProblem):
        lib.select("backward_weight", _problem("wgt_2d"), "fp32")


@pytest.mark.build
@pytest.mark.parametrize("library, name", [("fwd_library", "fwd_2d_bf16_bn_relu_prologue"),
                                           ("fwd_library", "fwd_2d_bf16_mma_bn_relu_prologue"),
                                           ("bwd_weight_library", "bwd_weight_2d_bf16_bn_relu_prologue"),
                                           ("fwd_library", "fwd_2d_bf16_mma_statistics")])
def test_shipped_fusion_instances_verify_against_their_reference(request, library, name):
    """verify='gpu' compares a prologue (or statistics) instance with the reference instance of
    the same prologue (statistics): a plain one would compute conv(X); and that reference
    matches the float64 reference (the statistics: the sums of its own output)."""
    lib = request.getfixturevalue(library)
    inst = lib.instance(name)
    reference = lib.reference_for(inst, required=True)
    assert reference.micro_kernel == "reference"
    assert (reference.prologue, reference.statistics) == (inst.prologue, inst.statistics)
    problem = runtime.ConvProblem(G=1, N=2, C=16, K=24, input=(6, 7), filter=3, pad=1)
    assert lib.verify(inst, problem, seed=1).ok
    for checked in (inst, reference):
        result, _ = check.run_instance(lib, checked, problem, seed=2)
        assert result.ok, f"{checked.name}: {result.message}"


@pytest.mark.build
def test_prologue_on_torch_tensors(prologue_library):
    """The device-tensor path takes the vectors as float32 tensors (on the cpu platform, host
    ones) and computes what the numpy path does."""
    torch = pytest.importorskip("torch", reason="torch is optional: the device-tensor path needs it")
    lib = prologue_library
    problem = _problem("mma_fwd_2d")
    inst = lib.instance("mma_fwd_2d_bf16")
    inputs = check.random_inputs(problem, {r: inst.dtype_of(r) for r in ("x", "w")}, 6)
    vectors = _vectors(problem, 6)
    want = lib.forward(inputs["x"], inputs["w"], problem, instance=inst, **vectors)
    got = lib.forward(*(torch.from_numpy(inputs[r].view(np.uint16)).view(torch.bfloat16) for r in ("x", "w")), problem,
                      instance=inst, **{k: torch.from_numpy(v) for k, v in vectors.items()})
    assert np.array_equal(got.float().numpy(), want.astype(np.float32))
    with pytest.raises(ValueError, match="scale is torch.float64; it must be torch.float32"):
        lib.forward(*(torch.from_numpy(inputs[r].view(np.uint16)).view(torch.bfloat16) for r in ("x", "w")), problem,
                    instance=inst, scale=torch.from_numpy(vectors["scale"]).double(),
                    shift=torch.from_numpy(vectors["shift"]))


@pytest.mark.build
def test_a_call_asking_for_a_prologue_gets_an_instance_applying_it(prologue_library):
    """lib.forward(..., prologue=...) chooses among the instances of exactly that prologue
    (spacing does not matter), and names the prologue when none has it."""
    lib = prologue_library
    problem = _problem("mma_fwd_2d")
    inst = lib.select("forward", problem, "bf16", prologue="relu(x*scale + shift)")
    assert inst.prologue == BN_RELU
    inputs = check.random_inputs(problem, {r: inst.dtype_of(r) for r in ("x", "w")}, 8)
    vectors = _vectors(problem, 8)
    y = lib.forward(inputs["x"], inputs["w"], problem, prologue=BN_RELU, **vectors)
    assert check.compare(y, reference_result(inst, problem, inputs, vectors), "bf16").ok
    with pytest.raises(runtime.UnsupportedProblem, match="prologue 'relu\\(x \\* scale\\)'"):
        lib.forward(inputs["x"], inputs["w"], problem, prologue="relu(x * scale)", scale=vectors["scale"])
    x32, w32 = (inputs[r].astype(np.float32) for r in ("x", "w"))
    with pytest.raises(ValueError, match="applies no prologue, not the prologue"):
        lib.forward(x32, w32, problem, instance="plain_fp32", prologue=BN_RELU, **vectors)
