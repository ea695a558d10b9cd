// hipconv_torch.cpp -- hipconv's PyTorch operators, in C++: the native call path.
//
// Four operators in the namespace `hipconv` (schemas below: one per direction, and
// `conv_backward` for both gradients of a call, which copies a channels-first dY once), with
// CPU and CUDA kernels (one function each: a kernel library built for the cpu platform
// runs host tensors, one built for nvidia or amd runs torch's CUDA tensors) and
// every operator's autograd in C++ (the fake kernels, for torch.compile and FakeTensor, are
// runtime/fake_kernels.py's) (each direction's gradients are the other directions,
// so double backward runs through hipconv too).
//
// A call does no Python work.  Its problem (sizes, geometry, dtype, device, bias) is the
// key of a plan cache; a plan names the kernel library's hipconv_run, the instance and
// its workspace size.  A problem seen for the first time asks the selector, a function
// pointer the Python runtime sets once (runtime/native.py: Library.select, or the tuned
// choice), and the answer is kept for the life of the process.  The kernel runs on the
// tensors' device and that device's current torch stream; its output and workspace come
// from torch's allocator (CUDA-graph capture works).  Where no instance can run a problem
// the plan says why; a call with fallback=True then computes it with torch's own
// convolution and warns once per problem, with fallback=False it raises that reason.
//
// Layouts: the kernels read and write channels-last memory ((N, *spatial, C) for an
// (N, C, *spatial) tensor; (K, *filter, C) for a filter).  Channels-last inputs are used
// as they are; dense channels-first ones cross by the kernel library's transpose
// (hipconv_transpose, one pass on the call's stream), other views by torch's copy
// (documented in runtime/pytorch.py).  The output's memory format, and dX's and dW's, are
// torch's for the same call (torch_channels_last: the rule of the backend torch's own
// convolution would use, asked of torch), with exactly the strides torch gives them, size-1
// axes included (kernel_result); a contiguous result is the kernel's output transposed back.
#include <ATen/ATen.h>
#include <ATen/core/dispatch/Dispatcher.h>
#include <ATen/native/ConvUtils.h>
#include <c10/core/DeviceGuard.h>
#include <c10/core/impl/VirtualGuardImpl.h>
#include <torch/csrc/autograd/custom_function.h>
#include <torch/library.h>

#include <array>
#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "hipconv_torch.h"

