// @generated from specs/bwd_data.yaml by hipconv: a support file, the same for every spec; do not edit.
// hipconv/platform.h -- platform layer for hipconv generated kernels.
//
// Copied verbatim into every generated output folder. Kernel sources are
// written as plain HIP and compile unchanged on three platforms; exactly one
// of these macros must be defined (the generated CMakeLists.txt does it):
//
//   HIPCONV_PLATFORM_AMD     hipcc / hip-clang: includes <hip/hip_runtime.h>.
//   HIPCONV_PLATFORM_NVIDIA  nvcc: includes <cuda_runtime.h> and maps the HIP
//                            names used by hipconv sources onto CUDA (HIP's
//                            own NVIDIA headers do not work with CUDA 13).
//   HIPCONV_PLATFORM_CPU     g++/clang++ with -fopenmp: host emulation of the
//                            kernel language. A launch runs the blocks of the
//                            grid one after another; the threads of a block
//                            run concurrently as one OpenMP team of exactly
//                            blockDim.x*y*z threads. __shared__ is `static`
//                            (one instance per kernel, valid because blocks
//                            never overlap and a global mutex serialises
//                            launches), __syncthreads() is an orphaned
//                            `omp barrier`. As on a GPU, every thread of a
//                            block must reach every __syncthreads() (no early
//                            return before a barrier). Not emulated: warp
//                            intrinsics (__shfl*, __ballot, ...), textures,
//                            streams/events (everything is synchronous).
//
// Provided on all platforms:
//   HIPCONV_HOST_DEVICE      __host__ __device__   (empty on cpu)
//   HIPCONV_DEVICE_INLINE    __device__ __forceinline__ (`inline` on cpu)
//   HIPCONV_PLATFORM_NAME    "amd" | "nvidia" | "cpu"  (string literal)
//   hipconv::platform_name() constexpr function returning the same string
//   HIPCONV_DYNAMIC_SHARED(T, name)  declares `T* name` pointing at the
//                            dynamic shared memory of the launch (the
//                            shared_bytes argument of hipLaunchKernelGGL).
//   The HIP runtime subset: hipError_t, hipSuccess, hipErrorInvalidValue,
//   hipErrorMemoryAllocation, hipErrorInvalidConfiguration,
//   hipErrorLaunchFailure, hipGetErrorString, hipGetLastError,
//   hipPeekAtLastError, hipMalloc, hipFree, hipMemcpy, hipMemcpyAsync,
//   hipMemcpyKind (HostToHost/HostToDevice/DeviceToHost/DeviceToDevice/
//   Default), hipMemset, hipMemsetAsync, hipDeviceSynchronize,
//   hipStreamSynchronize, hipStream_t, hipStreamCreate, hipStreamDestroy,
//   hipGetDevice, hipSetDevice, hipGetDeviceCount, hipDeviceGetAttribute,
//   hipDeviceAttribute_t (MultiprocessorCount, MaxSharedMemoryPerBlock,
//   MaxThreadsPerBlock), hipLaunchKernelGGL(kernel, grid, block,
//   shared_bytes, stream, args...), and in device code dim3, threadIdx,
//   blockIdx, blockDim, gridDim, __syncthreads, __threadfence,
//   __threadfence_block, atomicAdd, atomicCAS, atomicExch, atomicMin,
//   atomicMax, __global__, __device__, __host__, __shared__, __constant__,
//   __forceinline__, __launch_bounds__.
#ifndef HIPCONV_PLATFORM_H_
#define HIPCONV_PLATFORM_H_

#include <cstddef>
#include <cstdint>

#if (defined(HIPCONV_PLATFORM_AMD) + defined(HIPCONV_PLATFORM_NVIDIA) + \
     defined(HIPCONV_PLATFORM_CPU)) == 0
#error "hipconv/platform.h: no platform selected: define exactly one of HIPCONV_PLATFORM_AMD, HIPCONV_PLATFORM_NVIDIA, HIPCONV_PLATFORM_CPU (the hipconv CMake module does this)"
#elif (defined(HIPCONV_PLATFORM_AMD) + defined(HIPCONV_PLATFORM_NVIDIA) + \
       defined(HIPCONV_PLATFORM_CPU)) > 1
#error "hipconv/platform.h: several platforms selected: define exactly one of HIPCONV_PLATFORM_AMD, HIPCONV_PLATFORM_NVIDIA, HIPCONV_PLATFORM_CPU"

