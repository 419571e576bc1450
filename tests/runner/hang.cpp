// SPDX-License-Identifier: MIT
// Must FAIL (WILL_FAIL, cores only): never exits; the runner's timeout
// (QNOISE_QEMU_TIMEOUT) must kill QEMU and report 124.
#include <cstdint>

#include "qtest.hpp"

QTEST(runner, hang) {
  volatile std::uint32_t spin = 0;
  for (;;) spin = spin + 1;
}
