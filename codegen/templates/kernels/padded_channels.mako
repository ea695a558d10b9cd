<%page args="plan"/>\
<%namespace name="common" file="/kernels/common.mako"/>\
## Padded channels (algorithm.pad_channels = P; forward and backward_weight, channels_last):
## the instance's exported functions.  They run a problem of C channels per group,
## P / 2 < C < P (the RGB stem's C = 3 with P = 4), as the same problem with P channels:
## X (and forward's W) copied into the workspace with the channels zero-padded, so that a
## filter tap is one vector of P elements; backward-weight computes dW padded in the
## workspace and copies its first C channels out.  The zero channels add P / C times the
## multiplies and nothing to the sums.  The direction template above runs the padded
## problem (its functions are ${plan.symbol}_*).
##
## Interface with the direction template: ${plan.symbol}_supports / _workspace_size /
## _split_k / _run on a hipconv_problem, and Params::kXAxes / kWAxes (the tensors' axes, for
## the stride checks and the copies' strides).
<%
    P = plan.pad_channels
    weight = plan.instance.direction.value == "backward_weight"
%>\

// ---------------------------------------------------------------- padded channels

namespace {

constexpr int kPadChannels = ${P};
constexpr int64_t kWorkspaceAlignment = 256;
constexpr int kCopyThreads = 256;
using PaddedX = ${plan.ctype("x")};
using PaddedW = ${plan.ctype("w")};   // ${"dW, written" if weight else "W"}

// One row of P channels, stored as one vector.
template <class T>
using PaddedRow = hipconv::Vec<T, kPadChannels>;

// Rows a block of the copy handles at a time (dense rows: staged in shared memory).
constexpr int kCopyRows = 4 * kCopyThreads;
using Word = hipconv::Vec<uint32_t, 4>;   // 16 bytes

// A tensor as rows of C channels: the row axes' sizes and strides (API order, outermost
// first) and the channel stride, all in elements.
struct RowTensor {
    int64_t rows;
    int axes;
    int64_t sizes[hipconv::kMaxAxes];
    int64_t strides[hipconv::kMaxAxes];
    int64_t channel_stride;
    int channels;                            // C
    bool dense;                              // rows back to back: row r starts at r * C
};

RowTensor row_tensor(const hipconv_problem* p, hipconv::Role role, const hipconv::TensorAxes& layout_axes,
                     const void* base) {
    RowTensor t{};
    int64_t sizes[hipconv::kMaxAxes], strides[hipconv::kMaxAxes];
    hipconv::api_sizes(*p, role, sizes);
    hipconv::effective_strides(*p, role, layout_axes, strides);
    t.axes = static_cast<int>(p->spatial_dim) + 2;   // every axis but the channels (the last)
    t.rows = 1;
    for (int a = 0; a < t.axes; ++a) {
        t.sizes[a] = sizes[a];
        t.strides[a] = strides[a];
        t.rows *= sizes[a];
    }
    t.channel_stride = strides[t.axes];
    t.channels = static_cast<int>(sizes[t.axes]);
    int64_t span = t.channels;
    t.dense = t.channel_stride == 1;
    for (int a = t.axes - 1; a >= 0; --a) {
        t.dense = t.dense && (t.strides[a] == span || t.sizes[a] == 1);
        span *= t.sizes[a];
    }
    t.dense = t.dense && reinterpret_cast<uintptr_t>(base) % sizeof(Word) == 0;   // the chunks' 16-byte words
    return t;
}

// Element offset of row `row` (row-major over the row axes) in the strided tensor: r * C
// when the rows are dense (no divisions: the copies then run at the memory's rate).
__device__ __forceinline__ int64_t row_offset(const RowTensor& t, int64_t row) {
    if (t.dense)
        return row * t.channels;
    int64_t offset = 0;
    for (int a = t.axes - 1; a >= 0; --a) {
        offset += row % t.sizes[a] * t.strides[a];
        row /= t.sizes[a];
    }
    return offset;
}

// padded[row] = the row's C channels of `from`, then zeros.  Dense rows (t.dense: C * kCopyRows
// elements back to back per chunk, 16-byte aligned) go through shared memory: the block reads
// its chunk in 16-byte words, then each thread stores whole padded rows as one vector.  Strided
// rows: one thread per row, element by element.
template <class T>
__global__ void ${plan.name}_pad_rows(const T* __restrict__ from, PaddedRow<T>* __restrict__ padded, RowTensor t) {
    constexpr int kWordElements = static_cast<int>(sizeof(Word) / sizeof(T));
    __shared__ Word staged[kCopyRows * (kPadChannels - 1) / kWordElements];
    const T* const staged_elements = reinterpret_cast<const T*>(staged);
    const T zero = hipconv::from_float<T>(0.0f);
    for (int64_t row0 = static_cast<int64_t>(blockIdx.x) * kCopyRows; row0 < t.rows;
         row0 += static_cast<int64_t>(gridDim.x) * kCopyRows) {
        const int rows = static_cast<int>(t.rows - row0 < kCopyRows ? t.rows - row0 : kCopyRows);
        if (t.dense) {
            const int elements = rows * t.channels;
            const int words = elements / kWordElements;
            const Word* const source = reinterpret_cast<const Word*>(from + row0 * t.channels);
            for (int w = threadIdx.x; w < words; w += blockDim.x)
                staged[w] = source[w];
            T* const tail = reinterpret_cast<T*>(staged);
            for (int e = words * kWordElements + threadIdx.x; e < elements; e += blockDim.x)
                tail[e] = from[row0 * t.channels + e];
            __syncthreads();
            for (int r = threadIdx.x; r < rows; r += blockDim.x) {
                PaddedRow<T> value;
#pragma unroll
                for (int c = 0; c < kPadChannels; ++c)
                    value.v[c] = c < t.channels ? staged_elements[r * t.channels + c] : zero;
                hipconv::store_vec<kPadChannels>(padded[row0 + r].v, value);
            }
            __syncthreads();      // the chunk's shared memory is read before the next overwrites it
        } else {
            for (int r = threadIdx.x; r < rows; r += blockDim.x) {
                const T* source = from + row_offset(t, row0 + r);
                PaddedRow<T> value;
#pragma unroll
                for (int c = 0; c < kPadChannels; ++c)
                    value.v[c] = c < t.channels ? source[c * t.channel_stride] : zero;
                hipconv::store_vec<kPadChannels>(padded[row0 + r].v, value);
            }
        }
    }
}
% if weight:

// to[row] = the first C channels of padded[row] (one thread per row, grid-stride).
template <class T>
__global__ void ${plan.name}_unpad_rows(const PaddedRow<T>* __restrict__ padded, T* __restrict__ to, RowTensor t) {
    for (int64_t row = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; row < t.rows;
         row += static_cast<int64_t>(gridDim.x) * blockDim.x) {
        const PaddedRow<T> value = hipconv::load_vec<kPadChannels>(padded[row].v);
        T* target = to + row_offset(t, row);
        for (int c = 0; c < t.channels; ++c)
            target[c * t.channel_stride] = value.v[c];
    }
}
% endif

unsigned copy_blocks(int64_t rows, int64_t rows_per_block) {
    const int64_t blocks = hipconv::ceil_div(rows, rows_per_block);
    return static_cast<unsigned>(blocks < hipconv::kMaxGridYZ * 64 ? blocks : hipconv::kMaxGridYZ * 64);
}

// p with P channels per group, every tensor dense (the padded copies; Y as given).
bool padded_problem(const hipconv_problem* p, hipconv_problem* padded) {
    if (2 * p->in_channels <= kPadChannels || p->in_channels >= kPadChannels)
        return false;
    *padded = *p;
    padded->in_channels = kPadChannels;
    for (int64_t& stride : padded->x_strides)
        stride = 0;
    for (int64_t& stride : padded->w_strides)
        stride = 0;
    return true;
}

// The workspace bytes of a padded copy of `t` (rows of P elements of `element_bytes`), rounded
// up to the workspace alignment so that the next part starts aligned.
int64_t padded_bytes(const RowTensor& t, int64_t element_bytes) {
    return hipconv::ceil_div(t.rows * kPadChannels * element_bytes, kWorkspaceAlignment) * kWorkspaceAlignment;
}

}  // namespace

