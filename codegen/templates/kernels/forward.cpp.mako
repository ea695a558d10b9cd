<%namespace name="micro" file="${context.get('plan').micro_template}"/>\
<%namespace name="common" file="/kernels/common.mako"/>\
<%namespace name="split" file="/kernels/output_split.mako"/>\
<%
    D = plan.dims
    one_tap = plan.is_filter1x1_stride1_pad0 or plan.is_filter1x1_pad0
    strided_one_tap = plan.is_filter1x1_pad0
    packed = plan.alg.tap_channels > 0      # whole taps per k-step (tap_channels)
    image = plan.alg.input_image > 0        # operands staged once (input_image)
    vx, vw, vy = plan.vec("x"), plan.vec("w"), plan.vec("y")
    split_k = plan.output_split             # the reduction split across blocks (output_split.mako)
%>\
${common.banner(plan)}
//
// Forward as an implicit GEMM per group g (no im2col buffer):
//   Y[n, o.., g, k] = sum over the filter taps f.. and the channels c of
//                     X[n, i.., g, c] * W[g, k, f.., c],   i = o * stride - pad + f * dilation
//   M = N * prod(output) rows (n, o..), N = K columns, reduction = prod(filter) * C
% if packed:
//   walked in k-steps of kTapsPerStep = ${plan.alg.block.k // plan.alg.tap_channels} whole taps, each tap's C <= kTapChannels = ${plan.alg.tap_channels}
//   channels zero-padded to kTapChannels (few channels: the RGB stem's C = 3): column
//   kk of a k-step is tap kk / kTapChannels of it, channel kk % kTapChannels.
% if image:
// Input image (input_image): the block stages the input rows its output positions reach
// (C padded to kTapChannels per pixel) and the whole filter once in shared memory, and its
// warps read every k-step's fragments from there (InputImage).
% endif
% else:
//   walked tap by tap and, inside a tap, in channel blocks of block.k.
% endif
% if plan.is_filter1x1_stride1_pad0:
// Specialization filter1x1_stride1_pad0: i = o and one tap, a plain GEMM.
% elif strided_one_tap:
// Specialization filter1x1_pad0: i = o * stride and one tap.
% endif
% if split_k:
${split.banner(plan, "C")}\
% endif
${common.includes(plan)}

namespace {

using Index = ${plan.index_type};
using XType = ${plan.ctype("x")};
using WType = ${plan.ctype("w")};
using YType = ${plan.ctype("y")};   // written
using Accumulator = ${plan.accumulator_ctype};
using AType = XType;                // GEMM A = X (implicit im2col)
using BType = WType;                // GEMM B = W
constexpr int kSpatialDims = ${D};
constexpr int kVectorY = ${vy};   // Y stores along K${"" if plan.tma or image else " (X and W vectors: kVectorA, kVectorB below)"}
${micro.constants(plan)}
% if split_k:
${split.constants(plan)}\
% endif
% if packed:
constexpr int kTapChannels = ${plan.alg.tap_channels};                       // k columns per tap (C <= this)
constexpr int kTapsPerStep = kBlockK / kTapChannels;
% if not image:
constexpr int kThreadTapsA = kLoadsA * kVectorA / kTapChannels;   // taps of a thread's A row share
constexpr int kThreadTapsB = kLoadsB * kVectorB / kTapChannels;   // taps of a thread's B column share
static_assert(kThreadTapsA * kTapChannels == kLoadsA * kVectorA &&
              kThreadTapsB * kTapChannels == kLoadsB * kVectorB && kTapChannels % kVectorA == 0 &&
              kTapChannels % kVectorB == 0, "a thread's share of a tile row is whole taps");
% endif
% endif

struct Params {
    const XType* __restrict__ x;
    const WType* __restrict__ w;
    YType* __restrict__ y;
${common.epilogue_fields(plan)}    Index batch, channels, out_channels;             // N, C, K (G is in the grid)
    Index m_size;                                    // GEMM rows: N * prod(output)
${common.geometry_fields(plan)}
% if plan.fast_row_divisions:
    hipconv::FastDivmod by_output[kSpatialDims];     // n / output[d] (row_position)
% endif
% if split_k:
${split.params_fields(plan)}\
% endif
% if plan.tma:
    // TMA tensor maps (encoded per run by encode_tensor_maps): X through ${"a tiled map (c, g, position)" if plan.is_filter1x1_stride1_pad0 else "an im2col map traversed with the stride"},
    // W through one tiled map (c, filter tap, k, g), Y through a tiled map (k, g, position).
    hipconv::TensorMap x_map;
    hipconv::TensorMap w_map;
    int x_group_channel;                             // X channel coordinate of group g: g * this
    int x_group_image;                               // X batch coordinate offset of group g: g * this
% endif
% if plan.tma_store:
    hipconv::TensorMap y_map;
    int store_tma;                                   // 1: the epilogue stores through y_map
% endif
% if plan.persistent:
    Index tiles_x, tiles_y, tile_count;              // the tile grid a persistent block walks
% endif
% if image:
    // The input image's layout, per problem (image_layout): see InputImage.
    int image_virtual_height;    // image rows per batch image: (OH - 1) * stride + (R - 1) * dilation + 1
    int image_width;             // pixels per image row: (OW - 1) * stride + (S - 1) * dilation + 1
    int image_taps;              // the filter's taps padded to whole k-steps: k_steps * kTapsPerStep
    int image_table_offset;      // bytes before the tap table (after the filter image)
    int image_input_offset;      // bytes before the input rows (and the output tile)
    hipconv::FastDivmod by_image_width;            // n / image_width
    hipconv::FastDivmod by_image_height;           // n / image_virtual_height
    hipconv::FastDivmod by_image_taps;             // n / image_taps
    hipconv::FastDivmod by_filter_width;           // n / S
% endif
};

// The block's tile: group and first row and column.
struct TileState {
    Index group;
    Index m_begin;                          // first GEMM row (output position) of the block
    Index n_begin;                          // first GEMM column (output channel) of the block
% if packed:
    Index k_steps;                          // block.k steps over the reduction: ceil(taps / kTapsPerStep)
% if not image:
    Index taps;                             // prod(filter)
% endif
% else:
    Index k_steps;                          // block.k steps over the reduction: taps x channel blocks
% endif
% if split_k:
${split.tile_fields(plan)}\
% endif
};

// Decompose GEMM row m into n and the output position o...
__device__ __forceinline__ void row_position(const Params& p, Index m, Index& n, Index (&o)[kSpatialDims]) {
    for (int d = kSpatialDims - 1; d >= 0; --d) {
% if plan.fast_row_divisions:
        int remainder = 0;
        m = p.by_output[d].divmod(m, remainder);
        o[d] = remainder;
% else:
        o[d] = m % p.output[d];
        m /= p.output[d];
% endif
    }
    n = m;
}

// The block's place in the reduction, walked tap by tap and, inside a tap, in channel
// blocks of block.k (c0 = 0, block.k, ..): every vector of a k-step has the same tap,
// so no division and no per-vector counter remains in the main loop.  A channel block
// that runs past C is zero-filled by the valid predicates.
% if image:
% elif packed:
// The block's place in the reduction: the first tap of its k-step.  A thread's columns
// are whole taps (kk / kTapChannels); the accesses walk them with walk_taps.
struct ReductionCursor {
    Index tap0;                             // the k-step's first tap (row-major over the filter)

