// @generated from specs/bwd_data.yaml, instance bwd_data_3d_fp32_narrow; do not edit.
// Regenerate with: python -m codegen specs/bwd_data.yaml
//
// signature: backward_data, 3D, x NDHWGC fp32, w GKZYXC fp32, y NDHWGK fp32,
//            accumulate fp32, elementwise pass_through
// algorithm: fma micro-kernel, block 256x1x8, thread 1x1 (256 threads), 2 stage(s),
//            vectors x 1 / w 1 / y 1, specialization default, 32-bit indices
// targets:   gfx90a, gfx940, sm_80, sm_90a
//
// Backward-data as an implicit GEMM per group g (no im2col / col2im buffers):
//   dX[n, i.., g, c] = sum over k and the filter taps f.. that reach i.. of
//                      dY[n, o.., g, k] * W[g, k, f.., c],   o = (i + pad - f*dilation) / stride
// Stride phases: input positions with (i + pad) % stride == r (per dimension)
// are reached only by the taps with (f * dilation) % stride == r.  Each phase
// r is a dense GEMM with M = N * (positions of the phase), N = C and
// K = K * (taps of the phase); a phase without taps writes zeros.  All phases
// run in one launch: grid.z = G * prod(stride).
#include <stdint.h>

#include "hipconv/platform.h"
#include "hipconv/numeric.h"
#include "hipconv/host.h"
#include "hipconv_bwd_data.h"

namespace {

using Index = int32_t;
using XType = float;   // dX, written
using WType = float;
using YType = float;   // dY
constexpr int kSpatialDims = 3;
constexpr int kVectorX = 1;   // dX stores along C (dY and W vectors: kVectorA, kVectorB below)
// ---- fma micro-kernel tile geometry
constexpr int kBlockM = 256;
constexpr int kBlockN = 1;
constexpr int kBlockK = 8;
constexpr int kThreadM = 1;
constexpr int kThreadN = 1;
constexpr int kThreads = 256;            // (kBlockM / kThreadM) * (kBlockN / kThreadN)
constexpr int kStages = 2;               // shared-memory buffers
constexpr int kGroupsPerBlock = 1;
[[maybe_unused]] constexpr int kRowsPerGroup = kBlockM / kGroupsPerBlock;   // rows of one merged group
// A (y) is read in vectors of kVectorA along GEMM k; B (w) along GEMM n.
constexpr int kVectorA = 1;
constexpr int kVectorB = 1;
constexpr int kVectorsA = kBlockM * kBlockK / kVectorA;
constexpr int kVectorsB = kGroupsPerBlock * kBlockK * kBlockN / kVectorB;
constexpr int kLoadsA = (kVectorsA + kThreads - 1) / kThreads;   // A vectors per thread
constexpr int kLoadsB = (kVectorsB + kThreads - 1) / kThreads;   // B vectors per thread
static_assert(kBlockM % kThreadM == 0 && kBlockN % kThreadN == 0, "tile divisibility");


struct Params {
    const YType* __restrict__ dy;
    const WType* __restrict__ w;
    XType* __restrict__ dx;
    float alpha;
    Index batch, channels, out_channels;             // N, C, K (G is in the grid)
    Index input[kSpatialDims], filter[kSpatialDims], output[kSpatialDims];
    Index stride[kSpatialDims], dilation[kSpatialDims], pad[kSpatialDims];
    Index x_stride_n, x_stride_g;   // NDHWGC; c/k innermost: stride 1
    Index x_stride_s[kSpatialDims];
    Index w_stride_g, w_stride_k;   // GKZYXC; c/k innermost: stride 1
    Index w_stride_s[kSpatialDims];
    Index y_stride_n, y_stride_g;   // NDHWGK; c/k innermost: stride 1
    Index y_stride_s[kSpatialDims];