namespace hipconv_torch {
namespace {

enum Direction : int32_t { kForward = 0, kBackwardData = 1, kBackwardWeight = 2 };
enum Outcome : int32_t { kRun = 0, kRefused = 1, kError = 2 };
constexpr uintptr_t kAlignment = 16;   // bytes: the widest vector access of any kernel
std::atomic<bool> g_channels_first_native{false};   // hipconv_torch_set_channels_first

using RunFunction = int32_t (*)(int32_t, const hipconv_problem*, const hipconv_tensors*, void*,
                                const hipconv_epilogue_args*, void*);
using StatusString = const char* (*)(int32_t);
using DeviceErrorString = const char* (*)(void);

// ------------------------------------------------------------------ geometry

// The convolution's geometry as the operators receive it, per spatial dimension.
// A hash of a fixed-size array of int64 (the plan cache's and the memory-format cache's keys).
template <class Array>
struct ArrayHash {
    size_t operator()(const Array& key) const {
        uint64_t h = 0x9e3779b97f4a7c15ull;
        for (const int64_t v : key)
            h ^= static_cast<uint64_t>(v) + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
        return static_cast<size_t>(h);
    }
};

struct Geometry {
    int64_t dims = 0;
    int64_t groups = 1;
    std::array<int64_t, 3> stride{}, pad_left{}, pad_right{}, dilation{};
};

Geometry make_geometry(int64_t dims, at::IntArrayRef stride, at::IntArrayRef pad_left,
                       at::IntArrayRef pad_right, at::IntArrayRef dilation, int64_t groups) {
    TORCH_CHECK_VALUE(dims >= 1 && dims <= 3, "hipconv: a convolution has 1 to 3 spatial dimensions, not ",
                      dims);
    TORCH_CHECK_VALUE(groups >= 1, "hipconv: groups must be >= 1, got ", groups);
    Geometry g;
    g.dims = dims;
    g.groups = groups;
    const std::pair<at::IntArrayRef, const char*> fields[] = {
        {stride, "stride"}, {pad_left, "pad_left"}, {pad_right, "pad_right"}, {dilation, "dilation"}};
    std::array<int64_t, 3>* targets[] = {&g.stride, &g.pad_left, &g.pad_right, &g.dilation};
    for (int f = 0; f < 4; ++f) {
        const auto& [values, name] = fields[f];
        TORCH_CHECK_VALUE(static_cast<int64_t>(values.size()) == dims, "hipconv: ", name, " has ",
                          values.size(), " values for a ", dims, "D convolution");
        const int64_t lowest = (f == 1 || f == 2) ? 0 : 1;
        for (int64_t d = 0; d < dims; ++d) {
            TORCH_CHECK_VALUE(values[d] >= lowest, "hipconv: ", name, "[", d, "] is ", values[d],
                              "; it must be >= ", lowest);
            (*targets[f])[d] = values[d];
        }
    }
    return g;
}

// The hipconv problem of an activation of sizes (N, G*C, *input) and a filter of sizes
// (G*K, C, *filter); `what` names the operator in errors.
hipconv_problem make_problem(at::IntArrayRef x, at::IntArrayRef w, const Geometry& g, const char* what) {
    const int64_t dims = g.dims;
    TORCH_CHECK_VALUE(static_cast<int64_t>(x.size()) == dims + 2 && static_cast<int64_t>(w.size()) == dims + 2,
                      "hipconv ", what, ": the input has ", x.size(), " dimensions and the filter ", w.size(),
                      "; a ", dims, "D convolution takes ", dims + 2, " for both");
    TORCH_CHECK_VALUE(x[1] % g.groups == 0 && w[0] % g.groups == 0,
                      "hipconv ", what, ": ", x[1], " input and ", w[0], " output channels are not divisible by ",
                      g.groups, " groups");
    TORCH_CHECK_VALUE(x[1] / g.groups == w[1], "hipconv ", what, ": the input has ", x[1],
                      " channels; the filter expects ", w[1], " per group x ", g.groups, " groups = ",
                      w[1] * g.groups);
    hipconv_problem p;
    std::memset(&p, 0, sizeof p);
    p.spatial_dim = static_cast<int32_t>(dims);
    p.groups = g.groups;
    p.batch = x[0];
    p.in_channels = x[1] / g.groups;
    p.out_channels = w[0] / g.groups;
    for (int64_t d = 0; d < dims; ++d) {
        p.input[d] = x[2 + d];
        p.filter[d] = w[2 + d];
        p.stride[d] = g.stride[d];
        p.dilation[d] = g.dilation[d];
        p.pad_left[d] = g.pad_left[d];
        p.pad_right[d] = g.pad_right[d];
        const int64_t extent = g.dilation[d] * (w[2 + d] - 1) + 1;
        const int64_t padded = x[2 + d] + g.pad_left[d] + g.pad_right[d];
        TORCH_CHECK_VALUE(padded >= extent, "hipconv ", what, ": in spatial dimension ", d, " the padded input (",
                          padded, ") is smaller than the dilated filter (", extent, ")");
        p.output[d] = (padded - extent) / g.stride[d] + 1;
    }
    return p;
}

std::vector<int64_t> output_sizes(const hipconv_problem& p) {
    std::vector<int64_t> sizes{p.batch, p.groups * p.out_channels};
    for (int32_t d = 0; d < p.spatial_dim; ++d)
        sizes.push_back(p.output[d]);
    return sizes;
}

// ------------------------------------------------------------------ layouts

// The strides of an (A, B, *spatial) tensor stored as (A, *spatial, B): channels-last.
template <class Int>
std::vector<Int> channels_last_strides(c10::ArrayRef<Int> sizes) {
    const size_t n = sizes.size();
    std::vector<Int> strides(n, Int(1));
    Int step = Int(1);
    strides[1] = step;
    step = step * sizes[1];
    for (size_t d = n - 1; d >= 2; --d) {
        strides[d] = step;
        step = step * sizes[d];
    }
    strides[0] = step;
    return strides;
}

// Whether `t`'s memory is densely channels-last (strides of size-1 axes do not matter).
bool dense_channels_last(const at::Tensor& t) {
    const auto sizes = t.sizes();
    const auto strides = t.strides();
    const auto wanted = channels_last_strides<int64_t>(sizes);
    for (size_t d = 0; d < sizes.size(); ++d)
        if (sizes[d] != 1 && strides[d] != wanted[d])
            return false;
    return true;
}

// Whether `t` is densely channels-last and 16-byte aligned: what the kernels read without a copy.
bool kernel_ready(const at::Tensor& t) {
    return reinterpret_cast<uintptr_t>(t.data_ptr()) % kAlignment == 0 && dense_channels_last(t);
}

// An activation `t` (N, G*C, *spatial) that is a view rather than a dense tensor (a slice of
// a wider tensor's channels, a crop): its strides in hipconv's axis order (N, *spatial, G, C)
// into `strides`, for the kernels to read it as it is where an instance takes them
// (hipconv_problem.x_strides / y_strides).  False where it is already what the call's
// instances read without strides (dense channels-last, or dense channels-first for a
// native channels-first call) or off the 16-byte alignment (a copy goes in).
bool view_strides(const at::Tensor& t, int64_t per_group, bool channels_first, int64_t* strides) {
    if ((channels_first ? t.is_contiguous() : kernel_ready(t)) ||
        reinterpret_cast<uintptr_t>(t.data_ptr()) % kAlignment)
        return false;
    const int64_t dims = t.dim() - 2;
    strides[0] = t.stride(0);
    for (int64_t d = 0; d < dims; ++d)
        strides[1 + d] = t.stride(2 + d);
    strides[1 + dims] = per_group * t.stride(1);
    strides[2 + dims] = t.stride(1);
    return true;
}

at::Tensor empty_channels_last(at::IntArrayRef sizes, const at::TensorOptions& options) {
    return at::empty_strided(sizes, channels_last_strides<int64_t>(sizes), options);
}

// A 1D activation or filter (A, B, L) stored as (A, L, B), unambiguously (B and L > 1).
bool channels_last_1d(const at::Tensor& t) {
    return t.sym_size(1) != 1 && t.sym_size(2) != 1 && t.sym_stride(1) == 1 && t.sym_stride(2) == t.sym_size(1);
}

// The default memory format of a backward operator called directly (without the operand
// that torch's rule reads): channels-last when either operand is dense channels-last and not
// also contiguous (for 1D, stored (A, L, B)); runtime/fake_kernels.py says the same.
bool operands_channels_last(const at::Tensor& a, const at::Tensor& b) {
    if (a.dim() == 3)
        return channels_last_1d(a) || channels_last_1d(b);
    const auto format = a.dim() == 4 ? at::MemoryFormat::ChannelsLast : at::MemoryFormat::ChannelsLast3d;
    const auto stored = [format](const at::Tensor& t) { return t.is_contiguous(format) && !t.is_contiguous(); };
    return stored(a) || stored(b);
}

// The strides torch gives a new tensor of `sizes` in its memory format: channels-last as
// empty(memory_format=channels_last) lays it out (size-1 axes included), else contiguous.
std::vector<int64_t> torch_strides(at::IntArrayRef sizes, bool channels_last) {
    if (channels_last)
        return channels_last_strides<int64_t>(sizes);
    std::vector<int64_t> strides(sizes.size(), 1);
    for (int64_t d = static_cast<int64_t>(sizes.size()) - 2; d >= 0; --d)
        strides[d] = strides[d + 1] * std::max<int64_t>(sizes[d + 1], 1);
    return strides;
}

// Whether F.conv*d's result (and its dX and dW) for input x and filter w is channels-last:
// torch's own rule, asked of torch -- the backend its convolution would select for these
// tensors on their device (cuDNN, MIOpen, oneDNN, the CPU's slow paths: each has its own
// rule, e.g. cuDNN keeps float64 contiguous, the CPU's 3D float64 path always) and that
// backend's memory format.  As torch does, a 1D convolution is a 2D one of height 1 whose
// input is first made contiguous (so only a channels-last filter makes it channels-last);
// here the input's contiguous stand-in is a view, not a copy, where its storage allows.
// hipconv's asymmetric padding (padding="same" with an even filter) asks with the larger
// side, on the unpadded input (torch pads the input first; the backend choice depends on
// sizes, strides, dtypes and flags, not on the padding's amount).
bool ask_torch_channels_last(const at::Tensor& x, const at::Tensor& w, const Geometry& g) {
    std::vector<c10::SymInt> stride, padding, dilation, output_padding(g.dims, 0);
    for (int64_t d = 0; d < g.dims; ++d) {
        stride.emplace_back(g.stride[d]);
        padding.emplace_back(std::max(g.pad_left[d], g.pad_right[d]));
        dilation.emplace_back(g.dilation[d]);
    }
    at::Tensor input = x;
    if (g.dims == 1 && !x.is_contiguous()) {
        const bool real = !x.unsafeGetTensorImpl()->has_symbolic_sizes_strides() &&
                          !x.unsafeGetTensorImpl()->is_python_dispatch() && (x.is_cpu() || x.is_cuda()) &&
                          x.layout() == at::kStrided && x.has_storage();
        const int64_t needed = (x.storage_offset() + x.numel()) * static_cast<int64_t>(x.element_size());
        input = real && static_cast<int64_t>(x.storage().nbytes()) >= needed
                    ? x.as_strided(x.sizes(), torch_strides(x.sizes(), false))
                    : x.contiguous();
    }
    const auto backend = at::native::select_conv_backend(input, w, std::nullopt, stride, padding, dilation, false,
                                                         output_padding, g.groups, std::nullopt);
    const at::Tensor x_view = g.dims == 1 ? input.unsqueeze(2) : input;
    const at::Tensor w_view = g.dims == 1 ? w.unsqueeze(2) : w;
    return at::native::_determine_backend_memory_format(x_view, w_view, backend) != at::MemoryFormat::Contiguous;
}

// ask_torch_channels_last, remembered per host thread: torch's backend choice costs 3-5 us a
// call, and it depends only on what the key holds -- the tensors' device, dtypes, sizes,
// strides and requires_grad, the geometry, and the global switches torch reads (cuDNN and
// oneDNN enabled, deterministic, benchmark).  Symbolic tensors are asked every time.
using FormatKey = std::array<int64_t, 52>;

bool torch_channels_last(const at::Tensor& x, const at::Tensor& w, const Geometry& g) {
    if (x.unsafeGetTensorImpl()->has_symbolic_sizes_strides() || w.unsafeGetTensorImpl()->has_symbolic_sizes_strides() ||
        x.dim() > 5 || w.dim() > 5)
        return ask_torch_channels_last(x, w, g);
    const auto& context = at::globalContext();
    FormatKey key{};
    size_t i = 0;
    for (const int64_t v : {static_cast<int64_t>(x.device().type()), static_cast<int64_t>(x.device().index()),
                            static_cast<int64_t>(x.scalar_type()), static_cast<int64_t>(w.scalar_type()),
                            static_cast<int64_t>(x.requires_grad()), static_cast<int64_t>(w.requires_grad()),
                            static_cast<int64_t>(context.userEnabledCuDNN()), static_cast<int64_t>(context.userEnabledMkldnn()),
                            static_cast<int64_t>(context.deterministicCuDNN()), static_cast<int64_t>(context.benchmarkCuDNN()),
                            x.dim(), g.groups})
        key[i++] = v;
    for (const at::Tensor* t : {&x, &w})
        for (int64_t d = 0; d < t->dim(); ++d) {
            key[i++] = t->size(d);
            key[i++] = t->stride(d);
        }
    for (int64_t d = 0; d < g.dims; ++d)
        for (const int64_t v : {g.stride[d], g.pad_left[d], g.pad_right[d], g.dilation[d]})
            key[i++] = v;
    thread_local std::unordered_map<FormatKey, bool, ArrayHash<FormatKey>> known;
    const auto found = known.find(key);
    if (found != known.end())
        return found->second;
    if (known.size() >= 4096)
        known.clear();   // a bound on the memory; shapes a model uses come back at once
    return known.emplace(key, ask_torch_channels_last(x, w, g)).first->second;
}

// Where a kernel writes a result that the operator returns in `channels_last` (or not):
// a tensor with exactly torch's strides when the kernel's channels-last memory is the same
// memory (always for channels-last; for channels-first where the channels or the positions
// are one), else a channels-last buffer for in_format to transpose.
at::Tensor kernel_result(at::IntArrayRef sizes, const at::TensorOptions& options, bool channels_last) {
    const auto strides = torch_strides(sizes, channels_last);
    const auto kernel = channels_last_strides<int64_t>(sizes);
    for (size_t d = 0; d < sizes.size(); ++d)
        if (sizes[d] != 1 && strides[d] != kernel[d])
            return at::empty_strided(sizes, kernel, options);
    return at::empty_strided(sizes, strides, options);
}

// A result computed by torch (the fallback) with exactly the strides of `channels_last`.
at::Tensor in_format(at::Tensor t, bool channels_last) {
    const auto strides = torch_strides(t.sizes(), channels_last);
    if (t.strides() == at::IntArrayRef(strides))
        return t;
    return at::empty_strided(t.sizes(), strides, t.options()).copy_(t);
}

// Whether a call runs a channels-first instance on the tensors as they are: the output is
// channels-first (torch's rule) and hipconv_torch_set_channels_first(1) asked for it.
bool native_channels_first(bool channels_last) {
    return !channels_last && g_channels_first_native.load(std::memory_order_relaxed);
}

// `t` dense in its own (channels-first) order: NCHW is NGCHW, (G*K, C, ..) is GKC.. .
at::Tensor for_channels_first_kernel(const at::Tensor& t) {
    return t.is_contiguous() ? t : t.contiguous();
}


// ------------------------------------------------------------------ plans

int32_t dtype_code(at::ScalarType type) {
    switch (type) {
    case at::kFloat: return HIPCONV_DTYPE_FP32;
    case at::kHalf: return HIPCONV_DTYPE_FP16;
    case at::kBFloat16: return HIPCONV_DTYPE_BF16;
    case at::kDouble: return HIPCONV_DTYPE_FP64;
    default: return -1;
    }
}

using Key = std::array<int64_t, 42>;
using KeyHash = ArrayHash<Key>;

Key key_of(const hipconv_torch_request& r) {
    const hipconv_problem& p = r.problem;
    Key k{r.direction, r.dtype, r.device_type, r.device_index, r.bias, p.spatial_dim,
          p.groups, p.batch, p.in_channels, p.out_channels};
    k[28] = r.layout;
    for (int d = 0; d < 3; ++d) {
        k[10 + d] = p.input[d];
        k[13 + d] = p.filter[d];
        k[16 + d] = p.stride[d];
        k[19 + d] = p.dilation[d];
        k[22 + d] = p.pad_left[d];
        k[25 + d] = p.pad_right[d];
    }
    for (int a = 0; a < 6; ++a) {     // activations given as views (w is always dense)
        k[29 + a] = p.x_strides[a];
        k[35 + a] = p.y_strides[a];
    }
    k[41] = r.activation;
    return k;
}

struct Plan {
    hipconv_torch_plan c;
};

std::atomic<hipconv_torch_selector> g_selector{nullptr};
std::mutex g_plans_mutex;
std::unordered_map<Key, std::shared_ptr<const Plan>, KeyHash> g_plans;

const char* direction_name(int32_t direction) {
    return direction == kForward ? "forward" : direction == kBackwardData ? "backward-data" : "backward-weight";
}

// The plan of `request`: from the cache, else from the selector (outside the lock: the
// selector takes Python's GIL, which another thread holding it may be waiting on us
// for).  Errors are not cached: the next call asks again.
std::shared_ptr<const Plan> plan_for(const hipconv_torch_request& request) {
    const Key key = key_of(request);
    {
        std::lock_guard<std::mutex> lock(g_plans_mutex);
        const auto found = g_plans.find(key);
        if (found != g_plans.end())
            return found->second;
    }
    auto plan = std::make_shared<Plan>();
    std::memset(&plan->c, 0, sizeof plan->c);
    const hipconv_torch_selector selector = g_selector.load();
    if (request.dtype < 0) {
        plan->c.outcome = kRefused;
        std::snprintf(plan->c.message, sizeof plan->c.message,
                      "unsupported-dtype: hipconv has no kernels for %s (float32, float16, bfloat16 and float64 only)",
                      c10::toString(static_cast<at::ScalarType>(-1 - request.dtype)));
        if (selector != nullptr && request.fallback)   // the selector warns, once per problem (the plan is kept)
            selector(&request, &plan->c);
    } else if (selector == nullptr) {
        plan->c.outcome = kError;
        std::snprintf(plan->c.message, sizeof plan->c.message,
                      "hipconv's operators have no kernel libraries: import runtime.pytorch (it loads "
                      "this library and connects the libraries it selects from)");
    } else if (selector(&request, &plan->c) != 0 && plan->c.outcome == kRun) {
        plan->c.outcome = kError;
        std::snprintf(plan->c.message, sizeof plan->c.message, "hipconv's selector failed");
    }
    plan->c.message[sizeof plan->c.message - 1] = '\0';
    TORCH_CHECK(plan->c.outcome != kError, "hipconv ", direction_name(request.direction), ": ",
                plan->c.message);
    TORCH_CHECK(plan->c.outcome == kRefused || plan->c.run != nullptr, "hipconv ",
                direction_name(request.direction), ": the selector gave no run function");
    std::lock_guard<std::mutex> lock(g_plans_mutex);
    return g_plans.emplace(key, std::move(plan)).first->second;
}

hipconv_torch_request make_request(int32_t direction, const at::Tensor& like, const hipconv_problem& problem,
                                   bool bias, bool fallback, bool channels_first, int32_t activation = 0) {
    hipconv_torch_request r;
    std::memset(&r, 0, sizeof r);
    r.direction = direction;
    r.dtype = dtype_code(like.scalar_type());
    if (r.dtype < 0)       // no kernels: keyed by the dtype all the same (its own plan, warning and message)
        r.dtype = -1 - static_cast<int32_t>(like.scalar_type());
    r.device_type = like.is_cuda() ? 1 : 0;
    r.device_index = like.is_cuda() ? like.device().index() : -1;
    r.bias = bias ? 1 : 0;
    r.fallback = fallback ? 1 : 0;
    r.layout = channels_first ? 1 : 0;
    r.activation = activation;
    r.problem = problem;
    return r;
}

// The plan of a call whose activations may be views: first with their strides in
// `problem` (no fallback warning: a refusal there only means a copy goes in), then, where no
// instance takes them, dense (`problem`'s strides cleared: the caller copies the views).
std::shared_ptr<const Plan> plan_for_views(int32_t direction, const at::Tensor& like, hipconv_problem& problem,
                                           bool bias, bool fallback, bool channels_first, bool views,
                                           int32_t activation = 0) {
    if (views) {
        auto plan = plan_for(make_request(direction, like, problem, bias, false, channels_first, activation));
        if (plan->c.outcome != kRefused)
            return plan;
        std::memset(problem.x_strides, 0, sizeof problem.x_strides);
        std::memset(problem.y_strides, 0, sizeof problem.y_strides);
    }
    return plan_for(make_request(direction, like, problem, bias, fallback, channels_first, activation));
}

// Whether the problem passes the activation with this role's strides (a view, read as it is).
bool passes_view(const int64_t* strides) {
    for (int a = 0; a < 6; ++a)
        if (strides[a] != 0)
            return true;
    return false;
}

// Whether to compute a refused problem with torch or raise.  (The selector warned, as a
// Python warning, when it refused the problem's first call with fallback.)
bool take_fallback(const Plan& plan, int32_t direction, bool fallback) {
    if (plan.c.outcome != kRefused)
        return false;
    TORCH_CHECK(fallback, "hipconv ", direction_name(direction), ": ", plan.c.message,
                " (fallback=False; with fallback=True torch's convolution computes it)");
    return true;
}

// Raise where the kernel library's call for `plan` returned a non-OK status: `what` failed,
// with the library's status string and, for a device error, the device's message.
void check_library_status(const Plan& plan, int32_t status, const char* what) {
    if (status == HIPCONV_OK)
        return;
    const auto status_string = reinterpret_cast<StatusString>(plan.c.status_string);
    const auto device_error = reinterpret_cast<DeviceErrorString>(plan.c.last_device_error);
    TORCH_CHECK(false, "hipconv: ", what, plan.c.message, " failed: ", status_string ? status_string(status) : "status ",
                status, status == HIPCONV_DEVICE_ERROR && device_error ? " -- " : "",
                status == HIPCONV_DEVICE_ERROR && device_error ? device_error() : "");
}

// The raw handle of torch's current stream on `like`'s device (nullptr on the cpu).
void* stream_of(const at::Tensor& like) {
    if (!like.is_cuda())
        return nullptr;
    return c10::impl::VirtualGuardImpl(like.device().type()).getStream(like.device()).native_handle();
}

// dst[b][c][r] = src[b][r][c] (dense (rows, columns) matrices, `batches` of them) with the
// kernel library's transpose on the tensors' device and stream; false where the plan has
// none or the element width is not one it moves (the caller copies with torch instead).
bool library_transpose(const Plan& plan, const at::Tensor& dst, const at::Tensor& src, int64_t batches,
                       int64_t rows, int64_t columns) {
    using TransposeFunction = int32_t (*)(void*, const void*, int32_t, int64_t, int64_t, int64_t, void*);
    const int64_t width = src.element_size();
    if (plan.c.transpose == nullptr || (width != 2 && width != 4 && width != 8))
        return false;
    c10::OptionalDeviceGuard guard;
    if (src.is_cuda())
        guard.reset_device(src.device());
    const auto transpose = reinterpret_cast<TransposeFunction>(plan.c.transpose);
    check_library_status(plan, transpose(dst.data_ptr(), src.data_ptr(), static_cast<int32_t>(width), batches,
                                         rows, columns, stream_of(src)),
                         "the layout transpose of the library of ");
    return true;
}

// `t` in channels-last memory for the kernels: itself when it already is; a dense
// channels-first tensor (N, C, *spatial) in one pass of the library's transpose (batches N,
// rows C, columns the positions); anything else (a view) copied by torch.
at::Tensor for_kernel(const at::Tensor& t, const Plan& plan) {
    if (kernel_ready(t))
        return t;
    at::Tensor dense = empty_channels_last(t.sizes(), t.options());
    if (t.is_contiguous() && t.dim() >= 3 &&
        library_transpose(plan, dense, t, t.size(0), t.size(1), t.numel() / (t.size(0) * t.size(1))))
        return dense;
    return dense.copy_(t);
}

// The kernel's dense channels-last result `t` in the memory format the operator returns:
// itself, or channels-first in one pass of the library's transpose (batches N, rows the
// positions, columns C).
at::Tensor in_format(at::Tensor t, bool channels_last, const Plan& plan) {
    if (t.strides() == at::IntArrayRef(torch_strides(t.sizes(), channels_last)))
        return t;
    if (channels_last)
        return in_format(std::move(t), true);
    at::Tensor dense = at::empty(t.sizes(), t.options());
    if (t.dim() >= 3 && kernel_ready(t) &&
        library_transpose(plan, dense, t, t.size(0), t.numel() / (t.size(0) * t.size(1)), t.size(1)))
        return dense;
    return dense.copy_(t);
}

void run_plan(const Plan& plan, const hipconv_problem& problem, const at::Tensor& like, void* x, void* w,
              void* y, const void* bias, int32_t activation = 0) {
    at::Tensor workspace;
    if (plan.c.workspace_bytes > 0)
        workspace = at::empty({plan.c.workspace_bytes}, like.options().dtype(at::kByte));
    hipconv_tensors tensors{x, w, y};
    hipconv_epilogue_args epilogue;
    std::memset(&epilogue, 0, sizeof epilogue);
    epilogue.alpha = 1.0f;
    epilogue.bias = bias;
    epilogue.activation = activation;
    c10::OptionalDeviceGuard guard;
    if (like.is_cuda())
        guard.reset_device(like.device());
    void* stream = stream_of(like);
    const auto run = reinterpret_cast<RunFunction>(plan.c.run);
    check_library_status(plan, run(plan.c.instance, &problem, &tensors,
                                   workspace.defined() ? workspace.data_ptr() : nullptr,
                                   bias || activation ? &epilogue : nullptr,
                                   stream),
                         "");
}

void check_pair(const at::Tensor& a, const at::Tensor& b, const char* a_name, const char* b_name, const char* what) {
    TORCH_CHECK_VALUE(a.device() == b.device(), "hipconv ", what, ": ", a_name, " is on ", a.device(), " and ",
                      b_name, " on ", b.device());
    TORCH_CHECK_VALUE(a.scalar_type() == b.scalar_type(), "hipconv ", what, ": ", a_name, " is ", a.scalar_type(),
                      " and ", b_name, " ", b.scalar_type(), "; both must have one dtype");
}

// ------------------------------------------------------------------ torch's convolution (fallback)

// torch computes symmetric padding only: asymmetric padding goes into the input first.
bool symmetric(const Geometry& g) {
    for (int64_t d = 0; d < g.dims; ++d)
        if (g.pad_left[d] != g.pad_right[d])
            return false;
    return true;
}

std::vector<int64_t> pad_list(const Geometry& g) {   // constant_pad_nd's order: last dimension first
    std::vector<int64_t> pads;
    for (int64_t d = g.dims - 1; d >= 0; --d) {
        pads.push_back(g.pad_left[d]);
        pads.push_back(g.pad_right[d]);
    }
    return pads;
}

std::vector<int64_t> torch_padding(const Geometry& g) {
    std::vector<int64_t> padding(g.dims, 0);
    if (symmetric(g))
        for (int64_t d = 0; d < g.dims; ++d)
            padding[d] = g.pad_left[d];
    return padding;
}

at::IntArrayRef first(const std::array<int64_t, 3>& values, int64_t dims) { return {values.data(), static_cast<size_t>(dims)}; }

at::Tensor torch_forward(const at::Tensor& x, const at::Tensor& w, const std::optional<at::Tensor>& bias,
                         const Geometry& g) {
    const at::Tensor input = symmetric(g) ? x : at::constant_pad_nd(x, pad_list(g));
    const std::vector<int64_t> zeros(g.dims, 0);
    return at::convolution(input, w, bias, first(g.stride, g.dims), torch_padding(g), first(g.dilation, g.dims),
                           false, zeros, g.groups);
}

std::vector<int64_t> padded_sizes(at::IntArrayRef x_sizes, const Geometry& g) {
    std::vector<int64_t> sizes(x_sizes.begin(), x_sizes.end());
    if (!symmetric(g))
        for (int64_t d = 0; d < g.dims; ++d)
            sizes[2 + d] += g.pad_left[d] + g.pad_right[d];
    return sizes;
}

at::Tensor torch_backward_data(const at::Tensor& dy, const at::Tensor& w, at::IntArrayRef x_sizes, const Geometry& g) {
    const auto sizes = padded_sizes(x_sizes, g);
    const at::Tensor shape_only = at::empty(sizes, dy.options());
    const std::vector<int64_t> zeros(g.dims, 0);
    at::Tensor dx = std::get<0>(at::convolution_backward(dy, shape_only, w, std::nullopt, first(g.stride, g.dims),
                                                         torch_padding(g), first(g.dilation, g.dims), false, zeros,
                                                         g.groups, {true, false, false}));
    if (!symmetric(g))
        for (int64_t d = 0; d < g.dims; ++d)
            dx = dx.narrow(2 + d, g.pad_left[d], x_sizes[2 + d]);
    return dx;
}

at::Tensor torch_backward_weight(const at::Tensor& x, const at::Tensor& dy, at::IntArrayRef w_sizes, const Geometry& g) {
    const at::Tensor input = symmetric(g) ? x : at::constant_pad_nd(x, pad_list(g));
    const at::Tensor shape_only = at::empty(w_sizes, dy.options());
    const std::vector<int64_t> zeros(g.dims, 0);
    return std::get<1>(at::convolution_backward(dy, input, shape_only, std::nullopt, first(g.stride, g.dims),
                                                torch_padding(g), first(g.dilation, g.dims), false, zeros, g.groups,
                                                {false, true, false}));
}

// ------------------------------------------------------------------ the operators' kernels (CPU and CUDA)

// The activations of conv_forward_fused, by code (hipconv_epilogue_args.activation), where
// torch applies them: after torch's convolution (a refused problem) or after an instance
// whose epilogue does not (none in the shipped specs: every acc instance applies it).
void activate_in_place(at::Tensor& y, int64_t activation) {
    switch (activation) {
    case 0: return;
    case 1: y.relu_(); return;
    case 2: y.clamp_(0, 6); return;
    case 3: at::silu_(y); return;
    case 4: at::gelu_(y, "none"); return;
    case 5: at::gelu_(y, "tanh"); return;
    case 6: at::hardswish_(y); return;
    case 7: y.sigmoid_(); return;
    case 8: y.tanh_(); return;
    default: TORCH_CHECK_VALUE(false, "hipconv forward: activation code ", activation, " is not 0 to 8");
    }
}

at::Tensor forward_with_activation(const at::Tensor& x, const at::Tensor& w, const std::optional<at::Tensor>& bias,
                                   at::IntArrayRef stride, at::IntArrayRef pad_left, at::IntArrayRef pad_right,
                                   at::IntArrayRef dilation, int64_t groups, bool fallback, int64_t activation) {
    TORCH_CHECK_VALUE(activation >= 0 && activation <= 8, "hipconv forward: activation code ", activation,
                      " is not 0 (none) to 8 (runtime.pytorch.ACTIVATIONS)");
    check_pair(x, w, "x", "w", "forward");
    const Geometry g = make_geometry(w.dim() - 2, stride, pad_left, pad_right, dilation, groups);
    hipconv_problem problem = make_problem(x.sizes(), w.sizes(), g, "forward");
    const bool has_bias = bias.has_value() && bias->defined();
    if (has_bias) {
        TORCH_CHECK_VALUE(bias->dim() == 1 && bias->size(0) == w.size(0), "hipconv forward: the bias has shape ",
                          bias->sizes(), "; it must be (", w.size(0), ",)");
        check_pair(x, *bias, "x", "the bias", "forward");
    }
    const bool channels_last = torch_channels_last(x, w, g);
    const auto sizes = output_sizes(problem);
    if (problem.batch == 0)
        return at::empty_strided(sizes, torch_strides(sizes, channels_last), x.options());
    const bool first = native_channels_first(channels_last);
    const bool views = view_strides(x, problem.in_channels, first, problem.x_strides);
    const auto plan = plan_for_views(kForward, x, problem, has_bias, fallback, first, views,
                                     static_cast<int32_t>(activation));
    if (take_fallback(*plan, kForward, fallback)) {
        at::Tensor y = torch_forward(x, w, bias, g);
        activate_in_place(y, activation);
        return in_format(std::move(y), channels_last);
    }
    const at::Tensor xk = passes_view(problem.x_strides) ? x : first ? for_channels_first_kernel(x) : for_kernel(x, *plan);
    const at::Tensor wk = first ? for_channels_first_kernel(w) : for_kernel(w, *plan);
    at::Tensor y = first ? at::empty(sizes, x.options()) : kernel_result(sizes, x.options(), channels_last);
    at::Tensor b;
    if (has_bias)
        b = bias->to(x.scalar_type()).contiguous();
    run_plan(*plan, problem, x, xk.data_ptr(), wk.data_ptr(), y.data_ptr(),
             has_bias && plan->c.bias_in_epilogue ? b.data_ptr() : nullptr,
             plan->c.bias_in_epilogue ? static_cast<int32_t>(activation) : 0);
    if (has_bias && !plan->c.bias_in_epilogue) {
        std::vector<int64_t> shape(sizes.size(), 1);
        shape[1] = sizes[1];
        y.add_(b.view(shape));
    }
    if (!plan->c.bias_in_epilogue)
        activate_in_place(y, activation);
    return in_format(std::move(y), channels_last, *plan);
}

at::Tensor conv_forward(const at::Tensor& x, const at::Tensor& w, const std::optional<at::Tensor>& bias,
                        at::IntArrayRef stride, at::IntArrayRef pad_left, at::IntArrayRef pad_right,
                        at::IntArrayRef dilation, int64_t groups, bool fallback) {
    return forward_with_activation(x, w, bias, stride, pad_left, pad_right, dilation, groups, fallback, 0);
}

// F.conv*d followed by an activation, in one kernel where an instance stores it: inference
// only (no autograd: conv_forward_fused_autograd refuses a call that records one).
at::Tensor conv_forward_fused(const at::Tensor& x, const at::Tensor& w, const std::optional<at::Tensor>& bias,
                              at::IntArrayRef stride, at::IntArrayRef pad_left, at::IntArrayRef pad_right,
                              at::IntArrayRef dilation, int64_t groups, int64_t activation, bool fallback) {
    return forward_with_activation(x, w, bias, stride, pad_left, pad_right, dilation, groups, fallback, activation);
}

// Backward-data; where it copies dY to channels-last for the kernel, that copy goes to
// `dy_copy` (if given) for backward-weight to read too.
at::Tensor backward_data(const at::Tensor& dy, const at::Tensor& w, at::IntArrayRef x_shape, at::IntArrayRef stride,
                         at::IntArrayRef pad_left, at::IntArrayRef pad_right, at::IntArrayRef dilation, int64_t groups,
                         bool fallback, bool channels_last, at::Tensor* dy_copy) {
    check_pair(dy, w, "dy", "w", "backward-data");
    const Geometry g = make_geometry(w.dim() - 2, stride, pad_left, pad_right, dilation, groups);
    hipconv_problem problem = make_problem(x_shape, w.sizes(), g, "backward-data");
    TORCH_CHECK_VALUE(dy.sizes() == at::IntArrayRef(output_sizes(problem)), "hipconv backward-data: dy has shape ",
                      dy.sizes(), "; the problem's output is ", at::IntArrayRef(output_sizes(problem)));
    if (problem.batch == 0)
        return at::empty_strided(x_shape, torch_strides(x_shape, channels_last), dy.options());
    const bool first = native_channels_first(channels_last);
    const bool views = view_strides(dy, problem.out_channels, first, problem.y_strides);
    const auto plan = plan_for_views(kBackwardData, dy, problem, false, fallback, first, views);
    if (take_fallback(*plan, kBackwardData, fallback))
        return in_format(torch_backward_data(dy, w, x_shape, g), channels_last);
    const at::Tensor dyk = passes_view(problem.y_strides) ? dy : first ? for_channels_first_kernel(dy) : for_kernel(dy, *plan);
    if (dy_copy != nullptr && !first && !dyk.is_same(dy))
        *dy_copy = dyk;
    const at::Tensor wk = first ? for_channels_first_kernel(w) : for_kernel(w, *plan);
    at::Tensor dx = first ? at::empty(x_shape, dy.options()) : kernel_result(x_shape, dy.options(), channels_last);
    run_plan(*plan, problem, dy, dx.data_ptr(), wk.data_ptr(), dyk.data_ptr(), nullptr);
    return in_format(std::move(dx), channels_last, *plan);
}

at::Tensor conv_backward_data(const at::Tensor& dy, const at::Tensor& w, at::IntArrayRef x_shape,
                              at::IntArrayRef stride, at::IntArrayRef pad_left, at::IntArrayRef pad_right,
                              at::IntArrayRef dilation, int64_t groups, bool fallback,
                              std::optional<bool> dx_channels_last) {
    return backward_data(dy, w, x_shape, stride, pad_left, pad_right, dilation, groups, fallback,
                         dx_channels_last.value_or(operands_channels_last(dy, w)), nullptr);
}

// Backward-weight; `dy_copy`, where defined, is dY already copied to channels-last (by
// backward-data of the same call): read instead of copying dY again.
at::Tensor backward_weight(const at::Tensor& x, const at::Tensor& dy, at::IntArrayRef w_shape, at::IntArrayRef stride,
                           at::IntArrayRef pad_left, at::IntArrayRef pad_right, at::IntArrayRef dilation,
                           int64_t groups, bool fallback, bool channels_last, const at::Tensor& dy_copy) {
    check_pair(x, dy, "x", "dy", "backward-weight");
    const Geometry g = make_geometry(static_cast<int64_t>(w_shape.size()) - 2, stride, pad_left, pad_right,
                                     dilation, groups);
    hipconv_problem problem = make_problem(x.sizes(), w_shape, g, "backward-weight");
    TORCH_CHECK_VALUE(dy.sizes() == at::IntArrayRef(output_sizes(problem)), "hipconv backward-weight: dy has shape ",
                      dy.sizes(), "; the problem's output is ", at::IntArrayRef(output_sizes(problem)));
    if (problem.batch == 0)
        return at::empty_strided(w_shape, torch_strides(w_shape, channels_last), x.options()).zero_();
    const bool first = native_channels_first(channels_last);
    const bool copied = dy_copy.defined() && !first;    // dY goes in dense, as the copy
    const bool x_view = view_strides(x, problem.in_channels, first, problem.x_strides);
    const bool dy_view = !copied && view_strides(dy, problem.out_channels, first, problem.y_strides);
    const auto plan = plan_for_views(kBackwardWeight, x, problem, false, fallback, first, x_view || dy_view);
    if (take_fallback(*plan, kBackwardWeight, fallback))
        return in_format(torch_backward_weight(x, dy, w_shape, g), channels_last);
    const at::Tensor xk = passes_view(problem.x_strides) ? x : first ? for_channels_first_kernel(x) : for_kernel(x, *plan);
    const at::Tensor dyk = copied ? dy_copy
                           : passes_view(problem.y_strides) ? dy
                           : first ? for_channels_first_kernel(dy) : for_kernel(dy, *plan);
    at::Tensor dw = first ? at::empty(w_shape, x.options()) : kernel_result(w_shape, x.options(), channels_last);
    run_plan(*plan, problem, x, xk.data_ptr(), dw.data_ptr(), dyk.data_ptr(), nullptr);
    return in_format(std::move(dw), channels_last, *plan);
}

at::Tensor conv_backward_weight(const at::Tensor& x, const at::Tensor& dy, at::IntArrayRef w_shape,
                                at::IntArrayRef stride, at::IntArrayRef pad_left, at::IntArrayRef pad_right,
                                at::IntArrayRef dilation, int64_t groups, bool fallback,
                                std::optional<bool> dw_channels_last) {
    return backward_weight(x, dy, w_shape, stride, pad_left, pad_right, dilation, groups, fallback,
                           dw_channels_last.value_or(operands_channels_last(x, dy)), at::Tensor());
}

// Both gradients of one call: dY crosses to channels-last once for the two kernels (a
// channels-first model's dY; the autograd calls this when both are needed).  Both come in
// torch's memory format for x and w, as torch's convolution_backward gives them.
std::tuple<at::Tensor, at::Tensor> conv_backward(const at::Tensor& dy, const at::Tensor& x, const at::Tensor& w,
                                                 at::IntArrayRef stride, at::IntArrayRef pad_left,
                                                 at::IntArrayRef pad_right, at::IntArrayRef dilation, int64_t groups,
                                                 bool fallback) {
    check_pair(x, w, "x", "w", "backward");
    const Geometry g = make_geometry(w.dim() - 2, stride, pad_left, pad_right, dilation, groups);
    make_problem(x.sizes(), w.sizes(), g, "backward");
    const bool channels_last = torch_channels_last(x, w, g);
    at::Tensor dy_copy;
    at::Tensor dx = backward_data(dy, w, x.sizes(), stride, pad_left, pad_right, dilation, groups, fallback,
                                  channels_last, &dy_copy);
    at::Tensor dw = backward_weight(x, dy, w.sizes(), stride, pad_left, pad_right, dilation, groups, fallback,
                                    channels_last, dy_copy);
    return {std::move(dx), std::move(dw)};
}

// The Meta (FakeTensor) kernels are Python's (runtime/fake_kernels.py, torch.library.register_fake):
// torch's memory-format rule depends on the device, which a Meta kernel in C++ cannot see (a
// FakeTensor reaches it as a meta tensor) and a fake kernel in Python can.

// ------------------------------------------------------------------ autograd
//
// Every operator is differentiable, so that double backward (gradient penalties,
// Hessian-vector products, gradgradcheck) is right.  The three directions are linear in
// each operand, and each is the adjoint of the others:
//   y  = F(x, w)            forward
//   dx = D(dy, w)           backward-data:   <D(dy, w), x> = <dy, F(x, w)>
//   dw = W(x, dy)           backward-weight: <W(x, dy), w> = <dy, F(x, w)>
// so the gradients of a backward operator are again hipconv's own operators, called
// through the dispatcher (and so differentiable themselves, for third derivatives):
//   D(dy, w) with respect to dy: F(g, w); to w: W(g, dy)          (g: the grad of dx)
//   W(x, dy) with respect to x: D(dy, g); to dy: F(x, g)          (g: the grad of dw)
// conv_backward (both) sums the two: grad of dy is F(g_dx, w) + F(x, g_dw).

using ForwardSignature = at::Tensor(const at::Tensor&, const at::Tensor&, const std::optional<at::Tensor>&,
                                    at::IntArrayRef, at::IntArrayRef, at::IntArrayRef, at::IntArrayRef, int64_t, bool);
using BackwardDataSignature = at::Tensor(const at::Tensor&, const at::Tensor&, c10::SymIntArrayRef, at::IntArrayRef,
                                         at::IntArrayRef, at::IntArrayRef, at::IntArrayRef, int64_t, bool,
                                         std::optional<bool>);
using BackwardWeightSignature = at::Tensor(const at::Tensor&, const at::Tensor&, c10::SymIntArrayRef,
                                           at::IntArrayRef, at::IntArrayRef, at::IntArrayRef, at::IntArrayRef,
                                           int64_t, bool, std::optional<bool>);
using BackwardSignature = std::tuple<at::Tensor, at::Tensor>(const at::Tensor&, const at::Tensor&, const at::Tensor&,
                                                             at::IntArrayRef, at::IntArrayRef, at::IntArrayRef,
                                                             at::IntArrayRef, int64_t, bool);

const c10::TypedOperatorHandle<ForwardSignature>& forward_operator() {
    static const auto handle =
        c10::Dispatcher::singleton().findSchemaOrThrow("hipconv::conv_forward", "").typed<ForwardSignature>();
    return handle;
}

const c10::TypedOperatorHandle<BackwardDataSignature>& backward_data_operator() {
    static const auto handle = c10::Dispatcher::singleton()
                                   .findSchemaOrThrow("hipconv::conv_backward_data", "")
                                   .typed<BackwardDataSignature>();
    return handle;
}

const c10::TypedOperatorHandle<BackwardSignature>& backward_operator() {
    static const auto handle =
        c10::Dispatcher::singleton().findSchemaOrThrow("hipconv::conv_backward", "").typed<BackwardSignature>();
    return handle;
}

const c10::TypedOperatorHandle<BackwardWeightSignature>& backward_weight_operator() {
    static const auto handle = c10::Dispatcher::singleton()
                                   .findSchemaOrThrow("hipconv::conv_backward_weight", "")
                                   .typed<BackwardWeightSignature>();
    return handle;
}

// A call's geometry as the autograd saves it (one int list: dims, groups, fallback, bias
// dtype (-1: none), then stride, pad_left, pad_right, dilation, dims values each), and the
// three directions over it, called through the dispatcher.
struct SavedGeometry {
    std::vector<int64_t> packed;

