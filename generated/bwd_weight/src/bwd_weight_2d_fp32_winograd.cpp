// @generated from specs/bwd_weight.yaml, instance bwd_weight_2d_fp32_winograd; do not edit.
// Regenerate with: python -m codegen specs/bwd_weight.yaml
//
// signature: backward_weight, 2D, x NHWGC fp32, w GKYXC fp32, y NHWGK fp32,
//            accumulate fp32, epilogue acc
// algorithm: winograd (winograd_2x2_3x3), block 32x32x8, thread 8x8 (256 threads),
//            vectors x 4 / w 1 / y 4, 32-bit indices,
//            registers for 2 resident blocks per SM,
//            split_k auto, deterministic reduction, 1 group(s) per block
// targets:   sm_80, sm_90a
//
// Backward-weight of a 2D 3x3 stride-1 convolution in fp32 by Winograd F(2x2, 3x3):
//   dW[g, k, r, s, c] = sum over n, p, q of dY[n, p, q, g, k] * X[n, p - pad + r, q - pad + s, g, c]
// (X zero outside the input).  The output positions are cut into 2x2 tiles; tile t with
// its dY tile e (2x2, per k) and the 4x4 X tile d it reaches (per c) adds
//   G^T [ (A e A^T) * (B^T d B) ] G      (* elementwise, 4x4)
// to dW's 3x3 taps of (k, c), so the sum over tiles is 16 independent GEMMs (K x C, one
// per point of the 4x4 transformed tile), reduced over the tiles.  A block owns kBlockK x
// kBlockC of one group's dW and one slice of the tiles (split_k: as many slices as one wave
// of the device's resident blocks holds beside the channel blocks).  Per stage of kStep
// tiles it copies their raw X tiles (4x4, kBlockC channels) and dY tiles (2x2, kBlockK)
// into one of kBuffers buffers by 16-byte cp.async (zero-filled outside the tensors;
// kBuffers - 1 stages in flight), transforms them into E and V (a thread per (tile,
// output channel) and per (tile, channel)); then each point's kPointThreads threads
// multiply that point's GEMM, kThreadK x kThreadC accumulators a thread.  At the end the
// accumulators leave through shared memory in kPasses passes, a thread per (k, 4 channels)
// applies G^T M G and stores the slice's fp32 3x3 taps into the workspace; the second
// kernel sums the slices in order, applies the epilogue and writes dW.  The transforms'
// sums come from the matrices in codegen/plan.py.
#include <stdint.h>

#include "hipconv/platform.h"
#include "hipconv/numeric.h"
#include "hipconv/host.h"
#include "hipconv_bwd_weight.h"

