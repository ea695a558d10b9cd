// @generated from specs/fwd.yaml by hipconv: a support file, the same for every spec; do not edit.
// hipconv/numeric.h -- storage types, conversions and vector access for
// hipconv generated kernels (amd / nvidia / cpu, see hipconv/platform.h).
//
// Namespace hipconv:
//   half_t, bfloat16_t      16-bit storage types (struct { uint16_t bits; }):
//                           trivially copyable, sizeof 2, alignof 2, same
//                           bits as IEEE binary16 / bfloat16. No arithmetic:
//                           convert to float. Build from bits with
//                           half_t{0x3C00} or from_bits<half_t>(0x3C00).
//   fp8_e4m3_t, fp8_e5m2_t  8-bit storage types (struct { uint8_t bits; }), the OCP
//                           FP8 formats E4M3 (e4m3fn: bias 7, no infinity, 0x7F / 0xFF
//                           NaN, largest 448) and E5M2 (bias 15, IEEE-like: infinities,
//                           largest 57344). Operands only: convert to float.
//   to_float(x)             float / half_t / bfloat16_t / fp8 types -> float (exact).
//   from_float<T>(float)    float -> T in {float, half_t, bfloat16_t, fp8 types},
//                           round-to-nearest-even; overflow -> +-inf (E4M3: NaN, as
//                           torch and ml_dtypes convert), NaN
//                           stays NaN, subnormals handled. fp16 uses the
//                           hardware conversion on GPUs (cuda_fp16.h /
//                           hip_fp16.h) and an exact software RNE on cpu;
//                           bf16 the cvt.rn.bf16.f32 instruction on NVIDIA
//                           sm_80+ device code (a NaN becomes the canonical
//                           NaN) and the same RNE in software elsewhere.
//   from_bits<T>(uint16_t), bits_of(x)   raw bit access.
//   pack_pair<T>(lo, hi)    two floats -> two 16-bit T in one uint32_t (lo in
//                           the low half), one instruction on NVIDIA sm_80+.
//   Vec<T, N>               alignas(sizeof(T)*N) { T v[N]; } (sizeof(T)*N a
//                           power of two), with operator[].
//   load_vec<N>(const T* p) / store_vec<N>(T* p, const Vec<T,N>&)
//                           one aligned wide access; p must be aligned to
//                           sizeof(T)*N (checked on cpu: abort with message,
//                           where a GPU would fault).
//   load_floats<N>(const T* p, float* out)  N elements as floats, in aligned accesses
//                           of at most 16 bytes each.
//   atomic_add(float* p, float v)  device atomicAdd, returns the old value.
//   cp_async<Bytes>(void* smem, const void* gmem, bool valid)
//                           Bytes (2, 4, 8 or 16) global -> shared; valid = false
//                           writes zeros and does not read gmem.  smem and gmem
//                           aligned to Bytes (checked on cpu).  NVIDIA (sm_80+):
//                           cp.async (16 bytes .cg: not kept in L1; 4 and 8 .ca),
//                           complete after cp_async_wait<N>() / cp_async_wait_all();
//                           2 bytes, AMD and cpu: a load and a store, done on return.
//   cp_async_16(smem, gmem, valid)  cp_async<16>.
//   cp_async_commit()       cp.async.commit_group (no-op but on NVIDIA)
//   cp_async_wait<N>()      cp.async.wait_group N: at most N committed groups
//                           still in flight (no-op but on NVIDIA)
//   cp_async_wait_all()     cp.async.wait_all: every copy of this thread landed.
//   below(v, extent)        0 <= v < extent (extent >= 0) as one unsigned compare.
//   FastDivmod              n / d and n % d for 0 <= n < 2^31 by a multiply and a
//                           shift, d > 0 fixed on the host (FastDivmod(d)).
#ifndef HIPCONV_NUMERIC_H_
#define HIPCONV_NUMERIC_H_

#include "platform.h"

#if defined(HIPCONV_PLATFORM_NAME)  // else platform.h reported the error

#include <cstdint>
#include <cstring>
#include <type_traits>

