"""Issue 9's large-problem check on the lent GPU: an instance with index_bits: 64 on a
problem whose tensors pass 2^31 elements, against the spec's GPU reference, on
device-resident random inputs (nothing copied to the host but the verdict).

    python3 bench/verify_large.py [--spec specs/fwd.yaml] [--instance fwd_2d_fp16_index64]

Also shows that a 32-bit instance refuses the problem (index-range) instead of
computing a wrong answer.  Exits non-zero when the check fails.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import runtime  # noqa: E402
from codegen.status import Status  # noqa: E402


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--spec", default="specs/fwd.yaml")
    ap.add_argument("--instance", default="fwd_2d_fp16_index64")
    ap.add_argument("--narrow", default="fwd_2d_fp16_vec4", help="a 32-bit instance that must refuse")
    args = ap.parse_args(argv)
    started = time.time()
    lib = runtime.build(args.spec, platform="nvidia", quiet=True)
    print(f"built {args.spec} in {time.time() - started:.0f} s on {lib.device_name}")
    # x and y: 16 * 4100 * 4100 * 8 = 2,151,680,000 elements each (2^31 = 2,147,483,648)
    problem = runtime.ConvProblem(G=1, N=16, C=8, K=8, input=(4100, 4100), filter=3, pad=1)
    sizes = {role: int(__import__("math").prod(getattr(problem, f"{role}_shape"))) for role in "xwy"}
    print(f"problem {problem}: elements x {sizes['x']:,} w {sizes['w']:,} y {sizes['y']:,} "
          f"(2^31 = {2**31:,})")
    narrow = lib.supports(args.narrow, problem)
    print(f"{args.narrow} (32-bit indices): {narrow.slug}")
    inst = lib.instance(args.instance)
    reference = lib.reference_for(inst, required=True)
    started = time.time()
    verdict = lib.verify(inst, problem, seed=11)
    print(f"{inst.name} vs {reference.name}: {'PASS' if verdict.ok else 'FAIL'} -- {verdict.message} "
          f"({time.time() - started:.1f} s with the random fills and both runs)")
    return 0 if verdict.ok and narrow is Status.REFUSED_INDEX_RANGE else 1


if __name__ == "__main__":
    sys.exit(main())
