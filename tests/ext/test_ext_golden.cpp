// SPDX-License-Identifier: MIT
// Golden checksums of issue 19's additions (ext_cases.hpp) on every configuration: the same
// FNV-1a constants on the host and every Cortex-M core prove the results bit-identical.
// Recorded by host gcc; test_ext_accuracy checks every point against the double models.
#include <cstdint>

#include "ext_cases.hpp"
#include "qtest.hpp"

namespace {

constexpr std::uint32_t kGolden[ext_tests::kCaseCount] = {
    0x612c1db3u, 0xa093ebceu, 0x55e29b9du, 0x26738e79u, 0x3c4d71acu, 0x3f21cc67u,
    0x9bdc8d67u, 0xdf9abd34u, 0x0c59830eu, 0x682d3118u, 0x9702c14fu, 0xfe88064eu,
    0x86d8d4feu, 0x42587e65u, 0xdc7fa071u, 0x7e26520eu, 0x111a9dffu, 0xf74648a8u,
    0xa494c416u,
};

}  // namespace

QTEST(ext_golden, checksums) {
  for (int c = 0; c < ext_tests::kCaseCount; ++c) {
    core_tests::Fnv1a sum;
    long points = 0;
    family_tests::for_each_point([&](qnoise::q16 x, qnoise::q16 y, qnoise::q16 z) {
      const ext_tests::Result r = ext_tests::evaluate(c, x, y, z);
      for (int k = 0; k < r.n; ++k) sum.i32(r.v[k]);
      ++points;
    });
    qtest::print("    ", ext_tests::kCaseNames[c], ": ");
    qnoise_port::console_put_hex(sum.hash);
    qtest::print("\n");
    QCHECK_EQ(points, family_tests::kPointCount);
    QCHECK_EQ(sum.hash, kGolden[c]);
  }
}

QTEST(ext_golden, constexpr_matches_runtime) {
  constexpr qnoise::worley_result a = qnoise::worley(123456, -98765);
  constexpr qnoise::worley_result b = qnoise::worley<qnoise::manhattan>(INT32_MAX, INT32_MIN, 777, ext_tests::kSeed);
  constexpr qnoise::warped2 c = qnoise::warp_progressive(-7777777, 31415926, ext_tests::kWarp3);
  constexpr qnoise::q16 d = qnoise::ridged(1234567, -7654321, 99, -5, ext_tests::kParamsRidged4);
  constexpr qnoise::q16 e = qnoise::perlin_periodic(1234567, 7654321, -3, 9, ext_tests::kP3, ext_tests::kP5,
                                                    ext_tests::kP7, ext_tests::kP2);
  static_assert(a.f1 >= 0 && a.f1 <= a.f2 && a.f2 <= qnoise::worley_f2_bound<2, qnoise::euclidean>, "bound");
  static_assert(d >= 0 && d <= 65536, "bound");
  const auto ra = qnoise::worley(core_tests::opaque(123456), -98765);
  QCHECK_EQ(ra.f1, a.f1);
  QCHECK_EQ(ra.f2, a.f2);
  QCHECK_EQ(ra.cell, a.cell);
  const auto rb = qnoise::worley<qnoise::manhattan>(core_tests::opaque(INT32_MAX), INT32_MIN, 777, ext_tests::kSeed);
  QCHECK_EQ(rb.f1, b.f1);
  QCHECK_EQ(rb.f2, b.f2);
  QCHECK_EQ(rb.cell, b.cell);
  const auto rc = qnoise::warp_progressive(core_tests::opaque(-7777777), 31415926, ext_tests::kWarp3);
  QCHECK_EQ(rc.x, c.x);
  QCHECK_EQ(rc.y, c.y);
  QCHECK_EQ(qnoise::ridged(core_tests::opaque(1234567), -7654321, 99, -5, ext_tests::kParamsRidged4), d);
  QCHECK_EQ(qnoise::perlin_periodic(core_tests::opaque(1234567), 7654321, -3, 9, ext_tests::kP3, ext_tests::kP5,
                                    ext_tests::kP7, ext_tests::kP2), e);
}
