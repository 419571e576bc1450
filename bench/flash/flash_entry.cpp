// SPDX-License-Identifier: MIT
// Flash per public entry point: one program per entry, built with
// -DQNOISE_FLASH_ENTRY=<n> (bench/CMakeLists.txt, target bench_flash), each calling ONE
// public function with run-time arguments read from volatile memory (nothing folds),
// and entry 0, a baseline that calls nothing. scripts/bench.sh takes text + data of
// `arm-none-eabi-size` for each (-ffunction-sections -fdata-sections,
// -Wl,--gc-sections) and subtracts the baseline: what that one entry point costs in
// flash, libgcc helpers and tables included. Never run, only linked (the inputs are
// zero, so running it would do no harm; the buffers' sizes are not checked).
//
// The framebuffer's size, format and layout are run-time values too, so fill_matrix
// and clouds carry every pixel format and layout; fill_strip / fill_matrix use one
// palette (lava / clouds) and clouds its own, 768 bytes each.
#include <cstddef>
#include <cstdint>

#include "qnoise/led.hpp"
#include "qnoise/qnoise.hpp"

#ifndef QNOISE_FLASH_ENTRY
#error "build with -DQNOISE_FLASH_ENTRY=<n> (0 = baseline)"
#endif

using qnoise::q16;
namespace led = qnoise::led;

namespace flash {
volatile q16 g_x, g_y, g_z, g_step, g_t, g_gain, g_out;
volatile std::uint32_t g_n, g_seed, g_w, g_h, g_format, g_layout;
volatile std::uint8_t g_octaves;
q16 g_row[300];
led::rgb8 g_leds[300];
std::uint8_t g_pixels[1024];
led::point2 g_map[300];
led::rgb16 g_leds16[300];
led::dither_state g_dither[300];
led::effects::flow_particle g_particles[32];
std::uint8_t g_trail[1024];

led::noise_params params() {
  led::noise_params p;
  p.scale = g_x;
  p.speed = g_step;
  p.octaves = g_octaves;
  p.seed = g_seed;
  p.gain = g_gain;
  return p;
}

led::framebuffer framebuffer() {
  return led::framebuffer{g_pixels, sizeof g_pixels, g_w, g_h, static_cast<led::pixel_format>(g_format),
                          static_cast<led::layout>(g_layout)};
}

// Not masked or clamped: a known bound on n lets the compiler drop the paths for
// long rows (the M0 row rings), which a firmware with a 300-LED strip does link.
std::size_t n() { return g_n; }
}  // namespace flash

using namespace flash;

int main() {
#if QNOISE_FLASH_ENTRY == 0  // baseline
  g_out = g_x;
#elif QNOISE_FLASH_ENTRY == 1
  g_out = qnoise::perlin(g_x);
#elif QNOISE_FLASH_ENTRY == 2
  g_out = qnoise::perlin(g_x, g_y);
#elif QNOISE_FLASH_ENTRY == 3
  g_out = qnoise::perlin(g_x, g_y, g_z);
#elif QNOISE_FLASH_ENTRY == 4
  g_out = qnoise::perlin_u8(g_x, g_y);
#elif QNOISE_FLASH_ENTRY == 5
  g_out = qnoise::perlin(g_x, g_y, qnoise::integer_hash{g_seed});
#elif QNOISE_FLASH_ENTRY == 6
  qnoise::perlin_row(g_row, n(), g_x, g_step);
  g_out = g_row[0];
#elif QNOISE_FLASH_ENTRY == 7
  qnoise::perlin_row(g_row, n(), g_x, g_step, g_y);
  g_out = g_row[0];
#elif QNOISE_FLASH_ENTRY == 8
  qnoise::perlin_row(g_row, n(), g_x, g_step, g_y, g_z);
  g_out = g_row[0];
#elif QNOISE_FLASH_ENTRY == 9
  static constexpr qnoise::fractal_params p = qnoise::fractal<4>();
  g_out = qnoise::fbm(g_x, g_y, p);
#elif QNOISE_FLASH_ENTRY == 10
  g_out = static_cast<q16>(led::fill_strip(g_leds, n(), led::palettes::lava, params(), g_t));
#elif QNOISE_FLASH_ENTRY == 11
  g_out = static_cast<q16>(led::fill_matrix(framebuffer(), led::palettes::clouds, params(), g_t));
#elif QNOISE_FLASH_ENTRY == 12
  g_out = static_cast<q16>(led::effects::fire(g_leds, n(), g_t));
#elif QNOISE_FLASH_ENTRY == 13
  g_out = static_cast<q16>(led::effects::clouds(framebuffer(), g_t));
#elif QNOISE_FLASH_ENTRY == 14
  static constexpr qnoise::fractal_params p = qnoise::fractal<4>();
  qnoise::fbm_row(g_row, n(), g_x, g_step, g_y, p);
  g_out = g_row[0];
#elif QNOISE_FLASH_ENTRY == 15
  static constexpr qnoise::loop l = qnoise::make_loop(600, 4);
  qnoise::loop_row(g_row, n(), g_x, g_step, static_cast<std::uint32_t>(g_t), l);
  g_out = g_row[0];
#elif QNOISE_FLASH_ENTRY == 16
  g_out = static_cast<q16>(led::fill_map(g_leds, g_map, n(), led::palettes::lava, params(), g_t));
#elif QNOISE_FLASH_ENTRY == 17
  g_out = static_cast<q16>(led::dither(g_leds, g_leds16, g_dither, n()));
#elif QNOISE_FLASH_ENTRY == 18
  g_out = static_cast<q16>(led::effects::stained_glass(framebuffer(), g_t));
#elif QNOISE_FLASH_ENTRY == 19
  g_out = static_cast<q16>(led::effects::caustics(framebuffer(), g_t));
#elif QNOISE_FLASH_ENTRY == 20
  g_out = static_cast<q16>(led::effects::ink(framebuffer(), g_t));
#elif QNOISE_FLASH_ENTRY == 21
  led::effects::flow_state s;
  s.particles = g_particles;
  s.count = n() < 32 ? n() : 32;
  s.trail = g_trail;
  s.trail_capacity = sizeof g_trail;
  s.width = g_w;
  s.height = g_h;
  g_out = static_cast<q16>(led::effects::flow(framebuffer(), s, {}, g_t, g_step));
#else
#error "unknown QNOISE_FLASH_ENTRY"
#endif
  return 0;
}
