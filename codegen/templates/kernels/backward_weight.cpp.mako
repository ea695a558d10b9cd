<%namespace name="micro" file="${context.get('plan').micro_template}"/>\
<%namespace name="common" file="/kernels/common.mako"/>\
<%namespace name="splitk" file="/kernels/backward_weight_splitk.mako"/>\
<%
    D = plan.dims
    P = plan.alg.groups_per_block
    one_by_one = plan.is_filter1x1_stride1_pad0
    patches = plan.position_patches         # a k-step's positions are a patch of the output
    pad0 = plan.is_filter1x1_pad0
    vy, vw, vx = plan.vec("y"), plan.vec("w"), plan.vec("x")
    image = plan.weight_image               # dY and X rows staged per tile (input_image)
    cursor_digits = not (image or patches or one_by_one)   # RowCursor walks (n, o..): block.k's digits in Params
%>\
${common.banner(plan)}
//
// Backward-weight as an implicit GEMM per group g (no im2col buffer):
//   dW[g, k, f.., c] = sum over n and o.. of dY[n, o.., g, k] * X[n, o*stride - pad + f*dilation, g, c]
// GEMM rows M = K (output channel k), columns N = prod(filter) * C (column tap * C + c, c
// fastest: exactly the flattened (f.., c) of dW's GK..C layout) and reduction
% if patches:
// Kg over the N * prod(output) positions (n, o..), in patches (below).
% else:
// Kg = N * prod(output) (kk = n, o.. flattened, the innermost output axis fastest).
% endif
% if patches:
// A = dY and B = X through an implicit im2col, both in tiled TMA boxes (struct TmaLoads):
// position_boxes: patches -- the reduction runs over patches of the output positions, each
// patch_extent[] = (w, ..., n) positions along the output's axes (powers of two whose
// product is block.k, chosen per problem by patch_shape()); a k-step is one patch, dY's box
// its block.m x block.k slab and X's box per column block the patch's positions o.. read at
// o * stride - pad + the column's tap * dilation: a box spanning extent * stride elements
// along each spatial axis that lands every stride-th (the map's traversal strides; zeros
// outside X, as outside dY past the output's end, so a patch reaching past the output adds
// nothing).  Kg counts whole patches (padded).  Strides 1 to 8 (the traversal's range;
// refusal tma otherwise).  dW is written along C in vectors of ${vw}.
% elif plan.tma:
// A = dY and B = X through an implicit im2col, both in TMA boxes (struct TmaLoads);
// dW is written along C in vectors of ${vw}.
% if plan.multicast > 1:
// Multicast: thread-block clusters of ${plan.multicast} blocks along grid.x (rows: output channels) share
// each k-step's X boxes -- block r of the cluster issues column blocks r, r + ${plan.multicast}, .. into
// every block's stage -- so each block loads its dY rows and 1/${plan.multicast} of the X columns.
// grid.x is rounded up to a multiple of ${plan.multicast}; a block past the last row tile reads zeros
// and stores nothing.
% endif
% elif image:
// Input image (input_image): per tile of block.k = ${plan.alg.block.k} consecutive reduction positions the block
// stages the tile's dY rows and the X rows they reach (16-byte cp.async, two tiles in
// flight) and reads B = X im2col by ldmatrix at addresses: each position's pixel at each
// column's tap (struct WeightImage).  One block holds every column (prod(filter) * C <= ${plan.alg.block.n}).
// dW is written along C in vectors of ${vw}.
% else:
// A = dY, read along K in vectors of ${vy}; B = X through an implicit im2col, read along C
// in vectors of ${vx}; dW is written along C in vectors of ${vw}.
% endif
% if one_by_one:
// Specialization filter1x1_stride1_pad0: i = o and one tap, so B is X itself: a plain
// GEMM dW[g] = dY[g]^T X[g] over the N * prod(input) positions.
% elif pad0:
// Specialization filter1x1_pad0: one tap, i = o * stride, always inside the input.
% endif
% if P > 1:
// Merged groups: one block computes ${P} consecutive groups.  Its ${plan.alg.block.m} rows are
// ${P} slots of kRowsPerGroup = ${plan.alg.block.m // P} rows (row m: slot m / kRowsPerGroup, k = m % kRowsPerGroup,
% if image:
// a row with k >= K is padding); a staged pixel holds the groups' channels side by side, slot s
// reading group g0 + s's.
% else:
// a row with k >= K is padding); B holds one X tile per slot, slot s reading group g0 + s.
% endif
// Needs G % ${P} == 0 and K <= ${plan.alg.block.m // P} (run-time refusals groups-per-block / merged-tile).
% endif
% if plan.emits_split:
// Split-K (split_k ${plan.alg.split_k.label}): grid.z = (G / groups_per_block) * S; slice s reduces
// kk in [s * chunk, min((s + 1) * chunk, Kg)), chunk = ceil(ceil(Kg / S) / block.k) * block.k.
% if plan.cluster_reduction:
// Deterministic, split_reduction cluster: a launch of 2 to ${plan.max_cluster_splits} slices runs each tile's
// slices as one thread-block cluster (1, 1, S) -- rank s is slice s -- whose blocks stage
// their fp32 tiles in shared memory; block s sums rows [s * ceil(block.m / S), ...) of the
// S tiles in the order 0..S-1 through distributed shared memory and stores them.  More
// slices: each stores its fp32 partial dW into workspace slice s and a reduction pass
// adds the slices in the order 0..S-1 and converts (the same sums either way).
% elif plan.split_mode == "slices":
// Deterministic: slice s stores its fp32 partial dW into workspace slice s (plain
// stores), then a reduction pass adds the slices in the order 0..S-1 and converts.
% elif plan.split_mode == "atomic_output":
// fp32 dW: zeroed by the launcher, then every slice adds its partial sums with fp32 atomicAdd.
% else:
% if plan.sig.w.data_type.value == "fp32":
// Two-stage: the slices add into a zeroed fp32 workspace with fp32 atomicAdd; one pass
// applies the epilogue (${plan.epilogue.text}: not a scaling of acc, so not per slice) and writes dW.
% else:
// Two-stage: the slices add into a zeroed fp32 workspace with fp32 atomicAdd (no 16-bit
// atomics); one conversion pass writes the ${plan.sig.w.data_type.value} dW.
% endif
% endif
% if plan.split_auto:
// When the count resolves to 1 the block stores dW directly.
% endif
% endif
% if P > 1:
// Grid: x = 1 (K fits one slot), y = ceil(prod(filter) * C / block.n), z = G / groups_per_block${" * S" if plan.emits_split else ""}.
% elif plan.multicast > 1:
// Grid: x = ceil(K / block.m) rounded up to a multiple of ${plan.multicast}, y = ceil(prod(filter) * C / block.n), z = G${" * S" if plan.emits_split else ""}.
% else:
// Grid: x = ceil(K / block.m), y = ceil(prod(filter) * C / block.n), z = G${" * S" if plan.emits_split else ""}.
% endif
${common.includes(plan)}

