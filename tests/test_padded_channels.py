"""Padded channels (algorithm.pad_channels, kernels/padded_channels.mako): forward and
backward-weight run a problem of C = 3 channels per group with X (and W, dW) zero-padded to 4
in the workspace, so that a filter tap is one vector.  The flow: parse and rules, emission,
refusals at run time, selection, numerics against the float64 reference (the shipped specs'
padded instances on the cpu platform) with dense, strided and misaligned tensors."""

from __future__ import annotations

import pytest

from codegen.errors import SpecError
from codegen.parse import parse_text
from codegen.rules import Rule
from codegen.status import Status
from runtime import check
from runtime.problem import ConvProblem as P

FWD = ("micro_kernel: mma_sync, block: {m: 128, n: 64, k: 16}, warp: {m: 32, n: 64}, stages: 3, "
       "vector: {x: 4, w: 4, y: 8}, tap_channels: 4")
WGT = ("micro_kernel: mma_sync, block: {m: 64, n: 128, k: 32}, warp: {m: 32, n: 32}, stages: 4, "
       "vector: {x: 4, w: 1, y: 8}, split_k: auto")


def _spec(algorithm: str, direction: str = "forward", layout: str = "channels_last",
          epilogue: str = "acc") -> str:
    return ("library: t\n"
            "instances:\n"
            "  - name: t\n"
            f"    signature: {{direction: {direction}, spatial_dim: 2, data_type: bf16, layout: {layout}, "
            f"epilogue: \"{epilogue}\"}}\n"
            f"    algorithm: {{{algorithm}}}\n"
            "    targets: [sm_80]\n")


@pytest.mark.parametrize("algorithm, direction", [(FWD, "forward"), (WGT, "backward_weight")])
def test_pad_channels_parses_for_forward_and_backward_weight(algorithm, direction):
    spec = parse_text(_spec(algorithm + ", pad_channels: 4", direction), "t.yaml")
    assert spec.instances[0].algorithm.pad_channels == 4


def test_pad_channels_is_one_of_the_choices():
    with pytest.raises(SpecError) as caught:
        parse_text(_spec(FWD + ", pad_channels: 3"), "t.yaml")
    text = str(caught.value)
    assert "pad_channels" in text and "4" in text and "8" in text


@pytest.mark.parametrize("algorithm, direction, layout, epilogue", [
    ("micro_kernel: mma_sync, block: {m: 128, n: 8, k: 32}, warp: {m: 32, n: 8}, stages: 3, "
     "vector: {x: 4, w: 1, y: 8}, pad_channels: 4", "backward_data", "channels_last", "acc"),
    (FWD.replace("x: 4, w: 4", "x: 1, w: 4") + ", pad_channels: 4", "forward", "channels_last", "acc"),
    (FWD + ", pad_channels: 4", "forward", "group_first", "acc"),
    (WGT + ", pad_channels: 4", "backward_weight", "channels_last", "acc + beta * out"),
], ids=["backward_data", "vector_x_not_padded", "group_first", "weight_epilogue"])
def test_pad_channels_rejected_where_it_cannot_work(algorithm, direction, layout, epilogue):
    with pytest.raises(SpecError) as caught:
        parse_text(_spec(algorithm, direction, layout, epilogue), "t.yaml")
    assert caught.value.rule is Rule.PAD_CHANNELS, str(caught.value)
    assert "[rule pad-channels]" in str(caught.value)


