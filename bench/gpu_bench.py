"""The benchmark command from a source checkout: ``python bench/gpu_bench.py ...`` is
``python -m runtime.bench ...`` (runtime/bench.py; bench/device_run.sh calls this)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from runtime.bench import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
