"""Padded channels (algorithm.pad_channels, kernels/padded_channels.mako): an instance runs a
problem whose C or K per group is not a multiple of P as the problem of C' = roundup(C, P)
and K' = roundup(K, P) channels -- the inputs zero-padded in the workspace, the output
computed padded there and compacted -- in all three directions.  The flow: parse and rules
(accepted and rejected cases), the plan's ChannelPadding, emission, refusals at run time
(an aligned problem goes to the plain instances), selection (criteria padded-channels and
channel-tails), numerics against the float64 reference on the cpu platform for the shipped
padded instances (every direction and dimension, fp16 and bf16, grouped and dense, poisoned
outputs) with dense, strided and misaligned tensors.

The build tests use the session's cpu builds of the three shipped specs (which other tests
build anyway), so selection sees every instance the padded ones compete with."""

from __future__ import annotations

import pytest

from codegen.errors import SpecError
from codegen.model import TensorRole
from codegen.parse import parse_file, parse_text
from codegen.plan import ChannelPadding
from codegen.rules import Rule
from codegen.status import Status
from runtime import check
from runtime.problem import ConvProblem as P
from runtime.selection import explain, padding_factor

from conftest import REPO_ROOT, require_tools

FWD = ("micro_kernel: mma_sync, block: {m: 128, n: 64, k: 16}, warp: {m: 32, n: 64}, stages: 3, "
       "vector: {x: 4, w: 4, y: 8}, tap_channels: 4")
WGT = ("micro_kernel: mma_sync, block: {m: 64, n: 128, k: 32}, warp: {m: 32, n: 32}, stages: 4, "
       "vector: {x: 4, w: 1, y: 8}, split_k: auto")
# the shipped channel-tail tiles (specs/*.yaml, *_pad8)
TAIL = ("micro_kernel: mma_sync, block: {m: 128, n: 64, k: 32}, warp: {m: 64, n: 32}, stages: 4, "
        "vector: 8, pad_channels: 8")
TAIL_WGT = ("micro_kernel: mma_sync, block: {m: 64, n: 128, k: 32}, warp: {m: 32, n: 64}, stages: 4, "
            "vector: 8, split_k: auto, pad_channels: 8")
TAILS = {"forward": TAIL, "backward_data": TAIL, "backward_weight": TAIL_WGT}
DIRECTIONS = tuple(TAILS)


def _spec(algorithm: str, direction: str = "forward", layout: str = "channels_last",
          epilogue: str = "acc", dims: int = 2) -> str:
    return ("library: t\n"
            "instances:\n"
            "  - name: t\n"
            f"    signature: {{direction: {direction}, spatial_dim: {dims}, data_type: bf16, layout: {layout}, "
            f"epilogue: \"{epilogue}\"}}\n"
            f"    algorithm: {{{algorithm}}}\n"
            "    targets: [sm_80]\n")


# --------------------------------------------------------------------------
# parse and rules
# --------------------------------------------------------------------------

@pytest.mark.parametrize("algorithm, direction", [(FWD + ", pad_channels: 4", "forward"),
                                                  (WGT + ", pad_channels: 4", "backward_weight"),
                                                  (TAIL, "forward"), (TAIL, "backward_data"),
                                                  (TAIL_WGT, "backward_weight")])
def test_pad_channels_parses_in_every_direction(algorithm, direction):
    spec = parse_text(_spec(algorithm, direction), "t.yaml")
    assert spec.instances[0].algorithm.pad_channels in (4, 8)


@pytest.mark.parametrize("direction, epilogue", [("forward", "relu(acc + bias)"), ("forward", "alpha * acc"),
                                                 ("forward", "acc + bias"), ("backward_data", "alpha * acc")])
def test_pad_channels_takes_epilogues_the_copy_out_keeps_exact(direction, epilogue):
    """Scalars and the bias (padded like the output) apply in the padded kernel itself."""
    spec = parse_text(_spec(TAIL, direction, epilogue=epilogue), "t.yaml")
    assert spec.instances[0].signature.epilogue.text == epilogue


def test_pad_channels_is_one_of_the_choices():
    with pytest.raises(SpecError) as caught:
        parse_text(_spec(FWD + ", pad_channels: 3"), "t.yaml")
    text = str(caught.value)
    assert "pad_channels" in text and "4" in text and "8" in text