namespace {

using Index = ${plan.index_type};
using XType = ${plan.ctype("x")};
using WType = ${plan.ctype("w")};   // dW, written
using YType = ${plan.ctype("y")};   // dY
using Accumulator = ${plan.accumulator_ctype};
constexpr int kSpatialDims = ${D};
% if plan.tma:
constexpr int kVectorW = ${vw};   // dW stores along C (dY and X arrive in TMA boxes)
% else:
constexpr int kVectorX = ${vx};
constexpr int kVectorW = ${vw};
constexpr int kVectorY = ${vy};
% endif
using AType = YType;                // GEMM A = dY
using BType = XType;                // GEMM B = X (implicit im2col)
${micro.constants(plan)}
% if not (plan.tma or image):
static_assert(kVectorA == kVectorY && kVectorB == kVectorX, "A is dY, B is X");
% endif
static_assert(kRowsPerGroup * kGroupsPerBlock == kBlockM, "merged groups split the rows evenly");
% if plan.emits_split:
constexpr int kReductionStep = kBlockK;             // split slices are whole block.k steps
% endif
% if plan.cluster_reduction:
constexpr int kMaxClusterSplits = ${plan.max_cluster_splits};                // the portable cluster size
% endif

struct Params {
    const XType* __restrict__ x;
    const YType* __restrict__ dy;
    WType* __restrict__ dw;
${common.epilogue_fields(plan)}    Index batch, channels, out_channels;             // N, C, K (G is in the grid)
    Index columns;                                   // GEMM N = prod(filter) * C
    Index k_total;                                   // GEMM Kg = N * prod(output)
${common.geometry_fields(plan)}\
% if cursor_digits:
    Index step_digit[kSpatialDims];                  // block.k as (n, o..) digits: RowCursor.advance
    Index step_images;                               //   (output axes; whole batch images)
% endif

${splitk.params_fields(plan)}\
% if plan.tma:
    // TMA tensor maps (encoded per run by encode_tensor_maps): dY as a tiled map (k, g,
    // position n, o..), X as ${"the same tiled map of (c, g, position)" if one_by_one else "an im2col map traversed with the convolution's stride"}.
    hipconv::TensorMap dy_map;
    hipconv::TensorMap x_map;
% if not one_by_one:
    int x_group_channel;                             // X channel coordinate of group g: g * this
    int x_group_image;                               // X batch coordinate offset of group g: g * this
% endif
% if patches:
    int patch_extent[kSpatialDims + 1];              // a patch's positions along (w, .., n), innermost first
    int patch_count[kSpatialDims + 1];               // patches along each of those axes
% endif
% endif
% if image:
    // The staged image's layout, per problem (image_layout): see WeightImage.
    int image_virtual_height;    // image rows per batch image: (OH - 1) * stride + (R - 1) * dilation + 1
    int image_width;             // pixels per image row: (OW - 1) * stride + (S - 1) * dilation + 1
    int image_dy_pitch;          // elements per staged dY row: groups_per_block * K + 8
    int image_x_pitch;           // elements per staged pixel: groups_per_block * C + 8
    int image_x_offset;          // bytes before a stage's X rows (after its dY rows)
    int image_stage_bytes;       // bytes per stage
    int image_dy_vectors;        // 16-byte vectors of a staged dY row: groups_per_block * K / 8
    int image_x_vectors;         // ... of a staged pixel: groups_per_block * C / 8
    hipconv::FastDivmod by_output_width;           // n / OW
    hipconv::FastDivmod by_output_height;          // n / OH
    hipconv::FastDivmod by_image_width;            // n / image_width
    hipconv::FastDivmod by_image_height;           // n / image_virtual_height
    hipconv::FastDivmod by_filter_width;           // n / S
    hipconv::FastDivmod by_channels;               // n / C
    hipconv::FastDivmod by_dy_vectors;             // n / image_dy_vectors
    hipconv::FastDivmod by_x_vectors;              // n / image_x_vectors
    hipconv::FastDivmod by_group_dy_vectors;       // n / (K / 8)
    hipconv::FastDivmod by_group_x_vectors;        // n / (C / 8)
% endif
};

// The block's tile: its groups, its first column and its reduction slice.
struct TileState {
    Index group0;                           // first group of the block
    Index m_begin;                          // first GEMM row (output channel) of the block
    Index n_begin;                          // first GEMM column of the block
    Index k_begin;                          // this block's reduction slice: [k_begin, k_end)
    Index k_end;
    Index k_steps;                          // block.k steps of the slice
% if plan.emits_split:
    int slice;                              // split-K slice of the block
% endif
};

% if not (image or patches):
// Where a thread's vectors stand in the reduction kk = (n, o..) flattened (the
// innermost output axis fastest; all of a thread's vectors of one operand share the
// row): the index, and unless the (n, o..) collapse into one axis, the output
// position o.. and n * stride_n of the tensor it reads.  advance() adds block.k in the
// mixed radix of (n, o..) -- its digits per problem in Params (step_digit, step_images),
// each axis at most one wrap -- no division and no loop in the main loop.
struct RowCursor {
    Index row;                              // reduction index
% if not one_by_one:
    Index o[kSpatialDims];                  // output position of the row
    Index n_offset;                         // n * stride_n
% endif

    __device__ __forceinline__ void init(const Params& p, Index row0, Index stride_n) {
        row = row0;
% if one_by_one:
        (void)p;
        (void)stride_n;
% else:
        Index rest = row0;
        for (int d = kSpatialDims - 1; d >= 0; --d) {
            o[d] = rest % p.output[d];
            rest /= p.output[d];
        }
        n_offset = rest * stride_n;
% endif
    }

    __device__ __forceinline__ void advance(const Params& p, Index stride_n) {
        row += kBlockK;
% if one_by_one:
        (void)p;
        (void)stride_n;
% else:
        // o[d] and the digit are below output[d] and the carry at most 1, so one wrap
        // suffices (a loop of subtractions took ~9 dependent steps per axis where block.k
        // spans whole rows of a 7x7 output).  A fixed trip count keeps o in registers.
        Index carry = 0;
#pragma unroll
        for (int d = kSpatialDims - 1; d >= 0; --d) {
            o[d] += p.step_digit[d] + carry;
            carry = o[d] >= p.output[d] ? 1 : 0;
            o[d] -= carry * p.output[d];
        }
        n_offset += (p.step_images + carry) * stride_n;
% endif
    }
};
% endif

% if plan.tma:
% if patches:
// The producer's walk over the patches (loads: tma; one thread).  Per k-step (one patch):
// kBlockM / 64 tiled boxes of dY (64 output channels k x the patch's positions; channels past
// K and positions past the output read zeros) into the A tile's 64-row blocks, and per
// 64-column block of B one tiled box of X (64 channels c x the patch's positions o.. at
// o * stride - pad + the block's tap * dilation, traversed with the stride; zeros outside X).
// The column blocks of a tile have one tap each (C % 64 == 0; else refused).
struct TmaLoads {
% else:
// The producer's walk over the reduction (loads: tma; one thread).  Per k-step:
// kBlockM / 64 tiled boxes of dY (64 output channels k x kBlockK positions from the
// step's first reduction index; channels past K and positions past the end read zeros)
// into the A tile's 64-row blocks, and per 64-column block of B one box of X (64
// channels c x kBlockK positions) into it: ${"a tiled box of the same positions (i = o)" if one_by_one else "an im2col box whose traversal starts at the step's first (n, o..), reads X at o * stride - pad + the block's tap * dilation and reads zeros in the padding"}.
// The column blocks of a tile have one tap each (C % 64 == 0 or one tap; else refused).
struct TmaLoads {
% endif
    static constexpr int kColumnBlocks = kBlockN / kColumnBlock;
% if patches:
    int patch[kSpatialDims + 1];            // the k-step's patch index along (w, .., n), innermost first
% else:
    RowCursor at;                           // the k-step's first reduction index${"" if one_by_one else " as (n, o..)"}
% endif
% if not patches:
    int group;                              // the tile's group
% endif
    int channel[kColumnBlocks];             // X channel coordinate of each column block
% if plan.multicast > 1:
    int rank;                               // this block's rank in its cluster: it issues column blocks rank, + kMulticast, ..
% endif
% if not one_by_one:
    uint16_t offsets[kColumnBlocks][kSpatialDims];   // its tap * dilation, innermost first
% endif

