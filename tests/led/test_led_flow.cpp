// SPDX-License-Identifier: MIT
// Flow-field particles (led/flow.hpp): bounds for any parameters, guard bytes around every
// caller buffer, bad states, determinism, motion against the curl of the potential computed
// here from perlin_with_derivative, a uniform density (divergence-free flow), trail fading
// and rendering through the palette.
#include <cstddef>
#include <cstdint>
#include <initializer_list>

#include "led_test_util.hpp"
#include "qnoise/derivative.hpp"
#include "qnoise/led.hpp"
#include "qnoise/led/flow.hpp"
#include "qnoise/seed.hpp"
#include "qtest.hpp"

using namespace qnoise;
using namespace qnoise::led;
using effects::flow_params;
using effects::flow_particle;
using effects::flow_state;

namespace {

/// Particles and trail of up to N particles and B trail bytes, each with guard bytes.
template <std::size_t N, std::size_t B>
struct flow_memory {
  alignas(flow_particle) led_test::guarded<N * sizeof(flow_particle)> dots;  // data() is 32 bytes in: aligned too
  led_test::guarded<B> trail;
  flow_state state(std::size_t n, std::uint32_t w, std::uint32_t h) {
    return flow_state{reinterpret_cast<flow_particle*>(dots.data()), n, trail.data(), B, w, h};
  }
  bool intact(std::size_t n, std::size_t bytes) const {
    return dots.intact_from(n * sizeof(flow_particle)) && trail.intact_from(bytes);
  }
};

// One arena for every test (the tests run one after another): the Cortex-M0 board has
// 16 KiB of RAM, half of it stack.
constexpr std::size_t max_dots = 256, max_trail = 40 * 30, max_pixels = 24 * 16 * 2;
flow_memory<max_dots, max_trail>& arena() {
  static flow_memory<max_dots, max_trail> m;
  m.dots.fill(led_test::guard_value);
  m.trail.fill(led_test::guard_value);
  return m;
}
led_test::guarded<max_pixels>& pixels() {
  static led_test::guarded<max_pixels> px;
  px.fill(led_test::guard_value);
  return px;
}

bool inside(const flow_state& s) {
  for (std::size_t i = 0; i < s.count; ++i) {
    const flow_particle& p = s.particles[i];
    if (p.x < 0 || p.y < 0 || p.x >= static_cast<std::int32_t>(s.width << 16) ||
        p.y >= static_cast<std::int32_t>(s.height << 16))
      return false;
  }
  return true;
}

// The coordinate mapping the header documents: floor(p * scale / 65536), scale in 0..65536.
q16 noise_coordinate(std::int32_t p, q16 scale) {
  return static_cast<q16>(static_cast<std::uint32_t>((static_cast<std::int64_t>(p) * scale) >> 16));
}

}  // namespace

QTEST(led_flow, bad_states_write_nothing) {
  auto& m = arena();
  flow_state good = m.state(8, 8, 8);
  good.trail_capacity = 64;
  auto& px = pixels();
  const framebuffer fb{px.data(), 8 * 8 * 3, 8, 8, pixel_format::rgb888, layout::row_major};
  const flow_params fp;
  struct bad_case {
    flow_state s;
    status want;
  };
  flow_state s0 = good, s1 = good, s2 = good, s3 = good, s4 = good, s5 = good, s6 = good, s7 = good;
  s0.width = 0;
  s1.height = 0;
  s2.trail = nullptr;
  s3.particles = nullptr;
  s4.width = effects::flow_max_side + 1;
  s5.count = effects::flow_max_particles + 1;
  s6.trail_capacity = 63;
  s7.width = 0xFFFFFFFFu;
  s7.height = 0xFFFFFFFFu;
  const bad_case cases[] = {{s0, status::empty},       {s1, status::empty},     {s2, status::null_buffer},
                            {s3, status::null_buffer}, {s4, status::too_large}, {s5, status::too_large},
                            {s6, status::buffer_too_small}, {s7, status::too_large}};
  for (const bad_case& c : cases) {
    QCHECK(effects::flow_check(c.s) == c.want);
    QCHECK(effects::flow_start(c.s, fp) == c.want);
    QCHECK(effects::flow_step(c.s, fp, 0, 2184) == c.want);
    QCHECK(effects::flow_render(fb, c.s, fp) == c.want);
    QCHECK(effects::flow(fb, c.s, fp, 0, 2184) == c.want);
  }
  // A bad framebuffer: flow() moves nothing either.
  framebuffer bad = fb;
  bad.capacity = 10;
  QCHECK(effects::flow(bad, good, fp, 0, 2184) == status::buffer_too_small);
  QCHECK(m.dots.untouched() && m.trail.untouched() && px.untouched());
  // No particles is fine: the trail only fades.
  flow_state none = good;
  none.particles = nullptr;
  none.count = 0;
  QCHECK(effects::flow_start(none, fp) == status::ok);
  QCHECK(effects::flow(fb, none, fp, 0, 2184) == status::ok);
  QCHECK(m.dots.untouched() && m.trail.intact_from(64) && px.intact_from(8 * 8 * 3));
}

