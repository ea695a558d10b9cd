// @generated from specs/bwd_weight.yaml by hipconv: a support file, the same for every spec; do not edit.
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
//                            kernel language, described below.
//
// The cpu platform:
//   * Blocks of a grid run in parallel on OpenMP threads (`omp for
//     schedule(dynamic)` over the blocks); each OS thread runs one block at a
//     time. __shared__ is `static thread_local` (one instance per kernel and
//     OS thread), the dynamic shared memory one buffer per OS thread.
//   * The threads of a block are user-space fibers on that OS thread, each
//     with its own 256 KiB stack (1 MiB under ASan), run round-robin: a
//     fiber runs until it waits at __syncthreads() or in a warp collective,
//     then the next runnable one resumes. __syncthreads() releases when every
//     thread of the block that has not returned has arrived (a returned
//     thread counts as arrived, as exited threads do on a GPU), so early
//     returns are fine. A __syncthreads() costs about 2-4 us for 256 threads
//     (an OpenMP barrier of a 256-thread team took about 1 ms on 2 cores).
//     Why fibers: warp collectives need all 32 lanes' registers at once, and
//     a suspended fiber's registers are its stack variables, which stay valid.
//   * Warp collectives (__syncwarp, __shfl_sync, __shfl_xor_sync,
//     __shfl_down_sync, __shfl_up_sync, and ldmatrix / mma in hipconv/mma.h):
//     each lane leaves a pointer to its operands in its warp's slot table and
//     waits; the last lane of the warp (linear thread id / 32) to arrive
//     performs the operation for all lanes and releases them. Every lane of
//     the warp must take part (shuffle masks must name every lane: partial
//     masks abort); lanes of one warp in different collectives abort.
//   * Wavefront collectives (the v_mfma emulation in hipconv/mfma.h): the same
//     over AMD's 64-lane wavefront (linear thread id / 64), with a slot table
//     of its own. The lane count is the collective's, not the block's: NVIDIA
//     warp collectives (kWarpSize = 32: shuffles, ldmatrix, mma.sync) keep
//     their 32 lanes, and a kernel written for wave64 (an mfma instance) uses
//     only wavefront collectives (kWavefrontSize = 64). A lane waiting in one
//     kind while the rest of its lanes wait in the other never completes: the
//     deadlock report below.
//   * A block that can never finish (some threads wait at a barrier or in a
//     warp collective that the others will never reach), or whose threads wait
//     at two different __syncthreads() (a divergent barrier: sm_70+ compiles
//     it to barrier.sync.aligned), is given up where a GPU would hang: the
//     report (why, the kernel and its launch site -- a generated source is
//     named after its instance --, the block, the barrier's file and line)
//     goes to stderr, the grid's remaining blocks do not run and the launch
//     fails with hipErrorLaunchFailure, whose hipGetErrorString is the report
//     (the runtime raises it as a DeviceError).
//   * A thread that loops forever reaches no barrier, so nothing above sees
//     it: with HIPCONV_CPU_WATCHDOG=seconds set, a launch still running after
//     that long is reported (kernel, launch site, grid, blocks finished) and
//     the process aborts (the test suite sets it).
//   * Context switch: a hand-written x86-64 switch (callee-saved registers,
//     rsp, MXCSR, x87 control word; about 10 ns) and glibc's ucontext
//     elsewhere or with -DHIPCONV_CPU_UCONTEXT (about 400 ns: swapcontext
//     makes a sigprocmask system call). Under AddressSanitizer every switch
//     is announced with __sanitizer_start/finish_switch_fiber.
//   * Fiber stacks: one mapping per OS thread with a guard page at its low
//     end, kept for later launches (mapped and first touched once; a guard
//     page per stack would cost two memory mappings each, against Linux's
//     limit of 65530 per process). A canary at the low end of every stack is
//     checked whenever its fiber switches away: an overflow aborts.
//   * Launch checks as on a GPU: an empty grid or block, more than 1024
//     threads, block.z > 64 or more than 227 KiB of dynamic shared memory is
//     hipErrorInvalidConfiguration; fiber stacks or dynamic shared memory
//     that cannot be allocated are hipErrorMemoryAllocation. Kernel arguments
//     are converted to the parameter types once; every thread gets its own
//     by-value copy. A misaligned load_vec/store_vec/cp.async/ldmatrix
//     address aborts with a message (a GPU would fault). Atomics are real
//     atomics (blocks run concurrently). Launches are synchronous and
//     serialised by a global mutex; hipDeviceSynchronize() waits for a
//     launch running in another host thread. Not emulated: __ballot_sync and
//     other vote intrinsics, textures, streams/events (all synchronous).
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
//   MaxThreadsPerBlock), hipDeviceProp_t / hipGetDeviceProperties (.name; the
//   cpu platform has only the name), hipLaunchKernelGGL(kernel, grid, block,
//   shared_bytes, stream, args...), and in device code dim3, float2 / make_float2, threadIdx,
//   blockIdx, blockDim, gridDim, __syncthreads, __syncwarp, __shfl_sync,
//   __shfl_xor_sync, __shfl_down_sync, __shfl_up_sync, __threadfence,
//   __threadfence_block, atomicAdd, atomicCAS, atomicExch, atomicMin,
//   atomicMax, __global__, __device__, __host__, __shared__, __constant__,
//   __forceinline__, __launch_bounds__, __align__(n); and HIPCONV_LAUNCH_BOUNDS(threads,
//   min_blocks_per_sm) (the second argument counts on NVIDIA only).
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
// HIP's second __launch_bounds__ argument means minimum waves per execution unit, not
// blocks per multiprocessor: the blocks-per-SM hint (min_blocks_per_sm) is NVIDIA's only.
#define HIPCONV_LAUNCH_BOUNDS(threads, min_blocks_per_sm) __launch_bounds__(threads)
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
// At most `threads` per block, and registers for `min_blocks_per_sm` resident blocks.
#define HIPCONV_LAUNCH_BOUNDS(threads, min_blocks_per_sm) \
  __launch_bounds__(threads, min_blocks_per_sm)
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
using hipDeviceProp_t = cudaDeviceProp;
[[nodiscard]] inline hipError_t hipGetDeviceProperties(hipDeviceProp_t* props, int device) {
  return cudaGetDeviceProperties(props, device);
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

#if defined(__SANITIZE_ADDRESS__)
#define HIPCONV_CPU_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define HIPCONV_CPU_ASAN 1
#endif
#endif
#ifdef HIPCONV_CPU_ASAN
#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>
#endif

// The fiber context switch: hand-written on x86-64, glibc's ucontext elsewhere
// (or where HIPCONV_CPU_UCONTEXT is defined, which the tests use to run it).
#if defined(__x86_64__) && !defined(HIPCONV_CPU_UCONTEXT)
#define HIPCONV_CPU_ASM_SWITCH 1
#else
#include <ucontext.h>
#endif
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <new>
#include <string>
#include <thread>
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
#define HIPCONV_LAUNCH_BOUNDS(threads, min_blocks_per_sm)
#define __align__(n) __attribute__((aligned(n)))
// One instance per kernel (per template instantiation) and OS thread: an OS
// thread runs one block at a time, all of whose threads are its fibers.
#define __shared__ static thread_local

struct dim3 {
  uint32_t x, y, z;
  constexpr dim3(uint32_t x_ = 1, uint32_t y_ = 1, uint32_t z_ = 1) : x(x_), y(y_), z(z_) {}
};

// CUDA/HIP's 8-byte float pair (aligned like the device type: one 64-bit access).
struct alignas(8) float2 {
  float x, y;
};
inline float2 make_float2(float x, float y) { return float2{x, y}; }

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

// ---- context switch ---------------------------------------------------------
// x86-64: hipconv_cpu_switch(&from_sp, to_sp) pushes the callee-saved
// registers, MXCSR and the x87 control word on the current stack, stores rsp
// in *from_sp, loads to_sp and pops the same from there: a plain function
// call, no system call (glibc's swapcontext also saves the signal mask with a
// sigprocmask system call per switch). The function lives in a COMDAT section
// so that every translation unit may define it. Elsewhere: ucontext.
#ifdef HIPCONV_CPU_ASM_SWITCH
extern "C" void hipconv_cpu_switch(void** from_sp, void* to_sp);
asm(R"(
  .pushsection .text.hipconv_cpu_switch,"axG",@progbits,hipconv_cpu_switch,comdat
  .weak hipconv_cpu_switch
  .hidden hipconv_cpu_switch
  .type hipconv_cpu_switch, @function
  .p2align 4
hipconv_cpu_switch:
  pushq %rbp
  pushq %rbx
  pushq %r12
  pushq %r13
  pushq %r14
  pushq %r15
  subq $8, %rsp
  stmxcsr (%rsp)
  fnstcw 4(%rsp)
  movq %rsp, (%rdi)
  movq %rsi, %rsp
  ldmxcsr (%rsp)
  fldcw 4(%rsp)
  addq $8, %rsp
  popq %r15
  popq %r14
  popq %r13
  popq %r12
  popq %rbx
  popq %rbp
  ret
  .size hipconv_cpu_switch, .-hipconv_cpu_switch
  .popsection
)");
#endif

namespace hipconv_cpu {

constexpr unsigned kMaxThreadsPerBlock = 1024;
// The largest opt-in of the GPU targets (sm_90a: 227 KiB), so that every
// instance some target runs runs here too (mma_sync tiles opt in above 48 KiB).
constexpr size_t kMaxSharedMemoryPerBlock = 227 * 1024;
constexpr unsigned kWarpSize = 32;
// AMD's wave64: the lanes of a wavefront collective (hipconv/mfma.h's v_mfma).
constexpr unsigned kWavefrontSize = 64;
// The stack of one fiber (kernel thread). ASan frames carry redzones, hence
// the larger size (only touched pages cost memory).
#ifdef HIPCONV_CPU_ASAN
constexpr size_t kFiberStackBytes = size_t(1) << 20;
#else
constexpr size_t kFiberStackBytes = size_t(256) << 10;
#endif
// Written at the lowest bytes of every fiber stack, checked whenever the fiber
// switches away: an overflow aborts with a message.
constexpr uint64_t kStackCanary = 0x6869705f63616e31ull;

struct Context {
#ifdef HIPCONV_CPU_ASM_SWITCH
  void* sp = nullptr;
#else
  ucontext_t uc;
#endif
};

// The saved state of one kernel thread.
struct Fiber {
  // InWarpOp: waiting in a warp or wavefront collective (lane_collective).
  enum class State : unsigned char { Runnable, AtBarrier, InWarpOp, Exited };
  Context context;
  dim3 thread_idx;
  unsigned linear = 0;  // x + y*blockDim.x + z*blockDim.x*blockDim.y; warp = linear / 32
  State state = State::Runnable;
  const char* barrier_file = nullptr;  // the __syncthreads() it waits at (AtBarrier)
  int barrier_line = 0;
  unsigned char* stack = nullptr;  // lowest usable byte (the guard page is below)
#ifdef HIPCONV_CPU_ASAN
  void* fake_stack = nullptr;
#endif
};

// A collective of `Lanes` lanes (a warp of 32, a wavefront of 64) in
// progress: each arriving lane leaves a pointer to its operands; the last one
// runs `op` on all of them (see lane_collective).
template <unsigned Lanes>
struct LaneOp {
  void (*op)(void* const* lane_args, unsigned lanes) = nullptr;
  void* args[Lanes];
  unsigned arrived = 0;
};
using WarpOp = LaneOp<kWarpSize>;
using WavefrontOp = LaneOp<kWavefrontSize>;

// Where a kernel was launched: hipLaunchKernelGGL's source file and line (a generated
// source is named after its instance) and the kernel argument as written.
struct LaunchSite {
  const char* file;
  int line;
  const char* kernel;
};

// The block an OS thread is running, and the machinery to run it.
struct BlockRunner {
  Fiber fibers[kMaxThreadsPerBlock];
  WarpOp warps[kMaxThreadsPerBlock / kWarpSize];
  WavefrontOp wavefronts[kMaxThreadsPerBlock / kWavefrontSize];
  unsigned count = 0;       // threads of the block
  unsigned live = 0;        // not yet returned
  unsigned at_barrier = 0;  // waiting in __syncthreads
  unsigned current = 0;     // index of the running fiber
  Context scheduler;        // the OS thread's own context: runs blocks, resumed when all exit
  void (*body)(const void*) = nullptr;  // runs the kernel with fresh by-value arguments
  const void* body_arg = nullptr;
  const LaunchSite* site = nullptr;  // the launch it runs a block of (for reports)
  bool abandoned = false;   // the block was given up (a deadlock): the launch fails
  // One mapping for the fiber stacks: a PROT_NONE guard page, then `stacks`
  // stacks of kFiberStackBytes; kept for the OS thread's next launches.
  unsigned char* mapping = nullptr;
  size_t mapping_bytes = 0;
  unsigned stacks = 0;
#ifdef HIPCONV_CPU_ASAN
  const void* scheduler_stack = nullptr;
  size_t scheduler_stack_size = 0;
#endif
};

// Built-in variables: blockIdx/blockDim/gridDim belong to the OS thread (the
// block it runs), threadIdx to the running fiber.
inline thread_local dim3 t_blockIdx;
inline thread_local dim3 t_blockDim;
inline thread_local dim3 t_gridDim;
inline thread_local unsigned char* t_dynamic_smem = nullptr;
inline thread_local BlockRunner* t_block = nullptr;
inline thread_local Fiber* t_fiber = nullptr;

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

// Why the running launch failed (the first block to fail says it), set by the OS thread
// that ran the block; the launching thread moves it to t_launch_failure, which
// hipGetErrorString(hipErrorLaunchFailure) returns (launches are serialised).
inline std::mutex& failure_mutex() {
  static std::mutex m;
  return m;
}
inline std::string& grid_failure() {
  static std::string text;
  return text;
}
inline thread_local std::string t_launch_failure;

[[noreturn]] inline void fail(const char* what) {
  const dim3 b = t_blockIdx;
  std::fprintf(stderr, "hipconv cpu: %s (block (%u,%u,%u))\n", what, b.x, b.y, b.z);
  std::abort();
}

// Blocks run concurrently on several OS threads: atomics are real atomics.
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

// ---- fibers -------------------------------------------------------------------
[[noreturn]] void fiber_main();

// Switch from the running context `from` (a fiber, or the scheduler when
// from_fiber is null) to `to`. `exiting`: `from` never runs again (ASan then
// drops its fake stack).
inline void switch_context(Context& from, Fiber* from_fiber, Context& to, Fiber* to_fiber,
                           bool exiting) {
  if (from_fiber) {
    uint64_t canary;
    std::memcpy(&canary, from_fiber->stack, sizeof canary);
    if (canary != kStackCanary) fail("fiber stack overflow (a kernel thread used more than its stack)");
  }
#ifdef HIPCONV_CPU_ASAN
  BlockRunner& b = *t_block;
  void* fake = nullptr;
  void** save = exiting ? nullptr : (from_fiber ? &from_fiber->fake_stack : &fake);
  if (to_fiber)
    __sanitizer_start_switch_fiber(save, to_fiber->stack, kFiberStackBytes);
  else
    __sanitizer_start_switch_fiber(save, b.scheduler_stack, b.scheduler_stack_size);
#else
  (void)from_fiber;
  (void)to_fiber;
  (void)exiting;
#endif
#ifdef HIPCONV_CPU_ASM_SWITCH
  hipconv_cpu_switch(&from.sp, to.sp);
#else
  swapcontext(&from.uc, &to.uc);
#endif
#ifdef HIPCONV_CPU_ASAN
  __sanitizer_finish_switch_fiber(from_fiber ? from_fiber->fake_stack : fake, nullptr, nullptr);
#endif
}

// Prepare `f` to start in fiber_main on its stack.
inline void init_context(Fiber& f) {
  std::memcpy(f.stack, &kStackCanary, sizeof kStackCanary);
  unsigned char* top = f.stack + kFiberStackBytes;  // 16-byte aligned
#ifdef HIPCONV_CPU_ASAN
  // The frames of the stack's previous fiber from fiber_main down to its last
  // switch never returned, so ASan's redzones of them are still poisoned;
  // they lie within the top few KiB.
  __asan_unpoison_memory_region(top - (size_t(64) << 10), size_t(64) << 10);
#endif
#ifdef HIPCONV_CPU_ASM_SWITCH
  // What hipconv_cpu_switch pops (low to high): MXCSR and x87 control word
  // (copied from this thread), r15..r12, rbx, rbp (0: ends backtraces), then
  // it returns into fiber_main with rsp = top - 24, i.e. rsp + 8 16-byte
  // aligned as at any function entry; [rsp] = 0 is fiber_main's (never used)
  // return address.
  uint64_t* sp = reinterpret_cast<uint64_t*>(top - 88);
  uint32_t control[2] = {0, 0};
  asm volatile("stmxcsr %0\n\tfnstcw %1" : "=m"(control[0]), "=m"(control[1]));
  std::memcpy(&sp[0], control, sizeof control);
  for (int i = 1; i <= 6; ++i) sp[i] = 0;
  sp[7] = reinterpret_cast<uint64_t>(&fiber_main);
  sp[8] = 0;
  f.context.sp = sp;
#else
  getcontext(&f.context.uc);
  f.context.uc.uc_stack.ss_sp = f.stack;
  f.context.uc.uc_stack.ss_size = kFiberStackBytes;
  f.context.uc.uc_link = nullptr;
  makecontext(&f.context.uc, &fiber_main, 0);
  (void)top;
#endif
}

// Give up the running block: a GPU would hang here (or run on undefined behaviour). The
// report (kernel, launch site, block, why) goes to stderr and becomes the launch's error
// (hipErrorLaunchFailure, whose hipGetErrorString is the report); the running fiber
// switches to the scheduler for good, the block's other fibers are dropped (their stacks
// are set up afresh for the next block) and the grid's remaining blocks do not run.
[[noreturn]] inline void abandon_block(BlockRunner& b, const char* why) {
  const dim3 block = t_blockIdx;
  char text[1536];
  std::snprintf(text, sizeof text, "%s in kernel %s launched at %s:%d, block (%u,%u,%u)", why,
                b.site ? b.site->kernel : "?", b.site ? b.site->file : "?", b.site ? b.site->line : 0,
                block.x, block.y, block.z);
  std::fprintf(stderr, "hipconv cpu: %s\n", text);
  {
    std::lock_guard<std::mutex> lock(failure_mutex());
    if (grid_failure().empty()) grid_failure() = text;
  }
  b.abandoned = true;
  Fiber& self = *t_fiber;
  t_fiber = nullptr;
  switch_context(self.context, &self, b.scheduler, nullptr, /*exiting=*/true);
  std::abort();  // not reached: the scheduler never resumes an abandoned fiber
}

// Suspend the running fiber (its state says why) and resume the next
// runnable one in round-robin order. No runnable fiber while some still live:
// the block can never finish (a GPU would hang): abort with a diagnosis.
inline void yield(bool exiting = false) {
  BlockRunner& b = *t_block;
  Fiber& self = b.fibers[b.current];
  if (b.live == 0) {
    t_fiber = nullptr;
    switch_context(self.context, &self, b.scheduler, nullptr, exiting);
    return;  // not reached: the scheduler never resumes an exited fiber
  }
  for (unsigned step = 1; step <= b.count; ++step) {
    const unsigned next = (b.current + step) % b.count;
    if (b.fibers[next].state != Fiber::State::Runnable) continue;
    if (next == b.current) return;  // only possible when self is runnable again
    b.current = next;
    t_fiber = &b.fibers[next];
    switch_context(self.context, &self, b.fibers[next].context, &b.fibers[next], exiting);
    return;
  }
  unsigned in_warp_op = 0;
  const Fiber* waiting = nullptr;  // one thread at a barrier: where it waits
  for (unsigned i = 0; i < b.count; ++i) {
    in_warp_op += b.fibers[i].state == Fiber::State::InWarpOp;
    if (waiting == nullptr && b.fibers[i].state == Fiber::State::AtBarrier) waiting = &b.fibers[i];
  }
  char where[320] = "";
  if (waiting)
    std::snprintf(where, sizeof where, " (at %s:%d)", waiting->barrier_file, waiting->barrier_line);
  char text[1024];
  std::snprintf(text, sizeof text,
                "deadlock: of %u threads, %u wait at __syncthreads%s, %u in warp or "
                "wavefront collectives, %u returned (a barrier or lane collective not reached "
                "by all threads of the block / lanes of the warp or wavefront)",
                b.count, b.at_barrier, where, in_warp_op, b.count - b.live);
  abandon_block(b, text);
}

inline bool same_barrier(const Fiber& a, const Fiber& b) {
  return a.barrier_line == b.barrier_line &&
         (a.barrier_file == b.barrier_file || std::strcmp(a.barrier_file, b.barrier_file) == 0);
}

// Release the threads waiting at the barrier (`last`: the thread that arrived last, or
// null where the last arrival was a thread returning). They must all wait at the same
// __syncthreads(): sm_70 and later compile it to barrier.sync.aligned, which every thread
// must reach at the same instruction, so threads at two of them are a divergent barrier
// (a GPU may hang or go on with a torn tile): the block is given up with a report.
inline void release_barrier(BlockRunner& b, const Fiber* last) {
  const Fiber* site = last;
  for (unsigned i = 0; i < b.count; ++i) {
    const Fiber& f = b.fibers[i];
    if (f.state != Fiber::State::AtBarrier) continue;
    if (site == nullptr) {
      site = &f;
    } else if (!same_barrier(*site, f)) {
      char text[768];
      std::snprintf(text, sizeof text,
                    "divergent barrier: threads of one block wait at __syncthreads() at %s:%d "
                    "and at %s:%d (every thread must reach the same one)",
                    site->barrier_file, site->barrier_line, f.barrier_file, f.barrier_line);
      abandon_block(b, text);
    }
  }
  b.at_barrier = 0;
  for (unsigned i = 0; i < b.count; ++i)
    if (b.fibers[i].state == Fiber::State::AtBarrier) b.fibers[i].state = Fiber::State::Runnable;
}

// __syncthreads() at file:line: wait until every thread of the block that has not
// returned arrives (a returned thread counts as arrived, as on a GPU).
inline void syncthreads(const char* file, int line) {
  BlockRunner& b = *t_block;
  Fiber& self = *t_fiber;
  self.barrier_file = file;
  self.barrier_line = line;
  if (++b.at_barrier == b.live) {
    release_barrier(b, &self);  // the last to arrive goes on
  } else {
    self.state = Fiber::State::AtBarrier;
    yield();
  }
}

inline void fiber_exit() {
  BlockRunner& b = *t_block;
  Fiber& self = *t_fiber;
  self.state = Fiber::State::Exited;
  --b.live;
  if (b.live > 0 && b.at_barrier == b.live) release_barrier(b, nullptr);
  yield(/*exiting=*/true);  // never resumed
}

[[noreturn]] inline void fiber_main() {
#ifdef HIPCONV_CPU_ASAN
  {
    BlockRunner& b = *t_block;
    const void* from = nullptr;
    size_t from_size = 0;
    __sanitizer_finish_switch_fiber(nullptr, &from, &from_size);
    if (b.scheduler_stack == nullptr) {  // the first fiber of a block starts from the scheduler
      b.scheduler_stack = from;
      b.scheduler_stack_size = from_size;
    }
  }
#endif
  t_block->body(t_block->body_arg);
  fiber_exit();
  std::abort();  // not reached
}

// Collective of `Lanes` lanes: every lane of the group (linear thread id /
// Lanes) calls it with the same `op` and a pointer to its operands; the last
// lane to arrive runs op(args, lanes) with args[lane] of every lane (the
// others are suspended, so their registers, i.e. their stack variables, are
// valid), then all lanes go on. Lanes of a partial last group that do not
// exist do not take part; a lane that returned never arrives (deadlock, as
// the undefined behaviour on a GPU). `table` is the block's slot table of
// this lane count.
template <unsigned Lanes>
inline void lane_collective(LaneOp<Lanes>* table, void (*op)(void* const*, unsigned), void* lane_args) {
  BlockRunner& b = *t_block;
  Fiber& self = *t_fiber;
  const unsigned group = self.linear / Lanes;
  const unsigned lanes = std::min(Lanes, b.count - group * Lanes);
  LaneOp<Lanes>& w = table[group];
  if (w.arrived == 0)
    w.op = op;
  else if (w.op != op)
    fail(Lanes == kWarpSize ? "lanes of one warp are in different warp collectives (divergent warp)"
                            : "lanes of one wavefront are in different wavefront collectives (divergent wavefront)");
  w.args[self.linear % Lanes] = lane_args;
  if (++w.arrived == lanes) {
    w.arrived = 0;
    op(w.args, lanes);
    for (unsigned i = group * Lanes; i < group * Lanes + lanes; ++i)
      if (b.fibers[i].state == Fiber::State::InWarpOp) b.fibers[i].state = Fiber::State::Runnable;
  } else {
    self.state = Fiber::State::InWarpOp;
    yield();
  }
}

// NVIDIA's warp of 32 lanes: shuffles, __syncwarp, ldmatrix, mma.sync.
inline void warp_collective(void (*op)(void* const*, unsigned), void* lane_args) {
  lane_collective<kWarpSize>(t_block->warps, op, lane_args);
}

// AMD's wavefront of 64 lanes: the v_mfma emulation.
inline void wavefront_collective(void (*op)(void* const*, unsigned), void* lane_args) {
  lane_collective<kWavefrontSize>(t_block->wavefronts, op, lane_args);
}

// Give `b` at least `count` fiber stacks. They stay mapped for the OS
// thread's later launches: one mapping whatever the block size (a guard page
// per stack would cost two mappings per stack, against Linux's default limit
// of 65530 per process), mapped and first touched once.
inline bool reserve_stacks(BlockRunner& b, unsigned count) {
  if (b.stacks >= count) return true;
  const size_t page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
  const size_t bytes = page + kFiberStackBytes * count;
  void* m = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE,
                 -1, 0);
  if (m == MAP_FAILED || mprotect(m, page, PROT_NONE) != 0) return false;
  if (b.mapping) munmap(b.mapping, b.mapping_bytes);
  b.mapping = static_cast<unsigned char*>(m);
  b.mapping_bytes = bytes;
  b.stacks = count;
#ifdef HIPCONV_CPU_ASAN
  __asan_unpoison_memory_region(b.mapping + page, bytes - page);
#endif
  for (unsigned i = 0; i < count; ++i) b.fibers[i].stack = b.mapping + page + i * kFiberStackBytes;
  return true;
}

// The block runner of this OS thread, kept with its stacks until the thread exits.
struct RunnerHandle {
  BlockRunner* runner = nullptr;
  ~RunnerHandle() {
    if (runner && runner->mapping) munmap(runner->mapping, runner->mapping_bytes);
    delete runner;
  }
};

inline BlockRunner* thread_runner(unsigned count) {
  static thread_local RunnerHandle handle;
  if (handle.runner == nullptr) handle.runner = new (std::nothrow) BlockRunner;
  if (handle.runner == nullptr || !reserve_stacks(*handle.runner, count)) return nullptr;
  return handle.runner;
}

// Run block `block_idx` on this OS thread: every thread of the block is a
// fiber; the first starts now, the last to return resumes the scheduler here.
inline void run_block(BlockRunner& b, dim3 block_idx) {
  const dim3 block = t_blockDim;
  t_blockIdx = block_idx;
  for (unsigned i = 0; i < b.count; ++i) {
    Fiber& f = b.fibers[i];
    f.linear = i;
    f.thread_idx = dim3(i % block.x, (i / block.x) % block.y, i / (block.x * block.y));
    f.state = Fiber::State::Runnable;
    init_context(f);
  }
  b.live = b.count;
  b.at_barrier = 0;
  b.current = 0;
  b.abandoned = false;
  for (WarpOp& w : b.warps) w.arrived = 0;
  for (WavefrontOp& w : b.wavefronts) w.arrived = 0;
#ifdef HIPCONV_CPU_ASAN
  b.scheduler_stack = nullptr;
#endif
  t_block = &b;
  t_fiber = &b.fibers[0];
  switch_context(b.scheduler, nullptr, b.fibers[0].context, &b.fibers[0], false);
  t_block = nullptr;
#ifdef HIPCONV_CPU_ASAN
  if (b.abandoned)  // the dropped fibers' frames never returned: their redzones stay poisoned
    __asan_unpoison_memory_region(b.fibers[0].stack, size_t(b.count) * kFiberStackBytes);
#endif
}

// HIPCONV_CPU_WATCHDOG (seconds, unset or 0: off): a launch that has not finished by then
// is reported (kernel, launch site, grid, blocks finished) and the process aborts. A thread
// that loops forever never reaches a barrier, so no deadlock report can find it; on a GPU
// the launch would never return. Read once per process.
inline double watchdog_seconds() {
  static const double seconds = [] {
    const char* text = std::getenv("HIPCONV_CPU_WATCHDOG");
    if (text == nullptr || *text == '\0') return 0.0;
    char* end = nullptr;
    const double value = std::strtod(text, &end);
    if (end == text || *end != '\0' || !(value >= 0.0)) {
      std::fprintf(stderr, "hipconv cpu: HIPCONV_CPU_WATCHDOG must be a number of seconds, not '%s'\n", text);
      std::abort();
    }
    return value;
  }();
  return seconds;
}

// Watches one launch from its own thread (only with HIPCONV_CPU_WATCHDOG set).
class LaunchWatchdog {
 public:
  LaunchWatchdog(const LaunchSite& site, dim3 grid, dim3 block, const std::atomic<int64_t>& finished) {
    const double seconds = watchdog_seconds();
    if (seconds <= 0.0) return;
    watcher_ = std::thread([this, seconds, &site, grid, block, &finished] {
      std::unique_lock<std::mutex> lock(mutex_);
      const auto limit = std::chrono::duration<double>(seconds);
      if (done_changed_.wait_for(lock, limit, [this] { return done_; })) return;
      std::fprintf(stderr,
                   "hipconv cpu: watchdog: kernel %s launched at %s:%d did not finish within "
                   "%g s (grid (%u,%u,%u), block (%u,%u,%u), %lld of %lld blocks finished): a thread "
                   "that never returns (an endless loop) would hang a GPU\n",
                   site.kernel, site.file, site.line, seconds, grid.x, grid.y, grid.z, block.x,
                   block.y, block.z, static_cast<long long>(finished.load()),
                   static_cast<long long>(int64_t(grid.x) * grid.y * grid.z));
      std::abort();
    });
  }
  ~LaunchWatchdog() {
    if (!watcher_.joinable()) return;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      done_ = true;
    }
    done_changed_.notify_all();
    watcher_.join();
  }
  LaunchWatchdog(const LaunchWatchdog&) = delete;
  LaunchWatchdog& operator=(const LaunchWatchdog&) = delete;

 private:
  std::mutex mutex_;
  std::condition_variable done_changed_;
  bool done_ = false;
  std::thread watcher_;
};

