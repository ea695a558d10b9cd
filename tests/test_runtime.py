"""Stage 5 of the flow: the cffi runtime on a cpu build of specs/bwd_data.yaml.

Run-time refusals raise runtime.UnsupportedProblem whose ``.rule`` is the
codegen.status.Status slug; argument errors raise ValueError; automatic
instance selection follows the rule documented in Library.select;
runtime.build caches by content.
"""

from __future__ import annotations

import os
import time

import numpy as np
import pytest

import runtime
from codegen.status import Status
from runtime import check
from runtime.build_cache import cache_root
from conftest import BWD_DATA_SPEC, registry_entry

pytestmark = pytest.mark.build

P = runtime.ConvProblem
FP16 = {"y": "fp16", "w": "fp16"}
FP32 = {"y": "fp32", "w": "fp32"}


def _arrays(problem, dtype=np.float32, seed=0):
    rng = np.random.default_rng(seed)
    dy = rng.uniform(-1, 1, problem.y_shape).astype(dtype)
    w = rng.uniform(-1, 1, problem.w_shape).astype(dtype)
    return dy, w


def _refused(library, name, problem, dtype, status: Status):
    dy, w = _arrays(problem, dtype)
    assert library.supports(name, problem) is status
    with pytest.raises(runtime.UnsupportedProblem) as info:
        library.backward_data(dy, w, problem, instance=name)
    assert info.value.rule == status.slug
    return info.value


# --------------------------------------------------------------------------
# refusals: UnsupportedProblem.rule is the Status slug
# --------------------------------------------------------------------------

def test_channels_not_multiple_of_vector_width(bwd_data_library):
    # C = 12: not a multiple of 8 (dX stores, W loads along C)
    _refused(bwd_data_library, "bwd_data_2d_fp16_vec8", P(1, 1, 12, 16, (5, 5), 3, pad=1),
             np.float16, Status.REFUSED_C_VECTOR)
    # K = 12: not a multiple of 8 (dY loads along K)
    _refused(bwd_data_library, "bwd_data_2d_fp16_vec8", P(1, 1, 16, 12, (5, 5), 3, pad=1),
             np.float16, Status.REFUSED_K_VECTOR)
    assert Status.REFUSED_C_VECTOR.slug == Status.REFUSED_K_VECTOR.slug == "channels-vector-width"


@pytest.mark.parametrize("name, problem, dtype, status", [
    # C = 4 > 3 channel slots; C = 8 > 4
    ("bwd_data_2d_fp32_few_c3", P(2, 1, 4, 8, (6, 6), 3, pad=1), np.float32,
     Status.REFUSED_FEW_CHANNELS),
    ("bwd_data_2d_fp16_few_c4", P(2, 1, 8, 8, (6, 6), 3, pad=1), np.float16,
     Status.REFUSED_FEW_CHANNELS),
    # K = 68 > the 64 (tap, k) rows of W the 64-column instance holds
    ("bwd_data_2d_fp32_few_c4", P(2, 1, 4, 68, (6, 6), 3, pad=1), np.float32,
     Status.REFUSED_FEW_CHANNELS),
    # K = 12 is not a multiple of the dY vector of 8; C = 2 not of the dX vector of 4
    ("bwd_data_2d_bf16_few_c3", P(1, 1, 3, 12, (6, 6), 3, pad=1), "bf16",
     Status.REFUSED_K_VECTOR),
    ("bwd_data_2d_fp16_few_c4", P(2, 1, 2, 8, (6, 6), 3, pad=1), np.float16,
     Status.REFUSED_C_VECTOR),
], ids=lambda v: str(v) if isinstance(v, (str, P)) else None)
def test_few_channels_refusals(bwd_data_library, name, problem, dtype, status):
    if dtype == "bf16":
        import ml_dtypes
        dtype = ml_dtypes.bfloat16
    error = _refused(bwd_data_library, name, problem, dtype, status)
    assert error.rule in ("few-channels", "channels-vector-width")
    # ... and the same problem still runs: select finds another instance
    kind = {np.float32: "fp32", np.float16: "fp16"}.get(dtype, "bf16")
    chosen = bwd_data_library.select("backward_data", problem, {"y": kind, "w": kind})
    assert chosen.name != name


@pytest.mark.parametrize("problem", [
    P(8, 1, 1, 1, (4, 9, 10), (3, 3, 3), stride=(2, 1, 1), pad=1),   # 3D: a stride above 1 along an outer axis
    P(8, 1, 1, 1, (6, 410), (3, 3), dilation=(1, 200), pad=(1, 200)),   # a dY tile past the shared memory
], ids=str)
def test_depthwise_tile_refusals(bwd_data_library, problem):
    """The staged-tile depthwise instance takes any stride along its tile axes (one
    launch per stride phase), stride 1 along the outer ones, and a tile that fits shared
    memory; the strip gather takes what it refuses (select rule 1)."""
    dims = len(problem.input)
    error = _refused(bwd_data_library, f"bwd_data_{dims}d_fp32_depthwise_tile", problem, np.float32,
                     Status.REFUSED_DEPTHWISE_TILE)
    assert error.rule == "depthwise-tile"
    assert bwd_data_library.select("backward_data", problem, FP32).name == f"bwd_data_{dims}d_fp32_depthwise"


def test_spatial_dim_mismatch(bwd_data_library):
    error = _refused(bwd_data_library, "bwd_data_2d_fp32_generic",
                     P(1, 1, 4, 4, (5, 5, 5), 3, pad=1), np.float32, Status.REFUSED_SPATIAL_DIM)
    assert error.rule == "spatial-dim"
    assert bwd_data_library.supports("bwd_data_3d_fp32_generic", P(1, 1, 4, 4, (5,), 3)) is \
        Status.REFUSED_SPATIAL_DIM


@pytest.mark.parametrize("problem", [
    P(1, 1, 8, 8, (5, 5), 3, pad=1),               # 3x3 filter
    P(1, 1, 8, 8, (6, 6), 1, stride=2),            # 1x1 with stride 2
    P(1, 1, 8, 8, (5, 5), 1, pad=1),               # 1x1 with padding
    P(1, 1, 8, 8, (5, 5), 1, pad=0, pad_right=(0, 1)),
], ids=str)
def test_specialization_refuses_other_shapes(bwd_data_library, problem):
    _refused(bwd_data_library, "bwd_data_2d_fp32_1x1", problem, np.float32,
             Status.REFUSED_SPECIALIZATION)


def test_index_range_through_supports_only(bwd_data_library):
    # x has 32768 * 32768 * 8 = 2^33 elements: never allocated, only checked
    huge = P(1, 1, 8, 8, (32768, 32768), 3, pad=1)
    assert int(np.prod(huge.x_shape)) >= 2**31
    library = bwd_data_library
    for inst in library.instances:
        if inst.spatial_dim != 2 or inst.specialization != "default":
            continue
        expected = Status.OK if inst.index_bits == 64 else Status.REFUSED_INDEX_RANGE
        if inst.merge_groups > 1:          # G = 1: nothing to merge, refused before the sizes
            expected = Status.REFUSED_MERGE_GROUPS
        if inst.pad_channels:              # C = K = 8: nothing to pad, the plain instances' problem
            expected = Status.REFUSED_PAD_CHANNELS
        assert library.supports(inst, huge) is expected, inst.name
    assert library.supports("bwd_data_2d_fp16_index64", huge) is Status.OK
    assert library.supports("bwd_data_2d_fp16_vec4", huge) is Status.REFUSED_INDEX_RANGE
    assert Status.REFUSED_INDEX_RANGE.slug == "index-range"
    # automatic selection falls back to the 64-bit instance
    assert library.select("backward_data", huge, FP16).name == "bwd_data_2d_fp16_index64"
    # just below the limit: the 32-bit instances take it
    below = P(1, 1, 1, 1, (1024, 1024), 1)
    assert library.supports("bwd_data_2d_fp16_vec4", below) is not Status.REFUSED_INDEX_RANGE


# The atrous pyramid of a segmentation head (issue 66): every tensor ~1e8 elements, the
# dilated window 2 * 36 + 3 * 36 = 180 positions past each edge of the 40x40 image.
ATROUS = [P(1, 32, 2048, 256, (40, 40), 3, dilation=d, pad=d) for d in (12, 24, 36)]
DIRECTION_OF = {"fwd": "forward", "bwd_data": "backward_data", "bwd_weight": "backward_weight"}


def _old_padded_bound(p):
    """What index-range used to refuse: N * G * C * prod(input + pads + dilation * filter) >= 2^31."""
    return p.N * p.G * p.C * int(np.prod([i + a + b + d * f for i, a, b, d, f in
                                          zip(p.input, p.pad, p.pad_right, p.dilation, p.filter)]))


@pytest.mark.parametrize("spec", ["fwd", "bwd_data", "bwd_weight"])
def test_index_range_takes_the_atrous_segmentation_head(spec, request):
    """The offsets each instance really forms (its template's IndexReach: the tensors, and the
    window where a gather forms a padded position's offset before its test) fit 32 bits on
    the dilation-12/24/36 layers: no instance refuses them with index-range, the 32-bit ones
    that run 2D fp16 take them, and select picks a 32-bit instance in every direction."""
    library = request.getfixturevalue(f"{spec}_library")
    assert _old_padded_bound(ATROUS[-1]) >= 2**31 > max(int(np.prod(ATROUS[-1].x_shape)), 2**27)
    for problem in ATROUS:
        statuses = {inst.name: library.supports(inst, problem) for inst in library.instances
                    if inst.spatial_dim == 2}
        assert Status.REFUSED_INDEX_RANGE not in statuses.values(), \
            sorted(name for name, s in statuses.items() if s is Status.REFUSED_INDEX_RANGE)
        narrow = [library.instance(name) for name, s in statuses.items() if s is Status.OK]
        assert any(inst.index_bits == 32 and inst.x_type == "fp16" for inst in narrow), problem
        chosen = library.select(DIRECTION_OF[spec], problem, "fp16")
        assert chosen.index_bits == 32, (problem, chosen.name)


def test_index_range_bounds_backward_data_s_padded_dy(bwd_data_library):
    """Backward-data's GEMM gather forms dY offsets at (i + pad - f * dilation) / stride before
    its test: with K >> C those pass 2^31 although the old bound (C's padded X) fit. The
    windowed 32-bit instances refuse it; the 64-bit one takes it."""
    far = P(1, 1, 8, 1 << 17, (64, 64), 3, dilation=2000, pad=2000)    # dY 2^29 elements, rows 2^23 apart
    assert _old_padded_bound(far) < 2**31 and int(np.prod(far.y_shape)) < 2**31
    assert bwd_data_library.supports("bwd_data_2d_fp16_vec4", far) is Status.REFUSED_INDEX_RANGE
    assert bwd_data_library.supports("bwd_data_2d_fp16_index64", far) is Status.OK
    # the same layer with K = 8: its dY window fits
    near = P(1, 1, 8, 8, (64, 64), 3, dilation=2000, pad=2000)
    assert bwd_data_library.supports("bwd_data_2d_fp16_vec4", near) is Status.OK


# Problems whose window reaches far past a small image (dilation and padding 36..90): every
# cpu-runnable instance that takes one matches the float64 reference on it.
WIDE_WINDOWS = [P(1, 2, 8, 8, (6, 7), 3, dilation=40, pad=40),                 # GEMMs, dense channels
                P(8, 2, 1, 1, (5, 9), 3, dilation=(36, 64), pad=(36, 64)),     # depthwise: gathers, tiles
                P(2, 1, 4, 4, (7, 6), (3, 2), dilation=48, pad=(48, 24)),      # few channels
                P(1, 2, 8, 16, (9,), 5, stride=2, dilation=37, pad=60, pad_right=84),
                # the staged tiles (their tile's reach in shared memory: dilation 8)
                P(16, 2, 1, 1, (6, 9), 3, dilation=8, pad=8), P(2, 1, 8, 8, (7, 6), 3, dilation=8, pad=8)]


@pytest.mark.parametrize("spec", ["fwd", "bwd_data", "bwd_weight"])
def test_wide_windows_match_the_reference(spec, request):
    library = request.getfixturevalue(f"{spec}_library")
    ran = set()
    for index, problem in enumerate(WIDE_WINDOWS):
        for inst in library.instances:
            if inst.spatial_dim != len(problem.input) or library.supports(inst, problem) is not Status.OK:
                continue
            result, _ = check.run_instance(library, inst, problem, seed=index)
            assert result.ok, f"{inst.name} on {problem}: {result.message}"
            ran.add((inst.name, index))
    assert len({name for name, _ in ran}) >= 8, sorted(ran)


def test_grid_limit_through_supports(bwd_data_library):
    library = bwd_data_library
    # grid.z = G * prod(stride) = 8192 * 9 > 65535
    many = P(8192, 1, 1, 1, (3, 3), 1, stride=3)
    assert library.supports("bwd_data_2d_fp32_generic", many) is Status.REFUSED_GRID_LIMIT
    # the same groups with stride 1 fit (grid.z = 8192)
    assert library.supports("bwd_data_2d_fp32_generic", P(8192, 1, 1, 1, (3, 3), 1)) is Status.OK
    # grid.y = ceil(C / block.n) > 65535
    wide = P(1, 1, 64 * 65536, 1, (1,), 1)
    assert library.supports("bwd_data_1d_fp32_generic", wide) is Status.REFUSED_GRID_LIMIT
    assert Status.REFUSED_GRID_LIMIT.slug == "grid-limit"
    # C = K = 1: the depthwise instance (groups on grid.y) takes what the GEMMs refuse
    assert library.select("backward_data", many, FP32).specialization == "depthwise"
    two_channels = P(8192, 1, 2, 2, (3, 3), 1, stride=3)
    with pytest.raises(runtime.UnsupportedProblem) as info:
        library.select("backward_data", two_channels, FP32)
    assert info.value.rule in {s.slug for s in Status if s.is_refusal}


