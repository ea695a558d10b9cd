"""The README's Python API example runs as written and its checks pass."""

import re
import shutil
from pathlib import Path

import pytest

README = Path(__file__).resolve().parent.parent / "README.md"


@pytest.mark.build
@pytest.mark.skipif(shutil.which("cmake") is None or shutil.which("g++") is None,
                    reason="needs cmake and g++ for the cpu build")
def test_python_api_example_runs(monkeypatch, capsys):
    text = README.read_text()
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    example = next(b for b in blocks if "runtime.build(\"specs/bwd_data.yaml\")" in b)
    epilogues = next(b for b in blocks if "epilogue=\"relu(acc + bias)\"" in b)
    monkeypatch.chdir(README.parent)
    namespace = {}
    exec(compile(example, "README.md", "exec"), namespace)
    exec(compile(epilogues, "README.md", "exec"), namespace)     # continues the first block
    lines = [line for line in capsys.readouterr().out.splitlines() if line.startswith("relative error")]
    assert len(lines) == 5
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