QTEST(led_flow, particles_stay_inside_for_any_parameters) {
  auto& m = arena();
  const q16 values[] = {INT32_MIN, -65536 * 100, -1, 0, 1, 4096, 65536, 65536 * 100, INT32_MAX};
  const std::uint32_t sizes[][2] = {{1, 1}, {2, 3}, {7, 1}, {33, 19}};
  const std::uint16_t lifetimes[] = {0, 1, 3, 65535};
  led_test::rng r;
  std::uint32_t runs = 0, failures = 0;
  for (const auto& wh : sizes) {
    for (q16 v : values) {
      flow_params fp;
      fp.scale = v;
      fp.speed = values[r.next() % 9];
      fp.evolve = values[r.next() % 9];
      fp.fade = static_cast<std::uint8_t>(r.next());
      fp.brightness = static_cast<std::uint8_t>(r.next());
      fp.lifetime = lifetimes[r.next() % 4];
      fp.palette = nullptr;
      fp.seed = r.next();
      flow_state s = m.state(40, wh[0], wh[1]);
      s.trail_capacity = std::size_t{wh[0]} * wh[1];
      m.dots.fill(led_test::guard_value);
      m.trail.fill(led_test::guard_value);
      QCHECK(effects::flow_start(s, fp) == status::ok);
      if (!inside(s)) ++failures;
      // Positions a caller scribbled over are wrapped in.
      s.particles[0].x = INT32_MIN;
      s.particles[1].y = INT32_MAX;
      for (int step = 0; step < 12; ++step) {
        const q16 dt = step % 3 == 0 ? values[r.next() % 9] : 2184;
        QCHECK(effects::flow_step(s, fp, values[r.next() % 9], dt) == status::ok);
        if (!inside(s)) ++failures;
      }
      QCHECK(m.intact(40, std::size_t{wh[0]} * wh[1]));
      ++runs;
    }
  }
  QCHECK_EQ(failures, 0u);
  QCHECK_EQ(runs, 36u);
}

QTEST(led_flow, same_seed_same_frames) {
  auto& m = arena();
  auto& px = pixels();
  const framebuffer fb{px.data(), 24 * 16 * 2, 24, 16, pixel_format::rgb565, layout::serpentine};
  const flow_state s = m.state(64, 24, 16);
  // Runs 60 frames from flow_start, returns the frames' checksums and the particles'.
  const auto run = [&](const flow_params& fp, std::uint32_t (&sums)[60]) {
    QCHECK(effects::flow_start(s, fp) == status::ok);
    for (int f = 0; f < 60; ++f) {
      QCHECK(effects::flow(fb, s, fp, f * 65536 / 30, 65536 / 30) == status::ok);
      sums[f] = led_test::fnv1a(px.data(), 24 * 16 * 2);
    }
    return led_test::fnv1a(s.particles, 64 * sizeof(flow_particle));
  };
  flow_params fp;
  fp.seed = 77;
  fp.lifetime = 20;  // respawns happen within the run
  static std::uint32_t first[60], second[60];
  const std::uint32_t a = run(fp, first);
  std::uint32_t respawns = 0;
  for (std::size_t i = 0; i < 64; ++i) respawns += s.particles[i].spawn;
  const std::uint32_t b = run(fp, second);
  std::uint32_t differing_frames = 0;
  for (int f = 0; f < 60; ++f) differing_frames += first[f] != second[f] ? 1u : 0u;
  QCHECK_EQ(differing_frames, 0u);
  QCHECK_EQ(a, b);
  QCHECK_GT(respawns, 64u);
  fp.seed = 78;  // another seed: other frames
  (void)run(fp, second);
  QCHECK_NE(first[59], second[59]);
  QCHECK(m.dots.intact_from(64 * sizeof(flow_particle)) && m.trail.intact_from(24 * 16) &&
         px.intact_from(24 * 16 * 2));
}

