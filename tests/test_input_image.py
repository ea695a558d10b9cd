"""The input image (algorithm.input_image).  Forward (mma_sync with tap_channels): resident
blocks stage the filter once and, per tile, the input rows the tile reaches (C padded to
tap_channels per pixel) in shared memory, and read A fragments from that image.
Backward-weight (mma_sync, merged groups of 8-16 channels): per tile of block.k positions the
block stages the tile's dY rows and the X rows they reach, two tiles in flight, and reads the
im2col columns by ldmatrix at addresses.  The flow: parse and rules, emission, refusals at run
time, selection, numerics against the float64 reference (the shipped image instances on the
cpu platform) with dense and strided tensors."""

from __future__ import annotations

import pytest

from codegen.errors import SpecError
from codegen.parse import parse_text
from codegen.rules import Rule
from codegen.status import Status
from runtime import check, selection
from runtime.problem import ConvProblem as P

IMAGE = ("micro_kernel: mma_sync, block: {m: 256, n: 64, k: 16}, warp: {m: 32, n: 64}, "
         "vector: {x: 1, w: 1, y: 8}, tap_channels: 4")


def _spec(algorithm: str, direction: str = "forward", spatial_dim: int = 2) -> str:
    return ("library: t\n"
            "instances:\n"
            "  - name: t\n"
            f"    signature: {{direction: {direction}, spatial_dim: {spatial_dim}, data_type: bf16, "
            "layout: channels_last}\n"
            f"    algorithm: {{{algorithm}}}\n"
            "    targets: [sm_80]\n")


def test_input_image_parses():
    spec = parse_text(_spec(IMAGE + ", input_image: 108"), "t.yaml")
    assert spec.instances[0].algorithm.input_image == 108


def test_input_image_must_be_an_integer():
    with pytest.raises(SpecError) as caught:
        parse_text(_spec(IMAGE + ", input_image: big"), "t.yaml")
    assert "input_image" in str(caught.value)


@pytest.mark.parametrize("algorithm, spatial_dim", [
    (IMAGE + ", input_image: 64", 2),                                   # the output tile alone needs 78 KB
    (IMAGE.replace("tap_channels: 4", "tap_channels: 0") + ", input_image: 108", 2),
    (IMAGE.replace("k: 16", "k: 32") + ", input_image: 108", 2),
    (IMAGE + ", input_image: 108", 3),
    (IMAGE + ", input_image: 108, pad_channels: 4", 2),
    (IMAGE + ", input_image: 108, index_bits: 64", 2),
], ids=["smaller_than_output_tile", "no_tap_channels", "block_k_32", "3d", "with_pad_channels", "index_64"])
def test_input_image_rejected_where_it_cannot_work(algorithm, spatial_dim):
    with pytest.raises(SpecError) as caught:
        parse_text(_spec(algorithm, spatial_dim=spatial_dim), "t.yaml")
    assert caught.value.rule in (Rule.INPUT_IMAGE, Rule.PAD_CHANNELS, Rule.TAP_CHANNELS), str(caught.value)
    if "tap_channels: 0" not in algorithm and "pad_channels" not in algorithm:
        assert "[rule input-image]" in str(caught.value)


def test_image_source_stages_the_operands_without_a_pipeline():
    from codegen.emit import emit
    files = {f.path: f.content for f in emit(parse_text(_spec(IMAGE + ", input_image: 108"), "t.yaml"),
                                             "t.yaml")}
    source = files["src/t.cpp"]
    for needle in ("struct InputImage", "fill_filter(", "fill_input(", "image_layout(",
                   "HIPCONV_REFUSED_INPUT_IMAGE", "constexpr int kSharedMemoryBytes = 110592;"):
        assert needle in source, needle
    for absent in ("cp_async", "issue_loads", "struct AAccess", "kStages"):
        assert absent not in source, absent


def _image(lib, dtype: str = "bf16"):
    found = [i for i in lib.instances if i.direction == "forward" and i.input_image and i.x_type == dtype]
    if not found:
        pytest.skip(f"no {dtype} forward instance with an input image built for this platform")
    return found[0]


