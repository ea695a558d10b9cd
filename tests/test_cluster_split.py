"""Deterministic split-K slices that meet in a thread-block cluster (algorithm.split_reduction:
cluster; backward_weight on wgmma with TMA loads, sm_90a): parse, the rule cluster-split, and
what the emitted source holds.  The kernels build for sm_90a only (no cpu emulation of wgmma):
their numerics are checked against the float64 reference on the lent GPU by the benchmark's
check step (bench/experiments/dense_weight_small_n.yaml; bench/results/2026-11-24-h100-exp-
dense-weight-small-n-round3.json.xz, "checks")."""

from __future__ import annotations

import pytest

from codegen.emit import emit
from codegen.errors import SpecError
from codegen.model import MAX_CLUSTER_SPLITS, SplitReduction
from codegen.parse import parse_text
from codegen.rules import Rule

WGMMA = ("micro_kernel: wgmma, loads: tma, block: {m: 128, n: 128, k: 64}, warpgroup: {m: 64, n: 128}, "
         "stages: 4, vector: 8, split_k: auto, deterministic: true")


def _spec(algorithm: str, direction: str = "backward_weight") -> str:
    return ("library: t\n"
            "instances:\n"
            "  - name: t\n"
            f"    signature: {{direction: {direction}, spatial_dim: 2, data_type: bf16, "
            "layout: channels_last}\n"
            f"    algorithm: {{{algorithm}}}\n"
            "    targets: [sm_90a]\n")


def _source(algorithm: str) -> str:
    files = {f.path: f.content for f in emit(parse_text(_spec(algorithm), "t.yaml"), "t.yaml")}
    return files["src/t.cpp"]


def test_split_reduction_parses_and_defaults_to_the_workspace():
    assert parse_text(_spec(WGMMA + ", split_reduction: cluster"), "t.yaml").instances[0] \
        .algorithm.split_reduction is SplitReduction.CLUSTER
    assert parse_text(_spec(WGMMA), "t.yaml").instances[0].algorithm.split_reduction \
        is SplitReduction.WORKSPACE


def test_split_reduction_names_the_accepted_values():
    with pytest.raises(SpecError) as caught:
        parse_text(_spec(WGMMA + ", split_reduction: dsmem"), "t.yaml")
    message = str(caught.value)
    assert "split_reduction" in message and "cluster" in message and "workspace" in message


@pytest.mark.parametrize("algorithm", [
    WGMMA.replace("deterministic: true", "deterministic: false") + ", split_reduction: cluster",
    WGMMA.replace("loads: tma, ", "") + ", split_reduction: cluster",
    WGMMA.replace("split_k: auto", "split_k: 16") + ", split_reduction: cluster",
    WGMMA.replace("split_k: auto, deterministic: true", "split_k: 1") + ", split_reduction: cluster",
], ids=["not_deterministic", "cp_async_loads", "more_than_a_cluster", "no_split"])
def test_cluster_split_rejected_where_it_cannot_work(algorithm):
    with pytest.raises(SpecError) as caught:
        parse_text(_spec(algorithm), "t.yaml")
    assert caught.value.rule is Rule.CLUSTER_SPLIT, str(caught.value)
    assert "[rule cluster-split]" in str(caught.value)


def test_cluster_split_directions_and_tiles():
    unsplit = ("micro_kernel: wgmma, loads: tma, block: {m: 128, n: 128, k: 64}, "
               "warpgroup: {m: 64, n: 128}, stages: 4, vector: 8, split_reduction: cluster")
    with pytest.raises(SpecError) as caught:
        parse_text(_spec(unsplit, direction="forward"), "t.yaml")
    assert "split_reduction" in str(caught.value)
    forward = parse_text(_spec(WGMMA + ", split_reduction: cluster", direction="forward"), "t.yaml")
    assert forward.instances[0].algorithm.split_reduction is SplitReduction.CLUSTER
    backward_data = parse_text(_spec(WGMMA + ", split_reduction: cluster", direction="backward_data"), "t.yaml")
    assert backward_data.instances[0].algorithm.split_reduction is SplitReduction.CLUSTER
    for direction in ("forward", "backward_data"):      # the 1x1 tiles' cluster split is not checked on a GPU
        with pytest.raises(SpecError) as caught:
            parse_text(_spec(WGMMA + ", split_reduction: cluster, specialization: filter1x1_stride1_pad0",
                             direction=direction), "t.yaml")
        assert "[rule cluster-split]" in str(caught.value) and "default tile" in str(caught.value)