@pytest.mark.parametrize("algorithm, direction, layout, epilogue", [
    (FWD.replace("x: 4, w: 4", "x: 1, w: 4") + ", pad_channels: 4", "forward", "channels_last", "acc"),
    (FWD + ", pad_channels: 4", "forward", "group_first", "acc"),
    (TAIL, "backward_data", "group_first", "acc"),
    (WGT + ", pad_channels: 4", "backward_weight", "channels_last", "acc + beta * out"),
    (TAIL, "forward", "channels_last", "acc + beta * out"),
    (TAIL, "forward", "channels_last", "acc + residual"),
    (TAIL, "backward_data", "channels_last", "acc + beta * out"),
    (TAIL.replace("stages: 4,", "stages: 4, merge_groups: 2,"), "forward", "channels_last", "acc"),
    (TAIL + ", specialization: filter1x1_stride1_pad0", "forward", "channels_last", "acc"),
], ids=["vector_x_not_padded", "group_first", "group_first_backward_data", "weight_epilogue",
        "forward_reads_out", "forward_reads_residual", "backward_data_reads_out", "merge_groups",
        "specialization"])
def test_pad_channels_rejected_where_it_cannot_work(algorithm, direction, layout, epilogue):
    with pytest.raises(SpecError) as caught:
        parse_text(_spec(algorithm, direction, layout, epilogue), "t.yaml")
    assert caught.value.rule is Rule.PAD_CHANNELS, str(caught.value)
    assert "[rule pad-channels]" in str(caught.value)


def test_the_rule_names_every_direction_and_the_epilogue_limit():
    statement = Rule.PAD_CHANNELS.statement
    for needle in ("forward, backward_data and backward_weight", "roundup(C, P)", "roundup(K, P)",
                   "out, residual", "channels_last", "merge_groups"):
        assert needle in statement, needle


# --------------------------------------------------------------------------
# the plan's descriptor and the emitted source
# --------------------------------------------------------------------------

def _plan(algorithm: str, direction: str, epilogue: str = "acc"):
    from codegen.emit import kernel_plan
    inst = parse_text(_spec(algorithm, direction, epilogue=epilogue), "t.yaml").instances[0]
    return kernel_plan(inst, "t.yaml", "t", "python -m codegen t.yaml")


@pytest.mark.parametrize("direction, padded, written, bias", [
    ("forward", {"x": "C", "w": "C", "y": "K"}, TensorRole.Y, "K"),
    ("backward_data", {"dx": "C", "w": "C", "dy": "K"}, TensorRole.X, None),
    ("backward_weight", {"x": "C", "dw": "C", "dy": "K"}, TensorRole.W, None),
])
def test_channel_padding_describes_the_tensors(direction, padded, written, bias):
    padding = _plan(TAILS[direction], direction).channel_padding
    assert isinstance(padding, ChannelPadding) and padding.multiple == 8
    assert {t.name: t.channels for t in padding.tensors} == padded
    assert padding.output.role is written and padding.tensors[-1] is padding.output
    assert [t.role for t in padding.tensors if t.k_rows] == [TensorRole.W]     # the filter's K rows
    assert padding.bias == bias          # forward's optional bias (epilogue acc) is padded along K
    assert _plan(TAILS[direction].replace(", pad_channels: 8", ""), direction).channel_padding is None


@pytest.mark.parametrize("direction", DIRECTIONS)
def test_padded_source_wraps_the_padded_problem(direction):
    from codegen.emit import emit
    files = {f.path: f.content for f in emit(parse_text(_spec(TAILS[direction], direction), "t.yaml"), "t.yaml")}
    source = files["src/t.cpp"]
    for needle in ("hipconv_t_padded_run(", "hipconv_t_padded_supports(", "hipconv_t_padded_workspace_size(",
                   "t_pad_rows", "t_unpad_rows", 'extern "C" int32_t hipconv_t_run(',
                   'extern "C" int32_t hipconv_t_supports(', "HIPCONV_REFUSED_PAD_CHANNELS",
                   "constexpr int kPadChannels = 8;", "zero-padded to multiples of 8 in the workspace",
                   "bool padded_problem("):
        assert needle in source, needle
    assert ("BiasElement" in source) == (direction == "forward")
    assert "% if" not in source and "${" not in source
    plain = {f.path: f.content for f in emit(parse_text(_spec(TAILS[direction].replace(", pad_channels: 8", ""),
                                                              direction), "t.yaml"), "t.yaml")}["src/t.cpp"]
    assert "_padded" not in plain and "pad_rows" not in plain


