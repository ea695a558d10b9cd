"""The GEMM axes of a direction's tensors: which tensor is A, B and the output of the
implicit GEMM, along which layout axis each is read or written in vectors, and which tile
extent that vector runs through.  A function of the direction and specialization alone
(``plan.gemm_mapping`` adds the micro-kernel's output extent), so that the micro-kernel
descriptors, the rules and the plan all read one table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .model import Direction, Instance, Specialization, TensorRole


@dataclass(frozen=True)
class OperandAxis:
    role: TensorRole
    axis: str            # layout letter the vector runs along: "C", "K" or "G"
    gemm_axis: str       # "m", "n" or "k": the GEMM axis of that tensor's vector
    extent_name: str     # the tile extent the vector must divide
    extent: int


@dataclass(frozen=True)
class GemmMapping:
    a: OperandAxis
    b: OperandAxis
    out: OperandAxis

    def _by_role(self, role: TensorRole) -> OperandAxis:
        for operand in (self.a, self.b, self.out):
            if operand.role is role:
                return operand
        raise KeyError(role)

    def vector_axis(self, role: TensorRole) -> str:
        return self._by_role(role).axis

    def vector_extent(self, role: TensorRole) -> tuple[str, int]:
        operand = self._by_role(role)
        return operand.extent_name, operand.extent


def group_channels(alg) -> tuple[str, int]:
    """A few-channel forward / backward-data tile's channels per group (group_channel_slots)
    of a typed algorithm."""
    return group_channel_slots(alg.thread.n if alg.thread is not None else None,
                               alg.warp.n if alg.warp is not None else 0)


def group_channel_slots(thread_n: Optional[int], warp_n: int) -> tuple[str, int]:
    """The rule, for the typed model and the runtime's registry alike: a few-channel tile's
    channels per group are thread.n (fma, where the instance has a thread tile), else warp.n
    (the mma staged tile: a warp per group); with the key that names it."""
    return ("thread.n", thread_n) if thread_n is not None else ("warp.n", warp_n)


def operand_mapping(inst: Instance, output_extent: tuple[str, int] = ("(the micro-kernel's)", 0)) -> GemmMapping:
    """The GEMM axes of the instance's tensors.  ``output_extent`` is the tile extent the
    output vector runs along, which the micro-kernel decides (``plan.gemm_mapping`` passes
    its descriptor's); the operands' axes do not depend on it."""
    alg = inst.algorithm
    b = alg.block
    out_extent_name, out_extent = output_extent
    X, W, Y = TensorRole.X, TensorRole.W, TensorRole.Y
    direction = inst.direction
    if direction is Direction.BACKWARD_DATA:
        if alg.specialization is Specialization.FEW_CHANNELS:
            # a thread owns one group's C <= thread.n channels of dX and loops over K
            # in dY vectors; W is staged element by element (the staged tile on tensor
            # cores: in vectors of vector.w along C)
            return GemmMapping(a=OperandAxis(Y, "K", "k", "K (looped; K % vector.y refused)",
                                             max(alg.vector.y, 1)),
                               b=OperandAxis(W, "C", "n", *group_channels(alg)),
                               out=OperandAxis(X, "C", "n", out_extent_name, out_extent))
        if alg.specialization is Specialization.DEPTHWISE:
            # one thread owns vector.x consecutive groups of dY and dX; W is read per element
            return GemmMapping(a=OperandAxis(Y, "G", "n", "block.n", b.n),
                               b=OperandAxis(W, "G", "n", "block.n", b.n),
                               out=OperandAxis(X, "G", "n", out_extent_name, out_extent))
        return GemmMapping(a=OperandAxis(Y, "K", "k", "block.k", b.k),
                           b=OperandAxis(W, "C", "n", "block.n", b.n),
                           out=OperandAxis(X, "C", "n", out_extent_name, out_extent))
    if direction is Direction.BACKWARD_WEIGHT:
        if alg.specialization is Specialization.FEW_CHANNELS:
            # one group's C = K = thread.n channels per thread: dY read along K, X along C
            # (each in vectors of its width), dW written per element
            return GemmMapping(a=OperandAxis(Y, "K", "m", "thread.n", alg.thread.n),
                               b=OperandAxis(X, "C", "n", "thread.n", alg.thread.n),
                               out=OperandAxis(W, "C", "n", out_extent_name, out_extent))
        if alg.specialization is Specialization.DEPTHWISE:
            # one thread owns vector.x consecutive groups; w is written per element
            return GemmMapping(a=OperandAxis(Y, "G", "n", "block.n", b.n),
                               b=OperandAxis(X, "G", "n", "block.n", b.n),
                               out=OperandAxis(W, "G", "n", out_extent_name, out_extent))
        rows = b.m // max(alg.groups_per_block, 1)
        return GemmMapping(a=OperandAxis(Y, "K", "m", "block.m/groups_per_block", rows),
                           b=OperandAxis(X, "C", "n", "block.n", b.n),
                           out=OperandAxis(W, "C", "n", out_extent_name, out_extent))
    if alg.specialization is Specialization.FEW_CHANNELS:
        # forward_direct.mako: a thread owns thread.n output channels of one group, reads X
        # along C in vectors of vector.x (C looped) and W per element from shared memory; the
        # staged tile on tensor cores (a warp per group: no thread tile) stages W along C, its
        # contiguous axis, in vectors of vector.w
        w_axis = ("C", "k") if alg.thread is None else ("K", "n")
        return GemmMapping(a=OperandAxis(X, "C", "k", "C (looped; C % vector.x refused)",
                                         max(alg.vector.x, 1)),
                           b=OperandAxis(W, *w_axis, *group_channels(alg)),
                           out=OperandAxis(Y, "K", "n", out_extent_name, out_extent))
    if alg.specialization is Specialization.DEPTHWISE:
        # forward_direct.mako: one thread owns vector.x consecutive groups of X and Y;
        # W is staged per element
        return GemmMapping(a=OperandAxis(X, "G", "n", "block.n", b.n),
                           b=OperandAxis(W, "G", "n", "block.n", b.n),
                           out=OperandAxis(Y, "G", "n", out_extent_name, out_extent))
    return GemmMapping(a=OperandAxis(X, "C", "k", "block.k", b.k),
                       b=OperandAxis(W, "C", "k", "block.k", b.k),
                       out=OperandAxis(Y, "K", "n", out_extent_name, out_extent))
