#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Run a bench program (bench_core, bench_user) and compare every count with the
# committed budgets.
#   check_budgets.sh [--only ERE | --except ERE] <budgets.txt> <config> <command...>
# --only / --except: consider only the budget names (and measured names) that match /
# do not match the awk ERE (bench_user owns ^user_, bench_core everything else).
# budgets.txt lines: "<config> <name> <max instructions>" and
# "<config> <name>.stack <max bytes>" ('#' comments). Counts are exact (QEMU
# -icount), so a count above its budget is a real regression, not noise.
# Fails if: the bench fails, any figure exceeds its budget, a measured figure
# has no budget, or a budgeted figure was not measured.
set -u
only='' except='^$'
while [ $# -gt 0 ]; do
  case $1 in
    --only) only=$2; shift 2 ;;
    --except) except=$2; shift 2 ;;
    *) break ;;
  esac
done
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
awk -v cfg="$config" -v only="$only" -v except="$except" '
  function mine(name) { return name ~ only && name !~ except }
  FNR == NR {
    if ($0 ~ /^[ \t]*(#|$)/) next
    if ($1 == cfg && mine($2)) { budget[$2] = $3; seen[$2] = 0 }
    next
  }
  $1 == "bench" && NF >= 10 && mine($2) {
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
