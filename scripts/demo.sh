#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The qnoise demo, one command on a fresh Debian machine:
#   1. installs the build dependencies (scripts/install-deps.sh),
#   2. builds the LED demo firmware for the Cortex-M4 (examples/demo/demo.cpp),
#   3. runs it under QEMU: a 60-LED strip animates in the terminal at 30 fps with
#      24-bit colour blocks (plain ASCII, no escape codes, when stdout is not a terminal
#      or NO_COLOR is set), then prints the exact instruction cost per LED,
#   4. builds the host preview tool and writes the PNG gallery to docs/gallery/.
# Environment: QNOISE_DEMO_BUILD (build directory, default build-demo),
# QNOISE_SKIP_DEPS=1 (do not run install-deps.sh), QNOISE_DEMO_FPS (default 30).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${QNOISE_DEMO_BUILD:-$root/build-demo}
fps=${QNOISE_DEMO_FPS:-30}
cd "$root"

say() { printf '%s\n' "demo: $*"; }

if [ "${QNOISE_SKIP_DEPS:-0}" != 1 ]; then
  say "checking dependencies (scripts/install-deps.sh)"
  "$root/scripts/install-deps.sh"
fi

mkdir -p "$build"
say "building the demo firmware for the Cortex-M4 ($build/m4f)"
cmake -S "$root" -B "$build/m4f" -G Ninja -DQNOISE_SUPERBUILD=OFF -DQNOISE_CONFIG=m4f \
  -DCMAKE_TOOLCHAIN_FILE="$root/toolchains/cortex-m4f.cmake" >"$build/m4f.configure.log" 2>&1 ||
  { cat "$build/m4f.configure.log"; exit 1; }
cmake --build "$build/m4f" --target qnoise_demo -j2 >/dev/null
elf=$build/m4f/examples/qnoise_demo.elf

color=0
if [ -t 1 ] && [ -z "${NO_COLOR:-}" ] && [ "${TERM:-dumb}" != dumb ]; then color=1; fi

say "running $elf on QEMU (mps2-an386, Cortex-M4)"
# QEMU's console drops output when a slow reader lets the pipe fill up, so the
# firmware's output is captured first (it runs in well under a second) and then
# played back, in colour at $fps frames per second.
frames=$(mktemp)
trap 'rm -f "$frames"' EXIT
if [ $color = 1 ]; then
  "$root/toolchains/qemu-run.sh" cortex-m4f "$elf" --color >"$frames"
  delay=$(awk -v f="$fps" 'BEGIN { printf "%.4f", 1 / f }')
  exec {tick}<> <(:)  # read -t on an idle pipe: a sleep without a process per frame
  open=0
  while IFS= read -r line; do
    case $line in
      '#'*) [ $open = 1 ] && printf '\n'; printf '%s\n' "$line"; open=0 ;;
      *) printf '\r%s' "$line"; open=1; read -r -t "$delay" -u "$tick" _ || true ;;
    esac
  done <"$frames"
  [ $open = 1 ] && printf '\n'
else
  "$root/toolchains/qemu-run.sh" cortex-m4f "$elf" >"$frames"
  cat "$frames"
fi

say "building the host preview tool ($build/host)"
cmake -S "$root" -B "$build/host" -G Ninja -DQNOISE_SUPERBUILD=OFF >"$build/host.configure.log" 2>&1 ||
  { cat "$build/host.configure.log"; exit 1; }
cmake --build "$build/host" --target qnoise-preview -j2 >/dev/null
mkdir -p "$root/docs/gallery"
say "writing the preview gallery to docs/gallery/"
"$build/host/tools/preview/qnoise-preview" gallery "$root/docs/gallery" | sed 's/^/  /'
say "done: see docs/led.md for the gallery and docs/gallery/*.png"
