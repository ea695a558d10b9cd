"""Recorded candidate timings as data for selection: the benchmark's result files (``python -m
runtime.bench``, ``bench/gpu_bench.py``; .json or .json.xz under ``bench/results``) read into rows
of one problem with every timed candidate's time, each candidate a ``runtime.Instance`` from the
shipped manifests (``generated/<lib>/manifest.json``).  ``bench/selection_replay.py`` replays
today's rules on them; ``runtime.cost_model`` is fitted and judged on them.

A row's *group* is the network its layer comes from (``network_of``: the problem names of
bench/results carry it -- ``resnet50 1x1 ...``, ``efficientnet_b0 ...``, ``r3d18 ...``); a layer
with no network in its name (the built-in list's synthetic rows: ``depthwise 3x3 56x56 G=384``,
``1d k5 ...``) is grouped by its problem family (``synthetic-<direction-free family>``).  One
shape (the problem's sizes and batch) belongs to one group: where several names record the same
shape, the group with most rows of it takes them all (``assign_groups``), so a held-out group
never shares a shape with the training groups.
"""

from __future__ import annotations

import collections
import json
import math
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Optional

from .results import finite, geomean, load_result  # noqa: F401 (geomean: the reports')
from .instance import Instance
from .problem import ConvProblem

LIBRARIES = {"forward": "fwd", "backward_data": "bwd_data", "backward_weight": "bwd_weight"}
ROOT = Path(__file__).resolve().parent.parent
GENERATED = ROOT / "generated"
RESULTS = ROOT / "bench" / "results"


def manifest_instances(manifest: Path) -> dict:
    """{name: Instance} of a generated library's manifest, indexed in its order (the registry's
    spec order, which the last criterion reads)."""
    data = json.loads(Path(manifest).read_text())
    return {entry["name"]: Instance.from_description(index, entry) for index, entry in enumerate(data["instances"])}


def shipped_libraries(generated: Path = GENERATED) -> dict:
    """{library: {name: Instance}} of the manifests under ``generated`` (fwd, bwd_data, bwd_weight)."""
    generated = Path(generated)
    return {lib: manifest_instances(generated / lib / "manifest.json")
            for lib in LIBRARIES.values() if (generated / lib / "manifest.json").exists()}


def bench_results(paths):
    """(path, result) of each file that holds a layer benchmark's result (rows of candidates);
    model runs and other lists are passed over.  A sample (``write_sample``: {"results": {name:
    result}}) yields each of its results under its original file's name."""
    for path in paths:
        result = load_result(path)
        if isinstance(result, dict) and isinstance(result.get("results"), dict):
            yield from ((name, r) for name, r in sorted(result["results"].items()) if isinstance(r.get("rows"), list))
        elif isinstance(result, dict) and isinstance(result.get("rows"), list):
            yield path, result


def write_sample(paths, out: Path, libraries: dict, every: int = 3):
    """A small sample of the recorded rows as one .json.xz: of each layer (direction, shape,
    dtype, device kind) the row of the last file that has it, every ``every``-th layer in
    order, with only what recorded_rows reads (tests/data holds one)."""
    import lzma
    last = {}
    for path, result in bench_results(paths):
        for row in result_rows(Path(path).name, result, libraries):
            last[(row.direction, row.shape_key, row.dtype, row.device.kind)] = row
    results = {}
    for n, row in enumerate(sorted(last.values(), key=lambda r: (r.source, r.direction, r.name, r.dtype))):
        if n % every:
            continue
        d = row.device
        entry = results.setdefault(row.source, dict(
            meta=dict(device=d.kind, multiprocessors=d.multiprocessors),
            ceilings=dict(matmul_bf16_tflops=d.matmul_tflops, copy_gbs=d.copy_gbs), rows=[]))
        entry["rows"].append(dict(direction=row.direction, problem=row.name, dtype=row.dtype,
                                  shape=row.problem.to_dict(), selected_instance=row.recorded,
                                  candidates=[dict(instance=k, ms=v) for k, v in row.times.items()]))
    with lzma.open(out, "wt", encoding="utf-8") as handle:
        json.dump(dict(results=results), handle, sort_keys=True)
    return sum(len(r["rows"]) for r in results.values())


