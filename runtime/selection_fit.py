"""Fit the cost model (runtime/cost_model.py) on recorded candidate timings and judge it on
networks it never saw, beside today's rule book (runtime/selection.py):

    python -m runtime.bench selection --fit [RESULT ...] [--out runtime/data/cost_model.json]
    python -m runtime.bench selection --held-out [RESULT ...] [--folds 5]

RESULT: result files of the layer benchmark (.json / .json.xz; default: every file of
bench/results).  The rows are runtime.selection_data's (a problem with at least two timed
candidates that the shipped manifests know), each in a group: its network, or for the built-in
list's synthetic layers their problem family (selection_data's docstring).

--held-out splits the groups into --folds folds (the largest group first into the fold with
fewest rows so far: deterministic), fits on the other folds' rows and chooses on the held-out
fold's, for every fold; then fits on all rows and chooses on them (the training rows).  For
each direction and dtype it prints the rows, the geometric mean and the worst of ``chosen time
/ best candidate time`` for the model and for the rules (``selection.preference`` with the
device's multiprocessor count, as bench/selection_replay.py ranks), and last
``held-out: geomean G, worst W over N rows`` (the model's, over every held-out row).
"""

from __future__ import annotations

import argparse
import collections
import math
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Optional, Sequence

import numpy as np

from . import selection
from .cost_model import SHIPPED, CostModel, features, fit_forest
from .selection_data import (assign_groups, geomean, recorded_rows, result_files, shipped_libraries,
                             write_sample)

DIRECTIONS = ("forward", "backward_data", "backward_weight")
# the fit's settings (fit_forest's arguments); the held-out figures of docs/performance.md
HYPER = dict(trees=300, depth=5, rate=0.1, bins=48, min_weight=2.0, l2=1.0)


def load_rows(paths: Optional[Sequence] = None) -> list:
    """The recorded rows of ``paths`` (default: bench/results), each with its group."""
    return assign_groups(recorded_rows(paths or result_files(), shipped_libraries()))


def _weights(rows: list) -> list:
    """Each row's weight: 1 over the rows of its (direction, shape, dtype, device) -- a layer
    measured in many runs counts once -- spread over its candidates."""
    seen = collections.Counter((r.direction, r.shape_key, r.dtype, r.device.kind) for r in rows)
    return [1.0 / seen[(r.direction, r.shape_key, r.dtype, r.device.kind)] for r in rows]


def training_set(rows: list) -> tuple:
    """(features, log(time / roofline), weights) of every candidate of ``rows``; one sample per
    (layer, device kind, instance): a layer measured in several runs gives its candidates' mean
    log time, each row counting 1 / (its layer's rows) spread over its candidates, each
    candidate's share times (the row's best time / its time).  A choice needs the times near
    the best right, not how slow a slow candidate is: a candidate twice as slow as the best
    counts half (held-out geomean 1.0604 -> 1.0552, fp32 1.06-1.08 -> 1.03-1.04;
    docs/performance.md)."""
    samples = {}
    for r, weight in zip(rows, _weights(rows)):
        key = (r.direction, r.shape_key, r.dtype, r.device.kind)
        for inst in r.candidates:
            x, roof = features(inst, r.problem, r.device)
            entry = samples.setdefault(key + (inst.name,), [x, 0.0, 0.0])
            share = weight / len(r.candidates) * (r.best_ms / r.times[inst.name])
            entry[1] += share * math.log(r.times[inst.name] / roof)
            entry[2] += share
    xs = np.array([e[0] for e in samples.values()])
    ws = np.array([e[2] for e in samples.values()])
    ys = np.array([e[1] for e in samples.values()]) / ws
    return xs, ys, ws * (len(ws) / ws.sum())


def fit(rows: list, sources: Sequence[str] = (), **hyper) -> CostModel:
    """The cost model fitted on ``rows`` (one forest per direction that has rows)."""
    settings = dict(HYPER, **hyper)
    forests = {}
    for direction in DIRECTIONS:
        mine = [r for r in rows if r.direction == direction]
        if mine:
            x, y, w = training_set(mine)
            forests[direction] = fit_forest(x, y, w, **settings)
    meta = dict(fitted_on=sorted(set(sources)), rows=len(rows), settings=settings,
                command="python -m runtime.bench selection --fit")
    # round-trip through the shipped form, so that a report judges what would ship
    return CostModel.from_dict(CostModel(forests, meta).to_dict())


def model_choice(model: CostModel, row) -> str:
    """The candidate of ``row`` with the lowest predicted time (ties: today's rules' order)."""
    predicted = model.predict_ms(row.candidates, row.problem, row.device)
    order = sorted(range(len(row.candidates)),
                   key=lambda i: (predicted[i], selection.preference(row.candidates[i], row.problem,
                                                                     **row.rule_context(row.candidates[i].name))))
    return row.candidates[order[0]].name


def rules_choice(row) -> str:
    """Today's rule book's first among ``row``'s candidates (bench/selection_replay.py's)."""
    return min(row.candidates, key=lambda i: selection.preference(i, row.problem, **row.rule_context(i.name))).name


@dataclass
class Outcome:
    row: object
    model: float      # chosen / best, the model's choice
    rules: float      # chosen / best, the rules' choice


def judge(model: CostModel, rows: list) -> list:
    return [Outcome(r, r.times[model_choice(model, r)] / r.best_ms, r.times[rules_choice(r)] / r.best_ms)
            for r in rows]


