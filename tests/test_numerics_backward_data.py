"""Backward-data numerics on the cpu platform: every shipped instance against
the float64 reference (runtime.reference), with poisoned (NaN) outputs so an
element the kernel never writes fails.

* every instance on every problem of runtime.check.test_problems it supports;
* a stride phase that no filter tap reaches: exact zeros, never NaN;
* a stride x dilation sweep, asymmetric padding, N = 1, G = 3, channel counts
  that are not multiples of the tiles;
* hypothesis: random small 1-3D problems against the generic fp32 instances.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import runtime
from codegen.model import Platform
from codegen.parse import parse_file
from codegen.status import Status
from runtime import check
from conftest import BWD_DATA_SPEC

pytestmark = pytest.mark.build

SHIPPED = [i.name for i in parse_file(str(BWD_DATA_SPEC)).instances]
# The cpu library has every shipped instance whose micro-kernel runs on cpu: not wgmma,
# which only the gpu tier (tests/test_gpu.py) checks. mfma runs here through the
# wavefront emulation (and on no GPU: this is its numerics).
ON_CPU = [i.name for i in parse_file(str(BWD_DATA_SPEC)).instances
          if Platform.CPU in i.platforms]
GENERIC = {d: f"bwd_data_{d}d_fp32_generic" for d in (1, 2, 3)}


def _inputs(problem, inst, seed=0):
    return check.random_inputs(problem, {"y": inst.dtype_of("y"), "w": inst.dtype_of("w")}, seed)


def _assert_matches(library, name, problem, seed=0):
    inst = library.instance(name)
    status = library.supports(inst, problem)
    assert status is Status.OK, f"{name} refuses {problem}: {status.slug}"
    result, out = check.run_instance(library, inst, problem, seed=seed)
    assert result.ok, f"{name} on {problem}: {result.message}"
    return out


@pytest.mark.parametrize("name", ON_CPU)
def test_instance_matches_reference_on_check_problems(bwd_data_library, name):
    library = bwd_data_library
    inst = library.instance(name)
    assert inst.direction == "backward_data"
    ran = []
    for index, problem in enumerate(check.check_problems(library, inst)):
        result, out = check.run_instance(library, inst, problem, seed=index)
        assert result.ok, f"{name} on {problem}: {result.message}"
        assert out.shape == problem.x_shape and out.dtype == inst.dtype_of("x")
        ran.append(problem)
    assert ran, f"{name} supports none of runtime.check.problems_for({name})"


def test_library_lists_every_shipped_instance(bwd_data_library):
    assert [i.name for i in bwd_data_library.instances] == ON_CPU
    assert bwd_data_library.platform == "cpu"
    left_out = [name for name in SHIPPED if name not in ON_CPU]
    assert left_out and all("wgmma" in name for name in left_out), left_out


# --------------------------------------------------------------------------
# phases without taps: stride 3, filter 2, dilation 1 leaves residue 2 untouched
# --------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["bwd_data_1d_fp32_generic", "bwd_data_2d_fp32_generic",
                                  "bwd_data_3d_fp32_generic", "bwd_data_2d_fp16_generic",
                                  "bwd_data_2d_bf16_vec8", "bwd_data_2d_fp32_vec4",
                                  "bwd_data_2d_bf16_group_first", "bwd_data_2d_fp16_index64"])
def test_phase_without_taps_writes_exact_zeros(bwd_data_library, name):
    library = bwd_data_library
    inst = library.instance(name)
    d = inst.spatial_dim
    sizes = {1: (14,), 2: (11, 9), 3: (8, 9, 7)}[d]
    problem = runtime.ConvProblem(G=2, N=2, C=8, K=8, input=sizes, filter=2, stride=3)
    # positions with i % 3 == 2 are reached by no tap: f in {0, 1} covers residues 0 and 1
    out = _assert_matches(library, name, problem)
    untouched = np.zeros(problem.x_shape, dtype=bool)
    for axis in range(d):
        index = [slice(None)] * len(problem.x_shape)
        index[1 + axis] = slice(2, None, 3)
        untouched[tuple(index)] = True
    values = out[untouched].astype(np.float64)
    assert values.size > 0
    assert not np.isnan(values).any()
    assert np.all(values == 0.0)
    # the reached positions are not all zero (the check is not vacuous)
    assert np.any(out[~untouched].astype(np.float64) != 0.0)


def test_phase_without_taps_with_dilation(bwd_data_library):
    # stride 4, dilation 2, filter 2: taps reach residues 0 and 2 only (gcd 2)
    problem = runtime.ConvProblem(G=1, N=1, C=5, K=3, input=(17, 13), filter=2, stride=4,
                                  dilation=2, pad=(1, 0))
    out = _assert_matches(bwd_data_library, "bwd_data_2d_fp32_generic", problem)
    ref_zero = np.zeros(problem.x_shape, dtype=bool)
    for axis in range(2):
        pad = problem.pad[axis]
        residues = (np.arange(problem.input[axis]) + pad) % 4
        mask = np.isin(residues, [1, 3])
        shape = [1] * len(problem.x_shape)
        shape[1 + axis] = problem.input[axis]
        ref_zero |= np.broadcast_to(mask.reshape(shape), problem.x_shape)
    assert np.all(out[ref_zero] == 0.0)
    assert not np.isnan(out).any()


# --------------------------------------------------------------------------
# focused sweeps
# --------------------------------------------------------------------------

@pytest.mark.parametrize("stride, dilation", list(itertools.product((1, 2, 3), (1, 2))))
def test_stride_dilation_sweep_2d(bwd_data_library, stride, dilation):
    for index, (filt, pad) in enumerate((((3, 3), 1), ((2, 3), (0, 2)), ((1, 1), 0))):
        problem = runtime.ConvProblem(G=2, N=2, C=6, K=7, input=(10, 9), filter=filt,
                                      stride=stride, dilation=dilation, pad=pad)
        _assert_matches(bwd_data_library, "bwd_data_2d_fp32_generic", problem, seed=index)


@pytest.mark.parametrize("pad, pad_right", [((0, 2), (2, 0)), ((2, 0), (0, 1)), ((1, 1), (2, 2)),
                                            ((0, 0), (1, 2))])
@pytest.mark.parametrize("name", ["bwd_data_2d_fp32_generic", "bwd_data_2d_fp16_vec4"])
def test_asymmetric_padding(bwd_data_library, name, pad, pad_right):
    problem = runtime.ConvProblem(G=1, N=2, C=8, K=4, input=(7, 8), filter=3, stride=(2, 1),
                                  pad=pad, pad_right=pad_right)
    _assert_matches(bwd_data_library, name, problem)


@pytest.mark.parametrize("name, problem", [
    # N = 1
    ("bwd_data_2d_fp32_generic", runtime.ConvProblem(1, 1, 3, 5, (6, 7), 3, pad=1)),
    ("bwd_data_3d_fp16_vec8", runtime.ConvProblem(1, 1, 8, 8, (3, 4, 5), 3, pad=1)),
    # G = 3
    ("bwd_data_2d_fp32_generic", runtime.ConvProblem(3, 2, 5, 4, (6, 5), 3, stride=2, pad=1)),
    ("bwd_data_2d_bf16_group_first", runtime.ConvProblem(3, 1, 4, 6, (5, 6), 2, stride=2)),
    ("bwd_data_1d_fp32_1x1", runtime.ConvProblem(3, 2, 12, 20, (9,), 1)),
    # channels not multiples of the tile: C over block.n = 64, K over block.k = 8 / 16
    ("bwd_data_2d_fp32_generic", runtime.ConvProblem(1, 1, 70, 37, (4, 5), 3, pad=1)),
    ("bwd_data_2d_fp16_vec4", runtime.ConvProblem(2, 1, 68, 36, (5, 4), 3, stride=2, pad=1)),
    ("bwd_data_1d_bf16_vec8", runtime.ConvProblem(1, 2, 72, 24, (9,), 3, pad=1)),
    ("bwd_data_2d_fp32_1x1", runtime.ConvProblem(1, 1, 68, 20, (9, 9), 1)),
    # rows (N * positions) not a multiple of block.m, single-pixel images
    ("bwd_data_3d_fp32_generic", runtime.ConvProblem(2, 3, 3, 3, (1, 1, 1), 1)),
    ("bwd_data_1d_fp16_generic", runtime.ConvProblem(1, 1, 1, 1, (1,), 3, pad=1)),
    # a filter larger than the input, covered by padding
    ("bwd_data_1d_fp32_generic", runtime.ConvProblem(1, 1, 2, 3, (2,), 5, pad=2)),
], ids=str)
def test_focused_cases(bwd_data_library, name, problem):
    _assert_matches(bwd_data_library, name, problem)


def test_output_is_independent_of_the_poison(bwd_data_library):
    library = bwd_data_library
    inst = library.instance("bwd_data_2d_fp16_vec8")
    problem = runtime.ConvProblem(2, 1, 16, 8, (7, 7), 3, stride=2, pad=1)
    inputs = _inputs(problem, inst, seed=3)
    a = library.backward_data(inputs["y"], inputs["w"], problem, instance=inst, poison=True)
    b = library.backward_data(inputs["y"], inputs["w"], problem, instance=inst, poison=False)
    assert np.array_equal(a.view(np.uint16), b.view(np.uint16))


# --------------------------------------------------------------------------
# hypothesis: random small problems
# --------------------------------------------------------------------------

@st.composite
def _problems(draw):
    dim = draw(st.integers(1, 3))
    spatial = {k: [] for k in ("input", "filter", "stride", "dilation", "pad", "pad_right")}
    for _ in range(dim):
        f = draw(st.integers(1, 3))
        s = draw(st.integers(1, 3))
        d = draw(st.integers(1, 2))
        pl = draw(st.integers(0, 2))
        pr = draw(st.integers(0, 2))
        extent = d * (f - 1) + 1
        low = max(1, extent - pl - pr)
        size = draw(st.integers(low, low + (6 if dim < 3 else 3)))
        for key, value in zip(spatial, (size, f, s, d, pl, pr)):
            spatial[key].append(value)
    return runtime.ConvProblem(G=draw(st.integers(1, 3)), N=draw(st.integers(1, 2)),
                               C=draw(st.integers(1, 9)), K=draw(st.integers(1, 9)),
                               **{k: tuple(v) for k, v in spatial.items()})


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                 HealthCheck.function_scoped_fixture])
@given(problem=_problems(), seed=st.integers(0, 2**16))
def test_random_problems_generic_fp32(bwd_data_library, problem, seed):
    _assert_matches(bwd_data_library, GENERIC[problem.spatial_dim], problem, seed=seed)


@pytest.mark.parametrize("dtype", ["fp16", "bf16", "fp32"])
def test_select_takes_the_few_channel_tile(bwd_data_library, dtype):
    """Backward-data: C = K = 8 at stride 1 takes the few-channel staged tile over mma128x16
    (2.3x faster on the H200) -- in 16-bit its tensor-core form (criterion staged-mma; the
    8 x 14 tile, which fills 17 x 30 best: staged-fill) --, C = K = 4 takes it over the gather
    (rule 1b), and both match the reference; at stride 2 the fma tile runs one launch per
    stride phase and matches too; C != K (C = 4, K = 8: few-channels) goes back to the
    tensor-core tile or the gather."""
    lib = bwd_data_library
    eight = runtime.ConvProblem(12, 2, 8, 8, (17, 30), 3, pad=1)
    if dtype != "fp32":
        assert any(i.micro_kernel == "mma_sync" and not i.staged_tile
                   for i in lib.candidates("backward_data", eight, dtype))
    chosen = lib.select("backward_data", eight, dtype)
    assert chosen.name == (f"bwd_data_2d_{dtype}_few_tile_c8" if dtype == "fp32" else
                           f"bwd_data_2d_{dtype}_few_tile_c8_mma_r8")
    _assert_matches(lib, chosen.name, eight, seed=3)
    four = runtime.ConvProblem(20, 2, 4, 4, (9, 30), 3, pad=1)
    chosen = lib.select("backward_data", four, dtype)
    assert chosen.name == f"bwd_data_2d_{dtype}_few_tile_c4"
    _assert_matches(lib, chosen.name, four, seed=4)
    strided = runtime.ConvProblem(12, 1, 8, 8, (9, 40), 3, stride=2, pad=1)   # 20-wide rows
    assert lib.select("backward_data", strided, dtype).name == f"bwd_data_2d_{dtype}_few_tile_c8"
    if dtype != "fp32":     # rows of at most 16 positions: merged groups first (rule merged-groups)
        narrow = runtime.ConvProblem(12, 1, 8, 8, (9, 9), 3, stride=2, pad=1)
        assert lib.select("backward_data", narrow, dtype).merge_groups > 1
    _assert_matches(lib, f"bwd_data_2d_{dtype}_few_tile_c8", strided, seed=5)
    uneven = runtime.ConvProblem(20, 1, 4, 8, (9, 10), 3, pad=1)
    assert lib.supports(f"bwd_data_2d_{dtype}_few_tile_c4", uneven) is Status.REFUSED_FEW_CHANNELS
    assert lib.select("backward_data", uneven, dtype).tile_rows == 0


@pytest.mark.parametrize("dtype", ["fp16", "bf16"])
def test_select_takes_the_32_column_tile_for_32_channel_3d_layers(bwd_data_library, dtype):
    """Criterion work-fill: backward-data of a 3D layer of 32 channels with several taps runs
    the 256x32 tile, and it matches; at 128 channels a wider tile comes first."""
    lib = bwd_data_library
    narrow = runtime.ConvProblem(1, 1, 32, 32, (3, 5, 6), 3, pad=1)
    chosen = lib.select("backward_data", narrow, dtype)
    assert chosen.name == f"bwd_data_3d_{dtype}_mma256x32"
    _assert_matches(lib, chosen.name, narrow, seed=5)
    wide = runtime.ConvProblem(1, 1, 128, 128, (3, 5, 6), 3, pad=1)
    assert lib.select("backward_data", wide, dtype).name != f"bwd_data_3d_{dtype}_mma256x32"
