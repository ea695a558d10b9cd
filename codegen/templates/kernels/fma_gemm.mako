## The fma micro-kernel: a block GEMM tile computed with scalar FMAs through
## shared memory (descriptor: codegen/micro_kernels.py, FmaMicroKernel).
##
## Contract with the direction template (the seam; the same for every micro-kernel):
##   the direction defines, before `constants`:  Index, AType/BType (element types of
##     the A and B tensors), Params;
##   `constants` defines kBlockM/N/K, kThreads, kVectorA/B, kGroupsPerBlock,
##     kRowsPerGroup, and through common.operand_vectors kLoadsA/B (vectors per
##     thread) and a_vector(l, m, kk) / b_vector(l, slot, kk, n): the tile
##     coordinates of this thread's l-th vector (false when it has none);
##   the direction then defines TileState (with `Index k_steps`), AAccess / BAccess
##     (init(params, tile); valid(params, tile, l, offset): whether vector l of this
##     k-step exists, and its element offset; advance(params, tile): next k-step),
##     a_tensor(params) / b_tensor(params), kVectorOut, struct OutputRow,
##     output_row(params, tile, m) (where tile row m is stored; called once per row
##     and block, it may divide) and store_output(params, tile, row, n, const Accumulator*
##     values) (kVectorOut values of that row, tile columns n..);
##   where the signature has a prologue, the access of X also defines
##     prologue_channel(params, tile, l): the G x C index of vector l's first channel
##     (its vectors run along C), and the loads pass X's elements inside X through the
##     prologue (apply_prologue; the zeros outside X, the padding, stay zeros);
##   `mainloop` expects `params` and `tile` in scope and leaves the accumulators;
##   `epilogue` hands every accumulator to store_output.
<%namespace name="common" file="/kernels/common.mako"/>\
<%def name="constants(plan)">\
<% a, b = plan.mapping.a, plan.mapping.b; alg = plan.alg; chunk = plan.fma_threads.column_chunk %>\
// ---- fma micro-kernel tile geometry
constexpr int kBlockM = ${alg.block.m};
constexpr int kBlockN = ${alg.block.n};
constexpr int kBlockK = ${alg.block.k};
constexpr int kThreadM = ${alg.thread.m};
constexpr int kThreadN = ${alg.thread.n};
constexpr int kThreads = ${plan.threads};            // (kBlockM / kThreadM) * (kBlockN / kThreadN)
constexpr int kStages = ${alg.stages};               // shared-memory buffers
constexpr int kGroupsPerBlock = ${alg.groups_per_block};
[[maybe_unused]] constexpr int kRowsPerGroup = kBlockM / kGroupsPerBlock;   // rows of one merged group
// A (${a.role.value}) is read in vectors of kVectorA along GEMM ${a.gemm_axis}; B (${b.role.value}) along GEMM ${b.gemm_axis}.
constexpr int kVectorA = ${plan.vec(a.role.value)};
constexpr int kVectorB = ${plan.vec(b.role.value)};
static_assert(kBlockM % kThreadM == 0 && kBlockN % kThreadN == 0, "tile divisibility");
% if chunk < alg.thread.n:
// A thread's kThreadN columns come in chunks of kColumnChunk, the chunks of all the tile's
// column threads side by side: neighbouring threads' 16-byte B reads are consecutive.
constexpr int kColumnChunk = ${chunk};
__device__ __forceinline__ int thread_column(int tn, int j) {
    return j / kColumnChunk * ((kBlockN / kThreadN) * kColumnChunk) + tn * kColumnChunk + j % kColumnChunk;
}
% else:
// Thread column tn owns the kThreadN consecutive tile columns from tn * kThreadN.
__device__ __forceinline__ int thread_column(int tn, int j) { return tn * kThreadN + j; }
% endif
${common.operand_vectors(plan)}</%def>

## The main loop.  Expects in scope: params, tile (the direction's TileState).
## Leaves Accumulator acc[kThreadM][kThreadN] (the direction's accumulator type: float, double for fp64) for the epilogue, and tm / tn / slot.
<%def name="mainloop(plan)">\
<% a, b = plan.mapping.a, plan.mapping.b %>\
    __shared__ Accumulator a_smem[kStages][kBlockK][kBlockM];
    __shared__ Accumulator b_smem[kStages][kGroupsPerBlock][kBlockK][kBlockN];

<% layout = plan.fma_threads %>\
    const int tid = threadIdx.x;
% if layout.warp_columns:
    // A warp is ${layout.warp_rows} x ${layout.warp_columns} threads of the tile's (kBlockM / kThreadM) x (kBlockN / kThreadN):
    // ${layout.warp_rows} distinct A and ${layout.warp_columns} distinct B reads per warp and k.
    constexpr int kWarpColumns = ${layout.warp_columns};
    constexpr int kWarpRows = ${layout.warp_rows};
    constexpr int kWarpsAlongN = (kBlockN / kThreadN) / kWarpColumns;
    const int lane = tid % (kWarpRows * kWarpColumns);
    const int warp = tid / (kWarpRows * kWarpColumns);
    const int tn = warp % kWarpsAlongN * kWarpColumns + lane % kWarpColumns;   // thread column in the tile
    const int tm = warp / kWarpsAlongN * kWarpRows + lane / kWarpColumns;      // thread row in the tile
% else:
    const int tn = tid % (kBlockN / kThreadN);   // thread column in the tile
    const int tm = tid / (kBlockN / kThreadN);   // thread row in the tile
