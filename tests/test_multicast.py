"""TMA multicast clusters (algorithm.multicast; wgmma with TMA loads, sm_90a) in backward-weight
(along the row tiles, sharing X's column boxes), forward and backward-data (along the column
tiles, sharing the A box): parse, the rule multicast, what the emitted source holds, and the split
cost model's view of a multicast tile.  The kernels build for sm_90a only (no cpu emulation of
wgmma): their numerics are checked against the float64 reference on the lent GPU (runtime/check.py's
warpgroup problems include K = 136, three row tiles, so a cluster of two has a block past the
last; backward-weight: bench/results/2026-11-24-h100-exp-multicast-round1.json.xz, "checks"; forward
and backward-data: bench/results/2026-11-28-h100-exp-multicast-one-warpgroup.log.xz)."""

from __future__ import annotations

import pytest

from codegen.emit import emit
from codegen.errors import SpecError
from codegen.micro_kernels import WgmmaMicroKernel
from codegen.parse import parse_text
from codegen.emit import kernel_plan
from codegen.rules import Rule

WGMMA = ("micro_kernel: wgmma, loads: tma, block: {m: 64, n: 128, k: 64}, warpgroup: {m: 64, n: 128}, "
         "stages: 6, vector: 8, split_k: auto, deterministic: true")


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


def test_multicast_parses_and_defaults_to_one():
    assert parse_text(_spec(WGMMA + ", multicast: 2"), "t.yaml").instances[0].algorithm.multicast == 2
    assert parse_text(_spec(WGMMA), "t.yaml").instances[0].algorithm.multicast == 1


def test_multicast_names_the_accepted_values():
    with pytest.raises(SpecError) as caught:
        parse_text(_spec(WGMMA + ", multicast: 3"), "t.yaml")
    message = str(caught.value)
    assert "multicast" in message and "1" in message and "2" in message and "4" in message


@pytest.mark.parametrize("algorithm", [
    WGMMA.replace("loads: tma, ", "") + ", multicast: 2",
    WGMMA + ", multicast: 2, split_reduction: cluster",
    WGMMA + ", multicast: 2, schedule: persistent",
], ids=["cp_async_loads", "cluster_split", "persistent"])
def test_multicast_rejected_where_it_cannot_work(algorithm):
    with pytest.raises(SpecError) as caught:
        parse_text(_spec(algorithm), "t.yaml")
    assert caught.value.rule is Rule.MULTICAST, str(caught.value)
    assert "[rule multicast]" in str(caught.value)


UNSPLIT = WGMMA.replace(", split_k: auto, deterministic: true", "")


@pytest.mark.parametrize("direction", ["forward", "backward_data"])
def test_multicast_in_forward_and_backward_data_needs_an_unsplit_tile(direction):
    assert parse_text(_spec(UNSPLIT + ", multicast: 2", direction=direction), "t.yaml").instances[0] \
        .algorithm.multicast == 2
    with pytest.raises(SpecError) as caught:   # the cluster is the column tiles: no split
        parse_text(_spec(WGMMA + ", multicast: 2", direction=direction), "t.yaml")
    assert caught.value.rule is Rule.MULTICAST and f"split_k auto in {direction}" in str(caught.value)


