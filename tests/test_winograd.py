"""Winograd F(2x2, 3x3) (specialization winograd_2x2_3x3): 2D 3x3 stride-1 fp32 layers in
all three directions (backward-weight: the same algorithm transposed).  The flow: the transform matrices (data in codegen/plan.py)
against a direct correlation, parse and rule winograd-shape, the plan and the emitted
source, refusals at run time, selection, and numerics against the float64 reference on the
shipped instances (cpu platform), dense and strided."""

from __future__ import annotations

import numpy as np
import pytest

from codegen.errors import SpecError
from codegen.micro_kernels import threads_of
from codegen.parse import parse_text
from codegen.plan import (WINOGRAD_FILTER_TRANSFORM, WINOGRAD_GRADIENT_TRANSFORM, WINOGRAD_INPUT_TRANSFORM,
                          WINOGRAD_OUTPUT_TRANSFORM, WINOGRAD_WEIGHT_TRANSFORM, shared_memory_bytes, winograd_tile,
                          winograd_weight_tile)
from codegen.rules import Rule
from codegen.status import Status
from runtime import check
from runtime.problem import ConvProblem as P

TILE = ("micro_kernel: fma, block: {m: 32, n: 32, k: 8}, thread: {m: 8, n: 8}, stages: 2, "
        "specialization: winograd_2x2_3x3")
COPIED = "vector: {x: 4, w: 1, y: 4}"     # the tiles are copied 4 channels at a time


def _spec(algorithm: str, direction: str = "forward", spatial_dim: int = 2, data_type: str = "fp32",
          vector: str = COPIED, targets: str = "sm_90a") -> str:
    return ("library: t\n"
            "instances:\n"
            "  - name: t\n"
            f"    signature: {{direction: {direction}, spatial_dim: {spatial_dim}, data_type: {data_type}, "
            "layout: channels_last}\n"
            f"    algorithm: {{{algorithm}, {vector}}}\n"
            f"    targets: [{targets}]\n")


def _matrix(rows, columns: int) -> np.ndarray:
    out = np.zeros((len(rows), columns))
    for i, terms in enumerate(rows):
        for coefficient, index in terms:
            out[i, index] = coefficient
    return out


def test_transforms_compute_the_correlation():
    """A^T [(G g G^T) * (B^T d B)] A is the 2x2 correlation of a 4x4 tile with a 3x3
    filter, for the matrices the template's sums are generated from."""
    bt = _matrix(WINOGRAD_INPUT_TRANSFORM, 4)
    g_matrix = _matrix(WINOGRAD_FILTER_TRANSFORM, 3)
    at = _matrix(WINOGRAD_OUTPUT_TRANSFORM, 4)
    rng = np.random.default_rng(3)
    for _ in range(20):
        d, g = rng.standard_normal((4, 4)), rng.standard_normal((3, 3))
        winograd = at @ ((g_matrix @ g @ g_matrix.T) * (bt @ d @ bt.T)) @ at.T
        direct = np.array([[np.sum(d[i:i + 3, j:j + 3] * g) for j in range(2)] for i in range(2)])
        np.testing.assert_allclose(winograd, direct, rtol=1e-12, atol=1e-12)


def test_transposed_transforms_compute_the_weight_gradient():
    """G^T [(A e A^T) * (B^T d B)] G is a 2x2 tile's share of the 3x3 dW: the correlation of
    its 4x4 input tile d with its 2x2 dY tile e."""
    bt = _matrix(WINOGRAD_INPUT_TRANSFORM, 4)
    a = _matrix(WINOGRAD_GRADIENT_TRANSFORM, 2)
    gt = _matrix(WINOGRAD_WEIGHT_TRANSFORM, 4)
    np.testing.assert_array_equal(a, _matrix(WINOGRAD_OUTPUT_TRANSFORM, 4).T)
    np.testing.assert_array_equal(gt, _matrix(WINOGRAD_FILTER_TRANSFORM, 3).T)
    rng = np.random.default_rng(4)
    for _ in range(20):
        d, e = rng.standard_normal((4, 4)), rng.standard_normal((2, 2))
        winograd = gt @ ((a @ e @ a.T) * (bt @ d @ bt.T)) @ gt.T
        direct = np.array([[np.sum(d[r:r + 2, s:s + 2] * e) for s in range(3)] for r in range(3)])
        np.testing.assert_allclose(winograd, direct, rtol=1e-12, atol=1e-12)