def test_the_shipped_specs_carry_padded_tail_instances():
    """A few padded tiles per spec (CI compiles each one for nvcc and hipcc): each direction's
    tail tiles cover 1D/2D/3D x fp16/bf16 on mma_sync (sm_80 and up) and again on the Hopper
    TMA tiles (sm_90a), at most 16 a spec."""
    for stem, direction in (("fwd", "forward"), ("bwd_data", "backward_data"), ("bwd_weight", "backward_weight")):
        spec = parse_file(str(REPO_ROOT / "specs" / f"{stem}.yaml"))
        tails = [i for i in spec.instances if i.algorithm.pad_channels == 8]
        assert 1 <= len(tails) <= 16, stem
        for micro_kernel in ("mma_sync", "wgmma"):
            family = [i for i in tails if i.algorithm.micro_kernel.value == micro_kernel]
            assert {i.signature.spatial_dim for i in family} == {1, 2, 3}, (stem, micro_kernel)
            assert {i.signature.x.data_type.value for i in family} == {"fp16", "bf16"}, (stem, micro_kernel)
        for inst in tails:
            assert inst.direction.value == direction and inst.name.endswith("_pad8")


# --------------------------------------------------------------------------
# selection keys (no build)
# --------------------------------------------------------------------------

def test_padding_factor_and_the_criteria_order():
    from runtime.selection import CRITERIA
    ids = [c.id for c in CRITERIA]
    assert ids.index("padded-channels") < ids.index("channel-tails") < ids.index("tensor-cores")

    class Padded:
        pad_channels = 8
    assert padding_factor(Padded, P(1, 1, 18, 26, (4, 4), (3, 3))) == pytest.approx(24 * 32 / (18 * 26))
    assert padding_factor(Padded, P(1, 1, 250, 250, (4, 4), (3, 3))) < 1.1
    assert padding_factor(Padded, P(8, 1, 1, 1, (4, 4), (3, 3))) == 64


def _shipped(stem: str, name: str):
    from runtime.selection_data import manifest_instances
    return manifest_instances(REPO_ROOT / "generated" / stem / "manifest.json")[name]


@pytest.mark.parametrize("stem, direction", [("fwd", "forward"), ("bwd_data", "backward_data")])
def test_padded_tiles_ranked_by_how_much_of_their_k_steps_is_real(stem, direction):
    """Among the padded tiles, one whose k-steps are less than half real channels (a tap's C
    forward, K backward-data) comes after one filling them more: the mma_sync tile's 32-deep
    k-steps on 18 or 26 channels, the TMA tile's 64-deep ones from about 36 channels on (where
    the criteria after channel-tails decide)."""
    from runtime.selection import preference
    mma = _shipped(stem, f"{stem}_2d_bf16_mma128x64_pad8")
    tma = _shipped(stem, f"{stem}_2d_bf16_wgmma_tma128x64_pad8")

    def first(problem):
        return min((mma, tma), key=lambda i: preference(i, problem, multiprocessors=132)).name

    for channels in (18, 26):
        assert first(P(1, 32, channels, channels, (56, 56), (3, 3), pad=1)) == mma.name, channels
    for channels in (45, 52, 230):
        assert first(P(1, 32, channels, channels, (28, 28), (3, 3), pad=1)) == tma.name, channels


