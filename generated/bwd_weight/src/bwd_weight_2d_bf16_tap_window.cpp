// @generated from specs/bwd_weight.yaml, instance bwd_weight_2d_bf16_tap_window; do not edit.
// Regenerate with: python -m codegen specs/bwd_weight.yaml
//
// signature: backward_weight, 2D, x NHWGC bf16, w GKYXC bf16, y NHWGK bf16,
//            accumulate fp32, epilogue acc
// algorithm: tap window (tap_window), block 64x224x128, warpgroup 64x56 (256 threads),
//            vectors x 1 / w 1 / y 1, 32-bit indices,
//            dY through a TMA tensor map, X's halo staged by the producer warpgroup, slices walking patches of the output,
//            split_k auto, deterministic reduction, 1 group(s) per block
// targets:   sm_90a
//
// Backward-weight of few input channels (C <= 4) at stride 2 along W, one GEMM per 64 rows of dW's K:
//   dW[k, (kh, kw, c)] = sum over positions (n, oh, ow) of dY[n, oh, ow, k] * X[n, oh*sh - ph + kh, 2*ow - pw + kw, c]
// A = dY^T (64 x positions), B = the im2col columns, read without an im2col copy:
//
// Pixel pairs.  X's pixels are staged in 16-byte pairs (pixels 2q and 2q + 1, 4 channels
// each, zero padded).  With stride 2 along W, tap kw of output column ow reads pixel
// 2*ow + (kw - pw): pair ow + floor((kw - pw) / 2), parity (kw - pw) mod 2.  Grouping the taps
// in pairs m = floor((kw - pw) / 2) - floor(-pw / 2) (kPairTaps = 4 of them), the 8
// consecutive output columns of one wgmma core matrix (8 reduction rows of 16 bytes) read 8
// consecutive pairs: 128 contiguous bytes of a staged row.  So one halo of X per stage --
// kHaloRows input rows of kPairsPerRow pairs -- serves every tap: no per-tap copy, no
// im2col box (the im2col box's inner extent would be C = 3 channels, under the TMA's
// 16 bytes).
//
// Per stage (one patch: kPatchWidth = 16 output columns x kPatchRows = 8 output rows of
// one image): dY's 64 channels of the patch's positions in one TMA box (128-byte swizzled,
// M-major: position p is the 128-byte row p), and the halo.  Per k16 slice (one output row)
// kPairTaps wgmma m64n56k16, one per pair m, B's descriptor N-major without swizzle: its
// 7 core matrices (filter rows kh) one halo row apart (stride-dimension offset), the slice's two
// 8-column groups 8 pairs apart (leading offset 128 bytes), starting m pairs and sh x slice
// rows into the halo.  Column (kh, parity, c) of pair m's instruction is dW's (kh, 2m +
// parity + floor(-pw / 2) * 2 + pw, c); columns past the filter or C are computed and dropped.
//
// Warpgroups: the last (producer) loads the halo -- every thread its pairs' words from X,
// all in flight before it waits for the stage, then the padded pairs into shared memory,
// fence.proxy.async, one arrival on the stage's `full` mbarrier -- and its thread 0 the dY
// box (complete_tx on the same barrier).  The first (consumer) waits on `full`, issues the
// stage's kPatchRows x kPairTaps wgmma as one group, and releases the stage before (its
// `empty` barrier) once only this one's group is in flight.
//
// Split (split_k auto, deterministic): grid.x = S slices of the patches (S = the device's
// multiprocessors / grid.y, at most the patches), grid.y = K / 64.  Slice s takes patches s, s + S, ... in order, its fp32
// accumulators kept across them, and stores its 64 x 224 columns into its workspace slice.
// A second kernel sums the slices 0..S-1 in order per
// dW element and applies the epilogue: same inputs, same bits, on one device.
//
// Memory: dY is read once (one box per patch); X once per patch its halo covers
// ((kPatchRows - 1) * sh + kh rows, kPatchWidth + kPairTaps - 1 pairs), from L2 mostly.
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
namespace hipconv_instance_bwd_weight_2d_bf16_tap_window {

namespace {

using Index = int32_t;
using XType = hipconv::bfloat16_t;
using WType = hipconv::bfloat16_t;   // dW, written
using YType = hipconv::bfloat16_t;   // dY
constexpr int kSpatialDims = 2;
constexpr int kH = kSpatialDims - 2, kW = kSpatialDims - 1;   // the height and width axes of input[], stride[], ..
constexpr int kRowBlock = 64;                 // dW rows (K) per block: one m64 instruction
constexpr int kBlockN = 224;                  // partial columns: kPairTaps x kN
constexpr int kN = 56;                       // the instruction's N: kFilterRows x (2 pixels x 4 channels)
constexpr int kFilterRows = 7;                 // filter rows (kh) one instruction covers
constexpr int kPairTaps = 4;                   // instructions per k16 slice: pairs of filter columns
constexpr int kPairChannels = 4;               // channels of a staged pixel (C <= 4, zero padded)
constexpr int kPatchWidth = 16;                // output columns per stage: one k16 slice
constexpr int kPatchRows = 8;                  // output rows per stage: its k16 slices
constexpr int kMaxRowStride = 2;               // the halo is sized for height strides up to this
constexpr int kPairsPerRow = 19;                // staged pairs per halo row
constexpr int kHaloRows = 21;                   // (kPatchRows - 1) * kMaxRowStride + kFilterRows
constexpr int kHaloRowBytes = 304;              // kPairsPerRow x 16
constexpr int kATileBytes = 16384;              // dY: kPatchWidth x kPatchRows positions x 128 bytes
constexpr int kStageBytes = 23552;              // A tile + halo, whole 1024-byte atoms
constexpr int kStages = 6;
constexpr int kBarrierOffset = 141312;           // full[kStages], empty[kStages] behind the ring
constexpr int kSharedMemoryBytes = 142432;     // + 1024 to round the base up
constexpr int kThreads = 256;                  // one consumer, one producer warpgroup
constexpr int kAccumulators = kN / 2;          // fp32 per thread per instruction (frag::wgmma_d)
constexpr int kHaloPairs = kHaloRows * kPairsPerRow;
constexpr int kPairsPerThread = (kHaloPairs + 127) / 128;   // the producer's pairs per stage
static_assert(kATileBytes % 1024 == 0 && kStageBytes % 1024 == 0, "the A tiles start on swizzle atoms");
static_assert(kHaloRowBytes % 16 == 0 && kHaloRowBytes / 16 < (1 << 14), "descriptor offsets in 16-byte units");
static_assert(kBarrierOffset + 16 * kStages + 1024 <= kSharedMemoryBytes, "shared memory of the plan");

struct Params {
    hipconv::TensorMap dy_map;                       // dY: dims (K, OW, OH, N), box (64, kPatchWidth, kPatchRows, 1)
    const XType* __restrict__ x;
    WType* __restrict__ dw;
    float* __restrict__ workspace;                   // grid.y x slices x kRowBlock x kBlockN fp32 partials
    Index channels;                                  // C (<= kPairChannels)
    Index pair_origin;                               // floor(-pw / 2): the pair offset of tap pair 0
    Index tiles_w, tiles_h, patches;                 // patches: N x tiles_h x tiles_w (w fastest)
    Index slices;                                    // grid.x
    Index halo_rows;                                 // rows staged per stage: (kPatchRows - 1) * sh + kFilterRows
    int pair_loads;                                  // a whole pair's loads: kPairWords3 (C = 3), kPairVector4 (C = 4), else by element
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

// d += A * B for one m64n56k16 with A and B in shared memory (descriptors a, b):
// bf16 operands, fp32 accumulators in frag::wgmma_d order, transpose bits
// A 1 (M-major), B 1 (N-major).
__device__ __forceinline__ void wgmma_m64n56k16(float (&d)[28], uint64_t a, uint64_t b) {
    asm volatile(
        "{\n.reg .pred accumulate;\nsetp.ne.b32 accumulate, %30, 0;\n"
        "wgmma.mma_async.sync.aligned.m64n56k16.f32.bf16.bf16 {"
        "%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, "
        "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27"
        "}, %28, %29, accumulate, 1, 1, 1, 1;\n}\n"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7])
        , "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15])
        , "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23])
        , "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27])
        : "l"(a), "l"(b), "r"(1));
}

// The patch of index `patch`: image n, first output row h0 and column w0.
struct Patch {
    Index n, h0, w0;
};

__device__ __forceinline__ Patch patch_origin(const Params& params, Index patch) {
    Patch origin;
    const Index rest = patch / params.tiles_w;
    origin.w0 = (patch - rest * params.tiles_w) * kPatchWidth;
    const Index plane = rest / params.tiles_h;
    origin.h0 = (rest - plane * params.tiles_h) * kPatchRows;
    origin.n = plane;
    return origin;
}

// How a pair wholly inside X is loaded (Params.pair_loads): element by element, or -- dense
// pixels at an aligned base and strides -- C = 3's 12 bytes as three 4-byte words (spread by
// staged_pair), C = 4's 16 bytes as one vector.
constexpr int kPairElements = 0, kPairWords3 = 1, kPairVector4 = 2;

// One staged pair's 8 elements (2 pixels x kPairChannels) as four words, zero outside X;
// raw: the three 4-byte words of a C = 3 pair, to be spread by staged_pair.
struct PairWords {
    uint32_t word[4];
    bool raw;
};

// x_plane: the plane of X the stage reads (nullptr: outside X, zeros); Mode: Params.pair_loads,
// fixed at compile time so that a producer's unrolled pairs carry one load path.
template <int Mode>
__device__ __forceinline__ PairWords load_pair_as(const Params& params, const XType* x_plane, Index row, Index pixel) {
    PairWords pair{{0u, 0u, 0u, 0u}, false};
    if (x_plane == nullptr || !hipconv::below(row, params.input[kH]))
        return pair;
    const XType* const x_row = x_plane + row * params.x_stride_s[kH];
    const bool whole = pixel >= 0 && pixel + 1 < params.input[kW];
    if (Mode == kPairWords3 && whole) {
        const uint32_t* const words = reinterpret_cast<const uint32_t*>(x_row + pixel * 3);
        pair.word[0] = __ldg(words);
        pair.word[1] = __ldg(words + 1);
        pair.word[2] = __ldg(words + 2);
        pair.raw = true;
        return pair;
    }
    if (Mode == kPairVector4 && whole) {
        const uint4 vector = __ldg(reinterpret_cast<const uint4*>(x_row + pixel * 4));
        pair.word[0] = vector.x;
        pair.word[1] = vector.y;
        pair.word[2] = vector.z;
        pair.word[3] = vector.w;
        return pair;
    }
#pragma unroll
    for (int parity = 0; parity < 2; ++parity) {
        const Index column = pixel + parity;
        if (!hipconv::below(column, params.input[kW]))
            continue;
        const uint16_t* const values = reinterpret_cast<const uint16_t*>(x_row + column * params.x_stride_s[kW]);
#pragma unroll
        for (int c = 0; c < kPairChannels; ++c)   // element (parity, c) is half c % 2 of word parity * 2 + c / 2
            if (c < params.channels)
                pair.word[parity * 2 + c / 2] |= static_cast<uint32_t>(values[c]) << (16 * (c % 2));
    }
    return pair;
}

// A raw C = 3 pair (c0 c1) (c2 c0') (c1' c2') spread to (c0 c1) (c2 0) (c0' c1') (c2' 0).
__device__ __forceinline__ uint4 staged_pair(const PairWords& pair) {
    if (!pair.raw)
        return make_uint4(pair.word[0], pair.word[1], pair.word[2], pair.word[3]);
    return make_uint4(pair.word[0], pair.word[1] & 0xFFFFu, (pair.word[1] >> 16) | (pair.word[2] << 16),
                      pair.word[2] >> 16);
}

// Halo pair `item` = wg_thread + i * 128 (i < kPairsPerThread) is the pair item % kPairsPerRow of
// halo row item / kPairsPerRow: X's row first_row + row, pixels 2 (first_pair + pair) and the next.
template <int Mode>
__device__ __forceinline__ void load_halo(const Params& params, const XType* x_plane, Index first_row, Index first_pair,
                                          int wg_thread, PairWords (&pairs)[kPairsPerThread]) {
#pragma unroll
    for (int i = 0; i < kPairsPerThread; ++i) {
        const int item = wg_thread + i * 128;
        const int t = item / kPairsPerRow;
        pairs[i] = item < kHaloPairs && t < params.halo_rows
            ? load_pair_as<Mode>(params, x_plane, first_row + t, 2 * (first_pair + item % kPairsPerRow))
            : PairWords{{0u, 0u, 0u, 0u}, false};
    }
}

// The same pairs padded to 16 bytes into a stage's halo, the rows this height stride reaches
// (no instruction reads a row past params.halo_rows).
__device__ __forceinline__ void store_halo(const Params& params, unsigned char* halo,
                                           const PairWords (&pairs)[kPairsPerThread], int wg_thread) {
#pragma unroll
    for (int i = 0; i < kPairsPerThread; ++i) {
        const int item = wg_thread + i * 128;
        if (item < kHaloPairs && item / kPairsPerRow < params.halo_rows)
            *reinterpret_cast<uint4*>(halo + (item / kPairsPerRow) * kHaloRowBytes + (item % kPairsPerRow) * 16) =
                staged_pair(pairs[i]);
    }
}

// The producer warpgroup's loop: per patch its halo rows of pairs (Mode: how a whole pair
// loads), every thread's loads in flight before it waits for the stage, then thread 0's dY
// box, the padded pairs behind it, fence.proxy.async, one arrival on `full`.
template <int Mode>
__device__ __forceinline__ void produce(const Params& params, unsigned char* tiles, uint64_t* full, uint64_t* empty,
                                        int wg_thread, Index k0) {
    hipconv::RingPosition<kStages> ring;
    for (Index patch = blockIdx.x; patch < params.patches; patch += params.slices, ring.advance()) {
        const Patch origin = patch_origin(params, patch);
        const XType* const x_plane = params.x + origin.n * params.x_stride_n;
        const Index first_row = origin.h0 * params.stride[kH] - params.pad[kH];
        const Index first_pair = origin.w0 + params.pair_origin;
        PairWords pairs[kPairsPerThread];
        load_halo<Mode>(params, x_plane, first_row, first_pair, wg_thread, pairs);
        // The loads above are in flight while this thread waits for the stage.
        hipconv::mbarrier_wait(&empty[ring.stage], ring.phase ^ 1u);
        unsigned char* const stage = tiles + ring.stage * kStageBytes;
        if (wg_thread == 0) {
            hipconv::mbarrier_arrive_expect_tx(&full[ring.stage], kATileBytes);
            hipconv::tma_load_tile(stage, &params.dy_map, &full[ring.stage], k0, origin.w0, origin.h0, origin.n);
        }
        store_halo(params, stage + kATileBytes, pairs, wg_thread);
        hipconv::fence_async_shared();   // the halo is visible to wgmma's async proxy
        hipconv::mbarrier_arrive(&full[ring.stage]);
    }
}

__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, 1) bwd_weight_2d_bf16_tap_window_kernel(const __grid_constant__ Params params) {
    HIPCONV_DYNAMIC_SHARED(unsigned char, shared_bytes);
    unsigned char* const tiles = shared_bytes + hipconv::swizzle_alignment_padding(shared_bytes);
    uint64_t* const full = reinterpret_cast<uint64_t*>(tiles + kBarrierOffset);   // a stage's box and halo have landed
    uint64_t* const empty = full + kStages;                                      // the consumers are done with a stage
    const int warpgroup = hipconv::warpgroup_id();
    const int wg_thread = hipconv::warpgroup_thread();
    if (threadIdx.x == 0) {
        for (int s = 0; s < kStages; ++s) {
            hipconv::mbarrier_init(&full[s], 128 + 1);   // every producer thread's halo + thread 0's box
            hipconv::mbarrier_init(&empty[s], 128);      // every consumer thread
        }
        hipconv::fence_barrier_init();
    }
    __syncthreads();
    hipconv::RingPosition<kStages> ring;
    const Index k0 = static_cast<Index>(blockIdx.y) * kRowBlock;

    if (warpgroup == 1) {   // the producer: one load path per launch
        if (params.pair_loads == kPairWords3)
            produce<kPairWords3>(params, tiles, full, empty, wg_thread, k0);
        else if (params.pair_loads == kPairVector4)
            produce<kPairVector4>(params, tiles, full, empty, wg_thread, k0);
        else
            produce<kPairElements>(params, tiles, full, empty, wg_thread, k0);
        return;
    }

    float acc[kPairTaps][kAccumulators];
    for (int m = 0; m < kPairTaps; ++m)
        for (int e = 0; e < kAccumulators; ++e)
            acc[m][e] = 0.0f;
    // Stage 0's descriptors; a stage, a slice or a pair further is a constant added (16-byte units).
    const uint64_t a_descriptor = hipconv::wgmma_descriptor(tiles, kATileBytes, 1024);   // M-major, one 64-row block
    const uint64_t b_descriptor = hipconv::wgmma_descriptor_unswizzled(tiles + kATileBytes, 128, kHaloRowBytes);   // LBO along K, SBO along N
    const uint32_t slice_rows_bytes = static_cast<uint32_t>(params.stride[kH]) * kHaloRowBytes;   // one output row down
    auto fence_accumulators = [&]() {
        for (int m = 0; m < kPairTaps; ++m)
            for (int e = 0; e < kAccumulators; ++e)
                hipconv::fence_operand(acc[m][e]);
    };
    uint32_t previous_stage = 0;
    bool first = true;
    for (Index patch = blockIdx.x; patch < params.patches; patch += params.slices, ring.advance()) {
        hipconv::mbarrier_wait(&full[ring.stage], ring.phase);
        const uint32_t stage_bytes = ring.stage * kStageBytes;
        fence_accumulators();
        hipconv::wgmma_fence();
#pragma unroll
        for (int slice = 0; slice < kPatchRows; ++slice)
#pragma unroll
            for (int m = 0; m < kPairTaps; ++m)
                wgmma_m64n56k16(acc[m], a_descriptor + ((stage_bytes + slice * kPatchWidth * 128) >> 4),
                                  b_descriptor + ((stage_bytes + slice * slice_rows_bytes + m * 16) >> 4));
        hipconv::wgmma_commit();
        hipconv::wgmma_wait<1>();   // only this stage's group in flight: the stage before is free
        fence_accumulators();
        if (!first)
            hipconv::mbarrier_arrive(&empty[previous_stage]);
        first = false;
        previous_stage = ring.stage;
    }
    hipconv::wgmma_wait<0>();
    fence_accumulators();

    // This slice's 64 x kBlockN partial columns into its workspace slice.
    float* const partial = params.workspace +
        (static_cast<int64_t>(blockIdx.y) * params.slices + blockIdx.x) * (kRowBlock * kBlockN);
#pragma unroll
    for (int m = 0; m < kPairTaps; ++m)
#pragma unroll
        for (int e = 0; e < kAccumulators; e += 2) {
            const int row = hipconv::frag::wgmma_d_row(wg_thread, e);
            const int column = m * kN + hipconv::frag::wgmma_d_col(wg_thread, e);
            *reinterpret_cast<float2*>(partial + row * kBlockN + column) = make_float2(acc[m][e], acc[m][e + 1]);
        }
}

