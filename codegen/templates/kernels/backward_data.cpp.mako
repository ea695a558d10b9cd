<%namespace name="micro" file="${context.get('plan').micro_template}"/>\
<%namespace name="common" file="/kernels/common.mako"/>\
<%namespace name="split" file="/kernels/output_split.mako"/>\
<%
    D = plan.dims
    one_by_one = plan.is_filter1x1_stride1_pad0
    vy, vw, vx = plan.vec("y"), plan.vec("w"), plan.vec("x")
    split_k = plan.output_split             # the reduction split across blocks (output_split.mako)
%>\
${common.banner(plan)}
//
// Backward-data as an implicit GEMM per group g (no im2col / col2im buffers):
//   dX[n, i.., g, c] = sum over k and the filter taps f.. that reach i.. of
//                      dY[n, o.., g, k] * W[g, k, f.., c],   o = (i + pad - f*dilation) / stride
% if one_by_one:
// Specialization filter1x1_stride1_pad0: o = i and one tap, so a plain GEMM with
// M = N*prod(input), N = C, K = K.
% if split_k:
${split.banner(plan, "K")}\
% endif
% else:
// Stride phases: input positions with (i + pad) % stride == r (per dimension)
// are reached only by the taps with (f * dilation) % stride == r.  Each phase
// r is a dense GEMM with M = N * (positions of the phase), N = C and
// K = K * (taps of the phase); a phase without taps writes zeros.  All phases
// run in one launch: grid.z = G * prod(stride).
% if split_k:
${split.banner(plan, "the taps x K")}\
// The split is for problems of one stride phase (stride 1): with several phases the
// reduction is not split (split_k() reports 1).
% endif
% endif
${common.includes(plan)}

