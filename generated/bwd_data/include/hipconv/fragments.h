// @generated from specs/bwd_data.yaml by codegen/fragments.py (render_fragments_header); do not edit.
// hipconv/fragments.h -- register fragment layouts of mma.m16n8k16 (.f16/.bf16,
// fp32 accumulate), mma.m16n8k32 (.e4m3/.e5m2) and ldmatrix.m8n8.b16 (PTX ISA "Matrix Fragments for
// mma.m16n8k16 with floating point type", "Warp-level matrix load instruction:
// ldmatrix"; wgmma's accumulator, "Matrix fragments for accumulator D"), and of
// AMD's v_mfma_f32_32x32x8 / 16x16x16 {f16, bf16_1k} (AMD matrix instruction
// calculator, CDNA2 / CDNA3; codegen/fragments.py cites the formulas). For each
// layout <name>, in namespace hipconv::frag (lane: the thread's index in the warp,
// in the warpgroup for wgmma_d, in the 64-lane wavefront for mfma_*):
//   constexpr int <name>_rows, <name>_cols      the matrix
//   constexpr int <name>_registers             32-bit registers per lane
//   constexpr int <name>_elements              elements per lane; element i is in
//       register i / (<name>_elements / <name>_registers), low half first
//   <name>_row(lane, i), <name>_col(lane, i)   (row, col) of element i of lane
// Used by kernels and epilogues on the GPU and by the cpu emulation (hipconv/mma.h).
#ifndef HIPCONV_FRAGMENTS_H_
#define HIPCONV_FRAGMENTS_H_

#include "platform.h"

