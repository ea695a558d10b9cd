"""hipconv's generator: YAML spec -> typed model -> HIP sources + CMake project.

The flow, one module per stage:

    parse/      YAML -> ``model`` (frozen dataclasses + enums), with SpecError
    validate.py rejection rules (a ``Rule`` table + one check function each)
    plan.py     how each direction maps onto the block GEMM; template values
    emit.py     Mako templates (templates/) -> files, written if changed
    build.py    CMake configure + build, platform detection
    __main__.py the command line: python -m codegen SPEC.yaml [--build]
"""

from .errors import BuildError, HipconvError, SpecError
from .parse import parse_file, parse_text

__all__ = ["parse_file", "parse_text", "SpecError", "BuildError", "HipconvError"]
