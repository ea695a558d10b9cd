#!/usr/bin/env bash
# Experiment run (not a product command), one device call: check and time
# bench/experiments/depthwise_thread_rows.yaml, the cuDNN precision probe, ncu
# instruction counts of cuDNN's 16-bit depthwise backward-data kernels, and ncu (full set
# + per-SASS source counters) of the r1 fp16 tile at 4 and 8 blocks per SM on MobileNetV2 28x28.
# Usage: bash bench/experiments/depthwise_rows_run.sh COMMIT   (results under $OUT)
set -u
COMMIT=$1
OUT=${OUT:-$PWD/bench-out}; mkdir -p "$OUT"
timeout -s KILL 330 bash bench/experiments/check_then_bench.sh bench/experiments/depthwise_thread_rows.yaml "$COMMIT" \
    fp16,bf16,fp32 "depthwise 3x3 56*,depthwise 7x7*,*dw*" > "$OUT/exp.txt" 2>&1
export PYTHONPATH=/tmp/site:$PWD PATH=/usr/local/cuda/bin:$PATH HIPCONV_CACHE_DIR=/tmp/hipconv-cache
timeout -s KILL 60 python3 bench/experiments/cudnn_depthwise_probe.py > "$OUT/cudnn_probe.txt" 2>&1
METRICS=smsp__inst_executed.sum,smsp__sass_thread_inst_executed_op_ffma_pred_on.sum,smsp__sass_thread_inst_executed_op_hfma_pred_on.sum,smsp__sass_thread_inst_executed_op_fadd_pred_on.sum,smsp__sass_thread_inst_executed_op_hadd_pred_on.sum,gpu__time_duration.sum
for dt in fp16 bf16; do
  timeout -s KILL 90 ncu --clock-control none --profile-from-start off --metrics $METRICS python3 bench/experiments/cudnn_depthwise_probe.py --profile --dtype $dt \
      > "$OUT/ncu_cudnn_$dt.txt" 2>&1
done
for inst in xr_bwd_fp16_r1 xr_bwd_fp16_r1_b8; do
  timeout -s KILL 90 ncu --clock-control none --set full -k "regex:${inst}_kernel" --launch-skip 2 --launch-count 1 -f -o /tmp/rep_$inst \
      python3 bench/gpu_bench.py --spec bench/experiments/depthwise_thread_rows.yaml --dtypes fp16 --out /tmp/ncu-bench \
      --skip-check --skip-ceilings --skip-verify --iterations 3 --warmup 1 --problems "mobilenetv2 dw 3x3 28x28*" \
      --instances $inst > "$OUT/ncu_run_$inst.txt" 2>&1
  ncu --import /tmp/rep_$inst.ncu-rep --page details > "$OUT/ncu_$inst.txt" 2>&1
  ncu --import /tmp/rep_$inst.ncu-rep --page source --csv 2>&1 | gzip > "$OUT/src_$inst.csv.gz"
done
ls -la "$OUT"