    SavedGeometry(at::IntArrayRef stride, at::IntArrayRef pad_left, at::IntArrayRef pad_right,
                  at::IntArrayRef dilation, int64_t groups, bool fallback, int64_t bias_dtype = -1) {
        packed = {static_cast<int64_t>(stride.size()), groups, fallback ? 1 : 0, bias_dtype};
        for (const at::IntArrayRef part : {stride, pad_left, pad_right, dilation})
            packed.insert(packed.end(), part.begin(), part.end());
    }
    explicit SavedGeometry(std::vector<int64_t> values) : packed(std::move(values)) {}

    size_t dims() const { return static_cast<size_t>(packed[0]); }
    int64_t groups() const { return packed[1]; }
    bool fallback() const { return packed[2] != 0; }
    int64_t bias_dtype() const { return packed[3]; }
    at::IntArrayRef part(size_t i) const { return at::IntArrayRef(packed.data() + 4 + i * dims(), dims()); }
    at::IntArrayRef stride() const { return part(0); }
    at::IntArrayRef pad_left() const { return part(1); }
    at::IntArrayRef pad_right() const { return part(2); }
    at::IntArrayRef dilation() const { return part(3); }

    Geometry geometry() const {
        return make_geometry(static_cast<int64_t>(dims()), stride(), pad_left(), pad_right(), dilation(), groups());
    }
    // Whether torch gives the gradients of a convolution of x and w channels-last.
    bool channels_last(const at::Tensor& x, const at::Tensor& w) const {
        return torch_channels_last(x, w, geometry());
    }

