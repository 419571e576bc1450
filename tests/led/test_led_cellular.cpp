// SPDX-License-Identifier: MIT
// Effects on Worley noise and domain warping (led/cellular.hpp, led/warped.hpp):
// stained_glass, caustics, ink. Each picture is checked against Worley / warp / Perlin
// computed here from the public noise functions, plus guard bytes, bad inputs, extreme
// parameters, determinism and banded rendering.
#include <cstddef>
#include <cstdint>
#include <initializer_list>

#include "led_test_util.hpp"
#include "qnoise/led.hpp"
#include "qnoise/led/cellular.hpp"
#include "qnoise/led/warped.hpp"
#include "qnoise/perlin.hpp"
#include "qnoise/warp.hpp"
#include "qnoise/worley.hpp"
#include "qtest.hpp"

using namespace qnoise;
using namespace qnoise::led;

namespace {

constexpr std::uint32_t W = 24, H = 16;

// One pixel arena for every test (they run one after another): the Cortex-M0 board has
// 16 KiB of RAM, half of it stack.
led_test::guarded<W * H * 3>& arena() {
  static led_test::guarded<W * H * 3> buf;
  buf.fill(led_test::guard_value);
  return buf;
}

// Coordinates as the effects document them: pixel * scale, Q16 modulo 2^32.
q16 coord(std::uint32_t i, q16 scale) { return static_cast<q16>(i * static_cast<std::uint32_t>(scale)); }
q16 time_axis(q16 t, q16 speed) {
  const std::int64_t p = static_cast<std::int64_t>(t) * speed;
  return static_cast<q16>(static_cast<std::uint32_t>(static_cast<std::uint64_t>(p >= 0 ? p >> 16 : ~(~p >> 16))));
}

rgb8 at(const std::uint8_t* mem, std::uint32_t x, std::uint32_t y) {
  const std::uint8_t* p = mem + 3u * (y * W + x);
  return {p[0], p[1], p[2]};
}

const pixel_format formats[] = {pixel_format::rgb888, pixel_format::grb888, pixel_format::rgb565,
                                pixel_format::grey8,  pixel_format::mono1,  pixel_format::rgb565_le};
const layout layouts[] = {layout::row_major, layout::serpentine, layout::ssd1306_pages};

using effect_fn = status (*)(const framebuffer&, q16, std::uint32_t);
status glass_fn(const framebuffer& fb, q16 t, std::uint32_t s) {
  effects::stained_glass_params p;
  p.seed = s;
  return effects::stained_glass(fb, t, p);
}
status caustics_fn(const framebuffer& fb, q16 t, std::uint32_t s) {
  effects::caustics_params p;
  p.seed = s;
  return effects::caustics(fb, t, p);
}
status ink_fn(const framebuffer& fb, q16 t, std::uint32_t s) {
  effects::ink_params p;
  p.seed = s;
  return effects::ink(fb, t, p);
}
const effect_fn all_effects[] = {glass_fn, caustics_fn, ink_fn};

}  // namespace

QTEST(led_cellular, every_format_and_layout_stays_in_its_bytes) {
  auto& buf = arena();
  for (effect_fn fn : all_effects) {
    for (pixel_format f : formats) {
      for (layout l : layouts) {
        std::size_t need = 0;
        if (required_bytes(13, 11, f, l, need) != status::ok) continue;
        buf.fill(led_test::guard_value);
        const framebuffer fb{buf.data(), need, 13, 11, f, l};
        QCHECK(fn(fb, 4242, 7) == status::ok);
        QCHECK(buf.intact_from(need));
      }
    }
  }
}

QTEST(led_cellular, bad_inputs_write_nothing) {
  auto& buf = arena();
  const framebuffer fb{buf.data(), 48, 4, 4, pixel_format::rgb888, layout::row_major};
  for (effect_fn fn : all_effects) {
    framebuffer f = fb;
    f.width = 0;
    QCHECK(fn(f, 0, 0) == status::empty);
    f = fb;
    f.data = nullptr;
    QCHECK(fn(f, 0, 0) == status::null_buffer);
    f = fb;
    f.capacity = 47;
    QCHECK(fn(f, 0, 0) == status::buffer_too_small);
    f = fb;
    f.format = static_cast<pixel_format>(6);
    QCHECK(fn(f, 0, 0) == status::bad_format);
    f = fb;
    f.order = layout::ssd1306_pages;
    QCHECK(fn(f, 0, 0) == status::bad_layout);
    f = fb;
    f.width = 0xFFFFFFFFu;
    f.height = 0xFFFFFFFFu;
    QCHECK(fn(f, 0, 0) == status::too_large);
  }
  QCHECK(buf.untouched());
}

