"""The cpu platform's kernel-language emulation and the tensor-core layer.

* codegen/fragments.py: every layout is a permutation of its matrix and
  matches the PTX ISA formulas, transcribed here independently; the rendered
  fragments.h computes the same table in C++.
* cpu platform (g++ -fopenmp, HIPCONV_PLATFORM_CPU): mma_m16n8k16 (half_t,
  bfloat16_t) against scalar loops; ldmatrix x4/x2, plain and .trans, from
  padded shared memory, against the fragment tables and as the A/B operands
  of mma (the canonical CUTLASS addressing); cp.async zero-fill; shuffles;
  __syncthreads with 256 and 1024 threads in concurrent blocks; early return;
  deadlock and launch-configuration errors. Built with the hand-written
  context switch, with the ucontext fallback, and with AddressSanitizer.
* nvidia platform: mma.h compiles with nvcc for sm_80 and sm_90a (and the
  SASS has the tensor-core instructions when cuobjdump is there); on a GPU,
  the same checks (but the cpu-only error ones) pass on real tensor cores.
"""

from __future__ import annotations

import re
import shutil
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from codegen.fragments import BY_NAME, LAYOUTS, WARP_SIZE, WAVEFRONT_SIZE, render_fragments_header
from conftest import REPO_ROOT, require_tools

INCLUDE = REPO_ROOT / "codegen" / "templates" / "include"
MFMA_LAYOUTS = [layout for layout in LAYOUTS if layout.name.startswith("mfma_")]
PTX_LAYOUTS = [layout for layout in LAYOUTS if not layout.name.startswith("mfma_")]