constexpr int kFinishThreads = 256;

// dW = the slices' partial columns summed in order 0..S-1 per element, then the epilogue;
// grid.y: the row block (64 of dW's K).
__global__ void __launch_bounds__(kFinishThreads) bwd_weight_2d_bf16_tap_window_finish(const __grid_constant__ Params params) {
    const Index taps_c = params.filter[kW] * params.channels;       // (kw, c) of one filter row
    const Index plane_taps = params.filter[kH] * taps_c;            // (kh, kw, c) of one depth tap
    const Index per_k = plane_taps;
    for (Index i = static_cast<Index>(blockIdx.x * kFinishThreads + threadIdx.x); i < kRowBlock * per_k;
         i += static_cast<Index>(gridDim.x * kFinishThreads)) {
        const Index row = i / per_k;                                  // k - k0
        const Index rest = i - row * per_k;
        const int64_t block_y = blockIdx.y;
        const Index kh = rest / taps_c;
        const Index kw = (rest - kh * taps_c) / params.channels;
        const Index c = rest - kh * taps_c - kw * params.channels;
        const Index offset = kw - params.pad[kW];                     // the tap's pixel from 2 * ow
        const Index m = (offset >> 1) - params.pair_origin;          // its pair: floor(offset / 2) - floor(-pw / 2)
        const Index column = m * kN + kh * (2 * kPairChannels) + (offset & 1) * kPairChannels + c;
        const float* slice = params.workspace + block_y * params.slices * (kRowBlock * kBlockN) + row * kBlockN + column;
        float sum = 0.0f;
        for (Index s = 0; s < params.slices; ++s, slice += kRowBlock * kBlockN)
            sum += *slice;
        const Index k = static_cast<Index>(blockIdx.y) * kRowBlock + row;
        const int64_t at = static_cast<int64_t>(k) * params.w_stride_k + kh * params.w_stride_s[kH] +
                           kw * params.w_stride_s[kW] + c;
        params.dw[at] = hipconv::from_float<WType>(sum);
    }
}

