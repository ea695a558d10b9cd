"""Depthwise backward-weight with tap teams (thread.k): parse, rules, emitted source, split
bound, selection.  The numerics run with every depthwise instance (runtime.check's depthwise
problems, 7x7 ones included) on the cpu emulation and on the GPU."""

from __future__ import annotations

import pytest

from codegen.emit import emit, kernel_plan
from codegen.errors import SpecError
from codegen.model import ThreadTile
from codegen.parse import parse_file, parse_text
from codegen.plan import SPLIT_MIN_STEPS, TAP_TEAM_SPLIT_MIN_STEPS, weight_windows
from codegen.rules import Rule
from conftest import REPO_ROOT

SHIPPED = ("block: {m: 196, n: 16, k: 49}, thread: {m: 7, n: 2, k: 7}, vector: {x: 2, y: 2, w: 1}, "
           "specialization: depthwise, split_k: auto, tile_rows: 7, min_blocks_per_sm: 2")


def _spec(algorithm: str, direction: str = "backward_weight") -> str:
    return ("library: t\n"
            "instances:\n"
            "  - name: t\n"
            f"    signature: {{direction: {direction}, spatial_dim: 2, data_type: bf16, layout: channels_last}}\n"
            f"    algorithm: {{{algorithm}}}\n"
            "    targets: [sm_90a]\n")


def test_the_shipped_instances_parse_with_their_tap_teams():
    shipped = [i for i in parse_file(str(REPO_ROOT / "specs" / "bwd_weight.yaml")).instances
               if i.algorithm.thread is not None and i.algorithm.thread.k]
    assert sorted(i.name for i in shipped) == [f"bwd_weight_2d_{t}_depthwise_{s}" for t in ("bf16", "fp16")
                                               for s in ("t4_taps5", "t7_taps5", "t7_taps7")]
    # (thread tile, threads: teams x 8 lanes, the X windows it has)
    want = {"t7_taps7": (ThreadTile(7, 2, 7), 224, ((7, 1),)),            # a 7-wide filter at stride 1
            "t7_taps5": (ThreadTile(7, 2, 5), 160, ((5, 1),)),            # runs of 7: stride 1 only
            "t4_taps5": (ThreadTile(4, 2, 5), 160, ((5, 1), (5, 2)))}     # runs of 4: stride 2 too
    for inst in shipped:
        thread, threads, windows = want[inst.name.split("depthwise_")[1]]
        assert inst.algorithm.thread == thread and inst.algorithm.thread_taps == thread.k
        plan = kernel_plan(inst, "specs/bwd_weight.yaml", "bwd_weight", "python -m codegen specs/bwd_weight.yaml")
        assert plan.threads == threads and plan.weight_windows == windows
        assert plan.split_min_steps == TAP_TEAM_SPLIT_MIN_STEPS == 1


def test_without_thread_k_a_thread_takes_the_whole_tap_tile():
    inst = parse_text(_spec(SHIPPED.replace("thread: {m: 7, n: 2, k: 7}", "thread: {m: 7, n: 2}")), "t.yaml").instances[0]
    assert inst.algorithm.thread.k == 0 and inst.algorithm.thread_taps == 49
    plan = kernel_plan(inst, "t.yaml", "t", "python -m codegen t.yaml")
    assert plan.split_min_steps == SPLIT_MIN_STEPS == 4


def test_the_windows_of_tap_teams_are_whole_rows_of_a_thread():
    assert weight_windows(7, 49) == ((3, 1), (5, 1), (7, 1))
    assert weight_windows(7, 49, 7) == ((7, 1),)
    assert weight_windows(4, 45, 15) == ((3, 1), (5, 1), (3, 2), (5, 2))
    assert weight_windows(4, 45, 9) == ((3, 1), (3, 2))


@pytest.mark.parametrize("algorithm, direction, rule", [
    (SHIPPED, "forward", Rule.OPTION_DIRECTION),                                         # backward_weight only
    (SHIPPED.replace("tile_rows: 7", "tile_rows: 0"), "backward_weight", Rule.OPTION_DIRECTION),   # staged rows only
    (SHIPPED.replace("k: 49}", "k: 48}"), "backward_weight", Rule.TILE_DIVISIBILITY),   # 7 does not divide 48
    (SHIPPED.replace("m: 196", "m: 112").replace("n: 16, k: 49", "n: 32, k: 49"), "backward_weight",
     Rule.DEPTHWISE_TILE),                                                               # 16 teams, 7 tap teams
    (SHIPPED.replace("k: 7}", "k: 1}"), "backward_weight", Rule.DEPTHWISE_TILE),       # no window of width 1
], ids=["forward", "no_tile_rows", "block_k_48", "teams_16", "no_window"])
def test_thread_k_rejected_where_it_cannot_work(algorithm, direction, rule):
    with pytest.raises(SpecError) as caught:
        parse_text(_spec(algorithm, direction), "t.yaml")
    assert caught.value.rule is rule, str(caught.value)


