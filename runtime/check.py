"""Numerical checks against the float64 references: tolerances and a problem matrix.

Used by ``python -m codegen SPEC --build --check`` and by the tests, so both
judge a kernel the same way.

Tolerances: the reference sees exactly the (rounded) inputs the kernel sees,
so the error comes from fp32 accumulation order and the final rounding of
the output to its dtype.  A result passes when the relative error
``||out - ref|| / ||ref||`` is within ``relative`` AND every element satisfies
``|out - ref| <= atol * max|ref| + rtol * |ref|``.  NaN or inf never passes.
"""

from __future__ import annotations

import dataclasses
from typing import Optional

import numpy as np

from codegen.model import Direction, Layout

from .numerics import (REFERENCES, TOLERANCES, Comparison, Tolerance, apply_epilogue, compare,  # noqa: F401 (check.compare & co.)
                       compare_statistics, reference_and_scale)

from .operands import exercised_epilogue, nondefault_scalars, random_epilogue_tensors
from .problem import ConvProblem


def random_inputs(problem: ConvProblem, dtypes: dict, seed: int) -> dict:
    """Random arrays in [-1, 1) per role ('x', 'w', 'y') in the given numpy dtypes."""
    rng = np.random.default_rng(seed)
    shapes = {"x": problem.x_shape, "w": problem.w_shape, "y": problem.y_shape}
    return {role: rng.uniform(-1.0, 1.0, size=shapes[role]).astype(dtype)
            for role, dtype in dtypes.items()}


def _p(G, N, C, K, input, filter, **kw) -> ConvProblem:
    return ConvProblem(G, N, C, K, input, filter, **kw)


def input_image_problems() -> list[ConvProblem]:
    """2D problems of C <= 4 for the input-image instances (input_image): the stem's shape,
    images so small that a block's rows span several batch images, G > 1, K not a multiple of
    the block's columns, stride 1 and 3, dilation, asymmetric padding, 1x1."""
    return [
        _p(1, 2, 3, 64, (32, 30), (7, 7), stride=2, pad=3),
        _p(1, 3, 3, 64, (9, 9), (7, 7), stride=2, pad=3),
        _p(2, 2, 3, 40, (13, 11), (7, 7), stride=2, pad=3),
        _p(1, 2, 4, 80, (12, 17), (3, 5), stride=1, pad=(1, 2)),
        _p(1, 3, 2, 16, (15, 14), (3, 3), stride=(2, 3), dilation=(2, 1), pad=(2, 1), pad_right=(0, 3)),
        _p(1, 2, 1, 8, (20, 9), (5, 3), stride=3, dilation=2, pad=0),
        _p(3, 1, 3, 24, (6, 40), (1, 1)),
        _p(1, 4, 3, 64, (5, 5), (7, 7), stride=1, pad=3),
    ]


def weight_image_problems() -> list[ConvProblem]:
    """2D problems for backward-weight's input-image instances (input_image; C and K multiples
    of 8, G a multiple of 2 or 4 for the merged ones): ResNeXt's C = K = 16 3x3 with tiles
    spanning batch images, C != K, stride 2 with asymmetric padding, dilation 2 on images smaller
    than a tile, a 1x3 filter with unequal strides, 1x1, RegNet's C = K = 8 with G = 6, a slice
    long enough to split, and C = 24 (its 216 columns exceed a block's: refused).  Then K past
    one 16-row tile (24 to 128: two to eight row tiles, the last one half filled at 24 and 40; 48 over a
    slice long enough to split),
    which the merged instances refuse (K <= their 16-row slots) and one group per block
    (image1*) runs in ceil(K / 16) row tiles, each reading its own channels of the staged dY."""
    return [
        _p(8, 3, 16, 16, (14, 14), (3, 3), pad=1),
        _p(4, 2, 8, 16, (9, 7), (3, 3), stride=2, pad=1, pad_right=0),
        _p(4, 2, 16, 8, (5, 6), (3, 3), dilation=2, pad=2),
        _p(4, 2, 8, 8, (12, 10), (1, 3), stride=(1, 2), pad=(0, 1)),
        _p(4, 2, 8, 8, (6, 6), (1, 1)),
        _p(6, 2, 8, 8, (14, 14), (3, 3), pad=1),
        _p(4, 1, 16, 16, (40, 30), (3, 3), pad=1),
        _p(4, 1, 24, 8, (6, 6), (3, 3), pad=1),
        _p(3, 2, 8, 24, (7, 7), (3, 3), pad=1),
        _p(1, 1, 8, 32, (6, 6), (1, 1)),
        _p(1, 2, 16, 40, (9, 8), (2, 2), stride=2),
        _p(2, 1, 8, 64, (10, 9), (3, 3), stride=2, pad=1, pad_right=0),
        _p(1, 1, 8, 128, (5, 6), (3, 3), dilation=2, pad=2),
        _p(1, 2, 8, 48, (24, 20), (3, 3), pad=1),
    ]


def test_problems(spatial_dim: int) -> list[ConvProblem]:
    """The matrix the issue asks for, per spatial rank: strides 1-3, dilation 1-2,
    asymmetric padding, C and K not multiples of any tile, G > 1, N = 1, 1x1
    filters, stride larger than the filter.  C, K in {3, 5} suit scalar
    instances; {8, 24, 40} suit every vector width up to 8."""
    if spatial_dim == 1:
        return [
            _p(1, 2, 3, 5, (11,), (3,), pad=1),
            _p(2, 1, 24, 40, (13,), (3,), stride=2, pad=1, pad_right=0),
            _p(3, 2, 8, 16, (17,), (5,), stride=3, dilation=2, pad=2, pad_right=3),
            _p(2, 1, 8, 24, (9,), (2,), stride=3, pad=0),                       # stride > filter
            _p(2, 2, 24, 8, (10,), (1,)),                                       # 1x1
            _p(1, 1, 16, 8, (12,), (1,), stride=2),                             # 1x1, stride 2
            _p(1, 1, 72, 136, (7,), (3,), dilation=2, pad=(2,), pad_right=(1,)),
        ]
    if spatial_dim == 2:
        return [
            _p(1, 2, 3, 5, (7, 6), (3, 3), pad=1),
            _p(2, 1, 24, 40, (9, 8), (3, 3), stride=2, pad=(1, 0), pad_right=(0, 2)),
            _p(2, 1, 8, 16, (11, 10), (3, 2), stride=(3, 2), dilation=(2, 1), pad=(2, 1)),
            _p(1, 2, 8, 24, (8, 7), (2, 2), stride=3),                          # stride > filter
            _p(3, 1, 16, 8, (6, 5), (1, 1)),                                    # 1x1
            _p(1, 1, 72, 136, (5, 6), (3, 3), dilation=2, pad=2, pad_right=1),
            _p(2, 1, 3, 16, (13, 11), (7, 7), stride=2, pad=3),                 # the stem: C = 3, K = 16
        ]
    return [
        _p(1, 1, 3, 5, (4, 5, 4), (3, 3, 3), pad=1),
        _p(2, 1, 8, 24, (6, 5, 7), (3, 2, 3), stride=(2, 1, 3), dilation=(1, 2, 1),
           pad=(1, 0, 2), pad_right=(0, 1, 0)),
        _p(1, 2, 24, 8, (5, 4, 4), (1, 1, 1)),                                  # 1x1
        _p(2, 1, 8, 16, (5, 6, 5), (2, 2, 2), stride=3, pad=(0, 1, 0)),         # stride > filter
    ]


