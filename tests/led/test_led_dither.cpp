// SPDX-License-Identifier: MIT
// 16-bit levels and temporal dithering (led/dither.hpp): the mean of the 8-bit outputs
// over many frames equals the 16-bit level, every state is valid, exactly representable
// levels never flicker; mul65535 and lerp16 against their definitions; fill_strip16
// against fill_strip_values; status rules and guard bytes.
#include <cstddef>
#include <cstdint>
#include <initializer_list>

#include "led_test_util.hpp"
#include "qnoise/led/dither.hpp"
#include "qnoise/led/strip.hpp"
#include "qtest.hpp"

using namespace qnoise;
using namespace qnoise::led;

namespace {

constexpr std::uint32_t frames = 4096;

/// |257 * mean - level| * 1000 over `frames` frames from residual e0, in 1/1000 LSB of
/// the 16-bit level (mean = sum of the 8-bit outputs / frames).
std::int64_t mean_error_milli(std::uint16_t level, std::uint8_t e0) {
  std::uint8_t e = e0;
  std::int64_t sum = 0;
  for (std::uint32_t f = 0; f < frames; ++f) sum += dither8(level, e);
  const std::int64_t d = 257 * sum - static_cast<std::int64_t>(frames) * level;
  return (d < 0 ? -d : d) * 1000 / frames;
}

constexpr bool constexpr_dither() {
  std::uint8_t e = 200;
  if (dither8(65535, e) != 255 || e != 200) return false;
  rgb16 in[2] = {{257, 0, 65535}, {128, 128, 128}};
  dither_state st[2] = {};
  rgb8 out[2] = {};
  return dither(out, in, st, 2) == status::ok && out[0] == rgb8{1, 0, 255} &&
         lerp16(palettes::grey, 0x8080) == rgb16{33025, 33025, 33025};
}
static_assert(constexpr_dither(), "dithering runs at compile time");

}  // namespace

QTEST(led_dither, mean_over_frames_equals_the_16_bit_level) {
  // Every level 0..1023 (the dark end, where 8-bit steps show) and a sweep to 65535,
  // from several starting residuals: |257 mean - level| <= 128/256 + 257 * 255 / (256 F).
  const std::int64_t bound_milli = (128 * 1000 + 255 * 1000 * 257 / frames) / 256 + 1;  // 0.563 LSB
  std::int64_t worst = 0;
  std::uint32_t levels = 0;
  const auto check = [&](std::uint32_t level) {
    for (std::uint8_t e0 : {std::uint8_t{0}, std::uint8_t{255}, std::uint8_t{77}}) {
      const std::int64_t err = mean_error_milli(static_cast<std::uint16_t>(level), e0);
      worst = err > worst ? err : worst;
    }
    ++levels;
  };
  for (std::uint32_t level = 0; level < 1024; ++level) check(level);
  for (std::uint32_t level = 1024; level < 65536; level += 997) check(level);
  check(65535);
  QCHECK_LE(worst, bound_milli);
  qtest::print("dither: levels checked ", levels, ", worst |257 mean - level| over ", frames,
               " frames = ", worst, "/1000 LSB (bound ", bound_milli, "/1000)\n");
  // Without dithering (truncation) the dark end is off by up to 256 LSB: the test can tell.
  std::int64_t trunc_worst = 0;
  for (std::uint32_t level = 0; level < 1024; ++level) {
    const std::int64_t d = 257 * static_cast<std::int64_t>(level >> 8) - level;
    trunc_worst = (d < 0 ? -d : d) > trunc_worst ? (d < 0 ? -d : d) : trunc_worst;
  }
  QCHECK_GT(trunc_worst * 1000, 100 * bound_milli);
}

