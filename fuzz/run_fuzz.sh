#!/bin/bash
# SPDX-License-Identifier: MIT
# run_fuzz.sh <fuzzer> <work dir> [libFuzzer flags...]
# Runs the fuzzer from an empty corpus in <work dir>/corpus (crash files go to <work dir>),
# prints libFuzzer's final stats, and fails if the fuzzer found anything.
set -euo pipefail
fuzzer=$1
work=$2
shift 2
rm -rf "$work/corpus"
mkdir -p "$work/corpus"
cd "$work"
"$fuzzer" -print_final_stats=1 -artifact_prefix="$work/" "$@" "$work/corpus" 2>&1 \
  | grep -v -E '^#[0-9]+[[:space:]]+(NEW|REDUCE|pulse)|NEW_FUNC|^"|Uses:|recommended dictionary'
