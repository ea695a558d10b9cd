"""DistributedDataParallel through hipconv (examples/ddp_train.py): two processes share the
build cache (one builds, the other waits and loads), train a small ResNet-style network
converted with strict=True, and agree with the same training on torch's convolution and with
each other.  On the cpu platform with gloo here; on two GPUs with NCCL where there are two."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from conftest import REPO_ROOT, require_tools

torch = pytest.importorskip("torch", reason="torch is optional: pip install torch==2.13.0")

EXAMPLE = REPO_ROOT / "examples" / "ddp_train.py"


def _run(args, tmp_path, timeout):
    # the checkout first, then whatever the caller's path holds (cffi may live there)
    path = os.pathsep.join(p for p in (str(REPO_ROOT), os.environ.get("PYTHONPATH", "")) if p)
    env = dict(os.environ, PYTHONPATH=path, NCCL_NVLS_ENABLE="0")
    out = tmp_path / "ddp.json"
    result = subprocess.run([sys.executable, str(EXAMPLE), *args, "--out", str(out)], capture_output=True,
                            text=True, timeout=timeout, env=env, cwd=tmp_path)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    return json.loads(out.read_text()), result


@pytest.mark.build
def test_ddp_two_cpu_processes(tmp_path):
    require_tools("cmake", "g++")
    data, result = _run(["--device", "cpu", "--world-size", "2", "--steps", "3", "--batch", "4", "--size", "16"],
                        tmp_path, 1200)
    assert data["across_ranks"] == 0.0
    assert data["parameter_difference"] < 1e-3
    assert len(data["losses_hipconv"]) == 3
    for ours, theirs in zip(data["losses_hipconv"], data["losses_torch"]):
        assert abs(ours - theirs) <= 1e-3 * abs(theirs)
    assert result.stderr.count("hipconv: building the PyTorch operators") <= 1


@pytest.mark.gpu
@pytest.mark.slow
def test_ddp_two_gpus(tmp_path):
    if torch.cuda.device_count() < 2:
        pytest.skip(f"needs 2 GPUs, {torch.cuda.device_count()} here")
    data, result = _run(["--device", "cuda", "--world-size", "2", "--steps", "5"], tmp_path, 1200)
    assert data["across_ranks"] == 0.0 and data["parameter_difference"] < 5e-2
    print(result.stdout)
