"""Compare the rounds of an interleaved A/B (bench/device_ab.sh): per (direction, problem,
dtype, instance) the minimum time over the old rounds against the minimum over the new ones,
then geometric means of old / new for the selected instances and per micro-kernel family,
and the rows beyond a threshold.

    python3 bench/ab_compare.py DIR [--threshold 0.03] [--out FILE.json]

DIR holds old1/bench.json, new1/bench.json, old2/... (the run's files_at).  > 1: the new code
is faster.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from runtime.bench import geomean, load_result  # noqa: E402


def minimum_times(paths) -> dict:
    """{(direction, problem, dtype, instance): fastest ms over the files}; the selected
    instance also as ('selected', its name) and cuDNN as 'cuDNN'."""
    best: dict = {}
    for path in paths:
        for row in load_result(path)["rows"]:
            key = (row["direction"], row["problem"], row["dtype"])
            timed = [(c["instance"], c["ms"]) for c in row.get("candidates", []) if c.get("ms")]
            timed.append((("selected", row["selected_instance"]), row["selected_ms"]))
            timed.append(("cuDNN", row["torch_ms"]))
            for instance, ms in timed:
                if ms:
                    best[key + (instance,)] = min(best.get(key + (instance,), math.inf), ms)
    return best


def family(instance) -> str:
    if instance == "cuDNN":
        return "cuDNN"
    if isinstance(instance, tuple):
        return "selected"
    return "wgmma" if "wgmma" in instance else "mma_sync" if "mma" in instance else "other"


def compare(old: dict, new: dict, threshold: float) -> dict:
    """Ratios old / new of the keys both sides timed: per family their geometric mean, count,
    min and max; the selected rows and the candidates beyond 1 +- threshold; selections that
    changed."""
    ratios: dict = {}
    beyond = []
    for key in sorted(set(old) & set(new), key=str):
        ratio = old[key] / new[key]
        ratios.setdefault(family(key[3]), []).append(ratio)
        if abs(ratio - 1) > threshold and key[3] != "cuDNN":
            beyond.append({"row": list(key[:3]), "instance": key[3] if isinstance(key[3], str) else key[3][1],
                           "selected": isinstance(key[3], tuple), "old_ms": old[key], "new_ms": new[key],
                           "ratio": ratio})
    changed = []
    old_sel = {k[:3]: k[3][1] for k in old if isinstance(k[3], tuple)}
    for k in new:
        if isinstance(k[3], tuple) and k[:3] in old_sel and old_sel[k[:3]] != k[3][1]:
            changed.append({"row": list(k[:3]), "old": old_sel[k[:3]], "new": k[3][1]})
    return {"families": {f: {"geomean": geomean(v), "count": len(v), "min": min(v), "max": max(v)}
                         for f, v in sorted(ratios.items())},
            "beyond": beyond, "selection_changed": changed}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dir")
    parser.add_argument("--threshold", type=float, default=0.03)
    parser.add_argument("--out")
    args = parser.parse_args(argv)
    folder = Path(args.dir)
    olds = sorted(folder.glob("old*/bench.json"))
    news = sorted(folder.glob("new*/bench.json"))
    if not olds or not news:
        print(f"error: {folder} has no old*/bench.json or no new*/bench.json", file=sys.stderr)
        return 2
    result = compare(minimum_times(olds), minimum_times(news), args.threshold)
    print(f"{len(olds)} old and {len(news)} new rounds; old / new (> 1: new faster), minimum per side")
    for name, f in result["families"].items():
        print(f"  {name:9s} geomean {f['geomean']:.4f} over {f['count']:4d}  min {f['min']:.3f}  max {f['max']:.3f}")
    for b in result["beyond"]:
        print(f"  {'SELECTED ' if b['selected'] else ''}{' / '.join(b['row'])}: {b['instance']} "
              f"{b['old_ms'] * 1000:.1f} -> {b['new_ms'] * 1000:.1f} us ({b['ratio']:.3f})")
    for c in result["selection_changed"]:
        print(f"  selection changed: {' / '.join(c['row'])}: {c['old']} -> {c['new']}")
    if args.out:
        Path(args.out).write_text(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
