#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Write the HTML API reference of lib/include with Doxygen (the Doxyfile at the root).
#   scripts/docs.sh     -> build/doxygen/html/index.html
# Installs doxygen with apt-get when it is missing (Debian/Ubuntu, as install-deps.sh).
# Fails (after writing the pages) on any Doxygen warning, "is not documented" included;
# ctest -L docs runs the same check.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

if ! command -v doxygen >/dev/null 2>&1; then
  echo "docs: installing doxygen"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update
  $sudo apt-get install -y --no-install-recommends doxygen
fi

mkdir -p build/doxygen
doxygen Doxyfile
echo "docs: $root/build/doxygen/html/index.html"
