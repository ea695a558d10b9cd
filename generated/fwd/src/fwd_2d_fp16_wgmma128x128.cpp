// @generated from specs/fwd.yaml, instance fwd_2d_fp16_wgmma128x128; do not edit.
// Regenerate with: python -m codegen specs/fwd.yaml
//
// signature: forward, 2D, x NHWGC fp16, w GKYXC fp16, y NHWGK fp16,
//            accumulate fp32, epilogue acc
// algorithm: implicit GEMM, wgmma micro-kernel, block 128x128x64, warpgroup 64x128 (256 threads), 4 stage(s),
//            vectors x 8 / w 8 / y 8, specialization default, 32-bit indices
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
#include "hipconv/epilogue.h"
#include "hipconv_fwd.h"

// Everything below is in this instance's own namespace (closed at the end of the file), so
// that several instance sources can be compiled as one translation unit (the build option
// HIPCONV_BATCH_SIZE); the exported extern "C" functions keep their C names.
namespace hipconv_instance_fwd_2d_fp16_wgmma128x128 {

namespace {

using Index = int32_t;
using XType = hipconv::half_t;
using WType = hipconv::half_t;
using YType = hipconv::half_t;   // written
using Accumulator = float;
using AType = XType;                // GEMM A = X (implicit im2col)
using BType = WType;                // GEMM B = W
constexpr int kSpatialDims = 2;
constexpr int kVectorY = 8;   // Y stores along K (X and W vectors: kVectorA, kVectorB below)
// ---- wgmma micro-kernel tile geometry (m64n128k16, fp32 accumulators)
constexpr int kBlockM = 128;
constexpr int kBlockN = 128;
constexpr int kBlockK = 64;                   // one 128-byte swizzle row of 16-bit elements
constexpr int kWarpgroupM = 64;           // outputs per warpgroup (4 warps)
constexpr int kWarpgroupN = 128;
constexpr int kWarpgroupsN = kBlockN / kWarpgroupN;
constexpr int kThreads = 256;                // (kBlockM / kWarpgroupM) * kWarpgroupsN warpgroups of 128
constexpr int kStages = 4;                    // cp.async pipeline depth
constexpr int kGroupsPerBlock = 1;
[[maybe_unused]] constexpr int kRowsPerGroup = kBlockM / kGroupsPerBlock;   // rows of one merged group
constexpr int kInstructionsM = kWarpgroupM / 64;         // m64 instructions per warpgroup and k16 slice
constexpr int kAccumulators = kWarpgroupN / 2;           // fp32 per thread per instruction (frag::wgmma_d)
// A (x) is copied in 16-byte vectors along GEMM k; B (w) along GEMM k.
constexpr int kVectorA = 8;
constexpr int kVectorB = 8;
// Shared-memory tiles: 128-byte-swizzled, K-major A and K-major B.
constexpr int kATileBytes = kBlockM * kBlockK * 2;
constexpr int kBSlotBytes = kBlockN * kBlockK * 2;
constexpr int kStageBytes = kATileBytes + kGroupsPerBlock * kBSlotBytes;
constexpr int kOutRowLength = kBlockN + 8;          // fp32 epilogue tile row
constexpr int kSharedMemoryBytes = 132096;   // + 1024 to round the base up
static_assert(kSharedMemoryBytes >= kStages * kStageBytes + 1024 &&
              kSharedMemoryBytes >= kBlockM * kOutRowLength * 4 + kBlockM * 16 + 1024,
              "shared memory of the plan");
static_assert(kATileBytes % 1024 == 0 && kBSlotBytes % 1024 == 0, "tiles start on swizzle atoms");
static_assert(kBlockM % kWarpgroupM == 0 && kBlockN % kWarpgroupN == 0 && kWarpgroupM % 64 == 0 &&
              kWarpgroupN % 64 == 0 && kWarpgroupN <= 256 && kBlockK == 64, "warpgroup tile");

// Byte offset of element (m, kk) in the A tile, and the descriptor pieces of A: the
// leading and stride byte offsets, the bytes one k16 slice and one m64 instruction move.
__device__ __forceinline__ uint32_t a_tile_offset(int m, int kk) {
    return hipconv::swizzle_128b(static_cast<uint32_t>(m * 128 + kk * 2));
}
constexpr uint32_t kALeadingBytes = 16, kAStrideBytes = 1024;   // K-major: 8-row groups 1024 apart
constexpr uint32_t kASliceBytes = 32, kAInstructionBytes = 64 * 128;
// The same for (n, kk) of one B tile; b_column_bytes(n0) is where column n0 (a multiple of
// 64) starts.
__device__ __forceinline__ uint32_t b_tile_offset(int n, int kk) {
    return hipconv::swizzle_128b(static_cast<uint32_t>(n * 128 + kk * 2));
}
constexpr uint32_t kBLeadingBytes = 16, kBStrideBytes = 1024;
constexpr uint32_t kBSliceBytes = 32;
__device__ __forceinline__ constexpr uint32_t b_column_bytes(int n0) { return static_cast<uint32_t>(n0 * 128); }

// d += A * B for one m64n128k16 with A and B in shared memory (descriptors a, b):
// f16 operands, fp32 accumulators in frag::wgmma_d order, transpose bits
// A 0 (K-major), B 0 (K-major).
__device__ __forceinline__ void wgmma_m64n128k16(float (&d)[64], uint64_t a, uint64_t b) {
    asm volatile(
        "{\n.reg .pred accumulate;\nsetp.ne.b32 accumulate, %66, 0;\n"
        "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {"
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

constexpr int kLoadsA = 4;   // A vectors per thread
constexpr int kLoadsB = 4;   // B vectors per thread

// Tile coordinates of this thread's l-th A vector: row m (0..kBlockM), column kk
// (0..kBlockK); kk does not depend on l.
__device__ __forceinline__ bool a_vector(int l, int& m, int& kk) {
    const int v = static_cast<int>(threadIdx.x) + l * kThreads;   // row-major, 8 vectors per row
    m = v / (kBlockK / kVectorA);
    kk = (v % (kBlockK / kVectorA)) * kVectorA;
    return v < 1024;
}

// Tile coordinates of this thread's l-th B vector: merged-group slot, row kk, column n;
// slot and kk do not depend on l.
__device__ __forceinline__ bool b_vector(int l, int& slot, int& kk, int& n) {
    const int v = static_cast<int>(threadIdx.x) + l * kThreads;   // row-major, 8 vectors per row
    const int row = v / (kBlockK / kVectorB);                     // slot * kBlockN + n
    slot = row / kBlockN;
    n = row % kBlockN;
    kk = (v % (kBlockK / kVectorB)) * kVectorB;
    return v < 1024;
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
    static constexpr hipconv::TensorAxes kYAxes{5, {0, 1, 2, 3, 4}, {true, true, true, false, false}};   // NHWGK: strides of N, H, W free

    hipconv::FastDivmod by_output[kSpatialDims];     // n / output[d] (row_position)
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

__device__ __forceinline__ const AType* a_tensor(const Params& p) { return p.x; }
__device__ __forceinline__ const BType* b_tensor(const Params& p) { return p.w; }

// A = X gathered: element (m, (tap, c)), read along c.  All of a thread's vectors
// share the channel column kk; per row, the offset and the inside-the-input test of
// the current tap are recomputed when the tap changes.
struct AAccess {
    ReductionCursor at;
    int kk;                                 // this thread's channel column in the k-step
    bool row_valid[kLoadsA];                // the vector's GEMM row exists
    Index row_offset[kLoadsA];              // X offset of (n, g)
    Index i_first[kLoadsA][kSpatialDims];   // input position of the first tap: o * stride - pad
    bool tap_valid[kLoadsA];                // the current tap reads inside the input
    Index tap_offset[kLoadsA];              // X offset of (n, i, g) at the current tap

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
                i_first[l][d] = o[d] * p.stride[d] - p.pad[d];
            }
        }
        at.init();
        enter_tap(p);
    }

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

    __device__ __forceinline__ bool valid(const Params& p, const TileState&, int l,
                                          Index& offset) const {
        const Index c = at.c0 + kk;
        offset = tap_offset[l] + c;
        return tap_valid[l] && c < p.channels;
    }

    __device__ __forceinline__ void advance(const Params& p, const TileState&) {
        if (at.advance(p))
            enter_tap(p);
    }
};

// B = W: element ((tap, c), k), read along c.  All of a thread's vectors share the
// channel column kk; the tap's part of the offset changes with the tap.
struct BAccess {
    ReductionCursor at;
    int kk;                                 // this thread's channel column in the k-step
    bool column_valid[kLoadsB];             // the output channel k exists
    Index column_offset[kLoadsB];           // W offset of (g, k)
    Index tap_offset;                       // W offset of the current tap f..

