// SPDX-License-Identifier: MIT
// Cost of pixel maps and dithering, in exact guest instructions under QEMU (-icount): per
// LED for fill_map over a strip-shaped and a panel-shaped map next to fill_strip and
// fill_matrix on the same pixels, a 3D map, fill_strip16 and dither. Prints the figures;
// on the host counts are unavailable and read 0.
#include <cstdint>

#include "qnoise/led.hpp"
#include "qnoise_port/measure.hpp"
#include "qtest.hpp"

using namespace qnoise;
using namespace qnoise::led;

namespace {

constexpr std::uint32_t n = 120;  // small: the M0 board has 16 KB of RAM
rgb8 strip[n];
q16 xs[n];
rgb16 wide[n];
dither_state residue[n];
rgb8 matrix[16 * 16];
point2 panel[16 * 16];
point3 cube[64];

void report(const char* what, std::uint32_t total, std::uint32_t pixels) {
  qtest::print("  ", what, ": ", total, " instructions, ", total / pixels, ".",
               (total % pixels) * 10 / pixels, " per LED\n");
}

}  // namespace

QTEST(led_map_measure, instructions_per_led) {
  QCHECK(qnoise_port::instruction_counter_self_check());
  qtest::print("maps and dithering on ", qnoise_port::target_name(), ":\n");
  noise_params p1;
  p1.scale = 65536 / 16;
  noise_params p3;
  p3.scale = 65536 / 6;
  p3.octaves = 3;
  volatile q16 t = 3 * 65536 + 12345;
  for (std::uint32_t i = 0; i < n; ++i) xs[i] = static_cast<q16>(i << 16);
  QCHECK(map_panel(panel, 256, 16, 16) == status::ok);
  for (std::uint32_t i = 0; i < 64; ++i) {
    cube[i] = point3{static_cast<q16>((i & 3u) << 16), static_cast<q16>(((i >> 2) & 3u) << 16),
                     static_cast<q16>((i >> 4) << 16)};
  }
  const framebuffer fb{matrix, sizeof matrix, 16, 16, pixel_format::rgb888, layout::serpentine};

  const std::uint32_t strip_cost =
      qnoise_port::count_instructions([&] { (void)fill_strip(strip, n, palettes::lava, p1, t); });
  report("fill_strip, 120 LEDs, 1 octave        ", strip_cost, n);
  const std::uint32_t map1_cost =
      qnoise_port::count_instructions([&] { (void)fill_map(strip, xs, n, palettes::lava, p1, t); });
  report("fill_map 1D, the same LEDs            ", map1_cost, n);
  const std::uint32_t matrix_cost =
      qnoise_port::count_instructions([&] { (void)fill_matrix(fb, palettes::clouds, p3, t); });
  report("fill_matrix 16x16, 3 octaves          ", matrix_cost, 256);
  const std::uint32_t map2_cost =
      qnoise_port::count_instructions([&] { (void)fill_map(matrix, panel, 256, palettes::clouds, p3, t); });
  report("fill_map 2D, the same panel           ", map2_cost, 256);
  const std::uint32_t map3_cost =
      qnoise_port::count_instructions([&] { (void)fill_map(matrix, cube, 64, palettes::clouds, p1, t); });
  report("fill_map 3D (4D noise), 1 octave      ", map3_cost, 64);
  const std::uint32_t strip16_cost =
      qnoise_port::count_instructions([&] { (void)fill_strip16(wide, n, palettes::lava, p1, t); });
  report("fill_strip16, 120 LEDs, 1 octave      ", strip16_cost, n);
  const std::uint32_t dither_cost =
      qnoise_port::count_instructions([&] { (void)dither(strip, wide, residue, n); });
  report("dither rgb16 -> rgb8, 120 LEDs        ", dither_cost, n);
#if defined(__OPTIMIZE__) && !defined(__OPTIMIZE_SIZE__)
  if (qnoise_port::instruction_counter_available()) {
    // Generous ceilings: per point a map may cost a few times the streamed fill, and
    // dithering must stay far below a noise fill.
    QCHECK_LT(map1_cost, 5 * strip_cost);
    QCHECK_LT(map2_cost, 5 * matrix_cost);
    QCHECK_LT(dither_cost, strip_cost);
  }
#else
  (void)map3_cost;
  (void)strip16_cost;
#endif
}