    __device__ __forceinline__ void init(const Params& p, const TileState& tile) {
% if not patches:
        group = static_cast<int>(tile.group0);
% endif
        for (int b = 0; b < kColumnBlocks; ++b) {
            Index column = tile.n_begin + b * kColumnBlock;
            if (column >= p.columns)
                column = 0;                 // past the last column: any box inside X (never stored)
% if one_by_one:
            channel[b] = static_cast<int>(column);
% else:
            Index tap = column / p.channels;
            channel[b] = static_cast<int>(tile.group0 * p.x_group_channel + column % p.channels);
            for (int d = kSpatialDims - 1; d >= 0; --d) {
                offsets[b][kSpatialDims - 1 - d] = static_cast<uint16_t>((tap % p.filter[d]) * p.dilation[d]);
                tap /= p.filter[d];
            }
% endif
        }
% if patches:
        int rest = static_cast<int>(tile.k_begin / kBlockK);   // the slice's first patch (slices are whole patches)
        for (int a = 0; a < kSpatialDims + 1; ++a) {
            patch[a] = rest % p.patch_count[a];
            rest /= p.patch_count[a];
        }
% else:
        at.init(p, tile.k_begin, 1);
% endif
% if plan.multicast > 1:
        rank = static_cast<int>(hipconv::cluster_rank());
% endif
    }

    // The boxes of the current k-step (A's 64-row block m0 at a_rows(m0), B's column
    // block n0 at b_column(n0)); all complete on `full`.
    template <class ARows, class BColumn>
    __device__ __forceinline__ void issue(const Params& p, const TileState& tile, uint64_t* full,
                                          ARows a_rows, BColumn b_column) const {
% if patches:
        int first[kSpatialDims + 1];        // the patch's first output position (w, .., n)
        for (int a = 0; a < kSpatialDims + 1; ++a)
            first[a] = patch[a] * p.patch_extent[a];
        const int dy_channel = static_cast<int>(tile.group0 * p.out_channels + tile.m_begin);
        for (int m0 = 0; m0 < kBlockM; m0 += kRowBlock)
            load_patch(a_rows(m0), &p.dy_map, full, dy_channel + m0, first);
        for (int b = 0; b < kColumnBlocks; ++b) {
            int at[kSpatialDims + 1];       // X's position of the patch's first one at this block's tap
            for (int a = 0; a < kSpatialDims; ++a) {
                const int d = kSpatialDims - 1 - a;
                at[a] = first[a] * static_cast<int>(p.stride[d]) + offsets[b][a] - static_cast<int>(p.pad[d]);
            }
            at[kSpatialDims] = first[kSpatialDims];
            load_patch(b_column(b * kColumnBlock), &p.x_map, full, channel[b], at);
        }
    }

    // One tiled box: 64 channels from `channel` x the patch from position `at` (w, .., n)
    // (X's: traversed with the stride).
    __device__ __forceinline__ static void load_patch(void* dst, const hipconv::TensorMap* map, uint64_t* full,
                                                      int channel, const int (&at)[kSpatialDims + 1]) {
% if D == 1:
        hipconv::tma_load_tile(dst, map, full, channel, at[0], at[1]);
% elif D == 2:
        hipconv::tma_load_tile(dst, map, full, channel, at[0], at[1], at[2]);
% else:
        hipconv::tma_load_tile(dst, map, full, channel, at[0], at[1], at[2], at[3]);
% endif
    }

    // The next patch (innermost axis first, with carries).
    __device__ __forceinline__ void advance(const Params& p, const TileState&) {
        for (int a = 0; a < kSpatialDims + 1; ++a) {
            if (++patch[a] < p.patch_count[a])
                break;
            patch[a] = 0;
        }
    }
};
% else:
        const int row = static_cast<int>(at.row);
        for (int m0 = 0; m0 < kBlockM; m0 += kRowBlock)
            hipconv::tma_load_tile(a_rows(m0), &p.dy_map, full, static_cast<int>(tile.m_begin) + m0, group, row);
% if not one_by_one:
        int base[kSpatialDims];             // the filter base o * stride - pad, innermost first
        for (int d = 0; d < kSpatialDims; ++d)
            base[kSpatialDims - 1 - d] = static_cast<int>(at.o[d] * p.stride[d] - p.pad[d]);
        const int image = static_cast<int>(at.n_offset + tile.group0 * p.x_group_image);
% endif
        for (int b = 0; b < kColumnBlocks; ++b) {
% if plan.multicast > 1:
            if (b % kMulticast != rank)     // another block of the cluster issues it, into this one too
                continue;
% endif
% if one_by_one and plan.multicast > 1:
            hipconv::tma_load_tile_multicast(b_column(b * kColumnBlock), &p.x_map, full, kClusterMask, channel[b],
                                             group, row);
% elif one_by_one:
            hipconv::tma_load_tile(b_column(b * kColumnBlock), &p.x_map, full, channel[b], group, row);
% elif plan.multicast > 1:
            hipconv::tma_load_im2col_multicast<kSpatialDims>(b_column(b * kColumnBlock), &p.x_map, full,
                                                             kClusterMask, channel[b], base, image, offsets[b]);
% else:
            hipconv::tma_load_im2col<kSpatialDims>(b_column(b * kColumnBlock), &p.x_map, full, channel[b], base,
                                                   image, offsets[b]);
% endif
        }
    }

    __device__ __forceinline__ void advance(const Params& p, const TileState&) {
        at.advance(p, 1);
    }
};
% endif

