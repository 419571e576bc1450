// SPDX-License-Identifier: MIT
// Self-tests of the qtest comparison macros (the passing side; the failing
// side is covered by runner/fail_check.cpp and its expect_run check).
#include <cstdint>
#include <limits>

#include "qtest.hpp"

QTEST(qtest, mixed_signedness_compares_values) {
  QCHECK_LT(-1, 0u);  // the builtin -1 < 0u is false
  QCHECK_GT(0u, -1);
  QCHECK_NE(-1, 0xFFFFFFFFu);
  QCHECK_NE(std::int64_t{-1}, std::numeric_limits<std::uint64_t>::max());
  QCHECK_EQ(std::int8_t{5}, 5u);
  QCHECK_LE(std::numeric_limits<std::int64_t>::min(), std::uint64_t{0});
  QCHECK_GE(std::numeric_limits<std::uint64_t>::max(), std::numeric_limits<std::int64_t>::max());
}

QTEST(qtest, extremes_and_bool) {
  QCHECK_EQ(std::numeric_limits<std::uint64_t>::max(), 18446744073709551615u);
  QCHECK_EQ(std::numeric_limits<std::int64_t>::min(), -9223372036854775807 - 1);
  QCHECK_EQ(true, true);
  QCHECK_NE(true, false);
  QCHECK(!false);
}

QTEST(qtest, check_returns_result) {
  bool reached = false;
  if (QCHECK(1 < 2)) reached = true;
  QCHECK(reached);
}
