"""``python -m runtime.bench models`` (runtime/bench_models.py): the pure helpers (ratios,
summary, table, CSV) on made-up rows, and the whole command on the cpu platform with the
toy model (probe, routes, per-layer check, graph breaks, step times, files)."""

from __future__ import annotations

import csv
import json
import math

import pytest

from runtime import bench_models as bm


def _row(model, dtype, train, infer, **extra):
    return {"model": model, "dtype": dtype, "batch": 32, "layers": 10, "routed": 9,
            "refused": ["conv1 (...): forward: no instance"], "graph_breaks": 0,
            "steps": {"train_eager": {"cudnn_ms": train[0], "hipconv_ms": train[1]},
                      "infer_eager": {"cudnn_ms": infer[0], "hipconv_ms": infer[1]}}, **extra}


ROWS = [_row("a", "bf16", (10.0, 5.0), (4.0, 4.0)), _row("b", "bf16", (10.0, 20.0), (3.0, 2.0)),
        _row("a", "fp16", (10.0, 10.0), (4.0, 8.0))]


def test_ratio_and_geomean():
    assert bm.ratio(10.0, 5.0) == 2.0
    assert bm.ratio(None, 5.0) is None and bm.ratio(1.0, float("nan")) is None and bm.ratio(1.0, 0.0) is None
    assert bm.geomean([2.0, 0.5]) == pytest.approx(1.0)
    assert bm.geomean([None, float("nan")]) is None


def test_summary_per_dtype_step_and_mode():
    by_key = {(s["dtype"], s["step"], s["mode"]): s for s in bm.summary(ROWS)}
    train = by_key[("bf16", "train", "eager")]
    assert train["geomean"] == pytest.approx(math.sqrt(2.0 * 0.5))
    assert train["lowest"] == 0.5 and train["lowest_model"] == "b" and train["below_0.8"] == ["b"]
    assert by_key[("fp16", "infer", "eager")]["below_0.8"] == ["a"]
    assert ("bf16", "train", "compiled") not in by_key      # not measured: no line


def test_table_and_csv(tmp_path):
    text = bm.format_table(ROWS, {"device": "X", "torch": "t", "cudnn": 1,
                                  "ceilings": {"matmul_bf16_tflops": 700.0, "copy_gbs": 3000.0}})
    assert "bf16 train eager: geomean 1.00x over 2 models, lowest 0.50x (b), below 0.8x: b" in text
    assert "refused (torch computes them): conv1" in text
    assert "700 TFLOP/s" in text
    path = tmp_path / "m.csv"
    bm.write_csv(ROWS, str(path))
    rows = list(csv.DictReader(path.open()))
    assert rows[0]["model"] == "a" and float(rows[0]["train_eager_ratio"]) == 2.0
    assert rows[0]["refused"] == "1" and rows[0]["train_compiled_ratio"] == ""


def test_model_list_names_the_issue_models():
    assert {"resnet50", "resnext50_32x4d", "mobilenet_v2", "efficientnet_b0", "convnext_tiny",
            "regnet_y_400mf", "regnet_x_400mf", "r3d_18", "wav2vec2_features"} <= set(bm.DEFAULT_MODELS)
    assert "toy" not in bm.DEFAULT_MODELS
    with pytest.raises(SystemExit):
        bm.parse_args(["--models", "resnet50,nope"])
    with pytest.raises(SystemExit):
        bm.parse_args(["--modes", "graph"])


@pytest.mark.build
def test_the_command_on_the_toy_model(tmp_path, capsys):
    pytest.importorskip("torch", reason="torch is optional: pip install torch==2.13.0")
    from conftest import require_tools
    require_tools("cmake", "g++")
    status = bm.main(["--models", "toy", "--dtypes", "fp32", "--steps", "2", "--rounds", "1", "--warmup", "1",
                      "--no-host", "--out", str(tmp_path)])
    printed = capsys.readouterr().out
    assert status == 0, printed
    data = json.loads((tmp_path / "models.json").read_text())
    row = data["rows"][0]
    assert row["layers"] == 3 and row["routed"] == 3 and row["refused"] == []
    assert row["graph_breaks"] == 0
    assert len(row["check"]["layers"]) == 3 and not row["check"]["failures"]
    for entry in row["check"]["layers"]:
        for direction in ("forward", "backward_data", "backward_weight"):
            assert entry[direction]["hipconv"] < 1e-4, entry
    for step in ("train_eager", "infer_eager"):
        assert row["steps"][step]["cudnn_ms"] > 0 and row["steps"][step]["hipconv_ms"] > 0
    assert (tmp_path / "models.csv").is_file()
    assert "fp32 train eager: geomean" in printed


