"""Forward numerics on the cpu platform: every shipped instance against the float64
reference (runtime.reference.forward), with poisoned (NaN) outputs so an element the
kernel never writes fails.

* every instance on every problem of runtime.check.test_problems it supports;
* a stride x dilation sweep, asymmetric padding, N = 1, G = 3, channel counts that
  are not multiples of the tiles, a filter larger than the input;
* the 1x1 specializations refuse what they cannot run (a 3x3 filter, padding);
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
from runtime import check, selection
from conftest import FWD_SPEC

pytestmark = pytest.mark.build

SHIPPED = [i.name for i in parse_file(str(FWD_SPEC)).instances]
# The cpu library has every shipped instance whose micro-kernel runs on cpu: not wgmma,
# which only the gpu tier (tests/test_gpu.py) checks. mfma runs here through the
# wavefront emulation (and on no GPU: this is its numerics).
ON_CPU = [i.name for i in parse_file(str(FWD_SPEC)).instances if Platform.CPU in i.platforms]
GENERIC = {d: f"fwd_{d}d_fp32_generic" for d in (1, 2, 3)}


def _assert_matches(library, name, problem, seed=0):
    inst = library.instance(name)
    status = library.supports(inst, problem)
    assert status is Status.OK, f"{name} refuses {problem}: {status.slug}"
    result, out = check.run_instance(library, inst, problem, seed=seed)
    assert result.ok, f"{name} on {problem}: {result.message}"
    assert out.shape == problem.y_shape and out.dtype == inst.dtype_of("y")
    return out


@pytest.mark.parametrize("name", ON_CPU)
def test_instance_matches_reference_on_check_problems(fwd_library, name):
    library = fwd_library
    inst = library.instance(name)
    assert inst.direction == "forward"
    ran = []
    for index, problem in enumerate(check.check_problems(library, inst)):
        _assert_matches(library, name, problem, seed=index)
        ran.append(problem)
    assert ran, f"{name} supports none of runtime.check.problems_for({name})"


def test_library_lists_every_shipped_instance(fwd_library):
    assert [i.name for i in fwd_library.instances] == ON_CPU
    assert fwd_library.platform == "cpu"
    micro_kernels = {i.name: i.algorithm.micro_kernel.value
                     for i in parse_file(str(FWD_SPEC)).instances}
    left_out = [name for name in SHIPPED if name not in ON_CPU]
    assert left_out and all(micro_kernels[name] == "wgmma" for name in left_out), left_out
    # every micro-kernel the cpu platform runs has a forward instance in the library
    assert {i.micro_kernel for i in fwd_library.instances} == {"fma", "mma_sync", "mfma", "reference"}


@pytest.mark.parametrize("stride, dilation", list(itertools.product((1, 2, 3), (1, 2))))
def test_stride_dilation_sweep_2d(fwd_library, stride, dilation):
    for index, (filt, pad) in enumerate((((3, 3), 1), ((2, 3), (0, 2)), ((1, 1), 0))):
        problem = runtime.ConvProblem(G=2, N=2, C=6, K=7, input=(10, 9), filter=filt,
                                      stride=stride, dilation=dilation, pad=pad)
        _assert_matches(fwd_library, "fwd_2d_fp32_generic", problem, seed=index)


@pytest.mark.parametrize("pad, pad_right", [((0, 2), (2, 0)), ((2, 0), (0, 1)), ((1, 1), (2, 2)),
                                            ((0, 0), (1, 2))])
@pytest.mark.parametrize("name", ["fwd_2d_fp32_generic", "fwd_2d_fp16_vec4",
                                  "fwd_2d_bf16_mma128x64"])
def test_asymmetric_padding(fwd_library, name, pad, pad_right):
    problem = runtime.ConvProblem(G=1, N=2, C=8, K=16, input=(7, 8), filter=3, stride=(2, 1),
                                  pad=pad, pad_right=pad_right)
    _assert_matches(fwd_library, name, problem)


@pytest.mark.parametrize("name, problem", [
    # N = 1
    ("fwd_2d_fp32_generic", runtime.ConvProblem(1, 1, 3, 5, (6, 7), 3, pad=1)),
    ("fwd_3d_fp16_mma128x128", runtime.ConvProblem(1, 1, 8, 8, (3, 4, 5), 3, pad=1)),
    # G = 3
    ("fwd_2d_fp32_generic", runtime.ConvProblem(3, 2, 5, 4, (6, 5), 3, stride=2, pad=1)),
    ("fwd_2d_bf16_group_first", runtime.ConvProblem(3, 1, 4, 6, (5, 6), 2, stride=2)),
    ("fwd_1d_fp32_1x1", runtime.ConvProblem(3, 2, 12, 20, (9,), 1)),
    ("fwd_2d_fp16_mma128x32", runtime.ConvProblem(3, 1, 16, 24, (6, 5), 3, pad=1)),
    # channels not multiples of the tile: K over block.n = 64, C over block.k = 8 / 16 / 32
    ("fwd_2d_fp32_generic", runtime.ConvProblem(1, 1, 37, 70, (4, 5), 3, pad=1)),
    ("fwd_2d_fp16_vec4", runtime.ConvProblem(2, 1, 36, 68, (5, 4), 3, stride=2, pad=1)),
    ("fwd_1d_bf16_mma128x128", runtime.ConvProblem(1, 2, 24, 136, (9,), 3, pad=1)),
    ("fwd_2d_fp32_1x1", runtime.ConvProblem(1, 1, 20, 68, (9, 9), 1)),
    ("fwd_2d_bf16_1x1_strided", runtime.ConvProblem(2, 2, 12, 8, (9, 8), 1, stride=(2, 3))),
    # rows (N * positions) not a multiple of block.m, single-pixel images
    ("fwd_3d_fp32_generic", runtime.ConvProblem(2, 3, 3, 3, (1, 1, 1), 1)),
    ("fwd_1d_fp16_generic", runtime.ConvProblem(1, 1, 1, 1, (1,), 3, pad=1)),
    # a filter larger than the input, covered by padding
    ("fwd_1d_fp32_generic", runtime.ConvProblem(1, 1, 2, 3, (2,), 5, pad=2)),
    # depthwise and few channels through the GEMM (no forward gather yet)
    ("fwd_2d_fp32_generic", runtime.ConvProblem(8, 2, 1, 1, (9, 9), 3, pad=1)),
    ("fwd_2d_fp16_generic", runtime.ConvProblem(1, 1, 3, 16, (12, 12), 7, stride=2, pad=3)),
], ids=str)
def test_focused_cases(fwd_library, name, problem):
    _assert_matches(fwd_library, name, problem)


@pytest.mark.parametrize("name, problem", [
    ("fwd_2d_fp32_1x1", runtime.ConvProblem(1, 1, 8, 8, (5, 5), 3, pad=1)),
    ("fwd_2d_fp32_1x1", runtime.ConvProblem(1, 1, 8, 8, (5, 5), 1, stride=2)),
    ("fwd_2d_fp32_1x1_strided", runtime.ConvProblem(1, 1, 8, 8, (5, 5), 1, pad=1)),
], ids=str)
def test_one_by_one_refuses_other_shapes(fwd_library, name, problem):
    assert fwd_library.supports(fwd_library.instance(name), problem) is Status.REFUSED_SPECIALIZATION
    with pytest.raises(runtime.UnsupportedProblem) as info:
        fwd_library.forward(np.zeros(problem.x_shape, np.float32),
                            np.zeros(problem.w_shape, np.float32), problem, instance=name)
    assert info.value.rule == "specialization"


def test_select_prefers_tensor_cores_and_the_specialization(fwd_library):
    lib = fwd_library
    dense = runtime.ConvProblem(1, 2, 64, 64, (8, 8), 3, pad=1)
    assert lib.select("forward", dense, "fp16").micro_kernel == "mma_sync"
    one = runtime.ConvProblem(1, 2, 64, 64, (8, 8), 1)
    chosen = lib.select("forward", one, "fp32")     # fp32 has no tensor cores: the 1x1 specialization
    assert chosen.micro_kernel == "fma" and chosen.specialization == "filter1x1_stride1_pad0", chosen.name
    odd = runtime.ConvProblem(1, 2, 3, 5, (8, 8), 3, pad=1)
    chosen = lib.select("forward", odd, "bf16")       # channel tails: tensor cores on padded channels
    assert chosen.micro_kernel != "fma" and chosen.pad_channels, chosen.name


def test_forward_without_instance_checks_shapes(fwd_library):
    problem = runtime.ConvProblem(1, 1, 4, 4, (5, 5), 3, pad=1)
    x = np.zeros(problem.x_shape, np.float32)
    with pytest.raises(ValueError, match="w"):
        fwd_library.forward(x, np.zeros((1, 4, 3, 3, 5), np.float32), problem)
    with pytest.raises(ValueError, match="forward"):
        fwd_library.backward_data(np.zeros(problem.y_shape, np.float32),
                                  np.zeros(problem.w_shape, np.float32), problem,
                                  instance="fwd_2d_fp32_generic")


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
def test_random_problems_generic_fp32(fwd_library, problem, seed):
    _assert_matches(fwd_library, GENERIC[problem.spatial_dim], problem, seed=seed)


def test_few_channel_gather_takes_few_channels_only(fwd_library):
    """Past 16 channels per group the forward few-channel gather refuses (the GEMM kernels
    are faster there), so select does not prefer the specialization for a dense layer."""
    lib = fwd_library
    dense = runtime.ConvProblem(1, 2, 64, 64, (8, 8), 3, pad=1)
    assert lib.supports("fwd_2d_fp32_few_c4", dense) is Status.REFUSED_FEW_CHANNELS
    assert lib.select("forward", dense, "fp32").specialization == "winograd_2x2_3x3"   # 3x3 stride 1, C = K = 64
    grouped = runtime.ConvProblem(32, 1, 8, 8, (8, 8), 3, pad=1)
    chosen = lib.select("forward", grouped, "fp32")   # rule (1b): the few-channel staged tile
    assert chosen.specialization == "few_channels" and chosen.staged_tile and chosen.group_channels == 8, chosen.name
    assert lib.supports("fwd_2d_fp32_few_c3", runtime.ConvProblem(1, 1, 3, 40, (9, 9), 3)) \
        is Status.REFUSED_FEW_CHANNELS            # K = 40: not a multiple of 32 slots


def test_select_takes_the_depthwise_tile(fwd_library):
    """Rule (1b): a depthwise layer takes the staged-tile kernel (1.3-2.2x the gathers on
    the H200 at stride 1, 1.2-1.5x at stride 2), (1c) the 7-position tile where its
    register window holds the filter width (3x3, 5x5), the 4-position one for 7x7 and at
    stride 2 (its (3, 2) window); a gather where no tile applies (dilation past the
    shared memory)."""
    lib = fwd_library
    for kind in ("fp16", "bf16", "fp32"):
        one = runtime.ConvProblem(64, 2, 1, 1, (12, 12), 3, pad=1)
        assert lib.select("forward", one, kind).name == f"fwd_2d_{kind}_depthwise_tile7"
        _assert_matches(lib, f"fwd_2d_{kind}_depthwise_tile7", one, seed=2)
        seven = runtime.ConvProblem(64, 2, 1, 1, (12, 12), 7, pad=3)
        assert lib.select("forward", seven, kind).name == f"fwd_2d_{kind}_depthwise_tile"
        two = runtime.ConvProblem(64, 2, 1, 1, (12, 12), 3, stride=2, pad=1)
        assert lib.select("forward", two, kind).name == f"fwd_2d_{kind}_depthwise_tile"
        _assert_matches(lib, f"fwd_2d_{kind}_depthwise_tile", two, seed=7)
        wide = runtime.ConvProblem(64, 1, 1, 1, (6, 410), 3, dilation=(1, 200), pad=(1, 200))
        assert lib.supports(f"fwd_2d_{kind}_depthwise_tile", wide) is Status.REFUSED_DEPTHWISE_TILE
        chosen = lib.select("forward", wide, kind)
        assert chosen.specialization == "depthwise" and chosen.tile_rows == 0


def test_select_takes_the_few_channel_kernels_for_eight_channels(fwd_library):
    """Criterion staged-mma: forward with C = K = 8 per group and several taps takes the
    few-channel staged tile on tensor cores at stride 1 (any width) and at stride 2 on outputs
    at least 14 wide, and it matches; a strided output narrower than that goes back to the
    other instances (merged groups first on rows of at most 16 positions); 16 channels take a
    tensor-core tile."""
    lib = fwd_library
    eight = runtime.ConvProblem(32, 2, 8, 8, (8, 30), 3, pad=1)
    assert any(i.micro_kernel == "mma_sync" and not i.staged_tile for i in lib.candidates("forward", eight, "fp16"))
    chosen = lib.select("forward", eight, "fp16")
    assert chosen.name.startswith("fwd_2d_fp16_few_tile_c8_mma_")
    _assert_matches(lib, chosen.name, eight, seed=5)
    narrow = runtime.ConvProblem(32, 2, 8, 8, (8, 8), 3, pad=1)
    chosen = lib.select("forward", narrow, "fp16")   # 8 output rows: the 8-row staged tile
    assert chosen.specialization == "few_channels" and chosen.micro_kernel == "mma_sync" and chosen.tile_rows == 8, chosen.name
    strided = runtime.ConvProblem(12, 2, 8, 8, (19, 40), 3, stride=2, pad=1)      # 10 x 20 outputs
    chosen = lib.select("forward", strided, "fp16")   # 10 output rows: the 4-row tile wastes fewer
    assert chosen.specialization == "few_channels" and chosen.micro_kernel == "mma_sync" and chosen.tile_rows == 4, chosen.name
    _assert_matches(lib, chosen.name, strided, seed=6)
    strided_narrow = runtime.ConvProblem(32, 2, 8, 8, (15, 15), 3, stride=2, pad=1)   # 8 x 8 outputs
    assert lib.select("forward", strided_narrow, "fp16").merge_groups == 4
    sixteen = runtime.ConvProblem(32, 2, 16, 16, (8, 8), 3, pad=1)
    assert lib.select("forward", sixteen, "fp16").micro_kernel == "mma_sync"


@pytest.mark.parametrize("dtype", ["fp16", "bf16"])
def test_select_takes_the_staged_tile_that_fills(fwd_library, dtype):
    """Criterion staged-fill among the tensor-core staged tiles: output rows that 4 divides and
    8 does not (12 here, ResNeXt's 28) run the 4 x 28 tile at stride 1 and 2, 14-wide outputs
    (RegNet's) the 8 x 14 tile; each matches."""
    lib = fwd_library
    twelve = runtime.ConvProblem(8, 1, 8, 8, (12, 28), 3, pad=1)
    strided = runtime.ConvProblem(8, 1, 8, 8, (24, 56), 3, stride=2, pad=1)
    fourteen = runtime.ConvProblem(26, 1, 8, 8, (14, 14), 3, pad=1)
    for problem, seed, tile in ((twelve, 3, "r4"), (strided, 4, "r4"), (fourteen, 5, "r8")):
        chosen = lib.select("forward", problem, dtype)
        assert chosen.name == f"fwd_2d_{dtype}_few_tile_c8_mma_{tile}", (problem, chosen.name)
        _assert_matches(lib, chosen.name, problem, seed=seed)
    assert twelve.output == strided.output == (12, 28)


@pytest.mark.parametrize("dtype", ["fp16", "bf16", "fp32"])
def test_select_takes_the_few_channel_tile_for_four_channels(fwd_library, dtype):
    """A ResNeXt-style C = K = 4 layer at stride 1 runs the few-channel staged tile (2.2x
    the gather on the H200) and matches the reference; C != K, or C = K = 2, is refused
    by the tile (C = 2 already by its 4-wide X vectors: channels-vector-width; K = 8
    with C = 4 by few-channels: it is compiled for C = K = thread.n) and select takes
    another instance (the gather, or for 16-bit C = 4 K = 8 the tap-packed tensor-core tile)."""
    lib = fwd_library
    four = runtime.ConvProblem(20, 2, 4, 4, (9, 30), 3, pad=1)
    chosen = lib.select("forward", four, dtype)
    assert chosen.name == f"fwd_2d_{dtype}_few_tile_c4" and chosen.tile_rows == 8
    _assert_matches(lib, chosen.name, four, seed=5)
    uneven = runtime.ConvProblem(20, 1, 4, 8, (9, 10), 3, pad=1)
    assert lib.supports(f"fwd_2d_{dtype}_few_tile_c4", uneven) is Status.REFUSED_FEW_CHANNELS
    assert lib.select("forward", uneven, dtype).tile_rows == 0
    two = runtime.ConvProblem(20, 1, 2, 2, (9, 10), 3, pad=1)
    assert lib.supports(f"fwd_2d_{dtype}_few_tile_c4", two) is Status.REFUSED_C_VECTOR
    assert lib.select("forward", two, dtype).tile_rows == 0


def test_stem_takes_the_tap_packed_tensor_core_tile(fwd_library):
    """Rule (00) with tap_channels: the RGB stem (C = 3 <= 4) on 16-bit data takes the
    mma_sync tile packing whole taps into its k-steps over the few-channel gather (rule
    (0) orders the two) -- on C = 3 the one reading X padded to 4 channels, on C = 2 the
    one packing taps of 2 channels, reading X element by element -- and it is right; C = 8 is refused by it (tap-channels) and goes
    to a few-channel kernel (at stride 1 the staged tile); fp32 has no tensor-core tile and keeps the gather."""
    lib = fwd_library
    stem = runtime.ConvProblem(1, 2, 3, 16, (15, 13), 7, stride=2, pad=3)
    two = runtime.ConvProblem(1, 2, 2, 16, (15, 13), 7, stride=2, pad=3)
    # rows too wide for the input image (refusal input-image): the pipelined tiles
    wide_stem = runtime.ConvProblem(1, 1, 3, 16, (9, 3000), 7, stride=2, pad=3)
    wide_two = runtime.ConvProblem(1, 1, 2, 16, (9, 3000), 7, stride=2, pad=3)
    for dtype in ("fp16", "bf16"):
        for problem in (stem, two):                     # C <= 4: the input image (criterion input-image)
            chosen = lib.select("forward", problem, dtype)
            assert chosen.input_image and chosen.tap_channels == 4, chosen.name
            _assert_matches(lib, chosen.name, problem, seed=11)
        chosen = lib.select("forward", wide_stem, dtype)  # C = 3: padded to 4 (criterion padded-channels)
        assert chosen.pad_channels == 4 and chosen.tap_channels == 4 and not chosen.input_image, chosen.name
        _assert_matches(lib, chosen.name, wide_stem, seed=11)
        chosen = lib.select("forward", wide_two, dtype)   # C = 2: padding doubles it (channel-tails: the padded tile after)
        assert chosen.tap_channels == 2 and chosen.pad_channels == 0, chosen.name   # taps of 2: no zero channels
        _assert_matches(lib, chosen.name, wide_two, seed=11)
    chosen = lib.select("forward", stem, "fp32")     # no tensor cores: the few-channel gather
    assert chosen.micro_kernel == "fma" and chosen.specialization == "few_channels" and not chosen.staged_tile, chosen.name
    eight = runtime.ConvProblem(32, 2, 8, 8, (8, 30), 3, pad=1)
    assert lib.supports("fwd_2d_fp16_mma_taps4", eight) is Status.REFUSED_TAP_CHANNELS
    with pytest.raises(runtime.UnsupportedProblem) as info:
        lib.forward(np.zeros(eight.x_shape, np.float16), np.zeros(eight.w_shape, np.float16),
                    eight, instance="fwd_2d_fp16_mma_taps4")
    assert info.value.rule == "tap-channels"
    chosen = lib.select("forward", eight, "fp16")    # staged-mma: the 8-row staged tile on tensor cores
    assert chosen.micro_kernel == "mma_sync" and chosen.staged_tile and chosen.tile_rows == 8, chosen.name


@pytest.mark.parametrize("dtype", ["fp16", "bf16"])
def test_select_takes_the_k_wide_tile_for_few_input_channels(fwd_library, dtype):
    """Criterion exact-width: a forward 1x1 layer of at most 24 input and at least 96 output
    channels (EfficientNet's / MobileNetV2's expand layers) runs the mma_sync 1x1 tile exactly
    K wide, and it matches; 32 input channels, or a K no tile matches, keep the other order."""
    lib = fwd_library
    for c, k, width in ((16, 96, 96), (24, 144, 144)):
        problem = runtime.ConvProblem(1, 2, c, k, (6, 10), 1)
        chosen = lib.select("forward", problem, dtype)
        assert chosen.name == f"fwd_2d_{dtype}_mma_1x1_128x{width}" and chosen.block[1] == k
        _assert_matches(lib, chosen.name, problem, seed=c)
    # On sm_90 the wgmma tiles come first (wgmma-filled, tma-loads) unless exact-width puts the
    # K-wide tile ahead; the cpu library has no wgmma tiles, so the key is checked directly.
    ids = [c.id for c in selection.CRITERIA]
    assert ids.index("exact-width") < ids.index("wgmma-filled") < ids.index("tma-loads")
    key = next(c.key for c in selection.CRITERIA if c.id == "exact-width")
    ctx = selection.Context(fill=1.0, fills_device=True, modelled_bytes=None)
    tile = lib.instance(f"fwd_2d_{dtype}_mma_1x1_128x96")
    assert key(tile, runtime.ConvProblem(1, 2, 16, 96, (6, 10), 1), ctx) is False      # first
    for c, k, f in ((32, 96, 1), (16, 112, 1), (16, 96, 3)):      # more channels, another K, taps
        assert key(tile, runtime.ConvProblem(1, 2, c, k, (6, 10), f, pad=f // 2), ctx) is True
    assert key(lib.instance(f"fwd_2d_{dtype}_mma_1x1"), runtime.ConvProblem(1, 2, 16, 96, (6, 10), 1), ctx)


@pytest.mark.parametrize("dtype", ["fp16", "bf16"])
def test_select_takes_the_32_column_tile_for_32_channel_3d_layers(fwd_library, dtype):
    """Criterion work-fill: a 3D layer of 32 channels with several taps runs the 256x32 tile
    (every column and k-step full), and it matches; at 64 channels a wider tile comes first."""
    lib = fwd_library
    narrow = runtime.ConvProblem(1, 1, 32, 32, (3, 5, 6), 3, pad=1)
    chosen = lib.select("forward", narrow, dtype)
    assert chosen.name == f"fwd_3d_{dtype}_mma256x32"
    _assert_matches(lib, chosen.name, narrow, seed=5)
    wide = runtime.ConvProblem(1, 1, 64, 128, (3, 5, 6), 3, pad=1)
    assert lib.select("forward", wide, dtype).name != f"fwd_3d_{dtype}_mma256x32"
    # the key: under half the multiply-adds useful (32 of 128 columns) goes later, 1x1 never
    key = next(c.key for c in selection.CRITERIA if c.id == "work-fill")
    square = lib.instance(f"fwd_3d_{dtype}_mma128x128")
    quarter = selection.Context(fill=selection.tile_fill(square, narrow), fills_device=True, modelled_bytes=None)
    assert quarter.fill == 0.25 and key(square, narrow, quarter) is True
    one_tap = runtime.ConvProblem(1, 1, 32, 32, (3, 5, 6), 1)
    assert key(square, one_tap, quarter) is False


@pytest.mark.build
def test_staged_tile_mma_channels_and_stores(write_spec):
    """The tensor-core staged tile beyond the shipped shape: C = K = 16 (warp.n 16: one tap's 16
    channels a k16 step, K in two n8 tiles) and the output stored in 16-byte vectors through a
    per-warp scratch (the output's vector 8; bench/experiments/few_tile_mma_{w8,stores}.yaml),
    forward and backward-data, 2D and 3D, on the few-channel tile problems of their C (filters 3-7,
    row and column tails, strides, dilation, G past a block's groups), against the float64
    reference with the output poisoned; the other channel counts are refused by name."""
    spec = write_spec("""\
        library: staged_mma_variants
        defaults:
          signature: {layout: channels_last, accumulator: fp32, data_type: bf16, spatial_dim: [2, 3]}
          algorithm: {micro_kernel: mma_sync, specialization: few_channels,
                      block: {m: 16, n: 64, k: 7}, tile_rows: 8}
          targets: [sm_80]
        instances:
          - name: fwd_{spatial_dim}d_c16_pairs
            signature: {direction: forward}
            algorithm: {warp: {m: 16, n: 16}, vector: {x: 8, y: 2, w: 8}}
          - name: fwd_{spatial_dim}d_c{warp.n}_vectors
            signature: {direction: forward}
            algorithm: {warp: [{m: 16, n: 8}, {m: 16, n: 16}], vector: {x: 8, y: 8, w: 8}}
          - name: bwd_data_{spatial_dim}d_c16_pairs
            signature: {direction: backward_data}
            algorithm: {warp: {m: 16, n: 16}, vector: {x: 2, y: 8, w: 8}}
          - name: bwd_data_{spatial_dim}d_c{warp.n}_vectors
            signature: {direction: backward_data}
            algorithm: {warp: [{m: 16, n: 8}, {m: 16, n: 16}], vector: {x: 8, y: 8, w: 8}}
        """)
    library = runtime.build(str(spec), platform="cpu", quiet=True)
    assert len(library.instances) == 12
    for inst in library.instances:
        channels = inst.group_channels
        problems = check.few_channel_tile_problems(inst.spatial_dim)
        own = [p for p in problems if p.C == channels]
        for problem in problems:
            if problem.C != channels:    # C = 1-4: not 16-byte vectors of C; else not the tile's C
                assert library.supports(inst, problem) in (Status.REFUSED_C_VECTOR, Status.REFUSED_FEW_CHANNELS)
        ran = 0
        for seed, problem in enumerate(own):
            if library.supports(inst, problem) is not Status.OK:
                continue
            result, _ = check.run_instance(library, inst, problem, seed=seed)
            assert result.ok, f"{inst.name} on {problem}: {result.message}"
            ran += 1
        assert ran >= min(3, len(own)), (inst.name, ran)
