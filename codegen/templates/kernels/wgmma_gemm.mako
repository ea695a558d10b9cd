## The wgmma micro-kernel: a block GEMM tile on Hopper warpgroup tensor cores,
## wgmma.mma_async.sync.aligned.m64nNk16 with fp16/bf16 operands read from shared
## memory through matrix descriptors and fp32 accumulators in registers
## (descriptor: codegen/micro_kernels.py, WgmmaMicroKernel; helpers: hipconv/wgmma.h;
## accumulator layout: frag::wgmma_d from codegen/fragments.py). sm_90a only.
##
## Contract with the direction template: the same as fma_gemm.mako's (read it there):
## constants here (a_vector / b_vector from common.operand_vectors); TileState, AAccess,
## BAccess, a_tensor, b_tensor, kVectorOut, output_row and store_output from the
## direction; with plan.tma_store, OutputType, output_value, stores_through_tma,
## store_block and store_staged in place of store_output.
##
## Shared memory (dynamic, opted in by the launcher), rounded up to a 1024-byte
## boundary: a ring of kStages stages, each the A tile and kGroupsPerBlock B tiles in
## 16-bit, in 128-byte-swizzled atoms (8 rows of 128 bytes; hipconv::swizzle_128b):
##   K-major tile (the tensor is contiguous along k): row r of the tile (an m or n)
##     is 128 bytes = the block's 64 k; wgmma reads it with stride 1024 bytes between
##     8-row groups and moves 32 bytes along k per k16 slice.
##   MN-major tile (contiguous along m or n): blocks of 64 m (n) x kBlockK k rows of
##     128 bytes, block after block; leading offset kBlockK * 128 bytes between the
##     64-element blocks, stride 1024 between 8-k-row groups, 2048 bytes per k16 slice;
##     the instruction's transpose bit is set for it.
## Every thread copies its vectors with 16-byte cp.async (rows of 8 threads land in 8
## different chunks of a 128-byte row: no bank conflicts). After the main loop the same
## memory holds the fp32 output tile (common.staged_epilogue).
##
## loads: tma (plan.tma) replaces the copies: a producer warpgroup (the last one; one
## thread of it) issues per k-step the direction's TMA boxes (struct TmaLoads:
## init / issue(params, tile, full, a_rows, b_column) / advance; tensor maps in Params;
## a_rows(m0) and b_column(n0) are the stage's addresses of A's row m0 and B's column
## n0, multiples of 64 where the tile is M- or N-major) into the stage, each completing on the
## stage's `full` mbarrier (expecting kStageBytes); the consumer warpgroups wait on
## `full`, multiply, and arrive on the stage's `empty` mbarrier once their wgmma of it
## has completed, which the producer waits for before it refills the stage.  Each thread
## steps a hipconv::RingPosition (stage and phase, no division); the consumers test the
## next stage's `full` (mbarrier_test_wait) right after a release and wait only where it
## has not landed, which keeps the barrier's round trip off the path between two k-steps'
## wgmma (docs/journal.md, runs 42-44). The
## epilogue runs on the consumers only (named barrier 1). No setmaxnreg: ptxas
## compiles the whole kernel within the launch bound's registers whatever the
## consumers would ask for later (NOTES.md, TMA second run), so it would only add the
## risk of an increase the register file cannot grant.
##
## With plan.tma_store (forward, backward-data) the epilogue stages the tile as
## OutputType pairs in 64-column swizzled blocks (stage_pairs) and, chosen per launch,
## stores_through_tma(params) (one stride phase) has one thread write each block with
## store_block, else the consumers copy it out row by row (copied_epilogue).  schedule: persistent (plan.persistent)
## makes the whole kernel body persistent_tiles(): blocks walk the direction's tile
## grid (tile_at, Params.tiles_x / tiles_y / tile_count), each thread's ring position (hipconv::RingPosition)
## runs on across tiles, and the epilogue tile (two stagings for the TMA store) lies
## behind the ring at kEpilogueOffset.
##
## Pipeline per k-step (cp_async): wait for this step's cp.async, fence.proxy.async (the copies
## were generic-proxy writes; wgmma reads through the async proxy), __syncthreads; issue
## the loads of step + kStages - 2 into the stage step - 2 used (free: every warpgroup
## waited for its wgmma of step - 2 before this barrier); then this step's
## 4 x kInstructionsM wgmma, commit, and wait until only they are in flight.
<%namespace name="common" file="/kernels/common.mako"/>\
<%! from textwrap import indent %>\
<%def name="constants(plan)">\
<%
    a, b = plan.mapping.a, plan.mapping.b
    alg = plan.alg
    from codegen.micro_kernels import MMA_EPILOGUE_PAD, MMA_OUTPUT_ROW_BYTES, WGMMA_SWIZZLE_ATOM_BYTES
    a_k_major = a.gemm_axis == "k"
    b_k_major = b.gemm_axis == "k"
    n = alg.warpgroup.n
    accumulators = n // 2
    ptx_type = "f16" if plan.ctype(a.role.value) == "hipconv::half_t" else "bf16"
