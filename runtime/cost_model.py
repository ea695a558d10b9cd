"""A fitted cost model of the kernel instances: the predicted time of an instance on a problem and
a device, for ``Library.select`` with ``HIPCONV_SELECTION=model`` (docs/reference.md).

Form: per direction, gradient-boosted regression trees (complete binary trees of a fixed depth,
squared loss) on ``log(time / roofline time)``: how far from the device's roofline an instance
runs a problem, from the instance's facts (micro-kernel, specialization, tile, stages, threads,
shared memory, vectors, split, schedule, loads, ...), the problem's (sizes, the GEMM extents of
the direction, taps, strides, bytes, flops) and both together (the tile fill, the tiles and
waves on the device's multiprocessors, k-steps).  The roofline time is the larger of the flops
over the device's GEMM peak and the bytes over its copy bandwidth (``selection_data.Device``).

Evaluation is numpy only: the trees are arrays and a prediction walks every tree at once, one
level at a time.  The fitted parameters ship as ``runtime/data/cost_model.json`` (written by
``python -m runtime.bench selection --fit``, which names the result files they were fitted on);
nothing is fitted at import or at a call.  The fit is deterministic (no sampling; ties go to
the first feature and threshold).
"""

from __future__ import annotations

import functools
import json
import math
from pathlib import Path
from typing import Optional, Sequence

import numpy as np

from codegen.model import DataType

from .instance import Instance
from .problem import ConvProblem
from .selection_data import Device

SHIPPED = Path(__file__).resolve().parent / "data" / "cost_model.json"
FORMAT = 1

MICRO_KERNELS = ("fma", "mma_sync", "wgmma", "mfma")
SPECIALIZATIONS = ("default", "few_channels", "filter1x1_stride1_pad0", "filter1x1_pad0", "depthwise",
                   "tap_window", "winograd_2x2_3x3")
ITEMSIZE = {dtype.value: dtype.bytes for dtype in DataType}
# the multiprocessor's shared memory a block may hold (H100 / H200: 227 KiB) and its threads
SHARED_PER_MULTIPROCESSOR = 232448
THREADS_PER_MULTIPROCESSOR = 2048
# fp32 (no tensor cores) runs at this fraction of the bf16 GEMM peak in the roofline
FP32_PEAK_FRACTION = 1 / 12

FEATURES = (
    # the problem
    "itemsize", "spatial_dim", "log_G", "log_N", "log_C", "log_K", "log_positions", "log_input_positions",
    "log_taps", "log_stride", "dilated", "log_gemm_m", "log_gemm_n", "log_gemm_k", "log_flops", "log_bytes",
    "log_intensity", "compute_bound",
    # the device
    "multiprocessors", "log_matmul_tflops", "log_copy_gbs",
    # the instance
    *(f"mk_{m}" for m in MICRO_KERNELS), *(f"spec_{s}" for s in SPECIALIZATIONS),
    "log_block_m", "log_block_n", "log_block_k", "stages", "log_threads", "shared_kib",
    "vector_x", "vector_w", "vector_y", "split_auto", "log_split", "deterministic", "log_groups_per_block",
    "index64", "tma", "persistent", "patches", "tap_channels", "tile_rows", "log_merge_groups",
    "pad_channels", "input_image", "thread_m", "thread_n", "thread_k", "warp_m", "warp_n",
    "warpgroup_m", "warpgroup_n", "fused_epilogue",
    # both
    "tile_fill", "reduction_fill", "log_tiles", "log_waves", "wave_fill", "blocks_per_mp", "log_k_steps",
    "padded_work",
)


def _log2(value: float) -> float:
    return math.log2(value) if value > 0 else -1.0


def gemm_extents(direction: str, problem: ConvProblem) -> tuple:
    """(M, N, K) of one group's implicit GEMM: forward: N*output x K x C*taps; backward-data:
    N*input x C x K*taps; backward-weight: K x C*taps x N*output."""
    positions = problem.N * math.prod(problem.output)
    taps = math.prod(problem.filter)
    if direction == "forward":
        return positions, problem.K, problem.C * taps
    if direction == "backward_data":
        return problem.N * math.prod(problem.input), problem.C, problem.K * taps
    return problem.K, problem.C * taps, positions


def problem_flops_bytes(problem: ConvProblem, itemsize: int) -> tuple:
    footprint = sum(math.prod(s) for s in (problem.x_shape, problem.w_shape, problem.y_shape))
    return float(problem.flops), float(footprint * itemsize)


