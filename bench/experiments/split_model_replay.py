"""Experiment helper (not a product command): the backward-weight split cost model replayed in Python.

    python3 bench/experiments/split_model_replay.py

For R3D-18's 3x3x3 layers at N = 8 and the wgmma TMA backward-weight tiles (64x128 8 stages, the
shipped 64x192 / 64x256 / 128x128 / 128x256), prints the split S each tile's modelled_split()
would pick and the time modelled_bytes() would report (in MB of DRAM traffic), best first -- the
order select's criterion modelled-time gives them.  The formulas are those of
codegen/templates/kernels/backward_weight_splitk.mako (modelled_split, modelled_bytes); the
constants are the generated ones (kBlockOverheadSteps 6, kSplitFlopsPerByte 120, kSplitPassBytes,
each tile's kFeedBound from generated/bwd_weight/src and session 9's 64x128 experiment), one
resident block a multiprocessor (every tile here holds over 113 KiB of shared memory) and an
H100's 132 multiprocessors.  It reproduces the choices runs 54 and 56 measured (docs/journal.md,
session 9) and shows why select would not take the 64x128 tile on layer1, where it ran fastest.
"""

import math

MULTIPROCESSORS = 132
BLOCK_K = 64
OVERHEAD_STEPS = 6
FLOPS_PER_BYTE = 120
PASS_BYTES = 23068672.0

# tile: (block.m, block.n, kFeedBound)
TILES = {
    "64x128": (64, 128, 1.515716566510398),
    "64x192": (64, 192, 1.4122984547317496),
    "64x256": (64, 256, 1.3586551826765378),
    "128x128": (128, 128, 1.1884016386440022),
    "128x256": (128, 256, 1.0),
}

# name: (N, C, K, output extents, taps)
PROBLEMS = {
    "r3d18 layer1 3x3x3 16x56x56 C=K=64": (8, 64, 64, (16, 56, 56), 27),
    "r3d18 layer3 3x3x3 4x14x14 C=K=256": (8, 256, 256, (4, 14, 14), 27),
    "r3d18 layer3.0 s2 C=128 K=256 (out 4x14x14)": (8, 128, 256, (4, 14, 14), 27),
    "r3d18 layer4 3x3x3 2x7x7 C=K=512": (8, 512, 512, (2, 7, 7), 27),
}


def ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def modelled(block_m, block_n, feed_bound, n, c, k, output, taps, resident=1):
    """(S, modelled time in MB, tiles) as modelled_split / modelled_bytes compute them."""
    tiles = ceil_div(k, block_m) * ceil_div(c * taps, block_n)
    k_steps = ceil_div(n * math.prod(output), BLOCK_K)
    upper = min(256, max(1, k_steps // 4))
    slice_steps = 4.0 * k * taps * c * FLOPS_PER_BYTE / (block_m * block_n * BLOCK_K * MULTIPROCESSORS)
    step_bytes = 2.0 * block_m * block_n * BLOCK_K * MULTIPROCESSORS / FLOPS_PER_BYTE
    pass_steps = PASS_BYTES / step_bytes
    best = None
    for splits in range(1, upper + 1):
        waves = ceil_div(tiles * splits, MULTIPROCESSORS * resident)
        block_steps = waves * (ceil_div(k_steps, splits) + OVERHEAD_STEPS)
        traffic = splits * slice_steps + (pass_steps if splits > 1 else 0.0)
        if best is None or block_steps + traffic < best[1] + best[2]:
            sharing = min(resident, ceil_div(tiles * splits, MULTIPROCESSORS))
            best = (splits, block_steps, traffic, sharing)
    splits, block_steps, traffic, sharing = best
    return splits, step_bytes * (block_steps * feed_bound * sharing + traffic) / 1e6, tiles


def main() -> None:
    for name, problem in PROBLEMS.items():
        ranked = sorted((modelled(m, n, f, *problem) + (tile,)) for tile, (m, n, f) in TILES.items())
        ranked.sort(key=lambda r: r[1])
        print(name)
        for splits, megabytes, tiles, tile in ranked:
            print(f"    {tile:8s} S={splits:3d} tiles={tiles:4d} modelled {megabytes:8.2f} MB")


if __name__ == "__main__":
    main()
