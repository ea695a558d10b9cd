"""Stage 3 of the flow: typed model -> source files (Mako templates).

``emit(spec)`` is pure and deterministic: it returns the files of the output
folder as ``OutputFile`` objects.  ``write(files, folder)`` writes only the
files whose bytes changed (so CMake rebuilds only what changed) and removes
files an earlier run generated that are no longer produced.

Output folder::

    CMakeLists.txt                 standalone: cmake -S . -B build
    cmake/hipconv_platform.cmake   platform detection and per-source targets
    include/hipconv/*.h            support headers (platform, numerics, host, abi)
    include/hipconv_<library>.h    the library's C header
    src/<instance>.cpp             one per instance
    src/registry.cpp               instance table + generic ABI
    manifest.json                  what was generated, from what
"""

from __future__ import annotations

import errno
import hashlib
import json
import os
import stat
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from mako import exceptions as mako_exceptions
from mako.lookup import TemplateLookup

from .epilogue import MAX_SCALARS, OPTIONAL_ACTIVATIONS
from .errors import HipconvError
from .files import kind_of, read_json, read_regular
from .locks import exclusive_folder
from .fragments import render_fragments_header
from .families import family_of
from .micro_kernels import threads_of
from .model import DataType, Direction, Instance, Platform, Spec, TensorRole, Vendor
from .plan import KernelPlan, gemm_mapping, shared_memory_bytes, tensor_axes
from .status import Status

ABI_VERSION = 22   # 22: hipconv_epilogue_args.prologue_scale / prologue_shift (21: the description as JSON)
                   # 20: hipconv_epilogue_args.activation (forward acc instances take an optional activation)
GENERATOR_VERSION = "0.1.0"
TEMPLATE_DIR = Path(__file__).parent / "templates"
SUPPORT_HEADERS = ("platform.h", "numeric.h", "host.h", "mma.h", "wgmma.h", "mfma.h", "tma.h",
                   "epilogue.h", "verify.h", "layout.h")
MANIFEST = "manifest.json"


@dataclass(frozen=True)
class OutputFile:
    path: str          # relative to the output folder, '/'-separated
    content: str


@dataclass
class WriteReport:
    written: list
    unchanged: list
    removed: list


class TemplateError(HipconvError):
    pass


_LOOKUP = None


def _lookup() -> TemplateLookup:
    global _LOOKUP
    if _LOOKUP is None:
        _LOOKUP = TemplateLookup(directories=[str(TEMPLATE_DIR)], strict_undefined=True,
                                 input_encoding="utf-8", output_encoding=None)
    return _LOOKUP


def render(template: str, **values) -> str:
    try:
        text = _lookup().get_template(template).render(**values)
    except Exception as exc:   # a template bug: show Mako's source-quoting report
        report = mako_exceptions.text_error_template().render()
        raise TemplateError(f"template {template} failed: {exc}\n{report}") from None
    # CMake's own ${VAR} syntax is legitimate output; C/C++ output has none.
    if "${" in text and not template.startswith("CMakeLists"):
        line = text[:text.index("${")].count("\n") + 1
        raise TemplateError(f"template {template} left an unexpanded '${{' at output line {line}")
    return text


def render_abi_declarations() -> str:
    """The ABI block: the C declarations of hipconv/abi.h and runtime's cffi cdef."""
    return render("abi_declarations.h.mako", statuses=list(Status), dtypes=list(DataType),
                  max_scalars=MAX_SCALARS, activations=OPTIONAL_ACTIVATIONS).strip() + "\n"


def spec_label(path: str) -> str:
    """How generated files name the spec: relative to the working folder when inside it,
    else its absolute path (a regenerate command must find it)."""
    absolute = os.path.abspath(path)
    cwd = os.getcwd()
    if absolute.startswith(cwd + os.sep):
        return os.path.relpath(absolute, cwd).replace(os.sep, "/")
    return absolute.replace(os.sep, "/")


def comment_text(text: str) -> str:
    """``text`` safe inside a C, C++ or CMake comment of one line: control characters
    (a newline would end a CMake comment and start a command) as escapes, and ``*/``
    (which would end a C comment) split."""
    escaped = "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in text)
    return escaped.replace("*/", "*\\/")


def kernel_plan(instance: Instance, spec_file: str, library: str, regenerate: str) -> KernelPlan:
    return KernelPlan(instance=instance, spec_file=spec_file, mapping=gemm_mapping(instance),
                      library=library, regenerate=regenerate)


def platform_guard(instance: Instance) -> str:
    """Preprocessor condition under which the registry lists ``instance`` ('' = always)."""
    platforms = instance.platforms
    if set(platforms) >= {Platform.AMD, Platform.NVIDIA, Platform.CPU}:
        return ""
    return " || ".join(f"defined(HIPCONV_PLATFORM_{p.name})" for p in platforms) or "0"


