#!/usr/bin/env bash
# The forward kernels with and without fused epilogues, on the lent GPU machine, in one call:
# runtime.bench (bench/device_run.sh) once per --epilogue expression on the same spec and
# problem list, kernels alone in CUDA graphs, each against cuDNN plus torch's ops for the same
# expression; hipconv's outputs verified against those.  The first run (acc) also checks the
# spec.  Then bench/epilogue_cost.py over the runs.
#
#   python3 bench/spec_subset.py specs/fwd.yaml --instances NAME,NAME,... --out .exp/subset.yaml   # here
#   run(command="bash bench/device_epilogues.sh .exp/subset.yaml resnet50,efficientnet_v2_s", carry=[".whl", ".exp"])
#
# SPEC: a spec in a carried folder; MODELS: torchvision networks whose forward layers
# (bench/model_conv_problems.py, batch 32) are the problems.  $OUT/e1 .. e5 hold bench.json.
set -uo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 2 ] || { echo "usage: bench/device_epilogues.sh SPEC MODELS [EXTRA runtime.bench ARGS...]"; exit 2; }
SPEC=$1 MODELS=$2; shift 2
OUT="${OUT:-$PWD/bench-out}"
mkdir -p "$OUT"
START=$(date +%s)
python3 bench/model_conv_problems.py --models "$MODELS" --batch 32 --out /tmp/epilogue-problems.yaml \
    > "$OUT/problems.log" 2>&1 || { cat "$OUT/problems.log"; exit 3; }
cp "$SPEC" specs/epilogue-subset.yaml              # device_run.sh reads specs from the tree
ARGS=(--spec specs/epilogue-subset.yaml --problem-file /tmp/epilogue-problems.yaml --directions forward
      --dtypes bf16 --max-seconds 0.3 "$@")
export HIPCONV_DEVICE_PREBUILD=0                   # no PyTorch operators: --skip-eager
i=0
files=()
for e in acc 'relu(acc + bias)' 'silu(acc + bias)' 'relu(acc)' 'acc + bias'; do
    i=$((i + 1))
    check=$([ $i = 1 ] && echo "" || echo "--skip-check")
    OUT="$OUT/e$i" bash bench/device_run.sh $check --skip-ceilings --skip-eager "${ARGS[@]}" \
        --epilogue "$e" --deadline 100 > "$OUT/e$i.log" 2>&1
    echo "$e: exit $? at $(( $(date +%s) - START )) s $(grep -h CHECK "$OUT/e$i.log" | head -1)"
    find "$OUT/e$i" -type f ! -name bench.json -delete
    files+=("$OUT/e$i/bench.json")
done
rm -f specs/epilogue-subset.yaml
python3 bench/epilogue_cost.py "${files[@]}" --worst 3 | tee "$OUT/epilogue_cost.txt"
