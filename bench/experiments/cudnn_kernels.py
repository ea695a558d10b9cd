"""Experiment helper (not a product command): which kernels cuDNN runs for issue 28's layers.

    python3 bench/experiments/cudnn_kernels.py

For each (layer, direction, dtype) below: cuDNN (benchmark mode, TF32 off, channels-last) is
warmed up, then one call runs under torch.profiler; prints the CUDA kernels it launched with
their device times.  The kernel names say which algorithm cuDNN picked (implicit GEMM, Winograd,
FFT, its depthwise kernels) -- the evidence docs/performance.md cites for what the FMA peak
allows against cuDNN's fp32 and what its fp16 stem kernels are.

    python3 bench/experiments/cudnn_kernels.py --problem-file FILE --problems GLOB \
        --direction forward --dtype bf16 --repeat 60

The same for the problems of a bench problem file that match GLOB, then `--repeat` more calls
of the last one: a target for Nsight Compute to profile cuDNN's own launches after its
benchmark search, e.g. on the device machine

    ncu --launch-skip 40 --launch-count 3 --section SpeedOfLight --section MemoryWorkloadAnalysis \
        python3 bench/experiments/cudnn_kernels.py --problem-file bench/experiments/small_c_1x1_problems.yaml \
        --problems '*C=16 K=96*' --repeat 60
"""

import argparse
import os
import sys


import torch
from torch.profiler import ProfilerActivity, profile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from runtime.bench import load_problem_file, matches, split_list, torch_call  # noqa: E402
from runtime.problem import ConvProblem  # noqa: E402

LAYERS = [
    ("resnet50 3x3 14x14 C=K=256 N=128", ConvProblem(1, 128, 256, 256, (14, 14), (3, 3), pad=1),
     ("forward", "backward_weight", "backward_data"), ("fp32",)),
    ("resnet50 3x3 56x56 C=K=64 N=128", ConvProblem(1, 128, 64, 64, (56, 56), (3, 3), pad=1),
     ("forward", "backward_data"), ("fp32",)),
    ("stem 7x7 s2 224x224 C=3 K=64 N=128",
     ConvProblem(1, 128, 3, 64, (224, 224), (7, 7), stride=2, pad=3),
     ("forward", "backward_weight"), ("fp16", "bf16")),
    ("resnext50 G=32 C=K=16 3x3 14x14 N=128", ConvProblem(32, 128, 16, 16, (14, 14), (3, 3), pad=1),
     ("forward", "backward_data", "backward_weight"), ("bf16",)),
    ("regnety400mf G=26 C=K=8 3x3 14x14 N=128", ConvProblem(26, 128, 8, 8, (14, 14), (3, 3), pad=1),
     ("forward",), ("bf16",)),
    ("efficientnet dw 5x5 s2 56x56 G=144 N=128",
     ConvProblem(144, 128, 1, 1, (56, 56), (5, 5), stride=2, pad=2), ("backward_weight",), ("bf16",)),
]


def show(name: str, problem: ConvProblem, direction: str, dtype: str):
    """Warms cuDNN up on one layer, profiles one call and prints its kernels; returns the call."""
    call = torch_call(direction, problem, dtype)
    for _ in range(5):
        call()
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        call()
        torch.cuda.synchronize()
    kernels = [(e.name, e.device_time) for e in prof.events()
               if e.device_type == torch.autograd.DeviceType.CUDA]
    print(f"{name} | {direction} | {dtype}:")
    for kernel, us in kernels:
        print(f"    {us:9.1f} us  {kernel[:150]}")
    return call


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--problem-file", help="a bench problem file (default: the layers listed here)")
    ap.add_argument("--problems", default="*", help="globs over the file's problem names")
    ap.add_argument("--direction", default="forward",
                    choices=("forward", "backward_data", "backward_weight"))
    ap.add_argument("--dtype", default="bf16", choices=("fp32", "fp16", "bf16"))
    ap.add_argument("--repeat", type=int, default=0, help="more calls of the last layer (for ncu)")
    args = ap.parse_args()
    torch.backends.cudnn.benchmark = True
    torch.backends.cudnn.allow_tf32 = False
    torch.backends.cuda.matmul.allow_tf32 = False
    if args.problem_file:
        layers = [(p.name, p.problem, (args.direction,), (args.dtype,))
                  for p in load_problem_file(args.problem_file) if matches(p.name, split_list([args.problems]))]
    else:
        layers = LAYERS
    call = None
    for name, problem, directions, dtypes in layers:
        for direction in directions:
            for dtype in dtypes:
                call = show(name, problem, direction, dtype)
    for _ in range(args.repeat if call else 0):
        call()
    torch.cuda.synchronize()


if __name__ == "__main__":
    main()