def test_slowest_layers_leave_out_what_the_step_does_not_run():
    """A first layer's backward-data is timed (layer_times) but not in the training step (its
    input is the batch): the slowest-layer lines do not charge it to the step."""
    times = [{"layer": "conv1", "problem": "p1", "count": 1,
              "forward": {"hipconv_ms": 2.0, "cudnn_ms": 1.0, "in_step": True},
              "backward_data": {"hipconv_ms": 9.0, "cudnn_ms": 1.0, "in_step": False},
              "backward_weight": {"hipconv_ms": 1.0, "cudnn_ms": 1.5, "in_step": True}},
             {"layer": "conv2", "problem": "p2", "count": 3,
              "forward": {"hipconv_ms": 1.0, "cudnn_ms": 1.0, "in_step": True},
              "backward_data": {"hipconv_ms": 1.5, "cudnn_ms": 1.0, "in_step": True}}]
    lines = bm.slowest_layers(times)
    assert len(lines) == 2
    assert lines[0].startswith("conv2 (p2) x3 backward_data") and "+1.50 ms per step" in lines[0]
    assert lines[1].startswith("conv1 (p1) x1 forward")
    assert not any("conv1 (p1) x1 backward_data" in line for line in lines)


def test_probe_records_which_inputs_need_a_gradient():
    """probe's hooks: the first convolution's input is the batch (no gradient in the step),
    the next one's is an activation."""
    torch = pytest.importorskip("torch", reason="torch is optional: pip install torch==2.13.0")
    model = torch.nn.Sequential(torch.nn.Conv2d(3, 4, 3, padding=1), torch.nn.ReLU(),
                                torch.nn.Conv2d(4, 4, 3, padding=1))

    class Converted:           # the hipconv module's view of which layers it converted
        @staticmethod
        def converted(m):
            return [(name, module) for name, module in m.named_modules() if isinstance(module, torch.nn.Conv2d)]

    records = bm.probe(model, torch.randn(2, 3, 8, 8), Converted())
    assert [(r["name"], r["needs_dx"]) for r in records] == [("0", False), ("2", True)]
    assert all(r["dy"].shape == (2, 4, 8, 8) for r in records)


def _decoder(torch):
    return torch.nn.Sequential(torch.nn.Conv2d(3, 8, 3, padding=1), torch.nn.ReLU(),
                               torch.nn.ConvTranspose2d(8, 6, 4, stride=2, padding=1), torch.nn.ReLU(),
                               torch.nn.ConvTranspose2d(6, 4, 3, stride=2, padding=1, output_padding=1, groups=2))


def test_transposed_layers_are_probed_and_checked_in_place():
    """probe records the transposed layers (flagged), and check_transposed checks each one's
    output and both gradients on its own tensors against F.conv_transpose*d in fp32: none
    fails when hp.conv_transpose is right, and a wrong output or gradient is a named failure."""
    torch = pytest.importorskip("torch", reason="torch is optional: pip install torch==2.13.0")
    import torch.nn.functional as F
    torch.manual_seed(0)
    model = _decoder(torch)

    class Converted:
        poison = None

        @staticmethod
        def converted(m):
            return [(n, module) for n, module in m.named_modules() if isinstance(module, torch.nn.modules.conv._ConvNd)]

        @classmethod
        def conv_transpose(cls, x, w, b, stride, padding, output_padding, groups, dilation, fallback=True):
            assert fallback is False
            if cls.poison == "dw":    # w's value, 1.01 times its gradient: only dW wrong
                w = w + (0.01 * w - (0.01 * w).detach())
            y = F.conv_transpose2d(x, w, b, stride, padding, output_padding, groups, dilation)
            return y * 1.01 if cls.poison == "y" else y

    records = bm.probe(model, torch.randn(2, 3, 5, 5), Converted)
    assert [(r["name"], r["transposed"]) for r in records] == [("0", False), ("2", True), ("4", True)]
    transposed = [r for r in records if r["transposed"]]
    check = bm.check_transposed(transposed, "fp32", Converted)
    assert check["failures"] == [] and len(check["layers"]) == 2
    assert all(e[d]["hipconv"] < 1e-6 for e in check["layers"] for d in ("forward", "backward_data", "backward_weight"))
    assert "output_padding (1, 1)" in check["layers"][1]["problem"]
    Converted.poison = "dw"
    failures = bm.check_transposed(transposed, "fp32", Converted)["failures"]
    assert [f.split(":")[0] for f in failures] == ["2 (transposed) backward_weight", "4 (transposed) backward_weight"]
    Converted.poison = "y"                    # the output, and with it both gradients, of both layers
    assert len(bm.check_transposed(transposed, "fp32", Converted)["failures"]) == 6
    merged = bm.merge_checks({"layers": [], "failures": ["a"], "worst": None, "worst_cudnn": None},
                             bm.check_transposed(transposed, "fp32", Converted))
    assert len(merged["failures"]) == 7 and merged["worst"] > 1e-3


