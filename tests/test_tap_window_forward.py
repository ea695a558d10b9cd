"""specialization tap_window in the forward direction (the RGB stem's forward on wgmma): the
rule, the family and geometry, the emitted source, and the kernel's address arithmetic restated
in numpy -- the halo of pixel pairs, A read through the K-major no-swizzle descriptor with
overlapping core matrices (LBO 16), the filter repacked and read K-major (LBO 1024) -- against
the float64 reference on runtime.check.tap_window_forward_problems.  The kernel itself is
sm_90a only (wgmma, TMA stores); its numerics on the device run in tests/test_gpu.py."""

from __future__ import annotations

import re

import numpy as np
import pytest

from codegen.emit import emit, kernel_plan
from codegen.errors import SpecError
from codegen.families import family_of
from codegen.micro_kernels import TapWindowForwardTile, tap_window_forward_tile
from codegen.parse import parse_file, parse_text
from codegen.rules import Rule
from conftest import REPO_ROOT
from runtime.check import tap_window_forward_problems
from runtime.reference import forward

SHIPPED = ("micro_kernel: wgmma, block: {m: 128, n: 64, k: 224}, warpgroup: {m: 64, n: 64}, stages: 3, "
           "tile_rows: 8, specialization: tap_window, loads: tma")


def _spec(algorithm: str, spatial_dim: int = 2, epilogue: str = "") -> str:
    return ("library: t\n"
            "instances:\n"
            "  - name: t\n"
            f"    signature: {{direction: forward, spatial_dim: {spatial_dim}, data_type: fp16, "
            f"layout: channels_last{epilogue}}}\n"
            f"    algorithm: {{{algorithm}}}\n"
            "    targets: [sm_90a]\n")


def _instance(algorithm: str = SHIPPED):
    return parse_text(_spec(algorithm), "t.yaml").instances[0]


def test_the_shipped_instances_are_tap_window_family_with_their_geometry():
    shipped = [i for i in parse_file(str(REPO_ROOT / "specs" / "fwd.yaml")).instances
               if i.algorithm.specialization.value == "tap_window"]
    assert sorted(i.name for i in shipped) == ["fwd_2d_bf16_tap_window", "fwd_2d_fp16_tap_window"]
    for inst in shipped:
        assert family_of(inst).name == "tap window"
        tile = tap_window_forward_tile(inst.algorithm)
        assert (tile.consumers, tile.filter_rows, tile.rows, tile.k_steps) == (2, 7, 8, 14)
        # 128 output columns + 3 pairs; 8 output rows at height stride 2 and 7 filter rows: 21 input rows
        assert (tile.pairs_per_row, tile.halo_rows, tile.halo_row_bytes) == (131, 21, 2096)
        assert tile.stage_bytes == 43 * 1024 and tile.filter_bytes == 28 * 1024
        assert tile.barrier_offset == 3 * 43 * 1024 + 28 * 1024 + 2 * 3 * 8192
        plan = kernel_plan(inst, "specs/fwd.yaml", "fwd", "python -m codegen specs/fwd.yaml")
        assert plan.threads == 384 and plan.shared_memory_bytes == tile.shared_memory_bytes
        assert plan.shared_memory_bytes <= 227 * 1024


@pytest.mark.parametrize("algorithm, spatial_dim, epilogue", [
    (SHIPPED, 3, ""),                                                                   # 2D only
    (SHIPPED.replace("k: 224", "k: 200"), 2, ""),                                       # not whole filter rows
    (SHIPPED.replace("k: 224", "k: 288"), 2, ""),                                       # 9 filter rows
    (SHIPPED.replace("warpgroup: {m: 64, n: 64}", "warpgroup: {m: 64, n: 128}").replace("n: 64, k", "n: 128, k"), 2, ""),
    (SHIPPED.replace("block: {m: 128", "block: {m: 192"), 2, ""),                      # three consumers
    (SHIPPED.replace("tile_rows: 8", "tile_rows: 0"), 2, ""),
    (SHIPPED.replace("tile_rows: 8", "tile_rows: 17"), 2, ""),
    (SHIPPED + ", split_k: 2", 2, ""),
    (SHIPPED.replace("loads: tma", "loads: cp_async"), 2, ""),
    (SHIPPED, 2, ", epilogue: acc + bias"),                                            # reads a tensor
], ids=["3d", "block_k_200", "nine_rows", "warpgroup_n_128", "three_consumers", "no_rows", "rows_17",
        "split", "cp_async", "bias"])
