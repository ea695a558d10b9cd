"""Numerics on an NVIDIA GPU: specs/fwd.yaml, bwd_data.yaml and bwd_weight.yaml built for
the nvidia platform (runtime.build), every instance on every runtime.check problem it
supports -- the wgmma instances included, which only this tier runs (the cpu platform
does not emulate them).
Skips unless `nvidia-smi -L` lists a GPU (and nvcc and cmake are on PATH).
"""

from __future__ import annotations

import shutil
import subprocess

import pytest

from codegen.model import Platform
from codegen.parse import parse_file
from codegen.status import Status
from runtime import check
from runtime.problem import ConvProblem
from conftest import BWD_DATA_SPEC, REPO_ROOT

pytestmark = [pytest.mark.gpu, pytest.mark.slow]

SPECS = {"fwd": REPO_ROOT / "specs" / "fwd.yaml", "bwd_data": BWD_DATA_SPEC,
         "bwd_weight": REPO_ROOT / "specs" / "bwd_weight.yaml"}
# the instances with code for this tier's GPU (the mfma ones are AMD-only: the nvidia
# library does not list them, tested below)
SHIPPED = {lib: [i.name for i in parse_file(str(path)).instances if Platform.NVIDIA in i.platforms]
           for lib, path in SPECS.items()}
CASES = [(lib, name) for lib, names in SHIPPED.items() for name in names]
AMD_ONLY = {lib: [i.name for i in parse_file(str(path)).instances
                  if Platform.NVIDIA not in i.platforms] for lib, path in SPECS.items()}


