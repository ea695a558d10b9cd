"""Epilogue expressions: what an instance stores, as a function of its accumulator.

``signature.epilogue`` is an expression in Python syntax over

* ``acc``       the fp32 accumulator of the output element;
* ``out``       the output tensor's value before the call (``acc + beta * out``
                accumulates into an existing buffer);
* ``bias``      a per-output-channel vector (forward: K, backward_data: C per group);
* ``residual``  a tensor of the output's shape, layout and data type;
* scalars       ``alpha``, ``beta`` and the names ``signature.scalars`` declares,
                all fp32 run-time arguments;
* numbers, ``+ - * /``, unary ``-``, comparisons ``< <= > >= == !=`` (only inside
  ``where``), and the functions of ``Function``.

``parse_expression`` reads it with Python's ``ast`` against that whitelist and
builds a typed tree of frozen dataclasses (every node is fp32 or a boolean); an
unknown name, a wrong arity or a type error is an ``ExpressionError`` with the
column inside the expression (the spec parser turns it into a ``SpecError`` with
file, line and YAML path).  The same tree is rendered to C++ by
``kernels/common.mako`` (``epilogue_expression``, helpers in
``hipconv/epilogue.h``) and evaluated on numpy arrays by ``evaluate`` for the
float64 reference, so the two cannot disagree about what was parsed.

The old ``elementwise`` values are short-hands: ``pass_through`` is ``acc``,
``scale`` is ``alpha * acc``.

``signature.prologue`` is the same grammar over another set of operands
(``PROLOGUE_OPERANDS``): what a kernel computes from each element of X as it loads
it, before the element enters the product --

* ``x``         the loaded element of X, in fp32;
* ``scale``, ``shift``  per-input-channel fp32 vectors (G x C): a BatchNorm's
                normalization folded to ``x * scale + shift``;
* numbers and the same operators and functions (no scalars).

Padding stays zero: the prologue runs on the elements inside X only, as the unfused
layers (the activation, then the convolution's zero padding) compute it.
"""

from __future__ import annotations

import ast
import enum
import math
from dataclasses import dataclass
from typing import Callable, Mapping, Optional, Union

import numpy as np

MAX_SCALARS = 8          # declared scalars per instance (hipconv_epilogue_args.scalars)
BUILTIN_SCALARS = ("alpha", "beta")
BUILTIN_DEFAULTS = {"alpha": 1.0, "beta": 0.0}


class ExpressionError(Exception):
    """A bad epilogue expression: ``column`` is 1-based inside the expression text."""

    def __init__(self, column: int, problem: str, accepted=None):
        self.column = column
        self.problem = problem
        self.accepted = list(accepted) if accepted is not None else None
        super().__init__(f"column {column}: {problem}")


class ValueType(enum.Enum):
    FLOAT = "fp32"
    BOOL = "bool"


class Operand(enum.Enum):
    """The tensors and the value an expression reads per element: an epilogue's per output
    element (acc, out, bias, residual), a prologue's per loaded input element (x, scale,
    shift)."""
    ACC = "acc"
    OUT = "out"
    BIAS = "bias"
    RESIDUAL = "residual"
    X = "x"
    SCALE = "scale"
    SHIFT = "shift"

    @property
    def reads_tensor(self) -> bool:
        """A tensor argument of the call (not the element the expression transforms)."""
        return self not in (Operand.ACC, Operand.X)


EPILOGUE_OPERANDS = (Operand.ACC, Operand.OUT, Operand.BIAS, Operand.RESIDUAL)
PROLOGUE_OPERANDS = (Operand.X, Operand.SCALE, Operand.SHIFT)


class BinaryOp(enum.Enum):
    ADD = "+"
    SUB = "-"
    MUL = "*"
    DIV = "/"

    @property
    def cpp(self) -> str:
        return self.value


