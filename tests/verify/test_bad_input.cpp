// SPDX-License-Identifier: MIT
// Bad input for every API that takes sizes, pointers or parameters: one test per case,
// checking the documented outcome (clamp, status code, nothing written, ...). The list,
// with the outcomes, is in docs/verification.md. Runs on the host and on every core (no
// heap, small static buffers); UB in any of these would also be caught by the ASan/UBSan
// configuration and by the fuzzer (fuzz/).
#include <cstddef>
#include <cstdint>
#include <initializer_list>

#include "qnoise/qnoise.hpp"
#include "qnoise/seed.hpp"
#include "qtest.hpp"
#if __has_include("qnoise/fractal.hpp")
#include "qnoise/fractal.hpp"
#define BAD_HAS_FRACTAL 1
#endif
#if __has_include("qnoise/periodic.hpp")
#include "qnoise/periodic.hpp"
#define BAD_HAS_PERIODIC 1
#endif
#if __has_include("qnoise/value.hpp")
#include "qnoise/value.hpp"
#define BAD_HAS_VALUE 1
#endif
#if __has_include("qnoise/led.hpp")
#include "qnoise/led.hpp"
#define BAD_HAS_LED 1
#endif

namespace {
using qnoise::q16;
constexpr q16 kExtremes[] = {INT32_MIN, INT32_MIN + 1, -65537, -65536, -1, 0, 1, 65535,
                             65536, 65537, INT32_MAX - 1, INT32_MAX};
}  // namespace

// ------------------------------------------------------------------ core: fixed / fade

QTEST(bad_input, fades_clamp_out_of_range_t) {
  for (q16 t : kExtremes) {
    const q16 expect = t <= 0 ? 0 : (t >= 65536 ? 65536 : -1);
    if (expect < 0) continue;
    QCHECK_EQ(qnoise::fade_quintic(t), expect);
    QCHECK_EQ(qnoise::fade_cubic(t), expect);
    QCHECK_EQ(qnoise::fade_cosine(t), expect);
    QCHECK_EQ(qnoise::fade_linear(t), expect);
  }
}

QTEST(bad_input, q16_from_int_saturates) {
  QCHECK_EQ(qnoise::q16_from_int(32768), INT32_MAX);
  QCHECK_EQ(qnoise::q16_from_int(INT32_MAX), INT32_MAX);
  QCHECK_EQ(qnoise::q16_from_int(-32769), INT32_MIN);
  QCHECK_EQ(qnoise::q16_from_int(INT32_MIN), INT32_MIN);
  QCHECK_EQ(qnoise::q16_from_int(-32768), INT32_MIN);  // exactly representable
}

QTEST(bad_input, q16_mul_saturates) {
  QCHECK_EQ(qnoise::q16_mul(INT32_MAX, INT32_MAX), INT32_MAX);
  QCHECK_EQ(qnoise::q16_mul(INT32_MIN, INT32_MIN), INT32_MAX);
  QCHECK_EQ(qnoise::q16_mul(INT32_MIN, INT32_MAX), INT32_MIN);
  QCHECK_EQ(qnoise::q16_mul(INT32_MIN, 65536), INT32_MIN);
  QCHECK_EQ(qnoise::q16_mul(-1, 1), -1);  // floor
}

// Issue 18: every int parameter at its extremes, at run time (volatile inputs, so the
// compiler cannot fold the calls and the ASan/UBSan configuration sees every operation).
namespace {
volatile std::int32_t g_sink = 0;
const volatile std::int32_t kExtremeInts[] = {INT32_MIN, INT32_MIN + 1, -(1 << 22) - 1, -65536, -1, 0,
                                              1, 65535, 65536, 65537, (1 << 22) + 1, INT32_MAX};
}  // namespace

QTEST(bad_input, asr_every_documented_shift_is_the_exact_floor) {  // k modulo 32
  const volatile unsigned shifts[] = {0u, 1u, 16u, 30u, 31u, 32u, 40u, 63u, 0xFFFFFFFFu};
  for (const volatile std::int32_t& vv : kExtremeInts) {
    const std::int32_t v = vv;
    for (const volatile unsigned& kv : shifts) {
      const unsigned k = kv & 31u;  // asr takes the shift modulo 32 (UBSan checks the rest)
      const std::int64_t expect = k >= 31 ? (v < 0 ? -1 : 0) : (v >= 0 ? v / (std::int64_t{1} << k)
                                                              : -((-std::int64_t{v} + (std::int64_t{1} << k) - 1) >> k));
      QCHECK_EQ(qnoise::asr(v, kv), expect);
    }
  }
}

