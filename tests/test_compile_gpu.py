"""Compile-only checks of the GPU platforms: every folder under generated/ with a
CMakeLists.txt (bwd_data, bwd_weight, ...) configured with
-DHIPCONV_PLATFORM=nvidia (nvcc) or =amd (hipcc) and built in a temporary
folder.  No GPU is needed; each test skips when its compiler is missing.
They compile a representative subset of each spec (``representative``: one instance per
kernel path -- direction, micro-kernel, specialization, dtype class, loads, schedule, staged
tile, tap packing, split mode, epilogue kind, layout family -- about a fifth of the
instances; in the README's command the scalar and reference kernels, which the cpu build
compiles and runs from the same text, by direction, specialization and 16-bit or not only,
about a tenth): for nvidia by default for sm_90a only (``-DHIPCONV_ONLY_TARGETS``), for amd for
gfx90a and gfx940 (the ISA check reads both).  ``HIPCONV_COMPILE_ALL=1`` (set by
``.ci/run``) compiles the fifth for every target its sources name and every instance for
one target of each vendor (sm_90a, gfx940), which takes minutes per spec: an instance
differs from its path's representative by its numbers only.

The amd build also carries the ISA check of the mfma instances (no AMD GPU runs them):
their gfx90a and gfx940 code objects are extracted from the offload bundles of the built
library, disassembled and their metadata read with the llvm-objdump / llvm-readelf of
the clang hipcc drives; each instance's kernels (an acc forward instance has one per
activation shape, ACTIVATION_KERNELS) must contain v_mfma and use no scratch memory (no
VGPR or SGPR spills, no private segment), and its LDS must be the descriptor's.  The
table of VGPRs, AGPRs and LDS bytes per instance is printed (docs/reference.md, "The mfma kernel").
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import yaml

from codegen.environment import flag
from codegen.model import MicroKernel, OperandLoads, TensorRole
from conftest import REPO_ROOT

GENERATED = sorted(p.parent for p in (REPO_ROOT / "generated").glob("*/CMakeLists.txt"))
COMPILE_ALL = flag("HIPCONV_COMPILE_ALL")      # the one parser of hipconv's switches


def _kernel_path(inst, coarse: bool = False) -> tuple:
    """What selects the code an instance compiles to, besides its numbers.  ``coarse`` (the
    README's command): the scalar kernels -- which the cpu build compiles and runs from the
    same text -- count by direction, specialization and 16-bit or not only, the reference
    kernels by direction; the tensor-core paths keep every distinction."""
    sig, alg = inst.signature, inst.algorithm
    kinds = {sig.tensor(role).data_type.bytes for role in TensorRole}
    if coarse and alg.micro_kernel is MicroKernel.REFERENCE:
        return (inst.direction, alg.micro_kernel)
    if coarse and alg.micro_kernel is MicroKernel.FMA:
        return (inst.direction, alg.micro_kernel, alg.specialization, 2 in kinds)
    return (inst.direction, alg.micro_kernel, alg.specialization, tuple(sorted(kinds)), alg.loads,
            alg.schedule, bool(alg.tile_rows), bool(alg.tap_channels), alg.split_k.auto, alg.split_k.count == 1,
            alg.deterministic, alg.groups_per_block > 1, sig.epilogue.text != "acc",
            sig.x.layout.value.startswith("GN"),
            # rank matters to the compilers where it changes the TMA tensor maps; elsewhere 2D
            # and 3D share the kernel text (the cpu build compiles every instance)
            sig.spatial_dim == 3 and alg.loads is OperandLoads.TMA)


def representative(instances, coarse: bool = False) -> list:
    """One instance per kernel path (``_kernel_path``), the first in the spec."""
    seen, kept = set(), []
    for inst in instances:
        key = _kernel_path(inst, coarse)
        if key not in seen:
            seen.add(key)
            kept.append(inst)
    return kept


_SOURCES: dict = {}


def _source(folder, tmp_path_factory) -> Path:
    """The representative subset of ``folder``'s spec, generated once per session."""
    if folder not in _SOURCES:
        from dataclasses import replace
        from codegen.emit import emit, write
        from codegen.parse import parse_file
        manifest = json.loads((folder / "manifest.json").read_text())
        spec = parse_file(str(REPO_ROOT / manifest["generated_from"]))
        subset = replace(spec, instances=tuple(representative(spec.instances, coarse=not COMPILE_ALL)))
        target = tmp_path_factory.mktemp(f"subset-{folder.name}") / folder.name
        write(emit(subset), str(target))
        _SOURCES[folder] = target
    return _SOURCES[folder]
JOBS = str(os.cpu_count() or 1)


def _one_batch_per_job(folder, platform: str) -> list:
    """-DHIPCONV_BATCH_SIZE for a subset build: its instance sources in as many batches as
    there are compile jobs (each batch parses the headers once)."""
    manifest = json.loads((folder / "manifest.json").read_text())
    count = sum(platform in inst["platforms"] for inst in manifest["instances"])
    return [f"-DHIPCONV_BATCH_SIZE={max(1, -(-count // int(JOBS)))}"]
AMD_TARGETS = ("gfx90a", "gfx940")


def _library_name(folder) -> str:
    match = re.search(r"^project\(hipconv_(\w+)", (folder / "CMakeLists.txt").read_text(), re.M)
    assert match, f"{folder}/CMakeLists.txt has no project(hipconv_<library>)"
    return match.group(1)


def _say(capsys, message: str):
    """A progress line on the terminal while the test runs (past pytest's capture)."""
    with capsys.disabled():
        print(message, flush=True)


def _build(folder, platform: str, build_dir, extra=(), say=None) -> tuple[float, str]:
    """Configure and build a snapshot of `folder`; (seconds, the build's output).  With
    `say`, a progress line every ~15 s of building (ninja's [done/total] count)."""
    # build a snapshot: the folder may be regenerated while the compile runs
    source = build_dir.parent / folder.name
    shutil.copytree(folder, source)
    configure = ["cmake", "-S", str(source), "-B", str(build_dir),
                 f"-DHIPCONV_PLATFORM={platform}", *extra]
    if shutil.which("ninja"):
        configure += ["-G", "Ninja"]
    started = time.perf_counter()
    output = ""
    result = subprocess.run(configure, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, (f"{' '.join(configure)} failed ({result.returncode}):\n"
                                    f"{result.stdout[-6000:]}\n{result.stderr[-6000:]}")
    output += result.stdout + result.stderr
    command = ["cmake", "--build", str(build_dir), "--parallel", JOBS]
    lines = []
    last_report = time.perf_counter()
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          text=True) as process:
        for line in process.stdout:
            lines.append(line)
            count = re.match(r"\[(\d+)/(\d+)\]", line)
            if say and count and time.perf_counter() - last_report > 15:
                last_report = time.perf_counter()
                say(f"[compile] {folder.name} for {platform}: {count.group(1)}/{count.group(2)} "
                    f"steps, {last_report - started:.0f} s")
        process.wait(timeout=1800)
    output += "".join(lines)
    assert process.returncode == 0, (f"{' '.join(command)} failed ({process.returncode}):\n"
                                     f"{output[-12000:]}")
    elapsed = time.perf_counter() - started
    cache = (build_dir / "CMakeCache.txt").read_text()
    assert f"HIPCONV_PLATFORM_RESOLVED:INTERNAL={platform}" in cache
    library = build_dir / f"libhipconv_{_library_name(folder)}.so"
    assert library.is_file()
    return elapsed, output


def test_generated_folders_exist():
    assert any(f.name == "bwd_data" for f in GENERATED), GENERATED


@pytest.mark.nvcc
@pytest.mark.slow
@pytest.mark.parametrize("folder", GENERATED, ids=[f.name for f in GENERATED])
def test_compile_for_nvidia(folder, tmp_path, tmp_path_factory, capsys):
    if shutil.which("nvcc") is None:
        pytest.skip("nvcc not on PATH")
    if shutil.which("cmake") is None:
        pytest.skip("cmake not on PATH")
    folder = _source(folder, tmp_path_factory)
    build_dir = tmp_path / "build"
    # ptxas -v: its per-kernel report carries the "wgmma serialized" performance
    # warning (C7514), a defect for a wgmma instance (issue 7)
    if COMPILE_ALL:
        _nvidia_build(folder, build_dir, capsys, arches=("sm_80", "sm_90a"),
                      extra=_one_batch_per_job(folder, "nvidia"))
    else:   # the README's command: the newest target only (CI compiles the subset for both)
        _nvidia_build(folder, build_dir, capsys, arches=(ONE_TARGET["nvidia"],),
                      extra=[f"-DHIPCONV_ONLY_TARGETS={ONE_TARGET['nvidia']}",
                             *_one_batch_per_job(folder, "nvidia")])


def _nvidia_build(folder, build_dir, capsys, arches, extra=()):
    """Build `folder` with nvcc; ptxas -v's report must carry no "wgmma serialized" warning
    (C7514, a defect for a wgmma instance: issue 7), and the library code for exactly `arches`."""
    elapsed, output = _build(folder, "nvidia", build_dir,
                             ["-DCMAKE_CUDA_FLAGS=--ptxas-options=-v", *extra],
                             say=lambda message: _say(capsys, message))
    _say(capsys, f"[compile] {folder.name} for nvidia ({' '.join(arches)}): {elapsed:.0f} s")
    serialized = sorted(set(re.findall(r"C7514\)[^\n]*?function '([^']+)'", output)))
    assert "Used" in output and not serialized, f"wgmma serialized by ptxas in: {serialized}"
    library = build_dir / f"libhipconv_{_library_name(folder)}.so"
    cuobjdump = shutil.which("cuobjdump")
    if cuobjdump:
        listing = subprocess.run([cuobjdump, "--list-elf", str(library)], capture_output=True,
                                 text=True).stdout
        found = set(re.findall(r"\.(sm_\d+a?)\.", listing))
        assert found == set(arches), f"{library.name} holds code for {sorted(found)}, not {arches}"


# Every instance, for one target of each vendor (CI: HIPCONV_COMPILE_ALL=1).
ONE_TARGET = {"nvidia": "sm_90a", "amd": "gfx940"}


@pytest.mark.slow
@pytest.mark.parametrize("platform", [pytest.param("amd", marks=pytest.mark.hipcc),
                                      pytest.param("nvidia", marks=pytest.mark.nvcc)])
@pytest.mark.parametrize("folder", GENERATED, ids=[f.name for f in GENERATED])
def test_compile_every_instance(folder, platform, tmp_path, capsys):
    """The whole generated folder (every instance) for one target of the platform, with
    -DHIPCONV_ONLY_TARGETS (each source keeps that one of its targets, or its first)."""
    if not COMPILE_ALL:
        pytest.skip("HIPCONV_COMPILE_ALL is not set (.ci/run sets it): only the representative "
                    "subset is compiled")
    compiler = {"nvidia": "nvcc", "amd": "hipcc"}[platform]
    for tool in (compiler, "cmake"):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} not on PATH")
    only = [f"-DHIPCONV_ONLY_TARGETS={ONE_TARGET[platform]}"]
    if platform == "nvidia":
        _nvidia_build(folder, tmp_path / "build", capsys, arches=(ONE_TARGET[platform],), extra=only)
    else:
        elapsed, _ = _build(folder, "amd", tmp_path / "build", only,
                            say=lambda message: _say(capsys, message))
        _say(capsys, f"[compile] {folder.name} for amd ({ONE_TARGET[platform]}): {elapsed:.0f} s")
        assert (tmp_path / "build" / f"libhipconv_{_library_name(folder)}.so").is_file()


