// hipconv/layout.h -- the layout conversion of an activation between channels-first and
// channels-last memory: a batched transpose through shared-memory tiles.  The registry
// (src/registry.cpp) exports it through the C ABI (hipconv_transpose); the PyTorch
// operators call it where a channels-first tensor meets a channels-last instance (NCHW
// in, (N, H*W, C) out) and to give a channels-last result back channels-first -- instead of
// torch's element-wise strided copy, which reads or writes one axis a sector per element.
//
// Namespace hipconv::layout:
//   transpose<Word>(dst, src, batches, rows, columns)
//                  (kernel) for every batch b < batches:
//                  dst[b][c][r] = src[b][r][c], src a dense (rows, columns) matrix per
//                  batch, dst dense (columns, rows); Word an unsigned integer as wide as an
//                  element (the bits are moved, never converted).  Each block moves one
//                  kTile x kTile tile: coalesced rows of src in, coalesced rows of dst out.
//   transpose_pairs(dst, src, batches, rows, columns)
//                  (kernel) the same for 16-bit elements when rows and columns are even and
//                  both pointers 4-byte aligned: 64 x 64 tiles moved as 32-bit pairs, so a
//                  warp reads and writes 128 contiguous bytes a row on both sides (the 32 x 32
//                  tile of 16-bit elements moves 64; measured on an H200, docs/journal.md).
//   kTile, kTileRows  the tile's side and the block's thread rows (kTile x kTileRows
//                  threads, each moving kTile / kTileRows elements each way); kPairTile the
//                  pair kernel's side.
//   grid(batches, rows, columns, tile) the launch grid: x the column tiles (up to 2^31 - 1),
//                  y the row tiles and z the batches, each capped at 65535 (the kernel strides
//                  over the rest).
#ifndef HIPCONV_LAYOUT_H_
#define HIPCONV_LAYOUT_H_

#include "platform.h"

#if defined(HIPCONV_PLATFORM_NAME)  // else platform.h reported the error

#include <cstdint>

namespace hipconv {
namespace layout {

constexpr int kTile = 32;
constexpr int kTileRows = 8;
constexpr int kPairTile = 64;

template <class Word>
__global__ void __launch_bounds__(kTile * kTileRows)
transpose(Word* __restrict__ dst, const Word* __restrict__ src, int64_t batches, int64_t rows, int64_t columns) {
    __shared__ Word tile[kTile][kTile + 1];   // +1: a column of the tile spans every bank
    const int64_t column0 = static_cast<int64_t>(blockIdx.x) * kTile;
    const int lane = static_cast<int>(threadIdx.x);
    // grid y and z stride over the row tiles and the batches (each at most 65535 blocks)
    for (int64_t batch = blockIdx.z; batch < batches; batch += gridDim.z) {
        const Word* in = src + batch * rows * columns;
        Word* out = dst + batch * rows * columns;
        for (int64_t row0 = static_cast<int64_t>(blockIdx.y) * kTile; row0 < rows;
             row0 += static_cast<int64_t>(gridDim.y) * kTile) {
            for (int r = static_cast<int>(threadIdx.y); r < kTile; r += kTileRows) {
                const int64_t row = row0 + r, column = column0 + lane;
                if (row < rows && column < columns)
                    tile[r][lane] = in[row * columns + column];
            }
            __syncthreads();
            for (int c = static_cast<int>(threadIdx.y); c < kTile; c += kTileRows) {
                const int64_t column = column0 + c, row = row0 + lane;
                if (row < rows && column < columns)
                    out[column * rows + row] = tile[lane][c];
            }
            __syncthreads();   // the tile is refilled by the next row tile
        }
    }
}

// 16-bit elements in 32-bit pairs.  The shared tile holds the block's 64 x 64 elements
// transposed (tile[c][r]), so the write side reads a pair of rows as one aligned word.
__global__ void __launch_bounds__(kTile * kTileRows)
transpose_pairs(uint32_t* __restrict__ dst, const uint32_t* __restrict__ src, int64_t batches, int64_t rows,
                int64_t columns) {
    __shared__ uint32_t tile[kPairTile][kPairTile / 2 + 1];   // [column][row pair]; +1: bank spread
    uint16_t* halves = reinterpret_cast<uint16_t*>(&tile[0][0]);
    constexpr int kPitch = 2 * (kPairTile / 2 + 1);           // 16-bit elements a tile row
    const int64_t column0 = static_cast<int64_t>(blockIdx.x) * kPairTile;
    const int lane = static_cast<int>(threadIdx.x);
    const int64_t src_pitch = columns / 2, dst_pitch = rows / 2;   // 32-bit words a row
    for (int64_t batch = blockIdx.z; batch < batches; batch += gridDim.z) {
        const uint32_t* in = src + batch * rows * src_pitch;
        uint32_t* out = dst + batch * columns * dst_pitch;
        for (int64_t row0 = static_cast<int64_t>(blockIdx.y) * kPairTile; row0 < rows;
             row0 += static_cast<int64_t>(gridDim.y) * kPairTile) {
            for (int r = static_cast<int>(threadIdx.y); r < kPairTile; r += kTileRows) {
                const int64_t row = row0 + r, column = column0 + 2 * lane;
                if (row < rows && column < columns) {
                    const uint32_t pair = in[row * src_pitch + column / 2];
                    halves[(2 * lane) * kPitch + r] = static_cast<uint16_t>(pair & 0xffffu);
                    halves[(2 * lane + 1) * kPitch + r] = static_cast<uint16_t>(pair >> 16);
                }
            }
            __syncthreads();
            for (int c = static_cast<int>(threadIdx.y); c < kPairTile; c += kTileRows) {
                const int64_t column = column0 + c, row = row0 + 2 * lane;
                if (row < rows && column < columns)
                    out[column * dst_pitch + row / 2] = tile[c][lane];
            }
            __syncthreads();   // the tile is refilled by the next row tile
        }
    }
}

inline dim3 grid(int64_t batches, int64_t rows, int64_t columns, int64_t tile) {
    const int64_t row_tiles = (rows + tile - 1) / tile;
    return dim3(static_cast<unsigned>((columns + tile - 1) / tile),
                static_cast<unsigned>(row_tiles < 65535 ? row_tiles : 65535),
                static_cast<unsigned>(batches < 65535 ? batches : 65535));
}

}  // namespace layout
}  // namespace hipconv

#endif  // HIPCONV_PLATFORM_NAME
#endif  // HIPCONV_LAYOUT_H_
