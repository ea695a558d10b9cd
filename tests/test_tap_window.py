"""specialization tap_window (backward-weight of C <= 4 at stride 2 along W on wgmma): parse,
the rule, the family and geometry, the emitted source, and the kernel's address arithmetic
restated in numpy -- the halo of pixel pairs, B read through the no-swizzle N-major
descriptor's canonical layout, the finish kernel's column map -- against the float64
reference on runtime.check.tap_window_problems.  The kernel itself is sm_90a only (TMA,
wgmma); its numerics on the device run in tests/test_gpu.py."""

from __future__ import annotations

import math

import numpy as np
import pytest

from codegen.emit import emit, kernel_plan
from codegen.errors import SpecError
from codegen.families import family_of
from codegen.micro_kernels import TapWindowTile, tap_window_tile
from codegen.parse import parse_file, parse_text
from codegen.rules import Rule
from conftest import REPO_ROOT
from runtime.check import tap_window_problems
from runtime.reference import backward_weight

SHIPPED = ("micro_kernel: wgmma, block: {m: 64, n: 224, k: 128}, warpgroup: {m: 64, n: 56}, stages: 6, "
           "specialization: tap_window, loads: tma, split_k: auto, deterministic: true")


def _spec(algorithm: str, direction: str = "backward_weight", spatial_dim: int = 2) -> str:
    return ("library: t\n"
            "instances:\n"
            "  - name: t\n"
            f"    signature: {{direction: {direction}, spatial_dim: {spatial_dim}, data_type: bf16, "
            "layout: channels_last}\n"
            f"    algorithm: {{{algorithm}}}\n"
            "    targets: [sm_90a]\n")


def _instance(algorithm: str = SHIPPED):
    return parse_text(_spec(algorithm), "t.yaml").instances[0]


def test_the_shipped_instances_are_tap_window_family_with_their_geometry():
    shipped = [i for i in parse_file(str(REPO_ROOT / "specs" / "bwd_weight.yaml")).instances
               if i.algorithm.specialization.value == "tap_window"]
    assert sorted(i.name for i in shipped) == ["bwd_weight_2d_bf16_tap_window", "bwd_weight_2d_fp16_tap_window",
                                               "bwd_weight_3d_bf16_tap_window", "bwd_weight_3d_fp16_tap_window"]
    for inst in shipped:
        assert family_of(inst).name == "tap window"
        tile = tap_window_tile(inst.algorithm)
        assert (tile.filter_rows, tile.pair_taps, tile.patch_rows) == (7, 4, 8)
        # 16 output columns + 3 pairs; 7 rows of 8 output rows at stride 2 reach 21 input rows
        assert (tile.pairs_per_row, tile.halo_rows, tile.halo_row_bytes) == (19, 21, 304)
        assert tile.a_tile_bytes == 128 * 128 and tile.stage_bytes == 23 * 1024
        assert tile.shared_memory_bytes == 6 * 23 * 1024 + 16 * 6 + 1024
        plan = kernel_plan(inst, "specs/bwd_weight.yaml", "bwd_weight", "python -m codegen specs/bwd_weight.yaml")
        assert plan.threads == 256 and plan.shared_memory_bytes == tile.shared_memory_bytes
        assert not plan.models_split_time        # no GEMM tile for the split cost model to price


@pytest.mark.parametrize("algorithm, direction, spatial_dim", [
    (SHIPPED, "forward", 2),
    (SHIPPED, "backward_weight", 1),
    (SHIPPED.replace("loads: tma", "loads: cp_async"), "backward_weight", 2),
    (SHIPPED.replace("block: {m: 64,", "block: {m: 128,").replace("warpgroup: {m: 64,", "warpgroup: {m: 128,"),
     "backward_weight", 2),
    (SHIPPED.replace("n: 224", "n: 240").replace("n: 56", "n: 60"), "backward_weight", 2),
    (SHIPPED.replace("n: 224", "n: 504"), "backward_weight", 2),             # 9 pairs of filter columns
    (SHIPPED.replace("split_k: auto, deterministic: true", "split_k: 1"), "backward_weight", 2),
    (SHIPPED + ", pad_channels: 4", "backward_weight", 2),
], ids=["forward", "1d", "cp_async", "block_m_128", "warpgroup_n_60", "nine_pairs", "unsplit", "pad_channels"])
def test_tap_window_rejected_where_it_cannot_work(algorithm, direction, spatial_dim):
    with pytest.raises(SpecError) as caught:
        parse_text(_spec(algorithm, direction=direction, spatial_dim=spatial_dim), "t.yaml")
    assert caught.value.rule in (Rule.TAP_WINDOW, Rule.OPTION_DIRECTION, Rule.PAD_CHANNELS), str(caught.value)


