<%page args="plan"/>\
<%namespace name="common" file="/kernels/common.mako"/>\
## Padded channels (algorithm.pad_channels = P; every direction, channels_last): the
## instance's exported functions.  They run a problem of C and K channels per group, C or K
## not a multiple of P, as the problem of C' = roundup(C, P) and K' = roundup(K, P) channels:
## the inputs copied into the workspace with their channel axes (the filter: its K rows too)
## zero-padded, the output computed padded in the workspace and its first channels copied
## out, the epilogue's per-channel bias padded like the output.  A tensor whose padded shape
## is its own is used in place.  The zero channels add to no sum; each copy reads and writes
## its tensor once.  The direction template above runs the padded problem (its functions are
## ${plan.symbol}_*).
##
## Python decides which tensors are padded on which axes (plan.channel_padding: a
## ChannelPadding of PaddedTensors, codegen/plan.py); this template holds the copies.
## Interface with the direction template: ${plan.symbol}_supports / _workspace_size /
## _split_k / _run on a hipconv_problem, and Params::kXAxes / kWAxes / kYAxes (the tensors'
## axes, for the stride checks and the copies' strides).
<%
    padding = plan.channel_padding
    P = padding.multiple
    out = padding.output
    def element(t):
        return f"Padded{t.letter}"
    def sized(t):
        return f"{t.name}_rows"
%>\

// ---------------------------------------------------------------- padded channels