// One step moves each particle by v * speed * dt with v = (dn/dY, -dn/dX) at the midpoint
// p + (v(p) * speed * dt) / 2, the potential's gradient taken here from
// perlin_with_derivative at the documented coordinates (64-bit reference). Checked for the
// particles more than half a cell (plus a step) from every edge, where the edge window is
// 1; the others must not cross the edges (particles_stay_inside_...).
QTEST(led_flow, motion_follows_the_curl_of_the_potential) {
  auto& m = arena();
  const flow_state s = m.state(48, 40, 30);
  for (q16 speed : {10 * 65536, -3 * 65536, 40 * 65536}) {
    flow_params fp;
    fp.speed = speed;
    fp.lifetime = 0;
    fp.seed = 5;
    QCHECK(effects::flow_start(s, fp) == status::ok);
    const q16 t = 123456, dt = 65536 / 60;
    flow_particle before[48];
    for (int i = 0; i < 48; ++i) before[i] = s.particles[i];
    QCHECK(effects::flow_step(s, fp, t, dt) == status::ok);
    const qnoise::seed sd = make_seed(fp.seed);
    const q16 z = static_cast<q16>(static_cast<std::uint32_t>((static_cast<std::int64_t>(t) * fp.evolve) >> 16));
    const std::int64_t k = (static_cast<std::int64_t>(speed) * dt) >> 16;  // pixels per unit of v, Q16
    const auto velocity = [&](std::int64_t px, std::int64_t py, std::int64_t (&v)[2]) {
      const noise_derivative3 d = perlin_with_derivative(noise_coordinate(static_cast<std::int32_t>(px), fp.scale),
                                                         noise_coordinate(static_cast<std::int32_t>(py), fp.scale), z, sd);
      v[0] = d.dy;
      v[1] = -static_cast<std::int64_t>(d.dx);
    };
    const auto far = [&fp](std::int64_t p, std::int64_t size) {
      const std::int64_t d = p < size - p ? p : size - p;
      return ((d * fp.scale) >> 16) >= 32768 + 2048;  // half a cell and a margin for the midpoint
    };
    std::int64_t worst = 0, moved = 0;
    int interior = 0;
    for (int i = 0; i < 48; ++i) {
      if (!far(before[i].x, 40 * 65536) || !far(before[i].y, 30 * 65536)) continue;
      ++interior;
      std::int64_t v0[2], v[2];
      velocity(before[i].x, before[i].y, v0);
      velocity(before[i].x + v0[0] * k / 131072, before[i].y + v0[1] * k / 131072, v);
      const std::int64_t got[2] = {s.particles[i].x - before[i].x, s.particles[i].y - before[i].y};
      for (int a = 0; a < 2; ++a) {
        const std::int64_t want = v[a] * k / 65536;  // |v k| < 2^40: no clamp at these speeds
        const std::int64_t err = got[a] > want ? got[a] - want : want - got[a];
        if (err > worst) worst = err;
        moved += want < 0 ? -want : want;
      }
    }
    QCHECK_LE(worst, 64);  // LSB of a Q16 pixel (1/1000 pixel): the product and sub-step roundings
    QCHECK_GE(interior, 8);
    QCHECK_GT(moved, interior * (k < 0 ? -k : k) / 4);  // and the particles really moved
  }
}

// A divergence-free flow keeps an even density: 256 immortal particles in a 16 x 16 tank,
// counted in sixteen 4 x 4 blocks every 50 steps over 300, stay about as even as they
// started (chi2 with 15 degrees of freedom; a flow with sources and sinks, or a torus
// seam, piles them up: chi2 in the hundreds).
QTEST(led_flow, divergence_free_flow_keeps_the_density_even) {
  auto& m = arena();
  const flow_state s = m.state(256, 16, 16);
  flow_params fp;
  fp.lifetime = 0;
  fp.scale = 65536 / 5;
  fp.speed = 8 * 65536;
  fp.seed = 9;
  QCHECK(effects::flow_start(s, fp) == status::ok);
  const auto chi2 = [&s]() {
    std::uint32_t count[16] = {};
    for (std::size_t i = 0; i < s.count; ++i)
      ++count[(static_cast<std::uint32_t>(s.particles[i].y) >> 18) * 4 + (static_cast<std::uint32_t>(s.particles[i].x) >> 18)];
    std::uint32_t sum = 0;  // sum (c - 16)^2 / 16
    for (std::uint32_t c : count) sum += (c > 16 ? c - 16 : 16 - c) * (c > 16 ? c - 16 : 16 - c);
    return sum / 16;
  };
  const std::uint32_t start = chi2();
  std::uint32_t worst = 0;
  for (int f = 0; f < 300; ++f) {
    QCHECK(effects::flow_step(s, fp, f * 65536 / 30, 65536 / 30) == status::ok);
    if (f % 50 == 49) {
      const std::uint32_t c = chi2();
      worst = c > worst ? c : worst;
    }
  }
  qtest::print("  chi2 (15 dof) at start ", start, ", worst after moving ", worst, "\n");
  QCHECK_LT(start, 60u);
  QCHECK_LT(worst, 60u);
}

