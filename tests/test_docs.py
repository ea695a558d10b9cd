"""The docs say true things about the tree: every file they name in backticks exists (a
bench result under its committed `.xz` name too), and the counts they quote of the shipped
specs' instances are today's."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", ROOT / "docs" / "reference.md", ROOT / "docs" / "architecture.md",
        ROOT / "docs" / "performance.md"]
SUFFIXES = ("py", "md", "yaml", "mako", "h", "cpp", "sh", "log", "json", "png", "txt", "cmake", "toml", "cfg",
            "xz", "csv")
PATH = re.compile(r"`([A-Za-z0-9_./{},-]+\.(?:%s))`" % "|".join(SUFFIXES))
# folders a doc names paths relative to (the templates, the kernels, the operators' sources)
BASES = ("", "codegen", "codegen/templates", "codegen/templates/kernels", "codegen/templates/include",
         "codegen/templates/include/hipconv", "runtime", "runtime/csrc", "bench", "bench/experiments",
         "bench/results", "tests", "docs", "generated/bwd_data", "generated/bwd_data/include")
# names a doc uses for what a run makes or a user writes, not for files of the tree
MADE = re.compile(r"^(build|generated/[^/]+-filtered|out|my|x\.|spec\.yaml|your|/tmp|~|-|NAME\.)|hipconv/abi\.h$"
                  r"|^(bench\.(json|csv|png)|library\.json|tuning\.json|manifest\.json)$")


def _expand(path: str) -> list:
    """`a-{x,y}.log` -> [a-x.log, a-y.log]."""
    match = re.search(r"\{([^{}]*)\}", path)
    if not match:
        return [path]
    return [p for part in match.group(1).split(",") for p in _expand(path[:match.start()] + part + path[match.end():])]


def _exists(path: str) -> bool:
    for base in BASES:
        candidate = ROOT / base / path
        if candidate.exists() or Path(f"{candidate}.xz").exists():
            return True
    return False


def test_every_file_the_docs_name_exists():
    missing = []
    for doc in DOCS:
        for number, line in enumerate(doc.read_text().splitlines(), start=1):
            for name in PATH.findall(line):
                if MADE.search(name) or "..." in name:
                    continue
                for path in _expand(name):
                    if not _exists(path):
                        missing.append(f"{doc.relative_to(ROOT)}:{number}: {path}")
    assert not missing, "files the docs name that are not in the tree:\n" + "\n".join(missing)


# "`specs/NAME.yaml` (N instances)" and "... `specs/NAME.yaml` ... it has N now": a count of today
COUNT = re.compile(r"`specs/(\w+)\.yaml`(?: \((\d+) instances\)|[^.]*?\bit has (\d+) now)")


def test_the_instance_counts_the_docs_quote_are_todays():
    from codegen.parse import parse_file
    quoted = []
    for doc in DOCS:
        text = " ".join(doc.read_text().split())
        quoted += [(doc.name, name, int(a or b)) for name, a, b in COUNT.findall(text)]
    assert quoted, "the docs quote no instance count (the pattern no longer matches them?)"
    counts = {}
    for doc, name, count in quoted:
        if name not in counts:
            counts[name] = len(parse_file(str(ROOT / "specs" / f"{name}.yaml")).instances)
        assert count == counts[name], f"{doc} says specs/{name}.yaml has {count} instances; it has {counts[name]}"
