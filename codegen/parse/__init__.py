"""Stage 1 of the flow: YAML text -> typed model (``codegen.model``)."""

from .spec import parse_file, parse_text, read_spec

__all__ = ["parse_file", "parse_text", "read_spec"]
