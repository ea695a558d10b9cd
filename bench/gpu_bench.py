"""Build, check and time hipconv against PyTorch (cuDNN) on one GPU, in one run.

    python bench/gpu_bench.py [--spec specs/bwd_data.yaml ...] [--out DIR] [--skip-check]

For each spec: build it for the nvidia platform, run every instance on the
runtime.check test matrix against the float64 reference (numerics on the
device), then time the best hipconv instance for each benchmark problem and
the same convolution gradient through torch.ops.aten.convolution_backward
(cuDNN, channels-last tensors), both on the same GPU in the same process.
Prints a table: time, TFLOP/s and GB/s of each, and the ratio torch/hipconv
(> 1 means hipconv is faster).  Writes the table as JSON under --out.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import numpy as np  # noqa: E402

import runtime  # noqa: E402
from runtime.check import check_library  # noqa: E402
from runtime.problem import ConvProblem  # noqa: E402

# (label, problem): symmetric padding only (torch has no asymmetric padding).
PROBLEMS = [
    ("resnet 3x3 s1 56x56 C=K=64 N=32", ConvProblem(1, 32, 64, 64, (56, 56), (3, 3), pad=1)),
    ("resnet 3x3 s2 56x56 C=K=128 N=32", ConvProblem(1, 32, 128, 128, (56, 56), (3, 3), stride=2, pad=1)),
    ("1x1 28x28 C=256 K=512 N=32", ConvProblem(1, 32, 256, 512, (28, 28), (1, 1))),
    ("resnext G=32 C=K=4 3x3 56x56 N=32", ConvProblem(32, 32, 4, 4, (56, 56), (3, 3), pad=1)),
    ("3d 3x3x3 16x28x28 C=K=32 N=4", ConvProblem(1, 4, 32, 32, (16, 28, 28), (3, 3, 3), pad=1)),
    ("1d k5 s1 L=4096 C=K=256 N=16", ConvProblem(1, 16, 256, 256, (4096,), (5,), pad=2)),
    ("depthwise 3x3 56x56 G=384 N=32", ConvProblem(384, 32, 1, 1, (56, 56), (3, 3), pad=1)),
    ("depthwise 7x7 56x56 G=96 N=32", ConvProblem(96, 32, 1, 1, (56, 56), (7, 7), pad=3)),
    ("depthwise 3x3x3 16x28x28 G=64 N=4", ConvProblem(64, 4, 1, 1, (16, 28, 28), (3, 3, 3), pad=1)),
]
DTYPES = ["fp32", "fp16", "bf16"]


def torch_time(direction: str, problem: ConvProblem, dtype: str, iterations: int = 30):
    import torch
    tdt = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}[dtype]
    d = problem.spatial_dim
    fmt = {1: torch.contiguous_format, 2: torch.channels_last, 3: torch.channels_last_3d}[d]
    G, N, C, K = problem.G, problem.N, problem.C, problem.K
    x = torch.randn((N, G * C, *problem.input), device="cuda", dtype=tdt).to(memory_format=fmt)
    w = torch.randn((G * K, C, *problem.filter), device="cuda", dtype=tdt).to(memory_format=fmt)
    dy = torch.randn((N, G * K, *problem.output), device="cuda", dtype=tdt).to(memory_format=fmt)
    mask = [direction == "backward_data", direction == "backward_weight", False]

    def step():
        return torch.ops.aten.convolution_backward(
            dy, x, w, None, list(problem.stride), list(problem.pad), list(problem.dilation),
            False, [0] * d, G, mask)

    for _ in range(3):
        step()
    torch.cuda.synchronize()
    times = []
    for _ in range(iterations):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        step()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end) / 1e3)
    return float(np.median(times))


def bytes_moved(direction: str, problem: ConvProblem, itemsize: int) -> int:
    sizes = {r: int(np.prod(s)) for r, s in
             (("x", problem.x_shape), ("w", problem.w_shape), ("y", problem.y_shape))}
    return itemsize * (sizes["x"] + sizes["w"] + sizes["y"])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--spec", action="append", default=[])
    ap.add_argument("--out", default=os.environ.get("OUT", "."))
    ap.add_argument("--skip-check", action="store_true")
    ap.add_argument("--iterations", type=int, default=20)
    args = ap.parse_args()
    specs = args.spec or ["specs/bwd_data.yaml"]
    import torch
    print(f"torch {torch.__version__}, cuDNN {torch.backends.cudnn.version()}, "
          f"device {torch.cuda.get_device_name()}", flush=True)
    rows = []
    for spec in specs:
        started = time.time()
        lib = runtime.build(spec, platform="nvidia", quiet=True)
        print(f"built {spec} for {lib.platform} in {time.time() - started:.0f} s: "
              f"{len(lib.instances)} instances", flush=True)
        if not args.skip_check:
            ok = check_library(str(lib.path))
            print(f"CHECK {spec}: {'PASS' if ok else 'FAIL'}", flush=True)
        directions = sorted({i.direction for i in lib.instances})
        for direction in directions:
            for label, problem in PROBLEMS:
                for dtype in DTYPES:
                    dtypes = {r: dtype for r in ("x", "w", "y")}
                    candidates = lib.candidates(direction, problem, dtypes)
                    if not candidates:
                        continue
                    best, best_t = None, float("inf")
                    for inst in candidates:
                        t = lib.time(direction, problem, inst, iterations=args.iterations)
                        if t < best_t:
                            best, best_t = inst, t
                    try:
                        torch_t = torch_time(direction, problem, dtype)
                    except Exception as exc:   # report, don't hide
                        torch_t = float("nan")
                        print(f"torch failed for {label} {dtype}: {exc}", flush=True)
                    itemsize = 4 if dtype == "fp32" else 2
                    nbytes = bytes_moved(direction, problem, itemsize)
                    row = dict(direction=direction, problem=label, dtype=dtype,
                               instance=best.name, hipconv_ms=best_t * 1e3,
                               hipconv_tflops=problem.flops / best_t / 1e12,
                               hipconv_gbs=nbytes / best_t / 1e9,
                               torch_ms=torch_t * 1e3,
                               torch_tflops=problem.flops / torch_t / 1e12,
                               torch_gbs=nbytes / torch_t / 1e9,
                               speedup_vs_torch=torch_t / best_t)
                    rows.append(row)
                    print(f"{direction:15s} {label:36s} {dtype:4s} hipconv {row['hipconv_ms']:8.3f} ms "
                          f"{row['hipconv_tflops']:6.2f} TF/s {row['hipconv_gbs']:7.1f} GB/s | "
                          f"torch {row['torch_ms']:8.3f} ms {row['torch_tflops']:6.2f} TF/s | "
                          f"ratio {row['speedup_vs_torch']:.3f} ({best.name})", flush=True)
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "bench.json"), "w") as f:
        json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main()
