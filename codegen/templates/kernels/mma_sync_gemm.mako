## The mma_sync micro-kernel: a block GEMM tile on NVIDIA warp-level tensor cores,
## mma.sync.aligned.m16n8k16 with fp16/bf16 operands and fp32 accumulators
## (descriptor: codegen/micro_kernels.py, MmaSyncMicroKernel; instructions:
## hipconv/mma.h, emulated lane by lane on the cpu platform).
##
## Contract with the direction template: the same as fma_gemm.mako's (read it there):
## constants here (a_vector / b_vector from common.operand_vectors); TileState, AAccess, BAccess, a_tensor,
## b_tensor, kVectorOut and store_output from the direction.
##
## With input_image, image_mainloop replaces mainloop: the direction's InputImage stages
## the block's operands once (its contract is in forward.cpp.mako) and the warps read A
## fragments from it with 4-byte loads and B fragments by ldmatrix; no pipeline.
##
## Shared memory (dynamic, opted in by the launcher): a ring of kStages stages, each
## the A tile and kGroupsPerBlock B tiles in 16-bit, every row padded by
## MMA_OPERAND_PAD elements (bank-conflict-free ldmatrix); after the main loop the
## same memory holds the output tile: with plan.stages_output_type the accumulators
## converted in registers (the direction's output_value, OutputType pairs; rows padded
## by MMA_STAGED_OUTPUT_PAD elements) and copied out by store_staged, else the fp32 tile
## (rows padded by MMA_EPILOGUE_PAD floats) so that store_output gets kVectorOut
## consecutive columns.
<%namespace name="common" file="/kernels/common.mako"/>\
<%def name="constants(plan)">\
<%
    a, b = plan.mapping.a, plan.mapping.b
    alg = plan.alg
    from codegen.micro_kernels import MMA_OPERAND_PAD, MMA_EPILOGUE_PAD, MMA_OUTPUT_ROW_BYTES, MMA_STAGED_OUTPUT_PAD
    a_k_contiguous = a.gemm_axis == "k"
    b_k_contiguous = b.gemm_axis == "k"
    image_forward, image_weight = plan.forward_image, plan.weight_image
%>\
// ---- mma_sync micro-kernel tile geometry (${plan.mma_instruction[4:]}, fp32 accumulators)
constexpr int kBlockM = ${alg.block.m};
constexpr int kBlockN = ${alg.block.n};
constexpr int kBlockK = ${alg.block.k};
constexpr int kWarpM = ${alg.warp.m};                // outputs per warp
constexpr int kWarpN = ${alg.warp.n};
constexpr int kWarpsN = kBlockN / kWarpN;
constexpr int kThreads = ${plan.threads};           // (kBlockM / kWarpM) * kWarpsN warps of 32
% if not image_forward:
% if not alg.input_image:
constexpr int kStages = ${alg.stages};              // cp.async pipeline depth
% endif
constexpr int kGroupsPerBlock = ${alg.groups_per_block};
[[maybe_unused]] constexpr int kRowsPerGroup = kBlockM / kGroupsPerBlock;   // rows of one merged group
% endif
constexpr int kFragmentsM = kWarpM / 16;            // m16 fragments per warp
constexpr int kFragmentsN = kWarpN / 8;             // n8 fragments per warp
constexpr int kOutRowLength = kBlockN + ${MMA_EPILOGUE_PAD};          // fp32 epilogue tile row
% if plan.stages_output_type:
constexpr int kStagedRowLength = kBlockN + ${MMA_STAGED_OUTPUT_PAD};      // the converted tile's row (OutputType)
% endif
% if alg.input_image:
% if image_weight:
// Shared memory (the direction's WeightImage lays it out per problem): two stages, each
// a tile's dY rows and the X rows they reach; the fp32 output tile (kOutputTileBytes)
// takes the same memory after the main loop.
% else:
// Shared memory (the direction's InputImage lays it out per problem): the filter image
// and its tap table for the block's life, then the input rows of the current tile, whose
// memory the fp32 output tile (kOutputTileBytes) reuses after the main loop.
% endif
constexpr int kOutputTileBytes = kBlockM * kOutRowLength * 4 + kBlockM * ${MMA_OUTPUT_ROW_BYTES};
constexpr int kSharedMemoryBytes = ${plan.shared_memory_bytes};      // input_image KiB
static_assert(kSharedMemoryBytes > kOutputTileBytes, "shared memory of the plan");
% if image_weight:
constexpr int kImageSteps = kBlockK / 16;          // k16 steps of one tile of positions
static_assert(kBlockM % kWarpM == 0 && kBlockN % kWarpN == 0 && kWarpM == 16 &&
              kWarpN % 8 == 0 && kBlockK % 16 == 0 && kRowsPerGroup == kWarpM, "warp tile");