# Result files kept as the record of an experiment but not as selection data: they time kernels
# that no shipped build has, so a fit or a replay on them would learn times that are not today's.
NOT_SELECTION_DATA = {
    "2026-12-04-h200-run153-session27.json.xz":
        "session 27's tree, whose forward kernels branched per output element on the optional "
        "activation (1.60x slower, fixed in session 28: docs/journal.md, run 153)",
}


def result_files(folder: Path = RESULTS) -> list:
    """The result files of ``folder`` (.json and .json.xz) that are selection data (not in
    NOT_SELECTION_DATA), sorted by name."""
    folder = Path(folder)
    return sorted(p for p in folder.iterdir()
                  if p.name.endswith((".json", ".json.xz")) and p.name not in NOT_SELECTION_DATA)


# ------------------------------------------------------------------ the device

# bf16 dense GEMM TFLOP/s and device-to-device copy GB/s (read + write) where a result has no
# measured ceilings: the medians of the ceilings bench/results records per device kind.
DEVICE_CEILINGS = {"H100": (794.0, 3021.0), "H200": (794.0, 4261.0)}
DEFAULT_DEVICE = "H200"


def device_kind(name: Optional[str]) -> str:
    """'H100', 'H200', ... from a device name ('NVIDIA H100 80GB HBM3'); '' when unknown."""
    match = re.search(r"\b([A-Z]{1,2}\d{2,4}[A-Z]?)\b", name or "")
    return match.group(1) if match else ""


@dataclass(frozen=True)
class Device:
    """What the cost model reads of a device: its kind, multiprocessors and ceilings."""
    kind: str
    multiprocessors: int
    matmul_tflops: float      # bf16 dense GEMM (fp32: a quarter of it is the roofline's peak)
    copy_gbs: float           # device-to-device copy, bytes read + written

    @classmethod
    def of(cls, name: Optional[str], multiprocessors: int = 0, ceilings: Optional[dict] = None) -> "Device":
        kind = device_kind(name)
        tflops, gbs = DEVICE_CEILINGS.get(kind, DEVICE_CEILINGS[DEFAULT_DEVICE])
        ceilings = ceilings or {}
        if finite(ceilings.get("matmul_bf16_tflops")) and ceilings["matmul_bf16_tflops"] > 0:
            tflops = float(ceilings["matmul_bf16_tflops"])
        if finite(ceilings.get("copy_gbs")) and ceilings["copy_gbs"] > 0:
            gbs = float(ceilings["copy_gbs"])
        return cls(kind or DEFAULT_DEVICE, int(multiprocessors or 132), tflops, gbs)


# ------------------------------------------------------------------ networks

# (pattern on the problem name, network): the first match names a row's network.
NETWORKS = (
    (r"^(resnet50|r50|resnet)\b", "resnet50"),
    (r"^stem\b", "resnet50"),                       # the ResNet-50 stem (7x7 s2 C=3 K=64)
    (r"^layer[0-9.]* \S+ \d+x\d+x\d+", "r3d18"),   # run 1xx's profiled video layers (3D)
    (r"^layer[0-9.]*\b", "resnet50"),               # ... and ResNet-50's (2D)
    (r"^(resnext50_32x4d|resnext50|resnext)\b", "resnext50"),
    (r"^(regnet_y_400mf|regnety400mf|regnety|regnet)\b", "regnet_y_400mf"),
    (r"^regnet_x_400mf\b", "regnet_x_400mf"),
    (r"^(mobilenet_v2|mobilenetv2)\b", "mobilenet_v2"),
    (r"^(efficientnet_b0|efficientnet|effnet)\b", "efficientnet_b0"),
    (r"^convnext_tiny\b", "convnext_tiny"),
    (r"^r3d18\b", "r3d18"),
    (r"^3d unet\b", "unet3d"),
)


def network_of(problem_name: str, problem: Optional[ConvProblem] = None) -> str:
    """The network a recorded layer comes from, read off its name; else its problem family
    (``synthetic-depthwise-2d``, ``synthetic-dense-1d``, ...)."""
    name = (problem_name or "").strip().lower()
    for pattern, network in NETWORKS:
        if re.match(pattern, name):
            return network
    if problem is None:
        return "synthetic"
    kind = "depthwise" if problem.C == 1 and problem.K == 1 else "grouped" if problem.G > 1 else "dense"
    return f"synthetic-{kind}-{problem.spatial_dim}d"