    at::Tensor forward(const at::Tensor& x, const at::Tensor& w) const {
        return forward_operator().call(x, w, std::nullopt, stride(), pad_left(), pad_right(), dilation(), groups(),
                                       fallback());
    }
    // dX of a convolution of x (only its shape and memory are read) and w, in torch's format.
    at::Tensor backward_data(const at::Tensor& dy, const at::Tensor& w, const at::Tensor& x) const {
        return backward_data_operator().call(dy, w, x.sym_sizes(), stride(), pad_left(), pad_right(), dilation(),
                                             groups(), fallback(), channels_last(x, w));
    }
    // dW of a convolution of x and w (only its shape and memory are read), in torch's format.
    at::Tensor backward_weight(const at::Tensor& x, const at::Tensor& dy, const at::Tensor& w) const {
        return backward_weight_operator().call(x, dy, w.sym_sizes(), stride(), pad_left(), pad_right(), dilation(),
                                               groups(), fallback(), channels_last(x, w));
    }
};

SavedGeometry saved_geometry(torch::autograd::AutogradContext* ctx) {
    return SavedGeometry(ctx->saved_data["geometry"].toIntVector());
}

// a + b where either may be undefined (an unused gradient).
at::Tensor sum_defined(const at::Tensor& a, const at::Tensor& b) {
    if (!a.defined())
        return b;
    if (!b.defined())
        return a;
    return a + b;
}

// The gradients of (dx, dw) = (D(dy, w), W(x, dy)) for the grads g_dx, g_dw of its results
// (either undefined where unused): {of dy, of x, of w}, each only where `needed`.
std::array<at::Tensor, 3> backward_gradients(const SavedGeometry& g, const at::Tensor& dy, const at::Tensor& x,
                                             const at::Tensor& w, const at::Tensor& g_dx, const at::Tensor& g_dw,
                                             std::array<bool, 3> needed) {
    at::Tensor of_dy, of_x, of_w;
    if (needed[0])
        of_dy = sum_defined(g_dx.defined() ? g.forward(g_dx, w) : at::Tensor(),
                            g_dw.defined() ? g.forward(x, g_dw) : at::Tensor());
    if (needed[1] && g_dw.defined())
        of_x = g.backward_data(dy, g_dw, x);
    if (needed[2] && g_dx.defined())
        of_w = g.backward_weight(g_dx, dy, w);
    return {of_dy, of_x, of_w};
}

struct ConvFunction : public torch::autograd::Function<ConvFunction> {
    static at::Tensor forward(torch::autograd::AutogradContext* ctx, const at::Tensor& x, const at::Tensor& w,
                              const std::optional<at::Tensor>& bias, at::IntArrayRef stride,
                              at::IntArrayRef pad_left, at::IntArrayRef pad_right, at::IntArrayRef dilation,
                              int64_t groups, bool fallback) {
        at::AutoDispatchBelowADInplaceOrView below_autograd;
        const bool has_bias = bias.has_value() && bias->defined();
        ctx->save_for_backward({x, w});
        ctx->saved_data["geometry"] = SavedGeometry(stride, pad_left, pad_right, dilation, groups, fallback,
                                                    has_bias ? static_cast<int64_t>(bias->scalar_type()) : -1)
                                          .packed;
        return forward_operator().call(x, w, bias, stride, pad_left, pad_right, dilation, groups, fallback);
    }

