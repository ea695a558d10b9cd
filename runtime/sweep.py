"""The edge sweep: every instance of a library on the small and degenerate problems its
``supports()`` accepts, each call under a watchdog, each result against the float64 reference.

What a kernel guarantees (docs/reference.md, "Termination"): every problem ``supports()``
accepts runs to the end and writes the right result.  The numeric checks (``runtime.check``)
run each instance on problems chosen for its tiles; this sweep looks at the corners where a
loop bound or a barrier's arrival set depends on the problem: N = 1, spatial sizes 1 to 9, a
single pixel, strides 1 to 4 with filters smaller than the stride, a stride far above the
input, 1x1 / 3x3 / asymmetric / even filters, dilation, padding wider than the filter and
asymmetric, and for each instance its smallest accepted channel counts, a tail above them,
G > 1 where it takes groups and the widest counts it takes up to 40.

Every call runs in a worker process (``python -m runtime.sweep --worker``) that reports each
call's start and result on a pipe; the supervisor gives each call ``timeout`` seconds, and a
call that does not finish (a hang), a worker that dies (a crash, an emulator abort) or a result
off the reference is a finding naming the instance and the problem.  After a hang or a crash
the worker restarts at the next call, so one finding does not hide the others.

Two tiers: ``ci`` takes each geometry once per instance with its channel configurations in
turn (the test suite runs it on the cpu platform); ``full`` takes every geometry with every
configuration.  On a GPU machine the same command sweeps the built library there:

    python -m runtime.sweep specs/bwd_data.yaml [--tier full] [--timeout 60] [--jobs N]
"""

from __future__ import annotations

import argparse
import dataclasses
import itertools
import json
import os
import selectors
import subprocess
import sys
import time
from dataclasses import dataclass
from typing import Callable, Iterable, Optional, Sequence

from .problem import ConvProblem

__all__ = ["Call", "Finding", "edge_geometries", "edge_calls", "supervise", "sweep", "main"]

TIERS = ("ci", "full")

# Channel counts per group and group counts the configurations are drawn from: the smallest
# any instance takes, vector widths, tails between them and past a 16- or 32-wide tile (the
# tiles' own tails are the check matrix's: runtime.check).
CHANNELS = (1, 2, 3, 4, 8, 12, 16, 24, 40)
PROBE_GROUPS = (1, 8)
MORE_GROUPS = (2, 3, 4, 6, 16, 24, 40)


@dataclass(frozen=True)
class Geometry:
    """Spatial sizes of one edge problem (per axis, outer to inner) and its batch."""
    input: tuple
    filter: tuple
    stride: tuple = ()
    dilation: tuple = ()
    pad: tuple = ()
    pad_right: Optional[tuple] = None
    batch: int = 1
    why: str = ""

    def problem(self, groups: int, c: int, k: int) -> ConvProblem:
        kw = {}
        for name in ("stride", "dilation", "pad"):
            if getattr(self, name):
                kw[name] = getattr(self, name)
        if self.pad_right is not None:
            kw["pad_right"] = self.pad_right
        return ConvProblem(groups, self.batch, c, k, self.input, self.filter, **kw)


# The 2D geometries; 1D takes their innermost axis, 3D puts an outer axis before them.
_PLANE = (
    Geometry((7, 7), (3, 3), pad=(1, 1), batch=2, why="3x3 on a small image, two images"),
    Geometry((1, 1), (1, 1), why="1x1 on one pixel"),
    Geometry((6, 6), (1, 1), stride=(2, 2), why="1x1 at stride 2 (stride phases without taps)"),
    Geometry((5, 5), (1, 1), stride=(3, 3), why="1x1 at stride 3"),
    Geometry((9, 9), (2, 2), stride=(4, 4), why="filter smaller than the stride"),
    Geometry((3, 3), (3, 3), why="one output position"),
    Geometry((2, 2), (3, 3), pad=(4, 4), why="padding wider than the filter"),
    Geometry((7, 7), (3, 3), dilation=(2, 2), pad=(2, 2), why="dilation 2"),
    Geometry((8, 5), (1, 3), stride=(2, 1), pad=(0, 1), why="1x3, unequal strides"),
    Geometry((5, 8), (3, 1), stride=(1, 2), pad=(1, 0), why="3x1, unequal strides"),
    Geometry((9, 9), (5, 5), stride=(2, 2), pad=(2, 2), pad_right=(1, 1), why="5x5, asymmetric padding"),
    Geometry((4, 4), (3, 3), stride=(3, 3), pad=(2, 2), why="stride equal to the filter"),
    Geometry((9, 8), (4, 4), pad=(2, 1), pad_right=(1, 2), why="even filter, asymmetric padding"),
    Geometry((1, 1), (3, 3), pad=(1, 1), why="3x3 on one pixel"),
    Geometry((1, 9), (1, 3), pad=(0, 1), why="a size-1 axis"),
    Geometry((9, 9), (7, 7), pad=(3, 3), why="7x7"),
    Geometry((6, 5), (5, 5), pad=(2, 2), why="5x5 on an image smaller than the filter's reach"),
    Geometry((9, 7), (3, 3), stride=(1 << 40, 1 << 40), pad=(1, 1),
             why="a stride far above the input (work bounded by the tensors)"),
)


