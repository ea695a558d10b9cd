"""Hostile specs and output folders: nothing outside the output folder is touched, nothing
is half-written, every bad input is one line (file:line where there is one) and exit
status 2, never a traceback, a hang or a crash."""

from __future__ import annotations

import json
import os
import shutil
import textwrap
import threading
import time
from pathlib import Path

import pytest

from codegen.__main__ import main
from conftest import BWD_DATA_SPEC

SMALL = textwrap.dedent("""\
    library: small
    instances:
      - name: {name}
        signature: {{direction: backward_data, spatial_dim: 1, data_type: fp32{extra_signature}}}
        algorithm: {{micro_kernel: fma, block: {{m: 64, n: 64, k: 8}}, thread: {{m: 4, n: 4}}{extra_algorithm}}}
        targets: [sm_80]
    """)


def small(tmp_path, name="small_generic", extra_signature="", extra_algorithm="", file="small.yaml") -> Path:
    path = tmp_path / file
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(SMALL.format(name=name, extra_signature=extra_signature, extra_algorithm=extra_algorithm))
    return path


def run(args, capsys) -> tuple[int, str]:
    code = main([str(a) for a in args])
    captured = capsys.readouterr()
    return code, captured.err


def one_line_error(err: str) -> str:
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: "), err
    assert "Traceback" not in err
    return lines[0]


# ------------------------------------------------------------------ the output folder

def test_manifest_cannot_delete_outside_the_folder(tmp_path, capsys):
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me")
    inside = tmp_path / "o" / "victim_rel.txt"
    out = tmp_path / "o"
    out.mkdir()
    (tmp_path / "victim_rel.txt").write_text("keep me too")
    (out / "manifest.json").write_text(json.dumps({"files": {str(victim): "", "../victim_rel.txt": "",
                                                              "src/../../victim_rel.txt": ""}}))
    code, err = run([small(tmp_path), "-o", out], capsys)
    assert code == 0, err
    assert victim.read_text() == "keep me" and (tmp_path / "victim_rel.txt").read_text() == "keep me too"
    assert not inside.exists()


def test_a_link_planted_in_the_folder_is_not_followed(tmp_path, capsys):
    target = tmp_path / "elsewhere.txt"
    target.write_text("untouched")
    out = tmp_path / "o"
    out.mkdir()
    (out / "CMakeLists.txt.tmp").symlink_to(target)            # the old temporary's name
    (out / "manifest.json").write_text(json.dumps({"files": {"linked.txt": ""}}))
    (out / "linked.txt").symlink_to(target)                     # a manifest entry that is a link
    code, err = run([small(tmp_path), "-o", out], capsys)
    assert code == 0, err
    assert target.read_text() == "untouched"
    assert (out / "CMakeLists.txt").is_file() and not (out / "CMakeLists.txt").is_symlink()


def test_a_subfolder_linking_out_is_refused(tmp_path, capsys):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    out = tmp_path / "o"
    out.mkdir()
    (out / "src").symlink_to(elsewhere, target_is_directory=True)
    code, err = run([small(tmp_path), "-o", out], capsys)
    assert code == 2 and "leads outside the output folder" in one_line_error(err)
    assert list(elsewhere.iterdir()) == []


def test_an_output_folder_that_is_a_file(tmp_path, capsys):
    out = tmp_path / "o"
    out.write_text("a file")
    code, err = run([small(tmp_path), "-o", out], capsys)
    assert code == 2 and "is a file" in one_line_error(err)


def test_a_failed_write_replaces_nothing(tmp_path, capsys):
    """Regenerating into a folder where one file cannot be written (its subfolder is a
    file): the headers and CMake files keep the old spec's content."""
    out = tmp_path / "o"
    assert run([small(tmp_path), "-o", out], capsys)[0] == 0
    before = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
    other = small(tmp_path, name="another_generic", file="other.yaml")
    for path in list((out / "src").iterdir()):
        path.unlink()
    (out / "src").rmdir()
    (out / "src").write_text("in the way")
    code, err = run([other, "-o", out], capsys)
    assert code == 2 and "nothing was replaced" in one_line_error(err)
    for path, data in before.items():
        if path.exists() and path.parent != out / "src":
            assert path.read_bytes() == data, path


