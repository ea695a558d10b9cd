// @generated from specs/bwd_weight.yaml, instance bwd_weight_2d_fp16_wgmma_tma128x256_accumulate; do not edit.
// Regenerate with: python -m codegen specs/bwd_weight.yaml
//
// signature: backward_weight, 2D, x NHWGC fp16, w GKYXC fp16, y NHWGK fp16,
//            accumulate fp32, epilogue acc + beta * out
// algorithm: implicit GEMM, wgmma micro-kernel, block 128x256x64, warpgroup 64x256 (384 threads), 4 stage(s),
//            vectors x 8 / w 8 / y 8, specialization default, 32-bit indices,
//            operands through TMA tensor maps, one tile per block,
//            split_k auto, deterministic reduction, 1 group(s) per block
// targets:   sm_90a
//
// Backward-weight as an implicit GEMM per group g (no im2col buffer):
//   dW[g, k, f.., c] = sum over n and o.. of dY[n, o.., g, k] * X[n, o*stride - pad + f*dilation, g, c]
// GEMM rows M = K (output channel k), columns N = prod(filter) * C (column tap * C + c, c
// fastest: exactly the flattened (f.., c) of dW's GK..C layout) and reduction
// Kg = N * prod(output) (kk = n, o.. flattened, the innermost output axis fastest).
// A = dY and B = X through an implicit im2col, both in TMA boxes (struct TmaLoads);
// dW is written along C in vectors of 8.
// Split-K (split_k auto): grid.z = (G / groups_per_block) * S; slice s reduces
// kk in [s * chunk, min((s + 1) * chunk, Kg)), chunk = ceil(ceil(Kg / S) / block.k) * block.k.
// Deterministic: slice s stores its fp32 partial dW into workspace slice s (plain
// stores), then a reduction pass adds the slices in the order 0..S-1 and converts.
// When the count resolves to 1 the block stores dW directly.
// Grid: x = ceil(K / block.m), y = ceil(prod(filter) * C / block.n), z = G * S.
#include <stdint.h>

#include "hipconv/platform.h"
#include "hipconv/numeric.h"
#include "hipconv/host.h"
#include "hipconv/mma.h"
#include "hipconv/fragments.h"
#include "hipconv/wgmma.h"
#include "hipconv/tma.h"
#include "hipconv_bwd_weight.h"

