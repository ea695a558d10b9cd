// @generated from specs/fwd.yaml by hipconv: a support file, the same for every spec; do not edit.
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
//   transpose_halves<kLoadPairs, kStorePairs>(dst, src, batches, rows, columns)
//                  (kernel) the same for 16-bit elements in 64 x 64 tiles (8 KiB a block:
//                  the 32 x 32 tile's 2 KiB left HBM half idle, 1.5 TB/s on an H200, run 97),
//                  each side in 32-bit pairs where its rows are even and its pointer 4-byte
//                  aligned, so a warp moves 128 contiguous bytes a tile row (2.1 TB/s on
//                  wav2vec2's 105 MB activations, one side paired, run 98).
//   kTile, kTileRows  the tile's side and the block's thread rows (kTile x kTileRows
//                  threads, each moving kTile / kTileRows elements each way); kHalvesTile the
//                  16-bit kernel's side (same threads, kHalvesTile / kTileRows rows each).
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
constexpr int kHalvesTile = 64;

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

// 16-bit elements in 64 x 64 tiles (a block moves 8 KiB, four times the 32 x 32 tile's: the
// bytes in flight a multiprocessor needs to keep HBM busy).  Each side moves 32-bit pairs
// where its rows are even and its pointer 4-byte aligned (kLoadPairs: src's columns;
// kStorePairs: dst's, i.e. src's rows), else 16-bit elements, two per thread a tile row.
// The shared tile holds the block's elements transposed (tile[column][row]).
template <bool kLoadPairs, bool kStorePairs>
__global__ void __launch_bounds__(kTile * kTileRows)
transpose_halves(uint16_t* __restrict__ dst, const uint16_t* __restrict__ src, int64_t batches, int64_t rows,
                 int64_t columns) {
    constexpr int kPitch = kHalvesTile + 2;                 // 16-bit elements a tile row (an even pitch:
    __shared__ uint32_t words[kHalvesTile * kPitch / 2];    // a pair of rows is one aligned word)
    uint16_t* tile = reinterpret_cast<uint16_t*>(words);
    const int64_t column0 = static_cast<int64_t>(blockIdx.x) * kHalvesTile;
    const int lane = static_cast<int>(threadIdx.x);
    for (int64_t batch = blockIdx.z; batch < batches; batch += gridDim.z) {
        const uint16_t* in = src + batch * rows * columns;
        uint16_t* out = dst + batch * rows * columns;
        for (int64_t row0 = static_cast<int64_t>(blockIdx.y) * kHalvesTile; row0 < rows;
             row0 += static_cast<int64_t>(gridDim.y) * kHalvesTile) {
            for (int r = static_cast<int>(threadIdx.y); r < kHalvesTile; r += kTileRows) {
                const int64_t row = row0 + r;
                if (kLoadPairs) {   // columns even: a pair is in or out as a whole
                    const int64_t column = column0 + 2 * lane;
                    if (row < rows && column < columns) {
                        const uint32_t pair = reinterpret_cast<const uint32_t*>(in + row * columns)[column / 2];
                        tile[(2 * lane) * kPitch + r] = static_cast<uint16_t>(pair & 0xffffu);
                        tile[(2 * lane + 1) * kPitch + r] = static_cast<uint16_t>(pair >> 16);
                    }
                } else {
                    for (int half = 0; half < 2; ++half) {
                        const int c = lane + half * kTile;
                        if (row < rows && column0 + c < columns)
                            tile[c * kPitch + r] = in[row * columns + column0 + c];
                    }
                }
            }
            __syncthreads();
            for (int c = static_cast<int>(threadIdx.y); c < kHalvesTile; c += kTileRows) {
                const int64_t column = column0 + c;
                if (kStorePairs) {   // rows even: a pair is in or out as a whole
                    const int64_t row = row0 + 2 * lane;
                    if (column < columns && row < rows)
                        reinterpret_cast<uint32_t*>(out + column * rows)[row / 2] = words[c * (kPitch / 2) + lane];
                } else {
                    for (int half = 0; half < 2; ++half) {
                        const int r = lane + half * kTile;
                        if (column < columns && row0 + r < rows)
                            out[column * rows + row0 + r] = tile[c * kPitch + r];
                    }
                }
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
