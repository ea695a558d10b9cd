"""Experiment (not a product command): host time of one hipconv_run call against its
GPU time, for the instances of a built library on one bench problem.

    python3 bench/experiments/host_time.py BUILD_DIR "PROBLEM NAME" DTYPE INSTANCE...

Prints per instance: host microseconds per call (1000 calls queued without a
synchronization, then one), GPU microseconds per call (CUDA events around 200 calls
queued back to back, no L2 flush), and event_median's figure (the bench's method)."""
import sys
import time

import torch

import runtime
from runtime.bench import PROBLEMS, HipconvTensors, event_median, hipconv_call


def main():
    build, problem_name, dtype, *names = sys.argv[1:]
    lib = runtime.load(build)
    problem = next(p.problem for p in PROBLEMS if p.name == problem_name)
    tensors = HipconvTensors(problem, dtype, "backward_data")
    for name in names:
        inst = next(i for i in lib.instances if i.name == name)
        call = hipconv_call(lib, inst, problem, tensors)
        for _ in range(10):
            call()
        torch.cuda.synchronize()
        start = time.perf_counter()
        for _ in range(1000):
            call()
        host = (time.perf_counter() - start) / 1000
        torch.cuda.synchronize()
        begin, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        begin.record()
        for _ in range(200):
            call()
        end.record()
        torch.cuda.synchronize()
        gpu = begin.elapsed_time(end) / 200 / 1e3
        median = event_median(call, iterations=50)
        print(f"{name:40s} host {host * 1e6:7.1f} us/call   back-to-back {gpu * 1e6:7.1f} us/call   "
              f"event_median {median * 1e6:7.1f} us")


if __name__ == "__main__":
    main()
