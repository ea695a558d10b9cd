"""The build cache (codegen/cache.py, runtime.build): concurrent first builds by several
processes with one killed mid-build, SIGTERM ending the compilers, a corrupted library
rebuilt, read-only hits, an unwritable cache root named in one line, the generator's code
in the key, and the quickstart's --build filling the cache runtime.build reads."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from codegen import cache
from codegen.errors import BuildError
from conftest import REPO_ROOT, require_tools

pytestmark = [pytest.mark.build]

TINY = textwrap.dedent("""\
    library: tiny
    instances:
      - name: tiny_generic
        signature: {direction: backward_data, spatial_dim: 1, data_type: fp32}
        algorithm: {micro_kernel: fma, block: {m: 64, n: 64, k: 8}, thread: {m: 4, n: 4}}
        targets: [sm_80]
    """)


@pytest.fixture
def tiny(tmp_path, monkeypatch):
    require_tools("cmake", "g++")
    monkeypatch.setenv("HIPCONV_CACHE_DIR", str(tmp_path / "cache"))
    spec = tmp_path / "tiny.yaml"
    spec.write_text(TINY)
    return spec


def _child(spec: Path, cache_dir: Path) -> subprocess.Popen:
    code = ("import runtime, sys; lib = runtime.build(sys.argv[1], platform='cpu'); "
            "print('LOADED', lib.path, [i.name for i in lib.instances])")
    env = dict(os.environ, HIPCONV_CACHE_DIR=str(cache_dir), PYTHONPATH=str(REPO_ROOT))
    return subprocess.Popen([sys.executable, "-c", code, str(spec)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env, start_new_session=True)


def _wait_for(predicate, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.05)
    return False


def test_six_processes_one_killed_mid_build(tiny, tmp_path):
    """Six processes build one spec into an empty cache; the first is SIGKILLed while it
    compiles (its compilers, in a process group of their own, live on).  The other five
    load the same complete library, which was built at most twice (by the killed one and
    one successor); the successor ended the dead builder's compilers before removing its
    private folder, and no private folder or compiler is left."""
    root = tmp_path / "cache"
    first = _child(tiny, root)
    assert _wait_for(lambda: root.is_dir() and any(root.glob("*.tmp-*")), 60), "the first build never started"
    others = [_child(tiny, root) for _ in range(5)]
    time.sleep(1.0)                           # they are waiting on the lock now
    os.killpg(first.pid, signal.SIGKILL)
    first.wait()
    results = [p.communicate(timeout=300) for p in others]
    for (out, err), p in zip(results, others):
        assert p.returncode == 0, err
        assert "LOADED" in out and "['tiny_generic']" in out, (out, err)
    paths = {out.split()[1] for out, _ in results}
    assert len(paths) == 1
    builds = sum(err.count("hipconv: building tiny") for _, err in results)
    assert builds == 1, [err for _, err in results]
    assert not list(root.glob("*.tmp-*"))
    leftover = subprocess.run(["pgrep", "-f", str(root)], capture_output=True, text=True).stdout.split()
    assert not leftover, f"processes of the killed build still run: {leftover}"
    record = json.loads((Path(next(iter(paths))).parent / "library.json").read_text())
    assert record["sha256"] == cache.file_digest(Path(next(iter(paths))))


def test_sigterm_ends_the_compilers(tiny, tmp_path):
    """SIGTERM to a process in the middle of a build: it exits and no cmake, ninja or
    compiler of its build is left running."""
    root = tmp_path / "cache"
    child = _child(tiny, root)
    assert _wait_for(lambda: root.is_dir() and any(root.glob("*.tmp-*/build")), 60)
    time.sleep(0.5)
    child.send_signal(signal.SIGTERM)
    child.wait(timeout=30)
    assert child.returncode != 0
    time.sleep(0.5)
    leftover = subprocess.run(["pgrep", "-f", str(root)], capture_output=True, text=True).stdout.split()
    assert not leftover, f"processes of the build still run: {leftover}"


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="end_abandoned_build reads /proc (Linux)")
def test_an_abandoned_build_is_ended_before_its_folder_is_removed(tmp_path):
    """What a builder killed outright leaves running in its private folder (a process group
    recorded there) is ended; a process of the same group working elsewhere (a recycled
    group id) and a process of another group working in the folder are left alone."""
    from codegen import build as cmake
    stale = tmp_path / "tiny-cpu-0.tmp-x"
    (stale / "build").mkdir(parents=True)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    # the group's leader works in the folder; its sibling in the same group works elsewhere
    compiler = subprocess.Popen(["sh", "-c", f"(cd '{elsewhere}' && exec sleep 61) & exec sleep 60"],
                                cwd=stale / "build", start_new_session=True)
    stranger = subprocess.Popen(["sleep", "62"], cwd=stale, start_new_session=True)
    try:
        assert _wait_for(lambda: len(_group(compiler.pid)) == 2, 10)
        sibling = next(pid for pid in _group(compiler.pid) if pid != compiler.pid)
        # the sibling forks in the folder and then moves: wait until it has (under load the
        # fork is seen before its cd, and it would still count as working in the folder)
        assert _wait_for(lambda: os.path.realpath(f"/proc/{sibling}/cwd") == str(elsewhere.resolve()), 10)
        (stale / "build" / cmake.GROUP_RECORD).write_text(f"{compiler.pid}\n")
        ended = cmake.end_abandoned_build(stale)
        assert ended == [compiler.pid]
        assert compiler.wait(timeout=10) == -signal.SIGKILL
        assert _group(compiler.pid) == [sibling] and stranger.poll() is None
    finally:
        for pid in _group(compiler.pid):
            os.kill(pid, signal.SIGKILL)
        for proc in (compiler, stranger):
            proc.kill()
            proc.wait()


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="end_abandoned_build reads /proc (Linux)")
def test_an_abandoned_build_folder_that_changes_under_the_search(tmp_path, monkeypatch):
    """The killed build's compilers may still remove folders while end_abandoned_build looks
    for its group records (the full suite once saw CMake's TryCompile scratch vanish mid-search:
    FileNotFoundError out of Path.rglob): a folder that vanishes is skipped, the records
    elsewhere are still read."""
    from codegen import build as cmake
    stale = tmp_path / "tiny-cpu-0.tmp-x"
    vanishing = stale / "build" / "CMakeFiles" / "CMakeScratch" / "TryCompile-x"
    vanishing.mkdir(parents=True)
    (stale / "build" / cmake.GROUP_RECORD).write_text("999999999\n")   # no such group: nothing to end
    real_scandir = os.scandir

    def scandir(path="."):
        if Path(path) == vanishing:
            raise FileNotFoundError(2, "No such file or directory", str(path))
        return real_scandir(path)

    read = []
    real_read_text = Path.read_text
    monkeypatch.setattr(os, "scandir", scandir)
    monkeypatch.setattr(Path, "read_text", lambda self, *a, **k: read.append(self) or real_read_text(self, *a, **k))
    assert cmake.end_abandoned_build(stale) == []
    assert read == [stale / "build" / cmake.GROUP_RECORD]


def _group(pgid: int) -> list[int]:
    """The live processes of process group ``pgid``."""
    found = []
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and os.getpgid(int(entry.name)) == pgid:
                if (entry / "stat").read_text().rsplit(")", 1)[-1].split()[0] != "Z":
                    found.append(int(entry.name))
        except (OSError, ProcessLookupError):
            continue
    return found


def test_corrupted_library_is_rebuilt(tiny, recwarn):
    import runtime
    path = cache.cached_build(tiny, "cpu", quiet=True)        # built, not loaded: truncating a
    with open(path, "r+b") as handle:                          # loaded library kills its process
        handle.truncate(100)            # as a build killed in the link leaves it
    with pytest.warns(RuntimeWarning, match="fails its SHA-256 check"):
        again = runtime.build(str(tiny), platform="cpu", quiet=True)
    assert [i.name for i in again.instances] == ["tiny_generic"]
    assert cache.verified_library(again.path.parent) == again.path


def test_a_hit_writes_nothing(tiny, monkeypatch):
    """A cache hit takes no lock and writes nothing (a read-only cache serves it); only the
    last-use time is touched, and its failure is ignored."""
    import runtime
    runtime.build(str(tiny), platform="cpu", quiet=True)

    def no_lock(*args, **kwargs):
        raise AssertionError("a hit took the build lock")

    def no_utime(*args, **kwargs):
        raise PermissionError(30, "Read-only file system")
    monkeypatch.setattr(cache, "exclusive", no_lock)
    monkeypatch.setattr(cache.os, "utime", no_utime)
    assert [i.name for i in runtime.build(str(tiny), platform="cpu").instances] == ["tiny_generic"]


def test_unwritable_cache_is_one_line_naming_the_variable(tiny, tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("HIPCONV_CACHE_DIR", str(blocker / "cache"))
    with pytest.raises(BuildError) as info:
        cache.cached_build(tiny, "cpu", quiet=True)
    message = str(info.value)
    assert "HIPCONV_CACHE_DIR=" in message and "not writable" in message and "\n" not in message


def test_the_key_covers_the_generator_and_the_compiler(tiny, monkeypatch):
    spec_bytes = tiny.read_bytes()
    base = cache.build_digest(spec_bytes, cache.Platform.CPU, None)
    monkeypatch.setattr(cache, "generator_digest", lambda: "another generator")
    assert cache.build_digest(spec_bytes, cache.Platform.CPU, None) != base
    monkeypatch.undo()
    monkeypatch.setattr(cache, "compiler_identity", lambda platform: "g++ 99")
    assert cache.build_digest(spec_bytes, cache.Platform.CPU, None) != base
    assert cache.build_digest(spec_bytes, cache.Platform.CPU, "address") != base


def test_quickstart_build_fills_the_cache(tiny, tmp_path, monkeypatch, capfd):
    """`python -m codegen SPEC --build` builds through the cache and puts the library in
    build/<stem>-<platform>/; runtime.build of the same spec then loads it silently."""
    import runtime
    from codegen.__main__ import main
    monkeypatch.chdir(tmp_path)
    assert main([str(tiny), "--build", "--platform", "cpu", "--quiet"]) == 0
    published = tmp_path / "build" / "tiny-cpu" / "libhipconv_tiny.so"
    assert published.is_file()
    capfd.readouterr()
    lib = runtime.build(str(tiny), platform="cpu")
    assert capfd.readouterr().err == ""
    assert cache.file_digest(lib.path) == cache.file_digest(published)
    assert [i.name for i in runtime.load(published.parent).instances] == ["tiny_generic"]


# ------------------------------------------------------------------ issue 72: poisoning, truncated loads

def test_the_key_covers_build_flags_from_the_environment(tiny, monkeypatch):
    """CXXFLAGS=-fsanitize=address (or LDFLAGS, CPPFLAGS, nvcc's extra flags) changes the
    library: a build under them must not share the plain build's folder (today it did, and
    every later plain process died: 'ASan runtime does not come first')."""
    spec_bytes = tiny.read_bytes()
    flags = (("CXXFLAGS", "-fsanitize=address"), ("LDFLAGS", "-fsanitize=address"),
             ("CPPFLAGS", "-DNDEBUG=0"), ("NVCC_APPEND_FLAGS", "-G"))
    for name, _ in flags:
        monkeypatch.delenv(name, raising=False)
    plain = cache.build_digest(spec_bytes, cache.Platform.CPU, None)
    digests = {plain}
    for name, value in flags:
        monkeypatch.setenv(name, value)
        digests.add(cache.build_digest(spec_bytes, cache.Platform.CPU, None))
        monkeypatch.delenv(name)
    assert len(digests) == 5
    monkeypatch.setenv("CXXFLAGS", "")                 # empty is unset, for CMake and for the key
    assert cache.build_digest(spec_bytes, cache.Platform.CPU, None) == plain


_LOAD = """
import sys, runtime
for path in sys.argv[1:]:
    try:
        runtime.load(path)
        print("LOADED", path)
    except runtime.LibraryFileError as error:
        print("REFUSED", error)
