#!/usr/bin/env bash
# What one selection criterion changes on real layers, timed: on the device machine (the `run`
# tool, carry [".whl"]), from the repository root:
#
#   bash bench/experiments/selection_check.sh CRITERION SPEC DIRECTION MODELS [--problem-file F]...
#   e.g. bash bench/experiments/selection_check.sh modelled-time specs/bwd_weight.yaml \
#            backward_weight resnet50,resnext50_32x4d,regnet_y_400mf
#
# 1. bench/model_conv_problems.py lists every distinct Conv2d of MODELS at N = 32 ($OUT/models.yaml);
# 2. bench/selection_diff.py builds SPEC and prints select's choice with and without CRITERION
#    for those and the benchmark's built-in list (bf16; $OUT/diff-*.json);
# 3. the benchmark times the problems whose choice changed (fp16 and bf16, CUDA-graph kernel
#    time, cuDNN in the same run) with both choices among the timed instances
#    ($OUT/bench.json: each row's `candidates`).
set -uo pipefail
cd "$(dirname "$0")/../.."
CRITERION="$1"; SPEC="$2"; DIRECTION="$3"; MODELS="$4"; shift 4
OUT="${OUT:-$PWD/bench-out}"
mkdir -p "$OUT"
export PYTHONUNBUFFERED=1
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site \
    .whl/*.whl || { echo "wheel install failed (carry .whl)"; exit 3; }
export PYTHONPATH=/tmp/site:$PWD${PYTHONPATH:+:$PYTHONPATH}
export HIPCONV_CACHE_DIR="${HIPCONV_CACHE_DIR:-/tmp/hipconv-cache}"
export CMAKE_BUILD_PARALLEL_LEVEL="$(nproc)"
command -v nvcc >/dev/null 2>&1 || export PATH="/usr/local/cuda/bin:$PATH"
nvidia-smi -L

python3 bench/model_conv_problems.py --models "$MODELS" --batch 32 --out "$OUT/models.yaml" || exit 1
SECONDS=0
python3 -c "import runtime; runtime.build('$SPEC')" 2>&1 | grep -v '^\[' | tail -3
echo "build: ${SECONDS} s"
python3 bench/selection_diff.py --spec "$SPEC" --without "$CRITERION" --directions "$DIRECTION" --dtypes bf16 \
    --problem-file "$OUT/models.yaml" --out "$OUT/diff-models.json" > "$OUT/diff-models.txt" || exit 1
python3 bench/selection_diff.py --spec "$SPEC" --without "$CRITERION" --directions "$DIRECTION" --dtypes bf16 \
    --out "$OUT/diff-builtin.json" > "$OUT/diff-builtin.txt" || exit 1
tail -qn 1 "$OUT/diff-models.txt" "$OUT/diff-builtin.txt"

# The changed rows as one problem file, and both choices' names (both dtypes) to time.
python3 - "$OUT" <<'PY'
import json, sys
import yaml
from runtime.bench import PROBLEMS, load_problem_file
out = sys.argv[1]
listed = {p.name: p.problem for p in load_problem_file(f"{out}/models.yaml")}
listed.update({p.name: p.problem for p in PROBLEMS})
changed, names = {}, set()
for part in ("models", "builtin"):
    for row in json.load(open(f"{out}/diff-{part}.json"))["rows"]:
        if row["with"] != row["without"]:
            changed[row["problem"]] = listed[row["problem"]]
            for name in (row["with"], row["without"]):
                names |= {name, name.replace("_bf16_", "_fp16_")}
entries = [dict(name=n, G=p.G, N=p.N, C=p.C, K=p.K, input=list(p.input), filter=list(p.filter),
                stride=list(p.stride), dilation=list(p.dilation), pad=list(p.pad), pad_right=list(p.pad_right))
           for n, p in changed.items()]
open(f"{out}/changed.yaml", "w").write(yaml.safe_dump(entries, default_flow_style=None) if entries else "")
open(f"{out}/changed-instances.txt", "w").write(",".join(sorted(names)))
print(f"{len(entries)} problems change; instances timed: {', '.join(sorted(names))}")
PY
[ -s "$OUT/changed.yaml" ] || { echo "no choice changes: nothing to time"; exit 0; }
python3 bench/gpu_bench.py --spec "$SPEC" --problem-file "$OUT/changed.yaml" --directions "$DIRECTION" \
    --dtypes fp16,bf16 --instances "$(cat "$OUT/changed-instances.txt")" --skip-ceilings --skip-eager \
    --skip-check --out "$OUT" "$@" 2>&1 | tail -60
