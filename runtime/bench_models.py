"""``python -m runtime.bench models``: real networks through hipconv against the same
networks on cuDNN, in one process, on one GPU.

    python -m runtime.bench models [--models resnet50,mobilenet_v2,...] [--dtypes bf16,fp16]
        [--modes eager,compiled] [--steps 20] [--warmup 3] [--rounds 2] [--batch N]
        [--no-check] [--no-host] [--out DIR]

For each model (random initialization: no weights are downloaded; torchvision and
transformers must be installed) and dtype:

1. Two copies with the same weights in that dtype, channels-last (``torch.channels_last``
   for 2D, ``channels_last_3d`` for video; 1D models as torch holds them, with hipconv's
   1D filters stored (K, L, C) by ``convert``): one on cuDNN (``cudnn.benchmark=True``,
   TF32 off), one converted with ``runtime.pytorch.convert``.
2. A probe step through the hipconv copy records each converted layer's input and the
   gradient arriving at its output (hooks).  From them: the layers routed to hipconv and
   those refused (torch computes them; the refusal is named), the convolution FLOPs of a
   step, and the per-layer check (``--no-check`` skips it): each direction of each
   distinct layer on the tensors the model produced, hipconv in the model's dtype against
   cuDNN in fp32 with TF32 off on the same values (relative L2 error), cuDNN in the
   model's dtype beside it.  Whole-network gradients are not compared: a randomly
   initialized network amplifies rounding differences by orders of magnitude.
3. Graph breaks of the hipconv copy under ``torch._dynamo.explain`` (``fullgraph=True``
   needs 0).
4. Step times: the median wall time of a step ended by a device synchronization, the two
   copies alternating for ``--rounds`` rounds of ``--steps`` steps: training (forward,
   a mean-square loss, backward) and inference (eval mode, ``torch.inference_mode``);
   ``eager``, and with ``--modes compiled`` under ``torch.compile(mode="reduce-overhead")``.
5. Host time of one call (``--no-host`` skips it): a tiny forward without grad through
   ``hp.conv``, a converted ``nn.Conv2d`` and cuDNN's ``F.conv2d`` / ``nn.Conv2d``, and a
   forward + backward of each; ceilings (bf16 GEMM rate, copy bandwidth) as in
   ``python -m runtime.bench``.

Prints one line per measurement while running and a table last, and writes
``models.json``, ``models.csv`` and (with matplotlib) ``models.png`` to ``--out``
(rewritten after each model).  The ratios are cuDNN time / hipconv time: above 1, hipconv
is faster.  The pure helpers (model list, table, summary, CSV) need no GPU:
``tests/test_bench_models.py``.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import time
from dataclasses import dataclass
from typing import Callable, Optional, Sequence

TOLERANCE = {"fp32": 1e-3, "fp16": 5e-3, "bf16": 2e-2}    # as runtime.bench's: per-layer relative L2
MODES = ("eager", "compiled")
STEPS = ("train", "infer")


@dataclass(frozen=True)
class ModelCase:
    """A network of the benchmark: ``build()`` makes it with random weights (float32, on
    the CPU), ``example(batch)`` its input (float32), ``dims`` its convolutions' rank."""
    name: str
    build: Callable
    example: Callable
    dims: int
    batch: int
    source: str


def _torchvision(name: str, video: bool = False) -> Callable:
    def build():
        import torchvision
        module = torchvision.models.video if video else torchvision.models
        return getattr(module, name)(weights=None)
    return build


def _wav2vec2_feature_encoder():
    from transformers import Wav2Vec2Config, Wav2Vec2Model
    return Wav2Vec2Model(Wav2Vec2Config()).feature_extractor


def _toy():
    import torch.nn as nn
    return nn.Sequential(nn.Conv2d(3, 8, 3, stride=2, padding=1), nn.BatchNorm2d(8), nn.SiLU(inplace=True),
                         nn.Conv2d(8, 8, 3, padding=1, groups=8), nn.ReLU(inplace=True),
                         nn.Conv2d(8, 16, 1), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(16, 4))


def _images(size: int) -> Callable:
    import torch
    return lambda batch: torch.randn(batch, 3, size, size)


def _video(batch: int):
    import torch
    return torch.randn(batch, 3, 16, 112, 112)


def _audio(batch: int):
    import torch
    return torch.randn(batch, 32000)            # 2 s at 16 kHz


