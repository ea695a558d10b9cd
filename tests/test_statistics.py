"""Output statistics (signature.statistics): a forward convolution that also writes, per output
channel, the sum and the sum of squares of what it stores -- a following BatchNorm's statistics
without another pass over Y.

The flow: parse and round trip, rule statistics, the cpu build of mma_sync instances (the
lane-exact emulation) and of the reference, the statistics against the float64 sums of the
output each call stored (poisoned first, so an unwritten channel shows) in 1D / 2D / 3D, grouped,
strided and 1x1, tiles whose rows run past the output, the refusals (the Python API and the C
ABI), and select never taking such an instance.  The shipped instances against their GPU
references: tests/test_prologue.py (test_shipped_fusion_instances_verify_against_their_reference).
"""

from __future__ import annotations

import numpy as np
import pytest

import runtime
from codegen import SpecError, parse_text
from codegen.serialize import spec_to_yaml
from codegen.status import Status
from conftest import abi_run, require_tools
from runtime import check
from runtime.numerics import compare_statistics, statistics_of

SPEC = """\
library: statistics
defaults:
  signature: {{direction: forward, spatial_dim: 2, data_type: bf16, statistics: true}}
  targets: [sm_80]
instances:
{entries}
"""
MMA = "{micro_kernel: mma_sync, block: {m: 64, n: 32, k: 32}, warp: {m: 32, n: 32}, stages: 3, vector: 8"


def _mma(extra: str = "") -> str:
    return MMA + (", " + extra if extra else "") + "}"


def test_statistics_parse_and_round_trip():
    spec = parse_text(SPEC.format(entries=f"  - name: s\n    algorithm: {_mma()}"), "s.yaml")
    assert spec.instances[0].signature.statistics
    assert parse_text(spec_to_yaml(spec), "again.yaml").instances == spec.instances
    with pytest.raises(SpecError, match=r"instances\[0\]\.signature\.statistics"):
        parse_text(SPEC.format(entries=f"  - name: s\n    signature: {{statistics: maybe}}\n    algorithm: {_mma()}"),
                   "s.yaml")


@pytest.mark.parametrize("entry, words", [
    (f"  - name: s\n    signature: {{direction: backward_data}}\n    algorithm: {_mma()}", "a forward output's"),
    ("  - name: s\n    signature: {data_type: fp32}\n    algorithm: {block: {m: 64, n: 64, k: 16}, "
     "thread: {m: 4, n: 4}, vector: 4}", "not fma's"),
    (f"  - name: s\n    algorithm: {_mma('split_k: 2')}", "split_k 1"),
])
def test_rule_statistics_names_what_cannot_sum(entry, words):
    with pytest.raises(SpecError) as info:
        parse_text(SPEC.format(entries=entry), "s.yaml")
    errors = getattr(info.value, "errors", [info.value])
    assert any(getattr(e, "rule", None) is not None and e.rule.id == "statistics" and words in str(e)
               for e in errors), str(info.value)


@pytest.fixture(scope="module")
def statistics_library(tmp_path_factory):
    require_tools("cmake", "g++")
    entries = "\n".join([
        "  - name: stat_{spatial_dim}d_{data_type}\n    signature: {spatial_dim: [1, 2, 3], data_type: [fp16, bf16]}\n"
        f"    algorithm: {_mma()}",
        f"  - name: stat_1x1_bf16\n    algorithm: {_mma('specialization: filter1x1_stride1_pad0')}",
        "  - name: stat_reference_bf16\n    algorithm: {micro_kernel: reference}",
        f"  - name: plain_bf16\n    signature: {{statistics: false}}\n    algorithm: {_mma()}",
    ])
    path = tmp_path_factory.mktemp("statistics") / "statistics.yaml"
    path.write_text(SPEC.format(entries=entries))
    return runtime.build(str(path), platform="cpu")


PROBLEMS = {
    1: runtime.ConvProblem(G=2, N=3, C=16, K=40, input=(37,), filter=3, pad=1, stride=2),
    2: runtime.ConvProblem(G=2, N=2, C=16, K=72, input=(9, 11), filter=3, pad=1, stride=(2, 1)),
    3: runtime.ConvProblem(G=1, N=2, C=8, K=24, input=(4, 5, 6), filter=3, pad=1),
}


@pytest.mark.build
@pytest.mark.parametrize("name, problem", [(f"stat_{d}d_{t}", PROBLEMS[d]) for d in (1, 2, 3) for t in ("fp16", "bf16")]
                         + [("stat_1x1_bf16", runtime.ConvProblem(G=2, N=2, C=16, K=40, input=(7, 9), filter=1)),
                            ("stat_reference_bf16", PROBLEMS[2])])