#if defined(HIPCONV_PLATFORM_NVIDIA)
#include <cuda_fp16.h>
#elif defined(HIPCONV_PLATFORM_AMD)
#include <hip/hip_fp16.h>
#endif

namespace hipconv {

struct half_t {
  std::uint16_t bits;
};
struct bfloat16_t {
  std::uint16_t bits;
};

// OCP FP8 (operands of the fp8 instances): E4M3 with the e4m3fn encoding, E5M2.
struct fp8_e4m3_t {
  std::uint8_t bits;
};
struct fp8_e5m2_t {
  std::uint8_t bits;
};

static_assert(sizeof(fp8_e4m3_t) == 1 && sizeof(fp8_e5m2_t) == 1, "the fp8 types must be 8-bit");
static_assert(std::is_trivially_copyable<fp8_e4m3_t>::value, "fp8_e4m3_t must be trivially copyable");
static_assert(std::is_trivially_copyable<fp8_e5m2_t>::value, "fp8_e5m2_t must be trivially copyable");
static_assert(sizeof(half_t) == 2 && alignof(half_t) == 2, "half_t must be 16-bit");
static_assert(sizeof(bfloat16_t) == 2 && alignof(bfloat16_t) == 2, "bfloat16_t must be 16-bit");
static_assert(std::is_trivially_copyable<half_t>::value, "half_t must be trivially copyable");
static_assert(std::is_trivially_copyable<bfloat16_t>::value, "bfloat16_t must be trivially copyable");

namespace detail {

HIPCONV_HOST_DEVICE inline std::uint32_t float_bits(float f) {
  std::uint32_t u;
  memcpy(&u, &f, sizeof u);
  return u;
}
HIPCONV_HOST_DEVICE inline float bits_float(std::uint32_t u) {
  float f;
  memcpy(&f, &u, sizeof f);
  return f;
}

// Exact software conversions (IEEE binary16 <-> binary32), RNE.
HIPCONV_HOST_DEVICE inline float half_bits_to_float_sw(std::uint16_t h) {
  const std::uint32_t sign = std::uint32_t(h & 0x8000u) << 16;
  std::uint32_t e = (h >> 10) & 0x1fu;
  std::uint32_t m = h & 0x3ffu;
  if (e == 0x1fu) return bits_float(sign | 0x7f800000u | (m << 13));  // inf / NaN (payload kept)
  if (e == 0) {
    if (m == 0) return bits_float(sign);  // +-0
    e = 1;                                // subnormal: normalise
    while ((m & 0x400u) == 0) {
      m <<= 1;
      --e;
    }
    m &= 0x3ffu;
  }
  return bits_float(sign | ((e + 112u) << 23) | (m << 13));
}

HIPCONV_HOST_DEVICE inline std::uint16_t float_to_half_bits_sw(float f) {
  const std::uint32_t u = float_bits(f);
  const std::uint16_t sign = static_cast<std::uint16_t>((u >> 16) & 0x8000u);
  const std::uint32_t a = u & 0x7fffffffu;
  if (a > 0x7f800000u)  // NaN: quiet, keep sign and top payload bits
    return static_cast<std::uint16_t>(sign | 0x7e00u | ((a >> 13) & 0x3ffu));
  if (a >= 0x477ff000u)  // >= 65520 (incl. inf): rounds to inf
    return static_cast<std::uint16_t>(sign | 0x7c00u);
  if (a >= 0x38800000u) {  // normal half (>= 2^-14): rebias exponent, RNE on 13 bits
    std::uint32_t r = a - 0x38000000u;
    r += 0xfffu + ((r >> 13) & 1u);
    return static_cast<std::uint16_t>(sign | (r >> 13));
  }
  if (a <= 0x33000000u) return sign;  // <= 2^-25 (tie goes to even 0)
  // half subnormal: value / 2^-24 = mant * 2^(e - 126), shift in [14, 24]
  const std::uint32_t e = a >> 23;
  const std::uint32_t mant = (a & 0x7fffffu) | 0x800000u;
  const std::uint32_t shift = 126u - e;
  std::uint32_t q = mant >> shift;
  const std::uint32_t rem = mant & ((1u << shift) - 1u);
  const std::uint32_t halfway = 1u << (shift - 1u);
  if (rem > halfway || (rem == halfway && (q & 1u))) ++q;  // may carry into the smallest normal
  return static_cast<std::uint16_t>(sign | q);
}

}  // namespace detail

// ---- index walks ------------------------------------------------------------
// One odometer step over a D-dimensional index, the last dimension fastest: digit
// moves to the next index below extent (filter taps, phase taps) with carries, and
// wraps to all zeros after the last one.
template <typename I, int D>
HIPCONV_HOST_DEVICE inline void next_index(I (&digit)[D], const I (&extent)[D]) {
  for (int d = D - 1; d >= 0; --d) {
    if (++digit[d] < extent[d])
      return;
    digit[d] = 0;
  }
}

// The D-dimensional index of row-major `flat` below extent (the last dimension fastest)
// into digit; returns what is left above the index's range (flat / prod(extent)), for an
// index that continues into outer axes.
template <typename I, int D>
HIPCONV_HOST_DEVICE inline I split_index(I flat, const I (&extent)[D], I (&digit)[D]) {
  for (int d = D - 1; d >= 0; --d) {
    digit[d] = flat % extent[d];
    flat /= extent[d];
  }
  return flat;
}

// 0 <= v < extent for extent >= 0, as one unsigned compare (a negative v wraps above
// any extent).
template <typename I>
HIPCONV_HOST_DEVICE inline bool below(I v, I extent) {
  using U = std::make_unsigned_t<I>;
  return static_cast<U>(v) < static_cast<U>(extent);
}

// ---- stride phases of backward-data -----------------------------------------
// Along one dimension, input position i receives filter tap f from output position
// o = (i + pad - f * dilation) / stride exactly when f * dilation = (i + pad) (mod
// stride): the taps of residue r = (i + pad) mod stride are first, first + step, ..
// (count of them below filter), and o falls by o_step from one to the next.
template <typename I>
struct StridePhaseTaps {
  I first;    // first tap of the phase (0 when there is none)
  I step;     // stride / gcd(stride, dilation)
  I count;    // taps of the phase: 0 when no tap reaches the residue
  I o_step;   // step * dilation / stride (exact)
};

template <typename I>
HIPCONV_HOST_DEVICE inline StridePhaseTaps<I> stride_phase_taps(I residue, I stride, I dilation,
                                                                I filter) {
  I a = stride, b = dilation;   // gcd(stride, dilation)
  while (b != 0) {
    const I t = a % b;
    a = b;
    b = t;
  }
  StridePhaseTaps<I> out;
  out.step = stride / a;
  out.o_step = out.step * dilation / stride;
  out.first = 0;
  out.count = 0;
  for (I f = 0; f < out.step && f < filter; ++f) {
    if ((f * dilation) % stride == residue) {
      out.first = f;
      out.count = (filter - f + out.step - 1) / out.step;
      break;
    }
  }
  return out;
}

// ---- fp8 -----------------------------------------------------------------------
// One 8-bit float format: Exponent bits, Mantissa bits, Bias; Finite: no infinities, the
// all-ones pattern (either sign) the only NaN (e4m3fn) -- else IEEE-like (exponent all ones:
// infinity with a zero mantissa, NaN otherwise).
namespace detail {

template <int Exponent, int Mantissa, int Bias, bool Finite>
struct Fp8Format {
  static constexpr std::uint32_t kMantissaMask = (1u << Mantissa) - 1;
  static constexpr std::uint32_t kExponentMask = (1u << Exponent) - 1;
  static constexpr std::uint32_t kSign = 1u << (Exponent + Mantissa);
  // the largest finite magnitude's bits (E4M3: 0x7E = 448; E5M2: 0x7B = 57344)
  static constexpr std::uint32_t kMaxFinite = Finite ? (kExponentMask << Mantissa) | (kMantissaMask - 1)
                                                     : ((kExponentMask - 1) << Mantissa) | kMantissaMask;
  static constexpr std::uint32_t kNaN = Finite ? 0x7Fu : (kExponentMask << Mantissa) | (1u << (Mantissa - 1));
  static constexpr std::uint32_t kInfinity = kExponentMask << Mantissa;   // (E5M2 only)

