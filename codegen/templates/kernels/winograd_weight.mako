<%page args="plan"/>\
<%namespace name="common" file="/kernels/common.mako"/>\
<%namespace name="transforms" file="/kernels/winograd_transforms.mako"/>\
<%
    w = plan.winograd_weight
    alg = plan.alg
%>\
${common.banner(plan)}
//
// Backward-weight of a 2D 3x3 stride-1 convolution in fp32 by Winograd F(2x2, 3x3):
//   dW[g, k, r, s, c] = sum over n, p, q of dY[n, p, q, g, k] * X[n, p - pad + r, q - pad + s, g, c]
// (X zero outside the input).  The output positions are cut into 2x2 tiles; tile t with
// its dY tile e (2x2, per k) and the 4x4 X tile d it reaches (per c) adds
//   G^T [ (A e A^T) * (B^T d B) ] G      (* elementwise, 4x4)
// to dW's 3x3 taps of (k, c), so the sum over tiles is 16 independent GEMMs (K x C, one
// per point of the 4x4 transformed tile), reduced over the tiles.  A block owns kBlockK x
// kBlockC of one group's dW and one slice of the tiles (split_k: as many slices as one wave
// of the device's resident blocks holds beside the channel blocks).  Per stage of kStep
// tiles it copies their raw X tiles (4x4, kBlockC channels) and dY tiles (2x2, kBlockK)
// into one of kBuffers buffers by 16-byte cp.async (zero-filled outside the tensors;
// kBuffers - 1 stages in flight), transforms them into E and V (a thread per (tile,
// output channel) and per (tile, channel)); then each point's kPointThreads threads
// multiply that point's GEMM, kThreadK x kThreadC accumulators a thread.  At the end the
// accumulators leave through shared memory in kPasses passes, a thread per (k, 4 channels)
// applies G^T M G and stores the slice's fp32 3x3 taps into the workspace; the second
// kernel sums the slices in order, applies the epilogue and writes dW.  The transforms'
// sums come from the matrices in codegen/plan.py.
${common.includes(plan)}

