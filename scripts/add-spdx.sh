#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Put the SPDX licence line first in every tracked source file (after a shebang
# line if there is one), skipping files that already have it. Idempotent.
#   scripts/add-spdx.sh           add the line where it is missing
#   scripts/add-spdx.sh --check   list files without it; exit 1 if any
# Files: .hpp .h .cpp .c .ino .S get "// SPDX-License-Identifier: MIT";
#        .cmake CMakeLists.txt .sh .py get "# SPDX-License-Identifier: MIT".
# "Tracked" means `git ls-files` (plus files added but not yet committed); outside a
# git checkout (a release tarball) every file below the root except build*/ counts.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
mode=add
case "${1:-}" in
  --check) mode=check ;;
  "") ;;
  *) echo "usage: $0 [--check]" >&2; exit 2 ;;
esac

tag="SPDX-License-Identifier: MIT"

list_files() {
  if git -C "$root" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    git -C "$root" ls-files --cached
  else
    find . -path ./.git -prune -o -path './build*' -prune -o -type f -print | sed 's|^\./||'
  fi
}

comment_for() {
  case "$1" in
    *.hpp|*.h|*.cpp|*.c|*.ino|*.S) echo "//" ;;
    *.cmake|*/CMakeLists.txt|CMakeLists.txt|*.sh|*.py) echo "#" ;;
    *) echo "" ;;
  esac
}

# The line is "present" when it is line 1, or line 2 after a shebang.
has_tag() {
  local f=$1 first second
  first=$(sed -n 1p "$f")
  second=$(sed -n 2p "$f")
  case "$first" in
    "#!"*) [[ "$second" == *"$tag"* ]] ;;
    *) [[ "$first" == *"$tag"* ]] ;;
  esac
}

missing=0
while IFS= read -r f; do
  [ -f "$f" ] || continue  # deleted in the work tree
  c=$(comment_for "$f")
  [ -n "$c" ] || continue
  has_tag "$f" && continue
  if [ "$mode" = check ]; then
    echo "missing SPDX line: $f"
    missing=$((missing + 1))
    continue
  fi
  tmp="$f.spdx.$$"
  if [ "$(head -c 2 "$f")" = "#!" ]; then
    { sed -n 1p "$f"; echo "$c $tag"; sed '1d' "$f"; } > "$tmp"
  else
    { echo "$c $tag"; cat "$f"; } > "$tmp"
  fi
  chmod --reference="$f" "$tmp"
  mv "$tmp" "$f"
  echo "added: $f"
done < <(list_files)

if [ "$mode" = check ]; then
  if [ "$missing" -gt 0 ]; then
    echo "$missing file(s) lack '$tag' (run scripts/add-spdx.sh)" >&2
    exit 1
  fi
  echo "every source file has '$tag'"
fi
