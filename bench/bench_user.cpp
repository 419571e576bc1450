// SPDX-License-Identifier: MIT
// bench_user: what firmware really calls, per pixel. Exact INSTRUCTION counts (not
// cycles) under QEMU -icount, measured like bench_core.cpp (see there): instructions
// inside one call of a noinline (`noipa`) wrapper, counted against an identity wrapper
// of the same signature. The wrappers call the public API exactly as README.md,
// docs/led.md and examples/ show it, with the same parameters:
//
//   user_fire_strip_x100     led::effects::fire(strip, 300, t)                rgb8[300]
//   user_lava_strip_x100     led::fill_strip(strip, 300, palettes::lava, p, t) 1 octave,
//                            p as docs/led.md's strip example
//   user_matrix_clouds_x100  led::fill_matrix, 16x16 rgb888 row-major, 3 octaves,
//                            p as examples/matrix_clouds.cpp
//   user_oled_clouds_x100    led::effects::clouds, 128x64 mono1 ssd1306_pages
//   user_fbm2                qnoise::fbm(x, y, qnoise::fractal<4>()), one call
//   user_fbm_row2_x100       qnoise::fbm_row(row, 300, x0, 1/16 cell, y, fractal<4>()),
//                            per sample (y = the frame time)
//   user_loop_strip_x100     qnoise::loop_row(row, 300, 0, 1/20 cell, frame, make_loop(600, 4)),
//                            per LED (a seamless 10 s loop at 60 fps; frame = the frame time)
//   user_map_ring_x100       led::fill_map over a 60-LED ring (map_ring), palette lava, 1 octave
//   user_glass_x100          led::effects::stained_glass, 16x16 rgb888, defaults
//   user_caustics_x100       led::effects::caustics, 16x16 rgb888, defaults
//   user_ink_x100            led::effects::ink, 16x16 rgb888, defaults
//   user_flow_x100           led::effects::flow, 16x16 rgb888, 32 particles, one 1/60 s step
//                            and the render (per pixel)
//
// A frame figure is the whole call divided by its pixels, x100, rounded up; each runs
// at the frame times kFrameTs (a large t included) and min / median / max are over
// those frames (the max, the worst frame, is budgeted). user_fbm2 is per call over
// bench_util.hpp's 16 x 6 points. Lines (bench/check_budgets.sh, scripts/bench.sh):
//   bench <name> min <n> median <n> max <n> stack <bytes>
//   user_frame <name> t <t> pixels <n> total <instructions>
#include <cstdint>

#include "qnoise/led.hpp"
#include "qnoise/qnoise.hpp"
#include "bench_util.hpp"

using qnoise::q16;
namespace led = qnoise::led;

