"""A spec of some instances of a shipped spec, for a short device build (an A/B between two
trees, a fused-epilogue comparison): the named instances, expanded, with their targets cut to
the given ones.

    python3 bench/spec_subset.py specs/fwd.yaml --instances fwd_2d_bf16_wgmma_tma_1x1,... \\
        [--targets sm_90a] [--tree OLD_TREE] --out subset.yaml

--tree reads SPEC and the codegen that expands it from another checkout (a `git archive` of an
older commit), so both sides of an A/B get the same instances as their own code spells them.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("spec")
    parser.add_argument("--instances", required=True, help="comma-separated instance names")
    parser.add_argument("--targets", default="sm_90a", help="comma-separated targets kept (default sm_90a)")
    parser.add_argument("--tree", default=str(Path(__file__).resolve().parent.parent),
                        help="the checkout whose codegen expands SPEC (default: this one)")
    parser.add_argument("--out", required=True)
    args = parser.parse_args(argv)
    sys.path.insert(0, args.tree)
    import yaml
    from codegen.parse import parse_file
    from codegen.serialize import spec_to_dict
    names = [n for n in args.instances.split(",") if n]
    targets = [t for t in args.targets.split(",") if t]
    spec = spec_to_dict(parse_file(str(Path(args.tree) / args.spec)))
    chosen = [i for i in spec["instances"] if i["name"] in names]
    missing = sorted(set(names) - {i["name"] for i in chosen})
    if missing:
        parser.error(f"{args.spec}: no instance {', '.join(missing)}")
    for inst in chosen:
        kept = [t for t in inst["targets"] if t in targets]
        if not kept:
            parser.error(f"{inst['name']}: none of its targets {inst['targets']} is in --targets")
        inst["targets"] = kept
    spec["instances"] = chosen
    Path(args.out).write_text(yaml.safe_dump(spec, sort_keys=False), encoding="utf-8")
    print(f"{len(chosen)} instances of {args.spec} -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