class CompareOp(enum.Enum):
    LT = "<"
    LE = "<="
    GT = ">"
    GE = ">="
    EQ = "=="
    NE = "!="

    @property
    def cpp(self) -> str:
        return self.value


@dataclass(frozen=True)
class FunctionInfo:
    arguments: tuple            # ValueType of each argument
    cpp: str                    # the device/host function in hipconv/epilogue.h
    summary: str


_F, _B = ValueType.FLOAT, ValueType.BOOL


class Function(enum.Enum):
    WHERE = "where"
    MIN = "min"
    MAX = "max"
    CLAMP = "clamp"
    ABS = "abs"
    EXP = "exp"
    RELU = "relu"
    GELU = "gelu"
    GELU_TANH = "gelu_tanh"
    SILU = "silu"
    SIGMOID = "sigmoid"
    TANH = "tanh"
    RELU6 = "relu6"
    HARDSWISH = "hardswish"

    @property
    def info(self) -> FunctionInfo:
        return _FUNCTIONS[self]

    @property
    def arity(self) -> int:
        return len(self.info.arguments)

    @property
    def cpp(self) -> str:
        return self.info.cpp


_FUNCTIONS = {
    Function.WHERE: FunctionInfo((_B, _F, _F), "hipconv::epilogue::where",
                                 "where(c, a, b): a where the comparison c holds, else b"),
    Function.MIN: FunctionInfo((_F, _F), "hipconv::epilogue::min", "min(a, b)"),
    Function.MAX: FunctionInfo((_F, _F), "hipconv::epilogue::max", "max(a, b)"),
    Function.CLAMP: FunctionInfo((_F, _F, _F), "hipconv::epilogue::clamp",
                                 "clamp(x, lo, hi) = min(max(x, lo), hi)"),
    Function.ABS: FunctionInfo((_F,), "hipconv::epilogue::abs", "abs(x)"),
    Function.EXP: FunctionInfo((_F,), "hipconv::epilogue::exp", "exp(x)"),
    Function.RELU: FunctionInfo((_F,), "hipconv::epilogue::relu", "relu(x) = max(x, 0)"),
    Function.GELU: FunctionInfo((_F,), "hipconv::epilogue::gelu",
                                "gelu(x) = x/2 (1 + erf(x/sqrt 2)) (the erf form)"),
    Function.GELU_TANH: FunctionInfo((_F,), "hipconv::epilogue::gelu_tanh",
                                     "gelu_tanh(x) = x/2 (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))"),
    Function.SILU: FunctionInfo((_F,), "hipconv::epilogue::silu", "silu(x) = x sigmoid(x)"),
    Function.SIGMOID: FunctionInfo((_F,), "hipconv::epilogue::sigmoid",
                                   "sigmoid(x) = 1 / (1 + exp(-x))"),
    Function.TANH: FunctionInfo((_F,), "hipconv::epilogue::tanh", "tanh(x)"),
    Function.RELU6: FunctionInfo((_F,), "hipconv::epilogue::relu6", "relu6(x) = clamp(x, 0, 6)"),
    Function.HARDSWISH: FunctionInfo((_F,), "hipconv::epilogue::hardswish",
                                     "hardswish(x) = x relu6(x + 3) / 6"),
}


# ----------------------------------------------------------------- the typed tree

@dataclass(frozen=True)
class Number:
    value: float
    kind = "number"
    type = ValueType.FLOAT

    @property
    def cpp_literal(self) -> str:
        """The value as a C++ float literal (repr round-trips the double; the f suffix
        rounds it to fp32 like the kernels' arithmetic)."""
        return f"{float(self.value)!r}f"


@dataclass(frozen=True)
class Leaf:
    operand: Operand
    kind = "operand"
    type = ValueType.FLOAT


@dataclass(frozen=True)
class Scalar:
    name: str
    slot: int            # index into the declared scalars; -1 for alpha, -2 for beta
    kind = "scalar"
    type = ValueType.FLOAT