QTEST(led_flow, trail_fades_and_renders_through_the_palette) {
  auto& m = arena();
  const flow_state s = m.state(16, 12, 10);
  flow_params fp;
  fp.lifetime = 0;
  fp.fade = 128;
  fp.speed = 0;  // particles stay on their pixel
  fp.palette = &palettes::grey;
  QCHECK(effects::flow_start(s, fp) == status::ok);
  for (std::size_t i = 0; i < 120; ++i) s.trail[i] = static_cast<std::uint8_t>(i * 2);
  std::uint8_t before[120];
  for (std::size_t i = 0; i < 120; ++i) before[i] = s.trail[i];
  QCHECK(effects::flow_step(s, fp, 0, 2184) == status::ok);
  std::uint32_t fade_errors = 0, head_errors = 0;
  bool head[120] = {};
  for (std::size_t i = 0; i < 16; ++i)
    head[static_cast<std::size_t>(s.particles[i].y >> 16) * 12 + static_cast<std::size_t>(s.particles[i].x >> 16)] = true;
  for (std::size_t i = 0; i < 120; ++i) {
    if (head[i]) {
      if (s.trail[i] != 255) ++head_errors;  // an immortal particle adds full brightness
    } else if (s.trail[i] != before[i] / 2) {
      ++fade_errors;  // faded by 128/256, rounded down
    }
  }
  QCHECK_EQ(head_errors, 0u);
  QCHECK_EQ(fade_errors, 0u);
  // Rendering: grey palette, so each channel is the trail byte; rows past the trail are 0.
  std::uint8_t* const mem = pixels().data();
  const framebuffer fb{mem, 12 * 12 * 3, 12, 12, pixel_format::rgb888, layout::row_major};
  QCHECK(effects::flow_render(fb, s, fp) == status::ok);
  std::uint32_t render_errors = 0;
  for (std::size_t y = 0; y < 12; ++y)
    for (std::size_t x = 0; x < 12; ++x) {
      const std::uint8_t want = y < 10 ? s.trail[y * 12 + x] : 0;
      if (mem[3 * (y * 12 + x)] != want || mem[3 * (y * 12 + x) + 2] != want) ++render_errors;
    }
  QCHECK_EQ(render_errors, 0u);
}

// flow_strip: a step, then LED i is the brightest trail pixel of column i through the
// palette (palette[0] past the trail); strip and state errors write nothing.
QTEST(led_flow, strip_shows_the_brightest_pixel_of_each_column) {
  auto& m = arena();
  auto& px = pixels();
  led::rgb8* const leds = reinterpret_cast<led::rgb8*>(px.data());  // rgb8 is 3 bytes, alignment 1
  const flow_state s = m.state(12, 40, 5);
  flow_params fp;
  fp.palette = &palettes::grey;
  fp.speed = 40 * 65536;
  fp.seed = 3;
  QCHECK(effects::flow_start(s, fp) == status::ok);
  // Errors first: nothing written, the particles not moved.
  const std::uint32_t dots_before = led_test::fnv1a(s.particles, 12 * sizeof(flow_particle));
  QCHECK(effects::flow_strip(nullptr, 40, s, fp, 0, 2184) == status::null_buffer);
  QCHECK(effects::flow_strip(leds, 0, s, fp, 0, 2184) == status::empty);
  QCHECK(effects::flow_strip(leds, 65536, s, fp, 0, 2184) == status::too_large);
  flow_state bad = s;
  bad.trail_capacity = 10;
  QCHECK(effects::flow_strip(leds, 40, bad, fp, 0, 2184) == status::buffer_too_small);
  QCHECK(px.untouched());
  QCHECK_EQ(led_test::fnv1a(s.particles, 12 * sizeof(flow_particle)), dots_before);
  std::uint32_t errors = 0, lit = 0;
  for (std::size_t n : {40u, 25u, 50u}) {  // the trail's width, fewer LEDs, more LEDs
    px.fill(led_test::guard_value);
    for (int f = 0; f < 20; ++f) QCHECK(effects::flow_strip(leds, n, s, fp, f * 2184, 2184) == status::ok);
    for (std::size_t i = 0; i < n; ++i) {
      std::uint8_t top = 0;
      for (std::size_t y = 0; i < 40 && y < 5; ++y) top = s.trail[y * 40 + i] > top ? s.trail[y * 40 + i] : top;
      if (leds[i] != palettes::grey[top]) ++errors;
      if (top > 0) ++lit;
    }
    QCHECK(px.intact_from(n * 3));
  }
  QCHECK_EQ(errors, 0u);
  QCHECK_GT(lit, 20u);
}