@pytest.mark.parametrize("direction,specialization,operand,load,w_load,columns", [
    ("forward", "default", "x", "hipconv::tma_load_im2col_multicast<kSpatialDims>(a_rows(0), &p.x_map, full, kClusterMask,",
     "hipconv::tma_load_tile(b_column(0), &p.w_map, full,", "p->out_channels"),
    ("forward", "filter1x1_stride1_pad0", "x",
     "hipconv::tma_load_tile_multicast(a_rows(0), &p.x_map, full, kClusterMask,",
     "hipconv::tma_load_tile(b_column(0), &p.w_map, full,", "p->out_channels"),
    ("backward_data", "default", "dy", "hipconv::tma_load_im2col_multicast<kSpatialDims>(a_rows(0), dy_map, full, kClusterMask,",
     "hipconv::tma_load_tile(b_column(n0), &p.w_map, full,", "p->in_channels"),
], ids=["forward", "forward_1x1", "backward_data"])
def test_multicast_source_shares_the_a_box_along_the_columns(direction, specialization, operand, load, w_load,
                                                             columns):
    """Forward and backward-data: the cluster's first block multicasts the A box (X's, dY's);
    every block loads its own W boxes; grid.y (column tiles) is rounded up to whole clusters,
    launched in clusters of (1, 2, 1)."""
    files = {f.path: f.content for f in emit(parse_text(
        _spec(UNSPLIT + f", multicast: 2, specialization: {specialization}", direction=direction), "t.yaml"),
        "t.yaml")}
    source = files["src/t.cpp"]
    for needle in ("constexpr int kMulticast = 2;", "constexpr uint16_t kClusterMask = (1u << kMulticast) - 1;",
                   f"issues_{operand} = hipconv::cluster_rank() == 0;", f"if (issues_{operand})\n", load, w_load,
                   "hipconv::mbarrier_arrive_cluster(&empty[stage], lane);",
                   f"hipconv::ceil_div(hipconv::ceil_div({columns}, kBlockN), kMulticast) * kMulticast",
                   "dim3(1, kMulticast, 1)", "hipconv::launch_clustered(",
                   f"clusters of 2 blocks sharing {'dY' if operand == 'dy' else 'X'}'s boxes (multicast)"):
        assert needle in source, needle
    assert source.count("hipconv::cluster_sync();") == 2
    assert "hipconv::tma_load_im2col<" not in source and "tma_load_tile(a_rows(0)" not in source


@pytest.mark.parametrize("specialization,load", [
    ("default", "hipconv::tma_load_im2col_multicast<kSpatialDims>("),
    ("filter1x1_stride1_pad0", "hipconv::tma_load_tile_multicast("),
])
def test_multicast_source_shares_the_x_boxes_in_clusters(specialization, load):
    source = _source(WGMMA + f", multicast: 2, specialization: {specialization}")
    for needle in ("constexpr int kMulticast = 2;",
                   "constexpr int kEmptyArrivals = (kConsumerThreads / 32) * kMulticast;",
                   "hipconv::mbarrier_init(&empty[s], kEmptyArrivals);",
                   "hipconv::mbarrier_arrive_cluster(&empty[stage], lane);",
                   "if (b % kMulticast != rank)", load,
                   "hipconv::ceil_div(m_tiles(p), kMulticast) * kMulticast",
                   "dim3(kMulticast, 1, 1)", "hipconv::launch_clustered("):
        assert needle in source, needle
    # the cluster's barriers exist before anyone multicasts, and no block leaves early
    assert source.count("hipconv::cluster_sync();") == 2


def test_without_multicast_the_source_has_no_cluster():
    source = _source(WGMMA)
    for needle in ("kMulticast", "cluster_sync", "launch_clustered", "_multicast(", "arrive_cluster"):
        assert needle not in source, needle


def test_multicast_tile_counts_its_share_of_b_in_the_feed_bound():
    def factor(algorithm: str) -> float:
        spec = parse_text(_spec(algorithm), "t.yaml")
        return float(kernel_plan(spec.instances[0], "t.yaml", spec.library, "").feed_bound_factor)
    # 64x128: 64 * 128 / (64 + 128) = 42.7 multiply-adds per operand element; sharing B's
    # 128 columns in pairs: 64 * 128 / (64 + 64) = 64
    intensity, exponent = WgmmaMicroKernel.feed_bound_intensity, WgmmaMicroKernel.feed_bound_exponent
    assert intensity == pytest.approx(128 * 256 / (128 + 256))
    assert factor(WGMMA) == pytest.approx((intensity / (64 * 128 / 192)) ** exponent)
    assert factor(WGMMA + ", multicast: 2") == pytest.approx((intensity / 64) ** exponent)