// The grid: blocks in parallel on OpenMP threads (dynamic schedule), each
// OS thread with its own fiber stacks and dynamic shared memory.
inline hipError_t run_grid(const LaunchSite& site, dim3 grid, dim3 block, size_t shared_bytes,
                           void (*body)(const void*), const void* body_arg) {
  const unsigned count = block.x * block.y * block.z;
  const int64_t blocks = int64_t(grid.x) * grid.y * grid.z;
  const int os_threads = static_cast<int>(std::min<int64_t>(omp_get_max_threads(), blocks));
  std::atomic<bool> failed{false};
  std::atomic<bool> abandoned{false};
  std::atomic<int64_t> finished{0};
  grid_failure().clear();
  LaunchWatchdog watchdog(site, grid, block, finished);
#pragma omp parallel num_threads(os_threads)
  {
    BlockRunner* b = thread_runner(count);
    void* dyn = nullptr;
    if (b == nullptr || (shared_bytes > 0 && posix_memalign(&dyn, 256, shared_bytes) != 0)) {
      failed = true;
    } else {
      b->count = count;
      b->body = body;
      b->body_arg = body_arg;
      b->site = &site;
    }
    t_blockDim = block;
    t_gridDim = grid;
    t_dynamic_smem = static_cast<unsigned char*>(dyn);
#pragma omp for schedule(dynamic)
    for (int64_t i = 0; i < blocks; ++i) {
      if (failed || abandoned) continue;
      run_block(*b, dim3(static_cast<uint32_t>(i % grid.x), static_cast<uint32_t>(i / grid.x % grid.y),
                         static_cast<uint32_t>(i / (int64_t(grid.x) * grid.y))));
      if (b->abandoned) abandoned = true;
      ++finished;
    }
    t_dynamic_smem = nullptr;
    std::free(dyn);
  }
  if (failed) {
    std::fprintf(stderr, "hipconv cpu: launch failed: cannot allocate %u fiber stacks of %zu bytes "
                 "or %zu bytes of dynamic shared memory\n", count, kFiberStackBytes, shared_bytes);
    return set_error(hipErrorMemoryAllocation);
  }
  if (abandoned) {
    std::lock_guard<std::mutex> lock(failure_mutex());
    t_launch_failure = grid_failure();
    return set_error(hipErrorLaunchFailure);
  }
  return hipSuccess;
}

