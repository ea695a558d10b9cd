// @generated from specs/bwd_weight.yaml, instance bwd_weight_2d_bf16_depthwise_t4_run4; do not edit.
// Regenerate with: python -m codegen specs/bwd_weight.yaml
//
// signature: backward_weight, 2D, x NHWGC bf16, w GKYXC bf16, y NHWGK bf16,
//            accumulate fp32, epilogue acc
// algorithm: depthwise runs (depthwise, 4 tile rows), block 64x32x9, thread 4x2 (256 threads),
//            vectors x 2 / w 1 / y 2, 32-bit indices,
//            registers for 2 resident blocks per SM,
//            split_k auto, atomic reduction, 1 group(s) per block
// targets:   gfx90a, gfx940, sm_80, sm_90a
//
// Depthwise backward-weight (C = K = 1 per group), no GEMM:
//   dW[g, 0, f.., 0] = sum over n and o.. of dY[n, o.., g, 0] * X[n, o*stride - pad + f*dilation, g, 0]
// a reduction over the Kg = N * prod(output) rows (n, o..) for every (group, tap).
//
// Mapping: a block owns kBlockN = 32 consecutive groups and kBlockK = 9 consecutive
// filter taps (grid.x = ceil(G / 32), grid.y = tap tiles of floor(9 / F) whole rows of F taps, grid.z = split slices).
// Its threads are kTeams = 16 row teams x kLanes = 16 lanes; a lane owns 2 consecutive
// groups (one vector of x and of dY along G); team t takes runs of kRun = 4 rows of a staged
// tile (below).  Each thread keeps kBlockK x 2 fp32 accumulators in registers; at the end the
// teams' partial sums meet in shared memory and are added in team order 0..kTeams-1.
//
// Staged rows (tile_rows 4): the reduction is walked in tiles of kTileRows output rows of
// one image (tile = n * row tiles + row tile; split slices are whole tiles).  Per tile the
// block copies, in 16-byte cp.async vectors of its kBlockGroups groups per pixel, the
// tile's dY rows (row_runs * kRun columns, zeros past the output) and the X rows they
// reach ((kTileRows - 1) * stride + (R - 1) * dilation + 1 rows of staged_width pixels,
// zeros outside the input) into shared memory, one tile ahead of the one it multiplies
// (two stages, sized per problem: refusal depthwise-tile where they do not fit).  Team t
// takes the tile's runs t, t + kTeams, .. (run = row * row_runs + run of the row).  A run
// keeps, per row of taps, an X window of (kRun - 1) * S + F staged pixels in registers
// (innermost dilation 1 and a (filter width F, stride S) this kernel has a window for:
// 3 at stride 1, 7 at stride 1, 3 at stride 2; a tap tile is whole rows of F taps): tap f of position j reads window element
// j * S + f.  Problems without a window are refused (depthwise-window).
//
// Memory: each tile's dY rows are copied once per tap tile (exactly once when block.k >=
// prod(filter)), its X rows likewise -- rows that neighbouring tiles both reach ((R - 1) *
// dilation + 1 - stride of them) are copied by both; every other read is from shared memory.
// dW is written once (G * prod(filter) elements, element by element: not contiguous along G).
// Split-K (split_k auto): grid.z = S slices of the tiles, chunk = ceil(tiles / S);
// two-stage: fp32 atomicAdd into a zeroed fp32 workspace, then one conversion pass.
// When the count resolves to 1 the block stores dW directly.
#include <stdint.h>

#include "hipconv/platform.h"
#include "hipconv/numeric.h"
#include "hipconv/host.h"
#include "hipconv_bwd_weight.h"

