"""``python -m runtime.bench models``: real networks through hipconv against the same
networks on cuDNN, in one process, on one GPU.

    python -m runtime.bench models [--models resnet50,mobilenet_v2,...] [--dtypes bf16,fp16]
        [--modes eager,compiled] [--steps 20] [--warmup 3] [--rounds 2] [--batch N]
        [--no-check] [--no-host] [--out DIR]
    python -m runtime.bench models --zoo [--zoo-part K/N] [--deadline SECONDS] [--list]
    python -m runtime.bench models --merge DIR1/models.json DIR2/models.json ... --out DIR

For each model (random initialization: no weights are downloaded; the package a model
comes from -- torchvision, timm, torchaudio, transformers -- must be installed) and dtype:

1. Two copies with the same weights in that dtype, channels-last (``torch.channels_last``
   for 2D, ``channels_last_3d`` for video; 1D models as torch holds them, with hipconv's
   1D filters stored (K, L, C) by ``convert``): one on cuDNN (``cudnn.benchmark=True``,
   TF32 off), one converted with ``runtime.pytorch.convert``.
2. A probe step through the hipconv copy records each converted layer's input and the
   gradient arriving at its output (hooks).  From them: the layers routed to hipconv and
   those refused (torch computes them; the refusal is named), the convolution FLOPs of a
   step, and the per-layer check (``--no-check`` skips it): each direction of each
   distinct layer on the tensors the model produced, hipconv in the model's dtype against
   cuDNN in fp32 with TF32 off on the same values (relative L2 error), cuDNN in the
   model's dtype beside it.  Whole-network gradients are not compared: a randomly
   initialized network amplifies rounding differences by orders of magnitude.
3. Graph breaks of the hipconv copy under ``torch._dynamo.explain`` (``fullgraph=True``
   needs 0).
4. Step times: the median wall time of a step ended by a device synchronization, the two
   copies alternating for ``--rounds`` rounds of ``--steps`` steps: training (forward,
   a mean-square loss, backward) and inference (eval mode, ``torch.inference_mode``);
   ``eager``, and with ``--modes compiled`` under ``torch.compile(mode="reduce-overhead")``.
5. Host time of one call (``--no-host`` skips it): a tiny forward without grad through
   ``hp.conv``, a converted ``nn.Conv2d`` and cuDNN's ``F.conv2d`` / ``nn.Conv2d``, and a
   forward + backward of each; ceilings (bf16 GEMM rate, copy bandwidth) as in
   ``python -m runtime.bench``.

6. Per model also: its convolution modules (``convs``; transposed ones are torch's), the
   calls of one training step that reach ``torch.ops.hipconv`` and torch's own convolution
   operators (a TorchDispatchMode), the fallback rules of the refused layers, the layer
   directions whose plan is a scalar instance, and (GPU, ``--no-profile`` skips it) one
   profiled training step of the hipconv copy: each kernel attributed to its instance by
   name (``<instance>_kernel``, ``_finish``, ...) and summed by the instance's
   ``micro_kernel`` -- the share of the step's convolution GPU time in scalar (``fma``)
   instances.

The model zoo (``--zoo``, or ``zoo`` in ``--models``; ``--list`` prints it): 41 networks
beyond the nine, one ``ModelCase`` row each (``ZOO_CASES``), run with lighter defaults
(bf16, 10 steps x 2 rounds, no graph breaks, host times or ceilings, layer times only for the
models below ``--slow-below``, 240 s a model).  ``--zoo-part K/N`` runs one of N parts of
about equal cost, ``--deadline SECONDS`` starts no model past that time, and ``--merge``
combines the parts' ``models.json`` afterwards.  A model that fails to build or run (a
package missing, its time limit) is a row with its error; a lost CUDA context stops the run
and prints the ``--models`` of those not run.

Prints one line per measurement while running and a table last, and writes
``models.jsonl`` (a line a model, appended), ``models.json``, ``models.csv`` (both rewritten
after each model) and (with matplotlib) ``models.png`` (at the end) to ``--out``.  The ratios are cuDNN time / hipconv time: above 1, hipconv
is faster.  The pure helpers (model list, table, summary, CSV) need no GPU:
``tests/test_bench_models.py``.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import os
import re
import signal
import statistics
import sys
import threading
import time
from dataclasses import dataclass
from typing import Callable, Optional, Sequence

from runtime import results

TOLERANCE = {"fp32": 1e-3, "fp16": 5e-3, "bf16": 2e-2}    # as runtime.bench's: per-layer relative L2
MODES = ("eager", "compiled")
STEPS = ("train", "infer")


@dataclass(frozen=True)
class ModelCase:
    """A network of the benchmark: ``build()`` makes it with random weights (float32, on
    the CPU), ``example(batch)`` its input (float32), ``dims`` its convolutions' rank.
    ``covers``: the layer classes it is in the list for; ``cost``: its relative run time in
    the benchmark (``--zoo-part`` balances the parts by it)."""
    name: str
    build: Callable
    example: Callable
    dims: int
    batch: int
    source: str
    covers: str = ""
    cost: float = 1.0

    @property
    def input(self) -> str:
        """One sample's shape, as ``example`` makes it ("3x224x224")."""
        return str(self.example)


class _Input:
    """``example(batch)``: a float32 batch of ``shape`` (one sample's), random normal."""

    def __init__(self, *shape: int):
        self.shape = tuple(shape)

    def __call__(self, batch: int):
        import torch
        return torch.randn(batch, *self.shape)

    def __str__(self) -> str:
        return "x".join(str(d) for d in self.shape)


def _torchvision(name: str, video: bool = False, family: Optional[str] = None, **kwargs) -> Callable:
    """torchvision's builder ``name`` (``family``: "video", "segmentation" or None for
    classification), random weights: ``weights=None`` (and, for a segmentation network,
    ``weights_backbone=None``: nothing is downloaded)."""
    family = "video" if video else family

    def build():
        import torchvision
        module = getattr(torchvision.models, family) if family else torchvision.models
        extra = {"weights_backbone": None} if family == "segmentation" else {}
        return getattr(module, name)(weights=None, **extra, **kwargs)
    return build


def _timm(name: str, **kwargs) -> Callable:
    def build():
        import timm
        return timm.create_model(name, pretrained=False, **kwargs)
    return build


def _torchaudio(name: str, lengths: bool = False, **kwargs) -> Callable:
    """torchaudio.models' ``name``; ``lengths``: its forward takes (input, lengths) and
    returns (output, lengths) -- wrapped so that it takes the batch alone (every sample full)."""
    def build():
        import torch
        import torchaudio.models
        model = getattr(torchaudio.models, name)(**kwargs)
        if not lengths:
            return model

        class WithLengths(torch.nn.Module):
            def __init__(self, inner):
                super().__init__()
                self.inner = inner

            def forward(self, x):
                full = torch.full((x.shape[0],), x.shape[1], device=x.device, dtype=torch.int64)
                return self.inner(x, full)[0]
        return WithLengths(model)
    return build


def _transformers(model_class: str, config_class: str, part: Optional[str] = None, **config) -> Callable:
    """transformers' ``model_class(config_class(**config))`` (random weights), or its
    attribute ``part`` (a sub-network such as the feature encoder)."""
    def build():
        import transformers
        model = getattr(transformers, model_class)(getattr(transformers, config_class)(**config))
        return getattr(model, part) if part else model
    return build


def _wav2vec2_feature_encoder():
    from transformers import Wav2Vec2Config, Wav2Vec2Model
    return Wav2Vec2Model(Wav2Vec2Config()).feature_extractor


def _toy():
    import torch.nn as nn
    return nn.Sequential(nn.Conv2d(3, 8, 3, stride=2, padding=1), nn.BatchNorm2d(8), nn.SiLU(inplace=True),
                         nn.Conv2d(8, 8, 3, padding=1, groups=8), nn.ReLU(inplace=True),
                         nn.Conv2d(8, 16, 1), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(16, 4))


def _unet(widths=(32, 64, 128, 256, 512), classes: int = 3):
    """A U-Net (Ronneberger et al.): two 3x3 conv-BN-ReLU per level, max-pool down,
    bilinear upsampling and a skip concatenation up, a 1x1 head with ``classes`` outputs."""
    import torch
    import torch.nn as nn

    def block(c, k):
        return nn.Sequential(nn.Conv2d(c, k, 3, padding=1, bias=False), nn.BatchNorm2d(k), nn.ReLU(inplace=True),
                             nn.Conv2d(k, k, 3, padding=1, bias=False), nn.BatchNorm2d(k), nn.ReLU(inplace=True))

    class UNet(nn.Module):
        def __init__(self):
            super().__init__()
            self.down = nn.ModuleList(block(c, k) for c, k in zip((3,) + widths[:-1], widths))
            self.up = nn.ModuleList(block(k + c, c) for c, k in zip(widths[-2::-1], widths[:0:-1]))
            self.pool = nn.MaxPool2d(2)
            self.upsample = nn.Upsample(scale_factor=2, mode="bilinear", align_corners=False)
            self.head = nn.Conv2d(widths[0], classes, 1)

        def forward(self, x):
            skips = []
            for k, level in enumerate(self.down):
                x = level(x if k == 0 else self.pool(x))
                skips.append(x)
            for level, skip in zip(self.up, skips[-2::-1]):
                x = level(torch.cat([self.upsample(x), skip], dim=1))
            return self.head(x)
    return UNet()


def _mask_head() -> Callable:
    """torchvision's Mask R-CNN mask branch on its RoI features (what the detector runs per
    region): four 3x3 convolutions of 256 channels (MaskRCNNHeads), then the predictor's
    ConvTranspose2d 2x2 stride 2 and a 1x1 into 91 class masks (MaskRCNNPredictor)."""
    def build():
        import torch
        from torchvision.models.detection.mask_rcnn import MaskRCNNHeads, MaskRCNNPredictor
        return torch.nn.Sequential(MaskRCNNHeads(256, [256, 256, 256, 256], 1), MaskRCNNPredictor(256, 256, 91))
    return build


def _images(size: int) -> _Input:
    return _Input(3, size, size)


_video = _Input(3, 16, 112, 112)        # 16 frames of 112x112
_audio = _Input(32000)                  # 2 s at 16 kHz

IMAGES = "torchvision"
TIMM = "timm"
VIDEO = "torchvision (video)"
SEGMENTATION = "torchvision (segmentation)"
AUDIO = "torchaudio"
HF = "transformers"

# the nine networks of the benchmark's default list (and the cpu tests' toy)
BASE_CASES = [
    ModelCase("resnet50", _torchvision("resnet50"), _images(224), 2, 32, IMAGES),
    ModelCase("resnext50_32x4d", _torchvision("resnext50_32x4d"), _images(224), 2, 32, IMAGES),
    ModelCase("mobilenet_v2", _torchvision("mobilenet_v2"), _images(224), 2, 32, IMAGES),
    ModelCase("efficientnet_b0", _torchvision("efficientnet_b0"), _images(224), 2, 32, IMAGES),
    ModelCase("convnext_tiny", _torchvision("convnext_tiny"), _images(224), 2, 32, IMAGES),
    ModelCase("regnet_y_400mf", _torchvision("regnet_y_400mf"), _images(224), 2, 32, IMAGES),
    ModelCase("regnet_x_400mf", _torchvision("regnet_x_400mf"), _images(224), 2, 32, IMAGES),
    ModelCase("r3d_18", _torchvision("r3d_18", video=True), _video, 3, 8, VIDEO + ", 16x112x112 clips"),
    ModelCase("wav2vec2_features", _wav2vec2_feature_encoder, _audio, 1, 16,
              "transformers Wav2Vec2Model's feature encoder (7 Conv1d), 2 s of 16 kHz audio"),
    ModelCase("toy", _toy, _images(16), 2, 2, "a 3-layer CNN for the cpu tests"),
]