// Everything below is in this instance's own namespace (closed at the end of the file), so
// that several instance sources can be compiled as one translation unit (the build option
// HIPCONV_BATCH_SIZE); the exported extern "C" functions keep their C names.
namespace hipconv_instance_bwd_weight_2d_fp32_winograd {

namespace {

using Index = int32_t;
using XType = float;   // X, transformed
using WType = float;   // dW, written
using YType = float;   // dY, transformed
constexpr int kSpatialDims = 2;
constexpr int kPoints = 16;                               // of the 4x4 transformed tile
constexpr int kBlockK = 32;                              // dW output channels per block (block.m)
constexpr int kBlockC = 32;                              // dW channels per block (block.n)
constexpr int kStep = 8;                                 // 2x2 tiles per stage (block.k)
constexpr int kThreadK = 8;                               // a thread's output channels (thread.m), 4 at a time
constexpr int kThreadC = 8;                               // its channels (thread.n), 4 at a time
constexpr int kGridK = kBlockK / kThreadK;                    // one point's threads along K
constexpr int kGridC = kBlockC / kThreadC;                    // ... along C
constexpr int kPointThreads = kGridK * kGridC;
constexpr int kThreads = kPoints * kPointThreads;             // = 256
constexpr int kGradientPitch = kBlockK + 4;              // floats of one (point, tile) row of E
constexpr int kInputPitch = kBlockC + 4;                 // ... of V
constexpr int kPasses = 2;                              // output passes: a thread's 4-channel chunks
constexpr int kPassColumns = kBlockC / kPasses;               // = 16
constexpr int kPassPitch = kPassColumns + 4;             // floats of one (point, k) row of M
constexpr int kInputQuads = kBlockC / 4;                      // 16-byte copies of one X position
constexpr int kInputCopies = kStep * kPoints * kInputQuads;   // of a stage's X tiles
constexpr int kInputCopyTasks = (kInputCopies + kThreads - 1) / kThreads;
constexpr int kGradientQuads = kBlockK / 4;                   // ... of one dY position
constexpr int kGradientCopies = kStep * 4 * kGradientQuads;   // of a stage's dY tiles
constexpr int kGradientCopyTasks = (kGradientCopies + kThreads - 1) / kThreads;
constexpr int kInputTasks = (kStep * kBlockC + kThreads - 1) / kThreads;      // transforms: (tile, channel) per thread
constexpr int kGradientTasks = (kStep * kBlockK + kThreads - 1) / kThreads;   // (tile, output channel)
constexpr int kOutputTasks = (kBlockK * kPassColumns / 4 + kThreads - 1) / kThreads;   // (k, 4 channels)
constexpr int kBuffers = 2;                             // copy buffers (stages in flight + 1)
constexpr int kRawInputFloats = kStep * kPoints * kBlockC;     // a buffer: X tiles [tile][position][kBlockC],
constexpr int kStageFloats = kRawInputFloats + kStep * 4 * kBlockK;   // then dY tiles [tile][position][kBlockK]
constexpr int kTransformedFloats = kPoints * kStep * (kGradientPitch + kInputPitch);   // E, V after the buffers
constexpr int kSharedFloats = 19456;
constexpr int kSharedMemoryBytes = kSharedFloats * 4;         // dynamic, opted in per device past 48 KiB
constexpr int kFinishThreads = 256;
static_assert(kThreads == 256, "thread count");
static_assert(kThreads % (kInputQuads * kStep) == 0 && kThreads % (kGradientQuads * kStep) == 0,
              "a thread copies positions of one tile a stage");
static_assert(kSharedFloats >= kBuffers * kStageFloats + kTransformedFloats, "the stages fit");
static_assert(kSharedFloats >= kPoints * kBlockK * kPassPitch, "an output pass fits");

struct Params {
    const XType* __restrict__ x;
    const YType* __restrict__ dy;
    WType* __restrict__ dw;
    float* __restrict__ partial;                     // the workspace: [slice][g][k][tap][c] fp32
    Index groups;
    Index in_channels, out_channels;                 // C, K per group
    int32_t tile_count;                              // N x tile rows x tile columns
    int32_t slice_tiles;                             // tiles per slice (a multiple of kStep)
    int32_t slices;
    hipconv::FastDivmod by_tile_columns;             // n / ceil(output[1] / 2)
    hipconv::FastDivmod by_tile_rows;                // n / ceil(output[0] / 2)
    hipconv::FastDivmod by_c_blocks;                 // blockIdx.x / ceil(C / kBlockC)
    hipconv::FastDivmod by_k_blocks;                 // ... / ceil(K / kBlockK): (group, k block, c block)
    Index input[kSpatialDims], filter[kSpatialDims], output[kSpatialDims];
    Index stride[kSpatialDims], dilation[kSpatialDims], pad[kSpatialDims];
    Index x_stride_n, x_stride_g;   // NHWGC; c innermost: stride 1
    Index x_stride_s[kSpatialDims];
    Index w_stride_g, w_stride_k;   // GKYXC; c innermost: stride 1
    Index w_stride_s[kSpatialDims];
    Index y_stride_n, y_stride_g;   // NHWGK; k innermost: stride 1
    Index y_stride_s[kSpatialDims];
    static constexpr hipconv::TensorAxes kXAxes{5, {0, 1, 2, 3, 4}, {true, true, true, false, false}};   // NHWGC: strides of N, H, W free
    static constexpr hipconv::TensorAxes kWAxes{5, {0, 1, 2, 3, 4}, {false, false, false, false, false}};   // GKYXC: dense
    static constexpr hipconv::TensorAxes kYAxes{5, {0, 1, 2, 3, 4}, {true, true, true, false, false}};   // NHWGK: strides of N, H, W free

};

// The 2x2 tile t (in (n, tile row, tile column) order): its batch index and first row
// and column of dY.
struct TilePlace {
    Index n, row, column;
};

HIPCONV_DEVICE_INLINE TilePlace tile_place(const Params& params, int32_t t) {
    TilePlace place;
    int32_t column, row;
    t = params.by_tile_columns.divmod(t, column);
    place.n = params.by_tile_rows.divmod(t, row);
    place.row = 2 * static_cast<Index>(row);
    place.column = 2 * static_cast<Index>(column);
    return place;
}

// B^T d B of one 4x4 input tile, stored as the channel's column of its tile's row of V.
HIPCONV_DEVICE_INLINE void transform_input(const float (&d)[4][4], float* v_column) {
    float t[4][4];
    for (int j = 0; j < 4; ++j) {
        t[0][j] = d[0][j] - d[2][j];
        t[1][j] = d[1][j] + d[2][j];
        t[2][j] = -d[1][j] + d[2][j];
        t[3][j] = d[1][j] - d[3][j];
    }
    for (int i = 0; i < 4; ++i) {
        v_column[(i * 4 + 0) * kStep * kInputPitch] = t[i][0] - t[i][2];
        v_column[(i * 4 + 1) * kStep * kInputPitch] = t[i][1] + t[i][2];
        v_column[(i * 4 + 2) * kStep * kInputPitch] = -t[i][1] + t[i][2];
        v_column[(i * 4 + 3) * kStep * kInputPitch] = t[i][1] - t[i][3];
    }
}

// A e A^T of one 2x2 dY tile, stored as the output channel's column of its tile's row of E.
HIPCONV_DEVICE_INLINE void transform_gradient(const float (&e)[2][2], float* e_column) {
    float t[4][2];
    for (int j = 0; j < 2; ++j) {
        t[0][j] = e[0][j];
        t[1][j] = e[0][j] + e[1][j];
        t[2][j] = e[0][j] - e[1][j];
        t[3][j] = -e[1][j];
    }
    for (int i = 0; i < 4; ++i) {
        e_column[(i * 4 + 0) * kStep * kGradientPitch] = t[i][0];
        e_column[(i * 4 + 1) * kStep * kGradientPitch] = t[i][0] + t[i][1];
        e_column[(i * 4 + 2) * kStep * kGradientPitch] = t[i][0] - t[i][1];
        e_column[(i * 4 + 3) * kStep * kGradientPitch] = -t[i][1];
    }
}

__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, 2) bwd_weight_2d_fp32_winograd_kernel(Params params) {
    HIPCONV_DYNAMIC_SHARED(float, shared);
    // kBuffers copy buffers [X tiles][dY tiles], then E and V.
    const int tid = threadIdx.x;
    const int point = tid / kPointThreads;
    const int cq = tid % kPointThreads % kGridC;                   // thread along C (fastest: a
    const int kq = tid % kPointThreads / kGridC;                   // quarter-warp's V reads are consecutive)
    int32_t c_block, k_block;
    const int32_t rest = params.by_c_blocks.divmod(static_cast<int32_t>(blockIdx.x), c_block);
    const Index g = params.by_k_blocks.divmod(rest, k_block);
    const Index k0 = static_cast<Index>(k_block) * kBlockK, c0 = static_cast<Index>(c_block) * kBlockC;
    const int32_t slice = static_cast<int32_t>(blockIdx.y);
    const int32_t first_tile = slice * params.slice_tiles;
    const int32_t end_tile = first_tile + params.slice_tiles < params.tile_count ? first_tile + params.slice_tiles : params.tile_count;
    const Index x_row = params.x_stride_s[0], x_column = params.x_stride_s[1];
    const Index y_row = params.y_stride_s[0], y_column = params.y_stride_s[1];

    float* const e_tile = shared + kBuffers * kStageFloats;      // E [point][kStep][kGradientPitch]
    float* const v_tile = e_tile + kPoints * kStep * kGradientPitch;   // V [point][kStep][kInputPitch]
    // The copies of stage s (tiles t0 = first_tile + s * kStep ..) into buffer `buffer`:
    // X copy q = tid + l * kThreads is 4 channels q % kInputQuads of tile q / kInputQuads
    // % kStep at position q / (kInputQuads kStep), dY's likewise with kGradientQuads and 4
    // positions, so a thread's copies are of one X tile and one dY tile (static_assert
    // above); zero outside the tensors, past the channels and past the slice.
    auto issue_stage = [&](int32_t s, int buffer) {
        const int32_t t0 = first_tile + s * kStep;
        float* const raw = shared + buffer * kStageFloats;
        const int input_tile = tid / kInputQuads % kStep, gradient_tile = tid / kGradientQuads % kStep;
        const bool input_there = t0 + input_tile < end_tile, gradient_there = t0 + gradient_tile < end_tile;
        const TilePlace input_place = tile_place(params, input_there ? t0 + input_tile : 0);
        const TilePlace gradient_place = kInputQuads == kGradientQuads ? input_place : tile_place(params, gradient_there ? t0 + gradient_tile : 0);
        const Index c = c0 + tid % kInputQuads * 4, k = k0 + tid % kGradientQuads * 4;
        for (int l = 0; l < kInputCopyTasks; ++l) {
            const int q = tid + l * kThreads;
            if (kInputCopies % kThreads != 0 && q >= kInputCopies)
                break;
            const int position = q / (kInputQuads * kStep);
            const Index row = input_place.row - params.pad[0] + position / 4, column = input_place.column - params.pad[1] + position % 4;
            const bool valid = input_there && c < params.in_channels && hipconv::below(row, params.input[0]) && hipconv::below(column, params.input[1]);
            const Index at = input_place.n * params.x_stride_n + g * params.x_stride_g + row * x_row + column * x_column + c;
            hipconv::cp_async_16(raw + (input_tile * kPoints + position) * kBlockC + tid % kInputQuads * 4, params.x + (valid ? at : 0), valid);
        }
        for (int l = 0; l < kGradientCopyTasks; ++l) {
            const int q = tid + l * kThreads;
            if (kGradientCopies % kThreads != 0 && q >= kGradientCopies)
                break;
            const int position = q / (kGradientQuads * kStep);
            const Index row = gradient_place.row + position / 2, column = gradient_place.column + position % 2;
            const bool valid = gradient_there && k < params.out_channels && row < params.output[0] && column < params.output[1];
            const Index at = gradient_place.n * params.y_stride_n + g * params.y_stride_g + row * y_row + column * y_column + k;
            hipconv::cp_async_16(raw + kRawInputFloats + (gradient_tile * 4 + position) * kBlockK + tid % kGradientQuads * 4,
                                 params.dy + (valid ? at : 0), valid);
        }
    };
    // The transforms of the tiles in buffer `buffer` into V (a thread per (tile e /
    // kBlockC, channel e % kBlockC)) and E (per (tile e / kBlockK, output channel)).
    auto transform_stage = [&](int buffer) {
        const float* const raw = shared + buffer * kStageFloats;
        for (int l = 0; l < kInputTasks; ++l) {
            const int e = tid + l * kThreads;
            if (kStep * kBlockC % kThreads != 0 && e >= kStep * kBlockC)
                break;
            float d[4][4];
            for (int i = 0; i < 4; ++i)
                for (int j = 0; j < 4; ++j)
                    d[i][j] = raw[(e / kBlockC * kPoints + i * 4 + j) * kBlockC + e % kBlockC];
            transform_input(d, v_tile + e / kBlockC * kInputPitch + e % kBlockC);
        }
        for (int l = 0; l < kGradientTasks; ++l) {
            const int e = tid + l * kThreads;
            if (kStep * kBlockK % kThreads != 0 && e >= kStep * kBlockK)
                break;
            float dy[2][2];
            for (int i = 0; i < 2; ++i)
                for (int j = 0; j < 2; ++j)
                    dy[i][j] = raw[kRawInputFloats + (e / kBlockK * 4 + i * 2 + j) * kBlockK + e % kBlockK];
            transform_gradient(dy, e_tile + e / kBlockK * kGradientPitch + e % kBlockK);
        }
    };

    float acc[kThreadK][kThreadC];
    for (int i = 0; i < kThreadK; ++i)
        for (int j = 0; j < kThreadC; ++j)
            acc[i][j] = 0.0f;
    // This thread's point GEMM over the stage in buffer `buffer`: acc[k][c] += E[t][k] V[t][c].
    auto multiply_stage = [&](int buffer) {
        const float* const a_point = e_tile + point * kStep * kGradientPitch + kq * 4;
        const float* const b_point = v_tile + point * kStep * kInputPitch + cq * 4;
#pragma unroll
        for (int r = 0; r < kStep; ++r) {
            float a[kThreadK], b[kThreadC];
            for (int q = 0; q < kThreadK / 4; ++q) {
                const hipconv::Vec<float, 4> u = hipconv::load_vec<4>(a_point + r * kGradientPitch + q * kGridK * 4);
                for (int i = 0; i < 4; ++i)
                    a[q * 4 + i] = u.v[i];
            }
            for (int q = 0; q < kThreadC / 4; ++q) {
                const hipconv::Vec<float, 4> v = hipconv::load_vec<4>(b_point + r * kInputPitch + q * kGridC * 4);
                for (int j = 0; j < 4; ++j)
                    b[q * 4 + j] = v.v[j];
            }
            for (int i = 0; i < kThreadK; ++i)
                for (int j = 0; j < kThreadC; ++j)
                    acc[i][j] += a[i] * b[j];
        }
    };

    const int32_t stages = end_tile > first_tile ? (end_tile - first_tile + kStep - 1) / kStep : 0;
    for (int b = 0; b < kBuffers - 1; ++b) {
        if (b < stages)
            issue_stage(b, b);
        hipconv::cp_async_commit();
    }
    for (int32_t s = 0; s < stages; ++s) {
        hipconv::cp_async_wait<kBuffers - 2>();   // this thread's copies of stage s landed
        __syncthreads();                          // everyone's; stage s - 1's multiply is done
        const int buffer = static_cast<int>(s % kBuffers);
        if (s + kBuffers - 1 < stages)
            issue_stage(s + kBuffers - 1, static_cast<int>((s + kBuffers - 1) % kBuffers));   // stage s - 1's buffer
        hipconv::cp_async_commit();
        transform_stage(buffer);
        __syncthreads();
        multiply_stage(buffer);
    }
    __syncthreads();   // the last multiply is done before the output passes reuse the memory

    // The output passes: pass p holds every thread's p-th 4-channel chunk as M
    // [point][k][kPassPitch]; then a thread per (k, 4 channels) of the pass applies
    // G^T M G and stores the slice's 3x3 taps.
    float* const m_tile = shared;
    for (int pass = 0; pass < kPasses; ++pass) {
        for (int q = 0; q < kThreadK / 4; ++q)
            for (int i = 0; i < 4; ++i) {
                hipconv::Vec<float, 4> m;
                for (int j = 0; j < 4; ++j)
                    m.v[j] = acc[q * 4 + i][pass * 4 + j];
                hipconv::store_vec<4>(m_tile + (point * kBlockK + q * kGridK * 4 + kq * 4 + i) * kPassPitch + cq * 4, m);
            }
        __syncthreads();
        for (int l = 0; l < kOutputTasks; ++l) {
            const int e = tid + l * kThreads;
            const int k_row = e / (kPassColumns / 4);
            if (e >= kBlockK * kPassColumns / 4 || k0 + k_row >= params.out_channels)
                continue;
            const int column = e % (kPassColumns / 4) * 4;   // in the pass
            const Index c = c0 + pass * kPassColumns + column;
            if (c >= params.in_channels)
                continue;
            float m[4][4][4];   // [point row][point column][channel]
            for (int p = 0; p < kPoints; ++p) {
                const hipconv::Vec<float, 4> v = hipconv::load_vec<4>(m_tile + (p * kBlockK + k_row) * kPassPitch + column);
                for (int u = 0; u < 4; ++u)
                    m[p / 4][p % 4][u] = v.v[u];
            }
            // G^T m G per channel, into the slice's taps [g][k][tap][c] (C contiguous).
            float* const out = params.partial + ((static_cast<int64_t>(slice) * params.groups + g) * params.out_channels + k0 + k_row) * 9 * params.in_channels + c;
            for (int u = 0; u < 4; ++u) {
                if (c + u >= params.in_channels)
                    break;
                float t2[3][4];
                for (int j = 0; j < 4; ++j) {
                    t2[0][j] = m[0][j][u] + 0.5f * m[1][j][u] + 0.5f * m[2][j][u];
                    t2[1][j] = 0.5f * m[1][j][u] - 0.5f * m[2][j][u];
                    t2[2][j] = 0.5f * m[1][j][u] + 0.5f * m[2][j][u] + m[3][j][u];
                }
                for (int r = 0; r < 3; ++r) {
                    out[(r * 3 + 0) * params.in_channels + u] = t2[r][0] + 0.5f * t2[r][1] + 0.5f * t2[r][2];
                    out[(r * 3 + 1) * params.in_channels + u] = 0.5f * t2[r][1] - 0.5f * t2[r][2];
                    out[(r * 3 + 2) * params.in_channels + u] = 0.5f * t2[r][1] + 0.5f * t2[r][2] + t2[r][3];
                }
            }
        }
        __syncthreads();   // the pass is read before the next overwrites it
    }
}

// dW[g, k, tap, c] = the epilogue of the sum over slices 0..S-1 (in order) of the workspace,
// a thread per element.
__global__ void HIPCONV_LAUNCH_BOUNDS(kFinishThreads, 1) bwd_weight_2d_fp32_winograd_finish(Params params) {
    const Index taps = 9 * params.in_channels;
    const Index element = static_cast<Index>(blockIdx.x) * kFinishThreads + threadIdx.x;   // [g][k][tap][c]
    const Index elements = params.groups * params.out_channels * taps;
    if (element >= elements)
        return;
    float acc = 0.0f;
    for (int32_t slice = 0; slice < params.slices; ++slice)
        acc += params.partial[static_cast<int64_t>(slice) * elements + element];
    const Index c = element % params.in_channels;
    const Index tap = element / params.in_channels % 9;
    const Index k = element / taps % params.out_channels;
    const Index g = element / (taps * params.out_channels);
    const Index at = g * params.w_stride_g + k * params.w_stride_k + tap / 3 * params.w_stride_s[0] + tap % 3 * params.w_stride_s[1] + c;
    params.dw[at] = hipconv::from_float<WType>(acc);
}

// ---------------------------------------------------------------- host side

int64_t tile_rows(const hipconv_problem* p) {
    return hipconv::ceil_div(p->output[0], 2);
}

int64_t tile_columns(const hipconv_problem* p) {
    return hipconv::ceil_div(p->output[1], 2);
}

int64_t tile_count(const hipconv_problem* p) {
    return p->batch * tile_rows(p) * tile_columns(p);
}

int64_t channel_blocks(const hipconv_problem* p) {
    return p->groups * hipconv::ceil_div(p->out_channels, kBlockK) * hipconv::ceil_div(p->in_channels, kBlockC);
}

// The slices of the tiles: as many as the device's resident blocks hold in one wave beside
// the channel blocks (at least one; a second, partial wave would leave most slots idle for
// a whole slice's time), each slice whole stages, and (slices, tiles per slice).
struct SlicePlan {
    int64_t slices, slice_tiles;
};

SlicePlan slice_plan(const hipconv_problem* p) {
    const int64_t tiles = tile_count(p);
    static hipconv::PerDeviceValue resident;
    const int64_t slots = hipconv::multiprocessor_count() *
                          hipconv::cached_resident_blocks(resident, bwd_weight_2d_fp32_winograd_kernel, kThreads, kSharedMemoryBytes);
    const int64_t wanted = slots / channel_blocks(p);
    const int64_t stages = hipconv::ceil_div(tiles, kStep);
    const int64_t slices = wanted < 1 ? 1 : (wanted > stages ? stages : wanted);
    const int64_t slice_tiles = hipconv::ceil_div(stages, slices) * kStep;
    return {hipconv::ceil_div(tiles, slice_tiles), slice_tiles};
}

int64_t workspace_bytes(const hipconv_problem* p) {
    return slice_plan(p).slices * p->groups * p->out_channels * 9 * p->in_channels * static_cast<int64_t>(sizeof(float));
}

}  // namespace

