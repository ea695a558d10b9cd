// @generated from ${spec_file}; do not edit.
// Regenerate with: ${regenerate}
//
// The registry of libhipconv_${library}.so: the instance table and the generic
// ABI of hipconv/abi.h (instance lookup, status strings, device memory).
#include <chrono>
#include <cmath>
#include <cstdio>
#include <stdint.h>

#include "hipconv/platform.h"
#include "hipconv/host.h"
#include "hipconv/layout.h"
#include "hipconv/numeric.h"
#include "hipconv/verify.h"
#include "hipconv_${library}.h"

namespace {

struct Entry {
    hipconv_instance_info info;
    int32_t (*supports)(const hipconv_problem*);
    int64_t (*workspace_size)(const hipconv_problem*);
    int32_t (*split_k)(const hipconv_problem*);
    double (*modelled_bytes)(const hipconv_problem*);   // nullptr: no split cost model
    int32_t (*run)(const hipconv_problem*, const hipconv_tensors*, void*, const hipconv_epilogue_args*, void*);
};

const Entry kEntries[] = {
% for inst in instances:
% if guards[inst.name]:
#if ${guards[inst.name]}
% endif
    {{"${inst.name}", "${inst.signature.direction.value}",
      ${descriptions[inst.name]}},
     hipconv_${inst.name}_supports, hipconv_${inst.name}_workspace_size,
     hipconv_${inst.name}_split_k, ${f"hipconv_{inst.name}_modelled_bytes" if modelled[inst.name] else "nullptr"},
     hipconv_${inst.name}_run},
% if guards[inst.name]:
#endif
% endif
% endfor
};

constexpr int32_t kEntryCount = static_cast<int32_t>(sizeof(kEntries) / sizeof(kEntries[0]));

const Entry* entry(int32_t index) {
    return index >= 0 && index < kEntryCount ? &kEntries[index] : nullptr;
}

// Blocks of the verify kernels: enough to fill any device, few enough partials to sum
// on the host.
int64_t verify_blocks(int64_t count) {
    const int64_t blocks = hipconv::ceil_div(count, hipconv::verify::kBlock);
    return blocks < 1 ? 1 : (blocks < 4096 ? blocks : 4096);
}

template <class T>
int32_t fill_random(void* dst, int64_t count, uint64_t seed, float low, float high) {
    hipLaunchKernelGGL(hipconv::verify::fill_random<T>, dim3(static_cast<unsigned>(verify_blocks(count))),
                       dim3(hipconv::verify::kBlock), 0, nullptr, static_cast<T*>(dst), count, seed, low, high);
    return hipconv::launch_status();
}

// The two passes of hipconv_device_compare, each with its per-block partials summed here.
template <class T>
int32_t compare(const void* got_bytes, const void* want_bytes, int64_t count, double rtol, double atol,
                hipconv_comparison* result) {
    using hipconv::verify::Partial;
    const T* got = static_cast<const T*>(got_bytes);
    const T* want = static_cast<const T*>(want_bytes);
    const int64_t blocks = verify_blocks(count);
    void* buffer = nullptr;
    if (const int32_t allocated = hipconv::check(hipMalloc(&buffer, sizeof(Partial) * blocks)))
        return allocated;
    Partial* partials = static_cast<Partial*>(buffer);
    Partial* host = new Partial[blocks];
    auto sum_pass = [&](Partial& total) -> int32_t {
        if (const int32_t launched = hipconv::launch_status())
            return launched;
        if (const int32_t copied = hipconv::check(hipMemcpy(host, partials, sizeof(Partial) * blocks,
                                                            hipMemcpyDeviceToHost)))
            return copied;
        total = hipconv::verify::empty_partial();
        for (int64_t b = 0; b < blocks; ++b)
            hipconv::verify::merge(total, host[b]);
        return HIPCONV_OK;
    };
    Partial sums, limits;
    hipLaunchKernelGGL(hipconv::verify::compare_sums<T>, dim3(static_cast<unsigned>(blocks)),
                       dim3(hipconv::verify::kBlock), 0, nullptr, got, want, count, partials);
    int32_t status = sum_pass(sums);
    if (status == HIPCONV_OK) {
        hipLaunchKernelGGL(hipconv::verify::compare_limits<T>, dim3(static_cast<unsigned>(blocks)),
                           dim3(hipconv::verify::kBlock), 0, nullptr, got, want, count, sums.want_max, rtol,
                           atol, partials);
        status = sum_pass(limits);
    }
    delete[] host;
    (void)hipFree(buffer);
    if (status != HIPCONV_OK)
        return status;
    result->count = count;
    result->diff_norm = std::sqrt(sums.diff_squares);
    result->want_norm = std::sqrt(sums.want_squares);
    result->want_max = sums.want_max;
    result->non_finite = sums.non_finite;
    result->first_non_finite = sums.non_finite ? sums.first_non_finite : -1;
    result->over = limits.over;
    result->worst = limits.worst;
    result->got_at_worst = limits.got_at_worst;
    result->want_at_worst = limits.want_at_worst;
    return HIPCONV_OK;
}

}  // namespace