def test_hostile_spec_names_reach_cmake_and_c_as_text(tmp_path, capsys):
    """A spec file named with a newline and a CMake command, or with `*/`: the banners
    escape them (no line of the CMake project runs the command, no C comment ends early)."""
    for name in ("x\nexecute_process(COMMAND touch PWNED)\n#.yaml", "a*/b.yaml"):
        spec = small(tmp_path, file=name)
        out = tmp_path / f"o{len(name)}"      # (the spec path, absolute, contains the name)
        assert run([spec, "-o", out], capsys)[0] == 0
        cmake = (out / "CMakeLists.txt").read_text()
        assert not any(line.lstrip().startswith("execute_process") for line in cmake.splitlines())
        for header in out.rglob("*.h"):
            text = header.read_text()
            first_comment = text[text.index("/*"):text.index("*/") + 2] if "/*" in text else ""
            assert "a*/b" not in first_comment[:-2]


# ------------------------------------------------------------------ bad specs: one line, exit 2, quickly

def _bad(tmp_path, text: str, name="bad.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text) if isinstance(text, str) else path.write_bytes(text)
    return path


LAUGHS = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, "
    f"*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]\n" for i in range(8))
LAUGHS += "library: x\ninstances: *i\n"

CROSS = textwrap.dedent("""\
    library: cross
    instances:
      - name: c_{spatial_dim}_{stages}_{index_bits}
        signature: {direction: backward_data, spatial_dim: [1, 2, 3], data_type: [fp32, fp16, bf16]}
        algorithm: {micro_kernel: fma, block: {m: [16, 32, 64, 128], n: [16, 32, 64, 128], k: [4, 8, 16, 32]},
                    thread: {m: [1, 2, 4, 8], n: [1, 2, 4, 8]}, stages: [1, 2], vector: [1, 2, 4, 8]}
        targets: [sm_80]
    """)


@pytest.mark.parametrize("label, text, expected", [
    ("billion laughs", LAUGHS, "expands to more than"),
    ("recursive alias", "library: x\ninstances: &a [*a]\n", "cycle"),
    ("deep nesting", "library: x\ninstances: " + "[" * 900 + "]" * 900 + "\n", "nested"),
    ("cross product", CROSS, "combinations"),
    ("huge integer", SMALL.format(name="big", extra_signature="", extra_algorithm=", stages: " + "9" * 400),
     "largest value"),
    ("split_k past int32", SMALL.format(name="big", extra_signature="", extra_algorithm=", split_k: 4294967296"),
     "largest value"),
    ("not UTF-8", b"library: \xff\xfe\ninstances: []\n", "not UTF-8"),
    ("long epilogue", SMALL.format(name="e", extra_signature=", epilogue: '" + "acc+" * 400 + "acc'",
                                   extra_algorithm=""), "nested"),
    ("infinite literal", SMALL.format(name="e", extra_signature=", epilogue: 'acc * 1e999'", extra_algorithm=""),
     "finite"),
    ("infinite default", SMALL.format(name="e", extra_signature=", epilogue: 'g * acc', scalars: {g: .inf}",
                                      extra_algorithm=""), "finite"),
    ("long name", SMALL.format(name="n" * 300, extra_signature="", extra_algorithm=""), "characters"),
    ("reserved name", SMALL.format(name="registry", extra_signature="", extra_algorithm=""), "reserved"),
    ("ABI symbol", SMALL.format(name="time", extra_signature="", extra_algorithm=""), "reserved"),
    ("keyword", SMALL.format(name="int", extra_signature="", extra_algorithm=""), "reserved"),
    # numbers past Python's 4300-digit conversion limit, and past any float (issue 72, item 9)
    ("5000-digit integer", SMALL.format(name="n", extra_signature="", extra_algorithm=", stages: " + "9" * 5000),
     "at most 1000"),
    ("5000-digit hex", SMALL.format(name="n", extra_signature="", extra_algorithm=", stages: 0x" + "f" * 5000),
     "at most 1000"),
    ("5000-digit decimal", SMALL.format(name="n", extra_signature="", extra_algorithm=", stages: 1." + "5" * 5000),
     "at most 1000"),
    ("400-digit scalar", SMALL.format(name="e", extra_signature=", epilogue: 'g * acc', scalars: {g: " + "9" * 400 + "}",
                                      extra_algorithm=""), "finite fp32"),
    # control characters, even in a comment (YAML's ReaderError)
    *[(f"U+{ord(c):04X} in a comment", SMALL.format(name="c", extra_signature="", extra_algorithm="") + f"# a {c}\n",
       f"U+{ord(c):04X}") for c in ("\x00", "\x1b", "\x7f", "\ufffe")],
])
def test_bad_specs_are_one_line(tmp_path, capsys, label, text, expected):
    spec = _bad(tmp_path, text)
    started = time.monotonic()
    code, err = run([spec, "-o", tmp_path / "out"], capsys)
    assert time.monotonic() - started < 20, label
    assert code == 2, (label, err)
    assert expected in one_line_error(err), (label, err)
    assert not (tmp_path / "out").exists(), label


