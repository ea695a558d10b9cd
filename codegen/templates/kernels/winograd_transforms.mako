## The Winograd F(2x2, 3x3) kernels' shared pieces (kernels/winograd.mako: forward and
## backward-data; kernels/winograd_weight.mako: backward-weight).

## A sum of (coefficient, index) terms of one transform matrix row (codegen/plan.py
## WINOGRAD_*_TRANSFORM), `operand` a format string whose {} takes the index.
<%def name="combination(terms, operand)">\
% for coefficient, index in terms:
${(" - " if coefficient < 0 else " + ") if loop.index else ("-" if coefficient < 0 else "")}${"" if abs(coefficient) == 1.0 else repr(abs(coefficient)) + "f * "}${operand.format(index)}\
% endfor
</%def>

## The 2x2 tiles in (n, tile row, tile column) order and where one starts: Params needs
## by_tile_columns and by_tile_rows.  `what` names the tensor whose rows and columns they are.
<%def name="tile_place(what)">\
// The 2x2 tile t (in (n, tile row, tile column) order): its batch index and first row
// and column of ${what}.
struct TilePlace {
    Index n, row, column;
};

HIPCONV_DEVICE_INLINE TilePlace tile_place(const Params& params, int32_t t) {
    TilePlace place;
    int32_t column, row;
    t = params.by_tile_columns.divmod(t, column);
    place.n = params.by_tile_rows.divmod(t, row);
    place.row = 2 * static_cast<Index>(row);
    place.column = 2 * static_cast<Index>(column);
    return place;
}
</%def>

## B^T d B of one 4x4 input tile (plan.input_transform), stored at v_column + point *
## `point_stride` floats: the caller's shared-memory layout puts one point's rows there.
<%def name="input_transform(matrix, where, point_stride)">\
// B^T d B of one 4x4 input tile, stored as ${where}.
HIPCONV_DEVICE_INLINE void transform_input(const float (&d)[4][4], float* v_column) {
    float t[4][4];
    for (int j = 0; j < 4; ++j) {
% for i, terms in enumerate(matrix):
        t[${i}][j] = ${combination(terms, "d[{}][j]")};
% endfor
    }
    for (int i = 0; i < 4; ++i) {
% for j, terms in enumerate(matrix):
        v_column[(i * 4 + ${j}) * ${point_stride}] = ${combination(terms, "t[i][{}]")};
% endfor
    }
}
</%def>

## Host: the 2x2 tiles over `extent` (the hipconv_problem array of the tiled tensor's
## spatial sizes): per row, per column, and all of them in (n, tile row, tile column) order.
<%def name="host_tiles(extent)">\
int64_t tile_rows(const hipconv_problem* p) {
    return hipconv::ceil_div(p->${extent}[0], 2);
}

int64_t tile_columns(const hipconv_problem* p) {
    return hipconv::ceil_div(p->${extent}[1], 2);
}

int64_t tile_count(const hipconv_problem* p) {
    return p->batch * tile_rows(p) * tile_columns(p);
}
</%def>

## The lambda multiply_stage(buffer): this thread's point GEMM over the stage in that
## buffer, acc[i][j] += A[r][row i] * B[r][column j] over the kStep rows r, where A is
## `a_point` (a pointer expression of `buffer` and `point`: the point's [kStep][a_pitch]
## rows) and B is `b_point` (its [kStep][b_pitch] rows); the thread's rows (columns) are
## `rows` (`columns`) in 4-wide chunks `grid_rows` x 4 (`grid_columns` x 4) apart from
## `row_thread` * 4 (`column_thread` * 4).  The loop over r is unrolled (rolled, its
## address and loop arithmetic cost 7 instructions a row beside 64 FFMA at 8x8).
<%def name="multiply_stage(what, a_point, b_point, a_pitch, b_pitch, rows, columns, grid_rows, grid_columns, row_thread, column_thread)">\
    // This thread's point GEMM over the stage in buffer `buffer`: ${what}.
    auto multiply_stage = [&](int buffer) {
        const float* const a_point = ${a_point} + ${row_thread} * 4;
        const float* const b_point = ${b_point} + ${column_thread} * 4;
#pragma unroll
        for (int r = 0; r < kStep; ++r) {
            float a[${rows}], b[${columns}];
            for (int q = 0; q < ${rows} / 4; ++q) {
                const hipconv::Vec<float, 4> u = hipconv::load_vec<4>(a_point + r * ${a_pitch} + q * ${grid_rows} * 4);
                for (int i = 0; i < 4; ++i)
                    a[q * 4 + i] = u.v[i];
            }
            for (int q = 0; q < ${columns} / 4; ++q) {
                const hipconv::Vec<float, 4> v = hipconv::load_vec<4>(b_point + r * ${b_pitch} + q * ${grid_columns} * 4);
                for (int j = 0; j < 4; ++j)
                    b[q * 4 + j] = v.v[j];
            }
            for (int i = 0; i < ${rows}; ++i)
                for (int j = 0; j < ${columns}; ++j)
                    acc[i][j] += a[i] * b[j];
        }
    };
</%def>

## The stages: kBuffers copy buffers, each stage's raw operands copied into one by
## 16-byte cp.async (issue_stage(stage, buffer)), kBuffers - 1 stages in flight ahead of
## the one computed; per stage s: wait for its copies, a barrier (they are visible, and
## the previous stage's multiply is done with the transformed buffer and with buffer
## (s - 1) % kBuffers), the copies of stage s + kBuffers - 1 into that buffer, the
## transforms of stage s (transform_stage(buffer)), a barrier, the multiply
## (multiply_stage(buffer)).  `counter` is the stage counter's type.
<%def name="stage_pipeline(counter)">\
    for (int b = 0; b < kBuffers - 1; ++b) {
        if (b < stages)
            issue_stage(b, b);
        hipconv::cp_async_commit();
    }
    for (${counter} s = 0; s < stages; ++s) {
        hipconv::cp_async_wait<kBuffers - 2>();   // this thread's copies of stage s landed
        __syncthreads();                          // everyone's; stage s - 1's multiply is done
        const int buffer = static_cast<int>(s % kBuffers);
        if (s + kBuffers - 1 < stages)
            issue_stage(s + kBuffers - 1, static_cast<int>((s + kBuffers - 1) % kBuffers));   // stage s - 1's buffer
        hipconv::cp_async_commit();
        transform_stage(buffer);
        __syncthreads();
        multiply_stage(buffer);
    }
    __syncthreads();   // the last multiply is done before the output passes reuse the memory
</%def>

## One output pass's first half: every thread's pass-th 4-column chunk of its accumulators
## into m_tile [point][block row][kPassPitch] (`block_rows` rows a point; the thread's
## `rows` rows in 4-wide chunks as in multiply_stage), then a barrier.
<%def name="store_pass(block_rows, rows, grid_rows, row_thread, column_thread)">\
        for (int q = 0; q < ${rows} / 4; ++q)
            for (int i = 0; i < 4; ++i) {
                hipconv::Vec<float, 4> m;
                for (int j = 0; j < 4; ++j)
                    m.v[j] = acc[q * 4 + i][pass * 4 + j];
                hipconv::store_vec<4>(m_tile + (point * ${block_rows} + q * ${grid_rows} * 4 + ${row_thread} * 4 + i) * kPassPitch + ${column_thread} * 4, m);
            }
        __syncthreads();
</%def>
