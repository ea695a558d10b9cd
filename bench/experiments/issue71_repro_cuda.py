"""Issue 71's reproduction on CUDA tensors: the few-channel backward-data tensor-core tiles on a
1x1 stride-2 problem (three of four stride phases without taps) and on a stride of 2^16 (work
once grew with stride^2), each call timed, each dX against the float64 reference."""
import time

import numpy as np
import torch

import runtime
from codegen.status import Status
from runtime import reference

lib = runtime.build("specs/bwd_data.yaml")
cases = [runtime.ConvProblem(G=1, N=1, C=8, K=8, input=(6, 6), filter=1, stride=2),
         runtime.ConvProblem(G=1, N=2, C=8, K=8, input=(9, 10), filter=3, stride=2 ** 16, pad=1)]
for q in cases:
    for inst in lib.instances:
        if "few_tile_c8" not in inst.name or lib.supports(inst, q) is not Status.OK:
            continue
        torch.manual_seed(0)
        dtype = {"fp16": torch.float16, "bf16": torch.bfloat16, "fp32": torch.float32}[inst.y_type]
        dy = torch.randn(q.y_shape, device="cuda").to(dtype)
        w = torch.randn(q.w_shape, device="cuda").to(dtype)
        began = time.perf_counter()
        dx = lib.backward_data(dy, w, q, instance=inst.name)
        torch.cuda.synchronize()
        seconds = time.perf_counter() - began
        want = reference.backward_data(dy.float().cpu().numpy(), w.float().cpu().numpy(), q)
        got = dx.float().cpu().numpy()
        error = np.linalg.norm(got - want) / max(np.linalg.norm(want), 1e-30)
        print(f"{inst.name:42s} {str(q):70s} {seconds * 1e3:8.1f} ms  relative error {error:.1e}")
