#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# policy_check.sh <check> <nm> <objdump> <elf...>
# Post-link policy checks over cross-built ELFs (see QnoiseTargets.cmake):
#   no_heap       no heap symbols: malloc, free, calloc, realloc, _sbrk,
#                 _malloc_r, _free_r, operator new / delete
#   no_softfloat  no soft-float or double helpers from libgcc:
#                 __aeabi_f*, __aeabi_d*, __aeabi_<int>2f/2d, __*sf*/__*df*
#                 (e.g. __addsf3, __fixdfsi, __extendsfdf2), __gnu_f2h/h2f
#   no_fpu        no FPU/MVE instruction (mnemonic v...) in any function whose
#                 name contains qnoise::
# Prints every offending symbol/instruction; exit 1 if any, 0 if clean.
# One nm/objdump run covers all files (process start-up dominates otherwise).
set -u -o pipefail
check=$1 nm=$2 objdump=$3
shift 3
[ $# -gt 0 ] || { echo "policy_check: no ELF files given" >&2; exit 2; }
for elf in "$@"; do
  [ -f "$elf" ] || { echo "policy_check: missing $elf" >&2; exit 2; }
done

case $check in
  no_heap)
    # nm -A prefixes every line with "file:".
    hits=$("$nm" -A -C "$@" | awk '
      { line = $0; file = line; sub(/:.*/, "", file)
        name = line; sub(/^[^:]*:[0-9a-fA-F]* *[A-Za-z] /, "", name) }
      name ~ /^(malloc|free|calloc|realloc|_sbrk|_sbrk_r|_malloc_r|_free_r|_calloc_r|_realloc_r)$/ ||
      name ~ /^operator (new|delete)/ { print file ": heap symbol: " name }') ;;
  no_softfloat)
    hits=$("$nm" -A "$@" | awk '
      { file = $0; sub(/:.*/, "", file); name = $NF }
      name ~ /^__aeabi_([fd]|[a-z0-9]+2[fd]$)/ ||
      name ~ /^__[a-z]*(sf|df)([0-9]|si|di|ti|sf|df|$)/ ||
      name ~ /^__gnu_(f2h|h2f)/ { print file ": soft-float helper: " name }') ;;
  no_fpu)
    # Only executable sections are disassembled; tables live in .rodata.
    hits=$("$objdump" -d -C --no-show-raw-insn "$@" | awk '
      / file format / { file = $1; sub(/:$/, "", file); next }
      /^[0-9a-f]+ <.*>:$/ { fn = $0; inlib = (index($0, "qnoise::") > 0); next }
      inlib && $2 ~ /^v[a-z0-9]+(\.[a-z0-9]+)*$/ { print file ": FPU instruction in " fn " " $0 }') ;;
  *) echo "policy_check: unknown check $check" >&2; exit 2 ;;
esac
status=$?
if [ $status -ne 0 ]; then
  echo "FAIL $check: nm/objdump failed (status $status)"
  exit 2
fi
if [ -n "$hits" ]; then
  echo "FAIL $check:"
  printf '%s\n' "$hits" | head -40
  exit 1
fi
echo "OK $check: $# ELF file(s) clean"
