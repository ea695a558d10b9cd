"""hipconv's runtime: load a generated library with cffi and run it on numpy arrays.

    import runtime
    lib = runtime.load("build/bwd_data-cpu")          # a build folder or the .so
    problem = runtime.ConvProblem(G=2, N=1, C=8, K=16, input=(9, 9), filter=3, stride=2, pad=1)
    dx = lib.backward_data(dy, w, problem)             # numpy in, numpy out
    ref = runtime.reference.backward_data(dy, w, problem)

``runtime.build("specs/bwd_data.yaml")`` generates, builds and loads in one call.
"""

from . import check, reference
from .build_cache import build, cache_root, clear_cache
from .library import DeviceError, Instance, Library, load
from .problem import ConvProblem, UnsupportedProblem

__all__ = ["ConvProblem", "UnsupportedProblem", "DeviceError", "Instance", "Library", "load",
           "build", "cache_root", "clear_cache", "reference", "check"]
