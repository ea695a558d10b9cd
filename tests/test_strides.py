"""Tensors with run-time strides (hipconv_problem.x_strides / w_strides / y_strides,
ConvProblem.tensor_strides): every cpu-runnable shipped instance takes exactly the strides
its registry row declares (Instance.takes_strides) -- right numerics against the float64
reference, the gaps of its output untouched -- and refuses the others with the named
status; the C checks' edges (contiguous axis, alignment, overlapping output, broadcast,
negative, 32-bit range); the Python model of strides; torch views through the
device-tensor path on the cpu platform."""

from __future__ import annotations

import numpy as np
import pytest

import runtime
from codegen.model import Layout, TensorRole
from codegen.parse import parse_file
from codegen.plan import tensor_axes
from codegen.status import Status
from runtime import check
from runtime.abi import c_problem
from conftest import REPO_ROOT

pytestmark = pytest.mark.build

LIBRARIES = ("fwd_library", "bwd_data_library", "bwd_weight_library")


def _problem_for(library, inst):
    """The first of runtime.check's problems for ``inst`` it runs dense."""
    for problem in check.problems_for(inst):
        if library.supports(inst, problem) is Status.OK:
            return problem
    return None


@pytest.mark.parametrize("fixture", LIBRARIES)
def test_every_instance_takes_the_strides_it_declares_and_refuses_the_rest(request, fixture):
    library = request.getfixturevalue(fixture)
    taken, refused, failures = 0, 0, []
    for inst in library.instances:
        problem = _problem_for(library, inst)
        assert problem is not None, f"{inst.name} runs none of runtime.check.problems_for"
        for seed, pattern in enumerate(check.STRIDE_PATTERNS):
            status, comparison, gaps_intact = check.run_strided(library, inst, problem, pattern, seed)
            if not check.takes_pattern(inst, problem, pattern):
                refused += 1
                if status is not Status.REFUSED_STRIDES:
                    failures.append(f"{inst.name} {pattern}: {status.slug}, want strides "
                                    f"(takes {inst.free_axes})")
                continue
            taken += 1
            if status is not Status.OK:
                failures.append(f"{inst.name} {pattern}: refused ({status.slug}) but declares "
                                f"{inst.free_axes}")
            elif not comparison.ok:
                failures.append(f"{inst.name} {pattern} on {problem}: {comparison.message}")
            elif not gaps_intact:
                failures.append(f"{inst.name} {pattern}: wrote into the gaps of its output")
    assert not failures, "\n".join(failures)
    assert taken > 50, f"only {taken} strided runs"
    if fixture == "bwd_weight_library":       # the 1x1 GEMM walks positions as one run
        assert refused > 0


@pytest.mark.parametrize("spec", ("fwd", "bwd_data", "bwd_weight"))
def test_registry_declares_the_plans_free_axes(request, spec):
    library = request.getfixturevalue(f"{spec}_library")
    planned = {i.name: i for i in parse_file(str(REPO_ROOT / "specs" / f"{spec}.yaml")).instances}
    for inst in library.instances:
        for role in TensorRole:
            assert inst.takes_strides(role.value) == tensor_axes(planned[inst.name], role).free_letters
        assert inst.takes_strides("w") == ""


def test_collapsed_instances_take_only_the_row_pitch():
    """Instances that walk the positions as one run (the 1x1 backward-weight GEMM, the TMA
    tiled maps) declare only the innermost spatial axis free; the others N and every
    spatial axis but the contiguous one."""
    instances = {i.name: i for i in parse_file(str(REPO_ROOT / "specs" / "bwd_weight.yaml")).instances}
    one_by_one = instances["bwd_weight_2d_bf16_1x1"]
    assert tensor_axes(one_by_one, TensorRole.X).free_letters == "W"
    assert tensor_axes(one_by_one, TensorRole.Y).free_letters == "W"
    generic = instances["bwd_weight_2d_fp32_generic"]
    assert tensor_axes(generic, TensorRole.X).free_letters == "NHW"
    forward = {i.name: i for i in parse_file(str(REPO_ROOT / "specs" / "fwd.yaml")).instances}
    channels_first = next(i for i in forward.values() if i.signature.x.layout is Layout.NGCHW)
    assert tensor_axes(channels_first, TensorRole.X).free_letters == "NH"     # W is contiguous
    stored = next(i for i in forward.values() if i.algorithm.loads.value == "tma"
                  and not i.signature.epilogue.operands and i.signature.spatial_dim == 2
                  and i.algorithm.specialization.value != "tap_window")
    assert tensor_axes(stored, TensorRole.Y).free_letters == "W"              # the TMA store
    window = forward["fwd_2d_bf16_tap_window"]                                # a map of each position axis
    assert tensor_axes(window, TensorRole.Y).free_letters == "NHW"


