// SPDX-License-Identifier: MIT
// Must FAIL (WILL_FAIL, cores only): an undefined instruction raises a
// HardFault (via UsageFault on ARMv7-M and later); the port's fault handler
// prints the stacked PC/LR and exits with qnoise_port::kExitFault.
#include "qtest.hpp"

QTEST(runner, hardfault) {
  asm volatile("udf #0x42");
  QFAIL("still running after udf");
}