QTEST(bad_input, weight_and_lerp_helpers_any_int32_no_ub) {
  // Every public lerp and weight helper, the narrow (ARMv6-M) ones included.
  // Outside their ranges these helpers return an unspecified (wrapped) value; what is
  // checked here is that no input is undefined (UBSan) and in-range results are unchanged.
  for (const volatile std::int32_t& av : kExtremeInts)
    for (const volatile std::int32_t& bv : kExtremeInts)
      for (const volatile std::int32_t& wv : kExtremeInts) {
        const std::int32_t a = av, b = bv, w = wv;
        g_sink = qnoise::mul_weight(a, w) ^ qnoise::mul_weight_wide(a, w) ^ qnoise::mul_weight_narrow(a, w) ^
                 qnoise::mul_weight_dsp(a, w) ^ qnoise::lerp(a, b, w) ^ qnoise::lerp_q23_wide(a, b, w) ^
                 qnoise::lerp_q23_dsp(a, b, w) ^ qnoise::lerp_q23_by_wide(a, b, w) ^
                 qnoise::lerp_q23_by_dsp(a, b, w) ^ qnoise::q16_mul(a, b) ^ qnoise::q16_floor(a) ^
                 qnoise::q16_fract(a) ^ qnoise::to_signed(static_cast<std::uint32_t>(a)) ^
                 qnoise::lerp_q23(a, b, w) ^ qnoise::lerp_q23_by(a, b, w) ^ qnoise::lerp_q23_narrow(a, b, w) ^
                 qnoise::lerp_q23_by_narrow(a, b, w);
      }
  const volatile std::int32_t big = 1 << 22, one = 65536, two21 = 1 << 21;
  QCHECK_EQ(qnoise::mul_weight_narrow(big, one), 1 << 22);
  QCHECK_EQ(qnoise::mul_weight_dsp(-big, one), -(1 << 22));
  QCHECK_EQ(qnoise::lerp(-two21, two21, one), 1 << 21);
  const volatile std::int32_t two18 = 1 << 18;  // lerp_q23: |b - a| <= 2^19
  QCHECK_EQ(qnoise::lerp_q23_narrow(-two18, two18, one * 128), 1 << 18);
  QCHECK_EQ(qnoise::lerp_q23_dsp(two18, -two18, one * 128), -(1 << 18));
  // In range the wrapping narrow form equals the wide one (the noise's internal form).
  const volatile std::int32_t ds[] = {-(1 << 19), -12345, 0, 1, 77777, 1 << 19};
  const volatile std::int32_t ws[] = {0, 1, 4095, 4096, 1 << 22, (1 << 23) - 1, 1 << 23};
  for (const volatile std::int32_t& dv : ds)
    for (const volatile std::int32_t& wv : ws)
      QCHECK_EQ(qnoise::lerp_q23_by_narrow(-two18, dv, wv), qnoise::lerp_q23_by_wide(-two18, dv, wv));
}

QTEST(bad_input, fade_types_any_uint32_no_ub) {
  const volatile std::uint32_t ts[] = {0u, 1u, 32768u, 65535u, 65536u, 65537u, 98304u, 131071u,
                                       131072u, 0x7FFFFFFFu, 0x80000000u, 0xFFFF0001u, 0xFFFFFFFFu};
  for (const volatile std::uint32_t& tv : ts) {
    const std::uint32_t t = tv;
    g_sink = qnoise::cubic_fade::apply(t) ^ qnoise::cosine_fade::apply(t) ^ qnoise::linear_fade::apply(t);
    QCHECK_EQ(qnoise::quintic_fade::apply(t), t >= 65536u ? 65536 : qnoise::fade_quintic(static_cast<q16>(t)));
  }
  QCHECK_EQ(qnoise::cosine_fade::apply(65536u), 65536);  // in range: unchanged
  QCHECK_EQ(qnoise::cosine_fade::apply(32768u), 32768);
}