% elif image:
// The operands of one tile of kBlockK positions kk = (n, oh, ow) flattened, staged in
// shared memory (offsets per problem: image_layout), two stages of image_stage_bytes:
//   dY rows: kBlockK rows of image_dy_pitch elements, row kk holding the block's
//     groups_per_block * K channels of position kk (zeros past the slice).
//   X rows, from image_x_offset: the rows the tile's positions reach, each image_width
//     pixels of image_x_pitch elements (the block's groups_per_block * C channels); image
//     row r is virtual row first_row + r, virtual row v = n * image_virtual_height + i + pad
//     being input row i of batch image n (zeros outside the input).  Position (n, oh, ow)
//     reads its tap (r, s) at virtual row n * image_virtual_height + oh * stride + r *
//     dilation, pixel ow * stride + s * dilation: column (tap, c) of slot s's group is
//     the position's first-tap pixel + the tap's offset + s * C + c.
// The micro-kernel's weight_image_mainloop calls issue per tile, then position per k16
// step and lane, column per B fragment and lane (its contract is in mma_sync_gemm.mako).
struct WeightImage {
    unsigned char* memory;                  // the stages
    // This thread's share of the fills: one 16-byte vector (slot s, channels c8 * 8..) of
    // every few dY rows and pixels -- rows first_*, + *_step, .. -- or none where the
    // block's threads are not a multiple of a row's vectors (threads past the last whole row).
    int dy_first, dy_step, dy_column;       // first row, rows between, element in a staged row
    int x_first, x_step, x_column;          // first pixel, pixels between, element in a staged pixel
    Index dy_channel_offset;                // dY offset of the vector's (g, k)
    Index x_channel_offset;                 // X offset of the vector's (g, c)

    __device__ __forceinline__ void init(const Params& p, const TileState& tile, unsigned char* shared) {
        memory = shared;
        const int thread = static_cast<int>(threadIdx.x);
        int v = 0, c8 = 0;
        dy_step = kThreads / p.image_dy_vectors;
        dy_first = p.by_dy_vectors.divmod(thread, v);
        dy_first = dy_first < dy_step ? dy_first : kBlockK;    // beyond the last whole row: none
        dy_column = v * 8;
        int s = p.by_group_dy_vectors.divmod(v, c8);
        dy_channel_offset = (tile.group0 + s) * p.y_stride_g + c8 * 8;
        x_step = kThreads / p.image_x_vectors;
        x_first = p.by_x_vectors.divmod(thread, v);
        x_first = x_first < x_step ? x_first : INT32_MAX;
        x_column = v * 8;
        s = p.by_group_x_vectors.divmod(v, c8);
        x_channel_offset = (tile.group0 + s) * p.x_stride_g + c8 * 8;
    }

    __device__ __forceinline__ YType* dy_rows(const Params& p, int stage) const {
        return reinterpret_cast<YType*>(memory + stage * p.image_stage_bytes);
    }
    __device__ __forceinline__ XType* x_rows(const Params& p, int stage) const {
        return reinterpret_cast<XType*>(memory + stage * p.image_stage_bytes + p.image_x_offset);
    }

${common.image_virtual_row("by_output_height")}
    // Tile t's first position, and its last inside the slice.
    __device__ __forceinline__ static int first_position(const TileState& tile, Index t) {
        return static_cast<int>(tile.k_begin + t * kBlockK);
    }
    __device__ __forceinline__ static int last_position(const TileState& tile, Index t) {
        const Index end = tile.k_begin + (t + 1) * kBlockK;
        return static_cast<int>((end < tile.k_end ? end : tile.k_end) - 1);
    }

    __device__ __forceinline__ int first_row(const Params& p, const TileState& tile, Index t) const {
        return virtual_row(p, p.by_output_width.divide(first_position(tile, t)));
    }

    // This thread's 16-byte copies of tile t into `stage`: its dY rows, then its X pixels
    // (zeros past the slice and outside the input).
    __device__ __forceinline__ void issue(const Params& p, const TileState& tile, Index t, int stage) const {
        const int first = first_position(tile, t);
        const int last = last_position(tile, t);
        YType* const dy = dy_rows(p, stage) + dy_column;
        for (int row = dy_first; row < kBlockK; row += dy_step) {
            const int kk = first + row;
            const YType* source = p.dy;
            if (kk <= last) {
                int ow = 0, oh = 0;
                const int q = p.by_output_width.divmod(kk, ow);
                const int n = p.by_output_height.divmod(q, oh);
                source = p.dy + n * p.y_stride_n + oh * p.y_stride_s[0] + ow * p.y_stride_s[1] + dy_channel_offset;
            }
            hipconv::cp_async_16(dy + row * p.image_dy_pitch, source, kk <= last);
        }
        const int reach = static_cast<int>((p.filter[0] - 1) * p.dilation[0] + 1);
        const int first_virtual = first_row(p, tile, t);
        const int pixels = (virtual_row(p, p.by_output_width.divide(last)) + reach - first_virtual) * p.image_width;
        XType* const x = x_rows(p, stage) + x_column;
        for (int pixel = x_first; pixel < pixels; pixel += x_step) {
            int u = 0, i = 0;
            const int r = p.by_image_width.divmod(pixel, u);         // pixel u of image row r
            const int n = p.by_image_height.divmod(first_virtual + r, i);
            i -= static_cast<int>(p.pad[0]);
            const int j = u - static_cast<int>(p.pad[1]);
            const bool inside = n < p.batch && hipconv::below(i, static_cast<int>(p.input[0])) &&
                                hipconv::below(j, static_cast<int>(p.input[1]));
            const XType* const source = inside ? p.x + n * p.x_stride_n + i * p.x_stride_s[0] + j * p.x_stride_s[1] +
                                                     x_channel_offset
                                               : p.x;
            hipconv::cp_async_16(x + pixel * p.image_x_pitch, source, inside);
        }
    }

    // The X image offset of tile t's position kk's first tap (past the slice: the tile's
    // first position, whose dY row is zeros).
    __device__ __forceinline__ int position(const Params& p, const TileState& tile, Index t, int first_virtual,
                                            int kk) const {
        int position = first_position(tile, t) + kk;
        if (position > last_position(tile, t))
            position = first_position(tile, t);
        int ow = 0;
        const int q = p.by_output_width.divmod(position, ow);
        return ((virtual_row(p, q) - first_virtual) * p.image_width + ow * static_cast<int>(p.stride[1])) *
               p.image_x_pitch;
    }

    // Column n = tap * C + c of slot's group: its offset from a position's first tap
    // (a column past the filter: 0, never stored).
    __device__ __forceinline__ int column(const Params& p, int slot, int n) const {
        if (n >= p.columns)
            return 0;
        int c = 0, s = 0;
        const int tap = p.by_channels.divmod(n, c);
        const int r = p.by_filter_width.divmod(tap, s);
        return (r * static_cast<int>(p.dilation[0]) * p.image_width + s * static_cast<int>(p.dilation[1])) *
                   p.image_x_pitch + slot * static_cast<int>(p.channels) + c;
    }

    // The staged dY row offset of the channel of slot's first GEMM row: a staged row holds
    // all K channels of each of the block's groups (slot s's from s * K), and the block's
    // rows are channels tile.m_begin.. of them (one group per block: row tile blockIdx.x of
    // ceil(K / kBlockM); merged groups: 0).  The last row tile's 16 channels may reach past
    // K into the row's padding: rows k >= K, never stored.
    __device__ __forceinline__ int dy_channel(const Params& p, const TileState& tile, int slot) const {
        return slot * static_cast<int>(p.out_channels) + static_cast<int>(tile.m_begin);
    }
};
% else:
__device__ __forceinline__ const AType* a_tensor(const Params& p) { return p.dy; }
__device__ __forceinline__ const BType* b_tensor(const Params& p) { return p.x; }