# The model zoo (issue 66 item 6): networks beyond the nine, each picked for a layer class.
# Random weights; batch and input per row (one sample's shape); sizes such that a bf16 step
# takes well under a second on an H200.  ``python -m runtime.bench models --list`` prints it.
ZOO_CASES = [
    # uneven channel counts, multi-resolution, multi-scale, ghost and mixed-kernel modules
    ModelCase("hrnet_w18_small_v2", _timm("hrnet_w18_small_v2"), _images(224), 2, 32, TIMM,
              "multi-resolution branches with 18/36/72/144 channels", 2.0),
    ModelCase("res2net50_26w_4s", _timm("res2net50_26w_4s"), _images(224), 2, 32, TIMM,
              "multi-scale splits of 26/52/104/208 channels", 1.5),
    ModelCase("ghostnet_100", _timm("ghostnet_100"), _images(224), 2, 32, TIMM,
              "ghost modules: cheap depthwise ops on uneven channel counts (12, 20, 36, 40, 92, ...)"),
    ModelCase("mixnet_s", _timm("mixnet_s"), _images(224), 2, 32, TIMM,
              "MixConv: 3/5/7/9 depthwise filters on uneven channel splits", 1.5),
    ModelCase("rexnet_100", _timm("rexnet_100"), _images(224), 2, 32, TIMM,
              "linearly growing, uneven channel counts (16, 27, 38, 50, 61, 72, ...)"),
    ModelCase("dpn68b", _timm("dpn68b"), _images(224), 2, 32, TIMM,
              "dual-path blocks: grouped 3x3 (G=32) and concatenated uneven widths", 1.5),
    ModelCase("densenet121", _torchvision("densenet121"), _images(224), 2, 32, IMAGES,
              "densely connected blocks: 1x1 convs on concatenations of 64 + 32k channels", 2.0),
    ModelCase("shufflenet_v2_x1_0", _torchvision("shufflenet_v2_x1_0"), _images(224), 2, 32, IMAGES,
              "channel shuffle, depthwise 3x3 on 58/116/232 channels"),
    # video: (2+1)D, mixed 3D / 2D, separable 3D
    ModelCase("r2plus1d_18", _torchvision("r2plus1d_18", video=True), _video, 3, 8, VIDEO,
              "(2+1)D blocks: (1,3,3) and (3,1,1) filters on 45/230/460/921 channels", 2.0),
    ModelCase("mc3_18", _torchvision("mc3_18", video=True), _video, 3, 8, VIDEO,
              "mixed convolutions: a 3D stage, then (1,3,3) filters", 1.5),
    ModelCase("s3d", _torchvision("s3d", video=True), _Input(3, 16, 224, 224), 3, 8, VIDEO,
              "separable 3D inception blocks ((1,3,3) + (3,1,1)), 224x224 clips", 2.0),
    # dilated segmentation heads
    ModelCase("deeplabv3_resnet50", _torchvision("deeplabv3_resnet50", family="segmentation"), _images(320), 2,
              32, SEGMENTATION, "atrous pyramid (dilations 12/24/36) on a dilated ResNet-50 (output stride 8)", 3.0),
    ModelCase("fcn_resnet50", _torchvision("fcn_resnet50", family="segmentation"), _images(320), 2, 32,
              SEGMENTATION, "dilated ResNet-50 (dilations 2/4), 3x3 head 2048 -> 512, K=21 classifier", 3.0),
    ModelCase("lraspp_mobilenet_v3_large", _torchvision("lraspp_mobilenet_v3_large", family="segmentation"),
              _images(512), 2, 32, SEGMENTATION, "dilated MobileNetV3 backbone, 1x1 heads with K=21"),
    # temporal convolution audio networks and audio encoders
    ModelCase("maskrcnn_mask_head", _mask_head(), _Input(256, 14, 14), 2, 256, IMAGES + " (detection)",
              "instance-mask head: 3x3 C=K=256 on 14x14 RoI features, a ConvTranspose2d k=2 s=2 "
              "(hipconv's with --transposed), 1x1 K=91", 0.5),
    ModelCase("convtasnet", _torchaudio("ConvTasNet", num_sources=2), _Input(1, 32000), 1, 8, AUDIO,
              "1D depthwise k=3, dilation 1..128, 512 channels; 4 s at 8 kHz (its decoder is a "
              "ConvTranspose1d: hipconv's with --transposed)", 1.5),
    ModelCase("wav2letter", _torchaudio("Wav2Letter", num_classes=40, input_type="waveform", num_features=1),
              _Input(1, 32000), 1, 16, AUDIO,
              "waveform front end: C=1 k=250 stride 160, then k=48 stride 2 and k=7 on 250 channels, k=32 250 -> 2000, "
              "a K=40 head; 2 s at 16 kHz"),
    ModelCase("conformer", _torchaudio("Conformer", lengths=True, input_dim=144, num_heads=4, ffn_dim=576,
                                       num_layers=8, depthwise_conv_kernel_size=31),
              _Input(400, 144), 1, 32, AUDIO,
              "Conformer-S width: depthwise Conv1d k=31 on transposed (channels-last) activations; 400 frames"),
    ModelCase("hubert_features", _transformers("HubertModel", "HubertConfig", "feature_extractor",
                                               feat_extract_norm="layer", conv_bias=True),
              _audio, 1, 16, HF, "HuBERT-large style feature encoder: 7 Conv1d with bias and layer norm; 2 s"),
    ModelCase("wav2vec2_base", _transformers("Wav2Vec2Model", "Wav2Vec2Config", apply_spec_augment=False,
                                             mask_time_prob=0.0, layerdrop=0.0),
              _audio, 1, 16, HF, "the whole wav2vec2-base: feature encoder, weight-normed positional Conv1d "
              "(k=128, G=16), 12 transformer layers; 2 s"),
    ModelCase("whisper_tiny_encoder", _transformers("WhisperModel", "WhisperConfig", "encoder", d_model=384,
                                                    encoder_layers=4, encoder_attention_heads=6,
                                                    encoder_ffn_dim=1536, decoder_layers=1,
                                                    decoder_attention_heads=6, decoder_ffn_dim=256,
                                                    num_mel_bins=80),
              _Input(80, 3000), 1, 16, HF, "Whisper-tiny's encoder: Conv1d k=3 on 80 mel bins, then stride 2; 30 s"),
    # weight-standardized convolutions (subclasses with their own forward: routed by convert())
    ModelCase("resnetv2_50x1_bit", _timm("resnetv2_50x1_bit"), _images(224), 2, 32, TIMM,
              "BiT: StdConv2d (weight standardization) with group norm", 1.5),
    ModelCase("nfnet_l0", _timm("nfnet_l0"), _images(224), 2, 32, TIMM,
              "normalizer-free: ScaledStdConv2d, grouped 3x3 (group width 64)", 1.5),
    ModelCase("nf_resnet50", _timm("nf_resnet50"), _images(256), 2, 32, TIMM,
              "normalizer-free ResNet-50: ScaledStdConv2d", 1.5),
    # asymmetric 1xk / kx1 filters
    ModelCase("inception_v3", _torchvision("inception_v3", aux_logits=False, init_weights=True), _images(299), 2,
              32, IMAGES, "1x7 / 7x1 and 1x3 / 3x1 filters, channel counts 48/96/160/192/320/448", 1.5),
    ModelCase("inception_v4", _timm("inception_v4"), _images(299), 2, 32, TIMM,
              "1x7 / 7x1 filters on 224/256/192 channels, 3x1 / 1x3 on 384/448/512", 1.5),
    # re-parameterizable 3x3 + 1x1 (+ identity) blocks, trained unmerged
    ModelCase("repvgg_a2", _timm("repvgg_a2"), _images(224), 2, 32, TIMM,
              "RepVGG: parallel 3x3 and 1x1 branches (training form)"),
    ModelCase("mobileone_s1", _timm("mobileone_s1"), _images(224), 2, 32, TIMM,
              "MobileOne: over-parameterized depthwise / pointwise branches (training form)"),
    # U-Net-like encoder-decoder
    ModelCase("unet", _unet, _images(256), 2, 16, "a U-Net defined here (runtime/bench_models.py)",
              "encoder-decoder: skip concatenations (96..768 channels), upsampling, K=3 head", 1.5),
    # recent families, mobile networks, wide-kernel / separable designs
    ModelCase("efficientnet_v2_s", _torchvision("efficientnet_v2_s"), _images(384), 2, 32, IMAGES,
              "fused-MBConv (3x3 expand) + MBConv with SE, 24/48/64/128/160/256 channels", 2.0),
    ModelCase("convnextv2_nano", _timm("convnextv2_nano"), _images(224), 2, 32, TIMM,
              "ConvNeXt-V2: 7x7 depthwise on 80/160/320/640 channels, GRN"),
    ModelCase("regnet_y_1_6gf", _torchvision("regnet_y_1_6gf"), _images(224), 2, 32, IMAGES,
              "group width 24 (48..888 channels), SE"),
    ModelCase("regnet_x_3_2gf", _torchvision("regnet_x_3_2gf"), _images(224), 2, 32, IMAGES,
              "group width 48 (96..1008 channels)"),
    ModelCase("mobilenet_v3_large", _torchvision("mobilenet_v3_large"), _images(224), 2, 32, IMAGES,
              "depthwise 3x3 / 5x5, SE, hard-swish; 72/120/200/184/480/672/960 channels"),
    ModelCase("mobilenetv4_conv_small", _timm("mobilenetv4_conv_small"), _images(224), 2, 32, TIMM,
              "universal inverted bottlenecks: extra depthwise before and after the expansion"),
    ModelCase("convmixer_1024_20_ks9_p14", _timm("convmixer_1024_20_ks9_p14"), _images(224), 2, 32, TIMM,
              "9x9 depthwise on 1024 channels at 16x16, a 14x14 stride-14 patch stem"),
    ModelCase("xception41", _timm("xception41"), _images(299), 2, 32, TIMM,
              "aligned Xception: depthwise-separable 3x3 everywhere, 728 channels", 1.5),
    ModelCase("resnest50d", _timm("resnest50d"), _images(224), 2, 32, TIMM,
              "split attention: radix-2 grouped 3x3, deep stem", 1.5),
    ModelCase("dla34", _timm("dla34"), _images(224), 2, 32, TIMM,
              "deep layer aggregation: tree-structured 1x1 on concatenations, 16/32 channel stem"),
    ModelCase("cspresnext50", _timm("cspresnext50"), _images(256), 2, 32, TIMM,
              "cross-stage partial ResNeXt: split / concatenated stages, grouped 3x3", 1.5),
    ModelCase("ese_vovnet19b_dw", _timm("ese_vovnet19b_dw"), _images(224), 2, 32, TIMM,
              "one-shot aggregation (VoVNet) with depthwise 3x3, eSE attention"),
    ModelCase("alexnet", _torchvision("alexnet"), _images(224), 2, 32, IMAGES,
              "an 11x11 stride-4 stem on C=3, 5x5 on 64 channels"),
]