# The amd build of each generated folder, made once per session: test_compile_for_amd
# makes it, test_mfma_isa_for_amd reads the code objects of the library it produced.
_AMD_BUILDS: dict = {}


def _amd_build(folder, tmp_path_factory, capsys) -> Path:
    """The build folder of `folder`'s amd build (building it the first time)."""
    if shutil.which("hipcc") is None:
        pytest.skip("hipcc not on PATH")
    if shutil.which("cmake") is None:
        pytest.skip("cmake not on PATH")
    folder = _source(folder, tmp_path_factory)
    if folder not in _AMD_BUILDS:
        build_dir = tmp_path_factory.mktemp(f"amd-{folder.name}") / "build"
        elapsed, _ = _build(folder, "amd", build_dir, _one_batch_per_job(folder, "amd"),
                            say=lambda message: _say(capsys, message))
        _say(capsys, f"[compile] {folder.name} for amd: {elapsed:.0f} s")
        _AMD_BUILDS[folder] = build_dir
    return _AMD_BUILDS[folder]


@pytest.mark.hipcc
@pytest.mark.slow
@pytest.mark.parametrize("folder", GENERATED, ids=[f.name for f in GENERATED])
def test_compile_for_amd(folder, tmp_path_factory, capsys):
    build_dir = _amd_build(folder, tmp_path_factory, capsys)
    assert (build_dir / f"libhipconv_{_library_name(folder)}.so").is_file()