STEM = P(1, 2, 3, 64, (32, 30), (7, 7), stride=2, pad=3)       # the stem's shape, small


@pytest.mark.build
def test_image_refusals_name_the_rule(fwd_library):
    lib = fwd_library
    inst = _image(lib)
    assert lib.supports(inst, STEM) is Status.OK
    assert lib.supports(inst, P(1, 2, 8, 64, (32, 30), (7, 7), stride=2, pad=3)) is Status.REFUSED_INPUT_IMAGE
    wide = P(1, 1, 3, 64, (16, 4000), (7, 7), stride=2, pad=3)      # its rows outgrow the image
    assert lib.supports(inst, wide) is Status.REFUSED_INPUT_IMAGE
    big_filter = P(1, 1, 3, 64, (64, 64), (31, 31), pad=15)       # the filter image outgrows it
    assert lib.supports(inst, big_filter) is Status.REFUSED_INPUT_IMAGE
    assert lib.workspace_size(inst, STEM) == 0


@pytest.mark.build
def test_select_takes_the_image_for_few_channels(fwd_library):
    lib = fwd_library
    _image(lib)
    assert lib.select("forward", STEM, "bf16", family="channels_last").input_image
    eight = P(1, 2, 8, 64, (32, 32), (7, 7), stride=2, pad=3)
    assert not lib.select("forward", eight, "bf16", family="channels_last").input_image


@pytest.mark.build
@pytest.mark.parametrize("dtype", ["fp16", "bf16"])
def test_image_numerics_against_the_reference(fwd_library, dtype):
    """Every problem of check.check_problems (the output poisoned first),
    then the stem with strided X and Y (check.run_strided's patterns, the gaps poisoned)."""
    lib = fwd_library
    inst = _image(lib, dtype)
    ran = 0
    for problem in check.check_problems(lib, inst):
        comparison, _ = check.run_instance(lib, inst, problem)
        assert comparison.ok, (inst.name, problem, comparison)
        ran += 1
    assert ran >= 8
    for seed, pattern in enumerate(check.STRIDE_PATTERNS):
        assert check.takes_pattern(inst, STEM, pattern), pattern
        status, comparison, gaps_intact = check.run_strided(lib, inst, STEM, pattern, seed)
        assert status is Status.OK, (pattern, status)
        assert comparison.ok and gaps_intact, (inst.name, pattern, comparison)


# ---------------------------------------------------------------- backward-weight

WEIGHT_IMAGE = ("micro_kernel: mma_sync, block: {m: 64, n: 144, k: 128}, warp: {m: 16, n: 72}, "
                "stages: 2, vector: {x: 8, w: 1, y: 8}, split_k: auto, groups_per_block: 4")


def test_weight_image_parses():
    spec = parse_text(_spec(WEIGHT_IMAGE + ", input_image: 108", direction="backward_weight"), "t.yaml")
    assert spec.instances[0].algorithm.input_image == 108


@pytest.mark.parametrize("algorithm", [
    WEIGHT_IMAGE + ", input_image: 32",                                  # below the 37 KB output tile
    WEIGHT_IMAGE.replace("warp: {m: 16", "warp: {m: 32").replace("m: 64, n: 144", "m: 128, n: 144")
    + ", input_image: 108",                                              # two m16 fragments per group
    WEIGHT_IMAGE.replace("stages: 2", "stages: 3") + ", input_image: 108",
    WEIGHT_IMAGE.replace("x: 8, w: 1, y: 8", "x: 4, w: 1, y: 8") + ", input_image: 108",
    WEIGHT_IMAGE.replace("groups_per_block: 4", "groups_per_block: 2") + ", input_image: 108",
], ids=["smaller_than_output_tile", "warp_m_32", "stages_3", "vector_x_4", "rows_not_groups"])
def test_weight_image_rejected_where_it_cannot_work(algorithm):
    with pytest.raises(SpecError) as caught:
        parse_text(_spec(algorithm, direction="backward_weight"), "t.yaml")
    assert "[rule input-image]" in str(caught.value), str(caught.value)


