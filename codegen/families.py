"""The kernel families: which template an instance's code comes from, in one table.

An instance belongs to the first family of ``FAMILIES`` that claims it:

=================  ==============================================  =================================
family             claims                                           template(s)
=================  ==============================================  =================================
reference          micro_kernel reference                          kernels/reference.cpp.mako
staged tile        depthwise / few_channels with tile_rows,         kernels/staged_tile.mako
                   forward and backward-data
winograd           winograd_2x2_3x3                                kernels/winograd.mako (forward,
                                                                   backward-data), kernels/winograd_weight.mako
direct gather      depthwise / few_channels, forward and           kernels/forward_direct.mako,
                   backward-data                                   kernels/backward_data_direct.mako
depthwise runs     depthwise / few_channels, backward-weight        kernels/backward_weight_depthwise.mako
                   (depthwise with tile_rows: over staged rows)
tap window         tap_window (backward-weight, forward)                kernels/backward_weight_tap_window.mako,
                                                                   kernels/forward_tap_window.mako
implicit GEMM      everything else: the direction's GEMM with      kernels/<direction>.cpp.mako with
                   its micro-kernel's mainloop and epilogue        kernels/<micro_kernel>_gemm.mako
=================  ==============================================  =================================

A new family is one ``KernelFamily`` here (its predicate and templates), its template(s), and
the rules it needs; ``tests/test_architecture.py`` registers a toy one to prove it.

Each family also declares where its kernels form the element offsets of positions outside a
tensor (``index_reach``): 32-bit instances' ``supports()`` bounds exactly those offsets by 2^31
(rule index-range; ``hipconv::fits_32bit_offsets``, host.h).  A family that declares nothing
gets the most cautious reach (X and Y addressed in the whole window).  The audit, per template
(an offset "formed" exists in a register, unused where the position is outside):

=======================  ==========================================================================
template                 offsets of positions outside a tensor, formed before the inside test
=======================  ==========================================================================
forward.cpp.mako         X at o * stride - pad + f * dilation (AAccess.enter_tap / enter_step) on
                         the cp.async / register loads; none with TMA boxes (coordinates, zero-
                         filled by the hardware), the input image (tested first) or one tap
backward_data.cpp.mako   dY at (i + pad - f * dilation) / stride (AAccess.enter_tap); none with
                         TMA boxes or filter1x1_stride1_pad0
backward_weight.cpp.     X at o * stride + f * dilation - pad, the two terms apart too (BAccess);
mako                     none with TMA boxes, the weight image (tested first) or one tap
forward_direct.mako      X along the outer axes (tap_rows: x_row before `inside`); the innermost
                         axis tested first
backward_data_direct.    dY along the outer axes (gather: y_offset before `outer_reaches`); dX at
mako                     a strip's first position, up to one stride past the input's end
backward_weight_         X at o * stride - pad + f * dilation (one_row, window_run); none over
depthwise.mako           staged rows (tile_rows: tested first)
staged_tile.mako (and    the staged tensor (X, or dY flipped) over the tile's reach: the window and
staged_tile_mma.mako)    a tile's rows and columns past the output's end (stage_tile: source_at
                         before `inside`)
winograd.mako            none (input tiles and stores tested first)
winograd_weight.mako     X at a 4x4 tile's positions - pad (issue_stage), dY one position past the
                         output's end (its 2x2 tiles)
tap window (both)        none (rows and pairs tested first; dY through TMA)
=======================  ==========================================================================

Not counted by any: the lanes of a k-step past C or K, rows past a tile's last and threads
past the problem's last tile form offsets up to one tile past a tensor's end (never read).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Mapping

from .micro_kernels import descriptor_of
from .model import Direction, Instance, MicroKernel, Specialization, TensorRole

_DIRECT = (Specialization.DEPTHWISE, Specialization.FEW_CHANNELS)


@dataclass(frozen=True)
class IndexReach:
    """Where a kernel forms the element offsets of positions outside one tensor, along its
    spatial axes, before it tests them (``hipconv::IndexReach``): ``window``, the padding and
    the filter's reach (pad_left + pad_right + dilation * filter positions before the first
    and past the last), and ``overhang`` convolution strides more past the last (a tile's
    positions past the output's end).  Neither: only the tensor's own elements."""
    window: bool = False
    overhang: int = 0

    @property
    def summary(self) -> str:
        """What the generated supports() comment says."""
        if not self.window and not self.overhang:
            return "its elements"
        parts = ["the window (padding and filter reach)"] if self.window else ["its elements"]
        if self.overhang:
            parts.append(f"{self.overhang} stride{'s' if self.overhang > 1 else ''} past the end")
        return " and ".join(parts)


ELEMENTS = IndexReach()
WINDOW = IndexReach(window=True)
CAUTIOUS = {TensorRole.X: WINDOW, TensorRole.Y: WINDOW}   # what an undeclared family gets

# The reach functions take the instance's KernelPlan (codegen/plan.py; not imported: plan
# imports this module) and return the tensors whose offsets pass their elements.


def _gemm_reach(plan) -> dict:
    if plan.tma or plan.is_filter1x1_stride1_pad0 or plan.is_filter1x1_pad0:
        return {}
    direction = plan.instance.direction
    if direction is Direction.FORWARD:
        return {} if plan.forward_image else {TensorRole.X: WINDOW}
    if direction is Direction.BACKWARD_DATA:
        return {TensorRole.Y: WINDOW}
    return {} if plan.weight_image else {TensorRole.X: WINDOW}


def _staged_tile_reach(plan) -> dict:
    tile = plan.tile
    return {TensorRole(tile.source): IndexReach(window=True, overhang=max(tile.rows, tile.columns))}


def _winograd_reach(plan) -> dict:
    if plan.instance.direction is Direction.BACKWARD_WEIGHT:
        return {TensorRole.X: WINDOW, TensorRole.Y: IndexReach(overhang=1)}
    return {}


def _direct_gather_reach(plan) -> dict:
    if plan.instance.direction is Direction.FORWARD:
        return {TensorRole.X: WINDOW}
    return {TensorRole.Y: WINDOW, TensorRole.X: IndexReach(overhang=1)}


def _depthwise_runs_reach(plan) -> dict:
    return {} if plan.staged_weight else {TensorRole.X: WINDOW}


@dataclass(frozen=True)
class KernelFamily:
    name: str                                      # what banners, docs and the registry call it
    claims: Callable[[Instance], bool]
    templates: Mapping[Direction, str] = field(default_factory=dict)   # the template per direction
    summary: str = ""
    # plan -> {role: IndexReach} of the tensors whose offsets its kernels form outside them
    # (the audit in the module's docstring); undeclared: CAUTIOUS
    index_reach: Callable[[object], Mapping[TensorRole, IndexReach]] = lambda plan: CAUTIOUS

    def template(self, inst: Instance) -> str:
        if self.name == "reference":
            return descriptor_of(inst.algorithm.micro_kernel).kernel_template
        return self.templates[inst.direction]


FAMILIES: list[KernelFamily] = [
    KernelFamily("reference", lambda i: i.algorithm.micro_kernel is MicroKernel.REFERENCE,
                 summary="one thread per output element, fp64 sums: the verify modes' yardstick",
                 index_reach=lambda plan: {}),   # 64-bit indices (rule reference-shape): never checked
    KernelFamily("staged tile",
                 lambda i: (i.algorithm.specialization in _DIRECT and i.algorithm.tile_rows > 0
                            and i.direction is not Direction.BACKWARD_WEIGHT),
                 {Direction.FORWARD: "kernels/staged_tile.mako",
                  Direction.BACKWARD_DATA: "kernels/staged_tile.mako"},
                 "the input of a tile of outputs staged in shared memory, register windows per filter width "
                 "(fma) or mma.m16n8k16 over 16 positions x two taps' 8 channels or one tap's 16 (mma_sync, "
                 "few channels C = K = 8 or 16: kernels/staged_tile_mma.mako)", _staged_tile_reach),
    KernelFamily("winograd",
                 lambda i: i.algorithm.specialization is Specialization.WINOGRAD_2X2_3X3,
                 {Direction.FORWARD: "kernels/winograd.mako",
                  Direction.BACKWARD_DATA: "kernels/winograd.mako",
                  Direction.BACKWARD_WEIGHT: "kernels/winograd_weight.mako"},
                 "2D 3x3 stride-1 fp32 layers: Winograd F(2x2, 3x3), the operands transformed "
                 "per stage, 16 GEMMs, the result transformed", _winograd_reach),
    KernelFamily("direct gather",
                 lambda i: i.algorithm.specialization in _DIRECT and i.direction is not Direction.BACKWARD_WEIGHT,
                 {Direction.FORWARD: "kernels/forward_direct.mako",
                  Direction.BACKWARD_DATA: "kernels/backward_data_direct.mako"},
                 "depthwise and few-channel layers: each thread gathers its outputs' taps", _direct_gather_reach),
    KernelFamily("depthwise runs",
                 lambda i: i.algorithm.specialization in _DIRECT and i.direction is Direction.BACKWARD_WEIGHT,
                 {Direction.BACKWARD_WEIGHT: "kernels/backward_weight_depthwise.mako"},
                 "depthwise and few-channel backward-weight: runs of positions with an X window, split-K "
                 "(depthwise with tile_rows: the runs read dY and X rows staged in shared memory)",
                 _depthwise_runs_reach),
    KernelFamily("tap window",
                 lambda i: i.algorithm.specialization is Specialization.TAP_WINDOW,
                 {Direction.BACKWARD_WEIGHT: "kernels/backward_weight_tap_window.mako",
                  Direction.FORWARD: "kernels/forward_tap_window.mako"},
                 "backward-weight (2D, 3D) and forward (2D) of C <= 4 channels at stride 2 along W on "
                 "wgmma: X's pixels staged in 16-byte pairs, one halo per stage that every filter tap "
                 "reads as a sliding window", lambda plan: {}),
    KernelFamily("implicit GEMM", lambda i: True,
                 {Direction.FORWARD: "kernels/forward.cpp.mako",
                  Direction.BACKWARD_DATA: "kernels/backward_data.cpp.mako",
                  Direction.BACKWARD_WEIGHT: "kernels/backward_weight.cpp.mako"},
                 "the direction's GEMM mapping with its micro-kernel's mainloop and epilogue", _gemm_reach),
]


def family_of(inst: Instance) -> KernelFamily:
    """The first family of FAMILIES that claims ``inst``."""
    for family in FAMILIES:
        if family.claims(inst):
            return family
    raise LookupError(f"no kernel family claims {inst.name}")