def _gpu_listed() -> bool:
    if shutil.which("nvidia-smi") is None:
        return False
    try:
        out = subprocess.run(["nvidia-smi", "-L"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return False
    return out.returncode == 0 and "GPU" in out.stdout


class _NvidiaLibraries(dict):
    """The specs' nvidia libraries, each built (or loaded from the cache) when a test first
    asks for it: a run of some tests (`-k bwd_weight_3d`) builds only what they read."""

    def __missing__(self, lib: str):
        import runtime
        library = runtime.build(str(SPECS[lib]), platform="nvidia")
        assert library.platform == "nvidia"
        self[lib] = library
        return library


@pytest.fixture(scope="module")
def gpu_libraries():
    if not _gpu_listed():
        pytest.skip("no GPU on this machine")
    for tool in ("nvcc", "cmake"):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} not on PATH")
    return _NvidiaLibraries()


@pytest.mark.parametrize("lib", sorted(SPECS))
def test_gpu_library_lists_every_instance(gpu_libraries, lib):
    assert [i.name for i in gpu_libraries[lib].instances] == SHIPPED[lib]
    # the registry carries the warpgroup tile of the wgmma instances (ABI 3)
    spec = {i.name: i for i in parse_file(str(SPECS[lib])).instances}
    for inst in gpu_libraries[lib].instances:
        wg = spec[inst.name].algorithm.warpgroup
        assert inst.warpgroup == ((wg.m, wg.n) if wg else None), inst.name


@pytest.mark.parametrize("lib, name", CASES, ids=[name for _, name in CASES])
def test_instance_matches_reference_on_gpu(gpu_libraries, lib, name):
    gpu_library = gpu_libraries[lib]
    inst = gpu_library.instance(name)
    ran = 0
    for index, problem in enumerate(check.check_problems(gpu_library, inst)):
        result, _ = check.run_instance(gpu_library, inst, problem, seed=index)
        assert result.ok, f"{name} on {problem}: {result.message}"
        ran += 1
    assert ran, f"{name} supports none of runtime.check.problems_for({name})"


@pytest.mark.parametrize("lib, name", CASES, ids=[name for _, name in CASES])
def test_instance_takes_its_declared_strides_on_gpu(gpu_libraries, lib, name):
    """Each instance on views with gaps (runtime.check.run_strided: a row pitch, and gaps
    after N and every position axis): right against float64 with its output's gaps untouched
    where it declares those axes free (the TMA maps and the stored epilogues too), the
    `strides` refusal elsewhere."""
    gpu_library = gpu_libraries[lib]
    inst = gpu_library.instance(name)
    problem = next((p for p in check.problems_for(inst) if gpu_library.supports(inst, p) is Status.OK), None)
    assert problem is not None, f"{name} supports none of runtime.check.problems_for({name})"
    for seed, pattern in enumerate(check.STRIDE_PATTERNS):
        status, comparison, gaps_intact = check.run_strided(gpu_library, inst, problem, pattern, seed)
        if not check.takes_pattern(inst, problem, pattern):
            assert status is Status.REFUSED_STRIDES, f"{name} {pattern}: {status.slug}"
            continue
        assert status is Status.OK, f"{name} {pattern}: refused ({status.slug}), declares {inst.free_axes}"
        assert comparison.ok, f"{name} {pattern} on {problem}: {comparison.message}"
        assert gaps_intact, f"{name} {pattern}: wrote into the gaps of its output"


def test_torch_cuda_tensors_and_the_op(gpu_libraries):
    """Device tensors on the GPU: torch CUDA tensors straight into a Library call (no host
    copy, torch's stream), and runtime.pytorch's op against F.conv2d with gradients."""
    torch = pytest.importorskip("torch")
    import runtime
    import runtime.pytorch as hp
    hp.configure(forward=gpu_libraries["fwd"], backward_data=gpu_libraries["bwd_data"],
                 backward_weight=gpu_libraries["bwd_weight"])
    problem = runtime.ConvProblem(1, 4, 64, 64, (16, 16), 3, pad=1)
    x = torch.randn(problem.x_shape, device="cuda", dtype=torch.float16)
    w = torch.randn(problem.w_shape, device="cuda", dtype=torch.float16)
    y = gpu_libraries["fwd"].forward(x, w, problem, verify="gpu")
    assert y.is_cuda and y.dtype == torch.float16
    with pytest.raises(ValueError, match="takes tensors on its GPU"):
        gpu_libraries["fwd"].forward(x.cpu(), w.cpu(), problem)
    xs = torch.randn(4, 64, 16, 16, device="cuda", requires_grad=True)
    ws = torch.randn(64, 64, 3, 3, device="cuda", requires_grad=True)
    torch.backends.cudnn.allow_tf32 = False
    out = hp.conv(xs, ws, None, 1, 1, 1, 1)
    want = torch.nn.functional.conv2d(xs, ws, None, 1, 1, 1, 1)
    torch.testing.assert_close(out, want, rtol=1e-3, atol=1e-3)
    g = torch.randn_like(want)
    for a, b in zip(torch.autograd.grad(out, (xs, ws), g), torch.autograd.grad(want, (xs, ws), g)):
        torch.testing.assert_close(a, b, rtol=1e-3, atol=2e-3)


def test_cuda_graph_capture_of_a_call(gpu_libraries):
    """A Library call on torch CUDA tensors is captured into a CUDA graph and replayed
    (outputs from torch's allocator, the launch on torch's capturing stream)."""
    torch = pytest.importorskip("torch")
    import runtime
    lib = gpu_libraries["fwd"]
    problem = runtime.ConvProblem(1, 8, 64, 64, (28, 28), 3, pad=1)
    x = torch.randn(problem.x_shape, device="cuda", dtype=torch.bfloat16)
    w = torch.randn(problem.w_shape, device="cuda", dtype=torch.bfloat16)
    want = lib.forward(x, w, problem)            # warm-up: select, opt-ins, occupancy queries
    torch.cuda.synchronize()
    graph = torch.cuda.CUDAGraph()
    stream = torch.cuda.Stream()
    with torch.cuda.stream(stream):
        with torch.cuda.graph(graph, stream=stream):
            captured = lib.forward(x, w, problem)
    x.copy_(torch.randn_like(x))
    graph.replay()
    torch.cuda.synchronize()
    fresh = lib.forward(x, w, problem)
    torch.cuda.synchronize()
    assert not torch.equal(want, fresh)          # the inputs changed ...
    torch.testing.assert_close(captured, fresh)  # ... and the replay saw them


def test_amd_only_instances_are_not_in_the_nvidia_library(gpu_libraries):
    """The mfma instances have no code on the nvidia platform: its library does not list
    them (so select never meets them) and naming one is an UnknownInstance."""
    from runtime.library import UnknownInstance
    assert any(AMD_ONLY.values()), "the specs ship mfma instances"
    for lib, names in AMD_ONLY.items():
        listed = {i.name for i in gpu_libraries[lib].instances}
        assert not listed & set(names), lib
        for name in names[:1]:
            with pytest.raises(UnknownInstance):
                gpu_libraries[lib].instance(name)


def test_native_op_takes_channel_slices_on_cuda(gpu_libraries):
    """bf16 channels-last views (a 64-channel slice of 128, as torch.split gives) through
    hp.conv in all three directions against cuDNN in fp32, with the plan of the strided
    problem running (no copy in)."""
    torch = pytest.importorskip("torch")
    import runtime
    import runtime.pytorch as hp
    from runtime import native
    hp.configure(forward=gpu_libraries["fwd"], backward_data=gpu_libraries["bwd_data"],
                 backward_weight=gpu_libraries["bwd_weight"])
    torch.backends.cudnn.allow_tf32 = False
    F = torch.nn.functional
    cl = torch.channels_last
    wide = torch.randn(8, 128, 28, 28, device="cuda").to(torch.bfloat16, memory_format=cl)
    x = wide[:, 64:].detach().requires_grad_()
    w = torch.randn(128, 64, 3, 3, device="cuda").to(torch.bfloat16, memory_format=cl).requires_grad_()
    y = hp.conv(x, w, None, 1, 1, fallback=False)
    g_wide = torch.randn(8, 256, 28, 28, device="cuda").to(torch.bfloat16, memory_format=cl)
    g = g_wide[:, :128]
    dx, dw = torch.autograd.grad(y, (x, w), g)
    xf, wf = x.detach().float().requires_grad_(), w.detach().float().requires_grad_()
    want = F.conv2d(xf, wf, None, 1, 1)
    dxf, dwf = torch.autograd.grad(want, (xf, wf), g.float())
    for got, ref in ((y, want), (dx, dxf), (dw, dwf)):
        error = (torch.linalg.vector_norm(got.float() - ref) / torch.linalg.vector_norm(ref)).item()
        assert error < 2e-2, error
    x_view = (128 * 28 * 28, 28 * 128, 128, 64, 1)
    y_view = (256 * 28 * 28, 28 * 256, 256, 128, 1)
    for direction, views in (("forward", {"x": x_view}), ("backward_data", {"y": y_view}),
                             ("backward_weight", {"x": x_view, "y": y_view})):
        problem = runtime.ConvProblem(G=1, N=8, C=64, K=128, input=(28, 28), filter=3, pad=1,
                                      tensor_strides=views)
        plan = native.plan_of(native.Request(direction, "bf16", "cuda:0", False, problem))
        assert plan is not None and plan["outcome"] == "run", (direction, plan)


def test_native_op_on_cuda_tensors(gpu_libraries):
    """The C++ operators on CUDA tensors: bf16 channels-last through hp.conv and a
    converted module against cuDNN in fp32 (all three directions), the plan naming the
    library's instance, a CUDA-graph capture of the op, and tensors on a second device
    index when there is one (the op runs there: the plan's key has the device)."""
    torch = pytest.importorskip("torch")
    import runtime
    import runtime.pytorch as hp
    from runtime import native
    hp.configure(forward=gpu_libraries["fwd"], backward_data=gpu_libraries["bwd_data"],
                 backward_weight=gpu_libraries["bwd_weight"])
    torch.backends.cudnn.allow_tf32 = False
    F = torch.nn.functional
    cl = torch.channels_last
    for device in [f"cuda:{i}" for i in range(min(torch.cuda.device_count(), 2))]:
        x = torch.randn(8, 64, 28, 28, device=device).to(torch.bfloat16, memory_format=cl).requires_grad_()
        w = torch.randn(128, 64, 3, 3, device=device).to(torch.bfloat16, memory_format=cl).requires_grad_()
        y = hp.conv(x, w, None, 1, 1, fallback=False)
        assert y.device == x.device and y.is_contiguous(memory_format=cl)
        g = torch.randn_like(y)
        dx, dw = torch.autograd.grad(y, (x, w), g)
        xf, wf = x.detach().float().requires_grad_(), w.detach().float().requires_grad_()
        want = F.conv2d(xf, wf, None, 1, 1)
        dxf, dwf = torch.autograd.grad(want, (xf, wf), g.float())
        for got, ref in ((y, want), (dx, dxf), (dw, dwf)):
            error = (torch.linalg.vector_norm(got.float() - ref) / torch.linalg.vector_norm(ref)).item()
            assert error < 2e-2, (device, error)
        problem = runtime.ConvProblem(G=1, N=8, C=64, K=128, input=(28, 28), filter=3, pad=1)
        plan = native.plan_of(native.Request("forward", "bf16", device, False, problem))
        assert plan["outcome"] == "run" and plan["message"].startswith("fwd:"), plan
    xd = torch.randn(2, 4, 6, 6, device="cuda", dtype=torch.float64, requires_grad=True)
    wd = torch.randn(6, 2, 3, 3, device="cuda", dtype=torch.float64, requires_grad=True)
    assert torch.autograd.gradcheck(lambda a, b: hp.conv(a, b, None, 1, 1, 1, 2, fallback=False), (xd, wd))
    x = torch.randn(4, 64, 16, 16, device="cuda", dtype=torch.float16).contiguous(memory_format=cl)
    w = torch.randn(64, 64, 3, 3, device="cuda", dtype=torch.float16).contiguous(memory_format=cl)
    with torch.no_grad():
        hp.conv(x, w, None, 1, 1)                  # warm-up: the plan
        torch.cuda.synchronize()
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph):
            captured = hp.conv(x, w, None, 1, 1)
        x.copy_(torch.randn_like(x))
        graph.replay()
        torch.cuda.synchronize()
        torch.testing.assert_close(captured, hp.conv(x, w, None, 1, 1))


