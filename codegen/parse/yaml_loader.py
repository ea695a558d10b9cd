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


def _convert(node, loader, file: str, path: str):
    line = node.start_mark.line + 1
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
            out[key] = _convert(value_node, loader, file, sub)
            out.key_lines[key] = key_line
        return out
    if isinstance(node, yaml.SequenceNode):
        out = LocatedList()
        out.line = line
        out.item_lines = []
        for index, item in enumerate(node.value):
            out.append(_convert(item, loader, file, f"{path}[{index}]"))
            out.item_lines.append(item.start_mark.line + 1)
        return out
    return loader.construct_object(node, deep=True)


def load(text: str, file: str):
    loader = yaml.SafeLoader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        return _convert(node, loader, file, "")
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else 0
        raise SpecError(file, line, "", f"not valid YAML: {exc.problem or exc.context}") from None
    except yaml.YAMLError as exc:
        raise SpecError(file, 0, "", f"not valid YAML: {exc}") from None
    finally:
        loader.dispose()