namespace {

constexpr int kPadChannels = ${P};
constexpr int64_t kWorkspaceAlignment = 256;
constexpr int kCopyThreads = 256;
% for t in padding.tensors:
using ${element(t)} = ${plan.ctype(t.role.value)};   // ${t.name}${", written" if t.written else ""}
% endfor
% if padding.bias:
using BiasElement = ${plan.ctype(out.role.value)};   // the bias: the output's type
% endif

// One chunk of P channels, stored as one vector.
template <class T>
using PaddedChunk = hipconv::Vec<T, kPadChannels>;

// Rows a block of the narrow-row copy handles at a time (rows of C < P channels back to back,
// staged in shared memory).
constexpr int kCopyRows = 4 * kCopyThreads;
using Word = hipconv::Vec<uint32_t, 4>;   // 16 bytes

int64_t round_up(int64_t channels) {
    return hipconv::ceil_div(channels, kPadChannels) * kPadChannels;
}

// A tensor as rows of channels (its last axis) and its padded twin: the row axes' sizes,
// their padded sizes (the filter's K axis: K') and strides (API order, outermost first, in
// elements), the channel stride, and the channels before and after padding.
struct RowTensor {
    int axes;
    int64_t sizes[hipconv::kMaxAxes];
    int64_t padded_sizes[hipconv::kMaxAxes];
    int64_t strides[hipconv::kMaxAxes];
    int64_t channel_stride;
    int64_t rows;                            // of the padded twin
    int channels;                            // C (K)
    int padded_channels;                     // C' (K')
    bool direct;                             // rows back to back, none added: padded row r is row r, at r * C
};

bool is_padded(const RowTensor& t) {
    if (t.padded_channels != t.channels)
        return true;
    for (int a = 0; a < t.axes; ++a)
        if (t.padded_sizes[a] != t.sizes[a])
            return true;
    return false;
}

// `base`'s tensor of role `role` as rows; k_rows: its K axis (the filter's, API axis 1) padded too.
RowTensor row_tensor(const hipconv_problem* p, hipconv::Role role, const hipconv::TensorAxes& layout_axes,
                     const void* base, bool k_rows) {
    RowTensor t{};
    int64_t sizes[hipconv::kMaxAxes], strides[hipconv::kMaxAxes];
    hipconv::api_sizes(*p, role, sizes);
    hipconv::effective_strides(*p, role, layout_axes, strides);
    t.axes = static_cast<int>(p->spatial_dim) + 2;   // every axis but the channels (the last)
    t.rows = 1;
    for (int a = 0; a < t.axes; ++a) {
        t.sizes[a] = sizes[a];
        t.padded_sizes[a] = k_rows && a == 1 ? round_up(sizes[a]) : sizes[a];
        t.strides[a] = strides[a];
        t.rows *= t.padded_sizes[a];
    }
    t.channel_stride = strides[t.axes];
    t.channels = static_cast<int>(sizes[t.axes]);
    t.padded_channels = static_cast<int>(round_up(t.channels));
    int64_t span = t.channels;
    bool dense = t.channel_stride == 1;
    for (int a = t.axes - 1; a >= 0; --a) {
        dense = dense && (t.strides[a] == span || t.sizes[a] == 1) && t.padded_sizes[a] == t.sizes[a];
        span *= t.sizes[a];
    }
    t.direct = dense && reinterpret_cast<uintptr_t>(base) % sizeof(Word) == 0;   // the staged copy's 16-byte words
    return t;
}
% if padding.bias:

// The epilogue's bias, G rows of ${padding.bias} channels (dense), as rows.
RowTensor bias_rows(const hipconv_problem* p, const void* base) {
    RowTensor t{};
    t.axes = 1;
    t.sizes[0] = t.padded_sizes[0] = t.rows = p->groups;
    t.channels = static_cast<int>(p->${"out_channels" if padding.bias == "K" else "in_channels"});
    t.strides[0] = t.channels;
    t.channel_stride = 1;
    t.padded_channels = static_cast<int>(round_up(t.channels));
    t.direct = reinterpret_cast<uintptr_t>(base) % sizeof(Word) == 0;
    return t;
}
% endif

// The narrow-row copy (through shared memory) pads `t`: direct rows of C < P channels.
HIPCONV_HOST_DEVICE inline bool staged_copy(const RowTensor& t) {
    return t.direct && t.padded_channels == kPadChannels;
}

// Element offset in the tensor of padded row `row` (row-major over the padded row axes); false
// where the row is one padding added (a filter row k >= K).
__device__ __forceinline__ bool row_offset(const RowTensor& t, int64_t row, int64_t* offset) {
    if (t.direct) {
        *offset = row * t.channels;
        return true;
    }
    *offset = 0;
    for (int a = t.axes - 1; a >= 0; --a) {
        const int64_t index = row % t.padded_sizes[a];
        if (index >= t.sizes[a])
            return false;
        *offset += index * t.strides[a];
        row /= t.padded_sizes[a];
    }
    return true;
}

// padded[row][c] = the row's channel c of `from` (0 past C, and in the rows padding added):
// one thread per chunk of P padded channels, stored as one vector.  Narrow direct rows (C < P:
// the padded row one chunk) go through shared memory: the block reads its rows in 16-byte
// words, then each thread stores whole padded rows.
template <class T>
__global__ void ${plan.name}_pad_rows(const T* __restrict__ from, PaddedChunk<T>* __restrict__ padded, RowTensor t) {
    constexpr int kWordElements = static_cast<int>(sizeof(Word) / sizeof(T));
    __shared__ Word staged[kCopyRows * (kPadChannels - 1) / kWordElements];
    const T* const staged_elements = reinterpret_cast<const T*>(staged);
    const T zero = hipconv::from_float<T>(0.0f);
    if (staged_copy(t)) {
        for (int64_t row0 = static_cast<int64_t>(blockIdx.x) * kCopyRows; row0 < t.rows;
             row0 += static_cast<int64_t>(gridDim.x) * kCopyRows) {
            const int rows = static_cast<int>(t.rows - row0 < kCopyRows ? t.rows - row0 : kCopyRows);
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
                PaddedChunk<T> value;
#pragma unroll
                for (int c = 0; c < kPadChannels; ++c)
                    value.v[c] = c < t.channels ? staged_elements[r * t.channels + c] : zero;
                hipconv::store_vec<kPadChannels>(padded[row0 + r].v, value);
            }
            __syncthreads();      // the chunk's shared memory is read before the next overwrites it
        }
        return;
    }
    const int row_chunks = t.padded_channels / kPadChannels;
    const int64_t chunks = t.rows * row_chunks;
    for (int64_t i = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < chunks;
         i += static_cast<int64_t>(gridDim.x) * blockDim.x) {
        const int64_t row = i / row_chunks;
        const int first = static_cast<int>(i - row * row_chunks) * kPadChannels;
        int64_t offset;
        const bool exists = row_offset(t, row, &offset);
        PaddedChunk<T> value;
#pragma unroll
        for (int c = 0; c < kPadChannels; ++c)
            value.v[c] = exists && first + c < t.channels ? from[offset + (first + c) * t.channel_stride] : zero;
        hipconv::store_vec<kPadChannels>(padded[i].v, value);
    }
}

