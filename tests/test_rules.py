"""Stage 2 of the flow: the rejection rules of codegen/validate.py.

Every ``Rule`` member has a case here (``test_every_rule_has_a_case`` fails
when a rule is added without one).  Each case is checked twice:

* an explicit instance that breaks the rule is an error: a SpecError with
  ``.rule``, ``.instance`` and the instance's ``.line`` and ``.path``;
* the same value as one choice of a cross-product axis is dropped (listed in
  ``spec.dropped`` with the rule, shown by ``--explain``) while the valid
  choice survives.

Rules that only backward_weight options can reach (merged groups, split-K
mode, depthwise) use a backward_weight instance; backward_data with those
options is the option-direction case.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field

import pytest
import yaml

from codegen import SpecError, parse_file, parse_text
from codegen.__main__ import main
from codegen.micro_kernels import threads_of
from codegen.validate import Rule, check
from codegen.plan import shared_memory_bytes
from conftest import REPO_ROOT, line_of

FILE = "rules.yaml"

BASE_DATA = {
    "signature": {"direction": "backward_data", "spatial_dim": 2, "data_type": "fp32"},
    "algorithm": {"block": {"m": 64, "n": 64, "k": 8}, "thread": {"m": 4, "n": 4}},
    "targets": ["gfx90a", "sm_80"],
}
BASE_WEIGHT = {
    "signature": {"direction": "backward_weight", "spatial_dim": 2, "data_type": "fp32"},
    "algorithm": {"block": {"m": 64, "n": 64, "k": 8}, "thread": {"m": 4, "n": 4}},
    "targets": ["gfx90a", "sm_80"],
}
# forward on the input image: 256 rows staged with the filter in 108 KiB
BASE_IMAGE = {
    "signature": {"direction": "forward", "spatial_dim": 2, "data_type": "fp16", "layout": "channels_last"},
    "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 256, "n": 64, "k": 16}, "warp": {"m": 32, "n": 64},
                  "vector": {"x": 1, "w": 1, "y": 8}, "tap_channels": 4, "input_image": 108},
    "targets": ["sm_80"],
}
# backward_weight depthwise: one row team per tile row, thread.n groups per thread
BASE_DEPTHWISE = {
    "signature": {"direction": "backward_weight", "spatial_dim": 2, "data_type": "fp32"},
    "algorithm": {"block": {"m": 16, "n": 8, "k": 8}, "thread": {"m": 1, "n": 2},
                  "vector": {"x": 2, "w": 1, "y": 2}, "specialization": "depthwise"},
    "targets": ["gfx90a", "sm_80"],
}
# backward_data depthwise over a staged dY tile: 8 rows x 2 strips of 4 positions, 4 groups
# per thread, dY staged in 8-element vectors
BASE_DEPTHWISE_TILE = {
    "signature": {"direction": "backward_data", "spatial_dim": 2, "data_type": "fp16"},
    "algorithm": {"block": {"m": 16, "n": 32, "k": 4}, "thread": {"m": 1, "n": 4},
                  "vector": {"x": 4, "w": 1, "y": 8}, "specialization": "depthwise",
                  "tile_rows": 8},
    "targets": ["gfx90a", "sm_80"],
}
# backward_data few_channels: one group's C <= thread.n channels per thread, dY vectors along K
BASE_FEW_CHANNELS = {
    "signature": {"direction": "backward_data", "spatial_dim": 2, "data_type": "fp16"},
    "algorithm": {"block": {"m": 16, "n": 16, "k": 4}, "thread": {"m": 1, "n": 4},
                  "vector": {"x": 4, "w": 1, "y": 8}, "specialization": "few_channels"},
    "targets": ["gfx90a", "sm_80"],
}
# mma_sync (tensor cores): fp16 operands in 16-byte vectors, a warp tile instead of a thread tile
BASE_MMA = {
    "signature": {"direction": "backward_data", "spatial_dim": 2, "data_type": "fp16"},
    "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 64, "n": 64, "k": 32},
                  "warp": {"m": 32, "n": 32}, "vector": 8},
    "targets": ["sm_80"],
}
BASE_MMA_WEIGHT = copy.deepcopy(BASE_MMA)
BASE_MMA_WEIGHT["signature"]["direction"] = "backward_weight"
# wgmma (Hopper warpgroup tensor cores): a warpgroup tile, block.k 64, sm_90a only
BASE_WGMMA = {
    "signature": {"direction": "backward_data", "spatial_dim": 2, "data_type": "bf16"},
    "algorithm": {"micro_kernel": "wgmma", "block": {"m": 128, "n": 128, "k": 64},
                  "warpgroup": {"m": 64, "n": 128}, "stages": 4, "vector": 8},
    "targets": ["sm_90a"],
}
BASE_WGMMA_TMA = copy.deepcopy(BASE_WGMMA)
BASE_WGMMA_TMA["algorithm"]["loads"] = "tma"

# mfma (AMD matrix cores): a wave tile (`warp`) of 32x32x8 instructions, gfx9 targets only
BASE_MFMA = {
    "signature": {"direction": "backward_data", "spatial_dim": 2, "data_type": "fp16"},
    "algorithm": {"micro_kernel": "mfma", "block": {"m": 128, "n": 128, "k": 32},
                  "warp": {"m": 64, "n": 64}, "instruction": "32x32x8", "vector": 8},
    "targets": ["gfx90a", "gfx940"],
}
BASE_MFMA_WEIGHT = copy.deepcopy(BASE_MFMA)
BASE_MFMA_WEIGHT["signature"]["direction"] = "backward_weight"
BASE_MFMA_WEIGHT["algorithm"]["split_k"] = "auto"
BASE_WGMMA_WEIGHT = copy.deepcopy(BASE_WGMMA)
BASE_WGMMA_WEIGHT["signature"]["direction"] = "backward_weight"
BASE_WGMMA_TMA_WEIGHT = copy.deepcopy(BASE_WGMMA_TMA)
BASE_WGMMA_TMA_WEIGHT["signature"]["direction"] = "backward_weight"
# backward-weight of the stem on wgmma, the im2col columns read as a sliding window
BASE_TAP_WINDOW = {
    "signature": {"direction": "backward_weight", "spatial_dim": 2, "data_type": "bf16"},
    "algorithm": {"micro_kernel": "wgmma", "block": {"m": 64, "n": 224, "k": 128},
                  "warpgroup": {"m": 64, "n": 56}, "stages": 6, "specialization": "tap_window",
                  "loads": "tma", "split_k": "auto", "deterministic": True},
    "targets": ["sm_90a"],
}
# forward on tensor cores with whole taps per k-step (few channels: the stem)
BASE_TAPS = {
    "signature": {"direction": "forward", "spatial_dim": 2, "data_type": "fp16"},
    "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 128, "n": 64, "k": 16},
                  "warp": {"m": 32, "n": 64}, "vector": {"x": 1, "w": 1, "y": 8},
                  "tap_channels": 4},
    "targets": ["sm_80"],
}
# the GPU reference: no tile, 64-bit indices implied
BASE_REFERENCE = {
    "signature": {"direction": "forward", "spatial_dim": 2, "data_type": "fp32"},
    "algorithm": {"micro_kernel": "reference"},
    "targets": ["gfx90a", "sm_80"],
}
# Winograd F(2x2, 3x3): 32 tiles x 32 channels, 8x8 per thread and point
BASE_WINOGRAD = {
    "signature": {"direction": "forward", "spatial_dim": 2, "data_type": "fp32"},
    "algorithm": {"block": {"m": 32, "n": 32, "k": 8}, "thread": {"m": 8, "n": 8},
                  "vector": {"x": 4, "w": 1, "y": 4}, "stages": 2, "specialization": "winograd_2x2_3x3"},
    "targets": ["sm_80", "sm_90a"],     # 88 KiB: more than an AMD CU's LDS
}
# an epilogue that reads a per-output-channel bias
BASE_BIAS = copy.deepcopy(BASE_DATA)
BASE_BIAS["signature"]["epilogue"] = "acc + bias"


@dataclass(frozen=True)
class Case:
    base: dict
    bad: dict                       # merged into base: breaks the rule
    axis: dict                      # merged into base: a cross product [valid, breaking]
    placeholder: str                # names the axis in the instance name
    good: str                       # the placeholder's value of the surviving combination
    dropped: str                    # ... and of the dropped one
    extra: dict = field(default_factory=dict)   # merged into base for the cross product too


CASES = {
    "epilogue-operands": Case(      # dW has no output-channel axis for `bias`
        BASE_BIAS,
        {"signature": {"direction": "backward_weight"}},
        {"signature": {"direction": ["backward_data", "backward_weight"]}},
        "direction", "backward_data", "backward_weight"),
    "prologue": Case(               # backward-data writes X: nothing to transform on load
        {**BASE_WEIGHT, "signature": {**BASE_WEIGHT["signature"], "prologue": "relu(x * scale + shift)"}},
        {"signature": {"direction": "backward_data"}},
        {"signature": {"direction": ["backward_weight", "backward_data"]}},
        "direction", "backward_weight", "backward_data"),
    "statistics": Case(             # a BatchNorm after the convolution: forward's output
        {**BASE_MMA, "signature": {**BASE_MMA["signature"], "direction": "forward", "statistics": True}},
        {"signature": {"direction": "backward_data"}},
        {"signature": {"direction": ["forward", "backward_data"]}},
        "direction", "forward", "backward_data"),
    "reference-shape": Case(        # the reference reads element by element
        BASE_REFERENCE, {"algorithm": {"vector": 4}},
        {"algorithm": {"vector": [1, 4]}}, "vector", "1", "4"),
    "layout-role": Case(
        BASE_DATA, {"signature": {"layout": {"x": "GKYXC"}}},
        {"signature": {"layout": {"x": ["NHWGC", "GKYXC"]}}}, "layout.x", "NHWGC", "GKYXC"),
    "layout-kernel": Case(          # channels-first tensors are read element by element
        BASE_DATA, {"signature": {"layout": "channels_first"}, "algorithm": {"vector": 4}},
        {"algorithm": {"vector": [1, 4]}}, "vector", "1", "4",
        extra={"signature": {"layout": "channels_first"}}),
    "layout-spatial-dim": Case(
        BASE_DATA, {"signature": {"layout": {"y": "NDHWGK"}}},
        {"signature": {"layout": {"y": ["NHWGK", "NDHWGK"]}}}, "layout.y", "NHWGK", "NDHWGK"),
    "fp8-operands": Case(           # backward-data writes x (dX): an fp8 type is read, not written
        BASE_DATA, {"signature": {"data_type": {"x": "fp8_e4m3", "w": "fp8_e4m3", "y": "fp8_e5m2"}}},
        {"signature": {"data_type": {"x": ["bf16", "fp8_e4m3"], "w": "fp8_e4m3", "y": "fp8_e5m2"}}},
        "data_type.x", "bf16", "fp8_e4m3"),
    "accumulator": Case(
        BASE_DATA, {"signature": {"accumulator": "fp16"}},
        {"signature": {"accumulator": ["fp32", "fp16"]}}, "accumulator", "fp32", "fp16"),
    "micro-kernel-target": Case(    # mfma is AMD-only, the base lists sm_80 too
        BASE_DATA, {"algorithm": {"micro_kernel": "mfma"}},
        {"algorithm": {"micro_kernel": ["fma", "mfma"]}}, "micro_kernel", "fma", "mfma"),
    "tile-keys": Case(              # mma_sync takes a warp tile, the base gives a thread tile
        BASE_DATA, {"algorithm": {"micro_kernel": "mma_sync"}, "targets": ["sm_80"]},
        {"algorithm": {"micro_kernel": ["fma", "mma_sync"]}}, "micro_kernel", "fma", "mma_sync",
        extra={"targets": ["sm_80"]}),
    "micro-kernel-specialization": Case(   # depthwise is an fma kernel of its own
        BASE_MMA_WEIGHT, {"algorithm": {"specialization": "depthwise"}},
        {"algorithm": {"specialization": ["default", "depthwise"]}}, "specialization",
        "default", "depthwise"),
    "mma-data-type": Case(          # no fp32 m16n8k16
        BASE_MMA, {"signature": {"data_type": "fp32"}},
        {"signature": {"data_type": ["fp16", "fp32"]}}, "data_type", "fp16", "fp32"),
    "warp-tile": Case(              # 24 rows is not a multiple of the instruction's 16
        BASE_MMA, {"algorithm": {"warp": {"m": 24}}},
        {"algorithm": {"warp": {"m": [32, 24]}}}, "warp.m", "32", "24"),
    "wave-tile": Case(              # a 48-row wave tile is not a multiple of 32x32x8's 32
        BASE_MFMA, {"algorithm": {"warp": {"m": 48}, "block": {"m": 96}}},
        {"algorithm": {"warp": {"m": [32, 48]}}}, "warp.m", "32", "48",
        extra={"algorithm": {"block": {"m": 96}}}),
    "warpgroup-tile": Case(         # 96 columns are not whole 64-element swizzle atoms
        BASE_WGMMA, {"algorithm": {"warpgroup": {"n": 96}}},
        {"algorithm": {"warpgroup": {"n": [128, 96]}}}, "warpgroup.n", "128", "96"),
    "tma-loads": Case(              # merged groups have no tensor-map path
        BASE_WGMMA_TMA_WEIGHT,
        {"algorithm": {"groups_per_block": 2}},
        {"algorithm": {"groups_per_block": [1, 2]}},
        "groups_per_block", "1", "2"),
    "persistent-schedule": Case(    # the persistent tile loop needs the TMA producer
        BASE_WGMMA, {"algorithm": {"schedule": "persistent"}},
        {"algorithm": {"schedule": ["per_tile", "persistent"]}}, "schedule", "per_tile",
        "persistent"),
    "tap-channels": Case(           # whole taps per k-step: a forward option
        BASE_TAPS, {"signature": {"direction": "backward_data"}},
        {"signature": {"direction": ["forward", "backward_data"]}}, "direction", "forward",
        "backward_data"),
    "mma-vector": Case(             # wgmma's cp.async copies 16 bytes: 8 bf16, not 4
        BASE_WGMMA, {"algorithm": {"vector": 4}},
        {"algorithm": {"vector": [8, 4]}}, "vector", "8", "4"),
    "operand-vectors": Case(        # block.k 24: 24 vectors per row of A vs 256 threads
        BASE_DATA, {"algorithm": {"block": {"k": 24}}},
        {"algorithm": {"block": {"k": [8, 24]}}}, "block.k", "8", "24"),
    "blocks-per-sm": Case(          # 256 threads x 16 blocks: more than 2048 threads per SM
        BASE_DATA, {"algorithm": {"min_blocks_per_sm": 16}},
        {"algorithm": {"min_blocks_per_sm": [2, 16]}}, "min_blocks_per_sm", "2", "16"),
    "option-direction": Case(       # groups_per_block belongs to backward_weight
        BASE_DATA, {"algorithm": {"groups_per_block": 2}},
        {"algorithm": {"groups_per_block": [1, 2]}}, "groups_per_block", "1", "2"),
    "output-split": Case(           # forward / backward-data split the reduction on per-tile tiles only
        BASE_WGMMA_TMA, {"algorithm": {"split_k": 2, "deterministic": True, "schedule": "persistent"}},
        {"algorithm": {"schedule": ["per_tile", "persistent"]}}, "schedule",
        "per_tile", "persistent", extra={"algorithm": {"split_k": 2, "deterministic": True}}),
    "thread-count": Case(           # 32 threads: not a multiple of gfx90a's 64-lane wavefront
        BASE_DATA, {"algorithm": {"block": {"m": 32, "n": 32}, "thread": {"m": 8}}},
        {"algorithm": {"thread": {"m": [4, 8]}}}, "thread.m", "4", "8",
        extra={"algorithm": {"block": {"m": 32, "n": 32}}}),
    "tile-divisibility": Case(
        BASE_DATA, {"algorithm": {"thread": {"m": 3}}},
        {"algorithm": {"thread": {"m": [4, 3]}}}, "thread.m", "4", "3"),
    "vector-dtype": Case(
        BASE_DATA, {"algorithm": {"vector": 3}},
        {"algorithm": {"vector": [1, 3]}}, "vector", "1", "3"),
    "vector-layout": Case(          # depthwise vectors run along G; group-first puts G outermost
        BASE_DEPTHWISE, {"signature": {"layout": "group_first"}},
        {"algorithm": {"specialization": ["default", "depthwise"]}}, "specialization",
        "default", "depthwise", extra={"signature": {"layout": "group_first"}}),
    "vector-tile": Case(            # dY vectors of 4 along K run through block.k = 2
        BASE_DATA, {"algorithm": {"vector": 4, "block": {"k": 2}}},
        {"algorithm": {"block": {"k": [8, 2]}}}, "block.k", "8", "2",
        extra={"algorithm": {"vector": 4}}),
    "shared-memory": Case(          # 2*32*(128+128)*4 = 64 KiB > 48 KiB of sm_80
        BASE_DATA, {"algorithm": {"block": {"m": 128, "n": 128, "k": 32},
                                  "thread": {"m": 8, "n": 8}}},
        {"algorithm": {"block": {"k": [8, 32]}}}, "block.k", "8", "32",
        extra={"algorithm": {"block": {"m": 128, "n": 128}, "thread": {"m": 8, "n": 8}}}),
    "stages": Case(
        BASE_DATA, {"algorithm": {"stages": 3}},
        {"algorithm": {"stages": [2, 3]}}, "stages", "2", "3"),
    "merged-groups": Case(          # 3 does not divide block.m 64
        BASE_WEIGHT, {"algorithm": {"groups_per_block": 3}},
        {"algorithm": {"groups_per_block": [2, 3]}}, "groups_per_block", "2", "3"),
    "merge-groups": Case(           # merged groups are forward / backward-data only
        BASE_DATA, {"signature": {"direction": "backward_weight"}, "algorithm": {"merge_groups": 2}},
        {"signature": {"direction": ["backward_data", "backward_weight"]}},
        "direction", "backward_data", "backward_weight",
        extra={"algorithm": {"merge_groups": 2}}),
    "input-image": Case(            # 64 KiB do not hold the 256-row fp32 output tile
        BASE_IMAGE, {"algorithm": {"input_image": 64}},
        {"algorithm": {"input_image": [108, 64]}}, "input_image", "108", "64"),
    "pad-channels": Case(           # padding is for reading a tap as one vector: vector.x 1 is not 4
        BASE_WEIGHT, {"algorithm": {"pad_channels": 4}},
        {"algorithm": {"pad_channels": [0, 4]}}, "pad_channels", "0", "4"),
    "split-k-mode": Case(           # deterministic with nothing to reduce
        BASE_WEIGHT, {"algorithm": {"deterministic": True, "split_k": 1}},
        {"algorithm": {"split_k": [2, 1]}}, "split_k", "2", "1",
        extra={"algorithm": {"deterministic": True}}),
    "cluster-split": Case(          # a cluster holds at most 8 slices
        BASE_WGMMA_TMA_WEIGHT,
        {"algorithm": {"split_k": 16, "deterministic": True, "split_reduction": "cluster"}},
        {"algorithm": {"split_k": [4, 16]}}, "split_k", "4", "16",
        extra={"algorithm": {"deterministic": True, "split_reduction": "cluster"}}),
    "multicast": Case(              # the X boxes are shared along the row tiles: not with merged groups
        BASE_WGMMA_TMA_WEIGHT, {"algorithm": {"multicast": 2, "groups_per_block": 2}},
        {"algorithm": {"groups_per_block": [1, 2]}}, "groups_per_block", "1", "2",
        extra={"algorithm": {"multicast": 2}}),
    "position-boxes": Case(         # patches are backward_weight's: the X boxes of dW's columns
        BASE_WGMMA_TMA, {"algorithm": {"position_boxes": "patches"}},
        {"signature": {"direction": ["backward_weight", "forward"]}}, "direction", "backward_weight", "forward",
        extra={"algorithm": {"position_boxes": "patches"}}),
    "tap-window": Case(             # one wgmma covers whole filter rows of 8 columns: warpgroup.n 60 is not
        BASE_TAP_WINDOW, {"algorithm": {"warpgroup": {"n": 60}, "block": {"n": 240}}},
        {"algorithm": {"block": {"k": [128, 120]}}}, "block.k", "128", "120"),
    "depthwise-shape": Case(        # 200 taps x 2 groups: more than 256 accumulators
        BASE_DEPTHWISE, {"algorithm": {"block": {"k": 200}}},
        {"algorithm": {"block": {"k": [8, 200]}}}, "block.k", "8", "200"),
    "depthwise-tile": Case(         # tile_rows divides block.m (16 strips)
        BASE_DEPTHWISE_TILE, {"algorithm": {"tile_rows": 3}},
        {"algorithm": {"tile_rows": [4, 3]}}, "tile_rows", "4", "3"),
    "winograd-shape": Case(         # at least two copy buffers
        BASE_WINOGRAD, {"algorithm": {"stages": 1}},
        {"algorithm": {"stages": [2, 1]}}, "stages", "2", "1"),
    "few-channels-shape": Case(     # k_lanes is a power of two
        BASE_FEW_CHANNELS, {"algorithm": {"k_lanes": 3}},
        {"algorithm": {"k_lanes": [2, 3]}}, "k_lanes", "2", "3"),
}


def _merged(base: dict, *overrides: dict) -> dict:
    out = copy.deepcopy(base)
    for override in overrides:
        _deep_update(out, override)
    return out


def _deep_update(target: dict, override: dict):
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(target.get(key), dict):
            _deep_update(target[key], value)
        else:
            target[key] = copy.deepcopy(value)


def _spec_text(*entries: dict) -> str:
    return yaml.safe_dump({"library": "rules", "instances": list(entries)}, sort_keys=False,
                          default_flow_style=None)


def _rule(rule_id: str) -> Rule:
    try:
        return Rule(rule_id)
    except ValueError:
        pytest.skip(f"rule {rule_id} is not defined in this version of codegen/validate.py")


def _valid_entry(case: Case, name="valid") -> dict:
    return dict(name=name, **copy.deepcopy(case.base))


def _explicit_spec(case: Case) -> str:
    bad = dict(name="breaks_it", **_merged(case.base, case.bad))
    return _spec_text(_valid_entry(case), bad)


def _cross_spec(case: Case) -> str:
    entry = dict(name=f"xp_{{{case.placeholder}}}", **_merged(case.base, case.extra, case.axis))
    return _spec_text(_valid_entry(case), entry)


RULE_IDS = sorted(CASES)


# --------------------------------------------------------------------------
# coverage of the Rule table
# --------------------------------------------------------------------------

def test_every_rule_has_a_case():
    missing = [r.id for r in Rule if r.id not in CASES]
    assert not missing, (f"rules without a triggering case in tests/test_rules.py CASES: "
                         f"{missing}")


def test_rule_ids_are_unique_and_stated():
    ids = [r.id for r in Rule]
    assert len(ids) == len(set(ids))
    for r in Rule:
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", r.id), r.id
        assert r.statement and "\n" not in r.statement


def test_readme_rule_table_lists_every_rule():
    readme = REPO_ROOT / "docs" / "reference.md"
    text = readme.read_text(encoding="utf-8")
    match = re.search(r"^## Rejection rules.*?(?=^## |\Z)", text, re.S | re.M)
    assert match, "docs/reference.md has no '## Rejection rules' section"
    section = match.group(0)
    missing = [r.id for r in Rule if f"`{r.id}`" not in section]
    assert not missing, f"docs/reference.md's rule table lacks rows for {missing}"
    rows = dict(re.findall(r"^\| `([a-z0-9-]+)` \| (.*) \|$", section, re.M))
    stale = [r.id for r in Rule if rows.get(r.id) != r.statement]
    assert not stale, f"docs/reference.md's rule rows differ from codegen/rules.py's statements: {stale}"


def test_readme_refusal_table_lists_every_status():
    """The run-time refusal table (code, `slug`) matches codegen.status.Status."""
    from codegen.status import Status
    readme = REPO_ROOT / "docs" / "reference.md"
    text = readme.read_text(encoding="utf-8")
    match = re.search(r"^## Run-time refusals.*?(?=^## |\Z)", text, re.S | re.M)
    assert match, "docs/reference.md has no '## Run-time refusals' section"
    rows = set(re.findall(r"^\| (\d+) \| `([a-z0-9-]+)` \|", match.group(0), re.M))
    assert rows == {(str(s.code), s.slug) for s in Status if s.is_refusal}
    assert "`no-instance`" in match.group(0)      # select's own refusal is documented too


# --------------------------------------------------------------------------
# valid instances pass every rule
# --------------------------------------------------------------------------

@pytest.mark.parametrize("base", [BASE_DATA, BASE_WEIGHT, BASE_DEPTHWISE, BASE_FEW_CHANNELS,
                                  BASE_MMA, BASE_MMA_WEIGHT, BASE_WGMMA, BASE_WGMMA_WEIGHT,
                                  BASE_MFMA, BASE_MFMA_WEIGHT],
                         ids=["backward_data", "backward_weight", "depthwise", "few_channels",
                              "mma_sync_data", "mma_sync_weight", "wgmma_data", "wgmma_weight",
                              "mfma_data", "mfma_weight"])
def test_valid_base_instance_passes_every_rule(base):
    spec = parse_text(_spec_text(dict(name="ok", **base)), FILE)
    assert [i.name for i in spec.instances] == ["ok"]
    assert check(spec.instances[0]) == []


def test_shipped_instances_pass_every_rule():
    specs = sorted((REPO_ROOT / "specs").glob("*.yaml"))
    assert specs
    for path in specs:
        spec = parse_file(str(path), validate=False)
        for inst in spec.instances:
            assert check(inst) == [], (path.name, inst.name, check(inst))


# --------------------------------------------------------------------------
# one test per rule: explicit -> error, cross product -> dropped
# --------------------------------------------------------------------------

@pytest.mark.parametrize("rule_id", RULE_IDS)
def test_explicit_instance_breaking_rule_is_an_error(rule_id):
    rule, case = _rule(rule_id), CASES[rule_id]
    text = _explicit_spec(case)
    with pytest.raises(SpecError) as info:
        parse_text(text, FILE)
    error = info.value
    assert error.rule is rule
    assert error.instance == "breaks_it"
    assert error.file == FILE
    assert error.line == line_of(text, "- name: breaks_it")
    assert error.path == "instances[1]"
    assert error.accepted is None
    # the same instance, unvalidated, shows the violation first in rule order
    unchecked = parse_text(text, FILE, validate=False).instances[1]
    assert check(unchecked)[0].rule is rule


@pytest.mark.parametrize("rule_id", RULE_IDS)
def test_cross_product_drops_breaking_combination(rule_id):
    rule, case = _rule(rule_id), CASES[rule_id]
    text = _cross_spec(case)
    spec = parse_text(text, FILE)
    assert [i.name for i in spec.instances] == ["valid", f"xp_{case.good}"]
    assert len(spec.dropped) == 1
    dropped = spec.dropped[0]
    assert dropped.name == f"xp_{case.dropped}"
    assert dropped.rule is rule
    assert dropped.location.file == FILE
    assert dropped.location.line == line_of(text, "- name: xp_")
    assert dropped.location.path == "instances[1]"
    assert dropped.detail


@pytest.mark.parametrize("rule_id", RULE_IDS)
def test_explain_lists_dropped_combinations(rule_id, tmp_path, capsys):
    rule, case = _rule(rule_id), CASES[rule_id]
    path = tmp_path / "xp.yaml"
    path.write_text(_cross_spec(case))
    out = tmp_path / "out"
    assert main([str(path), "--explain"]) == 0
    lines = capsys.readouterr().out.splitlines()
    name = f"xp_{case.dropped}"
    hits = [ln for ln in lines if f"dropped {name}:" in ln]
    assert len(hits) == 1, lines
    assert hits[0].startswith(f"{path}:{line_of(path.read_text(), '- name: xp_')}: instances[1]: ")
    assert hits[0].endswith(f"[rule {rule.id}]")
    assert not out.exists()


def test_explain_without_drops(tmp_path, capsys):
    path = tmp_path / "ok.yaml"
    path.write_text(_spec_text(dict(name="ok", **BASE_DATA)))
    assert main([str(path), "--explain"]) == 0
    assert capsys.readouterr().out.strip() == "no combination was dropped"


def test_generation_reports_and_records_drops(tmp_path, capsys):
    path = tmp_path / "xp.yaml"
    path.write_text(_cross_spec(CASES["stages"]))
    out = tmp_path / "out"
    assert main([str(path), "-o", str(out)]) == 0
    assert "1 cross-product combinations dropped by rules stages" in capsys.readouterr().out
    import json
    manifest = json.loads((out / "manifest.json").read_text())
    assert [d["name"] for d in manifest["dropped"]] == ["xp_3"]
    assert manifest["dropped"][0]["rule"] == "stages"
    assert not (out / "src" / "xp_3.cpp").exists()
    assert (out / "src" / "xp_2.cpp").exists()


def test_several_rules_dropped_in_one_cross_product():
    entry = dict(name="xp_{stages}_{vector}", **_merged(BASE_DATA, {
        "algorithm": {"stages": [2, 3], "vector": [1, 3]}}))
    spec = parse_text(_spec_text(entry), FILE)
    assert [i.name for i in spec.instances] == ["xp_2_1"]
    assert {d.name: d.rule for d in spec.dropped} == {
        "xp_2_3": Rule.VECTOR_DTYPE, "xp_3_1": Rule.STAGES, "xp_3_3": Rule.STAGES}


def test_cross_product_where_everything_is_dropped_is_an_error(tmp_path):
    entry = dict(name="xp_{stages}", **_merged(BASE_DATA, {"algorithm": {"stages": [3, 4]}}))
    text = _spec_text(dict(name="valid", **BASE_DATA), entry)
    with pytest.raises(SpecError) as info:
        parse_text(text, FILE)
    error = info.value
    assert error.file == FILE
    assert error.path == "instances[1]"
    assert error.line == line_of(text, "- name: xp_")
    assert "stages" in error.problem          # names the rules that dropped them
    # and the CLI writes nothing
    path = tmp_path / "all_dropped.yaml"
    path.write_text(text)
    out = tmp_path / "out"
    assert main([str(path), "-o", str(out)]) == 2
    assert not out.exists()


def test_validate_false_keeps_breaking_instances():
    text = _explicit_spec(CASES["stages"])
    spec = parse_text(text, FILE, validate=False)
    assert [i.name for i in spec.instances] == ["valid", "breaks_it"]
    assert [v.rule for v in check(spec.instances[1])] == [Rule.STAGES]


def test_structural_failure_stops_later_rules():
    # an instance with a filter layout for x and a bad stage count reports only layout-role
    text = _spec_text(dict(name="x", **_merged(BASE_DATA, {"signature": {"layout": {"x": "GKYXC"}},
                                                            "algorithm": {"stages": 5}})))
    inst = parse_text(text, FILE, validate=False).instances[0]
    assert [v.rule for v in check(inst)] == [Rule.LAYOUT_ROLE]
    # a non-structural failure lets the later rules report too
    text = _spec_text(dict(name="x", **_merged(BASE_DATA, {"algorithm": {"stages": 5,
                                                                          "vector": 3}})))
    inst = parse_text(text, FILE, validate=False).instances[0]
    rules = [v.rule for v in check(inst)]
    assert list(dict.fromkeys(rules)) == [Rule.STAGES, Rule.VECTOR_DTYPE, Rule.VECTOR_TILE]
    assert rules.count(Rule.VECTOR_DTYPE) == 3      # one violation per tensor


# --------------------------------------------------------------------------
# wgmma specifics
# --------------------------------------------------------------------------

def _rejection(base: dict, change: dict) -> str:
    """The SpecError text of ``base`` merged with ``change`` (a tile key set to None in
    ``change`` is removed), which must not parse."""
    entry = _merged(base, change)
    for key in ("warp", "warpgroup"):
        if key in entry["algorithm"] and entry["algorithm"][key] is None:
            del entry["algorithm"][key]
    with pytest.raises(SpecError) as raised:
        parse_text(_spec_text(dict(name="t", **entry)), FILE)
    return str(raised.value)


@pytest.mark.parametrize("change, rule, words", [
    ({"targets": ["sm_80"]}, Rule.MICRO_KERNEL_TARGET, "sm_80 lacks"),
    ({"algorithm": {"block": {"k": 32}}}, Rule.WARPGROUP_TILE, "block.k 32 is not 64"),
    ({"algorithm": {"warpgroup": {"m": 32}}}, Rule.WARPGROUP_TILE, "not a multiple of 64"),
    ({"algorithm": {"warpgroup": {"n": 320}, "block": {"n": 320}}}, Rule.WARPGROUP_TILE,
     "up to 256"),
    ({"algorithm": {"stages": 2}}, Rule.STAGES, "3 to 8"),
    ({"signature": {"data_type": "fp32"}}, Rule.MMA_DATA_TYPE, "fp32 has no m64nNk16"),
    ({"algorithm": {"warpgroup": None}}, Rule.TILE_KEYS, "needs `warpgroup"),
    ({"algorithm": {"stages": 8}}, Rule.SHARED_MEMORY, "sm_90a allows"),
    ({"algorithm": {"loads": "tma", "stages": 1}}, Rule.STAGES, "2 to 12"),
    ({"algorithm": {"loads": "tma", "block": {"m": 512}, "warpgroup": {"m": 256}}},
     Rule.TMA_LOADS, "block.m 512 is more than 256"),
    ({"algorithm": {"loads": "tma", "block": {"m": 256}}}, Rule.TMA_LOADS,
     "5 warpgroups with the producer"),
], ids=["target", "block-k", "warpgroup-m", "warpgroup-n", "stages", "fp32", "tile-key",
        "shared-memory", "tma-stages", "tma-block-m", "tma-warpgroups"])
def test_wgmma_rules(change, rule, words):
    """Each wgmma rule rejects the instance that breaks it, with a detail naming why."""
    text = _rejection(BASE_WGMMA, change)
    assert rule.id in text and words in text, text


def test_wgmma_tma_ring_of_up_to_12_stages():
    """Rule stages with loads: tma: a 64x64 one-warpgroup tile takes 12 stages (192 KiB of ring,
    bench/experiments/small_tile_stages.yaml), 13 is refused by stages, and a 128x128 tile at 12
    by the shared-memory rule, which bounds the ring."""
    def violations(change):
        text = _spec_text(dict(name="t", **_merged(BASE_WGMMA_TMA, change)))
        return check(parse_text(text, FILE, validate=False).instances[0])

    small = {"algorithm": {"block": {"m": 64, "n": 64}, "warpgroup": {"m": 64, "n": 64}}}
    assert violations(_merged(small, {"algorithm": {"stages": 12}})) == []
    assert [v.rule for v in violations(_merged(small, {"algorithm": {"stages": 13}}))] == [Rule.STAGES]
    assert [v.rule for v in violations({"algorithm": {"stages": 12}})] == [Rule.SHARED_MEMORY]


def test_wgmma_instances_build_only_for_nvidia():
    """wgmma has no cpu emulation: its instances build on the nvidia platform alone."""
    from codegen.model import Platform
    spec = parse_text(_spec_text(dict(name="wg", **BASE_WGMMA)), FILE)
    assert spec.instances[0].platforms == (Platform.NVIDIA,)


# --------------------------------------------------------------------------
# mfma specifics
# --------------------------------------------------------------------------

@pytest.mark.parametrize("change, rule, words", [
    ({"targets": ["gfx90a", "sm_80"]}, Rule.MICRO_KERNEL_TARGET, "sm_80 lacks"),
    ({"signature": {"data_type": "fp32"}}, Rule.MMA_DATA_TYPE,
     "fp32 has no v_mfma_f32_32x32x8 tensor-core instruction"),
    ({"algorithm": {"instruction": None}}, Rule.TILE_KEYS, "needs `instruction`: one of 32x32x8, 16x16x16"),
    ({"algorithm": {"warp": None, "thread": {"m": 4, "n": 4}}}, Rule.TILE_KEYS,
     "`thread` is not a tile of micro-kernel 'mfma' (it takes `warp`)"),
    ({"algorithm": {"warp": {"n": 48}, "block": {"n": 96}}}, Rule.WAVE_TILE,
     "wave tile (warp) 64x48 is not a multiple of the instruction's 32x32"),
    ({"algorithm": {"warp": {"m": 64}, "block": {"m": 96}}}, Rule.WAVE_TILE,
     "block 96x128 is not a multiple of the wave tile 64x64"),
    ({"algorithm": {"instruction": "16x16x16", "block": {"k": 8}}}, Rule.WAVE_TILE,
     "block.k 8 is not a multiple of the instruction's k = 16"),
    ({"algorithm": {"stages": 3}}, Rule.STAGES, "stages 3 is not 2 (mfma"),
    ({"algorithm": {"vector": 4}}, Rule.MMA_VECTOR, "mfma's global loads are 16 bytes"),
    ({"algorithm": {"block": {"m": 256, "n": 256, "k": 64}, "warp": {"m": 128, "n": 128}}},
     Rule.SHARED_MEMORY, "gfx90a allows 65536"),
], ids=["target", "fp32", "instruction", "tile-key", "wave-n", "block-m", "block-k", "stages",
        "vector", "lds"])
def test_mfma_rules(change, rule, words):
    """Each mfma rule rejects the instance that breaks it, with a detail naming why."""
    entry = _merged(BASE_MFMA, change)
    for key in ("instruction", "warp"):
        if entry["algorithm"].get(key, "") is None:
            del entry["algorithm"][key]
    with pytest.raises(SpecError) as raised:
        parse_text(_spec_text(dict(name="mf", **entry)), FILE)
    text = str(raised.value)
    assert rule.id in text and words in text, text


def test_instruction_belongs_to_mfma():
    entry = _merged(BASE_MMA, {"algorithm": {"instruction": "16x16x16"}})
    with pytest.raises(SpecError) as raised:
        parse_text(_spec_text(dict(name="mma", **entry)), FILE)
    assert raised.value.rule is Rule.TILE_KEYS
    assert "`instruction` is an mfma key" in str(raised.value)


def test_unknown_instruction_lists_the_accepted_ones():
    entry = _merged(BASE_MFMA, {"algorithm": {"instruction": "4x4x4"}})
    text = _spec_text(dict(name="mf", **entry))
    with pytest.raises(SpecError) as raised:
        parse_text(text, FILE)
    message = str(raised.value)
    assert "instances[0].algorithm.instruction" in message
    assert "'4x4x4' is not a valid mfma instruction" in message
    assert "32x32x8" in message and "16x16x16" in message
    assert f"{FILE}:{line_of(text, 'instruction')}" in message


def test_mfma_instances_build_for_amd_and_cpu_only():
    """mfma runs on gfx9 (its targets) and on the cpu platform's emulation, never nvidia."""
    from codegen.model import Platform
    spec = parse_text(_spec_text(dict(name="mf", **BASE_MFMA)), FILE)
    assert spec.instances[0].platforms == (Platform.AMD, Platform.CPU)