def _static(path: str, spec_file: str, comment: str) -> OutputFile:
    source = (TEMPLATE_DIR / path).read_text(encoding="utf-8")
    banner = (f"{comment} @generated from {spec_file} by hipconv: a support file, the same for "
              f"every spec; do not edit.\n")
    return OutputFile(path, banner + source)


def emit(spec: Spec, spec_file: str | None = None, regenerate: str | None = None) -> list[OutputFile]:
    """The output files of ``spec``.  ``regenerate`` is the command the banners name
    (default ``python -m codegen SPEC``; the command line passes its -o and --filter)."""
    spec_file = comment_text(spec_file or spec_label(spec.path))
    regenerate = comment_text(regenerate or f"python -m codegen {spec_file}")
    library = spec.library
    files: list[OutputFile] = []
    for header in SUPPORT_HEADERS:
        files.append(_static(f"include/hipconv/{header}", spec_file, "//"))
    files.append(OutputFile("include/hipconv/fragments.h",
                            render_fragments_header().replace(
                                "// @generated by codegen/fragments.py",
                                f"// @generated from {spec_file} by codegen/fragments.py", 1)))
    files.append(OutputFile("include/hipconv/abi.h", render(
        "abi.h.mako", spec_file=spec_file, abi_version=ABI_VERSION,
        declarations=render_abi_declarations().rstrip())))
    files.append(_static("cmake/hipconv_platform.cmake", spec_file, "#"))
    plans = {inst.name: kernel_plan(inst, spec_file, library, regenerate) for inst in spec.instances}
    modelled = {name: plan.models_split_time for name, plan in plans.items()}
    files.append(OutputFile(f"include/hipconv_{library}.h", render(
        "library_header.h.mako", spec_file=spec_file, regenerate=regenerate, library=library,
        instances=spec.instances, modelled=modelled)))
    for instance in spec.instances:
        plan = plans[instance.name]
        source = render(family_of(instance).template(instance), plan=plan)
        if plan.wrapper:      # the exported functions: the problem rewritten, then the above
            source += render(plan.wrapper.template, plan=plan)
        source += render("kernels/instance_end.mako", plan=plan)
        files.append(OutputFile(f"src/{instance.name}.cpp", source))
    guards = {inst.name: platform_guard(inst) for inst in spec.instances}
    descriptions = {name: describe(plan) for name, plan in plans.items()}
    files.append(OutputFile("src/registry.cpp", render(
        "registry.cpp.mako", spec_file=spec_file, regenerate=regenerate, library=library,
        instances=spec.instances, guards=guards, statuses=list(Status), dtypes=list(DataType), modelled=modelled,
        descriptions={name: raw_string_literal(json.dumps(d))
                      for name, d in descriptions.items()})))
    files.append(OutputFile("CMakeLists.txt", render(
        "CMakeLists.txt.mako", spec_file=spec_file, regenerate=regenerate, library=library,
        instances=spec.instances,
        Vendor=Vendor, Platform=Platform)))
    files.append(OutputFile(MANIFEST, _manifest(spec, spec_file, files, descriptions)))
    return files


def describe(plan: KernelPlan) -> dict:
    """The instance of ``plan`` as plain data: the one description of it that leaves the
    generator.  The registry exports it as JSON (``hipconv_instance_info.description``), the
    manifest lists it, and the runtime's ``Instance`` is read from it.  ``name``,
    ``signature``, ``algorithm`` and ``targets`` are the typed model's own serialization
    (``codegen.serialize``: every algorithm field); beside them the facts of the build and of
    the plan that the runtime reads: the platforms it is built for, its threads and shared
    memory per block, the axes of each tensor whose strides it takes as given, whether it takes
    the optional bias and activation, the (filter width, stride) pairs a staged tile is
    compiled for with register windows, and the group widths (C and K per group, least and
    most) an instance merging groups takes."""
    from .plan import MERGED_GROUP_MIN_WIDTH, MERGED_GROUP_WIDTH
    from .serialize import instance_to_dict
    inst = plan.instance
    staged = plan.is_staged_tile and inst.direction is not Direction.BACKWARD_WEIGHT
    return dict(
        instance_to_dict(inst),
        platforms=[p.value for p in inst.platforms],
        threads=threads_of(inst.algorithm),
        shared_memory_bytes=shared_memory_bytes(inst),
        free_axes={role.value: tensor_axes(inst, role).free_letters for role in TensorRole},
        optional_bias=inst.signature.optional_bias,
        register_windows=[list(pair) for pair in plan.tile.windows] if staged else [],
        merged_group_widths=([MERGED_GROUP_MIN_WIDTH, MERGED_GROUP_WIDTH] if inst.algorithm.merge_groups > 1
                             else []))