def depthwise_problems(spatial_dim: int) -> list[ConvProblem]:
    """C = K = 1 per group, G a multiple of 8 (every group vector width up to 8): filters
    3/5/7/9, strides 1 and 2, asymmetric padding, dilation; at stride 1 (the staged-tile
    kernels' problems) also G past 32 groups, sizes past one tile and row tiles, and
    dilation along the rows alone."""
    if spatial_dim == 1:
        return [
            _p(16, 2, 1, 1, (13,), (3,), pad=1),
            _p(40, 1, 1, 1, (37,), (5,), dilation=2, pad=3, pad_right=2),
            _p(8, 1, 1, 1, (17,), (5,), stride=2, pad=2, pad_right=1),
            _p(24, 2, 1, 1, (12,), (7,), dilation=2, pad=3, pad_right=4),
        ]
    if spatial_dim == 2:
        return [
            _p(16, 2, 1, 1, (7, 6), (3, 3), pad=1),
            _p(8, 1, 1, 1, (9, 8), (5, 5), stride=2, pad=(2, 1), pad_right=(1, 2)),
            _p(24, 1, 1, 1, (8, 9), (7, 7), pad=3),
            _p(8, 1, 1, 1, (10, 11), (9, 9), pad=4),    # 81 taps: more than one W chunk (64)
            _p(8, 1, 1, 1, (9, 10), (3, 3), stride=(2, 3), dilation=2, pad=2, pad_right=(1, 2)),
            _p(40, 2, 1, 1, (11, 19), (5, 5), pad=(2, 1), pad_right=(2, 3)),
            _p(16, 1, 1, 1, (10, 13), (3, 3), dilation=2, pad=(2, 1), pad_right=(1, 2)),
            _p(8, 1, 1, 1, (40, 12), (5, 5), pad=2),     # 5 row tiles of 8
            _p(8, 1, 1, 1, (12, 10), (3, 3), dilation=(2, 1), pad=(2, 1)),   # rows dilated, columns not
            # row and column tails past a tile or a run of rows, several split slices,
            # a second group block of 8 groups
            _p(40, 3, 1, 1, (19, 37), (3, 3), pad=(1, 0), pad_right=(0, 2)),
            # stride 2 along the innermost axis with a 3-wide filter (the strided X
            # window of backward-weight runs): runs of 4 and 8 and a tail per 17-wide row
            _p(16, 2, 1, 1, (9, 34), (3, 3), stride=2, pad=1),
            # 5x5 at stride 2 (EfficientNet's; the strided 5-wide window of block.k-25 runs):
            # 9 outputs per row (two runs of 4 and a tail), 40 groups (a partial group block)
            _p(40, 1, 1, 1, (7, 18), (5, 5), stride=2, pad=2),
            # 7x7 (ConvNeXt's; the tap teams of thread.k split its 49 taps by filter row):
            # three images, row tiles with a tail, runs with a tail, a partial second block
            # of 64 groups; asymmetric padding; rows dilated
            _p(72, 3, 1, 1, (16, 10), (7, 7), pad=3),
            _p(16, 2, 1, 1, (9, 14), (7, 7), pad=(3, 2), pad_right=(2, 3)),
            _p(8, 1, 1, 1, (20, 9), (7, 7), dilation=(2, 1), pad=(6, 3)),
            # filters of fewer or more rows than the tap teams' tile holds (3x7, 9x7: rows
            # of the tile past the filter, a second tap tile) and a 7x5 one for the 5-tap teams
            _p(16, 2, 1, 1, (9, 15), (3, 7), pad=(1, 3)),
            _p(16, 1, 1, 1, (12, 10), (9, 7), pad=(4, 3)),
            _p(8, 1, 1, 1, (11, 9), (7, 5), pad=(3, 2)),
        ]
    return [
        _p(16, 1, 1, 1, (4, 5, 4), (3, 3, 3), pad=1),
        _p(8, 2, 1, 1, (5, 6, 5), (3, 3, 3), stride=(2, 1, 2), pad=(1, 1, 0), pad_right=(0, 1, 1)),
        _p(40, 1, 1, 1, (4, 9, 18), (3, 3, 3), dilation=(2, 1, 1), pad=(2, 1, 1), pad_right=(1, 1, 0)),
        _p(8, 1, 1, 1, (2, 27, 9), (1, 3, 3), pad=(0, 1, 1)),   # one plane per tile, 4 row tiles of 8
    ]


def winograd_problems() -> list[ConvProblem]:
    """2D 3x3 stride-1 problems for the Winograd instances (winograd_2x2_3x3): odd output
    sizes (a 2x2 tile past the edge), padding 0, 1 and 2 and asymmetric, C past a stage and
    not a multiple of one, K past a block of channels and not a multiple of one, G > 1, N > 1,
    a tile grid of several blocks; the dilated and strided ones are refused."""
    return [
        _p(2, 3, 20, 40, (9, 11), (3, 3), pad=1),
        _p(1, 2, 64, 36, (8, 8), (3, 3), pad=0),
        _p(1, 1, 17, 33, (6, 7), (3, 3), pad=2, pad_right=(1, 0)),
        _p(1, 1, 12, 20, (6, 7), (3, 3), pad=2, pad_right=(1, 0)),
        _p(1, 5, 32, 32, (14, 14), (3, 3), pad=1),
        _p(3, 1, 8, 8, (4, 5), (3, 3), pad=(1, 0)),
        _p(1, 1, 8, 8, (9, 9), (3, 3), stride=2, pad=1),                         # refused: stride
    ]


