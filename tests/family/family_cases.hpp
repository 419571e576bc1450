// SPDX-License-Identifier: MIT
// The noise family's golden cases: one entry per public function family (value noise with
// each interpolation, fractal kinds over gradient and value bases, seeds, periodic, loops),
// evaluated over a fixed point set. test_family_golden.cpp checksums them on every config
// (bit-identical results); test_family_accuracy.cpp compares every one of these points with
// the double models, so the golden checksums are not just "what the code did".
// Integer only.
#ifndef QNOISE_TESTS_FAMILY_CASES_HPP
#define QNOISE_TESTS_FAMILY_CASES_HPP

#include <cstdint>

#include "qnoise/qnoise.hpp"
#include "test_inputs.hpp"

namespace family_tests {

using qnoise::q16;

inline constexpr qnoise::fractal_params kFbm4 = qnoise::fractal<4>();
inline constexpr qnoise::fractal_params kFbm5 = qnoise::fractal<5, 2 * 65536 + 12345, 40000, 77>();
inline constexpr qnoise::fractal_params kRidged6 = qnoise::fractal<6, 2 * 65536, 32768, 3, 65536>();
inline constexpr qnoise::fractal_params kRidged3 = qnoise::fractal<3, 3 * 65536, 50000, 9, 45000>();
inline constexpr qnoise::seed kSeed = qnoise::make_seed(2024);
inline constexpr qnoise::period kP10 = qnoise::make_period(10), kP7 = qnoise::make_period(7),
                                kP5 = qnoise::make_period(5), kP16 = qnoise::make_period(16),
                                kP3 = qnoise::make_period(3);
inline constexpr qnoise::loop kLoop = qnoise::make_loop(600, 4);
inline constexpr qnoise::fractal_tiling kTiling4 = qnoise::make_tiling(kFbm4, 10, 7);
inline constexpr qnoise::fractal_params kRidgedTile = qnoise::fractal<3, 3 * 65536, 45000, 5, 50000>();
inline constexpr qnoise::fractal_tiling kTiling3 = qnoise::make_tiling(kRidgedTile, 3, 5, 9);
static_assert(kTiling4.octaves == 4 && kTiling3.octaves == 3, "all octaves tile");

enum Case : int {
  kValue1Quintic,
  kValue2Cosine,
  kValue3Cubic,
  kValue2LinearSmoothed,
  kValue2CatmullRom,
  kValue3CatmullRomSmoothed,
  kFbm2Perlin,
  kFbm3Value,
  kTurbulence2,
  kBillow2,
  kRidged2,
  kRidged3Value,
  kSeeded2,
  kPeriodic2,
  kPeriodicValue3,
  kLoop1,
  kLoop2,
  kPerlin4,
  kPerlin4Seeded,
  kDerivative2x,
  kDerivative3z,
  kFbmTiled2,
  kRidgedTiledValue3,
  kCaseCount
};

inline constexpr const char* kCaseNames[kCaseCount] = {
    "value1 quintic",      "value2 cosine elias",  "value3 cubic perm",  "value2 linear smoothed",
    "value2 catmull-rom",  "value3 c-r smoothed",  "fbm2 perlin",        "fbm3 value",
    "turbulence2 perlin",  "billow2 perlin",       "ridged2 perlin",     "ridged3 value c-r",
    "perlin2 seeded",      "perlin2 periodic",     "value3 periodic",    "loop1",
    "loop2",               "perlin4",              "perlin4 seeded",
    "perlin2 d/dx",        "perlin3 d/dz",         "fbm2 tiled 10x7",    "ridged3 value tiled"};

/// Dimension of each case (which coordinates it reads).
inline constexpr int kCaseDims[kCaseCount] = {1, 2, 3, 2, 2, 3, 2, 3, 2, 2, 2, 3, 2, 2, 3, 2, 3, 4, 4, 2, 3, 2, 3};

/// The fourth coordinate of 4D cases, derived from the three of the point set.
inline q16 fourth(q16 x, q16 y, q16 z) {
  return qnoise::to_signed(static_cast<std::uint32_t>(x) * 3u + static_cast<std::uint32_t>(y) * 5u + (static_cast<std::uint32_t>(z) >> 3));
}

inline q16 evaluate(int c, q16 x, q16 y, q16 z) {
  switch (c) {
    case kValue1Quintic: return qnoise::value_noise(x);
    case kValue2Cosine: return qnoise::value_noise<qnoise::cosine_fade>(x, y, qnoise::elias_hash{3});
    case kValue3Cubic: return qnoise::value_noise<qnoise::cubic_fade>(x, y, z, qnoise::perlin_permutation);
    case kValue2LinearSmoothed: return qnoise::value_noise<qnoise::linear_fade, true>(x, y);
    case kValue2CatmullRom: return qnoise::value_noise<qnoise::catmull_rom>(x, y, qnoise::integer_hash{7});
    case kValue3CatmullRomSmoothed: return qnoise::value_noise<qnoise::catmull_rom, true>(x, y, z, qnoise::elias_hash{});
    case kFbm2Perlin: return qnoise::fbm(x, y, kFbm4);
    case kFbm3Value: return qnoise::fbm<qnoise::value_basis<>>(x, y, z, kFbm5, qnoise::integer_hash{1});
    case kTurbulence2: return qnoise::turbulence(x, y, kFbm4);
    case kBillow2: return qnoise::billow(x, y, kFbm5);
    case kRidged2: return qnoise::ridged(x, y, kRidged6);
    case kRidged3Value: return qnoise::ridged<qnoise::value_basis<qnoise::catmull_rom>>(x, y, z, kRidged3, qnoise::integer_hash{2});
    case kSeeded2: return qnoise::perlin(x, y, kSeed);
    case kPeriodic2: return qnoise::perlin_periodic(x, y, kP10, kP7, kSeed);
    case kPeriodicValue3: return qnoise::value_periodic<qnoise::cubic_fade>(x, y, z, kP5, kP16, kP3);
    case kLoop1: return qnoise::loop_noise(x, static_cast<std::uint32_t>(y), kLoop);
    case kLoop2: return qnoise::loop_noise(x, y, static_cast<std::uint32_t>(z), kLoop);
    case kPerlin4: return qnoise::perlin(x, y, z, fourth(x, y, z));
    case kPerlin4Seeded: return qnoise::perlin(x, y, z, fourth(x, y, z), kSeed);
    case kDerivative2x: return qnoise::perlin_with_derivative(x, y).dx;
    case kDerivative3z: return qnoise::perlin_with_derivative(x, y, z, qnoise::integer_hash{8}).dz;
    case kFbmTiled2: return qnoise::fbm_tiled(x, y, kFbm4, kTiling4);
    case kRidgedTiledValue3: return qnoise::ridged_tiled<qnoise::value_basis<qnoise::cosine_fade, true>>(x, y, z, kRidgedTile, kTiling3, qnoise::elias_hash{6});
    default: return 0;
  }
}

/// The point set: every (x, y) pair of the edge set with z from the edge set too, then
/// lattice points +-1 LSB, then uniformly random int32 triples (fixed xorshift32 stream).
template <class F>
void for_each_point(F&& f) {
  using core_tests::kEdgeCount;
  using core_tests::kEdges;
  for (std::size_t i = 0; i < kEdgeCount; ++i)
    for (std::size_t j = 0; j < kEdgeCount; ++j) f(kEdges[i], kEdges[j], kEdges[(i * 7 + j) % kEdgeCount]);
  core_tests::Rng rng(0xFA111E5u);
  for (int i = 0; i < 64; ++i) {
    const q16 x = qnoise::to_signed(rng.next() & 0xFFFF0000u);
    const q16 y = qnoise::to_signed(rng.next() & 0xFFFF0000u);
    for (int d = -1; d <= 1; ++d) f(core_tests::wrap_add(x, d), core_tests::wrap_add(y, -d), core_tests::wrap_add(x, d * 7));
  }
  for (int i = 0; i < 2000; ++i) {
    const q16 x = rng.next_q16();
    const q16 y = rng.next_q16();
    f(x, y, rng.next_q16());
  }
}

inline constexpr long kPointCount = 28 * 28 + 64 * 3 + 2000;

}  // namespace family_tests

#endif  // QNOISE_TESTS_FAMILY_CASES_HPP