%>\
// ---- wgmma micro-kernel tile geometry (m64n${n}k16, fp32 accumulators)
constexpr int kBlockM = ${alg.block.m};
constexpr int kBlockN = ${alg.block.n};
constexpr int kBlockK = ${alg.block.k};                   // one 128-byte swizzle row of 16-bit elements
constexpr int kWarpgroupM = ${alg.warpgroup.m};           // outputs per warpgroup (4 warps)
constexpr int kWarpgroupN = ${n};
constexpr int kWarpgroupsN = kBlockN / kWarpgroupN;
% if plan.tma:
constexpr int kConsumerWarpgroups = (kBlockM / kWarpgroupM) * kWarpgroupsN;   // they multiply
constexpr int kConsumerThreads = kConsumerWarpgroups * 128;
constexpr int kProducerWarpgroup = kConsumerWarpgroups;   // the last one issues the TMA copies
constexpr int kThreads = ${plan.threads};                // consumers + the producer warpgroup
constexpr int kStages = ${alg.stages};                    // TMA pipeline depth
% if plan.multicast > 1:
constexpr int kMulticast = ${plan.multicast};                 // blocks of a cluster sharing an operand's boxes (the direction says which)
constexpr int kEmptyArrivals = (kConsumerThreads / 32) * kMulticast;   // a stage's releases: every consumer warp of the cluster
constexpr uint16_t kClusterMask = (1u << kMulticast) - 1;   // every block of the cluster (the multicasts' ctaMask)
% endif
% else:
constexpr int kThreads = ${plan.threads};                // (kBlockM / kWarpgroupM) * kWarpgroupsN warpgroups of 128
constexpr int kStages = ${alg.stages};                    // cp.async pipeline depth
% endif
constexpr int kGroupsPerBlock = ${alg.groups_per_block};
[[maybe_unused]] constexpr int kRowsPerGroup = kBlockM / kGroupsPerBlock;   // rows of one merged group
constexpr int kInstructionsM = kWarpgroupM / 64;         // m64 instructions per warpgroup and k16 slice
constexpr int kAccumulators = kWarpgroupN / 2;           // fp32 per thread per instruction (frag::wgmma_d)
% if not plan.tma:
// A (${a.role.value}) is copied in 16-byte vectors along GEMM ${a.gemm_axis}; B (${b.role.value}) along GEMM ${b.gemm_axis}.
constexpr int kVectorA = 8;
constexpr int kVectorB = 8;
% endif
// Shared-memory tiles: 128-byte-swizzled, ${"K" if a_k_major else "M"}-major A and ${"K" if b_k_major else "N"}-major B.
constexpr int kATileBytes = kBlockM * kBlockK * 2;
constexpr int kBSlotBytes = kBlockN * kBlockK * 2;
constexpr int kStageBytes = kATileBytes + kGroupsPerBlock * kBSlotBytes;
constexpr int kOutRowLength = kBlockN + ${MMA_EPILOGUE_PAD};          // fp32 epilogue tile row
constexpr int kSharedMemoryBytes = ${plan.shared_memory_bytes};   // + ${WGMMA_SWIZZLE_ATOM_BYTES} to round the base up
% if plan.tma:
% if plan.persistent:
constexpr int kEpilogueOffset = ${plan.micro.epilogue_offset(alg)};   // the fp32 output tile behind the ring
% endif
% if plan.tma_store:
constexpr int kStagingBytes = kBlockM * kBlockN * 2;   // one 16-bit staging of the tile; two fit the fp32 tile
static_assert(2 * kStagingBytes <= kBlockM * kOutRowLength * 4, "two stagings in the epilogue tile");
// The staging's layout: kBlockN / 64 column blocks of kBlockM rows x 128 bytes, 128-byte
// swizzled; staged_block_bytes(n) is where the block of column n starts, staged_bytes(m, n)
// where element (m, n) lies (stage_pairs writes it, store_block / copied_epilogue read it).
__device__ __forceinline__ constexpr uint32_t staged_block_bytes(int n) { return static_cast<uint32_t>((n / 64) * (kBlockM * 128)); }
__device__ __forceinline__ uint32_t staged_bytes(int m, int n) {
    return staged_block_bytes(n) + hipconv::swizzle_128b(static_cast<uint32_t>(m * 128 + (n % 64) * 2));
}
% endif
constexpr int kBarrierOffset = ${plan.micro.barrier_offset(alg)};   // full[kStages], empty[kStages] behind the ring / epilogue tile
static_assert(kBarrierOffset >= kStages * kStageBytes &&
              kBarrierOffset >= ${"kEpilogueOffset + " if plan.persistent else ""}kBlockM * kOutRowLength * 4 + kBlockM * ${MMA_OUTPUT_ROW_BYTES} &&
              kSharedMemoryBytes >= kBarrierOffset + 16 * kStages + ${WGMMA_SWIZZLE_ATOM_BYTES},
              "shared memory of the plan");
