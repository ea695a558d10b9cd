"""Stage 4 of the flow: configure and build a generated folder with CMake.

``build(source_dir, build_dir, platform)`` runs ``cmake -S/-B`` (Ninja when it
is on PATH) and ``cmake --build --parallel`` with every core, streaming the
compiler's progress lines, and returns the path of the shared library.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Callable, Optional

from .errors import BuildError
from .model import Platform


def gpu_present(vendor: str) -> bool:
    if vendor == "amd":
        return os.path.exists("/dev/kfd") and shutil.which("hipcc") is not None
    if shutil.which("nvcc") is None or shutil.which("nvidia-smi") is None:
        return False
    try:
        out = subprocess.run(["nvidia-smi", "-L"], capture_output=True, text=True, timeout=20)
    except (OSError, subprocess.SubprocessError):
        return False
    return out.returncode == 0 and "GPU" in out.stdout


def detect_platform() -> Platform:
    """amd with an AMD GPU and hipcc, nvidia with an NVIDIA GPU and nvcc, else cpu."""
    if gpu_present("amd"):
        return Platform.AMD
    if gpu_present("nvidia"):
        return Platform.NVIDIA
    return Platform.CPU


def resolve_platform(platform: Platform | str) -> Platform:
    platform = Platform(platform) if isinstance(platform, str) else platform
    return detect_platform() if platform is Platform.AUTO else platform


# Environment variables that change what a build produces: CMake's compiler, flag and
# toolchain variables, the compilers' own (nvcc's and hipcc's extra flags, gcc's search
# paths) and the CMake project's own hints.  The build cache's key covers their values
# (codegen/cache.py): a library built with CXXFLAGS=-fsanitize=address is not the one a
# plain environment loads.
BUILD_ENVIRONMENT = ("CC", "CXX", "CFLAGS", "CXXFLAGS", "CPPFLAGS", "LDFLAGS", "CMAKE_TOOLCHAIN_FILE",
                     "CUDACXX", "CUDAFLAGS", "CUDAHOSTCXX", "CUDAARCHS", "NVCC_PREPEND_FLAGS", "NVCC_APPEND_FLAGS",
                     "CUDA_PATH", "CUDA_HOME",
                     "HIPCXX", "HIPFLAGS", "HIPHOSTCXX", "HIPARCHS", "HIPCC_COMPILE_FLAGS_APPEND",
                     "HIPCC_LINK_FLAGS_APPEND", "HIP_PLATFORM", "HIP_PATH", "ROCM_PATH",
                     "CPATH", "C_INCLUDE_PATH", "CPLUS_INCLUDE_PATH", "LIBRARY_PATH", "GCC_EXEC_PREFIX",
                     "COMPILER_PATH")


def build_environment() -> dict:
    """The variables of BUILD_ENVIRONMENT set (non-empty) in this process, by name."""
    return {name: os.environ[name] for name in BUILD_ENVIRONMENT if os.environ.get(name)}


LAUNCHERS = ("sccache", "ccache")   # looked for on PATH by launcher="auto", in this order


def resolve_launcher(launcher: Optional[str] = "auto") -> Optional[str]:
    """The compiler launcher a build uses: ``"none"`` (or None) for none; ``"auto"``: the
    environment variable HIPCONV_COMPILER_LAUNCHER if set (``none`` turns it off), else the
    first of sccache, ccache on PATH, else none; anything else is a program name or path,
    which must exist."""
    if launcher is None or launcher == "none":
        return None
    if launcher == "auto":
        chosen = os.environ.get("HIPCONV_COMPILER_LAUNCHER")
        if chosen:
            return resolve_launcher(chosen) if chosen != "auto" else None
        for name in LAUNCHERS:
            found = shutil.which(name)
            if found:
                return found
        return None
    found = shutil.which(launcher)
    if found is None:
        raise BuildError(f"compiler launcher {launcher!r} not found (a program on PATH or a path; "
                         "'none' for no launcher)")
    return found


def library_path(build_dir: str | os.PathLike, library: str) -> Path:
    return Path(build_dir) / f"libhipconv_{library}.so"


def build(source_dir: str | os.PathLike, build_dir: str | os.PathLike, library: str,
          platform: Platform | str = Platform.AUTO, jobs: Optional[int] = None,
          sanitize: Optional[str] = None, progress: Optional[Callable[[str], None]] = None,
          extra_args: tuple = (), launcher: Optional[str] = "auto") -> Path:
    """Configure + build; returns the library path.  Raises BuildError with the log tail.
    ``launcher`` (see resolve_launcher) goes to CMake as CMAKE_CXX_COMPILER_LAUNCHER and
    CMAKE_CUDA_COMPILER_LAUNCHER: ccache/sccache caching, and through them distributed
    compiles."""
    platform = resolve_platform(platform)
    definitions = {"HIPCONV_PLATFORM": platform.value}
    if sanitize is not None:
        definitions["HIPCONV_SANITIZE"] = sanitize
    build_project(source_dir, build_dir, definitions, jobs=jobs, progress=progress,
                  extra_args=extra_args, launcher=launcher)
    path = library_path(build_dir, library)
    if not path.exists():
        raise BuildError(f"the build finished but {path} is missing")
    return path


def build_project(source_dir: str | os.PathLike, build_dir: str | os.PathLike, definitions: dict,
                  jobs: Optional[int] = None, progress: Optional[Callable[[str], None]] = None,
                  extra_args: tuple = (), launcher: Optional[str] = "auto") -> None:
    """Configure (Ninja when it is on PATH, Release, ``-D`` every item of ``definitions``)
    and build any CMake project with every core, streaming the compiler's progress lines
    to ``progress``.  Raises BuildError with the log tail."""
    if shutil.which("cmake") is None:
        raise BuildError("cmake is not on PATH; install CMake >= 3.20")
    build_dir = Path(build_dir)
    build_dir.mkdir(parents=True, exist_ok=True)
    jobs = jobs or os.cpu_count() or 1
    configure = ["cmake", "-S", str(source_dir), "-B", str(build_dir), "-DCMAKE_BUILD_TYPE=Release"]
    configure += [f"-D{name}={value}" for name, value in definitions.items()]
    cache = build_dir / "CMakeCache.txt"
    if shutil.which("ninja") and not cache.exists():
        configure += ["-G", "Ninja"]
    chosen = resolve_launcher(launcher)
    # always set (empty for none), so a cached build folder follows the current choice
    configure += [f"-DCMAKE_CXX_COMPILER_LAUNCHER={chosen or ''}",
                  f"-DCMAKE_CUDA_COMPILER_LAUNCHER={chosen or ''}"]
    if progress is not None and chosen:
        progress(f"compiler launcher: {chosen}")
    configure += list(extra_args)
    group_record = build_dir / GROUP_RECORD
    _run(configure, "configure", progress, group_record)
    _run(["cmake", "--build", str(build_dir), "--parallel", str(jobs)], "build", progress, group_record)


GROUP_RECORD = "builder-process-group"     # in a build folder: the running CMake step's process group


def _run(command: list, stage: str, progress: Optional[Callable[[str], None]], group_record: Path):
    """Run one CMake step in a process group of its own, streaming its progress lines.  If
    this process is interrupted (SIGINT, or SIGTERM while it builds in the main thread),
    the whole group -- cmake, ninja and every compiler -- ends with it.  While the step
    runs, ``group_record`` holds the group's id, so that whoever finds the folder after
    this process was killed outright (SIGKILL, OOM) can end the group it left running
    (end_abandoned_build)."""
    lines: list[str] = []
    try:
        proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                text=True, bufsize=1, start_new_session=True)
    except OSError as exc:
        raise BuildError(f"cannot run {command[0]}: {exc}") from None
    previous = _raise_on_sigterm()
    try:
        group_record.write_text(f"{proc.pid}\n")
        assert proc.stdout is not None
        for line in proc.stdout:
            lines.append(line.rstrip("\n"))
            if progress is not None and (line.startswith("[") or "error" in line.lower()):
                progress(line.rstrip("\n"))
        code = proc.wait()
    except BaseException:
        _end_group(proc)
        raise
    finally:
        group_record.unlink(missing_ok=True)
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)
    if code != 0:
        tail = "\n".join(lines[-60:])
        raise BuildError(f"cmake {stage} failed (exit {code}): {' '.join(command)}\n{tail}",
                         log="\n".join(lines))


class Terminated(SystemExit):
    """SIGTERM arrived during a build (exit status 143 unless caught)."""


def _raise_on_sigterm():
    """In the main thread, make SIGTERM raise Terminated (so that the build's process group
    is ended) and return the handler it replaced; elsewhere None."""
    if threading.current_thread() is not threading.main_thread():
        return None

    def handler(signum, frame):
        raise Terminated(128 + signum)
    try:
        return signal.signal(signal.SIGTERM, handler)
    except (ValueError, OSError):
        return None


def _end_group(proc: subprocess.Popen):
    """SIGTERM to the build's process group, SIGKILL after 5 s."""
    for sig, wait in ((signal.SIGTERM, 5.0), (signal.SIGKILL, 5.0)):
        try:
            os.killpg(proc.pid, sig)
        except (ProcessLookupError, PermissionError):
            return
        try:
            proc.wait(timeout=wait)
            return
        except subprocess.TimeoutExpired:
            continue


