"""Experiment probe (not a product command): what cuDNN's 16-bit depthwise
backward-data computes in, judged by its error against a float64 reference on the
same (rounded) inputs, beside the error of an fp32-accumulating result rounded once to
the dtype (what hipconv's kernels compute).  An error well above the latter points at
16-bit accumulation.  With --profile it runs cuDNN's call after its autotuning between
cudaProfilerStart/Stop (for `ncu --profile-from-start off`: the kernels cuDNN picked,
their instruction counts).

    python3 bench/experiments/cudnn_depthwise_probe.py [--profile] [--dtype fp16]
"""
import argparse

import torch

from runtime.bench import _torch_conv
from runtime.problem import ConvProblem

LAYERS = {   # name: (G, N, input, filter, pad)
    "mobilenetv2 dw 3x3 28x28 G=192 N=128": (192, 128, (28, 28), (3, 3), (1, 1)),
    "depthwise 3x3 56x56 G=384 N=32": (384, 32, (56, 56), (3, 3), (1, 1)),
    "efficientnet dw 5x5 14x14 G=480 N=128": (480, 128, (14, 14), (5, 5), (2, 2)),
}


def rel(out, ref):
    return float(torch.linalg.vector_norm(out.double() - ref) / torch.linalg.vector_norm(ref))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--dtype", default=None)
    args = ap.parse_args()
    torch.backends.cudnn.benchmark = True
    torch.backends.cudnn.allow_tf32 = False
    torch.backends.cuda.matmul.allow_tf32 = False
    print(f"torch {torch.__version__}, cuDNN {torch.backends.cudnn.version()}, {torch.cuda.get_device_name()}")
    dtypes = [args.dtype] if args.dtype else ["fp16", "bf16"]
    for name, (G, N, size, filt, pad) in LAYERS.items():
        if args.profile and not name.startswith("mobilenetv2"):
            continue
        problem = ConvProblem(G=G, N=N, C=1, K=1, input=size, filter=filt, pad=pad)
        for dtype in dtypes:
            tdt = {"fp16": torch.float16, "bf16": torch.bfloat16}[dtype]
            gen = torch.Generator(device="cuda").manual_seed(0)
            fmt = torch.channels_last
            x = torch.randn((N, G, *size), device="cuda", dtype=tdt, generator=gen).to(memory_format=fmt)
            w = torch.randn((G, 1, *filt), device="cuda", dtype=tdt, generator=gen).to(memory_format=fmt)
            dy = torch.randn((N, G, *problem.output), device="cuda", dtype=tdt, generator=gen).to(memory_format=fmt)
            for _ in range(3):
                out = _torch_conv("backward_data", problem, dy, x, w)
            torch.cuda.synchronize()
            if args.profile:   # ncu --profile-from-start off: only the call after the autotuning
                torch.cuda.profiler.start()
                _torch_conv("backward_data", problem, dy, x, w)
                torch.cuda.synchronize()
                torch.cuda.profiler.stop()
                continue
            ref = _torch_conv("backward_data", problem, dy.double(), x.double(), w.double())
            fp32 = _torch_conv("backward_data", problem, dy.float(), x.float(), w.float())
            rounded = fp32.to(tdt)
            print(f"{name:40s} {dtype}: cuDNN relative error {rel(out, ref):.2e}; fp32 accumulation "
                  f"rounded to {dtype} {rel(rounded, ref):.2e} (fp32 unrounded {rel(fp32, ref):.1e}); "
                  f"max |cuDNN - rounded fp32| {float((out.float() - rounded.float()).abs().max()):.3g} "
                  f"of max |ref| {float(ref.abs().max()):.3g}")


if __name__ == "__main__":
    main()
