"""YAML spec -> typed, validated ``Spec``.

Format (docs/reference.md has the full reference)::

    library: bwd_data                  # library name: libhipconv_<library>.so
    defaults:                          # optional; merged under every instance
      signature: {layout: channels_last, accumulator: fp32}
      algorithm: {micro_kernel: fma, stages: 2}
      targets: [gfx90a, gfx940, sm_80, sm_90a]
    instances:
      - name: bwd_data_{spatial_dim}d_{data_type}_generic
        signature:
          direction: backward_data
          spatial_dim: [1, 2, 3]       # a list expands: cross product
          data_type: [fp32, fp16, bf16]
        algorithm:
          block: {m: 64, n: 64, k: 8}
          thread: {m: 4, n: 4}

Any list under ``signature`` or ``algorithm`` is an expansion axis; the
instance stands for the cross product of all its axes, and ``{path}``
placeholders in its name (``{spatial_dim}``, ``{block.m}``, ``{vector.y}``)
take each combination's values.  Combinations that a rule rejects are
dropped and reported; an instance with no list that a rule rejects is an
error.
"""

from __future__ import annotations

import dataclasses
import enum
import itertools
import math
import re
import typing
from typing import Any, Callable, Iterable, Optional

from ..errors import SpecError, SpecErrors
from ..files import MAX_SPEC_BYTES, read_regular
from ..model import (Algorithm, BlockTile, DataType, Direction, Dropped, ElementwiseOp,
                     IndexBits, Instance, Layout, LayoutFamily, MfmaInstruction, MicroKernel,
                     OperandLoads, PositionBoxes, Signature,
                     TileSchedule,
                     SourceLocation, Spec, Specialization, SplitK, SplitReduction, Target, TensorRole,
                     TensorSpec, ThreadTile, VectorWidths, WarpTile,
                     WarpgroupTile)
from ..epilogue import (MAX_SCALARS, Epilogue, ExpressionError, ScalarDecl, parse_expression, parse_prologue,
                        reserved_names)
from ..micro_kernels import descriptor_of
from . import yaml_loader
from .yaml_loader import LocatedMap, line_of

SPEC_KEYS = ("library", "defaults", "instances")
DEFAULTS_KEYS = ("signature", "algorithm", "targets")
INSTANCE_KEYS = ("name", "signature", "algorithm", "targets")
SIGNATURE_KEYS = ("direction", "spatial_dim", "layout", "data_type", "accumulator", "elementwise",
                  "epilogue", "scalars", "prologue", "statistics")
ALGORITHM_KEYS = tuple(f.name for f in dataclasses.fields(Algorithm))   # the model's fields
ROLE_KEYS = tuple(r.value for r in TensorRole)

_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")     # used with fullmatch: no trailing newline
MAX_INTEGER = 2 ** 31 - 1          # every integer of a spec reaches C++ as an int32
MAX_NAME = 64                      # instance and library names: file names and symbols
MAX_COMBINATIONS = 10_000          # of one instance's cross product
MAX_ERRORS = 20                    # reported in one run (each instance's first)
# C++ keywords and names an instance cannot take: its files and symbols would collide with
# the registry's (registry.cpp, hipconv_time_run of the ABI)
CXX_KEYWORDS = frozenset("""alignas alignof and and_eq asm auto bitand bitor bool break case catch char
    char8_t char16_t char32_t class compl concept const consteval constexpr constinit const_cast continue
    co_await co_return co_yield decltype default delete do double dynamic_cast else enum explicit export
    extern false float for friend goto if inline int long mutable namespace new noexcept not not_eq nullptr
    operator or or_eq private protected public register reinterpret_cast requires return short signed
    sizeof static static_assert static_cast struct switch template this thread_local throw true try
    typedef typeid typename union unsigned using virtual void volatile wchar_t while xor xor_eq""".split())
RESERVED_INSTANCE_NAMES = frozenset({"registry", "time"})
_PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_.]*)\}")