def _hipcc_llvm_bin() -> Path | None:
    """The bin folder of the clang hipcc drives (HIP_PLATFORM=amd hipcc -### names it):
    its llvm-objdump and llvm-readelf know every gfx target hipcc compiles for, where an
    older one on PATH may not (LLVM 14's objdump aborts on gfx940)."""
    probe = subprocess.run(["hipcc", "--offload-arch=gfx90a", "-###", "-x", "hip", "-c", "/dev/null",
                            "-o", "/dev/null"], capture_output=True, text=True,
                           env={**os.environ, "HIP_PLATFORM": "amd"})
    match = re.search(r'"([^"]*/)clang(?:-\d+)?" "-cc1"', probe.stdout + probe.stderr)
    if not match:
        return None
    folder = Path(match.group(1))
    return folder if all((folder / tool).is_file() for tool in ("llvm-objdump", "llvm-readelf")) else None


_BUNDLE_MAGIC = b"__CLANG_OFFLOAD_BUNDLE__"


def _extract_code_objects(library: Path, folder: Path) -> list[Path]:
    """The gfx code objects of every offload bundle a hipcc-built library holds (one
    bundle per source file, in its .hip_fatbin section), as files `<bundle>--<gfx>`.
    A bundle (clang-offload-bundler's binary format) is the magic, a little-endian uint64
    entry count, then per entry uint64 offset (from the magic), size and id length and
    the id ("hipv4-amdgcn-amd-amdhsa--gfx90a"). ROCm's roc-obj stopped after 36 of the 87
    bundles of the amd bwd_weight library, hence this reader."""
    import struct
    data = library.read_bytes()
    folder.mkdir(parents=True)
    found, start, bundle = [], data.find(_BUNDLE_MAGIC), 0
    while start >= 0:
        (count,) = struct.unpack_from("<Q", data, start + len(_BUNDLE_MAGIC))
        cursor, end = start + len(_BUNDLE_MAGIC) + 8, start
        for _ in range(count):
            offset, size, id_length = struct.unpack_from("<QQQ", data, cursor)
            entry_id = data[cursor + 24:cursor + 24 + id_length].decode()
            cursor += 24 + id_length
            end = max(end, start + offset + size)
            if "amdgcn" in entry_id and size:
                path = folder / f"{bundle}--{entry_id.rsplit('--', 1)[1]}"
                path.write_bytes(data[start + offset:start + offset + size])
                found.append(path)
        bundle += 1
        start = data.find(_BUNDLE_MAGIC, max(end, cursor))
    return found