def roofline_ms(problem: ConvProblem, dtype: str, device: Device) -> float:
    """The larger of the flops at the device's GEMM peak and the bytes at its copy bandwidth, ms."""
    flops, nbytes = problem_flops_bytes(problem, ITEMSIZE.get(dtype, 4))
    peak = device.matmul_tflops * (FP32_PEAK_FRACTION if ITEMSIZE.get(dtype, 4) >= 4 else 1.0)
    return max(flops / (peak * 1e12), nbytes / (device.copy_gbs * 1e9)) * 1e3


@functools.lru_cache(maxsize=4096)
def _problem_features(direction: str, problem: ConvProblem, dtype: str, device: Device) -> tuple:
    itemsize = ITEMSIZE.get(dtype, 4)
    m, n, k = gemm_extents(direction, problem)
    flops, nbytes = problem_flops_bytes(problem, itemsize)
    roof = roofline_ms(problem, dtype, device)
    peak = device.matmul_tflops * (FP32_PEAK_FRACTION if itemsize >= 4 else 1.0)
    return (itemsize, problem.spatial_dim, _log2(problem.G), _log2(problem.N), _log2(problem.C),
            _log2(problem.K), _log2(math.prod(problem.output)), _log2(math.prod(problem.input)),
            _log2(math.prod(problem.filter)), _log2(math.prod(problem.stride)),
            float(any(d > 1 for d in problem.dilation)), _log2(m), _log2(n), _log2(k), _log2(flops),
            _log2(nbytes), _log2(flops / nbytes), float(flops / (peak * 1e12) > nbytes / (device.copy_gbs * 1e9)),
            device.multiprocessors, _log2(device.matmul_tflops), _log2(device.copy_gbs)), roof


