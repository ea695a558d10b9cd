"""Reading the benchmark's result files: the two helpers ``runtime.bench`` (which re-exports
them) and ``runtime.selection_data`` share, in a module that imports neither."""

from __future__ import annotations

import json
import math
import os


def load_result(path) -> dict:
    """A result file's JSON (bench.json, models.json, a file of bench/results), plain or
    xz-compressed: bench/results keeps its JSON as NAME.json.xz (the device tool copies the
    working tree under 64 MiB), opened here with lzma; a plain name whose file is gone opens
    its NAME.xz."""
    import lzma
    path = os.fspath(path)
    if not path.endswith(".xz") and not os.path.exists(path) and os.path.exists(path + ".xz"):
        path += ".xz"
    opener = lzma.open if path.endswith(".xz") else open
    with opener(path, "rt", encoding="utf-8") as handle:
        return json.load(handle)


def finite(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def geomean(values, empty=math.nan):
    """The geometric mean of the finite positive values (None, NaN, infinities and values <= 0
    left out); ``empty`` where there are none.  The one of the benchmarks, the model benchmark
    and the selection reports."""
    logs = [math.log(v) for v in values if finite(v) and v > 0]
    return math.exp(sum(logs) / len(logs)) if logs else empty