namespace {

using Index = ${plan.index_type};
using XType = ${plan.ctype("x")};   // dX, written
using WType = ${plan.ctype("w")};
using YType = ${plan.ctype("y")};   // dY
using Accumulator = ${plan.accumulator_ctype};
using AType = YType;                // GEMM A = dY
using BType = WType;                // GEMM B = W
constexpr int kSpatialDims = ${D};
constexpr int kVectorX = ${vx};   // dX stores along C${"" if plan.tma else " (dY and W vectors: kVectorA, kVectorB below)"}
${micro.constants(plan)}
% if split_k:
${split.constants(plan)}\
% endif
% if plan.tma:
constexpr int kMaxPhases = ${1 if one_by_one else 8};   // stride phases with a dY map each (more: refused, status tma)
% elif not one_by_one:
constexpr int kMaxPhases = 8;   // stride phases precomputed in Params (more: tile_at computes its own)
% endif

% if one_by_one:
struct Phase {
    Index m_size;      // GEMM rows: N * prod(input); one tap, reduction K
};

% else:
// The input positions and filter taps of one stride phase.
struct Phase {
    Index first[kSpatialDims];      // first input position i with (i + pad) % stride == r
    Index rows[kSpatialDims];       // positions of the phase: first + stride * j, j < rows
    Index tap_first[kSpatialDims];  // first tap f with (f * dilation) % stride == r
    Index tap_step[kSpatialDims];   // stride / gcd(stride, dilation)
    Index taps[kSpatialDims];       // taps of the phase
    Index o_step[kSpatialDims];     // how much o = (i + pad - f * dilation) / stride falls per tap step
    Index m_size;                   // GEMM rows: N * prod(rows)
    Index tap_count;                // prod(taps): the GEMM reduction is K * tap_count
};

% endif
struct Params {
    const YType* __restrict__ dy;
    const WType* __restrict__ w;
    XType* __restrict__ dx;
${common.epilogue_fields(plan)}    Index batch, channels, out_channels;             // N, C, K (G is in the grid)
${common.geometry_fields(plan)}
% if split_k:
${split.params_fields(plan)}\
% endif
% if not one_by_one:
    int phase_count;                                 // prod(stride)
    Phase phases[kMaxPhases];                        // make_phase of the first kMaxPhases, filled by the
                                                     // host: tile_at reads them (the divisions and the
                                                     // tap search cost ~400 instructions per thread and tile)
% endif
% if plan.tma:
    // TMA tensor maps (encoded per run by encode_tensor_maps): dY through an im2col map
    // per stride phase, W through one tiled map (c, filter tap, k, g).
    hipconv::TensorMap dy_maps[kMaxPhases];
    hipconv::TensorMap w_map;
    int dy_group_channel;                            // dY channel coordinate of group g: g * this
    int dy_group_image;                              // dY batch coordinate offset of group g: g * this
% endif
% if plan.tma_store:
    hipconv::TensorMap dx_map;                       // dX as a tiled map (c, g, position): one stride phase
    int store_tma;                                   // 1: the epilogue stores through dx_map
% endif
% if plan.persistent:
    Index tiles_x, tiles_y, tile_count;              // the tile grid a persistent block walks
% endif
};

% if one_by_one:
${"HIPCONV_HOST_DEVICE inline" if plan.tma else "__device__ __forceinline__"} Phase make_phase(const Params& p) {
    Phase ph;
    Index rows = p.batch;
    for (int d = 0; d < kSpatialDims; ++d)
        rows *= p.input[d];
    ph.m_size = rows;
    return ph;
}
% else:
HIPCONV_HOST_DEVICE inline Phase make_phase(const Params& p, int phase) {
    Phase ph;
    Index m_size = p.batch;
    Index taps_total = 1;
    for (int d = kSpatialDims - 1; d >= 0; --d) {
        const Index s = p.stride[d];
        const int phases = static_cast<int>(s);      // stride phases of this dimension
        const Index r = phase % phases;
        phase /= phases;
        const Index first = ((r - p.pad[d]) % s + s) % s;
        ph.first[d] = first;
        ph.rows[d] = first < p.input[d] ? (p.input[d] - first + s - 1) / s : 0;
        const hipconv::StridePhaseTaps<Index> taps =
            hipconv::stride_phase_taps<Index>(r, s, p.dilation[d], p.filter[d]);
        ph.tap_first[d] = taps.first;
        ph.tap_step[d] = taps.step;
        ph.o_step[d] = taps.o_step;
        ph.taps[d] = taps.count;
        m_size *= ph.rows[d];
        taps_total *= ph.taps[d];
    }
    ph.m_size = m_size;
    ph.tap_count = taps_total;
    return ph;
}
% endif

// The block's tile: group, stride phase and the first row and column.
struct TileState {
    Phase phase;
    Index group;
    Index m_begin;                          // first GEMM row (input position) of the block
    Index n_begin;                          // first GEMM column (input channel) of the block
    Index k_steps;                          // block.k steps over the phase's reduction: taps x channel blocks
% if plan.tma and not one_by_one:
    int phase_index;                        // which of params.dy_maps
% endif
% if split_k:
${split.tile_fields(plan)}\
% endif
};

// Decompose GEMM row m of the phase into n and spatial indices.
__device__ __forceinline__ void row_position(const Params& p, const Phase& ph, Index m,
                                             Index& n, Index (&i)[kSpatialDims]) {
    for (int d = kSpatialDims - 1; d >= 0; --d) {
% if one_by_one:
        i[d] = m % p.input[d];
        m /= p.input[d];
% else:
        const Index j = m % ph.rows[d];
        m /= ph.rows[d];
        i[d] = ph.first[d] + p.stride[d] * j;
% endif
    }
    n = m;
}

// The block's place in the reduction, walked tap by tap and, inside a tap, in channel
// blocks of block.k (k0 = 0, block.k, ..): every vector of a k-step has the same tap,
// so no division and no per-vector counter remains in the main loop.  A channel block
// that runs past K is zero-filled by the valid predicates.
% if one_by_one:
struct ReductionCursor {
    Index k0;                               // first channel of the block's k-step

% if split_k:
    __device__ __forceinline__ void init(const Params&, const TileState& tile) { k0 = tile.k_first * kBlockK; }
% else:
    __device__ __forceinline__ void init() { k0 = 0; }
% endif
    // Next k-step; true when it starts a new tap (never: one tap).
    __device__ __forceinline__ bool advance(const Params&, const Phase&) {
        k0 += kBlockK;
        return false;
    }
};
% else:
struct ReductionCursor {
    Index k0;                               // first channel of the block's k-step
    Index t[kSpatialDims];                  // tap of the phase per dimension, innermost last

% if split_k:
    // The slice's first k-step: the phase's tap k_first / channel blocks, channel block
    // k_first % blocks.
    __device__ __forceinline__ void init(const Params& p, const TileState& tile) {
        const Index blocks = (p.out_channels + kBlockK - 1) / kBlockK;
        k0 = (tile.k_first % blocks) * kBlockK;
        hipconv::split_index(tile.k_first / blocks, tile.phase.taps, t);
    }
% else:
    __device__ __forceinline__ void init() {
        k0 = 0;
        for (int d = 0; d < kSpatialDims; ++d)
            t[d] = 0;
    }
% endif

    // Next k-step; true when it starts a new tap.
    __device__ __forceinline__ bool advance(const Params& p, const Phase& ph) {
        k0 += kBlockK;
        if (k0 < p.out_channels)
            return false;
        k0 = 0;
        hipconv::next_index(t, ph.taps);
        return true;
    }

