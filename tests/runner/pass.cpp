// SPDX-License-Identifier: MIT
// Positive control for the runner: must pass, and its output (checked by
// runner_pass_output) proves that printing and the summary line work.
#include <cstdint>
#include <limits>

#include "qtest.hpp"

QTEST(runner, passes) {
  QCHECK(true);
  qtest::print("extremes: ", std::numeric_limits<std::uint64_t>::max(), " ",
               std::numeric_limits<std::int64_t>::min(), " ", true, "\n");
}
