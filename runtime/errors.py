"""The runtime's exceptions and the verdict of a comparison."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional


class DeviceError(RuntimeError):
    """The device (or its runtime) reported an error; the message is its error string."""


class LibraryFileError(RuntimeError):
    """A library file that cannot be loaded safely: not a complete ELF shared object
    (truncated), or not the file its build-cache record names."""


@dataclass(frozen=True)
class Verdict:
    """A comparison of an instance's output with a reference (runtime.check's tolerances)."""
    ok: bool
    relative_error: float
    worst_index: Optional[tuple]     # in the API layout of the output, e.g. (n, h, w, g, k)
    got: float
    want: float
    message: str


class VerificationError(AssertionError):
    """verify= found the fast result and the reference apart: ``verdict`` has the worst
    element, its index and both values."""

    def __init__(self, instance: str, reference: str, verdict):
        self.instance, self.reference, self.verdict = instance, reference, verdict
        super().__init__(f"{instance} disagrees with {reference}: {verdict.message}")
