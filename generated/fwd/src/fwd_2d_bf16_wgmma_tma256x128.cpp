// @generated from specs/fwd.yaml, instance fwd_2d_bf16_wgmma_tma256x128; do not edit.
// Regenerate with: python -m codegen specs/fwd.yaml
//
// signature: forward, 2D, x NHWGC bf16, w GKYXC bf16, y NHWGK bf16,
//            accumulate fp32, epilogue acc
// algorithm: implicit GEMM, wgmma micro-kernel, block 256x128x64, warpgroup 128x128 (384 threads), 4 stage(s),
//            vectors x 8 / w 8 / y 8, specialization default, 32-bit indices,
//            operands through TMA tensor maps, one tile per block
// targets:   sm_90a
//
// Forward as an implicit GEMM per group g (no im2col buffer):
//   Y[n, o.., g, k] = sum over the filter taps f.. and the channels c of
//                     X[n, i.., g, c] * W[g, k, f.., c],   i = o * stride - pad + f * dilation
//   M = N * prod(output) rows (n, o..), N = K columns, reduction = prod(filter) * C
//   walked tap by tap and, inside a tap, in channel blocks of block.k.
#include <stdint.h>

#include "hipconv/platform.h"
#include "hipconv/numeric.h"
#include "hipconv/host.h"
#include "hipconv/mma.h"
#include "hipconv/fragments.h"
#include "hipconv/wgmma.h"
#include "hipconv/tma.h"
#include "hipconv/epilogue.h"
#include "hipconv_fwd.h"

// Everything below is in this instance's own namespace (closed at the end of the file), so
// that several instance sources can be compiled as one translation unit (the build option
// HIPCONV_BATCH_SIZE); the exported extern "C" functions keep their C names.
namespace hipconv_instance_fwd_2d_bf16_wgmma_tma256x128 {

namespace {

using Index = int32_t;
using XType = hipconv::bfloat16_t;
using WType = hipconv::bfloat16_t;
using YType = hipconv::bfloat16_t;   // written
using Accumulator = float;
using AType = XType;                // GEMM A = X (implicit im2col)
using BType = WType;                // GEMM B = W
constexpr int kSpatialDims = 2;
constexpr int kVectorY = 8;   // Y stores along K
// ---- wgmma micro-kernel tile geometry (m64n128k16, fp32 accumulators)
constexpr int kBlockM = 256;
constexpr int kBlockN = 128;
constexpr int kBlockK = 64;                   // one 128-byte swizzle row of 16-bit elements
constexpr int kWarpgroupM = 128;           // outputs per warpgroup (4 warps)
constexpr int kWarpgroupN = 128;
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
// Shared-memory tiles: 128-byte-swizzled, K-major A and K-major B.
constexpr int kATileBytes = kBlockM * kBlockK * 2;
constexpr int kBSlotBytes = kBlockN * kBlockK * 2;
constexpr int kStageBytes = kATileBytes + kGroupsPerBlock * kBSlotBytes;
constexpr int kOutRowLength = kBlockN + 8;          // fp32 epilogue tile row
constexpr int kSharedMemoryBytes = 197696;   // + 1024 to round the base up
constexpr int kStagingBytes = kBlockM * kBlockN * 2;   // one 16-bit staging of the tile; two fit the fp32 tile
static_assert(2 * kStagingBytes <= kBlockM * kOutRowLength * 4, "two stagings in the epilogue tile");
// The staging's layout: kBlockN / 64 column blocks of kBlockM rows x 128 bytes, 128-byte
// swizzled; staged_block_bytes(n) is where the block of column n starts, staged_bytes(m, n)
// where element (m, n) lies (stage_pairs writes it, store_block / copied_epilogue read it).
__device__ __forceinline__ constexpr uint32_t staged_block_bytes(int n) { return static_cast<uint32_t>((n / 64) * (kBlockM * 128)); }
__device__ __forceinline__ uint32_t staged_bytes(int m, int n) {
    return staged_block_bytes(n) + hipconv::swizzle_128b(static_cast<uint32_t>(m * 128 + (n % 64) * 2));
}
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
constexpr uint32_t kALeadingBytes = 16, kAStrideBytes = 1024;   // K-major: 8-row groups 1024 apart
constexpr uint32_t kASliceBytes = 32, kAInstructionBytes = 64 * 128;
__device__ __forceinline__ constexpr uint32_t a_row_bytes(int m0) { return static_cast<uint32_t>(m0 * 128); }
// The same for (n, kk) of one B tile; b_column_bytes(n0) is where column n0 (a multiple of
// 64) starts.
constexpr uint32_t kBLeadingBytes = 16, kBStrideBytes = 1024;
constexpr uint32_t kBSliceBytes = 32;
__device__ __forceinline__ constexpr uint32_t b_column_bytes(int n0) { return static_cast<uint32_t>(n0 * 128); }

// d += A * B for one m64n128k16 with A and B in shared memory (descriptors a, b):
// bf16 operands, fp32 accumulators in frag::wgmma_d order, transpose bits
// A 0 (K-major), B 0 (K-major).
__device__ __forceinline__ void wgmma_m64n128k16(float (&d)[64], uint64_t a, uint64_t b) {
    asm volatile(
        "{\n.reg .pred accumulate;\nsetp.ne.b32 accumulate, %66, 0;\n"
        "wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {"
        "%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, "
        "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, "
        "%32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, "
        "%48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63"
        "}, %64, %65, accumulate, 1, 1, 0, 0;\n}\n"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7])
        , "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15])
        , "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23])
        , "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31])
        , "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39])
        , "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47])
        , "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55])
        , "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63])
        : "l"(a), "l"(b), "r"(1));
}