def channel_tail_problems(spatial_dim: int) -> list[ConvProblem]:
    """Channel tails for the padded-channel instances (pad_channels): C and K per group from
    {1, 3, 5, 18, 26, 45} paired so that each side's tail is padded alone and together (K = 1
    heads, C = 1 inputs, G > 1), and a 250-channel layer (wav2letter's width, 1x1 or a short
    filter to keep the emulation cheap), with strides, dilation and asymmetric padding; tiny
    spatial sizes."""
    if spatial_dim == 1:
        return [
            _p(1, 2, 18, 26, (13,), (3,), pad=1),
            _p(2, 1, 5, 45, (11,), (5,), stride=2, pad=2, pad_right=1),
            _p(1, 1, 26, 1, (9,), (3,), dilation=2, pad=2),                     # a K = 1 head
            _p(3, 1, 1, 18, (10,), (3,), stride=3, pad=0),
            _p(1, 1, 250, 3, (6,), (2,), stride=2),                             # wav2letter-like
            _p(1, 1, 16, 26, (8,), (3,), pad=1),                                # K alone
            _p(1, 1, 45, 16, (7,), (1,)),                                       # C alone, 1x1
        ]
    if spatial_dim == 2:
        return [
            _p(1, 2, 18, 26, (6, 5), (3, 3), pad=1),
            _p(2, 1, 5, 45, (7, 6), (3, 3), stride=2, pad=(1, 0), pad_right=(0, 1)),
            _p(1, 1, 26, 1, (5, 5), (1, 1)),                                    # a K = 1 head
            _p(2, 1, 3, 5, (6, 7), (3, 2), dilation=(2, 1), pad=(2, 1)),
            _p(1, 1, 1, 18, (5, 6), (3, 3), stride=(1, 2), pad=1),
            _p(1, 1, 250, 5, (3, 3), (1, 1)),                                   # 250 channels
            _p(1, 1, 16, 26, (5, 4), (3, 3), pad=1),                            # K alone
            _p(1, 1, 45, 16, (4, 5), (2, 2), stride=2),                         # C alone
        ]
    return [
        _p(1, 1, 18, 26, (3, 4, 4), (3, 3, 3), pad=1),
        _p(1, 1, 45, 18, (3, 5, 5), (1, 3, 3), pad=(0, 1, 1)),                 # R(2+1)D's spatial part
        _p(1, 1, 26, 45, (5, 3, 3), (3, 1, 1), stride=(2, 1, 1), pad=(1, 0, 0)),  # ... and temporal
        _p(2, 1, 5, 1, (3, 4, 3), (2, 2, 2), pad=(1, 0, 1)),
        _p(1, 1, 1, 3, (3, 3, 4), (1, 1, 3), pad=(0, 0, 1)),
        _p(1, 1, 250, 3, (2, 2, 2), (1, 1, 1)),
    ]


def tail_vector_problems(spatial_dim: int) -> list[ConvProblem]:
    """Channel tails in multiples of 2 and 4 (not 8) for the tail-vector tiles (vectors of 2 or
    4 elements, Instance.tail_vectors): HRNet's 18 / 36, Res2Net's 26 / 52, a 1x1 36 -> 18, G >
    1, C past one 32-deep k-step and K past one 64-column tile, wav2letter's 250 (vectors of 2),
    strides, dilation and asymmetric padding; tiny spatial sizes."""
    if spatial_dim == 1:
        return [
            _p(1, 2, 18, 26, (13,), (3,), pad=1),
            _p(2, 1, 36, 20, (11,), (5,), stride=2, pad=2, pad_right=1),
            _p(1, 1, 36, 18, (9,), (1,)),
            _p(1, 1, 52, 68, (10,), (3,), dilation=2, pad=2),
            _p(1, 1, 250, 26, (6,), (2,), stride=2),                            # wav2letter's width
        ]
    if spatial_dim == 2:
        return [
            _p(1, 2, 18, 26, (6, 5), (3, 3), pad=1),
            _p(2, 1, 36, 20, (7, 6), (3, 3), stride=2, pad=(1, 0), pad_right=(0, 1)),
            _p(1, 1, 36, 18, (5, 6), (1, 1)),
            _p(1, 1, 52, 68, (5, 4), (3, 3), dilation=(2, 1), pad=(2, 1)),
            _p(1, 1, 20, 36, (6, 6), (3, 3), stride=2, pad=1),
            _p(1, 1, 250, 18, (3, 3), (1, 1)),                                  # 250 channels
        ]
    return [
        _p(1, 1, 18, 26, (3, 4, 4), (3, 3, 3), pad=1),
        _p(2, 1, 36, 20, (3, 5, 5), (1, 3, 3), pad=(0, 1, 1)),
        _p(1, 1, 52, 68, (5, 3, 3), (3, 1, 1), stride=(2, 1, 1), pad=(1, 0, 0)),
        _p(1, 1, 250, 18, (2, 2, 2), (1, 1, 1)),
    ]


def one_channel_problems(spatial_dim: int) -> list[ConvProblem]:
    """C = 1 and 2 with output channels not multiples of 8 (taps of 2 channels, the output
    stored in pairs): a waveform front end's long strided filter (wav2letter's k250 s160,
    shortened), a grayscale image, a single-channel volume, G > 1."""
    if spatial_dim == 1:
        return [_p(1, 2, 1, 26, (700,), (250,), stride=160, pad=45),
                _p(2, 1, 2, 18, (40,), (10,), stride=5)]
    if spatial_dim == 2:
        return [_p(1, 2, 1, 26, (9, 8), (3, 3), stride=2, pad=1),
                _p(2, 1, 2, 18, (7, 6), (5, 5), pad=(2, 1), pad_right=(1, 2))]
    return [_p(1, 1, 1, 26, (4, 5, 5), (3, 3, 3), pad=1),
            _p(2, 1, 2, 18, (3, 4, 4), (1, 3, 3), pad=(0, 1, 1))]


def few_channel_problems(spatial_dim: int) -> list[ConvProblem]:
    """C = 1..4 per group with K multiples of 8 (dY vectors of up to 8 along K): the
    stem's 7x7 stride 2 with C = 3, C below the instance's channel slots, G past one
    block's groups, strides, dilation, asymmetric padding, and K = 16 with C = 4 (a
    4-channel instance's 64 W rows then hold 4 taps: several chunks)."""
    if spatial_dim == 1:
        return [
            _p(1, 2, 3, 16, (21,), (7,), stride=2, pad=3),
            _p(3, 1, 4, 16, (13,), (3,), stride=2, pad=1, pad_right=0),
            _p(20, 1, 4, 8, (9,), (5,), dilation=2, pad=(3,), pad_right=(2,)),
            _p(2, 2, 2, 8, (10,), (3,), pad=1),
        ]
    if spatial_dim == 2:
        return [
            _p(1, 2, 3, 16, (11, 10), (7, 7), stride=2, pad=3),                 # the stem's shape
            _p(4, 1, 3, 8, (7, 6), (3, 3), dilation=(2, 1), pad=(2, 1), pad_right=(1, 0)),
            _p(3, 2, 4, 16, (9, 8), (3, 3), stride=(2, 1), pad=(1, 0), pad_right=(0, 2)),
            _p(20, 1, 4, 8, (5, 6), (2, 3), stride=3, pad=(0, 1)),              # 2 group tiles
            _p(2, 1, 2, 8, (5, 7), (3, 3), pad=1),                              # C below the slots
            _p(6, 1, 1, 8, (4, 5), (1, 1)),
            _p(8, 1, 4, 4, (6, 7), (3, 3), pad=1),
            # dilation above the stride along the innermost axis, several W chunks (K = 16)
            _p(2, 1, 3, 16, (9, 11), (2, 3), stride=(1, 2), dilation=(1, 3), pad=(0, 2),
               pad_right=(1, 1)),
            _p(12, 1, 8, 8, (6, 7), (3, 3), stride=(1, 2), pad=1),              # 8 and 16
            _p(5, 2, 16, 16, (5, 6), (3, 3), pad=1),                            # channel slots
            # forward: K = 48 split into lanes of an instance's thread.n output channels
            _p(2, 1, 3, 48, (7, 9), (5, 5), stride=2, pad=2),
        ]
    return [
        _p(1, 1, 3, 16, (5, 6, 7), (3, 3, 3), stride=2, pad=1),
        _p(3, 1, 4, 16, (4, 5, 4), (3, 3, 3), pad=1),                           # several W chunks
        _p(20, 1, 4, 8, (3, 4, 5), (1, 2, 3), stride=(1, 2, 1), pad=(0, 1, 1), pad_right=(0, 0, 2)),
        _p(2, 2, 2, 8, (4, 3, 5), (2, 2, 3), dilation=(1, 2, 1), pad=1),
    ]