% else:
static_assert(kBlockM % kWarpM == 0 && kBlockN % kWarpN == 0 && kWarpM % 16 == 0 &&
              kWarpN % 16 == 0 && kBlockK == 16, "warp tile");
% endif
% else:
// A (${a.role.value}) is copied in ${plan.tiling_a.vector * plan.tiling_a.element_bytes}-byte vectors along GEMM ${a.gemm_axis}; B (${b.role.value}) in ${plan.tiling_b.vector * plan.tiling_b.element_bytes}-byte vectors along GEMM ${b.gemm_axis}.
constexpr int kVectorA = ${plan.tiling_a.vector};
constexpr int kVectorB = ${plan.tiling_b.vector};
// Shared-memory tiles: rows of the contiguous axis, padded by ${plan.mma_operand_pad} elements.
% if a_k_contiguous:
constexpr int kARows = kBlockM, kARowLength = kBlockK + ${plan.mma_operand_pad};   // A[m][k]
% else:
constexpr int kARows = kBlockK, kARowLength = kBlockM + ${plan.mma_operand_pad};   // A[k][m]
% endif
% if b_k_contiguous:
constexpr int kBRows = kBlockN, kBRowLength = kBlockK + ${plan.mma_operand_pad};   // B[n][k]
% else:
constexpr int kBRows = kBlockK, kBRowLength = kBlockN + ${plan.mma_operand_pad};   // B[k][n]
% endif
constexpr int kAStageElements = kARows * kARowLength;
constexpr int kBSlotElements = kBRows * kBRowLength;
constexpr int kBStageElements = kGroupsPerBlock * kBSlotElements;
constexpr int kStageElements = kAStageElements + kBStageElements;
constexpr int kSharedMemoryBytes = ${plan.shared_memory_bytes};
static_assert(kSharedMemoryBytes >= kStages * kStageElements * ${plan.mma_operand_bytes} &&
              kSharedMemoryBytes >= kBlockM * kOutRowLength * 4 + kBlockM * ${MMA_OUTPUT_ROW_BYTES},
              "shared memory of the plan");
static_assert(kBlockM % kWarpM == 0 && kBlockN % kWarpN == 0 && kWarpM % 16 == 0 &&
              kWarpN % 8 == 0 && kBlockK % ${plan.mma_slice_k} == 0, "warp tile");

${common.operand_vectors(plan)}\
% endif
</%def>

## The main loop.  Expects in scope: params, tile (the direction's TileState).
## Leaves float acc[kFragmentsM][kFragmentsN][4] (m16n8 fragments) for the epilogue.
<%def name="mainloop(plan)">\
<%
    odd_n_fragment = plan.alg.warp.n % 16 != 0    # warp.n = 16j + 8: one n8 fragment by ldmatrix.x2
    a, b = plan.mapping.a, plan.mapping.b
    a_k_contiguous = a.gemm_axis == "k"
    b_k_contiguous = b.gemm_axis == "k"
%>\
    HIPCONV_DYNAMIC_SHARED(unsigned char, shared_bytes);
    AType* const a_smem = reinterpret_cast<AType*>(shared_bytes);
    BType* const b_smem = reinterpret_cast<BType*>(shared_bytes) + kStages * kAStageElements;
    const int lane = hipconv::lane_id();
    const int warp = hipconv::warp_id();
    const int warp_m0 = (warp / kWarpsN) * kWarpM;      // first tile row of this warp
    const int warp_n0 = (warp % kWarpsN) * kWarpN;      // first tile column of this warp
% if plan.alg.groups_per_block > 1:
    const int slot = warp_m0 / kRowsPerGroup;           // merged group of this warp's rows
% else:
    constexpr int slot = 0;
