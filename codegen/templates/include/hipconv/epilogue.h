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
// OPTIONAL_ACTIVATIONS: the same names and codes): activate(v, code) applies the function
// of hipconv_epilogue_args.activation, in fp32 for a float accumulator and in fp64 for a
// double one (these functions have double overloads).  NaN passes through every one of
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
};

// The activations with long polynomial code (erf, tanh) are not inlined: the optional
// epilogue's call sites (every acc forward kernel, each output element) keep one call for
// them in a uniform branch instead of their whole code, which inlined at every element made
// ptxas 27x slower and changed the wgmma tiles' register allocation; the cheap ones (ReLU,
// ReLU6, Hardswish: compares; SiLU and sigmoid: one exp and one division) are inlined, so a
// CNN's activations cost a few instructions per element.
template <class Acc>
HIPCONV_HOST_DEVICE __attribute__((noinline)) Acc activate_long(Acc v, int32_t code) {
    switch (code) {
    case kActivationGelu: return gelu(v);
    case kActivationGeluTanh: return gelu_tanh(v);
    case kActivationTanh: return tanh(v);
    default: return v;
    }
}

template <class Acc>
HIPCONV_HOST_DEVICE inline Acc activate(Acc v, int32_t code) {
    switch (code) {
    case kActivationRelu: return relu(v);
    case kActivationRelu6: return relu6(v);
    case kActivationSilu: return silu(v);
    case kActivationHardswish: return hardswish(v);
    case kActivationSigmoid: return sigmoid(v);
    default: return activate_long(v, code);
    }
}

}  // namespace epilogue

// The optional epilogue of a forward instance whose epilogue is acc (Signature.optional_bias):
// acc plus bias[at] in the accumulator's type where the call gave a bias, then the call's
// activation (hipconv_epilogue_args.activation; 0: none), before the one rounding to Y's
// type.  `bias` and `activation` are kernel arguments, so both tests are uniform across the
// launch (no divergence).
template <class Acc, class T, class I>
HIPCONV_HOST_DEVICE inline Acc optional_epilogue(Acc acc, const T* bias, I at, int32_t activation) {
    const Acc v = bias != nullptr ? acc + to_accumulator(bias[at]) : acc;
    return activation != epilogue::kActivationNone ? epilogue::activate(v, activation) : v;
}

}  // namespace hipconv

#endif  // HIPCONV_PLATFORM_NAME
#endif  // HIPCONV_EPILOGUE_H_
