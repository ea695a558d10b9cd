<%page args="plan"/>\
<%namespace name="common" file="/kernels/common.mako"/>\
<%namespace name="mma" file="/kernels/staged_tile_mma.mako"/>\
<%
    D = plan.dims
    alg = plan.alg
    tile = plan.tile
    V = tile.groups_per_thread
    few = tile.few_channels
    rows_axis = D >= 2
    src, dst = tile.source, tile.target          # role letters: the staged tensor, the output
    SRC, DST = tile.source_pointer, plan.output_pointer
%>\
${common.banner(plan)}
//
% if tile.flip and few:
// Few-channel backward-data (C = K = ${tile.channels} per group), any stride, over a staged dY tile:
//   dX[n, i.., g, c] = sum over the taps f.. and k of dY[n, (i.. + pad - f*dilation) / stride, g, k] * W[g, k, f.., c]
% elif tile.flip:
// Depthwise backward-data (C = K = 1 per group), any stride, over a staged dY tile:
//   dX[n, i.., g, 0] = sum over the taps f.. of dY[n, (i.. + pad - f*dilation) / stride, g, 0] * W[g, 0, f.., 0]
% elif few:
// Few-channel forward (C = K = ${tile.channels} per group), any stride, over a staged X tile:
//   Y[n, o.., g, k] = sum over the taps f.. and c of X[n, o..*stride - pad + f*dilation, g, c] * W[g, k, f.., c]
// (X zero outside the input).
% else:
// Depthwise forward (C = K = 1 per group), stride 1, over a staged X tile:
//   Y[n, o.., g, 0] = sum over the taps f.. of X[n, o.. - pad + f*dilation, g, 0] * W[g, 0, f.., 0]
// (X zero outside the input).
% endif
% if tile.flip:
// (the taps f with (i + pad - f*dilation) a multiple of the stride; dY zero outside the
// output).  Run as one launch per stride phase of the tile's axes (PhaseAxis: the dX
// positions i = stride*m + residue - pad of one residue of i + pad; at stride 1 the
// whole filter): a correlation of dY with the phase's taps, which the block stages
// flipped (W'[k'] = W[tap0 + (taps - 1 - k')*tap_step], every axis), so that
//   dX[i(m)] = sum over k' of dY[m - base - (taps - 1)*reach + k'*reach] * W'[k'].
% endif
//
// A block owns a tile of kTileRows x kTileColumns output positions along the innermost
// two axes${" (one row in 1D)" if D == 1 else ""} of one (n${", outer positions" if D > 2 else ""}) and kBlockGroups groups.  It stages W of
% if tile.mma:
// its groups (${"[tap][group][c][k]" if tile.flip else "[tap][group][k][c]"} in the ${tile.source_name}'s type) and the ${tile.source_name} the tile's taps reach (${"the tile grown" if tile.flip else "(tile - 1) * stride +"}
// ${"by the filter's reach, (filter - 1) * dilation" if tile.flip else "(filter - 1) * dilation + 1 positions per axis"}, [row][column][group][${"k" if tile.flip else "c"}] in its own
// type, 16 bytes of padding per position, zero outside the tensor) in shared memory, sized
// per problem; then a warp per group multiplies, for every 16 positions of the tile and every
% if tile.step_taps > 1:
// two taps, 16 x 16 staged values by the taps' 16 x ${tile.channels} W on tensor cores (mma.m16n8k16, fp32
% else:
// tap, 16 x 16 staged values by the tap's 16 x ${tile.channels} W on tensor cores (mma.m16n8k16, fp32
% endif
// accumulators; kernels/staged_tile_mma.mako), without bounds tests.
% elif few:
// its groups (fp32 [tap][${"k" if tile.flip else "c"}][group][${"c" if tile.flip else "k"}]) and the ${tile.source_name} the tile's taps reach (${"the tile grown" if tile.flip else "(tile - 1) * stride +"}
// ${"by the filter's reach, (filter - 1) * dilation" if tile.flip else "(filter - 1) * dilation + 1 positions per axis"}, [row][column][group][${"k" if tile.flip else "c"}] in its own
// type, zero outside the tensor) in shared memory, sized per problem; then a thread sums
// kPositions consecutive positions of one tile row x the kOutputs channels of one group
// from shared memory (fp32 arithmetic), without bounds tests.
% else:
// its groups (fp32 [tap][group]) and the ${tile.source_name} the tile's taps reach (the tile grown by
// the filter's reach, (filter - 1) * dilation, [row][column][group] in its own type, zero
// outside the tensor) in shared memory, sized per problem; then a thread sums kPositions
// consecutive positions of one tile row x kGroupsPerThread groups from shared memory
// (fp32 arithmetic), without bounds tests.
% endif
% if tile.windows:
// The kernel is compiled for the (filter width, stride) pairs ${", ".join(f"({w}, {st})" for w, st in tile.windows)} with
// dilation 1 along the innermost axis (kFilterWidth, kStride: each tap row's loads are a
// window of (kPositions - 1) * kStride + kFilterWidth staged columns) and for any width
// and stride (kFilterWidth 0).
% else:
// The kernel is compiled for any filter width (kFilterWidth 0: a tap at a time; a window
// of a tap row would not fit the registers).
% endif
% if D > 2:
// The outer axes' taps each stage one plane (the blocks of a plane meet at barriers).
% endif
${common.includes(plan)}