    // Filter tap of dimension d.
    __device__ __forceinline__ Index filter_position(const Phase& ph, int d) const {
        return ph.tap_first[d] + ph.tap_step[d] * t[d];
    }
};
% endif

% if plan.tma:
% if not one_by_one:
// The phase's im2col bounding box in dY, dimension d: the traversal of the phase's
// positions j (input position i = first + stride * j) starts at dY position `lower`,
// where the phase's last tap reaches for j = 0; tap t reads j at lower + j + (taps - 1 - t) * o_step.
HIPCONV_HOST_DEVICE inline Index phase_lower_corner(const Params& p, const Phase& ph, int d) {
    return (ph.first[d] + p.pad[d] - ph.tap_first[d] * p.dilation[d]) / p.stride[d] -
           (ph.taps[d] - 1) * ph.o_step[d];
}

% endif
% if plan.multicast > 1:
// Multicast: thread-block clusters of ${plan.multicast} blocks along grid.y (columns: input channels)
// share the tile's rows (and stride phase), so the cluster's first block issues each k-step's
// dY box into every block's stage and each block its own W boxes.  grid.y is rounded up to a
// multiple of ${plan.multicast}; a block past the last column tile reads zeros of W and stores nothing.
% endif
// The producer's walk over the reduction (loads: tma; one thread).  Per k-step: one
// im2col box of dY (kBlockM positions from the tile's first row, kBlockK channels k;
// out-of-range positions and channels read as zeros) into the A tile, and kBlockN /
// kColumnBlock tiled boxes of W (kColumnBlock channels c x kBlockK channels k, at the
// step's filter tap) into the B tile's column blocks.
struct TmaLoads {
    ReductionCursor at;
    int position[kSpatialDims];             // traversal start in dY, innermost dimension first
    int image;                              // its batch coordinate
    int channel;                            // the group's first dY channel coordinate
    const hipconv::TensorMap* dy_map;
% if plan.multicast > 1:
    bool issues_dy;                         // the cluster's first block: it multicasts the dY box
% endif

    __device__ __forceinline__ void init(const Params& p, const TileState& tile) {
% if plan.multicast > 1:
        issues_dy = hipconv::cluster_rank() == 0;
% endif
        Index n = 0, i[kSpatialDims];
        row_position(p, tile.phase, tile.m_begin, n, i);
        for (int d = 0; d < kSpatialDims; ++d)
% if one_by_one:
            position[kSpatialDims - 1 - d] = static_cast<int>(i[d]);
% else:
            position[kSpatialDims - 1 - d] = static_cast<int>(
                (i[d] - tile.phase.first[d]) / p.stride[d] + phase_lower_corner(p, tile.phase, d));
% endif
        image = static_cast<int>(n + tile.group * p.dy_group_image);
        channel = static_cast<int>(tile.group * p.dy_group_channel);
% if one_by_one:
        dy_map = &p.dy_maps[0];
% else:
        dy_map = &p.dy_maps[tile.phase_index];
% endif
        at.init(${"p, tile" if split_k else ""});
    }

    // The boxes of the current k-step: A (K-major: all kBlockM rows in one box) at
    // a_rows(0), B's column block n0 at b_column(n0); all complete on `full`.
    template <class ARows, class BColumn>
    __device__ __forceinline__ void issue(const Params& p, const TileState& tile, uint64_t* full,
                                          ARows a_rows, BColumn b_column) const {
        uint16_t offsets[kSpatialDims];
        int tap = 0;                        // W's filter tap, row-major over the filter
        for (int d = 0; d < kSpatialDims; ++d) {
% if one_by_one:
            offsets[kSpatialDims - 1 - d] = 0;
% else:
            offsets[kSpatialDims - 1 - d] = static_cast<uint16_t>((tile.phase.taps[d] - 1 - at.t[d]) * tile.phase.o_step[d]);
            tap = tap * static_cast<int>(p.filter[d]) + static_cast<int>(at.filter_position(tile.phase, d));
% endif
        }
% if plan.multicast > 1:
        if (issues_dy)
            hipconv::tma_load_im2col_multicast<kSpatialDims>(a_rows(0), dy_map, full, kClusterMask,
                                                             channel + static_cast<int>(at.k0), position, image, offsets);
% else:
        hipconv::tma_load_im2col<kSpatialDims>(a_rows(0), dy_map, full, channel + static_cast<int>(at.k0), position,
                                               image, offsets);
% endif
        for (int n0 = 0; n0 < kBlockN; n0 += kColumnBlock)
            hipconv::tma_load_tile(b_column(n0), &p.w_map, full, static_cast<int>(tile.n_begin) + n0, tap,
                                   static_cast<int>(at.k0), static_cast<int>(tile.group));
    }

