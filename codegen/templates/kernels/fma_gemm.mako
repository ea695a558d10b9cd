## The fma micro-kernel: a block GEMM tile computed with scalar FMAs through
## shared memory.  Direction templates include these defs and provide
##   load_a_tile(params, state, kk0, a_regs) / load_b_tile(params, state, kk0, b_regs)
## which fill the thread's registers with its share of the next K step of the
## A (block.m x block.k) and B (block.k x block.n, per merged group) tiles.
<%def name="constants(plan)">\
<% a, b = plan.mapping.a, plan.mapping.b; alg = plan.alg %>\
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
constexpr int kVectorsA = kBlockM * kBlockK / kVectorA;
constexpr int kVectorsB = kGroupsPerBlock * kBlockK * kBlockN / kVectorB;
constexpr int kLoadsA = (kVectorsA + kThreads - 1) / kThreads;   // A vectors per thread
constexpr int kLoadsB = (kVectorsB + kThreads - 1) / kThreads;   // B vectors per thread
static_assert(kBlockM % kThreadM == 0 && kBlockN % kThreadN == 0, "tile divisibility");
</%def>

## Tile coordinates of A vector v: row m (0..kBlockM) and column kk (0..kBlockK).
<%def name="a_coordinates(plan, v, m, kk)">\
% if plan.mapping.a.gemm_axis == "k":
const int ${m} = ${v} / (kBlockK / kVectorA), ${kk} = (${v} % (kBlockK / kVectorA)) * kVectorA;\
% else:
const int ${kk} = ${v} / (kBlockM / kVectorA), ${m} = (${v} % (kBlockM / kVectorA)) * kVectorA;\
% endif
</%def>

## Tile coordinates of B vector v: merged-group slot, row kk and column n.
<%def name="b_coordinates(plan, v, slot, kk, n)">\
% if plan.alg.groups_per_block > 1:
const int ${slot} = ${v} / (kBlockK * kBlockN / kVectorB), ${kk} = (${v} % (kBlockK * kBlockN / kVectorB)) / (kBlockN / kVectorB), ${n} = (${v} % (kBlockN / kVectorB)) * kVectorB;\
% else:
const int ${slot} = 0, ${kk} = ${v} / (kBlockN / kVectorB), ${n} = (${v} % (kBlockN / kVectorB)) * kVectorB;\
% endif
</%def>

## The main loop.  Expects in scope: params, state, k_size (GEMM reduction
## length of this block), k_begin (first reduction index of this block).
## Leaves float acc[kThreadM][kThreadN] for the epilogue, and tm / tn / slot.
<%def name="mainloop(plan)">\
<% a, b = plan.mapping.a, plan.mapping.b %>\
    __shared__ float a_smem[kStages][kBlockK][kBlockM];
    __shared__ float b_smem[kStages][kGroupsPerBlock][kBlockK][kBlockN];

    const int tid = threadIdx.x;
    const int tn = tid % (kBlockN / kThreadN);   // thread column in the tile
    const int tm = tid / (kBlockN / kThreadN);   // thread row in the tile
% if plan.alg.groups_per_block > 1:
    const int slot = (tm * kThreadM) / kRowsPerGroup;   // merged group of this thread's rows
% else:
    constexpr int slot = 0;
% endif

    float acc[kThreadM][kThreadN];
    for (int i = 0; i < kThreadM; ++i)
        for (int j = 0; j < kThreadN; ++j)
            acc[i][j] = 0.0f;

    float a_regs[kLoadsA][kVectorA];
    float b_regs[kLoadsB][kVectorB];
    const Index k_steps = (k_size + kBlockK - 1) / kBlockK;

    auto store_tiles = [&](int stage) {
        for (int l = 0; l < kLoadsA; ++l) {
            const int v = tid + l * kThreads;
            if (v < kVectorsA) {
                ${a_coordinates(plan, "v", "m", "kk")}
                for (int e = 0; e < kVectorA; ++e)
% if a.gemm_axis == "k":
                    a_smem[stage][kk + e][m] = a_regs[l][e];
% else:
                    a_smem[stage][kk][m + e] = a_regs[l][e];
% endif
            }
        }
        for (int l = 0; l < kLoadsB; ++l) {
            const int v = tid + l * kThreads;
            if (v < kVectorsB) {
                ${b_coordinates(plan, "v", "b_slot", "kk", "n")}
                for (int e = 0; e < kVectorB; ++e)
                    b_smem[stage][b_slot][kk][n + e] = b_regs[l][e];
            }
        }
    };

    auto multiply_tiles = [&](int stage) {
        for (int kk = 0; kk < kBlockK; ++kk) {
            float a_frag[kThreadM];
            float b_frag[kThreadN];
            for (int i = 0; i < kThreadM; ++i)
                a_frag[i] = a_smem[stage][kk][tm * kThreadM + i];
            for (int j = 0; j < kThreadN; ++j)
                b_frag[j] = b_smem[stage][slot][kk][tn * kThreadN + j];
            for (int i = 0; i < kThreadM; ++i)
                for (int j = 0; j < kThreadN; ++j)
                    acc[i][j] += a_frag[i] * b_frag[j];
        }
    };

% if plan.alg.stages == 2:
    // Double buffering: the next step's global loads are in flight while this
    // step multiplies; one barrier per step.
    if (k_steps > 0) {
        load_a_tile(params, state, k_begin, a_regs);
        load_b_tile(params, state, k_begin, b_regs);
        store_tiles(0);
    }
    __syncthreads();
    for (Index step = 0; step < k_steps; ++step) {
        const int stage = static_cast<int>(step & 1);
        const bool has_next = step + 1 < k_steps;
        if (has_next) {
            load_a_tile(params, state, k_begin + (step + 1) * kBlockK, a_regs);
            load_b_tile(params, state, k_begin + (step + 1) * kBlockK, b_regs);
        }
        multiply_tiles(stage);
        if (has_next)
            store_tiles(stage ^ 1);
        __syncthreads();
    }
% else:
    // Single buffer: load, barrier, multiply, barrier.
    for (Index step = 0; step < k_steps; ++step) {
        load_a_tile(params, state, k_begin + step * kBlockK, a_regs);
        load_b_tile(params, state, k_begin + step * kBlockK, b_regs);
        store_tiles(0);
        __syncthreads();
        multiply_tiles(0);
        __syncthreads();
    }
% endif
</%def>

## Load a vector of `width` elements of type T at p into float registers.
<%def name="load_vector(ctype, width, pointer, dest)">\
% if width == 1:
${dest}[0] = hipconv::to_float(*(${pointer}));\
% else:
{
                const hipconv::Vec<${ctype}, ${width}> packed = hipconv::load_vec<${width}>(${pointer});
                for (int e = 0; e < ${width}; ++e)
                    ${dest}[e] = hipconv::to_float(packed.v[e]);
            }\
% endif
</%def>
