#!/bin/bash
# SPDX-License-Identifier: MIT
# compile_check.sh pass|fail <regex> -- <compiler command...>
# Runs one compiler command. "pass": it must succeed (a strict-warnings entry: any warning
# is an error). "fail": it must fail AND its output must match <regex> (grep -E), so a
# compile-fail test cannot pass because of some unrelated error.
set -uo pipefail
expect=$1 regex=$2
shift 2
[ "${1:-}" = "--" ] && shift
echo "$*"
out=$("$@" 2>&1)
rc=$?
printf '%s\n' "$out" | head -60
if [ "$expect" = pass ]; then
  [ "$rc" -eq 0 ] || { echo "FAILED: the compile must succeed (exit $rc)"; exit 1; }
  echo "compiled"
  exit 0
fi
[ "$rc" -ne 0 ] || { echo "FAILED: it compiled, but it must not"; exit 1; }
printf '%s\n' "$out" | grep -Eq -- "$regex" || { echo "FAILED: the error is not the expected one (/$regex/)"; exit 1; }
echo "refused as expected (/$regex/)"
