"""One builder per cache folder: an exclusive lock file beside the folder.

    with exclusive(folder, progress):   # other processes building the same folder wait here
        if not finished(folder): build into a private folder, then rename it into place

A lock is ``fcntl.flock`` on ``<folder>.lock`` (opened without following a link): the
kernel releases it when its holder exits, however it dies (SIGKILL included), so a crashed
builder never blocks the others.  ``exclusive_folder`` locks a folder itself, the same way:
the generator holds its output folder's while it writes there.
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
    """Hold the lock of ``folder`` (created if missing, never through a link), telling
    ``progress`` when another process holds it and this one waits, and how long it waited."""
    path = lock_path(folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor = os.open(path, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, 0o644)
    try:
        _hold(descriptor, progress, folder.name)
        yield
    finally:
        fcntl.flock(descriptor, fcntl.LOCK_UN)
        os.close(descriptor)


@contextmanager
def exclusive_folder(folder: Path) -> Iterator[None]:
    """Hold an exclusive lock on the folder ``folder`` itself (``flock`` on the folder: no
    lock file is added to it): one writer of an output folder at a time."""
    descriptor = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        _hold(descriptor, None, folder.name)
        yield
    finally:
        fcntl.flock(descriptor, fcntl.LOCK_UN)
        os.close(descriptor)


def _hold(descriptor: int, progress: Optional[Callable[[str], None]], name: str):
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        if progress is not None:
            progress(f"hipconv: another process is building {name}; waiting for it")
        started = time.monotonic()
        fcntl.flock(descriptor, fcntl.LOCK_EX)
        if progress is not None:
            progress(f"hipconv: waited {time.monotonic() - started:.0f} s for {name}")
