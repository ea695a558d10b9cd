// @generated from specs/fwd.yaml, instance fwd_2d_fp32_winograd; do not edit.
// Regenerate with: python -m codegen specs/fwd.yaml
//
// signature: forward, 2D, x NHWGC fp32, w GKYXC fp32, y NHWGK fp32,
//            accumulate fp32, epilogue acc
// algorithm: winograd (winograd_2x2_3x3), block 32x32x8, thread 8x8 (256 threads),
//            vectors x 4 / w 1 / y 4, 32-bit indices,
//            registers for 2 resident blocks per SM
// targets:   sm_90a
//
// Forward of a 2D 3x3 stride-1 convolution in fp32 by Winograd F(2x2, 3x3):
//   Y[n, p, q, g, k] = sum over r, s < 3 and c of X[n, p - pad + r, q - pad + s, g, c] * W[g, k, r, s, c]
// (X zero outside the input).
//
// The output is cut into 2x2 tiles; each reads a 4x4 tile d of the input.  With the
// filter g of one (output channel, channel) pair, a tile's output is
//   A^T [ sum over channels of (G g G^T) * (B^T d B) ] A      (* elementwise, 4x4),
// so the reduction over channels is 16 independent GEMMs, one per point of the 4x4
// transformed tile: 2.25x fewer multiplies than the direct sum (16 per 2x2 outputs
// against 36).  A first kernel (fwd_2d_fp32_winograd_filter) transforms every filter once
// into the workspace, U [group][channel][point][output channel].  The main kernel's
// block owns kBlockTiles tiles x kBlockChannels output channels of one group.  Per
// stage of kStep reduced channels it copies the raw 4x4 input tiles and the stage's U
// rows into one of kBuffers buffers by 16-byte cp.async (zero-filled outside the
// input; kBuffers - 1 stages in flight), transforms the input tiles into V (a thread
// per (tile, channel)); then each point's kPointThreads threads multiply that point's
// tiles x channels GEMM, kThreadTiles x kThreadChannels accumulators a thread.  At the
// end the accumulators leave through shared memory in kPasses passes, and a thread per
// (tile, 4 output channels) applies A^T M A and the epilogue.  The transforms' sums
// come from the matrices in codegen/plan.py.
#include <stdint.h>

#include "hipconv/platform.h"
#include "hipconv/numeric.h"
#include "hipconv/host.h"
#include "hipconv/epilogue.h"
#include "hipconv_fwd.h"

