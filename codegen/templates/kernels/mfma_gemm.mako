## The mfma micro-kernel: a block GEMM tile on AMD matrix cores, v_mfma_f32_32x32x8 or
## v_mfma_f32_16x16x16 (f16 / bf16_1k operands, fp32 accumulators), one 64-lane
## wavefront per instruction (descriptor: codegen/micro_kernels.py, MfmaMicroKernel;
## instructions: hipconv/mfma.h, emulated lane by lane on the cpu platform).
##
## Contract with the direction template: the same as fma_gemm.mako's (read it there):
## constants here (a_vector / b_vector from common.operand_vectors); TileState, AAccess,
## BAccess, a_tensor, b_tensor, kVectorOut and store_output from the direction.
##
## LDS (static, kSharedMemoryBytes within the 64 KiB of gfx90a / gfx940): two stages, each
## the A tile and kGroupsPerBlock B tiles in 16-bit, rows padded as
## MfmaMicroKernel.operand_tile derives from the bank arithmetic (a tile whose vectors run
## along k: [m or n][k], one ds_read_b64 per fragment; along m or n: [k][m or n], four
## 2-byte reads per fragment).  The next k-step's 16-byte global loads wait in registers
## while the current stage multiplies.  After the main loop the same memory stages the
## fp32 output tile, kStagedRows rows per pass, so that store_output gets kVectorOut
## consecutive columns.
<%namespace name="common" file="/kernels/common.mako"/>\
<%!
    import textwrap

    def nested(text):
        """A def's output one level deeper (common.staged_store inside the pass loop)."""
        return textwrap.indent(text, "    ")
%>\
<%def name="constants(plan)">\
<%
    alg = plan.alg
    micro = plan.micro
    frags = micro.fragments(alg)
    shape = alg.instruction
    a_tile = micro.operand_tile(plan.instance, "a")
    b_tile = micro.operand_tile(plan.instance, "b")
    staging = micro.epilogue(plan.instance)
    a, b = plan.mapping.a, plan.mapping.b
    from codegen.micro_kernels import MMA_OUTPUT_ROW_BYTES
    operand_type = plan.sig.tensor(a.role).data_type
%>\
// ---- mfma micro-kernel tile geometry (${micro.instruction_name(alg, operand_type)}, fp32 accumulators, wave64)
constexpr int kBlockM = ${alg.block.m};
constexpr int kBlockN = ${alg.block.n};
constexpr int kBlockK = ${alg.block.k};
constexpr int kWaveM = ${alg.warp.m};                 // outputs per wavefront (the `warp` tile)
constexpr int kWaveN = ${alg.warp.n};
constexpr int kWavesN = kBlockN / kWaveN;
constexpr int kThreads = ${plan.threads};            // (kBlockM / kWaveM) * kWavesN wavefronts of 64
constexpr int kStages = ${alg.stages};               // LDS buffers
constexpr int kGroupsPerBlock = ${alg.groups_per_block};
[[maybe_unused]] constexpr int kRowsPerGroup = kBlockM / kGroupsPerBlock;   // rows of one merged group
constexpr int kInstructionM = ${shape.m};            // v_mfma_f32_${shape.value}
constexpr int kInstructionN = ${shape.n};
constexpr int kInstructionK = ${shape.k};
constexpr int kFragmentsM = kWaveM / kInstructionM;  // instructions per wavefront along m
constexpr int kFragmentsN = kWaveN / kInstructionN;  // ... and along n
constexpr int kAccumulators = hipconv::frag::${frags.c.name}_elements;   // fp32 per lane and instruction
// A (${a.role.value}) is read in 16-byte vectors along GEMM ${a.gemm_axis}; B (${b.role.value}) along GEMM ${b.gemm_axis}.
constexpr int kVectorA = 8;
constexpr int kVectorB = 8;
// LDS tiles in 16-bit elements, rows padded so that the fragment reads hit distinct banks
// (MfmaMicroKernel.operand_tile has the arithmetic).
% if a_tile.k_contiguous:
constexpr int kARows = kBlockM, kARowLength = kBlockK + ${a_tile.padding};   // A[m][k]: one 8-byte read per fragment
% else:
constexpr int kARows = kBlockK, kARowLength = kBlockM + ${a_tile.padding};   // A[k][m]: four 2-byte reads per fragment
% endif
% if b_tile.k_contiguous:
constexpr int kBRows = kBlockN, kBRowLength = kBlockK + ${b_tile.padding};   // B[n][k]: one 8-byte read per fragment
% else:
constexpr int kBRows = kBlockK, kBRowLength = kBlockN + ${b_tile.padding};   // B[k][n]: four 2-byte reads per fragment
% endif
constexpr int kAStageElements = kARows * kARowLength;
constexpr int kBSlotElements = kBRows * kBRowLength;
constexpr int kBStageElements = kGroupsPerBlock * kBSlotElements;
// The epilogue stages the fp32 tile in kEpiloguePasses passes over the wavefronts'
// fragment rows: kStagedRows rows of kOutRowLength floats, the tile's row table behind.
constexpr int kEpiloguePasses = ${staging.passes};
constexpr int kStagedRows = kBlockM / kEpiloguePasses;
constexpr int kOutRowLength = kBlockN + ${staging.row_length - alg.block.n};
constexpr int kSharedMemoryBytes = ${plan.shared_memory_bytes};
static_assert(kSharedMemoryBytes >= kStages * (kAStageElements + kBStageElements) * 2 &&
              kSharedMemoryBytes >= kStagedRows * kOutRowLength * 4 + kBlockM * ${MMA_OUTPUT_ROW_BYTES},
              "LDS of the plan");