def _last(t: tuple, n: int) -> tuple:
    return t[-n:] if t else t


def edge_geometries(spatial_dim: int) -> list:
    """The sweep's geometries for ``spatial_dim`` (1, 2 or 3), de-duplicated."""
    out, seen = [], set()
    for index, g in enumerate(_PLANE):
        if spatial_dim == 2:
            geometry = g
        elif spatial_dim == 1:
            geometry = Geometry(_last(g.input, 1), _last(g.filter, 1), _last(g.stride, 1),
                                _last(g.dilation, 1), _last(g.pad, 1),
                                None if g.pad_right is None else _last(g.pad_right, 1), g.batch, g.why)
        else:
            # an outer axis of 1 to 3 positions, its filter 1 to 3 (1 beside a 1x1 plane)
            depth = 1 + index % 3
            taps = 1 if g.filter == (1, 1) else depth
            pad = taps // 2
            geometry = Geometry((depth,) + g.input, (taps,) + g.filter,
                                ((1,) + g.stride) if g.stride else (),
                                ((1,) + g.dilation) if g.dilation else (),
                                (pad,) + (g.pad or (0,) * 2),
                                None if g.pad_right is None else (pad,) + g.pad_right, g.batch, g.why)
        key = dataclasses.astuple(geometry)[:-1]
        if key in seen:
            continue
        try:
            geometry.problem(1, 1, 1)
        except ValueError:       # an output size below 1 on this rank
            continue
        seen.add(key)
        out.append(geometry)
    return out


@dataclass(frozen=True)
class Call:
    """One sweep call: an instance on a problem."""
    instance: str
    problem: ConvProblem
    why: str

    def to_json(self) -> list:
        return [self.instance, self.problem.to_dict(), self.why]

    @classmethod
    def from_json(cls, row: list) -> "Call":
        return cls(row[0], ConvProblem.from_dict(row[1]), row[2])


@dataclass(frozen=True)
class Finding:
    """A call that hung, crashed, raised or returned a result off the reference."""
    kind: str          # "hang", "crash", "error", "mismatch"
    call: Call
    detail: str

    def __str__(self) -> str:
        return f"{self.kind}: {self.call.instance} on {self.call.problem} ({self.call.why}): {self.detail}"


def _configurations(library, inst, geometries: Sequence[Geometry], cache: dict) -> list:
    """(G, C, K) configurations of ``inst``: its smallest accepted channel counts, a tail above
    them, G > 1 at the smallest where it takes groups, and its widest (up to 40); probed on the first geometry the
    instance accepts at all (``cache`` holds the problems, built once per library)."""
    from codegen.status import Status

    def accepted(geometry, configs):
        out = []
        for config in configs:
            key = (geometry, config)
            if key not in cache:
                cache[key] = geometry.problem(*config)
            if library.supports(inst, cache[key]) is Status.OK:
                out.append(config)
        return out

    probes = [(g, c, k) for g in PROBE_GROUPS for c in CHANNELS for k in CHANNELS]
    for geometry in geometries:
        found = accepted(geometry, probes)
        if found:
            break
    else:
        return []
    smallest = min(found, key=lambda t: (t[1] * t[2], t[1], t[2], t[0]))
    g0, c0, k0 = smallest
    configs = [smallest]
    above = [t for t in found if t[0] == g0 and t[1] >= c0 and t[2] >= k0 and (t[1], t[2]) != (c0, k0)]
    both = [t for t in above if t[1] > c0 and t[2] > k0]
    pick = both or above
    if pick:
        configs.append(min(pick, key=lambda t: (t[1] * t[2], t[1], t[2])))
    grouped = accepted(geometry, [(g, c0, k0) for g in MORE_GROUPS if g != g0])
    if grouped:
        configs.append(grouped[0])
    widest = max(found, key=lambda t: (t[1] * t[2], t[2], t[1], -t[0]))
    if widest not in configs:
        configs.append(widest)
    return configs


