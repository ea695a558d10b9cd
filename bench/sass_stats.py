"""Per-kernel SASS counts of built hipconv libraries (run where cuobjdump is).

    python bench/sass_stats.py LIB.so [LIB.so ...] [--kernels GLOB]

Prints, for every kernel function in the libraries' embedded cubins, the number
of SASS instructions and of the ones that matter for the tensor-core kernels:
HMMA (mma.sync), HGMMA (wgmma), LDSM (ldmatrix), LDGSTS (cp.async), LDG/STG,
BAR (barriers) and LDL/STL (local memory: spills). A non-zero LDL/STL count is a
defect for a shipped instance (NOTES.md, "k64 spills").
"""

from __future__ import annotations

import argparse
import fnmatch
import re
import subprocess
import sys
from collections import Counter

_ARCH = re.compile(r"^\s*arch\s*=\s*(\S+)")
_FUNCTION = re.compile(r"^\s*Function\s*:\s*(\S+)")
_INSTRUCTION = re.compile(r"/\*[0-9a-f]{4,}\*/\s+(?:@!?U?P\w+\s+)?([A-Z][A-Z0-9_]*)(\.[\w.]+)?")
COLUMNS = ("HMMA", "HGMMA", "LDSM", "LDGSTS", "LDG", "STG", "BAR", "LDL", "STL")


def parse(sass: str) -> dict[tuple[str, str], Counter]:
    """{(arch, kernel name): Counter of opcodes (without modifiers), plus 'total'}."""
    kernels: dict[tuple[str, str], Counter] = {}
    current, arch = None, "?"
    for line in sass.splitlines():
        match = _ARCH.match(line)
        if match:
            arch = match.group(1)
            continue
        match = _FUNCTION.match(line)
        if match:
            current = kernels.setdefault((arch, match.group(1)), Counter())
            continue
        if current is None:
            continue
        match = _INSTRUCTION.search(line)
        if match:
            current[match.group(1)] += 1
            current["total"] += 1
    return kernels


def short_name(mangled: str) -> str:
    """The kernel's own name in a mangled one: the last length-prefixed identifier
    (Itanium ABI: ``<length><identifier>``) ending in _kernel or _finish."""
    names = []
    for match in re.finditer(r"(?=(\d{1,3}))", mangled):   # every digit run and its tails
        digits = match.group(1)
        length, start = int(digits), match.start() + len(digits)
        name = mangled[start:start + length]
        if len(name) == length and re.fullmatch(r"[A-Za-z_]\w*", name):
            names.append(name)
    kernels = [n for n in names if n.endswith(("_kernel", "_finish"))]
    return (kernels or names or [mangled])[-1]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("libraries", nargs="+")
    ap.add_argument("--kernels", default="*", help="glob over kernel names (default: all)")
    args = ap.parse_args(argv)
    print(f"{'arch':7s} {'kernel':55s} {'total':>6s} " + " ".join(f"{c:>6s}" for c in COLUMNS))
    for lib in args.libraries:
        try:
            sass = subprocess.run(["cuobjdump", "-sass", lib], capture_output=True, text=True,
                                  check=True).stdout
        except (OSError, subprocess.CalledProcessError) as exc:
            print(f"{lib}: cuobjdump failed: {exc}", file=sys.stderr)
            return 1
        for (arch, mangled), counts in sorted(parse(sass).items()):
            name = short_name(mangled)
            if not fnmatch.fnmatch(name, args.kernels):
                continue
            print(f"{arch:7s} {name:55s} {counts['total']:6d} "
                  + " ".join(f"{counts[c]:6d}" for c in COLUMNS))
    return 0


if __name__ == "__main__":
    sys.exit(main())