    __device__ __forceinline__ void init() { tap0 = 0; }
    __device__ __forceinline__ void advance() { tap0 += kTapsPerStep; }
};

// A thread's kCount consecutive taps of a k-step from row-major tap `first`: visit(j, t,
// exists) with tap first + j's filter coordinates t.. (decoded once, then counted) and
// whether it exists (the last k-step may run past the filter).
template <int kCount, class Visit>
__device__ __forceinline__ void walk_taps(const Params& p, const TileState& tile, Index first, Visit visit) {
    Index t[kSpatialDims];
    hipconv::split_index(first < tile.taps ? first : 0, p.filter, t);
    for (int j = 0; j < kCount; ++j) {
        visit(j, t, first + j < tile.taps);
        hipconv::next_index(t, p.filter);
    }
}
% elif one_tap:
struct ReductionCursor {
    Index c0;                               // first channel of the block's k-step

% if split_k:
    __device__ __forceinline__ void init(const Params&, const TileState& tile) { c0 = tile.k_first * kBlockK; }
% else:
    __device__ __forceinline__ void init() { c0 = 0; }
% endif
    // Next k-step; true when it starts a new tap (never: one tap).
    __device__ __forceinline__ bool advance(const Params&) {
        c0 += kBlockK;
        return false;
    }
};
% else:
struct ReductionCursor {
    Index c0;                               // first channel of the block's k-step
    Index t[kSpatialDims];                  // filter tap per dimension, innermost last

% if split_k:
    // The slice's first k-step: tap k_first / channel blocks, channel block k_first % blocks.
    __device__ __forceinline__ void init(const Params& p, const TileState& tile) {
        const Index blocks = (p.channels + kBlockK - 1) / kBlockK;
        c0 = (tile.k_first % blocks) * kBlockK;
        hipconv::split_index(tile.k_first / blocks, p.filter, t);
    }
% else:
    __device__ __forceinline__ void init() {
        c0 = 0;
        for (int d = 0; d < kSpatialDims; ++d)
            t[d] = 0;
    }
% endif

    // Next k-step; true when it starts a new tap.
    __device__ __forceinline__ bool advance(const Params& p) {
        c0 += kBlockK;
        if (c0 < p.channels)
            return false;
        c0 = 0;
        hipconv::next_index(t, p.filter);
        return true;
    }
};
% endif

% if plan.tma:
% if plan.multicast > 1:
// Multicast: thread-block clusters of ${plan.multicast} blocks along grid.y (columns: output channels)
// share the tile's rows, so the cluster's first block issues each k-step's X box into every
// block's stage and each block its own W box.  grid.y is rounded up to a multiple of
// ${plan.multicast}; a block past the last column tile reads zeros of W and stores nothing.
% endif
// The producer's walk over the reduction (loads: tma; one thread).  Per k-step: one
// ${"tiled box of X (kBlockK channels c x kBlockM positions from the tile's first row)" if plan.is_filter1x1_stride1_pad0 else "im2col box of X (kBlockM positions whose traversal starts at the tile's first (n, o..), each read at o * stride - pad + the step's tap * dilation, kBlockK channels; the padding reads zeros)"}
// into the A tile, and one tiled box of W (kBlockK channels c x kBlockN output
// channels k at the step's tap; past C or K: zeros) into the B tile.
struct TmaLoads {
    ReductionCursor at;
    int group;
% if plan.is_filter1x1_stride1_pad0:
    int row;                                // the tile's first position
% else:
    int base[kSpatialDims];                 // the first row's o * stride - pad, innermost first
    int image;                              // its batch coordinate
    int channel;                            // the group's first X channel coordinate
% endif
% if plan.multicast > 1:
    bool issues_x;                          // the cluster's first block: it multicasts the X box
% endif

    __device__ __forceinline__ void init(const Params& p, const TileState& tile) {
        group = static_cast<int>(tile.group);
% if plan.multicast > 1:
        issues_x = hipconv::cluster_rank() == 0;
% endif
% if plan.is_filter1x1_stride1_pad0:
        row = static_cast<int>(tile.m_begin);
% else:
        Index n = 0, o[kSpatialDims];
        row_position(p, tile.m_begin, n, o);
        for (int d = 0; d < kSpatialDims; ++d)
            base[kSpatialDims - 1 - d] = static_cast<int>(o[d] * p.stride[d] - p.pad[d]);
        image = static_cast<int>(n + tile.group * p.x_group_image);
        channel = static_cast<int>(tile.group * p.x_group_channel);
% endif
        at.init(${"p, tile" if split_k else ""});
    }

