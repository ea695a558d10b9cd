"""bench/gpu_bench.py's pure helpers: problem list, filters, FLOP/byte counts,
summaries and table formatting.  No GPU and no torch needed (importing the
module must not import torch)."""

import importlib.util
import math
import re
import shutil
import subprocess
import sys

import pytest

from runtime.problem import ConvProblem

from conftest import REPO_ROOT

BENCH = REPO_ROOT / "runtime" / "bench.py"


@pytest.fixture(scope="module")
def gb():
    """bench/gpu_bench.py imported with torch made unimportable."""
    saved = sys.modules.get("torch", "absent")
    sys.modules["torch"] = None          # `import torch` now raises ImportError
    try:
        spec = importlib.util.spec_from_file_location("gpu_bench_under_test", BENCH)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    finally:
        if saved == "absent":
            del sys.modules["torch"]
        else:
            sys.modules["torch"] = saved
    return module


def by_name(gb, name):
    return next(bp for bp in gb.PROBLEMS if bp.name == name)


def test_problem_list_keeps_the_old_rows_and_adds_resnet50(gb):
    names = [bp.name for bp in gb.PROBLEMS]
    assert len(names) == len(set(names))
    assert names[:9] == [
        "resnet 3x3 s1 56x56 C=K=64 N=32", "resnet 3x3 s2 56x56 C=K=128 N=32",
        "1x1 28x28 C=256 K=512 N=32", "resnext G=32 C=K=4 3x3 56x56 N=32",
        "3d 3x3x3 16x28x28 C=K=32 N=4", "1d k5 s1 L=4096 C=K=256 N=16",
        "depthwise 3x3 56x56 G=384 N=32", "depthwise 7x7 56x56 G=96 N=32",
        "depthwise 3x3x3 16x28x28 G=64 N=4"]
    assert by_name(gb, "resnet50 3x3 s1 56x56 C=K=64 N=128").problem == \
        ConvProblem(1, 128, 64, 64, (56, 56), (3, 3), pad=1)
    assert by_name(gb, "resnet50 3x3 s1 14x14 C=K=256 N=128").problem == \
        ConvProblem(1, 128, 256, 256, (14, 14), (3, 3), pad=1)
    s2 = by_name(gb, "resnet50 3x3 s2 56x56 C=K=128 N=128").problem
    assert s2 == ConvProblem(1, 128, 128, 128, (56, 56), (3, 3), stride=2, pad=1)
    assert s2.output == (28, 28)
    assert by_name(gb, "resnet50 1x1 56x56 C=256 K=64 N=128").problem == \
        ConvProblem(1, 128, 256, 64, (56, 56), (1, 1))
    stem = by_name(gb, "stem 7x7 s2 224x224 C=3 K=64 N=128").problem
    assert stem == ConvProblem(1, 128, 3, 64, (224, 224), (7, 7), stride=2, pad=3)
    assert stem.output == (112, 112)
    issue8 = [bp.name for bp in gb.PROBLEMS if bp.name.startswith(("mobilenetv2", "efficientnet",
                                                                     "resnext50"))]
    assert len(issue8) == 9         # issue 8's seven, issue 28's 5x5 stride-2 layer, ResNeXt's C=K=32
    assert by_name(gb, "r50 1x1 7x7 C=2048 K=512 N=32").problem.output == (7, 7)
    assert by_name(gb, "resnext50 G=32 C=K=32 3x3 7x7 N=32").problem.G == 32
    video = by_name(gb, "r3d18 stem 3x7x7 s1,2,2 16x112x112 C=3 K=64 N=8").problem
    assert video.output == (16, 56, 56) and video.C == 3
    regnet = by_name(gb, "regnety400mf G=26 C=K=8 3x3 14x14 N=128").problem
    assert regnet.G * regnet.C == 208 and regnet.output == (14, 14)
    assert by_name(gb, "efficientnet dw 5x5 s2 56x56 G=144 N=128").problem.output == (28, 28)
    assert by_name(gb, "efficientnet dw 5x5 14x14 G=480 N=128").problem == \
        ConvProblem(480, 128, 1, 1, (14, 14), (5, 5), pad=2)
    assert by_name(gb, "resnext50 G=32 C=K=8 3x3 s2 56x56 N=128").problem.output == (28, 28)
    for bp in gb.PROBLEMS:        # torch has symmetric padding only
        assert bp.problem.pad == bp.problem.pad_right


def test_dense_marks(gb):
    dense = {bp.name for bp in gb.PROBLEMS if bp.dense}
    assert dense == {
        "resnet 3x3 s1 56x56 C=K=64 N=32", "resnet 3x3 s2 56x56 C=K=128 N=32",
        "1x1 28x28 C=256 K=512 N=32", "1d k5 s1 L=4096 C=K=256 N=16",
        "resnet50 3x3 s1 56x56 C=K=64 N=128", "resnet50 3x3 s1 14x14 C=K=256 N=128",
        "resnet50 3x3 s2 56x56 C=K=128 N=128", "resnet50 1x1 56x56 C=256 K=64 N=128",
        "r50 1x1 7x7 C=2048 K=512 N=32"}
    assert not gb.is_dense(ConvProblem(2, 1, 64, 64, (8, 8), (3, 3)))
    assert not gb.is_dense(ConvProblem(1, 1, 32, 64, (8, 8), (3, 3)))
    assert gb.is_dense(ConvProblem(1, 1, 64, 64, (8, 8), (3, 3)))


def test_flops_and_bytes_of_a_known_problem(gb):
    p = by_name(gb, "resnet50 3x3 s1 56x56 C=K=64 N=128").problem
    # 2 * N * K * C * output pixels * filter taps
    assert p.flops == 2 * 128 * 64 * 64 * 56 * 56 * 9 == 29_595_009_024
    x = y = 128 * 56 * 56 * 64
    w = 64 * 3 * 3 * 64
    for direction in ("backward_data", "backward_weight"):
        assert gb.bytes_moved(direction, p, 2) == 2 * (x + w + y) == 102_834_176
    assert gb.footprint_bytes(p, "fp32") == 4 * (x + w + y)
    tflops, gbs = gb.rates(p, "fp16", 1e-3)
    assert tflops == pytest.approx(29.595009024)
    assert gbs == pytest.approx(102.834176)
    assert all(math.isnan(v) for v in gb.rates(p, "fp16", float("nan")))
    assert all(math.isnan(v) for v in gb.rates(p, "fp16", None))
    s2 = by_name(gb, "resnet50 3x3 s2 56x56 C=K=128 N=128").problem
    assert s2.flops == 2 * 128 * 128 * 128 * 28 * 28 * 9