// ------------------------------------------------------------------ core: noise inputs

QTEST(bad_input, perlin_any_int32_coordinate) {
  for (q16 x : kExtremes)
    for (q16 y : kExtremes) {
      const q16 n2 = qnoise::perlin(x, y);
      QCHECK_LE(n2, qnoise::perlin2_bound);
      QCHECK_GE(n2, -qnoise::perlin2_bound);
      for (q16 z : kExtremes) {
        const q16 n3 = qnoise::perlin(x, y, z, qnoise::integer_hash{0xFFFFFFFFu});
        QCHECK_LE(n3, qnoise::perlin3_bound);
        QCHECK_GE(n3, -qnoise::perlin3_bound);
      }
    }
  // The wrap INT32_MAX -> INT32_MIN is a neighbour step (continuity): step <= 4 LSB in 1D.
  const q16 a = qnoise::perlin(INT32_MAX), b = qnoise::perlin(INT32_MIN);
  QCHECK_LE(a > b ? a - b : b - a, 4);
}

QTEST(bad_input, permutation_and_seed_any_uint32) {
  for (std::uint32_t s : {0u, 1u, 0x80000000u, 0xFFFFFFFFu}) {
    const qnoise::permutation p = qnoise::make_permutation(s);
    bool seen[256] = {};
    for (std::uint8_t v : p.values) seen[v] = true;
    for (bool b : seen) QCHECK(b);
    const qnoise::seed sd = qnoise::make_seed(s);
    const q16 n = qnoise::perlin(INT32_MIN, INT32_MAX, INT32_MIN, sd);
    QCHECK_LE(n, qnoise::perlin3_bound);
    QCHECK_GE(n, -qnoise::perlin3_bound);
  }
}

QTEST(bad_input, to_unorm16_clamps_beyond_bound) {
  QCHECK_EQ(qnoise::to_unorm16<65536>(INT32_MIN), 0u);
  QCHECK_EQ(qnoise::to_unorm16<65536>(-65537), 0u);
  QCHECK_EQ(qnoise::to_unorm16<65536>(65537), 65535u);
  QCHECK_EQ(qnoise::to_unorm16<65536>(INT32_MAX), 65535u);
  QCHECK_EQ(qnoise::to_unorm16<qnoise::perlin3_bound>(INT32_MAX), 65535u);
}

#ifdef BAD_HAS_VALUE
QTEST(bad_input, elias_set_taken_mod_8_and_catmull_t_clamped) {
  constexpr std::int32_t kIndices[] = {INT32_MIN, -1, 0, 17, INT32_MAX};
  for (std::int32_t x : kIndices) {
    QCHECK_EQ(qnoise::elias_noise(x, 8), qnoise::elias_noise(x, 0));
    QCHECK_EQ(qnoise::elias_noise(x, 0xFFFFFFFFu), qnoise::elias_noise(x, 7));
  }
  // t outside [0, 65536] is clamped: t < 0 gives v1, t > 1 gives v2.
  QCHECK_EQ(qnoise::catmull_rom_interpolate(1000, 2000, 3000, 4000, INT32_MIN), 2000);
  QCHECK_EQ(qnoise::catmull_rom_interpolate(1000, 2000, 3000, 4000, INT32_MAX), 3000);
  // Extreme documented values: +-131072 (2.0) alternating, the largest overshoot.
  const q16 r = qnoise::catmull_rom_interpolate(-131072, 131072, -131072, 131072, 32768);
  QCHECK_LE(r > 0 ? r : -r, 131072 + 131072 / 4 + 2);
}
#endif

// ------------------------------------------------------------------ core: rows

QTEST(bad_input, perlin_row_n_zero_with_null) {
  qnoise::perlin_row(nullptr, 0, 0, 65536);  // documented: nothing written, out may be null
  qnoise::perlin_row(nullptr, 0, INT32_MAX, INT32_MIN, INT32_MIN);
  QCHECK(true);
}

