// @generated from specs/fwd.yaml, instance fwd_2d_bf16_tap_window; do not edit.
// Regenerate with: python -m codegen specs/fwd.yaml
//
// signature: forward, 2D, x NHWGC bf16, w GKYXC bf16, y NHWGK bf16,
//            accumulate fp32, epilogue acc
// algorithm: tap window (tap_window, 8 tile rows), block 128x64x224, warpgroup 64x64 (384 threads),
//            vectors x 1 / w 1 / y 1, 32-bit indices,
//            X's halo staged by the producer warpgroup, W once per block, each output row stored by a TMA box, persistent blocks walking units of the output
// targets:   sm_90a
//
// Forward of few input channels (C <= 4) at stride 2 along W, one GEMM per output row segment:
//   Y[n, oh, ow, k] = sum over (kh, kw, c) of X[n, oh*sh - ph + kh, 2*ow - pw + kw, c] * W[k, kh, kw, c]
// A = X's im2col rows (64 output columns x the reduction), B = W (the reduction x 64 of K).
//
// Pixel pairs.  X's pixels are staged in 16-byte pairs (pixels 2q and 2q + 1, 4 channels
// each, zero padded).  Tap kw of output column ow reads pair ow + floor((kw - pw) / 2), parity
// (kw - pw) mod 2; with the taps grouped in pairs m = floor((kw - pw) / 2) - floor(-pw / 2)
// (kPairTaps = 4: filters of up to 8 columns), output column ow and tap pair m read
// staged pair (ow - w0) + m of a halo row.  A is K-major without swizzle: the 8 output columns
// of a core matrix are 8 consecutive pairs (128 bytes, SBO 128 to the next 8 columns) and the
// next pair of taps is the same run one pair on (LBO 16: core matrices that overlap).  One
// k16 step is pairs (m, m + 1) of one filter row kh: 14 m64n64k16 per output row
// (kFilterRows x kPairTaps / 2), each starting (r * sh + kh) halo rows and m pairs in.
// B is W repacked once per block into [(kh, m)][64 of K][8: (parity, c)] 16-bit, K-major
// without swizzle (LBO 1024: the next (kh, m), SBO 128: the next 8 of K), zero where kh,
// kw or c lies past the filter.  The problem's filter has exactly kFilterRows rows (refusal
// tap-window): a row of zero weights would still multiply staged X.
//
// Warpgroups: the last (producer) loads each stage's halo -- kHaloRows input rows of
// kPairsPerRow pairs for tile_rows = 8 output rows x 128 output columns: every
// thread its pairs' words from X, all in flight before it waits for the stage, then the
// padded pairs into shared memory, fence.proxy.async, one arrival on `full`.  Each of the
// 2 consumer warpgroup(s) owns 64 output columns: per output row it issues its
// m64n64k16 into one of two accumulator sets (scale-d 0 on the first), commits, waits for
// the row before, converts that row to 16 bits into one of three 128-byte swizzled stagings
// and its thread 0 stores it with one TMA box of Y (what lies past OW is not written).
// Blocks are persistent along grid.x over units (n, row tile, column tile); grid.y = K / 64.
//
// Memory: X is read from L2 about (kHaloRows / tile_rows / sh) times per output row, W once per
// block, Y written once in whole 128-byte lines.  Non-finite X: an Inf or NaN pixel is also
// multiplied by the zero weight of the pair's tap beside the filter (kw = -1 or S) where the
// filter's columns do not fill whole pairs, so the output column beside those it reaches
// turns NaN (0 x Inf) where a direct convolution keeps it finite.
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
namespace hipconv_instance_fwd_2d_bf16_tap_window {

namespace {

using Index = int32_t;
using XType = hipconv::bfloat16_t;
using WType = hipconv::bfloat16_t;
using YType = hipconv::bfloat16_t;
constexpr int kSpatialDims = 2;
constexpr int kH = 0, kW = 1;                          // the height and width axes of input[], stride[], ..
constexpr int kConsumers = 2;                      // consumer warpgroups, kSegment output columns each
constexpr int kSegment = 64;                       // output columns per consumer: one m64 instruction
constexpr int kOutputChannels = 64;               // K per block: one n64 instruction
constexpr int kFilterRows = 7;                    // filter rows (kh) the reduction holds
constexpr int kPairTaps = 4;                      // pairs of filter columns per filter row
constexpr int kPairChannels = 4;                  // channels of a staged pixel (C <= 4, zero padded)
constexpr int kRows = 8;                          // output rows per stage
constexpr int kMaxRowStride = 2;                  // the halo is sized for height strides up to this
constexpr int kPairsPerRow = 131;                 // staged pairs per halo row
constexpr int kHaloRows = 21;                     // (kRows - 1) * kMaxRowStride + kFilterRows
constexpr int kHaloRowBytes = 2096;               // kPairsPerRow x 16
constexpr int kStageBytes = 44032;                 // the halo, whole 1024-byte atoms
constexpr int kStages = 3;
constexpr int kFilterOffset = 132096;              // W: [(kh, m)][kOutputChannels][8] behind the ring
constexpr int kFilterElements = 14336;
constexpr int kStagingOffset = 160768;             // kStagings output rows per consumer behind W
constexpr int kStagingBytes = 8192;               // kSegment positions x 128 bytes, 128-byte swizzled
constexpr int kStagings = 3;
constexpr int kBarrierOffset = 209920;             // full[kStages], empty[kStages]
constexpr int kSharedMemoryBytes = 210992;         // + 1024 to round the base up
constexpr int kThreads = 384;                     // kConsumers + 1 (the producer) warpgroups
constexpr int kAccumulators = kOutputChannels / 2;   // fp32 per thread per instruction (frag::wgmma_d)
constexpr int kHaloPairs = kHaloRows * kPairsPerRow;
constexpr int kPairsPerThread = (kHaloPairs + 127) / 128;   // the producer's pairs per stage
static_assert(kStageBytes % 1024 == 0 && kFilterOffset % 1024 == 0 && kStagingOffset % 1024 == 0,
              "the stagings start on swizzle atoms");
static_assert(kHaloRowBytes % 16 == 0 && kFilterElements * 2 == kFilterRows * kPairTaps * kOutputChannels * 16,
              "the descriptors' offsets in 16-byte units");
static_assert(kBarrierOffset + 16 * kStages + 1024 <= kSharedMemoryBytes, "shared memory of the plan");

struct Params {
    hipconv::TensorMap y_map;                        // Y: dims (K, OW, OH, N), box (64, kSegment, 1, 1)
    const XType* __restrict__ x;
    const WType* __restrict__ w;
    const YType* __restrict__ bias;     // optional bias, per output channel (G x channels); null: none
    int32_t activation;                              // optional activation (hipconv::epilogue::Activation; 0: none)
    hipconv::epilogue::ActivationForm activation_form;   // its parameters (hipconv::epilogue::activation_form)
    Index channels;                                  // C (<= kPairChannels)
    Index pair_origin;                               // floor(-pw / 2): the pair offset of tap pair 0
    Index tiles_w, tiles_h, units;                   // units: N x tiles_h x tiles_w (w fastest)
    Index halo_rows;                                 // rows staged per stage: (kRows - 1) * sh + kFilterRows
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

// d = (accumulate ? d : 0) + A * B for one m64n64k16 with A and B in shared memory (descriptors a, b):
// bf16 operands, fp32 accumulators in frag::wgmma_d order, transpose bits
// A 0 (K-major), B 0 (K-major).
__device__ __forceinline__ void wgmma_m64n64k16(float (&d)[32], uint64_t a, uint64_t b, int accumulate) {
    asm volatile(
        "{\n.reg .pred accumulate;\nsetp.ne.b32 accumulate, %34, 0;\n"
        "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {"
        "%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, "
        "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31"
        "}, %32, %33, accumulate, 1, 1, 0, 0;\n}\n"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7])
        , "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15])
        , "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23])
        , "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31])
        : "l"(a), "l"(b), "r"(accumulate));
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

// The epilogue of output channel k's accumulator (G = 1), before its conversion to YType:
// plus the optional bias, then, in an activation kernel, the call's activation.
template <int kActivation>
__device__ __forceinline__ float output_value(const Params& params, Index k, float value) {
    return hipconv::optional_epilogue<kActivation>(value, params.bias, k, params.activation_form);
}

// The unit of index `unit`: image n, first output row h0 and column w0.
struct Unit {
    Index n, h0, w0;
};

__device__ __forceinline__ Unit unit_origin(const Params& params, Index unit) {
    Unit origin;
    const Index rest = unit / params.tiles_w;
    origin.w0 = (unit - rest * params.tiles_w) * (kConsumers * kSegment);
    origin.n = rest / params.tiles_h;
    origin.h0 = (rest - origin.n * params.tiles_h) * kRows;
    return origin;
}

// The producer warpgroup's loop: per unit its halo rows of pairs (Mode: how a whole pair
// loads), every thread's loads in flight before it waits for the stage, then the padded pairs
// into the stage, fence.proxy.async, one arrival on `full`.
template <int Mode>
__device__ __forceinline__ void produce(const Params& params, unsigned char* tiles, uint64_t* full, uint64_t* empty,
                                        int wg_thread) {
    hipconv::RingPosition<kStages> ring;
    for (Index unit = blockIdx.x; unit < params.units; unit += gridDim.x, ring.advance()) {
        const Unit origin = unit_origin(params, unit);
        const XType* const x_plane = params.x + origin.n * params.x_stride_n;
        const Index first_row = origin.h0 * params.stride[kH] - params.pad[kH];
        const Index first_pair = origin.w0 + params.pair_origin;
        PairWords pairs[kPairsPerThread];
        load_halo<Mode>(params, x_plane, first_row, first_pair, wg_thread, pairs);
        // The loads above are in flight while this thread waits for the stage.
        hipconv::mbarrier_wait(&empty[ring.stage], ring.phase ^ 1u);
        store_halo(params, tiles + ring.stage * kStageBytes, pairs, wg_thread);
        hipconv::fence_async_shared();   // the halo is visible to wgmma's async proxy
        hipconv::mbarrier_arrive(&full[ring.stage]);
    }
}

template <int kActivation>
__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, 1) fwd_2d_bf16_tap_window_kernel(const __grid_constant__ Params params) {
    HIPCONV_DYNAMIC_SHARED(unsigned char, shared_bytes);
    unsigned char* const tiles = shared_bytes + hipconv::swizzle_alignment_padding(shared_bytes);
    uint64_t* const full = reinterpret_cast<uint64_t*>(tiles + kBarrierOffset);   // a stage's halo has landed
    uint64_t* const empty = full + kStages;                                      // the consumers are done with a stage
    const int warpgroup = hipconv::warpgroup_id();
    const int wg_thread = hipconv::warpgroup_thread();
    const Index k0 = static_cast<Index>(blockIdx.y) * kOutputChannels;
    // W, once per block: element (g = kh * kPairTaps + m, k, e = parity * kPairChannels + c) is
    // W[k0 + k, kh, kw, c] with kw = 2 (m + pair_origin) + parity + pw, zero past the filter.
    uint16_t* const filter = reinterpret_cast<uint16_t*>(tiles + kFilterOffset);
    for (int i = static_cast<int>(threadIdx.x); i < kFilterElements; i += kThreads) {
        const int e = i % 8, k = i / 8 % kOutputChannels, g = i / (8 * kOutputChannels);
        const Index kh = g / kPairTaps, c = e % kPairChannels;
        const Index kw = 2 * (g % kPairTaps + params.pair_origin) + e / kPairChannels + params.pad[kW];
        uint16_t value = 0;
        if (hipconv::below(kw, params.filter[kW]) && c < params.channels)
            value = reinterpret_cast<const uint16_t*>(params.w)[(k0 + k) * params.w_stride_k + kh * params.w_stride_s[kH] +
                                                                kw * params.w_stride_s[kW] + c];
        filter[i] = value;
    }
    if (threadIdx.x == 0) {
        for (int s = 0; s < kStages; ++s) {
            hipconv::mbarrier_init(&full[s], 128);                   // every producer thread
            hipconv::mbarrier_init(&empty[s], kConsumers * 128);     // every consumer thread
        }
        hipconv::fence_barrier_init();
    }
    hipconv::fence_async_shared();   // W (generic stores) is visible to wgmma's async proxy
    __syncthreads();
    hipconv::RingPosition<kStages> ring;

    if (warpgroup == kConsumers) {   // the producer: one load path per launch
        if (params.pair_loads == kPairWords3)
            produce<kPairWords3>(params, tiles, full, empty, wg_thread);
        else if (params.pair_loads == kPairVector4)
            produce<kPairVector4>(params, tiles, full, empty, wg_thread);
        else
            produce<kPairElements>(params, tiles, full, empty, wg_thread);
        return;
    }

    // A consumer: output columns w0 + warpgroup * kSegment .. + kSegment - 1 of each unit.
    float acc[2][kAccumulators];
    const uint64_t a_descriptor = hipconv::wgmma_descriptor_unswizzled(tiles + warpgroup * kSegment * 16, 16, 128);
    const uint64_t b_descriptor = hipconv::wgmma_descriptor_unswizzled(tiles + kFilterOffset, 1024, 128);
    const uint32_t row_step_bytes = static_cast<uint32_t>(params.stride[kH]) * kHaloRowBytes;   // one output row down
    const Index segment = warpgroup * kSegment;
    int staging_index = 0;
    auto fence_accumulators = [&](float (&d)[kAccumulators]) {
        for (int e = 0; e < kAccumulators; ++e)
            hipconv::fence_operand(d[e]);
    };
    // Output row oh of image n, columns w.. (this consumer's), from accumulators d: 16-bit pairs
    // into the next staging (its store, kStagings rows ago, has read it: thread 0 waited for
    // that before the barrier of the row before), then thread 0 stores it with one box (an
    // empty group for a row past the output keeps the groups one per row).
    auto store_row = [&](float (&d)[kAccumulators], Index n, Index oh, Index w) {
        unsigned char* const staging = tiles + kStagingOffset + (warpgroup * kStagings + staging_index) * kStagingBytes;
        staging_index = staging_index == kStagings - 1 ? 0 : staging_index + 1;
#pragma unroll
        for (int e = 0; e < kAccumulators; e += 2) {
            const int m = hipconv::frag::wgmma_d_row(wg_thread, e);
            const int k = hipconv::frag::wgmma_d_col(wg_thread, e);
            *reinterpret_cast<uint32_t*>(staging + hipconv::swizzle_128b(static_cast<uint32_t>(m * 128 + k * 2))) =
                hipconv::pack_pair<YType>(output_value<kActivation>(params, k0 + k, d[e]), output_value<kActivation>(params, k0 + k + 1, d[e + 1]));
        }
        if (wg_thread == 0)
            hipconv::tma_store_wait_read<kStagings - 2>();   // the staging the next row writes has been read
        hipconv::fence_async_shared();                       // the staging is visible to the TMA's async proxy
        hipconv::named_barrier_sync(1 + warpgroup, 128);
        if (wg_thread == 0) {
            if (oh < params.output[kH])
                hipconv::tma_store_tile(&params.y_map, staging, static_cast<int>(k0), static_cast<int>(w),
                                        static_cast<int>(oh), static_cast<int>(n));
            hipconv::tma_store_commit();
        }
    };
    for (Index unit = blockIdx.x; unit < params.units; unit += gridDim.x, ring.advance()) {
        const Unit origin = unit_origin(params, unit);
        hipconv::mbarrier_wait(&full[ring.stage], ring.phase);
        const uint32_t stage_bytes = ring.stage * kStageBytes;
#pragma unroll
        for (int row = 0; row < kRows; ++row) {
            float (&d)[kAccumulators] = acc[row & 1];
            // The row's A descriptor once (every offset below is a multiple of 16 bytes, so the
            // instructions' offsets are constants added: no per-instruction arithmetic).
            const uint64_t a_row = a_descriptor + ((stage_bytes + row * row_step_bytes) >> 4);
            fence_accumulators(d);
            hipconv::wgmma_fence();
#pragma unroll
            for (int kh = 0; kh < kFilterRows; ++kh)
#pragma unroll
                for (int pair = 0; pair < kPairTaps; pair += 2)
                    wgmma_m64n64k16(d, a_row + ((kh * kHaloRowBytes + pair * 16) >> 4),
                                    b_descriptor + (((kh * kPairTaps + pair) * kOutputChannels * 16) >> 4), kh + pair > 0);
            hipconv::wgmma_commit();
            hipconv::wgmma_wait<1>();   // the row before has been multiplied: store it
            if (row > 0) {
                fence_accumulators(acc[(row - 1) & 1]);
                store_row(acc[(row - 1) & 1], origin.n, origin.h0 + row - 1, origin.w0 + segment);
            }
        }
        hipconv::wgmma_wait<0>();
        fence_accumulators(acc[(kRows - 1) & 1]);
        hipconv::mbarrier_arrive(&empty[ring.stage]);   // every wgmma of the stage has completed
        store_row(acc[(kRows - 1) & 1], origin.n, origin.h0 + kRows - 1, origin.w0 + segment);
    }
    if (wg_thread == 0)
        hipconv::tma_store_wait_read<0>();   // the last stores have read their stagings before the block ends
}

int64_t floor_half(int64_t v) { return v >= 0 ? v / 2 : -((1 - v) / 2); }

// The pair offset of tap pair 0: floor(-pw / 2).
int64_t pair_origin(const hipconv_problem* p) { return floor_half(-p->pad_left[kW]); }

// The pairs of filter columns problem p's taps span: floor((S - 1 - pw) / 2) - floor(-pw / 2) + 1.
int64_t pair_taps(const hipconv_problem* p) {
    return floor_half(p->filter[kW] - 1 - p->pad_left[kW]) - pair_origin(p) + 1;
}

int64_t units(const hipconv_problem* p) {
    return p->batch * hipconv::ceil_div(p->output[kH], kRows) * hipconv::ceil_div(p->output[kW], kConsumers * kSegment);
}

// Persistent blocks along grid.x: the device's multiprocessors over grid.y (one block each:
// the ring, the filter and the stagings take most of a multiprocessor's shared memory), at
// most the units.
int64_t blocks_per_row(const hipconv_problem* p) {
    const int64_t wanted = hipconv::multiprocessor_count() / (p->out_channels / kOutputChannels);
    const int64_t available = units(p);
    return wanted < 1 ? 1 : wanted < available ? wanted : available;
}

}  // namespace