template <class... KArgs, class... Args>
inline hipError_t launch(const LaunchSite& site, void (*kernel)(KArgs...), dim3 grid, dim3 block,
                         size_t shared_bytes, hipStream_t /*stream*/, Args&&... args) {
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
  using Params = std::tuple<std::decay_t<KArgs>...>;
  struct Call {
    void (*kernel)(KArgs...);
    Params params;
  };
  const Call call{kernel, Params(static_cast<KArgs>(std::forward<Args>(args))...)};
  std::lock_guard<std::mutex> lock(launch_mutex());
  return run_grid(site, grid, block, shared_bytes, [](const void* p) {
    const Call& c = *static_cast<const Call*>(p);
    std::apply(c.kernel, c.params);  // by-value parameters: each thread gets copies
  }, &call);
}

// ---- warp shuffles ------------------------------------------------------------
// Each lane publishes a ShuffleArgs; shuffle_op<T> gives every lane the value
// of its source lane (or its own value where CUDA keeps it).
template <class T>
struct ShuffleArgs {
  T value;
  T result;
  unsigned source;  // the lane to read (after the width rules below)
};

template <class T>
inline void shuffle_op(void* const* args, unsigned lanes) {
  for (unsigned l = 0; l < lanes; ++l) {
    auto* a = static_cast<ShuffleArgs<T>*>(args[l]);
    a->result = a->source < lanes ? static_cast<ShuffleArgs<T>*>(args[a->source])->value : a->value;
  }
}