# ---- the table against the PTX ISA -------------------------------------------------
def _ptx_coord(name: str, lane: int, i: int) -> tuple[int, int]:
    """(row, col) as the PTX ISA text states it, written out case by case."""
    group, tig = lane >> 2, lane % 4
    if name == "mma_a":
        row = group if (0 <= i < 2 or 4 <= i < 6) else group + 8
        col = tig * 2 + (i & 1) + (8 if i >= 4 else 0)
        return row, col
    if name == "mma_b":
        return tig * 2 + (i & 1) + (8 if i >= 2 else 0), group
    if name == "mma_c":
        return (group if i < 2 else group + 8), tig * 2 + (i & 1)
    if name == "mma_a8":
        # PTX ISA, mma.m16n8k32 with .e4m3 / .e5m2: a0..a3 row groupID, a4..a7 groupID + 8,
        # a8..a11 groupID, a12..a15 groupID + 8; col threadID_in_group * 4 + (i % 4), + 16 from a8
        return group + (8 if (i // 4) % 2 else 0), tig * 4 + i % 4 + (16 if i >= 8 else 0)
    if name == "mma_b8":
        # b0..b3 row threadID_in_group * 4 + i, b4..b7 the same + 16; col groupID
        return tig * 4 + i % 4 + (16 if i >= 4 else 0), group
    if name == "wgmma_d":
        # PTX ISA, wgmma "Matrix fragments for accumulator D": thread t of the warpgroup,
        # row = 16 * (t / 32) + 8 * ((i / 2) % 2) + (t % 32) / 4,
        # col = 8 * (i / 4) + 2 * (t % 4) + i % 2
        warp, in_warp = divmod(lane, 32)
        return 16 * warp + 8 * ((i // 2) % 2) + in_warp // 4, 8 * (i // 4) + 2 * (lane % 4) + i % 2
    # ldmatrix: register q = i // 2 holds matrix q, whose row addresses lanes
    # 8q..8q+7 give; a group of four lanes reads one row (two b16 each), with
    # .trans the matrix is read column-major.
    q, j = divmod(i, 2)
    if name.endswith("_trans"):
        return 8 * q + 2 * tig + j, group
    return 8 * q + group, 2 * tig + j


@pytest.mark.parametrize("layout", PTX_LAYOUTS, ids=lambda layout: layout.name)
def test_fragment_layout_matches_ptx(layout):
    layout.check()
    assert layout.elements * layout.lanes == layout.rows * layout.cols
    assert layout.lanes in (WARP_SIZE, 4 * WARP_SIZE)
    for lane in range(layout.lanes):
        for i in range(layout.elements):
            assert layout.coord(lane, i) == _ptx_coord(layout.name, lane, i), (layout.name, lane, i)


# ---- the mfma table against AMD's formulas --------------------------------------------
def _amd_coord(name: str, lane: int, i: int) -> tuple[int, int]:
    """(row, col) as AMD's matrix instruction calculator states it, transcribed here on
    its own (``matrix_calculator.py -a CDNA2 -i v_mfma_f32_32x32x8f16 -d``, and the same
    for 16x16x16, the bf16_1k forms and CDNA3's spellings: "Register to matrix element
    mapping"). GPR_num is the register of element i, GPR_bits its first bit (16-bit
    operands: two per register, low half first; fp32 accumulators: one per register)."""
    shape, matrix = name[len("mfma_"):].rsplit("_", 1)
    m = int(shape.split("x")[0])
    if matrix in ("a", "b"):
        gpr_num, gpr_bits = i // 2, 16 * (i % 2)
        k = 4 * (lane // m) + 2 * gpr_num + gpr_bits // 16     # "A k", "B k"
        return (lane % m, k) if matrix == "a" else (k, lane % m)
    gpr_num = i
    if m == 32:   # "C or D i: (8 * floor(GPR_num / 4) % 32) + 4 * floor(lane / 32) + (GPR_num % 4)"
        return (8 * (gpr_num // 4)) % 32 + 4 * (lane // 32) + gpr_num % 4, lane % 32
    return 4 * (lane // 16) + gpr_num % 4, lane % 16      # "C or D i: 4 * floor(lane / 16) + ..."


@pytest.mark.parametrize("layout", MFMA_LAYOUTS, ids=lambda layout: layout.name)
def test_mfma_fragment_layout_matches_amd(layout):
    for lane in range(layout.lanes):
        for i in range(layout.elements):
            assert layout.coord(lane, i) == _amd_coord(layout.name, lane, i), (layout.name, lane, i)


@pytest.mark.parametrize("layout", MFMA_LAYOUTS, ids=lambda layout: layout.name)
def test_mfma_fragment_layout_structure(layout):
    """A wave64 layout covers its matrix once: every (row, k) of A and B and every (row,
    col) of the accumulator is held by exactly one (lane, element); operands are 4 16-bit
    elements in 2 registers, consecutive along k (the template's 8-byte LDS reads rely
    on it), accumulators one fp32 per register."""
    layout.check()
    assert layout.lanes == WAVEFRONT_SIZE == 64
    assert layout.elements * layout.lanes == layout.rows * layout.cols
    if layout.name.endswith("_c"):
        assert layout.registers == layout.elements == layout.rows * layout.cols // 64
    else:
        assert (layout.registers, layout.elements) == (2, 4)
        assert layout.runs_along("col" if layout.name.endswith("_a") else "row")


def test_mfma_layouts_are_the_ones_the_descriptor_uses():
    from codegen.micro_kernels import MfmaMicroKernel
    from codegen.model import MfmaInstruction
    for instruction, fragments in MfmaMicroKernel.FRAGMENTS.items():
        assert fragments.stem == f"mfma_{instruction.value}"
        assert (fragments.a.rows, fragments.a.cols) == (instruction.m, instruction.k)
        assert (fragments.b.rows, fragments.b.cols) == (instruction.k, instruction.n)
        assert (fragments.c.rows, fragments.c.cols) == (instruction.m, instruction.n)
    assert set(MfmaMicroKernel.FRAGMENTS) == set(MfmaInstruction)


def test_fragment_header_is_rendered_from_the_table():
    text = render_fragments_header()
    assert "@generated" in text.splitlines()[0] and "do not edit" in text.splitlines()[0]
    for layout in LAYOUTS:
        assert f"constexpr int {layout.name}_row(int lane," in text
        assert f"constexpr int {layout.name}_elements = {layout.elements};" in text


# ---- C++ builds ---------------------------------------------------------------------
def _include_dir(tmp_path: Path) -> Path:
    """The support headers plus the rendered fragments.h, as the emitter lays them out."""
    folder = tmp_path / "include" / "hipconv"
    folder.mkdir(parents=True)
    for header in (INCLUDE / "hipconv").glob("*.h"):
        shutil.copy(header, folder)
    (folder / "fragments.h").write_text(render_fragments_header(), encoding="utf-8")
    return folder.parent


def _build_cpu(tmp_path: Path, source: str, name: str, *flags: str) -> Path:
    require_tools("g++")
    src = tmp_path / f"{name}.cpp"
    src.write_text(source, encoding="utf-8")
    exe = tmp_path / name
    command = ["g++", "-std=c++17", "-O1", "-g", "-fopenmp", "-Wall", "-Wextra", "-Werror",
               "-DHIPCONV_PLATFORM_CPU", f"-I{_include_dir(tmp_path)}", *flags, str(src), "-o", str(exe)]
    result = subprocess.run(command, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr[-6000:]
    return exe


def _run(exe: Path, *args: str, timeout: int = 300) -> subprocess.CompletedProcess:
    return subprocess.run([str(exe), *args], capture_output=True, text=True, timeout=timeout)


FRAGMENT_DUMP = r"""
#include "hipconv/fragments.h"
#include <cstdio>
#define DUMP(name, lanes) \
  for (int lane = 0; lane < lanes; ++lane) \
    for (int i = 0; i < hipconv::frag::name##_elements; ++i) \
      std::printf(#name " %d %d %d %d\n", lane, i, hipconv::frag::name##_row(lane, i), \
                  hipconv::frag::name##_col(lane, i));
int main() {
  %DUMPS%
  return 0;
}
"""


@pytest.mark.build
def test_rendered_fragments_h_computes_the_table(tmp_path):
    source = FRAGMENT_DUMP.replace("%DUMPS%", " ".join(f"DUMP({l.name}, {l.lanes})" for l in LAYOUTS))
    result = _run(_build_cpu(tmp_path, source, "dump"))
    assert result.returncode == 0, result.stderr
    rows = [line.split() for line in result.stdout.splitlines()]
    assert len(rows) == sum(l.lanes * l.elements for l in LAYOUTS)
    for name, lane, i, row, col in rows:
        assert BY_NAME[name].coord(int(lane), int(i)) == (int(row), int(col)), (name, lane, i)


# The programs' common part: FAIL reporting, device buffers, random values.  Each program
# includes its headers first.
PRELUDE = r"""
#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <vector>

using namespace hipconv;

static int failures = 0;
#define EXPECT(cond, ...) \
  do { \
    if (!(cond)) { \
      if (++failures <= 20) { std::printf("FAIL %s:%d: ", __FILE__, __LINE__); std::printf(__VA_ARGS__); std::printf("\n"); } \
    } \
  } while (0)

HIPCONV_HOST_DEVICE uint32_t pack(uint16_t lo, uint16_t hi) { return uint32_t(lo) | (uint32_t(hi) << 16); }

// A device copy of a host vector (on cpu: host memory as well).
template <class T>
struct Buffer {
  T* p = nullptr;
  size_t n;
  explicit Buffer(const std::vector<T>& h) : n(h.size()) {
    EXPECT(hipMalloc(&p, n * sizeof(T)) == hipSuccess, "hipMalloc");
    EXPECT(hipMemcpy(p, h.data(), n * sizeof(T), hipMemcpyHostToDevice) == hipSuccess, "hipMemcpy");
  }
  std::vector<T> get() const {
    std::vector<T> h(n);
    EXPECT(hipMemcpy(h.data(), p, n * sizeof(T), hipMemcpyDeviceToHost) == hipSuccess, "hipMemcpy");
    return h;
  }
  ~Buffer() { (void)hipFree(p); }
};

template <class T>
static std::vector<T> random_values(size_t n, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(-2.f, 2.f);
  std::vector<T> v(n);
  for (auto& x : v) x = from_float<T>(dist(rng));
  return v;
}
"""

# One program, one check per command-line argument; prints FAIL lines and exits 1 on a mismatch.
EMULATION = r"""
#include "hipconv/platform.h"
#include "hipconv/numeric.h"
#include "hipconv/mma.h"
""" + PRELUDE + r"""
// mma results: bit-exact on cpu (the emulator sums in the reference's order);
// on a GPU the tensor core's summation order and internal precision differ
// within fp32 rounding of the sum of |products|, while a wrong layout is off
// by O(1).
static bool mma_close(float got, float want, float magnitude) {
#if defined(HIPCONV_PLATFORM_CPU)
  (void)magnitude;
  return got == want;
#else
  return std::fabs(got - want) <= 1e-6f * magnitude;
#endif
}


// D = C + A B for one m16n8k16 tile, fp32, k increasing: the emulator's
// order; `magnitude` gets |C| + sum |A||B| per element.
template <class T>
static std::vector<float> reference(const T* a_rowmajor, const T* b_colmajor, const float* c,
                                    std::vector<float>& magnitude) {
  std::vector<float> d(16 * 8);
  magnitude.assign(16 * 8, 0.f);
  for (int m = 0; m < 16; ++m)
    for (int n = 0; n < 8; ++n) {
      float acc = c[m * 8 + n];
      magnitude[m * 8 + n] = std::fabs(acc);
      for (int k = 0; k < 16; ++k) {
        const float product = to_float(a_rowmajor[m * 16 + k]) * to_float(b_colmajor[n * 16 + k]);
        acc += product;
        magnitude[m * 8 + n] += std::fabs(product);
      }
      d[m * 8 + n] = acc;
    }
  return d;
}

// ---- mma from registers built with the fragment table -----------------------------
// Every warp of every block multiplies its own tile: A row-major 16x16, B
// column-major (n-major) 16x8, C/D row-major 16x8.
template <class T>
__global__ void mma_from_table(const T* a, const T* b, const float* c, float* d) {
  const int tile = blockIdx.x * (blockDim.x / 32) + warp_id();
  const int lane = lane_id();
  a += tile * 256; b += tile * 128; c += tile * 128; d += tile * 128;
  uint32_t ra[4], rb[2];
  float acc[4];
  for (int r = 0; r < 4; ++r)
    ra[r] = pack(bits_of(a[frag::mma_a_row(lane, 2 * r) * 16 + frag::mma_a_col(lane, 2 * r)]),
                 bits_of(a[frag::mma_a_row(lane, 2 * r + 1) * 16 + frag::mma_a_col(lane, 2 * r + 1)]));
  for (int r = 0; r < 2; ++r)
    rb[r] = pack(bits_of(b[frag::mma_b_col(lane, 2 * r) * 16 + frag::mma_b_row(lane, 2 * r)]),
                 bits_of(b[frag::mma_b_col(lane, 2 * r + 1) * 16 + frag::mma_b_row(lane, 2 * r + 1)]));
  for (int i = 0; i < 4; ++i) acc[i] = c[frag::mma_c_row(lane, i) * 8 + frag::mma_c_col(lane, i)];
  mma_m16n8k16<T>(acc, ra, rb);
  for (int i = 0; i < 4; ++i) d[frag::mma_c_row(lane, i) * 8 + frag::mma_c_col(lane, i)] = acc[i];
}

// ---- mma with operands from shared memory through ldmatrix ------------------------
// A (16x16 row-major) with ldmatrix_x4; B as K x N row-major with
// ldmatrix_x2_trans, and as N x K (column-major B) with ldmatrix_x2: the
// addressing every tensor-core GEMM uses, so the ldmatrix and mma tables
// must agree with each other.
constexpr int kPad = 8;  // b16 elements of padding per shared row (16 bytes)
template <class T>
__global__ void mma_through_ldmatrix(const T* a, const T* b, const float* c, float* d, float* d2) {
  __shared__ __align__(16) uint16_t as[16][16 + kPad];
  __shared__ __align__(16) uint16_t bs_kn[16][8 + kPad];   // B[k][n]
  __shared__ __align__(16) uint16_t bs_nk[8][16 + kPad];   // B[n][k]
  const int lane = lane_id();
  for (int e = lane; e < 256; e += 32) as[e / 16][e % 16] = bits_of(a[e]);
  for (int e = lane; e < 128; e += 32) {
    const int n = e / 16, k = e % 16;
    bs_nk[n][k] = bits_of(b[e]);
    bs_kn[k][n] = bits_of(b[e]);
  }
  __syncthreads();
  uint32_t ra[4], rb[2], rb2[2];
  ldmatrix_x4(ra, &as[lane % 16][(lane / 16) * 8]);
  ldmatrix_x2_trans(rb, &bs_kn[lane % 16][0]);
  ldmatrix_x2(rb2, &bs_nk[lane % 8][((lane / 8) % 2) * 8]);
  float acc[4], acc2[4];
  for (int i = 0; i < 4; ++i) acc[i] = acc2[i] = c[frag::mma_c_row(lane, i) * 8 + frag::mma_c_col(lane, i)];
  mma_m16n8k16<T>(acc, ra, rb);
  mma_m16n8k16<T>(acc2, ra, rb2);
  for (int i = 0; i < 4; ++i) {
    d[frag::mma_c_row(lane, i) * 8 + frag::mma_c_col(lane, i)] = acc[i];
    d2[frag::mma_c_row(lane, i) * 8 + frag::mma_c_col(lane, i)] = acc2[i];
  }
}

template <class T>
static void check_mma(unsigned seed) {
  const int blocks = 3, warps = 4, tiles = blocks * warps;
  auto a = random_values<T>(tiles * 256, seed), b = random_values<T>(tiles * 128, seed + 1);
  auto cv = random_values<bfloat16_t>(tiles * 128, seed + 2);
  std::vector<float> c(tiles * 128);
  for (size_t i = 0; i < c.size(); ++i) c[i] = to_float(cv[i]);
  Buffer<T> da(a), db(b);
  Buffer<float> dc(c), dd(std::vector<float>(tiles * 128, NAN));
  hipLaunchKernelGGL(mma_from_table<T>, dim3(blocks), dim3(32 * warps), 0, nullptr, da.p, db.p, dc.p, dd.p);
  EXPECT(hipGetLastError() == hipSuccess, "launch");
  const auto d = dd.get();
  std::vector<float> magnitude;
  for (int t = 0; t < tiles; ++t) {
    auto ref = reference(&a[t * 256], &b[t * 128], &c[t * 128], magnitude);
    for (int e = 0; e < 128; ++e)
      EXPECT(mma_close(d[t * 128 + e], ref[e], magnitude[e]), "mma tile %d element (%d,%d): %g != %g", t, e / 8, e % 8, d[t * 128 + e], ref[e]);
  }
  Buffer<float> dd1(std::vector<float>(128, NAN)), dd2(std::vector<float>(128, NAN));
  hipLaunchKernelGGL(mma_through_ldmatrix<T>, dim3(1), dim3(32), 0, nullptr, da.p, db.p, dc.p, dd1.p, dd2.p);
  const auto d1 = dd1.get(), d2 = dd2.get();
  auto ref = reference(a.data(), b.data(), c.data(), magnitude);
  for (int e = 0; e < 128; ++e) {
    EXPECT(mma_close(d1[e], ref[e], magnitude[e]), "ldmatrix_x4 + ldmatrix_x2_trans + mma (%d,%d): %g != %g", e / 8, e % 8, d1[e], ref[e]);
    EXPECT(mma_close(d2[e], ref[e], magnitude[e]), "ldmatrix_x4 + ldmatrix_x2 + mma (%d,%d): %g != %g", e / 8, e % 8, d2[e], ref[e]);
  }
}

// ---- ldmatrix against its own table ---------------------------------------------------
// Stacked matrices: row R (0..8*Num-1) of the stack is shared row R * 3 % 32
// (rows out of order) of a padded 32 x (8 + pad) array of distinct values.
__global__ void ldmatrix_all(uint32_t* out) {
  __shared__ __align__(16) uint16_t s[32][8 + kPad];
  const int lane = lane_id();
  for (int e = lane; e < 32 * 8; e += 32) s[e / 8][e % 8] = uint16_t(0x1000 + e);
  __syncthreads();
  const void* row = &s[lane * 3 % 32][0];
  uint32_t r4[4], r4t[4], r2[2], r2t[2];
  ldmatrix_x4(r4, row);
  ldmatrix_x4_trans(r4t, row);
  ldmatrix_x2(r2, row);
  ldmatrix_x2_trans(r2t, row);
  uint32_t* o = out + lane * 12;
  for (int i = 0; i < 4; ++i) { o[i] = r4[i]; o[4 + i] = r4t[i]; }
  for (int i = 0; i < 2; ++i) { o[8 + i] = r2[i]; o[10 + i] = r2t[i]; }
}

static uint16_t stacked(int row, int col) { return uint16_t(0x1000 + (row * 3 % 32) * 8 + col); }

static void check_ldmatrix() {
  Buffer<uint32_t> dout(std::vector<uint32_t>(32 * 12, 0xdeadbeef));
  hipLaunchKernelGGL(ldmatrix_all, dim3(1), dim3(32), 0, nullptr, dout.p);
  const auto out = dout.get();
  for (int lane = 0; lane < 32; ++lane) {
    const uint32_t* o = &out[lane * 12];
    for (int i = 0; i < 8; ++i) {
      const int reg = i / 2, half = i % 2;
      const uint16_t x4 = uint16_t(o[reg] >> (16 * half)), x4t = uint16_t(o[4 + reg] >> (16 * half));
      EXPECT(x4 == stacked(frag::ldmatrix_x4_row(lane, i), frag::ldmatrix_x4_col(lane, i)), "x4 lane %d i %d", lane, i);
      EXPECT(x4t == stacked(frag::ldmatrix_x4_trans_row(lane, i), frag::ldmatrix_x4_trans_col(lane, i)), "x4.trans lane %d i %d", lane, i);
      if (i < 4) {
        const uint16_t x2 = uint16_t(o[8 + reg] >> (16 * half)), x2t = uint16_t(o[10 + reg] >> (16 * half));
        EXPECT(x2 == stacked(frag::ldmatrix_x2_row(lane, i), frag::ldmatrix_x2_col(lane, i)), "x2 lane %d i %d", lane, i);
        EXPECT(x2t == stacked(frag::ldmatrix_x2_trans_row(lane, i), frag::ldmatrix_x2_trans_col(lane, i)), "x2.trans lane %d i %d", lane, i);
      }
    }
  }
}

// ---- cp.async ---------------------------------------------------------------------------
__global__ void cp_async_kernel(const uint32_t* src, uint32_t* out) {
  __shared__ __align__(16) uint32_t s[32 * 4];
  const int lane = lane_id();
  for (int e = lane; e < 32 * 4; e += 32) s[e] = 0xffffffffu;
  __syncthreads();
  const bool valid = lane % 3 != 0;
  cp_async_16(&s[lane * 4], valid ? src + lane * 4 : nullptr, valid);
  cp_async_commit();
  cp_async_wait<0>();
  __syncthreads();
  for (int e = lane; e < 32 * 4; e += 32) out[e] = s[e];
}

static void check_cp_async() {
  std::vector<uint32_t> src(32 * 4);
  for (size_t i = 0; i < src.size(); ++i) src[i] = 0xabc00000u + uint32_t(i);
  Buffer<uint32_t> dsrc(src), dout(std::vector<uint32_t>(32 * 4, 0));
  hipLaunchKernelGGL(cp_async_kernel, dim3(1), dim3(32), 0, nullptr, dsrc.p, dout.p);
  const auto out = dout.get();
  for (int e = 0; e < 32 * 4; ++e)
    EXPECT(out[e] == ((e / 4) % 3 != 0 ? src[e] : 0u), "cp.async element %d: %08x", e, out[e]);
}

// ---- shuffles -----------------------------------------------------------------------
__global__ void shuffle_kernel(int* out) {
  const int t = threadIdx.x;
  int sum = t;  // butterfly: every lane ends with the warp's sum
  for (int o = 16; o > 0; o /= 2) sum += __shfl_xor_sync(0xffffffffu, sum, o);
  float f = float(t);
  int* o = out + t * 5;
  o[0] = sum;
  o[1] = __shfl_sync(0xffffffffu, t * 10, 5);
  o[2] = __shfl_down_sync(0xffffffffu, t, 3, 8);
  o[3] = __shfl_up_sync(0xffffffffu, t, 2);
  o[4] = int(__shfl_xor_sync(0xffffffffu, f, 1, 4));
  __syncwarp();
}

static void check_shuffles() {
  const int threads = 96;
  Buffer<int> dout(std::vector<int>(threads * 5, -1));
  hipLaunchKernelGGL(shuffle_kernel, dim3(2), dim3(threads), 0, nullptr, dout.p);
  const auto out = dout.get();
  for (int t = 0; t < threads; ++t) {
    const int lane = t % 32, base = t - lane;
    const int* o = &out[t * 5];
    EXPECT(o[0] == 32 * base + 31 * 32 / 2, "xor sum thread %d: %d", t, o[0]);
    EXPECT(o[1] == (base + 5) * 10, "shfl thread %d: %d", t, o[1]);
    EXPECT(o[2] == (lane % 8 + 3 < 8 ? t + 3 : t), "shfl_down width 8 thread %d: %d", t, o[2]);
    EXPECT(o[3] == (lane >= 2 ? t - 2 : t), "shfl_up thread %d: %d", t, o[3]);
    EXPECT(o[4] == (t ^ 1), "shfl_xor float thread %d: %d", t, o[4]);
  }
}

// ---- __syncthreads: block reductions in concurrent blocks, early return ------------------
__global__ void block_sum(const int* in, long long* out) {
  __shared__ long long buf[1024];
  const unsigned t = threadIdx.x, n = blockDim.x;
  buf[t] = in[blockIdx.x * n + t];
  __syncthreads();
  for (unsigned s = n / 2; s > 0; s /= 2) {
    if (t < s) buf[t] += buf[t + s];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = buf[0];
}

static void check_block_sum(unsigned threads) {
  const unsigned blocks = 37;
  std::vector<int> in(blocks * threads);
  std::mt19937 rng(threads);
  for (auto& x : in) x = int(rng() % 1000);
  Buffer<int> din(in);
  Buffer<long long> dout(std::vector<long long>(blocks, -1));
  hipLaunchKernelGGL(block_sum, dim3(blocks), dim3(threads), 0, nullptr, din.p, dout.p);
  EXPECT(hipGetLastError() == hipSuccess, "launch");
  const auto out = dout.get();
  for (unsigned b = 0; b < blocks; ++b) {
    long long s = 0;
    for (unsigned t = 0; t < threads; ++t) s += in[b * threads + t];
    EXPECT(out[b] == s, "block %u of %u threads: %lld != %lld", b, threads, out[b], s);
  }
}

// Threads t % 3 == 0 return at once; the others keep meeting at barriers (a
// returned thread counts as arrived) and pass values around a ring through
// shared memory. Ring of the survivors: 1 -> 2 -> 4 -> 5 -> ... -> 254 -> 1.
HIPCONV_HOST_DEVICE int next_survivor(int t) { return (t % 3 == 1 ? t + 1 : t + 2) % 255; }

__global__ void early_return(int* out) {
  __shared__ int s[256];
  const int t = threadIdx.x;
  if (t % 3 == 0) return;
  s[t] = t;
  for (int round = 0; round < 5; ++round) {
    __syncthreads();
    const int v = s[next_survivor(t)];
    __syncthreads();
    s[t] = v;
  }
  out[blockIdx.x * 256 + t] = s[t];
}

static void check_early_return() {
  Buffer<int> dout(std::vector<int>(2 * 256, -1));
  hipLaunchKernelGGL(early_return, dim3(2), dim3(256), 0, nullptr, dout.p);
  const auto out = dout.get();
  std::vector<int> ref(256, -1);
  for (int t = 0; t < 256; ++t) if (t % 3) ref[t] = t;
  for (int round = 0; round < 5; ++round) {
    std::vector<int> next = ref;
    for (int t = 0; t < 256; ++t)
      if (t % 3) next[t] = ref[next_survivor(t)];
    ref = next;
  }
  for (int b = 0; b < 2; ++b)
    for (int t = 0; t < 256; ++t) EXPECT(out[b * 256 + t] == ref[t], "early return block %d thread %d", b, t);
}

// ---- errors of the cpu platform ---------------------------------------------------------
#if defined(HIPCONV_PLATFORM_CPU)
__global__ void nothing() {}

static void check_launch_errors() {
  hipLaunchKernelGGL(nothing, dim3(1), dim3(1025), 0, nullptr);
  EXPECT(hipGetLastError() == hipErrorInvalidConfiguration, "1025 threads accepted");
  hipLaunchKernelGGL(nothing, dim3(0), dim3(32), 0, nullptr);
  EXPECT(hipGetLastError() == hipErrorInvalidConfiguration, "empty grid accepted");
  hipLaunchKernelGGL(nothing, dim3(1), dim3(32), 227 * 1024 + 1, nullptr);
  EXPECT(hipGetLastError() == hipErrorInvalidConfiguration, "227 KiB + 1 shared bytes accepted");
  hipLaunchKernelGGL(nothing, dim3(1), dim3(32), 227 * 1024, nullptr);
  EXPECT(hipGetLastError() == hipSuccess, "227 KiB shared bytes refused");
}

// Lane 0 of each warp waits at __syncthreads, its other lanes at __syncwarp:
// neither can complete (a GPU would hang); the emulator reports it.
__global__ void deadlock() {
  if (threadIdx.x % 32 == 0)
    __syncthreads();
  else
    __syncwarp();
}

// The first warp waits at one __syncthreads, the others at another: a divergent barrier.
__global__ void divergent_barrier() {
  if (threadIdx.x < 32)
    __syncthreads();
  else
    __syncthreads();
}

// The launch just made, which the emulator gave up: it failed with the report as its error;
// the next launch runs.
static void check_given_up(const char* what) {
  const hipError_t error = hipGetLastError();
  EXPECT(error == hipErrorLaunchFailure, "%s: launch error %d", what, int(error));
  std::printf("%s: %s\n", what, hipGetErrorString(error));
  check_block_sum(64);
}

// A thread that never returns: only the watchdog (HIPCONV_CPU_WATCHDOG) finds it.
__global__ void endless(volatile int* flag) {
  while (*flag == 0) {
  }
}

static void check_endless() {
  Buffer<int> flag(std::vector<int>(1, 0));
  hipLaunchKernelGGL(endless, dim3(1), dim3(32), 0, nullptr, flag.p);
}
#endif

int main(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string what = argv[i];
    if (what == "mma") { check_mma<half_t>(1); check_mma<bfloat16_t>(7); }
    else if (what == "ldmatrix") check_ldmatrix();
    else if (what == "cp_async") check_cp_async();
    else if (what == "shuffle") check_shuffles();
    else if (what == "syncthreads") { check_block_sum(256); check_block_sum(1024); check_block_sum(64); }
    else if (what == "early_return") check_early_return();
#if defined(HIPCONV_PLATFORM_CPU)
    else if (what == "launch_errors") check_launch_errors();
    else if (what == "deadlock") {
      hipLaunchKernelGGL(deadlock, dim3(3), dim3(64), 0, nullptr);
      check_given_up("deadlock");
    } else if (what == "divergent_barrier") {
      hipLaunchKernelGGL(divergent_barrier, dim3(3), dim3(64), 0, nullptr);
      check_given_up("divergent barrier");
    }
    else if (what == "endless") check_endless();
#endif
    else { std::printf("unknown check %s\n", argv[i]); return 2; }
  }
  std::printf("%d failures\n", failures);
  return failures ? 1 : 0;
}
"""

CHECKS = ["mma", "ldmatrix", "cp_async", "shuffle", "syncthreads", "early_return", "launch_errors",
          "deadlock", "divergent_barrier"]   # the last two: launches given up, then one that runs


@pytest.fixture(scope="module")
def emulation(tmp_path_factory):
    return _build_cpu(tmp_path_factory.mktemp("emulation"), EMULATION, "emulation")


@pytest.fixture(scope="module")
def emulation_ucontext(tmp_path_factory):
    return _build_cpu(tmp_path_factory.mktemp("emulation_ucontext"), EMULATION, "emulation",
                      "-DHIPCONV_CPU_UCONTEXT")


@pytest.mark.build
@pytest.mark.parametrize("check", CHECKS)
def test_cpu_emulation(emulation, check):
    result = _run(emulation, check)
    assert result.returncode == 0, result.stdout + result.stderr


# mma_sync tile shapes no shipped instance has: warp tiles with an odd n8 fragment (24
# and 8 columns: ldmatrix.x2, plain for forward's W[n][k], .trans for backward-data's
# W[k][n]) and operand vectors of 2 and 4 elements staged through registers.
_MMA_SHAPES_SPEC = """\
library: mma_shapes
defaults:
  signature: {spatial_dim: 2, data_type: fp16, layout: channels_last, accumulator: fp32}
  algorithm: {micro_kernel: mma_sync, stages: 3, vector: 8}
  targets: [sm_80]
instances:
  - name: fwd_64x24
    signature: {direction: forward}
    algorithm: {block: {m: 64, n: 24, k: 16}, warp: {m: 32, n: 24}}
  - name: fwd_64x8
    signature: {direction: forward}
    algorithm: {block: {m: 64, n: 8, k: 16}, warp: {m: 16, n: 8}}
  - name: data_64x24
    signature: {direction: backward_data}
    algorithm: {block: {m: 64, n: 24, k: 16}, warp: {m: 32, n: 24}}
  - name: data_64x16_vectors_4_2
    signature: {direction: backward_data}
    algorithm: {block: {m: 64, n: 16, k: 16}, warp: {m: 32, n: 16}, vector: {y: 4, w: 2, x: 2}}
  - name: data_64x16_vectors_4_2_two_stages
    signature: {direction: backward_data}
    algorithm: {block: {m: 64, n: 16, k: 16}, warp: {m: 32, n: 16}, vector: {y: 4, w: 2, x: 2},
                stages: 2}
  - name: weight_64x24
    signature: {direction: backward_weight}
    algorithm: {block: {m: 64, n: 24, k: 32}, warp: {m: 16, n: 24}, split_k: 2}
"""


@pytest.mark.build
def test_mma_sync_odd_n8_fragments_and_narrow_vectors(tmp_path):
    """The cpu emulation runs mma_sync tiles with an odd n8 fragment and 4-/8-byte
    register-staged vectors in every direction, and they match the float64 reference."""
    require_tools("cmake", "g++")
    spec = tmp_path / "mma_shapes.yaml"
    spec.write_text(_MMA_SHAPES_SPEC)
    result = subprocess.run(
        [sys.executable, "-m", "codegen", str(spec), "-q", "-o", str(tmp_path / "gen"),
         "--build", "--build-dir", str(tmp_path / "build"), "--platform", "cpu", "--check"],
        cwd=REPO_ROOT, capture_output=True, text=True, timeout=900,
        env=dict(os.environ, PYTHONPATH=str(REPO_ROOT)))
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert result.stdout.count("  ok   ") == 6 and "all instances match" in result.stdout


@pytest.mark.build
def test_cpu_emulation_with_ucontext_switch(emulation_ucontext):
    result = _run(emulation_ucontext, *CHECKS)
    assert result.returncode == 0, result.stdout + result.stderr


def _source_lines(source: str, function: str, text: str) -> list:
    """1-based numbers of the lines equal to ``text`` in the body of ``function`` (up to the
    closing brace at the start of a line) in ``source``."""
    lines = source.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(function))
    end = next(i for i in range(start, len(lines)) if lines[i] == "}")
    return [i + 1 for i in range(start, end) if lines[i] == text]


@pytest.mark.build
def test_cpu_deadlock_fails_the_launch_with_a_report(emulation):
    # A GPU would hang; the emulator gives the block up, the launch fails with the report
    # (which names the kernel, its launch site, the block and the barrier's line) and the
    # process goes on: the next launch runs (0 failures).
    result = _run(emulation, "deadlock")
    assert result.returncode == 0, result.stdout + result.stderr
    line = next(line for line in result.stdout.splitlines() if line.startswith("deadlock: "))
    (barrier,) = _source_lines(EMULATION, "__global__ void deadlock()", "    __syncthreads();")
    assert re.search(r"of 64 threads, 2 wait at __syncthreads \(at \S+emulation\.cpp:%d\), "
                     r"62 in warp or wavefront collectives, 0 returned" % barrier, line), line
    # every block of the grid of 3 deadlocks; the host threads run them at once, so the report
    # names whichever gave up first
    assert re.search(r"in kernel deadlock launched at \S+emulation\.cpp:\d+, block \([0-2],0,0\)", line), line
    assert "0 failures" in result.stdout


@pytest.mark.build
def test_cpu_divergent_barrier_fails_the_launch(emulation):
    result = _run(emulation, "divergent_barrier")
    assert result.returncode == 0, result.stdout + result.stderr
    line = next(line for line in result.stdout.splitlines() if line.startswith("divergent barrier: "))
    first, second = _source_lines(EMULATION, "__global__ void divergent_barrier()", "    __syncthreads();")
    sites = re.search(r"wait at __syncthreads\(\) at \S+emulation\.cpp:(\d+) and at \S+emulation\.cpp:(\d+) ", line)
    assert sites and {int(sites[1]), int(sites[2])} == {first, second}, line
    assert "in kernel divergent_barrier" in line and "0 failures" in result.stdout


@pytest.mark.build
def test_cpu_watchdog_reports_an_endless_kernel(emulation):
    env = {**os.environ, "HIPCONV_CPU_WATCHDOG": "1"}
    result = subprocess.run([str(emulation), "endless"], capture_output=True, text=True, timeout=120, env=env)
    assert result.returncode != 0
    assert re.search(r"watchdog: kernel endless launched at \S+emulation\.cpp:\d+ did not finish within 1 s "
                     r"\(grid \(1,1,1\), block \(32,1,1\), 0 of 1 blocks finished\)", result.stderr), result.stderr


@pytest.mark.build
def test_cpu_watchdog_setting_is_checked(emulation):
    env = {**os.environ, "HIPCONV_CPU_WATCHDOG": "soon"}
    result = subprocess.run([str(emulation), "syncthreads"], capture_output=True, text=True, timeout=120, env=env)
    assert result.returncode != 0
    assert "HIPCONV_CPU_WATCHDOG must be a number of seconds, not 'soon'" in result.stderr


@pytest.mark.build
@pytest.mark.slow
def test_cpu_emulation_under_address_sanitizer(tmp_path):
    exe = _build_cpu(tmp_path, EMULATION, "emulation_asan", "-fsanitize=address", "-fno-omit-frame-pointer")
    result = _run(exe, *CHECKS)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "AddressSanitizer" not in result.stderr, result.stderr[-4000:]


# ---- mfma (AMD matrix cores): the cpu emulation and the amd compile ----------------------
# One program like EMULATION's, for hipconv/mfma.h (which nvcc must not see): every
# instruction and operand type, A, B and C scattered into registers with the fragment
# table, against a scalar loop in the emulator's order; 3 blocks of 2 wavefronts (128
# threads: also 4 warps of 32, whose shuffles run beside the wavefront collectives); and
# a dump of one tile per instruction for the numpy comparison.
MFMA_EMULATION = r"""
#include "hipconv/platform.h"
#include "hipconv/numeric.h"
#include "hipconv/mfma.h"
""" + PRELUDE + r"""
// The fragment tables and the instruction of one shape (hipconv::frag, hipconv/mfma.h).
struct Shape32x32x8 {
  static constexpr int m = 32, n = 32, k = 8, accumulators = 16;
  static constexpr const char* name = "32x32x8";
  HIPCONV_HOST_DEVICE static int a_row(int l, int e) { return frag::mfma_32x32x8_a_row(l, e); }
  HIPCONV_HOST_DEVICE static int a_col(int l, int e) { return frag::mfma_32x32x8_a_col(l, e); }
  HIPCONV_HOST_DEVICE static int b_row(int l, int e) { return frag::mfma_32x32x8_b_row(l, e); }
  HIPCONV_HOST_DEVICE static int b_col(int l, int e) { return frag::mfma_32x32x8_b_col(l, e); }
  HIPCONV_HOST_DEVICE static int c_row(int l, int i) { return frag::mfma_32x32x8_c_row(l, i); }
  HIPCONV_HOST_DEVICE static int c_col(int l, int i) { return frag::mfma_32x32x8_c_col(l, i); }
  template <class T>
  HIPCONV_DEVICE_INLINE static void run(MfmaAccumulators<16>& d, const MfmaOperand<T>& a, const MfmaOperand<T>& b) {
    mfma_32x32x8<T>(d, a, b);
  }
};
struct Shape16x16x16 {
  static constexpr int m = 16, n = 16, k = 16, accumulators = 4;
  static constexpr const char* name = "16x16x16";
  HIPCONV_HOST_DEVICE static int a_row(int l, int e) { return frag::mfma_16x16x16_a_row(l, e); }
  HIPCONV_HOST_DEVICE static int a_col(int l, int e) { return frag::mfma_16x16x16_a_col(l, e); }
  HIPCONV_HOST_DEVICE static int b_row(int l, int e) { return frag::mfma_16x16x16_b_row(l, e); }
  HIPCONV_HOST_DEVICE static int b_col(int l, int e) { return frag::mfma_16x16x16_b_col(l, e); }
  HIPCONV_HOST_DEVICE static int c_row(int l, int i) { return frag::mfma_16x16x16_c_row(l, i); }
  HIPCONV_HOST_DEVICE static int c_col(int l, int i) { return frag::mfma_16x16x16_c_col(l, i); }
  template <class T>
  HIPCONV_DEVICE_INLINE static void run(MfmaAccumulators<4>& d, const MfmaOperand<T>& a, const MfmaOperand<T>& b) {
    mfma_16x16x16<T>(d, a, b);
  }
};

// Every wavefront of every block multiplies its own tile: A row-major M x K, B row-major
// K x N, C/D row-major M x N. On cpu each lane also adds its warp's lane indices with a
// 32-lane shuffle (warp collectives beside the wavefront ones), into `warp_sums`.
template <class T, class S>
__global__ void mfma_from_table(const T* a, const T* b, const float* c, float* d, int* warp_sums) {
  const int tile = blockIdx.x * (blockDim.x / 64) + wave_index();
  const int lane = wave_lane();
  a += tile * S::m * S::k; b += tile * S::k * S::n; c += tile * S::m * S::n; d += tile * S::m * S::n;
  MfmaOperand<T> ra, rb;
  MfmaAccumulators<S::accumulators> acc;
  for (int e = 0; e < 4; ++e) {
    ra[e] = a[S::a_row(lane, e) * S::k + S::a_col(lane, e)];
    rb[e] = b[S::b_row(lane, e) * S::n + S::b_col(lane, e)];
  }
  for (int i = 0; i < S::accumulators; ++i) acc[i] = c[S::c_row(lane, i) * S::n + S::c_col(lane, i)];
#if defined(HIPCONV_PLATFORM_CPU)
  int sum = static_cast<int>(threadIdx.x % 32);
  for (int o = 16; o > 0; o /= 2) sum += __shfl_xor_sync(0xffffffffu, sum, o);
  warp_sums[blockIdx.x * blockDim.x + threadIdx.x] = sum;
#else
  (void)warp_sums;
#endif
  S::template run<T>(acc, ra, rb);
  for (int i = 0; i < S::accumulators; ++i) d[S::c_row(lane, i) * S::n + S::c_col(lane, i)] = acc[i];
}

// D = C + A B of one tile in the emulator's order (fp32, k increasing).
template <class T, class S>
static std::vector<float> reference(const T* a, const T* b, const float* c) {
  std::vector<float> d(S::m * S::n);
  for (int i = 0; i < S::m; ++i)
    for (int j = 0; j < S::n; ++j) {
      float acc = c[i * S::n + j];
      for (int k = 0; k < S::k; ++k) acc += to_float(a[i * S::k + k]) * to_float(b[k * S::n + j]);
      d[i * S::n + j] = acc;
    }
  return d;
}

struct Run {
  std::vector<float> c, d;
  std::vector<int> warp_sums;
};

template <class T, class S>
static Run run_tiles(const std::vector<T>& a, const std::vector<T>& b, int blocks, int waves) {
  const int tiles = blocks * waves;
  auto cv = random_values<bfloat16_t>(tiles * S::m * S::n, 99);
  Run r;
  r.c.resize(cv.size());
  for (size_t i = 0; i < cv.size(); ++i) r.c[i] = to_float(cv[i]);
  Buffer<T> da(a), db(b);
  Buffer<float> dc(r.c), dd(std::vector<float>(tiles * S::m * S::n, NAN));
  Buffer<int> dsums(std::vector<int>(tiles * 64, -1));
  hipLaunchKernelGGL((mfma_from_table<T, S>), dim3(blocks), dim3(64 * waves), 0, nullptr, da.p, db.p, dc.p, dd.p, dsums.p);
  EXPECT(hipGetLastError() == hipSuccess, "launch");
  r.d = dd.get();
  r.warp_sums = dsums.get();
  return r;
}

template <class T, class S>
static void check_mfma(unsigned seed) {
  const int blocks = 3, waves = 2, tiles = blocks * waves;
  auto a = random_values<T>(tiles * S::m * S::k, seed), b = random_values<T>(tiles * S::k * S::n, seed + 1);
  const Run r = run_tiles<T, S>(a, b, blocks, waves);
  for (int t = 0; t < tiles; ++t) {
    const auto ref = reference<T, S>(&a[t * S::m * S::k], &b[t * S::k * S::n], &r.c[t * S::m * S::n]);
    for (int e = 0; e < S::m * S::n; ++e)
      EXPECT(r.d[t * S::m * S::n + e] == ref[e], "mfma %s tile %d element (%d,%d): %g != %g", S::name, t,
             e / S::n, e % S::n, r.d[t * S::m * S::n + e], ref[e]);
  }
  for (int t = 0; t < tiles * 64; ++t)
    EXPECT(r.warp_sums[t] == 31 * 32 / 2, "warp shuffle sum of thread %d: %d", t, r.warp_sums[t]);
}

// One tile: "A i k v", "B k j v", "C i j v", "D i j v" lines, values as %.9g.
template <class T, class S>
static void dump_mfma(unsigned seed) {
  auto a = random_values<T>(S::m * S::k, seed), b = random_values<T>(S::k * S::n, seed + 1);
  const Run r = run_tiles<T, S>(a, b, 1, 1);
  std::printf("TILE %s %s\n", S::name, sizeof(T) == 2 && std::is_same<T, half_t>::value ? "f16" : "bf16");
  for (int i = 0; i < S::m * S::k; ++i) std::printf("A %d %d %.9g\n", i / S::k, i % S::k, to_float(a[i]));
  for (int i = 0; i < S::k * S::n; ++i) std::printf("B %d %d %.9g\n", i / S::n, i % S::n, to_float(b[i]));
  for (int i = 0; i < S::m * S::n; ++i) std::printf("C %d %d %.9g\n", i / S::n, i % S::n, r.c[i]);
  for (int i = 0; i < S::m * S::n; ++i) std::printf("D %d %d %.9g\n", i / S::n, i % S::n, r.d[i]);
}

#if defined(HIPCONV_PLATFORM_CPU)
int main(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string what = argv[i];
    if (what == "mfma") {
      check_mfma<half_t, Shape32x32x8>(1);
      check_mfma<bfloat16_t, Shape32x32x8>(3);
      check_mfma<half_t, Shape16x16x16>(5);
      check_mfma<bfloat16_t, Shape16x16x16>(7);
    } else if (what == "dump") {
      dump_mfma<half_t, Shape32x32x8>(11);
      dump_mfma<bfloat16_t, Shape32x32x8>(13);
      dump_mfma<half_t, Shape16x16x16>(15);
      dump_mfma<bfloat16_t, Shape16x16x16>(17);
    } else {
      std::printf("unknown check %s\n", argv[i]);
      return 2;
    }
  }
  std::printf("%d failures\n", failures);
  return failures ? 1 : 0;
}
#else
// amd: the kernels only (compiled for gfx90a and gfx940 by test_mfma_h_compiles_for_amd).
template __global__ void mfma_from_table<half_t, Shape32x32x8>(const half_t*, const half_t*, const float*, float*, int*);
template __global__ void mfma_from_table<bfloat16_t, Shape32x32x8>(const bfloat16_t*, const bfloat16_t*, const float*, float*, int*);
template __global__ void mfma_from_table<half_t, Shape16x16x16>(const half_t*, const half_t*, const float*, float*, int*);
template __global__ void mfma_from_table<bfloat16_t, Shape16x16x16>(const bfloat16_t*, const bfloat16_t*, const float*, float*, int*);
#endif
"""


@pytest.fixture(scope="module")
def mfma_emulation(tmp_path_factory):
    return _build_cpu(tmp_path_factory.mktemp("mfma_emulation"), MFMA_EMULATION, "mfma_emulation")


@pytest.mark.build
def test_mfma_emulation_matches_scalar_loops(mfma_emulation):
    """Registers filled from the fragment table, one emulated v_mfma per wavefront, every
    result bit-exact against the same sums in the emulator's order; 32-lane shuffles of the
    same 128-thread blocks keep working beside the 64-lane collectives."""
    result = _run(mfma_emulation, "mfma")
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.build
def test_mfma_emulation_matches_numpy_matmul(mfma_emulation):
    """The emulated instruction is A @ B + C (numpy, float64) for each shape and type,
    within the fp32 rounding of a k-long sum (a misplaced element is off by O(1))."""
    import numpy as np
    result = _run(mfma_emulation, "dump")
    assert result.returncode == 0, result.stdout + result.stderr
    tiles, current = {}, None
    for line in result.stdout.splitlines():
        fields = line.split()
        if fields[0] == "TILE":
            current = tiles.setdefault((fields[1], fields[2]), {})
        elif fields[0] in "ABCD" and len(fields) == 4:
            current.setdefault(fields[0], []).append((int(fields[1]), int(fields[2]), float(fields[3])))
    assert set(tiles) == {(s, t) for s in ("32x32x8", "16x16x16") for t in ("f16", "bf16")}
    for (shape, dtype), entries in tiles.items():
        m, n, k = map(int, shape.split("x"))
        arrays = {}
        for name, rows, cols in (("A", m, k), ("B", k, n), ("C", m, n), ("D", m, n)):
            array = np.full((rows, cols), np.nan)
            for row, col, value in entries[name]:
                array[row, col] = value
            assert not np.isnan(array).any(), (shape, dtype, name)
            arrays[name] = array
        want = arrays["A"] @ arrays["B"] + arrays["C"]
        magnitude = np.abs(arrays["A"]) @ np.abs(arrays["B"]) + np.abs(arrays["C"])
        error = np.abs(arrays["D"] - want)
        assert np.all(error <= 2.0 ** -24 * (k + 1) * magnitude), (shape, dtype, float(error.max()))


def _hipcc_device_assembly(tmp_path: Path, source: str, arch: str) -> str:
    """hipcc's gfx assembly of `source` (device code only) for `arch`."""
    folder = _include_dir(tmp_path / arch)
    src = tmp_path / f"{arch}.hip"
    src.write_text(source, encoding="utf-8")
    out = tmp_path / f"{arch}.s"
    command = ["hipcc", "-std=c++17", "-O2", "-DHIPCONV_PLATFORM_AMD", f"-I{folder}",
               f"--offload-arch={arch}", "--cuda-device-only", "-S", str(src), "-o", str(out)]
    result = subprocess.run(command, capture_output=True, text=True,
                            env={**__import__("os").environ, "HIP_PLATFORM": "amd"})
    assert result.returncode == 0, result.stderr[-6000:]
    return out.read_text()


@pytest.mark.hipcc
def test_mfma_h_compiles_for_amd(tmp_path):
    """hipconv/mfma.h's builtins on gfx90a and gfx940: each instruction and operand type
    becomes its v_mfma (gfx940's assembler spells them with an underscore)."""
    require_tools("hipcc")
    names = {"gfx90a": ("v_mfma_f32_32x32x8f16", "v_mfma_f32_32x32x8bf16_1k",
                        "v_mfma_f32_16x16x16f16", "v_mfma_f32_16x16x16bf16_1k"),
             "gfx940": ("v_mfma_f32_32x32x8_f16", "v_mfma_f32_32x32x8_bf16",
                        "v_mfma_f32_16x16x16_f16", "v_mfma_f32_16x16x16_bf16")}
    for arch, mnemonics in names.items():
        assembly = _hipcc_device_assembly(tmp_path, MFMA_EMULATION, arch)
        for mnemonic in mnemonics:
            assert re.search(rf"\b{mnemonic}\b", assembly), (arch, mnemonic)


# ---- nvidia -----------------------------------------------------------------------------------
NVIDIA_KERNEL = r"""
#include "hipconv/platform.h"
#include "hipconv/numeric.h"
#include "hipconv/mma.h"

template <class T>
__global__ void every_mma_function(const T* a, float* d) {
  __shared__ __align__(16) T tile[32 * 8];
  hipconv::cp_async_16(&tile[hipconv::lane_id() * 8], a + hipconv::lane_id() * 8, hipconv::warp_id() == 0);
  hipconv::cp_async_commit();
  hipconv::cp_async_wait<0>();
  __syncthreads();
  uint32_t ra[4], rb[2], rt[4], r2t[2];
  const T* row = &tile[hipconv::lane_id() * 8];
  hipconv::ldmatrix_x4(ra, row);
  hipconv::ldmatrix_x2(rb, row);
  hipconv::ldmatrix_x4_trans(rt, row);
  hipconv::ldmatrix_x2_trans(r2t, row);
  float acc[4] = {0.f, 0.f, 0.f, 0.f};
  hipconv::mma_m16n8k16<T>(acc, ra, rb);
  hipconv::mma_m16n8k16<T>(acc, rt, r2t);
  for (int i = 0; i < 4; ++i)
    d[hipconv::frag::mma_c_row(hipconv::lane_id(), i) * 8 + hipconv::frag::mma_c_col(hipconv::lane_id(), i)] = acc[i];
}
template __global__ void every_mma_function<hipconv::half_t>(const hipconv::half_t*, float*);
template __global__ void every_mma_function<hipconv::bfloat16_t>(const hipconv::bfloat16_t*, float*);
"""


@pytest.mark.nvcc
def test_mma_h_compiles_for_nvidia(tmp_path):
    require_tools("nvcc")
    src = tmp_path / "mma_test.cu"
    src.write_text(NVIDIA_KERNEL, encoding="utf-8")
    obj = tmp_path / "mma_test.o"
    command = ["nvcc", "-std=c++17", "-DHIPCONV_PLATFORM_NVIDIA", f"-I{_include_dir(tmp_path)}",
               "-gencode=arch=compute_80,code=sm_80", "-gencode=arch=compute_90a,code=sm_90a",
               "-Werror", "all-warnings", "-c", str(src), "-o", str(obj)]
    result = subprocess.run(command, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr[-6000:]
    if shutil.which("cuobjdump") is None:
        return  # SASS check needs cuobjdump
    sass = subprocess.run(["cuobjdump", "-sass", str(obj)], capture_output=True, text=True).stdout
    for instruction in ("HMMA.16816.F32", "LDSM.16.M88.4", "LDSM.16.MT88.4", "LDGSTS"):
        assert instruction in sass, instruction


GPU_CHECKS = ["mma", "ldmatrix", "cp_async", "shuffle", "syncthreads", "early_return"]


def _gpu_listed() -> bool:
    if shutil.which("nvidia-smi") is None:
        return False
    result = subprocess.run(["nvidia-smi", "-L"], capture_output=True, text=True)
    return result.returncode == 0 and "GPU" in result.stdout


@pytest.mark.gpu
def test_emulated_checks_hold_on_the_gpu(tmp_path):
    """The same checks on real tensor cores: the fragment tables are the hardware's."""
    require_tools("nvcc")
    if not _gpu_listed():
        pytest.skip("no GPU on this machine")
    src = tmp_path / "emulation.cu"
    src.write_text(EMULATION, encoding="utf-8")
    exe = tmp_path / "emulation"
    command = ["nvcc", "-std=c++17", "-O2", "-DHIPCONV_PLATFORM_NVIDIA", f"-I{_include_dir(tmp_path)}",
               "-gencode=arch=compute_80,code=sm_80", "-gencode=arch=compute_90a,code=sm_90a",
               str(src), "-o", str(exe)]
    result = subprocess.run(command, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr[-6000:]
    result = _run(exe, *GPU_CHECKS)
    assert result.returncode == 0, result.stdout + result.stderr


PACK_PAIR = r"""
#include "hipconv/platform.h"
#include "hipconv/numeric.h"
#include <cstdio>
#include <cstdlib>
#include <cstring>
template <class T>
static void dump(const char* name, float lo, float hi) {
  const hipconv::Vec<T, 2> memory = {{hipconv::from_float<T>(lo), hipconv::from_float<T>(hi)}};
  std::uint32_t in_memory;
  std::memcpy(&in_memory, &memory, 4);
  std::printf("%s %08x %08x\n", name, hipconv::pack_pair<T>(lo, hi), in_memory);
}
int main(int argc, char** argv) {
  for (int i = 1; i + 1 < argc; i += 2) {
    const float lo = std::strtof(argv[i], nullptr), hi = std::strtof(argv[i + 1], nullptr);
    dump<hipconv::half_t>("f16", lo, hi);
    dump<hipconv::bfloat16_t>("bf16", lo, hi);
  }
  return 0;
}
"""


@pytest.mark.build
def test_pack_pair_is_two_from_floats_in_memory_order(tmp_path):
    """hipconv::pack_pair<T>(lo, hi) (the staged epilogue's pair conversion) gives the
    bits two adjacent T elements have in memory, lo first, rounded as from_float and as
    numpy / ml_dtypes round (ties to even, overflow to inf, subnormals)."""
    import ml_dtypes
    import numpy as np
    exe = _build_cpu(tmp_path, PACK_PAIR, "pack_pair")
    values = ["1.0", "-2.5", "1.00048828125", "1.0009765625", "65520.0", "1e-7", "3.0e38",
              "-0.0", "0.333333343", "1.00390625"]
    pairs = [(values[i], values[(i + 3) % len(values)]) for i in range(len(values))]
    result = _run(exe, *[v for pair in pairs for v in pair])
    assert result.returncode == 0, result.stderr
    lines = result.stdout.split()
    rows = [lines[k:k + 3] for k in range(0, len(lines), 3)]
    assert len(rows) == 2 * len(pairs)
    for (lo, hi), (f16, b16) in zip(pairs, zip(rows[0::2], rows[1::2])):
        for (name, packed, memory), kind in ((f16, np.float16), (b16, ml_dtypes.bfloat16)):
            with np.errstate(over="ignore"):   # 3e38 and 65520 overflow fp16 to inf, as intended
                expect = (int(np.array(np.float32(lo)).astype(kind).view(np.uint16)) |
                          int(np.array(np.float32(hi)).astype(kind).view(np.uint16)) << 16)
            assert int(packed, 16) == int(memory, 16) == expect, (name, lo, hi, packed, memory)


FP8 = r"""
#include "hipconv/platform.h"
#include "hipconv/numeric.h"
#include <cstdio>
#include <cstdlib>
#include <cstring>
// every fp8 bit pattern decoded (e4m3, e5m2), then each float argument (hex bits) encoded
int main(int argc, char** argv) {
  for (int b = 0; b < 256; ++b)
    std::printf("%08x %08x\n",
                hipconv::detail::float_bits(hipconv::to_float(hipconv::fp8_e4m3_t{static_cast<std::uint8_t>(b)})),
                hipconv::detail::float_bits(hipconv::to_float(hipconv::fp8_e5m2_t{static_cast<std::uint8_t>(b)})));
  for (int i = 1; i < argc; ++i) {
    const std::uint32_t u = static_cast<std::uint32_t>(std::strtoul(argv[i], nullptr, 16));
    float f;
    std::memcpy(&f, &u, 4);
    std::printf("%02x %02x\n", hipconv::from_float<hipconv::fp8_e4m3_t>(f).bits,
                hipconv::from_float<hipconv::fp8_e5m2_t>(f).bits);
  }
  return 0;
}
"""


@pytest.mark.build
def test_fp8_conversions_match_ml_dtypes(tmp_path):
    """hipconv's fp8 types (numeric.h) decode every bit pattern and encode floats -- every
    fp8 value, the midpoints between neighbours and the floats either side of them (ties to
    even), subnormals, the largest finite values and past them (E4M3: NaN; E5M2: infinity),
    +-0, +-inf, NaN and a spread of magnitudes -- as ml_dtypes' float8_e4m3fn / float8_e5m2."""
    import ml_dtypes
    import numpy as np
    exe = _build_cpu(tmp_path, FP8, "fp8")
    rng = np.random.default_rng(0)
    values = [rng.standard_normal(2000).astype(np.float32) * np.float32(10.0) ** rng.integers(-9, 6, 2000),
              np.array([0, 448, 449, 464, 465, 480, 500, 57344, 61439, 61440, 1e30, np.inf, np.nan,
                        2 ** -9, 2 ** -10, 3 * 2 ** -11, 2 ** -16, 2 ** -17, 3 * 2 ** -18], np.float32)]
    kinds = (ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e5m2)
    for kind in kinds:
        every = np.arange(256, dtype=np.uint8).view(kind).astype(np.float32)
        finite = np.unique(every[np.isfinite(every)])
        middle = ((finite[1:].astype(np.float64) + finite[:-1]) / 2).astype(np.float32)
        values += [finite, middle, np.nextafter(middle, np.float32(np.inf)), np.nextafter(middle, np.float32(-np.inf))]
    floats = np.concatenate(values).astype(np.float32)
    floats = np.concatenate([floats, -floats])
    result = _run(exe, *[f"{int(u):08x}" for u in floats.view(np.uint32)])
    assert result.returncode == 0, result.stderr
    lines = result.stdout.split("\n")

    def same(want, got):
        return bool(np.isnan(want) and np.isnan(got)) or want.view(np.uint32) == got.view(np.uint32)

    for b, line in enumerate(lines[:256]):
        for kind, bits in zip(kinds, line.split()):
            want = np.array([b], np.uint8).view(kind).astype(np.float32)[0]
            assert same(want, np.array([int(bits, 16)], np.uint32).view(np.float32)[0]), (kind.__name__, b)
    for f, line in zip(floats, lines[256:]):
        for kind, bits in zip(kinds, line.split()):
            with np.errstate(all="ignore"):
                want = np.array([f]).astype(kind).astype(np.float32)[0]
            got = np.array([int(bits, 16)], np.uint8).view(kind).astype(np.float32)[0]
            assert same(want, got), (kind.__name__, float(f), float(want), float(got))


FAST_DIVMOD = r"""
#include "hipconv/platform.h"
#include "hipconv/numeric.h"
#include <cstdio>
#include <cstdint>

// hipconv::FastDivmod against / and % for every divisor up to 5000, powers of two and
// their neighbours, and a spread of large divisors, at n = 0, 1, d - 1, d, d + 1, the
// largest n and a pseudo-random spread; hipconv::below at the edges.
int main() {
  uint64_t state = 12345;
  auto next = [&] { state = state * 6364136223846793005ull + 1442695040888963407ull; return state >> 33; };
  int32_t divisors[6000];
  int count = 0;
  for (int32_t d = 1; d <= 5000; ++d) divisors[count++] = d;
  for (int k = 1; k < 31; ++k) {
    divisors[count++] = int32_t((int64_t{1} << k) - 1);
    if (k < 31) divisors[count++] = int32_t(int64_t{1} << k);
    if (k < 30) divisors[count++] = int32_t((int64_t{1} << k) + 1);
  }
  for (int i = 0; i < 800; ++i) divisors[count++] = int32_t(next() % 2147483646u) + 1;
  long checked = 0;
  for (int i = 0; i < count; ++i) {
    const int32_t d = divisors[i];
    const hipconv::FastDivmod fast(d);
    int32_t ns[8] = {0, 1, d - 1, d, d < 2147483647 ? d + 1 : d, 2147483647, 2147483646, 0};
    for (int j = 0; j < 40; ++j) {
      const int32_t n = j < 7 ? ns[j] : int32_t(next() % 2147483648u);
      int32_t r;
      const int32_t q = fast.divmod(n, r);
      if (q != n / d || r != n % d) {
        std::printf("FAIL d=%d n=%d: %d r %d, want %d r %d\n", d, n, q, r, n / d, n % d);
        return 1;
      }
      ++checked;
    }
  }
  if (!hipconv::below(0, 1) || hipconv::below(-1, 5) || hipconv::below(5, 5) || !hipconv::below(4, 5)) {
    std::printf("FAIL below\n");
    return 1;
  }
  std::printf("ok %ld\n", checked);
  return 0;
}
"""


def test_fast_divmod_and_below(tmp_path):
    """hipconv::FastDivmod (the staged tiles' block-index and staging divisions, built
    on the host) equals / and % over divisors 1..5000, powers of two and their
    neighbours and random large ones, at the edges of n; hipconv::below is 0 <= v < n."""
    exe = _build_cpu(tmp_path, FAST_DIVMOD, "fast_divmod")
    result = _run(exe)
    assert result.returncode == 0 and result.stdout.startswith("ok "), result.stdout + result.stderr
    assert int(result.stdout.split()[1]) > 200000


MMA_FP8 = r"""
#include "hipconv/platform.h"
#include "hipconv/numeric.h"
#include "hipconv/fragments.h"
#include "hipconv/mma.h"
#include <cmath>
#include <cstdio>
#include <cstdint>
#include <cstring>
using namespace hipconv;

// D = C + A B for one m16n8k32 tile of fp8 (A row-major 16x32, B n-major 8x32), through the
// fragment table (registers packed byte by byte) and through ldmatrix's b16 loads of the byte
// tiles (rows of 32 bytes padded by 16), against the scalar sum in increasing k.
template <class T>
__global__ void mma8(const uint8_t* a, const uint8_t* b, const float* c, float* d, float* d2) {
  __shared__ __align__(16) uint8_t as[16][32 + 16];
  __shared__ __align__(16) uint8_t bs[8][32 + 16];
  const int lane = lane_id();
  for (int e = lane; e < 512; e += 32) as[e / 32][e % 32] = a[e];
  for (int e = lane; e < 256; e += 32) bs[e / 32][e % 32] = b[e];
  __syncthreads();
  uint32_t ra[4] = {}, rb[2] = {}, la[4], lb[2];
  for (int i = 0; i < frag::mma_a8_elements; ++i)
    ra[i / 4] |= uint32_t(a[frag::mma_a8_row(lane, i) * 32 + frag::mma_a8_col(lane, i)]) << (8 * (i % 4));
  for (int i = 0; i < frag::mma_b8_elements; ++i)
    rb[i / 4] |= uint32_t(b[frag::mma_b8_col(lane, i) * 32 + frag::mma_b8_row(lane, i)]) << (8 * (i % 4));
  ldmatrix_x4(la, &as[lane % 16][(lane / 16) * 16]);
  ldmatrix_x2(lb, &bs[lane % 8][((lane / 8) % 2) * 16]);
  float acc[4], acc2[4];
  for (int i = 0; i < 4; ++i) acc[i] = acc2[i] = c[frag::mma_c_row(lane, i) * 8 + frag::mma_c_col(lane, i)];
  mma_m16n8k32<T>(acc, ra, rb);
  mma_m16n8k32<T>(acc2, la, lb);
  for (int i = 0; i < 4; ++i) {
    d[frag::mma_c_row(lane, i) * 8 + frag::mma_c_col(lane, i)] = acc[i];
    d2[frag::mma_c_row(lane, i) * 8 + frag::mma_c_col(lane, i)] = acc2[i];
  }
}

template <class T>
static int check(unsigned seed) {
  uint8_t a[512], b[256];
  float c[128], d[128], d2[128];
  unsigned state = seed;
  auto next = [&]() { state = state * 1664525u + 1013904223u; return state >> 24; };
  for (auto& v : a) { do v = uint8_t(next()); while (!std::isfinite(to_float(T{v}))); }
  for (auto& v : b) { do v = uint8_t(next()); while (!std::isfinite(to_float(T{v}))); }
  for (int i = 0; i < 128; ++i) c[i] = float(int(next()) - 128) / 16.0f;
  hipLaunchKernelGGL(mma8<T>, dim3(1), dim3(32), 0, nullptr, a, b, c, d, d2);
  int bad = 0;
  for (int m = 0; m < 16; ++m)
    for (int n = 0; n < 8; ++n) {
      float want = c[m * 8 + n];
      for (int k = 0; k < 32; ++k) want += to_float(T{a[m * 32 + k]}) * to_float(T{b[n * 32 + k]});
      if (d[m * 8 + n] != want || d2[m * 8 + n] != want) {
        if (bad++ < 4) std::printf("(%d, %d): table %g, ldmatrix %g, want %g\n", m, n, d[m * 8 + n], d2[m * 8 + n], want);
      }
    }
  return bad;
}

int main() {
  int bad = 0;
  for (unsigned seed = 1; seed <= 20; ++seed) bad += check<fp8_e4m3_t>(seed) + check<fp8_e5m2_t>(seed);
  std::printf("%s\n", bad ? "MISMATCH" : "OK");
  return bad ? 1 : 0;
}
"""


def test_mma_m16n8k32_fp8_emulation_through_the_table_and_ldmatrix(tmp_path):
    """The fp8 instruction's registers (frag::mma_a8 / mma_b8) hold the bytes of m16n8k16's
    16-bit fragments: packed from the table and loaded by ldmatrix from byte tiles, e4m3 and
    e5m2, the emulation gives the scalar sum in increasing k exactly."""
    exe = _build_cpu(tmp_path, MMA_FP8, "mma_fp8")
    result = _run(exe)
    assert result.returncode == 0 and result.stdout.strip().endswith("OK"), result.stdout + result.stderr
