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
    0xcc305a6du, 0xfc315d98u, 0xd13a15f6u, 0x3f638ecau, 0xd46cc7afu, 0x02144258u,
    0x72e6b00du, 0x088a6d38u, 0xaf136af8u, 0x23c65095u, 0x71a412fdu, 0x4e88f5cbu,
    0xe9a61b3eu, 0x1e5a761eu, 0x8a5a6aa2u, 0xa97d81fbu, 0x9854361cu, 0x848a1c81u,
    0x582fce6eu, 0x947730c0u, 0x925E57D1u, 0x10e1b0c3u, 0x1cb44360u,
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