def folds_of(rows: list, folds: int) -> list:
    """The groups split into ``folds`` lists: by size, each into the fold with fewest rows."""
    sizes = collections.Counter(r.group for r in rows)
    out = [[] for _ in range(min(folds, len(sizes)))]
    totals = [0] * len(out)
    for group, size in sorted(sizes.items(), key=lambda kv: (-kv[1], kv[0])):
        j = min(range(len(out)), key=lambda i: (totals[i], i))
        out[j].append(group)
        totals[j] += size
    return out


def held_out(rows: list, folds: int = 5, **hyper) -> list:
    """Outcomes of every row, each chosen by a model fitted without its fold's groups."""
    out = []
    for groups in folds_of(rows, folds):
        train = [r for r in rows if r.group not in groups]
        test = [r for r in rows if r.group in groups]
        out += judge(fit(train, **hyper), test)
    return out


def table(outcomes: list, title: str) -> list:
    """Per direction and dtype: rows, geomean and worst chosen / best of the model and the rules."""
    lines = [title, f"  {'direction':16} {'dtype':5} {'rows':>5}   {'model geomean':>13} {'worst':>6}"
             f"   {'rules geomean':>13} {'worst':>6}"]
    by = collections.defaultdict(list)
    for o in outcomes:
        by[(o.row.direction, o.row.dtype)].append(o)
    for (direction, dtype) in sorted(by, key=lambda k: (DIRECTIONS.index(k[0]), k[1])):
        os_ = by[(direction, dtype)]
        lines.append(f"  {direction:16} {dtype:5} {len(os_):5}   {geomean(o.model for o in os_):13.4f} "
                     f"{max(o.model for o in os_):6.2f}   {geomean(o.rules for o in os_):13.4f} "
                     f"{max(o.rules for o in os_):6.2f}")
    if outcomes:
        lines.append(f"  {'all':16} {'':5} {len(outcomes):5}   {geomean(o.model for o in outcomes):13.4f} "
                     f"{max(o.model for o in outcomes):6.2f}   {geomean(o.rules for o in outcomes):13.4f} "
                     f"{max(o.rules for o in outcomes):6.2f}")
    return lines


def by_group(outcomes: list) -> list:
    lines = ["  per held-out group:  rows  model geomean / worst   rules geomean / worst"]
    groups = collections.defaultdict(list)
    for o in outcomes:
        groups[o.row.group].append(o)
    for g in sorted(groups):
        os_ = groups[g]
        lines.append(f"    {g:24} {len(os_):5}   {geomean(o.model for o in os_):.4f} / {max(o.model for o in os_):5.2f}"
                     f"      {geomean(o.rules for o in os_):.4f} / {max(o.rules for o in os_):5.2f}")
    return lines


def worst_rows(outcomes: list, count: int = 5) -> list:
    lines = [f"  the model's {count} worst held-out rows:"]
    for o in sorted(outcomes, key=lambda o: -o.model)[:count]:
        r = o.row
        lines.append(f"    {o.model:5.2f}x (rules {o.rules:5.2f}x) {r.direction} {r.dtype} {r.name} "
                     f"[{r.device.kind}, {r.source}]")
    return lines


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m runtime.bench selection", description=__doc__.split("\n\n")[0])
    ap.add_argument("results", nargs="*", help="result files (.json / .json.xz; default: bench/results)")
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--fit", action="store_true", help="fit on every row and write the parameters (--out)")
    mode.add_argument("--held-out", action="store_true", help="the held-out report (k-fold by network)")
    mode.add_argument("--sample", metavar="OUT", help="write a small sample of the rows (every third layer) "
                                                      "to OUT (.json.xz), e.g. tests/data/selection_sample.json.xz")
    ap.add_argument("--out", default=str(SHIPPED), help="--fit: the parameters' file (default: the shipped one)")
    ap.add_argument("--folds", type=int, default=5, help="--held-out: folds of groups (default 5)")
    ap.add_argument("--trees", type=int, default=HYPER["trees"], help="boosting rounds per direction")
    args = ap.parse_args(argv)
    paths = [Path(p) for p in args.results] or result_files()
    if args.sample:
        print(f"{write_sample(paths, Path(args.sample), shipped_libraries())} rows written to {args.sample}")
        return 0
    rows = load_rows(paths)
    if not rows:
        print("no recorded rows with two or more timed candidates the manifests know")
        return 1
    hyper = dict(trees=args.trees)
    sources = sorted({r.source for r in rows})
    if args.fit:
        model = fit(rows, sources, **hyper)
        model.save(Path(args.out))
        print(f"fitted on {len(rows)} rows of {len(sources)} result files; wrote {args.out}")
        return 0
    folds = folds_of(rows, args.folds)
    print(f"{len(rows)} rows of {len(sources)} result files; {sum(map(len, folds))} groups in {len(folds)} folds:")
    for i, groups in enumerate(folds, 1):
        print(f"  fold {i}: {', '.join(groups)} ({sum(r.group in groups for r in rows)} rows)")
    outcomes = held_out(rows, args.folds, **hyper)
    training = judge(fit(rows, sources, **hyper), rows)
    for line in (table(training, "training rows (fitted on all rows), chosen / best candidate:")
                 + table(outcomes, "held-out rows (each fold fitted without its groups), chosen / best candidate:")
                 + by_group(outcomes) + worst_rows(outcomes)):
        print(line)
    print(f"held-out: geomean {geomean(o.model for o in outcomes):.4f}, worst "
          f"{max(o.model for o in outcomes):.2f} over {len(outcomes)} rows")
    return 0


if __name__ == "__main__":
    sys.exit(main())
