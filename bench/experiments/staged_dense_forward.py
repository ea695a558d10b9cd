"""Experiment (not a product command): the staged dense 3x3 forward tile
(bench/experiments/staged_dense_forward.cu) on the U-Net's large levels, checked against torch's
fp64 convolution on the same tensors and timed against cuDNN in the same run (cudnn.benchmark on,
TF32 off, channels-last, bf16), CUDA-graph-timed on both sides.  Each shape is also compared with
cuDNN's backward-data of the layer whose dX it computes (a stride-1 3x3 backward-data is a
forward convolution of dY with the flipped, transposed filter: C_in = the layer's K, C_out = its C).

Usage on the lent GPU (nvcc and torch there):
    python3 bench/experiments/staged_dense_forward.py [--tiles 4x32,8x32,2x64]
"""
import argparse
import concurrent.futures
import ctypes
import os
import subprocess
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from stem_window_wgmma import graph_ms  # noqa: E402  (the prototypes' CUDA-graph timer)

# (name, N, H = W, C_in, C_out)
SHAPES = (
    ("unet 256x256 C=K=32", 16, 256, 32, 32),
    ("unet up 256x256 C=96 K=32", 16, 256, 96, 32),
    ("unet up 256x256 C=96 K=32, its dX (32 -> 96)", 16, 256, 32, 96),
    ("unet down 128x128 C=32 K=64", 16, 128, 32, 64),
    ("unet down 128x128 C=32 K=64, its dX (64 -> 32)", 16, 128, 64, 32),
    ("unet 128x128 C=K=64", 16, 128, 64, 64),
)


def build(c_in, c_out, rows, columns):
    out = f"/tmp/staged_dense_{c_in}x{c_out}_{rows}x{columns}.so"
    subprocess.run(["nvcc", "-std=c++17", "-O3", "-shared", "-Xcompiler", "-fPIC",
                    "-gencode=arch=compute_90a,code=sm_90a", f"-DCIN={c_in}", f"-DCOUT={c_out}",
                    f"-DTR={rows}", f"-DTC={columns}", os.path.join(HERE, "staged_dense_forward.cu"), "-o", out],
                   check=True, capture_output=True)
    return out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tiles", default="4x32,8x32,2x64,4x64")
    args = parser.parse_args()
    torch.backends.cudnn.benchmark = True
    torch.backends.cudnn.allow_tf32 = False
    torch.backends.cuda.matmul.allow_tf32 = False
    print(torch.cuda.get_device_name(0))
    tiles = [tuple(int(v) for v in t.split("x")) for t in args.tiles.split(",")]
    jobs = {}
    with concurrent.futures.ThreadPoolExecutor(16) as pool:
        for _, _, _, c_in, c_out in SHAPES:
            for rows, columns in tiles:
                key = (c_in, c_out, rows, columns)
                if key not in jobs:
                    jobs[key] = pool.submit(build, *key)
        libraries = {key: job.result() for key, job in jobs.items()}
    for name, n, size, c_in, c_out in SHAPES:
        torch.manual_seed(0)
        x = torch.randn(n, c_in, size, size, device="cuda", dtype=torch.bfloat16).to(memory_format=torch.channels_last)
        weight = (torch.randn(c_out, c_in, 3, 3, device="cuda", dtype=torch.bfloat16) * 0.1).to(
            memory_format=torch.channels_last)
        y = torch.empty(n, c_out, size, size, device="cuda", dtype=torch.bfloat16).to(memory_format=torch.channels_last)
        expected = torch.nn.functional.conv2d(x.double(), weight.double(), padding=1)
        scale = expected.abs().max().item()

        def cudnn():
            return torch.nn.functional.conv2d(x, weight, padding=1)
        # the layer whose dX this shape is: in channels c_out, out channels c_in (dY = x here)
        layer_x = torch.empty(n, c_out, size, size, device="cuda", dtype=torch.bfloat16).to(
            memory_format=torch.channels_last)
        layer_w = (torch.randn(c_in, c_out, 3, 3, device="cuda", dtype=torch.bfloat16) * 0.1).to(
            memory_format=torch.channels_last)

        def cudnn_dx():
            return torch.ops.aten.convolution_backward(x, layer_x, layer_w, None, [1, 1], [1, 1], [1, 1], False,
                                                       [0, 0], 1, [True, False, False])[0]
        cudnn_error = (cudnn().double() - expected).abs().max().item() / scale
        cudnn_ms, cudnn_dx_ms = graph_ms(cudnn), graph_ms(cudnn_dx)
        flops = 2.0 * n * size * size * c_in * c_out * 9
        print(f"{name}: cuDNN forward {cudnn_ms * 1e3:.1f} us ({flops / cudnn_ms / 1e9:.0f} TFLOP/s, err {cudnn_error:.1e}), "
              f"cuDNN backward-data of the layer it is the dX of {cudnn_dx_ms * 1e3:.1f} us")
        for rows, columns in tiles:
            library = ctypes.CDLL(libraries[(c_in, c_out, rows, columns)])
            library.staged_dense_forward_run.restype = ctypes.c_int
            library.staged_dense_forward_run.argtypes = [ctypes.c_void_p] * 3 + [ctypes.c_int] * 3 + [ctypes.c_void_p]
            shared = library.staged_dense_forward_shared_bytes()

            def ours():
                code = library.staged_dense_forward_run(x.data_ptr(), weight.data_ptr(), y.data_ptr(), n, size, size,
                                                        ctypes.c_void_p(torch.cuda.current_stream().cuda_stream))
                if code:
                    raise RuntimeError(f"staged_dense_forward_run returned {code}")
            y.fill_(float("nan"))
            try:
                ours()
                torch.cuda.synchronize()
            except RuntimeError as error:
                print(f"  tile {rows}x{columns} ({shared} B shared): {error}")
                continue
            error = (y.double() - expected).abs().max().item() / scale
            ours_ms = graph_ms(ours)
            print(f"  tile {rows}x{columns} ({shared // 1024} KiB shared): err {error:.1e}, {ours_ms * 1e3:.1f} us "
                  f"({flops / ours_ms / 1e9:.0f} TFLOP/s); cuDNN forward / ours {cudnn_ms / ours_ms:.2f}x, "
                  f"cuDNN backward-data / ours {cudnn_dx_ms / ours_ms:.2f}x")


if __name__ == "__main__":
    main()
