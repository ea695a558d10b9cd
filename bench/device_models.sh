#!/usr/bin/env bash
# Whole networks on the lent GPU machine, in one call: the operators built against the
# machine's torch, the GPU tests of the op, then `python -m runtime.bench models` with the
# arguments given (results under $OUT/models).
#
#   run(command="bash bench/device_models.sh --models resnet50 --dtypes bf16",
#       carry=[".whl", ".device"], timeout_s=600)
#
# .whl: the wheels of cffi, pycparser and mako (the machine lacks them: device README,
# Notes).  .device/cache (optional): a hipconv cache (HIPCONV_CACHE_DIR) with the three
# shipped libraries built for nvidia on the development machine (bench/device_cache.sh),
# so that the call does not spend 90 s building them; a library that does not load there
# is rebuilt.  HIPCONV_DEVICE_TESTS=0 skips the GPU tests, =all runs tests/test_gpu.py
# whole (log in $OUT/test_gpu.log).
set -uo pipefail
cd "$(dirname "$0")/.."
source bench/device_setup.sh
mkdir -p "$OUT/models"
case "${HIPCONV_DEVICE_TESTS:-1}" in
    0) ;;
    all) timeout 400 python3 -m pytest -q -p no:cacheprovider tests/test_gpu.py 2>&1 \
             | tee "$OUT/test_gpu.log" | tail -8 ;;
    *) timeout 300 python3 -m pytest -q -x -p no:cacheprovider tests/test_gpu.py -k "native_op or torch_cuda or cuda_graph" 2>&1 | tail -5 ;;
esac
python3 -m runtime.bench models --out "$OUT/models" "$@"
