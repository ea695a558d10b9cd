"""Stage 3 of the flow: typed model -> files (codegen/emit.py, templates/).

Determinism, banners, write-if-changed, stale-file removal, --dry-run and
--filter, no unexpanded Mako in C/C++ output, the committed generated/
folders are current, emission time, and the ABI block == the runtime's cdef.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest

import codegen.emit as emit_module
from codegen.__main__ import main
from codegen.emit import emit, render_abi_declarations, spec_label, write
from codegen.parse import parse_file
from conftest import BWD_DATA_SPEC, REPO_ROOT

SHIPPED_SPECS = sorted((REPO_ROOT / "specs").glob("*.yaml"))
C_SUFFIXES = (".cpp", ".h", ".hpp", ".c", ".cu")
ABI_BLOCK = re.compile(r"/\* BEGIN ABI \*/\n(.*?)/\* END ABI \*/", re.S)


@pytest.fixture(scope="module")
def bwd_data():
    """(spec, files) of specs/bwd_data.yaml, emitted with the repo root as working folder."""
    cwd = os.getcwd()
    os.chdir(REPO_ROOT)
    try:
        spec = parse_file("specs/bwd_data.yaml")
        return spec, emit(spec)
    finally:
        os.chdir(cwd)


def _files(files) -> dict:
    return {f.path: f.content for f in files}


def _tree(folder: Path) -> dict:
    return {p.relative_to(folder).as_posix(): p.read_text(encoding="utf-8")
            for p in sorted(folder.rglob("*")) if p.is_file()}


def _mtimes(folder: Path) -> dict:
    return {p.relative_to(folder).as_posix(): p.stat().st_mtime_ns
            for p in folder.rglob("*") if p.is_file()}


# --------------------------------------------------------------------------
# determinism and file contents
# --------------------------------------------------------------------------

def test_emit_is_deterministic(bwd_data):
    spec, files = bwd_data
    again = emit(spec, "specs/bwd_data.yaml")
    assert [f.path for f in again] == [f.path for f in files]
    assert again == files


def test_emit_is_deterministic_across_processes(tmp_path):
    """Two interpreters with different hash seeds write byte-identical folders."""
    import shutil
    outs = []
    out = tmp_path / "out"   # one folder for both: its name is in the regenerate banner
    for seed in ("1", "4242"):
        shutil.rmtree(out, ignore_errors=True)
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONPATH=str(REPO_ROOT))
        result = subprocess.run([sys.executable, "-m", "codegen", "specs/bwd_data.yaml", "-q",
                                 "-o", str(out)], cwd=REPO_ROOT, env=env, capture_output=True,
                                text=True, timeout=120)
        assert result.returncode == 0, result.stderr
        outs.append(_tree(out))
    assert outs[0] == outs[1]


def test_expected_files(bwd_data):
    spec, files = bwd_data
    paths = {f.path for f in files}
    expected = {"CMakeLists.txt", "cmake/hipconv_platform.cmake", "include/hipconv/platform.h",
                "include/hipconv/numeric.h", "include/hipconv/host.h", "include/hipconv/abi.h",
                "include/hipconv/mma.h", "include/hipconv/wgmma.h", "include/hipconv/mfma.h",
                "include/hipconv/fragments.h",
                "include/hipconv/epilogue.h", "include/hipconv/verify.h",
                "include/hipconv/tma.h", "include/hipconv/layout.h",
                "include/hipconv_bwd_data.h", "src/registry.cpp", "manifest.json"}
    expected |= {f"src/{inst.name}.cpp" for inst in spec.instances}
    assert paths == expected
    assert len(files) == len(paths)          # no path emitted twice


def test_every_file_has_a_generated_banner(bwd_data):
    _, files = bwd_data
    for f in files:
        if f.path.endswith(".json"):
            data = json.loads(f.content)
            assert next(iter(data)) == "generated_from", f.path
            assert data["generated_from"] == "specs/bwd_data.yaml"
            continue
        first = f.content.splitlines()[0]
        assert "generated from" in first, (f.path, first)
        assert "specs/bwd_data.yaml" in first, (f.path, first)
        assert "do not edit" in f.content.splitlines()[0] + f.content.splitlines()[1], f.path


def test_instance_sources_name_their_instance(bwd_data):
    spec, files = bwd_data
    by_path = _files(files)
    for inst in spec.instances:
        text = by_path[f"src/{inst.name}.cpp"]
        first = text.splitlines()[0]
        assert f"instance {inst.name};" in first, first
        assert f"hipconv_{inst.name}_run" in text
        assert f"hipconv_{inst.name}_supports" in text
        # the library header declares it and the registry lists it
        assert f"hipconv_{inst.name}_run(" in by_path["include/hipconv_bwd_data.h"]
        assert f'"{inst.name}"' in by_path["src/registry.cpp"]
        assert f"src/{inst.name}.cpp" in by_path["CMakeLists.txt"]


def test_no_unexpanded_template_syntax_in_c_sources(bwd_data):
    _, files = bwd_data
    checked = 0
    for f in files:
        if f.path.endswith(C_SUFFIXES):
            checked += 1
            assert "${" not in f.content, f.path
            assert "<%" not in f.content and "%>" not in f.content, f.path
            assert not re.search(r"^\s*%\s*(if|for|endif|endfor)\b", f.content, re.M), f.path
    assert checked >= 40


def test_manifest_describes_the_output(bwd_data):
    spec, files = bwd_data
    import hashlib
    by_path = _files(files)
    manifest = json.loads(by_path["manifest.json"])
    assert manifest["library"] == "bwd_data"
    assert manifest["shared_library"] == "libhipconv_bwd_data.so"
    assert [i["name"] for i in manifest["instances"]] == [i.name for i in spec.instances]
    assert manifest["dropped"] == []
    hashes = manifest["files"]
    assert set(hashes) == set(by_path) - {"manifest.json"}
    for path, digest in hashes.items():
        assert hashlib.sha256(by_path[path].encode()).hexdigest() == digest, path


def test_spec_label_is_relative_inside_the_working_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(REPO_ROOT)
    assert spec_label(str(BWD_DATA_SPEC)) == "specs/bwd_data.yaml"
    assert spec_label("specs/bwd_data.yaml") == "specs/bwd_data.yaml"
    monkeypatch.chdir(tmp_path)   # outside: the absolute path, so the banner's command works
    assert spec_label(str(BWD_DATA_SPEC)) == BWD_DATA_SPEC.resolve().as_posix()


# --------------------------------------------------------------------------
# writing: only what changed, stale files removed
# --------------------------------------------------------------------------

def test_write_if_changed(bwd_data, tmp_path):
    _, files = bwd_data
    out = tmp_path / "out"
    first = write(files, str(out))
    assert sorted(first.written) == sorted(f.path for f in files)
    assert first.unchanged == [] and first.removed == []
    assert _tree(out) == _files(files)
    before = _mtimes(out)
    time.sleep(0.02)
    second = write(files, str(out))
    assert second.written == [] and second.removed == []
    assert sorted(second.unchanged) == sorted(f.path for f in files)
    assert _mtimes(out) == before
    assert not list(out.rglob("*.tmp"))


def test_write_rewrites_only_the_changed_file(bwd_data, tmp_path):
    _, files = bwd_data
    out = tmp_path / "out"
    write(files, str(out))
    edited = out / "src" / "registry.cpp"
    edited.write_text("// hand edit\n")
    before = _mtimes(out)
    report = write(files, str(out))
    assert report.written == ["src/registry.cpp"]
    after = _mtimes(out)
    assert {p for p in after if after[p] != before[p]} == {"src/registry.cpp"}
    assert edited.read_text() == _files(files)["src/registry.cpp"]


def test_stale_files_are_removed(bwd_data, tmp_path):
    spec, files = bwd_data
    out = tmp_path / "out"
    write(files, str(out))
    (out / "notes.txt").write_text("not generated: must survive")
    kept = tuple(i for i in spec.instances if i.signature.spatial_dim == 2)
    smaller = emit(replace(spec, instances=kept), "specs/bwd_data.yaml")
    report = write(smaller, str(out))
    gone = sorted(f"src/{i.name}.cpp" for i in spec.instances if i not in kept)
    assert sorted(report.removed) == gone
    assert all(not (out / path).exists() for path in gone)
    assert (out / "notes.txt").read_text() == "not generated: must survive"
    assert set(_tree(out)) == {f.path for f in smaller} | {"notes.txt"}
    # and going back restores them
    report = write(files, str(out))
    assert sorted(report.written) == sorted(set(gone) | {
        "CMakeLists.txt", "include/hipconv_bwd_data.h", "src/registry.cpp", "manifest.json"})


def test_dry_run_writes_nothing(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(REPO_ROOT)
    out = tmp_path / "out"
    assert main(["specs/bwd_data.yaml", "--dry-run", "-o", str(out)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert not out.exists()
    assert len(lines) == len(emit(parse_file("specs/bwd_data.yaml")))
    assert all(line.startswith("new ") for line in lines)
    # against a written folder: one changed file, the rest unchanged
    assert main(["specs/bwd_data.yaml", "-q", "-o", str(out)]) == 0
    (out / "src" / "registry.cpp").write_text("edited\n")
    before = _tree(out)
    assert main(["specs/bwd_data.yaml", "--dry-run", "-o", str(out)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [ln for ln in lines if not ln.startswith("unchanged")] == [
        f"changed   {out / 'src' / 'registry.cpp'}"]
    assert _tree(out) == before


def test_filter_restricts_instances(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(REPO_ROOT)
    out = tmp_path / "out"
    assert main(["specs/bwd_data.yaml", "-q", "-o", str(out), "--filter", "bwd_data_2d_*",
                 "--filter", "*_1d_fp32_generic"]) == 0
    sources = sorted(p.name for p in (out / "src").iterdir())
    spec = parse_file("specs/bwd_data.yaml")
    expected = sorted(f"{i.name}.cpp" for i in spec.instances
                      if i.name.startswith("bwd_data_2d_") or i.name == "bwd_data_1d_fp32_generic")
    assert sources == sorted(expected + ["registry.cpp"])
    manifest = json.loads((out / "manifest.json").read_text())
    assert len(manifest["instances"]) == len(expected) > 2
    # --list honours the filter too
    capsys.readouterr()
    assert main(["specs/bwd_data.yaml", "--list", "--filter", "*_3d_*16_vec8"]) == 0
    listed = [ln.split()[0] for ln in capsys.readouterr().out.splitlines()]
    assert listed == ["bwd_data_3d_fp16_vec8", "bwd_data_3d_bf16_vec8"]


def test_filter_keeps_the_references_that_check_gpu_runs():
    """--filter with --check=gpu keeps the reference instances of the kept instances'
    signatures (the check compares with them on the device); without it, only matches."""
    from codegen.__main__ import _filtered
    spec = parse_file(REPO_ROOT / "specs" / "bwd_data.yaml")
    plain = _filtered(spec, ["*_2d_*_mma_c1"])
    assert [i.name for i in plain.instances] == ["bwd_data_2d_fp16_mma_c1", "bwd_data_2d_bf16_mma_c1"]
    checked = _filtered(spec, ["*_2d_*_mma_c1"], with_references=True)
    assert [i.name for i in checked.instances] == [
        "bwd_data_2d_fp16_mma_c1", "bwd_data_2d_bf16_mma_c1",
        "bwd_data_2d_fp16_reference", "bwd_data_2d_bf16_reference"]


def test_filter_without_output_never_touches_the_full_output_folder(tmp_path, monkeypatch):
    """--filter with no -o writes under build/generated/<stem>-filtered/, not generated/<stem>/
    (which it would otherwise half-overwrite, deleting the other instances' sources)."""
    (tmp_path / "specs").mkdir()
    (tmp_path / "specs" / "bwd_data.yaml").write_text((REPO_ROOT / "specs" / "bwd_data.yaml").read_text())
    monkeypatch.chdir(tmp_path)
    assert main(["specs/bwd_data.yaml", "-q", "--filter", "*_1d_fp32_generic"]) == 0
    assert not (tmp_path / "generated").exists()
    sources = sorted(p.name for p in (tmp_path / "build" / "generated" / "bwd_data-filtered" / "src").iterdir())
    assert sources == ["bwd_data_1d_fp32_generic.cpp", "registry.cpp"]
    assert main(["specs/bwd_data.yaml", "-q"]) == 0          # unfiltered: the usual folder
    assert (tmp_path / "generated" / "bwd_data" / "src" / "bwd_data_1d_fp32_generic.cpp").is_file()


def test_filter_matching_nothing_is_an_error(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(REPO_ROOT)
    out = tmp_path / "out"
    assert main(["specs/bwd_data.yaml", "-o", str(out), "--filter", "no_such_*"]) == 2
    assert capsys.readouterr().err.startswith("error: ")
    assert not out.exists()


# --------------------------------------------------------------------------
# committed output, speed, ABI
# --------------------------------------------------------------------------

@pytest.mark.parametrize("spec_path", SHIPPED_SPECS, ids=[p.stem for p in SHIPPED_SPECS])
def test_committed_output_is_current(spec_path, monkeypatch):
    monkeypatch.chdir(REPO_ROOT)
    relative = spec_path.relative_to(REPO_ROOT).as_posix()
    spec = parse_file(relative)
    folder = REPO_ROOT / "generated" / spec.stem
    hint = f"generated/{spec.stem}/ is out of date: run `python -m codegen {relative}` and commit it"
    assert folder.is_dir(), hint
    fresh = _files(emit(spec))
    on_disk = _tree(folder)
    stale = sorted(p for p in fresh if on_disk.get(p) != fresh[p])
    extra = sorted(set(on_disk) - set(fresh))
    assert not stale and not extra, f"{hint} (differs: {stale}; not generated: {extra})"


def test_emission_time(capsys, monkeypatch):
    monkeypatch.chdir(REPO_ROOT)
    monkeypatch.setattr(emit_module, "_LOOKUP", None)     # include compiling the templates
    # the process's CPU time: the suite builds libraries in the background meanwhile (conftest),
    # so wall time on a 2-core machine measures the neighbours too
    started = time.process_time()
    spec = parse_file("specs/bwd_data.yaml")
    parsed = time.process_time()
    files = emit(spec)
    done = time.process_time()
    with capsys.disabled():
        print(f"\n[emission] specs/bwd_data.yaml: {len(spec.instances)} instances, "
              f"{len(files)} files: parse {1e3 * (parsed - started):.0f} ms, "
              f"emit {1e3 * (done - parsed):.0f} ms, total {done - started:.3f} s")
    assert done - started < 2.0


def test_abi_block_is_the_runtime_cdef(bwd_data):
    _, files = bwd_data
    header = _files(files)["include/hipconv/abi.h"]
    match = ABI_BLOCK.search(header)
    assert match, "include/hipconv/abi.h has no BEGIN ABI / END ABI block"
    block = match.group(1)
    import runtime.abi as abi
    cdefs = getattr(abi.ffi, "_cdefsources", None)
    assert cdefs is not None, "cffi no longer exposes _cdefsources"
    assert "".join(cdefs).strip() == block.strip()
    assert render_abi_declarations().strip() == block.strip()
    # the committed headers carry the same block
    for folder in sorted((REPO_ROOT / "generated").iterdir()):
        committed = folder / "include" / "hipconv" / "abi.h"
        if committed.exists():
            found = ABI_BLOCK.search(committed.read_text(encoding="utf-8"))
            assert found and found.group(1).strip() == block.strip(), committed


def test_abi_status_enum_matches_status_table(bwd_data):
    from codegen.status import Status
    _, files = bwd_data
    header = _files(files)["include/hipconv/abi.h"]
    enum = re.search(r"typedef enum hipconv_status \{(.*?)\} hipconv_status;", header, re.S).group(1)
    found = dict((name, int(code)) for name, code in
                 re.findall(r"^\s*(HIPCONV_[A-Z0-9_]+) = (\d+),", enum, re.M))
    assert found == {s.c_name: s.code for s in Status}


def test_min_blocks_per_sm_reaches_the_launch_bounds(bwd_data):
    """`min_blocks_per_sm` becomes the kernel's HIPCONV_LAUNCH_BOUNDS second argument
    (and a banner line); the default 1 stays 1; only NVIDIA passes it to the compiler."""
    spec, files = bwd_data
    sources = _files(files)
    by_name = {i.name: i for i in spec.instances}
    budgeted = [n for n, i in by_name.items() if i.algorithm.min_blocks_per_sm == 2]
    assert budgeted, "the shipped backward-data spec budgets registers for 2 blocks somewhere"
    for name in budgeted:
        text = sources[f"src/{name}.cpp"]
        assert "HIPCONV_LAUNCH_BOUNDS(kThreads, 2)" in text
        assert "registers for 2 resident blocks per SM" in text
    default = next(n for n, i in by_name.items() if i.algorithm.min_blocks_per_sm == 1)
    assert "HIPCONV_LAUNCH_BOUNDS(kThreads, 1)" in sources[f"src/{default}.cpp"]
    platform = sources["include/hipconv/platform.h"]
    nvidia = platform.index("#elif defined(HIPCONV_PLATFORM_NVIDIA)")
    amd = platform.index("#elif defined(HIPCONV_PLATFORM_AMD)")
    assert "__launch_bounds__(threads, min_blocks_per_sm)" in platform[nvidia:]
    assert "#define HIPCONV_LAUNCH_BOUNDS(threads, min_blocks_per_sm) __launch_bounds__(threads)" \
        in platform[amd:nvidia]


def _emitted(spec_path: str):
    cwd = os.getcwd()
    os.chdir(REPO_ROOT)
    try:
        spec = parse_file(spec_path)
        return spec, emit(spec)
    finally:
        os.chdir(cwd)


@pytest.mark.parametrize("spec_path, maps_call", [
    ("specs/bwd_data.yaml", "encode_tensor_maps(p, tensors->y, tensors->w, tensors->x, params)"),
    ("specs/bwd_weight.yaml", "encode_tensor_maps(p, tensors->x, tensors->y, params)"),
], ids=["backward_data", "backward_weight"])
def test_tma_instances_load_through_tensor_maps(spec_path, maps_call):
    """loads: tma, both directions: the source includes tma.h, reads the maps from
    __grid_constant__ parameters, issues im2col and tiled boxes from a producer
    warpgroup (backward-weight's im2col map traversed with the stride), and keeps none
    of the cp.async copy loop nor the per-thread vector constants; a cp.async wgmma
    source is the other way round."""
    spec, files = _emitted(spec_path)
    sources = {f.path: f.content for f in files}
    # (tap_window: dY alone through a map, X's halo staged by threads: tests/test_tap_window.py)
    tma = [i for i in spec.instances if i.algorithm.loads.value == "tma"
           and i.algorithm.specialization.value != "tap_window"]
    cp_async = [i for i in spec.instances if i.algorithm.micro_kernel.value == "wgmma"
                and i.algorithm.loads.value == "cp_async"]
    assert tma and cp_async
    for inst in tma:
        text = sources[f"src/{inst.name}.cpp"]
        # a 1x1 twin reads X as a plain matrix, a patch twin a patch of it: tiled boxes for
        # both operands (tests/test_position_patches.py)
        one_by_one = inst.algorithm.specialization.value == "filter1x1_stride1_pad0"
        patches = inst.algorithm.position_boxes.value == "patches"
        for needle in ('#include "hipconv/tma.h"', "const __grid_constant__ Params params",
                       "hipconv::tma_load_tile(", "mbarrier_arrive_expect_tx", maps_call, "HIPCONV_REFUSED_TMA",
                       *(() if one_by_one or patches else ("tma_load_im2col<kSpatialDims>",))):
            assert needle in text, (inst.name, needle)
        if patches:
            assert "tma_load_im2col" not in text and "encode_tiled_map(&params.x_map" in text, inst.name
        elif inst.direction.value == "backward_weight" and one_by_one:
            assert "tma_load_im2col" not in text and "encode_tiled_map(&params.x_map" in text, inst.name
        elif inst.direction.value == "backward_weight":
            assert "kSpatialDims + 2, x_dims, x_strides, lower, upper,\n" \
                   "                                    kColumnBlock, kBlockK, traversal)" in text
        elif inst.algorithm.split_k.count != 1:   # a split tile's partials are fp32: the fp32 tile
            assert "stores_through_tma" not in text and "float* const out_tile" in text, inst.name
        else:   # one-phase tiles store through TMA, the others copy the 16-bit staging out
            for needle in ("if (stores_through_tma(params))", "hipconv::tma_store_tile(&params.dx_map",
                           "hipconv::tma_store_commit()", "store_staged(params, tile, out_rows[m], n,"):
                assert needle in text, (inst.name, needle)
            assert "float* const out_tile" not in text, inst.name   # no fp32 staging of the tile
        if inst.algorithm.schedule.value == "persistent":
            for needle in ("for (Index t = blockIdx.x; t < params.tile_count; t += gridDim.x)",
                           "(stored_tiles & 1) * kStagingBytes", "hipconv::tma_store_wait_read<1>()",
                           "resident_blocks("):
                assert needle in text, (inst.name, needle)
        # the ring is stepped without a division; the consumers test the next stage's barrier
        # (mbarrier.test_wait: no hold) after releasing the previous one, and wait only if it
        # has not landed (docs/journal.md, runs 42-44)
        for needle in ("hipconv::RingPosition<kStages> ring;", "ring.advance()",
                       "hipconv::mbarrier_wait(&empty[ring.stage], ring.phase ^ 1u);",
                       "landed = hipconv::mbarrier_test_wait(&full[ring.stage], ring.phase);", "if (!landed)",
                       "hipconv::mbarrier_wait(&full[ring.stage], ring.phase);"):
            assert needle in text, (inst.name, needle)
        for absent in ("cp_async_16", "issue_loads", "struct AAccess", "setmaxnreg",
                       "kVectorA", "kVectorY", "% kStages", "/ kStages"):
            assert absent not in text, (inst.name, absent)
    for inst in cp_async:
        text = sources[f"src/{inst.name}.cpp"]
        assert "cp_async_16" in text and "tma.h" not in text and "TmaLoads" not in text


# --------------------------------------------------------------------------
# command-line rough edges (issue 10)
# --------------------------------------------------------------------------

def test_check_without_build_writes_nothing(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(REPO_ROOT)
    out = tmp_path / "out"
    with pytest.raises(SystemExit) as stop:
        main(["specs/bwd_data.yaml", "--check", "-o", str(out)])
    assert stop.value.code == 2
    assert "--check needs --build" in capsys.readouterr().err
    assert not out.exists()


def test_dry_run_lists_files_a_run_would_remove(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(REPO_ROOT)
    out = tmp_path / "out"
    assert main(["specs/bwd_data.yaml", "-q", "-o", str(out)]) == 0
    # a smaller spec into the same folder would remove the other instances' sources
    assert main(["specs/bwd_data.yaml", "--dry-run", "-o", str(out),
                 "--filter", "bwd_data_1d_fp32_generic"]) == 0
    lines = capsys.readouterr().out.splitlines()
    removed = [ln.split()[1] for ln in lines if ln.startswith("removed")]
    assert str(out / "src" / "bwd_data_2d_fp16_generic.cpp") in removed
    assert str(out / "src" / "bwd_data_1d_fp32_generic.cpp") not in removed
    assert (out / "src" / "bwd_data_2d_fp16_generic.cpp").exists()   # nothing removed


def test_help_names_the_sanitizers_once(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    text = capsys.readouterr().out
    assert "{address,undefined,address,undefined}" not in text
    assert "--sanitize KINDS" in text and "address,undefined" in text


@pytest.mark.parametrize("option", ["--list", "--dry-run"])
def test_output_into_a_closed_pipe_ends_quietly(option, tmp_path, monkeypatch):
    """`--list | head -1`: the reader has gone, so writes raise BrokenPipeError; main
    ends with status 0 and no traceback (stdout is pointed at os.devnull)."""
    monkeypatch.chdir(REPO_ROOT)
    spare = open(tmp_path / "stdout", "w")

    class ClosedPipe:
        def write(self, text):
            raise BrokenPipeError(32, "Broken pipe")

        def flush(self):
            pass

        def fileno(self):
            return spare.fileno()

    monkeypatch.setattr(sys, "stdout", ClosedPipe())
    assert main(["specs/bwd_data.yaml", option, "-o", str(tmp_path / "out")]) == 0
    spare.close()


def test_banner_names_the_command_that_regenerates(tmp_path, monkeypatch):
    """The "Regenerate with" line carries -o and --filter, and a spec outside the
    working folder by its absolute path."""
    monkeypatch.chdir(REPO_ROOT)
    out = tmp_path / "out"
    assert main(["specs/bwd_data.yaml", "-q", "-o", str(out), "--filter", "*_1d_fp32_generic"]) == 0
    expected = (f"Regenerate with: python -m codegen specs/bwd_data.yaml -o {out} "
                "--filter '*_1d_fp32_generic'")
    for path in ("src/bwd_data_1d_fp32_generic.cpp", "src/registry.cpp", "CMakeLists.txt",
                 "include/hipconv_bwd_data.h"):
        assert expected in (out / path).read_text(), path
    # the shipped outputs keep the plain command
    assert "Regenerate with: python -m codegen specs/bwd_data.yaml\n" in \
        (REPO_ROOT / "generated/bwd_data/src/registry.cpp").read_text()
    # a spec outside the working folder
    spec = tmp_path / "elsewhere.yaml"
    spec.write_text((REPO_ROOT / "specs/bwd_data.yaml").read_text())
    monkeypatch.chdir(tmp_path / "out")
    files = {f.path: f.content for f in emit(parse_file(str(spec)))}
    assert f"Regenerate with: python -m codegen {spec.resolve().as_posix()}\n" in \
        files["src/registry.cpp"]


def test_fma_thread_layout(bwd_data):
    """The fma tile's thread layout (micro_kernels.FmaThreads): 4 x 8 threads per warp where
    the thread grid divides into them, else row-major; a thread's columns in chunks of one
    16-byte read (or of the output's vector, if wider) side by side across the column
    threads.  The chunked instances' sources read B and store through thread_column."""
    from codegen.emit import kernel_plan
    from codegen.micro_kernels import FmaMicroKernel
    from codegen.model import Algorithm, BlockTile, MicroKernel, Specialization, ThreadTile

    def layout(block, thread, vector_out):
        alg = Algorithm(micro_kernel=MicroKernel.FMA, block=BlockTile(*block), thread=ThreadTile(*thread))
        return FmaMicroKernel().thread_layout(alg, vector_out)

    big = layout((128, 64, 16), (8, 8), 4)          # 16 x 8 threads: 4 x 8 per warp, two 4-wide chunks
    assert (big.warp_columns, big.warp_rows, big.column_chunk) == (8, 4, 4)
    assert layout((128, 128, 8), (8, 8), 8).column_chunk == 8      # an 8-wide store keeps 8 together
    assert layout((64, 64, 16), (4, 4), 4).column_chunk == 4       # one chunk: tn * 4 + j
    assert layout((64, 16, 8), (4, 4), 4).warp_columns == 0        # 4 column threads: row-major
    spec, files = bwd_data
    sources = _files(files)
    for inst in spec.instances:
        if inst.algorithm.micro_kernel is not MicroKernel.FMA or inst.algorithm.specialization is not Specialization.DEFAULT:
            continue
        text = sources[f"src/{inst.name}.cpp"]
        chunk = kernel_plan(inst, "", spec.library, "").fma_threads.column_chunk
        assert ("constexpr int kColumnChunk" in text) == (chunk < inst.algorithm.thread.n), inst.name
        assert "b_smem[stage][slot][kk][thread_column(tn, j)]" in text, inst.name
        assert "store_output(params, tile, row, thread_column(tn, j), &acc[i][j])" in text, inst.name


def test_mma_epilogue_stages_the_output_type_only_where_it_can():
    """plan.stages_output_type: an mma_sync forward / backward-data tile with a 16-bit output,
    an epilogue that reads no tensor and an unsplit reduction converts in registers and stages
    OutputType pairs (converted_epilogue); bias / residual epilogues, split reductions,
    backward-weight and fp32 keep the fp32 tile; the TMA-store wgmma tiles stage 16-bit as
    before.  Forward GEMM tiles with 32-bit indices divide rows by Params.by_output."""
    from codegen.emit import kernel_plan
    from conftest import FWD_SPEC
    specs = {path.stem: {i.name: i for i in parse_file(str(path)).instances}
             for path in (FWD_SPEC, BWD_DATA_SPEC, REPO_ROOT / "specs" / "bwd_weight.yaml")}

    def plan(spec, name):
        return kernel_plan(specs[spec][name], spec, spec, "")

    converted = [("fwd", "fwd_2d_bf16_mma128x128"), ("fwd", "fwd_2d_fp16_mma_1x1_128x96"),
                 ("fwd", "fwd_3d_bf16_mma256x32"), ("bwd_data", "bwd_data_2d_fp16_mma128x64"),
                 ("fwd", "fwd_2d_bf16_wgmma_tma_1x1")]
    fp32_tile = [("fwd", "fwd_2d_bf16_mma_bias_relu"), ("fwd", "fwd_2d_bf16_mma_residual"),
                 ("fwd", "fwd_2d_fp32_generic"), ("fwd", "fwd_2d_bf16_wgmma128x128"),
                 ("bwd_weight", "bwd_weight_2d_bf16_mma64x128")]
    for spec, name in converted:
        assert plan(spec, name).stages_output_type, name
    for spec, name in fp32_tile:
        assert not plan(spec, name).stages_output_type, name
    from codegen.model import SplitK
    tile = specs["bwd_data"]["bwd_data_2d_fp16_mma128x64"]
    split = replace(tile, algorithm=replace(tile.algorithm, split_k=SplitK(None)))   # partials are fp32
    assert not kernel_plan(split, "bwd_data", "bwd_data", "").stages_output_type
    source = (REPO_ROOT / "generated" / "fwd" / "src" / "fwd_2d_bf16_mma128x128.cpp").read_text()
    assert "pack_pair<OutputType>" in source and "float* const out_tile" not in source
    assert "p.by_output[d].divmod" in source
    bias = (REPO_ROOT / "generated" / "fwd" / "src" / "fwd_2d_bf16_mma_bias_relu.cpp").read_text()
    assert "float* const out_tile" in bias and "OutputType" not in bias
    wide = (REPO_ROOT / "generated" / "fwd" / "src" / "fwd_2d_fp16_index64.cpp").read_text()
    assert "by_output" not in wide and plan("fwd", "fwd_2d_fp16_index64").fast_row_divisions is False