// to = the first channels of the rows of `padded` that are the tensor's (the rest is padding):
// one thread per chunk of P padded channels, read as one vector.
template <class T>
__global__ void ${plan.name}_unpad_rows(const PaddedChunk<T>* __restrict__ padded, T* __restrict__ to, RowTensor t) {
    const int row_chunks = t.padded_channels / kPadChannels;
    const int64_t chunks = t.rows * row_chunks;
    for (int64_t i = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < chunks;
         i += static_cast<int64_t>(gridDim.x) * blockDim.x) {
        const int64_t row = i / row_chunks;
        const int first = static_cast<int>(i - row * row_chunks) * kPadChannels;
        int64_t offset;
        if (first >= t.channels || !row_offset(t, row, &offset))
            continue;
        const PaddedChunk<T> value = hipconv::load_vec<kPadChannels>(padded[i].v);
        const int count = t.channels - first < kPadChannels ? t.channels - first : kPadChannels;
        for (int c = 0; c < count; ++c)
            to[offset + (first + c) * t.channel_stride] = value.v[c];
    }
}

// The blocks of a copy of `t`: a row of chunks per block of the narrow-row copy (`staged`),
// else a chunk per thread (both grid-stride).
unsigned copy_blocks(const RowTensor& t, bool staged) {
    const int64_t work = staged ? hipconv::ceil_div(t.rows, kCopyRows)
                                : hipconv::ceil_div(t.rows * (t.padded_channels / kPadChannels), kCopyThreads);
    return static_cast<unsigned>(work < hipconv::kMaxGridYZ * 64 ? work : hipconv::kMaxGridYZ * 64);
}

// p with C' and K' channels per group; false where C and K are multiples of P already (the
// unpadded instances run it).  A padded tensor is dense (its workspace copy); one whose
// shape padding leaves keeps its strides.
bool padded_problem(const hipconv_problem* p, hipconv_problem* padded) {
    if (p->in_channels % kPadChannels == 0 && p->out_channels % kPadChannels == 0)
        return false;
    *padded = *p;
    padded->in_channels = round_up(p->in_channels);
    padded->out_channels = round_up(p->out_channels);
    if (padded->in_channels != p->in_channels)
        for (int64_t& stride : padded->x_strides)
            stride = 0;
    if (padded->out_channels != p->out_channels)
        for (int64_t& stride : padded->y_strides)
            stride = 0;
    for (int64_t& stride : padded->w_strides)
        stride = 0;
    return true;
}

// The workspace bytes of a padded copy of `t` (elements of `element_bytes`; none where it is
// used in place), rounded up to the workspace alignment so that the next part starts aligned.
int64_t padded_bytes(const RowTensor& t, int64_t element_bytes) {
    if (!is_padded(t))
        return 0;
    return hipconv::ceil_div(t.rows * t.padded_channels * element_bytes, kWorkspaceAlignment) * kWorkspaceAlignment;
}

// The workspace's parts: the padded copies (${", ".join(t.name for t in padding.tensors)}${", the bias" if padding.bias else ""}), then the
// padded problem's own workspace.
struct Parts {
% for t in padding.tensors:
    RowTensor ${sized(t)};
% endfor
% if padding.bias:
    RowTensor bias_rows;
% endif
    int64_t bytes[${len(padding.tensors) + (1 if padding.bias else 0)}];
};

// The parts of `p`'s workspace (tensors, bias: the call's, for the copies' alignment; null in
// workspace_size).  The bias's part is there whether or not a call gives one.
Parts workspace_parts(const hipconv_problem* p, const hipconv_tensors* tensors, const void* bias) {
    Parts parts{};
% for t in padding.tensors:
    parts.${sized(t)} = row_tensor(p, hipconv::Role::${t.letter}, Params::k${t.letter}Axes, tensors ? tensors->${t.role.value} : nullptr, ${"true" if t.k_rows else "false"});
    parts.bytes[${loop.index}] = padded_bytes(parts.${sized(t)}, sizeof(${element(t)}));
% endfor
% if padding.bias:
    parts.bias_rows = bias_rows(p, bias);
    parts.bytes[${len(padding.tensors)}] = padded_bytes(parts.bias_rows, sizeof(BiasElement));
% else:
    (void)bias;
% endif
    return parts;
}

