"""The verify modes on the cpu platform (the device helpers run through the emulation):
reference instances, verify="gpu" / "cpu" on a call, Library.verify on device-resident
random inputs, the on-device comparison and what it reports, --check=gpu."""

from __future__ import annotations

import numpy as np
import pytest

import runtime
from codegen.parse import parse_file
from codegen.status import Status
from runtime import check
from runtime.abi import ffi as _ffi
from runtime.errors import VerificationError
from runtime.library import DeviceBuffers as _DeviceBuffers
from conftest import FWD_SPEC, REPO_ROOT

pytestmark = pytest.mark.build

PROBLEM = runtime.ConvProblem(G=2, N=2, C=8, K=16, input=(9, 8), filter=3, stride=2, pad=1)


def test_every_shipped_signature_has_a_reference():
    for name in ("fwd", "bwd_data", "bwd_weight"):
        spec = parse_file(str(REPO_ROOT / "specs" / f"{name}.yaml"))
        references = {(i.signature) for i in spec.instances
                      if i.algorithm.micro_kernel.value == "reference"}
        lacking = [i.name for i in spec.instances if i.signature not in references]
        assert not lacking, f"{name}: no reference instance for {lacking}"


def test_select_never_picks_a_reference(fwd_library):
    for dtype in ("fp32", "fp16", "bf16"):
        for inst in fwd_library.candidates("forward", PROBLEM, dtype):
            assert inst.micro_kernel != "reference"
    ref = fwd_library.reference_for("fwd_2d_fp16_vec4")
    assert ref.name == "fwd_2d_fp16_reference" and ref.index_bits == 64
    assert fwd_library.reference_for("fwd_2d_bf16_group_first").name == \
        "fwd_2d_bf16_group_first_reference"
    assert fwd_library.reference_for("fwd_2d_fp32_bias_relu").epilogue == "relu(acc + bias)"


@pytest.mark.parametrize("name", ["fwd_2d_fp16_vec4", "fwd_2d_bf16_mma128x64",
                                  "fwd_2d_bf16_group_first", "fwd_2d_fp32_leaky_relu",
                                  "fwd_2d_bf16_residual"])
def test_verify_on_device_random_inputs(fwd_library, name):
    verdict = fwd_library.verify(name, PROBLEM, seed=4)
    assert verdict.ok, verdict.message


@pytest.mark.parametrize("mode", ["gpu", "cpu"])
def test_verify_argument_on_a_call(fwd_library, mode):
    rng = np.random.default_rng(1)
    x = rng.standard_normal(PROBLEM.x_shape).astype(np.float32)
    w = rng.standard_normal(PROBLEM.w_shape).astype(np.float32)
    b = rng.standard_normal((PROBLEM.G, PROBLEM.K)).astype(np.float32)
    y = fwd_library.forward(x, w, PROBLEM, epilogue="relu(acc + bias)", bias=b, verify=mode)
    want = np.maximum(runtime.reference.forward(x, w, PROBLEM) + b, 0)
    assert check.compare(y, want, "fp32").ok


def test_verify_gpu_raises_with_the_worst_element(fwd_library, monkeypatch):
    """A deliberately wrong yardstick (the group-first reference for a channels-last
    instance: it reads the same buffers in another layout) is caught, with the worst
    element's index in the API layout and both values."""
    lib = fwd_library
    wrong = lib.instance("fwd_2d_fp32_group_first_reference")
    monkeypatch.setattr(type(lib), "reference_for", lambda self, inst, required=False: wrong)
    rng = np.random.default_rng(2)
    x = rng.standard_normal(PROBLEM.x_shape).astype(np.float32)
    w = rng.standard_normal(PROBLEM.w_shape).astype(np.float32)
    with pytest.raises(VerificationError) as info:
        lib.forward(x, w, PROBLEM, instance="fwd_2d_fp32_vec4", verify="gpu")
    verdict = info.value.verdict
    assert not verdict.ok and len(verdict.worst_index) == 5
    y = runtime.reference.forward(x, w, PROBLEM)
    assert verdict.got == pytest.approx(y[verdict.worst_index], rel=1e-5)
    assert verdict.want != pytest.approx(verdict.got, rel=1e-3)
    assert "fwd_2d_fp32_vec4 disagrees with fwd_2d_fp32_group_first_reference" in str(info.value)


