// SPDX-License-Identifier: MIT
// Strict-warnings probe: includes every public header and instantiates every public entry
// point (each overload, each lattice kind, every LED fill, effect, palette, blend,
// transition and render with a user shader). tests/strict/CMakeLists.txt compiles it with
// -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion -Wold-style-cast
// -Wcast-align -Wdouble-promotion -Wundef -Wnull-dereference -Werror under g++ and clang++
// (C++17, C++20) and arm-none-eabi-g++ (Cortex-M0, M4F), so a new warning in any header
// fails a named ctest entry. Compile only: nothing here is run.
#include <cstddef>
#include <cstdint>

#include "qnoise/derivative.hpp"
#include "qnoise/fade.hpp"
#include "qnoise/fixed.hpp"
#include "qnoise/fractal.hpp"
#include "qnoise/fractal_row.hpp"
#include "qnoise/hash.hpp"
#include "qnoise/led.hpp"
#include "qnoise/led/blend.hpp"
#include "qnoise/led/cellular.hpp"
#include "qnoise/led/color.hpp"
#include "qnoise/led/dither.hpp"
#include "qnoise/led/effects.hpp"
#include "qnoise/led/field.hpp"
#include "qnoise/led/map.hpp"
#include "qnoise/led/flow.hpp"
#include "qnoise/led/matrix.hpp"
#include "qnoise/led/palette.hpp"
#include "qnoise/led/strip.hpp"
#include "qnoise/led/trig.hpp"
#include "qnoise/led/warped.hpp"
#include "qnoise/periodic.hpp"
#include "qnoise/periodic_row.hpp"
#include "qnoise/perlin.hpp"
#include "qnoise/perlin4.hpp"
#include "qnoise/permutation.hpp"
#include "qnoise/qnoise.hpp"
#include "qnoise/row.hpp"
#include "qnoise/seed.hpp"
#include "qnoise/value.hpp"