// A = dY: element (m, kk), kk = (n, o..) flattened, read along k.  One row cursor
// per thread; row_offset is its dY offset of (n, o..), updated with the cursor.
struct AAccess {
    RowCursor at;
    Index row_offset;                       // dY offset of the thread's row (n, o..)
    bool channel_valid[kLoadsA];            // the A row (output channel) exists
    Index channel_offset[kLoadsA];          // dY offset of (g, k)

    __device__ __forceinline__ void init(const Params& p, const TileState& tile) {
        int kk = 0;
        for (int l = 0; l < kLoadsA; ++l) {
            int m = 0;
            const bool exists = a_vector(l, m, kk);
% if P > 1:
            const Index k = m % kRowsPerGroup;
            const Index g = tile.group0 + m / kRowsPerGroup;
% else:
            const Index k = tile.m_begin + m;
            const Index g = tile.group0;
% endif
            channel_valid[l] = exists && k < p.out_channels;
            channel_offset[l] = g * p.y_stride_g + ${plan.channel_offset("y", "k")};
        }
        at.init(p, tile.k_begin + kk, p.y_stride_n);
        locate(p);
    }

    __device__ __forceinline__ void locate(const Params& p) {
% if one_by_one:
        row_offset = at.row * p.y_stride_s[kSpatialDims - 1];   // (n, o..) collapse
% else:
        row_offset = at.n_offset;
        for (int d = 0; d < kSpatialDims; ++d)
            row_offset += at.o[d] * p.y_stride_s[d];
% endif
    }

    __device__ __forceinline__ bool valid(const Params&, const TileState& tile, int l,
                                          Index& offset) const {
        offset = channel_offset[l] + row_offset;
        return channel_valid[l] && at.row < tile.k_end;
    }

    __device__ __forceinline__ void advance(const Params& p, const TileState&) {
        at.advance(p, p.y_stride_n);
        locate(p);
    }
};

// B = X im2col: element (kk, column), column = tap * C + c, read along c.  One row
// cursor per thread; per vector only the column's tap (reach) differs.
struct BAccess {
    RowCursor at;
    Index row_offset;                       // X offset of (n, o * stride..) of the thread's row
    bool column_valid[kLoadsB];             // the B column (tap, c) exists
    Index column_offset[kLoadsB];           // X offset of (g, c)${"" if one_by_one or pad0 else " and of the tap's reach"}
% if plan.prologue is not None:
    Index channel_index[kLoadsB];           // G x C index of the column's channel (the prologue's)
% endif
% if not (one_by_one or pad0):
    Index start[kSpatialDims];              // o * stride of the thread's row
    Index reach[kLoadsB][kSpatialDims];     // f * dilation - pad of the column's tap
% endif

    __device__ __forceinline__ void init(const Params& p, const TileState& tile) {
        int kk = 0;
        for (int l = 0; l < kLoadsB; ++l) {
            int slot = 0, n = 0;
            const bool exists = b_vector(l, slot, kk, n);
            const Index column = tile.n_begin + n;
            column_valid[l] = exists && column < p.columns;
            const Index col = column_valid[l] ? column : 0;
% if plan.prologue is not None:
            channel_index[l] = (tile.group0 + slot) * p.channels + ${"col" if one_by_one or pad0 else "col % p.channels"};
% endif
% if one_by_one or pad0:
            column_offset[l] = (tile.group0 + slot) * p.x_stride_g + ${plan.channel_offset("x", "col")};   // one tap: column = c
% else:
            Index tap = col / p.channels;
            column_offset[l] = (tile.group0 + slot) * p.x_stride_g + ${plan.channel_offset("x", "col % p.channels")};
            for (int d = kSpatialDims - 1; d >= 0; --d) {
                const Index f = tap % p.filter[d];
                tap /= p.filter[d];
                reach[l][d] = f * p.dilation[d] - p.pad[d];
                column_offset[l] += reach[l][d] * p.x_stride_s[d];
            }
% endif
        }
        at.init(p, tile.k_begin + kk, p.x_stride_n);
        locate(p);
    }

    __device__ __forceinline__ void locate(const Params& p) {
% if one_by_one:
        row_offset = at.row * p.x_stride_s[kSpatialDims - 1];   // i = o: (n, i..) collapse
% else:
        row_offset = at.n_offset;
        for (int d = 0; d < kSpatialDims; ++d) {
% if pad0:
            row_offset += at.o[d] * p.stride[d] * p.x_stride_s[d];
% else:
            start[d] = at.o[d] * p.stride[d];
            row_offset += start[d] * p.x_stride_s[d];
% endif
        }
% endif
    }

% if plan.prologue is not None:
    __device__ __forceinline__ Index prologue_channel(const Params&, const TileState&, int l) const {
        return channel_index[l];
    }

% endif
    __device__ __forceinline__ bool valid(const Params& p, const TileState& tile, int l,
                                          Index& offset) const {
        bool inside = column_valid[l] && at.row < tile.k_end;
% if not (one_by_one or pad0):
        for (int d = 0; d < kSpatialDims; ++d) {
            const Index i = start[d] + reach[l][d];          // input position along d
            inside = inside && i >= 0 && i < p.input[d];
        }
% else:
        (void)p;
% endif
        offset = column_offset[l] + row_offset;
        return inside;
    }

    __device__ __forceinline__ void advance(const Params& p, const TileState&) {
        at.advance(p, p.x_stride_n);
        locate(p);
    }
};

% endif
// Epilogue.  Where dW row m (tile-local: output channel k of group g) lives.
struct OutputRow {
    Index offset;                           // dW offset of (g, k, column tile.n_begin)
    bool valid;                             // the row's output channel exists
};

__device__ __forceinline__ OutputRow output_row(const Params& params, const TileState& tile,
                                                int m) {
% if P > 1:
    const Index k = m % kRowsPerGroup;
    const Index g = tile.group0 + m / kRowsPerGroup;
% else:
    const Index k = tile.m_begin + m;
    const Index g = tile.group0;
% endif
    OutputRow out;
    out.valid = k < params.out_channels;
% if plan.channel_stride("w"):
    out.offset = g * params.w_stride_g + k * params.w_stride_k;   // the column's part: dw_column_offset
% else:
    out.offset = g * params.w_stride_g + k * params.w_stride_k + tile.n_begin;
% endif
    return out;
}
% if plan.channel_stride("w"):

// dW offset of column (tap, c) within one (g, k) row: the filter's channel axis is not
// contiguous (${plan.sig.w.layout.value}), so the (tap, c) columns are not consecutive in memory.
__device__ __forceinline__ Index dw_column_offset(const Params& params, Index column) {
    Index tap = column / params.channels;
    Index offset = (column % params.channels) * params.w_stride_c;
    for (int d = kSpatialDims - 1; d >= 0; --d) {
        offset += (tap % params.filter[d]) * params.w_stride_s[d];
        tap /= params.filter[d];
    }
    return offset;
}
% endif

