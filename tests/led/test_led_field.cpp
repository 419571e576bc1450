// SPDX-License-Identifier: MIT
// The streaming row evaluators equal the plain noise functions bit for bit, and the
// fractal sum stays within its bound.
#include <cstdint>

#include "led_test_util.hpp"
#include "qnoise/led/field.hpp"
#include "qnoise/permutation.hpp"
#include "qnoise/perlin.hpp"
#include "qtest.hpp"

using namespace qnoise;
using namespace qnoise::led;

namespace {

// noise_row reads its values from the row engine a chunk at a time: read in increasing
// order, in reverse and at random, every value equals the mapped noise at its pixel.
template <class Lattice>
std::uint32_t row_order_mismatches(const Lattice& lattice, std::uint32_t length) {
  noise_params p;
  p.scale = 7000;
  p.octaves = 2;
  p.seed = 3;
  noise_row<Lattice, 3> forward(lattice, p, 5, 123456, length);
  q16 expected[100] = {};
  for (std::uint32_t i = 0; i < 100; ++i) expected[i] = forward.raw(i);
  std::uint32_t bad = 0;
  noise_row<Lattice, 3> backward(lattice, p, 5, 123456, length);
  for (std::uint32_t i = 100; i-- > 0;) bad += backward.raw(i) != expected[i];
  noise_row<Lattice, 3> random(lattice, p, 5, 123456, length);
  led_test::rng r;
  for (int k = 0; k < 300; ++k) {
    const std::uint32_t i = r.next() % 100u;
    bad += random.raw(i) != expected[i];
  }
  return bad;
}

constexpr permutation seeded = make_permutation(99);

}  // namespace

QTEST(led_field, values_do_not_depend_on_the_reading_order) {
  QCHECK_EQ(row_order_mismatches(perlin_permutation, 100), 0u);
  QCHECK_EQ(row_order_mismatches(seeded, 37), 0u);
  QCHECK_EQ(row_order_mismatches(integer_hash{7}, 65535), 0u);
}

QTEST(led_field, single_octave_row_is_mapped_perlin) {
  noise_params p;
  p.scale = 3000;
  p.speed = 70000;
  p.seed = 5;
  p.offset_x = -123456;
  const q16 t = 987654;
  const integer_hash lattice{p.seed};
  noise_row<integer_hash, 2> row(lattice, p, 0, t);
  const q16 y = led::detail::wrap_add(led::detail::wrap_mul(t, p.speed), led::detail::seed_offset(p.seed, 2));
  std::uint32_t bad = 0;
  for (std::uint32_t i = 0; i < 500; ++i) {
    const q16 x = led::detail::wrap_add(led::detail::wrap_add(p.offset_x, led::detail::seed_offset(p.seed, 0)),
                                   led::detail::wrap_mul_int(i, p.scale));
    bad += row(i) != to_unorm16<perlin2_bound>(perlin(x, y, lattice));
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(led_field, octave_sums_stay_in_bound_and_use_the_range) {
  for (std::uint8_t oct = 0; oct <= 9; ++oct) {  // 0 and 9 are clamped to 1 and 8
    noise_params p;
    p.octaves = oct;
    p.scale = 5000;
    q16 lo = 0, hi = 0;
    for (std::uint32_t r = 0; r < 24; ++r) {
      const integer_hash lat{3};
      noise_row<integer_hash, 3> row(lat, p, r, static_cast<q16>(r * 40000u));
      for (std::uint32_t i = 0; i < 256; ++i) {
        const q16 v = row.raw(i);
        lo = v < lo ? v : lo;
        hi = v > hi ? v : hi;
      }
    }
    QCHECK_GE(lo, -perlin3_bound - 8);
    QCHECK_LE(hi, perlin3_bound + 8);
    QCHECK_LT(lo, -16384);  // it does vary
    QCHECK_GT(hi, 16384);
  }
}

QTEST(led_field, gain_saturates_and_zero_gain_is_grey) {
  noise_params p;
  p.gain = 16 * 65536 + 12345;  // clamped to 16.0
  std::uint32_t extremes = 0;
  const integer_hash lat{0};
  noise_row<integer_hash, 2> row(lat, p, 0, 777777);
  for (std::uint32_t i = 0; i < 1000; ++i) {
    const std::uint16_t v = row(i);
    extremes += (v == 0 || v == 65535) ? 1u : 0u;
  }
  QCHECK_GT(extremes, 500u);
  p.gain = -5;  // clamped to 0: mid grey
  noise_row<integer_hash, 2> flat(lat, p, 0, 777777);
  for (std::uint32_t i = 0; i < 100; ++i) QCHECK_EQ(flat(i), 32768);
}
