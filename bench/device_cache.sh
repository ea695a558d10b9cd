#!/usr/bin/env bash
# Build the three shipped specs for the nvidia platform here (nvcc, no GPU needed) into
# .device/cache, holding only what a cache hit reads (each library's .so and its record), for
# bench/device_models.sh to carry to the GPU machine, and the same folders as one xz archive,
# .device/cache.tar.xz (~5 MB against ~46 MB: the device tool carries at most 64 MiB with the
# tree; carry the archive, bench/device_setup.sh unpacks it).
set -euo pipefail
cd "$(dirname "$0")/.."
FULL="${HIPCONV_DEVICE_BUILD:-$PWD/build/device-cache}"
HIPCONV_CACHE_DIR="$FULL" python3 -c "
import runtime
for spec in ('fwd', 'bwd_data', 'bwd_weight'):
    print(runtime.build(f'specs/{spec}.yaml', platform='nvidia'))
"
rm -rf .device/cache && mkdir -p .device/cache
# the folders of the current sources only (the full cache keeps older ones)
CURRENT="$(HIPCONV_CACHE_DIR="$FULL" python3 -c "
from codegen import cache
from codegen.model import Platform
from codegen.parse import parse_file
for spec in ('fwd', 'bwd_data', 'bwd_weight'):
    path = f'specs/{spec}.yaml'
    print(cache.build_folder(parse_file(path).stem, Platform.NVIDIA,
                             cache.build_digest(open(path, 'rb').read(), Platform.NVIDIA, None)))
")"
for folder in $CURRENT; do
    [ -d "$folder" ] || continue
    name="$(basename "$folder")"
    case "$name" in *.tmp-*|*.lock) continue ;; esac
    [ -f "$folder/library.json" ] || continue        # an old layout or an unfinished build
    mkdir -p ".device/cache/$name"
    cp "$folder"/libhipconv_*.so "$folder"/library.json ".device/cache/$name/"
done
python3 - <<'PY2'
import tarfile
with tarfile.open(".device/cache.tar.xz", "w:xz", preset=6) as archive:
    archive.add(".device/cache", arcname="cache")
PY2
du -sh .device/cache .device/cache.tar.xz