QTEST(led_cellular, extreme_parameters_are_safe) {
  auto& buf = arena();
  const framebuffer fb{buf.data(), W * H * 3, W, H, pixel_format::rgb888, layout::row_major};
  const q16 values[] = {INT32_MIN, INT32_MIN + 1, -65536, -1, 0, 1, 65536, INT32_MAX};
  for (q16 v : values) {
    effects::stained_glass_params g;
    g.scale = v;
    g.speed = v;
    g.leading = v;
    g.palette = nullptr;
    g.seed = static_cast<std::uint32_t>(v);
    buf.fill(led_test::guard_value);
    QCHECK(effects::stained_glass(fb, v, g) == status::ok);
    QCHECK(buf.intact_from(W * H * 3));
    effects::caustics_params c;
    c.scale = v;
    c.speed = v;
    c.width = v;
    c.wobble = v;
    c.palette = nullptr;
    buf.fill(led_test::guard_value);
    QCHECK(effects::caustics(fb, v, c) == status::ok);
    QCHECK(buf.intact_from(W * H * 3));
    effects::ink_params k;
    k.scale = v;
    k.speed = v;
    k.warp = v;
    k.gain = v;
    k.palette = nullptr;
    buf.fill(led_test::guard_value);
    QCHECK(effects::ink(fb, v, k) == status::ok);
    QCHECK(buf.intact_from(W * H * 3));
  }
}

// Every pixel is the palette colour of Worley's cell id at that pixel, or the lead colour
// exactly where f2 - f1 < leading: Worley sampled here, at the documented coordinates.
QTEST(led_cellular, stained_glass_is_worley_cells_and_lead) {
  std::uint8_t* const mem = arena().data();
  const framebuffer fb{mem, W * H * 3, W, H, pixel_format::rgb888, layout::row_major};
  for (std::uint32_t seed : {0u, 1u, 0xDEADBEEFu}) {
    effects::stained_glass_params p;
    p.scale = 65536 / 6;  // about 4 x 3 panes on the small test picture
    p.seed = seed;
    const q16 t = 5 * 65536 + 1234;
    QCHECK(effects::stained_glass(fb, t, p) == status::ok);
    const qnoise::seed s = make_seed(seed);
    std::uint32_t lead = 0, mismatches = 0;
    bool colours[8] = {};
    for (std::uint32_t y = 0; y < H; ++y) {
      for (std::uint32_t x = 0; x < W; ++x) {
        const worley_result w = worley(coord(x, p.scale), coord(y, p.scale), time_axis(t, p.speed), s);
        const bool is_lead = w.f2 - w.f1 < p.leading;
        const rgb8 want = is_lead ? p.lead_color : palettes::glass[static_cast<std::uint8_t>(hash32(w.cell) >> 24)];
        if (at(mem, x, y) != want) ++mismatches;
        if (is_lead) {
          ++lead;
        } else {
          for (int k = 0; k < 8; ++k) colours[k] = colours[k] || want == palettes::glass_colors[k];
        }
      }
    }
    QCHECK_EQ(mismatches, 0u);
    // Not degenerate: some lead, most pixels glass, several colours.
    QCHECK_GT(lead, W * H / 20);
    QCHECK_LT(lead, W * H * 2 / 3);
    int distinct = 0;
    for (bool c : colours) distinct += c ? 1 : 0;
    QCHECK_GE(distinct, 4);
  }
}

// speed 0: a still window from 2D Worley, the same at any time.
QTEST(led_cellular, still_stained_glass_is_2d_worley) {
  std::uint8_t* const mem = arena().data();
  const framebuffer fb{mem, W * H * 3, W, H, pixel_format::rgb888, layout::row_major};
  effects::stained_glass_params p;
  p.scale = 65536 / 6;
  p.speed = 0;
  p.seed = 21;
  QCHECK(effects::stained_glass(fb, 65536 * 1000 + 7, p) == status::ok);
  const std::uint32_t first = led_test::fnv1a(mem, W * H * 3);
  const qnoise::seed s = make_seed(p.seed);
  std::uint32_t mismatches = 0, lead = 0;
  for (std::uint32_t y = 0; y < H; ++y) {
    for (std::uint32_t x = 0; x < W; ++x) {
      const worley_result w = worley(coord(x, p.scale), coord(y, p.scale), s);
      const bool is_lead = w.f2 - w.f1 < p.leading;
      lead += is_lead ? 1u : 0u;
      const rgb8 want = is_lead ? p.lead_color : palettes::glass[static_cast<std::uint8_t>(hash32(w.cell) >> 24)];
      if (at(mem, x, y) != want) ++mismatches;
    }
  }
  QCHECK_EQ(mismatches, 0u);
  QCHECK_GT(lead, 0u);
  QCHECK(effects::stained_glass(fb, INT32_MIN, p) == status::ok);
  QCHECK_EQ(led_test::fnv1a(mem, W * H * 3), first);
}