def edge_calls(library, tier: str = "ci", only: Optional[Callable[[object], bool]] = None) -> list:
    """The sweep's calls for every instance of ``library`` (or those ``only`` keeps): per
    instance its configurations on the geometries of its rank that it supports (tier
    ``ci``: geometry i with configuration i mod their count; ``full``: every pairing)."""
    from codegen.status import Status

    if tier not in TIERS:
        raise ValueError(f"tier is one of {', '.join(TIERS)}, not {tier!r}")
    calls, cache = [], {}
    for inst in library.instances:
        if only is not None and not only(inst):
            continue
        geometries = edge_geometries(inst.spatial_dim)
        configs = _configurations(library, inst, geometries, cache)
        if not configs:
            continue
        for index, geometry in enumerate(geometries):
            chosen = configs if tier == "full" else configs[index % len(configs):] + configs[:index % len(configs)]
            for config in chosen:
                key = (geometry, config)
                if key not in cache:
                    cache[key] = geometry.problem(*config)
                if library.supports(inst, cache[key]) is Status.OK:
                    calls.append(Call(inst.name, cache[key], geometry.why))
                    if tier == "ci":
                        break     # one configuration per geometry: the first in turn it accepts
    return calls


# ---- the supervisor ---------------------------------------------------------------------

def _worker_command(library_path: str, job_file: str, start: int) -> list:
    return [sys.executable, "-m", "runtime.sweep", "--worker", library_path, job_file, str(start)]


def supervise(calls: Sequence[Call], command: Callable[[int], list], timeout: float,
              say: Callable[[str], None] = print, env: Optional[dict] = None, label: str = "") -> list:
    """Run ``calls`` through workers, ``command(start)`` giving the argv of one that runs the
    calls from index ``start`` on and prints ``start I``, then ``ok I``, ``mismatch I TEXT``
    or ``error I TEXT``, per call.  A call with no answer within ``timeout`` seconds is a
    hang (the worker is killed), a worker that exits in a call a crash (its last stderr
    lines are the detail); either way a new worker goes on at the next call.  Returns the
    findings; prints progress about every 10 seconds."""
    findings = []
    start, done = 0, 0
    last_report = time.monotonic()
    while start < len(calls):
        worker = subprocess.Popen(command(start), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                  env=env, cwd=_package_root())
        selector = selectors.DefaultSelector()
        selector.register(worker.stdout, selectors.EVENT_READ, "out")
        selector.register(worker.stderr, selectors.EVENT_READ, "err")
        stderr_tail: list = []
        buffers = {"out": b"", "err": b""}
        in_flight, deadline = None, time.monotonic() + timeout
        finished = False
        while not finished:
            events = selector.select(timeout=max(0.0, deadline - time.monotonic()))
            if not events and time.monotonic() >= deadline:
                worker.kill()
                worker.wait()
                index = in_flight if in_flight is not None else start
                findings.append(Finding("hang", calls[index],
                                        f"no result within {timeout:g} s (the worker was killed)"))
                say(f"  {findings[-1]}")
                start = index + 1
                break
            for key, _ in events:
                chunk = os.read(key.fileobj.fileno(), 65536)
                if not chunk:
                    selector.unregister(key.fileobj)
                    if key.data == "out":
                        finished = True
                    continue
                buffers[key.data] += chunk
                *lines, buffers[key.data] = buffers[key.data].split(b"\n")
                for raw in lines:
                    line = raw.decode("utf-8", "replace")
                    if key.data == "err":
                        stderr_tail = (stderr_tail + [line])[-8:]
                        continue
                    verb, _, rest = line.partition(" ")
                    number, _, text = rest.partition(" ")
                    if verb == "start":
                        in_flight = int(number)
                        deadline = time.monotonic() + timeout
                    elif verb in ("ok", "mismatch", "error"):
                        index = int(number)
                        in_flight = None
                        done += 1
                        start = index + 1
                        if verb != "ok":
                            findings.append(Finding(verb, calls[index], text))
                            say(f"  {findings[-1]}")
            now = time.monotonic()
            if now - last_report > 10:
                last_report = now
                say(f"  {label}{done} of {len(calls)} calls, {len(findings)} findings")
        else:
            # the worker closed its output: it finished, or died in a call
            for key in list(selector.get_map().values()):
                rest = key.fileobj.read()
                if key.data == "err" and rest:
                    stderr_tail = (stderr_tail + rest.decode("utf-8", "replace").splitlines())[-8:]
            code = worker.wait()
            if in_flight is not None or (code != 0 and start < len(calls)):
                index = in_flight if in_flight is not None else start
                detail = f"the worker died (exit {code})" + (": " + " | ".join(stderr_tail) if stderr_tail else "")
                findings.append(Finding("crash", calls[index], detail))
                say(f"  {findings[-1]}")
                start = index + 1
        selector.close()
        for stream in (worker.stdout, worker.stderr):
            stream.close()
    return findings