WEIGHT = TILE + ", split_k: auto, deterministic: true"


def test_weight_plan():
    """Two copy buffers of 8 tiles' X (16 positions x 32 channels) and dY (4 x 32), then E
    and V (16 points x 8 tiles x (36 + 36) floats): 76 KiB."""
    inst = parse_text(_spec(WEIGHT, "backward_weight"), "t.yaml").instances[0]
    tile = winograd_weight_tile(inst)
    assert threads_of(inst.algorithm) == 256
    assert (tile.k_channels, tile.c_channels, tile.step, tile.thread_grid) == (32, 32, 8, (4, 4))
    assert shared_memory_bytes(inst) == (2 * (8 * 16 * 32 + 8 * 4 * 32) + 16 * 8 * (36 + 36)) * 4


@pytest.mark.parametrize("direction, source, target, flip", [
    ("forward", "x", "y", False), ("backward_data", "y", "x", True)])
def test_plan(direction, source, target, flip):
    """16 points x (32/8) x (32/8) threads; a copy buffer holds 32 raw tiles (17 x 8 floats
    each: 16 positions x 8 channels and a bank-spreading pad) and U (16 x 8 x 36), and V
    (16 x 8 x 36) follows the buffers: 88 KiB with two."""
    inst = parse_text(_spec(TILE, direction), "t.yaml").instances[0]
    tile = winograd_tile(inst)
    assert threads_of(inst.algorithm) == 256
    assert tile.raw_tile_pitch == 17 * 8
    assert shared_memory_bytes(inst) == (2 * (32 * 136 + 16 * 8 * 36) + 16 * 8 * 36) * 4
    assert (tile.source, tile.target, tile.flip) == (source, target, flip)
    assert (tile.tile_grid, tile.output_passes, tile.pass_columns) == ((4, 4), 2, 16)


def test_two_blocks_need_an_h100_multiprocessor():
    """88 KiB blocks opt in to dynamic shared memory; two of them fit an sm_90a
    multiprocessor, not an sm_80 one (rule blocks-per-sm), and one does not fit AMD's 64 KiB
    LDS (rule shared-memory): both refused at generation time."""
    text = _spec(TILE + ", min_blocks_per_sm: 2")
    assert parse_text(text, "t.yaml").instances[0].algorithm.stages == 2
    for changed, rule in ((text.replace("targets: [sm_90a]", "targets: [sm_80]"), "blocks-per-sm"),
                          (_spec(TILE, targets="gfx90a"), "shared-memory")):
        with pytest.raises(SpecError) as caught:
            parse_text(changed, "t.yaml")
        assert f"[rule {rule}]" in str(caught.value), str(caught.value)


@pytest.mark.parametrize("change, direction, words", [
    (dict(spatial_dim=3), "forward", "the 2x2 tiles of F(2x2, 3x3) are 2D"),
    (dict(data_type="bf16"), "forward", "are not fp32"),
    (dict(algorithm=TILE.replace("thread: {m: 8, n: 8}", "thread: {m: 8, n: 2}")), "forward", "multiples of 4"),
    (dict(vector="vector: {x: 1, w: 1, y: 4}"), "forward", "vector.x is 1"),
    (dict(vector="vector: {x: 4, w: 1, y: 1}"), "backward_data", "vector.y is 1"),
    (dict(vector="vector: {x: 4, w: 4, y: 4}"), "forward", "vector.w is 4"),
    (dict(vector="vector: {x: 4, w: 1, y: 8}"), "forward", "use 1, 2 or 4"),
    (dict(algorithm=TILE.replace("k: 8}", "k: 6}")), "forward", "use a multiple of 4"),
    (dict(algorithm=TILE.replace("stages: 2", "stages: 1")), "forward", "at least 2 copy buffers"),
    (dict(algorithm=TILE.replace("n: 32, k: 8}", "n: 8, k: 64}")), "forward", "more than 32 a thread"),
], ids=["3d", "bf16", "thread-n", "forward-vector-x", "backward-vector-y", "filter-vector", "store-vector",
        "block-k", "stages", "copies-per-thread"])
