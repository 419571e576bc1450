#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# scripts/bench.sh — regenerate docs/performance.md (one command).
#
#   scripts/bench.sh                    every core config + host, writes docs/performance.md
#   scripts/bench.sh --update-budgets   also rewrites bench/budgets.txt from the measurements
#   scripts/bench.sh --configs "m4f m0" --no-host      a subset (the doc then has only those)
#   scripts/bench.sh --configs "rv32imc rv32imac" --no-host --update-budgets   RISC-V only
#
# Per core config (the superbuild's names): builds bench_core and bench_user in
# build-bench/<config> with that config's toolchain and optimisation flags, runs them
# under QEMU (-icount: exact instruction counts, not cycles), and takes per-function
# code bytes from the ELF (nm -S of the noinline wrappers plus every out-of-line
# function they call). On m0, m0-Os, m4f and m4f-Os also the flash per public entry
# point (target bench_flash: text + data of each flash_<entry>.elf, arm-none-eabi-size).
# Lines of code per folder of lib/ (non-blank lines). --update-budgets rewrites the
# budgets of the configs run (bench_core's and bench_user's) and keeps the others.
# Host: builds bench/host_bench (Google Benchmark, stb_perlin), runs the benchmark
# (ns/sample: timed, so only here, never in CI), callgrind for instructions/sample
# (deterministic) and the accuracy table.
# RISC-V configs (rv32imc, rv32imac: riscv64-unknown-elf-gcc + picolibc, QEMU virt) count
# instructions with minstret; their flash-per-entry figures are not measured.
# Needs: arm-none-eabi-gcc, qemu-system-arm, cmake, python3, valgrind,
# libbenchmark-dev, libstb-dev (installed with apt-get when missing and run as root).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=$root/build-bench
results=$out/results
update_budgets=0
host=1
configs="m0 m3 m4f m7 m23 m33 m55 m0-Os m4f-Os m33-Os m0-O0 m7-O0 rv32imc rv32imac m0-compact"
while [ $# -gt 0 ]; do
  case $1 in
    --update-budgets) update_budgets=1 ;;
    --no-host) host=0 ;;
    --configs) configs=$2; shift ;;
    -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
    *) echo "bench.sh: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done

need=()
command -v arm-none-eabi-gcc >/dev/null || need+=(gcc-arm-none-eabi libnewlib-arm-none-eabi libstdc++-arm-none-eabi-dev)
command -v qemu-system-arm >/dev/null || need+=(qemu-system-arm)
case " $configs " in
  *" rv32"*)
    command -v riscv64-unknown-elf-gcc >/dev/null || need+=(gcc-riscv64-unknown-elf)
    [ -f /usr/lib/picolibc/riscv64-unknown-elf/picolibc.specs ] || need+=(picolibc-riscv64-unknown-elf)
    command -v qemu-system-riscv32 >/dev/null || need+=(qemu-system-misc) ;;
esac
command -v cmake >/dev/null || need+=(cmake)
command -v python3 >/dev/null || need+=(python3)
if [ $host = 1 ]; then
  command -v valgrind >/dev/null || need+=(valgrind)
  [ -f /usr/include/benchmark/benchmark.h ] || need+=(libbenchmark-dev)
  [ -f /usr/include/stb/stb_perlin.h ] || need+=(libstb-dev)
fi
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && apt-get install -y -qq --no-install-recommends "${need[@]}"
  else
    echo "bench.sh: missing packages: ${need[*]}" >&2
    exit 1
  fi
fi