// kVectorOut columns of an output row (column = tap * C + c), tile columns n.. .
constexpr int kVectorOut = kVectorW;
__device__ __forceinline__ void store_output(const Params& params, const TileState& tile,
                                             const OutputRow& row, int n, const Accumulator* values) {
    if (!row.valid || tile.n_begin + n >= params.columns)
        return;
% if plan.channel_stride("w"):
    const Index offset = row.offset + dw_column_offset(params, tile.n_begin + n);
% else:
    const Index offset = row.offset + n;
% endif
    ${splitk.store(plan, "offset", "values", vw, "tile.slice")}
}

__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, ${plan.alg.min_blocks_per_sm}) ${plan.name}_kernel(${"const __grid_constant__ Params" if plan.tma else "Params"} params) {
    TileState tile;
% if plan.emits_split:
    const Index group_block = static_cast<Index>(blockIdx.z) / params.splits;
    tile.slice = static_cast<int>(blockIdx.z % params.splits);
    tile.k_begin = static_cast<Index>(tile.slice) * params.chunk;
    tile.k_end = params.k_total - tile.k_begin < params.chunk ? params.k_total : tile.k_begin + params.chunk;
% else:
    const Index group_block = static_cast<Index>(blockIdx.z);
    tile.k_begin = 0;
    tile.k_end = params.k_total;
% endif
    tile.k_steps = (tile.k_end - tile.k_begin + kBlockK - 1) / kBlockK;
    tile.group0 = group_block * kGroupsPerBlock;
% if P > 1:
    tile.m_begin = 0;   // K <= kRowsPerGroup: one row tile
% else:
    tile.m_begin = static_cast<Index>(blockIdx.x) * kBlockM;
% endif
    tile.n_begin = static_cast<Index>(blockIdx.y) * kBlockN;

% if image:
    WeightImage image;
${micro.weight_image_mainloop(plan)}
% else:
${micro.mainloop(plan)}
% endif

${micro.epilogue(plan)}
}

${splitk.finish_kernel(plan)}
}  // namespace

// ---------------------------------------------------------------- host side