def test_mfma_shared_memory_is_the_larger_of_pipeline_and_epilogue_passes():
    """128x128x32: two stages of [128][32 + 4] A and B tiles (36864 bytes); the fp32 tile
    (128 rows of 132 floats + the row table, 69632 bytes) is staged in 2 passes of 64 rows
    (35840 bytes) so the epilogue adds nothing. backward_weight: both tiles [32][128 + 8]."""
    from codegen.micro_kernels import MfmaMicroKernel
    micro = MfmaMicroKernel()
    forward = _merged(BASE_MFMA, {"signature": {"direction": "forward"}})
    inst = parse_text(_spec_text(dict(name="f", **forward)), FILE).instances[0]
    assert micro.pipeline_bytes(inst) == 2 * (128 * 36 + 128 * 36) * 2 == 36864
    staging = micro.epilogue(inst)
    assert (staging.passes, staging.rows, staging.row_length) == (2, 64, 132)
    assert shared_memory_bytes(inst) == 36864
    weight = parse_text(_spec_text(dict(name="w", **BASE_MFMA_WEIGHT)), FILE).instances[0]
    a, b = micro.operand_tile(weight, "a"), micro.operand_tile(weight, "b")
    assert (a.k_contiguous, a.rows, a.row_length) == (False, 32, 136)
    assert (b.k_contiguous, b.rows, b.row_length) == (False, 32, 136)


