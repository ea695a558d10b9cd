"""The edge sweep (runtime/sweep.py): every shipped instance on the small and degenerate
problems its supports() accepts, each call under a watchdog, against the float64 reference;
the supervisor that turns a hang, a crash or a wrong result into a finding naming the call;
and the problems that found the hangs of issue 71 and 72 (a backward-data staged tile whose
stride phases had no taps; work that grew with the stride)."""

from __future__ import annotations

import os
import sys
import textwrap

import pytest

from conftest import REPO_ROOT, require_tools
from runtime import ConvProblem
from runtime.sweep import Call, edge_geometries, supervise, sweep

SPECS = ("fwd", "bwd_data", "bwd_weight")


# ---- the supervisor (no build) -------------------------------------------------------

# A stand-in worker speaking the sweep's protocol: call 1 never finishes, call 3 kills the
# worker, call 4 is off the reference, every other call is right.
FAKE_WORKER = textwrap.dedent("""
    import os, sys, time
    start = int(sys.argv[1])
    for index in range(start, 7):
        print(f"start {index}", flush=True)
        if index == 1:
            time.sleep(600)
        if index == 3:
            print("planted crash", file=sys.stderr, flush=True)
            os._exit(3)
        print(f"mismatch {index} relative error 1.0" if index == 4 else f"ok {index}", flush=True)
""")


def test_supervisor_names_the_hanging_crashing_and_wrong_calls_and_goes_on(tmp_path):
    worker = tmp_path / "worker.py"
    worker.write_text(FAKE_WORKER, encoding="utf-8")
    problem = ConvProblem(1, 1, 8, 8, (6, 6), (1, 1), stride=2)
    calls = [Call(f"instance{i}", problem, "why") for i in range(7)]
    lines = []
    findings = supervise(calls, lambda start: [sys.executable, str(worker), str(start)], timeout=3.0,
                         say=lines.append)
    assert [(f.kind, f.call.instance) for f in findings] == [
        ("hang", "instance1"), ("crash", "instance3"), ("mismatch", "instance4")]
    assert "no result within 3 s" in findings[0].detail
    assert "exit 3" in findings[1].detail and "planted crash" in findings[1].detail
    assert "relative error 1.0" in findings[2].detail
    # every finding is reported as it happens, naming the instance and the problem
    assert all(any(f.call.instance in line and "6x6" in line for line in lines) for f in findings)


# ---- the geometries ------------------------------------------------------------------

@pytest.mark.parametrize("spatial_dim", [1, 2, 3])
def test_edge_geometries_reach_the_corners(spatial_dim):
    geometries = edge_geometries(spatial_dim)
    problems = [g.problem(1, 8, 8) for g in geometries]
    inner = [(p.input[-1], p.filter[-1], p.stride[-1], p.pad[-1]) for p in problems]
    assert any(size == 1 for size, _, _, _ in inner)                        # a single position
    assert any(f == 1 and s == 2 for _, f, s, _ in inner)                   # 1x1 at stride 2
    assert any(f < s for _, f, s, _ in inner)                               # filter below the stride
    assert any(pad > f for _, f, _, pad in inner)                           # padding past the filter
    assert any(s >= 2 ** 31 for _, _, s, _ in inner)                        # a stride no index holds
    assert any(p.dilation[-1] > 1 for p in problems)
    assert any(p.pad != p.pad_right for p in problems)                      # asymmetric padding
    assert all(max(p.input) <= 9 and p.N <= 2 for p in problems)
    if spatial_dim > 1:
        assert any(p.filter[-1] != p.filter[-2] for p in problems)          # 1x3, 3x1
        assert any(p.stride[-1] != p.stride[-2] for p in problems)


# ---- the shipped instances (cpu) -----------------------------------------------------

@pytest.fixture(scope="module", params=SPECS)
def shipped_library(request):
    require_tools("cmake", "g++")
    import runtime
    return runtime.build(str(REPO_ROOT / "specs" / f"{request.param}.yaml"), platform="cpu")


@pytest.mark.build
def test_every_shipped_instance_finishes_right_on_the_edge_problems(shipped_library, capsys):
    # The ci tier by default: each geometry once per instance, its channel configurations in
    # turn (about 3,000 calls a spec); HIPCONV_SWEEP_TIER=full takes every pairing (about 10,000,
    # several minutes a spec on two cores: before a kernel change lands, not in CI's budget).
    # A call gets 120 s (this machine may be busy); a hang fails naming the instance and problem.
    tier = os.environ.get("HIPCONV_SWEEP_TIER") or "ci"
    with capsys.disabled():
        findings = sweep(shipped_library, tier, timeout=120.0,
                         say=lambda line: print(f"[sweep] {line}", flush=True))
    assert not findings, "\n".join(map(str, findings))


# ---- the reproductions ------------------------------------------------------------------

@pytest.mark.build
@pytest.mark.parametrize("name", ["bwd_data_2d_fp16_few_tile_c8_mma_r4", "bwd_data_2d_bf16_few_tile_c8_mma_r4",
                                  "bwd_data_2d_fp16_few_tile_c8_mma_r8", "bwd_data_2d_fp16_few_tile_c8"])
def test_few_channel_tile_with_phases_without_taps_returns_the_right_dx(bwd_data_library, name):
    # Issue 71: a 1x1 filter at stride 2 leaves three of the four stride phases without a
    # tap; the tensor-core tile's tap walk looped forever on them (the conftest watchdog
    # turns such a hang into an abort naming the kernel).  Their dX is zero.
    from runtime import check
    inst = bwd_data_library.instance(name)
    problem = ConvProblem(G=1, N=1, C=8, K=8, input=(6, 6), filter=1, stride=2)
    result, dx = check.run_instance(bwd_data_library, inst, problem)
    assert result.ok, result.message
    assert (dx[:, 1::2] == 0).all() and (dx[:, :, 1::2] == 0).all()


@pytest.mark.build
@pytest.mark.parametrize("stride", [2 ** 16, 2 ** 30])
def test_backward_data_work_is_bounded_by_the_tensors_not_the_stride(bwd_data_library, stride):
    # Issue 72 item 7: the few-channel tiles launched once per stride phase (stride^2 of them,
    # 26 s at 32768); the direct gathers ran a strip per phase.  Every instance that takes
    # the problem finishes it quickly and right.
    import time
    from codegen.status import Status
    from runtime import check
    problem = ConvProblem(G=1, N=2, C=8, K=8, input=(9, 10), filter=3, stride=stride, pad=1)
    ran = 0
    for inst in bwd_data_library.instances:
        if bwd_data_library.supports(inst, problem) is not Status.OK:
            continue
        began = time.monotonic()
        result, _ = check.run_instance(bwd_data_library, inst, problem)
        assert result.ok, f"{inst.name}: {result.message}"
        assert time.monotonic() - began < 10.0, inst.name
        ran += 1
    assert ran >= 4