def features(inst: Instance, problem: ConvProblem, device: Device) -> tuple:
    """(the feature vector of FEATURES, the roofline time in ms) of ``inst`` on ``problem``."""
    from .selection import reduction_fill, tile_fill       # (selection imports nothing of this module)
    dtype = inst.x_type
    base, roof = _problem_features(inst.direction, problem, dtype, device)
    m, n, k = gemm_extents(inst.direction, problem)
    bm, bn, bk = inst.block
    groups = problem.G
    if inst.specialization == "depthwise":          # a block's columns are groups
        n, groups = problem.G, 1
    elif inst.merge_groups > 1:
        groups = -(-problem.G // inst.merge_groups)
        if inst.direction == "backward_weight":
            m *= inst.merge_groups
        n *= inst.merge_groups
    gpb = max(inst.groups_per_block, 1)
    tiles = -(-groups // gpb) * -(-m // max(bm // gpb, 1)) * -(-n // bn)
    by_threads = THREADS_PER_MULTIPROCESSOR // max(inst.threads, 1)
    by_shared = SHARED_PER_MULTIPROCESSOR // inst.shared_memory_bytes if inst.shared_memory_bytes else 32
    per_mp = max(1, min(by_threads, by_shared, 32))
    waves = tiles / (device.multiprocessors * per_mp)
    padded = (-(-m // max(bm // gpb, 1)) * max(bm // gpb, 1) * -(-n // bn) * bn) / max(m * n, 1)
    split = inst.split_k
    thread = inst.thread or (0, 0, 0)
    warp = inst.warp or (0, 0)
    wg = inst.warpgroup or (0, 0)
    own = (
        *(float(inst.micro_kernel == mk) for mk in MICRO_KERNELS),
        *(float(inst.specialization == s) for s in SPECIALIZATIONS),
        _log2(bm), _log2(bn), _log2(bk), inst.stages, _log2(inst.threads), inst.shared_memory_bytes / 1024,
        inst.vector.get("x", 1), inst.vector.get("w", 1), inst.vector.get("y", 1),
        float(split == "auto"), 0.0 if split == "auto" else _log2(split), float(inst.deterministic),
        _log2(gpb), float(inst.index_bits == 64), float(inst.loads == "tma"),
        float(inst.schedule == "persistent"), float(inst.position_boxes == "patches"), inst.tap_channels,
        inst.tile_rows, _log2(inst.merge_groups), inst.pad_channels, inst.input_image,
        thread[0], thread[1], thread[2] if len(thread) > 2 else 0, warp[0], warp[1], wg[0], wg[1],
        float(inst.epilogue != "acc"),
    )
    both = (tile_fill(inst, problem), reduction_fill(inst, problem), _log2(tiles), _log2(waves),
            waves / math.ceil(waves) if waves > 0 else 0.0, per_mp, _log2(-(-k // max(bk, 1))), padded)
    return base + own + both, roof


# ------------------------------------------------------------------ the trees


class Forest:
    """Complete binary regression trees of one depth: ``feature`` and ``threshold`` (trees x
    internal nodes, level order), ``leaf`` (trees x leaves); a sample goes right where its
    feature exceeds the threshold.  Prediction: ``base`` plus the leaves reached."""

    def __init__(self, base: float, feature, threshold, leaf):
        self.base = float(base)
        self.feature = np.asarray(feature, dtype=np.int64).reshape(len(leaf), -1)
        self.threshold = np.asarray(threshold, dtype=np.float64).reshape(len(leaf), -1)
        self.leaf = np.asarray(leaf, dtype=np.float64)
        self.depth = int(round(math.log2(self.leaf.shape[1]))) if len(self.leaf) else 0

    def predict(self, x) -> np.ndarray:
        x = np.asarray(x, dtype=np.float64)
        if x.ndim == 1:
            x = x[None, :]
        trees = self.leaf.shape[0]
        if trees == 0:
            return np.full(len(x), self.base)
        node = np.zeros((len(x), trees), dtype=np.int64)
        cols = np.arange(trees)[None, :]
        rows = np.arange(len(x))[:, None]
        for _ in range(self.depth):
            f = self.feature[cols, node]
            go = x[rows, f] > self.threshold[cols, node]
            node = 2 * node + 1 + go
        leaves = node - (2 ** self.depth - 1)
        return self.base + self.leaf[cols, leaves].sum(axis=1)

    def to_dict(self) -> dict:
        return dict(base=self.base, depth=self.depth, feature=self.feature.tolist(),
                    threshold=[[None if math.isinf(t) else t for t in row] for row in self.threshold.tolist()],
                    leaf=self.leaf.tolist())

    @classmethod
    def from_dict(cls, d: dict) -> "Forest":
        leaf = d["leaf"]
        return cls(d["base"], d["feature"], [[math.inf if t is None else t for t in row] for row in d["threshold"]]
                   if leaf else [], leaf)


def _round(value: float, digits: int = 6) -> float:
    return float(f"{value:.{digits}g}")


def fit_forest(x: np.ndarray, y: np.ndarray, w: np.ndarray, trees: int = 300, depth: int = 5,
               rate: float = 0.1, bins: int = 48, min_weight: float = 2.0, l2: float = 1.0) -> Forest:
    """Gradient boosting of complete trees on squared loss (weights ``w``); each feature's
    thresholds are among its quantiles (``bins`` of them, rounded to 6 digits so the shipped
    JSON predicts what was fitted).  Deterministic."""
    x = np.asarray(x, dtype=np.float64)
    y = np.asarray(y, dtype=np.float64)
    w = np.asarray(w, dtype=np.float64)
    n, nf = x.shape
    edges = []
    xb = np.zeros((n, nf), dtype=np.int64)
    for f in range(nf):
        values = np.unique(x[:, f])
        if len(values) > bins:
            values = np.unique(np.quantile(x[:, f], np.linspace(0, 1, bins + 1)[1:-1], method="lower"))
        cuts = np.unique([_round(v) for v in values])
        cuts = cuts[cuts < x[:, f].max()]                # a cut must send something right
        edges.append(cuts)
        xb[:, f] = np.searchsorted(cuts, x[:, f], side="left")   # bin b: x <= cuts[b] (b < len)
    active = np.array([f for f, e in enumerate(edges) if len(e)], dtype=np.int64)   # features that can split
    na = len(active)
    nb = max([len(edges[f]) for f in active] + [0]) + 1
    flat_bins = (np.arange(na) * nb)[None, :] + xb[:, active]           # n x na
    w_rep = np.repeat(w, na)
    base = float(np.sum(w * y) / np.sum(w))
    pred = np.full(n, base)
    internal = 2 ** depth - 1
    feats = np.zeros((trees, internal), dtype=np.int64)
    thrs = np.full((trees, internal), math.inf)
    leaves = np.zeros((trees, 2 ** depth))
    valid = np.zeros((na, nb), dtype=bool)
    for j, f in enumerate(active):
        valid[j, :len(edges[f])] = True
    rows = np.arange(n)
    for t in range(trees):
        g = w * (y - pred)
        g_rep = np.repeat(g, na)
        node = np.zeros(n, dtype=np.int64)
        for level in range(depth):
            first = 2 ** level - 1
            count = 2 ** level
            local = node - first
            index = (flat_bins + (local * (na * nb))[:, None]).ravel()
            size = count * na * nb
            gs = np.bincount(index, g_rep, size).reshape(count, na, nb)
            hs = np.bincount(index, w_rep, size).reshape(count, na, nb)
            gl, hl = np.cumsum(gs, axis=2), np.cumsum(hs, axis=2)
            gt, ht = gl[:, :, -1:], hl[:, :, -1:]
            gr, hr = gt - gl, ht - hl
            gain = gl ** 2 / (hl + l2) + gr ** 2 / (hr + l2) - gt ** 2 / (ht + l2)
            ok = valid[None] & (hl >= min_weight) & (hr >= min_weight)
            flat = np.where(ok, gain, -np.inf).reshape(count, -1)
            best = np.argmax(flat, axis=1)
            split = flat[np.arange(count), best] > 1e-12
            bf, bb = best // nb, best % nb
            node_feature = np.where(split, bf, 0)
            node_cut = np.where(split, bb, nb)
            for j in np.nonzero(split)[0]:
                feats[t, first + j] = active[bf[j]]
                thrs[t, first + j] = edges[active[bf[j]]][bb[j]]
            go = xb[rows, active[node_feature[local]]] > node_cut[local]
            node = 2 * node + 1 + go
        leaf = node - internal
        gsum = np.bincount(leaf, g, 2 ** depth)
        hsum = np.bincount(leaf, w, 2 ** depth)
        values = np.array([_round(v) for v in rate * gsum / (hsum + l2)])
        leaves[t] = values
        pred += values[leaf]
    return Forest(_round(base), feats, thrs, leaves)


# ------------------------------------------------------------------ the model


class CostModel:
    """Per direction a Forest of log(time / roofline time); ``predict_ms`` the times."""

    def __init__(self, forests: dict, meta: Optional[dict] = None):
        self.forests = forests
        self.meta = meta or {}

    def predict_ms(self, instances: Sequence[Instance], problem: ConvProblem, device: Device) -> list:
        """The predicted time in ms of each instance on ``problem``."""
        if not instances:
            return []
        out = [math.nan] * len(instances)
        by_direction = {}
        for i, inst in enumerate(instances):
            by_direction.setdefault(inst.direction, []).append(i)
        for direction, indices in by_direction.items():
            rows = [features(instances[i], problem, device) for i in indices]
            forest = self.forests[direction]
            logs = forest.predict(np.array([r[0] for r in rows]))
            for i, (_, roof), v in zip(indices, rows, logs):
                out[i] = float(roof * math.exp(v))
        return out

    def deciding_features(self, first: Instance, second: Instance, problem: ConvProblem, device: Device,
                          count: int = 3) -> list:
        """Why ``second`` is predicted slower than ``first`` (same direction): the features in
        which they differ, each with the factor by which ``second``'s predicted time falls when
        that one feature takes ``first``'s value (the others kept), largest first; at most
        ``count``, only those that lower it."""
        forest = self.forests[first.direction]
        a = np.asarray(features(first, problem, device)[0], dtype=np.float64)
        b = np.asarray(features(second, problem, device)[0], dtype=np.float64)
        differ = [j for j in range(len(a)) if a[j] != b[j]]
        if not differ:
            return []
        swapped = np.repeat(b[None, :], len(differ), axis=0)
        swapped[np.arange(len(differ)), differ] = a[differ]
        base = float(forest.predict(b)[0])
        effects = sorted(((base - float(v), FEATURES[j]) for j, v in zip(differ, forest.predict(swapped))),
                         reverse=True)
        return [(name, math.exp(effect)) for effect, name in effects[:count] if effect > 0]

    def to_dict(self) -> dict:
        return dict(format=FORMAT, features=list(FEATURES), **self.meta,
                    forests={d: f.to_dict() for d, f in sorted(self.forests.items())})

    @classmethod
    def from_dict(cls, d: dict) -> "CostModel":
        if d.get("format") != FORMAT or list(d.get("features", ())) != list(FEATURES):
            raise ValueError("the cost model's parameters were fitted on other features than this runtime's "
                             "(refit: python -m runtime.bench selection --fit)")
        meta = {k: v for k, v in d.items() if k not in ("format", "features", "forests")}
        return cls({k: Forest.from_dict(v) for k, v in d["forests"].items()}, meta)

    def save(self, path: Path):
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(self.to_dict(), separators=(",", ":")) + "\n")


@functools.lru_cache(maxsize=2)
def shipped(path: Optional[str] = None) -> CostModel:
    """The shipped parameters (runtime/data/cost_model.json), read once."""
    return CostModel.from_dict(json.loads(Path(path or SHIPPED).read_text()))
