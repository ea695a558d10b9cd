"""The optional bias of forward instances whose epilogue is ``acc`` (issue 65, item 4;
docs/reference.md, "The optional bias"): such an instance also takes a bias and then stores
``acc + bias``, the bias added to the fp32 accumulator before the one rounding to the output's
type, in every forward kernel family -- the GEMM tiles on fma, mma_sync (its converted 16-bit
staging), mfma, the split reductions (once, in the finish pass), the direct gathers, the
staged tiles, Winograd, merged groups, padded channels, the input image, channels-first and
fp64 -- and without one stores ``acc`` as before.  What the emitted sources and the registry
say, the numpy API against the float64 reference on the cpu platform, and (tests/test_pytorch.py
has the operator's side) the accuracy of ``hp.conv(x, w, b)``."""

from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pytest

import runtime
from codegen.emit import emit
from codegen.parse import parse_file, parse_text
from runtime import check
from runtime.problem import ConvProblem
from conftest import FWD_SPEC, require_tools


def test_every_forward_acc_instance_takes_an_optional_bias():
    """Shipped specs: the forward instances whose epilogue is acc -- and only they -- take the
    optional bias; each of their sources adds it where Params.bias is not null, compiles its
    kernel without activation code and once per activation shape and launches the one the
    call's activation asks for, and the registry's description says so."""
    spec = parse_file(str(FWD_SPEC))
    sources = {f.path: f.content for f in emit(spec, "specs/fwd.yaml")}
    registry = sources["src/registry.cpp"]
    for inst in spec.instances:
        assert inst.signature.optional_bias == (inst.signature.epilogue.text == "acc"), inst.name
        source = sources[f"src/{inst.name}.cpp"]
        if inst.signature.optional_bias:
            assert "null: none" in source and "hipconv::optional_epilogue<kActivation>(" in source, inst.name
            launch = re.search(r"kernel_of_activation\(activation, (\w+)<([^>]*)0>, \1<\2 ?1>, "
                               r"\1<\2 ?2>, \1<\2 ?3>\)", source)
            assert launch and launch.group(1).startswith(inst.name), inst.name
        else:
            assert "optional_epilogue" not in source, inst.name
    described = [json.loads(text) for text in re.findall(r'R"json\((.*?)\)json"', registry)]
    assert [d["name"] for d in described] == [i.name for i in spec.instances]
    assert all(d["optional_bias"] == i.signature.optional_bias for d, i in zip(described, spec.instances))
    for name in ("bwd_data", "bwd_weight"):
        other = parse_file(str(FWD_SPEC.parent / f"{name}.yaml"))
        assert not any(i.signature.optional_bias for i in other.instances)


# One forward instance of each family / store path (from specs/fwd.yaml and
# tests/test_output_split.py), 16-bit where the path has it: the optional bias in each.
SHIPPED = [
    "fwd_1d_bf16_vec4", "fwd_2d_bf16_vec4", "fwd_3d_fp16_1x1", "fwd_2d_bf16_mma128x64", "fwd_3d_bf16_mma128x128",
    "fwd_2d_bf16_mma_1x1_128x96", "fwd_2d_bf16_mfma64x64", "fwd_1d_fp16_depthwise",
    "fwd_2d_bf16_depthwise_tile", "fwd_3d_bf16_few_c4", "fwd_2d_bf16_few_tile_c4",
    "fwd_2d_bf16_few_tile_c8_mma_r4", "fwd_2d_fp32_winograd", "fwd_2d_bf16_merged4_mma128x64",
    "fwd_2d_bf16_mma_taps4_pad4", "fwd_2d_bf16_image256", "fwd_2d_bf16_channels_first",
    "fwd_2d_fp64", "fwd_2d_bf16_reference", "fwd_2d_bf16_bias",
]
SPLIT = """
  - name: fwd_2d_bf16_1x1_split3
    signature: {direction: forward, spatial_dim: 2, data_type: bf16}
    algorithm: {specialization: filter1x1_stride1_pad0, deterministic: true, block: {m: 32, n: 16, k: 16},
                thread: {m: 2, n: 2}, vector: 2, split_k: 3}
  - name: fwd_3d_bf16_mma_taps_split3
    signature: {direction: forward, spatial_dim: 3, data_type: bf16}
    algorithm: {micro_kernel: mma_sync, deterministic: true, block: {m: 64, n: 64, k: 32},
                warp: {m: 32, n: 32}, stages: 3, vector: 8, split_k: 3}
"""