    static torch::autograd::variable_list backward(torch::autograd::AutogradContext* ctx,
                                                   torch::autograd::variable_list grads) {
        const auto saved = ctx->get_saved_variables();
        const at::Tensor& x = saved[0];
        const at::Tensor& w = saved[1];
        const at::Tensor& dy = grads[0];
        const SavedGeometry g = saved_geometry(ctx);
        at::Tensor dx, dw, db;
        // dX and dW in torch's memory format for x and w (as torch's convolution_backward).
        // Both: one operator, so that a channels-first dY crosses to channels-last once.
        if (ctx->needs_input_grad(0) && ctx->needs_input_grad(1))
            std::tie(dx, dw) = backward_operator().call(dy, x, w, g.stride(), g.pad_left(), g.pad_right(),
                                                        g.dilation(), g.groups(), g.fallback());
        else if (ctx->needs_input_grad(0))
            dx = g.backward_data(dy, w, x);
        else if (ctx->needs_input_grad(1))
            dw = g.backward_weight(x, dy, w);
        if (g.bias_dtype() >= 0 && ctx->needs_input_grad(2)) {
            std::vector<int64_t> reduce{0};
            for (int64_t d = 2; d < dy.dim(); ++d)
                reduce.push_back(d);
            db = dy.sum(reduce).to(static_cast<at::ScalarType>(g.bias_dtype()));
        }
        return {dx, dw, db, at::Tensor(), at::Tensor(), at::Tensor(), at::Tensor(), at::Tensor(), at::Tensor()};
    }
};

// dx = D(dy, w): differentiable in dy and w.
struct BackwardDataFunction : public torch::autograd::Function<BackwardDataFunction> {
    static at::Tensor forward(torch::autograd::AutogradContext* ctx, const at::Tensor& dy, const at::Tensor& w,
                              c10::SymIntArrayRef x_shape, at::IntArrayRef stride, at::IntArrayRef pad_left,
                              at::IntArrayRef pad_right, at::IntArrayRef dilation, int64_t groups, bool fallback,
                              std::optional<bool> dx_channels_last) {
        at::AutoDispatchBelowADInplaceOrView below_autograd;
        ctx->save_for_backward({dy, w});
        ctx->saved_data["geometry"] = SavedGeometry(stride, pad_left, pad_right, dilation, groups, fallback).packed;
        return backward_data_operator().call(dy, w, x_shape, stride, pad_left, pad_right, dilation, groups, fallback,
                                             dx_channels_last);
    }