def test_statistics_are_the_sums_of_the_stored_output(statistics_library, name, problem):
    lib = statistics_library
    inst = lib.instance(name)
    assert lib.supports(inst, problem) is Status.OK
    result, out = check.run_instance(lib, inst, problem, seed=3)   # the output and the statistics
    assert result.ok, result.message
    inputs = check.random_inputs(problem, {r: inst.dtype_of(r) for r in ("x", "w")}, 4)
    statistics = np.full((2, problem.G, problem.K), np.nan, np.float32)
    y = lib.forward(inputs["x"], inputs["w"], problem, instance=inst, statistics=statistics)
    assert np.isfinite(statistics).all()                  # every channel written
    assert compare_statistics(statistics, y).ok
    assert np.allclose(statistics, statistics_of(y), rtol=1e-4, atol=1e-3)


@pytest.mark.build
def test_a_wrong_statistic_would_be_caught(statistics_library):
    lib = statistics_library
    problem = PROBLEMS[2]
    inputs = check.random_inputs(problem, {r: np.dtype(lib.instance("stat_2d_bf16").dtype_of(r)) for r in ("x", "w")}, 1)
    statistics = np.empty((2, problem.G, problem.K), np.float32)
    y = lib.forward(inputs["x"], inputs["w"], problem, instance="stat_2d_bf16", statistics=statistics)
    wrong = statistics.copy()
    wrong[0, 1, 5] += 0.01 * np.abs(statistics[0]).max()
    assert compare_statistics(statistics, y).ok and not compare_statistics(wrong, y).ok
    squares = statistics.copy()
    squares[1, 0, 0] *= 1.01
    assert not compare_statistics(squares, y).ok


@pytest.mark.build
def test_statistics_refusals(statistics_library):
    from runtime.abi import epilogue_args
    lib = statistics_library
    problem = PROBLEMS[2]
    x = np.zeros(problem.x_shape, lib.instance("stat_2d_bf16").dtype_of("x"))
    w = np.zeros(problem.w_shape, x.dtype)
    with pytest.raises(ValueError, match=r"pass statistics=np\.empty\(\(2, 2, 72\), float32\)"):
        lib.forward(x, w, problem, instance="stat_2d_bf16")
    with pytest.raises(ValueError, match="written in place"):
        lib.forward(x, w, problem, instance="stat_2d_bf16", statistics=np.empty((2, 2, 72), np.float64))
    inst = lib.instance("stat_2d_bf16")
    no_arguments = abi_run(lib, inst, problem, x.dtype)
    no_workspace = abi_run(lib, inst, problem, x.dtype,
                           args=lambda buffers: epilogue_args(inst, {}, {"statistics": buffers.allocate(2 * 2 * 72 * 4)}))
    assert lib.workspace_size(inst, problem) > 0
    assert Status(no_arguments) is Status.INVALID_ARGUMENT and Status(no_workspace) is Status.INVALID_ARGUMENT


@pytest.mark.build
def test_select_never_takes_a_statistics_instance(statistics_library):
    lib = statistics_library
    assert lib.select("forward", PROBLEMS[2], "bf16").name == "plain_bf16"
    assert lib.reference_for(lib.instance("stat_2d_bf16")).name == "stat_reference_bf16"


@pytest.mark.build
def test_statistics_on_torch_tensors(statistics_library):
    """The device-tensor path (torch tensors; on the cpu platform, host ones) fills a float32
    tensor the same way."""
    torch = pytest.importorskip("torch", reason="torch is optional: the device-tensor path needs it")
    problem = PROBLEMS[2]
    torch.manual_seed(0)
    x = torch.randn(problem.x_shape, dtype=torch.bfloat16)
    w = torch.randn(problem.w_shape, dtype=torch.bfloat16)
    statistics = torch.full((2, problem.G, problem.K), float("nan"))
    y = statistics_library.forward(x, w, problem, instance="stat_2d_bf16", statistics=statistics)
    assert compare_statistics(statistics.numpy(), y.float().numpy()).ok
    with pytest.raises(ValueError, match="statistics is torch.bfloat16; it must be torch.float32"):
        statistics_library.forward(x, w, problem, instance="stat_2d_bf16", statistics=statistics.bfloat16())


@pytest.mark.build
def test_a_call_passing_statistics_gets_an_instance_writing_them(statistics_library):
    lib = statistics_library
    problem = PROBLEMS[2]
    assert lib.select("forward", problem, "bf16", statistics=True).statistics
    x = np.ones(problem.x_shape, lib.instance("stat_2d_bf16").dtype_of("x"))
    w = np.ones(problem.w_shape, x.dtype)
    statistics = np.full((2, problem.G, problem.K), np.nan, np.float32)
    y = lib.forward(x, w, problem, statistics=statistics)
    assert compare_statistics(statistics, y).ok