% else:
static_assert(kSharedMemoryBytes >= kStages * kStageBytes + ${WGMMA_SWIZZLE_ATOM_BYTES} &&
              kSharedMemoryBytes >= kBlockM * kOutRowLength * 4 + kBlockM * ${MMA_OUTPUT_ROW_BYTES} + ${WGMMA_SWIZZLE_ATOM_BYTES},
              "shared memory of the plan");
% endif
static_assert(kATileBytes % 1024 == 0 && kBSlotBytes % 1024 == 0, "tiles start on swizzle atoms");
static_assert(kBlockM % kWarpgroupM == 0 && kBlockN % kWarpgroupN == 0 && kWarpgroupM % 64 == 0 &&
              kWarpgroupN % 64 == 0 && kWarpgroupN <= 256 && kBlockK == 64, "warpgroup tile");

// ${"The TMA boxes land in this layout (the tensor maps' 128-byte swizzle); the" if plan.tma else "Byte offset of element (m, kk) in the A tile, and the"} descriptor pieces of A: the
// leading and stride byte offsets, the bytes one k16 slice and one m64 instruction move${"; a_row_bytes(m0) is where row m0 (K-major: any; M-major: a multiple of 64) starts" if plan.tma else ""}.
% if a_k_major:
% if not plan.tma:
__device__ __forceinline__ uint32_t a_tile_offset(int m, int kk) {
    return hipconv::swizzle_128b(static_cast<uint32_t>(m * 128 + kk * 2));
}
% endif
constexpr uint32_t kALeadingBytes = 16, kAStrideBytes = 1024;   // K-major: 8-row groups 1024 apart
constexpr uint32_t kASliceBytes = 32, kAInstructionBytes = 64 * 128;
% if plan.tma:
__device__ __forceinline__ constexpr uint32_t a_row_bytes(int m0) { return static_cast<uint32_t>(m0 * 128); }
% endif
% else:
% if not plan.tma:
__device__ __forceinline__ uint32_t a_tile_offset(int m, int kk) {
    return hipconv::swizzle_128b(static_cast<uint32_t>((m / 64) * (kBlockK * 128) + kk * 128 + (m % 64) * 2));
}
% endif
constexpr uint32_t kALeadingBytes = kBlockK * 128, kAStrideBytes = 1024;   // M-major: 64-m blocks, 8-k groups
constexpr uint32_t kASliceBytes = 16 * 128, kAInstructionBytes = kBlockK * 128;
% if plan.tma:
constexpr int kRowBlock = 64;   // M-major: rows in blocks of one 128-byte swizzle row
__device__ __forceinline__ constexpr uint32_t a_row_bytes(int m0) { return static_cast<uint32_t>((m0 / kRowBlock) * kBlockK * 128); }
% endif
% endif
// The same for (n, kk) of one B tile; b_column_bytes(n0) is where column n0 (a multiple of
// 64) starts.
% if b_k_major:
% if not plan.tma:
__device__ __forceinline__ uint32_t b_tile_offset(int n, int kk) {
    return hipconv::swizzle_128b(static_cast<uint32_t>(n * 128 + kk * 2));
}
% endif
constexpr uint32_t kBLeadingBytes = 16, kBStrideBytes = 1024;
constexpr uint32_t kBSliceBytes = 32;
__device__ __forceinline__ constexpr uint32_t b_column_bytes(int n0) { return static_cast<uint32_t>(n0 * 128); }
% else:
constexpr int kColumnBlock = 64;   // N-major: columns in blocks of one 128-byte swizzle row
% if not plan.tma:
__device__ __forceinline__ uint32_t b_tile_offset(int n, int kk) {
    return hipconv::swizzle_128b(static_cast<uint32_t>((n / kColumnBlock) * (kBlockK * 128) + kk * 128 + (n % kColumnBlock) * 2));
}
% endif
constexpr uint32_t kBLeadingBytes = kBlockK * 128, kBStrideBytes = 1024;
constexpr uint32_t kBSliceBytes = 16 * 128;
__device__ __forceinline__ constexpr uint32_t b_column_bytes(int n0) { return static_cast<uint32_t>((n0 / kColumnBlock) * kBlockK * 128); }
% endif

