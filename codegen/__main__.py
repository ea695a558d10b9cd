"""The command line: ``python -m codegen SPEC.yaml [options]``.

    python -m codegen specs/bwd_data.yaml                  generate into generated/bwd_data/
    python -m codegen specs/bwd_data.yaml --build --check  ... build for this machine and verify
    python -m codegen specs/bwd_data.yaml --build --check=gpu   ... against the spec's reference
                                                           instances, on the device
    python -m codegen specs/bwd_data.yaml --list           the instances, one a line
    python -m codegen specs/bwd_data.yaml --explain        cross-product combinations dropped, why
    python -m codegen specs/bwd_data.yaml --dry-run        what would be written

Errors in the spec print one line (file:line: yaml.path: what is wrong;
accepted: ...) and exit with status 2; build failures exit with status 3;
a --check mismatch exits with status 4.
"""

from __future__ import annotations

import argparse
import fnmatch
import os
import sys
import time
from dataclasses import replace
from pathlib import Path

from . import build as cmake
from .emit import OutputError, emit, plan_write, spec_label, stale_files, write
from .errors import BuildError, HipconvError, SpecError
from .model import MicroKernel, Platform, Spec
from .parse import parse_file


class _OneLineParser(argparse.ArgumentParser):
    """Command-line mistakes print one line (no usage block) and exit with status 2, like
    every other error of the command."""

    def error(self, message: str):
        self.exit(2, f"error: {message} (python -m codegen --help lists the options)\n")


def _parser() -> argparse.ArgumentParser:
    p = _OneLineParser(
        prog="python -m codegen",
        description="Generate HIP convolution kernels, a registry, a C header and a CMake "
                    "project from a YAML spec.")
    p.add_argument("spec", help="the YAML spec, e.g. specs/bwd_data.yaml")
    p.add_argument("-o", "--output", metavar="DIR",
                   help="output folder (default: generated/<spec stem>/; with --filter: "
                        "build/generated/<spec stem>-filtered/)")
    p.add_argument("--filter", metavar="GLOB", action="append", default=[],
                   help="keep only instances whose name matches GLOB (repeatable; with "
                        "--check=gpu the reference instances of their signatures too)")
    p.add_argument("--list", action="store_true", help="list the instances and exit")
    p.add_argument("--explain", action="store_true",
                   help="list every cross-product combination a rule dropped, with the rule")
    p.add_argument("--dry-run", action="store_true",
                   help="show which files would change; write nothing")
    p.add_argument("--build", action="store_true", help="build the library after generating")
    p.add_argument("--platform", choices=[pl.value for pl in Platform], default="auto",
                   help="build platform (default auto: amd with an AMD GPU and hipcc, nvidia "
                        "with an NVIDIA GPU and nvcc, else cpu)")
    p.add_argument("--build-dir", metavar="DIR",
                   help="build folder (default: build/<spec stem>-<platform>/)")
    p.add_argument("--jobs", "-j", type=_positive, help="parallel compile jobs (default: all cores)")
    p.add_argument("--launcher", default="auto", metavar="PROGRAM",
                   help="compiler launcher for the build (CMAKE_<LANG>_COMPILER_LAUNCHER): auto "
                        "(default: $HIPCONV_COMPILER_LAUNCHER, else sccache or ccache when on "
                        "PATH), none, or a program")
    p.add_argument("--sanitize", choices=["address", "undefined", "address,undefined"],
                   metavar="KINDS",
                   help="cpu platform: build with these sanitizers: address, undefined or "
                        "address,undefined")
    p.add_argument("--check", nargs="?", const="cpu", choices=["cpu", "gpu"], metavar="cpu|gpu",
                   help="with --build: run every instance on a test set of problems and "
                        "compare with the float64 numpy reference (--check, --check=cpu), or "
                        "with the spec's reference instances on the device (--check=gpu: "
                        "random device-resident inputs, compared on the device)")
    p.add_argument("-q", "--quiet", action="store_true", help="print only errors")
    return p


