"""hipconv's runtime: load a generated library with cffi and run it on numpy arrays or
device tensors.

    import runtime
    lib = runtime.load("build/bwd_data-cpu")          # a build folder or the .so
    problem = runtime.ConvProblem(G=2, N=1, C=8, K=16, input=(9, 9), filter=3, stride=2, pad=1)
    dx = lib.backward_data(dy, w, problem)             # numpy in, numpy out (torch in, torch out)
    ref = runtime.reference.backward_data(dy, w, problem)

``runtime.build("specs/bwd_data.yaml")`` generates, builds and loads in one call;
``verify="gpu"`` on a call checks it against the spec's reference instance
(``VerificationError``); ``runtime.pytorch`` is the PyTorch op (needs torch).
"""

from . import check, reference
from .build_cache import build, cache_root, clear_cache
from .errors import DeviceError, LibraryFileError, Verdict, VerificationError
from .instance import Instance
from .library import Library, load
from .problem import ConvProblem, TensorStrides, UnsupportedProblem

__all__ = ["ConvProblem", "TensorStrides", "UnsupportedProblem", "DeviceError", "LibraryFileError",
           "VerificationError", "Verdict",
           "Instance", "Library", "load",
           "build", "cache_root", "clear_cache", "reference", "check"]