% endif
% if plan.alg.groups_per_block > 1:
    const int slot = (tm * kThreadM) / kRowsPerGroup;   // merged group of this thread's rows
% else:
    constexpr int slot = 0;
% endif

    Accumulator acc[kThreadM][kThreadN];
    for (int i = 0; i < kThreadM; ++i)
        for (int j = 0; j < kThreadN; ++j)
            acc[i][j] = Accumulator(0);

    AAccess a_access;
    BAccess b_access;
    a_access.init(params, tile);
    b_access.init(params, tile);
    Accumulator a_regs[kLoadsA][kVectorA];
    Accumulator b_regs[kLoadsB][kVectorB];
    const Index k_steps = tile.k_steps;

    // Global -> registers (converted to the accumulator type) for the next k-step; the accesses advance.
    auto load_tiles = [&]() {
        for (int l = 0; l < kLoadsA; ++l) {
            Index offset = 0;
            if (a_access.valid(params, tile, l, offset)) {
                ${load_vector("AType", plan.vec(a.role.value), "a_tensor(params) + offset", "a_regs[l]")}
${apply_prologue(plan, a, "a_access", "a_regs[l]", "kVectorA")}\
            } else {
                for (int e = 0; e < kVectorA; ++e)
                    a_regs[l][e] = Accumulator(0);
            }
        }
        for (int l = 0; l < kLoadsB; ++l) {
            Index offset = 0;
            if (b_access.valid(params, tile, l, offset)) {
                ${load_vector("BType", plan.vec(b.role.value), "b_tensor(params) + offset", "b_regs[l]")}
${apply_prologue(plan, b, "b_access", "b_regs[l]", "kVectorB")}\
            } else {
                for (int e = 0; e < kVectorB; ++e)
                    b_regs[l][e] = Accumulator(0);
            }
        }
        a_access.advance(params, tile);
        b_access.advance(params, tile);
    };

    auto store_tiles = [&](int stage) {
        for (int l = 0; l < kLoadsA; ++l) {
            int m, kk;
            if (a_vector(l, m, kk)) {
                for (int e = 0; e < kVectorA; ++e)
% if a.gemm_axis == "k":
                    a_smem[stage][kk + e][m] = a_regs[l][e];
% else:
                    a_smem[stage][kk][m + e] = a_regs[l][e];
% endif
            }
        }
        for (int l = 0; l < kLoadsB; ++l) {
            int b_slot, kk, n;
            if (b_vector(l, b_slot, kk, n)) {
                for (int e = 0; e < kVectorB; ++e)
% if b.gemm_axis == "k":
                    b_smem[stage][b_slot][kk + e][n] = b_regs[l][e];
% else:
                    b_smem[stage][b_slot][kk][n + e] = b_regs[l][e];
% endif
            }
        }
    };

    auto multiply_tiles = [&](int stage) {
        for (int kk = 0; kk < kBlockK; ++kk) {
            Accumulator a_frag[kThreadM];
            Accumulator b_frag[kThreadN];
            for (int i = 0; i < kThreadM; ++i)
                a_frag[i] = a_smem[stage][kk][tm * kThreadM + i];
            for (int j = 0; j < kThreadN; ++j)
                b_frag[j] = b_smem[stage][slot][kk][thread_column(tn, j)];
            for (int i = 0; i < kThreadM; ++i)
                for (int j = 0; j < kThreadN; ++j)
                    acc[i][j] += a_frag[i] * b_frag[j];
        }
    };

% if plan.alg.stages == 2:
    // Double buffering: the next step's global loads are in flight while this
    // step multiplies; one barrier per step.
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
        __syncthreads();
    }
% else:
    // Single buffer: load, barrier, multiply, barrier.
    for (Index step = 0; step < k_steps; ++step) {
        load_tiles();
        store_tiles(0);
        __syncthreads();
        multiply_tiles(0);
        __syncthreads();
    }
% endif
</%def>

## Every accumulator to store_output, kVectorOut columns at a time.
<%def name="epilogue(plan)">\
    for (int i = 0; i < kThreadM; ++i) {
        const OutputRow row = output_row(params, tile, tm * kThreadM + i);
        for (int j = 0; j < kThreadN; j += kVectorOut)
            store_output${common.activation_argument(plan)}(params, tile, row, thread_column(tn, j), &acc[i][j]);
    }
</%def>

## Load a vector of `width` elements of type T at p into accumulator-typed registers.
<%def name="load_vector(ctype, width, pointer, dest)">\
% if width == 1:
${dest}[0] = hipconv::to_accumulator(*(${pointer}));\
% else:
{
                const hipconv::Vec<${ctype}, ${width}> packed = hipconv::load_vec<${width}>(${pointer});
                for (int e = 0; e < ${width}; ++e)
                    ${dest}[e] = hipconv::to_accumulator(packed.v[e]);
            }\
% endif
</%def>

## The prologue on the vector just loaded into `regs` when `operand` is X (nothing otherwise).
<%def name="apply_prologue(plan, operand, access, regs, vector)">\
% if plan.prologue is not None and operand.role.value == "x":
            {
                // the prologue (${plan.prologue.text}) on X's elements as they load
                const Index channel = ${access}.prologue_channel(params, tile, l);
                for (int e = 0; e < ${vector}; ++e)
                    ${regs}[e] = ${common.prologue_value(plan, regs + "[e]", "channel + e")};
            }
% endif
</%def>