def test_tma_loads_belong_to_wgmma():
    """Rule tma-loads: TMA copies are a wgmma option for both backward directions,
    without merged groups; backward-data's block.m is bounded by its im2col box, not
    backward-weight's (64-row boxes of dY); with TMA, stages 2 is valid (the mbarriers
    hand each stage back), as it is not for cp.async wgmma."""
    def violations(base, change):
        text = _spec_text(dict(name="t", **_merged(base, change)))
        return check(parse_text(text, FILE, validate=False).instances[0])

    tma = {"algorithm": {"loads": "tma"}}
    assert violations(BASE_WGMMA, tma) == []
    assert violations(BASE_WGMMA, {"algorithm": {"loads": "tma", "stages": 2}}) == []
    assert [v.rule for v in violations(BASE_WGMMA, {"algorithm": {"stages": 2}})] == [Rule.STAGES]
    assert violations(BASE_WGMMA_WEIGHT, tma) == []
    found = violations(BASE_WGMMA_WEIGHT, {"algorithm": {"loads": "tma", "groups_per_block": 2}})
    assert [v.rule for v in found] == [Rule.TMA_LOADS] and "merged groups" in found[0].detail
    wide = {"algorithm": {"loads": "tma", "block": {"m": 512}, "warpgroup": {"m": 256},
                          "stages": 2}}
    assert [v.rule for v in violations(BASE_WGMMA, wide)] == [Rule.TMA_LOADS]
    assert Rule.TMA_LOADS not in [v.rule for v in violations(BASE_WGMMA_WEIGHT, wide)]
    found = violations(BASE_MMA, tma)
    assert [v.rule for v in found] == [Rule.TMA_LOADS] and "needs micro_kernel wgmma" in found[0].detail


