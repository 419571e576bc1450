// SPDX-License-Identifier: MIT
// Golden vectors: FNV-1a checksums of the library's outputs over the fixed golden grid
// (golden_grid.hpp: edge values incl. INT32_MIN/MAX, lattice points +-1 LSB, negative
// coordinates, random points). Every configuration (host gcc/clang at -O0/-O2, ASan,
// all six Cortex-M cores at -O2 and -Os) must reproduce the same constants, so this
// test is the proof that results are bit-identical across compilers, optimisation
// levels and cores. The constants come from host gcc; test_perlin_accuracy.cpp checks
// every grid point against the double model, so they are not just "what the code did".
#include <cstdint>

#include "golden_grid.hpp"
#include "golden_values.hpp"
#include "qnoise/qnoise.hpp"
#include "qtest.hpp"
#include "test_inputs.hpp"

using core_tests::Fnv1a;
namespace golden = core_tests::golden;

namespace {

void check_checksum(const char* what, const Fnv1a& sum, std::uint32_t expected, long points,
                    long expected_points) {
  qtest::print("    ", what, ": ");
  qnoise_port::console_put_hex(sum.hash);
  qtest::print(" over ", points, " points\n");
  QCHECK_EQ(points, expected_points);
  if (!QCHECK_EQ(sum.hash, expected)) {
    qtest::print(
        "    (update golden_values.hpp only if the change of output is intended;\n"
        "     test_perlin_accuracy then validates the new values)\n");
  }
}

}  // namespace

QTEST(golden, perlin1) {
  Fnv1a sum;
  long points = 0;
  golden::for_each_point1([&](qnoise::q16 x) {
    sum.i32(qnoise::perlin(x));
    ++points;
  });
  check_checksum("perlin(x)", sum, golden::kPerlin1, points, golden::kPoints1);
}

QTEST(golden, perlin2) {
  Fnv1a sum;
  long points = 0;
  golden::for_each_point2([&](qnoise::q16 x, qnoise::q16 y) {
    sum.i32(qnoise::perlin(x, y));
    ++points;
  });
  check_checksum("perlin(x, y)", sum, golden::kPerlin2, points, golden::kPoints2);
}

QTEST(golden, perlin3) {
  Fnv1a sum;
  long points = 0;
  golden::for_each_point3([&](qnoise::q16 x, qnoise::q16 y, qnoise::q16 z) {
    sum.i32(qnoise::perlin(x, y, z));
    ++points;
  });
  check_checksum("perlin(x, y, z)", sum, golden::kPerlin3, points, golden::kPoints3);
}

QTEST(golden, perlin_u16_and_u8) {
  Fnv1a u16;
  Fnv1a u8;
  long points = 0;
  golden::for_each_point1([&](qnoise::q16 x) {
    u16.u16(qnoise::perlin_u16(x));
    u8.byte(qnoise::perlin_u8(x));
    ++points;
  });
  golden::for_each_point2([&](qnoise::q16 x, qnoise::q16 y) {
    u16.u16(qnoise::perlin_u16(x, y));
    u8.byte(qnoise::perlin_u8(x, y));
    ++points;
  });
  golden::for_each_point3([&](qnoise::q16 x, qnoise::q16 y, qnoise::q16 z) {
    u16.u16(qnoise::perlin_u16(x, y, z));
    u8.byte(qnoise::perlin_u8(x, y, z));
    ++points;
  });
  const long expected_points = golden::kPoints1 + golden::kPoints2 + golden::kPoints3;
  check_checksum("perlin_u16", u16, golden::kPerlinU16, points, expected_points);
  check_checksum("perlin_u8", u8, golden::kPerlinU8, points, expected_points);
}

QTEST(golden, fades) {
  Fnv1a sum;
  long points = 0;
  golden::for_each_fade_input([&](qnoise::q16 t) {
    sum.i32(qnoise::fade_quintic(t));
    sum.i32(qnoise::fade_cubic(t));
    sum.i32(qnoise::fade_cosine(t));
    sum.i32(qnoise::fade_linear(t));
    ++points;
  });
  check_checksum("fades", sum, golden::kFades, points, golden::kPointsFade);
}

// The seeded lattices too: a seeded table and the table-free hash.
QTEST(golden, other_lattices) {
  static constexpr qnoise::permutation kTable = qnoise::make_permutation(2024u);
  constexpr qnoise::integer_hash kHash{2024u};
  Fnv1a sum;
  long points = 0;
  golden::for_each_point1([&](qnoise::q16 x) {
    sum.i32(qnoise::perlin(x, kTable));
    sum.i32(qnoise::perlin(x, kHash));
    ++points;
  });
  golden::for_each_point2([&](qnoise::q16 x, qnoise::q16 y) {
    sum.i32(qnoise::perlin(x, y, kTable));
    sum.i32(qnoise::perlin(x, y, kHash));
    ++points;
  });
  golden::for_each_point3([&](qnoise::q16 x, qnoise::q16 y, qnoise::q16 z) {
    sum.i32(qnoise::perlin(x, y, z, kTable));
    sum.i32(qnoise::perlin(x, y, z, kHash));
    ++points;
  });
  check_checksum("seeded table 2024 + integer_hash{2024}", sum, golden::kOtherLattices, points,
                 golden::kPoints1 + golden::kPoints2 + golden::kPoints3);
}
