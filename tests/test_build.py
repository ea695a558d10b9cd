"""Stage 4 of the flow: the generated folder builds on its own (CMake, cpu platform).

* A generated folder (bwd_data.yaml's 1D instances) builds with plain
  ``cmake -S -B && cmake --build`` and no Python on PATH; the library lists
  every instance.  The committed generated/bwd_data/, copied anywhere,
  configures without Python and compiles every instance of the platform.
* ``--sanitize address`` builds an ASan library (a filtered subset, to keep
  CI time down) that computes correct results and whose ASan runtime is
  live: a deliberately short output buffer is reported as a heap overflow;
  the direct gathers of both directions (few_channels, depthwise, the X-window
  runs) run their check problems under ASan too.
"""

from __future__ import annotations

import json
import re
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from codegen.build import detect_platform
from conftest import REPO_ROOT, require_tools

pytestmark = [pytest.mark.build, pytest.mark.slow]

JOBS = str(os.cpu_count() or 1)


def _run(command, **kwargs):
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    assert result.returncode == 0, (f"{' '.join(map(str, command))} failed "
                                    f"({result.returncode}):\n{result.stdout[-4000:]}"
                                    f"\n{result.stderr[-4000:]}")
    return result


def compile_commands_by_source(commands: str) -> dict:
    """{source path: its compile command} from ``ninja -t commands``: a command compiling a
    build batch (HIPCONV_BATCH_SIZE) counts for each source the batch includes."""
    found = {}
    for line in commands.splitlines():
        compiled = re.search(r" -c (\S+)", line)
        if not compiled:
            continue
        path = Path(compiled.group(1))
        if "hipconv_batches" in path.parts:
            for included in re.findall(r'^#include "([^"]+)"', path.read_text(), re.M):
                found[included] = line
        else:
            found[str(path)] = line
    return found


def _command_of(commands: dict, relative: str) -> str:
    """The compile command of the source whose path ends in ``relative`` (one only)."""
    matches = [line for path, line in commands.items() if path.endswith("/" + relative)]
    assert len(matches) == 1, (relative, len(matches))
    return matches[0]


def _python_free_env(tmp_path: Path) -> dict:
    """PATH with python/python3 shadowed by scripts that fail loudly."""
    trap = tmp_path / "no-python-bin"
    trap.mkdir()
    for name in ("python", "python3", f"python3.{sys.version_info.minor}"):
        script = trap / name
        script.write_text("#!/bin/sh\necho 'the standalone build called python' >&2\nexit 97\n")
        script.chmod(0o755)
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env["PATH"] = f"{trap}{os.pathsep}{env.get('PATH', '')}"
    return env


def test_standalone_build_without_python(tmp_path):
    """The 1D instances of bwd_data.yaml (every kernel family of the spec has one), generated
    once with Python and then built with plain CMake and no Python on PATH.  The whole
    spec's cpu build is the same CMake project with more sources: the operators' tests build
    it through the cache, and test_the_committed_folder_configures_without_python checks the
    committed folder itself."""
    require_tools("cmake", "g++")
    source = tmp_path / "bwd_data"
    _run([sys.executable, "-m", "codegen", "specs/bwd_data.yaml", "-q", "-o", str(source),
          "--filter", "bwd_data_1d_*"], cwd=REPO_ROOT, timeout=300)
    build = tmp_path / "build"
    env = _python_free_env(tmp_path)
    _run(["cmake", "-S", str(source), "-B", str(build)], env=env, cwd=tmp_path)
    _run(["cmake", "--build", str(build), "--parallel", JOBS], env=env, cwd=tmp_path)

    cache = (build / "CMakeCache.txt").read_text()
    platform = detect_platform().value
    assert f"HIPCONV_PLATFORM_RESOLVED:INTERNAL={platform}" in cache
    library_file = build / "libhipconv_bwd_data.so"
    assert library_file.is_file()

    import runtime
    library = runtime.load(build)
    assert library.path.resolve() == library_file.resolve()
    assert library.name == "bwd_data"
    assert library.platform == platform
    manifest = json.loads((source / "manifest.json").read_text())
    expected = [i["name"] for i in manifest["instances"] if platform in i["platforms"]]
    assert [i.name for i in library.instances] == expected
    from codegen.model import Platform
    from codegen.parse import parse_file
    shipped = [i for i in parse_file(str(REPO_ROOT / "specs" / "bwd_data.yaml")).instances
               if i.name.startswith("bwd_data_1d_")]
    assert len(manifest["instances"]) == len(shipped) >= 30
    # every instance builds here except those whose micro-kernel this platform
    # lacks (wgmma: nvidia only)
    assert expected == [i.name for i in shipped if Platform(platform) in i.platforms]
    # the registry reports what the spec says
    by_name = {i["name"]: i for i in manifest["instances"]}
    for inst in library.instances:
        m = by_name[inst.name]
        assert inst.spatial_dim == m["signature"]["spatial_dim"]
        assert (inst.x_type, inst.w_type, inst.y_type) == tuple(
            m["signature"]["data_type"][r] for r in "xwy")
        assert inst.block == tuple(m["algorithm"]["block"][k] for k in "mnk")
        assert inst.vector == m["algorithm"]["vector"]
        assert inst.index_bits == m["algorithm"]["index_bits"]
        for key in ("thread", "warp", "warpgroup"):   # the micro-kernel's tile (a thread's: with its taps, k)
            tile = m["algorithm"].get(key)
            extra = (tile.get("k", 0),) if tile and key == "thread" else ()
            assert getattr(inst, key) == ((tile["m"], tile["n"], *extra) if tile else None), key