def test_layout_transpose_on_cuda(gpu_libraries):
    """The libraries' transpose on the GPU: 16-bit shapes past the grid's 65535 row tiles (of
    64 rows, odd columns) and 65535 batches (the kernel strides over the rest), bits
    unchanged; and the operators on a
    channels-first 1D model's CUDA tensors (filters channels-last, as convert stores them) on
    a side stream: torch's copy kernel never runs inside them, y and dX have cuDNN's
    strides (channels-last: the filter is), the values match cuDNN in fp32."""
    torch = pytest.importorskip("torch")
    import runtime.pytorch as hp
    from runtime.abi import ffi
    from torch.profiler import ProfilerActivity, profile
    lib = gpu_libraries["fwd"]
    for shape in ((1, 70000 * 64 + 5, 3), (70000, 2, 33)):
        source = torch.randint(-2**15, 2**15, shape, dtype=torch.int16, device="cuda")
        result = torch.empty(shape[0], shape[2], shape[1], dtype=torch.int16, device="cuda")
        status = lib.abi.hipconv_transpose(ffi.cast("void*", result.data_ptr()),
                                           ffi.cast("void*", source.data_ptr()), 2, *shape, ffi.NULL)
        torch.cuda.synchronize()
        assert status == 0 and torch.equal(result, source.transpose(1, 2)), shape
    hp.configure(forward=gpu_libraries["fwd"], backward_data=gpu_libraries["bwd_data"],
                 backward_weight=gpu_libraries["bwd_weight"])
    torch.backends.cudnn.allow_tf32 = False
    F = torch.nn.functional
    torch.manual_seed(5)
    x = torch.randn(4, 64, 999, device="cuda", dtype=torch.bfloat16, requires_grad=True)
    w0 = torch.randn(96, 64, 3, device="cuda", dtype=torch.bfloat16)
    w = w0.transpose(1, 2).contiguous().transpose(1, 2).requires_grad_()     # (K, L, C) memory
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        y = hp.conv(x, w, None, 2, 1, fallback=False)
        g = torch.randn_like(y).contiguous()
        dx, dw = torch.autograd.grad(y, (x, w), g)
        with profile(activities=[ProfilerActivity.CPU]) as prof:
            hp.conv(x, w, None, 2, 1, fallback=False)
            torch.ops.hipconv.conv_backward_data(g, w, list(x.shape), [2], [1], [1], [1], 1, False, False)
    torch.cuda.current_stream().wait_stream(side)
    torch.cuda.synchronize()
    names = [e.name for e in prof.events()]
    assert "aten::copy_" not in names, names
    torch_y = F.conv1d(x, w, None, 2, 1)      # cuDNN's strides: channels-last (the filter is), dX too
    assert y.stride() == torch_y.stride() and y.stride(1) == 1
    assert dx.stride() == torch.autograd.grad(torch_y, x, g)[0].stride()
    xf, wf = x.detach().float().requires_grad_(), w0.float().requires_grad_()
    want = F.conv1d(xf, wf, None, 2, 1)
    for got, ref in zip((y, dx, dw), (want, *torch.autograd.grad(want, (xf, wf), g.float()))):
        error = (torch.linalg.vector_norm(got.float() - ref) / torch.linalg.vector_norm(ref)).item()
        assert error < 2e-2, error


