// SPDX-License-Identifier: MIT
// Walking-skeleton test: proves the build, the port and qtest run end to end.
#include <cstdint>

#include "qtest.hpp"

QTEST(smoke, one_plus_one) { QCHECK_EQ(1 + 1, 2); }

QTEST(smoke, fixed_width_types) {
  QCHECK_EQ(sizeof(std::int32_t), 4u);
  QCHECK_EQ(static_cast<std::int32_t>(0x7FFFFFFF) + std::int64_t{1}, std::int64_t{0x80000000});
}