def test_the_committed_folder_configures_without_python(tmp_path):
    """generated/bwd_data/, copied anywhere, configures with no Python on PATH, and none of
    its build commands runs Python (ninja lists them without running them)."""
    require_tools("cmake", "ninja")
    source = tmp_path / "bwd_data"
    shutil.copytree(REPO_ROOT / "generated" / "bwd_data", source)
    build = tmp_path / "build"
    env = _python_free_env(tmp_path)
    _run(["cmake", "-S", str(source), "-B", str(build), "-G", "Ninja"], env=env, cwd=tmp_path)
    commands = _run(["ninja", "-C", str(build), "-t", "commands"], env=env).stdout
    manifest = json.loads((source / "manifest.json").read_text())
    platform = detect_platform().value
    built = [i["name"] for i in manifest["instances"] if platform in i["platforms"]]
    assert len(built) > 100
    by_source = compile_commands_by_source(commands)
    for name in built:
        _command_of(by_source, f"src/{name}.cpp")
    assert "python" not in commands.lower()
    if platform == "cpu":     # HIPCONV_PRECOMPILE_HEADERS auto: on without a compiler launcher
        assert "cmake_pch" in commands
        _run(["cmake", "-S", str(source), "-B", str(build), "-DHIPCONV_PRECOMPILE_HEADERS=OFF"], env=env, cwd=tmp_path)
        assert "cmake_pch" not in _run(["ninja", "-C", str(build), "-t", "commands"], env=env).stdout


def test_a_small_library_skips_the_precompiled_header(tmp_path):
    """HIPCONV_PRECOMPILE_HEADERS=auto: a library of a few translation units (the two-instance
    spec: one batch and the registry) builds no precompiled header, which would cost more
    than it saves; ON forces one."""
    require_tools("cmake", "ninja", "g++")
    from codegen.__main__ import main
    spec = tmp_path / "tiny.yaml"
    spec.write_text(_TINY_SPEC)
    out = tmp_path / "out"
    assert main([str(spec), "-q", "-o", str(out)]) == 0
    for setting, expected in (("auto", False), ("ON", True)):
        build = tmp_path / f"build-{setting}"
        _run(["cmake", "-S", str(out), "-B", str(build), "-G", "Ninja", "-DHIPCONV_PLATFORM=cpu",
              f"-DHIPCONV_PRECOMPILE_HEADERS={setting}"], cwd=tmp_path)
        commands = _run(["ninja", "-C", str(build), "-t", "commands"]).stdout
        assert ("cmake_pch" in commands) == expected, setting


