"""Stage 5 of the flow: load a built library with cffi (ABI mode) and run it on numpy arrays.

Array conventions (every direction, every layout the instance uses):
channels-last with an explicit group axis --
``x (N, *input, G, C)``, ``w (G, K, *filter, C)``, ``y (N, *output, G, K)``.
Instances with group-first layouts get their tensors transposed on the way in
and out.  bf16 arrays use ``ml_dtypes.bfloat16``.
"""

from __future__ import annotations

import json
import operator
import os
from pathlib import Path
from typing import Optional, Union

import numpy as np

from codegen.cache import RECORD, cache_root, file_digest
from codegen import environment
from codegen.files import elf_problem, read_json
from codegen.emit import ABI_VERSION
from codegen.epilogue import OPTIONAL_BIAS, Operand as _Operand
from codegen.status import Status

from .abi import DTYPE_CODES, NUMPY_DTYPES, POISON_BYTE, c_problem, c_string, epilogue_args, ffi
from .errors import DeviceError, LibraryFileError, Verdict, VerificationError
from .instance import Instance
from .numerics import TOLERANCES
from .operands import (PROLOGUE_DTYPE, PROLOGUE_RANGES, api_index, check_array, dtype_name, epilogue_argument,
                       epilogue_operands, epilogue_shapes, exercised_epilogue, from_layout, is_device_tensor,
                       layout_shape, nondefault_scalars, prologue_argument, random_epilogue_tensors, tensor_names,
                       to_layout, verify_on_host)
from .problem import ConvProblem, UnsupportedProblem
from .selection import channel_extents, preference


def selection_mode() -> str:
    """``HIPCONV_SELECTION``: ``rules`` (the default: runtime/selection.py's criteria) or
    ``model`` (the fitted cost model's predicted times, runtime/cost_model.py)."""
    return environment.choice("HIPCONV_SELECTION", ("rules", "model"), "rules")


def _resolve(path: Union[str, os.PathLike]) -> Path:
    path = Path(path)
    if path.is_file():
        return path
    if path.is_dir():
        found = sorted(path.glob("libhipconv_*.so"))
        if len(found) == 1:
            return found[0]
        if not found:
            raise FileNotFoundError(f"no libhipconv_*.so in {path}; build it first "
                                    "(python -m codegen SPEC.yaml --build)")
        raise ValueError(f"several libraries in {path}: {', '.join(f.name for f in found)}; "
                         "name the .so")
    raise FileNotFoundError(f"{path} does not exist")


def require_loadable(path: Path):
    """Refuse (``LibraryFileError``, before any dlopen: mapping a truncated library kills
    the process with SIGBUS) a file that is not a complete ELF shared object, or that a
    build-cache record beside it (``library.json``) names with another SHA-256."""
    problem = elf_problem(path)
    if problem is None:
        record = read_json(path.parent / RECORD)
        if (isinstance(record, dict) and record.get("file") == path.name
                and file_digest(path) != record.get("sha256")):
            problem = f"its SHA-256 differs from the one {RECORD} beside it records (truncated or changed)"
    if problem is not None:
        raise LibraryFileError(f"{path} cannot be loaded: {problem}; rebuild it (runtime.build, or "
                               "python -m codegen SPEC.yaml --build)")