MODELS = {case.name: case for case in BASE_CASES + ZOO_CASES}
DEFAULT_MODELS = [case.name for case in BASE_CASES if case.name != "toy"]
ZOO = [case.name for case in ZOO_CASES]
ALIASES = {"zoo": ZOO, "default": DEFAULT_MODELS, "all": DEFAULT_MODELS + ZOO}


# ------------------------------------------------------------------ pure helpers (tested on cpu)

SLOW = 0.9      # the zoo's target: no model below it (issue 66); its models' slowest layers are listed


def ratio(cudnn_ms: Optional[float], hipconv_ms: Optional[float]) -> Optional[float]:
    if not cudnn_ms or not hipconv_ms or not math.isfinite(cudnn_ms) or not math.isfinite(hipconv_ms):
        return None
    return cudnn_ms / hipconv_ms


def geomean(values: Sequence[Optional[float]]) -> Optional[float]:
    """The geometric mean of the measured ratios, None where there are none."""
    return results.geomean(values, empty=None)


def summary(rows: Sequence[dict], group: Optional[str] = None) -> list[dict]:
    """Per (dtype, step, mode): the geometric mean and the lowest ratio over the models
    (those of ``group`` only, where given: a row's "group" is "zoo" or "default"), and the
    models below 0.8x and below 0.9x."""
    rows = [r for r in rows if group is None or r.get("group") == group]
    out = []
    keys = sorted({(r["dtype"], step, mode) for r in rows for step in STEPS for mode in MODES
                   if ratio(*_times(r, step, mode)) is not None})
    for dtype, step, mode in keys:
        ratios = {r["model"]: ratio(*_times(r, step, mode)) for r in rows if r["dtype"] == dtype}
        ratios = {m: v for m, v in ratios.items() if v is not None}
        entry = {"dtype": dtype, "step": step, "mode": mode, "models": len(ratios),
                 "geomean": geomean(list(ratios.values())),
                 "lowest": min(ratios.values()), "lowest_model": min(ratios, key=ratios.get),
                 "below_0.8": sorted(m for m, v in ratios.items() if v < 0.8),
                 "below_0.9": sorted(m for m, v in ratios.items() if v < SLOW)}
        if group is not None:
            entry["group"] = group
        out.append(entry)
    return out


def _times(row: dict, step: str, mode: str) -> tuple:
    entry = row.get("steps", {}).get(f"{step}_{mode}") or {}
    return entry.get("cudnn_ms"), entry.get("hipconv_ms")


def is_slow(row: dict, threshold: float = SLOW) -> bool:
    """A step of ``row`` (any step and mode measured) below ``threshold`` x cuDNN."""
    return any((ratio(*_times(row, step, mode)) or threshold) < threshold for step in STEPS for mode in MODES)


_REFUSAL = re.compile(r"(forward|backward_data|backward_weight): ([A-Za-z0-9_.-]+):")


def refusal_rules(refused: Sequence[str]) -> dict:
    """{rule: number of layers} of ``routes``' refusal lines ("name (problem): forward:
    rule: reason / backward_data: ..."), a layer counted once per rule; a layer whose class's
    own forward convert() left to torch counts under "left-to-torch"."""
    counts: dict = {}
    for line in refused:
        rules = {m.group(2) for m in _REFUSAL.finditer(line)}
        if "left to torch" in line and not rules:
            rules = {"left-to-torch"}
        for rule in sorted(rules or {"unknown"}):
            counts[rule] = counts.get(rule, 0) + 1
    return counts


# ---- the share of a step's convolution GPU time in scalar instances (torch.profiler's kernels)

TENSOR_CORE = ("mma_sync", "wgmma", "mfma")     # Instance.micro_kernel of tensor-core instances
SCALAR = ("fma", "reference")                   # element-by-element FMA (reference: never selected)
# cuDNN's convolution kernels in the hipconv copy (the layers torch computes: refused problems,
# transposed convolutions); GEMM kernels (nvjet, cutlass) are left out: the model's Linear
# layers run them too (cuDNN's 1x1 fallbacks run as GEMMs and are not counted)
TORCH_CONV_WORDS = ("conv", "cudnn", "xmma", "implicit", "dgrad", "wgrad", "fprop")
LAYOUT_WORDS = ("hipconv::layout::", "nchwToNhwc", "nhwcToNchw")
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_HIPCONV_KERNEL = re.compile(r"(?<![A-Za-z0-9_])(fwd|bwd_data|bwd_weight)_[0-9]d_[A-Za-z0-9_]+")


def instance_of(kernel: str, names) -> Optional[str]:
    """The instance a kernel launch belongs to: hipconv names each kernel of an instance
    ``<instance name>_kernel`` (its split-K reduction ``_finish``, its helpers ``_pad_rows``,
    ``_expand_filter``, ...), so the longest instance name that is a word of the kernel's
    (demangled) name or such a word's prefix up to an underscore; None if none is."""
    for word in _IDENTIFIER.findall(kernel):
        parts = word.split("_")
        for end in range(len(parts), 0, -1):
            candidate = "_".join(parts[:end])
            if candidate in names:
                return candidate
    return None


def kernel_class(kernel: str, classes: dict) -> tuple:
    """(class, instance) of one kernel: "tensor_core", "scalar" or "other_instance" (a hipconv
    instance, by its micro_kernel in ``classes``: {instance name: micro_kernel}), "unattributed"
    (named like a hipconv kernel, no instance in ``classes``), "layout" (hipconv's or
    cuDNN's layout copies), "torch_conv" (cuDNN / torch convolution kernels) or "other"."""
    instance = instance_of(kernel, classes)
    if instance is not None:
        micro = classes[instance]
        return ("tensor_core" if micro in TENSOR_CORE else "scalar" if micro in SCALAR else "other_instance"), instance
    if any(word in kernel for word in LAYOUT_WORDS):
        return "layout", None
    if _HIPCONV_KERNEL.search(kernel):
        return "unattributed", None
    lowered = kernel.lower()
    if "batch_norm" in lowered or "::bn_" in lowered or lowered.startswith("triton_"):
        return "other", None
    if any(word in lowered for word in TORCH_CONV_WORDS):
        return "torch_conv", None
    return "other", None


def conv_time_split(kernels: Sequence[tuple], classes: dict, steps: int = 1, top: int = 8,
                    depthwise: Sequence[str] = ()) -> dict:
    """The convolution GPU time of ``steps`` profiled steps, per step: ``kernels`` is the
    profile's kernel launches as (name, microseconds); ``classes`` {instance name:
    micro_kernel} (the three libraries' ``Library.instances``).  ``scalar_share``: the time in
    scalar instances over all convolution time (hipconv's instances, whatever their class,
    and torch's convolution kernels in the same step; layout copies left out), None without
    any; ``scalar_depthwise_ms``: the part of the scalar time in ``depthwise`` instances
    (specialization depthwise: memory-bound kernels with no tensor-core counterpart), and
    ``scalar_share_not_depthwise`` the share without it (the generic / narrow fallbacks a
    tensor-core tile could replace); ``instances``: the ``top`` instances by time;
    ``scalar_instances``: every scalar one."""
    depthwise = set(depthwise)
    ms = {"tensor_core": 0.0, "scalar": 0.0, "other_instance": 0.0, "unattributed": 0.0, "layout": 0.0,
          "torch_conv": 0.0, "other": 0.0}
    per_instance: dict = {}
    unattributed: dict = {}
    launches = 0
    for name, us in kernels:
        kind, instance = kernel_class(name, classes)
        value = float(us or 0.0) / 1e3 / steps
        ms[kind] += value
        if instance is not None:
            launches += 1
            entry = per_instance.setdefault(instance, {"instance": instance, "micro_kernel": classes[instance],
                                                       "ms": 0.0, "launches": 0})
            entry["ms"] += value
            entry["launches"] += 1
        elif kind == "unattributed":
            unattributed[name[:160]] = unattributed.get(name[:160], 0.0) + value
    conv = ms["tensor_core"] + ms["scalar"] + ms["other_instance"] + ms["unattributed"] + ms["torch_conv"]
    ranked = sorted(per_instance.values(), key=lambda e: -e["ms"])
    for entry in ranked:
        entry["launches"] = entry["launches"] / steps
    scalar_depthwise = sum(e["ms"] for e in ranked if e["micro_kernel"] in SCALAR and e["instance"] in depthwise)
    return {"conv_ms": conv, "tensor_core_ms": ms["tensor_core"], "scalar_ms": ms["scalar"],
            "other_instance_ms": ms["other_instance"], "unattributed_ms": ms["unattributed"],
            "torch_conv_ms": ms["torch_conv"], "layout_ms": ms["layout"], "other_ms": ms["other"],
            "scalar_share": ms["scalar"] / conv if conv > 0 else None,
            "scalar_depthwise_ms": scalar_depthwise,
            "scalar_share_not_depthwise": (ms["scalar"] - scalar_depthwise) / conv if conv > 0 else None,
            "hipconv_launches": launches / steps,
            "instances": ranked[:top], "scalar_instances": [e for e in ranked if e["micro_kernel"] in SCALAR],
            "unattributed": [{"kernel": k, "ms": v} for k, v in sorted(unattributed.items(), key=lambda kv: -kv[1])]}


# ---- the model list: parts, listing

def partition(names: Sequence[str], part: int, parts: int, cost: Optional[Callable] = None) -> list:
    """The ``part``-th (1-based) of ``parts`` disjoint parts of ``names`` with about equal
    total ``cost(name)`` (greedy: the costliest first, each to the lightest part), each part
    in the order of ``names``; the same for every call."""
    if not 1 <= part <= parts:
        raise ValueError(f"part {part} of {parts}: parts are numbered 1..{parts}")
    cost = cost or (lambda name: MODELS[name].cost if name in MODELS else 1.0)
    loads = [0.0] * parts
    owner = {}
    for index, name in sorted(enumerate(names), key=lambda item: (-cost(item[1]), item[0])):
        lightest = min(range(parts), key=lambda k: (loads[k], k))
        owner[name] = lightest
        loads[lightest] += cost(name)
    return [name for name in names if owner[name] == part - 1]


def format_list(names: Sequence[str]) -> str:
    """The cases ``names`` as a table: name, source, batch, one sample's input, rank, cost,
    the layer classes each is in the list for."""
    cases = [MODELS[n] for n in names]
    width = max([len(c.name) for c in cases] + [5])
    lines = [f"{'model':{width}s}  {'batch':>5s}  {'input':14s} {'dims':>4s} {'cost':>4s}  source; covers"]
    for c in cases:
        lines.append(f"{c.name:{width}s}  {c.batch:5d}  {c.input:14s} {c.dims:4d} {c.cost:4.1f}  {c.source}"
                     + (f"; {c.covers}" if c.covers else ""))
    lines.append(f"{len(cases)} models, total cost {sum(c.cost for c in cases):.1f}")
    return "\n".join(lines)


CSV_COLUMNS = ("model", "dtype", "batch", "layers", "routed", "refused", "graph_breaks",
               "train_eager_cudnn_ms", "train_eager_hipconv_ms", "train_eager_ratio",
               "infer_eager_cudnn_ms", "infer_eager_hipconv_ms", "infer_eager_ratio",
               "train_compiled_cudnn_ms", "train_compiled_hipconv_ms", "train_compiled_ratio",
               "infer_compiled_cudnn_ms", "infer_compiled_hipconv_ms", "infer_compiled_ratio",
               "conv_tflop_per_step", "check_worst", "check_failures",
               "group", "source", "input", "convs", "hipconv_calls", "torch_conv_calls", "refused_rules",
               "scalar_layers", "conv_gpu_ms", "scalar_ms", "scalar_share", "scalar_share_not_depthwise",
               "seconds", "error")