extern "C" int32_t ${plan.exported_symbol}_supports(const hipconv_problem* p) {
${common.problem_checks(plan)}\
    // The copies address X and W (dW) element by element with the strides the layout allows.
    if (!hipconv::strides_addressable(*p, hipconv::Role::X, Params::kXAxes, 1, false) ||
        !hipconv::strides_addressable(*p, hipconv::Role::W, Params::kWAxes, 1, ${"true" if weight else "false"}))
        return HIPCONV_REFUSED_STRIDES;
    hipconv_problem padded;
    if (!padded_problem(p, &padded))
        return HIPCONV_REFUSED_PAD_CHANNELS;
    return ${plan.symbol}_supports(&padded);
}

extern "C" int64_t ${plan.exported_symbol}_workspace_size(const hipconv_problem* p) {
    hipconv_problem padded;
    if (${plan.exported_symbol}_supports(p) != HIPCONV_OK || !padded_problem(p, &padded))
        return 0;
    return padded_bytes(row_tensor(p, hipconv::Role::X, Params::kXAxes, nullptr), sizeof(PaddedX)) +
           padded_bytes(row_tensor(p, hipconv::Role::W, Params::kWAxes, nullptr), sizeof(PaddedW)) +
           ${plan.symbol}_workspace_size(&padded);
}

