# Sourced by bench/device_setup.sh and bench/device_run.sh on the GPU machine: the nvidia
# libraries built on the development machine (bench/device_cache.sh) -- .device/cache or its
# archive .device/cache.tar.xz, whichever was carried -- copied into $HIPCONV_CACHE_DIR, so
# that runtime.build finds them instead of building (a cache hit needs the same sources).
HIPCONV_CACHE_DIR="${HIPCONV_CACHE_DIR:-/tmp/hipconv-cache}"
if [ ! -d .device/cache ] && [ -f .device/cache.tar.xz ]; then
    python3 -c "import tarfile; tarfile.open('.device/cache.tar.xz').extractall('.device')"
fi
if [ -d .device/cache ]; then
    mkdir -p "$HIPCONV_CACHE_DIR" && cp -r .device/cache/. "$HIPCONV_CACHE_DIR/"
    echo "carried libraries: $(ls .device/cache | tr '\n' ' ')"
fi
