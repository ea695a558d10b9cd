"""Inference with ``hp.fuse`` on the GPU: per model (runtime.bench_models' networks, bf16,
channels-last, eval, ``torch.inference_mode``), the eager step of four copies in the same
process, alternating rounds, medians (cudnn.benchmark=True, TF32 off):

  cudnn         the model as it is, on cuDNN
  cudnn_folded  its BatchNorms folded into the convolutions by torch's own
                torch.fx.experimental.optimization.fuse (what any user can do on cuDNN)
  hipconv       runtime.pytorch.convert(model)
  fused         runtime.pytorch.fuse(convert(model)): BatchNorms folded, activations in the
                convolutions' epilogues

and the fused copy's output against the cuDNN copy's (relative L2 error: bf16 rounding of two
different summation orders is ~1e-2 on a deep network's logits; a wrong fusion is ~1).

    python3 bench/fused_inference.py [--models resnet50,mobilenet_v2] [--batch 32] [--out FILE.json]
    python3 bench/fused_inference.py --profile [--top 15] ...

--profile also runs each copy's step under torch.profiler (bench/profile_step.py's helpers) and
prints, per copy, its kernels' time split into convolutions, layout copies and the rest, the time
the GPU ran no kernel, and its --top kernels by time -- to tell which kernels a fused copy loses in.

Needs a CUDA device.
"""

from __future__ import annotations

import argparse
import copy
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

DEFAULT_MODELS = "resnet50,mobilenet_v2,efficientnet_b0,regnet_y_400mf,resnext50_32x4d"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", default=DEFAULT_MODELS)
    parser.add_argument("--batch", type=int, default=0, help="default: the model's benchmark batch")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--iterations", type=int, default=10)
    parser.add_argument("--profile", action="store_true",
                        help="also profile each copy's step (kernel classes and the top kernels)")
    parser.add_argument("--top", type=int, default=15, help="kernels listed per copy with --profile")
    parser.add_argument("--out")
    args = parser.parse_args(argv)
    import torch
    import runtime.pytorch as hp
    from runtime.bench_models import MODELS, step_times
    from runtime.fusion import fused_layers
    torch.backends.cudnn.benchmark = True
    torch.backends.cudnn.allow_tf32 = False
    torch.backends.cuda.matmul.allow_tf32 = False
    device = torch.device("cuda")
    names = args.models.split(",")
    unknown = [n for n in names if n not in MODELS]
    if unknown:
        parser.error(f"unknown model {', '.join(unknown)}; runtime.bench_models has {', '.join(sorted(MODELS))}")
    rows = []
    for name in names:
        case = MODELS[name]
        torch.manual_seed(0)
        base = case.build().eval()
        batch = args.batch or case.batch
        formats = {2: torch.channels_last, 3: torch.channels_last_3d}
        x = case.example(batch).to(device, torch.bfloat16)
        if case.dims in formats:
            x = x.contiguous(memory_format=formats[case.dims])
        copies = {}
        model = base.to(device, torch.bfloat16)
        if case.dims in formats:
            model = model.to(memory_format=formats[case.dims])
        copies["cudnn"] = model
        try:
            from torch.fx.experimental.optimization import fuse as torch_fuse
            copies["cudnn_folded"] = torch_fuse(copy.deepcopy(model))
        except Exception as error:      # torch's fuse traces too
            print(f"{name}: torch's fuse failed ({type(error).__name__}: {error})"[:200])
        copies["hipconv"] = hp.convert(copy.deepcopy(model))
        copies["fused"] = hp.fuse(hp.convert(copy.deepcopy(model)))
        layers = fused_layers(copies["fused"])
        with torch.inference_mode():
            want = copies["cudnn"](x).float()
            got = copies["fused"](x).float()
        error = float((got - want).norm() / want.norm())

        def infer(m):
            def run():
                with torch.inference_mode():
                    m(x)
            return run

        times = step_times({key: infer(m) for key, m in copies.items()}, args.iterations, 3, args.rounds, device)
        row = {"model": name, "batch": batch, "ms": times, "relative_error": error,
               "activations_fused": len(layers) - 1, "batchnorms_folded": layers["batchnorms folded"],
               "ratio_fused_vs_cudnn": times["cudnn"] / times["fused"],
               "ratio_hipconv_vs_cudnn": times["cudnn"] / times["hipconv"],
               "ratio_fused_vs_cudnn_folded": (times["cudnn_folded"] / times["fused"]
                                               if "cudnn_folded" in times else None)}
        if args.profile:
            row["profile"] = _profile_copies({key: infer(m) for key, m in copies.items()}, args.top)
        rows.append(row)
        print(f"{name:16s} b{batch:<3d} cuDNN {times['cudnn']:7.2f} ms  cuDNN folded "
              f"{times.get('cudnn_folded', float('nan')):7.2f}  hipconv {times['hipconv']:7.2f}  fused "
              f"{times['fused']:7.2f} | fused / cuDNN {row['ratio_fused_vs_cudnn']:.2f}x, hipconv / cuDNN "
              f"{row['ratio_hipconv_vs_cudnn']:.2f}x, fused / folded cuDNN "
              f"{row['ratio_fused_vs_cudnn_folded'] or float('nan'):.2f}x | {row['batchnorms_folded']} BN folded, "
              f"{row['activations_fused']} activations fused, error {error:.1e}", flush=True)
        del copies
        torch.cuda.empty_cache()
    if rows:
        for key in ("ratio_fused_vs_cudnn", "ratio_hipconv_vs_cudnn", "ratio_fused_vs_cudnn_folded"):
            values = [r[key] for r in rows if r[key]]
            print(f"geomean {key}: {statistics.geometric_mean(values):.3f} over {len(values)} models")
    if args.out:
        Path(args.out).write_text(json.dumps(rows, indent=1))
    return 0


def _profile_copies(steps: dict, top: int, iterations: int = 10) -> dict:
    """Per copy: profile_step.summarize of its step and its `top` kernels (us per step)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from profile_step import _profile, kernel_class, summarize
    result = {}
    for key, fn in steps.items():
        kernels, wall = _profile(fn, iterations, 3)
        summary = summarize(kernels, iterations, wall)
        ranked = sorted(kernels.items(), key=lambda kv: -kv[1])[:top]
        summary["top"] = [{"kernel": n[:140], "class": kernel_class(n), "us": round(us / iterations, 1)}
                          for n, us in ranked]
        result[key] = summary
        print(f"  {key:12s} wall {summary['wall_ms']:.2f} ms = kernels {summary['kernels_ms']:.2f} "
              f"(convolutions {summary['conv_ms']:.2f}, layout {summary['layout_ms']:.2f}, other "
              f"{summary['other_ms']:.2f}) + no kernel {summary['idle_ms']:.2f}")
        for entry in summary["top"]:
            print(f"      {entry['us']:8.1f} us  {entry['class']:7s} {entry['kernel']}")
    return result


if __name__ == "__main__":
    sys.exit(main())
