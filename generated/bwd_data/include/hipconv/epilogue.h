// @generated from specs/bwd_data.yaml by hipconv: a support file, the same for every spec; do not edit.
// hipconv/epilogue.h -- the functions of epilogue expressions (signature.epilogue;
// the grammar and its numpy twin are codegen/epilogue.py, class Function).  All
// fp32, host and device, the same code on every platform.
//
// Namespace hipconv::epilogue:
//   where(c, a, b)       a where c holds, else b
//   min(a, b), max(a, b), clamp(x, lo, hi) = min(max(x, lo), hi)
//   abs(x), exp(x), tanh(x)
//   relu(x)              max(x, 0)
//   gelu(x)              x/2 (1 + erf(x / sqrt 2))                        (the erf form)
//   gelu_tanh(x)         x/2 (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))    (the tanh form)
//   sigmoid(x)           1 / (1 + exp(-x))
//   silu(x)              x sigmoid(x)
//   relu6(x)             clamp(x, 0, 6)
//   hardswish(x)         x relu6(x + 3) / 6
//
// The optional activation of a forward instance whose epilogue is acc (codegen/epilogue.py,
// OPTIONAL_ACTIVATIONS: the same names and codes): activation_form(code) is the launch's
// parameters of one formula that covers all of them, activate(v, form) applies it, in fp32
// for a float accumulator and in fp64 for a double one.  NaN passes through every one of
// them as through torch's.
#ifndef HIPCONV_EPILOGUE_H_
#define HIPCONV_EPILOGUE_H_

#include "platform.h"
#include "numeric.h"

#if defined(HIPCONV_PLATFORM_NAME)  // else platform.h reported the error

#include <cmath>