// Everything below is in this instance's own namespace (closed at the end of the file), so
// that several instance sources can be compiled as one translation unit (the build option
// HIPCONV_BATCH_SIZE); the exported extern "C" functions keep their C names.
namespace hipconv_instance_bwd_weight_2d_fp16_wgmma_tma128x256_accumulate {

namespace {

using Index = int32_t;
using XType = hipconv::half_t;
using WType = hipconv::half_t;   // dW, written
using YType = hipconv::half_t;   // dY
using Accumulator = float;
constexpr int kSpatialDims = 2;
constexpr int kVectorW = 8;   // dW stores along C (dY and X arrive in TMA boxes)
using AType = YType;                // GEMM A = dY
using BType = XType;                // GEMM B = X (implicit im2col)
// ---- wgmma micro-kernel tile geometry (m64n256k16, fp32 accumulators)
constexpr int kBlockM = 128;
constexpr int kBlockN = 256;
constexpr int kBlockK = 64;                   // one 128-byte swizzle row of 16-bit elements
constexpr int kWarpgroupM = 64;           // outputs per warpgroup (4 warps)
constexpr int kWarpgroupN = 256;
constexpr int kWarpgroupsN = kBlockN / kWarpgroupN;
constexpr int kConsumerWarpgroups = (kBlockM / kWarpgroupM) * kWarpgroupsN;   // they multiply
constexpr int kConsumerThreads = kConsumerWarpgroups * 128;
constexpr int kProducerWarpgroup = kConsumerWarpgroups;   // the last one issues the TMA copies
constexpr int kThreads = 384;                // consumers + the producer warpgroup
constexpr int kStages = 4;                    // TMA pipeline depth
constexpr int kGroupsPerBlock = 1;
[[maybe_unused]] constexpr int kRowsPerGroup = kBlockM / kGroupsPerBlock;   // rows of one merged group
constexpr int kInstructionsM = kWarpgroupM / 64;         // m64 instructions per warpgroup and k16 slice
constexpr int kAccumulators = kWarpgroupN / 2;           // fp32 per thread per instruction (frag::wgmma_d)
// Shared-memory tiles: 128-byte-swizzled, M-major A and N-major B.
constexpr int kATileBytes = kBlockM * kBlockK * 2;
constexpr int kBSlotBytes = kBlockN * kBlockK * 2;
constexpr int kStageBytes = kATileBytes + kGroupsPerBlock * kBSlotBytes;
constexpr int kOutRowLength = kBlockN + 8;          // fp32 epilogue tile row
constexpr int kSharedMemoryBytes = 197696;   // + 1024 to round the base up
constexpr int kBarrierOffset = 196608;   // full[kStages], empty[kStages] behind the ring / epilogue tile
static_assert(kBarrierOffset >= kStages * kStageBytes &&
              kBarrierOffset >= kBlockM * kOutRowLength * 4 + kBlockM * 16 &&
              kSharedMemoryBytes >= kBarrierOffset + 16 * kStages + 1024,
              "shared memory of the plan");
static_assert(kATileBytes % 1024 == 0 && kBSlotBytes % 1024 == 0, "tiles start on swizzle atoms");
static_assert(kBlockM % kWarpgroupM == 0 && kBlockN % kWarpgroupN == 0 && kWarpgroupM % 64 == 0 &&
              kWarpgroupN % 64 == 0 && kWarpgroupN <= 256 && kBlockK == 64, "warpgroup tile");

// The TMA boxes land in this layout (the tensor maps' 128-byte swizzle); the descriptor pieces of A: the
// leading and stride byte offsets, the bytes one k16 slice and one m64 instruction move; a_row_bytes(m0) is where row m0 (K-major: any; M-major: a multiple of 64) starts.
constexpr uint32_t kALeadingBytes = kBlockK * 128, kAStrideBytes = 1024;   // M-major: 64-m blocks, 8-k groups
constexpr uint32_t kASliceBytes = 16 * 128, kAInstructionBytes = kBlockK * 128;
constexpr int kRowBlock = 64;   // M-major: rows in blocks of one 128-byte swizzle row
__device__ __forceinline__ constexpr uint32_t a_row_bytes(int m0) { return static_cast<uint32_t>((m0 / kRowBlock) * kBlockK * 128); }
// The same for (n, kk) of one B tile; b_column_bytes(n0) is where column n0 (a multiple of
// 64) starts.
constexpr int kColumnBlock = 64;   // N-major: columns in blocks of one 128-byte swizzle row
constexpr uint32_t kBLeadingBytes = kBlockK * 128, kBStrideBytes = 1024;
constexpr uint32_t kBSliceBytes = 16 * 128;
__device__ __forceinline__ constexpr uint32_t b_column_bytes(int n0) { return static_cast<uint32_t>((n0 / kColumnBlock) * kBlockK * 128); }

// d += A * B for one m64n256k16 with A and B in shared memory (descriptors a, b):
// f16 operands, fp32 accumulators in frag::wgmma_d order, transpose bits
// A 1 (M-major), B 1 (N-major).
__device__ __forceinline__ void wgmma_m64n256k16(float (&d)[128], uint64_t a, uint64_t b) {
    asm volatile(
        "{\n.reg .pred accumulate;\nsetp.ne.b32 accumulate, %130, 0;\n"
        "wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {"
        "%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, "
        "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, "
        "%32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, "
        "%48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, "
        "%64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, "
        "%80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, "
        "%96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, "
        "%112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127"
        "}, %128, %129, accumulate, 1, 1, 1, 1;\n}\n"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7])
        , "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15])
        , "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23])
        , "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31])
        , "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39])
        , "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47])
        , "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55])
        , "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63])
        , "+f"(d[64]), "+f"(d[65]), "+f"(d[66]), "+f"(d[67]), "+f"(d[68]), "+f"(d[69]), "+f"(d[70]), "+f"(d[71])
        , "+f"(d[72]), "+f"(d[73]), "+f"(d[74]), "+f"(d[75]), "+f"(d[76]), "+f"(d[77]), "+f"(d[78]), "+f"(d[79])
        , "+f"(d[80]), "+f"(d[81]), "+f"(d[82]), "+f"(d[83]), "+f"(d[84]), "+f"(d[85]), "+f"(d[86]), "+f"(d[87])
        , "+f"(d[88]), "+f"(d[89]), "+f"(d[90]), "+f"(d[91]), "+f"(d[92]), "+f"(d[93]), "+f"(d[94]), "+f"(d[95])
        , "+f"(d[96]), "+f"(d[97]), "+f"(d[98]), "+f"(d[99]), "+f"(d[100]), "+f"(d[101]), "+f"(d[102]), "+f"(d[103])
        , "+f"(d[104]), "+f"(d[105]), "+f"(d[106]), "+f"(d[107]), "+f"(d[108]), "+f"(d[109]), "+f"(d[110]), "+f"(d[111])
        , "+f"(d[112]), "+f"(d[113]), "+f"(d[114]), "+f"(d[115]), "+f"(d[116]), "+f"(d[117]), "+f"(d[118]), "+f"(d[119])
        , "+f"(d[120]), "+f"(d[121]), "+f"(d[122]), "+f"(d[123]), "+f"(d[124]), "+f"(d[125]), "+f"(d[126]), "+f"(d[127])
        : "l"(a), "l"(b), "r"(1));
}


static_assert(kRowsPerGroup * kGroupsPerBlock == kBlockM, "merged groups split the rows evenly");
constexpr int kReductionStep = kBlockK;             // split slices are whole block.k steps

struct Params {
    const XType* __restrict__ x;
    const YType* __restrict__ dy;
    WType* __restrict__ dw;
    float beta;                                   // epilogue scalar
    Index batch, channels, out_channels;             // N, C, K (G is in the grid)
    Index columns;                                   // GEMM N = prod(filter) * C
    Index k_total;                                   // GEMM Kg = N * prod(output)
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
    static constexpr hipconv::TensorAxes kYAxes{5, {0, 1, 2, 3, 4}, {false, false, true, false, false}};   // NHWGK: strides of W free
    Index step_digit[kSpatialDims];                  // block.k as (n, o..) digits: RowCursor.advance
    Index step_images;                               //   (output axes; whole batch images)

    Index chunk;                                     // reduction elements per split slice (multiple of kReductionStep)
    int splits;                                      // effective number of slices (grid.z = z blocks * splits)
    float* __restrict__ workspace;                   // fp32 partial sums (splits slices of G*K*prod(filter)*C)
    int64_t w_elements;                              // G*K*prod(filter)*C
    // TMA tensor maps (encoded per run by encode_tensor_maps): dY as a tiled map (k, g,
    // position n, o..), X as an im2col map traversed with the convolution's stride.
    hipconv::TensorMap dy_map;
    hipconv::TensorMap x_map;
    int x_group_channel;                             // X channel coordinate of group g: g * this
    int x_group_image;                               // X batch coordinate offset of group g: g * this
};

// The block's tile: its groups, its first column and its reduction slice.
struct TileState {
    Index group0;                           // first group of the block
    Index m_begin;                          // first GEMM row (output channel) of the block
    Index n_begin;                          // first GEMM column of the block
    Index k_begin;                          // this block's reduction slice: [k_begin, k_end)
    Index k_end;
    Index k_steps;                          // block.k steps of the slice
    int slice;                              // split-K slice of the block
};

