#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The project's test command: install dependencies, configure the
# superbuild in build/ (host + every core config), build everything and run
# ONE ctest over all configs. Exits with ctest's status.
#   scripts/test.sh                       # everything
#   QNOISE_CONFIGS="m4f" scripts/test.sh  # host + only the m4f sub-build
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

scripts/install-deps.sh

args=(-S . -B build -G Ninja
      -DCMAKE_TOOLCHAIN_FILE="$root/toolchains/host-gcc.cmake"
      -DQNOISE_OPT_FLAGS=-O2)
if [ -n "${QNOISE_CONFIGS+set}" ]; then
  args+=("-DQNOISE_CONFIGS=${QNOISE_CONFIGS}")
fi
cmake "${args[@]}"
# Sub-builds each use every core; run at most that many at once.
cmake --build build --parallel "$(nproc)"
cd build
set +e
ctest --output-on-failure -j2
status=$?
exit $status