def end_abandoned_build(folder: Path, wait_s: float = 10.0) -> list[int]:
    """End what a builder killed outright left running in ``folder``: for each process-group
    record under it (written by _run), SIGKILL the members of that group that still work
    in ``folder`` (it is on their command line or is their working directory: a recycled
    group id never matches), and wait up to ``wait_s`` for them to go.  Returns the pids
    ended.  Without /proc (not Linux) there is nothing to find and nothing is ended."""
    proc_root = Path("/proc")
    if not proc_root.is_dir():
        return []
    groups = set()
    # os.walk, not Path.rglob: the abandoned build's compilers may still create and remove
    # folders under it (CMake's TryCompile scratch), and os.walk skips one that vanishes
    # where rglob raises FileNotFoundError.
    for root, _, files in os.walk(folder):
        if GROUP_RECORD not in files:
            continue
        try:
            groups.add(int((Path(root) / GROUP_RECORD).read_text().split()[0]))
        except (OSError, ValueError, IndexError):
            continue
    groups.discard(os.getpgrp())
    if not groups:
        return []
    marker = str(folder.resolve())
    ended = []
    for entry in proc_root.iterdir():
        if not entry.name.isdigit():
            continue
        pid = int(entry.name)
        try:
            if os.getpgid(pid) not in groups:
                continue
            command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            try:
                where = os.readlink(entry / "cwd")
            except OSError:
                where = ""
            inside = marker + os.sep             # the folder itself, not a sibling sharing its prefix
            if inside in command or command.rstrip().endswith(marker) or where == marker or where.startswith(inside):
                os.kill(pid, signal.SIGKILL)
                ended.append(pid)
        except (OSError, ProcessLookupError):
            continue
    deadline = time.monotonic() + wait_s
    while ended and time.monotonic() < deadline:
        alive = [pid for pid in ended if _alive(pid)]
        if not alive:
            break
        time.sleep(0.05)
    return ended


def _alive(pid: int) -> bool:
    """``pid`` exists and is not a zombie (an orphan's zombie waits for init to reap it)."""
    try:
        status = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return status.rsplit(")", 1)[-1].split()[0] != "Z"


def print_progress(line: str):
    sys.stderr.write(line + "\n")
    sys.stderr.flush()