// Where a thread's vectors stand in the reduction kk = (n, o..) flattened (the
// innermost output axis fastest; all of a thread's vectors of one operand share the
// row): the index, and unless the (n, o..) collapse into one axis, the output
// position o.. and n * stride_n of the tensor it reads.  advance() adds block.k in the
// mixed radix of (n, o..) -- its digits per problem in Params (step_digit, step_images),
// each axis at most one wrap -- no division and no loop in the main loop.
struct RowCursor {
    Index row;                              // reduction index
    Index o[kSpatialDims];                  // output position of the row
    Index n_offset;                         // n * stride_n

    __device__ __forceinline__ void init(const Params& p, Index row0, Index stride_n) {
        row = row0;
        Index rest = row0;
        for (int d = kSpatialDims - 1; d >= 0; --d) {
            o[d] = rest % p.output[d];
            rest /= p.output[d];
        }
        n_offset = rest * stride_n;
    }

    __device__ __forceinline__ void advance(const Params& p, Index stride_n) {
        row += kBlockK;
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
    }
};

// The producer's walk over the reduction (loads: tma; one thread).  Per k-step:
// kBlockM / 64 tiled boxes of dY (64 output channels k x kBlockK positions from the
// step's first reduction index; channels past K and positions past the end read zeros)
// into the A tile's 64-row blocks, and per 64-column block of B one box of X (64
// channels c x kBlockK positions) into it: an im2col box whose traversal starts at the step's first (n, o..), reads X at o * stride - pad + the block's tap * dilation and reads zeros in the padding.
// The column blocks of a tile have one tap each (C % 64 == 0 or one tap; else refused).
struct TmaLoads {
    static constexpr int kColumnBlocks = kBlockN / kColumnBlock;
    RowCursor at;                           // the k-step's first reduction index as (n, o..)
    int group;                              // the tile's group
    int channel[kColumnBlocks];             // X channel coordinate of each column block
    uint16_t offsets[kColumnBlocks][kSpatialDims];   // its tap * dilation, innermost first

    __device__ __forceinline__ void init(const Params& p, const TileState& tile) {
        group = static_cast<int>(tile.group0);
        for (int b = 0; b < kColumnBlocks; ++b) {
            Index column = tile.n_begin + b * kColumnBlock;
            if (column >= p.columns)
                column = 0;                 // past the last column: any box inside X (never stored)
            Index tap = column / p.channels;
            channel[b] = static_cast<int>(tile.group0 * p.x_group_channel + column % p.channels);
            for (int d = kSpatialDims - 1; d >= 0; --d) {
                offsets[b][kSpatialDims - 1 - d] = static_cast<uint16_t>((tap % p.filter[d]) * p.dilation[d]);
                tap /= p.filter[d];
            }
        }
        at.init(p, tile.k_begin, 1);
    }

    // The boxes of the current k-step (A's 64-row block m0 at a_rows(m0), B's column
    // block n0 at b_column(n0)); all complete on `full`.
    template <class ARows, class BColumn>
    __device__ __forceinline__ void issue(const Params& p, const TileState& tile, uint64_t* full,
                                          ARows a_rows, BColumn b_column) const {
        const int row = static_cast<int>(at.row);
        for (int m0 = 0; m0 < kBlockM; m0 += kRowBlock)
            hipconv::tma_load_tile(a_rows(m0), &p.dy_map, full, static_cast<int>(tile.m_begin) + m0, group, row);
        int base[kSpatialDims];             // the filter base o * stride - pad, innermost first
        for (int d = 0; d < kSpatialDims; ++d)
            base[kSpatialDims - 1 - d] = static_cast<int>(at.o[d] * p.stride[d] - p.pad[d]);
        const int image = static_cast<int>(at.n_offset + tile.group0 * p.x_group_image);
        for (int b = 0; b < kColumnBlocks; ++b) {
            hipconv::tma_load_im2col<kSpatialDims>(b_column(b * kColumnBlock), &p.x_map, full, channel[b], base,
                                                   image, offsets[b]);
        }
    }

    __device__ __forceinline__ void advance(const Params& p, const TileState&) {
        at.advance(p, 1);
    }
};

// Epilogue.  Where dW row m (tile-local: output channel k of group g) lives.
struct OutputRow {
    Index offset;                           // dW offset of (g, k, column tile.n_begin)
    bool valid;                             // the row's output channel exists
};

__device__ __forceinline__ OutputRow output_row(const Params& params, const TileState& tile,
                                                int m) {
    const Index k = tile.m_begin + m;
    const Index g = tile.group0;
    OutputRow out;
    out.valid = k < params.out_channels;
    out.offset = g * params.w_stride_g + k * params.w_stride_k + tile.n_begin;
    return out;
}

// kVectorOut columns of an output row (column = tap * C + c), tile columns n.. .
constexpr int kVectorOut = kVectorW;
__device__ __forceinline__ void store_output(const Params& params, const TileState& tile,
                                             const OutputRow& row, int n, const Accumulator* values) {
    if (!row.valid || tile.n_begin + n >= params.columns)
        return;
    const Index offset = row.offset + n;
    if (params.splits == 1) {
                hipconv::Vec<WType, 8> out;
                for (int e = 0; e < 8; ++e)
                    out.v[e] = hipconv::from_accumulator<WType>((values[e] + (params.beta * hipconv::to_accumulator(params.dw[offset + e]))));
                hipconv::store_vec<8>(params.dw + offset, out);
            }
            else {
                float* partial = params.workspace + static_cast<int64_t>(tile.slice) * params.w_elements + offset;
                for (int e = 0; e < 8; ++e)
                    partial[e] = values[e];
            }
}

