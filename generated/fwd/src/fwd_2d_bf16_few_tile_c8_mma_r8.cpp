// @generated from specs/fwd.yaml, instance fwd_2d_bf16_few_tile_c8_mma_r8; do not edit.
// Regenerate with: python -m codegen specs/fwd.yaml
//
// signature: forward, 2D, x NHWGC bf16, w GKYXC bf16, y NHWGK bf16,
//            accumulate fp32, epilogue acc
// algorithm: staged tile (few_channels, 8 tile rows), block 16x64x7, warp 16x8 (256 threads),
//            vectors x 8 / w 8 / y 2, 32-bit indices
// targets:   sm_80, sm_90a
//
// Few-channel forward (C = K = 8 per group), any stride, over a staged X tile:
//   Y[n, o.., g, k] = sum over the taps f.. and c of X[n, o..*stride - pad + f*dilation, g, c] * W[g, k, f.., c]
// (X zero outside the input).
//
// A block owns a tile of kTileRows x kTileColumns output positions along the innermost
// two axes of one (n) and kBlockGroups groups.  It stages W of
// its groups ([tap][group][k][c] in the X's type) and the X the tile's taps reach ((tile - 1) * stride +
// (filter - 1) * dilation + 1 positions per axis, [row][column][group][c] in its own
// type, 16 bytes of padding per position, zero outside the tensor) in shared memory, sized
// per problem; then a warp per group multiplies, for every 16 positions of the tile and every
// two taps, 16 x 16 staged values by the taps' 16 x 8 W on tensor cores (mma.m16n8k16, fp32
// accumulators; kernels/staged_tile_mma.mako), without bounds tests.
// The kernel is compiled for any filter width (kFilterWidth 0: a tap at a time; a window
// of a tap row would not fit the registers).
#include <stdint.h>

#include "hipconv/platform.h"
#include "hipconv/numeric.h"
#include "hipconv/host.h"
#include "hipconv/mma.h"
#include "hipconv/fragments.h"
#include "hipconv/epilogue.h"
#include "hipconv_fwd.h"

