"""Which kernels cuDNN runs for a benchmark problem, and how long each takes: torch's
convolution (channels-last, ``cudnn.benchmark = True``, TF32 off -- the benchmark's cuDNN side,
runtime.bench.torch_call) profiled with torch.profiler over --calls calls after the
benchmark's warm-up.  Per problem, direction and dtype: every GPU kernel's name (tile size,
split-K and reduction kernels are in the names of cuDNN's and CUTLASS's kernels) and its
mean time per call.  What to read before guessing why cuDNN is faster on a layer.

    python3 bench/cudnn_kernels.py --problem-file bench/experiments/late_layers_problems.yaml \
        [--problems GLOB[,GLOB]] [--directions forward,backward_data] [--dtypes bf16] [--calls 20] [--out FILE.json]

Needs a CUDA device.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from runtime.bench import DIRECTIONS, DTYPES, PROBLEMS, load_problem_file, select_problems, split_list, torch_call


def kernels_per_call(fn, calls: int, warmup: int) -> list:
    """[(kernel name, mean us per call, launches per call)] of ``fn``'s GPU kernels."""
    import torch
    from torch.profiler import ProfilerActivity, profile
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        for _ in range(calls):
            fn()
        torch.cuda.synchronize()
    total, count = defaultdict(float), defaultdict(int)
    for event in prof.events():
        if event.device_type == torch.autograd.DeviceType.CUDA:
            total[event.name] += event.device_time_total if hasattr(event, "device_time_total") else event.cuda_time_total
            count[event.name] += 1
    return sorted(((name, total[name] / calls, count[name] / calls) for name in total),
                  key=lambda row: -row[1])


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--problem-file")
    parser.add_argument("--problems", action="append", default=[])
    parser.add_argument("--directions", default="forward,backward_data,backward_weight")
    parser.add_argument("--dtypes", default="bf16")
    parser.add_argument("--calls", type=int, default=20)
    parser.add_argument("--warmup", type=int, default=5)
    parser.add_argument("--out")
    args = parser.parse_args(argv)
    directions, dtypes = split_list([args.directions]), split_list([args.dtypes])
    for value in directions:
        if value not in DIRECTIONS:
            parser.error(f"--directions: unknown {value!r}; choose from {', '.join(DIRECTIONS)}")
    for value in dtypes:
        if value not in DTYPES:
            parser.error(f"--dtypes: unknown {value!r}; choose from {', '.join(DTYPES)}")
    problems = load_problem_file(args.problem_file) if args.problem_file else list(PROBLEMS)
    chosen = select_problems(split_list(args.problems), problems)
    if not chosen:
        parser.error(f"--problems matches none of: {'; '.join(p.name for p in problems)}")

    import torch
    torch.backends.cudnn.benchmark = True
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    print(f"torch {torch.__version__}, cuDNN {torch.backends.cudnn.version()}, "
          f"device {torch.cuda.get_device_name()}", flush=True)
    rows = []
    for bp in chosen:
        for direction in directions:
            for dtype in dtypes:
                kernels = kernels_per_call(torch_call(direction, bp.problem, dtype), args.calls, args.warmup)
                total = sum(us for _, us, _ in kernels)
                print(f"{direction:15s} {bp.name:42s} {dtype}  {total:7.1f} us per call", flush=True)
                for name, us, launches in kernels:
                    print(f"    {us:7.1f} us  x{launches:g}  {name[:160]}")
                rows.append({"direction": direction, "problem": bp.name, "dtype": dtype, "us_per_call": total,
                             "kernels": [{"name": n, "us": us, "launches": k} for n, us, k in kernels]})
    if args.out:
        Path(args.out).write_text(json.dumps({"torch": torch.__version__, "cudnn": torch.backends.cudnn.version(),
                                              "device": torch.cuda.get_device_name(), "rows": rows}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
