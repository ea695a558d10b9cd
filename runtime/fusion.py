"""``fuse(model)``: a model for inference with its BatchNorms folded into the convolutions
before them and the activations after them computed in the convolutions' epilogues
(``runtime.pytorch.fuse`` calls this module's ``fuse`` with hipconv's convolutions).

What it does, on a model in eval mode (a copy of it unless ``inplace=True``):

1. Trace the model with ``torch.fx`` (convolutions, converted or not, are leaves).  Where tracing fails (data-dependent control flow,
   unsupported Python), one warning names the reason and only ``nn.Sequential`` containers
   are fused, child after child (steps 2 and 3 on consecutive children).
2. Each ``nn.Conv1d/2d/3d`` (or hipconv's converted form; not a subclass with its own
   ``forward``, nor one with another ``padding_mode``) whose only user is an eval-mode
   ``nn.BatchNorm1d/2d/3d`` with running statistics gets the BatchNorm folded in: filter
   ``w * gamma / sqrt(var + eps)`` per output channel, bias ``(b - mean) * gamma /
   sqrt(var + eps) + beta``, computed in float64 and stored in the filter's dtype; the
   BatchNorm goes.  torch's convolutions and hipconv's alike then add the bias in the
   kernel (hipconv: in fp32 before the one rounding).
3. Each such convolution (folded or not) whose only user is an activation -- ``nn.ReLU``,
   ``nn.ReLU6``, ``nn.SiLU``, ``nn.GELU`` (both forms), ``nn.Hardswish``, ``nn.Sigmoid``,
   ``nn.Tanh`` or their functional / method forms -- takes it into its epilogue: the
   module is converted to hipconv (``convert``'s class, if it was not already) and the call
   computes ``f(conv + bias)`` in one kernel (``hp.conv(..., activation=)``); the activation
   node goes.  Where autograd records (grad enabled and an input that requires grad), the
   convolution and the activation run apart, so gradients stay right.

A convolution called from more than one place (shared weights) is left as it is; a
BatchNorm or an activation module called from several places (torchvision's ResNet blocks
call one ``nn.ReLU`` three times) is fused at each call that follows a convolution, and
stays for the others (folding changes the convolution's parameters, not the BatchNorm's).  The result
is a ``torch.fx.GraphModule`` (the traced model: its ``forward`` only; the original class's
other methods are not on it) whose ``state_dict`` lacks the folded BatchNorms' entries;
``fuse`` refuses a model in training mode (its BatchNorms use batch statistics there).
"""

from __future__ import annotations

import copy
import warnings
from dataclasses import dataclass
from typing import Callable, Optional

import torch
import torch.nn as nn
import torch.nn.functional as F

_CONVS = (nn.Conv1d, nn.Conv2d, nn.Conv3d)
_NORMS = {1: nn.BatchNorm1d, 2: nn.BatchNorm2d, 3: nn.BatchNorm3d}

# activation modules, by exact class (nn.ReLU6 is an nn.Hardtanh: classes compared exactly)
_ACTIVATION_MODULES = {nn.ReLU: "relu", nn.ReLU6: "relu6", nn.SiLU: "silu", nn.Hardswish: "hardswish",
                       nn.Sigmoid: "sigmoid", nn.Tanh: "tanh"}
_ACTIVATION_FUNCTIONS = {F.relu: "relu", torch.relu: "relu", torch.relu_: "relu", F.relu_: "relu",
                         F.relu6: "relu6", F.silu: "silu", F.hardswish: "hardswish", torch.sigmoid: "sigmoid",
                         F.sigmoid: "sigmoid", torch.tanh: "tanh", F.tanh: "tanh", F.gelu: "gelu"}
_ACTIVATION_METHODS = {"relu": "relu", "relu_": "relu", "sigmoid": "sigmoid", "sigmoid_": "sigmoid",
                       "tanh": "tanh", "tanh_": "tanh"}


@dataclass(frozen=True)
class Convolutions:
    """What fuse needs to know of hipconv's converted convolutions (runtime.pytorch gives
    it; this module imports nothing of the operators): ``converted(m)`` whether ``m`` is one,
    ``plain(m)`` whether its convolution is the ``nn.Conv*d``'s own (no subclass ``forward``),
    ``take_activation(m, name)`` converts ``m`` if it is not and gives it the activation."""
    converted: Callable[[nn.Module], bool]
    plain: Callable[[nn.Module], bool]
    take_activation: Callable[[nn.Module, str], None]


def fuse(model: nn.Module, convolutions: Convolutions, inplace: bool = False) -> nn.Module:
    """``model`` for inference with its Conv-BatchNorm-activation chains fused (the module
    docstring says how); returns the fused model (a copy unless ``inplace``)."""
    if not isinstance(model, nn.Module):
        raise TypeError(f"fuse takes an nn.Module, not {type(model).__name__}")
    if model.training:
        raise ValueError("hipconv fuse is for inference: call model.eval() first (in training mode a "
                         "BatchNorm normalizes with the batch's statistics, which no filter can hold)")
    model = model if inplace else copy.deepcopy(model)
    try:
        graph_module = torch.fx.GraphModule(model, _Tracer(convolutions).trace(model), type(model).__name__)
    except Exception as error:      # fx raises many kinds (TraceError, TypeError, NotImplementedError, ...)
        reason = str(error).splitlines()[0][:160] if str(error) else type(error).__name__
        warnings.warn(f"hipconv fuse: torch.fx cannot trace {type(model).__name__} ({type(error).__name__}: "
                      f"{reason}); fusing only consecutive children of its nn.Sequential containers",
                      stacklevel=2)
        _fuse_sequentials(model, convolutions)
        return model
    _fuse_graph(graph_module, convolutions)
    return graph_module


