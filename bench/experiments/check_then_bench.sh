#!/usr/bin/env bash
# Experiment helper (not a product command): on the lent GPU, build SPEC once, check
# each of its instances against the float64 reference in its own process under a 60 s
# timeout (a hung kernel costs one instance, not the device budget; every instance is
# checked and the failures are listed), then, when all passed, time them all with
# bench/device_run.sh (bf16 unless DTYPES says otherwise).
# Usage: bash bench/experiments/check_then_bench.sh SPEC COMMIT [DTYPES [PROBLEMS]]
# (PROBLEMS: a --problems glob of bench/gpu_bench.py; default: every problem)
set -u
SPEC=$1; COMMIT=$2; DTYPES=${3:-bf16}; PROBLEMS=${4:-*}
python3 -m pip install -q --no-index --no-deps --target /tmp/site .whl/*.whl >/dev/null 2>&1
export PYTHONPATH=/tmp/site:$PWD PATH=/usr/local/cuda/bin:$PATH
GEN=/tmp/exp_gen; BUILD=/tmp/exp_build
rm -rf "$GEN" "$BUILD"   # a warm machine keeps the last experiment's library there
python3 -m codegen "$SPEC" -o $GEN --build --build-dir $BUILD --platform nvidia -q || { echo "build failed"; exit 1; }
failed=()
for name in $(python3 -m codegen "$SPEC" --list | awk '{print $1}'); do
  timeout -s KILL 60 python3 -c "import sys; from runtime.check import check_library; sys.exit(0 if check_library('$BUILD', only='$name') else 1)" 2>&1 | grep -v "^checking"
  rc=${PIPESTATUS[0]}; [ $rc = 0 ] || { echo "$name check rc $rc"; failed+=("$name"); }
done
if [ ${#failed[@]} -gt 0 ]; then echo "FAILED: ${failed[*]}"; exit 1; fi
timeout -s KILL 300 bash bench/device_run.sh --spec "$SPEC" --dtypes "$DTYPES" --problems "$PROBLEMS" --max-seconds 0.25 --deadline 240 --skip-check --skip-ceilings --commit "$COMMIT" 2>&1 | tail -30
