"""backward_weight (dW): generation-time rules, the shape of the generated code,
and numerics of the cpu build of specs/bwd_weight.yaml against the float64
reference -- the matrix, split-K (fixed, auto, deterministic), merged groups,
depthwise and the run-time refusals."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

from codegen.emit import emit
from codegen.errors import SpecError
from codegen.micro_kernels import descriptor_of, threads_of
from codegen.model import MicroKernel
from codegen.parse import parse_file, parse_text
from codegen.plan import shared_memory_bytes
from codegen.status import Status
from codegen.validate import Rule
from runtime import ConvProblem, UnsupportedProblem, reference
from runtime.check import compare, random_inputs

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "specs" / "bwd_weight.yaml"
GENERATED = ROOT / "generated" / "bwd_weight"


# --------------------------------------------------------------------------
# rules (generation time)
# --------------------------------------------------------------------------

def _spec_text(algorithm: str, signature: str = "spatial_dim: 2, data_type: fp32",
               direction: str = "backward_weight") -> str:
    return (
        "library: t\n"
        "instances:\n"
        "  - name: t\n"
        f"    signature: {{direction: {direction}, {signature}}}\n"
        f"    algorithm: {{micro_kernel: fma, {algorithm}}}\n"
        "    targets: [gfx90a, sm_80]\n")


DEPTHWISE = "specialization: depthwise"
REJECTED = [
    # depthwise-shape
    ("vector_w", f"block: {{m: 16, n: 64, k: 9}}, thread: {{m: 1, n: 4}}, "
                 f"vector: {{x: 4, y: 4, w: 4}}, {DEPTHWISE}", None, "depthwise-shape"),
    ("thread_n_vs_vector", f"block: {{m: 16, n: 64, k: 9}}, thread: {{m: 1, n: 4}}, "
                           f"vector: {{x: 2, y: 2, w: 1}}, {DEPTHWISE}", None, "depthwise-shape"),
    ("accumulators", f"block: {{m: 16, n: 64, k: 81}}, thread: {{m: 1, n: 4}}, "
                     f"vector: {{x: 4, y: 4, w: 1}}, {DEPTHWISE}", None, "depthwise-shape"),
    # vector-layout: group-first tensors cannot be vectorized along G
    ("group_first_g_vector", f"block: {{m: 16, n: 64, k: 9}}, thread: {{m: 1, n: 4}}, "
                             f"vector: {{x: 4, y: 4, w: 1}}, {DEPTHWISE}",
     "spatial_dim: 2, data_type: fp32, layout: group_first", "vector-layout"),
    # merged-groups: the tile cannot hold the merged groups
    ("groups_not_dividing_rows", "block: {m: 32, n: 64, k: 8}, thread: {m: 4, n: 4}, "
                                 "groups_per_block: 3", None, "merged-groups"),
    ("rows_per_group_below_thread_m", "block: {m: 32, n: 64, k: 8}, thread: {m: 4, n: 4}, "
                                      "groups_per_block: 16", None, "merged-groups"),
    # vector-tile: a dY vector along K must stay inside one merged group's rows
    ("merged_vector_crosses_groups", "block: {m: 64, n: 64, k: 8}, thread: {m: 4, n: 8}, "
                                     "vector: {x: 1, y: 8, w: 1}, groups_per_block: 16",
     "spatial_dim: 2, data_type: fp16", "vector-tile"),
    # split-k-mode
    ("deterministic_without_split", "block: {m: 64, n: 64, k: 8}, thread: {m: 4, n: 4}, "
                                    "deterministic: true", None, "split-k-mode"),
    # option-direction
    ("depthwise_with_merged_groups", f"block: {{m: 16, n: 64, k: 9}}, thread: {{m: 1, n: 4}}, "
                                     f"vector: {{x: 4, y: 4, w: 1}}, {DEPTHWISE}, "
                                     "groups_per_block: 2", None, "option-direction"),
]


@pytest.mark.parametrize("algorithm, signature, rule_id",
                         [r[1:] for r in REJECTED], ids=[r[0] for r in REJECTED])
def test_rejected_at_generation(algorithm, signature, rule_id):
    text = _spec_text(algorithm, signature or "spatial_dim: 2, data_type: fp32")
    with pytest.raises(SpecError) as caught:
        parse_text(text, "t.yaml")
    assert caught.value.rule is not None and caught.value.rule.id == rule_id, str(caught.value)
    assert caught.value.instance == "t"
    assert f"[rule {rule_id}]" in str(caught.value)


def test_split_k_elsewhere_is_deterministic_slices():
    """backward_data's default kernel splits its reduction over taps x K (rule output-split,
    problems of one stride phase), in deterministic slices only: there is no atomic mode."""
    tile = "block: {m: 64, n: 64, k: 8}, thread: {m: 4, n: 4}, split_k: 2"
    spec = parse_text(_spec_text(tile + ", deterministic: true", direction="backward_data"), "t.yaml")
    assert spec.instances[0].algorithm.split_k.count == 2
    with pytest.raises(SpecError) as caught:
        parse_text(_spec_text(tile + ", deterministic: false", direction="backward_data"), "t.yaml")
    assert caught.value.rule is Rule.OUTPUT_SPLIT and "deterministic: true" in str(caught.value)


def test_accepted_shapes_parse():
    for algorithm, signature in [
        (f"block: {{m: 16, n: 64, k: 9}}, thread: {{m: 1, n: 4}}, vector: {{x: 4, y: 4, w: 1}}, "
         f"{DEPTHWISE}", "spatial_dim: 2, data_type: fp32"),
        (f"block: {{m: 64, n: 4, k: 9}}, thread: {{m: 1, n: 1}}, vector: 1, {DEPTHWISE}",
         "spatial_dim: 2, data_type: fp32, layout: group_first"),
        ("block: {m: 32, n: 64, k: 8}, thread: {m: 4, n: 4}, vector: 4, groups_per_block: 8, "
         "split_k: auto, deterministic: true", "spatial_dim: 3, data_type: bf16"),
    ]:
        spec = parse_text(_spec_text(algorithm, signature), "t.yaml")
        assert len(spec.instances) == 1


def test_new_rule_is_documented():
    assert Rule.DEPTHWISE_SHAPE.id == "depthwise-shape"
    assert "thread.m 1" in Rule.DEPTHWISE_SHAPE.statement


# --------------------------------------------------------------------------
# the spec and the generated code (no compiler needed)
# --------------------------------------------------------------------------

@pytest.fixture(scope="module")
def spec():
    return parse_file(str(SPEC))


@pytest.fixture(scope="module")
def sources(spec):
    files = emit(spec, "specs/bwd_weight.yaml")
    return {f.path: f.content for f in files}


def test_spec_contents(spec):
    insts = [i for i in spec.instances if i.algorithm.micro_kernel.value != "reference"]
    assert 40 <= len(insts) <= 330   # a bound on accidental cross products, not a target (282 shipped)
    assert not spec.dropped
    mma = [i for i in insts if i.algorithm.micro_kernel.value == "mma_sync"]
    assert {i.signature.spatial_dim for i in mma} == {1, 2, 3}
    assert {i.signature.x.data_type.value for i in mma} == {"fp16", "bf16"}
    tma = [i for i in insts if i.algorithm.loads.value == "tma"]
    assert {i.signature.spatial_dim for i in tma} == {1, 2, 3}
    assert {i.signature.x.data_type.value for i in tma} == {"fp16", "bf16"}
    assert any(i.algorithm.deterministic for i in mma)
    assert any(i.algorithm.groups_per_block > 1 for i in mma)
    mfma = [i for i in insts if i.algorithm.micro_kernel.value == "mfma"]
    assert {i.signature.spatial_dim for i in mfma} == {1, 2, 3}
    assert {i.signature.x.data_type.value for i in mfma} == {"fp16", "bf16"}
    assert any(i.algorithm.deterministic for i in mfma)
    assert any(i.algorithm.groups_per_block > 1 for i in mfma)
    assert {i.signature.spatial_dim for i in insts} == {1, 2, 3}
    kinds = {(i.algorithm.split_k.label, i.algorithm.deterministic) for i in insts}
    assert {("1", False), ("2", False), ("3", False), ("7", False), ("auto", False),
            ("3", True), ("auto", True)} <= kinds
    assert any(i.algorithm.groups_per_block > 1 for i in insts)
    specs = {i.algorithm.specialization.value for i in insts}
    assert specs == {"default", "depthwise", "filter1x1_stride1_pad0", "filter1x1_pad0", "few_channels",
                     "winograd_2x2_3x3", "tap_window"}


def test_generated_folder_is_current(sources):
    """generated/bwd_weight holds what the generator emits now (kernels and registry)."""
    for path, content in sources.items():
        if path.startswith("src/"):
            on_disk = (GENERATED / path).read_text(encoding="utf-8")
            assert on_disk == content, f"{path} is stale: python -m codegen specs/bwd_weight.yaml"


def _src(sources, name):
    return sources[f"src/{name}.cpp"]


def test_only_the_needed_output_code_is_emitted(sources):
    plain = _src(sources, "bwd_weight_2d_fp32_generic")
    assert "atomic_add" not in plain and "_finish" not in plain and "workspace[" not in plain
    assert "hipDeviceAttributeMultiprocessorCount" not in plain

    fp32_split = _src(sources, "bwd_weight_2d_fp32_split3")       # atomics into dW itself
    assert "hipconv::atomic_add(params.dw" in fp32_split
    assert "hipMemsetAsync(params.dw" in fp32_split
    assert "_finish" not in fp32_split and "params.workspace" not in fp32_split
    assert "store_vec" not in fp32_split and "hipDeviceAttributeMultiprocessorCount" not in fp32_split

    two_stage = _src(sources, "bwd_weight_2d_bf16_split3")        # fp32 workspace + convert
    assert "hipconv::atomic_add(params.workspace" in two_stage
    assert "bwd_weight_2d_bf16_split3_finish" in two_stage
    assert "atomic_add(params.dw" not in two_stage

    det = _src(sources, "bwd_weight_2d_bf16_det3")                # slices + ordered reduction
    assert "atomic_add" not in det
    assert "for (int s = 0; s < params.splits; ++s)" in det

    auto = _src(sources, "bwd_weight_2d_fp32_splitauto")          # both paths, chosen at run time
    assert "hipDeviceAttributeMultiprocessorCount" in auto
    assert "if (params.splits == 1)" in auto

    depthwise = _src(sources, "bwd_weight_2d_fp32_depthwise")
    assert "a_smem" not in depthwise and "__shared__ float red[kTeams][kColumns];" in depthwise


def test_depthwise_shared_memory_matches_template(spec):
    for inst in spec.instances:
        if inst.algorithm.specialization.value == "depthwise":
            alg = inst.algorithm
            # red[row teams][block.n]: block.m / thread.m teams (thread.m rows per run)
            assert shared_memory_bytes(inst) == alg.block.m // alg.thread.m * alg.block.n * 4


# --------------------------------------------------------------------------
# numerics on the cpu build
# --------------------------------------------------------------------------

@pytest.fixture(scope="session")
def lib(bwd_weight_library):
    return bwd_weight_library


def _inputs(lib, name, problem, seed):
    inst = lib.instance(name)
    return random_inputs(problem, {"x": inst.dtype_of("x"), "y": inst.dtype_of("y")}, seed)


def _check(lib, name, problem, seed=0):
    inputs = _inputs(lib, name, problem, seed)
    out = lib.backward_weight(inputs["x"], inputs["y"], problem, instance=name, poison=True)
    assert out.shape == problem.w_shape
    ref = reference.backward_weight(inputs["x"], inputs["y"], problem)
    result = compare(out, ref, lib.instance(name).w_type)
    assert result.ok, f"{name} on {problem}: {result.message}"
    return out


P = ConvProblem
# C and K not multiples of any tile; G > 1; N = 1; strides 1-3; dilation 1-2; asymmetric padding.
SCALAR_PROBLEMS = {
    1: [P(2, 1, 3, 5, (13,), (3,), stride=2, dilation=2, pad=2, pad_right=1),
        P(1, 2, 5, 3, (11,), (4,), stride=3, pad=0, pad_right=2)],
    2: [P(2, 1, 3, 70, (7, 6), (3, 2), stride=(2, 1), dilation=(1, 2), pad=(1, 0),
          pad_right=(0, 2)),                                                  # 2 row tiles
        P(1, 2, 9, 5, (6, 7), (3, 3), stride=3, pad=1)],                      # 2 column tiles
    3: [P(2, 1, 3, 5, (4, 5, 4), (3, 2, 3), stride=(1, 2, 1), dilation=(2, 1, 1),
          pad=(2, 0, 1), pad_right=(1, 1, 0))],
}
VECTOR_PROBLEMS = {   # C, K multiples of 8
    1: [P(2, 1, 8, 16, (12,), (3,), stride=2, pad=1, pad_right=0)],
    2: [P(2, 1, 16, 8, (7, 6), (3, 3), stride=(1, 2), dilation=(2, 1), pad=(2, 1), pad_right=1)],
    3: [P(1, 2, 8, 8, (4, 5, 4), (2, 3, 2), stride=2, pad=(0, 1, 1), pad_right=0)],
}

MATRIX = (
    [(f"bwd_weight_{d}d_{t}_generic", p) for d in (1, 2, 3) for t in ("fp32", "fp16", "bf16")
     for p in SCALAR_PROBLEMS[d]]
    + [(f"bwd_weight_{d}d_fp32_vec4", p) for d in (1, 2, 3) for p in VECTOR_PROBLEMS[d]]
    + [("bwd_weight_2d_bf16_vec4", VECTOR_PROBLEMS[2][0]),
       ("bwd_weight_2d_fp16_vec8", VECTOR_PROBLEMS[2][0])]
    # dY vectors of 8 along K with scalar X and dW: the stem's shape (C = 3, 7x7 s2) and C = 16
    + [(f"bwd_weight_2d_{t}_split_y8", p) for t in ("fp16", "bf16")
       for p in (P(1, 2, 3, 16, (11, 10), (7, 7), stride=2, pad=3), VECTOR_PROBLEMS[2][0])]
    + [(f"bwd_weight_2d_{t}_group_first", p) for t in ("fp32", "bf16") for p in SCALAR_PROBLEMS[2]]
    # 1x1: plain GEMM (stride 1, no padding), and any stride without padding
    + [(f"bwd_weight_2d_{t}_1x1", P(3, 2, 12, 20, (5, 6), (1, 1))) for t in ("fp32", "fp16", "bf16")]
    + [("bwd_weight_1d_fp32_1x1_pad0", P(2, 1, 8, 4, (7,), (1,), stride=2)),
       ("bwd_weight_3d_fp32_1x1_pad0", P(2, 1, 4, 8, (5, 4, 6), (1, 1, 1), stride=(2, 1, 3)))]
)


@pytest.mark.build
@pytest.mark.parametrize("name, problem", MATRIX, ids=[f"{n}-{i}" for i, (n, _) in enumerate(MATRIX)])
def test_matrix(lib, name, problem):
    _check(lib, name, problem)


@pytest.mark.build
def test_specialization_refuses_other_shapes(lib):
    problem = P(1, 1, 4, 4, (6, 6), (3, 3))
    dtype = lib.instance("bwd_weight_2d_fp32_1x1").dtype_of("x")
    x = np.zeros(problem.x_shape, dtype)
    dy = np.zeros(problem.y_shape, dtype)
    with pytest.raises(UnsupportedProblem) as caught:
        lib.backward_weight(x, dy, problem, instance="bwd_weight_2d_fp32_1x1")
    assert caught.value.rule == "specialization"
    strided = P(1, 1, 4, 4, (6, 6), (1, 1), stride=2)
    assert lib.supports("bwd_weight_2d_fp32_1x1", strided) is Status.REFUSED_SPECIALIZATION
    assert lib.supports("bwd_weight_1d_fp32_1x1_pad0", P(1, 1, 4, 4, (6,), (1,), pad=1)) \
        is Status.REFUSED_SPECIALIZATION


# ------------------------------------------------------------------ split-K

# Kg = N * prod(output) = 11 * 19 = 209: divisible by none of 2, 3 and 7, and every
# requested count below is also the effective one.
SPLIT_PROBLEM = P(2, 1, 3, 5, (11, 19), (3, 3), pad=1)
# One block tile (G = 1, 27 columns, 5 rows) over 27 k-steps: the auto cost model splits
# it wherever there are two or more multiprocessors (cpu: processors) to fill.
AUTO_PROBLEM = P(1, 1, 3, 5, (11, 19), (3, 3), pad=1)
BLOCK_K = 8


def _require_split(lib, splits):
    """The split path is what these tests exercise: at least two slices (the auto cost
    model splits one tile once there are two processors to fill)."""
    if lib.abi.hipconv_multiprocessor_count() < 2 and splits < 2:
        pytest.skip("one processor: split_k auto keeps one slice (nothing to fill)")
    assert splits >= 2


def _effective_splits(total, requested, step=BLOCK_K):
    chunk = math.ceil(math.ceil(total / requested) / step) * step
    return math.ceil(total / chunk)


def _depthwise_auto_splits(lib, problem, tiles, step, z_blocks):
    """The depthwise kernel's documented auto formula (about four blocks per
    multiprocessor), with the library's own multiprocessor count."""
    sms = lib.abi.hipconv_multiprocessor_count()
    total = problem.N * math.prod(problem.output)
    k_steps = math.ceil(total / step)
    upper = min(1024, max(1, k_steps // 4), max(1, 65535 // z_blocks))   # depthwise: 1024
    requested = min(max(math.ceil(4 * sms / tiles), 1), upper)
    return _effective_splits(total, requested, step)


def _auto_splits(lib, name, problem, modelled=False):
    """The GEMM kernels' documented auto cost model (kernels/backward_weight_splitk.mako),
    with the library's own multiprocessor count and one resident block (cpu platform):
    the S of the lowest waves * (k-steps per slice + block overhead) + S * slice cost."""
    inst = lib.instance(name)
    micro = descriptor_of(MicroKernel(inst.micro_kernel))
    bm, bn, bk = inst.block
    sms = lib.abi.hipconv_multiprocessor_count()
    total = problem.N * math.prod(problem.output)
    k_steps = math.ceil(total / bk)
    z_blocks = problem.G // inst.groups_per_block
    m_tiles = 1 if inst.groups_per_block > 1 else math.ceil(problem.K / bm)
    tiles = z_blocks * m_tiles * math.ceil(math.prod(problem.filter) * problem.C / bn)
    upper = min(micro.max_split_k, max(1, k_steps // 4), max(1, 65535 // z_blocks))
    w_elements = problem.G * problem.K * math.prod(problem.filter) * problem.C
    slice_steps = 4.0 * w_elements * micro.split_flops_per_byte / (bm * bn * bk * sms)

    pass_steps = micro.split_pass_bytes * micro.split_flops_per_byte / (2.0 * bm * bn * bk * sms)

    def parts(splits):      # (block steps, slice steps + the second launch) of cost(S)
        waves = math.ceil(tiles * splits / sms)
        return (waves * (math.ceil(k_steps / splits) + micro.split_block_overhead_steps),
                splits * slice_steps + (pass_steps if splits > 1 else 0.0))

    requested = min(range(1, upper + 1), key=lambda splits: (sum(parts(splits)), splits))
    if modelled:            # the chosen cost as bytes of DRAM traffic (one resident block on cpu)
        return 2.0 * bm * bn * bk * sms / micro.split_flops_per_byte * sum(parts(requested))
    return _effective_splits(total, requested, bk)


def test_feed_bound_factor_of_the_wgmma_tiles():
    """modelled_bytes' k-step scale: 1 for fma / mma_sync (no bound measured), and for wgmma
    128x256's intensity over the tile's own (128x256 itself 1) to wgmma's feed_bound_exponent,
    times narrow_step_factor for tiles of 64-column warpgroups."""
    from codegen.micro_kernels import WgmmaMicroKernel
    exponent, narrow = WgmmaMicroKernel.feed_bound_exponent, WgmmaMicroKernel.narrow_step_factor
    from codegen.emit import kernel_plan
    spec = parse_file(str(ROOT / "specs" / "bwd_weight.yaml"))
    factors = {inst.name: float(kernel_plan(inst, "specs/bwd_weight.yaml", spec.library, "").feed_bound_factor)
               for inst in spec.instances
               if inst.name.startswith("bwd_weight_2d_bf16_") and not inst.name.endswith("reference")}
    assert factors["bwd_weight_2d_bf16_wgmma_tma128x256"] == 1.0
    assert factors["bwd_weight_2d_bf16_wgmma_tma128x128"] == pytest.approx((4 / 3) ** exponent)
    assert factors["bwd_weight_2d_bf16_wgmma_tma64x192"] == pytest.approx((16 / 9) ** exponent)
    assert factors["bwd_weight_2d_bf16_wgmma_tma64x128_1x1"] == pytest.approx(2.0 ** exponent)
    assert narrow > 1     # 64-column warpgroups: 64x64 (intensity 32), 128x64 (128 / 3)
    assert factors["bwd_weight_2d_bf16_wgmma_tma64x64_1x1"] == pytest.approx((8 / 3) ** exponent * narrow)
    assert factors["bwd_weight_2d_bf16_wgmma_tma128x64"] == pytest.approx(2.0 ** exponent * narrow)
    assert factors["bwd_weight_2d_bf16_mma128x128"] == 1.0
    assert factors["bwd_weight_2d_bf16_vec4"] == 1.0


@pytest.mark.build
def test_modelled_bytes(lib):
    """The split cost model's time (select's criterion modelled-time): the documented
    formula for split_k auto GEMM tiles; None for a fixed split and the direct kernels; 0
    for a problem the instance refuses."""
    tensor_core = P(1, 2, 16, 24, (12, 20), (3, 3), pad=1)     # 16 channels: 8-channel vectors
    for name, problem in (("bwd_weight_2d_fp16_splitauto", AUTO_PROBLEM), ("bwd_weight_2d_bf16_detauto", AUTO_PROBLEM),
                          ("bwd_weight_2d_fp32_splitauto", AUTO_PROBLEM),
                          ("bwd_weight_2d_fp16_mma128x128", tensor_core)):
        assert lib.supports(name, problem) is Status.OK, name
        got = lib.modelled_bytes(name, problem)
        want = _auto_splits(lib, name, problem, modelled=True)
        assert got == pytest.approx(want, rel=1e-9), name
        assert got > 0
    for name in ("bwd_weight_2d_fp32_split3", "bwd_weight_2d_fp16_depthwise"):
        assert lib.modelled_bytes(name, AUTO_PROBLEM) is None, name
    refused = P(1, 1, 3, 5, (4, 4), (3, 3), pad=1)      # C = 3: the tile's 8-channel vectors refuse it
    assert lib.supports("bwd_weight_2d_fp16_mma128x128", refused) is not Status.OK
    assert lib.modelled_bytes("bwd_weight_2d_fp16_mma128x128", refused) == 0.0


@pytest.mark.build
@pytest.mark.parametrize("split", ["1", "2", "3", "7", "auto"])
def test_split_k_fp32_in_place(lib, split):
    name = "bwd_weight_2d_fp32_generic" if split == "1" else f"bwd_weight_2d_fp32_split{split}"
    p = AUTO_PROBLEM if split == "auto" else SPLIT_PROBLEM
    total = p.N * math.prod(p.output)
    if split == "auto":
        expected = _auto_splits(lib, name, p)
        if lib.abi.hipconv_multiprocessor_count() >= 2:
            assert expected >= 2     # one tile and 27 k-steps: auto splits
    else:
        expected = int(split)
        assert total % expected or expected == 1   # Kg not divisible by the split
        assert _effective_splits(total, expected) == expected
    assert lib.split_k_used(name, p) == expected
    assert lib.workspace_size(name, p) == 0      # fp32: atomics into dW itself
    _check(lib, name, p, seed=3)


@pytest.mark.build
@pytest.mark.parametrize("name", ["bwd_weight_2d_fp16_split3", "bwd_weight_2d_bf16_split3",
                                  "bwd_weight_2d_fp16_splitauto", "bwd_weight_2d_bf16_splitauto"])
def test_split_k_two_stage(lib, name):
    p = AUTO_PROBLEM if name.endswith("auto") else SPLIT_PROBLEM
    splits = lib.split_k_used(name, p)
    if name.endswith("auto"):
        assert splits == _auto_splits(lib, name, p)
    _require_split(lib, splits)
    w_bytes = p.G * p.K * math.prod(p.filter) * p.C * 4
    assert lib.workspace_size(name, p) == w_bytes           # one fp32 dW, whatever the count
    _check(lib, name, p, seed=4)


@pytest.mark.build
def test_split_k_resolving_to_one_needs_no_workspace(lib):
    tiny = P(1, 1, 3, 3, (4, 4), (3, 3), pad=1)             # Kg = 16: two k-steps
    for name in ("bwd_weight_2d_bf16_splitauto", "bwd_weight_2d_bf16_detauto"):
        assert lib.split_k_used(name, tiny) == 1
        assert lib.workspace_size(name, tiny) == 0
        _check(lib, name, tiny)


@pytest.mark.build
@pytest.mark.parametrize("name", ["bwd_weight_2d_fp32_det3", "bwd_weight_2d_bf16_det3",
                                  "bwd_weight_2d_fp32_detauto", "bwd_weight_2d_bf16_detauto",
                                  "bwd_weight_3d_fp16_det_auto"])
def test_deterministic_is_bitwise_reproducible(lib, name):
    inst = lib.instance(name)
    if inst.spatial_dim == 3:
        p = P(1, 2, 2, 4, (6, 5, 6), (3, 3, 3), pad=1)     # 54 columns: one tile
    else:
        p = AUTO_PROBLEM if name.endswith("auto") else SPLIT_PROBLEM
    splits = lib.split_k_used(name, p)
    if name.endswith("auto"):
        assert splits == _auto_splits(lib, name, p)
    _require_split(lib, splits)
    w_bytes = p.G * p.K * math.prod(p.filter) * p.C * 4
    assert lib.workspace_size(name, p) == splits * w_bytes  # one fp32 slice per split
    first = _check(lib, name, p, seed=5)
    inputs = _inputs(lib, name, p, seed=5)
    for _ in range(2):
        again = lib.backward_weight(inputs["x"], inputs["y"], p, instance=name, poison=True)
        assert again.tobytes() == first.tobytes()


@pytest.mark.build
def test_split_k_1d_3d(lib):
    p1 = P(1, 4, 8, 4, (160,), (5,), stride=2, pad=2)     # one tile, 20 k-steps: auto splits
    assert lib.split_k_used("bwd_weight_1d_fp32_vec4", p1) >= 2
    _check(lib, "bwd_weight_1d_fp32_vec4", p1)
    _check(lib, "bwd_weight_1d_bf16_vec4", p1)
    _check(lib, "bwd_weight_3d_fp16_det_auto", P(1, 2, 3, 4, (6, 5, 6), (3, 3, 3), stride=(1, 2, 1),
                                                 pad=(1, 1, 0), pad_right=(0, 1, 1)))


# ------------------------------------------------------------------ merged groups

@pytest.mark.build
@pytest.mark.parametrize("name, problem", [
    ("bwd_weight_2d_fp32_merged8", P(32, 1, 4, 4, (7, 6), (3, 3), pad=1)),        # ResNeXt-like
    ("bwd_weight_2d_bf16_merged8", P(16, 2, 8, 4, (6, 7), (3, 3), stride=2, pad=(1, 0))),
    ("bwd_weight_1d_fp32_merged4", P(8, 2, 3, 5, (11,), (3,), stride=2, pad=1, pad_right=0)),
    ("bwd_weight_3d_fp32_merged4", P(4, 1, 5, 16, (4, 5, 4), (3, 2, 3), dilation=(1, 2, 1), pad=1)),
])
def test_merged_groups(lib, name, problem):
    _check(lib, name, problem)


@pytest.mark.build
def test_merged_groups_with_split_k(lib):
    p = P(8, 2, 4, 4, (9, 8), (3, 3), pad=1)         # one merged tile, 18 k-steps
    assert lib.split_k_used("bwd_weight_2d_fp32_merged8", p) >= 2
    _check(lib, "bwd_weight_2d_fp32_merged8", p)
    _check(lib, "bwd_weight_2d_bf16_merged8", p)


@pytest.mark.build
@pytest.mark.parametrize("name, problem, rule", [
    ("bwd_weight_2d_fp32_merged8", P(12, 1, 4, 4, (7, 6), (3, 3), pad=1), "groups-per-block"),
    ("bwd_weight_2d_fp32_merged8", P(16, 1, 4, 8, (7, 6), (3, 3), pad=1), "merged-tile"),
    ("bwd_weight_1d_fp32_merged4", P(6, 1, 3, 5, (9,), (3,)), "groups-per-block"),
    ("bwd_weight_3d_fp32_merged4", P(4, 1, 3, 17, (4, 4, 4), (3, 3, 3)), "merged-tile"),
])
def test_merged_groups_refusals(lib, name, problem, rule):
    inputs = _inputs(lib, name, problem, 0)
    with pytest.raises(UnsupportedProblem) as caught:
        lib.backward_weight(inputs["x"], inputs["y"], problem, instance=name)
    assert caught.value.rule == rule
    expected = {"groups-per-block": Status.REFUSED_GROUPS_PER_BLOCK,
                "merged-tile": Status.REFUSED_MERGED_TILE}[rule]
    assert lib.supports(name, problem) is expected


# ------------------------------------------------------------------ depthwise

DEPTHWISE_CASES = (
    [("bwd_weight_2d_fp32_depthwise", P(16, 2, 1, 1, (9, 8), (f, f), stride=s, pad=f // 2,
                                        pad_right=(f // 2, f // 2 - 1)))
     for f in (3, 5, 7) for s in (1, 2)]
    + [("bwd_weight_1d_fp32_depthwise", P(8, 2, 1, 1, (17,), (f,), stride=s, pad=f // 2))
       for f in (3, 5, 7) for s in (1, 2)]
    + [("bwd_weight_3d_fp32_depthwise", P(8, 1, 1, 1, (5, 6, 5), (3, 3, 3), stride=s, pad=1))
       for s in (1, 2)]
    + [("bwd_weight_3d_bf16_depthwise", P(16, 1, 1, 1, (4, 5, 6), (3, 3, 3), stride=(1, 2, 2),
                                          pad=(1, 1, 0), pad_right=(0, 1, 1)))]
    + [(f"bwd_weight_2d_{t}_depthwise", P(24, 1, 1, 1, (8, 7), (5, 5), dilation=(1, 2), pad=2))
       for t in ("fp16", "bf16")]
    + [("bwd_weight_2d_fp16_depthwise7x7", P(8, 2, 1, 1, (9, 10), (7, 7), stride=s, pad=3))
       for s in (1, 2)]
    + [(f"bwd_weight_2d_{t}_depthwise_vec8", P(16, 4, 1, 1, (12, 12), (3, 3), pad=1))
       for t in ("fp16", "bf16")]
    # runs of 4 rows with the X window: widths 3, 5, 7 (5 and 7: one row of taps per
    # tile), lines not a multiple of the run (row-by-row runs at line ends), an outer
    # stride and dilation, asymmetric padding, several split slices
    + [(f"bwd_weight_2d_{t}_depthwise_run4", P(16, 2, 1, 1, (9, 10), (f, f), pad=f // 2,
                                              pad_right=(f // 2, f // 2 - 1)))
       for t in ("fp32", "bf16") for f in (3, 7)]
    + [("bwd_weight_2d_fp16_depthwise_run4", P(8, 3, 1, 1, (11, 13), (3, 3), stride=(2, 1),
                                               dilation=(2, 1), pad=(2, 0), pad_right=(1, 2)))]
    + [("bwd_weight_2d_fp16_depthwise_vec8", P(8, 2, 1, 1, (9, 10), (7, 7), stride=2, pad=3)),
       ("bwd_weight_2d_fp32_depthwise_group_first", P(6, 2, 1, 1, (9, 8), (5, 5), stride=2, pad=2))]
)


@pytest.mark.build
@pytest.mark.parametrize("name, problem", DEPTHWISE_CASES,
                         ids=[f"{n}-{i}" for i, (n, _) in enumerate(DEPTHWISE_CASES)])
def test_depthwise(lib, name, problem):
    _check(lib, name, problem)


@pytest.mark.build
def test_depthwise_split_k(lib):
    p = P(16, 4, 1, 1, (12, 12), (3, 3), pad=1)
    name = "bwd_weight_2d_bf16_depthwise_vec8"
    # one group tile, one tap tile; 576 rows in steps of 16 teams: auto splits
    assert lib.split_k_used(name, p) == _depthwise_auto_splits(lib, p, tiles=1, step=16, z_blocks=1) >= 2
    assert lib.workspace_size(name, p) == p.G * 9 * 4
    det = "bwd_weight_2d_fp32_depthwise_det_auto"
    splits = lib.split_k_used(det, p)
    assert splits >= 2 and lib.workspace_size(det, p) == splits * p.G * 9 * 4
    first = _check(lib, det, p, seed=2)
    inputs = _inputs(lib, det, p, seed=2)
    again = lib.backward_weight(inputs["x"], inputs["y"], p, instance=det, poison=True)
    assert again.tobytes() == first.tobytes()


@pytest.mark.build
@pytest.mark.parametrize("problem, status", [
    (P(16, 1, 2, 1, (6, 6), (3, 3)), Status.REFUSED_NOT_DEPTHWISE),
    (P(16, 1, 1, 2, (6, 6), (3, 3)), Status.REFUSED_NOT_DEPTHWISE),
    (P(6, 1, 1, 1, (6, 6), (3, 3)), Status.REFUSED_GROUP_VECTOR),
])
def test_depthwise_refusals(lib, problem, status):
    name = "bwd_weight_2d_fp32_depthwise"
    assert lib.supports(name, problem) is status
    inputs = _inputs(lib, name, problem, 0)
    with pytest.raises(UnsupportedProblem) as caught:
        lib.backward_weight(inputs["x"], inputs["y"], problem, instance=name)
    assert caught.value.rule == status.slug
    # the scalar group-first depthwise instance takes any G
    if status is Status.REFUSED_GROUP_VECTOR:
        _check(lib, "bwd_weight_2d_fp32_depthwise_group_first", problem)


@pytest.mark.build
def test_default_selection(lib):
    """Library.backward_weight without an instance picks a specialized one where it fits."""
    depthwise = P(16, 1, 1, 1, (6, 6), (3, 3), pad=1)
    assert lib.select("backward_weight", depthwise, {"x": "fp32", "y": "fp32"}).specialization \
        == "depthwise"
    inputs = random_inputs(depthwise, {"x": np.float32, "y": np.float32}, 1)
    out = lib.backward_weight(inputs["x"], inputs["y"], depthwise, poison=True)
    ref = reference.backward_weight(inputs["x"], inputs["y"], depthwise)
    assert compare(out, ref, "fp32").ok


@pytest.mark.build
def test_selection_prefers_a_launch_that_fills_the_device(lib, monkeypatch):
    """Select rule (0b): a backward-weight instance whose tiles x split-K count keep at
    least a quarter of the multiprocessors busy ranks before one that leaves more idle (on the
    H200 the unsplit generic instance ran the ResNet-50 stem 50x slower).  The count
    of an H200 (132) and the split are given, so the arithmetic is checked anywhere."""
    from runtime.selection import preference as _preference
    stem = P(1, 128, 3, 64, (224, 224), (7, 7), stride=2, pad=3)
    generic = lib.instance("bwd_weight_2d_fp32_generic")     # 64 x 64 tiles: 1 x 3 of them
    assert generic.block[:2] == (64, 64)
    monkeypatch.setattr(lib, "split_k_used", lambda inst, problem: 1)
    assert not lib.fills_device(generic, stem, 132)           # 3 blocks
    monkeypatch.setattr(lib, "split_k_used", lambda inst, problem: 11)
    assert lib.fills_device(generic, stem, 132)               # 33 blocks: a quarter of 132
    monkeypatch.setattr(lib, "split_k_used", lambda inst, problem: 10)
    assert not lib.fills_device(generic, stem, 132)
    split = lib.instance("bwd_weight_2d_fp32_splitauto")
    assert _preference(split, stem, True) < _preference(generic, stem, False)
    depthwise = [i for i in lib.instances if i.specialization == "depthwise"][0]
    assert lib.fills_device(depthwise, stem, 132)             # grids follow positions


@pytest.mark.build
@pytest.mark.parametrize("dtype", ["fp16", "bf16"])
def test_stem_selects_the_tensor_core_tile_with_register_staged_x(lib, dtype):
    """The RGB stem's C = 3 on 16-bit data: criterion padded-channels takes mma_pad4 (X padded
    to 4 channels in the workspace, 1.2x mma_c1 on the H100); C = 2, where padding to 4 doubles
    the work (criterion channel-tails ranks the padded tiles after the others), takes
    mma_c1 (X read element by element through registers, (tap, c) packed in its 160 columns),
    2.5x faster than the fma split instances on the H200 (NOTES.md, stem tiles), on a reduction
    longer than criterion short-reduction's 64 positions; the results are right."""
    two = P(2, 2, 2, 64, (15, 13), (7, 7), stride=2, pad=3)    # 112 positions: not a short reduction
    assert lib.select("backward_weight", two, {"x": dtype, "y": dtype}).name == f"bwd_weight_2d_{dtype}_mma_c1"
    stem = P(2, 1, 3, 64, (15, 13), (7, 7), stride=2, pad=3)
    dtypes = {"x": dtype, "y": dtype}
    chosen = lib.select("backward_weight", stem, dtypes)
    assert chosen.name == f"bwd_weight_2d_{dtype}_mma_pad4"
    inputs = random_inputs(stem, {r: chosen.dtype_of(r) for r in ("x", "y")}, 3)
    out = lib.backward_weight(inputs["x"], inputs["y"], stem, poison=True)
    assert compare(out, reference.backward_weight(inputs["x"], inputs["y"], stem), dtype).ok


def test_depthwise_runs_are_backward_weight_only():
    """thread.m > 1 is a depthwise backward-weight team's run of rows (the X window);
    a depthwise backward-data thread owns one strip (thread.m 1)."""
    text = _spec_text(f"block: {{m: 64, n: 64, k: 9}}, thread: {{m: 4, n: 4}}, "
                      f"vector: {{x: 4, y: 4, w: 1}}, {DEPTHWISE}")
    inst = parse_text(text, "t.yaml").instances[0]
    assert threads_of(inst.algorithm) == 16 * 16
    data = _spec_text(f"block: {{m: 64, n: 64, k: 4}}, thread: {{m: 4, n: 4}}, "
                      f"vector: {{x: 4, y: 4, w: 1}}, {DEPTHWISE}", direction="backward_data")
    with pytest.raises(SpecError) as caught:
        parse_text(data, "t.yaml")
    assert caught.value.rule is Rule.DEPTHWISE_SHAPE and "thread.m 1" in str(caught.value)


@pytest.mark.build
@pytest.mark.parametrize("problem", [
    P(8, 1, 1, 1, (9, 10), (3, 3), stride=(1, 3), pad=1),         # innermost stride 3
    P(8, 1, 1, 1, (9, 10), (5, 5), stride=2, pad=2),              # stride 2 with width 5
    P(8, 1, 1, 1, (9, 10), (3, 3), dilation=(1, 2), pad=2),       # innermost dilation 2
    P(8, 1, 1, 1, (9, 12), (3, 9), pad=(1, 4)),                   # width 9: above block.k
    P(8, 1, 1, 1, (9, 10), (3, 4), pad=(1, 2), pad_right=(1, 1)),  # width 4: no window
    P(8, 1, 1, 1, (9, 10), (5, 5), pad=2),                        # width 5: row by row is faster
], ids=str)
def test_depthwise_run_refuses_what_its_window_does_not_cover(lib, problem):
    name = "bwd_weight_2d_fp32_depthwise_run4"
    assert lib.supports(name, problem) is Status.REFUSED_DEPTHWISE_WINDOW
    x, dy = (np.zeros(problem.x_shape, np.float32), np.zeros(problem.y_shape, np.float32))
    with pytest.raises(UnsupportedProblem) as caught:
        lib.backward_weight(x, dy, problem, instance=name)
    assert caught.value.rule == "depthwise-window"
    # select falls back to a row-by-row depthwise instance, or, for 5x5 filters, to a run
    # whose tap tile holds the whole filter (block.k 25: a window for 5-wide rows)
    chosen = lib.select("backward_weight", problem, {"x": "fp32", "y": "fp32"})
    if problem.filter[-1] == 5 and problem.dilation[-1] == 1:
        assert chosen.thread[0] > 1 and chosen.block[2] == 25, chosen.name
        assert lib.supports(chosen, problem) is Status.OK
    else:
        assert chosen.specialization == "depthwise" and chosen.thread[0] == 1, chosen.name   # row by row


@pytest.mark.build
def test_depthwise_selection_prefers_the_window(lib):
    """Criterion staged-window: where the X window covers the problem, runs over staged rows
    whose one tap tile holds the filter (3x3: depthwise_t4_run4, 1.2-1.8x the runs from
    global memory on the H100), else a run instance (measured 1.8-2.1x the row-by-row ones)
    over every other depthwise instance, vec8 included (7x7: three tap tiles would re-stage
    the rows, 0.56-0.95x measured; in 16-bit the tap-team tile holds all 49 taps in one:
    ConvNeXt-T's 7x7 layers 1.3-1.6x faster than the runs, H200, session 14).  fp32's staged rows
    rank with the runs from global memory (session 21: staged rows first were 1.35x the fastest on
    fp32's 3x3 56x56 G=384, run 130), so fp32 takes the run that divides the row."""
    three = P(64, 2, 1, 1, (12, 12), (3, 3), pad=1)
    seven = P(64, 2, 1, 1, (12, 12), (7, 7), pad=3)
    for kind in ("fp16", "bf16", "fp32"):
        dtypes = {"x": kind, "y": kind}
        assert lib.select("backward_weight", three, dtypes).name == (
            "bwd_weight_2d_fp32_depthwise_run4" if kind == "fp32" else f"bwd_weight_2d_{kind}_depthwise_t4_run4")
        assert lib.select("backward_weight", seven, dtypes).name == (
            "bwd_weight_2d_fp32_depthwise_run4" if kind == "fp32" else f"bwd_weight_2d_{kind}_depthwise_t7_taps7")


@pytest.mark.build
def test_depthwise_selection_takes_runs_that_divide_the_row(lib):
    """Rule (1b): a run instance whose run divides the output width (a run crossing a
    line end goes row by row); then rule (6) the group block G fills and rule (7) the
    larger block: runs of 8 in 64-group blocks for G = 64 on 16-wide rows, the 32-group
    ones for G = 32, runs of 4 where 8 does not divide the width (28x28 measured 1.5x
    slower with runs of 8, NOTES.md) -- on 7x7 filters, which no staged tap tile holds.  A 5x5
    filter on 6x14 takes staged rows (one 25-tap tile) in tiles of 7 rows (criterion
    staged-rows: fill 0.73 -- 6 of 7 rows, 12 runs for 7 teams -- against tiles of 4 rows'
    0.66 and of 14 rows' 0.37).  The 7x7 filters in fp32 only: 16-bit ones take the tap-team
    tile (test_depthwise_selection_prefers_the_window)."""
    for kind in ("fp32",):
        dtypes = {"x": kind, "y": kind}
        wide = P(64, 1, 1, 1, (6, 16), (7, 7), pad=3)
        assert lib.select("backward_weight", wide, dtypes).name == f"bwd_weight_2d_{kind}_depthwise_run8"
        narrow_groups = P(32, 1, 1, 1, (6, 16), (7, 7), pad=3)
        assert lib.select("backward_weight", narrow_groups, dtypes).name == \
            f"bwd_weight_2d_{kind}_depthwise_run8_g32"
        twelve = P(64, 1, 1, 1, (6, 12), (7, 7), pad=3)
        assert lib.select("backward_weight", twelve, dtypes).name == f"bwd_weight_2d_{kind}_depthwise_run4"
    for kind in ("fp16", "bf16", "fp32"):
        dtypes = {"x": kind, "y": kind}
        five = P(64, 1, 1, 1, (6, 14), (5, 5), pad=2)
        # 16-bit: the 5-tap teams first (criterion staged-rows, run 94); strided: their runs of 4;
        # fp32: a run from global memory dividing the row (criterion staged-window, session 21)
        assert lib.select("backward_weight", five, dtypes).name == (
            "bwd_weight_2d_fp32_depthwise_run7" if kind == "fp32" else f"bwd_weight_2d_{kind}_depthwise_t7_taps5")
        strided = P(64, 1, 1, 1, (12, 14), (5, 5), stride=2, pad=2)
        assert lib.select("backward_weight", strided, dtypes).name == (
            "bwd_weight_2d_fp32_depthwise_t4_run4_k25" if kind == "fp32" else f"bwd_weight_2d_{kind}_depthwise_t4_taps5")


@pytest.mark.build
def test_depthwise_selection_fills_its_group_columns(lib):
    """Rule (4) along G for the depthwise kernels: with G = 32 the 128-group vec8 block
    is a quarter full and the 64-group one half (MobileNetV2's 112x112 layer: the vec8
    instance measured 1.8x slower, NOTES.md, depthwise split cap); with G = 384 both are
    full and rule (5) takes the wider vector."""
    from runtime.selection import tile_fill
    bf16 = {"x": "bf16", "y": "bf16"}
    few = P(32, 2, 1, 1, (6, 6), (3, 3), stride=(2, 3), pad=1)     # innermost stride 3: no X window
    vec8 = lib.instance("bwd_weight_2d_bf16_depthwise_vec8")
    assert tile_fill(vec8, few) == 0.25
    chosen = lib.select("backward_weight", few, bf16)
    assert chosen.specialization == "depthwise" and tile_fill(chosen, few) == 0.5, chosen.name
    many = P(384, 1, 1, 1, (6, 6), (3, 3), stride=(2, 3), pad=1)
    assert tile_fill(vec8, many) == 1.0
    chosen = lib.select("backward_weight", many, bf16)
    assert chosen.specialization == "depthwise" and tile_fill(chosen, many) == 1.0 and chosen.vector["x"] == 8, chosen.name


def _shipped_on_cpu():
    from codegen.model import Platform
    return [i.name for i in parse_file(str(SPEC)).instances if Platform.CPU in i.platforms]


@pytest.mark.build
@pytest.mark.parametrize("name", _shipped_on_cpu())
def test_every_shipped_instance_on_its_check_problems(lib, name):
    """Every shipped instance the cpu library holds, on runtime.check.check_problems (the
    problems the GPU tier and `--check` use: those of problems_for it takes, and a second
    row / column tile where it takes one), with poisoned outputs: a new instance is
    covered here even before a focused case above names it."""
    from runtime import check
    inst = lib.instance(name)
    ran = 0
    for index, problem in enumerate(check.check_problems(lib, inst)):
        result, out = check.run_instance(lib, inst, problem, seed=index)
        assert result.ok, f"{name} on {problem}: {result.message}"
        assert out.shape == problem.w_shape
        ran += 1
    assert ran, f"{name} supports none of runtime.check.problems_for({name})"


def test_split_caps_in_the_generated_sources():
    """split_k auto asks for at most 256 slices in the GEMM kernels and 1024 in the
    depthwise kernel (a G x prod(filter) dW per slice): the bounds of the formula in docs/reference.md."""
    src = ROOT / "generated" / "bwd_weight" / "src"
    gemm = (src / "bwd_weight_2d_bf16_split_y8.cpp").read_text()
    depthwise = (src / "bwd_weight_2d_bf16_depthwise.cpp").read_text()
    assert "if (upper > 256)" in gemm and "if (upper > 1024)" not in gemm
    assert "if (upper > 1024)" in depthwise and "if (upper > 256)" not in depthwise


@pytest.mark.build
@pytest.mark.parametrize("kind", ["fp16", "bf16", "fp32"])
def test_few_channel_runs_take_resnext_layers(lib, kind):
    """Rule (1) and (1b) with few channels: a C = K = 4 layer whose innermost filter width
    has an X window (3, stride 1) takes the few-channel run kernel over the merged-group
    GEMM (ResNeXt 56x56 on the H200: 0.053-0.062 ms against merged8's 0.27) and matches
    the reference, also where the runs cross line ends (10 is not a multiple of 8 or 4);
    C != K is refused (few-channels) and goes to the GEMM kernels."""
    dtypes = {"x": kind, "y": kind}
    name = f"bwd_weight_2d_{kind}_few_run8_c4" if kind != "fp32" else "bwd_weight_2d_fp32_few_run4_c4"
    for problem in (P(32, 2, 4, 4, (8, 16), (3, 3), pad=1), P(16, 2, 4, 4, (9, 10), (3, 3), pad=1)):
        chosen = lib.select("backward_weight", problem, dtypes)
        assert chosen.name == name and chosen.specialization == "few_channels"
        _check(lib, name, problem, seed=7)
    uneven = P(32, 1, 4, 8, (8, 16), (3, 3), pad=1)
    assert lib.supports(name, uneven) is Status.REFUSED_FEW_CHANNELS
    assert lib.select("backward_weight", uneven, dtypes).specialization == "default"


@pytest.mark.build
def test_depthwise_staged_rows_refusals(lib):
    """Runs over staged rows (tile_rows) refuse by name what they cannot run: G not whole
    16-byte staging copies (16-bit: 8 groups, fp32: 4), two stages of rows past the shared
    memory the device allows (a 6000-wide image), and a problem no X window covers; select
    then takes another depthwise instance, which matches the reference."""
    t4 = "bwd_weight_2d_{}_depthwise_t4_run4"
    groups36 = P(36, 1, 1, 1, (12, 12), (3, 3), pad=1)
    assert lib.supports(t4.format("fp16"), groups36) is Status.REFUSED_GROUP_VECTOR
    assert lib.supports(t4.format("fp32"), groups36) is Status.OK
    wide = P(32, 1, 1, 1, (12, 6000), (3, 3), pad=1)
    assert lib.supports(t4.format("fp16"), wide) is Status.REFUSED_DEPTHWISE_TILE
    stride3 = P(32, 1, 1, 1, (12, 12), (3, 3), stride=(1, 3), pad=1)
    assert lib.supports(t4.format("fp16"), stride3) is Status.REFUSED_DEPTHWISE_WINDOW
    chosen = lib.select("backward_weight", groups36, {"x": "fp16", "y": "fp16"})
    assert chosen.tile_rows == 0
    _check(lib, chosen.name, groups36, seed=5)


@pytest.mark.build
@pytest.mark.parametrize("kind", ["fp16", "bf16", "fp32"])
def test_depthwise_runs_of_four_take_stride_two(lib, kind):
    """Runs of up to 4 rows keep the X window at stride 2 for 3-wide filters (MobileNetV2's
    3x3 s2 layer 1.6-1.7x faster than row by row on the H200); runs of 8 refuse it
    (depthwise-window: their 17-position window spilled), so select takes runs of 4 -- over
    staged rows (depthwise_t4_run4) in 16-bit, from global memory in fp32 (criterion
    staged-window, session 21) -- and both runs of 4 match the reference."""
    dtypes = {"x": kind, "y": kind}
    problem = P(32, 2, 1, 1, (9, 24), (3, 3), stride=2, pad=1)        # output 5 x 12
    assert lib.supports(f"bwd_weight_2d_{kind}_depthwise_run8", problem) is Status.REFUSED_DEPTHWISE_WINDOW
    chosen = lib.select("backward_weight", problem, dtypes)
    assert chosen.name == f"bwd_weight_2d_{kind}_depthwise_{'run4' if kind == 'fp32' else 't4_run4'}"
    _check(lib, f"bwd_weight_2d_{kind}_depthwise_t4_run4", problem, seed=3)
    _check(lib, f"bwd_weight_2d_{kind}_depthwise_run4", problem, seed=3)
