#!/usr/bin/env bash
# Interleaved A/B of whole-network steps on the lent GPU machine: `python -m runtime.bench
# models` run from a snapshot of older code and from the working tree, alternately, ROUNDS
# times on one warm machine, each tree with its own hipconv cache and PyTorch operators.  The
# eager step's ratio against cuDNN moved 1.02-1.16x between runs minutes apart while the conv
# kernels' summed times moved 3% (docs/journal.md, session 11, run 67); within one call the
# two trees meet the same host and clocks, and bench/models_ab_compare.py compares the
# minimum step time over the rounds of each side.
#
#   git archive <commit> codegen runtime bench specs pyproject.toml | tar -x -C .exp/old   # once, here
#   run(command="bash bench/device_models_ab.sh .exp/old 2 --models resnet50 --dtypes bf16",
#       carry=[".whl", ".exp"], timeout_s=600)
#   python3 bench/models_ab_compare.py $FILES_AT      # (files_at of the run)
#
# OLD `selection` compares the selection modes of the working tree instead: old is
# HIPCONV_SELECTION=rules, new HIPCONV_SELECTION=model, one cache and one build for both (device_setup.sh's)
# (issue 67's network comparison of the cost model against the rules):
#
#   run(command="bash bench/device_models_ab.sh selection 2 --models resnet50 --dtypes bf16",
#       carry=[".whl"], timeout_s=600)
#
# OLD must otherwise be an ignored folder the call carries (64 MiB in all: leave bench/results out of it).
# --no-check --no-host --skip-ceilings --no-layer-times are added (the step times only); only
# the models.json files are kept ($OUT/old1, $OUT/new1, $OUT/old2, ...).  Each tree's first
# round builds its libraries and operators (~1.5 min each on 16 cores).
set -uo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 3 ] || { echo "usage: bench/device_models_ab.sh OLD_TREE ROUNDS runtime.bench-models-arguments..."; exit 2; }
OLD=$1 ROUNDS=$2; shift 2
SELECTION_AB=0
if [ "$OLD" = selection ]; then SELECTION_AB=1; OLD=.; fi
[ -f "$OLD/runtime/bench_models.py" ] || { echo "$OLD holds no runtime/bench_models.py (make it with git archive)"; exit 2; }
OUT="${OUT:-$PWD/bench-out}"
mkdir -p "$OUT"
export PYTHONUNBUFFERED=1
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site \
    .whl/*.whl || { echo "wheel install failed (carry .whl)"; exit 3; }
export CMAKE_BUILD_PARALLEL_LEVEL="$(nproc)"
command -v nvcc >/dev/null 2>&1 || export PATH="/usr/local/cuda/bin:$PATH"
NEW="$PWD"
OLD="$(cd "$OLD" && pwd)"
status=0
for round in $(seq 1 "$ROUNDS"); do
    for side in old new; do
        tree=$([ $side = old ] && echo "$OLD" || echo "$NEW")
        (
            cd "$tree" || exit 2
            export PYTHONPATH="/tmp/site:$tree" HIPCONV_CACHE_DIR="/tmp/hipconv-cache-$side"
            if [ $SELECTION_AB = 1 ]; then
                export HIPCONV_CACHE_DIR=/tmp/hipconv-cache   # device_setup.sh's: a call that sourced it built there
                export HIPCONV_SELECTION=$([ $side = old ] && echo rules || echo model)
            fi
            if [ "$round" = 1 ] && { [ $SELECTION_AB = 0 ] || [ $side = old ]; }; then
                python3 -m runtime.pytorch build 2>&1 | grep -v '^\[' | tail -3
            fi
            python3 -m runtime.bench models --out "$OUT/$side$round" --no-check --no-host --skip-ceilings \
                --no-layer-times "$@"
        ) > "$OUT/$side$round.log" 2>&1
        code=$?
        [ $code = 0 ] || status=$code
        echo "$side round $round: exit $code $(grep -h 'eager:' "$OUT/$side$round.log" | tr '\n' ' ')"
    done
done
find "$OUT" -type f ! -name models.json -delete
exit $status
