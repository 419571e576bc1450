// SPDX-License-Identifier: MIT
// docs/led.md's code and the clock (qnoise::anim_time), compiled and run on the host and
// every core: the snippets must build against the library, and time must not overflow
// or jump at the edges of millis() and frame counters.
#include <cstdint>
#include <initializer_list>

#include <qnoise/led.hpp>

#include "qtest.hpp"

namespace led = qnoise::led;
using qnoise::anim_time;

namespace {

// --- docs/led.md "One call per frame" ------------------------------------------------
led::status strip_frame(led::rgb8 (&leds)[60], std::uint32_t frame) {
  led::noise_params p;                       // all fields have defaults
  p.scale = 65536 / 20;                      // 20 LEDs per noise cell (Q16 cells per LED)
  p.speed = 65536 / 2;                       // half a cell per second
  p.octaves = 2;                             // fractal sum, normalised to the same range
  p.seed = 42;                               // independent pattern per seed
  p.gain = 98304;                            // 1.5: more contrast (a levels stretch)
  const qnoise::q16 t = qnoise::anim_time::from_frames(frame, 60).seconds();  // Q16 seconds
  const led::status s = led::fill_strip(leds, 60, led::palettes::lava, p, t);
  led::apply(leds, 60, led::gamma22);        // compile-time gamma table
  return s;
}

led::status matrix_frame(std::uint32_t ms) {
  static std::uint8_t wire[16 * 16 * 3];     // WS2812 panel, zig-zag wiring, GRB order
  const led::framebuffer fb{wire, sizeof wire, 16, 16,
                            led::pixel_format::grb888, led::layout::serpentine};
  const qnoise::q16 t = qnoise::anim_time::from_millis(ms).seconds();
  led::noise_params p;
  if (led::fill_matrix(fb, led::palettes::clouds, p, t) != led::status::ok) return led::status::empty;
  return led::effects::fire_matrix(fb, t);  // or any effect
}

// --- docs/led.md "Time" ----------------------------------------------------------------
led::status timed_frame(led::rgb8* leds, std::uint32_t millis_now) {
  const qnoise::anim_time now = qnoise::anim_time::from_millis(millis_now);
  return led::effects::lava(leds, 60, now.seconds());
}

// --- docs/led.md "Pixel maps" -----------------------------------------------------------
led::status pixel_maps(const led::noise_params& params, qnoise::q16 t) {
  led::noise_params p = params;
  led::point2 where[24];                                 // your map: one point per LED, in wire order
  if (led::map_ring(where, 24, 4 * 65536) != led::status::ok) return led::status::empty;  // radius 4 LED spacings
  led::rgb8 leds[24];
  led::status s = led::fill_map(leds, where, 24, led::palettes::lava, p, t);  // 3D noise: x, y, time
  if (s != led::status::ok) return s;
  std::uint16_t level[24];
  s = led::fill_map_values(level, where, 24, p, t);     // or the 0..65535 levels
  if (s != led::status::ok) return s;
  led::rgb16 wide[24];
  s = led::fill_map16(wide, where, 24, led::palettes::lava, p, t);  // or 16-bit colours, for led::dither
  if (s != led::status::ok) return s;
  led::point2 spiral[100];                               // 3 turns from radius 1 to 8 LED spacings
  s = led::map_spiral(spiral, 100, 3 * 65536, 65536, 8 * 65536);
  if (s != led::status::ok) return s;
  s = led::normalize_map(spiral, 100);                   // now 0..65536 across
  if (s != led::status::ok) return s;
  p.scale = 2 * 65536;                                   // two noise cells across the spiral
  led::rgb8 disc[100];
  return led::fill_map(disc, spiral, 100, led::palettes::ocean, p, t);
}

// --- docs/led.md "16-bit levels without banding" -------------------------------------
led::status dithered_frames(const led::noise_params& p, qnoise::q16 t, std::uint16_t brightness16) {
  led::status s = led::status::ok;
  led::rgb16 level[60];                      // 16-bit colours
  led::dither_state residue[60];             // caller-owned, kept from frame to frame (3 bytes per LED)
  led::rgb8 leds[60];                        // what the strip gets
  s = led::init_dither(residue, 60);         // once: different starting residuals per LED
  for (int frame = 0; frame < 3 && s == led::status::ok; ++frame) {
    s = led::fill_strip16(level, 60, led::palettes::lava, p, t);  // palette read between entries
    if (s != led::status::ok) return s;
    led::scale16(level, 60, brightness16);     // a fade in 16 bits (65535 = unchanged)
    s = led::dither(leds, level, residue, 60); // 8-bit output for this frame
  }
  return s;
}

// --- docs/led.md "Effects" and "Strips" -------------------------------------------------
led::status effects_and_strips(qnoise::q16 t) {
  static std::uint8_t mem[160 * 4 * 3];
  const led::framebuffer fb = led::make_framebuffer(mem, sizeof mem, led::width_px{160}, led::height_px{4},
                                                    led::pixel_format::rgb888);
  led::effects::marble_params mp;            // scale 3277 (1/20 cell per pixel),
  mp.veins = 65536 * 3 / 160;                // veins 1638 (one vein per 40 pixels),
  mp.seed = 4;                               // turbulence 49152 (0.75 turns), seed 0
  if (led::effects::marble(fb, t, mp) != led::status::ok) return led::status::empty;
  if (led::effects::clouds(fb, t) != led::status::ok) return led::status::empty;  // all defaults
  led::rgb8 px[60];
  std::uint8_t wire[60 * 3];
  if (led::effects::ocean(px, 60, t) != led::status::ok) return led::status::empty;
  return led::write_pixels(wire, sizeof wire, led::color_order::grb, px, 60);  // rgb, grb, brg, rgbw, grbw
}

// --- docs/led.md "Stained glass and caustics" and "Flow-field particles" ----------------
led::status cellular_and_flow(std::uint32_t millis_now) {
  static std::uint8_t mem[32 * 16 * 3];
  const led::framebuffer fb = led::make_framebuffer(mem, sizeof mem, led::width_px{32}, led::height_px{16});
  const qnoise::anim_time now = qnoise::anim_time::from_millis(millis_now);
  const qnoise::q16 t = now.seconds();
  if (led::effects::stained_glass(fb, t) != led::status::ok) return led::status::empty;  // defaults
  led::effects::caustics_params cp;
  cp.scale = 65536 * 4 / 32;                           // 4 cells across a 32-pixel matrix
  if (led::effects::caustics(fb, t, cp) != led::status::ok) return led::status::empty;
  static led::effects::flow_particle dots[64];
  static std::uint8_t trail[16 * 16];
  const led::effects::flow_state fs{dots, 64, trail, sizeof trail, 16, 16};
  led::effects::flow_params fp;                          // defaults
  (void)led::effects::flow_start(fs, fp);                // once: spawn, clear the trail
  // every frame: one step of 1/60 s with the field at time t, then draw into fb
  const led::status s = led::effects::flow(fb, fs, fp, now.seconds(), 65536 / 60);
  return s;
}

}  // namespace