    __device__ __forceinline__ void advance(const Params& p, const TileState& tile) {
        at.advance(p, tile.phase);
    }
};

% else:
__device__ __forceinline__ const AType* a_tensor(const Params& p) { return p.dy; }
__device__ __forceinline__ const BType* b_tensor(const Params& p) { return p.w; }

// A = dY gathered: element (m, (tap, k)), read along k.  All of a thread's vectors
// share the channel column kk; per row, the offset and the inside-the-output test
// of the current tap are recomputed when the tap changes.
struct AAccess {
    ReductionCursor at;
    int kk;                                 // this thread's channel column in the k-step
    bool row_valid[kLoadsA];                // the vector's GEMM row exists
% if one_by_one:
    Index row_offset[kLoadsA];              // dY offset of (n, o = i, g)
% else:
    Index row_offset[kLoadsA];              // dY offset of (n, g)
    Index o_first[kLoadsA][kSpatialDims];   // output position reached by the phase's first tap
    bool tap_valid[kLoadsA];                // the current tap reaches an output position
    Index tap_offset[kLoadsA];              // dY offset of (n, o, g) at the current tap
% endif

    __device__ __forceinline__ void init(const Params& p, const TileState& tile) {
        for (int l = 0; l < kLoadsA; ++l) {
            int m = 0;
            const bool exists = a_vector(l, m, kk);
            const Index row = tile.m_begin + m;
            row_valid[l] = exists && row < tile.phase.m_size;
            Index n = 0, i[kSpatialDims];
            row_position(p, tile.phase, row_valid[l] ? row : 0, n, i);
            row_offset[l] = n * p.y_stride_n + tile.group * p.y_stride_g;
            for (int d = 0; d < kSpatialDims; ++d) {
% if one_by_one:
                row_offset[l] += i[d] * p.y_stride_s[d];     // o = i
% else:
                // (i + pad - f * dilation) is a multiple of the stride for every tap of the phase
                o_first[l][d] = (i[d] + p.pad[d] - tile.phase.tap_first[d] * p.dilation[d]) / p.stride[d];
% endif
            }
        }
        at.init(${"p, tile" if split_k else ""});
% if not one_by_one:
        enter_tap(p, tile);
% endif
    }
% if not one_by_one:

    __device__ __forceinline__ void enter_tap(const Params& p, const TileState& tile) {
        for (int l = 0; l < kLoadsA; ++l) {
            bool inside = row_valid[l];
            Index offset = row_offset[l];
            for (int d = 0; d < kSpatialDims; ++d) {
                const Index o = o_first[l][d] - at.t[d] * tile.phase.o_step[d];
                inside = inside && o >= 0 && o < p.output[d];
                offset += o * p.y_stride_s[d];
            }
            tap_valid[l] = inside;
            tap_offset[l] = offset;
        }
    }
% endif

    __device__ __forceinline__ bool valid(const Params& p, const TileState&, int l,
                                          Index& offset) const {
        const Index k = at.k0 + kk;
% if one_by_one:
        offset = row_offset[l] + ${plan.channel_offset("y", "k")};
        return row_valid[l] && k < p.out_channels;
% else:
        offset = tap_offset[l] + ${plan.channel_offset("y", "k")};
        return tap_valid[l] && k < p.out_channels;
% endif
    }

    __device__ __forceinline__ void advance(const Params& p, const TileState& tile) {
% if one_by_one:
        at.advance(p, tile.phase);
% else:
        if (at.advance(p, tile.phase))
            enter_tap(p, tile);
% endif
    }
};

// B = W: element ((tap, k), c), read along c.  All of a thread's vectors share the
// row k; the tap's part of the offset changes with the tap.
struct BAccess {
    ReductionCursor at;
    int kk;                                 // this thread's row (channel) in the k-step
    bool column_valid[kLoadsB];
    Index column_offset[kLoadsB];           // W offset of (g, c)
% if not one_by_one:
    Index tap_offset;                       // W offset of the current tap f..
% endif

    __device__ __forceinline__ void init(const Params& p, const TileState& tile) {
        for (int l = 0; l < kLoadsB; ++l) {
            int slot = 0, n = 0;
            const bool exists = b_vector(l, slot, kk, n);
            (void)slot;
            const Index c = tile.n_begin + n;
            column_valid[l] = exists && c < p.channels;
            column_offset[l] = tile.group * p.w_stride_g + ${plan.channel_offset("w", "c")};
        }
        at.init(${"p, tile" if split_k else ""});
% if not one_by_one:
        enter_tap(p, tile);
% endif
    }
% if not one_by_one:

    __device__ __forceinline__ void enter_tap(const Params& p, const TileState& tile) {
        tap_offset = 0;
        for (int d = 0; d < kSpatialDims; ++d)
            tap_offset += at.filter_position(tile.phase, d) * p.w_stride_s[d];
    }
% endif

    __device__ __forceinline__ bool valid(const Params& p, const TileState&, int l,
                                          Index& offset) const {
        const Index k = at.k0 + kk;
        offset = column_offset[l] + k * p.w_stride_k${"" if one_by_one else " + tap_offset"};
        return column_valid[l] && k < p.out_channels;
    }