def test_l2_comment_lists(gb):
    """The problems the comment above PROBLEMS says fit in the L2."""
    def fitting(dtype, limit):
        return {bp.name for bp in gb.PROBLEMS if gb.footprint_bytes(bp.problem, dtype) <= limit}

    fits_h100_16bit = {
        "resnet 3x3 s1 56x56 C=K=64 N=32", "resnet 3x3 s2 56x56 C=K=128 N=32",
        "1x1 28x28 C=256 K=512 N=32", "3d 3x3x3 16x28x28 C=K=32 N=4",
        "depthwise 7x7 56x56 G=96 N=32", "depthwise 3x3x3 16x28x28 G=64 N=4",
        "resnet50 3x3 s1 14x14 C=K=256 N=128", "efficientnet dw 5x5 14x14 G=480 N=128",
        "regnety400mf G=26 C=K=8 3x3 14x14 N=128", "r50 1x1 7x7 C=2048 K=512 N=32",
        "resnext50 G=32 C=K=32 3x3 7x7 N=32"}
    assert fitting("fp16", 50e6) == fits_h100_16bit
    assert fitting("fp16", 60e6) == fits_h100_16bit | {"resnext G=32 C=K=4 3x3 56x56 N=32",
                                                       "resnext50 G=32 C=K=16 3x3 14x14 N=128"}
    fits_h100_fp32 = {"3d 3x3x3 16x28x28 C=K=32 N=4", "depthwise 3x3x3 16x28x28 G=64 N=4",
                      "regnety400mf G=26 C=K=8 3x3 14x14 N=128", "r50 1x1 7x7 C=2048 K=512 N=32",
                      "resnext50 G=32 C=K=32 3x3 7x7 N=32"}
    assert fitting("fp32", 50e6) == fits_h100_fp32
    assert fitting("fp32", 60e6) == fits_h100_fp32 | {
        "resnet 3x3 s1 56x56 C=K=64 N=32", "resnet50 3x3 s1 14x14 C=K=256 N=128"}


def test_filters(gb):
    assert gb.split_list(["a,b", " c ", ""]) == ["a", "b", "c"]
    assert gb.split_list(None) == []
    assert gb.matches("anything", [])
    assert gb.matches("bwd_data_2d_fp16_vec8", ["*VEC8"])
    assert not gb.matches("bwd_data_2d_fp16_vec4", ["*vec8", "*big"])
    assert [bp.name for bp in gb.select_problems(["resnet50*"])] == [
        bp.name for bp in gb.PROBLEMS if bp.name.startswith("resnet50")]
    assert len(gb.select_problems(["resnet50*"])) == 4
    assert len(gb.select_problems([])) == len(gb.PROBLEMS)
    assert {bp.name for bp in gb.select_problems(["depthwise*", "*1x1*"])} == {
        "depthwise 3x3 56x56 G=384 N=32", "depthwise 7x7 56x56 G=96 N=32",
        "depthwise 3x3x3 16x28x28 G=64 N=4", "1x1 28x28 C=256 K=512 N=32",
        "resnet50 1x1 56x56 C=256 K=64 N=128", "r50 1x1 7x7 C=2048 K=512 N=32"}


def test_parse_args(gb, monkeypatch):
    monkeypatch.delenv("OUT", raising=False)
    args = gb.parse_args([])
    assert args.spec == ["specs/bwd_data.yaml"]
    assert args.dtypes == ["fp32", "fp16", "bf16"]
    assert args.directions == [] and args.problems == [] and args.instances == []
    assert args.iterations == 20 and not args.skip_check and args.out == "."
    assert args.epilogue == "acc"
    assert not args.skip_graph and not args.skip_eager       # both extra timings by default
    assert gb.parse_args(["--epilogue", "relu(acc+bias)"]).epilogue == "relu(acc + bias)"
    with pytest.raises(SystemExit):
        gb.parse_args(["--epilogue", "acc +"])
    args = gb.parse_args(["--spec", "specs/bwd_weight.yaml", "--problems", "resnet50*,*1x1*",
                          "--dtypes", "bf16,fp16", "--directions", "backward_weight",
                          "--instances", "*vec8", "--instances", "*big", "--iterations", "5",
                          "--skip-check", "--deadline", "480", "--deadline", "100"])
    assert args.spec == ["specs/bwd_weight.yaml"]
    assert args.problems == ["resnet50*", "*1x1*"]
    assert args.dtypes == ["bf16", "fp16"]
    assert args.directions == ["backward_weight"]
    assert args.instances == ["*vec8", "*big"]
    assert args.iterations == 5 and args.skip_check
    assert args.deadline == 100        # the last one wins (device_run.sh relies on this)
    for bad in (["--dtypes", "fp64"], ["--directions", "forward_data"],
                ["--problems", "no such problem"], ["--iterations", "0"]):
        with pytest.raises(SystemExit):
            gb.parse_args(bad)


def test_capped_iterations(gb):
    assert gb.capped_iterations(1e-3, 20, None) == 20
    assert gb.capped_iterations(1e-3, 20, 1.0) == 20
    assert gb.capped_iterations(0.1, 20, 1.0) == 10
    assert gb.capped_iterations(2.0, 20, 1.0) == 3      # never fewer than 3
    assert gb.capped_iterations(2.0, 2, 1.0) == 2
    assert gb.capped_iterations(0.0, 20, 1.0) == 20     # no warm-up estimate


def fake_rows(gb):
    """Rows with made-up timings: (problem, dtype, best s, selected s, cuDNN s)."""
    ceilings = {"matmul_bf16_tflops": 800.0, "copy_gbs": 4000.0}
    spec = [
        ("resnet50 3x3 s1 56x56 C=K=64 N=128", "bf16", 2e-3, 4e-3, 1e-3),    # ratio 0.5
        ("resnet50 3x3 s1 14x14 C=K=256 N=128", "bf16", 1e-3, 1e-3, 2e-3),   # ratio 2
        ("resnet50 1x1 56x56 C=256 K=64 N=128", "bf16", 1e-3, 1e-3, 0.25e-3),  # 0.25
        ("depthwise 7x7 56x56 G=96 N=32", "bf16", 1e-3, 1e-3, 8e-3),          # 8, not dense
        ("depthwise 3x3 56x56 G=384 N=32", "bf16", 1e-3, 1e-3, float("nan")),  # torch failed
        ("resnet50 3x3 s1 56x56 C=K=64 N=128", "fp32", 4e-3, 4e-3, 2e-3),    # 0.5
    ]
    rows = []
    for name, dtype, best, sel, torch_s in spec:
        sel_name = "inst_best" if sel == best else "inst_sel"
        # kernel-only: the selected time and cuDNN's 10% faster than the event timing;
        # eager: cuDNN 20 us per call, hipconv's operator the selected time + 5 us
        paired = {"graph": (0.9 * sel, 0.9 * torch_s), "eager": (sel + 5e-6, 20e-6)}
        rows.append(gb.make_row(
            "backward_data", by_name(gb, name), dtype, ("inst_best", best), (sel_name, sel),
            torch_s, ceilings, [("inst_best", best, None), (sel_name, sel, None),
                                ("inst_broken", None, "DeviceError('x')")], l2_bytes=60_000_000,
            paired=paired))
    return rows