namespace {

using Index = ${plan.index_type};
using XType = ${plan.ctype("x")};   // ${"dX, written" if tile.flip else "X, staged"}
using WType = ${plan.ctype("w")};
using YType = ${plan.ctype("y")};   // ${"dY, staged" if tile.flip else "Y, written"}
using SourceType = ${src.upper()}Type;                 // the staged tensor
using TargetType = ${dst.upper()}Type;                 // the output
constexpr int kSpatialDims = ${D};
constexpr int kGroupsPerThread = ${V};
constexpr int kReduced = ${tile.channels};                          // ${tile.source_name} channels per group (${"K" if tile.flip else "C"})
constexpr int kOutputs = ${tile.channels};                          // output channels per group (${"C" if tile.flip else "K"})
constexpr int kBlockGroups = ${tile.block_groups};
constexpr int kStagedChannels = kBlockGroups * kReduced;   // staged elements per position
constexpr int kStagedPitch = ${tile.staged_pitch};                     // elements from one staged position to the next
% if not tile.mma:
constexpr int kLanes = kBlockGroups / kGroupsPerThread;   // threads along the groups
constexpr int kThreadStaged = kGroupsPerThread * kReduced;   // a thread's staged elements of one position
constexpr int kThreadOutputs = kGroupsPerThread * kOutputs;  // its outputs of one position (and W values per (tap, ${"k" if tile.flip else "c"}))
% endif
% if few and not tile.mma:
constexpr int kStoreWidth = ${plan.vec(dst)};                        // output store along ${"C" if tile.flip else "K"} (vector.${dst})
% endif
constexpr int kPositions = ${tile.positions};                        // ${"a strip's" if tile.mma else "per thread,"} along the innermost axis
constexpr int kStrips = ${alg.block.m};                            // strips of kPositions positions per block
constexpr int kTileRows = ${tile.rows};
constexpr int kStripsPerRow = kStrips / kTileRows;
constexpr int kTileColumns = kStripsPerRow * kPositions;   // = ${tile.columns}
% if tile.mma:
constexpr int kThreads = kBlockGroups * 32;          // a warp per group: ${plan.threads}
${mma.constants(plan)}\
% else:
constexpr int kThreads = kStrips * kLanes;           // = ${plan.threads}
% endif
constexpr int kStageWidth = ${tile.load_vector};                      // staging load along G${" x " + ("K" if tile.flip else "C") if few else ""} (vector.${src})
constexpr int kStageVectors = kStagedChannels / kStageWidth;   // staging loads per staged position
constexpr int kStageStep = kThreads / kStageVectors;          // staged positions the block loads at once
constexpr int kStageBytes = ${tile.stage_bytes};                     // one staging copy (hipconv::cp_async)
% if tile.mma:
constexpr int kWVector = ${plan.vec("w")};                        // W staging load along C (vector.w)
% endif
constexpr int kColumnAxis = kSpatialDims - 1;
% if rows_axis:
constexpr int kRowAxis = kSpatialDims - 2;
% endif
static_assert(kThreads == ${plan.threads}, "thread count");
static_assert(kThreads % kStageVectors == 0, "rule depthwise-tile: whole staged positions per pass");

% if tile.flip:
// One axis of a backward-data stride phase, in the kernel's coordinate m: the dX
// positions i = stride * m + residue - pad, m in [first, first + count), take the taps
// tap0 + k * tap_step (k < taps) of the filter from dY[m - base - k * reach]
// (hipconv::stride_phase_taps).  The block stages those taps flipped, so that a phase is
// a stride-1 correlation of dY with a filter of `taps` taps at dilation `reach`; at stride
// 1 the one phase is the whole filter (m = i + pad, reach = dilation, base 0).
struct PhaseAxis {
    Index residue, first, count;
    Index taps, tap0, tap_step, reach, base;
};

% endif
struct Params {
    const SourceType* __restrict__ ${SRC};
    const WType* __restrict__ w;
    TargetType* __restrict__ ${DST};
${common.epilogue_fields(plan)}    Index groups;
    Index taps;                                      // ${"taps of the phase: prod(phase[d].taps)" if tile.flip else "prod(filter)"}
    Index plane_taps;                                // taps of one staged plane (the innermost two axes)
% if tile.flip:
    PhaseAxis phase[kSpatialDims];                   // the stride phase this launch computes
    hipconv::FastDivmod by_phase_taps[kSpatialDims]; // n / phase[d].taps (W staging)
% endif
% if rows_axis:
    int staged_rows;                                 // ${"phase_staged_extent()" if tile.flip else "staged_extent()"} of kTileRows, second-innermost axis
% endif
    int staged_columns;                              // ${"phase_staged_extent()" if tile.flip else "staged_extent()"} of kTileColumns, innermost axis
    int pitch_shift;                                 // log2 of the staged rows' pitch in positions: the
                                                     // power of two >= staged_columns
    int stage_row_step, stage_column_step;           // kStageStep staged positions as (rows, columns):
                                                     // kStageStep / staged_columns, kStageStep % staged_columns
    hipconv::FastDivmod by_staged_columns;           // n / staged_columns
    hipconv::FastDivmod by_column_tiles;             // n / column tiles, ceil(${tile.target_extent}[last] / kTileColumns)
% if rows_axis:
    hipconv::FastDivmod by_row_tiles;                // n / row tiles, ceil(${tile.target_extent}[last - 1] / kTileRows)
% endif
% if D > 2:
    hipconv::FastDivmod by_outer[kSpatialDims - 2];  // n / ${tile.target_extent}[d], the outer axes
% endif
${common.geometry_fields(plan)}
};

% if tile.flip:
// The filter's tap (row-major) of the phase's flipped tap k' (row-major over the phase's taps
// per axis, the last fastest): per axis tap0 + (taps - 1 - k'[d]) * tap_step.
HIPCONV_DEVICE_INLINE Index flipped_tap(const Params& params, int32_t phase_tap) {
    Index tap = 0;
    Index tap_stride = 1;
    for (int d = kSpatialDims - 1; d >= 0; --d) {
        const PhaseAxis& a = params.phase[d];
        int32_t k_flipped;
        phase_tap = params.by_phase_taps[d].divmod(phase_tap, k_flipped);
        tap += (a.tap0 + (a.taps - 1 - k_flipped) * a.tap_step) * tap_stride;
        tap_stride *= params.filter[d];
    }
    return tap;
}

% endif
// Staged positions along axis d for a tile of `tile` output positions: ${"the tile grown by" if tile.flip else "the positions its"}
// ${"the filter's reach (at stride 1; a stride phase reaches no further)." if tile.flip else "taps reach, (tile - 1) * stride + (filter - 1) * dilation + 1."}
int64_t staged_extent(const hipconv_problem* p, int d, int64_t tile) {
% if tile.flip:
    return tile + (p->filter[d] - 1) * p->dilation[d];
% else:
    return (tile - 1) * p->stride[d] + (p->filter[d] - 1) * p->dilation[d] + 1;
% endif
}

// log2 of the staged rows' pitch: the power of two >= the staged columns (a staged
// position's row and column are then a shift and a mask of its index).
int pitch_shift(int64_t staged_columns) {
    int shift = 0;
    while ((int64_t{1} << shift) < staged_columns)
        ++shift;
    return shift;
}

% if tile.mma:
// Shared memory of one block, bytes: W [taps][kBlockGroups][kOutputs][kReduced] as SourceType,
% if tile.step_taps > 1:
// a zero row of kZeroRow elements, then the staged tile [staged rows][pitch][kStagedPitch] as
% else:
// then the staged tile [staged rows][pitch][kStagedPitch] as
% endif
// SourceType (16-byte aligned: a tap of W is ${tile.block_groups * tile.channels * tile.channels * 2} bytes); a row's columns past the staged ones are
// never written nor read.
int64_t shared_bytes(int64_t taps, int64_t staged_rows, int64_t staged_columns) {
    int64_t staged = staged_rows * (int64_t{1} << pitch_shift(staged_columns)) * kStagedPitch * static_cast<int64_t>(sizeof(SourceType));
% if tile.store_vector > 2:
    staged = std::max<int64_t>(staged, int64_t{kBlockGroups} * kScratchFloats * 4);   // later the warps' scratch
% endif
    return (taps * kWPerTap${" + kZeroRow" if tile.step_taps > 1 else ""}) * static_cast<int64_t>(sizeof(SourceType)) + staged;
}
% else:
// Shared memory of one block, bytes: W [taps][kReduced][kBlockGroups][kOutputs] as fp32,
// then the staged tile [staged rows][pitch][kStagedPitch] as SourceType (16-byte
// aligned: kStagedChannels is a multiple of 4); a row's columns past the staged ones are
// never written nor read.
int64_t shared_bytes(int64_t taps, int64_t staged_rows, int64_t staged_columns) {
    return taps * 4 * kReduced * kBlockGroups * kOutputs +
           staged_rows * (int64_t{1} << pitch_shift(staged_columns)) * static_cast<int64_t>(sizeof(SourceType)) * kStagedPitch;
}
% endif

// ... for the problem's whole filter: ${"the most any of its stride phases takes" if tile.flip else "what a launch takes"}.
int64_t shared_bytes(const hipconv_problem* p) {
    const int last = p->spatial_dim - 1;
    return shared_bytes(hipconv::product(p->filter, p->spatial_dim), ${"staged_extent(p, last - 1, kTileRows)" if rows_axis else "1"},
                        staged_extent(p, last, kTileColumns));
}

% if not tile.mma:
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

% endif
// The staged tensor's position read by output position `at` with tap 0 along axis d:
// ${"(at: the phase coordinate m) m - base - (taps - 1) * reach, the flipped phase filter's first tap" if tile.flip else "at * stride - pad"}.
HIPCONV_DEVICE_INLINE Index first_reach(const Params& params, int d, Index at) {
% if tile.flip:
    return at - params.phase[d].base - (params.phase[d].taps - 1) * params.phase[d].reach;
% else:
    return at * params.stride[d] - params.pad[d];
% endif
}

// A tile's place: its batch index${", outer positions" if D > 2 else ""}${", first row" if rows_axis else ""} and first column.
struct TileOrigin {
    Index n;
% if D > 2:
    Index outer[kSpatialDims - 2];
% endif
% if rows_axis:
    Index row0;
% endif
    Index column0;
};

// Tile t = ((n${", outer positions.." if D > 2 else ""})${" * row tiles + row tile)" if rows_axis else ""} * column tiles + column tile${" (positions in phase coordinates m)" if tile.flip else ""}.
HIPCONV_DEVICE_INLINE TileOrigin tile_origin(const Params& params, int32_t t) {
    TileOrigin tile;
    int32_t digit;
    t = params.by_column_tiles.divmod(t, digit);
    tile.column0 = ${"params.phase[kColumnAxis].first + " if tile.flip else ""}static_cast<Index>(digit) * kTileColumns;
% if rows_axis:
    t = params.by_row_tiles.divmod(t, digit);
    tile.row0 = ${"params.phase[kRowAxis].first + " if tile.flip else ""}static_cast<Index>(digit) * kTileRows;
% endif
% if D > 2:
    for (int d = kSpatialDims - 3; d >= 0; --d) {
        t = params.by_outer[d].divmod(t, digit);
        tile.outer[d] = ${"params.phase[d].first + " if tile.flip else ""}digit;
    }
% endif
    tile.n = t;
    return tile;
}

// This thread's share of a staged tile: every kStageStep-th of the staged_rows x
// staged_columns positions from (stage_row0, stage_column0) of the plane at
// `source_plane` (its n${", outer positions" if D > 2 else ""} and the thread's groups), vector
// `stage_vector` of each, copied with hipconv::cp_async (asynchronous on NVIDIA: all in
// flight until the caller waits; zeros outside the tensor and past G).  The walk steps
// (row, column) by (stage_row_step, stage_column_step) with a carry; position (row,
// column) lies at (row << pitch_shift) + column in the tile.
HIPCONV_DEVICE_INLINE void stage_tile(const Params& params, SourceType* staged_tile, Index source_plane,
                                      ${"Index stage_row0, " if rows_axis else ""}Index stage_column0, bool stage_groups, int stage_vector,
                                      int stage_first) {
% if rows_axis:
    const int staged_rows = params.staged_rows;
% else:
    constexpr int staged_rows = 1;
% endif
    const int staged_columns = params.staged_columns;
    int stage_column;
    int stage_row = params.by_staged_columns.divmod(stage_first, stage_column);
    while (stage_row < staged_rows) {
        const Index oc = stage_column0 + stage_column;
        bool inside = stage_groups && hipconv::below(oc, params.${tile.source_extent}[kColumnAxis]);
        Index source_at = source_plane + oc * params.${src}_stride_s[kColumnAxis];
% if rows_axis:
        const Index orow = stage_row0 + stage_row;
        inside = inside && hipconv::below(orow, params.${tile.source_extent}[kRowAxis]);
        source_at += orow * params.${src}_stride_s[kRowAxis];
% endif
        hipconv::cp_async<kStageBytes>(staged_tile + ((static_cast<Index>(stage_row) << params.pitch_shift) + stage_column) * kStagedPitch + stage_vector * kStageWidth,
                                       params.${SRC} + (inside ? source_at : 0), inside);
        stage_column += params.stage_column_step;
        stage_row += params.stage_row_step;
        if (stage_column >= staged_columns) {
            stage_column -= staged_columns;
            ++stage_row;
        }
    }
}

% if tile.mma:
${mma.functions(plan)}
% else:
// The tap rows of one staged plane into acc: output row r of the tile reads staged row
// r${" + f * reach (the phase's taps f)" if tile.flip else " * stride + f * dilation"}; `w_plane` points at the thread's W of the plane's first tap.
template <int kFilterWidth, int kStride>
HIPCONV_DEVICE_INLINE void accumulate_plane(const Params& params, float (&acc)[kPositions][kThreadOutputs],
                                            const SourceType* staged_tile, const float* w_plane, int strip_row, int strip_column,
                                            int lane) {
% if rows_axis:
% if tile.flip:
    for (Index f = 0; f < params.phase[kRowAxis].taps; ++f) {
        const int staged_row = strip_row + static_cast<int>(f * params.phase[kRowAxis].reach);
% else:
    for (Index f = 0; f < params.filter[kRowAxis]; ++f) {
        const int staged_row = strip_row * static_cast<int>(params.stride[kRowAxis]) + static_cast<int>(f * params.dilation[kRowAxis]);
% endif
% else:
    (void)strip_row;
    {
        constexpr Index f = 0;
        constexpr int staged_row = 0;
% endif
        const SourceType* const staged = staged_tile + ((static_cast<Index>(staged_row) << params.pitch_shift) + ${"strip_column" if tile.flip else "strip_column * params.stride[kColumnAxis]"}) * kStagedPitch +
                                         lane * kThreadStaged;
% if tile.flip:
        const float* const w_row = w_plane + f * params.phase[kColumnAxis].taps * kReduced * kBlockGroups * kOutputs;
        accumulate_row<kFilterWidth, kStride>(acc, staged, w_row, params.phase[kColumnAxis].taps, params.phase[kColumnAxis].reach, 1);
% else:
        const float* const w_row = w_plane + f * params.filter[kColumnAxis] * kReduced * kBlockGroups * kOutputs;
        accumulate_row<kFilterWidth, kStride>(acc, staged, w_row, params.filter[kColumnAxis], params.dilation[kColumnAxis],
                                              params.stride[kColumnAxis]);
% endif
    }
}

// The thread's outputs of `tile`: kPositions positions of its strip (those inside the
// output) x its groups, through the epilogue.
${common.activation_parameter(plan)}HIPCONV_DEVICE_INLINE void store_tile(const Params& params, const float (&acc)[kPositions][kThreadOutputs], const TileOrigin& tile,
                                      Index g, int strip_row, int strip_column) {
% if rows_axis and tile.flip:
    const Index m_row = tile.row0 + strip_row;
    if (g >= params.groups || m_row >= params.phase[kRowAxis].first + params.phase[kRowAxis].count)
        return;
    const Index i_row = params.stride[kRowAxis] * m_row + params.phase[kRowAxis].residue - params.pad[kRowAxis];
% elif rows_axis:
    const Index i_row = tile.row0 + strip_row;
    if (g >= params.groups || i_row >= params.${tile.target_extent}[kRowAxis])
        return;
% else:
    (void)strip_row;
    if (g >= params.groups)
        return;
% endif
    Index target_offset = tile.n * params.${dst}_stride_n + g * params.${dst}_stride_g;
% if D > 2:
    for (int d = 0; d < kSpatialDims - 2; ++d)
        target_offset += ${"(tile.outer[d] - params.pad[d])" if tile.flip else "tile.outer[d]"} * params.${dst}_stride_s[d];   // ${"stride 1 along the outer axes: i = m - pad" if tile.flip else ""}
% endif
% if rows_axis:
    target_offset += i_row * params.${dst}_stride_s[kRowAxis];
% endif
    for (int j = 0; j < kPositions; ++j) {
% if tile.flip:
        const Index m_column = tile.column0 + strip_column + j;
        if (m_column >= params.phase[kColumnAxis].first + params.phase[kColumnAxis].count)
            break;
        const Index i_column = params.stride[kColumnAxis] * m_column + params.phase[kColumnAxis].residue - params.pad[kColumnAxis];
% else:
        const Index i_column = tile.column0 + strip_column + j;
        if (i_column >= params.${tile.target_extent}[kColumnAxis])
            break;
% endif
        const Index at = target_offset + i_column * params.${dst}_stride_s[kColumnAxis];   // output offset of position j
% if few:
        for (int e0 = 0; e0 < kOutputs; e0 += kStoreWidth) {   // one group's channels: consecutive
            hipconv::Vec<TargetType, kStoreWidth> out;
            for (int e = 0; e < kStoreWidth; ++e)
                out.v[e] = hipconv::from_float<TargetType>(${common.epilogue_value(plan, "acc[j][e0 + e]", at="at + e0 + e", bias_at="g * kOutputs + e0 + e")});
            hipconv::store_vec<kStoreWidth>(params.${DST} + at + e0, out);
        }
% else:
        hipconv::Vec<TargetType, kThreadOutputs> out;
        for (int e = 0; e < kGroupsPerThread; ++e)
            out.v[e] = hipconv::from_float<TargetType>(${common.epilogue_value(plan, "acc[j][e]", at="at + e * params." + dst + "_stride_g", bias_at="g + e")});
        hipconv::store_vec<kThreadOutputs>(params.${DST} + at, out);
% endif
    }
}

% endif
template <int kFilterWidth, int kStride${common.activation_parameter(plan, extra=True)}>
__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, ${alg.min_blocks_per_sm}) ${plan.name}_kernel(Params params) {
    HIPCONV_DYNAMIC_SHARED(float, shared);
% if tile.mma:
    SourceType* const w_tile = reinterpret_cast<SourceType*>(shared);   // [tap][kBlockGroups][kOutputs][kReduced]
%   if tile.step_taps > 1:
    SourceType* const zero_row = w_tile + params.taps * kWPerTap;        // kZeroRow zeros
    SourceType* const staged_tile = zero_row + kZeroRow;                 // [staged row][pitch][kStagedPitch]
%   else:
    SourceType* const staged_tile = w_tile + params.taps * kWPerTap;     // [staged row][pitch][kStagedPitch]
%   endif
    const int tid = threadIdx.x;
    const int lane = tid % 32;
    const int block_group = tid / 32;                                    // the warp's group
% else:
    float* const w_tile = shared;                                 // [tap][kReduced][kBlockGroups][kOutputs]
    SourceType* const staged_tile = reinterpret_cast<SourceType*>(shared + params.taps * kReduced * kBlockGroups * kOutputs);   // [staged row][pitch][kStagedPitch]
    const int tid = threadIdx.x;
    const int lane = tid % kLanes;
    const int strip = tid / kLanes;
    const int strip_row = strip / kStripsPerRow;                 // in the tile
    const int strip_column = strip % kStripsPerRow * kPositions;
% endif
    const Index g0 = static_cast<Index>(blockIdx.y) * kBlockGroups;

% if tile.mma:
% if tile.flip:
    // W of the block's groups (zero past G), the phase's taps, each axis in reverse order (the
    // flipped filter): kWVector consecutive c of one (tap, group, k) per load (W's contiguous
    // axis), scattered into w_tile's [tap][group][c][k]
    for (int32_t e = tid * kWVector; e < params.taps * kWPerTap; e += kThreads * kWVector) {   // [tap][group][k][c]
        const int c0 = e % kOutputs;
        const int k = e / kOutputs % kReduced;
        const int block_group = e / (kOutputs * kReduced) % kBlockGroups;
        const int32_t phase_tap = e / kWPerTap;
        const Index tap = flipped_tap(params, phase_tap);
        const Index group = g0 + block_group;
        hipconv::Vec<SourceType, kWVector> w;
        if (group < params.groups)
            w = hipconv::load_vec<kWVector>(params.w + group * params.w_stride_g + k * params.w_stride_k + tap * kOutputs + c0);
        else
            for (int i = 0; i < kWVector; ++i)
                w.v[i] = hipconv::from_float<SourceType>(0.0f);
        SourceType* const row = w_tile + phase_tap * kWPerTap + (block_group * kOutputs + c0) * kReduced + k;
        for (int i = 0; i < kWVector; ++i)
            row[i * kReduced] = w.v[i];
    }
% else:
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
% endif
% else:
    // W of the block's groups (zero past G)${": the phase's taps, each axis in reverse order (the flipped filter)" if tile.flip else ""}
    for (Index e = tid; e < params.taps * kReduced * kBlockGroups * kOutputs; e += kThreads) {
        const int o = static_cast<int>(e % kOutputs);
        const Index group = g0 + e / kOutputs % kBlockGroups;
        const int r = static_cast<int>(e / (kOutputs * kBlockGroups) % kReduced);
% if tile.flip:
        const Index tap = flipped_tap(params, static_cast<int32_t>(e / (kOutputs * kBlockGroups * kReduced)));
        const Index k = r, c = o;
% else:
        const Index tap = e / (kOutputs * kBlockGroups * kReduced);
        const Index k = o, c = r;
% endif
        w_tile[e] = group < params.groups
            ? hipconv::to_float(params.w[group * params.w_stride_g + k * params.w_stride_k + tap * ${"kOutputs" if tile.flip else "kReduced"} + c])   // taps lie C apart
            : 0.0f;
    }
% endif
% if tile.mma and tile.step_taps > 1:
    if (tid < kZeroRow)
        zero_row[tid] = hipconv::from_float<SourceType>(0.0f);
% endif

    // This thread's staging copies: one vector of every kStageStep-th staged position.
    // A vector lies inside one group's channels (few channels: kStageWidth divides
    // kReduced, rule depthwise-tile) or spans kStageWidth groups of one channel
    // (depthwise: G % kStageWidth == 0, supports()).
    const int stage_vector = tid % kStageVectors;
    const int stage_first = tid / kStageVectors;
    const Index stage_group = g0 + stage_vector * kStageWidth / kReduced;
    const Index source_groups = stage_group * params.${src}_stride_g + stage_vector * kStageWidth % kReduced;
    const bool stage_groups = stage_group < params.groups;
% if not tile.mma:
    const float* const w_thread = w_tile + lane * kThreadOutputs;
    const Index g = g0 + lane * kGroupsPerThread;
% endif
    const TileOrigin tile = tile_origin(params, static_cast<int32_t>(blockIdx.x));
    // The staged tile's first position: the one the tile's first output position reads
    // with tap 0.
    const Index stage_column0 = first_reach(params, kColumnAxis, tile.column0);
% if rows_axis:
    const Index stage_row0 = first_reach(params, kRowAxis, tile.row0);
% endif
    const Index source_tile = tile.n * params.${src}_stride_n + source_groups;

% if tile.mma:
    float acc[kChunks][kOutputTiles][kChunkOutputs];
    for (int c = 0; c < kChunks; ++c)
        for (int j = 0; j < kOutputTiles; ++j)
            for (int e = 0; e < kChunkOutputs; ++e)
                acc[c][j][e] = 0.0f;
% else:
    float acc[kPositions][kThreadOutputs];
    for (int j = 0; j < kPositions; ++j)
        for (int e = 0; e < kThreadOutputs; ++e)
            acc[j][e] = 0.0f;
% endif

% if D > 2:
    // The outer axes' taps (${"stride 1 there: the phase has all of them" if tile.flip else "all of them"}): each that reaches a plane
    // of the staged tensor stages it.
    Index f_outer[kSpatialDims - 2], filter_outer[kSpatialDims - 2];
    Index outer_taps = 1;
    for (int d = 0; d < kSpatialDims - 2; ++d) {
        f_outer[d] = 0;
        filter_outer[d] = params.filter[d];
        outer_taps *= filter_outer[d];
    }
    for (Index outer_tap = 0; outer_tap < outer_taps; ++outer_tap, hipconv::next_index(f_outer, filter_outer)) {
        bool reached = true;
        Index source_plane = source_tile;
        for (int d = 0; d < kSpatialDims - 2; ++d) {
            const Index o = first_reach(params, d, tile.outer[d]) + f_outer[d] * params.dilation[d];
            reached = reached && o >= 0 && o < params.${tile.source_extent}[d];
            source_plane += o * params.${src}_stride_s[d];
        }
        if (!reached)
            continue;   // the same for the whole block
        const Index tap0 = outer_tap * params.plane_taps;
% else:
    {
        const Index source_plane = source_tile;
        constexpr Index tap0 = 0;
% endif
        __syncthreads();   // W is staged; the previous plane is consumed
        stage_tile(params, staged_tile, source_plane, ${"stage_row0, " if rows_axis else ""}stage_column0, stage_groups, stage_vector, stage_first);
        hipconv::cp_async_wait_all();
        __syncthreads();
% if tile.mma:
        accumulate_plane(params, acc, staged_tile, w_tile + tap0 * kWPerTap, ${"zero_row, " if tile.step_taps > 1 else ""}block_group, lane);
    }
%   if tile.store_vector > 2:
    __syncthreads();   // every warp is done with the staged tile: its memory is the warps' scratch
    store_tile${common.activation_argument(plan)}(params, acc, tile, g0 + block_group, lane, reinterpret_cast<float*>(staged_tile) + block_group * kScratchFloats);
%   else:
    store_tile${common.activation_argument(plan)}(params, acc, tile, g0 + block_group, lane);
%   endif
% else:
        accumulate_plane<kFilterWidth, kStride>(params, acc, staged_tile, w_thread + tap0 * kReduced * kBlockGroups * kOutputs,
                                                strip_row, strip_column, lane);
    }
    store_tile${common.activation_argument(plan)}(params, acc, tile, g, strip_row, strip_column);
% endif
}

// ---------------------------------------------------------------- host side

int64_t tile_count(const hipconv_problem* p) {
    const int last = p->spatial_dim - 1;
    int64_t tiles = p->batch * hipconv::ceil_div(p->${tile.target_extent}[last], kTileColumns);
% if rows_axis:
    tiles *= hipconv::ceil_div(p->${tile.target_extent}[last - 1], kTileRows) * hipconv::product(p->${tile.target_extent}, last - 1);
% endif
    return tiles;
}

int64_t group_tiles(const hipconv_problem* p) {
    return hipconv::ceil_div(p->groups, kBlockGroups);
}
% if tile.flip:

int64_t floor_div(int64_t a, int64_t b) {   // b > 0
    return a >= 0 ? a / b : -((-a + b - 1) / b);
}

// The stride phase of `residue` ((i + pad) % stride) along axis d: see PhaseAxis.
PhaseAxis phase_axis(const hipconv_problem* p, int d, int64_t residue) {
    const int64_t stride = p->stride[d], pad = p->pad_left[d];
    const hipconv::StridePhaseTaps<int64_t> taps = hipconv::stride_phase_taps<int64_t>(residue, stride, p->dilation[d], p->filter[d]);
    PhaseAxis a{};
    a.residue = static_cast<Index>(residue);
    a.taps = static_cast<Index>(taps.count);
    a.tap0 = static_cast<Index>(taps.first);
    a.tap_step = static_cast<Index>(taps.step);
    a.reach = static_cast<Index>(taps.o_step);
    a.base = static_cast<Index>(taps.count > 0 ? (taps.first * p->dilation[d] - residue) / stride : 0);   // exact, >= 0
    const int64_t first = floor_div(pad - residue + stride - 1, stride);   // i = stride * m + residue - pad >= 0
    const int64_t last = floor_div(p->input[d] - 1 + pad - residue, stride);   // ... < input
    a.first = static_cast<Index>(first);
    a.count = static_cast<Index>(last >= first ? last - first + 1 : 0);
    return a;
}

// The stride phases of axis d that hold dX positions: all `stride` of them where the input
// spans the stride, else one per input position (the launches are bounded by the tensors,
// not by the stride).
int64_t phase_count(const hipconv_problem* p, int d) {
    return p->stride[d] <= p->input[d] ? p->stride[d] : p->input[d];
}

// The residue ((i + pad) % stride) of the j-th of them.
int64_t phase_residue(const hipconv_problem* p, int d, int64_t j) {
    return p->stride[d] <= p->input[d] ? j : (j + p->pad_left[d]) % p->stride[d];
}

// Staged positions along an axis for a tile of `tile` positions of a phase: the tile
// grown by the phase filter's reach.
int64_t phase_staged_extent(const PhaseAxis& a, int64_t tile) {
    return tile + (a.taps > 0 ? a.taps - 1 : 0) * a.reach;
}
% endif

<%!
    def plain_kernel(plan):
        """The any-width kernel without activation code (the one the host queries read)."""
        return plan.name + ("_kernel<0, 0, 0>" if plan.optional_bias else "_kernel<0, 0>")
%>\
<%def name="variant_kernel(plan, arguments)">\
${common.attr.activation_choice(plan.name + "_kernel", arguments + ", ") if plan.optional_bias else plan.name + "_kernel<" + arguments + ">"}\
</%def>\
// Sets the staging fields of `params` for a staged tile of staged_rows x staged_columns
// positions (params.taps of W beside it) and launches `kernel` on `tiles` x the group
// tiles.
// The dynamic shared memory each kernel variant was allowed, per device: <0, 0> first,
// then the register windows in the order of the selections below${"; each per activation kernel (common.mako)" if plan.optional_bias else ""}.
hipconv::PerDeviceValue shared_memory_allowed[${(len(tile.windows) + 1) * (common.attr.ACTIVATION_KERNELS if plan.optional_bias else 1)}];

int32_t launch(Params& params, void (*kernel)(Params), int variant, int staged_rows, int staged_columns,
               int64_t tiles, const hipconv_problem* p, void* stream) {
% if rows_axis:
    params.staged_rows = staged_rows;
% endif
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

extern "C" int32_t ${plan.symbol}_supports(const hipconv_problem* p) {
${common.common_supports(plan, kernel=plain_kernel(plan))}
% if few:
    if (p->in_channels != ${"kOutputs" if tile.flip else "kReduced"} || p->out_channels != ${"kReduced" if tile.flip else "kOutputs"})
        return HIPCONV_REFUSED_FEW_CHANNELS;
% else:
    if (p->in_channels != 1 || p->out_channels != 1)
        return HIPCONV_REFUSED_NOT_DEPTHWISE;
% endif
% if max(V, tile.load_vector) > 1 and not few:
    if (p->groups % ${max(V, tile.load_vector)} != 0)
        return HIPCONV_REFUSED_GROUP_VECTOR;
% endif
% if tile.flip and D > 2:
    for (int d = 0; d < kSpatialDims - 2; ++d) {   // the tile axes take any stride (phases)
        if (p->stride[d] != 1)
            return HIPCONV_REFUSED_DEPTHWISE_TILE;
    }
% endif
    if (!hipconv::kernel_runs_on_device(shared_room, ${plain_kernel(plan)}, shared_bytes(p)))
        return HIPCONV_REFUSED_DEPTHWISE_TILE;
    if (tile_count(p) > hipconv::kMaxGridX || group_tiles(p) > hipconv::kMaxGridYZ)
        return HIPCONV_REFUSED_GRID_LIMIT;
    return HIPCONV_OK;
}

extern "C" int64_t ${plan.symbol}_workspace_size(const hipconv_problem* p) {
    (void)p;
    return 0;   // the output is written directly
}

extern "C" int32_t ${plan.symbol}_split_k(const hipconv_problem* p) {
    (void)p;
    return 1;
}

extern "C" int32_t ${plan.symbol}_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    (void)workspace;
${common.run_checks(plan)}${common.epilogue_arguments(plan)}    Params params{};
    params.${SRC} = static_cast<const SourceType*>(tensors->${src});
    params.w = static_cast<const WType*>(tensors->w);
    params.${DST} = static_cast<TargetType*>(tensors->${dst});
${common.fill_epilogue(plan)}    params.groups = static_cast<Index>(p->groups);
    const int last = p->spatial_dim - 1;
${common.fill_geometry(plan)}
% if tile.flip:
    // One launch per stride phase of the tile axes (one at stride 1): the phase's dX
    // positions, its taps, its staged extents and the kernel for its column taps.
    const int64_t row_phases = ${"phase_count(p, last - 1)" if rows_axis else "1"};
    for (int64_t row_phase = 0; row_phase < row_phases; ++row_phase) {
        for (int64_t column_phase = 0; column_phase < phase_count(p, last); ++column_phase) {
            bool outputs = true;
            Index taps = 1;
            for (int d = 0; d < kSpatialDims; ++d) {
                const int64_t residue = d == last ? phase_residue(p, last, column_phase) : ${"d == last - 1 ? phase_residue(p, last - 1, row_phase) : " if rows_axis else ""}0;
                params.phase[d] = phase_axis(p, d, residue);
                params.by_phase_taps[d] = hipconv::FastDivmod(static_cast<int32_t>(params.phase[d].taps));
                outputs = outputs && params.phase[d].count > 0;
                taps *= params.phase[d].taps;
            }
            if (!outputs)
                continue;   // no dX position of this phase (stride above the input)
            const PhaseAxis& columns = params.phase[last];
            params.taps = taps;
            params.by_column_tiles = hipconv::FastDivmod(static_cast<int32_t>(hipconv::ceil_div(columns.count, kTileColumns)));
            int64_t tiles = p->batch * hipconv::ceil_div(columns.count, kTileColumns);
% if rows_axis:
            const PhaseAxis& rows = params.phase[last - 1];
            params.plane_taps = columns.taps * rows.taps;
            params.by_row_tiles = hipconv::FastDivmod(static_cast<int32_t>(hipconv::ceil_div(rows.count, kTileRows)));
            tiles *= hipconv::ceil_div(rows.count, kTileRows);
% else:
            params.plane_taps = columns.taps;
% endif
% if D > 2:
            for (int d = 0; d < kSpatialDims - 2; ++d) {
                params.by_outer[d] = hipconv::FastDivmod(static_cast<int32_t>(params.phase[d].count));
                tiles *= params.phase[d].count;
            }
% endif
            // The kernel compiled for the phase's column taps at reach 1, or the one for
            // any width.
% if plan.optional_bias:
            const int activation = hipconv::epilogue::activation_kernel(params.activation);   // 0: no activation code
% endif
            void (*kernel)(Params) = ${variant_kernel(plan, "0, 0")};
            int variant = ${"activation" if plan.optional_bias else "0"};
% for width, stride in tile.windows:
            if (columns.taps == ${width} && columns.reach == 1) {
                kernel = ${variant_kernel(plan, f"{width}, {stride}")};
                variant = ${f"{common.attr.ACTIVATION_KERNELS * (loop.index + 1)} + activation" if plan.optional_bias else loop.index + 1};
            }
% endfor
            const int32_t launched = launch(params, kernel, variant, ${"static_cast<int>(phase_staged_extent(rows, kTileRows))" if rows_axis else "1"},
                                            static_cast<int>(phase_staged_extent(columns, kTileColumns)), tiles, p, stream);
            if (launched != HIPCONV_OK)
                return launched;
        }
    }
    return HIPCONV_OK;
}
% else:
    params.taps = static_cast<Index>(hipconv::product(p->filter, p->spatial_dim));
    params.by_column_tiles = hipconv::FastDivmod(static_cast<int32_t>(hipconv::ceil_div(p->${tile.target_extent}[last], kTileColumns)));
% if rows_axis:
    params.plane_taps = static_cast<Index>(p->filter[last] * p->filter[last - 1]);
    params.by_row_tiles = hipconv::FastDivmod(static_cast<int32_t>(hipconv::ceil_div(p->${tile.target_extent}[last - 1], kTileRows)));
% else:
    params.plane_taps = static_cast<Index>(p->filter[last]);
% endif
% if D > 2:
    for (int d = 0; d < kSpatialDims - 2; ++d)
        params.by_outer[d] = hipconv::FastDivmod(static_cast<int32_t>(p->${tile.target_extent}[d]));
% endif
    // The kernel compiled for this filter width and stride (dilation 1 along the
    // innermost axis), or the one for any width and stride.
% if plan.optional_bias:
    const int activation = hipconv::epilogue::activation_kernel(params.activation);   // 0: no activation code
% endif
    void (*kernel)(Params) = ${variant_kernel(plan, "0, 0")};
    int variant = ${"activation" if plan.optional_bias else "0"};
% for width, stride in tile.windows:
    if (p->filter[last] == ${width} && p->stride[last] == ${stride} && p->dilation[last] == 1) {
        kernel = ${variant_kernel(plan, f"{width}, {stride}")};
        variant = ${f"{common.attr.ACTIVATION_KERNELS * (loop.index + 1)} + activation" if plan.optional_bias else loop.index + 1};
    }
% endfor
    return launch(params, kernel, variant, ${"static_cast<int>(staged_extent(p, last - 1, kTileRows))" if rows_axis else "1"},
                  static_cast<int>(staged_extent(p, last, kTileColumns)), tile_count(p), p, stream);
}
% endif
