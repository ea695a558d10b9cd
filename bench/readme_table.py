"""The performance table of docs/performance.md from a runtime.bench (bench/gpu_bench.py) result file.

    python bench/readme_table.py bench/results/<run>.json.xz [--dtype bf16] [--dense-only]

One Markdown row per (direction, problem) of the chosen dtype: the instance
``Library.select`` picks, its time, TFLOP/s and fraction of the run's bf16 matmul
rate, cuDNN's time and the ratio (cuDNN time / hipconv time); then the geometric
means of the ratio per direction and dtype over the dense rows (every dtype in the
file).  Everything printed comes from the file, nothing is typed in by hand.
"""

from __future__ import annotations

import argparse
import sys

import os

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from runtime.bench import geomean, load_result  # noqa: E402


def short(instance: str) -> str:
    """bwd_data_2d_bf16_mma128x128 -> mma128x128 (the spec's variant name)."""
    parts = instance.split("_")
    return "_".join(parts[4:]) if len(parts) > 4 else instance


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("result")
    ap.add_argument("--dtype", default="bf16")
    ap.add_argument("--dense-only", action="store_true")
    args = ap.parse_args(argv)
    data = load_result(args.result)
    rows = data["rows"]
    matmul = data.get("ceilings", {}).get("matmul_bf16_tflops")
    print("| direction | layer | selected instance | hipconv | cuDNN | ratio |")
    print("|---|---|---|---|---|---|")
    for row in rows:
        if row["dtype"] != args.dtype or (args.dense_only and not row["dense"]):
            continue
        tflops = row["selected_tflops"]
        share = f" ({tflops / matmul:.0%})" if matmul and tflops else ""
        print(f"| {row['direction'].replace('_', '-')} | {row['problem']} | "
              f"{short(row['selected_instance'])} | {row['selected_ms']:.3f} ms, "
              f"{tflops:.0f} TFLOP/s{share} | {row['torch_ms']:.3f} ms | "
              f"{row['selected_speedup_vs_torch']:.2f} |")
    print()
    groups = {}
    for row in rows:
        if row["dense"]:
            groups.setdefault((row["direction"], row["dtype"]), []).append(row)
    for (direction, dtype), members in sorted(groups.items()):
        print(f"- {direction} {dtype}: dense geometric mean {geomean(r['selected_speedup_vs_torch'] for r in members):.2f} "
              f"(selected), {geomean(r['speedup_vs_torch'] for r in members):.2f} (best instance) "
              f"over {len(members)} rows")
    return 0


if __name__ == "__main__":
    sys.exit(main())