${instruction(n, ptx_type, not a_k_major, not b_k_major)}
% if not plan.tma:
${common.operand_vectors(plan)}\
% endif
</%def>

## wgmma_m64n<n>k16(d, a, b): d += A * B for one m64nNk16 with A and B in shared memory
## (descriptors a, b), `ptx_type` (f16 / bf16) operands, fp32 accumulators in frag::wgmma_d
## order; transpose_a / transpose_b: the operand is M- / N-major (the instruction's bits);
## overwrites: the function takes `accumulate` (0: d = A * B, the scale-d operand).
## Shared by the tap-window kernels (backward_weight_tap_window.mako, forward_tap_window.mako).
<%def name="instruction(n, ptx_type, transpose_a, transpose_b, overwrites=False)">\
<% accumulators = n // 2 %>\
// d ${"= (accumulate ? d : 0) +" if overwrites else "+="} A * B for one m64n${n}k16 with A and B in shared memory (descriptors a, b):
// ${ptx_type} operands, fp32 accumulators in frag::wgmma_d order, transpose bits
// A ${1 if transpose_a else 0} (${"M" if transpose_a else "K"}-major), B ${1 if transpose_b else 0} (${"N" if transpose_b else "K"}-major).
__device__ __forceinline__ void wgmma_m64n${n}k16(float (&d)[${accumulators}], uint64_t a, uint64_t b${", int accumulate" if overwrites else ""}) {
    asm volatile(
        "{\n.reg .pred accumulate;\nsetp.ne.b32 accumulate, %${accumulators + 2}, 0;\n"
        "wgmma.mma_async.sync.aligned.m64n${n}k16.f32.${ptx_type}.${ptx_type} {"
% for first in range(0, accumulators, 16):
        "${", ".join(f"%{i}" for i in range(first, min(first + 16, accumulators)))}${"" if first + 16 >= accumulators else ", "}"
% endfor
        "}, %${accumulators}, %${accumulators + 1}, accumulate, 1, 1, ${1 if transpose_a else 0}, ${1 if transpose_b else 0};\n}\n"
% for first in range(0, accumulators, 8):
        ${":" if first == 0 else ","} ${", ".join(f'"+f"(d[{i}])' for i in range(first, min(first + 8, accumulators)))}
% endfor
        : "l"(a), "l"(b), "r"(${"accumulate" if overwrites else "1"}));
}
</%def>

## The shared-memory base and this thread's warpgroup.
<%def name="block_setup()">\
    HIPCONV_DYNAMIC_SHARED(unsigned char, shared_bytes);
    unsigned char* const tiles = shared_bytes + hipconv::swizzle_alignment_padding(shared_bytes);
    const int warpgroup = hipconv::warpgroup_id();
    const int wg_thread = hipconv::warpgroup_thread();
</%def>

## loads: tma.  The ring's mbarriers, initialized by one thread before anyone uses them
## (with plan.multicast > 1: before any block of the cluster multicasts into them).
<%def name="tma_barriers(plan)">\
    uint64_t* const full = reinterpret_cast<uint64_t*>(tiles + kBarrierOffset);   // a stage's TMA bytes have landed
    uint64_t* const empty = full + kStages;                                      // every consumer is done with a stage
    if (threadIdx.x == 0) {
        for (int s = 0; s < kStages; ++s) {
            hipconv::mbarrier_init(&full[s], 1);                  // the producer's arrive + the expected bytes
% if plan.multicast > 1:
            hipconv::mbarrier_init(&empty[s], kEmptyArrivals);    // every consumer warp of the cluster
% else:
            hipconv::mbarrier_init(&empty[s], kConsumerThreads);  // one arrival per consumer thread
% endif
        }
        hipconv::fence_barrier_init();
    }
% if plan.multicast > 1:
    hipconv::cluster_sync();   // the cluster's barriers are initialized before its first multicast
% else:
    __syncthreads();
% endif
    hipconv::RingPosition<kStages> ring;   // this thread's k-step in the ring (it runs on across tiles)