// Geometry, independent of the colouring formula: f2 - f1 is 2-Lipschitz and 0 where the
// nearest cell changes, so when neighbouring pixels (scale apart) lie in different cells
// one of them has f2 - f1 <= scale: with leading > scale every pane is closed by lead.
QTEST(led_cellular, stained_glass_lead_separates_every_pair_of_cells) {
  std::uint8_t* const mem = arena().data();
  const framebuffer fb{mem, W * H * 3, W, H, pixel_format::rgb888, layout::row_major};
  effects::stained_glass_params p;
  p.scale = 65536 / 8;  // 1/8 cell between neighbours
  p.leading = 9830;     // 0.15 cells > 1/8
  p.lead_color = {1, 2, 3};  // not in palettes::glass
  const q16 t = 65536 * 3;
  QCHECK(effects::stained_glass(fb, t, p) == status::ok);
  const qnoise::seed s = make_seed(p.seed);
  std::uint32_t boundaries = 0;
  for (std::uint32_t y = 0; y < H; ++y) {
    for (std::uint32_t x = 0; x < W; ++x) {
      const std::uint32_t here = worley(coord(x, p.scale), coord(y, p.scale), time_axis(t, p.speed), s).cell;
      if (x + 1 < W && worley(coord(x + 1, p.scale), coord(y, p.scale), time_axis(t, p.speed), s).cell != here) {
        ++boundaries;
        QCHECK(at(mem, x, y) == p.lead_color || at(mem, x + 1, y) == p.lead_color);
      }
      if (y + 1 < H && worley(coord(x, p.scale), coord(y + 1, p.scale), time_axis(t, p.speed), s).cell != here) {
        ++boundaries;
        QCHECK(at(mem, x, y) == p.lead_color || at(mem, x, y + 1) == p.lead_color);
      }
    }
  }
  QCHECK_GT(boundaries, 15u);
}

// Brightest where f2 - f1 is smallest: with a grey palette the red channel is the level,
// and it never increases with f2 - f1 (f2 - f1 from warp + Worley computed here); black
// from f2 - f1 >= width on; full at the smallest f2 - f1.
QTEST(led_cellular, caustics_are_brightest_where_f2_minus_f1_is_smallest) {
  std::uint8_t* const mem = arena().data();
  static q16 border[W * H];
  const framebuffer fb{mem, W * H * 3, W, H, pixel_format::rgb888, layout::row_major};
  for (q16 wobble : {0, 22938, 65536}) {
    effects::caustics_params p;
    p.scale = 65536 / 8;  // about 3 x 2 cells on the small test picture
    p.palette = &palettes::grey;
    p.wobble = wobble;
    p.seed = 3;
    const q16 t = 7 * 65536 + 99;
    QCHECK(effects::caustics(fb, t, p) == status::ok);
    const qnoise::seed s = make_seed(p.seed);
    const warp_params wp = make_warp(wobble, p.seed);
    for (std::uint32_t y = 0; y < H; ++y) {
      for (std::uint32_t x = 0; x < W; ++x) {
        q16 px = coord(x, p.scale), py = coord(y, p.scale), pz = time_axis(t, p.speed);
        if (wobble != 0) {
          const warped3 q = warp(px, py, pz, wp);
          px = q.x;
          py = q.y;
          pz = q.z;
        }
        const worley_result w = worley(px, py, pz, s);
        border[y * W + x] = w.f2 - w.f1;
      }
    }
    std::uint32_t order_violations = 0, bright = 0, dark = 0;
    q16 smallest = border[0];
    std::uint8_t brightest = 0;
    for (std::uint32_t i = 0; i < W * H; ++i) {
      const std::uint8_t li = mem[3 * i];
      if (border[i] >= p.width && li != 0) ++order_violations;
      if (li > 127) ++bright;
      if (li == 0) ++dark;
      if (border[i] < smallest) smallest = border[i];
      if (li > brightest) brightest = li;
      for (std::uint32_t j = 0; j < W * H; ++j) {
        if (border[i] < border[j] && li < mem[3 * j]) ++order_violations;
      }
    }
    QCHECK_EQ(order_violations, 0u);
    QCHECK_GT(bright, W * H / 50);  // bright lines exist ...
    QCHECK_LT(bright, W * H / 3);   // ... and are thin,
    QCHECK_GT(dark, W * H / 10);    // with dark water between them
    for (std::uint32_t i = 0; i < W * H; ++i) {
      if (border[i] == smallest) QCHECK_EQ(mem[3 * i], brightest);
    }
  }
}

