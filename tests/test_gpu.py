"""Numerics on an NVIDIA GPU: specs/bwd_data.yaml built for the nvidia platform
(runtime.build), every instance on every runtime.check problem it supports.
Skips unless `nvidia-smi -L` lists a GPU (and nvcc and cmake are on PATH).
"""

from __future__ import annotations

import shutil
import subprocess

import pytest

from codegen.parse import parse_file
from codegen.status import Status
from runtime import check
from conftest import BWD_DATA_SPEC

pytestmark = [pytest.mark.gpu, pytest.mark.slow]

SHIPPED = [i.name for i in parse_file(str(BWD_DATA_SPEC)).instances]


def _gpu_listed() -> bool:
    if shutil.which("nvidia-smi") is None:
        return False
    try:
        out = subprocess.run(["nvidia-smi", "-L"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return False
    return out.returncode == 0 and "GPU" in out.stdout


@pytest.fixture(scope="module")
def gpu_library():
    if not _gpu_listed():
        pytest.skip("no GPU on this machine")
    for tool in ("nvcc", "cmake"):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} not on PATH")
    import runtime
    library = runtime.build(str(BWD_DATA_SPEC), platform="nvidia")
    assert library.platform == "nvidia"
    return library


def test_gpu_library_lists_every_instance(gpu_library):
    assert [i.name for i in gpu_library.instances] == SHIPPED


@pytest.mark.parametrize("name", SHIPPED)
def test_instance_matches_reference_on_gpu(gpu_library, name):
    inst = gpu_library.instance(name)
    ran = 0
    for index, problem in enumerate(check.problems_for(inst)):
        if gpu_library.supports(inst, problem) is not Status.OK:
            continue
        result, _ = check.run_instance(gpu_library, inst, problem, seed=index)
        assert result.ok, f"{name} on {problem}: {result.message}"
        ran += 1
    assert ran, f"{name} supports none of runtime.check.problems_for({name})"