def test_rule_winograd_shape(change, direction, words):
    with pytest.raises(SpecError) as caught:
        parse_text(_spec(change.pop("algorithm", TILE), direction, **change), "t.yaml")
    assert f"[rule {Rule.WINOGRAD_SHAPE.id}]" in str(caught.value) and words in str(caught.value), str(caught.value)


@pytest.mark.parametrize("algorithm, vector, words", [
    (TILE, COPIED, "use split_k auto and deterministic true"),
    (WEIGHT.replace(", deterministic: true", ""), COPIED, "use split_k auto and deterministic true"),
    (WEIGHT, "vector: {x: 4, w: 4, y: 4}", "vector.w is 4"),
    (WEIGHT, "vector: {x: 4, w: 1, y: 1}", "vector.y is 1"),
    (WEIGHT, "vector: {x: 1, w: 1, y: 4}", "vector.x is 1"),
    (WEIGHT.replace("k: 8}", "k: 12}"), COPIED, "not a multiple of block.k x block.n / 4 = 96"),
], ids=["split-1", "atomic", "dw-vector", "dy-vector", "x-vector", "copy-threads"])
def test_weight_rule(algorithm, vector, words):
    with pytest.raises(SpecError) as caught:
        parse_text(_spec(algorithm, "backward_weight", vector=vector), "t.yaml")
    assert f"[rule {Rule.WINOGRAD_SHAPE.id}]" in str(caught.value) and words in str(caught.value), str(caught.value)


@pytest.mark.parametrize("direction", ["forward", "backward_data"])
def test_source_carries_the_transforms(direction):
    """The emitted kernel holds the three transforms as sums of the matrices' terms, the
    flipped filter read only in backward-data, and the refusal of other filters."""
    from codegen.emit import emit
    files = {f.path: f.content for f in emit(parse_text(_spec(TILE, direction), "t.yaml"), "t.yaml")}
    source = files["src/t.cpp"]
    for needle in ("algorithm: winograd (winograd_2x2_3x3)", "t[0][j] = d[0][j] - d[2][j];",
                   "HIPCONV_DYNAMIC_SHARED(float, shared);", "multiply_stage(buffer);",
                   "hipconv::cp_async_16(", "#pragma unroll", "_filter(Params params)",
                   "t[1][s] = 0.5f * filter[0][s] + 0.5f * filter[1][s] + 0.5f * filter[2][s];",
                   "t2[1][j] = m[1][j][k] - m[2][j][k] - m[3][j][k];",
                   "HIPCONV_REFUSED_SPECIALIZATION", "constexpr int kThreads = kPoints * kPointThreads;"):
        assert needle in source, needle
    assert ("(2 - r) * params.w_stride_s[0]" in source) == (direction == "backward_data")
    assert "filter_elements(p) * static_cast<int64_t>(sizeof(float));   // U" in source   # the workspace
    assert "${" not in source


def test_weight_source_carries_the_transposed_transforms():
    from codegen.emit import emit
    files = {f.path: f.content for f in emit(parse_text(_spec(WEIGHT, "backward_weight"), "t.yaml"), "t.yaml")}
    source = files["src/t.cpp"]
    for needle in ("t[1][j] = e[0][j] + e[1][j];", "t2[1][j] = 0.5f * m[1][j][u] - 0.5f * m[2][j][u];",
                   "_finish(Params params)", "SlicePlan slice_plan(", "cached_resident_blocks(",
                   "hipconv::cp_async_16(", "multiply_stage(buffer);",
                   "HIPCONV_REFUSED_SPECIALIZATION"):
        assert needle in source, needle
    assert "${" not in source