namespace strict {

using qnoise::q16;
namespace led = qnoise::led;
namespace fx = qnoise::led::effects;

volatile std::int32_t g_in = 12345;
volatile std::uint32_t g_u = 777u;
volatile std::int32_t g_sink = 0;

inline void use(std::int32_t v) { g_sink = g_sink + v; }
inline void use(led::status s) { g_sink = g_sink + static_cast<std::int32_t>(s); }
inline void use(led::rgb8 c) { g_sink = g_sink + c.r + c.g + c.b; }

// Every core entry point on one lattice type.
template <class Lattice>
void noise_on(const Lattice& l) {
  const q16 x = g_in, y = g_in + 1, z = g_in + 2, w = g_in + 3;
  use(qnoise::perlin(x, l));
  use(qnoise::perlin(x, y, l));
  use(qnoise::perlin(x, y, z, l));
  use(qnoise::perlin(x, y, z, w, l));
  q16 row[8] = {};
  qnoise::perlin_row(row, 8, x, 3277, l);
  qnoise::perlin_row(row, 8, x, 3277, y, l);
  qnoise::perlin_row(row, 8, x, 3277, y, z, l);
  use(row[7]);
  const auto d1 = qnoise::perlin_with_derivative(x, l);
  const auto d2 = qnoise::perlin_with_derivative(x, y, l);
  const auto d3 = qnoise::perlin_with_derivative(x, y, z, l);
  use(d1.value + d2.value + d3.value);
  const qnoise::fractal_params fp = qnoise::make_fractal(g_u);
  qnoise::fbm_row(row, 8, x, 3277, fp, l);
  qnoise::turbulence_row(row, 8, x, 3277, y, fp, l);
  qnoise::billow_row(row, 8, x, 3277, y, z, fp, l);
  qnoise::ridged_row(row, 8, x, 3277, y, fp, l);
  use(row[7]);
  const qnoise::period p = qnoise::make_period(g_u);
  use(qnoise::perlin_periodic(x, p, l));
  use(qnoise::perlin_periodic(x, y, p, p, l));
  use(qnoise::perlin_periodic(x, y, z, p, p, p, l));
  qnoise::perlin_periodic_row(row, 8, x, 3277, p, l);
  qnoise::perlin_periodic_row(row, 8, x, 3277, y, p, p, l);
  qnoise::perlin_periodic_row(row, 8, x, 3277, y, z, p, p, p, l);
  use(row[7]);
  const qnoise::loop lp = qnoise::make_loop(g_u, 4);
  qnoise::loop_row(row, 8, x, 3277, g_u, lp, l);
  qnoise::loop_row(row, 8, x, 3277, y, g_u, lp, l);
  use(row[7]);
  use(qnoise::loop_noise(x, g_u, lp, l));
  use(qnoise::loop_noise(x, y, g_u, lp, l));
}

template <class Basis, class Lattice>
void fractals_on(const Lattice& l) {
  const q16 x = g_in, y = g_in + 1, z = g_in + 2;
  const qnoise::fractal_params p = qnoise::make_fractal(g_u, 2 * 65536, 32768, g_u, 65536);
  use(qnoise::fbm<Basis>(x, p, l) + qnoise::fbm<Basis>(x, y, p, l) + qnoise::fbm<Basis>(x, y, z, p, l));
  use(qnoise::turbulence<Basis>(x, p, l) + qnoise::turbulence<Basis>(x, y, p, l) +
      qnoise::turbulence<Basis>(x, y, z, p, l));
  use(qnoise::billow<Basis>(x, p, l) + qnoise::billow<Basis>(x, y, p, l) + qnoise::billow<Basis>(x, y, z, p, l));
  use(qnoise::ridged<Basis>(x, p, l) + qnoise::ridged<Basis>(x, y, p, l) + qnoise::ridged<Basis>(x, y, z, p, l));
  const qnoise::fractal_tiling t = qnoise::make_tiling(p, 8, 8, 8);
  use(qnoise::fbm_tiled<Basis>(x, p, t, l) + qnoise::fbm_tiled<Basis>(x, y, p, t, l) +
      qnoise::fbm_tiled<Basis>(x, y, z, p, t, l));
  use(qnoise::turbulence_tiled<Basis>(x, p, t, l) + qnoise::turbulence_tiled<Basis>(x, y, p, t, l) +
      qnoise::turbulence_tiled<Basis>(x, y, z, p, t, l));
  use(qnoise::billow_tiled<Basis>(x, p, t, l) + qnoise::billow_tiled<Basis>(x, y, p, t, l) +
      qnoise::billow_tiled<Basis>(x, y, z, p, t, l));
  use(qnoise::ridged_tiled<Basis>(x, p, t, l) + qnoise::ridged_tiled<Basis>(x, y, p, t, l) +
      qnoise::ridged_tiled<Basis>(x, y, z, p, t, l));
}

template <class Interp, bool Smoothed, class Lattice>
void value_on(const Lattice& l) {
  const q16 x = g_in, y = g_in + 1, z = g_in + 2;
  use(qnoise::value_noise<Interp, Smoothed>(x, l) + qnoise::value_noise<Interp, Smoothed>(x, y, l) +
      qnoise::value_noise<Interp, Smoothed>(x, y, z, l));
  const qnoise::period p = qnoise::make_period(g_u);
  use(qnoise::value_periodic<Interp, Smoothed>(x, p, l) + qnoise::value_periodic<Interp, Smoothed>(x, y, p, p, l) +
      qnoise::value_periodic<Interp, Smoothed>(x, y, z, p, p, p, l));
}

template <class Interp, bool Smoothed>
void value_all() {
  const q16 x = g_in, y = g_in + 1, z = g_in + 2;
  value_on<Interp, Smoothed>(qnoise::integer_hash{g_u});
  value_on<Interp, Smoothed>(qnoise::perlin_permutation);
  value_on<Interp, Smoothed>(qnoise::elias_hash{g_u});
  use(qnoise::value_noise<Interp, Smoothed>(x) + qnoise::value_noise<Interp, Smoothed>(x, y) +
      qnoise::value_noise<Interp, Smoothed>(x, y, z));
  const qnoise::seed s = qnoise::make_seed(g_u);
  use(qnoise::value_noise<Interp, Smoothed>(x, s) + qnoise::value_noise<Interp, Smoothed>(x, y, s) +
      qnoise::value_noise<Interp, Smoothed>(x, y, z, s));
}

void core() {
  const q16 x = g_in, y = g_in + 1, z = g_in + 2, w = g_in + 3;
  const std::uint32_t u = g_u;
  // fixed.hpp
  use(qnoise::to_signed(u) + qnoise::asr(x, u) + qnoise::mul_weight(x, y) + qnoise::mul_weight_wide(x, y) +
      qnoise::mul_weight_narrow(x, y) + qnoise::mul_weight_dsp(x, y) + qnoise::lerp(x, y, z) +
      qnoise::lerp_q23(x, y, z) + qnoise::lerp_q23_wide(x, y, z) + qnoise::lerp_q23_narrow(x, y, z) +
      qnoise::lerp_q23_dsp(x, y, z) + qnoise::lerp_q23_by(x, y, z) + qnoise::lerp_q23_by_wide(x, y, z) +
      qnoise::lerp_q23_by_narrow(x, y, z) + qnoise::lerp_q23_by_dsp(x, y, z) + qnoise::q16_mul(x, y) +
      qnoise::q16_from_int(x) + qnoise::q16_floor(x) + qnoise::q16_fract(x));
  // fade.hpp
  use(qnoise::fade_quintic(x) + qnoise::fade_cubic(x) + qnoise::fade_cosine(x) + qnoise::fade_linear(x) +
      qnoise::quintic_fade::apply(u) + qnoise::cubic_fade::apply(u) + qnoise::cosine_fade::apply(u) +
      qnoise::linear_fade::apply(u));
  // hash, permutation, seed
  use(qnoise::to_signed(qnoise::hash32(u) ^ qnoise::derive_seed(u, u)));
  std::uint32_t state = u;
  use(qnoise::to_signed(qnoise::splitmix32_next(state)));
  const qnoise::permutation perm = qnoise::make_permutation(u);
  const qnoise::seed s = qnoise::make_seed(u);
  {
    q16 row[8] = {};
    const qnoise::loop lp = qnoise::make_loop(u, 4);
    qnoise::loop_row(row, 8, x, 3277, u, lp, s);
    const qnoise::period pp = qnoise::make_period(u);
    qnoise::perlin_periodic_row(row, 8, x, 3277, pp, s);
    qnoise::perlin_periodic_row(row, 8, x, 3277, y, pp, pp, s);
    qnoise::perlin_periodic_row(row, 8, x, 3277, y, z, pp, pp, pp, s);
    qnoise::loop_row(row, 8, x, 3277, y, u, lp, s);
    use(row[7]);
  }
  // perlin: default lattice, every overload of perlin / perlin_u16 / perlin_u8
  use(qnoise::perlin(x) + qnoise::perlin(x, y) + qnoise::perlin(x, y, z) + qnoise::perlin(x, y, z, w));
  use(qnoise::perlin_u16(x) + qnoise::perlin_u16(x, y) + qnoise::perlin_u16(x, y, z) + qnoise::perlin_u16(x, y, z, w));
  use(qnoise::perlin_u8(x) + qnoise::perlin_u8(x, y) + qnoise::perlin_u8(x, y, z) + qnoise::perlin_u8(x, y, z, w));
  use(qnoise::to_unorm16<qnoise::perlin3_bound>(x));
  use(qnoise::perlin(x, s) + qnoise::perlin(x, y, s) + qnoise::perlin(x, y, z, s) + qnoise::perlin(x, y, z, w, s));
  noise_on(qnoise::perlin_permutation);
  noise_on(perm);
  noise_on(qnoise::integer_hash{u});
  // simplex, curl, worley, warp, 4D fractals, anim_time
  use(qnoise::simplex(x, y) + qnoise::simplex(x, y, z) + qnoise::simplex(x, y, s) + qnoise::simplex(x, y, z, s));
  use(qnoise::simplex(x, y, perm) + qnoise::simplex(x, y, z, qnoise::integer_hash{u}));
  use(qnoise::simplex_u16(x, y) + qnoise::simplex_u8(x, y, z));
  use(qnoise::curl(x, y).x + qnoise::curl(x, y, z).z);
  use(qnoise::worley(x, y).f1 + qnoise::worley(x, y, z).f2 + qnoise::worley(x, y, s).f1);
  use(qnoise::worley<qnoise::manhattan>(x, y).f1 + qnoise::worley<qnoise::euclidean_squared>(x, y, z).f2);
  const qnoise::warp_params wp = qnoise::make_warp(g_in, g_u);
  use(qnoise::warp(x, y, wp).x + qnoise::warp(x, y, z, wp).z + qnoise::warp_progressive(x, y, wp).y);
  const qnoise::fractal_params fp4 = qnoise::make_fractal(g_u);
  use(qnoise::fbm(x, y, z, w, fp4) + qnoise::ridged(x, y, z, w, fp4) + qnoise::billow(x, y, z, w, fp4) +
      qnoise::turbulence(x, y, z, w, fp4));
  use(qnoise::anim_time::from_millis(g_u).seconds() + qnoise::anim_time::from_frames(g_u, 60).phase(g_in));
  // rows, derivatives, periodic, loops on the default lattice and seeds
  q16 row[8] = {};
  qnoise::perlin_row(row, 8, x, 3277);
  qnoise::perlin_row(row, 8, x, 3277, y);
  qnoise::perlin_row(row, 8, x, 3277, y, z);
  qnoise::perlin_row(row, 8, x, 3277, s);
  qnoise::perlin_row(row, 8, x, 3277, y, s);
  qnoise::perlin_row(row, 8, x, 3277, y, z, s);
  use(row[0]);
  use(qnoise::perlin_with_derivative(x).value + qnoise::perlin_with_derivative(x, y).value +
      qnoise::perlin_with_derivative(x, y, z).value + qnoise::perlin_with_derivative(x, s).value +
      qnoise::perlin_with_derivative(x, y, s).value + qnoise::perlin_with_derivative(x, y, z, s).value);
  const qnoise::period p = qnoise::make_period(u);
  use(qnoise::perlin_periodic(x, p) + qnoise::perlin_periodic(x, y, p, p) + qnoise::perlin_periodic(x, y, z, p, p, p));
  use(qnoise::perlin_periodic(x, p, s) + qnoise::perlin_periodic(x, y, p, p, s) +
      qnoise::perlin_periodic(x, y, z, p, p, p, s));
  const qnoise::loop lp = qnoise::make_loop(u, u);
  use(qnoise::to_signed(qnoise::loop_frame(u, lp)) + qnoise::loop_time(u, lp) + qnoise::loop_noise(x, u, lp) +
      qnoise::loop_noise(x, y, u, lp) + qnoise::loop_noise(x, u, lp, s) + qnoise::loop_noise(x, y, u, lp, s));
  // value noise: every interpolation, smoothed or not, every lattice, seeds
  value_all<qnoise::quintic_fade, false>();
  value_all<qnoise::cubic_fade, true>();
  value_all<qnoise::cosine_fade, false>();
  value_all<qnoise::linear_fade, true>();
  value_all<qnoise::catmull_rom, false>();
  value_all<qnoise::catmull_rom, true>();
  use(qnoise::elias_noise(x, u) + qnoise::catmull_rom_interpolate(x, y, z, w, x));
  // fractals: perlin and value bases, every kind, tiled, compile-time parameters
  fractals_on<qnoise::perlin_basis>(qnoise::perlin_permutation);
  fractals_on<qnoise::perlin_basis>(qnoise::integer_hash{u});
  fractals_on<qnoise::value_basis<>>(qnoise::perlin_permutation);
  fractals_on<qnoise::value_basis<qnoise::catmull_rom, true>>(qnoise::integer_hash{u});
  constexpr qnoise::fractal_params fp = qnoise::fractal<4>();
  use(qnoise::fbm(x, fp) + qnoise::turbulence(x, y, fp) + qnoise::billow(x, y, z, fp) + qnoise::ridged(x, fp));
}

// A user shader (render's documented interface).
struct gradient_shader {
  std::uint32_t y = 0;
  void begin_row(std::uint32_t row) noexcept { y = row; }
  led::rgb8 pixel(std::uint32_t x) noexcept {
    return led::rgb8{static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y), 0};
  }
};