namespace hipconv {
namespace epilogue {

HIPCONV_HOST_DEVICE inline float where(bool c, float a, float b) { return c ? a : b; }
HIPCONV_HOST_DEVICE inline float min(float a, float b) { return fminf(a, b); }
HIPCONV_HOST_DEVICE inline float max(float a, float b) { return fmaxf(a, b); }
HIPCONV_HOST_DEVICE inline float clamp(float x, float lo, float hi) { return fminf(fmaxf(x, lo), hi); }
HIPCONV_HOST_DEVICE inline float abs(float x) { return fabsf(x); }
HIPCONV_HOST_DEVICE inline float exp(float x) { return expf(x); }
HIPCONV_HOST_DEVICE inline float tanh(float x) { return tanhf(x); }
HIPCONV_HOST_DEVICE inline float relu(float x) { return x < 0.0f ? 0.0f : x; }
HIPCONV_HOST_DEVICE inline float gelu(float x) { return 0.5f * x * (1.0f + erff(x * 0.70710678118654752f)); }
HIPCONV_HOST_DEVICE inline float gelu_tanh(float x) {
    return 0.5f * x * (1.0f + tanhf(0.79788456080286536f * (x + 0.044715f * x * x * x)));
}
HIPCONV_HOST_DEVICE inline float sigmoid(float x) { return 1.0f / (1.0f + expf(-x)); }
HIPCONV_HOST_DEVICE inline float silu(float x) { return x / (1.0f + expf(-x)); }
HIPCONV_HOST_DEVICE inline float relu6(float x) { return x < 0.0f ? 0.0f : (x > 6.0f ? 6.0f : x); }
HIPCONV_HOST_DEVICE inline float hardswish(float x) { return x * relu6(x + 3.0f) * (1.0f / 6.0f); }

// double overloads of the activations (fp64 instances)
HIPCONV_HOST_DEVICE inline double relu(double x) { return x < 0.0 ? 0.0 : x; }
HIPCONV_HOST_DEVICE inline double relu6(double x) { return x < 0.0 ? 0.0 : (x > 6.0 ? 6.0 : x); }
HIPCONV_HOST_DEVICE inline double hardswish(double x) { return x * relu6(x + 3.0) / 6.0; }
HIPCONV_HOST_DEVICE inline double sigmoid(double x) { return 1.0 / (1.0 + ::exp(-x)); }
HIPCONV_HOST_DEVICE inline double silu(double x) { return x / (1.0 + ::exp(-x)); }
HIPCONV_HOST_DEVICE inline double gelu(double x) { return 0.5 * x * (1.0 + ::erf(x * 0.70710678118654752)); }
HIPCONV_HOST_DEVICE inline double gelu_tanh(double x) {
    return 0.5 * x * (1.0 + ::tanh(0.79788456080286536 * (x + 0.044715 * x * x * x)));
}
HIPCONV_HOST_DEVICE inline double tanh(double x) { return ::tanh(x); }

// hipconv_epilogue_args.activation: 0 none, then codegen/epilogue.py's OPTIONAL_ACTIVATIONS
// in order (tests/test_epilogue.py checks that the two lists agree).
enum Activation : int32_t {
    kActivationNone = 0,
    kActivationRelu = 1,
    kActivationRelu6 = 2,
    kActivationSilu = 3,
    kActivationGelu = 4,
    kActivationGeluTanh = 5,
    kActivationHardswish = 6,
    kActivationSigmoid = 7,
    kActivationTanh = 8,
    kActivationLast = kActivationTanh,
};

// The exponential of an activation kernel's logistic: the device's fast exp2 (ex2.approx on
// NVIDIA, v_exp_f32 on AMD; a few ulp, far below a bf16 or fp16 rounding and within fp32's
// tolerance); the host (the cpu platform) uses expf.
HIPCONV_HOST_DEVICE inline float fast_exp(float x) {
#if defined(__CUDA_ARCH__) || defined(__HIP_DEVICE_COMPILE__)
    return __expf(x);
#else
    return expf(x);
#endif
}

// 1 / x through the device's approximate reciprocal (2 ulp; 0 for x = inf, the logistic's
// limit), not the IEEE division's refinement and slow path; the host divides.
HIPCONV_HOST_DEVICE inline float fast_reciprocal(float x) {
#if defined(__CUDA_ARCH__) || defined(__HIP_DEVICE_COMPILE__)
    return __fdividef(1.0f, x);
#else
    return 1.0f / x;
#endif
}

// Every optional activation as one formula of one of three shapes with launch-uniform
// parameters:
//   y = P g(u) + shift,   P = v (times_input) or scale,   u = slope v + cubic v^3 + offset
//   g(u) = u clamped to [lo, hi] (piecewise: relu, relu6, hardswish; the compares pass NaN),
//          1 / (1 + exp(-u)) (logistic: sigmoid, silu, gelu_tanh, tanh = 2 sigmoid(2x) - 1,
//          near 0 its series x - x^3 / 3 instead),
//          erfc(-u) / 2 = (1 + erf(u)) / 2 (normal: GELU's erf form; erfc keeps the
//          relative accuracy of the left tail).
// An instance compiles its kernel once per ActivationKernel (common.mako, launch): the shape
// is a template argument, so an element runs one straight path (no branch, no call) that the
// compiler interleaves across elements; kNoActivation holds no activation code at all.
enum ActivationKernel : int32_t { kNoActivation = 0, kPiecewise = 1, kLogistic = 2, kNormal = 3 };

struct ActivationForm {
    int32_t code;         // hipconv_epilogue_args.activation
    int32_t shape;        // ActivationKernel
    int32_t times_input;  // P = v, else P = scale
    float slope, offset, cubic_coefficient, lo, hi, scale, shift;
    float series_below;   // logistic: where |v| < series_below, y = v - v^3 / 3 (tanh's series:
                          // 2 sigmoid(2v) - 1 cancels to nothing there); 0: never
};

// The form of hipconv_epilogue_args.activation (host code fills Params with it).
inline ActivationForm activation_form(int32_t code) {
    constexpr float kInf = HUGE_VALF;
    constexpr float kTanhScale = 2.0f * 0.79788456080286536f;   // gelu_tanh: x sigmoid(2u)
    switch (code) {
    case kActivationRelu: return {code, kPiecewise, 0, 1.0f, 0.0f, 0.0f, 0.0f, kInf, 1.0f, 0.0f, 0.0f};
    case kActivationRelu6: return {code, kPiecewise, 0, 1.0f, 0.0f, 0.0f, 0.0f, 6.0f, 1.0f, 0.0f, 0.0f};
    case kActivationHardswish: return {code, kPiecewise, 1, 1.0f / 6.0f, 0.5f, 0.0f, 0.0f, 1.0f, 1.0f, 0.0f, 0.0f};
    case kActivationSilu: return {code, kLogistic, 1, 1.0f, 0.0f, 0.0f, -kInf, kInf, 1.0f, 0.0f, 0.0f};
    case kActivationSigmoid: return {code, kLogistic, 0, 1.0f, 0.0f, 0.0f, -kInf, kInf, 1.0f, 0.0f, 0.0f};
    case kActivationGeluTanh:
        return {code, kLogistic, 1, kTanhScale, 0.0f, kTanhScale * 0.044715f, -kInf, kInf, 1.0f, 0.0f, 0.0f};
    case kActivationTanh: return {code, kLogistic, 0, 2.0f, 0.0f, 0.0f, -kInf, kInf, 2.0f, -1.0f, 0.05f};
    case kActivationGelu: return {code, kNormal, 1, 0.70710678118654752f, 0.0f, 0.0f, -kInf, kInf, 1.0f, 0.0f, 0.0f};
    default: return {code, kNoActivation, 0, 1.0f, 0.0f, 0.0f, -kInf, kInf, 1.0f, 0.0f, 0.0f};   // none: v
    }
}

// The activation kernel a call of hipconv_epilogue_args.activation `code` runs.
inline int activation_kernel(int32_t code) { return activation_form(code).shape; }

// Of an instance's kernels in ActivationKernel order, the one of `activation` (activation_kernel).
template <class Kernel>
inline Kernel kernel_of_activation(int activation, Kernel none, Kernel piecewise, Kernel logistic, Kernel normal) {
    return activation == kPiecewise ? piecewise : activation == kLogistic ? logistic
        : activation == kNormal ? normal : none;
}

// The activation of form f (of shape kShape) at v: selects, never a branch, so the compiler
// interleaves the elements of a tile.
template <int kShape>
HIPCONV_HOST_DEVICE inline float activate(float v, const ActivationForm& f) {
    float g;
    if constexpr (kShape == kPiecewise) {
        const float u = f.slope * v + f.offset;
        const float low = u < f.lo ? f.lo : u;   // NaN fails both compares: it passes
        g = low > f.hi ? f.hi : low;
    } else if constexpr (kShape == kLogistic) {
        // GELU's tanh form adds cubic v^3; v^2 capped so a zero coefficient never meets inf
        const float u = v * (f.slope + f.cubic_coefficient * fminf(v * v, 1e30f)) + f.offset;
        g = fast_reciprocal(1.0f + fast_exp(-u));
    } else {
        g = 0.5f * erfcf(-(f.slope * v + f.offset));   // 1 + erf(u) without its cancellation below 0
    }
    const float y = (f.times_input ? v : f.scale) * g + f.shift;
    if constexpr (kShape == kLogistic)
        return fabsf(v) < f.series_below ? v - v * v * v * (1.0f / 3.0f) : y;
    else
        return y;
}

// fp64 accumulators (fp64 instances): the activation itself, in double (the form's
// constants are fp32's).
template <int kShape>
HIPCONV_HOST_DEVICE inline double activate(double v, const ActivationForm& f) {
    switch (f.code) {
    case kActivationRelu: return relu(v);
    case kActivationRelu6: return relu6(v);
    case kActivationSilu: return silu(v);
    case kActivationGelu: return gelu(v);
    case kActivationGeluTanh: return gelu_tanh(v);
    case kActivationHardswish: return hardswish(v);
    case kActivationSigmoid: return sigmoid(v);
    case kActivationTanh: return tanh(v);
    default: return v;
    }
}

}  // namespace epilogue

// The optional epilogue of a forward instance whose epilogue is acc (Signature.optional_bias):
// acc plus bias[at] in the accumulator's type where the call gave a bias, then, in an
// activation kernel (kActivation != kNoActivation: the call asked for an activation of that
// shape), the call's activation, before the one rounding to Y's type.  `bias` and the form
// are kernel arguments, so every test is uniform across the launch (no divergence).
template <int kActivation, class Acc, class T, class I>
HIPCONV_HOST_DEVICE inline Acc optional_epilogue(Acc acc, const T* bias, I at, const epilogue::ActivationForm& form) {
    const Acc v = bias != nullptr ? acc + to_accumulator(bias[at]) : acc;
    if constexpr (kActivation != epilogue::kNoActivation)
        return epilogue::activate<kActivation>(v, form);
    else
        return v;
}

}  // namespace hipconv

#endif  // HIPCONV_PLATFORM_NAME
#endif  // HIPCONV_EPILOGUE_H_