  HIPCONV_HOST_DEVICE static float decode(std::uint32_t b) {
    const std::uint32_t sign = (b & kSign) << (31 - Exponent - Mantissa);
    const std::uint32_t exponent = (b >> Mantissa) & kExponentMask;
    const std::uint32_t mantissa = b & kMantissaMask;
    if (Finite ? (exponent == kExponentMask && mantissa == kMantissaMask) : exponent == kExponentMask)
      return bits_float(sign | ((Finite || mantissa) ? 0x7fc00000u : 0x7f800000u));   // NaN, or infinity
    if (exponent == 0) {   // zero and subnormals: mantissa x 2^(1 - Bias - Mantissa), exact in float
      const float magnitude = float(mantissa) * bits_float(std::uint32_t(127 + 1 - Bias - Mantissa) << 23);
      return bits_float(sign | float_bits(magnitude));
    }
    return bits_float(sign | ((exponent - Bias + 127) << 23) | (mantissa << (23 - Mantissa)));
  }

  // round to nearest, ties to even; past the largest finite value: infinity (E5M2) or NaN (E4M3)
  HIPCONV_HOST_DEVICE static std::uint8_t encode(float x) {
    const std::uint32_t u = float_bits(x);
    const std::uint32_t sign = (u >> 31) ? kSign : 0u;
    const std::uint32_t magnitude = u & 0x7fffffffu;
    if (magnitude > 0x7f800000u)
      return static_cast<std::uint8_t>(sign | kNaN);
    constexpr int kShift = 23 - Mantissa;
    constexpr std::uint32_t kSmallestNormal = std::uint32_t(127 + 1 - Bias) << 23;
    std::uint32_t v;
    if (magnitude < kSmallestNormal) {   // subnormal (or zero): mantissa steps of 2^(1 - Bias - Mantissa)
      const float steps = bits_float(magnitude) * bits_float(std::uint32_t(127 - 1 + Bias + Mantissa) << 23);
      std::uint32_t q = static_cast<std::uint32_t>(steps);            // exact: steps < 2^Mantissa
      const float rest = steps - float(q);
      if (rest > 0.5f || (rest == 0.5f && (q & 1u)))
        ++q;                                                           // 2^Mantissa: the smallest normal
      v = q;
    } else {
      v = magnitude - (std::uint32_t(127 - Bias) << 23);              // the exponent rebiased in place
      v += (1u << (kShift - 1)) - 1u + ((v >> kShift) & 1u);          // RNE on the dropped bits
      v >>= kShift;
    }
    if (v > kMaxFinite)
      v = Finite ? kNaN : kInfinity;
    return static_cast<std::uint8_t>(sign | v);
  }
};

using E4M3 = Fp8Format<4, 3, 7, true>;
using E5M2 = Fp8Format<5, 2, 15, false>;

}  // namespace detail

// ---- to_float ---------------------------------------------------------------
HIPCONV_HOST_DEVICE inline float to_float(float x) { return x; }

HIPCONV_HOST_DEVICE inline float to_float(fp8_e4m3_t x) { return detail::E4M3::decode(x.bits); }
HIPCONV_HOST_DEVICE inline float to_float(fp8_e5m2_t x) { return detail::E5M2::decode(x.bits); }

HIPCONV_HOST_DEVICE inline float to_float(bfloat16_t x) {
  return detail::bits_float(std::uint32_t(x.bits) << 16);
}

HIPCONV_HOST_DEVICE inline float to_float(half_t x) {
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_AMD)
  __half_raw r;
  r.x = x.bits;
  return __half2float(__half(r));
#else
  return detail::half_bits_to_float_sw(x.bits);
#endif
}

