"""What the training fusion's pieces cost and save on the GPU, against the unfused layers they
replace.  The input prologue (signature.prologue: relu(x * scale + shift) on X as it loads)
against BatchNorm's affine and ReLU as torch elementwise kernels, then the convolution (cuDNN,
and hipconv's selected instance); the output statistics (signature.statistics: the stored
output's per-channel sum and sum of squares) against the convolution, then the statistics pass
torch's BatchNorm runs over Y (torch.var_mean).

    python3 bench/training_fusion_cost.py [--dtype bf16] [--out fusion.json]

For each layer (BN-ReLU-conv layers of pre-activation networks: DenseNet-121's 1x1 and 3x3,
a pre-activation ResNet's 3x3; channels-last, batch 32) and each shipped forward prologue
instance of the dtype that supports it, kernel time in CUDA graphs (median of the replays, L2 flushed):
- `unfused cuDNN`: y = conv(relu(x * scale + shift)) in torch (the elementwise pass, then cuDNN),
- `unfused hipconv`: the same elementwise pass, then hipconv's selected plain instance,
- `fused <instance>`: the prologue instance alone on the raw x,
each checked against the unfused cuDNN output (relative L2 error), and the ratio
unfused cuDNN / fused (> 1: the fused layer is faster); then per layer (the output side of the
same layers), `conv + var_mean` (cuDNN, then torch.var_mean over N, H, W) against each shipped
statistics instance alone.  Needs torch and a GPU; the library
builds through runtime.build (the hipconv cache).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# (name, N, H = W, C, K, filter, pad): BN-ReLU-conv layers of pre-activation networks
LAYERS = (
    ("densenet121 1x1 56x56 C=128 K=128", 32, 56, 128, 128, 1, 0),
    ("densenet121 1x1 28x28 C=384 K=128", 32, 28, 384, 128, 1, 0),
    ("densenet121 1x1 14x14 C=768 K=128", 32, 14, 768, 128, 1, 0),
    ("densenet121 3x3 28x28 C=128 K=32", 32, 28, 128, 32, 3, 1),
    ("preact resnet 3x3 56x56 C=K=64", 32, 56, 64, 64, 3, 1),
    ("preact resnet 3x3 14x14 C=K=256", 32, 14, 256, 256, 3, 1),
)


def graph_ms(fn) -> float:
    """Milliseconds of one ``fn()`` in a CUDA graph (runtime.timing.graph_median: the median
    of the replays, an L2 flush before each)."""
    from runtime.timing import graph_median
    return graph_median(fn) * 1e3


def main(argv=None) -> int:
    import torch
    import torch.nn.functional as F

    import runtime
    from runtime.abi import epilogue_args, ffi

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dtype", default="bf16", choices=("fp16", "bf16"))
    parser.add_argument("--out", default=None, help="write the rows as JSON here")
    args = parser.parse_args(argv)
    torch.backends.cudnn.benchmark = True
    torch.backends.cudnn.allow_tf32 = False
    torch.backends.cuda.matmul.allow_tf32 = False
    dtype = {"fp16": torch.float16, "bf16": torch.bfloat16}[args.dtype]
    lib = runtime.build(str(ROOT / "specs" / "fwd.yaml"))
    fused = [i for i in lib.instances if i.prologue is not None and i.direction == "forward"
             and i.x_type == args.dtype and i.micro_kernel != "reference"]
    print(f"{torch.cuda.get_device_name(0)}; prologue instances: {', '.join(i.name for i in fused)}")
    rows = []
    for name, n, size, c, k, f, pad in LAYERS:
        torch.manual_seed(0)
        problem = runtime.ConvProblem(G=1, N=n, C=c, K=k, input=(size, size), filter=f, pad=pad)
        x = torch.randn(n, c, size, size, device="cuda", dtype=dtype).to(memory_format=torch.channels_last)
        w = (torch.randn(k, c, f, f, device="cuda", dtype=dtype) / (c * f * f) ** 0.5).to(
            memory_format=torch.channels_last)
        scale = torch.rand(c, device="cuda") + 0.5
        shift = torch.rand(c, device="cuda") - 0.5

        def activation():
            return torch.relu(x * scale.view(1, c, 1, 1).to(dtype) + shift.view(1, c, 1, 1).to(dtype))

        def unfused_cudnn():
            return F.conv2d(activation(), w, padding=pad)
        want = (F.conv2d(torch.relu(x.float() * scale.view(1, c, 1, 1) + shift.view(1, c, 1, 1)), w.float(),
                         padding=pad))
        row = {"layer": name, "dtype": args.dtype, "unfused_cudnn_ms": graph_ms(unfused_cudnn)}
        # the same elementwise pass, then hipconv's selected plain instance
        plain = lib.select("forward", problem, args.dtype, family="channels_last")
        a = activation()
        y = torch.empty(n, k, size, size, device="cuda", dtype=dtype).to(memory_format=torch.channels_last)
        workspace_bytes = lib.workspace_size(plain, problem)
        workspace = torch.empty(max(workspace_bytes, 1), device="cuda", dtype=torch.uint8)
        run_plain = lib.launcher(plain, problem, {"x": ffi.cast("void*", a.data_ptr()),
                                                  "w": ffi.cast("void*", w.data_ptr()),
                                                  "y": ffi.cast("void*", y.data_ptr())},
                                 ffi.cast("void*", workspace.data_ptr()) if workspace_bytes else None)

        def unfused_hipconv():
            a.copy_(activation())
            run_plain(ffi.cast("void*", torch.cuda.current_stream().cuda_stream))
        row["unfused_hipconv_ms"] = graph_ms(unfused_hipconv)
        row["unfused_hipconv_instance"] = plain.name
        for inst in fused:
            if lib.supports(inst, problem).name != "OK":
                row[f"fused {inst.name}"] = None
                continue
            out = torch.empty_like(y)
            pointers = {"scale": ffi.cast("void*", scale.data_ptr()), "shift": ffi.cast("void*", shift.data_ptr())}
            run = lib.launcher(inst, problem, {"x": ffi.cast("void*", x.data_ptr()), "w": ffi.cast("void*", w.data_ptr()),
                                               "y": ffi.cast("void*", out.data_ptr())},
                               None, epilogue_args(inst, {}, pointers))

            def fused_call():
                run(ffi.cast("void*", torch.cuda.current_stream().cuda_stream))
            fused_call()
            torch.cuda.synchronize()
            error = ((out.float() - want).norm() / want.norm()).item()
            ms = graph_ms(fused_call)
            row[f"fused {inst.name}"] = {"ms": ms, "error": error, "vs_unfused_cudnn": row["unfused_cudnn_ms"] / ms}
        rows.append(row)
        parts = [f"unfused cuDNN {row['unfused_cudnn_ms'] * 1e3:.1f} us",
                 f"unfused hipconv ({plain.name}) {row['unfused_hipconv_ms'] * 1e3:.1f} us"]
        for inst in fused:
            got = row[f"fused {inst.name}"]
            parts.append(f"fused {inst.name} " + ("refuses" if got is None else
                         f"{got['ms'] * 1e3:.1f} us ({got['vs_unfused_cudnn']:.2f}x, err {got['error']:.1e})"))
        print(f"{name}: " + "; ".join(parts))
        # the output side: the convolution and its BatchNorm statistics
        stats_instances = [i for i in lib.instances if i.statistics and i.direction == "forward"
                           and i.x_type == args.dtype and i.micro_kernel != "reference"]
        a_raw = activation()

        def conv_and_statistics():
            out = F.conv2d(a_raw, w, padding=pad)
            return torch.var_mean(out.float(), dim=(0, 2, 3))
        row["conv_var_mean_ms"] = graph_ms(conv_and_statistics)
        for inst in stats_instances:
            if lib.supports(inst, problem).name != "OK":
                row[f"statistics {inst.name}"] = None
                continue
            out = torch.empty_like(y)
            sums = torch.empty(2, 1, k, device="cuda", dtype=torch.float32)
            nbytes = lib.workspace_size(inst, problem)
            space = torch.empty(max(nbytes, 1), device="cuda", dtype=torch.uint8)
            run = lib.launcher(inst, problem, {"x": ffi.cast("void*", a_raw.data_ptr()),
                                               "w": ffi.cast("void*", w.data_ptr()),
                                               "y": ffi.cast("void*", out.data_ptr())},
                               ffi.cast("void*", space.data_ptr()),
                               epilogue_args(inst, {}, {"statistics": ffi.cast("void*", sums.data_ptr())}))

            def statistics_call():
                run(ffi.cast("void*", torch.cuda.current_stream().cuda_stream))
            statistics_call()
            torch.cuda.synchronize()
            count = n * size * size
            mean = sums[0, 0] / count
            want_var, want_mean = torch.var_mean(out.float(), dim=(0, 2, 3), unbiased=False)
            error = ((mean - want_mean).abs().max() + (sums[1, 0] / count - mean * mean - want_var).abs().max()).item()
            ms = graph_ms(statistics_call)
            row[f"statistics {inst.name}"] = {"ms": ms, "error": error,
                                              "vs_conv_var_mean": row["conv_var_mean_ms"] / ms}
            print(f"  statistics: cuDNN + var_mean {row['conv_var_mean_ms'] * 1e3:.1f} us; {inst.name} "
                  f"{ms * 1e3:.1f} us ({row['conv_var_mean_ms'] / ms:.2f}x, mean / variance err {error:.1e})")
    if args.out:
        Path(args.out).write_text(json.dumps({"rows": rows}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