def test_make_row(gb):
    rows = fake_rows(gb)
    first = rows[0]
    assert first["speedup_vs_torch"] == pytest.approx(0.5)
    assert first["selected_speedup_vs_torch"] == pytest.approx(0.25)
    assert first["best_over_selected"] == pytest.approx(0.5)
    assert not first["selected_is_best"] and rows[1]["selected_is_best"]
    assert first["hipconv_tflops"] == pytest.approx(29.595009024 / 2)
    assert first["frac_matmul_peak"] == pytest.approx(29.595009024 / 2 / 800)
    assert first["frac_copy_bw"] == pytest.approx(102.834176 / 2 / 4000)
    assert first["fits_l2"] is False and rows[1]["fits_l2"] is True
    assert rows[-1]["frac_matmul_peak"] is None          # fp32: no tensor-core peak
    assert math.isnan(rows[4]["speedup_vs_torch"])
    assert [c["instance"] for c in first["candidates"]] == ["inst_best", "inst_sel",
                                                            "inst_broken"]
    assert math.isnan(first["candidates"][2]["ms"])
    assert first["graph_ratio"] == pytest.approx(0.25)     # the selected instance's
    assert first["graph_ms"] == pytest.approx(3.6)
    assert first["graph_tflops"] == pytest.approx(29.595009024 / 3.6)
    assert first["eager_ratio"] == pytest.approx(20e-6 / 4.005e-3)
    assert math.isnan(rows[4]["graph_ratio"])             # cuDNN failed
    bare = gb.make_row("forward", by_name(gb, "depthwise 3x3 56x56 G=384 N=32"), "bf16",
                       ("a", 1e-3), ("a", 1e-3), 1e-3, {})
    assert math.isnan(bare["graph_ratio"]) and math.isnan(bare["eager_ms"])
    assert gb.kernel_ratio(bare) == pytest.approx(1.0)     # no graph timing: the event one
    assert "context" not in first["candidates"][0]
    context = dict(fills_device=False, modelled_bytes=2.5e6, splits=1, multiprocessors=132)
    recorded = gb.make_row("forward", by_name(gb, "depthwise 3x3 56x56 G=384 N=32"), "bf16",
                           ("a", 1e-3), ("a", 1e-3), 1e-3, {}, [("a", 1e-3, None, context)])
    assert recorded["candidates"][0]["context"] == context