</%def>

## loads: tma, the producer thread: the k-steps of `tile` into the ring, each stage
## refilled once the consumers released its previous round.
<%def name="producer_tile()">\
            TmaLoads loads;
            loads.init(params, tile);
            for (Index step = 0; step < tile.k_steps; ++step, ring.advance()) {
                // The consumers released the stage's previous round (in the first round the
                // phase before the barrier's first counts as completed: no wait).
                hipconv::mbarrier_wait(&empty[ring.stage], ring.phase ^ 1u);
                hipconv::mbarrier_arrive_expect_tx(&full[ring.stage], kStageBytes);
                unsigned char* const stage_tiles = tiles + ring.stage * kStageBytes;
                loads.issue(
                    params, tile, &full[ring.stage],
                    [&](int m0) { return static_cast<void*>(stage_tiles + a_row_bytes(m0)); },
                    [&](int n0) { return static_cast<void*>(stage_tiles + kATileBytes + b_column_bytes(n0)); });
                loads.advance(params, tile);
            }
</%def>

## The consumers' view: their first row and column, the accumulators, the stage-0
## descriptors and the multiply of one stage.
<%def name="consumer_setup(plan)">\
    const int wg_m0 = (warpgroup / kWarpgroupsN) * kWarpgroupM;   // first tile row of this warpgroup
    const int wg_n0 = (warpgroup % kWarpgroupsN) * kWarpgroupN;   // first tile column
% if plan.alg.groups_per_block > 1:
    const int slot = wg_m0 / kRowsPerGroup;                       // merged group of this warpgroup's rows
% else:
    constexpr int slot = 0;
% endif
    float acc[kInstructionsM][kAccumulators];

    // Descriptors of stage 0, slice 0 for this warpgroup; a stage, a k16 slice or an
    // m64 instruction further is a constant added (descriptor units of 16 bytes).
    const uint64_t a_descriptor = hipconv::wgmma_descriptor(
        tiles + (wg_m0 / 64) * kAInstructionBytes, kALeadingBytes, kAStrideBytes);
    const uint64_t b_descriptor = hipconv::wgmma_descriptor(
        tiles + kATileBytes + slot * kBSlotBytes + b_column_bytes(wg_n0), kBLeadingBytes, kBStrideBytes);

    // The accumulators stay where they are across the asynchronous wgmma batches.
    auto fence_accumulators = [&]() {
        for (int i = 0; i < kInstructionsM; ++i)
            for (int e = 0; e < kAccumulators; ++e)
                hipconv::fence_operand(acc[i][e]);
    };

    // This stage's 4 x kInstructionsM wgmma, committed as one group.
    auto issue_stage = [&](int stage) {
        fence_accumulators();
        hipconv::wgmma_fence();
#pragma unroll
        for (int slice = 0; slice < kBlockK / 16; ++slice)
#pragma unroll
            for (int i = 0; i < kInstructionsM; ++i)
                wgmma_m64n${plan.alg.warpgroup.n}k16(
                    acc[i],
                    a_descriptor + ((stage * kStageBytes + slice * kASliceBytes + i * kAInstructionBytes) >> 4),
                    b_descriptor + ((stage * kStageBytes + slice * kBSliceBytes) >> 4));
        hipconv::wgmma_commit();
    };
    // Wait until only the last committed group is in flight.
    auto wait_previous_stage = [&]() {
        hipconv::wgmma_wait<1>();
        fence_accumulators();
    };
</%def>

## loads: tma, the consumers: `tile`'s k-steps from the ring; each stage is released
## (empty) once its wgmma completed, the last one after the final wait.
<%def name="consumer_tile(plan)">\
% if plan.multicast > 1:
    // A stage is free once every consumer warp of the cluster is done with it (the
    // cluster's blocks multicast into each other's stages): lane r of each warp arrives
    // on block r's empty barrier.
    auto release = [&](uint32_t stage) {
        const uint32_t lane = threadIdx.x % 32;
        if (lane < kMulticast)
            hipconv::mbarrier_arrive_cluster(&empty[stage], lane);
    };
% else:
    auto release = [&](uint32_t stage) { hipconv::mbarrier_arrive(&empty[stage]); };