namespace {

% if patches:
// The patch of p's output positions a k-step reduces: extents along (w, .., n), innermost
// first, powers of two whose product is kBlockK, the shape with the fewest padded positions
// (patches reaching past the output) and, among those, the longest extents along the innermost
// axes; and the patches along each axis.  (A spatial extent of twice its axis or more is never
// tried: halving it and doubling N's pads no more; nor one whose X box, extent * stride
// elements, would pass the TMA's 256.)
struct PatchShape {
    int extent[kSpatialDims + 1];
    int count[kSpatialDims + 1];
    int64_t patches;
};

// patch_shape's search from axis `axis` on, `log_left` = log2 of the positions still to place,
// `shape` and `padded` holding the axes before it; the best so far in best / best_padded.
// Extents are tried from the longest down, so among equal paddings the first found stays.
// sizes / strides: the output's axes and their strides innermost first, then N (stride 1).
void search_patch_shapes(const int64_t (&sizes)[kSpatialDims + 1], const int64_t (&strides)[kSpatialDims + 1],
                         int axis, int log_left, PatchShape& shape, int64_t padded, PatchShape& best,
                         int64_t& best_padded) {
    int log = log_left;
    if (axis < kSpatialDims)
        while (log > 0 && ((int64_t{1} << (log - 1)) >= sizes[axis] || (strides[axis] << log) > hipconv::kMaxBoxExtent))
            --log;                                   // 2^log < 2 * size, X's box 2^log * stride <= 256
    for (; log >= 0; --log) {
        if (axis == kSpatialDims && log != log_left)
            return;                                  // N takes what is left
        shape.extent[axis] = 1 << log;
        const int64_t count = hipconv::ceil_div(sizes[axis], static_cast<int64_t>(shape.extent[axis]));
        shape.count[axis] = static_cast<int>(count < INT32_MAX ? count : INT32_MAX);
        const int64_t padded_here = padded * count * shape.extent[axis];
        if (axis < kSpatialDims) {
            search_patch_shapes(sizes, strides, axis + 1, log_left - log, shape, padded_here, best, best_padded);
        } else if (best_padded < 0 || padded_here < best_padded) {
            best = shape;
            best_padded = padded_here;
        }
    }
}

PatchShape patch_shape(const hipconv_problem* p) {
    int64_t sizes[kSpatialDims + 1], strides[kSpatialDims + 1];   // output axes innermost first, then N
    for (int a = 0; a < kSpatialDims; ++a) {
        sizes[a] = p->output[kSpatialDims - 1 - a];
        strides[a] = p->stride[kSpatialDims - 1 - a];
    }
    sizes[kSpatialDims] = p->batch;
    strides[kSpatialDims] = 1;
    // A one-entry memo per thread: supports(), the split plan and run() ask for the same
    // problem's shape ~10 times a call (the search visits up to ~100 shapes in 3D: ~0.8 us).
    thread_local int64_t memo_sizes[kSpatialDims + 1] = {}, memo_strides[kSpatialDims + 1] = {};
    thread_local PatchShape memo{};
    bool same = true;
    for (int a = 0; a < kSpatialDims + 1; ++a)
        same = same && memo_sizes[a] == sizes[a] && memo_strides[a] == strides[a];
    if (same)
        return memo;
    constexpr int kLogK = [] {
        int log = 0;
        while ((1 << log) < kBlockK)
            ++log;
        return log;
    }();
    static_assert((1 << kLogK) == kBlockK, "a patch's extents are powers of two multiplying to block.k");
    PatchShape shape{}, best{};
    int64_t best_padded = -1;
    search_patch_shapes(sizes, strides, 0, kLogK, shape, 1, best, best_padded);
    best.patches = 1;
    for (int a = 0; a < kSpatialDims + 1; ++a) {
        best.patches *= best.count[a];
        memo_sizes[a] = sizes[a];
        memo_strides[a] = strides[a];
    }
    memo = best;
    return best;
}

// Kg: whole patches of kBlockK positions (a patch's positions past the output add zeros).
int64_t reduction_length(const hipconv_problem* p) {
    return patch_shape(p).patches * kBlockK;
}
% else:
int64_t reduction_length(const hipconv_problem* p) {
    return p->batch * hipconv::product(p->output, p->spatial_dim);
}
% endif

int64_t column_count(const hipconv_problem* p) {
    return p->in_channels * hipconv::product(p->filter, p->spatial_dim);
}

int64_t m_tiles(const hipconv_problem* p) {
% if P > 1:
    (void)p;
    return 1;
% else:
    return hipconv::ceil_div(p->out_channels, kBlockM);
% endif
}

% if plan.split_auto:
int64_t z_blocks_per_split(const hipconv_problem* p) {
    return p->groups / kGroupsPerBlock;
}

int64_t tiles_per_split(const hipconv_problem* p) {
    return z_blocks_per_split(p) * m_tiles(p) * hipconv::ceil_div(column_count(p), kBlockN);
}

% endif
${splitk.host_functions(plan)}
% if image:
// The staged image's layout for problem p into params (input_image; see WeightImage):
// false where the filter's columns exceed the block's, or two stages of a tile's dY rows
// and the X rows kBlockK consecutive positions reach do not fit kSharedMemoryBytes.
bool image_layout(const hipconv_problem* p, Params& params) {
    if (column_count(p) > kBlockN)
        return false;
${common.image_extent("kBlockK")}\
    const int64_t staged_rows = rows < p->batch * virtual_height ? rows : p->batch * virtual_height;
    const int64_t dy_pitch = kGroupsPerBlock * p->out_channels + 8;
    const int64_t x_pitch = kGroupsPerBlock * p->in_channels + 8;
    const int64_t dy_bytes = hipconv::ceil_div(kBlockK * dy_pitch * 2, 16) * 16;
    const int64_t stage_bytes = dy_bytes + hipconv::ceil_div(staged_rows * width * x_pitch * 2, 16) * 16;
    if (2 * stage_bytes > kSharedMemoryBytes || kGroupsPerBlock * p->in_channels / 8 > kThreads ||
        kGroupsPerBlock * p->out_channels / 8 > kThreads || reduction_length(p) > INT32_MAX ||
        p->batch * virtual_height > INT32_MAX)
        return false;                            // (positions and virtual rows are int32)
    params.image_virtual_height = static_cast<int>(virtual_height);
    params.image_width = static_cast<int>(width);
    params.image_dy_pitch = static_cast<int>(dy_pitch);
    params.image_x_pitch = static_cast<int>(x_pitch);
    params.image_x_offset = static_cast<int>(dy_bytes);
    params.image_stage_bytes = static_cast<int>(stage_bytes);
    params.image_dy_vectors = static_cast<int>(kGroupsPerBlock * p->out_channels / 8);
    params.image_x_vectors = static_cast<int>(kGroupsPerBlock * p->in_channels / 8);
    params.by_output_width = hipconv::FastDivmod(static_cast<int32_t>(ow));
    params.by_output_height = hipconv::FastDivmod(static_cast<int32_t>(oh));
    params.by_image_width = hipconv::FastDivmod(static_cast<int32_t>(width));
    params.by_image_height = hipconv::FastDivmod(static_cast<int32_t>(virtual_height));
    params.by_filter_width = hipconv::FastDivmod(static_cast<int32_t>(p->filter[1]));
    params.by_channels = hipconv::FastDivmod(static_cast<int32_t>(p->in_channels));
    params.by_dy_vectors = hipconv::FastDivmod(params.image_dy_vectors);
    params.by_x_vectors = hipconv::FastDivmod(params.image_x_vectors);
    params.by_group_dy_vectors = hipconv::FastDivmod(static_cast<int32_t>(p->out_channels / 8));
    params.by_group_x_vectors = hipconv::FastDivmod(static_cast<int32_t>(p->in_channels / 8));
    return true;
}
% endif
% if patches:
// loads: tma, position_boxes: patches.  The patch shape and the tensor maps of the problem
// into params (geometry filled): dY as a tiled map (G*K channels, output axes innermost
// first, n) and X as a tiled map (G*C channels, input axes innermost first, n), each box 64
// channels x one patch -- a group's channels at coordinate g * K (g * C).
// HIPCONV_REFUSED_TMA where the maps cannot describe the problem (a stride past 8,
// C not a multiple of 64 with more than one tap, a group's channels not contiguous,
// tensors not 16-byte aligned, a map the driver rejects); with x == nullptr only the
// shape is checked (supports()).
int32_t encode_tensor_maps(const hipconv_problem* p, const void* x, const void* dy, Params& params) {
    for (int d = 0; d < kSpatialDims; ++d)
        if (p->stride[d] > hipconv::kMaxTraversalStride)
            return HIPCONV_REFUSED_TMA;              // X's box lands every stride-th element: 1 to 8
    if (hipconv::product(p->filter, p->spatial_dim) > 1 && p->in_channels % kColumnBlock != 0)
        return HIPCONV_REFUSED_TMA;                  // a column block would span two taps
    const PatchShape shape = patch_shape(p);
    if (shape.patches > INT32_MAX / kBlockK)
        return HIPCONV_REFUSED_TMA;                  // the slices' reduction indices are 32-bit
    for (int a = 0; a < kSpatialDims + 1; ++a) {
        params.patch_extent[a] = shape.extent[a];
        params.patch_count[a] = shape.count[a];
    }
    if (x == nullptr)
        return HIPCONV_OK;
    if ((reinterpret_cast<uintptr_t>(x) | reinterpret_cast<uintptr_t>(dy)) % 16 != 0 ||
        params.y_stride_g != static_cast<Index>(p->out_channels) || params.x_stride_g != static_cast<Index>(p->in_channels))
        return HIPCONV_REFUSED_TMA;
${common.x_im2col_dims(plan)}\
    uint64_t dy_dims[kSpatialDims + 2], dy_strides[kSpatialDims + 1];
    uint32_t dy_box[kSpatialDims + 2], x_box[kSpatialDims + 2], x_traversal[kSpatialDims + 2];
    dy_dims[0] = static_cast<uint64_t>(p->groups * p->out_channels);
    dy_box[0] = kRowBlock;
    x_box[0] = kColumnBlock;
    x_traversal[0] = 1;
    for (int a = 0; a < kSpatialDims; ++a) {
        const int d = kSpatialDims - 1 - a;
        dy_dims[1 + a] = static_cast<uint64_t>(p->output[d]);
        dy_strides[a] = static_cast<uint64_t>(params.y_stride_s[d]) * sizeof(YType);
        dy_box[1 + a] = static_cast<uint32_t>(shape.extent[a]);
        x_traversal[1 + a] = static_cast<uint32_t>(p->stride[d]);
        x_box[1 + a] = dy_box[1 + a] * x_traversal[1 + a];   // lands shape.extent[a] elements
    }
    dy_dims[kSpatialDims + 1] = static_cast<uint64_t>(p->batch);
    dy_strides[kSpatialDims] = static_cast<uint64_t>(params.y_stride_n) * sizeof(YType);
    dy_box[kSpatialDims + 1] = x_box[kSpatialDims + 1] = static_cast<uint32_t>(shape.extent[kSpatialDims]);
    x_traversal[kSpatialDims + 1] = 1;
    if (!hipconv::encode_tiled_map(&params.dy_map, dy, kSpatialDims + 2, dy_dims, dy_strides, dy_box) ||
        !hipconv::encode_tiled_map(&params.x_map, x, kSpatialDims + 2, x_dims, x_strides, x_box, x_traversal))
        return HIPCONV_REFUSED_TMA;
    return HIPCONV_OK;
}

% elif plan.tma:
<% channels_last = not plan.sig.x.layout.group_first %>\
// loads: tma.  The tensor maps of the problem into params (geometry filled): dY as a
// tiled map (k, g, position) over its N * prod(output) positions${", X the same over its positions (i = o)" if one_by_one else ", X as an im2col map (channels innermost: " + ("the G*C channels of a position, group g from channel g*C" if channels_last else "the C channels of group g's images, batch coordinate g*N + n") + ") whose bounding box per dimension is [-pad, -pad + (output - 1) * stride], traversed with the stride"}.
// HIPCONV_REFUSED_TMA where the maps cannot describe the problem; with x == nullptr
// only the shape is checked (supports()).
int32_t encode_tensor_maps(const hipconv_problem* p, const void* x, const void* dy, Params& params) {
    const int64_t positions = reduction_length(p);
    if (positions > INT32_MAX)
        return HIPCONV_REFUSED_TMA;                  // coordinates are 32-bit
% if not one_by_one:
    int64_t taps = 1;
    for (int d = 0; d < kSpatialDims; ++d)
        taps *= p->filter[d];
    if (taps > 1 && p->in_channels % kColumnBlock != 0)
        return HIPCONV_REFUSED_TMA;                  // a column block would span two taps
${common.x_im2col_box()}\
% endif
    if (x == nullptr)
        return HIPCONV_OK;
    if ((reinterpret_cast<uintptr_t>(x) | reinterpret_cast<uintptr_t>(dy)) % 16 != 0)
        return HIPCONV_REFUSED_TMA;
    const uint64_t dy_dims[3] = {static_cast<uint64_t>(p->out_channels), static_cast<uint64_t>(p->groups),
                                 static_cast<uint64_t>(positions)};
    const uint64_t dy_strides[2] = {static_cast<uint64_t>(params.y_stride_g) * sizeof(YType),
                                    static_cast<uint64_t>(params.y_stride_s[kSpatialDims - 1]) * sizeof(YType)};
    const uint32_t box[3] = {kRowBlock, 1, static_cast<uint32_t>(kBlockK)};
    if (!hipconv::encode_tiled_map(&params.dy_map, dy, 3, dy_dims, dy_strides, box))
        return HIPCONV_REFUSED_TMA;
% if one_by_one:
    const uint64_t x_dims[3] = {static_cast<uint64_t>(p->in_channels), static_cast<uint64_t>(p->groups),
                                static_cast<uint64_t>(positions)};
    const uint64_t x_strides[2] = {static_cast<uint64_t>(params.x_stride_g) * sizeof(XType),
                                   static_cast<uint64_t>(params.x_stride_s[kSpatialDims - 1]) * sizeof(XType)};
    if (!hipconv::encode_tiled_map(&params.x_map, x, 3, x_dims, x_strides, box))
        return HIPCONV_REFUSED_TMA;
% else:
${common.x_im2col_dims(plan)}\
    if (!hipconv::encode_im2col_map(&params.x_map, x, kSpatialDims + 2, x_dims, x_strides, lower, upper,
                                    kColumnBlock, kBlockK, traversal))
        return HIPCONV_REFUSED_TMA;
% endif
    return HIPCONV_OK;
}

% endif
}  // namespace