// ===========================================================================
// AMD
// ===========================================================================
#elif defined(HIPCONV_PLATFORM_AMD)

#include <hip/hip_runtime.h>

#define HIPCONV_PLATFORM_NAME "amd"
#define HIPCONV_HOST_DEVICE __host__ __device__
#define HIPCONV_DEVICE_INLINE __device__ __forceinline__
#define HIPCONV_DYNAMIC_SHARED(T, name) \
  extern __shared__ __align__(16) unsigned char hipconv_dynamic_smem_[]; \
  T* name = reinterpret_cast<T*>(hipconv_dynamic_smem_)

// ===========================================================================
// NVIDIA (CUDA runtime, HIP names mapped onto CUDA)
// ===========================================================================
#elif defined(HIPCONV_PLATFORM_NVIDIA)

#include <cuda_runtime.h>

#define HIPCONV_PLATFORM_NAME "nvidia"
#define HIPCONV_HOST_DEVICE __host__ __device__
#define HIPCONV_DEVICE_INLINE __device__ __forceinline__
#define HIPCONV_DYNAMIC_SHARED(T, name) \
  extern __shared__ __align__(16) unsigned char hipconv_dynamic_smem_[]; \
  T* name = reinterpret_cast<T*>(hipconv_dynamic_smem_)

using hipError_t = cudaError_t;
constexpr hipError_t hipSuccess = cudaSuccess;
constexpr hipError_t hipErrorInvalidValue = cudaErrorInvalidValue;
constexpr hipError_t hipErrorMemoryAllocation = cudaErrorMemoryAllocation;
constexpr hipError_t hipErrorOutOfMemory = cudaErrorMemoryAllocation;
constexpr hipError_t hipErrorInvalidConfiguration = cudaErrorInvalidConfiguration;
constexpr hipError_t hipErrorLaunchFailure = cudaErrorLaunchFailure;
constexpr hipError_t hipErrorInvalidDevice = cudaErrorInvalidDevice;
constexpr hipError_t hipErrorNotSupported = cudaErrorNotSupported;

using hipStream_t = cudaStream_t;
using hipMemcpyKind = cudaMemcpyKind;
constexpr hipMemcpyKind hipMemcpyHostToHost = cudaMemcpyHostToHost;
constexpr hipMemcpyKind hipMemcpyHostToDevice = cudaMemcpyHostToDevice;
constexpr hipMemcpyKind hipMemcpyDeviceToHost = cudaMemcpyDeviceToHost;
constexpr hipMemcpyKind hipMemcpyDeviceToDevice = cudaMemcpyDeviceToDevice;
constexpr hipMemcpyKind hipMemcpyDefault = cudaMemcpyDefault;

using hipDeviceAttribute_t = cudaDeviceAttr;
constexpr hipDeviceAttribute_t hipDeviceAttributeMultiprocessorCount = cudaDevAttrMultiProcessorCount;
constexpr hipDeviceAttribute_t hipDeviceAttributeMaxSharedMemoryPerBlock = cudaDevAttrMaxSharedMemoryPerBlock;
constexpr hipDeviceAttribute_t hipDeviceAttributeMaxThreadsPerBlock = cudaDevAttrMaxThreadsPerBlock;