# ------------------------------------------------------------ the C checks' edges

BASE = runtime.ConvProblem(G=2, N=2, C=8, K=8, input=(5, 6), filter=3, pad=1)
# dense: x and y (N, H, W, G, C) (480, 96, 16, 8, 1), w (G, K, Y, X, C) (576, 72, 24, 8, 1)


def _status(library, name, **strides):
    problem = runtime.ConvProblem(G=BASE.G, N=BASE.N, C=BASE.C, K=BASE.K, input=BASE.input,
                                  filter=BASE.filter, pad=BASE.pad, tensor_strides=strides)
    return library.supports(library.instance(name), problem)


@pytest.mark.parametrize("strides, status", [
    ({"x": (480, 96, 16, 8, 1)}, Status.OK),                      # the dense values, given
    ({"x": (5 * 6 * 32, 6 * 32, 32, 8, 1)}, Status.OK),           # 16 channels of 32
    ({"x": (999 * 16, 96, 16, 8, 1)}, Status.OK),                 # a batch gap
    ({"x": (480, 96, 32, 16, 2)}, Status.REFUSED_STRIDES),        # channels not contiguous
    ({"x": (480, 96, 18, 8, 1)}, Status.REFUSED_STRIDES),         # a pitch off 16 bytes (fp32: 4)
    ({"x": (2 * 480, 192, 32, 16, 1)}, Status.REFUSED_STRIDES),   # a gap between groups: G dense
    ({"x": (0, 96, 16, 8, 1)}, Status.REFUSED_STRIDES),           # a broadcast batch
    ({"y": (480, 64, 16, 8, 1)}, Status.REFUSED_STRIDES),         # output rows overlap
    ({"y": (480, 96, 16, 8, 1), "x": (480, 96, 16, 8, 1)}, Status.OK),
    ({"w": (576, 72, 24, 8, 1)}, Status.OK),                      # the filter's dense values
    ({"w": (2 * 576, 72, 24, 8, 1)}, Status.REFUSED_STRIDES),     # filters are dense
])
def test_the_strides_checks(fwd_library, strides, status):
    assert _status(fwd_library, "fwd_2d_fp32_generic", **strides) is status


def test_size_one_axes_take_any_stride_and_unaligned_dense_strides_pass(fwd_library):
    # N = 1: its stride never multiplies a nonzero index
    one = runtime.ConvProblem(G=1, N=1, C=16, K=16, input=(5, 6), filter=3, pad=1,
                              tensor_strides={"x": (7, 96, 16, 16, 1)})
    assert fwd_library.supports(fwd_library.instance("fwd_2d_fp32_generic"), one) is Status.OK
    # C = 3 (a stem): the dense strides are not 16-byte multiples, and pass as given
    stem = runtime.ConvProblem(G=1, N=2, C=3, K=16, input=(5, 6), filter=3, pad=1,
                               tensor_strides={"x": (90, 18, 3, 3, 1)})
    assert fwd_library.supports(fwd_library.instance("fwd_2d_fp32_generic"), stem) is Status.OK


def test_negative_and_huge_strides_are_invalid_problems(fwd_library):
    inst = fwd_library.instance("fwd_2d_fp32_generic")
    p = c_problem(BASE)
    p.x_strides[0] = -480
    assert Status(fwd_library.abi.hipconv_supports(inst.index, p)) is Status.REFUSED_INVALID_PROBLEM
    for axis, stride in enumerate((1 << 62, 96, 16, 8, 1)):   # N's stride times 2: past 2^62 elements
        p.x_strides[axis] = stride
    assert Status(fwd_library.abi.hipconv_supports(inst.index, p)) is Status.REFUSED_INVALID_PROBLEM


