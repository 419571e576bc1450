#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Install the build/test dependencies (Debian/Ubuntu). Idempotent: does
# nothing when every package is already installed.
set -euo pipefail

packages=(
  cmake ninja-build g++ clang
  gcc-arm-none-eabi binutils-arm-none-eabi libnewlib-arm-none-eabi libstdc++-arm-none-eabi-dev
  qemu-system-arm
  gcc-riscv64-unknown-elf picolibc-riscv64-unknown-elf qemu-system-misc
  gcc-xtensa-lx106
  libstb-dev libpng-dev libgtest-dev libbenchmark-dev libclang-rt-14-dev valgrind
  python3 python3-yaml
  doxygen
)

missing=()
for p in "${packages[@]}"; do
  # dpkg -s also succeeds for removed packages that left config files.
  dpkg -s "$p" 2>/dev/null | grep -q '^Status: install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "install-deps: installing ${missing[*]}"

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update
# --no-install-recommends keeps libstdc++-arm-none-eabi-newlib (a 1.5 GB
# Recommends) out; the -dev headers are all freestanding C++ needs.
$sudo apt-get install -y --no-install-recommends "${packages[@]}"