inline const char* hipGetErrorString(hipError_t e) { return cudaGetErrorString(e); }
[[nodiscard]] inline hipError_t hipGetLastError() { return cudaGetLastError(); }
[[nodiscard]] inline hipError_t hipPeekAtLastError() { return cudaPeekAtLastError(); }
[[nodiscard]] inline hipError_t hipMalloc(void** p, size_t bytes) { return cudaMalloc(p, bytes); }
template <class T>
[[nodiscard]] inline hipError_t hipMalloc(T** p, size_t bytes) {
  return cudaMalloc(reinterpret_cast<void**>(p), bytes);
}
[[nodiscard]] inline hipError_t hipFree(void* p) { return cudaFree(p); }
[[nodiscard]] inline hipError_t hipMemcpy(void* dst, const void* src, size_t bytes, hipMemcpyKind kind) {
  return cudaMemcpy(dst, src, bytes, kind);
}
[[nodiscard]] inline hipError_t hipMemcpyAsync(void* dst, const void* src, size_t bytes, hipMemcpyKind kind,
                                 hipStream_t stream = nullptr) {
  return cudaMemcpyAsync(dst, src, bytes, kind, stream);
}
[[nodiscard]] inline hipError_t hipMemset(void* p, int value, size_t bytes) { return cudaMemset(p, value, bytes); }
[[nodiscard]] inline hipError_t hipMemsetAsync(void* p, int value, size_t bytes, hipStream_t stream = nullptr) {
  return cudaMemsetAsync(p, value, bytes, stream);
}
[[nodiscard]] inline hipError_t hipDeviceSynchronize() { return cudaDeviceSynchronize(); }
[[nodiscard]] inline hipError_t hipStreamSynchronize(hipStream_t s) { return cudaStreamSynchronize(s); }
[[nodiscard]] inline hipError_t hipStreamCreate(hipStream_t* s) { return cudaStreamCreate(s); }
[[nodiscard]] inline hipError_t hipStreamDestroy(hipStream_t s) { return cudaStreamDestroy(s); }
[[nodiscard]] inline hipError_t hipGetDevice(int* d) { return cudaGetDevice(d); }
[[nodiscard]] inline hipError_t hipSetDevice(int d) { return cudaSetDevice(d); }
[[nodiscard]] inline hipError_t hipGetDeviceCount(int* n) { return cudaGetDeviceCount(n); }
[[nodiscard]] inline hipError_t hipDeviceGetAttribute(int* value, hipDeviceAttribute_t attr, int device) {
  return cudaDeviceGetAttribute(value, attr, device);
}

// kernel must be a plain identifier (or a template-id without top-level
// commas); grid/block may be dim3 or integers.
#define hipLaunchKernelGGL(kernel, grid, block, shared_bytes, stream, ...) \
  kernel<<<(grid), (block), (shared_bytes), (stream)>>>(__VA_ARGS__)

// ===========================================================================
// CPU (OpenMP host emulation)
// ===========================================================================
#elif defined(HIPCONV_PLATFORM_CPU)

#ifndef _OPENMP
#error "hipconv/platform.h: HIPCONV_PLATFORM_CPU needs OpenMP: compile with -fopenmp"
#else
#include <omp.h>
#endif

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <tuple>
#include <type_traits>
#include <utility>

#define HIPCONV_PLATFORM_NAME "cpu"
#define HIPCONV_HOST_DEVICE
#define HIPCONV_DEVICE_INLINE inline

#define __global__
#define __device__
#define __host__
#define __constant__
#define __forceinline__ inline
#define __launch_bounds__(...)
// One instance per kernel (per template instantiation) shared by the whole
// team = the block being executed.
#define __shared__ static

struct dim3 {
  uint32_t x, y, z;
  constexpr dim3(uint32_t x_ = 1, uint32_t y_ = 1, uint32_t z_ = 1) : x(x_), y(y_), z(z_) {}
};

// [[nodiscard]] like HIP's hipError_t: ignoring an API result warns on every platform.
enum [[nodiscard]] hipError_t {
  hipSuccess = 0,
  hipErrorInvalidValue = 1,
  hipErrorOutOfMemory = 2,
  hipErrorMemoryAllocation = 2,
  hipErrorInvalidConfiguration = 9,
  hipErrorInvalidDevice = 101,
  hipErrorLaunchFailure = 719,
  hipErrorNotSupported = 801,
};

enum hipMemcpyKind {
  hipMemcpyHostToHost = 0,
  hipMemcpyHostToDevice = 1,
  hipMemcpyDeviceToHost = 2,
  hipMemcpyDeviceToDevice = 3,
  hipMemcpyDefault = 4,
};

enum hipDeviceAttribute_t {
  hipDeviceAttributeMaxThreadsPerBlock = 56,
  hipDeviceAttributeMaxSharedMemoryPerBlock = 74,
  hipDeviceAttributeMultiprocessorCount = 63,
};

struct ihipStream_t { int unused; };
typedef ihipStream_t* hipStream_t;  // nullptr = default stream