def test_channels_first_natively_on_cuda(gpu_libraries):
    """configure(channels_first="native") on CUDA tensors: an NCHW bf16 convolution and its
    gradients through the channels-first instances, against cuDNN in fp32."""
    torch = pytest.importorskip("torch")
    import runtime.pytorch as hp
    hp.configure(forward=gpu_libraries["fwd"], backward_data=gpu_libraries["bwd_data"],
                 backward_weight=gpu_libraries["bwd_weight"], channels_first="native")
    torch.backends.cudnn.allow_tf32 = False
    try:
        x = torch.randn(4, 32, 14, 14, device="cuda").to(torch.bfloat16).requires_grad_()
        w = torch.randn(64, 16, 3, 3, device="cuda").to(torch.bfloat16).requires_grad_()
        y = hp.conv(x, w, None, 1, 1, 1, 2, fallback=False)
        assert y.is_contiguous()
        g = torch.randn_like(y)
        dx, dw = torch.autograd.grad(y, (x, w), g)
        xf, wf = x.detach().float().requires_grad_(), w.detach().float().requires_grad_()
        want = torch.nn.functional.conv2d(xf, wf, None, 1, 1, 1, 2)
        dxf, dwf = torch.autograd.grad(want, (xf, wf), g.float())
        for got, ref in ((y, want), (dx, dxf), (dw, dwf)):
            error = (torch.linalg.vector_norm(got.float() - ref) / torch.linalg.vector_norm(ref)).item()
            assert error < 2e-2, error
    finally:
        hp.configure(channels_first="copy")