class _Reader:
    """Typed access to located YAML values, raising SpecError with file/line/path."""

    def __init__(self, file: str):
        self.file = file

    def fail(self, line: int, path: str, problem: str, accepted=None):
        raise SpecError(self.file, line, path, problem, accepted)

    def mapping(self, value, path: str, line: int, allowed: Iterable[str],
                required: Iterable[str] = ()) -> LocatedMap:
        allowed = tuple(allowed)
        if not isinstance(value, dict):
            self.fail(line, path, f"expected a mapping, got {_describe(value)}", allowed)
        for key in value:
            if key not in allowed:
                self.fail(line_of(value, key), _key_path(value, path, key), f"unknown key '{key}'",
                          allowed)
        for key in required:
            if key not in value:
                self.fail(getattr(value, "line", line), _join(path, key),
                          f"missing required key '{key}'")
        return value

    def enum(self, value, path: str, line: int, cls):
        if isinstance(value, str):
            try:
                return cls.from_spelling(value)
            except KeyError:
                pass
        self.fail(line, path, f"{_describe(value)} is not a valid {_enum_noun(cls)}",
                  cls.spellings())

    def integer(self, value, path: str, line: int, minimum: int = 1,
                choices: Optional[Iterable[int]] = None) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(line, path, f"expected an integer, got {_describe(value)}")
        if choices is not None:
            choices = tuple(choices)
            if value not in choices:
                self.fail(line, path, f"{value} is not allowed", [str(c) for c in choices])
        elif value < minimum:
            self.fail(line, path, f"{value} is below the minimum {minimum}")
        if value > MAX_INTEGER:
            self.fail(line, path, f"{value} is above the largest value a spec takes ({MAX_INTEGER}: int32)")
        return value

    def boolean(self, value, path: str, line: int) -> bool:
        if not isinstance(value, bool):
            self.fail(line, path, f"expected true or false, got {_describe(value)}",
                      ["true", "false"])
        return value

    def string(self, value, path: str, line: int) -> str:
        if not isinstance(value, str):
            self.fail(line, path, f"expected a string, got {_describe(value)}")
        return value


def _describe(value) -> str:
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if value is None:
        return "nothing (null)"
    return f"{type(value).__name__} {value!r}"


def _enum_noun(cls) -> str:
    return re.sub(r"(?<!^)([A-Z])", r" \1", cls.__name__).lower()


def _join(path: str, key) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else str(key)


def _key_path(container, path: str, key) -> str:
    """The YAML path of ``container[key]`` where it is written: a value merged in from
    ``defaults`` keeps its ``defaults.…`` path (see ``_merge``), others are ``path.key``."""
    origin = getattr(container, "key_paths", None)
    if origin and key in origin:
        return origin[key]
    return _join(path, key)


# --------------------------------------------------------------------------
# defaults and cross-product expansion
# --------------------------------------------------------------------------

def _merge(default, override, default_path: str = "defaults"):
    """Deep-merge two located mappings; the instance's value wins.

    Keys taken from ``default`` remember their path there (``key_paths``), so an
    error in a default value names the path where it is written."""
    if isinstance(default, dict) and isinstance(override, dict):
        out = LocatedMap()
        out.line = getattr(override, "line", 0)
        out.key_lines = dict(getattr(default, "key_lines", {}))
        out.key_paths = {key: _key_path(default, default_path, key) for key in default}
        out.update(default)
        for key, value in override.items():
            out[key] = (_merge(default[key], value, out.key_paths[key]) if key in default
                        else value)
            out.key_lines[key] = line_of(override, key)
            out.key_paths.pop(key, None)
        return out
    return override


def _axes(value, path: str, line: int, found: list, shown: str = ""):
    """Collect (path, LocatedList, line, shown) for every list inside a section;
    ``shown`` is the YAML path of the list where it is written."""
    if isinstance(value, list):
        found.append((path, value, line, shown or path))
    elif isinstance(value, dict):
        for key, item in value.items():
            _axes(item, _join(path, key), line_of(value, key), found,
                  _key_path(value, shown or path, key))


def _replace(tree, path_parts: list, choice):
    """A copy of ``tree`` with the list at ``path_parts`` replaced by ``choice``."""
    if not path_parts:
        return choice
    head, rest = path_parts[0], path_parts[1:]
    out = LocatedMap()
    out.line = tree.line
    out.key_lines = tree.key_lines
    out.key_paths = getattr(tree, "key_paths", {})
    out.update(tree)
    out[head] = _replace(tree[head], rest, choice)
    return out


def _flatten(value, prefix: str, out: dict):
    if isinstance(value, dict):
        for key, item in value.items():
            _flatten(item, _join(prefix, key), out)
    else:
        out[prefix] = value


# --------------------------------------------------------------------------
# typed conversion
# --------------------------------------------------------------------------