static_assert(kBlockM % kWaveM == 0 && kBlockN % kWaveN == 0 && kWaveM % kInstructionM == 0 &&
              kWaveN % kInstructionN == 0 && kBlockK % kInstructionK == 0 &&
              kFragmentsM % kEpiloguePasses == 0, "wave tile");

${common.operand_vectors(plan)}</%def>

## The main loop.  Expects in scope: params, tile (the direction's TileState).
## Leaves hipconv::MfmaAccumulators<kAccumulators> acc[kFragmentsM][kFragmentsN] (one per
## instruction), lane, wave_m0 / wave_n0 and shared_bytes for the epilogue.
<%def name="mainloop(plan)">\
<%
    alg = plan.alg
    frags = plan.micro.fragments(alg)
    a_tile = plan.micro.operand_tile(plan.instance, "a")
    b_tile = plan.micro.operand_tile(plan.instance, "b")
    fa, fb = frags.a.name, frags.b.name
%>\
    __shared__ __align__(16) unsigned char shared_bytes[kSharedMemoryBytes];
    AType* const a_smem = reinterpret_cast<AType*>(shared_bytes);
    BType* const b_smem = reinterpret_cast<BType*>(shared_bytes + kStages * kAStageElements * sizeof(AType));
    const int lane = hipconv::wave_lane();
    const int wave = hipconv::wave_index();
    const int wave_m0 = (wave / kWavesN) * kWaveM;      // first tile row of this wavefront
    const int wave_n0 = (wave % kWavesN) * kWaveN;      // first tile column of this wavefront
% if alg.groups_per_block > 1:
    const int slot = wave_m0 / kRowsPerGroup;           // merged group of this wavefront's rows
% else:
    constexpr int slot = 0;
% endif

    hipconv::MfmaAccumulators<kAccumulators> acc[kFragmentsM][kFragmentsN];
#pragma unroll
    for (int i = 0; i < kFragmentsM; ++i)
#pragma unroll
        for (int j = 0; j < kFragmentsN; ++j)
