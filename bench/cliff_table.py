"""Issue 28's table of layer classes from runtime.bench result files (bench/gpu_bench.py).

    python bench/cliff_table.py RESULT.json [RESULT.json ...] [--dtypes bf16,fp16,fp32]
        [--problems GLOB[,GLOB]]

One Markdown row per (problem, direction, dtype) found in the files (a later file's row
replaces an earlier one's): the selected instance, its kernel-only time (the CUDA-graph
timing when the row has one, else the event timing) against cuDNN's timed the same way and
their ratio, the eager ratio through the PyTorch operator, the rate as a fraction of the
run's measured ceiling -- GB/s of the copy rate for depthwise layers (memory-bound), TFLOP/s
of the bf16 matmul rate for the others in 16-bit (fp32 rows: TFLOP/s alone) -- and the best
candidate when it is not the selected one.  Rows below 0.8x are marked.  Everything printed
comes from the files.
"""

from __future__ import annotations

import argparse
import fnmatch
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from runtime.bench import LOW_RATIO, finite, kernel_ratio, load_result, split_list  # noqa: E402

SHORT = {"forward": "fwd", "backward_data": "bwd-data", "backward_weight": "bwd-weight"}


def variant(instance) -> str:
    """bwd_weight_2d_bf16_mma_merged2 -> mma_merged2."""
    if not instance:
        return "-"
    parts = instance.split("_")
    skip = 4 if parts[0] in ("bwd",) else 3
    return "_".join(parts[skip:]) or instance


def rows_of(paths, dtypes, globs) -> list[tuple[dict, dict]]:
    """(row, ceilings) per (problem, direction, dtype), the last file winning."""
    found = {}
    for path in paths:
        data = load_result(path)
        for row in data["rows"]:
            if dtypes and row["dtype"] not in dtypes:
                continue
            if globs and not any(fnmatch.fnmatchcase(row["problem"], g) for g in globs):
                continue
            found[(row["problem"], row["direction"], row["dtype"])] = (row, data.get("ceilings", {}))
    return [found[k] for k in sorted(found, key=lambda k: (k[0], list(SHORT).index(k[1]), k[2]))]


def line(row: dict, ceilings: dict) -> str:
    graph = finite(row.get("graph_ratio"))
    ours = row["graph_ms"] if graph else row["selected_ms"]
    theirs = row["torch_graph_ms"] if graph else row["torch_ms"]
    ratio = kernel_ratio(row)
    seconds = ours / 1e3 if finite(ours) else None
    if row["shape"]["C"] == 1 and row["shape"]["K"] == 1:        # depthwise: bytes
        gbs = row["bytes"] / seconds / 1e9 if seconds else float("nan")
        copy = ceilings.get("copy_gbs")
        rate = f"{gbs:.0f} GB/s" + (f" ({gbs / copy:.0%} copy)" if copy else "")
    else:
        tflops = row["flops"] / seconds / 1e12 if seconds else float("nan")
        peak = ceilings.get("matmul_bf16_tflops") if row["dtype"] != "fp32" else None
        rate = f"{tflops:.1f} TFLOP/s" + (f" ({tflops / peak:.0%} mm)" if peak else "")
    eager = row.get("eager_ratio")
    eager_text = f"{eager:.2f}" if finite(eager) else "-"
    best = "" if row["selected_is_best"] else f"; best {variant(row['instance'])} {row['hipconv_ms']:.3f}"
    mark = " **<0.8**" if finite(ratio) and ratio < LOW_RATIO else ""
    return (f"| {row['problem']} | {SHORT[row['direction']]} | {row['dtype']} | "
            f"{variant(row['selected_instance'])}{best} | {ours:.3f} / {theirs:.3f} ms | "
            f"{ratio:.2f}{mark} | {eager_text} | {rate} |")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("results", nargs="+")
    ap.add_argument("--dtypes", default="", help="comma-separated subset of fp32,fp16,bf16")
    ap.add_argument("--problems", default="", help="comma-separated globs of problem names")
    args = ap.parse_args(argv)
    rows = rows_of(args.results, split_list([args.dtypes]), split_list([args.problems]))
    print("| layer | direction | dtype | selected instance | hipconv / cuDNN (kernel) | ratio | eager ratio | rate |")
    print("|---|---|---|---|---|---|---|---|")
    for row, ceilings in rows:
        print(line(row, ceilings))
    low = sum(1 for row, _ in rows if finite(kernel_ratio(row)) and kernel_ratio(row) < LOW_RATIO)
    print(f"\n{low} of {len(rows)} rows below {LOW_RATIO}x (kernel-only).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
