"""Experiment helper (not a product command): for a built library and a problem file, print
each backward-weight instance's split_k_used and modelled_bytes per problem (bf16 only).
    python3 bench/experiments/print_splits.py BUILD_DIR PROBLEM_FILE [NAME_GLOB]"""
import fnmatch
import sys

from runtime.bench import load_problem_file
from runtime.library import Library
from codegen.status import Status

build, problem_file = sys.argv[1], sys.argv[2]
glob = sys.argv[3] if len(sys.argv) > 3 else "*"
library = Library(build)
for bench_problem in load_problem_file(problem_file):
    problem = bench_problem.problem
    cells = []
    for inst in library.instances:
        if inst.direction != "backward_weight" or inst.data_type != "bf16" or not fnmatch.fnmatch(inst.name, glob):
            continue
        if library.supports(inst, problem) is not Status.OK:
            continue
        modelled = library.modelled_bytes(inst, problem)
        cells.append(f"{inst.name}: S{library.split_k_used(inst, problem)}"
                     + (f" {modelled / 1e6:.1f}MB" if modelled is not None else ""))
    chosen = library.select("backward_weight", problem, "bf16")
    print(f"{bench_problem.name}:\n  " + "\n  ".join(cells) + f"\n  select -> {chosen.name}")