def test_a_trailing_newline_is_not_an_identifier(tmp_path, capsys):
    spec = _bad(tmp_path, SMALL.format(name='"okay\\n"', extra_signature="", extra_algorithm=""))
    code, err = run([spec, "-o", tmp_path / "out"], capsys)
    assert code == 2 and "not an identifier" in one_line_error(err)


def test_scalars_named_like_params_fields_compile(tmp_path):
    """Epilogue scalars live in Params as scalar_<name>: a scalar called `batch` or
    `channels` (Params fields) generates and builds."""
    from conftest import require_tools
    require_tools("cmake", "g++")
    import runtime
    spec = small(tmp_path, extra_signature=", epilogue: 'batch * acc + channels', scalars: {batch: 2.0, channels: 0.5}")
    lib = runtime.build(str(spec), platform="cpu", quiet=True)
    import numpy as np
    problem = runtime.ConvProblem(G=1, N=1, C=4, K=4, input=(6,), filter=3, pad=1)
    rng = np.random.default_rng(0)
    dy = rng.standard_normal(problem.y_shape).astype(np.float32)
    w = rng.standard_normal(problem.w_shape).astype(np.float32)
    got = lib.backward_data(dy, w, problem, epilogue="batch * acc + channels")
    want = 2.0 * runtime.reference.backward_data(dy, w, problem) + 0.5
    assert np.allclose(got, want, rtol=1e-4, atol=1e-4)


def test_every_instance_s_error_in_one_run_in_file_order(tmp_path, capsys):
    """Three broken instances: three lines, by line number, exit 2."""
    text = textwrap.dedent("""\
        library: several
        defaults:
          targets: [sm_80]
          algorithm: {micro_kernel: fma, block: {m: 64, n: 64, k: 8}, thread: {m: 4, n: 4}}
        instances:
          - name: first
            signature: {direction: backward_data, spatial_dim: 1, data_type: fp8}
          - name: second
            signature: {direction: backward_data, spatial_dim: 1, data_type: fp32}
            colour: blue
          - name: fine
            signature: {direction: backward_data, spatial_dim: 1, data_type: fp32}
          - name: third
            signature: {direction: sideways, spatial_dim: 1, data_type: fp32}
        """)
    spec = _bad(tmp_path, text)
    code, err = run([spec, "-o", tmp_path / "out"], capsys)
    lines = [line for line in err.splitlines() if line.strip()]
    assert code == 2 and len(lines) == 3, err
    numbers = [int(line.split(":")[2]) for line in lines]
    assert numbers == sorted(numbers)
    assert "fp8" in lines[0] and "colour" in lines[1] and "sideways" in lines[2]


# ------------------------------------------------------------------ issue 72: escapes, atomicity, one writer