extern "C" int32_t hipconv_bwd_weight_2d_fp32_winograd_supports(const hipconv_problem* p) {
    if (p == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    if (p->spatial_dim != 2)
        return HIPCONV_REFUSED_SPATIAL_DIM;
    if (!hipconv::problem_is_valid(*p))
        return HIPCONV_REFUSED_INVALID_PROBLEM;
    if (p->in_channels % 4 != 0)   // x: vectors of 4 along C
        return HIPCONV_REFUSED_C_VECTOR;
    if (p->out_channels % 4 != 0)   // y: vectors of 4 along K
        return HIPCONV_REFUSED_K_VECTOR;
    if (!hipconv::strides_addressable(*p, hipconv::Role::X, Params::kXAxes, 4, false))
        return HIPCONV_REFUSED_STRIDES;
    if (!hipconv::strides_addressable(*p, hipconv::Role::W, Params::kWAxes, 4, true))
        return HIPCONV_REFUSED_STRIDES;
    if (!hipconv::strides_addressable(*p, hipconv::Role::Y, Params::kYAxes, 4, false))
        return HIPCONV_REFUSED_STRIDES;
    // 32-bit indices: the sizes, and the offsets each tensor's kernels form (plan.index_reach)
    if (!hipconv::fits_32bit_indices(*p) ||
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::X, Params::kXAxes, {true, 0}) ||   // x: the window (padding and filter reach)
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::W, Params::kWAxes, {false, 0}) ||   // w: its elements
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::Y, Params::kYAxes, {false, 1}))   // y: its elements and 1 stride past the end
        return HIPCONV_REFUSED_INDEX_RANGE;
    static hipconv::PerDeviceValue shared_room;   // the device query, once per device
    if (!hipconv::kernel_runs_on_device(shared_room, bwd_weight_2d_fp32_winograd_kernel, kSharedMemoryBytes))
        return HIPCONV_REFUSED_DEVICE;

    for (int d = 0; d < kSpatialDims; ++d) {
        if (p->filter[d] != 3 || p->stride[d] != 1 || p->dilation[d] != 1)
            return HIPCONV_REFUSED_SPECIALIZATION;   // F(2x2, 3x3): 3x3 filter, stride 1, dilation 1
    }
    if (tile_count(p) > INT32_MAX || channel_blocks(p) > hipconv::kMaxGridX || slice_plan(p).slices > hipconv::kMaxGridYZ ||
        hipconv::ceil_div(p->groups * p->out_channels * 9 * p->in_channels, kFinishThreads) > hipconv::kMaxGridX)
        return HIPCONV_REFUSED_GRID_LIMIT;
    return HIPCONV_OK;
}