QTEST(led_dither, every_state_is_valid_and_outputs_bracket_the_level) {
  // All 65536 levels from six residuals: the output is one of the two 8-bit levels
  // around level / 257 (floor or ceil, allowing the < 1 LSB of the 256/257 mapping),
  // the residual stays a byte, and the sum of one step is conserved.
  std::uint32_t bad = 0;
  for (std::uint32_t level = 0; level < 65536; ++level) {
    for (std::uint8_t e0 : {std::uint8_t{0}, std::uint8_t{1}, std::uint8_t{127}, std::uint8_t{128},
                            std::uint8_t{254}, std::uint8_t{255}}) {
      std::uint8_t e = e0;
      const std::uint32_t out = dither8(static_cast<std::uint16_t>(level), e);
      const std::uint32_t lo = level / 257, hi = (level + 256) / 257;
      bad += (out < lo || out > hi) ? 1u : 0u;
      // conservation: out * 256 + e' == L' + e0, with L' = level - round(level / 257)
      bad += (out * 256u + e != level - (2 * level + 257) / 514 + e0) ? 1u : 0u;
    }
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(led_dither, representable_levels_never_flicker) {
  // v * 257 shows v in every frame from every state: 0 stays 0, 65535 stays 255.
  std::uint32_t bad = 0;
  for (std::uint32_t v = 0; v < 256; ++v) {
    for (std::uint32_t e0 = 0; e0 < 256; ++e0) {
      std::uint8_t e = static_cast<std::uint8_t>(e0);
      for (int f = 0; f < 3; ++f) bad += dither8(static_cast<std::uint16_t>(v * 257u), e) != v ? 1u : 0u;
      bad += e != e0 ? 1u : 0u;
    }
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(led_dither, a_slow_dark_fade_has_no_steps) {
  // A fade from 0 to 4 (8-bit) over 4096 frames: the 8-bit level jumps 4 times; the
  // dithered mean over each 256-frame window follows the 16-bit level within 3 LSB16,
  // and its windows rise monotonically (no plateau of 1024 frames).
  std::uint8_t e = 0;
  std::int64_t prev_sum = -1;
  std::uint32_t bad = 0;
  for (std::uint32_t w = 0; w < 16; ++w) {
    std::int64_t sum = 0, level_sum = 0;
    for (std::uint32_t f = 0; f < 256; ++f) {
      const std::uint32_t level = (w * 256 + f) * 1028u / 4096u;  // 0 .. 1027
      sum += dither8(static_cast<std::uint16_t>(level), e);
      level_sum += level;
    }
    const std::int64_t d = 257 * sum - level_sum;  // 256 times the mean error
    bad += (d < 0 ? -d : d) > 256 * 3 ? 1u : 0u;
    bad += sum <= prev_sum ? 1u : 0u;
    prev_sum = sum;
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(led_dither, buffers_status_and_guards) {
  // alignas: the guarded bytes are used as arrays of wider types (uint16, rgb16, point2).
  alignas(8) static led_test::guarded<3 * 20> out;
  alignas(8) static led_test::guarded<3 * 20> st;
  alignas(8) static led_test::guarded<20> out1;
  alignas(8) static led_test::guarded<20> st1;
  rgb16 in[20];
  std::uint16_t in1[20];
  for (int i = 0; i < 20; ++i) {
    in[i] = rgb16{static_cast<std::uint16_t>(i * 3000), static_cast<std::uint16_t>(65535 - i), 300};
    in1[i] = static_cast<std::uint16_t>(i * 1111);
  }
  auto* o = reinterpret_cast<rgb8*>(out.data());
  auto* s = reinterpret_cast<dither_state*>(st.data());
  auto* o1 = out1.data();
  auto* s1 = st1.data();
  QCHECK(dither(o, in, s, 0) == status::empty);
  QCHECK(dither(static_cast<rgb8*>(nullptr), nullptr, nullptr, 0) == status::empty);
  QCHECK(dither(static_cast<rgb8*>(nullptr), in, s, 3) == status::null_buffer);
  QCHECK(dither(o, nullptr, s, 3) == status::null_buffer);
  QCHECK(dither(o, in, nullptr, 3) == status::null_buffer);
  QCHECK(dither(o, in, s, 65536) == status::too_large);
  QCHECK(dither(o1, in1, s1, 0) == status::empty);
  QCHECK(dither(static_cast<std::uint8_t*>(nullptr), in1, s1, 3) == status::null_buffer);
  QCHECK(dither(o1, nullptr, s1, 3) == status::null_buffer);
  QCHECK(dither(o1, in1, nullptr, 3) == status::null_buffer);
  QCHECK(dither(o1, in1, s1, static_cast<std::size_t>(-1)) == status::too_large);
  QCHECK(init_dither(s, 0) == status::empty);
  QCHECK(init_dither(nullptr, 5) == status::null_buffer);
  QCHECK(init_dither(s, 65536) == status::too_large);
  QCHECK(out.untouched() && st.untouched() && out1.untouched() && st1.untouched());
  for (std::size_t n : {std::size_t{1}, std::size_t{19}, std::size_t{20}}) {
    out.fill(led_test::guard_value);
    st.fill(led_test::guard_value);
    out1.fill(led_test::guard_value);
    st1.fill(led_test::guard_value);
    QCHECK(dither(o, in, s, n) == status::ok);
    QCHECK(dither(o1, in1, s1, n) == status::ok);
    QCHECK(out.intact_from(3 * n) && st.intact_from(3 * n));
    QCHECK(out1.intact_from(n) && st1.intact_from(n));
    st.fill(led_test::guard_value);
    QCHECK(init_dither(s, n, 9) == status::ok);
    QCHECK(st.intact_from(3 * n));
  }
  // The buffer form is the per-pixel form.
  dither_state a[20] = {}, b[20] = {};
  QCHECK(init_dither(a, 20, 3) == status::ok);
  QCHECK(init_dither(b, 20, 3) == status::ok);
  rgb8 px[20];
  for (int f = 0; f < 5; ++f) {
    QCHECK(dither(px, in, a, 20) == status::ok);
    for (int i = 0; i < 20; ++i) QCHECK(px[i] == dither(in[i], b[i]));
  }
  // init_dither spreads the residuals: not all equal.
  std::uint32_t distinct = 0;
  for (int i = 1; i < 20; ++i) distinct += a[i].r != a[0].r ? 1u : 0u;
  QCHECK_GT(distinct, 10u);
}

QTEST(led_dither, mul65535_is_exact) {
  const auto ref = [](std::uint32_t a, std::uint32_t b) {
    const std::uint64_t p = std::uint64_t{a} * b;
    return static_cast<std::uint32_t>((2 * p + 65535) / (2 * 65535));  // round half up
  };
  std::uint32_t bad = 0;
  const std::uint32_t edges[] = {0, 1, 2, 255, 256, 257, 32767, 32768, 32769, 65279, 65534, 65535};
  for (std::uint32_t a : edges) {
    for (std::uint32_t b : edges) bad += mul65535(static_cast<std::uint16_t>(a), static_cast<std::uint16_t>(b)) != ref(a, b) ? 1u : 0u;
  }
  led_test::rng r;
  for (int i = 0; i < 200000; ++i) {
    const std::uint32_t x = r.next();
    const std::uint32_t a = x & 0xFFFFu, b = x >> 16;
    bad += mul65535(static_cast<std::uint16_t>(a), static_cast<std::uint16_t>(b)) != ref(a, b) ? 1u : 0u;
  }
  for (std::uint32_t a = 0; a < 65536; ++a) {  // the identities, for every value
    bad += mul65535(static_cast<std::uint16_t>(a), 65535) != a ? 1u : 0u;
    bad += mul65535(0, static_cast<std::uint16_t>(a)) != 0 ? 1u : 0u;
  }
  QCHECK_EQ(bad, 0u);
  QCHECK(scale16(rgb16{65535, 1000, 0}, 32768) == (rgb16{32768, 500, 0}));
  QCHECK(to_rgb16(rgb8{255, 1, 0}) == (rgb16{65535, 257, 0}));
  rgb16 buf[3] = {{65535, 65535, 65535}, {2, 4, 6}, {0, 0, 1}};
  scale16(buf, 3, 0);
  QCHECK(buf[0] == rgb16{} && buf[1] == rgb16{} && buf[2] == rgb16{});
  scale16(nullptr, 3, 0);
}

QTEST(led_dither, lerp16_interpolates_between_entries) {
  std::uint32_t bad = 0;
  for (const palette256* pal : {&palettes::lava, &palettes::fire, &palettes::rainbow, &palettes::bands}) {
    for (std::uint32_t v = 0; v < 65536; ++v) {
      const rgb16 c = lerp16(*pal, static_cast<std::uint16_t>(v));
      const std::uint32_t i = v >> 8, f = v & 255u;
      const rgb8 a = pal->entries[i], b = pal->entries[i < 255 ? i + 1 : 255];
      const auto near = [&](std::uint32_t got, std::uint32_t x, std::uint32_t y) {
        // 257 (x + (y - x) f / 256) in 1/512 units of a 16-bit step: |2 * 512 got - exact| <= 512
        const std::int64_t exact = 257 * (512 * static_cast<std::int64_t>(x) +
                                          2 * (static_cast<std::int64_t>(y) - x) * f);  // 512 * value
        const std::int64_t d = 512 * static_cast<std::int64_t>(got) - exact;
        return d <= 256 && d >= -256;
      };
      bad += (near(c.r, a.r, b.r) && near(c.g, a.g, b.g) && near(c.b, a.b, b.b)) ? 0u : 1u;
      if (f == 0) bad += c != to_rgb16(a) ? 1u : 0u;
    }
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(led_dither, fill_strip16_is_lerp16_of_fill_strip_values) {
  static rgb16 out[100];
  static std::uint16_t values[100];
  static rgb8 colors[100];
  noise_params p;
  p.scale = 65536 / 9;
  p.octaves = 3;
  p.seed = 5;
  p.gain = 90000;
  std::uint32_t bad = 0;
  for (q16 t : {0, 654321}) {
    QCHECK(fill_strip16(out, 100, palettes::lava, p, t) == status::ok);
    QCHECK(fill_strip_values(values, 100, p, t) == status::ok);
    QCHECK(fill_strip(colors, 100, palettes::lava, p, t) == status::ok);
    for (int i = 0; i < 100; ++i) {
      bad += out[i] != lerp16(palettes::lava, values[i]) ? 1u : 0u;
      // At the entry it reads, the 16-bit colour is fill_strip's colour exactly.
      bad += lerp16(palettes::lava, static_cast<std::uint16_t>(values[i] & 0xFF00u)) != to_rgb16(colors[i]) ? 1u : 0u;
    }
    QCHECK(fill_strip16(out, 100, palettes::lava, p, t, integer_hash{4}) == status::ok);
    QCHECK(fill_strip_values(values, 100, p, t, integer_hash{4}) == status::ok);
    for (int i = 0; i < 100; ++i) bad += out[i] != lerp16(palettes::lava, values[i]) ? 1u : 0u;
  }
  QCHECK_EQ(bad, 0u);
  alignas(8) static led_test::guarded<6 * 10> g;
  auto* o = reinterpret_cast<rgb16*>(g.data());
  QCHECK(fill_strip16(o, 0, palettes::lava, p, 0) == status::empty);
  QCHECK(fill_strip16(nullptr, 3, palettes::lava, p, 0) == status::null_buffer);
  QCHECK(fill_strip16(o, 65536, palettes::lava, p, 0) == status::too_large);
  QCHECK(g.untouched());
  QCHECK(fill_strip16(o, 7, palettes::lava, p, 0) == status::ok);
  QCHECK(g.intact_from(6 * 7));
}
