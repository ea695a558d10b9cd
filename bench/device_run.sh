#!/usr/bin/env bash
# Build, check and time hipconv against cuDNN on the lent GPU machine, in one call.
#
# Run from the repository root on the device machine (the `run` tool), with the
# wheels of cffi, pycparser, mako and MarkupSafe in .whl/ carried along:
#
#   run(command="bash bench/device_run.sh --spec specs/bwd_data.yaml --spec specs/bwd_weight.yaml",
#       carry=[".whl"], timeout_s=600)
#
# Arguments go to bench/gpu_bench.py (= python -m runtime.bench) unchanged (they come after this script's
# --deadline, so a --deadline of yours wins), except two of this script's own:
#   --sass                      after the bench, per-kernel SASS counts of every built
#                               library (bench/sass_stats.py) into $OUT/sass.txt;
#   --ncu PROBLEM_GLOB INSTANCE after the bench, Nsight Compute on one launch of that
#                               instance's kernel on the matching problem(s) (the same
#                               --spec/--dtypes/--problem-file), into $OUT/ncu.txt.
#   --ncu-source PROBLEM_GLOB INSTANCE KERNEL_REGEX
#                               after the bench, ncu's source page (warp-stall samples per
#                               SASS instruction) of one launch of the kernels matching
#                               KERNEL_REGEX while that instance and cuDNN run the problem
#                               (the instance's: INSTANCE_kernel; cuDNN's: e.g.
#                               'sm90_xmma_fprop.*64x64x64'), into $OUT/ncu-source.csv and
#                               its summary (bench/ncu_source_summary.py) $OUT/ncu-source.txt.
# The log goes to $OUT/bench.log and the results to $OUT/bench.json; the last lines
# printed are the table and summary.  Exits non-zero when anything failed (the log
# and JSON stay under $OUT).
set -uo pipefail
cd "$(dirname "$0")/.."

SASS=0
NCU_PROBLEM=""
NCU_INSTANCE=""
SOURCE_PROBLEM=""
SOURCE_INSTANCE=""
SOURCE_KERNEL=""
BENCH_ARGS=()
SPEC_ARGS=()
while [ $# -gt 0 ]; do
    case "$1" in
        --sass) SASS=1 ;;
        --ncu)
            [ $# -ge 3 ] || { echo "--ncu needs PROBLEM_GLOB INSTANCE"; exit 2; }
            NCU_PROBLEM="$2"; NCU_INSTANCE="$3"; shift 2 ;;
        --ncu-source)
            [ $# -ge 4 ] || { echo "--ncu-source needs PROBLEM_GLOB INSTANCE KERNEL_REGEX"; exit 2; }
            SOURCE_PROBLEM="$2"; SOURCE_INSTANCE="$3"; SOURCE_KERNEL="$4"; shift 3 ;;
        --spec|--dtypes|--problem-file)
            BENCH_ARGS+=("$1" "$2"); SPEC_ARGS+=("$1" "$2"); shift ;;
        *) BENCH_ARGS+=("$1") ;;
    esac
    shift
done
OUT="${OUT:-$PWD/bench-out}"
mkdir -p "$OUT"
LOG="$OUT/bench.log"
export PYTHONUNBUFFERED=1