    __device__ __forceinline__ void advance(const Params& p, const TileState& tile) {
% if one_by_one:
        at.advance(p, tile.phase);
% else:
        if (at.advance(p, tile.phase))
            enter_tap(p, tile);
% endif
    }
};

% endif
// Epilogue.  Where dX row m (tile-local) lives: computed once per row (a division
// per spatial dimension), then used for every vector of the row.
struct OutputRow {
    Index offset;                           // dX offset of (n, i.., g, c = tile.n_begin)
    bool valid;                             // the GEMM row exists in this phase
};

__device__ __forceinline__ OutputRow output_row(const Params& p, const TileState& tile, int m) {
    OutputRow out;
    const Index row = tile.m_begin + m;
    out.valid = row < tile.phase.m_size;
% if plan.output_split_workspace:
    if (tile.partial) {                     // the slice's workspace row instead
        out.offset = ${split.partial_row_offset("row")};
        return out;
    }
% endif
    Index batch = 0, pos[kSpatialDims];
    row_position(p, tile.phase, out.valid ? row : 0, batch, pos);
    out.offset = batch * p.x_stride_n + tile.group * p.x_stride_g + ${plan.channel_offset("x", "tile.n_begin")};
    for (int d = 0; d < kSpatialDims; ++d)
        out.offset += pos[d] * p.x_stride_s[d];
    return out;
}

constexpr int kVectorOut = kVectorX;   // channels of an output row the epilogue stores at once
% if not plan.stages_output_type:
// kVectorOut channels of an output row, tile columns n.. .
__device__ __forceinline__ void ${"store_result" if plan.output_split_workspace else "store_output"}(const Params& p, const TileState& tile,
                                             const OutputRow& row, int n, const Accumulator* values) {
    if (!row.valid || tile.n_begin + n >= p.channels)
        return;
    hipconv::Vec<XType, kVectorOut> out;
    for (int e = 0; e < kVectorOut; ++e)
        out.v[e] = hipconv::from_accumulator<XType>(${common.epilogue_value(plan, "values[e]", at="row.offset + " + plan.channel_offset("x", "n + e"), bias_at="tile.group * p.channels + tile.n_begin + n + e", params="p")});
    hipconv::store_vec<kVectorOut>(p.dx + row.offset + ${plan.channel_offset("x", "n")}, out);
}
% endif
% if split_k:
% if plan.output_split_workspace:

// A one-row tile at GEMM row m of group g, column 0, that stores dX (the finish pass).
__device__ __forceinline__ TileState output_tile(const Params& p, Index group, Index m) {
    TileState tile{};
    tile.phase = make_phase(p${"" if one_by_one else ", 0"});   // the split runs one stride phase
    tile.group = group;
    tile.m_begin = m;
    tile.n_begin = 0;
    tile.partial = false;
    return tile;
}
% endif

${split.device_functions(plan)}
% endif

% if plan.tma_store:
// loads: tma, the stored epilogue: with one stride phase a tile's rows are consecutive
// dX positions, so the micro-kernel stages the tile as OutputType in 64-column
// 128-byte-swizzled blocks and store_block() writes each with one TMA box of dx_map
// (64 channels c x kBlockM positions; what lies past C or past the last position is
// not written).  Otherwise (several phases, or a map the driver rejects) the consumers
// copy the staged tile out through output_row / store_staged.
__device__ __forceinline__ bool stores_through_tma(const Params& params) { return params.store_tma != 0; }
% elif plan.stages_output_type:
// The micro-kernel converts each accumulator in registers (output_value, then OutputType)
// and stages the tile in dX's type; the block copies it out through output_row /
// store_staged.
% endif
% if plan.stages_output_type:
using OutputType = XType;
// The epilogue of one accumulator (tile column n), before its conversion to OutputType.
__device__ __forceinline__ float output_value(const Params& params, const TileState& tile, int n, float value) {
    (void)params;
    (void)tile;
    (void)n;
    return ${common.epilogue_value(plan, "value")};
}
// kVectorOut channels of an output row, already converted, tile columns n.. .
__device__ __forceinline__ void store_staged(const Params& p, const TileState& tile, const OutputRow& row, int n,
                                             const hipconv::Vec<OutputType, kVectorOut>& values) {
    if (!row.valid || tile.n_begin + n >= p.channels)
        return;
    hipconv::store_vec<kVectorOut>(p.dx + row.offset + ${plan.channel_offset("x", "n")}, values);
}
% if not plan.tma_store:

% endif
% endif
% if plan.tma_store:
__device__ __forceinline__ void store_block(const Params& params, const TileState& tile, int n0, const void* block) {
    hipconv::tma_store_tile(&params.dx_map, block, static_cast<int>(tile.n_begin) + n0, static_cast<int>(tile.group),
                            static_cast<int>(tile.m_begin));
}

% endif
% if not plan.tma and not one_by_one:
// params.phases[phase] (phase < kMaxPhases); on AMD computed again: hipcc copies a
// by-value kernel argument indexed at run time to scratch memory (456 bytes per thread
// for a 2D table, with constant-index selects too, which LLVM folds back into an index).
__device__ __forceinline__ Phase phase_at(const Params& params, int phase) {
#if defined(HIPCONV_PLATFORM_AMD)
    return make_phase(params, phase);
#else
    return params.phases[phase];
#endif
}

% endif
// The tile (x, y, z) of the tile grid: x the row block, y the column block, z = group
// ${"" if one_by_one else "* stride phases + phase "}(the launch grid${", or a persistent block's tile index t = x + tiles_x * (y + tiles_y * z)" if plan.persistent else ""}).  False
// when it has no rows: its phase has fewer rows than the largest one.
__device__ __forceinline__ bool tile_at(const Params& params, Index x, Index y, Index z, TileState& tile) {
% if split_k and one_by_one:
    Index group = 0;                        // z = group * splits + slice
    enter_slice(params, z, (params.out_channels + kBlockK - 1) / kBlockK, tile, group);
    tile.group = group;
    tile.phase = make_phase(params);
% elif one_by_one:
    tile.group = z;
    tile.phase = make_phase(params);
% else:
% if split_k:
    const Index phase_z = z / params.splits;   // z = (group * stride phases + phase) * splits + slice
% else:
    const Index phase_z = z;                   // z = group * stride phases + phase
% endif
    tile.group = phase_z / params.phase_count;
% if plan.tma:
    tile.phase_index = static_cast<int>(phase_z % params.phase_count);
    tile.phase = params.phases[tile.phase_index];
% else:
    const int phase = static_cast<int>(phase_z % params.phase_count);
    tile.phase = params.phase_count <= kMaxPhases ? phase_at(params, phase) : make_phase(params, phase);
% endif
% if split_k:
    Index unused = 0;                          // phase_z again
    enter_slice(params, z, tile.phase.tap_count * ((params.out_channels + kBlockK - 1) / kBlockK), tile, unused);   // taps x channel blocks
% endif
% endif
    tile.m_begin = x * kBlockM;
    if (tile.m_begin >= tile.phase.m_size)
        return false;
    tile.n_begin = y * kBlockN;
% if split_k:
    // enter_slice took the slice's k-steps
% elif one_by_one:
    tile.k_steps = (params.out_channels + kBlockK - 1) / kBlockK;
% else:
    // 0 for a phase no tap reaches: writes zeros
    tile.k_steps = tile.phase.tap_count * ((params.out_channels + kBlockK - 1) / kBlockK);
% endif
    return true;
}

__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, ${plan.alg.min_blocks_per_sm}) ${plan.name}_kernel(${"const __grid_constant__ Params" if plan.tma else "Params"} params) {
% if plan.persistent:
${micro.persistent_tiles(plan)}
% else:
    TileState tile;
    if (!tile_at(params, blockIdx.x, blockIdx.y, blockIdx.z, tile))
        return;   // the whole block

${micro.mainloop(plan)}

${micro.epilogue(plan)}
% endif
}

}  // namespace

