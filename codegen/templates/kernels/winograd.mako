<%page args="plan"/>\
<%namespace name="common" file="/kernels/common.mako"/>\
<%namespace name="transforms" file="/kernels/winograd_transforms.mako"/>\
<%
    w = plan.winograd
    alg = plan.alg
    src, dst = w.source, w.target
    SRC, DST = w.source_pointer, plan.output_pointer
%>\
${common.banner(plan)}
//
% if w.flip:
// Backward-data of a 2D 3x3 stride-1 convolution in fp32 by Winograd F(2x2, 3x3):
//   dX[n, i, j, g, c] = sum over r, s < 3 and k of dY[n, i + pad - r, j + pad - s, g, k] * W[g, k, r, s, c]
// computed as the correlation of dY with the flipped filter W'[c][r'][s'][k] = W[k][2 - r'][2 - s'][c]
// at padding 2 - pad (dY zero outside the output).
% else:
// Forward of a 2D 3x3 stride-1 convolution in fp32 by Winograd F(2x2, 3x3):
//   Y[n, p, q, g, k] = sum over r, s < 3 and c of X[n, p - pad + r, q - pad + s, g, c] * W[g, k, r, s, c]
// (X zero outside the input).
% endif
//
// The output is cut into 2x2 tiles; each reads a 4x4 tile d of the input.  With the
// filter g of one (output channel, channel) pair, a tile's output is
//   A^T [ sum over channels of (G g G^T) * (B^T d B) ] A      (* elementwise, 4x4),
// so the reduction over channels is 16 independent GEMMs, one per point of the 4x4
// transformed tile: 2.25x fewer multiplies than the direct sum (16 per 2x2 outputs
// against 36).  A first kernel (${plan.name}_filter) transforms every filter once
// into the workspace, U [group][channel][point][output channel].  The main kernel's
// block owns kBlockTiles tiles x kBlockChannels output channels of one group.  Per
// stage of kStep reduced channels it copies the raw 4x4 input tiles and the stage's U
// rows into one of kBuffers buffers by 16-byte cp.async (zero-filled outside the
// input; kBuffers - 1 stages in flight), transforms the input tiles into V (a thread
// per (tile, channel)); then each point's kPointThreads threads multiply that point's
// tiles x channels GEMM, kThreadTiles x kThreadChannels accumulators a thread.  At the
// end the accumulators leave through shared memory in kPasses passes, and a thread per
// (tile, 4 output channels) applies A^T M A and the epilogue.  The transforms' sums
// come from the matrices in codegen/plan.py.
${common.includes(plan)}

