"""Experiment helper (not a product command): would a measured per-tile k-step price rank the
backward-weight wgmma tiles better than the feed-bound formula?  Leave-one-out on recorded data.

    python3 bench/experiments/split_model_tile_prices.py

For each candidate of each problem of the data sets (split_model_data.py output, run 66: the
shipped spec's 2D wgmma tiles on 71 layers; bench output of run 70: the shipped 3D tiles on R3D-18's
3x3x3 layers), the split model's terms (split_model_mirror: the block steps of its split and the
slice traffic, in bytes) and the event time.  A tile class (block, stages, loads,
specialization, position boxes, spatial rank) gets a price: the median over problems of
(time * B - traffic) / block-step bytes, B the bytes per ms that makes the shipped model's total
match the times on their median.  Select's choice by the shipped model and by the priced one,
each problem priced from the other problems only (leave-one-out); prints select / best for both.
"""

from __future__ import annotations

import math
import os
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, ROOT)

import split_model_mirror as mirror_model  # noqa: E402
from codegen.micro_kernels import WgmmaMicroKernel  # noqa: E402
from codegen.parse import parse_file  # noqa: E402
from codegen.plan import shared_memory_bytes  # noqa: E402
from runtime import selection  # noqa: E402
from runtime.bench import load_result  # noqa: E402
from runtime.problem import ConvProblem  # noqa: E402

RESULTS = os.path.join(ROOT, "bench", "results")
DATA_2D = os.path.join(RESULTS, "2026-11-28-h200-split-model-data-shipped-2d.json.xz")
DATA_3D = os.path.join(RESULTS, "2026-11-28-h200-shipped-3d-64x128-patches.json.xz")


def spec_candidates():
    """{instance name: the mirror's candidate dict} for the shipped spec's wgmma tiles."""
    spec = parse_file(os.path.join(ROOT, "specs", "bwd_weight.yaml"))
    out = {}
    for inst in spec.instances:
        a = inst.algorithm
        if a.micro_kernel.value != "wgmma":
            continue
        consumers = (a.block.m // a.warpgroup.m) * (a.block.n // a.warpgroup.n)
        out[inst.name] = {"instance": inst.name, "block": (a.block.m, a.block.n, a.block.k),
                          "shared_memory_bytes": shared_memory_bytes(inst),
                          "threads": 128 * consumers + (128 if a.loads.value == "tma" else 0),
                          "stages": a.stages, "specialization": a.specialization.value,
                          "loads": a.loads.value}
    return out


def problems(known):
    """[(name, ConvProblem, [candidate with 'ms'])] of both data sets, the 3D set's candidates
    from `known` (spec_candidates())."""
    rows = []
    for row in load_result(DATA_2D)["rows"]:
        p = mirror_model.problem_of(row)
        cands = [c for c in row["candidates"] if c.get("ms") and mirror_model.applies(c, p)
                 and "accumulate" not in c["instance"]]
        rows.append((row["problem"], p, cands))
    for row in load_result(DATA_3D)["rows"]:
        s = row["shape"]
        p = ConvProblem(G=s["G"], N=s["N"], C=s["C"], K=s["K"], input=tuple(s["input"]),
                        filter=tuple(s["filter"]), stride=tuple(s["stride"]), pad=tuple(s["pad"]))
        cands = [dict(known[c["instance"]], ms=c["ms"]) for c in row["candidates"]
                 if c.get("ms") and c["instance"] in known and "accumulate" not in c["instance"]]
        rows.append((row["problem"], p, cands))
    return rows


def tile_class(c, p):
    return (tuple(c["block"]), c["stages"], c.get("loads"), c.get("specialization"),
            mirror_model.is_patch_tile(c), len(p.input))


def terms(c, p):
    """(block-step bytes, traffic bytes, shipped modelled bytes) of c on p."""
    micro = WgmmaMicroKernel
    _, shipped = mirror_model.mirror(c, p, micro.split_pass_bytes, None, None, mirror_model.step_price(c))
    _, unit = mirror_model.mirror(c, p, micro.split_pass_bytes, 0.0, 1.0, 1.0)       # feed 1
    _, no_steps = mirror_model.mirror(c, p, micro.split_pass_bytes, 0.0, 1.0, 0.0)   # traffic only
    return unit - no_steps, no_steps, shipped


def main():
    rows = problems(spec_candidates())
    table = [(name, p, [(c, *terms(c, p)) for c in cands]) for name, p, cands in rows]
    bytes_per_ms = statistics.median(shipped / c["ms"] for _, _, cs in table for c, _, _, shipped in cs)
    order = mirror_model.spec_order()

    def choose(p, scored):
        keyed = [(selection.preference(mirror_model.instance(c, order), p, True, float(f"{t:.4g}"), 1,
                                       mirror_model.SMS), c) for c, t in scored]
        return min(keyed, key=lambda k: k[0])[1]

    for label, keep in (("2D", lambda p: len(p.input) == 2), ("3D", lambda p: len(p.input) == 3)):
        shipped_r, priced_r = [], []
        for k, (name, p, cs) in enumerate(table):
            if not keep(p):
                continue
            prices = {}
            for j, (_, q, others) in enumerate(table):
                if j == k:
                    continue
                for c, steps, traffic, _ in others:
                    if steps > 0:
                        prices.setdefault(tile_class(c, q), []).append(
                            max(0.0, c["ms"] * bytes_per_ms - traffic) / steps)
            best = min(c["ms"] for c, *_ in cs)
            shipped_choice = choose(p, [(c, shipped) for c, _, _, shipped in cs])
            priced = []
            for c, steps, traffic, shipped in cs:
                known = prices.get(tile_class(c, p))
                priced.append((c, steps * statistics.median(known) + traffic if known else shipped))
            priced_choice = choose(p, priced)
            shipped_r.append(shipped_choice["ms"] / best)
            priced_r.append(priced_choice["ms"] / best)
            if priced_choice["instance"] != shipped_choice["instance"]:
                print(f"  {label} {name[:48]:48s} {shipped_choice['instance'][11:]} {shipped_choice['ms']*1e3:.1f} -> "
                      f"{priced_choice['instance'][11:]} {priced_choice['ms']*1e3:.1f} us (best {best*1e3:.1f})")
        for what, r in (("shipped model", shipped_r), ("measured tile prices (leave-one-out)", priced_r)):
            g = math.exp(sum(map(math.log, r)) / len(r))
            print(f"{label}, {len(r)} problems, {what}: select / best geomean {g:.4f}, worst {max(r):.2f}, "
                  f"over 1.1x {sum(x > 1.1 for x in r)}")


if __name__ == "__main__":
    main()
