#!/usr/bin/env bash
# Interleaved A/B on the lent GPU machine: the same bench/device_run.sh arguments run from a
# snapshot of older code and from the working tree, alternately, ROUNDS times on one warm
# machine; only the bench.json files are kept ($OUT/old1, $OUT/new1, $OUT/old2, ...).  Kernels
# and cuDNN both moved 4-25% between separate calls (docs/journal.md, 2026-11-27 run 18); the
# minimum over interleaved rounds is what bench/ab_compare.py compares.
#
#   git archive <commit> codegen runtime bench specs pyproject.toml | tar -x -C .exp/old   # once, here
#   run(command="bash bench/device_ab.sh .exp/old 2 --spec specs/fwd.yaml --directions forward --dtypes bf16",
#       carry=[".whl", ".exp"], timeout_s=600)
#   python3 bench/ab_compare.py $FILES_AT      # (files_at of the run)
#
# OLD must be an ignored folder the call carries (64 MiB in all: leave bench/results out of it).
# --skip-ceilings --skip-eager are added; the new tree's first round also checks the specs on
# the GPU (the old rounds and later ones skip the check).
set -uo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 3 ] || { echo "usage: bench/device_ab.sh OLD_TREE ROUNDS device_run-arguments..."; exit 2; }
OLD=$1 ROUNDS=$2; shift 2
[ -f "$OLD/bench/device_run.sh" ] || { echo "$OLD holds no bench/device_run.sh (make it with git archive)"; exit 2; }
OUT="${OUT:-$PWD/bench-out}"
mkdir -p "$OUT"
export HIPCONV_DEVICE_PREBUILD=0          # no PyTorch operators: --skip-eager
rm -rf "$OLD/.whl" && cp -r .whl "$OLD/"
status=0
for round in $(seq 1 "$ROUNDS"); do
    for side in old new; do
        tree=$([ $side = old ] && echo "$OLD" || echo "$PWD")
        check=$([ $side = new ] && [ "$round" = 1 ] && echo "" || echo "--skip-check")
        (cd "$tree" && OUT="$OUT/$side$round" bash bench/device_run.sh $check --skip-ceilings --skip-eager "$@" \
            > "$OUT/$side$round.log" 2>&1)
        code=$?
        [ $code = 0 ] || status=$code
        echo "$side round $round: exit $code $(grep -h 'CHECK' "$OUT/$side$round.log" | tr '\n' ' ')"
    done
done
find "$OUT" -type f ! -name bench.json -delete
exit $status
