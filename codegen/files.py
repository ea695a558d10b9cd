"""Reading files that may be hostile: the one place the command line, ``runtime.build``,
the output folder's manifest, the cache's records and the tuner's ``tuning.json`` read
through.

    data = read_regular(path, limit=MAX_SPEC_BYTES)   # bytes, or OSError (one line)
    value = read_json(path)                           # the JSON value, or None

``elf_problem`` says why a shared library cannot be loaded safely (truncated, not ELF)
before a dlopen maps it.  ``read_regular`` opens without blocking (a FIFO never waits for a writer), refuses
anything but a regular file (a FIFO, ``/dev/zero``, a folder) and anything longer than
``limit`` bytes, so no read hangs or fills the memory.  ``read_json`` is None for a file
that is missing, not regular, too long, not UTF-8, not JSON or nested too deeply.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import struct
from typing import Optional, Union

MAX_SPEC_BYTES = 16 << 20          # a spec (the shipped ones are 3-60 KiB)
MAX_JSON_BYTES = 64 << 20          # a manifest, a cache record, tuning.json

_KINDS = ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a character device"),
          (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"))


def kind_of(mode: int) -> str:
    """What a file of ``mode`` is, in words ("a regular file", "a FIFO", ...)."""
    if stat.S_ISREG(mode):
        return "a regular file"
    return next((name for test, name in _KINDS if test(mode)), "not a regular file")


def read_regular(path: Union[str, os.PathLike], limit: int) -> bytes:
    """The bytes of the regular file ``path``; an OSError whose ``strerror`` says why in a
    few words (not a regular file, longer than ``limit`` bytes, or the system's reason)."""
    descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY | getattr(os, "O_CLOEXEC", 0))
    try:
        mode = os.fstat(descriptor).st_mode
        if not stat.S_ISREG(mode):
            raise OSError(errno.EINVAL, f"{kind_of(mode)}, not a regular file", str(path))
        chunks, size = [], 0
        while True:
            chunk = os.read(descriptor, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:
                raise OSError(errno.EFBIG, f"longer than {limit} bytes", str(path))
        return b"".join(chunks)
    finally:
        os.close(descriptor)


def read_json(path: Union[str, os.PathLike], limit: int = MAX_JSON_BYTES):
    """The JSON value in ``path``, or None when there is none to read (see the module)."""
    try:
        return json.loads(read_regular(path, limit).decode("utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):
        return None


def elf_problem(path: Union[str, os.PathLike]) -> Optional[str]:
    """Why ``path`` is not a complete ELF shared object, in a few words (not ELF, not a
    shared object, truncated: shorter than its headers say), or None.  Checked before a
    dlopen: mapping a truncated library kills the process with SIGBUS."""
    try:
        with open(path, "rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            header = handle.read(64)
            if header[:4] != b"\x7fELF" or len(header) < 52 or header[4] not in (1, 2) or header[5] not in (1, 2):
                return "not an ELF file"
            wide, order = header[4] == 2, "<" if header[5] == 1 else ">"
            if wide and len(header) < 64:
                return f"truncated: {size} bytes, shorter than an ELF header"
            (kind,) = struct.unpack_from(order + "H", header, 16)
            if kind != 3:
                return "not a shared object (ELF type {kind})".format(kind=kind)
            phoff, shoff = struct.unpack_from(order + ("QQ" if wide else "II"), header, 32 if wide else 28)
            phentsize, phnum, shentsize, shnum = struct.unpack_from(order + "HHHH", header, 54 if wide else 42)
            needed = max(phoff + phentsize * phnum, shoff + shentsize * shnum)
            if size < needed:
                return f"truncated: {size} bytes, its headers describe {needed}"
            segment = order + ("IIQQQQ" if wide else "IIIII")
            for index in range(phnum):
                handle.seek(phoff + index * phentsize)
                fields = struct.unpack_from(segment, handle.read(struct.calcsize(segment)))
                offset, length = (fields[2], fields[5]) if wide else (fields[1], fields[4])
                needed = max(needed, offset + length)
            section = order + ("IIQQQQ" if wide else "IIIIII")
            for index in range(shnum):
                handle.seek(shoff + index * shentsize)
                fields = struct.unpack_from(section, handle.read(struct.calcsize(section)))
                if fields[1] != 8:                      # SHT_NOBITS occupies no bytes of the file
                    needed = max(needed, fields[4] + fields[5])
            if size < needed:
                return f"truncated: {size} bytes, its headers describe {needed}"
    except (OSError, struct.error) as error:
        return getattr(error, "strerror", None) or str(error)
    return None