    // The boxes of the current k-step: A (K-major: all kBlockM rows in one box) at
    // a_rows(0), B (K-major: all kBlockN rows in one box) at b_column(0); both complete on `full`.
    template <class ARows, class BColumn>
    __device__ __forceinline__ void issue(const Params& p, const TileState& tile, uint64_t* full,
                                          ARows a_rows, BColumn b_column) const {
        const int c0 = static_cast<int>(at.c0);
% if plan.is_filter1x1_stride1_pad0:
% if plan.multicast > 1:
        if (issues_x)
            hipconv::tma_load_tile_multicast(a_rows(0), &p.x_map, full, kClusterMask, c0, group, row);
% else:
        hipconv::tma_load_tile(a_rows(0), &p.x_map, full, c0, group, row);
% endif
        hipconv::tma_load_tile(b_column(0), &p.w_map, full, c0, 0, static_cast<int>(tile.n_begin), group);
% else:
        uint16_t offsets[kSpatialDims];     // the tap's offset from the base, innermost first
        int tap = 0;                        // W's filter tap, row-major over the filter
        for (int d = 0; d < kSpatialDims; ++d) {
% if one_tap:
            offsets[kSpatialDims - 1 - d] = 0;
% else:
            offsets[kSpatialDims - 1 - d] = static_cast<uint16_t>(at.t[d] * p.dilation[d]);
            tap = tap * static_cast<int>(p.filter[d]) + static_cast<int>(at.t[d]);
% endif
        }
% if plan.multicast > 1:
        if (issues_x)
            hipconv::tma_load_im2col_multicast<kSpatialDims>(a_rows(0), &p.x_map, full, kClusterMask, channel + c0,
                                                             base, image, offsets);
% else:
        hipconv::tma_load_im2col<kSpatialDims>(a_rows(0), &p.x_map, full, channel + c0, base, image, offsets);
% endif
        hipconv::tma_load_tile(b_column(0), &p.w_map, full, c0, tap, static_cast<int>(tile.n_begin), group);
% endif
    }

    __device__ __forceinline__ void advance(const Params& p, const TileState&) {
        at.advance(p);
    }
};

% elif image:
// The operands, staged in shared memory (offsets per problem: image_layout):
//   The filter image, once per block (fill_filter): row n (output channel n_begin + n)
//     holds B[n][kk] for reduction column kk = tap * kTapChannels + c (rows of image_taps
//     * kTapChannels + kFilterRowPad elements); zeros past C, K and the taps.
//   The tap table, with it: each tap's image offset from a position's first tap, -1 past
//     the filter.
//   The input rows, per tile (fill_input): the rows the tile's output positions reach,
//     each image_width pixels of kTapChannels elements (C channels, then zeros); image row
//     r is "virtual" row first_row + r, virtual row v = n * image_virtual_height + i + pad
//     being input row i of batch image n (zeros outside the input).  Output position
//     (n, oh, ow) reads its tap (r, s) at virtual row n * image_virtual_height + oh *
//     stride + r * dilation, pixel ow * stride + s * dilation.  After the main loop the
//     fp32 output tile takes this memory (output_memory).
// The micro-kernel's image_mainloop calls fill_input (every thread), then row(m) per
// fragment row, column(kk) per k-step and register, pair(row, column) for two channels of
// A, and filter_row(n) for ldmatrix.
struct InputImage {
    static constexpr int kFillBatch = 8;    // items a thread loads before it stores them
    static constexpr int kFilterRowPad = 8; // elements past a filter row's taps: conflict-free ldmatrix
    XType* x_image;
    const WType* w_image;
    const int* taps;
    int first_row;                          // the virtual row of image row 0
    int pitch;                              // elements per image row
    int filter_row_length;                  // elements per filter image row

${common.image_virtual_row("by_output[0]")}
    // Items 0..count-1 into `image` (every thread): load(e, value) fills item e's
    // kTapChannels elements (zero-initialized) and returns where they go.  A thread loads
    // kFillBatch items into registers before it stores any, so that their load latencies
    // overlap; consecutive threads take consecutive items.
    template <class T, class Load>
    __device__ __forceinline__ static void fill(T* image, int count, Load load) {
        for (int first = static_cast<int>(threadIdx.x); first < count; first += kThreads * kFillBatch) {
            hipconv::Vec<T, kTapChannels> item[kFillBatch];
            int at[kFillBatch];
#pragma unroll
            for (int b = 0; b < kFillBatch; ++b) {
                const int e = first + b * kThreads;
                item[b] = hipconv::Vec<T, kTapChannels>{};
                at[b] = e < count ? load(e, item[b]) : -1;
            }
#pragma unroll
            for (int b = 0; b < kFillBatch; ++b)
                if (at[b] >= 0)
                    hipconv::store_vec<kTapChannels>(image + at[b], item[b]);
        }
    }

    // The filter image and the tap table of output channels n_begin.. of `group` (every thread).
    __device__ __forceinline__ void fill_filter(const Params& p, Index n_begin, Index group, unsigned char* memory) {
        x_image = reinterpret_cast<XType*>(memory + p.image_input_offset);
        WType* const filter = reinterpret_cast<WType*>(memory);
        int* const table = reinterpret_cast<int*>(memory + p.image_table_offset);
        w_image = filter;
        taps = table;
        pitch = p.image_width * kTapChannels;
        filter_row_length = p.image_taps * kTapChannels + kFilterRowPad;
        const int filter_taps = static_cast<int>(p.filter[0] * p.filter[1]);
        fill(filter, kBlockN * p.image_taps, [&](int e, hipconv::Vec<WType, kTapChannels>& tap) {
            int t = 0;
            const int n = p.by_image_taps.divmod(e, t);   // item e: tap t of filter row n
            const Index k = n_begin + n;
            if (k < p.out_channels && t < filter_taps) {
                int s = 0;
                const int r = p.by_filter_width.divmod(t, s);
                const WType* const source = p.w + group * p.w_stride_g + k * p.w_stride_k +
                                            r * p.w_stride_s[0] + s * p.w_stride_s[1];
                for (int c = 0; c < p.channels; ++c)
                    tap.v[c] = source[${plan.channel_offset("w", "c")}];
            }
            return n * filter_row_length + t * kTapChannels;
        });
        for (int t = static_cast<int>(threadIdx.x); t < p.image_taps; t += kThreads) {
            int s = 0;
            const int r = p.by_filter_width.divmod(t, s);
            table[t] = t < filter_taps ? static_cast<int>(r * p.dilation[0] * pitch + s * p.dilation[1] * kTapChannels) : -1;
        }
    }

    // The input rows of `tile` (every thread; the previous tile's output tile read out).
    __device__ __forceinline__ void fill_input(const Params& p, const TileState& tile) {
        const Index last = (tile.m_begin + kBlockM < p.m_size ? tile.m_begin + kBlockM : p.m_size) - 1;
        const int reach = static_cast<int>((p.filter[0] - 1) * p.dilation[0] + 1);
        first_row = virtual_row(p, p.by_output[1].divide(static_cast<int>(tile.m_begin)));
        const int rows = virtual_row(p, p.by_output[1].divide(static_cast<int>(last))) + reach - first_row;
        fill(x_image, rows * p.image_width, [&](int e, hipconv::Vec<XType, kTapChannels>& pixel) {
            int u = 0, i = 0;
            const int r = p.by_image_width.divmod(e, u);           // item e: pixel u of image row r
            const int n = p.by_image_height.divmod(first_row + r, i);
            i -= static_cast<int>(p.pad[0]);
            const Index j = u - p.pad[1];
            if (n < p.batch && i >= 0 && i < p.input[0] && j >= 0 && j < p.input[1]) {
                const XType* const source = p.x + n * p.x_stride_n + tile.group * p.x_stride_g +
                                            i * p.x_stride_s[0] + j * p.x_stride_s[1];
                for (int c = 0; c < p.channels; ++c)
                    pixel.v[c] = source[${plan.channel_offset("x", "c")}];
            }
            return r * pitch + u * kTapChannels;
        });
    }

