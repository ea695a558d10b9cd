"""Register fragment layouts of the matrix instructions: the one table.

Each ``Layout`` says, for every lane (0..31 of an NVIDIA warp, 0..127 of a
warpgroup, 0..63 of an AMD wavefront) and every element index ``i`` of that
lane's fragment, which (row, col) of the matrix the element is.  Element
``i`` sits in 32-bit register ``i // per_register``, in the
``i % per_register``-th 16-bit half from the low end (fp32 accumulators: one
per register).

Sources.  NVIDIA: PTX ISA, sections "Matrix Fragments for mma.m16n8k16 with
floating point type", "Warp-level matrix load instruction: ldmatrix" and
wgmma's "Matrix fragments for accumulator D".  AMD (``v_mfma_f32_32x32x8f16``,
``v_mfma_f32_16x16x16f16`` and their ``bf16_1k`` forms, gfx90a / CDNA2; the
same instructions on gfx940 / CDNA3, spelled ``v_mfma_f32_32x32x8_f16`` /
``_bf16`` there): AMD's matrix instruction calculator
(github.com/ROCm/amd_matrix_instruction_calculator, ``matrix_calculator.py -a
CDNA2|CDNA3 -i <instruction> -d``, "Register to matrix element mapping":
``A i = lane % 32, A k = 4 * floor(lane / 32) + 2 * GPR_num +
floor(GPR_bits / 16)``; ``C or D i = 8 * floor(GPR_num / 4) + 4 * floor(lane /
32) + GPR_num % 4, j = lane % 32`` for 32x32x8; ``A i = lane % 16, A k = 4 *
floor(lane / 16) + ...``, ``D i = 4 * floor(lane / 16) + GPR_num % 4, j = lane %
16`` for 16x16x16; B as A with j for i), which the AMD CDNA2 / CDNA3 ISA
reference guides' "Matrix Arithmetic Instructions" chapters tabulate, and which
Composable Kernel's ``xdlops_gemm.hpp`` describes by the same numbers
(``mfma_type``: 32 threads per block, 2 input blocks, 4 k per lane, groups of
4 output rows; 16 threads per block, 4 input blocks for 16x16x16).  The two
data types share each layout (f16 and bf16_1k: 4 16-bit elements per lane).

``render_fragments_header()`` writes the table as ``include/hipconv/fragments.h``
(constexpr functions in ``hipconv::frag``), which the kernels, their epilogues
and the cpu emulation of ``mma``/``ldmatrix`` in ``hipconv/mma.h`` all use, so
the layouts are written down only here.

A coordinate is a sum of ``Term`` s, each ``scale * ((var >> shift) & mask)``
with ``var`` the lane or the element index: that is how PTX states them
(groupID = lane >> 2, threadID_in_group = lane % 4) and how AMD's formulas
read with power-of-two divisors (floor(lane / 32) = (lane >> 5) & 1), and it
renders to branch-free C++ that folds to constants where the element index is
constant.
"""

from __future__ import annotations

from dataclasses import dataclass

WARP_SIZE = 32
WAVEFRONT_SIZE = 64      # AMD CDNA: the lanes of one v_mfma (wave64)


@dataclass(frozen=True)
class Term:
    var: str     # "lane" or "i" (the element index)
    shift: int
    mask: int
    scale: int

    def value(self, lane: int, i: int) -> int:
        return self.scale * (((lane if self.var == "lane" else i) >> self.shift) & self.mask)

    def cpp(self) -> str:
        bits = f"({self.var} >> {self.shift})" if self.shift else self.var
        factor = f"{self.scale} * " if self.scale != 1 else ""
        return f"{factor}({bits} & {self.mask})"


def group_id(scale: int = 1) -> Term:
    """PTX's groupID = %laneid >> 2, times ``scale``."""
    return Term("lane", 2, 7, scale)


def thread_in_group(scale: int = 1) -> Term:
    """PTX's threadID_in_group = %laneid % 4, times ``scale``."""
    return Term("lane", 0, 3, scale)


def element_bit(bit: int, scale: int) -> Term:
    """Bit ``bit`` of the element index, times ``scale``."""
    return Term("i", bit, 1, scale)