@pytest.mark.parametrize("algorithm, direction", [(FWD, "forward"), (WGT, "backward_weight")])
def test_padded_source_wraps_the_padded_problem(algorithm, direction):
    from codegen.emit import emit
    files = {f.path: f.content for f in emit(parse_text(_spec(algorithm + ", pad_channels: 4", direction),
                                                        "t.yaml"), "t.yaml")}
    source = files["src/t.cpp"]
    for needle in ("hipconv_t_padded_run(", "hipconv_t_padded_supports(", "t_pad_rows",
                   'extern "C" int32_t hipconv_t_run(', 'extern "C" int32_t hipconv_t_supports(',
                   "HIPCONV_REFUSED_PAD_CHANNELS", "constexpr int kPadChannels = 4;",
                   "zero-padded to 4 in the workspace"):
        assert needle in source, needle
    assert ("t_unpad_rows" in source) == (direction == "backward_weight")
    plain = {f.path: f.content for f in emit(parse_text(_spec(algorithm, direction), "t.yaml"),
                                             "t.yaml")}["src/t.cpp"]
    assert "_padded" not in plain and "pad_rows" not in plain


def _padded(lib, direction: str, dtype: str = "bf16"):
    found = [i for i in lib.instances if i.direction == direction and i.pad_channels and i.x_type == dtype]
    if not found:
        pytest.skip(f"no {dtype} {direction} instance padding channels built for this platform")
    return found[0]


STEM = P(1, 2, 3, 16, (11, 10), (7, 7), stride=2, pad=3)       # the stem's shape, small


@pytest.mark.build
@pytest.mark.parametrize("fixture, direction", [("fwd_library", "forward"),
                                                ("bwd_weight_library", "backward_weight")])
def test_padded_refusals_name_the_rule(request, fixture, direction):
    lib = request.getfixturevalue(fixture)
    inst = _padded(lib, direction)
    assert lib.supports(inst, STEM) is Status.OK
    rows = 2 * 11 * 10
    assert lib.workspace_size(inst, STEM) >= rows * 4 * 2            # X padded, bf16
    for c in (1, 2, 4, 8):                 # C = 3 only: C <= 2 would waste half, C = 4 needs none
        problem = P(1, 2, c, 16, (11, 10), (7, 7), stride=2, pad=3)
        assert lib.supports(inst, problem) is Status.REFUSED_PAD_CHANNELS, c


@pytest.mark.build
@pytest.mark.parametrize("fixture, direction", [("fwd_library", "forward"),
                                                ("bwd_weight_library", "backward_weight")])
def test_select_takes_the_padded_instance_for_three_channels(request, fixture, direction):
    lib = request.getfixturevalue(fixture)
    _padded(lib, direction)
    # (forward: rows too wide for the input image, which comes first where it runs)
    stem = P(1, 1, 3, 64, (9, 3000), (7, 7), stride=2, pad=3)
    assert lib.select(direction, stem, "bf16", family="channels_last").pad_channels == 4
    four = P(1, 2, 4, 64, (32, 32), (7, 7), stride=2, pad=3)
    assert lib.select(direction, four, "bf16", family="channels_last").pad_channels == 0


@pytest.mark.build
@pytest.mark.parametrize("fixture, direction", [("fwd_library", "forward"),
                                                ("bwd_weight_library", "backward_weight")])
@pytest.mark.parametrize("dtype", ["fp16", "bf16"])
def test_padded_numerics_against_the_reference(request, fixture, direction, dtype):
    """Every few-channel problem the instance takes (C = 3: G > 1, strides, dilation,
    asymmetric padding), the output poisoned first (check.run_instance), then the stem with a
    strided X and Y (the copy's element-by-element path: check.run_strided's patterns, the gaps
    poisoned)."""
    lib = request.getfixturevalue(fixture)
    inst = _padded(lib, direction, dtype)
    ran = 0
    for problem in check.problems_for(inst):
        if lib.supports(inst, problem) is not Status.OK:
            continue
        comparison, _ = check.run_instance(lib, inst, problem)
        assert comparison.ok, (inst.name, problem, comparison)
        ran += 1
    assert ran >= 3
    for seed, pattern in enumerate(check.STRIDE_PATTERNS):
        assert check.takes_pattern(inst, STEM, pattern), pattern
        status, comparison, gaps_intact = check.run_strided(lib, inst, STEM, pattern, seed)
        assert status is Status.OK, (pattern, status)
        assert comparison.ok and gaps_intact, (inst.name, pattern, comparison)