__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, 1) bwd_weight_2d_fp16_wgmma_tma128x256_accumulate_kernel(const __grid_constant__ Params params) {
    TileState tile;
    const Index group_block = static_cast<Index>(blockIdx.z) / params.splits;
    tile.slice = static_cast<int>(blockIdx.z % params.splits);
    tile.k_begin = static_cast<Index>(tile.slice) * params.chunk;
    tile.k_end = params.k_total - tile.k_begin < params.chunk ? params.k_total : tile.k_begin + params.chunk;
    tile.k_steps = (tile.k_end - tile.k_begin + kBlockK - 1) / kBlockK;
    tile.group0 = group_block * kGroupsPerBlock;
    tile.m_begin = static_cast<Index>(blockIdx.x) * kBlockM;
    tile.n_begin = static_cast<Index>(blockIdx.y) * kBlockN;

    HIPCONV_DYNAMIC_SHARED(unsigned char, shared_bytes);
    unsigned char* const tiles = shared_bytes + hipconv::swizzle_alignment_padding(shared_bytes);
    const int warpgroup = hipconv::warpgroup_id();
    const int wg_thread = hipconv::warpgroup_thread();
    uint64_t* const full = reinterpret_cast<uint64_t*>(tiles + kBarrierOffset);   // a stage's TMA bytes have landed
    uint64_t* const empty = full + kStages;                                      // every consumer is done with a stage
    if (threadIdx.x == 0) {
        for (int s = 0; s < kStages; ++s) {
            hipconv::mbarrier_init(&full[s], 1);                  // the producer's arrive + the expected bytes
            hipconv::mbarrier_init(&empty[s], kConsumerThreads);  // one arrival per consumer thread
        }
        hipconv::fence_barrier_init();
    }
    __syncthreads();
    hipconv::RingPosition<kStages> ring;   // this thread's k-step in the ring (it runs on across tiles)

    if (warpgroup == kProducerWarpgroup) {
        if (wg_thread == 0) {
            TmaLoads loads;
            loads.init(params, tile);
            for (Index step = 0; step < tile.k_steps; ++step, ring.advance()) {
                // The consumers released the stage's previous round (in the first round the
                // phase before the barrier's first counts as completed: no wait).
                hipconv::mbarrier_wait(&empty[ring.stage], ring.phase ^ 1u);
                hipconv::mbarrier_arrive_expect_tx(&full[ring.stage], kStageBytes);
                unsigned char* const stage_tiles = tiles + ring.stage * kStageBytes;
                loads.issue(
                    params, tile, &full[ring.stage],
                    [&](int m0) { return static_cast<void*>(stage_tiles + a_row_bytes(m0)); },
                    [&](int n0) { return static_cast<void*>(stage_tiles + kATileBytes + b_column_bytes(n0)); });
                loads.advance(params, tile);
            }
        }
        return;   // no accumulators here: the consumers store the tile
    }
    const int wg_m0 = (warpgroup / kWarpgroupsN) * kWarpgroupM;   // first tile row of this warpgroup
    const int wg_n0 = (warpgroup % kWarpgroupsN) * kWarpgroupN;   // first tile column
    constexpr int slot = 0;
    float acc[kInstructionsM][kAccumulators];

    // Descriptors of stage 0, slice 0 for this warpgroup; a stage, a k16 slice or an
    // m64 instruction further is a constant added (descriptor units of 16 bytes).
    const uint64_t a_descriptor = hipconv::wgmma_descriptor(
        tiles + (wg_m0 / 64) * kAInstructionBytes, kALeadingBytes, kAStrideBytes);
    const uint64_t b_descriptor = hipconv::wgmma_descriptor(
        tiles + kATileBytes + slot * kBSlotBytes + b_column_bytes(wg_n0), kBLeadingBytes, kBStrideBytes);

    // The accumulators stay where they are across the asynchronous wgmma batches.
    auto fence_accumulators = [&]() {
        for (int i = 0; i < kInstructionsM; ++i)
            for (int e = 0; e < kAccumulators; ++e)
                hipconv::fence_operand(acc[i][e]);
    };

    // This stage's 4 x kInstructionsM wgmma, committed as one group.
    auto issue_stage = [&](int stage) {
        fence_accumulators();
        hipconv::wgmma_fence();
#pragma unroll
        for (int slice = 0; slice < kBlockK / 16; ++slice)
#pragma unroll
            for (int i = 0; i < kInstructionsM; ++i)
                wgmma_m64n256k16(
                    acc[i],
                    a_descriptor + ((stage * kStageBytes + slice * kASliceBytes + i * kAInstructionBytes) >> 4),
                    b_descriptor + ((stage * kStageBytes + slice * kBSliceBytes) >> 4));
        hipconv::wgmma_commit();
    };
    // Wait until only the last committed group is in flight.
    auto wait_previous_stage = [&]() {
        hipconv::wgmma_wait<1>();
        fence_accumulators();
    };

    auto release = [&](uint32_t stage) { hipconv::mbarrier_arrive(&empty[stage]); };
    for (int i = 0; i < kInstructionsM; ++i)
        for (int e = 0; e < kAccumulators; ++e)
            acc[i][e] = 0.0f;
    // Each step's `full` barrier is tested (without waiting) while the previous step's
    // wgmma run; a step waits only where the test found its stage still loading.
    bool landed = false;
    uint32_t previous_stage = 0;                 // step - 1's stage
    for (Index step = 0; step < tile.k_steps; ++step) {
        if (!landed)
            hipconv::mbarrier_wait(&full[ring.stage], ring.phase);
        const uint32_t stage = ring.stage;
        issue_stage(static_cast<int>(stage));
        wait_previous_stage();                   // only this step's wgmma still in flight
        if (step > 0)                            // step - 1's wgmma have completed: its stage is free
            release(previous_stage);
        previous_stage = stage;
        ring.advance();
        landed = hipconv::mbarrier_test_wait(&full[ring.stage], ring.phase);
    }
    hipconv::wgmma_wait<0>();
    fence_accumulators();
    if (tile.k_steps > 0)                        // ... and so have the last step's
        release(previous_stage);
    // Every consumer's wgmma are done with the ring (one tile per block: the epilogue
    // reuses it) and every consumer is past the previous tile's epilogue reads.
    hipconv::named_barrier_sync(1, kConsumerThreads);


    float* const out_tile = reinterpret_cast<float*>(tiles);   // [kBlockM][kOutRowLength]
    OutputRow* const out_rows = reinterpret_cast<OutputRow*>(out_tile + kBlockM * kOutRowLength);
    for (int m = static_cast<int>(threadIdx.x); m < kBlockM; m += kConsumerThreads)
        out_rows[m] = output_row(params, tile, m);
#pragma unroll
    for (int i = 0; i < kInstructionsM; ++i)
#pragma unroll
        for (int e = 0; e < kAccumulators; e += 2) {   // elements e, e + 1 are adjacent columns (unrolled: acc stays in registers)
            const int m = wg_m0 + i * 64 + hipconv::frag::wgmma_d_row(wg_thread, e);
            const int n = wg_n0 + hipconv::frag::wgmma_d_col(wg_thread, e);
            *reinterpret_cast<float2*>(out_tile + m * kOutRowLength + n) = make_float2(acc[i][e], acc[i][e + 1]);
        }
    hipconv::named_barrier_sync(1, kConsumerThreads);
    constexpr int kOutVectors = kBlockM * kBlockN / kVectorOut;
    for (int v = static_cast<int>(threadIdx.x); v < kOutVectors; v += kConsumerThreads) {
        const int m = v / (kBlockN / kVectorOut);
        const int n = (v % (kBlockN / kVectorOut)) * kVectorOut;
        float values[kVectorOut];
        for (int e = 0; e < kVectorOut; e += 2) {   // 8-byte reads: half the bank conflicts of 4-byte ones
            const float2 pair = *reinterpret_cast<const float2*>(out_tile + m * kOutRowLength + n + e);
            values[e] = pair.x;
            values[e + 1] = pair.y;
        }
        store_output(params, tile, out_rows[m], n, values);
    }

}

