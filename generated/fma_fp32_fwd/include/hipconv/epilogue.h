// @generated from bench/experiments/fma_fp32_fwd.yaml by hipconv: a support file, the same for every spec; do not edit.
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
#ifndef HIPCONV_EPILOGUE_H_
#define HIPCONV_EPILOGUE_H_

#include "platform.h"

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
HIPCONV_HOST_DEVICE inline float relu(float x) { return x > 0.0f ? x : 0.0f; }
HIPCONV_HOST_DEVICE inline float gelu(float x) { return 0.5f * x * (1.0f + erff(x * 0.70710678118654752f)); }
HIPCONV_HOST_DEVICE inline float gelu_tanh(float x) {
    return 0.5f * x * (1.0f + tanhf(0.79788456080286536f * (x + 0.044715f * x * x * x)));
}
HIPCONV_HOST_DEVICE inline float sigmoid(float x) { return 1.0f / (1.0f + expf(-x)); }
HIPCONV_HOST_DEVICE inline float silu(float x) { return x / (1.0f + expf(-x)); }

}  // namespace epilogue
}  // namespace hipconv

#endif  // HIPCONV_PLATFORM_NAME
#endif  // HIPCONV_EPILOGUE_H_