// Everything below is in this instance's own namespace (closed at the end of the file), so
// that several instance sources can be compiled as one translation unit (the build option
// HIPCONV_BATCH_SIZE); the exported extern "C" functions keep their C names.
namespace hipconv_instance_bwd_weight_2d_bf16_depthwise_t4_run4 {

namespace {

using Index = int32_t;
using XType = hipconv::bfloat16_t;
using WType = hipconv::bfloat16_t;   // dW, written
using YType = hipconv::bfloat16_t;   // dY
constexpr int kSpatialDims = 2;
constexpr int kBlockM = 64;
constexpr int kBlockN = 32;
constexpr int kBlockK = 9;
constexpr int kVec = 2;                         // groups per thread
constexpr int kChannels = 1;                     // C = K per group
constexpr int kLoadWidth = kVec * kChannels;       // a thread's dY (and X) values of one row: one vector (thread.n)
constexpr int kLanes = kBlockN / kLoadWidth;       // threads along the group axis
constexpr int kValues = kVec * kChannels * kChannels;   // accumulators per tap: K x C per group
constexpr int kRun = 4;                         // consecutive rows per team step (thread.m)
constexpr int kTeams = kBlockM / kRun;             // row teams
constexpr int kBlockGroups = kLanes * kVec;
constexpr int kThreads = kTeams * kLanes;          // = 256
static_assert(kThreads == 256, "thread count");
constexpr int kTileRows = 4;                      // output rows per staged tile (tile_rows)
constexpr int kCopyWidth = 16 / static_cast<int>(sizeof(XType));   // elements per 16-byte staging copy
constexpr int kPixelCopies = kBlockGroups / kCopyWidth;         // copies per staged pixel (the block's groups)
constexpr int kCopyStep = kThreads / kPixelCopies;               // pixels the block copies at once
static_assert(sizeof(XType) == sizeof(YType), "dY and X pixels staged alike");
static_assert(kThreads % kPixelCopies == 0, "rule depthwise-tile: whole staged pixels per pass");
constexpr int kReductionStep = 1;                  // the reduction counts tiles: split slices are whole tiles

struct Params {
    const XType* __restrict__ x;
    const YType* __restrict__ dy;
    WType* __restrict__ dw;
    Index batch, groups;
    Index taps;                                      // prod(filter)
    Index tile_taps;                                 // taps per tap tile (grid.y): kBlockK, or whole rows of F
    int window;                                      // F of the X window (window_width), or 0: row by row
    int window_stride;                               // S: the innermost stride
    Index k_total;                                   // tiles: N * ceil(OH / kTileRows)
    int row_runs;                                    // runs per staged row: ceil(OW / kRun)
    int staged_columns;                              // dY pixels per staged row: row_runs * kRun (zeros past OW)
    int staged_width;                                // X pixels per staged row: (staged_columns - 1) * stride + (S - 1) * dilation + 1
    int staged_rows;                                 // X rows per tile: (kTileRows - 1) * stride + (R - 1) * dilation + 1
    int x_offset_bytes;                              // bytes of a stage before its X rows (its dY rows)
    int stage_bytes;                                 // bytes per stage
    hipconv::FastDivmod by_row_tiles;                // tile -> (n, row tile): n / ceil(OH / kTileRows)
    hipconv::FastDivmod by_row_runs;                 // run -> (row, run of the row): n / row_runs
    hipconv::FastDivmod by_staged_columns;           // staged dY pixel -> (row, column)
    hipconv::FastDivmod by_staged_width;             // staged X pixel -> (row, column)
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

