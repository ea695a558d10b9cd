"""Experiment helper (not a product command): which kernels cuDNN runs for issue 28's layers.

    python3 bench/experiments/cudnn_kernels.py

For each (layer, direction, dtype) below: cuDNN (benchmark mode, TF32 off, channels-last) is
warmed up, then one call runs under torch.profiler; prints the CUDA kernels it launched with
their device times.  The kernel names say which algorithm cuDNN picked (implicit GEMM, Winograd,
FFT, its depthwise kernels) -- the evidence docs/performance.md cites for what the FMA peak
allows against cuDNN's fp32 and what its fp16 stem kernels are.
"""

import torch
from torch.profiler import ProfilerActivity, profile

from runtime.bench import torch_call
from runtime.problem import ConvProblem

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


def main():
    torch.backends.cudnn.benchmark = True
    torch.backends.cudnn.allow_tf32 = False
    torch.backends.cuda.matmul.allow_tf32 = False
    for name, problem, directions, dtypes in LAYERS:
        for direction in directions:
            for dtype in dtypes:
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


if __name__ == "__main__":
    main()