namespace {

using Index = ${plan.index_type};
using XType = ${plan.ctype("x")};   // X, transformed
using WType = ${plan.ctype("w")};   // dW, written
using YType = ${plan.ctype("y")};   // dY, transformed
constexpr int kSpatialDims = 2;
constexpr int kPoints = ${w.points};                               // of the 4x4 transformed tile
constexpr int kBlockK = ${w.k_channels};                              // dW output channels per block (block.m)
constexpr int kBlockC = ${w.c_channels};                              // dW channels per block (block.n)
constexpr int kStep = ${w.step};                                 // 2x2 tiles per stage (block.k)
constexpr int kThreadK = ${w.thread_k};                               // a thread's output channels (thread.m), 4 at a time
constexpr int kThreadC = ${w.thread_c};                               // its channels (thread.n), 4 at a time
constexpr int kGridK = kBlockK / kThreadK;                    // one point's threads along K
constexpr int kGridC = kBlockC / kThreadC;                    // ... along C
constexpr int kPointThreads = kGridK * kGridC;
constexpr int kThreads = kPoints * kPointThreads;             // = ${plan.threads}
constexpr int kGradientPitch = kBlockK + ${w.row_pad};              // floats of one (point, tile) row of E
constexpr int kInputPitch = kBlockC + ${w.row_pad};                 // ... of V
constexpr int kPasses = ${w.output_passes};                              // output passes: a thread's 4-channel chunks
constexpr int kPassColumns = kBlockC / kPasses;               // = ${w.pass_columns}
constexpr int kPassPitch = kPassColumns + ${w.row_pad};             // floats of one (point, k) row of M
constexpr int kInputQuads = kBlockC / 4;                      // 16-byte copies of one X position
constexpr int kInputCopies = kStep * kPoints * kInputQuads;   // of a stage's X tiles
constexpr int kInputCopyTasks = (kInputCopies + kThreads - 1) / kThreads;
constexpr int kGradientQuads = kBlockK / 4;                   // ... of one dY position
constexpr int kGradientCopies = kStep * 4 * kGradientQuads;   // of a stage's dY tiles
constexpr int kGradientCopyTasks = (kGradientCopies + kThreads - 1) / kThreads;
constexpr int kInputTasks = (kStep * kBlockC + kThreads - 1) / kThreads;      // transforms: (tile, channel) per thread
constexpr int kGradientTasks = (kStep * kBlockK + kThreads - 1) / kThreads;   // (tile, output channel)
constexpr int kOutputTasks = (kBlockK * kPassColumns / 4 + kThreads - 1) / kThreads;   // (k, 4 channels)
constexpr int kBuffers = ${alg.stages};                             // copy buffers (stages in flight + 1)
constexpr int kRawInputFloats = kStep * kPoints * kBlockC;     // a buffer: X tiles [tile][position][kBlockC],
constexpr int kStageFloats = kRawInputFloats + kStep * 4 * kBlockK;   // then dY tiles [tile][position][kBlockK]
constexpr int kTransformedFloats = kPoints * kStep * (kGradientPitch + kInputPitch);   // E, V after the buffers
constexpr int kSharedFloats = ${plan.shared_memory_bytes // 4};
constexpr int kSharedMemoryBytes = kSharedFloats * 4;         // dynamic, opted in per device past 48 KiB
constexpr int kFinishThreads = 256;
static_assert(kThreads == ${plan.threads}, "thread count");
static_assert(kThreads % (kInputQuads * kStep) == 0 && kThreads % (kGradientQuads * kStep) == 0,
              "a thread copies positions of one tile a stage");
static_assert(kSharedFloats >= kBuffers * kStageFloats + kTransformedFloats, "the stages fit");
static_assert(kSharedFloats >= kPoints * kBlockK * kPassPitch, "an output pass fits");

struct Params {
    const XType* __restrict__ x;
    const YType* __restrict__ dy;
    WType* __restrict__ dw;
    float* __restrict__ partial;                     // the workspace: [slice][g][k][tap][c] fp32
${common.epilogue_fields(plan)}    Index groups;
    Index in_channels, out_channels;                 // C, K per group
    int32_t tile_count;                              // N x tile rows x tile columns
    int32_t slice_tiles;                             // tiles per slice (a multiple of kStep)
    int32_t slices;
    hipconv::FastDivmod by_tile_columns;             // n / ceil(output[1] / 2)
    hipconv::FastDivmod by_tile_rows;                // n / ceil(output[0] / 2)
    hipconv::FastDivmod by_c_blocks;                 // blockIdx.x / ceil(C / kBlockC)
    hipconv::FastDivmod by_k_blocks;                 // ... / ceil(K / kBlockK): (group, k block, c block)
${common.geometry_fields(plan)}
};

${transforms.tile_place("dY")}
${transforms.input_transform(w.input_transform, "the channel's column of its tile's row of V", "kStep * kInputPitch")}
// A e A^T of one 2x2 dY tile, stored as the output channel's column of its tile's row of E.
HIPCONV_DEVICE_INLINE void transform_gradient(const float (&e)[2][2], float* e_column) {
    float t[4][2];
    for (int j = 0; j < 2; ++j) {
% for i, terms in enumerate(w.gradient_transform):
        t[${i}][j] = ${transforms.combination(terms, "e[{}][j]")};
% endfor
    }
    for (int i = 0; i < 4; ++i) {
% for j, terms in enumerate(w.gradient_transform):
        e_column[(i * 4 + ${j}) * kStep * kGradientPitch] = ${transforms.combination(terms, "t[i][{}]")};
% endfor
    }
}

__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, ${alg.min_blocks_per_sm}) ${plan.name}_kernel(Params params) {
    HIPCONV_DYNAMIC_SHARED(float, shared);
    // kBuffers copy buffers [X tiles][dY tiles], then E and V.
    const int tid = threadIdx.x;
    const int point = tid / kPointThreads;
    const int cq = tid % kPointThreads % kGridC;                   // thread along C (fastest: a
    const int kq = tid % kPointThreads / kGridC;                   // quarter-warp's V reads are consecutive)
    int32_t c_block, k_block;
    const int32_t rest = params.by_c_blocks.divmod(static_cast<int32_t>(blockIdx.x), c_block);
    const Index g = params.by_k_blocks.divmod(rest, k_block);
    const Index k0 = static_cast<Index>(k_block) * kBlockK, c0 = static_cast<Index>(c_block) * kBlockC;
    const int32_t slice = static_cast<int32_t>(blockIdx.y);
    const int32_t first_tile = slice * params.slice_tiles;
    const int32_t end_tile = first_tile + params.slice_tiles < params.tile_count ? first_tile + params.slice_tiles : params.tile_count;
    const Index x_row = params.x_stride_s[0], x_column = params.x_stride_s[1];
    const Index y_row = params.y_stride_s[0], y_column = params.y_stride_s[1];

    float* const e_tile = shared + kBuffers * kStageFloats;      // E [point][kStep][kGradientPitch]
    float* const v_tile = e_tile + kPoints * kStep * kGradientPitch;   // V [point][kStep][kInputPitch]
    // The copies of stage s (tiles t0 = first_tile + s * kStep ..) into buffer `buffer`:
    // X copy q = tid + l * kThreads is 4 channels q % kInputQuads of tile q / kInputQuads
    // % kStep at position q / (kInputQuads kStep), dY's likewise with kGradientQuads and 4
    // positions, so a thread's copies are of one X tile and one dY tile (static_assert
    // above); zero outside the tensors, past the channels and past the slice.
    auto issue_stage = [&](int32_t s, int buffer) {
        const int32_t t0 = first_tile + s * kStep;
        float* const raw = shared + buffer * kStageFloats;
        const int input_tile = tid / kInputQuads % kStep, gradient_tile = tid / kGradientQuads % kStep;
        const bool input_there = t0 + input_tile < end_tile, gradient_there = t0 + gradient_tile < end_tile;
        const TilePlace input_place = tile_place(params, input_there ? t0 + input_tile : 0);
        const TilePlace gradient_place = kInputQuads == kGradientQuads ? input_place : tile_place(params, gradient_there ? t0 + gradient_tile : 0);
        const Index c = c0 + tid % kInputQuads * 4, k = k0 + tid % kGradientQuads * 4;
        for (int l = 0; l < kInputCopyTasks; ++l) {
            const int q = tid + l * kThreads;
            if (kInputCopies % kThreads != 0 && q >= kInputCopies)
                break;
            const int position = q / (kInputQuads * kStep);
            const Index row = input_place.row - params.pad[0] + position / 4, column = input_place.column - params.pad[1] + position % 4;
            const bool valid = input_there && c < params.in_channels && hipconv::below(row, params.input[0]) && hipconv::below(column, params.input[1]);
            const Index at = input_place.n * params.x_stride_n + g * params.x_stride_g + row * x_row + column * x_column + c;
            hipconv::cp_async_16(raw + (input_tile * kPoints + position) * kBlockC + tid % kInputQuads * 4, params.x + (valid ? at : 0), valid);
        }
        for (int l = 0; l < kGradientCopyTasks; ++l) {
            const int q = tid + l * kThreads;
            if (kGradientCopies % kThreads != 0 && q >= kGradientCopies)
                break;
            const int position = q / (kGradientQuads * kStep);
            const Index row = gradient_place.row + position / 2, column = gradient_place.column + position % 2;
            const bool valid = gradient_there && k < params.out_channels && row < params.output[0] && column < params.output[1];
            const Index at = gradient_place.n * params.y_stride_n + g * params.y_stride_g + row * y_row + column * y_column + k;
            hipconv::cp_async_16(raw + kRawInputFloats + (gradient_tile * 4 + position) * kBlockK + tid % kGradientQuads * 4,
                                 params.dy + (valid ? at : 0), valid);
        }
    };
    // The transforms of the tiles in buffer `buffer` into V (a thread per (tile e /
    // kBlockC, channel e % kBlockC)) and E (per (tile e / kBlockK, output channel)).
    auto transform_stage = [&](int buffer) {
        const float* const raw = shared + buffer * kStageFloats;
        for (int l = 0; l < kInputTasks; ++l) {
            const int e = tid + l * kThreads;
            if (kStep * kBlockC % kThreads != 0 && e >= kStep * kBlockC)
                break;
            float d[4][4];
            for (int i = 0; i < 4; ++i)
                for (int j = 0; j < 4; ++j)
                    d[i][j] = raw[(e / kBlockC * kPoints + i * 4 + j) * kBlockC + e % kBlockC];
            transform_input(d, v_tile + e / kBlockC * kInputPitch + e % kBlockC);
        }
        for (int l = 0; l < kGradientTasks; ++l) {
            const int e = tid + l * kThreads;
            if (kStep * kBlockK % kThreads != 0 && e >= kStep * kBlockK)
                break;
            float dy[2][2];
            for (int i = 0; i < 2; ++i)
                for (int j = 0; j < 2; ++j)
                    dy[i][j] = raw[kRawInputFloats + (e / kBlockK * 4 + i * 2 + j) * kBlockK + e % kBlockK];
            transform_gradient(dy, e_tile + e / kBlockK * kGradientPitch + e % kBlockK);
        }
    };

    float acc[kThreadK][kThreadC];
    for (int i = 0; i < kThreadK; ++i)
        for (int j = 0; j < kThreadC; ++j)
            acc[i][j] = 0.0f;
${transforms.multiply_stage("acc[k][c] += E[t][k] V[t][c]", "e_tile + point * kStep * kGradientPitch", "v_tile + point * kStep * kInputPitch", "kGradientPitch", "kInputPitch", "kThreadK", "kThreadC", "kGridK", "kGridC", "kq", "cq")}
    const int32_t stages = end_tile > first_tile ? (end_tile - first_tile + kStep - 1) / kStep : 0;
${transforms.stage_pipeline("int32_t")}
    // The output passes: pass p holds every thread's p-th 4-channel chunk as M
    // [point][k][kPassPitch]; then a thread per (k, 4 channels) of the pass applies
    // G^T M G and stores the slice's 3x3 taps.
    float* const m_tile = shared;
    for (int pass = 0; pass < kPasses; ++pass) {
${transforms.store_pass("kBlockK", "kThreadK", "kGridK", "kq", "cq")}        for (int l = 0; l < kOutputTasks; ++l) {
            const int e = tid + l * kThreads;
            const int k_row = e / (kPassColumns / 4);
            if (e >= kBlockK * kPassColumns / 4 || k0 + k_row >= params.out_channels)
                continue;
            const int column = e % (kPassColumns / 4) * 4;   // in the pass
            const Index c = c0 + pass * kPassColumns + column;
            if (c >= params.in_channels)
                continue;
            float m[4][4][4];   // [point row][point column][channel]
            for (int p = 0; p < kPoints; ++p) {
                const hipconv::Vec<float, 4> v = hipconv::load_vec<4>(m_tile + (p * kBlockK + k_row) * kPassPitch + column);
                for (int u = 0; u < 4; ++u)
                    m[p / 4][p % 4][u] = v.v[u];
            }
            // G^T m G per channel, into the slice's taps [g][k][tap][c] (C contiguous).
            float* const out = params.partial + ((static_cast<int64_t>(slice) * params.groups + g) * params.out_channels + k0 + k_row) * 9 * params.in_channels + c;
            for (int u = 0; u < 4; ++u) {
                if (c + u >= params.in_channels)
                    break;
                float t2[3][4];
                for (int j = 0; j < 4; ++j) {
% for i, terms in enumerate(w.weight_transform):
                    t2[${i}][j] = ${transforms.combination(terms, "m[{}][j][u]")};
% endfor
                }
                for (int r = 0; r < 3; ++r) {
% for j, terms in enumerate(w.weight_transform):
                    out[(r * 3 + ${j}) * params.in_channels + u] = ${transforms.combination(terms, "t2[r][{}]")};
% endfor
                }
            }
        }
        __syncthreads();   // the pass is read before the next overwrites it
    }
}

// dW[g, k, tap, c] = the epilogue of the sum over slices 0..S-1 (in order) of the workspace,
// a thread per element.
__global__ void HIPCONV_LAUNCH_BOUNDS(kFinishThreads, 1) ${plan.name}_finish(Params params) {
    const Index taps = 9 * params.in_channels;
    const Index element = static_cast<Index>(blockIdx.x) * kFinishThreads + threadIdx.x;   // [g][k][tap][c]
    const Index elements = params.groups * params.out_channels * taps;
    if (element >= elements)
        return;
    float acc = 0.0f;
    for (int32_t slice = 0; slice < params.slices; ++slice)
        acc += params.partial[static_cast<int64_t>(slice) * elements + element];
    const Index c = element % params.in_channels;
    const Index tap = element / params.in_channels % 9;
    const Index k = element / taps % params.out_channels;
    const Index g = element / (taps * params.out_channels);
    const Index at = g * params.w_stride_g + k * params.w_stride_k + tap / 3 * params.w_stride_s[0] + tap % 3 * params.w_stride_s[1] + c;
    params.dw[at] = hipconv::from_float<WType>(${common.epilogue_value(plan, "acc", at="at")});
}

// ---------------------------------------------------------------- host side

${transforms.host_tiles("output")}
int64_t channel_blocks(const hipconv_problem* p) {
    return p->groups * hipconv::ceil_div(p->out_channels, kBlockK) * hipconv::ceil_div(p->in_channels, kBlockC);
}

// The slices of the tiles: as many as the device's resident blocks hold in one wave beside
// the channel blocks (at least one; a second, partial wave would leave most slots idle for
// a whole slice's time), each slice whole stages, and (slices, tiles per slice).
struct SlicePlan {
    int64_t slices, slice_tiles;
};

SlicePlan slice_plan(const hipconv_problem* p) {
    const int64_t tiles = tile_count(p);
${common.resident_slots(plan)}    const int64_t wanted = slots / channel_blocks(p);
    const int64_t stages = hipconv::ceil_div(tiles, kStep);
    const int64_t slices = wanted < 1 ? 1 : (wanted > stages ? stages : wanted);
    const int64_t slice_tiles = hipconv::ceil_div(stages, slices) * kStep;
    return {hipconv::ceil_div(tiles, slice_tiles), slice_tiles};
}

int64_t workspace_bytes(const hipconv_problem* p) {
    return slice_plan(p).slices * p->groups * p->out_channels * 9 * p->in_channels * static_cast<int64_t>(sizeof(float));
}

}  // namespace