// Everything below is in this instance's own namespace (closed at the end of the file), so
// that several instance sources can be compiled as one translation unit (the build option
// HIPCONV_BATCH_SIZE); the exported extern "C" functions keep their C names.
namespace hipconv_instance_fwd_2d_fp32_winograd {

namespace {

using Index = int32_t;
using XType = float;   // X, transformed
using WType = float;
using YType = float;   // Y, written
using SourceType = XType;                 // the transformed input
using TargetType = YType;                 // the output
constexpr int kSpatialDims = 2;
constexpr int kPoints = 16;                               // of the 4x4 transformed tile
constexpr int kBlockTiles = 32;                          // 2x2 output tiles per block (block.m)
constexpr int kBlockChannels = 32;                       // output channels per block (block.n)
constexpr int kStep = 8;                                 // reduced channels per stage (block.k)
constexpr int kThreadTiles = 8;                           // a thread's tiles (thread.m), 4 at a time
constexpr int kThreadChannels = 8;                        // its output channels (thread.n), 4 at a time
constexpr int kGridTiles = kBlockTiles / kThreadTiles;        // one point's threads along the tiles
constexpr int kGridChannels = kBlockChannels / kThreadChannels;   // ... along the output channels
constexpr int kPointThreads = kGridTiles * kGridChannels;
constexpr int kThreads = kPoints * kPointThreads;             // = 256
constexpr int kTilePitch = kBlockTiles + 4;              // floats of one (point, channel) row of V
constexpr int kChannelPitch = kBlockChannels + 4;        // ... of U
constexpr int kRawTilePitch = 136;                        // floats of one raw input tile [position][kStep]
constexpr int kPasses = 2;                              // output passes: a thread's 4-column chunks
constexpr int kPassColumns = kBlockChannels / kPasses;        // = 16
constexpr int kPassPitch = kPassColumns + 4;             // floats of one (point, tile) row of M
constexpr int kInputQuads = kStep / 4;                        // 16-byte copies of one input position
constexpr int kInputCopies = kBlockTiles * kPoints * kInputQuads;   // of a stage's raw input tiles
constexpr int kInputCopyTasks = (kInputCopies + kThreads - 1) / kThreads;
constexpr int kFilterQuads = kBlockChannels / 4;              // 16-byte copies of one U row
constexpr int kFilterCopies = kPoints * kStep * kFilterQuads;
constexpr int kFilterCopyTasks = (kFilterCopies + kThreads - 1) / kThreads;
constexpr int kInputTasks = (kBlockTiles * kStep + kThreads - 1) / kThreads;      // transforms: (tile, channel) per thread
constexpr int kOutputTasks = (kBlockTiles * kPassColumns / 4 + kThreads - 1) / kThreads;   // (tile, 4 channels)
constexpr int kStoreWidth = 4;                          // output store along K (vector.y)
constexpr int kBuffers = 2;                             // copy buffers (stages in flight + 1)
constexpr int kRawFloats = kBlockTiles * kRawTilePitch;        // a buffer: the raw input tiles [tile][position][kStep],
constexpr int kStageFloats = kRawFloats + kPoints * kStep * kChannelPitch;   // then U [point][kStep][kChannelPitch]
constexpr int kTransformedFloats = kPoints * kStep * kTilePitch;   // V [point][kStep][kTilePitch], after the buffers
constexpr int kSharedFloats = 22528;
constexpr int kSharedMemoryBytes = kSharedFloats * 4;         // dynamic, opted in per device past 48 KiB
constexpr int kFilterThreads = 256;                           // the filter transform's block
static_assert(kThreads == 256, "thread count");
static_assert(kStep % 4 == 0 && kBlockChannels % 4 == 0, "16-byte copies");
static_assert(kInputCopyTasks <= 32, "a thread's input copies fit a 32-bit mask");
static_assert(kSharedFloats >= kBuffers * kStageFloats + kTransformedFloats, "the stages fit");
static_assert(kSharedFloats >= kPoints * kBlockTiles * kPassPitch, "an output pass fits");

struct Params {
    const SourceType* __restrict__ x;
    const WType* __restrict__ w;
    TargetType* __restrict__ y;
    float* __restrict__ u;                           // the workspace: U [g][reduced][point][padded_outputs]
    const YType* __restrict__ bias;     // optional bias, per output channel (G x channels); null: none
    int32_t activation;                              // optional activation (hipconv::epilogue::Activation; 0: none)
    hipconv::epilogue::ActivationForm activation_form;   // its parameters (hipconv::epilogue::activation_form)
    Index groups;
    Index reduced;                                   // channels per group summed over (C)
    Index outputs;                                   // output channels per group (K)
    Index padded_outputs;                            // ... rounded up to 4 (U's rows: whole 16-byte copies)
    Index source_pad[kSpatialDims];                  // pad
    int32_t tile_count;                              // N x tile rows x tile columns
    hipconv::FastDivmod by_tile_columns;             // n / ceil(output[1] / 2)
    hipconv::FastDivmod by_tile_rows;                // n / ceil(output[0] / 2)
    hipconv::FastDivmod by_channel_blocks;           // blockIdx.y / ceil(outputs / kBlockChannels): (group, channel block)
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
// and column of the output.
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

// B^T d B of one 4x4 input tile, stored as the tile's column of its channel's row of V.
HIPCONV_DEVICE_INLINE void transform_input(const float (&d)[4][4], float* v_column) {
    float t[4][4];
    for (int j = 0; j < 4; ++j) {
        t[0][j] = d[0][j] - d[2][j];
        t[1][j] = d[1][j] + d[2][j];
        t[2][j] = -d[1][j] + d[2][j];
        t[3][j] = d[1][j] - d[3][j];
    }
    for (int i = 0; i < 4; ++i) {
        v_column[(i * 4 + 0) * kStep * kTilePitch] = t[i][0] - t[i][2];
        v_column[(i * 4 + 1) * kStep * kTilePitch] = t[i][1] + t[i][2];
        v_column[(i * 4 + 2) * kStep * kTilePitch] = -t[i][1] + t[i][2];
        v_column[(i * 4 + 3) * kStep * kTilePitch] = t[i][1] - t[i][3];
    }
}

// U = G g G^T of every filter: a thread per (group, reduced channel, padded output
// channel), the output channel fastest (consecutive U addresses); zero past the outputs.
__global__ void HIPCONV_LAUNCH_BOUNDS(kFilterThreads, 1) fwd_2d_fp32_winograd_filter(Params params) {
    const Index element = static_cast<Index>(blockIdx.x) * kFilterThreads + threadIdx.x;   // [g][c][o]
    if (element >= params.groups * params.reduced * params.padded_outputs)
        return;
    const Index o = element % params.padded_outputs;
    const Index c = element / params.padded_outputs % params.reduced;
    const Index g = element / (params.padded_outputs * params.reduced);
    float filter[3][3];
    for (int r = 0; r < 3; ++r)
        for (int s = 0; s < 3; ++s)
            filter[r][s] = o < params.outputs   // W[g][o][r][s][c]
                ? hipconv::to_float(params.w[g * params.w_stride_g + o * params.w_stride_k + r * params.w_stride_s[0] + s * params.w_stride_s[1] + c])
                : 0.0f;
    float t[4][3];
    for (int s = 0; s < 3; ++s) {
        t[0][s] = filter[0][s];
        t[1][s] = 0.5f * filter[0][s] + 0.5f * filter[1][s] + 0.5f * filter[2][s];
        t[2][s] = 0.5f * filter[0][s] - 0.5f * filter[1][s] + 0.5f * filter[2][s];
        t[3][s] = filter[2][s];
    }
    float* const u = params.u + ((g * params.reduced + c) * kPoints) * params.padded_outputs + o;
    for (int i = 0; i < 4; ++i) {
        u[(i * 4 + 0) * params.padded_outputs] = t[i][0];
        u[(i * 4 + 1) * params.padded_outputs] = 0.5f * t[i][0] + 0.5f * t[i][1] + 0.5f * t[i][2];
        u[(i * 4 + 2) * params.padded_outputs] = 0.5f * t[i][0] - 0.5f * t[i][1] + 0.5f * t[i][2];
        u[(i * 4 + 3) * params.padded_outputs] = t[i][2];
    }
}

template <int kActivation>
__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, 2) fwd_2d_fp32_winograd_kernel(Params params) {
    HIPCONV_DYNAMIC_SHARED(float, shared);
    // kBuffers buffers [raw input tiles][U], then V.
    float* const v_tile = shared + kBuffers * kStageFloats;
    const int tid = threadIdx.x;
    const int point = tid / kPointThreads;
    const int tq = tid % kPointThreads % kGridTiles;               // thread along the tiles (fastest: a
    const int cq = tid % kPointThreads / kGridTiles;               // quarter-warp's V reads are consecutive)
    int32_t channel_block;
    const Index g = params.by_channel_blocks.divmod(static_cast<int32_t>(blockIdx.y), channel_block);
    const Index o0 = static_cast<Index>(channel_block) * kBlockChannels;
    const int32_t tile0 = static_cast<int32_t>(blockIdx.x) * kBlockTiles;

    // This thread's input copies (copy q = tid + l * kThreads: 4 channels q % kInputQuads
    // of position q / kInputQuads % 16 of tile q / (16 kInputQuads)): where each starts
    // without the stage's first channel, and which land inside the input (bit l; rule
    // winograd-shape keeps kInputCopyTasks <= 32).
    Index input_at[kInputCopyTasks];
    uint32_t input_inside = 0;
    for (int l = 0; l < kInputCopyTasks; ++l) {
        const int q = tid + l * kThreads;
        const int position = q / kInputQuads % kPoints;
        const int32_t t = tile0 + q / (kInputQuads * kPoints);
        input_at[l] = 0;
        if (q >= kInputCopies || t >= params.tile_count)
            continue;
        const TilePlace place = tile_place(params, t);
        const Index row = place.row - params.source_pad[0] + position / 4, column = place.column - params.source_pad[1] + position % 4;
        if (!hipconv::below(row, params.input[0]) || !hipconv::below(column, params.input[1]))
            continue;
        input_inside |= 1u << l;
        input_at[l] = place.n * params.x_stride_n + g * params.x_stride_g + row * params.x_stride_s[0] +
                      column * params.x_stride_s[1] + q % kInputQuads * 4;
    }
    // The copies of stage s (channels s * kStep ..) into buffer `buffer`: the raw input
    // tiles (zero outside the input and past the channels), and U's rows (copy q: 4 output
    // channels q % kFilterQuads of point q / kFilterQuads % 16 of channel q / (16
    // kFilterQuads); zero past the channels and the padded output channels).
    auto issue_stage = [&](Index s, int buffer) {
        float* const raw = shared + buffer * kStageFloats;
        const Index c0 = s * kStep;
        for (int l = 0; l < kInputCopyTasks; ++l) {
            const int q = tid + l * kThreads;
            if (kInputCopies % kThreads != 0 && q >= kInputCopies)
                break;
            const bool valid = (input_inside >> l & 1u) && c0 + q % kInputQuads * 4 < params.reduced;
            hipconv::cp_async_16(raw + q / (kInputQuads * kPoints) * kRawTilePitch + q / kInputQuads % kPoints * kStep + q % kInputQuads * 4,
                                 params.x + (valid ? input_at[l] + c0 : 0), valid);
        }
        for (int l = 0; l < kFilterCopyTasks; ++l) {
            const int q = tid + l * kThreads;
            if (kFilterCopies % kThreads != 0 && q >= kFilterCopies)
                break;
            const int quad = q % kFilterQuads, p = q / kFilterQuads % kPoints, c = q / (kFilterQuads * kPoints);
            const Index o = o0 + quad * 4;
            const bool valid = c0 + c < params.reduced && o < params.padded_outputs;
            const Index at = ((g * params.reduced + c0 + c) * kPoints + p) * params.padded_outputs + o;
            hipconv::cp_async_16(raw + kRawFloats + (p * kStep + c) * kChannelPitch + quad * 4, params.u + (valid ? at : 0), valid);
        }
    };
    // The transforms of the input tiles in buffer `buffer` into V: a thread per (tile
    // e / kStep, channel e % kStep).
    auto transform_stage = [&](int buffer) {
        const float* const raw = shared + buffer * kStageFloats;
        for (int l = 0; l < kInputTasks; ++l) {
            const int e = tid + l * kThreads;
            if (kBlockTiles * kStep % kThreads != 0 && e >= kBlockTiles * kStep)
                break;
            float d[4][4];
            for (int i = 0; i < 4; ++i)
                for (int j = 0; j < 4; ++j)
                    d[i][j] = raw[e / kStep * kRawTilePitch + (i * 4 + j) * kStep + e % kStep];
            transform_input(d, v_tile + e % kStep * kTilePitch + e / kStep);
        }
    };

    float acc[kThreadTiles][kThreadChannels];
    for (int i = 0; i < kThreadTiles; ++i)
        for (int j = 0; j < kThreadChannels; ++j)
            acc[i][j] = 0.0f;

    const Index stages = (params.reduced + kStep - 1) / kStep;
    // This thread's point GEMM over the stage in buffer `buffer`: acc[tile][channel] += V[c][tile] U[c][channel].
    auto multiply_stage = [&](int buffer) {
        const float* const a_point = v_tile + point * kStep * kTilePitch + tq * 4;
        const float* const b_point = shared + buffer * kStageFloats + kRawFloats + point * kStep * kChannelPitch + cq * 4;
#pragma unroll
        for (int r = 0; r < kStep; ++r) {
            float a[kThreadTiles], b[kThreadChannels];
            for (int q = 0; q < kThreadTiles / 4; ++q) {
                const hipconv::Vec<float, 4> u = hipconv::load_vec<4>(a_point + r * kTilePitch + q * kGridTiles * 4);
                for (int i = 0; i < 4; ++i)
                    a[q * 4 + i] = u.v[i];
            }
            for (int q = 0; q < kThreadChannels / 4; ++q) {
                const hipconv::Vec<float, 4> v = hipconv::load_vec<4>(b_point + r * kChannelPitch + q * kGridChannels * 4);
                for (int j = 0; j < 4; ++j)
                    b[q * 4 + j] = v.v[j];
            }
            for (int i = 0; i < kThreadTiles; ++i)
                for (int j = 0; j < kThreadChannels; ++j)
                    acc[i][j] += a[i] * b[j];
        }
    };

    for (int b = 0; b < kBuffers - 1; ++b) {
        if (b < stages)
            issue_stage(b, b);
        hipconv::cp_async_commit();
    }
    for (Index s = 0; s < stages; ++s) {
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

    // The output passes: pass p holds every thread's p-th 4-column chunk as M
    // [point][tile][kPassPitch]; then a thread per (tile, 4 output channels) of the pass
    // applies A^T M A and stores its 2x2 positions.
    float* const m_tile = shared;
    for (int pass = 0; pass < kPasses; ++pass) {
        for (int q = 0; q < kThreadTiles / 4; ++q)
            for (int i = 0; i < 4; ++i) {
                hipconv::Vec<float, 4> m;
                for (int j = 0; j < 4; ++j)
                    m.v[j] = acc[q * 4 + i][pass * 4 + j];
                hipconv::store_vec<4>(m_tile + (point * kBlockTiles + q * kGridTiles * 4 + tq * 4 + i) * kPassPitch + cq * 4, m);
            }
        __syncthreads();
        for (int l = 0; l < kOutputTasks; ++l) {
            const int e = tid + l * kThreads;
            const int32_t t = tile0 + e / (kPassColumns / 4);
            if (e >= kBlockTiles * kPassColumns / 4 || t >= params.tile_count)
                continue;
            const int column = e % (kPassColumns / 4) * 4;   // in the pass
            const Index o = o0 + pass * kPassColumns + column;
            if (o >= params.outputs)
                continue;
            float m[4][4][4];   // [point row][point column][channel]
            for (int p = 0; p < kPoints; ++p) {
                const hipconv::Vec<float, 4> v = hipconv::load_vec<4>(m_tile + (p * kBlockTiles + e / (kPassColumns / 4)) * kPassPitch + column);
                for (int k = 0; k < 4; ++k)
                    m[p / 4][p % 4][k] = v.v[k];
            }
            float y[2][2][4];   // A^T m A per channel
            for (int k = 0; k < 4; ++k) {
                float t2[2][4];
                for (int j = 0; j < 4; ++j) {
                    t2[0][j] = m[0][j][k] + m[1][j][k] + m[2][j][k];
                    t2[1][j] = m[1][j][k] - m[2][j][k] - m[3][j][k];
                }
                for (int i = 0; i < 2; ++i) {
                    y[i][0][k] = t2[i][0] + t2[i][1] + t2[i][2];
                    y[i][1][k] = t2[i][1] - t2[i][2] - t2[i][3];
                }
            }
            const TilePlace place = tile_place(params, t);
            for (int i = 0; i < 2; ++i)
                for (int j = 0; j < 2; ++j) {
                    const Index row = place.row + i, column_at = place.column + j;
                    if (row >= params.output[0] || column_at >= params.output[1])
                        continue;
                    const Index at = place.n * params.y_stride_n + g * params.y_stride_g + row * params.y_stride_s[0] +
                                     column_at * params.y_stride_s[1] + o;
                    for (int e0 = 0; e0 < 4; e0 += kStoreWidth) {
                        if (o + e0 >= params.outputs)
                            break;   // the layer's channels end inside this quad (outputs % kStoreWidth == 0)
                        hipconv::Vec<TargetType, kStoreWidth> out;
                        for (int u = 0; u < kStoreWidth; ++u)
                            out.v[u] = hipconv::from_float<TargetType>(hipconv::optional_epilogue<kActivation>(y[i][j][e0 + u], params.bias, g * params.outputs + o + e0 + u, params.activation_form));
                        hipconv::store_vec<kStoreWidth>(params.y + at + e0, out);
                    }
                }
        }
        __syncthreads();   // the pass is read before the next overwrites it
    }
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
    return hipconv::ceil_div(p->out_channels, kBlockChannels);
}

// U's elements: [group][reduced channel][point][output channels rounded up to 4].
int64_t filter_elements(const hipconv_problem* p) {
    return p->groups * p->in_channels * kPoints * hipconv::ceil_div(p->out_channels, 4) * 4;
}

}  // namespace

extern "C" int32_t hipconv_fwd_2d_fp32_winograd_supports(const hipconv_problem* p) {
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
    if (!hipconv::strides_addressable(*p, hipconv::Role::W, Params::kWAxes, 4, false))
        return HIPCONV_REFUSED_STRIDES;
    if (!hipconv::strides_addressable(*p, hipconv::Role::Y, Params::kYAxes, 4, true))
        return HIPCONV_REFUSED_STRIDES;
    // 32-bit indices: the sizes, and the offsets each tensor's kernels form (plan.index_reach)
    if (!hipconv::fits_32bit_indices(*p) ||
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::X, Params::kXAxes, {false, 0}) ||   // x: its elements
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::W, Params::kWAxes, {false, 0}) ||   // w: its elements
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::Y, Params::kYAxes, {false, 0}))   // y: its elements
        return HIPCONV_REFUSED_INDEX_RANGE;
    static hipconv::PerDeviceValue shared_room;   // the device query, once per device
    if (!hipconv::kernel_runs_on_device(shared_room, fwd_2d_fp32_winograd_kernel<0>, kSharedMemoryBytes))
        return HIPCONV_REFUSED_DEVICE;

    for (int d = 0; d < kSpatialDims; ++d) {
        if (p->filter[d] != 3 || p->stride[d] != 1 || p->dilation[d] != 1)
            return HIPCONV_REFUSED_SPECIALIZATION;   // F(2x2, 3x3): 3x3 filter, stride 1, dilation 1
    }
    if (hipconv::ceil_div(tile_count(p), kBlockTiles) > hipconv::kMaxGridX || tile_count(p) > INT32_MAX ||
        p->groups * channel_blocks(p) > hipconv::kMaxGridYZ ||
        hipconv::ceil_div(filter_elements(p) / kPoints, kFilterThreads) > hipconv::kMaxGridX)
        return HIPCONV_REFUSED_GRID_LIMIT;
    if (filter_elements(p) > INT32_MAX)
        return HIPCONV_REFUSED_INDEX_RANGE;   // the workspace U, indexed like the tensors
    return HIPCONV_OK;
}