constexpr led::rgb8 rainbow_entry(std::uint8_t i) noexcept { return led::hsv(i, 255, 255); }

template <class Lattice>
void led_on(const Lattice& l, const led::framebuffer& fb, led::rgb8* strip, std::uint16_t* values) {
  const q16 t = g_in;
  const led::noise_params p{};
  use(led::fill_strip(strip, 16, led::palettes::lava, p, t, l));
  use(led::fill_strip_values(values, 16, p, t, l));
  use(led::fill_matrix(fb, led::palettes::clouds, p, t, l));
  led::noise_row<Lattice, 2> r2(l, p, 0, t, 16);
  led::noise_row<Lattice, 3> r3(l, p, 1, t);
  use(r2(3) + r2.raw(4) + r3(5));
  r3.reset(p, 2, t);
  led::noise_shader_values<Lattice> values_shader(l, p, t, fb.width);
  values_shader.begin_row(0);
  use(values_shader.value(1) + values_shader.raw(2));
  use(led::render(fb, led::palette_shader<Lattice>(led::palettes::ocean, l, p, t, fb.width)));
  use(led::render(fb, fx::fire_shader<Lattice>(l, fb.width, fb.height, t, g_u)));
  use(led::render(fb, fx::marble_shader<Lattice>(l, p, t, fb.width, 1638, led::palettes::marble)));
  use(led::render(fb, fx::wood_shader<Lattice>(l, p, t, fb.width)));
  use(led::render(fb, fx::plasma_shader<Lattice>(l, p, t, fb.width, led::palettes::rainbow)));
  led::rgb8 a[16] = {}, b[16] = {};
  const led::noise_transition tr{};
  use(led::blend_strip(strip, a, b, 16, tr, g_u, l));
  gradient_shader sa, sb;
  led::transition_shader<gradient_shader, gradient_shader, Lattice> ts(sa, sb, tr, g_u, l, fb.width);
  use(led::render(fb, ts));
  use(led::render_transition(fb, sa, sb, tr, g_u, l));
  // map.hpp, lattice overloads: 1D, 2D and 3D maps
  static q16 map1[16];
  static led::point2 map2[16];
  static led::point3 map3[16];
  use(led::fill_map(strip, map1, 16, led::palettes::lava, p, t, l));
  use(led::fill_map(strip, map2, 16, led::palettes::lava, p, t, l));
  use(led::fill_map(strip, map3, 16, led::palettes::lava, p, t, l));
  use(led::fill_map_values(values, map1, 16, p, t, l));
  use(led::fill_map_values(values, map2, 16, p, t, l));
  use(led::fill_map_values(values, map3, 16, p, t, l));
  // dither.hpp, lattice overload
  static led::rgb16 wide[16];
  use(led::fill_strip16(wide, 16, led::palettes::lava, p, t, l));
  use(led::fill_map16(wide, map1, 16, led::palettes::lava, p, t, l));
  use(led::fill_map16(wide, map2, 16, led::palettes::lava, p, t, l));
  use(led::fill_map16(wide, map3, 16, led::palettes::lava, p, t, l));
}