extern "C" int32_t ${plan.symbol}_supports(const hipconv_problem* p) {
${common.common_supports(plan)}
    for (int d = 0; d < kSpatialDims; ++d) {
        if (p->filter[d] != 3 || p->stride[d] != 1 || p->dilation[d] != 1)
            return HIPCONV_REFUSED_SPECIALIZATION;   // F(2x2, 3x3): 3x3 filter, stride 1, dilation 1
    }
    if (tile_count(p) > INT32_MAX || channel_blocks(p) > hipconv::kMaxGridX || slice_plan(p).slices > hipconv::kMaxGridYZ ||
        hipconv::ceil_div(p->groups * p->out_channels * 9 * p->in_channels, kFinishThreads) > hipconv::kMaxGridX)
        return HIPCONV_REFUSED_GRID_LIMIT;
    return HIPCONV_OK;
}

extern "C" int64_t ${plan.symbol}_workspace_size(const hipconv_problem* p) {
    if (${plan.symbol}_supports(p) != HIPCONV_OK)
        return 0;
    return workspace_bytes(p);   // the slices' fp32 taps
}

extern "C" int32_t ${plan.symbol}_split_k(const hipconv_problem* p) {
    if (${plan.symbol}_supports(p) != HIPCONV_OK)
        return 1;
    return static_cast<int32_t>(slice_plan(p).slices);
}

