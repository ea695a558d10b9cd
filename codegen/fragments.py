"""Register fragment layouts of NVIDIA's warp-level matrix instructions: the one table.

Each ``Layout`` says, for every lane (0..31) and every element index ``i`` of
that lane's fragment, which (row, col) of the matrix the element is.  Element
``i`` sits in 32-bit register ``i // per_register``, in the
``i % per_register``-th 16-bit half from the low end (fp32 accumulators: one
per register).  Source: PTX ISA, sections "Matrix Fragments for mma.m16n8k16
with floating point type" and "Warp-level matrix load instruction: ldmatrix".

``render_fragments_header()`` writes the table as ``include/hipconv/fragments.h``
(constexpr functions in ``hipconv::frag``), which the kernels, their epilogues
and the cpu emulation of ``mma``/``ldmatrix`` in ``hipconv/mma.h`` all use, so
the layouts are written down only here.

A coordinate is a sum of ``Term`` s, each ``scale * ((var >> shift) & mask)``
with ``var`` the lane or the element index: that is how PTX states them
(groupID = lane >> 2, threadID_in_group = lane % 4) and it renders to
branch-free C++ that folds to constants where the element index is constant.
"""

from __future__ import annotations

from dataclasses import dataclass

WARP_SIZE = 32


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
    lanes: int = WARP_SIZE   # threads sharing the matrix: a warp, or a warpgroup (128)

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

LAYOUTS: tuple[Layout, ...] = (
    MMA_A, MMA_B, MMA_C, WGMMA_D,
    *(_ldmatrix(num, trans) for trans in (False, True) for num in (1, 2, 4)),
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
        "// fp32 accumulate) and ldmatrix.m8n8.b16 (PTX ISA \"Matrix Fragments for",
        "// mma.m16n8k16 with floating point type\", \"Warp-level matrix load instruction:",
        "// ldmatrix\"; wgmma's accumulator, \"Matrix fragments for accumulator D\"). For",
        "// each layout <name>, in namespace hipconv::frag (lane: the thread's index in the",
        "// warp, or in the warpgroup for wgmma_d):",
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
