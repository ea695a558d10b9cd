"""How a direction maps onto the block GEMM, and the values templates need.

Every direction is an implicit GEMM per group, ``C[M x N] += A[M x Kg] B[Kg x N]``:

=================  ===================  ===================  ==================
direction          M (rows)             N (columns)          Kg (reduction)
=================  ===================  ===================  ==================
forward            N * prod(out)        K                    prod(filter) * C
backward_data      N * prod(in) [#]_    C                    taps(phase) * K
backward_weight    K                    prod(filter) * C     N * prod(out)
=================  ===================  ===================  ==================

.. [#] per stride phase: only the input positions of one residue class and only
   the filter taps that reach them (the gcd phase decomposition).

``GemmMapping`` records, per tensor, which axis it is read or written along
in vectors, and which tile extent that vector runs through.  Validation
(``validate.py``) and the templates both read it, so they cannot disagree.
"""

from __future__ import annotations

from dataclasses import dataclass

from .model import Direction, Instance, Layout, Specialization, TensorRole


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


def gemm_mapping(inst: Instance) -> GemmMapping:
    alg = inst.algorithm
    b = alg.block
    out_extent_name, out_extent = alg.micro_kernel.descriptor.output_vector_extent(alg)
    X, W, Y = TensorRole.X, TensorRole.W, TensorRole.Y
    direction = inst.direction
    if direction is Direction.BACKWARD_DATA:
        return GemmMapping(a=OperandAxis(Y, "K", "k", "block.k", b.k),
                           b=OperandAxis(W, "C", "n", "block.n", b.n),
                           out=OperandAxis(X, "C", "n", out_extent_name, out_extent))
    if direction is Direction.BACKWARD_WEIGHT:
        if alg.specialization is Specialization.DEPTHWISE:
            # one thread owns vector.x consecutive groups; w is written per element
            return GemmMapping(a=OperandAxis(Y, "G", "n", "block.n", b.n),
                               b=OperandAxis(X, "G", "n", "block.n", b.n),
                               out=OperandAxis(W, "G", "n", out_extent_name, out_extent))
        rows = b.m // max(alg.groups_per_block, 1)
        return GemmMapping(a=OperandAxis(Y, "K", "m", "block.m/groups_per_block", rows),
                           b=OperandAxis(X, "C", "n", "block.n", b.n),
                           out=OperandAxis(W, "C", "n", out_extent_name, out_extent))
    return GemmMapping(a=OperandAxis(X, "C", "k", "block.k", b.k),
                       b=OperandAxis(W, "C", "k", "block.k", b.k),
                       out=OperandAxis(Y, "K", "n", out_extent_name, out_extent))


def shared_memory_bytes(inst: Instance) -> int:
    """Shared memory of one block, as the micro-kernel's template allocates it."""
    return inst.algorithm.micro_kernel.descriptor.shared_memory_bytes(inst)


# --------------------------------------------------------------------------
# values the templates read
# --------------------------------------------------------------------------

_AXIS_NAMES = {"N": "n", "G": "g", "C": "c", "K": "k"}


def layout_axis_names(layout: Layout, spatial_dim: int) -> list[str]:
    """Axis names outermost first: spatial axes become s0..s{d-1} (outer to inner)."""
    names, spatial = [], 0
    for letter in layout.axes:
        if letter in _AXIS_NAMES:
            names.append(_AXIS_NAMES[letter])
        else:
            names.append(f"s{spatial}")
            spatial += 1
    return names


@dataclass(frozen=True)
class KernelPlan:
    """Everything a kernel template needs, derived from one instance."""
    instance: Instance
    spec_file: str
    mapping: GemmMapping
    library: str           # the spec's library name

    @property
    def name(self) -> str:
        return self.instance.name

    @property
    def symbol(self) -> str:
        """Prefix of the instance's exported C functions."""
        return f"hipconv_{self.instance.name}"

    @property
    def sig(self):
        return self.instance.signature

    @property
    def alg(self):
        return self.instance.algorithm

    @property
    def dims(self) -> int:
        return self.sig.spatial_dim

    @property
    def index_type(self) -> str:
        return self.alg.index_bits.cpp_type

    @property
    def threads(self) -> int:
        return self.alg.threads

    @property
    def micro(self):
        """The micro-kernel's descriptor (``codegen/micro_kernels.py``)."""
        return self.alg.micro_kernel.descriptor

    @property
    def micro_template(self) -> str:
        return "/" + self.micro.template

    @property
    def shared_memory_bytes(self) -> int:
        return shared_memory_bytes(self.instance)

    @property
    def header_name(self) -> str:
        """The library's C header, which every instance source includes."""
        return f"hipconv_{self.library}.h"

    def role(self, role: str) -> TensorRole:
        return TensorRole(role)

    def axis_size_expr(self, role: str, axis: str, problem: str) -> str:
        """C++ expression of the size of ``axis`` of tensor ``role``."""
        fixed = {"n": "batch", "g": "groups", "c": "in_channels", "k": "out_channels"}
        if axis in fixed:
            return f"{problem}->{fixed[axis]}"
        spatial = {"x": "input", "w": "filter", "y": "output"}[role]
        return f"{problem}->{spatial}[{axis[1:]}]"

    def ctype(self, role: str) -> str:
        return self.sig.tensor(TensorRole(role)).data_type.cpp_type

    def vec(self, role: str) -> int:
        return self.alg.vector.of(TensorRole(role))

    def axes(self, role: str) -> list[str]:
        tensor = self.sig.tensor(TensorRole(role))
        return layout_axis_names(tensor.layout, self.dims)

    @property
    def is_filter1x1_stride1_pad0(self) -> bool:
        return self.alg.specialization is Specialization.FILTER1X1_STRIDE1_PAD0

    @property
    def is_filter1x1_pad0(self) -> bool:
        return self.alg.specialization is Specialization.FILTER1X1_PAD0

    @property
    def is_depthwise(self) -> bool:
        return self.alg.specialization is Specialization.DEPTHWISE

    # ------------------------------------------------------------ backward-weight

    @property
    def split_auto(self) -> bool:
        return self.alg.split_k.auto

    @property
    def split_fixed(self) -> int:
        """The fixed split-K count (0 for auto)."""
        return 0 if self.alg.split_k.auto else self.alg.split_k.count

    @property
    def emits_direct_store(self) -> bool:
        """The kernel stores its tile straight into dW (split_k 1, or auto resolving to 1)."""
        return self.split_auto or self.split_fixed == 1

    @property
    def emits_split(self) -> bool:
        """The kernel has a split-K output path (split_k > 1 or auto)."""
        return self.split_auto or self.split_fixed > 1

    @property
    def split_mode(self) -> str:
        """How split-K partial sums meet (only meaningful when ``emits_split``):

        ``slices``            deterministic: each slice stores its partial dW into its own
                              fp32 workspace slice; a reduction pass sums slices 0..S-1 in order.
        ``atomic_output``     fp32 dW: zeroed, then fp32 atomicAdd of every slice in place.
        ``atomic_workspace``  16-bit dW: fp32 workspace zeroed, fp32 atomicAdd, then one
                              conversion pass ("two-stage").
        """
        if self.alg.deterministic:
            return "slices"
        if self.sig.w.data_type.value == "fp32":
            return "atomic_output"
        return "atomic_workspace"

    @property
    def uses_workspace(self) -> bool:
        return self.emits_split and self.split_mode != "atomic_output"