def test_forward_tap_window_rejected_where_it_cannot_work(algorithm, spatial_dim, epilogue):
    with pytest.raises(SpecError) as caught:
        parse_text(_spec(algorithm, spatial_dim=spatial_dim, epilogue=epilogue), "t.yaml")
    assert caught.value.rule is Rule.TAP_WINDOW, str(caught.value)


def test_a_ring_past_the_shared_memory_is_rejected():
    with pytest.raises(SpecError) as caught:
        parse_text(_spec(SHIPPED.replace("stages: 3", "stages: 4")), "t.yaml")
    assert caught.value.rule is Rule.SHARED_MEMORY, str(caught.value)


def test_the_emitted_source_is_the_forward_window_kernel():
    files = {f.path: f.content for f in emit(parse_text(_spec(SHIPPED), "t.yaml"), "t.yaml")}
    source = files["src/t.cpp"]
    for needle in ("wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16",
                   "int accumulate)", "constexpr int kFilterRows = 7;", "constexpr int kHaloRows = 21;",
                   "constexpr int kHaloRowBytes = 2096;", "constexpr int kConsumers = 2;",
                   "wgmma_descriptor_unswizzled(tiles + warpgroup * kSegment * 16, 16, 128)",
                   "wgmma_descriptor_unswizzled(tiles + kFilterOffset, 1024, 128)",
                   "HIPCONV_REFUSED_TAP_WINDOW", "hipconv::tma_store_tile(&params.y_map, staging",
                   "p->filter[kH] != kFilterRows"):
        assert needle in source, needle
    assert "${" not in source and not re.search(r"\bdY\b", source)   # nothing of the backward-weight twin
    assert "tma_store_tile(const TensorMap* map, const void* src, int c0, int c1, int c2, int c3)" in \
        files["include/hipconv/tma.h"]


def _floor_half(v: int) -> int:
    return v // 2        # Python's floor division: the kernel's arithmetic shift