// Everything below is in this instance's own namespace (closed at the end of the file), so
// that several instance sources can be compiled as one translation unit (the build option
// HIPCONV_BATCH_SIZE); the exported extern "C" functions keep their C names.
namespace hipconv_instance_fwd_2d_bf16_few_tile_c8_mma_r8 {

namespace {

using Index = int32_t;
using XType = hipconv::bfloat16_t;   // X, staged
using WType = hipconv::bfloat16_t;
using YType = hipconv::bfloat16_t;   // Y, written
using SourceType = XType;                 // the staged tensor
using TargetType = YType;                 // the output
constexpr int kSpatialDims = 2;
constexpr int kGroupsPerThread = 1;
constexpr int kReduced = 8;                          // X channels per group (C)
constexpr int kOutputs = 8;                          // output channels per group (K)
constexpr int kBlockGroups = 8;
constexpr int kStagedChannels = kBlockGroups * kReduced;   // staged elements per position
constexpr int kStagedPitch = 72;                     // elements from one staged position to the next
constexpr int kPositions = 7;                        // a strip's along the innermost axis
constexpr int kStrips = 16;                            // strips of kPositions positions per block
constexpr int kTileRows = 8;
constexpr int kStripsPerRow = kStrips / kTileRows;
constexpr int kTileColumns = kStripsPerRow * kPositions;   // = 14
constexpr int kThreads = kBlockGroups * 32;          // a warp per group: 256
constexpr int kChunkPositions = hipconv::frag::mma_a_rows;     // positions of one chunk: the instruction's m
constexpr int kChunks = 7;                              // chunks of the tile's positions (a warp does all)
constexpr int kStepTaps = 2;                            // taps of one k16 step (16 / C)
constexpr int kOutputTiles = kOutputs / hipconv::frag::mma_b_cols;   // n8 instructions per chunk and step (K / 8)
constexpr int kChunkOutputs = hipconv::frag::mma_c_elements;   // fp32 accumulators per lane, chunk and n8 tile
constexpr int kWPerTap = kBlockGroups * kOutputs * kReduced;   // W elements of one tap, [group][o][r]
constexpr int kZeroRow = 8;                                  // elements of the zero row (16 bytes): the
                                                             // ldmatrix row of a tap past the plane's last
static_assert(kTileRows * kTileColumns == kChunks * kChunkPositions, "rule warp-tile: whole m16 chunks");
static_assert(kStepTaps * kReduced == hipconv::frag::mma_a_cols && kOutputs == kReduced,
              "rule warp-tile: C = K = 8 or 16, whole taps in an m16n8k16's k");
constexpr int kStageWidth = 8;                      // staging load along G x C (vector.x)
constexpr int kStageVectors = kStagedChannels / kStageWidth;   // staging loads per staged position
constexpr int kStageStep = kThreads / kStageVectors;          // staged positions the block loads at once
constexpr int kStageBytes = 16;                     // one staging copy (hipconv::cp_async)
constexpr int kWVector = 8;                        // W staging load along C (vector.w)
constexpr int kColumnAxis = kSpatialDims - 1;
constexpr int kRowAxis = kSpatialDims - 2;
static_assert(kThreads == 256, "thread count");
static_assert(kThreads % kStageVectors == 0, "rule depthwise-tile: whole staged positions per pass");

struct Params {
    const SourceType* __restrict__ x;
    const WType* __restrict__ w;
    TargetType* __restrict__ y;
    const YType* __restrict__ bias;     // optional bias, per output channel (G x channels); null: none
    int32_t activation;                              // optional activation (hipconv::epilogue::Activation; 0: none)
    hipconv::epilogue::ActivationForm activation_form;   // its parameters (hipconv::epilogue::activation_form)
    Index groups;
    Index taps;                                      // prod(filter)
    Index plane_taps;                                // taps of one staged plane (the innermost two axes)
    int staged_rows;                                 // staged_extent() of kTileRows, second-innermost axis
    int staged_columns;                              // staged_extent() of kTileColumns, innermost axis
    int pitch_shift;                                 // log2 of the staged rows' pitch in positions: the
                                                     // power of two >= staged_columns
    int stage_row_step, stage_column_step;           // kStageStep staged positions as (rows, columns):
                                                     // kStageStep / staged_columns, kStageStep % staged_columns
    hipconv::FastDivmod by_staged_columns;           // n / staged_columns
    hipconv::FastDivmod by_column_tiles;             // n / column tiles, ceil(output[last] / kTileColumns)
    hipconv::FastDivmod by_row_tiles;                // n / row tiles, ceil(output[last - 1] / kTileRows)
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

// Staged positions along axis d for a tile of `tile` output positions: the positions its
// taps reach, (tile - 1) * stride + (filter - 1) * dilation + 1.
int64_t staged_extent(const hipconv_problem* p, int d, int64_t tile) {
    return (tile - 1) * p->stride[d] + (p->filter[d] - 1) * p->dilation[d] + 1;
}

// log2 of the staged rows' pitch: the power of two >= the staged columns (a staged
// position's row and column are then a shift and a mask of its index).
int pitch_shift(int64_t staged_columns) {
    int shift = 0;
    while ((int64_t{1} << shift) < staged_columns)
        ++shift;
    return shift;
}

// Shared memory of one block, bytes: W [taps][kBlockGroups][kOutputs][kReduced] as SourceType,
// a zero row of kZeroRow elements, then the staged tile [staged rows][pitch][kStagedPitch] as
// SourceType (16-byte aligned: a tap of W is 1024 bytes); a row's columns past the staged ones are
// never written nor read.
int64_t shared_bytes(int64_t taps, int64_t staged_rows, int64_t staged_columns) {
    int64_t staged = staged_rows * (int64_t{1} << pitch_shift(staged_columns)) * kStagedPitch * static_cast<int64_t>(sizeof(SourceType));
    return (taps * kWPerTap + kZeroRow) * static_cast<int64_t>(sizeof(SourceType)) + staged;
}

// ... for the problem's whole filter: what a launch takes.
int64_t shared_bytes(const hipconv_problem* p) {
    const int last = p->spatial_dim - 1;
    return shared_bytes(hipconv::product(p->filter, p->spatial_dim), staged_extent(p, last - 1, kTileRows),
                        staged_extent(p, last, kTileColumns));
}

// The staged tensor's position read by output position `at` with tap 0 along axis d:
// at * stride - pad.
HIPCONV_DEVICE_INLINE Index first_reach(const Params& params, int d, Index at) {
    return at * params.stride[d] - params.pad[d];
}

// A tile's place: its batch index, first row and first column.
struct TileOrigin {
    Index n;
    Index row0;
    Index column0;
};

// Tile t = ((n) * row tiles + row tile) * column tiles + column tile.
HIPCONV_DEVICE_INLINE TileOrigin tile_origin(const Params& params, int32_t t) {
    TileOrigin tile;
    int32_t digit;
    t = params.by_column_tiles.divmod(t, digit);
    tile.column0 = static_cast<Index>(digit) * kTileColumns;
    t = params.by_row_tiles.divmod(t, digit);
    tile.row0 = static_cast<Index>(digit) * kTileRows;
    tile.n = t;
    return tile;
}

// This thread's share of a staged tile: every kStageStep-th of the staged_rows x
// staged_columns positions from (stage_row0, stage_column0) of the plane at
// `source_plane` (its n and the thread's groups), vector
// `stage_vector` of each, copied with hipconv::cp_async (asynchronous on NVIDIA: all in
// flight until the caller waits; zeros outside the tensor and past G).  The walk steps
// (row, column) by (stage_row_step, stage_column_step) with a carry; position (row,
// column) lies at (row << pitch_shift) + column in the tile.
HIPCONV_DEVICE_INLINE void stage_tile(const Params& params, SourceType* staged_tile, Index source_plane,
                                      Index stage_row0, Index stage_column0, bool stage_groups, int stage_vector,
                                      int stage_first) {
    const int staged_rows = params.staged_rows;
    const int staged_columns = params.staged_columns;
    int stage_column;
    int stage_row = params.by_staged_columns.divmod(stage_first, stage_column);
    while (stage_row < staged_rows) {
        const Index oc = stage_column0 + stage_column;
        bool inside = stage_groups && hipconv::below(oc, params.input[kColumnAxis]);
        Index source_at = source_plane + oc * params.x_stride_s[kColumnAxis];
        const Index orow = stage_row0 + stage_row;
        inside = inside && hipconv::below(orow, params.input[kRowAxis]);
        source_at += orow * params.x_stride_s[kRowAxis];
        hipconv::cp_async<kStageBytes>(staged_tile + ((static_cast<Index>(stage_row) << params.pitch_shift) + stage_column) * kStagedPitch + stage_vector * kStageWidth,
                                       params.x + (inside ? source_at : 0), inside);
        stage_column += params.stage_column_step;
        stage_row += params.stage_row_step;
        if (stage_column >= staged_columns) {
            stage_column -= staged_columns;
            ++stage_row;
        }
    }
}

// The 16-bit pair of W at `at` (two consecutive r of one (tap, group, o): 4-byte aligned).
HIPCONV_DEVICE_INLINE uint32_t w_pair(const SourceType* at) {
    return *reinterpret_cast<const uint32_t*>(at);
}

// One staged plane's taps into acc: per pair of taps (t, t + 1) of the plane (row-major; an odd
// count's last pair has a zero second tap: A read from zero_row, B zero) and per chunk, one
// mma.m16n8k16 per n8 tile.  Lane l gives ldmatrix the row of position (l & 15) of the chunk at
// tap t + (l >> 4) (frag::mma_a: matrices 0-1 are k 0-7, the first tap; 2-3 k 8-15, the second).
// `w_plane`: W of the plane's first tap; `block_group`: the warp's group within the block.
HIPCONV_DEVICE_INLINE void accumulate_plane(const Params& params, float (&acc)[kChunks][kOutputTiles][kChunkOutputs],
                                            const SourceType* staged_tile, const SourceType* w_plane,
                                            const SourceType* zero_row, int block_group, int lane) {
    const int tap_rows = static_cast<int>(params.filter[kRowAxis]);
    const int row_reach = static_cast<int>(params.dilation[kRowAxis]);
    const int row_step = static_cast<int>(params.stride[kRowAxis]);
    const int tap_columns = static_cast<int>(params.filter[kColumnAxis]);
    const int column_reach = static_cast<int>(params.dilation[kColumnAxis]);
    const int column_step = static_cast<int>(params.stride[kColumnAxis]);
    const int plane_taps = tap_rows * tap_columns;
    // the staged position tap 0 reads for this lane's position of each chunk
    int first_read[kChunks];
    for (int c = 0; c < kChunks; ++c) {
        const int p = c * kChunkPositions + lane % kChunkPositions;
        first_read[c] = ((p / kTileColumns * row_step) << params.pitch_shift) + p % kTileColumns * column_step;
    }
    const SourceType* const group_w = w_plane + block_group * kOutputs * kReduced +
                                      hipconv::frag::mma_b_col(lane, 0) * kReduced + hipconv::frag::mma_b_row(lane, 0);
    const SourceType* const group_staged = staged_tile + block_group * kReduced;
    // this lane's tap (row f, column s): the pair's first (lanes 0-15) or second (16-31)
    int s = lane / kChunkPositions, f = 0;
    while (s >= tap_columns) {
        s -= tap_columns;
        ++f;
    }
#pragma unroll 1
    for (int t = 0; t < plane_taps; t += kStepTaps) {
        uint32_t b[kOutputTiles][hipconv::frag::mma_b_registers];   // k 0-7 and 8-15 of each n8 tile
        for (int j = 0; j < kOutputTiles; ++j) {
            const SourceType* const w_outputs = group_w + j * hipconv::frag::mma_b_cols * kReduced;   // outputs 8j..8j+7
            b[j][0] = w_pair(w_outputs + t * kWPerTap);
            b[j][1] = t + 1 < plane_taps ? w_pair(w_outputs + (t + 1) * kWPerTap) : 0u;
        }
        const int tap_offset = ((f * row_reach) << params.pitch_shift) + s * column_reach;
        const bool tap_exists = f < tap_rows;
        for (int c = 0; c < kChunks; ++c) {
            uint32_t a[hipconv::frag::mma_a_registers];
            hipconv::ldmatrix_x4(a, tap_exists ? group_staged + (first_read[c] + tap_offset) * kStagedPitch : zero_row);
            for (int j = 0; j < kOutputTiles; ++j)
                hipconv::mma_m16n8k16<SourceType>(acc[c][j], a, b[j]);
        }
        s += kStepTaps;
        while (s >= tap_columns) {
            s -= tap_columns;
            ++f;
        }
    }
}

// The output offset of the tile's (n) and group g, channel 0.
HIPCONV_DEVICE_INLINE Index tile_offset(const Params& params, const TileOrigin& tile, Index g) {
    Index offset = tile.n * params.y_stride_n + g * params.y_stride_g;
    return offset;
}

// Tile position p's offset in the output, channel 0, from tile_offset (false: p lies outside
// the output).
HIPCONV_DEVICE_INLINE bool position_offset(const Params& params, const TileOrigin& tile, Index target_offset, int p, Index& at) {
    const Index row = tile.row0 + p / kTileColumns;
    const Index column = tile.column0 + p % kTileColumns;
    if (row >= params.output[kRowAxis])
        return false;
    const Index i_row = row;
    if (column >= params.output[kColumnAxis])
        return false;
    const Index i_column = column;
    at = target_offset + i_row * params.y_stride_s[kRowAxis] + i_column * params.y_stride_s[kColumnAxis];
    return true;
}

// The warp's outputs of `tile`: per chunk and n8 tile, this lane's two positions (frag::mma_c
// rows) x its two channels (frag::mma_c cols), those inside the output, through the epilogue as
// pairs.
template <int kActivation>
HIPCONV_DEVICE_INLINE void store_tile(const Params& params, const float (&acc)[kChunks][kOutputTiles][kChunkOutputs], const TileOrigin& tile,
                                      Index g, int lane) {
    if (g >= params.groups)
        return;
    const Index target_offset = tile_offset(params, tile, g);
    for (int c = 0; c < kChunks; ++c) {
        for (int e = 0; e < kOutputTiles * kChunkOutputs; e += 2) {   // per n8 tile (c0, c1) and (c2, c3): one position, two channels
            const int j = e / kChunkOutputs;
            const int p = c * kChunkPositions + hipconv::frag::mma_c_row(lane, e % kChunkOutputs);
            const int o = j * hipconv::frag::mma_b_cols + hipconv::frag::mma_c_col(lane, e % kChunkOutputs);
            Index at;
            if (!position_offset(params, tile, target_offset, p, at))
                continue;
            at += o;
            hipconv::Vec<TargetType, 2> out;
            for (int h = 0; h < 2; ++h)
                out.v[h] = hipconv::from_float<TargetType>(hipconv::optional_epilogue<kActivation>(acc[c][j][e % kChunkOutputs + h], params.bias, g * kOutputs + o + h, params.activation_form));
            hipconv::store_vec<2>(params.y + at, out);
        }
    }
}

template <int kFilterWidth, int kStride, int kActivation>
__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, 1) fwd_2d_bf16_few_tile_c8_mma_r8_kernel(Params params) {
    HIPCONV_DYNAMIC_SHARED(float, shared);
    SourceType* const w_tile = reinterpret_cast<SourceType*>(shared);   // [tap][kBlockGroups][kOutputs][kReduced]
    SourceType* const zero_row = w_tile + params.taps * kWPerTap;        // kZeroRow zeros
    SourceType* const staged_tile = zero_row + kZeroRow;                 // [staged row][pitch][kStagedPitch]
    const int tid = threadIdx.x;
    const int lane = tid % 32;
    const int block_group = tid / 32;                                    // the warp's group
    const Index g0 = static_cast<Index>(blockIdx.y) * kBlockGroups;

    // W of the block's groups (zero past G) into w_tile's [tap][group][k][c]: kWVector
    // consecutive c of one (tap, group, k) per load and store (W's contiguous axis)
    for (int32_t e = tid * kWVector; e < params.taps * kWPerTap; e += kThreads * kWVector) {
        const int c0 = e % kReduced;
        const int k = e / kReduced % kOutputs;
        const Index group = g0 + e / (kReduced * kOutputs) % kBlockGroups;
        const int32_t tap = e / kWPerTap;
        hipconv::Vec<SourceType, kWVector> w;
        if (group < params.groups)
            w = hipconv::load_vec<kWVector>(params.w + group * params.w_stride_g + k * params.w_stride_k + tap * kReduced + c0);
        else
            for (int i = 0; i < kWVector; ++i)
                w.v[i] = hipconv::from_float<SourceType>(0.0f);
        hipconv::store_vec<kWVector>(w_tile + e, w);
    }
    if (tid < kZeroRow)
        zero_row[tid] = hipconv::from_float<SourceType>(0.0f);

    // This thread's staging copies: one vector of every kStageStep-th staged position.
    // A vector lies inside one group's channels (few channels: kStageWidth divides
    // kReduced, rule depthwise-tile) or spans kStageWidth groups of one channel
    // (depthwise: G % kStageWidth == 0, supports()).
    const int stage_vector = tid % kStageVectors;
    const int stage_first = tid / kStageVectors;
    const Index stage_group = g0 + stage_vector * kStageWidth / kReduced;
    const Index source_groups = stage_group * params.x_stride_g + stage_vector * kStageWidth % kReduced;
    const bool stage_groups = stage_group < params.groups;
    const TileOrigin tile = tile_origin(params, static_cast<int32_t>(blockIdx.x));
    // The staged tile's first position: the one the tile's first output position reads
    // with tap 0.
    const Index stage_column0 = first_reach(params, kColumnAxis, tile.column0);
    const Index stage_row0 = first_reach(params, kRowAxis, tile.row0);
    const Index source_tile = tile.n * params.x_stride_n + source_groups;

    float acc[kChunks][kOutputTiles][kChunkOutputs];
    for (int c = 0; c < kChunks; ++c)
        for (int j = 0; j < kOutputTiles; ++j)
            for (int e = 0; e < kChunkOutputs; ++e)
                acc[c][j][e] = 0.0f;

    {
        const Index source_plane = source_tile;
        constexpr Index tap0 = 0;
        __syncthreads();   // W is staged; the previous plane is consumed
        stage_tile(params, staged_tile, source_plane, stage_row0, stage_column0, stage_groups, stage_vector, stage_first);
        hipconv::cp_async_wait_all();
        __syncthreads();
        accumulate_plane(params, acc, staged_tile, w_tile + tap0 * kWPerTap, zero_row, block_group, lane);
    }
    store_tile<kActivation>(params, acc, tile, g0 + block_group, lane);
}

// ---------------------------------------------------------------- host side

int64_t tile_count(const hipconv_problem* p) {
    const int last = p->spatial_dim - 1;
    int64_t tiles = p->batch * hipconv::ceil_div(p->output[last], kTileColumns);
    tiles *= hipconv::ceil_div(p->output[last - 1], kTileRows) * hipconv::product(p->output, last - 1);
    return tiles;
}

int64_t group_tiles(const hipconv_problem* p) {
    return hipconv::ceil_div(p->groups, kBlockGroups);
}

// Sets the staging fields of `params` for a staged tile of staged_rows x staged_columns
// positions (params.taps of W beside it) and launches `kernel` on `tiles` x the group
// tiles.
// The dynamic shared memory each kernel variant was allowed, per device: <0, 0> first,
// then the register windows in the order of the selections below; each per activation kernel (common.mako).
hipconv::PerDeviceValue shared_memory_allowed[4];

int32_t launch(Params& params, void (*kernel)(Params), int variant, int staged_rows, int staged_columns,
               int64_t tiles, const hipconv_problem* p, void* stream) {
    params.staged_rows = staged_rows;
    params.staged_columns = staged_columns;
    params.pitch_shift = pitch_shift(staged_columns);
    params.stage_row_step = kStageStep / staged_columns;
    params.stage_column_step = kStageStep % staged_columns;
    params.by_staged_columns = hipconv::FastDivmod(staged_columns);
    const int64_t bytes = shared_bytes(params.taps, staged_rows, staged_columns);
    if (const int32_t opted = hipconv::ensure_dynamic_shared_memory(shared_memory_allowed[variant], kernel, bytes))
        return opted;
    const dim3 grid(static_cast<unsigned>(tiles), static_cast<unsigned>(group_tiles(p)), 1);
    hipLaunchKernelGGL(kernel, grid, dim3(kThreads), static_cast<size_t>(bytes),
                       static_cast<hipStream_t>(stream), params);
    return hipconv::launch_status();
}

}  // namespace

extern "C" int32_t hipconv_fwd_2d_bf16_few_tile_c8_mma_r8_supports(const hipconv_problem* p) {
    if (p == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    if (p->spatial_dim != 2)
        return HIPCONV_REFUSED_SPATIAL_DIM;
    if (!hipconv::problem_is_valid(*p))
        return HIPCONV_REFUSED_INVALID_PROBLEM;
    if (p->in_channels % 8 != 0)   // x, w: vectors of 8 along C
        return HIPCONV_REFUSED_C_VECTOR;
    if (p->out_channels % 2 != 0)   // y: vectors of 2 along K
        return HIPCONV_REFUSED_K_VECTOR;
    if (!hipconv::strides_addressable(*p, hipconv::Role::X, Params::kXAxes, 8, false))
        return HIPCONV_REFUSED_STRIDES;
    if (!hipconv::strides_addressable(*p, hipconv::Role::W, Params::kWAxes, 8, false))
        return HIPCONV_REFUSED_STRIDES;
    if (!hipconv::strides_addressable(*p, hipconv::Role::Y, Params::kYAxes, 8, true))
        return HIPCONV_REFUSED_STRIDES;
    // 32-bit indices: the sizes, and the offsets each tensor's kernels form (plan.index_reach)
    if (!hipconv::fits_32bit_indices(*p) ||
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::X, Params::kXAxes, {true, 14}) ||   // x: the window (padding and filter reach) and 14 strides past the end
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::W, Params::kWAxes, {false, 0}) ||   // w: its elements
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::Y, Params::kYAxes, {false, 0}))   // y: its elements
        return HIPCONV_REFUSED_INDEX_RANGE;
    static hipconv::PerDeviceValue shared_room;   // the device query, once per device
    if (!hipconv::kernel_runs_on_device(shared_room, fwd_2d_bf16_few_tile_c8_mma_r8_kernel<0, 0, 0>, 0))
        return HIPCONV_REFUSED_DEVICE;

    if (p->in_channels != kReduced || p->out_channels != kOutputs)
        return HIPCONV_REFUSED_FEW_CHANNELS;
    if (!hipconv::kernel_runs_on_device(shared_room, fwd_2d_bf16_few_tile_c8_mma_r8_kernel<0, 0, 0>, shared_bytes(p)))
        return HIPCONV_REFUSED_DEPTHWISE_TILE;
    if (tile_count(p) > hipconv::kMaxGridX || group_tiles(p) > hipconv::kMaxGridYZ)
        return HIPCONV_REFUSED_GRID_LIMIT;
    return HIPCONV_OK;
}