@pytest.mark.parametrize("direction", ["forward", "backward_data"])
def test_cluster_auto_source_has_no_workspace_path(direction):
    """split_k auto in clusters (kernels/output_split.mako through the direction's template): at
    most CLUSTER_SPLIT_MAX_AUTO_SLICES slices of a tile launch as one cluster where the device
    holds such clusters, else the reduction runs unsplit: no workspace, no second kernel emitted.
    Backward-data: several stride phases unsplit (split_plan returns one slice before asking
    for more)."""
    files = {f.path: f.content for f in emit(parse_text(
        _spec(WGMMA + ", split_reduction: cluster", direction=direction), "t.yaml"), "t.yaml")}
    source = files["src/t.cpp"]
    for needle in ("constexpr int kMaxClusterSplits = 8;", "int clustered;",
                   "hipconv::launch_clustered(", "hipconv::cluster_sync();",
                   "int cluster_capacity(int64_t splits)",
                   "while (splits > 2 && cluster_capacity(splits) < tiles)",
                   "if (plan.splits > 1 && !clustered(plan)) {",
                   "if (2 * tiles > sms || k_steps < 64)", "if (splits > 3)"):
        assert needle in source, needle
    for absent in ("_finish", "workspace == nullptr", "partial_slice_elements", "tile.partial",
                   "slice_elements(p)", "reduction_steps(p) <"):
        assert absent not in source, absent
    assert "stores_through_tma" not in source          # a split tile keeps the fp32 epilogue
    if direction == "backward_data":
        assert "if (phase_count(p) > 1)\n        return plan;" in source
        assert source.index("if (phase_count(p) > 1)") < source.index("requested_splits(p, total)")


def test_forward_cluster_fixed_count_keeps_the_workspace_path():
    """A fixed count may exceed a cluster (or the device's clusters): the workspace and the
    finish pass stay for those launches."""
    fixed = WGMMA.replace("split_k: auto", "split_k: 3")
    files = {f.path: f.content for f in emit(parse_text(
        _spec(fixed + ", split_reduction: cluster", direction="forward"), "t.yaml"), "t.yaml")}
    source = files["src/t.cpp"]
    for needle in ("tile.partial = p.splits > 1 && !p.clustered;",
                   "return split.splits > 1 && !clustered(split) ? split.splits * slice_elements(p) * 4 : 0;",
                   "if (split.splits > 1 && !params.clustered) {", "t_finish(Params params)",
                   "hipconv::launch_clustered("):
        assert needle in source, needle


def test_cluster_source_launches_clusters_and_keeps_the_workspace_path():
    source = _source(WGMMA + ", split_reduction: cluster")
    for needle in (f"constexpr int kMaxClusterSplits = {MAX_CLUSTER_SPLITS};",
                   "hipconv::launch_clustered(", "hipconv::cluster_sync();", "hipconv::load_cluster_float2(",
                   "int cluster_capacity(int64_t splits)", "hipconv::max_active_clusters(",
                   "bool clustered(const SplitPlan& split)", "params.clustered = clustered(split) ? 1 : 0;",
                   "_finish(FinishParams params)"):        # more than 8 slices: the workspace pass
        assert needle in source, needle
    # the cluster's rows are summed in rank order, like the workspace pass's slices
    assert source.index("for (int s = 0; s < slices; ++s)") < source.index("store_output(params, tile, out_rows[m], n, values);")


def test_workspace_source_has_no_cluster_code():
    source = _source(WGMMA)
    for absent in ("cluster", "kMaxClusterSplits"):
        assert absent not in source, absent

