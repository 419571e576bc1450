#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Regenerate examples/expected_checksums.hpp from the HOST build of the examples
# (the "accept" step: run it only after checking the new frames by eye, e.g. with
# `qnoise-preview gallery docs/gallery`). Usage: examples/update_checksums.sh [build-dir]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build-led/host}
examples=(strip_fire candle lava_lamp matrix_clouds oled_clouds tft_marble transition fastled_interop
          neopixel_interop ring_dither)
cmake -S "$root" -B "$build" -G Ninja -DQNOISE_SUPERBUILD=OFF >/dev/null
ninja -C "$build" -j2 "${examples[@]/#/example_}" >/dev/null
header=$root/examples/expected_checksums.hpp
{
  sed -n '1,/^namespace expected {/p' "$header"
  for ex in "${examples[@]}"; do
    sum=$( ("$build/examples/example_$ex" || true) | sed -n "s/^$ex checksum \(0x[0-9a-f]*\) on host.*/\1/p")
    [ -n "$sum" ] || { echo "no checksum from example_$ex" >&2; exit 1; }
    echo "inline constexpr std::uint32_t $ex = ${sum}u;"
  done
  sed -n '/^}  \/\/ namespace expected/,$p' "$header"
} > "$header.new"
mv "$header.new" "$header"
echo "updated $header"
