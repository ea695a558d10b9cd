<%page args="plan"/>\
<%namespace name="common" file="/kernels/common.mako"/>\
<%namespace name="wgmma" file="/kernels/wgmma_gemm.mako"/>\
<%namespace name="pairs" file="/kernels/tap_window_pairs.mako"/>\
<%
    alg = plan.alg
    tile = plan.tap_window_forward
    ptx_type = "f16" if plan.ctype("x") == "hipconv::half_t" else "bf16"
%>\
${common.banner(plan)}
//
// Forward of few input channels (C <= ${tile.CHANNELS}) at stride 2 along W, one GEMM per output row segment:
//   Y[n, oh, ow, k] = sum over (kh, kw, c) of X[n, oh*sh - ph + kh, 2*ow - pw + kw, c] * W[k, kh, kw, c]
// A = X's im2col rows (64 output columns x the reduction), B = W (the reduction x 64 of K).
//
// Pixel pairs.  X's pixels are staged in 16-byte pairs (pixels 2q and 2q + 1, ${tile.CHANNELS} channels
// each, zero padded).  Tap kw of output column ow reads pair ow + floor((kw - pw) / 2), parity
// (kw - pw) mod 2; with the taps grouped in pairs m = floor((kw - pw) / 2) - floor(-pw / 2)
// (kPairTaps = ${tile.PAIR_TAPS}: filters of up to 8 columns), output column ow and tap pair m read
// staged pair (ow - w0) + m of a halo row.  A is K-major without swizzle: the 8 output columns
// of a core matrix are 8 consecutive pairs (128 bytes, SBO 128 to the next 8 columns) and the
// next pair of taps is the same run one pair on (LBO 16: core matrices that overlap).  One
// k16 step is pairs (m, m + 1) of one filter row kh: ${tile.k_steps} m64n64k16 per output row
// (kFilterRows x kPairTaps / 2), each starting (r * sh + kh) halo rows and m pairs in.
// B is W repacked once per block into [(kh, m)][64 of K][8: (parity, c)] 16-bit, K-major
// without swizzle (LBO 1024: the next (kh, m), SBO 128: the next 8 of K), zero where kh,
// kw or c lies past the filter.  The problem's filter has exactly kFilterRows rows (refusal
// tap-window): a row of zero weights would still multiply staged X.
//
// Warpgroups: the last (producer) loads each stage's halo -- kHaloRows input rows of
// kPairsPerRow pairs for tile_rows = ${tile.rows} output rows x ${tile.consumers * tile.SEGMENT} output columns: every
// thread its pairs' words from X, all in flight before it waits for the stage, then the
// padded pairs into shared memory, fence.proxy.async, one arrival on `full`.  Each of the
// ${tile.consumers} consumer warpgroup(s) owns 64 output columns: per output row it issues its
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
${common.includes(plan)}