enum class Shuffle { Index, Xor, Down, Up };

// CUDA semantics with `width` a power of two <= 32: lanes form segments of
// `width`; __shfl_sync wraps srcLane into the caller's segment, and a source
// outside it (xor/down/up) returns the caller's own value.
template <class T>
inline T shuffle(unsigned mask, T value, int offset, int width, Shuffle kind) {
  const unsigned warp_base = t_fiber->linear / kWarpSize * kWarpSize;
  const unsigned lanes = std::min(kWarpSize, t_block->count - warp_base);
  const unsigned needed = lanes == kWarpSize ? 0xffffffffu : (1u << lanes) - 1u;
  if ((mask & needed) != needed)
    fail("warp shuffle with a mask that leaves out lanes of the warp (not emulated)");
  if (width <= 0 || width > int(kWarpSize) || (width & (width - 1)) != 0)
    fail("warp shuffle width must be a power of two <= 32");
  const unsigned lane = t_fiber->linear - warp_base;
  const unsigned base = lane & ~unsigned(width - 1);
  unsigned source = lane;
  switch (kind) {
    case Shuffle::Index: source = base + unsigned(offset) % unsigned(width); break;
    case Shuffle::Xor: source = lane ^ unsigned(offset); break;
    case Shuffle::Down: source = lane + unsigned(offset); break;
    case Shuffle::Up: source = lane - unsigned(offset); break;
  }
  if (source < base || source >= base + unsigned(width)) source = lane;
  ShuffleArgs<T> a{value, value, source};
  warp_collective(&shuffle_op<T>, &a);
  return a.result;
}