% endif
    for (int i = 0; i < kInstructionsM; ++i)
        for (int e = 0; e < kAccumulators; ++e)
            acc[i][e] = 0.0f;
    // Each step's `full` barrier is tested (without waiting) while the previous step's
    // wgmma run; a step waits only where the test found its stage still loading.
    bool landed = false;
    uint32_t previous_stage = 0;                 // step - 1's stage
    for (Index step = 0; step < tile.k_steps; ++step) {
        if (!landed)
            hipconv::mbarrier_wait(&full[ring.stage], ring.phase);
        const uint32_t stage = ring.stage;
        issue_stage(static_cast<int>(stage));
        wait_previous_stage();                   // only this step's wgmma still in flight
        if (step > 0)                            // step - 1's wgmma have completed: its stage is free
            release(previous_stage);
        previous_stage = stage;
        ring.advance();
        landed = hipconv::mbarrier_test_wait(&full[ring.stage], ring.phase);
    }
    hipconv::wgmma_wait<0>();
    fence_accumulators();
    if (tile.k_steps > 0)                        // ... and so have the last step's
        release(previous_stage);
% if plan.multicast > 1:
    // No block leaves while a peer may still arrive on its barriers (every consumer of
    // the cluster is past its last release); this also orders the epilogue's reuse of the ring.
    hipconv::cluster_sync();
% else:
    // Every consumer's wgmma are done with the ring (one tile per block: the epilogue
    // reuses it) and every consumer is past the previous tile's epilogue reads.
    hipconv::named_barrier_sync(1, kConsumerThreads);
% endif
</%def>

## The main loop.  Expects in scope: params, tile (the direction's TileState).
## Leaves float acc[kInstructionsM][kAccumulators] for the epilogue.
<%def name="mainloop(plan)">\
${block_setup()}\
% if plan.tma:
${tma_barriers(plan)}\

    if (warpgroup == kProducerWarpgroup) {
        if (wg_thread == 0) {
${producer_tile()}\
        }
        return;   // no accumulators here: the consumers store the tile
    }
${consumer_setup(plan)}
${consumer_tile(plan)}\
% else:
${consumer_setup(plan)}
    for (int i = 0; i < kInstructionsM; ++i)
        for (int e = 0; e < kAccumulators; ++e)
            acc[i][e] = 0.0f;

    AAccess a_access;
    BAccess b_access;
    a_access.init(params, tile);
    b_access.init(params, tile);
    const Index k_steps = tile.k_steps;

    // Where the vector (m, kk) of A and (slot, kk, n) of B go in `stage`'s swizzled tiles.
    auto a_destination = [&](int stage, int m, int kk) {
        return tiles + stage * kStageBytes + a_tile_offset(m, kk);
    };
    auto b_destination = [&](int stage, int b_slot, int kk, int n) {
        return tiles + stage * kStageBytes + kATileBytes + b_slot * kBSlotBytes + b_tile_offset(n, kk);
    };
${common.cp_async_issue_loads(plan)}
    // Multistage pipeline: kStages - 2 k-steps of loads in flight beside the stage
    // being multiplied and the one its predecessor's wgmma may still read.
    for (int s = 0; s < kStages - 2; ++s) {
        if (s < k_steps)
            issue_loads(s);
        hipconv::cp_async_commit();
    }
    for (Index step = 0; step < k_steps; ++step) {
        hipconv::cp_async_wait<kStages - 3>();   // this step's copies (own) have landed
        hipconv::fence_async_shared();           // ... and are visible to wgmma's async proxy
        __syncthreads();                         // ... everyone's; step - 2's stage is free
        const Index next = step + kStages - 2;
        if (next < k_steps)
            issue_loads(static_cast<int>(next % kStages));
        hipconv::cp_async_commit();
        issue_stage(static_cast<int>(step % kStages));
        wait_previous_stage();                   // only this step's wgmma still in flight
    }
    hipconv::wgmma_wait<0>();
    fence_accumulators();
    hipconv::cp_async_wait<0>();
    __syncthreads();                             // the pipeline's memory becomes the output tile
% endif
</%def>

## schedule: persistent (loads: tma): the whole kernel body.  The direction supplies
## tile_at(params, x, y, z, tile) and Params' tiles_x, tiles_y, tile_count; this block
## takes tiles t = blockIdx.x, + gridDim.x, ... (x fastest).  The producer runs ahead
## through the tiles, bounded only by the ring, so it loads the next tile while the
## consumers store this one from their own epilogue tile (behind the ring).
<%def name="persistent_tiles(plan)">\
${block_setup()}\
${tma_barriers(plan)}\
    auto tile_of = [&](Index t, TileState& tile) {
        const Index rest = t / params.tiles_x;
        return tile_at(params, t % params.tiles_x, rest % params.tiles_y, rest / params.tiles_y, tile);
    };

    if (warpgroup == kProducerWarpgroup) {
        if (wg_thread == 0) {
            for (Index t = blockIdx.x; t < params.tile_count; t += gridDim.x) {
                TileState tile;
                if (!tile_of(t, tile))
                    continue;
${indent(capture(producer_tile), "    ")}\
            }
        }
        return;   // no accumulators here: the consumers store the tiles
    }