    Index chunk;                                     // reduction elements per split slice (multiple of kReductionStep)
    int splits;                                      // effective number of slices (grid.z = z blocks * splits)
    float* __restrict__ workspace;                   // fp32 partial sums (one G*K*prod(filter)*C)
    int64_t w_elements;                              // G*K*prod(filter)*C
};

// Row r of the thread's taps through its X window: tap (r, t) of run position j multiplies
// window element j * S + t, for the thread's kVec groups.
template <int F, int S>
__device__ __forceinline__ void window_products(float (&acc)[kBlockK][kValues], int r,
                                                const float (&dy_v)[kRun][kLoadWidth],
                                                const float (&window)[(kRun - 1) * S + F][kLoadWidth]) {
    for (int t = 0; t < F; ++t)
        for (int j = 0; j < kRun; ++j)
            for (int v = 0; v < kVec; ++v)
                for (int k = 0; k < kChannels; ++k)
                    for (int c = 0; c < kChannels; ++c)
                        acc[r * F + t][(v * kChannels + k) * kChannels + c] +=
                            dy_v[j][v * kChannels + k] * window[j * S + t][v * kChannels + c];
}

__global__ void HIPCONV_LAUNCH_BOUNDS(kThreads, 2) bwd_weight_2d_bf16_depthwise_t4_run4_kernel(Params params) {
    const int tid = threadIdx.x;
    const int lane = tid % kLanes;
    const int team = tid / kLanes;
    const Index g0 = static_cast<Index>(blockIdx.x) * kBlockGroups;
    const Index g = g0 + lane * kVec;
    const Index tile_taps = params.tile_taps;
    const Index tap0 = static_cast<Index>(blockIdx.y) * tile_taps;
    const int slice = static_cast<int>(blockIdx.z);
    const Index row_begin = static_cast<Index>(slice) * params.chunk;
    const Index row_end = params.k_total - row_begin < params.chunk ? params.k_total : row_begin + params.chunk;

    Index f0[kSpatialDims];   // filter coordinates of the tile's first tap
    hipconv::split_index(tap0, params.filter, f0);

    float acc[kBlockK][kValues];
    for (int t = 0; t < kBlockK; ++t)
        for (int e = 0; e < kValues; ++e)
            acc[t][e] = 0.0f;

    // The stages: [stage][dY rows: kTileRows x staged_columns pixels][X rows: staged_rows x
    // staged_width pixels], a pixel being kBlockGroups values of the block's groups.
    HIPCONV_DYNAMIC_SHARED(unsigned char, stage_memory);
    const int copy_vector = tid % kPixelCopies;           // this thread's 16-byte copy of a pixel
    const int copy_first = tid / kPixelCopies;            // its first pixel; then every kCopyStep-th
    const Index copy_group = g0 + copy_vector * kCopyWidth;
    const bool copy_groups = copy_group < params.groups;   // whole copies: G % kCopyWidth == 0 (supports)

    // This thread's copies of tile `tile` into `stage` (zeros outside dY and X).
    auto stage_tile = [&](Index tile, int stage) {
        int32_t row_tile = 0;
        const Index n = params.by_row_tiles.divmod(static_cast<int32_t>(tile), row_tile);
        const Index oh0 = static_cast<Index>(row_tile) * kTileRows;
        unsigned char* const base = stage_memory + stage * params.stage_bytes;
        YType* const dy_rows = reinterpret_cast<YType*>(base) + copy_vector * kCopyWidth;
        XType* const x_rows = reinterpret_cast<XType*>(base + params.x_offset_bytes) + copy_vector * kCopyWidth;
        const int dy_pixels = kTileRows * params.staged_columns;
        for (int pixel = copy_first; pixel < dy_pixels; pixel += kCopyStep) {
            int32_t column = 0;
            const Index oh = oh0 + params.by_staged_columns.divmod(pixel, column);
            const bool inside = copy_groups && oh < params.output[0] && column < params.output[1];
            const YType* const source = inside ? params.dy + n * params.y_stride_n + oh * params.y_stride_s[0] +
                                                     column * params.y_stride_s[1] + copy_group * params.y_stride_g
                                               : params.dy;
            hipconv::cp_async_16(dy_rows + pixel * kBlockGroups, source, inside);
        }
        const Index i0 = oh0 * params.stride[0] - params.pad[0];   // input row of staged row 0
        const int x_pixels = params.staged_rows * params.staged_width;
        for (int pixel = copy_first; pixel < x_pixels; pixel += kCopyStep) {
            int32_t u = 0;
            const Index i = i0 + params.by_staged_width.divmod(pixel, u);
            const Index j = static_cast<Index>(u) - params.pad[1];
            const bool inside = copy_groups && hipconv::below(i, params.input[0]) && hipconv::below(j, params.input[1]);
            const XType* const source = inside ? params.x + n * params.x_stride_n + i * params.x_stride_s[0] +
                                                     j * params.x_stride_s[1] + copy_group * params.x_stride_g
                                               : params.x;
            hipconv::cp_async_16(x_rows + pixel * kBlockGroups, source, inside);
        }
    };

    // One run of kRun output columns from `dy_run` (its first staged dY pixel, this
    // thread's groups) with the X window of each of the thread's rows of taps from `x_run`
    // (the staged X pixel its first position reads with tap (0, 0)): tap (row, t) of the
    // tile at position j reads window element j * S + t of staged row f0[0] + row (times
    // the row dilation) below.
    auto window_run = [&](auto width, auto stride, const YType* dy_run, const XType* x_run) {
        constexpr int F = decltype(width)::value;
        constexpr int S = decltype(stride)::value;   // innermost stride
        constexpr int kWindow = (kRun - 1) * S + F;
        constexpr int kRows = kBlockK / F;   // rows of taps a thread accumulates
        float dy_v[kRun][kLoadWidth];   // kLoadWidth = kVec: depthwise
        for (int j = 0; j < kRun; ++j)
            hipconv::load_floats<kLoadWidth>(dy_run + j * kBlockGroups, dy_v[j]);
#pragma unroll
        for (int r = 0; r < kRows; ++r) {
            if (tap0 + r * F < params.taps) {
                const XType* const x_row = x_run + (f0[0] + r) * params.dilation[0] * params.staged_width * kBlockGroups;
                float window[kWindow][kLoadWidth];
                for (int u = 0; u < kWindow; ++u)
                    hipconv::load_floats<kLoadWidth>(x_row + u * kBlockGroups, window[u]);
                window_products<F, S>(acc, r, dy_v, window);
            }
        }
    };

    if (row_begin < row_end)
        stage_tile(row_begin, 0);
    hipconv::cp_async_commit();
    for (Index tile = row_begin; tile < row_end; ++tile) {
        const int stage = static_cast<int>((tile - row_begin) & 1);
        if (tile + 1 < row_end)
            stage_tile(tile + 1, stage ^ 1);   // the stage tile - 1 used: free since the barrier below
        hipconv::cp_async_commit();
        hipconv::cp_async_wait<1>();           // this tile's copies landed (the next one's may not)
        __syncthreads();
        if (g < params.groups) {
            int32_t row_tile = 0;
            params.by_row_tiles.divmod(static_cast<int32_t>(tile), row_tile);
            const Index rows_left = params.output[0] - static_cast<Index>(row_tile) * kTileRows;
            const int runs = static_cast<int>(rows_left < kTileRows ? rows_left : kTileRows) * params.row_runs;
            const unsigned char* const base = stage_memory + stage * params.stage_bytes;
            const YType* const dy_rows = reinterpret_cast<const YType*>(base) + lane * kVec;
            const XType* const x_rows = reinterpret_cast<const XType*>(base + params.x_offset_bytes) + lane * kVec;
            for (int run = team; run < runs; run += kTeams) {
                int32_t run_of_row = 0;
                const int row = params.by_row_runs.divmod(run, run_of_row);
                const int column = run_of_row * kRun;   // the run's first output column
                const YType* const dy_run = dy_rows + (row * params.staged_columns + column) * kBlockGroups;
                const XType* const x_run = x_rows + (row * static_cast<int>(params.stride[0]) * params.staged_width +
                                                     column * static_cast<int>(params.stride[1])) * kBlockGroups;
                if (params.window == 3 && params.window_stride == 1)
                    window_run(std::integral_constant<int, 3>{}, std::integral_constant<int, 1>{}, dy_run, x_run);
                else if (params.window == 7 && params.window_stride == 1)
                    window_run(std::integral_constant<int, 7>{}, std::integral_constant<int, 1>{}, dy_run, x_run);
                else if (params.window == 3 && params.window_stride == 2)
                    window_run(std::integral_constant<int, 3>{}, std::integral_constant<int, 2>{}, dy_run, x_run);
            }
        }
        __syncthreads();   // every team is done with this stage before it is refilled
    }


    // Cross-team reduction, one tap at a time, in team order (deterministic).  Unrolled,
    // so that acc[t][..] stays in registers (a runtime t would put acc in local memory).
    constexpr int kColumns = kLanes * kValues;
    __shared__ float red[kTeams][kColumns];
#pragma unroll
    for (int t = 0; t < kBlockK; ++t) {
        for (int e = 0; e < kValues; ++e)
            red[team][lane * kValues + e] = acc[t][e];
        __syncthreads();
        const Index tap = tap0 + t;
        for (int column = tid; column < kColumns; column += kThreads) {
            // column = (group - g0) * K * C + k * C + c
            const Index group = g0 + column / (kChannels * kChannels);
            const int k = column / kChannels % kChannels, c = column % kChannels;
            if (t < tile_taps && tap < params.taps && group < params.groups) {
                float sum[1] = {0.0f};
                for (int r = 0; r < kTeams; ++r)
                    sum[0] += red[r][column];
                // dW[g, k, f.., c]: taps lie C apart
                const Index offset = group * params.w_stride_g + k * params.w_stride_k + tap * kChannels + c;
                if (params.splits == 1) params.dw[offset] = hipconv::from_accumulator<WType>(sum[0]);
            else for (int e = 0; e < 1; ++e)
                hipconv::atomic_add(params.workspace + offset + e, sum[e]);
            }
        }
        __syncthreads();
    }
}

constexpr int kFinishThreads = 256;

struct FinishParams {
    const float* __restrict__ workspace;
    WType* __restrict__ dw;
    int64_t elements;                                // G*K*prod(filter)*C
};

// Two-stage split-K: the fp32 workspace holds the atomically accumulated dW; one
// conversion to the 16-bit dW type (no partial sum is ever rounded to 16 bits).
// Where the element count is a multiple of kFinishVector (every slice then starts aligned), a
// thread finishes kFinishVector consecutive elements with one 16-byte load of each slice's fp32
// partials (run 122: 5.1 -> 4.1 us on a 1x1 14x14 C=1024 K=512 layer's two slices); else one
// element a thread.
constexpr int kFinishVector = 4;

HIPCONV_HOST_DEVICE inline bool finish_in_vectors(int64_t elements) { return elements % kFinishVector == 0; }

__device__ inline void bwd_weight_2d_bf16_depthwise_t4_run4_finish_element(const FinishParams& params, int64_t i, float value) {
    params.dw[i] = hipconv::from_float<WType>(value);
}

__global__ void __launch_bounds__(kFinishThreads) bwd_weight_2d_bf16_depthwise_t4_run4_finish(FinishParams params) {
    const int64_t step = static_cast<int64_t>(gridDim.x) * kFinishThreads;
    const int64_t first = static_cast<int64_t>(blockIdx.x) * kFinishThreads + threadIdx.x;
    if (finish_in_vectors(params.elements)) {
        for (int64_t i = first * kFinishVector; i < params.elements; i += step * kFinishVector) {
            const hipconv::Vec<float, kFinishVector> sum = hipconv::load_vec<kFinishVector>(params.workspace + i);
            for (int e = 0; e < kFinishVector; ++e)
                bwd_weight_2d_bf16_depthwise_t4_run4_finish_element(params, i + e, sum[e]);
        }
        return;
    }
    for (int64_t i = first; i < params.elements; i += step) {
        bwd_weight_2d_bf16_depthwise_t4_run4_finish_element(params, i, params.workspace[i]);
    }
}

}  // namespace

// ---------------------------------------------------------------- host side

namespace {

// The reduction in tiles of kTileRows output rows of one image.
int64_t reduction_length(const hipconv_problem* p) {
    return p->batch * hipconv::ceil_div(p->output[0], kTileRows);
}

// The staged rows' shape for p (Params' staged_* fields).
struct StagedLayout {
    int64_t row_runs, columns, width, rows;
    int64_t x_offset_bytes, stage_bytes;
};
StagedLayout staged_layout(const hipconv_problem* p) {
    StagedLayout s;
    s.row_runs = hipconv::ceil_div(p->output[1], kRun);
    s.columns = s.row_runs * kRun;
    s.width = (s.columns - 1) * p->stride[1] + (p->filter[1] - 1) * p->dilation[1] + 1;
    s.rows = (kTileRows - 1) * p->stride[0] + (p->filter[0] - 1) * p->dilation[0] + 1;
    s.x_offset_bytes = kTileRows * s.columns * kBlockGroups * static_cast<int64_t>(sizeof(YType));
    s.stage_bytes = s.x_offset_bytes + s.rows * s.width * kBlockGroups * static_cast<int64_t>(sizeof(XType));
    return s;
}

// Dynamic shared memory of one block for p: two stages.
int64_t shared_bytes(const hipconv_problem* p) {
    return 2 * staged_layout(p).stage_bytes;
}

int64_t group_tiles(const hipconv_problem* p) {
    return hipconv::ceil_div(p->groups, kBlockGroups);
}

// F of the X window for p: the innermost filter width where this kernel has a window for
// it at p's innermost stride (3 at stride 1, 7 at stride 1, 3 at stride 2) and dilation 1; else 0 (row by row).
int window_width(const hipconv_problem* p) {
    const int last = p->spatial_dim - 1;
    if (p->dilation[last] != 1)
        return 0;
    if (p->filter[last] == 3 && p->stride[last] == 1)
        return 3;
    if (p->filter[last] == 7 && p->stride[last] == 1)
        return 7;
    if (p->filter[last] == 3 && p->stride[last] == 2)
        return 3;
    return 0;
}

// Taps per tap tile: kBlockK, or with the X window as many whole rows of F taps as fit.
int64_t tile_taps(const hipconv_problem* p) {
    if (const int width = window_width(p))
        return kBlockK / width * width;
    return kBlockK;
}

int64_t tap_tiles(const hipconv_problem* p) {
    return hipconv::ceil_div(hipconv::product(p->filter, p->spatial_dim), tile_taps(p));
}

int64_t z_blocks_per_split(const hipconv_problem* p) {
    (void)p;
    return 1;
}

int64_t tiles_per_split(const hipconv_problem* p) {
    return group_tiles(p) * tap_tiles(p);
}

// The split of the reduction: slice s covers [s * chunk, min((s + 1) * chunk, total)).
struct SplitPlan {
    int64_t chunk;      // a multiple of kReductionStep
    int32_t splits;     // effective slice count: ceil(total / chunk) <= requested
};

int64_t w_elements(const hipconv_problem* p) {
    return p->groups * p->out_channels * hipconv::product(p->filter, p->spatial_dim) * p->in_channels;
}

// The most slices split_k auto asks for: min(1024, max(1, k_steps / 4), max(1, 65535 /
// z_blocks)) -- at least 4 reduction steps per slice, grid.z <= 65535.
int64_t split_upper_bound(const hipconv_problem* p, int64_t k_steps) {
    int64_t upper = k_steps / 4 > 1 ? k_steps / 4 : 1;
    if (upper > 1024)
        upper = 1024;
    const int64_t grid_bound = hipconv::kMaxGridYZ / z_blocks_per_split(p);
    if (upper > grid_bound)
        upper = grid_bound > 1 ? grid_bound : 1;
    return upper;
}

// split_k: auto.  The requested count is
//   splits = clamp(ceil(4 * SMs / tiles), 1, min(1024, max(1, k_steps / 4), max(1, 65535 / z_blocks)))
//   tiles    = blocks of one slice (tiles_per_split)
//   SMs      = hipDeviceAttributeMultiprocessorCount of the current device (cpu: omp_get_num_procs())
//   k_steps  = ceil(reduction length / kReductionStep)
//   z_blocks = grid.z blocks of one slice (the last bound keeps grid.z <= 65535)
// i.e. about four blocks per multiprocessor, at least 4 reduction steps per slice and
// at most 1024 slices.  run(), workspace_size() and split_k() all call this function.
int64_t requested_splits(const hipconv_problem* p) {
    const int64_t tiles = tiles_per_split(p);
    const int64_t k_steps = hipconv::ceil_div(reduction_length(p), kReductionStep);
    const int64_t upper = split_upper_bound(p, k_steps);
    const int64_t wanted = hipconv::ceil_div(4 * hipconv::multiprocessor_count(), tiles);
    return wanted < 1 ? 1 : (wanted > upper ? upper : wanted);
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
    return split_plan(p).splits > 1 ? w_elements(p) * 4 : 0;
}

}  // namespace

extern "C" int32_t hipconv_bwd_weight_2d_bf16_depthwise_t4_run4_supports(const hipconv_problem* p) {
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
    if (!hipconv::kernel_runs_on_device(shared_room, bwd_weight_2d_bf16_depthwise_t4_run4_kernel, 0))
        return HIPCONV_REFUSED_DEVICE;

    if (p->in_channels != 1 || p->out_channels != 1)
        return HIPCONV_REFUSED_NOT_DEPTHWISE;
    if (p->groups % kVec != 0)
        return HIPCONV_REFUSED_GROUP_VECTOR;
    if (window_width(p) == 0)   // runs pay only with the X window
        return HIPCONV_REFUSED_DEPTHWISE_WINDOW;
    if (p->groups % kCopyWidth != 0)   // a staging copy is kCopyWidth whole groups
        return HIPCONV_REFUSED_GROUP_VECTOR;
    if (reduction_length(p) > INT32_MAX || !hipconv::kernel_runs_on_device(shared_room, bwd_weight_2d_bf16_depthwise_t4_run4_kernel, shared_bytes(p)))
        return HIPCONV_REFUSED_DEPTHWISE_TILE;
    if (group_tiles(p) > hipconv::kMaxGridX || tap_tiles(p) > hipconv::kMaxGridYZ ||
        split_plan(p).splits > hipconv::kMaxGridYZ)
        return HIPCONV_REFUSED_GRID_LIMIT;
    return HIPCONV_OK;
}

extern "C" int64_t hipconv_bwd_weight_2d_bf16_depthwise_t4_run4_workspace_size(const hipconv_problem* p) {
    if (hipconv_bwd_weight_2d_bf16_depthwise_t4_run4_supports(p) != HIPCONV_OK)
        return 0;
    return workspace_bytes(p);
}

// The split-K slice count run() uses for p (0 when the instance refuses p).
extern "C" int32_t hipconv_bwd_weight_2d_bf16_depthwise_t4_run4_split_k(const hipconv_problem* p) {
    if (hipconv_bwd_weight_2d_bf16_depthwise_t4_run4_supports(p) != HIPCONV_OK)
        return 0;
    return split_plan(p).splits;
}

extern "C" int32_t hipconv_bwd_weight_2d_bf16_depthwise_t4_run4_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    const int32_t status = hipconv_bwd_weight_2d_bf16_depthwise_t4_run4_supports(p);
    if (status != HIPCONV_OK)
        return status;
    if (tensors == nullptr || tensors->x == nullptr || tensors->w == nullptr || tensors->y == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    (void)epilogue;                                  // the epilogue is acc: no run-time operands
    const hipStream_t hip_stream = static_cast<hipStream_t>(stream);
    Params params{};
    params.x = static_cast<const XType*>(tensors->x);
    params.dy = static_cast<const YType*>(tensors->y);
    params.dw = static_cast<WType*>(tensors->w);
    params.batch = static_cast<Index>(p->batch);
    params.groups = static_cast<Index>(p->groups);
    params.taps = static_cast<Index>(hipconv::product(p->filter, p->spatial_dim));
    params.tile_taps = static_cast<Index>(tile_taps(p));
    params.window = window_width(p);
    params.window_stride = static_cast<int>(p->stride[p->spatial_dim - 1]);
    params.k_total = static_cast<Index>(reduction_length(p));
    const StagedLayout staged = staged_layout(p);
    params.row_runs = static_cast<int>(staged.row_runs);
    params.staged_columns = static_cast<int>(staged.columns);
    params.staged_width = static_cast<int>(staged.width);
    params.staged_rows = static_cast<int>(staged.rows);
    params.x_offset_bytes = static_cast<int>(staged.x_offset_bytes);
    params.stage_bytes = static_cast<int>(staged.stage_bytes);
    params.by_row_tiles = hipconv::FastDivmod(static_cast<int32_t>(hipconv::ceil_div(p->output[0], kTileRows)));
    params.by_row_runs = hipconv::FastDivmod(params.row_runs);
    params.by_staged_columns = hipconv::FastDivmod(params.staged_columns);
    params.by_staged_width = hipconv::FastDivmod(params.staged_width);
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

    const SplitPlan split = split_plan(p);
    params.chunk = static_cast<Index>(split.chunk);
    params.splits = split.splits;
    if (split.splits > 1) {
        if (workspace == nullptr)
            return HIPCONV_INVALID_ARGUMENT;   // hipconv_workspace_size() bytes are needed
        if (const int32_t zeroed = hipconv::check(hipMemsetAsync(workspace, 0, w_elements(p) * sizeof(float), hip_stream)))
            return zeroed;
    }
    params.workspace = static_cast<float*>(workspace);
    params.w_elements = w_elements(p);
    const dim3 grid(static_cast<unsigned>(group_tiles(p)), static_cast<unsigned>(tap_tiles(p)),
                    static_cast<unsigned>(split.splits));
    static hipconv::PerDeviceValue shared_memory_allowed;
    if (const int32_t opted = hipconv::ensure_dynamic_shared_memory(shared_memory_allowed, bwd_weight_2d_bf16_depthwise_t4_run4_kernel, shared_bytes(p)))
        return opted;
    hipLaunchKernelGGL(bwd_weight_2d_bf16_depthwise_t4_run4_kernel, grid, dim3(kThreads), static_cast<size_t>(shared_bytes(p)), hip_stream, params);
    if (split.splits > 1) {
        if (const int32_t launched = hipconv::launch_status())
            return launched;
        FinishParams finish{};
        finish.workspace = params.workspace;
        finish.dw = params.dw;
        finish.elements = params.w_elements;
        const int64_t finish_blocks = hipconv::ceil_div(finish_in_vectors(finish.elements) ? finish.elements / kFinishVector : finish.elements, int64_t{kFinishThreads});
        hipLaunchKernelGGL(bwd_weight_2d_bf16_depthwise_t4_run4_finish, dim3(static_cast<unsigned>(finish_blocks < 65535 ? finish_blocks : 65535)),
                           dim3(kFinishThreads), 0, hip_stream, finish);
    }
    return hipconv::launch_status();
}

}  // namespace hipconv_instance_bwd_weight_2d_bf16_depthwise_t4_run4
