"""Stage 1 of the flow: YAML spec -> typed model (codegen/parse/).

Valid specs: defaults, cross products, layouts, data types, vector and
split-K shorthands.  Malformed specs: every error is a SpecError whose
file, line, YAML path and accepted values are checked field by field.
Round trip: serialize.spec_to_yaml(parse(spec)) parses back to the same
instances.  CLI: a malformed spec prints one line, exits 2, writes nothing.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from codegen import SpecError, parse_file, parse_text
from codegen.model import (Algorithm, BlockTile, DataType, Direction, ElementwiseOp, IndexBits,
                           Layout, LayoutFamily, MicroKernel, Specialization, SplitK, Target,
                           TensorRole, ThreadTile, VectorWidths)
from codegen.serialize import spec_to_yaml
from conftest import REPO_ROOT, line_of

FILE = "t.yaml"

# A valid spec used as the starting point of most cases below; its line
# numbers are found with line_of(), never hard-coded twice.
BASE = textwrap.dedent("""\
    # a test spec
    library: testlib
    defaults:
      signature:
        direction: backward_data
        layout: channels_last
        accumulator: fp32
      algorithm:
        micro_kernel: fma
        stages: 2
        block: {m: 64, n: 64, k: 8}
      targets: [gfx90a, sm_80]
    instances:
      - name: first_{spatial_dim}d_{data_type}
        signature:
          spatial_dim: [1, 2, 3]
          data_type: [fp32, fp16]
        algorithm:
          thread: {m: 4, n: 4}
          vector: 1
      - name: second
        signature: {spatial_dim: 2, data_type: bf16}
        algorithm:
          block: {k: 16}
          thread: {m: 4, n: 4}
          vector: {y: 4}