@dataclass(frozen=True)
class Negate:
    operand: "Node"
    kind = "negate"
    type = ValueType.FLOAT


@dataclass(frozen=True)
class Binary:
    op: BinaryOp
    left: "Node"
    right: "Node"
    kind = "binary"
    type = ValueType.FLOAT


@dataclass(frozen=True)
class Compare:
    op: CompareOp
    left: "Node"
    right: "Node"
    kind = "compare"
    type = ValueType.BOOL


@dataclass(frozen=True)
class Call:
    function: Function
    arguments: tuple
    kind = "call"
    type = ValueType.FLOAT


Node = Union[Number, Leaf, Scalar, Negate, Binary, Compare, Call]


def _children(node) -> tuple:
    if isinstance(node, Negate):
        return (node.operand,)
    if isinstance(node, (Binary, Compare)):
        return (node.left, node.right)
    if isinstance(node, Call):
        return node.arguments
    return ()


def _walk(node):
    yield node
    for child in _children(node):
        yield from _walk(child)


@dataclass(frozen=True)
class ScalarDecl:
    """A run-time scalar the spec declares (``signature.scalars: {name: default}``)."""
    name: str
    default: float


@dataclass(frozen=True)
class Epilogue:
    text: str                       # the expression, normalized (ast.unparse: "relu(acc + bias)")
    root: Node
    scalars: tuple = ()             # ScalarDecl, in declaration order (their slots)

    @property
    def operands(self) -> frozenset:
        """The tensors the expression reads (Operand members other than ACC)."""
        return frozenset(n.operand for n in _walk(self.root)
                         if isinstance(n, Leaf) and n.operand.reads_tensor)

    @property
    def scalar_names(self) -> tuple:
        """Every scalar the call takes: alpha, beta, then the declared ones."""
        return BUILTIN_SCALARS + tuple(s.name for s in self.scalars)

    @property
    def used_scalars(self) -> frozenset:
        return frozenset(n.name for n in _walk(self.root) if isinstance(n, Scalar))

    @property
    def defaults(self) -> dict:
        out = dict(BUILTIN_DEFAULTS)
        out.update({s.name: s.default for s in self.scalars})
        return out

    @property
    def linear_scale(self) -> bool:
        """The expression is acc times scalars and numbers (``acc``, ``alpha * acc``):
        partial sums can be scaled before they are added (split-K's atomic output)."""
        def scale_of_acc(node) -> bool:
            if isinstance(node, Leaf):
                return node.operand is Operand.ACC
            if isinstance(node, Binary) and node.op is BinaryOp.MUL:
                left, right = scale_of_acc(node.left), scale_of_acc(node.right)
                return (left and _constant(node.right)) or (right and _constant(node.left))
            if isinstance(node, Binary) and node.op is BinaryOp.DIV:
                return scale_of_acc(node.left) and _constant(node.right)
            return False
        return scale_of_acc(self.root)

    @property
    def calls_functions(self) -> bool:
        """The expression calls a Function (its C++ needs hipconv/epilogue.h)."""
        return any(isinstance(n, Call) for n in _walk(self.root))

    @property
    def is_identity(self) -> bool:
        """The expression is its element as it is: ``acc`` (an epilogue), ``x`` (a prologue)."""
        return isinstance(self.root, Leaf) and self.root.operand in (Operand.ACC, Operand.X)


def _constant(node) -> bool:
    """No tensor and no accumulator below ``node``: the same value for every element."""
    return not any(isinstance(n, Leaf) for n in _walk(node))


# ----------------------------------------------------------------- parsing

SHORTHANDS = {"pass_through": "acc", "scale": "alpha * acc"}

_BINARY = {ast.Add: BinaryOp.ADD, ast.Sub: BinaryOp.SUB, ast.Mult: BinaryOp.MUL,
           ast.Div: BinaryOp.DIV}
