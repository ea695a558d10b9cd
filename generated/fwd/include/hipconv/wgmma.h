// @generated from specs/fwd.yaml by hipconv: a support file, the same for every spec; do not edit.
// hipconv/wgmma.h -- Hopper warpgroup tensor-core (wgmma) building blocks for
// the wgmma micro-kernel: NVIDIA sm_90a only, inline PTX.
//
// Included after platform.h, numeric.h and mma.h (cp_async_16 and friends) by
// wgmma instances only, which build for the nvidia platform alone: the cpu
// platform does not emulate wgmma (rule micro-kernel-target keeps them off
// other targets; the instance's micro-kernel keeps them off cpu builds).
//
// Namespace hipconv, all HIPCONV_DEVICE_INLINE. Blocks are 1-D; a warpgroup
// is 4 consecutive warps (128 threads).
//   int warpgroup_id()              threadIdx.x / 128
//   int warpgroup_thread()          threadIdx.x % 128 (the "lane" of frag::wgmma_d)
//   uint32_t swizzle_128b(uint32_t byte_offset)
//                                   the 128-byte swizzle of an offset inside a
//                                   1024-byte-aligned tile: the 16-byte chunk
//                                   (bits 4-6) is XORed with the 128-byte row
//                                   within its 8-row atom (bits 7-9), as the
//                                   hardware reads a descriptor of swizzle mode 1.
//   int swizzle_alignment_padding(const void* smem)
//                                   bytes to add to smem to reach the next
//                                   1024-byte boundary of the shared window.
//   uint64_t wgmma_descriptor(const void* smem_start, uint32_t leading_bytes,
//                             uint32_t stride_bytes)
//                                   a shared-memory matrix descriptor, 128-byte
//                                   swizzle, base offset 0 (tiles 1024-aligned):
//                                   bits 0-13 start address >> 4, 16-29 the
//                                   leading-dimension byte offset >> 4, 32-45 the
//                                   stride-dimension byte offset >> 4, 62-63 = 1.
//                                   K-major operands: leading unused (16), stride
//                                   = bytes between 8-row groups; MN-major: leading
//                                   = bytes between 64-element MN blocks, stride =
//                                   bytes between groups of 8 k-rows (PTX ISA,
//                                   "Matrix Descriptor Format" and the canonical
//                                   layouts of "Shared Memory Matrix Layout").
//                                   Adding n to the descriptor moves its start by
//                                   16 * n bytes.
//   uint64_t wgmma_descriptor_unswizzled(const void* smem_start, uint32_t leading_bytes,
//                                        uint32_t stride_bytes)
//                                   the same without swizzle (layout type 0): core
//                                   matrices of 8 rows x 16 contiguous bytes anywhere
//                                   16-byte aligned; leading = bytes between core
//                                   matrices along K, stride = along M/N, K-major and
//                                   MN-major alike (PTX ISA, canonical layouts, "no
//                                   swizzling").  The tap-window kernel's sliding-window B.
//   wgmma_fence()                   wgmma.fence.sync.aligned: before the first
//                                   wgmma of a batch, after the accumulators were
//                                   touched by other instructions.
//   wgmma_commit()                  wgmma.commit_group.sync.aligned
//   wgmma_wait<N>()                 wgmma.wait_group.sync.aligned N: at most N
//                                   committed groups of this warpgroup in flight.
//   fence_async_shared()            fence.proxy.async.shared::cta: this thread's
//                                   generic-proxy writes to shared memory (st.shared,
//                                   cp.async after its wait) become visible to the
//                                   async proxy that wgmma reads through.
//   fence_operand(float& r)         an empty asm that pins r to its place between
//                                   wgmma batches (the compiler must not move
//                                   accumulator reads or writes across them).
// The instruction itself (wgmma.mma_async ... m64nNk16) is emitted per instance by
// kernels/wgmma_gemm.mako, whose N and transpose bits are the instance's.
#ifndef HIPCONV_WGMMA_H_
#define HIPCONV_WGMMA_H_

#include "platform.h"
#include "mma.h"

#if !defined(HIPCONV_PLATFORM_NVIDIA)
#error "hipconv/wgmma.h: wgmma instances build for the nvidia platform (sm_90a) only"
#else

#include <cstdint>

namespace hipconv {

HIPCONV_DEVICE_INLINE int warpgroup_id() { return static_cast<int>(threadIdx.x / 128); }
HIPCONV_DEVICE_INLINE int warpgroup_thread() { return static_cast<int>(threadIdx.x % 128); }

HIPCONV_HOST_DEVICE constexpr uint32_t swizzle_128b(uint32_t byte_offset) {
  return byte_offset ^ (((byte_offset >> 7) & 7u) << 4);
}

HIPCONV_DEVICE_INLINE int swizzle_alignment_padding(const void* smem) {
  return static_cast<int>((1024u - (detail::shared_address(smem) & 1023u)) & 1023u);
}

namespace detail {

// A matrix descriptor's fields: start address, leading and stride byte offsets (all >> 4),
// and the layout (swizzle) type in bits 62-63.
HIPCONV_DEVICE_INLINE uint64_t wgmma_descriptor_bits(const void* smem_start, uint32_t leading_bytes,
                                                     uint32_t stride_bytes, uint64_t layout) {
  const uint32_t address = shared_address(smem_start);
  return static_cast<uint64_t>((address & 0x3FFFFu) >> 4) |
         (static_cast<uint64_t>((leading_bytes >> 4) & 0x3FFFu) << 16) |
         (static_cast<uint64_t>((stride_bytes >> 4) & 0x3FFFu) << 32) | (layout << 62);
}

}  // namespace detail

HIPCONV_DEVICE_INLINE uint64_t wgmma_descriptor(const void* smem_start, uint32_t leading_bytes,
                                                uint32_t stride_bytes) {
  return detail::wgmma_descriptor_bits(smem_start, leading_bytes, stride_bytes, 1);   // 128-byte swizzle
}

HIPCONV_DEVICE_INLINE uint64_t wgmma_descriptor_unswizzled(const void* smem_start, uint32_t leading_bytes,
                                                           uint32_t stride_bytes) {
  return detail::wgmma_descriptor_bits(smem_start, leading_bytes, stride_bytes, 0);
}

HIPCONV_DEVICE_INLINE void wgmma_fence() { asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory"); }

HIPCONV_DEVICE_INLINE void wgmma_commit() {
  asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
}

template <int N>
HIPCONV_DEVICE_INLINE void wgmma_wait() {
  asm volatile("wgmma.wait_group.sync.aligned %0;\n" : : "n"(N) : "memory");
}

HIPCONV_DEVICE_INLINE void fence_async_shared() {
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
}

HIPCONV_DEVICE_INLINE void fence_operand(float& r) { asm volatile("" : "+f"(r) :: "memory"); }

}  // namespace hipconv

#endif  // HIPCONV_PLATFORM_NVIDIA
#endif  // HIPCONV_WGMMA_H_
