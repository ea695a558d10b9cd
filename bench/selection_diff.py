"""What one selection criterion (or instance) changes: for every problem of a benchmark list
(and dtype), ``Library.select``'s choice with all of runtime.selection.CRITERIA and without the
named one -- or, with ``--without instance:GLOB``, without the instances whose names match.

    python3 bench/selection_diff.py --spec specs/bwd_weight.yaml --without modelled-time \\
        [--problem-file FILE] [--problems GLOB] [--dtypes fp16,bf16] [--directions backward_weight] \\
        [--out FILE.json]

Builds (or reads from the cache) the spec's library for this machine's platform; prints one
line per (direction, problem, dtype) and, with --out, writes them as JSON for joining with a
bench.json's per-instance times (the rows whose choice changed are the ones to time).  A
criterion is left out by swapping runtime.selection.CRITERIA (the rule as data) for the
call; problems that only the left-out instances run are counted apart.
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import runtime  # noqa: E402
from runtime import selection  # noqa: E402
from runtime.bench import load_problem_file, select_problems  # noqa: E402
from runtime.problem import UnsupportedProblem  # noqa: E402


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--spec", required=True)
    parser.add_argument("--without", required=True, metavar="CRITERION",
                        help=f"a criterion id ({', '.join(c.id for c in selection.CRITERIA)}), or "
                             "instance:GLOB (the choice without the instances matching GLOB)")
    parser.add_argument("--problem-file")
    parser.add_argument("--problems", action="append", default=[])
    parser.add_argument("--dtypes", default="fp16,bf16")
    parser.add_argument("--directions", default="forward,backward_data,backward_weight")
    parser.add_argument("--out")
    args = parser.parse_args(argv)
    ids = [c.id for c in selection.CRITERIA]
    instance_glob = args.without[len("instance:"):] if args.without.startswith("instance:") else None
    if instance_glob is None and args.without not in ids:
        parser.error(f"--without {args.without!r}: not a criterion; one of {', '.join(ids)}")
    lib = runtime.build(args.spec)
    listed = load_problem_file(args.problem_file) if args.problem_file else None
    globs = [g for arg in args.problems for g in arg.split(",")] or ["*"]
    problems = select_problems(globs, listed) if listed is not None else select_problems(globs)
    directions = [d for d in args.directions.split(",") if any(i.direction == d for i in lib.instances)]
    full = selection.CRITERIA
    reduced = tuple(c for c in full if c.id != args.without)

    def kept(instances):
        return [i for i in instances if instance_glob is None or not fnmatch.fnmatchcase(i.name, instance_glob)]

    rows, only_left_out = [], 0
    for bench_problem in problems:
        for direction in directions:
            for dtype in args.dtypes.split(","):
                choice = {}
                for label, criteria in (("with", full), ("without", reduced)):
                    selection.CRITERIA = criteria
                    try:
                        found = lib.candidates(direction, bench_problem.problem, dtype)
                        choice[label] = (kept(found) if label == "without" else found)[:1]
                    except UnsupportedProblem:
                        choice[label] = []
                    finally:
                        selection.CRITERIA = full
                if not choice["with"]:
                    continue
                if not choice["without"]:
                    only_left_out += 1
                    print(f"! {direction:15s} {dtype:4s} {bench_problem.name:45s} "
                          f"{choice['with'][0].name:45s} (without {args.without}: none runs it)")
                    continue
                row = {"problem": bench_problem.name, "direction": direction, "dtype": dtype,
                       "with": choice["with"][0].name, "without": choice["without"][0].name}
                rows.append(row)
                mark = "  " if row["with"] == row["without"] else "* "
                print(f"{mark}{direction:15s} {dtype:4s} {bench_problem.name:45s} "
                      f"{row['with']:45s} (without {args.without}: {row['without']})")
    changed = sum(r["with"] != r["without"] for r in rows)
    print(f"{changed} of {len(rows)} choices change without {args.without}"
          + (f"; {only_left_out} problems only the left-out instances run" if only_left_out else ""))
    if args.out:
        Path(args.out).write_text(json.dumps({"without": args.without, "rows": rows}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