def test_weight_image_is_not_for_backward_data():
    algorithm = WEIGHT_IMAGE.replace(", split_k: auto, groups_per_block: 4", "") + ", input_image: 108"
    with pytest.raises(SpecError) as caught:
        parse_text(_spec(algorithm, direction="backward_data"), "t.yaml")
    assert "[rule input-image]" in str(caught.value), str(caught.value)


def test_weight_image_source_addresses_the_im2col_columns():
    from codegen.emit import emit
    text = _spec(WEIGHT_IMAGE + ", input_image: 108", direction="backward_weight")
    source = {f.path: f.content for f in emit(parse_text(text, "t.yaml"), "t.yaml")}["src/t.cpp"]
    for needle in ("struct WeightImage", "image.issue(", "image.position(", "image.column(", "image_layout(",
                   "ldmatrix_x4_trans", "HIPCONV_REFUSED_INPUT_IMAGE", "two tiles in flight",
                   "constexpr int kSharedMemoryBytes = 110592;"):
        assert needle in source, needle
    for absent in ("struct AAccess", "struct BAccess", "issue_loads", "kStages", "resident blocks"):
        assert absent not in source, absent


def _weight_image_named(lib, dtype: str, suffix: str):
    found = [i for i in lib.instances if i.name == f"bwd_weight_2d_{dtype}_{suffix}"]
    if not found:
        pytest.skip(f"bwd_weight_2d_{dtype}_{suffix} is not built for this platform")
    return found[0]


RESNEXT = P(8, 3, 16, 16, (14, 14), (3, 3), pad=1)      # ResNeXt's group width, tiles across images
REGNET = P(6, 3, 8, 8, (14, 14), (3, 3), pad=1)         # RegNet's
ODD = P(5, 3, 8, 8, (7, 7), (3, 3), pad=1)              # an odd group count (RegNetY's G = 55 at 7x7)


@pytest.mark.build
def test_weight_image_refusals_name_the_rule(bwd_weight_library):
    lib = bwd_weight_library
    inst = _weight_image_named(lib, "bf16", "image4")
    assert lib.supports(inst, RESNEXT) is Status.OK
    wide_columns = P(8, 1, 24, 8, (6, 6), (3, 3), pad=1)           # 216 columns > block.n 144
    assert lib.supports(inst, wide_columns) is Status.REFUSED_INPUT_IMAGE
    wide_rows = P(4, 1, 16, 16, (8, 3000), (3, 3), pad=1)          # the X rows outgrow the stages
    assert lib.supports(inst, wide_rows) is Status.REFUSED_INPUT_IMAGE
    assert lib.supports(inst, P(6, 1, 16, 16, (6, 6), (3, 3), pad=1)) is Status.REFUSED_GROUPS_PER_BLOCK
    assert lib.supports(inst, P(8, 1, 16, 32, (6, 6), (3, 3), pad=1)) is Status.REFUSED_MERGED_TILE


@pytest.mark.build
def test_select_takes_the_weight_image_for_group_widths(bwd_weight_library):
    lib = bwd_weight_library
    _weight_image_named(lib, "bf16", "image4")
    _weight_image_named(lib, "bf16", "image2")
    resnext = P(32, 2, 16, 16, (14, 14), (3, 3), pad=1)
    assert lib.select("backward_weight", resnext, "bf16", family="channels_last").name.endswith("_image4")
    regnet = P(26, 2, 8, 8, (14, 14), (3, 3), pad=1)             # image2 and image2_wide run: the smaller
    assert lib.select("backward_weight", regnet, "bf16", family="channels_last").name.endswith("_image2")
    stride2 = P(32, 2, 8, 8, (56, 56), (3, 3), stride=2, pad=1)    # 57-pixel rows: only the wide image
    assert lib.select("backward_weight", stride2, "bf16", family="channels_last").name.endswith("_image2_wide")
    dense = P(1, 2, 16, 16, (14, 14), (3, 3), pad=1)               # 144 columns: no image instance runs it
    assert not lib.select("backward_weight", dense, "bf16", family="channels_last").input_image


