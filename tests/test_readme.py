"""The reference's Python API example (docs/reference.md) runs as written and its checks
pass; the README is a front door of bounded size that links what it names."""

import re
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
REFERENCE = ROOT / "docs" / "reference.md"


@pytest.mark.build
@pytest.mark.skipif(shutil.which("cmake") is None or shutil.which("g++") is None,
                    reason="needs cmake and g++ for the cpu build")
def test_python_api_example_runs(monkeypatch, capsys):
    text = REFERENCE.read_text()
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    example = next(b for b in blocks if "runtime.build(\"specs/bwd_data.yaml\")" in b)
    epilogues = next(b for b in blocks if "epilogue=\"relu(acc + bias)\"" in b)
    monkeypatch.chdir(README.parent)
    namespace = {}
    exec(compile(example, "docs/reference.md", "exec"), namespace)
    exec(compile(epilogues, "docs/reference.md", "exec"), namespace)     # continues the first block
    lines = [line for line in capsys.readouterr().out.splitlines() if line.startswith("relative error")]
    assert len(lines) == 6
    errors = [float(line.split()[-1]) for line in lines]
    assert errors[0] < 2e-3 and all(e < 1e-5 for e in errors[1:]), lines


def test_setuptools_builds_outside_the_build_folder():
    """`pip install .` must not put setuptools' build/lib into build/, where hipconv's
    libraries are built (setup.cfg [build] build_base; ignored by git)."""
    import configparser
    config = configparser.ConfigParser()
    root = Path(__file__).resolve().parent.parent
    config.read(root / "setup.cfg")
    base = config.get("build", "build_base")
    assert base and not (base == "build" or base.startswith("build/"))
    assert f"{base}/" in (root / ".gitignore").read_text().splitlines()


def test_readme_is_a_front_door():
    """Short, the two commands first among its code blocks, and every docs/ link resolves."""
    import re as _re
    text = README.read_text()
    assert len(text.splitlines()) < 200
    first = _re.search(r"```sh\n(.*?)```", text, _re.S).group(1).strip().splitlines()
    assert first == ["pip install . && python -m codegen specs/bwd_data.yaml --build --check",
                     "pip install torch==2.13.0 '.[test]' && python -m pytest"]
    ci = (ROOT / ".ci" / "run").read_text()
    assert first[1] in ci, ".ci/run must run the README's test command"
    for target in _re.findall(r"\]\((docs/[^)#]+)", text):
        assert (ROOT / target).is_file(), target