_COMPARE = {ast.Lt: CompareOp.LT, ast.LtE: CompareOp.LE, ast.Gt: CompareOp.GT,
            ast.GtE: CompareOp.GE, ast.Eq: CompareOp.EQ, ast.NotEq: CompareOp.NE}


def known_names(scalars: tuple = (), operands: tuple = EPILOGUE_OPERANDS) -> list:
    """The names an expression over ``operands`` may read (a prologue: no scalars)."""
    if operands == PROLOGUE_OPERANDS:
        return [o.value for o in operands]
    return [o.value for o in operands] + list(BUILTIN_SCALARS) + [s.name for s in scalars]


def reserved_names() -> set:
    """Names a declared scalar may not take: every operand of either expression, alpha,
    beta and the functions."""
    return {o.value for o in Operand} | set(BUILTIN_SCALARS) | {f.value for f in Function}


MAX_EXPRESSION = 2000     # characters of an epilogue expression
MAX_DEPTH = 48            # nesting of its tree (the C++ expression and the recursion of its passes)


def _depth(root) -> int:
    """The depth of an expression tree (iterative: trees deeper than Python's stack allowed)."""
    deepest, stack = 0, [(root, 1)]
    while stack:
        node, depth = stack.pop()
        deepest = max(deepest, depth)
        children = [getattr(node, name) for name in ("operand", "left", "right") if hasattr(node, name)]
        children += list(getattr(node, "arguments", ()) or ())
        stack.extend((child, depth + 1) for child in children if hasattr(child, "kind"))
    return deepest