// Ink is Perlin noise at the warped point: the level computed here from the public
// make_seed / make_warp / warp / perlin / to_unorm16, through a grey palette.
QTEST(led_cellular, ink_is_perlin_at_the_warped_point) {
  std::uint8_t* const mem = arena().data();
  const framebuffer fb{mem, W * H * 3, W, H, pixel_format::rgb888, layout::row_major};
  for (q16 amplitude : {0, 98304, -200000}) {
    effects::ink_params p;
    p.palette = &palettes::grey;
    p.warp = amplitude;
    p.gain = 65536;
    p.seed = 11;
    const q16 t = 2 * 65536;
    QCHECK(effects::ink(fb, t, p) == status::ok);
    const qnoise::seed s = make_seed(p.seed);
    const warp_params wp = make_warp(amplitude, p.seed);
    std::uint32_t mismatches = 0, moved = 0;
    for (std::uint32_t y = 0; y < H; ++y) {
      for (std::uint32_t x = 0; x < W; ++x) {
        const q16 px = static_cast<q16>(static_cast<std::uint32_t>(s.offset[0]) + x * static_cast<std::uint32_t>(p.scale));
        const q16 py = static_cast<q16>(static_cast<std::uint32_t>(s.offset[1]) + y * static_cast<std::uint32_t>(p.scale));
        const q16 pz = static_cast<q16>(static_cast<std::uint32_t>(time_axis(t, p.speed)) + static_cast<std::uint32_t>(s.offset[2]));
        const warped3 q = warp(px, py, pz, wp);
        const std::uint8_t want = static_cast<std::uint8_t>(to_unorm16<perlin3_bound>(perlin(q.x, q.y, q.z)) >> 8);
        const std::uint8_t plain = static_cast<std::uint8_t>(to_unorm16<perlin3_bound>(perlin(px, py, pz)) >> 8);
        if (at(mem, x, y).r != want) ++mismatches;
        if (want != plain) ++moved;
      }
    }
    QCHECK_EQ(mismatches, 0u);
    if (amplitude == 0) {
      QCHECK_EQ(moved, 0u);
    } else {
      QCHECK_GT(moved, W * H / 2);  // the warp really moves the picture
    }
  }
}

QTEST(led_cellular, deterministic_seeded_and_banded) {
  auto& buf = arena();
  std::uint8_t* const mem = buf.data();
  constexpr std::uint32_t bytes = W * H * 2, band_bytes = W * 8 * 2;
  for (effect_fn fn : all_effects) {
    const framebuffer fb{mem, bytes, W, H, pixel_format::rgb565, layout::row_major};
    QCHECK(fn(fb, 65536 * 9, 5) == status::ok);
    const std::uint32_t first = led_test::fnv1a(mem, bytes);
    const std::uint32_t rows_8_to_15 = led_test::fnv1a(mem + band_bytes, band_bytes);
    QCHECK(fn(fb, 65536 * 9, 5) == status::ok);  // the same call: the same picture
    QCHECK_EQ(led_test::fnv1a(mem, bytes), first);
    QCHECK(fn(fb, 65536 * 9, 6) == status::ok);  // another seed: another picture
    QCHECK_NE(led_test::fnv1a(mem, bytes), first);
    QCHECK(fn(fb, 65536 * 10, 5) == status::ok);  // a second later: it moved
    QCHECK_NE(led_test::fnv1a(mem, bytes), first);
    // Rows 8..15 rendered as a band (fb.y0 = 8) equal the full picture's rows.
    framebuffer band{mem, band_bytes, W, 8, pixel_format::rgb565, layout::row_major};
    band.y0 = 8;
    QCHECK(fn(band, 65536 * 9, 5) == status::ok);
    QCHECK_EQ(led_test::fnv1a(mem, band_bytes), rows_8_to_15);
    QCHECK(buf.intact_from(bytes));
  }
}
