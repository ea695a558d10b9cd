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