def test_batch_size_sets_the_sources_per_compiler_run(tmp_path):
    """-DHIPCONV_BATCH_SIZE=N: the instance sources that share compile options are compiled N
    to a translation unit, in order (the last batch holds the rest); 1 compiles each alone;
    anything but a positive integer is refused at configure time with one line."""
    require_tools("cmake", "ninja")
    source = REPO_ROOT / "generated" / "bwd_data"
    manifest = json.loads((source / "manifest.json").read_text())
    platform = detect_platform().value
    built = [i["name"] for i in manifest["instances"] if platform in i["platforms"]]
    for size in (1, 5):
        build = tmp_path / f"build{size}"
        _run(["cmake", "-S", str(source), "-B", str(build), "-G", "Ninja",
              f"-DHIPCONV_BATCH_SIZE={size}"], cwd=tmp_path)
        commands = _run(["ninja", "-C", str(build), "-t", "commands"]).stdout
        compiles = [line for line in commands.splitlines()
                    if " -c " in line and not re.search(r" -o \S+\.gch ", line)]   # not the PCH
        by_source = compile_commands_by_source(commands)
        assert sorted(Path(p).stem for p in by_source if "/src/" in p and not p.endswith("registry.cpp")) \
            == sorted(built)
        if size == 1:
            assert len(compiles) == len(built) + 1   # and the registry
            assert "hipconv_batches" not in commands
        else:
            batches = [line for line in compiles if "hipconv_batches" in line]
            assert len(batches) == -(-len(built) // size)   # one option group on this platform
    result = subprocess.run(["cmake", "-S", str(source), "-B", str(tmp_path / "bad"), "-G", "Ninja",
                             "-DHIPCONV_BATCH_SIZE=0"], capture_output=True, text=True)
    assert result.returncode != 0 and "HIPCONV_BATCH_SIZE='0' must be a positive integer" in result.stderr


@pytest.mark.nvcc
@pytest.mark.parametrize("only, expected", [
    ("", None), ("sm_90a", {"sm_90a"}), ("sm_80", {"sm_80"}),
    ("gfx940", set())], ids=["all", "sm_90a", "sm_80", "other_vendor"])
def test_only_targets_keeps_those_of_each_sources_targets(tmp_path, only, expected):
    """-DHIPCONV_ONLY_TARGETS: each source's -gencode flags are those of its own targets in the
    list; a source naming none of them keeps its first (sm_90a-only wgmma sources under sm_80),
    so every instance is still compiled (with only another vendor's targets listed, every
    source keeps its first)."""
    require_tools("cmake", "ninja", "nvcc")
    source = REPO_ROOT / "generated" / "bwd_data"
    build = tmp_path / "build"
    _run(["cmake", "-S", str(source), "-B", str(build), "-G", "Ninja", "-DHIPCONV_PLATFORM=nvidia",
          f"-DHIPCONV_ONLY_TARGETS={only}"], cwd=tmp_path)
    commands = compile_commands_by_source(_run(["ninja", "-C", str(build), "-t", "commands"]).stdout)
    manifest = json.loads((source / "manifest.json").read_text())
    for inst in manifest["instances"]:
        if "nvidia" not in inst["platforms"]:
            continue
        line = _command_of(commands, f"src/{inst['name']}.cpp")
        found = set(re.findall(r"code=(sm_\w+)", line))
        own = {t for t in inst["targets"] if t.startswith("sm_")}
        want = (own & expected if only else own) or {min(own, key=inst["targets"].index)}
        assert found == want, (inst["name"], found, want)


_ASAN_SCRIPT = textwrap.dedent("""\
    import sys
    import numpy as np
    import runtime
    from codegen.status import Status
    from runtime import check
    from runtime.abi import ffi as _ffi

    library = runtime.load(sys.argv[1])
    if sys.argv[2] == "check":
        ran = 0
        for name in sys.argv[3].split(","):
            inst = library.instance(name)
            for index, problem in enumerate(check.problems_for(inst)):
                if library.supports(inst, problem) is not Status.OK:
                    continue
                result, _ = check.run_instance(library, inst, problem, seed=index)
                assert result.ok, (name, str(problem), result.message)
                ran += 1
        print(f"ran {ran}")
    else:   # dX one element short: the kernel's last store lands past the buffer
        inst = library.instance("bwd_data_2d_fp32_generic")
        problem = runtime.ConvProblem(1, 1, 4, 4, (6, 6), 3, pad=1)
        tensors = _ffi.new("hipconv_tensors*")
        for role, shape in (("x", problem.x_shape), ("w", problem.w_shape),
                            ("y", problem.y_shape)):
            nbytes = int(np.prod(shape)) * 4 - (4 if role == "x" else 0)
            pointer = _ffi.new("void**")
            assert library.abi.hipconv_device_alloc(pointer, nbytes) == 0
            library.abi.hipconv_device_fill(pointer[0], 0, nbytes)
            setattr(tensors, role, pointer[0])
        status = library.abi.hipconv_run(inst.index, runtime.abi.c_problem(problem), tensors,
                                          _ffi.NULL, _ffi.NULL, _ffi.NULL)
        print(f"finished with status {status}: no ASan report")
""")


def _libasan() -> str:
    """g++'s ASan runtime, to preload into Python (skips the test where there is none)."""
    libasan = subprocess.run(["g++", "-print-file-name=libasan.so"], capture_output=True,
                             text=True).stdout.strip()
    if not os.path.isabs(libasan) or not os.path.exists(libasan):
        pytest.skip("g++ has no libasan.so")
    return libasan


def test_address_sanitizer_build(tmp_path):
    require_tools("cmake", "g++")
    libasan = _libasan()
    out, build = tmp_path / "src", tmp_path / "build"
    env = dict(os.environ, PYTHONPATH=str(REPO_ROOT))
    # the GEMM kernels and the direct gathers (few_channels, depthwise), on their check problems;
    # the library holds only them (an ASan build of the whole spec takes a minute more)
    names = ("bwd_data_2d_fp32_generic,bwd_data_2d_fp16_vec8,bwd_data_2d_bf16_group_first,"
             "bwd_data_2d_fp32_1x1,bwd_data_2d_fp16_index64,bwd_data_2d_bf16_few_c3,"
             "bwd_data_2d_fp16_few_c4,bwd_data_2d_fp32_depthwise")
    filters = [arg for name in names.split(",") for arg in ("--filter", name)]
    _run([sys.executable, "-m", "codegen", "specs/bwd_data.yaml", "-q", "-o", str(out), "--build",
          "--build-dir", str(build), "--sanitize", "address", *filters,
          "--platform", "cpu"], cwd=REPO_ROOT, env=env, timeout=600)
    library_file = build / "libhipconv_bwd_data.so"
    assert library_file.is_file()
    assert "HIPCONV_SANITIZE:STRING=address" in (build / "CMakeCache.txt").read_text()
    if shutil.which("ldd"):
        assert "libasan" in _run(["ldd", str(library_file)]).stdout

    script = tmp_path / "asan_run.py"
    script.write_text(_ASAN_SCRIPT)
    asan_env = dict(env, LD_PRELOAD=libasan, ASAN_OPTIONS="detect_leaks=0")
    checked = subprocess.run([sys.executable, str(script), str(library_file), "check", names],
                             env=asan_env, capture_output=True, text=True, timeout=300)
    assert checked.returncode == 0, checked.stdout[-3000:] + checked.stderr[-5000:]
    assert "ERROR: AddressSanitizer" not in checked.stderr
    ran = int(checked.stdout.split("ran ")[-1])
    assert ran >= 30

    overflow = subprocess.run([sys.executable, str(script), str(library_file), "overflow"],
                              env=asan_env, capture_output=True, text=True, timeout=300)
    assert overflow.returncode != 0, overflow.stdout + overflow.stderr[-3000:]
    assert "ERROR: AddressSanitizer: heap-buffer-overflow" in overflow.stderr
    assert "no ASan report" not in overflow.stdout


def test_address_sanitizer_backward_weight_gathers(tmp_path):
    """The depthwise backward-weight kernels (row by row and the X-window runs) and the
    stem's split_y8 under ASan on their check problems."""
    require_tools("cmake", "g++")
    libasan = _libasan()
    out, build = tmp_path / "src", tmp_path / "build"
    env = dict(os.environ, PYTHONPATH=str(REPO_ROOT))
    names = ("bwd_weight_2d_fp32_depthwise,bwd_weight_2d_bf16_depthwise_run4,"
             "bwd_weight_2d_fp16_depthwise_vec8,bwd_weight_2d_bf16_split_y8")
    filters = [arg for name in names.split(",") for arg in ("--filter", name)]
    _run([sys.executable, "-m", "codegen", "specs/bwd_weight.yaml", "-q", "-o", str(out),
          "--build", "--build-dir", str(build), "--sanitize", "address", "--platform", "cpu",
          *filters], cwd=REPO_ROOT, env=env, timeout=600)
    script = tmp_path / "asan_run.py"
    script.write_text(_ASAN_SCRIPT)
    checked = subprocess.run([sys.executable, str(script), str(build / "libhipconv_bwd_weight.so"),
                              "check", names],
                             env=dict(env, LD_PRELOAD=libasan, ASAN_OPTIONS="detect_leaks=0"),
                             capture_output=True, text=True, timeout=300)
    assert checked.returncode == 0, checked.stdout[-3000:] + checked.stderr[-5000:]
    assert "ERROR: AddressSanitizer" not in checked.stderr
    assert int(checked.stdout.split("ran ")[-1]) >= 10


_TINY_SPEC = textwrap.dedent("""\
    library: tiny
    instances:
      - name: tiny_{data_type}
        signature: {direction: backward_data, spatial_dim: 1, data_type: [fp32, fp16]}
        algorithm: {micro_kernel: fma, block: {m: 64, n: 64, k: 8}, thread: {m: 4, n: 4}}
        targets: [sm_80]
""")


def _fake_launcher(folder: Path, log: Path) -> Path:
    """A compiler launcher that logs its command line and runs it (as ccache would)."""
    script = folder / "fake-launcher"
    script.write_text(f'#!/bin/sh\necho "$@" >> "{log}"\nexec "$@"\n')
    script.chmod(0o755)
    return script


def test_compiler_launcher(tmp_path, monkeypatch, capsys):
    """--launcher PROGRAM wraps every compile (CMAKE_<LANG>_COMPILER_LAUNCHER); `auto`
    takes $HIPCONV_COMPILER_LAUNCHER, else sccache/ccache on PATH; `none` drops it."""
    require_tools("cmake", "c++")
    from codegen.__main__ import main
    from codegen.build import resolve_launcher
    from codegen.errors import BuildError
    spec = tmp_path / "tiny.yaml"
    spec.write_text(_TINY_SPEC)
    log = tmp_path / "launcher.log"
    launcher = _fake_launcher(tmp_path, log)
    out, build = tmp_path / "out", tmp_path / "build"
    assert main([str(spec), "-q", "-o", str(out), "--build", "--platform", "cpu",
                 "--build-dir", str(build), "--launcher", str(launcher)]) == 0
    logged = compile_commands_by_source(log.read_text())
    for source in ("src/tiny_fp32.cpp", "src/tiny_fp16.cpp", "src/registry.cpp"):
        _command_of(logged, source)   # compiled through the launcher (in a batch or alone)
    # `none` on the same build folder: nothing more goes through the launcher
    log.write_text("")
    (out / "src" / "tiny_fp32.cpp").write_text((out / "src" / "tiny_fp32.cpp").read_text() + "\n")
    assert main([str(spec), "-q", "-o", str(out), "--build", "--platform", "cpu",
                 "--build-dir", str(build), "--launcher", "none"]) == 0
    assert log.read_text() == ""
    # `auto`: the environment variable, else a ccache on PATH, else none
    monkeypatch.setenv("HIPCONV_COMPILER_LAUNCHER", str(launcher))
    assert resolve_launcher("auto") == str(launcher)
    monkeypatch.setenv("HIPCONV_COMPILER_LAUNCHER", "none")
    assert resolve_launcher("auto") is None
    monkeypatch.delenv("HIPCONV_COMPILER_LAUNCHER")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    shutil.copy(launcher, bin_dir / "ccache")
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    assert resolve_launcher("auto") == str(bin_dir / "ccache")
    with pytest.raises(BuildError, match="not found"):
        resolve_launcher("no-such-launcher")
