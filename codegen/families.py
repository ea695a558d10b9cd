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
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Mapping

from .micro_kernels import descriptor_of
from .model import Direction, Instance, MicroKernel, Specialization

_DIRECT = (Specialization.DEPTHWISE, Specialization.FEW_CHANNELS)


@dataclass(frozen=True)
class KernelFamily:
    name: str                                      # what banners, docs and the registry call it
    claims: Callable[[Instance], bool]
    templates: Mapping[Direction, str] = field(default_factory=dict)   # the template per direction
    summary: str = ""

    def template(self, inst: Instance) -> str:
        if self.name == "reference":
            return descriptor_of(inst.algorithm.micro_kernel).kernel_template
        return self.templates[inst.direction]


FAMILIES: list[KernelFamily] = [
    KernelFamily("reference", lambda i: i.algorithm.micro_kernel is MicroKernel.REFERENCE,
                 summary="one thread per output element, fp64 sums: the verify modes' yardstick"),
    KernelFamily("staged tile",
                 lambda i: (i.algorithm.specialization in _DIRECT and i.algorithm.tile_rows > 0
                            and i.direction is not Direction.BACKWARD_WEIGHT),
                 {Direction.FORWARD: "kernels/staged_tile.mako",
                  Direction.BACKWARD_DATA: "kernels/staged_tile.mako"},
                 "the input of a tile of outputs staged in shared memory, register windows per filter width "
                 "(fma) or mma.m16n8k16 over 16 positions x two taps' 8 channels or one tap's 16 (mma_sync, "
                 "few channels C = K = 8 or 16: kernels/staged_tile_mma.mako)"),
    KernelFamily("winograd",
                 lambda i: i.algorithm.specialization is Specialization.WINOGRAD_2X2_3X3,
                 {Direction.FORWARD: "kernels/winograd.mako",
                  Direction.BACKWARD_DATA: "kernels/winograd.mako",
                  Direction.BACKWARD_WEIGHT: "kernels/winograd_weight.mako"},
                 "2D 3x3 stride-1 fp32 layers: Winograd F(2x2, 3x3), the operands transformed "
                 "per stage, 16 GEMMs, the result transformed"),
    KernelFamily("direct gather",
                 lambda i: i.algorithm.specialization in _DIRECT and i.direction is not Direction.BACKWARD_WEIGHT,
                 {Direction.FORWARD: "kernels/forward_direct.mako",
                  Direction.BACKWARD_DATA: "kernels/backward_data_direct.mako"},
                 "depthwise and few-channel layers: each thread gathers its outputs' taps"),
    KernelFamily("depthwise runs",
                 lambda i: i.algorithm.specialization in _DIRECT and i.direction is Direction.BACKWARD_WEIGHT,
                 {Direction.BACKWARD_WEIGHT: "kernels/backward_weight_depthwise.mako"},
                 "depthwise and few-channel backward-weight: runs of positions with an X window, split-K "
                 "(depthwise with tile_rows: the runs read dY and X rows staged in shared memory)"),
    KernelFamily("tap window",
                 lambda i: i.algorithm.specialization is Specialization.TAP_WINDOW,
                 {Direction.BACKWARD_WEIGHT: "kernels/backward_weight_tap_window.mako",
                  Direction.FORWARD: "kernels/forward_tap_window.mako"},
                 "backward-weight (2D, 3D) and forward (2D) of C <= 4 channels at stride 2 along W on "
                 "wgmma: X's pixels staged in 16-byte pairs, one halo per stage that every filter tap "
                 "reads as a sliding window"),
    KernelFamily("implicit GEMM", lambda i: True,
                 {Direction.FORWARD: "kernels/forward.cpp.mako",
                  Direction.BACKWARD_DATA: "kernels/backward_data.cpp.mako",
                  Direction.BACKWARD_WEIGHT: "kernels/backward_weight.cpp.mako"},
                 "the direction's GEMM mapping with its micro-kernel's mainloop and epilogue"),
]


def family_of(inst: Instance) -> KernelFamily:
    """The first family of FAMILIES that claims ``inst``."""
    for family in FAMILIES:
        if family.claims(inst):
            return family
    raise LookupError(f"no kernel family claims {inst.name}")