@pytest.mark.build
def test_select_takes_one_group_images_only_where_no_wider_image_runs(bwd_weight_library):
    """Criterion input-image: an instance of several groups per block before one of one group
    (ResNeXt C=K=8 28x28 N = 128: image2 0.085 ms against image1's 0.127), one group where
    the group count is odd (RegNetY G=13 28x28: image1 0.024 against mma64x128's 0.043), the
    least shared memory that runs among each; a 1x1 filter (no tap to share) not by it."""
    lib = bwd_weight_library
    for suffix in ("image2", "image1", "image1_48k", "image1_96k"):
        _weight_image_named(lib, "bf16", suffix)
    even = P(32, 2, 8, 8, (28, 28), (3, 3), pad=1)
    assert lib.select("backward_weight", even, "bf16", family="channels_last").name.endswith("_image2")
    odd = P(13, 2, 8, 8, (28, 28), (3, 3), pad=1)
    assert lib.select("backward_weight", odd, "bf16", family="channels_last").name.endswith("_image1")
    odd_strided = P(13, 2, 8, 8, (56, 56), (3, 3), stride=2, pad=1)     # 57-pixel rows at stride 2
    assert lib.select("backward_weight", odd_strided, "bf16", family="channels_last").name.endswith("_image1_48k")
    widest = P(6, 2, 8, 8, (112, 112), (3, 3), stride=2, pad=1)         # 113-pixel rows: image1 in 96 KiB
    assert lib.select("backward_weight", widest, "bf16", family="channels_last").name.endswith("_image1_96k")
    pointwise = P(1, 32, 32, 8, (1, 1), (1, 1))                         # runs on image1, not taken by it
    assert lib.supports(_weight_image_named(lib, "bf16", "image1"), pointwise) is Status.OK
    assert not lib.select("backward_weight", pointwise, "bf16", family="channels_last").input_image


@pytest.mark.build
def test_select_takes_two_group_images_where_image4_cannot_stage_or_fill(bwd_weight_library):
    """Criterion input-image at group width 16: image2_c16 (two groups, 64-position tiles) where
    image4 cannot stage a stride-2 tile (ResNeXt-50's s2 28x28: 24 X rows of 29 pixels x 64
    channels twice, 236 KiB) or divide the groups, image4 (108 KiB, less than image2_c16's 112)
    where both run; past K = 8 an image instance of fewer than 8 unsplit tiles per
    multiprocessor goes after every other instance (H200 run 112, 132 multiprocessors:
    RegNetX-400MF G=24 7x7 N=32, image4's 78 tiles and image2_c16's 300, wgmma64x64 15.9 us
    against 18.6 / 28.4; ResNeXt-50 14x14 N=32, image2_c16's 1568 tiles 24.0 us against image4's
    392 at 27.3)."""
    lib = bwd_weight_library
    image4 = _weight_image_named(lib, "bf16", "image4")
    image2_c16 = _weight_image_named(lib, "bf16", "image2_c16")
    stride2 = P(32, 2, 16, 16, (28, 28), (3, 3), stride=2, pad=1)
    assert lib.supports(image4, stride2) is Status.REFUSED_INPUT_IMAGE
    assert lib.select("backward_weight", stride2, "bf16", family="channels_last") == image2_c16
    ten_groups = P(10, 2, 16, 16, (14, 14), (3, 3), pad=1)
    assert lib.select("backward_weight", ten_groups, "bf16", family="channels_last") == image2_c16
    resnext = P(32, 2, 16, 16, (14, 14), (3, 3), pad=1)
    assert lib.select("backward_weight", resnext, "bf16", family="channels_last") == image4
    key = next(c.key for c in selection.CRITERIA if c.id == "input-image")

    def rank(inst, problem, multiprocessors):
        context = selection.Context(fill=1.0, fills_device=True, modelled_bytes=None, splits=1,
                                    multiprocessors=multiprocessors)
        return key(inst, problem, context)[0]
    regnet = P(24, 32, 16, 16, (7, 7), (3, 3), pad=1)
    assert selection.weight_image_tiles(image4, regnet) == 78
    assert selection.weight_image_tiles(image2_c16, regnet) == 300
    first, last = selection.IMAGE_FIRST, selection.IMAGE_LAST
    assert rank(image4, regnet, 132) == rank(image2_c16, regnet, 132) == last
    assert rank(image2_c16, regnet, 32) == first and rank(image4, regnet, 32) == last   # 300 >= 8 x 32
    resnext_n32 = P(32, 32, 16, 16, (14, 14), (3, 3), pad=1)
    assert (rank(image2_c16, resnext_n32, 132), rank(image4, resnext_n32, 132)) == (first, last)
    eight = P(26, 32, 8, 8, (7, 7), (3, 3), pad=1)                   # K = 8: no tile count applies
    assert rank(image2_c16, eight, 10_000) == first