    static torch::autograd::variable_list backward(torch::autograd::AutogradContext* ctx,
                                                   torch::autograd::variable_list grads) {
        const auto saved = ctx->get_saved_variables();
        const at::Tensor& dy = saved[0];
        const at::Tensor& w = saved[1];
        const at::Tensor& g_dx = grads[0];
        const SavedGeometry g = saved_geometry(ctx);
        at::Tensor of_dy, of_w;
        if (g_dx.defined() && ctx->needs_input_grad(0))
            of_dy = g.forward(g_dx, w);
        if (g_dx.defined() && ctx->needs_input_grad(1))
            of_w = g.backward_weight(g_dx, dy, w);
        return {of_dy, of_w, at::Tensor(), at::Tensor(), at::Tensor(), at::Tensor(), at::Tensor(), at::Tensor(),
                at::Tensor(), at::Tensor()};
    }
};

// dw = W(x, dy): differentiable in x and dy.
struct BackwardWeightFunction : public torch::autograd::Function<BackwardWeightFunction> {
    static at::Tensor forward(torch::autograd::AutogradContext* ctx, const at::Tensor& x, const at::Tensor& dy,
                              c10::SymIntArrayRef w_shape, at::IntArrayRef stride, at::IntArrayRef pad_left,
                              at::IntArrayRef pad_right, at::IntArrayRef dilation, int64_t groups, bool fallback,
                              std::optional<bool> dw_channels_last) {
        at::AutoDispatchBelowADInplaceOrView below_autograd;
        ctx->save_for_backward({x, dy});
        ctx->saved_data["geometry"] = SavedGeometry(stride, pad_left, pad_right, dilation, groups, fallback).packed;
        return backward_weight_operator().call(x, dy, w_shape, stride, pad_left, pad_right, dilation, groups,
                                               fallback, dw_channels_last);
    }