@dataclass(frozen=True)
class Layout:
    name: str                # C++ stem: frag::<name>_row(lane, i), frag::<name>_col(lane, i)
    title: str               # one line for the header
    rows: int
    cols: int
    registers: int           # 32-bit registers per lane
    elements: int            # elements per lane
    row: tuple[Term, ...]
    col: tuple[Term, ...]
    lanes: int = WARP_SIZE   # threads sharing the matrix: a warp, a warpgroup (128) or a
                             # wavefront (64)

    @property
    def per_register(self) -> int:
        return self.elements // self.registers

    def coord(self, lane: int, i: int) -> tuple[int, int]:
        """(row, col) of element ``i`` of lane ``lane``."""
        return (sum(t.value(lane, i) for t in self.row), sum(t.value(lane, i) for t in self.col))

    def table(self) -> tuple[tuple[tuple[int, int], ...], ...]:
        """``table()[lane][i]`` = (row, col)."""
        return tuple(tuple(self.coord(lane, i) for i in range(self.elements))
                     for lane in range(self.lanes))

    def check(self) -> None:
        """Every matrix element is held by exactly one (lane, element)."""
        seen = sorted(c for lane_coords in self.table() for c in lane_coords)
        expected = [(r, c) for r in range(self.rows) for c in range(self.cols)]
        if seen != expected:
            raise AssertionError(f"fragment layout {self.name} is not a permutation of its "
                                 f"{self.rows}x{self.cols} matrix")

    def runs_along(self, axis: str) -> bool:
        """Whether each lane's elements 0, 1, .. are consecutive along ``axis`` ("row" or
        "col") with the other coordinate fixed: the lane's fragment is then one contiguous
        read from a tile stored contiguously along that axis (mfma's A and B: 4
        consecutive k per lane, one 8-byte LDS read)."""
        along = 0 if axis == "row" else 1
        for coords in self.table():
            first = coords[0]
            for i, coord in enumerate(coords):
                if coord[along] != first[along] + i or coord[1 - along] != first[1 - along]:
                    return False
        return True


def _ldmatrix(num: int, trans: bool) -> Layout:
    """ldmatrix.sync.aligned.m8n8.x<num>[.trans].shared.b16.

    The matrix is the ``num`` 8x8 b16 matrices stacked: row r is the 16-byte row
    whose address lane r gives (matrix r // 8), col c its c-th b16 element.
    Register q of a lane holds two elements of matrix q: without .trans row
    lane / 4, cols 2 * (lane % 4) + {0, 1}; with .trans (column-major load)
    rows 2 * (lane % 4) + {0, 1}, col lane / 4.
    """
    # register q = i >> 1 reads matrix q, i.e. address rows 8q..8q+7
    matrix = tuple(element_bit(bit, 4 << bit) for bit in range(1, num.bit_length()))
    pair = (thread_in_group(2), element_bit(0, 1))
    row = (*matrix, *pair) if trans else (*matrix, group_id())
    col = (group_id(),) if trans else pair
    suffix = "_trans" if trans else ""
    return Layout(
        name=f"ldmatrix_x{num}{suffix}",
        title=f"ldmatrix.sync.aligned.m8n8.x{num}{'.trans' if trans else ''}.shared.b16: "
              f"row = address row (lane giving it), col = b16 element of that row",
        rows=8 * num, cols=8, registers=num, elements=2 * num, row=row, col=col)


# mma.sync.aligned.m16n8k16.row.col.f32.{f16,bf16}.{f16,bf16}.f32
MMA_A = Layout(
    name="mma_a", title="mma.m16n8k16 A (16x16, M x K) .f16/.bf16: a0..a7 in 4 registers",
    rows=16, cols=16, registers=4, elements=8,
    # row = groupID (a0, a1, a4, a5) or groupID + 8; col = tig * 2 + (i & 1), + 8 for i >= 4
    row=(group_id(), element_bit(1, 8)),
    col=(thread_in_group(2), element_bit(0, 1), element_bit(2, 8)))
MMA_B = Layout(
    name="mma_b", title="mma.m16n8k16 B (16x8, K x N) .f16/.bf16: b0..b3 in 2 registers",
    rows=16, cols=8, registers=2, elements=4,
    # row = tig * 2 + (i & 1), + 8 for i >= 2; col = groupID
    row=(thread_in_group(2), element_bit(0, 1), element_bit(1, 8)),
    col=(group_id(),))
MMA_C = Layout(
    name="mma_c", title="mma.m16n8k16 C/D (16x8, M x N) .f32: c0..c3, one per register",
    rows=16, cols=8, registers=4, elements=4,
    # row = groupID (c0, c1) or groupID + 8 (c2, c3); col = tig * 2 + (i & 1)
    row=(group_id(), element_bit(1, 8)),
    col=(thread_in_group(2), element_bit(0, 1)))

