#!/usr/bin/env bash
# Two GPUs (the nvidia-h200-x2 kind): the operators on tensors of the second device while
# the current device is the first, then DistributedDataParallel through hipconv
# (tests/test_ddp.py and examples/ddp_train.py: NCCL, one process per GPU, against the same
# training on cuDNN).  NVLink multicast stays off (NCCL_NVLS_ENABLE=0).
#
#   run(command="bash bench/device_ddp.sh", kind="nvidia-h200-x2", carry=[".whl", ".device"])
set -uo pipefail
cd "$(dirname "$0")/.."
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
source bench/device_setup.sh
python3 -c "import torch; print('GPUs:', torch.cuda.device_count())"
timeout 300 python3 -m pytest -q -p no:cacheprovider tests/test_gpu.py -k "native_op" tests/test_ddp.py -m "gpu" 2>&1 \
    | tee "$OUT/test_ddp.log" | tail -6
timeout 300 python3 examples/ddp_train.py --world-size 2 --steps 10 --out "$OUT/ddp.json" 2>&1 | grep -v '^\[' | tail -8
