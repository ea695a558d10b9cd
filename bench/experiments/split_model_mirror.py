"""Experiment helper (not a product command): score the backward-weight wgmma ranking offline.

    python bench/experiments/split_model_mirror.py [--check] [RESULT.json ...]

A Python mirror of the split cost model of kernels/backward_weight_splitk.mako (split_k auto:
the S of the lowest modelled time, and modelled_bytes at that S) for the wgmma tiles, with the
H100's 132 multiprocessors and residency by shared memory and threads.  Over the recorded
split-model data (default: bench/results/2026-11-24-h100-split-model-data-after-{1,2}.json.xz,
every wgmma candidate's event time, min of the files per candidate) it ranks the candidates of
each problem with runtime.selection.preference and prints select's time over the best, for
variants of the split pass's price (wgmma split_pass_bytes) and of criterion fills-device
("as before", the rule until 2026-11-25: every launch whose blocks x 4 are fewer than the
multiprocessors last; "exempt", runtime.selection's rule now: wgmma tiles with the model left
to modelled-time).  A variant that changes
the split S of a selected tile is flagged: its time at the new S was not measured.

--check first compares the mirror's (S-independent) modelled_bytes with every recorded value
at the recorded pass price (16 MiB) and feed-bound exponent (0.6) and exits non-zero on a
mismatch.
"""

from __future__ import annotations

import argparse
import math
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)

from codegen.micro_kernels import WgmmaMicroKernel  # noqa: E402
from codegen.parse import parse_file  # noqa: E402
from runtime import selection  # noqa: E402
from runtime.bench import load_result  # noqa: E402
from runtime.instance import Instance  # noqa: E402
from runtime.problem import ConvProblem  # noqa: E402

DATA = [os.path.join(ROOT, "bench", "results", f"2026-11-24-h100-split-model-data-after-{n}.json.xz")
        for n in (1, 2)]
SMS = 132                      # H100
SHARED_PER_SM = 233472         # bytes of shared memory one multiprocessor gives blocks (228 KiB)
RECORDED_PASS_MIB = 16         # the price the data was recorded with
RECORDED_EXPONENT = 0.6        # ... and the feed-bound exponent (no narrow_step_factor then)
MAX_SPLIT_K = 256


def load(paths):
    """{problem name: (row, {instance: candidate})}, the fastest record per candidate."""
    rows = {}
    for path in paths:
        for row in load_result(path)["rows"]:
            _, found = rows.setdefault(row["problem"], (row, {}))
            for c in row["candidates"]:
                if c.get("ms") is not None and "accumulate" not in c["instance"]:
                    if c["instance"] not in found or c["ms"] < found[c["instance"]]["ms"]:
                        found[c["instance"]] = c
    return rows


def spec_order():
    spec = parse_file(os.path.join(ROOT, "specs", "bwd_weight.yaml"))
    return {inst.name: k for k, inst in enumerate(spec.instances)}


def instance(c, order):
    block = tuple(c["block"])
    return Instance.from_description(order.get(c["instance"], 10**6), {
        "name": c["instance"], "threads": c["threads"], "shared_memory_bytes": c["shared_memory_bytes"],
        "signature": {"direction": "backward_weight", "spatial_dim": 2,
                      "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"},
                      "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}, "accumulator": "fp32", "epilogue": "acc"},
        "algorithm": {"micro_kernel": "wgmma", "specialization": c["specialization"],
                      "block": dict(zip("mnk", block)), "warpgroup": {"m": 64, "n": block[1]},
                      "stages": c["stages"], "vector": {"x": 8, "w": 8, "y": 8}, "split_k": "auto",
                      "deterministic": True, "loads": c["loads"]}})


