#!/usr/bin/env bash
# Experiment helper (not a product command): on the lent GPU, check each instance of
# bench/experiments/wgmma_tiles.yaml under a 45 s timeout (a hung kernel ends the call
# instead of the whole device budget), stop at the first failure, then time them all
# with bench/device_run.sh.  Usage: bash bench/experiments/check_then_bench.sh COMMIT
python3 -m pip install -q --no-index --no-deps --target /tmp/site .whl/*.whl >/dev/null 2>&1
export PYTHONPATH=/tmp/site PATH=/usr/local/cuda/bin:$PATH
ok=1
for f in xd_wg128x128_s4 xw_wg128x128_s4 xd_wg128x256_s4 xw_wg128x256_s4 xd_wg128x128_s6 xw_wg128x128_s6; do
  timeout -s KILL 45 python3 -m codegen bench/experiments/wgmma_tiles.yaml --filter $f --build --check -q -o /tmp/g_$f --build-dir /tmp/b_$f 2>&1 | tail -3
  rc=${PIPESTATUS[0]}; echo "$f check rc $rc"; [ $rc = 0 ] || { ok=0; break; }
done
[ $ok = 1 ] && timeout -s KILL 200 bash bench/device_run.sh --spec bench/experiments/wgmma_tiles.yaml --dtypes bf16 --max-seconds 0.25 --deadline 150 --skip-check --skip-ceilings --commit $1 2>&1 | tail -24