extern "C" int32_t ${plan.symbol}_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
${common.run_checks(plan, workspace=True)}${common.epilogue_arguments(plan)}    Params params{};
    params.x = static_cast<const XType*>(tensors->x);
    params.dy = static_cast<const YType*>(tensors->y);
    params.dw = static_cast<WType*>(tensors->w);
    params.partial = static_cast<float*>(workspace);
${common.fill_epilogue(plan)}    params.groups = static_cast<Index>(p->groups);
    params.in_channels = static_cast<Index>(p->in_channels);
    params.out_channels = static_cast<Index>(p->out_channels);
${common.fill_geometry(plan)}
    const SlicePlan slices = slice_plan(p);
    params.tile_count = static_cast<int32_t>(tile_count(p));
    params.slice_tiles = static_cast<int32_t>(slices.slice_tiles);
    params.slices = static_cast<int32_t>(slices.slices);
    params.by_tile_columns = hipconv::FastDivmod(static_cast<int32_t>(tile_columns(p)));
    params.by_tile_rows = hipconv::FastDivmod(static_cast<int32_t>(tile_rows(p)));
    params.by_c_blocks = hipconv::FastDivmod(static_cast<int32_t>(hipconv::ceil_div(p->in_channels, kBlockC)));
    params.by_k_blocks = hipconv::FastDivmod(static_cast<int32_t>(hipconv::ceil_div(p->out_channels, kBlockK)));
    const dim3 grid(static_cast<unsigned>(channel_blocks(p)), static_cast<unsigned>(slices.slices), 1);
    const hipStream_t on = static_cast<hipStream_t>(stream);
${common.launch(plan, "grid", "on")}
    if (const int32_t launched = hipconv::launch_status())
        return launched;
    const int64_t elements = p->groups * p->out_channels * 9 * p->in_channels;
    hipLaunchKernelGGL(${plan.name}_finish, dim3(static_cast<unsigned>(hipconv::ceil_div(elements, kFinishThreads))),
                       dim3(kFinishThreads), 0, on, params);
    return hipconv::launch_status();
}