${consumer_setup(plan)}
% if plan.tma_store:
    uint32_t stored_tiles = 0;   // tiles this block stored: which of the two stagings is free
% endif
    for (Index t = blockIdx.x; t < params.tile_count; t += gridDim.x) {
        TileState tile;
        if (!tile_of(t, tile))
            continue;
${indent(capture(consumer_tile, plan), "    ")}
${indent(capture(epilogue, plan), "    ")}
% if plan.tma_store:
        ++stored_tiles;
% endif
    }
% if plan.tma_store:
    if (threadIdx.x == 0)
        hipconv::tma_store_wait_read<0>();   // the last stores have read their staging before the block ends
% endif
</%def>

## The accumulators (frag::wgmma_d per m64 instruction) through the fp32 output tile.
<%def name="fp32_epilogue(plan, base)">\
<%call expr="common.staged_epilogue(plan, base, *(('kConsumerThreads', 'hipconv::named_barrier_sync(1, kConsumerThreads)') if plan.tma else ()))">\
${accumulators_to_tile()}\
</%call>\
</%def>

## The accumulators into out_tile (fp32, rows of kOutRowLength) by 8-byte stores.
<%def name="accumulators_to_tile()">\
#pragma unroll
    for (int i = 0; i < kInstructionsM; ++i)
#pragma unroll
        for (int e = 0; e < kAccumulators; e += 2) {   // elements e, e + 1 are adjacent columns (unrolled: acc stays in registers)
            const int m = wg_m0 + i * 64 + hipconv::frag::wgmma_d_row(wg_thread, e);
            const int n = wg_n0 + hipconv::frag::wgmma_d_col(wg_thread, e);
            *reinterpret_cast<float2*>(out_tile + m * kOutRowLength + n) = make_float2(acc[i][e], acc[i][e + 1]);
        }
</%def>

## split_reduction: cluster (backward_weight, when params.clustered): the tile's S slices
## are the cluster's blocks, rank s = slice s.  Each block stages its fp32 tile; after a
## cluster barrier block s sums rows [s * ceil(kBlockM / S), ...) of the S tiles in rank
## order through distributed shared memory and hands them to store_output (which stores
## directly when params.clustered); a second cluster barrier keeps every block's tile
## until all have read it.  The producer warpgroups have exited: a cluster barrier does
## not wait for exited threads.  Needs kMaxClusterSplits from the direction.
<%def name="cluster_epilogue(plan, base)">\
    static_assert(kVectorOut % 2 == 0, "the cluster sum reads pairs of columns");
${common.staged_tile(base, "kConsumerThreads")}\
${accumulators_to_tile()}\
    hipconv::cluster_sync();                     // every slice's tile is staged
    const int slices = params.splits;
    uint32_t slice_tile[kMaxClusterSplits];      // slice s's out_tile, as this cluster addresses it
    for (int s = 0; s < kMaxClusterSplits; ++s)
        slice_tile[s] = s < slices ? hipconv::cluster_address(out_tile, static_cast<uint32_t>(s)) : 0u;
    const int share = (kBlockM + slices - 1) / slices;
    const int first = static_cast<int>(hipconv::cluster_rank()) * share;
    const int rows = kBlockM - first < share ? kBlockM - first : share;
    for (int v = static_cast<int>(threadIdx.x); v < rows * (kBlockN / kVectorOut); v += kConsumerThreads) {
        const int m = first + v / (kBlockN / kVectorOut);
        const int n = (v % (kBlockN / kVectorOut)) * kVectorOut;
        float values[kVectorOut];
        for (int e = 0; e < kVectorOut; ++e)
            values[e] = 0.0f;
        for (int s = 0; s < slices; ++s)          // rank order: the workspace pass's sums
            for (int e = 0; e < kVectorOut; e += 2) {
                const float2 pair = hipconv::load_cluster_float2(
                    slice_tile[s] + static_cast<uint32_t>((m * kOutRowLength + n + e) * 4));
                values[e] += pair.x;
                values[e + 1] += pair.y;
            }
        store_output${common.activation_argument(plan)}(params, tile, out_rows[m], n, values);
    }
    hipconv::cluster_sync();                     // no block leaves while another reads its tile
</%def>