@pytest.mark.parametrize("vector, ok", [(8, True), (4, True), (2, True), (1, True), (16, False)])
def test_mma_sync_stages_narrow_vectors_through_registers(vector, ok):
    """Rule mma-vector: mma_sync copies 16-byte vectors with cp.async and stages 2-, 4-
    and 8-byte ones (few channels: the stem's C = 3 element by element) through
    registers; a 32-byte vector is neither. The plan says which operands it stages."""
    from codegen.plan import operand_tiling
    entry = _merged(BASE_MMA, {"algorithm": {"vector": {"x": 8, "y": 8, "w": vector}}})
    inst = parse_text(_spec_text(dict(name="m", **entry)), FILE, validate=False).instances[0]
    found = [v for v in check(inst) if v.rule is Rule.MMA_VECTOR]
    if ok:
        assert found == []
        assert operand_tiling(inst, "b").through_registers == (vector < 8)   # B is W
        assert not operand_tiling(inst, "a").through_registers
    else:
        assert len(found) == 1 and "1, 2 or 4 for a few-channel tensor" in found[0].detail


@pytest.mark.parametrize("change, words", [
    ({"algorithm": {"block": {"k": 8}, "tap_channels": 16}}, None),        # parse: 2, 4, 8
    ({"algorithm": {"tap_channels": 8, "block": {"k": 12}}}, "does not divide block.k 12"),
    ({"algorithm": {"vector": {"x": 8, "w": 1, "y": 8}}}, "must divide tap_channels 4"),
    ({"algorithm": {"micro_kernel": "fma", "thread": {"m": 8, "n": 8}, "warp": None}},
     "needs micro_kernel mma_sync"),
    ({"algorithm": {"warp": {"m": 64, "n": 64}}}, "cannot own the 128 rows of block.m"),
], ids=["parse", "block-k", "vectors", "micro-kernel", "rows"])
def test_tap_channels_rule_details(change, words):
    """Rule tap-channels: each way of breaking it names why; tap_channels parses as 0, 2,
    4 or 8 only; the valid base passes with its tilings row-owned."""
    from codegen.plan import operand_tiling
    inst = parse_text(_spec_text(dict(name="t", **BASE_TAPS)), FILE).instances[0]
    assert operand_tiling(inst, "a").row_owned and operand_tiling(inst, "a").loads == 16
    assert operand_tiling(inst, "b").loads == 8     # 128 threads, 64 columns: half a column each
    # 8-column tiles: 128 threads for 8 rows of 4 vectors of 4 -- one whole tap of 8 per
    # thread (2 threads a row), not 4 (half a tap each); the other threads idle
    narrow = _merged(BASE_TAPS, {"algorithm": {"tap_channels": 8, "block": {"n": 8},
                                               "warp": {"n": 8}, "vector": {"x": 4, "w": 4, "y": 4}}})
    tiling = operand_tiling(parse_text(_spec_text(dict(name="n", **narrow)), FILE).instances[0], "b")
    assert (tiling.loads, tiling.threads_per_row) == (2, 2)
    text = _rejection(BASE_TAPS, change)
    if words is None:
        assert "accepted: 0, 2, 4, 8" in text, text
    else:
        assert Rule.TAP_CHANNELS.id in text and words in text, text


