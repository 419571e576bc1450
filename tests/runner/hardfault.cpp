// SPDX-License-Identifier: MIT
// Must FAIL (WILL_FAIL, cores only): an undefined instruction raises a
// HardFault (via UsageFault on ARMv7-M and later); the port's fault handler
// prints the stacked PC/LR and exits with qnoise_port::kExitFault. RISC-V: an illegal
// instruction trap; the handler prints mcause, PC (mepc) and RA.
#include "qtest.hpp"

QTEST(runner, hardfault) {
#if defined(__riscv)
  asm volatile("unimp");  // illegal instruction trap (mcause 2)
#else
  asm volatile("udf #0x42");
#endif
  QFAIL("still running after udf");
}