def test_select_with_no_instance_for_the_dtypes(bwd_data_library):
    with pytest.raises(runtime.UnsupportedProblem) as info:
        bwd_data_library.select("backward_data", P(1, 1, 4, 4, (5, 5), 3), {"y": "fp16",
                                                                          "w": "fp32"})
    assert info.value.rule == "no-instance"


def test_every_refusal_slug_is_a_status_slug(bwd_data_library):
    """Whatever supports() refuses, the run raises with that status's slug."""
    library = bwd_data_library
    problems = [P(1, 1, 3, 5, (5, 5), 3), P(1, 1, 12, 12, (5, 5), 1), P(1, 1, 8, 8, (5,), 3)]
    seen = set()
    for inst in library.instances:
        for problem in problems:
            status = library.supports(inst, problem)
            if status is Status.OK or inst.spatial_dim != problem.spatial_dim:
                continue
            dy, w = _arrays(problem, inst.dtype_of("y"))
            with pytest.raises(runtime.UnsupportedProblem) as info:
                library.backward_data(dy, w, problem, instance=inst)
            assert info.value.rule == status.slug
            seen.add(status)
    assert {Status.REFUSED_C_VECTOR, Status.REFUSED_SPECIALIZATION} <= seen


# --------------------------------------------------------------------------
# argument errors: ValueError
# --------------------------------------------------------------------------

PROBLEM = P(1, 2, 4, 4, (5, 5), 3, pad=1)


@pytest.mark.parametrize("which", ["dy", "w"])
def test_wrong_shape(bwd_data_library, which):
    dy, w = _arrays(PROBLEM)
    if which == "dy":
        dy = dy[:, :-1].copy()
    else:
        w = w.reshape(w.shape[:-1] + (2, 2))
    with pytest.raises(ValueError):
        bwd_data_library.backward_data(dy, w, PROBLEM)
    with pytest.raises(ValueError):
        bwd_data_library.backward_data(dy, w, PROBLEM, instance="bwd_data_2d_fp32_generic")


def test_float64_runs_the_fp64_instances_and_other_dtypes_are_refused(bwd_data_library):
    """float64 arrays select the fp64 instance (fp64 sums: errors near 1e-16); an fp32
    instance named for them, and integer arrays, are ValueErrors."""
    dy, w = _arrays(PROBLEM, np.float64)
    dx = bwd_data_library.backward_data(dy, w, PROBLEM)
    assert dx.dtype == np.float64
    ref = runtime.reference.backward_data(dy, w, PROBLEM)
    assert np.linalg.norm(dx - ref) <= 1e-12 * np.linalg.norm(ref)
    with pytest.raises(ValueError):
        bwd_data_library.backward_data(dy, w, PROBLEM, instance="bwd_data_2d_fp32_generic")
    with pytest.raises(ValueError):
        bwd_data_library.backward_data(dy.astype(np.int32), w.astype(np.int32), PROBLEM)


def test_dtype_of_another_instance(bwd_data_library):
    dy, w = _arrays(PROBLEM, np.float16)
    with pytest.raises(ValueError):
        bwd_data_library.backward_data(dy, w, PROBLEM, instance="bwd_data_2d_fp32_generic")


def test_non_contiguous_array(bwd_data_library):
    dy, w = _arrays(PROBLEM)
    fortran = np.asfortranarray(dy)
    assert fortran.shape == dy.shape and not fortran.flags.c_contiguous
    with pytest.raises(ValueError):
        bwd_data_library.backward_data(fortran, w, PROBLEM)
    strided = np.empty(PROBLEM.w_shape[:-1] + (PROBLEM.C * 2,), np.float32)[..., ::2]
    assert strided.shape == w.shape
    with pytest.raises(ValueError):
        bwd_data_library.backward_data(dy, strided, PROBLEM)


def test_not_an_array(bwd_data_library):
    dy, w = _arrays(PROBLEM)
    with pytest.raises(ValueError):
        bwd_data_library.backward_data(dy.tolist(), w, PROBLEM)
    with pytest.raises(TypeError):
        bwd_data_library.backward_data(dy, w, PROBLEM.to_dict())


def test_instance_of_wrong_direction(bwd_data_library):
    x = np.zeros(PROBLEM.x_shape, np.float32)
    dy, _ = _arrays(PROBLEM)
    with pytest.raises(ValueError):
        bwd_data_library.backward_weight(x, dy, PROBLEM, instance="bwd_data_2d_fp32_generic")
    # and with none named, no backward_weight instance exists in this library
    with pytest.raises(runtime.UnsupportedProblem) as info:
        bwd_data_library.backward_weight(x, dy, PROBLEM)
    assert info.value.rule == "no-instance"


def test_unknown_instance_name(bwd_data_library):
    dy, w = _arrays(PROBLEM)
    with pytest.raises(KeyError):
        bwd_data_library.backward_data(dy, w, PROBLEM, instance="no_such_instance")


def test_unknown_instance_name_is_a_value_error_with_the_nearest_names(bwd_data_library):
    with pytest.raises(ValueError) as caught:
        bwd_data_library.instance("bwd_data_2d_fp32_generik")
    message = str(caught.value)
    assert "nearest: bwd_data_2d_fp32_generic" in message
    assert message.count("bwd_data_") <= 6                  # not every name on one line
    assert isinstance(caught.value, KeyError)                # callers of earlier versions
    with pytest.raises(TypeError):
        bwd_data_library.instance(2.5)


def test_select_takes_one_dtype_name_for_every_role(bwd_data_library):
    problem = P(1, 1, 8, 8, (5, 5), 3)
    assert bwd_data_library.select("backward_data", problem, "fp32") == \
        bwd_data_library.select("backward_data", problem, FP32)
    assert bwd_data_library.candidates("backward_data", problem, "bf16")[0].data_type == "bf16"
    with pytest.raises(ValueError, match="unknown dtype 'float32'"):
        bwd_data_library.select("backward_data", problem, "float32")
    with pytest.raises(ValueError, match="roles"):
        bwd_data_library.select("backward_data", problem, {"dy": "fp32"})
    with pytest.raises(TypeError):
        bwd_data_library.select("backward_data", problem, 32)


# --------------------------------------------------------------------------
# automatic selection (Library.select's documented rule)
# --------------------------------------------------------------------------

@pytest.mark.parametrize("problem, dtypes, expected", [
    # (1) a specialized instance over the default kernel
    (P(1, 2, 64, 64, (6, 6), 1), FP32, "bwd_data_2d_fp32_1x1"),
    # ... of the 1x1 tiles the one the problem fills (half-filled): 16 columns fill the
    # split instance's 32x16 tile (unsplit here: its grid fills the device), a quarter of 64x64
    (P(1, 2, 16, 16, (6, 6), 1), FP32, "bwd_data_2d_fp32_1x1_split"),
    # ... at C = K = 8 the few-channel tile fills its channel slots where the 64x64 GEMM tile
    # fills 8 of its 64 columns (half-filled); the 32x16 tile, half filled, takes it by its
    # wider vectors (widest-vectors; unmeasured on a GPU for fp32 C = K = 8)
    (P(1, 2, 8, 8, (6, 6), 1), FP32, "bwd_data_2d_fp32_1x1_split"),
    # (0) tensor cores first: for 16-bit data an mma_sync instance wins even over the fma
    # 1x1 specialization; in 1D (no mma_sync 1x1 instance ships) the 8-column mma_c1 tile,
    # which C = 16 fills (rule 4) where mma128x128 fills 16 of 128 columns, and which
    # takes C = 12 too (dX written element by element: no C % 8)
    (P(2, 1, 16, 8, (5,), 1), {"y": "bf16", "w": "bf16"}, "bwd_data_1d_bf16_mma_c1"),
    (P(2, 1, 16, 8, (5, 5), 1), {"y": "bf16", "w": "bf16"}, "bwd_data_2d_bf16_mma_1x1"),
    (P(2, 1, 12, 8, (5,), 1), {"y": "bf16", "w": "bf16"}, "bwd_data_1d_bf16_mma128x64_pad8"),  # C padded to 16: 1.33x
    # (4) half-filled columns, (5) the widest smallest vector, (6) fill, (7) the larger tile
    (P(1, 1, 64, 60, (5, 5), 3, pad=1), FP16, "bwd_data_2d_fp16_mma_vec4"),   # K % 8: tensor cores reading K = 60 in 4-element vectors (criterion channel-tails)
    (P(1, 1, 40, 60, (5, 5), 3, pad=1), FP16, "bwd_data_2d_fp16_mma_vec4"),   # likewise
    (P(1, 1, 64, 64, (5, 5), 3, dilation=2, pad=2), FP32, "bwd_data_2d_fp32_128x64"),   # 64/64 on both 64-wide tiles: larger tile
    (P(1, 1, 128, 64, (5, 5), 3, dilation=2, pad=2), FP32, "bwd_data_2d_fp32_128x64"),  # both full: larger tile
    (P(1, 1, 64, 64, (5, 5), 3, pad=1), FP32, "bwd_data_2d_fp32_winograd"),   # 3x3 stride 1: specialized
    (P(1, 1, 128, 64, (5, 5), 3, pad=1), FP16, "bwd_data_2d_fp16_mma128x128"),   # (0)
    (P(1, 1, 128, 60, (5, 5), 3, pad=1), FP16, "bwd_data_2d_fp16_mma128x64_pad8"),  # likewise
    # (4) few channels: the 64-wide tiles fill little of their columns
    (P(1, 1, 12, 24, (5, 5), 3, stride=2, pad=1), FP32, "bwd_data_2d_fp32_small_c"),
    (P(1, 1, 12, 24, (5, 5), 3, pad=1), FP32, "bwd_data_2d_fp32_winograd"),   # 3x3 stride 1, C, K >= 8
    # (0) C = 12 (not a multiple of 8) on 16-bit data: the tensor-core tile that reads W
    # and dX element by element
    (P(1, 1, 12, 24, (5, 5), 3, pad=1), FP16, "bwd_data_2d_fp16_mma128x64_pad8"),
    # (00) C = K <= 8 with several taps on output rows wider than 16: the few-channel staged
    # tile (any stride: a launch per stride phase)
    (P(1, 1, 4, 4, (5, 20), 3), FP16, "bwd_data_2d_fp16_few_tile_c4"),
    (P(32, 1, 4, 4, (6, 20), 3, pad=1), FP32, "bwd_data_2d_fp32_few_tile_c4"),  # ResNeXt G=32 C=K=4
    (P(1, 1, 4, 4, (5, 40), 3, stride=2), FP16, "bwd_data_2d_fp16_few_tile_c4"),   # stride 2: phases
    (P(1, 2, 3, 64, (16, 16), 7, stride=2, pad=3), {"y": "bf16", "w": "bf16"},
     "bwd_data_2d_bf16_mma_c1"),                                           # the RGB stem: (0)
    (P(1, 2, 3, 64, (16, 16), 7, stride=2, pad=3), FP32, "bwd_data_2d_fp32_few_c3"),  # fp32: the gather
    (P(2, 1, 2, 8, (6, 6), 3, pad=1), FP32, "bwd_data_2d_fp32_few_c3"),    # C = 2: 2/3 of c3
    (P(1, 1, 6, 8, (5, 5), 3), FP32, "bwd_data_2d_fp32_narrow"),          # C = 6: no few_channels
    (P(1, 1, 3, 5, (5, 5), 3, pad=1), FP16, "bwd_data_2d_fp16_mma128x64_pad8"),   # dense, padded 4.3x: before the scalar kernels
    # depthwise: the staged-tile kernel (rule 1b; any stride along its axes), and (1c)
    # among the tiles the 7-position one where its register window holds the filter width
    # (3, 5; at stride 2 a phase's 2 or 3 taps), the 4-position one for 7x7; the strip
    # gather where no tile applies (3D with an outer stride)
    (P(4, 1, 1, 1, (6, 6), 3, pad=1), FP32, "bwd_data_2d_fp32_depthwise_tile7"),
    (P(8, 1, 1, 1, (9, 9), 3, pad=1), FP16, "bwd_data_2d_fp16_depthwise_tile7"),
    (P(8, 1, 1, 1, (9, 9), 5, pad=2), FP16, "bwd_data_2d_fp16_depthwise_tile7"),
    (P(8, 1, 1, 1, (9, 9), 7, pad=3), FP16, "bwd_data_2d_fp16_depthwise_tile"),
    (P(8, 1, 1, 1, (5, 9, 9), 3, pad=1), FP16, "bwd_data_3d_fp16_depthwise_tile"),   # 3D: no tile7
    (P(4, 1, 1, 1, (7, 6), 3, stride=2, pad=1), FP32, "bwd_data_2d_fp32_depthwise_tile7"),
    (P(8, 1, 1, 1, (4, 6, 6), 3, stride=(2, 1, 1), pad=1), FP32, "bwd_data_3d_fp32_depthwise"),
    # a 1x1 problem the specialization refuses (C = 5: vectors of 4 and 2) falls back to the
    # default kernels; C = 6 runs on the 32x16 1x1 tile's vectors of 2
    (P(1, 1, 5, 8, (5, 5), 1), FP32, "bwd_data_2d_fp32_narrow"),
    (P(1, 1, 6, 8, (5, 5), 1), FP32, "bwd_data_2d_fp32_1x1_split"),
    # (2) channels-last over group-first; (3) 32-bit over 64-bit indices
    (P(1, 1, 8, 8, (5, 20), 3), {"y": "bf16", "w": "bf16"}, "bwd_data_2d_bf16_few_tile_c8_mma_r4"),  # staged-mma (fill: a tie)
    (P(1, 1, 8, 8, (5, 40), 3, stride=2), {"y": "bf16", "w": "bf16"}, "bwd_data_2d_bf16_few_tile_c8"),  # (00)
    # at stride 2 the tensor-core tile where its 4 x 28 x 8-group tiles fill dX's stride phases
    # (8 groups, 28-wide phases: 1.0) and the fma tile where they do not (6 groups: 0.75)
    (P(8, 1, 8, 8, (8, 56), 3, stride=2, pad=1), {"y": "bf16", "w": "bf16"}, "bwd_data_2d_bf16_few_tile_c8_mma_r4"),
    (P(6, 1, 8, 8, (8, 56), 3, stride=2, pad=1), {"y": "bf16", "w": "bf16"}, "bwd_data_2d_bf16_few_tile_c8"),
    # ... but not on rows of 16 positions or fewer (RegNetY's G=55 C=K=8 at 7x7: mma128x16
    # measured 1.5-2.1x faster): there the tensor-core tile whose 16 columns C = 8 fills half
    # (at stride 1 the tensor-core staged tile comes first: staged-mma; RegNetY G=55 7x7 at N = 32
    # 12.8 us against mma128x16's 14.0-14.2, H200 run 101)
    (P(1, 1, 8, 8, (5, 5), 3), {"y": "bf16", "w": "bf16"}, "bwd_data_2d_bf16_few_tile_c8_mma_r8"),
    (P(1, 1, 8, 8, (5, 5), 3, stride=2), {"y": "bf16", "w": "bf16"}, "bwd_data_2d_bf16_mma128x16"),
    (P(1, 1, 8, 16, (5, 5), 3, stride=2), {"y": "bf16", "w": "bf16"}, "bwd_data_2d_bf16_mma128x16"),  # 8/16
    # merged-groups first where the problem has 4 or more 128-position x one-group dX tiles per
    # multiprocessor (cpu: processors) -- 72 x 4 = 288 here (tests/test_merged_groups.py has the
    # other side)
    (P(4, 4, 16, 16, (48, 48), 3), FP16, "bwd_data_2d_fp16_merged4_mma128x64"),
    (P(3, 1, 16, 16, (5, 5), 3), FP16, "bwd_data_2d_fp16_mma128x16"),     # 16/16 over 16/32 (G = 3: no merge)
    (P(1, 1, 64, 64, (5, 5), 3), FP16, "bwd_data_2d_fp16_mma128x64"),     # 64/64 over 64/128
    (P(1, 1, 24, 24, (5, 5), 3, pad=1), FP16, "bwd_data_2d_fp16_mma128x32"),  # 24/32 over 24/64
    (P(1, 1, 24, 24, (5, 5), 3, stride=2, pad=1), FP32, "bwd_data_2d_fp32_small_c"),  # fp32: fma, 24/24 over 24/64
    (P(1, 1, 24, 24, (5, 5), 3, pad=1), FP32, "bwd_data_2d_fp32_winograd"),   # stride 1: Winograd (run 130)
], ids=lambda v: str(v) if isinstance(v, (str, P)) else None)
def test_automatic_selection(bwd_data_library, problem, dtypes, expected):
    library = bwd_data_library
    chosen = library.select("backward_data", problem, dtypes)
    assert chosen.name == expected
    candidates = library.candidates("backward_data", problem, dtypes)
    assert candidates[0] == chosen
    assert all(library.supports(c, problem) is Status.OK for c in candidates)
    # the run without instance= uses it and is correct
    kind = dtypes["y"]
    inputs = check.random_inputs(problem, {r: chosen.dtype_of(r) for r in ("y", "w")}, 5)
    out = library.backward_data(inputs["y"], inputs["w"], problem)
    ref = runtime.reference.backward_data(inputs["y"], inputs["w"], problem)
    assert check.compare(out, ref, kind).ok


