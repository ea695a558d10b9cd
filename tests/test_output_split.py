"""The reduction of forward and backward-data split across blocks (split_k; rule output-split;
kernels/output_split.mako): what the emitted source holds, the workspace and split counts the
library reports, numerics against the float64 reference with the split in effect (fixed counts:
on this 2-core machine split_k auto never splits -- 4 * tiles > 2 multiprocessors), the
epilogue applied once in the finish pass, bitwise reproducibility, and the refusal of a run
without its workspace."""

from __future__ import annotations

import numpy as np
import pytest

from codegen.emit import emit
from codegen.parse import parse_text
from runtime.check import output_split_problems, run_instance
from runtime.problem import ConvProblem
from conftest import require_tools

SPEC = """\
library: output_split_test
defaults:
  signature: {spatial_dim: 2, layout: channels_last, accumulator: fp32}
  algorithm:
    micro_kernel: fma
    specialization: filter1x1_stride1_pad0
    deterministic: true
  targets: [sm_90a]
instances:
  - name: "{direction}_{data_type}_split3"
    signature: {direction: [forward, backward_data], data_type: [fp32, bf16]}
    algorithm: {block: {m: 32, n: 16, k: 16}, thread: {m: 2, n: 2}, vector: 2, split_k: 3}
  - name: "{direction}_fp32_split_auto"
    signature: {direction: [forward, backward_data], data_type: fp32}
    algorithm: {block: {m: 32, n: 16, k: 16}, thread: {m: 2, n: 2}, vector: 2, split_k: auto}
  - name: forward_fp32_bias_relu_split3
    signature: {direction: forward, data_type: fp32, epilogue: "relu(acc + bias)"}
    algorithm: {block: {m: 32, n: 16, k: 16}, thread: {m: 2, n: 2}, vector: 2, split_k: 3}
  - name: forward_fp32_strided_split3
    signature: {direction: forward, data_type: fp32}
    algorithm: {block: {m: 32, n: 16, k: 16}, thread: {m: 2, n: 2}, vector: 2, split_k: 3,
                specialization: filter1x1_pad0}
  - name: "{direction}_bf16_mma_split3"
    signature: {direction: [forward, backward_data], data_type: bf16}
    algorithm: {micro_kernel: mma_sync, block: {m: 64, n: 64, k: 32}, warp: {m: 32, n: 32},
                stages: 3, vector: 8, split_k: 3}
  - name: "forward_{spatial_dim}d_fp32_taps_split3"
    signature: {direction: forward, data_type: fp32, spatial_dim: [2, 3]}
    algorithm: {specialization: default, block: {m: 32, n: 16, k: 8}, thread: {m: 2, n: 2},
                vector: 2, split_k: 3}
  - name: "forward_{spatial_dim}d_bf16_mma_taps_split3"
    signature: {direction: forward, data_type: bf16, spatial_dim: [2, 3]}
    algorithm: {specialization: default, micro_kernel: mma_sync, block: {m: 64, n: 64, k: 32},
                warp: {m: 32, n: 32}, stages: 3, vector: 8, split_k: 3}
  - name: "backward_data_{spatial_dim}d_fp32_taps_split3"
    signature: {direction: backward_data, data_type: fp32, spatial_dim: [2, 3]}
    algorithm: {specialization: default, block: {m: 32, n: 16, k: 8}, thread: {m: 2, n: 2},
                vector: 2, split_k: 3}
  - name: "backward_data_{spatial_dim}d_bf16_mma_taps_split3"
    signature: {direction: backward_data, data_type: bf16, spatial_dim: [2, 3]}
    algorithm: {specialization: default, micro_kernel: mma_sync, block: {m: 64, n: 64, k: 32},
                warp: {m: 32, n: 32}, stages: 3, vector: 8, split_k: 3}
"""

SPLIT3 = ["forward_fp32_split3", "backward_data_fp32_split3", "forward_bf16_split3",
          "backward_data_bf16_split3", "forward_fp32_bias_relu_split3", "forward_fp32_strided_split3",
          "forward_bf16_mma_split3", "backward_data_bf16_mma_split3"]


def _sources():
    spec = parse_text(SPEC, "output_split_test.yaml")
    return {f.path: f.content for f in emit(spec, "output_split_test.yaml")}


def test_split_source_holds_the_slices_and_the_finish_pass():
    sources = _sources()
    split = sources["src/forward_fp32_split3.cpp"]
    assert "split_k 3: the reduction over C split across blocks" in split
    assert "forward_fp32_split3_finish" in split and "store_result" in split
    assert "tile.k_first * kBlockK" in split                 # the cursor starts at the slice
    auto = sources["src/backward_data_fp32_split_auto.cpp"]
    assert "4 * tiles > sms" in auto and "const int64_t sms = hipconv::multiprocessor_count();" in auto and "kMinSliceSteps = 2" in auto