// ---- fp64 -------------------------------------------------------------------------
// fp64 tensors (fma instances with fp64 accumulators: rule accumulator) pass through no
// narrower type.  to_accumulator(x): to_float(x) for the 32- and 16-bit types, x itself
// for double; from_accumulator<T>(v): from_float<T>(v) from a float accumulator, v itself
// for a double one (only fp64 tensors have those).
template <class T>
HIPCONV_HOST_DEVICE inline float to_accumulator(T x) { return to_float(x); }
HIPCONV_HOST_DEVICE inline double to_accumulator(double x) { return x; }


// ---- from_float ---------------------------------------------------------------
template <class T>
HIPCONV_HOST_DEVICE inline T from_float(float x) {
  static_assert(sizeof(T) == 0, "from_float<T>: T must be float, half_t, bfloat16_t or an fp8 type");
  return T(x);
}

template <>
HIPCONV_HOST_DEVICE inline float from_float<float>(float x) {
  return x;
}

template <>
HIPCONV_HOST_DEVICE inline bfloat16_t from_float<bfloat16_t>(float x) {
#if defined(HIPCONV_PLATFORM_NVIDIA) && defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  std::uint16_t bits;   // one instruction where the software RNE below takes about eight
  asm("cvt.rn.bf16.f32 %0, %1;" : "=h"(bits) : "f"(x));
  return bfloat16_t{bits};
#else
  std::uint32_t u = detail::float_bits(x);
  if ((u & 0x7fffffffu) > 0x7f800000u)  // NaN: keep sign/top payload, force quiet bit
    return bfloat16_t{static_cast<std::uint16_t>((u >> 16) | 0x0040u)};
  u += 0x7fffu + ((u >> 16) & 1u);  // RNE; large finite values carry into inf
  return bfloat16_t{static_cast<std::uint16_t>(u >> 16)};
#endif
}