TAP_WINDOW_REFUSED = [
    ConvProblem(1, 2, 5, 64, (20, 20), (7, 7), stride=2, pad=3),                  # C = 5
    ConvProblem(2, 2, 3, 64, (20, 20), (7, 7), stride=2, pad=3),                  # G = 2
    ConvProblem(1, 2, 3, 48, (20, 20), (7, 7), stride=2, pad=3),                  # K not a multiple of 64
    ConvProblem(1, 2, 3, 64, (20, 20), (7, 7), stride=1, pad=3),                  # stride 1 along W
    ConvProblem(1, 2, 3, 64, (20, 20), (7, 7), stride=(3, 2), pad=3),             # height stride 3
    ConvProblem(1, 2, 3, 64, (20, 20), (7, 7), stride=2, dilation=(1, 2), pad=3),  # dilated W
    ConvProblem(1, 2, 3, 64, (30, 20), (9, 7), stride=2, pad=3),                  # 9 filter rows
    ConvProblem(1, 2, 3, 64, (20, 30), (7, 11), stride=2, pad=5),                 # 6 pairs of columns
]


def test_tap_window_refuses_what_it_cannot_run(gpu_libraries):
    """The 2D tap-window instances refuse, with their own rule, every problem outside what
    status tap-window states (one group, C <= 4, K a multiple of 64, stride 2 and dilation 1
    along W, height stride <= 2, <= 7 filter rows, <= 4 pairs of filter columns)."""
    library = gpu_libraries["bwd_weight"]
    instances = [i for i in library.instances if i.specialization == "tap_window" and i.spatial_dim == 2]
    assert instances
    for inst in instances:
        for problem in TAP_WINDOW_REFUSED:
            assert library.supports(inst, problem) is Status.REFUSED_TAP_WINDOW, (inst.name, problem)
        assert library.supports(inst, check.tap_window_problems(2)[0]) is Status.OK, inst.name


def test_forward_tap_window_refuses_what_it_cannot_run(gpu_libraries):
    """The forward tap-window instances refuse, with their own rule, the same problems and a
    filter of fewer rows than they hold (5 of 7: a zero weight row would still multiply X)."""
    library = gpu_libraries["fwd"]
    instances = [i for i in library.instances if i.specialization == "tap_window"]
    assert len(instances) == 2
    fewer_rows = ConvProblem(1, 2, 3, 64, (20, 20), (5, 7), stride=2, pad=(2, 3))
    for inst in instances:
        for problem in TAP_WINDOW_REFUSED + [fewer_rows]:
            assert library.supports(inst, problem) is Status.REFUSED_TAP_WINDOW, (inst.name, problem)
        for problem in check.tap_window_forward_problems():
            assert library.supports(inst, problem) is Status.OK, (inst.name, problem)


# One instance of each forward path the GPU runs, the wgmma ones (not emulated) included.
SPECIAL_VALUE_INSTANCES = ["fwd_2d_bf16_wgmma_tma_1x1", "fwd_2d_bf16_wgmma_tma128x128_persistent",
                           "fwd_2d_bf16_tap_window", "fwd_2d_bf16_mma128x64", "fwd_2d_bf16_depthwise_tile7",
                           "fwd_2d_fp32_winograd", "fwd_2d_fp32_vec4", "fwd_2d_fp64"]


@pytest.mark.parametrize("name", SPECIAL_VALUE_INSTANCES)
def test_the_activations_take_special_values_on_gpu(gpu_libraries, name):
    """The optional activations on NaN, +-inf, +-0, +-1e30 and ordinary values, through the
    device's fast exp and reciprocal, give torch's float64 answer (tests/activation_values.py)."""
    pytest.importorskip("torch")
    from activation_values import special_value_mismatches
    lib = gpu_libraries["fwd"]
    assert special_value_mismatches(lib, lib.instance(name)) == []