# mma.sync.aligned.m16n8k32.row.col.f32.{e4m3,e5m2}.{e4m3,e5m2}.f32 (sm_89 and later): 8-bit
# operands, four to a register.  Byte for byte the registers hold what m16n8k16's 16-bit
# fragments hold (a lane's A register q: row groupID (+ 8 for q odd), 4 consecutive k from
# tig * 4 (+ 16 for q >= 2)), so ldmatrix's b16 loads fill them unchanged; C/D is MMA_C.
MMA_A8 = Layout(
    name="mma_a8", title="mma.m16n8k32 A (16x32, M x K) .e4m3/.e5m2: a0..a15 in 4 registers",
    rows=16, cols=32, registers=4, elements=16,
    # row = groupID (+ 8 for bit 2 of i); col = tig * 4 + (i & 3), + 16 for i >= 8
    row=(group_id(), element_bit(2, 8)),
    col=(thread_in_group(4), Term("i", 0, 3, 1), element_bit(3, 16)))
MMA_B8 = Layout(
    name="mma_b8", title="mma.m16n8k32 B (32x8, K x N) .e4m3/.e5m2: b0..b7 in 2 registers",
    rows=32, cols=8, registers=2, elements=8,
    # row = tig * 4 + (i & 3), + 16 for i >= 4; col = groupID
    row=(thread_in_group(4), Term("i", 0, 3, 1), element_bit(2, 16)),
    col=(group_id(),))

# wgmma.mma_async.sync.aligned.m64nNk16.f32.{f16,bf16}.{f16,bf16}: the accumulator D
# (64 x N, fp32) over the 128 threads of a warpgroup ("lane" is the thread's index in
# it, 0..127). Warp w of the warpgroup holds rows 16w..16w+15; within each n8 column
# block j the four elements 4j..4j+3 are laid out as mma.m16n8k16's c0..c3. Written for
# the largest N (256, 128 elements); an m64nNk16 with smaller N uses elements 0..N/2-1,
# which are exactly the columns 0..N-1. (PTX ISA, "Register Fragments and Shared Memory
# Matrix Layouts" of wgmma: "Matrix fragments for accumulator D".)
WGMMA_D = Layout(
    name="wgmma_d", title="wgmma m64nNk16 D (64xN, M x N) .f32 per warpgroup thread, N <= 256",
    rows=64, cols=256, registers=128, elements=128, lanes=128,
    # row = 16 * warp + groupID (+ 8 for bit 1 of i); col = 8 * (i >> 2) + tig * 2 + (i & 1)
    row=(Term("lane", 5, 3, 16), group_id(), element_bit(1, 8)),
    col=(Term("i", 2, 31, 8), thread_in_group(2), element_bit(0, 1)))


def _mfma(m: int, n: int, k: int) -> tuple[Layout, Layout, Layout]:
    """v_mfma_f32_<m>x<n>x<k>{f16,bf16_1k} (one block, wave64; m = n = 32 or 16): A (m x k),
    B (k x n) and the accumulator C/D (m x n, fp32), from AMD's formulas (module docstring).

    Lanes form ``64 / m`` groups of ``m`` consecutive lanes (lane_in = lane % m, group =
    lane / m).  A: row lane_in, 4 consecutive k from 4 * group (elements 0-1 in the first
    register, 2-3 in the second, low half first).  B: the same with the column for the row.
    D: column lane_in; element i (register i) is row 8 * (i / 4) + 4 * group + i % 4 for
    32x32 (four groups of four rows per lane), row 4 * group + i for 16x16."""
    lane_bits = m.bit_length() - 1              # lane_in = lane & (m - 1)
    groups = 64 // m                            # 2 for 32x32x8, 4 for 16x16x16
    lane_in = Term("lane", 0, m - 1, 1)
    k_of_lane = (Term("lane", lane_bits, groups - 1, 4), Term("i", 0, 3, 1))
    stem = f"mfma_{m}x{n}x{k}"
    title = f"v_mfma_f32_{m}x{n}x{k}{{f16,bf16_1k}} (wave64)"
    a = Layout(name=f"{stem}_a", title=f"{title} A ({m}x{k}, M x K): 4 16-bit elements in 2 registers",
               rows=m, cols=k, registers=2, elements=4, row=(lane_in,), col=k_of_lane,
               lanes=WAVEFRONT_SIZE)
    b = Layout(name=f"{stem}_b", title=f"{title} B ({k}x{n}, K x N): 4 16-bit elements in 2 registers",
               rows=k, cols=n, registers=2, elements=4, row=k_of_lane, col=(lane_in,),
               lanes=WAVEFRONT_SIZE)
    accumulators = m * n // WAVEFRONT_SIZE      # 16 or 4, one per register
    if m == 32:
        # row = 8 * (i / 4) + 4 * (lane / 32) + i % 4
        c_row = (Term("i", 2, 3, 8), Term("lane", 5, 1, 4), Term("i", 0, 3, 1))
    else:
        # row = 4 * (lane / 16) + i
        c_row = (Term("lane", 4, 3, 4), Term("i", 0, 3, 1))
    c = Layout(name=f"{stem}_c", title=f"{title} C/D ({m}x{n}, M x N) .f32: one per register",
               rows=m, cols=n, registers=accumulators, elements=accumulators, row=c_row,
               col=(lane_in,), lanes=WAVEFRONT_SIZE)
    return a, b, c