def fused_layers(model: nn.Module) -> dict:
    """{module name: activation} of the convolutions ``fuse`` gave an activation, and the
    count of folded BatchNorms under the key ``"batchnorms folded"``."""
    found = {name: m.__dict__["_hipconv_activation"] for name, m in model.named_modules()
             if m.__dict__.get("_hipconv_activation")}
    found["batchnorms folded"] = sum(int(m.__dict__.get("_hipconv_folded", 0)) for m in model.modules())
    return found


# ------------------------------------------------------------------ the pieces

class _Tracer(torch.fx.Tracer):
    """fx's tracer, with hipconv's converted convolutions as leaves like torch's own."""

    def __init__(self, convolutions: Convolutions):
        super().__init__()
        self.convolutions = convolutions

    def is_leaf_module(self, module, qualified_name) -> bool:
        return self.convolutions.converted(module) or super().is_leaf_module(module, qualified_name)


def _fusable_conv(module, convolutions: Convolutions) -> bool:
    return isinstance(module, _CONVS) and module.padding_mode == "zeros" and convolutions.plain(module)


def _foldable(norm, conv) -> bool:
    dims = len(conv.kernel_size)
    return (type(norm) is _NORMS[dims] and not norm.training and norm.track_running_stats
            and norm.running_mean is not None and norm.running_var is not None
            and norm.num_features == conv.out_channels)


def _fold(conv, norm):
    """Fold ``norm`` (eval mode) into ``conv``'s filter and bias."""
    with torch.no_grad():
        weight = conv.weight
        scale = torch.rsqrt(norm.running_var.double() + norm.eps)
        if norm.affine:
            scale = scale * norm.weight.double()
        shift = -norm.running_mean.double() * scale
        if norm.affine:
            shift = shift + norm.bias.double()
        bias = conv.bias.double() * scale + shift if conv.bias is not None else shift
        shape = [-1] + [1] * (weight.dim() - 1)
        folded = (weight.double() * scale.view(shape)).to(weight.dtype)
        if not folded.is_contiguous() and weight.is_contiguous():
            folded = folded.contiguous()
        conv.weight = nn.Parameter(folded, requires_grad=weight.requires_grad)
        conv.bias = nn.Parameter(bias.to(weight.dtype), requires_grad=weight.requires_grad)
    conv.__dict__.pop("_hipconv_cached", None)
    conv.__dict__["_hipconv_folded"] = conv.__dict__.get("_hipconv_folded", 0) + 1


def _module_activation(module) -> Optional[str]:
    if type(module) is nn.GELU:
        return "gelu_tanh" if module.approximate == "tanh" else "gelu"
    return _ACTIVATION_MODULES.get(type(module))


def _node_activation(node, modules: dict, source) -> Optional[str]:
    """The activation ``node`` applies to ``source`` alone, if it is one fuse takes."""
    if node.op == "call_module":
        return _module_activation(modules[node.target]) if tuple(node.args) == (source,) and not node.kwargs else None
    if not node.args or node.args[0] is not source or len(node.args) > 1:
        return None
    if node.op == "call_function" and node.target in _ACTIVATION_FUNCTIONS:
        extra = dict(node.kwargs)
        extra.pop("inplace", None)
        name = _ACTIVATION_FUNCTIONS[node.target]
        if name == "gelu":
            approximate = extra.pop("approximate", "none")
            name = {"none": "gelu", "tanh": "gelu_tanh"}.get(approximate)
        return name if not extra else None
    if node.op == "call_method" and node.target in _ACTIVATION_METHODS and not node.kwargs:
        return _ACTIVATION_METHODS[node.target]
    return None


def _fuse_graph(graph_module: torch.fx.GraphModule, convolutions: Convolutions):
    modules = dict(graph_module.named_modules())
    calls: dict = {}
    for node in graph_module.graph.nodes:
        if node.op == "call_module":
            calls[node.target] = calls.get(node.target, 0) + 1
    for node in list(graph_module.graph.nodes):
        if node.op != "call_module" or calls.get(node.target) != 1 or not _fusable_conv(modules[node.target], convolutions):
            continue
        conv = modules[node.target]
        users = list(node.users)
        if (len(users) == 1 and users[0].op == "call_module"
                and tuple(users[0].args) == (node,) and _foldable(modules[users[0].target], conv)):
            _fold(conv, modules[users[0].target])
            users[0].replace_all_uses_with(node)
            graph_module.graph.erase_node(users[0])
            users = list(node.users)
        if len(users) == 1:
            activation = _node_activation(users[0], modules, node)
            if activation is not None:
                convolutions.take_activation(conv, activation)
                users[0].replace_all_uses_with(node)
                graph_module.graph.erase_node(users[0])
    graph_module.graph.lint()
    graph_module.recompile()
    graph_module.delete_all_unused_submodules()


def _fuse_sequentials(model: nn.Module, convolutions: Convolutions):
    """The untraceable model's fallback: Conv, BatchNorm, activation as consecutive children
    of an nn.Sequential (the BatchNorm and activation become nn.Identity)."""
    for container in model.modules():
        if not isinstance(container, nn.Sequential):
            continue
        names = list(container._modules)
        for i, name in enumerate(names):
            conv = container._modules[name]
            if not _fusable_conv(conv, convolutions):
                continue
            at = i + 1
            if at < len(names) and _foldable(container._modules[names[at]], conv):
                _fold(conv, container._modules[names[at]])
                container._modules[names[at]] = nn.Identity()
                at += 1
            if at < len(names):
                activation = _module_activation(container._modules[names[at]])
                if activation is not None:
                    convolutions.take_activation(conv, activation)
                    container._modules[names[at]] = nn.Identity()