constexpr int kFinishThreads = 256;

struct FinishParams {
    const float* __restrict__ workspace;
    WType* __restrict__ dw;
    int64_t elements;                                // G*K*prod(filter)*C
    int splits;
    float beta;                                   // epilogue scalar
};

// Deterministic split-K: dW = sum of the slices in the fixed order 0..S-1, in fp32,
// then one rounding to the dW type.  Same inputs -> same bits, run after run.
// Where the element count is a multiple of kFinishVector (every slice then starts aligned), a
// thread finishes kFinishVector consecutive elements with one 16-byte load of each slice's fp32
// partials (run 122: 5.1 -> 4.1 us on a 1x1 14x14 C=1024 K=512 layer's two slices); else one
// element a thread.
constexpr int kFinishVector = 4;

HIPCONV_HOST_DEVICE inline bool finish_in_vectors(int64_t elements) { return elements % kFinishVector == 0; }

__device__ inline void bwd_weight_2d_fp16_wgmma_tma128x256_accumulate_finish_element(const FinishParams& params, int64_t i, float value) {
    params.dw[i] = hipconv::from_float<WType>((value + (params.beta * hipconv::to_accumulator(params.dw[i]))));
}

__global__ void __launch_bounds__(kFinishThreads) bwd_weight_2d_fp16_wgmma_tma128x256_accumulate_finish(FinishParams params) {
    const int64_t step = static_cast<int64_t>(gridDim.x) * kFinishThreads;
    const int64_t first = static_cast<int64_t>(blockIdx.x) * kFinishThreads + threadIdx.x;
    if (finish_in_vectors(params.elements)) {
        for (int64_t i = first * kFinishVector; i < params.elements; i += step * kFinishVector) {
            float sum[kFinishVector] = {};
            for (int s = 0; s < params.splits; ++s) {
                const hipconv::Vec<float, kFinishVector> part =
                    hipconv::load_vec<kFinishVector>(params.workspace + static_cast<int64_t>(s) * params.elements + i);
                for (int e = 0; e < kFinishVector; ++e)
                    sum[e] += part[e];
            }
            for (int e = 0; e < kFinishVector; ++e)
                bwd_weight_2d_fp16_wgmma_tma128x256_accumulate_finish_element(params, i + e, sum[e]);
        }
        return;
    }
    for (int64_t i = first; i < params.elements; i += step) {
        float sum = 0.0f;
        for (int s = 0; s < params.splits; ++s)
            sum += params.workspace[static_cast<int64_t>(s) * params.elements + i];
        bwd_weight_2d_fp16_wgmma_tma128x256_accumulate_finish_element(params, i, sum);
    }
}

}  // namespace

// ---------------------------------------------------------------- host side