static_assert(anim_time::from_millis(1000).seconds() == 65536);
static_assert(anim_time::from_frames(60, 60) == anim_time::from_millis(1000));
static_assert(anim_time::from_frames(1, 0).seconds() == 65536);  // fps 0 counts as 1
static_assert(anim_time::from_q16(-5).ticks() == 0);
static_assert(anim_time::from_millis(250).phase(65536 * 4) == 65536);  // 4 turns/s, 1/4 s
static_assert(anim_time::from_millis(123456, 65536) == anim_time::from_millis(123456 - 65536));

QTEST(docs_led, snippets_run) {
  led::rgb8 leds[60];
  QCHECK(strip_frame(leds, 0) == led::status::ok);
  QCHECK(strip_frame(leds, 0xFFFFFFFFu) == led::status::ok);
  QCHECK(matrix_frame(0xFFFFFFFFu) == led::status::ok);
  QCHECK(timed_frame(leds, 0xFFFFFFF0u) == led::status::ok);
  QCHECK(effects_and_strips(anim_time::from_millis(0xFFFFFFFFu).seconds()) == led::status::ok);
  QCHECK(pixel_maps(led::noise_params{}, anim_time::from_millis(12345).seconds()) == led::status::ok);
  QCHECK(dithered_frames(led::noise_params{}, anim_time::from_millis(777).seconds(), 300) == led::status::ok);
  QCHECK(cellular_and_flow(0xFFFFFFFFu) == led::status::ok);
}