def raw_string_literal(text: str) -> str:
    """``text`` as a C++ raw string literal (read as written, no escapes)."""
    if ")json\"" in text or not all(c.isprintable() for c in text):
        raise ValueError(f"no raw string literal holds {text!r:.80}")
    return f'R"json({text})json"'


def _manifest(spec: Spec, spec_file: str, files: list[OutputFile], descriptions: dict) -> str:
    data = {
        "generated_from": spec_file,
        "generator_version": GENERATOR_VERSION,
        "abi_version": ABI_VERSION,
        "library": spec.library,
        "shared_library": f"libhipconv_{spec.library}.so",
        "instances": [
            dict(descriptions[inst.name], source=f"src/{inst.name}.cpp") for inst in spec.instances],
        "dropped": [{"name": d.name, "rule": d.rule.id, "detail": d.detail,
                     "spec_path": d.location.path, "line": d.location.line}
                    for d in spec.dropped],
        "files": {f.path: hashlib.sha256(f.content.encode()).hexdigest()
                  for f in sorted(files, key=lambda f: f.path)},
    }
    return json.dumps(data, indent=2, sort_keys=False) + "\n"


def stale_files(files: list[OutputFile], folder: str) -> list[str]:
    """Files a `write` of ``files`` into ``folder`` would remove: written by the previous
    run (its manifest) and not produced now."""
    current = {f.path for f in files}
    return sorted(p for p in _previous_files(Path(folder)) - current if _regular(Path(folder) / p))


class OutputError(HipconvError):
    """The output folder cannot take the files (one line; nothing was replaced)."""


@dataclass(frozen=True)
class Destination:
    file: OutputFile
    target: Path
    state: str          # "new", "changed" or "unchanged"


def plan_write(files: list[OutputFile], folder: str) -> list[Destination]:
    """Where each of ``files`` goes in ``folder`` and whether that is new, changed or
    unchanged, reading only (``--dry-run`` prints it; ``write`` starts with it).  Every
    destination is checked before anything is written: ``OutputError`` when one leads out
    of the folder (a subfolder that is a link), is a folder where a file goes, or has a
    file where a subfolder goes.  A destination that is a link, a FIFO or a device is
    "changed" (replaced, never followed or read); a regular file is compared by its bytes."""
    root = Path(folder)
    if root.exists() and not root.is_dir():
        raise OutputError(f"{folder}: the output folder is a file")
    resolved_root = root.resolve()
    plan = []
    for f in files:
        target = root / f.path
        if not _inside(target.parent, resolved_root, itself=True):
            raise OutputError(f"{folder}: {os.path.dirname(f.path)} leads outside the output folder "
                              "(a link); remove it; nothing was replaced")
        parts = Path(f.path).parts
        for depth in range(1, len(parts)):
            ancestor = root.joinpath(*parts[:depth])
            if ancestor.exists() and not ancestor.is_dir():
                raise OutputError(f"{folder}: {'/'.join(parts[:depth])} is {_kind(ancestor)} where a folder "
                                  "goes; remove it; nothing was replaced")
        try:
            mode = os.lstat(target).st_mode
        except FileNotFoundError:
            plan.append(Destination(f, target, "new"))
            continue
        if stat.S_ISDIR(mode):
            raise OutputError(f"{folder}: {f.path} is a folder where a file goes; remove it; nothing was replaced")
        data = f.content.encode("utf-8")
        same = stat.S_ISREG(mode) and _read_at_most(target, len(data)) == data
        plan.append(Destination(f, target, "unchanged" if same else "changed"))
    return plan


def write(files: list[OutputFile], folder: str) -> WriteReport:
    """Write ``files`` into ``folder`` all or nothing, and remove the files the previous
    run's manifest lists that are no longer produced.

    Safe against a hostile or damaged folder and against a second writer:

    * one writer at a time: the folder is locked (``flock`` on the folder itself) from the
      first check to the last rename, so two specs generated into one folder at once leave
      one spec's complete output;
    * every destination is checked first (``plan_write``: nothing leads out of the folder,
      no folder where a file goes), before a subfolder is made or a byte written;
    * every changed file is written to a new private temporary beside its target
      (``mkstemp``: never through an existing name or link), and each target it replaces is
      kept under a private hard link (which also finds a target that cannot be replaced:
      an immutable file); only then are the temporaries renamed into place, and a rename
      that fails puts back the ones before it.  A failure anywhere replaces nothing,
      leaves no temporary and raises ``OutputError``.

    A manifest entry is removed only when it is a relative path inside ``folder`` naming a
    regular file (not a link); others are ignored."""
    root = Path(folder)
    try:
        if root.exists() and not root.is_dir():
            raise OutputError(f"{folder}: the output folder is a file")
        root.mkdir(parents=True, exist_ok=True)
        with exclusive_folder(root):
            plan = plan_write(files, folder)
            previous = _previous_files(root)
            report = WriteReport([], [d.file.path for d in plan if d.state == "unchanged"], [])
            _replace([d for d in plan if d.state != "unchanged"], root, folder)
            report.written = [d.file.path for d in plan if d.state != "unchanged"]
            current = {f.path for f in files}
            for stale in sorted(previous - current):
                path = root / stale
                if _regular(path):
                    path.unlink()
                    report.removed.append(stale)
    except OSError as error:
        raise OutputError(f"{folder}: {error.strerror or error}") from None
    return report