def test_unsplit_sources_are_unchanged_by_the_split():
    """An instance without split_k carries none of it (no dead branches)."""
    text = SPEC.replace("split_k: 3", "split_k: 1").replace("deterministic: true", "deterministic: false")
    text = text.replace("split_k: auto", "split_k: 1")
    spec = parse_text(text, "t.yaml")
    for f in emit(spec, "t.yaml"):
        if f.path.startswith("src/") and f.path != "src/registry.cpp":
            assert "partial" not in f.content and "_finish" not in f.content, f.path


@pytest.fixture(scope="module")
def lib(tmp_path_factory):
    require_tools("cmake", "g++")
    import runtime
    path = tmp_path_factory.mktemp("output_split") / "output_split_test.yaml"
    path.write_text(SPEC)
    return runtime.build(str(path), platform="cpu")


SE_SQUEEZE = ConvProblem(G=1, N=3, C=200, K=10, input=(1, 1), filter=(1, 1))


@pytest.mark.build
@pytest.mark.parametrize("name", SPLIT3)
def test_split_matches_the_reference(lib, name):
    inst = lib.instance(name)
    ran = 0
    for seed, problem in enumerate(output_split_problems(2)):
        if lib.supports(inst, problem).name != "OK":
            continue
        splits = lib.split_k_used(inst, problem)
        assert splits == min(3, -(-(problem.C if inst.direction == "forward" else problem.K)
                                   // inst.block[2]))
        columns = problem.K if inst.direction == "forward" else problem.C
        rows = problem.N * int(np.prod(problem.output))
        expected = splits * problem.G * rows * columns * 4 if splits > 1 else 0
        assert lib.workspace_size(inst, problem) == expected
        result, _ = run_instance(lib, inst, problem, seed=seed)     # poisoned output
        assert result.ok, f"{name} {problem}: {result.message}"
        ran += 1
    assert ran >= 1 if "mma" in name else ran >= 2


@pytest.mark.build
@pytest.mark.parametrize("name", ["forward_bf16_split3", "backward_data_bf16_split3"])
def test_split_is_bitwise_reproducible(lib, name):
    inst = lib.instance(name)
    assert lib.split_k_used(inst, SE_SQUEEZE) == 3 if inst.direction == "forward" else True
    _, first = run_instance(lib, inst, SE_SQUEEZE, seed=11)
    for _ in range(2):
        _, again = run_instance(lib, inst, SE_SQUEEZE, seed=11)
        assert again.tobytes() == first.tobytes()


@pytest.mark.build
def test_auto_stays_unsplit_where_the_grid_fills_the_device(lib):
    """On this machine's multiprocessor count (cpu: the processors) a one-tile grid already
    keeps a quarter busy only where 4 * tiles <= count; the 2-core CI machine never splits."""
    import os
    cores = os.cpu_count() or 1
    for name in ("forward_fp32_split_auto", "backward_data_fp32_split_auto"):
        splits = lib.split_k_used(name, SE_SQUEEZE)
        if cores < 4:
            assert splits == 1 and lib.workspace_size(name, SE_SQUEEZE) == 0
        else:
            assert 1 <= splits <= cores


@pytest.mark.build
def test_a_run_without_its_workspace_is_refused(lib):
    """run() with S > 1 and no workspace returns HIPCONV_INVALID_ARGUMENT (a one-line error
    through the Python launcher), never a write through a null pointer."""
    from runtime.library import DeviceBuffers
    inst = lib.instance("forward_fp32_split3")
    assert lib.workspace_size(inst, SE_SQUEEZE) > 0
    with DeviceBuffers(lib) as buffers:
        pointers = {"x": buffers.upload(np.zeros((SE_SQUEEZE.N, 1, 1, SE_SQUEEZE.C), np.float32)),
                    "w": buffers.upload(np.zeros((SE_SQUEEZE.K, 1, 1, SE_SQUEEZE.C), np.float32)),
                    "y": buffers.upload(np.zeros((SE_SQUEEZE.N, 1, 1, SE_SQUEEZE.K), np.float32))}
        with pytest.raises(RuntimeError, match="invalid-argument"):
            lib.launch(inst, SE_SQUEEZE, pointers, None)


# Several taps (forward's default tiles): slices of taps x channel blocks whose boundaries
# fall inside a tap (2 taps x 3 channel blocks in slices of 2 steps), with padding, stride
# and dilation, G > 1, and the 3D walk.
TAP_PROBLEMS = {
    "fp32": [ConvProblem(G=1, N=2, C=24, K=20, input=(5, 6), filter=(2, 1), pad=(1, 0)),
             ConvProblem(G=2, N=1, C=24, K=12, input=(7, 5), filter=(3, 3), stride=2, dilation=(1, 2), pad=2),
             ConvProblem(G=1, N=1, C=24, K=20, input=(3, 4, 5), filter=(1, 1, 2), pad=(0, 0, 1))],
    "bf16": [ConvProblem(G=1, N=2, C=96, K=40, input=(5, 6), filter=(2, 1), pad=(1, 0)),
             ConvProblem(G=2, N=1, C=64, K=24, input=(6, 5), filter=(3, 3), stride=2, pad=1),
             ConvProblem(G=1, N=1, C=96, K=72, input=(3, 4, 5), filter=(1, 1, 2), pad=(0, 0, 1))],
}


@pytest.mark.build
@pytest.mark.parametrize("kind", ["fp32", "bf16_mma"])
def test_split_over_taps_matches_the_reference(lib, kind):
    """The forward split on tiles of several taps: each slice starts at its tap and channel
    block (ReductionCursor.init), the split count is min(3, taps x channel blocks), the
    workspace S x G x M x K floats, and the result matches the float64 reference (poisoned
    output) -- the R3D-18 2x7x7 C=K=512 layer's path (bench/experiments/conv3d_split_fwd.yaml)."""
    dtype = kind.split("_")[0]
    for seed, problem in enumerate(TAP_PROBLEMS[dtype]):
        inst = lib.instance(f"forward_{problem.spatial_dim}d_{kind}_taps_split3")
        assert lib.supports(inst, problem).name == "OK", (inst.name, problem)
        steps = int(np.prod(problem.filter)) * -(-problem.C // inst.block[2])
        splits = lib.split_k_used(inst, problem)
        assert splits == min(3, steps) and splits > 1
        rows = problem.N * int(np.prod(problem.output))
        assert lib.workspace_size(inst, problem) == splits * problem.G * rows * problem.K * 4
        result, _ = run_instance(lib, inst, problem, seed=seed)
        assert result.ok, f"{inst.name} {problem}: {result.message}"


# Backward-data's default tiles: the reduction over taps x K, split for problems of one stride
# phase (slice boundaries inside a tap: 2 taps x 3 channel blocks in slices of 2 steps), with
# padding, dilation, G > 1 and the 3D walk; a strided problem (several phases) runs unsplit.
DATA_TAP_PROBLEMS = {
    "fp32": [ConvProblem(G=1, N=2, C=20, K=24, input=(5, 6), filter=(2, 1), pad=(1, 0)),
             ConvProblem(G=2, N=1, C=12, K=24, input=(7, 5), filter=(3, 3), dilation=(1, 2), pad=2),
             ConvProblem(G=1, N=1, C=20, K=24, input=(3, 4, 5), filter=(1, 1, 2), pad=(0, 0, 1))],
    "bf16": [ConvProblem(G=1, N=2, C=40, K=96, input=(5, 6), filter=(2, 1), pad=(1, 0)),
             ConvProblem(G=2, N=1, C=24, K=64, input=(6, 5), filter=(3, 3), dilation=2, pad=1),
             ConvProblem(G=1, N=1, C=72, K=96, input=(3, 4, 5), filter=(1, 1, 2), pad=(0, 0, 1))],
}
DATA_STRIDED = {"fp32": ConvProblem(G=2, N=1, C=12, K=24, input=(7, 5), filter=(3, 3), stride=2, pad=1),
                "bf16": ConvProblem(G=2, N=1, C=24, K=64, input=(6, 5), filter=(3, 3), stride=2, pad=1)}


@pytest.mark.build
@pytest.mark.parametrize("kind", ["fp32", "bf16_mma"])
def test_backward_data_split_over_taps_matches_the_reference(lib, kind):
    """The backward-data split on tiles of several taps: each slice starts at its tap of the
    phase and channel block (ReductionCursor.init), min(3, taps x channel blocks) slices on one
    stride phase, the workspace S x G x M x C floats, the float64 reference matched (poisoned
    output); with stride 2 (four phases) one slice, no workspace, and the reference matched."""
    dtype = kind.split("_")[0]
    for seed, problem in enumerate(DATA_TAP_PROBLEMS[dtype]):
        inst = lib.instance(f"backward_data_{problem.spatial_dim}d_{kind}_taps_split3")
        assert lib.supports(inst, problem).name == "OK", (inst.name, problem)
        steps = int(np.prod(problem.filter)) * -(-problem.K // inst.block[2])
        splits = lib.split_k_used(inst, problem)
        assert splits == min(3, steps) and splits > 1
        rows = problem.N * int(np.prod(problem.input))
        assert lib.workspace_size(inst, problem) == splits * problem.G * rows * problem.C * 4
        result, _ = run_instance(lib, inst, problem, seed=seed)
        assert result.ok, f"{inst.name} {problem}: {result.message}"
    strided = DATA_STRIDED[dtype]
    inst = lib.instance(f"backward_data_2d_{kind}_taps_split3")
    assert lib.split_k_used(inst, strided) == 1 and lib.workspace_size(inst, strided) == 0
    result, _ = run_instance(lib, inst, strided, seed=7)
    assert result.ok, f"{inst.name} {strided}: {result.message}"