QTEST(bad_input, perlin_row_writes_exactly_n_with_any_step) {
  constexpr q16 kSteps[] = {0, 1, -1, INT32_MIN, INT32_MAX, 65536, -65536, 1024, 12345};
  for (q16 step : kSteps) {
    q16 out[40];
    for (q16& v : out) v = 0x5A5A5A5A;
    qnoise::perlin_row(out, 32, INT32_MAX - 3, step);
    std::uint32_t x = static_cast<std::uint32_t>(INT32_MAX - 3);
    for (int i = 0; i < 32; ++i) {
      QCHECK_EQ(out[i], qnoise::perlin(qnoise::to_signed(x)));
      x += static_cast<std::uint32_t>(step);
    }
    for (int i = 32; i < 40; ++i) QCHECK_EQ(out[i], 0x5A5A5A5A);
  }
}

// ------------------------------------------------------------------ core: parameter structs

#ifdef BAD_HAS_PERIODIC
QTEST(bad_input, make_period_clamps) {
  QCHECK_EQ(qnoise::make_period(0).cells, 1u);
  QCHECK_EQ(qnoise::make_period(257).cells, 256u);
  QCHECK_EQ(qnoise::make_period(0xFFFFFFFFu).cells, 256u);
  // A period of 1 cell: noise(x + 65536) == noise(x), even at the int32 edges.
  const qnoise::period p1 = qnoise::make_period(1);
  QCHECK_EQ(qnoise::perlin_periodic(INT32_MAX, p1), qnoise::perlin_periodic(INT32_MAX - 65536, p1));
}

QTEST(bad_input, make_loop_clamps) {
  QCHECK_EQ(qnoise::make_loop(0, 0).frames, 1u);
  QCHECK_EQ(qnoise::make_loop(0xFFFFFFFFu, 0xFFFFFFFFu).frames, 65536u);
  QCHECK_EQ(qnoise::make_loop(10, 0).time.cells, 1u);
  QCHECK_EQ(qnoise::make_loop(10, 1000).time.cells, 256u);
  const qnoise::loop l = qnoise::make_loop(0, 0);
  QCHECK_EQ(qnoise::loop_frame(0xFFFFFFFFu, l), 0u);
  const qnoise::loop big = qnoise::make_loop(65536, 256);
  QCHECK_EQ(qnoise::loop_frame(0xFFFFFFFFu, big), 65535u);
  QCHECK_EQ(qnoise::loop_noise(INT32_MIN, 0xFFFFFFFFu, big), qnoise::loop_noise(INT32_MIN, 0xFFFFFFFFu - 65536u, big));
}
#endif

#ifdef BAD_HAS_FRACTAL
QTEST(bad_input, make_fractal_clamps) {
  const qnoise::fractal_params zero = qnoise::make_fractal(0, 0, 0, 0, -1);
  QCHECK_EQ(zero.octaves, 1u);
  QCHECK_EQ(zero.lacunarity, 65537);
  QCHECK_EQ(zero.gain, 1);
  QCHECK_EQ(zero.ridge_offset, 0);
  const qnoise::fractal_params huge = qnoise::make_fractal(0xFFFFFFFFu, INT32_MAX, INT32_MAX, 0, INT32_MAX);
  QCHECK_LE(huge.octaves, qnoise::fractal_max_octaves);
  QCHECK_EQ(huge.lacunarity, qnoise::fractal_max_lacunarity);
  QCHECK_EQ(huge.gain, qnoise::q16_one);
  QCHECK_EQ(huge.ridge_offset, qnoise::q16_one);
  // lacunarity 16: 16^(o-1) <= 32768 allows 4 octaves (16^3 = 4096, 16^4 = 65536 > 32768)
  QCHECK_EQ(huge.octaves, 4u);
  const qnoise::fractal_params neg = qnoise::make_fractal(5, INT32_MIN, INT32_MIN, 0, INT32_MIN);
  QCHECK_EQ(neg.lacunarity, 65537);
  QCHECK_EQ(neg.gain, 1);
  QCHECK_EQ(neg.ridge_offset, 0);
  for (const auto& p : {zero, huge, neg}) {
    for (q16 x : kExtremes) {
      const q16 f = qnoise::fbm(x, x, p);
      QCHECK_LE(f, 65536);
      QCHECK_GE(f, -65536);
      const q16 r = qnoise::ridged(x, INT32_MIN, x, p);
      QCHECK_LE(r, 65536);
      QCHECK_GE(r, 0);
    }
  }
}
#endif

