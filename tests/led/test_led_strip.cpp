// SPDX-License-Identifier: MIT
// Strip fills: exactly N pixels written, guard bytes intact, documented bad inputs.
#include <cstdint>
#include <initializer_list>

#include "led_test_util.hpp"
#include "qnoise/led/effects.hpp"
#include "qnoise/led/strip.hpp"
#include "qtest.hpp"

using namespace qnoise;
using namespace qnoise::led;

namespace {

template <std::size_t Bytes>
void check_fill_writes_exactly(std::size_t n) {
  static led_test::guarded<Bytes> buf;
  buf.fill(led_test::guard_value);
  auto* px = reinterpret_cast<rgb8*>(buf.data());
  noise_params p;
  p.octaves = 2;
  QCHECK(fill_strip(px, n, palettes::fire, p, 12345) == status::ok);
  QCHECK(buf.intact_from(n * 3));
  // Something was written (fire at mid grey is not 0xA5A5A5 everywhere).
  std::uint32_t changed = 0;
  for (std::size_t i = 0; i < n * 3; ++i) changed += buf.data()[i] != led_test::guard_value;
  QCHECK_GT(changed, 0u);
}

}  // namespace

QTEST(led_strip, writes_exactly_n_pixels) {
  check_fill_writes_exactly<3 * 1>(1);
  check_fill_writes_exactly<3 * 7>(7);
  check_fill_writes_exactly<3 * 300>(300);
  check_fill_writes_exactly<3 * 300>(299);
#if !defined(__ARM_ARCH_6M__)  // 196 KB: more than the M0 board's 16 KB of RAM
  check_fill_writes_exactly<3 * 65535>(65535);
#endif
}

QTEST(led_strip, bad_inputs_write_nothing) {
  led_test::guarded<30> buf;
  auto* px = reinterpret_cast<rgb8*>(buf.data());
  noise_params p;
  QCHECK(fill_strip(px, 0, palettes::fire, p, 0) == status::empty);
  QCHECK(fill_strip(nullptr, 0, palettes::fire, p, 0) == status::empty);
  QCHECK(fill_strip(nullptr, 10, palettes::fire, p, 0) == status::null_buffer);
  QCHECK(fill_strip(px, 65536, palettes::fire, p, 0) == status::too_large);
  QCHECK(fill_strip(px, static_cast<std::size_t>(-1), palettes::fire, p, 0) == status::too_large);
  std::uint16_t* v = reinterpret_cast<std::uint16_t*>(buf.data());
  QCHECK(fill_strip_values(v, 0, p, 0) == status::empty);
  QCHECK(fill_strip_values(nullptr, 3, p, 0) == status::null_buffer);
  QCHECK(fill_strip_values(v, 70000, p, 0) == status::too_large);
  QCHECK(effects::fire(px, 0, 0) == status::empty);
  QCHECK(effects::candle(nullptr, 4, 0) == status::null_buffer);
  QCHECK(effects::twinkle(px, 65536, 0) == status::too_large);
  QCHECK(effects::breathing(px, 0, 0, {1, 2, 3}) == status::empty);
  QCHECK(effects::plasma_strip(px, 0, 0) == status::empty);
  QCHECK(buf.untouched());
}

QTEST(led_strip, every_strip_effect_stays_in_its_buffer) {
  for (std::size_t n : {std::size_t{1}, std::size_t{2}, std::size_t{59}, std::size_t{300}}) {
    static led_test::guarded<900> buf;
    const auto run = [&](auto&& f) {
      buf.fill(led_test::guard_value);
      QCHECK(f(reinterpret_cast<rgb8*>(buf.data()), n) == status::ok);
      QCHECK(buf.intact_from(n * 3));
    };
    const q16 t = 3 * 65536 + 777;
    run([&](rgb8* o, std::size_t k) { return effects::fire(o, k, t, 1); });
    run([&](rgb8* o, std::size_t k) { return effects::candle(o, k, t); });
    run([&](rgb8* o, std::size_t k) { return effects::lava(o, k, t); });
    run([&](rgb8* o, std::size_t k) { return effects::ocean(o, k, t); });
    run([&](rgb8* o, std::size_t k) { return effects::aurora(o, k, t); });
    run([&](rgb8* o, std::size_t k) { return effects::twinkle(o, k, t); });
    run([&](rgb8* o, std::size_t k) { return effects::breathing(o, k, t, {255, 80, 0}); });
    run([&](rgb8* o, std::size_t k) { return effects::plasma_strip(o, k, t); });
  }
}

QTEST(led_strip, seeds_and_time_change_the_picture) {
  rgb8 a[64], b[64], c[64];
  noise_params p;
  p.seed = 1;
  QCHECK(fill_strip(a, 64, palettes::grey, p, 0) == status::ok);
  p.seed = 2;
  QCHECK(fill_strip(b, 64, palettes::grey, p, 0) == status::ok);
  QCHECK(fill_strip(c, 64, palettes::grey, p, 65536) == status::ok);
  QCHECK_NE(led_test::fnv1a(a, sizeof a), led_test::fnv1a(b, sizeof b));
  QCHECK_NE(led_test::fnv1a(b, sizeof b), led_test::fnv1a(c, sizeof c));
}

QTEST(led_strip, animation_is_smooth_between_frames) {
  // At 60 fps and the default speed (1 cell per second), no LED's noise value jumps
  // by more than 1/8 of the full range between two frames, over 10 seconds.
  std::uint16_t a[100], b[100];
  noise_params p;
  p.scale = 65536 / 10;
  p.octaves = 2;
  p.seed = 9;
  std::uint32_t worst = 0;
  QCHECK(fill_strip_values(a, 100, p, 0) == status::ok);
  for (std::uint32_t f = 1; f <= 600; ++f) {
    QCHECK(fill_strip_values(b, 100, p, static_cast<q16>(f * 65536u / 60u)) == status::ok);
    for (int i = 0; i < 100; ++i) {
      const std::uint32_t d = a[i] > b[i] ? a[i] - b[i] : b[i] - a[i];
      worst = d > worst ? d : worst;
      a[i] = b[i];
    }
  }
  QCHECK_LT(worst, 8192u);
  QCHECK_GT(worst, 0u);
}
