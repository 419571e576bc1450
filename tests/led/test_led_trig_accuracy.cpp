// SPDX-License-Identifier: MIT
// Host only: sin_turn against libm's sine over every angle, error in LSB.
#include <cmath>
#include <cstdint>
#include <cstdio>

#include "qnoise/led/trig.hpp"
#include "qtest.hpp"

QTEST(led_trig_accuracy, max_error_one_lsb_over_all_angles) {
  double max_err = 0, sum_sq = 0;
  for (std::uint32_t a = 0; a < 65536; ++a) {
    const double ref = 65536.0 * std::sin(2.0 * M_PI * a / 65536.0);
    const double e = std::fabs(qnoise::led::sin_turn(a) - ref);
    sum_sq += e * e;
    if (e > max_err) max_err = e;
  }
  std::printf("sin_turn: max error %.3f LSB, rms %.3f LSB\n", max_err, std::sqrt(sum_sq / 65536));
  QCHECK(max_err <= 1.0);
}