// ------------------------------------------------------------------ led

#ifdef BAD_HAS_LED
namespace led = qnoise::led;

namespace {
constexpr std::uint8_t kCanary = 0xA5;
struct strip_buffer {
  led::rgb8 px[24];
  void fill() {
    for (auto& p : px) p = {kCanary, kCanary, kCanary};
  }
  bool untouched(std::size_t from = 0) const {
    for (std::size_t i = from; i < 24; ++i)
      if (px[i].r != kCanary || px[i].g != kCanary || px[i].b != kCanary) return false;
    return true;
  }
};
}  // namespace

QTEST(bad_input, strip_n_zero_is_empty_and_writes_nothing) {
  strip_buffer b;
  b.fill();
  led::noise_params p;
  QCHECK(led::fill_strip(b.px, 0, led::palettes::fire, p, 0) == led::status::empty);
  QCHECK(led::fill_strip(nullptr, 0, led::palettes::fire, p, 0) == led::status::empty);
  QCHECK(led::effects::fire(b.px, 0, 0) == led::status::empty);
  QCHECK(led::effects::plasma_strip(b.px, 0, 0) == led::status::empty);
  QCHECK(b.untouched());
}

QTEST(bad_input, strip_null_pointer_is_null_buffer) {
  led::noise_params p;
  std::uint16_t* no_values = nullptr;
  QCHECK(led::fill_strip(nullptr, 10, led::palettes::fire, p, 0) == led::status::null_buffer);
  QCHECK(led::fill_strip_values(no_values, 10, p, 0) == led::status::null_buffer);
  QCHECK(led::effects::candle(nullptr, 10, 0) == led::status::null_buffer);
  QCHECK(led::effects::twinkle(nullptr, 10, 0) == led::status::null_buffer);
  QCHECK(led::effects::breathing(nullptr, 10, 0, {1, 2, 3}) == led::status::null_buffer);
}

QTEST(bad_input, strip_too_long_is_too_large_and_writes_nothing) {
  strip_buffer b;
  b.fill();
  led::noise_params p;
  const std::size_t too_long = led::max_strip_length + 1;
  QCHECK(led::fill_strip(b.px, too_long, led::palettes::fire, p, 0) == led::status::too_large);
  QCHECK(led::fill_strip(b.px, static_cast<std::size_t>(-1), led::palettes::fire, p, 0) == led::status::too_large);
  QCHECK(led::effects::lava(b.px, too_long, 0) == led::status::too_large);
  QCHECK(led::effects::ocean(b.px, too_long, 0) == led::status::too_large);
  QCHECK(led::effects::aurora(b.px, too_long, 0) == led::status::too_large);
  QCHECK(led::effects::plasma_strip(b.px, too_long, 0) == led::status::too_large);
  QCHECK(b.untouched());
}

QTEST(bad_input, strip_extreme_params_write_exactly_n) {
  led::noise_params p;
  p.scale = INT32_MIN;
  p.speed = INT32_MAX;
  p.octaves = 255;  // clamped to max_octaves
  p.gain = INT32_MIN;  // clamped to 0: mid-grey everywhere
  p.offset_x = INT32_MAX;
  p.offset_y = INT32_MIN;
  p.seed = 0xFFFFFFFFu;
  strip_buffer b;
  b.fill();
  QCHECK(led::fill_strip(b.px, 20, led::palettes::grey, p, INT32_MAX) == led::status::ok);
  QCHECK(b.untouched(20));
  std::uint16_t v[20];
  QCHECK(led::fill_strip_values(v, 20, p, INT32_MIN) == led::status::ok);
  for (std::uint16_t x : v) QCHECK_EQ(x, 32768u);  // gain 0: the middle of the range
  p.gain = INT32_MAX;  // clamped to 16.0: values saturate but stay in range
  QCHECK(led::fill_strip_values(v, 20, p, 0) == led::status::ok);
}

