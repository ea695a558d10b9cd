"""Compare the rounds of an interleaved A/B of whole-network steps (bench/device_models_ab.sh):
per (model, dtype, step) the minimum hipconv and cuDNN step times over the old rounds and over
the new ones, the old / new hipconv ratio (> 1: the new code is faster) and each side's ratio
against cuDNN.

    python3 bench/models_ab_compare.py DIR [--out FILE.json]

DIR holds old1/models.json, new1/models.json, old2/... (the run's files_at).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path


def minimum_steps(paths) -> dict:
    """{(model, dtype, step): {"hipconv_ms": fastest, "cudnn_ms": fastest}} over the files'
    rows (`steps` of runtime.bench models' models.json)."""
    best: dict = {}
    for path in paths:
        for row in json.loads(Path(path).read_text())["rows"]:
            for step, times in row.get("steps", {}).items():
                entry = best.setdefault((row["model"], row["dtype"], step),
                                        {"hipconv_ms": math.inf, "cudnn_ms": math.inf})
                for side in ("hipconv_ms", "cudnn_ms"):
                    if times.get(side):
                        entry[side] = min(entry[side], times[side])
    return best


def compare(directory: Path) -> list[dict]:
    """One dict per (model, dtype, step) timed on both sides: the old and new minimum times,
    old / new of hipconv's, and cuDNN / hipconv on each side."""
    old = minimum_steps(sorted(directory.glob("old*/models.json")))
    new = minimum_steps(sorted(directory.glob("new*/models.json")))
    rows = []
    for key in sorted(old.keys() & new.keys()):
        a, b = old[key], new[key]
        if not all(math.isfinite(v) for v in (*a.values(), *b.values())):
            continue
        rows.append({"model": key[0], "dtype": key[1], "step": key[2],
                     "old_ms": a["hipconv_ms"], "new_ms": b["hipconv_ms"],
                     "old_over_new": a["hipconv_ms"] / b["hipconv_ms"],
                     "old_vs_cudnn": a["cudnn_ms"] / a["hipconv_ms"],
                     "new_vs_cudnn": b["cudnn_ms"] / b["hipconv_ms"]})
    return rows


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("directory", type=Path)
    ap.add_argument("--out", type=Path, help="also write the rows as JSON")
    args = ap.parse_args(argv)
    rows = compare(args.directory)
    if not rows:
        print(f"no step timed on both sides under {args.directory} (old*/models.json, new*/models.json)")
        return 1
    print(f"{'model':24s} {'dtype':5s} {'step':12s} {'old ms':>8s} {'new ms':>8s} {'old/new':>8s} "
          f"{'old vs cuDNN':>12s} {'new vs cuDNN':>12s}")
    for r in rows:
        print(f"{r['model']:24s} {r['dtype']:5s} {r['step']:12s} {r['old_ms']:8.2f} {r['new_ms']:8.2f} "
              f"{r['old_over_new']:8.3f} {r['old_vs_cudnn']:11.2f}x {r['new_vs_cudnn']:11.2f}x")
    if args.out:
        args.out.write_text(json.dumps(rows, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