def test_strides_past_32_bits_are_refused_by_32_bit_instances_only(fwd_library):
    far = runtime.ConvProblem(G=BASE.G, N=BASE.N, C=BASE.C, K=BASE.K, input=BASE.input, filter=BASE.filter,
                              pad=BASE.pad, tensor_strides={"x": (1 << 31, 96, 16, 8, 1)})
    running = [i for i in fwd_library.instances if i.direction == "forward" and i.channels_last
               and fwd_library.supports(i, BASE) is Status.OK and "N" in i.takes_strides("x")]
    narrow = [i for i in running if i.index_bits == 32]
    wide = [i for i in running if i.index_bits == 64]
    assert narrow and wide
    assert {fwd_library.supports(i, far) for i in narrow} == {Status.REFUSED_INDEX_RANGE}
    assert {fwd_library.supports(i, far) for i in wide} == {Status.OK}


# ------------------------------------------------------------ the Python model

def test_problem_strides_are_checked_and_printed():
    p = runtime.ConvProblem(G=1, N=2, C=16, K=16, input=(5, 6), filter=3, pad=1,
                            tensor_strides={"x": (960, 192, 32, 16, 1)})
    assert p.tensor_strides == runtime.TensorStrides(x=(960, 192, 32, 16, 1))
    assert "tensor strides x:960/192/32/16/1" in str(p)
    assert runtime.ConvProblem.from_dict(p.to_dict()) == p
    assert p.dense.tensor_strides is None and p.dense != p
    assert runtime.ConvProblem(G=1, N=2, C=16, K=16, input=(5, 6), filter=3,
                               tensor_strides={"x": None}).tensor_strides is None
    with pytest.raises(ValueError, match="tensor_strides.x has 4 entries; a 2D problem's tensors have 5"):
        runtime.ConvProblem(G=1, N=2, C=16, K=16, input=(5, 6), filter=3, tensor_strides={"x": (1, 2, 3, 4)})
    with pytest.raises(ValueError, match="negative strides"):
        runtime.ConvProblem(G=1, N=2, C=16, K=16, input=(5, 6), filter=3,
                            tensor_strides={"y": (-1, 2, 3, 4, 1)})
    with pytest.raises(ValueError, match=r"tensor_strides has keys \['dx'\]"):
        runtime.ConvProblem(G=1, N=2, C=16, K=16, input=(5, 6), filter=3, tensor_strides={"dx": (1,)})
    with pytest.raises(ValueError, match="must be an int"):
        runtime.ConvProblem(G=1, N=2, C=16, K=16, input=(5, 6), filter=3,
                            tensor_strides={"x": (1.5, 2, 3, 4, 1)})


# ------------------------------------------------------------ views through device tensors

def test_torch_views_run_without_a_copy_and_match_the_reference(fwd_library, bwd_weight_library):
    torch = pytest.importorskip("torch", reason="torch is optional: pip install torch==2.13.0")
    from runtime import reference
    torch.manual_seed(0)
    problem = runtime.ConvProblem(G=1, N=2, C=8, K=16, input=(6, 7), filter=3, pad=1)
    wide = torch.randn(2, 6, 7, 1, 24)                   # 24 channels; the conv reads 8..15
    x = wide[..., 8:16]
    w = torch.randn(problem.w_shape)
    assert not x.is_contiguous()
    y = fwd_library.forward(x, w, problem)
    want = reference.forward(x.contiguous().numpy(), w.numpy(), problem)
    np.testing.assert_allclose(y.numpy(), want, rtol=1e-5, atol=1e-5)
    # backward-weight reads two views: x and a crop of a larger dY
    big_dy = torch.randn(3, 8, 9, 1, 16)
    dy = big_dy[1:, 1:7, 1:8]
    dw = bwd_weight_library.backward_weight(x, dy, problem)
    want = reference.backward_weight(x.contiguous().numpy(), dy.contiguous().numpy(), problem)
    np.testing.assert_allclose(dw.numpy(), want, rtol=1e-4, atol=1e-4)


def test_torch_views_no_instance_can_address_are_refused_by_name(fwd_library):
    torch = pytest.importorskip("torch", reason="torch is optional: pip install torch==2.13.0")
    problem = runtime.ConvProblem(G=1, N=2, C=8, K=16, input=(6, 7), filter=3, pad=1)
    every_other = torch.randn(2, 6, 7, 1, 16)[..., ::2]  # channels at stride 2
    with pytest.raises(runtime.UnsupportedProblem, match="strides"):
        fwd_library.forward(every_other, torch.randn(problem.w_shape), problem)
    with pytest.raises(ValueError, match="w is not contiguous"):    # filters are dense
        fwd_library.forward(torch.randn(2, 6, 7, 1, 8), torch.randn(1, 16, 3, 3, 16)[..., :8], problem)