int64_t parts_bytes(const Parts& parts) {
    int64_t bytes = 0;
    for (int64_t part : parts.bytes)
        bytes += part;
    return bytes;
}

}  // namespace

extern "C" int32_t ${plan.exported_symbol}_supports(const hipconv_problem* p) {
${common.problem_checks(plan)}\
    // The copies address every tensor element by element with the strides the layout allows.
% for t in padding.tensors:
    if (!hipconv::strides_addressable(*p, hipconv::Role::${t.letter}, Params::k${t.letter}Axes, 1, ${"true" if t.written else "false"}))
        return HIPCONV_REFUSED_STRIDES;
% endfor
    hipconv_problem padded;
    if (!padded_problem(p, &padded))
        return HIPCONV_REFUSED_PAD_CHANNELS;
    return ${plan.symbol}_supports(&padded);
}

extern "C" int64_t ${plan.exported_symbol}_workspace_size(const hipconv_problem* p) {
    hipconv_problem padded;
    if (${plan.exported_symbol}_supports(p) != HIPCONV_OK || !padded_problem(p, &padded))
        return 0;
    return parts_bytes(workspace_parts(p, nullptr, nullptr)) +
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
    const void* const bias = epilogue != nullptr ? epilogue->bias : nullptr;
    const Parts parts = workspace_parts(p, tensors, bias);
    unsigned char* part = static_cast<unsigned char*>(workspace);
    hipconv_tensors padded_tensors = *tensors;
% for t in padding.inputs:
    if (parts.bytes[${padding.tensors.index(t)}] != 0) {        // ${t.name}: ${t.channels}${" and K" if t.k_rows else ""} padded
        auto* const copy = reinterpret_cast<PaddedChunk<${element(t)}>*>(part);
        hipLaunchKernelGGL(${plan.name}_pad_rows<${element(t)}>, dim3(copy_blocks(parts.${sized(t)}, staged_copy(parts.${sized(t)}))), dim3(kCopyThreads), 0,
                           hip_stream, static_cast<const ${element(t)}*>(tensors->${t.role.value}), copy, parts.${sized(t)});
        if (const int32_t launched = hipconv::launch_status())
            return launched;
        padded_tensors.${t.role.value} = copy;
    }
    part += parts.bytes[${padding.tensors.index(t)}];
% endfor
<% o = padding.tensors.index(out) %>\
    auto* const output_copy = reinterpret_cast<PaddedChunk<${element(out)}>*>(part);
    if (parts.bytes[${o}] != 0)        // ${out.name}: computed with ${out.channels}${" and K" if out.k_rows else ""} padded
        padded_tensors.${out.role.value} = output_copy;
    part += parts.bytes[${o}];
% if padding.bias:
    hipconv_epilogue_args padded_epilogue = epilogue != nullptr ? *epilogue : hipconv_epilogue_args{};
    if (bias != nullptr && parts.bytes[${len(padding.tensors)}] != 0) {        // the bias: ${padding.bias} padded
        auto* const copy = reinterpret_cast<PaddedChunk<BiasElement>*>(part);
        hipLaunchKernelGGL(${plan.name}_pad_rows<BiasElement>, dim3(copy_blocks(parts.bias_rows, staged_copy(parts.bias_rows))), dim3(kCopyThreads), 0,
                           hip_stream, static_cast<const BiasElement*>(bias), copy, parts.bias_rows);
        if (const int32_t launched = hipconv::launch_status())
            return launched;
        padded_epilogue.bias = copy;
    }
    part += parts.bytes[${len(padding.tensors)}];
    const int32_t ran = ${plan.symbol}_run(&padded, &padded_tensors, part, epilogue != nullptr ? &padded_epilogue : nullptr, stream);
% else:
    const int32_t ran = ${plan.symbol}_run(&padded, &padded_tensors, part, epilogue, stream);
% endif
    if (ran != HIPCONV_OK || parts.bytes[${o}] == 0)
        return ran;
    hipLaunchKernelGGL(${plan.name}_unpad_rows<${element(out)}>, dim3(copy_blocks(parts.${sized(out)}, false)), dim3(kCopyThreads), 0,
                       hip_stream, output_copy, static_cast<${element(out)}*>(tensors->${out.role.value}), parts.${sized(out)});
    return hipconv::launch_status();
}