#pragma unroll
            for (int r = 0; r < kAccumulators; ++r)
                acc[i][j][r] = 0.0f;

    AAccess a_access;
    BAccess b_access;
    a_access.init(params, tile);
    b_access.init(params, tile);
    hipconv::Vec<AType, kVectorA> a_regs[kLoadsA];
    hipconv::Vec<BType, kVectorB> b_regs[kLoadsB];
    const Index k_steps = tile.k_steps;

    // Global -> registers for the next k-step: one 16-byte load per vector, zeros where
    // the direction says the vector does not exist; both cursors advance.
    auto load_tiles = [&]() {
#pragma unroll
        for (int l = 0; l < kLoadsA; ++l) {
            int m = 0, kk = 0;
            Index offset = 0;
            if (a_vector(l, m, kk) && a_access.valid(params, tile, l, offset))
                a_regs[l] = hipconv::load_vec<kVectorA>(a_tensor(params) + offset);
            else
                a_regs[l] = hipconv::Vec<AType, kVectorA>{};
        }
#pragma unroll
        for (int l = 0; l < kLoadsB; ++l) {
            int b_slot = 0, kk = 0, n = 0;
            Index offset = 0;
            if (b_vector(l, b_slot, kk, n) && b_access.valid(params, tile, l, offset))
                b_regs[l] = hipconv::load_vec<kVectorB>(b_tensor(params) + offset);
            else
                b_regs[l] = hipconv::Vec<BType, kVectorB>{};
        }
        a_access.advance(params, tile);
        b_access.advance(params, tile);
    };

    // Registers -> LDS `stage`: each vector as two 8-byte halves (the padded rows are
    // 8-byte aligned), along the axis it was loaded along.
    auto store_tiles = [&](int stage) {
        AType* const a_stage = a_smem + stage * kAStageElements;
        BType* const b_stage = b_smem + stage * kBStageElements;
#pragma unroll
        for (int l = 0; l < kLoadsA; ++l) {
            int m = 0, kk = 0;
            if (a_vector(l, m, kk))
% if a_tile.k_contiguous:
                hipconv::store_vec8_as_halves(a_stage + m * kARowLength + kk, a_regs[l]);   // A[m][kk..kk+7]
% else:
                hipconv::store_vec8_as_halves(a_stage + kk * kARowLength + m, a_regs[l]);   // A[kk][m..m+7]
% endif
        }
#pragma unroll
        for (int l = 0; l < kLoadsB; ++l) {
            int b_slot = 0, kk = 0, n = 0;
            if (b_vector(l, b_slot, kk, n))
% if b_tile.k_contiguous:
                hipconv::store_vec8_as_halves(b_stage + b_slot * kBSlotElements + n * kBRowLength + kk, b_regs[l]);   // B[n][kk..kk+7]
% else:
                hipconv::store_vec8_as_halves(b_stage + b_slot * kBSlotElements + kk * kBRowLength + n, b_regs[l]);   // B[kk][n..n+7]
% endif
        }
    };

    // Per k-slice of the instruction: each lane's fragments (element e at (row, col)(lane, e)
    // of frag::${fa} and frag::${fb}), then the wavefront's kFragmentsM x kFragmentsN
    // instructions.
    auto multiply_tiles = [&](int stage) {
        const AType* const a_stage = a_smem + stage * kAStageElements;
        const BType* const b_stage = b_smem + stage * kBStageElements + slot * kBSlotElements;
#pragma unroll
        for (int ks = 0; ks < kBlockK; ks += kInstructionK) {
            hipconv::MfmaOperand<AType> a_frag[kFragmentsM];
            hipconv::MfmaOperand<BType> b_frag[kFragmentsN];
#pragma unroll
            for (int i = 0; i < kFragmentsM; ++i) {
                const int m0 = wave_m0 + i * kInstructionM;
% if a_tile.k_contiguous:
                // elements 0..3 are consecutive k of one row: one 8-byte read
                a_frag[i] = hipconv::load_vec<4>(a_stage + (m0 + hipconv::frag::${fa}_row(lane, 0)) * kARowLength +
                                                 ks + hipconv::frag::${fa}_col(lane, 0));
% else:
#pragma unroll
                for (int e = 0; e < 4; ++e)   // element e: row k of the [k][m] tile
                    a_frag[i][e] = a_stage[(ks + hipconv::frag::${fa}_col(lane, e)) * kARowLength +
                                           m0 + hipconv::frag::${fa}_row(lane, e)];
% endif
            }
#pragma unroll
            for (int j = 0; j < kFragmentsN; ++j) {
                const int n0 = wave_n0 + j * kInstructionN;
% if b_tile.k_contiguous:
                // elements 0..3 are consecutive k of one column: one 8-byte read
                b_frag[j] = hipconv::load_vec<4>(b_stage + (n0 + hipconv::frag::${fb}_col(lane, 0)) * kBRowLength +
                                                 ks + hipconv::frag::${fb}_row(lane, 0));
% else:
#pragma unroll
                for (int e = 0; e < 4; ++e)   // element e: row k of the [k][n] tile
                    b_frag[j][e] = b_stage[(ks + hipconv::frag::${fb}_row(lane, e)) * kBRowLength +
                                           n0 + hipconv::frag::${fb}_col(lane, e)];
% endif
            }
#pragma unroll
            for (int i = 0; i < kFragmentsM; ++i)
#pragma unroll
                for (int j = 0; j < kFragmentsN; ++j)
                    hipconv::${frags.stem}<AType>(acc[i][j], a_frag[i], b_frag[j]);
        }
    };

    // Double buffering: the next k-step's global loads are in flight while this one
    // multiplies, then land in the other stage; one barrier per k-step.
    if (k_steps > 0) {
        load_tiles();
        store_tiles(0);
    }
    __syncthreads();
    for (Index step = 0; step < k_steps; ++step) {
        const int stage = static_cast<int>(step & 1);
        const bool has_next = step + 1 < k_steps;
        if (has_next)
            load_tiles();
        multiply_tiles(stage);
        if (has_next)
            store_tiles(stage ^ 1);
        __syncthreads();                         // (after the last step: the LDS is free)
    }
