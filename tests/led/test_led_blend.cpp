// SPDX-License-Identifier: MIT
// Noise transitions: frame 0 is image A, the last frame image B, monotone in between.
#include <cstdint>
#include <initializer_list>

#include "led_test_util.hpp"
#include "qnoise/led/blend.hpp"
#include "qtest.hpp"

using namespace qnoise;
using namespace qnoise::led;

QTEST(led_blend, adjust_levels) {
  QCHECK_EQ(adjust_levels(100, 13107, 52429), 0);
  QCHECK_EQ(adjust_levels(13107, 13107, 52429), 0);
  QCHECK_EQ(adjust_levels(52429, 13107, 52429), 65535);
  QCHECK_EQ(adjust_levels(65535, 13107, 52429), 65535);
  QCHECK_EQ(adjust_levels(32768, 13107, 52429), 32767);
  QCHECK_EQ(adjust_levels(5, 10, 10), 0);  // low >= high: a hard threshold
  QCHECK_EQ(adjust_levels(11, 10, 3), 65535);
}

QTEST(led_blend, first_frame_a_last_frame_b_monotone) {
  for (std::uint32_t frames : {0u, 1u, 2u, 7u, 60u, 4096u, 100000u}) {
    std::uint32_t bad = 0;
    const std::uint32_t n = frames == 0 ? 1 : (frames > 4096 ? 4096 : frames);
    for (std::uint32_t m = 0; m < 65536; m += 7) {
      const auto mask = static_cast<std::uint16_t>(m);
      bad += transition_weight(mask, 0, frames) != 0;
      bad += transition_weight(mask, n, frames) != 256;
      bad += transition_weight(mask, n + 5, frames) != 256;  // past the end: B
    }
    bad += transition_weight(65535, n, frames) != 256;
    for (std::uint32_t f = 1; f <= n && f < 70; ++f) {
      for (std::uint32_t m = 0; m < 65536; m += 997) {
        const auto mask = static_cast<std::uint16_t>(m);
        bad += transition_weight(mask, f, frames) < transition_weight(mask, f - 1, frames);
      }
    }
    QCHECK_EQ(bad, 0u);
  }
}

QTEST(led_blend, blend_strip_frames_and_guards) {
  rgb8 a[40], b[40];
  for (int i = 0; i < 40; ++i) {
    a[i] = {10, 20, 30};
    b[i] = {200, 100, 0};
  }
  led_test::guarded<120> buf;
  auto* out = reinterpret_cast<rgb8*>(buf.data());
  noise_transition tr;
  tr.frames = 30;
  QCHECK(blend_strip(out, a, b, 40, tr, 0) == status::ok);
  for (int i = 0; i < 40; ++i) QCHECK(out[i] == a[i]);
  QCHECK(blend_strip(out, a, b, 40, tr, 30) == status::ok);
  for (int i = 0; i < 40; ++i) QCHECK(out[i] == b[i]);
  std::uint32_t mixed = 0;
  QCHECK(blend_strip(out, a, b, 40, tr, 15) == status::ok);
  for (int i = 0; i < 40; ++i) mixed += (out[i] != a[i]) ? 1u : 0u;
  QCHECK_GT(mixed, 0u);
  QCHECK_LT(mixed, 40u);
  QCHECK(buf.intact_from(120));
  QCHECK(blend_strip(out, nullptr, b, 40, tr, 3) == status::null_buffer);
  QCHECK(blend_strip(out, a, b, 0, tr, 3) == status::empty);
  QCHECK(blend_strip(nullptr, nullptr, nullptr, 0, tr, 3) == status::empty);
}