    static torch::autograd::variable_list backward(torch::autograd::AutogradContext* ctx,
                                                   torch::autograd::variable_list grads) {
        const auto saved = ctx->get_saved_variables();
        const at::Tensor& x = saved[0];
        const at::Tensor& dy = saved[1];
        const at::Tensor& g_dw = grads[0];
        const SavedGeometry g = saved_geometry(ctx);
        at::Tensor of_x, of_dy;
        if (g_dw.defined() && ctx->needs_input_grad(0))
            of_x = g.backward_data(dy, g_dw, x);
        if (g_dw.defined() && ctx->needs_input_grad(1))
            of_dy = g.forward(x, g_dw);
        return {of_x, of_dy, at::Tensor(), at::Tensor(), at::Tensor(), at::Tensor(), at::Tensor(), at::Tensor(),
                at::Tensor(), at::Tensor()};
    }
};

// (dx, dw) = (D(dy, w), W(x, dy)): differentiable in dy, x and w.
struct BackwardFunction : public torch::autograd::Function<BackwardFunction> {
    static torch::autograd::variable_list forward(torch::autograd::AutogradContext* ctx, const at::Tensor& dy,
                                                  const at::Tensor& x, const at::Tensor& w, at::IntArrayRef stride,
                                                  at::IntArrayRef pad_left, at::IntArrayRef pad_right,
                                                  at::IntArrayRef dilation, int64_t groups, bool fallback) {
        at::AutoDispatchBelowADInplaceOrView below_autograd;
        ctx->save_for_backward({dy, x, w});
        ctx->saved_data["geometry"] = SavedGeometry(stride, pad_left, pad_right, dilation, groups, fallback).packed;
        auto [dx, dw] = backward_operator().call(dy, x, w, stride, pad_left, pad_right, dilation, groups, fallback);
        return {dx, dw};
    }

