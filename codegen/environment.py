"""hipconv's environment variables, each kind read by one parser.

    if flag("HIPCONV_TUNE"): ...                       # a boolean switch
    budget = seconds("HIPCONV_TUNE_BUDGET", 2.0)       # a non-negative, finite number
    top = count("HIPCONV_TUNE_TOP", 8)                 # a whole number >= 1
    how = choice("HIPCONV_SELECTION", ("rules", "model"), "rules")   # one of a few words

A switch takes ``1``, ``true``, ``yes``, ``on`` or ``0``, ``false``, ``no``, ``off``
(any case, surrounding blanks ignored); unset or empty is its default; anything else is
a ``SettingError`` (a ValueError) naming the variable, never a silent guess.  The torch
operators and the numpy API read ``HIPCONV_TUNE`` through the same ``flag``.
"""

from __future__ import annotations

import math
import os

from .errors import SettingError

TRUE = ("1", "true", "yes", "on")
FALSE = ("0", "false", "no", "off")


def flag(name: str, default: bool = False) -> bool:
    """The boolean switch ``name`` (see the module)."""
    value = os.environ.get(name, "").strip()
    if not value:
        return default
    if value.lower() in TRUE:
        return True
    if value.lower() in FALSE:
        return False
    raise SettingError(f"{name}={value[:40]!r} is not a switch; accepted: {', '.join(TRUE + FALSE)} "
                       "(or unset)")


def seconds(name: str, default: float) -> float:
    """The non-negative, finite number of seconds ``name``; unset or empty: ``default``."""
    value = os.environ.get(name, "").strip()
    if not value:
        return default
    try:
        number = float(value)
    except ValueError:
        number = math.nan
    if not math.isfinite(number) or number < 0:
        raise SettingError(f"{name}={value[:40]!r} is not a number of seconds; accepted: a finite "
                           "number >= 0, e.g. 2 or 0.5 (or unset)")
    return number


def count(name: str, default: int, limit: int = 1 << 20) -> int:
    """The whole number ``name``, 1 to ``limit``; unset or empty: ``default``."""
    value = os.environ.get(name, "").strip()
    if not value:
        return default
    if not (value.isdigit() and len(value) <= 8 and 1 <= int(value) <= limit):
        raise SettingError(f"{name}={value[:40]!r} is not a count; accepted: a whole number from 1 to {limit} "
                           "(or unset)")
    return int(value)


def choice(name: str, accepted: tuple, default: str) -> str:
    """The word ``name`` among ``accepted`` (any case, surrounding blanks ignored); unset or
    empty: ``default``."""
    value = os.environ.get(name, "").strip()
    if not value:
        return default
    if value.lower() in accepted:
        return value.lower()
    raise SettingError(f"{name}={value[:40]!r} is not one of {', '.join(accepted)} (or unset)")
