"""The optional activations on special values, against torch (tests/test_forward_bias.py on
the cpu platform, tests/test_gpu.py on the GPU, where the fast exp and reciprocal run)."""

from __future__ import annotations

import numpy as np

from runtime import check
from runtime.numerics import TOLERANCES

SPECIAL_VALUES = [float("nan"), float("inf"), -float("inf"), 0.0, -0.0, 1e30, -1e30, 50.0, -50.0,
                  1e-8, -1e-8, 3.0, -3.0, 0.5]


def special_value_mismatches(lib, inst) -> list[str]:
    """Every optional activation of `inst` (an acc forward instance) on SPECIAL_VALUES, with
    acc = 0 (zero X and W) and the values in the bias, on its first check problem: the
    elements that differ from torch's float64 answer (NaN where torch's is NaN, the same
    infinities, finite values within the output type's elementwise relative tolerance,
    runtime.numerics.TOLERANCES' rtol, with no absolute slack), one line each; [] when all
    agree."""
    import torch
    from codegen.epilogue import OPTIONAL_ACTIVATIONS
    from runtime.pytorch import TORCH_ACTIVATIONS
    problem = check.check_problems(lib, inst)[0]
    x = np.zeros(problem.x_shape, dtype=inst.dtype_of("x"))
    w = np.zeros(problem.w_shape, dtype=inst.dtype_of("w"))
    relative = TOLERANCES[inst.y_type].rtol
    channels = problem.G * problem.K
    found = []
    for shift in range(0, len(SPECIAL_VALUES), channels):
        values = [SPECIAL_VALUES[(shift + c) % len(SPECIAL_VALUES)] for c in range(channels)]
        bias = np.array(values, dtype=np.float64).astype(inst.dtype_of("y")).reshape(problem.G, problem.K)
        exact = bias.astype(np.float64)
        for activation in OPTIONAL_ACTIVATIONS:
            want = TORCH_ACTIVATIONS[activation](torch.from_numpy(exact.copy())).numpy()
            y = lib.forward(x, w, problem, instance=inst, epilogue=f"{activation}(acc + bias)", bias=bias,
                            poison=True).astype(np.float64)
            got = y.reshape(-1, problem.G, problem.K)
            for g in range(problem.G):
                for k in range(problem.K):
                    at, expected = got[:, g, k], want[g, k]
                    if np.isnan(expected):
                        ok = np.all(np.isnan(at))
                    elif np.isinf(expected):
                        ok = np.all(at == expected)
                    else:
                        ok = np.all(np.abs(at - expected) <= relative * abs(expected) + 1e-30)
                    if not ok:
                        found.append(f"{inst.name} {activation}({exact[g, k]!r}) = {at[0]!r}, torch {expected!r}")
    return found
