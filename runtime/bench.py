"""Build, check and time hipconv against PyTorch (cuDNN) on one GPU, in one run.

    python -m runtime.bench models [...]   whole networks' step times against cuDNN: runtime/bench_models.py
    python -m runtime.bench selection --fit | --held-out [RESULT ...]   the cost model: runtime/selection_fit.py
    python -m runtime.bench [--spec specs/bwd_data.yaml ...] [--out DIR] [--skip-check]
        [--problem-file FILE] [--problems GLOB[,GLOB]] [--dtypes fp32,fp16,bf16]
        [--directions backward_data,...] [--instances GLOB[,GLOB]] [--iterations N]
        [--warmup N] [--deadline SECONDS]

(``bench/gpu_bench.py`` is the same command from a source checkout.)

One process, one GPU:

1. Ceilings: a bf16 ``torch.matmul`` 8192x8192x8192 on random data (TFLOP/s)
   and a ~2 GiB device-to-device copy (GB/s counting bytes read + written).
2. For each spec: build it for the nvidia platform, run every instance on the
   runtime.check test matrix against the float64 reference (``--skip-check``
   skips this), then for each (direction, problem, dtype) time every
   channels-last candidate instance (``lib.candidates``), the best of them and
   the one ``lib.select`` picks, and the same pass through
   ``torch.ops.aten.convolution`` (forward) or ``convolution_backward`` (cuDNN,
   channels-last tensors).
   Both sides are timed the same way: ``event_median`` (CUDA events on the
   current torch stream around each call, an L2 flush before it, calls queued
   back to back, warm-up, median), on device-resident
   torch tensors.  hipconv is called through its C ABI (``hipconv_run``) with
   the tensors' device pointers and torch's current stream.  The selected and
   best instances' outputs are also compared once against cuDNN in fp32
   (a check of the pointer/stream/layout path, not a substitute for step 2).
   Two more timings per row, each beside cuDNN's taken the same way: kernel-only
   (the selected instance and cuDNN each captured in a CUDA graph,
   ``runtime.timing.graph_median``; ``--skip-graph``) and eager (hipconv's PyTorch
   operator against aten's convolution, called back to back from Python,
   ``runtime.timing.eager_mean``; ``--skip-eager``).
3. Prints one line per row while running, then a table and a summary (geomean
   of the ratio cuDNN time / hipconv time, > 1 means hipconv is faster) last,
   and writes everything to ``--out``/bench.json and one line per row to
   ``--out``/bench.csv (both rewritten after every row), and at the end a plot of the
   speed-ups to ``--out``/bench.png (with matplotlib: pip install '.[bench]').

Exit status 1 when the check failed, a hipconv call failed or an output
disagreed with cuDNN; the table and JSON are written regardless.

The pure helpers (problem list, filters, FLOP/byte counts, summaries, table
formatting) need neither torch nor a GPU: ``tests/test_bench.py`` tests them.
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import math
import os
import subprocess
import sys
import time
from typing import Callable, Iterable, NamedTuple, Optional, Sequence

from codegen.model import Direction
from runtime.timing import (capped_iterations, eager_mean, event_median, flush_l2,  # noqa: F401
                            graph_median, measure_ceilings)      # (some re-exported)
from runtime.problem import ConvProblem
from runtime.results import finite, geomean, load_result  # noqa: F401   (re-exported: bench/*.py read them here)

DTYPES = ["fp32", "fp16", "bf16"]
DIRECTIONS = ["forward", "backward_data", "backward_weight"]
ITEMSIZE = {"fp32": 4, "fp16": 2, "bf16": 2}
# Relative L2 error allowed between hipconv's output and cuDNN's fp32 result on
# the same (rounded) inputs: output rounding plus accumulation order.
# Generous: a wrong pointer, stride or stream gives errors near 1 or NaN; cuDNN's
# fp32 algorithms (Winograd, FFT) are themselves off by up to ~1e-5..1e-4.
TOLERANCE = {"fp32": 1e-3, "fp16": 5e-3, "bf16": 2e-2}


class BenchProblem(NamedTuple):
    name: str
    problem: ConvProblem
    dense: bool     # G = 1 and C, K >= 64: the shapes tensor cores are made for


def is_dense(problem: ConvProblem) -> bool:
    return problem.G == 1 and problem.C >= 64 and problem.K >= 64


def _bp(name: str, problem: ConvProblem) -> BenchProblem:
    return BenchProblem(name, problem, is_dense(problem))


# Symmetric padding only (torch has no asymmetric padding).  The first nine
# are the original list (same names, comparable with older bench/results);
# the ResNet-50 layers at batch 128 follow.
#
# Rotating input buffers between iterations is not done.  A problem whose x + w
# + y fit in the L2 (60 MB on the H200, 50 MB on the H100) is timed partly out of
# cache on repeated calls; ``footprint_bytes`` gives the sizes (each row records
# ``footprint_mb`` and ``fits_l2`` for the device it ran on).  At 2 bytes per
# element these fit in 50 MB: "resnet 3x3 s1 ... N=32" (26 MB), "resnet 3x3 s2
# ... N=32" (32 MB), "1x1 28x28 ..." (39 MB), "3d 3x3x3 ..." (6.5 MB), "depthwise
# 7x7 ..." (39 MB), "depthwise 3x3x3 ..." (13 MB) and "resnet50 3x3 s1 14x14
# ..." (27 MB), "efficientnet dw 5x5 14x14 ..." (48 MB), "regnety400mf ..." (21 MB), "r50 1x1 7x7 ..." (10 MB),
# "resnext50 G=32 C=K=32 ..." (7 MB); "resnext G=32 C=K=4 ..." (51 MB) and
# "resnext50 ... C=K=16 ..." (52 MB) fit the H200's L2 only.  At fp32 "3d
# 3x3x3 ..." (13 MB), "depthwise 3x3x3 ..." (26 MB), "regnety400mf ..." (42 MB), "r50 1x1 7x7 ..."
# (20 MB) and "resnext50 G=32 C=K=32 ..." (14 MB) fit, and "resnet 3x3 s1
# ... N=32" (52 MB) and "resnet50 3x3 s1 14x14 ..." (54 MB) fit the H200's.
# The rest, among them the three 56x56 ResNet-50 rows (103-514 MB), the stem
# (244 MB), the video stem (61 MB) and the other MobileNetV2, EfficientNet and ResNeXt-50 rows (77-257 MB), are larger than the L2.  The dense rows are compute-bound, so cache residency moves
# them little; cuDNN is timed on the same sizes, so the ratio is fair either
# way, but the GB/s of the rows that fit are optimistic.  tests/test_bench.py
# checks these lists.
PROBLEMS: list[BenchProblem] = [
    _bp("resnet 3x3 s1 56x56 C=K=64 N=32", ConvProblem(1, 32, 64, 64, (56, 56), (3, 3), pad=1)),
    _bp("resnet 3x3 s2 56x56 C=K=128 N=32",
        ConvProblem(1, 32, 128, 128, (56, 56), (3, 3), stride=2, pad=1)),
    _bp("1x1 28x28 C=256 K=512 N=32", ConvProblem(1, 32, 256, 512, (28, 28), (1, 1))),
    _bp("resnext G=32 C=K=4 3x3 56x56 N=32", ConvProblem(32, 32, 4, 4, (56, 56), (3, 3), pad=1)),
    _bp("3d 3x3x3 16x28x28 C=K=32 N=4", ConvProblem(1, 4, 32, 32, (16, 28, 28), (3, 3, 3), pad=1)),
    _bp("1d k5 s1 L=4096 C=K=256 N=16", ConvProblem(1, 16, 256, 256, (4096,), (5,), pad=2)),
    _bp("depthwise 3x3 56x56 G=384 N=32", ConvProblem(384, 32, 1, 1, (56, 56), (3, 3), pad=1)),
    _bp("depthwise 7x7 56x56 G=96 N=32", ConvProblem(96, 32, 1, 1, (56, 56), (7, 7), pad=3)),
    _bp("depthwise 3x3x3 16x28x28 G=64 N=4",
        ConvProblem(64, 4, 1, 1, (16, 28, 28), (3, 3, 3), pad=1)),
    # ResNet-50 at batch 128.
    _bp("resnet50 3x3 s1 56x56 C=K=64 N=128",
        ConvProblem(1, 128, 64, 64, (56, 56), (3, 3), pad=1)),
    _bp("resnet50 3x3 s1 14x14 C=K=256 N=128",
        ConvProblem(1, 128, 256, 256, (14, 14), (3, 3), pad=1)),
    _bp("resnet50 3x3 s2 56x56 C=K=128 N=128",
        ConvProblem(1, 128, 128, 128, (56, 56), (3, 3), stride=2, pad=1)),
    _bp("resnet50 1x1 56x56 C=256 K=64 N=128",
        ConvProblem(1, 128, 256, 64, (56, 56), (1, 1))),
    # The ResNet-50 stem at batch 128 (issue 8: a few-channel cliff).
    _bp("stem 7x7 s2 224x224 C=3 K=64 N=128",
        ConvProblem(1, 128, 3, 64, (224, 224), (7, 7), stride=2, pad=3)),
    # Issue 8's list: MobileNetV2 / EfficientNet-B0 depthwise layers and ResNeXt-50 (32x4d)
    # grouped layers past the first stage.
    _bp("mobilenetv2 dw 3x3 112x112 G=32 N=64",
        ConvProblem(32, 64, 1, 1, (112, 112), (3, 3), pad=1)),
    _bp("mobilenetv2 dw 3x3 s2 112x112 G=96 N=64",
        ConvProblem(96, 64, 1, 1, (112, 112), (3, 3), stride=2, pad=1)),
    _bp("mobilenetv2 dw 3x3 28x28 G=192 N=128",
        ConvProblem(192, 128, 1, 1, (28, 28), (3, 3), pad=1)),
    _bp("efficientnet dw 5x5 14x14 G=480 N=128",
        ConvProblem(480, 128, 1, 1, (14, 14), (5, 5), pad=2)),
    _bp("resnext50 G=32 C=K=8 3x3 s2 56x56 N=128",
        ConvProblem(32, 128, 8, 8, (56, 56), (3, 3), stride=2, pad=1)),
    _bp("resnext50 G=32 C=K=8 3x3 28x28 N=128",
        ConvProblem(32, 128, 8, 8, (28, 28), (3, 3), pad=1)),
    _bp("resnext50 G=32 C=K=16 3x3 14x14 N=128",
        ConvProblem(32, 128, 16, 16, (14, 14), (3, 3), pad=1)),
    # Issue 28's classes not above: the video stem of R3D-18 / R(2+1)D (torchvision, clips of
    # 16x112x112 at the model benchmark's batch 8), RegNetY-400MF's third stage (group width
    # 8: 208 channels in 26 groups) and EfficientNet-B0's first 5x5 stride-2 depthwise layer.
    _bp("r3d18 stem 3x7x7 s1,2,2 16x112x112 C=3 K=64 N=8",
        ConvProblem(1, 8, 3, 64, (16, 112, 112), (3, 7, 7), stride=(1, 2, 2), pad=(1, 3, 3))),
    _bp("regnety400mf G=26 C=K=8 3x3 14x14 N=128",
        ConvProblem(26, 128, 8, 8, (14, 14), (3, 3), pad=1)),
    _bp("efficientnet dw 5x5 s2 56x56 G=144 N=128",
        ConvProblem(144, 128, 1, 1, (56, 56), (5, 5), stride=2, pad=2)),
    # The model benchmark's slowest backward-weight layers at N = 32 (docs/performance.md):
    # ResNet-50 / ResNeXt-50's dense 1x1 7x7 layers (a short reduction under large dW tiles)
    # and ResNeXt-50's fourth-stage group width 32.
    _bp("r50 1x1 7x7 C=2048 K=512 N=32", ConvProblem(1, 32, 2048, 512, (7, 7), (1, 1))),
    _bp("resnext50 G=32 C=K=32 3x3 7x7 N=32", ConvProblem(32, 32, 32, 32, (7, 7), (3, 3), pad=1)),
]


# ------------------------------------------------------------------ pure helpers

_PROBLEM_KEYS = ("name", "G", "N", "C", "K", "input", "filter", "stride", "dilation", "pad",
                 "pad_right")


def load_problem_file(path: str) -> list[BenchProblem]:
    """A benchmark list of one's own: a YAML (or JSON) list of mappings with `name` and
    ConvProblem's fields (G, N, C, K, input, filter; stride, dilation, pad, pad_right
    optional), e.g. ``- {name: my 3x3, G: 1, N: 32, C: 64, K: 64, input: [56, 56],
    filter: [3, 3], pad: 1}``.  Errors name the entry and the field."""
    import yaml
    with open(path, encoding="utf-8") as f:
        entries = yaml.safe_load(f)
    if not isinstance(entries, list) or not entries:
        raise ValueError(f"{path}: expected a non-empty list of problems")
    problems = []
    for index, entry in enumerate(entries):
        where = f"{path}: problem {index}"
        if not isinstance(entry, dict):
            raise ValueError(f"{where}: expected a mapping, got {type(entry).__name__}")
        unknown = sorted(set(entry) - set(_PROBLEM_KEYS))
        missing = [k for k in ("name", "G", "N", "C", "K", "input", "filter") if k not in entry]
        if unknown or missing:
            raise ValueError(f"{where}: " + "; ".join(
                ([f"unknown keys {unknown} (accepted: {', '.join(_PROBLEM_KEYS)})"] if unknown else [])
                + ([f"missing {missing}"] if missing else [])))
        fields = {k: tuple(v) if isinstance(v, list) else v for k, v in entry.items() if k != "name"}
        try:
            problem = ConvProblem(**fields)
        except (TypeError, ValueError) as error:
            raise ValueError(f"{where} ({entry['name']}): {error}") from None
        problems.append(_bp(str(entry["name"]), problem))
    names = [bp.name for bp in problems]
    if len(set(names)) != len(names):
        raise ValueError(f"{path}: problem names repeat")
    return problems


CSV_COLUMNS = ("direction", "problem", "dtype", "dense", "best_instance", "best_ms",
               "selected_instance", "selected_ms", "cudnn_ms", "ratio", "selected_ratio",
               "selected_tflops", "selected_gbs", "frac_matmul_peak", "frac_copy_bw")


def csv_rows(rows: Sequence[dict]) -> list[list]:
    """bench.csv's lines (after the header CSV_COLUMNS), one per result row."""
    out = []
    for r in rows:
        out.append([r["direction"], r["problem"], r["dtype"], r["dense"], r["instance"],
                    r["hipconv_ms"], r["selected_instance"], r["selected_ms"], r["torch_ms"],
                    r["speedup_vs_torch"], r["selected_speedup_vs_torch"], r["selected_tflops"],
                    r["selected_gbs"], r["frac_matmul_peak"], r["frac_copy_bw"]])
    return out


