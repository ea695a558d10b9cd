# Sourced by the device scripts (bench/device_models.sh, bench/device_ddp.sh) from the
# repository root on the GPU machine: the carried wheels (.whl: cffi, pycparser, mako), the
# carried nvidia libraries (.device/cache or its archive .device/cache.tar.xz, made by
# bench/device_cache.sh) as the hipconv
# cache, and the PyTorch operators built against the machine's torch (unless
# HIPCONV_DEVICE_PREBUILD=0).
export PYTHONUNBUFFERED=1
OUT="${OUT:-$PWD/bench-out}"
mkdir -p "$OUT"
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site \
    .whl/*.whl || { echo "wheel install failed (carry .whl)"; exit 3; }
export PYTHONPATH=/tmp/site:$PWD${PYTHONPATH:+:$PYTHONPATH}
export HIPCONV_CACHE_DIR=/tmp/hipconv-cache
source bench/device_carried_cache.sh
nvidia-smi -L
nvcc --version | tail -2
python3 - <<'PY'
import shutil
import runtime
from runtime.build_cache import cache_root
for folder in sorted(cache_root().glob("*-nvidia-*")):
    if not folder.is_dir():
        continue   # the cache's <library>.lock files beside the folders (a warm machine has them)
    try:
        runtime.load(folder)
        print(f"carried library loads: {folder.name}")
    except Exception as error:
        print(f"carried library does not load ({error}); removing {folder.name}")
        shutil.rmtree(folder)
PY
# HIPCONV_DEVICE_PREBUILD=0 leaves the first build to the caller (bench/device_ddp.sh: the ranks)
if [ "${HIPCONV_DEVICE_PREBUILD:-1}" != 0 ]; then
    python3 -m runtime.pytorch build 2>&1 | grep -v '^\[' | tail -8
fi