extern "C" int32_t hipconv_fwd_2d_bf16_tap_window_supports(const hipconv_problem* p) {
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
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::X, Params::kXAxes, {false, 0}) ||   // x: its elements
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::W, Params::kWAxes, {false, 0}) ||   // w: its elements
        !hipconv::fits_32bit_offsets(*p, hipconv::Role::Y, Params::kYAxes, {false, 0}))   // y: its elements
        return HIPCONV_REFUSED_INDEX_RANGE;
    static hipconv::PerDeviceValue shared_room;   // the device query, once per device
    if (!hipconv::kernel_runs_on_device(shared_room, fwd_2d_bf16_tap_window_kernel<0>, kSharedMemoryBytes))
        return HIPCONV_REFUSED_DEVICE;
    if (p->groups != 1 || p->in_channels > kPairChannels || p->out_channels % kOutputChannels != 0 ||
        p->stride[kW] != 2 || p->dilation[kW] != 1 || p->dilation[kH] != 1 || p->stride[kH] > kMaxRowStride ||
        p->filter[kH] != kFilterRows || pair_taps(p) > kPairTaps ||
        hipconv::product(p->output, kSpatialDims) * p->batch > INT32_MAX)
        return HIPCONV_REFUSED_TAP_WINDOW;
    if (p->out_channels / kOutputChannels > hipconv::kMaxGridYZ)
        return HIPCONV_REFUSED_GRID_LIMIT;
    return HIPCONV_OK;
}