def _snapshot(folder: Path) -> dict:
    """Every entry under ``folder`` (links not followed): its bytes, 'folder' or its link."""
    found = {}
    for path in sorted(folder.rglob("*")):
        key = path.relative_to(folder).as_posix()
        found[key] = (f"-> {os.readlink(path)}" if path.is_symlink() else "folder" if path.is_dir()
                      else path.read_bytes())
    return found


@pytest.mark.parametrize("linked", ["include", "src", "cmake"])
def test_a_subfolder_linking_out_writes_nothing_anywhere(tmp_path, capsys, linked):
    """`o/include -> ../out`: refused before anything is made through the link (today's
    code made out/hipconv/) or in the folder (no subfolder, no .tmp file left in o/)."""
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    out = tmp_path / "o"
    out.mkdir()
    (out / linked).symlink_to(elsewhere, target_is_directory=True)
    code, err = run([small(tmp_path), "-o", out], capsys)
    assert code == 2 and "leads outside the output folder" in one_line_error(err)
    assert list(elsewhere.iterdir()) == []
    assert sorted(p.name for p in out.iterdir()) == [linked]


def _regenerate_fails(tmp_path, capsys, spoil) -> tuple[Path, dict, str]:
    """Generate one spec into o/, ``spoil(o)``, regenerate another spec there; returns o/,
    its entries after spoiling, and the one-line error."""
    out = tmp_path / "o"
    assert run([small(tmp_path), "-o", out], capsys)[0] == 0
    spoil(out)
    before = _snapshot(out)
    code, err = run([small(tmp_path, name="another_generic", file="other.yaml"), "-o", out], capsys)
    assert code == 2, err
    return out, before, one_line_error(err)


def test_a_manifest_that_is_a_folder_replaces_nothing(tmp_path, capsys):
    def spoil(out):
        (out / "manifest.json").unlink()
        (out / "manifest.json").mkdir()
    out, before, error = _regenerate_fails(tmp_path, capsys, spoil)
    assert "manifest.json is a folder" in error and "nothing was replaced" in error
    assert _snapshot(out) == before


def test_a_rename_that_fails_puts_back_what_it_replaced(tmp_path, capsys, monkeypatch):
    """The last rename (manifest.json) fails after the others went through (as on a file
    the system will not replace): the files replaced before it are put back, and no
    temporary or kept copy is left."""
    real_replace = os.replace

    def replace(source, target, *args, **kwargs):
        if str(source).endswith(".tmp") and Path(target).name == "manifest.json":
            raise PermissionError(1, "Operation not permitted", str(target))
        return real_replace(source, target, *args, **kwargs)

    def spoil(out):
        monkeypatch.setattr(os, "replace", replace)
    out, before, error = _regenerate_fails(tmp_path, capsys, spoil)
    assert "nothing was replaced" in error
    assert _snapshot(out) == before


@pytest.mark.skipif(not shutil.which("chattr") or os.geteuid() != 0, reason="chattr +i needs root")
def test_an_immutable_manifest_replaces_nothing(tmp_path, capsys):
    import subprocess

    def spoil(out):
        if subprocess.run(["chattr", "+i", str(out / "manifest.json")], capture_output=True).returncode:
            pytest.skip("the file system takes no immutable flag")
    try:
        out, before, error = _regenerate_fails(tmp_path, capsys, spoil)
        assert "nothing was replaced" in error
        assert _snapshot(out) == before
    finally:
        subprocess.run(["chattr", "-i", str(tmp_path / "o" / "manifest.json")], capture_output=True)


