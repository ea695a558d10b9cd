#!/usr/bin/env bash
# Two GPUs (the nvidia-h100-x2 or nvidia-h200-x2 kind): DistributedDataParallel through
# hipconv from an EMPTY build cache -- both ranks reach the first build at once, one builds,
# the other waits and loads (examples/ddp_train.py: NCCL, one process per GPU, against the
# same training on cuDNN) -- then, on the libraries it built, the operators on tensors of the
# second device while the current device is the first (tests/test_gpu.py -k native_op) and
# the two-GPU DDP test (tests/test_ddp.py -m gpu).  NVLink multicast stays off.
#
#   run(command="bash bench/device_ddp.sh", kind="nvidia-h100-x2", carry=[".whl"])
set -uo pipefail
cd "$(dirname "$0")/.."
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
export HIPCONV_DEVICE_PREBUILD=0
source bench/device_setup.sh
python3 -c "import torch; print('GPUs:', torch.cuda.device_count())"
echo "== examples/ddp_train.py --world-size 2 from an empty cache"
rm -rf "$HIPCONV_CACHE_DIR"
timeout 400 python3 examples/ddp_train.py --world-size 2 --steps 10 --out "$OUT/ddp.json" > "$OUT/ddp.log" 2>&1
echo "exit status $?; builds announced (one per library and the operators, by one rank): $(grep -c 'hipconv: building' "$OUT/ddp.log")"
grep -v '^\[' "$OUT/ddp.log" | tail -8
echo "== tests/test_gpu.py -k native_op (a cuda:1 tensor while the current device is 0)"
timeout 200 python3 -m pytest -q -p no:cacheprovider tests/test_gpu.py -k native_op 2>&1 | tee "$OUT/test_native_op.log" | tail -3
echo "== tests/test_ddp.py -m gpu"
timeout 300 python3 -m pytest -q -p no:cacheprovider tests/test_ddp.py -m gpu 2>&1 | tee "$OUT/test_ddp.log" | tail -3
