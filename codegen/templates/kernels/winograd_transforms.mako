## The Winograd F(2x2, 3x3) kernels' shared pieces (kernels/winograd.mako: forward and
## backward-data; kernels/winograd_weight.mako: backward-weight).

## A sum of (coefficient, index) terms of one transform matrix row (codegen/plan.py
## WINOGRAD_*_TRANSFORM), `operand` a format string whose {} takes the index.
<%def name="combination(terms, operand)">\
% for coefficient, index in terms:
${(" - " if coefficient < 0 else " + ") if loop.index else ("-" if coefficient < 0 else "")}${"" if abs(coefficient) == 1.0 else repr(abs(coefficient)) + "f * "}${operand.format(index)}\
% endfor
</%def>
