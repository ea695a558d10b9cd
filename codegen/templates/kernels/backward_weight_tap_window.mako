<%page args="plan"/>\
<%namespace name="common" file="/kernels/common.mako"/>\
<%namespace name="wgmma" file="/kernels/wgmma_gemm.mako"/>\
<%namespace name="pairs" file="/kernels/tap_window_pairs.mako"/>\
<%
    alg = plan.alg
    tile = plan.tap_window
    n = alg.warpgroup.n
    ptx_type = "f16" if plan.ctype("x") == "hipconv::half_t" else "bf16"
    volume = plan.dims == 3
%>\
${common.banner(plan)}
//
% if volume:
// Backward-weight of few input channels (C <= ${tile.CHANNELS}) at stride 2 along W, one GEMM per 64 rows of dW's K and depth tap kd:
//   dW[k, kd, (kh, kw, c)] = sum over positions (n, od, oh, ow) of dY[n, od, oh, ow, k] *
//                            X[n, od*sd - pd + kd*dd, oh*sh - ph + kh, 2*ow - pw + kw, c]
// A = dY^T (64 x positions), B = the im2col columns of one depth tap (the plane od*sd - pd +
// kd*dd of X: the rows and pairs below are that plane's), read without an im2col copy:
% else:
// Backward-weight of few input channels (C <= ${tile.CHANNELS}) at stride 2 along W, one GEMM per 64 rows of dW's K:
//   dW[k, (kh, kw, c)] = sum over positions (n, oh, ow) of dY[n, oh, ow, k] * X[n, oh*sh - ph + kh, 2*ow - pw + kw, c]
// A = dY^T (64 x positions), B = the im2col columns, read without an im2col copy:
% endif
//
// Pixel pairs.  X's pixels are staged in 16-byte pairs (pixels 2q and 2q + 1, ${tile.CHANNELS} channels
// each, zero padded).  With stride 2 along W, tap kw of output column ow reads pixel
// 2*ow + (kw - pw): pair ow + floor((kw - pw) / 2), parity (kw - pw) mod 2.  Grouping the taps
// in pairs m = floor((kw - pw) / 2) - floor(-pw / 2) (kPairTaps = ${tile.pair_taps} of them), the 8
// consecutive output columns of one wgmma core matrix (8 reduction rows of 16 bytes) read 8
// consecutive pairs: 128 contiguous bytes of a staged row.  So one halo of X per stage --
// kHaloRows input rows of kPairsPerRow pairs -- serves every tap: no per-tap copy, no
// im2col box (the im2col box's inner extent would be C = 3 channels, under the TMA's
// 16 bytes).
//
// Per stage (one patch: kPatchWidth = ${tile.PATCH_WIDTH} output columns x kPatchRows = ${tile.patch_rows} output rows of
// one ${"output plane" if volume else "image"}): dY's 64 channels of the patch's positions in one TMA box (128-byte swizzled,
// M-major: position p is the 128-byte row p), and the halo.  Per k16 slice (one output row)
// kPairTaps wgmma m64n${n}k16, one per pair m, B's descriptor N-major without swizzle: its
// ${n // 8} core matrices (filter rows kh) one halo row apart (stride-dimension offset), the slice's two
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
// multiprocessors / grid.y, at most the patches), grid.y = K / 64${" x KD (block y: row block\n// y / KD, depth tap y % KD)" if volume else ""}.  Slice s takes patches s, s + S, ... in order, its fp32
// accumulators kept across them, and stores its 64 x ${alg.block.n} columns into its workspace slice.
// A second kernel sums the slices 0..S-1 in order per
// dW element and applies the epilogue: same inputs, same bits, on one device.
//
// Memory: dY is read once (one box per patch); X once per patch its halo covers
// ((kPatchRows - 1) * sh + kh rows, kPatchWidth + kPairTaps - 1 pairs), from L2 mostly.
${common.includes(plan)}