extern "C" int64_t hipconv_bwd_weight_2d_fp32_winograd_workspace_size(const hipconv_problem* p) {
    if (hipconv_bwd_weight_2d_fp32_winograd_supports(p) != HIPCONV_OK)
        return 0;
    return workspace_bytes(p);   // the slices' fp32 taps
}

extern "C" int32_t hipconv_bwd_weight_2d_fp32_winograd_split_k(const hipconv_problem* p) {
    if (hipconv_bwd_weight_2d_fp32_winograd_supports(p) != HIPCONV_OK)
        return 1;
    return static_cast<int32_t>(slice_plan(p).slices);
}

extern "C" int32_t hipconv_bwd_weight_2d_fp32_winograd_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    const int32_t status = hipconv_bwd_weight_2d_fp32_winograd_supports(p);
    if (status != HIPCONV_OK)
        return status;
    if (tensors == nullptr || tensors->x == nullptr || tensors->w == nullptr || tensors->y == nullptr ||
        workspace == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    (void)epilogue;                                  // the epilogue is acc: no run-time operands
    Params params{};
    params.x = static_cast<const XType*>(tensors->x);
    params.dy = static_cast<const YType*>(tensors->y);
    params.dw = static_cast<WType*>(tensors->w);
    params.partial = static_cast<float*>(workspace);
    params.groups = static_cast<Index>(p->groups);
    params.in_channels = static_cast<Index>(p->in_channels);
    params.out_channels = static_cast<Index>(p->out_channels);
    for (int d = 0; d < kSpatialDims; ++d) {
        params.input[d] = static_cast<Index>(p->input[d]);
        params.filter[d] = static_cast<Index>(p->filter[d]);
        params.output[d] = static_cast<Index>(p->output[d]);
        params.stride[d] = static_cast<Index>(p->stride[d]);
        params.dilation[d] = static_cast<Index>(p->dilation[d]);
        params.pad[d] = static_cast<Index>(p->pad_left[d]);
    }
    {
        int64_t strides[hipconv::kMaxAxes];   // in the API order
        hipconv::effective_strides(*p, hipconv::Role::X, Params::kXAxes, strides);   // NHWGC
        params.x_stride_n = static_cast<Index>(strides[0]);
        params.x_stride_s[0] = static_cast<Index>(strides[1]);
        params.x_stride_s[1] = static_cast<Index>(strides[2]);
        params.x_stride_g = static_cast<Index>(strides[3]);
        hipconv::effective_strides(*p, hipconv::Role::W, Params::kWAxes, strides);   // GKYXC
        params.w_stride_g = static_cast<Index>(strides[0]);
        params.w_stride_k = static_cast<Index>(strides[1]);
        params.w_stride_s[0] = static_cast<Index>(strides[2]);
        params.w_stride_s[1] = static_cast<Index>(strides[3]);
        hipconv::effective_strides(*p, hipconv::Role::Y, Params::kYAxes, strides);   // NHWGK
        params.y_stride_n = static_cast<Index>(strides[0]);
        params.y_stride_s[0] = static_cast<Index>(strides[1]);
        params.y_stride_s[1] = static_cast<Index>(strides[2]);
        params.y_stride_g = static_cast<Index>(strides[3]);
    }

    const SlicePlan slices = slice_plan(p);
    params.tile_count = static_cast<int32_t>(tile_count(p));
    params.slice_tiles = static_cast<int32_t>(slices.slice_tiles);
    params.slices = static_cast<int32_t>(slices.slices);
    params.by_tile_columns = hipconv::FastDivmod(static_cast<int32_t>(tile_columns(p)));
    params.by_tile_rows = hipconv::FastDivmod(static_cast<int32_t>(tile_rows(p)));
    params.by_c_blocks = hipconv::FastDivmod(static_cast<int32_t>(hipconv::ceil_div(p->in_channels, kBlockC)));
    params.by_k_blocks = hipconv::FastDivmod(static_cast<int32_t>(hipconv::ceil_div(p->out_channels, kBlockK)));
    const dim3 grid(static_cast<unsigned>(channel_blocks(p)), static_cast<unsigned>(slices.slices), 1);
    const hipStream_t on = static_cast<hipStream_t>(stream);
    static hipconv::PerDeviceValue shared_memory_allowed;
    if (const int32_t opted = hipconv::ensure_dynamic_shared_memory(shared_memory_allowed, bwd_weight_2d_fp32_winograd_kernel,
                                                                    kSharedMemoryBytes))
        return opted;
    hipLaunchKernelGGL(bwd_weight_2d_fp32_winograd_kernel, grid, dim3(kThreads), kSharedMemoryBytes, on, params);

    if (const int32_t launched = hipconv::launch_status())
        return launched;
    const int64_t elements = p->groups * p->out_channels * 9 * p->in_channels;
    hipLaunchKernelGGL(bwd_weight_2d_fp32_winograd_finish, dim3(static_cast<unsigned>(hipconv::ceil_div(elements, kFinishThreads))),
                       dim3(kFinishThreads), 0, on, params);
    return hipconv::launch_status();
}

}  // namespace hipconv_instance_bwd_weight_2d_fp32_winograd
