#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bad_args_test.sh TOOL: feeds qnoise-preview a table of bad invocations. Each must exit
# with status 2 (never a signal), print exactly one line on stderr and write no output
# file; --help / -h must exit 0 with the help on stdout and nothing on stderr. One good
# invocation checks that the tool is not simply refusing everything.
# In the table, @OUT@ is an output path in a fresh directory and @DIR@ that directory.
set -u
tool=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
out=$dir/out.png
touch "$dir/file"  # a regular file, used as a directory below

table='
2 still clouds @OUT@ --w -5
2 still clouds @OUT@ --w 100000 --h 100000
2 still clouds @OUT@ --zoom 100000
2 waterfall fire @OUT@ --n -1
2 still clouds @OUT@ --w 0 --h 0
2 still clouds @OUT@ --w abc
2 waterfall fire @OUT@ --fps 0
2 apng fire @OUT@ --frames -3
2 apng fire @OUT@ --n 60 --frames 99999
2 still clouds @OUT@ --w 12abc
2 still clouds @OUT@ --w 1.5
2 still clouds @OUT@ --w 2147483648
2 still clouds @OUT@ --t nan
2 still clouds @OUT@ --t -1
2 still clouds @OUT@ --seed -1
2 still clouds @OUT@ --seed 0x
2 still clouds @OUT@ --w
2 waterfall fire @OUT@ --n 10 --fps
2 still clouds @OUT@ --bogus 3
2 still clouds @OUT@ -w 3
2 still clouds @OUT@ extra
2 still clouds @OUT@ --n 5
2 apng fire @OUT@ --n 10 --w 5
2 apng fire @OUT@ --n 10 --zoom 2
2 apng clouds @OUT@ --w 4096 --h 4096 --frames 3
2 still clouds @OUT@ --w 4096 --h 4096 --zoom 2
2 stil clouds @OUT@
2 nosuchmode
2 still nosuch @OUT@
2 waterfall clouds @OUT@
2 term nosuch
2 term fire --fps 0
2 term fire --seconds 0
2 term fire --n 10 --w 4
2 histogram @OUT@ --dims 4
2 plot @OUT@ --cells 0
2 plot @OUT@ --octaves 9
2 still clouds @DIR@/missing/out.png
2 still clouds @DIR@/file/out.png
2 still clouds @DIR@
2 gallery @DIR@/file/sub
2 still clouds
2 still
2 list extra
2
0 --help
0 -h
0 still --help
'

fail=0
count=0
while IFS= read -r line; do
  [ -z "$line" ] && continue
  line=${line//@OUT@/$out}
  line=${line//@DIR@/$dir}
  read -ra words <<<"$line"
  want=${words[0]}
  args=("${words[@]:1}")
  rm -f "$out"
  "$tool" ${args[@]+"${args[@]}"} >"$dir/stdout" 2>"$dir/stderr"
  rc=$?
  count=$((count + 1))
  lines=$(wc -l <"$dir/stderr")
  why=
  if [ $rc -gt 128 ]; then
    why="killed by signal $((rc - 128))"
  elif [ $rc -ne "$want" ]; then
    why="exit status $rc, want $want"
  elif [ "$want" = 2 ] && [ "$lines" -ne 1 ]; then
    why="$lines lines on stderr, want exactly 1"
  elif [ "$want" = 2 ] && [ -e "$out" ]; then
    why="wrote $out"
  elif [ "$want" = 0 ] && { [ -s "$dir/stderr" ] || ! grep -q -- '--zoom' "$dir/stdout"; }; then
    why="help not on stdout, or stderr not empty"
  fi
  if [ -n "$why" ]; then
    echo "FAIL: qnoise-preview ${args[*]-}: $why"
    sed 's/^/  stderr: /' "$dir/stderr"
    fail=1
  else
    echo "ok   [$rc] qnoise-preview ${args[*]-}: $(head -n 1 "$dir/stderr")"
  fi
done <<<"$table"

# A good invocation still works.
"$tool" still clouds "$out" --w 8 --h 8 >/dev/null 2>"$dir/stderr"
rc=$?
if [ $rc -ne 0 ] || [ ! -s "$out" ] || [ -s "$dir/stderr" ]; then
  echo "FAIL: qnoise-preview still clouds OUT --w 8 --h 8: exit status $rc, or no output, or stderr"
  fail=1
fi

echo "$count bad or help invocations checked"
exit $fail