@pytest.fixture(scope="module")
def bias_library(tmp_path_factory):
    require_tools("cmake", "g++")
    import yaml
    from codegen.serialize import spec_to_dict
    shipped = spec_to_dict(parse_file(str(FWD_SPEC)))
    chosen = [i for i in shipped["instances"] if i["name"] in SHIPPED]
    assert sorted(i["name"] for i in chosen) == sorted(SHIPPED)
    split = parse_text("library: split\ndefaults:\n  signature: {layout: channels_last, accumulator: fp32}\n"
                       f"  algorithm: {{micro_kernel: fma}}\n  targets: [sm_90a]\ninstances:{SPLIT}", "split.yaml")
    chosen += spec_to_dict(split)["instances"]
    text = yaml.safe_dump({"library": "forward_bias", "instances": chosen}, sort_keys=False)
    path = tmp_path_factory.mktemp("forward_bias") / "forward_bias.yaml"
    path.write_text(text)
    return runtime.build(str(path), platform="cpu", quiet=True)


def _operands(inst, problem: ConvProblem, seed: int):
    rng = np.random.default_rng(seed)
    x, w = (rng.uniform(-1, 1, s).astype(inst.dtype_of(r)) for r, s in (("x", problem.x_shape),
                                                                       ("w", problem.w_shape)))
    bias = rng.uniform(-2, 2, (problem.G, problem.K)).astype(inst.dtype_of("y"))
    return x, w, bias


@pytest.mark.build
@pytest.mark.parametrize("name", SHIPPED[:-1] + ["fwd_2d_bf16_1x1_split3", "fwd_3d_bf16_mma_taps_split3"])
def test_an_acc_instance_adds_the_bias_it_is_given(bias_library, name):
    """lib.forward(..., instance=<acc instance>, bias=b) matches the float64 reference + b on
    the instance's first check problems (a split one with its 3 slices: the bias once), and
    the check is not vacuous: the result without the bias's add is off; without bias= the
    same instance stores acc."""
    lib = bias_library
    inst = lib.instance(name)
    assert inst.optional_bias and inst.epilogue == "acc" and inst.computes("acc + bias")
    problems = [p for p in check.check_problems(lib, inst)
                if "split3" not in name or lib.split_k_used(inst, p) == 3][:2]
    assert problems
    for seed, problem in enumerate(problems):
        x, w, bias = _operands(inst, problem, seed)
        conv = runtime.reference.forward(x, w, problem)
        want = conv + bias.astype(np.float64).reshape((1,) * (problem.spatial_dim + 1) + bias.shape)
        kind = inst.y_type
        y = lib.forward(x, w, problem, instance=inst, bias=bias, poison=True)
        assert check.compare(y, want, kind).ok, (problem, check.compare(y, want, kind).message)
        assert not check.compare(y, conv, kind).ok, problem
        plain = lib.forward(x, w, problem, instance=inst, poison=True)
        assert check.compare(plain, conv, kind).ok, problem
        # asking for the expression selects among the instances storing it; verify="cpu" too
        lib.forward(x, w, problem, instance=inst, epilogue="acc + bias", bias=bias, verify="cpu")


@pytest.mark.build
def test_the_bias_is_added_before_the_rounding(bias_library):
    """One rounding: the optional bias of fwd_2d_bf16_vec4 gives the bits of fwd_2d_bf16_bias
    (acc + bias: the same 64x64 fma tile, the same sums); the converted mma_sync tile's (the
    bias added in registers before its 16-bit staging) is as close to the float64 result, and
    both closer than the twice-rounded hp.conv(x, w) + b of before (here 0.73x its error)."""
    lib = bias_library
    problem = ConvProblem(G=2, N=2, C=16, K=24, input=(9, 8), filter=3, pad=1)
    x, w, bias = _operands(lib.instance("fwd_2d_bf16_vec4"), problem, 7)
    fused = lib.forward(x, w, problem, instance="fwd_2d_bf16_bias", bias=bias)
    optional = lib.forward(x, w, problem, instance="fwd_2d_bf16_vec4", bias=bias)
    assert np.array_equal(fused.view(np.uint16), optional.view(np.uint16))
    converted = lib.forward(x, w, problem, instance="fwd_2d_bf16_mma128x64", bias=bias)
    twice = (lib.forward(x, w, problem, instance="fwd_2d_bf16_mma128x64").astype(np.float32)
             + bias.astype(np.float32)).astype(bias.dtype)
    want = runtime.reference.forward(x, w, problem) + bias.astype(np.float64)
    error = {name: float(np.linalg.norm(a.astype(np.float64) - want) / np.linalg.norm(want))
             for name, a in (("fused", fused), ("converted", converted), ("twice", twice))}
    assert max(error["fused"], error["converted"]) < 0.8 * error["twice"], error   # 1.68e-3 against 2.32e-3