def _documented_order(inst, problem):
    """The selection rule of docs/reference.md, restated independently of Library.select."""
    columns = problem.C                                           # backward-data: GEMM N = C
    # a few_channels thread's tile is its channel slots (thread.n; the mma tile: warp.n)
    width = inst.group_channels if inst.specialization == "few_channels" else inst.block[1]
    tiles = -(-columns // width)
    several_taps = int(np.prod(problem.filter)) > 1
    mma_tile = inst.specialization == "few_channels" and inst.tile_rows > 0 and inst.micro_kernel == "mma_sync"
    few_tile_first = (problem.C <= 8 and inst.specialization == "few_channels" and inst.tile_rows > 0
                      and several_taps and problem.output[-1] > 16)
    # staged-fill over dX by stride phase: rows in tiles of tile_rows, columns of block.m /
    # tile_rows strips of block.k positions, groups block.n / warp.n per block
    fill = 1.0
    if mma_tile:   # (the fma staged tiles' order is settled by the keys below first)
        rows, cols = (-(-size // stride) for size, stride in zip(problem.input[-2:], problem.stride[-2:]))
        per_row = inst.block[0] // inst.tile_rows * inst.block[2]
        groups = inst.block[1] // inst.group_channels
        fill = ((rows / (-(-rows // inst.tile_rows) * inst.tile_rows)) * (cols / (-(-cols // per_row) * per_row))
                * (problem.G / (-(-problem.G // groups) * groups)))
    # staged-mma: first at stride 1, at stride 2 where the fill is 0.9 or more, else last
    unit = all(s == 1 for s in problem.stride)
    mma_first = (1 if not mma_tile else 0 if several_taps and (unit or fill >= 0.9) else 2)
    # channel-tails: on C or K not a multiple of 8, the padded instances padding by under 2x
    # first, the unpadded ones but plain 16-bit scalar GEMMs, a dense layer's padded ones under
    # 16x, the plain scalar GEMMs, the rest
    padded = -(-problem.C // 8) * 8 * (-(-problem.K // 8) * 8) / (problem.C * problem.K)
    plain = (inst.micro_kernel == "fma" and inst.specialization == "default" and inst.groups_per_block == 1
             and inst.x_type in ("fp16", "bf16"))
    tails = (1 if problem.C % 8 == 0 and problem.K % 8 == 0
             else (3 if plain else 1) if not inst.pad_channels
             else 0 if padded < 2 else 2 if problem.G == 1 and padded < 16 else 4)
    return (mma_first,                                            # staged-mma
            -round(fill, 6),                                      # staged-fill (among the staged tiles)
            0 if few_tile_first else 1,                           # (00) few-channel tile first
            tails,                                                # (000) channel tails
            1 if inst.micro_kernel == "fma" else 0,               # (0) tensor cores first
            0 if inst.specialization != "default" and not (
                inst.specialization == "winograd_2x2_3x3" and min(problem.C, problem.K) < 8)
            else 1,                                               # (1) specialized first (Winograd: C, K >= 8)
            0 if inst.tile_rows > 0 and (inst.specialization == "depthwise"
                                         or int(np.prod(problem.filter)) > 1) else 1,   # (1b) a staged window
            0 if inst.tile_rows > 0 and problem.dilation[-1] == 1 and                   # (1c) its register
            inst.micro_kernel == "fma" and (inst.block[2] + problem.filter[-1] - 1) * inst.thread[1] <= 48   # window holds the
            and problem.filter[-1] in (3, 5, 7) else 1,                                 # filter width
            0 if inst.channels_last else 1,                      # (2) channels-last first
            (1 if inst.specialization != "winograd_2x2_3x3"       # (2b) Winograd in its range first,
             else 0 if min(problem.C, problem.K) >= 8 else 2),    #      below it last
            inst.index_bits,                                      # (3) 32-bit first
            1 if columns / (tiles * width) < 0.5 else 0,           # (4) columns half filled
            -min(inst.vector.values()),                           # (5) widest smallest vector
            -max(inst.vector.values()),                           # (5b) widest largest vector
            -int(columns / (tiles * width) * 4 + 1e-9),           # (6) column fill, quarters
            (-columns / (tiles * width) if columns / (tiles * width) < 0.5
             else -0.5),                                           # (6b) below half: exact fill
            -(inst.block[0] * inst.block[1]),                     # (7) largest block tile
            inst.index)                                           # (8) spec order


@pytest.mark.parametrize("problem, dtypes", [
    (P(1, 1, 8, 8, (5, 5), 1), {"y": "bf16", "w": "bf16"}),
    (P(1, 1, 8, 8, (5, 5), 3), FP16),
    (P(2, 1, 3, 5, (6, 6), 3, stride=2, pad=1), FP16),
    (P(2, 1, 4, 8, (6, 6), 3, stride=2, pad=1), FP32),           # few_c3 refuses, few_c4 runs
    (P(2, 1, 2, 8, (6, 6), 3, pad=1), FP32),                     # both few_channels run
    (P(1, 1, 4, 16, (6, 6), 3, pad=1), FP32),                    # Winograd runs, below its range: last
    (P(2, 1, 8, 16, (6, 6), 3, pad=1), FP32),                    # ... at its range's lower end: first
    (P(1, 1, 64, 64, (6, 6), 3, pad=1), FP32),                   # ... in its range: first
])
def test_selection_order_of_candidates(bwd_data_library, problem, dtypes):
    found = bwd_data_library.candidates("backward_data", problem, dtypes)
    assert found, "some instance must run the problem"
    assert [i.name for i in found] == [i.name for i in sorted(
        found, key=lambda inst: _documented_order(inst, problem))]
    assert bwd_data_library.select("backward_data", problem, dtypes) == found[0]
    names = [i.name for i in found]
    if problem.filter == (1, 1):                                  # specialization wins among
        first_kind = [i for i in found if i.micro_kernel == found[0].micro_kernel]
        if any(i.name.endswith("_1x1") for i in first_kind):     # its micro-kernel's instances
            assert names[0].endswith("_1x1")
    # group-first, channels-first: last (but for tensor-core staged tiles on a problem outside
    # their measured range: criterion staged-mma puts them after everything; nor for padded
    # channels padding a grouped layer 2x or more: criterion channel-tails puts them last)
    ranked = [i for i in found if not (i.staged_tile and i.micro_kernel == "mma_sync")
              and not (i.pad_channels and problem.G > 1)]
    transposed = [i for i in ranked if not i.channels_last]
    if transposed:
        assert ranked[-len(transposed):] == transposed or "index64" in ranked[-1].name
    if "bwd_data_2d_fp16_index64" in names:                      # 32-bit before 64-bit
        assert names.index("bwd_data_2d_fp16_generic") < names.index("bwd_data_2d_fp16_index64")


def test_instance_argument_accepts_instance_or_name(bwd_data_library):
    library = bwd_data_library
    problem = P(2, 1, 8, 8, (6, 5), 3, stride=2, pad=1)
    dy, w = _arrays(problem, np.float16, seed=1)
    inst = library.instance("bwd_data_2d_fp16_vec4")
    by_object = library.backward_data(dy, w, problem, instance=inst)
    by_name = library.backward_data(dy, w, problem, instance="bwd_data_2d_fp16_vec4")
    by_index = library.backward_data(dy, w, problem, instance=inst.index)
    assert np.array_equal(by_object.view(np.uint16), by_name.view(np.uint16))
    assert np.array_equal(by_object.view(np.uint16), by_index.view(np.uint16))
    assert library.instance(inst) is inst
    assert library.instance(inst.name) == inst == library.instance(inst.index)
    ref = runtime.reference.backward_data(dy, w, problem)
    assert check.compare(by_object, ref, "fp16").ok


def test_group_first_instance_takes_canonical_arrays(bwd_data_library):
    library = bwd_data_library
    problem = P(3, 2, 4, 5, (5, 6), 3, pad=1)
    dy, w = _arrays(problem, seed=2)
    a = library.backward_data(dy, w, problem, instance="bwd_data_2d_fp32_group_first")
    b = library.backward_data(dy, w, problem, instance="bwd_data_2d_fp32_generic")
    assert a.shape == b.shape == problem.x_shape
    np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-5)


# --------------------------------------------------------------------------
# ConvProblem validation and runtime.build's cache
# --------------------------------------------------------------------------

@pytest.mark.parametrize("kwargs", [
    dict(G=1, N=1, C=1, K=1, input=(2, 2), filter=3),                      # output < 1
    dict(G=1, N=1, C=1, K=1, input=(5,), filter=3, dilation=3),            # dilated filter too big
    dict(G=0, N=1, C=1, K=1, input=(5,), filter=3),
    dict(G=1, N=1, C=1, K=1, input=(5, 5), filter=(3, 3, 3)),              # rank mismatch
    dict(G=1, N=1, C=1, K=1, input=(5, 5, 5, 5), filter=1),                # rank 4
    dict(G=1, N=1, C=1, K=1, input=(5,), filter=3, stride=0),
    dict(G=1, N=1, C=1, K=1, input=(5,), filter=3, pad=-1),
])
def test_conv_problem_rejects_impossible_problems(kwargs):
    with pytest.raises(ValueError):
        P(**kwargs)


def test_build_is_cached(bwd_data_library):
    started = time.perf_counter()
    again = runtime.build(str(BWD_DATA_SPEC), platform="cpu")
    elapsed = time.perf_counter() - started
    assert again.path == bwd_data_library.path
    assert elapsed < 5.0, f"the cached runtime.build took {elapsed:.1f} s"
    assert cache_root() in again.path.resolve().parents or cache_root().resolve() in \
        again.path.resolve().parents
    assert [i.name for i in again.instances] == [i.name for i in bwd_data_library.instances]


def test_load_errors(tmp_path):
    with pytest.raises(FileNotFoundError):
        runtime.load(tmp_path / "missing.so")
    with pytest.raises(FileNotFoundError):
        runtime.load(tmp_path)


@pytest.mark.build
def test_selection_prefers_merged_groups_for_few_channels(bwd_weight_library):
    """Backward-weight with K = 4 per group where the few-channel runs have no X window
    (stride 3 along the innermost axis: refused, depthwise-window): a 64-row tile uses
    1/16 of its rows, a merged-group tile (block.m / groups_per_block rows per group) far
    more."""
    library = bwd_weight_library
    problem = P(32, 2, 4, 4, (7, 10), 3, stride=(2, 3), pad=1)
    assert library.supports("bwd_weight_2d_fp32_few_run4_c4", problem) is Status.REFUSED_DEPTHWISE_WINDOW
    chosen = library.select("backward_weight", problem, {"x": "fp32", "y": "fp32"})
    assert chosen.groups_per_block > 1, chosen.name
    dense = P(1, 2, 64, 64, (6, 6), 3, pad=1)
    assert library.select("backward_weight", dense,
                          {"x": "fp32", "y": "fp32"}).groups_per_block == 1


def test_load_sets_gomp_spincount_default_unless_user_set(bwd_data_library, monkeypatch):
    """cpu builds run a block as an OpenMP team larger than the core count; the runtime
    defaults GOMP_SPINCOUNT to 0 before loading (libgomp reads it at load) and keeps a
    value the user set."""
    monkeypatch.delenv("GOMP_SPINCOUNT", raising=False)
    runtime.load(bwd_data_library.path)
    assert os.environ["GOMP_SPINCOUNT"] == "0"
    monkeypatch.setenv("GOMP_SPINCOUNT", "1000")
    runtime.load(bwd_data_library.path)
    assert os.environ["GOMP_SPINCOUNT"] == "1000"


def _described(name, micro_kernel, block, specialization="default", index=0, loads="cp_async",
               schedule="per_tile"):
    """A registry entry as runtime.library.Instance (no library needed)."""
    tile = {"fma": {"thread": (8, 8)}, "mma_sync": {"warp": (64, 32)},
            "wgmma": {"warpgroup": (64, 128)}}.get(micro_kernel, {})
    return registry_entry(name, micro_kernel, block, specialization, index, stages=4,
                          vector={"x": 8, "w": 8, "y": 8}, loads=loads, schedule=schedule, **tile)


def test_selection_rule_zero_ranks_wgmma_where_its_tile_fills():
    """Rule (0): wgmma first when the problem fills its tile at least half (even over a
    specialized mma_sync instance), else the usual order (an mma_sync tile the channels
    fill wins by rule 4); fma last."""
    from runtime.selection import preference as _preference
    wgmma = _described("wgmma128x128", "wgmma", (128, 128, 64), index=2)
    mma = _described("mma128x64", "mma_sync", (128, 64, 32), index=1)
    mma_1x1 = _described("mma_1x1", "mma_sync", (128, 128, 32), "filter1x1_stride1_pad0", 3)
    fma = _described("vec8", "fma", (128, 64, 16), index=0)

    def order(problem, *instances):
        return [i.name for i in sorted(instances, key=lambda i: _preference(i, problem))]

    dense = P(G=1, N=32, C=128, K=128, input=(56, 56), filter=(3, 3), pad=1)   # C fills 128 columns
    assert order(dense, fma, mma, wgmma) == ["wgmma128x128", "mma128x64", "vec8"]
    pointwise = P(G=1, N=32, C=256, K=512, input=(28, 28), filter=(1, 1))
    assert order(pointwise, mma_1x1, wgmma) == ["wgmma128x128", "mma_1x1"]
    narrow = P(G=1, N=4, C=32, K=32, input=(28, 28), filter=(3, 3), pad=1)   # a quarter of 128
    assert order(narrow, wgmma, mma, fma) == ["mma128x64", "wgmma128x128", "vec8"]


def test_selection_rule_zero_ranks_tma_before_cp_async():
    """Rule (0): among wgmma instances whose tile the problem fills, TMA-fed first (faster
    on every layer measured), then by fill: a 64-column TMA tile for C = 64."""
    from runtime.selection import preference as _preference
    cp = _described("wgmma256x128", "wgmma", (256, 128, 64), index=0)
    tma = _described("wgmma_tma256x128", "wgmma", (256, 128, 64), index=1, loads="tma")
    narrow = _described("wgmma_tma128x64", "wgmma", (128, 64, 64), index=2, loads="tma")

    def order(problem, *instances):
        return [i.name for i in sorted(instances, key=lambda i: _preference(i, problem))]

    dense = P(G=1, N=32, C=256, K=256, input=(14, 14), filter=(3, 3), pad=1)
    assert order(dense, cp, narrow, tma) == ["wgmma_tma256x128", "wgmma_tma128x64", "wgmma256x128"]
    c64 = P(G=1, N=32, C=64, K=64, input=(56, 56), filter=(3, 3), pad=1)
    assert order(c64, cp, tma, narrow) == ["wgmma_tma128x64", "wgmma_tma256x128", "wgmma256x128"]


def test_selection_prefers_a_persistent_tile_loop_after_the_fill_rules():
    """Rule (6b): at equal fill a persistent tile loop before one tile per block (even a
    larger tile), for backward-data at any stride; forward with a stride above 1 the
    other way round; a tile the channels fill better still wins first (rules 4 and 6)."""
    from conftest import replace
    from runtime.selection import preference as _preference
    large = _described("wgmma_tma256x128", "wgmma", (256, 128, 64), index=0, loads="tma")
    walker = _described("wgmma_tma128x128_persistent", "wgmma", (128, 128, 64), index=1,
                        loads="tma", schedule="persistent")
    narrow = _described("wgmma_tma128x64", "wgmma", (128, 64, 64), index=2, loads="tma")

    def order(problem, *instances):
        return [i.name for i in sorted(instances, key=lambda i: _preference(i, problem))]

    dense = P(G=1, N=128, C=256, K=256, input=(14, 14), filter=(3, 3), pad=1)
    assert order(dense, large, narrow, walker)[:2] == ["wgmma_tma128x128_persistent", "wgmma_tma256x128"]
    c64 = P(G=1, N=32, C=64, K=64, input=(56, 56), filter=(3, 3), pad=1)
    assert order(c64, walker, large, narrow)[0] == "wgmma_tma128x64"
    strided = P(G=1, N=32, C=128, K=128, input=(56, 56), filter=(3, 3), stride=2, pad=1)
    assert order(strided, walker, narrow, large) == ["wgmma_tma128x128_persistent", "wgmma_tma256x128",
                                                     "wgmma_tma128x64"]
    forward = [replace(i, direction="forward") for i in (walker, narrow, large)]
    assert order(strided, *forward) == ["wgmma_tma256x128", "wgmma_tma128x64",
                                        "wgmma_tma128x128_persistent"]
    assert order(dense, *forward)[0] == "wgmma_tma128x128_persistent"


def test_selection_grid_fill_keeps_half_the_device_busy():
    """Criterion grid-fill: forward and backward-data with several taps put a wgmma tile whose
    grid holds at least half as many blocks as multiprocessors before a larger one that leaves
    more idle (the measured ResNet-50 s2 14x14 C=K=512 N=32 forward: 256x128, 26 blocks, 1.6x
    slower than 128x64, 104 blocks); where every tile fills half, or the count is unknown,
    the earlier order stands (strided forward: the per-tile 256x128)."""
    from runtime.selection import explain, grid_blocks, preference as _preference
    from conftest import replace
    large, walker, narrow = (replace(i, direction="forward") for i in (
        _described("wgmma_tma256x128", "wgmma", (256, 128, 64), index=0, loads="tma"),
        _described("wgmma_tma128x128_persistent", "wgmma", (128, 128, 64), index=1, loads="tma",
                   schedule="persistent"),
        _described("wgmma_tma128x64", "wgmma", (128, 64, 64), index=2, loads="tma")))

    def first(problem, sms=132):
        return min((large, walker, narrow), key=lambda i: _preference(i, problem, multiprocessors=sms)).name

    small = P(G=1, N=32, C=512, K=512, input=(14, 14), filter=(3, 3), stride=2, pad=1)   # 7x7 output
    assert [grid_blocks(i, small) for i in (large, walker, narrow)] == [7 * 4, 13 * 4, 13 * 8]
    assert first(small) == "wgmma_tma128x64"
    assert explain(narrow, large, small, multiprocessors=132) == "grid-fill"
    assert first(small, sms=0) == "wgmma_tma256x128"                        # unknown: as before
    big = P(G=1, N=32, C=128, K=128, input=(56, 56), filter=(3, 3), stride=2, pad=1)      # 28x28 output
    assert first(big) == "wgmma_tma256x128"                                 # 98 blocks fill half
    one = P(G=1, N=32, C=512, K=512, input=(7, 7), filter=(1, 1))
    assert explain(narrow, large, one, multiprocessors=132) != "grid-fill"   # 1x1: one-wave's business


def test_selection_wave_tail_takes_the_one_wave_256_row_tile():
    """Criterion wave-tail: a 1x1 stride-1 forward / backward-data layer reducing over at least
    512 channels whose 128x128 tiles need one full and one partial wave takes the 256x128 tile
    whose grid is one wave (run 116: ResNet-50's 1x1 14x14 C=1024 K=512 N=32 forward 18.0 us
    against the 128x128 1x1 tile's 20.1); shallower reductions, other tile counts, several taps,
    strides, backward-weight and an unknown multiprocessor count keep the earlier order."""
    from conftest import replace
    from runtime.selection import WAVE_TAIL_MIN_REDUCTION, explain, preference as _preference, wave_tail
    one_by_one = dict(loads="tma", specialization="filter1x1_stride1_pad0")
    walker = replace(_described("wgmma_tma_1x1", "wgmma", (128, 128, 64), index=0, schedule="persistent",
                                **one_by_one), direction="forward")
    large = replace(_described("wgmma_tma256x128", "wgmma", (256, 128, 64), index=1, loads="tma"),
                    direction="forward")

    def first(problem, instances, sms=132):
        return min(instances, key=lambda i: _preference(i, problem, multiprocessors=sms)).name

    layer = P(G=1, N=32, C=1024, K=512, input=(14, 14), filter=(1, 1))     # 49 x 4 = 196 tiles, 100 of 256
    assert wave_tail(walker, layer, 132)
    assert first(layer, (walker, large)) == "wgmma_tma256x128"
    assert explain(large, walker, layer, multiprocessors=132) == "wave-tail"
    assert first(layer, (walker, large), sms=0) == "wgmma_tma_1x1"           # unknown: as before
    assert not wave_tail(walker, layer, 200)                            # one wave of 128x128 tiles
    assert not wave_tail(walker, layer, 97)                             # more than two waves
    assert wave_tail(walker, layer, 98)                                 # the 256x128 grid, 100 blocks,
    assert first(layer, (walker, large), sms=98) == "wgmma_tma_1x1"         # is not one wave there
    shallow = replace(layer, C=WAVE_TAIL_MIN_REDUCTION - 8)
    assert not wave_tail(walker, shallow, 132) and first(shallow, (walker, large)) == "wgmma_tma_1x1"
    assert wave_tail(walker, replace(layer, C=WAVE_TAIL_MIN_REDUCTION), 132)
    assert not wave_tail(walker, replace(layer, filter=(3, 3), pad=1), 132)
    assert not wave_tail(walker, replace(layer, input=(28, 28), stride=2), 132)
    assert not wave_tail(replace(walker, direction="backward_weight"), layer, 132)
    # backward-data reduces over K and writes C columns: ResNeXt-50's C=512 K=1024 (dX 49 x 4 tiles)
    data = P(G=1, N=32, C=512, K=1024, input=(14, 14), filter=(1, 1))
    backward = [replace(walker, direction="backward_data", specialization="default"),
                replace(large, direction="backward_data")]
    assert wave_tail(backward[0], data, 132) and not wave_tail(walker, data, 132)
    assert first(data, backward) == "wgmma_tma256x128"
    assert first(replace(data, C=1024, K=512), backward) == "wgmma_tma_1x1"   # 392 tiles: 3 waves


def test_selection_one_wave_takes_the_64_row_tile_on_small_outputs():
    """Criterion one-wave: forward and backward-data layers whose output is at most one
    wave of 128x64 tiles take the 64-row wgmma tile before the persistent 128x128 and the
    128x64 ones (the measured EfficientNet-B0 1x1 7x7 rows, ResNet-50's 3x3 late layers at
    N=8); on a larger output or an unknown multiprocessor count it comes after them even though it is the only
    1x1-specialized one (the first shipped ordering put it first there by `specialized`);
    backward-weight and other micro-kernels are not ordered by it."""
    from conftest import replace
    from runtime.selection import explain, one_wave_output, preference as _preference
    one_by_one = dict(loads="tma", specialization="filter1x1_stride1_pad0")
    walker = _described("wgmma_tma_1x1", "wgmma", (128, 128, 64), index=0, schedule="persistent", **one_by_one)
    narrow = _described("wgmma_tma128x64_1x1", "wgmma", (128, 64, 64), index=1, **one_by_one)
    small = replace(_described("wgmma_tma64x64_1x1", "wgmma", (64, 64, 64), index=2, **one_by_one),
                    warpgroup=(64, 64))

    def first(problem, instances, sms=132):
        return min(instances, key=lambda i: _preference(i, problem, multiprocessors=sms)).name

    data = P(G=1, N=32, C=192, K=1152, input=(7, 7), filter=(1, 1))      # dX: 13 x 3 = 39 tiles
    assert one_wave_output(small, data, 132) and not one_wave_output(small, data, 38)
    assert first(data, (walker, narrow, small)) == "wgmma_tma64x64_1x1"
    assert explain(small, narrow, data, multiprocessors=132) == "one-wave"
    assert first(data, (walker, narrow, small), sms=0) == "wgmma_tma128x64_1x1"      # unknown: largest-tile
    wide = P(G=1, N=32, C=1152, K=192, input=(7, 7), filter=(1, 1))       # dX: 13 x 18 = 234 tiles
    assert first(wide, (walker, narrow, small)) == "wgmma_tma_1x1"
    generic = [replace(i, specialization="default") for i in (walker, narrow)]
    assert first(wide, (*generic, small)) == "wgmma_tma_1x1"              # not by specialized
    assert explain(generic[1], small, wide, multiprocessors=132) == "one-wave"
    # several taps: ResNet-50's 3x3 7x7 C=K=512 at N=8 (4 x 8 tiles of 128x64) takes the default
    # 64-row tile before the 128-row ones; at N=32 (13 x 8 = 104 tiles, one wave still) too, and
    # at N=128 (49 x 8) it comes after them
    default = [replace(i, specialization="default") for i in (walker, narrow, small)]
    late = P(G=1, N=8, C=512, K=512, input=(7, 7), filter=(3, 3), pad=1)
    assert one_wave_output(small, late, 132)
    assert first(late, default) == "wgmma_tma64x64_1x1"
    assert explain(default[1], default[2], late, multiprocessors=132) == "one-wave"
    assert not one_wave_output(small, replace(late, N=128), 132)
    assert first(replace(late, N=128), default) != "wgmma_tma64x64_1x1"
    forward = [replace(i, direction="forward") for i in (walker, narrow, small)]
    assert first(wide, forward) == "wgmma_tma64x64_1x1"                   # y: 13 x 3 tiles
    batch128 = P(G=1, N=128, C=1152, K=192, input=(7, 7), filter=(1, 1))   # y: 49 x 3 tiles
    assert first(batch128, forward) == "wgmma_tma128x64_1x1"             # by fill-quarters
    assert explain(forward[1], forward[2], batch128, multiprocessors=132) == "one-wave"
    weight = [replace(i, direction="backward_weight") for i in (narrow, small)]
    assert explain(*weight, data, multiprocessors=132) != "one-wave"
    mma = [replace(i, micro_kernel="mma_sync") for i in (narrow, small)]
    assert explain(*mma, data, multiprocessors=132) == "largest-tile"


def test_selection_output_split_takes_a_64_row_tile_that_fills_one_wave():
    """Criterion output-split: beside the runs that split, a 64-row wgmma tile whose unsplit grid
    is one wave of at least three quarters of the multiprocessors (ResNet-50's 3x3 7x7 C=K=512 at
    N=16: 104 blocks of 64x64, 19.3 / 21.7 us against the 128x128 cluster split's 23.9 / 24.1 on
    an H100); at N=8 (56 blocks) and N=32 (200 blocks: two waves) the split runs first; a tile
    built to split that runs unsplit stays after the others; unknown multiprocessors: as before."""
    from conftest import replace
    from runtime.selection import explain, fills_one_wave, grid_blocks, preference as _preference
    small = replace(_described("wgmma_tma64x64", "wgmma", (64, 64, 64), index=0, loads="tma"),
                    warpgroup=(64, 64))
    small_split = replace(small, name="wgmma_tma64x64_cluster_split", index=1, split_k=0)
    cluster = replace(_described("wgmma_tma128x128_cluster_split", "wgmma", (128, 128, 64), index=2,
                                 loads="tma"), split_k=0)
    late = P(G=1, N=16, C=512, K=512, input=(7, 7), filter=(3, 3), pad=1)

    def first(problem, splits, sms=132):
        """splits: the split each instance's run uses (Library.split_k_used)."""
        keys = {i.name: _preference(i, problem, splits=s, multiprocessors=sms)
                for i, s in zip((small, small_split, cluster), splits)}
        return min(keys, key=keys.get)

    assert grid_blocks(small, late) == 13 * 8 and fills_one_wave(small, late, 132)
    assert first(late, (1, 1, 2)) == "wgmma_tma64x64"
    assert explain(small, cluster, late, splits=(1, 2), multiprocessors=132) == "grid-fill"
    assert explain(small_split, cluster, late, splits=(1, 2), multiprocessors=132) == "output-split"
    assert first(late, (1, 1, 2), sms=0) == "wgmma_tma128x128_cluster_split"    # unknown: as before
    n8 = replace(late, N=8)                                   # 56 blocks: the 64x64 slices first
    assert not fills_one_wave(small, n8, 132)
    assert first(n8, (1, 2, 2)) == "wgmma_tma64x64_cluster_split"
    n32 = replace(late, N=32)                                 # 200 blocks: two waves
    assert not fills_one_wave(small, n32, 132)
    assert first(n32, (1, 1, 2)) == "wgmma_tma128x128_cluster_split"
    weight = replace(small, direction="backward_weight")
    assert not fills_one_wave(weight, late, 132)


def test_selection_takes_the_64x128_tile_where_its_grid_is_one_wave():
    """The 64x128 one-warpgroup tile (forward, backward-data): on ResNet-50's 3x3 7x7 C=K=512 at
    N=32 its 100 blocks are one wave of >= 3/4 of 132 multiprocessors, so output-split puts it
    beside the 128x128 cluster split (whose unsplit grid of 52 blocks grid-fill puts after it) and
    before the 64x64, whose 200 blocks are two waves (H100, session 9: 20.4 / 22.0 us against
    27.6 / 27.2).  At N=16 its 52 blocks are not a wave's three quarters and the 64x64 (104 blocks)
    keeps the row by output-split.  At 14x14 C=K=256 N=16 neither fills one wave (the 64x128's 98
    blocks are short of 3/4, the 64x64's 196 are two waves): both tie up to largest-tile, which
    puts the 64x128 first (13.6 us against 16.1)."""
    from conftest import replace
    from runtime.selection import explain, grid_blocks, preference as _preference
    small = replace(_described("wgmma_tma64x64", "wgmma", (64, 64, 64), index=0, loads="tma"),
                    direction="forward", warpgroup=(64, 64))
    wide = replace(small, name="wgmma_tma64x128", index=1, block=(64, 128, 64), warpgroup=(64, 128))
    cluster = replace(_described("wgmma_tma128x128_cluster_split", "wgmma", (128, 128, 64), index=2,
                                 loads="tma"), direction="forward", split_k=0)
    late = P(G=1, N=32, C=512, K=512, input=(7, 7), filter=(3, 3), pad=1)

    def first(problem, cluster_splits):
        splits = {small.name: 1, wide.name: 1, cluster.name: cluster_splits}
        keys = {i.name: _preference(i, problem, splits=splits[i.name], multiprocessors=132)
                for i in (small, wide, cluster)}
        return min(keys, key=keys.get)

    assert grid_blocks(wide, late) == 25 * 4 and grid_blocks(small, late) == 25 * 8
    assert first(late, 2) == "wgmma_tma64x128"
    assert explain(wide, cluster, late, splits=(1, 2), multiprocessors=132) == "grid-fill"
    assert explain(wide, small, late, multiprocessors=132) == "output-split"
    assert first(replace(late, N=16), 2) == "wgmma_tma64x64"
    assert explain(small, wide, replace(late, N=16), multiprocessors=132) == "output-split"
    mid = P(G=1, N=16, C=256, K=256, input=(14, 14), filter=(3, 3), pad=1)
    assert grid_blocks(wide, mid) == 49 * 2
    assert first(mid, 1) == "wgmma_tma64x128"
    assert explain(wide, small, mid, multiprocessors=132) == "largest-tile"
    data = [replace(i, direction="backward_data") for i in (small, wide)]
    assert min(data, key=lambda i: _preference(i, late, multiprocessors=132)).name == "wgmma_tma64x128"


def test_selection_forward_few_channels_first_only_where_the_rows_fill_the_staged_tile():
    """Criterion few-channels-first in forward: C <= 8 per group puts the few-channel kernels
    (staged tile, gather) before tensor cores where the output rows are wider than 16
    positions or the filter is 1x1; on 7- and 14-wide outputs with several taps the 16-column
    tensor-core tile comes first (RegNetY-400MF G=55 C=K=8 at N = 32: mma128x16 0.0120 ms
    against few_tile_c8's 0.0208); a tap-packed tile (tap_channels) stays first everywhere."""
    from conftest import replace
    from runtime.selection import explain, preference as _preference
    staged = replace(_described("few_tile_c8", "fma", (112, 16, 2), "few_channels", index=0),
                     direction="forward", tile_rows=8)
    gather = replace(_described("few_c4", "fma", (32, 32, 4), "few_channels", index=1), direction="forward")
    mma = replace(_described("mma128x16", "mma_sync", (128, 16, 16), index=2), direction="forward")
    taps = replace(_described("mma_taps4", "mma_sync", (128, 64, 16), index=3), direction="forward",
                   tap_channels=4)

    def first(problem, *instances):
        return min(instances, key=lambda i: _preference(i, problem)).name

    narrow = P(G=55, N=32, C=8, K=8, input=(7, 7), filter=(3, 3), pad=1)
    strided = P(G=55, N=32, C=8, K=8, input=(14, 14), filter=(3, 3), stride=2, pad=1)     # 7x7 out
    wide = P(G=13, N=32, C=8, K=8, input=(28, 28), filter=(3, 3), pad=1)
    pointwise = P(G=1, N=32, C=8, K=48, input=(1, 1), filter=(1, 1))
    for problem in (narrow, strided):
        assert first(problem, staged, gather, mma) == "mma128x16"
        assert explain(mma, staged, problem) == "tensor-cores"
        assert first(problem, staged, mma, taps) == "mma_taps4"
    assert first(wide, mma, staged) == "few_tile_c8"
    assert explain(staged, mma, wide) == "few-channels-first"
    assert first(pointwise, mma, gather) == "few_c4"


def test_selection_short_reduction_leaves_the_stem_tiles_behind():
    """Criterion short-reduction: a backward-weight reduction of at most 64 positions (the
    squeeze-excitation layers at N = 32) puts the stem's instances (X element by element beside
    a wide dY: mma_c1, split_y8) after the others, tensor cores or not; on a long reduction
    (the stem) tensor cores come first as before."""
    from conftest import replace
    from runtime.selection import explain, preference as _preference
    stem = replace(_described("mma_c1", "mma_sync", (64, 160, 32), index=0), direction="backward_weight",
                   vector={"x": 1, "w": 1, "y": 8})
    split_y8 = replace(_described("split_y8", "fma", (64, 64, 16), index=1), direction="backward_weight",
                       vector={"x": 1, "w": 1, "y": 8})
    scalar = replace(_described("generic", "fma", (64, 64, 8), index=2), direction="backward_weight",
                     vector={"x": 1, "w": 1, "y": 1})

    def first(problem, *instances):
        return min(instances, key=lambda i: _preference(i, problem)).name

    squeeze = P(G=1, N=32, C=6, K=144, input=(1, 1), filter=(1, 1))
    assert first(squeeze, stem, split_y8, scalar) == "generic"
    assert explain(scalar, stem, squeeze) == "short-reduction"
    rgb = P(G=1, N=32, C=3, K=64, input=(224, 224), filter=(7, 7), stride=2, pad=3)
    assert first(rgb, stem, split_y8, scalar) == "mma_c1"
    # C = 3 and C = 6 are channel tails: criterion channel-tails, just before tensor-cores,
    # already puts the tensor-core instance before the plain 16-bit scalar GEMM
    assert explain(stem, scalar, rgb) == "channel-tails"
    forward = [replace(i, direction="forward") for i in (stem, scalar)]
    assert explain(*forward, squeeze) == "channel-tails"


def test_selection_modelled_time_orders_wgmma_weight_tiles():
    """Criterion modelled-time: among wgmma backward-weight tiles tied on the fill rules, the
    lower modelled time (Library.modelled_bytes) first, before the largest tile; rounded to
    4 digits, so equal splits that differ in the last bits fall to largest-tile; other
    micro-kernels and instances without the model are not ordered by it."""
    from conftest import replace
    from runtime.selection import explain, preference as _preference
    wide = replace(_described("wgmma_tma128x256", "wgmma", (128, 256, 64), index=0, loads="tma"),
                   direction="backward_weight")
    square = replace(_described("wgmma_tma128x128", "wgmma", (128, 128, 64), index=1, loads="tma"),
                     direction="backward_weight")
    pointwise = P(G=1, N=32, C=1024, K=2048, input=(7, 7), filter=(1, 1))
    modelled = {"wgmma_tma128x256": 5.5e7, "wgmma_tma128x128": 4.0e7}

    def order(bytes_of):
        return [i.name for i in sorted((wide, square),
                                       key=lambda i: _preference(i, pointwise, True, bytes_of(i.name)))]

    assert order(modelled.get) == ["wgmma_tma128x128", "wgmma_tma128x256"]
    assert explain(square, wide, pointwise, modelled_bytes=(4.0e7, 5.5e7)) == "modelled-time"
    assert order(lambda name: 4.0e7 * (1 + 1e-12 * (name == "wgmma_tma128x128"))) == \
        ["wgmma_tma128x256", "wgmma_tma128x128"]                           # a tie: largest-tile
    assert order(lambda name: None) == ["wgmma_tma128x256", "wgmma_tma128x128"]
    mma_wide, mma_square = (replace(i, micro_kernel="mma_sync") for i in (wide, square))
    assert explain(mma_square, mma_wide, pointwise, modelled_bytes=(4.0e7, 5.5e7)) == "largest-tile"


def test_selection_fills_device_leaves_modelled_wgmma_tiles_to_the_model():
    """Criterion fills-device: a backward-weight launch filling a quarter of the device first
    -- except a wgmma tile carrying the split cost model's time, which the model may run
    unsplit on purpose (the 7x7 1x1 layers: 64x128 1x1 on 27-28 blocks measured fastest);
    there modelled-time decides.  Without the model, or on mma_sync, the rule stands."""
    from conftest import replace
    from runtime.selection import explain
    unsplit = replace(_described("wgmma_tma64x128_1x1", "wgmma", (64, 128, 64), "filter1x1_stride1_pad0",
                                 index=0, loads="tma"), direction="backward_weight")
    split = replace(_described("wgmma_tma128x128_1x1", "wgmma", (128, 128, 64), "filter1x1_stride1_pad0",
                               index=1, loads="tma"), direction="backward_weight")
    layer = P(G=1, N=32, C=440, K=440, input=(7, 7), filter=(1, 1))     # RegNetY-400MF
    fills = (False, True)                                               # 28 blocks; 28 x S = 5
    assert explain(unsplit, split, layer, fills_device=fills, modelled_bytes=(5.0e7, 5.6e7)) == "modelled-time"
    assert explain(split, unsplit, layer, fills_device=fills[::-1], modelled_bytes=(5.6e7, 5.0e7)) == "modelled-time"
    assert explain(split, unsplit, layer, fills_device=fills[::-1]) == "fills-device"     # no model
    mma_unsplit, mma_split = (replace(i, micro_kernel="mma_sync") for i in (unsplit, split))
    assert explain(mma_split, mma_unsplit, layer, fills_device=fills[::-1],
                   modelled_bytes=(5.6e7, 5.0e7)) == "fills-device"


def test_selection_staged_fill_orders_the_few_channel_staged_tiles():
    """Criterion staged-fill: among forward few-channel staged tiles, the one covering the
    output's rows, columns and groups with the least left over; a tie falls through to
    register-window (few_tile_c8's strips of 2 have one, the 7-position strips not)."""
    from codegen.plan import staged_tile_strides, staged_window_widths
    from conftest import replace
    from runtime.selection import explain, staged_fill
    # the generator's register windows of a strip of 2 positions x 8 channels (describe's fact)
    windows = tuple((width, stride) for stride in staged_tile_strides(True)
                    for width in staged_window_widths(2, 8, stride))
    assert windows
    eight_rows = replace(_described("few_tile_c8", "fma", (112, 16, 2), "few_channels", index=0),
                         direction="forward", thread=(1, 8), tile_rows=8, register_windows=windows)
    four_rows = replace(_described("few_tile_c8_r4", "fma", (16, 64, 7), "few_channels", index=1),
                        direction="forward", thread=(1, 8), tile_rows=4)
    resnext_s2 = P(32, 128, 8, 8, (56, 56), (3, 3), stride=2, pad=1)        # 28 x 28 out
    regnet_s2 = P(6, 32, 8, 8, (112, 112), (3, 3), stride=2, pad=1)          # 56 x 56, G = 6
    regnet_13 = P(13, 32, 8, 8, (56, 56), (3, 3), stride=2, pad=1)          # 28 x 28, G = 13
    assert (staged_fill(eight_rows, resnext_s2), staged_fill(four_rows, resnext_s2)) == (0.875, 1.0)
    assert explain(four_rows, eight_rows, resnext_s2) == "staged-fill"
    assert (staged_fill(eight_rows, regnet_s2), staged_fill(four_rows, regnet_s2)) == (1.0, 0.75)
    assert explain(eight_rows, four_rows, regnet_s2) == "staged-fill"
    assert staged_fill(eight_rows, regnet_13) == pytest.approx(staged_fill(four_rows, regnet_13))
    assert explain(eight_rows, four_rows, regnet_13) == "register-window"
    mma = replace(_described("mma128x16", "mma_sync", (128, 16, 32), index=2), direction="forward")
    assert staged_fill(mma, resnext_s2) == 1.0


def test_selection_fill_quarters_leaves_modelled_wgmma_tiles_to_the_model():
    """Criterion fill-quarters: a filled tile before a half-filled one -- except between wgmma
    backward-weight tiles carrying the split cost model's time, which counts a partial tile
    as a whole block: there modelled-time decides (the half-filled 64x128 1x1 measured
    1.24-1.28x faster than the filled 128x64 on C = 64)."""
    from conftest import replace
    from runtime.selection import explain, preference as _preference
    half = replace(_described("wgmma_tma64x128_1x1", "wgmma", (64, 128, 64), index=0, loads="tma",
                              specialization="filter1x1_stride1_pad0"), direction="backward_weight")
    full = replace(_described("wgmma_tma128x64_1x1", "wgmma", (128, 64, 64), index=1, loads="tma",
                              specialization="filter1x1_stride1_pad0"), direction="backward_weight")
    c64 = P(G=1, N=32, C=64, K=128, input=(56, 56), filter=(1, 1))     # 64x128 fills half its columns
    modelled = {"wgmma_tma64x128_1x1": 9.0e7, "wgmma_tma128x64_1x1": 1.0e8}

    def first(bytes_of):
        return min((half, full), key=lambda i: _preference(i, c64, True, bytes_of(i.name))).name

    assert first(modelled.get) == "wgmma_tma64x128_1x1"
    assert explain(half, full, c64, modelled_bytes=(9.0e7, 1.0e8)) == "modelled-time"
    assert first(lambda name: None) == "wgmma_tma128x64_1x1"              # no model: the fill rule
    assert explain(full, half, c64) == "fill-quarters"
    mma_half, mma_full = (replace(i, micro_kernel="mma_sync") for i in (half, full))
    assert explain(mma_full, mma_half, c64, modelled_bytes=(1.0e8, 9.0e7)) == "fill-quarters"
    c32 = P(G=1, N=32, C=32, K=96, input=(56, 56), filter=(1, 1))      # fills 0.375 and 0.1875:
    assert explain(full, half, c32, modelled_bytes=(1.0e8, 9.0e7)) == "fill-quarters"   # the fill rule


def test_selection_staged_rows_orders_depthwise_weight_runs():
    """Criteria staged-window and staged-rows: a depthwise backward-weight run over staged rows
    (tile_rows) before the runs from global memory; among staged ones the fewest tap tiles,
    then the fewest tile taps past the filter, then the runs filling the tile best -- the
    measured choices: a 3x3 tap tile on 3x3 layers, tiles of 14 rows with runs of 7 on 5x5
    14x14, of 4 rows with runs of 4 where the filter is 7x7 (fewer tap tiles than 3x3's)."""
    from conftest import replace
    from runtime.selection import explain, preference as _preference

    def run(name, block, thread, tile_rows=0, index=0):
        return replace(_described(name, "fma", block, "depthwise", index=index),
                       direction="backward_weight", thread=thread, tile_rows=tile_rows,
                       vector={"x": 2, "w": 1, "y": 2})

    global_run = run("run7", (112, 32, 25), (7, 2), index=0)
    t4 = run("t4_run4", (64, 32, 9), (4, 2), 4, index=1)
    t4_k25 = run("t4_run4_k25", (64, 32, 25), (4, 2), 4, index=2)
    t14 = run("t14_run7", (98, 32, 25), (7, 2), 14, index=3)

    def first(problem, *instances):
        return min(instances, key=lambda i: _preference(i, problem)).name

    dw = dict(C=1, K=1)
    five = P(G=480, N=128, input=(14, 14), filter=(5, 5), pad=2, **dw)
    assert first(five, global_run, t4_k25, t14) == "t14_run7"
    assert explain(t14, t4_k25, five) == "staged-rows"                 # fill 1.0 against 0.77
    assert explain(t14, global_run, five) == "staged-window"           # run7 divides 14: tier 1
    assert explain(t4_k25, global_run, five) == "staged-window"
    three = P(G=32, N=64, input=(112, 112), filter=(3, 3), pad=1, **dw)
    assert first(three, t4, t4_k25, t14) == "t4_run4"                   # no taps past the filter
    seven = P(G=96, N=32, input=(56, 56), filter=(7, 7), pad=3, **dw)
    assert first(seven, t4, t4_k25) == "t4_run4_k25"                    # 3 tap tiles, not 7
    run8 = run("run8", (128, 64, 9), (8, 4), index=4)                   # divides 56
    assert first(seven, run8, t4_k25, t14) == "run8"                     # 7x7: no tile holds it
    assert explain(run8, t4_k25, seven) == "staged-window"


def test_refusal_tma_is_a_named_status():
    """Run-time refusal `tma`: a problem the instance's tensor maps cannot describe."""
    from codegen.status import Status
    assert Status.REFUSED_TMA.is_refusal and Status.REFUSED_TMA.slug == "tma"
    assert "tensor maps" in Status.REFUSED_TMA.message


def test_clear_cache_removes_only_cached_builds(tmp_path, monkeypatch):
    """runtime.clear_cache: the <stem>-<platform>-<hash> folders under the cache root, all
    or those unused for N days; anything else stays."""
    import os
    import time
    monkeypatch.setenv("HIPCONV_CACHE_DIR", str(tmp_path))
    assert runtime.cache_root() == tmp_path
    old = tmp_path / "bwd_data-cpu-0123456789abcdef"
    new = tmp_path / "bwd_weight-nvidia-fedcba9876543210"
    other = tmp_path / "notes"
    for folder in (old, new, other):
        (folder / "build").mkdir(parents=True)
    stamp = time.time() - 40 * 86400
    os.utime(old, (stamp, stamp))
    assert runtime.clear_cache(older_than_days=30) == [old]
    assert new.exists() and other.exists()
    assert runtime.clear_cache() == [new]
    assert other.exists()
    monkeypatch.setenv("HIPCONV_CACHE_DIR", str(tmp_path / "absent"))
    assert runtime.clear_cache() == []


@pytest.mark.build
def test_first_build_says_where_and_then_loads_quietly(tmp_path, monkeypatch, capfd):
    """runtime.build prints where it builds (and the compile progress) on a first build,
    nothing when it loads the cached library; quiet=True prints nothing."""
    monkeypatch.setenv("HIPCONV_CACHE_DIR", str(tmp_path / "cache"))
    spec = tmp_path / "tiny.yaml"
    spec.write_text("library: tiny\n"
                    "instances:\n"
                    "  - name: tiny_generic\n"
                    "    signature: {direction: backward_data, spatial_dim: 1, data_type: fp32}\n"
                    "    algorithm: {micro_kernel: fma, block: {m: 64, n: 64, k: 8}, "
                    "thread: {m: 4, n: 4}}\n"
                    "    targets: [sm_80]\n")
    lib = runtime.build(str(spec), platform="cpu")
    err = capfd.readouterr().err
    assert "hipconv: building tiny (1 instances) for cpu in " in err and "cached afterwards" in err
    assert [i.name for i in lib.instances] == ["tiny_generic"]
    runtime.build(str(spec), platform="cpu")
    assert capfd.readouterr().err == ""
    runtime.clear_cache()
    runtime.build(str(spec), platform="cpu", quiet=True)
    assert capfd.readouterr().err == ""


# --------------------------------------------------------------------------
# tuned selection and the static choice's cache (issue 10)
# --------------------------------------------------------------------------

def test_select_remembers_its_choice_per_problem(bwd_data_library, monkeypatch):
    library = bwd_data_library
    problem = P(1, 1, 12, 16, (6, 7), 3, pad=1)
    first = library.select("backward_data", problem, "fp16")
    calls = []
    original = type(library).supports
    monkeypatch.setattr(type(library), "supports",
                        lambda self, inst, p: calls.append(inst) or original(self, inst, p))
    assert library.select("backward_data", problem, "fp16") == first
    assert calls == []                              # no supports() per instance the second time
    other = P(1, 1, 12, 16, (6, 8), 3, pad=1)
    library.select("backward_data", other, "fp16")
    assert calls                                    # a new problem is evaluated


def test_device_name(bwd_data_library):
    assert bwd_data_library.device_name.startswith("cpu (")


def test_tune_times_once_and_remembers_across_libraries(bwd_data_library, tmp_path, monkeypatch):
    import json
    monkeypatch.setenv("HIPCONV_CACHE_DIR", str(tmp_path))
    library = bwd_data_library
    problem = P(1, 1, 8, 8, (5, 5), 3, pad=1)
    timed = []
    original = type(library).time
    monkeypatch.setattr(type(library), "time", lambda self, d, p, inst, iterations=10, seed=0:
                        timed.append(self.instance(inst).name) or original(self, d, p, inst, 2))
    best = library.tune("backward_data", problem, "fp32", budget=60.0, top=1000)
    candidates = library.candidates("backward_data", problem, "fp32")
    assert set(timed) == {i.name for i in candidates}         # top=1000: the first round times every one
    assert timed[0] == candidates[0].name                     # select's choice first
    entries = json.loads((tmp_path / "tuning.json").read_text())
    (key, entry), = entries.items()
    assert entry["instance"] == best.name and entry["rule_choice"] == candidates[0].name
    assert set(entry["first_round"]) == set(timed) and "backward_data" in key and str(problem) in key
    assert candidates[0].name in entry["second_round"]
    assert entry["seconds"] <= entry["rule_seconds"]          # never slower than the rule's choice
    # a second library object (another process, say) reads the cache: nothing is timed
    timed.clear()
    again = runtime.load(library.path)
    assert again.tune("backward_data", problem, "fp32").name == best.name
    assert timed == []
    # a call with tune=True (or HIPCONV_TUNE=1) runs the tuned instance, correctly
    inputs = check.random_inputs(problem, {"y": np.float32, "w": np.float32}, 3)
    chosen = []
    original_tune = type(library).tune
    monkeypatch.setattr(type(library), "tune", lambda self, d, p, dt=None, iterations=10, epilogue="acc",
                        budget=None, family=None: chosen.append(d)
                        or original_tune(self, d, p, dt, epilogue=epilogue, family=family))
    out = library.backward_data(inputs["y"], inputs["w"], problem, tune=True)
    assert chosen == ["backward_data"]
    ref = runtime.reference.backward_data(inputs["y"], inputs["w"], problem)
    assert check.compare(out, ref, "fp32").ok
    monkeypatch.setenv("HIPCONV_TUNE", "1")
    library.backward_data(inputs["y"], inputs["w"], problem)
    assert chosen == ["backward_data", "backward_data"]


def test_tune_budget_bounds_the_candidates(bwd_data_library, tmp_path, monkeypatch):
    """With no budget left after select's choice, only it is timed, and it is stored."""
    monkeypatch.setenv("HIPCONV_CACHE_DIR", str(tmp_path))
    problem = P(1, 1, 8, 8, (5, 5), 3, pad=1)
    rule = bwd_data_library.select("backward_data", problem, "fp32")
    assert bwd_data_library.tune("backward_data", problem, "fp32", budget=0.0) == rule


def test_tuning_file_survives_threads_and_bad_entries(bwd_data_library, tmp_path, monkeypatch):
    """8 threads tuning 8 problems keep 8 entries, no error; a file that is not an object
    and an entry naming an instance of another direction are ignored with a warning and
    rewritten."""
    import json
    import threading
    monkeypatch.setenv("HIPCONV_CACHE_DIR", str(tmp_path))
    monkeypatch.setenv("HIPCONV_TUNE_BUDGET", "0")
    lib = bwd_data_library
    problems = [P(1, 1, 4, 4, (5 + i, 5), 3, pad=1) for i in range(8)]
    errors = []

    def tune(problem):
        try:
            lib.tune("backward_data", problem, "fp32", iterations=1)
        except BaseException as error:      # pragma: no cover - the failure reported below
            errors.append(error)
    threads = [threading.Thread(target=tune, args=(p,)) for p in problems]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    path = tmp_path / "tuning.json"
    entries = json.loads(path.read_text())
    assert len(entries) == 8
    key = next(k for k in entries if str(problems[0]) in k)
    entries[key]["instance"] = next(i.name for i in lib.instances if i.direction != "backward_data"
                                    ) if any(i.direction != "backward_data" for i in lib.instances) \
        else "bwd_data_2d_fp16_generic"      # wrong dtype when the library has one direction
    path.write_text(json.dumps(entries))
    with pytest.warns(RuntimeWarning, match="ignoring the tuning.json entry"):
        chosen = lib.tune("backward_data", problems[0], "fp32", iterations=1)
    assert chosen.x_type == "fp32" and chosen.direction == "backward_data"
    assert json.loads(path.read_text())[key]["instance"] == chosen.name
    path.write_text("[1, 2]")
    with pytest.warns(RuntimeWarning, match="not a JSON object"):
        lib.tune("backward_data", problems[1], "fp32", iterations=1)
    assert isinstance(json.loads(path.read_text()), dict)


# ------------------------------------------------------------------ issue 72: the tuner and its knobs

@pytest.mark.parametrize("content", [b"\xff\xfe{not UTF-8", '{"a": {}}'.encode("utf-16"), b"[" * 100_000],
                         ids=["not UTF-8", "UTF-16", "nested 100,000 deep"])
def test_a_tuning_file_that_cannot_be_read_is_warned_about_and_rewritten(bwd_data_library, tmp_path,
                                                                          monkeypatch, content):
    """tuning.json that is not UTF-8, UTF-16 or nested too deeply (today: UnicodeDecodeError,
    RecursionError out of tune()): a warning, then the tuned choice replaces the file."""
    import json
    monkeypatch.setenv("HIPCONV_CACHE_DIR", str(tmp_path))
    path = tmp_path / "tuning.json"
    path.write_bytes(content)
    problem = P(1, 1, 4, 4, (5, 5), 3, pad=1)
    with pytest.warns(RuntimeWarning, match="not a JSON object"):
        chosen = bwd_data_library.tune("backward_data", problem, "fp32", iterations=1, budget=0.0)
    (entry,) = json.loads(path.read_text()).values()
    assert entry["instance"] == chosen.name


def test_an_unwritable_tuning_file_tunes_in_memory(bwd_data_library, tmp_path, monkeypatch):
    """tuning.json a folder, or a read-only cache (its lock cannot be made; today: PermissionError
    or IsADirectoryError out of tune()): the choice is tuned, kept in this process with a
    warning, and not timed again."""
    import codegen.locks
    monkeypatch.setenv("HIPCONV_CACHE_DIR", str(tmp_path))
    (tmp_path / "tuning.json").mkdir()
    lib = bwd_data_library
    problem = P(1, 1, 4, 4, (5, 6), 3, pad=1)
    with pytest.warns(RuntimeWarning) as record:       # the folder is not read, and not replaced
        chosen = lib.tune("backward_data", problem, "fp32", iterations=1, budget=0.0)
    assert any("kept in this process only" in str(w.message) for w in record)
    assert (tmp_path / "tuning.json").is_dir()

    def read_only(*args, **kwargs):
        raise PermissionError(30, "Read-only file system", str(tmp_path / "tuning.json.lock"))
    monkeypatch.setattr(codegen.locks, "exclusive", read_only)
    other = P(1, 1, 4, 4, (5, 7), 3, pad=1)
    with pytest.warns(RuntimeWarning) as record:
        lib.tune("backward_data", other, "fp32", iterations=1, budget=0.0)
    assert any("kept in this process only" in str(w.message) for w in record)
    timed = []
    monkeypatch.setattr(type(lib), "time", lambda self, *a, **k: timed.append(a) or 1.0)
    assert lib.tune("backward_data", problem, "fp32", iterations=1).name == chosen.name
    lib.tune("backward_data", other, "fp32", iterations=1)
    assert timed == []


def test_tune_times_the_top_candidates_only(bwd_data_library, tmp_path, monkeypatch):
    """The first round times ``top`` candidates (HIPCONV_TUNE_TOP): select's choice, then the
    others the cost model predicts fastest; the tuned choice is among them and never slower
    than select's as timed."""
    import json
    monkeypatch.setenv("HIPCONV_CACHE_DIR", str(tmp_path))
    lib = bwd_data_library
    problem = P(1, 2, 8, 8, (6, 6), 3, pad=1)
    candidates = lib.candidates("backward_data", problem, "fp32")
    assert len(candidates) > 3, "the test needs a problem with more candidates than it times"
    order = lib.tuning_order(candidates, problem)
    assert order[0] == candidates[0] and sorted(i.name for i in order) == sorted(i.name for i in candidates)
    predicted = lib.predicted_ms(order[1:], problem)
    assert predicted == sorted(predicted)                     # the rest by the model's prediction
    timed = []
    original = type(lib).time
    monkeypatch.setattr(type(lib), "time", lambda self, d, p, inst, iterations=10, seed=0:
                        timed.append(self.instance(inst).name) or original(self, d, p, inst, 2))
    monkeypatch.setenv("HIPCONV_TUNE_TOP", "3")
    best = lib.tune("backward_data", problem, "fp32", budget=60.0, iterations=1)
    assert list(dict.fromkeys(timed)) == [i.name for i in order[:3]]
    assert best.name in timed
    (entry,) = json.loads((tmp_path / "tuning.json").read_text()).values()
    assert entry["timed"] == 3 and entry["top"] == 3 and entry["candidates"] == len(candidates)
    assert entry["seconds"] <= entry["rule_seconds"]


@pytest.mark.parametrize("value", ["0", "-2", "garbage", "1.5", "123456789"])
def test_a_bad_tune_top_is_one_line_naming_the_variable(bwd_data_library, tmp_path, monkeypatch, value):
    from codegen.errors import SettingError
    monkeypatch.setenv("HIPCONV_CACHE_DIR", str(tmp_path))
    monkeypatch.setenv("HIPCONV_TUNE_TOP", value)
    with pytest.raises(SettingError) as info:
        bwd_data_library.tune("backward_data", P(1, 1, 4, 4, (5, 5), 3, pad=1), "fp32", iterations=1)
    assert str(info.value).startswith(f"HIPCONV_TUNE_TOP={value!r}") and "\n" not in str(info.value)


@pytest.mark.parametrize("value", ["garbage", "-1", "nan", "inf"])
def test_a_bad_tune_budget_is_one_line_naming_the_variable(bwd_data_library, tmp_path, monkeypatch, value):
    from codegen.errors import SettingError
    monkeypatch.setenv("HIPCONV_CACHE_DIR", str(tmp_path))
    monkeypatch.setenv("HIPCONV_TUNE_BUDGET", value)
    with pytest.raises(SettingError) as info:
        bwd_data_library.tune("backward_data", P(1, 1, 4, 4, (5, 5), 3, pad=1), "fp32", iterations=1)
    assert isinstance(info.value, ValueError)
    assert str(info.value).startswith(f"HIPCONV_TUNE_BUDGET={value!r}") and "\n" not in str(info.value)


def test_an_empty_tune_budget_is_the_default(bwd_data_library, tmp_path, monkeypatch):
    monkeypatch.setenv("HIPCONV_CACHE_DIR", str(tmp_path))
    monkeypatch.setenv("HIPCONV_TUNE_BUDGET", "")
    problem = P(1, 1, 4, 4, (5, 5), 3, pad=1)
    assert bwd_data_library.tune("backward_data", problem, "fp32", iterations=1).direction == "backward_data"


@pytest.mark.parametrize("value, tuned", [("1", True), ("TRUE", True), (" yes ", True), ("on", True),
                                          ("0", False), ("false", False), ("No", False), ("off", False),
                                          ("", False)])
def test_one_parser_for_switches(monkeypatch, value, tuned):
    from codegen.environment import flag
    monkeypatch.setenv("HIPCONV_TUNE", value)
    assert flag("HIPCONV_TUNE") is tuned


def test_an_unknown_hipconv_tune_is_an_error_in_the_numpy_api(bwd_data_library, monkeypatch):
    """HIPCONV_TUNE=garbage: a one-line error naming the variable (today the numpy API took
    it as off and the torch operators as on)."""
    monkeypatch.setenv("HIPCONV_TUNE", "garbage")
    problem = P(1, 1, 4, 4, (5, 5), 3, pad=1)
    inputs = check.random_inputs(problem, {"y": np.float32, "w": np.float32}, 3)
    with pytest.raises(ValueError, match="HIPCONV_TUNE='garbage' is not a switch; accepted: 1, true"):
        bwd_data_library.backward_data(inputs["y"], inputs["w"], problem)


@pytest.mark.parametrize("iterations", [0, -3, 1.5, True])
def test_time_takes_at_least_one_iteration(bwd_data_library, iterations):
    """lib.time(..., iterations=0) reported a DeviceError: a ValueError saying what it takes."""
    problem = P(1, 1, 4, 4, (5, 5), 3, pad=1)
    inst = bwd_data_library.select("backward_data", problem, "fp32")
    with pytest.raises(ValueError, match="iterations is the number of timed runs"):
        bwd_data_library.time("backward_data", problem, inst, iterations=iterations)


def test_clear_cache_removes_a_linked_entry_not_its_target(tmp_path, monkeypatch):
    """A link named like a build under the cache root (today: OSError out of rmtree): the
    link is removed, what it points to is kept."""
    monkeypatch.setenv("HIPCONV_CACHE_DIR", str(tmp_path / "cache"))
    elsewhere = tmp_path / "elsewhere"
    (elsewhere / "build").mkdir(parents=True)
    (tmp_path / "cache").mkdir()
    link = tmp_path / "cache" / "tiny-cpu-0123456789abcdef"
    link.symlink_to(elsewhere, target_is_directory=True)
    assert runtime.clear_cache() == [link]
    assert not os.path.lexists(link) and (elsewhere / "build").is_dir()


@pytest.mark.build
def test_few_channels_k_lanes_numerics(tmp_path, monkeypatch):
    """k_lanes (threads splitting K; no shipped instance uses it): a 4-lane and an
    8-lane few_channels instance against the reference on their check problems."""
    monkeypatch.setenv("HIPCONV_CACHE_DIR", str(tmp_path / "cache"))
    spec = tmp_path / "klanes.yaml"
    spec.write_text("library: klanes\n"
                    "instances:\n"
                    "  - name: klanes_l{k_lanes}\n"
                    "    signature: {direction: backward_data, spatial_dim: 2, data_type: bf16}\n"
                    "    algorithm: {micro_kernel: fma, block: {m: 16, n: 3, k: 4}, "
                    "thread: {m: 1, n: 3}, vector: {x: 1, y: 8, w: 1}, "
                    "specialization: few_channels, k_lanes: [4, 8]}\n"
                    "    targets: [sm_80]\n")
    lib = runtime.build(str(spec), platform="cpu", quiet=True)
    assert [i.threads for i in lib.instances] == [64, 128]
    for inst in lib.instances:
        ran = 0
        for index, problem in enumerate(check.problems_for(inst)):
            if lib.supports(inst, problem) is not Status.OK:
                continue
            result, _ = check.run_instance(lib, inst, problem, seed=index)
            assert result.ok, f"{inst.name} on {problem}: {result.message}"
            ran += 1
        assert ran >= 3, inst.name


def test_bad_arguments_are_clear_errors(bwd_data_library):
    """An instance index out of range (or negative) names the range; a masked array is
    refused (its mask would be ignored); sizes that would wrap int64 are ValueErrors."""
    from runtime.library import UnknownInstance
    n = len(bwd_data_library.instances)
    for index in (n, 99 + n, -1):
        with pytest.raises(UnknownInstance, match=f"indices run from 0 to {n - 1}"):
            bwd_data_library.instance(index)
    dy, w = _arrays(PROBLEM, np.float32)
    with pytest.raises(ValueError, match="masked array"):
        bwd_data_library.backward_data(np.ma.masked_array(dy, mask=dy > 0), w, PROBLEM)
    with pytest.raises(ValueError, match="more than 2\\^62"):
        P(G=2 ** 15, N=2 ** 36, C=4, K=4, input=(64, 64), filter=3)
    with pytest.raises(ValueError, match="at most 2\\^62"):
        P(G=2 ** 63, N=1, C=4, K=4, input=(6, 6), filter=3)


def test_verify_cpu_names_nan_inputs():
    """A NaN in the inputs: the comparison says so and compares the NaN positions; the
    same positions pass, others fail."""
    ref = np.array([[1.0, np.nan], [3.0, 4.0]])
    assert check.compare(ref.astype(np.float32), ref, "fp32").ok
    got = np.array([[1.0, 2.0], [3.0, 4.0]], dtype=np.float32)
    verdict = check.compare(got, ref, "fp32")
    assert not verdict.ok and "the inputs hold NaN or inf" in verdict.message


def test_supports_refuses_sizes_that_wrap_int64(bwd_data_library):
    """The C side's own check (a caller of the ABI need not go through ConvProblem):
    element counts past 2^62, computed without overflow, are an invalid problem."""
    from runtime.abi import ffi
    from codegen.status import Status
    p = ffi.new("hipconv_problem*")
    p.spatial_dim, p.groups, p.batch, p.in_channels, p.out_channels = 2, 2 ** 15, 2 ** 36, 4, 4
    for d in range(2):
        p.input[d], p.filter[d], p.stride[d], p.dilation[d] = 64, 3, 1, 1
        p.pad_left[d] = p.pad_right[d] = 1
        p.output[d] = 64
    inst = bwd_data_library.instance("bwd_data_2d_fp32_generic")
    assert Status(bwd_data_library.abi.hipconv_supports(inst.index, p)) is Status.REFUSED_INVALID_PROBLEM
    p.groups, p.batch = 1, 2
    assert Status(bwd_data_library.abi.hipconv_supports(inst.index, p)) is Status.OK
    p.input[0] = 2 ** 61            # one extent past the limit, its products would wrap
    assert Status(bwd_data_library.abi.hipconv_supports(inst.index, p)) is Status.REFUSED_INVALID_PROBLEM



def test_the_operators_and_device_tensors_never_get_a_group_first_instance(bwd_data_library, tmp_path, monkeypatch):
    """select and tune with family="channels_last" (what the PyTorch operators and device
    tensors ask) leave group-first instances out, also where one would rank first."""
    monkeypatch.setenv("HIPCONV_CACHE_DIR", str(tmp_path))
    problem = P(2, 1, 8, 8, (6, 6), 3, pad=1)
    every = bwd_data_library.candidates("backward_data", problem, "fp32")
    assert any(i.transposed("x") for i in every), "the shipped spec has a group-first instance"
    only = bwd_data_library.candidates("backward_data", problem, "fp32", family="channels_last")
    assert only and all(i.channels_last for i in only)
    assert only == [i for i in every if i.channels_last]
    tuned = bwd_data_library.tune("backward_data", problem, "fp32", iterations=1, budget=60.0,
                                  family="channels_last")
    assert tuned.channels_last


def test_selection_merged_rows_takes_the_128_row_tile_under_two_waves():
    """Criterion merged-rows: a forward problem a merged wgmma instance runs whose 256x64 tiles
    number at most two waves takes the 128-row merged tile (run 120: ResNeXt-50 G=32 C=K=16 s2
    28x28 N=32, 200 such tiles, 23.4 us against 25.5), beyond two waves the 256-row one (N = 128:
    784 tiles, 14x14 44.9 against 53.0); backward-data, an unknown multiprocessor count and
    unmerged instances keep the earlier order."""
    from conftest import replace
    from runtime.selection import explain, merged_short_rows, preference as _preference
    merged = dict(loads="tma", direction="forward", merge_groups=4)
    wide = replace(_described("merged4_wgmma_tma256x64", "wgmma", (256, 64, 64), index=0,
                              schedule="persistent"), **merged)
    short = replace(_described("merged4_wgmma_tma128x64", "wgmma", (128, 64, 64), index=1), **merged)

    def first(problem, instances, sms=132):
        return min(instances, key=lambda i: _preference(i, problem, multiprocessors=sms)).name

    layer = P(G=32, N=32, C=16, K=16, input=(28, 28), filter=(3, 3), stride=2, pad=1)   # 25 x 8 = 200
    assert merged_short_rows(wide, layer, 132) and merged_short_rows(short, layer, 132)
    assert first(layer, (wide, short)) == "merged4_wgmma_tma128x64"
    assert explain(short, wide, layer, multiprocessors=132) == "merged-rows"
    assert not merged_short_rows(wide, layer, 99)                        # 200 > 2 x 99: 256 rows
    assert first(layer, (wide, short), sms=99) == "merged4_wgmma_tma256x64"
    batch = replace(layer, N=128)                                        # 98 x 8 = 784 tiles
    assert not merged_short_rows(wide, batch, 132) and first(batch, (wide, short)) == "merged4_wgmma_tma256x64"
    assert explain(short, wide, layer, multiprocessors=0) != "merged-rows"   # unknown: later criteria
    data = [replace(i, direction="backward_data") for i in (wide, short)]
    assert not merged_short_rows(data[0], layer, 132)
    assert first(layer, data) == "merged4_wgmma_tma256x64"
    unmerged = replace(short, merge_groups=1)
    assert not merged_short_rows(unmerged, layer, 132)


def test_selection_output_split_takes_a_one_block_64_row_tile_over_the_fma_split():
    """Criterion output-split: a 64-row wgmma tile whose unsplit grid is one block over a reduction
    of at most SINGLE_BLOCK_MAX_REDUCTION ranks with the split runs, and tensor-cores then puts it
    before the fma split (run 116: EfficientNet-B0's squeeze-excitation C=1152 K=48 forward 7.8 us
    against the split's 10.4; C=48 K=1152 backward-data 8.9 against 11.1).  Deeper reductions,
    several blocks and larger tiles leave the split first."""
    from conftest import replace
    from runtime.selection import SINGLE_BLOCK_MAX_REDUCTION, explain, preference as _preference, single_block
    one_by_one = "filter1x1_stride1_pad0"
    tile = replace(_described("wgmma_tma_1x1_64x64", "wgmma", (64, 64, 64), one_by_one, index=1, loads="tma"),
                   direction="forward", warpgroup=(64, 64))
    split = replace(_described("1x1_split", "fma", (32, 16, 16), one_by_one, index=0),
                    direction="forward", split_k=0, deterministic=True)

    def first(problem, instances, splits):
        keys = {i.name: _preference(i, problem, splits=s, multiprocessors=132) for i, s in zip(instances, splits)}
        return min(keys, key=keys.get)

    squeeze = P(G=1, N=32, C=1152, K=48, input=(1, 1), filter=(1, 1))
    assert single_block(tile, squeeze)
    assert first(squeeze, (tile, split), (1, 8)) == "wgmma_tma_1x1_64x64"
    assert explain(tile, split, squeeze, splits=(1, 8), multiprocessors=132) == "tensor-cores"
    deeper = replace(squeeze, C=SINGLE_BLOCK_MAX_REDUCTION + 64)
    assert not single_block(tile, deeper) and first(deeper, (tile, split), (1, 8)) == "1x1_split"
    wider = replace(squeeze, K=96)                                   # two blocks
    assert not single_block(tile, wider) and first(wider, (tile, split), (1, 8)) == "1x1_split"
    data = [replace(i, direction="backward_data") for i in (tile, split)]
    excitation = P(G=1, N=32, C=48, K=1152, input=(1, 1), filter=(1, 1))
    assert single_block(data[0], excitation) and first(excitation, data, (1, 8)) == "wgmma_tma_1x1_64x64"
    large = replace(tile, name="wgmma_tma128x64", block=(128, 64, 64))
    assert not single_block(large, squeeze) and first(squeeze, (large, split), (1, 8)) == "1x1_split"


def test_selection_winograd_range_puts_winograd_first_from_eight_channels():
    """Criterion winograd-range: an fp32 Winograd tile where C and K per group are at least
    WINOGRAD_MIN_CHANNELS goes before the tiles left after the earlier criteria -- the few-channel
    gather whose channel slots the fill counts several times over and the direct fma tile (run 130:
    ResNeXt-50 G=32 C=K=16 14x14 N=128 forward 0.184 ms against few_c4's 0.306, C=K=32 7x7 0.035
    against the 128x64 tile's 0.083); below the range after them."""
    from conftest import replace
    from runtime.selection import WINOGRAD_MIN_CHANNELS, explain, preference as _preference

    def fp32(inst):
        return replace(inst, direction="forward", x_type="fp32", w_type="fp32", y_type="fp32",
                       vector={"x": 4, "w": 1, "y": 4})
    winograd = replace(fp32(_described("winograd", "fma", (32, 32, 8), "winograd_2x2_3x3", index=2)),
                       thread=(8, 8, 0))
    gather = replace(fp32(_described("few_c4", "fma", (32, 32, 4), "few_channels", index=0)), thread=(1, 4, 0))
    direct = replace(fp32(_described("128x64", "fma", (128, 64, 8), index=1)), thread=(8, 8, 0))

    def first(problem):
        return min((winograd, gather, direct), key=lambda i: _preference(i, problem, multiprocessors=132)).name

    grouped = P(G=32, N=128, C=16, K=16, input=(14, 14), filter=(3, 3), pad=1)
    assert first(grouped) == "winograd"
    assert explain(winograd, gather, grouped, multiprocessors=132) == "winograd-range"
    width32 = P(G=32, N=32, C=32, K=32, input=(7, 7), filter=(3, 3), pad=1)
    assert explain(winograd, direct, width32, multiprocessors=132) in ("specialized", "winograd-range")
    assert first(width32) == "winograd"
    narrow = P(G=8, N=32, C=WINOGRAD_MIN_CHANNELS // 2, K=WINOGRAD_MIN_CHANNELS // 2, input=(14, 14),
               filter=(3, 3), pad=1)
    assert first(narrow) != "winograd"


def test_selection_context_is_what_candidates_rank_by(bwd_data_library):
    """Library.selection_context: the keyword arguments candidates() passes runtime.selection's
    preference for each instance (the benchmark records them for bench/selection_replay.py)."""
    from runtime.selection import preference as _preference
    problem = P(4, 2, 16, 16, (12, 12), 3, pad=1)
    found = bwd_data_library.candidates("backward_data", problem, "bf16")
    assert len(found) > 1
    contexts = {i.name: bwd_data_library.selection_context(i, problem) for i in found}
    for context in contexts.values():
        assert set(context) == {"fills_device", "modelled_bytes", "splits", "multiprocessors"}
        assert context["splits"] >= 1 and context["multiprocessors"] >= 1
    assert found == sorted(found, key=lambda i: _preference(i, problem, **contexts[i.name]))
