"""The mfma micro-kernel (AMD matrix cores) beyond its rules (tests/test_rules.py), its
fragment table and emulation (tests/test_emulation.py), its numerics (the cpu numerics
tests run every shipped instance) and its ISA (tests/test_compile_gpu.py):

* the specs ship mfma instances in every direction, 1D/2D/3D, fp16 and bf16, both
  instructions, for gfx90a and gfx940 only;
* the LDS layout of every shipped instance: fragment reads and epilogue writes free of
  bank conflicts (32 banks of 4 bytes), the 8-byte alignment of reads and stores, the
  LDS within 64 KiB;
* the generated source uses the fragment table and the instruction it names;
* select prefers an mfma instance over the fma ones where both run (the amd platform).
"""

from __future__ import annotations

import pytest

from codegen.micro_kernels import MFMA_LDS_BANKS, MfmaMicroKernel
from codegen.model import MicroKernel, Target
from codegen.parse import parse_file
from conftest import REPO_ROOT

SPECS = {stem: parse_file(str(REPO_ROOT / "specs" / f"{stem}.yaml"))
         for stem in ("fwd", "bwd_data", "bwd_weight")}
MFMA = [inst for spec in SPECS.values() for inst in spec.instances
        if inst.algorithm.micro_kernel is MicroKernel.MFMA]
MICRO = MfmaMicroKernel()


def test_every_direction_ships_mfma_instances():
    for stem, spec in SPECS.items():
        mine = [i for i in spec.instances if i.algorithm.micro_kernel is MicroKernel.MFMA]
        assert {i.signature.spatial_dim for i in mine} == {1, 2, 3}, stem
        assert {i.signature.x.data_type.value for i in mine} == {"fp16", "bf16"}, stem
        assert {i.algorithm.instruction.value for i in mine} == {"32x32x8", "16x16x16"}, stem
        assert all(i.targets == (Target.GFX90A, Target.GFX940) for i in mine), stem


def _banks(word: int) -> int:
    return word % MFMA_LDS_BANKS


def _conflict_free(words_by_lane: dict[int, list[int]]) -> bool:
    """One access of these lanes (each reading or writing the listed 4-byte words) has no
    bank conflict: two different words never share a bank (the same word is a broadcast)."""
    owner: dict[int, int] = {}
    for words in words_by_lane.values():
        for word in words:
            bank = _banks(word)
            if owner.setdefault(bank, word) != word:
                return False
    return True


def _fragment_reads(inst, operand: str):
    """Per wave, fragment and k-slice: {lane: [element offsets it reads]} in the operand's
    LDS tile, as kernels/mfma_gemm.mako addresses it through the fragment table."""
    alg = inst.algorithm
    tile = MICRO.operand_tile(inst, operand)
    frags = MICRO.fragments(alg)
    layout = frags.a if operand == "a" else frags.b
    shape = alg.instruction
    wave, extent = (alg.warp.m, alg.block.m) if operand == "a" else (alg.warp.n, alg.block.n)
    step = shape.m if operand == "a" else shape.n
    for wave0 in range(0, extent, wave):
        for first in range(wave0, wave0 + wave, step):
            for ks in range(0, alg.block.k, shape.k):
                reads = {}
                for lane in range(64):
                    elements = []
                    for e in range(4):
                        row, col = layout.coord(lane, e)
                        k, outer = (col, row) if operand == "a" else (row, col)
                        if tile.k_contiguous:
                            elements.append((first + outer) * tile.row_length + ks + k)
                        else:
                            elements.append((ks + k) * tile.row_length + first + outer)
                    reads[lane] = elements
                yield tile, reads