struct Params {
    const XType* __restrict__ x;
    const WType* __restrict__ w;
    YType* __restrict__ y;
    const YType* __restrict__ bias;     // optional bias, per output channel (G x channels); null: none
    int32_t activation;                              // optional activation (hipconv::epilogue::Activation; 0: none)
    hipconv::epilogue::ActivationForm activation_form;   // its parameters (hipconv::epilogue::activation_form)
    Index batch, channels, out_channels;             // N, C, K (G is in the grid)
    Index m_size;                                    // GEMM rows: N * prod(output)
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

    hipconv::FastDivmod by_output[kSpatialDims];     // n / output[d] (row_position)
    // TMA tensor maps (encoded per run by encode_tensor_maps): X through an im2col map traversed with the stride,
    // W through one tiled map (c, filter tap, k, g), Y through a tiled map (k, g, position).
    hipconv::TensorMap x_map;
    hipconv::TensorMap w_map;
    int x_group_channel;                             // X channel coordinate of group g: g * this
    int x_group_image;                               // X batch coordinate offset of group g: g * this
    hipconv::TensorMap y_map;
    int store_tma;                                   // 1: the epilogue stores through y_map
};

// The block's tile: group and first row and column.
struct TileState {
    Index group;
    Index m_begin;                          // first GEMM row (output position) of the block
    Index n_begin;                          // first GEMM column (output channel) of the block
    Index k_steps;                          // block.k steps over the reduction: taps x channel blocks
};

// Decompose GEMM row m into n and the output position o...
__device__ __forceinline__ void row_position(const Params& p, Index m, Index& n, Index (&o)[kSpatialDims]) {
    for (int d = kSpatialDims - 1; d >= 0; --d) {
        int remainder = 0;
        m = p.by_output[d].divmod(m, remainder);
        o[d] = remainder;
    }
    n = m;
}

// The block's place in the reduction, walked tap by tap and, inside a tap, in channel
// blocks of block.k (c0 = 0, block.k, ..): every vector of a k-step has the same tap,
// so no division and no per-vector counter remains in the main loop.  A channel block
// that runs past C is zero-filled by the valid predicates.
struct ReductionCursor {
    Index c0;                               // first channel of the block's k-step
    Index t[kSpatialDims];                  // filter tap per dimension, innermost last