jobs=${QNOISE_JOBS:-2}
mkdir -p "$results"
rm -f "$results"/*.txt "$results"/*.json

# config -> toolchain file and optimisation flags (as in cmake/QnoiseSuperbuild.cmake)
config_spec() {
  local c=$1 core opt
  case $c in
    *-compact) opt=-Os; core=${c%-compact} ;;  # the compact profile (QNOISE_COMPACT) at -Os
    *-O0) opt=-O0; core=${c%-O0} ;;
    *-Os) opt=-Os; core=${c%-Os} ;;
    *) opt=-O2; core=$c ;;
  esac
  case $core in
    rv32*) echo "riscv32-${core#rv32} $opt" ;;  # rv32imc -> toolchains/riscv32-imc.cmake
    *) echo "cortex-$core $opt" ;;
  esac
}

for cfg in $configs; do
  read -r core opt < <(config_spec "$cfg")
  bdir=$out/$cfg
  echo "== $cfg ($core $opt)"
  if [ ! -f "$bdir/CMakeCache.txt" ]; then
    compact=OFF
    case $cfg in *-compact) compact=ON ;; esac
    cmake -S "$root" -B "$bdir" -DCMAKE_TOOLCHAIN_FILE="$root/toolchains/$core.cmake" \
      -DQNOISE_CONFIG="$cfg" -DQNOISE_SUPERBUILD=OFF -DQNOISE_OPT_FLAGS="$opt" -DQNOISE_COMPACT=$compact >/dev/null
  fi
  cmake --build "$bdir" -j"$jobs" --target bench_core bench_user >/dev/null
  elf=$bdir/bench/bench_core.elf
  "$root/toolchains/qemu-run.sh" "$core" "$elf" >"$results/$cfg.txt"
  grep -q '^bench done' "$results/$cfg.txt" || { echo "bench.sh: $cfg: bench did not finish" >&2; exit 1; }
  QNOISE_QEMU_TIMEOUT=600 "$root/toolchains/qemu-run.sh" "$core" "$bdir/bench/bench_user.elf" >"$results/$cfg.user.txt"
  grep -q '^bench done' "$results/$cfg.user.txt" || { echo "bench.sh: $cfg: bench_user did not finish" >&2; exit 1; }
  case $cfg in
    m0|m0-Os|m4f|m4f-Os|m0-compact)
      cmake --build "$bdir" -j"$jobs" --target bench_flash >/dev/null
      for f in "$bdir"/bench/flash_*.elf; do
        e=$(basename "$f" .elf)
        arm-none-eabi-size -B "$f" | awk -v e="${e#flash_}" 'NR == 2 { print "flash", e, $1 + $2 }'
      done >"$results/$cfg.flash.txt" ;;
  esac
  case $core in
    riscv32-*) binutils=riscv64-unknown-elf- ;;
    *) binutils=arm-none-eabi- ;;
  esac
  "${binutils}nm" -C -S --size-sort "$elf" >"$results/$cfg.nm"
  "${binutils}objdump" -d -C --no-show-raw-insn "$elf" >"$results/$cfg.dis"
done

if [ $host = 1 ]; then
  hdir=$out/host
  echo "== host"
  if [ ! -f "$hdir/CMakeCache.txt" ]; then
    cmake -S "$root" -B "$hdir" -DQNOISE_SUPERBUILD=OFF >/dev/null
  fi
  cmake --build "$hdir" -j"$jobs" --target host_bench >/dev/null
  hb=$hdir/bench/host_bench
  "$hb" --accuracy >"$results/host-accuracy.txt"
  "$hb" --benchmark_min_time=0.5 --benchmark_repetitions=3 --benchmark_report_aggregates_only=true \
    --benchmark_format=json >"$results/host-bench.json" 2>/dev/null
  : >"$results/host-callgrind.txt"
  while read -r kernel samples; do
    valgrind --tool=callgrind --callgrind-out-file="$results/cg.$kernel" --toggle-collect="kernel_$kernel" \
      "$hb" --count "$kernel" 2 >/dev/null 2>&1
    ir=$(grep -E '^(summary|totals):' "$results/cg.$kernel" | head -1 | awk '{print $2}')
    echo "$kernel $ir $((2 * samples))" >>"$results/host-callgrind.txt"
    rm -f "$results/cg.$kernel"
  done < <("$hb" --list)
  { gcc --version | head -1; valgrind --version; } >"$results/host-tools.txt"
fi

# Lines of code per folder of lib/: non-blank lines of its own files (not subfolders).
for d in "$root"/lib/include/qnoise "$root"/lib/include/qnoise/led "$root"/lib/include/qnoise/arch/*/; do
  [ -d "$d" ] || continue
  files=$(find "$d" -maxdepth 1 -type f | sort)
  [ -n "$files" ] || continue
  echo "${d#"$root"/} $(wc -l <<<"$files") $(cat $files | grep -cv '^[[:space:]]*$')"
done | sed 's#/ # #' >"$results/loc.txt"

arm-none-eabi-gcc --version | head -1 >"$results/arm-gcc.txt"
qemu-system-arm --version | head -1 >"$results/qemu.txt"

python3 "$root/bench/make_report.py" "$results" "$root/docs/performance.md" "$root/bench/budgets.txt" \
  "$update_budgets" $configs
echo "wrote docs/performance.md"
[ $update_budgets = 1 ] && echo "wrote bench/budgets.txt"
exit 0
