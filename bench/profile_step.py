"""Where a model's eager training step spends its GPU time: hipconv's converted copy against
the same model on cuDNN (runtime.bench_models' models and copies), each profiled with
torch.profiler over --steps steps after a warm-up.  Per copy and step: the wall time, the
kernels' time split into convolution kernels (hipconv's instances, cuDNN's by name) and the
rest, the time the GPU ran no kernel, and the kernels whose per-step time differs most
between the copies -- to tell a slower step's kernels from its gaps.

    python3 bench/profile_step.py --model r3d_18 --dtype bf16 [--steps 5] [--top 12] [--compiled] [--out FILE.json]

--compiled profiles both copies under torch.compile (default mode: no CUDA graphs, so that the
profiler names each kernel), the fused kernels inductor makes around each side's convolutions
included.

Needs a CUDA device (the kernels are what it counts); the classification helpers are pure
and tested on cpu (tests/test_bench.py).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

# hipconv kernels are named after their instances: <direction prefix>..._kernel / _finish
HIPCONV_KERNEL = re.compile(r"(?<![A-Za-z0-9_])(fwd|bwd_data|bwd_weight)_[A-Za-z0-9_]*_(kernel|finish)(?![A-Za-z0-9_])")
# cuDNN's convolution kernels (and the CUTLASS / xmma ones it dispatches to; its 1x1
# convolutions run as cuBLASLt GEMMs -- nvjet kernels and their split-K reduction -- which the
# model's own Linear layers share, in both copies)
CUDNN_CONV_WORDS = ("conv", "cudnn", "xmma", "implicit", "dgrad", "wgrad", "fprop", "cutlass",
                    "nvjet", "splitKreduce")
# the layout copies around the convolutions: hipconv's transpose (hipconv/layout.h) and
# cuDNN's own NCHW <-> NHWC kernels
LAYOUT_WORDS = ("hipconv::layout::", "nchwToNhwc", "nhwcToNchw")


def kernel_class(name: str) -> str:
    """'hipconv', 'cudnn' (a convolution kernel of either side), 'layout' (either side's
    layout copy around them) or 'other'."""
    if HIPCONV_KERNEL.search(name):
        return "hipconv"
    if name.startswith("triton_"):     # inductor's fused kernels, named after the ops they fuse
        return "other"
    if any(word in name for word in LAYOUT_WORDS):
        return "layout"
    lowered = name.lower()
    if "batch_norm" in lowered or "::bn_" in lowered:     # cuDNN's batch norm is not a convolution
        return "other"
    if any(word.lower() in lowered for word in CUDNN_CONV_WORDS):
        return "cudnn"
    return "other"


def summarize(kernels: dict, steps: int, wall_ms: float) -> dict:
    """Per-step totals of {kernel name: total us over `steps` steps}."""
    per_class = {"hipconv": 0.0, "cudnn": 0.0, "layout": 0.0, "other": 0.0}
    for name, us in kernels.items():
        per_class[kernel_class(name)] += us
    busy = sum(per_class.values()) / steps / 1e3
    return {"wall_ms": wall_ms, "kernels_ms": busy,
            "conv_ms": (per_class["hipconv"] + per_class["cudnn"]) / steps / 1e3,
            "layout_ms": per_class["layout"] / steps / 1e3,
            "other_ms": per_class["other"] / steps / 1e3, "idle_ms": max(0.0, wall_ms - busy)}


def differences(ours: dict, theirs: dict, steps: int, top: int) -> list:
    """The non-convolution kernels whose per-step time differs most between the copies."""
    names = {n for n in set(ours) | set(theirs) if kernel_class(n) == "other"}
    rows = [(name, ours.get(name, 0.0) / steps, theirs.get(name, 0.0) / steps) for name in names]
    rows.sort(key=lambda r: -abs(r[1] - r[2]))
    return [{"kernel": n[:120], "hipconv_us": round(a, 1), "cudnn_us": round(b, 1)} for n, a, b in rows[:top]]


def _profile(fn, steps: int, warmup: int) -> tuple:
    import torch
    from torch.profiler import ProfilerActivity, profile
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA], acc_events=True) as prof:
        start = time.perf_counter()
        for _ in range(steps):
            fn()
        torch.cuda.synchronize()
        wall_ms = (time.perf_counter() - start) * 1e3 / steps
    kernels: dict = {}
    for event in prof.events():
        if str(getattr(event, "device_type", "")).endswith("CUDA"):
            us = getattr(event, "device_time", None)
            if us is None:
                us = getattr(event, "cuda_time", 0.0)
            kernels[event.name] = kernels.get(event.name, 0.0) + float(us or 0.0)
    return kernels, wall_ms


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", required=True)
    parser.add_argument("--dtype", default="bf16", choices=["bf16", "fp16", "fp32"])
    parser.add_argument("--steps", type=int, default=5)
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--top", type=int, default=12)
    parser.add_argument("--compiled", action="store_true",
                        help="profile the copies under torch.compile (inductor, without CUDA graphs)")
    parser.add_argument("--out")
    args = parser.parse_args(argv)
    import torch
    if not torch.cuda.is_available():
        print("profile_step: needs a CUDA device (it counts the GPU's kernels)", file=sys.stderr)
        return 2
    import runtime.pytorch as hp
    from runtime import bench_models as bm
    torch.backends.cudnn.benchmark = True
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    case = bm.MODELS[args.model]
    reference, ours, x = bm._copies(case, args.dtype, torch.device("cuda"), hp)
    scale = bm.LOSS_SCALE.get(args.dtype, 1.0)
    reference.train()
    ours.train()
    result = {"model": args.model, "dtype": args.dtype, "batch": case.batch, "steps": args.steps,
              "compiled": args.compiled}
    if args.compiled:
        reference, ours = torch.compile(reference), torch.compile(ours)
    profiles = {}
    for name, model in (("cudnn", reference), ("hipconv", ours)):
        kernels, wall = _profile(lambda: bm._train_step(model, x, scale), args.steps, args.warmup)
        profiles[name] = kernels
        result[name] = summarize(kernels, args.steps, wall)
    result["other_kernels_differing"] = differences(profiles["hipconv"], profiles["cudnn"], args.steps, args.top)
    for name in ("cudnn", "hipconv"):
        s = result[name]
        print(f"{args.model} {args.dtype} {'compiled ' if args.compiled else ''}train step, {name:7s}: wall "
              f"{s['wall_ms']:.2f} ms = kernels {s['kernels_ms']:.2f} (convolutions {s['conv_ms']:.2f}, layout "
              f"copies {s['layout_ms']:.2f}, other {s['other_ms']:.2f}) + no kernel {s['idle_ms']:.2f}")
    print("non-convolution kernels differing most (us per step, hipconv / cuDNN copy):")
    for row in result["other_kernels_differing"]:
        print(f"  {row['hipconv_us']:8.1f} {row['cudnn_us']:8.1f}  {row['kernel']}")
    if args.out:
        Path(args.out).write_text(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
