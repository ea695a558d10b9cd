"""Experiment helper (not a product command): every candidate's time beside select's choice --
the data to check the selection criteria (and backward-weight's split cost model) against.
For each problem of a problem file and each instance of a built library of the direction that
matches GLOB and supports it: its event time (runtime.timing.event_median, an L2 flush before
each call), its static shape (block, threads, stages, shared memory) and, for
backward-weight, the split it runs (split_k_used) and the model's time (modelled_bytes); per
problem also select's choice and cuDNN's event time.

    python3 bench/experiments/split_model_data.py BUILD_DIR PROBLEM_FILE OUT_JSON \\
        [--direction backward_weight] [--glob GLOB] [--dtype bf16] [--builtin]
        [--deadline SECONDS]

Needs torch with a GPU (the device machine).  Prints one line per problem as it goes."""
import argparse
import fnmatch
import json
import sys
import time

from codegen.status import Status
from runtime.bench import PROBLEMS, HipconvTensors, hipconv_call, load_problem_file, torch_call
from runtime.library import Library
from runtime.timing import event_median


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("build")
    ap.add_argument("problem_file")
    ap.add_argument("out")
    ap.add_argument("--direction", default="backward_weight",
                    choices=("forward", "backward_data", "backward_weight"))
    ap.add_argument("--glob", help="instance names (default: the 2D instances of --dtype; "
                                   "backward_weight: its wgmma tiles)")
    ap.add_argument("--dtype", default="bf16")
    ap.add_argument("--builtin", action="store_true", help="also the benchmark's built-in problem list")
    ap.add_argument("--deadline", type=float, default=None, help="seconds after which no new problem starts")
    args = ap.parse_args()
    if args.glob is None:
        prefix = {"forward": "fwd", "backward_data": "bwd_data", "backward_weight": "bwd_weight"}[args.direction]
        args.glob = f"{prefix}_2d_{args.dtype}_" + ("wgmma*" if args.direction == "backward_weight" else "*")
    start = time.monotonic()
    library = Library(args.build)
    instances = [i for i in library.instances
                 if i.direction == args.direction and fnmatch.fnmatch(i.name, args.glob)
                 and i.epilogue == "acc" and i.channels_last and i.micro_kernel != "reference"]
    rows = []
    problems = load_problem_file(args.problem_file) + (list(PROBLEMS) if args.builtin else [])
    for bench_problem in problems:
        if args.deadline is not None and time.monotonic() - start > args.deadline:
            print(f"deadline: stopping before {bench_problem.name}")
            break
        problem = bench_problem.problem
        supported = [i for i in instances if library.supports(i, problem) is Status.OK]
        if not supported:
            continue
        tensors = HipconvTensors(problem, args.dtype, args.direction)
        candidates = []
        for inst in supported:
            seconds = event_median(hipconv_call(library, inst, problem, tensors), warmup=2, iterations=10,
                                   max_seconds=0.25)
            weight = args.direction == "backward_weight"
            candidates.append(dict(instance=inst.name, ms=seconds * 1e3,
                                   splits=library.split_k_used(inst, problem) if weight else None,
                                   modelled_bytes=library.modelled_bytes(inst, problem) if weight else None,
                                   block=list(inst.block), threads=inst.threads, stages=inst.stages,
                                   shared_memory_bytes=inst.shared_memory_bytes,
                                   specialization=inst.specialization, loads=inst.loads))
        chosen = library.select(args.direction, problem, args.dtype)
        cudnn = event_median(torch_call(args.direction, problem, args.dtype), warmup=2, iterations=10,
                             max_seconds=0.25)
        best = min(candidates, key=lambda c: c["ms"])
        rows.append(dict(problem=bench_problem.name, G=problem.G, N=problem.N, C=problem.C, K=problem.K,
                         input=list(problem.input), filter=list(problem.filter), stride=list(problem.stride),
                         selected=chosen.name, cudnn_ms=cudnn * 1e3, candidates=candidates))
        selected_ms = next((c["ms"] for c in candidates if c["instance"] == chosen.name), float("nan"))
        print(f"{bench_problem.name}: select {chosen.name} {selected_ms:.4f} ms, best {best['instance']} "
              f"{best['ms']:.4f}, cuDNN {cudnn * 1e3:.4f}", flush=True)
    with open(args.out, "w") as handle:
        json.dump(dict(build=args.build, device=library.device_name, rows=rows), handle, indent=1)
    print(f"{len(rows)} problems -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
