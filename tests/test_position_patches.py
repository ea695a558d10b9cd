"""position_boxes: patches (backward-weight wgmma with loads: tma): parse, the rule, the
emitted source and the split model's price of a patch k-step.  The kernels are sm_90a only
(TMA); their numerics run in tests/test_gpu.py (the shipped patch twins) and in the bench's
check, on runtime.check.position_patch_problems."""

from __future__ import annotations

import pytest

from codegen.emit import emit, kernel_plan
from codegen.errors import SpecError
from codegen.micro_kernels import WgmmaMicroKernel
from codegen.model import PositionBoxes
from codegen.parse import parse_text
from codegen.rules import Rule
from runtime.check import position_patch_problems

WGMMA = ("micro_kernel: wgmma, loads: tma, block: {m: 128, n: 128, k: 64}, warpgroup: {m: 64, n: 128}, "
         "stages: 4, vector: 8, split_k: auto, deterministic: true")


def _spec(algorithm: str, direction: str = "backward_weight", spatial_dim: int = 2) -> str:
    return ("library: t\n"
            "instances:\n"
            "  - name: t\n"
            f"    signature: {{direction: {direction}, spatial_dim: {spatial_dim}, data_type: bf16, "
            "layout: channels_last}\n"
            f"    algorithm: {{{algorithm}}}\n"
            "    targets: [sm_90a]\n")


def _source(algorithm: str, spatial_dim: int = 2) -> str:
    text = _spec(algorithm, spatial_dim=spatial_dim)
    files = {f.path: f.content for f in emit(parse_text(text, "t.yaml"), "t.yaml")}
    return files["src/t.cpp"]


def test_position_boxes_parses_and_defaults_to_flat():
    assert parse_text(_spec(WGMMA), "t.yaml").instances[0].algorithm.position_boxes is PositionBoxes.FLAT
    parsed = parse_text(_spec(WGMMA + ", position_boxes: patches"), "t.yaml")
    assert parsed.instances[0].algorithm.position_boxes is PositionBoxes.PATCHES


def test_position_boxes_names_the_accepted_values():
    with pytest.raises(SpecError) as caught:
        parse_text(_spec(WGMMA + ", position_boxes: tiles"), "t.yaml")
    message = str(caught.value)
    assert "position_boxes" in message and "flat" in message and "patches" in message


@pytest.mark.parametrize("algorithm, direction", [
    (WGMMA + ", position_boxes: patches", "forward"),
    (WGMMA.replace("loads: tma, ", "") + ", position_boxes: patches", "backward_weight"),
    (WGMMA + ", position_boxes: patches, specialization: filter1x1_stride1_pad0", "backward_weight"),
    (WGMMA + ", position_boxes: patches, multicast: 2", "backward_weight"),
], ids=["forward", "cp_async_loads", "1x1_specialization", "multicast"])
def test_patches_rejected_where_they_cannot_work(algorithm, direction):
    with pytest.raises(SpecError) as caught:
        parse_text(_spec(algorithm, direction=direction), "t.yaml")
    assert caught.value.rule is Rule.POSITION_BOXES, str(caught.value)
    assert "[rule position-boxes]" in str(caught.value)


@pytest.mark.parametrize("spatial_dim, load", [
    (1, "hipconv::tma_load_tile(dst, map, full, channel, at[0], at[1]);"),
    (2, "hipconv::tma_load_tile(dst, map, full, channel, at[0], at[1], at[2]);"),
    (3, "hipconv::tma_load_tile(dst, map, full, channel, at[0], at[1], at[2], at[3]);"),
])
def test_patch_source_reads_both_operands_in_tiled_boxes(spatial_dim, load):
    source = _source(WGMMA + ", position_boxes: patches", spatial_dim)
    for needle in (load, "PatchShape patch_shape(const hipconv_problem* p)",
                   "return patch_shape(p).patches * kBlockK;",
                   "if (p->stride[d] > hipconv::kMaxTraversalStride)\n            return HIPCONV_REFUSED_TMA;",
                   "params.patch_extent[a] = shape.extent[a];",
                   "hipconv::encode_tiled_map(&params.x_map, x, kSpatialDims + 2, x_dims, x_strides, x_box, x_traversal)",
                   # X's box spans the patch times the stride and lands every stride-th element
                   "x_traversal[1 + a] = static_cast<uint32_t>(p->stride[d]);",
                   "x_box[1 + a] = dy_box[1 + a] * x_traversal[1 + a];",
                   "at[a] = first[a] * static_cast<int>(p.stride[d]) + offsets[b][a] - static_cast<int>(p.pad[d]);",
                   # the shape search keeps X's box within the TMA's 256 elements an axis
                   "(strides[axis] << log) > hipconv::kMaxBoxExtent",
                   "position_boxes: patches"):
        assert needle in source, needle
    # no im2col map, no flat cursor, no per-group dY coordinate left from the flat tile
    for needle in ("encode_im2col_map", "tma_load_im2col", "struct RowCursor", "int group;"):
        assert needle not in source, needle


def test_flat_source_keeps_the_im2col_box():
    source = _source(WGMMA)
    assert "hipconv::encode_im2col_map(" in source and "tma_load_im2col<kSpatialDims>(" in source
    for needle in ("patch", "Patch"):
        assert needle not in source, needle


def test_patch_tile_prices_its_k_step_below_the_flat_twins():
    def factor(algorithm: str) -> float:
        spec = parse_text(_spec(algorithm), "t.yaml")
        return float(kernel_plan(spec.instances[0], "t.yaml", spec.library, "").feed_bound_factor)
    flat, patches = factor(WGMMA), factor(WGMMA + ", position_boxes: patches")
    assert WgmmaMicroKernel.patch_step_factor < 1
    assert patches == pytest.approx(flat * WgmmaMicroKernel.patch_step_factor)


@pytest.mark.parametrize("spatial_dim", [1, 2, 3])
def test_patch_check_problems_are_ones_the_tiles_take(spatial_dim):
    """Strides up to 8 and C a multiple of 64 (else the tiles refuse: nothing would be
    checked), at least one output axis or N that no power-of-two extent divides (patches past
    the end), and in every dimension a strided problem (X's box traversed with the stride)."""
    problems = position_patch_problems(spatial_dim)
    assert problems
    for p in problems:
        assert all(1 <= s <= 8 for s in p.stride) and p.C % 64 == 0
    assert any(any(o & (o - 1) for o in (*p.output, p.N)) for p in problems)
    assert any(any(s > 1 for s in p.stride) for p in problems)