@pytest.mark.build
def test_select_ranks_the_optional_bias_with_the_bias_instances(bias_library):
    """epilogue="acc + bias" chooses among the acc + bias instances and the acc ones (their
    bias optional); 1D and 3D problems, which no acc + bias instance runs, have candidates."""
    lib = bias_library
    for problem, dtype in ((ConvProblem(G=1, N=2, C=8, K=16, input=(9,), filter=3, pad=1), "bf16"),
                           (ConvProblem(G=1, N=1, C=8, K=16, input=(4, 5, 4), filter=1), "fp16")):
        found = lib.candidates("forward", problem, dtype, epilogue="acc + bias")
        assert found and all(i.optional_bias for i in found), problem
    problem = ConvProblem(G=1, N=2, C=8, K=16, input=(6, 6), filter=3, pad=1)
    names = {i.name for i in lib.candidates("forward", problem, "bf16", epilogue="acc+bias")}
    assert "fwd_2d_bf16_bias" in names and "fwd_2d_bf16_mma128x64" in names, names
    x, w, bias = _operands(lib.instance("fwd_2d_bf16_mma128x64"), problem, 3)
    y = lib.forward(x, w, problem, epilogue="acc + bias", bias=bias, verify="cpu")
    assert y.shape == problem.y_shape
    with pytest.raises(ValueError, match="reads bias"):
        lib.forward(x, w, problem, epilogue="acc + bias")          # asked for, not given
    with pytest.raises(ValueError, match="does not read bias"):
        lib.forward(x, w, problem, epilogue="acc", bias=bias)      # acc asked: no bias taken
    with pytest.raises(ValueError, match=r"bias given but no epilogue=.*'acc \+ bias'"):
        lib.forward(x, w, problem, bias=bias)


@pytest.mark.build
def test_checks_give_the_optional_bias_on_odd_seeds(bias_library):
    """check.run_instance (the check matrix, the sweep) runs an instance with an optional bias
    without one on even seeds and with one on odd seeds."""
    lib = bias_library
    inst = lib.instance("fwd_2d_bf16_mma128x64")
    problem = check.check_problems(lib, inst)[0]
    assert "bias" not in check.epilogue_inputs(inst, problem, 0)
    assert check.epilogue_inputs(inst, problem, 1)["bias"].shape == (problem.G, problem.K)
    for seed in (0, 1):
        result, _ = check.run_instance(lib, inst, problem, seed=seed)
        assert result.ok, result.message


# ------------------------------------------------------------------ the optional activation (issue 68)

def _activation_reference(name: str, v: np.ndarray) -> np.ndarray:
    """torch's definitions in float64 (independent of codegen/epilogue.py's numpy twin)."""
    import math
    erf = np.vectorize(math.erf)
    return {"relu": lambda: np.maximum(v, 0.0), "relu6": lambda: np.clip(v, 0.0, 6.0),
            "silu": lambda: v / (1.0 + np.exp(-v)), "gelu": lambda: 0.5 * v * (1.0 + erf(v / math.sqrt(2.0))),
            "gelu_tanh": lambda: 0.5 * v * (1.0 + np.tanh(math.sqrt(2.0 / math.pi) * (v + 0.044715 * v ** 3))),
            "hardswish": lambda: v * np.clip(v + 3.0, 0.0, 6.0) / 6.0,
            "sigmoid": lambda: 1.0 / (1.0 + np.exp(-v)), "tanh": lambda: np.tanh(v)}[name]()


def test_the_activation_codes_agree_with_the_kernels_header():
    """hipconv/epilogue.h's Activation enum lists codegen.epilogue.OPTIONAL_ACTIVATIONS in
    order (code n + 1), and the C header's comment names them with those codes."""
    import re
    from codegen.emit import TEMPLATE_DIR, render_abi_declarations
    from codegen.epilogue import OPTIONAL_ACTIVATIONS
    header = (TEMPLATE_DIR / "include" / "hipconv" / "epilogue.h").read_text()
    enum = dict((int(code), name) for name, code in re.findall(r"kActivation(\w+) = (\d+),", header))
    assert enum[0] == "None"
    assert [enum[n + 1].lower() for n in range(len(OPTIONAL_ACTIVATIONS))] == [
        a.replace("_", "") for a in OPTIONAL_ACTIVATIONS]
    assert len(enum) == len(OPTIONAL_ACTIVATIONS) + 1
    abi = render_abi_declarations()
    for n, name in enumerate(OPTIONAL_ACTIVATIONS):
        assert f"{n + 1} {name}" in abi