</%def>

## The accumulators through the fp32 staging tile, pass by pass: in pass p every
## wavefront writes its fragment rows [p * kPassFragments, (p + 1) * kPassFragments) at
## staged rows (wave row * kPassFragments + f) * kInstructionM + frag::<c>_row, then the
## block stores the staged rows (common.staged_store) in rows of kVectorOut columns.  The
## tile's output rows (output_row, which may divide) are computed once per block.
<%def name="epilogue(plan)">\
<% frags = plan.micro.fragments(plan.alg); fc = frags.c.name %>\
    constexpr int kPassFragments = kFragmentsM / kEpiloguePasses;   // a wavefront's fragment rows per pass
    constexpr int kWaveStagedRows = kPassFragments * kInstructionM;  // ... its staged rows per pass
    float* const out_tile = reinterpret_cast<float*>(shared_bytes);   // [kStagedRows][kOutRowLength]
    OutputRow* const out_rows = reinterpret_cast<OutputRow*>(out_tile + kStagedRows * kOutRowLength);   // [kBlockM]
    for (int m = static_cast<int>(threadIdx.x); m < kBlockM; m += kThreads)
        out_rows[m] = output_row(params, tile, m);
    const int wave_staged0 = (wave_m0 / kWaveM) * kWaveStagedRows;  // this wavefront's first staged row
#pragma unroll
    for (int pass = 0; pass < kEpiloguePasses; ++pass) {
        if (pass > 0)
            __syncthreads();                     // the previous pass's rows are stored
#pragma unroll
        for (int f = 0; f < kPassFragments; ++f)
#pragma unroll
            for (int j = 0; j < kFragmentsN; ++j)
#pragma unroll
                for (int r = 0; r < kAccumulators; ++r) {   // a lane holds one column of the instruction's tile
                    const int s = wave_staged0 + f * kInstructionM + hipconv::frag::${fc}_row(lane, r);
                    const int n = wave_n0 + j * kInstructionN + hipconv::frag::${fc}_col(lane, r);
                    out_tile[s * kOutRowLength + n] = acc[pass * kPassFragments + f][j][r];
                }
        __syncthreads();
${capture(common.staged_store, plan, rows="kStagedRows", tile_row="(s / kWaveStagedRows) * kWaveM + pass * kWaveStagedRows + s % kWaveStagedRows") | nested}\
    }
</%def>