    __device__ __forceinline__ void init() {
        c0 = 0;
        for (int d = 0; d < kSpatialDims; ++d)
            t[d] = 0;
    }

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

// The producer's walk over the reduction (loads: tma; one thread).  Per k-step: one
// im2col box of X (kBlockM positions whose traversal starts at the tile's first (n, o..), each read at o * stride - pad + the step's tap * dilation, kBlockK channels; the padding reads zeros)
// into the A tile, and one tiled box of W (kBlockK channels c x kBlockN output
// channels k at the step's tap; past C or K: zeros) into the B tile.
struct TmaLoads {
    ReductionCursor at;
    int group;
    int base[kSpatialDims];                 // the first row's o * stride - pad, innermost first
    int image;                              // its batch coordinate
    int channel;                            // the group's first X channel coordinate

    __device__ __forceinline__ void init(const Params& p, const TileState& tile) {
        group = static_cast<int>(tile.group);
        Index n = 0, o[kSpatialDims];
        row_position(p, tile.m_begin, n, o);
        for (int d = 0; d < kSpatialDims; ++d)
            base[kSpatialDims - 1 - d] = static_cast<int>(o[d] * p.stride[d] - p.pad[d]);
        image = static_cast<int>(n + tile.group * p.x_group_image);
        channel = static_cast<int>(tile.group * p.x_group_channel);
        at.init();
    }

    // The boxes of the current k-step: A (K-major: all kBlockM rows in one box) at
    // a_rows(0), B (K-major: all kBlockN rows in one box) at b_column(0); both complete on `full`.
    template <class ARows, class BColumn>
    __device__ __forceinline__ void issue(const Params& p, const TileState& tile, uint64_t* full,
                                          ARows a_rows, BColumn b_column) const {
        const int c0 = static_cast<int>(at.c0);
        uint16_t offsets[kSpatialDims];     // the tap's offset from the base, innermost first
        int tap = 0;                        // W's filter tap, row-major over the filter
        for (int d = 0; d < kSpatialDims; ++d) {
            offsets[kSpatialDims - 1 - d] = static_cast<uint16_t>(at.t[d] * p.dilation[d]);
            tap = tap * static_cast<int>(p.filter[d]) + static_cast<int>(at.t[d]);
        }
        hipconv::tma_load_im2col<kSpatialDims>(a_rows(0), &p.x_map, full, channel + c0, base, image, offsets);
        hipconv::tma_load_tile(b_column(0), &p.w_map, full, c0, tap, static_cast<int>(tile.n_begin), group);
    }

    __device__ __forceinline__ void advance(const Params& p, const TileState&) {
        at.advance(p);
    }
};

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
    Index batch = 0, o[kSpatialDims];
    row_position(p, out.valid ? row : 0, batch, o);
    out.offset = batch * p.y_stride_n + tile.group * p.y_stride_g + tile.n_begin;
    for (int d = 0; d < kSpatialDims; ++d)
        out.offset += o[d] * p.y_stride_s[d];
    return out;
}

constexpr int kVectorOut = kVectorY;   // channels of an output row the epilogue stores at once

constexpr uint32_t kStoreBlockColumns = 64;   // the staged epilogue's column blocks: one 128-byte swizzle row