# ------------------------------------------------------------------ rows


@dataclass
class RecordedRow:
    """One recorded (direction, problem, dtype) with its candidates' times."""
    source: str               # the result file's name
    device: Device
    direction: str
    name: str                 # the row's problem name
    dtype: str
    problem: ConvProblem
    times: dict               # {instance name: ms}, the timed candidates the manifests know
    candidates: list          # [Instance] in the order of ``times``
    context: dict = field(default_factory=dict)   # {instance name: recorded selection context}
    recorded: str = ""        # the instance the run's select picked
    network: str = ""         # network_of(name)
    group: str = ""           # assign_groups: the held-out split's group

    @property
    def best_ms(self) -> float:
        return min(self.times.values())

    @property
    def shape_key(self) -> tuple:
        return tuple(sorted((k, tuple(v) if isinstance(v, list) else v)
                            for k, v in self.problem.to_dict().items()))

    def rule_context(self, name: str) -> dict:
        """``selection.preference``'s keyword arguments for a candidate: the recorded context,
        else the device's multiprocessors only (see bench/selection_replay.py)."""
        return self.context.get(name) or {"multiprocessors": self.device.multiprocessors}


def recorded_rows(paths: Iterable, libraries: dict, multiprocessors: Optional[int] = None) -> list:
    """Every row of the result files with at least two timed candidates the manifests know
    (``libraries``: shipped_libraries()), in file order; ``multiprocessors`` overrides the
    device's recorded count."""
    out = []
    for path, result in bench_results(paths):
        out += result_rows(Path(path).name, result, libraries, multiprocessors)
    return out


def result_rows(source: str, result: dict, libraries: dict, multiprocessors: Optional[int] = None) -> list:
    """The rows of one result (a loaded file named ``source``) as for recorded_rows.  Rows of
    one run with the same direction, problem, dtype and epilogue are one row: a benchmark of
    several specs (the shipped ones beside an experiment's) records each library's candidates
    in a row of its own, and a choice is among all of them; the first row's selected instance
    is the row's."""
    meta = result.get("meta") if isinstance(result.get("meta"), dict) else {}
    device = Device.of(meta.get("device") or result.get("device"),
                       multiprocessors or meta.get("multiprocessors") or 132,
                       result.get("ceilings") if isinstance(result.get("ceilings"), dict) else None)
    merged = {}
    for row in result.get("rows", []):
        lib = libraries.get(LIBRARIES.get(row.get("direction")))
        if not lib or "shape" not in row:
            continue
        key = (row["direction"], row.get("problem", ""), row.get("dtype", ""), row.get("epilogue", "acc"),
               json.dumps(row["shape"], sort_keys=True))
        entry = merged.setdefault(key, {"row": row, "lib": lib, "times": {}, "context": {}})
        for c in row.get("candidates") or []:
            if c.get("instance") in lib and finite(c.get("ms")) and c["ms"] > 0 and c["instance"] not in entry["times"]:
                entry["times"][c["instance"]] = float(c["ms"])
            if c.get("context") and c.get("instance") not in entry["context"]:
                entry["context"][c["instance"]] = c["context"]
    out = []
    for entry in merged.values():
        row, lib, times = entry["row"], entry["lib"], entry["times"]
        if len(times) < 2:
            continue
        problem = ConvProblem.from_dict(row["shape"])
        out.append(RecordedRow(source, device, row["direction"], row.get("problem", ""), row.get("dtype", ""),
                               problem, times, [lib[n] for n in times], entry["context"],
                               row.get("selected_instance") or "", network_of(row.get("problem", ""), problem)))
    return out


def assign_groups(rows: list) -> list:
    """Set each row's ``group``: its network, except that every shape goes to the one network
    with most rows of it (ties: the name first in order), so no shape is in two groups."""
    counts = collections.defaultdict(collections.Counter)
    for r in rows:
        counts[r.shape_key][r.network] += 1
    owner = {key: min(c.items(), key=lambda kv: (-kv[1], kv[0]))[0] for key, c in counts.items()}
    for r in rows:
        r.group = owner[r.shape_key]
    return rows