def test_padded_strided_forward_takes_the_persistent_tile_on_large_outputs():
    """Forward at a stride above 1 puts the persistent loop after the one-tile-per-block tile,
    except for padded tiles on an output of at least half a 128x128 tile per multiprocessor."""
    from runtime.selection import PADDED_PERSISTENT_MIN_TILES_PER_MULTIPROCESSOR, output_tiles, preference
    persistent = _shipped("fwd", "fwd_3d_bf16_wgmma_tma128x128_persistent_pad8")
    tile = _shipped("fwd", "fwd_3d_bf16_wgmma_tma128x64_pad8")
    large = P(1, 8, 64, 230, (16, 56, 56), (1, 3, 3), stride=(1, 2, 2), pad=(0, 1, 1))
    small = P(1, 8, 921, 512, (4, 7, 7), (3, 1, 1), stride=(2, 1, 1), pad=(1, 0, 0))
    assert output_tiles(persistent, large, 128, 128) >= PADDED_PERSISTENT_MIN_TILES_PER_MULTIPROCESSOR * 132
    assert output_tiles(persistent, small, 128, 128) < PADDED_PERSISTENT_MIN_TILES_PER_MULTIPROCESSOR * 132

    def first(problem):
        return min((persistent, tile), key=lambda i: preference(i, problem, multiprocessors=132)).name

    assert first(large) == persistent.name
    assert first(small) == tile.name


# --------------------------------------------------------------------------
# built on the cpu platform
# --------------------------------------------------------------------------


class _Libraries:
    """The three shipped cpu libraries as one: their instances, and each call sent to the
    library of its instance or direction (the session builds them for other tests anyway)."""

    def __init__(self, by_direction: dict):
        self.by_direction = by_direction
        self.instances = [i for lib in by_direction.values() for i in lib.instances]

    def of(self, inst):
        return self.by_direction[inst.direction]

    def supports(self, inst, problem):
        return self.of(inst).supports(inst, problem)

    def workspace_size(self, inst, problem):
        return self.of(inst).workspace_size(inst, problem)

    def select(self, direction, problem, *args, **kwargs):
        return self.by_direction[direction].select(direction, problem, *args, **kwargs)


@pytest.fixture(scope="module")
def lib(fwd_library, bwd_data_library, bwd_weight_library):
    """Every shipped instance, the padded ones among them, on the cpu platform."""
    return _Libraries({"forward": fwd_library, "backward_data": bwd_data_library,
                       "backward_weight": bwd_weight_library})


def _padded(lib, direction: str, multiple: int = 8, dims: int = 2, dtype: str = "bf16"):
    found = [i for i in lib.instances if i.direction == direction and i.pad_channels == multiple
             and i.x_type == dtype and i.spatial_dim == dims]
    assert found, (direction, multiple, dims, dtype)
    return found[0]


STEM = P(1, 2, 3, 16, (11, 10), (7, 7), stride=2, pad=3)       # the stem's shape, small
TAIL_2D = P(2, 2, 18, 26, (6, 5), (3, 3), pad=1)                 # grouped, both channel tails


@pytest.mark.build
@pytest.mark.parametrize("direction", DIRECTIONS)
def test_an_aligned_problem_is_refused_with_the_rule(lib, direction):
    """The wrapper takes C % P != 0 or K % P != 0 and leaves aligned problems to the plain
    tiles (refusal pad-channels); a tail on either side alone is taken."""
    inst = _padded(lib, direction)
    for c, k in ((8, 16), (16, 8), (24, 40)):
        aligned = P(1, 2, c, k, (6, 5), (3, 3), pad=1)
        assert lib.supports(inst, aligned) is Status.REFUSED_PAD_CHANNELS, (c, k)
        assert Status.REFUSED_PAD_CHANNELS.slug == "pad-channels"
    for c, k in ((18, 16), (16, 26), (1, 1), (250, 3)):
        assert lib.supports(inst, P(1, 2, c, k, (6, 5), (3, 3), pad=1)) is Status.OK, (c, k)
    # the workspace holds the padded copies: at least the padded filter, G x K' x taps x C' bf16
    assert lib.workspace_size(inst, TAIL_2D) >= 2 * 32 * 9 * 24 * 2


@pytest.mark.build
@pytest.mark.parametrize("direction", ["forward", "backward_weight"])
def test_the_stem_instances_take_three_channels(lib, direction):
    inst = _padded(lib, direction, multiple=4)
    assert lib.supports(inst, STEM) is Status.OK
    assert lib.workspace_size(inst, STEM) >= 2 * 11 * 10 * 4 * 2            # X padded, bf16
    assert lib.supports(inst, P(1, 2, 4, 16, (11, 10), (7, 7), stride=2, pad=3)) is Status.REFUSED_PAD_CHANNELS


def _padded_instances(lib):
    return sorted((i for i in lib.instances if i.pad_channels), key=lambda i: i.name)


