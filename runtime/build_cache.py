"""``runtime.build``: generate, build and load a spec through the build cache
(``codegen/cache.py``: shared by concurrent processes, safe against crashes mid-build,
verified before loading, readable when read-only)."""

from __future__ import annotations

import os
from typing import Optional, Union

from codegen.cache import cache_root, cached_build, clear_cache

from .library import Library

__all__ = ["build", "cache_root", "clear_cache"]


def build(spec: Union[str, os.PathLike], platform: str = "auto", sanitize: Optional[str] = None,
          quiet: bool = False, launcher: Optional[str] = "auto") -> Library:
    """Generate, build and load ``spec`` (a YAML path) for ``platform``.

    The build lives in ``cache_root()/<stem>-<platform>-<hash>``, where the hash covers the
    spec's text, the generator (the codegen package's code and templates), the platform,
    the sanitizer, the compiler and the environment variables that change a build
    (CXXFLAGS, LDFLAGS, ...: codegen.build.BUILD_ENVIRONMENT); a second call with the same inputs, in this process or
    another, loads the cached library.  A first build takes from seconds to minutes: it
    prints where it builds and its compile progress on stderr unless ``quiet``; a cached
    load prints nothing.  ``python -m codegen SPEC --build`` fills the same cache."""
    return Library(cached_build(spec, platform, sanitize=sanitize, quiet=quiet, launcher=launcher))