@pytest.mark.parametrize("change, words", [
    ({"algorithm": {"tile_rows": -1}}, None),                                  # parse: >= 0
    ({"signature": {"direction": "backward_weight"}, "algorithm": {"vector": {"y": 4}}},
     "thread.m (the run) at least 2, not 1"),
    ({"signature": {"direction": "backward_weight"},
      "algorithm": {"vector": {"y": 4}, "specialization": "few_channels"}},
     "(backward_weight: depthwise)"),
    ({"signature": {"direction": "backward_weight", "spatial_dim": 1},
      "algorithm": {"vector": {"y": 4}, "thread": {"m": 4}, "block": {"m": 64}, "tile_rows": 1}},
     "spatial_dim 2, not 1"),
    ({"signature": {"direction": "backward_weight", "data_type": "fp16"},
      "algorithm": {"vector": {"x": 2, "y": 2}, "thread": {"m": 4, "n": 2}, "block": {"m": 128, "n": 4}}},
     "8 bytes per staged pixel, not a multiple of the 16-byte copies"),
    ({"signature": {"direction": "backward_weight", "data_type": {"x": "fp32", "w": "fp32", "y": "fp16"}},
      "algorithm": {"vector": {"x": 2, "y": 2}, "thread": {"m": 4, "n": 2}, "block": {"m": 64, "n": 32}}},
     "x and y of one element size, not fp32 and fp16"),
    ({"signature": {"spatial_dim": 1}, "algorithm": {"tile_rows": 2}}, "a 1D tile has one row"),
    ({"algorithm": {"thread": {"n": 8}, "vector": {"x": 8}}}, "1, 2 or 4 floats"),
    ({"algorithm": {"vector": {"x": 2, "y": 16}, "block": {"n": 40}, "thread": {"n": 2}}},
     "vector.y 16 does not divide block.n 40"),
    ({"signature": {"direction": "forward"}, "algorithm": {"vector": {"x": 16, "y": 2}, "block": {"n": 40},
                                                          "thread": {"n": 2}}},
     "vector.x 16 does not divide block.n 40"),     # forward stages X
    ({"algorithm": {"block": {"m": 1, "n": 256}, "tile_rows": 1, "vector": {"y": 2}}},
     "64 threads are not a multiple of the 128 staging vectors"),
], ids=["parse", "weight-run", "weight-few-channels", "weight-1d", "weight-pixel-bytes", "weight-mixed-types",
        "1d", "thread-n", "vector-y", "forward-vector-x", "threads"])
def test_depthwise_tile_rule_details(change, words):
    """Rule depthwise-tile: each way of breaking it names why; tile_rows parses as >= 0;
    the valid base passes, its vector.y (8) differing from thread.n (4) as only the tile
    allows (rule depthwise-shape holds the strip gather to thread.n = vector.y)."""
    inst = parse_text(_spec_text(dict(name="t", **BASE_DEPTHWISE_TILE)), FILE).instances[0]
    assert check(inst) == []
    strips = _merged(BASE_DEPTHWISE_TILE)
    del strips["algorithm"]["tile_rows"]
    found = check(parse_text(_spec_text(dict(name="s", **strips)), FILE, validate=False).instances[0])
    assert [v.rule for v in found] == [Rule.DEPTHWISE_SHAPE] and "differ" in found[0].detail
    text = _rejection(BASE_DEPTHWISE_TILE, change)
    if words is None:
        assert "below the minimum 0" in text, text
    else:
        assert Rule.DEPTHWISE_TILE.id in text and words in text, text