namespace bench {

// ------------------------------------------------------------------ buffers, parameters
constexpr std::uint32_t kStrip = 300;
led::rgb8 g_strip[kStrip];
led::rgb8 g_matrix[16 * 16];
std::uint8_t g_oled[128 * 64 / 8];

// docs/led.md "One call per frame", with 1 octave.
constexpr led::noise_params strip_params() {
  led::noise_params p;
  p.scale = 65536 / 20;
  p.speed = 65536 / 2;
  p.octaves = 1;
  p.seed = 42;
  p.gain = 98304;
  return p;
}

// examples/matrix_clouds.cpp (its wind offset at frame 30).
constexpr led::noise_params matrix_params() {
  led::noise_params p;
  p.scale = 65536 / 6;
  p.speed = 65536 / 4;
  p.octaves = 3;
  p.gain = 104858;
  p.seed = 11;
  p.offset_x = static_cast<q16>(30u * 65536u / 75u);
  return p;
}

constexpr led::noise_params g_strip_params = strip_params();
constexpr led::noise_params g_matrix_params = matrix_params();
constexpr qnoise::fractal_params kFractal4 = qnoise::fractal<4>();

// ------------------------------------------------------------------ wrappers
// One frame each; t is the argument (read from volatile memory by the caller), the
// status is returned so nothing is dropped.
BENCH_NOINLINE q16 fire_strip(q16 t) {
  return static_cast<q16>(led::effects::fire(g_strip, kStrip, t));
}
BENCH_NOINLINE q16 lava_strip(q16 t) {
  return static_cast<q16>(led::fill_strip(g_strip, kStrip, led::palettes::lava, g_strip_params, t));
}
BENCH_NOINLINE q16 matrix_clouds(q16 t) {
  const led::framebuffer fb{g_matrix, sizeof g_matrix, 16, 16, led::pixel_format::rgb888,
                            led::layout::row_major};
  return static_cast<q16>(led::fill_matrix(fb, led::palettes::clouds, g_matrix_params, t));
}
BENCH_NOINLINE q16 oled_clouds(q16 t) {
  const led::framebuffer fb{g_oled, sizeof g_oled, 128, 64, led::pixel_format::mono1,
                            led::layout::ssd1306_pages};
  return static_cast<q16>(led::effects::clouds(fb, t));
}
BENCH_NOINLINE q16 fbm2(q16 x, q16 y) { return qnoise::fbm(x, y, kFractal4); }
q16 g_row[kStrip];
constexpr qnoise::loop kLoop = qnoise::make_loop(600, 4);
BENCH_NOINLINE q16 loop_strip(q16 frame) {
  qnoise::loop_row(g_row, kStrip, 0, 65536 / 20, static_cast<std::uint32_t>(frame), kLoop);
  return 0;
}
led::point2 g_ring[60];
BENCH_NOINLINE q16 map_ring(q16 t) {
  return static_cast<q16>(led::fill_map(g_strip, g_ring, 60, led::palettes::lava, g_strip_params, t));
}
led::framebuffer matrix_fb() {
  return led::framebuffer{g_matrix, sizeof g_matrix, 16, 16, led::pixel_format::rgb888, led::layout::row_major};
}
BENCH_NOINLINE q16 glass(q16 t) { return static_cast<q16>(led::effects::stained_glass(matrix_fb(), t)); }
BENCH_NOINLINE q16 caustics(q16 t) { return static_cast<q16>(led::effects::caustics(matrix_fb(), t)); }
BENCH_NOINLINE q16 ink(q16 t) { return static_cast<q16>(led::effects::ink(matrix_fb(), t)); }
led::effects::flow_particle g_particles[32];
std::uint8_t g_trail[16 * 16];
constexpr led::effects::flow_state flow_state() {
  led::effects::flow_state s;
  s.particles = g_particles;
  s.count = 32;
  s.trail = g_trail;
  s.trail_capacity = sizeof g_trail;
  s.width = 16;
  s.height = 16;
  return s;
}
BENCH_NOINLINE q16 flow(q16 t) {
  return static_cast<q16>(led::effects::flow(matrix_fb(), flow_state(), {}, t, 65536 / 60));
}
BENCH_NOINLINE q16 fbm_row2(q16 y) {
  qnoise::fbm_row(g_row, kStrip, 12345, 65536 / 16, y, kFractal4);
  return 0;
}

// ------------------------------------------------------------------ frames
// Q16 seconds: the start, 2.5 s plus a fraction, and one hour (a large t: offsets wrap).
constexpr q16 kFrameTs[] = {0, 163840 + 12345, 3600 * 65536 + 4321};
constexpr unsigned kNf = sizeof kFrameTs / sizeof kFrameTs[0];

void run_frames(const char* name, F1 f, std::uint32_t pixels) {
  using namespace qnoise_port;
  std::uint32_t x100[kNf];
  std::uint32_t stack = 0;
  for (unsigned i = 0; i < kNf; ++i) {
    g_a = kFrameTs[i];
    const std::uint32_t total = inside([&] { g_out = f(g_a); }, [] { g_out = identity1(g_a); });
    g_out = f(g_a);
    if (g_out != 0) {  // status::ok is 0: a refused frame would measure nothing
      console_puts("bench_user: ");
      console_puts(name);
      console_puts(" returned status ");
      console_put_int(g_out);
      console_puts(", not ok\n");
      qnoise_port::exit(1);
    }
    // ceil(total * 100 / pixels) without overflow (an -O0 OLED frame exceeds 2^32 / 100).
    x100[i] = total / pixels * 100u + ((total % pixels) * 100u + pixels - 1u) / pixels;
    const std::uint32_t s = stack_of([&] { g_out = f(g_a); }, [] { g_out = identity1(g_a); });
    if (s > stack) stack = s;
    console_puts("user_frame ");
    console_puts(name);
    console_puts(" t ");
    console_put_int(static_cast<std::uint32_t>(kFrameTs[i]));
    console_puts(" pixels ");
    console_put_int(pixels);
    console_puts(" total ");
    console_put_int(total);
    console_puts("\n");
  }
  report(name, stats(x100, kNf), stack);
}

}  // namespace bench

int main() {
  using namespace bench;
  if (!qnoise_port::instruction_counter_self_check()) return 1;
  run_frames("user_fire_strip_x100", fire_strip, kStrip);
  run_frames("user_lava_strip_x100", lava_strip, kStrip);
  run_frames("user_matrix_clouds_x100", matrix_clouds, 16 * 16);
  run_frames("user_oled_clouds_x100", oled_clouds, 128 * 64);
  run2("user_fbm2", fbm2);
  run_frames("user_fbm_row2_x100", fbm_row2, kStrip);
  run_frames("user_loop_strip_x100", loop_strip, kStrip);
  if (led::map_ring(g_ring, 60, 10 * 65536) != led::status::ok) return 1;  // 60 LEDs, radius 10 units
  run_frames("user_map_ring_x100", map_ring, 60);
  run_frames("user_glass_x100", glass, 16 * 16);
  run_frames("user_caustics_x100", caustics, 16 * 16);
  run_frames("user_ink_x100", ink, 16 * 16);
  if (led::effects::flow_start(flow_state()) != led::status::ok) return 1;
  run_frames("user_flow_x100", flow, 16 * 16);
  qnoise_port::console_puts("bench done\n");
  return 0;
}