    int phase_count;                                 // prod(stride)
};

// The input positions and filter taps of one stride phase.
struct Phase {
    Index first[kSpatialDims];      // first input position i with (i + pad) % stride == r
    Index rows[kSpatialDims];       // positions of the phase: first + stride * j, j < rows
    Index tap_first[kSpatialDims];  // first tap f with (f * dilation) % stride == r
    Index tap_step[kSpatialDims];   // stride / gcd(stride, dilation)
    Index taps[kSpatialDims];       // taps of the phase
    Index m_size;                   // GEMM rows: N * prod(rows)
    Index k_size;                   // GEMM reduction: K * prod(taps)
};

__device__ __forceinline__ Index gcd_index(Index a, Index b) {
    while (b != 0) {
        const Index t = a % b;
        a = b;
        b = t;
    }
    return a;
}

__device__ __forceinline__ Phase make_phase(const Params& p, int phase) {
    Phase ph;
    Index m_size = p.batch;
    Index taps_total = 1;
    for (int d = kSpatialDims - 1; d >= 0; --d) {
        const Index s = p.stride[d];
        const int phases = static_cast<int>(s);      // stride phases of this dimension
        const Index r = phase % phases;
        phase /= phases;
        const Index first = ((r - p.pad[d]) % s + s) % s;
        ph.first[d] = first;
        ph.rows[d] = first < p.input[d] ? (p.input[d] - first + s - 1) / s : 0;
        const Index step = s / gcd_index(s, p.dilation[d]);
        Index tap_first = -1;
        for (Index f = 0; f < step && f < p.filter[d]; ++f) {
            if ((f * p.dilation[d]) % s == r) {
                tap_first = f;
                break;
            }
        }
        ph.tap_first[d] = tap_first < 0 ? 0 : tap_first;
        ph.tap_step[d] = step;
        ph.taps[d] = tap_first < 0 ? 0 : (p.filter[d] - tap_first + step - 1) / step;
        m_size *= ph.rows[d];
        taps_total *= ph.taps[d];
    }
    ph.m_size = m_size;
    ph.k_size = p.out_channels * taps_total;
    return ph;
}

// Per-thread state fixed for the whole main loop: where this thread's A rows are.
struct ThreadState {
    Phase phase;
    Index group;
    Index n_begin;                          // first GEMM column (input channel) of the block
    bool a_row_valid[kLoadsA];
    Index a_row_offset[kLoadsA];            // dY offset of (n, g); spatial part added per tap
    Index a_row_position[kLoadsA][kSpatialDims];   // i + pad
};

// Decompose GEMM row m of the phase into n and spatial indices.
__device__ __forceinline__ void row_position(const Params& p, const Phase& ph, Index m,
                                             Index& n, Index (&i)[kSpatialDims]) {
    for (int d = kSpatialDims - 1; d >= 0; --d) {
        const Index j = m % ph.rows[d];
        m /= ph.rows[d];
        i[d] = ph.first[d] + p.stride[d] * j;
    }
    n = m;
}

__device__ __forceinline__ void init_state(const Params& p, ThreadState& st, Index m_begin) {
    const int tid = threadIdx.x;
    for (int l = 0; l < kLoadsA; ++l) {
        const int v = tid + l * kThreads;
        const int m = v / (kBlockK / kVectorA), kk = (v % (kBlockK / kVectorA)) * kVectorA;
        (void)kk;
        const Index row = m_begin + m;
        st.a_row_valid[l] = v < kVectorsA && row < st.phase.m_size;
        Index n = 0, i[kSpatialDims];
        row_position(p, st.phase, st.a_row_valid[l] ? row : 0, n, i);
        st.a_row_offset[l] = n * p.y_stride_n + st.group * p.y_stride_g;
        for (int d = 0; d < kSpatialDims; ++d) {
            st.a_row_position[l][d] = i[d] + p.pad[d];
        }
    }
}

// A = dY gathered: element (m, kk) with kk = tap * K + k, read along k.
__device__ __forceinline__ void load_a_tile(const Params& p, const ThreadState& st, Index kk0,
                                            float (&regs)[kLoadsA][kVectorA]) {
    const int tid = threadIdx.x;
    for (int l = 0; l < kLoadsA; ++l) {
        const int v = tid + l * kThreads;
        const int m = v / (kBlockK / kVectorA), kk = (v % (kBlockK / kVectorA)) * kVectorA;
        (void)m;
        const Index col = kk0 + kk;
        bool valid = st.a_row_valid[l] && col < st.phase.k_size;
        const Index k = col % p.out_channels;
        Index tap = col / p.out_channels;
        Index offset = st.a_row_offset[l] + k;
        for (int d = kSpatialDims - 1; d >= 0; --d) {
            const Index t = tap % st.phase.taps[d];
            tap /= st.phase.taps[d];
            const Index f = st.phase.tap_first[d] + st.phase.tap_step[d] * t;
            const Index reach = st.a_row_position[l][d] - f * p.dilation[d];   // o * stride
            const Index o = reach / p.stride[d];
            valid = valid && reach >= 0 && o < p.output[d];
            offset += o * p.y_stride_s[d];
        }
        if (valid) {
            regs[l][0] = hipconv::to_float(*(p.dy + offset));
        } else {
            for (int e = 0; e < kVectorA; ++e)
                regs[l][e] = 0.0f;
        }
    }
}

// B = W: element (kk, c) with kk = tap * K + k, read along c.
__device__ __forceinline__ void load_b_tile(const Params& p, const ThreadState& st, Index kk0,
                                            float (&regs)[kLoadsB][kVectorB]) {
    const int tid = threadIdx.x;
    for (int l = 0; l < kLoadsB; ++l) {
        const int v = tid + l * kThreads;
        const int b_slot = 0, kk = v / (kBlockN / kVectorB), n = (v % (kBlockN / kVectorB)) * kVectorB;
        (void)b_slot;
        const Index row = kk0 + kk;
        const Index c = st.n_begin + n;
        const bool valid = v < kVectorsB && row < st.phase.k_size && c < p.channels;
        if (valid) {
            const Index k = row % p.out_channels;
            Index offset = st.group * p.w_stride_g + k * p.w_stride_k + c;
            Index tap = row / p.out_channels;
            for (int d = kSpatialDims - 1; d >= 0; --d) {
                const Index t = tap % st.phase.taps[d];
                tap /= st.phase.taps[d];
                offset += (st.phase.tap_first[d] + st.phase.tap_step[d] * t) * p.w_stride_s[d];
            }
            regs[l][0] = hipconv::to_float(*(p.w + offset));
        } else {
            for (int e = 0; e < kVectorB; ++e)
                regs[l][e] = 0.0f;
        }
    }
}

__global__ void __launch_bounds__(kThreads) bwd_data_3d_fp32_narrow_kernel(Params params) {
    const Index group = blockIdx.z / params.phase_count;
    const int phase_index = static_cast<int>(blockIdx.z % params.phase_count);
    const Index m_begin = static_cast<Index>(blockIdx.x) * kBlockM;
    ThreadState state;
    state.phase = make_phase(params, phase_index);
    if (m_begin >= state.phase.m_size)
        return;   // the whole block: this phase has fewer rows than the largest one
    state.group = group;
    state.n_begin = static_cast<Index>(blockIdx.y) * kBlockN;
    init_state(params, state, m_begin);
    const Index k_size = state.phase.k_size;   // 0 for a phase no tap reaches: writes zeros
    const Index k_begin = 0;

    __shared__ float a_smem[kStages][kBlockK][kBlockM];
    __shared__ float b_smem[kStages][kGroupsPerBlock][kBlockK][kBlockN];

    const int tid = threadIdx.x;
    const int tn = tid % (kBlockN / kThreadN);   // thread column in the tile
    const int tm = tid / (kBlockN / kThreadN);   // thread row in the tile
    constexpr int slot = 0;

    float acc[kThreadM][kThreadN];
    for (int i = 0; i < kThreadM; ++i)
        for (int j = 0; j < kThreadN; ++j)
            acc[i][j] = 0.0f;

    float a_regs[kLoadsA][kVectorA];
    float b_regs[kLoadsB][kVectorB];
    const Index k_steps = (k_size + kBlockK - 1) / kBlockK;

    auto store_tiles = [&](int stage) {
        for (int l = 0; l < kLoadsA; ++l) {
            const int v = tid + l * kThreads;
            if (v < kVectorsA) {
                const int m = v / (kBlockK / kVectorA), kk = (v % (kBlockK / kVectorA)) * kVectorA;
                for (int e = 0; e < kVectorA; ++e)
                    a_smem[stage][kk + e][m] = a_regs[l][e];
            }
        }
        for (int l = 0; l < kLoadsB; ++l) {
            const int v = tid + l * kThreads;
            if (v < kVectorsB) {
                const int b_slot = 0, kk = v / (kBlockN / kVectorB), n = (v % (kBlockN / kVectorB)) * kVectorB;
                for (int e = 0; e < kVectorB; ++e)
                    b_smem[stage][b_slot][kk][n + e] = b_regs[l][e];
            }
        }
    };

    auto multiply_tiles = [&](int stage) {
        for (int kk = 0; kk < kBlockK; ++kk) {
            float a_frag[kThreadM];
            float b_frag[kThreadN];
            for (int i = 0; i < kThreadM; ++i)
                a_frag[i] = a_smem[stage][kk][tm * kThreadM + i];
            for (int j = 0; j < kThreadN; ++j)
                b_frag[j] = b_smem[stage][slot][kk][tn * kThreadN + j];
            for (int i = 0; i < kThreadM; ++i)
                for (int j = 0; j < kThreadN; ++j)
                    acc[i][j] += a_frag[i] * b_frag[j];
        }
    };

    // Double buffering: the next step's global loads are in flight while this
    // step multiplies; one barrier per step.
    if (k_steps > 0) {
        load_a_tile(params, state, k_begin, a_regs);
        load_b_tile(params, state, k_begin, b_regs);
        store_tiles(0);
    }
    __syncthreads();
    for (Index step = 0; step < k_steps; ++step) {
        const int stage = static_cast<int>(step & 1);
        const bool has_next = step + 1 < k_steps;
        if (has_next) {
            load_a_tile(params, state, k_begin + (step + 1) * kBlockK, a_regs);
            load_b_tile(params, state, k_begin + (step + 1) * kBlockK, b_regs);
        }
        multiply_tiles(stage);
        if (has_next)
            store_tiles(stage ^ 1);
        __syncthreads();
    }


    // Epilogue: dX rows of this thread, kVectorX channels per store.
    for (int i = 0; i < kThreadM; ++i) {
        const Index row = m_begin + tm * kThreadM + i;
        if (row >= state.phase.m_size)
            continue;
        Index n = 0, pos[kSpatialDims];
        row_position(params, state.phase, row, n, pos);
        Index offset = n * params.x_stride_n + group * params.x_stride_g;
        for (int d = 0; d < kSpatialDims; ++d)
            offset += pos[d] * params.x_stride_s[d];
        for (int j = 0; j < kThreadN; j += kVectorX) {
            const Index c = state.n_begin + tn * kThreadN + j;
            if (c >= params.channels)
                continue;
            hipconv::Vec<XType, kVectorX> out;
            for (int e = 0; e < kVectorX; ++e)
                out.v[e] = hipconv::from_float<XType>(acc[i][j + e]);
            hipconv::store_vec<kVectorX>(params.dx + offset + c, out);
        }
    }
}

}  // namespace

