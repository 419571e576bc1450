// SPDX-License-Identifier: MIT
// Must FAIL (WILL_FAIL, cores only): recurse until the stack pointer is
// below the bottom of the stack. M33/M55 fault at once through MSPLIM; the
// other cores overwrite the canary, which exit() detects.
#include <cstdint>

#include "qtest.hpp"

extern "C" std::uint32_t __stack_bottom[];  // from the port's linker script

namespace {
__attribute__((noinline)) std::uint32_t recurse(std::uint32_t depth) {
  volatile std::uint32_t mark = depth;  // lives in this frame
  if (reinterpret_cast<std::uintptr_t>(&mark) + 64u <
      reinterpret_cast<std::uintptr_t>(__stack_bottom)) {
    return 0;
  }
  // Using `mark` after the call keeps this a real (non-tail) recursion.
  return recurse(depth + 1) + mark;
}
}  // namespace

QTEST(runner, stack_overflow) { QCHECK_GT(recurse(0), 0u); }