// loads: tma, the stored epilogue: a tile's rows are consecutive Y positions, so the
// micro-kernel stages the tile as OutputType in 64-column 128-byte-swizzled blocks and
// store_block() writes each with one TMA box of y_map (64 channels k x kBlockM
// positions; what lies past K or past the last position is not written).  Where the
// driver declines the map, the consumers copy the staged tile out through output_row /
// store_staged.
__device__ __forceinline__ bool stores_through_tma(const Params& params) { return params.store_tma != 0; }
using OutputType = YType;
// The epilogue of the accumulator of tile column n, before its conversion to OutputType:
// plus the optional bias of its output channel, then, in an activation kernel, the call's
// activation.  Columns past K are not stored: they read the last channel's bias, so every
// element runs the same straight code (a branch per element serializes the bias loads).
template <int kActivation>
__device__ __forceinline__ float output_value(const Params& params, const TileState& tile, int n, float value) {
    const Index k = tile.n_begin + n;
    const Index channel = k < params.out_channels ? k : params.out_channels - 1;
    return hipconv::optional_epilogue<kActivation>(value, params.bias, tile.group * params.out_channels + channel, params.activation_form);
}
// kVectorOut channels of an output row, already converted, tile columns n.. .
__device__ __forceinline__ void store_staged(const Params& p, const TileState& tile, const OutputRow& row, int n,
                                             const hipconv::Vec<OutputType, kVectorOut>& values) {
    if (!row.valid || tile.n_begin + n >= p.out_channels)
        return;
    hipconv::store_vec<kVectorOut>(p.y + row.offset + n, values);
}
__device__ __forceinline__ void store_block(const Params& params, const TileState& tile, int n0, const void* block) {
    hipconv::tma_store_tile(&params.y_map, block, static_cast<int>(tile.n_begin) + n0, static_cast<int>(tile.group),
                            static_cast<int>(tile.m_begin));
}

// The tile (x, y, z) of the tile grid: x the row block, y the column block, z the group
// (the launch grid).
__device__ __forceinline__ bool tile_at(const Params& params, Index x, Index y, Index z, TileState& tile) {
    Index taps = 1;
    for (int d = 0; d < kSpatialDims; ++d)
        taps *= params.filter[d];
    tile.group = z;
    tile.m_begin = x * kBlockM;
    if (tile.m_begin >= params.m_size)
        return false;
    tile.n_begin = y * kBlockN;
    tile.k_steps = taps * ((params.channels + kBlockK - 1) / kBlockK);
    return true;
}

template <int kActivation>
__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, 1) fwd_2d_bf16_wgmma_tma256x128_kernel(const __grid_constant__ Params params) {
    TileState tile;
    if (!tile_at(params, blockIdx.x, blockIdx.y, blockIdx.z, tile))
        return;   // the whole block

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
                wgmma_m64n128k16(
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


    if (stores_through_tma(params)) {
        unsigned char* const out_blocks = tiles;
    #pragma unroll
        for (int i = 0; i < kInstructionsM; ++i)
    #pragma unroll
            for (int e = 0; e < kAccumulators; e += 2) {   // elements e, e + 1 are adjacent columns (unrolled: acc stays in registers)
                const int m = wg_m0 + i * 64 + hipconv::frag::wgmma_d_row(wg_thread, e);
                const int n = wg_n0 + hipconv::frag::wgmma_d_col(wg_thread, e);
                const uint32_t pair = hipconv::pack_pair<OutputType>(output_value<kActivation>(params, tile, n, acc[i][e]),
                                                                     output_value<kActivation>(params, tile, n + 1, acc[i][e + 1]));
                *reinterpret_cast<uint32_t*>(out_blocks + staged_bytes(m, n)) = pair;
            }
        hipconv::fence_async_shared();                   // the staging is visible to the TMA's async proxy
        hipconv::named_barrier_sync(1, kConsumerThreads);
        if (threadIdx.x == 0) {
            for (int n0 = 0; n0 < kBlockN; n0 += 64)
                store_block(params, tile, n0, out_blocks + staged_block_bytes(n0));
            hipconv::tma_store_commit();
            hipconv::tma_store_wait_read<0>();
        }
    } else {
        unsigned char* const out_blocks = tiles;
        static_assert(kStagingBytes + kBlockM * sizeof(OutputRow) <= kBlockM * kOutRowLength * 4,
                      "the staging and the row table fit the epilogue tile");
        OutputRow* const out_rows = reinterpret_cast<OutputRow*>(out_blocks + kStagingBytes);
        for (int m = static_cast<int>(threadIdx.x); m < kBlockM; m += kConsumerThreads)
            out_rows[m] = output_row(params, tile, m);
    #pragma unroll
        for (int i = 0; i < kInstructionsM; ++i)
    #pragma unroll
            for (int e = 0; e < kAccumulators; e += 2) {   // elements e, e + 1 are adjacent columns (unrolled: acc stays in registers)
                const int m = wg_m0 + i * 64 + hipconv::frag::wgmma_d_row(wg_thread, e);
                const int n = wg_n0 + hipconv::frag::wgmma_d_col(wg_thread, e);
                const uint32_t pair = hipconv::pack_pair<OutputType>(output_value<kActivation>(params, tile, n, acc[i][e]),
                                                                     output_value<kActivation>(params, tile, n + 1, acc[i][e + 1]));
                *reinterpret_cast<uint32_t*>(out_blocks + staged_bytes(m, n)) = pair;
            }
        hipconv::named_barrier_sync(1, kConsumerThreads);
        constexpr int kChunksPerRow = kBlockN / kVectorOut;
        for (int v = static_cast<int>(threadIdx.x); v < kBlockM * kChunksPerRow; v += kConsumerThreads) {
            const int m = v / kChunksPerRow;
            const int n = (v % kChunksPerRow) * kVectorOut;
            store_staged(params, tile, out_rows[m], n,
                         *reinterpret_cast<const hipconv::Vec<OutputType, kVectorOut>*>(out_blocks + staged_bytes(m, n)));
        }
    }

}

}  // namespace