// ---------------------------------------------------------------- host side

namespace {

Index max_phase_rows(const hipconv_problem* p) {
    int64_t rows = p->batch;
    for (int d = 0; d < kSpatialDims; ++d)
% if one_by_one:
        rows *= p->input[d];
% else:
        rows *= hipconv::ceil_div(p->input[d], p->stride[d]);
% endif
    return static_cast<Index>(rows);
}

int64_t phase_count(const hipconv_problem* p) {
% if one_by_one:
    (void)p;
    return 1;
% else:
    int64_t phases = 1;
    for (int d = 0; d < kSpatialDims; ++d) {
        if (p->stride[d] > hipconv::kMaxGridYZ / phases)
            return hipconv::kMaxGridYZ + 1;   // more than a grid holds (refused), at any stride
        phases *= p->stride[d];
    }
    return phases;
% endif
}
% if split_k:

int64_t gemm_rows(const hipconv_problem* p) { return max_phase_rows(p); }     // one phase: N * prod(input)
int64_t gemm_columns(const hipconv_problem* p) { return p->in_channels; }
% if one_by_one:
int64_t reduction_steps(const hipconv_problem* p) { return hipconv::ceil_div(p->out_channels, kBlockK); }   // one tap
int64_t output_grid_z(const hipconv_problem* p) { return p->groups; }

${split.host_functions(plan)}\
% else:
int64_t reduction_steps(const hipconv_problem* p) {                // taps x channel blocks (one phase: every tap)
    return hipconv::product(p->filter, p->spatial_dim) * hipconv::ceil_div(p->out_channels, kBlockK);
}
int64_t output_grid_z(const hipconv_problem* p) { return p->groups * phase_count(p); }

${split.host_functions(plan, unsplit_when="phase_count(p) > 1")}\
% endif
% endif

% if plan.tma:
<% channels_last = not plan.sig.y.layout.group_first %>\
// loads: tma.  The tensor maps of the problem into params (geometry filled): dY as
// an im2col map per stride phase (channels innermost: ${"the G*K channels of a position, group g from channel g*K" if channels_last else "the K channels of group g's images, batch coordinate g*N + n"}),
// W as one tiled map (c, filter tap, k, g).  HIPCONV_REFUSED_TMA where the maps cannot
// describe the problem; with dy == nullptr only the shape is checked (supports()).
int32_t encode_tensor_maps(const hipconv_problem* p, const void* dy, const void* w, void* dx, Params& params) {
    const int phases = static_cast<int>(phase_count(p));
    if (phases > kMaxPhases)
        return HIPCONV_REFUSED_TMA;
% if channels_last:
    if (p->groups > 1 && p->out_channels % kBlockK != 0)   // a box would read into the next group's channels
        return HIPCONV_REFUSED_TMA;
% endif
    if (dy != nullptr && ((reinterpret_cast<uintptr_t>(dy) | reinterpret_cast<uintptr_t>(w)) % 16 != 0))
        return HIPCONV_REFUSED_TMA;
    // Spatial corners and offsets fit the map's rank (PTX ISA, im2col mode).
    constexpr int kCornerLimit = hipconv::im2col_corner_limit(kSpatialDims);
    uint64_t dims[kSpatialDims + 2], strides[kSpatialDims + 1];
    dims[0] = static_cast<uint64_t>(${"p->groups * p->out_channels" if channels_last else "p->out_channels"});
    for (int d = 0; d < kSpatialDims; ++d) {
        dims[1 + d] = static_cast<uint64_t>(p->output[kSpatialDims - 1 - d]);
        strides[d] = static_cast<uint64_t>(params.y_stride_s[kSpatialDims - 1 - d]) * sizeof(YType);
    }
    dims[kSpatialDims + 1] = static_cast<uint64_t>(${"p->batch" if channels_last else "p->groups * p->batch"});
    strides[kSpatialDims] = static_cast<uint64_t>(params.y_stride_n) * sizeof(YType);
    params.dy_group_channel = ${"static_cast<int>(p->out_channels)" if channels_last else "0"};
    params.dy_group_image = ${"0" if channels_last else "static_cast<int>(p->batch)"};
    for (int index = 0; index < phases; ++index) {
% if one_by_one:
        const Phase phase = make_phase(params);
% else:
        const Phase phase = make_phase(params, index);
        if (phase.m_size == 0 || phase.tap_count == 0)
            continue;                      // no block of this phase loads
% endif
        int lower[kSpatialDims], upper[kSpatialDims];
        for (int d = 0; d < kSpatialDims; ++d) {
% if one_by_one:
            const Index first_corner = 0, rows = params.input[d], reach = 0;
% else:
            const Index first_corner = phase_lower_corner(params, phase, d), rows = phase.rows[d];
            const Index reach = (phase.taps[d] - 1) * phase.o_step[d];   // the largest tap offset
% endif
            const Index last_corner = rows + first_corner - params.output[d];
            if (first_corner < -kCornerLimit || first_corner >= kCornerLimit || last_corner < -kCornerLimit ||
                last_corner >= kCornerLimit || reach >= hipconv::im2col_offset_limit(kSpatialDims))
                return HIPCONV_REFUSED_TMA;
            lower[kSpatialDims - 1 - d] = static_cast<int>(first_corner);
            upper[kSpatialDims - 1 - d] = static_cast<int>(last_corner);
        }
        if (dy != nullptr && !hipconv::encode_im2col_map(&params.dy_maps[index], dy, kSpatialDims + 2, dims, strides,
                                                          lower, upper, kBlockK, kBlockM))
            return HIPCONV_REFUSED_TMA;
    }
    if (dy != nullptr) {
        int64_t taps = 1;
        for (int d = 0; d < kSpatialDims; ++d)
            taps *= p->filter[d];
        const uint64_t w_dims[4] = {static_cast<uint64_t>(p->in_channels), static_cast<uint64_t>(taps),
                                    static_cast<uint64_t>(p->out_channels), static_cast<uint64_t>(p->groups)};
        const uint64_t w_strides[3] = {static_cast<uint64_t>(params.w_stride_s[kSpatialDims - 1]) * sizeof(WType),
                                       static_cast<uint64_t>(params.w_stride_k) * sizeof(WType),
                                       static_cast<uint64_t>(params.w_stride_g) * sizeof(WType)};
        const uint32_t w_box[4] = {kColumnBlock, 1, static_cast<uint32_t>(kBlockK), 1};
        if (!hipconv::encode_tiled_map(&params.w_map, w, 4, w_dims, w_strides, w_box))
            return HIPCONV_REFUSED_TMA;
% if plan.tma_store:
        // One phase: the GEMM rows are dX's positions in order, so the epilogue can store
        // whole tiles through a tiled map (else, or when the driver declines the map, or
        // dX is not 16-byte aligned: the consumers copy the staged tile out; never a refusal).
        const int64_t positions = p->batch * hipconv::product(p->input, p->spatial_dim);
        params.store_tma = 0;
        if (phases == 1 && positions <= INT32_MAX && reinterpret_cast<uintptr_t>(dx) % 16 == 0) {
            const uint64_t dx_dims[3] = {static_cast<uint64_t>(p->in_channels), static_cast<uint64_t>(p->groups),
                                         static_cast<uint64_t>(positions)};
            const uint64_t dx_strides[2] = {static_cast<uint64_t>(params.x_stride_g) * sizeof(XType),
                                            static_cast<uint64_t>(params.x_stride_s[kSpatialDims - 1]) * sizeof(XType)};
            const uint32_t dx_box[3] = {kColumnBlock, 1, static_cast<uint32_t>(kBlockM)};
            params.store_tma = hipconv::encode_tiled_map(&params.dx_map, dx, 3, dx_dims, dx_strides, dx_box) ? 1 : 0;
        }
% else:
        (void)dx;   // the epilogue reads ${", ".join(sorted(o.value for o in plan.epilogue.operands))}: the fp32 tile stores dX
% endif
    }
    return HIPCONV_OK;
}

% endif
}  // namespace

