"""A YAML loader that keeps line numbers and rejects duplicate keys.

``load(text, file)`` returns plain Python values, except that mappings are
``LocatedMap`` (a dict) and sequences ``LocatedList`` (a list); both know the
line of themselves and of each of their entries, so every later error can
name the line of the offending value.
"""

from __future__ import annotations

import yaml

from ..errors import SpecError


class LocatedMap(dict):
    line: int = 0
    key_lines: dict

    def line_of(self, key) -> int:
        return self.key_lines.get(key, self.line)


class LocatedList(list):
    line: int = 0
    item_lines: list

    def line_of(self, index) -> int:
        if 0 <= index < len(self.item_lines):
            return self.item_lines[index]
        return self.line


def line_of(container, key) -> int:
    if isinstance(container, (LocatedMap, LocatedList)):
        return container.line_of(key)
    return 0


MAX_VALUES = 200_000     # values a spec expands to (YAML aliases repeat their node)
MAX_DEPTH = 64           # nesting of mappings and lists
MAX_NUMBER_CHARS = 1000  # a number's text (Python refuses to convert integers of 4300 digits)
NUMBER_TAGS = ("tag:yaml.org,2002:int", "tag:yaml.org,2002:float")


class _Budget:
    def __init__(self):
        self.values = 0
        self.active = set()       # ids of the nodes being converted: an alias to one is a cycle


def _convert(node, loader, file: str, path: str, budget: _Budget, depth: int = 0):
    line = node.start_mark.line + 1
    budget.values += 1
    if budget.values > MAX_VALUES:
        raise SpecError(file, line, path, f"the spec expands to more than {MAX_VALUES} values "
                        "(YAML aliases repeating large nodes?)")
    if depth > MAX_DEPTH:
        raise SpecError(file, line, path, f"nested more than {MAX_DEPTH} levels deep")
    if id(node) in budget.active:
        raise SpecError(file, line, path, "a YAML alias refers to a node that contains it (a cycle)")
    if isinstance(node, (yaml.MappingNode, yaml.SequenceNode)):
        budget.active.add(id(node))
        try:
            return _convert_container(node, loader, file, path, budget, depth, line)
        finally:
            budget.active.discard(id(node))
    if node.tag in NUMBER_TAGS and len(node.value) > MAX_NUMBER_CHARS:
        raise SpecError(file, line, path, f"a number written with {len(node.value)} characters; "
                        f"at most {MAX_NUMBER_CHARS}")
    return loader.construct_object(node, deep=True)


def _convert_container(node, loader, file: str, path: str, budget: _Budget, depth: int, line: int):
    if isinstance(node, yaml.MappingNode):
        out = LocatedMap()
        out.line = line
        out.key_lines = {}
        loader.flatten_mapping(node)
        for key_node, value_node in node.value:
            key = loader.construct_object(key_node, deep=True)
            key_line = key_node.start_mark.line + 1
            sub = f"{path}.{key}" if path else str(key)
            if not isinstance(key, str):
                raise SpecError(file, key_line, sub, f"key {key!r} is not a string")
            if key in out:
                raise SpecError(file, key_line, sub,
                                f"duplicate key '{key}' (first given on line {out.key_lines[key]})")
            out[key] = _convert(value_node, loader, file, sub, budget, depth + 1)
            out.key_lines[key] = key_line
        return out
    if isinstance(node, yaml.SequenceNode):
        out = LocatedList()
        out.line = line
        out.item_lines = []
        for index, item in enumerate(node.value):
            out.append(_convert(item, loader, file, f"{path}[{index}]", budget, depth + 1))
            out.item_lines.append(item.start_mark.line + 1)
        return out
    raise AssertionError("not a container")


def _control_character(text: str, file: str, error: yaml.reader.ReaderError) -> SpecError:
    """A character YAML does not accept (a control character, U+FFFE, ...), anywhere in the
    spec, a comment included: its line and code point."""
    position = error.position if isinstance(error.position, int) else 0
    line = text.count("\n", 0, position) + 1
    column = position - (text.rfind("\n", 0, position) + 1) + 1
    code = error.character if isinstance(error.character, int) else ord(str(error.character)[:1] or "\0")
    return SpecError(file, line, "", f"character U+{code:04X} at column {column} is not allowed in a "
                     "spec (control characters are refused everywhere, comments included)")


def load(text: str, file: str):
    try:
        loader = yaml.SafeLoader(text)
    except yaml.reader.ReaderError as exc:
        raise _control_character(text, file, exc) from None
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        return _convert(node, loader, file, "", _Budget())
    except yaml.reader.ReaderError as exc:
        raise _control_character(text, file, exc) from None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else 0
        raise SpecError(file, line, "", f"not valid YAML: {exc.problem or exc.context}") from None
    except yaml.YAMLError as exc:
        raise SpecError(file, 0, "", f"not valid YAML: {exc}") from None
    except RecursionError:
        raise SpecError(file, 0, "", f"nested too deeply (at most {MAX_DEPTH} levels)") from None
    finally:
        loader.dispose()
