// SPDX-License-Identifier: MIT
// <config>.instruction_counter: the exact instruction counter on every core
// (under QEMU -icount) and its absence on host.
#include <cstdint>

#include "qnoise_port/measure.hpp"
#include "qtest.hpp"

QTEST(instruction_counter, empty_call_counts_zero) {
  QCHECK_EQ(qnoise_port::count_instructions([] {}), 0u);
}

QTEST(instruction_counter, calibration_loop_is_exact) {
  const qnoise_port::CalibrationResult r = qnoise_port::calibrate_instruction_counter();
  QCHECK_EQ(r.available, qnoise_port::instruction_counter_available());
  QCHECK(qnoise_port::instruction_counter_self_check());  // prints k
  if (!r.available) return;
  QCHECK(r.ok);
  QCHECK_EQ(r.bad_n, 0u);
  QCHECK_LE(r.k, 32u);
}

QTEST(instruction_counter, ten_nops_count_ten) {
  const std::uint32_t n = qnoise_port::count_instructions(
      [] { asm volatile("nop\n\tnop\n\tnop\n\tnop\n\tnop\n\tnop\n\tnop\n\tnop\n\tnop\n\tnop"); });
  QCHECK_EQ(n, qnoise_port::instruction_counter_available() ? 10u : 0u);
}

QTEST(instruction_counter, repeatable) {
  volatile std::uint32_t arg = 1000;
  const auto run = [&] { qnoise_port::calibration_loop(arg); };
  const std::uint32_t a = qnoise_port::count_instructions(run);
  const std::uint32_t b = qnoise_port::count_instructions(run);
  QCHECK_EQ(a, b);
}

QTEST(instruction_counter, read_advances) {
  if (!qnoise_port::instruction_counter_available()) {
    QCHECK_EQ(qnoise_port::instruction_counter_read(), 0u);
    return;
  }
  const std::uint32_t a = qnoise_port::instruction_counter_read();
  qnoise_port::calibration_loop(100);
  const std::uint32_t b = qnoise_port::instruction_counter_read();
  QCHECK_GE(b - a, 200u);
  QCHECK_LT(b - a, 300u);
}

QTEST(stack, painting_measures_a_frame) {
  const std::uint32_t used = qnoise_port::stack_bytes([] {
    volatile std::uint8_t buf[256];
    for (unsigned i = 0; i < sizeof buf; ++i) buf[i] = static_cast<std::uint8_t>(i);
  });
  if (qnoise_port::instruction_counter_available()) {  // i.e. on a core
    QCHECK_GE(used, 256u);
    QCHECK_LT(used, 512u);
  } else {
    QCHECK_EQ(used, 0u);
  }
  qtest::print("    stack used by a 256-byte frame: ", used, " bytes\n");
}