def _replace(changed: list[Destination], root: Path, folder: str):
    """Stage, keep, rename (``write``'s steps); on any failure undo all of it."""
    made: list[Path] = []          # subfolders this call created, parents first
    staged: list[tuple[str, Destination]] = []
    kept: dict[Path, str] = {}     # target -> the private hard link keeping its old content
    replaced: list[Destination] = []
    try:
        for d in changed:
            for parent in reversed([d.target.parent, *d.target.parent.parents]):
                if parent != root and root in parent.parents and not parent.is_dir():
                    parent.mkdir()
                    made.append(parent)
            handle, temporary = tempfile.mkstemp(prefix="." + d.target.name[:64] + ".", suffix=".tmp",
                                                 dir=d.target.parent)
            staged.append((temporary, d))
            with os.fdopen(handle, "wb") as out:
                out.write(d.file.content.encode("utf-8"))
            os.chmod(temporary, 0o644)
        for _, d in staged:
            if os.path.lexists(d.target):
                kept[d.target] = _keep(d.target)
        for temporary, d in staged:
            os.replace(temporary, d.target)
            replaced.append(d)
    except BaseException as error:
        for d in reversed(replaced):          # put back what was replaced
            if d.target in kept:
                os.replace(kept.pop(d.target), d.target)
            else:
                os.unlink(d.target)
        for temporary, _ in staged:
            if os.path.lexists(temporary):
                os.unlink(temporary)
        for old in kept.values():
            os.unlink(old)
        for folder_made in reversed(made):
            os.rmdir(folder_made)
        if not isinstance(error, OSError):
            raise
        where = os.path.relpath(error.filename, root) if isinstance(error.filename, str) else ""
        raise OutputError(f"{folder}: cannot write {where}: {error.strerror or error}; "
                          "nothing was replaced") from None
    for old in kept.values():
        os.unlink(old)


def _keep(target: Path) -> str:
    """A new private hard link to ``target`` (the link itself when it is one) beside it."""
    for _ in range(100):
        name = target.parent / f".{target.name[:64]}.{os.getpid()}-{os.urandom(4).hex()}.old"
        try:
            os.link(target, name, follow_symlinks=False)
            return str(name)
        except FileExistsError:
            continue
    raise OSError(errno.EEXIST, "no free name for a private link", str(target))


def _kind(path: Path) -> str:
    try:
        return kind_of(os.stat(path).st_mode)
    except OSError:
        return "not a folder"


def _regular(path: Path) -> bool:
    """Whether ``path`` is a regular file, not a link to one."""
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        return False


def _read_at_most(path: Path, size: int) -> Optional[bytes]:
    """The bytes of the regular file ``path`` if it has at most ``size`` (else None)."""
    try:
        return read_regular(path, size)
    except OSError:
        return None


def _inside(path: Path, resolved_root: Path, itself: bool = False) -> bool:
    """Whether ``path`` (resolving links) lies in ``resolved_root`` (or is it, with ``itself``)."""
    try:
        resolved = path.resolve()
    except (OSError, RuntimeError):       # a link loop
        return False
    return (itself and resolved == resolved_root) or resolved_root in resolved.parents


def _previous_files(root: Path) -> set:
    """The files the previous run's manifest lists that are safe to remove: relative paths
    without '..' that stay inside ``root``; anything else in a (hostile) manifest is ignored."""
    manifest = root / MANIFEST
    if not _regular(manifest):
        return set()
    data = read_json(manifest)
    listed = data.get("files", {}) if isinstance(data, dict) else {}
    if not isinstance(listed, (dict, list)):
        return set()
    resolved_root = root.resolve()
    safe = set()
    for path in listed:
        if not isinstance(path, str) or not path or os.path.isabs(path) or "\0" in path:
            continue
        parts = Path(path).parts
        if ".." in parts or any(p.startswith("/") for p in parts):
            continue
        if _inside(root / path, resolved_root):
            safe.add(path)
    return safe