extern "C" int32_t ${plan.symbol}_supports(const hipconv_problem* p) {
${common.common_supports(plan)}
% if P > 1:
    if (p->groups % kGroupsPerBlock != 0)
        return HIPCONV_REFUSED_GROUPS_PER_BLOCK;
    if (p->out_channels > kRowsPerGroup)
        return HIPCONV_REFUSED_MERGED_TILE;
% endif
    if (hipconv::ceil_div(column_count(p), kBlockN) > hipconv::kMaxGridYZ ||
        m_tiles(p) > hipconv::kMaxGridX ||
        p->groups / kGroupsPerBlock${" * split_plan(p).splits" if plan.emits_split else ""} > hipconv::kMaxGridYZ)
        return HIPCONV_REFUSED_GRID_LIMIT;
% if image:
    Params layout{};
    if (!image_layout(p, layout))
        return HIPCONV_REFUSED_INPUT_IMAGE;
% endif
% if plan.tma:
    Params params{};
${common.fill_geometry(plan)}\
    return encode_tensor_maps(p, nullptr, nullptr, params);
% else:
    return HIPCONV_OK;
% endif
}

extern "C" int64_t ${plan.symbol}_workspace_size(const hipconv_problem* p) {
    if (${plan.symbol}_supports(p) != HIPCONV_OK)
        return 0;
    return workspace_bytes(p);
}

// The split-K slice count run() uses for p (0 when the instance refuses p).
extern "C" int32_t ${plan.symbol}_split_k(const hipconv_problem* p) {
    if (${plan.symbol}_supports(p) != HIPCONV_OK)
        return 0;
% if plan.emits_split:
    return split_plan(p).splits;
% else:
    return 1;
% endif
}

% if plan.models_split_time:
// The split cost model's time for p at the split run() uses, in bytes of DRAM traffic
// (modelled_bytes above; 0 when the instance refuses p).
extern "C" double ${plan.symbol}_modelled_bytes(const hipconv_problem* p) {
    if (${plan.symbol}_supports(p) != HIPCONV_OK)
        return 0.0;
    return modelled_bytes(p);
}

% endif
extern "C" int32_t ${plan.symbol}_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
${common.run_checks(plan)}${common.epilogue_arguments(plan)}    const hipStream_t hip_stream = static_cast<hipStream_t>(stream);
    Params params{};
    params.x = static_cast<const XType*>(tensors->x);
    params.dy = static_cast<const YType*>(tensors->y);
    params.dw = static_cast<WType*>(tensors->w);
${common.fill_epilogue(plan)}    params.batch = static_cast<Index>(p->batch);
    params.channels = static_cast<Index>(p->in_channels);
    params.out_channels = static_cast<Index>(p->out_channels);
    params.columns = static_cast<Index>(column_count(p));
    params.k_total = static_cast<Index>(reduction_length(p));
${common.fill_geometry(plan)}\
% if cursor_digits:
    {
        int64_t rest = kBlockK;                  // block.k in the mixed radix of (n, o..)
        for (int d = kSpatialDims - 1; d >= 0; --d) {
            params.step_digit[d] = static_cast<Index>(rest % p->output[d]);
            rest /= p->output[d];
        }
        params.step_images = static_cast<Index>(rest);
    }
% endif

% if plan.tma:
    if (const int32_t mapped = encode_tensor_maps(p, tensors->x, tensors->y, params))
        return mapped;
% endif
% if image:
    image_layout(p, params);                     // supports() checked that it fits
% endif
% if plan.emits_split:
    const SplitPlan split = split_plan(p);
    params.chunk = static_cast<Index>(split.chunk);
    params.splits = split.splits;
% endif
${splitk.before_launch(plan)}\
    const dim3 grid(static_cast<unsigned>(${"hipconv::ceil_div(m_tiles(p), kMulticast) * kMulticast" if plan.multicast > 1 else "m_tiles(p)"}),
                    static_cast<unsigned>(hipconv::ceil_div(column_count(p), kBlockN)),
                    static_cast<unsigned>(p->groups / kGroupsPerBlock${" * split.splits" if plan.emits_split else ""}));
% if plan.cluster_reduction:
${common.launch(plan, "grid", "hip_stream", cluster="dim3(1, 1, static_cast<unsigned>(split.splits))", clustered="params.clustered")}
% elif plan.multicast > 1:
${common.launch(plan, "grid", "hip_stream", cluster="dim3(kMulticast, 1, 1)")}
% else:
${common.launch(plan, "grid", "hip_stream")}
% endif
${splitk.after_launch(plan)}\
    return hipconv::launch_status();
}
