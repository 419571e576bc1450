#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Long fuzzing run of fuzz/fuzz_qnoise.cpp (libFuzzer + ASan + UBSan), then source
# coverage of lib/include over the corpus it grew (llvm-cov).
#   scripts/fuzz-long.sh            # 600 s, corpus kept in build-fuzz/corpus
#   scripts/fuzz-long.sh 3600       # one hour
#   QNOISE_FUZZ_DIR=/tmp/f scripts/fuzz-long.sh 60
# The corpus persists between runs (each run continues from the last). A crash stops
# the run; the input is saved as build-fuzz/crash-* (replay: build-fuzz/fuzz_qnoise FILE).
# Uses one fuzzing process (the build machines have 2 cores shared by everyone).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
seconds=${1:-600}
dir=${QNOISE_FUZZ_DIR:-$root/build-fuzz}
cxx=${CLANGXX:-clang++}
profdata=${LLVM_PROFDATA:-llvm-profdata}
llvmcov=${LLVM_COV:-llvm-cov}
mkdir -p "$dir/corpus"

common=(-std=c++17 -g -I"$root/lib/include" "$root/fuzz/fuzz_qnoise.cpp")
echo "== building fuzzer ($cxx)"
"$cxx" "${common[@]}" -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
  -fno-omit-frame-pointer -o "$dir/fuzz_qnoise"

echo "== fuzzing for $seconds s (corpus: $dir/corpus)"
set +e
"$dir/fuzz_qnoise" -max_total_time="$seconds" -print_final_stats=1 \
  -artifact_prefix="$dir/" "$dir/corpus" 2>&1 | tee "$dir/fuzz.log" \
  | grep -v -E '^#[0-9]+[[:space:]]+(NEW|REDUCE)|NEW_FUNC|^"|Uses:|recommended dictionary'
status=${PIPESTATUS[0]}
set -e
grep -E '^#[0-9]+.*DONE|cov:' "$dir/fuzz.log" | tail -1 || true

if command -v "$profdata" >/dev/null && command -v "$llvmcov" >/dev/null; then
  echo "== coverage of lib/include over $(ls "$dir/corpus" | wc -l) corpus inputs"
  "$cxx" "${common[@]}" -O0 -fsanitize=fuzzer -fprofile-instr-generate -fcoverage-mapping \
    -o "$dir/fuzz_qnoise_cov"
  rm -f "$dir"/cov-*.profraw
  LLVM_PROFILE_FILE="$dir/cov-%p.profraw" "$dir/fuzz_qnoise_cov" -runs=0 "$dir/corpus" \
    >/dev/null 2>&1 || true
  "$profdata" merge -sparse "$dir"/cov-*.profraw -o "$dir/cov.profdata"
  "$llvmcov" report "$dir/fuzz_qnoise_cov" -instr-profile="$dir/cov.profdata" \
    "$root/lib/include" | tee "$dir/coverage.txt"
  echo "(per-line: $llvmcov show $dir/fuzz_qnoise_cov -instr-profile=$dir/cov.profdata $root/lib/include)"
fi
exit "$status"