QTEST(bad_input, blend_strip_null_sources_and_frame_counts) {
  led::rgb8 a[4] = {{0, 0, 0}, {0, 0, 0}, {0, 0, 0}, {0, 0, 0}};
  led::rgb8 b[4] = {{255, 255, 255}, {255, 255, 255}, {255, 255, 255}, {255, 255, 255}};
  led::rgb8 out[4];
  led::noise_transition tr;
  QCHECK(led::blend_strip(out, nullptr, b, 4, tr, 0) == led::status::null_buffer);
  QCHECK(led::blend_strip(out, a, nullptr, 4, tr, 0) == led::status::null_buffer);
  QCHECK(led::blend_strip(nullptr, a, b, 4, tr, 0) == led::status::null_buffer);
  QCHECK(led::blend_strip(out, a, b, 0, tr, 0) == led::status::empty);
  tr.frames = 0;  // clamped to 1
  QCHECK(led::blend_strip(out, a, b, 4, tr, 0xFFFFFFFFu) == led::status::ok);  // frame clamped: all B
  for (const auto& c : out) QCHECK_EQ(c.r, 255);
  QCHECK_EQ(led::transition_weight(0, 5, 0), 256u);
  QCHECK_EQ(led::transition_weight(65535, 0xFFFFFFFFu, 0xFFFFFFFFu), 256u);
  QCHECK_EQ(led::transition_weight(0, 0, 0xFFFFFFFFu), 0u);
  // adjust_levels with low >= high: a hard threshold at low
  QCHECK_EQ(led::adjust_levels(100, 200, 100), 0u);
  QCHECK_EQ(led::adjust_levels(201, 200, 100), 65535u);
}

namespace {
struct fb_buffer {
  std::uint8_t bytes[3 * 8 * 8 + 16];
  void fill() {
    for (auto& b : bytes) b = kCanary;
  }
  bool untouched(std::size_t from = 0) const {
    for (std::size_t i = from; i < sizeof bytes; ++i)
      if (bytes[i] != kCanary) return false;
    return true;
  }
};
led::status fill(const led::framebuffer& fb) {
  led::noise_params p;
  return led::fill_matrix(fb, led::palettes::clouds, p, 0);
}
}  // namespace

QTEST(bad_input, framebuffer_bad_format_and_layout) {
  fb_buffer m;
  m.fill();
  led::framebuffer fb{m.bytes, sizeof m.bytes, 8, 8, static_cast<led::pixel_format>(6), led::layout::row_major};  // 5 is rgb565_le
  QCHECK(fill(fb) == led::status::bad_format);
  fb.format = static_cast<led::pixel_format>(255);
  QCHECK(fill(fb) == led::status::bad_format);
  fb.format = led::pixel_format::rgb888;
  fb.order = static_cast<led::layout>(3);
  QCHECK(fill(fb) == led::status::bad_layout);
  fb.order = led::layout::ssd1306_pages;  // pages need mono1
  QCHECK(fill(fb) == led::status::bad_layout);
  // Precedence: bad_format beats bad_layout beats empty beats null_buffer.
  const led::framebuffer worst{nullptr, 0, 0, 0, static_cast<led::pixel_format>(9), static_cast<led::layout>(9)};
  QCHECK(fill(worst) == led::status::bad_format);
  QCHECK(m.untouched());
}

QTEST(bad_input, framebuffer_empty_null_too_large_too_small) {
  fb_buffer m;
  m.fill();
  led::framebuffer fb{m.bytes, sizeof m.bytes, 0, 8, led::pixel_format::rgb888, led::layout::row_major};
  QCHECK(fill(fb) == led::status::empty);
  fb.width = 8;
  fb.height = 0;
  QCHECK(fill(fb) == led::status::empty);
  const led::framebuffer empty_null{nullptr, 0, 0, 0, led::pixel_format::rgb888, led::layout::row_major};
  QCHECK(fill(empty_null) == led::status::empty);  // W or H 0: data may be null
  const led::framebuffer null{nullptr, 1000, 8, 8, led::pixel_format::rgb888, led::layout::row_major};
  QCHECK(fill(null) == led::status::null_buffer);
  // W x H x 3 overflows size_t only on 32-bit targets; W x H x 3 of 2^32-1 squared
  // overflows on 64-bit too.
  led::framebuffer big{m.bytes, sizeof m.bytes, 0xFFFFFFFFu, 0xFFFFFFFFu, led::pixel_format::rgb888,
                       led::layout::row_major};
  QCHECK(fill(big) == led::status::too_large);
  big.format = led::pixel_format::mono1;  // (W/8 rounded up) x H
  const led::status mono_big = fill(big);
  QCHECK(mono_big == led::status::too_large || mono_big == led::status::buffer_too_small);
  led::framebuffer small{m.bytes, 8 * 8 * 3 - 1, 8, 8, led::pixel_format::rgb888, led::layout::serpentine};
  QCHECK(fill(small) == led::status::buffer_too_small);
  small.format = led::pixel_format::mono1;
  small.order = led::layout::ssd1306_pages;
  small.capacity = 7;  // 8 columns x 1 page = 8 bytes
  QCHECK(fill(small) == led::status::buffer_too_small);
  QCHECK(m.untouched());
}