extern "C" int32_t ${plan.symbol}_supports(const hipconv_problem* p) {
${common.common_supports(plan)}
    if (hipconv::ceil_div(p->in_channels, kBlockN) > hipconv::kMaxGridYZ ||
        p->groups * phase_count(p) > hipconv::kMaxGridYZ ||
        hipconv::ceil_div(max_phase_rows(p), kBlockM) > hipconv::kMaxGridX)
        return HIPCONV_REFUSED_GRID_LIMIT;
% if split_k:
${split.supports_checks(plan)}\
% endif
% if plan.tma:
    Params params{};
${common.fill_geometry(plan)}\
    return encode_tensor_maps(p, nullptr, nullptr, nullptr, params);
% else:
    return HIPCONV_OK;
% endif
}

extern "C" int64_t ${plan.symbol}_workspace_size(const hipconv_problem* p) {
% if split_k:
    return workspace_bytes(p);
% else:
    (void)p;
    return 0;   // backward-data writes dX directly
% endif
}

extern "C" int32_t ${plan.symbol}_split_k(const hipconv_problem* p) {
% if split_k:
    return split_plan(p).splits;
% else:
    (void)p;
    return 1;
% endif
}

extern "C" int32_t ${plan.symbol}_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
% if not split_k:
    (void)workspace;