def test_teams_that_are_whole_shares_of_the_tap_rows_are_accepted():
    """The control of teams_16 above: 21 teams are 3 per tap row."""
    algorithm = SHIPPED.replace("m: 196", "m: 147").replace("n: 16,", "n: 64,")
    assert parse_text(_spec(algorithm), "t.yaml").instances[0].algorithm.thread.k == 7


def test_thread_k_zero_is_a_parse_error_with_its_path():
    with pytest.raises(SpecError) as caught:
        parse_text(_spec(SHIPPED.replace("k: 7}", "k: 0}")), "t.yaml")
    assert "thread.k" in str(caught.value) and "minimum 1" in str(caught.value)


def test_the_emitted_source_splits_the_tile_by_filter_row():
    source = {f.path: f.content for f in emit(parse_text(_spec(SHIPPED), "t.yaml"), "t.yaml")}["src/t.cpp"]
    for needle in ("constexpr int kThreadTaps = 7;", "constexpr int kTapTeams = kBlockK / kThreadTaps;",
                   "const int tap_team = team / kRunTeams;", "const int run_team = team % kRunTeams;",
                   "float acc[kThreadTaps][kValues];", "for (int r = p * kRunTeams; r < (p + 1) * kRunTeams; ++r)",
                   "int64_t upper = k_steps / 1 > 1 ? k_steps / 1 : 1;"):
        assert needle in source, needle
    assert "${" not in source
    plain = {f.path: f.content for f in emit(parse_text(_spec(SHIPPED.replace(", k: 7}", "}").replace(
        "k: 49", "k: 25")), "t.yaml"), "t.yaml")}["src/t.cpp"]
    assert "kTapTeams" not in plain and "tap_team" not in plain   # nothing of tap teams elsewhere
    assert "float acc[kBlockK][kValues];" in plain and "k_steps / 4 > 1" in plain


def _registry_entry(name, block, thread, index):
    """A registry entry as runtime.library.Instance (no library needed)."""
    from conftest import registry_entry
    return registry_entry(name, "fma", block, "depthwise", index, direction="backward_weight", threads=224,
                          thread=thread, vector={"x": 2, "w": 1, "y": 2}, split_k="auto", tile_rows=7)

def test_select_puts_one_tap_tile_first_on_7x7_filters():
    """ConvNeXt's 7x7 layers: the tap-team tile (one tap tile) before the 7-row tile of 9-tap
    tiles (seven tiles, each re-staging the rows) -- criterion staged-window (run 93: selected =
    best on all eight ConvNeXt-T rows); the teams of one tap share take the runs (staged-rows'
    fill counts 4 of 28 teams per row)."""
    from runtime.problem import ConvProblem
    from runtime.selection import _staged_rows, explain, preference
    taps7 = _registry_entry("bwd_weight_2d_bf16_depthwise_t7_taps7", (196, 16, 49), (7, 2, 7), index=50)
    rows7 = _registry_entry("bwd_weight_2d_bf16_depthwise_t7_run7", (49, 64, 9), (7, 2, 0), index=40)
    problem = ConvProblem(384, 32, 1, 1, (14, 14), (7, 7), pad=3)
    assert sorted([rows7, taps7], key=lambda i: preference(i, problem))[0] is taps7
    assert explain(taps7, rows7, problem) == "staged-window"
    # 14 runs of 7 in a 7x7 tile over 4 teams per tap row: 14 / 16 of the last round filled
    assert _staged_rows(taps7, problem, None) == (1, 0, 0, -round(14 / 16, 3))


def test_select_puts_tap_teams_first_among_one_tap_tile_on_5x5_filters():
    """Criterion staged-rows: on EfficientNet's 5x5 14x14 layer the 5-tap teams (7-row tiles)
    before the 14-row tile, which fills its teams better (28 runs for 14 teams against 14 for 4
    a row) but ran 1.03-1.13x slower (run 94); on a stride-2 layer the runs of 4."""
    from runtime.problem import ConvProblem
    from runtime.selection import explain, preference
    taps5 = _registry_entry("bwd_weight_2d_bf16_depthwise_t7_taps5", (140, 16, 25), (7, 2, 5), index=51)
    t4_taps5 = _registry_entry("bwd_weight_2d_bf16_depthwise_t4_taps5", (80, 16, 25), (4, 2, 5), index=52)
    rows14 = _registry_entry("bwd_weight_2d_bf16_depthwise_t14_run7", (98, 32, 25), (7, 2, 0), index=41)
    problem = ConvProblem(672, 32, 1, 1, (14, 14), (5, 5), pad=2)
    assert sorted([rows14, t4_taps5, taps5], key=lambda i: preference(i, problem))[0] is taps5
    assert explain(taps5, rows14, problem) == "staged-rows"
    # past 28 output rows (not measured for 5x5; 3x3 tap teams lost there) the fill decides:
    # both fill 56x56 whole, and the larger 14-row tile goes first (criterion largest-tile)
    wide = ConvProblem(96, 32, 1, 1, (56, 56), (5, 5), pad=2)
    assert sorted([taps5, rows14], key=lambda i: preference(i, wide))[0] is rows14
