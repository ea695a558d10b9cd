# Make the repository root importable when running plain `pytest`.
import os
import sys

_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)

# Every emulated launch of the suite runs under the cpu platform's watchdog: a kernel that
# never finishes aborts the run with a report naming it and its launch site, instead of
# hanging CI (the longest emulated launch of the suite takes well under this).
os.environ.setdefault("HIPCONV_CPU_WATCHDOG", "900")

# Shared fixtures and helpers of the test suite.  Everything below only adds
# to the plain sys.path setup above.
import shutil  # noqa: E402
import textwrap  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

REPO_ROOT = Path(_ROOT)
BWD_DATA_SPEC = REPO_ROOT / "specs" / "bwd_data.yaml"
FWD_SPEC = REPO_ROOT / "specs" / "fwd.yaml"


def missing_tools(*names: str) -> list:
    """The names in ``names`` that are not on PATH."""
    return [n for n in names if shutil.which(n) is None]


def require_tools(*names: str):
    """Skip the calling test unless every tool in ``names`` is on PATH."""
    missing = missing_tools(*names)
    if missing:
        pytest.skip(f"{', '.join(missing)} not on PATH")


def line_of(text: str, needle: str, occurrence: int = 1) -> int:
    """1-based line of the ``occurrence``-th line of ``text`` containing ``needle``."""
    seen = 0
    for number, line in enumerate(text.splitlines(), start=1):
        if needle in line:
            seen += 1
            if seen == occurrence:
                return number
    raise AssertionError(f"{needle!r} (occurrence {occurrence}) not in the spec text")


_CHANNELS_LAST = {1: ("NWGC", "GKXC", "NWGK"), 2: ("NHWGC", "GKYXC", "NHWGK"),
                  3: ("NDHWGC", "GKZYXC", "NDHWGK")}


def registry_entry(name: str, micro_kernel: str, block: tuple, specialization: str = "default", index: int = 0,
                   *, direction: str = "backward_data", spatial_dim: int = 2, dtype: str = "bf16",
                   epilogue: str = "acc", threads: int = 256, shared_memory_bytes: int = 0, **algorithm):
    """An instance description written by hand (the registry's form: ``codegen.emit.describe``)
    as ``runtime.Instance``, no library needed: channels-last tensors of one ``dtype``; the
    algorithm fields not given the model's defaults (tiles as tuples of their axes)."""
    from runtime.instance import Instance
    x, w, y = _CHANNELS_LAST[spatial_dim]
    bare = Instance.from_description(index, {
        "name": name, "threads": threads, "shared_memory_bytes": shared_memory_bytes,
        "signature": {"direction": direction, "spatial_dim": spatial_dim, "layout": {"x": x, "w": w, "y": y},
                      "data_type": {"x": dtype, "w": dtype, "y": dtype}, "accumulator": "fp32",
                      "epilogue": epilogue},
        "algorithm": {"micro_kernel": micro_kernel, "block": dict(zip("mnk", block)),
                      "specialization": specialization}})
    return bare.replace(**algorithm) if algorithm else bare


def replace(obj, **changes):
    """``dataclasses.replace``, and ``Instance.replace`` for a runtime instance."""
    import dataclasses
    from runtime.instance import Instance
    return obj.replace(**changes) if isinstance(obj, Instance) else dataclasses.replace(obj, **changes)


def abi_run(lib, inst, problem, dtype, args=None, workspace=None) -> int:
    """hipconv_run of ``inst`` straight through the C ABI, on zero-filled device tensors of
    ``dtype`` (x, w, y), with the epilogue arguments ``args`` and ``workspace`` (cffi pointers;
    None: NULL): the status, for the tests of what a kernel refuses at its ABI."""
    import numpy as np
    import runtime
    from runtime.abi import ffi
    with runtime.library.DeviceBuffers(lib) as buffers:
        tensors = ffi.new("hipconv_tensors*")
        for role, shape in (("x", problem.x_shape), ("w", problem.w_shape), ("y", problem.y_shape)):
            setattr(tensors, role, buffers.upload(np.zeros(shape, dtype)))
        if callable(args):        # arguments that need this call's device buffers
            args = args(buffers)
        return lib.abi.hipconv_run(inst.index, runtime.abi.c_problem(problem), tensors,
                                   ffi.NULL if workspace is None else workspace,
                                   ffi.NULL if args is None else args, ffi.NULL)


@pytest.fixture(scope="session")
def repo_root() -> Path:
    return REPO_ROOT


@pytest.fixture(scope="session")
def bwd_data_spec() -> Path:
    return BWD_DATA_SPEC


@pytest.fixture
def write_spec(tmp_path):
    """write_spec(text, name="spec.yaml") -> path of a dedented spec file in tmp_path."""
    def write(text: str, name: str = "spec.yaml") -> Path:
        path = tmp_path / name
        path.write_text(textwrap.dedent(text), encoding="utf-8")
        return path
    return write


@pytest.fixture(scope="session")
def fwd_library():
    """specs/fwd.yaml built for the cpu platform (runtime.build's content-hash cache)."""
    require_tools("cmake", "g++")
    import runtime
    return runtime.build(str(FWD_SPEC), platform="cpu")


