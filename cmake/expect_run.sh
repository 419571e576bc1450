#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# expect_run.sh <exit-code> [<regex>...] -- <command...>
# Run the command; pass only if it exits with exactly <exit-code> and every
# <regex> (grep -E) matches some line of its output. Used to prove that the
# runner's deliberately failing self-tests fail for the right reason.
set -u
want=$1
shift
patterns=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do
  patterns+=("$1")
  shift
done
[ $# -gt 1 ] || { echo "usage: $0 <exit-code> [regex...] -- command..." >&2; exit 2; }
shift
out=$("$@" 2>&1)
rc=$?
printf '%s\n' "$out"
echo "--- expect_run: exit code $rc (want $want)"
fail=0
[ "$rc" -eq "$want" ] || { echo "--- expect_run: FAIL: wrong exit code"; fail=1; }
for re in ${patterns[@]+"${patterns[@]}"}; do
  if printf '%s\n' "$out" | grep -Eq -- "$re"; then
    echo "--- expect_run: output matches /$re/"
  else
    echo "--- expect_run: FAIL: no output line matches /$re/"
    fail=1
  fi
done
[ $fail -eq 0 ] && echo "--- expect_run: OK"
exit $fail