def csv_row(row: dict) -> list:
    values = {k: row.get(k) for k in ("model", "dtype", "batch", "layers", "routed", "graph_breaks", "group",
                                      "source", "convs", "seconds")}
    values["refused"] = len(row.get("refused", []))
    for step in STEPS:
        for mode in MODES:
            cudnn, hipconv = _times(row, step, mode)
            values[f"{step}_{mode}_cudnn_ms"] = cudnn
            values[f"{step}_{mode}_hipconv_ms"] = hipconv
            values[f"{step}_{mode}_ratio"] = ratio(cudnn, hipconv)
    values["conv_tflop_per_step"] = row.get("conv_tflop_per_step")
    check = row.get("check") or {}
    values["check_worst"] = check.get("worst")
    values["check_failures"] = len(check.get("failures", [])) if check else None
    values["input"] = "x".join(str(d) for d in row["input"]) if row.get("input") else None
    calls = row.get("calls") or {}
    values["hipconv_calls"] = sum(calls.get("hipconv", {}).values()) if calls else None
    values["torch_conv_calls"] = sum(calls.get("torch", {}).values()) if calls else None
    rules = refusal_rules(row.get("refused", []))
    values["refused_rules"] = ";".join(f"{rule}={count}" for rule, count in rules.items()) or None
    values["scalar_layers"] = len(row["scalar_plans"]) if "scalar_plans" in row else None
    profile = row.get("conv_profile") or {}
    values["conv_gpu_ms"] = profile.get("conv_ms")
    values["scalar_ms"] = profile.get("scalar_ms")
    values["scalar_share"] = profile.get("scalar_share")
    values["scalar_share_not_depthwise"] = profile.get("scalar_share_not_depthwise")
    errors = ([row["error"]] if row.get("error") else []) + list(row.get("errors", []))
    values["error"] = " | ".join(errors) or None
    return [values[c] for c in CSV_COLUMNS]


