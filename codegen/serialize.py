"""Typed model -> plain data / YAML: the inverse of ``codegen.parse``.

The output is fully explicit (every field, no defaults, no cross products),
so ``parse_text(spec_to_yaml(spec))`` gives back an equal ``Spec``: the
round-trip the tests check.  ``--list`` and the manifest use it too.
"""

from __future__ import annotations

import yaml

from .model import Algorithm, Instance, Signature, Spec, TensorRole


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
    }


def algorithm_to_dict(alg: Algorithm) -> dict:
    tiles = {key: {"m": getattr(alg, key).m, "n": getattr(alg, key).n,
                   **({"k": alg.thread.k} if key == "thread" and alg.thread.k else {})}
             for key in ("thread", "warp", "warpgroup") if getattr(alg, key) is not None}
    instruction = {"instruction": alg.instruction.value} if alg.instruction is not None else {}
    return {
        "micro_kernel": alg.micro_kernel.value,
        "block": {"m": alg.block.m, "n": alg.block.n, "k": alg.block.k},
        **tiles,
        **instruction,
        "stages": alg.stages,
        "vector": {"x": alg.vector.x, "w": alg.vector.w, "y": alg.vector.y},
        "specialization": alg.specialization.value,
        "split_k": "auto" if alg.split_k.auto else alg.split_k.count,
        "deterministic": alg.deterministic,
        "split_reduction": alg.split_reduction.value,
        "multicast": alg.multicast,
        "groups_per_block": alg.groups_per_block,
        "index_bits": int(alg.index_bits),
        "min_blocks_per_sm": alg.min_blocks_per_sm,
        "loads": alg.loads.value,
        "position_boxes": alg.position_boxes.value,
        "schedule": alg.schedule.value,
        "k_lanes": alg.k_lanes,
        "tap_channels": alg.tap_channels,
        "tile_rows": alg.tile_rows,
        "merge_groups": alg.merge_groups,
        "pad_channels": alg.pad_channels,
        "input_image": alg.input_image,
    }


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