namespace {

using Index = ${plan.index_type};
using XType = ${plan.ctype("x")};   // ${"dX, written" if w.flip else "X, transformed"}
using WType = ${plan.ctype("w")};
using YType = ${plan.ctype("y")};   // ${"dY, transformed" if w.flip else "Y, written"}
using SourceType = ${src.upper()}Type;                 // the transformed input
using TargetType = ${dst.upper()}Type;                 // the output
constexpr int kSpatialDims = 2;
constexpr int kPoints = ${w.points};                               // of the 4x4 transformed tile
constexpr int kBlockTiles = ${w.tiles};                          // 2x2 output tiles per block (block.m)
constexpr int kBlockChannels = ${w.channels};                       // output channels per block (block.n)
constexpr int kStep = ${w.step};                                 // reduced channels per stage (block.k)
constexpr int kThreadTiles = ${w.thread_tiles};                           // a thread's tiles (thread.m), 4 at a time
constexpr int kThreadChannels = ${w.thread_channels};                        // its output channels (thread.n), 4 at a time
constexpr int kGridTiles = kBlockTiles / kThreadTiles;        // one point's threads along the tiles
constexpr int kGridChannels = kBlockChannels / kThreadChannels;   // ... along the output channels
constexpr int kPointThreads = kGridTiles * kGridChannels;
constexpr int kThreads = kPoints * kPointThreads;             // = ${plan.threads}
constexpr int kTilePitch = kBlockTiles + ${w.row_pad};              // floats of one (point, channel) row of V
constexpr int kChannelPitch = kBlockChannels + ${w.row_pad};        // ... of U
constexpr int kRawTilePitch = ${w.raw_tile_pitch};                        // floats of one raw input tile [position][kStep]
constexpr int kPasses = ${w.output_passes};                              // output passes: a thread's 4-column chunks
constexpr int kPassColumns = kBlockChannels / kPasses;        // = ${w.pass_columns}
constexpr int kPassPitch = kPassColumns + ${w.row_pad};             // floats of one (point, tile) row of M
constexpr int kInputQuads = kStep / 4;                        // 16-byte copies of one input position
constexpr int kInputCopies = kBlockTiles * kPoints * kInputQuads;   // of a stage's raw input tiles
constexpr int kInputCopyTasks = (kInputCopies + kThreads - 1) / kThreads;
constexpr int kFilterQuads = kBlockChannels / 4;              // 16-byte copies of one U row
constexpr int kFilterCopies = kPoints * kStep * kFilterQuads;
constexpr int kFilterCopyTasks = (kFilterCopies + kThreads - 1) / kThreads;
constexpr int kInputTasks = (kBlockTiles * kStep + kThreads - 1) / kThreads;      // transforms: (tile, channel) per thread
constexpr int kOutputTasks = (kBlockTiles * kPassColumns / 4 + kThreads - 1) / kThreads;   // (tile, 4 channels)
constexpr int kStoreWidth = ${w.store_vector};                          // output store along ${"C" if w.flip else "K"} (vector.${dst})
constexpr int kBuffers = ${alg.stages};                             // copy buffers (stages in flight + 1)
constexpr int kRawFloats = kBlockTiles * kRawTilePitch;        // a buffer: the raw input tiles [tile][position][kStep],
constexpr int kStageFloats = kRawFloats + kPoints * kStep * kChannelPitch;   // then U [point][kStep][kChannelPitch]
constexpr int kTransformedFloats = kPoints * kStep * kTilePitch;   // V [point][kStep][kTilePitch], after the buffers
constexpr int kSharedFloats = ${plan.shared_memory_bytes // 4};
constexpr int kSharedMemoryBytes = kSharedFloats * 4;         // dynamic, opted in per device past 48 KiB
constexpr int kFilterThreads = 256;                           // the filter transform's block
static_assert(kThreads == ${plan.threads}, "thread count");
static_assert(kStep % 4 == 0 && kBlockChannels % 4 == 0, "16-byte copies");
static_assert(kInputCopyTasks <= 32, "a thread's input copies fit a 32-bit mask");
static_assert(kSharedFloats >= kBuffers * kStageFloats + kTransformedFloats, "the stages fit");
static_assert(kSharedFloats >= kPoints * kBlockTiles * kPassPitch, "an output pass fits");

struct Params {
    const SourceType* __restrict__ ${SRC};
    const WType* __restrict__ w;
    TargetType* __restrict__ ${DST};
    float* __restrict__ u;                           // the workspace: U [g][reduced][point][padded_outputs]
${common.epilogue_fields(plan)}    Index groups;
    Index reduced;                                   // channels per group summed over (${"K" if w.flip else "C"})
    Index outputs;                                   // output channels per group (${"C" if w.flip else "K"})
    Index padded_outputs;                            // ... rounded up to 4 (U's rows: whole 16-byte copies)
    Index source_pad[kSpatialDims];                  // ${"2 - pad: the flipped filter's padding" if w.flip else "pad"}
    int32_t tile_count;                              // N x tile rows x tile columns
    hipconv::FastDivmod by_tile_columns;             // n / ceil(${w.target_extent}[1] / 2)
    hipconv::FastDivmod by_tile_rows;                // n / ceil(${w.target_extent}[0] / 2)
    hipconv::FastDivmod by_channel_blocks;           // blockIdx.y / ceil(outputs / kBlockChannels): (group, channel block)
${common.geometry_fields(plan)}
};

${transforms.tile_place("the output")}
${transforms.input_transform(w.input_transform, "the tile's column of its channel's row of V", "kStep * kTilePitch")}
// U = G g G^T of every filter: a thread per (group, reduced channel, padded output
// channel), the output channel fastest (consecutive U addresses); zero past the outputs.
__global__ void HIPCONV_LAUNCH_BOUNDS(kFilterThreads, 1) ${plan.name}_filter(Params params) {
    const Index element = static_cast<Index>(blockIdx.x) * kFilterThreads + threadIdx.x;   // [g][c][o]
    if (element >= params.groups * params.reduced * params.padded_outputs)
        return;
    const Index o = element % params.padded_outputs;
    const Index c = element / params.padded_outputs % params.reduced;
    const Index g = element / (params.padded_outputs * params.reduced);
    float filter[3][3];
    for (int r = 0; r < 3; ++r)
        for (int s = 0; s < 3; ++s)
% if w.flip:
            filter[r][s] = o < params.outputs   // flipped, K and C swapped: W[g][c][2 - r][2 - s][o]
                ? hipconv::to_float(params.w[g * params.w_stride_g + c * params.w_stride_k + (2 - r) * params.w_stride_s[0] + (2 - s) * params.w_stride_s[1] + o])
                : 0.0f;
% else:
            filter[r][s] = o < params.outputs   // W[g][o][r][s][c]
                ? hipconv::to_float(params.w[g * params.w_stride_g + o * params.w_stride_k + r * params.w_stride_s[0] + s * params.w_stride_s[1] + c])
                : 0.0f;
% endif
    float t[4][3];
    for (int s = 0; s < 3; ++s) {
% for i, terms in enumerate(w.filter_transform):
        t[${i}][s] = ${transforms.combination(terms, "filter[{}][s]")};
% endfor
    }
    float* const u = params.u + ((g * params.reduced + c) * kPoints) * params.padded_outputs + o;
    for (int i = 0; i < 4; ++i) {
% for j, terms in enumerate(w.filter_transform):
        u[(i * 4 + ${j}) * params.padded_outputs] = ${transforms.combination(terms, "t[i][{}]")};
% endfor
    }
}

${common.activation_parameter(plan)}__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, ${alg.min_blocks_per_sm}) ${plan.name}_kernel(Params params) {
    HIPCONV_DYNAMIC_SHARED(float, shared);
    // kBuffers buffers [raw input tiles][U], then V.
    float* const v_tile = shared + kBuffers * kStageFloats;
    const int tid = threadIdx.x;
    const int point = tid / kPointThreads;
    const int tq = tid % kPointThreads % kGridTiles;               // thread along the tiles (fastest: a
    const int cq = tid % kPointThreads / kGridTiles;               // quarter-warp's V reads are consecutive)
    int32_t channel_block;
    const Index g = params.by_channel_blocks.divmod(static_cast<int32_t>(blockIdx.y), channel_block);
    const Index o0 = static_cast<Index>(channel_block) * kBlockChannels;
    const int32_t tile0 = static_cast<int32_t>(blockIdx.x) * kBlockTiles;

    // This thread's input copies (copy q = tid + l * kThreads: 4 channels q % kInputQuads
    // of position q / kInputQuads % 16 of tile q / (16 kInputQuads)): where each starts
    // without the stage's first channel, and which land inside the input (bit l; rule
    // winograd-shape keeps kInputCopyTasks <= 32).
    Index input_at[kInputCopyTasks];
    uint32_t input_inside = 0;
    for (int l = 0; l < kInputCopyTasks; ++l) {
        const int q = tid + l * kThreads;
        const int position = q / kInputQuads % kPoints;
        const int32_t t = tile0 + q / (kInputQuads * kPoints);
        input_at[l] = 0;
        if (q >= kInputCopies || t >= params.tile_count)
            continue;
        const TilePlace place = tile_place(params, t);
        const Index row = place.row - params.source_pad[0] + position / 4, column = place.column - params.source_pad[1] + position % 4;
        if (!hipconv::below(row, params.${w.source_extent}[0]) || !hipconv::below(column, params.${w.source_extent}[1]))
            continue;
        input_inside |= 1u << l;
        input_at[l] = place.n * params.${src}_stride_n + g * params.${src}_stride_g + row * params.${src}_stride_s[0] +
                      column * params.${src}_stride_s[1] + q % kInputQuads * 4;
    }
    // The copies of stage s (channels s * kStep ..) into buffer `buffer`: the raw input
    // tiles (zero outside the input and past the channels), and U's rows (copy q: 4 output
    // channels q % kFilterQuads of point q / kFilterQuads % 16 of channel q / (16
    // kFilterQuads); zero past the channels and the padded output channels).
    auto issue_stage = [&](Index s, int buffer) {
        float* const raw = shared + buffer * kStageFloats;
        const Index c0 = s * kStep;
        for (int l = 0; l < kInputCopyTasks; ++l) {
            const int q = tid + l * kThreads;
            if (kInputCopies % kThreads != 0 && q >= kInputCopies)
                break;
            const bool valid = (input_inside >> l & 1u) && c0 + q % kInputQuads * 4 < params.reduced;
            hipconv::cp_async_16(raw + q / (kInputQuads * kPoints) * kRawTilePitch + q / kInputQuads % kPoints * kStep + q % kInputQuads * 4,
                                 params.${SRC} + (valid ? input_at[l] + c0 : 0), valid);
        }
        for (int l = 0; l < kFilterCopyTasks; ++l) {
            const int q = tid + l * kThreads;
            if (kFilterCopies % kThreads != 0 && q >= kFilterCopies)
                break;
            const int quad = q % kFilterQuads, p = q / kFilterQuads % kPoints, c = q / (kFilterQuads * kPoints);
            const Index o = o0 + quad * 4;
            const bool valid = c0 + c < params.reduced && o < params.padded_outputs;
            const Index at = ((g * params.reduced + c0 + c) * kPoints + p) * params.padded_outputs + o;
            hipconv::cp_async_16(raw + kRawFloats + (p * kStep + c) * kChannelPitch + quad * 4, params.u + (valid ? at : 0), valid);
        }
    };
    // The transforms of the input tiles in buffer `buffer` into V: a thread per (tile
    // e / kStep, channel e % kStep).
    auto transform_stage = [&](int buffer) {
        const float* const raw = shared + buffer * kStageFloats;
        for (int l = 0; l < kInputTasks; ++l) {
            const int e = tid + l * kThreads;
            if (kBlockTiles * kStep % kThreads != 0 && e >= kBlockTiles * kStep)
                break;
            float d[4][4];
            for (int i = 0; i < 4; ++i)
                for (int j = 0; j < 4; ++j)
                    d[i][j] = raw[e / kStep * kRawTilePitch + (i * 4 + j) * kStep + e % kStep];
            transform_input(d, v_tile + e % kStep * kTilePitch + e / kStep);
        }
    };

    float acc[kThreadTiles][kThreadChannels];
    for (int i = 0; i < kThreadTiles; ++i)
        for (int j = 0; j < kThreadChannels; ++j)
            acc[i][j] = 0.0f;

    const Index stages = (params.reduced + kStep - 1) / kStep;
${transforms.multiply_stage("acc[tile][channel] += V[c][tile] U[c][channel]", "v_tile + point * kStep * kTilePitch", "shared + buffer * kStageFloats + kRawFloats + point * kStep * kChannelPitch", "kTilePitch", "kChannelPitch", "kThreadTiles", "kThreadChannels", "kGridTiles", "kGridChannels", "tq", "cq")}
${transforms.stage_pipeline("Index")}
    // The output passes: pass p holds every thread's p-th 4-column chunk as M
    // [point][tile][kPassPitch]; then a thread per (tile, 4 output channels) of the pass
    // applies A^T M A and stores its 2x2 positions.
    float* const m_tile = shared;
    for (int pass = 0; pass < kPasses; ++pass) {
${transforms.store_pass("kBlockTiles", "kThreadTiles", "kGridTiles", "tq", "cq")}        for (int l = 0; l < kOutputTasks; ++l) {
            const int e = tid + l * kThreads;
            const int32_t t = tile0 + e / (kPassColumns / 4);
            if (e >= kBlockTiles * kPassColumns / 4 || t >= params.tile_count)
                continue;
            const int column = e % (kPassColumns / 4) * 4;   // in the pass
            const Index o = o0 + pass * kPassColumns + column;
            if (o >= params.outputs)
                continue;
            float m[4][4][4];   // [point row][point column][channel]
            for (int p = 0; p < kPoints; ++p) {
                const hipconv::Vec<float, 4> v = hipconv::load_vec<4>(m_tile + (p * kBlockTiles + e / (kPassColumns / 4)) * kPassPitch + column);
                for (int k = 0; k < 4; ++k)
                    m[p / 4][p % 4][k] = v.v[k];
            }
            float y[2][2][4];   // A^T m A per channel
            for (int k = 0; k < 4; ++k) {
                float t2[2][4];
                for (int j = 0; j < 4; ++j) {
% for i, terms in enumerate(w.output_transform):
                    t2[${i}][j] = ${transforms.combination(terms, "m[{}][j][k]")};
% endfor
                }
                for (int i = 0; i < 2; ++i) {
% for j, terms in enumerate(w.output_transform):
                    y[i][${j}][k] = ${transforms.combination(terms, "t2[i][{}]")};
% endfor
                }
            }
            const TilePlace place = tile_place(params, t);
            for (int i = 0; i < 2; ++i)
                for (int j = 0; j < 2; ++j) {
                    const Index row = place.row + i, column_at = place.column + j;
                    if (row >= params.${w.target_extent}[0] || column_at >= params.${w.target_extent}[1])
                        continue;
                    const Index at = place.n * params.${dst}_stride_n + g * params.${dst}_stride_g + row * params.${dst}_stride_s[0] +
                                     column_at * params.${dst}_stride_s[1] + o;
                    for (int e0 = 0; e0 < 4; e0 += kStoreWidth) {
                        if (o + e0 >= params.outputs)
                            break;   // the layer's channels end inside this quad (outputs % kStoreWidth == 0)
                        hipconv::Vec<TargetType, kStoreWidth> out;
                        for (int u = 0; u < kStoreWidth; ++u)
                            out.v[u] = hipconv::from_float<TargetType>(${common.epilogue_value(plan, "y[i][j][e0 + u]", at="at + e0 + u", bias_at="g * params.outputs + o + e0 + u")});
                        hipconv::store_vec<kStoreWidth>(params.${DST} + at + e0, out);
                    }
                }
        }
        __syncthreads();   // the pass is read before the next overwrites it
    }
}

// ---------------------------------------------------------------- host side

${transforms.host_tiles(w.target_extent)}
int64_t channel_blocks(const hipconv_problem* p) {
    return hipconv::ceil_div(p->${"in_channels" if w.flip else "out_channels"}, kBlockChannels);
}

// U's elements: [group][reduced channel][point][output channels rounded up to 4].
int64_t filter_elements(const hipconv_problem* p) {
    return p->groups * p->${"out_channels" if w.flip else "in_channels"} * kPoints * hipconv::ceil_div(p->${"in_channels" if w.flip else "out_channels"}, 4) * 4;
}

}  // namespace