def _replay_module():
    spec = importlib.util.spec_from_file_location("selection_replay_under_test",
                                                  REPO_ROOT / "bench" / "selection_replay.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module        # its dataclass resolves annotations through it
    spec.loader.exec_module(module)
    return module


def test_selection_replay_ranks_recorded_candidates_by_todays_rules(monkeypatch):
    """bench/selection_replay.py: the shipped manifests' instances in registry order, a row's timed
    candidates ranked by runtime.selection (run 130's fp32 ResNeXt-50 C=K=16 forward row: select
    took few_c4 then, Winograd since session 21, the faster), each candidate's recorded selection
    context passed to the rules where the row has one."""
    import json
    from runtime import selection
    replay = _replay_module()
    fwd = replay.manifest_instances(REPO_ROOT / "generated" / "fwd" / "manifest.json")
    names = [e["name"] for e in json.loads((REPO_ROOT / "generated" / "fwd" / "manifest.json").read_text())["instances"]]
    assert list(fwd) == names and [fwd[n].index for n in names] == list(range(len(names)))
    winograd, gather = fwd["fwd_2d_fp32_winograd"], fwd["fwd_2d_fp32_few_c4"]
    assert winograd.specialization == "winograd_2x2_3x3" and gather.thread == (1, 4, 0)
    shape = ConvProblem(32, 128, 16, 16, (14, 14), (3, 3), pad=1).to_dict()
    row = {"direction": "forward", "problem": "resnext50 G=32 C=K=16 3x3 14x14 N=128", "dtype": "fp32",
           "shape": shape, "selected_instance": "fwd_2d_fp32_few_c4",
           "candidates": [{"instance": "fwd_2d_fp32_few_c4", "ms": 0.3064, "error": None},
                          {"instance": "fwd_2d_fp32_winograd", "ms": 0.1836, "error": None},
                          {"instance": "fwd_2d_fp32_128x64", "ms": 0.4326, "error": None}]}
    (r,) = replay.replay({"rows": [row]}, {"fwd": fwd}, 132)
    assert (r.recorded, r.replayed, r.fastest) == ("fwd_2d_fp32_few_c4", "fwd_2d_fp32_winograd",
                                                   "fwd_2d_fp32_winograd")
    assert r.changed and r.slowdown == pytest.approx(1.0)
    seen = []
    real = selection.preference
    monkeypatch.setattr(selection, "preference", lambda inst, problem, **kw: (seen.append(kw), real(inst, problem, **kw))[1])
    context = dict(fills_device=False, modelled_bytes=None, splits=2, multiprocessors=114)
    row["candidates"][0]["context"] = context
    replay.replay({"rows": [row]}, {"fwd": fwd}, 132)
    assert context in seen and {"multiprocessors": 132} in seen     # recorded, else the default


def test_summary_geomeans(gb):
    summary = gb.summarize(fake_rows(gb))
    assert [(s["direction"], s["dtype"]) for s in summary] == [     # DTYPES order
        ("backward_data", "fp32"), ("backward_data", "bf16")]
    fp32, bf16 = summary
    assert bf16["rows"] == 5 and bf16["dense_rows"] == 3
    # all rows with a finite ratio: 0.5, 2, 0.25, 8 -> (0.5*2*0.25*8)^(1/4) = 2^(1/4)
    assert bf16["geomean_ratio"] == pytest.approx(2 ** 0.25)
    # dense: 0.5, 2, 0.25 -> 0.25^(1/3)
    assert bf16["geomean_ratio_dense"] == pytest.approx(0.25 ** (1 / 3))
    assert bf16["min_ratio_dense"] == pytest.approx(0.25)
    # selected: 0.25, 2, 0.25 (dense) and 8
    assert bf16["geomean_selected_ratio"] == pytest.approx((0.25 * 2 * 0.25 * 8) ** 0.25)
    assert bf16["geomean_selected_ratio_dense"] == pytest.approx((0.25 * 2 * 0.25) ** (1 / 3))
    assert bf16["selected_is_best"] == 4
    assert set(bf16["dense_3x3_tflops"]) == {"resnet50 3x3 s1 56x56 C=K=64 N=128",
                                             "resnet50 3x3 s1 14x14 C=K=256 N=128"}
    assert bf16["dense_3x3_tflops"]["resnet50 3x3 s1 14x14 C=K=256 N=128"] == \
        pytest.approx(29.595009024)
    assert fp32["geomean_ratio"] == pytest.approx(0.5) == fp32["min_ratio_dense"]
    # kernel-only ratios 0.25, 2, 0.25, 8 (NaN left out); below 0.8x: the 0.25 rows
    assert bf16["geomean_graph_ratio"] == pytest.approx((0.25 * 2 * 0.25 * 8) ** 0.25)
    assert bf16["below_low_ratio"] == ["resnet50 1x1 56x56 C=256 K=64 N=128",
                                       "resnet50 3x3 s1 56x56 C=K=64 N=128"]
    assert bf16["geomean_eager_ratio"] == pytest.approx(gb.geomean(
        20e-6 / (sel + 5e-6) for sel in (4e-3, 1e-3, 1e-3, 1e-3, 1e-3)))
    assert gb.geomean([]) != gb.geomean([])      # NaN
    assert gb.geomean([4.0, 1.0, float("nan"), None, 0.0]) == pytest.approx(2.0)


def test_table_and_summary_format(gb):
    rows = fake_rows(gb)
    lines = gb.format_table(rows)
    assert lines[0] == gb.TABLE_HEADER
    assert len(lines) == len(rows) + 1
    assert len({len(line) for line in lines}) == 1      # aligned columns
    assert all(len(line) <= 135 for line in lines)
    assert "0.50" in lines[1] and "0.25" in lines[1] and lines[1].rstrip().endswith("D")
    assert "bwd_data" in lines[1] and "bf16" in lines[1]
    assert " - " in lines[5]                             # cuDNN failed: no ratio
    text = "\n".join(gb.format_summary(gb.summarize(rows),
                                       {"matmul_bf16_tflops": 790.0, "copy_gbs": 4300.0}))
    assert "790 TFLOP/s" in text and "4300 GB/s" in text
    assert f"{2 ** 0.25:.3f}" in text and f"{0.25 ** (1 / 3):.3f}" in text
    assert "resnet50 3x3 s1 14x14 C=K=256: 29.6" in text
    assert "below 0.8x (kernel): resnet50 1x1 56x56 C=256 K=64 N=128; resnet50 3x3 s1" in text
    for row in rows:
        assert row["problem"] in gb.format_detail(row)
    empty = gb.format_summary([], {})
    assert empty[0].startswith("direction")


def test_device_script_is_valid_bash():
    if shutil.which("bash") is None:
        pytest.skip("bash not on PATH")
    script = REPO_ROOT / "bench" / "device_run.sh"
    subprocess.run(["bash", "-n", str(script)], check=True)
    text = script.read_text()
    assert '"${BENCH_ARGS[@]}"' in text and "--target /tmp/site" in text and "$OUT" in text
    assert "bench/sass_stats.py" in text and "ncu --kernel-name" in text
    assert "--page source --print-source sass --csv" in text and "bench/ncu_source_summary.py" in text
    # --ncu-source takes three values and says so when they are missing
    short = subprocess.run(["bash", str(script), "--ncu-source", "glob", "instance"], capture_output=True, text=True)
    assert short.returncode == 2 and "--ncu-source needs PROBLEM_GLOB INSTANCE KERNEL_REGEX" in short.stdout


NCU_SOURCE_PAGE = (
    '"Kernel Name","k(Params)",\n'
    '"Address","Source","Warp Stall Sampling (All Samples)","Warp Stall Sampling (Not-issued Samples)",'
    '"Instructions Executed","stall_long_sb","stall_wait","stall_long_sb (Not Issued)"\n'
    '"0x10","  SYNCS.PHASECHK.TRANS64.TRYWAIT P0, [R7+URZ], R6","6","6","16128","0","6","0"\n'
    '"0x20","  @!P0  BRA 0x80","264","260","16128","260","4","260"\n'
    '"0x30","  HGMMA.64x64x16.F32.BF16 R24, gdesc[UR16], R24","1","1","16128","0","1","0"\n'
    '"0x40","  IADD3 R1, R1, 0x1, RZ","2","2","16128","0","2","0"\n'
    '"0x50","  SYNCS.EXCH.64 URZ, [UR11], UR4","0","0","56","0","0","0"\n')


def test_ncu_source_summary_lists_the_hot_and_the_watched_instructions(tmp_path, capsys, monkeypatch):
    """bench/ncu_source_summary.py: the kernel, its samples and instructions; an instruction
    with at least --min-share of the samples (the branch after the barrier wait, with its
    stall reasons) or a watched main-loop instruction (HGMMA, SYNCS executed often enough);
    a file that is no source page is a one-line error."""
    spec = importlib.util.spec_from_file_location("ncu_source_summary", REPO_ROOT / "bench" / "ncu_source_summary.py")
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, spec.name, module)    # its dataclasses look their module up
    spec.loader.exec_module(module)
    page = tmp_path / "page.csv"
    page.write_text(NCU_SOURCE_PAGE)
    assert module.main([str(page), "--min-share", "0.05"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "## k(Params)" and lines[1] == "samples 273, warp instructions 64568"
    listed = [line.split("  ", 2)[-1] for line in lines[3:]]
    assert any("@!P0  BRA 0x80  (long_sb=260, wait=4)" in line for line in lines[3:]), lines
    assert any("HGMMA.64x64x16" in line for line in listed) and any("TRYWAIT" in line for line in listed)
    assert not any("IADD3" in line or "SYNCS.EXCH" in line for line in lines), lines   # cold, or run once
    other = tmp_path / "other.csv"
    other.write_text("a,b\n1,2\n")
    assert module.main([str(other)]) == 2
    assert "not an ncu source page" in capsys.readouterr().err


SASS_SAMPLE = """
Fatbin elf code:
================
arch = sm_90a
        code for sm_90a
                Function : _ZN12_GLOBAL__N_127bwd_data_2d_bf16_mma_kernelENS_6ParamsE
        /*0000*/                   LDC R1, c[0x0][0x28] ;
        /*0010*/              @!P0 LDGSTS.E.BYPASS.LTC128B.128 [R1], desc[UR4][R2.64] ;
        /*0020*/                   HMMA.16816.F32.BF16 R4, R8, R12, R4 ;
        /*0030*/                   HMMA.16816.F32.BF16 R4, R8, R12, R4 ;
        /*0040*/                   STL.64 [R1], R2 ;
Fatbin elf code:
================
arch = sm_80
                Function : _ZN12_GLOBAL__N_127bwd_data_2d_bf16_mma_kernelENS_6ParamsE
        /*0000*/                   HMMA.16816.F32.BF16 R4, R8, R12, R4 ;
"""


def test_sass_stats_counts_per_arch_and_kernel():
    import importlib.util
    spec = importlib.util.spec_from_file_location("sass_stats",
                                                  REPO_ROOT / "bench" / "sass_stats.py")
    sass_stats = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(sass_stats)
    kernels = sass_stats.parse(SASS_SAMPLE)
    assert set(kernels) == {("sm_90a", "_ZN12_GLOBAL__N_127bwd_data_2d_bf16_mma_kernelENS_6ParamsE"),
                            ("sm_80", "_ZN12_GLOBAL__N_127bwd_data_2d_bf16_mma_kernelENS_6ParamsE")}
    hopper = kernels[("sm_90a", "_ZN12_GLOBAL__N_127bwd_data_2d_bf16_mma_kernelENS_6ParamsE")]
    assert (hopper["HMMA"], hopper["LDGSTS"], hopper["STL"], hopper["total"]) == (2, 1, 1, 5)
    assert sass_stats.short_name(
        "_ZN12_GLOBAL__N_127bwd_data_2d_bf16_mma_kernelENS_6ParamsE") == "bwd_data_2d_bf16_mma_kernel"


def test_problem_file(gb, tmp_path):
    path = tmp_path / "mine.yaml"
    path.write_text("- {name: my 3x3, G: 1, N: 4, C: 64, K: 64, input: [14, 14], filter: [3, 3], pad: 1}\n"
                    "- {name: my s2, G: 2, N: 2, C: 8, K: 16, input: [9, 10], filter: 3, stride: 2,"
                    " pad: [1, 0], pad_right: [0, 1]}\n")
    problems = gb.load_problem_file(str(path))
    assert [bp.name for bp in problems] == ["my 3x3", "my s2"]
    assert problems[0].problem == ConvProblem(1, 4, 64, 64, (14, 14), (3, 3), pad=1)
    assert problems[0].dense and not problems[1].dense
    assert problems[1].problem.pad_right == (0, 1)
    args = gb.parse_args(["--problem-file", str(path), "--problems", "my s*"])
    assert [bp.name for bp in gb.select_problems(args.problems, args.problem_list)] == ["my s2"]
    bad = tmp_path / "bad.yaml"
    for text, words in (("- {name: x, G: 1, N: 1, C: 1, K: 1, input: [4], filter: 3, strid: 2}\n",
                         "unknown keys ['strid']"),
                        ("- {name: x, G: 1, N: 1, C: 1, input: [4], filter: 3}\n", "missing ['K']"),
                        ("- {name: x, G: 1, N: 1, C: 1, K: 1, input: [2], filter: 5}\n", "problem 0 (x)"),
                        ("{}\n", "non-empty list")):
        bad.write_text(text)
        with pytest.raises(ValueError, match=re.escape(words)):
            gb.load_problem_file(str(bad))


def test_csv_has_one_line_per_row(gb, tmp_path):
    import csv
    row = dict(direction="backward_data", problem="p", dtype="bf16", dense=True, instance="a",
               hipconv_ms=0.1, selected_instance="b", selected_ms=0.12, torch_ms=0.11,
               speedup_vs_torch=1.1, selected_speedup_vs_torch=0.92, selected_tflops=500.0,
               selected_gbs=100.0, frac_matmul_peak=0.6, frac_copy_bw=0.02)
    path = tmp_path / "bench.csv"
    gb.write_csv([row, dict(row, dtype="fp16")], str(path))
    lines = list(csv.reader(path.open()))
    assert lines[0] == list(gb.CSV_COLUMNS)
    assert [ln[2] for ln in lines[1:]] == ["bf16", "fp16"]
    assert lines[1][gb.CSV_COLUMNS.index("selected_ratio")] == "0.92"


@pytest.mark.parametrize("command", [["-m", "runtime.bench"], ["bench/gpu_bench.py"]])
def test_benchmark_command_entry_points(command):
    done = subprocess.run([sys.executable, *command, "--help"], cwd=REPO_ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "--problem-file" in done.stdout and "python -m runtime.bench" in done.stdout


def test_plot_of_the_speedups(gb, tmp_path):
    pytest.importorskip("matplotlib", reason="matplotlib (the bench extra) is not installed")
    rows = [dict(direction=d, problem=p, dtype=t, selected_speedup_vs_torch=r)
            for d in ("backward_data", "backward_weight")
            for p, r in (("a", 0.5), ("b", 1.7))
            for t in ("fp16", "bf16")]
    rows.append(dict(direction="backward_data", problem="c", dtype="fp16",
                     selected_speedup_vs_torch=float("nan")))       # a failed row: no bar
    path = tmp_path / "bench.png"
    assert gb.write_plot(rows, str(path))
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and path.stat().st_size > 10_000
    assert not gb.write_plot([], str(tmp_path / "empty.png"))


def test_git_commit_names_the_checkout_or_nothing():
    """The benchmark's default --commit: this checkout's HEAD (a 40-hex name), or None
    where git or the repository is missing; never an exception."""
    from runtime.bench import git_commit
    found = git_commit()
    assert found is None or (len(found) == 40 and all(c in "0123456789abcdef" for c in found))


def test_torch_epilogue_matches_the_numpy_twin():
    """The benchmark's torch side of --epilogue evaluates the same parse as the numpy
    reference (codegen/epilogue.py)."""
    torch = pytest.importorskip("torch")
    from codegen.epilogue import evaluate, parse_expression
    from runtime.bench import torch_epilogue
    gen = torch.Generator().manual_seed(0)
    acc = torch.randn(2, 6, 4, 4, generator=gen)
    bias, residual = torch.randn(6, generator=gen), torch.randn(2, 6, 4, 4, generator=gen)
    for text in ("relu(acc + bias)", "alpha * acc + beta * residual",
                 "where(acc + bias > 0, acc + bias, 0.1 * (acc + bias))",
                 "gelu(acc) + clamp(acc, -0.5, 0.5) + max(acc, 0)", "silu(alpha * acc)"):
        expression = parse_expression(text)
        got = torch_epilogue(expression, acc, {"bias": bias, "residual": residual})
        want = evaluate(expression, {"acc": acc.numpy(), "bias": bias.numpy().reshape(1, 6, 1, 1),
                                     "residual": residual.numpy()})
        assert abs(got.numpy() - want).max() < 1e-6, text


def test_paired_timings_follow_the_flags(gb, monkeypatch):
    """--skip-graph / --skip-eager leave each timing out; the eager one is also left out for
    an epilogue the operator does not run, the graph one without a selected instance's call;
    a timing that fails is reported and leaves only itself out."""
    from codegen.epilogue import parse_expression
    monkeypatch.delenv("OUT", raising=False)
    problem = by_name(gb, "resnet50 1x1 56x56 C=256 K=64 N=128").problem
    seen = []
    monkeypatch.setattr(gb, "graph_median", lambda fn, *a: seen.append("graph") or 1e-3)
    monkeypatch.setattr(gb, "eager_mean", lambda fn, *a: seen.append("eager") or 2e-3)
    monkeypatch.setattr(gb, "torch_call", lambda *a, **k: (lambda: None))
    monkeypatch.setattr(gb, "op_call", lambda *a, **k: (lambda: None))
    call = lambda: None                                   # noqa: E731
    bench = gb.Bench(gb.parse_args(["--skip-graph", "--skip-eager"]))
    assert bench.paired_timings("forward", problem, "bf16", call, None) == {} and seen == []
    bench = gb.Bench(gb.parse_args([]))
    assert bench.paired_timings("forward", problem, "bf16", call, None) == {
        "graph": (1e-3, 1e-3), "eager": (2e-3, 2e-3)}
    seen.clear()
    relu = parse_expression("relu(acc)")
    assert set(bench.paired_timings("forward", problem, "bf16", call, relu)) == {"graph"}
    assert set(bench.paired_timings("forward", problem, "bf16", None, None)) == {"eager"}
    monkeypatch.setattr(gb, "op_call", lambda *a, **k: 1 / 0)
    assert set(bench.paired_timings("forward", problem, "bf16", call, None)) == {"graph"}
    assert len(bench.failures) == 1 and bench.failures[0].startswith("eager timing")


def test_load_result_reads_plain_and_xz_files(tmp_path):
    """runtime.bench.load_result: a result file as written, its NAME.xz (bench/results keeps
    them compressed), and a plain name whose file is gone opens the NAME.xz beside it."""
    import lzma
    from runtime.bench import load_result
    (tmp_path / "a.json").write_text('{"rows": [1]}')
    with lzma.open(tmp_path / "b.json.xz", "wt") as handle:
        handle.write('{"rows": [2]}')
    assert load_result(tmp_path / "a.json") == {"rows": [1]}
    assert load_result(tmp_path / "b.json.xz") == {"rows": [2]}
    assert load_result(str(tmp_path / "b.json")) == {"rows": [2]}


def test_cliff_table(gb, tmp_path, capsys):
    """bench/cliff_table.py: one row per (problem, direction, dtype) from the files, the
    later file winning; kernel-only ratios (the CUDA-graph one), the eager ratio, GB/s of the
    copy rate for depthwise rows, and the count below 0.8x."""
    import json
    spec = importlib.util.spec_from_file_location("cliff_table", REPO_ROOT / "bench" / "cliff_table.py")
    table = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(table)
    rows = fake_rows(gb)
    ceilings = {"matmul_bf16_tflops": 800.0, "copy_gbs": 4000.0}
    first, later = tmp_path / "a.json", tmp_path / "b.json"
    first.write_text(json.dumps({"ceilings": ceilings, "rows": rows}, default=str))
    improved = dict(rows[0], graph_ratio=1.5, graph_ms=1.0, torch_graph_ms=1.5)
    later.write_text(json.dumps({"ceilings": ceilings, "rows": [improved]}, default=str))
    assert table.main([str(first), str(later), "--dtypes", "bf16"]) == 0
    out = capsys.readouterr().out.splitlines()
    body = [line for line in out if line.startswith("| ") and not line.startswith("| layer")]
    assert len(body) == 5                                  # five bf16 rows, one replaced
    resnet = next(line for line in body if line.startswith("| resnet50 3x3 s1 56x56"))
    assert "| 1.50 |" in resnet and "1.000 / 1.500 ms" in resnet and "<0.8" not in resnet
    assert "inst_sel; best inst_best 2.000" in body[0] or any("inst_sel; best inst_best" in b for b in body)
    one_by_one = next(line for line in body if line.startswith("| resnet50 1x1"))
    assert "0.25 **<0.8**" in one_by_one and "(" in one_by_one and "mm)" in one_by_one
    depthwise = next(line for line in body if line.startswith("| depthwise 7x7"))
    assert "GB/s" in depthwise and "copy)" in depthwise
    assert out[-1] == "1 of 5 rows below 0.8x (kernel-only)."    # cuDNN-failed row: no ratio


@pytest.mark.build
def test_selection_diff_names_what_a_criterion_or_an_instance_changes(bwd_weight_library, tmp_path, capsys):
    """bench/selection_diff.py: select's choice with and without a criterion, or without the
    instances matching a glob (this machine's library); an unknown criterion is a one-line
    usage error."""
    import json as _json
    spec = importlib.util.spec_from_file_location("selection_diff", REPO_ROOT / "bench" / "selection_diff.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    out = tmp_path / "diff.json"
    assert tool.main(["--spec", str(REPO_ROOT / "specs" / "bwd_weight.yaml"), "--without", "instance:*mma128x128",
                      "--directions", "backward_weight", "--problems", "resnet*", "--out", str(out)]) == 0
    rows = _json.loads(out.read_text())["rows"]
    assert rows and all(not r["without"].endswith("mma128x128") for r in rows)
    changed = [r for r in rows if r["with"] != r["without"]]
    assert changed and all(r["with"].endswith("mma128x128") for r in changed)
    assert f"{len(changed)} of {len(rows)} choices change" in capsys.readouterr().out
    assert tool.main(["--spec", str(REPO_ROOT / "specs" / "bwd_weight.yaml"), "--without", "largest-tile",
                      "--directions", "backward_weight", "--problems", "resnet*"]) == 0
    with pytest.raises(SystemExit):
        tool.main(["--spec", "specs/bwd_weight.yaml", "--without", "no-such-criterion"])
    assert "not a criterion" in capsys.readouterr().err


def test_ab_compare_takes_the_minimum_per_side_and_names_what_moved(tmp_path, capsys):
    """bench/ab_compare.py (the interleaved A/B of bench/device_ab.sh): per instance the fastest
    of each side's rounds, old / new per family, the rows beyond the threshold, changed choices."""
    import json
    sys.path.insert(0, str(REPO_ROOT / "bench"))
    try:
        import ab_compare
    finally:
        sys.path.pop(0)

    def row(selected, sel_ms, cudnn, **times):
        return {"direction": "forward", "problem": "p", "dtype": "bf16", "selected_instance": selected,
                "selected_ms": sel_ms, "torch_ms": cudnn,
                "candidates": [{"instance": i, "ms": ms, "error": None} for i, ms in times.items()]}
    rounds = {"old1": row("a_wgmma", 1.0, 0.5, a_wgmma=1.0, b_mma=2.0),
              "old2": row("a_wgmma", 1.2, 0.6, a_wgmma=1.2, b_mma=1.8),      # b's best old: 1.8
              "new1": row("b_mma", 0.9, 0.5, a_wgmma=1.0, b_mma=0.9),
              "new2": row("b_mma", 0.95, 0.5, a_wgmma=1.1, b_mma=1.0)}
    for name, content in rounds.items():
        (tmp_path / name).mkdir()
        (tmp_path / name / "bench.json").write_text(json.dumps({"rows": [content]}))
    old = ab_compare.minimum_times(sorted(tmp_path.glob("old*/bench.json")))
    assert old[("forward", "p", "bf16", "b_mma")] == 1.8
    result = ab_compare.compare(old, ab_compare.minimum_times(sorted(tmp_path.glob("new*/bench.json"))), 0.03)
    assert result["families"]["mma_sync"]["geomean"] == pytest.approx(2.0)         # 1.8 / 0.9
    assert result["families"]["wgmma"]["geomean"] == pytest.approx(1.0)
    assert result["selection_changed"] == [{"row": ["forward", "p", "bf16"], "old": "a_wgmma", "new": "b_mma"}]
    assert [b["instance"] for b in result["beyond"]] == ["b_mma"]   # the selected keys differ by name
    assert ab_compare.main([str(tmp_path)]) == 0
    assert "selection changed: forward / p / bf16: a_wgmma -> b_mma" in capsys.readouterr().out
    assert ab_compare.main([str(tmp_path / "old1")]) == 2


def test_device_ab_refuses_without_its_arguments_or_the_old_tree(tmp_path):
    script = REPO_ROOT / "bench" / "device_ab.sh"
    usage = subprocess.run(["bash", str(script)], capture_output=True, text=True)
    assert usage.returncode == 2 and "usage: bench/device_ab.sh OLD_TREE ROUNDS" in usage.stdout
    missing = subprocess.run(["bash", str(script), str(tmp_path), "2", "--spec", "specs/fwd.yaml"],
                             capture_output=True, text=True)
    assert missing.returncode == 2 and "holds no bench/device_run.sh" in missing.stdout


def test_models_ab_compare_takes_the_fastest_step_per_side(tmp_path, capsys):
    """bench/models_ab_compare.py (the interleaved step A/B of bench/device_models_ab.sh): per
    model, dtype and step the fastest of each side's rounds, old / new of hipconv's step and each
    side's ratio against cuDNN; a step timed on one side only is left out."""
    import json
    sys.path.insert(0, str(REPO_ROOT / "bench"))
    try:
        import models_ab_compare
    finally:
        sys.path.pop(0)

    def models(train, infer=None):
        steps = {"train_eager": {"cudnn_ms": train[0], "hipconv_ms": train[1]}}
        if infer:
            steps["infer_eager"] = {"cudnn_ms": infer[0], "hipconv_ms": infer[1]}
        return {"rows": [{"model": "resnet50", "dtype": "bf16", "steps": steps}]}
    rounds = {"old1": models((21.0, 18.0), (4.0, 3.5)), "old2": models((19.0, 18.5)),
              "new1": models((20.0, 17.0)), "new2": models((18.0, 17.5))}
    for name, content in rounds.items():
        (tmp_path / name).mkdir()
        (tmp_path / name / "models.json").write_text(json.dumps(content))
    rows = models_ab_compare.compare(tmp_path)
    assert [(r["model"], r["dtype"], r["step"]) for r in rows] == [("resnet50", "bf16", "train_eager")]
    assert rows[0]["old_ms"] == 18.0 and rows[0]["new_ms"] == 17.0
    assert rows[0]["old_over_new"] == pytest.approx(18.0 / 17.0)
    assert rows[0]["old_vs_cudnn"] == pytest.approx(19.0 / 18.0)      # each side's fastest cuDNN step
    assert rows[0]["new_vs_cudnn"] == pytest.approx(18.0 / 17.0)
    assert models_ab_compare.main([str(tmp_path)]) == 0
    assert "train_eager" in capsys.readouterr().out
    assert models_ab_compare.main([str(tmp_path / "old1")]) == 1


def test_split_model_mirror_restates_the_recorded_cpp_model():
    """bench/experiments/split_model_mirror.py (the offline replay of the split cost model)
    against what the shipped libraries reported on the GPU (run 66, H200: every wgmma candidate
    on 71 layers, recorded with feed-bound exponent 0.6 and no narrow price): the same split and
    modelled_bytes for every candidate -- the patch tiles' reductions in whole patches, so the
    Python restatement of the C++ patch-shape search (strided layers included) agrees with it."""
    sys.path.insert(0, str(REPO_ROOT / "bench" / "experiments"))
    try:
        import split_model_mirror as mirror_model
    finally:
        sys.path.pop(0)
    from codegen.micro_kernels import WgmmaMicroKernel
    from runtime.bench import load_result
    data = REPO_ROOT / "bench" / "results" / "2026-11-28-h200-split-model-data-shipped-2d.json.xz"
    checked = patch = 0
    for row in load_result(data)["rows"]:
        problem = mirror_model.problem_of(row)
        for c in row["candidates"]:
            if c.get("modelled_bytes") is None:
                continue
            price = mirror_model.step_price(c, narrow=1.0)      # recorded before the narrow price
            splits, modelled = mirror_model.mirror(c, problem, WgmmaMicroKernel.split_pass_bytes, None, 0.6, price)
            assert splits == c["splits"] and modelled == pytest.approx(c["modelled_bytes"], rel=1e-9), (
                row["problem"], c["instance"])
            checked += 1
            patch += mirror_model.is_patch_tile(c)
    assert checked > 800 and patch > 100


def test_device_models_ab_refuses_without_its_arguments_or_the_old_tree(tmp_path):
    script = REPO_ROOT / "bench" / "device_models_ab.sh"
    usage = subprocess.run(["bash", str(script)], capture_output=True, text=True)
    assert usage.returncode == 2 and "usage: bench/device_models_ab.sh OLD_TREE ROUNDS" in usage.stdout
    missing = subprocess.run(["bash", str(script), str(tmp_path), "2", "--models", "resnet50"],
                             capture_output=True, text=True)
    assert missing.returncode == 2 and "holds no runtime/bench_models.py" in missing.stdout


def _profile_step():
    spec = importlib.util.spec_from_file_location("profile_step", REPO_ROOT / "bench" / "profile_step.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_profile_step_classifies_kernels_and_sums_per_step():
    """bench/profile_step.py's pure helpers: hipconv's instance kernels and cuDNN's convolution
    kernels are convolutions, either side's layout copies are their own class, the rest (batch
    norm, elementwise) is neither; per-step totals."""
    ps = _profile_step()
    assert ps.kernel_class("(anonymous namespace)::fwd_3d_bf16_wgmma_tma128x128_split_kernel(Params)") == "hipconv"
    assert ps.kernel_class("bwd_data_2d_bf16_1x1_split_finish") == "hipconv"
    assert ps.kernel_class("sm90_xmma_fprop_implicit_gemm_bf16bf16_bf16f32_f32_nhwckrsc_nhwc") == "cudnn"
    assert ps.kernel_class("void cudnn::bn_fw_tr_1C11_kernel_NCHW<float>(...)") == "other"
    assert ps.kernel_class("void cudnn::engines_precompiled::nchwToNhwcKernel<...>") == "layout"
    assert ps.kernel_class("void hipconv::layout::transpose_pairs(unsigned int*, unsigned int const*, long, long, long)") == "layout"
    assert ps.kernel_class("nvjet_sm90_tst_64x64_64x13_1x2_h_bz_splitK_NTT") == "cudnn"
    assert ps.kernel_class("triton_poi_fused__native_batch_norm_legit_functional_add_conv_backward_data_1") == "other"
    assert ps.kernel_class("void at::native::batch_norm_collect_statistics_channels_last_kernel<...>") == "other"
    assert ps.kernel_class("void at::native::vectorized_elementwise_kernel<4, ...>") == "other"
    kernels = {"fwd_2d_bf16_x_kernel": 3000.0, "sm90_xmma_dgrad": 1000.0, "elementwise_kernel": 2000.0,
               "void hipconv::layout::transpose<unsigned short>(...)": 400.0}
    s = ps.summarize(kernels, steps=2, wall_ms=4.0)
    assert s["conv_ms"] == 2.0 and s["other_ms"] == 1.0 and s["layout_ms"] == 0.2
    assert s["kernels_ms"] == pytest.approx(3.2) and s["idle_ms"] == pytest.approx(0.8)
    diff = ps.differences({"elementwise_kernel": 2000.0}, {"elementwise_kernel": 500.0, "copy_kernel": 100.0}, 1, 5)
    assert diff[0] == {"kernel": "elementwise_kernel", "hipconv_us": 2000.0, "cudnn_us": 500.0}


def test_cudnn_kernels_refuses_bad_arguments_before_any_device_work(capsys):
    """bench/cudnn_kernels.py checks its directions, dtypes and problem globs before it imports
    torch or touches a device: one-line errors naming the accepted values."""
    spec = importlib.util.spec_from_file_location("cudnn_kernels", REPO_ROOT / "bench" / "cudnn_kernels.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for argv, words in ((["--directions", "sideways"], ("--directions", "forward")),
                        (["--dtypes", "fp8"], ("--dtypes", "bf16")),
                        (["--problems", "no such layer*"], ("--problems", "matches none"))):
        with pytest.raises(SystemExit) as exited:
            module.main(argv)
        assert exited.value.code == 2
        message = capsys.readouterr().err
        assert all(word in message for word in words), message


def test_replayed_depthwise_weight_rows_of_run_130_within_a_quarter_of_the_fastest():
    """Criterion staged-window against the measurements it cites: on run 130's depthwise
    backward-weight rows (H200, bf16 / fp16 / fp32, every candidate timed) today's rules pick a
    candidate within 1.25x of the fastest -- fp32's 3x3 56x56 G=384 a run from global memory
    (0.094 ms), not the staged rows (0.127) that 16-bit keeps."""
    from runtime.bench import load_result
    replay = _replay_module()
    libs = {"bwd_weight": replay.manifest_instances(REPO_ROOT / "generated" / "bwd_weight" / "manifest.json")}
    result = load_result(REPO_ROOT / "bench" / "results" / "2026-11-29-h200-run130-classes-bwd_weight.json.xz")
    rows = [r for r in replay.replay(result, libs, 132) if "depthwise" in r.replayed]
    assert len(rows) >= 20
    assert all(r.slowdown <= 1.25 for r in rows), [(r.problem, r.dtype, r.replayed, r.slowdown) for r in rows]
    (fp32,) = [r for r in rows if r.problem.startswith("depthwise 3x3 56x56") and r.dtype == "fp32"]
    assert fp32.replayed == "bwd_weight_2d_fp32_depthwise_run8" and fp32.changed
    (bf16,) = [r for r in rows if r.problem.startswith("depthwise 3x3 56x56") and r.dtype == "bf16"]
    assert bf16.replayed == "bwd_weight_2d_bf16_depthwise_t4_run4" and not bf16.changed


def test_selection_replay_compares_two_versions_of_the_rules(tmp_path, capsys):
    """--baseline: a copy of today's runtime/selection.py changes no choice; one with the Winograd
    range back at 64 channels per group differs on run 130's fp32 group-width rows, which today's
    rules give the Winograd tile (the fastest candidate there)."""
    from runtime.bench import load_result
    replay = _replay_module()
    source = (REPO_ROOT / "runtime" / "selection.py").read_text()
    same = tmp_path / "same.py"
    same.write_text(source)
    assert "WINOGRAD_MIN_CHANNELS = 8\n" in source
    old = tmp_path / "old.py"
    old.write_text(source.replace("WINOGRAD_MIN_CHANNELS = 8\n", "WINOGRAD_MIN_CHANNELS = 64\n"))
    libs = {"fwd": replay.manifest_instances(REPO_ROOT / "generated" / "fwd" / "manifest.json")}
    result = load_result(REPO_ROOT / "bench" / "results" / "2026-11-29-h200-run130-classes-fwd.json.xz")
    today = replay.replay(result, libs, 132)
    assert [r.replayed for r in replay.replay(result, libs, 132, replay.baseline_rules(str(same)))] == \
        [r.replayed for r in today]
    before = replay.replay(result, libs, 132, replay.baseline_rules(str(old)))
    moved = {(n.problem, n.dtype): (o.replayed, n.replayed) for o, n in zip(before, today) if o.replayed != n.replayed}
    assert moved == {("resnext50 G=32 C=K=16 3x3 14x14 N=128", "fp32"): ("fwd_2d_fp32_few_c4", "fwd_2d_fp32_winograd"),
                     ("resnext50 G=32 C=K=32 3x3 7x7 N=32", "fp32"): ("fwd_2d_fp32_128x64", "fwd_2d_fp32_winograd")}
    path = str(REPO_ROOT / "bench" / "results" / "2026-11-29-h200-run130-classes-fwd.json.xz")
    assert replay.main([path, "--baseline", str(old)]) == 0
    out = capsys.readouterr().out
    assert "fwd_2d_fp32_few_c4 1.67x -> fwd_2d_fp32_winograd 1.00x" in out and "48 rows" in out