""")


def parse(text: str, validate: bool = True):
    return parse_text(text, FILE, validate=validate)


def error_of(text: str, validate: bool = True) -> SpecError:
    with pytest.raises(SpecError) as info:
        parse(text, validate)
    error = info.value
    assert error.file == FILE
    return error


def replace_once(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, f"{old!r} must occur exactly once"
    return text.replace(old, new)


# --------------------------------------------------------------------------
# valid specs
# --------------------------------------------------------------------------

def test_base_spec_expands_cross_product_and_names():
    spec = parse(BASE)
    assert spec.library == "testlib"
    assert spec.path == FILE
    assert spec.dropped == ()
    names = [i.name for i in spec.instances]
    # 3 spatial dims x 2 data types, in row-major order of the axes, then the explicit one
    assert names == ["first_1d_fp32", "first_1d_fp16", "first_2d_fp32", "first_2d_fp16",
                     "first_3d_fp32", "first_3d_fp16", "second"]
    line = line_of(BASE, "- name: first_")
    for inst in spec.instances[:6]:
        assert inst.location.file == FILE
        assert inst.location.line == line
        assert inst.location.path == "instances[0]"
    assert spec.instances[6].location.line == line_of(BASE, "- name: second")
    assert spec.instances[6].location.path == "instances[1]"
    by_name = {i.name: i for i in spec.instances}
    assert by_name["first_3d_fp16"].signature.spatial_dim == 3
    assert by_name["first_3d_fp16"].signature.x.data_type is DataType.FP16


def test_cross_product_count_is_product_of_axes():
    text = textwrap.dedent("""\
        library: l
        instances:
          - name: i_{spatial_dim}_{data_type}_{block.k}_{vector}_{stages}
            signature: {direction: backward_data, spatial_dim: [1, 2], data_type: [fp32, fp16, bf16]}
            algorithm:
              block: {m: 64, n: 64, k: [8, 16]}
              thread: {m: 4, n: 4}
              vector: [1, 2, 4]
              stages: [1, 2]
            targets: [sm_80]
    """)
    spec = parse(text)
    assert len(spec.instances) == 2 * 3 * 2 * 3 * 2
    assert len({i.name for i in spec.instances}) == len(spec.instances)
    inst = {i.name: i for i in spec.instances}["i_2_bf16_16_4_1"]
    assert inst.signature.spatial_dim == 2
    assert inst.signature.y.data_type is DataType.BF16
    assert inst.algorithm.block == BlockTile(64, 64, 16)
    assert inst.algorithm.vector == VectorWidths(4, 4, 4)
    assert inst.algorithm.stages == 1


def test_defaults_merge_deeply_and_instance_wins():
    spec = parse(BASE)
    first = spec.instances[0]
    second = spec.instances[-1]
    # from defaults
    assert first.signature.direction is Direction.BACKWARD_DATA
    assert first.algorithm.micro_kernel is MicroKernel.FMA
    assert first.algorithm.stages == 2
    assert first.targets == (Target.GFX90A, Target.SM_80)
    assert first.algorithm.block == BlockTile(64, 64, 8)
    # block.k overridden, block.m/n still from the defaults (deep merge)
    assert second.algorithm.block == BlockTile(64, 64, 16)
    assert second.algorithm.thread == ThreadTile(4, 4)


def test_instance_overrides_default_targets_and_scalars():
    text = replace_once(BASE, "    algorithm:\n      block: {k: 16}",
                        "    targets: [gfx940]\n    algorithm:\n      block: {k: 16}\n      stages: 1")
    second = parse(text).instances[-1]
    assert second.targets == (Target.GFX940,)
    assert second.algorithm.stages == 1
    assert parse(text).instances[0].targets == (Target.GFX90A, Target.SM_80)


def test_model_defaults_when_nothing_given():
    text = textwrap.dedent("""\
        library: l
        instances:
          - name: plain
            signature: {direction: backward_data, spatial_dim: 1, data_type: fp32}
            algorithm: {block: {m: 64, n: 64, k: 8}, thread: {m: 4, n: 4}}
            targets: [gfx90a]
    """)
    inst = parse(text).instances[0]
    sig, alg = inst.signature, inst.algorithm
    assert sig.accumulator is DataType.FP32
    assert sig.epilogue.is_identity and sig.epilogue.text == "acc" and sig.epilogue.scalars == ()
    assert (sig.x.layout, sig.w.layout, sig.y.layout) == (Layout.NWGC, Layout.GKXC, Layout.NWGK)
    assert alg == Algorithm(micro_kernel=MicroKernel.FMA, block=BlockTile(64, 64, 8),
                            thread=ThreadTile(4, 4), stages=2, vector=VectorWidths(1, 1, 1),
                            specialization=Specialization.DEFAULT, split_k=SplitK(1),
                            deterministic=False, groups_per_block=1, index_bits=IndexBits.I32)


@pytest.mark.parametrize("dim, family, expected", [
    (1, "channels_last", ("NWGC", "GKXC", "NWGK")),
    (2, "channels_last", ("NHWGC", "GKYXC", "NHWGK")),
    (3, "channels_last", ("NDHWGC", "GKZYXC", "NDHWGK")),
    (1, "group_first", ("GNWC", "GKXC", "GNWK")),
    (2, "group_first", ("GNHWC", "GKYXC", "GNHWK")),
    (3, "group_first", ("GNDHWC", "GKZYXC", "GNDHWK")),
])
def test_layout_families(dim, family, expected):
    text = replace_once(BASE, "signature: {spatial_dim: 2, data_type: bf16}",
                        f"signature: {{spatial_dim: {dim}, data_type: bf16, layout: {family}}}")
    sig = parse(text).instances[-1].signature
    assert (sig.x.layout.value, sig.w.layout.value, sig.y.layout.value) == expected
    assert LayoutFamily(family).layout_for(TensorRole.X, dim).value == expected[0]


def test_explicit_per_tensor_layouts_and_partial_map():
    text = replace_once(BASE, "signature: {spatial_dim: 2, data_type: bf16}",
                        "signature: {spatial_dim: 2, data_type: bf16, "
                        "layout: {x: GNHWC, w: GKYXC, y: NHWGK}}")
    sig = parse(text).instances[-1].signature
    assert (sig.x.layout, sig.w.layout, sig.y.layout) == (Layout.GNHWC, Layout.GKYXC, Layout.NHWGK)
    # a partial map: the roles not named take the channels_last family
    text = replace_once(BASE, "signature: {spatial_dim: 2, data_type: bf16}",
                        "signature: {spatial_dim: 2, data_type: bf16, layout: {y: GNHWK}}")
    sig = parse(text).instances[-1].signature
    assert (sig.x.layout, sig.w.layout, sig.y.layout) == (Layout.NHWGC, Layout.GKYXC, Layout.GNHWK)
    # a family per role inside the map
    text = replace_once(BASE, "signature: {spatial_dim: 2, data_type: bf16}",
                        "signature: {spatial_dim: 2, data_type: bf16, layout: {x: group_first}}")
    sig = parse(text).instances[-1].signature
    assert (sig.x.layout, sig.y.layout) == (Layout.GNHWC, Layout.NHWGK)


def test_per_tensor_data_types():
    text = replace_once(BASE, "signature: {spatial_dim: 2, data_type: bf16}",
                        "signature: {spatial_dim: 2, data_type: {x: fp32, w: fp16, y: bf16}}")
    sig = parse(text).instances[-1].signature
    assert (sig.x.data_type, sig.w.data_type, sig.y.data_type) == (
        DataType.FP32, DataType.FP16, DataType.BF16)
    assert sig.data_type_label == "fp32_fp16_bf16"
    # a per-tensor axis expands, and {data_type.x} names it
    text = replace_once(BASE, "- name: second\n    signature: {spatial_dim: 2, data_type: bf16}",
                        "- name: second_{data_type.x}\n"
                        "    signature: {spatial_dim: 2, data_type: {x: [fp32, bf16], w: bf16, y: bf16}}")
    names = [i.name for i in parse(text).instances if i.name.startswith("second")]
    assert names == ["second_fp32", "second_bf16"]


def test_vector_shorthand_int_and_map():
    spec = parse(BASE)
    assert spec.instances[0].algorithm.vector == VectorWidths(1, 1, 1)
    assert spec.instances[-1].algorithm.vector == VectorWidths(x=1, w=1, y=4)
    text = replace_once(BASE, "vector: {y: 4}", "vector: 4")
    assert parse(text).instances[-1].algorithm.vector == VectorWidths(4, 4, 4)
    text = replace_once(BASE, "vector: {y: 4}", "vector: {x: 2, w: 4, y: 8}")
    assert parse(text, validate=False).instances[-1].algorithm.vector == VectorWidths(2, 4, 8)


@pytest.mark.parametrize("value, expected", [("auto", SplitK(None)), ("4", SplitK(4)),
                                             ("1", SplitK(1))])
def test_split_k_auto_and_count(value, expected):
    text = textwrap.dedent(f"""\
        library: l
        instances:
          - name: w
            signature: {{direction: backward_weight, spatial_dim: 2, data_type: fp32}}
            algorithm: {{block: {{m: 64, n: 64, k: 8}}, thread: {{m: 4, n: 4}}, split_k: {value}}}
            targets: [sm_80]
    """)
    split = parse(text).instances[0].algorithm.split_k
    assert split == expected
    assert split.auto is (expected.count is None)
    assert split.label == ("auto" if expected.count is None else str(expected.count))


def test_shipped_spec_parses(bwd_data_spec):
    spec = parse_file(str(bwd_data_spec))
    assert spec.library == "bwd_data"
    assert spec.dropped == ()
    # the minimum: for each of 1D/2D/3D and fp32/fp16/bf16 a generic instance
    # (vector width 1, any C and K), a vectorized one and the 1x1 specialization
    from codegen.model import Specialization
    for dim in (1, 2, 3):
        for dtype in ("fp32", "fp16", "bf16"):
            mine = [i for i in spec.instances if i.signature.spatial_dim == dim
                    and i.signature.data_type_label == dtype]
            default = [i for i in mine if i.algorithm.specialization is Specialization.DEFAULT]
            assert any(max(vars(i.algorithm.vector).values()) == 1 for i in default), (dim, dtype)
            assert any(min(vars(i.algorithm.vector).values()) > 1 for i in default), (dim, dtype)
            assert any(i.algorithm.specialization is Specialization.FILTER1X1_STRIDE1_PAD0
                       for i in mine), (dim, dtype)
    assert all(i.direction is Direction.BACKWARD_DATA for i in spec.instances)
    assert len({i.name for i in spec.instances}) == len(spec.instances)


# --------------------------------------------------------------------------
# errors: unknown keys (typos) at every depth
# --------------------------------------------------------------------------

@pytest.mark.parametrize("old, new, path, accepted", [
    ("library: testlib", "libary: testlib", "libary", ["library", "defaults", "instances"]),
    ("  targets: [gfx90a, sm_80]", "  target: [gfx90a, sm_80]", "defaults.target",
     ["signature", "algorithm", "targets"]),
    ("    layout: channels_last", "    layuot: channels_last", "defaults.signature.layuot", None),
    # a key of defaults is reported where it is written, not where it is merged to
    ("    micro_kernel: fma", "    micro_kernal: fma", "defaults.algorithm.micro_kernal", None),
    ("      thread: {m: 4, n: 4}\n      vector: 1", "      thread: {m: 4, n: 4}\n      vectr: 1",
     "instances[0].algorithm.vectr", None),
    ("  - name: second\n    signature:", "  - name: second\n    signatur:",
     "instances[1].signatur", ["name", "signature", "algorithm", "targets"]),
    ("data_type: bf16}", "data_typ: bf16}", "instances[1].signature.data_typ", None),
    ("block: {k: 16}", "block: {k: 16, kk: 2}", "instances[1].algorithm.block.kk", ["m", "n", "k"]),
    ("vector: {y: 4}", "vector: {z: 4}", "instances[1].algorithm.vector.z", ["x", "w", "y"]),
])
def test_unknown_key(old, new, path, accepted):
    text = replace_once(BASE, old, new)
    error = error_of(text)
    typo = path.rsplit(".", 1)[-1]
    assert error.path == path
    assert error.line == line_of(text, typo + ":")
    if accepted is None:   # a section of the signature or algorithm: its full key list
        from codegen.parse.spec import ALGORITHM_KEYS, SIGNATURE_KEYS
        accepted = list(SIGNATURE_KEYS if ".signature." in path else ALGORITHM_KEYS)
    assert error.accepted == accepted
    assert error.rule is None


# --------------------------------------------------------------------------
# errors: duplicates
# --------------------------------------------------------------------------

def test_duplicate_key_top_level():
    text = BASE + "library: other\n"
    error = error_of(text)
    assert (error.path, error.line) == ("library", line_of(text, "library: other"))


def test_duplicate_key_in_flow_mapping():
    text = replace_once(BASE, "block: {k: 16}", "block: {k: 16,\n        k: 8}")
    error = error_of(text)
    assert error.path == "instances[1].algorithm.block.k"
    assert error.line == line_of(text, "        k: 8}")


def test_duplicate_key_nested_block_mapping():
    text = replace_once(BASE, "    stages: 2\n", "    stages: 2\n    stages: 1\n")
    error = error_of(text)
    assert error.path == "defaults.algorithm.stages"
    assert error.line == line_of(text, "stages: 1")


def test_duplicate_instance_name_explicit():
    text = BASE + textwrap.indent(textwrap.dedent("""\
        - name: second
          signature: {spatial_dim: 1, data_type: fp32}
          algorithm: {thread: {m: 4, n: 4}}
    """), "  ")
    error = error_of(text)
    assert error.path == "instances[2].name"
    assert error.line == line_of(text, "- name: second", occurrence=2)
    assert error.instance is None and error.rule is None


def test_duplicate_instance_name_from_cross_product_without_placeholder():
    text = replace_once(BASE, "first_{spatial_dim}d_{data_type}", "first_{data_type}")
    error = error_of(text)
    assert error.path == "instances[0].name"
    assert error.line == line_of(text, "- name: first_")


def test_duplicate_name_across_entries_of_cross_products():
    text = replace_once(BASE, "- name: second", "- name: first_2d_fp16")
    error = error_of(text)
    assert error.path == "instances[1].name"
    assert error.line == line_of(text, "- name: first_2d_fp16")


# --------------------------------------------------------------------------
# errors: wrong types
# --------------------------------------------------------------------------

@pytest.mark.parametrize("old, new, path, needle", [
    # a string where an int belongs
    ("block: {k: 16}", "block: {k: '16'}", "instances[1].algorithm.block.k", "k: '16'"),
    ("    stages: 2", "    stages: two", "defaults.algorithm.stages", "stages: two"),
    # a bool where an int belongs
    ("block: {k: 16}", "block: {k: true}", "instances[1].algorithm.block.k", "k: true"),
    ("spatial_dim: 2, data_type: bf16", "spatial_dim: yes, data_type: bf16",
     "instances[1].signature.spatial_dim", "spatial_dim: yes"),
    ("vector: {y: 4}", "vector: {y: false}", "instances[1].algorithm.vector.y", "y: false"),
    # a float where an int belongs
    ("vector: {y: 4}", "vector: {y: 4.0}", "instances[1].algorithm.vector.y", "y: 4.0"),
    # a mapping where a scalar belongs
    ("    stages: 2", "    stages: {n: 2}", "defaults.algorithm.stages", "stages: {n: 2}"),
    # a scalar where a mapping belongs
    ("block: {k: 16}", "block: 16", "instances[1].algorithm.block", "block: 16"),
])
def test_wrong_type(old, new, path, needle):
    text = replace_once(BASE, old, new)
    error = error_of(text)
    assert error.path == path
    assert error.line == line_of(text, needle)


@pytest.mark.parametrize("text, path, needle", [
    # a list where a mapping belongs
    ("library: l\ndefaults: [1, 2]\ninstances: [{name: a}]\n", "defaults", "defaults: [1, 2]"),
    ("library: l\ndefaults:\n  signature: [1, 2]\ninstances:\n  - name: a\n"
     "    algorithm: {block: {m: 64, n: 64, k: 8}, thread: {m: 4, n: 4}}\n    targets: [sm_80]\n",
     "defaults.signature", "signature: [1, 2]"),
    ("library: l\ninstances:\n  - [second]\n", "instances[0]", "- [second]"),
    ("library: l\ninstances:\n  - second\n", "instances[0]", "- second"),
    # a mapping where a list belongs
    ("library: l\ninstances: {a: 1}\n", "instances", "instances: {a: 1}"),
    ("library: l\ninstances: []\n", "instances", "instances: []"),
])
def test_list_where_mapping_and_mapping_where_list(text, path, needle):
    error = error_of(text)
    assert error.path == path
    assert error.line == line_of(text, needle)


def test_list_where_mapping_inside_a_section_is_an_expansion_of_bad_values():
    # Lists under signature/algorithm are cross-product axes, so `thread: [4, 4]`
    # expands into two combinations whose `thread` is an int: still an error at that line.
    text = replace_once(BASE, "    algorithm:\n      block: {k: 16}\n      thread: {m: 4, n: 4}",
                        "    algorithm:\n      block: {k: 16}\n      thread: [4, 4]")
    error = error_of(text)
    assert error.path == "instances[1].algorithm.thread"
    assert error.line == line_of(text, "thread: [4, 4]")


@pytest.mark.parametrize("old, new, path, needle", [
    ("targets: [gfx90a, sm_80]", "targets: gfx90a", "defaults.targets", "targets: gfx90a"),
    ("targets: [gfx90a, sm_80]", "targets: []", "defaults.targets", "targets: []"),
    ("targets: [gfx90a, sm_80]", "targets: [gfx90a, gfx90a]", "defaults.targets[1]",
     "targets: [gfx90a, gfx90a]"),
])
def test_bad_targets(old, new, path, needle):
    text = replace_once(BASE, old, new)
    error = error_of(text)
    assert (error.path, error.line) == (path, line_of(text, needle))


def test_empty_expansion_list():
    text = replace_once(BASE, "data_type: [fp32, fp16]", "data_type: []")
    error = error_of(text)
    assert error.path == "instances[0].signature.data_type"
    assert error.line == line_of(text, "data_type: []")


@pytest.mark.parametrize("old, new", [("block: {k: 16}", "block: {k: 0}"),
                                      ("    stages: 2", "    stages: -1")])
def test_integer_below_minimum(old, new):
    text = replace_once(BASE, old, new)
    error = error_of(text)
    assert error.line == line_of(text, new.strip())


def test_integer_not_in_choices():
    text = replace_once(BASE, "spatial_dim: 2, data_type: bf16", "spatial_dim: 4, data_type: bf16")
    error = error_of(text)
    assert error.path == "instances[1].signature.spatial_dim"
    assert error.accepted == ["1", "2", "3"]
    text = replace_once(BASE, "vector: {y: 4}", "vector: {y: 4}\n      index_bits: 16")
    error = error_of(text)
    assert error.path == "instances[1].algorithm.index_bits"
    assert error.accepted == ["32", "64"]
    assert error.line == line_of(text, "index_bits: 16")


def test_split_k_bad_value():
    text = replace_once(BASE, "vector: {y: 4}", "vector: {y: 4}\n      split_k: many")
    error = error_of(text)
    assert error.path == "instances[1].algorithm.split_k"
    assert error.line == line_of(text, "split_k: many")
    assert error.accepted == ["a positive integer", "auto"]


def test_deterministic_must_be_bool():
    text = replace_once(BASE, "vector: {y: 4}", "vector: {y: 4}\n      deterministic: 1")
    error = error_of(text)
    assert error.path == "instances[1].algorithm.deterministic"
    assert error.accepted == ["true", "false"]


# --------------------------------------------------------------------------
# errors: missing required fields
# --------------------------------------------------------------------------

def test_missing_library():
    text = replace_once(BASE, "library: testlib\n", "")
    error = error_of(text)
    assert error.path == "library"
    assert error.line == line_of(text, "defaults:")     # the top-level mapping starts here


def test_missing_instances():
    text = BASE[:BASE.index("instances:")]
    error = error_of(text)
    assert error.path == "instances"


def test_missing_instance_name():
    text = replace_once(BASE, "  - name: second\n    signature:", "  - signature:")
    error = error_of(text)
    assert error.path == "instances[1].name"
    assert error.line == line_of(text, "  - signature: {spatial_dim: 2")


def test_missing_section_not_in_defaults():
    text = replace_once(BASE, "  targets: [gfx90a, sm_80]\n", "")
    error = error_of(text)
    assert error.path == "instances[0].targets"
    assert error.line == line_of(text, "- name: first_")


def test_missing_required_signature_key():
    text = replace_once(BASE, "signature: {spatial_dim: 2, data_type: bf16}",
                        "signature: {spatial_dim: 2}")
    error = error_of(text)
    assert error.path == "instances[1].signature.data_type"
    assert error.line == line_of(text, "signature: {spatial_dim: 2}")


def test_missing_data_type_of_one_tensor():
    text = replace_once(BASE, "data_type: bf16}", "data_type: {x: bf16, y: bf16}}")
    error = error_of(text)
    assert error.path == "instances[1].signature.data_type"
    assert error.line == line_of(text, "data_type: {x: bf16, y: bf16}")


def test_missing_micro_kernel_tile():
    # which tile key is required depends on the micro-kernel: the tile-keys rule says so,
    # pointing at the instance
    from codegen.validate import Rule
    text = replace_once(BASE, "      block: {k: 16}\n      thread: {m: 4, n: 4}\n",
                        "      block: {k: 16}\n")
    error = error_of(text)
    assert error.rule is Rule.TILE_KEYS
    assert "needs `thread: {m, n}`" in str(error)
    assert error.path == "instances[1]"


def test_missing_block_extent():
    text = replace_once(BASE, "    block: {m: 64, n: 64, k: 8}", "    block: {m: 64, k: 8}")
    error = error_of(text)
    assert error.path == "defaults.algorithm.block.n"   # the block mapping is written there
    assert error.line == line_of(text, "block: {m: 64, k: 8}")


# --------------------------------------------------------------------------
# errors: enum values list what is accepted
# --------------------------------------------------------------------------

@pytest.mark.parametrize("old, new, path, accepted", [
    ("direction: backward_data", "direction: backwards", "defaults.signature.direction",
     Direction.spellings()),
    ("data_type: bf16}", "data_type: fp8}", "instances[1].signature.data_type",
     DataType.spellings()),
    ("data_type: bf16}", "data_type: {x: bf16, w: bf16, y: int8}}",
     "instances[1].signature.data_type.y", DataType.spellings()),
    ("accumulator: fp32", "accumulator: double", "defaults.signature.accumulator",
     DataType.spellings()),
    ("    micro_kernel: fma", "    micro_kernel: tensor_core", "defaults.algorithm.micro_kernel",
     MicroKernel.spellings()),
    ("targets: [gfx90a, sm_80]", "targets: [gfx90a, sm_70]", "defaults.targets[1]",
     Target.spellings()),
    ("vector: {y: 4}", "vector: {y: 4}\n      specialization: 1x1",
     "instances[1].algorithm.specialization", Specialization.spellings()),
    ("layout: channels_last", "layout: NHWC", "defaults.signature.layout",
     LayoutFamily.spellings() + Layout.spellings()),
    ("data_type: bf16}", "data_type: bf16, layout: {x: NCHW}}",
     "instances[1].signature.layout.x", LayoutFamily.spellings() + Layout.spellings()),
    ("data_type: bf16}", "data_type: bf16, elementwise: relu}",
     "instances[1].signature.elementwise", ElementwiseOp.spellings()),
])
def test_bad_enum_value_lists_accepted(old, new, path, accepted):
    text = replace_once(BASE, old, new)
    error = error_of(text)
    assert error.path == path
    assert error.accepted == accepted
    assert error.line == line_of(text, new.splitlines()[-1])


def test_unknown_name_placeholder():
    text = replace_once(BASE, "first_{spatial_dim}d_{data_type}", "first_{spatial_dim}d_{dtype}")
    error = error_of(text)
    assert error.path == "instances[0].name"
    assert error.line == line_of(text, "- name: first_")
    assert "dtype" not in error.accepted
    assert {"spatial_dim", "data_type", "block.m", "block.k", "thread.n", "vector",
            "direction", "stages"} <= set(error.accepted)


@pytest.mark.parametrize("name", ["bad-name", "9lives", "has space"])
def test_instance_name_not_an_identifier(name):
    text = replace_once(BASE, "- name: second", f"- name: '{name}'")
    error = error_of(text)
    assert error.path == "instances[1].name"
    assert error.line == line_of(text, f"- name: '{name}'")


# --------------------------------------------------------------------------
# errors: file level
# --------------------------------------------------------------------------

@pytest.mark.parametrize("text, needle", [
    ("library: l\ninstances:\n  - name: a\n    signature: {direction: backward_data\n"
     "    algorithm: {}\n", "algorithm: {}"),
    ("library: l\ninstances:\n  - name: a\n  bad indent: 1\n", "bad indent"),
    ("library: [l\n", None),
    ("library: l\n\tinstances: []\n", "\tinstances"),
])
def test_invalid_yaml_syntax(text, needle):
    error = error_of(text)
    assert error.path == ""
    if needle is not None:
        assert error.line == line_of(text, needle)
    else:
        assert error.line >= 1


@pytest.mark.parametrize("text", ["", "\n\n", "# just a comment\n", "---\n"])
def test_empty_file(text):
    error = error_of(text)
    assert (error.line, error.path) == (1, "")
    assert error.accepted == ["library", "defaults", "instances"]


@pytest.mark.parametrize("value", ["9lib", "my-lib", "'a b'", "''"])
def test_bad_library_name(value):
    text = replace_once(BASE, "library: testlib", f"library: {value}")
    error = error_of(text)
    assert (error.path, error.line) == ("library", line_of(text, "library:"))


@pytest.mark.parametrize("value", ["42", "[a, b]", "{a: 1}", "null", "true"])
def test_library_name_not_a_string(value):
    text = replace_once(BASE, "library: testlib", f"library: {value}")
    error = error_of(text)
    assert (error.path, error.line) == ("library", line_of(text, "library:"))


def test_spec_not_a_mapping():
    error = error_of("- just\n- a list\n")
    assert (error.path, error.line) == ("", 1)


def test_missing_file(tmp_path):
    missing = str(tmp_path / "nope.yaml")
    with pytest.raises(SpecError) as info:
        parse_file(missing)
    assert info.value.file == missing
    assert info.value.line == 0


def test_error_string_is_one_line_with_location():
    text = replace_once(BASE, "block: {k: 16}", "block: {k: '16'}")
    error = error_of(text)
    assert "\n" not in str(error)
    assert str(error).startswith(f"{FILE}:{error.line}: {error.path}: ")


# --------------------------------------------------------------------------
# round trip: spec_to_yaml(parse(spec)) parses back to the same instances
# --------------------------------------------------------------------------

def _round_trip(spec, validate=True):
    text = spec_to_yaml(spec)
    again = parse_text(text, "roundtrip.yaml", validate=validate)
    assert again.library == spec.library
    assert again.instances == spec.instances
    # fully explicit: no cross products, nothing dropped, and idempotent
    assert again.dropped == ()
    assert spec_to_yaml(again) == text
    return again


def test_round_trip_shipped_spec(bwd_data_spec):
    spec = parse_file(str(bwd_data_spec))
    _round_trip(spec)


def test_round_trip_base_spec():
    _round_trip(parse(BASE))


_ROLES = ("x", "w", "y")


@st.composite
def _instance_yaml(draw, index: int):
    dim = draw(st.sampled_from([1, 2, 3]))
    direction = draw(st.sampled_from(["backward_data", "backward_weight", "forward"]))
    dtypes = st.sampled_from(DataType.spellings())
    data_type = draw(st.one_of(dtypes, st.fixed_dictionaries({r: dtypes for r in _ROLES})))
    families = st.sampled_from(LayoutFamily.spellings())

    def explicit_layouts():
        return st.fixed_dictionaries({
            r: st.builds(lambda fam, r=r: LayoutFamily(fam).layout_for(TensorRole(r), dim).value,
                         families) for r in _ROLES})

    layout = draw(st.one_of(st.none(), families, explicit_layouts()))
    signature = {"direction": direction, "spatial_dim": dim, "data_type": data_type}
    if layout is not None:
        signature["layout"] = layout
    if draw(st.booleans()):
        signature["accumulator"] = "fp32"
    shape = draw(st.sampled_from(["none", "elementwise", "epilogue"]))
    if shape == "elementwise":
        signature["elementwise"] = draw(st.sampled_from(ElementwiseOp.spellings()))
    elif shape == "epilogue":
        signature["epilogue"] = draw(st.sampled_from(["acc", "alpha * acc + beta * out",
                                                      "relu(acc) + residual", "gelu_tanh(acc)"]))
    pow2 = st.sampled_from([1, 2, 4, 8])
    algorithm = {
        "block": {"m": draw(st.sampled_from([16, 32, 64, 128])),
                  "n": draw(st.sampled_from([16, 32, 64, 128])),
                  "k": draw(st.sampled_from([4, 8, 16]))},
        "thread": {"m": draw(pow2), "n": draw(pow2)},
    }
    optional = {
        "micro_kernel": st.sampled_from(MicroKernel.spellings()),
        "stages": st.integers(1, 3),
        "vector": st.one_of(pow2, st.fixed_dictionaries({}, optional={r: pow2 for r in _ROLES})),
        "specialization": st.sampled_from(Specialization.spellings()),
        "split_k": st.one_of(st.just("auto"), st.integers(1, 8)),
        "deterministic": st.booleans(),
        "groups_per_block": st.integers(1, 4),
        "index_bits": st.sampled_from([32, 64]),
    }
    for key, strategy in optional.items():
        if draw(st.booleans()):
            algorithm[key] = draw(strategy)
    targets = draw(st.lists(st.sampled_from(Target.spellings()), min_size=1, max_size=4,
                            unique=True))
    entry = {"name": f"inst{index}", "signature": signature, "algorithm": algorithm,
             "targets": targets}
    # sometimes one cross-product axis, named by a placeholder
    if draw(st.booleans()):
        algorithm["block"]["k"] = [4, 8]
        entry["name"] = f"inst{index}_k{{block.k}}"
    return entry


@st.composite
def _spec_yaml(draw):
    count = draw(st.integers(1, 3))
    instances = [draw(_instance_yaml(i)) for i in range(count)]
    data = {"library": draw(st.from_regex(r"[a-z][a-z0-9_]{0,8}", fullmatch=True))}
    if draw(st.booleans()):   # move the shared targets to defaults
        data["defaults"] = {"targets": instances[0]["targets"]}
        for inst in instances:
            if inst["targets"] == data["defaults"]["targets"]:
                del inst["targets"]
    data["instances"] = instances
    return yaml.safe_dump(data, sort_keys=False, default_flow_style=draw(st.sampled_from(
        [None, False, True])))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_spec_yaml())
def test_round_trip_generated_specs(text):
    spec = parse_text(text, "gen.yaml", validate=False)
    _round_trip(spec, validate=False)


# --------------------------------------------------------------------------
# the command line: one line on stderr, exit status 2, nothing written
# --------------------------------------------------------------------------

def _cli(*args, cwd=REPO_ROOT):
    env = dict(os.environ, PYTHONPATH=str(REPO_ROOT))
    return subprocess.run([sys.executable, "-m", "codegen", *map(str, args)], cwd=cwd,
                          capture_output=True, text=True, env=env, timeout=120)


@pytest.mark.parametrize("old, new", [
    ("block: {k: 16}", "block: {k: '16'}"),                      # wrong type
    ("    micro_kernel: fma", "    micro_kernal: fma"),         # unknown key
    ("stages: 2", "stages: 3"),                                  # a rule (explicit instances)
    ("library: testlib", "library: testlib\nlibrary: x"),        # duplicate key
    ("block: {k: 16}", "block: {k: 16"),                         # YAML syntax
])
def test_cli_prints_one_line_and_writes_nothing(tmp_path, old, new):
    """One line per error (each broken instance's first, in file order), exit 2, nothing
    written."""
    text = replace_once(BASE, old, new)
    bad = tmp_path / "bad.yaml"
    bad.write_text(text)
    with pytest.raises(SpecError) as info:
        parse_file(str(bad))
    expected = info.value
    out = tmp_path / "out"
    result = _cli(bad, "-o", out)
    assert result.returncode == 2, result.stderr
    lines = result.stderr.splitlines()
    assert lines == [f"error: {line}" for line in str(expected).splitlines()], result.stderr
    assert lines[0].startswith(f"error: {bad}:{expected.line}: ")
    if expected.path:
        assert lines[0].startswith(f"error: {bad}:{expected.line}: {expected.path}: ")
    assert result.stdout == ""
    assert not out.exists()


def test_cli_existing_output_folder_is_left_untouched(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text(replace_once(BASE, "block: {k: 16}", "block: {k: true}"))
    out = tmp_path / "out"
    out.mkdir()
    (out / "keep.txt").write_text("mine")
    result = _cli(bad, "-o", out)
    assert result.returncode == 2
    assert sorted(p.name for p in out.iterdir()) == ["keep.txt"]


def test_cli_missing_spec_file(tmp_path):
    result = _cli(tmp_path / "missing.yaml", "-o", tmp_path / "out")
    assert result.returncode == 2
    assert len(result.stderr.splitlines()) == 1
    assert result.stderr.startswith(f"error: {tmp_path / 'missing.yaml'}")
    assert not (tmp_path / "out").exists()