namespace {

int64_t reduction_length(const hipconv_problem* p) {
    return p->batch * hipconv::product(p->output, p->spatial_dim);
}

int64_t column_count(const hipconv_problem* p) {
    return p->in_channels * hipconv::product(p->filter, p->spatial_dim);
}

int64_t m_tiles(const hipconv_problem* p) {
    return hipconv::ceil_div(p->out_channels, kBlockM);
}

int64_t z_blocks_per_split(const hipconv_problem* p) {
    return p->groups / kGroupsPerBlock;
}

int64_t tiles_per_split(const hipconv_problem* p) {
    return z_blocks_per_split(p) * m_tiles(p) * hipconv::ceil_div(column_count(p), kBlockN);
}

// The split of the reduction: slice s covers [s * chunk, min((s + 1) * chunk, total)).
struct SplitPlan {
    int64_t chunk;      // a multiple of kReductionStep
    int32_t splits;     // effective slice count: ceil(total / chunk) <= requested
};

int64_t w_elements(const hipconv_problem* p) {
    return p->groups * p->out_channels * hipconv::product(p->filter, p->spatial_dim) * p->in_channels;
}

// The most slices split_k auto asks for: min(256, max(1, k_steps / 4), max(1, 65535 /
// z_blocks)) -- at least 4 reduction steps per slice, grid.z <= 65535.
int64_t split_upper_bound(const hipconv_problem* p, int64_t k_steps) {
    int64_t upper = k_steps / 4 > 1 ? k_steps / 4 : 1;
    if (upper > 256)
        upper = 256;
    const int64_t grid_bound = hipconv::kMaxGridYZ / z_blocks_per_split(p);
    if (upper > grid_bound)
        upper = grid_bound > 1 ? grid_bound : 1;
    return upper;
}

// split_k: auto.  The slice count S of the lowest modelled time, in units of one block
// k-step (kBlockM x kBlockN x kBlockK multiply-adds on one multiprocessor):
//   cost(S) = waves(S) * (ceil(k_steps / S) + kBlockOverheadSteps) + S * slice_steps
//   waves(S)    = ceil(tiles * S / (SMs * resident)): rounds of blocks the device runs
//   kBlockOverheadSteps = 6: a block's pipeline fill and epilogue
//   slice_steps = 4 * w_elements * kSplitFlopsPerByte / (kBlockM * kBlockN * kBlockK * SMs):
//                 one slice's fp32 dW through memory (8 bytes per element: written and
//                 read back, or added atomically) in k-steps of the whole device
//   kSplitFlopsPerByte = 120: flops of this micro-kernel per byte of DRAM traffic
//   + pass_steps where S > 1: the split's second launch,
//                 kSplitPassBytes = 23068672 of DRAM traffic in k-steps of the whole device
//   tiles = blocks of one slice (tiles_per_split), k_steps = ceil(reduction length /
//   kReductionStep), SMs = hipDeviceAttributeMultiprocessorCount (cpu:
//   omp_get_num_procs()), resident = blocks of this kernel one multiprocessor holds
//   (hipconv::resident_blocks; cpu: 1)
// over S = 1 .. min(256, max(1, k_steps / 4), max(1, 65535 / z_blocks)) (at least 4
// k-steps per slice; grid.z <= 65535), the smallest S of the lowest cost.  run(),
// workspace_size() and split_k() all call this function; modelled_bytes() reports the cost
// of the chosen S as a time (see there).
constexpr int kBlockOverheadSteps = 6;
constexpr int kSplitFlopsPerByte = 120;
constexpr double kSplitPassBytes = 23068672.0;
struct SplitChoice {
    int64_t splits;
    double block_steps;   // waves(S) * (ceil(k_steps / S) + kBlockOverheadSteps)
    double slice_steps;   // S * slice_steps + pass_steps: the slices' fp32 dW through memory, the second launch
    int64_t sharing;      // blocks sharing a multiprocessor: min(resident, ceil(tiles * S / SMs))
    double step_bytes;    // one block k-step's time in bytes of DRAM traffic (see modelled_bytes)
};
SplitChoice modelled_split(const hipconv_problem* p) {
    const int64_t tiles = tiles_per_split(p);
    const int64_t k_steps = hipconv::ceil_div(reduction_length(p), kReductionStep);
    const int64_t upper = split_upper_bound(p, k_steps);
    const int64_t sms = hipconv::multiprocessor_count();
    static hipconv::PerDeviceValue resident;       // the occupancy query, once per device
    const int64_t per_sm = hipconv::cached_resident_blocks(resident, bwd_weight_2d_fp16_wgmma_tma128x256_accumulate_kernel, kThreads,
                                                           kSharedMemoryBytes);
    const int64_t slots = sms * per_sm;
    const double slice_steps = 4.0 * static_cast<double>(w_elements(p)) * kSplitFlopsPerByte /
                               (static_cast<double>(kBlockM) * kBlockN * kBlockK * static_cast<double>(sms));
    const double step_bytes = 2.0 * kBlockM * kBlockN * kBlockK * static_cast<double>(sms) / kSplitFlopsPerByte;
    const double pass_steps = kSplitPassBytes / step_bytes;
    auto sharing = [&](int64_t splits) {
        const int64_t blocks = hipconv::ceil_div(tiles * splits, sms);
        return blocks < per_sm ? blocks : per_sm;
    };
    SplitChoice best{1, 0.0, 0.0, sharing(1), step_bytes};
    for (int64_t splits = 1; splits <= upper; ++splits) {
        const int64_t waves = hipconv::ceil_div(tiles * splits, slots);
        const double block_steps = static_cast<double>(waves * (hipconv::ceil_div(k_steps, splits) + kBlockOverheadSteps));
        const double traffic = static_cast<double>(splits) * slice_steps + (splits > 1 ? pass_steps : 0.0);
        if (splits == 1 || block_steps + traffic < best.block_steps + best.slice_steps)
            best = SplitChoice{splits, block_steps, traffic, sharing(splits), step_bytes};
    }
    return best;
}

int64_t requested_splits(const hipconv_problem* p) {
    return modelled_split(p).splits;
}

// The cost model's time for p at the S it picks, in bytes: what the DRAM moves at
// kSplitFlopsPerByte's bandwidth meanwhile, so instances of other tiles compare (select's
// criterion modelled-time).  A k-step of one block alone on a multiprocessor runs
// 2 * kBlockM * kBlockN * kBlockK flops at 1/SMs of the device's kSplitFlopsPerByte *
// bandwidth: 2 * kBlockM * kBlockN * kBlockK * SMs / kSplitFlopsPerByte bytes, times
// kFeedBound where the tile's intensity kBlockM * kBlockN / (kBlockM + kBlockN) is below
// the micro-kernel's feed_bound_intensity (its operands, not its rate, set the pace; the
// ratio of the two raised to 0.5, the micro-kernel's feed_bound_exponent);
// the blocks sharing a multiprocessor -- min(resident, ceil(tiles * S / SMs)) -- make a
// wave's step take that many times as long; a slice is 8 bytes per dW element.  (The split
// S itself is chosen without kFeedBound.)
constexpr double kFeedBound = 1.0;
double modelled_bytes(const hipconv_problem* p) {
    const SplitChoice choice = modelled_split(p);
    return choice.step_bytes * (choice.block_steps * kFeedBound * static_cast<double>(choice.sharing) +
                                choice.slice_steps);
}

SplitPlan split_plan(const hipconv_problem* p) {
    const int64_t total = reduction_length(p);
    const int64_t per_slice = hipconv::ceil_div(total, requested_splits(p));
    SplitPlan plan;
    plan.chunk = hipconv::ceil_div(per_slice, kReductionStep) * kReductionStep;
    plan.splits = static_cast<int32_t>(hipconv::ceil_div(total, plan.chunk));
    return plan;
}

// Bytes of fp32 workspace run() needs (0: none).
int64_t workspace_bytes(const hipconv_problem* p) {
    const SplitPlan split = split_plan(p);
    return split.splits > 1 ? split.splits * w_elements(p) * 4 : 0;
}

// loads: tma.  The tensor maps of the problem into params (geometry filled): dY as a
// tiled map (k, g, position) over its N * prod(output) positions, X as an im2col map (channels innermost: the G*C channels of a position, group g from channel g*C) whose bounding box per dimension is [-pad, -pad + (output - 1) * stride], traversed with the stride.
// HIPCONV_REFUSED_TMA where the maps cannot describe the problem; with x == nullptr
// only the shape is checked (supports()).
int32_t encode_tensor_maps(const hipconv_problem* p, const void* x, const void* dy, Params& params) {
    const int64_t positions = reduction_length(p);
    if (positions > INT32_MAX)
        return HIPCONV_REFUSED_TMA;                  // coordinates are 32-bit
    int64_t taps = 1;
    for (int d = 0; d < kSpatialDims; ++d)
        taps *= p->filter[d];
    if (taps > 1 && p->in_channels % kColumnBlock != 0)
        return HIPCONV_REFUSED_TMA;                  // a column block would span two taps
    constexpr int kCornerLimit = hipconv::im2col_corner_limit(kSpatialDims);
    int lower[kSpatialDims], upper[kSpatialDims];
    uint32_t traversal[kSpatialDims];
    for (int d = 0; d < kSpatialDims; ++d) {
        const int64_t first = -params.pad[d];
        const int64_t last = first + (params.output[d] - 1) * params.stride[d] + 1 - params.input[d];
        const int64_t reach = (params.filter[d] - 1) * params.dilation[d];   // the largest offset
        if (first < -kCornerLimit || first >= kCornerLimit || last < -kCornerLimit || last >= kCornerLimit ||
            reach >= hipconv::im2col_offset_limit(kSpatialDims) || params.stride[d] > 8)
            return HIPCONV_REFUSED_TMA;
        lower[kSpatialDims - 1 - d] = static_cast<int>(first);
        upper[kSpatialDims - 1 - d] = static_cast<int>(last);
        traversal[kSpatialDims - 1 - d] = static_cast<uint32_t>(params.stride[d]);
    }
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
    uint64_t x_dims[kSpatialDims + 2], x_strides[kSpatialDims + 1];
    x_dims[0] = static_cast<uint64_t>(p->groups * p->in_channels);
    for (int d = 0; d < kSpatialDims; ++d) {
        x_dims[1 + d] = static_cast<uint64_t>(p->input[kSpatialDims - 1 - d]);
        x_strides[d] = static_cast<uint64_t>(params.x_stride_s[kSpatialDims - 1 - d]) * sizeof(XType);
    }
    x_dims[kSpatialDims + 1] = static_cast<uint64_t>(p->batch);
    x_strides[kSpatialDims] = static_cast<uint64_t>(params.x_stride_n) * sizeof(XType);
    params.x_group_channel = static_cast<int>(p->in_channels);
    params.x_group_image = 0;
    if (!hipconv::encode_im2col_map(&params.x_map, x, kSpatialDims + 2, x_dims, x_strides, lower, upper,
                                    kColumnBlock, kBlockK, traversal))
        return HIPCONV_REFUSED_TMA;
    return HIPCONV_OK;
}

}  // namespace