% endif

    float acc[kFragmentsM][kFragmentsN][4];
    for (int i = 0; i < kFragmentsM; ++i)
        for (int j = 0; j < kFragmentsN; ++j)
            for (int r = 0; r < 4; ++r)
                acc[i][j][r] = 0.0f;

    AAccess a_access;
    BAccess b_access;
    a_access.init(params, tile);
    b_access.init(params, tile);
    const Index k_steps = tile.k_steps;

    // Where the vector (m, kk) of A and (slot, kk, n) of B go in `stage`'s padded tiles.
    auto a_destination = [&](int stage, int m, int kk) {
% if a_k_contiguous:
        return a_smem + stage * kAStageElements + m * kARowLength + kk;
% else:
        return a_smem + stage * kAStageElements + kk * kARowLength + m;
% endif
    };
    auto b_destination = [&](int stage, int b_slot, int kk, int n) {
% if b_k_contiguous:
        return b_smem + stage * kBStageElements + b_slot * kBSlotElements + n * kBRowLength + kk;
% else:
        return b_smem + stage * kBStageElements + b_slot * kBSlotElements + kk * kBRowLength + n;
% endif
    };
${common.cp_async_issue_loads(plan)}
    // Fragments of each k16 slice of `stage` by ldmatrix, then the warp's mma grid;
    // `after_first_fragments()` runs once the first slice's ldmatrix are issued, so
    // the next stage's cp.async go out while those land.
    auto multiply_stage = [&](int stage, auto&& after_first_fragments) {
        const AType* const a_stage = a_smem + stage * kAStageElements;
        const BType* const b_stage = b_smem + stage * kBStageElements + slot * kBSlotElements;
#pragma unroll
        for (int ks = 0; ks < kBlockK; ks += ${plan.mma_slice_k}) {${"   // one m16n8k32 per 32 fp8 k: the bytes of a 16-bit k16 slice" if plan.mma_slice_k != 16 else ""}
            uint32_t a_frag[kFragmentsM][4];
            uint32_t b_frag[kFragmentsN][2];
            for (int i = 0; i < kFragmentsM; ++i) {
                const int m0 = warp_m0 + i * 16;
% if a_k_contiguous:
                // A[m][k]: matrices (m 0-7, k 0-7), (m 8-15, k 0-7), (m 0-7, k 8-15), (m 8-15, k 8-15)
                const AType* row = a_stage + (m0 + (lane & 15)) * kARowLength + ks + (lane >> 4) * ${plan.mma_slice_k // 2};
                hipconv::ldmatrix_x4(a_frag[i], row);
% else:
                // A[k][m], transposed on load: the same four matrices, rows of k
                const AType* row = a_stage + (ks + (lane >> 4) * 8 + (lane & 7)) * kARowLength + m0 + ((lane >> 3) & 1) * 8;
                hipconv::ldmatrix_x4_trans(a_frag[i], row);
% endif
            }
            // This lane's ldmatrix row address for the n8 fragment pair from column n0:
% if b_k_contiguous:
            // B[n][k]: matrices (n 0-7, k 0-7), (n 0-7, k 8-15), (n 8-15, k 0-7), (n 8-15, k 8-15)
            auto b_row = [&](int n0) { return b_stage + (n0 + (lane >> 4) * 8 + (lane & 7)) * kBRowLength + ks + ((lane >> 3) & 1) * ${plan.mma_slice_k // 2}; };
% else:
            // B[k][n], transposed on load: (k 0-7, n 0-7), (k 8-15, n 0-7), (k 0-7, n 8-15), (k 8-15, n 8-15)
            auto b_row = [&](int n0) { return b_stage + (ks + (lane & 15)) * kBRowLength + n0 + (lane >> 4) * 8; };
% endif
            for (int j = 0; j + 1 < kFragmentsN; j += 2) {
                uint32_t quad[4];
                hipconv::ldmatrix_x4${"" if b_k_contiguous else "_trans"}(quad, b_row(warp_n0 + j * 8));
                b_frag[j][0] = quad[0];
                b_frag[j][1] = quad[1];
                b_frag[j + 1][0] = quad[2];
                b_frag[j + 1][1] = quad[3];
            }
% if odd_n_fragment:
            {   // the warp's last n8 fragment: the first two matrices of the pair, by
                // ldmatrix.x2 (it takes lanes 0-15's addresses only)
                uint32_t pair[2];
                hipconv::ldmatrix_x2${"" if b_k_contiguous else "_trans"}(pair, b_row(warp_n0 + (kFragmentsN - 1) * 8));
                b_frag[kFragmentsN - 1][0] = pair[0];
                b_frag[kFragmentsN - 1][1] = pair[1];
            }
% endif
            if (ks == 0)
                after_first_fragments();
            for (int i = 0; i < kFragmentsM; ++i)
                for (int j = 0; j < kFragmentsN; ++j)
                    hipconv::${plan.mma_instruction}<AType>(acc[i][j], a_frag[i], b_frag[j]);
        }
    };

    // Multistage pipeline: kStages - 1 k-steps in flight while one multiplies.
    for (int s = 0; s < kStages - 1; ++s) {
        if (s < k_steps) {
            issue_loads(s);
% if plan.operands_through_registers:
            store_fetched(s);
% endif
        }
        hipconv::cp_async_commit();
    }
    for (Index step = 0; step < k_steps; ++step) {
        hipconv::cp_async_wait<kStages - 2>();   // this step's stage has landed (own copies)
        __syncthreads();                         // ... everyone's, and step - 1's stage is free
        multiply_stage(static_cast<int>(step % kStages), [&]() {
            const Index next = step + kStages - 1;
            if (next < k_steps)
                issue_loads(static_cast<int>(next % kStages));
            hipconv::cp_async_commit();
        });
% if plan.operands_through_registers:
        // The fetched vectors of k-step step + kStages - 1 into its stage: the one
        // multiplied at step - 1, which every warp left before this step's barrier.
        if (step + kStages - 1 < k_steps)
            store_fetched(static_cast<int>((step + kStages - 1) % kStages));
% endif
    }
    hipconv::cp_async_wait<0>();
    __syncthreads();                             // the pipeline's memory becomes the output tile
</%def>

## The accumulators through the fp32 output tile in shared memory, then to
## store_output in rows of kVectorOut consecutive columns.  The tile's output rows
## (output_row, which may divide) are computed once per block, one per thread, into
## a table behind the tile.
<%def name="epilogue(plan, base='shared_bytes')">\
% if plan.stages_output_type:
${converted_epilogue(plan, base)}\
% else:
<%call expr="common.staged_epilogue(plan, base)">\
    for (int i = 0; i < kFragmentsM; ++i)
        for (int j = 0; j < kFragmentsN; ++j)
            for (int r = 0; r < 4; r += 2) {   // c0 c1 (and c2 c3) are adjacent columns
                const int m = warp_m0 + i * 16 + hipconv::frag::mma_c_row(lane, r);
                const int n = warp_n0 + j * 8 + hipconv::frag::mma_c_col(lane, r);
                *reinterpret_cast<float2*>(out_tile + m * kOutRowLength + n) =
                    make_float2(acc[i][j][r], acc[i][j][r + 1]);
            }
</%call>\
% endif
</%def>

## plan.stages_output_type: each accumulator through output_value (with its tile column), adjacent columns as one
## OutputType pair (hipconv::pack_pair; 4-byte stores, the 8 rows x 4 lanes of a store
## in 32 different banks under MMA_STAGED_OUTPUT_PAD) into the tile at `base`
## ([kBlockM][kStagedRowLength]) with the tile's OutputRow table behind it; then
## kVectorOut-column vectors of it to store_staged.
<%def name="converted_epilogue(plan, base)">\
    OutputType* const out_tile = reinterpret_cast<OutputType*>(${base});   // [kBlockM][kStagedRowLength]
    OutputRow* const out_rows = reinterpret_cast<OutputRow*>(out_tile + kBlockM * kStagedRowLength);
    for (int m = static_cast<int>(threadIdx.x); m < kBlockM; m += kThreads)
        out_rows[m] = output_row(params, tile, m);
#pragma unroll
    for (int i = 0; i < kFragmentsM; ++i)
#pragma unroll
        for (int j = 0; j < kFragmentsN; ++j)
#pragma unroll
            for (int r = 0; r < 4; r += 2) {   // c0 c1 (and c2 c3) are adjacent columns
                const int m = warp_m0 + i * 16 + hipconv::frag::mma_c_row(lane, r);
                const int n = warp_n0 + j * 8 + hipconv::frag::mma_c_col(lane, r);
                *reinterpret_cast<uint32_t*>(out_tile + m * kStagedRowLength + n) =
                    hipconv::pack_pair<OutputType>(output_value${common.activation_argument(plan)}(params, tile, n, acc[i][j][r]),
                                                   output_value${common.activation_argument(plan)}(params, tile, n + 1, acc[i][j][r + 1]));
            }
    __syncthreads();
    constexpr int kChunksPerRow = kBlockN / kVectorOut;
    for (int v = static_cast<int>(threadIdx.x); v < kBlockM * kChunksPerRow; v += kThreads) {
        const int m = v / kChunksPerRow;
        const int n = (v % kChunksPerRow) * kVectorOut;
        store_staged(params, tile, out_rows[m], n, hipconv::load_vec<kVectorOut>(out_tile + m * kStagedRowLength + n));
    }
</%def>

## The main loop of an instance with input_image, for one tile.  Expects in scope:
## params, tile (the direction's TileState, k_steps k16 slices of the reduction) and
## image, the direction's InputImage (forward.cpp.mako) with the block's filter image
## filled.  Leaves float acc[kFragmentsM][kFragmentsN][4] for the epilogue, which may
## reuse the input rows' memory (image.output_memory()).
<%def name="image_mainloop(plan)">\
    const int lane = hipconv::lane_id();
    const int warp = hipconv::warp_id();
    const int warp_m0 = (warp / kWarpsN) * kWarpM;      // first tile row of this warp
    const int warp_n0 = (warp % kWarpsN) * kWarpN;      // first tile column of this warp

    image.fill_input(params, tile);                     // every thread takes part
    __syncthreads();
    // The image offsets of this lane's A rows: fragment i's rows of registers 0 and 1
    // (registers 2 and 3 repeat them at columns + 8).
    int row_offset[kFragmentsM][2];
    for (int i = 0; i < kFragmentsM; ++i)
        for (int h = 0; h < 2; ++h)
            row_offset[i][h] = image.row(params, tile, warp_m0 + i * 16 + hipconv::frag::mma_a_row(lane, 2 * h));

    float acc[kFragmentsM][kFragmentsN][4];
    for (int i = 0; i < kFragmentsM; ++i)
        for (int j = 0; j < kFragmentsN; ++j)
            for (int r = 0; r < 4; ++r)
                acc[i][j][r] = 0.0f;

    for (Index step = 0; step < tile.k_steps; ++step) {
        const int k0 = static_cast<int>(step) * 16;
        // This lane's two column pairs of the slice (registers 0/1 and 2/3): their offset
        // from a row's first tap, or -1 past the filter (the pair reads as zeros).
        const int column_low = image.column(k0 + hipconv::frag::mma_a_col(lane, 0));
        const int column_high = image.column(k0 + hipconv::frag::mma_a_col(lane, 4));
        uint32_t a_frag[kFragmentsM][4];
        for (int i = 0; i < kFragmentsM; ++i) {
            a_frag[i][0] = image.pair(row_offset[i][0], column_low);
            a_frag[i][1] = image.pair(row_offset[i][1], column_low);
            a_frag[i][2] = image.pair(row_offset[i][0], column_high);
            a_frag[i][3] = image.pair(row_offset[i][1], column_high);
        }
        // B[n][k] rows of the filter image: matrices (n 0-7, k 0-7), (n 0-7, k 8-15),
        // (n 8-15, k 0-7), (n 8-15, k 8-15) per ldmatrix.x4.
        uint32_t b_frag[kFragmentsN][2];
        for (int j = 0; j < kFragmentsN; j += 2) {
            uint32_t quad[4];
            hipconv::ldmatrix_x4(quad, image.filter_row(warp_n0 + j * 8 + (lane >> 4) * 8 + (lane & 7)) +
                                           k0 + ((lane >> 3) & 1) * 8);
            b_frag[j][0] = quad[0];
            b_frag[j][1] = quad[1];
            b_frag[j + 1][0] = quad[2];
            b_frag[j + 1][1] = quad[3];
        }
        for (int i = 0; i < kFragmentsM; ++i)
            for (int j = 0; j < kFragmentsN; ++j)
                hipconv::mma_m16n8k16<AType>(acc[i][j], a_frag[i], b_frag[j]);
    }
    __syncthreads();                             // the input rows' memory becomes the output tile
</%def>

## The main loop of backward-weight's input image, over the block's reduction slice.
## Expects in scope: params, tile (the direction's TileState: k_steps tiles of kBlockK
## positions) and image, the direction's WeightImage (backward_weight.cpp.mako), whose
## contract is:
##   init(params, tile, shared_bytes)    the block's stages and this thread's share of the fills
##   issue(params, tile, t, stage)       every thread's cp.async of tile t into stage
##   first_row(params, tile, t)          the virtual X row of tile t's image row 0
##   position(params, tile, t, first_row, kk)  the X image offset of position kk's first
##                                       tap (a position past the slice: the tile's first)
##   column(params, slot, n)             column n's offset from a position's first tap
##   dy_channel(params, tile, slot)      the staged dY row offset of the channel of slot's
##                                       first row (its group's channel tile.m_begin)
##   dy_rows(params, stage), x_rows(params, stage)  the stage's dY rows (kBlockK of
##                                       params.image_dy_pitch elements) and X rows
## Two stages: tile t + 1's copies are in flight while tile t multiplies.  Per k16 step a
## warp reads its group's A = dY^T (16 channels x 16 positions) by one ldmatrix.x4.trans of
## position rows and its B = X im2col (16 positions x kWarpN columns) by ldmatrix.trans
## whose lanes address each position's pixel at each column's tap: im2col by address.
## Leaves float acc[1][kFragmentsN][4]; the stages' memory is free afterwards.
<%def name="weight_image_mainloop(plan)">\
    HIPCONV_DYNAMIC_SHARED(unsigned char, shared_bytes);
    const int lane = hipconv::lane_id();
    const int warp = hipconv::warp_id();
    const int warp_m0 = (warp / kWarpsN) * kWarpM;      // first tile row of this warp
    const int warp_n0 = (warp % kWarpsN) * kWarpN;      // first tile column of this warp
    const int slot = warp_m0 / kRowsPerGroup;           // merged group of this warp's rows
    image.init(params, tile, shared_bytes);

    float acc[kFragmentsM][kFragmentsN][4];
    for (int j = 0; j < kFragmentsN; ++j)
        for (int r = 0; r < 4; ++r)
            acc[0][j][r] = 0.0f;

    // This lane's column offsets: per ldmatrix of B, the n8 fragment whose rows it
    // addresses (x4: fragments j, j + 1 for lanes 0-15, 16-31; the odd last x2: j).
    constexpr int kBLoads = (kFragmentsN + 1) / 2;
    int column_offset[kBLoads];
    for (int b = 0; b < kBLoads; ++b) {
        const int j = 2 * b + (2 * b + 1 < kFragmentsN ? (lane >> 4) : 0);
        column_offset[b] = image.column(params, slot, warp_n0 + j * 8);
    }
    // This lane's dY row address within a k16 step: matrices (positions 0-7, channels
    // 0-7), (0-7, 8-15), (8-15, 0-7), (8-15, 8-15), transposed on load.
    const int a_offset = ((lane >> 4) * 8 + (lane & 7)) * params.image_dy_pitch +
                         image.dy_channel(params, tile, slot) + ((lane >> 3) & 1) * 8;

    const Index tiles = tile.k_steps;
    if (tiles > 0)
        image.issue(params, tile, 0, 0);
    hipconv::cp_async_commit();
    for (Index t = 0; t < tiles; ++t) {
        const int stage = static_cast<int>(t & 1);
        if (t + 1 < tiles)
            image.issue(params, tile, t + 1, stage ^ 1);   // its stage was left at t - 1's barrier
        hipconv::cp_async_commit();
        hipconv::cp_async_wait<1>();             // tile t's copies (own) have landed
        __syncthreads();                         // ... everyone's
        const YType* const dy_rows = image.dy_rows(params, stage);
        const XType* const x_rows = image.x_rows(params, stage);
        const int first_row = image.first_row(params, tile, t);
#pragma unroll
        for (int step = 0; step < kImageSteps; ++step) {
            uint32_t a_frag[4];
            hipconv::ldmatrix_x4_trans(a_frag, dy_rows + step * 16 * params.image_dy_pitch + a_offset);
            const XType* const position = x_rows + image.position(params, tile, t, first_row, step * 16 + (lane & 15));
            uint32_t b_frag[kFragmentsN][2];
            for (int j = 0; j + 1 < kFragmentsN; j += 2) {
                uint32_t quad[4];
                hipconv::ldmatrix_x4_trans(quad, position + column_offset[j / 2]);
                b_frag[j][0] = quad[0];
                b_frag[j][1] = quad[1];
                b_frag[j + 1][0] = quad[2];
                b_frag[j + 1][1] = quad[3];
            }
% if plan.alg.warp.n % 16:
            {   // the warp's last n8 fragment by ldmatrix.x2 (lanes 0-15's addresses)
                uint32_t pair[2];
                hipconv::ldmatrix_x2_trans(pair, position + column_offset[kBLoads - 1]);
                b_frag[kFragmentsN - 1][0] = pair[0];
                b_frag[kFragmentsN - 1][1] = pair[1];
            }
% endif
            for (int j = 0; j < kFragmentsN; ++j)
                hipconv::mma_m16n8k16<AType>(acc[0][j], a_frag, b_frag[j]);
        }
        __syncthreads();                         // tile t's stage is free
    }
    hipconv::cp_async_wait<0>();
</%def>
