"""Merged groups (algorithm.merge_groups, kernels/merged_groups.mako): forward and
backward-data run m groups of 8 to 16 channels as one of m*C, m*K channels with a
block-diagonal filter expanded into the workspace.  The flow: parse and rules, emission,
refusals at run time, selection, numerics against the float64 reference (the shipped specs'
merged instances on the cpu platform)."""

from __future__ import annotations

import numpy as np
import pytest

import runtime
from codegen.errors import SpecError
from codegen.parse import parse_text
from codegen.plan import MERGED_GROUP_MIN_WIDTH, MERGED_GROUP_WIDTH
from codegen.rules import Rule
from codegen.status import Status
from runtime import check, selection
from runtime.problem import ConvProblem as P, TensorStrides

MMA = ("micro_kernel: mma_sync, block: {m: 128, n: 16, k: 16}, warp: {m: 32, n: 16}, stages: 4, "
       "vector: 8")


def _spec(algorithm: str, direction: str = "forward", layout: str = "channels_last") -> str:
    return ("library: t\n"
            "instances:\n"
            "  - name: t\n"
            f"    signature: {{direction: {direction}, spatial_dim: 2, data_type: bf16, layout: {layout}}}\n"
            f"    algorithm: {{{algorithm}}}\n"
            "    targets: [sm_80]\n")


@pytest.mark.parametrize("direction", ["forward", "backward_data"])
def test_merge_groups_parses_for_forward_and_backward_data(direction):
    spec = parse_text(_spec(MMA + ", merge_groups: 4", direction), "t.yaml")
    assert spec.instances[0].algorithm.merge_groups == 4


def test_merge_groups_count_is_one_of_the_choices():
    with pytest.raises(SpecError) as caught:
        parse_text(_spec(MMA + ", merge_groups: 3"), "t.yaml")
    text = str(caught.value)
    assert "merge_groups" in text and "2" in text and "8" in text


@pytest.mark.parametrize("algorithm, direction, layout", [
    (MMA + ", merge_groups: 2", "backward_weight", "channels_last"),
    (MMA + ", merge_groups: 2", "forward", "group_first"),
    ("micro_kernel: fma, block: {m: 112, n: 16, k: 2}, thread: {m: 1, n: 8}, "
     "vector: {x: 8, y: 8, w: 1}, specialization: few_channels, tile_rows: 8, merge_groups: 2",
     "forward", "channels_last"),
], ids=["backward_weight", "group_first", "few_channels"])
def test_merge_groups_rejected_where_it_cannot_work(algorithm, direction, layout):
    with pytest.raises(SpecError) as caught:
        parse_text(_spec(algorithm, direction, layout), "t.yaml")
    assert caught.value.rule is Rule.MERGE_GROUPS, str(caught.value)
    assert "[rule merge-groups]" in str(caught.value)


def test_merged_source_wraps_the_wide_gemm():
    from codegen.emit import emit
    spec = parse_text(_spec(MMA + ", merge_groups: 2"), "t.yaml")
    files = {f.path: f.content for f in emit(spec, "t.yaml")}
    source = files["src/t.cpp"]
    for needle in ("hipconv_t_wide_run(", "hipconv_t_wide_supports(", "t_expand_filter",
                   'extern "C" int32_t hipconv_t_run(', 'extern "C" int32_t hipconv_t_supports(',
                   "HIPCONV_REFUSED_MERGE_GROUPS", "constexpr int64_t kMergeGroups = 2;"):
        assert needle in source, needle
    unmerged = {f.path: f.content for f in emit(parse_text(_spec(MMA), "t.yaml"), "t.yaml")}["src/t.cpp"]
    assert "_wide" not in unmerged and "expand_filter" not in unmerged


def _merged(lib, direction: str, m: int):
    found = [i for i in lib.instances
             if i.direction == direction and i.merge_groups == m and i.x_type == "bf16"]
    if not found:
        pytest.skip(f"no bf16 {direction} instance merging {m} groups built for this platform")
    return found[0]


@pytest.mark.build
@pytest.mark.parametrize("fixture, direction", [("fwd_library", "forward"),
                                                ("bwd_data_library", "backward_data")])