def test_an_acc_instance_computes_every_optional_form(bias_library):
    from codegen.epilogue import OPTIONAL_ACTIVATIONS, optional_epilogue
    lib = bias_library
    inst = lib.instance("fwd_2d_bf16_mma128x64")
    other = lib.instance("fwd_2d_bf16_bias")          # its own epilogue acc + bias: no optional forms
    for activation in OPTIONAL_ACTIVATIONS:
        for bias in (False, True):
            form = optional_epilogue(activation, bias)
            assert inst.computes(form) and not other.computes(form), form
            assert inst.activation_code(inst.call_epilogue(form)) == OPTIONAL_ACTIVATIONS.index(activation) + 1
    assert not inst.computes("relu(acc) + bias") and not inst.computes("2 * relu(acc)")
    with pytest.raises(ValueError, match="not one of"):
        optional_epilogue("softplus")


@pytest.mark.build
@pytest.mark.parametrize("name", SHIPPED[:-1] + ["fwd_2d_bf16_1x1_split3", "fwd_3d_bf16_mma_taps_split3"])
def test_an_acc_instance_applies_the_activation_it_is_asked_for(bias_library, name):
    """lib.forward(..., instance=<acc instance>, epilogue="f(acc + bias)", bias=b) matches f of
    the float64 reference + b (torch's definitions, written out here) for every optional
    activation, with and without the bias, in every forward family; the check is not vacuous
    (the result without the activation is off)."""
    from codegen.epilogue import OPTIONAL_ACTIVATIONS
    lib = bias_library
    inst = lib.instance(name)
    problem = [p for p in check.check_problems(lib, inst)
               if "split3" not in name or lib.split_k_used(inst, p) == 3][0]
    x, w, bias = _operands(inst, problem, 5)
    x = (x.astype(np.float64) * 2).astype(x.dtype)          # values reaching relu6's and hardswish's bends
    conv = runtime.reference.forward(x, w, problem)
    biased = conv + bias.astype(np.float64).reshape((1,) * (problem.spatial_dim + 1) + bias.shape)
    kind = inst.y_type
    for n, activation in enumerate(OPTIONAL_ACTIVATIONS):
        with_bias = n % 2 == 0           # half of them with the bias, half without
        pre = biased if with_bias else conv
        want = _activation_reference(activation, pre)
        operands = {"bias": bias} if with_bias else {}
        expression = f"{activation}(acc + bias)" if with_bias else f"{activation}(acc)"
        y = lib.forward(x, w, problem, instance=inst, epilogue=expression, poison=True, **operands)
        assert check.compare(y, want, kind).ok, (activation, check.compare(y, want, kind).message)
        assert not check.compare(y, pre, kind).ok, activation


@pytest.mark.build
def test_select_and_checks_take_the_optional_activation(bias_library):
    """epilogue="silu(acc + bias)" selects among the acc instances (none of the spec's own
    epilogues is it) with verify="cpu"; check.run_instance cycles the forms with the seed, so
    the check matrix and the sweep run every activation of every acc instance."""
    from codegen.epilogue import OPTIONAL_ACTIVATIONS
    lib = bias_library
    problem = ConvProblem(G=1, N=2, C=8, K=16, input=(6, 6), filter=3, pad=1)
    found = lib.candidates("forward", problem, "bf16", epilogue="silu(acc + bias)")
    assert found and all(i.optional_bias for i in found)
    x, w, bias = _operands(lib.instance("fwd_2d_bf16_mma128x64"), problem, 3)
    lib.forward(x, w, problem, epilogue="silu(acc + bias)", bias=bias, verify="cpu")
    with pytest.raises(ValueError, match="does not read bias"):
        lib.forward(x, w, problem, epilogue="relu(acc)", bias=bias)
    inst = lib.instance("fwd_2d_bf16_mma128x64")
    forms = {check.exercised_epilogue(inst, seed) for seed in range(2 * (len(OPTIONAL_ACTIVATIONS) + 1))}
    assert len(forms) == 2 * (len(OPTIONAL_ACTIVATIONS) + 1)
    for seed in (4, 7):
        result, _ = check.run_instance(lib, inst, check.check_problems(lib, inst)[0], seed=seed)
        assert result.ok, result.message
    assert check.exercised_epilogue(lib.instance("fwd_2d_bf16_bias"), 4) is None