def _per_role(r: _Reader, value, path: str, line: int,
              convert: Callable[[Any, str, int], Any], default) -> dict:
    """A value for each tensor role: a scalar for all, or a mapping x/w/y."""
    if isinstance(value, dict):
        r.mapping(value, path, line, ROLE_KEYS)
        return {role: (convert(value[role], _key_path(value, path, role), line_of(value, role))
                       if role in value else default(role))
                for role in ROLE_KEYS}
    single = convert(value, path, line)
    return {role: single for role in ROLE_KEYS}


def _signature(r: _Reader, sig, path: str, line: int) -> Signature:
    r.mapping(sig, path, line, SIGNATURE_KEYS, required=("direction", "spatial_dim", "data_type"))
    at = lambda key: (sig[key], _key_path(sig, path, key), line_of(sig, key))
    direction = r.enum(*at("direction"), Direction)
    spatial_dim = r.integer(*at("spatial_dim"), choices=(1, 2, 3))

    def layout_value(value, p, ln):
        if isinstance(value, str) and value in LayoutFamily.spellings():
            return LayoutFamily(value)
        if isinstance(value, str) and value in Layout.spellings():
            return Layout(value)
        r.fail(ln, p, f"{_describe(value)} is not a layout or layout family",
               LayoutFamily.spellings() + Layout.spellings())

    raw_layout = sig.get("layout", LayoutFamily.CHANNELS_LAST.value)
    layout_line = line_of(sig, "layout") if "layout" in sig else getattr(sig, "line", line)
    layouts = _per_role(r, raw_layout, _key_path(sig, path, "layout"), layout_line, layout_value,
                        lambda role: LayoutFamily.CHANNELS_LAST)
    data_types = _per_role(r, *at("data_type"), lambda v, p, ln: r.enum(v, p, ln, DataType),
                           lambda role: r.fail(line_of(sig, "data_type"),
                                               _key_path(sig, path, "data_type"),
                                               f"missing data type for tensor '{role}'"))
    tensors = {}
    for role in TensorRole:
        layout = layouts[role.value]
        if isinstance(layout, LayoutFamily):
            layout = layout.layout_for(role, spatial_dim)
        tensors[role.value] = TensorSpec(layout, data_types[role.value])
    accumulator = (r.enum(*at("accumulator"), DataType) if "accumulator" in sig else DataType.FP32)
    return Signature(direction=direction, spatial_dim=spatial_dim, x=tensors["x"],
                     w=tensors["w"], y=tensors["y"], accumulator=accumulator,
                     epilogue=_epilogue(r, sig, path, line), prologue=_prologue(r, sig, path),
                     statistics=r.boolean(*at("statistics")) if "statistics" in sig else False)


def _prologue(r: _Reader, sig, path: str) -> Optional[Epilogue]:
    """signature.prologue: an expression over x, scale and shift (codegen/epilogue.py), or
    None where the spec gives none."""
    if "prologue" not in sig:
        return None
    text_path, text_line = _key_path(sig, path, "prologue"), line_of(sig, "prologue")
    text = r.string(sig["prologue"], text_path, text_line)
    try:
        return parse_prologue(text)
    except ExpressionError as error:
        r.fail(text_line, text_path, f"column {error.column} of '{text}': {error.problem}", error.accepted)


