// SPDX-License-Identifier: MIT
// Must FAIL (WILL_FAIL): a failing QCHECK_EQ makes the test binary exit 1.
#include "qtest.hpp"

QTEST(runner, failing_check) {
  const int two = 2;
  QCHECK_EQ(two + 1, 4);
}