namespace {

using Index = int32_t;
using XType = ${plan.ctype("x")};
using WType = ${plan.ctype("w")};
using YType = ${plan.ctype("y")};
constexpr int kSpatialDims = 2;
constexpr int kH = 0, kW = 1;                          // the height and width axes of input[], stride[], ..
constexpr int kConsumers = ${tile.consumers};                      // consumer warpgroups, kSegment output columns each
constexpr int kSegment = ${tile.SEGMENT};                       // output columns per consumer: one m64 instruction
constexpr int kOutputChannels = ${tile.OUTPUT_CHANNELS};               // K per block: one n64 instruction
constexpr int kFilterRows = ${tile.filter_rows};                    // filter rows (kh) the reduction holds
constexpr int kPairTaps = ${tile.PAIR_TAPS};                      // pairs of filter columns per filter row
constexpr int kPairChannels = ${tile.CHANNELS};                  // channels of a staged pixel (C <= 4, zero padded)
constexpr int kRows = ${tile.rows};                          // output rows per stage
constexpr int kMaxRowStride = ${tile.MAX_ROW_STRIDE};                  // the halo is sized for height strides up to this
constexpr int kPairsPerRow = ${tile.pairs_per_row};                 // staged pairs per halo row
constexpr int kHaloRows = ${tile.halo_rows};                     // (kRows - 1) * kMaxRowStride + kFilterRows
constexpr int kHaloRowBytes = ${tile.halo_row_bytes};               // kPairsPerRow x 16
constexpr int kStageBytes = ${tile.stage_bytes};                 // the halo, whole 1024-byte atoms
constexpr int kStages = ${alg.stages};
constexpr int kFilterOffset = ${tile.filter_offset};              // W: [(kh, m)][kOutputChannels][8] behind the ring
constexpr int kFilterElements = ${tile.filter_bytes // 2};
constexpr int kStagingOffset = ${tile.staging_offset};             // kStagings output rows per consumer behind W
constexpr int kStagingBytes = ${tile.staging_bytes};               // kSegment positions x 128 bytes, 128-byte swizzled
constexpr int kStagings = ${tile.STAGINGS};
constexpr int kBarrierOffset = ${tile.barrier_offset};             // full[kStages], empty[kStages]
constexpr int kSharedMemoryBytes = ${tile.shared_memory_bytes};         // + 1024 to round the base up
constexpr int kThreads = ${plan.threads};                     // kConsumers + 1 (the producer) warpgroups
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
${common.epilogue_fields(plan)}\
    Index channels;                                  // C (<= kPairChannels)
    Index pair_origin;                               // floor(-pw / 2): the pair offset of tap pair 0
    Index tiles_w, tiles_h, units;                   // units: N x tiles_h x tiles_w (w fastest)
    Index halo_rows;                                 // rows staged per stage: (kRows - 1) * sh + kFilterRows
    int pair_loads;                                  // a whole pair's loads: kPairWords3 (C = 3), kPairVector4 (C = 4), else by element
${common.geometry_fields(plan)}\
};

${wgmma.instruction(64, ptx_type, False, False, overwrites=True)}
${pairs.device_pairs()}
${pairs.device_halo()}
% if plan.optional_bias:
// The epilogue of output channel k's accumulator (G = 1), before its conversion to YType:
// plus the optional bias, then, in an activation kernel, the call's activation.
template <int kActivation>
__device__ __forceinline__ float output_value(const Params& params, Index k, float value) {
    return ${common.epilogue_value(plan, "value", bias_at="k")};
}
% else:
// The epilogue of one accumulator (output channel k), before its conversion to YType.
__device__ __forceinline__ float output_value(const Params& params, Index k, float value) {
    (void)params;
    (void)k;
    return ${common.epilogue_value(plan, "value")};
}
% endif

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

${common.activation_parameter(plan)}__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, 1) ${plan.name}_kernel(const __grid_constant__ Params params) {
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
${pairs.run_producer("params, tiles, full, empty, wg_thread")}\
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
                hipconv::pack_pair<YType>(output_value${common.activation_argument(plan)}(params, k0 + k, d[e]), output_value${common.activation_argument(plan)}(params, k0 + k + 1, d[e + 1]));
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

${pairs.host_pairs()}
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

extern "C" int32_t ${plan.symbol}_supports(const hipconv_problem* p) {
${common.common_supports(plan)}\
    if (p->groups != 1 || p->in_channels > kPairChannels || p->out_channels % kOutputChannels != 0 ||
        p->stride[kW] != 2 || p->dilation[kW] != 1 || p->dilation[kH] != 1 || p->stride[kH] > kMaxRowStride ||
        p->filter[kH] != kFilterRows || pair_taps(p) > kPairTaps ||
        hipconv::product(p->output, kSpatialDims) * p->batch > INT32_MAX)
        return HIPCONV_REFUSED_TAP_WINDOW;
    if (p->out_channels / kOutputChannels > hipconv::kMaxGridYZ)
        return HIPCONV_REFUSED_GRID_LIMIT;
    return HIPCONV_OK;
}

extern "C" int64_t ${plan.symbol}_workspace_size(const hipconv_problem* p) {
    (void)p;
    return 0;   // forward writes Y directly
}

extern "C" int32_t ${plan.symbol}_split_k(const hipconv_problem* p) {
    (void)p;
    return 1;
}

extern "C" int32_t ${plan.symbol}_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    (void)workspace;
${common.run_checks(plan)}${common.epilogue_arguments(plan)}    Params params{};
    params.x = static_cast<const XType*>(tensors->x);
    params.w = static_cast<const WType*>(tensors->w);
${common.fill_epilogue(plan)}\
${common.fill_geometry(plan)}\
    params.channels = static_cast<Index>(p->in_channels);
    params.pair_origin = static_cast<Index>(pair_origin(p));
    params.tiles_w = static_cast<Index>(hipconv::ceil_div(p->output[kW], kConsumers * kSegment));
    params.tiles_h = static_cast<Index>(hipconv::ceil_div(p->output[kH], kRows));
    params.units = static_cast<Index>(units(p));
    params.halo_rows = static_cast<Index>((kRows - 1) * p->stride[kH] + p->filter[kH]);
${pairs.choose_pair_loads()}\
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
${common.launch(plan, "grid", "hip_stream")}\
    return hipconv::launch_status();
}