def write_csv(rows: Sequence[dict], path: str):
    import csv
    with open(path + ".tmp", "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(CSV_COLUMNS)
        writer.writerows(csv_rows(rows))
    os.replace(path + ".tmp", path)


def write_plot(rows: Sequence[dict], path: str) -> bool:
    """bench.png: the selected instance's speed-up over cuDNN per problem (log scale, one
    bar per dtype, one panel per direction, a line at 1.0).  matplotlib is an optional
    dependency (pip install '.[bench]'); without it, returns False and writes nothing."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return False
    directions = [d for d in DIRECTIONS if any(r["direction"] == d for r in rows)]
    if not directions:
        return False
    figure, axes = plt.subplots(len(directions), 1, squeeze=False,
                                figsize=(12, 3.2 + 2.2 * len(directions)))
    for axis, direction in zip(axes[:, 0], directions):
        mine = [r for r in rows if r["direction"] == direction]
        problems = list(dict.fromkeys(r["problem"] for r in mine))
        dtypes = [t for t in DTYPES if any(r["dtype"] == t for r in mine)]
        width = 0.8 / max(len(dtypes), 1)
        for k, dtype in enumerate(dtypes):
            ratio = {r["problem"]: r["selected_speedup_vs_torch"] for r in mine if r["dtype"] == dtype}
            values = [ratio.get(p, float("nan")) for p in problems]
            axis.bar([i + (k - (len(dtypes) - 1) / 2) * width for i in range(len(problems))],
                     [v if finite(v) and v > 0 else float("nan") for v in values],
                     width, label=dtype)
        axis.axhline(1.0, color="black", linewidth=0.8)
        axis.set_yscale("log")
        axis.set_ylabel("cuDNN time / hipconv time")
        axis.set_title(f"{direction}: the instance select picks (above 1: hipconv faster)")
        axis.set_xticks(range(len(problems)))
        axis.set_xticklabels(problems, rotation=35, ha="right", fontsize=7)
        axis.legend(fontsize=8)
    figure.tight_layout()
    figure.savefig(path, dpi=110)
    plt.close(figure)
    return True


def split_list(values: Optional[Iterable[str]]) -> list[str]:
    """['a,b', 'c'] -> ['a', 'b', 'c'] (argparse 'append' values, comma-separated)."""
    out = []
    for value in values or []:
        out += [part.strip() for part in value.split(",") if part.strip()]
    return out


def matches(name: str, globs: Sequence[str]) -> bool:
    """Whether ``name`` matches any of ``globs`` (case-insensitive); no globs match all."""
    return not globs or any(fnmatch.fnmatchcase(name.lower(), g.lower()) for g in globs)


def select_problems(globs: Sequence[str], problems: Sequence[BenchProblem] = None
                    ) -> list[BenchProblem]:
    problems = PROBLEMS if problems is None else problems
    return [p for p in problems if matches(p.name, globs)]


def bytes_moved(direction: str, problem: ConvProblem, itemsize: int) -> int:
    """The fewest bytes of device memory the gradient moves: each input read once,
    the output written once (x, w and y are all either read or written, whichever
    the direction)."""
    return itemsize * footprint_elements(problem)


def footprint_elements(problem: ConvProblem) -> int:
    return sum(math.prod(s) for s in (problem.x_shape, problem.w_shape, problem.y_shape))


def footprint_bytes(problem: ConvProblem, dtype: str) -> int:
    return ITEMSIZE[dtype] * footprint_elements(problem)


def rates(problem: ConvProblem, dtype: str, seconds: Optional[float]) -> tuple:
    """(TFLOP/s, GB/s) for a time in seconds; NaNs when there is no finite time."""
    if seconds is None or not math.isfinite(seconds) or seconds <= 0:
        return float("nan"), float("nan")
    return (problem.flops / seconds / 1e12,
            bytes_moved("", problem, ITEMSIZE[dtype]) / seconds / 1e9)


def make_row(direction: str, bp: BenchProblem, dtype: str, best: Optional[tuple],
             selected: Optional[tuple], torch_s: Optional[float], ceilings: dict,
             candidates: Sequence[tuple] = (), l2_bytes: Optional[int] = None,
             paired: Optional[dict] = None) -> dict:
    """One result row.  ``best``/``selected``: (instance name, seconds or None);
    ``candidates``: (name, seconds or None, error or None[, selection context]) for each timed
    instance (the context: ``Library.selection_context``, what the selection rules read);
    ``l2_bytes``: the device's L2 size (for ``fits_l2``); ``paired``: the other two
    timings, each (hipconv seconds, cuDNN seconds) or absent -- ``"graph"`` (the selected
    instance and cuDNN each captured in a CUDA graph: kernels alone) and ``"eager"`` (the
    PyTorch operator and aten's convolution called back to back from Python)."""
    problem = bp.problem
    nan = float("nan")
    best_name, best_s = best if best else (None, None)
    sel_name, sel_s = selected if selected else (None, None)
    best_tf, best_gbs = rates(problem, dtype, best_s)
    sel_tf, sel_gbs = rates(problem, dtype, sel_s)
    torch_tf, torch_gbs = rates(problem, dtype, torch_s)

    def ms(s):
        return s * 1e3 if finite(s) else nan

    def ratio(num, den):
        return num / den if finite(num) and finite(den) and den > 0 else nan

    peak = ceilings.get("matmul_bf16_tflops") if dtype in ("fp16", "bf16") else None
    copy = ceilings.get("copy_gbs")
    paired = paired or {}
    graph_s, torch_graph_s = paired.get("graph", (None, None))
    eager_s, torch_eager_s = paired.get("eager", (None, None))
    graph_tf, graph_gbs = rates(problem, dtype, graph_s)
    return dict(
        direction=direction, problem=bp.name, dense=bp.dense, dtype=dtype,
        shape=problem.to_dict(), flops=problem.flops,
        bytes=bytes_moved(direction, problem, ITEMSIZE[dtype]),
        footprint_mb=footprint_bytes(problem, dtype) / 1e6,
        fits_l2=(footprint_bytes(problem, dtype) <= l2_bytes) if l2_bytes else None,
        instance=best_name, hipconv_ms=ms(best_s), hipconv_tflops=best_tf, hipconv_gbs=best_gbs,
        selected_instance=sel_name, selected_ms=ms(sel_s), selected_tflops=sel_tf,
        selected_gbs=sel_gbs, selected_is_best=(sel_name is not None and sel_name == best_name),
        best_over_selected=ratio(best_s, sel_s),
        torch_ms=ms(torch_s), torch_tflops=torch_tf, torch_gbs=torch_gbs,
        speedup_vs_torch=ratio(torch_s, best_s), selected_speedup_vs_torch=ratio(torch_s, sel_s),
        frac_matmul_peak=ratio(best_tf, peak) if peak else None,
        torch_frac_matmul_peak=ratio(torch_tf, peak) if peak else None,
        frac_copy_bw=ratio(best_gbs, copy) if copy else None,
        torch_frac_copy_bw=ratio(torch_gbs, copy) if copy else None,
        graph_ms=ms(graph_s), torch_graph_ms=ms(torch_graph_s),
        graph_ratio=ratio(torch_graph_s, graph_s), graph_tflops=graph_tf, graph_gbs=graph_gbs,
        graph_frac_matmul_peak=ratio(graph_tf, peak) if peak else None,
        graph_frac_copy_bw=ratio(graph_gbs, copy) if copy else None,
        eager_ms=ms(eager_s), torch_eager_ms=ms(torch_eager_s),
        eager_ratio=ratio(torch_eager_s, eager_s),
        candidates=[dict(instance=n, ms=ms(s), error=e, **({"context": context[0]} if context else {}))
                    for n, s, e, *context in candidates],
    )


LOW_RATIO = 0.8     # issue 28's floor: a layer class below it is a cliff


def kernel_ratio(row: dict) -> float:
    """The selected instance's kernel-only ratio: the CUDA-graph timing where the row has
    one, else the event timing of the selected instance."""
    value = row.get("graph_ratio")
    return value if finite(value) else row["selected_speedup_vs_torch"]


def summarize(rows: Sequence[dict]) -> list[dict]:
    """Per (direction, dtype): geomean of cuDNN/hipconv over all rows and over dense
    rows (best and selected instance), the smallest dense ratio, and the dense 3x3
    rows' TFLOP/s."""
    groups: dict = {}
    for row in rows:
        groups.setdefault((row["direction"], row["dtype"]), []).append(row)
    out = []
    order = {d: i for i, d in enumerate(DTYPES)}
    for (direction, dtype), group in sorted(groups.items(),
                                            key=lambda kv: (kv[0][0], order.get(kv[0][1], 9))):
        dense = [r for r in group if r["dense"]]
        dense_ratios = [r["speedup_vs_torch"] for r in dense if finite(r["speedup_vs_torch"])]
        out.append(dict(
            direction=direction, dtype=dtype, rows=len(group), dense_rows=len(dense),
            geomean_ratio=geomean(r["speedup_vs_torch"] for r in group),
            geomean_ratio_dense=geomean(dense_ratios),
            min_ratio_dense=min(dense_ratios) if dense_ratios else float("nan"),
            geomean_selected_ratio=geomean(r["selected_speedup_vs_torch"] for r in group),
            geomean_selected_ratio_dense=geomean(r["selected_speedup_vs_torch"] for r in dense),
            selected_is_best=sum(1 for r in group if r["selected_is_best"]),
            geomean_graph_ratio=geomean(r.get("graph_ratio") for r in group),
            geomean_eager_ratio=geomean(r.get("eager_ratio") for r in group),
            below_low_ratio=sorted(r["problem"] for r in group
                                   if finite(kernel_ratio(r)) and kernel_ratio(r) < LOW_RATIO),
            dense_3x3_tflops={r["problem"]: r["hipconv_tflops"] for r in dense
                              if all(f == 3 for f in r["shape"]["filter"])},
        ))
    return out


SHORT_DIRECTION = {"forward": "fwd", "backward_data": "bwd_data", "backward_weight": "bwd_wt"}


def _f(value, spec: str, width: int) -> str:
    return format(value, spec).rjust(width) if finite(value) else "-".rjust(width)


def _pct(value, width: int = 4) -> str:
    return _f(100 * value, ".0f", width) if finite(value) else "-".rjust(width)


TABLE_HEADER = (f"{'dir':8s} {'problem':36s} {'dt':4s} {'best ms':>8s} {'sel ms':>8s} "
                f"{'cuDNN ms':>8s} {'ratio':>6s} {'sel r':>6s} {'TF/s':>6s} {'%mm':>4s} "
                f"{'GB/s':>6s} {'%bw':>4s} {'kern r':>6s} {'eagr r':>6s} {'D':1s}")


def format_row(row: dict) -> str:
    """One line of the final table (fits ~135 columns)."""
    return (f"{SHORT_DIRECTION.get(row['direction'], row['direction'])[:8]:8s} "
            f"{row['problem'][:36]:36s} {row['dtype']:4s} "
            f"{_f(row['hipconv_ms'], '.3f', 8)} {_f(row['selected_ms'], '.3f', 8)} "
            f"{_f(row['torch_ms'], '.3f', 8)} {_f(row['speedup_vs_torch'], '.2f', 6)} "
            f"{_f(row['selected_speedup_vs_torch'], '.2f', 6)} "
            f"{_f(row['hipconv_tflops'], '.1f', 6)} {_pct(row['frac_matmul_peak'])} "
            f"{_f(row['hipconv_gbs'], '.0f', 6)} {_pct(row['frac_copy_bw'])} "
            f"{_f(row.get('graph_ratio'), '.2f', 6)} {_f(row.get('eager_ratio'), '.2f', 6)} "
            f"{'D' if row['dense'] else ' '}")


def format_detail(row: dict) -> str:
    """The progress line printed when a row is done (instance names included)."""
    sel = ("= best" if row["selected_is_best"] else
           f"{row['selected_instance']} {_f(row['selected_ms'], '.3f', 0)} ms")
    return (f"{row['direction']:15s} {row['problem']:36s} {row['dtype']:4s} hipconv "
            f"{_f(row['hipconv_ms'], '.3f', 8)} ms {_f(row['hipconv_tflops'], '.2f', 6)} TF/s "
            f"{_f(row['hipconv_gbs'], '.1f', 7)} GB/s | torch {_f(row['torch_ms'], '.3f', 8)} ms "
            f"{_f(row['torch_tflops'], '.2f', 6)} TF/s | ratio "
            f"{_f(row['speedup_vs_torch'], '.3f', 0)} ({row['instance']}; select: {sel}) | "
            f"graph {_f(row.get('graph_ms'), '.3f', 0)} / {_f(row.get('torch_graph_ms'), '.3f', 0)} ms "
            f"= {_f(row.get('graph_ratio'), '.3f', 0)} | eager op {_f(row.get('eager_ms'), '.3f', 0)} / "
            f"{_f(row.get('torch_eager_ms'), '.3f', 0)} ms = {_f(row.get('eager_ratio'), '.3f', 0)}")


def format_table(rows: Sequence[dict]) -> list[str]:
    return [TABLE_HEADER] + [format_row(r) for r in rows]


def format_summary(summary: Sequence[dict], ceilings: dict) -> list[str]:
    lines = []
    if ceilings:
        lines.append(f"ceilings: bf16 matmul {_f(ceilings.get('matmul_bf16_tflops'), '.0f', 0)} "
                     f"TFLOP/s, d2d copy {_f(ceilings.get('copy_gbs'), '.0f', 0)} GB/s")
    lines.append(f"{'direction':15s} {'dt':4s} {'rows':>4s} {'geo all':>7s} {'geo D':>7s} "
                 f"{'min D':>7s} {'sel geo':>7s} {'sel geoD':>8s} {'sel=best':>8s} {'kern geo':>8s} "
                 f"{'eagr geo':>8s}  dense 3x3 TF/s")
    for s in summary:
        tf = ", ".join(f"{name.split(' N=')[0]}: {_f(v, '.1f', 0)}"
                       for name, v in s["dense_3x3_tflops"].items())
        lines.append(f"{s['direction']:15s} {s['dtype']:4s} {s['rows']:4d} "
                     f"{_f(s['geomean_ratio'], '.3f', 7)} {_f(s['geomean_ratio_dense'], '.3f', 7)} "
                     f"{_f(s['min_ratio_dense'], '.3f', 7)} "
                     f"{_f(s['geomean_selected_ratio'], '.3f', 7)} "
                     f"{_f(s['geomean_selected_ratio_dense'], '.3f', 8)} "
                     f"{s['selected_is_best']:>3d}/{s['rows']:<4d} "
                     f"{_f(s.get('geomean_graph_ratio'), '.3f', 8)} "
                     f"{_f(s.get('geomean_eager_ratio'), '.3f', 8)}  {tf or '-'}")
        if s.get("below_low_ratio"):
            lines.append(f"  below {LOW_RATIO}x (kernel): " + "; ".join(s["below_low_ratio"]))
    lines.append("ratio = cuDNN time / hipconv time (> 1: hipconv faster); geo = geometric mean; "
                 "D = dense (G=1, C,K >= 64); sel = lib.select's instance; kern r = the selected "
                 "instance and cuDNN each captured in a CUDA graph; eagr r = hipconv's PyTorch "
                 "operator and aten's convolution called back to back from Python")
    return lines


def parse_args(argv: Optional[Sequence[str]] = None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="python -m runtime.bench", description=__doc__.split("\n\n")[0])
    ap.add_argument("--spec", action="append", default=[],
                    help="spec to build (repeatable; default specs/bwd_data.yaml)")
    ap.add_argument("--out", default=os.environ.get("OUT", "."),
                    help="folder for bench.json (default $OUT, else .)")
    ap.add_argument("--skip-check", action="store_true", help="skip the numerics check step")
    ap.add_argument("--problem-file", metavar="FILE",
                    help="a YAML list of problems to use instead of the built-in list "
                         "(see load_problem_file)")
    ap.add_argument("--problems", action="append", default=[], metavar="GLOB",
                    help="only problems whose name matches a glob (comma-separated or repeated)")
    ap.add_argument("--dtypes", action="append", default=[], help="subset of fp32,fp16,bf16")
    ap.add_argument("--directions", action="append", default=[],
                    help="subset of forward,backward_data,backward_weight (default: all in the library)")
    ap.add_argument("--instances", action="append", default=[], metavar="GLOB",
                    help="only time instances whose names match (lib.select's choice is timed "
                         "anyway); the check step still checks all")
    ap.add_argument("--iterations", type=int, default=20, help="timed calls per measurement")
    ap.add_argument("--warmup", type=int, default=3, help="untimed calls before timing")
    ap.add_argument("--max-seconds", type=float, default=1.0,
                    help="time budget per measurement: slow instances get fewer iterations "
                         "(at least 3)")
    ap.add_argument("--deadline", type=float, default=None,
                    help="seconds after start when no new row is started (the table and "
                         "JSON are still written)")
    ap.add_argument("--skip-ceilings", action="store_true",
                    help="skip the matmul and copy ceilings")
    ap.add_argument("--skip-graph", action="store_true",
                    help="skip the kernel-only timing (the selected instance and cuDNN each "
                         "captured in a CUDA graph)")
    ap.add_argument("--skip-eager", action="store_true",
                    help="skip the eager timing through hipconv's PyTorch operator (the shipped "
                         "specs' libraries) against aten's convolution")
    ap.add_argument("--skip-verify", action="store_true",
                    help="skip comparing the timed hipconv outputs with cuDNN")
    ap.add_argument("--epilogue", default="acc", metavar="EXPR",
                    help="time the instances storing this epilogue expression (e.g. "
                         "'relu(acc + bias)'; default 'acc'); torch runs the convolution "
                         "and then the same expression in torch operations")
    ap.add_argument("--commit", default=None,
                    help="git commit to record (default: git rev-parse HEAD if available)")
    args = ap.parse_args(argv)
    args.problems = split_list(args.problems)
    args.instances = split_list(args.instances)
    args.dtypes = split_list(args.dtypes) or list(DTYPES)
    args.directions = split_list(args.directions)
    for value in args.dtypes:
        if value not in DTYPES:
            ap.error(f"--dtypes: unknown {value!r}; choose from {', '.join(DTYPES)}")
    for value in args.directions:
        if value not in DIRECTIONS:
            ap.error(f"--directions: unknown {value!r}; choose from {', '.join(DIRECTIONS)}")
    from codegen.epilogue import ExpressionError, canonical
    try:
        args.epilogue = canonical(args.epilogue)
    except ExpressionError as error:
        ap.error(f"--epilogue {args.epilogue!r}: {error}")
    if args.iterations < 1 or args.warmup < 0:
        ap.error("--iterations must be >= 1 and --warmup >= 0")
    args.problem_list = list(PROBLEMS)
    if args.problem_file:
        try:
            args.problem_list = load_problem_file(args.problem_file)
        except (OSError, ValueError) as error:
            ap.error(f"--problem-file: {error}")
    if not select_problems(args.problems, args.problem_list):
        ap.error(f"--problems {args.problems} matches none of: "
                 + "; ".join(p.name for p in args.problem_list))
    args.spec = args.spec or ["specs/bwd_data.yaml"]
    return args


def git_commit() -> Optional[str]:
    try:
        out = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True,
                             cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                             timeout=10)
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout.strip() if out.returncode == 0 and out.stdout.strip() else None


# ------------------------------------------------------------------ GPU parts (torch)


def _torch_dtype(dtype: str):
    import torch
    return {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}[dtype]


def _torch_conv(direction: str, problem: ConvProblem, dy, x, w):
    """cuDNN's result of ``direction``: Y (forward), dX or dW."""
    import torch
    if direction == "forward":
        return torch.ops.aten.convolution(x, w, None, list(problem.stride), list(problem.pad),
                                          list(problem.dilation), False,
                                          [0] * problem.spatial_dim, problem.G)
    mask = [direction == "backward_data", direction == "backward_weight", False]
    grads = torch.ops.aten.convolution_backward(
        dy, x, w, None, list(problem.stride), list(problem.pad), list(problem.dilation),
        False, [0] * problem.spatial_dim, problem.G, mask)
    return grads[0] if direction == "backward_data" else grads[1]


def torch_epilogue(expression, acc, operands: dict):
    """The epilogue tree (codegen/epilogue.py) in torch operations on ``acc`` (the
    convolution's output in torch's N, C, ... layout) -- what a torch user runs after
    cuDNN where hipconv fuses it into the kernel. ``operands``: 'bias' (G*K,), 'residual'
    and 'out' (acc's shape), scalars by name.  The same walk of the tree as the numpy
    reference (codegen.epilogue.apply), with torch's operations."""
    import torch
    from codegen.epilogue import BinaryOp, CompareOp, Function, apply

    def tensor(value):    # torch.minimum & co. take tensors, not Python numbers
        return value if hasattr(value, "shape") else torch.tensor(value, device=acc.device,
                                                                  dtype=acc.dtype)

    functions = {
        Function.WHERE: lambda c, a, b: torch.where(c, tensor(a), tensor(b)),
        Function.MIN: lambda a, b: torch.minimum(tensor(a), tensor(b)),
        Function.MAX: lambda a, b: torch.maximum(tensor(a), tensor(b)),
        Function.CLAMP: lambda x, lo, hi: torch.clamp(tensor(x), tensor(lo), tensor(hi)),
        Function.ABS: torch.abs, Function.EXP: torch.exp, Function.RELU: torch.relu,
        Function.GELU: torch.nn.functional.gelu,
        Function.GELU_TANH: lambda x: torch.nn.functional.gelu(x, approximate="tanh"),
        Function.SILU: torch.nn.functional.silu, Function.SIGMOID: torch.sigmoid,
        Function.TANH: torch.tanh}
    binary = {BinaryOp.ADD: torch.add, BinaryOp.SUB: torch.sub, BinaryOp.MUL: torch.mul,
              BinaryOp.DIV: torch.div}
    compare = {op: (lambda fn: lambda left, right: fn(torch.as_tensor(left, device=acc.device), right))(fn)
               for op, fn in ((CompareOp.LT, torch.lt), (CompareOp.LE, torch.le),
                              (CompareOp.GT, torch.gt), (CompareOp.GE, torch.ge),
                              (CompareOp.EQ, torch.eq), (CompareOp.NE, torch.ne))}
    bias_shape = (1, -1) + (1,) * (acc.dim() - 2)

    def leaf(operand):
        if operand.value == "acc":
            return acc
        return operands["bias"].view(bias_shape) if operand.value == "bias" else operands[operand.value]

    scalars = {k: v for k, v in operands.items() if not hasattr(v, "shape")}
    result = apply(expression, leaf, scalars, binary, compare, functions)
    return result if hasattr(result, "shape") else torch.full_like(acc, result)


def torch_tensors(problem: ConvProblem, dtype: str, for_cudnn: bool = True) -> tuple:
    """(dy, x, w): fresh random torch tensors in torch's NC.. shapes, channels-last --
    for 1D, contiguous for cuDNN (torch has no channels-last 1D format) and ``(N, C, L)``
    stored as ``(N, L, C)`` for hipconv's op (the layout it takes without a copy)."""
    import torch
    tdt = _torch_dtype(dtype)
    G, N, C, K = problem.G, problem.N, problem.C, problem.K

    def channels_last(shape):
        if problem.spatial_dim == 1 and for_cudnn:
            return torch.randn(shape, device="cuda", dtype=tdt)
        t = torch.randn((shape[0], *shape[2:], shape[1]), device="cuda", dtype=tdt)
        return t.movedim(-1, 1)

    return (channels_last((N, G * K, *problem.output)), channels_last((N, G * C, *problem.input)),
            channels_last((G * K, C, *problem.filter)))


def torch_call(direction: str, problem: ConvProblem, dtype: str, expression=None) -> Callable[[], object]:
    """The cuDNN gradient as a callable on fresh random channels-last tensors
    (``torch_tensors``)."""
    import torch
    dy, x, w = torch_tensors(problem, dtype)
    if expression is None or expression.is_identity:
        return lambda: _torch_conv(direction, problem, dy, x, w)
    out = _torch_conv(direction, problem, dy, x, w)
    operands = {"bias": torch.randn(out.shape[1], device="cuda", dtype=out.dtype),
                "residual": torch.randn_like(out), "out": torch.randn_like(out)}
    return lambda: torch_epilogue(expression, _torch_conv(direction, problem, dy, x, w), operands)


def op_call(direction: str, problem: ConvProblem, dtype: str) -> Callable[[], object]:
    """The public path a PyTorch user takes, as a callable: ``torch.ops.hipconv``'s operator
    of ``direction`` (``conv_forward`` / ``conv_backward_data`` / ``conv_backward_weight``,
    the shipped specs' libraries, ``fallback=False``) on the same kind of channels-last
    tensors as ``torch_call``."""
    from runtime import pytorch as hp
    ops = hp.load()
    dy, x, w = torch_tensors(problem, dtype, for_cudnn=False)
    geometry = (list(problem.stride), list(problem.pad), list(problem.pad_right),
                list(problem.dilation), problem.G, False)
    if direction == "forward":
        return lambda: ops.conv_forward(x, w, None, *geometry)
    if direction == "backward_data":
        return lambda: ops.conv_backward_data(dy, w, list(x.shape), *geometry)
    return lambda: ops.conv_backward_weight(x, dy, list(w.shape), *geometry)


def torch_time(direction: str, problem: ConvProblem, dtype: str, iterations: int = 30,
               warmup: int = 3, max_seconds: Optional[float] = None, expression=None) -> float:
    return event_median(torch_call(direction, problem, dtype, expression), warmup, iterations,
                        max_seconds)


class HipconvTensors:
    """x (N,*input,G,C), w (G,K,*filter,C), y (N,*output,G,K): random torch tensors
    on the GPU in hipconv's channels-last layout, shared by every instance timed."""

    def __init__(self, problem: ConvProblem, dtype: str, direction: str = "forward",
                 expression=None):
        import torch
        tdt = _torch_dtype(dtype)
        self.problem = problem
        self.x = torch.randn(problem.x_shape, device="cuda", dtype=tdt)
        self.w = torch.randn(problem.w_shape, device="cuda", dtype=tdt)
        self.y = torch.randn(problem.y_shape, device="cuda", dtype=tdt)
        # the epilogue's tensors (the output's dtype): bias (G, output channels), residual
        self.out_role = Direction(direction).output_role.value
        reads = {o.value for o in expression.operands} if expression is not None else set()
        channels = problem.K if direction == "forward" else problem.C
        self.bias = (torch.randn((problem.G, channels), device="cuda", dtype=tdt)
                     if "bias" in reads else None)
        self.residual = (torch.randn_like(getattr(self, self.out_role))
                         if "residual" in reads else None)

    def torch_view(self, role: str, tensor=None):
        """The NC.. view torch's convolution takes (channels-last strides, same memory);
        ``tensor``: another tensor of that role's shape (the residual)."""
        p = self.problem
        if role == "x":
            t, shape = self.x, (p.N, *p.input, p.G * p.C)
        elif role == "w":
            t, shape = self.w, (p.G * p.K, *p.filter, p.C)
        else:
            t, shape = self.y, (p.N, *p.output, p.G * p.K)
        return (t if tensor is None else tensor).reshape(shape).movedim(-1, 1)


def hipconv_call(lib, inst, problem: ConvProblem, tensors: HipconvTensors, epilogue: Optional[str] = None):
    """``hipconv_run`` of one instance as a callable: the C function, called through
    the runtime's cffi objects with the tensors' device pointers, a torch-allocated
    workspace and torch's current stream; ``epilogue`` the expression asked for (an
    optional form of an instance that takes one, e.g. ``silu(acc + bias)``; None: its
    own).  Raises on a non-zero status."""
    import torch
    from runtime.abi import epilogue_args, ffi

    if not inst.channels_last:
        raise ValueError(f"{inst.name} uses group-first layouts; not timed here")
    extra = {name: ffi.cast("void*", t.data_ptr())
             for name, t in (("bias", tensors.bias), ("residual", tensors.residual)) if t is not None}
    args = epilogue_args(inst, {}, extra, epilogue)       # the scalars at their defaults
    nbytes = lib.workspace_size(inst, problem)
    if nbytes < 0:
        raise RuntimeError(f"{inst.name}: workspace_size returned {nbytes}")
    workspace = torch.empty(max(nbytes, 1), device="cuda", dtype=torch.uint8) if nbytes else None
    run = lib.launcher(inst, problem, {role: ffi.cast("void*", getattr(tensors, role).data_ptr())
                                       for role in ("x", "w", "y")},
                       ffi.cast("void*", workspace.data_ptr()) if workspace is not None else None, args)
    def call():       # torch's current stream at call time: a CUDA-graph capture's too
        run(ffi.cast("void*", torch.cuda.current_stream().cuda_stream))
    call.keep = (run, workspace, tensors)       # alive as long as the callable
    return call


def verify_against_torch(direction: str, problem: ConvProblem, dtype: str,
                         tensors: HipconvTensors, call, expression=None) -> float:
    """Poison hipconv's output (or, where the epilogue reads `out`, keep its contents),
    run ``call`` once, and return ||out - ref|| / ||ref|| with ref = cuDNN on the same
    inputs upcast to fp32 (TF32 off), then the epilogue in torch operations."""
    import torch
    out_role = Direction(direction).output_role.value
    reads_out = expression is not None and any(o.value == "out" for o in expression.operands)
    initial = getattr(tensors, out_role).clone() if reads_out else None
    if not reads_out:
        getattr(tensors, out_role).fill_(float("nan"))
    call()
    torch.cuda.synchronize()
    dy, x, w = (tensors.torch_view(r).float() for r in ("y", "x", "w"))
    benchmark = torch.backends.cudnn.benchmark
    torch.backends.cudnn.benchmark = False     # no autotuning for a one-off reference
    try:
        ref = _torch_conv(direction, problem, dy, x, w)
    finally:
        torch.backends.cudnn.benchmark = benchmark
    if expression is not None and not expression.is_identity:
        operands = {}
        if tensors.bias is not None:
            operands["bias"] = tensors.bias.float().flatten()
        if tensors.residual is not None:
            operands["residual"] = tensors.torch_view(out_role, tensors.residual).float()
        if initial is not None:
            operands["out"] = tensors.torch_view(out_role, initial).float()
        ref = torch_epilogue(expression, ref, operands)
    out = tensors.torch_view(out_role).float()
    err = torch.linalg.vector_norm(out - ref) / torch.linalg.vector_norm(ref)
    return float(err)


# ------------------------------------------------------------------ driver

class Bench:
    def __init__(self, args):
        self.args = args
        self.started = time.time()
        self.rows: list[dict] = []
        self.failures: list[str] = []
        self.meta: dict = {}
        self.ceilings: dict = {}
        self.checks: dict = {}

    def say(self, text: str = ""):
        print(text, flush=True)

    def past_deadline(self) -> bool:
        return self.args.deadline is not None and time.time() - self.started > self.args.deadline

    def save(self):
        os.makedirs(self.args.out, exist_ok=True)
        data = dict(meta=self.meta, ceilings=self.ceilings, checks=self.checks,
                    failures=self.failures, rows=self.rows, summary=summarize(self.rows))
        path = os.path.join(self.args.out, "bench.json")
        with open(path + ".tmp", "w") as f:
            json.dump(data, f, indent=1, default=str)
        os.replace(path + ".tmp", path)
        write_csv(self.rows, os.path.join(self.args.out, "bench.csv"))

    def run(self) -> int:
        import torch
        args = self.args
        torch.backends.cudnn.benchmark = True
        torch.backends.cudnn.allow_tf32 = False
        torch.backends.cuda.matmul.allow_tf32 = False
        if not torch.cuda.is_available():
            self.say("torch sees no CUDA device")
            return 2
        props = torch.cuda.get_device_properties(0)
        self.meta = dict(device=torch.cuda.get_device_name(), torch=torch.__version__,
                         cuda=torch.version.cuda, cudnn=torch.backends.cudnn.version(),
                         commit=args.commit or git_commit(), argv=sys.argv[1:],
                         specs=args.spec, iterations=args.iterations, warmup=args.warmup,
                         date=time.strftime("%Y-%m-%d %H:%M:%S %Z"),
                         l2_bytes=getattr(props, "L2_cache_size", None),
                         multiprocessors=getattr(props, "multi_processor_count", None),
                         cpu_count=os.cpu_count(),
                         timing="CUDA events around one call on torch's current stream; "
                                "median after warm-up; same function for both sides")
        self.say(f"torch {torch.__version__}, cuDNN {self.meta['cudnn']}, "
                 f"device {self.meta['device']}, commit {self.meta['commit']}")
        if not args.skip_ceilings:
            try:
                self.ceilings = measure_ceilings(args.warmup, args.iterations)
                self.say(f"ceilings: bf16 matmul 8192^3 {self.ceilings['matmul_bf16_tflops']:.0f} "
                         f"TFLOP/s ({self.ceilings['matmul_ms']:.3f} ms); d2d copy of 2 GiB "
                         f"{self.ceilings['copy_gbs']:.0f} GB/s read+write "
                         f"({self.ceilings['copy_ms']:.3f} ms)")
            except Exception as exc:   # report, don't hide; the convolutions still run
                self.failures.append(f"ceilings: {exc!r}")
                self.say(f"ceilings failed: {exc!r}")
        self.save()
        try:
            for spec in args.spec:
                try:
                    self.run_spec(spec)
                except Exception as exc:    # a build error, say: the next spec still runs
                    self.failures.append(f"{spec}: {exc!r}")
                    self.say(f"{spec} failed: {exc}")
                if self.past_deadline():
                    break
        finally:
            self.save()
            self.say()
            for failure in self.failures[:15]:
                self.say(f"FAILURE: {failure}")
            if len(self.failures) > 15:
                self.say(f"... and {len(self.failures) - 15} more failures (bench.json)")
            self.say()
            for line in format_table(self.rows):
                self.say(line)
            self.say()
            for line in format_summary(summarize(self.rows), self.ceilings):
                self.say(line)
            plot = os.path.join(args.out, "bench.png")
            plotted = write_plot(self.rows, plot)
            if not plotted:
                self.say("no plot: matplotlib is not installed (pip install '.[bench]')" if self.rows
                         else "no plot: no rows")
            self.say(f"{len(self.failures)} failures; wrote {os.path.join(args.out, 'bench.json')}, "
                     f"bench.csv{', bench.png' if plotted else ''}; "
                     f"{time.time() - self.started:.0f} s in all")
        return 1 if self.failures else 0

    def run_spec(self, spec: str):
        from runtime.build_cache import build as build_spec
        from runtime.check import check_library
        args = self.args
        started = time.time()
        lib = build_spec(spec, platform="nvidia", quiet=True)
        self.say(f"built {spec} for {lib.platform} in {time.time() - started:.0f} s: "
                 f"{len(lib.instances)} instances ({os.cpu_count()} cores)")
        if not args.skip_check:
            started = time.time()
            ok = check_library(str(lib.path), say=self.say)
            self.checks[spec] = ok
            self.say(f"CHECK {spec}: {'PASS' if ok else 'FAIL'} ({time.time() - started:.0f} s)")
            if not ok:
                self.failures.append(f"check {spec}")
            self.save()
        directions = sorted({i.direction for i in lib.instances})
        if args.directions:
            directions = [d for d in directions if d in args.directions]
        for direction in directions:
            for bp in select_problems(args.problems, args.problem_list):
                for dtype in args.dtypes:
                    if self.past_deadline():
                        self.say(f"deadline ({args.deadline:.0f} s) passed: no more rows")
                        self.failures.append("deadline: not every row was timed")
                        return
                    try:
                        self.run_row(lib, direction, bp, dtype)
                    except Exception as exc:    # report, go on with the next row
                        self.failures.append(f"{direction} {bp.name} {dtype}: {exc!r}")
                        self.say(f"row {direction} {bp.name} {dtype} failed: {exc!r}")

    def run_row(self, lib, direction: str, bp: BenchProblem, dtype: str):
        import torch
        args = self.args
        problem = bp.problem
        dtypes = {r: dtype for r in ("x", "w", "y")}
        # channels-last instances only: the tensors here (and the PyTorch operator's) are
        candidates = lib.candidates(direction, problem, dtypes, args.epilogue, family="channels_last")
        if not candidates:
            return
        selected = lib.select(direction, problem, dtypes, args.epilogue, family="channels_last")
        to_time = [i for i in candidates if matches(i.name, args.instances)]
        if selected not in to_time:
            to_time.append(selected)
        # What the calls compute: the instance's own epilogue, or where it takes the
        # optional bias and activation, the asked-for form (every candidate computes it)
        expression = selected.call_epilogue(args.epilogue)
        tensors = HipconvTensors(problem, dtype, direction, expression)
        timed, results = {}, []
        for inst in to_time:
            if not inst.channels_last:
                results.append((inst.name, None, "group-first: not timed"))
                continue
            try:
                call = hipconv_call(lib, inst, problem, tensors, args.epilogue)
                seconds = event_median(call, args.warmup, args.iterations, args.max_seconds)
                timed[inst.name] = (inst, call, seconds)
                results.append((inst.name, seconds, None, lib.selection_context(inst, problem)))
            except Exception as exc:
                results.append((inst.name, None, repr(exc)))
                self.failures.append(f"{direction} {bp.name} {dtype} {inst.name}: {exc!r}")
                self.say(f"hipconv {inst.name} failed on {bp.name} {dtype}: {exc!r}")
        best = min(timed.values(), key=lambda t: t[2]) if timed else None
        sel = timed.get(selected.name)
        try:
            torch_s = torch_time(direction, problem, dtype, args.iterations, args.warmup,
                                 args.max_seconds, expression)
        except Exception as exc:   # report, don't hide
            torch_s = float("nan")
            self.say(f"torch failed for {bp.name} {dtype}: {exc!r}")
        paired = self.paired_timings(direction, problem, dtype, sel[1] if sel else None,
                                     expression)
        row = make_row(direction, bp, dtype,
                       (best[0].name, best[2]) if best else None,
                       (selected.name, sel[2] if sel else None),
                       torch_s, self.ceilings, results, self.meta.get("l2_bytes"), paired)
        row["epilogue"] = expression.text          # torch: the convolution, then this in torch ops
        if not args.skip_verify:
            row["verify"] = {}
            for entry in {id(e): e for e in (best, sel) if e}.values():
                inst, call = entry[0], entry[1]
                try:
                    err = verify_against_torch(direction, problem, dtype, tensors, call,
                                               expression)
                except Exception as exc:
                    err = float("nan")
                    self.say(f"verify {inst.name} on {bp.name} {dtype} failed: {exc!r}")
                row["verify"][inst.name] = err
                if not err <= TOLERANCE[dtype]:      # NaN fails too
                    self.failures.append(f"verify {direction} {bp.name} {dtype} {inst.name}: "
                                         f"relative error {err:.2e} vs cuDNN "
                                         f"(tolerance {TOLERANCE[dtype]:.0e})")
                    self.say(f"MISMATCH {inst.name} on {bp.name} {dtype}: relative error "
                             f"{err:.2e} vs cuDNN")
        self.rows.append(row)
        self.say(format_detail(row))
        self.save()
        del tensors, timed
        torch.cuda.empty_cache()


    def paired_timings(self, direction: str, problem: ConvProblem, dtype: str, call,
                       expression) -> dict:
        """The kernel-only (CUDA graph) and eager (PyTorch operator) timings of one row,
        each beside cuDNN's timed the same way; a failure is reported and leaves it out."""
        args = self.args
        plain = expression is None or expression.is_identity
        jobs = []
        if not args.skip_graph and call is not None:
            jobs.append(("graph", graph_median, lambda: call,
                         lambda: torch_call(direction, problem, dtype, expression)))
        if not args.skip_eager and plain:      # the operator runs no epilogue but a bias
            jobs.append(("eager", eager_mean, lambda: op_call(direction, problem, dtype),
                         lambda: torch_call(direction, problem, dtype)))
        out = {}
        for name, timer, ours, theirs in jobs:
            try:
                out[name] = tuple(timer(make(), args.warmup, args.iterations, args.max_seconds)
                                  for make in (ours, theirs))
            except Exception as exc:   # report, don't hide; the row keeps its event timing
                self.failures.append(f"{name} timing {direction} {problem} {dtype}: {exc!r}")
                self.say(f"{name} timing failed for {direction} {dtype}: {exc!r}")
        return out


def main(argv: Optional[Sequence[str]] = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["models"]:      # python -m runtime.bench models: whole networks (runtime/bench_models.py)
        from runtime.bench_models import main as models_main
        return models_main(argv[1:])
    if argv[:1] == ["selection"]:   # python -m runtime.bench selection --fit / --held-out: runtime/selection_fit.py
        from runtime.selection_fit import main as selection_main
        return selection_main(argv[1:])
    return Bench(parse_args(argv)).run()


if __name__ == "__main__":
    sys.exit(main())
