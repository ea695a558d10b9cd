"""The structure tells the truth: no import cycle among the modules of codegen and runtime
(function-level imports count), no module importing another's private names, and the
model holding no behaviour (it imports no other codegen module but errors and epilogue); the
tracked tree small enough for the device tool's copy, bench/results committed xz-compressed."""

from __future__ import annotations

import ast
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import REPO_ROOT

PACKAGES = ("codegen", "runtime")


def _modules() -> dict:
    found = {}
    for package in PACKAGES:
        for path in (REPO_ROOT / package).rglob("*.py"):
            name = ".".join(path.relative_to(REPO_ROOT).with_suffix("").parts)
            found[name.removesuffix(".__init__")] = path
    return found


def _imports(modules: dict) -> dict:
    """module -> {(imported module, imported name)} for every import statement, at any depth."""
    edges = {m: set() for m in modules}
    for module, path in modules.items():
        package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[:len(package.split(".")) - node.level + 1]
                    target = ".".join(base + ([node.module] if node.module else []))
                else:
                    target = node.module or ""
                for alias in node.names:
                    full = f"{target}.{alias.name}"
                    if full in modules:
                        edges[module].add((full, ""))
                    elif target in modules:
                        edges[module].add((target, alias.name))
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name in modules:
                        edges[module].add((alias.name, ""))
    return edges


def _cycles(graph: dict) -> list:
    index, low, stack, on, found, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))
    for v in graph:
        if v not in index:
            visit(v)
    return found


def test_no_import_cycles():
    modules = _modules()
    edges = _imports(modules)
    graph = {m: {target for target, _ in e if target != m} for m, e in edges.items()}
    assert _cycles(graph) == []


def test_no_module_imports_another_modules_private_names():
    edges = _imports(_modules())
    private = sorted(f"{m} imports {name} from {target}" for m, e in edges.items() for target, name in e
                     if name.startswith("_") and target != m)
    assert private == []


def test_no_module_reaches_into_a_library_object_s_privates():
    """Other modules use the Library's public surface (abi, check_status, choose, ...)."""
    pattern = re.compile(r"\b(lib|library|self\.lib)\._[a-z]\w*")
    offenders = []
    for module, path in _modules().items():
        if module == "runtime.library":
            continue
        for number, line in enumerate(path.read_text().splitlines(), start=1):
            if pattern.search(line):
                offenders.append(f"{path.relative_to(REPO_ROOT)}:{number}: {line.strip()}")
    assert offenders == []


def test_the_model_holds_no_behaviour():
    edges = _imports(_modules())
    imported = {target for target, _ in edges["codegen.model"]}
    assert imported <= {"codegen.errors", "codegen.epilogue"}, imported


def test_the_selection_rule_is_data_and_documented():
    """Every criterion of runtime.selection has its row in docs/reference.md (the table is
    the output of python -m runtime.selection), ids unique."""
    from runtime.selection import CRITERIA, markdown_table
    ids = [c.id for c in CRITERIA]
    assert len(ids) == len(set(ids))
    reference = (REPO_ROOT / "docs" / "reference.md").read_text()
    assert markdown_table() in reference


def test_a_layout_family_is_data():
    """The "where to touch" recipe for a layout: a spec naming only the family
    (layout: channels_first) gets each role's layout, axes and strides from the model, and
    the generated kernel reads every stride from those axes (no name tests)."""
    from codegen.emit import emit
    from codegen.model import LAYOUTS, Layout, LayoutFamily, TensorRole
    from codegen.parse import parse_text
    for family in LayoutFamily:
        for dims in (1, 2, 3):
            for role in TensorRole:
                layout = family.layout_for(role, dims)
                assert LAYOUTS[layout].role is role and layout.spatial_dim == dims
    spec = parse_text("""\
library: cf
instances:
  - name: cf_fwd
    signature: {direction: forward, spatial_dim: 2, data_type: fp32, layout: channels_first}
    algorithm: {micro_kernel: fma, block: {m: 64, n: 64, k: 8}, thread: {m: 4, n: 4}}
    targets: [sm_80]
""", "cf.yaml")
    sig = spec.instances[0].signature
    assert (sig.x.layout, sig.w.layout, sig.y.layout) == (Layout.NGCHW, Layout.GKCYX, Layout.NGKHW)
    source = {f.path: f.content for f in emit(spec)}["src/cf_fwd.cpp"]
    for field in ("x_stride_c", "w_stride_c", "y_stride_k", "x_stride_s[1]"):
        assert field in source, field


def test_a_kernel_family_is_one_registration(monkeypatch):
    """The "where to touch" recipe for a kernel family: one KernelFamily in
    codegen/families.py's table routes the instances it claims to its template (here a toy
    family claiming `toy_*` instances, rendered with the reference template), and the
    generated banner names it; every shipped instance belongs to exactly the family its
    banner names."""
    from codegen import families
    from codegen.emit import emit
    from codegen.model import Direction
    from codegen.parse import parse_file, parse_text
    toy = families.KernelFamily("toy", lambda i: i.name.startswith("toy_"),
                                {Direction.FORWARD: "kernels/reference.cpp.mako"})
    monkeypatch.setattr(families, "FAMILIES", [toy] + families.FAMILIES)
    spec = parse_text("""\
library: toys
instances:
  - name: toy_fwd
    signature: {direction: forward, spatial_dim: 1, data_type: fp32}
    algorithm: {micro_kernel: fma, block: {m: 64, n: 64, k: 8}, thread: {m: 4, n: 4}}
    targets: [sm_80]
""", "toys.yaml")
    source = {f.path: f.content for f in emit(spec)}["src/toy_fwd.cpp"]
    assert "The GPU reference of forward" in source and "algorithm: toy (" in source
    monkeypatch.undo()
    for name in ("fwd", "bwd_data", "bwd_weight"):
        for inst in parse_file(str(REPO_ROOT / "specs" / f"{name}.yaml")).instances:
            assert families.family_of(inst) in families.FAMILIES


def test_the_tracked_tree_fits_the_device_tool_s_copy():
    """The device tool copies the working tree to the lent GPU machine under a 64 MiB limit:
    the tracked files stay under 48 MB, leaving room for the ignored paths carried beside them."""
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=REPO_ROOT, capture_output=True)
    if listed.returncode != 0:
        pytest.skip("not a git checkout")
    paths = [REPO_ROOT / p for p in listed.stdout.decode().split("\0") if p]
    total = sum(os.path.getsize(p) for p in paths if p.is_file())
    assert total < 48e6, (f"tracked files total {total / 1e6:.1f} MB: the device tool copies the tree "
                          "under 64 MiB; commit bench/results files as NAME.xz (xz -9e)")


def test_bench_results_are_committed_compressed():
    """bench/results keeps its JSON and long logs as NAME.xz (runtime.bench.load_result reads
    them, `xz -dk NAME.xz` unpacks one): no other file there reaches 200 KB."""
    results = REPO_ROOT / "bench" / "results"
    if not results.is_dir():
        pytest.skip("no bench/results in this tree")
    large = sorted(str(Path(root, name).relative_to(REPO_ROOT))
                   for root, _, names in os.walk(results) for name in names
                   if not name.endswith((".png", ".gz", ".xz")) and os.path.getsize(Path(root, name)) > 200_000)
    assert large == [], f"compress with xz -9e and commit NAME.xz (the device tool's 64 MiB copy): {large}"