extern "C" int32_t ${plan.symbol}_supports(const hipconv_problem* p) {
${common.common_supports(plan)}
    for (int d = 0; d < kSpatialDims; ++d) {
        if (p->filter[d] != 3 || p->stride[d] != 1 || p->dilation[d] != 1)
            return HIPCONV_REFUSED_SPECIALIZATION;   // F(2x2, 3x3): 3x3 filter, stride 1, dilation 1
    }
    if (hipconv::ceil_div(tile_count(p), kBlockTiles) > hipconv::kMaxGridX || tile_count(p) > INT32_MAX ||
        p->groups * channel_blocks(p) > hipconv::kMaxGridYZ ||
        hipconv::ceil_div(filter_elements(p) / kPoints, kFilterThreads) > hipconv::kMaxGridX)
        return HIPCONV_REFUSED_GRID_LIMIT;
% if alg.index_bits.value == 32:
    if (filter_elements(p) > INT32_MAX)
        return HIPCONV_REFUSED_INDEX_RANGE;   // the workspace U, indexed like the tensors
% endif
    return HIPCONV_OK;
}

extern "C" int64_t ${plan.symbol}_workspace_size(const hipconv_problem* p) {
    if (${plan.symbol}_supports(p) != HIPCONV_OK)
        return 0;
    return filter_elements(p) * static_cast<int64_t>(sizeof(float));   // U, the transformed filters
}

