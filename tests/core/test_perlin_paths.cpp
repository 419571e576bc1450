// SPDX-License-Identifier: MIT
// <config>.core_perlin_paths: perlin(x, y, permutation) and perlin(x, y, z, permutation)
// return exactly the portable evaluation detail::gradient_noise(lattice, locate(x), ...),
// on every core. Where a target has a hand-written path (qnoise/arch/arch.hpp lists them)
// the first call runs it, so this is the proof that the two paths agree: every
// combination of edge coordinates (28^2 in 2D, 28^3 in 3D), 20,000 random points per
// dimension, and every gradient at every corner (checked by counting), on Ken Perlin's
// table and on a seeded one. Elsewhere both calls take the same code, and the test still
// checks the dispatch. The 64-bit host evaluation (detail::perlin2_packed/perlin3_packed,
// perlin's path on x86-64 and AArch64) is called directly too, so every core checks it.
#include <cstdint>

#include "qnoise/qnoise.hpp"
#include "qtest.hpp"
#include "test_inputs.hpp"

using core_tests::kEdgeCount;
using core_tests::kEdges;
using core_tests::Rng;
using qnoise::q16;

namespace {

constexpr qnoise::permutation kSeeded = qnoise::make_permutation(0xC0FFEEu);

// Both evaluations through opaque inputs, so the compiler cannot fold either.
volatile q16 g_in[3];

std::uint32_t report(q16 fast, q16 reference, q16 x, q16 y) {
  qtest::print("  mismatch at x = ");
  qtest::print(x);
  qtest::print(" y = ");
  qtest::print(y);
  if (g_in[2] != 0) {
    qtest::print(" z = ");
    qtest::print(g_in[2]);
  }
  qtest::print(": ");
  qtest::print(fast);
  qtest::print(" != ");
  qtest::print(reference);
  qtest::print("\n");
  return 1;
}

// The packed evaluations read the table doubled (512 bytes), as `permutation` stores it
// except in the compact profile (QNOISE_COMPACT: 256 bytes): they get their own copy.
struct doubled_table {
  std::uint8_t values[512];
};
doubled_table doubled(const qnoise::permutation& p) {
  doubled_table d{};
  for (std::uint32_t i = 0; i < 512; ++i) d.values[i] = p.values[i & 0xFFu];
  return d;
}
const doubled_table kPerlinDoubled = doubled(qnoise::perlin_permutation);
const doubled_table kSeededDoubled = doubled(kSeeded);
const std::uint8_t* doubled_of(const qnoise::permutation& p) {
  return &p == &kSeeded ? kSeededDoubled.values : kPerlinDoubled.values;
}

std::uint32_t mismatches(q16 x, q16 y, const qnoise::permutation& p) {
  g_in[0] = x;
  g_in[1] = y;
  g_in[2] = 0;
  const q16 fast = qnoise::perlin(g_in[0], g_in[1], p);
  const q16 reference = qnoise::detail::gradient_noise(p, qnoise::detail::locate(g_in[0]),
                                                       qnoise::detail::locate(g_in[1]));
  // The 64-bit host evaluation, on every target (perlin's own path on x86-64/AArch64).
  const q16 packed = qnoise::detail::perlin2_packed(g_in[0], g_in[1], doubled_of(p));
  if (packed != reference) return report(packed, reference, x, y);
  return fast == reference ? 0 : report(fast, reference, x, y);
}

std::uint32_t mismatches(q16 x, q16 y, q16 z, const qnoise::permutation& p) {
  g_in[0] = x;
  g_in[1] = y;
  g_in[2] = z;
  const q16 fast = qnoise::perlin(g_in[0], g_in[1], g_in[2], p);
  const q16 reference = qnoise::detail::gradient_noise(p, qnoise::detail::locate(g_in[0]),
                                                       qnoise::detail::locate(g_in[1]),
                                                       qnoise::detail::locate(g_in[2]));
  const q16 packed = qnoise::detail::perlin3_packed(g_in[0], g_in[1], g_in[2], doubled_of(p));
  if (packed != reference) return report(packed, reference, x, y);
  return fast == reference ? 0 : report(fast, reference, x, y);
}

std::uint32_t cell(q16 v, std::uint32_t up) { return ((static_cast<std::uint32_t>(v) >> 16) + up) & 0xFFFFu; }

}  // namespace

QTEST(perlin2_paths, every_edge_combination) {
  std::uint32_t bad = 0;
  for (std::size_t i = 0; i < kEdgeCount; ++i) {
    for (std::size_t j = 0; j < kEdgeCount; ++j) {
      if (bad < 8) bad += mismatches(kEdges[i], kEdges[j], qnoise::perlin_permutation);
      if (bad < 8) bad += mismatches(kEdges[i], kEdges[j], kSeeded);
    }
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(perlin2_paths, random_points_cover_every_gradient_at_every_corner) {
  std::uint32_t bad = 0;
  // seen[corner] has bit g set once gradient g & 7 was used at that corner.
  std::uint32_t seen[4] = {};
  Rng rng(0x2D2D2D2Du);
  for (int i = 0; i < 20000; ++i) {
    const q16 x = rng.next_q16(), y = rng.next_q16();
    const qnoise::permutation& p = (i & 1) ? kSeeded : qnoise::perlin_permutation;
    if (bad < 8) bad += mismatches(x, y, p);
    if (bad < 8) bad += mismatches(x & 0x00FFFFFF, qnoise::asr(y, 12), p);  // small, negative
    for (std::uint32_t c = 0; c < 4; ++c) {
      const std::uint32_t h = p.next(p.next(0, cell(x, c & 1)), cell(y, c >> 1));
      seen[c] |= 1u << (h & 7u);
    }
  }
  QCHECK_EQ(bad, 0u);
  for (std::uint32_t c = 0; c < 4; ++c) QCHECK_EQ(seen[c], 0xFFu);
}

QTEST(perlin3_paths, every_edge_combination) {
  std::uint32_t bad = 0;
  for (std::size_t i = 0; i < kEdgeCount; ++i) {
    for (std::size_t j = 0; j < kEdgeCount; ++j) {
      for (std::size_t k = 0; k < kEdgeCount; ++k) {
        if (bad < 8) bad += mismatches(kEdges[i], kEdges[j], kEdges[k], qnoise::perlin_permutation);
      }
    }
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(perlin3_paths, random_points_cover_every_gradient_at_every_corner) {
  std::uint32_t bad = 0;
  // seen[corner] has bit g set once gradient g & 15 was used at that corner.
  std::uint32_t seen[8] = {};
  Rng rng(0x3D3D3D3Du);
  for (int i = 0; i < 20000; ++i) {
    const q16 x = rng.next_q16(), y = rng.next_q16(), z = rng.next_q16();
    const qnoise::permutation& p = (i & 1) ? kSeeded : qnoise::perlin_permutation;
    if (bad < 8) bad += mismatches(x, y, z, p);
    if (bad < 8) bad += mismatches(x & 0x00FFFFFF, qnoise::asr(y, 12), qnoise::asr(z, 8), p);  // small, negative
    for (std::uint32_t c = 0; c < 8; ++c) {
      const std::uint32_t h = p.next(p.next(p.next(0, cell(x, c & 1)), cell(y, (c >> 1) & 1)), cell(z, c >> 2));
      seen[c] |= 1u << (h & 15u);
    }
  }
  QCHECK_EQ(bad, 0u);
  for (std::uint32_t c = 0; c < 8; ++c) QCHECK_EQ(seen[c], 0xFFFFu);
}