# ------------------------------------------------------------------ the model zoo (issue 66 item 6)

def test_the_zoo_is_a_table_of_cases():
    assert len(bm.ZOO) >= 30 and len(set(bm.ZOO)) == len(bm.ZOO)
    assert not set(bm.ZOO) & set(bm.DEFAULT_MODELS) and "toy" not in bm.ZOO
    assert len(bm.MODELS) == len(bm.BASE_CASES) + len(bm.ZOO_CASES)      # names unique over both lists
    sources = set()
    for case in bm.ZOO_CASES:
        assert case.source and case.covers and case.batch > 0 and case.cost > 0, case
        assert case.dims in (1, 2, 3) and callable(case.build), case
        shape = case.example.shape                       # one sample's input, documented by --list
        assert case.input == "x".join(map(str, shape))
        if case.dims > 1:
            assert len(shape) == case.dims + 1, case
            assert shape[0] == 3 or "detection" in case.source, case    # images / clips, or RoI features
        sources.add(case.source.split()[0])
    assert {"timm", "torchvision", "torchaudio", "transformers"} <= sources
    # the classes the issue names are in it
    for name in ("hrnet_w18_small_v2", "res2net50_26w_4s", "ghostnet_100", "mixnet_s", "densenet121",
                 "r2plus1d_18", "mc3_18", "deeplabv3_resnet50", "fcn_resnet50", "lraspp_mobilenet_v3_large",
                 "convtasnet", "wav2letter", "hubert_features", "resnetv2_50x1_bit", "nfnet_l0", "inception_v3",
                 "repvgg_a2", "mobileone_s1", "unet", "efficientnet_v2_s", "convnextv2_nano",
                 "mobilenet_v3_large", "shufflenet_v2_x1_0"):
        assert name in bm.ZOO, name


def test_zoo_arguments_lists_and_parts(capsys):
    args = bm.parse_args(["--zoo"])
    assert args.models == bm.ZOO and args.dtypes == ["bf16"] and args.steps == 10 and args.rounds == 2
    assert args.layer_times == "slow" and args.graph_breaks is False and args.no_host and args.skip_ceilings
    assert args.model_timeout == 240 and args.deadline is None
    assert bm.parse_args(["--models", "zoo"]).models == bm.ZOO
    assert bm.parse_args(["--models", "resnet50,zoo"]).models == ["resnet50"] + bm.ZOO
    some = bm.parse_args(["--models", "unet,alexnet", "--deadline", "400"])       # zoo rows alone: zoo defaults
    assert some.models == ["unet", "alexnet"] and some.dtypes == ["bf16"] and some.deadline == 400
    usual = bm.parse_args([])                       # the nine, as before
    assert usual.models == bm.DEFAULT_MODELS and usual.dtypes == ["bf16", "fp16"] and usual.steps == 20
    assert usual.layer_times == "all" and usual.graph_breaks is True and not usual.no_host
    assert usual.model_timeout is None
    assert bm.parse_args(["--no-layer-times"]).layer_times == "none"
    parts = [bm.parse_args(["--zoo", "--zoo-part", f"{k}/3"]).models for k in (1, 2, 3)]
    assert sorted(sum(parts, [])) == sorted(bm.ZOO)                  # disjoint, complete
    for part in parts:
        assert part == [name for name in bm.ZOO if name in part]     # in the table's order
    loads = [sum(bm.MODELS[n].cost for n in part) for part in parts]
    assert max(loads) - min(loads) <= max(c.cost for c in bm.ZOO_CASES)
    assert parts == [bm.partition(bm.ZOO, k, 3) for k in (1, 2, 3)]  # the same every time
    for bad in ("0/3", "4/3", "x"):
        with pytest.raises(SystemExit):
            bm.parse_args(["--zoo", "--zoo-part", bad])
    assert bm.main(["--zoo", "--list"]) == 0
    listed = capsys.readouterr().out
    assert all(name in listed for name in bm.ZOO) and f"{len(bm.ZOO)} models" in listed
    assert "3x320x320" in listed and "timm" in listed