MODELS = {case.name: case for case in [
    ModelCase("resnet50", _torchvision("resnet50"), _images(224), 2, 32, "torchvision"),
    ModelCase("resnext50_32x4d", _torchvision("resnext50_32x4d"), _images(224), 2, 32, "torchvision"),
    ModelCase("mobilenet_v2", _torchvision("mobilenet_v2"), _images(224), 2, 32, "torchvision"),
    ModelCase("efficientnet_b0", _torchvision("efficientnet_b0"), _images(224), 2, 32, "torchvision"),
    ModelCase("convnext_tiny", _torchvision("convnext_tiny"), _images(224), 2, 32, "torchvision"),
    ModelCase("regnet_y_400mf", _torchvision("regnet_y_400mf"), _images(224), 2, 32, "torchvision"),
    ModelCase("regnet_x_400mf", _torchvision("regnet_x_400mf"), _images(224), 2, 32, "torchvision"),
    ModelCase("r3d_18", _torchvision("r3d_18", video=True), _video, 3, 8, "torchvision (video), 16x112x112 clips"),
    ModelCase("wav2vec2_features", _wav2vec2_feature_encoder, _audio, 1, 16,
              "transformers Wav2Vec2Model's feature encoder (7 Conv1d), 2 s of 16 kHz audio"),
    ModelCase("toy", _toy, _images(16), 2, 2, "a 3-layer CNN for the cpu tests"),
]}
DEFAULT_MODELS = [name for name in MODELS if name != "toy"]


# ------------------------------------------------------------------ pure helpers (tested on cpu)

def ratio(cudnn_ms: Optional[float], hipconv_ms: Optional[float]) -> Optional[float]:
    if not cudnn_ms or not hipconv_ms or not math.isfinite(cudnn_ms) or not math.isfinite(hipconv_ms):
        return None
    return cudnn_ms / hipconv_ms


def geomean(values: Sequence[Optional[float]]) -> Optional[float]:
    values = [v for v in values if v is not None and v > 0 and math.isfinite(v)]
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else None


def summary(rows: Sequence[dict]) -> list[dict]:
    """Per (dtype, step, mode): the geometric mean and the lowest ratio over the models,
    and the models below 0.8x."""
    out = []
    keys = sorted({(r["dtype"], step, mode) for r in rows for step in STEPS for mode in MODES
                   if ratio(*_times(r, step, mode)) is not None})
    for dtype, step, mode in keys:
        ratios = {r["model"]: ratio(*_times(r, step, mode)) for r in rows if r["dtype"] == dtype}
        ratios = {m: v for m, v in ratios.items() if v is not None}
        out.append({"dtype": dtype, "step": step, "mode": mode, "models": len(ratios),
                    "geomean": geomean(list(ratios.values())),
                    "lowest": min(ratios.values()), "lowest_model": min(ratios, key=ratios.get),
                    "below_0.8": sorted(m for m, v in ratios.items() if v < 0.8)})
    return out


def _times(row: dict, step: str, mode: str) -> tuple:
    entry = row.get("steps", {}).get(f"{step}_{mode}") or {}
    return entry.get("cudnn_ms"), entry.get("hipconv_ms")


CSV_COLUMNS = ("model", "dtype", "batch", "layers", "routed", "refused", "graph_breaks",
               "train_eager_cudnn_ms", "train_eager_hipconv_ms", "train_eager_ratio",
               "infer_eager_cudnn_ms", "infer_eager_hipconv_ms", "infer_eager_ratio",
               "train_compiled_cudnn_ms", "train_compiled_hipconv_ms", "train_compiled_ratio",
               "infer_compiled_cudnn_ms", "infer_compiled_hipconv_ms", "infer_compiled_ratio",
               "conv_tflop_per_step", "check_worst", "check_failures")


def csv_row(row: dict) -> list:
    values = {k: row.get(k) for k in ("model", "dtype", "batch", "layers", "routed", "graph_breaks")}
    values["refused"] = len(row.get("refused", []))
    for step in STEPS:
        for mode in MODES:
            cudnn, hipconv = _times(row, step, mode)
            values[f"{step}_{mode}_cudnn_ms"] = cudnn
            values[f"{step}_{mode}_hipconv_ms"] = hipconv
            values[f"{step}_{mode}_ratio"] = ratio(cudnn, hipconv)
    values["conv_tflop_per_step"] = row.get("conv_tflop_per_step")
    check = row.get("check") or {}
    values["check_worst"] = check.get("worst")
    values["check_failures"] = len(check.get("failures", [])) if check else None
    return [values[c] for c in CSV_COLUMNS]


