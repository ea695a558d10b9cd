#!/usr/bin/env bash
# Channel tails and the 1D depthwise backward-weight on the lent GPU machine, in one call:
# the GPU tests whole (every instance on its check problems, the padded ones included), the
# layer problems of bench/experiments/channel_tails_problems.yaml (the padded tiles, the tiles
# reading tails as given and the taps-of-2 tiles, the selected instance and cuDNN, kernel time in
# CUDA graphs and the eager op) and of
# depthwise_1d_dilated_problems.yaml (backward-weight), then the zoo models that hold those
# layers (arguments after the script go to the model benchmark, e.g. --deadline 200).
#
#   run(command="bash bench/device_tails.sh --deadline 200", carry=[".whl"], timeout_s=600)
set -uo pipefail
cd "$(dirname "$0")/.."
source bench/device_setup.sh
timeout 300 python3 -m pytest -q -p no:cacheprovider tests/test_gpu.py 2>&1 | tee "$OUT/test_gpu.log" | tail -4
python3 -m runtime.bench --spec specs/fwd.yaml --spec specs/bwd_data.yaml --spec specs/bwd_weight.yaml \
    --problem-file bench/experiments/channel_tails_problems.yaml --dtypes bf16 --skip-check \
    --instances '*pad8*' --instances '*mma_vec*' --instances '*taps2*' \
    --deadline "${TAILS_DEADLINE:-170}" --out "$OUT/tails" 2>&1 | tail -90
python3 -m runtime.bench --spec specs/bwd_weight.yaml --directions backward_weight \
    --problem-file bench/experiments/depthwise_1d_dilated_problems.yaml --dtypes bf16 --skip-check \
    --instances '*depthwise*' --deadline 40 --out "$OUT/depthwise1d" 2>&1 | tail -14
python3 -m runtime.bench models --out "$OUT/models" \
    --models "${TAILS_MODELS:-convtasnet,hrnet_w18_small_v2,res2net50_26w_4s,r2plus1d_18,wav2letter}" "$@" 2>&1 | tail -40
# what comes back is counted in files: keep the JSON results and the logs
find "$OUT" \( -name '*.png' -o -name 'bench.csv' -o -name 'models.jsonl' \) -delete
