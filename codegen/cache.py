"""The build cache: a spec built once per (spec text, generator, platform, sanitizer,
compiler, build environment), shared by every process that asks for it.

    library_file = cached_build("specs/fwd.yaml", Platform.CPU)     # a path to the .so

Layout: ``cache_root()/<stem>-<platform>-<hash>/`` holding ``libhipconv_<library>.so``,
``library.json`` (its SHA-256 and what it was built from) and ``src/`` (the generated
sources it was built from).  The hash covers the spec's bytes, every file of the
``codegen`` package (its Python code and templates: what shapes the output), the
platform, the sanitizer, the compiler's identity (``--version`` of the compiler the
platform builds with) and the environment variables that change a build's output
(``build.BUILD_ENVIRONMENT``: ``CXX``, ``CXXFLAGS``, ``LDFLAGS``, ``CPPFLAGS``, nvcc's and
hipcc's extra flags, ...: their values where set).

What it guarantees:

* **Concurrent processes.** One process builds a folder (an exclusive ``flock`` on
  ``<folder>.lock``); the others wait for it, then load what it built.  A build happens in
  a private folder (``<folder>.tmp-*``) that is renamed into place only when the library
  and its digest are complete, so no process ever sees a half-written library.
* **Crashes mid-build.** A builder killed at any point (SIGKILL, OOM) leaves only a
  private folder, which the next builder removes after ending the compilers the dead
  builder left running there (their process group is recorded in the folder); its lock
  dies with it.  SIGTERM and SIGINT during a build end the compiler processes with it.
* **Corruption.** A hit checks the library's SHA-256 against ``library.json`` before it is
  loaded; a library that fails (truncated, overwritten) is rebuilt, with a warning.
* **Read-only caches.** A hit reads only: a cache filled elsewhere and mounted read-only
  serves its libraries.  A miss in an unwritable cache is a one-line error naming
  ``HIPCONV_CACHE_DIR``.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import re
import shutil
import subprocess
import tempfile
import time
import warnings
from pathlib import Path
from typing import Callable, Optional, Union

from . import build as cmake
from .emit import emit, write
from .errors import BuildError
from .files import read_json
from .locks import exclusive
from .model import Platform
from .parse import parse_text, read_spec

PACKAGE_DIR = Path(__file__).resolve().parent
DIGEST_CHARS = 16      # of a build folder's hash
RECORD = "library.json"


def cache_root() -> Path:
    """$HIPCONV_CACHE_DIR, else ~/.cache/hipconv."""
    env = os.environ.get("HIPCONV_CACHE_DIR")
    return Path(env) if env else Path.home() / ".cache" / "hipconv"


@functools.lru_cache(maxsize=1)
def generator_digest() -> str:
    """SHA-256 of every file of the codegen package (sources and templates), in path order."""
    digest = hashlib.sha256()
    for path in sorted(PACKAGE_DIR.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
            digest.update(str(path.relative_to(PACKAGE_DIR)).encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


@functools.lru_cache(maxsize=8)
def compiler_identity(platform: Platform) -> str:
    """The compiler the platform builds with, as the first lines of its --version (not its
    path: the same compiler installed elsewhere builds the same library)."""
    names = {Platform.CPU: [os.environ.get("CXX"), "c++", "g++"],
             Platform.NVIDIA: [os.environ.get("CUDACXX"), "nvcc"],
             Platform.AMD: [os.environ.get("HIPCXX"), "hipcc"]}[platform]
    for name in filter(None, names):
        found = shutil.which(name)
        if found is None:
            continue
        try:
            text = subprocess.run([found, "--version"], capture_output=True, text=True, timeout=60).stdout
        except (OSError, subprocess.SubprocessError):
            text = ""
        lines = [line for line in text.splitlines() if line.strip()]
        return f"{Path(found).name}: {' | '.join(lines[:4])}"
    return "no compiler found"


def build_digest(spec_bytes: bytes, platform: Platform, sanitize: Optional[str],
                 environment: Optional[dict] = None) -> str:
    """The key of a build: the spec's bytes, the generator, the platform, the sanitizer, the
    compiler and the build-affecting environment (``build.BUILD_ENVIRONMENT``: CXXFLAGS,
    LDFLAGS, ...; default: this process's)."""
    environment = cmake.build_environment() if environment is None else environment
    digest = hashlib.sha256()
    for part in (spec_bytes, generator_digest().encode(), platform.value.encode(), (sanitize or "").encode(),
                 compiler_identity(platform).encode(), json.dumps(sorted(environment.items())).encode()):
        digest.update(part + b"\0")
    return digest.hexdigest()


def build_folder(stem: str, platform: Platform, digest: str) -> Path:
    return cache_root() / f"{stem}-{platform.value}-{digest[:DIGEST_CHARS]}"


def file_digest(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def verified_library(folder: Path) -> Optional[Path]:
    """The folder's library if its record is there and its SHA-256 matches; else None."""
    record = read_json(folder / RECORD)
    if not isinstance(record, dict) or not isinstance(record.get("file"), str) or "/" in record["file"]:
        return None
    library = folder / record["file"]
    try:
        if file_digest(library) == record.get("sha256"):
            return library
    except OSError:
        pass
    return None


def _unwritable(root: Path, error: OSError) -> BuildError:
    where = (f"HIPCONV_CACHE_DIR={root}" if os.environ.get("HIPCONV_CACHE_DIR")
             else f"the cache folder {root} (HIPCONV_CACHE_DIR chooses another)")
    return BuildError(f"{where} is not writable ({error.strerror or error}): a first build of a spec "
                      "needs to write there")


def cached_build(spec: Union[str, os.PathLike], platform: Union[Platform, str] = Platform.AUTO,
                 sanitize: Optional[str] = None, quiet: bool = False, launcher: Optional[str] = "auto",
                 progress: Optional[Callable[[str], None]] = None) -> Path:
    """The path of ``spec``'s library for ``platform``, built first if the cache has no
    verified one (module docstring).  Progress goes to ``progress`` (default: stderr)
    unless ``quiet``; a hit prints nothing."""
    spec_path = Path(spec)
    spec_bytes, text = read_spec(str(spec_path))        # once: the key hashes what is parsed
    parsed = parse_text(text, str(spec_path))
    resolved = cmake.resolve_platform(platform)
    environment = cmake.build_environment()
    folder = build_folder(parsed.stem, resolved, build_digest(spec_bytes, resolved, sanitize, environment))

    def build_into(private: Path, say) -> Path:
        if say is not None:
            say(f"hipconv: building {parsed.library} ({len(parsed.instances)} instances) for "
                f"{resolved.value} in {folder} (once; cached afterwards)")
        write(emit(parsed), str(private / "src"))
        built = cmake.build(private / "src", private / "build", parsed.library, resolved,
                            sanitize=sanitize, progress=say, launcher=launcher)
        shutil.copy2(built, private / built.name)
        shutil.rmtree(private / "build")
        return private / built.name

    return install_once(folder, build_into, None if quiet else (progress or cmake.print_progress),
                        {"library": parsed.library, "spec": str(spec_path.resolve()), "platform": resolved.value,
                         "sanitize": sanitize, "compiler": compiler_identity(resolved),
                         "environment": environment})


def install_once(folder: Path, build_into: Callable[[Path, Optional[Callable[[str], None]]], Path],
                 say: Optional[Callable[[str], None]], describe: dict) -> Path:
    """The verified file that ``build_into(private_folder, say)`` makes in ``folder``:
    read from the cache when ``folder`` holds one whose SHA-256 matches its record, else
    built once under ``folder``'s lock into a private folder that is renamed into place
    with the record (``describe`` goes into it).  The guarantees of the module docstring."""
    library = verified_library(folder)
    if library is not None:
        try:
            os.utime(folder)     # last use, for clear_cache(older_than_days=...); a read-only cache skips it
        except OSError:
            pass
        return library
    try:
        folder.parent.mkdir(parents=True, exist_ok=True)
        lock = exclusive(folder, say)
        lock.__enter__()
    except OSError as error:
        raise _unwritable(folder.parent, error) from None
    try:
        library = verified_library(folder)         # another process built it while this one waited
        if library is not None:
            return library
        if folder.exists():                         # a record or library that fails its check
            warnings.warn(f"hipconv: the cached library in {folder} fails its SHA-256 check "
                          "(truncated or changed); rebuilding it", RuntimeWarning, stacklevel=3)
        for stale in folder.parent.glob(folder.name + ".tmp-*"):     # left by a builder that died
            cmake.end_abandoned_build(stale)      # its compilers may still be writing there
            shutil.rmtree(stale, ignore_errors=True)
        try:
            private = Path(tempfile.mkdtemp(prefix=folder.name + ".tmp-", dir=folder.parent))
        except OSError as error:
            raise _unwritable(folder.parent, error) from None
        try:
            built = build_into(private, say)
            (private / RECORD).write_text(json.dumps({
                "file": built.name, "sha256": file_digest(built), **describe,
                "built": time.strftime("%Y-%m-%dT%H:%M:%S")}, indent=1))
            if folder.exists():                     # replace the failed one
                retired = folder.with_name(folder.name + f".tmp-retired-{os.getpid()}")
                os.rename(folder, retired)
                shutil.rmtree(retired, ignore_errors=True)
            os.rename(private, folder)
        except BaseException:
            shutil.rmtree(private, ignore_errors=True)
            raise
        return folder / built.name
    finally:
        lock.__exit__(None, None, None)


def clear_cache(older_than_days: Optional[float] = None) -> list[Path]:
    """Remove the cached builds (folders ``<stem>-<platform>-<hash>`` under ``cache_root()``),
    all of them or those not used for ``older_than_days``; return the folders removed.
    Anything else under the cache root is left alone."""
    root = cache_root()
    if not root.is_dir():
        return []
    platforms = "|".join(p.value for p in Platform if p is not Platform.AUTO)
    pattern = re.compile(rf"^.+-({platforms})-[0-9a-f]{{{DIGEST_CHARS}}}$")
    cutoff = None if older_than_days is None else time.time() - older_than_days * 86400
    removed = []
    for folder in sorted(root.iterdir()):
        if not pattern.match(folder.name):
            continue
        linked = folder.is_symlink()     # a link named like a build: the link goes, never its target
        if not linked and not folder.is_dir():
            continue
        if cutoff is not None and folder.lstat().st_mtime > cutoff:
            continue
        if linked:
            folder.unlink()
        else:
            shutil.rmtree(folder)
        removed.append(folder)
    return removed
