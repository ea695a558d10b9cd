"""The rejection rules' ids and statements (``Rule``): data, shared by the checks of
``validate.py`` and the micro-kernel descriptors' own checks (``micro_kernels.py``).  The
reference's rule table (docs/reference.md) lists every member."""

from __future__ import annotations

import enum


class Rule(enum.Enum):
    def __new__(cls, rule_id: str, statement: str):
        member = object.__new__(cls)
        member._value_ = rule_id
        member.statement = statement
        return member

    @property
    def id(self) -> str:
        return self.value

    LAYOUT_ROLE = ("layout-role",
                   "each tensor's layout is one for its role: x takes N..GC/GN..C/NGC.., w GK..C/GKC.., "
                   "y N..GK/GN..K/NGK..")
    LAYOUT_KERNEL = ("layout-kernel",
                     "a tensor whose channel axis is not contiguous (channels_first) is addressed by the fma "
                     "micro-kernel's default kernel or the reference, element by element along the channels "
                     "(vector 1 there); tensor cores, TMA, merged groups and the specialized kernels read "
                     "contiguous channels")
    LAYOUT_SPATIAL_DIM = ("layout-spatial-dim",
                          "each layout has as many spatial axes as `spatial_dim` (NWGC is 1D, NHWGC 2D, ...)")
    ACCUMULATOR = ("accumulator", "the accumulator is fp32; fp64 tensors (all three) take an fp64 "
                   "accumulator, on the fma micro-kernel's default or 1x1 kernels (or reference), "
                   "with split_k 1 in backward_weight")
    FP8_OPERANDS = ("fp8-operands",
                    "fp8_e4m3 / fp8_e5m2 tensors are operands (the tensors the direction reads, not the "
                    "one it writes), on the fma micro-kernel's default kernel, on forward mma_sync GEMM "
                    "tiles for sm_90a with 16-byte operand vectors, or the reference, with split_k 1")
    EPILOGUE_OPERANDS = ("epilogue-operands",
                         "the epilogue reads only operands the direction's output has: `bias` "
                         "is per output channel (forward: K, backward_data: C), and "
                         "backward_weight's dW has no channel axis of its own")
    PROLOGUE = ("prologue",
                "a prologue (signature.prologue) transforms X's elements as they load: forward and "
                "backward_weight, on the fma and mma_sync micro-kernels' GEMM kernels (specialization default, "
                "filter1x1_stride1_pad0 or filter1x1_pad0), without tap_channels, input_image, "
                "pad_channels or merge_groups, and on the reference")
    STATISTICS = ("statistics",
                  "statistics (signature.statistics: the stored output's per-channel sum and sum of "
                  "squares) are forward's, on the mma_sync micro-kernel's GEMM kernels (specialization "
                  "default, filter1x1_stride1_pad0 or filter1x1_pad0) without split_k, tap_channels, "
                  "input_image, pad_channels or merge_groups, and on the reference")
    MICRO_KERNEL_TARGET = ("micro-kernel-target",
                           "every listed target has the micro-kernel's instructions "
                           "(mma_sync: sm_*; wgmma: sm_90a; mfma: gfx90a, gfx940; fma and "
                           "reference: all)")
    TILE_KEYS = ("tile-keys",
                 "the algorithm gives its micro-kernel's tile and not the other one's: "
                 "`thread: {m, n}` for fma, `warp: {m, n}` for mma_sync and mfma (mfma: the "
                 "wave tile of a 64-lane wavefront), `warpgroup: {m, n}` for wgmma, none for "
                 "reference; and `instruction` (32x32x8 or 16x16x16) for mfma only")
    MICRO_KERNEL_SPECIALIZATION = ("micro-kernel-specialization",
                                   "the micro-kernel has a kernel for the specialization "
                                   "(depthwise and few_channels are fma kernels of their own)")
    OPTION_DIRECTION = ("option-direction",
                        "options that belong to one direction are only used there "
                        "(groups_per_block: backward_weight; split_k and deterministic: "
                        "backward_weight, and forward / backward_data under rule output-split; "
                        "k_lanes: few_channels; thread.k: depthwise backward_weight over staged rows; "
                        "specialization per direction)")
    THREAD_COUNT = ("thread-count",
                    "threads = (block.m/thread.m)*(block.n/thread.n)(*k_lanes) is a multiple of every "
                    "target's wavefront (64 AMD, 32 NVIDIA) and at most 1024")
    TILE_DIVISIBILITY = ("tile-divisibility",
                         "block.m and block.n are multiples of thread.m and thread.n, and block.k "
                         "of thread.k where given")
    VECTOR_DTYPE = ("vector-dtype",
                    "each vector width is a power of two and width*dtype size is at most 16 bytes")
    VECTOR_LAYOUT = ("vector-layout",
                     "a tensor read or written in vectors is vectorized along its layout's "
                     "contiguous (last) axis; a depthwise instance vectorizes x and y along G, "
                     "which needs G second to last (channels_last: C = K = 1 makes G contiguous)")
    VECTOR_TILE = ("vector-tile",
                   "each vector width divides the tile extent it runs along (block.k, block.m, "
                   "block.n or thread.n)")
    SHARED_MEMORY = ("shared-memory",
                     "the micro-kernel's shared memory fits the target. fma: stages*block.k*"
                     "(block.m + groups_per_block*block.n)*4 bytes (depthwise backward-weight: "
                     "(block.m/thread.m)*block.n*4, backward-data: 64 taps*block.n*4, with tile_rows "
                     "none at generation, sized per problem at run time (refusal depthwise-tile); few_channels: "
                     "16 KiB of W rows, or threads*block.k*thread.n*4 if larger with k_lanes > 1; "
                     "few_channels backward-weight: (block.m/thread.m)*block.n*thread.n*4) "
                     "within 64 KiB LDS on AMD, 48 KiB on NVIDIA; mma_sync: the larger of "
                     "stages*2*(padded A tile + groups_per_block*padded B tile) and the fp32 "
                     "epilogue tile with its row table block.m*((block.n+8)*4 + 16), within the opt-in limit "
                     "(163 KiB sm_80, 227 KiB sm_90a); wgmma: the larger of "
                     "stages*2*(block.m*block.k + groups_per_block*block.n*block.k) and the "
                     "same epilogue tile, plus 1 KiB to align the 128-byte-swizzled tiles "
                     "(and 16 bytes per stage of mbarriers with loads: tma), within 227 KiB; "
                     "mfma: the larger of stages*2*(A tile + groups_per_block*B tile), a tile "
                     "read along k padded to rows of block.k+4 elements and one read along m "
                     "or n to rows of block.m (block.n) + instruction m/4, and the fp32 "
                     "epilogue staging (block.m/passes rows of block.n+4 floats, passes the "
                     "fewest that fit the pipeline's bytes) with its row table block.m*16, "
                     "within the 64 KiB LDS of gfx90a and gfx940")
    STAGES = ("stages", "stages is 1 (single buffer) or 2 (double buffer) for fma (winograd_2x2_3x3: rule winograd-shape); 2, 3 or 4 "
                        "for mma_sync; 3 to 8 for wgmma (stages - 2 k-steps of loads in flight "
                        "beside the stage being multiplied and the one its predecessor's "
                        "wgmma may still read), 2 to 12 with loads: tma (mbarriers hand each "
                        "stage back; the shared-memory rule bounds the ring); 2 for mfma (two LDS buffers, the next k-step's loads in "
                        "registers)")
    MERGED_GROUPS = ("merged-groups",
                     "groups_per_block divides block.m, and each group's rows "
                     "(block.m/groups_per_block) are a multiple of thread.m (fma), warp.m "
                     "(mma_sync, mfma) or warpgroup.m (wgmma)")
    MERGE_GROUPS = ("merge-groups",
                    "merge_groups (2, 4 or 8) is for forward and backward_data on channels_last "
                    "layouts with the default specialization and no tap_channels: m groups of C, K "
                    "of 8 to 16 run as one of m*C and m*K channels with a block-diagonal filter in "
                    "the workspace")
    PAD_CHANNELS = ("pad-channels",
                    "pad_channels (4 or 8) runs a problem whose C or K per group is not a multiple of "
                    "P = pad_channels as the problem of C' = roundup(C, P) and K' = roundup(K, P) "
                    "channels (forward, backward_data and backward_weight): the inputs zero-padded in "
                    "the workspace, the output computed padded there and its channels copied out.  It "
                    "needs channels_last layouts, the default specialization, no merge_groups or "
                    "tile_rows, vector.x equal to pad_channels, an epilogue that reads no tensor of the "
                    "output's shape (out, residual; the bias is padded too), and for backward_weight "
                    "the epilogue acc")
    INPUT_IMAGE = ("input-image",
                   "input_image (KiB of shared memory, at least 16, above the fp32 output tile) is "
                   "for 2D mma_sync instances with the default specialization, cp_async loads, 32-bit "
                   "indices, no pad_channels or merge_groups.  forward: tap_channels 4 or 8, block.k 16 and "
                   "warp.n a multiple of 16 (the block's input rows and the whole filter are staged "
                   "once).  backward_weight: no tap_channels, warp.m 16, block.m groups_per_block x "
                   "16, stages 2, vector.x and vector.y 8, channels_last layouts (each tile's dY rows "
                   "and the X rows they reach are staged, two tiles in flight, and the im2col "
                   "columns are shared-memory addresses)")
    MMA_DATA_TYPE = ("mma-data-type",
                     "mma_sync, wgmma and mfma operands (A and B of the direction's GEMM) are "
                     "both fp16 or both bf16: m16n8k16, m64nNk16 and v_mfma_f32_32x32x8 / "
                     "16x16x16 (f16, bf16_1k) with fp32 accumulators take one 16-bit type "
                     "(fp32 stays on fma)")
    WARP_TILE = ("warp-tile",
                 "mma_sync: warp.m is a multiple of 16 and warp.n of 8 (m16n8k16; B fragments "
                 "are loaded 16 columns at a time, an odd last 8 by ldmatrix.x2), block.m and "
                 "block.n are multiples of the warp tile, and block.k is a multiple of 16")
    WARPGROUP_TILE = ("warpgroup-tile",
                      "wgmma: warpgroup.m is a multiple of 64 (one m64nNk16 instruction per 64 "
                      "rows), warpgroup.n a multiple of 64 and at most 256 (the instruction's "
                      "N, whole 128-byte swizzle atoms), block.m and block.n are multiples of "
                      "the warpgroup tile, at most 4 warpgroups, and block.k is 64 (one "
                      "128-byte swizzle row of 16-bit elements per tile row)")
    WAVE_TILE = ("wave-tile",
                 "mfma: the wave tile (`warp`, the outputs of one 64-lane wavefront) is a "
                 "multiple of the instruction's m x n (32x32 or 16x16), block.m and block.n "
                 "are multiples of the wave tile, and block.k is a multiple of the "
                 "instruction's k (8 or 16)")
    TMA_LOADS = ("tma-loads",
                 "loads: tma is a wgmma option (tensor maps: forward an im2col map of X and "
                 "a tiled map of W, backward_data an im2col map of dY "
                 "and a tiled map of W, backward_weight a tiled map of dY and an im2col map "
                 "of X), without merged groups; the producer warpgroup it adds keeps the "
                 "block at most 4 warpgroups, and forward's and backward_data's block.m is at "
                 "most 256 (one im2col box of block.m positions per k-step), forward's block.n "
                 "too (one W box of block.n output channels)")
    PERSISTENT_SCHEDULE = ("persistent-schedule",
                           "schedule: persistent needs loads: tma (its producer runs ahead "
                           "through the tiles on the ring's mbarriers) and, in this version, "
                           "forward or backward_data (the directions that supply tile_at); the "
                           "epilogue tile lies behind the ring, so both count in the "
                           "shared memory")
    REFERENCE_SHAPE = ("reference-shape",
                       "a reference instance (one thread per output element, fp64 sums) gives "
                       "no block, reads element by element (vector 1), indexes in 64 bits "
                       "(index_bits: 64), and takes no split-K, merged groups, loads or schedule")
    MMA_VECTOR = ("mma-vector",
                  "wgmma and mfma read their A and B tensors in 16-byte vectors (vector 8 "
                  "for fp16/bf16): cp.async copies 16 bytes, mfma's global loads are 16 "
                  "bytes; mma_sync too, or in vectors of 1, 2 or 4 elements that it stages "
                  "through registers (few-channel tensors, C = 3); its few-channel staged tile "
                  "stores channel pairs or 16 bytes of a position (the output's vector 2 or 8) "
                  "and stages W in 16-byte vectors along C (vector.w 8)")
    OPERAND_VECTORS = ("operand-vectors",
                       "every vector a thread loads of one operand lies in one reduction row, so "
                       "one cursor per thread walks the reduction: for an operand read along k, "
                       "the threads are a multiple of block.k/vector; for one read along m or n, "
                       "the vectors per thread divide the vectors of a row (block.m or "
                       "block.n / vector); loads: tma has no per-thread vectors")
    BLOCKS_PER_SM = ("blocks-per-sm",
                     "min_blocks_per_sm is at least 1, and that many blocks fit one "
                     "multiprocessor of every target: threads*min_blocks_per_sm at most 2048, "
                     "min_blocks_per_sm*(shared memory + 1 KiB reserved) within 164 KiB (sm_80), "
                     "228 KiB (sm_90a) or 64 KiB (AMD), and each thread's share of the "
                     "register file (NVIDIA: 65536 / (threads*min_blocks_per_sm) rounded down "
                     "to 8, at most 255) holds what the micro-kernel needs (wgmma: its fp32 "
                     "accumulators + 26)")
    SPLIT_K_MODE = ("split-k-mode",
                    "deterministic reduction needs a split_k other than 1")
    OUTPUT_SPLIT = ("output-split",
                    "split_k in forward and backward_data (the reduction over C or K split across "
                    "blocks, each slice's fp32 tile through its own workspace slice, a second kernel "
                    "summing slices 0..S-1 in order and applying the epilogue) is for the fma, "
                    "mma_sync and wgmma micro-kernels' 1x1 kernels (forward: filter1x1_stride1_pad0 or "
                    "filter1x1_pad0; backward_data: filter1x1_stride1_pad0) and default tiles "
                    "(slices of taps x channel blocks; forward: no tap_channels or input_image; "
                    "backward_data: problems of one stride phase, others run unsplit), with "
                    "the per-tile schedule, fp32 accumulators, deterministic: true and "
                    "split_reduction workspace or cluster (rule cluster-split)")
    CLUSTER_SPLIT = ("cluster-split",
                     "split_reduction: cluster is an option of wgmma "
                     "with loads: tma and deterministic: true, with split_k auto or 2 to 8 (a tile's slices "
                     "are one thread-block cluster of at most 8 blocks, the portable size), "
                     "per-tile schedule; in forward and backward_data the default tile only")
    MULTICAST = ("multicast",
                 "multicast (2 or 4) is an option of wgmma with loads: tma and the per-tile "
                 "schedule in backward_weight (split_reduction workspace, groups_per_block 1: the "
                 "cluster's blocks lie along the tile rows and share each k-step's X boxes) and "
                 "forward / backward_data (split_k 1, groups_per_block 1: the cluster's blocks lie "
                 "along the tile columns and share each k-step's A box, X's or dY's)")
    POSITION_BOXES = ("position-boxes",
                      "position_boxes: patches is an option of backward_weight's wgmma with loads: "
                      "tma, the default specialization, channels_last layouts, multicast 1, "
                      "groups_per_block 1 and the per-tile schedule (a k-step's positions are a "
                      "patch of the output, dY and X in tiled boxes; strides 1 to 8 at run time)")
    TAP_WINDOW = ("tap-window",
                  "specialization tap_window is a 2D or 3D backward_weight or a 2D forward wgmma kernel "
                  "with loads: tma on channels_last layouts, the per-tile schedule, multicast 1, "
                  "groups_per_block 1, 32-bit indices, vectors 1, and none of pad_channels, "
                  "merge_groups, tap_channels, input_image or position_boxes: patches.  "
                  "backward_weight: block.m = warpgroup.m = 64 (dW's K in 64-row tiles), "
                  "warpgroup.n a multiple of 8 up to 256 (8 columns per filter row: the filter rows "
                  "it holds), block.n a multiple of it (block.n / warpgroup.n pairs of filter "
                  "columns, at most 8), block.k a multiple of 16 up to 256 (16 output columns by "
                  "block.k / 16 output rows per stage), split_k auto with deterministic true and "
                  "split_reduction workspace (the slices sized by the device, summed in order by a "
                  "second kernel), no tile_rows.  forward: warpgroup 64x64 and block.n 64 (64 output "
                  "columns by 64 output channels per consumer warpgroup), block.m 64 or 128 (one or "
                  "two consumers), block.k a multiple of 32 up to 256 (block.k / 32 filter rows of 4 "
                  "pixel pairs), tile_rows 1 to 16 (output rows per stage), split_k 1, and an "
                  "epilogue that reads no tensor")
    DEPTHWISE_SHAPE = ("depthwise-shape",
                       "a depthwise instance has thread.m 1 in forward and backward_data "
                       "(backward_weight: the rows a team takes per step, a run with an X window), "
                       "thread.n = vector.x = vector.y (groups per thread; with tile_rows "
                       "thread.n = the output's vector, the staged tensor's vector its staging "
                       "load: rule depthwise-tile), vector.w 1 (dW is "
                       "not contiguous along G) and at most 256 accumulators (block.k*thread.n) "
                       "per thread; block.k counts taps per tile (backward_weight) or positions "
                       "per thread along the innermost axis (forward, backward_data)")
    FEW_CHANNELS_SHAPE = ("few-channels-shape",
                          "a few_channels instance has thread.m 1, vector.w 1 (W is staged "
                          "element by element), at most 256 accumulators (block.k*thread.n) per "
                          "thread and block.n at most 1024 (W rows of block.n floats in 16 KiB, "
                          "at least 4 of them). backward_data: thread.n the channels per group "
                          "it holds (C up to thread.n runs), vector.x the dX store along C (it "
                          "divides thread.n: rule vector-tile), vector.y the dY vector along K, "
                          "k_lanes (threads splitting K) a power of two up to 32. forward: "
                          "thread.n the output channels a thread holds (K up to thread.n, or a "
                          "multiple of it), vector.x the X load along C, vector.y the Y store "
                          "along K (it divides thread.n), k_lanes 1. backward_weight (the "
                          "depthwise kernel with C = K = thread.n per group): thread.m the rows "
                          "of a run with an X window (1: row by row), vector.x = vector.y = "
                          "thread.n (a group's channels as one vector), at most 256 "
                          "accumulators (block.k*thread.n*thread.n), k_lanes 1")
    DEPTHWISE_TILE = ("depthwise-tile",
                      "tile_rows (the input tile staged in shared memory: dY for backward_data, "
                      "X for forward) is for depthwise and few_channels forward and "
                      "backward_data on fma: it divides block.m (the block's positions are "
                      "tile_rows rows x block.m / tile_rows strips of block.k positions), it is "
                      "1 in 1D, thread.n is 1, 2 or 4 (depthwise: groups per thread, one "
                      "shared-memory vector) or 1, 2, 4 or 8 (few_channels: C = K per group, "
                      "k_lanes 1), and the staged tensor's vector "
                      "(the staging load along G, few_channels along its channels, which it "
                      "divides: vector.y backward_data, vector.x forward) divides block.n, the "
                      "threads a multiple of block.n / it.  depthwise backward_weight (the runs "
                      "over staged rows: a tile of tile_rows output rows' dY and the X rows they "
                      "reach, two tiles in flight): 2D, thread.m at least 2, channels_last, x and y "
                      "of one element size, block.n groups a multiple of 16 bytes per pixel and the threads a "
                      "multiple of those 16-byte copies; with tap teams (thread.k) the teams a multiple "
                      "of block.k / thread.k and thread.k whole rows of an X window's filter width that "
                      "also divides block.k.  (specialization tap_window: forward's output "
                      "rows per stage, rule tap-window)")
    WINOGRAD_SHAPE = ("winograd-shape",
                      "a winograd_2x2_3x3 instance is 2D, fp32 in all three tensors, on the fma "
                      "micro-kernel with contiguous channels.  forward and backward_data: block.m "
                      "counts 2x2 output tiles, block.n output channels, block.k the reduced "
                      "channels of one stage (a multiple of 4), the transformed input's vector is "
                      "4 (its tiles copied into shared memory 4 channels at a time, at most 32 16-byte copies a "
                      "thread a stage), the filter's "
                      "1 (a first kernel transforms it element by element into the workspace) and "
                      "the output vector divides 4.  backward_weight: block.m counts dW's output "
                      "channels (K), block.n its channels (C), block.k the 2x2 tiles of one stage; "
                      "vector.x and vector.y 4 (the tiles copied 4 channels at a time), vector.w 1, "
                      "the threads a multiple of block.k x block.n / 4 and of block.k x block.m / 4 "
                      "(each thread copies 4-channel pieces of one X tile and one dY tile a stage), "
                      "split_k auto with deterministic true (slices of the tiles summed in order by "
                      "a second kernel).  thread.m and thread.n (a thread's accumulators of one of "
                      "the 16 transformed points) are multiples of 4 (16-byte shared-memory reads); "
                      "stages (copy buffers: stages - 1 stages in flight while one is transformed "
                      "and multiplied) at least 2")
    TAP_CHANNELS = ("tap-channels",
                    "tap_channels (whole filter taps of C <= tap_channels channels per k-step) "
                    "is a forward mma_sync option for the default specialization: 2, 4 or 8, "
                    "dividing block.k; X and W read in vectors that divide it (element by "
                    "element for C = 3); each thread owns one row of the A tile and of the B "
                    "tile, or an equal share of one in whole taps (threads past the rows' "
                    "shares idle)")
