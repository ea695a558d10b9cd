"""``runtime.build``: generate, build and load a spec, cached by content hash."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import Optional, Union

from codegen import build as cmake
from codegen.emit import GENERATOR_VERSION, TEMPLATE_DIR, emit, write
from codegen.model import Platform
from codegen.parse import parse_file

from .library import Library


def cache_root() -> Path:
    """$HIPCONV_CACHE_DIR, else ~/.cache/hipconv."""
    env = os.environ.get("HIPCONV_CACHE_DIR")
    return Path(env) if env else Path.home() / ".cache" / "hipconv"


_DIGEST_CHARS = 16   # of a build folder's content hash


def _build_folder(stem: str, platform: Platform, digest: str) -> Path:
    """``runtime.build``'s folder for a spec: <stem>-<platform>-<hash>."""
    return cache_root() / f"{stem}-{platform.value}-{digest[:_DIGEST_CHARS]}"


def clear_cache(older_than_days: Optional[float] = None) -> list[Path]:
    """Remove ``runtime.build``'s cached builds (folders ``<stem>-<platform>-<hash>``
    under ``cache_root()``), all of them or those not used for ``older_than_days``;
    return the folders removed.  Anything else under the cache root is left alone."""
    import re
    import shutil
    import time
    root = cache_root()
    if not root.is_dir():
        return []
    platforms = "|".join(p.value for p in Platform if p is not Platform.AUTO)
    pattern = re.compile(rf"^.+-({platforms})-[0-9a-f]{{{_DIGEST_CHARS}}}$")
    cutoff = None if older_than_days is None else time.time() - older_than_days * 86400
    removed = []
    for folder in sorted(root.iterdir()):
        if not folder.is_dir() or not pattern.match(folder.name):
            continue
        if cutoff is not None and folder.stat().st_mtime > cutoff:
            continue
        shutil.rmtree(folder)
        removed.append(folder)
    return removed


def _templates_digest() -> str:
    digest = hashlib.sha256()
    for path in sorted(TEMPLATE_DIR.rglob("*")):
        if path.is_file():
            digest.update(str(path.relative_to(TEMPLATE_DIR)).encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


def build(spec: Union[str, os.PathLike], platform: str = "auto", sanitize: Optional[str] = None,
          quiet: bool = False, launcher: Optional[str] = "auto") -> Library:
    """Generate, build and load ``spec`` (a YAML path) for ``platform``.

    The build lives in ``cache_root()/<stem>-<platform>-<hash>``, where the hash
    covers the spec's text, the generator version, the templates and the
    sanitizer; a second call with the same inputs loads the cached library.  A first
    build takes from seconds to minutes: it prints where it builds and its compile
    progress on stderr unless ``quiet``; a cached load prints nothing.
    """
    spec_path = Path(spec)
    parsed = parse_file(str(spec_path))
    resolved = cmake.resolve_platform(platform)
    digest = hashlib.sha256()
    for part in (spec_path.read_bytes(), GENERATOR_VERSION.encode(), _templates_digest().encode(),
                 resolved.value.encode(), (sanitize or "").encode()):
        digest.update(part)
        digest.update(b"\0")
    folder = _build_folder(parsed.stem, resolved, digest.hexdigest())
    library_file = cmake.library_path(folder / "build", parsed.library)
    if not library_file.exists():
        if not quiet:
            cmake.print_progress(f"hipconv: building {parsed.library} ({len(parsed.instances)} "
                                 f"instances) for {resolved.value} in {folder} (once; cached "
                                 "afterwards)")
        write(emit(parsed), str(folder / "src"))
        cmake.build(folder / "src", folder / "build", parsed.library, resolved,
                    sanitize=sanitize, progress=None if quiet else cmake.print_progress,
                    launcher=launcher)
    else:
        os.utime(folder)   # last use, for clear_cache(older_than_days=...)
    return Library(library_file)
