#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The library needs no C++ standard library (lib/include/qnoise/detail/freestanding.hpp).
#   check.sh includes <root>
#       every #include under <root>/qnoise is <stdint.h>, <stddef.h> or a quoted path
#       to a file under <root>/qnoise; no `std::` outside detail/freestanding.hpp.
#   check.sh compile <root> <compiler> [flags...]
#       compiles (-c) one TU with qnoise/qnoise.hpp + qnoise/led.hpp and one TU per
#       public header alone (every qnoise/*.hpp and qnoise/led/*.hpp), with only <root>
#       on the include path, warnings as errors.
#   check.sh size <root> <compiler> <size-tool> [flags...]
#       compiles the all-headers TU with a use of every layer and prints its text size.
# Exit 0 if clean, 1 on a violation or a failed compile, 2 on bad usage.
# tests/freestanding/bad is a root that breaks every check (the *_selftest ctests).
set -u -o pipefail
[ $# -ge 2 ] || { echo "usage: $0 includes|compile|size <root> [compiler [flags...]]" >&2; exit 2; }
mode=$1 root=$2
shift 2
[ -d "$root/qnoise" ] || { echo "check.sh: no $root/qnoise" >&2; exit 2; }
qroot=$(cd "$root/qnoise" && pwd)

case $mode in
  includes)
    bad=0
    while IFS= read -r -d '' f; do
      dir=$(dirname "$f")
      while IFS= read -r line; do
        n=${line%%:*} text=${line#*:}
        if [[ $text =~ ^[[:space:]]*#[[:space:]]*include[[:space:]]*\<(stdint\.h|stddef\.h)\> ]]; then
          continue
        elif [[ $text =~ ^[[:space:]]*#[[:space:]]*include[[:space:]]*\"([^\"]+)\" ]]; then
          target=$(realpath -m "$dir/${BASH_REMATCH[1]}")
          if [[ -f $target && $target == "$qroot"/* ]]; then continue; fi
          echo "${f#"$qroot"/}:$n: quoted include outside the library: $text"
        else
          echo "${f#"$qroot"/}:$n: not <stdint.h>/<stddef.h> or a library header: $text"
        fi
        bad=1
      done < <(grep -nE '^[[:space:]]*#[[:space:]]*include' "$f")
      if [[ $(basename "$f") != freestanding.hpp ]] && grep -nE '\bstd::' "$f" >/tmp/qnoise_std.$$; then
        sed "s|^|${f#"$qroot"/}:|; s|\$|   (std:: in the library)|" /tmp/qnoise_std.$$
        bad=1
      fi
      rm -f /tmp/qnoise_std.$$
    done < <(find "$qroot" -type f \( -name '*.hpp' -o -name '*.h' \) -print0 | sort -z)
    if [ $bad -ne 0 ]; then echo "FAIL: the library includes more than <stdint.h>/<stddef.h>"; exit 1; fi
    echo "OK: $(find "$qroot" -type f -name '*.hpp' | wc -l) headers include only <stdint.h>, <stddef.h> and each other"
    ;;
  compile|size)
    [ $# -ge 1 ] || { echo "check.sh: $mode needs a compiler" >&2; exit 2; }
    cxx=$1
    shift
    sizetool=
    if [ "$mode" = size ]; then sizetool=$1; shift; fi
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    headers=(qnoise/qnoise.hpp qnoise/led.hpp)
    if [ "$mode" = compile ]; then
      while IFS= read -r h; do
        [[ " ${headers[*]} " == *" $h "* ]] || headers+=("$h")
      done < <(cd "$root" && find qnoise -maxdepth 2 -name '*.hpp' \
                 ! -path 'qnoise/detail/*' ! -path 'qnoise/arch/*' | sort)
    fi
    {
      echo '#include <qnoise/qnoise.hpp>'
      echo '#include <qnoise/led.hpp>'
      echo 'int qnoise_use(int x, int t);'
      echo 'int qnoise_use(int x, int t) { return qnoise::perlin(x, t) + qnoise::perlin_u8(x, t, x); }'
    } > "$work/all.cpp"
    flags=(-I"$root" -Wall -Wextra -Werror "$@")
    fail=0
    if [ "$mode" = size ]; then
      "$cxx" "${flags[@]}" -c "$work/all.cpp" -o "$work/all.o" || exit 1
      "$sizetool" "$work/all.o"
      echo "OK: all headers compile with $cxx $*"
      exit 0
    fi
    if ! "$cxx" "${flags[@]}" -c "$work/all.cpp" -o "$work/all.o"; then
      echo "FAIL: qnoise.hpp + led.hpp with $cxx $*"; fail=1
    fi
    i=0
    for h in "${headers[@]}"; do
      i=$((i + 1))
      printf '#include <%s>\n#include <%s>\n' "$h" "$h" > "$work/h$i.cpp"  # twice: guards
      if ! "$cxx" "${flags[@]}" -c "$work/h$i.cpp" -o "$work/h$i.o"; then
        echo "FAIL: $h alone with $cxx $*"; fail=1
      fi
    done
    [ $fail -eq 0 ] || exit 1
    echo "OK: qnoise.hpp + led.hpp and ${#headers[@]} headers alone compile with $cxx $*"
    ;;
  *) echo "check.sh: unknown mode $mode" >&2; exit 2 ;;
esac