def test_scalar_share_attributes_kernels_to_instances():
    """A made-up profile: kernels named after instances (demangled, with templates, a split-K
    finish, a helper), a layout copy, a cuDNN fallback convolution and other kernels."""
    classes = {"fwd_2d_bf16_1x1": "fma", "fwd_2d_bf16_1x1_split": "wgmma", "fwd_2d_bf16_generic": "fma",
               "bwd_data_2d_bf16_narrow": "fma", "bwd_weight_2d_bf16_wgmma_tma128x128": "wgmma",
               "fwd_2d_bf16_depthwise": "fma", "fwd_2d_bf16_mma_taps4_pad4": "mma_sync",
               "fwd_2d_fp32_reference": "reference"}
    kernels = [
        ("(anonymous namespace)::fwd_2d_bf16_1x1_split_kernel(Params)", 100.0),       # longest prefix: wgmma
        ("(anonymous namespace)::fwd_2d_bf16_1x1_split_finish(Params)", 20.0),
        ("void (anonymous namespace)::fwd_2d_bf16_generic_kernel<128, 4>(Params)", 300.0),
        ("bwd_data_2d_bf16_narrow_kernel", 200.0),
        ("bwd_weight_2d_bf16_wgmma_tma128x128_kernel(Params)", 250.0),
        ("fwd_2d_bf16_mma_taps4_pad4_pad_rows(Params)", 30.0),                          # a helper kernel
        ("fwd_2d_bf16_depthwise_kernel(Params)", 100.0),
        ("void hipconv::layout::transpose_kernel<bf16>(...)", 50.0),
        ("sm90_xmma_fprop_implicit_gemm_bf16bf16_bf16f32_f32_nhwckrsc_nhwc", 200.0),  # torch's fallback conv
        ("void cudnn::bn_fw_tr_1C11_kernel_NHWC<...>", 70.0),
        ("nvjet_tst_128x64_64x4_1x2_h_bz_TNT", 40.0),                                # a Linear's GEMM
        ("void at::native::vectorized_elementwise_kernel<4, ...>", 80.0),
        ("fwd_3d_bf16_unknown_kernel(Params)", 10.0),                                # no such instance
    ]
    split = bm.conv_time_split(kernels, classes, steps=2, depthwise=["fwd_2d_bf16_depthwise"])
    assert split["tensor_core_ms"] == pytest.approx((100 + 20 + 250 + 30) / 2e3)
    assert split["scalar_ms"] == pytest.approx((300 + 200 + 100) / 2e3)
    assert split["torch_conv_ms"] == pytest.approx(0.1) and split["layout_ms"] == pytest.approx(0.025)
    assert split["unattributed_ms"] == pytest.approx(0.005)
    assert split["other_ms"] == pytest.approx((70 + 40 + 80) / 2e3)
    conv = (400 + 600 + 200 + 10) / 2e3
    assert split["conv_ms"] == pytest.approx(conv)
    assert split["scalar_share"] == pytest.approx(0.3 / conv)
    assert split["scalar_depthwise_ms"] == pytest.approx(0.05)
    assert split["scalar_share_not_depthwise"] == pytest.approx(0.25 / conv)
    assert split["hipconv_launches"] == pytest.approx(7 / 2)
    assert split["instances"][0]["instance"] == "fwd_2d_bf16_generic"
    assert {e["instance"] for e in split["scalar_instances"]} == {
        "fwd_2d_bf16_generic", "bwd_data_2d_bf16_narrow", "fwd_2d_bf16_depthwise"}
    by_name = {e["instance"]: e for e in split["instances"]}
    assert by_name["fwd_2d_bf16_1x1_split"]["launches"] == 1.0 and "fwd_2d_bf16_1x1" not in by_name
    assert split["unattributed"][0]["kernel"].startswith("fwd_3d_bf16_unknown")
    assert bm.instance_of("fwd_2d_fp32_reference_kernel", classes) == "fwd_2d_fp32_reference"
    assert bm.instance_of("ampere_sgemm_128x64_nn", classes) is None
    empty = bm.conv_time_split([("elementwise", 5.0)], classes)
    assert empty["conv_ms"] == 0 and empty["scalar_share"] is None