@pytest.mark.parametrize("direction, data_type, vector, staged, written, stage_bytes", [
    ("backward_data", "fp16", {"x": 4, "w": 1, "y": 8}, "y", "x", 16),   # 16-byte dY copies
    ("backward_data", "fp16", {"x": 4, "w": 1, "y": 4}, "y", "x", 8),    # 8-byte ones
    ("backward_data", "fp32", {"x": 4, "w": 1, "y": 4}, "y", "x", 16),
    ("forward", "bf16", {"x": 8, "w": 1, "y": 4}, "x", "y", 16),         # forward stages X
    ("forward", "fp16", {"x": 1, "w": 1, "y": 4}, "x", "y", 2),          # 2 bytes: load + store
], ids=["bwd-fp16-y8", "bwd-fp16-y4", "bwd-fp32", "fwd-bf16-x8", "fwd-fp16-x1"])
def test_depthwise_tile_plan(direction, data_type, vector, staged, written, stage_bytes):
    """plan.StagedTile: the direction picks the staged and written tensors (and the
    flipped filter of backward-data); a staging copy (hipconv::cp_async) moves one
    vector of the staged tensor."""
    from codegen.plan import staged_tile
    entry = _merged(BASE_DEPTHWISE_TILE, {"signature": {"direction": direction, "data_type": data_type},
                                          "algorithm": {"vector": vector}})
    inst = parse_text(_spec_text(dict(name="t", **entry)), FILE).instances[0]
    tile = staged_tile(inst)
    assert (tile.source, tile.target, tile.flip) == (staged, written, direction == "backward_data")
    assert tile.stage_bytes == stage_bytes
    assert (tile.rows, tile.columns, tile.load_vector) == (8, 8, vector[staged])


# few_channels with a staged dY tile: 8 rows x 2 strips of 4 positions x 8 groups of C = K = 4
BASE_FEW_TILE = {
    "signature": {"direction": "backward_data", "spatial_dim": 2, "data_type": "fp16"},
    "algorithm": {"block": {"m": 16, "n": 32, "k": 4}, "thread": {"m": 1, "n": 4},
                  "vector": {"x": 4, "w": 1, "y": 4}, "specialization": "few_channels",
                  "tile_rows": 8},
    "targets": ["gfx90a", "sm_80"],
}


@pytest.mark.parametrize("change, words", [
    ({"algorithm": {"thread": {"n": 16}, "block": {"n": 64, "k": 2}, "vector": {"x": 8, "y": 8}}},
     "C = K = 1, 2, 4 or 8 channels"),
    ({"algorithm": {"vector": {"y": 8}}}, "vector.y 8 does not divide thread.n 4"),
    ({"algorithm": {"k_lanes": 2}}, "takes all of K: use 1"),
    ({"signature": {"direction": "forward"}, "algorithm": {"vector": {"x": 8, "y": 4}}},
     "vector.x 8 does not divide thread.n 4"),       # forward stages X
], ids=["thread-n", "vector-y", "k-lanes", "forward-vector-x"])
def test_few_channel_tile_rule_details(change, words):
    """Rule depthwise-tile for few_channels: C = K = thread.n of 1-8 channels, a staging
    vector inside one group, no K split; the base passes (whole groups per block are rule
    tile-divisibility's: block.n a multiple of thread.n)."""
    inst = parse_text(_spec_text(dict(name="t", **BASE_FEW_TILE)), FILE).instances[0]
    assert check(inst) == []
    text = _rejection(BASE_FEW_TILE, change)
    assert Rule.DEPTHWISE_TILE.id in text and words in text, text


@pytest.mark.parametrize("direction, data_type, thread_n, block_k, widths", [
    ("backward_data", "fp16", 4, 4, (2, 3, 5, 7)),  # windows of 20, 24, 32, 40 floats (2: a stride phase's taps)
    ("backward_data", "fp32", 4, 7, (2, 3, 5)),     # 32, 36, 44; width 7's 52 floats go to the loop
    ("forward", "bf16", 8, 4, (3,)),                # 48; 64 and 80 do not fit
    ("forward", "fp16", 8, 7, ()),                  # 72 floats already at width 3
], ids=["c4-k4", "c4-k7", "c8-k4", "c8-k7"])
def test_few_channel_tile_plan(direction, data_type, thread_n, block_k, widths):
    """plan.StagedTile for few_channels: one group per thread reducing thread.n staged
    channels into thread.n outputs, block.n / thread.n groups per block, and the filter
    widths compiled with a register window only where it holds at most 48 floats
    (backward-data also 2: the column taps of a 3x3 filter's stride-2 phase)."""
    from codegen.plan import staged_tile
    entry = _merged(BASE_FEW_TILE, {"signature": {"direction": direction, "data_type": data_type},
                                    "algorithm": {"thread": {"n": thread_n},
                                                  "block": {"n": 8 * thread_n, "k": block_k},
                                                  "vector": {"x": 4, "y": 4}}})
    tile = staged_tile(parse_text(_spec_text(dict(name="t", **entry)), FILE).instances[0])
    assert (tile.groups_per_thread, tile.channels, tile.block_groups) == (1, thread_n, 8)
    assert tile.few_channels and tuple(w for w, s in tile.windows if s == 1) == widths
    assert tile.flip == (direction == "backward_data")


def test_forward_rules():
    """Forward takes the GEMM specializations and both gathers (few_channels without k_lanes), a persistent TMA
    tile loop, and its W box bounds block.n (one box of block.n output channels)."""
    def violations(base, change):
        text = _spec_text(dict(name="t", **_merged(base, {"signature": {"direction": "forward"}},
                                                   change)))
        return check(parse_text(text, FILE, validate=False).instances[0])

    assert violations(BASE_DATA, {}) == []
    assert violations(BASE_DATA, {"algorithm": {"specialization": "filter1x1_pad0"}}) == []
    assert violations(BASE_DEPTHWISE, {"algorithm": {"block": {"k": 4}}}) == []
    forward_few = {"algorithm": {"vector": {"x": 4, "y": 4}}}
    assert violations(BASE_FEW_CHANNELS, forward_few) == []
    found = violations(BASE_FEW_CHANNELS, {"algorithm": {"vector": {"x": 4, "y": 4}, "k_lanes": 2}})
    assert [v.rule for v in found] == [Rule.FEW_CHANNELS_SHAPE] and "no K split" in found[0].detail
    found = violations(BASE_FEW_CHANNELS, {})      # backward-data's dY vector of 8 along K
    assert [v.rule for v in found] == [Rule.VECTOR_TILE] and "thread.n" in found[0].detail
    one_by_one_split = {"algorithm": {"split_k": "auto", "deterministic": True,
                                      "specialization": "filter1x1_stride1_pad0"}}
    assert violations(BASE_DATA, one_by_one_split) == []
    # forward's default tiles split over taps x channel blocks too; the gathers do not
    assert violations(BASE_DATA, {"algorithm": {"split_k": 2, "deterministic": True}}) == []
    found = violations(BASE_DEPTHWISE, {"algorithm": {"block": {"k": 4}, "split_k": 2, "deterministic": True}})
    assert [v.rule for v in found] == [Rule.OUTPUT_SPLIT] and "1x1 kernels" in found[0].detail
    found = violations(BASE_TAPS, {"algorithm": {"split_k": 2, "deterministic": True}})
    assert [v.rule for v in found] == [Rule.OUTPUT_SPLIT] and "taps x channel blocks" in found[0].detail
    found = violations(BASE_DATA, _merged(one_by_one_split, {"algorithm": {"deterministic": False}}))
    assert [v.rule for v in found] == [Rule.OUTPUT_SPLIT] and "deterministic: true" in found[0].detail
    # wgmma: forward's tiles split (cp_async or tma, per tile; slices in the workspace or a cluster)
    wgmma_split = {"algorithm": {"split_k": "auto", "deterministic": True}}
    assert violations(BASE_WGMMA, wgmma_split) == []
    assert violations(BASE_WGMMA, _merged(wgmma_split, {"algorithm": {"loads": "tma"}})) == []
    assert violations(BASE_WGMMA, _merged(wgmma_split, {"algorithm": {"loads": "tma",
                                                                      "split_reduction": "cluster"}})) == []
    found = violations(BASE_WGMMA, _merged(wgmma_split, {"algorithm": {"loads": "tma", "schedule": "persistent"}}))
    assert Rule.OUTPUT_SPLIT in [v.rule for v in found] and any("per_tile" in v.detail for v in found)
    found = violations(BASE_WGMMA, _merged(wgmma_split, {"algorithm": {"split_reduction": "cluster"}}))
    assert [v.rule for v in found] == [Rule.CLUSTER_SPLIT] and "loads: tma" in found[0].detail
    assert violations(BASE_WGMMA, {"algorithm": {"loads": "tma", "schedule": "persistent"}}) == []
    wide = {"algorithm": {"loads": "tma", "block": {"m": 64, "n": 512}, "warpgroup": {"m": 64, "n": 256},
                          "stages": 2}}
    found = violations(BASE_WGMMA, wide)
    assert [v.rule for v in found] == [Rule.TMA_LOADS] and "block.n 512" in found[0].detail