QTEST(docs_led, from_frames_matches_the_old_formula_where_it_did_not_overflow) {
  bool ok = true;
  for (std::uint32_t fps : {24u, 30u, 60u, 120u}) {
    for (std::uint32_t f = 0; f < 65536u; f += 7u) {
      ok &= anim_time::from_frames(f, fps).seconds() == static_cast<qnoise::q16>((f * 65536u) / fps);
    }
  }
  QCHECK(ok);  // examples' frame-based checksums are unchanged
}

QTEST(docs_led, millis_conversion_is_exact_and_monotone_to_the_end) {
  // Exact: floor(ms * 65536 / 1000) with no 32-bit product anywhere.
  bool ok = true;
  for (std::uint32_t ms : {0u, 1u, 999u, 1000u, 65535u, 65536u, 65537u, 0x7FFFFFFFu, 0xFFFFFFFEu, 0xFFFFFFFFu}) {
    const std::uint64_t want = (std::uint64_t{ms} * 65536u) / 1000u;
    ok &= anim_time::from_millis(ms).ticks() == want;
  }
  QCHECK(ok);
  // Each millisecond adds 65 or 66 ticks, also across the 32-bit Q16 wraps and up to the
  // last millisecond before millis() itself wraps.
  for (std::uint32_t start : {65530u, 65536000u - 5u, 0xFFFFFFFFu - 40u}) {
    for (std::uint32_t ms = start; ms < start + 40u; ++ms) {
      const std::uint64_t d = anim_time::from_millis(ms + 1).ticks() - anim_time::from_millis(ms).ticks();
      ok &= d == 65u || d == 66u;
      // phase() steps by rate x 1 ms too, also where seconds() wraps (2^32 ticks = 65,536 s).
      const std::uint32_t pd = static_cast<std::uint32_t>(anim_time::from_millis(ms + 1).phase(9830)) -
                               static_cast<std::uint32_t>(anim_time::from_millis(ms).phase(9830));
      ok &= pd <= 10u;  // 0.15 cells/s: 9.83 Q16 cells per ms
    }
  }
  QCHECK(ok);
}

QTEST(docs_led, frames_near_the_end_of_the_counter) {
  bool ok = true;
  for (std::uint32_t fps : {1u, 30u, 60u, 1000u, 0xFFFFFFFFu}) {
    for (std::uint32_t f = 0xFFFFFFFFu - 100u; f != 0; ++f) {  // up to 2^32 - 1, then stops
      const std::uint64_t a = anim_time::from_frames(f - 1u, fps).ticks();
      const std::uint64_t b = anim_time::from_frames(f, fps).ticks();
      ok &= b >= a && b - a <= 65536u;  // monotone, at most 1 s per frame at 1 fps
      ok &= b == (std::uint64_t{f} << 16) / fps;
    }
  }
  QCHECK(ok);
}

QTEST(docs_led, power_of_two_loop_is_seamless_across_the_millis_wrap) {
  // Looping every 2^16 ms: the last millisecond before millis() wraps and the first after
  // are one millisecond apart in animation time, like any other pair.
  const anim_time last = anim_time::from_millis(0xFFFFFFFFu, 65536);
  const anim_time first = anim_time::from_millis(0u, 65536);
  QCHECK_EQ(last.ticks(), anim_time::from_millis(65535).ticks());
  QCHECK_EQ(first.ticks(), 0u);
}