void led_all() {
  static std::uint8_t mem[16 * 8 * 3];
  static led::rgb8 strip[16];
  static std::uint16_t values[16];
  const q16 t = g_in;
  const std::uint32_t u = g_u;
  led::framebuffer fb{mem, sizeof mem, 16, 8, led::pixel_format::rgb888, led::layout::serpentine, 0};
  led_on(qnoise::perlin_permutation, fb, strip, values);
  led_on(qnoise::integer_hash{u}, fb, strip, values);
  const qnoise::permutation perm = qnoise::make_permutation(u);
  led_on(perm, fb, strip, values);
  // color.hpp
  const led::rgb8 c{1, 2, 3};
  use(led::mul255(c.r, c.g) + led::blend8(c.r, c.g, u) + led::luma(c) + led::to_rgb565(c));
  use(led::blend(c, c, u));
  use(led::scale(c, 7));
  use(led::hsv(c.r, c.g, c.b));
  led::scale(strip, 16, 200);
  const led::table8 gamma = led::make_gamma_table(g_in, c.b);
  const led::table8 bright = led::make_brightness_table(c.g);
  led::apply(strip, 16, gamma);
  led::apply(strip, 16, bright);
  led::apply(strip, 16, led::gamma22);
  use(gamma[c.r] + bright[c.g]);
  // palette.hpp
  constexpr led::gradient_stop stops[] = {{0, {0, 0, 0}}, {128, {255, 0, 0}}, {255, {255, 255, 255}}};
  constexpr led::rgb8 bands[] = {{1, 2, 3}, {4, 5, 6}};
  static constexpr led::palette256 g = led::make_gradient(stops);
  static constexpr led::palette256 bnd = led::make_bands(bands);
  static constexpr led::palette256 fn = led::make_palette(rainbow_entry);
  static constexpr led::palette256 ex = led::expand(led::palettes::party16);
  use(g[c.r]);
  use(bnd.at16(static_cast<std::uint16_t>(u)));
  use(fn[c.g]);
  use(ex[c.b]);
  use(led::palettes::grey[1]);
  use(led::palettes::fire[1]);
  use(led::palettes::bands[1]);
  use(led::palettes::wood[1]);
  use(led::palettes::candle[1]);
  use(led::palettes::forest[1]);
  use(led::palettes::aurora[1]);
  // trig.hpp
  use(led::sin_turn(u) + led::cos_turn(u) + led::sin_u8(u));
  // blend.hpp
  use(led::adjust_levels(static_cast<std::uint16_t>(u), 100, 200) +
      static_cast<std::int32_t>(led::transition_weight(static_cast<std::uint16_t>(u), u, u)));
  const led::noise_transition tr{};
  led::rgb8 a[16] = {}, b[16] = {};
  use(led::blend_strip(strip, a, b, 16, tr, u));
  gradient_shader sa, sb;
  use(led::render_transition(fb, sa, sb, tr, u));
  // matrix.hpp
  std::size_t bytes = 0;
  use(led::required_bytes(16, 8, led::pixel_format::mono1, led::layout::ssd1306_pages, bytes));
  use(led::validate(fb, bytes));
  use(static_cast<std::int32_t>(led::checked_mul(bytes, u, bytes)) + static_cast<std::int32_t>(led::ceil8(u)) +
      static_cast<std::int32_t>(led::dither_on(c.r, u, u)));
  use(led::render(fb, gradient_shader{}));
  gradient_shader named;
  use(led::render(fb, named));
  use(led::render(fb, led::per_pixel([](std::uint32_t x, std::uint32_t y) {
        return led::rgb8{static_cast<std::uint8_t>(x ^ y), 0, 0};
      })));
  // map.hpp: default lattice, map writers
  const led::noise_params mp{};
  static q16 m1[16];
  static led::point2 m2[16];
  static led::point3 m3[16];
  use(led::check_map(strip, m2, 16));
  use(led::map_ring(m2, 16, g_in, led::point2{g_in, g_in}, u));
  use(led::map_spiral(m2, 16, g_in, g_in, g_in, led::point2{}, u));
  use(led::map_panel(m2, 16, 4, 4, led::layout::row_major));
  use(led::normalize_map(m2, 16, led::map_fit::fill));
  use(led::normalize_map(m3, 16));
  use(static_cast<std::int32_t>(m2[1] == m2[2]) + static_cast<std::int32_t>(m3[1] != m3[2]));
  use(led::fill_map(strip, m1, 16, led::palettes::lava, mp, t));
  use(led::fill_map(strip, m2, 16, led::palettes::lava, mp, t));
  use(led::fill_map(strip, m3, 16, led::palettes::lava, mp, t));
  use(led::fill_map_values(values, m1, 16, mp, t));
  use(led::fill_map_values(values, m2, 16, mp, t));
  use(led::fill_map_values(values, m3, 16, mp, t));
  // dither.hpp
  static led::rgb16 w16[16];
  static led::dither_state ds[16];
  static std::uint8_t ch8[16], st8[16];
  static std::uint16_t ch16[16];
  use(led::fill_strip16(w16, 16, led::palettes::lava, mp, t));
  use(led::fill_map16(w16, m1, 16, led::palettes::lava, mp, t));
  use(led::fill_map16(w16, m2, 16, led::palettes::lava, mp, t));
  use(led::fill_map16(w16, m3, 16, led::palettes::lava, mp, t));
  led::scale16(w16, 16, static_cast<std::uint16_t>(u));
  const led::rgb16 one = led::scale16(led::to_rgb16(c), led::mul65535(c.r, c.g));
  use(led::dither(strip, w16, ds, 16));
  use(led::dither(ch8, ch16, st8, 16));
  use(led::init_dither(ds, 16, u));
  use(led::dither(one, ds[0]));
  use(led::dither(led::lerp16(led::palettes::lava, c.b), ds[1]));
  use(led::dither8(ch16[0], st8[0]) + static_cast<std::int32_t>(one == w16[0]) + static_cast<std::int32_t>(one != w16[1]));
  // strip.hpp default lattice
  const led::noise_params p{};
  use(led::check_strip(strip, 16));
  use(led::fill_strip(strip, 16, led::palettes::lava, p, t));
  use(led::fill_strip_values(values, 16, p, t));
  use(led::fill_matrix(fb, led::palettes::clouds, p, t));
  // effects.hpp: every strip and matrix effect
  use(fx::fire(strip, 16, t, u));
  use(fx::candle(strip, 16, t, u));
  use(fx::lava(strip, 16, t, u));
  use(fx::ocean(strip, 16, t, u));
  use(fx::aurora(strip, 16, t, u));
  fx::twinkle_params tw;
  tw.palette = &led::palettes::party;
  tw.seed = u;
  use(fx::twinkle(strip, 16, t, tw));
  fx::breathing_params br;
  br.rate = 16384;
  br.seed = u;
  use(fx::breathing(strip, 16, t, c, br));
  fx::plasma_params pl;
  pl.palette = &led::palettes::rainbow;
  pl.seed = u;
  use(fx::plasma_strip(strip, 16, t, pl));
  fx::fire_matrix_params fm;
  fm.seed = u;
  use(fx::fire_matrix(fb, t, fm));
  fx::clouds_params cl;
  cl.seed = u;
  use(fx::clouds(fb, t, cl));
  fx::lava_lamp_params ll;
  ll.seed = u;
  use(fx::lava_lamp(fb, t, ll));
  fx::ocean_matrix_params om;
  om.seed = u;
  use(fx::ocean_matrix(fb, t, om));
  fx::aurora_matrix_params am;
  am.seed = u;
  use(fx::aurora_matrix(fb, t, am));
  fx::marble_params mb;
  mb.seed = u;
  use(fx::marble(fb, t, mb));
  fx::wood_params wd;
  wd.seed = u;
  use(fx::wood(fb, t, wd));
  use(fx::plasma(fb, t, pl));
  // cellular.hpp, warped.hpp
  fx::stained_glass_params sg;
  sg.seed = u;
  use(fx::stained_glass(fb, t, sg));
  use(led::render(fb, fx::stained_glass_shader(sg, t)));
  fx::caustics_params ca;
  ca.seed = u;
  use(fx::caustics(fb, t, ca));
  use(led::render(fb, fx::caustics_shader(ca, t)));
  fx::ink_params ik;
  ik.seed = u;
  use(fx::ink(fb, t, ik));
  use(led::render(fb, fx::ink_shader(ik, t)));
  use(led::palettes::glass[1]);
  use(led::palettes::water[1]);
  use(led::palettes::ink[1]);
  // flow.hpp
  static fx::flow_particle dots[8];
  static std::uint8_t trail[16 * 8];
  const fx::flow_state fs{dots, 8, trail, sizeof trail, 16, 8};
  fx::flow_params fp;
  fp.seed = u;
  use(fx::flow_check(fs));
  use(fx::flow_start(fs, fp));
  use(fx::flow_step(fs, fp, t, 2184));
  use(fx::flow_velocity(fs, fp, t, t + 1, t).x);
  use(fx::flow_render(fb, fs, fp));
  use(led::render(fb, fx::flow_shader(fs, fp)));
  use(fx::flow(fb, fs, fp, t, 2184));
  use(fx::flow_strip(strip, 16, fs, fp, t, 2184));
  use(led::palettes::comet[1]);
}

}  // namespace strict

// Referenced so that nothing above is discarded before it is compiled.
void qnoise_strict_probe() {
  strict::core();
  strict::led_all();
}