"""


def test_a_truncated_library_is_refused_before_dlopen(tiny, tmp_path):
    """`head -c 100000 lib.so > t.so; runtime.load("t.so")` died with SIGBUS (so did a build
    folder holding it): every load checks the ELF headers against the file's size first,
    and a cache record beside the library against its SHA-256 (a child process: a SIGBUS
    must not kill the tests)."""
    import shutil
    import subprocess
    import sys
    built = cache.cached_build(tiny, "cpu", quiet=True)
    truncated = tmp_path / "t.so"
    truncated.write_bytes(built.read_bytes()[:100_000])
    folder = tmp_path / "build" / "tiny-cpu"
    folder.mkdir(parents=True)
    shutil.copy(truncated, folder / built.name)
    changed = tmp_path / "changed"                  # a copy of a cache folder, its library altered
    shutil.copytree(built.parent, changed)
    data = bytearray((changed / built.name).read_bytes())
    data[-1] ^= 0xFF
    (changed / built.name).write_bytes(bytes(data))
    result = subprocess.run([sys.executable, "-c", _LOAD, str(truncated), str(folder), str(changed), str(built)],
                            capture_output=True, text=True, timeout=120, cwd=REPO_ROOT,
                            env=dict(os.environ, PYTHONPATH=str(REPO_ROOT)))
    assert result.returncode == 0, (result.returncode, result.stderr[-2000:])
    lines = result.stdout.splitlines()
    assert len(lines) == 4, result.stdout
    assert lines[0].startswith("REFUSED") and "truncated: 100000 bytes" in lines[0]
    assert lines[1].startswith("REFUSED") and "truncated" in lines[1]
    assert lines[2].startswith("REFUSED") and "SHA-256" in lines[2]
    assert lines[3] == f"LOADED {built}"
