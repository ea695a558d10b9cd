"""The native PyTorch operators: ``libhipconv_torch.so`` built against the installed torch,
loaded with ``torch.ops.load_library``, and its plan requests answered.

``runtime/csrc/hipconv_torch.cpp`` registers ``hipconv::conv_forward``,
``hipconv::conv_backward_data``, ``hipconv::conv_backward_weight`` and ``hipconv::conv_backward``
(CPU, CUDA and Autograd kernels, in C++; their fake kernels for torch.compile are
``runtime/fake_kernels.py``'s).  A call runs without Python: its problem is looked up in a
plan cache in C++.  Only the first call of a problem asks Python, through a cffi
callback set here, for a plan: ``install(select)`` names the function that answers
(``runtime.pytorch`` passes ``Library.select`` over the libraries it is configured
with).

The library does not depend on a spec: it is the same for every kernel library (it
calls each through the generic ABI of ``hipconv/abi.h``), so it is built once per torch
version, compiler and ABI, into ``cache_root()/torch_ops-<torch>-<hash>/`` (the hash
covers its sources, the ABI and the toolchain), by one process at a time (the others
wait, then load it), in a private folder renamed into place when it is complete.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional

import cffi

from codegen import build as cmake
from codegen.cache import cache_root, install_once
from codegen.emit import ABI_VERSION, render, render_abi_declarations
from codegen.errors import BuildError

from .abi import fill_problem
from .library import require_loadable
from .problem import ConvProblem, UnsupportedProblem

SOURCE_DIR = Path(__file__).resolve().parent / "csrc"
SOURCES = ("hipconv_torch.cpp", "hipconv_torch.h", "CMakeLists.txt")
LIBRARY_NAME = "libhipconv_torch.so"

DIRECTIONS = ("forward", "backward_data", "backward_weight")   # the request's direction codes
DTYPES = {0: "fp32", 1: "fp16", 2: "bf16", 3: "fp64"}            # hipconv_dtype
OUTCOME_RUN, OUTCOME_REFUSED, OUTCOME_ERROR = 0, 1, 2
LAYOUTS = ("channels_last", "channels_first")                   # the request's layout codes


def _torch_cdef() -> str:
    text = (SOURCE_DIR / "hipconv_torch.h").read_text()
    return text[text.index("/* BEGIN TORCH CDEF */"):text.index("/* END TORCH CDEF */")].split("*/", 1)[1]


_ffi = cffi.FFI()
_ffi.cdef(render_abi_declarations())
_ffi.cdef(_torch_cdef())


@dataclass(frozen=True)
class Request:
    """What a first call of a problem asks: the direction ('forward', 'backward_data',
    'backward_weight'), the dtype ('fp32', ...), the device ('cpu' or 'cuda:<index>'),
    whether a forward call has a bias, and the problem (``fallback``: whether the call
    computes a refused problem with torch; not part of the plan's key)."""
    direction: str
    dtype: str
    device: str
    bias: bool
    problem: ConvProblem
    fallback: bool = True
    layout: str = "channels_last"      # the memory the operator passes: or "channels_first"
    activation: int = 0                # forward: the activation's code after the bias (0 none;
                                       # codegen.epilogue.OPTIONAL_ACTIVATIONS[code - 1])


@dataclass(frozen=True)
class Selection:
    """A plan: the library and instance that run a request, the workspace the instance
    needs, and whether the instance's epilogue adds the forward call's bias and applies its
    activation (else the operator does after the kernel; runtime.pytorch's selector always
    picks an instance that does: one whose epilogue is the call's, or one whose optional bias
    and activation they are)."""
    library: object            # runtime.Library
    instance: object           # runtime.Instance
    workspace_bytes: int
    bias_in_epilogue: bool


# ------------------------------------------------------------------ building

def _torch_inputs() -> dict:
    import torch
    from torch.utils import cpp_extension
    return {"version": torch.__version__,
            "include_dirs": cpp_extension.include_paths(),
            "library_dir": cpp_extension.library_paths()[0],
            "cxx11_abi": int(bool(torch._C._GLIBCXX_USE_CXX11_ABI))}


def _compiler_identity() -> str:
    compiler = os.environ.get("CXX") or shutil.which("c++") or shutil.which("g++") or ""
    try:
        version = subprocess.run([compiler, "--version"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        version = ""
    return f"{compiler}\n{version.splitlines()[0] if version else ''}"


def binding_folder() -> Path:
    """Where the operators' library for the installed torch lives (built or not)."""
    inputs = _torch_inputs()
    digest = hashlib.sha256()
    for name in SOURCES:
        digest.update(name.encode() + b"\0" + (SOURCE_DIR / name).read_bytes() + b"\0")
    for part in (render_abi_declarations(), str(ABI_VERSION), repr(sorted(inputs.items())),
                 _compiler_identity(), repr(sorted(cmake.build_environment().items()))):
        digest.update(part.encode() + b"\0")
    version = re.sub(r"[^0-9A-Za-z.]+", "_", inputs["version"])
    return cache_root() / f"torch_ops-{version}-{digest.hexdigest()[:16]}"


def build_binding(progress: Optional[Callable[[str], None]] = cmake.print_progress) -> Path:
    """The path of ``libhipconv_torch.so`` for the installed torch, built first if the
    cache has none (about 20-60 s on two cores; progress on stderr unless ``progress`` is
    None), with the build cache's guarantees (codegen/cache.py: one builder, private
    folders, a verified digest)."""
    folder = binding_folder()
    inputs = _torch_inputs()

    def build_into(private: Path, say) -> Path:
        if say is not None:
            say(f"hipconv: building the PyTorch operators against torch {inputs['version']} in {folder} "
                "(once; cached afterwards)")
        include = private / "include"
        (include / "hipconv").mkdir(parents=True)
        (include / "hipconv" / "abi.h").write_text(render(
            "abi.h.mako", spec_file="(runtime/native: the same for every spec)",
            abi_version=ABI_VERSION, declarations=render_abi_declarations().rstrip()))
        cmake.build_project(SOURCE_DIR, private / "build", {
            "HIPCONV_TORCH_INCLUDE_DIRS": ";".join(inputs["include_dirs"]),
            "HIPCONV_TORCH_LIBRARY_DIR": inputs["library_dir"],
            "HIPCONV_TORCH_CXX11_ABI": inputs["cxx11_abi"],
            "HIPCONV_ABI_INCLUDE_DIR": str(include)}, progress=say)
        built = private / "build" / LIBRARY_NAME
        if not built.is_file():
            raise BuildError(f"the build finished but {built} is missing")
        shutil.copy2(built, private / LIBRARY_NAME)
        shutil.rmtree(private / "build")
        return private / LIBRARY_NAME

    return install_once(folder, build_into, progress, {"torch": inputs["version"],
                                                       "compiler": _compiler_identity()})


# ------------------------------------------------------------------ loading and plans

_handle = None
_select: Optional[Callable[[Request], Selection]] = None


def _problem(c) -> ConvProblem:
    dims = c.spatial_dim
    spatial = lambda field: tuple(getattr(c, field)[d] for d in range(dims))   # noqa: E731
    views = {role: tuple(getattr(c, f"{role}_strides")[a] for a in range(dims + 3)) for role in ("x", "y")}
    return ConvProblem(G=c.groups, N=c.batch, C=c.in_channels, K=c.out_channels,
                       input=spatial("input"), filter=spatial("filter"), stride=spatial("stride"),
                       dilation=spatial("dilation"), pad=spatial("pad_left"),
                       pad_right=spatial("pad_right"),
                       tensor_strides={role: v for role, v in views.items() if any(v)} or None)


def _write_message(plan, text: str):
    data = " ".join(text.split()).encode("utf-8", "replace")[:len(plan.message) - 1]
    _ffi.memmove(plan.message, data, len(data))


@_ffi.callback("int32_t(const hipconv_torch_request*, hipconv_torch_plan*)")
def _on_request(c_request, plan):
    if c_request.dtype < 0:   # a dtype without kernels, refused in C++ (plan.message): warn, as for any refusal
        try:
            warnings.warn(f"hipconv {DIRECTIONS[c_request.direction]} falls back to torch's convolution: "
                          f"{_ffi.string(plan.message).decode()}", stacklevel=2)
        except BaseException as error:     # warnings turned into errors
            plan.outcome = OUTCOME_ERROR
            _write_message(plan, f"{type(error).__name__}: {error}")
        return 0
    try:
        request = Request(direction=DIRECTIONS[c_request.direction], dtype=DTYPES[c_request.dtype],
                          device="cpu" if c_request.device_type == 0 else f"cuda:{c_request.device_index}",
                          bias=bool(c_request.bias), problem=_problem(c_request.problem),
                          fallback=bool(c_request.fallback),
                          layout=LAYOUTS[c_request.layout], activation=int(c_request.activation))
        if _select is None:
            raise RuntimeError("no selector installed (runtime.native.install)")
        chosen = _select(request)
        entry = chosen.library.entry_points()
        plan.outcome = OUTCOME_RUN
        plan.instance = chosen.instance.index
        plan.bias_in_epilogue = int(chosen.bias_in_epilogue)
        plan.workspace_bytes = chosen.workspace_bytes
        plan.run = _ffi.cast("void*", entry["run"])
        plan.status_string = _ffi.cast("void*", entry["status_string"])
        plan.last_device_error = _ffi.cast("void*", entry["last_device_error"])
        plan.transpose = _ffi.cast("void*", entry["transpose"])
        _write_message(plan, f"{chosen.library.name}:{chosen.instance.name}")
    except UnsupportedProblem as refusal:
        plan.outcome = OUTCOME_REFUSED
        _write_message(plan, str(refusal))
        if c_request.fallback:
            try:   # once per problem: the plan is kept
                warnings.warn(f"hipconv {DIRECTIONS[c_request.direction]} falls back to torch's "
                              f"convolution: {refusal}", stacklevel=2)
            except BaseException as error:     # warnings turned into errors
                plan.outcome = OUTCOME_ERROR
                _write_message(plan, f"{type(error).__name__}: {error}")
    except BaseException as error:    # never let an exception cross into C++
        plan.outcome = OUTCOME_ERROR
        _write_message(plan, f"{type(error).__name__}: {error}")
    return 0


def load(progress: Optional[Callable[[str], None]] = cmake.print_progress):
    """Build (if needed) and load the operators' library; idempotent."""
    global _handle
    if _handle is None:
        import torch
        path = build_binding(progress)
        require_loadable(path)
        torch.ops.load_library(str(path))
        from .fake_kernels import register as register_fake_kernels
        register_fake_kernels()
        handle = _ffi.dlopen(str(path))
        if handle.hipconv_torch_abi_version() != ABI_VERSION:
            raise RuntimeError(f"{path} speaks ABI {handle.hipconv_torch_abi_version()}, this runtime "
                               f"{ABI_VERSION}: remove it and load again")
        handle.hipconv_torch_set_selector(_on_request)
        _handle = handle
    return _handle


def install(select: Callable[[Request], Selection]):
    """Answer the operators' plan requests with ``select`` (it returns a Selection or
    raises UnsupportedProblem) and forget the plans made so far."""
    global _select
    _select = select
    clear_plans()


def clear_plans():
    """Forget every plan (the next call of each problem asks for a new one)."""
    if _handle is not None:
        _handle.hipconv_torch_clear_plans()


def set_channels_first(native: bool):
    """Channels-first tensors: run channels-first instances on them as they are (True), or
    copy them to channels-last (False, the default); forgets the plans made so far."""
    load()
    _handle.hipconv_torch_set_channels_first(int(bool(native)))
    clear_plans()


def plan_count() -> int:
    return 0 if _handle is None else int(_handle.hipconv_torch_plan_count())


def plan_of(request: Request) -> Optional[dict]:
    """The plan the operators hold for ``request``: {'outcome': 'run' | 'refused' |
    'error', 'instance': index, 'message': "library:instance" or why, ...}, or None
    when no call has made one."""
    if _handle is None:
        return None
    c_request = _ffi.new("hipconv_torch_request*")
    c_request.direction = DIRECTIONS.index(request.direction)
    c_request.dtype = {v: k for k, v in DTYPES.items()}[request.dtype]
    if request.device == "cpu":
        c_request.device_type, c_request.device_index = 0, -1
    else:
        c_request.device_type, c_request.device_index = 1, int(request.device.partition(":")[2] or 0)
    c_request.bias = int(request.bias)
    c_request.layout = LAYOUTS.index(request.layout)
    c_request.activation = request.activation
    fill_problem(c_request.problem, request.problem)
    plan = _ffi.new("hipconv_torch_plan*")
    if not _handle.hipconv_torch_find_plan(c_request, plan):
        return None
    return {"outcome": ("run", "refused", "error")[plan.outcome], "instance": plan.instance,
            "bias_in_epilogue": bool(plan.bias_in_epilogue), "workspace_bytes": plan.workspace_bytes,
            "message": _ffi.string(plan.message).decode()}
