"""Experiment (not a product command): the stem's forward on wgmma with a sliding-window A operand
(bench/experiments/stem_window_forward.cu), checked against torch's fp64 convolution on the same
tensors and timed against cuDNN in the same run (cudnn.benchmark on, TF32 off, channels-last),
event-timed and CUDA-graph-timed on both sides.

Usage on the lent GPU (nvcc and torch there):
    python3 bench/experiments/stem_window_forward.py [--batch 128] [--configs 4x4,2x6]
Each config is ROWSxSTAGES (output rows per stage, ring depth); --variants picks the compile
switches (run 78): `plain`, `tma` (EPILOGUE_TMA: staged rows stored by TMA boxes), `vec` (LOADS_VEC:
X in 48-byte runs), `tma+vec`."""
import argparse
import ctypes
import os
import subprocess
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
from stem_window_wgmma import event_ms, graph_ms  # noqa: E402  (the backward-weight prototype's timers)


def build(rows, stages, dtype_name, variant="plain"):
    out = f"/tmp/stem_forward_{rows}x{stages}_{dtype_name}_{variant.replace('+', '_')}.so"
    switches = set(variant.split("+")) - {"plain"}
    include = os.path.join(ROOT, "generated", "bwd_weight", "include")
    ptx = {"bf16": "bf16", "fp16": "f16"}[dtype_name]
    subprocess.run(["nvcc", "-std=c++17", "-O3", "-shared", "-Xcompiler", "-fPIC",
                    "-gencode=arch=compute_90a,code=sm_90a", "-DHIPCONV_PLATFORM_NVIDIA",
                    f"-DROWS={rows}", f"-DSTAGES={stages}", f'-DPTX_TYPE="{ptx}"',
                    f"-DPTX_BF16={1 if dtype_name == 'bf16' else 0}",
                    f"-DEPILOGUE_TMA={int('tma' in switches)}", f"-DLOADS_VEC={int('vec' in switches)}",
                    f"-I{include}", f"-I{include}/hipconv", os.path.join(HERE, "stem_window_forward.cu"),
                    "-o", out], check=True)
    library = ctypes.CDLL(out)
    library.stem_forward_run.restype = ctypes.c_int
    library.stem_forward_run.argtypes = [ctypes.c_void_p] * 3 + [ctypes.c_int] * 4 + [ctypes.c_void_p]
    return library


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--batch", type=int, default=128)
    parser.add_argument("--configs", default="4x4,2x6,8x3")
    parser.add_argument("--dtypes", default="fp16,bf16")
    parser.add_argument("--variants", default="plain")
    args = parser.parse_args()
    torch.backends.cudnn.benchmark = True
    torch.backends.cudnn.allow_tf32 = False
    torch.backends.cuda.matmul.allow_tf32 = False
    sms = torch.cuda.get_device_properties(0).multi_processor_count
    print(torch.cuda.get_device_name(0), sms, "SMs")
    n = args.batch
    flops = 2.0 * n * 112 * 112 * 64 * 147
    for dtype_name in args.dtypes.split(","):
        dtype = {"bf16": torch.bfloat16, "fp16": torch.float16}[dtype_name]
        torch.manual_seed(0)
        x = torch.randn(n, 3, 224, 224, device="cuda", dtype=dtype).to(memory_format=torch.channels_last)
        weight = (torch.randn(64, 3, 7, 7, device="cuda", dtype=dtype) * 0.1).to(memory_format=torch.channels_last)
        y = torch.empty(n, 64, 112, 112, device="cuda", dtype=dtype).to(memory_format=torch.channels_last)

        def cudnn():
            return torch.nn.functional.conv2d(x, weight, stride=2, padding=3)
        expected = torch.nn.functional.conv2d(x.double(), weight.double(), stride=2, padding=3)
        scale = expected.abs().max().item()
        cudnn_error = (cudnn().double() - expected).abs().max().item() / scale
        cudnn_event, cudnn_graph = event_ms(cudnn), graph_ms(cudnn)
        print(f"{dtype_name} N={n}: cuDNN {cudnn_event * 1e3:.1f} us event, {cudnn_graph * 1e3:.1f} us graph "
              f"({flops / cudnn_graph / 1e9:.1f} TFLOP/s); cuDNN max err / max |Y| {cudnn_error:.2e}")
        for config, variant in ((c, v) for c in args.configs.split(",") for v in args.variants.split(",")):
            rows, stages = (int(v) for v in config.split("x"))
            library = build(rows, stages, dtype_name, variant)

            def ours():
                code = library.stem_forward_run(x.data_ptr(), weight.data_ptr(), y.data_ptr(), n, 224, 224, sms,
                                                torch.cuda.current_stream().cuda_stream)
                if code:
                    raise RuntimeError(f"stem_forward_run returned {code}")
            y.fill_(float("nan"))
            ours()
            torch.cuda.synchronize()
            error = (y.double() - expected).abs().max().item() / scale
            ours_event, ours_graph = event_ms(ours), graph_ms(ours)
            print(f"  rows {rows} stages {stages} {variant}: max err / max |Y| {error:.2e}; {ours_event * 1e3:.1f} us event, "
                  f"{ours_graph * 1e3:.1f} us graph ({flops / ours_graph / 1e9:.1f} TFLOP/s); cuDNN / ours: "
                  f"event {cudnn_event / ours_event:.2f}x, graph {cudnn_graph / ours_graph:.2f}x")


if __name__ == "__main__":
    main()