def emulate(problem, x: np.ndarray, w: np.ndarray, tile: TapWindowForwardTile,
            a_leading_bytes: int = 16) -> np.ndarray:
    """The forward tap-window kernel's arithmetic in float64: the block's filter repacked as
    [(kh, m)][64 of K][8] (its byte offsets), per unit the producer's halo (rows it does not
    stage left NaN), per consumer and output row A and B read at the byte offsets of the K-major
    no-swizzle canonical layout (element (r, k) at (r % 8) * 16 + (r // 8) * SBO + (k % 8) * 2
    + (k // 8) * LBO from the descriptor's start), what lies past the output dropped (the TMA
    box's clipping)."""
    n_images, (h, width), channels = problem.N, problem.input, problem.C
    (oh, ow), (sh, _), (ph, pw) = problem.output, problem.stride, problem.pad
    k_out, (filter_rows, filter_cols) = problem.K, problem.filter
    pairs_k, segment = TapWindowForwardTile.PAIR_TAPS, TapWindowForwardTile.SEGMENT
    pair_origin = _floor_half(-pw)
    loaded_rows = (tile.rows - 1) * sh + filter_rows
    y = np.full(problem.y_shape, np.nan)
    # element offsets (16-bit units) of A's (r, k) and B's (k, n) from their descriptors' starts
    rr, kk = np.meshgrid(np.arange(64), np.arange(16), indexing="ij")
    a_offsets = ((rr % 8) * 16 + (rr // 8) * 128 + (kk % 8) * 2 + (kk // 8) * a_leading_bytes) // 2
    kb, nb = np.meshgrid(np.arange(16), np.arange(64), indexing="ij")
    b_offsets = ((nb % 8) * 16 + (nb // 8) * 128 + (kb % 8) * 2 + (kb // 8) * 1024) // 2
    for k0 in range(0, k_out, 64):
        filt = np.zeros((tile.filter_rows * pairs_k, 64, 8))       # the block's W
        for g, k, e in np.ndindex(*filt.shape):
            kh, c = g // pairs_k, e % 4
            kw = 2 * (g % pairs_k + pair_origin) + e // 4 + pw
            if 0 <= kw < filter_cols and c < channels:
                filt[g, k, e] = w[0, k0 + k, kh, kw, c]
        filt_flat = filt.reshape(-1)
        for n, h0, w0 in np.ndindex(n_images, -(-oh // tile.rows), -(-ow // (tile.consumers * segment))):
            h0, w0 = h0 * tile.rows, w0 * tile.consumers * segment
            halo = np.full((tile.halo_rows, tile.pairs_per_row, 8), np.nan)
            halo[:loaded_rows] = 0.0
            for t in range(loaded_rows):
                row = h0 * sh - ph + t
                for j in range(tile.pairs_per_row):
                    for parity in range(2):
                        pixel = 2 * (w0 + pair_origin + j) + parity
                        if 0 <= row < h and 0 <= pixel < width:
                            halo[t, j, parity * 4:parity * 4 + channels] = x[n, row, pixel, 0, :]
            flat = np.concatenate([halo.reshape(-1), np.full(4096, np.nan)])   # past the halo: not read
            for consumer, row in np.ndindex(tile.consumers, tile.rows):
                acc = np.zeros((64, 64))
                for kh in range(tile.filter_rows):
                    for pair in range(0, pairs_k, 2):
                        a_start = (consumer * segment * 16 + (row * sh + kh) * tile.halo_row_bytes + pair * 16) // 2
                        b_start = (kh * pairs_k + pair) * 64 * 16 // 2
                        acc += flat[a_start + a_offsets] @ filt_flat[b_start + b_offsets]
                out_row, first = h0 + row, w0 + consumer * segment
                columns = min(segment, ow - first)
                if out_row < oh and columns > 0:
                    y[n, out_row, first:first + columns, 0, k0:k0 + 64] = acc[:columns]
    return y


def _fits(problem, tile: TapWindowForwardTile) -> bool:
    """The run-time checks of supports() that the emulation needs (refusal tap-window)."""
    first, last = -problem.pad[-1], problem.filter[-1] - 1 - problem.pad[-1]
    return (problem.G == 1 and problem.C <= 4 and problem.K % 64 == 0 and problem.stride[-1] == 2
            and problem.stride[-2] <= TapWindowForwardTile.MAX_ROW_STRIDE and problem.dilation == (1, 1)
            and problem.filter[-2] == tile.filter_rows
            and _floor_half(last) - _floor_half(first) + 1 <= TapWindowForwardTile.PAIR_TAPS)


@pytest.mark.parametrize("index", range(7))
def test_the_forward_window_arithmetic_matches_the_reference(index):
    problem = tap_window_forward_problems()[index]   # the last (160 images) is the GPU's only
    tile = tap_window_forward_tile(_instance().algorithm)
    assert _fits(problem, tile), problem
    rng = np.random.default_rng(index)
    x = rng.uniform(-1, 1, problem.x_shape)
    w = rng.uniform(-1, 1, problem.w_shape)
    got = emulate(problem, x, w, tile)
    want = forward(x, w, problem)
    assert np.all(np.isfinite(got)), "an output the kernel does not write, or a row it does not stage, reached Y"
    assert np.allclose(got, want, rtol=1e-12, atol=1e-12 * problem.C * 49)


def test_disjoint_core_matrices_would_not_be_the_convolution():
    """The restatement depends on A's overlapping core matrices: read with LBO 128 (disjoint
    core matrices, the usual layout) the same halo does not give the stem's outputs."""
    problem = tap_window_forward_problems()[0]
    tile = tap_window_forward_tile(_instance().algorithm)
    rng = np.random.default_rng(0)
    x, w = rng.uniform(-1, 1, problem.x_shape), rng.uniform(-1, 1, problem.w_shape)
    want = forward(x, w, problem)
    assert np.allclose(emulate(problem, x, w, tile), want)
    assert not np.allclose(emulate(problem, x, w, tile, a_leading_bytes=128), want, equal_nan=False)


def _registry_entry(name, specialization, block, index, tile_rows=0, warpgroup=None, warp=None, input_image=0):
    """A registry entry as runtime.library.Instance (no library needed)."""
    from conftest import registry_entry
    return registry_entry(name, "wgmma" if warpgroup else "mma_sync", block, specialization, index,
                          direction="forward", dtype="fp16", threads=384, stages=3, warp=warp,
                          warpgroup=warpgroup, loads="tma" if warpgroup else "cp_async", tile_rows=tile_rows,
                          input_image=input_image)

def test_select_puts_the_forward_tap_window_first_on_the_stem():
    """Criterion tap-window ranks it first where it runs; its tile_rows (rows per stage) are not
    a staged depthwise tile's (the first bench run of it failed in window_covers, reading a
    thread tile it does not have)."""
    from runtime.problem import ConvProblem
    from runtime.selection import explain, preference
    window = _registry_entry("fwd_2d_fp16_tap_window", "tap_window", (128, 64, 224), index=40, tile_rows=8,
                             warpgroup=(64, 64))
    image = _registry_entry("fwd_2d_fp16_image256", "default", (256, 64, 16), index=30, warp=(32, 64),
                            input_image=108)
    assert not window.staged_tile
    stem = ConvProblem(1, 32, 3, 64, (224, 224), (7, 7), stride=2, pad=3)
    assert sorted([image, window], key=lambda i: preference(i, stem))[0] is window
    assert explain(window, image, stem) == "tap-window"