    static torch::autograd::variable_list backward(torch::autograd::AutogradContext* ctx,
                                                   torch::autograd::variable_list grads) {
        const auto saved = ctx->get_saved_variables();
        const auto [of_dy, of_x, of_w] =
            backward_gradients(saved_geometry(ctx), saved[0], saved[1], saved[2], grads[0], grads[1],
                               {ctx->needs_input_grad(0), ctx->needs_input_grad(1), ctx->needs_input_grad(2)});
        return {of_dy, of_x, of_w, at::Tensor(), at::Tensor(), at::Tensor(), at::Tensor(), at::Tensor(),
                at::Tensor()};
    }
};

// Whether a call records autograd: grad mode on and an operand that requires grad.  An
// operand with a forward-mode tangent raises: the C++ autograd has no forward mode, and the
// tangent would be dropped without it.
bool records(std::initializer_list<const at::Tensor*> operands) {
    for (const at::Tensor* t : operands)
        TORCH_CHECK(!t->defined() || !t->_fw_grad(/*level=*/0).defined(),
                    "hipconv: forward-mode AD (torch.func.jvp, torch.autograd.forward_ad) is not supported; "
                    "compute it with torch's convolution");
    if (!at::GradMode::is_enabled())
        return false;
    for (const at::Tensor* t : operands)
        if (t->defined() && t->requires_grad())
            return true;
    return false;
}

at::Tensor conv_forward_autograd(const at::Tensor& x, const at::Tensor& w, const std::optional<at::Tensor>& bias,
                                 at::IntArrayRef stride, at::IntArrayRef pad_left, at::IntArrayRef pad_right,
                                 at::IntArrayRef dilation, int64_t groups, bool fallback) {
    const at::Tensor no_bias;
    if (!records({&x, &w, bias.has_value() ? &*bias : &no_bias})) {
        at::AutoDispatchBelowADInplaceOrView below_autograd;
        return forward_operator().call(x, w, bias, stride, pad_left, pad_right, dilation, groups, fallback);
    }
    return ConvFunction::apply(x, w, bias, stride, pad_left, pad_right, dilation, groups, fallback);
}

at::Tensor conv_forward_fused_autograd(const at::Tensor& x, const at::Tensor& w, const std::optional<at::Tensor>& bias,
                                       at::IntArrayRef stride, at::IntArrayRef pad_left, at::IntArrayRef pad_right,
                                       at::IntArrayRef dilation, int64_t groups, int64_t activation, bool fallback) {
    const at::Tensor no_bias;
    TORCH_CHECK(!records({&x, &w, bias.has_value() ? &*bias : &no_bias}),
                "hipconv conv_forward_fused is an inference operator (no gradient): call it under torch.no_grad(), "
                "or use runtime.pytorch.conv(..., activation=...), which runs the convolution and the activation "
                "apart where autograd records");
    static const auto handle = c10::Dispatcher::singleton()
                                   .findSchemaOrThrow("hipconv::conv_forward_fused", "")
                                   .typed<at::Tensor(const at::Tensor&, const at::Tensor&, const std::optional<at::Tensor>&,
                                                     at::IntArrayRef, at::IntArrayRef, at::IntArrayRef, at::IntArrayRef,
                                                     int64_t, int64_t, bool)>();
    at::AutoDispatchBelowADInplaceOrView below_autograd;
    return handle.call(x, w, bias, stride, pad_left, pad_right, dilation, groups, activation, fallback);
}

at::Tensor conv_backward_data_autograd(const at::Tensor& dy, const at::Tensor& w, c10::SymIntArrayRef x_shape,
                                       at::IntArrayRef stride, at::IntArrayRef pad_left, at::IntArrayRef pad_right,
                                       at::IntArrayRef dilation, int64_t groups, bool fallback,
                                       std::optional<bool> dx_channels_last) {
    if (!records({&dy, &w})) {
        at::AutoDispatchBelowADInplaceOrView below_autograd;
        return backward_data_operator().call(dy, w, x_shape, stride, pad_left, pad_right, dilation, groups, fallback,
                                             dx_channels_last);
    }
    return BackwardDataFunction::apply(dy, w, x_shape, stride, pad_left, pad_right, dilation, groups, fallback,
                                       dx_channels_last);
}

at::Tensor conv_backward_weight_autograd(const at::Tensor& x, const at::Tensor& dy, c10::SymIntArrayRef w_shape,
                                         at::IntArrayRef stride, at::IntArrayRef pad_left, at::IntArrayRef pad_right,
                                         at::IntArrayRef dilation, int64_t groups, bool fallback,
                                         std::optional<bool> dw_channels_last) {
    if (!records({&x, &dy})) {
        at::AutoDispatchBelowADInplaceOrView below_autograd;
        return backward_weight_operator().call(x, dy, w_shape, stride, pad_left, pad_right, dilation, groups,
                                               fallback, dw_channels_last);
    }
    return BackwardWeightFunction::apply(x, dy, w_shape, stride, pad_left, pad_right, dilation, groups, fallback,
                                         dw_channels_last);
}

std::tuple<at::Tensor, at::Tensor> conv_backward_autograd(const at::Tensor& dy, const at::Tensor& x,
                                                          const at::Tensor& w, at::IntArrayRef stride,
                                                          at::IntArrayRef pad_left, at::IntArrayRef pad_right,
                                                          at::IntArrayRef dilation, int64_t groups,
                                                          bool fallback) {
    if (!records({&dy, &x, &w})) {
        at::AutoDispatchBelowADInplaceOrView below_autograd;
        return backward_operator().call(dy, x, w, stride, pad_left, pad_right, dilation, groups, fallback);
    }
    auto both = BackwardFunction::apply(dy, x, w, stride, pad_left, pad_right, dilation, groups, fallback);
    return {both[0], both[1]};
}

}  // namespace
}  // namespace hipconv_torch

extern "C" {

int32_t hipconv_torch_abi_version(void) { return HIPCONV_ABI_VERSION; }

void hipconv_torch_set_selector(hipconv_torch_selector selector) { hipconv_torch::g_selector.store(selector); }

void hipconv_torch_clear_plans(void) {
    std::lock_guard<std::mutex> lock(hipconv_torch::g_plans_mutex);
    hipconv_torch::g_plans.clear();
}

void hipconv_torch_set_channels_first(int32_t native) { hipconv_torch::g_channels_first_native.store(native != 0); }

int32_t hipconv_torch_channels_first(void) { return hipconv_torch::g_channels_first_native.load() ? 1 : 0; }

int64_t hipconv_torch_plan_count(void) {
    std::lock_guard<std::mutex> lock(hipconv_torch::g_plans_mutex);
    return static_cast<int64_t>(hipconv_torch::g_plans.size());
}

int32_t hipconv_torch_find_plan(const hipconv_torch_request* request, hipconv_torch_plan* plan) {
    std::lock_guard<std::mutex> lock(hipconv_torch::g_plans_mutex);
    const auto found = hipconv_torch::g_plans.find(hipconv_torch::key_of(*request));
    if (found == hipconv_torch::g_plans.end())
        return 0;
    std::memcpy(plan, &found->second->c, sizeof *plan);
    return 1;
}

}  // extern "C"

TORCH_LIBRARY(hipconv, m) {
    m.def("conv_forward(Tensor x, Tensor w, Tensor? bias, int[] stride, int[] pad_left, int[] pad_right, "
          "int[] dilation, int groups, bool fallback=True) -> Tensor");
    m.def("conv_forward_fused(Tensor x, Tensor w, Tensor? bias, int[] stride, int[] pad_left, int[] pad_right, "
          "int[] dilation, int groups, int activation, bool fallback=True) -> Tensor");
    m.def("conv_backward_data(Tensor dy, Tensor w, SymInt[] x_shape, int[] stride, int[] pad_left, "
          "int[] pad_right, int[] dilation, int groups, bool fallback=True, bool? dx_channels_last=None) -> Tensor");
    m.def("conv_backward_weight(Tensor x, Tensor dy, SymInt[] w_shape, int[] stride, int[] pad_left, "
          "int[] pad_right, int[] dilation, int groups, bool fallback=True, bool? dw_channels_last=None) -> Tensor");
    m.def("conv_backward(Tensor dy, Tensor x, Tensor w, int[] stride, int[] pad_left, int[] pad_right, "
          "int[] dilation, int groups, bool fallback=True) -> (Tensor, Tensor)");
}

TORCH_LIBRARY_IMPL(hipconv, CPU, m) {
    m.impl("conv_backward", &hipconv_torch::conv_backward);
    m.impl("conv_forward", &hipconv_torch::conv_forward);
    m.impl("conv_forward_fused", &hipconv_torch::conv_forward_fused);
    m.impl("conv_backward_data", &hipconv_torch::conv_backward_data);
    m.impl("conv_backward_weight", &hipconv_torch::conv_backward_weight);
}

TORCH_LIBRARY_IMPL(hipconv, CUDA, m) {
    m.impl("conv_backward", &hipconv_torch::conv_backward);
    m.impl("conv_forward", &hipconv_torch::conv_forward);
    m.impl("conv_forward_fused", &hipconv_torch::conv_forward_fused);
    m.impl("conv_backward_data", &hipconv_torch::conv_backward_data);
    m.impl("conv_backward_weight", &hipconv_torch::conv_backward_weight);
}

TORCH_LIBRARY_IMPL(hipconv, Autograd, m) {
    m.impl("conv_forward", &hipconv_torch::conv_forward_autograd);
    m.impl("conv_forward_fused", &hipconv_torch::conv_forward_fused_autograd);
    m.impl("conv_backward_data", &hipconv_torch::conv_backward_data_autograd);
    m.impl("conv_backward_weight", &hipconv_torch::conv_backward_weight_autograd);
    m.impl("conv_backward", &hipconv_torch::conv_backward_autograd);
}