extern "C" int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x256_accumulate_supports(const hipconv_problem* p) {
    if (p == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    if (p->spatial_dim != 2)
        return HIPCONV_REFUSED_SPATIAL_DIM;
    if (!hipconv::problem_is_valid(*p))
        return HIPCONV_REFUSED_INVALID_PROBLEM;
    if (p->in_channels % 8 != 0)   // x, w: vectors of 8 along C
        return HIPCONV_REFUSED_C_VECTOR;
    if (p->out_channels % 8 != 0)   // y: vectors of 8 along K
        return HIPCONV_REFUSED_K_VECTOR;
    if (!hipconv::strides_addressable(*p, hipconv::Role::X, Params::kXAxes, 8, false))
        return HIPCONV_REFUSED_STRIDES;
    if (!hipconv::strides_addressable(*p, hipconv::Role::W, Params::kWAxes, 8, true))
        return HIPCONV_REFUSED_STRIDES;
    if (!hipconv::strides_addressable(*p, hipconv::Role::Y, Params::kYAxes, 8, false))
        return HIPCONV_REFUSED_STRIDES;
    // 32-bit indices: the sizes, and the offsets each tensor's kernels form (plan.index_reach)
    if (!hipconv::fits_32bit_indices(*p) ||
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::X, Params::kXAxes, {false, 0}) ||   // x: its elements
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::W, Params::kWAxes, {false, 0}) ||   // w: its elements
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::Y, Params::kYAxes, {false, 0}))   // y: its elements
        return HIPCONV_REFUSED_INDEX_RANGE;
    static hipconv::PerDeviceValue shared_room;   // the device query, once per device
    if (!hipconv::kernel_runs_on_device(shared_room, bwd_weight_2d_fp16_wgmma_tma128x256_accumulate_kernel, kSharedMemoryBytes))
        return HIPCONV_REFUSED_DEVICE;

    if (hipconv::ceil_div(column_count(p), kBlockN) > hipconv::kMaxGridYZ ||
        m_tiles(p) > hipconv::kMaxGridX ||
        p->groups / kGroupsPerBlock * split_plan(p).splits > hipconv::kMaxGridYZ)
        return HIPCONV_REFUSED_GRID_LIMIT;
    Params params{};
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
    return encode_tensor_maps(p, nullptr, nullptr, params);
}