def _positive(text: str) -> int:
    """An integer of at least 1 (argparse reports anything else in one line, exit 2)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not an integer") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} is below 1")
    return value


def _filtered(spec: Spec, patterns: list[str], with_references: bool = False) -> Spec:
    """The instances matching a --filter glob; ``with_references`` (--check=gpu) also
    keeps the reference instances of their signatures, which that check runs."""
    if not patterns:
        return spec
    kept = [i for i in spec.instances if any(fnmatch.fnmatchcase(i.name, g) for g in patterns)]
    if not kept:
        raise SpecError(spec.path, 0, "", f"--filter {' '.join(patterns)} matches no instance")
    if with_references:
        signatures = {i.signature for i in kept}
        kept += [i for i in spec.instances if i not in kept
                 and i.algorithm.micro_kernel is MicroKernel.REFERENCE
                 and i.signature in signatures]
    return replace(spec, instances=tuple(i for i in spec.instances if i in kept))


def _explain_rejected(args, error: SpecError) -> int:
    """--explain on a spec that does not validate: every instance and cross-product
    combination with the rules it breaks, then the error itself."""
    from .validate import check
    spec = _filtered(parse_file(args.spec, validate=False), args.filter)
    for inst in spec.instances:
        for violation in check(inst):
            target = f" on {violation.target.value}" if violation.target else ""
            print(f"{inst.location.file}:{inst.location.line}: {inst.location.path}: rejected "
                  f"{inst.name}{target}: {violation.detail} [rule {violation.rule.id}]")
    print(f"error: {error}", file=sys.stderr)
    return 2


def main(argv=None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.check and not args.build:
        parser.error("--check needs --build")   # before anything is written (exit status 2)
    try:
        return _main(args)
    except BrokenPipeError:
        # `--list | head`: the reader left; say nothing more (and nothing at exit either)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0


def _main(args) -> int:
    say = (lambda *a: None) if args.quiet else (lambda *a: print(*a, flush=True))
    try:
        started = time.perf_counter()
        try:
            spec = _filtered(parse_file(args.spec), args.filter, with_references=args.check == "gpu")
        except SpecError as error:
            if args.explain:
                return _explain_rejected(args, error)
            raise
        parsed = time.perf_counter()
        if args.list:
            for inst in spec.instances:
                sig, alg = inst.signature, inst.algorithm
                print(f"{inst.name:40s} {sig.direction.value:16s} {sig.spatial_dim}D "
                      f"{sig.data_type_label:5s} {sig.x.layout.value}/{sig.w.layout.value}/"
                      f"{sig.y.layout.value} block {alg.block.m}x{alg.block.n}x{alg.block.k} "
                      f"vector {alg.vector.x}/{alg.vector.w}/{alg.vector.y} "
                      + (f"tile_rows {alg.tile_rows} " if alg.tile_rows else "") +
                      f"{alg.specialization.value} [{', '.join(p.value for p in inst.platforms)}]")
            return 0
        if args.explain:
            if not spec.dropped:
                print("no combination was dropped")
            for d in spec.dropped:
                print(f"{d.location.file}:{d.location.line}: {d.location.path}: dropped "
                      f"{d.name}: {d.detail} [rule {d.rule.id}]")
            return 0
        command = ["python -m codegen", spec_label(args.spec)]
        if args.output:
            command += ["-o", args.output]
        command += [f"--filter '{glob}'" for glob in args.filter]
        files = emit(spec, regenerate=" ".join(command))
        emitted = time.perf_counter()
        # A filtered run never overwrites the full output folder (it would delete the
        # other instances' sources): without -o it goes under build/.
        stem = spec.stem + ("-filtered" if args.filter else "")
        output = args.output or (os.path.join("build", "generated", stem) if args.filter
                                 else os.path.join("generated", spec.stem))
        if args.dry_run:
            for destination in plan_write(files, output):      # the checks write makes, reading only
                print(f"{destination.state:9s} {os.path.join(output, destination.file.path)}")
            for stale in stale_files(files, output):
                print(f"{'removed':9s} {os.path.join(output, stale)}")
            return 0
        report = write(files, output)
        say(f"{spec.path}: {len(spec.instances)} instances -> {output}/ "
            f"({len(report.written)} written, {len(report.unchanged)} unchanged"
            + (f", {len(report.removed)} removed" if report.removed else "")
            + f"; parse {1e3 * (parsed - started):.0f} ms, emit {1e3 * (emitted - parsed):.0f} ms)")
        if spec.dropped:
            rules = sorted({d.rule.id for d in spec.dropped})
            say(f"  {len(spec.dropped)} cross-product combinations dropped by rules "
                f"{', '.join(rules)} (--explain lists them)")
        if not args.build:
            return 0
        platform = cmake.resolve_platform(args.platform)
        build_dir = args.build_dir or os.path.join(
            "build", f"{stem}-{platform.value}" + (f"-{args.sanitize.replace(',', '-')}"
                                                        if args.sanitize else ""))
        if args.build_dir or args.filter or args.output:
            say(f"building for {platform.value} in {build_dir}/ ...")
            library = cmake.build(output, build_dir, spec.library, platform, jobs=args.jobs,
                                  sanitize=args.sanitize, launcher=args.launcher,
                                  progress=None if args.quiet else cmake.print_progress)
        else:
            # the shipped layout: build through the cache runtime.build shares (a later
            # runtime.build or PyTorch op of the same inputs loads it), the library in build_dir
            from .cache import cached_build
            cached = cached_build(args.spec, platform, sanitize=args.sanitize, quiet=args.quiet,
                                  launcher=args.launcher)
            library = publish(cached, build_dir)
        say(f"built {library} ({time.perf_counter() - emitted:.1f} s)")
        if args.check:
            from runtime.check import check_library
            ok = check_library(str(library), say=print, mode=args.check)
            return 0 if ok else 4
        return 0
    except SpecError as error:
        for line in str(error).splitlines():      # several instances' errors: one line each
            print(f"error: {line}", file=sys.stderr)
        return 2
    except BuildError as error:
        print(f"error: {error}", file=sys.stderr)
        return 3
    except HipconvError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        raise                          # main's: the reader of --list | head left
    except OSError as error:          # a folder the command cannot use (--build-dir a file, ...)
        where = f"{error.filename}: " if error.filename else ""
        print(f"error: {where}{error.strerror or error}", file=sys.stderr)
        return 2


def publish(library: Path, build_dir: str) -> Path:
    """Put the cached ``library`` in ``build_dir`` (a hard link, or a copy across file
    systems), replacing what was there, and return its path there.  Never through a link:
    the new name is a fresh private one (a hard link, or a file made with ``O_EXCL``), and
    the rename replaces a link at the target itself, not what it points to."""
    folder = Path(build_dir)
    target = folder / library.name
    try:
        folder.mkdir(parents=True, exist_ok=True)
        temporary = _fresh_link(library, folder)
        try:
            os.replace(temporary, target)
        except BaseException:
            os.unlink(temporary)
            raise
    except OSError as error:
        raise OutputError(f"{build_dir}: cannot put {library.name} there: {error.strerror or error}") from None
    return target


def _fresh_link(library: Path, folder: Path) -> Path:
    """A new name in ``folder`` for ``library``'s content: a hard link under a name that
    did not exist, else (another file system) a copy into a file ``mkstemp`` created."""
    import tempfile
    for _ in range(100):
        name = folder / f".{library.name}.{os.getpid()}-{os.urandom(4).hex()}"
        try:
            os.link(library, name)
            return name
        except FileExistsError:
            continue
        except OSError:          # EXDEV, or a file system without hard links
            break
    handle, name = tempfile.mkstemp(prefix=f".{library.name}.", dir=folder)
    try:
        with os.fdopen(handle, "wb") as out, open(library, "rb") as source:
            import shutil
            shutil.copyfileobj(source, out, 1 << 20)
        os.chmod(name, 0o755)
    except BaseException:
        os.unlink(name)
        raise
    return Path(name)


if __name__ == "__main__":
    sys.exit(main())
