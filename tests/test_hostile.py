"""Hostile specs and output folders: nothing outside the output folder is touched, nothing
is half-written, every bad input is one line (file:line where there is one) and exit
status 2, never a traceback, a hang or a crash."""

from __future__ import annotations

import json
import os
import textwrap
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