def test_refusal_rules_and_zoo_columns(tmp_path):
    refused = ["aspp.1 (conv2d ...): forward: index-range: no instance can run it / backward_data: index-range: x",
               "head (conv2d ...): backward_weight: channels-vector-width: C=3",
               "std (conv2d ...): left to torch (its class's own forward)"]
    assert bm.refusal_rules(refused) == {"index-range": 1, "channels-vector-width": 1, "left-to-torch": 1}
    row = _row("z", "bf16", (10.0, 12.5), (4.0, 4.0), group="zoo", source="timm", input=[32, 3, 224, 224],
               convs=12, calls={"hipconv": {"conv_forward": 10, "conv_backward": 9}, "torch": {"convolution": 2}},
               scalar_plans=["a", "b"], conv_profile={"conv_ms": 4.0, "scalar_ms": 1.0, "scalar_share": 0.25,
                                                      "scalar_share_not_depthwise": 0.1,
                                                      "scalar_instances": [{"instance": "fwd_2d_bf16_generic",
                                                                            "ms": 1.0, "launches": 3}]},
               slowest_layers=["conv1 (p) x1 forward: hipconv 1 ms, cuDNN 0.5 ms (0.50x), +0.50 ms per step"])
    row["refused"] = refused
    rows = [row, dict(ROWS[0], group="default")]
    text = bm.format_table(rows)
    assert "fallback rules: index-range x1, channels-vector-width x1, left-to-torch x1" in text
    assert " 25.0%" in text and "19+2t" in text
    assert "zoo: bf16 train eager: geomean 0.80x over 1 models" in text          # per group, rows of two groups
    assert "below 0.9x cuDNN" in text and "z bf16: train eager 0.80x" in text and "(not depthwise 10.0%)" in text
    assert "scalar instance fwd_2d_bf16_generic: 1.00 ms a step (3 launches)" in text
    by_key = {(s["dtype"], s["step"], s["mode"]): s for s in bm.summary(rows, "zoo")}
    assert by_key[("bf16", "train", "eager")]["below_0.9"] == ["z"]
    bm.write_csv([row], str(tmp_path / "z.csv"))
    got = list(csv.DictReader((tmp_path / "z.csv").open()))[0]
    assert got["input"] == "32x3x224x224" and got["hipconv_calls"] == "19" and got["torch_conv_calls"] == "2"
    assert got["refused_rules"] == "index-range=1;channels-vector-width=1;left-to-torch=1"
    assert got["scalar_share"] == "0.25" and got["scalar_layers"] == "2" and got["group"] == "zoo"


def _case(name, build=lambda: None, cost=1.0):
    return bm.ModelCase(name, build, bm._Input(3, 8, 8), 2, 2, "test", "a test case", cost)


def test_a_failing_model_is_a_row_and_rows_are_written_as_they_go(tmp_path):
    def broken():
        raise ImportError("No module named 'timm'")

    files = bm.ResultFiles(str(tmp_path), {"device": "test"})
    seen = []

    def measure(case, dtype, row):
        model = case.build()
        row["layers"] = 1 if model is None else 2
        row["steps"]["train_eager"] = {"cudnn_ms": 2.0, "hipconv_ms": 1.0}

    def save(rows, row):
        files(rows, row)
        seen.append(len(json.loads((tmp_path / "models.json").read_text())["rows"]))   # on disk already

    lines = []
    cases = [_case("first"), _case("broken", broken), _case("last")]
    rows, skipped, stopped = bm.run_cases(cases, ["bf16"], measure, save, lines.append)
    assert [r["model"] for r in rows] == ["first", "broken", "last"] and not skipped and stopped is None
    assert rows[1]["error"] == "ImportError: No module named 'timm'" and rows[1]["steps"] == {}
    assert rows[0]["steps"]["train_eager"]["hipconv_ms"] == 1.0 and "error" not in rows[2]
    assert seen == [1, 2, 3]
    on_disk = [json.loads(line) for line in (tmp_path / "models.jsonl").read_text().splitlines()]
    assert [r["model"] for r in on_disk] == ["first", "broken", "last"]
    table = list(csv.DictReader((tmp_path / "models.csv").open()))
    assert table[1]["error"].startswith("ImportError") and table[0]["train_eager_ratio"] == "2.0"
    assert any("[2/3] broken bf16: FAILED" in line for line in lines)
    assert not list(tmp_path.glob("*.part"))