def test_refusals_name_the_rule(request, fixture, direction):
    lib = request.getfixturevalue(fixture)
    inst = _merged(lib, direction, 2)
    ok = P(26, 2, 8, 8, (7, 6), (3, 3), pad=1)                 # RegNetY's group width 8
    assert lib.supports(inst, ok) is Status.OK
    assert lib.workspace_size(inst, ok) >= 26 * 2 * 8 * 9 * 8 * 2   # the wide filter, bf16
    for problem in (P(13, 2, 8, 8, (7, 6), (3, 3), pad=1),         # G not a multiple of 2
                    P(26, 2, MERGED_GROUP_WIDTH * 2, 8, (7, 6), (3, 3), pad=1),   # C too wide
                    P(26, 2, 8, MERGED_GROUP_MIN_WIDTH // 2, (7, 6), (3, 3), pad=1),   # K too narrow
                    P(2**22, 1, 16, 16, (1, 1), (1, 1))):   # a wide filter past the expansion's 32-bit indices
        assert lib.supports(inst, problem) is Status.REFUSED_MERGE_GROUPS, problem
    # a filter that is not dense: the expansion reads W dense
    w_shape = ok.w_shape
    dense_w = [int(np.prod(w_shape[i + 1:])) for i in range(len(w_shape))]
    gapped = dict(w=tuple(s * 2 if i == 0 else s for i, s in enumerate(dense_w)))
    strided = P(26, 2, 8, 8, (7, 6), (3, 3), pad=1, tensor_strides=TensorStrides(**gapped))
    assert lib.supports(inst, strided) is Status.REFUSED_STRIDES


@pytest.mark.build
@pytest.mark.parametrize("fixture, direction", [("fwd_library", "forward"),
                                                ("bwd_data_library", "backward_data")])
def test_select_takes_the_merged_instance_for_narrow_groups(request, fixture, direction):
    lib = request.getfixturevalue(fixture)
    _merged(lib, direction, 2)
    regnet = P(26, 2, 8, 8, (14, 14), (3, 3), stride=2, pad=1)   # 7-wide strided output
    chosen = lib.select(direction, regnet, "bf16", family="channels_last")
    assert chosen.merge_groups == 2, chosen.name            # 26 groups: m = 4 does not divide
    unit = P(26, 2, 8, 8, (14, 14), (3, 3), pad=1)           # at stride 1 the tensor-core staged
    chosen = lib.select(direction, unit, "bf16", family="channels_last")   # tile (staged-mma)
    assert chosen.micro_kernel == "mma_sync" and chosen.tile_rows == 8, chosen.name
    resnext = P(32, 2, 16, 16, (14, 14), (3, 3), pad=1)
    assert lib.select(direction, resnext, "bf16", family="channels_last").merge_groups == 4
    few = P(32, 2, 4, 4, (14, 14), (3, 3), pad=1)             # C = K = 4: the few-channel kernels
    assert lib.select(direction, few, "bf16", family="channels_last").merge_groups == 1
    wide_rows = P(32, 2, 8, 8, (28, 28), (3, 3), pad=1)       # C = K = 8 on 28-wide rows: the
    chosen = lib.select(direction, wide_rows, "bf16", family="channels_last")   # staged tile
    assert chosen.merge_groups == 1 and chosen.tile_rows > 0, chosen.name
    dense = P(1, 2, 64, 64, (14, 14), (3, 3), pad=1)
    assert lib.select(direction, dense, "bf16", family="channels_last").merge_groups == 1


@pytest.mark.build
@pytest.mark.parametrize("fixture, direction", [("fwd_library", "forward"),
                                                ("bwd_data_library", "backward_data")])
@pytest.mark.parametrize("m", [2, 4])
def test_merged_numerics_against_the_reference(request, fixture, direction, m):
    """Every merged-width problem the instance takes, against the float64 reference, the
    output poisoned first (check.run_instance)."""
    lib = request.getfixturevalue(fixture)
    inst = _merged(lib, direction, m)
    ran = 0
    for problem in check.merged_width_problems(2):
        if lib.supports(inst, problem) is not Status.OK:
            continue
        comparison, _ = check.run_instance(lib, inst, problem)
        assert comparison.ok, (inst.name, problem, comparison)
        ran += 1
    assert ran >= 3


def test_merging_pays_counts_tiles_per_multiprocessor():
    """Criterion merged-groups: merged instances go after the others where the problem has fewer
    than MERGED_MIN_TILES_PER_MULTIPROCESSOR output tiles of MERGED_REFERENCE_ROWS positions x one
    group per multiprocessor (RegNetX-400MF G=24 C=K=16 7x7 at N = 32 on 132 multiprocessors:
    312 tiles, merged4 1.8x slower than mma128x16), or where its merged channels overflow its
    block's columns (merged2's 16 columns hold two groups of 8, not of 16)."""
    class Stub:   # what merging_pays / merged_columns_fit read of an instance
        def __init__(self, direction, merge_groups, block):
            self.direction, self.merge_groups, self.block = direction, merge_groups, block
            self.specialization = "default"

    regnet_7x7 = P(24, 32, 16, 16, (7, 7), (3, 3), pad=1)
    regnet_28x28 = P(4, 32, 16, 16, (28, 28), (3, 3), pad=1)
    merged4 = Stub("forward", 4, (256, 64, 64))
    assert selection.MERGED_MIN_TILES_PER_MULTIPROCESSOR * 132 > 13 * 24
    assert not selection.merging_pays(merged4, regnet_7x7, 132)
    assert selection.merging_pays(merged4, regnet_28x28, 132)          # 196 x 4 = 784 tiles
    assert selection.merging_pays(merged4, regnet_7x7, 0)              # unknown count: no change
    merged2 = Stub("backward_data", 2, (128, 16, 16))
    assert selection.merged_columns_fit(merged2, P(26, 2, 8, 8, (14, 14), (3, 3), pad=1))
    assert not selection.merged_columns_fit(merged2, P(10, 2, 16, 16, (14, 14), (3, 3), pad=1))


@pytest.mark.build
@pytest.mark.parametrize("fixture, direction", [("fwd_library", "forward"),
                                                ("bwd_data_library", "backward_data")])
def test_select_leaves_merging_to_problems_with_tiles_to_spare(request, fixture, direction):
    """With this machine's multiprocessor count (cpu: processors): a C = K = 16 problem of too few
    tiles to merge takes an unmerged instance; merged2 (16 columns for two groups of 8) is never
    chosen for C = K = 16."""
    lib = request.getfixturevalue(fixture)
    sms = int(lib.abi.hipconv_multiprocessor_count())
    small = P(4, 1, 16, 16, (5, 5), (3, 3), pad=1)       # 1 x 4 tiles
    chosen = lib.select(direction, small, "bf16", family="channels_last")
    if 4 < selection.MERGED_MIN_TILES_PER_MULTIPROCESSOR * sms:
        assert chosen.merge_groups == 1, chosen.name
    for groups in (2, 10):                                  # merged2 only (4 does not divide)
        chosen = lib.select(direction, P(groups, 2, 16, 16, (14, 14), (3, 3), pad=1), "bf16",
                            family="channels_last")
        assert chosen.merge_groups == 1, chosen.name


def test_weight_merged_tiles_go_after_the_others_past_group_width_8():
    """Criterion merged-groups, backward-weight: a merged GEMM tile (groups_per_block, no input
    image) after the others where K per group exceeds 8 (group width 16, H200 run 108:
    wgmma64x64 1.0-2.1x faster than merged4 / merged2 on every ResNeXt-50 and RegNetX-400MF
    layer), no preference at 8 (merged2 1.3-1.6x faster than wgmma64x64 on ResNeXt's C=K=8);
    the image tiles and the depthwise tiles are not merged tiles.  Criterion work-fill leaves
    backward-weight alone (its evidence is forward and backward-data)."""
    class Stub:   # what the keys read of an instance
        def __init__(self, groups_per_block, specialization="default", input_image=0, micro_kernel="mma_sync"):
            self.direction, self.groups_per_block, self.merge_groups = "backward_weight", groups_per_block, 1
            self.specialization, self.input_image, self.micro_kernel = specialization, input_image, micro_kernel
            self.tap_channels = self.pad_channels = 0

    merged = next(c.key for c in selection.CRITERIA if c.id == "merged-groups")
    work_fill = next(c.key for c in selection.CRITERIA if c.id == "work-fill")
    context = selection.Context(fill=0.19, fills_device=True, modelled_bytes=None, multiprocessors=132)
    sixteen = P(4, 32, 16, 16, (28, 28), (3, 3), pad=1)
    eight = P(32, 32, 8, 8, (28, 28), (3, 3), pad=1)
    assert merged(Stub(4), sixteen, context) == 1
    assert merged(Stub(1), sixteen, context) == 0
    assert merged(Stub(4, input_image=108), sixteen, context) == 0
    assert merged(Stub(32, specialization="depthwise"), sixteen, context) == 0
    assert merged(Stub(2), eight, context) == merged(Stub(1), eight, context) == 0
    assert work_fill(Stub(1), sixteen, context) is False


def test_weight_wgmma_tiles_first_past_group_width_8():
    """Criterion wgmma-filled, backward-weight: a wgmma tile before an mma_sync one where K per
    group exceeds 8, filled or not (H200 run 112: 1.33-1.91x on 17 such rows, among them a 3D
    3x3x3 C=K=32 layer where the half-filled mma64x128 had come first, 52.0 against 39.1 us);
    at K = 8 and elsewhere only a tile filled at least half."""
    class Stub:
        def __init__(self, micro_kernel, direction="backward_weight"):
            self.micro_kernel, self.direction = micro_kernel, direction

    key = next(c.key for c in selection.CRITERIA if c.id == "wgmma-filled")
    sparse = selection.Context(fill=0.24, fills_device=True, modelled_bytes=None)
    wide = P(1, 4, 32, 32, (16, 28, 28), (3, 3, 3), pad=1)
    narrow = P(32, 32, 8, 8, (28, 28), (3, 3), pad=1)
    assert key(Stub("wgmma"), wide, sparse) is False and key(Stub("mma_sync"), wide, sparse) is True
    assert key(Stub("wgmma"), narrow, sparse) is True
    assert key(Stub("wgmma", "forward"), wide, sparse) is True