def _code_object_report(code_object: Path, tools: Path, wanted: tuple) -> list[dict]:
    """Per kernel of one code object: its metadata (llvm-readelf --notes, the AMDGPU
    metadata YAML) and the v_mfma instructions of its disassembly (llvm-objdump -d);
    nothing for a code object with none of the `wanted` kernel names in it."""
    arch = code_object.name.rsplit("--", 1)[1]
    notes = subprocess.run([str(tools / "llvm-readelf"), "--notes", str(code_object)],
                           capture_output=True, text=True, check=True).stdout
    document = re.search(r"^\s*---\n(.*?)^\s*\.\.\.", notes, re.S | re.M)
    assert document, f"no AMDGPU metadata in {code_object.name}:\n{notes[:2000]}"
    kernels = yaml.safe_load(document.group(1))["amdhsa.kernels"]
    if not any(name in kernel[".name"] for kernel in kernels for name in wanted):
        return []
    listing = subprocess.run([str(tools / "llvm-objdump"), "-d", f"--mcpu={arch}", str(code_object)],
                             capture_output=True, text=True, check=True).stdout
    mfma, current = {}, None
    for line in listing.splitlines():
        symbol = re.match(r"^[0-9a-f]+ <(.+)>:$", line)
        if symbol:
            current = symbol.group(1)
        elif current and re.search(r"\bv_mfma_", line):
            mfma[current] = mfma.get(current, 0) + 1
    return [dict(kernel, arch=arch, mfma=mfma.get(kernel[".name"], 0)) for kernel in kernels]


