// SPDX-License-Identifier: MIT
// Colour arithmetic, gamma, HSV, palettes and integer trigonometry.
#include <cstdint>

#include "qnoise/led/color.hpp"
#include "qnoise/led/palette.hpp"
#include "qnoise/led/trig.hpp"
#include "qtest.hpp"

using namespace qnoise::led;

// Compile-time evidence: the tables are built by the compiler.
static_assert(gamma22[0] == 0 && gamma22[255] == 255, "gamma ends exact");
static_assert(gamma22[128] == 56, "round(255 * (128/255)^2.2) == 56");
static_assert(hsv(0, 255, 255) == rgb8{255, 0, 0}, "hsv red");
static_assert(palettes::grey[0] == rgb8{0, 0, 0} && palettes::grey[255] == rgb8{255, 255, 255}, "grey ends");
static_assert(sin_turn(16384) == 65536 && sin_turn(0) == 0, "sine exact at 0 and 90 degrees");
static_assert(to_rgb565({255, 255, 255}) == 0xFFFF && to_rgb565({255, 0, 0}) == 0xF800, "565");

QTEST(led_color, mul255_is_exact_rounding_for_all_pairs) {
  std::uint32_t bad = 0;
  for (std::uint32_t a = 0; a < 256; ++a) {
    for (std::uint32_t b = 0; b < 256; ++b) {
      const std::uint32_t expected = (2u * a * b + 255u) / 510u;  // round(a b / 255)
      if (mul255(static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b)) != expected) ++bad;
    }
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(led_color, blend_ends_and_midpoint) {
  const rgb8 a{10, 200, 30};
  const rgb8 b{250, 0, 31};
  QCHECK(blend(a, b, 0) == a);
  QCHECK(blend(a, b, 256) == b);
  QCHECK(blend(a, b, 1000) == b);  // weights above 256 clamp to b
  QCHECK_EQ(blend(a, b, 128).r, 130);
  QCHECK_EQ(blend(a, b, 128).g, 100);
}

QTEST(led_color, scale_and_luma) {
  QCHECK(scale(rgb8{255, 128, 1}, 255) == (rgb8{255, 128, 1}));
  QCHECK(scale(rgb8{255, 128, 1}, 0) == (rgb8{0, 0, 0}));
  QCHECK_EQ(scale(rgb8{255, 128, 1}, 128).r, 128);
  QCHECK_EQ(luma({255, 255, 255}), 255);
  QCHECK_EQ(luma({0, 0, 0}), 0);
  rgb8 px[2] = {{200, 100, 50}, {1, 2, 3}};
  scale(px, 2, 128);
  QCHECK_EQ(px[0].r, 100);
  scale(nullptr, 0, 10);  // documented: nothing happens
  scale(nullptr, 5, 10);
}

QTEST(led_color, hsv_primaries_and_grey) {
  QCHECK(hsv(0, 255, 255) == (rgb8{255, 0, 0}));
  QCHECK(hsv(85, 255, 255).g == 255);
  QCHECK(hsv(171, 255, 255).b == 255);
  for (std::uint32_t h = 0; h < 256; ++h) {
    const rgb8 c = hsv(static_cast<std::uint8_t>(h), 0, 77);
    QCHECK(c == (rgb8{77, 77, 77}));
    const rgb8 f = hsv(static_cast<std::uint8_t>(h), 255, 255);
    // Fully saturated: max channel 255, min channel 0.
    const std::uint8_t mx = f.r > f.g ? (f.r > f.b ? f.r : f.b) : (f.g > f.b ? f.g : f.b);
    const std::uint8_t mn = f.r < f.g ? (f.r < f.b ? f.r : f.b) : (f.g < f.b ? f.g : f.b);
    QCHECK_EQ(mx, 255);
    QCHECK_EQ(mn, 0);
  }
}

QTEST(led_color, gamma_table_values_and_monotone) {
  // round(255 (i/255)^2.2) from a double-precision reference (python).
  const std::uint8_t idx[] = {1, 16, 32, 64, 100, 128, 192, 254};
  const std::uint8_t want[] = {0, 1, 3, 12, 33, 56, 137, 253};
  for (std::uint32_t k = 0; k < 8; ++k) QCHECK_EQ(gamma22[idx[k]], want[k]);
  for (std::uint32_t i = 1; i < 256; ++i) QCHECK_LE(gamma22.values[i - 1], gamma22.values[i]);
  constexpr table8 dim = make_gamma_table(144179, 128);  // gamma 2.2, at most 128
  QCHECK_EQ(dim.values[255], 128);
  QCHECK_EQ(dim.values[128], mul255(56, 128));
  constexpr table8 half = make_brightness_table(128);
  QCHECK_EQ(half.values[255], 128);
  QCHECK_EQ(half.values[100], 50);
  constexpr table8 identity = make_gamma_table(65536);
  constexpr table8 bad = make_gamma_table(-5);  // documented: identity
  for (std::uint32_t i = 0; i < 256; ++i) {
    QCHECK_EQ(identity.values[i], i);
    QCHECK_EQ(bad.values[i], i);
  }
}

QTEST(led_palette, expand_hits_entries_exactly) {
  for (std::uint32_t k = 0; k < 16; ++k) {
    QCHECK(palettes::lava.entries[17 * k] == palettes::lava16.entries[k]);
    QCHECK(palettes::ocean.entries[17 * k] == palettes::ocean16.entries[k]);
  }
}

QTEST(led_palette, gradient_stops_exact_and_bands) {
  for (const gradient_stop& s : palettes::stops::fire) QCHECK(palettes::fire[s.position] == s.color);
  for (std::uint32_t i = 0; i < 256; ++i) QCHECK_EQ(palettes::grey[static_cast<std::uint8_t>(i)].r, i);
  // Six equal bands: band k covers [256k/6, 256(k+1)/6).
  QCHECK(palettes::bands[0] == palettes::terrain_bands[0]);
  QCHECK(palettes::bands[42] == palettes::terrain_bands[0]);
  QCHECK(palettes::bands[43] == palettes::terrain_bands[1]);
  QCHECK(palettes::bands[255] == palettes::terrain_bands[5]);
  // A hard edge: two stops at one position.
  constexpr gradient_stop edge[] = {{0, {0, 0, 0}}, {100, {0, 0, 0}}, {100, {255, 0, 0}}, {255, {255, 0, 0}}};
  constexpr palette256 p = make_gradient(edge);
  QCHECK_EQ(p[99].r, 0);
  QCHECK_EQ(p[100].r, 255);
}

QTEST(led_trig, exact_points_symmetry_and_period) {
  QCHECK_EQ(sin_turn(0), 0);
  QCHECK_EQ(sin_turn(16384), 65536);
  QCHECK_EQ(sin_turn(32768), 0);
  QCHECK_EQ(sin_turn(49152), -65536);
  QCHECK_EQ(cos_turn(0), 65536);
  QCHECK_EQ(sin_u8(16384), 255);
  QCHECK_EQ(sin_u8(49152), 0);
  std::uint32_t bad_odd = 0, bad_period = 0, bad_mono = 0;
  for (std::uint32_t a = 0; a < 65536; ++a) {
    if (sin_turn(65536u - a) != -sin_turn(a)) ++bad_odd;
    if (sin_turn(a + 65536u * 7u) != sin_turn(a)) ++bad_period;
    if (a > 0 && a <= 16384 && sin_turn(a) < sin_turn(a - 1)) ++bad_mono;
  }
  QCHECK_EQ(bad_odd, 0u);
  QCHECK_EQ(bad_period, 0u);
  QCHECK_EQ(bad_mono, 0u);
}

QTEST(led_trig, golden_values_within_one_lsb) {
  // round(65536 sin(2 pi a / 65536)) from a double-precision reference (python).
  const std::uint32_t a[] = {1000, 5000, 8192, 12345, 20000};
  const std::int32_t want[] = {6274, 30226, 46341, 60684, 61637};
  for (std::uint32_t k = 0; k < 5; ++k) {
    const std::int32_t d = sin_turn(a[k]) - want[k];
    QCHECK_LE(d < 0 ? -d : d, 1);
  }
}