QTEST(bad_input, framebuffer_writes_exactly_required_bytes) {
  const led::pixel_format formats[] = {led::pixel_format::rgb888, led::pixel_format::grb888,
                                       led::pixel_format::rgb565, led::pixel_format::grey8,
                                       led::pixel_format::mono1};
  const led::layout layouts[] = {led::layout::row_major, led::layout::serpentine, led::layout::ssd1306_pages};
  for (auto f : formats)
    for (auto l : layouts) {
      std::size_t need = 0;
      if (led::required_bytes(7, 5, f, l, need) != led::status::ok) continue;
      fb_buffer m;
      m.fill();
      const led::framebuffer fb{m.bytes, need, 7, 5, f, l};
      QCHECK(fill(fb) == led::status::ok);
      QCHECK(led::effects::plasma(fb, INT32_MIN, {nullptr, 0xFFFFFFFFu}) == led::status::ok);
      QCHECK(led::effects::marble(fb, INT32_MAX, {INT32_MIN, 1638, 49152, 0}) == led::status::ok);
      QCHECK(m.untouched(need));
    }
}

QTEST(bad_input, effects_at_extreme_times_and_seeds) {
  // Every effect's time is any int32 (its clock wraps like a coordinate): the fuzzer once
  // found fire's -wrap_mul(t, 3.0) overflowing at t = INT32_MIN (UB, now negated in
  // uint32). Each effect at the extreme times and seeds must return ok and write exactly
  // its buffer; the ASan/UBSan build and the fuzzer fail on any overflow inside.
  const q16 times[] = {INT32_MIN, INT32_MIN + 1, -65536, -1, 0, 1, 65536, INT32_MAX - 1, INT32_MAX};
  const std::uint32_t seeds[] = {0u, 0xFFFFFFFFu};
  for (q16 t : times) {
    for (std::uint32_t seed : seeds) {
      strip_buffer b;
      b.fill();
      constexpr std::size_t n = 16;
      QCHECK(led::effects::fire(b.px, n, t, seed) == led::status::ok);
      QCHECK(led::effects::candle(b.px, n, t, seed) == led::status::ok);
      QCHECK(led::effects::lava(b.px, n, t, seed) == led::status::ok);
      QCHECK(led::effects::ocean(b.px, n, t, seed) == led::status::ok);
      QCHECK(led::effects::aurora(b.px, n, t, seed) == led::status::ok);
      QCHECK(led::effects::twinkle(b.px, n, t, {&led::palettes::party, seed}) == led::status::ok);
      QCHECK(led::effects::breathing(b.px, n, t, {200, 100, 50}, {INT32_MAX, seed}) == led::status::ok);
      QCHECK(led::effects::plasma_strip(b.px, n, t, {nullptr, seed}) == led::status::ok);
      QCHECK(b.untouched(n));
      fb_buffer m;
      m.fill();
      const led::framebuffer fb{m.bytes, 8 * 8 * 3, 8, 8, led::pixel_format::rgb888, led::layout::serpentine};
      QCHECK(led::effects::fire_matrix(fb, t, {INT32_MIN, seed}) == led::status::ok);
      QCHECK(led::effects::clouds(fb, t, {INT32_MAX, seed}) == led::status::ok);
      QCHECK(led::effects::lava_lamp(fb, t, {10923, seed}) == led::status::ok);
      QCHECK(led::effects::ocean_matrix(fb, t, {8192, seed}) == led::status::ok);
      QCHECK(led::effects::aurora_matrix(fb, t, {6554, seed}) == led::status::ok);
      QCHECK(led::effects::marble(fb, t, {INT32_MAX, 0xFFFFFFFFu, INT32_MIN, seed}) == led::status::ok);
      QCHECK(led::effects::wood(fb, t, {INT32_MIN, seed}) == led::status::ok);
      QCHECK(led::effects::plasma(fb, t, {&led::palettes::rainbow, seed}) == led::status::ok);
      QCHECK(m.untouched(8 * 8 * 3));
    }
  }
}