def test_persistent_schedule_rule_and_shared_memory():
    """Rule persistent-schedule: TMA-fed backward_data only; its epilogue tile lies
    behind the ring (both count), where per tile it reuses the ring."""
    def parsed(base, change, validate=True):
        text = _spec_text(dict(name="t", **_merged(base, change)))
        return parse_text(text, FILE, validate=validate).instances[0]

    persistent = {"algorithm": {"loads": "tma", "schedule": "persistent"}}
    per_tile = parsed(BASE_WGMMA, {"algorithm": {"loads": "tma"}})
    walker = parsed(BASE_WGMMA, persistent)
    ring = 4 * (128 * 64 + 128 * 64) * 2
    epilogue = 128 * ((128 + 8) * 4 + 16)
    assert shared_memory_bytes(per_tile) == max(ring, epilogue) + 16 * 4 + 1024
    assert shared_memory_bytes(walker) == ring + epilogue + 16 * 4 + 1024
    found = check(parsed(BASE_WGMMA_WEIGHT, persistent, validate=False))
    assert [v.rule for v in found] == [Rule.PERSISTENT_SCHEDULE] and "backward_weight" in found[0].detail
    found = check(parsed(BASE_WGMMA, {"algorithm": {"schedule": "persistent"}}, validate=False))
    assert [v.rule for v in found] == [Rule.PERSISTENT_SCHEDULE] and "loads: tma" in found[0].detail


def test_tma_adds_a_producer_warpgroup_and_barriers():
    """The producer warpgroup is counted in the block's threads, and a full and an empty
    mbarrier per stage in its shared memory."""
    plain = parse_text(_spec_text(dict(name="c", **BASE_WGMMA)), FILE).instances[0]
    fed = parse_text(_spec_text(dict(name="t", **_merged(BASE_WGMMA, {"algorithm": {"loads": "tma"}}))),
                     FILE).instances[0]
    assert threads_of(plain.algorithm) == 256 and threads_of(fed.algorithm) == 384
    assert shared_memory_bytes(fed) == shared_memory_bytes(plain) + 16 * fed.algorithm.stages


def test_unknown_loads_value_lists_the_accepted_ones():
    with pytest.raises(SpecError) as raised:
        parse_text(_spec_text(dict(name="t", **_merged(BASE_WGMMA, {"algorithm": {"loads": "dma"}}))),
                   FILE)
    text = str(raised.value)
    assert "algorithm.loads" in text and "cp_async" in text and "tma" in text, text


@pytest.mark.parametrize("change, words", [
    ({"thread": {"m": 2}, "block": {"m": 32}}, "use thread.m 1"),
    ({"vector": {"w": 4}}, "stages W element by element"),
    ({"block": {"k": 128}}, "512 accumulators"),
    ({"block": {"n": 2048, "m": 1}, "thread": {"n": 4}}, "block.n at most 1024"),
])
def test_few_channels_shape_details(change, words):
    entry = dict(name="few", **_merged(BASE_FEW_CHANNELS, {"algorithm": change}))
    spec = parse_text(_spec_text(entry), FILE, validate=False)
    found = [v for v in check(spec.instances[0]) if v.rule is Rule.FEW_CHANNELS_SHAPE]
    assert found and words in found[0].detail, check(spec.instances[0])


@pytest.mark.parametrize("k_lanes, ok", [(1, True), (8, True), (32, True), (3, False), (64, False)])
def test_few_channels_k_lanes(k_lanes, ok):
    entry = dict(name="few", **_merged(BASE_FEW_CHANNELS, {"algorithm": {"k_lanes": k_lanes}}))
    spec = parse_text(_spec_text(entry), FILE, validate=False)
    inst = spec.instances[0]
    found = [v for v in check(inst) if v.rule is Rule.FEW_CHANNELS_SHAPE]
    assert (not found) == ok, found
    if ok:   # k_lanes threads per strip: 16 strips x 4 lanes along the groups x k_lanes
        assert threads_of(inst.algorithm) == 16 * 4 * k_lanes


def test_k_lanes_belongs_to_few_channels():
    entry = dict(name="dw", **_merged(BASE_DATA, {"algorithm": {"k_lanes": 4}}))
    spec = parse_text(_spec_text(entry), FILE, validate=False)
    found = [v for v in check(spec.instances[0]) if v.rule is Rule.OPTION_DIRECTION]
    assert found and "few_channels" in found[0].detail


def test_k_lanes_partials_count_in_shared_memory():
    # 16 strips x 4 lanes x 8 k-lanes = 512 threads x 4 positions x 4 channels = 8192
    # floats of partial sums: more than the 4096-float W rows
    entry = dict(name="few", **_merged(BASE_FEW_CHANNELS, {"algorithm": {"k_lanes": 8}}))
    inst = parse_text(_spec_text(entry), FILE).instances[0]
    assert shared_memory_bytes(inst) == 8192 * 4


def test_few_channels_in_backward_weight_reads_whole_groups():
    """few_channels backward-weight (the depthwise kernel with C = K = thread.n): a
    thread's C and K channels are one vector each (vector.x = vector.y = thread.n), its
    accumulators block.k*thread.n^2 at most 256; the valid form passes."""
    def found(change):
        entry = dict(name="few", **_merged(BASE_FEW_CHANNELS, {"signature": {"direction": "backward_weight"}},
                                           change))
        return check(parse_text(_spec_text(entry), FILE, validate=False).instances[0])
    assert found({"algorithm": {"vector": {"x": 4, "y": 4}, "block": {"k": 3}}}) == []
    wrong = found({"algorithm": {"vector": {"x": 4, "y": 8}, "block": {"k": 3}}})
    assert Rule.FEW_CHANNELS_SHAPE in [v.rule for v in wrong] and any("differ" in v.detail for v in wrong)
    many = found({"algorithm": {"vector": {"x": 4, "y": 4}, "block": {"k": 17}}})
    assert any("block.k*thread.n*thread.n = 272" in v.detail for v in many)
    split = found({"algorithm": {"vector": {"x": 4, "y": 4}, "block": {"k": 3}, "k_lanes": 2}})
    assert [v.rule for v in split] == [Rule.FEW_CHANNELS_SHAPE] and "no K split" in split[0].detail
    # shared memory: the teams' reduction of one tap's K x C values per group
    entry = dict(name="few", **_merged(BASE_FEW_CHANNELS, {"signature": {"direction": "backward_weight"}},
                                       {"algorithm": {"vector": {"x": 4, "y": 4}, "block": {"k": 3}}}))
    inst = parse_text(_spec_text(entry), FILE).instances[0]
    teams = inst.algorithm.block.m // inst.algorithm.thread.m
    assert shared_memory_bytes(inst) == teams * inst.algorithm.block.n * inst.algorithm.thread.n * 4


def test_few_channels_shared_memory_is_16_kib_of_rows():
    for n, rows in ((3, 1365), (64, 64), (16, 256)):
        entry = dict(name="few", **_merged(BASE_FEW_CHANNELS, {"algorithm": {
            "block": {"n": n, "m": 64 if n == 3 else 16}, "thread": {"n": 3 if n == 3 else 4},
            "vector": {"x": 1}}}))
        inst = parse_text(_spec_text(entry), FILE).instances[0]
        assert shared_memory_bytes(inst) == rows * n * 4


def test_explain_lists_each_combination_of_a_fully_rejected_cross_product(tmp_path, capsys):
    """--explain where the spec does not validate: every rejected combination with its
    rule, then the error (exit status 2), instead of the error alone."""
    entry = dict(name="xp_{stages}", **_merged(BASE_DATA, {"algorithm": {"stages": [3, 4]}}))
    path = tmp_path / "all_dropped.yaml"
    path.write_text(_spec_text(dict(name="valid", **BASE_DATA), entry))
    assert main([str(path), "--explain"]) == 2
    captured = capsys.readouterr()
    rejected = [ln for ln in captured.out.splitlines() if " rejected " in ln]
    assert [ln.split(" rejected ")[1].split(":")[0] for ln in rejected] == ["xp_3", "xp_4"]
    assert all("[rule stages]" in ln and "instances[1]" in ln for ln in rejected)
    assert "error:" in captured.err


def test_blocks_per_sm_counts_the_wgmma_accumulator_registers():
    """Rule blocks-per-sm, registers: two 128x128 wgmma blocks (384 threads) per SM leave
    80 registers per thread, fewer than 64 accumulators + 26 (ptxas refuses it, C7602);
    the shipped 128x64 two-per-SM tile (32 accumulators) passes."""
    base = copy.deepcopy(BASE_WGMMA)
    base["algorithm"].update(loads="tma", min_blocks_per_sm=2)
    text = _spec_text(dict(name="two_128x128", **copy.deepcopy(base)))
    with pytest.raises(SpecError) as info:
        parse_text(text, FILE)
    assert info.value.rule is Rule.BLOCKS_PER_SM
    assert "80 registers per thread" in str(info.value) and "at least 90" in str(info.value)
    narrow = copy.deepcopy(base)
    narrow["algorithm"].update(block={"m": 128, "n": 64, "k": 64}, warpgroup={"m": 64, "n": 64})
    spec = parse_text(_spec_text(dict(name="two_128x64", **narrow)), FILE)
    assert [i.name for i in spec.instances] == ["two_128x64"]


@pytest.mark.parametrize("change, message", [
    ({"signature": {"data_type": "fp64"}}, "fp64 tensors take an fp64 accumulator"),
    ({"signature": {"accumulator": "fp64"}}, "fp64 accumulators are for fp64 tensors"),
    ({"signature": {"data_type": {"x": "fp64", "w": "fp32", "y": "fp64"}, "accumulator": "fp64"}},
     "does not mix"),
    ({"signature": {"data_type": "fp64", "accumulator": "fp64"}, "algorithm": {"specialization": "depthwise"}},
     "fp64 runs the default and 1x1 kernels"),
])
def test_accumulator_rule_for_fp64(change, message):
    """fp64 tensors: all three fp64, an fp64 accumulator, the fma default or 1x1 kernels; an
    fp64 accumulator only for fp64 tensors."""
    base = copy.deepcopy(BASE_DATA)
    for key, value in change.items():
        base[key].update(value)
    text = _spec_text(dict(name="f", **base))
    errors = check(parse_text(text, FILE, validate=False).instances[0])
    assert errors and errors[0].rule is Rule.ACCUMULATOR and message in errors[0].detail, errors