@pytest.mark.build
@pytest.mark.parametrize("dtype", ["fp16", "bf16"])
@pytest.mark.parametrize("suffix", ["image4", "image2", "image2_c16", "image1", "image1_48k", "image1_96k"])
def test_weight_image_numerics_against_the_reference(bwd_weight_library, dtype, suffix):
    """Every problem of check.check_problems (dW poisoned first), then
    ResNeXt's (4 groups), RegNet's (2 groups) or an odd group count (1 group per block)
    with strided X and dY (check.run_strided's patterns, the gaps poisoned)."""
    lib = bwd_weight_library
    inst = _weight_image_named(lib, dtype, suffix)
    groups = inst.groups_per_block
    ran = 0
    for problem in check.check_problems(lib, inst):
        comparison, _ = check.run_instance(lib, inst, problem)
        assert comparison.ok, (inst.name, problem, comparison)
        ran += 1
    assert ran >= 5
    strided = {4: RESNEXT, 2: REGNET, 1: ODD}[groups]
    for seed, pattern in enumerate(check.STRIDE_PATTERNS):
        assert check.takes_pattern(inst, strided, pattern), pattern
        status, comparison, gaps_intact = check.run_strided(lib, inst, strided, pattern, seed)
        assert status is Status.OK, (pattern, status)
        assert comparison.ok and gaps_intact, (inst.name, pattern, comparison)


# One group per block (image1*) runs K in ceil(K / 16) row tiles of 16 channels, each reading
# its own channels of the staged dY rows (issue 72: every row tile read channels 0-15, dW rows
# 16.. wrong for K = 24 to 128).  The shapes: the 1x1, a 3x3 over two batch images
# with G = 3, a 2x2 stride 2 on C = 16, and a 3x3 stride 2 with asymmetric padding.
ONE_GROUP_SHAPES = {
    "1x1": lambda K: P(1, 1, 8, K, (6, 6), (1, 1)),
    "3x3": lambda K: P(3, 2, 8, K, (7, 7), (3, 3), pad=1),
    "2x2_s2": lambda K: P(1, 1, 16, K, (9, 8), (2, 2), stride=2),
    "3x3_s2": lambda K: P(2, 1, 8, K, (10, 9), (3, 3), stride=2, pad=1, pad_right=0),
}


@pytest.mark.build
@pytest.mark.parametrize("dtype", ["fp16", "bf16"])
@pytest.mark.parametrize("suffix", ["image1", "image1_48k", "image1_96k"])
def test_one_group_image_every_row_tile_against_the_reference(bwd_weight_library, dtype, suffix):
    """K = 8 to 128 (one to eight row tiles, the last one half filled at 24 and 40) on each of
    ONE_GROUP_SHAPES, dW poisoned first, against the float64 reference; a K whose two stages of
    dY rows and X rows do not fit the instance's shared memory is refused as input-image (the
    24 KiB image1 at K >= 64 on 3x3, K = 128 on the others), never run wrong."""
    lib = bwd_weight_library
    inst = _weight_image_named(lib, dtype, suffix)
    ran = 0
    for shape, make in ONE_GROUP_SHAPES.items():
        for K in (8, 16, 24, 32, 40, 64, 128):
            problem = make(K)
            status = lib.supports(inst, problem)
            if status is not Status.OK:
                assert status is Status.REFUSED_INPUT_IMAGE and K >= 64, (inst.name, shape, K, status)
                continue
            comparison, out = check.run_instance(lib, inst, problem, seed=K)
            assert comparison.ok, (inst.name, shape, K, comparison.message)
            assert out.shape == problem.w_shape
            ran += 1
    assert ran >= (22 if suffix == "image1" else 28)