@pytest.mark.build
def test_padded_numerics_against_the_reference(lib):
    """Every shipped padded instance (three directions, 1D/2D/3D, fp16 and bf16) on its
    check problems (runtime.check: the channel tails C, K in {1, 3, 5, 18, 26, 45, 250},
    grouped and dense, then the aligned ones it refuses), the output poisoned first, the
    optional bias on odd seeds (forward)."""
    instances = _padded_instances(lib)
    assert len(instances) == 22          # 18 channel-tail tiles, the 4 stem tiles
    for inst in instances:
        ran, channels = 0, set()
        for seed, problem in enumerate(check.check_problems(lib.of(inst), inst)):
            comparison, _ = check.run_instance(lib.of(inst), inst, problem, seed=seed)
            assert comparison.ok, (inst.name, problem, comparison)
            ran += 1
            channels |= {problem.C, problem.K}
        assert ran >= (4 if inst.pad_channels == 8 else 3), inst.name
        if inst.pad_channels == 8:       # the tails of the issue, both sides
            assert {1, 3, 5, 18, 26, 45, 250} <= channels, (inst.name, channels)


@pytest.mark.build
@pytest.mark.parametrize("direction", DIRECTIONS)
@pytest.mark.parametrize("problem", [TAIL_2D, P(1, 2, 45, 16, (5, 6), (3, 3), pad=1),
                                     P(1, 2, 16, 5, (5, 6), (3, 3), pad=1)],
                         ids=["both_tails", "c_tail", "k_tail"])
def test_padded_strided_tensors(lib, direction, problem):
    """Strided activations (check.run_strided's patterns, the gaps poisoned): the copies read
    and write element by element; a tensor padding leaves as it is runs in place with its
    strides, the gaps intact."""
    inst = _padded(lib, direction)
    for seed, pattern in enumerate(check.STRIDE_PATTERNS):
        if not check.takes_pattern(inst, problem, pattern):
            continue
        status, comparison, gaps_intact = check.run_strided(lib.of(inst), inst, problem, pattern, seed)
        if status is Status.REFUSED_STRIDES:       # an in-place tensor the inner tile cannot stride
            continue
        assert status is Status.OK, (pattern, status)
        assert comparison.ok and gaps_intact, (inst.name, pattern, comparison)


@pytest.mark.build
def test_the_stem_strided(lib):
    for direction in ("forward", "backward_weight"):
        inst = _padded(lib, direction, multiple=4)
        for seed, pattern in enumerate(check.STRIDE_PATTERNS):
            assert check.takes_pattern(inst, STEM, pattern), pattern
            status, comparison, gaps_intact = check.run_strided(lib.of(inst), inst, STEM, pattern, seed)
            assert status is Status.OK, (pattern, status)
            assert comparison.ok and gaps_intact, (inst.name, pattern, comparison)


# channel tails of the layers (small spatial sizes), each padding less than doubles
TAIL_PROBLEMS = [P(1, 2, 18, 36, (8, 8), (3, 3), pad=1),       # HRNet
                 P(1, 2, 26, 26, (8, 8), (3, 3), pad=1),       # Res2Net
                 P(1, 2, 45, 64, (8, 8), (3, 3), pad=1),       # R(2+1)D's 45 (2D here)
                 P(1, 1, 250, 250, (4, 4), (3, 3), pad=1),     # wav2letter's width (2D here)
                 P(1, 2, 5, 26, (8, 8), (3, 3), pad=1),
                 P(1, 2, 64, 18, (8, 8), (3, 3), pad=1)]


@pytest.mark.build
@pytest.mark.parametrize("direction", DIRECTIONS)
@pytest.mark.parametrize("problem", TAIL_PROBLEMS, ids=lambda p: f"C{p.C}_K{p.K}")
def test_select_takes_a_tensor_core_instance_for_a_channel_tail(lib, direction, problem):
    """A channel tail goes to tensor cores (a padded tile, or a tile reading the tail as given
    in vectors of 2 or 4), never to the scalar GEMM, and criterion channel-tails (or
    padded-channels) is what puts the scalar one after it."""
    chosen = lib.select(direction, problem, "bf16", family="channels_last")
    assert chosen.micro_kernel != "fma", chosen.name
    assert chosen.pad_channels or chosen.tail_vectors, chosen.name
    scalar = next(i for i in lib.instances if i.direction == direction and i.micro_kernel == "fma"
                  and i.spatial_dim == 2 and i.specialization == "default" and i.x_type == "bf16"
                  and lib.supports(i, problem) is Status.OK)
    assert explain(chosen, scalar, problem) in ("padded-channels", "channel-tails"), scalar.name