def test_a_ring_past_the_shared_memory_is_rejected():
    with pytest.raises(SpecError) as caught:
        parse_text(_spec(SHIPPED.replace("stages: 6", "stages: 12")), "t.yaml")
    assert caught.value.rule is Rule.SHARED_MEMORY, str(caught.value)


def test_the_emitted_source_is_the_window_kernel():
    files = {f.path: f.content for f in emit(parse_text(_spec(SHIPPED), "t.yaml"), "t.yaml")}
    source = files["src/t.cpp"]
    for needle in ("wgmma.mma_async.sync.aligned.m64n56k16.f32.bf16.bf16",
                   "constexpr int kPairTaps = 4;", "constexpr int kHaloRows = 21;",
                   "constexpr int kHaloRowBytes = 304;", "wgmma_descriptor_unswizzled(tiles + kATileBytes, 128, kHaloRowBytes)",
                   "HIPCONV_REFUSED_TAP_WINDOW", "hipconv::tma_load_tile(stage, &params.dy_map",
                   "dY through a TMA tensor map, X's halo staged by the producer warpgroup"):
        assert needle in source, needle
    assert "modelled_bytes" not in source and "${" not in source
    assert "HIPCONV_REFUSED_TAP_WINDOW = 22" in files["include/hipconv/abi.h"]


def _floor_half(v: int) -> int:
    return v // 2        # Python's floor division: the kernel's arithmetic shift


def emulate(problem, x: np.ndarray, dy: np.ndarray, tile: TapWindowTile) -> np.ndarray:
    """The tap-window kernel's arithmetic in float64: per depth tap (3D: one block row each) and
    patch, the producer's halo of the patch's X plane (pairs of pixels, rows it does not stage
    left NaN), B read at the byte offsets of the canonical N-major no-swizzle layout (element
    (k, n) at (n % 8) * 2 + (n // 8) * SBO + (k % 8) * 16 + (k // 8) * LBO from the descriptor's
    start), A = the patch's dY positions, then the finish kernel's column of each dW element."""
    if problem.spatial_dim == 2:       # a 2D problem is a 3D one of one plane and a one-plane filter
        from runtime.problem import ConvProblem
        flat = ConvProblem(problem.G, problem.N, problem.C, problem.K, (1, *problem.input), (1, *problem.filter),
                           stride=(1, *problem.stride), dilation=(1, *problem.dilation), pad=(0, *problem.pad),
                           pad_right=(0, *problem.pad_right))
        return emulate(flat, x[:, None], dy[:, None], tile)[:, :, 0]
    n_images, (d_in, h, w), channels = problem.N, problem.input, problem.C
    (od_out, oh, ow), (sd, sh, _), (pd, ph, pw) = problem.output, problem.stride, problem.pad
    k_out, (filter_planes, filter_rows, filter_cols) = problem.K, problem.filter
    pair_elements = 2 * TapWindowTile.CHANNELS
    columns = tile.filter_rows * pair_elements
    pair_origin = _floor_half(-pw)
    loaded_rows = (tile.patch_rows - 1) * sh + tile.filter_rows
    dw = np.zeros(problem.w_shape)
    for kd in range(filter_planes):
        partial = np.zeros((k_out, tile.pair_taps * columns))
        for n, od in np.ndindex(n_images, od_out):
            plane = od * sd - pd + kd * problem.dilation[0]
            emulate_plane(x[n, plane] if 0 <= plane < d_in else None, dy[n, od], partial, problem, tile,
                          pair_origin, loaded_rows)
        for kh in range(filter_rows):
            for kw in range(filter_cols):
                offset = kw - pw
                m = _floor_half(offset) - pair_origin
                for c in range(channels):
                    column = m * columns + kh * pair_elements + (offset & 1) * TapWindowTile.CHANNELS + c
                    dw[0, :, kd, kh, kw, c] = partial[:, column]
    return dw


