"""Transposed convolutions of decoder networks on the GPU: ``hp.conv_transpose`` against
``F.conv_transpose*d`` (cuDNN) on the same tensors -- the values (relative error of the output
and of both gradients against a float32 reference) and the time of the forward and of forward +
backward, eager, medians of alternating rounds (cudnn.benchmark=True, TF32 off); with
``--graphs`` also the kernels' time alone (each side's forward, and forward + both gradients,
captured in a CUDA graph and replayed: ``runtime.timing.graph_median``), with TFLOP/s.

    python3 bench/transposed_layers.py [--dtype bf16] [--rounds 20] [--graphs]

The layers: Conv-TasNet's decoder (ConvTranspose1d 512 -> 1, k=16, stride 8), U-Net / VAE
decoder upsampling (ConvTranspose2d k=2 / k=4 stride 2), a mask head (256 -> 256, k=2 stride 2),
a video decoder (ConvTranspose3d k=(1,2,2) stride (1,2,2)).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

# name, N, C_in, C_out, input sizes, kernel, stride, padding, output_padding
LAYERS = [
    ("convtasnet decoder", 8, 512, 1, (4001,), (16,), (8,), (0,), (0,)),
    ("unet up k2 s2 512->256 32x32", 16, 512, 256, (32, 32), (2, 2), (2, 2), (0, 0), (0, 0)),
    ("unet up k2 s2 128->64 128x128", 16, 128, 64, (128, 128), (2, 2), (2, 2), (0, 0), (0, 0)),
    ("vae up k4 s2 p1 256->128 64x64", 8, 256, 128, (64, 64), (4, 4), (2, 2), (1, 1), (0, 0)),
    ("mask head k2 s2 256 14x14", 64, 256, 256, (14, 14), (2, 2), (2, 2), (0, 0), (0, 0)),
    ("video up (1,2,2) 256->128 8x28x28", 4, 256, 128, (8, 28, 28), (1, 2, 2), (1, 2, 2), (0, 0, 0), (0, 0, 0)),
]


def main() -> int:
    import torch
    import torch.nn.functional as F
    import runtime.pytorch as hp
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dtype", default="bf16", choices=["bf16", "fp16", "fp32"])
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--graphs", action="store_true", help="also time the kernels alone in CUDA graphs")
    args = parser.parse_args()
    from runtime.timing import graph_median
    torch.backends.cudnn.benchmark = True
    torch.backends.cudnn.allow_tf32 = False
    torch.backends.cuda.matmul.allow_tf32 = False
    dtype = {"bf16": torch.bfloat16, "fp16": torch.float16, "fp32": torch.float32}[args.dtype]
    functions = {1: F.conv_transpose1d, 2: F.conv_transpose2d, 3: F.conv_transpose3d}
    formats = {2: torch.channels_last, 3: torch.channels_last_3d}
    print(f"device: {torch.cuda.get_device_name()}  torch {torch.__version__}  {args.dtype}")
    print(f"{'layer':36s} {'err y':>8s} {'err dx':>8s} {'err dw':>8s} | {'fwd cuDNN':>9s} {'hipconv':>8s} {'ratio':>6s}"
          f" | {'f+b cuDNN':>9s} {'hipconv':>8s} {'ratio':>6s}")
    ratios, graph_ratios, graph_lines = [], [], []
    for name, n, c_in, c_out, sizes, k, s, p, op in LAYERS:
        dims = len(sizes)
        x = torch.randn(n, c_in, *sizes, device="cuda")
        w = torch.randn(c_in, c_out, *k, device="cuda") / (c_in * max(1, int(torch.tensor(k).prod()))) ** 0.5
        if dims in formats:
            x = x.to(memory_format=formats[dims])
        f = functions[dims]
        ref_x, ref_w = x.clone().requires_grad_(), w.clone().requires_grad_()
        ref = f(ref_x, ref_w, None, s, p, op)
        gy = torch.randn_like(ref)
        ref.backward(gy)
        xs, ws = x.to(dtype).requires_grad_(), w.to(dtype).requires_grad_()
        y = hp.conv_transpose(xs, ws, None, s, p, op, fallback=False)
        y.backward(gy.to(dtype))
        error = lambda a, b: ((a.float() - b).norm() / b.norm()).item()   # noqa: E731
        errors = (error(y, ref), error(xs.grad, ref_x.grad), error(ws.grad, ref_w.grad))
        xc, wc = x.to(dtype).requires_grad_(), w.to(dtype).requires_grad_()
        gyd = gy.to(dtype)

        def timed(fn):
            torch.cuda.synchronize()
            start = time.perf_counter()
            fn()
            torch.cuda.synchronize()
            return (time.perf_counter() - start) * 1e3

        runs = {"fc": lambda: f(xc, wc, None, s, p, op), "fh": lambda: hp.conv_transpose(xc, wc, None, s, p, op),
                "bc": lambda: f(xc, wc, None, s, p, op).backward(gyd),
                "bh": lambda: hp.conv_transpose(xc, wc, None, s, p, op).backward(gyd)}
        for fn in runs.values():
            for _ in range(3):
                fn()
        times = {key: [] for key in runs}
        for _ in range(args.rounds):
            for key, fn in runs.items():
                times[key].append(timed(fn))
        med = {key: statistics.median(v) for key, v in times.items()}
        ratios += [med["fc"] / med["fh"], med["bc"] / med["bh"]]
        if args.graphs:
            flops = 2 * n * c_in * c_out * float(torch.tensor(sizes).prod()) * float(torch.tensor(k).prod())

            def forward_only(conv):
                def run():
                    with torch.no_grad():
                        conv(xc, wc, None, s, p, op)
                return run

            def both_gradients(conv):
                return lambda: torch.autograd.grad(conv(xc, wc, None, s, p, op), (xc, wc), gyd)

            graph = {}
            for side, conv in (("cudnn", f), ("hipconv", hp.conv_transpose)):
                graph[side] = (graph_median(forward_only(conv), 3, args.rounds),
                               graph_median(both_gradients(conv), 3, args.rounds))
            (cf, cb), (hf, hb) = graph["cudnn"], graph["hipconv"]
            graph_ratios += [cf / hf, cb / hb]
            graph_lines.append(f"{name:36s} fwd cuDNN {cf * 1e3:8.3f} ms hipconv {hf * 1e3:8.3f} ms {cf / hf:5.2f}x "
                               f"({flops / hf / 1e12:6.1f} TFLOP/s) | f+b cuDNN {cb * 1e3:8.3f} hipconv {hb * 1e3:8.3f} "
                               f"{cb / hb:5.2f}x ({3 * flops / hb / 1e12:6.1f} TFLOP/s)")
        print(f"{name:36s} {errors[0]:8.1e} {errors[1]:8.1e} {errors[2]:8.1e} | {med['fc']:9.3f} {med['fh']:8.3f} "
              f"{med['fc'] / med['fh']:5.2f}x | {med['bc']:9.3f} {med['bh']:8.3f} {med['bc'] / med['bh']:5.2f}x")
    geo = statistics.geometric_mean(ratios)
    print(f"geomean over {len(LAYERS)} layers (forward, forward + backward): {geo:.2f}x  (ratio = cuDNN / hipconv, eager)")
    if graph_lines:
        print("kernels alone (CUDA graphs, L2 flushed, medians):")
        for line in graph_lines:
            print(line)
        print(f"kernel geomean over {len(LAYERS)} layers (forward, forward + backward): "
              f"{statistics.geometric_mean(graph_ratios):.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