template <>
HIPCONV_HOST_DEVICE inline half_t from_float<half_t>(float x) {
#if defined(HIPCONV_PLATFORM_NVIDIA) || defined(HIPCONV_PLATFORM_AMD)
  const __half h = __float2half_rn(x);
  return half_t{static_cast<__half_raw>(h).x};
#else
  return half_t{detail::float_to_half_bits_sw(x)};
#endif
}

template <>
HIPCONV_HOST_DEVICE inline fp8_e4m3_t from_float<fp8_e4m3_t>(float x) {
  return fp8_e4m3_t{detail::E4M3::encode(x)};
}

template <>
HIPCONV_HOST_DEVICE inline fp8_e5m2_t from_float<fp8_e5m2_t>(float x) {
  return fp8_e5m2_t{detail::E5M2::encode(x)};
}

template <class T>
HIPCONV_HOST_DEVICE inline T from_accumulator(float v) { return from_float<T>(v); }

template <class T>
HIPCONV_HOST_DEVICE inline T from_accumulator(double v) {
  static_assert(sizeof(T) == sizeof(double), "a double accumulator belongs to fp64 tensors");
  return v;
}

// ---- raw bits -------------------------------------------------------------------
template <class T>
HIPCONV_HOST_DEVICE inline T from_bits(std::uint16_t b) {
  static_assert(std::is_same<T, half_t>::value || std::is_same<T, bfloat16_t>::value,
                "from_bits: T must be half_t or bfloat16_t");
  return T{b};
}
HIPCONV_HOST_DEVICE inline std::uint16_t bits_of(half_t x) { return x.bits; }
HIPCONV_HOST_DEVICE inline std::uint16_t bits_of(bfloat16_t x) { return x.bits; }

// ---- pairs ------------------------------------------------------------------------
// pack_pair<T>(lo, hi): from_float<T> of both as one 32-bit word, lo in the low half
// (the bits two adjacent T elements have in memory). One cvt.rn.{bf16x2,f16x2}.f32 on
// NVIDIA sm_80+ device code (the same rounding as from_float), two conversions elsewhere.
template <class T>
HIPCONV_HOST_DEVICE inline std::uint32_t pack_pair(float lo, float hi) {
  return static_cast<std::uint32_t>(bits_of(from_float<T>(lo))) |
         (static_cast<std::uint32_t>(bits_of(from_float<T>(hi))) << 16);
}