int64_t floor_half(int64_t v) { return v >= 0 ? v / 2 : -((1 - v) / 2); }

// The pair offset of tap pair 0: floor(-pw / 2).
int64_t pair_origin(const hipconv_problem* p) { return floor_half(-p->pad_left[kW]); }

// The pairs of filter columns problem p's taps span: floor((S - 1 - pw) / 2) - floor(-pw / 2) + 1.
int64_t pair_taps(const hipconv_problem* p) {
    return floor_half(p->filter[kW] - 1 - p->pad_left[kW]) - pair_origin(p) + 1;
}

int64_t row_blocks(const hipconv_problem* p) { return p->out_channels / kRowBlock; }

// grid.y: the row blocks.
int64_t grid_rows(const hipconv_problem* p) { return row_blocks(p); }

int64_t patches(const hipconv_problem* p) {
    return p->batch * hipconv::ceil_div(p->output[kH], kPatchRows) * hipconv::ceil_div(p->output[kW], kPatchWidth);
}

// Slices per grid row: the device's multiprocessors over grid.y (one block each: the ring
// takes most of a multiprocessor's shared memory), at most the patches.
int64_t slices(const hipconv_problem* p) {
    const int64_t wanted = hipconv::multiprocessor_count() / grid_rows(p);
    const int64_t available = patches(p);
    return wanted < 1 ? 1 : wanted < available ? wanted : available;
}

