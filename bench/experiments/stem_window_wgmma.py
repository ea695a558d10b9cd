"""Experiment (not a product command): the stem's backward-weight on wgmma with a sliding-window B
operand (bench/experiments/stem_window_wgmma.cu), checked against torch's fp64 result on the
same tensors and timed against cuDNN in the same run (cudnn.benchmark on, TF32 off,
channels-last), event-timed and CUDA-graph-timed on both sides.

Usage on the lent GPU (nvcc and torch there):
    python3 bench/experiments/stem_window_wgmma.py [--batch 128] [--configs 8x6,4x8]
Each config is PATCH_HxSTAGES; each is compiled into its own shared library under /tmp."""
import argparse
import ctypes
import os
import subprocess

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def build(patch_h, stages, ptx_type):
    out = f"/tmp/stem_window_{patch_h}x{stages}_{ptx_type}.so"
    include = os.path.join(ROOT, "generated", "bwd_weight", "include")
    subprocess.run(["nvcc", "-std=c++17", "-O3", "-shared", "-Xcompiler", "-fPIC",
                    "-gencode=arch=compute_90a,code=sm_90a", "-DHIPCONV_PLATFORM_NVIDIA",
                    f"-DPATCH_H={patch_h}", f"-DSTAGES={stages}", f'-DPTX_TYPE="{ptx_type}"',
                    f"-I{include}", f"-I{include}/hipconv", os.path.join(HERE, "stem_window_wgmma.cu"),
                    "-o", out], check=True)
    library = ctypes.CDLL(out)
    library.stem_window_run.restype = ctypes.c_int
    library.stem_window_run.argtypes = [ctypes.c_void_p] * 4 + [ctypes.c_int] * 4 + [ctypes.c_void_p]
    return library


def event_ms(fn, iterations=20):
    for _ in range(3):
        fn()
    start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    torch.cuda.synchronize()
    start.record()
    for _ in range(iterations):
        fn()
    stop.record()
    torch.cuda.synchronize()
    return start.elapsed_time(stop) / iterations


def graph_ms(fn, iterations=20):
    fn()
    torch.cuda.synchronize()
    stream = torch.cuda.Stream()
    stream.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(stream):
        fn()
    torch.cuda.current_stream().wait_stream(stream)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        for _ in range(iterations):
            fn()
    graph.replay()
    torch.cuda.synchronize()
    start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    graph.replay()
    stop.record()
    torch.cuda.synchronize()
    return start.elapsed_time(stop) / iterations


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--batch", type=int, default=128)
    parser.add_argument("--configs", default="8x6,4x8")
    parser.add_argument("--dtypes", default="bf16,fp16")
    parser.add_argument("--waves", default="1", help="blocks per SM to launch, comma-separated")
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
        ptx = {"bf16": "bf16", "fp16": "f16"}[dtype_name]
        torch.manual_seed(0)
        x = torch.randn(n, 3, 224, 224, device="cuda", dtype=dtype).to(memory_format=torch.channels_last)
        dy = torch.randn(n, 64, 112, 112, device="cuda", dtype=dtype).to(memory_format=torch.channels_last)
        weight = torch.empty(64, 3, 7, 7, device="cuda", dtype=dtype).to(memory_format=torch.channels_last)

        def cudnn():
            return torch.ops.aten.convolution_backward(dy, x, weight, None, [2, 2], [3, 3], [1, 1], False,
                                                       [0, 0], 1, [False, True, False])[1]
        expected = torch.ops.aten.convolution_backward(dy.double(), x.double(), weight.double(), None, [2, 2], [3, 3],
                                                       [1, 1], False, [0, 0], 1, [False, True, False])[1]
        expected = expected.permute(0, 2, 3, 1).contiguous()   # k, kh, kw, c
        cudnn_result = cudnn().float().permute(0, 2, 3, 1)
        cudnn_event, cudnn_graph = event_ms(cudnn), graph_ms(cudnn)
        scale = expected.abs().max().item()
        print(f"{dtype_name} N={n}: cuDNN {cudnn_event * 1e3:.1f} us event, {cudnn_graph * 1e3:.1f} us graph "
              f"({flops / cudnn_graph / 1e9:.1f} TFLOP/s); cuDNN max err / max |dW| "
              f"{(cudnn_result.double() - expected).abs().max().item() / scale:.2e}")
        for config in args.configs.split(","):
            patch_h, stages = (int(v) for v in config.split("x"))
            library = build(patch_h, stages, ptx)
            for blocks in (int(w) * sms for w in args.waves.split(",")):
                partial = torch.empty(blocks, 64, 224, device="cuda", dtype=torch.float32)
                dw = torch.full((64, 7, 7, 3), float("nan"), device="cuda", dtype=torch.float32)

                def ours():
                    code = library.stem_window_run(x.data_ptr(), dy.data_ptr(), partial.data_ptr(), dw.data_ptr(),
                                                   n, 224, 224, blocks, torch.cuda.current_stream().cuda_stream)
                    if code:
                        raise RuntimeError(f"stem_window_run returned {code}")
                ours()
                torch.cuda.synchronize()
                error = (dw.double() - expected).abs().max().item() / scale
                ours_event, ours_graph = event_ms(ours), graph_ms(ours)
                print(f"  patch {patch_h}x16 stages {stages} blocks {blocks}: max err / max |dW| {error:.2e}; "
                      f"{ours_event * 1e3:.1f} us event, {ours_graph * 1e3:.1f} us graph "
                      f"({flops / ours_graph / 1e9:.1f} TFLOP/s); cuDNN / ours: event "
                      f"{cudnn_event / ours_event:.2f}x, graph {cudnn_graph / ours_graph:.2f}x")


if __name__ == "__main__":
    main()
