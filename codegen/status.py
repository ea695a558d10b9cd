"""Run-time status codes: the one table behind the C enum, the C strings and
``runtime.UnsupportedProblem``.

A *refusal* (code 1..99) means the instance cannot run the problem it was
given; the library checks this in ``supports()`` before any launch, so a
refused problem never reaches a kernel.  Codes >= 100 are call errors.
To add a refusal: add a member here, return it from the template's
``supports`` function, and test it in ``tests/test_runtime.py``.
"""

from __future__ import annotations

import enum


class Status(enum.Enum):
    def __new__(cls, code: int, slug: str, message: str):
        member = object.__new__(cls)
        member._value_ = code
        member.slug = slug
        member.message = message
        return member

    @property
    def code(self) -> int:
        return self.value

    @property
    def c_name(self) -> str:
        return "HIPCONV_" + self.name

    @property
    def is_refusal(self) -> bool:
        return 0 < self.value < 100

    OK = (0, "ok", "ok")
    REFUSED_SPATIAL_DIM = (1, "spatial-dim",
                           "the problem's spatial rank differs from the instance's spatial_dim")
    REFUSED_C_VECTOR = (2, "channels-vector-width",
                        "C (channels per group) is not a multiple of the vector width of the "
                        "tensors read or written along C")
    REFUSED_K_VECTOR = (3, "channels-vector-width",
                        "K (output channels per group) is not a multiple of the vector width of "
                        "the tensors read or written along K")
    REFUSED_SPECIALIZATION = (4, "specialization",
                              "the problem does not have the shape the instance's specialization "
                              "requires (1x1 filter; stride 1 and no padding for "
                              "filter1x1_stride1_pad0; no padding for filter1x1_pad0; a 3x3 "
                              "filter, stride 1 and dilation 1 for winograd_2x2_3x3)")
    REFUSED_INDEX_RANGE = (5, "index-range",
                           "a 32-bit instance's indices would reach 2^31: a tensor's elements, a "
                           "stride, an axis's padded extent, or an element offset its kernels form "
                           "(the farthest element, and where its template forms a padded position's "
                           "offset before testing it the window's too: pads + dilation x filter past "
                           "each edge); use an instance with index_bits: 64")
    REFUSED_GRID_LIMIT = (6, "grid-limit",
                          "the launch grid exceeds the limits of the device "
                          "(grid.y and grid.z at most 65535)")
    REFUSED_GROUPS_PER_BLOCK = (7, "groups-per-block",
                                "G is not a multiple of the instance's groups_per_block")
    REFUSED_MERGED_TILE = (8, "merged-tile",
                           "K is larger than the rows each merged group gets "
                           "(block.m / groups_per_block)")
    REFUSED_NOT_DEPTHWISE = (9, "depthwise",
                             "a depthwise instance needs C = K = 1 per group")
    REFUSED_INVALID_PROBLEM = (10, "invalid-problem",
                               "the problem is malformed: a size below 1, output sizes that "
                               "do not follow from input, filter, stride, dilation and padding, "
                               "a negative tensor stride, or a tensor reaching past 2^62 elements")
    REFUSED_GROUP_VECTOR = (11, "group-vector-width",
                            "G is not a multiple of the vector width of a depthwise instance")
    REFUSED_DEVICE = (12, "device",
                      "the current device cannot run the instance: it was not compiled for this "
                      "GPU's architecture (its targets), or it needs more shared memory than the "
                      "device allows a block")
    REFUSED_TMA = (13, "tma",
                   "the instance's TMA tensor maps cannot describe the problem (loads: tma): "
                   "forward with C not a multiple of 64 with G > 1 in a channels-last X, a "
                   "stride over 8, or more than 2^31 output positions; backward-data with more than 8 stride phases or K not a multiple of 64 with "
                   "G > 1 in a channels-last dY; backward-weight with C not a multiple of 64 "
                   "and more than one filter tap, a stride over 8, or more than 2^31 reduction "
                   "positions (position_boxes: patches: a group's channels not contiguous); padding or filter reach past the im2col corner and offset ranges "
                   "(corners [-128, 127] in 2D, [-16, 15] in 3D; offsets below 256 in 2D, 32 "
                   "in 3D); tensors not 16-byte aligned, or a map the driver rejects")
    REFUSED_FEW_CHANNELS = (14, "few-channels",
                            "a few_channels instance takes few channels per group. "
                            "backward_data: C at most thread.n, and W staged as one shared-memory "
                            "row per (tap, k): K at most its rows (16 KiB of fp32 / block.n). "
                            "forward: C at most 16, and K at most thread.n or a multiple of it. "
                            "With a staged tile (tile_rows), and in backward_weight: C = K = thread.n")
    REFUSED_DEPTHWISE_WINDOW = (15, "depthwise-window",
                                "a depthwise or few_channels backward-weight instance with runs (thread.m > 1) "
                                "takes only problems its X window covers: innermost filter width "
                                "3, 5 (block.k at least 25) or 7, at most block.k (with tap teams, thread.k: a width whose "
                                "rows make up thread.k), stride 1 (widths 3 and 5 "
                                "with runs of up to 4 rows: 1 or 2) and dilation 1 "
                                "along the innermost axis (select falls back to a row-by-row instance)")
    REFUSED_TAP_CHANNELS = (16, "tap-channels",
                            "a forward instance with tap_channels packs whole filter taps into "
                            "its k-steps: C (channels per group) at most tap_channels")
    REFUSED_DEPTHWISE_TILE = (17, "depthwise-tile",
                              "a depthwise or few_channels instance with a staged input tile "
                              "(tile_rows: dY backward_data, X forward) takes stride 1 only along "
                              "the outer axes of a 3D backward_data tile (backward_data: any stride "
                              "along the tile's two innermost axes, one launch per stride phase; "
                              "forward: any stride), and W (fp32) and its tile (the input positions "
                              "its taps reach, rows padded to a power of two) must fit the shared "
                              "memory the device allows a block (select falls back to a gather); "
                              "depthwise backward_weight over staged rows: two stages of a tile's "
                              "dY rows and the X rows they reach must fit it (select falls back "
                              "to the runs from global memory)")
    REFUSED_STRIDES = (18, "strides",
                       "the tensors' strides (hipconv_problem.x_strides, w_strides, y_strides) "
                       "are ones the instance cannot address: its layout's contiguous axis must "
                       "have stride 1, every other axis the dense stride of the layout unless the "
                       "instance takes that axis's stride free (its x_free_axes, w_free_axes, "
                       "y_free_axes: N and the spatial axes for most), a free stride must be a "
                       "multiple of 16 bytes, no axis of size > 1 may have stride 0, and the "
                       "output's elements must not overlap")
    REFUSED_MERGE_GROUPS = (19, "merge-groups",
                            "an instance merging m groups (merge_groups) takes G a multiple of m "
                            "and 8 to 16 input and output channels per group, and a block-diagonal "
                            "filter of at most 2^30 elements (the expansion indexes it in 32 bits)")
    REFUSED_PAD_CHANNELS = (20, "pad-channels",
                            "an instance padding the channels to P (pad_channels) takes "
                            "problems whose C or K per group is not a multiple of P; a problem "
                            "of C and K multiples of P runs unpadded on the other instances")
    REFUSED_INPUT_IMAGE = (21, "input-image",
                           "an instance staging its input image (input_image) runs only where "
                           "that image fits its shared memory.  forward: C at most tap_channels, "
                           "and the input rows a block of block.m output positions reaches (C "
                           "padded to tap_channels), the filter (k-major, its taps padded to whole "
                           "k-steps) and a table of its taps fit input_image KiB.  backward_weight: "
                           "prod(filter) * C at most block.n, and two stages of a tile's block.k dY "
                           "rows and the X rows they reach (groups_per_block groups' channels per "
                           "pixel) fit input_image KiB.  Wider images and larger filters run on "
                           "other instances")
    REFUSED_TAP_WINDOW = (22, "tap-window",
                          "a tap_window instance (X's pixels staged in pairs, the im2col columns read "
                          "as a sliding window) takes one group of C <= 4 channels, K a multiple of 64, "
                          "stride 2 and dilation 1 along the width, stride 1 or 2 and dilation 1 along "
                          "the height (3D: any depth stride and dilation), at most warpgroup.n / 8 "
                          "filter rows (forward: exactly block.k / 32), filter columns and left padding spanning "
                          "at most block.n / warpgroup.n (forward: 4) pixel pairs, and fewer than "
                          "2^31 output positions; other problems run on other instances")
    DEVICE_ERROR = (100, "device-error", "the device reported an error")
    INVALID_INSTANCE = (101, "invalid-instance", "no instance has this index")
    INVALID_ARGUMENT = (102, "invalid-argument", "a null pointer where a tensor or problem was needed, or a size or element width out of range, or an activation code that names none")
