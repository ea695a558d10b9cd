"""One description of an instance: the typed model (``codegen.model.Algorithm``) is the only
place its algorithm fields are declared.  The spec parser reads each field by its type, the
serializer writes each one, ``codegen.emit.describe`` carries them into the manifest and the
registry (``hipconv_instance_info.description``, JSON) and ``runtime.Instance`` reads them
back as attributes -- so adding a field touches the model, its templates and its rule
(docs/architecture.md, "an algorithm field").  These tests hold that true for every field
the model has, and check that nothing else lists them."""

from __future__ import annotations

import ast
import dataclasses
import enum
import json
import re

import pytest

from codegen.emit import describe, emit, kernel_plan, raw_string_literal
from codegen.model import Algorithm, SplitK
from codegen.parse import parse_file, parse_text
from codegen.parse.spec import ALGORITHM_KEYS
from codegen.serialize import spec_to_yaml
from conftest import REPO_ROOT
from runtime.instance import ALGORITHM_FIELDS, Instance
from runtime.selection_data import shipped_libraries

FIELDS = tuple(f.name for f in dataclasses.fields(Algorithm))
SPECS = ("fwd", "bwd_data", "bwd_weight")


def _expected(value):
    """What the runtime reads for a model value, written independently of the code under test:
    tiles as tuples of every axis, the vector widths as a mapping, a split as its count or
    "auto", enums as their spelling, index bits as the integer."""
    if value is None:
        return None
    if isinstance(value, SplitK):
        return "auto" if value.auto else value.count
    if isinstance(value, enum.IntEnum):
        return int(value)
    if isinstance(value, enum.Enum):
        return value.value
    if dataclasses.is_dataclass(value):
        values = {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}
        return tuple(values.values()) if set(values) <= {"m", "n", "k"} else values
    return value


@pytest.fixture(scope="module")
def shipped():
    return {name: parse_file(str(REPO_ROOT / "specs" / f"{name}.yaml")) for name in SPECS}


def test_the_parser_and_the_runtime_know_exactly_the_models_fields():
    assert ALGORITHM_KEYS == FIELDS
    assert ALGORITHM_FIELDS == FIELDS
    own = {f.name for f in dataclasses.fields(Instance)} | {
        name for name, value in vars(Instance).items() if isinstance(value, property)}
    assert not own & set(FIELDS), "an Instance attribute would hide an algorithm field"


def test_every_field_of_every_shipped_instance_reads_back_on_the_runtime_instance(shipped):
    """parse -> describe (the manifest) -> runtime.Instance: every algorithm field, as the model
    has it; every field takes a value other than its default somewhere in the shipped specs
    (so the check sees each one carry information), save those no shipped instance sets."""
    libraries = shipped_libraries()
    varied = set()
    for name, spec in shipped.items():
        assert [i.name for i in spec.instances] == list(libraries[name])
        for model in spec.instances:
            inst = libraries[name][model.name]
            for field in dataclasses.fields(Algorithm):
                value = getattr(model.algorithm, field.name)
                assert getattr(inst, field.name) == _expected(value), (model.name, field.name)
                if field.default is dataclasses.MISSING or value != field.default:
                    varied.add(field.name)
    unset = set(FIELDS) - varied
    # multicast and the cluster split were measured and not shipped (docs/reference.md)
    assert unset <= {"multicast", "split_reduction"}, unset


def test_the_registry_exports_the_manifests_description(shipped):
    """The registry's description strings are the manifest's entries (less the source file)."""
    for name in SPECS:
        folder = REPO_ROOT / "generated" / name
        manifest = json.loads((folder / "manifest.json").read_text())["instances"]
        registry = (folder / "src" / "registry.cpp").read_text()
        exported = [json.loads(text) for text in re.findall(r'R"json\((.*?)\)json"', registry)]
        assert exported == [{k: v for k, v in entry.items() if k != "source"} for entry in manifest]


def test_a_round_trip_keeps_every_field(shipped):
    for spec in shipped.values():
        again = parse_text(spec_to_yaml(spec), "again.yaml")
        assert again.instances == spec.instances