extern "C" int64_t hipconv_fwd_2d_bf16_few_tile_c8_mma_r8_workspace_size(const hipconv_problem* p) {
    (void)p;
    return 0;   // the output is written directly
}

extern "C" int32_t hipconv_fwd_2d_bf16_few_tile_c8_mma_r8_split_k(const hipconv_problem* p) {
    (void)p;
    return 1;
}

extern "C" int32_t hipconv_fwd_2d_bf16_few_tile_c8_mma_r8_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    (void)workspace;
    const int32_t status = hipconv_fwd_2d_bf16_few_tile_c8_mma_r8_supports(p);
    if (status != HIPCONV_OK)
        return status;
    if (tensors == nullptr || tensors->x == nullptr || tensors->w == nullptr || tensors->y == nullptr)
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
    params.bias = static_cast<const YType*>(args.bias);
    params.activation = args.activation;
    params.activation_form = hipconv::epilogue::activation_form(args.activation);
    params.groups = static_cast<Index>(p->groups);
    const int last = p->spatial_dim - 1;
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

    params.taps = static_cast<Index>(hipconv::product(p->filter, p->spatial_dim));
    params.by_column_tiles = hipconv::FastDivmod(static_cast<int32_t>(hipconv::ceil_div(p->output[last], kTileColumns)));
    params.plane_taps = static_cast<Index>(p->filter[last] * p->filter[last - 1]);
    params.by_row_tiles = hipconv::FastDivmod(static_cast<int32_t>(hipconv::ceil_div(p->output[last - 1], kTileRows)));
    // The kernel compiled for this filter width and stride (dilation 1 along the
    // innermost axis), or the one for any width and stride.
    const int activation = hipconv::epilogue::activation_kernel(params.activation);   // 0: no activation code
    void (*kernel)(Params) = hipconv::epilogue::kernel_of_activation(activation, fwd_2d_bf16_few_tile_c8_mma_r8_kernel<0, 0, 0>, fwd_2d_bf16_few_tile_c8_mma_r8_kernel<0, 0, 1>, fwd_2d_bf16_few_tile_c8_mma_r8_kernel<0, 0, 2>, fwd_2d_bf16_few_tile_c8_mma_r8_kernel<0, 0, 3>);
    int variant = activation;
    return launch(params, kernel, variant, static_cast<int>(staged_extent(p, last - 1, kTileRows)),
                  static_cast<int>(staged_extent(p, last, kTileColumns)), tile_count(p), p, stream);
}

}  // namespace hipconv_instance_fwd_2d_bf16_few_tile_c8_mma_r8
