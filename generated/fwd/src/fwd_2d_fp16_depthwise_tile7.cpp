// @generated from specs/fwd.yaml, instance fwd_2d_fp16_depthwise_tile7; do not edit.
// Regenerate with: python -m codegen specs/fwd.yaml
//
// signature: forward, 2D, x NHWGC fp16, w GKYXC fp16, y NHWGK fp16,
//            accumulate fp32, epilogue acc
// algorithm: staged tile (depthwise, 8 tile rows), block 16x32x7, thread 1x4 (128 threads),
//            vectors x 8 / w 1 / y 4, 32-bit indices,
//            registers for 8 resident blocks per SM
// targets:   gfx90a, gfx940, sm_80, sm_90a
//
// Depthwise forward (C = K = 1 per group), stride 1, over a staged X tile:
//   Y[n, o.., g, 0] = sum over the taps f.. of X[n, o.. - pad + f*dilation, g, 0] * W[g, 0, f.., 0]
// (X zero outside the input).
//
// A block owns a tile of kTileRows x kTileColumns output positions along the innermost
// two axes of one (n) and kBlockGroups groups.  It stages W of
// its groups (fp32 [tap][group]) and the X the tile's taps reach (the tile grown by
// the filter's reach, (filter - 1) * dilation, [row][column][group] in its own type, zero
// outside the tensor) in shared memory, sized per problem; then a thread sums kPositions
// consecutive positions of one tile row x kGroupsPerThread groups from shared memory
// (fp32 arithmetic), without bounds tests.
// The kernel is compiled for the (filter width, stride) pairs (3, 1), (5, 1) with
// dilation 1 along the innermost axis (kFilterWidth, kStride: each tap row's loads are a
// window of (kPositions - 1) * kStride + kFilterWidth staged columns) and for any width
// and stride (kFilterWidth 0).
#include <stdint.h>

#include "hipconv/platform.h"
#include "hipconv/numeric.h"
#include "hipconv/host.h"
#include "hipconv/epilogue.h"
#include "hipconv_fwd.h"

