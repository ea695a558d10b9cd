"""Replay recorded benchmark rows through today's selection rules, with no library built and no GPU:
each row's timed candidates (a ``gpu_bench.py`` / ``python -m runtime.bench`` result, .json or
.json.xz) become ``runtime.Instance`` descriptions from the shipped manifests
(``generated/<lib>/manifest.json``) and ``runtime.selection.preference`` ranks them as
``Library.select`` would.  What the rules read beside the instance and the problem (the split
context: whether the grid fills the device, the split model's time, the output split's slices, the
multiprocessor count) comes from the compiled library; results written since session 21 record it
with each candidate (``Library.selection_context``) and the replay is exact there.  Older results
lack it: every candidate then counts as filling the device, unsplit, without the modelled time, so
the replay is approximate where split-K decides (backward-weight's GEMM tiles) -- compare two
replays (before and after a rule change) rather than a replay with the recorded choice.

    python3 bench/selection_replay.py RESULT.json[.xz] ... [--multiprocessors 132] [--changed] [--slow 1.25]
    python3 bench/selection_replay.py RESULT.json[.xz] ... --baseline REV_OR_FILE

Prints one line per row whose replayed choice differs from the recorded one (--changed) or whose
replayed choice took more than --slow times the fastest candidate's time, with the measured times;
then how many rows were replayed.  With --baseline (a git revision, e.g. HEAD, or a selection.py
file): the rows whose choice under today's rules differs from the choice under that version of
runtime/selection.py, each with both times against the fastest, and the geometric means and worst
rows of both -- a rule change judged by every recorded measurement at once.  Rows need their candidates timed (not ``--instances none``).
Used in session 21 (docs/journal.md) to check the Winograd range against run 130's rows and to
reject two rules whose replays picked slower tiles.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from runtime import selection  # noqa: E402
from runtime.selection_data import (GENERATED, bench_results, manifest_instances,  # noqa: E402,F401
                                    result_rows, shipped_libraries)

@dataclass(frozen=True)
class Replay:
    direction: str
    problem: str
    dtype: str
    recorded: str            # the row's selected instance
    replayed: str            # today's rules' first among the row's timed candidates
    replayed_ms: float
    fastest: str
    fastest_ms: float

    @property
    def changed(self) -> bool:
        return self.replayed != self.recorded

    @property
    def slowdown(self) -> float:
        return self.replayed_ms / self.fastest_ms


def baseline_rules(which: str):
    """runtime/selection.py as of a git revision (or a file path) loaded as a module beside
    today's (package runtime, so its relative imports resolve)."""
    import importlib.util
    import subprocess
    import tempfile
    root = Path(__file__).resolve().parent.parent
    path = Path(which)
    if not path.is_file():
        text = subprocess.run(["git", "-C", str(root), "show", f"{which}:runtime/selection.py"],
                              check=True, capture_output=True, text=True).stdout
        path = Path(tempfile.mkdtemp(prefix="selection-")) / "selection.py"
        path.write_text(text)
    spec = importlib.util.spec_from_file_location("runtime._selection_baseline", path)
    module = importlib.util.module_from_spec(spec)
    module.__package__ = "runtime"
    sys.modules[spec.name] = module          # its dataclasses resolve annotations through it
    spec.loader.exec_module(module)
    return module


def replay(result: dict, libraries: dict, multiprocessors: int, rules=selection) -> list:
    """Every row of ``result`` with at least two timed candidates the manifests know, ranked by
    ``rules`` (a runtime.selection module; today's by default)."""
    return [replay_row(row, rules) for row in result_rows("", result, libraries, multiprocessors)]


def replay_row(row, rules=selection) -> Replay:
    def key(inst):
        return rules.preference(inst, row.problem, **row.rule_context(inst.name))
    first = min(row.candidates, key=key)
    fastest = min(row.times, key=row.times.get)
    return Replay(row.direction, row.name, row.dtype, row.recorded, first.name, row.times[first.name],
                  fastest, row.times[fastest])


def main(argv: Optional[list] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("results", nargs="+", help="bench result files (.json or .json.xz)")
    ap.add_argument("--generated", default=str(GENERATED), help="the generated libraries' folder")
    ap.add_argument("--multiprocessors", type=int, default=132, help="the device's (H100 / H200: 132)")
    ap.add_argument("--changed", action="store_true", help="print the rows whose choice differs from the recorded one")
    ap.add_argument("--slow", type=float, default=1.25, help="print the rows whose choice took more than this "
                                                              "times the fastest candidate (default 1.25)")
    ap.add_argument("--baseline", metavar="REV_OR_FILE",
                    help="compare with the rules of runtime/selection.py at this git revision (or file)")
    args = ap.parse_args(argv)
    libraries = shipped_libraries(Path(args.generated))
    if args.baseline:
        return compare(args.results, libraries, args.multiprocessors, baseline_rules(args.baseline),
                       args.baseline)
    rows = with_context = 0
    for path, result in bench_results(args.results):
        with_context += sum(1 for row in result.get("rows", [])
                            if any(c.get("context") for c in row.get("candidates", [])))
        for r in replay(result, libraries, args.multiprocessors):
            rows += 1
            if (args.changed and r.changed) or r.slowdown > args.slow:
                print(f"{Path(path).name}: {r.direction} {r.problem} {r.dtype}: recorded {r.recorded}, "
                      f"replayed {r.replayed} {r.replayed_ms:.4f} ms = {r.slowdown:.2f}x the fastest "
                      f"({r.fastest} {r.fastest_ms:.4f})")
    print(f"{rows} rows replayed, {with_context} of the results' rows with their recorded selection context "
          "(the others approximate where split-K decides: see the module's docstring)")
    return 0


def compare(paths, libraries: dict, multiprocessors: int, baseline, name: str) -> int:
    """Print the rows whose choice differs between ``baseline``'s rules and today's."""
    import math
    pairs = []
    for _, result in bench_results(paths):
        pairs += zip(replay(result, libraries, multiprocessors, baseline),
                     replay(result, libraries, multiprocessors))
    for old, new in pairs:
        if old.replayed != new.replayed:
            print(f"{new.direction} {new.problem} {new.dtype}: {old.replayed} {old.slowdown:.2f}x -> "
                  f"{new.replayed} {new.slowdown:.2f}x the fastest")
    if pairs:
        def summary(rs):
            geo = math.exp(sum(math.log(r.slowdown) for r in rs) / len(rs))
            worst = max(rs, key=lambda r: r.slowdown)
            return f"geomean {geo:.4f}x, worst {worst.slowdown:.2f}x ({worst.problem} {worst.dtype})"
        print(f"{len(pairs)} rows; {name}: {summary([o for o, _ in pairs])}; today: {summary([n for _, n in pairs])}")
    else:
        print("0 rows replayed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