extern "C" int64_t hipconv_fwd_2d_fp32_winograd_workspace_size(const hipconv_problem* p) {
    if (hipconv_fwd_2d_fp32_winograd_supports(p) != HIPCONV_OK)
        return 0;
    return filter_elements(p) * static_cast<int64_t>(sizeof(float));   // U, the transformed filters
}

extern "C" int32_t hipconv_fwd_2d_fp32_winograd_split_k(const hipconv_problem* p) {
    (void)p;
    return 1;
}

extern "C" int32_t hipconv_fwd_2d_fp32_winograd_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    const int32_t status = hipconv_fwd_2d_fp32_winograd_supports(p);
    if (status != HIPCONV_OK)
        return status;
    if (tensors == nullptr || tensors->x == nullptr || tensors->w == nullptr || tensors->y == nullptr ||
        workspace == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    // The epilogue is acc, plus the caller's bias where it gives one (args.bias null: none),
    // then the caller's activation (args.activation; 0: none).
    const hipconv_epilogue_args args = epilogue != nullptr ? *epilogue
        : hipconv_epilogue_args{1.0f, 0.0f, {}, nullptr, nullptr, 0};
    if (args.activation < hipconv::epilogue::kActivationNone || args.activation > hipconv::epilogue::kActivationLast)
        return HIPCONV_INVALID_ARGUMENT;   // not a code of hipconv::epilogue::Activation
    Params params{};
    params.x = static_cast<const SourceType*>(tensors->x);
    params.w = static_cast<const WType*>(tensors->w);
    params.y = static_cast<TargetType*>(tensors->y);
    params.u = static_cast<float*>(workspace);
    params.bias = static_cast<const YType*>(args.bias);
    params.activation = args.activation;
    params.activation_form = hipconv::epilogue::activation_form(args.activation);
    params.groups = static_cast<Index>(p->groups);
    params.reduced = static_cast<Index>(p->in_channels);
    params.outputs = static_cast<Index>(p->out_channels);
    params.padded_outputs = static_cast<Index>(hipconv::ceil_div(p->out_channels, 4) * 4);
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

    for (int d = 0; d < kSpatialDims; ++d)
        params.source_pad[d] = static_cast<Index>(p->pad_left[d]);
    params.tile_count = static_cast<int32_t>(tile_count(p));
    params.by_tile_columns = hipconv::FastDivmod(static_cast<int32_t>(tile_columns(p)));
    params.by_tile_rows = hipconv::FastDivmod(static_cast<int32_t>(tile_rows(p)));
    params.by_channel_blocks = hipconv::FastDivmod(static_cast<int32_t>(channel_blocks(p)));
    const dim3 grid(static_cast<unsigned>(hipconv::ceil_div(tile_count(p), kBlockTiles)),
                    static_cast<unsigned>(p->groups * channel_blocks(p)), 1);
    const hipStream_t on = static_cast<hipStream_t>(stream);
    hipLaunchKernelGGL(fwd_2d_fp32_winograd_filter, dim3(static_cast<unsigned>(hipconv::ceil_div(filter_elements(p) / kPoints, kFilterThreads))),
                       dim3(kFilterThreads), 0, on, params);
    if (const int32_t launched = hipconv::launch_status())
        return launched;
    // The kernel of the call's activation shape; without activation code where it asks for none.
    const int activation = hipconv::epilogue::activation_kernel(params.activation);
    const auto kernel = hipconv::epilogue::kernel_of_activation(activation, fwd_2d_fp32_winograd_kernel<0>, fwd_2d_fp32_winograd_kernel<1>, fwd_2d_fp32_winograd_kernel<2>, fwd_2d_fp32_winograd_kernel<3>);
    static hipconv::PerDeviceValue shared_memory_allowed[4];
    if (const int32_t opted = hipconv::ensure_dynamic_shared_memory(shared_memory_allowed[activation], kernel,
                                                                    kSharedMemoryBytes))
        return opted;
    hipLaunchKernelGGL(kernel, grid, dim3(kThreads), kSharedMemoryBytes, on, params);

    return hipconv::launch_status();
}

}  // namespace hipconv_instance_fwd_2d_fp32_winograd
