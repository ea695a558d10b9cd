<%namespace name="common" file="/kernels/common.mako"/>\
## The staged tile's inner product on tensor cores (few_channels, micro_kernel mma_sync; C = K = 8
## or 16 per group).  Included by kernels/staged_tile.mako, which stages W and the input tile and
## calls, per staged plane, accumulate_plane(params, acc, staged_tile, w_plane, [zero_row,] block_group, lane)
## and at the end store_tile(params, acc, tile, g, lane).  Interface:
##   constants()   kChunks, kOutputTiles, kWPerTap (W elements of one tap: [group][o][r]), and
##                 the accumulators' shape float acc[kChunks][kOutputTiles][kChunkOutputs]; where a
##                 step is two taps (plan.tile.step_taps 2, C = 8) also kZeroRow, the elements of
##                 the zero row the caller places after W and passes as zero_row
##   functions()   accumulate_plane and store_tile (device functions, after TileOrigin); with an
##                 output vector of 8 (plan.tile.store_vector) store_tile takes the warp's
##                 scratch (kScratchFloats floats, after a barrier: the staged tile's memory)
## A warp owns one group of the block (warp w: group g0 + w) and every m16 chunk of the tile's
## positions (rows x columns, row-major).  One k16 step is two taps' 8 channels (C = 8) or one
## tap's 16 (C = 16): per (chunk, step) the warp loads A = 16 positions x 16 staged values by
## ldmatrix.x4 and multiplies it by each n8 tile of the group's K outputs (mma.m16n8k16, B = the
## step's 16 x 8 W from shared memory; fragments: frag::mma_*, hipconv/fragments.h).
<%def name="constants(plan)">\
<% tile = plan.tile %>\
constexpr int kChunkPositions = hipconv::frag::mma_a_rows;     // positions of one chunk: the instruction's m
constexpr int kChunks = ${tile.chunks};                              // chunks of the tile's positions (a warp does all)
constexpr int kStepTaps = ${tile.step_taps};                            // taps of one k16 step (16 / C)
constexpr int kOutputTiles = kOutputs / hipconv::frag::mma_b_cols;   // n8 instructions per chunk and step (K / 8)
constexpr int kChunkOutputs = hipconv::frag::mma_c_elements;   // fp32 accumulators per lane, chunk and n8 tile
constexpr int kWPerTap = kBlockGroups * kOutputs * kReduced;   // W elements of one tap, [group][o][r]
% if tile.step_taps > 1:
constexpr int kZeroRow = 8;                                  // elements of the zero row (16 bytes): the
                                                             // ldmatrix row of a tap past the plane's last
% endif
% if tile.store_vector > 2:
constexpr int kStoreVector = ${tile.store_vector};                       // output store along ${"C" if tile.flip else "K"} (vector.${tile.target}): 16 bytes
constexpr int kPositionVectors = kOutputs / kStoreVector;    // store vectors per position
constexpr int kScratchPitch = kOutputs + 4;                 // floats from one scratch position to the next
constexpr int kScratchFloats = kChunkPositions * kScratchPitch;   // one warp's scratch: a chunk's accumulators
% endif
static_assert(kTileRows * kTileColumns == kChunks * kChunkPositions, "rule warp-tile: whole m16 chunks");
static_assert(kStepTaps * kReduced == hipconv::frag::mma_a_cols && kOutputs == kReduced,
              "rule warp-tile: C = K = 8 or 16, whole taps in an m16n8k16's k");
</%def>

<%def name="functions(plan)">\
<%
    tile = plan.tile
    D = plan.dims
    rows_axis = D >= 2
    dst, DST = tile.target, plan.output_pointer
%>\
// The 16-bit pair of W at `at` (two consecutive r of one (tap, group, o): 4-byte aligned).
HIPCONV_DEVICE_INLINE uint32_t w_pair(const SourceType* at) {
    return *reinterpret_cast<const uint32_t*>(at);
}