// ---------------------------------------------------------------- host side

namespace {

int64_t gemm_rows(const hipconv_problem* p) {
    return p->batch * hipconv::product(p->output, p->spatial_dim);
}

// loads: tma.  The tensor maps of the problem into params (geometry filled): X as
// an im2col map (channels innermost: the G*C channels of a position, group g from channel g*C) whose bounding box per dimension is [-pad, -pad + (output - 1) * stride], traversed with the stride,
// W as one tiled map (c, filter tap, k, g), Y as a tiled map (k, g, position) for the
// stored epilogue.  HIPCONV_REFUSED_TMA where the maps cannot describe the problem;
// with x == nullptr only the shape is checked (supports()).
int32_t encode_tensor_maps(const hipconv_problem* p, const void* x, const void* w, void* y, Params& params) {
    const int64_t positions = gemm_rows(p);
    if (positions > INT32_MAX)
        return HIPCONV_REFUSED_TMA;                  // coordinates are 32-bit
    if (p->groups > 1 && p->in_channels % kBlockK != 0)   // a box would read into the next group's channels
        return HIPCONV_REFUSED_TMA;
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
    if (x == nullptr)
        return HIPCONV_OK;
    if ((reinterpret_cast<uintptr_t>(x) | reinterpret_cast<uintptr_t>(w)) % 16 != 0)
        return HIPCONV_REFUSED_TMA;
    if (!hipconv::encode_im2col_map(&params.x_map, x, kSpatialDims + 2, x_dims, x_strides, lower, upper,
                                    kBlockK, kBlockM, traversal))
        return HIPCONV_REFUSED_TMA;
    const int64_t taps = hipconv::product(p->filter, p->spatial_dim);
    const uint64_t w_dims[4] = {static_cast<uint64_t>(p->in_channels), static_cast<uint64_t>(taps),
                                static_cast<uint64_t>(p->out_channels), static_cast<uint64_t>(p->groups)};
    const uint64_t w_strides[3] = {static_cast<uint64_t>(params.w_stride_s[kSpatialDims - 1]) * sizeof(WType),
                                   static_cast<uint64_t>(params.w_stride_k) * sizeof(WType),
                                   static_cast<uint64_t>(params.w_stride_g) * sizeof(WType)};
    const uint32_t w_box[4] = {static_cast<uint32_t>(kBlockK), 1, static_cast<uint32_t>(kBlockN), 1};
    if (!hipconv::encode_tiled_map(&params.w_map, w, 4, w_dims, w_strides, w_box))
        return HIPCONV_REFUSED_TMA;
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
    return HIPCONV_OK;
}

}  // namespace

