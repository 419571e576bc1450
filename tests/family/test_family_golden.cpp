// SPDX-License-Identifier: MIT
// Golden checksums of the noise family (family_cases.hpp) on every configuration: the
// same FNV-1a constants on host gcc/clang, ASan and all Cortex-M cores prove the
// results bit-identical. The constants were produced by host gcc; test_family_accuracy
// checks every one of these points against the double models (within each case's error
// limit), so they are validated values, not merely recorded ones.
#include <cstdint>

#include "family_cases.hpp"
#include "qtest.hpp"

namespace {

// FNV-1a over evaluate(case, x, y, z) for every point of for_each_point, in order.
constexpr std::uint32_t kGolden[family_tests::kCaseCount] = {
    0xa6612ccdu, 0xfc315d98u, 0xd13a15f6u, 0x3f638ecau, 0xd46cc7afu, 0x02144258u,
    0x186341efu, 0x1187dcf6u, 0x34ee2ad4u, 0x854eb559u, 0xdb61bf33u, 0x4e88f5cbu,
    0xe0a87acau, 0x5babb241u, 0x8a5a6aa2u, 0xc479d737u, 0xcdd3b5a1u, 0x7395d6e1u,
    0x12d5b4aeu, 0x56b7dcddu, 0x4FECEC56u, 0x2af6f3f8u, 0x1cb44360u,
};

}  // namespace

QTEST(family_golden, checksums) {
  for (int c = 0; c < family_tests::kCaseCount; ++c) {
    core_tests::Fnv1a sum;
    long points = 0;
    family_tests::for_each_point([&](qnoise::q16 x, qnoise::q16 y, qnoise::q16 z) {
      sum.i32(family_tests::evaluate(c, x, y, z));
      ++points;
    });
    qtest::print("    ", family_tests::kCaseNames[c], ": ");
    qnoise_port::console_put_hex(sum.hash);
    qtest::print("\n");
    QCHECK_EQ(points, family_tests::kPointCount);
    QCHECK_EQ(sum.hash, kGolden[c]);
  }
}

QTEST(family_golden, constexpr_matches_runtime) {
  // The same functions evaluated by the compiler (static_assert-able) and at run time.
  constexpr qnoise::q16 a = qnoise::value_noise<qnoise::catmull_rom, true>(123456, -98765, 5555555, qnoise::elias_hash{});
  constexpr qnoise::q16 b = qnoise::ridged(-7777777, 31415926, family_tests::kRidged6);
  constexpr qnoise::q16 c = qnoise::perlin_periodic(1234567, 7654321, family_tests::kP10, family_tests::kP7,
                                                    family_tests::kSeed);
  constexpr qnoise::q16 d = qnoise::loop_noise(99999, 12345u, family_tests::kLoop);
  static_assert(a >= -qnoise::value_catmull_rom_bound<3> && a <= qnoise::value_catmull_rom_bound<3>, "bound");
  static_assert(b >= 0 && b <= 65536, "bound");
  QCHECK_EQ(family_tests::evaluate(family_tests::kValue3CatmullRomSmoothed, core_tests::opaque(123456), -98765, 5555555), a);
  QCHECK_EQ(family_tests::evaluate(family_tests::kRidged2, core_tests::opaque(-7777777), 31415926, 0), b);
  QCHECK_EQ(qnoise::perlin_periodic(core_tests::opaque(1234567), 7654321, family_tests::kP10, family_tests::kP7,
                                    family_tests::kSeed), c);
  QCHECK_EQ(qnoise::loop_noise(core_tests::opaque(99999), 12345u, family_tests::kLoop), d);
}
