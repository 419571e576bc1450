// SPDX-License-Identifier: MIT
// Golden cases of issue 19's additions: Worley noise (worley.hpp), domain warp (warp.hpp),
// 4D fractal sums (fractal.hpp) and periodic / looping 4D noise (periodic.hpp), evaluated
// over the family point set (tests/family/family_cases.hpp). test_ext_golden.cpp checksums
// them on every config; test_ext_accuracy.cpp checks every one of these points against the
// double models, so the checksums are validated values. Integer only.
#ifndef QNOISE_TESTS_EXT_CASES_HPP
#define QNOISE_TESTS_EXT_CASES_HPP

#include <cstdint>

#include "family_cases.hpp"
#include "qnoise/qnoise.hpp"

namespace ext_tests {

using qnoise::q16;

inline constexpr qnoise::seed kSeed = qnoise::make_seed(1919);
inline constexpr qnoise::fractal_params kParamsFbm4 = qnoise::fractal<4>();
inline constexpr qnoise::fractal_params kFbm3 = qnoise::fractal<3, 2 * 65536 + 777, 40000, 19>();
inline constexpr qnoise::fractal_params kParamsRidged4 = qnoise::fractal<4, 2 * 65536, 32768, 3, 50000>();
inline constexpr qnoise::warp_params kWarp1 = qnoise::make_warp(65536, 5u);
inline constexpr qnoise::warp_params kWarp3 = qnoise::make_warp(3 * 65536 / 2, kFbm3);
inline constexpr qnoise::warp_params kWarpNeg = qnoise::make_warp(-2 * 65536, qnoise::fractal<2, 3 * 65536, 45000, 8>());
inline constexpr qnoise::period kP3 = qnoise::make_period(3), kP5 = qnoise::make_period(5),
                                kP7 = qnoise::make_period(7), kP2 = qnoise::make_period(2);
inline constexpr qnoise::loop kLoop = qnoise::make_loop(480, 3);

enum Case : int {
  kWorley2,
  kWorley2ManhattanPerm,
  kWorley2SquaredSeed,
  kWorley3Hash,
  kWorley3ManhattanSeed,
  kWorley3Squared,
  kWarp1D,
  kWarp2Single,
  kWarp2IndependentValue,
  kWarp2Progressive,
  kWarp3ProgressiveHash,
  kFbm4,
  kTurbulence4Hash,
  kBillow4Seed,
  kRidged4,
  kPeriodic4,
  kPeriodic4Seeded,
  kLoop3,
  kLoop3Seeded,
  kCaseCount
};

inline constexpr const char* kCaseNames[kCaseCount] = {
    "worley2",           "worley2 manhattan perm", "worley2 squared seed", "worley3 hash",
    "worley3 manh seed", "worley3 squared",        "warp1",                "warp2 single",
    "warp2 indep value", "warp2 progressive",      "warp3 progr hash",     "fbm4",
    "turbulence4 hash",  "billow4 seed",           "ridged4",              "periodic4",
    "periodic4 seeded",  "loop3",                  "loop3 seeded"};

/// Up to three int32 results per case (Worley: f1, f2, cell; warps: the warped point).
struct Result {
  std::int32_t v[3];
  int n;
};

inline Result of(const qnoise::worley_result& w) {
  return {{w.f1, w.f2, qnoise::to_signed(w.cell)}, 3};
}

inline Result evaluate(int c, q16 x, q16 y, q16 z) {
  const q16 w = family_tests::fourth(x, y, z);
  switch (c) {
    case kWorley2: return of(qnoise::worley(x, y));
    case kWorley2ManhattanPerm: return of(qnoise::worley<qnoise::manhattan>(x, y, qnoise::perlin_permutation));
    case kWorley2SquaredSeed: return of(qnoise::worley<qnoise::euclidean_squared>(x, y, kSeed));
    case kWorley3Hash: return of(qnoise::worley(x, y, z, qnoise::integer_hash{5}));
    case kWorley3ManhattanSeed: return of(qnoise::worley<qnoise::manhattan>(x, y, z, kSeed));
    case kWorley3Squared: return of(qnoise::worley<qnoise::euclidean_squared>(x, y, z));
    case kWarp1D: return {{qnoise::warp(x, kWarp1), 0, 0}, 1};
    case kWarp2Single: {
      const auto p = qnoise::warp(x, y, kWarp1);
      return {{p.x, p.y, 0}, 2};
    }
    case kWarp2IndependentValue: {
      const auto p = qnoise::warp<qnoise::value_basis<>>(x, y, kWarp3, qnoise::integer_hash{2});
      return {{p.x, p.y, 0}, 2};
    }
    case kWarp2Progressive: {
      const auto p = qnoise::warp_progressive(x, y, kWarp3);
      return {{p.x, p.y, 0}, 2};
    }
    case kWarp3ProgressiveHash: {
      const auto p = qnoise::warp_progressive(x, y, z, kWarpNeg, qnoise::integer_hash{4});
      return {{p.x, p.y, p.z}, 3};
    }
    case kFbm4: return {{qnoise::fbm(x, y, z, w, kParamsFbm4), 0, 0}, 1};
    case kTurbulence4Hash: return {{qnoise::turbulence(x, y, z, w, kFbm3, qnoise::integer_hash{6}), 0, 0}, 1};
    case kBillow4Seed: return {{qnoise::billow(x, y, z, w, kParamsFbm4, kSeed.lattice), 0, 0}, 1};
    case kRidged4: return {{qnoise::ridged(x, y, z, w, kParamsRidged4), 0, 0}, 1};
    case kPeriodic4: return {{qnoise::perlin_periodic(x, y, z, w, kP3, kP5, kP7, kP2), 0, 0}, 1};
    case kPeriodic4Seeded: return {{qnoise::perlin_periodic(x, y, z, w, kP5, kP3, kP2, kP7, kSeed), 0, 0}, 1};
    case kLoop3: return {{qnoise::loop_noise(x, y, z, static_cast<std::uint32_t>(w), kLoop), 0, 0}, 1};
    case kLoop3Seeded: return {{qnoise::loop_noise(x, y, z, static_cast<std::uint32_t>(w), kLoop, kSeed), 0, 0}, 1};
    default: return {{0, 0, 0}, 0};
  }
}

}  // namespace ext_tests

#endif  // QNOISE_TESTS_EXT_CASES_HPP
