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
