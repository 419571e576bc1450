// SPDX-License-Identifier: MIT
// Pixel maps (led/map.hpp): a strip-shaped map equals fill_strip and a panel map equals
// fill_matrix bit for bit; 3D maps equal a model built from 64-bit coordinate products
// and plain perlin4 calls; the map writers against their definitions; status rules and
// guard bytes.
#include <cstddef>
#include <cstdint>
#include <initializer_list>

#include "led_test_util.hpp"
#include "qnoise/hash.hpp"
#include "qnoise/led/map.hpp"
#include "qnoise/led/matrix.hpp"
#include "qnoise/led/strip.hpp"
#include "qnoise/perlin4.hpp"
#include "qtest.hpp"

using namespace qnoise;
using namespace qnoise::led;

namespace {

/// floor((a * b + bias) / 65536) modulo 2^32 with a 64-bit product (the reference).
std::int32_t mul_ref(std::int32_t a, std::int32_t b, std::int64_t bias) {
  const std::int64_t p = static_cast<std::int64_t>(a) * b + bias;
  const std::int64_t f = p >= 0 ? p / 65536 : -((-p + 65535) / 65536);
  return to_signed(static_cast<std::uint32_t>(static_cast<std::uint64_t>(f) & 0xFFFFFFFFu));
}

noise_params params_variant(int v) {
  noise_params p;
  p.scale = 65536 / 12;
  p.speed = 40000;
  if (v >= 1) {
    p.octaves = 3;
    p.seed = 77;
  }
  if (v >= 2) {
    p.gain = 98304;
    p.offset_x = -123456;
    p.offset_y = 987654;
    p.scale_y = 2500;
    p.octaves = 8;
  }
  if (v >= 3) {
    p.scale = -70001;  // negative and above one cell per LED
    p.gain = 0;
  }
  return p;
}

// One copy of the buffers for every lattice (the M0 board has 16 KB of RAM).
constexpr std::size_t strip_n = 120;  // 3 row-engine chunks of 32 and a partial one
q16 xs[strip_n];
rgb8 a[strip_n], b[strip_n];
std::uint16_t va[strip_n], vb[strip_n];
std::uint8_t fbuf[12 * 12 * 3];
rgb8 out[12 * 12];
point2 map[12 * 12];

template <class Lattice>
std::uint32_t strip_mismatches(const Lattice& lattice) {
  constexpr std::size_t n = strip_n;
  for (std::size_t i = 0; i < n; ++i) xs[i] = static_cast<q16>(i << 16);
  std::uint32_t bad = 0;
  for (int v = 0; v < 4; ++v) {
    const noise_params p = params_variant(v);
    for (q16 t : {0, 65536 * 3 + 4321, -7777777}) {
      QCHECK(fill_strip(a, n, palettes::lava, p, t, lattice) == status::ok);
      QCHECK(fill_map(b, xs, n, palettes::lava, p, t, lattice) == status::ok);
      QCHECK(fill_strip_values(va, n, p, t, lattice) == status::ok);
      QCHECK(fill_map_values(vb, xs, n, p, t, lattice) == status::ok);
      for (std::size_t i = 0; i < n; ++i) bad += (a[i] != b[i] ? 1u : 0u) + (va[i] != vb[i] ? 1u : 0u);
    }
  }
  return bad;
}

template <class Lattice>
std::uint32_t panel_mismatches(const Lattice& lattice, std::uint32_t w, std::uint32_t h, layout order) {
  std::uint32_t bad = 0;
  QCHECK(map_panel(map, 144, w, h, order) == status::ok);
  const framebuffer fb{fbuf, sizeof fbuf, w, h, pixel_format::rgb888, order, 0};
  for (int v = 0; v < 4; ++v) {
    const noise_params p = params_variant(v);
    const q16 t = 5 * 65536 + 999 * v;
    QCHECK(fill_matrix(fb, palettes::clouds, p, t, lattice) == status::ok);
    QCHECK(fill_map(out, map, w * h, palettes::clouds, p, t, lattice) == status::ok);
    for (std::uint32_t i = 0; i < w * h; ++i) {
      bad += out[i] != rgb8{fbuf[3 * i], fbuf[3 * i + 1], fbuf[3 * i + 2]};
    }
  }
  return bad;
}

/// The documented 3D-map level, written from the file comment: 64-bit coordinate
/// products, plain perlin4 per octave, the LED fBm sum, gain and the 0..65535 mapping.
std::uint16_t model3(point3 pt, const noise_params& p, q16 t) {
  const auto wadd = [](std::int32_t a, std::int32_t b) {
    return to_signed(static_cast<std::uint32_t>(a) + static_cast<std::uint32_t>(b));
  };
  const q16 sy = p.scale_y != 0 ? p.scale_y : p.scale;
  const q16 x = wadd(wadd(mul_ref(pt.x, p.scale, 0), p.offset_x), led::detail::seed_offset(p.seed, 0));
  const q16 y = wadd(wadd(mul_ref(pt.y, sy, 0), p.offset_y), led::detail::seed_offset(p.seed, 1));
  const q16 z = wadd(mul_ref(pt.z, p.scale, 0),
                     static_cast<q16>(hash32(p.seed ^ 0x3C6EF372u) & 0xFFFFFFu));
  const q16 tt = wadd(mul_ref(t, p.speed, 0), led::detail::seed_offset(p.seed, 2));
  const int octaves = p.octaves == 0 ? 1 : (p.octaves > 8 ? 8 : p.octaves);
  std::int32_t sum = 0;
  for (int k = 0; k < octaves; ++k) {
    const auto at = [&](q16 c) {
      return wadd(to_signed(static_cast<std::uint32_t>(c) << k), static_cast<q16>(led::detail::octave_offset[k]));
    };
    const q16 o = perlin(at(x), at(y), at(z), at(tt), perlin_permutation);
    sum += o >= 0 ? (o >> k) : -((-o + (1 << k) - 1) >> k);  // floor(o / 2^k)
  }
  if (octaves > 1) {
    const std::int64_t m = static_cast<std::int64_t>(sum) * led::detail::octave_norm[octaves] + 32768;
    sum = static_cast<std::int32_t>(m >= 0 ? m / 65536 : -((-m + 65535) / 65536));
  }
  const std::int32_t g = p.gain < 0 ? 0 : (p.gain > 16 * 65536 ? 16 * 65536 : p.gain);
  const std::int64_t gm = static_cast<std::int64_t>(sum) * g + 32768;
  const std::int32_t gained = static_cast<std::int32_t>(gm >= 0 ? gm / 65536 : -((-gm + 65535) / 65536));
  return to_unorm16<perlin4_bound>(gained);
}

constexpr bool constexpr_maps() {
  point2 ring[4] = {};
  if (map_ring(ring, 4, 3 * 65536) != status::ok) return false;
  if (ring[0] != point2{3 * 65536, 0} || ring[1] != point2{0, 3 * 65536}) return false;
  if (ring[2] != point2{-3 * 65536, 0} || ring[3] != point2{0, -3 * 65536}) return false;
  if (normalize_map(ring, 4) != status::ok) return false;
  if (ring[0] != point2{65536, 32768} || ring[2] != point2{0, 32768}) return false;
  std::uint16_t v[4] = {};
  return fill_map_values(v, ring, 4, noise_params{}, 65536) == status::ok;
}
static_assert(constexpr_maps(), "the map writers and fills run at compile time");

}  // namespace

