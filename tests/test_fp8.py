"""fp8 forward on tensor cores (mma.sync m16n8k32, sm_90a; the cpu platform's lane-exact
emulation here): select takes the tensor-core tile where its 16-byte vectors fit (C a multiple
of 16) and the scalar kernel elsewhere, and both match the float64 reference on fp8 inputs.
The instruction's emulation itself: tests/test_emulation.py; the rule: tests/test_rules.py."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

import runtime
from runtime import check

FP8 = {"x": "fp8_e4m3", "w": "fp8_e4m3", "y": "bf16"}


@pytest.mark.build
@pytest.mark.parametrize("channels, tensor_cores", [(64, True), (16, True), (40, False), (3, False)])
def test_fp8_forward_takes_tensor_cores_where_the_vectors_fit(fwd_library, channels, tensor_cores):
    problem = runtime.ConvProblem(G=1, N=2, C=channels, K=24, input=(7, 6), filter=3, pad=1)
    chosen = fwd_library.select("forward", problem, FP8)
    assert (chosen.micro_kernel == "mma_sync") is tensor_cores, chosen.name
    rng = np.random.default_rng(channels)
    x = rng.uniform(-2, 2, problem.x_shape).astype(ml_dtypes.float8_e4m3fn)
    w = rng.uniform(-1, 1, problem.w_shape).astype(ml_dtypes.float8_e4m3fn)
    y = fwd_library.forward(x, w, problem)
    want = runtime.reference.forward(x, w, problem)
    assert check.compare(y, want, "bf16").ok