@pytest.mark.build
@pytest.mark.parametrize("direction", DIRECTIONS)
def test_select_keeps_the_specialized_kernels_where_padding_multiplies_the_work(lib, direction):
    """Depthwise C = K = 1 (64x the multiply-adds padded): the depthwise kernels; an aligned
    problem: the plain tiles (the padded ones refuse it)."""
    depthwise = P(16, 2, 1, 1, (8, 8), (3, 3), pad=1)
    chosen = lib.select(direction, depthwise, "bf16", family="channels_last")
    assert chosen.specialization == "depthwise" and not chosen.pad_channels, chosen.name
    aligned = P(1, 2, 32, 64, (8, 8), (3, 3), pad=1)
    chosen = lib.select(direction, aligned, "bf16", family="channels_last")
    assert chosen.micro_kernel == "mma_sync" and not chosen.pad_channels, chosen.name


@pytest.mark.build
@pytest.mark.parametrize("direction", ["forward", "backward_weight"])
def test_select_takes_the_stem_instance_for_three_channels(lib, direction):
    stem = P(1, 1, 3, 64, (9, 3000), (7, 7), stride=2, pad=3)
    assert lib.select(direction, stem, "bf16", family="channels_last").pad_channels == 4


# --------------------------------------------------------------------------
# the tail-vector tiles (*_mma_vec4 / *_mma_vec2: channel tails read as given)
# --------------------------------------------------------------------------

def _tail_vector_instances(lib):
    return sorted((i for i in lib.instances if i.tail_vectors), key=lambda i: i.name)


def test_the_shipped_specs_carry_tail_vector_tiles():
    """Every direction has tiles reading the tail in vectors of 4 and of 2, in 1D / 2D / 3D,
    fp16 and bf16, on tensor cores, with no padding."""
    from runtime.selection_data import shipped_libraries
    for stem, instances in shipped_libraries().items():
        tails = [i for i in instances.values() if i.tail_vectors]
        assert {(i.tail_vectors, i.spatial_dim, i.x_type) for i in tails} == {
            (v, d, t) for v in (2, 4) for d in (1, 2, 3) for t in ("fp16", "bf16")}, stem
        assert all(i.micro_kernel == "mma_sync" and not i.pad_channels for i in tails), stem


def test_tail_vector_tiles_are_told_apart_from_the_other_narrow_readers():
    """Instance.tail_vectors holds only for a default tile reading every tensor in one vector of
    2 or 4: not for the stem's element-wise or padded tiles, nor the few-channel ones."""
    from runtime.selection_data import shipped_libraries
    for instances in shipped_libraries().values():
        for inst in instances.values():
            widths = set(inst.vector.values())
            if inst.tail_vectors:
                assert widths == {inst.tail_vectors} and inst.specialization == "default"
            elif inst.micro_kernel != "fma" and len(widths) == 1 and 1 < min(widths) < 8:
                raise AssertionError(f"{inst.name} reads one narrow vector but is not a tail-vector tile")


@pytest.mark.build
def test_tail_vector_numerics_against_the_reference(lib):
    """Every shipped tail-vector tile on its check problems (runtime.check.tail_vector_problems:
    18 / 26 / 36 / 52 / 20 / 68 / 250 channels, grouped, 1x1, strided, dilated, C past a k-step and K
    past a tile; then the aligned ones), the output poisoned first, against the float64
    reference."""
    instances = _tail_vector_instances(lib)
    assert len(instances) == 36
    for inst in instances:
        channels = set()
        for seed, problem in enumerate(check.check_problems(lib.of(inst), inst)):
            comparison, _ = check.run_instance(lib.of(inst), inst, problem, seed=seed)
            assert comparison.ok, (inst.name, problem, comparison)
            channels |= {problem.C, problem.K}
        wanted = {36, 20, 52, 68} if inst.tail_vectors == 4 else {18, 26, 36, 20, 52, 68, 250}
        assert wanted <= channels, (inst.name, sorted(channels))


