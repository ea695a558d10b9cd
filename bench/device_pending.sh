#!/usr/bin/env bash
# The GPU work prepared while no machine was lent (docs/journal.md, session 31), in two calls
# on one warm machine (the second reuses the first's libraries when it follows within 30 s):
#
#   run(command="bash bench/device_pending.sh 1", carry=[".whl"], timeout_s=600)
#   run(command="bash bench/device_pending.sh 2", carry=[".whl"], timeout_s=600)
#   run(command="bash bench/device_pending.sh 3", carry=[".whl"], timeout_s=600)
#
# Part 1: the GPU tests whole (the prologue and taps-of-2 instances among them), the narrower
# tail-vector tiles on the HRNet / Res2Net tails, the one-channel backward twins, the mobile
# stems' forward candidates.  Part 2: the staged dense 3x3 prototype on the U-Net's levels,
# the input prologue and the output statistics against the unfused layers, then the selection
# A/B (rules against the
# cost model) on the networks named by $AB_MODELS, as long as the call's time allows.
set -uo pipefail
cd "$(dirname "$0")/.."
source bench/device_setup.sh
case "${1:-1}" in
1)
    timeout 200 python3 -m pytest -q -p no:cacheprovider tests/test_gpu.py 2>&1 | tee "$OUT/test_gpu.log" | tail -4
    python3 -m runtime.bench --spec specs/fwd.yaml --spec specs/bwd_data.yaml --spec specs/bwd_weight.yaml \
        --spec bench/experiments/channel_tails_vec_narrow.yaml --problem-file bench/experiments/channel_tails_problems.yaml \
        --problems 'hrnet*,res2net*' --dtypes bf16 --skip-check --skip-eager --instances '*pad8*' --instances '*vec*' \
        --deadline 120 --out "$OUT/narrow" 2>&1 | tail -30
    python3 -m runtime.bench --spec specs/bwd_data.yaml --spec specs/bwd_weight.yaml --spec bench/experiments/c1_front_end_bwd.yaml \
        --problem-file bench/experiments/c1_front_end_problems.yaml --directions backward_data --directions backward_weight \
        --dtypes bf16 --skip-check --skip-eager --instances '*pad8*' --instances '*c1*' --deadline 60 --out "$OUT/c1" 2>&1 | tail -14
    python3 -m runtime.bench --spec specs/fwd.yaml --problem-file bench/experiments/stem3x3_problems.yaml --dtypes fp16 \
        --dtypes bf16 --directions forward --skip-check --skip-eager --deadline 50 --out "$OUT/stem" 2>&1 | tail -14
    ;;
2)
    timeout 150 python3 bench/experiments/staged_dense_forward.py 2>&1 | tee "$OUT/staged_dense.log"
    timeout 150 python3 bench/training_fusion_cost.py --out "$OUT/fusion.json" 2>&1 | tee "$OUT/fusion.log"
    # its own folder: the A/B keeps only its models.json files
    OUT="$OUT/ab" bash bench/device_models_ab.sh selection 1 \
        --models "${AB_MODELS:-resnet50,densenet121,hrnet_w18_small_v2,unet}" --dtypes bf16 --deadline 100 2>&1 | tail -12
    ;;
3)
    for model in resnet50 resnetv2_50x1_bit nf_resnet50; do
        timeout 170 python3 bench/profile_step.py --model "$model" --dtype bf16 --steps 5 --top 14 \
            --out "$OUT/profile-$model.json" 2>&1 | tail -30
    done
    ;;
*)
    echo "usage: bash bench/device_pending.sh 1|2|3"; exit 2 ;;
esac
find "$OUT" \( -name '*.png' -o -name 'bench.csv' \) -delete
