// SPDX-License-Identifier: MIT
// The README's code, compiled and run on the host and every core: if the README's API
// drifts from the library, this stops building.
#include <cstdint>
#include <initializer_list>

#include <qnoise/qnoise.hpp>

#include "qtest.hpp"

namespace {

// --- README "Ten lines" -------------------------------------------------------------
// 60 LEDs, 0.05 cells per LED, drifting 0.5 cells per second at 60 fps.
void frame(std::uint8_t (&level)[60], std::uint32_t frame_number) {
  const qnoise::q16 time = qnoise::anim_time::from_frames(frame_number, 60).phase(32768);
  for (int i = 0; i < 60; ++i) {
    level[i] = qnoise::perlin_u8(i * 3277, time);  // 2D noise: position x time, full 0..255
  }
}
static_assert(qnoise::perlin(0, 0) == 0);  // everything is constexpr

// --- README "What is in the box" ----------------------------------------------------
inline constexpr auto my_table = qnoise::make_permutation(1234);  // computed by the compiler

}  // namespace

QTEST(readme, ten_lines_animate_the_strip) {
  std::uint8_t first[60];
  std::uint8_t later[60];
  frame(first, 1);
  frame(later, 61);  // one second later: half a cell of drift
  int changed = 0, lo = 255, hi = 0;
  for (int i = 0; i < 60; ++i) {
    changed += first[i] != later[i];
    lo = first[i] < lo ? first[i] : lo;
    hi = first[i] > hi ? first[i] : hi;
  }
  QCHECK_GT(changed, 30);    // the strip moves
  QCHECK_GT(hi - lo, 40);    // and is not flat
}

QTEST(readme, ten_lines_survive_the_frame_counter_edges) {
  // Frames near 2^31 (where frame * 65536 / 60 in int overflowed) and near 2^32 (where
  // the uint32 product wrapped and the strip jumped): consecutive frames stay close.
  for (std::uint32_t start : {0x7FFFFFF0u, 0xFFFFFFF0u, 65530u, 32760u}) {
    std::uint8_t prev[60];
    frame(prev, start);
    for (std::uint32_t f = start + 1; f != start + 15u; ++f) {
      std::uint8_t cur[60];
      frame(cur, f);
      int worst = 0;
      for (int i = 0; i < 60; ++i) {
        const int d = cur[i] > prev[i] ? cur[i] - prev[i] : prev[i] - cur[i];
        worst = d > worst ? d : worst;
      }
      QCHECK_LE(worst, 8);  // 1/120 cell per frame: a small step, never a jump
      for (int i = 0; i < 60; ++i) prev[i] = cur[i];
    }
  }
}

QTEST(readme, box_examples_run) {
  const qnoise::q16 x = 5 * 65536 + 12345, y = 7 * 65536 + 999, t = 3 * 65536 + 40000;
  const qnoise::q16 a = qnoise::perlin(x, y, my_table);
  const qnoise::seed s = qnoise::make_seed(7);
  const qnoise::q16 b = qnoise::fbm(x, y, qnoise::fractal<4, 2 * 65536, 32768>(), s.lattice);
  const qnoise::q16 c = qnoise::loop_noise(x, t, qnoise::make_loop(600, 8));
  QCHECK_NE(a, qnoise::perlin(x, y));  // another table, another world
  QCHECK_LE(b, 65536);
  QCHECK_GE(b, -65536);
  QCHECK_LE(c, 65536);
  QCHECK_GE(c, -65536);
  qnoise::q16 strip[300];
  qnoise::fbm_row(strip, 300, x, 4096, y, qnoise::fractal<4>());
  QCHECK_EQ(strip[299], qnoise::fbm(x + 299 * 4096, y, qnoise::fractal<4>()));
  qnoise::loop_row(strip, 300, x, 4096, static_cast<std::uint32_t>(t), qnoise::make_loop(600, 8));
  QCHECK_EQ(strip[123], qnoise::loop_noise(x + 123 * 4096, static_cast<std::uint32_t>(t), qnoise::make_loop(600, 8)));
}
