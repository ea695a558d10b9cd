"""Experiment helper (not a product command): where select's modelled-time would put a tile.

    python3 bench/experiments/split_model_replay.py

For R3D-18's 3x3x3 layers at N = 8 and the wgmma TMA backward-weight tiles (session 9's 64x128
with 8 stages, and the shipped 64x192 / 64x256 / 128x128 / 128x256), prints the split S each
tile's modelled_split() picks and the time modelled_bytes() reports, best first -- the order
select's criterion modelled-time gives them -- through split_model_mirror.mirror (the C++ split
cost model restated, H100: 132 multiprocessors).  Shapes (shared memory, threads) are those of
the generated sources.  It reproduces the choices runs 54 and 56 measured (docs/journal.md,
session 9) and shows why select would not take the 64x128 tile on layer1, where it ran fastest.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

from codegen.micro_kernels import WgmmaMicroKernel  # noqa: E402
from runtime.problem import ConvProblem  # noqa: E402
from split_model_mirror import mirror  # noqa: E402

# tile: (block, threads, shared memory bytes) as generated
TILES = {
    "64x128 s8": ((64, 128, 64), 256, 197760),
    "64x192": ((64, 192, 64), 256, 197728),
    "64x256": ((64, 256, 64), 384, 164928),
    "128x128": ((128, 128, 64), 384, 132160),
    "128x256": ((128, 256, 64), 384, 197696),
}

PROBLEMS = {
    "r3d18 layer1 3x3x3 16x56x56 C=K=64": ConvProblem(G=1, N=8, C=64, K=64, input=(16, 56, 56),
                                                       filter=(3, 3, 3), pad=(1, 1, 1)),
    "r3d18 layer3 3x3x3 4x14x14 C=K=256": ConvProblem(G=1, N=8, C=256, K=256, input=(4, 14, 14),
                                                       filter=(3, 3, 3), pad=(1, 1, 1)),
    "r3d18 layer3.0 s2 8x28x28 C=128 K=256": ConvProblem(G=1, N=8, C=128, K=256, input=(8, 28, 28),
                                                          filter=(3, 3, 3), pad=(1, 1, 1), stride=(2, 2, 2)),
    "r3d18 layer4 3x3x3 2x7x7 C=K=512": ConvProblem(G=1, N=8, C=512, K=512, input=(2, 7, 7),
                                                     filter=(3, 3, 3), pad=(1, 1, 1)),
}


def main() -> None:
    for name, problem in PROBLEMS.items():
        ranked = []
        for tile, (block, threads, shared) in TILES.items():
            candidate = {"block": block, "threads": threads, "shared_memory_bytes": shared}
            splits, modelled = mirror(candidate, problem, WgmmaMicroKernel.split_pass_bytes)
            ranked.append((modelled, tile, splits))
        print(name)
        for modelled, tile, splits in sorted(ranked):
            print(f"    {tile:10s} S={splits:3d} modelled {modelled / 1e6:8.2f} MB")


if __name__ == "__main__":
    main()