    __device__ __forceinline__ void init(const Params& p, const TileState& tile) {
        for (int l = 0; l < kLoadsB; ++l) {
            int slot = 0, n = 0;
            const bool exists = b_vector(l, slot, kk, n);
            (void)slot;
            const Index k = tile.n_begin + n;
            column_valid[l] = exists && k < p.out_channels;
            column_offset[l] = tile.group * p.w_stride_g + (column_valid[l] ? k : 0) * p.w_stride_k;
        }
        at.init();
        enter_tap(p);
    }

    __device__ __forceinline__ void enter_tap(const Params& p) {
        tap_offset = 0;
        for (int d = 0; d < kSpatialDims; ++d)
            tap_offset += at.t[d] * p.w_stride_s[d];
    }

    __device__ __forceinline__ bool valid(const Params& p, const TileState&, int l,
                                          Index& offset) const {
        const Index c = at.c0 + kk;
        offset = column_offset[l] + c + tap_offset;
        return column_valid[l] && c < p.channels;
    }

    __device__ __forceinline__ void advance(const Params& p, const TileState&) {
        if (at.advance(p))
            enter_tap(p);
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
// kVectorOut output channels of an output row, tile columns n.. .
template <int kActivation>
__device__ __forceinline__ void store_output(const Params& p, const TileState& tile,
                                             const OutputRow& row, int n, const Accumulator* values) {
    if (!row.valid || tile.n_begin + n >= p.out_channels)
        return;
    hipconv::Vec<YType, kVectorOut> out;
    for (int e = 0; e < kVectorOut; ++e)
        out.v[e] = hipconv::from_accumulator<YType>(hipconv::optional_epilogue<kActivation>(values[e], p.bias, tile.group * p.out_channels + tile.n_begin + n + e, p.activation_form));
    hipconv::store_vec<kVectorOut>(p.y + row.offset + n, out);
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
__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, 1) fwd_2d_fp16_wgmma128x128_kernel(Params params) {
    TileState tile;
    if (!tile_at(params, blockIdx.x, blockIdx.y, blockIdx.z, tile))
        return;   // the whole block

    HIPCONV_DYNAMIC_SHARED(unsigned char, shared_bytes);
    unsigned char* const tiles = shared_bytes + hipconv::swizzle_alignment_padding(shared_bytes);
    const int warpgroup = hipconv::warpgroup_id();
    const int wg_thread = hipconv::warpgroup_thread();
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

    for (int i = 0; i < kInstructionsM; ++i)
        for (int e = 0; e < kAccumulators; ++e)
            acc[i][e] = 0.0f;

    AAccess a_access;
    BAccess b_access;
    a_access.init(params, tile);
    b_access.init(params, tile);
    const Index k_steps = tile.k_steps;

    // Where the vector (m, kk) of A and (slot, kk, n) of B go in `stage`'s swizzled tiles.
    auto a_destination = [&](int stage, int m, int kk) {
        return tiles + stage * kStageBytes + a_tile_offset(m, kk);
    };
    auto b_destination = [&](int stage, int b_slot, int kk, int n) {
        return tiles + stage * kStageBytes + kATileBytes + b_slot * kBSlotBytes + b_tile_offset(n, kk);
    };
    // Global -> shared for one k-step into `stage`: one 16-byte cp.async per vector,
    // zero-filled where the direction says the vector does not exist.
    auto issue_loads = [&](int stage) {
        for (int l = 0; l < kLoadsA; ++l) {
            int m = 0, kk = 0;
            if (a_vector(l, m, kk)) {
                Index offset = 0;
                const bool valid = a_access.valid(params, tile, l, offset);
                hipconv::cp_async_16(a_destination(stage, m, kk), a_tensor(params) + (valid ? offset : 0), valid);
            }
        }
        for (int l = 0; l < kLoadsB; ++l) {
            int b_slot = 0, kk = 0, n = 0;
            if (b_vector(l, b_slot, kk, n)) {
                Index offset = 0;
                const bool valid = b_access.valid(params, tile, l, offset);
                hipconv::cp_async_16(b_destination(stage, b_slot, kk, n), b_tensor(params) + (valid ? offset : 0), valid);
            }
        }
        a_access.advance(params, tile);
        b_access.advance(params, tile);
    };

    // Multistage pipeline: kStages - 2 k-steps of loads in flight beside the stage
    // being multiplied and the one its predecessor's wgmma may still read.
    for (int s = 0; s < kStages - 2; ++s) {
        if (s < k_steps)
            issue_loads(s);
        hipconv::cp_async_commit();
    }
    for (Index step = 0; step < k_steps; ++step) {
        hipconv::cp_async_wait<kStages - 3>();   // this step's copies (own) have landed
        hipconv::fence_async_shared();           // ... and are visible to wgmma's async proxy
        __syncthreads();                         // ... everyone's; step - 2's stage is free
        const Index next = step + kStages - 2;
        if (next < k_steps)
            issue_loads(static_cast<int>(next % kStages));
        hipconv::cp_async_commit();
        issue_stage(static_cast<int>(step % kStages));
        wait_previous_stage();                   // only this step's wgmma still in flight
    }
    hipconv::wgmma_wait<0>();
    fence_accumulators();
    hipconv::cp_async_wait<0>();
    __syncthreads();                             // the pipeline's memory becomes the output tile


    float* const out_tile = reinterpret_cast<float*>(tiles);   // [kBlockM][kOutRowLength]
    OutputRow* const out_rows = reinterpret_cast<OutputRow*>(out_tile + kBlockM * kOutRowLength);
    for (int m = static_cast<int>(threadIdx.x); m < kBlockM; m += kThreads)
        out_rows[m] = output_row(params, tile, m);
#pragma unroll
    for (int i = 0; i < kInstructionsM; ++i)
#pragma unroll
        for (int e = 0; e < kAccumulators; e += 2) {   // elements e, e + 1 are adjacent columns (unrolled: acc stays in registers)
            const int m = wg_m0 + i * 64 + hipconv::frag::wgmma_d_row(wg_thread, e);
            const int n = wg_n0 + hipconv::frag::wgmma_d_col(wg_thread, e);
            *reinterpret_cast<float2*>(out_tile + m * kOutRowLength + n) = make_float2(acc[i][e], acc[i][e + 1]);
        }
    __syncthreads();
    constexpr int kOutVectors = kBlockM * kBlockN / kVectorOut;
    for (int v = static_cast<int>(threadIdx.x); v < kOutVectors; v += kThreads) {
        const int m = v / (kBlockN / kVectorOut);
        const int n = (v % (kBlockN / kVectorOut)) * kVectorOut;
        float values[kVectorOut];
        for (int e = 0; e < kVectorOut; e += 2) {   // 8-byte reads: half the bank conflicts of 4-byte ones
            const float2 pair = *reinterpret_cast<const float2*>(out_tile + m * kOutRowLength + n + e);
            values[e] = pair.x;
            values[e + 1] = pair.y;
        }
        store_output<kActivation>(params, tile, out_rows[m], n, values);
    }

}

}  // namespace

// ---------------------------------------------------------------- host side

namespace {

int64_t gemm_rows(const hipconv_problem* p) {
    return p->batch * hipconv::product(p->output, p->spatial_dim);
}

}  // namespace

extern "C" int32_t hipconv_fwd_2d_fp16_wgmma128x128_supports(const hipconv_problem* p) {
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
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::X, Params::kXAxes, {true, 0}) ||   // x: the window (padding and filter reach)
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::W, Params::kWAxes, {false, 0}) ||   // w: its elements
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::Y, Params::kYAxes, {false, 0}))   // y: its elements
        return HIPCONV_REFUSED_INDEX_RANGE;
    static hipconv::PerDeviceValue shared_room;   // the device query, once per device
    if (!hipconv::kernel_runs_on_device(shared_room, fwd_2d_fp16_wgmma128x128_kernel<0>, kSharedMemoryBytes))
        return HIPCONV_REFUSED_DEVICE;

    if (hipconv::ceil_div(p->out_channels, kBlockN) > hipconv::kMaxGridYZ || p->groups > hipconv::kMaxGridYZ ||
        hipconv::ceil_div(gemm_rows(p), kBlockM) > hipconv::kMaxGridX)
        return HIPCONV_REFUSED_GRID_LIMIT;
    return HIPCONV_OK;
}