// ---------------------------------------------------------------- host side

namespace {

Index max_phase_rows(const hipconv_problem* p) {
    int64_t rows = p->batch;
    for (int d = 0; d < kSpatialDims; ++d)
        rows *= hipconv::ceil_div(p->input[d], p->stride[d]);
    return static_cast<Index>(rows);
}

int64_t phase_count(const hipconv_problem* p) {
    int64_t phases = 1;
    for (int d = 0; d < kSpatialDims; ++d)
        phases *= p->stride[d];
    return phases;
}

}  // namespace

extern "C" int32_t hipconv_bwd_data_3d_fp32_narrow_supports(const hipconv_problem* p) {
    if (p == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    if (p->spatial_dim != 3)
        return HIPCONV_REFUSED_SPATIAL_DIM;
    if (!hipconv::problem_is_valid(*p))
        return HIPCONV_REFUSED_INVALID_PROBLEM;
    if (!hipconv::fits_32bit_indices(*p))
        return HIPCONV_REFUSED_INDEX_RANGE;

    if (hipconv::ceil_div(p->in_channels, kBlockN) > hipconv::kMaxGridYZ ||
        p->groups * phase_count(p) > hipconv::kMaxGridYZ ||
        hipconv::ceil_div(max_phase_rows(p), kBlockM) > hipconv::kMaxGridX)
        return HIPCONV_REFUSED_GRID_LIMIT;
    return HIPCONV_OK;
}

extern "C" int64_t hipconv_bwd_data_3d_fp32_narrow_workspace_size(const hipconv_problem* p) {
    (void)p;
    return 0;   // backward-data writes dX directly
}

extern "C" int32_t hipconv_bwd_data_3d_fp32_narrow_split_k(const hipconv_problem* p) {
    (void)p;
    return 1;
}

extern "C" int32_t hipconv_bwd_data_3d_fp32_narrow_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, float alpha, void* stream) {
    (void)workspace;
    const int32_t status = hipconv_bwd_data_3d_fp32_narrow_supports(p);
    if (status != HIPCONV_OK)
        return status;
    if (tensors == nullptr || tensors->x == nullptr || tensors->w == nullptr || tensors->y == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    Params params{};
    params.dy = static_cast<const YType*>(tensors->y);
    params.w = static_cast<const WType*>(tensors->w);
    params.dx = static_cast<XType*>(tensors->x);
    params.alpha = alpha;
    params.batch = static_cast<Index>(p->batch);
    params.channels = static_cast<Index>(p->in_channels);
    params.out_channels = static_cast<Index>(p->out_channels);
    params.phase_count = static_cast<int>(phase_count(p));
    for (int d = 0; d < kSpatialDims; ++d) {
        params.input[d] = static_cast<Index>(p->input[d]);
        params.filter[d] = static_cast<Index>(p->filter[d]);
        params.output[d] = static_cast<Index>(p->output[d]);
        params.stride[d] = static_cast<Index>(p->stride[d]);
        params.dilation[d] = static_cast<Index>(p->dilation[d]);
        params.pad[d] = static_cast<Index>(p->pad_left[d]);
    }
    {   // x: NDHWGC
        int64_t stride = 1;
        stride *= p->in_channels;
        params.x_stride_g = static_cast<Index>(stride);
        stride *= p->groups;
        params.x_stride_s[2] = static_cast<Index>(stride);
        stride *= p->input[2];
        params.x_stride_s[1] = static_cast<Index>(stride);
        stride *= p->input[1];
        params.x_stride_s[0] = static_cast<Index>(stride);
        stride *= p->input[0];
        params.x_stride_n = static_cast<Index>(stride);
        stride *= p->batch;
    }
    {   // w: GKZYXC
        int64_t stride = 1;
        stride *= p->in_channels;
        params.w_stride_s[2] = static_cast<Index>(stride);
        stride *= p->filter[2];
        params.w_stride_s[1] = static_cast<Index>(stride);
        stride *= p->filter[1];
        params.w_stride_s[0] = static_cast<Index>(stride);
        stride *= p->filter[0];
        params.w_stride_k = static_cast<Index>(stride);
        stride *= p->out_channels;
        params.w_stride_g = static_cast<Index>(stride);
        stride *= p->groups;
    }
    {   // y: NDHWGK
        int64_t stride = 1;
        stride *= p->out_channels;
        params.y_stride_g = static_cast<Index>(stride);
        stride *= p->groups;
        params.y_stride_s[2] = static_cast<Index>(stride);
        stride *= p->output[2];
        params.y_stride_s[1] = static_cast<Index>(stride);
        stride *= p->output[1];
        params.y_stride_s[0] = static_cast<Index>(stride);
        stride *= p->output[0];
        params.y_stride_n = static_cast<Index>(stride);
        stride *= p->batch;
    }

    const dim3 grid(static_cast<unsigned>(hipconv::ceil_div(max_phase_rows(p), kBlockM)),
                    static_cast<unsigned>(hipconv::ceil_div(p->in_channels, kBlockN)),
                    static_cast<unsigned>(p->groups * phase_count(p)));
    hipLaunchKernelGGL(bwd_data_3d_fp32_narrow_kernel, grid, dim3(kThreads), 0,
                       static_cast<hipStream_t>(stream), params);
    return hipconv::launch_status();
}