def test_a_model_past_its_limit_and_the_deadline(tmp_path):
    import time

    def slow(case, dtype, row):
        row["layers"] = 5                      # measured before the limit: kept
        if case.name == "slow":
            time.sleep(5)

    rows, skipped, stopped = bm.run_cases([_case("slow"), _case("next")], ["bf16"], slow, lambda r, row: None,
                                          lambda line: None, model_timeout=0.2)
    assert rows[0]["error"].startswith("ModelTimeout") and rows[0]["layers"] == 5 and rows[0]["seconds"] < 3
    assert "error" not in rows[1] and stopped is None
    clock = iter(range(0, 10000, 100))       # each call of the clock: 100 s later
    lines = []
    rows, skipped, stopped = bm.run_cases([_case(n) for n in "abcd"], ["bf16"], lambda c, d, r: None,
                                          lambda r, row: None, lines.append, deadline=400,
                                          clock=lambda: next(clock))
    assert [r["model"] for r in rows] == ["a"] and skipped == [("b", "bf16"), ("c", "bf16"), ("d", "bf16")]
    assert stopped.startswith("the deadline") and lines[-1].endswith("--models b,c,d")


def test_a_lost_cuda_context_stops_the_run():
    def crash(case, dtype, row):
        raise RuntimeError("CUDA error: an illegal memory access was encountered")

    rows, skipped, stopped = bm.run_cases([_case("a"), _case("b")], ["bf16", "fp16"], crash,
                                          lambda r, row: None, lambda line: None)
    assert len(rows) == 1 and skipped == [("a", "fp16"), ("b", "bf16"), ("b", "fp16")]
    assert "lost CUDA context" in stopped


def test_merge_combines_parts(tmp_path, capsys):
    for k, rows in enumerate(([ROWS[0], ROWS[2]], [ROWS[1], dict(ROWS[0], steps={})])):
        folder = tmp_path / f"part{k}"
        folder.mkdir()
        bm.write_results(rows, {"device": "H200", "torch": "t", "cudnn": 1}, str(folder), plot=False)
    out = tmp_path / "all"
    status = bm.main(["--merge", str(tmp_path / "part0" / "models.json"), str(tmp_path / "part1" / "models.json"),
                      "--out", str(out)])
    printed = capsys.readouterr().out
    assert status == 0
    data = json.loads((out / "models.json").read_text())
    assert sorted((r["model"], r["dtype"]) for r in data["rows"]) == [("a", "bf16"), ("a", "fp16"), ("b", "bf16")]
    a = next(r for r in data["rows"] if (r["model"], r["dtype"]) == ("a", "bf16"))
    assert a["steps"] == {}                                     # the later part's row replaced the earlier one
    assert data["meta"]["device"] == "H200" and len(data["meta"]["merged"]) == 2
    assert "device: H200" in printed and "bf16 train eager: geomean 0.50x over 1 models" in printed
    rows, _ = bm.read_rows([str(tmp_path / "part0" / "models.json")])
    assert len(rows) == 2


def test_outputs_losses_calls_and_the_unet():
    torch = pytest.importorskip("torch", reason="torch is optional: pip install torch==2.13.0")
    a, b = torch.ones(2, 3, requires_grad=True), torch.full((2,), 2.0, requires_grad=True)
    out = {"out": a, "aux": (b, torch.ones(2, dtype=torch.int64)), "none": None}
    assert [t.shape for t in bm._output_tensors(out)] == [(2, 3), (2,)]
    assert bm._loss(out, 2.0).item() == pytest.approx(2.0 * (1.0 + 4.0))
    with pytest.raises(TypeError):
        bm._loss({"ids": torch.ones(2, dtype=torch.int64)})
    model = torch.nn.Sequential(torch.nn.Conv2d(3, 4, 3, padding=1), torch.nn.ReLU(),
                                torch.nn.ConvTranspose2d(4, 2, 2, stride=2))
    assert bm.count_convs(model) == {"convs": 1, "transposed": 1}
    calls = bm.count_calls(model, torch.randn(1, 3, 8, 8))       # torch's own: no hipconv here
    assert calls["hipconv"] == {} and calls["torch"]["convolution"] == 2
    assert calls["torch"]["convolution_backward"] == 2
    unet = bm._unet(widths=(8, 16, 24), classes=3)
    assert bm.count_convs(unet)["convs"] == 2 * 5 + 1
    assert unet(torch.randn(1, 3, 16, 16)).shape == (1, 3, 16, 16)
