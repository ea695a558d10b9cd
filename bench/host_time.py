"""The host's time per convolution call: hipconv's operator against torch's (cuDNN) on small
problems, where the GPU's time per call is shorter than the host's, so that a loop of calls
measures what the host spends issuing each one.  Per problem, side and mode (forward under
no_grad; train: forward and backward with x and w requiring grad): microseconds per call of
host time (the loop, before the synchronization) and of wall time (with it), and under
torch.profiler the CUDA runtime calls one step makes (their count and host time, by name)
and its kernels.  This tells a network whose step is bound by the host (a transformer's
many small ops around a few convolutions) where hipconv's host time goes.

    python3 bench/host_time.py [--iterations 200] [--dtype bf16] [--out FILE.json]

Needs a CUDA device.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

# (name, N, C, K, input sizes, filter sizes, stride, padding, groups): wav2vec2-base's
# feature encoder and positional convolution at batch 1 and a short clip, a small 2D conv
PROBLEMS = (
    ("wav2vec2_conv0", 1, 1, 512, (4000,), (10,), 5, 0, 1),
    ("wav2vec2_conv1", 1, 512, 512, (799,), (3,), 2, 0, 1),
    ("wav2vec2_conv5", 1, 512, 512, (49,), (2,), 2, 0, 1),
    ("wav2vec2_pos_conv", 1, 768, 768, (24,), (128,), 1, 64, 16),
    ("conv2d_small", 1, 64, 64, (8, 8), (3, 3), 1, 1, 1),
    ("conv2d_1x1", 1, 256, 64, (7, 7), (1, 1), 1, 0, 1),
)


def _tensors(problem, dtype, device, grad: bool):
    import torch
    _, n, c, k, sizes, filt, stride, padding, groups = problem
    x = torch.randn(n, c, *sizes, device=device, dtype=dtype)
    w = torch.randn(k, c // groups, *filt, device=device, dtype=dtype) * 0.05
    if len(sizes) == 2:
        x = x.contiguous(memory_format=torch.channels_last)
        w = w.contiguous(memory_format=torch.channels_last)
    return x.requires_grad_(grad), w.requires_grad_(grad)


def _call(side: str, dims: int):
    import torch.nn.functional as F
    import runtime.pytorch as hp
    functional = (F.conv1d, F.conv2d, F.conv3d)[dims - 1]
    if side == "cudnn":
        return lambda x, w, s, p, g: functional(x, w, None, s, p, 1, g)
    return lambda x, w, s, p, g: hp.conv(x, w, None, s, p, 1, g, fallback=False)


def _step(side: str, mode: str, problem, dtype, device):
    """A callable running one call (forward, or forward and backward) and the tensors it holds."""
    import torch
    x, w = _tensors(problem, dtype, device, mode == "train")
    stride, padding, groups = problem[6], problem[7], problem[8]
    conv = _call(side, len(problem[4]))
    if mode == "forward":
        def step():
            with torch.no_grad():
                conv(x, w, stride, padding, groups)
        return step
    grad = torch.ones_like(conv(x, w, stride, padding, groups))

    def step():
        y = conv(x, w, stride, padding, groups)
        y.backward(grad)
    return step


def time_host(step, iterations: int, device) -> dict:
    """Microseconds per call: the host's (the loop alone) and the wall's (with the final
    synchronization); the median of five loops."""
    import torch
    for _ in range(5):
        step()
    torch.cuda.synchronize(device)
    host, wall = [], []
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(iterations):
            step()
        issued = time.perf_counter()
        torch.cuda.synchronize(device)
        end = time.perf_counter()
        host.append((issued - start) / iterations * 1e6)
        wall.append((end - start) / iterations * 1e6)
    return {"host_us": statistics.median(host), "wall_us": statistics.median(wall)}


def runtime_calls(step, device, steps: int = 10) -> dict:
    """The CUDA runtime / driver calls and the kernels of one step, under torch.profiler."""
    import torch
    from torch.profiler import ProfilerActivity, profile
    step()
    torch.cuda.synchronize(device)
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        for _ in range(steps):
            step()
        torch.cuda.synchronize(device)
    calls, call_us, kernels, ops = Counter(), defaultdict(float), Counter(), defaultdict(float)
    for event in prof.events():
        name = event.name
        if event.device_type == torch.autograd.DeviceType.CUDA:
            kernels[name] += 1
        elif name.startswith(("cuda", "cu")) and not name.startswith("cudnn"):
            calls[name] += 1
            call_us[name] += event.cpu_time_total
        else:
            ops[name] += event.self_cpu_time_total
    return {"runtime_calls": {n: {"per_step": calls[n] / steps, "us_per_step": round(call_us[n] / steps, 2)}
                              for n in sorted(calls, key=lambda n: -call_us[n])},
            "kernels_per_step": {n[:120]: c / steps for n, c in kernels.most_common(12)},
            "op_self_us_per_step": {n: round(t / steps, 2) for n, t in sorted(ops.items(), key=lambda i: -i[1])[:10]}}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument("--dtype", default="bf16", choices=("bf16", "fp16", "fp32"))
    parser.add_argument("--out", help="write the results here as JSON")
    args = parser.parse_args(argv)
    import torch
    torch.backends.cudnn.benchmark = True
    torch.backends.cudnn.allow_tf32 = False
    torch.backends.cuda.matmul.allow_tf32 = False
    device = torch.device("cuda")
    dtype = {"bf16": torch.bfloat16, "fp16": torch.float16, "fp32": torch.float32}[args.dtype]
    rows = []
    for problem in PROBLEMS:
        for mode in ("forward", "train"):
            row = {"problem": problem[0], "mode": mode}
            for side in ("cudnn", "hipconv"):
                step = _step(side, mode, problem, dtype, device)
                row[side] = dict(time_host(step, args.iterations, device), **runtime_calls(step, device))
            rows.append(row)
            c, h = row["cudnn"], row["hipconv"]
            print(f"{problem[0]:20s} {mode:8s} host us/call cudnn {c['host_us']:7.1f} hipconv {h['host_us']:7.1f}"
                  f" | wall cudnn {c['wall_us']:7.1f} hipconv {h['wall_us']:7.1f}", flush=True)
    for row in rows:
        for side in ("cudnn", "hipconv"):
            calls = row[side]["runtime_calls"]
            print(f"{row['problem']} {row['mode']} {side}: " + ", ".join(
                f"{n} x{v['per_step']:g} {v['us_per_step']:.1f}us" for n, v in list(calls.items())[:8]))
            print("    ops (self us): " + ", ".join(f"{n} {t:.1f}" for n, t in row[side]["op_self_us_per_step"].items()))
            print("    kernels: " + ", ".join(f"{n[:60]} x{c:g}" for n, c in row[side]["kernels_per_step"].items()))
    if args.out:
        Path(args.out).write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