def few_channel_tile_problems(spatial_dim: int) -> list[ConvProblem]:
    """Problems with C = K per group for the few-channel staged-tile kernels and the
    few-channel backward-weight kernel (C = K = thread.n of 1, 2, 4 or 8, or the tensor-core
    tile's warp.n of 8 or 16: each instance runs those of its own C): filters 3, 5 and 7
    (the compiled windows) and 2 or 4 (the any-width loop), dilation, asymmetric
    padding, sizes past one tile along both axes, G past one block's groups and not a
    multiple of them; strided shapes (backward-data tiles run them as stride phases; 3D
    strided along the tile axes only)."""
    if spatial_dim == 1:
        shapes = [((37,), (3,), {"pad": 1}),
                  ((29,), (5,), {"dilation": 2, "pad": 3, "pad_right": 2}),
                  ((23,), (4,), {"pad": 2, "pad_right": 1}),
                  ((41,), (3,), {"stride": 2, "pad": 1, "pad_right": 0})]
    elif spatial_dim == 2:
        shapes = [((19, 37), (3, 3), {"pad": (1, 0), "pad_right": (0, 2)}),
                  ((12, 17), (5, 5), {"pad": 2}),
                  ((10, 9), (7, 7), {"pad": 3}),
                  ((11, 13), (3, 2), {"dilation": (1, 2), "pad": (2, 1), "pad_right": (0, 1)}),
                  ((17, 24), (3, 3), {"stride": (2, 1), "pad": 1}),
                  ((23, 37), (3, 3), {"stride": 2, "pad": 1}),
                  ((13, 30), (5, 3), {"stride": (3, 2), "pad": (2, 1), "pad_right": (1, 0)})]
    else:
        shapes = [((4, 9, 18), (3, 3, 3), {"pad": 1}),
                  ((5, 6, 7), (3, 3, 4), {"dilation": (2, 1, 1), "pad": (2, 1, 1), "pad_right": (1, 1, 2)}),
                  ((5, 9, 17), (3, 3, 3), {"stride": (1, 2, 2), "pad": 1})]
    problems = []
    for channels, groups in ((1, 24), (2, 20), (4, 20), (8, 12), (16, 10)):
        for index, (size, filt, kw) in enumerate(shapes):
            problems.append(_p(groups if index % 2 == 0 else 3, 2 if index == 0 else 1,
                               channels, channels, size, filt, **kw))
    return problems


def merged_group_problems(spatial_dim: int) -> list[ConvProblem]:
    """G a multiple of 8 and small C, K (ResNeXt-like, C = K = 4 per group) for
    instances with groups_per_block > 1; C, K of 8 and 16 for the 16-byte vectors of
    tensor-core instances (K <= 16 fits their 16-row merged slots)."""
    sp = {1: ((11,), (3,)), 2: ((7, 6), (3, 3)), 3: ((4, 5, 4), (3, 3, 3))}[spatial_dim]
    return [
        _p(32, 1, 4, 4, sp[0], sp[1], pad=1),
        _p(16, 2, 8, 4, sp[0], sp[1], stride=2, pad=1, pad_right=0),
        _p(8, 1, 3, 3, sp[0], sp[1], pad=0),
        _p(8, 1, 16, 8, sp[0], sp[1], pad=1),
        _p(4, 2, 8, 16, sp[0], sp[1], stride=2, pad=(1,) * spatial_dim, pad_right=0),
    ]


def merged_width_problems(spatial_dim: int) -> list[ConvProblem]:
    """For instances merging groups (merge_groups 2, 4, 8; C and K of 8 to 16 per group): G a
    multiple of 8 with C, K of 8 and 16, unequal C and K, a stride with asymmetric padding,
    G not a multiple of 8 (merged by 2 only), C = K = 12 (the filter expansion's 16-byte chunks
    reach two groups' blocks) and C = K = 4 (refused: few-channel kernels)."""
    sp = {1: ((11,), (3,)), 2: ((7, 6), (3, 3)), 3: ((4, 5, 4), (3, 3, 3))}[spatial_dim]
    return [
        _p(8, 2, 8, 8, sp[0], sp[1], pad=1),
        _p(16, 1, 16, 8, sp[0], sp[1], stride=2, pad=1, pad_right=0),
        _p(8, 1, 8, 16, sp[0], sp[1], pad=(1,) * spatial_dim, pad_right=0),
        _p(6, 2, 16, 16, sp[0], sp[1], pad=1),
        _p(8, 1, 12, 12, sp[0], sp[1], pad=1),
        _p(32, 1, 4, 4, sp[0], sp[1], pad=1),
    ]


def fp8_mma_problems(spatial_dim: int) -> list[ConvProblem]:
    """For the fp8 tensor-core tiles (16-byte vectors: C a multiple of 16 fp8 elements, K of
    the output's vector): C = 16 (one k32 slice per two taps' worth), 48 (a slice across the
    block's k of 64 and its tail), 80; K = 24 and 72 (a column tile and a partial second);
    G = 2, strides, dilation, asymmetric padding, a 1x1 filter (the plain GEMM tiles)."""
    if spatial_dim == 1:
        return [_p(2, 2, 16, 24, (19,), (3,), stride=2, pad=1, pad_right=0),
                _p(1, 3, 48, 72, (23,), (5,), dilation=2, pad=(3,), pad_right=(1,))]
    if spatial_dim == 2:
        return [_p(2, 1, 16, 24, (9, 7), (3, 2), stride=(2, 1), pad=(1, 0), pad_right=(0, 1)),
                _p(1, 2, 48, 72, (7, 6), (3, 3), pad=1),
                _p(1, 2, 80, 24, (6, 5), (1, 1)),
                _p(2, 2, 16, 72, (5, 9), (1, 3), stride=(1, 2), dilation=(1, 2), pad=(0, 2))]
    return [_p(1, 2, 16, 24, (4, 5, 6), (3, 3, 3), pad=1),
            _p(2, 1, 48, 24, (3, 4, 5), (1, 3, 3), stride=(1, 2, 1), pad=(0, 1, 1))]


