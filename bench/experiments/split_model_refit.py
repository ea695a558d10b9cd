"""Experiment helper (not a product command): score feed-bound refits of the split cost model
on recorded lean-loop data.

    python3 bench/experiments/split_model_refit.py

For each data set (split_model_data.py output: every candidate's event time on every Conv2d
of ResNet-50, ResNeXt-50 32x4d and RegNetY-400MF at N = 32 plus the built-in list, H200,
sessions 10-11) and candidate set, replays select's choice (runtime.selection.preference with the
mirror's modelled time, split_model_mirror.mirror) for feed_bound_intensity / _exponent pairs
and narrow_step_factor values
and prints select / best: geometric mean, worst, rows over 1.1x (split_model_mirror.score).  Patch
tiles (names xp_ or *_patches) are priced at the micro-kernel's patch_step_factor, their
reductions counted in whole patches as the C++ model does."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

import split_model_mirror as mirror_model  # noqa: E402
from codegen.micro_kernels import WgmmaMicroKernel  # noqa: E402
from runtime.bench import load_result  # noqa: E402

RESULTS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "results")
LEAN = os.path.join(RESULTS, "2026-11-28-h200-split-model-data-lean-2d.json.xz")        # run 58: flat tiles
PATCHES = os.path.join(RESULTS, "2026-11-28-h200-split-model-data-patches-2d.json.xz")  # run 60: flat + patch
SHIPPED = os.path.join(RESULTS, "2026-11-28-h200-split-model-data-shipped-2d.json.xz")  # run 66: specs/bwd_weight.yaml
SETS = {
    "shipped spec, every wgmma candidate (session 11)": (SHIPPED, lambda n: True),
    "flat: shipped 64x256 / 64x192 / 128x128": (
        LEAN, lambda n: n in ("xv_2d_64x256", "xv_2d_64x192", "xv_2d_128x128")),
    "flat: + 64x128 s8": (
        LEAN, lambda n: n in ("xv_2d_64x256", "xv_2d_64x192", "xv_2d_128x128", "xv_2d_64x128_s8")),
    "flat + patch twins: shipped tiles": (
        PATCHES, lambda n: n[3:] in ("2d_64x256", "2d_64x192", "2d_128x128", "2d_128x256")),
    "flat + patch twins: + 64x128 s8": (
        PATCHES, lambda n: n[3:] in ("2d_64x256", "2d_64x192", "2d_128x128", "2d_128x256", "2d_64x128_s8")),
}
FITS = [(128 * 256 / 384, 0.6), (64.0, 0.6), (48.0, 0.6), (128 * 256 / 384, 0.5), (128 * 256 / 384, 0.4),
        (128 * 256 / 384, 0.3), (64.0, 0.4), (0.0, 1.0)]
NARROW = (1.0, 1.3)     # the k-step price of a tile of 64-column warpgroups (narrow_step_factor)


def rows_of(path, keep):
    """The data set's problems as split_model_mirror.load gives them ({problem: (row, {instance:
    candidate})}), only the candidates `keep` names."""
    rows = {}
    for row in load_result(path)["rows"]:
        found = {c["instance"]: c for c in row["candidates"] if keep(c["instance"]) and c.get("ms")}
        if found:
            rows[row["problem"]] = (row, found)
    return rows


def main():
    for name, (path, keep) in SETS.items():
        rows = rows_of(path, keep)
        print(f"{name} ({os.path.basename(path)}, {len(rows)} problems)")
        for intensity, exponent in FITS:
            for narrow in NARROW:
                geomean, worst, over, _, _ = mirror_model.score(
                    rows, {}, WgmmaMicroKernel.split_pass_bytes / 2**20, True, intensity, exponent,
                    lambda c, narrow=narrow: mirror_model.step_price(c, narrow))
                print(f"    intensity {intensity:6.2f} exponent {exponent:.2f} narrow {narrow:.1f}: select / best "
                      f"geomean {geomean:.4f}, worst {worst:.2f}, over 1.1x {over}/{len(rows)}")


if __name__ == "__main__":
    main()