    // Where the epilogue's fp32 output tile goes: the input rows' memory.
    __device__ __forceinline__ unsigned char* output_memory() const { return reinterpret_cast<unsigned char*>(x_image); }

    // The image offset of tile row m's first tap (a row past the problem: 0; never stored).
    __device__ __forceinline__ int row(const Params& p, const TileState& tile, int m) const {
        const Index position = tile.m_begin + m;
        if (position >= p.m_size)
            return 0;
        int ow = 0;
        const int q = p.by_output[1].divmod(static_cast<int>(position), ow);
        return (virtual_row(p, q) - first_row) * pitch + ow * static_cast<int>(p.stride[1]) * kTapChannels;
    }

    // Reduction column kk's offset from a row's first tap, or -1 past the filter.
    __device__ __forceinline__ int column(int kk) const {
        const int tap = taps[kk / kTapChannels];
        return tap < 0 ? -1 : tap + kk % kTapChannels;
    }

    // Two adjacent channels of A (one register) at a row and a column; zeros past the filter.
    __device__ __forceinline__ uint32_t pair(int row_offset, int column_offset) const {
        return column_offset < 0 ? 0u : *reinterpret_cast<const uint32_t*>(x_image + row_offset + column_offset);
    }

    __device__ __forceinline__ const WType* filter_row(int n) const { return w_image + n * filter_row_length; }
};
% else:
__device__ __forceinline__ const AType* a_tensor(const Params& p) { return p.x; }
__device__ __forceinline__ const BType* b_tensor(const Params& p) { return p.w; }

% if packed:
// A = X gathered: element (m, (tap, c)) in vectors of kVectorA channels.  The thread
// owns tile row m (or a share of it) and kThreadTapsA whole taps of each k-step; per
// k-step it finds each tap's input position, its inside-the-input test and X offset
// once, and its kTapChannels columns are that offset + c (c < C; the rest read as zeros).
struct AAccess {
    ReductionCursor at;
    int first_tap;                          // the thread's first tap within a k-step
    bool row_valid;                         // the GEMM row exists
    Index row_offset;                       // X offset of (n, g)
    Index i_first[kSpatialDims];            // input position of the row's first tap: o * stride - pad
    bool tap_valid[kThreadTapsA];           // the tap exists and reads inside the input
    Index tap_offset[kThreadTapsA];         // X offset of (n, i, g) at the tap

    __device__ __forceinline__ void init(const Params& p, const TileState& tile) {
        int m = 0, kk = 0;
        a_vector(0, m, kk);
        first_tap = kk / kTapChannels;
        const Index row = tile.m_begin + m;
        row_valid = row < p.m_size;
        Index n = 0, o[kSpatialDims];
        row_position(p, row_valid ? row : 0, n, o);
        row_offset = n * p.x_stride_n + tile.group * p.x_stride_g;
        for (int d = 0; d < kSpatialDims; ++d)
            i_first[d] = o[d] * p.stride[d] - p.pad[d];
        at.init();
        enter_step(p, tile);
    }

    __device__ __forceinline__ void enter_step(const Params& p, const TileState& tile) {
        walk_taps<kThreadTapsA>(p, tile, at.tap0 + first_tap, [&](int j, const Index (&t)[kSpatialDims], bool exists) {
            bool inside = row_valid && exists;
            Index offset = row_offset;
            for (int d = 0; d < kSpatialDims; ++d) {
                const Index i = i_first[d] + t[d] * p.dilation[d];
                inside = inside && i >= 0 && i < p.input[d];
                offset += i * p.x_stride_s[d];
            }
            tap_valid[j] = inside;
            tap_offset[j] = offset;
        });
    }

    __device__ __forceinline__ bool valid(const Params& p, const TileState&, int l,
                                          Index& offset) const {
        const int j = l * kVectorA / kTapChannels, c = l * kVectorA % kTapChannels;
        offset = tap_offset[j] + c;
        return tap_valid[j] && c < p.channels;
    }

    __device__ __forceinline__ void advance(const Params& p, const TileState& tile) {
        at.advance();
        enter_step(p, tile);
    }
};

// B = W: element ((tap, c), k) in vectors of kVectorB channels.  The thread owns output
// channel k (a tile column, or a share of it) and kThreadTapsB whole taps of each k-step.
struct BAccess {
    ReductionCursor at;
    int first_tap;                          // the thread's first tap within a k-step
    bool column_valid;                      // the output channel k exists
    Index column_offset;                    // W offset of (g, k)
    bool tap_valid[kThreadTapsB];           // the tap exists
    Index tap_offset[kThreadTapsB];         // W offset of the tap f..

    __device__ __forceinline__ void init(const Params& p, const TileState& tile) {
        int slot = 0, n = 0, kk = 0;
        b_vector(0, slot, kk, n);
        first_tap = kk / kTapChannels;
        const Index k = tile.n_begin + n;
        column_valid = k < p.out_channels;
        column_offset = tile.group * p.w_stride_g + (column_valid ? k : 0) * p.w_stride_k;
        at.init();
        enter_step(p, tile);
    }

    __device__ __forceinline__ void enter_step(const Params& p, const TileState& tile) {
        walk_taps<kThreadTapsB>(p, tile, at.tap0 + first_tap, [&](int j, const Index (&t)[kSpatialDims], bool exists) {
            tap_valid[j] = column_valid && exists;
            tap_offset[j] = column_offset;
            for (int d = 0; d < kSpatialDims; ++d)
                tap_offset[j] += t[d] * p.w_stride_s[d];
        });
    }

    __device__ __forceinline__ bool valid(const Params& p, const TileState&, int l,
                                          Index& offset) const {
        const int j = l * kVectorB / kTapChannels, c = l * kVectorB % kTapChannels;
        offset = tap_offset[j] + c;
        return tap_valid[j] && c < p.channels;
    }