def write_csv(rows: Sequence[dict], path: str):
    import csv
    with open(path, "w", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(CSV_COLUMNS)
        for row in rows:
            writer.writerow(csv_row(row))


def _ms(value) -> str:
    return f"{value:8.2f}" if isinstance(value, (int, float)) and math.isfinite(value) else "       -"


def _x(value) -> str:
    return f"{value:5.2f}x" if value is not None else "     -"


def format_table(rows: Sequence[dict], meta: Optional[dict] = None) -> str:
    lines = []
    if meta:
        lines.append(f"device: {meta.get('device')}  torch {meta.get('torch')}  cuDNN {meta.get('cudnn')}  "
                     f"(cudnn.benchmark=True, TF32 off)")
        ceilings = meta.get("ceilings") or {}
        if ceilings:
            lines.append(f"ceilings: bf16 GEMM {ceilings.get('matmul_bf16_tflops', float('nan')):.0f} TFLOP/s, "
                         f"copy {ceilings.get('copy_gbs', float('nan')):.0f} GB/s")
    modes = [m for m in MODES if any(_times(r, s, m)[0] for r in rows for s in STEPS)]
    header = f"{'model':18s} {'dtype':5s} {'layers':>9s}"
    for mode in modes:
        for step in STEPS:
            header += f" | {step + ' ' + mode:>24s}"
    header += " | breaks (ours/cuDNN) | check"
    lines.append(header)
    lines.append(" " * 35 + "".join(" | cuDNN ms hipconv ms ratio" for _ in modes for _ in STEPS))
    for row in rows:
        line = f"{row['model']:18s} {row['dtype']:5s} {row.get('routed', 0):4d}/{row.get('layers', 0):<4d}"
        for mode in modes:
            for step in STEPS:
                cudnn, hipconv = _times(row, step, mode)
                line += f" | {_ms(cudnn)} {_ms(hipconv)} {_x(ratio(cudnn, hipconv))}"
        breaks = f"{row.get('graph_breaks', '-')}/{row.get('graph_breaks_cudnn', '-')}"
        check = row.get("check") or {}
        worst = check.get("worst")
        line += f" | {breaks:>6} | "
        line += ("-" if not check else f"{'ok' if not check.get('failures') else 'FAIL'} "
                 f"{worst:.1e}" if worst is not None else "ok")
        lines.append(line)
        if row.get("refused"):
            lines.append(f"    refused (torch computes them): {'; '.join(row['refused'][:4])}"
                         + (f" (+{len(row['refused']) - 4})" if len(row["refused"]) > 4 else ""))
        if row.get("error"):
            lines.append(f"    error: {row['error']}")
        if any((ratio(*_times(row, step, mode)) or 2) < 1.0 for step in STEPS for mode in modes):
            for slow in row.get("slowest_layers", []):
                lines.append(f"    slowest: {slow}")
    for s in summary(rows):
        lines.append(f"{s['dtype']} {s['step']} {s['mode']}: geomean {s['geomean']:.2f}x over {s['models']} "
                     f"models, lowest {s['lowest']:.2f}x ({s['lowest_model']})"
                     + (f", below 0.8x: {', '.join(s['below_0.8'])}" if s["below_0.8"] else ""))
    return "\n".join(lines)


def write_plot(rows: Sequence[dict], path: str) -> bool:
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return False
    series = [(step, mode, dtype) for mode in MODES for step in STEPS
              for dtype in sorted({r["dtype"] for r in rows})
              if any(ratio(*_times(r, step, mode)) for r in rows if r["dtype"] == dtype)]
    models = list(dict.fromkeys(r["model"] for r in rows))
    if not series or not models:
        return False
    figure, axis = plt.subplots(figsize=(12, 4.5))
    width = 0.8 / len(series)
    for k, (step, mode, dtype) in enumerate(series):
        values = {r["model"]: ratio(*_times(r, step, mode)) for r in rows if r["dtype"] == dtype}
        axis.bar([i + (k - (len(series) - 1) / 2) * width for i in range(len(models))],
                 [values.get(m) or float("nan") for m in models], width, label=f"{step} {mode} {dtype}")
    axis.axhline(1.0, color="black", linewidth=0.8)
    axis.set_ylabel("cuDNN step time / hipconv step time")
    axis.set_title("whole-model steps (above 1: hipconv faster)")
    axis.set_xticks(range(len(models)))
    axis.set_xticklabels(models, rotation=20, ha="right")
    axis.legend(fontsize=7, ncol=2)
    figure.tight_layout()
    figure.savefig(path, dpi=110)
    plt.close(figure)
    return True


# ------------------------------------------------------------------ measurement (torch)

def _torch_dtype(name: str):
    import torch
    return {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}[name]


def _memory_format(dims: int):
    import torch
    return {2: torch.channels_last, 3: torch.channels_last_3d}.get(dims, torch.contiguous_format)


LOSS_SCALE = {"fp16": 1024.0}    # a static loss scale for fp16 steps, as torch.amp.GradScaler applies
# one: without it the gradients of a randomly initialized network underflow fp16 (cuDNN's own
# dX then differs from fp32 by up to 20%, and so does any other implementation's)


def _loss(output, scale: float = 1.0):
    return output.float().square().mean() * scale


def _synchronize(device):
    import torch
    if device.type == "cuda":
        torch.cuda.synchronize(device)


def _train_step(model, x, scale: float = 1.0):
    model.zero_grad(set_to_none=True)
    _loss(model(x), scale).backward()


def _infer_step(model, x):
    import torch
    with torch.inference_mode():
        model(x)


def step_times(steps: dict, iterations: int, warmup: int, rounds: int, device) -> dict:
    """{name: median ms of one call ended by a synchronization}, the callables of
    ``steps`` alternating round by round (so that clock and thermal drift hit all)."""
    for fn in steps.values():
        for _ in range(warmup):
            fn()
        _synchronize(device)
    samples = {name: [] for name in steps}
    for _ in range(rounds):
        for name, fn in steps.items():
            for _ in range(iterations):
                start = time.perf_counter()
                fn()
                _synchronize(device)
                samples[name].append((time.perf_counter() - start) * 1e3)
    return {name: statistics.median(values) for name, values in samples.items()}


def probe(model, x, hp, scale: float = 1.0) -> list:
    """One training step of the converted ``model`` with hooks: for each converted layer
    (first call), its name, module, input, whether the step computes the input's gradient
    (not for a first layer, whose input is the batch) and the gradient at its output."""
    records = {}
    handles = []
    for name, module in hp.converted(model):
        def forward_hook(module, inputs, output, name=name):
            if module in records:
                return
            entry = {"name": name, "module": module, "x": inputs[0].detach(),
                     "needs_dx": bool(inputs[0].requires_grad)}
            records[module] = entry
            if output.requires_grad:      # fires with the gradient of the conv's own output, even
                output.register_hook(lambda g, e=entry: e.setdefault("dy", g.detach()))  # after in-place ops
        handles.append(module.register_forward_hook(forward_hook))
    try:
        _train_step(model, x, scale)
    finally:
        for handle in handles:
            handle.remove()
    return list(records.values())


def routes(layers: list, dtype: str, device, hp, native, layout: str = "channels_last") -> tuple:
    """(routed count, refusals, conv FLOPs of a step) of the probed layers: the plans the
    operators hold for each layer's three directions."""
    routed, refused, flops = 0, [], 0
    dev = "cpu" if device.type == "cpu" else f"cuda:{device.index or 0}"
    for layer in layers:
        module = layer["module"]
        problem = hp.module_problem(module, layer["x"].shape)
        flops += 3 * problem.flops
        if not hp.converted(module):       # a subclass whose own forward convert() left to torch
            refused.append(f"{layer['name']} ({problem}): left to torch (its class's own forward)")
            continue
        reasons = []
        for direction, bias in (("forward", module.bias is not None), ("backward_data", False),
                                ("backward_weight", False)):
            plan = native.plan_of(native.Request(direction, dtype, dev, bias, problem, layout=layout))
            if plan is None:
                continue        # this direction did not run (an input that needs no gradient)
            if plan["outcome"] != "run":
                reasons.append(f"{direction}: {plan['message']}")
        if reasons:
            refused.append(f"{layer['name']} ({problem}): {' / '.join(reasons)}")
        else:
            routed += 1
    return routed, refused, flops


def _relative(got, want) -> float:
    import torch
    want = want.double()
    denominator = torch.linalg.vector_norm(want).item()
    difference = torch.linalg.vector_norm(got.double() - want).item()
    return difference / denominator if denominator > 0 else difference


def distinct_layers(layers: list, hp):
    """(layer, module, input as the kernel sees it (padded where the module pads with
    F.pad), dY, problem) of each probed layer with a problem not seen before."""
    import torch.nn.functional as F
    seen = set()
    for layer in layers:
        module, x, dy = layer["module"], layer["x"], layer.get("dy")
        problem = hp.module_problem(module, x.shape)
        if problem in seen or dy is None:
            continue
        seen.add(problem)
        if module.padding_mode != "zeros":
            x = F.pad(x, module._reversed_padding_repeated_twice, mode=module.padding_mode)
        yield layer, module, x, dy, problem


def check_layers(layers: list, dtype: str, hp) -> dict:
    """Each direction of each distinct probed layer: hipconv (the operators, no fallback)
    in ``dtype`` and cuDNN in ``dtype`` against cuDNN in fp32 on the same values."""
    import torch
    import torch.nn.functional as F
    aten = torch.ops.aten
    ops = hp.load()
    results, failures = [], []
    for layer, module, x, dy, problem in distinct_layers(layers, hp):
        dims = problem.spatial_dim
        stride, dilation = list(problem.stride), list(problem.dilation)
        left, right = list(problem.pad), list(problem.pad_right)
        w, b = module.weight.detach(), None if module.bias is None else module.bias.detach()
        zeros = [0] * dims
        pads = [p for d in reversed(range(dims)) for p in (left[d], right[d])]

        def torch_directions(xt, wt, bt, dyt):
            xp = F.pad(xt, pads) if left != right else xt
            padding = zeros if left != right else left
            y = aten.convolution(xp, wt, bt, stride, padding, dilation, False, zeros, problem.G)
            dx, dw, _ = aten.convolution_backward(dyt, xp, wt, None, stride, padding, dilation, False, zeros,
                                                  problem.G, [True, True, False])
            if left != right:
                for d in range(dims):
                    dx = dx.narrow(2 + d, left[d], x.shape[2 + d])
            return y, dx, dw

        geometry = (stride, left, right, dilation, problem.G, False)
        entry = {"layer": layer["name"], "problem": str(problem)}
        try:
            ours = (ops.conv_forward(x, w, b, *geometry),
                    ops.conv_backward_data(dy, w, list(x.shape), *geometry),
                    ops.conv_backward_weight(x, dy, list(w.shape), *geometry))
        except RuntimeError as error:
            entry["refused"] = str(error).splitlines()[0]
            results.append(entry)
            continue
        with torch.backends.cudnn.flags(enabled=True, allow_tf32=False):
            reference = torch_directions(x.float(), w.float(), None if b is None else b.float(), dy.float())
            theirs = torch_directions(x, w, b, dy)
        for direction, got, cudnn, want in zip(("forward", "backward_data", "backward_weight"), ours, theirs,
                                               reference):
            error = _relative(got, want)
            entry[direction] = {"hipconv": error, "cudnn": _relative(cudnn, want)}
            # within the dtype's tolerance, or no further from fp32 than cuDNN's own result
            if not (error <= TOLERANCE[dtype] or error <= 1.25 * entry[direction]["cudnn"]):
                failures.append(f"{layer['name']} {direction}: {error:.2e} (cuDNN {entry[direction]['cudnn']:.2e})")
        results.append(entry)
    worst = max((e[d]["hipconv"] for e in results for d in ("forward", "backward_data", "backward_weight")
                 if d in e), default=None)
    worst_cudnn = max((e[d]["cudnn"] for e in results for d in ("forward", "backward_data", "backward_weight")
                       if d in e), default=None)
    return {"layers": results, "failures": failures, "worst": worst, "worst_cudnn": worst_cudnn,
            "tolerance": TOLERANCE[dtype], "rule": "hipconv error <= tolerance or <= 1.25 x cuDNN's error"}


def layer_times(layers: list, dtype: str, hp) -> list:
    """Each distinct probed layer's three directions, hipconv's operators against cuDNN
    (``aten.convolution`` / ``convolution_backward``) on the model's own tensors, timed
    alike (runtime.bench.event_median: CUDA events, an L2 flush before each call): the
    layers that hold a model back.  ``in_step`` says whether the training step runs the
    direction: a layer whose input needs no gradient (the first) has no backward-data there."""
    import torch
    from runtime.timing import event_median
    aten = torch.ops.aten
    ops = hp.load()
    out = []
    for layer, module, x, dy, problem in distinct_layers(layers, hp):
        stride, dilation, left, right = (list(problem.stride), list(problem.dilation), list(problem.pad),
                                         list(problem.pad_right))
        w = module.weight.detach()
        zeros = [0] * problem.spatial_dim
        geometry = (stride, left, right, dilation, problem.G, True)
        calls = {"forward": (lambda: ops.conv_forward(x, w, None, *geometry)),
                 "backward_data": (lambda: ops.conv_backward_data(dy, w, list(x.shape), *geometry)),
                 "backward_weight": (lambda: ops.conv_backward_weight(x, dy, list(w.shape), *geometry))}
        same = [other for other in layers if hp.module_problem(other["module"], other["x"].shape) == problem]
        entry = {"layer": layer["name"], "problem": str(problem), "count": len(same)}
        needs_dx = any(other.get("needs_dx", True) for other in same)
        if left == right:
            theirs = {"forward": lambda: aten.convolution(x, w, None, stride, left, dilation, False, zeros,
                                                          problem.G),
                      "backward_data": lambda: aten.convolution_backward(dy, x, w, None, stride, left, dilation,
                                                                         False, zeros, problem.G,
                                                                         [True, False, False]),
                      "backward_weight": lambda: aten.convolution_backward(dy, x, w, None, stride, left, dilation,
                                                                           False, zeros, problem.G,
                                                                           [False, True, False])}
        else:
            theirs = {}
        for direction, call in calls.items():
            ours_s = event_median(call, 3, 10)
            theirs_s = event_median(theirs[direction], 3, 10) if direction in theirs else None
            entry[direction] = {"hipconv_ms": ours_s * 1e3, "cudnn_ms": None if theirs_s is None else theirs_s * 1e3,
                                "tflops": problem.flops / ours_s / 1e12,
                                "in_step": direction != "backward_data" or needs_dx}
        out.append(entry)
    return out


def slowest_layers(times: list, count: int = 3) -> list:
    """The ``count`` (layer, direction) pairs where hipconv loses the most time to cuDNN in a
    step (time difference x the layer's occurrences; directions the step does not run left
    out), as lines."""
    losses = []
    for entry in times:
        for direction in ("forward", "backward_data", "backward_weight"):
            t = entry.get(direction) or {}
            if t.get("cudnn_ms") is not None and t.get("in_step", True):
                losses.append(((t["hipconv_ms"] - t["cudnn_ms"]) * entry["count"], entry, direction, t))
    losses.sort(key=lambda item: -item[0])
    return [f"{entry['layer']} ({entry['problem']}) x{entry['count']} {direction}: hipconv {t['hipconv_ms']:.3f} ms, "
            f"cuDNN {t['cudnn_ms']:.3f} ms ({t['cudnn_ms'] / t['hipconv_ms']:.2f}x), {lost:+.2f} ms per step"
            for lost, entry, direction, t in losses[:count] if lost > 0]


def graph_breaks(model, x) -> Optional[int]:
    import torch
    torch._dynamo.reset()
    explanation = torch._dynamo.explain(model)(x)
    torch._dynamo.reset()
    return int(explanation.graph_break_count)


def host_times(device, dtype: str, hp, calls: int = 2000) -> dict:
    """Microseconds of host time per call, a tiny problem (N=1, C=K=8, 8x8, 3x3):
    forward without grad, and forward + backward, each through hipconv (hp.conv and a
    converted nn.Conv2d) and cuDNN (F.conv2d and nn.Conv2d)."""
    import torch
    import torch.nn.functional as F
    kind = _torch_dtype(dtype)
    x = torch.randn(1, 8, 8, 8, device=device, dtype=kind).contiguous(memory_format=torch.channels_last)
    theirs = torch.nn.Conv2d(8, 8, 3, padding=1, bias=False).to(device, kind, memory_format=torch.channels_last)
    ours = hp.convert(torch.nn.Sequential(torch.nn.Conv2d(8, 8, 3, padding=1, bias=False))).to(
        device, kind, memory_format=torch.channels_last)[0]
    ours.weight.data.copy_(theirs.weight.data)
    w = theirs.weight.detach()
    forward = {"hp.conv": lambda: hp.conv(x, w, None, 1, 1), "F.conv2d (cuDNN)": lambda: F.conv2d(x, w, None, 1, 1),
               "converted nn.Conv2d": lambda: ours(x), "nn.Conv2d (cuDNN)": lambda: theirs(x)}
    xg = x.clone().requires_grad_()
    grad = torch.randn(1, 8, 8, 8, device=device, dtype=kind).contiguous(memory_format=torch.channels_last)
    both = {"converted nn.Conv2d": lambda: ours(xg).backward(grad),
            "nn.Conv2d (cuDNN)": lambda: theirs(xg).backward(grad)}
    out = {}
    for label, table, grad_mode in (("forward, no grad", forward, False), ("forward + backward", both, True)):
        with torch.set_grad_enabled(grad_mode):
            for name, fn in table.items():
                for _ in range(50):
                    fn()
                _synchronize(device)
                best = float("inf")
                for _ in range(3):
                    start = time.perf_counter()
                    for _ in range(calls):
                        fn()
                    host = (time.perf_counter() - start) / calls * 1e6
                    _synchronize(device)
                    best = min(best, host)
                out[f"{label}: {name}"] = best
    return out


def _copies(case: ModelCase, dtype: str, device, hp, memory_format: str = "channels_last",
            channels_last_filters: Optional[bool] = None):
    import copy
    import torch
    torch.manual_seed(0)
    reference = case.build()
    ours = copy.deepcopy(reference)
    fmt = _memory_format(case.dims) if memory_format == "channels_last" else _memory_format(0)
    kind = _torch_dtype(dtype)
    reference = reference.to(device=device, dtype=kind, memory_format=fmt)
    if channels_last_filters is None and memory_format != "channels_last":
        channels_last_filters = False
    ours = hp.convert(ours.to(device=device, dtype=kind, memory_format=fmt), channels_last_filters=channels_last_filters)
    x = case.example(case.batch).to(device=device, dtype=kind)
    if x.dim() in (4, 5):
        x = x.contiguous(memory_format=fmt)
    return reference, ours, x


def run_model(case: ModelCase, dtype: str, args, device, hp, native, say) -> dict:
    import torch
    reference, ours, x = _copies(case, dtype, device, hp, args.memory_format,
                                 True if args.channels_last_filters else None)
    row = {"model": case.name, "dtype": dtype, "batch": case.batch, "input": list(x.shape),
           "source": case.source, "steps": {}}
    reference.train()
    ours.train()
    scale = LOSS_SCALE.get(dtype, 1.0)
    layers = probe(ours, x, hp, scale)
    row["layers"] = len(layers)
    native_first = args.memory_format == "channels_first" and args.channels_first == "native"
    row["routed"], row["refused"], flops = routes(layers, dtype, device, hp, native,
                                                  "channels_first" if native_first else "channels_last")
    row["conv_tflop_per_step"] = flops / 1e12
    say(f"{case.name} {dtype}: {row['routed']} of {row['layers']} layers on hipconv"
        + (f", {len(row['refused'])} refused" if row["refused"] else ""))
    if not args.no_check:
        row["check"] = check_layers(layers, dtype, hp)
        say(f"{case.name} {dtype}: per-layer check of {len(row['check']['layers'])} distinct layers, worst "
            f"relative error {row['check']['worst']:.2e} (cuDNN {dtype}: {row['check']['worst_cudnn']:.2e}), "
            f"{len(row['check']['failures'])} failures")
    for key, model in (("graph_breaks", ours), ("graph_breaks_cudnn", reference)):
        try:
            row[key] = graph_breaks(model, x)
        except Exception as error:          # report, don't hide
            row[key] = None
            row[f"{key}_error"] = f"{type(error).__name__}: {error}"
    if device.type == "cuda" and args.layer_times:
        row["layer_times"] = layer_times(layers, dtype, hp)
        row["slowest_layers"] = slowest_layers(row["layer_times"])
        for line in row["slowest_layers"]:
            say(f"{case.name} {dtype}: {line}")
    for mode in args.modes:
        for step in STEPS:
            model_pair = (reference, ours)
            if mode == "compiled":
                torch._dynamo.reset()
                model_pair = tuple(torch.compile(m, mode="reduce-overhead") for m in model_pair)
            for m in (reference, ours):
                m.train(step == "train")
            fn = (lambda m, t: _train_step(m, t, scale)) if step == "train" else _infer_step
            try:
                times = step_times({"cudnn": lambda: fn(model_pair[0], x), "hipconv": lambda: fn(model_pair[1], x)},
                                   args.steps, args.warmup if mode == "eager" else max(args.warmup, 3),
                                   args.rounds, device)
            except Exception as error:
                row.setdefault("errors", []).append(f"{step} {mode}: {type(error).__name__}: {error}")
                say(f"{case.name} {dtype} {step} {mode} failed: {type(error).__name__}: {error}")
                continue
            entry = {"cudnn_ms": times["cudnn"], "hipconv_ms": times["hipconv"]}
            if step == "train" and times["hipconv"]:
                entry["hipconv_conv_tflops"] = flops / (times["hipconv"] * 1e-3) / 1e12
                entry["cudnn_conv_tflops"] = flops / (times["cudnn"] * 1e-3) / 1e12
            row["steps"][f"{step}_{mode}"] = entry
            say(f"{case.name} {dtype} {step} {mode}: cuDNN {times['cudnn']:.2f} ms, hipconv "
                f"{times['hipconv']:.2f} ms, {_x(ratio(times['cudnn'], times['hipconv']))}")
    if "compiled" in args.modes:
        torch._dynamo.reset()
    del layers
    return row


def parse_args(argv: Optional[Sequence[str]] = None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="python -m runtime.bench models", description=__doc__.split("\n\n")[0])
    ap.add_argument("--models", default=",".join(DEFAULT_MODELS),
                    help=f"comma-separated, from: {', '.join(MODELS)} (default: all but toy)")
    ap.add_argument("--dtypes", default="bf16,fp16", help="comma-separated: bf16, fp16, fp32")
    ap.add_argument("--modes", default="eager", help="comma-separated: eager, compiled (reduce-overhead)")
    ap.add_argument("--steps", type=int, default=20, help="timed steps per round and copy")
    ap.add_argument("--warmup", type=int, default=3, help="untimed steps before timing")
    ap.add_argument("--rounds", type=int, default=3, help="rounds alternating the two copies")
    ap.add_argument("--batch", type=int, default=None, help="override every model's batch size")
    ap.add_argument("--device", default=None, help="default: cuda if available, else cpu")
    ap.add_argument("--memory-format", choices=["channels_last", "channels_first"], default="channels_last",
                    help="the models' tensors (both copies): channels_last (default) or torch's default "
                         "contiguous channels_first")
    ap.add_argument("--channels-first", choices=["copy", "native"], default="copy",
                    help="with channels-first tensors: hipconv transposes them to channels-last (default: "
                         "'copy') or runs its channels-first instances on them (runtime.pytorch.configure)")
    ap.add_argument("--channels-last-filters", action="store_true",
                    help="convert hipconv's copy with convert(channels_last_filters=True): with "
                         "--memory-format channels_first, its activations turn channels-last at the first "
                         "layer (the cuDNN copy stays channels-first)")
    ap.add_argument("--no-check", action="store_true", help="skip the per-layer check")
    ap.add_argument("--no-layer-times", dest="layer_times", action="store_false",
                    help="skip timing each distinct layer's three directions against cuDNN (GPU only)")
    ap.add_argument("--no-host", action="store_true", help="skip the host-time calls")
    ap.add_argument("--skip-ceilings", action="store_true", help="skip the GEMM and copy ceilings")
    ap.add_argument("--out", default=os.environ.get("OUT", "."), help="folder for models.json/csv/png")
    args = ap.parse_args(argv)
    args.models = [m for m in args.models.split(",") if m]
    unknown = [m for m in args.models if m not in MODELS]
    if unknown:
        ap.error(f"unknown model(s) {', '.join(unknown)}; known: {', '.join(MODELS)}")
    args.dtypes = [d for d in args.dtypes.split(",") if d]
    args.modes = [m for m in args.modes.split(",") if m]
    for value, allowed, name in ((args.dtypes, TOLERANCE, "dtype"), (args.modes, MODES, "mode")):
        bad = [v for v in value if v not in allowed]
        if bad:
            ap.error(f"unknown {name}(s) {', '.join(bad)}; accepted: {', '.join(allowed)}")
    return args


def main(argv: Optional[Sequence[str]] = None) -> int:
    args = parse_args(argv)
    import dataclasses

    import torch

    import runtime.pytorch as hp
    from runtime import native
    from runtime.timing import measure_ceilings

    def say(line: str):
        print(line, flush=True)

    device = torch.device(args.device or ("cuda" if torch.cuda.is_available() else "cpu"))
    torch.backends.cudnn.benchmark = True
    torch.backends.cudnn.allow_tf32 = False
    torch.backends.cuda.matmul.allow_tf32 = False
    os.makedirs(args.out, exist_ok=True)
    hp.prebuild()
    hp.configure(channels_first=args.channels_first)
    meta = {"memory_format": args.memory_format, "channels_first": args.channels_first,
            "channels_last_filters": args.channels_last_filters,
            "device": torch.cuda.get_device_name(device) if device.type == "cuda" else "cpu",
            "torch": torch.__version__, "cudnn": torch.backends.cudnn.version(), "argv": sys.argv[1:],
            "batch_override": args.batch}
    if device.type == "cuda" and not args.skip_ceilings:
        meta["ceilings"] = measure_ceilings(3, 10)
        say(f"ceilings: bf16 GEMM {meta['ceilings']['matmul_bf16_tflops']:.0f} TFLOP/s, copy "
            f"{meta['ceilings']['copy_gbs']:.0f} GB/s")
    if not args.no_host:
        meta["host_us"] = host_times(device, args.dtypes[0], hp)
        for name, value in meta["host_us"].items():
            say(f"host time per call, {name}: {value:.1f} us")
    rows = []

    def save():
        with open(os.path.join(args.out, "models.json"), "w") as handle:
            json.dump({"meta": meta, "rows": rows, "summary": summary(rows)}, handle, indent=1, default=str)
        write_csv(rows, os.path.join(args.out, "models.csv"))

    for name in args.models:
        case = MODELS[name]
        if args.batch:
            case = dataclasses.replace(case, batch=args.batch)
        for dtype in args.dtypes:
            try:
                rows.append(run_model(case, dtype, args, device, hp, native, say))
            except Exception as error:      # a model that cannot be built or run: a row saying so
                rows.append({"model": name, "dtype": dtype, "batch": case.batch,
                             "error": f"{type(error).__name__}: {error}", "steps": {}})
                say(f"{name} {dtype} failed: {type(error).__name__}: {error}")
            if device.type == "cuda":
                torch.cuda.empty_cache()
            save()
    print(format_table(rows, meta), flush=True)
    if write_plot(rows, os.path.join(args.out, "models.png")):
        say(f"plot: {os.path.join(args.out, 'models.png')}")
    failed = [r for r in rows if r.get("error") or (r.get("check") or {}).get("failures")]
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