int64_t workspace_bytes(const hipconv_problem* p) {
    return grid_rows(p) * slices(p) * kRowBlock * kBlockN * static_cast<int64_t>(sizeof(float));
}

}  // namespace

extern "C" int32_t hipconv_bwd_weight_2d_bf16_tap_window_supports(const hipconv_problem* p) {
    if (p == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    if (p->spatial_dim != 2)
        return HIPCONV_REFUSED_SPATIAL_DIM;
    if (!hipconv::problem_is_valid(*p))
        return HIPCONV_REFUSED_INVALID_PROBLEM;
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
    if (!hipconv::kernel_runs_on_device(shared_room, bwd_weight_2d_bf16_tap_window_kernel, kSharedMemoryBytes))
        return HIPCONV_REFUSED_DEVICE;
    if (p->groups != 1 || p->in_channels > kPairChannels || p->out_channels % kRowBlock != 0 ||
        p->stride[kW] != 2 || p->dilation[kW] != 1 || p->dilation[kH] != 1 || p->stride[kH] > kMaxRowStride ||
        p->filter[kH] > kFilterRows || pair_taps(p) > kPairTaps ||
        hipconv::product(p->output, kSpatialDims) * p->batch > INT32_MAX)
        return HIPCONV_REFUSED_TAP_WINDOW;
    if (grid_rows(p) > hipconv::kMaxGridYZ)
        return HIPCONV_REFUSED_GRID_LIMIT;
    return HIPCONV_OK;
}

extern "C" int64_t hipconv_bwd_weight_2d_bf16_tap_window_workspace_size(const hipconv_problem* p) {
    if (hipconv_bwd_weight_2d_bf16_tap_window_supports(p) != HIPCONV_OK)
        return 0;
    return workspace_bytes(p);
}

// The slices run() splits the positions into per row block (0 when the instance refuses p).
extern "C" int32_t hipconv_bwd_weight_2d_bf16_tap_window_split_k(const hipconv_problem* p) {
    if (hipconv_bwd_weight_2d_bf16_tap_window_supports(p) != HIPCONV_OK)
        return 0;
    return static_cast<int32_t>(slices(p));
}

extern "C" int32_t hipconv_bwd_weight_2d_bf16_tap_window_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    const int32_t status = hipconv_bwd_weight_2d_bf16_tap_window_supports(p);
    if (status != HIPCONV_OK)
        return status;
    if (tensors == nullptr || tensors->x == nullptr || tensors->w == nullptr || tensors->y == nullptr ||
        workspace == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    (void)epilogue;                                  // the epilogue is acc: no run-time operands
    const hipStream_t hip_stream = static_cast<hipStream_t>(stream);
    Params params{};
    params.x = static_cast<const XType*>(tensors->x);
    params.dw = static_cast<WType*>(tensors->w);
    params.workspace = static_cast<float*>(workspace);
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
    params.channels = static_cast<Index>(p->in_channels);
    params.pair_origin = static_cast<Index>(pair_origin(p));
    params.tiles_w = static_cast<Index>(hipconv::ceil_div(p->output[kW], kPatchWidth));
    params.tiles_h = static_cast<Index>(hipconv::ceil_div(p->output[kH], kPatchRows));
    params.patches = static_cast<Index>(patches(p));
    params.slices = static_cast<Index>(slices(p));
    params.halo_rows = static_cast<Index>((kPatchRows - 1) * p->stride[kH] + kFilterRows);
    // A pair starts at an even pixel: with dense pixels, strides and base aligned to the pair's
    // loads, every whole pair is (4-byte words for C = 3, a 16-byte vector for C = 4).
    const uintptr_t x_base = reinterpret_cast<uintptr_t>(tensors->x);
    bool even = params.x_stride_n % 2 == 0, octet = params.x_stride_n % 8 == 0;   // every outer stride's
    for (int d = 0; d < kW; ++d) {
        even = even && params.x_stride_s[d] % 2 == 0;
        octet = octet && params.x_stride_s[d] % 8 == 0;
    }
    if (p->in_channels == 3 && params.x_stride_s[kW] == 3 && even && x_base % 4 == 0)
        params.pair_loads = kPairWords3;
    else if (p->in_channels == 4 && params.x_stride_s[kW] == 4 && octet && x_base % 16 == 0)
        params.pair_loads = kPairVector4;
    else
        params.pair_loads = kPairElements;
    // dY: (K, OW, OH, N), 64 channels x kPatchWidth x kPatchRows x 1 per box; zero fill past the output.
    uint64_t dy_dims[kSpatialDims + 2], dy_strides[kSpatialDims + 1];
    uint32_t dy_box[kSpatialDims + 2];
    dy_dims[0] = static_cast<uint64_t>(p->out_channels);
    dy_box[0] = kRowBlock;
    for (int a = 0; a < kSpatialDims; ++a) {   // innermost (W) first
        const int d = kW - a;
        dy_dims[1 + a] = static_cast<uint64_t>(p->output[d]);
        dy_strides[a] = static_cast<uint64_t>(params.y_stride_s[d]) * sizeof(YType);
        dy_box[1 + a] = a == 0 ? kPatchWidth : a == 1 ? kPatchRows : 1;
    }
    dy_dims[kSpatialDims + 1] = static_cast<uint64_t>(p->batch);
    dy_strides[kSpatialDims] = static_cast<uint64_t>(params.y_stride_n) * sizeof(YType);
    dy_box[kSpatialDims + 1] = 1;
    if (reinterpret_cast<uintptr_t>(tensors->y) % 16 != 0 ||
        !hipconv::encode_tiled_map(&params.dy_map, tensors->y, kSpatialDims + 2, dy_dims, dy_strides, dy_box))
        return HIPCONV_REFUSED_TMA;
    const dim3 grid(static_cast<unsigned>(params.slices), static_cast<unsigned>(grid_rows(p)));
    static hipconv::PerDeviceValue shared_memory_allowed;
    if (const int32_t opted = hipconv::ensure_dynamic_shared_memory(shared_memory_allowed, bwd_weight_2d_bf16_tap_window_kernel,
                                                                    kSharedMemoryBytes))
        return opted;
    hipLaunchKernelGGL(bwd_weight_2d_bf16_tap_window_kernel, grid, dim3(kThreads), kSharedMemoryBytes, hip_stream, params);
    if (const int32_t launched = hipconv::launch_status())
        return launched;
    const int64_t finish_blocks = hipconv::ceil_div(kRowBlock * hipconv::product(p->filter, kSpatialDims) * p->in_channels,
                                                    kFinishThreads);
    hipLaunchKernelGGL(bwd_weight_2d_bf16_tap_window_finish, dim3(static_cast<unsigned>(finish_blocks < 65535 ? finish_blocks : 65535),
                       static_cast<unsigned>(row_blocks(p))), dim3(kFinishThreads), 0, hip_stream, params);
    return hipconv::launch_status();
}

}  // namespace hipconv_instance_bwd_weight_2d_bf16_tap_window