ODD_SHAPES = {1: ((9,), (3,)), 2: ((5, 5), (3, 3)), 3: ((3, 4, 4), (3, 3, 3))}


@pytest.mark.build
def test_tail_vector_tiles_refuse_channels_their_vector_does_not_divide(lib):
    """C (or K) not a multiple of the tile's vector: refused with the rule, so such a tail
    goes to a padded tile."""
    for inst in _tail_vector_instances(lib):
        size, filt = ODD_SHAPES[inst.spatial_dim]
        odd = 18 if inst.tail_vectors == 4 else 45
        for c, k in ((odd, 36), (36, odd)):
            status = lib.supports(inst, P(1, 1, c, k, size, filt, pad=1))
            assert status.slug == "channels-vector-width", (inst.name, c, k, status)


@pytest.mark.build
@pytest.mark.parametrize("direction", DIRECTIONS)
def test_select_takes_the_tail_vector_tiles_where_they_were_measured_faster(lib, direction):
    """HRNet's and Res2Net's shapes (bench/results/2026-12-04-h200-run160-tails-vec.json.xz):
    36 / 52 channels a 4-element vector tile, the 1x1 36 -> 18 a 2-element one, in every
    direction; 18 channels on a 3x3 filter a padded tile forward and backward-data (the
    2-element tile measured 0.75-0.83x there), the 2-element tile backward-weight; a tail of
    250 channels a padded tile."""
    def chosen(problem):
        return lib.select(direction, problem, "bf16", family="channels_last")

    assert chosen(P(1, 4, 36, 36, (8, 8), (3, 3), pad=1)).tail_vectors == 4
    assert chosen(P(1, 4, 52, 52, (8, 8), (3, 3), pad=1)).tail_vectors == 4
    assert chosen(P(1, 4, 36, 18, (8, 8), (1, 1))).tail_vectors == 2
    three_by_three = chosen(P(1, 4, 18, 18, (8, 8), (3, 3), pad=1))
    if direction == "backward_weight":
        assert three_by_three.tail_vectors == 2, three_by_three.name
    else:
        assert three_by_three.pad_channels == 8, three_by_three.name
    wide = chosen(P(1, 2, 250, 250, (20,), (7,), pad=3))
    assert wide.pad_channels == 8 and not wide.tail_vectors, wide.name


ALIGNED = [P(1, 2, c, k, size, filt, pad=tuple(f // 2 for f in filt))
           for c, k in ((8, 16), (64, 64), (128, 256), (32, 8))
           for size, filt in (((9,), (3,)), ((9,), (1,)), ((6, 6), (3, 3)), ((6, 6), (1, 1)),
                              ((3, 4, 4), (3, 3, 3)), ((3, 4, 4), (1, 1, 1)))]


@pytest.mark.build
@pytest.mark.parametrize("direction", DIRECTIONS)
def test_select_never_takes_a_tail_vector_tile_without_a_tail(lib, direction):
    """C and K multiples of 8 (1D / 2D / 3D, 1x1 and 3-tap filters): the 16-byte tiles, which
    run the same tile in a half or a quarter of the loads (criterion tensor-cores)."""
    for problem in ALIGNED:
        chosen = lib.select(direction, problem, "bf16", family="channels_last")
        assert not chosen.tail_vectors, (chosen.name, problem)


@pytest.mark.build
def test_select_packs_one_channel_into_taps_of_two(lib):
    """A waveform's first layer (C = 1: wav2letter's k250 s160 into K = 250, wav2vec2's k10 s5
    into 512) and a single-channel volume: the tile packing taps of 2 channels (one zero channel
    in two), not the padded tile (seven in eight, and a copy of X) nor taps of 4 (H200, run 165:
    0.031 against 0.135 ms, 0.079 against 0.090)."""
    for problem in (P(1, 2, 1, 250, (1600,), (250,), stride=160, pad=45),
                    P(1, 2, 1, 512, (3200,), (10,), stride=5),
                    P(1, 1, 1, 16, (4, 8, 8), (3, 3, 3), pad=1)):
        chosen = lib.select("forward", problem, "bf16", family="channels_last")
        assert chosen.tap_channels == 2 and not chosen.pad_channels, (chosen.name, problem)