QTEST(bad_input, color_buffers_null_or_empty) {
  led::scale(nullptr, 100, 128);       // documented: nothing happens
  led::apply(nullptr, 100, led::gamma22);
  led::rgb8 one{10, 20, 30};
  led::scale(&one, 0, 0);
  QCHECK_EQ(one.r, 10);
  const led::table8 identity = led::make_gamma_table(0);  // gamma <= 0: identity
  const led::table8 negative = led::make_gamma_table(INT32_MIN);
  for (unsigned i = 0; i < 256; ++i) {
    QCHECK_EQ(identity[static_cast<std::uint8_t>(i)], i);
    QCHECK_EQ(negative[static_cast<std::uint8_t>(i)], i);
  }
}

// Issue 18 item 1: make_gamma_table at run time with every int32 gamma (gamma above
// 16395.57 used to overflow int64 in gamma_entry: "signed integer overflow").
QTEST(bad_input, gamma_table_any_gamma_at_run_time) {
  const volatile q16 gammas[] = {INT32_MAX, INT32_MAX - 1, 1074500217, 1074500216, 4096 * 65536 + 1,
                                 4096 * 65536, 1588 * 65536, 1, 65536, 144179};
  const led::table8 clamped = led::make_gamma_table(4096 * 65536);
  for (unsigned i = 1; i < 255; ++i) QCHECK_EQ(clamped[static_cast<std::uint8_t>(i)], 0);
  for (const volatile q16& gv : gammas) {
    const q16 g = gv;
    const led::table8 t = led::make_gamma_table(g);
    QCHECK_EQ(t[0], 0);
    QCHECK_EQ(t[255], 255);
    if (g >= 1588 * 65536) {
      for (unsigned i = 0; i < 256; ++i) QCHECK_EQ(t[static_cast<std::uint8_t>(i)], clamped[static_cast<std::uint8_t>(i)]);
    }
    if (g == 65536) {
      for (unsigned i = 0; i < 256; ++i) QCHECK_EQ(t[static_cast<std::uint8_t>(i)], i);
    }
    if (g == 144179) {  // the run-time table equals the compile-time gamma22
      for (unsigned i = 0; i < 256; ++i) QCHECK_EQ(t[static_cast<std::uint8_t>(i)], led::gamma22[static_cast<std::uint8_t>(i)]);
    }
  }
  const volatile std::uint8_t level = 100;
  const led::table8 dim = led::make_gamma_table(gammas[0], level);
  QCHECK_EQ(dim[255], 100);
}

QTEST(bad_input, color_trig_blend_any_int) {
  const volatile std::uint32_t us[] = {0u, 1u, 255u, 256u, 16384u, 65535u, 65536u, 0x7FFFFFFFu, 0x80000000u, 0xFFFFFFFFu};
  for (const volatile std::uint32_t& uv : us) {
    const std::uint32_t u = uv;
    const q16 s = led::sin_turn(u);
    QCHECK(s >= -65536 && s <= 65536);
    g_sink = led::cos_turn(u) + led::sin_u8(u);
    QCHECK(led::blend8(0, 255, u) == (u >= 256u ? 255 : led::blend8(0, 255, u)));
    QCHECK(led::blend(led::rgb8{1, 2, 3}, led::rgb8{4, 5, 6}, u).b <= 6);
    QCHECK(led::transition_weight(65535, u, u) <= 256u);
    QCHECK(led::transition_weight(0, 0xFFFFFFFFu, u) == 256u);
    QCHECK(led::dither_on(255, u, u) || !led::dither_on(0, u, u));
  }
}
#endif
