"""User-facing errors of the generator.

A ``SpecError`` names the spec file, the line, the YAML path of the bad value,
what is wrong and (where there is a closed set) what is accepted.  The CLI
prints ``str(error)`` -- one line, no traceback -- and exits non-zero.
"""

from __future__ import annotations

from typing import Optional, Sequence


class HipconvError(Exception):
    """Base class of the errors the CLI reports without a traceback."""


class SpecError(HipconvError):
    def __init__(self, file: str, line: int, path: str, problem: str,
                 accepted: Optional[Sequence[str]] = None, rule=None,
                 instance: Optional[str] = None):
        self.file = file
        self.line = line
        self.path = path
        self.problem = problem
        self.accepted = list(accepted) if accepted is not None else None
        self.rule = rule            # a validate.Rule for rejections, else None
        self.instance = instance    # the instance name, when known
        super().__init__(str(self))

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        text = f"{where}: {self.path}: " if self.path else f"{where}: "
        if self.instance:
            text += f"instance '{self.instance}': "
        text += self.problem
        if self.rule is not None:
            text += f" [rule {self.rule.id}]"
        if self.accepted is not None:
            text += f"; accepted: {', '.join(self.accepted)}"
        return text


class SpecErrors(SpecError):
    """Several instances of a spec are wrong: ``errors`` holds the first error of each, in
    file order (at most parse.spec.MAX_ERRORS); the attributes are the first one's."""

    def __init__(self, errors: Sequence[SpecError]):
        self.errors = list(errors)
        first = self.errors[0]
        super().__init__(first.file, first.line, first.path, first.problem, first.accepted, first.rule,
                         first.instance)

    def __str__(self) -> str:
        return "\n".join(SpecError.__str__(e) for e in self.errors)


class BuildError(HipconvError):
    """CMake or the compiler failed; ``log`` holds the tail of its output."""

    def __init__(self, message: str, log: str = ""):
        self.log = log
        super().__init__(message)


class SettingError(HipconvError, ValueError):
    """An environment variable of hipconv's has a value it does not take (one line naming
    the variable, the value and what it accepts)."""