% if tile.step_taps > 1:
// One staged plane's taps into acc: per pair of taps (t, t + 1) of the plane (row-major; an odd
// count's last pair has a zero second tap: A read from zero_row, B zero) and per chunk, one
// mma.m16n8k16 per n8 tile.  Lane l gives ldmatrix the row of position (l & 15) of the chunk at
// tap t + (l >> 4) (frag::mma_a: matrices 0-1 are k 0-7, the first tap; 2-3 k 8-15, the second).
% else:
// One staged plane's taps into acc: per tap t of the plane (row-major) and per chunk, one
// mma.m16n8k16 per n8 tile.  Lane l gives ldmatrix the row of position (l & 15) of the chunk at
// channels 8 * (l >> 4) of tap t (frag::mma_a: matrices 0-1 are k 0-7, 2-3 k 8-15).
% endif
// `w_plane`: W of the plane's first tap; `block_group`: the warp's group within the block.
HIPCONV_DEVICE_INLINE void accumulate_plane(const Params& params, float (&acc)[kChunks][kOutputTiles][kChunkOutputs],
                                            const SourceType* staged_tile, const SourceType* w_plane,
${"                                            const SourceType* zero_row, " if tile.step_taps > 1 else "                                            "}int block_group, int lane) {
% if tile.flip:
    // a stride phase: a stride-1 correlation in phase coordinates, taps `reach` apart
%   if rows_axis:
    const int tap_rows = static_cast<int>(params.phase[kRowAxis].taps);
    const int row_reach = static_cast<int>(params.phase[kRowAxis].reach);
%   endif
    const int tap_columns = static_cast<int>(params.phase[kColumnAxis].taps);
    const int column_reach = static_cast<int>(params.phase[kColumnAxis].reach);
%   if rows_axis:
    constexpr int row_step = 1;
%   endif
    constexpr int column_step = 1;
% else:
%   if rows_axis:
    const int tap_rows = static_cast<int>(params.filter[kRowAxis]);
    const int row_reach = static_cast<int>(params.dilation[kRowAxis]);
    const int row_step = static_cast<int>(params.stride[kRowAxis]);
%   endif
    const int tap_columns = static_cast<int>(params.filter[kColumnAxis]);
    const int column_reach = static_cast<int>(params.dilation[kColumnAxis]);
    const int column_step = static_cast<int>(params.stride[kColumnAxis]);
% endif
% if not rows_axis:
    constexpr int tap_rows = 1;
% endif
    const int plane_taps = tap_rows * tap_columns;
% if tile.flip:
    if (plane_taps == 0)
        return;   // a stride phase no tap reaches (stride above the filter's reach): its dX is zero
% endif
    // the staged position tap 0 reads for this lane's position of each chunk
    int first_read[kChunks];
    for (int c = 0; c < kChunks; ++c) {
        const int p = c * kChunkPositions + lane % kChunkPositions;
% if rows_axis:
        first_read[c] = ((p / kTileColumns * row_step) << params.pitch_shift) + p % kTileColumns * column_step;
% else:
        first_read[c] = p * column_step;
% endif
    }
    const SourceType* const group_w = w_plane + block_group * kOutputs * kReduced +
                                      hipconv::frag::mma_b_col(lane, 0) * kReduced + hipconv::frag::mma_b_row(lane, 0);
% if tile.step_taps > 1:
    const SourceType* const group_staged = staged_tile + block_group * kReduced;
    // this lane's tap (row f, column s): the pair's first (lanes 0-15) or second (16-31)
    int s = lane / kChunkPositions, f = 0;
    while (s >= tap_columns) {
        s -= tap_columns;
        ++f;
    }
% else:
    // this lane's channels: 0-7 (lanes 0-15) or 8-15 (16-31)
    const SourceType* const group_staged = staged_tile + block_group * kReduced + lane / kChunkPositions * (kReduced / 2);
    int s = 0, f = 0;   // the tap (row f, column s)
% endif
#pragma unroll 1
    for (int t = 0; t < plane_taps; t += kStepTaps) {
        uint32_t b[kOutputTiles][hipconv::frag::mma_b_registers];   // k 0-7 and 8-15 of each n8 tile
        for (int j = 0; j < kOutputTiles; ++j) {
            const SourceType* const w_outputs = group_w + j * hipconv::frag::mma_b_cols * kReduced;   // outputs 8j..8j+7
% if tile.step_taps > 1:
            b[j][0] = w_pair(w_outputs + t * kWPerTap);
            b[j][1] = t + 1 < plane_taps ? w_pair(w_outputs + (t + 1) * kWPerTap) : 0u;
% else:
            b[j][0] = w_pair(w_outputs + t * kWPerTap);
            b[j][1] = w_pair(w_outputs + t * kWPerTap + kReduced / 2);
% endif
        }
% if rows_axis:
        const int tap_offset = ((f * row_reach) << params.pitch_shift) + s * column_reach;
% else:
        const int tap_offset = s * column_reach;
% endif
% if tile.step_taps > 1:
        const bool tap_exists = f < tap_rows;
% endif
        for (int c = 0; c < kChunks; ++c) {
            uint32_t a[hipconv::frag::mma_a_registers];
% if tile.step_taps > 1:
            hipconv::ldmatrix_x4(a, tap_exists ? group_staged + (first_read[c] + tap_offset) * kStagedPitch : zero_row);
% else:
            hipconv::ldmatrix_x4(a, group_staged + (first_read[c] + tap_offset) * kStagedPitch);
% endif
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

// The output offset of the tile's (n${", outer positions" if D > 2 else ""}) and group g, channel 0.
HIPCONV_DEVICE_INLINE Index tile_offset(const Params& params, const TileOrigin& tile, Index g) {
    Index offset = tile.n * params.${dst}_stride_n + g * params.${dst}_stride_g;
% if D > 2:
    for (int d = 0; d < kSpatialDims - 2; ++d)
        offset += ${"(tile.outer[d] - params.pad[d])" if tile.flip else "tile.outer[d]"} * params.${dst}_stride_s[d];
% endif
    return offset;
}

// Tile position p's offset in the output, channel 0, from tile_offset (false: p lies outside
// the output).
HIPCONV_DEVICE_INLINE bool position_offset(const Params& params, const TileOrigin& tile, Index target_offset, int p, Index& at) {
% if rows_axis:
    const Index row = tile.row0 + p / kTileColumns;
    const Index column = tile.column0 + p % kTileColumns;
% else:
    const Index column = tile.column0 + p;
% endif
% if tile.flip:
%   if rows_axis:
    if (row >= params.phase[kRowAxis].first + params.phase[kRowAxis].count)
        return false;
    const Index i_row = params.stride[kRowAxis] * row + params.phase[kRowAxis].residue - params.pad[kRowAxis];
%   endif
    if (column >= params.phase[kColumnAxis].first + params.phase[kColumnAxis].count)
        return false;
    const Index i_column = params.stride[kColumnAxis] * column + params.phase[kColumnAxis].residue - params.pad[kColumnAxis];
% else:
%   if rows_axis:
    if (row >= params.${tile.target_extent}[kRowAxis])
        return false;
    const Index i_row = row;
%   endif
    if (column >= params.${tile.target_extent}[kColumnAxis])
        return false;
    const Index i_column = column;
% endif
    at = target_offset + ${"i_row * params." + dst + "_stride_s[kRowAxis] + " if rows_axis else ""}i_column * params.${dst}_stride_s[kColumnAxis];
    return true;
}

% if tile.store_vector > 2:
// The warp's outputs of `tile`, a chunk at a time: the lanes write their accumulators (frag::mma_c:
// two positions x two channels per n8 tile) into the warp's scratch [position][channel] as fp32,
// then lane l takes position l / kPositionVectors of the chunk, kStoreVector consecutive channels
// (vector l % kPositionVectors), through the epilogue, and stores them as one vector where the
// position lies inside the output.
${common.activation_parameter(plan)}HIPCONV_DEVICE_INLINE void store_tile(const Params& params, const float (&acc)[kChunks][kOutputTiles][kChunkOutputs], const TileOrigin& tile,
                                      Index g, int lane, float* scratch) {
    if (g >= params.groups)
        return;
    const Index target_offset = tile_offset(params, tile, g);
    const int q = lane / kPositionVectors;               // this lane's position in a chunk
    const int o0 = lane % kPositionVectors * kStoreVector;   // ... and its first channel
    for (int c = 0; c < kChunks; ++c) {
        for (int j = 0; j < kOutputTiles; ++j)
            for (int e = 0; e < kChunkOutputs; e += 2) {   // (c0, c1) and (c2, c3): one position, two channels
                float* const at = scratch + hipconv::frag::mma_c_row(lane, e) * kScratchPitch +
                                  j * hipconv::frag::mma_b_cols + hipconv::frag::mma_c_col(lane, e);
                at[0] = acc[c][j][e];
                at[1] = acc[c][j][e + 1];
            }
        __syncwarp();
        Index at;
        if (q < kChunkPositions && position_offset(params, tile, target_offset, c * kChunkPositions + q, at)) {
            at += o0;
            const float* const values = scratch + q * kScratchPitch + o0;
            hipconv::Vec<TargetType, kStoreVector> out;
            for (int e = 0; e < kStoreVector; ++e)
                out.v[e] = hipconv::from_float<TargetType>(${common.epilogue_value(plan, "values[e]", at="at + e", bias_at="g * kOutputs + o0 + e")});
            hipconv::store_vec<kStoreVector>(params.${DST} + at, out);
        }
        __syncwarp();
    }
}
% else:
// The warp's outputs of `tile`: per chunk and n8 tile, this lane's two positions (frag::mma_c
// rows) x its two channels (frag::mma_c cols), those inside the output, through the epilogue as
// pairs.
${common.activation_parameter(plan)}HIPCONV_DEVICE_INLINE void store_tile(const Params& params, const float (&acc)[kChunks][kOutputTiles][kChunkOutputs], const TileOrigin& tile,
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
                out.v[h] = hipconv::from_float<TargetType>(${common.epilogue_value(plan, "acc[c][j][e % kChunkOutputs + h]", at="at + h", bias_at="g * kOutputs + o + h")});
            hipconv::store_vec<2>(params.${DST} + at, out);
        }
    }
}
% endif
</%def>