extern "C" int64_t hipconv_fwd_2d_bf16_tap_window_workspace_size(const hipconv_problem* p) {
    (void)p;
    return 0;   // forward writes Y directly
}

extern "C" int32_t hipconv_fwd_2d_bf16_tap_window_split_k(const hipconv_problem* p) {
    (void)p;
    return 1;
}

extern "C" int32_t hipconv_fwd_2d_bf16_tap_window_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    (void)workspace;
    const int32_t status = hipconv_fwd_2d_bf16_tap_window_supports(p);
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
    params.bias = static_cast<const YType*>(args.bias);
    params.activation = args.activation;
    params.activation_form = hipconv::epilogue::activation_form(args.activation);
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
    params.tiles_w = static_cast<Index>(hipconv::ceil_div(p->output[kW], kConsumers * kSegment));
    params.tiles_h = static_cast<Index>(hipconv::ceil_div(p->output[kH], kRows));
    params.units = static_cast<Index>(units(p));
    params.halo_rows = static_cast<Index>((kRows - 1) * p->stride[kH] + p->filter[kH]);
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
    // Y: (K, OW, OH, N), 64 channels x kSegment columns x 1 x 1 per box; nothing written past the output.
    const uint64_t y_dims[4] = {static_cast<uint64_t>(p->out_channels), static_cast<uint64_t>(p->output[kW]),
                                static_cast<uint64_t>(p->output[kH]), static_cast<uint64_t>(p->batch)};
    const uint64_t y_strides[3] = {static_cast<uint64_t>(params.y_stride_s[kW]) * sizeof(YType),
                                   static_cast<uint64_t>(params.y_stride_s[kH]) * sizeof(YType),
                                   static_cast<uint64_t>(params.y_stride_n) * sizeof(YType)};
    const uint32_t y_box[4] = {kOutputChannels, kSegment, 1, 1};
    if (reinterpret_cast<uintptr_t>(tensors->y) % 16 != 0 ||
        !hipconv::encode_tiled_map(&params.y_map, tensors->y, 4, y_dims, y_strides, y_box))
        return HIPCONV_REFUSED_TMA;
    const hipStream_t hip_stream = static_cast<hipStream_t>(stream);
    const dim3 grid(static_cast<unsigned>(blocks_per_row(p)), static_cast<unsigned>(p->out_channels / kOutputChannels));
    // The kernel of the call's activation shape; without activation code where it asks for none.
    const int activation = hipconv::epilogue::activation_kernel(params.activation);
    const auto kernel = hipconv::epilogue::kernel_of_activation(activation, fwd_2d_bf16_tap_window_kernel<0>, fwd_2d_bf16_tap_window_kernel<1>, fwd_2d_bf16_tap_window_kernel<2>, fwd_2d_bf16_tap_window_kernel<3>);
    static hipconv::PerDeviceValue shared_memory_allowed[4];
    if (const int32_t opted = hipconv::ensure_dynamic_shared_memory(shared_memory_allowed[activation], kernel,
                                                                    kSharedMemoryBytes))
        return opted;
    hipLaunchKernelGGL(kernel, grid, dim3(kThreads), kSharedMemoryBytes, hip_stream, params);
    return hipconv::launch_status();
}

}  // namespace hipconv_instance_fwd_2d_bf16_tap_window