@pytest.mark.parametrize("base, change, message", [
    (BASE_DATA, {"signature": {"data_type": {"x": "fp8_e5m2", "w": "fp8_e4m3", "y": "fp8_e5m2"}}},
     "tensor 'x' is fp8_e5m2, which an instance reads but does not write"),
    (BASE_WEIGHT, {"signature": {"data_type": {"x": "fp8_e4m3", "w": "fp8_e4m3", "y": "fp8_e5m2"}}},
     "tensor 'w' is fp8_e4m3"),
    (BASE_DATA, {"signature": {"data_type": {"x": "bf16", "w": "fp8_e4m3", "y": "fp8_e5m2"}},
                 "algorithm": {"specialization": "filter1x1_stride1_pad0"}},
     "fp8 operands run the default kernel"),
    (BASE_WEIGHT, {"signature": {"data_type": {"x": "fp8_e4m3", "w": "fp32", "y": "fp8_e5m2"}},
                   "algorithm": {"split_k": "auto"}}, "fp8 operands take split_k 1"),
])
def test_fp8_operands_rule(base, change, message):
    """fp8 tensors are read, never written, on the fma default kernel with split_k 1."""
    spec = copy.deepcopy(base)
    for key, value in change.items():
        spec[key].update(value)
    errors = check(parse_text(_spec_text(dict(name="f", **spec)), FILE, validate=False).instances[0])
    assert Rule.FP8_OPERANDS in [e.rule for e in errors], errors
    assert any(message in e.detail for e in errors if e.rule is Rule.FP8_OPERANDS), errors


def test_fp8_operands_on_tensor_cores_are_refused_where_the_tiles_cannot_take_them():
    """mma_sync takes fp8 on forward's plain GEMM tiles for sm_90a in 16-byte vectors: the stem's
    input-image tile (sm_80, element-wise X, tap_channels) is refused for each, and backward-data
    (its B operand is transposed on load) too."""
    spec = copy.deepcopy(BASE_IMAGE)
    spec["signature"]["data_type"] = {"x": "fp8_e4m3", "w": "fp8_e4m3", "y": "bf16"}
    errors = check(parse_text(_spec_text(dict(name="f", **spec)), FILE, validate=False).instances[0])
    details = [e.detail for e in errors if e.rule is Rule.FP8_OPERANDS]
    for words in ("target sm_90a only", "vector.x 16", "tap_channels 0"):
        assert any(words in d for d in details), (words, details)
    data = copy.deepcopy(BASE_MMA)
    data["signature"]["data_type"] = {"x": "bf16", "w": "fp8_e4m3", "y": "fp8_e5m2"}
    data["targets"] = ["sm_90a"]
    data["algorithm"]["vector"] = 16
    errors = check(parse_text(_spec_text(dict(name="f", **data)), FILE, validate=False).instances[0])
    assert any(e.rule is Rule.FP8_OPERANDS and "forward's" in e.detail for e in errors), errors


def test_fp8_operands_on_forward_mma_sync_pass():
    spec = copy.deepcopy(BASE_MMA)
    spec["signature"].update(direction="forward", data_type={"x": "fp8_e4m3", "w": "fp8_e4m3", "y": "bf16"})
    spec["targets"] = ["sm_90a"]
    spec["algorithm"].update(block={"m": 64, "n": 64, "k": 64}, vector={"x": 16, "w": 16, "y": 8})
    assert check(parse_text(_spec_text(dict(name="f", **spec)), FILE, validate=False).instances[0]) == []
    spec["algorithm"]["block"]["k"] = 48         # not a multiple of m16n8k32's k
    errors = check(parse_text(_spec_text(dict(name="f", **spec)), FILE, validate=False).instances[0])
    assert any(e.rule is Rule.WARP_TILE and "k = 32" in e.detail for e in errors), errors


def test_the_training_recipes_fp8_instances_pass():
    """The three directions' fp8 signatures of the shipped specs: e4m3 x e4m3 -> bf16 forward,
    e5m2 dY x e4m3 W -> bf16 dX, e4m3 X x e5m2 dY -> fp32 dW."""
    for base, types in ((BASE_DATA, {"x": "bf16", "w": "fp8_e4m3", "y": "fp8_e5m2"}),
                        (BASE_WEIGHT, {"x": "fp8_e4m3", "w": "fp32", "y": "fp8_e5m2"}),
                        (dict(BASE_DATA, signature=dict(BASE_DATA["signature"], direction="forward")),
                         {"x": "fp8_e4m3", "w": "fp8_e4m3", "y": "bf16"})):
        spec = copy.deepcopy(base)
        spec["signature"]["data_type"] = types
        assert check(parse_text(_spec_text(dict(name="f", **spec)), FILE, validate=False).instances[0]) == []


def test_fp64_backward_weight_takes_split_k_1():
    base = copy.deepcopy(BASE_WEIGHT)
    base["signature"].update(data_type="fp64", accumulator="fp64")
    base["algorithm"]["split_k"] = "auto"
    errors = check(parse_text(_spec_text(dict(name="f", **base)), FILE, validate=False).instances[0])
    assert [e.rule for e in errors][:1] == [Rule.ACCUMULATOR] and "split_k 1" in errors[0].detail
    base["algorithm"]["split_k"] = 1
    assert check(parse_text(_spec_text(dict(name="f", **base)), FILE, validate=False).instances[0]) == []


def test_backward_data_split_on_wgmma_and_in_clusters_with_tma():
    """Rule output-split: backward-data's split runs on fma, mma_sync and wgmma tiles (TMA
    too), 1x1 or default; rule cluster-split: its slices may meet in a cluster (TMA loads),
    as forward's, and not with cp.async loads or without deterministic."""
    def violations(change):
        text = _spec_text(dict(name="t", **_merged(BASE_WGMMA, change)))
        return check(parse_text(text, FILE, validate=False).instances[0])

    split = {"algorithm": {"split_k": "auto", "deterministic": True}}
    assert violations(split) == []
    assert violations(_merged(split, {"algorithm": {"loads": "tma"}})) == []
    assert violations(_merged(split, {"algorithm": {"specialization": "filter1x1_stride1_pad0"}})) == []
    assert violations(_merged(split, {"algorithm": {"loads": "tma", "split_reduction": "cluster"}})) == []
    found = violations(_merged(split, {"algorithm": {"split_reduction": "cluster"}}))
    assert [v.rule for v in found] == [Rule.CLUSTER_SPLIT]
    assert "loads: tma" in found[0].detail


# the few-channel staged tile on tensor cores: forward, 4 rows x 28 columns x 8 groups of C = K = 8
BASE_FEW_TILE_MMA = {
    "signature": {"direction": "forward", "spatial_dim": 2, "data_type": "bf16"},
    "algorithm": {"micro_kernel": "mma_sync", "block": {"m": 16, "n": 64, "k": 7}, "warp": {"m": 16, "n": 8},
                  "vector": {"x": 8, "w": 8, "y": 2}, "specialization": "few_channels", "tile_rows": 4},
    "targets": ["sm_80"],
}


@pytest.mark.parametrize("change, rule, words", [
    ({"algorithm": {"warp": {"m": 32, "n": 8}}}, Rule.WARP_TILE, "use warp {m: 16, n: 8} or warp {m: 16, n: 16}"),
    ({"algorithm": {"warp": {"n": 32}, "block": {"n": 128}}}, Rule.WARP_TILE, "8 (two taps a k16 step) or 16 (one tap)"),
    ({"algorithm": {"vector": {"w": 1}}}, Rule.MMA_VECTOR, "stages W in 16-byte vectors along C"),
    ({"algorithm": {"block": {"m": 12}}}, Rule.WARP_TILE, "positions (block.m strips x block.k) are not a multiple of 16"),
    ({"algorithm": {"vector": {"y": 4}}}, Rule.MMA_VECTOR, "use 2 or 8"),
    ({"signature": {"data_type": "fp32"}, "algorithm": {"vector": {"x": 4}}}, Rule.MMA_DATA_TYPE, "fp16 or bf16"),
    ({"algorithm": {"tile_rows": 0}}, Rule.MICRO_KERNEL_SPECIALIZATION, "set tile_rows"),
], ids=["warp", "warp-channels", "w-vector", "chunks", "store-pairs", "fp32", "no-tile"])
def test_few_tile_mma_rules(change, rule, words):
    """The mma staged tile (kernels/staged_tile_mma.mako): the valid base passes and builds a
    plan of a warp per group; each way of breaking its shape names the rule and why."""
    from codegen.micro_kernels import threads_of
    from codegen.plan import staged_tile
    inst = parse_text(_spec_text(dict(name="t", **BASE_FEW_TILE_MMA)), FILE).instances[0]
    assert check(inst) == []
    tile = staged_tile(inst)
    assert (tile.mma, tile.channels, tile.block_groups, tile.chunks, tile.staged_pitch, tile.windows) == \
        (True, 8, 8, 7, 72, ())
    assert threads_of(inst.algorithm) == 8 * 32
    text = _rejection(BASE_FEW_TILE_MMA, change)
    assert rule.id in text and words in text, text


def test_few_tile_mma_group_width_16_plan():
    """C = K = 16 (warp.n 16): one tap a k16 step, K in two n8 tiles; 4 groups of 16 fill the
    same 64 channel columns (a staged pitch of 72: 144 bytes a position)."""
    from codegen.micro_kernels import threads_of
    from codegen.plan import staged_tile
    spec = dict(name="t", **BASE_FEW_TILE_MMA)
    spec["algorithm"] = dict(spec["algorithm"], warp={"m": 16, "n": 16})
    inst = parse_text(_spec_text(spec), FILE).instances[0]
    assert check(inst) == []
    tile = staged_tile(inst)
    assert (tile.channels, tile.block_groups, tile.step_taps, tile.chunks, tile.staged_pitch) == (16, 4, 1, 7, 72)
    assert threads_of(inst.algorithm) == 4 * 32