% endif
${common.run_checks(plan)}${common.epilogue_arguments(plan)}    Params params{};
    params.dy = static_cast<const YType*>(tensors->y);
    params.w = static_cast<const WType*>(tensors->w);
    params.dx = static_cast<XType*>(tensors->x);
${common.fill_epilogue(plan)}    params.batch = static_cast<Index>(p->batch);
    params.channels = static_cast<Index>(p->in_channels);
    params.out_channels = static_cast<Index>(p->out_channels);
${common.fill_geometry(plan)}
% if not one_by_one:
    params.phase_count = static_cast<int>(phase_count(p));
    for (int index = 0; index < params.phase_count && index < kMaxPhases; ++index)
        params.phases[index] = make_phase(params, index);
% endif
% if plan.tma:
    if (const int32_t mapped = encode_tensor_maps(p, tensors->y, tensors->w, tensors->x, params))
        return mapped;
% endif
% if split_k:
${split.before_launch(plan)}\
% endif
${common.tile_grid(plan, "hipconv::ceil_div(max_phase_rows(p), kBlockM)", "hipconv::ceil_div(hipconv::ceil_div(p->in_channels, kBlockN), kMulticast) * kMulticast" if plan.multicast > 1 else "hipconv::ceil_div(p->in_channels, kBlockN)", "output_grid_z(p) * split.splits" if split_k else "p->groups * phase_count(p)")}\
% if split_k:
${split.launch(plan, "static_cast<hipStream_t>(stream)")}
${split.after_launch(plan, "static_cast<hipStream_t>(stream)")}\
% elif plan.multicast > 1:
${common.launch(plan, "grid", "static_cast<hipStream_t>(stream)", cluster="dim3(1, kMulticast, 1)")}
% else:
${common.launch(plan, "grid", "static_cast<hipStream_t>(stream)")}
% endif
    return hipconv::launch_status();
}