class Library:
    """A loaded ``libhipconv_<name>.so``."""

    def __init__(self, path: Union[str, os.PathLike]):
        self.path = _resolve(path)
        # cpu builds run a block's threads as an OpenMP team, usually more threads
        # than cores; libgomp's default spinning at barriers then costs ~2x.  libgomp
        # reads this when it is loaded, i.e. at the first dlopen below.  A value the
        # user set wins.
        os.environ.setdefault("GOMP_SPINCOUNT", "0")
        require_loadable(self.path)
        self.abi = ffi.dlopen(str(self.path.resolve()))
        version = self.abi.hipconv_abi_version()
        if version != ABI_VERSION:
            raise RuntimeError(f"{self.path} has ABI version {version}; this runtime speaks "
                               f"{ABI_VERSION}: regenerate and rebuild it")
        self.name = c_string(self.abi.hipconv_library_name())
        self.platform = c_string(self.abi.hipconv_platform())
        self.instances: tuple[Instance, ...] = tuple(
            self._instance(i) for i in range(self.abi.hipconv_instance_count()))
        self._selected: dict = {}          # select()'s choice per (direction, problem, dtypes, SMs)
        self._file_digest: Optional[str] = None

    def entry_points(self) -> dict:
        """The addresses of the library's ``hipconv_run``, ``hipconv_status_string``,
        ``hipconv_last_device_error`` and ``hipconv_transpose`` (ints): what the PyTorch
        operators (runtime/native.py) call, without Python, for the instances ``select`` chose
        (the transpose: a channels-first tensor's copy to and from channels-last)."""
        return {name: int(ffi.cast("uintptr_t", ffi.addressof(self.abi, f"hipconv_{name}")))
                for name in ("run", "status_string", "last_device_error", "transpose")}

    def launcher(self, inst: Instance, problem: ConvProblem, pointers: dict, workspace=None,
                 epilogue=None):
        """The one way hipconv runs a kernel: a callable ``run(stream=None)`` that launches
        ``inst`` on ``problem`` with the device pointers ``pointers`` (by role: 'x', 'w',
        'y'; cffi pointers), the workspace and the epilogue arguments (cffi objects or None),
        on ``stream`` (a raw stream handle; None: the default stream), and raises on a
        non-zero status (``check_status``).  Everything the call passes is built once here
        and kept alive by the callable: a timing loop calls it as it is."""
        c_tensors = ffi.new("hipconv_tensors*")
        c_tensors.x, c_tensors.w, c_tensors.y = pointers["x"], pointers["w"], pointers["y"]
        problem_struct = c_problem(problem)
        workspace = ffi.NULL if workspace is None else workspace
        epilogue = ffi.NULL if epilogue is None else epilogue
        run_c, index, ok = self.abi.hipconv_run, inst.index, Status.OK.code

        def run(stream=None):
            status = run_c(index, problem_struct, c_tensors, workspace, epilogue,
                           ffi.NULL if stream is None else stream)
            if status != ok:
                self.check_status(status, inst)
        run.keep = (c_tensors, problem_struct, workspace, epilogue, pointers)
        return run

    def launch(self, inst: Instance, problem: ConvProblem, pointers: dict, workspace=None, epilogue=None,
               stream=None):
        """``launcher(...)(stream)``: launch once."""
        self.launcher(inst, problem, pointers, workspace, epilogue)(stream)

    @property
    def device_name(self) -> str:
        """The current device's name ("cpu (N processors)" on the cpu platform)."""
        return c_string(self.abi.hipconv_device_name())

    def __repr__(self):
        return (f"<hipconv.Library {self.name} ({self.platform}) from {self.path}: "
                f"{len(self.instances)} instances>")

    def _instance(self, index: int) -> Instance:
        return Instance.from_description(index, json.loads(c_string(self.abi.hipconv_instance(index).description)))

    # ------------------------------------------------------------ lookup

    def instance(self, which: Union[Instance, str, int]) -> Instance:
        if isinstance(which, Instance):
            if which.index < len(self.instances) and self.instances[which.index] == which:
                return which
            which = which.name
        if isinstance(which, int) and not isinstance(which, bool):
            if not 0 <= which < len(self.instances):
                raise UnknownInstance(f"no instance {which} in {self.name}: indices run from 0 to "
                                      f"{len(self.instances) - 1}")
            return self.instances[which]
        if not isinstance(which, str):
            raise TypeError(f"an instance is an Instance, its name or its index, not "
                            f"{type(which).__name__}")
        for inst in self.instances:
            if inst.name == which:
                return inst
        import difflib
        names = [i.name for i in self.instances]
        nearest = difflib.get_close_matches(which, names, n=5, cutoff=0.5)
        hint = (f"; nearest: {', '.join(nearest)}" if nearest
                else f"; {len(names)} instances, list them with lib.instances")
        raise UnknownInstance(f"no instance named {which!r} in {self.name}{hint}")

    def supports(self, instance, problem: ConvProblem) -> Status:
        """The library's verdict on running ``problem`` with ``instance``."""
        inst = self.instance(instance)
        return Status(self.abi.hipconv_supports(inst.index, c_problem(problem)))

    def workspace_size(self, instance, problem: ConvProblem) -> int:
        inst = self.instance(instance)
        return int(self.abi.hipconv_workspace_size(inst.index, c_problem(problem)))

    def split_k_used(self, instance, problem: ConvProblem) -> int:
        """The split-K count the instance would use for ``problem`` (auto resolved)."""
        inst = self.instance(instance)
        return int(self.abi.hipconv_split_k_used(inst.index, c_problem(problem)))

    def modelled_bytes(self, instance, problem: ConvProblem) -> Optional[float]:
        """The split cost model's time for ``problem`` at the split the instance uses, in
        bytes of DRAM traffic at the micro-kernel's modelled rate (backward-weight GEMM
        tiles with split_k auto; docs/reference.md, split-K); None for instances without
        the model."""
        inst = self.instance(instance)
        value = float(self.abi.hipconv_modelled_bytes(inst.index, c_problem(problem)))
        return None if value < 0 else value

    def candidates(self, direction: str, problem: ConvProblem,
                   dtypes: Union[dict, str, None] = None, epilogue: str = "acc",
                   family: Optional[str] = None, prologue: Optional[str] = None,
                   statistics: bool = False) -> list[Instance]:
        """Instances that can run ``problem``, best first (see ``select``).  ``dtypes`` is
        a {role: dtype} dict (roles 'x', 'w', 'y'), or one dtype name for every role;
        ``epilogue`` the expression the instances must store (spacing does not matter);
        ``family`` keeps only the instances of that layout family ('channels_last': what
        device tensors pass; the PyTorch operators ask for 'channels_last' or
        'channels_first', Instance.family); ``prologue`` the prologue they must apply to X (None:
        none) and ``statistics`` whether they also write the output's statistics."""
        dtypes = _dtypes_argument(dtypes)
        wanted = epilogue_argument(epilogue)
        prologue = prologue_argument(prologue)
        found = [i for i in self.instances if self._matches(i, direction, problem, dtypes, wanted, prologue, statistics)
                 and (family is None or i.family == family)
                 and self.supports(i, problem) is Status.OK]
        keys = {i.name: preference(i, problem, **self.selection_context(i, problem)) for i in found}
        if selection_mode() == "model":        # the fitted cost model's times, the rules' order on ties
            times = dict(zip((i.name for i in found), self.predicted_ms(found, problem)))
            return sorted(found, key=lambda inst: (times[inst.name], keys[inst.name]))
        return sorted(found, key=lambda inst: keys[inst.name])

    def predicted_ms(self, instances, problem: ConvProblem) -> list:
        """The shipped cost model's predicted time (ms) of each instance on ``problem`` on this
        library's device (runtime/cost_model.py; its kind read off the device name, its
        multiprocessor count from the library)."""
        from .cost_model import shipped
        return shipped().predict_ms([self.instance(i) for i in instances], problem, self.model_device())

    def model_device(self):
        """This library's device as the cost model sees it (``selection_data.Device``: its kind
        read off the device name, its multiprocessor count from the library)."""
        from .selection_data import Device
        return Device.of(self.device_name, int(self.abi.hipconv_multiprocessor_count()))

    def model_deciding(self, first: Instance, second: Instance, problem: ConvProblem, count: int = 3) -> list:
        """The cost model's features that make ``second``'s predicted time larger than
        ``first``'s on this device: [(feature, factor)] (``CostModel.deciding_features``)."""
        from .cost_model import shipped
        return shipped().deciding_features(self.instance(first), self.instance(second), problem,
                                           self.model_device(), count)

    def explain(self, direction: str, problem: ConvProblem, dtypes: Union[dict, str, None] = None,
                epilogue: str = "acc", family: Optional[str] = None, top: int = 5) -> str:
        """How ``select`` ranks the candidates for ``problem``: the first ``top`` in its order
        (HIPCONV_SELECTION: the rules by default, or the cost model), each with the cost model's
        predicted time and its place under the rules; under the rules, the criterion that puts
        each after the one before it (``selection.explain``), under the model the features that
        make its predicted time larger than the one before's (``CostModel.deciding_features``)."""
        from .selection import deciding
        mode = selection_mode()
        found = self.candidates(direction, problem, dtypes, epilogue, family)
        if not found:
            return f"no candidate for {direction} {problem}"
        times = self.predicted_ms(found, problem)
        keys = {i.name: preference(i, problem, **self.selection_context(i, problem)) for i in found}
        ranks = {name: n for n, name in enumerate(sorted(keys, key=keys.get), 1)}
        lines = [f"{direction} {problem}: {len(found)} candidates, ranked by the "
                 f"{'cost model (HIPCONV_SELECTION=model)' if mode == 'model' else 'rules (runtime/selection.py)'}"]
        for n, (inst, ms) in enumerate(zip(found, times), 1):
            why = ""
            if mode != "model" and n > 1:
                why = "; after the one above by " + str(deciding(keys[found[n - 2].name], keys[inst.name]))
            elif n > 1 and found[n - 2].direction == inst.direction:
                decided = self.model_deciding(found[n - 2], inst, problem)
                why = ("; slower than the one above by " + ", ".join(f"{name} (x{factor:.2f})" for name, factor in decided)
                       if decided else "")
            lines.append(f"  {n}. {inst.name}: predicted {ms * 1e3:.1f} us, rules' place {ranks[inst.name]}{why}")
            if n >= top:
                break
        return "\n".join(lines)

    def selection_context(self, inst: Instance, problem: ConvProblem) -> dict:
        """What ``runtime.selection.preference`` reads for ``inst`` on ``problem`` beside the two
        (its keyword arguments): whether the grid fills the device (fills_device), the split
        model's time (modelled_bytes), the output split's slices (splits) and the device's
        multiprocessor count.  The benchmark records it with each timed candidate, so that
        bench/selection_replay.py can rank recorded candidates under changed rules exactly."""
        multiprocessors = int(self.abi.hipconv_multiprocessor_count())
        return dict(fills_device=self.fills_device(inst, problem, multiprocessors),
                    modelled_bytes=self.modelled_bytes(inst, problem),
                    splits=self._output_splits(inst, problem), multiprocessors=multiprocessors)

    def _output_splits(self, inst: Instance, problem: ConvProblem) -> int:
        """The slices a forward / backward-data instance splits ``problem``'s reduction into
        (1 for the instances without split_k, and for backward-weight: fills_device)."""
        if inst.direction == "backward_weight" or inst.split_k == 1:
            return 1
        return self.split_k_used(inst, problem)

    def fills_device(self, inst: Instance, problem: ConvProblem, multiprocessors: int) -> bool:
        """Whether a backward-weight GEMM instance keeps at least a quarter of the
        multiprocessors busy for ``problem`` (tiles x its split-K count: the split cost
        model may stop short of a full wave on purpose, and its slice cap bounds what a
        one-tile problem gets); the other kinds always do
        here (their grids follow the output positions)."""
        if inst.direction != "backward_weight" or inst.specialization == "depthwise":
            return True
        rows, columns = channel_extents(inst, problem)
        m_tiles = 1 if inst.groups_per_block > 1 else -(-rows // inst.block[0])
        blocks = (problem.G // inst.groups_per_block) * m_tiles * -(-columns // inst.block[1])
        return 4 * blocks * self.split_k_used(inst, problem) >= multiprocessors

    def select(self, direction: str, problem: ConvProblem,
               dtypes: Union[dict, str, None] = None, epilogue: str = "acc",
               family: Optional[str] = None, prologue: Optional[str] = None,
               statistics: bool = False) -> Instance:
        """The instance ``backward_data`` & co. use when none is named: among the
        instances of the direction, spatial rank, dtypes and epilogue whose ``supports(problem)``
        is OK, the first by ``runtime.selection.CRITERIA`` (the rule as data: each criterion's
        id, what it puts first and the measurement behind it; docs/reference.md has the table);
        with ``HIPCONV_SELECTION=model`` the lowest time the fitted cost model predicts
        (``predicted_ms``; ``explain`` shows both).
        ``prologue`` / ``statistics``: among the instances that apply that prologue to X / also
        write the output's statistics (by default, those that do neither).
        Remembered per (direction, problem, dtypes, epilogue, prologue, statistics,
        multiprocessor count, switch)."""
        dtypes = _dtypes_argument(dtypes)
        wanted = epilogue_argument(epilogue)
        prologue = prologue_argument(prologue)
        key = (direction, problem, tuple(sorted((dtypes or {}).items())), wanted, prologue, statistics,
               int(self.abi.hipconv_multiprocessor_count()), family, selection_mode())
        if key in self._selected:          # the rule's choice, once per problem and device
            return self.instances[self._selected[key]]
        found = self.candidates(direction, problem, dtypes, wanted, family, prologue, statistics)
        if found:
            self._selected[key] = found[0].index
            return found[0]
        shaped = [i for i in self.instances if self._matches(i, direction, problem, dtypes, wanted, prologue, statistics)]
        if not shaped:
            kinds = ", ".join(f"{k}={v}" for k, v in (dtypes or {}).items())
            others = sorted({i.epilogue for i in self.instances
                             if self._matches(i, direction, problem, dtypes, None)})
            hint = (f"; its epilogues there: {', '.join(repr(e) for e in others)}"
                    if others and wanted not in others else "")
            raise UnsupportedProblem(
                "no-instance", f"{self.name} has no {direction} instance for "
                f"{problem.spatial_dim}D with {kinds or 'these dtypes'} and epilogue "
                f"{wanted!r}" + (f", prologue {prologue!r}" if prologue else "")
                + (", writing statistics" if statistics else "") + hint)
        reasons = {}
        for inst in shaped:
            status = self.supports(inst, problem)
            reasons.setdefault(status, []).append(inst.name)
        first = next(iter(reasons))
        detail = "; ".join(f"{', '.join(names)}: {status.message}"
                           for status, names in reasons.items())
        raise UnsupportedProblem(first.slug, f"no instance of {self.name} can run {problem}: "
                                 f"{detail}")

    @staticmethod
    def _matches(inst: Instance, direction: str, problem: ConvProblem, dtypes,
                 epilogue: Optional[str] = "acc", prologue: Optional[str] = None,
                 statistics: bool = False) -> bool:
        if inst.direction != direction or inst.spatial_dim != problem.spatial_dim:
            return False
        if inst.micro_kernel == "reference":     # verify's yardstick, never chosen to compute
            return False
        # conv(prologue(X)) is not conv(X), and the statistics are an output more: what the call
        # asks for, exactly (a plain call never gets either)
        if inst.prologue != prologue or inst.statistics != statistics:
            return False
        if epilogue is not None and not inst.computes(epilogue):
            return False
        return all(getattr(inst, f"{role}_type") == kind for role, kind in (dtypes or {}).items())

    # ------------------------------------------------------------ tuning

    def tune(self, direction: str, problem: ConvProblem, dtypes: Union[dict, str, None] = None,
             iterations: int = 10, epilogue: str = "acc", budget: Optional[float] = None,
             family: Optional[str] = None, top: Optional[int] = None) -> Instance:
        """The fastest applicable instance for ``problem``, timed on this device, and never
        one slower than ``select``'s choice timed the same way.

        Method (``_measure``): device-resident random inputs of the problem's shape; on a
        GPU with torch, the benchmark's timing (CUDA events on the current stream, an L2
        flush before each call, warm-up, median); elsewhere ``hipconv_time_run``.  Bounded:
        a first round times ``select``'s choice, then the others of the ``top`` candidates
        (default ``HIPCONV_TUNE_TOP``, 8) the cost model predicts fastest (``tuning_order``),
        3 calls each, until ``budget`` seconds (default ``HIPCONV_TUNE_BUDGET``, 2 s) are
        spent; a second round times ``iterations`` calls of those within 1.25x of the first
        round's best, the rule's choice among them.  The winner is stored in
        ``cache_root()/tuning.json`` (under a lock, merged with what other threads and
        processes wrote) under (library file digest, device name, direction, problem,
        dtypes, epilogue), with every time measured; later calls, in any process, read it.
        An entry that does not name an instance of this direction, dtypes and epilogue
        which supports the problem is ignored with a warning and tuned again.  ``select``
        stays the default; calls take ``tune=True`` or ``HIPCONV_TUNE=1``."""
        dtypes = _dtypes_argument(dtypes)
        epilogue = epilogue_argument(epilogue)
        key = self._tuning_key(direction, problem, dtypes, epilogue) + (f"|{family}" if family else "")
        iterations = _iterations(iterations)
        stored = _UNSTORED[key] if key in _UNSTORED else _read_tuning().get(key)
        if stored is not None:
            inst = self._valid_tuning_entry(stored, direction, problem, dtypes, epilogue)
            if inst is not None and family is not None and inst.family != family:
                inst = None
            if inst is not None:
                return inst
            import warnings
            warnings.warn(f"hipconv: ignoring the tuning.json entry for {key!r} ({stored!r:.120}): it does "
                          f"not name a {direction} instance of {self.name} that runs this problem; tuning again",
                          RuntimeWarning, stacklevel=2)
        found = self.candidates(direction, problem, dtypes, epilogue, family)
        if not found:
            return self.select(direction, problem, dtypes, epilogue, family)   # raises the refusal
        import time as _time
        budget = environment.seconds("HIPCONV_TUNE_BUDGET", 2.0) if budget is None else budget
        top = environment.count("HIPCONV_TUNE_TOP", 8) if top is None else int(top)
        if top < 1:
            raise ValueError(f"tune: top={top}; it must be >= 1")
        started = _time.perf_counter()
        first = {}
        for inst in self.tuning_order(found, problem)[:top]:
            if inst is not found[0] and _time.perf_counter() - started > budget:
                break
            first[inst.name] = self._measure(direction, problem, inst, 3)
        fastest = min(first.values())
        second = {name: self._measure(direction, problem, self.instance(name), iterations)
                  for name, seconds in first.items() if seconds <= 1.25 * fastest or name == found[0].name}
        rule = found[0]
        best = min((self.instance(name) for name in second), key=lambda inst: (second[inst.name], inst.index))
        if second[best.name] >= second[rule.name]:
            best = rule                      # never slower than the rule's choice
        _write_tuning(key, {"instance": best.name, "direction": direction, "seconds": second[best.name],
                            "rule_choice": rule.name, "rule_seconds": second[rule.name],
                            "first_round": dict(sorted(first.items())),
                            "second_round": dict(sorted(second.items())),
                            "timed": len(first), "candidates": len(found), "top": top})
        return best

    def tuning_order(self, found: list, problem: ConvProblem) -> list:
        """The order in which ``tune`` times ``found`` (``candidates``' list, ``select``'s
        choice first): that choice, then the others by the cost model's predicted time (the
        rules' order on ties, and wholly where the model cannot rank them)."""
        try:
            times = self.predicted_ms(found, problem)
        except Exception:        # no model for this library's device or instances: the rules' order
            return list(found)
        rest = sorted(range(1, len(found)), key=lambda n: (times[n], n))
        return [found[0]] + [found[n] for n in rest]

    def _valid_tuning_entry(self, entry, direction: str, problem: ConvProblem, dtypes, epilogue: str):
        """The instance a tuning.json entry names, if it is one this call could have chosen."""
        if not isinstance(entry, dict) or not isinstance(entry.get("instance"), str):
            return None
        try:
            inst = self.instance(entry["instance"])
        except ValueError:
            return None
        if not self._matches(inst, direction, problem, dtypes, epilogue):
            return None
        return inst if self.supports(inst, problem) is Status.OK else None

    def _measure(self, direction: str, problem: ConvProblem, inst: Instance, iterations: int) -> float:
        """Seconds of one run of ``inst`` on random device-resident inputs: the bench's
        method (CUDA events, L2 flushed, warm-up, median) on a GPU with torch, else
        ``hipconv_time_run`` (the mean of back-to-back runs)."""
        if self.platform != "cpu" and not (not inst.channels_last):
            try:
                import torch
                cuda = torch.cuda.is_available()
            except ImportError:
                cuda = False
            if cuda:
                from .timing import event_median
                from .device_tensors import torch_dtypes
                kinds = torch_dtypes(torch)
                shapes = {"x": problem.x_shape, "w": problem.w_shape, "y": problem.y_shape}
                inputs = {role: torch.randn(shapes[role], device="cuda").to(kinds[getattr(inst, f"{role}_type")])
                          for role in ("x", "w", "y") if role != inst.output_role}
                shapes_extra = epilogue_shapes(inst, problem)
                out_kind = kinds[getattr(inst, f"{inst.output_role}_type")]
                operands = {o.value: torch.randn(shapes_extra[o.value], device="cuda").to(out_kind)
                            for o in inst.epilogue_expression.operands}
                run = {"forward": self.forward, "backward_data": self.backward_data,
                       "backward_weight": self.backward_weight}[direction]
                ordered = [inputs[r] for r in {"forward": ("x", "w"), "backward_data": ("y", "w"),
                                               "backward_weight": ("x", "y")}[direction]]
                return event_median(lambda: run(*ordered, problem, inst, **operands), 2, iterations)
        return self.time(direction, problem, inst, iterations)

    def _tuning_key(self, direction: str, problem: ConvProblem, dtypes: Optional[dict],
                    epilogue: str = "acc") -> str:
        if self._file_digest is None:
            import hashlib
            self._file_digest = hashlib.sha256(self.path.resolve().read_bytes()).hexdigest()[:16]
        kinds = ",".join(f"{role}={kind}" for role, kind in sorted((dtypes or {}).items()))
        return (f"{self.name}|{self._file_digest}|{self.platform}|{self.device_name}|{direction}|"
                f"{problem}|{kinds}" + ("" if epilogue == "acc" else f"|{epilogue}"))

    # ------------------------------------------------------------ running

    def forward(self, x: np.ndarray, w: np.ndarray, problem: ConvProblem, instance=None, *,
                epilogue: Optional[str] = None, poison: bool = False, tune: Optional[bool] = None,
                verify: Optional[str] = None, **operands) -> np.ndarray:
        """Y of shape (N, *output, G, K) from X (N, *input, G, C) and W (G, K, *filter, C).
        ``instance``, ``epilogue``, ``tune`` and the epilogue operands as in
        ``backward_data``; ``prologue="relu(x * scale + shift)"`` with ``scale=`` / ``shift=``
        computes conv(prologue(X)), and ``statistics=`` (a (2, G, K) float32 array) also
        receives the output's per-channel sums and sums of squares -- each among the instances
        that do exactly that (select never gives a plain call one of them)."""
        return self._run("forward", problem, instance, {"x": x, "w": w}, epilogue, operands,
                         poison, tune, verify)

    def backward_data(self, dy: np.ndarray, w: np.ndarray, problem: ConvProblem, instance=None, *,
                      epilogue: Optional[str] = None, poison: bool = False,
                      tune: Optional[bool] = None, verify: Optional[str] = None,
                      **operands) -> np.ndarray:
        """dX of shape (N, *input, G, C) from dY (N, *output, G, K) and W (G, K, *filter, C).

        Without ``instance``: ``select``'s choice among the instances whose epilogue is
        ``epilogue`` (default ``"acc"``), or with ``tune`` (default: the environment
        variable HIPCONV_TUNE) the fastest one (``tune``).  With ``instance``,
        ``epilogue`` (if given) must be the instance's.  The epilogue's operands are
        keyword arguments: ``bias`` (G, output channels), ``residual`` and ``out`` (the
        output's shape; ``out`` is the output buffer's contents before the call),
        all in the output's dtype, and the scalars ``alpha``, ``beta`` and any the spec
        declares (fp32; default: alpha 1, beta 0, the spec's defaults).  A tensor the
        epilogue reads is required; an operand it does not read is an error.

        ``verify="gpu"`` runs the library's reference instance of the same signature
        (micro_kernel reference: ``reference_for``) on the same device buffers and
        compares both outputs on the device; ``verify="cpu"`` compares with the float64
        numpy reference.  Either raises ``VerificationError`` (the worst element, its
        index and both values) when they differ beyond the dtype's tolerance."""
        return self._run("backward_data", problem, instance, {"y": dy, "w": w}, epilogue,
                         operands, poison, tune, verify)

    def backward_weight(self, x: np.ndarray, dy: np.ndarray, problem: ConvProblem, instance=None, *,
                        epilogue: Optional[str] = None, poison: bool = False,
                        tune: Optional[bool] = None, verify: Optional[str] = None,
                        **operands) -> np.ndarray:
        """dW of shape (G, K, *filter, C) from X (N, *input, G, C) and dY (N, *output, G, K).
        ``instance``, ``epilogue``, ``tune`` and the epilogue operands as in
        ``backward_data`` (dW has no output-channel axis: no ``bias``); ``prologue=`` as in
        ``forward``: the gradient of the filter that saw prologue(X)."""
        return self._run("backward_weight", problem, instance, {"x": x, "y": dy}, epilogue,
                         operands, poison, tune, verify)

    def choose(self, direction: str, problem: ConvProblem, instance, dtypes: dict,
                names: dict, epilogue: Optional[str], tune: Optional[bool],
                family: Optional[str] = None, prologue: Optional[str] = None,
                statistics: bool = False) -> Instance:
        wanted = None if epilogue is None else epilogue_argument(epilogue)
        prologue = prologue_argument(prologue)
        if instance is None:
            if tune is None:
                tune = environment.flag("HIPCONV_TUNE")
            if prologue is not None or statistics:
                # the tuner times plain calls: a prologue's or the statistics' instances are
                # ranked by select (their operands are the caller's)
                inst = self.select(direction, problem, dtypes, epilogue=wanted or "acc", family=family,
                                   prologue=prologue, statistics=statistics)
            else:
                choose = self.tune if tune else self.select
                inst = choose(direction, problem, dtypes, epilogue=wanted or "acc",
                              family=family)
            if family is not None and inst.family != family:
                # select ranks channels-last first (rule 2): none can run the problem
                raise UnsupportedProblem("no-instance", f"{self.name} has no channels-last "
                                         f"{direction} instance for {problem} (device tensors "
                                         "run channels-last instances only)")
            return inst
        inst = self.instance(instance)
        if family is not None and inst.family != family:
            raise ValueError(f"instance {inst.name} is group-first; device tensors run "
                             "channels-last instances (a group-first one would need a "
                             "transposed copy): pass numpy arrays or another instance")
        if inst.direction != direction:
            raise ValueError(f"instance {inst.name} computes {inst.direction}, not {direction}")
        for role, kind in dtypes.items():
            if getattr(inst, f"{role}_type") != kind:
                raise ValueError(f"{names[role]} is {kind} but instance {inst.name} takes "
                                 f"{getattr(inst, f'{role}_type')} for it")
        if wanted is not None and not inst.computes(wanted):
            raise ValueError(f"instance {inst.name} stores {inst.epilogue!r}, not the epilogue "
                             f"{wanted!r} the call asks for")
        if prologue is not None and inst.prologue != prologue:
            raise ValueError(f"instance {inst.name} applies "
                             + (f"the prologue {inst.prologue!r}" if inst.prologue else "no prologue")
                             + f", not the prologue {prologue!r} the call asks for")
        self.require_support(inst, problem)
        return inst

    def _run(self, direction: str, problem: ConvProblem, instance, inputs: dict,
             epilogue: Optional[str], operands: dict, poison: bool,
             tune: Optional[bool] = None, verify: Optional[str] = None) -> np.ndarray:
        if verify not in (None, "gpu", "cpu"):
            raise ValueError(f"verify is 'gpu', 'cpu' or None, not {verify!r}")
        stream = operands.pop("stream", None)
        prologue = operands.pop("prologue", None)
        tensors_given = sorted(set(operands) & {"bias", "residual", "out"})
        if instance is None and epilogue is None and tensors_given:
            # operands without an epilogue: name the epilogues that read them
            fitting = sorted({i.epilogue for i in self.instances
                              if i.direction == direction and i.micro_kernel != "reference"
                              and set(tensors_given) <= {o.value for o in i.epilogue_expression.operands}}
                             | ({OPTIONAL_BIAS} if tensors_given == ["bias"] and any(
                                 i.optional_bias and i.direction == direction for i in self.instances) else set()))
            raise ValueError(f"{', '.join(tensors_given)} given but no epilogue=: say which "
                             "expression to store"
                             + (f", e.g. epilogue={fitting[0]!r} ({self.name}'s {direction} "
                                f"epilogues reading them: {', '.join(repr(f) for f in fitting)})"
                                if fitting else
                                f"; {self.name} has no {direction} epilogue reading them"))
        if any(not isinstance(a, np.ndarray) and is_device_tensor(a) for a in inputs.values()):
            from .device_tensors import run_on_device_tensors
            return run_on_device_tensors(self, direction, problem, instance, inputs, epilogue,
                                         operands, tune, verify, stream, prologue)
        if stream is not None:
            raise ValueError("stream= is for device tensors; numpy calls run on the default "
                             "stream and synchronize")
        if not isinstance(problem, ConvProblem):
            raise TypeError(f"problem must be a runtime.ConvProblem, got {type(problem).__name__}")
        shapes = {"x": problem.x_shape, "w": problem.w_shape, "y": problem.y_shape}
        names = tensor_names(direction)
        for role, array in inputs.items():
            check_array(names[role], array, shapes[role])
        dtypes = {role: dtype_name(names[role], a.dtype) for role, a in inputs.items()}
        inst = self.choose(direction, problem, instance, dtypes, names, epilogue, tune,
                           prologue=prologue, statistics="statistics" in operands)
        yardstick = self.reference_for(inst, required=True) if verify == "gpu" else None
        if yardstick is not None:
            self.require_support(yardstick, problem)
        out_role = inst.output_role
        out_dtype = inst.dtype_of(out_role)
        out_shape = shapes[out_role]
        wanted = None if epilogue is None else epilogue_argument(epilogue)
        tensors_in, scalars = epilogue_operands(inst, problem, operands, wanted)
        host = {role: to_layout(np.asarray(a), role, inst) for role, a in inputs.items()}
        with DeviceBuffers(self) as buffers:
            pointers = {}
            for role in ("x", "w", "y"):
                if role in host:
                    pointers[role] = buffers.upload(host[role])
                elif "out" in tensors_in:
                    pointers[role] = buffers.upload(to_layout(tensors_in["out"], role, inst))
                else:
                    nbytes = int(np.prod(out_shape)) * out_dtype.itemsize
                    pointers[role] = buffers.allocate(nbytes)
                    if poison:
                        self.check_status(self.abi.hipconv_device_fill(pointers[role], POISON_BYTE,
                                                                  nbytes))
            extra = {name: buffers.upload(to_layout(array, out_role, inst) if name == "residual" else array)
                     for name, array in tensors_in.items() if name != "out"}
            args = epilogue_args(inst, scalars, extra, wanted)
            workspace = buffers.workspace(inst, problem)
            self.launch(inst, problem, pointers, workspace, args)
            self.check_status(self.abi.hipconv_synchronize())
            if "statistics" in tensors_in:      # written in place: the caller's array
                statistics = tensors_in["statistics"]
                self.check_status(self.abi.hipconv_copy_to_host(ffi.from_buffer(statistics), extra["statistics"],
                                                                statistics.nbytes))
            if yardstick is not None:
                # the reference on the same inputs, into its own output buffer (initialized
                # as the fast one's was: with `out`, or poisoned)
                nbytes = int(np.prod(out_shape)) * out_dtype.itemsize
                if "out" in tensors_in:
                    want = buffers.upload(to_layout(tensors_in["out"], out_role, inst))
                else:
                    want = buffers.allocate(nbytes)
                    self.check_status(self.abi.hipconv_device_fill(want, POISON_BYTE, nbytes))
                verdict = self.run_reference(inst, yardstick, problem, pointers, want, args)
                if not verdict.ok:
                    raise VerificationError(inst.name, yardstick.name, verdict)
            out_layout_shape = layout_shape(out_shape, out_role, inst)
            result = np.empty(out_layout_shape, dtype=out_dtype)
            self.check_status(self.abi.hipconv_copy_to_host(ffi.from_buffer(result),
                                                       pointers[out_role], result.nbytes))
        result = from_layout(result, out_role, inst)
        if verify == "cpu":
            verify_on_host(inst, problem, inputs, {**tensors_in, **scalars}, result, wanted)
        return result

    # ------------------------------------------------------------ verification

    def reference_for(self, inst, required: bool = False) -> Optional[Instance]:
        """The library's reference instance (micro_kernel reference) computing what
        ``inst`` computes: same direction, rank, layouts, dtypes, epilogue and prologue.  None (or,
        with ``required``, a ValueError naming what to add to the spec) when there is none."""
        inst = self.instance(inst)
        for candidate in self.instances:
            if (candidate.micro_kernel == "reference" and candidate is not inst
                    and candidate.direction == inst.direction
                    and candidate.spatial_dim == inst.spatial_dim
                    and candidate.epilogue == inst.epilogue
                    and candidate.epilogue_scalars == inst.epilogue_scalars
                    and candidate.prologue == inst.prologue
                    and candidate.statistics == inst.statistics
                    and all(getattr(candidate, f"{r}_{k}") == getattr(inst, f"{r}_{k}")
                            for r in "xwy" for k in ("layout", "type"))):
                return candidate
        if inst.micro_kernel == "reference":
            if required:
                raise ValueError(f"{inst.name} is a reference instance, the yardstick verify='gpu' compares "
                                 f"the other instances with; check it against the host's float64 reference "
                                 f"(verify=True, or runtime.check)")
            return inst
        if required:
            raise ValueError(
                f"{self.name} has no reference instance for {inst.name} (verify='gpu' runs "
                f"one): add to the spec an instance with micro_kernel: reference, direction "
                f"{inst.direction}, spatial_dim {inst.spatial_dim}, layouts "
                f"{inst.x_layout}/{inst.w_layout}/{inst.y_layout}, dtypes "
                f"{inst.x_type}/{inst.w_type}/{inst.y_type} and epilogue {inst.epilogue!r}"
                + (f" and prologue {inst.prologue!r}" if inst.prologue is not None else ""))
        return None

    def run_reference(self, inst: Instance, yardstick: Instance, problem: ConvProblem,
                      pointers: dict, want, args, stream=None) -> "Verdict":
        """After ``inst`` ran on the device buffers ``pointers`` (by role), run its reference
        ``yardstick`` on the same inputs into ``want`` (initialized by the caller as the
        output was) with the same epilogue ``args``, and compare the two outputs on the
        device."""
        out_role = inst.output_role
        self.launch(yardstick, problem, {role: want if role == out_role else pointers[role]
                                         for role in ("x", "w", "y")}, None, args, stream)
        self.check_status(self.abi.hipconv_synchronize())
        return self.compare_on_device(inst, problem, pointers[out_role], want)

    def compare_on_device(self, inst: Instance, problem: ConvProblem, got, want) -> "Verdict":
        """Compare two device buffers holding ``inst``'s output for ``problem`` with the
        tolerances of runtime.check (hipconv_device_compare; nothing leaves the device
        but the verdict)."""
        out_role = inst.output_role
        kind = getattr(inst, f"{out_role}_type")
        tol = TOLERANCES[kind]
        shape = {"x": problem.x_shape, "w": problem.w_shape, "y": problem.y_shape}[out_role]
        result = ffi.new("hipconv_comparison*")
        self.check_status(self.abi.hipconv_device_compare(got, want, DTYPE_CODES[kind],
                                                     int(np.prod(shape)), tol.rtol, tol.atol,
                                                     result))

        def where(flat: int) -> Optional[tuple]:
            if flat < 0:
                return None
            index = np.unravel_index(flat, layout_shape(shape, out_role, inst))
            return api_index(index, out_role, inst)

        relative = (result.diff_norm / result.want_norm if result.want_norm > 0
                    else result.diff_norm)
        if result.non_finite:
            return Verdict(False, float("inf"), where(result.first_non_finite), float("nan"),
                           float("nan"),
                           f"{result.non_finite} non-finite elements (unwritten or NaN), first at "
                           f"{where(result.first_non_finite)}")
        ok = relative <= tol.relative and result.over == 0
        worst = where(result.worst)
        message = (f"relative error {relative:.2e} (limit {tol.relative:.0e}), {result.over} "
                   f"elements over the elementwise limit; worst at {worst}: got "
                   f"{result.got_at_worst:.6g}, want {result.want_at_worst:.6g}")
        return Verdict(ok, relative, worst, result.got_at_worst, result.want_at_worst,
                       message if not ok else f"relative error {relative:.2e}")

    def verify(self, instance, problem: ConvProblem, seed: int = 0) -> "Verdict":
        """Run ``instance`` and its reference instance on the same random device-resident
        inputs (hipconv_device_fill_random: no host copy, any size) and compare the
        outputs on the device.  Returns the Verdict; raises ValueError when the library
        has no reference for it and UnsupportedProblem when either refuses the problem."""
        inst = self.instance(instance)
        yardstick = self.reference_for(inst, required=True)
        self.require_support(inst, problem)
        self.require_support(yardstick, problem)
        shapes = {"x": problem.x_shape, "w": problem.w_shape, "y": problem.y_shape}
        out_role = inst.output_role
        wanted = exercised_epilogue(inst, seed)
        expression = inst.call_epilogue(wanted, ("bias",) if wanted and "bias" in wanted else ())
        with DeviceBuffers(self) as buffers:
            def random_buffer(shape, kind: str, salt: int):
                count = int(np.prod(shape))
                pointer = buffers.allocate(count * NUMPY_DTYPES[kind].itemsize)
                self.check_status(self.abi.hipconv_device_fill_random(
                    pointer, DTYPE_CODES[kind], count, seed * 16 + salt, -1.0, 1.0))
                return pointer, count * NUMPY_DTYPES[kind].itemsize

            pointers = {}
            for salt, role in enumerate(("x", "w", "y")):
                kind = getattr(inst, f"{role}_type")
                pointers[role], out_bytes = random_buffer(shapes[role], kind, salt)
                if role == out_role:
                    nbytes = out_bytes
            out_kind = getattr(inst, f"{out_role}_type")
            want = buffers.allocate(nbytes)
            if _Operand.OUT in expression.operands:    # both start from the same buffer contents
                self.check_status(self.abi.hipconv_device_copy(want, pointers[out_role], nbytes))
            else:
                self.check_status(self.abi.hipconv_device_fill(pointers[out_role], POISON_BYTE, nbytes))
                self.check_status(self.abi.hipconv_device_fill(want, POISON_BYTE, nbytes))
            extra = {}
            shapes_extra = epilogue_shapes(inst, problem)
            for salt, operand in enumerate(sorted(o.value for o in expression.operands if o.value != "out")):
                extra[operand], _ = random_buffer(shapes_extra[operand], out_kind, 3 + salt)
            if inst.statistics:      # written by both runs (the reference's last): not compared here
                extra["statistics"] = buffers.allocate(2 * problem.G * problem.K * PROLOGUE_DTYPE.itemsize)
            for salt, name in enumerate(inst.prologue_tensors):    # fp32 vectors in their check ranges
                count = int(np.prod(shapes_extra[name]))
                extra[name] = buffers.allocate(count * PROLOGUE_DTYPE.itemsize)
                self.check_status(self.abi.hipconv_device_fill_random(
                    extra[name], DTYPE_CODES["fp32"], count, seed * 16 + 8 + salt, *PROLOGUE_RANGES[name]))
            args = epilogue_args(inst, nondefault_scalars(expression), extra, wanted)
            workspace = buffers.workspace(inst, problem)
            self.launch(inst, problem, pointers, workspace, args)
            return self.run_reference(inst, yardstick, problem, pointers, want, args)

    def time(self, direction: str, problem: ConvProblem, instance, iterations: int = 20,
             seed: int = 0) -> float:
        """Mean seconds per run of ``instance`` on random inputs (device-resident), its
        epilogue's tensors random too and its scalars at their defaults.  ``iterations`` is
        the number of timed runs (an int of at least 1: a ValueError otherwise)."""
        iterations = _iterations(iterations)
        inst = self.instance(instance)
        self.require_support(inst, problem)
        rng = np.random.default_rng(seed)
        shapes = {"x": problem.x_shape, "w": problem.w_shape, "y": problem.y_shape}
        with DeviceBuffers(self) as buffers:
            tensors = ffi.new("hipconv_tensors*")
            for role in ("x", "w", "y"):
                array = rng.standard_normal(shapes[role]).astype(inst.dtype_of(role))
                setattr(tensors, role, buffers.upload(to_layout(array, role, inst)))
            extra = random_epilogue_tensors(inst, problem, rng)
            args = epilogue_args(inst, {}, {name: buffers.upload(
                to_layout(a, inst.output_role, inst) if name == "residual" else a)
                for name, a in extra.items() if name != "out"})
            workspace = buffers.workspace(inst, problem)
            elapsed = self.abi.hipconv_time_run(inst.index, c_problem(problem), tensors,
                                                 workspace, args, iterations)
        if elapsed < 0:
            self.check_status(Status.DEVICE_ERROR.code)
        return float(elapsed)

    def require_support(self, inst: Instance, problem: ConvProblem):
        status = self.supports(inst, problem)
        if status is not Status.OK:
            raise UnsupportedProblem(status.slug, f"instance {inst.name} refuses {problem}: "
                                     f"{status.message}")

    def check_status(self, status: int, inst: Optional[Instance] = None):
        if status == Status.OK.code:
            return
        st = Status(status)
        if st.is_refusal:
            raise UnsupportedProblem(st.slug, st.message)
        if st is Status.DEVICE_ERROR:
            raise DeviceError(c_string(self.abi.hipconv_last_device_error()) or st.message)
        raise RuntimeError(f"{st.slug}: {st.message}" + (f" (instance {inst.name})" if inst else ""))


class DeviceBuffers:
    """Device allocations freed together, also on error."""

    def __init__(self, library: Library):
        self.library = library
        self.pointers = []

    def __enter__(self):
        return self

    def allocate(self, nbytes: int):
        pointer = ffi.new("void**")
        self.library.check_status(self.library.abi.hipconv_device_alloc(pointer, max(int(nbytes), 1)))
        self.pointers.append(pointer[0])
        return pointer[0]

    def workspace(self, inst: Instance, problem: ConvProblem):
        """The workspace the library asks for (NULL when it needs none)."""
        nbytes = self.library.workspace_size(inst, problem)
        return self.allocate(nbytes) if nbytes > 0 else ffi.NULL

    def upload(self, array: np.ndarray):
        pointer = self.allocate(array.nbytes)
        self.library.check_status(self.library.abi.hipconv_copy_to_device(
            pointer, ffi.from_buffer(array), array.nbytes))
        return pointer

    def __exit__(self, *exc):
        for pointer in self.pointers:
            self.library.abi.hipconv_device_free(pointer)
        self.pointers.clear()
        return False


def _tuning_file():
    return cache_root() / "tuning.json"


def _read_tuning(warn: bool = True) -> dict:
    """tuning.json's entries; a missing file is empty, one that cannot be read as a JSON
    object (not UTF-8, not JSON, nested too deeply, a folder, unreadable) is empty with a
    warning (the next tuned choice replaces it where it can)."""
    path = _tuning_file()
    if not os.path.lexists(path):
        return {}
    entries = read_json(path)
    if not isinstance(entries, dict):
        if warn:
            import warnings
            warnings.warn(f"hipconv: {path} is not a JSON object of tuning entries (or not UTF-8, nested "
                          "too deeply, not a regular file); ignoring it (the next tuned choice rewrites it)",
                          RuntimeWarning, stacklevel=3)
        return {}
    return entries


def _write_tuning(key: str, entry: dict):
    """Merge one entry into tuning.json: under the file's lock (threads and processes),
    read what is there, add the entry, write a private temporary and rename it.  Where that
    cannot be done (a read-only cache, tuning.json a folder), the entry is kept in this
    process only (``_UNSTORED``: later calls here use it), with a warning."""
    import tempfile
    from codegen.locks import exclusive
    path = _tuning_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with _TUNING_THREAD_LOCK, exclusive(path):
            entries = _read_tuning(warn=False)
            entries[key] = entry
            handle, temporary = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
            try:
                with os.fdopen(handle, "w") as out:
                    json.dump(entries, out, indent=1, sort_keys=True)
                os.replace(temporary, path)
            except BaseException:
                if os.path.exists(temporary):
                    os.unlink(temporary)
                raise
    except OSError as error:
        import warnings
        _UNSTORED[key] = entry
        warnings.warn(f"hipconv: cannot store the tuned choice in {path} ({error.strerror or error}); "
                      "it is kept in this process only", RuntimeWarning, stacklevel=3)
        return
    _UNSTORED.pop(key, None)


_UNSTORED: dict = {}        # tuned entries tuning.json could not take, by key: this process's memory
import threading as _threading  # noqa: E402
_TUNING_THREAD_LOCK = _threading.Lock()     # flock is per open file: threads of one process take this too


class UnknownInstance(ValueError, KeyError):
    """No instance has the name asked for (a ValueError; a KeyError too, for callers
    written against earlier versions)."""

    def __str__(self):
        return str(self.args[0])


def _iterations(value) -> int:
    """``time``'s and ``tune``'s number of timed runs: an integer of at least 1."""
    try:
        count = operator.index(value)
    except TypeError:
        count = None
    if isinstance(value, bool) or count is None or count < 1:
        raise ValueError(f"iterations is the number of timed runs, an integer of at least 1, not {value!r}")
    return count


def _dtypes_argument(dtypes) -> Optional[dict]:
    """select/candidates' ``dtypes``: a {role: name} dict, one name for every role, or None."""
    if dtypes is None or isinstance(dtypes, dict):
        if dtypes:
            unknown = sorted(set(dtypes) - {"x", "w", "y"})
            if unknown:
                raise ValueError(f"dtypes has roles {unknown}; the roles are 'x', 'w', 'y'")
        return dtypes
    if isinstance(dtypes, str):
        if dtypes not in NUMPY_DTYPES:
            raise ValueError(f"unknown dtype {dtypes!r}; one of {', '.join(NUMPY_DTYPES)}")
        return {role: dtypes for role in ("x", "w", "y")}
    raise TypeError(f"dtypes is a {{role: dtype}} dict or one dtype name, not "
                    f"{type(dtypes).__name__}")


def load(path: Union[str, os.PathLike]) -> Library:
    """Load a built hipconv library: a build folder or the ``libhipconv_*.so`` itself."""
    return Library(path)
