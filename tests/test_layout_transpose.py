"""hipconv_transpose, the kernel libraries' layout copy (hipconv/layout.h): what the PyTorch
operators run where a channels-first tensor meets a channels-last instance.  On the cpu
platform (the emulation runs the kernel's blocks and its shared-memory tile)."""

from __future__ import annotations

import numpy as np
import pytest

from codegen.status import Status
from runtime.abi import ffi as _ffi
from runtime.library import DeviceBuffers as _DeviceBuffers

pytestmark = pytest.mark.build

WORDS = {2: np.uint16, 4: np.uint32, 8: np.uint64}


def _transpose(lib, source: np.ndarray, stream=None):
    """hipconv_transpose of a (batches, rows, columns) array: its status and the result."""
    batches, rows, columns = source.shape
    result = np.full((batches, columns, rows), 0xA5, dtype=source.dtype)   # poisoned
    with _DeviceBuffers(lib) as buffers:
        src = buffers.upload(source)
        dst = buffers.upload(result)
        status = lib.abi.hipconv_transpose(dst, src, source.itemsize, batches, rows, columns,
                                           _ffi.NULL if stream is None else stream)
        lib.check_status(lib.abi.hipconv_copy_to_host(_ffi.from_buffer(result), dst, result.nbytes))
    return status, result


@pytest.mark.parametrize("width", [2, 4, 8])
@pytest.mark.parametrize("shape", [(1, 1, 1), (3, 5, 7), (2, 33, 31), (1, 70, 96), (2, 12, 65), (2, 130, 6),
                                   (1, 2, 200), (2, 66, 129), (1, 129, 66)], ids=str)
def test_transpose_moves_every_element(fwd_library, width, shape):
    """Every element lands at its transposed place, bits unchanged (NaN payloads and
    negative zeros included: it moves words), for tile-sized and ragged shapes; 16-bit
    matrices go through 64 x 64 tiles with each side in 32-bit pairs where its rows are even
    (all four combinations here)."""
    rng = np.random.default_rng(sum(shape) * width)
    info = np.iinfo(WORDS[width])
    source = rng.integers(0, info.max, size=shape, dtype=WORDS[width], endpoint=True)
    status, got = _transpose(fwd_library, source)
    assert status == Status.OK.code
    assert np.array_equal(got, source.transpose(0, 2, 1))


def test_transpose_of_nothing_and_bad_arguments(fwd_library):
    """Zero-sized matrices are a no-op; an element width other than 2, 4 or 8, a null pointer
    with elements to move, a negative size or more elements than an int64 holds is
    invalid-argument, not a crash."""
    lib = fwd_library
    empty = np.zeros((2, 0, 5), np.float32)
    status, got = _transpose(lib, empty)
    assert status == Status.OK.code and got.shape == (2, 5, 0)
    assert lib.abi.hipconv_transpose(_ffi.NULL, _ffi.NULL, 4, 0, 3, 3, _ffi.NULL) == Status.OK.code
    with _DeviceBuffers(lib) as buffers:
        a, b = buffers.allocate(64), buffers.allocate(64)
        for width, batches, rows, columns in ((3, 1, 2, 2), (16, 1, 2, 2), (4, -1, 2, 2), (4, 1, -2, 2)):
            assert lib.abi.hipconv_transpose(b, a, width, batches, rows, columns, _ffi.NULL) == \
                Status.INVALID_ARGUMENT.code, (width, batches, rows, columns)
        assert lib.abi.hipconv_transpose(_ffi.NULL, a, 4, 1, 2, 2, _ffi.NULL) == Status.INVALID_ARGUMENT.code
        big = 2**62
        for batches, rows, columns in ((1, big, 4), (big, 4, 1), (3, 2**31, 2**31)):    # past int64 elements
            assert lib.abi.hipconv_transpose(b, a, 2, batches, rows, columns, _ffi.NULL) == \
                Status.INVALID_ARGUMENT.code, (batches, rows, columns)


def test_transpose_of_16_bit_views_off_4_byte_alignment(fwd_library):
    """A 16-bit matrix starting 2 bytes into its buffer (a view's storage offset) has even
    sides but no aligned pairs: it moves element by element on that side, right."""
    lib = fwd_library
    rows, columns = 40, 70
    source = np.arange(1 + rows * columns, dtype=np.uint16)            # element 0: the offset
    result = np.zeros(1 + rows * columns, dtype=np.uint16)
    with _DeviceBuffers(lib) as buffers:
        src, dst = buffers.upload(source), buffers.upload(result)
        off_src = _ffi.cast("char*", src) + 2
        off_dst = _ffi.cast("char*", dst) + 2
        assert lib.abi.hipconv_transpose(off_dst, off_src, 2, 1, rows, columns, _ffi.NULL) == Status.OK.code
        lib.check_status(lib.abi.hipconv_copy_to_host(_ffi.from_buffer(result), dst, result.nbytes))
    want = source[1:].reshape(rows, columns).T.reshape(-1)
    assert result[0] == 0 and np.array_equal(result[1:], want)