extern "C" int32_t ${plan.symbol}_split_k(const hipconv_problem* p) {
    (void)p;
    return 1;
}

extern "C" int32_t ${plan.symbol}_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
${common.run_checks(plan, workspace=True)}${common.epilogue_arguments(plan)}    Params params{};
    params.${SRC} = static_cast<const SourceType*>(tensors->${src});
    params.w = static_cast<const WType*>(tensors->w);
    params.${DST} = static_cast<TargetType*>(tensors->${dst});
    params.u = static_cast<float*>(workspace);
${common.fill_epilogue(plan)}    params.groups = static_cast<Index>(p->groups);
    params.reduced = static_cast<Index>(p->${"out_channels" if w.flip else "in_channels"});
    params.outputs = static_cast<Index>(p->${"in_channels" if w.flip else "out_channels"});
    params.padded_outputs = static_cast<Index>(hipconv::ceil_div(p->${"in_channels" if w.flip else "out_channels"}, 4) * 4);
${common.fill_geometry(plan)}
    for (int d = 0; d < kSpatialDims; ++d)
        params.source_pad[d] = static_cast<Index>(${"2 - p->pad_left[d]" if w.flip else "p->pad_left[d]"});
    params.tile_count = static_cast<int32_t>(tile_count(p));
    params.by_tile_columns = hipconv::FastDivmod(static_cast<int32_t>(tile_columns(p)));
    params.by_tile_rows = hipconv::FastDivmod(static_cast<int32_t>(tile_rows(p)));
    params.by_channel_blocks = hipconv::FastDivmod(static_cast<int32_t>(channel_blocks(p)));
    const dim3 grid(static_cast<unsigned>(hipconv::ceil_div(tile_count(p), kBlockTiles)),
                    static_cast<unsigned>(p->groups * channel_blocks(p)), 1);
    const hipStream_t on = static_cast<hipStream_t>(stream);
    hipLaunchKernelGGL(${plan.name}_filter, dim3(static_cast<unsigned>(hipconv::ceil_div(filter_elements(p) / kPoints, kFilterThreads))),
                       dim3(kFilterThreads), 0, on, params);
    if (const int32_t launched = hipconv::launch_status())
        return launched;
${common.launch(plan, "grid", "on")}
    return hipconv::launch_status();
}