def parse_expression(text: str, scalars: tuple = (), operands: tuple = EPILOGUE_OPERANDS) -> Epilogue:
    """The typed tree of ``text`` over ``operands`` (EPILOGUE_OPERANDS, or PROLOGUE_OPERANDS
    for a prologue, which reads no scalars); ExpressionError on anything outside the grammar."""
    prologue = operands == PROLOGUE_OPERANDS
    subject, example = ("the prologue", "x") if prologue else ("the epilogue", "acc")
    if not isinstance(text, str) or not text.strip():
        raise ExpressionError(1, f"{subject} is empty; write an expression such as '{example}'")
    source = text.strip()
    offset = len(text) - len(text.lstrip())
    if len(source) > MAX_EXPRESSION:
        raise ExpressionError(1, f"{subject} has {len(source)} characters; at most {MAX_EXPRESSION}")
    try:
        tree = ast.parse(source, mode="eval")
    except SyntaxError as exc:
        raise ExpressionError(offset + (exc.offset or 1), f"not an expression: {exc.msg}") from None
    except (RecursionError, MemoryError):
        raise ExpressionError(1, f"{subject} is nested too deeply") from None
    if prologue and scalars:
        raise ExpressionError(1, "a prologue reads no scalars (write the numbers in the expression)")
    names = {s.name: i for i, s in enumerate(scalars)}
    operand_names = {o.value for o in operands}

    def column(node) -> int:
        return offset + getattr(node, "col_offset", 0) + 1

    def expect(node, built, wanted: ValueType, what: str):
        if built.type is not wanted:
            shown = "a comparison" if built.type is ValueType.BOOL else "a number"
            raise ExpressionError(column(node), f"{what} must be "
                                  f"{'a comparison' if wanted is ValueType.BOOL else 'a number'}, "
                                  f"not {shown}")
        return built

    def build(node) -> Node:
        if isinstance(node, ast.Constant):
            if isinstance(node.value, bool) or not isinstance(node.value, (int, float)):
                raise ExpressionError(column(node), f"{node.value!r} is not a number")
            try:
                value = float(node.value)
            except OverflowError:
                value = float("inf")
            if not math.isfinite(value) or abs(value) > 3.4e38:
                raise ExpressionError(column(node), f"{source[:40] if len(str(node.value)) > 40 else node.value!r} "
                                      "is not a finite fp32 number")
            return Number(value)
        if isinstance(node, ast.Name):
            if node.id in operand_names:
                return Leaf(Operand(node.id))
            if node.id == "alpha" and not prologue:
                return Scalar("alpha", -1)
            if node.id == "beta" and not prologue:
                return Scalar("beta", -2)
            if node.id in names:
                return Scalar(node.id, names[node.id])
            if node.id in {f.value for f in Function}:
                raise ExpressionError(column(node), f"'{node.id}' is a function: call it, "
                                      f"{Function(node.id).info.summary}")
            raise ExpressionError(column(node), f"unknown name '{node.id}' in {subject}",
                                  known_names(scalars, operands))
        if isinstance(node, ast.UnaryOp):
            if isinstance(node.op, ast.USub):
                return Negate(expect(node.operand, build(node.operand), ValueType.FLOAT,
                                     "the operand of '-'"))
            if isinstance(node.op, ast.UAdd):
                return expect(node.operand, build(node.operand), ValueType.FLOAT,
                              "the operand of '+'")
            raise ExpressionError(column(node), f"operator '{type(node.op).__name__}' is not "
                                  "in the grammar", ["+", "-", "*", "/", "<", "<=", ">", ">=",
                                                     "==", "!="])
        if isinstance(node, ast.BinOp):
            op = _BINARY.get(type(node.op))
            if op is None:
                raise ExpressionError(column(node), f"operator '{type(node.op).__name__}' is not "
                                      "in the grammar", ["+", "-", "*", "/"])
            left = expect(node.left, build(node.left), ValueType.FLOAT, f"the left of '{op.value}'")
            right = expect(node.right, build(node.right), ValueType.FLOAT,
                           f"the right of '{op.value}'")
            return Binary(op, left, right)
        if isinstance(node, ast.Compare):
            if len(node.ops) != 1:
                raise ExpressionError(column(node), "chained comparisons (a < b < c) are not in "
                                      "the grammar; compare two values")
            op = _COMPARE[type(node.ops[0])] if type(node.ops[0]) in _COMPARE else None
            if op is None:
                raise ExpressionError(column(node), "only < <= > >= == != compare",
                                      [c.value for c in CompareOp])
            left = expect(node.left, build(node.left), ValueType.FLOAT,
                          f"the left of '{op.value}'")
            right = expect(node.comparators[0], build(node.comparators[0]), ValueType.FLOAT,
                           f"the right of '{op.value}'")
            return Compare(op, left, right)
        if isinstance(node, ast.Call):
            if not isinstance(node.func, ast.Name) or node.func.id not in {f.value for f in Function}:
                name = node.func.id if isinstance(node.func, ast.Name) else ast.unparse(node.func)
                raise ExpressionError(column(node), f"unknown function '{name}'",
                                      [f.value for f in Function])
            function = Function(node.func.id)
            if node.keywords:
                raise ExpressionError(column(node), f"{function.value}() takes no keyword "
                                      "arguments")
            if len(node.args) != function.arity:
                raise ExpressionError(column(node), f"{function.value}() takes {function.arity} "
                                      f"argument{'s' if function.arity != 1 else ''}, got "
                                      f"{len(node.args)}: {function.info.summary}")
            arguments = tuple(
                expect(arg, build(arg), wanted,
                       f"argument {index + 1} of {function.value}()")
                for index, (arg, wanted) in enumerate(zip(node.args, function.info.arguments)))
            return Call(function, arguments)
        what = {ast.BoolOp: "'and' / 'or'", ast.IfExp: "'a if c else b' (use where(c, a, b))",
                ast.Attribute: "attributes", ast.Subscript: "indexing"}.get(type(node),
                                                                          type(node).__name__)
        raise ExpressionError(column(node), f"{what} is not in the grammar")

    try:
        root = build(tree.body)
    except RecursionError:
        raise ExpressionError(1, f"{subject} is nested too deeply") from None
    if _depth(root) > MAX_DEPTH:
        raise ExpressionError(1, f"{subject} is nested {_depth(root)} levels deep; at most {MAX_DEPTH}")
    if root.type is not ValueType.FLOAT:
        raise ExpressionError(column(tree.body), f"{subject} is a comparison; it must be a "
                              "number (use where(c, a, b))")
    return Epilogue(text=ast.unparse(tree.body), root=root, scalars=tuple(scalars))