@pytest.fixture(scope="session")
def bwd_data_library():
    """specs/bwd_data.yaml built for the cpu platform (runtime.build's content-hash cache)."""
    require_tools("cmake", "g++")
    import runtime
    return runtime.build(str(BWD_DATA_SPEC), platform="cpu")


@pytest.fixture(scope="session")
def bwd_weight_library():
    """specs/bwd_weight.yaml built for the cpu platform (runtime.build's content-hash cache)."""
    require_tools("cmake", "g++")
    import runtime
    return runtime.build(str(REPO_ROOT / "specs" / "bwd_weight.yaml"), platform="cpu")


# ---- the session's order and its background builds ----------------------------------------
# Tiers run in this order: plain (parse, rules, emit, references), build (cpu builds and
# numerics), the compile-only tiers (nvcc / hipcc), gpu; within a tier, collection order.
# While the plain tier runs (one core of Python), the libraries most build tests share --
# the shipped specs built for the cpu platform and the PyTorch operators -- are built in
# background processes through the build cache (whichever asks first builds, the other
# waits and loads), so the build tier finds them ready.  HIPCONV_TEST_PREBUILD=0 turns
# that off; it also stays off where no selected build test uses them.
_TIERS = ("plain", "build", "compile", "gpu")
_SHIPPED_FIXTURES = {"fwd_library", "bwd_data_library", "bwd_weight_library", "shipped_library"}
_OPERATOR_FILES = {"test_pytorch.py", "test_bench_models.py", "test_opinfo.py", "test_ddp.py"}
_prebuilds: list = []


def _tier(item) -> int:
    """The position in ``_TIERS`` of the item's tier (its markers)."""
    names = {mark.name for mark in item.iter_markers()}
    tier = ("gpu" if "gpu" in names else "compile" if names & {"nvcc", "hipcc"} else
            "build" if "build" in names else "plain")
    return _TIERS.index(tier)


def pytest_collection_modifyitems(session, config, items):
    items.sort(key=_tier)     # stable: collection order within a tier
    from codegen.environment import flag          # the one parser of hipconv's switches
    if (not flag("HIPCONV_TEST_PREBUILD", default=True) or config.option.collectonly
            or missing_tools("cmake", "g++")):
        return
    build_items = [i for i in items if _tier(i) == _TIERS.index("build")]
    operators = any(Path(str(i.fspath)).name in _OPERATOR_FILES for i in build_items)
    # the operators' tests run the shipped libraries too
    libraries = operators or any(_SHIPPED_FIXTURES & set(getattr(i, "fixturenames", ())) for i in build_items)
    if libraries:
        _start_prebuilds(config, operators)


_PREBUILD_LIBRARIES = """\
import sys, runtime
for spec in sys.argv[1:]:
    runtime.build(spec, platform="cpu", quiet=True)
"""
_PREBUILD_OPERATORS = """\
try:
    import torch  # noqa: F401
except ImportError:
    raise SystemExit(0)      # torch is optional: the operator tests skip
from runtime import native
native.build_binding(progress=None)
"""


def _start_prebuilds(config, operators: bool):
    import subprocess
    import tempfile
    folder = Path(tempfile.mkdtemp(prefix="hipconv-prebuild-"))
    # the order the build tier first needs them (test_backward_weight, then the toy model)
    specs = [str(REPO_ROOT / "specs" / f"{name}.yaml") for name in ("bwd_weight", "fwd", "bwd_data")]
    jobs = [("the shipped specs for cpu", [sys.executable, "-c", _PREBUILD_LIBRARIES, *specs])]
    if operators:       # one compiler run: beside the libraries' parallel ones
        jobs.append(("the PyTorch operators", [sys.executable, "-c", _PREBUILD_OPERATORS]))
    reporter = config.pluginmanager.get_plugin("terminalreporter")
    for what, command in jobs:
        log = folder / (what.replace(" ", "_") + ".log")
        with open(log, "w") as stream:
            process = subprocess.Popen(command, stdout=stream, stderr=subprocess.STDOUT, cwd=REPO_ROOT,
                                       start_new_session=True,   # its compilers stop with it
                                       env={**os.environ, "PYTHONPATH": os.pathsep.join(
                                           filter(None, [str(REPO_ROOT), os.environ.get("PYTHONPATH")]))})
        _prebuilds.append((what, process, log))
        if reporter:
            reporter.write_line(f"[prebuild] building {what} in the background while the plain tier runs "
                                f"(log: {log})")


def pytest_sessionfinish(session, exitstatus):
    """Stop background builds still running (the build cache keeps what finished; a killed
    builder's partial work is discarded) and say which ones failed."""
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    for what, process, log in _prebuilds:
        if process.poll() is None:
            import signal
            os.killpg(process.pid, signal.SIGTERM)
            process.wait(timeout=60)
        elif process.returncode != 0 and reporter:
            tail = log.read_text(errors="replace").strip().splitlines()[-1:] or ["(no output)"]
            reporter.write_line(f"[prebuild] building {what} failed ({process.returncode}): {tail[0]} "
                                f"-- the tests built it themselves (log: {log})")