{
    echo "== $(date -u +%FT%TZ) $(hostname) in $PWD"
    if ! ls .whl/*.whl >/dev/null 2>&1; then
        echo "no wheels in .whl/: carry [\".whl\"] (see /work/.library/device/README.md, Notes)"
        exit 3
    fi
    python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade \
        --target /tmp/site .whl/*.whl || { echo "wheel install failed"; exit 3; }
} 2>&1 | tee "$LOG"
[ "${PIPESTATUS[0]}" -eq 0 ] || exit 3
export PYTHONPATH=/tmp/site${PYTHONPATH:+:$PYTHONPATH}

# Every core for the build: codegen/build.py runs `cmake --build --parallel
# os.cpu_count()` with Ninja when ninja is on PATH (16 on the single-GPU kinds).
CORES="$(nproc)"
export CMAKE_BUILD_PARALLEL_LEVEL="$CORES"
export HIPCONV_CACHE_DIR="${HIPCONV_CACHE_DIR:-/tmp/hipconv-cache}"
source bench/device_carried_cache.sh 2>&1 | tee -a "$LOG"
command -v nvcc >/dev/null 2>&1 || export PATH="/usr/local/cuda/bin:$PATH"

{
    nvidia-smi -L
    nvcc --version | tail -n 2
    echo "cores: nproc $CORES, python os.cpu_count $(python3 -c 'import os; print(os.cpu_count())')"
    echo "tools: cmake $(command -v cmake) ninja $(command -v ninja) nvcc $(command -v nvcc)"
    python3 -c 'import cffi, mako, pycparser, markupsafe, numpy, ml_dtypes, yaml, torch
print("python", __import__("sys").version.split()[0], "cffi", cffi.__version__,
      "mako", mako.__version__, "torch", torch.__version__, "cuda", torch.cuda.is_available())'
} 2>&1 | tee -a "$LOG"
[ "${PIPESTATUS[0]}" -eq 0 ] || { echo "environment check failed" | tee -a "$LOG"; exit 3; }

# Stop starting new rows after 480 s so the table prints inside the 600 s limit.
python3 bench/gpu_bench.py --out "$OUT" --deadline 480 ${BENCH_ARGS[@]+"${BENCH_ARGS[@]}"} 2>&1 | tee -a "$LOG"
status="${PIPESTATUS[0]}"
echo "gpu_bench.py exit status $status; log $LOG" | tee -a "$LOG"

if [ "$SASS" = 1 ]; then
    find "$HIPCONV_CACHE_DIR" -name '*.so' -print0 | sort -z |
        xargs -0 python3 bench/sass_stats.py > "$OUT/sass.txt" 2>&1
    echo "SASS counts of $(find "$HIPCONV_CACHE_DIR" -name '*.so' | wc -l) libraries: $OUT/sass.txt" | tee -a "$LOG"
fi
if [ -n "$NCU_INSTANCE" ]; then
    # One profiled launch after the warm-up ones; the cuDNN kernels are filtered out.
    ncu --kernel-name "regex:${NCU_INSTANCE}_kernel" --launch-skip 2 --launch-count 1 \
        --section SpeedOfLight --section Occupancy --section LaunchStats \
        --section WarpStateStats --section SchedulerStats --section SourceCounters \
        --section MemoryWorkloadAnalysis --section ComputeWorkloadAnalysis \
        python3 bench/gpu_bench.py --out /tmp/ncu-bench --skip-check --skip-ceilings \
        --skip-verify --iterations 3 --warmup 1 --problems "$NCU_PROBLEM" \
        --instances "$NCU_INSTANCE" ${SPEC_ARGS[@]+"${SPEC_ARGS[@]}"} > "$OUT/ncu.txt" 2>&1
    echo "ncu exit status $?: $OUT/ncu.txt" | tee -a "$LOG"
fi
if [ -n "$SOURCE_KERNEL" ]; then
    # One sampled launch after the warm-up ones; the page lists every SASS instruction.
    rm -f /tmp/ncu-source.ncu-rep
    ncu --kernel-name "regex:${SOURCE_KERNEL}" --launch-skip 2 --launch-count 1 \
        --section SourceCounters --section WarpStateStats --import-source no -o /tmp/ncu-source \
        python3 bench/gpu_bench.py --out /tmp/ncu-source-bench --skip-check --skip-ceilings \
        --skip-verify --skip-eager --iterations 3 --warmup 1 --problems "$SOURCE_PROBLEM" \
        --instances "$SOURCE_INSTANCE" ${SPEC_ARGS[@]+"${SPEC_ARGS[@]}"} > "$OUT/ncu-source.log" 2>&1
    echo "ncu (source) exit status $?: $OUT/ncu-source.log" | tee -a "$LOG"
    ncu -i /tmp/ncu-source.ncu-rep --page source --print-source sass --csv > "$OUT/ncu-source.csv" 2>> "$OUT/ncu-source.log" &&
        python3 bench/ncu_source_summary.py "$OUT/ncu-source.csv" > "$OUT/ncu-source.txt" 2>&1
    echo "source page: $OUT/ncu-source.csv, summary $OUT/ncu-source.txt" | tee -a "$LOG"
fi
exit "$status"