def parse_prologue(text: str) -> Optional[Epilogue]:
    """A prologue (an expression over PROLOGUE_OPERANDS) parsed; None where it is ``x`` alone,
    which is no prologue.  ExpressionError as parse_expression."""
    prologue = parse_expression(text, operands=PROLOGUE_OPERANDS)
    return None if prologue.is_identity else prologue


def identity() -> Epilogue:
    return parse_expression("acc")


# What a forward instance whose epilogue is ``acc`` stores when a call gives it a bias
# (``Signature.optional_bias``): the bias is an optional operand of the identity epilogue.
OPTIONAL_BIAS = "acc + bias"


def with_optional_bias() -> Epilogue:
    """The expression an ``acc`` forward instance computes when given a bias."""
    return _WITH_BIAS


_WITH_BIAS = parse_expression(OPTIONAL_BIAS)


# The optional activation of those instances (hipconv_epilogue_args.activation, code n + 1
# for OPTIONAL_ACTIVATIONS[n], 0 none; hipconv/epilogue.h's Activation has the same codes):
# a call asks for ``f(acc)`` or ``f(acc + bias)`` with f one of these functions, and any
# ``acc`` forward instance stores it -- F.conv*d followed by ReLU, SiLU, GELU, ... in one
# pass, with one rounding, without a twin per activation in the spec.
OPTIONAL_ACTIVATIONS = ("relu", "relu6", "silu", "gelu", "gelu_tanh", "hardswish", "sigmoid", "tanh")

# How many kernels an ``acc`` forward instance compiles: one without activation code and one
# per shape of function (hipconv::epilogue::ActivationKernel in epilogue.h: a clamp, a
# logistic, the normal CDF).  The templates (common.mako) and the ISA checks read it here;
# tests/test_forward_bias.py checks it against the header's enum.
ACTIVATION_KERNELS = 4


def optional_epilogue(activation: Optional[str] = None, bias: bool = False) -> str:
    """The expression an ``acc`` forward instance stores for a call with ``bias`` (or not)
    and ``activation`` (one of OPTIONAL_ACTIVATIONS, or None)."""
    inner = OPTIONAL_BIAS if bias else "acc"
    if activation is None:
        return inner
    if activation not in OPTIONAL_ACTIVATIONS:
        raise ValueError(f"activation {activation!r} is not one of {', '.join(OPTIONAL_ACTIVATIONS)} (or None)")
    return f"{activation}({inner})"


def optional_form(text: str) -> Optional[tuple]:
    """(activation code, bias) where the normalized expression ``text`` is one that an
    ``acc`` forward instance stores (``optional_epilogue``'s), else None."""
    return _OPTIONAL_FORMS.get(text)


_OPTIONAL_FORMS = {optional_epilogue(a, b): (code, b)
                   for code, a in enumerate((None,) + OPTIONAL_ACTIVATIONS) for b in (False, True)}


def canonical(text: str) -> str:
    """``text`` as ``Epilogue.text`` spells it (spacing normalized), for comparing what
    a call asks for with an instance's epilogue; ExpressionError when it is no
    expression at all."""
    try:
        return ast.unparse(ast.parse(text.strip(), mode="eval").body)
    except SyntaxError as exc:
        raise ExpressionError(exc.offset or 1, f"not an expression: {exc.msg}") from None


# ----------------------------------------------------------------- numpy evaluation

_erf = np.frompyfunc(math.erf, 1, 1)