inline void syncwarp_op(void* const*, unsigned) {}

}  // namespace hipconv_cpu

#define threadIdx (static_cast<const dim3&>(::hipconv_cpu::t_fiber->thread_idx))
#define blockIdx (static_cast<const dim3&>(::hipconv_cpu::t_blockIdx))
#define blockDim (static_cast<const dim3&>(::hipconv_cpu::t_blockDim))
#define gridDim (static_cast<const dim3&>(::hipconv_cpu::t_gridDim))

#define __syncthreads() ::hipconv_cpu::syncthreads(__FILE__, __LINE__)

#define HIPCONV_DYNAMIC_SHARED(T, name) T* name = reinterpret_cast<T*>(::hipconv_cpu::t_dynamic_smem)

#define hipLaunchKernelGGL(kernel, ...) \
  ((void)::hipconv_cpu::launch(::hipconv_cpu::LaunchSite{__FILE__, __LINE__, #kernel}, kernel, __VA_ARGS__))

inline void __syncwarp(unsigned /*mask*/ = 0xffffffffu) {
  ::hipconv_cpu::warp_collective(&::hipconv_cpu::syncwarp_op, nullptr);
}
template <class T>
inline T __shfl_sync(unsigned mask, T var, int src_lane, int width = 32) {
  return ::hipconv_cpu::shuffle(mask, var, src_lane, width, ::hipconv_cpu::Shuffle::Index);
}
template <class T>
inline T __shfl_xor_sync(unsigned mask, T var, int lane_mask, int width = 32) {
  return ::hipconv_cpu::shuffle(mask, var, lane_mask, width, ::hipconv_cpu::Shuffle::Xor);
}
template <class T>
inline T __shfl_down_sync(unsigned mask, T var, unsigned delta, int width = 32) {
  return ::hipconv_cpu::shuffle(mask, var, int(delta), width, ::hipconv_cpu::Shuffle::Down);
}
template <class T>
inline T __shfl_up_sync(unsigned mask, T var, unsigned delta, int width = 32) {
  return ::hipconv_cpu::shuffle(mask, var, int(delta), width, ::hipconv_cpu::Shuffle::Up);
}

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
    case hipErrorLaunchFailure:  // the report of the last failed launch of this thread
      return ::hipconv_cpu::t_launch_failure.empty() ? "hipErrorLaunchFailure"
                                                     : ::hipconv_cpu::t_launch_failure.c_str();
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
// Only the name: "cpu (N processors)".
struct hipDeviceProp_t {
  char name[256];
};
inline hipError_t hipGetDeviceProperties(hipDeviceProp_t* props, int device) {
  if (props == nullptr) return ::hipconv_cpu::set_error(hipErrorInvalidValue);
  if (device != 0) return ::hipconv_cpu::set_error(hipErrorInvalidDevice);
  std::snprintf(props->name, sizeof props->name, "cpu (%d processors)", omp_get_num_procs());
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
