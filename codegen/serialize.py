"""Typed model -> plain data / YAML: the inverse of ``codegen.parse``.

The output is fully explicit (every field, no defaults, no cross products),
so ``parse_text(spec_to_yaml(spec))`` gives back an equal ``Spec``: the
round-trip the tests check.  ``--list`` and the manifest use it too.
"""

from __future__ import annotations

import dataclasses
import enum

import yaml

from .model import Algorithm, Instance, Signature, Spec, SplitK, TensorRole


def signature_to_dict(sig: Signature) -> dict:
    return {
        "direction": sig.direction.value,
        "spatial_dim": sig.spatial_dim,
        "layout": {r.value: sig.tensor(r).layout.value for r in TensorRole},
        "data_type": {r.value: sig.tensor(r).data_type.value for r in TensorRole},
        "accumulator": sig.accumulator.value,
        "epilogue": sig.epilogue.text,
        **({"scalars": {d.name: d.default for d in sig.epilogue.scalars}}
           if sig.epilogue.scalars else {}),
        **({"prologue": sig.prologue.text} if sig.prologue is not None else {}),
        **({"statistics": True} if sig.statistics else {}),
    }


def plain_value(value):
    """A model value as plain data, by its type (the inverse of the spec parser's readers):
    enums by their spelling, index bits as the integer, a split as its count or "auto", a
    tile or the vector widths as a mapping of every axis."""
    if isinstance(value, enum.IntEnum):
        return int(value)
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, SplitK):
        return "auto" if value.auto else value.count
    if dataclasses.is_dataclass(value):   # every field but one at a default no spec can write (thread.k 0)
        return {f.name: plain_value(getattr(value, f.name)) for f in dataclasses.fields(value)
                if not _unwritten_default(f, getattr(value, f.name))}
    return value


def _unwritten_default(f: dataclasses.Field, value) -> bool:
    """``value`` is the field's default and below the least value a spec may give it."""
    return (value == f.default and isinstance(value, int) and f.metadata.get("choices") is None
            and value < f.metadata.get("minimum", 1))


def algorithm_to_dict(alg: Algorithm) -> dict:
    """Every field of ``alg`` (``codegen.model.Algorithm``), in its order; the tiles a
    micro-kernel does not have (None) left out."""
    return {f.name: plain_value(getattr(alg, f.name)) for f in dataclasses.fields(alg)
            if getattr(alg, f.name) is not None}


def instance_to_dict(inst: Instance) -> dict:
    return {
        "name": inst.name,
        "signature": signature_to_dict(inst.signature),
        "algorithm": algorithm_to_dict(inst.algorithm),
        "targets": [t.value for t in inst.targets],
    }


def spec_to_dict(spec: Spec) -> dict:
    return {"library": spec.library,
            "instances": [instance_to_dict(i) for i in spec.instances]}


def spec_to_yaml(spec: Spec) -> str:
    return yaml.safe_dump(spec_to_dict(spec), sort_keys=False, default_flow_style=None)
