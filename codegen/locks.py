"""One builder per cache folder: an exclusive lock file beside the folder.

    with exclusive(folder, progress):   # other processes building the same folder wait here
        if not finished(folder): build into a private folder, then rename it into place

A lock is ``fcntl.flock`` on ``<folder>.lock``: the kernel releases it when its holder
exits, however it dies (SIGKILL included), so a crashed builder never blocks the others.
Readers never lock: a finished folder is complete by construction (it appears by an
atomic rename), so a cache hit needs no write access.
"""

from __future__ import annotations

import fcntl
import os
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator, Optional


def lock_path(folder: Path) -> Path:
    return folder.with_name(folder.name + ".lock")


@contextmanager
def exclusive(folder: Path, progress: Optional[Callable[[str], None]] = None) -> Iterator[None]:
    """Hold the lock of ``folder`` (created if missing), telling ``progress`` when another
    process holds it and this one waits, and how long it waited."""
    path = lock_path(folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            if progress is not None:
                progress(f"hipconv: another process is building {folder.name}; waiting for it")
            started = time.monotonic()
            fcntl.flock(descriptor, fcntl.LOCK_EX)
            if progress is not None:
                progress(f"hipconv: waited {time.monotonic() - started:.0f} s for {folder.name}")
        yield
    finally:
        fcntl.flock(descriptor, fcntl.LOCK_UN)
        os.close(descriptor)