def write_csv(rows: Sequence[dict], path: str):
    import csv
    with open(path, "w", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(CSV_COLUMNS)
        for row in rows:
            writer.writerow(csv_row(row))


def _ms(value) -> str:
    return f"{value:8.2f}" if isinstance(value, (int, float)) and math.isfinite(value) else "       -"


def _x(value) -> str:
    return f"{value:5.2f}x" if value is not None else "     -"


def _share(row: dict) -> str:
    share = (row.get("conv_profile") or {}).get("scalar_share")
    return f"{100 * share:5.1f}%" if share is not None else "     -"


def _calls(row: dict) -> str:
    calls = row.get("calls") or {}
    if not calls:
        return "-"
    torch_calls = sum(calls.get("torch", {}).values())
    return f"{sum(calls.get('hipconv', {}).values())}" + (f"+{torch_calls}t" if torch_calls else "")


def _summary_line(s: dict) -> str:
    prefix = f"{s['group']}: " if s.get("group") else ""
    return (f"{prefix}{s['dtype']} {s['step']} {s['mode']}: geomean {s['geomean']:.2f}x over {s['models']} "
            f"models, lowest {s['lowest']:.2f}x ({s['lowest_model']})"
            + (f", below 0.8x: {', '.join(s['below_0.8'])}" if s["below_0.8"] else "")
            + (f", below {SLOW}x: {', '.join(s['below_0.9'])}" if s.get("below_0.9") else ""))


def format_table(rows: Sequence[dict], meta: Optional[dict] = None) -> str:
    lines = []
    if meta:
        lines.append(f"device: {meta.get('device')}  torch {meta.get('torch')}  cuDNN {meta.get('cudnn')}  "
                     f"(cudnn.benchmark=True, TF32 off)")
        ceilings = meta.get("ceilings") or {}
        if ceilings:
            lines.append(f"ceilings: bf16 GEMM {ceilings.get('matmul_bf16_tflops', float('nan')):.0f} TFLOP/s, "
                         f"copy {ceilings.get('copy_gbs', float('nan')):.0f} GB/s")
    modes = [m for m in MODES if any(_times(r, s, m)[0] for r in rows for s in STEPS)]
    width = max([len(r["model"]) for r in rows] + [18])
    header = f"{'model':{width}s} {'dtype':5s} {'layers':>9s}"
    for mode in modes:
        for step in STEPS:
            header += f" | {step + ' ' + mode:>24s}"
    header += " | scalar | calls | breaks (ours/cuDNN) | check"
    lines.append(header)
    lines.append(" " * (width + 17) + "".join(" | cuDNN ms hipconv ms ratio" for _ in modes for _ in STEPS)
                 + " | conv % |")
    for row in rows:
        line = f"{row['model']:{width}s} {row['dtype']:5s} {row.get('routed') or 0:4d}/{row.get('layers') or 0:<4d}"
        for mode in modes:
            for step in STEPS:
                cudnn, hipconv = _times(row, step, mode)
                line += f" | {_ms(cudnn)} {_ms(hipconv)} {_x(ratio(cudnn, hipconv))}"
        breaks = f"{_dash(row.get('graph_breaks'))}/{_dash(row.get('graph_breaks_cudnn'))}"
        check = row.get("check") or {}
        worst = check.get("worst")
        line += f" | {_share(row)} | {_calls(row):>5s} | {breaks:>6} | "
        line += ("-" if not check else f"{'ok' if not check.get('failures') else 'FAIL'} "
                 f"{worst:.1e}" if worst is not None else "ok")
        lines.append(line)
        if row.get("refused"):
            lines.append(f"    refused (torch computes them): {'; '.join(row['refused'][:4])}"
                         + (f" (+{len(row['refused']) - 4})" if len(row["refused"]) > 4 else ""))
            lines.append("    fallback rules: " + ", ".join(f"{rule} x{count}" for rule, count
                                                          in refusal_rules(row["refused"]).items()))
        if row.get("error"):
            lines.append(f"    error: {row['error']}")
        for error in row.get("errors", []):
            lines.append(f"    error: {error}")
        if any((ratio(*_times(row, step, mode)) or 2) < 1.0 for step in STEPS for mode in modes):
            for slow in row.get("slowest_layers", []):
                lines.append(f"    slowest: {slow}")
    groups = sorted({r.get("group") for r in rows if r.get("group")})
    for s in summary(rows):
        lines.append(_summary_line(s))
    if len(groups) > 1:
        for group in groups:
            for s in summary(rows, group):
                lines.append(_summary_line(s))
    slow = [r for r in rows if is_slow(r)]
    if slow:
        lines.append(f"below {SLOW}x cuDNN (any step measured), with their slowest layers:")
        for row in slow:
            ratios = ", ".join(f"{step} {mode} {_x(ratio(*_times(row, step, mode))).strip()}"
                               for mode in modes for step in STEPS if ratio(*_times(row, step, mode)))
            rest = (row.get("conv_profile") or {}).get("scalar_share_not_depthwise")
            lines.append(f"  {row['model']} {row['dtype']}: {ratios}; scalar share of conv time "
                         f"{_share(row).strip()}" + (f" (not depthwise {100 * rest:.1f}%)" if rest is not None else ""))
            for line in row.get("slowest_layers", []):
                lines.append(f"      {line}")
            for entry in ((row.get("conv_profile") or {}).get("scalar_instances") or [])[:3]:
                lines.append(f"      scalar instance {entry['instance']}: {entry['ms']:.2f} ms a step "
                             f"({entry['launches']:g} launches)")
    return "\n".join(lines)


def _dash(value) -> str:
    return "-" if value is None else str(value)


def write_plot(rows: Sequence[dict], path: str) -> bool:
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return False
    series = [(step, mode, dtype) for mode in MODES for step in STEPS
              for dtype in sorted({r["dtype"] for r in rows})
              if any(ratio(*_times(r, step, mode)) for r in rows if r["dtype"] == dtype)]
    models = list(dict.fromkeys(r["model"] for r in rows))
    if not series or not models:
        return False
    many = len(models) > 12
    figure, axis = plt.subplots(figsize=(max(12, 0.32 * len(models) * max(1, len(series) / 2)), 4.5 + many))
    width = 0.8 / len(series)
    for k, (step, mode, dtype) in enumerate(series):
        values = {r["model"]: ratio(*_times(r, step, mode)) for r in rows if r["dtype"] == dtype}
        axis.bar([i + (k - (len(series) - 1) / 2) * width for i in range(len(models))],
                 [values.get(m) or float("nan") for m in models], width, label=f"{step} {mode} {dtype}")
    axis.axhline(1.0, color="black", linewidth=0.8)
    if many:
        axis.axhline(SLOW, color="red", linewidth=0.6, linestyle="--")
    axis.set_ylabel("cuDNN step time / hipconv step time")
    axis.set_title("whole-model steps (above 1: hipconv faster)")
    axis.set_xticks(range(len(models)))
    axis.set_xticklabels(models, rotation=60 if many else 20, ha="right", fontsize=7 if many else None)
    axis.legend(fontsize=7, ncol=2)
    figure.tight_layout()
    figure.savefig(path, dpi=110)
    plt.close(figure)
    return True


def write_results(rows: Sequence[dict], meta: dict, out: str, plot: bool = True):
    """models.json (meta, rows, summaries: all rows, and per group), models.csv and (with
    matplotlib and ``plot``) models.png in ``out``; each file written whole, then renamed
    over the last one, so that a run killed while writing leaves the previous one."""
    groups = sorted({r.get("group") for r in rows if r.get("group")})
    data = {"meta": meta, "rows": list(rows), "summary": summary(rows),
            "summary_by_group": {g: summary(rows, g) for g in groups}}
    for name, write in (("models.json", lambda p: _write_json(data, p)), ("models.csv", lambda p: write_csv(rows, p))):
        path = os.path.join(out, name)
        write(path + ".part")
        os.replace(path + ".part", path)
    if plot:
        path = os.path.join(out, "models.png")
        try:
            if write_plot(rows, path + ".part.png"):
                os.replace(path + ".part.png", path)
        except Exception as error:          # a plot is not worth a run
            print(f"plot failed: {type(error).__name__}: {error}", flush=True)


class ResultFiles:
    """A run's files in ``out``, written as it goes: ``save(rows, row)`` after each model
    appends the row to models.jsonl (one JSON line a row) and rewrites models.json and
    models.csv whole; the plot is drawn at the end (``write_results``).  A run killed at any
    point leaves every model it finished."""

    def __init__(self, out: str, meta: dict):
        self.out, self.meta = out, meta
        os.makedirs(out, exist_ok=True)
        self.jsonl = os.path.join(out, "models.jsonl")
        open(self.jsonl, "w").close()

    def __call__(self, rows: Sequence[dict], row: dict):
        with open(self.jsonl, "a") as handle:
            handle.write(json.dumps(row, default=str) + "\n")
            handle.flush()
        write_results(rows, self.meta, self.out, plot=False)


def _write_json(data, path: str):
    with open(path, "w") as handle:
        json.dump(data, handle, indent=1, default=str)


def read_rows(paths: Sequence[str]) -> tuple:
    """(rows, metas) of earlier runs' models.json or models.jsonl files, in order; a later
    row of the same (model, dtype) replaces an earlier one (a rerun of a model)."""
    rows: dict = {}
    metas = []
    for path in paths:
        if path.endswith(".jsonl"):
            with open(path) as handle:
                found = [json.loads(line) for line in handle if line.strip()]
        else:
            with open(path) as handle:
                data = json.load(handle)
            found = data.get("rows", [])
            metas.append(data.get("meta", {}))
        for row in found:
            rows[(row.get("model"), row.get("dtype"))] = row
    return list(rows.values()), metas


# ------------------------------------------------------------------ measurement (torch)

def _torch_dtype(name: str):
    import torch
    return {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}[name]


def _memory_format(dims: int):
    import torch
    return {2: torch.channels_last, 3: torch.channels_last_3d}.get(dims, torch.contiguous_format)


LOSS_SCALE = {"fp16": 1024.0}    # a static loss scale for fp16 steps, as torch.amp.GradScaler applies
# one: without it the gradients of a randomly initialized network underflow fp16 (cuDNN's own
# dX then differs from fp32 by up to 20%, and so does any other implementation's)


def _output_tensors(output) -> list:
    """The floating-point tensors of a model's output: a tensor, or those in a tuple / list /
    dict (a segmentation network's {"out": ...}, transformers' ModelOutput), nested."""
    import torch
    if isinstance(output, torch.Tensor):
        return [output] if output.is_floating_point() else []
    if isinstance(output, dict):
        output = list(output.values())
    if isinstance(output, (list, tuple)):
        return [t for item in output for t in _output_tensors(item)]
    return []


def _loss(output, scale: float = 1.0):
    import torch
    if isinstance(output, torch.Tensor):
        return output.float().square().mean() * scale
    tensors = _output_tensors(output)
    if not tensors:
        raise TypeError(f"the model's output ({type(output).__name__}) holds no floating-point tensor")
    return sum(t.float().square().mean() for t in tensors) * scale


def _synchronize(device):
    import torch
    if device.type == "cuda":
        torch.cuda.synchronize(device)


def _train_step(model, x, scale: float = 1.0):
    model.zero_grad(set_to_none=True)
    _loss(model(x), scale).backward()


def _infer_step(model, x):
    import torch
    with torch.inference_mode():
        model(x)


def step_times(steps: dict, iterations: int, warmup: int, rounds: int, device) -> dict:
    """{name: median ms of one call ended by a synchronization}, the callables of
    ``steps`` alternating round by round (so that clock and thermal drift hit all)."""
    for fn in steps.values():
        for _ in range(warmup):
            fn()
        _synchronize(device)
    samples = {name: [] for name in steps}
    for _ in range(rounds):
        for name, fn in steps.items():
            for _ in range(iterations):
                start = time.perf_counter()
                fn()
                _synchronize(device)
                samples[name].append((time.perf_counter() - start) * 1e3)
    return {name: statistics.median(values) for name, values in samples.items()}


def probe(model, x, hp, scale: float = 1.0) -> list:
    """One training step of the converted ``model`` with hooks: for each converted layer
    (first call), its name, module, input, whether the step computes the input's gradient
    (not for a first layer, whose input is the batch), whether it is a transposed one
    (``convert(transposed=True)``: check_transposed checks those) and the gradient at its
    output."""
    records = {}
    handles = []
    for name, module in hp.converted(model):
        def forward_hook(module, inputs, output, name=name):
            if module in records:
                return
            entry = {"name": name, "module": module, "x": inputs[0].detach(),
                     "needs_dx": bool(inputs[0].requires_grad), "transposed": bool(module.transposed)}
            records[module] = entry
            if output.requires_grad:      # fires with the gradient of the conv's own output, even
                output.register_hook(lambda g, e=entry: e.setdefault("dy", g.detach()))  # after in-place ops
        handles.append(module.register_forward_hook(forward_hook))
    try:
        _train_step(model, x, scale)
    finally:
        for handle in handles:
            handle.remove()
    return list(records.values())


def routes(layers: list, dtype: str, device, hp, native, layout: str = "channels_last") -> tuple:
    """(routed count, refusals, conv FLOPs of a step) of the probed layers: the plans the
    operators hold for each layer's three directions."""
    routed, refused, flops = 0, [], 0
    dev = "cpu" if device.type == "cpu" else f"cuda:{device.index or 0}"
    for layer in layers:
        module = layer["module"]
        problem = hp.module_problem(module, layer["x"].shape)
        flops += 3 * problem.flops
        if not hp.converted(module):       # a subclass whose own forward convert() left to torch
            refused.append(f"{layer['name']} ({problem}): left to torch (its class's own forward)")
            continue
        reasons = []
        for direction, bias in (("forward", module.bias is not None), ("backward_data", False),
                                ("backward_weight", False)):
            plan = native.plan_of(native.Request(direction, dtype, dev, bias, problem, layout=layout))
            if plan is None:
                continue        # this direction did not run (an input that needs no gradient)
            if plan["outcome"] != "run":
                reasons.append(f"{direction}: {plan['message']}")
        if reasons:
            refused.append(f"{layer['name']} ({problem}): {' / '.join(reasons)}")
        else:
            routed += 1
    return routed, refused, flops


def _relative(got, want) -> float:
    import torch
    want = want.double()
    denominator = torch.linalg.vector_norm(want).item()
    difference = torch.linalg.vector_norm(got.double() - want).item()
    return difference / denominator if denominator > 0 else difference


def distinct_layers(layers: list, hp):
    """(layer, module, input as the kernel sees it (padded where the module pads with
    F.pad), dY, problem) of each probed layer with a problem not seen before."""
    import torch.nn.functional as F
    seen = set()
    for layer in layers:
        module, x, dy = layer["module"], layer["x"], layer.get("dy")
        problem = hp.module_problem(module, x.shape)
        if problem in seen or dy is None:
            continue
        seen.add(problem)
        if module.padding_mode != "zeros":
            x = F.pad(x, module._reversed_padding_repeated_twice, mode=module.padding_mode)
        yield layer, module, x, dy, problem


def check_layers(layers: list, dtype: str, hp) -> dict:
    """Each direction of each distinct probed layer: hipconv (the operators, no fallback)
    in ``dtype`` and cuDNN in ``dtype`` against cuDNN in fp32 on the same values."""
    import torch
    import torch.nn.functional as F
    aten = torch.ops.aten
    ops = hp.load()
    results, failures = [], []
    for layer, module, x, dy, problem in distinct_layers(layers, hp):
        dims = problem.spatial_dim
        stride, dilation = list(problem.stride), list(problem.dilation)
        left, right = list(problem.pad), list(problem.pad_right)
        w, b = module.weight.detach(), None if module.bias is None else module.bias.detach()
        zeros = [0] * dims
        pads = [p for d in reversed(range(dims)) for p in (left[d], right[d])]

        def torch_directions(xt, wt, bt, dyt):
            xp = F.pad(xt, pads) if left != right else xt
            padding = zeros if left != right else left
            y = aten.convolution(xp, wt, bt, stride, padding, dilation, False, zeros, problem.G)
            dx, dw, _ = aten.convolution_backward(dyt, xp, wt, None, stride, padding, dilation, False, zeros,
                                                  problem.G, [True, True, False])
            if left != right:
                for d in range(dims):
                    dx = dx.narrow(2 + d, left[d], x.shape[2 + d])
            return y, dx, dw

        geometry = (stride, left, right, dilation, problem.G, False)
        entry = {"layer": layer["name"], "problem": str(problem)}
        try:
            ours = (ops.conv_forward(x, w, b, *geometry),
                    ops.conv_backward_data(dy, w, list(x.shape), *geometry),
                    ops.conv_backward_weight(x, dy, list(w.shape), *geometry))
        except RuntimeError as error:
            entry["refused"] = str(error).splitlines()[0]
            results.append(entry)
            continue
        with torch.backends.cudnn.flags(enabled=True, allow_tf32=False):
            reference = torch_directions(x.float(), w.float(), None if b is None else b.float(), dy.float())
            theirs = torch_directions(x, w, b, dy)
        for direction, got, cudnn, want in zip(("forward", "backward_data", "backward_weight"), ours, theirs,
                                               reference):
            error = _relative(got, want)
            entry[direction] = {"hipconv": error, "cudnn": _relative(cudnn, want)}
            # within the dtype's tolerance, or no further from fp32 than cuDNN's own result
            if not (error <= TOLERANCE[dtype] or error <= 1.25 * entry[direction]["cudnn"]):
                failures.append(f"{layer['name']} {direction}: {error:.2e} (cuDNN {entry[direction]['cudnn']:.2e})")
        results.append(entry)
    worst = max((e[d]["hipconv"] for e in results for d in ("forward", "backward_data", "backward_weight")
                 if d in e), default=None)
    worst_cudnn = max((e[d]["cudnn"] for e in results for d in ("forward", "backward_data", "backward_weight")
                       if d in e), default=None)
    return {"layers": results, "failures": failures, "worst": worst, "worst_cudnn": worst_cudnn,
            "tolerance": TOLERANCE[dtype], "rule": "hipconv error <= tolerance or <= 1.25 x cuDNN's error"}


def check_transposed(layers: list, dtype: str, hp) -> dict:
    """Each distinct transposed layer (``convert(transposed=True)``) on its own tensors: its
    output and both gradients (``x``'s and ``w``'s for the gradient at its output) through
    ``hp.conv_transpose`` (no fallback; its gradients are hipconv's forward and backward-weight
    operators) and through ``F.conv_transpose*d`` in ``dtype``, against ``F.conv_transpose*d``
    in fp32 -- check_layers' rule and entries, the directions named as the layer's own."""
    import torch
    import torch.nn.functional as F
    functional = {1: F.conv_transpose1d, 2: F.conv_transpose2d, 3: F.conv_transpose3d}
    results, failures, seen = [], [], set()
    for layer in layers:
        module, x, dy = layer["module"], layer["x"], layer.get("dy")
        w, b = module.weight.detach(), None if module.bias is None else module.bias.detach()
        key = (tuple(x.shape), None if dy is None else tuple(dy.shape), tuple(w.shape), module.stride,
               module.padding, module.dilation, module.groups, b is not None)
        if dy is None or key in seen:
            continue
        seen.add(key)
        dims = len(module.kernel_size)
        output_padding = module._output_padding(x, list(dy.shape[2:]), module.stride, module.padding,
                                                module.kernel_size, dims, module.dilation)
        geometry = (module.stride, module.padding, output_padding, module.groups, module.dilation)
        entry = {"layer": layer["name"], "transposed": True,
                 "problem": (f"transposed {tuple(x.shape)} -> {tuple(dy.shape)} w {tuple(w.shape)} "
                             f"stride {tuple(module.stride)} padding {tuple(module.padding)} output_padding "
                             f"{tuple(output_padding)} dilation {tuple(module.dilation)} G={module.groups}")}

        def directions(function, xt, wt, bt, dyt):
            xt, wt = xt.detach().requires_grad_(), wt.detach().requires_grad_()
            y = function(xt, wt, bt, *geometry)
            dx, dw = torch.autograd.grad(y, (xt, wt), dyt)
            return y.detach(), dx, dw

        try:
            ours = directions(lambda *a: hp.conv_transpose(*a, fallback=False), x, w, b, dy)
        except RuntimeError as error:
            entry["refused"] = str(error).splitlines()[0]
            results.append(entry)
            continue
        with torch.backends.cudnn.flags(enabled=True, allow_tf32=False):
            reference = directions(functional[dims], x.float(), w.float(), None if b is None else b.float(),
                                   dy.float())
            theirs = directions(functional[dims], x, w, b, dy)
        for direction, got, cudnn, want in zip(("forward", "backward_data", "backward_weight"), ours, theirs,
                                               reference):
            error = _relative(got, want)
            entry[direction] = {"hipconv": error, "cudnn": _relative(cudnn, want)}
            if not (error <= TOLERANCE[dtype] or error <= 1.25 * entry[direction]["cudnn"]):
                failures.append(f"{layer['name']} (transposed) {direction}: {error:.2e} "
                                f"(cuDNN {entry[direction]['cudnn']:.2e})")
        results.append(entry)
    return {"layers": results, "failures": failures}


def merge_checks(check: dict, transposed: dict) -> dict:
    """check_layers' result with check_transposed's layers and failures added (worst over both)."""
    layers = check["layers"] + transposed["layers"]
    directions = ("forward", "backward_data", "backward_weight")
    worst = max((e[d]["hipconv"] for e in layers for d in directions if d in e), default=None)
    worst_cudnn = max((e[d]["cudnn"] for e in layers for d in directions if d in e), default=None)
    return dict(check, layers=layers, failures=check["failures"] + transposed["failures"], worst=worst,
                worst_cudnn=worst_cudnn)


def layer_times(layers: list, dtype: str, hp) -> list:
    """Each distinct probed layer's three directions, hipconv's operators against cuDNN
    (``aten.convolution`` / ``convolution_backward``) on the model's own tensors, timed
    alike (runtime.bench.event_median: CUDA events, an L2 flush before each call): the
    layers that hold a model back.  ``in_step`` says whether the training step runs the
    direction: a layer whose input needs no gradient (the first) has no backward-data there."""
    import torch
    from runtime.timing import event_median
    aten = torch.ops.aten
    ops = hp.load()
    out = []
    for layer, module, x, dy, problem in distinct_layers(layers, hp):
        stride, dilation, left, right = (list(problem.stride), list(problem.dilation), list(problem.pad),
                                         list(problem.pad_right))
        w = module.weight.detach()
        zeros = [0] * problem.spatial_dim
        geometry = (stride, left, right, dilation, problem.G, True)
        calls = {"forward": (lambda: ops.conv_forward(x, w, None, *geometry)),
                 "backward_data": (lambda: ops.conv_backward_data(dy, w, list(x.shape), *geometry)),
                 "backward_weight": (lambda: ops.conv_backward_weight(x, dy, list(w.shape), *geometry))}
        same = [other for other in layers if hp.module_problem(other["module"], other["x"].shape) == problem]
        entry = {"layer": layer["name"], "problem": str(problem), "count": len(same)}
        needs_dx = any(other.get("needs_dx", True) for other in same)
        if left == right:
            theirs = {"forward": lambda: aten.convolution(x, w, None, stride, left, dilation, False, zeros,
                                                          problem.G),
                      "backward_data": lambda: aten.convolution_backward(dy, x, w, None, stride, left, dilation,
                                                                         False, zeros, problem.G,
                                                                         [True, False, False]),
                      "backward_weight": lambda: aten.convolution_backward(dy, x, w, None, stride, left, dilation,
                                                                           False, zeros, problem.G,
                                                                           [False, True, False])}
        else:
            theirs = {}
        for direction, call in calls.items():
            ours_s = event_median(call, 3, 10)
            theirs_s = event_median(theirs[direction], 3, 10) if direction in theirs else None
            entry[direction] = {"hipconv_ms": ours_s * 1e3, "cudnn_ms": None if theirs_s is None else theirs_s * 1e3,
                                "tflops": problem.flops / ours_s / 1e12,
                                "in_step": direction != "backward_data" or needs_dx}
        out.append(entry)
    return out


def slowest_layers(times: list, count: int = 3) -> list:
    """The ``count`` (layer, direction) pairs where hipconv loses the most time to cuDNN in a
    step (time difference x the layer's occurrences; directions the step does not run left
    out), as lines."""
    losses = []
    for entry in times:
        for direction in ("forward", "backward_data", "backward_weight"):
            t = entry.get(direction) or {}
            if t.get("cudnn_ms") is not None and t.get("in_step", True):
                losses.append(((t["hipconv_ms"] - t["cudnn_ms"]) * entry["count"], entry, direction, t))
    losses.sort(key=lambda item: -item[0])
    return [f"{entry['layer']} ({entry['problem']}) x{entry['count']} {direction}: hipconv {t['hipconv_ms']:.3f} ms, "
            f"cuDNN {t['cudnn_ms']:.3f} ms ({t['cudnn_ms'] / t['hipconv_ms']:.2f}x), {lost:+.2f} ms per step"
            for lost, entry, direction, t in losses[:count] if lost > 0]


def graph_breaks(model, x) -> Optional[int]:
    import torch
    torch._dynamo.reset()
    explanation = torch._dynamo.explain(model)(x)
    torch._dynamo.reset()
    return int(explanation.graph_break_count)


def host_times(device, dtype: str, hp, calls: int = 2000) -> dict:
    """Microseconds of host time per call, a tiny problem (N=1, C=K=8, 8x8, 3x3):
    forward without grad, and forward + backward, each through hipconv (hp.conv and a
    converted nn.Conv2d) and cuDNN (F.conv2d and nn.Conv2d)."""
    import torch
    import torch.nn.functional as F
    kind = _torch_dtype(dtype)
    x = torch.randn(1, 8, 8, 8, device=device, dtype=kind).contiguous(memory_format=torch.channels_last)
    theirs = torch.nn.Conv2d(8, 8, 3, padding=1, bias=False).to(device, kind, memory_format=torch.channels_last)
    ours = hp.convert(torch.nn.Sequential(torch.nn.Conv2d(8, 8, 3, padding=1, bias=False))).to(
        device, kind, memory_format=torch.channels_last)[0]
    ours.weight.data.copy_(theirs.weight.data)
    w = theirs.weight.detach()
    forward = {"hp.conv": lambda: hp.conv(x, w, None, 1, 1), "F.conv2d (cuDNN)": lambda: F.conv2d(x, w, None, 1, 1),
               "converted nn.Conv2d": lambda: ours(x), "nn.Conv2d (cuDNN)": lambda: theirs(x)}
    xg = x.clone().requires_grad_()
    grad = torch.randn(1, 8, 8, 8, device=device, dtype=kind).contiguous(memory_format=torch.channels_last)
    both = {"converted nn.Conv2d": lambda: ours(xg).backward(grad),
            "nn.Conv2d (cuDNN)": lambda: theirs(xg).backward(grad)}
    out = {}
    for label, table, grad_mode in (("forward, no grad", forward, False), ("forward + backward", both, True)):
        with torch.set_grad_enabled(grad_mode):
            for name, fn in table.items():
                for _ in range(50):
                    fn()
                _synchronize(device)
                best = float("inf")
                for _ in range(3):
                    start = time.perf_counter()
                    for _ in range(calls):
                        fn()
                    host = (time.perf_counter() - start) / calls * 1e6
                    _synchronize(device)
                    best = min(best, host)
                out[f"{label}: {name}"] = best
    return out


def _copies(case: ModelCase, dtype: str, device, hp, memory_format: str = "channels_last",
            channels_last_filters: Optional[bool] = None, transposed: bool = False):
    import copy
    import torch
    torch.manual_seed(0)
    reference = case.build()
    ours = copy.deepcopy(reference)
    fmt = _memory_format(case.dims) if memory_format == "channels_last" else _memory_format(0)
    kind = _torch_dtype(dtype)
    reference = reference.to(device=device, dtype=kind, memory_format=fmt)
    if channels_last_filters is None and memory_format != "channels_last":
        channels_last_filters = False
    ours = hp.convert(ours.to(device=device, dtype=kind, memory_format=fmt), channels_last_filters=channels_last_filters,
                      transposed=transposed)
    x = case.example(case.batch).to(device=device, dtype=kind)
    if x.dim() in (4, 5):
        x = x.contiguous(memory_format=fmt)
    return reference, ours, x


def count_convs(model) -> dict:
    """The model's convolution modules: nn.Conv1d/2d/3d (subclasses too; what convert()
    routes) and transposed ones (ConvTranspose*d: torch's unless --transposed converts them)."""
    import torch
    convs = transposed = 0
    for module in model.modules():
        if isinstance(module, torch.nn.modules.conv._ConvNd):
            if module.transposed:
                transposed += 1
            else:
                convs += 1
    return {"convs": convs, "transposed": transposed}


_TORCH_CONV_OPS = ("convolution", "conv_depthwise", "slow_conv", "cudnn_conv", "mkldnn_conv", "miopen_conv",
                   "_conv", "conv_tbc", "thnn_conv")


def count_calls(model, x, scale: float = 1.0) -> dict:
    """The operator calls of one training step of ``model`` that reach hipconv
    (``torch.ops.hipconv.*``, by operator) and torch's convolution operators (``aten``:
    layers convert() did not change, such as transposed convolutions or a subclass left to
    torch), counted by a TorchDispatchMode.  A call whose plan is refused is a hipconv call
    that torch computes inside the operator: ``routes`` names those."""
    from torch.utils._python_dispatch import TorchDispatchMode

    class Calls(TorchDispatchMode):
        def __init__(self):
            super().__init__()
            self.calls = {"hipconv": {}, "torch": {}}

        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            name = func.overloadpacket.__name__
            side = ("hipconv" if func.namespace == "hipconv" else
                    "torch" if func.namespace == "aten" and name.startswith(_TORCH_CONV_OPS) else None)
            if side:
                self.calls[side][name] = self.calls[side].get(name, 0) + 1
            return func(*args, **(kwargs or {}))

    mode = Calls()
    with mode:
        _train_step(model, x, scale)
    return mode.calls


def instance_classes(hp) -> tuple:
    """({instance name: micro_kernel}, the names of the depthwise-specialized instances) of
    the three libraries the operators select from."""
    instances = [inst for direction in ("forward", "backward_data", "backward_weight")
                 for inst in hp.library(direction, quiet=True).instances]
    return ({inst.name: inst.micro_kernel for inst in instances},
            sorted(inst.name for inst in instances if inst.specialization == "depthwise"))


def scalar_plans(layers: list, dtype: str, device, hp, native, classes: dict,
                 layout: str = "channels_last") -> list:
    """The probed layers' directions whose plan runs a scalar instance (micro_kernel fma),
    as lines "layer (problem) direction: instance"."""
    dev = "cpu" if device.type == "cpu" else f"cuda:{device.index or 0}"
    out = []
    for layer in layers:
        module = layer["module"]
        if not hp.converted(module):
            continue
        problem = hp.module_problem(module, layer["x"].shape)
        for direction, bias in (("forward", module.bias is not None), ("backward_data", False),
                                ("backward_weight", False)):
            plan = native.plan_of(native.Request(direction, dtype, dev, bias, problem, layout=layout))
            if plan is None or plan["outcome"] != "run":
                continue
            instance = plan["message"].rpartition(":")[2]
            if classes.get(instance) in SCALAR:
                out.append(f"{layer['name']} ({problem}) {direction}: {instance}")
    return out


def _device_us(event) -> float:
    time_range = getattr(event, "time_range", None)
    if time_range is not None:
        try:
            return float(time_range.elapsed_us())
        except Exception:
            pass
    for attribute in ("device_time_total", "cuda_time_total", "device_time"):
        value = getattr(event, attribute, None)
        if value:
            return float(value)
    return 0.0


def profile_kernels(fn, device, steps: int = 1) -> list:
    """(name, microseconds) of each GPU kernel that ``steps`` calls of ``fn`` launch
    (torch.profiler, CUDA activity), after one unprofiled call."""
    from torch.profiler import ProfilerActivity, profile
    fn()
    _synchronize(device)
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        for _ in range(steps):
            fn()
        _synchronize(device)
    return [(event.name, _device_us(event)) for event in prof.events()
            if str(getattr(event, "device_type", "")).endswith("CUDA")]


def run_model(case: ModelCase, dtype: str, args, device, hp, native, say, row: Optional[dict] = None,
              classes: Optional[dict] = None, depthwise: Sequence[str] = ()) -> dict:
    """Measure ``case`` in ``dtype`` into ``row`` (made here if None), filled as it goes, so
    that a model stopped halfway (an error, its time limit) keeps what it measured."""
    import torch
    row = {} if row is None else row
    row.update({"model": case.name, "dtype": dtype, "batch": case.batch, "source": case.source})
    row.setdefault("steps", {})
    reference, ours, x = _copies(case, dtype, device, hp, args.memory_format,
                                 True if args.channels_last_filters else None, bool(getattr(args, "transposed", False)))
    row["input"] = list(x.shape)
    row.update(count_convs(reference))
    reference.train()
    ours.train()
    scale = LOSS_SCALE.get(dtype, 1.0)
    layers = probe(ours, x, hp, scale)
    transposed_layers = [layer for layer in layers if layer["transposed"]]
    layers = [layer for layer in layers if not layer["transposed"]]
    row["layers"] = len(layers)
    row["transposed_layers"] = len(transposed_layers)
    native_first = args.memory_format == "channels_first" and args.channels_first == "native"
    layout = "channels_first" if native_first else "channels_last"
    row["routed"], row["refused"], flops = routes(layers, dtype, device, hp, native, layout)
    row["conv_tflop_per_step"] = flops / 1e12
    rules = refusal_rules(row["refused"])
    say(f"{case.name} {dtype}: {row['convs']} convolutions ({row['transposed']} transposed), {row['routed']} of "
        f"{row['layers']} converted layers on hipconv"
        + (f", {len(row['refused'])} refused ({', '.join(f'{r} x{n}' for r, n in rules.items())})"
           if row["refused"] else ""))
    row["calls"] = count_calls(ours, x, scale)
    say(f"{case.name} {dtype}: a training step's calls: hipconv {row['calls']['hipconv'] or 0}, torch's "
        f"convolutions {row['calls']['torch'] or 0}")
    if classes:
        row["scalar_plans"] = scalar_plans(layers, dtype, device, hp, native, classes, layout)
        if row["scalar_plans"]:
            say(f"{case.name} {dtype}: {len(row['scalar_plans'])} layer directions on scalar instances, e.g. "
                f"{row['scalar_plans'][0]}")
    if not args.no_check:
        row["check"] = check_layers(layers, dtype, hp)
        if transposed_layers:
            row["check"] = merge_checks(row["check"], check_transposed(transposed_layers, dtype, hp))
        worst, worst_cudnn = row["check"]["worst"], row["check"]["worst_cudnn"]
        say(f"{case.name} {dtype}: per-layer check of {len(row['check']['layers'])} distinct layers, worst "
            f"relative error {_e(worst)} (cuDNN {dtype}: {_e(worst_cudnn)}), "
            f"{len(row['check']['failures'])} failures")
    if args.graph_breaks:
        for key, model in (("graph_breaks", ours), ("graph_breaks_cudnn", reference)):
            try:
                row[key] = graph_breaks(model, x)
            except Exception as error:          # report, don't hide
                row[key] = None
                row[f"{key}_error"] = f"{type(error).__name__}: {error}"

    def time_layers():
        row["layer_times"] = layer_times(layers, dtype, hp)
        row["slowest_layers"] = slowest_layers(row["layer_times"])
        for line in row["slowest_layers"]:
            say(f"{case.name} {dtype}: {line}")

    if device.type == "cuda" and args.layer_times == "all":
        time_layers()
    for mode in args.modes:
        for step in STEPS:
            model_pair = (reference, ours)
            if mode == "compiled":
                torch._dynamo.reset()
                model_pair = tuple(torch.compile(m, mode="reduce-overhead") for m in model_pair)
            for m in (reference, ours):
                m.train(step == "train")
            fn = (lambda m, t: _train_step(m, t, scale)) if step == "train" else _infer_step
            try:
                times = step_times({"cudnn": lambda: fn(model_pair[0], x), "hipconv": lambda: fn(model_pair[1], x)},
                                   args.steps, args.warmup if mode == "eager" else max(args.warmup, 3),
                                   args.rounds, device)
            except Exception as error:
                row.setdefault("errors", []).append(f"{step} {mode}: {type(error).__name__}: {error}")
                say(f"{case.name} {dtype} {step} {mode} failed: {type(error).__name__}: {error}")
                continue
            entry = {"cudnn_ms": times["cudnn"], "hipconv_ms": times["hipconv"]}
            if step == "train" and times["hipconv"]:
                entry["hipconv_conv_tflops"] = flops / (times["hipconv"] * 1e-3) / 1e12
                entry["cudnn_conv_tflops"] = flops / (times["cudnn"] * 1e-3) / 1e12
            row["steps"][f"{step}_{mode}"] = entry
            say(f"{case.name} {dtype} {step} {mode}: cuDNN {times['cudnn']:.2f} ms, hipconv "
                f"{times['hipconv']:.2f} ms, {_x(ratio(times['cudnn'], times['hipconv']))}")
    if "compiled" in args.modes:
        torch._dynamo.reset()
    if device.type == "cuda" and args.profile and classes:
        ours.train()
        try:
            row["conv_profile"] = conv_time_split(profile_kernels(lambda: _train_step(ours, x, scale), device),
                                                  classes, depthwise=depthwise)
            p = row["conv_profile"]
            say(f"{case.name} {dtype}: a training step's convolution GPU time {p['conv_ms']:.2f} ms: tensor-core "
                f"instances {p['tensor_core_ms']:.2f}, scalar {p['scalar_ms']:.2f} ({_share(row).strip()}; depthwise "
                f"{p['scalar_depthwise_ms']:.2f}), "
                f"torch's {p['torch_conv_ms']:.2f}; layout copies {p['layout_ms']:.2f}"
                + (f"; top scalar: {p['scalar_instances'][0]['instance']} {p['scalar_instances'][0]['ms']:.2f} ms"
                   if p["scalar_instances"] else ""))
        except Exception as error:          # a profile is not worth the model's row
            row["conv_profile_error"] = f"{type(error).__name__}: {error}"
            say(f"{case.name} {dtype}: profile failed: {row['conv_profile_error']}")
    if device.type == "cuda" and args.layer_times == "slow" and is_slow(row, args.slow_below):
        time_layers()
    del layers
    return row


def _e(value) -> str:
    return f"{value:.2e}" if value is not None else "-"


class ModelTimeout(BaseException):
    """A model past its time limit (a BaseException: the measurement's own ``except
    Exception`` clauses, which turn a failed step into a row's error, let it through)."""


@contextlib.contextmanager
def time_limit(seconds: Optional[float]):
    """Raise ModelTimeout in the main thread after ``seconds`` (SIGALRM; None or <= 0, or off
    the main thread: no limit).  A kernel already queued runs on: the next model's first
    synchronization waits for it."""
    usable = (seconds is not None and seconds > 0 and hasattr(signal, "setitimer")
              and threading.current_thread() is threading.main_thread())
    if not usable:
        yield
        return

    def expire(signum, frame):
        raise ModelTimeout(f"stopped at its time limit of {seconds:.0f} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


RESERVE_S = 15.0       # of a --deadline: kept for the table, the files and the plot at the end
MIN_START_S = 30.0     # a model does not start with less than this left before the deadline
_CONTEXT_LOST = ("illegal memory access", "illegal instruction", "device-side assert", "unspecified launch failure",
                 "misaligned address", "an illegal", "CUDA-capable device(s) is/are busy")


def run_cases(cases: Sequence[ModelCase], dtypes: Sequence[str], measure: Callable, save: Callable,
              say: Callable, deadline: Optional[float] = None, model_timeout: Optional[float] = None,
              clock: Callable = time.monotonic, start: Optional[float] = None,
              cleanup: Optional[Callable] = None) -> tuple:
    """Each (case, dtype): ``measure(case, dtype, row)`` fills ``row``; an exception (a model
    that fails to build or run) or its time limit ends that row with "error" (what it had
    measured kept), never the run.  ``save(rows, row)`` after each row.  ``deadline``:
    seconds from ``start`` (default: now) after which no model starts (and a model's limit
    is cut to what is left, less RESERVE_S); a lost CUDA context (an illegal address, a
    device-side assert) also stops the run, since every later model would fail.  Returns
    (rows, skipped, why stopped or None); skipped: (model, dtype) pairs not run."""
    start = clock() if start is None else start
    rows, skipped, stopped = [], [], None
    total, index = len(cases) * len(dtypes), 0
    for case in cases:
        for dtype in dtypes:
            index += 1
            limit = model_timeout if model_timeout and model_timeout > 0 else None
            if stopped is None and deadline is not None:
                left = deadline - (clock() - start) - RESERVE_S
                if left < MIN_START_S:
                    stopped = f"the deadline ({deadline:.0f} s; {max(0.0, left + RESERVE_S):.0f} s left)"
                else:
                    limit = left if limit is None else min(limit, left)
            if stopped is not None:
                skipped.append((case.name, dtype))
                continue
            row = {"model": case.name, "dtype": dtype, "batch": case.batch, "source": case.source,
                   "group": "zoo" if case.name in ZOO else "default", "steps": {}}
            say(f"[{index}/{total}] {case.name} {dtype}: batch {case.batch}, input {case.input}"
                + (f", time limit {limit:.0f} s" if limit else ""))
            began = clock()
            try:
                with time_limit(limit):
                    measure(case, dtype, row)
            except ModelTimeout as error:
                row["error"] = f"ModelTimeout: {error}"
            except Exception as error:      # a model that cannot be built or run: a row saying so
                row["error"] = f"{type(error).__name__}: {str(error)[:2000]}"
            row["seconds"] = round(clock() - began, 1)
            rows.append(row)
            if cleanup is not None:
                try:
                    cleanup()
                except Exception as error:
                    row.setdefault("errors", []).append(f"cleanup: {type(error).__name__}: {error}")
            save(rows, row)
            say(f"[{index}/{total}] {case.name} {dtype}: " + ("FAILED " if row.get("error") else "done ")
                + f"in {row['seconds']:.0f} s: " + _row_brief(row))
            error = row.get("error") or ""
            if any(sign in error for sign in _CONTEXT_LOST):
                stopped = f"a lost CUDA context ({case.name}: {error[:200]})"
    if stopped is not None and skipped:
        say(f"stopped by {stopped}: {len(skipped)} not run; to run them: --models "
            + ",".join(dict.fromkeys(name for name, _ in skipped)))
    return rows, skipped, stopped


def _row_brief(row: dict) -> str:
    parts = [f"{step} {mode} {_x(ratio(*_times(row, step, mode))).strip()}"
             for mode in MODES for step in STEPS if ratio(*_times(row, step, mode))]
    if row.get("conv_profile"):
        parts.append(f"scalar {_share(row).strip()} of conv time")
    check = row.get("check")
    if check:
        parts.append(f"check {'ok' if not check.get('failures') else 'FAIL'}")
    if row.get("refused"):
        parts.append(f"{len(row['refused'])} refused")
    if row.get("error"):
        parts.append(f"error: {row['error'][:300]}")
    return ", ".join(parts) or "nothing measured"


def parse_args(argv: Optional[Sequence[str]] = None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="python -m runtime.bench models", description=__doc__.split("\n\n")[0])
    ap.add_argument("--models", default=None,
                    help=f"comma-separated names or lists ('zoo': the model zoo, 'default': the nine, 'all': both); "
                         f"names: {', '.join(MODELS)} (default: the nine, or the zoo with --zoo)")
    ap.add_argument("--zoo", action="store_true",
                    help="the model zoo (issue 66): its rows added to --models (alone without it), and the zoo "
                         "defaults (bf16, 10 steps x 2 rounds, no graph breaks / host times / ceilings, layer "
                         "times of the models below --slow-below only, a 240 s limit a model)")
    ap.add_argument("--zoo-part", default=None, metavar="K/N",
                    help="run only the K-th of N parts of the models selected (parts balanced by each case's cost)")
    ap.add_argument("--list", action="store_true", help="print the selected models (source, batch, input, "
                    "what each covers) and exit")
    ap.add_argument("--merge", nargs="+", default=None, metavar="FILE",
                    help="no run: combine earlier runs' models.json (or models.jsonl) into one table, CSV, JSON "
                         "and plot in --out (needs no GPU, no torch)")
    ap.add_argument("--dtypes", default=None, help="comma-separated: bf16, fp16, fp32 (default bf16,fp16; zoo: bf16)")
    ap.add_argument("--modes", default="eager", help="comma-separated: eager, compiled (reduce-overhead)")
    ap.add_argument("--steps", type=int, default=None, help="timed steps per round and copy (default 20; zoo: 10)")
    ap.add_argument("--warmup", type=int, default=None, help="untimed steps before timing (default 3; zoo: 2)")
    ap.add_argument("--rounds", type=int, default=None, help="rounds alternating the two copies (default 3; zoo: 2)")
    ap.add_argument("--batch", type=int, default=None, help="override every model's batch size")
    ap.add_argument("--device", default=None, help="default: cuda if available, else cpu")
    ap.add_argument("--memory-format", choices=["channels_last", "channels_first"], default="channels_last",
                    help="the models' tensors (both copies): channels_last (default) or torch's default "
                         "contiguous channels_first")
    ap.add_argument("--channels-first", choices=["copy", "native"], default="copy",
                    help="with channels-first tensors: hipconv transposes them to channels-last (default: "
                         "'copy') or runs its channels-first instances on them (runtime.pytorch.configure)")
    ap.add_argument("--channels-last-filters", action="store_true",
                    help="convert hipconv's copy with convert(channels_last_filters=True): with "
                         "--memory-format channels_first, its activations turn channels-last at the first "
                         "layer (the cuDNN copy stays channels-first)")
    ap.add_argument("--transposed", action="store_true",
                    help="convert hipconv's copy with convert(transposed=True): its nn.ConvTranspose*d layers on "
                         "hipconv too, each checked in place (forward and both gradients) like the others")
    ap.add_argument("--no-check", action="store_true", help="skip the per-layer check")
    ap.add_argument("--layer-times", choices=["all", "slow", "none"], default=None,
                    help="time each distinct layer's three directions against cuDNN (GPU only): for every "
                         "model (default), only for models with a step below --slow-below (zoo default), or none")
    ap.add_argument("--no-layer-times", dest="layer_times", action="store_const", const="none",
                    help="--layer-times none")
    ap.add_argument("--slow-below", type=float, default=SLOW,
                    help=f"the ratio below which --layer-times slow times a model's layers (default {SLOW})")
    ap.add_argument("--graph-breaks", dest="graph_breaks", action="store_true", default=None,
                    help="count graph breaks under torch._dynamo.explain (default on; zoo: off)")
    ap.add_argument("--no-graph-breaks", dest="graph_breaks", action="store_false")
    ap.add_argument("--no-profile", dest="profile", action="store_false",
                    help="skip the profiled step that splits the convolution GPU time by instance class (GPU only)")
    ap.add_argument("--no-host", action="store_true", default=None, help="skip the host-time calls (zoo: skipped)")
    ap.add_argument("--skip-ceilings", action="store_true", default=None,
                    help="skip the GEMM and copy ceilings (zoo: skipped)")
    ap.add_argument("--deadline", type=float, default=None, metavar="SECONDS",
                    help="no model starts after this many seconds from the start (a model running then is "
                         f"cut at it, less {RESERVE_S:.0f} s for the files): for a call with a time limit")
    ap.add_argument("--model-timeout", type=float, default=None, metavar="SECONDS",
                    help="a model's time limit (its row ends with an error; default none; zoo: 240; 0: none)")
    ap.add_argument("--out", default=os.environ.get("OUT", "."), help="folder for models.json/jsonl/csv/png")
    args = ap.parse_args(argv)
    tokens = [m for m in (args.models or "").split(",") if m]
    if args.zoo or not tokens:
        tokens = tokens + (["zoo"] if args.zoo else ["default"])
    models = []
    for token in tokens:
        models.extend(ALIASES.get(token, [token]))
    args.models = list(dict.fromkeys(models))
    unknown = [m for m in args.models if m not in MODELS]
    if unknown:
        ap.error(f"unknown model(s) {', '.join(unknown)}; known: {', '.join(MODELS)} (lists: {', '.join(ALIASES)})")
    if args.zoo_part:
        try:
            part, parts = (int(v) for v in args.zoo_part.split("/"))
            args.models = partition(args.models, part, parts)
        except ValueError as error:
            ap.error(f"--zoo-part {args.zoo_part}: K/N with 1 <= K <= N ({error})")
    zoo = args.zoo or "zoo" in tokens or all(m in ZOO for m in args.models)
    args.zoo_defaults = zoo
    args.dtypes = [d for d in (args.dtypes or ("bf16" if zoo else "bf16,fp16")).split(",") if d]
    args.modes = [m for m in args.modes.split(",") if m]
    for value, allowed, name in ((args.dtypes, TOLERANCE, "dtype"), (args.modes, MODES, "mode")):
        bad = [v for v in value if v not in allowed]
        if bad:
            ap.error(f"unknown {name}(s) {', '.join(bad)}; accepted: {', '.join(allowed)}")
    for name, usual, in_zoo in (("steps", 20, 10), ("warmup", 3, 2), ("rounds", 3, 2)):
        if getattr(args, name) is None:
            setattr(args, name, in_zoo if zoo else usual)
    args.layer_times = args.layer_times or ("slow" if zoo else "all")
    args.graph_breaks = (not zoo) if args.graph_breaks is None else args.graph_breaks
    args.no_host = zoo if args.no_host is None else args.no_host
    args.skip_ceilings = zoo if args.skip_ceilings is None else args.skip_ceilings
    if args.model_timeout is None and zoo:
        args.model_timeout = 240.0
    return args


def main(argv: Optional[Sequence[str]] = None) -> int:
    began = time.monotonic()
    args = parse_args(argv)

    def say(line: str):
        print(line, flush=True)

    if args.list:
        print(format_list(args.models))
        return 0
    if args.merge:
        rows, metas = read_rows(args.merge)
        os.makedirs(args.out, exist_ok=True)
        meta = dict(metas[0]) if metas else {}
        meta["merged"] = list(args.merge)
        write_results(rows, meta, args.out)
        print(format_table(rows, meta), flush=True)
        say(f"merged {len(rows)} rows into {args.out}/models.json, models.csv, models.png")
        return 1 if [r for r in rows if r.get("error") or (r.get("check") or {}).get("failures")] else 0
    import dataclasses
    import gc

    import torch

    import runtime.pytorch as hp
    from runtime import native
    from runtime.timing import measure_ceilings

    device = torch.device(args.device or ("cuda" if torch.cuda.is_available() else "cpu"))
    torch.backends.cudnn.benchmark = True
    torch.backends.cudnn.allow_tf32 = False
    torch.backends.cuda.matmul.allow_tf32 = False
    os.makedirs(args.out, exist_ok=True)
    say(f"models: {len(args.models)} ({', '.join(args.models)}), dtypes {','.join(args.dtypes)}, modes "
        f"{','.join(args.modes)}, {args.steps} steps x {args.rounds} rounds"
        + (f", deadline {args.deadline:.0f} s" if args.deadline else "")
        + (f", {args.model_timeout:.0f} s a model" if args.model_timeout else ""))
    hp.prebuild()
    hp.configure(channels_first=args.channels_first)
    try:
        classes, depthwise = instance_classes(hp)
    except Exception as error:              # the scalar-share columns stay empty
        classes, depthwise = {}, []
        say(f"instance table unavailable ({type(error).__name__}: {error}): no scalar shares")
    meta = {"memory_format": args.memory_format, "channels_first": args.channels_first,
            "channels_last_filters": args.channels_last_filters,
            "transposed": args.transposed,
            "device": torch.cuda.get_device_name(device) if device.type == "cuda" else "cpu",
            "torch": torch.__version__, "cudnn": torch.backends.cudnn.version(), "argv": sys.argv[1:],
            "batch_override": args.batch, "models": args.models, "dtypes": args.dtypes, "steps": args.steps,
            "rounds": args.rounds, "warmup": args.warmup, "zoo_part": args.zoo_part,
            "versions": _versions()}
    if device.type == "cuda" and not args.skip_ceilings:
        meta["ceilings"] = measure_ceilings(3, 10)
        say(f"ceilings: bf16 GEMM {meta['ceilings']['matmul_bf16_tflops']:.0f} TFLOP/s, copy "
            f"{meta['ceilings']['copy_gbs']:.0f} GB/s")
    if not args.no_host:
        meta["host_us"] = host_times(device, args.dtypes[0], hp)
        for name, value in meta["host_us"].items():
            say(f"host time per call, {name}: {value:.1f} us")
    save = ResultFiles(args.out, meta)

    def measure(case, dtype, row):
        run_model(case, dtype, args, device, hp, native, say, row, classes, depthwise)

    def cleanup():
        gc.collect()
        if device.type == "cuda":
            torch.cuda.synchronize(device)
            torch.cuda.empty_cache()

    cases = [dataclasses.replace(MODELS[name], batch=args.batch) if args.batch else MODELS[name]
             for name in args.models]
    rows, skipped, stopped = run_cases(cases, args.dtypes, measure, save, say, args.deadline, args.model_timeout,
                                       start=began, cleanup=cleanup)
    meta["skipped"] = [f"{name} {dtype}" for name, dtype in skipped]
    meta["stopped"] = stopped
    meta["seconds"] = round(time.monotonic() - began, 1)
    write_results(rows, meta, args.out)
    print(format_table(rows, meta), flush=True)
    if os.path.exists(os.path.join(args.out, "models.png")):
        say(f"plot: {os.path.join(args.out, 'models.png')}")
    failed = [r for r in rows if r.get("error") or (r.get("check") or {}).get("failures")]
    return 1 if failed else 0


def _versions() -> dict:
    """The installed versions of the model sources (None: not installed)."""
    from importlib import metadata
    out = {}
    for package in ("torch", "torchvision", "torchaudio", "timm", "transformers"):
        try:
            out[package] = metadata.version(package)
        except Exception:
            out[package] = None
    return out


if __name__ == "__main__":
    sys.exit(main())