def _epilogue(r: _Reader, sig, path: str, line: int) -> Epilogue:
    """signature.epilogue (an expression), or the elementwise short-hand, with the
    run-time scalars signature.scalars declares."""
    at = lambda key: (sig[key], _key_path(sig, path, key), line_of(sig, key))
    scalars = []
    if "scalars" in sig:
        value, scalars_path, scalars_line = at("scalars")
        if not isinstance(value, dict):
            r.fail(scalars_line, scalars_path, f"expected a mapping of scalar names to default "
                   f"values, got {_describe(value)}")
        reserved = reserved_names()
        for name, default in value.items():
            where = (line_of(value, name), _key_path(value, scalars_path, name))
            if not isinstance(name, str) or not _IDENTIFIER.fullmatch(name):
                r.fail(*where, f"scalar name {name!r} is not an identifier")
            if name in reserved:
                r.fail(*where, f"scalar name '{name}' is taken by the grammar (operands, alpha, "
                       "beta, functions)")
            if isinstance(default, bool) or not isinstance(default, (int, float)):
                r.fail(*where, f"the default of scalar '{name}' must be a number, got "
                       f"{_describe(default)}")
            try:
                number = float(default)
            except OverflowError:          # an integer past any float
                number = math.inf
            if not math.isfinite(number) or abs(number) > 3.4e38:
                shown = repr(default)
                shown = shown if len(shown) <= 40 else f"{shown[:20]}... ({len(shown)} characters)"
                r.fail(*where, f"the default of scalar '{name}' is {shown}; it must be a finite fp32 number")
            scalars.append(ScalarDecl(name, number))
        if len(scalars) > MAX_SCALARS:
            r.fail(scalars_line, scalars_path, f"{len(scalars)} scalars; at most {MAX_SCALARS}")
    if "epilogue" in sig and "elementwise" in sig:
        r.fail(line_of(sig, "epilogue"), _key_path(sig, path, "epilogue"),
               "give `epilogue` or its short-hand `elementwise`, not both")
    if "epilogue" in sig:
        text, text_path, text_line = at("epilogue")
        text = r.string(text, text_path, text_line)
    elif "elementwise" in sig:
        text, text_path, text_line = at("elementwise")
        text = r.enum(text, text_path, text_line, ElementwiseOp).expression
    else:
        text, text_path, text_line = "acc", _join(path, "epilogue"), line
    try:
        epilogue = parse_expression(text, tuple(scalars))
    except ExpressionError as error:
        r.fail(text_line, text_path, f"column {error.column} of '{text}': {error.problem}",
               error.accepted)
    unused = [s.name for s in scalars if s.name not in epilogue.used_scalars]
    if unused:
        r.fail(line_of(sig, "scalars"), _key_path(sig, path, "scalars"),
               f"declared scalar{'s' if len(unused) > 1 else ''} {', '.join(unused)} not read "
               f"by the epilogue '{epilogue.text}'")
    return epilogue


def _field_reader(hint):
    """How a spec value of an Algorithm field of type ``hint`` is read: by the type alone
    (an enum's spellings, a tile's axes, ...) and the field's ``spec_field`` metadata; a new
    field of one of these types needs no code here."""
    if isinstance(hint, type) and issubclass(hint, IndexBits):
        return lambda r, meta, v, p, ln: IndexBits(r.integer(v, p, ln, choices=tuple(int(b) for b in IndexBits)))
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return lambda r, meta, v, p, ln: r.enum(v, p, ln, hint)
    if hint is bool:
        return lambda r, meta, v, p, ln: r.boolean(v, p, ln)
    if hint is int:
        return lambda r, meta, v, p, ln: r.integer(v, p, ln, **_bounds(meta))
    if hint is VectorWidths:
        return lambda r, meta, v, p, ln: VectorWidths(**_per_role(r, v, p, ln, lambda x, xp, xl: r.integer(x, xp, xl),
                                                                  lambda role: 1))
    if hint is SplitK:
        return _split_k
    if dataclasses.is_dataclass(hint):         # a tile: its axes, the defaulted ones optional
        return lambda r, meta, v, p, ln: _tile(r, hint, v, p, ln)
    raise TypeError(f"no spec reader for an Algorithm field of type {hint!r}")


def _bounds(meta) -> dict:
    return {"minimum": meta.get("minimum", 1), "choices": meta.get("choices")}


def _split_k(r: _Reader, meta, value, path: str, line: int) -> SplitK:
    if value == "auto":
        return SplitK(None)
    if isinstance(value, int) and not isinstance(value, bool):
        return SplitK(r.integer(value, path, line))
    r.fail(line, path, f"{_describe(value)} is not a split-K count", ["a positive integer", "auto"])


def _tile(r: _Reader, cls, value, path: str, line: int):
    axes = dataclasses.fields(cls)
    required = tuple(f.name for f in axes if f.default is dataclasses.MISSING)
    r.mapping(value, path, line, tuple(f.name for f in axes), required=required)
    return cls(**{f.name: r.integer(value[f.name], _key_path(value, path, f.name), line_of(value, f.name),
                                    **_bounds(f.metadata))
                  for f in axes if f.name in value})


def _optional_type(hint):
    """T of Optional[T], else the hint."""
    arguments = [a for a in typing.get_args(hint) if a is not type(None)]
    return arguments[0] if typing.get_origin(hint) is typing.Union and len(arguments) == 1 else hint