def test_two_specs_generated_into_one_folder_at_once(tmp_path, monkeypatch):
    """Two writers into one folder at once: the first to rename waits (up to 2 s) for the
    other to start renaming too, which interleaves them unless the folder is locked.  The
    folder ends as one spec's complete output: its files are exactly the manifest's."""
    import hashlib
    from codegen.emit import emit, write
    from codegen.parse import parse_file
    out = tmp_path / "o"
    outputs = [emit(parse_file(str(small(tmp_path, name=name, file=f"{name}.yaml"))))
               for name in ("first_generic", "second_generic")]
    real_replace = os.replace
    renaming, entered = threading.Event(), set()

    def replace(source, target, *args, **kwargs):
        me = threading.get_ident()
        if me not in entered:
            entered.add(me)
            if not renaming.is_set():
                renaming.set()
                time.sleep(0.05)
                deadline = time.monotonic() + 2
                while len(entered) < 2 and time.monotonic() < deadline:
                    time.sleep(0.01)
        return real_replace(source, target, *args, **kwargs)
    monkeypatch.setattr(os, "replace", replace)
    errors = []
    threads = [threading.Thread(target=lambda f=files: _catch(errors, write, f, str(out))) for files in outputs]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    listed = json.loads((out / "manifest.json").read_text())["files"]
    on_disk = {p.relative_to(out).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
               for p in out.rglob("*") if p.is_file() and p.name != "manifest.json"}
    assert on_disk == {path: digest for path, digest in listed.items() if path != "manifest.json"}


def _catch(errors: list, function, *args):
    try:
        function(*args)
    except BaseException as error:      # reported by the test
        errors.append(error)


def test_a_manifest_nested_too_deeply_is_ignored(tmp_path, capsys):
    """manifest.json of 100,000 `[` (a RecursionError in json): ignored like any damaged
    manifest; the run succeeds."""
    out = tmp_path / "o"
    out.mkdir()
    (out / "manifest.json").write_text("[" * 100_000)
    code, err = run([small(tmp_path), "-o", out], capsys)
    assert code == 0 and "Traceback" not in err, err
    assert json.loads((out / "manifest.json").read_text())["library"] == "small"


@pytest.mark.parametrize("make, expected", [
    (lambda p: p.mkdir(), "is a folder where a file goes"),
    (lambda p: p.write_bytes(b"\xff\xfe not UTF-8"), None),
    (lambda p: os.mkfifo(p), None),
])
def test_dry_run_onto_odd_destinations(tmp_path, capsys, make, expected):
    """--dry-run reads only regular files (a FIFO is never opened, bytes are compared, not
    text) and refuses what write would refuse, in one line, exit 2."""
    out = tmp_path / "o"
    spec = small(tmp_path)
    assert run([spec, "-o", out], capsys)[0] == 0
    (out / "CMakeLists.txt").unlink()
    make(out / "CMakeLists.txt")
    started = time.monotonic()
    unblocker = _Unblocker(out / "CMakeLists.txt")        # a reader blocked on the FIFO goes on
    unblocker.start()
    try:
        code = main([str(spec), "-o", str(out), "--dry-run"])
    finally:
        unblocker.stopped.set()
    captured = capsys.readouterr()
    assert time.monotonic() - started < 20, "--dry-run blocked on the destination"
    if expected is None:
        assert code == 0, captured.err
        assert f"changed   {out / 'CMakeLists.txt'}" in captured.out.splitlines()
    else:
        assert code == 2 and expected in one_line_error(captured.err)


def _open_for_writing(path: Path):
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
    except OSError:
        pass


class _Unblocker(threading.Thread):
    """After ``after`` seconds, keep opening the FIFO ``path`` for writing (and closing it)
    until stopped: whatever blocks reading it gets an end of file, so a hang fails the
    test instead of hanging it."""

    def __init__(self, path: Path, after: float = 20.0):
        super().__init__(daemon=True)
        self.path, self.after, self.stopped = path, after, threading.Event()

    def run(self):
        if self.stopped.wait(self.after):
            return
        while not self.stopped.wait(0.05):
            _open_for_writing(self.path)


def test_runtime_build_refuses_a_fifo_the_same_way(tmp_path, monkeypatch):
    """runtime.build reads the spec through the CLI's reader: a FIFO is one line (a
    SpecError), at once, and nothing is made in the cache (today: a hang)."""
    import runtime
    from codegen.errors import SpecError
    monkeypatch.setenv("HIPCONV_CACHE_DIR", str(tmp_path / "cache"))
    fifo = tmp_path / "spec.yaml"
    os.mkfifo(fifo)
    unblocker = _Unblocker(fifo)
    unblocker.start()
    started = time.monotonic()
    try:
        with pytest.raises(SpecError, match="a FIFO, not a regular file"):
            runtime.build(str(fifo), platform="cpu", quiet=True)
    finally:
        unblocker.stopped.set()
    assert time.monotonic() - started < 20
    assert not (tmp_path / "cache").exists()