def _package_root() -> str:
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _run_worker(library_path: str, job_file: str, start: int) -> int:
    from . import check
    from .library import load

    library = load(library_path)
    with open(job_file, encoding="utf-8") as f:
        calls = [Call.from_json(row) for row in json.load(f)]
    out = sys.stdout
    for index in range(start, len(calls)):
        call = calls[index]
        out.write(f"start {index}\n")
        out.flush()
        try:
            result, _ = check.run_instance(library, library.instance(call.instance), call.problem, seed=index)
        except Exception as error:     # a refusal or device error of an accepted problem
            text = " ".join(f"{type(error).__name__}: {error}".split())
            out.write(f"error {index} {text}\n")
        else:
            if result.ok:
                out.write(f"ok {index}\n")
            else:
                out.write(f"mismatch {index} {' '.join(result.message.split())}\n")
        out.flush()
    return 0


def sweep(library, tier: str = "ci", timeout: float = 60.0, jobs: Optional[int] = None,
          say: Callable[[str], None] = print, only: Optional[Callable[[object], bool]] = None) -> list:
    """Sweep ``library`` (a loaded ``Library``): the findings, [] when every call finished
    with the right result.  ``jobs`` workers run side by side (default: the processors)."""
    import tempfile

    calls = edge_calls(library, tier, only)
    jobs = max(1, min(jobs or os.cpu_count() or 1, len(calls) or 1))
    say(f"sweeping {library.name} ({library.platform}): {len(calls)} calls over "
        f"{len({c.instance for c in calls})} instances, tier {tier}, {jobs} workers, "
        f"{timeout:g} s a call")
    env = dict(os.environ)
    env.setdefault("HIPCONV_CPU_WATCHDOG", str(timeout))
    if jobs > 1:
        env["OMP_NUM_THREADS"] = "1"      # tiny grids: the workers are the parallelism
    shares = [calls[j::jobs] for j in range(jobs)]
    findings: list = []
    with tempfile.TemporaryDirectory(prefix="hipconv-sweep-") as folder:
        paths = []
        for j, share in enumerate(shares):
            path = os.path.join(folder, f"calls{j}.json")
            with open(path, "w", encoding="utf-8") as f:
                json.dump([c.to_json() for c in share], f)
            paths.append(path)
        if jobs == 1:
            findings = supervise(shares[0], lambda s: _worker_command(str(library.path), paths[0], s),
                                 timeout, say, env)
        else:
            from concurrent.futures import ThreadPoolExecutor
            with ThreadPoolExecutor(jobs) as pool:
                futures = [pool.submit(supervise, share,
                                       (lambda s, p=path: _worker_command(str(library.path), p, s)),
                                       timeout, say, env, f"worker {j}: ")
                           for j, (share, path) in enumerate(zip(shares, paths))]
                for future in futures:
                    findings.extend(future.result())
    say(f"{library.name}: {len(calls)} calls, " +
        ("no hang, crash or mismatch" if not findings else f"{len(findings)} FINDINGS"))
    return findings


def main(argv: Optional[Iterable[str]] = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["--worker"]:
        return _run_worker(argv[1], argv[2], int(argv[3]))
    parser = argparse.ArgumentParser(prog="python -m runtime.sweep", description=__doc__.split("\n\n")[0])
    parser.add_argument("specs", nargs="+", help="spec YAML files (built through the cache) or built libraries")
    parser.add_argument("--tier", choices=TIERS, default="ci")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds a call may take (default 60)")
    parser.add_argument("--jobs", type=int, default=None, help="worker processes (default: the processors)")
    parser.add_argument("--platform", default="auto", help="platform to build for (default: auto)")
    parser.add_argument("--instance", action="append", default=None,
                        help="only this instance (repeatable)")
    args = parser.parse_args(argv)
    if args.timeout <= 0:
        parser.error("--timeout must be positive")
    from .build_cache import build
    from .library import load

    only = None if not args.instance else (lambda inst: inst.name in args.instance)
    total = []
    for spec in args.specs:
        library = build(spec, platform=args.platform) if spec.endswith((".yaml", ".yml")) else load(spec)
        total += sweep(library, args.tier, args.timeout, args.jobs, only=only)
    print("sweep: no findings" if not total else f"sweep: {len(total)} findings")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
