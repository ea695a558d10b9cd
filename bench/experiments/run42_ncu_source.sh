#!/usr/bin/env bash
# Run 42 (docs/journal.md): ncu source pages (stall samples per SASS instruction) of the 64x64
# one-warpgroup tile (bench/experiments/small_tile_stages.yaml, 6 stages) and of cuDNN's 64x64x64
# forward kernel on ResNet-50's 3x3 7x7 C=K=512 N=8, on the device machine:
#   run(command="bash bench/experiments/run42_ncu_source.sh", carry=[".whl"])
O=$OUT
OUT=$O/a bash bench/device_run.sh --spec bench/experiments/small_tile_stages.yaml --problem-file bench/experiments/late_layers_problems.yaml --problems "resnet50 3x3 7x7 C=K=512 N=8" --directions forward --dtypes bf16 --skip-ceilings --skip-check --instances xt_forward_64x64_s6 | tail -3
export PYTHONPATH=/tmp/site:$PWD HIPCONV_CACHE_DIR=/tmp/hipconv-cache
B="python3 bench/gpu_bench.py --out /tmp/ncu-b --skip-check --skip-ceilings --skip-verify --skip-eager --iterations 3 --warmup 1 --problems resnet50?3x3?7x7?C=K=512?N=8 --instances xt_forward_64x64_s6 --directions forward --spec bench/experiments/small_tile_stages.yaml --problem-file bench/experiments/late_layers_problems.yaml --dtypes bf16"
for k in xt_forward_64x64_s6_kernel "sm90_xmma_fprop.*64x64x64"; do
  n=$(echo $k | cut -c1-8)
  timeout 200 ncu --kernel-name "regex:$k" --launch-skip 2 --launch-count 1 --section SourceCounters --section WarpStateStats --section InstructionStats --import-source no -o /tmp/rep_$n $B > $O/ncu_$n.log 2>&1; echo "ncu $n $?"
  ncu -i /tmp/rep_$n.ncu-rep --page source --print-source sass --csv > $O/src_$n.csv 2> $O/src_$n.err; echo "src $n $? $(wc -l < $O/src_$n.csv)"
  ncu -i /tmp/rep_$n.ncu-rep --page details > $O/det_$n.txt 2>&1
done
ncu --help | grep -i -A2 "print-source\|--page" > $O/ncuhelp.txt
find $O -type f ! -name '*.json' ! -name '*.log' ! -name '*.txt' ! -name '*.csv' ! -name '*.err' -delete
