"""What a fused epilogue costs the forward kernels: bench.json files of one problem list run
with different `runtime.bench --epilogue` expressions (bench/device_epilogues.sh), the first
the plain `acc`.  Per expression, over the problems all files timed: the geometric mean and
the maximum of its kernel time over the plain kernel's (both captured in CUDA graphs), and of
cuDNN's time for the same expression (the convolution, then torch's ops) over hipconv's.

    python3 bench/epilogue_cost.py DIR/e1/bench.json DIR/e2/bench.json ... [--worst 5]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from runtime.bench import geomean, load_result  # noqa: E402


def graph_times(path) -> tuple[str, dict]:
    """(the expression, {(direction, problem, dtype): (hipconv graph ms, cuDNN graph ms,
    selected instance)}) of one bench.json."""
    result = load_result(path)
    rows = {}
    expression = None
    for row in result["rows"]:
        if row.get("graph_ms") and row.get("torch_graph_ms"):
            rows[(row["direction"], row["problem"], row["dtype"])] = (
                row["graph_ms"], row["torch_graph_ms"], row["selected_instance"])
            expression = row.get("epilogue", expression)
    return expression or "?", rows


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", help="bench.json files, the plain (acc) run first")
    parser.add_argument("--worst", type=int, default=0, help="list the N costliest problems per expression")
    args = parser.parse_args(argv)
    plain_expression, plain = graph_times(args.files[0])
    print(f"plain: {plain_expression}, {len(plain)} problems ({args.files[0]})")
    print(f"{'expression':24s} {'rows':>5s} {'time/plain':>11s} {'max':>6s} {'cuDNN+op/hipconv':>17s} {'min':>6s}")
    for path in args.files:
        expression, rows = graph_times(path)
        common = [k for k in plain if k in rows]
        cost = [rows[k][0] / plain[k][0] for k in common]
        against = [rows[k][1] / rows[k][0] for k in common]
        if not common:
            print(f"{expression:24s} no problem in common with the plain run")
            continue
        print(f"{expression:24s} {len(common):5d} {geomean(cost):11.3f} {max(cost):6.2f} "
              f"{geomean(against):17.3f} {min(against):6.2f}")
        for key in sorted(common, key=lambda k: -rows[k][0] / plain[k][0])[:args.worst]:
            print(f"    {key[1]} {key[2]} {rows[key][2]}: {plain[key][0] * 1e3:.1f} -> "
                  f"{rows[key][0] * 1e3:.1f} us, cuDNN + op {rows[key][1] * 1e3:.1f} us")
    return 0


if __name__ == "__main__":
    sys.exit(main())