extern "C" int64_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x256_accumulate_workspace_size(const hipconv_problem* p) {
    if (hipconv_bwd_weight_2d_fp16_wgmma_tma128x256_accumulate_supports(p) != HIPCONV_OK)
        return 0;
    return workspace_bytes(p);
}

// The split-K slice count run() uses for p (0 when the instance refuses p).
extern "C" int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x256_accumulate_split_k(const hipconv_problem* p) {
    if (hipconv_bwd_weight_2d_fp16_wgmma_tma128x256_accumulate_supports(p) != HIPCONV_OK)
        return 0;
    return split_plan(p).splits;
}

// The split cost model's time for p at the split run() uses, in bytes of DRAM traffic
// (modelled_bytes above; 0 when the instance refuses p).
extern "C" double hipconv_bwd_weight_2d_fp16_wgmma_tma128x256_accumulate_modelled_bytes(const hipconv_problem* p) {
    if (hipconv_bwd_weight_2d_fp16_wgmma_tma128x256_accumulate_supports(p) != HIPCONV_OK)
        return 0.0;
    return modelled_bytes(p);
}

extern "C" int32_t hipconv_bwd_weight_2d_fp16_wgmma_tma128x256_accumulate_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    const int32_t status = hipconv_bwd_weight_2d_fp16_wgmma_tma128x256_accumulate_supports(p);
    if (status != HIPCONV_OK)
        return status;
    if (tensors == nullptr || tensors->x == nullptr || tensors->w == nullptr || tensors->y == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    // The epilogue's run-time operands (acc + beta * out): the caller's, or the defaults.
    const hipconv_epilogue_args args = epilogue != nullptr ? *epilogue
        : hipconv_epilogue_args{1.0f, 0.0f, {}, nullptr, nullptr, 0};
    const hipStream_t hip_stream = static_cast<hipStream_t>(stream);
    Params params{};
    params.x = static_cast<const XType*>(tensors->x);
    params.dy = static_cast<const YType*>(tensors->y);
    params.dw = static_cast<WType*>(tensors->w);
    params.beta = args.beta;
    params.batch = static_cast<Index>(p->batch);
    params.channels = static_cast<Index>(p->in_channels);
    params.out_channels = static_cast<Index>(p->out_channels);
    params.columns = static_cast<Index>(column_count(p));
    params.k_total = static_cast<Index>(reduction_length(p));
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
    {
        int64_t rest = kBlockK;                  // block.k in the mixed radix of (n, o..)
        for (int d = kSpatialDims - 1; d >= 0; --d) {
            params.step_digit[d] = static_cast<Index>(rest % p->output[d]);
            rest /= p->output[d];
        }
        params.step_images = static_cast<Index>(rest);
    }

    if (const int32_t mapped = encode_tensor_maps(p, tensors->x, tensors->y, params))
        return mapped;
    const SplitPlan split = split_plan(p);
    params.chunk = static_cast<Index>(split.chunk);
    params.splits = split.splits;
    if (split.splits > 1) {
        if (workspace == nullptr)
            return HIPCONV_INVALID_ARGUMENT;   // hipconv_workspace_size() bytes are needed
    }
    params.workspace = static_cast<float*>(workspace);
    params.w_elements = w_elements(p);
    const dim3 grid(static_cast<unsigned>(m_tiles(p)),
                    static_cast<unsigned>(hipconv::ceil_div(column_count(p), kBlockN)),
                    static_cast<unsigned>(p->groups / kGroupsPerBlock * split.splits));
    static hipconv::PerDeviceValue shared_memory_allowed;
    if (const int32_t opted = hipconv::ensure_dynamic_shared_memory(shared_memory_allowed, bwd_weight_2d_fp16_wgmma_tma128x256_accumulate_kernel,
                                                                    kSharedMemoryBytes))
        return opted;
    hipLaunchKernelGGL(bwd_weight_2d_fp16_wgmma_tma128x256_accumulate_kernel, grid, dim3(kThreads), kSharedMemoryBytes, hip_stream, params);

    if (split.splits > 1) {
        if (const int32_t launched = hipconv::launch_status())
            return launched;
        FinishParams finish{};
        finish.workspace = params.workspace;
        finish.dw = params.dw;
        finish.elements = params.w_elements;
        finish.splits = split.splits;
        finish.beta = params.beta;
        const int64_t finish_blocks = hipconv::ceil_div(finish_in_vectors(finish.elements) ? finish.elements / kFinishVector : finish.elements, int64_t{kFinishThreads});
        hipLaunchKernelGGL(bwd_weight_2d_fp16_wgmma_tma128x256_accumulate_finish, dim3(static_cast<unsigned>(finish_blocks < 65535 ? finish_blocks : 65535)),
                           dim3(kFinishThreads), 0, hip_stream, finish);
    }
    return hipconv::launch_status();
}

}  // namespace hipconv_instance_bwd_weight_2d_fp16_wgmma_tma128x256_accumulate