def warpgroup_problems(spatial_dim: int) -> list[ConvProblem]:
    """For wgmma instances (GPU only, so larger): K a multiple of 64 with G > 1 (the
    channel boxes of backward-data TMA instances stay inside a group), C a multiple of
    64 with several taps (a backward-weight TMA column block is one tap's 64 channels)
    and K with a partial tail, asymmetric filters, strides, dilation and padding per
    dimension (a swapped corner, offset or traversal stride shows), several row blocks
    and channel blocks with partial tails (K = 200: a 64-channel box past K reads zeros),
    a 1x1 filter with stride 2 and C = 40 (one tap: any C), one stride phase with
    G = 2 and C = 72 (backward-data's TMA store must stop at C, before the next group), and
    (2D) K = 136, three 64-row tiles: a backward-weight multicast cluster of two then has a
    block past the last row tile, which loads zeros and stores nothing."""
    if spatial_dim == 1:
        return [
            _p(2, 2, 64, 72, (37,), (3,), stride=2, pad=1, pad_right=0),
            _p(1, 3, 128, 64, (29,), (5,), dilation=2, pad=(3,), pad_right=(1,)),
        ]
    if spatial_dim == 2:
        return [
            _p(2, 1, 24, 64, (9, 7), (3, 2), stride=(2, 1), pad=(1, 0), pad_right=(0, 1)),
            _p(1, 2, 136, 200, (13, 11), (3, 3), pad=1),
            _p(2, 2, 64, 128, (10, 9), (1, 3), stride=(1, 2), dilation=(1, 2), pad=(0, 2)),
            _p(2, 3, 128, 72, (11, 9), (3, 2), stride=(2, 1), dilation=(1, 2), pad=(1, 0),
               pad_right=(0, 1)),
            _p(2, 2, 40, 64, (9, 8), (1, 1), stride=2),
            _p(2, 2, 72, 64, (7, 9), (3, 3), pad=1),          # one phase, G = 2: a clipped TMA store
            _p(1, 2, 128, 136, (6, 5), (1, 1)),                # 3 row tiles of 64: a multicast cluster's
            _p(1, 2, 64, 136, (6, 5), (3, 3), pad=1),          # block past the last one (1x1, im2col)
        ]
    if spatial_dim == 3:
        return [
            _p(2, 1, 16, 64, (5, 4, 6), (3, 1, 2), stride=(1, 2, 1), pad=(1, 0, 1), pad_right=(1, 0, 0)),
            _p(1, 2, 72, 136, (6, 7, 5), (3, 3, 3), pad=1),
            _p(2, 2, 64, 72, (5, 6, 7), (2, 3, 2), stride=(1, 1, 2), dilation=(2, 1, 1),
               pad=(1, 1, 0), pad_right=(0, 1, 1)),
            _p(2, 1, 72, 64, (4, 5, 6), (3, 3, 3), pad=1),    # one phase, G = 2: a clipped TMA store
        ]
    return []


def filled_tile_problems(spatial_dim: int) -> list[ConvProblem]:
    """For mfma instances, which no GPU has run (the cpu emulation is their numerics): C =
    K = 136 (a whole 128-wide tile and a partial one along each channel extent of every
    direction's GEMM) and more than 128 GEMM rows, so that every wavefront, fragment and
    epilogue pass of a 128x128 tile holds data, over several taps of several k-steps."""
    sp = {1: ((80,), (3,)), 2: ((12, 12), (3, 3)), 3: ((6, 5, 5), (3, 3, 3))}[spatial_dim]
    return [_p(1, 2 if spatial_dim == 1 else 1, 136, 136, sp[0], sp[1], pad=1)]


def output_split_problems(spatial_dim: int) -> list[ConvProblem]:
    """Forward and backward-data 1x1 problems whose output grid is a few tiles and whose
    reduction is long (split_k; rule output-split): squeeze-excitation layers at 1x1 spatial
    size, C and K not multiples of a tile, G > 1, a reduction not a whole number of k-steps
    or slices; and the stride-2 1x1 of filter1x1_pad0."""
    ones = (1,) * spatial_dim
    return [
        _p(1, 3, 200, 10, ones, ones),                                          # the SE squeeze
        _p(1, 3, 10, 200, ones, ones),                                          # its expand
        _p(2, 2, 136, 24, (2,) * spatial_dim, ones),                            # G = 2
        _p(1, 1, 72, 20, (5,) * spatial_dim, ones, stride=2),                   # 1x1, stride 2
    ]


def position_patch_problems(spatial_dim: int) -> list[ConvProblem]:
    """For backward-weight tiles whose k-step is a patch of the output (position_boxes:
    patches; GPU only): C a multiple of 64 (the tiles take only those), output sizes and N
    that no power-of-two patch covers exactly (patches reaching past the output add zeros), G >
    1 (a group's channels at coordinate g * C of the folded maps), K with a partial row tile,
    dilation and asymmetric padding (a tap's patch starts outside X), and strides (X's box
    traversed with them: 2 and 3, unequal per axis, with dilation, an input whose last
    positions no output reads)."""
    if spatial_dim == 1:
        return [
            _p(2, 3, 64, 72, (37,), (3,), pad=1),
            _p(1, 5, 128, 64, (29,), (5,), dilation=2, pad=(3,), pad_right=(1,)),
            _p(1, 3, 64, 64, (42,), (3,), stride=3, pad=1),
        ]
    if spatial_dim == 2:
        return [
            _p(2, 3, 64, 200, (13, 11), (3, 3), pad=1),
            _p(1, 5, 128, 64, (10, 9), (3, 2), dilation=(2, 1), pad=(2, 0), pad_right=(1, 1)),
            _p(1, 32, 64, 64, (7, 7), (3, 3), pad=1),
            _p(1, 4, 64, 64, (15, 14), (3, 3), stride=2, pad=1),
            _p(2, 3, 64, 72, (12, 17), (3, 3), stride=(1, 2), dilation=(1, 2), pad=(1, 2), pad_right=(0, 1)),
        ]
    return [
        _p(2, 3, 64, 72, (5, 6, 7), (3, 3, 3), pad=1),
        _p(1, 2, 128, 64, (4, 5, 6), (2, 3, 2), dilation=(2, 1, 1), pad=(1, 1, 0), pad_right=(0, 1, 1)),
        _p(1, 3, 64, 64, (5, 9, 8), (3, 3, 3), stride=(1, 2, 2), pad=1),
    ]


