"""How every GPU time in hipconv is taken: ``event_median`` (CUDA events around each call
on the current torch stream, an L2 flush before it, calls queued back to back, warm-up,
median), the ceilings it is compared with (a bf16 GEMM, a device-to-device copy), and the
iteration cap of slow calls.  Used by the layer benchmark, the model benchmark and
``Library.tune``."""

from __future__ import annotations

import math
import statistics
import time
from typing import Callable, Optional


def capped_iterations(per_call_s: float, iterations: int, budget_s: Optional[float],
                      minimum: int = 3) -> int:
    """Timed iterations to run: ``iterations``, fewer when they would take longer than
    ``budget_s`` at ``per_call_s`` each, but never fewer than ``minimum``."""
    if budget_s is None or per_call_s <= 0 or not math.isfinite(per_call_s):
        return max(iterations, 1)
    fit = int(budget_s / per_call_s)
    return max(min(iterations, fit), min(minimum, iterations), 1)


_FLUSH_BYTES = 256 << 20      # larger than the H100/H200 L2 (50-60 MiB)


_flush_buffer = None


def flush_l2():
    """Overwrite a 256 MiB buffer so that the next call finds its inputs in DRAM, not
    in L2 (as ``triton.testing.do_bench`` does)."""
    import torch
    global _flush_buffer
    if _flush_buffer is None:
        _flush_buffer = torch.empty(_FLUSH_BYTES, dtype=torch.uint8, device="cuda")
    _flush_buffer.zero_()


def _warm_up(fn: Callable[[], object], calls: int) -> float:
    """Run ``fn`` ``calls`` times, each synchronized; the last call's wall seconds (0.0
    with no call): what ``capped_iterations`` judges a slow call by."""
    import torch
    per_call = 0.0
    for _ in range(calls):
        start = time.perf_counter()
        fn()
        torch.cuda.synchronize()
        per_call = time.perf_counter() - start
    return per_call


def event_median(fn: Callable[[], object], warmup: int = 3, iterations: int = 20,
                 max_seconds: Optional[float] = None) -> float:
    """Median seconds of one ``fn()`` call: the one timing function for hipconv and
    cuDNN alike.  After ``warmup`` untimed calls, each timed call runs between two
    CUDA events on the current torch stream, preceded by an L2 flush; the calls are
    queued back to back with one synchronization at the end, so the host's launch
    overhead overlaps the flush instead of landing between the events (the method of
    ``triton.testing.do_bench``).  With ``max_seconds``, slow calls get fewer
    iterations (``capped_iterations``, at least 3), judged by the last warm-up call."""
    import torch
    per_call = _warm_up(fn, warmup)
    torch.cuda.synchronize()
    count = capped_iterations(per_call, iterations, max_seconds)
    events = [(torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True))
              for _ in range(count)]
    for start, end in events:
        flush_l2()
        start.record()
        fn()
        end.record()
    torch.cuda.synchronize()
    times = [start.elapsed_time(end) / 1e3 for start, end in events]
    return float(statistics.median(times))


def graph_median(fn: Callable[[], object], warmup: int = 3, iterations: int = 20,
                 max_seconds: Optional[float] = None) -> float:
    """Median seconds of one ``fn()`` call captured in a CUDA graph: the kernels alone,
    without the host's launch path.  ``fn`` runs ``warmup`` times on a side stream (cuDNN's
    benchmark mode picks its algorithm there, hipconv's one-time attribute calls happen
    there), is captured once with ``torch.cuda.graph``, and the graph's replays are timed
    by ``event_median`` (an L2 flush before each).  ``fn`` must launch on torch's current
    stream at call time (the capture stream during capture)."""
    import torch
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        for _ in range(max(warmup, 1)):
            fn()
    torch.cuda.current_stream().wait_stream(side)
    torch.cuda.synchronize()
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        fn()
    return event_median(graph.replay, warmup, iterations, max_seconds)


def eager_mean(fn: Callable[[], object], warmup: int = 3, iterations: int = 20,
               max_seconds: Optional[float] = None) -> float:
    """Mean wall seconds of one ``fn()`` call issued back to back from Python, as a user's
    eager code issues them: the host path (Python, dispatcher, planning, launch) and the
    kernel, whichever is longer per call, with one synchronization at the end.  No L2
    flush between calls (a flush would hide the host time this measures), so inputs that
    fit in the L2 stay there."""
    import torch
    count = capped_iterations(_warm_up(fn, max(warmup, 1)), iterations, max_seconds)
    torch.cuda.synchronize()
    start = time.perf_counter()
    for _ in range(count):
        fn()
    torch.cuda.synchronize()
    return (time.perf_counter() - start) / count


def measure_ceilings(warmup: int, iterations: int) -> dict:
    """bf16 matmul 8192^3 on random data, and a 2 GiB device-to-device copy
    (median of at least 10 calls each)."""
    import torch
    n, nbytes = 8192, 2 << 30
    iterations = max(iterations, 10)

    def matmul_seconds():
        a = torch.randn(n, n, device="cuda", dtype=torch.bfloat16)
        b = torch.randn(n, n, device="cuda", dtype=torch.bfloat16)
        c = torch.empty(n, n, device="cuda", dtype=torch.bfloat16)
        return event_median(lambda: torch.matmul(a, b, out=c), max(warmup, 3), iterations)

    def copy_seconds():
        src = torch.randn(nbytes // 4, device="cuda", dtype=torch.float32)
        dst = torch.empty_like(src)
        return event_median(lambda: dst.copy_(src), max(warmup, 3), iterations)

    mm_s = matmul_seconds()
    copy_s = copy_seconds()
    torch.cuda.empty_cache()
    return dict(matmul_bf16_tflops=2 * n ** 3 / mm_s / 1e12, matmul_ms=mm_s * 1e3,
                matmul_shape=[n, n, n], copy_gbs=2 * nbytes / copy_s / 1e9,
                copy_ms=copy_s * 1e3, copy_buffer_bytes=nbytes,
                method=f"median of {iterations} after warm-up, CUDA events")
