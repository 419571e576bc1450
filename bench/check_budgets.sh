#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Run bench_core and compare every count with the committed budgets.
#   check_budgets.sh <budgets.txt> <config> <command to run bench_core...>
# budgets.txt lines: "<config> <name> <max instructions>" and
# "<config> <name>.stack <max bytes>" ('#' comments). Counts are exact (QEMU
# -icount), so a count above its budget is a real regression, not noise.
# Fails if: the bench fails, any figure exceeds its budget, a measured figure
# has no budget, or a budgeted figure was not measured.
set -u
budgets=$1 config=$2
shift 2
out=$("$@" 2>&1)
rc=$?
echo "$out"
if [ $rc -ne 0 ]; then
  echo "check_budgets: bench exited with $rc" >&2
  exit 1
fi
if ! grep -q '^bench done' <<<"$out"; then
  echo "check_budgets: bench did not finish" >&2
  exit 1
fi
awk -v cfg="$config" '
  FNR == NR {
    if ($0 ~ /^[ \t]*(#|$)/) next
    if ($1 == cfg) { budget[$2] = $3; seen[$2] = 0 }
    next
  }
  $1 == "bench" && NF >= 10 {
    name = $2; max = $8; stack = $10
    check(name, max, "instructions")
    check(name ".stack", stack, "stack bytes")
  }
  function check(key, value, what) {
    if (!(key in budget)) { printf "NO BUDGET   %-28s %s = %d\n", key, what, value; bad++; return }
    seen[key] = 1
    if (value + 0 > budget[key] + 0) {
      printf "OVER BUDGET %-28s %s = %d > %d\n", key, what, value, budget[key]; bad++
    }
  }
  END {
    for (k in seen) if (!seen[k]) { printf "NOT MEASURED %s (budgeted %d)\n", k, budget[k]; bad++ }
    if (bad) { printf "check_budgets: %d problem(s) for config %s\n", bad, cfg; exit 1 }
    printf "check_budgets: every figure within budget for config %s\n", cfg
  }
' "$budgets" - <<<"$out"