def _winograd(lib, direction: str):
    found = [i for i in lib.instances if i.direction == direction and i.specialization == "winograd_2x2_3x3"]
    if not found:
        pytest.skip(f"no {direction} Winograd instance built for this platform")
    return found[0]


RESNET = P(1, 2, 64, 64, (14, 14), (3, 3), pad=1)


@pytest.mark.build
def test_refusals_name_the_rule(fwd_library):
    lib = fwd_library
    inst = _winograd(lib, "forward")
    assert lib.supports(inst, RESNET) is Status.OK
    for other in (P(1, 2, 64, 64, (14, 14), (3, 3), stride=2, pad=1),
                  P(1, 2, 64, 64, (14, 14), (3, 3), dilation=2, pad=2),
                  P(1, 2, 64, 64, (14, 14), (5, 5), pad=2),
                  P(1, 2, 64, 64, (14, 14), (3, 1), pad=(1, 0))):
        assert lib.supports(inst, other) is Status.REFUSED_SPECIALIZATION, other
    assert lib.workspace_size(inst, RESNET) == 64 * 16 * 64 * 4   # U: G x C x 16 points x K (fp32)
    # U past 2^31 elements (C = K = 12000: 2.3e9) with 32-bit indices; the tensors themselves fit
    assert lib.supports(inst, P(1, 1, 12000, 12000, (4, 4), (3, 3), pad=1)) is Status.REFUSED_INDEX_RANGE


def _library(direction, fwd_library, bwd_data_library, bwd_weight_library):
    return {"forward": fwd_library, "backward_data": bwd_data_library,
            "backward_weight": bwd_weight_library}[direction]


DIRECTIONS = ["forward", "backward_data", "backward_weight"]


@pytest.mark.build
@pytest.mark.parametrize("direction", DIRECTIONS)
def test_select_takes_winograd_for_fp32_3x3(fwd_library, bwd_data_library, bwd_weight_library, direction):
    lib = _library(direction, fwd_library, bwd_data_library, bwd_weight_library)
    _winograd(lib, direction)
    assert lib.select(direction, RESNET, "fp32", family="channels_last").specialization == "winograd_2x2_3x3"
    strided = P(1, 2, 64, 64, (14, 14), (3, 3), stride=2, pad=1)
    assert lib.select(direction, strided, "fp32", family="channels_last").specialization != "winograd_2x2_3x3"
    narrow = P(1, 2, 4, 64, (14, 14), (3, 3), pad=1)       # C below the measured range (8)
    assert lib.select(direction, narrow, "fp32", family="channels_last").specialization != "winograd_2x2_3x3"
    grouped = P(8, 2, 16, 16, (14, 14), (3, 3), pad=1)     # group width 16: inside it (run 130)
    assert lib.select(direction, grouped, "fp32", family="channels_last").specialization == "winograd_2x2_3x3"


@pytest.mark.build
@pytest.mark.parametrize("direction", DIRECTIONS)
def test_numerics_against_the_reference(fwd_library, bwd_data_library, bwd_weight_library, direction):
    """Every problem of check.problems_for the instance takes (the output poisoned first),
    then a ResNet-like layer with strided tensors (check.run_strided's patterns, the gaps
    poisoned)."""
    lib = _library(direction, fwd_library, bwd_data_library, bwd_weight_library)
    inst = _winograd(lib, direction)
    ran = 0
    for problem in check.problems_for(inst):
        if lib.supports(inst, problem) is not Status.OK:
            continue
        comparison, _ = check.run_instance(lib, inst, problem)
        assert comparison.ok, (inst.name, problem, comparison)
        ran += 1
    assert ran >= 5     # the vector-4 output refuses C (backward-data) or K (forward) = 5, 17 and 33
    small = P(2, 2, 8, 8, (5, 7), (3, 3), pad=1)
    for seed, pattern in enumerate(check.STRIDE_PATTERNS):
        if not check.takes_pattern(inst, small, pattern):
            continue
        status, comparison, gaps_intact = check.run_strided(lib, inst, small, pattern, seed)
        assert status is Status.OK, (pattern, status)
        assert comparison.ok and gaps_intact, (inst.name, pattern, comparison)
