#!/usr/bin/env bash
# Build the three shipped specs for the nvidia platform here (nvcc, no GPU needed) into
# .device/cache, holding only what a cache hit reads (each library's .so and its record), for
# bench/device_models.sh to carry to the GPU machine.
set -euo pipefail
cd "$(dirname "$0")/.."
FULL="${HIPCONV_DEVICE_BUILD:-$PWD/build/device-cache}"
HIPCONV_CACHE_DIR="$FULL" python3 -c "
import runtime
for spec in ('fwd', 'bwd_data', 'bwd_weight'):
    print(runtime.build(f'specs/{spec}.yaml', platform='nvidia'))
"
rm -rf .device/cache && mkdir -p .device/cache
for folder in "$FULL"/*-nvidia-*; do
    [ -d "$folder" ] || continue
    name="$(basename "$folder")"
    case "$name" in *.tmp-*|*.lock) continue ;; esac
    [ -f "$folder/library.json" ] || continue        # an old layout or an unfinished build
    mkdir -p ".device/cache/$name"
    cp "$folder"/libhipconv_*.so "$folder"/library.json ".device/cache/$name/"
done
du -sh .device/cache