_ALGORITHM_HINTS = typing.get_type_hints(Algorithm)
_ALGORITHM_READERS = {f.name: (_field_reader(_optional_type(_ALGORITHM_HINTS[f.name])), f.metadata)
                      for f in dataclasses.fields(Algorithm)}


def _algorithm(r: _Reader, alg, path: str, line: int) -> Algorithm:
    at = lambda key: (alg[key], _key_path(alg, path, key), line_of(alg, key))
    # The reference micro-kernel has no tile: its block is implied, its indices 64-bit.
    reference = (r.mapping(alg, path, line, ALGORITHM_KEYS) and "micro_kernel" in alg
                 and alg["micro_kernel"] == MicroKernel.REFERENCE.value)
    r.mapping(alg, path, line, ALGORITHM_KEYS, required=() if reference else ("block",))
    # Every field the spec gives, read by its type (the micro-kernel's tile -- `thread`,
    # `warp` with mfma's `instruction`, `warpgroup` -- included: the tile-keys rule reports
    # a missing or foreign one with the instance's location).
    kwargs = {key: reader(r, meta, *at(key)) for key, (reader, meta) in _ALGORITHM_READERS.items()
              if key in alg}
    kwargs.setdefault("micro_kernel", MicroKernel.FMA)
    if reference:
        kwargs.setdefault("block", descriptor_of(MicroKernel.REFERENCE).implied_block)
        kwargs.setdefault("index_bits", IndexBits.I64)
    return Algorithm(**kwargs)


def _targets(r: _Reader, value, path: str, line: int) -> tuple[Target, ...]:
    if not isinstance(value, list) or not value:
        r.fail(line, path, f"expected a non-empty list of targets, got {_describe(value)}",
               Target.spellings())
    targets = []
    for index, item in enumerate(value):
        target = r.enum(item, _join(path, index), line_of(value, index), Target)
        if target in targets:
            r.fail(line_of(value, index), _join(path, index), f"target '{item}' listed twice")
        targets.append(target)
    return tuple(targets)


# --------------------------------------------------------------------------
# entry points
# --------------------------------------------------------------------------

def parse_text(text: str, file: str, validate: bool = True) -> Spec:
    """Parse and (by default) validate a spec; raises SpecError."""
    from .. import validate as validation

    r = _Reader(file)
    root = yaml_loader.load(text, file)
    if root is None:
        r.fail(1, "", "the spec is empty", SPEC_KEYS)
    r.mapping(root, "", 1, SPEC_KEYS, required=("library", "instances"))
    library = r.string(root["library"], "library", line_of(root, "library"))
    if not _IDENTIFIER.fullmatch(library) or len(library) > MAX_NAME:
        r.fail(line_of(root, "library"), "library",
               f"{library!r} is not an identifier (letters, digits, '_') of at most {MAX_NAME} characters")

    defaults = LocatedMap()
    defaults.line, defaults.key_lines = 0, {}
    if "defaults" in root:
        defaults = r.mapping(root["defaults"], "defaults", line_of(root, "defaults"), DEFAULTS_KEYS)

    entries = root["instances"]
    if not isinstance(entries, list) or not entries:
        r.fail(line_of(root, "instances"), "instances",
               f"expected a non-empty list of instances, got {_describe(entries)}")

    instances: list[Instance] = []
    dropped: list[Dropped] = []
    seen: dict[str, SourceLocation] = {}
    total_combinations = 0
    errors: list[SpecError] = []
    for index, entry in enumerate(entries):
        try:
            path = f"instances[{index}]"
            line = line_of(entries, index)
            r.mapping(entry, path, line, INSTANCE_KEYS, required=("name",))
            merged = _merge(defaults, entry)
            for section in ("signature", "algorithm", "targets"):
                if section not in merged:
                    r.fail(entry.line, _join(path, section), f"missing required key '{section}' "
                           f"(give it in the instance or under defaults)")
            name_pattern = r.string(merged["name"], _join(path, "name"), line_of(merged, "name"))

            axes: list = []
            for section in ("signature", "algorithm"):
                _axes(merged[section], section, line_of(merged, section), axes,
                      _key_path(merged, "", section))
            for axis_path, values, axis_line, shown in axes:
                if not values:
                    r.fail(axis_line, shown if shown.startswith("defaults.") else _join(path, shown),
                           "an expansion list must not be empty")
            count = math.prod(len(values) for _, values, _, _ in axes)
            total_combinations += count
            if total_combinations > MAX_COMBINATIONS:
                r.fail(line, path, f"the cross products expand to {total_combinations} combinations so far; "
                       f"at most {MAX_COMBINATIONS} in a spec")
            combos = itertools.product(*[range(len(values)) for _, values, _, _ in axes])
            expanded = bool(axes)
            produced = 0
            for combo in combos:
                tree = merged
                for (axis_path, values, _, _), choice in zip(axes, combo):
                    tree = _replace(tree, axis_path.split("."), values[choice])
                location = SourceLocation(file, line, path)
                signature = _signature(r, tree["signature"], _key_path(tree, path, "signature"),
                                       line_of(tree, "signature"))
                algorithm = _algorithm(r, tree["algorithm"], _key_path(tree, path, "algorithm"),
                                       line_of(tree, "algorithm"))
                targets = _targets(r, tree["targets"], _key_path(tree, path, "targets"),
                                   line_of(tree, "targets"))
                name = _format_name(r, name_pattern, tree, _join(path, "name"),
                                    line_of(merged, "name"))
                instance = Instance(name, signature, algorithm, targets, location)
                violations = validation.check(instance) if validate else []
                if violations:
                    first = violations[0]
                    if not expanded:
                        raise SpecError(file, line, path, first.detail, rule=first.rule,
                                        instance=name)
                    dropped.append(Dropped(name, location, first.rule, first.detail))
                    continue
                if name in seen:
                    r.fail(line, _join(path, "name"),
                           f"instance name '{name}' is already used by {seen[name].path} "
                           f"(line {seen[name].line})"
                           + ("; add a {placeholder} for each expanded field to the name"
                              if expanded else ""))
                seen[name] = location
                instances.append(instance)
                produced += 1
            if expanded and produced == 0:
                reasons = sorted({d.rule.id for d in dropped if d.location.path == path})
                r.fail(line, path, "every combination of this cross product was rejected "
                       f"(rules: {', '.join(reasons)}; run with --explain for details)")
        except SpecError as error:          # report it with the others, in file order
            errors.append(error)
            if len(errors) >= MAX_ERRORS:
                break
    if errors:
        unique = {str(e): e for e in errors}            # a bad default fails every instance alike
        errors = sorted(unique.values(), key=lambda e: (e.line or 0))
        raise errors[0] if len(errors) == 1 else SpecErrors(errors)
    return Spec(path=file, library=library, instances=tuple(instances), dropped=tuple(dropped))