@pytest.mark.parametrize("inst", MFMA, ids=lambda inst: inst.name)
def test_fragment_reads_are_aligned_and_free_of_bank_conflicts(inst):
    """[rows][k] tiles: one 8-byte read per lane (4 consecutive elements, 8-byte aligned),
    conflict-free in each 16-lane phase of a ds_read_b64 (16 x 8 bytes = the 32 banks).
    [k][rows] tiles: four 2-byte reads per lane, each conflict-free over all 64 lanes."""
    for operand in ("a", "b"):
        for tile, reads in _fragment_reads(inst, operand):
            if tile.k_contiguous:
                for lane, elements in reads.items():
                    assert elements == list(range(elements[0], elements[0] + 4))
                    assert elements[0] % 4 == 0, (operand, lane)
                for phase in range(0, 64, 16):
                    words = {lane: [reads[lane][0] // 2, reads[lane][0] // 2 + 1]
                             for lane in range(phase, phase + 16)}
                    assert _conflict_free(words), (inst.name, operand, phase)
            else:
                for e in range(4):
                    words = {lane: [reads[lane][e] // 2] for lane in range(64)}
                    assert _conflict_free(words), (inst.name, operand, e)


@pytest.mark.parametrize("inst", MFMA, ids=lambda inst: inst.name)
def test_operand_stores_are_8_byte_aligned(inst):
    """Every 16-byte vector is stored as two 8-byte halves: its first element lies on a
    multiple of 4 elements in either layout (rows padded to 4 mod 8, or 8 / 4 mod 16)."""
    alg = inst.algorithm
    for operand in ("a", "b"):
        tile = MICRO.operand_tile(inst, operand)
        extent = alg.block.m if operand == "a" else alg.block.n
        for row in range(tile.rows):
            for start in range(0, tile.extent, 8):
                assert (row * tile.row_length + start) % 4 == 0, (operand, row, start)
        assert tile.rows == (extent if tile.k_contiguous else alg.block.k)


@pytest.mark.parametrize("inst", MFMA, ids=lambda inst: inst.name)
def test_epilogue_staging_writes_are_free_of_bank_conflicts(inst):
    """A lane writes its accumulators of one column (one 4-byte store per element); the
    32 lanes of each half-wavefront store to 32 different banks (rows of block.n + 4
    floats). The staged rows and the row table fit in the LDS the pipeline takes, or
    at most 64 KiB."""
    alg = inst.algorithm
    staging = MICRO.epilogue(inst)
    layout = MICRO.fragments(alg).c
    for r in range(layout.elements):
        rows = {lane: layout.coord(lane, r) for lane in range(64)}
        for half in (0, 32):
            words = {lane: [rows[lane][0] * staging.row_length + rows[lane][1]]
                     for lane in range(half, half + 32)}
            assert _conflict_free(words), (inst.name, r, half)
    assert (alg.warp.m // alg.instruction.m) % staging.passes == 0
    assert MICRO.shared_memory_bytes(inst) <= 64 * 1024
    assert staging.bytes <= max(MICRO.pipeline_bytes(inst), 64 * 1024)


def test_generated_source_names_its_instruction_and_fragments():
    source = (REPO_ROOT / "generated" / "bwd_weight" / "src" / "bwd_weight_2d_bf16_mfma64x64.cpp").read_text()
    assert "v_mfma_f32_16x16x16bf16_1k, fp32 accumulators, wave64" in source
    assert "hipconv::mfma_16x16x16<AType>(acc[i][j], a_frag[i], b_frag[j]);" in source
    assert "hipconv::frag::mfma_16x16x16_c_row(lane, r)" in source
    assert '#include "hipconv/mfma.h"' in source and "hipconv/mma.h" not in source
    # both operands run along m or n in backward-weight: [k][m] and [k][n] tiles
    assert "A[k][m]: four 2-byte reads per fragment" in source
    assert "B[k][n]: four 2-byte reads per fragment" in source
    forward = (REPO_ROOT / "generated" / "fwd" / "src" / "fwd_3d_fp16_mfma128x128.cpp").read_text()
    assert "A[m][k]: one 8-byte read per fragment" in forward
    assert "constexpr int kEpiloguePasses = 2;" in forward


@pytest.mark.build
def test_select_prefers_mfma_over_fma(fwd_library):
    """On the amd platform a library holds the mfma and fma instances (and no mma_sync):
    rule (0), tensor cores first, takes an mfma one wherever it runs the problem."""
    import runtime
    problem = runtime.ConvProblem(G=1, N=2, C=64, K=64, input=(8, 8), filter=3, pad=1)
    amd = [i for i in fwd_library.candidates("forward", problem, "fp16")
           if i.micro_kernel in ("mfma", "fma")]
    assert amd and {"mfma", "fma"} <= {i.micro_kernel for i in amd}
    assert amd[0].micro_kernel == "mfma", amd[0].name      # candidates come best first
    # channels that are not multiples of 8 are refused (16-byte loads) and go to fma
    odd = runtime.ConvProblem(G=1, N=1, C=12, K=20, input=(6, 6), filter=3, pad=1)
    mfma = fwd_library.instance("fwd_2d_fp16_mfma128x128")
    assert fwd_library.supports(mfma, odd).slug == "channels-vector-width"