@pytest.mark.hipcc
@pytest.mark.slow
@pytest.mark.parametrize("folder", GENERATED, ids=[f.name for f in GENERATED])
def test_mfma_isa_for_amd(folder, tmp_path_factory, tmp_path, capsys):
    """Every mfma instance's gfx90a and gfx940 kernel, as the amd library holds it: v_mfma
    present, no VGPR / SGPR spills, no private (scratch) segment, LDS bytes = the
    descriptor's; prints the VGPR / AGPR / LDS table."""
    # _amd_build takes the generated folder: it keys the build test_compile_for_amd made by
    # that folder's subset (given the subset itself it made a second subset and built it again)
    build_dir = _amd_build(folder, tmp_path_factory, capsys)
    folder = _source(folder, tmp_path_factory)
    manifest = json.loads((folder / "manifest.json").read_text())
    instances = {i["name"]: i for i in manifest["instances"]
                 if i["algorithm"]["micro_kernel"] == "mfma"}
    assert instances, f"{folder.name} ships no mfma instance"
    tools = _hipcc_llvm_bin()
    if tools is None:
        pytest.skip("the clang that hipcc drives has no llvm-objdump / llvm-readelf beside it")
    library = build_dir / f"libhipconv_{_library_name(folder)}.so"
    code_objects = _extract_code_objects(library, tmp_path / "code_objects")
    assert {co.name.rsplit("--", 1)[1] for co in code_objects} == set(AMD_TARGETS)
    # an acc forward instance compiles its kernel once per activation shape (a template
    # argument: `<L><name>_kernelILi<k>EE...` in the mangled name), every other one once;
    # the length prefix of the mangled identifier keeps a longer name from matching
    from codegen.epilogue import ACTIVATION_KERNELS
    from codegen.parse import parse_file
    parsed = {i.name: i for i in parse_file(str(REPO_ROOT / manifest["generated_from"])).instances}
    identifiers = {name: f"{name}_kernel" for name in instances}
    wanted = tuple(f"{len(ident)}{ident}" for ident in identifiers.values())
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        kernels = [k for report in pool.map(lambda co: _code_object_report(co, tools, wanted),
                                            code_objects)
                   for k in report]
    columns = (("mfma", "v_mfma"), (".vgpr_count", "VGPRs (arch + AGPR)"), (".agpr_count", "AGPRs"),
               (".sgpr_count", "SGPRs"), (".group_segment_fixed_size", "LDS bytes"))
    table = ["| kernel | instruction | " + " | ".join(title for _, title in columns) + " |",
             "|---" * (2 + len(columns)) + "|"]
    problems = []
    for name, inst in instances.items():
        mangled = f"{len(identifiers[name])}{identifiers[name]}"
        expected = ACTIVATION_KERNELS if parsed[name].signature.optional_bias else 1
        per_arch = {}
        for arch in AMD_TARGETS:
            found = sorted((k for k in kernels if k["arch"] == arch and mangled in k[".name"]),
                           key=lambda k: k[".name"])
            if len(found) != expected:
                problems.append(f"{name} {arch}: {len(found)} kernels named {identifiers[name]}, "
                                f"{expected} expected")
                continue
            per_arch[arch] = found
            for k in found:
                if k["mfma"] == 0:
                    problems.append(f"{k['.name']} {arch}: no v_mfma instruction")
                for key in (".vgpr_spill_count", ".sgpr_spill_count", ".private_segment_fixed_size"):
                    if k[key] != 0:
                        problems.append(f"{k['.name']} {arch}: {key} {k[key]} (scratch memory)")
                if k[".group_segment_fixed_size"] != inst["shared_memory_bytes"]:
                    problems.append(f"{k['.name']} {arch}: LDS {k['.group_segment_fixed_size']} bytes, "
                                    f"the descriptor says {inst['shared_memory_bytes']}")
        if len(per_arch) == len(AMD_TARGETS):
            for variant in range(expected):
                # one value where gfx90a and gfx940 agree, else "gfx90a / gfx940"
                cells = [" / ".join(dict.fromkeys(str(per_arch[a][variant][key]) for a in AMD_TARGETS))
                         for key, _ in columns]
                label = f"{name}<{variant}>" if expected > 1 else name
                table.append(f"| {label} | {inst['algorithm']['instruction']} | " + " | ".join(cells) + " |")
    _say(capsys, f"[isa] {folder.name}: the mfma instances' kernels, gfx90a / gfx940 where they "
         f"differ ({len(code_objects)} code objects)\n" + "\n".join(table))
    assert not problems, "\n".join(problems)