// Everything below is in this instance's own namespace (closed at the end of the file), so
// that several instance sources can be compiled as one translation unit (the build option
// HIPCONV_BATCH_SIZE); the exported extern "C" functions keep their C names.
namespace hipconv_instance_fwd_2d_fp16_depthwise_tile7 {

namespace {

using Index = int32_t;
using XType = hipconv::half_t;   // X, staged
using WType = hipconv::half_t;
using YType = hipconv::half_t;   // Y, written
using SourceType = XType;                 // the staged tensor
using TargetType = YType;                 // the output
constexpr int kSpatialDims = 2;
constexpr int kGroupsPerThread = 4;
constexpr int kReduced = 1;                          // X channels per group (C)
constexpr int kOutputs = 1;                          // output channels per group (K)
constexpr int kBlockGroups = 32;
constexpr int kStagedChannels = kBlockGroups * kReduced;   // staged elements per position
constexpr int kStagedPitch = 32;                     // elements from one staged position to the next
constexpr int kLanes = kBlockGroups / kGroupsPerThread;   // threads along the groups
constexpr int kThreadStaged = kGroupsPerThread * kReduced;   // a thread's staged elements of one position
constexpr int kThreadOutputs = kGroupsPerThread * kOutputs;  // its outputs of one position (and W values per (tap, c))
constexpr int kPositions = 7;                        // per thread, along the innermost axis
constexpr int kStrips = 16;                            // strips of kPositions positions per block
constexpr int kTileRows = 8;
constexpr int kStripsPerRow = kStrips / kTileRows;
constexpr int kTileColumns = kStripsPerRow * kPositions;   // = 14
constexpr int kThreads = kStrips * kLanes;           // = 128
constexpr int kStageWidth = 8;                      // staging load along G (vector.x)
constexpr int kStageVectors = kStagedChannels / kStageWidth;   // staging loads per staged position
constexpr int kStageStep = kThreads / kStageVectors;          // staged positions the block loads at once
constexpr int kStageBytes = 16;                     // one staging copy (hipconv::cp_async)
constexpr int kColumnAxis = kSpatialDims - 1;
constexpr int kRowAxis = kSpatialDims - 2;
static_assert(kThreads == 128, "thread count");
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

// Shared memory of one block, bytes: W [taps][kReduced][kBlockGroups][kOutputs] as fp32,
// then the staged tile [staged rows][pitch][kStagedPitch] as SourceType (16-byte
// aligned: kStagedChannels is a multiple of 4); a row's columns past the staged ones are
// never written nor read.
int64_t shared_bytes(int64_t taps, int64_t staged_rows, int64_t staged_columns) {
    return taps * 4 * kReduced * kBlockGroups * kOutputs +
           staged_rows * (int64_t{1} << pitch_shift(staged_columns)) * static_cast<int64_t>(sizeof(SourceType)) * kStagedPitch;
}

// ... for the problem's whole filter: what a launch takes.
int64_t shared_bytes(const hipconv_problem* p) {
    const int last = p->spatial_dim - 1;
    return shared_bytes(hipconv::product(p->filter, p->spatial_dim), staged_extent(p, last - 1, kTileRows),
                        staged_extent(p, last, kTileColumns));
}

// One tap row: acc[j][v * kOutputs + o] += sum over the row's taps s and the staged
// channels r of the staged value (v, r) at column j * stride + s * dilation x W[s][r][v][o],
// for the thread's kGroupsPerThread groups v.  `staged` points at the thread's values of
// the staged column of its first position; `w_row` at its W of the row's first tap (W of
// tap s and channel r: kWStep floats further per step).
template <int kFilterWidth, int kStride>
HIPCONV_DEVICE_INLINE void accumulate_row(float (&acc)[kPositions][kThreadOutputs], const SourceType* staged,
                                          const float* w_row, Index width, Index dilation, Index stride) {
    constexpr int kWStep = kBlockGroups * kOutputs;   // floats from one (tap, channel) row of W to the next
    if constexpr (kFilterWidth > 0) {
        (void)width;
        (void)dilation;
        (void)stride;
        constexpr int kWindow = (kPositions - 1) * kStride + kFilterWidth;
        float window[kWindow][kThreadStaged];
        for (int c = 0; c < kWindow; ++c)
            hipconv::load_floats<kThreadStaged>(staged + c * kStagedPitch, window[c]);
        for (int s = 0; s < kFilterWidth; ++s)
            for (int r = 0; r < kReduced; ++r) {
                float w[kThreadOutputs];
                hipconv::load_floats<kThreadOutputs>(w_row + (s * kReduced + r) * kWStep, w);
                for (int j = 0; j < kPositions; ++j)
                    for (int v = 0; v < kGroupsPerThread; ++v)
                        for (int o = 0; o < kOutputs; ++o)
                            acc[j][v * kOutputs + o] += window[j * kStride + s][v * kReduced + r] * w[v * kOutputs + o];
            }
    } else {
#pragma unroll 1
        for (Index s = 0; s < width; ++s) {   // one tap at a time: unrolled it spills (sm_90a)
            const SourceType* const column = staged + s * dilation * kStagedPitch;
            for (int j = 0; j < kPositions; ++j) {
                float value[kThreadStaged];
                hipconv::load_floats<kThreadStaged>(column + j * stride * kStagedPitch, value);
                for (int r = 0; r < kReduced; ++r) {
                    float w[kThreadOutputs];
                    hipconv::load_floats<kThreadOutputs>(w_row + (s * kReduced + r) * kWStep, w);
                    for (int v = 0; v < kGroupsPerThread; ++v)
                        for (int o = 0; o < kOutputs; ++o)
                            acc[j][v * kOutputs + o] += value[v * kReduced + r] * w[v * kOutputs + o];
                }
            }
        }
    }
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

// The tap rows of one staged plane into acc: output row r of the tile reads staged row
// r * stride + f * dilation; `w_plane` points at the thread's W of the plane's first tap.
template <int kFilterWidth, int kStride>
HIPCONV_DEVICE_INLINE void accumulate_plane(const Params& params, float (&acc)[kPositions][kThreadOutputs],
                                            const SourceType* staged_tile, const float* w_plane, int strip_row, int strip_column,
                                            int lane) {
    for (Index f = 0; f < params.filter[kRowAxis]; ++f) {
        const int staged_row = strip_row * static_cast<int>(params.stride[kRowAxis]) + static_cast<int>(f * params.dilation[kRowAxis]);
        const SourceType* const staged = staged_tile + ((static_cast<Index>(staged_row) << params.pitch_shift) + strip_column * params.stride[kColumnAxis]) * kStagedPitch +
                                         lane * kThreadStaged;
        const float* const w_row = w_plane + f * params.filter[kColumnAxis] * kReduced * kBlockGroups * kOutputs;
        accumulate_row<kFilterWidth, kStride>(acc, staged, w_row, params.filter[kColumnAxis], params.dilation[kColumnAxis],
                                              params.stride[kColumnAxis]);
    }
}

// The thread's outputs of `tile`: kPositions positions of its strip (those inside the
// output) x its groups, through the epilogue.
template <int kActivation>
HIPCONV_DEVICE_INLINE void store_tile(const Params& params, const float (&acc)[kPositions][kThreadOutputs], const TileOrigin& tile,
                                      Index g, int strip_row, int strip_column) {
    const Index i_row = tile.row0 + strip_row;
    if (g >= params.groups || i_row >= params.output[kRowAxis])
        return;
    Index target_offset = tile.n * params.y_stride_n + g * params.y_stride_g;
    target_offset += i_row * params.y_stride_s[kRowAxis];
    for (int j = 0; j < kPositions; ++j) {
        const Index i_column = tile.column0 + strip_column + j;
        if (i_column >= params.output[kColumnAxis])
            break;
        const Index at = target_offset + i_column * params.y_stride_s[kColumnAxis];   // output offset of position j
        hipconv::Vec<TargetType, kThreadOutputs> out;
        for (int e = 0; e < kGroupsPerThread; ++e)
            out.v[e] = hipconv::from_float<TargetType>(hipconv::optional_epilogue<kActivation>(acc[j][e], params.bias, g + e, params.activation_form));
        hipconv::store_vec<kThreadOutputs>(params.y + at, out);
    }
}

template <int kFilterWidth, int kStride, int kActivation>
__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, 8) fwd_2d_fp16_depthwise_tile7_kernel(Params params) {
    HIPCONV_DYNAMIC_SHARED(float, shared);
    float* const w_tile = shared;                                 // [tap][kReduced][kBlockGroups][kOutputs]
    SourceType* const staged_tile = reinterpret_cast<SourceType*>(shared + params.taps * kReduced * kBlockGroups * kOutputs);   // [staged row][pitch][kStagedPitch]
    const int tid = threadIdx.x;
    const int lane = tid % kLanes;
    const int strip = tid / kLanes;
    const int strip_row = strip / kStripsPerRow;                 // in the tile
    const int strip_column = strip % kStripsPerRow * kPositions;
    const Index g0 = static_cast<Index>(blockIdx.y) * kBlockGroups;

    // W of the block's groups (zero past G)
    for (Index e = tid; e < params.taps * kReduced * kBlockGroups * kOutputs; e += kThreads) {
        const int o = static_cast<int>(e % kOutputs);
        const Index group = g0 + e / kOutputs % kBlockGroups;
        const int r = static_cast<int>(e / (kOutputs * kBlockGroups) % kReduced);
        const Index tap = e / (kOutputs * kBlockGroups * kReduced);
        const Index k = o, c = r;
        w_tile[e] = group < params.groups
            ? hipconv::to_float(params.w[group * params.w_stride_g + k * params.w_stride_k + tap * kReduced + c])   // taps lie C apart
            : 0.0f;
    }

    // This thread's staging copies: one vector of every kStageStep-th staged position.
    // A vector lies inside one group's channels (few channels: kStageWidth divides
    // kReduced, rule depthwise-tile) or spans kStageWidth groups of one channel
    // (depthwise: G % kStageWidth == 0, supports()).
    const int stage_vector = tid % kStageVectors;
    const int stage_first = tid / kStageVectors;
    const Index stage_group = g0 + stage_vector * kStageWidth / kReduced;
    const Index source_groups = stage_group * params.x_stride_g + stage_vector * kStageWidth % kReduced;
    const bool stage_groups = stage_group < params.groups;
    const float* const w_thread = w_tile + lane * kThreadOutputs;
    const Index g = g0 + lane * kGroupsPerThread;
    const TileOrigin tile = tile_origin(params, static_cast<int32_t>(blockIdx.x));
    // The staged tile's first position: the one the tile's first output position reads
    // with tap 0.
    const Index stage_column0 = first_reach(params, kColumnAxis, tile.column0);
    const Index stage_row0 = first_reach(params, kRowAxis, tile.row0);
    const Index source_tile = tile.n * params.x_stride_n + source_groups;

    float acc[kPositions][kThreadOutputs];
    for (int j = 0; j < kPositions; ++j)
        for (int e = 0; e < kThreadOutputs; ++e)
            acc[j][e] = 0.0f;

    {
        const Index source_plane = source_tile;
        constexpr Index tap0 = 0;
        __syncthreads();   // W is staged; the previous plane is consumed
        stage_tile(params, staged_tile, source_plane, stage_row0, stage_column0, stage_groups, stage_vector, stage_first);
        hipconv::cp_async_wait_all();
        __syncthreads();
        accumulate_plane<kFilterWidth, kStride>(params, acc, staged_tile, w_thread + tap0 * kReduced * kBlockGroups * kOutputs,
                                                strip_row, strip_column, lane);
    }
    store_tile<kActivation>(params, acc, tile, g, strip_row, strip_column);
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
hipconv::PerDeviceValue shared_memory_allowed[12];

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

extern "C" int32_t hipconv_fwd_2d_fp16_depthwise_tile7_supports(const hipconv_problem* p) {
    if (p == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    if (p->spatial_dim != 2)
        return HIPCONV_REFUSED_SPATIAL_DIM;
    if (!hipconv::problem_is_valid(*p))
        return HIPCONV_REFUSED_INVALID_PROBLEM;
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
    if (!hipconv::kernel_runs_on_device(shared_room, fwd_2d_fp16_depthwise_tile7_kernel<0, 0, 0>, 0))
        return HIPCONV_REFUSED_DEVICE;

    if (p->in_channels != 1 || p->out_channels != 1)
        return HIPCONV_REFUSED_NOT_DEPTHWISE;
    if (p->groups % 8 != 0)
        return HIPCONV_REFUSED_GROUP_VECTOR;
    if (!hipconv::kernel_runs_on_device(shared_room, fwd_2d_fp16_depthwise_tile7_kernel<0, 0, 0>, shared_bytes(p)))
        return HIPCONV_REFUSED_DEPTHWISE_TILE;
    if (tile_count(p) > hipconv::kMaxGridX || group_tiles(p) > hipconv::kMaxGridYZ)
        return HIPCONV_REFUSED_GRID_LIMIT;
    return HIPCONV_OK;
}

extern "C" int64_t hipconv_fwd_2d_fp16_depthwise_tile7_workspace_size(const hipconv_problem* p) {
    (void)p;
    return 0;   // the output is written directly
}

extern "C" int32_t hipconv_fwd_2d_fp16_depthwise_tile7_split_k(const hipconv_problem* p) {
    (void)p;
    return 1;
}

extern "C" int32_t hipconv_fwd_2d_fp16_depthwise_tile7_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    (void)workspace;
    const int32_t status = hipconv_fwd_2d_fp16_depthwise_tile7_supports(p);
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
    void (*kernel)(Params) = hipconv::epilogue::kernel_of_activation(activation, fwd_2d_fp16_depthwise_tile7_kernel<0, 0, 0>, fwd_2d_fp16_depthwise_tile7_kernel<0, 0, 1>, fwd_2d_fp16_depthwise_tile7_kernel<0, 0, 2>, fwd_2d_fp16_depthwise_tile7_kernel<0, 0, 3>);
    int variant = activation;
    if (p->filter[last] == 3 && p->stride[last] == 1 && p->dilation[last] == 1) {
        kernel = hipconv::epilogue::kernel_of_activation(activation, fwd_2d_fp16_depthwise_tile7_kernel<3, 1, 0>, fwd_2d_fp16_depthwise_tile7_kernel<3, 1, 1>, fwd_2d_fp16_depthwise_tile7_kernel<3, 1, 2>, fwd_2d_fp16_depthwise_tile7_kernel<3, 1, 3>);
        variant = 4 + activation;
    }
    if (p->filter[last] == 5 && p->stride[last] == 1 && p->dilation[last] == 1) {
        kernel = hipconv::epilogue::kernel_of_activation(activation, fwd_2d_fp16_depthwise_tile7_kernel<5, 1, 0>, fwd_2d_fp16_depthwise_tile7_kernel<5, 1, 1>, fwd_2d_fp16_depthwise_tile7_kernel<5, 1, 2>, fwd_2d_fp16_depthwise_tile7_kernel<5, 1, 3>);
        variant = 8 + activation;
    }
    return launch(params, kernel, variant, static_cast<int>(staged_extent(p, last - 1, kTileRows)),
                  static_cast<int>(staged_extent(p, last, kTileColumns)), tile_count(p), p, stream);
}

}  // namespace hipconv_instance_fwd_2d_fp16_depthwise_tile7