_NUMPY_FUNCTIONS = {
    Function.WHERE: lambda c, a, b: np.where(c, a, b),
    Function.MIN: np.minimum,
    Function.MAX: np.maximum,
    Function.CLAMP: lambda x, lo, hi: np.minimum(np.maximum(x, lo), hi),
    Function.ABS: np.abs,
    Function.EXP: np.exp,
    Function.RELU: lambda x: np.where(x < 0.0, 0.0, x),
    Function.GELU: lambda x: 0.5 * x * (1.0 + np.asarray(_erf(x / math.sqrt(2.0)), dtype=np.float64)),
    Function.GELU_TANH: lambda x: 0.5 * x * (1.0 + np.tanh(math.sqrt(2.0 / math.pi)
                                                           * (x + 0.044715 * x ** 3))),
    Function.SILU: lambda x: x / (1.0 + np.exp(-x)),
    Function.SIGMOID: lambda x: 1.0 / (1.0 + np.exp(-x)),
    Function.TANH: np.tanh,
    Function.RELU6: lambda x: np.where(x < 0.0, 0.0, np.where(x > 6.0, 6.0, x)),
    Function.HARDSWISH: lambda x: x * np.where(x + 3.0 < 0.0, 0.0, np.where(x + 3.0 > 6.0, 6.0, x + 3.0)) / 6.0,
}
_NUMPY_BINARY = {BinaryOp.ADD: np.add, BinaryOp.SUB: np.subtract, BinaryOp.MUL: np.multiply,
                 BinaryOp.DIV: np.divide}
_NUMPY_COMPARE = {CompareOp.LT: np.less, CompareOp.LE: np.less_equal, CompareOp.GT: np.greater,
                  CompareOp.GE: np.greater_equal, CompareOp.EQ: np.equal,
                  CompareOp.NE: np.not_equal}


def apply(epilogue: Epilogue, leaf: Callable[[Operand], object], scalars: Mapping[str, float],
          binary: Mapping, compare: Mapping, functions: Mapping):
    """The expression computed by one array library: ``leaf(operand)`` gives the value of
    acc / out / bias / residual, ``scalars`` the run-time scalars (missing ones take their
    defaults), and ``binary`` / ``compare`` / ``functions`` map BinaryOp, CompareOp and
    Function to that library's operations.  numpy's are ``evaluate``'s; the benchmark
    supplies torch's (runtime/bench.py, torch_epilogue)."""
    values = epilogue.defaults
    values.update(scalars)

    def run(node):
        if isinstance(node, Number):
            return node.value
        if isinstance(node, Leaf):
            return leaf(node.operand)
        if isinstance(node, Scalar):
            return float(values[node.name])
        if isinstance(node, Negate):
            return -run(node.operand)
        if isinstance(node, Binary):
            return binary[node.op](run(node.left), run(node.right))
        if isinstance(node, Compare):
            return compare[node.op](run(node.left), run(node.right))
        return functions[node.function](*(run(a) for a in node.arguments))

    return run(epilogue.root)


def evaluate(epilogue: Epilogue, operands: Mapping[str, object],
             scalars: Optional[Mapping[str, float]] = None) -> np.ndarray:
    """The expression on float64 numpy arrays: ``operands`` maps 'acc' (and 'out',
    'bias', 'residual' where read, already broadcastable to acc's shape) to arrays -- or, for
    a prologue, 'x' (and 'scale', 'shift' broadcastable to it); ``scalars`` the run-time
    scalars (missing ones take their defaults)."""
    acc = np.asarray(operands["acc"] if "acc" in operands else operands["x"], dtype=np.float64)
    with np.errstate(over="ignore", divide="ignore", invalid="ignore"):
        result = apply(epilogue, lambda operand: np.asarray(operands[operand.value], dtype=np.float64),
                       scalars or {}, _NUMPY_BINARY, _NUMPY_COMPARE, _NUMPY_FUNCTIONS)
        return np.broadcast_to(np.asarray(result, dtype=np.float64), acc.shape).copy()