QTEST(led_map, mul_q16_wrap_equals_a_64_bit_product) {
  const std::int32_t edges[] = {0, 1, -1, 65535, 65536, -65536, 65537, 0x7FFF, 0x8000, -0x8000,
                                0x7FFFFFFF, -0x7FFFFFFF - 1, 0x7FFF0000, -0x7FFF0000, 0x12345678};
  std::uint32_t bad = 0;
  for (std::int32_t a : edges) {
    for (std::int32_t b : edges) {
      bad += led::detail::mul_q16_wrap(a, b) != mul_ref(a, b, 0);
      bad += led::detail::mul_q16_wrap(a, b, 32768u) != mul_ref(a, b, 32768);
      bad += led::detail::mul_q16_wrap(a, b, 65535u) != mul_ref(a, b, 65535);
    }
  }
  led_test::rng r;
  for (int i = 0; i < 20000; ++i) {
    const std::int32_t a = to_signed(r.next());
    const std::int32_t b = to_signed(r.next());
    bad += led::detail::mul_q16_wrap(a, b) != mul_ref(a, b, 0);
    bad += led::detail::mul_q16_wrap(a, b, 32768u) != mul_ref(a, b, 32768);
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(led_map, strip_shaped_map_equals_fill_strip) {
  QCHECK_EQ(strip_mismatches(perlin_permutation), 0u);
  QCHECK_EQ(strip_mismatches(integer_hash{12345}), 0u);
}

QTEST(led_map, panel_map_equals_fill_matrix) {
  for (layout order : {layout::row_major, layout::serpentine}) {
    QCHECK_EQ(panel_mismatches(perlin_permutation, 12, 12, order), 0u);
    QCHECK_EQ(panel_mismatches(perlin_permutation, 13, 7, order), 0u);
    QCHECK_EQ(panel_mismatches(integer_hash{99}, 5, 11, order), 0u);
  }
}

QTEST(led_map, map3_equals_its_model) {
  led_test::rng r;
  static point3 pts[64];
  static std::uint16_t got[64];
  for (auto& pt : pts) {
    pt = point3{to_signed(r.next()) >> (r.next() & 15u), to_signed(r.next()) >> 8, to_signed(r.next()) >> 12};
  }
  pts[0] = point3{0x7FFFFFFF, -0x7FFFFFFF - 1, 0};
  std::uint32_t bad = 0;
  for (int v = 0; v < 4; ++v) {
    const noise_params p = params_variant(v);
    for (q16 t : {0, 123456789}) {
      QCHECK(fill_map_values(got, pts, 64, p, t) == status::ok);
      for (int i = 0; i < 64; ++i) bad += got[i] != model3(pts[i], p, t);
    }
  }
  QCHECK_EQ(bad, 0u);
  // The z axis matters: moving z by one cell changes the picture.
  for (auto& pt : pts) pt.z = 0;
  static std::uint16_t moved[64];
  QCHECK(fill_map_values(got, pts, 64, noise_params{}, 1000) == status::ok);
  for (auto& pt : pts) pt.z = 65536 * 16;  // 16 map units * 1/16 cell = 1 cell
  QCHECK(fill_map_values(moved, pts, 64, noise_params{}, 1000) == status::ok);
  std::uint32_t differ = 0;
  for (int i = 0; i < 64; ++i) differ += got[i] != moved[i];
  QCHECK_GT(differ, 32u);
}

QTEST(led_map, fills_check_inputs_and_stay_in_bounds) {
  // alignas: the guarded bytes are used as arrays of wider types (uint16, rgb16, point2).
  alignas(8) static led_test::guarded<3 * 40> buf;
  alignas(8) static led_test::guarded<2 * 40> vbuf;
  q16 xs[40] = {};
  point2 p2[40] = {};
  point3 p3[40] = {};
  for (int i = 0; i < 40; ++i) {
    xs[i] = i * 40000;
    p2[i] = point2{i * 30000, -i * 20000};
    p3[i] = point3{i * 30000, 7, -i * 20000};
  }
  const noise_params p = params_variant(1);
  auto* px = reinterpret_cast<rgb8*>(buf.data());
  auto* pv = reinterpret_cast<std::uint16_t*>(vbuf.data());
  const auto bad_inputs = [&](const auto* map) {
    const auto none = decltype(map){nullptr};
    buf.fill(led_test::guard_value);
    vbuf.fill(led_test::guard_value);
    QCHECK(fill_map(px, map, 0, palettes::fire, p, 0) == status::empty);
    QCHECK(fill_map(static_cast<rgb8*>(nullptr), none, 0, palettes::fire, p, 0) == status::empty);
    QCHECK(fill_map(static_cast<rgb8*>(nullptr), map, 5, palettes::fire, p, 0) == status::null_buffer);
    QCHECK(fill_map(px, none, 5, palettes::fire, p, 0) == status::null_buffer);
    QCHECK(fill_map(px, map, 65536, palettes::fire, p, 0) == status::too_large);
    QCHECK(fill_map(px, map, static_cast<std::size_t>(-1), palettes::fire, p, 0, integer_hash{1}) ==
           status::too_large);
    QCHECK(fill_map_values(pv, map, 0, p, 0) == status::empty);
    QCHECK(fill_map_values(static_cast<std::uint16_t*>(nullptr), map, 3, p, 0) == status::null_buffer);
    QCHECK(fill_map_values(pv, none, 3, p, 0, integer_hash{1}) == status::null_buffer);
    QCHECK(fill_map_values(pv, map, 70000, p, 0) == status::too_large);
    QCHECK(fill_map16(reinterpret_cast<rgb16*>(buf.data()), map, 0, palettes::fire, p, 0) == status::empty);
    QCHECK(fill_map16(static_cast<rgb16*>(nullptr), map, 4, palettes::fire, p, 0) == status::null_buffer);
    QCHECK(fill_map16(reinterpret_cast<rgb16*>(buf.data()), none, 4, palettes::fire, p, 0) == status::null_buffer);
    QCHECK(fill_map16(reinterpret_cast<rgb16*>(buf.data()), map, 65536, palettes::fire, p, 0, integer_hash{2}) ==
           status::too_large);
    QCHECK(buf.untouched());
    QCHECK(vbuf.untouched());
    for (std::size_t n : {std::size_t{1}, std::size_t{17}, std::size_t{40}}) {
      buf.fill(led_test::guard_value);
      vbuf.fill(led_test::guard_value);
      QCHECK(fill_map(px, map, n, palettes::fire, p, 65536) == status::ok);
      QCHECK(fill_map_values(pv, map, n, p, 65536) == status::ok);
      QCHECK(buf.intact_from(3 * n));
      QCHECK(vbuf.intact_from(2 * n));
      // fill_map16 is lerp16 of the levels (its 6 bytes per LED fit the buffer for n <= 20).
      if (n <= 20) {
        buf.fill(led_test::guard_value);
        auto* wide = reinterpret_cast<rgb16*>(buf.data());
        QCHECK(fill_map16(wide, map, n, palettes::fire, p, 65536) == status::ok);
        QCHECK(buf.intact_from(6 * n));
        for (std::size_t i = 0; i < n; ++i) QCHECK(wide[i] == lerp16(palettes::fire, pv[i]));
      }
    }
  };
  bad_inputs(static_cast<const q16*>(xs));
  bad_inputs(static_cast<const point2*>(p2));
  bad_inputs(static_cast<const point3*>(p3));
}

QTEST(led_map, ring_points_lie_on_the_circle) {
  alignas(8) static led_test::guarded<sizeof(point2) * 60> buf;
  auto* ring = reinterpret_cast<point2*>(buf.data());
  const point2 c{1000000, -2000000};
  for (std::size_t n : {std::size_t{1}, std::size_t{3}, std::size_t{24}, std::size_t{60}}) {
    for (q16 radius : {65536, 10 * 65536 + 12345, 1000 * 65536}) {
      buf.fill(led_test::guard_value);
      QCHECK(map_ring(ring, n, radius, c, 4096) == status::ok);
      QCHECK(buf.intact_from(sizeof(point2) * n));
      for (std::size_t i = 0; i < n; ++i) {
        // |distance - radius| <= radius * 2^-16 + 1 LSB (the trig is within 0.81 LSB).
        const std::int64_t dx = static_cast<std::int64_t>(ring[i].x) - c.x;
        const std::int64_t dy = static_cast<std::int64_t>(ring[i].y) - c.y;
        const std::int64_t d2 = dx * dx + dy * dy;
        const std::int64_t tol = radius / 65536 + 2;
        QCHECK_LE(d2, (static_cast<std::int64_t>(radius) + tol) * (radius + tol));
        QCHECK_GE(d2, (static_cast<std::int64_t>(radius) - tol) * (radius - tol));
      }
      if (n >= 3) {  // counter-clockwise from 4096 (22.5 degrees): point 0 in the first quadrant
        QCHECK_GT(ring[0].x - c.x, 0);
        QCHECK_GT(ring[0].y - c.y, 0);
      }
    }
  }
  buf.fill(led_test::guard_value);
  QCHECK(map_ring(ring, 0, 65536) == status::empty);
  QCHECK(map_ring(nullptr, 0, 65536) == status::empty);
  QCHECK(map_ring(nullptr, 4, 65536) == status::null_buffer);
  QCHECK(map_ring(ring, 65536, 65536) == status::too_large);
  QCHECK(buf.untouched());
  // Exact quarter points, and no UB with extreme radius and centre (wrapping).
  point2 q[8];
  QCHECK(map_ring(q, 8, 65536 * 5) == status::ok);
  QCHECK(q[0] == (point2{5 * 65536, 0}));
  QCHECK(q[2] == (point2{0, 5 * 65536}));
  QCHECK(q[4] == (point2{-5 * 65536, 0}));
  QCHECK(q[6] == (point2{0, -5 * 65536}));
  QCHECK(q[1].x == q[1].y && q[1].x > 0);
  QCHECK(map_ring(q, 8, -0x7FFFFFFF - 1, point2{0x7FFFFFFF, -0x7FFFFFFF - 1}, 0xFFFFFFFFu) == status::ok);
}

QTEST(led_map, spiral_runs_from_inner_to_outer) {
  alignas(8) static led_test::guarded<sizeof(point2) * 100> buf;
  auto* s = reinterpret_cast<point2*>(buf.data());
  QCHECK(map_spiral(s, 100, 3 * 65536 + 16384, 65536, 8 * 65536) == status::ok);
  QCHECK(buf.intact_from(sizeof(point2) * 100));
  QCHECK(s[0] == (point2{65536, 0}));
  QCHECK(s[99] == (point2{0, 8 * 65536}));  // 3.25 turns end on the +y axis
  std::int64_t prev = 0;
  for (int i = 0; i < 100; ++i) {  // radius grows by 7/99 LED per point (within rounding)
    const std::int64_t d2 = static_cast<std::int64_t>(s[i].x) * s[i].x + static_cast<std::int64_t>(s[i].y) * s[i].y;
    const std::int64_t r = 65536 + (7 * 65536LL * i + 49) / 99;
    QCHECK_LE(d2, (r + 10) * (r + 10));  // rounding, and 0.81 LSB of trig error x 8
    QCHECK_GE(d2, (r - 10) * (r - 10));
    QCHECK_GT(d2, prev);
    prev = d2;
  }
  point2 one[1];
  QCHECK(map_spiral(one, 1, 65536, 5 * 65536, 9 * 65536, point2{7, 8}) == status::ok);
  QCHECK(one[0] == (point2{5 * 65536 + 7, 8}));
  buf.fill(led_test::guard_value);
  QCHECK(map_spiral(s, 0, 65536, 0, 65536) == status::empty);
  QCHECK(map_spiral(nullptr, 3, 65536, 0, 65536) == status::null_buffer);
  QCHECK(map_spiral(s, 65536, 65536, 0, 65536) == status::too_large);
  QCHECK(buf.untouched());
  QCHECK(map_spiral(one, 1, -0x7FFFFFFF - 1, 0x7FFFFFFF, -0x7FFFFFFF - 1, point2{-1, 0x7FFFFFFF}, 7) == status::ok);
}

QTEST(led_map, panel_layouts_and_status) {
  alignas(8) static led_test::guarded<sizeof(point2) * 24> buf;
  auto* m = reinterpret_cast<point2*>(buf.data());
  QCHECK(map_panel(m, 24, 4, 3, layout::serpentine) == status::ok);
  QCHECK(buf.intact_from(sizeof(point2) * 12));
  const int serp[12][2] = {{0, 0}, {1, 0}, {2, 0}, {3, 0}, {3, 1}, {2, 1},
                           {1, 1}, {0, 1}, {0, 2}, {1, 2}, {2, 2}, {3, 2}};
  for (int i = 0; i < 12; ++i) QCHECK(m[i] == (point2{serp[i][0] * 65536, serp[i][1] * 65536}));
  QCHECK(map_panel(m, 12, 4, 3, layout::row_major) == status::ok);
  for (int i = 0; i < 12; ++i) QCHECK(m[i] == (point2{(i % 4) * 65536, (i / 4) * 65536}));
  buf.fill(led_test::guard_value);
  QCHECK(map_panel(m, 24, 4, 3, layout::ssd1306_pages) == status::bad_layout);
  QCHECK(map_panel(m, 24, 4, 3, static_cast<layout>(9)) == status::bad_layout);
  QCHECK(map_panel(nullptr, 0, 0, 3, static_cast<layout>(9)) == status::bad_layout);
  QCHECK(map_panel(m, 24, 0, 3) == status::empty);
  QCHECK(map_panel(nullptr, 24, 4, 0) == status::empty);
  QCHECK(map_panel(nullptr, 24, 4, 3) == status::null_buffer);
  QCHECK(map_panel(m, 24, 32768, 1) == status::too_large);
  QCHECK(map_panel(m, 24, 256, 257) == status::too_large);
  QCHECK(map_panel(m, 24, 0xFFFFFFFFu, 0xFFFFFFFFu) == status::too_large);
  QCHECK(map_panel(m, 11, 4, 3) == status::buffer_too_small);
  QCHECK(buf.untouched());
  point2 wide[2];
  QCHECK(map_panel(wide, 2, 1, 2) == status::ok);
  QCHECK(wide[1] == (point2{0, 65536}));
}

QTEST(led_map, normalize_scales_to_unit_coordinates) {
  point2 m[3] = {{-10 * 65536, 5 * 65536}, {30 * 65536, 5 * 65536}, {10 * 65536, 25 * 65536}};
  point2 f[3] = {m[0], m[1], m[2]};
  QCHECK(normalize_map(m, 3) == status::ok);  // extents 40 and 20: one factor 1/40
  QCHECK(m[0] == (point2{0, 0}));
  QCHECK(m[1] == (point2{65536, 0}));
  QCHECK(m[2] == (point2{32768, 32768}));
  QCHECK(normalize_map(f, 3, map_fit::fill) == status::ok);
  QCHECK(f[2] == (point2{32768, 65536}));
  // The whole int32 range, and a flat axis.
  point2 e[3] = {{-0x7FFFFFFF - 1, 4}, {0x7FFFFFFF, 4}, {0, 4}};
  QCHECK(normalize_map(e, 3) == status::ok);
  QCHECK(e[0] == (point2{0, 0}));
  QCHECK(e[1] == (point2{65536, 0}));
  QCHECK(e[2] == (point2{32768, 0}));  // 2^31 / (2^32 - 1) * 65536 = 32768.0000076
  point3 c[2] = {{1, 2, 3}, {1 + 65536, 2 + 4 * 65536, 3 + 2 * 65536}};
  point3 d[2] = {c[0], c[1]};
  QCHECK(normalize_map(c, 2) == status::ok);
  QCHECK(c[1] == (point3{16384, 65536, 32768}));
  QCHECK(normalize_map(d, 2, map_fit::fill) == status::ok);
  QCHECK(d[1] == (point3{65536, 65536, 65536}));
  QCHECK(d[0] == (point3{0, 0, 0}));
  // unit_ratio against a 64-bit division, rounded half up.
  led_test::rng r;
  std::uint32_t bad = 0;
  for (int i = 0; i < 20000; ++i) {
    std::uint32_t a = r.next() >> (r.next() & 31u), b = r.next() >> (r.next() & 31u);
    if (a > b) {
      const std::uint32_t tmp = a;
      a = b;
      b = tmp;
    }
    if (b == 0) continue;
    const std::uint64_t want = ((std::uint64_t{a} << 17) / b + 1u) >> 1;
    bad += static_cast<std::uint64_t>(led::detail::unit_ratio(a, b)) != want;
  }
  QCHECK_EQ(bad, 0u);
  // Status: nothing changed unless ok.
  QCHECK(normalize_map(static_cast<point2*>(nullptr), 0) == status::empty);
  QCHECK(normalize_map(static_cast<point3*>(nullptr), 2) == status::null_buffer);
  QCHECK(normalize_map(m, 65536) == status::too_large);
  point2 keep[2] = {{5, 6}, {7, 8}};
  QCHECK(normalize_map(keep, 2, static_cast<map_fit>(7)) == status::bad_layout);
  QCHECK(keep[0] == (point2{5, 6}));
  QCHECK(keep[1] == (point2{7, 8}));
}
