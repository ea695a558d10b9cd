"""What layouts torch.compile (inductor) hands hipconv's operator in a channels-first model, with
and without channels-last filters: the input strides of every hipconv call in the generated
code of a small NCHW conv-BN-ReLU net (cpu backend; the layout logic is inductor's, the same
for CUDA).  Run 99 measured NCHW models compiled at 0.47-0.70x cuDNN; this shows why.

    python bench/experiments/nchw_compile_layouts.py
"""
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import torch  # noqa: E402
import torch.nn as nn  # noqa: E402

import runtime.pytorch as hp  # noqa: E402

torch.manual_seed(0)
def net():
    return nn.Sequential(nn.Conv2d(3, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(),
                         nn.Conv2d(16, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(),
                         nn.Conv2d(16, 8, 1))
from torch._inductor.utils import run_and_get_code
for label, prep in (("NCHW", lambda m: m), ("channels-last weights", lambda m: m.to(memory_format=torch.channels_last))):
    m = prep(hp.convert(net().train()))
    x = torch.randn(2, 3, 8, 8)
    torch._dynamo.reset()
    f = torch.compile(m)
    _, code = run_and_get_code(f, x)
    src = "\n".join(code)
    calls = re.findall(r"torch\.ops\.hipconv\.conv_forward\.default\((\w+), (\w+)", src)
    print(label, "hipconv calls:", len(calls))
    for xin, win in calls:
        m2 = re.search(rf"assert_size_stride\({xin}, \(([^)]*)\), \(([^)]*)\)", src) or re.search(rf"{xin} = empty_strided_cpu\(\(([^)]*)\), \(([^)]*)\)", src)
        print("   input", xin, m2.groups() if m2 else "(graph input)")