MFMA_32X32X8_A, MFMA_32X32X8_B, MFMA_32X32X8_C = _mfma(32, 32, 8)
MFMA_16X16X16_A, MFMA_16X16X16_B, MFMA_16X16X16_C = _mfma(16, 16, 16)

LAYOUTS: tuple[Layout, ...] = (
    MMA_A, MMA_B, MMA_C, MMA_A8, MMA_B8, WGMMA_D,
    *(_ldmatrix(num, trans) for trans in (False, True) for num in (1, 2, 4)),
    MFMA_32X32X8_A, MFMA_32X32X8_B, MFMA_32X32X8_C,
    MFMA_16X16X16_A, MFMA_16X16X16_B, MFMA_16X16X16_C,
)
BY_NAME = {layout.name: layout for layout in LAYOUTS}


def _cpp_function(name: str, terms: tuple[Term, ...]) -> str:
    element = "i" if any(t.var == "i" for t in terms) else "/*i*/"
    return (f"HIPCONV_HOST_DEVICE constexpr int {name}(int lane, int {element}) {{ "
            f"return {' + '.join(t.cpp() for t in terms)}; }}")


def render_fragments_header() -> str:
    """The text of ``include/hipconv/fragments.h`` (hipconv::frag)."""
    for layout in LAYOUTS:
        layout.check()
    lines = [
        "// @generated by codegen/fragments.py (render_fragments_header); do not edit.",
        "// hipconv/fragments.h -- register fragment layouts of mma.m16n8k16 (.f16/.bf16,",
        "// fp32 accumulate), mma.m16n8k32 (.e4m3/.e5m2) and ldmatrix.m8n8.b16 (PTX ISA \"Matrix Fragments for",
        "// mma.m16n8k16 with floating point type\", \"Warp-level matrix load instruction:",
        "// ldmatrix\"; wgmma's accumulator, \"Matrix fragments for accumulator D\"), and of",
        "// AMD's v_mfma_f32_32x32x8 / 16x16x16 {f16, bf16_1k} (AMD matrix instruction",
        "// calculator, CDNA2 / CDNA3; codegen/fragments.py cites the formulas). For each",
        "// layout <name>, in namespace hipconv::frag (lane: the thread's index in the warp,",
        "// in the warpgroup for wgmma_d, in the 64-lane wavefront for mfma_*):",
        "//   constexpr int <name>_rows, <name>_cols      the matrix",
        "//   constexpr int <name>_registers             32-bit registers per lane",
        "//   constexpr int <name>_elements              elements per lane; element i is in",
        "//       register i / (<name>_elements / <name>_registers), low half first",
        "//   <name>_row(lane, i), <name>_col(lane, i)   (row, col) of element i of lane",
        "// Used by kernels and epilogues on the GPU and by the cpu emulation (hipconv/mma.h).",
        "#ifndef HIPCONV_FRAGMENTS_H_",
        "#define HIPCONV_FRAGMENTS_H_",
        "",
        '#include "platform.h"',
        "",
        "#if defined(HIPCONV_PLATFORM_NAME)  // else platform.h reported the error",
        "namespace hipconv {",
        "namespace frag {",
    ]
    for layout in LAYOUTS:
        n = layout.name
        lines += [
            "",
            f"// {layout.title}",
            f"constexpr int {n}_rows = {layout.rows};",
            f"constexpr int {n}_cols = {layout.cols};",
            f"constexpr int {n}_registers = {layout.registers};",
            f"constexpr int {n}_elements = {layout.elements};",
            _cpp_function(f"{n}_row", layout.row),
            _cpp_function(f"{n}_col", layout.col),
        ]
    lines += [
        "",
        "}  // namespace frag",
        "}  // namespace hipconv",
        "#endif  // HIPCONV_PLATFORM_NAME",
        "#endif  // HIPCONV_FRAGMENTS_H_",
        "",
    ]
    return "\n".join(lines)
