"""A target for Nsight Compute on cuDNN: one convolution called repeatedly (bf16, channels-last,
cudnn.benchmark on, TF32 off) so that Nsight Compute can profile the launches after the
benchmark's search, e.g. on the device machine:

    ncu --launch-skip 40 --launch-count 4 --section SpeedOfLight --section MemoryWorkloadAnalysis \\
        python3 bench/experiments/cudnn_ncu_target.py --N 32 --C 16 --K 96 --size 112 --direction forward

Prints the kernel names torch.profiler sees for one call, then runs `--calls` more.
"""

import argparse

import torch
import torch.nn.functional as F


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--N", type=int, required=True)
    ap.add_argument("--C", type=int, required=True)
    ap.add_argument("--K", type=int, required=True)
    ap.add_argument("--size", type=int, required=True, help="input height = width")
    ap.add_argument("--filter", type=int, default=1)
    ap.add_argument("--direction", choices=("forward", "backward_data", "backward_weight"),
                    default="forward")
    ap.add_argument("--calls", type=int, default=60)
    args = ap.parse_args()
    torch.backends.cudnn.benchmark = True
    torch.backends.cudnn.allow_tf32 = False
    dev, dt = "cuda", torch.bfloat16
    x = torch.randn(args.N, args.C, args.size, args.size, device=dev, dtype=dt)
    x = x.to(memory_format=torch.channels_last).requires_grad_(args.direction == "backward_data")
    w = torch.randn(args.K, args.C, args.filter, args.filter, device=dev, dtype=dt)
    w = w.to(memory_format=torch.channels_last).requires_grad_(args.direction == "backward_weight")
    pad = args.filter // 2
    y = F.conv2d(x, w, padding=pad)
    dy = torch.randn_like(y)

    def call():
        if args.direction == "forward":
            F.conv2d(x, w, padding=pad)
        else:
            out = F.conv2d(x, w, padding=pad)
            wanted = x if args.direction == "backward_data" else w
            torch.autograd.grad(out, wanted, dy)

    for _ in range(5):
        call()
    torch.cuda.synchronize()
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CUDA]) as prof:
        call()
        torch.cuda.synchronize()
    names = sorted({e.name for e in prof.events() if e.device_type == torch.autograd.DeviceType.CUDA})
    print("kernels of one call:", *names, sep="\n  ")
    for _ in range(args.calls):
        call()
    torch.cuda.synchronize()


if __name__ == "__main__":
    main()