def emulate_plane(x_plane, dy_plane, partial, problem, tile, pair_origin, loaded_rows):
    """One output plane's patches into partial (K x columns): x_plane is X's (H, W, G, C) plane
    the depth tap reads (None: outside X), dy_plane dY's (OH, OW, G, K)."""
    (h, w), (oh, ow) = problem.input[-2:], problem.output[-2:]
    sh, ph, channels, k_out = problem.stride[-2], problem.pad[-2], problem.C, problem.K
    pair_elements = 2 * TapWindowTile.CHANNELS
    columns = tile.filter_rows * pair_elements
    # element offsets (in 16-bit units) of B's (k, n) from the descriptor's start
    kk, nn = np.meshgrid(np.arange(16), np.arange(columns), indexing="ij")
    offsets = ((nn % 8) * 2 + (nn // 8) * tile.halo_row_bytes + (kk % 8) * 16 + (kk // 8) * 128) // 2
    for h0 in range(0, oh, tile.patch_rows):
        for w0 in range(0, ow, TapWindowTile.PATCH_WIDTH):
            halo = np.full((tile.halo_rows, tile.pairs_per_row, pair_elements), np.nan)
            halo[:loaded_rows] = 0.0
            for t in range(loaded_rows):
                row = h0 * sh - ph + t
                for j in range(tile.pairs_per_row):
                    for parity in range(2):
                        pixel = 2 * (w0 + pair_origin + j) + parity
                        if x_plane is not None and 0 <= row < h and 0 <= pixel < w:
                            halo[t, j, parity * 4:parity * 4 + channels] = x_plane[row, pixel, 0, :]
            flat = halo.reshape(-1)
            for slice_ in range(tile.patch_rows):
                out_row = h0 + slice_
                a = np.zeros((16, k_out))                          # the slice's 16 positions x K
                for r in range(16):
                    if out_row < oh and w0 + r < ow:
                        a[r] = dy_plane[out_row, w0 + r, 0, :]
                for m in range(tile.pair_taps):
                    start = (slice_ * sh * tile.halo_row_bytes + m * 16) // 2
                    b = flat[start + offsets]                      # 16 x columns
                    with np.errstate(invalid="ignore"):
                        partial[:, m * columns:(m + 1) * columns] += a.T @ b


def _fits(problem, tile: TapWindowTile) -> bool:
    """The run-time checks of supports() that the emulation needs (refusal tap-window)."""
    first, last = -problem.pad[-1], problem.filter[-1] - 1 - problem.pad[-1]
    return (problem.G == 1 and problem.C <= 4 and problem.K % 64 == 0 and problem.stride[-1] == 2
            and problem.stride[-2] <= TapWindowTile.MAX_ROW_STRIDE and problem.dilation[-2:] == (1, 1)
            and problem.filter[-2] <= tile.filter_rows
            and _floor_half(last) - _floor_half(first) + 1 <= tile.pair_taps)


@pytest.mark.parametrize("spatial_dim, index", [(2, i) for i in range(7)] + [(3, i) for i in range(4)])
def test_the_window_arithmetic_matches_the_reference(spatial_dim, index):
    problem = tap_window_problems(spatial_dim)[index]   # 2D's last (six images) is the GPU's only
    tile = tap_window_tile(_instance().algorithm)
    assert _fits(problem, tile), problem
    rng = np.random.default_rng(index)
    x = rng.uniform(-1, 1, problem.x_shape)
    dy = rng.uniform(-1, 1, problem.y_shape)
    got = emulate(problem, x, dy, tile)
    want = backward_weight(x, dy, problem)
    assert np.all(np.isfinite(got)), "a staged row the kernel leaves unwritten reached dW"
    assert np.allclose(got, want, rtol=1e-12, atol=1e-12 * math.prod(problem.output) * problem.N)