#if defined(HIPCONV_PLATFORM_NAME)  // else platform.h reported the error
namespace hipconv {
namespace frag {

// mma.m16n8k16 A (16x16, M x K) .f16/.bf16: a0..a7 in 4 registers
constexpr int mma_a_rows = 16;
constexpr int mma_a_cols = 16;
constexpr int mma_a_registers = 4;
constexpr int mma_a_elements = 8;
HIPCONV_HOST_DEVICE constexpr int mma_a_row(int lane, int i) { return ((lane >> 2) & 7) + 8 * ((i >> 1) & 1); }
HIPCONV_HOST_DEVICE constexpr int mma_a_col(int lane, int i) { return 2 * (lane & 3) + (i & 1) + 8 * ((i >> 2) & 1); }

// mma.m16n8k16 B (16x8, K x N) .f16/.bf16: b0..b3 in 2 registers
constexpr int mma_b_rows = 16;
constexpr int mma_b_cols = 8;
constexpr int mma_b_registers = 2;
constexpr int mma_b_elements = 4;
HIPCONV_HOST_DEVICE constexpr int mma_b_row(int lane, int i) { return 2 * (lane & 3) + (i & 1) + 8 * ((i >> 1) & 1); }
HIPCONV_HOST_DEVICE constexpr int mma_b_col(int lane, int /*i*/) { return ((lane >> 2) & 7); }

// mma.m16n8k16 C/D (16x8, M x N) .f32: c0..c3, one per register
constexpr int mma_c_rows = 16;
constexpr int mma_c_cols = 8;
constexpr int mma_c_registers = 4;
constexpr int mma_c_elements = 4;
HIPCONV_HOST_DEVICE constexpr int mma_c_row(int lane, int i) { return ((lane >> 2) & 7) + 8 * ((i >> 1) & 1); }
HIPCONV_HOST_DEVICE constexpr int mma_c_col(int lane, int i) { return 2 * (lane & 3) + (i & 1); }

// mma.m16n8k32 A (16x32, M x K) .e4m3/.e5m2: a0..a15 in 4 registers
constexpr int mma_a8_rows = 16;
constexpr int mma_a8_cols = 32;
constexpr int mma_a8_registers = 4;
constexpr int mma_a8_elements = 16;
HIPCONV_HOST_DEVICE constexpr int mma_a8_row(int lane, int i) { return ((lane >> 2) & 7) + 8 * ((i >> 2) & 1); }
HIPCONV_HOST_DEVICE constexpr int mma_a8_col(int lane, int i) { return 4 * (lane & 3) + (i & 3) + 16 * ((i >> 3) & 1); }

// mma.m16n8k32 B (32x8, K x N) .e4m3/.e5m2: b0..b7 in 2 registers
constexpr int mma_b8_rows = 32;
constexpr int mma_b8_cols = 8;
constexpr int mma_b8_registers = 2;
constexpr int mma_b8_elements = 8;
HIPCONV_HOST_DEVICE constexpr int mma_b8_row(int lane, int i) { return 4 * (lane & 3) + (i & 3) + 16 * ((i >> 2) & 1); }
HIPCONV_HOST_DEVICE constexpr int mma_b8_col(int lane, int /*i*/) { return ((lane >> 2) & 7); }

// wgmma m64nNk16 D (64xN, M x N) .f32 per warpgroup thread, N <= 256
constexpr int wgmma_d_rows = 64;
constexpr int wgmma_d_cols = 256;
constexpr int wgmma_d_registers = 128;
constexpr int wgmma_d_elements = 128;
HIPCONV_HOST_DEVICE constexpr int wgmma_d_row(int lane, int i) { return 16 * ((lane >> 5) & 3) + ((lane >> 2) & 7) + 8 * ((i >> 1) & 1); }
HIPCONV_HOST_DEVICE constexpr int wgmma_d_col(int lane, int i) { return 8 * ((i >> 2) & 31) + 2 * (lane & 3) + (i & 1); }

// ldmatrix.sync.aligned.m8n8.x1.shared.b16: row = address row (lane giving it), col = b16 element of that row
constexpr int ldmatrix_x1_rows = 8;
constexpr int ldmatrix_x1_cols = 8;
constexpr int ldmatrix_x1_registers = 1;
constexpr int ldmatrix_x1_elements = 2;
HIPCONV_HOST_DEVICE constexpr int ldmatrix_x1_row(int lane, int /*i*/) { return ((lane >> 2) & 7); }
HIPCONV_HOST_DEVICE constexpr int ldmatrix_x1_col(int lane, int i) { return 2 * (lane & 3) + (i & 1); }

// ldmatrix.sync.aligned.m8n8.x2.shared.b16: row = address row (lane giving it), col = b16 element of that row
constexpr int ldmatrix_x2_rows = 16;
constexpr int ldmatrix_x2_cols = 8;
constexpr int ldmatrix_x2_registers = 2;
constexpr int ldmatrix_x2_elements = 4;
HIPCONV_HOST_DEVICE constexpr int ldmatrix_x2_row(int lane, int i) { return 8 * ((i >> 1) & 1) + ((lane >> 2) & 7); }
HIPCONV_HOST_DEVICE constexpr int ldmatrix_x2_col(int lane, int i) { return 2 * (lane & 3) + (i & 1); }

// ldmatrix.sync.aligned.m8n8.x4.shared.b16: row = address row (lane giving it), col = b16 element of that row
constexpr int ldmatrix_x4_rows = 32;
constexpr int ldmatrix_x4_cols = 8;
constexpr int ldmatrix_x4_registers = 4;
constexpr int ldmatrix_x4_elements = 8;
HIPCONV_HOST_DEVICE constexpr int ldmatrix_x4_row(int lane, int i) { return 8 * ((i >> 1) & 1) + 16 * ((i >> 2) & 1) + ((lane >> 2) & 7); }
HIPCONV_HOST_DEVICE constexpr int ldmatrix_x4_col(int lane, int i) { return 2 * (lane & 3) + (i & 1); }

// ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16: row = address row (lane giving it), col = b16 element of that row
constexpr int ldmatrix_x1_trans_rows = 8;
constexpr int ldmatrix_x1_trans_cols = 8;
constexpr int ldmatrix_x1_trans_registers = 1;
constexpr int ldmatrix_x1_trans_elements = 2;
HIPCONV_HOST_DEVICE constexpr int ldmatrix_x1_trans_row(int lane, int i) { return 2 * (lane & 3) + (i & 1); }
HIPCONV_HOST_DEVICE constexpr int ldmatrix_x1_trans_col(int lane, int /*i*/) { return ((lane >> 2) & 7); }

// ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16: row = address row (lane giving it), col = b16 element of that row
constexpr int ldmatrix_x2_trans_rows = 16;
constexpr int ldmatrix_x2_trans_cols = 8;
constexpr int ldmatrix_x2_trans_registers = 2;
constexpr int ldmatrix_x2_trans_elements = 4;
HIPCONV_HOST_DEVICE constexpr int ldmatrix_x2_trans_row(int lane, int i) { return 8 * ((i >> 1) & 1) + 2 * (lane & 3) + (i & 1); }
HIPCONV_HOST_DEVICE constexpr int ldmatrix_x2_trans_col(int lane, int /*i*/) { return ((lane >> 2) & 7); }

// ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16: row = address row (lane giving it), col = b16 element of that row
constexpr int ldmatrix_x4_trans_rows = 32;
constexpr int ldmatrix_x4_trans_cols = 8;
constexpr int ldmatrix_x4_trans_registers = 4;
constexpr int ldmatrix_x4_trans_elements = 8;
HIPCONV_HOST_DEVICE constexpr int ldmatrix_x4_trans_row(int lane, int i) { return 8 * ((i >> 1) & 1) + 16 * ((i >> 2) & 1) + 2 * (lane & 3) + (i & 1); }
HIPCONV_HOST_DEVICE constexpr int ldmatrix_x4_trans_col(int lane, int /*i*/) { return ((lane >> 2) & 7); }

// v_mfma_f32_32x32x8{f16,bf16_1k} (wave64) A (32x8, M x K): 4 16-bit elements in 2 registers
constexpr int mfma_32x32x8_a_rows = 32;
constexpr int mfma_32x32x8_a_cols = 8;
constexpr int mfma_32x32x8_a_registers = 2;
constexpr int mfma_32x32x8_a_elements = 4;
HIPCONV_HOST_DEVICE constexpr int mfma_32x32x8_a_row(int lane, int /*i*/) { return (lane & 31); }
HIPCONV_HOST_DEVICE constexpr int mfma_32x32x8_a_col(int lane, int i) { return 4 * ((lane >> 5) & 1) + (i & 3); }

// v_mfma_f32_32x32x8{f16,bf16_1k} (wave64) B (8x32, K x N): 4 16-bit elements in 2 registers
constexpr int mfma_32x32x8_b_rows = 8;
constexpr int mfma_32x32x8_b_cols = 32;
constexpr int mfma_32x32x8_b_registers = 2;
constexpr int mfma_32x32x8_b_elements = 4;
HIPCONV_HOST_DEVICE constexpr int mfma_32x32x8_b_row(int lane, int i) { return 4 * ((lane >> 5) & 1) + (i & 3); }
HIPCONV_HOST_DEVICE constexpr int mfma_32x32x8_b_col(int lane, int /*i*/) { return (lane & 31); }

// v_mfma_f32_32x32x8{f16,bf16_1k} (wave64) C/D (32x32, M x N) .f32: one per register
constexpr int mfma_32x32x8_c_rows = 32;
constexpr int mfma_32x32x8_c_cols = 32;
constexpr int mfma_32x32x8_c_registers = 16;
constexpr int mfma_32x32x8_c_elements = 16;
HIPCONV_HOST_DEVICE constexpr int mfma_32x32x8_c_row(int lane, int i) { return 8 * ((i >> 2) & 3) + 4 * ((lane >> 5) & 1) + (i & 3); }
HIPCONV_HOST_DEVICE constexpr int mfma_32x32x8_c_col(int lane, int /*i*/) { return (lane & 31); }

// v_mfma_f32_16x16x16{f16,bf16_1k} (wave64) A (16x16, M x K): 4 16-bit elements in 2 registers
constexpr int mfma_16x16x16_a_rows = 16;
constexpr int mfma_16x16x16_a_cols = 16;
constexpr int mfma_16x16x16_a_registers = 2;
constexpr int mfma_16x16x16_a_elements = 4;
HIPCONV_HOST_DEVICE constexpr int mfma_16x16x16_a_row(int lane, int /*i*/) { return (lane & 15); }
HIPCONV_HOST_DEVICE constexpr int mfma_16x16x16_a_col(int lane, int i) { return 4 * ((lane >> 4) & 3) + (i & 3); }

// v_mfma_f32_16x16x16{f16,bf16_1k} (wave64) B (16x16, K x N): 4 16-bit elements in 2 registers
constexpr int mfma_16x16x16_b_rows = 16;
constexpr int mfma_16x16x16_b_cols = 16;
constexpr int mfma_16x16x16_b_registers = 2;
constexpr int mfma_16x16x16_b_elements = 4;
HIPCONV_HOST_DEVICE constexpr int mfma_16x16x16_b_row(int lane, int i) { return 4 * ((lane >> 4) & 3) + (i & 3); }
HIPCONV_HOST_DEVICE constexpr int mfma_16x16x16_b_col(int lane, int /*i*/) { return (lane & 15); }

// v_mfma_f32_16x16x16{f16,bf16_1k} (wave64) C/D (16x16, M x N) .f32: one per register
constexpr int mfma_16x16x16_c_rows = 16;
constexpr int mfma_16x16x16_c_cols = 16;
constexpr int mfma_16x16x16_c_registers = 4;
constexpr int mfma_16x16x16_c_elements = 4;
HIPCONV_HOST_DEVICE constexpr int mfma_16x16x16_c_row(int lane, int i) { return 4 * ((lane >> 4) & 3) + (i & 3); }
HIPCONV_HOST_DEVICE constexpr int mfma_16x16x16_c_col(int lane, int /*i*/) { return (lane & 15); }

}  // namespace frag
}  // namespace hipconv
#endif  // HIPCONV_PLATFORM_NAME
#endif  // HIPCONV_FRAGMENTS_H_