namespace {

using Index = int32_t;
using XType = ${plan.ctype("x")};
using WType = ${plan.ctype("w")};   // dW, written
using YType = ${plan.ctype("y")};   // dY
constexpr int kSpatialDims = ${plan.dims};
constexpr int kH = kSpatialDims - 2, kW = kSpatialDims - 1;   // the height and width axes of input[], stride[], ..
constexpr int kRowBlock = ${alg.block.m};                 // dW rows (K) per block: one m64 instruction
constexpr int kBlockN = ${alg.block.n};                  // partial columns: kPairTaps x kN
constexpr int kN = ${n};                       // the instruction's N: kFilterRows x (2 pixels x ${tile.CHANNELS} channels)
constexpr int kFilterRows = ${tile.filter_rows};                 // filter rows (kh) one instruction covers
constexpr int kPairTaps = ${tile.pair_taps};                   // instructions per k16 slice: pairs of filter columns
constexpr int kPairChannels = ${tile.CHANNELS};               // channels of a staged pixel (C <= 4, zero padded)
constexpr int kPatchWidth = ${tile.PATCH_WIDTH};                // output columns per stage: one k16 slice
constexpr int kPatchRows = ${tile.patch_rows};                  // output rows per stage: its k16 slices
constexpr int kMaxRowStride = ${tile.MAX_ROW_STRIDE};               // the halo is sized for height strides up to this
constexpr int kPairsPerRow = ${tile.pairs_per_row};                // staged pairs per halo row
constexpr int kHaloRows = ${tile.halo_rows};                   // (kPatchRows - 1) * kMaxRowStride + kFilterRows
constexpr int kHaloRowBytes = ${tile.halo_row_bytes};              // kPairsPerRow x 16
constexpr int kATileBytes = ${tile.a_tile_bytes};              // dY: kPatchWidth x kPatchRows positions x 128 bytes
constexpr int kStageBytes = ${tile.stage_bytes};              // A tile + halo, whole 1024-byte atoms
constexpr int kStages = ${alg.stages};
constexpr int kBarrierOffset = ${tile.barrier_offset};           // full[kStages], empty[kStages] behind the ring
constexpr int kSharedMemoryBytes = ${tile.shared_memory_bytes};     // + 1024 to round the base up
constexpr int kThreads = ${plan.threads};                  // one consumer, one producer warpgroup
constexpr int kAccumulators = kN / 2;          // fp32 per thread per instruction (frag::wgmma_d)
constexpr int kHaloPairs = kHaloRows * kPairsPerRow;
constexpr int kPairsPerThread = (kHaloPairs + 127) / 128;   // the producer's pairs per stage
static_assert(kATileBytes % 1024 == 0 && kStageBytes % 1024 == 0, "the A tiles start on swizzle atoms");
static_assert(kHaloRowBytes % 16 == 0 && kHaloRowBytes / 16 < (1 << 14), "descriptor offsets in 16-byte units");
static_assert(kBarrierOffset + 16 * kStages + 1024 <= kSharedMemoryBytes, "shared memory of the plan");

struct Params {
    hipconv::TensorMap dy_map;                       // dY: dims (K, OW, OH, ${"OD, " if volume else ""}N), box (64, kPatchWidth, kPatchRows, ${"1, " if volume else ""}1)
    const XType* __restrict__ x;
    WType* __restrict__ dw;
    float* __restrict__ workspace;                   // grid.y x slices x kRowBlock x kBlockN fp32 partials
${common.epilogue_fields(plan)}\
    Index channels;                                  // C (<= kPairChannels)
    Index pair_origin;                               // floor(-pw / 2): the pair offset of tap pair 0
    Index tiles_w, tiles_h, patches;                 // patches: N x ${"OD x " if volume else ""}tiles_h x tiles_w (w fastest)
    Index slices;                                    // grid.x
    Index halo_rows;                                 // rows staged per stage: (kPatchRows - 1) * sh + kFilterRows
    int pair_loads;                                  // a whole pair's loads: kPairWords3 (C = 3), kPairVector4 (C = 4), else by element
${common.geometry_fields(plan)}\
};

${wgmma.instruction(n, ptx_type, True, True)}
// The patch of index `patch`: ${"image n, output plane od" if volume else "image n"}, first output row h0 and column w0.
struct Patch {
    Index n, ${"od, " if volume else ""}h0, w0;
};

__device__ __forceinline__ Patch patch_origin(const Params& params, Index patch) {
    Patch origin;
    const Index rest = patch / params.tiles_w;
    origin.w0 = (patch - rest * params.tiles_w) * kPatchWidth;
    const Index plane = rest / params.tiles_h;
    origin.h0 = (rest - plane * params.tiles_h) * kPatchRows;
% if volume:
    origin.n = plane / params.output[0];
    origin.od = plane - origin.n * params.output[0];
% else:
    origin.n = plane;
% endif
    return origin;
}

${pairs.device_pairs()}
${pairs.device_halo()}
// The producer warpgroup's loop: per patch its halo rows of pairs (Mode: how a whole pair
// loads), every thread's loads in flight before it waits for the stage, then thread 0's dY
// box, the padded pairs behind it, fence.proxy.async, one arrival on `full`.
template <int Mode>
__device__ __forceinline__ void produce(const Params& params, unsigned char* tiles, uint64_t* full, uint64_t* empty,
                                        int wg_thread, Index k0${", Index depth_tap" if volume else ""}) {
    hipconv::RingPosition<kStages> ring;
    for (Index patch = blockIdx.x; patch < params.patches; patch += params.slices, ring.advance()) {
        const Patch origin = patch_origin(params, patch);
% if volume:
        const Index plane = origin.od * params.stride[0] - params.pad[0] + depth_tap * params.dilation[0];
        const XType* const x_plane = hipconv::below(plane, params.input[0])
            ? params.x + origin.n * params.x_stride_n + plane * params.x_stride_s[0] : nullptr;
% else:
        const XType* const x_plane = params.x + origin.n * params.x_stride_n;
% endif
        const Index first_row = origin.h0 * params.stride[kH] - params.pad[kH];
        const Index first_pair = origin.w0 + params.pair_origin;
        PairWords pairs[kPairsPerThread];
        load_halo<Mode>(params, x_plane, first_row, first_pair, wg_thread, pairs);
        // The loads above are in flight while this thread waits for the stage.
        hipconv::mbarrier_wait(&empty[ring.stage], ring.phase ^ 1u);
        unsigned char* const stage = tiles + ring.stage * kStageBytes;
        if (wg_thread == 0) {
            hipconv::mbarrier_arrive_expect_tx(&full[ring.stage], kATileBytes);
            hipconv::tma_load_tile(stage, &params.dy_map, &full[ring.stage], k0, origin.w0, origin.h0, ${"origin.od, " if volume else ""}origin.n);
        }
        store_halo(params, stage + kATileBytes, pairs, wg_thread);
        hipconv::fence_async_shared();   // the halo is visible to wgmma's async proxy
        hipconv::mbarrier_arrive(&full[ring.stage]);
    }
}

__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, 1) ${plan.name}_kernel(const __grid_constant__ Params params) {
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
% if volume:
    const Index depth_tap = static_cast<Index>(blockIdx.y) % params.filter[0];   // kd
    const Index k0 = static_cast<Index>(blockIdx.y) / params.filter[0] * kRowBlock;
% else:
    const Index k0 = static_cast<Index>(blockIdx.y) * kRowBlock;
% endif

    if (warpgroup == 1) {   // the producer: one load path per launch
${pairs.run_producer("params, tiles, full, empty, wg_thread, k0" + (", depth_tap" if volume else ""))}\
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
                wgmma_m64n${n}k16(acc[m], a_descriptor + ((stage_bytes + slice * kPatchWidth * 128) >> 4),
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
__global__ void __launch_bounds__(kFinishThreads) ${plan.name}_finish(const __grid_constant__ Params params) {
    const Index taps_c = params.filter[kW] * params.channels;       // (kw, c) of one filter row
    const Index plane_taps = params.filter[kH] * taps_c;            // (kh, kw, c) of one depth tap
    const Index per_k = ${"params.filter[0] * " if volume else ""}plane_taps;
    for (Index i = static_cast<Index>(blockIdx.x * kFinishThreads + threadIdx.x); i < kRowBlock * per_k;
         i += static_cast<Index>(gridDim.x * kFinishThreads)) {
        const Index row = i / per_k;                                  // k - k0
% if volume:
        const Index kd = (i - row * per_k) / plane_taps;
        const Index rest = i - row * per_k - kd * plane_taps;
        const int64_t block_y = static_cast<int64_t>(blockIdx.y) * params.filter[0] + kd;   // the (row block, kd) block
% else:
        const Index rest = i - row * per_k;
        const int64_t block_y = blockIdx.y;
% endif
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
        const int64_t at = static_cast<int64_t>(k) * params.w_stride_k + ${"kd * params.w_stride_s[0] + " if volume else ""}kh * params.w_stride_s[kH] +
                           kw * params.w_stride_s[kW] + c;
        params.dw[at] = hipconv::from_float<WType>(${common.epilogue_value(plan, "sum", at="at")});
    }
}

${pairs.host_pairs()}
int64_t row_blocks(const hipconv_problem* p) { return p->out_channels / kRowBlock; }

// grid.y: the row blocks${" times the depth taps" if volume else ""}.
int64_t grid_rows(const hipconv_problem* p) { return row_blocks(p)${" * p->filter[0]" if volume else ""}; }

int64_t patches(const hipconv_problem* p) {
    return p->batch * ${"p->output[0] * " if volume else ""}hipconv::ceil_div(p->output[kH], kPatchRows) * hipconv::ceil_div(p->output[kW], kPatchWidth);
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

extern "C" int32_t ${plan.symbol}_supports(const hipconv_problem* p) {
${common.common_supports(plan)}\
    if (p->groups != 1 || p->in_channels > kPairChannels || p->out_channels % kRowBlock != 0 ||
        p->stride[kW] != 2 || p->dilation[kW] != 1 || p->dilation[kH] != 1 || p->stride[kH] > kMaxRowStride ||
        p->filter[kH] > kFilterRows || pair_taps(p) > kPairTaps ||
        hipconv::product(p->output, kSpatialDims) * p->batch > INT32_MAX)
        return HIPCONV_REFUSED_TAP_WINDOW;
    if (grid_rows(p) > hipconv::kMaxGridYZ)
        return HIPCONV_REFUSED_GRID_LIMIT;
    return HIPCONV_OK;
}

extern "C" int64_t ${plan.symbol}_workspace_size(const hipconv_problem* p) {
    if (${plan.symbol}_supports(p) != HIPCONV_OK)
        return 0;
    return workspace_bytes(p);
}

// The slices run() splits the positions into per row block (0 when the instance refuses p).
extern "C" int32_t ${plan.symbol}_split_k(const hipconv_problem* p) {
    if (${plan.symbol}_supports(p) != HIPCONV_OK)
        return 0;
    return static_cast<int32_t>(slices(p));
}

extern "C" int32_t ${plan.symbol}_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
${common.run_checks(plan, workspace=True)}${common.epilogue_arguments(plan)}    const hipStream_t hip_stream = static_cast<hipStream_t>(stream);
    Params params{};
    params.x = static_cast<const XType*>(tensors->x);
    params.dw = static_cast<WType*>(tensors->w);
    params.workspace = static_cast<float*>(workspace);
${common.fill_epilogue(plan)}\
${common.fill_geometry(plan)}\
    params.channels = static_cast<Index>(p->in_channels);
    params.pair_origin = static_cast<Index>(pair_origin(p));
    params.tiles_w = static_cast<Index>(hipconv::ceil_div(p->output[kW], kPatchWidth));
    params.tiles_h = static_cast<Index>(hipconv::ceil_div(p->output[kH], kPatchRows));
    params.patches = static_cast<Index>(patches(p));
    params.slices = static_cast<Index>(slices(p));
    params.halo_rows = static_cast<Index>((kPatchRows - 1) * p->stride[kH] + kFilterRows);
${pairs.choose_pair_loads()}\
    // dY: (K, OW, OH, ${"OD, " if volume else ""}N), 64 channels x kPatchWidth x kPatchRows x ${"1 x " if volume else ""}1 per box; zero fill past the output.
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
${common.launch(plan, "grid", "hip_stream")}\
    if (const int32_t launched = hipconv::launch_status())
        return launched;
    const int64_t finish_blocks = hipconv::ceil_div(kRowBlock * hipconv::product(p->filter, kSpatialDims) * p->in_channels,
                                                    kFinishThreads);
    hipLaunchKernelGGL(${plan.name}_finish, dim3(static_cast<unsigned>(finish_blocks < 65535 ? finish_blocks : 65535),
                       static_cast<unsigned>(row_blocks(p))), dim3(kFinishThreads), 0, hip_stream, params);
    return hipconv::launch_status();
}