    __device__ __forceinline__ void advance(const Params& p, const TileState& tile) {
        at.advance();
        enter_step(p, tile);
    }
};
% else:
// A = X gathered: element (m, (tap, c)), read along c.  All of a thread's vectors
// share the channel column kk; per row, the offset and the inside-the-input test of
// the current tap are recomputed when the tap changes.
struct AAccess {
    ReductionCursor at;
    int kk;                                 // this thread's channel column in the k-step
    bool row_valid[kLoadsA];                // the vector's GEMM row exists
% if one_tap:
    Index row_offset[kLoadsA];              // X offset of (n, i = o${" * stride" if strided_one_tap else ""}, g)
% else:
    Index row_offset[kLoadsA];              // X offset of (n, g)
    Index i_first[kLoadsA][kSpatialDims];   // input position of the first tap: o * stride - pad
    bool tap_valid[kLoadsA];                // the current tap reads inside the input
    Index tap_offset[kLoadsA];              // X offset of (n, i, g) at the current tap
% endif

    __device__ __forceinline__ void init(const Params& p, const TileState& tile) {
        for (int l = 0; l < kLoadsA; ++l) {
            int m = 0;
            const bool exists = a_vector(l, m, kk);
            const Index row = tile.m_begin + m;
            row_valid[l] = exists && row < p.m_size;
            Index n = 0, o[kSpatialDims];
            row_position(p, row_valid[l] ? row : 0, n, o);
            row_offset[l] = n * p.x_stride_n + tile.group * p.x_stride_g;
            for (int d = 0; d < kSpatialDims; ++d) {
% if plan.is_filter1x1_stride1_pad0:
                row_offset[l] += o[d] * p.x_stride_s[d];                 // i = o
% elif strided_one_tap:
                row_offset[l] += o[d] * p.stride[d] * p.x_stride_s[d];   // i = o * stride
% else:
                i_first[l][d] = o[d] * p.stride[d] - p.pad[d];
% endif
            }
        }
        at.init(${"p, tile" if split_k else ""});
% if not one_tap:
        enter_tap(p);
% endif
    }
% if not one_tap:

    __device__ __forceinline__ void enter_tap(const Params& p) {
        for (int l = 0; l < kLoadsA; ++l) {
            bool inside = row_valid[l];
            Index offset = row_offset[l];
            for (int d = 0; d < kSpatialDims; ++d) {
                const Index i = i_first[l][d] + at.t[d] * p.dilation[d];
                inside = inside && i >= 0 && i < p.input[d];
                offset += i * p.x_stride_s[d];
            }
            tap_valid[l] = inside;
            tap_offset[l] = offset;
        }
    }
% endif

% if plan.prologue is not None:
    // The G x C index of vector l's first channel: the prologue's scale / shift element.
    __device__ __forceinline__ Index prologue_channel(const Params& p, const TileState& tile, int) const {
        return tile.group * p.channels + at.c0 + kk;
    }

% endif
    __device__ __forceinline__ bool valid(const Params& p, const TileState&, int l,
                                          Index& offset) const {
        const Index c = at.c0 + kk;
% if one_tap:
        offset = row_offset[l] + ${plan.channel_offset("x", "c")};
        return row_valid[l] && c < p.channels;
% else:
        offset = tap_offset[l] + ${plan.channel_offset("x", "c")};
        return tap_valid[l] && c < p.channels;
% endif
    }

    __device__ __forceinline__ void advance(const Params& p, const TileState&) {
% if one_tap:
        at.advance(p);
% else:
        if (at.advance(p))
            enter_tap(p);
% endif
    }
};

// B = W: element ((tap, c), k), read along c.  All of a thread's vectors share the
// channel column kk; the tap's part of the offset changes with the tap.
struct BAccess {
    ReductionCursor at;
    int kk;                                 // this thread's channel column in the k-step
    bool column_valid[kLoadsB];             // the output channel k exists
    Index column_offset[kLoadsB];           // W offset of (g, k)
% if not one_tap:
    Index tap_offset;                       // W offset of the current tap f..
% endif

    __device__ __forceinline__ void init(const Params& p, const TileState& tile) {
        for (int l = 0; l < kLoadsB; ++l) {
            int slot = 0, n = 0;
            const bool exists = b_vector(l, slot, kk, n);
            (void)slot;
            const Index k = tile.n_begin + n;
            column_valid[l] = exists && k < p.out_channels;
            column_offset[l] = tile.group * p.w_stride_g + (column_valid[l] ? k : 0) * p.w_stride_k;
        }
        at.init(${"p, tile" if split_k else ""});
% if not one_tap:
        enter_tap(p);
% endif
    }
% if not one_tap:

    __device__ __forceinline__ void enter_tap(const Params& p) {
        tap_offset = 0;
        for (int d = 0; d < kSpatialDims; ++d)
            tap_offset += at.t[d] * p.w_stride_s[d];
    }
% endif

    __device__ __forceinline__ bool valid(const Params& p, const TileState&, int l,
                                          Index& offset) const {
        const Index c = at.c0 + kk;
        offset = column_offset[l] + ${plan.channel_offset("w", "c")}${"" if one_tap else " + tap_offset"};
        return column_valid[l] && c < p.channels;
    }

