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

const std::int32_t edge_coords[] = {0, 1, -1, 65535, 65536, -65536, 32768, INT32_MAX, INT32_MIN,
                                    INT32_MAX - 65535, 0x00FFFFFF, -0x00FFFFFF, 123456789};

template <class Lattice>
std::uint32_t row2d_mismatches(const Lattice& lattice) {
  std::uint32_t bad = 0;
  led_test::rng r;
  for (std::int32_t y : edge_coords) {
    perlin_row2<Lattice> row(lattice, y);
    for (std::int32_t x : edge_coords) bad += row(x) != perlin(x, y, lattice);
  }
  for (int rows = 0; rows < 40; ++rows) {
    const q16 y = to_signed(r.next());
    const q16 step = static_cast<q16>(r.next() & 0x3FFFF);  // up to 4 cells per pixel
    q16 x = to_signed(r.next());
    perlin_row2<Lattice> row(lattice, y);
    for (int i = 0; i < 300; ++i) {
      bad += row(x) != perlin(x, y, lattice);
      x = to_signed(static_cast<std::uint32_t>(x) + static_cast<std::uint32_t>(step));
    }
  }
  return bad;
}

template <class Lattice>
std::uint32_t row3d_mismatches(const Lattice& lattice) {
  std::uint32_t bad = 0;
  led_test::rng r;
  for (std::int32_t y : edge_coords) {
    for (std::int32_t z : edge_coords) {
      perlin_row3<Lattice> row(lattice, y, z);
      for (std::int32_t x : edge_coords) bad += row(x) != perlin(x, y, z, lattice);
    }
  }
  for (int rows = 0; rows < 30; ++rows) {
    const q16 y = to_signed(r.next());
    const q16 z = to_signed(r.next());
    const q16 step = static_cast<q16>(r.next() & 0x1FFFF);
    q16 x = to_signed(r.next());
    perlin_row3<Lattice> row(lattice, y, z);
    for (int i = 0; i < 128; ++i) {
      bad += row(x) != perlin(x, y, z, lattice);
      x = to_signed(static_cast<std::uint32_t>(x) - static_cast<std::uint32_t>(step));  // backwards too
    }
  }
  return bad;
}

constexpr permutation seeded = make_permutation(99);

}  // namespace

QTEST(led_field, row2d_equals_perlin2_bit_for_bit) {
  QCHECK_EQ(row2d_mismatches(perlin_permutation), 0u);
  QCHECK_EQ(row2d_mismatches(seeded), 0u);
  QCHECK_EQ(row2d_mismatches(integer_hash{7}), 0u);
}

QTEST(led_field, row3d_equals_perlin3_bit_for_bit) {
  QCHECK_EQ(row3d_mismatches(perlin_permutation), 0u);
  QCHECK_EQ(row3d_mismatches(integer_hash{12345}), 0u);
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