extern "C" int32_t hipconv_fwd_2d_bf16_wgmma_tma256x128_supports(const hipconv_problem* p) {
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
    if (!hipconv::strides_addressable(*p, hipconv::Role::W, Params::kWAxes, 8, false))
        return HIPCONV_REFUSED_STRIDES;
    if (!hipconv::strides_addressable(*p, hipconv::Role::Y, Params::kYAxes, 8, true))
        return HIPCONV_REFUSED_STRIDES;
    // 32-bit indices: the sizes, and the offsets each tensor's kernels form (plan.index_reach)
    if (!hipconv::fits_32bit_indices(*p) ||
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::X, Params::kXAxes, {false, 0}) ||   // x: its elements
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::W, Params::kWAxes, {false, 0}) ||   // w: its elements
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::Y, Params::kYAxes, {false, 0}))   // y: its elements
        return HIPCONV_REFUSED_INDEX_RANGE;
    static hipconv::PerDeviceValue shared_room;   // the device query, once per device
    if (!hipconv::kernel_runs_on_device(shared_room, fwd_2d_bf16_wgmma_tma256x128_kernel<0>, kSharedMemoryBytes))
        return HIPCONV_REFUSED_DEVICE;

    if (hipconv::ceil_div(p->out_channels, kBlockN) > hipconv::kMaxGridYZ || p->groups > hipconv::kMaxGridYZ ||
        hipconv::ceil_div(gemm_rows(p), kBlockM) > hipconv::kMaxGridX)
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
    return encode_tensor_maps(p, nullptr, nullptr, nullptr, params);
}

extern "C" int64_t hipconv_fwd_2d_bf16_wgmma_tma256x128_workspace_size(const hipconv_problem* p) {
    (void)p;
    return 0;   // forward writes Y directly
}

extern "C" int32_t hipconv_fwd_2d_bf16_wgmma_tma256x128_split_k(const hipconv_problem* p) {
    (void)p;
    return 1;
}

extern "C" int32_t hipconv_fwd_2d_bf16_wgmma_tma256x128_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    (void)workspace;
    const int32_t status = hipconv_fwd_2d_bf16_wgmma_tma256x128_supports(p);
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
    params.x = static_cast<const XType*>(tensors->x);
    params.w = static_cast<const WType*>(tensors->w);
    params.y = static_cast<YType*>(tensors->y);
    params.bias = static_cast<const YType*>(args.bias);
    params.activation = args.activation;
    params.activation_form = hipconv::epilogue::activation_form(args.activation);
    params.batch = static_cast<Index>(p->batch);
    params.channels = static_cast<Index>(p->in_channels);
    params.out_channels = static_cast<Index>(p->out_channels);
    params.m_size = static_cast<Index>(gemm_rows(p));
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
        params.by_output[d] = hipconv::FastDivmod(static_cast<int32_t>(p->output[d]));
    if (const int32_t mapped = encode_tensor_maps(p, tensors->x, tensors->w, tensors->y, params))
        return mapped;
    const dim3 grid(static_cast<unsigned>(hipconv::ceil_div(gemm_rows(p), kBlockM)),
                    static_cast<unsigned>(hipconv::ceil_div(p->out_channels, kBlockN)),
                    static_cast<unsigned>(p->groups));
    // The kernel of the call's activation shape; without activation code where it asks for none.
    const int activation = hipconv::epilogue::activation_kernel(params.activation);
    const auto kernel = hipconv::epilogue::kernel_of_activation(activation, fwd_2d_bf16_wgmma_tma256x128_kernel<0>, fwd_2d_bf16_wgmma_tma256x128_kernel<1>, fwd_2d_bf16_wgmma_tma256x128_kernel<2>, fwd_2d_bf16_wgmma_tma256x128_kernel<3>);
    static hipconv::PerDeviceValue shared_memory_allowed[4];
    if (const int32_t opted = hipconv::ensure_dynamic_shared_memory(shared_memory_allowed[activation], kernel,
                                                                    kSharedMemoryBytes))
        return opted;
    hipLaunchKernelGGL(kernel, grid, dim3(kThreads), kSharedMemoryBytes, static_cast<hipStream_t>(stream), params);

    return hipconv::launch_status();
}

}  // namespace hipconv_instance_fwd_2d_bf16_wgmma_tma256x128