def tap_window_problems(spatial_dim: int = 2) -> list[ConvProblem]:
    """Problems for the tap-window instances (specialization tap_window; GPU only).  2D: the stem's
    7x7 stride 2 on C = 1 to 4, odd widths (a pair half outside X), outputs no patch of 8 x 16
    covers exactly, K = 128 (two row blocks), stride 1 along the height, left paddings 0 to 4
    (the pair of tap 0 at offsets 0 to -2), an 8-wide filter with asymmetric padding, fewer
    filter rows than the instance holds, an image smaller than one patch, and more patches than
    the device has multiprocessors (slices walking several).  3D: the video stem's 3x7x7 stride
    (1, 2, 2) with depth padding (planes outside X), depth stride 2 with dilation 2, K = 128, C
    = 1 and 4, a one-plane filter."""
    if spatial_dim == 3:
        return [
            _p(1, 2, 3, 64, (4, 20, 22), (3, 7, 7), stride=(1, 2, 2), pad=(1, 3, 3)),
            _p(1, 1, 3, 128, (7, 13, 17), (3, 5, 7), stride=(2, 2, 2), dilation=(2, 1, 1), pad=(1, 2, 3)),
            _p(1, 2, 1, 64, (3, 9, 12), (2, 3, 3), stride=(1, 1, 2), pad=(0, 1, 1), pad_right=(1, 0, 0)),
            _p(1, 1, 4, 64, (2, 16, 40), (1, 7, 7), stride=(1, 2, 2), pad=(0, 3, 3)),
        ]
    return [
        _p(1, 2, 3, 64, (32, 30), (7, 7), stride=2, pad=3),
        _p(1, 3, 3, 128, (37, 41), (7, 7), stride=2, pad=3),
        _p(1, 2, 4, 64, (20, 26), (5, 5), stride=(1, 2), pad=2),
        _p(1, 2, 1, 64, (17, 18), (3, 3), stride=2, pad=1, pad_right=0),
        _p(1, 1, 2, 64, (24, 40), (7, 8), stride=2, pad=(3, 4), pad_right=(2, 3)),
        _p(1, 2, 3, 64, (9, 9), (4, 7), stride=2, pad=(0, 3)),
        _p(1, 2, 3, 64, (15, 22), (3, 5), stride=2, pad=0),
        _p(1, 6, 3, 64, (96, 128), (7, 7), stride=2, pad=3),
    ]


def tap_window_forward_problems() -> list[ConvProblem]:
    """Problems for the forward tap-window instances (2D, exactly 7 filter rows; GPU only): the
    stem, an output wider than one unit's 128 columns with K = 128 (two column tiles, two grid
    rows), height stride 1, C = 1, 2 and 4, left paddings 0 to 4 (the pair of tap 0 at offsets 0
    to -2), an 8-wide filter with asymmetric padding, 3- and 5-wide filters (pairs of zero
    weights), odd widths, outputs no unit of 8 rows covers exactly, an image smaller than one
    unit, and more units than the device has multiprocessors."""
    return [
        _p(1, 2, 3, 64, (32, 30), (7, 7), stride=2, pad=3),
        _p(1, 1, 3, 128, (37, 301), (7, 7), stride=2, pad=3),
        _p(1, 2, 4, 64, (20, 26), (7, 5), stride=(1, 2), pad=(3, 2)),
        _p(1, 2, 1, 64, (17, 18), (7, 3), stride=2, pad=(3, 1), pad_right=(3, 0)),
        _p(1, 1, 2, 64, (24, 40), (7, 8), stride=2, pad=(3, 4), pad_right=(2, 3)),
        _p(1, 2, 3, 64, (9, 9), (7, 7), stride=2, pad=(0, 3)),
        _p(1, 2, 3, 64, (15, 22), (7, 5), stride=2, pad=0),
        _p(1, 160, 3, 64, (40, 64), (7, 7), stride=2, pad=3),
    ]


def problems_for(inst) -> list[ConvProblem]:
    """The problems ``check_library`` runs ``inst`` on (those it supports are used)."""
    if inst.specialization == "depthwise":
        return depthwise_problems(inst.spatial_dim)
    if inst.specialization == "winograd_2x2_3x3":
        return winograd_problems() + test_problems(inst.spatial_dim)
    if inst.specialization == "tap_window":   # C <= 4 at stride 2 along W, and what it refuses
        if inst.direction == "forward":
            return tap_window_forward_problems() + tap_window_problems(2) + few_channel_problems(2)
        return tap_window_problems(inst.spatial_dim) + few_channel_problems(inst.spatial_dim)
    if inst.specialization == "few_channels":
        if inst.tile_rows or inst.direction == "backward_weight":
            return few_channel_tile_problems(inst.spatial_dim)
        return few_channel_problems(inst.spatial_dim)
    if inst.merge_groups > 1:
        return merged_width_problems(inst.spatial_dim) + test_problems(inst.spatial_dim)
    if inst.input_image and inst.direction == "backward_weight":
        return weight_image_problems() + merged_group_problems(inst.spatial_dim)
    if inst.input_image:      # few channels, blocks across batch images, G > 1, K past a tile
        return input_image_problems() + few_channel_problems(inst.spatial_dim)
    if inst.tail_vectors:     # channel tails in multiples of its vector, then aligned ones
        return tail_vector_problems(inst.spatial_dim) + test_problems(inst.spatial_dim)
    if inst.pad_channels:     # channel tails (padded), then aligned problems it refuses
        return (channel_tail_problems(inst.spatial_dim) + few_channel_problems(inst.spatial_dim)
                + test_problems(inst.spatial_dim))
    if inst.position_boxes == "patches":
        return position_patch_problems(inst.spatial_dim) + warpgroup_problems(inst.spatial_dim)
    if inst.direction == "backward_weight":
        if inst.groups_per_block > 1:
            return merged_group_problems(inst.spatial_dim) + test_problems(inst.spatial_dim)
    if inst.split_k != 1 and inst.direction != "backward_weight":
        return output_split_problems(inst.spatial_dim) + test_problems(inst.spatial_dim)
    if inst.micro_kernel == "mma_sync" and inst.x_type.startswith("fp8"):
        return fp8_mma_problems(inst.spatial_dim) + test_problems(inst.spatial_dim)
    if inst.micro_kernel == "wgmma":
        return test_problems(inst.spatial_dim) + warpgroup_problems(inst.spatial_dim)
    if inst.micro_kernel == "mma_sync" and (inst.vector["x"] == 1 or inst.tap_channels):
        # element-wise X on tensor cores; tap_channels forward takes only C <= 8
        extra = one_channel_problems(inst.spatial_dim) if inst.tap_channels == 2 else []
        return test_problems(inst.spatial_dim) + few_channel_problems(inst.spatial_dim) + extra
    if inst.micro_kernel == "mfma":
        return test_problems(inst.spatial_dim) + filled_tile_problems(inst.spatial_dim)
    return test_problems(inst.spatial_dim)


# ---------------------------------------------------------------------------
# the matrix's reach: a second block tile along each channel axis an instance tiles

TILE_PROBE_FACTORS = (2, 3, 5, 8)


