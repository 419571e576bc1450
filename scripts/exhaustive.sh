#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The exhaustive verification (ctest label `exhaustive`, not in the default run):
#   - 1D perlin(x) and value_noise(x) over all 2^32 Q16 inputs: bound, step to x + 1
#     (INT32_MAX -> INT32_MIN included), error against the double model; the 256-cell
#     period of perlin(x) over all 2^32 inputs;
#   - the largest/smallest 3D value on the default table (search over all 2^24 cells).
# Host build in build-exhaustive/ (or $QNOISE_EXHAUSTIVE_DIR), 2 threads. About a minute
# or two on an idle 2-core machine.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
dir=${QNOISE_EXHAUSTIVE_DIR:-$root/build-exhaustive}
cmake -S "$root" -B "$dir" -G Ninja -DQNOISE_SUPERBUILD=OFF -DQNOISE_EXHAUSTIVE=ON \
  -DQNOISE_FUZZ=OFF -DQNOISE_OPT_FLAGS=-O2 >/dev/null
cmake --build "$dir" -j2 --target verify_exhaustive1d_full verify_realised_max3
cd "$dir"
time ctest -L exhaustive --output-on-failure -V