extern "C" int32_t ${plan.exported_symbol}_split_k(const hipconv_problem* p) {
    hipconv_problem padded;
    if (${plan.exported_symbol}_supports(p) != HIPCONV_OK || !padded_problem(p, &padded))
        return 0;
    return ${plan.symbol}_split_k(&padded);
}

extern "C" int32_t ${plan.exported_symbol}_run(const hipconv_problem* p, const hipconv_tensors* tensors,
                                     void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
${common.run_checks(plan, symbol=plan.exported_symbol, workspace=True)}\
    hipconv_problem padded;
    padded_problem(p, &padded);
    const hipStream_t hip_stream = static_cast<hipStream_t>(stream);
    const RowTensor x_rows = row_tensor(p, hipconv::Role::X, Params::kXAxes, tensors->x);
    const RowTensor w_rows = row_tensor(p, hipconv::Role::W, Params::kWAxes, tensors->w);
    unsigned char* const base = static_cast<unsigned char*>(workspace);
    auto* const x_padded = reinterpret_cast<PaddedRow<PaddedX>*>(base);
    auto* const w_padded = reinterpret_cast<PaddedRow<PaddedW>*>(base + padded_bytes(x_rows, sizeof(PaddedX)));
    void* const inner_workspace = base + padded_bytes(x_rows, sizeof(PaddedX)) + padded_bytes(w_rows, sizeof(PaddedW));

    hipLaunchKernelGGL(${plan.name}_pad_rows<PaddedX>, dim3(copy_blocks(x_rows.rows, kCopyRows)), dim3(kCopyThreads), 0,
                       hip_stream, static_cast<const PaddedX*>(tensors->x), x_padded, x_rows);
    if (const int32_t launched = hipconv::launch_status())
        return launched;
% if not weight:
    hipLaunchKernelGGL(${plan.name}_pad_rows<PaddedW>, dim3(copy_blocks(w_rows.rows, kCopyRows)), dim3(kCopyThreads), 0,
                       hip_stream, static_cast<const PaddedW*>(tensors->w), w_padded, w_rows);
    if (const int32_t launched = hipconv::launch_status())
        return launched;
% endif
    hipconv_tensors padded_tensors = *tensors;
    padded_tensors.x = x_padded;
    padded_tensors.w = w_padded;
% if weight:
    const int32_t ran = ${plan.symbol}_run(&padded, &padded_tensors, inner_workspace, epilogue, stream);
    if (ran != HIPCONV_OK)
        return ran;
    hipLaunchKernelGGL(${plan.name}_unpad_rows<PaddedW>, dim3(copy_blocks(w_rows.rows, kCopyThreads)), dim3(kCopyThreads), 0,
                       hip_stream, w_padded, static_cast<PaddedW*>(tensors->w), w_rows);
    return hipconv::launch_status();
% else:
    return ${plan.symbol}_run(&padded, &padded_tensors, inner_workspace, epilogue, stream);
% endif
}