def channel_tiles(inst, problem: ConvProblem) -> tuple[int, int]:
    """The block tiles one group's GEMM spans along its channel axes (rows, columns) as
    selection.channel_extents counts them (backward-weight K x prod(filter) * C, forward /
    backward-data pixels x channels), a pixel axis counting one; a merged-group tile gives
    each group block.m / groups_per_block rows."""
    from .selection import channel_extents
    rows, columns = channel_extents(inst, problem)
    slot = inst.block[0] // max(inst.groups_per_block, 1)
    return (-(-rows // slot) if rows else 1, -(-columns // inst.block[1]) if columns else 1)


def tile_probes(problem: ConvProblem) -> list[ConvProblem]:
    """``problem`` with C, then K, times each of TILE_PROBE_FACTORS: its channel axes grown
    past a tile, its geometry kept (what the family's own matrix problem was chosen for)."""
    return [dataclasses.replace(problem, **{axis: getattr(problem, axis) * factor})
            for axis in ("C", "K") for factor in TILE_PROBE_FACTORS]


def tile_crossings(library, inst, taken: list[ConvProblem]) -> list[ConvProblem]:
    """For each channel axis of ``inst``'s GEMM (rows, columns) along which no problem of
    ``taken`` (those of problems_for it accepts) spans two block tiles (channel_tiles), the
    first grown one (tile_probes of ``taken``) it accepts that does, if any: a second row or
    column tile the family's own matrix never reaches (issue 72: image1 read every row tile's
    dY from channel 0, and the matrix it shared with the merged image instances held K <= 16,
    one 16-row tile).  Only supports() runs here; none for the reference instances (no tiles)."""
    from codegen.status import Status
    if inst.micro_kernel == "reference":
        return []
    crossings = []
    for axis in (0, 1):
        if any(channel_tiles(inst, p)[axis] >= 2 for p in taken):
            continue
        probe = next((q for p in taken for q in tile_probes(p)
                      if channel_tiles(inst, q)[axis] >= 2 and library.supports(inst, q) is Status.OK), None)
        if probe is not None and probe not in crossings:
            crossings.append(probe)
    return crossings


def check_problems(library, inst) -> list[ConvProblem]:
    """The problems the check runs ``inst`` on: those of problems_for(inst) it accepts, then
    its tile_crossings -- so the matrix reaches a second block tile along every channel axis
    where supports() does, whatever the family's matrix was written for."""
    from codegen.status import Status
    taken = [p for p in problems_for(inst) if library.supports(inst, p) is Status.OK]
    return taken + tile_crossings(library, inst, taken)


def epilogue_inputs(inst, problem: ConvProblem, seed: int) -> dict:
    """Keyword operands for ``inst``'s epilogue: random tensors (bias, residual, a non-zero
    ``out``; for an instance taking the optional bias and activation, the bias of
    ``exercised_epilogue``'s form) and every scalar it reads at a value other than its
    default (so a scalar the kernel drops or mixes up shows)."""
    rng = np.random.default_rng(seed + 7919)
    wanted = exercised_epilogue(inst, seed)
    expression = inst.call_epilogue(wanted, ("bias",) if wanted and "bias" in wanted else ())
    return {**random_epilogue_tensors(inst, problem, rng, expression),
            **nondefault_scalars(expression)}


def run_instance(library, inst, problem: ConvProblem, seed: int = 0):
    """Run one instance on random inputs with a poisoned output (or, where its epilogue
    reads ``out``, a random one) and random epilogue operands; return (Comparison, out)."""
    direction = Direction(inst.direction)
    roles = [role.value for role in direction.input_roles]
    inputs = random_inputs(problem, {r: inst.dtype_of(r) for r in roles}, seed)
    operands = epilogue_inputs(inst, problem, seed)
    wanted = exercised_epilogue(inst, seed)
    call = {"forward": lambda: library.forward(inputs["x"], inputs["w"], problem, instance=inst,
                                               epilogue=wanted, poison=True, **operands),
            "backward_data": lambda: library.backward_data(inputs["y"], inputs["w"], problem,
                                                           instance=inst, poison=True, **operands),
            "backward_weight": lambda: library.backward_weight(inputs["x"], inputs["y"], problem,
                                                               instance=inst, poison=True,
                                                               **operands)}[inst.direction]
    out = call()
    ref, scale = reference_and_scale(inst, problem, inputs, operands, wanted)
    result = compare(out, ref, getattr(inst, f"{direction.output_role.value}_type"), scale)
    if result.ok and inst.statistics:     # the statistics against the sums of the output stored
        statistics = compare_statistics(operands["statistics"], out)
        if not statistics.ok:
            return dataclasses.replace(statistics, message=f"statistics: {statistics.message}"), out
    return result, out


def check_library(path: str, say=print, only: Optional[str] = None, mode: str = "cpu") -> bool:
    """Every instance of the library (or the one named ``only``) on its check_problems (the
    test problems it supports and its tile crossings).  ``mode`` "cpu": against the float64
    numpy reference (inputs from the host).  "gpu": each instance against the library's
    reference instance of its signature on random device-resident inputs, compared on the
    device (Library.verify; an instance without a reference fails), and the reference
    instances themselves against numpy."""
    from .library import load

    if mode not in ("cpu", "gpu"):
        raise ValueError(f"check mode is 'cpu' or 'gpu', not {mode!r}")
    library = load(path)
    instances = [i for i in library.instances if only is None or i.name == only]
    if not instances:
        say(f"no instance named {only!r} in {library.name}")
        return False
    against = ("the float64 reference" if mode == "cpu" else
               "their reference instances on the device (the references against float64)")
    say(f"checking {len(instances)} instances of {library.name} ({library.platform}) "
        f"against {against}")
    all_ok = True
    for inst in instances:
        on_device = mode == "gpu" and inst.micro_kernel != "reference"
        yardstick = library.reference_for(inst) if on_device else None
        if on_device and yardstick is None:
            all_ok = False
            say(f"  FAIL {inst.name}: no reference instance of its signature in the spec "
                "(micro_kernel: reference)")
            continue
        ran, worst, failures = 0, 0.0, []
        for index, problem in enumerate(check_problems(library, inst)):
            if on_device:
                result = library.verify(inst, problem, seed=index)
            else:
                result, _ = run_instance(library, inst, problem, seed=index)
            ran += 1
            worst = max(worst, result.relative_error)
            if not result.ok:
                failures.append(f"{problem}: {result.message}")
        if ran == 0:
            all_ok = False
            say(f"  FAIL {inst.name}: refused every test problem")
            continue
        status = "ok  " if not failures else "FAIL"
        all_ok &= not failures
        versus = f" vs {yardstick.name}" if yardstick else ""
        say(f"  {status} {inst.name:40s} {ran} problems, worst relative error {worst:.1e}{versus}")
        for failure in failures:
            say(f"       {failure}")
    say("all instances match the reference" if all_ok else "MISMATCHES: see FAIL lines above")
    return all_ok


# ---------------------------------------------------------------------------
# strided tensors: views with gaps, as a slice of a wider or larger tensor is

STRIDE_PATTERNS = ("pitch", "gaps")


def gapped_letters(layout_axes: str, pattern: str, sizes: dict) -> str:
    """The layout axes (letters) a strided check gives a non-dense stride: ``pitch`` the
    innermost position axis that is not the contiguous one (a slice of a wider channel
    axis, a row pitch), ``gaps`` N and every such position axis (a crop of a larger
    batch and image).  Axes of size 1 never (their stride does not matter)."""
    positions = [a for a in layout_axes[:-1] if a not in "NGCK"]
    if pattern == "pitch":
        chosen = positions[-1:] or ["N"]
    elif pattern == "gaps":
        chosen = ["N", *positions]
    else:
        raise ValueError(f"stride pattern is one of {STRIDE_PATTERNS}, not {pattern!r}")
    return "".join(a for a in layout_axes if a in chosen and sizes[a] > 1)


def gapped_axes(inst, role: str, problem: ConvProblem, pattern: str) -> str:
    """``gapped_letters`` of tensor ``role`` of ``inst`` on ``problem`` (the filter: none,
    it is always dense)."""
    if role == "w":
        return ""
    axes = Layout(getattr(inst, f"{role}_layout")).axes
    shape = {"x": problem.x_shape, "y": problem.y_shape}[role]
    sizes = {a: shape[api] for a, api in zip(axes, inst.permutation(role))}
    return gapped_letters(axes, pattern, sizes)


def takes_pattern(inst, problem: ConvProblem, pattern: str) -> bool:
    """Whether ``inst`` declares the strides ``run_strided(pattern)`` gives: every gapped
    axis of x and y is one it takes free (``Instance.takes_strides``)."""
    return all(set(gapped_axes(inst, role, problem, pattern)) <= set(inst.takes_strides(role))
               for role in ("x", "y"))


def strided_layout(inst, role: str, shape: tuple, gapped: str) -> tuple[tuple, int]:
    """(strides in the API axis order, elements spanned) of tensor ``role`` of ``inst``
    stored in the instance's layout with gaps after the axes ``gapped`` (letters): each
    such axis's stride is the dense one rounded up past one more 16-byte step."""
    axes = Layout(getattr(inst, f"{role}_layout")).axes
    permutation = inst.permutation(role)           # layout axis -> API axis
    align = 16 // inst.dtype_of(role).itemsize
    strides = [0] * len(shape)
    span = 1
    for letter, api in reversed(list(zip(axes, permutation))):
        stride = span
        if letter in gapped:
            stride = (span + align) // align * align + align
        strides[api] = stride
        span = stride * shape[api]
    return tuple(strides), span


def _strided_view(flat: np.ndarray, shape: tuple, strides: tuple) -> np.ndarray:
    item = flat.itemsize
    # through unsigned integers of the element's size: as_strided cannot rebuild every
    # extension dtype from its array interface (ml_dtypes' float8 types: '<f1')
    bits = flat.view(np.dtype(f"u{item}"))
    return np.lib.stride_tricks.as_strided(bits, shape=shape, strides=tuple(s * item for s in strides),
                                           writeable=True).view(flat.dtype)


def run_strided(library, inst, problem: ConvProblem, pattern: str, seed: int = 0):
    """Run ``inst`` on ``problem`` with its activations (x and y: input and output) as
    views with gaps (``gapped_letters(pattern)``), the gaps and the output poisoned (NaN),
    through ``Library.launch`` with the problem's ``tensor_strides``.  Returns (status,
    Comparison or None, gaps_intact): status is what ``supports`` says of the strided
    problem; when OK, the output against the float64 reference and whether every
    element outside the output's view still holds the poison."""
    from codegen.status import Status
    from .abi import POISON_BYTE, epilogue_args, ffi
    from .library import DeviceBuffers

    direction = Direction(inst.direction)
    out_role = direction.output_role.value
    shapes = {"x": problem.x_shape, "w": problem.w_shape, "y": problem.y_shape}
    strides, spans = {}, {}
    for role in ("x", "w", "y"):
        strides[role], spans[role] = strided_layout(inst, role, shapes[role],
                                                    gapped_axes(inst, role, problem, pattern))
    strided = dataclasses.replace(problem, tensor_strides={"x": strides["x"], "y": strides["y"]})
    status = library.supports(inst, strided)
    if status is not Status.OK:
        return status, None, True

    rng = np.random.default_rng(seed)
    flats, views = {}, {}
    for role in ("x", "w", "y"):
        dtype = inst.dtype_of(role)
        flats[role] = np.frombuffer(bytes([POISON_BYTE]) * (spans[role] * dtype.itemsize), dtype=dtype).copy()
        views[role] = _strided_view(flats[role], shapes[role], strides[role])
    inputs = {}
    for role in (r.value for r in direction.input_roles):
        views[role][...] = rng.uniform(-1.0, 1.0, size=shapes[role]).astype(inst.dtype_of(role))
        inputs[role] = np.array(views[role])
    operands = {**random_epilogue_tensors(inst, problem, rng), **nondefault_scalars(inst.epilogue_expression)}
    if "out" in operands:
        views[out_role][...] = operands["out"]
    with DeviceBuffers(library) as buffers:
        pointers = {role: buffers.upload(flats[role]) for role in ("x", "w", "y")}
        extra = {}
        if "bias" in operands:
            extra["bias"] = buffers.upload(np.ascontiguousarray(operands["bias"]))
        if "residual" in operands:
            # the residual is read at the output's offsets: stored like the output
            residual = np.zeros_like(flats[out_role])
            _strided_view(residual, shapes[out_role], strides[out_role])[...] = operands["residual"]
            extra["residual"] = buffers.upload(residual)
        for name in inst.prologue_tensors + (("statistics",) if inst.statistics else ()):
            extra[name] = buffers.upload(np.ascontiguousarray(operands[name]))   # (the statistics: written)
        scalars = {k: v for k, v in operands.items()
                   if k not in ("bias", "residual", "out", "statistics", *inst.prologue_tensors)}
        args = epilogue_args(inst, scalars, extra)
        library.launch(inst, strided, pointers, buffers.workspace(inst, strided), args)
        library.check_status(library.abi.hipconv_synchronize())
        result = np.empty_like(flats[out_role])
        library.check_status(library.abi.hipconv_copy_to_host(
            ffi.from_buffer(result), pointers[out_role], result.nbytes))
    got = np.array(_strided_view(result, shapes[out_role], strides[out_role]))
    covered = np.zeros(result.size, dtype=bool)
    _strided_view(covered, shapes[out_role], strides[out_role])[...] = True
    gaps = result.view(np.uint8).reshape(result.size, -1)[~covered]
    want, scale = reference_and_scale(inst, problem, inputs, operands)
    return status, compare(got, want, getattr(inst, f"{out_role}_type"), scale), bool((gaps == POISON_BYTE).all())