#if defined(HIPCONV_PLATFORM_NVIDIA) && defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
template <>
HIPCONV_HOST_DEVICE inline std::uint32_t pack_pair<bfloat16_t>(float lo, float hi) {
  std::uint32_t bits;   // cvt.rn.bf16x2.f32 d, a, b: a to the upper half, b to the lower
  asm("cvt.rn.bf16x2.f32 %0, %1, %2;" : "=r"(bits) : "f"(hi), "f"(lo));
  return bits;
}

template <>
HIPCONV_HOST_DEVICE inline std::uint32_t pack_pair<half_t>(float lo, float hi) {
  std::uint32_t bits;
  asm("cvt.rn.f16x2.f32 %0, %1, %2;" : "=r"(bits) : "f"(hi), "f"(lo));
  return bits;
}
#endif

// ---- vectors ----------------------------------------------------------------------
template <class T, int N>
struct alignas(sizeof(T) * N) Vec {
  static_assert(N > 0 && ((sizeof(T) * N) & (sizeof(T) * N - 1)) == 0,
                "Vec<T, N>: sizeof(T) * N must be a power of two");
  T v[N];
  HIPCONV_HOST_DEVICE T& operator[](int i) { return v[i]; }
  HIPCONV_HOST_DEVICE const T& operator[](int i) const { return v[i]; }
};

template <int N, class T>
HIPCONV_HOST_DEVICE inline Vec<T, N> load_vec(const T* p) {
#if defined(HIPCONV_PLATFORM_CPU)
  if (reinterpret_cast<std::uintptr_t>(p) % alignof(Vec<T, N>) != 0)
    ::hipconv_cpu::misaligned_access(p, alignof(Vec<T, N>));
#endif
  return *reinterpret_cast<const Vec<T, N>*>(p);
}

template <int N, class T>
HIPCONV_HOST_DEVICE inline void store_vec(T* p, const Vec<T, N>& x) {
#if defined(HIPCONV_PLATFORM_CPU)
  if (reinterpret_cast<std::uintptr_t>(p) % alignof(Vec<T, N>) != 0)
    ::hipconv_cpu::misaligned_access(p, alignof(Vec<T, N>));
#endif
  *reinterpret_cast<Vec<T, N>*>(p) = x;
}

// N elements of T at p as floats, read in aligned accesses of at most 16 bytes (p aligned
// to the smaller of 16 bytes and sizeof(T) * N).
template <int N, class T>
HIPCONV_HOST_DEVICE inline void load_floats(const T* p, float* out) {
  constexpr int kChunk = static_cast<int>(sizeof(T)) * N > 16 ? 16 / static_cast<int>(sizeof(T)) : N;
  static_assert(N % kChunk == 0, "load_floats: N a multiple of the 16-byte chunk");
  for (int q = 0; q < N; q += kChunk) {
    const Vec<T, kChunk> packed = load_vec<kChunk>(p + q);
    for (int e = 0; e < kChunk; ++e)
      out[q + e] = to_float(packed.v[e]);
  }
}

// ---- atomics ----------------------------------------------------------------------
HIPCONV_DEVICE_INLINE float atomic_add(float* p, float v) { return atomicAdd(p, v); }

// ---- asynchronous global -> shared copies ------------------------------------------
namespace detail {
#if defined(HIPCONV_PLATFORM_NVIDIA)
// The 32-bit shared-state-space address of a generic pointer into shared memory (the
// operand of cp.async, ldmatrix, mbarrier and TMA instructions).
HIPCONV_DEVICE_INLINE std::uint32_t shared_address(const void* p) {
  return static_cast<std::uint32_t>(__cvta_generic_to_shared(p));
}
#endif

template <int Bytes>
struct CopyBits {   // Bytes of raw bits, one aligned access
  using type = std::conditional_t<Bytes == 2, std::uint16_t, Vec<std::uint32_t, (Bytes >= 4 ? Bytes / 4 : 1)>>;
};
}  // namespace detail