extern "C" int64_t hipconv_fwd_2d_fp16_wgmma128x128_workspace_size(const hipconv_problem* p) {
    (void)p;
    return 0;   // forward writes Y directly
}

extern "C" int32_t hipconv_fwd_2d_fp16_wgmma128x128_split_k(const hipconv_problem* p) {
    (void)p;
    return 1;
}

extern "C" int32_t hipconv_fwd_2d_fp16_wgmma128x128_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    (void)workspace;
    const int32_t status = hipconv_fwd_2d_fp16_wgmma128x128_supports(p);
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
    const dim3 grid(static_cast<unsigned>(hipconv::ceil_div(gemm_rows(p), kBlockM)),
                    static_cast<unsigned>(hipconv::ceil_div(p->out_channels, kBlockN)),
                    static_cast<unsigned>(p->groups));
    // The kernel of the call's activation shape; without activation code where it asks for none.
    const int activation = hipconv::epilogue::activation_kernel(params.activation);
    const auto kernel = hipconv::epilogue::kernel_of_activation(activation, fwd_2d_fp16_wgmma128x128_kernel<0>, fwd_2d_fp16_wgmma128x128_kernel<1>, fwd_2d_fp16_wgmma128x128_kernel<2>, fwd_2d_fp16_wgmma128x128_kernel<3>);
    static hipconv::PerDeviceValue shared_memory_allowed[4];
    if (const int32_t opted = hipconv::ensure_dynamic_shared_memory(shared_memory_allowed[activation], kernel,
                                                                    kSharedMemoryBytes))
        return opted;
    hipLaunchKernelGGL(kernel, grid, dim3(kThreads), kSharedMemoryBytes, static_cast<hipStream_t>(stream), params);

    return hipconv::launch_status();
}

}  // namespace hipconv_instance_fwd_2d_fp16_wgmma128x128