## The accumulators as OutputType pairs (output_value of each with its tile column, hipconv::pack_pair) into kBlockN / 64 column
## blocks of kBlockM rows x 128 bytes at out_blocks, 128-byte swizzled (4-byte stores:
## the 8 rows of a warp's store land in 8 different 16-byte chunks).
<%def name="stage_pairs(plan)">\
#pragma unroll
    for (int i = 0; i < kInstructionsM; ++i)
#pragma unroll
        for (int e = 0; e < kAccumulators; e += 2) {   // elements e, e + 1 are adjacent columns (unrolled: acc stays in registers)
            const int m = wg_m0 + i * 64 + hipconv::frag::wgmma_d_row(wg_thread, e);
            const int n = wg_n0 + hipconv::frag::wgmma_d_col(wg_thread, e);
            const uint32_t pair = hipconv::pack_pair<OutputType>(output_value${common.activation_argument(plan)}(params, tile, n, acc[i][e]),
                                                                 output_value${common.activation_argument(plan)}(params, tile, n + 1, acc[i][e + 1]));
            *reinterpret_cast<uint32_t*>(out_blocks + staged_bytes(m, n)) = pair;
        }
</%def>

## The staged tile (stage_pairs), then one thread stores each column block with the
## direction's TMA box (store_block).  One tile per block: it waits until the boxes
## have read the staging before the block ends.  Persistent: tiles alternate between
## two stagings (both fit where the fp32 tile would), and the thread waits only until
## the store of the tile before has read its staging, which the next tile rewrites once
## every consumer passed the next barrier -- a store's read overlaps the next tile.
<%def name="tma_store_epilogue(plan, base)">\
    unsigned char* const out_blocks = ${base};
${stage_pairs(plan)}\
    hipconv::fence_async_shared();                   // the staging is visible to the TMA's async proxy
    hipconv::named_barrier_sync(1, kConsumerThreads);
    if (threadIdx.x == 0) {
        for (int n0 = 0; n0 < kBlockN; n0 += 64)
            store_block(params, tile, n0, out_blocks + staged_block_bytes(n0));
        hipconv::tma_store_commit();
        hipconv::tma_store_wait_read<${1 if plan.persistent else 0}>();
    }
</%def>

## Tiles whose rows are not consecutive output positions (several stride phases): the
## staged tile (stage_pairs) and the tile's OutputRow table behind it, then the consumers
## copy it out in 16-byte chunks (store_staged; a quarter-warp reads the 8 chunks of one
## 128-byte row, distinct banks under the swizzle).  The next tile's first barrier
## (consumer_tile) keeps its staging writes behind these reads.
<%def name="copied_epilogue(plan, base)">\
    unsigned char* const out_blocks = ${base};
    static_assert(kStagingBytes + kBlockM * sizeof(OutputRow) <= kBlockM * kOutRowLength * 4,
                  "the staging and the row table fit the epilogue tile");
    OutputRow* const out_rows = reinterpret_cast<OutputRow*>(out_blocks + kStagingBytes);
    for (int m = static_cast<int>(threadIdx.x); m < kBlockM; m += kConsumerThreads)
        out_rows[m] = output_row(params, tile, m);
${stage_pairs(plan)}\
    hipconv::named_barrier_sync(1, kConsumerThreads);
    constexpr int kChunksPerRow = kBlockN / kVectorOut;
    for (int v = static_cast<int>(threadIdx.x); v < kBlockM * kChunksPerRow; v += kConsumerThreads) {
        const int m = v / kChunksPerRow;
        const int n = (v % kChunksPerRow) * kVectorOut;
        store_staged(params, tile, out_rows[m], n,
                     *reinterpret_cast<const hipconv::Vec<OutputType, kVectorOut>*>(out_blocks + staged_bytes(m, n)));
    }
</%def>

<%def name="epilogue(plan)">\
<% base = 'tiles + kEpilogueOffset' if plan.persistent else 'tiles' %>\
% if plan.tma_store:
    if (stores_through_tma(params)) {
${indent(capture(tma_store_epilogue, plan, base + ' + (stored_tiles & 1) * kStagingBytes' if plan.persistent else base), "    ")}\
    } else {
${indent(capture(copied_epilogue, plan, base), "    ")}\
    }
% elif plan.cluster_reduction:
    if (params.clustered) {
${indent(capture(cluster_epilogue, plan, base), "    ")}\
    } else {
${indent(capture(fp32_epilogue, plan, base), "    ")}\
    }
% else:
${fp32_epilogue(plan, base)}\
% endif
</%def>