extern "C" {

int32_t hipconv_abi_version(void) { return HIPCONV_ABI_VERSION; }

const char* hipconv_library_name(void) { return "${library}"; }

const char* hipconv_platform(void) { return HIPCONV_PLATFORM_NAME; }

int32_t hipconv_instance_count(void) { return kEntryCount; }

const hipconv_instance_info* hipconv_instance(int32_t index) {
    const Entry* e = entry(index);
    return e ? &e->info : nullptr;
}

const char* hipconv_status_string(int32_t status) {
    switch (status) {
% for status in statuses:
    case ${status.c_name}:
        return "${status.message}";
% endfor
    default:
        return "unknown status";
    }
}

int32_t hipconv_supports(int32_t index, const hipconv_problem* problem) {
    const Entry* e = entry(index);
    return e ? e->supports(problem) : HIPCONV_INVALID_INSTANCE;
}

int64_t hipconv_workspace_size(int32_t index, const hipconv_problem* problem) {
    const Entry* e = entry(index);
    return e ? e->workspace_size(problem) : -1;
}

int32_t hipconv_split_k_used(int32_t index, const hipconv_problem* problem) {
    const Entry* e = entry(index);
    return e ? e->split_k(problem) : -1;
}

double hipconv_modelled_bytes(int32_t index, const hipconv_problem* problem) {
    const Entry* e = entry(index);
    return e && e->modelled_bytes ? e->modelled_bytes(problem) : -1.0;
}

int32_t hipconv_run(int32_t index, const hipconv_problem* problem, const hipconv_tensors* tensors,
                    void* workspace, const hipconv_epilogue_args* epilogue, void* stream) {
    const Entry* e = entry(index);
    return e ? e->run(problem, tensors, workspace, epilogue, stream) : HIPCONV_INVALID_INSTANCE;
}

const char* hipconv_last_device_error(void) { return hipconv::last_device_error_buffer(); }

int32_t hipconv_device_alloc(void** pointer, int64_t bytes) {
    if (pointer == nullptr)
        return HIPCONV_INVALID_ARGUMENT;
    *pointer = nullptr;
    return hipconv::check(hipMalloc(pointer, static_cast<size_t>(bytes > 0 ? bytes : 1)));
}

int32_t hipconv_device_free(void* pointer) {
    return pointer ? hipconv::check(hipFree(pointer)) : HIPCONV_OK;
}

int32_t hipconv_copy_to_device(void* device_dst, const void* host_src, int64_t bytes) {
    return hipconv::check(hipMemcpy(device_dst, host_src, static_cast<size_t>(bytes),
                                    hipMemcpyHostToDevice));
}

int32_t hipconv_copy_to_host(void* host_dst, const void* device_src, int64_t bytes) {
    return hipconv::check(hipMemcpy(host_dst, device_src, static_cast<size_t>(bytes),
                                    hipMemcpyDeviceToHost));
}

int32_t hipconv_device_fill(void* device_dst, int32_t byte_value, int64_t bytes) {
    return hipconv::check(hipMemset(device_dst, byte_value, static_cast<size_t>(bytes)));
}

int32_t hipconv_device_fill_random(void* device_dst, int32_t dtype, int64_t count, uint64_t seed,
                                   float low, float high) {
    if (device_dst == nullptr || count < 0)
        return HIPCONV_INVALID_ARGUMENT;
    if (count == 0)
        return HIPCONV_OK;
    switch (dtype) {
% for dtype in dtypes:
    case HIPCONV_DTYPE_${dtype.name}: return fill_random<${dtype.cpp_type}>(device_dst, count, seed, low, high);
% endfor
    default: return HIPCONV_INVALID_ARGUMENT;
    }
}

int32_t hipconv_device_compare(const void* got, const void* want, int32_t dtype, int64_t count,
                               double rtol, double atol, hipconv_comparison* result) {
    if (got == nullptr || want == nullptr || result == nullptr || count < 1)
        return HIPCONV_INVALID_ARGUMENT;
    switch (dtype) {
% for dtype in (d for d in dtypes if d.info.written):
    case HIPCONV_DTYPE_${dtype.name}: return compare<${dtype.cpp_type}>(got, want, count, rtol, atol, result);
% endfor
    default: return HIPCONV_INVALID_ARGUMENT;
    }
}

int32_t hipconv_transpose(void* dst, const void* src, int32_t element_bytes, int64_t batches, int64_t rows,
                          int64_t columns, void* stream) {
    if (batches < 0 || rows < 0 || columns < 0)
        return HIPCONV_INVALID_ARGUMENT;
    if (batches == 0 || rows == 0 || columns == 0)
        return HIPCONV_OK;
    if (dst == nullptr || src == nullptr || rows > INT64_MAX / columns || batches > INT64_MAX / (rows * columns))
        return HIPCONV_INVALID_ARGUMENT;   // nothing to move from or to, or more elements than an index holds
    const dim3 block(hipconv::layout::kTile, hipconv::layout::kTileRows);
    const hipStream_t on = static_cast<hipStream_t>(stream);
    const dim3 grid = hipconv::layout::grid(batches, rows, columns, hipconv::layout::kTile);
    switch (element_bytes) {
    case 2: {   // 64 x 64 tiles; each side in 32-bit pairs where its rows are even and aligned
        const dim3 tiles = hipconv::layout::grid(batches, rows, columns, hipconv::layout::kHalvesTile);
        const bool load_pairs = columns % 2 == 0 && reinterpret_cast<uintptr_t>(src) % 4 == 0;
        const bool store_pairs = rows % 2 == 0 && reinterpret_cast<uintptr_t>(dst) % 4 == 0;
        uint16_t* to = static_cast<uint16_t*>(dst);
        const uint16_t* from = static_cast<const uint16_t*>(src);
        if (load_pairs && store_pairs)
            hipLaunchKernelGGL((hipconv::layout::transpose_halves<true, true>), tiles, block, 0, on, to, from, batches,
                               rows, columns);
        else if (load_pairs)
            hipLaunchKernelGGL((hipconv::layout::transpose_halves<true, false>), tiles, block, 0, on, to, from,
                               batches, rows, columns);
        else if (store_pairs)
            hipLaunchKernelGGL((hipconv::layout::transpose_halves<false, true>), tiles, block, 0, on, to, from,
                               batches, rows, columns);
        else
            hipLaunchKernelGGL((hipconv::layout::transpose_halves<false, false>), tiles, block, 0, on, to, from,
                               batches, rows, columns);
        break;
    }
    case 4:
        hipLaunchKernelGGL(hipconv::layout::transpose<uint32_t>, grid, block, 0, on, static_cast<uint32_t*>(dst),
                           static_cast<const uint32_t*>(src), batches, rows, columns);
        break;
    case 8:
        hipLaunchKernelGGL(hipconv::layout::transpose<uint64_t>, grid, block, 0, on, static_cast<uint64_t*>(dst),
                           static_cast<const uint64_t*>(src), batches, rows, columns);
        break;
    default:
        return HIPCONV_INVALID_ARGUMENT;
    }
    return hipconv::launch_status();
}

int32_t hipconv_device_copy(void* device_dst, const void* device_src, int64_t bytes) {
    return hipconv::check(hipMemcpy(device_dst, device_src, static_cast<size_t>(bytes),
                                    hipMemcpyDeviceToDevice));
}

int32_t hipconv_synchronize(void) { return hipconv::check(hipDeviceSynchronize()); }

int32_t hipconv_multiprocessor_count(void) { return static_cast<int32_t>(hipconv::multiprocessor_count()); }

const char* hipconv_device_name(void) {
    static thread_local char name[256];
    int device = 0;
    hipDeviceProp_t props{};
    if (hipGetDevice(&device) != hipSuccess || hipGetDeviceProperties(&props, device) != hipSuccess) {
        (void)hipGetLastError();   // leave no sticky error behind
        return "";
    }
    std::snprintf(name, sizeof name, "%s", props.name);
    return name;
}

// Mean seconds per run over `iterations` back-to-back launches (after one
// warm-up run), timed on the host around a device synchronisation.
double hipconv_time_run(int32_t index, const hipconv_problem* problem, const hipconv_tensors* tensors,
                        void* workspace, const hipconv_epilogue_args* epilogue, int32_t iterations) {
    if (iterations < 1)
        return -1.0;
    if (hipconv_run(index, problem, tensors, workspace, epilogue, nullptr) != HIPCONV_OK ||
        hipDeviceSynchronize() != hipSuccess)
        return -1.0;
    const auto start = std::chrono::steady_clock::now();
    for (int32_t i = 0; i < iterations; ++i)
        if (hipconv_run(index, problem, tensors, workspace, epilogue, nullptr) != HIPCONV_OK)
            return -1.0;
    if (hipDeviceSynchronize() != hipSuccess)
        return -1.0;
    const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
    return elapsed.count() / iterations;
}

}  // extern "C"