def problem_of(row):
    return ConvProblem(G=row["G"], N=row["N"], C=row["C"], K=row["K"], input=tuple(row["input"]),
                       filter=tuple(row["filter"]), stride=tuple(row["stride"]),
                       pad=tuple(f // 2 for f in row["filter"]))


def tiles_of(c, p):
    bm, bn, _ = c["block"]
    return p.G * math.ceil(p.K / bm) * math.ceil(math.prod(p.filter) * p.C / bn)


def is_patch_tile(c):
    """A position-patch tile (position_boxes: patches): *_patches in the spec, xp_ in the experiments."""
    return c["instance"].endswith("_patches") or c["instance"].startswith("xp_")


def step_price(c, narrow=None):
    """Candidate c's k-step price in the shipped model (kFeedBound's factors beside the feed
    bound): the micro-kernel's patch_step_factor for a patch tile times `narrow` (default the
    micro-kernel's narrow_step_factor) for a tile of 64-column warpgroups -- in these data the
    tiles whose block.n is 64 (warpgroup.n = block.n there)."""
    micro = WgmmaMicroKernel
    narrow = micro.narrow_step_factor if narrow is None else narrow
    return ((micro.patch_step_factor if is_patch_tile(c) else 1.0) *
            (narrow if c["block"][1] == 64 else 1.0))


def patch_count(p, block_k):
    """The patches a patch tile's reduction runs over on p: the C++ patch_shape's search restated
    (extents along (w, .., n), powers of two multiplying to block_k, a spatial extent below twice
    its axis and with X's box, extent * stride, within 256; the fewest padded positions, the
    first found among equal ones, longest extents innermost first)."""
    sizes = list(reversed(p.output)) + [p.N]
    strides = list(reversed(p.stride)) + [1]
    log_k = block_k.bit_length() - 1
    best = [None, None]          # padded positions, patches

    def search(axis, log_left, padded, patches):
        log = log_left
        if axis < len(sizes) - 1:
            while log > 0 and ((1 << (log - 1)) >= sizes[axis] or (strides[axis] << log) > 256):
                log -= 1
        while log >= 0:
            if axis == len(sizes) - 1 and log != log_left:
                return
            count = -(-sizes[axis] // (1 << log))
            here = padded * count * (1 << log)
            if axis < len(sizes) - 1:
                search(axis + 1, log_left - log, here, patches * count)
            elif best[0] is None or here < best[0]:
                best[0], best[1] = here, patches * count
            log -= 1

    search(0, log_k, 1, 1)
    return best[1]


def mirror(c, p, pass_bytes, intensity=None, exponent=None, step_factor=1.0):
    """(S, modelled_bytes) of candidate c on problem p: the C++ model restated -- with the
    micro-kernel's feed bound, or the intensity / exponent given (a refit), a k-step priced at
    step_factor (a patch tile's patch_step_factor); a patch tile's reduction counted in whole
    patches, as the C++ pads it."""
    micro = WgmmaMicroKernel
    flops_per_byte, overhead = micro.split_flops_per_byte, micro.split_block_overhead_steps
    bm, bn, bk = c["block"]
    k_steps = patch_count(p, bk) if is_patch_tile(c) else math.ceil(p.N * math.prod(p.output) / bk)
    tiles = tiles_of(c, p)
    upper = min(MAX_SPLIT_K, max(1, k_steps // 4), max(1, 65535 // p.G))
    w_elements = p.G * p.K * math.prod(p.filter) * p.C
    per_sm = max(1, min(SHARED_PER_SM // (c["shared_memory_bytes"] + 1024), 2048 // c["threads"]))
    slice_steps = 4.0 * w_elements * flops_per_byte / (bm * bn * bk * SMS)
    step_bytes = 2.0 * bm * bn * bk * SMS / flops_per_byte
    best = None
    for s in range(1, upper + 1):
        block_steps = math.ceil(tiles * s / (SMS * per_sm)) * (math.ceil(k_steps / s) + overhead)
        traffic = s * slice_steps + (pass_bytes / step_bytes if s > 1 else 0.0)
        if best is None or block_steps + traffic < best[1] + best[2]:
            best = (s, block_steps, traffic, min(per_sm, math.ceil(tiles * s / SMS)))
    intensity = micro.feed_bound_intensity if intensity is None else intensity
    exponent = micro.feed_bound_exponent if exponent is None else exponent
    feed = max(1.0, intensity * (bm + bn) / (bm * bn)) ** exponent * step_factor
    return best[0], step_bytes * (best[1] * feed * best[3] + best[2])


def applies(c, p):
    return c["specialization"] != "filter1x1_stride1_pad0" or (p.filter == (1, 1) and p.stride == (1, 1))


def score(rows, order, pass_mib, exempt, intensity=None, exponent=None, step_of=lambda c: 1.0):
    """(geomean select / best, max, rows > 1.1x, rows > 1.25x, selected tiles whose S changed),
    with the feed bound's intensity / exponent given (mirror's defaults: the micro-kernel's) and
    step_of(c) the price of candidate c's k-step (a patch tile's patch_step_factor)."""
    ratios, changed = [], 0
    for row, found in rows.values():
        p = problem_of(row)
        keyed = []
        for c in found.values():
            if not applies(c, p):
                continue
            s, modelled = mirror(c, p, pass_mib * 2**20, intensity, exponent, step_of(c))
            # runtime.selection's fills-device exempts these tiles (the shipped rule); "as before"
            # puts the old rule's key in front -- the criteria ahead of it tie among wgmma tiles
            demoted = not exempt and 4 * tiles_of(c, p) * s < SMS
            keyed.append(((demoted, selection.preference(instance(c, order), p, True, modelled, 1, SMS)), c, s))
        _, chosen, s = min(keyed, key=lambda t: t[0])
        changed += s != mirror(chosen, p, RECORDED_PASS_MIB * 2**20)[0]
        ratios.append(chosen["ms"] / min(c["ms"] for _, c, _ in keyed))
    geomean = math.exp(sum(map(math.log, ratios)) / len(ratios))
    return geomean, max(ratios), sum(r > 1.1 for r in ratios), sum(r > 1.25 for r in ratios), changed


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("results", nargs="*", default=DATA)
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    rows, order = load(args.results), spec_order()
    if args.check:
        bad = [(name, c["instance"]) for name, (row, found) in rows.items() for c in found.values()
               if not math.isclose(mirror(c, problem_of(row), RECORDED_PASS_MIB * 2**20,
                                          exponent=RECORDED_EXPONENT)[1],
                                   c["modelled_bytes"], rel_tol=1e-9)]
        total = sum(len(found) for _, found in rows.values())
        print(f"mirror against the recorded modelled_bytes: {total - len(bad)} of {total} equal")
        if bad:
            print("differ:", *bad[:10], sep="\n  ")
            sys.exit(1)
    print(f"{len(rows)} problems; select / best over the wgmma candidates")
    print("pass MiB  fills-device  geomean   max  >1.1x  >1.25x  selected S changed")
    for pass_mib in (16, 20, 22, 24):
        for exempt in (False, True):
            g, worst, over_10, over_25, changed = score(rows, order, pass_mib, exempt)
            print(f"{pass_mib:8d}  {'exempt' if exempt else 'as before':12s}  {g:7.4f} {worst:5.2f} "
                  f"{over_10:6d} {over_25:7d}  {changed:6d}")


if __name__ == "__main__":
    main()