namespace hipconv_cpu {

constexpr unsigned kMaxThreadsPerBlock = 1024;
constexpr size_t kMaxSharedMemoryPerBlock = 65536;

// Built-in variables of the thread currently executing kernel code. Set by
// the launcher in every thread of the team; read through the const-reference
// macros threadIdx/blockIdx/blockDim/gridDim below.
inline thread_local dim3 t_threadIdx;
inline thread_local dim3 t_blockIdx;
inline thread_local dim3 t_blockDim;
inline thread_local dim3 t_gridDim;
inline thread_local unsigned char* t_dynamic_smem = nullptr;

// Sticky-until-read last error (per host thread, like CUDA/HIP).
inline thread_local hipError_t t_last_error = hipSuccess;

inline hipError_t set_error(hipError_t e) {
  if (e != hipSuccess) t_last_error = e;
  return e;
}

inline std::mutex& launch_mutex() {
  static std::mutex m;
  return m;
}

inline void syncthreads() { _Pragma("omp barrier") }

template <class T>
inline T atomic_cas_add(T* address, T val) {
  T old;
  __atomic_load(address, &old, __ATOMIC_RELAXED);
  T desired;
  do {
    desired = old + val;
  } while (!__atomic_compare_exchange(address, &old, &desired, /*weak=*/true, __ATOMIC_SEQ_CST,
                                      __ATOMIC_RELAXED));
  return old;
}

inline void misaligned_access(const void* p, size_t alignment) {
  std::fprintf(stderr, "hipconv cpu: misaligned %zu-byte vector access at %p (a GPU would fault)\n",
               alignment, p);
  std::abort();
}

template <class... KArgs, class... Args>
inline hipError_t launch(void (*kernel)(KArgs...), dim3 grid, dim3 block, size_t shared_bytes,
                         hipStream_t /*stream*/, Args&&... args) {
  static_assert(sizeof...(KArgs) == sizeof...(Args),
                "hipLaunchKernelGGL: wrong number of kernel arguments");
  const uint64_t nthreads = uint64_t(block.x) * block.y * block.z;
  if (block.x == 0 || block.y == 0 || block.z == 0 || grid.x == 0 || grid.y == 0 || grid.z == 0 ||
      nthreads > kMaxThreadsPerBlock || block.z > 64 ||
      shared_bytes > kMaxSharedMemoryPerBlock) {
    std::fprintf(stderr,
                 "hipconv cpu: invalid launch configuration grid=(%u,%u,%u) block=(%u,%u,%u) "
                 "shared_bytes=%zu\n",
                 grid.x, grid.y, grid.z, block.x, block.y, block.z, shared_bytes);
    return set_error(hipErrorInvalidConfiguration);
  }
  // Kernel arguments are converted to the parameter types once, then every
  // thread receives its own by-value copy (as on a GPU).
  std::tuple<std::decay_t<KArgs>...> params(static_cast<KArgs>(std::forward<Args>(args))...);

  std::lock_guard<std::mutex> lock(launch_mutex());
  void* dyn = nullptr;
  if (shared_bytes > 0 && posix_memalign(&dyn, 256, shared_bytes) != 0)
    return set_error(hipErrorMemoryAllocation);
  if (omp_get_active_level() + 1 > omp_get_max_active_levels())
    omp_set_max_active_levels(omp_get_active_level() + 1);
  omp_set_dynamic(0);
  const int team = static_cast<int>(nthreads);
  int team_error = 0;
#pragma omp parallel num_threads(team)
  {
    // omp_get_num_threads() is the same in every thread, so either all
    // threads run the grid or none does (no thread waits in a barrier alone).
    if (omp_get_num_threads() != team) {
      if (omp_get_thread_num() == 0) team_error = omp_get_num_threads();
    } else {
      const unsigned tid = static_cast<unsigned>(omp_get_thread_num());
      t_threadIdx = dim3(tid % block.x, (tid / block.x) % block.y, tid / (block.x * block.y));
      t_blockDim = block;
      t_gridDim = grid;
      t_dynamic_smem = static_cast<unsigned char*>(dyn);
      for (uint32_t bz = 0; bz < grid.z; ++bz)
        for (uint32_t by = 0; by < grid.y; ++by)
          for (uint32_t bx = 0; bx < grid.x; ++bx) {
            t_blockIdx = dim3(bx, by, bz);
            std::apply(kernel, params);  // by-value parameters: each thread gets copies
            // The next block reuses the static shared memory: wait until
            // every thread of this block has finished.
            _Pragma("omp barrier")
          }
      t_dynamic_smem = nullptr;
    }
  }
  std::free(dyn);
  if (team_error != 0) {
    std::fprintf(stderr,
                 "hipconv cpu: launch needs a team of %d OpenMP threads but got %d "
                 "(check OMP_THREAD_LIMIT / nested parallelism)\n",
                 team, team_error);
    return set_error(hipErrorLaunchFailure);
  }
  return hipSuccess;
}

}  // namespace hipconv_cpu

