#!/usr/bin/env bash
# The edge sweep (runtime/sweep.py) on the GPU machine, in one call: build the three shipped
# specs for the nvidia platform (or take the carried cache), then every instance -- the
# Hopper-only wgmma / TMA ones too -- on the edge problems its supports() accepts, each call
# under the sweep's watchdog, against the float64 reference.  Run it once per kernel change:
#
#   run(command="bash bench/device_sweep.sh [--tier full] [--timeout 60] [--jobs 6]",
#       carry=[".whl"], timeout_s=600)
#
# .whl: the wheels of cffi, pycparser, mako and MarkupSafe (bench/device_setup.sh says how).
# The log goes to $OUT/sweep.log; each finding is printed as it happens, each library's verdict last.
set -uo pipefail
cd "$(dirname "$0")/.."
export HIPCONV_DEVICE_PREBUILD=0     # the sweep needs the kernel libraries, not the operators
source bench/device_setup.sh
python3 -m runtime.sweep specs/fwd.yaml specs/bwd_data.yaml specs/bwd_weight.yaml --jobs 6 "$@" 2>&1 \
    | grep -v '^\[' | tee "$OUT/sweep.log"
exit "${PIPESTATUS[0]}"