template <int Bytes>
HIPCONV_DEVICE_INLINE void cp_async(void* smem, const void* gmem, bool valid) {
  static_assert(Bytes == 2 || Bytes == 4 || Bytes == 8 || Bytes == 16, "cp_async: 2, 4, 8 or 16 bytes");
#if defined(HIPCONV_PLATFORM_NVIDIA)
  if constexpr (Bytes >= 4) {
    const std::uint32_t address = detail::shared_address(smem);
    if constexpr (Bytes == 16) {
      asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n"
                   :
                   : "r"(address), "l"(gmem), "r"(valid ? 16 : 0)
                   : "memory");
    } else {
      asm volatile("cp.async.ca.shared.global [%0], [%1], %2, %3;\n"
                   :
                   : "r"(address), "l"(gmem), "n"(Bytes), "r"(valid ? Bytes : 0)
                   : "memory");
    }
    return;
  }
#endif
  using Bits = typename detail::CopyBits<Bytes>::type;
#if defined(HIPCONV_PLATFORM_CPU)
  if (reinterpret_cast<std::uintptr_t>(smem) % Bytes != 0)
    ::hipconv_cpu::misaligned_access(smem, Bytes);
  if (valid && reinterpret_cast<std::uintptr_t>(gmem) % Bytes != 0)
    ::hipconv_cpu::misaligned_access(gmem, Bytes);
#endif
  *static_cast<Bits*>(smem) = valid ? *static_cast<const Bits*>(gmem) : Bits{};
}

HIPCONV_DEVICE_INLINE void cp_async_16(void* smem, const void* gmem, bool valid) { cp_async<16>(smem, gmem, valid); }

HIPCONV_DEVICE_INLINE void cp_async_commit() {
#if defined(HIPCONV_PLATFORM_NVIDIA)
  asm volatile("cp.async.commit_group;\n" ::: "memory");
#endif
}

template <int N>
HIPCONV_DEVICE_INLINE void cp_async_wait() {
#if defined(HIPCONV_PLATFORM_NVIDIA)
  asm volatile("cp.async.wait_group %0;\n" : : "n"(N) : "memory");
#endif
}

HIPCONV_DEVICE_INLINE void cp_async_wait_all() {
#if defined(HIPCONV_PLATFORM_NVIDIA)
  asm volatile("cp.async.wait_all;\n" ::: "memory");
#endif
}

// ---- division by a divisor fixed at launch -------------------------------------------
// n / d = umulhi(n, multiplier) >> shift for 0 <= n < 2^31 and d >= 2, with
// multiplier = ceil(2^(31 + L) / d) (< 2^32), shift = L - 1, L = ceil(log2 d); d = 1
// is n itself (d = 0, a count nothing is divided by, gives 0).  Built on the host,
// passed in a kernel's parameters; tests/test_emulation.py checks it against / and %.
struct FastDivmod {
  std::int32_t divisor = 1;
  std::uint32_t multiplier = 0;
  std::uint32_t shift = 0;

  FastDivmod() = default;
  explicit FastDivmod(std::int32_t d) : divisor(d) {
    if (d <= 1)
      return;
    std::uint32_t log2 = 0;
    while ((std::int64_t{1} << log2) < d)
      ++log2;
    multiplier = static_cast<std::uint32_t>(((std::uint64_t{1} << (31 + log2)) + static_cast<std::uint64_t>(d) - 1) /
                                            static_cast<std::uint64_t>(d));
    shift = log2 - 1;
  }

  HIPCONV_HOST_DEVICE std::int32_t divide(std::int32_t n) const {
    if (divisor == 1)
      return n;
    const std::uint32_t high =
        static_cast<std::uint32_t>((static_cast<std::uint64_t>(static_cast<std::uint32_t>(n)) * multiplier) >> 32);
    return static_cast<std::int32_t>(high >> shift);
  }

  // quotient, and n - quotient * divisor in `remainder`
  HIPCONV_HOST_DEVICE std::int32_t divmod(std::int32_t n, std::int32_t& remainder) const {
    const std::int32_t quotient = divide(n);
    remainder = n - quotient * divisor;
    return quotient;
  }
};

}  // namespace hipconv

#endif  // HIPCONV_PLATFORM_NAME
#endif  // HIPCONV_NUMERIC_H_