def test_the_weight_image_matrix_reaches_past_one_row_tile():
    """check.weight_image_problems holds K of two to eight 16-row tiles (image1*'s row tiles),
    besides the merged instances' K <= 16."""
    row_tiles = {-(-p.K // 16) for p in check.weight_image_problems()}
    assert {1, 2, 3, 4, 8} <= row_tiles


class _AcceptsUpTo:
    """A stand-in library whose supports() takes problems of K <= max_k and C <= max_c."""

    def __init__(self, max_k: int, max_c: int):
        self.max_k, self.max_c = max_k, max_c

    def supports(self, inst, problem):
        return Status.OK if problem.K <= self.max_k and problem.C <= self.max_c else Status.REFUSED_INPUT_IMAGE


def _one_group_image():
    """image1's registry entry as runtime.library.Instance (no library needed)."""
    from conftest import registry_entry
    return registry_entry("image1", "mma_sync", (16, 80, 64), direction="backward_weight", threads=64,
                          shared_memory_bytes=24576, warp=(16, 40), vector={"x": 8, "w": 1, "y": 8},
                          split_k="auto", input_image=24)

def test_check_problems_add_a_second_tile_the_matrix_misses(monkeypatch):
    """check.check_problems: where an instance takes a problem of two block tiles along a channel
    axis of its GEMM and none of its matrix's does, the first grown matrix problem that does
    (C or K times 2, 3, 5, 8) joins the check -- the class of the image1 defect, whose matrix
    (shared with the merged image instances) stayed at K <= 16, one 16-row tile, while
    supports() took K up to 128."""
    inst = _one_group_image()
    one_tile = [P(3, 2, 8, 8, (7, 7), (3, 3), pad=1), P(1, 1, 16, 16, (6, 6), (1, 1))]
    monkeypatch.setattr(check, "problems_for", lambda i: one_tile)
    assert check.channel_tiles(inst, one_tile[0]) == (1, 1)          # K 8 of 16 rows, 72 of 80 columns
    problems = check.check_problems(_AcceptsUpTo(max_k=128, max_c=8), inst)
    assert problems[:1] == one_tile[:1]                               # C = 16 refused: not taken
    assert problems[1:] == [P(3, 2, 8, 24, (7, 7), (3, 3), pad=1)]     # K 8 x 3: two row tiles
    assert check.channel_tiles(inst, problems[1]) == (2, 1)
    # a second column tile too where C may grow (8 x 2 = 16: 144 columns of 80)
    both = check.check_problems(_AcceptsUpTo(max_k=128, max_c=64), inst)
    assert both == one_tile + [P(3, 2, 8, 24, (7, 7), (3, 3), pad=1), P(3, 2, 16, 8, (7, 7), (3, 3), pad=1)]
    assert [check.channel_tiles(inst, p) for p in both[2:]] == [(2, 1), (1, 2)]
    # the matrix reaching two row tiles itself: nothing added along the rows
    monkeypatch.setattr(check, "problems_for", lambda i: [P(3, 2, 8, 24, (7, 7), (3, 3), pad=1)])
    assert check.check_problems(_AcceptsUpTo(max_k=128, max_c=8), inst) == [P(3, 2, 8, 24, (7, 7), (3, 3), pad=1)]
    # nor where supports() takes no second tile (the merged instances: K <= 16)
    monkeypatch.setattr(check, "problems_for", lambda i: one_tile[:1])
    assert check.check_problems(_AcceptsUpTo(max_k=16, max_c=8), inst) == one_tile[:1]
