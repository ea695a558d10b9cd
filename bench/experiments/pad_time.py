"""Experiment (not a product command): what zero-padding the stem's X from C = 3 to 4 costs on
the GPU -- torch's own pad of a channels-last tensor (one read of X, one write of the padded
copy), timed with CUDA events, beside the copy rate of the same bytes.  Prints one line per
dtype.  Usage on the lent GPU: python3 bench/experiments/pad_time.py"""
import torch
import torch.nn.functional as F


def event_ms(fn, iterations=20):
    for _ in range(3):
        fn()
    start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    torch.cuda.synchronize()
    start.record()
    for _ in range(iterations):
        fn()
    stop.record()
    torch.cuda.synchronize()
    return start.elapsed_time(stop) / iterations


for dtype in (torch.float16, torch.bfloat16):
    x = torch.randn(128, 224, 224, 3, device="cuda", dtype=dtype)   # NHWC storage
    padded = torch.zeros(128, 224, 224, 4, device="cuda", dtype=dtype)
    ms_pad = event_ms(lambda: F.pad(x, (0, 1)))
    ms_copy_into = event_ms(lambda: padded[..., :3].copy_(x))
    moved = x.numel() * x.element_size() + padded.numel() * padded.element_size()
    print(f"{dtype}: F.pad {ms_pad * 1e3:.1f} us, strided copy into a zeroed buffer {ms_copy_into * 1e3:.1f} us "
          f"({moved / ms_pad / 1e6:.0f} / {moved / ms_copy_into / 1e6:.0f} GB/s over {moved / 1e6:.1f} MB)")