def test_a_build_folder_that_is_a_file_is_one_line(tmp_path, capsys):
    """publish() into a --build-dir-less default whose folder is a file: one line, exit 2."""
    from codegen.__main__ import publish
    from codegen.emit import OutputError
    library = _cached_library(tmp_path)
    (tmp_path / "build").write_text("a file")
    with pytest.raises(OutputError, match="cannot put libhipconv_tiny.so there"):
        publish(library, str(tmp_path / "build" / "tiny-cpu"))


@pytest.mark.parametrize("kind", ["fifo", "/dev/zero", "folder"])
def test_a_spec_that_is_not_a_regular_file(tmp_path, kind):
    """A FIFO (today: a hang), /dev/zero (a MemoryError) or a folder as the spec: one line,
    exit 2, quickly, nothing written (a child process: a hang must not hang the tests)."""
    import subprocess
    import sys
    from conftest import REPO_ROOT
    spec = {"fifo": tmp_path / "spec.yaml", "/dev/zero": Path("/dev/zero"), "folder": tmp_path}[kind]
    if kind == "fifo":
        os.mkfifo(spec)
    if not spec.exists():
        pytest.skip(f"no {spec}")
    out = tmp_path / "out"
    try:
        result = subprocess.run([sys.executable, "-m", "codegen", str(spec), "-o", str(out)], cwd=REPO_ROOT,
                                capture_output=True, text=True, timeout=30)
    except subprocess.TimeoutExpired:
        pytest.fail(f"python -m codegen on a {kind} hangs")
    assert result.returncode == 2, result.stderr
    assert "not a regular file" in one_line_error(result.stderr)
    assert not out.exists()


def test_negative_jobs_is_one_line(tmp_path, capsys):
    out = tmp_path / "o"
    with pytest.raises(SystemExit) as exit_:
        main([str(small(tmp_path)), "-o", str(out), "--build", "--platform", "cpu", "-j", "-5"])
    assert exit_.value.code == 2
    assert "--jobs" in one_line_error(capsys.readouterr().err)
    assert not out.exists()


# ------------------------------------------------------------------ the build folder (publish)

def _cached_library(tmp_path) -> Path:
    library = tmp_path / "cache" / "libhipconv_tiny.so"
    library.parent.mkdir()
    library.write_bytes(b"\x7fELF the library")
    return library


@pytest.mark.parametrize("cross_device", [False, True])
def test_publish_never_follows_a_link(tmp_path, monkeypatch, cross_device):
    """Names publish() might use pre-created as links to a victim (today: the copy2 fallback
    after os.link fails wrote the library into the victim), and the target a link too: the
    victim keeps its bytes, the target becomes a regular file with the library's.  The
    copy across file systems (os.link failing with EXDEV) is made as safely."""
    import errno
    from codegen.__main__ import publish
    library = _cached_library(tmp_path)
    victim = tmp_path / "victim"
    victim.write_text("keep me")
    build = tmp_path / "build" / "tiny-cpu"
    build.mkdir(parents=True)
    for pid in {os.getpid(), *range(os.getpid() - 5, os.getpid() + 5)}:
        (build / f".{library.name}.{pid}").symlink_to(victim)
    (build / library.name).symlink_to(victim)
    if cross_device:
        def no_link(*args, **kwargs):
            raise OSError(errno.EXDEV, "Invalid cross-device link")
        monkeypatch.setattr(os, "link", no_link)
    published = publish(library, str(build))
    assert victim.read_text() == "keep me"
    assert published == build / library.name
    assert not published.is_symlink() and published.read_bytes() == library.read_bytes()
    assert sorted(p.name for p in build.iterdir() if not p.is_symlink()) == [library.name]
