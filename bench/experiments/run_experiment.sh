#!/usr/bin/env bash
# Experiment run (not a product command), one device call: check and time SPEC with
# bench/experiments/check_then_bench.sh, then Nsight Compute (full set + per-SASS source
# counters) of each NCU_INSTANCE's kernel on NCU_PROBLEM (default: MobileNetV2 28x28),
# in fp16.  Results under $OUT: exp.txt, bench.*, ncu_<instance>.txt, src_<instance>.csv.gz
# (fetch the ncu files with a second call if the run tool leaves them out: the reports
# stay in /tmp/rep_<instance>.ncu-rep while the machine is warm).
# Usage: bash bench/experiments/run_experiment.sh SPEC COMMIT DTYPES PROBLEMS [NCU_INSTANCE ...]
set -u
SPEC=$1; COMMIT=$2; DTYPES=$3; PROBLEMS=$4; shift 4
NCU_PROBLEM=${NCU_PROBLEM:-mobilenetv2 dw 3x3 28x28*}
OUT=${OUT:-$PWD/bench-out}; mkdir -p "$OUT"
timeout -s KILL 400 bash bench/experiments/check_then_bench.sh "$SPEC" "$COMMIT" "$DTYPES" "$PROBLEMS" > "$OUT/exp.txt" 2>&1
export PYTHONPATH=/tmp/site:$PWD PATH=/usr/local/cuda/bin:$PATH HIPCONV_CACHE_DIR=/tmp/hipconv-cache
for inst in "$@"; do
  timeout -s KILL 90 ncu --clock-control none --set full -k "regex:${inst}_kernel" --launch-skip 2 --launch-count 1 -f -o /tmp/rep_$inst \
      python3 bench/gpu_bench.py --spec "$SPEC" --dtypes fp16 --out /tmp/ncu-bench \
      --skip-check --skip-ceilings --skip-verify --iterations 3 --warmup 1 --problems "$NCU_PROBLEM" \
      --instances $inst > /tmp/ncu_run_$inst.txt 2>&1
  ncu --import /tmp/rep_$inst.ncu-rep --page details > "$OUT/ncu_$inst.txt" 2>&1
  ncu --import /tmp/rep_$inst.ncu-rep --page source --csv 2>&1 | gzip > "$OUT/src_$inst.csv.gz"
done
tail -40 "$OUT/exp.txt"