def _format_name(r: _Reader, pattern: str, tree, path: str, line: int) -> str:
    values: dict = {}
    for section in ("signature", "algorithm"):
        _flatten(tree[section], "", values)

    def substitute(match):
        key = match.group(1)
        if key not in values:
            r.fail(line, path, f"unknown placeholder '{{{key}}}' in name '{pattern}'",
                   sorted(values))
        value = values[key]
        return str(value).lower() if isinstance(value, bool) else str(value)

    name = _PLACEHOLDER.sub(substitute, pattern)
    if not _IDENTIFIER.fullmatch(name):
        r.fail(line, path, f"instance name {name!r} is not an identifier "
               "(letters, digits and '_', not starting with a digit)")
    if len(name) > MAX_NAME:
        r.fail(line, path, f"instance name '{name[:40]}...' has {len(name)} characters; at most {MAX_NAME} "
               "(it names files and symbols)")
    if name in CXX_KEYWORDS or name in RESERVED_INSTANCE_NAMES:
        r.fail(line, path, f"instance name '{name}' is reserved (a C++ keyword, or a name the registry's "
               "files and symbols use: registry, time)")
    return name


def read_spec(path: str) -> tuple[bytes, str]:
    """The spec file's bytes and text: what the command line and ``runtime.build`` both read
    (once: the cache key hashes the bytes that were parsed).  A FIFO, a device, a folder,
    a file over ``files.MAX_SPEC_BYTES`` or one that is not UTF-8 is a one-line SpecError."""
    try:
        data = read_regular(path, MAX_SPEC_BYTES)
    except OSError as exc:
        raise SpecError(path, 0, "", f"cannot read the spec: {exc.strerror or exc}") from None
    try:
        return data, data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SpecError(path, 0, "", f"not UTF-8 text (byte {exc.start}: {exc.object[exc.start:exc.start + 1]!r})"
                        ) from None


def parse_file(path: str, validate: bool = True) -> Spec:
    return parse_text(read_spec(path)[1], path, validate=validate)
