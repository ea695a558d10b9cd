<%namespace name="fma" file="/kernels/fma_gemm.mako"/>\
<%namespace name="common" file="/kernels/common.mako"/>\
<%
    D = plan.dims
    one_by_one = plan.is_filter1x1_stride1_pad0
    vy, vw, vx = plan.vec("y"), plan.vec("w"), plan.vec("x")
%>\
${common.banner(plan)}
//
// Backward-data as an implicit GEMM per group g (no im2col / col2im buffers):
//   dX[n, i.., g, c] = sum over k and the filter taps f.. that reach i.. of
//                      dY[n, o.., g, k] * W[g, k, f.., c],   o = (i + pad - f*dilation) / stride
% if one_by_one:
// Specialization filter1x1_stride1_pad0: o = i and one tap, so a plain GEMM with
// M = N*prod(input), N = C, K = K.
% else:
// Stride phases: input positions with (i + pad) % stride == r (per dimension)
// are reached only by the taps with (f * dilation) % stride == r.  Each phase
// r is a dense GEMM with M = N * (positions of the phase), N = C and
// K = K * (taps of the phase); a phase without taps writes zeros.  All phases
// run in one launch: grid.z = G * prod(stride).
% endif
${common.includes(plan)}

namespace {

using Index = ${plan.index_type};
using XType = ${plan.ctype("x")};   // dX, written
using WType = ${plan.ctype("w")};
using YType = ${plan.ctype("y")};   // dY
constexpr int kSpatialDims = ${D};
constexpr int kVectorX = ${vx};   // dX stores along C (dY and W vectors: kVectorA, kVectorB below)
${fma.constants(plan)}

struct Params {
    const YType* __restrict__ dy;
    const WType* __restrict__ w;
    XType* __restrict__ dx;
    float alpha;
    Index batch, channels, out_channels;             // N, C, K (G is in the grid)
${common.geometry_fields(plan)}
% if not one_by_one:
    int phase_count;                                 // prod(stride)
% endif
};

% if one_by_one:
struct Phase {
    Index m_size;      // GEMM rows: N * prod(input)
    Index k_size;      // GEMM reduction: K
};

__device__ __forceinline__ Phase make_phase(const Params& p) {
    Phase ph;
    Index rows = p.batch;
    for (int d = 0; d < kSpatialDims; ++d)
        rows *= p.input[d];
    ph.m_size = rows;
    ph.k_size = p.out_channels;
    return ph;
}
% else:
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
% endif

// Per-thread state fixed for the whole main loop: where this thread's A rows are.
struct ThreadState {
    Phase phase;
    Index group;
    Index n_begin;                          // first GEMM column (input channel) of the block
    bool a_row_valid[kLoadsA];
    Index a_row_offset[kLoadsA];            // dY offset of (n, g)${"" if one_by_one else "; spatial part added per tap"}
% if not one_by_one:
    Index a_row_position[kLoadsA][kSpatialDims];   // i + pad
% endif
};

// Decompose GEMM row m of the phase into n and spatial indices.
__device__ __forceinline__ void row_position(const Params& p, const Phase& ph, Index m,
                                             Index& n, Index (&i)[kSpatialDims]) {
    for (int d = kSpatialDims - 1; d >= 0; --d) {
% if one_by_one:
        i[d] = m % p.input[d];
        m /= p.input[d];
% else:
        const Index j = m % ph.rows[d];
        m /= ph.rows[d];
        i[d] = ph.first[d] + p.stride[d] * j;
% endif
    }
    n = m;
}

__device__ __forceinline__ void init_state(const Params& p, ThreadState& st, Index m_begin) {
    const int tid = threadIdx.x;
    for (int l = 0; l < kLoadsA; ++l) {
        const int v = tid + l * kThreads;
        ${fma.a_coordinates(plan, "v", "m", "kk")}
        (void)kk;
        const Index row = m_begin + m;
        st.a_row_valid[l] = v < kVectorsA && row < st.phase.m_size;
        Index n = 0, i[kSpatialDims];
        row_position(p, st.phase, st.a_row_valid[l] ? row : 0, n, i);
        st.a_row_offset[l] = n * p.y_stride_n + st.group * p.y_stride_g;
        for (int d = 0; d < kSpatialDims; ++d) {
% if one_by_one:
            st.a_row_offset[l] += i[d] * p.y_stride_s[d];     // o = i
% else:
            st.a_row_position[l][d] = i[d] + p.pad[d];
% endif
        }
    }
}

// A = dY gathered: element (m, kk) with kk = tap * K + k, read along k.
__device__ __forceinline__ void load_a_tile(const Params& p, const ThreadState& st, Index kk0,
                                            float (&regs)[kLoadsA][kVectorA]) {
    const int tid = threadIdx.x;
    for (int l = 0; l < kLoadsA; ++l) {
        const int v = tid + l * kThreads;
        ${fma.a_coordinates(plan, "v", "m", "kk")}
        (void)m;
        const Index col = kk0 + kk;
        bool valid = st.a_row_valid[l] && col < st.phase.k_size;
% if one_by_one:
        const Index offset = st.a_row_offset[l] + col;
% else:
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
% endif
        if (valid) {
            ${fma.load_vector("YType", vy, "p.dy + offset", "regs[l]")}
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
        ${fma.b_coordinates(plan, "v", "b_slot", "kk", "n")}
        (void)b_slot;
        const Index row = kk0 + kk;
        const Index c = st.n_begin + n;
        const bool valid = v < kVectorsB && row < st.phase.k_size && c < p.channels;
        if (valid) {
            const Index k = row % p.out_channels;
            Index offset = st.group * p.w_stride_g + k * p.w_stride_k + c;
% if not one_by_one:
            Index tap = row / p.out_channels;
            for (int d = kSpatialDims - 1; d >= 0; --d) {
                const Index t = tap % st.phase.taps[d];
                tap /= st.phase.taps[d];
                offset += (st.phase.tap_first[d] + st.phase.tap_step[d] * t) * p.w_stride_s[d];
            }
% endif
            ${fma.load_vector("WType", vw, "p.w + offset", "regs[l]")}
        } else {
            for (int e = 0; e < kVectorB; ++e)
                regs[l][e] = 0.0f;
        }
    }
}

__global__ void __launch_bounds__(kThreads) ${plan.name}_kernel(Params params) {
% if one_by_one:
    const Index group = blockIdx.z;
% else:
    const Index group = blockIdx.z / params.phase_count;
    const int phase_index = static_cast<int>(blockIdx.z % params.phase_count);
% endif
    const Index m_begin = static_cast<Index>(blockIdx.x) * kBlockM;
    ThreadState state;
    state.phase = make_phase(params${"" if one_by_one else ", phase_index"});
    if (m_begin >= state.phase.m_size)
        return;   // the whole block: this phase has fewer rows than the largest one
    state.group = group;
    state.n_begin = static_cast<Index>(blockIdx.y) * kBlockN;
    init_state(params, state, m_begin);
    const Index k_size = state.phase.k_size;   // 0 for a phase no tap reaches: writes zeros
    const Index k_begin = 0;

${fma.mainloop(plan)}

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
                out.v[e] = hipconv::from_float<XType>(${common.epilogue_value(plan, "acc[i][j + e]")});
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
% if one_by_one:
        rows *= p->input[d];
% else:
        rows *= hipconv::ceil_div(p->input[d], p->stride[d]);
% endif
    return static_cast<Index>(rows);
}

int64_t phase_count(const hipconv_problem* p) {
% if one_by_one:
    (void)p;
    return 1;
% else:
    int64_t phases = 1;
    for (int d = 0; d < kSpatialDims; ++d)
        phases *= p->stride[d];
    return phases;
% endif
}

}  // namespace

extern "C" int32_t ${plan.symbol}_supports(const hipconv_problem* p) {
${common.common_supports(plan)}
    if (hipconv::ceil_div(p->in_channels, kBlockN) > hipconv::kMaxGridYZ ||
        p->groups * phase_count(p) > hipconv::kMaxGridYZ ||
        hipconv::ceil_div(max_phase_rows(p), kBlockM) > hipconv::kMaxGridX)
        return HIPCONV_REFUSED_GRID_LIMIT;
    return HIPCONV_OK;
}

extern "C" int64_t ${plan.symbol}_workspace_size(const hipconv_problem* p) {
    (void)p;
    return 0;   // backward-data writes dX directly
}

extern "C" int32_t ${plan.symbol}_split_k(const hipconv_problem* p) {
    (void)p;
    return 1;
}

extern "C" int32_t ${plan.symbol}_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, float alpha, void* stream) {
    (void)workspace;
${common.run_checks(plan)}    Params params{};
    params.dy = static_cast<const YType*>(tensors->y);
    params.w = static_cast<const WType*>(tensors->w);
    params.dx = static_cast<XType*>(tensors->x);
    params.alpha = alpha;
    params.batch = static_cast<Index>(p->batch);
    params.channels = static_cast<Index>(p->in_channels);
    params.out_channels = static_cast<Index>(p->out_channels);
% if not one_by_one:
    params.phase_count = static_cast<int>(phase_count(p));
% endif
${common.fill_geometry(plan)}
    const dim3 grid(static_cast<unsigned>(hipconv::ceil_div(max_phase_rows(p), kBlockM)),
                    static_cast<unsigned>(hipconv::ceil_div(p->in_channels, kBlockN)),
                    static_cast<unsigned>(p->groups * phase_count(p)));
    hipLaunchKernelGGL(${plan.name}_kernel, grid, dim3(kThreads), 0,
                       static_cast<hipStream_t>(stream), params);
    return hipconv::launch_status();
}