def test_the_activation_kernels_agree_with_the_header():
    """An acc instance compiles one kernel per hipconv::epilogue::ActivationKernel (ACTIVATION_KERNELS),
    and every optional activation's form names one of them, none of them the kernel without
    activation code; the PyTorch operator's fallback knows every code."""
    import re
    from codegen.emit import TEMPLATE_DIR
    from codegen.epilogue import ACTIVATION_KERNELS, OPTIONAL_ACTIVATIONS
    header = (TEMPLATE_DIR / "include" / "hipconv" / "epilogue.h").read_text()
    kinds = re.search(r"enum ActivationKernel : int32_t \{([^}]*)\}", header).group(1)
    declared = re.findall(r"(k\w+) = (\d+)", kinds)
    assert [int(code) for _, code in declared] == list(range(len(declared)))
    assert ACTIVATION_KERNELS == len(declared)
    forms = header[header.index("inline ActivationForm activation_form"):]
    forms = forms[:forms.index("\n}\n")]
    shapes = dict(re.findall(r"case kActivation(\w+):\s*(?:return )?\{code, (k\w+),", forms.replace("\n", " ")))
    assert sorted(n.lower() for n in shapes) == sorted(a.replace("_", "") for a in OPTIONAL_ACTIVATIONS)
    assert set(shapes.values()) <= {name for name, _ in declared} - {"kNoActivation"}
    op = (Path(__file__).resolve().parent.parent / "runtime" / "csrc" / "hipconv_torch.cpp").read_text()
    fallback = op[op.index("void activate_in_place("):]
    fallback = fallback[:fallback.index("\n}\n")]
    assert sorted(int(c) for c in re.findall(r"case (\d+):", fallback)) == list(range(len(OPTIONAL_ACTIVATIONS) + 1))
    assert f"is not 0 to {len(OPTIONAL_ACTIVATIONS)}" in fallback


@pytest.mark.build
def test_a_run_refuses_an_activation_code_out_of_range(bias_library):
    """hipconv_epilogue_args.activation outside 0..8 is refused (invalid argument) by an acc
    instance's run before anything is launched, and the output stays as it was."""
    from runtime.abi import epilogue_args, ffi
    from codegen.epilogue import OPTIONAL_ACTIVATIONS
    lib = bias_library
    inst = lib.instance("fwd_2d_bf16_mma128x64")
    problem = check.check_problems(lib, inst)[0]
    x, w, bias = _operands(inst, problem, 2)
    y = np.full(problem.y_shape, 7, dtype=inst.dtype_of("y"))
    pointers = {role: ffi.from_buffer(a) for role, a in (("x", x), ("w", w), ("y", y))}
    for code in (-1, len(OPTIONAL_ACTIVATIONS) + 1, 1000):
        args = epilogue_args(inst, {}, {"bias": ffi.from_buffer(bias)}, "relu(acc + bias)")
        args.activation = code
        with pytest.raises(RuntimeError, match="invalid"):
            lib.launch(inst, problem, pointers, epilogue=args)
        assert np.all(y.astype(np.float64) == 7), code


@pytest.mark.build
@pytest.mark.parametrize("name", ["fwd_2d_bf16_mma128x64", "fwd_2d_bf16_vec4", "fwd_2d_bf16_depthwise_tile",
                                  "fwd_2d_fp32_winograd", "fwd_2d_fp64", "fwd_2d_bf16_1x1_split3",
                                  "fwd_3d_bf16_few_c4", "fwd_2d_bf16_reference"])
def test_the_activations_take_special_values_as_torch_does(bias_library, name):
    """Every optional activation on NaN, +-inf, +-0, +-1e30 and ordinary values (acc = 0 from
    zero X and W, the values in the bias) gives torch's float64 answer: NaN where torch's is
    NaN, the same infinities, finite values within the output type's rounding
    (activation_values.special_value_mismatches; tests/test_gpu.py runs it on the GPU)."""
    pytest.importorskip("torch")
    from activation_values import special_value_mismatches
    assert special_value_mismatches(bias_library, bias_library.instance(name)) == []
