// SPDX-License-Identifier: MIT
/// \file
/// qnoise/led/trig.hpp — integer sine and cosine, no libm.
///
/// Angles are "binary angles": an unsigned 32-bit turn fraction where 2^16 is a full turn
/// (so a Q16 number of turns: 65536 == 360 degrees, and any int32 angle wraps correctly).
/// Results are Q16 in [-65536, 65536]. A quarter-wave table of 257 Q20 entries (1 KB of flash,
/// computed by the compiler with a Taylor series in 64-bit fixed point) is read with
/// linear interpolation over the low 6 bits: max error 0.81 LSB (0.813, rms 0.331)
/// against the real sine over all 65,536 angles of a turn (tests/led/
/// test_led_trig_accuracy.cpp measures it and fails above 1 LSB), exact at 0, 90, 180 and 270 degrees, odd and
/// periodic exactly.
#ifndef QNOISE_LED_TRIG_HPP
#define QNOISE_LED_TRIG_HPP

#include "../detail/freestanding.hpp"

#include "../fixed.hpp"

namespace qnoise {
namespace led {
namespace detail {

struct quarter_sine_table {
  int32_t values[257];  // round(2^20 * sin(k * pi / 512)), k = 0..256 (Q20)
};

/// sin(x) for x in [0, pi/2] given in Q30 radians, result Q30 (Taylor to x^19).
constexpr int64_t sin_q30(int64_t x) noexcept {
  const int64_t x2 = (x * x) >> 30;
  int64_t term = x;
  int64_t sum = x;
  for (int64_t n = 1; n <= 9; ++n) {
    term = -((term * x2) >> 30) / ((2 * n) * (2 * n + 1));
    sum += term;
  }
  return sum;
}

constexpr quarter_sine_table make_quarter_sine() noexcept {
  quarter_sine_table t{};
  constexpr int64_t half_pi_q30 = 1686629713;  // round(pi / 2 * 2^30)
  for (int64_t k = 0; k <= 256; ++k) {
    const int64_t x = (half_pi_q30 * k + 128) / 256;
    const int64_t s = sin_q30(x);  // Q30
    t.values[k] = static_cast<int32_t>((s + (1 << 9)) >> 10);
  }
  t.values[0] = 0;
  t.values[256] = 1 << 20;
  return t;
}

inline constexpr quarter_sine_table quarter_sine = make_quarter_sine();

}  // namespace detail

/// sin(2 pi a / 65536): a is a Q16 fraction of a turn (any value; wraps every 65536).
/// Returns Q16 in [-65536, 65536]. Example: sin_turn(16384) == 65536 (90 degrees).
constexpr q16 sin_turn(uint32_t a) noexcept {
  const uint32_t quadrant = (a >> 14) & 3u;
  uint32_t r = a & 0x3FFFu;            // position in the quadrant, 0..16383
  if (quadrant & 1u) r = 16384u - r;        // mirror: 1..16384
  const uint32_t i = r >> 6;           // table index 0..256
  const int32_t f = static_cast<int32_t>(r & 63u);
  const int32_t lo = detail::quarter_sine.values[i];
  const int32_t hi = detail::quarter_sine.values[i < 256u ? i + 1u : 256u];
  // Interpolate in Q20 (|hi - lo| < 6500), round once to Q16.
  const int32_t v = asr(lo * 64 + (hi - lo) * f + 512, 10);
  return (quadrant & 2u) ? -v : v;
}

/// cos(2 pi a / 65536), same conventions as sin_turn. cos_turn(0) == 65536.
constexpr q16 cos_turn(uint32_t a) noexcept { return sin_turn(a + 16384u); }

/// sin mapped to a byte: 128 + 127.5 sin, rounded: 0..255 (sin_u8(16384) == 255).
constexpr uint8_t sin_u8(uint32_t a) noexcept {
  const int32_t s = sin_turn(a);  // [-65536, 65536]
  const int32_t v = asr((s + 65536) * 255 + 65536, 17);
  return static_cast<uint8_t>(v);
}

}  // namespace led
}  // namespace qnoise

#endif  // QNOISE_LED_TRIG_HPP