#define threadIdx (static_cast<const dim3&>(::hipconv_cpu::t_threadIdx))
#define blockIdx (static_cast<const dim3&>(::hipconv_cpu::t_blockIdx))
#define blockDim (static_cast<const dim3&>(::hipconv_cpu::t_blockDim))
#define gridDim (static_cast<const dim3&>(::hipconv_cpu::t_gridDim))

#define __syncthreads() ::hipconv_cpu::syncthreads()

#define HIPCONV_DYNAMIC_SHARED(T, name) T* name = reinterpret_cast<T*>(::hipconv_cpu::t_dynamic_smem)

#define hipLaunchKernelGGL(kernel, ...) ((void)::hipconv_cpu::launch(kernel, __VA_ARGS__))

inline void __threadfence() { std::atomic_thread_fence(std::memory_order_seq_cst); }
inline void __threadfence_block() { std::atomic_thread_fence(std::memory_order_seq_cst); }

inline float atomicAdd(float* address, float val) { return ::hipconv_cpu::atomic_cas_add(address, val); }
inline double atomicAdd(double* address, double val) { return ::hipconv_cpu::atomic_cas_add(address, val); }
inline int atomicAdd(int* address, int val) { return __atomic_fetch_add(address, val, __ATOMIC_SEQ_CST); }
inline unsigned int atomicAdd(unsigned int* address, unsigned int val) {
  return __atomic_fetch_add(address, val, __ATOMIC_SEQ_CST);
}
inline unsigned long long atomicAdd(unsigned long long* address, unsigned long long val) {
  return __atomic_fetch_add(address, val, __ATOMIC_SEQ_CST);
}
template <class T>
inline T hipconv_cpu_atomic_cas(T* address, T compare, T val) {
  __atomic_compare_exchange_n(address, &compare, val, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  return compare;  // the old value in both cases
}
inline int atomicCAS(int* a, int c, int v) { return hipconv_cpu_atomic_cas(a, c, v); }
inline unsigned int atomicCAS(unsigned int* a, unsigned int c, unsigned int v) {
  return hipconv_cpu_atomic_cas(a, c, v);
}
inline unsigned long long atomicCAS(unsigned long long* a, unsigned long long c, unsigned long long v) {
  return hipconv_cpu_atomic_cas(a, c, v);
}
inline int atomicExch(int* a, int v) { return __atomic_exchange_n(a, v, __ATOMIC_SEQ_CST); }
inline unsigned int atomicExch(unsigned int* a, unsigned int v) {
  return __atomic_exchange_n(a, v, __ATOMIC_SEQ_CST);
}
inline float atomicExch(float* a, float v) {
  float old;
  __atomic_exchange(a, &v, &old, __ATOMIC_SEQ_CST);
  return old;
}
template <class T>
inline T hipconv_cpu_atomic_minmax(T* a, T v, bool is_max) {
  T old = __atomic_load_n(a, __ATOMIC_RELAXED);
  while ((is_max ? v > old : v < old) &&
         !__atomic_compare_exchange_n(a, &old, v, true, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED)) {
  }
  return old;
}
inline int atomicMax(int* a, int v) { return hipconv_cpu_atomic_minmax(a, v, true); }
inline unsigned int atomicMax(unsigned int* a, unsigned int v) { return hipconv_cpu_atomic_minmax(a, v, true); }
inline int atomicMin(int* a, int v) { return hipconv_cpu_atomic_minmax(a, v, false); }
inline unsigned int atomicMin(unsigned int* a, unsigned int v) { return hipconv_cpu_atomic_minmax(a, v, false); }

// ---- host runtime API ------------------------------------------------------
inline const char* hipGetErrorString(hipError_t e) {
  switch (e) {
    case hipSuccess: return "hipSuccess";
    case hipErrorInvalidValue: return "hipErrorInvalidValue";
    case hipErrorMemoryAllocation: return "hipErrorOutOfMemory";
    case hipErrorInvalidConfiguration: return "hipErrorInvalidConfiguration";
    case hipErrorInvalidDevice: return "hipErrorInvalidDevice";
    case hipErrorLaunchFailure: return "hipErrorLaunchFailure";
    case hipErrorNotSupported: return "hipErrorNotSupported";
  }
  return "hipErrorUnknown";
}
inline hipError_t hipGetLastError() {
  hipError_t e = ::hipconv_cpu::t_last_error;
  ::hipconv_cpu::t_last_error = hipSuccess;
  return e;
}
inline hipError_t hipPeekAtLastError() { return ::hipconv_cpu::t_last_error; }

inline hipError_t hipMalloc(void** p, size_t bytes) {
  if (p == nullptr) return ::hipconv_cpu::set_error(hipErrorInvalidValue);
  *p = nullptr;
  if (bytes == 0) return hipSuccess;
  // Exact size (no rounding) so that AddressSanitizer sees every overrun.
  if (posix_memalign(p, 256, bytes) != 0) {
    *p = nullptr;
    return ::hipconv_cpu::set_error(hipErrorMemoryAllocation);
  }
  return hipSuccess;
}
template <class T>
inline hipError_t hipMalloc(T** p, size_t bytes) {
  return hipMalloc(reinterpret_cast<void**>(p), bytes);
}
inline hipError_t hipFree(void* p) {
  std::free(p);
  return hipSuccess;
}
inline hipError_t hipMemcpy(void* dst, const void* src, size_t bytes, hipMemcpyKind kind) {
  if (static_cast<unsigned>(kind) > hipMemcpyDefault || ((dst == nullptr || src == nullptr) && bytes))
    return ::hipconv_cpu::set_error(hipErrorInvalidValue);
  if (bytes) std::memmove(dst, src, bytes);
  return hipSuccess;
}
inline hipError_t hipMemcpyAsync(void* dst, const void* src, size_t bytes, hipMemcpyKind kind,
                                 hipStream_t = nullptr) {
  return hipMemcpy(dst, src, bytes, kind);
}
inline hipError_t hipMemset(void* p, int value, size_t bytes) {
  if (p == nullptr && bytes) return ::hipconv_cpu::set_error(hipErrorInvalidValue);
  if (bytes) std::memset(p, value, bytes);
  return hipSuccess;
}
inline hipError_t hipMemsetAsync(void* p, int value, size_t bytes, hipStream_t = nullptr) {
  return hipMemset(p, value, bytes);
}
// Launches are synchronous in the launching thread; synchronising waits for
// a launch running in another host thread (as a device-wide sync would).
inline hipError_t hipDeviceSynchronize() {
  std::lock_guard<std::mutex> lock(::hipconv_cpu::launch_mutex());
  return hipSuccess;
}
inline hipError_t hipStreamSynchronize(hipStream_t) { return hipDeviceSynchronize(); }
inline hipError_t hipStreamCreate(hipStream_t* s) {
  if (s == nullptr) return ::hipconv_cpu::set_error(hipErrorInvalidValue);
  *s = new ihipStream_t{0};
  return hipSuccess;
}
inline hipError_t hipStreamDestroy(hipStream_t s) {
  delete s;
  return hipSuccess;
}
inline hipError_t hipGetDevice(int* d) {
  if (d == nullptr) return ::hipconv_cpu::set_error(hipErrorInvalidValue);
  *d = 0;
  return hipSuccess;
}
inline hipError_t hipSetDevice(int d) {
  return d == 0 ? hipSuccess : ::hipconv_cpu::set_error(hipErrorInvalidDevice);
}
inline hipError_t hipGetDeviceCount(int* n) {
  if (n == nullptr) return ::hipconv_cpu::set_error(hipErrorInvalidValue);
  *n = 1;
  return hipSuccess;
}
inline hipError_t hipDeviceGetAttribute(int* value, hipDeviceAttribute_t attr, int device) {
  if (value == nullptr) return ::hipconv_cpu::set_error(hipErrorInvalidValue);
  if (device != 0) return ::hipconv_cpu::set_error(hipErrorInvalidDevice);
  switch (attr) {
    case hipDeviceAttributeMultiprocessorCount: *value = omp_get_num_procs(); return hipSuccess;
    case hipDeviceAttributeMaxSharedMemoryPerBlock:
      *value = static_cast<int>(::hipconv_cpu::kMaxSharedMemoryPerBlock);
      return hipSuccess;
    case hipDeviceAttributeMaxThreadsPerBlock:
      *value = static_cast<int>(::hipconv_cpu::kMaxThreadsPerBlock);
      return hipSuccess;
  }
  return ::hipconv_cpu::set_error(hipErrorInvalidValue);
}

#endif  // platform

#ifdef HIPCONV_PLATFORM_NAME
namespace hipconv {
constexpr const char* platform_name() { return HIPCONV_PLATFORM_NAME; }
}  // namespace hipconv
#endif

#endif  // HIPCONV_PLATFORM_H_