def test_a_description_written_by_hand_takes_the_models_defaults():
    inst = Instance.from_description(3, {
        "name": "x", "signature": {"direction": "forward", "spatial_dim": 2, "epilogue": "acc",
                                   "layout": {"x": "NHWGC", "w": "GKYXC", "y": "NHWGK"},
                                   "data_type": {"x": "bf16", "w": "bf16", "y": "bf16"}},
        "algorithm": {"micro_kernel": "fma", "block": {"m": 64, "n": 32, "k": 8}, "thread": {"m": 4, "n": 4}}})
    defaults = Algorithm(micro_kernel=None, block=None)
    for field in FIELDS:
        if field not in ("micro_kernel", "block", "thread"):
            assert getattr(inst, field) == _expected(getattr(defaults, field)), field
    assert inst.block == (64, 32, 8) and inst.thread == (4, 4, 0) and inst.tap_teams == 1
    moved = inst.replace(direction="backward_data", block=(32, 32, 8), tile_rows=2, index=4)
    assert (moved.direction, moved.block, moved.tile_rows, moved.index) == ("backward_data", (32, 32, 8), 2, 4)
    assert inst.block == (64, 32, 8)
    with pytest.raises(TypeError, match="no 'blocks'"):
        inst.replace(blocks=(1, 1, 1))


# The files that once held a hand-written list of the algorithm's fields (a deserializer's
# keyword arguments and keys, a serializer's, the registry row's and the C struct's members)
# and the fields each may still name that way because its logic reads them.  A field *read*
# in logic (`inst.block[2]`) is not a list; a keyword argument, a quoted key or (in the
# templates) a member is.
_NO_FIELD_LISTS = {
    "codegen/parse/spec.py": {"micro_kernel", "block", "index_bits"},   # the reference kernel's implied tile
    "codegen/serialize.py": set(),
    "runtime/library.py": set(),
    "runtime/selection_data.py": set(),
    "codegen/templates/registry.cpp.mako": set(),
    "codegen/templates/abi_declarations.h.mako": set(),
}


@pytest.mark.parametrize("path", sorted(_NO_FIELD_LISTS))
def test_no_other_file_lists_the_fields(path):
    text = (REPO_ROOT / path).read_text()
    member = path.endswith(".mako")
    named = {f for f in FIELDS
             if re.search(rf"\b{f}\s*=(?!=)|[\"']{f}[\"']" + (rf"|\.{f}\b|\b{f}_[a-z]\b|\b{f};" if member else ""), text)}
    assert named <= _NO_FIELD_LISTS[path], f"{path} names {sorted(named - _NO_FIELD_LISTS[path])}"


def test_the_runtime_does_not_import_the_generators_plan():
    """Selection reads the facts it needs from the description (register windows, merged group
    widths), not from codegen.plan."""
    for path in sorted((REPO_ROOT / "runtime").glob("*.py")):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert node.module != "codegen.plan", f"{path.name} imports codegen.plan"


def test_describe_names_the_plans_facts(shipped):
    """The staged tiles' register windows and the merged groups' widths come from the plan."""
    from codegen.plan import MERGED_GROUP_MIN_WIDTH, MERGED_GROUP_WIDTH
    spec = shipped["fwd"]
    plans = [kernel_plan(i, "specs/fwd.yaml", "fwd", "") for i in spec.instances]
    staged = [p for p in plans if p.is_staged_tile and p.tile.windows]
    merged = [p for p in plans if p.instance.algorithm.merge_groups > 1]
    assert staged and merged
    for plan in staged:
        assert describe(plan)["register_windows"] == [list(w) for w in plan.tile.windows]
    for plan in merged:
        assert describe(plan)["merged_group_widths"] == [MERGED_GROUP_MIN_WIDTH, MERGED_GROUP_WIDTH]
    plain = next(p for p in plans if not p.is_staged_tile and p.instance.algorithm.merge_groups == 1)
    assert describe(plain)["register_windows"] == [] and describe(plain)["merged_group_widths"] == []


def test_a_description_a_raw_string_cannot_hold_is_refused():
    assert raw_string_literal('{"a": 1}') == 'R"json({"a": 1})json"'
    with pytest.raises(ValueError):
        raw_string_literal('{"epilogue": ")json"}')
    with pytest.raises(ValueError):
        raw_string_literal("line\nbreak")
