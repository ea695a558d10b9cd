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