    __device__ __forceinline__ void advance(const Params& p, const TileState&) {
% if one_tap:
        at.advance(p);
% else:
        if (at.advance(p))
            enter_tap(p);
% endif
    }
};
% endif

% endif
// Epilogue.  Where Y row m (tile-local) lives: computed once per row (a division per
// spatial dimension), then used for every vector of the row.
struct OutputRow {
    Index offset;                           // Y offset of (n, o.., g, k = tile.n_begin)
    bool valid;                             // the GEMM row exists
};

__device__ __forceinline__ OutputRow output_row(const Params& p, const TileState& tile, int m) {
    OutputRow out;
    const Index row = tile.m_begin + m;
    out.valid = row < p.m_size;
% if plan.output_split_workspace:
    if (tile.partial) {                     // the slice's workspace row instead
        out.offset = ${split.partial_row_offset("row")};
        return out;
    }
% endif
    Index batch = 0, o[kSpatialDims];
    row_position(p, out.valid ? row : 0, batch, o);
    out.offset = batch * p.y_stride_n + tile.group * p.y_stride_g + ${plan.channel_offset("y", "tile.n_begin")};
    for (int d = 0; d < kSpatialDims; ++d)
        out.offset += o[d] * p.y_stride_s[d];
    return out;
}

constexpr int kVectorOut = kVectorY;   // channels of an output row the epilogue stores at once
% if not plan.stages_output_type:
// kVectorOut output channels of an output row, tile columns n.. .
${common.activation_parameter(plan)}__device__ __forceinline__ void ${"store_result" if plan.output_split_workspace else "store_output"}(const Params& p, const TileState& tile,
                                             const OutputRow& row, int n, const Accumulator* values) {
    if (!row.valid || tile.n_begin + n >= p.out_channels)
        return;
    hipconv::Vec<YType, kVectorOut> out;
    for (int e = 0; e < kVectorOut; ++e)
        out.v[e] = hipconv::from_accumulator<YType>(${common.epilogue_value(plan, "values[e]", at="row.offset + " + plan.channel_offset("y", "n + e"), bias_at="tile.group * p.out_channels + tile.n_begin + n + e", params="p")});
    hipconv::store_vec<kVectorOut>(p.y + row.offset + ${plan.channel_offset("y", "n")}, out);
}
% endif
% if plan.statistics:

// The statistics of the block's row tile (signature.statistics): per tile column n, a thread
// each in turn, the sum and the sum of squares of the stored outputs of the tile's rows that
// exist, read back from Y (this block wrote them: L1 / L2 hot) in row order, into the row tile's
// partial in the workspace ([G][row tiles][2][K]).
__device__ __forceinline__ void tile_statistics(const Params& p, const TileState& tile, const OutputRow* rows) {
    const Index row_tile = tile.m_begin / kBlockM;
    float* const partial = p.statistics_partials + (tile.group * p.statistics_row_tiles + row_tile) * 2 * p.out_channels;
    for (int n = static_cast<int>(threadIdx.x); n < kBlockN; n += kThreads) {
        const Index k = tile.n_begin + n;
        if (k >= p.out_channels)
            continue;
        float sum = 0.0f, squares = 0.0f;
        for (int m = 0; m < kBlockM; ++m) {
            if (!rows[m].valid)
                continue;
            const float value = hipconv::to_float(p.y[rows[m].offset + ${plan.channel_offset("y", "n")}]);
            sum += value;
            squares += value * value;
        }
        partial[k] = sum;
        partial[p.out_channels + k] = squares;
    }
}

// The statistics' finish pass: per output channel (g, k), a thread adds the row tiles'
// partials in order (deterministic) into statistics[0][g][k] (sums) and [1][g][k] (squares).
__global__ void ${plan.name}_statistics_finish(Params p, Index groups) {
    const Index channel = static_cast<Index>(blockIdx.x) * blockDim.x + threadIdx.x;
    if (channel >= groups * p.out_channels)
        return;
    const Index g = channel / p.out_channels, k = channel % p.out_channels;
    const float* const partial = p.statistics_partials + g * p.statistics_row_tiles * 2 * p.out_channels;
    float sum = 0.0f, squares = 0.0f;
    for (Index t = 0; t < p.statistics_row_tiles; ++t) {
        sum += partial[2 * t * p.out_channels + k];
        squares += partial[(2 * t + 1) * p.out_channels + k];
    }
    p.statistics[channel] = sum;
    p.statistics[groups * p.out_channels + channel] = squares;
}
% endif
% if split_k:
% if plan.output_split_workspace:

// A one-row tile at GEMM row m of group g, column 0, that stores the output (the finish pass).
__device__ __forceinline__ TileState output_tile(const Params& p, Index group, Index m) {
    (void)p;
    TileState tile{};
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
constexpr uint32_t kStoreBlockColumns = 64;   // the staged epilogue's column blocks: one 128-byte swizzle row

// loads: tma, the stored epilogue: a tile's rows are consecutive Y positions, so the
// micro-kernel stages the tile as OutputType in 64-column 128-byte-swizzled blocks and
// store_block() writes each with one TMA box of y_map (64 channels k x kBlockM
// positions; what lies past K or past the last position is not written).  Where the
// driver declines the map, the consumers copy the staged tile out through output_row /
// store_staged.
__device__ __forceinline__ bool stores_through_tma(const Params& params) { return params.store_tma != 0; }
% elif plan.stages_output_type:
// The micro-kernel converts each accumulator in registers (output_value, then OutputType)
// and stages the tile in Y's type; the block copies it out through output_row /
// store_staged.
% endif
% if plan.stages_output_type:
using OutputType = YType;
% if plan.optional_bias:
// The epilogue of the accumulator of tile column n, before its conversion to OutputType:
// plus the optional bias of its output channel, then, in an activation kernel, the call's
// activation.  Columns past K are not stored: they read the last channel's bias, so every
// element runs the same straight code (a branch per element serializes the bias loads).
template <int kActivation>
__device__ __forceinline__ float output_value(const Params& params, const TileState& tile, int n, float value) {
    const Index k = tile.n_begin + n;
    const Index channel = k < params.out_channels ? k : params.out_channels - 1;
    return ${common.epilogue_value(plan, "value", bias_at="tile.group * params.out_channels + channel")};
}
% else:
// The epilogue of one accumulator (tile column n), before its conversion to OutputType.
__device__ __forceinline__ float output_value(const Params& params, const TileState& tile, int n, float value) {
    (void)params;
    (void)tile;
    (void)n;
    return ${common.epilogue_value(plan, "value")};
}
% endif
// kVectorOut channels of an output row, already converted, tile columns n.. .
__device__ __forceinline__ void store_staged(const Params& p, const TileState& tile, const OutputRow& row, int n,
                                             const hipconv::Vec<OutputType, kVectorOut>& values) {
    if (!row.valid || tile.n_begin + n >= p.out_channels)
        return;
    hipconv::store_vec<kVectorOut>(p.y + row.offset + ${plan.channel_offset("y", "n")}, values);
}
% if not plan.tma_store:

% endif
% endif
% if plan.tma_store:
__device__ __forceinline__ void store_block(const Params& params, const TileState& tile, int n0, const void* block) {
    hipconv::tma_store_tile(&params.y_map, block, static_cast<int>(tile.n_begin) + n0, static_cast<int>(tile.group),
                            static_cast<int>(tile.m_begin));
}

% endif
// The tile (x, y, z) of the tile grid: x the row block, y the column block, z the group
// (the launch grid${", or a persistent block's tile index t = x + tiles_x * (y + tiles_y * z)" if plan.persistent else ""}).
__device__ __forceinline__ bool tile_at(const Params& params, Index x, Index y, Index z, TileState& tile) {
    Index taps = 1;
    for (int d = 0; d < kSpatialDims; ++d)
        taps *= params.filter[d];
% if split_k:
    Index group = 0;                        // z = group * splits + slice
    enter_slice(params, z, taps * ((params.channels + kBlockK - 1) / kBlockK), tile, group);   // taps x channel blocks
    tile.group = group;
% else:
    tile.group = z;
% endif
    tile.m_begin = x * kBlockM;
    if (tile.m_begin >= params.m_size)
        return false;
    tile.n_begin = y * kBlockN;
% if packed:
% if not image:
    tile.taps = taps;
% endif
    tile.k_steps = (taps + kTapsPerStep - 1) / kTapsPerStep;
% elif split_k:
    // enter_slice took the slice's k-steps
% else:
    tile.k_steps = taps * ((params.channels + kBlockK - 1) / kBlockK);
% endif
    return true;
}

${common.activation_parameter(plan)}__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, ${plan.alg.min_blocks_per_sm}) ${plan.name}_kernel(${"const __grid_constant__ Params" if plan.tma else "Params"} params) {
% if plan.persistent:
${micro.persistent_tiles(plan)}
% elif image:
    // The filter image once; then the row tiles x = blockIdx.x, + gridDim.x, .. of this
    // column block and group, each through its input rows, the main loop and the epilogue.
    HIPCONV_DYNAMIC_SHARED(unsigned char, shared_bytes);
    InputImage image;
    image.fill_filter(params, static_cast<Index>(blockIdx.y) * kBlockN, blockIdx.z, shared_bytes);
    for (Index x = blockIdx.x;; x += gridDim.x) {
        TileState tile;
        if (!tile_at(params, x, blockIdx.y, blockIdx.z, tile))
            break;
${micro.image_mainloop(plan)}
${micro.epilogue(plan, base="image.output_memory()")}
        __syncthreads();                         // the output tile read out: the next tile's rows may land
    }
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

int64_t gemm_rows(const hipconv_problem* p) {
    return p->batch * hipconv::product(p->output, p->spatial_dim);
}
% if split_k:

int64_t gemm_columns(const hipconv_problem* p) { return p->out_channels; }
int64_t reduction_steps(const hipconv_problem* p) {                // taps x channel blocks
    return hipconv::product(p->filter, p->spatial_dim) * hipconv::ceil_div(p->in_channels, kBlockK);
}
int64_t output_grid_z(const hipconv_problem* p) { return p->groups; }

${split.host_functions(plan)}\
% endif

% if image:
// The operands' shared-memory layout for problem p into params (input_image; see
// InputImage): false where the filter image, its tap table and the larger of the input rows
// a tile reaches and the fp32 output tile do not fit kSharedMemoryBytes.
bool image_layout(const hipconv_problem* p, Params& params) {
${common.image_extent("kBlockM")}    const int64_t taps = hipconv::ceil_div(p->filter[0] * p->filter[1], kTapsPerStep) * kTapsPerStep;
    const int64_t filter_bytes = kBlockN * (taps * kTapChannels + InputImage::kFilterRowPad) * 2;
    const int64_t input_offset = hipconv::ceil_div(filter_bytes + taps * 4, 16) * 16;
    const int64_t input_bytes = rows * width * kTapChannels * 2;
    const int64_t tile_bytes = input_bytes > kOutputTileBytes ? input_bytes : kOutputTileBytes;
    if (input_offset + tile_bytes > kSharedMemoryBytes || p->batch * oh * ow > INT32_MAX ||
        p->batch * virtual_height > INT32_MAX)
        return false;                            // (positions and virtual rows are int32)
    params.image_virtual_height = static_cast<int>(virtual_height);
    params.image_width = static_cast<int>(width);
    params.image_taps = static_cast<int>(taps);
    params.image_table_offset = static_cast<int>(filter_bytes);
    params.image_input_offset = static_cast<int>(input_offset);
    params.by_image_width = hipconv::FastDivmod(static_cast<int32_t>(width));
    params.by_image_height = hipconv::FastDivmod(static_cast<int32_t>(virtual_height));
    params.by_image_taps = hipconv::FastDivmod(static_cast<int32_t>(taps));
    params.by_filter_width = hipconv::FastDivmod(static_cast<int32_t>(p->filter[1]));
    return true;
}

% endif
% if plan.tma:
<% channels_last = not plan.sig.x.layout.group_first %>\
// loads: tma.  The tensor maps of the problem into params (geometry filled): X as
// ${"a tiled map (c, g, position) over its N * prod(input) positions (i = o)" if plan.is_filter1x1_stride1_pad0 else "an im2col map (channels innermost: " + ("the G*C channels of a position, group g from channel g*C" if channels_last else "the C channels of group g's images, batch coordinate g*N + n") + ") whose bounding box per dimension is [-pad, -pad + (output - 1) * stride], traversed with the stride"},
// W as one tiled map (c, filter tap, k, g)${", Y as a tiled map (k, g, position) for the\n// stored epilogue" if plan.tma_store else ""}.  HIPCONV_REFUSED_TMA where the maps cannot describe the problem;
// with x == nullptr only the shape is checked (supports()).
int32_t encode_tensor_maps(const hipconv_problem* p, const void* x, const void* w, void* y, Params& params) {
    const int64_t positions = gemm_rows(p);
    if (positions > INT32_MAX)
        return HIPCONV_REFUSED_TMA;                  // coordinates are 32-bit
% if plan.is_filter1x1_stride1_pad0:
    const uint64_t x_dims[3] = {static_cast<uint64_t>(p->in_channels), static_cast<uint64_t>(p->groups),
                                static_cast<uint64_t>(positions)};
    const uint64_t x_strides[2] = {static_cast<uint64_t>(params.x_stride_g) * sizeof(XType),
                                   static_cast<uint64_t>(params.x_stride_s[kSpatialDims - 1]) * sizeof(XType)};
% else:
% if channels_last:
    if (p->groups > 1 && p->in_channels % kBlockK != 0)   // a box would read into the next group's channels
        return HIPCONV_REFUSED_TMA;
% endif
${common.x_im2col_box()}\
${common.x_im2col_dims(plan)}\
% endif
    if (x == nullptr)
        return HIPCONV_OK;
    if ((reinterpret_cast<uintptr_t>(x) | reinterpret_cast<uintptr_t>(w)) % 16 != 0)
        return HIPCONV_REFUSED_TMA;
% if plan.is_filter1x1_stride1_pad0:
    const uint32_t x_box[3] = {static_cast<uint32_t>(kBlockK), 1, static_cast<uint32_t>(kBlockM)};
    if (!hipconv::encode_tiled_map(&params.x_map, x, 3, x_dims, x_strides, x_box))
        return HIPCONV_REFUSED_TMA;
% else:
    if (!hipconv::encode_im2col_map(&params.x_map, x, kSpatialDims + 2, x_dims, x_strides, lower, upper,
                                    kBlockK, kBlockM, traversal))
        return HIPCONV_REFUSED_TMA;
% endif
    const int64_t taps = hipconv::product(p->filter, p->spatial_dim);
    const uint64_t w_dims[4] = {static_cast<uint64_t>(p->in_channels), static_cast<uint64_t>(taps),
                                static_cast<uint64_t>(p->out_channels), static_cast<uint64_t>(p->groups)};
    const uint64_t w_strides[3] = {static_cast<uint64_t>(params.w_stride_s[kSpatialDims - 1]) * sizeof(WType),
                                   static_cast<uint64_t>(params.w_stride_k) * sizeof(WType),
                                   static_cast<uint64_t>(params.w_stride_g) * sizeof(WType)};
    const uint32_t w_box[4] = {static_cast<uint32_t>(kBlockK), 1, static_cast<uint32_t>(kBlockN), 1};
    if (!hipconv::encode_tiled_map(&params.w_map, w, 4, w_dims, w_strides, w_box))
        return HIPCONV_REFUSED_TMA;
% if plan.tma_store:
    // The stored epilogue: Y's GEMM rows are its positions in order (else, or when the
    // driver declines the map, or Y is not 16-byte aligned: the consumers copy the staged
    // tile out; never a refusal).
    params.store_tma = 0;
    if (reinterpret_cast<uintptr_t>(y) % 16 == 0) {
        const uint64_t y_dims[3] = {static_cast<uint64_t>(p->out_channels), static_cast<uint64_t>(p->groups),
                                    static_cast<uint64_t>(positions)};
        const uint64_t y_strides[2] = {static_cast<uint64_t>(params.y_stride_g) * sizeof(YType),
                                       static_cast<uint64_t>(params.y_stride_s[kSpatialDims - 1]) * sizeof(YType)};
        const uint32_t y_box[3] = {kStoreBlockColumns, 1, static_cast<uint32_t>(kBlockM)};
        params.store_tma = hipconv::encode_tiled_map(&params.y_map, y, 3, y_dims, y_strides, y_box) ? 1 : 0;
    }
% else:
    (void)y;   // the epilogue reads ${", ".join(sorted(o.value for o in plan.epilogue.operands))}: the fp32 tile stores Y
% endif
    return HIPCONV_OK;
}

% endif
}  // namespace

extern "C" int32_t ${plan.symbol}_supports(const hipconv_problem* p) {
${common.common_supports(plan)}
    if (hipconv::ceil_div(p->out_channels, kBlockN) > hipconv::kMaxGridYZ || p->groups > hipconv::kMaxGridYZ ||
        hipconv::ceil_div(gemm_rows(p), kBlockM) > hipconv::kMaxGridX)
        return HIPCONV_REFUSED_GRID_LIMIT;
% if packed:
    if (p->in_channels > kTapChannels)
        return ${"HIPCONV_REFUSED_INPUT_IMAGE" if image else "HIPCONV_REFUSED_TAP_CHANNELS"};      // a tap's channels fill kTapChannels columns
% endif
% if image:
    Params params{};
    if (!image_layout(p, params))
        return HIPCONV_REFUSED_INPUT_IMAGE;
% endif
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
% elif plan.statistics:
    // the row tiles' partial statistics: [G][row tiles][2][K] fp32
    return p->groups * hipconv::ceil_div(gemm_rows(p), kBlockM) * 2 * p->out_channels * static_cast<int64_t>(sizeof(float));
% else:
    (void)p;
    return 0;   // forward writes Y directly
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
% if not split_k and not plan.statistics:
    (void)workspace;
% endif
${common.run_checks(plan)}${common.epilogue_arguments(plan)}    Params params{};
    params.x = static_cast<const XType*>(tensors->x);
    params.w = static_cast<const WType*>(tensors->w);
    params.y = static_cast<YType*>(tensors->y);
${common.fill_epilogue(plan)}    params.batch = static_cast<Index>(p->batch);
    params.channels = static_cast<Index>(p->in_channels);
    params.out_channels = static_cast<Index>(p->out_channels);
    params.m_size = static_cast<Index>(gemm_rows(p));
% if plan.statistics:
    params.statistics_row_tiles = static_cast<Index>(hipconv::ceil_div(gemm_rows(p), kBlockM));
% endif
${common.fill_geometry(plan)}
% if plan.fast_row_divisions:
    for (int d = 0; d < kSpatialDims; ++d)
        params.by_output[d] = hipconv::FastDivmod(static_cast<int32_t>(p->output[d]));
% endif
% if plan.tma:
    if (const int32_t mapped = encode_tensor_maps(p, tensors->x, tensors->w, tensors->y, params))
        return mapped;
% endif
% if image:
    image_layout(p, params);                     // fits: run_checks called supports
% endif
% if split_k:
${split.before_launch(plan)}\
% endif
${common.tile_grid(plan, "hipconv::ceil_div(gemm_rows(p), kBlockM)", "hipconv::ceil_div(hipconv::ceil_div(p->out_channels, kBlockN), kMulticast) * kMulticast" if plan.multicast > 1 else "hipconv::ceil_div(p->out_channels, kBlockN)", "p->groups * split.splits" if split_k else "p->groups")}\
% if split_k:
${split.launch(plan, "static_cast<hipStream_t>(stream)")}
${split.after_launch(plan, "static_cast<hipStream_t>(stream)")}\
% elif plan.multicast > 1:
${common.launch(plan, "grid", "static_cast<hipStream_t>(stream)", cluster="dim3(1, kMulticast, 1)")}
% else:
${common.launch(plan, "grid", "static_cast<hipStream_t>(stream)")}
% endif
% if plan.statistics:
    {   // the statistics' finish pass over the row tiles' partials
        const int64_t channels = p->groups * p->out_channels;
        hipLaunchKernelGGL(${plan.name}_statistics_finish, dim3(static_cast<unsigned>(hipconv::ceil_div(channels, int64_t{256}))),
                           dim3(256), 0, static_cast<hipStream_t>(stream), params, static_cast<Index>(p->groups));
    }
% endif
    return hipconv::launch_status();
}