def test_compare_on_device_finds_a_corrupted_element(fwd_library):
    """One element changed after the run: the device comparison names it, group-first
    indices mapped back to (N, H, W, G, K)."""
    lib = fwd_library
    inst = lib.instance("fwd_2d_bf16_group_first")
    rng = np.random.default_rng(3)
    x = rng.uniform(-1, 1, PROBLEM.x_shape).astype(inst.dtype_of("x"))
    w = rng.uniform(-1, 1, PROBLEM.w_shape).astype(inst.dtype_of("w"))
    y = lib.forward(x, w, PROBLEM, instance=inst)
    bad = y.copy()
    where = (1, 2, 3, 1, 5)
    bad[where] = bad[where].astype(np.float32) + 4.0
    from runtime.operands import to_layout as _to_layout
    with _DeviceBuffers(lib) as buffers:
        got = buffers.upload(_to_layout(bad, "y", inst))
        want = buffers.upload(_to_layout(y, "y", inst))
        verdict = lib.compare_on_device(inst, PROBLEM, got, want)
        same = lib.compare_on_device(inst, PROBLEM, want, want)
        nan = bad.copy()
        nan[0, 0, 0, 0, 0] = np.nan
        poisoned = lib.compare_on_device(inst, PROBLEM, buffers.upload(_to_layout(nan, "y", inst)), want)
    assert same.ok and same.relative_error == 0.0
    assert not verdict.ok and verdict.worst_index == where
    assert verdict.got == pytest.approx(float(bad[where].astype(np.float32)))
    assert verdict.want == pytest.approx(float(y[where].astype(np.float32)))
    assert not poisoned.ok and poisoned.worst_index == (0, 0, 0, 0, 0) and "non-finite" in poisoned.message


def test_device_fill_random_is_deterministic_and_uniform(fwd_library):
    lib = fwd_library
    count = 4096
    with _DeviceBuffers(lib) as buffers:
        a, b = buffers.allocate(count * 4), buffers.allocate(count * 4)
        for pointer, seed in ((a, 7), (b, 7)):
            assert lib.abi.hipconv_device_fill_random(pointer, 0, count, seed, -1.0, 1.0) == 0
        first, second = np.empty(count, np.float32), np.empty(count, np.float32)
        lib.check_status(lib.abi.hipconv_copy_to_host(_ffi.from_buffer(first), a, count * 4))
        lib.check_status(lib.abi.hipconv_copy_to_host(_ffi.from_buffer(second), b, count * 4))
    assert np.array_equal(first, second)
    assert first.min() >= -1.0 and first.max() < 1.0 and abs(first.mean()) < 0.05
    assert len(np.unique(first)) > count * 0.99


def test_verify_needs_a_reference(tmp_path):
    spec = tmp_path / "noref.yaml"
    spec.write_text("""library: noref
instances:
  - name: plain
    signature: {direction: forward, spatial_dim: 1, data_type: fp32}
    algorithm: {block: {m: 32, n: 32, k: 8}, thread: {m: 2, n: 2}}
    targets: [sm_80]
""")
    lib = runtime.build(str(spec), platform="cpu")
    problem = runtime.ConvProblem(1, 1, 4, 4, (8,), 3, pad=1)
    x = np.zeros(problem.x_shape, np.float32)
    w = np.zeros(problem.w_shape, np.float32)
    with pytest.raises(ValueError, match="no reference instance for plain.*micro_kernel: reference"):
        lib.forward(x, w, problem, verify="gpu")
    with pytest.raises(ValueError, match="verify is 'gpu', 'cpu' or None"):
        lib.forward(x, w, problem, verify="yes")
    assert not check.check_library(str(lib.path), say=lambda _: None, mode="gpu")
    lines = []
    check.check_library(str(lib.path), say=lines.append, mode="gpu")
    assert any("FAIL plain: no reference instance" in line for line in lines)


def test_check_gpu_mode_on_the_command_line(tmp_path, capsys):
    from codegen.__main__ import main
    out = tmp_path / "g"
    code = main([str(FWD_SPEC), "-o", str(out), "--filter", "fwd_2d_fp32_generic", "--filter", "fwd_2d_fp32_reference",
                 "--build", "--build-dir", str(tmp_path / "b"), "--platform", "cpu",
                 "--check=gpu", "-q"])
    text = capsys.readouterr().out
    assert code == 0, text
    assert "fwd_2d_fp32_generic" in text and "vs fwd_2d_fp32_reference" in text
