#!/bin/bash
# SPDX-License-Identifier: MIT
# matrix_run.sh <c++ compiler> <std> <opt> <work dir> <source root>
# Compiles the golden-checksum test (tests/core/test_golden.cpp, the same source every
# Cortex-M core runs) with one compiler / standard / optimisation level, then runs it: its
# checksums must equal golden_values.hpp, i.e. the Cortex-M results. The test source (and
# with it every library header it includes) gets the project's strict warnings as errors,
# so a warning under one compiler/standard fails this entry by name. The harness (qtest
# main, host port) is compiled with the same flags but warnings are not errors there.
set -euo pipefail
cxx=$1 std=$2 opt=$3 work=$4 root=$5
mkdir -p "$work"
echo "$("$cxx" --version | head -1) -std=$std $opt"
warn=(-Wall -Wextra -Wconversion -Wsign-conversion -Wdouble-promotion)
inc=(-I"$root/lib/include" -I"$root/tests/qtest" -I"$root/ports/include" -I"$root/tests/core")
"$cxx" -std="$std" "$opt" "${warn[@]}" -Werror "${inc[@]}" -c "$root/tests/core/test_golden.cpp" -o "$work/test_golden.o"
"$cxx" -std="$std" "$opt" "${warn[@]}" "${inc[@]}" -c "$root/tests/qtest/qtest_main.cpp" -o "$work/qtest_main.o"
"$cxx" -std="$std" "$opt" "${warn[@]}" "${inc[@]}" -c "$root/ports/host/port_host.cpp" -o "$work/port_host.o"
"$cxx" "$work/test_golden.o" "$work/qtest_main.o" "$work/port_host.o" -Wl,--wrap=main -o "$work/golden"
"$work/golden"
