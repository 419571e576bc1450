// SPDX-License-Identifier: MIT
// Properties of gradient noise (qnoise/perlin.hpp) that hold for every input, checked
// on the host and on every Cortex-M core (integer only; random sets <= 20k points):
//   - zero at every lattice point (1D/2D/3D, negative and extreme cells, any lattice);
//   - |n| <= perlin{1,2,3}_bound, and the 1D bound is attained (it is exact);
//   - period 256 cells with a permutation table, on every axis; the table-free
//     integer_hash is not 256-periodic; continuity across the INT32_MAX -> INT32_MIN wrap;
//   - no constant 1D cell, with an amplitude derived from the gradient set;
//   - a continuity bound: the largest step between neighbouring Q16 inputs;
//   - the u8/u16 mappings: endpoints, monotone, linear, full scale;
//   - seeded tables are permutations and give different noise; integer_hash is a lattice.
#include <cstdint>

#include "qnoise/qnoise.hpp"
#include "qtest.hpp"
#include "test_inputs.hpp"

using core_tests::abs_diff;
using core_tests::kEdgeCount;
using core_tests::kEdges;
using core_tests::Rng;
using core_tests::wrap_add;
using qnoise::q16;

namespace {

constexpr std::int32_t kPeriod = 256 * 65536;  // 256 cells, in Q16

// Continuity bounds: the largest |n(p + 1 LSB along one axis) - n(p)|, in Q16 LSB.
// Measured on the host (gcc -O2, 2026-11-22):
//   1D: 4, exact: every input of the default table's full period (2^24 steps).
//   2D: 6, over 648 full rows of one period (1.09e10 steps along x and y; 153 steps of 6,
//       none larger).
//   3D: 6, over 166 full rows (2.8e9 steps along x; a single step of 6, 199 of 5).
// 2D and 3D come from samples, so their bounds below add one LSB. For scale: a gradient
// of 2 (1D) alone gives 2 LSB per LSB; a discontinuity at a cell edge (wrong corner,
// wrong wrap) gives steps of thousands.
constexpr std::int64_t kMaxStep1 = 4;
constexpr std::int64_t kMaxStep2 = 7;
constexpr std::int64_t kMaxStep3 = 7;

constexpr qnoise::integer_hash kHash{0u};
constexpr qnoise::integer_hash kHash7{7u};
constexpr qnoise::permutation kSeeded[] = {
    qnoise::make_permutation(1u), qnoise::make_permutation(2u),
    qnoise::make_permutation(0xDEADBEEFu), qnoise::make_permutation(0xFFFFFFFFu)};

/// A lattice that gives chosen gradient indices to even and odd cells: exercises
/// every 1D gradient pair, including the extremes (+2, -2) a table may not contain.
struct PairLattice {
  std::uint32_t even, odd;
  constexpr std::uint32_t next(std::uint32_t, std::uint32_t cell) const noexcept {
    return (cell & 1u) ? odd : even;
  }
  static constexpr std::uint32_t start() noexcept { return 0; }
};

bool within(q16 n, q16 bound) { return n >= -bound && n <= bound; }

}  // namespace

// ------------------------------------------------------------------ lattice points
QTEST(perlin_properties, zero_at_lattice_points_1d) {
  for (std::int32_t c = -32768; c <= 32767; ++c) {
    const q16 x = c * 65536;
    if (!QCHECK_EQ(qnoise::perlin(x), 0) || !QCHECK_EQ(qnoise::perlin(x, kHash), 0) ||
        !QCHECK_EQ(qnoise::perlin(x, kSeeded[0]), 0)) {
      qtest::print("    cell ", c, "\n");
      return;
    }
  }
}

QTEST(perlin_properties, zero_at_lattice_points_2d_3d) {
  // Every cell of one period on one axis against a spread of cells on the others,
  // then random cells anywhere in the Q16 range.
  constexpr std::int32_t kCells[] = {-32768, -32767, -257, -256, -255, -1,    0,    1,
                                     2,      127,    255,  256,  4096, 32766, 32767};
  for (std::int32_t a = 0; a < 256; ++a) {
    for (std::int32_t b : kCells) {
      const q16 p = a * 65536, q = b * 65536;
      const bool ok = qnoise::perlin(p, q) == 0 && qnoise::perlin(q, p) == 0 &&
                      qnoise::perlin(p, q, q) == 0 && qnoise::perlin(q, p, q) == 0 &&
                      qnoise::perlin(q, q, p) == 0 && qnoise::perlin(p, q, kHash) == 0 &&
                      qnoise::perlin(q, p, p, kHash) == 0;
      if (!QCHECK(ok)) {
        qtest::print("    cells ", a, ", ", b, "\n");
        return;
      }
    }
  }
  Rng rng(31337u);
  for (int i = 0; i < 3000; ++i) {
    const q16 x = rng.range(-32768, 32767) * 65536;
    const q16 y = rng.range(-32768, 32767) * 65536;
    const q16 z = rng.range(-32768, 32767) * 65536;
    const bool ok = qnoise::perlin(x, y) == 0 && qnoise::perlin(x, y, z) == 0 &&
                    qnoise::perlin(x, y, kSeeded[2]) == 0 &&
                    qnoise::perlin(x, y, z, kSeeded[3]) == 0 &&
                    qnoise::perlin(x, y, z, kHash7) == 0;
    if (!QCHECK(ok)) {
      qtest::print("    at ", x, ", ", y, ", ", z, "\n");
      return;
    }
  }
}

// ------------------------------------------------------------------ bounds
QTEST(perlin_properties, bounds_hold_on_edges_and_random_points) {
  for (q16 x : kEdges) {
    QCHECK(within(qnoise::perlin(x), qnoise::perlin1_bound));
    for (q16 y : kEdges) {
      QCHECK(within(qnoise::perlin(x, y), qnoise::perlin2_bound));
      for (q16 z : kEdges) {
        if (!QCHECK(within(qnoise::perlin(x, y, z), qnoise::perlin3_bound))) return;
      }
    }
  }
  Rng rng(0xB0B0u);
  q16 max1 = 0, max2 = 0, max3 = 0;
  for (int i = 0; i < 20000; ++i) {
    const q16 x = rng.next_q16(), y = rng.next_q16(), z = rng.next_q16();
    const q16 n1 = qnoise::perlin(x), n2 = qnoise::perlin(x, y), n3 = qnoise::perlin(x, y, z);
    const q16 h1 = qnoise::perlin(x, kHash), h2 = qnoise::perlin(x, y, kHash),
              h3 = qnoise::perlin(x, y, z, kHash);
    if (!QCHECK(within(n1, qnoise::perlin1_bound) && within(h1, qnoise::perlin1_bound) &&
                within(n2, qnoise::perlin2_bound) && within(h2, qnoise::perlin2_bound) &&
                within(n3, qnoise::perlin3_bound) && within(h3, qnoise::perlin3_bound))) {
      qtest::print("    at ", x, ", ", y, ", ", z, "\n");
      return;
    }
    const q16 a1 = n1 < 0 ? -n1 : n1, a2 = n2 < 0 ? -n2 : n2, a3 = n3 < 0 ? -n3 : n3;
    if (a1 > max1) max1 = a1;
    if (a2 > max2) max2 = a2;
    if (a3 > max3) max3 = a3;
  }
  qtest::print("    largest |n| seen: 1D ", max1, ", 2D ", max2, ", 3D ", max3, "\n");
  // The bounds are not vacuous: random points reach a good part of them.
  QCHECK_GT(max1, qnoise::perlin1_bound / 2);
  QCHECK_GT(max2, qnoise::perlin2_bound / 2);
  QCHECK_GT(max3, qnoise::perlin3_bound / 2);
}

// 1D's bound is 1.0 exactly (gradients +2 and -2 meeting at x = 0.5); check every gradient
// pair, so the bound holds for any lattice, and that it is attained.
QTEST(perlin_properties, bound_1d_is_exact_for_every_gradient_pair) {
  for (std::uint32_t a = 0; a < 16; ++a) {
    for (std::uint32_t b = 0; b < 16; ++b) {
      const PairLattice lattice{a, b};
      // Both extreme pairs (indices 2 = +8 and 9 = -8) every LSB around their peak at
      // x = 1/2, everything else sparsely.
      const bool extreme = (a == 2 && b == 9) || (a == 9 && b == 2);
      for (q16 x = 0; x < 65536; x += (extreme && x >= 24576 && x <= 40960) ? 1 : 61) {
        if (!QCHECK(within(qnoise::perlin(x, lattice), qnoise::perlin1_bound))) {
          qtest::print("    gradients ", a, ", ", b, " at ", x, "\n");
          return;
        }
      }
    }
  }
  QCHECK_EQ(qnoise::perlin(32768, PairLattice{2, 9}), qnoise::perlin1_bound);
  QCHECK_EQ(qnoise::perlin(32768, PairLattice{9, 2}), -qnoise::perlin1_bound);
}

// ------------------------------------------------------------------ period and wrap
QTEST(perlin_properties, period_is_256_cells_with_a_table) {
  Rng rng(256u);
  for (int i = 0; i < 8000 + static_cast<int>(kEdgeCount); ++i) {
    const bool edge = i < static_cast<int>(kEdgeCount);
    const q16 x = edge ? kEdges[i] : rng.next_q16();
    const q16 y = rng.next_q16(), z = rng.next_q16();
    const q16 xp = wrap_add(x, kPeriod), xm = wrap_add(x, -kPeriod);
    const q16 yp = wrap_add(y, kPeriod), zp = wrap_add(z, kPeriod);
    const q16 n1 = qnoise::perlin(x), n2 = qnoise::perlin(x, y), n3 = qnoise::perlin(x, y, z);
    const bool ok = qnoise::perlin(xp) == n1 && qnoise::perlin(xm) == n1 &&
                    qnoise::perlin(xp, y) == n2 && qnoise::perlin(x, yp) == n2 &&
                    qnoise::perlin(xp, y, z) == n3 && qnoise::perlin(x, yp, z) == n3 &&
                    qnoise::perlin(x, y, zp) == n3 &&
                    qnoise::perlin(xp, y, z, kSeeded[1]) == qnoise::perlin(x, y, z, kSeeded[1]);
    if (!QCHECK(ok)) {
      qtest::print("    at ", x, ", ", y, ", ", z, "\n");
      return;
    }
  }
}

QTEST(perlin_properties, integer_hash_is_not_256_periodic) {
  // Its period is 65536 cells, the whole Q16 range: x + 65536 * 65536 == x in wrapping
  // uint32 arithmetic, so that period holds by construction. What can fail is a shorter
  // period (e.g. cell indices masked to 8 bits) and a jump at the wrap (tested below).
  Rng rng(65536u);
  int differ1 = 0, differ2 = 0, differ3 = 0;
  for (int i = 0; i < 200; ++i) {
    const q16 x = rng.next_q16() | 0x4000, y = rng.next_q16() | 0x4000, z = rng.next_q16() | 0x4000;
    differ1 += qnoise::perlin(wrap_add(x, kPeriod), kHash) != qnoise::perlin(x, kHash);
    differ2 += qnoise::perlin(x, wrap_add(y, kPeriod), kHash) != qnoise::perlin(x, y, kHash);
    differ3 += qnoise::perlin(x, y, wrap_add(z, kPeriod), kHash) != qnoise::perlin(x, y, z, kHash);
  }
  QCHECK_GT(differ1, 150);
  QCHECK_GT(differ2, 150);
  QCHECK_GT(differ3, 150);
}

// INT32_MAX and INT32_MIN are neighbours on the Q16 circle (cell 32767 -> cell -32768
// == 32768 mod 65536): no jump there, for any lattice.
QTEST(perlin_properties, continuous_across_the_int32_wrap) {
  const q16 hi = INT32_MAX, lo = INT32_MIN;
  QCHECK_EQ(qnoise::perlin(lo), 0);  // a lattice point
  QCHECK_LE(abs_diff(qnoise::perlin(hi), qnoise::perlin(lo)), kMaxStep1);
  QCHECK_LE(abs_diff(qnoise::perlin(hi, kHash), qnoise::perlin(lo, kHash)), kMaxStep1);
  QCHECK_LE(abs_diff(qnoise::perlin(hi, kSeeded[0]), qnoise::perlin(lo, kSeeded[0])), kMaxStep1);
  Rng rng(0x7FFFu);
  for (int i = 0; i < 2000; ++i) {
    const q16 a = rng.next_q16(), b = rng.next_q16();
    const bool ok =
        abs_diff(qnoise::perlin(hi, a), qnoise::perlin(lo, a)) <= kMaxStep2 &&
        abs_diff(qnoise::perlin(a, hi), qnoise::perlin(a, lo)) <= kMaxStep2 &&
        abs_diff(qnoise::perlin(hi, a, kHash), qnoise::perlin(lo, a, kHash)) <= kMaxStep2 &&
        abs_diff(qnoise::perlin(hi, a, b), qnoise::perlin(lo, a, b)) <= kMaxStep3 &&
        abs_diff(qnoise::perlin(a, hi, b), qnoise::perlin(a, lo, b)) <= kMaxStep3 &&
        abs_diff(qnoise::perlin(a, b, hi), qnoise::perlin(a, b, lo)) <= kMaxStep3 &&
        abs_diff(qnoise::perlin(a, b, hi, kHash), qnoise::perlin(a, b, lo, kHash)) <= kMaxStep3;
    if (!QCHECK(ok)) {
      qtest::print("    with ", a, ", ", b, "\n");
      return;
    }
  }
}

// ------------------------------------------------------------------ no flat cell
// With gradients g0, g1 in +-{1/4 .. 2} (never 0), the largest of |n| at 1/4, 1/2, 3/4 of
// a cell is at least 0.25 * (0.25 - fade(0.25)) = 0.25 * 0.146484375 = 2400 LSB
// (g0 = g1 = +-1/4; worked out over all 256 pairs in test_perlin_accuracy's model terms).
// FastLED's 1D noise has 15 of 256 cells that are exactly flat.
namespace {
constexpr q16 kMinCellAmplitude = 2400 - 2;  // minus rounding

bool cell_is_alive(q16 cell_origin, const qnoise::permutation* table,
                   const qnoise::integer_hash* hash, q16* amplitude) {
  q16 v[3];
  for (int i = 0; i < 3; ++i) {
    const q16 x = wrap_add(cell_origin, 16384 * (i + 1));
    v[i] = table ? qnoise::perlin(x, *table) : qnoise::perlin(x, *hash);
  }
  q16 m = 0;
  for (q16 n : v) m = n < 0 && -n > m ? -n : (n > m ? n : m);
  *amplitude = m;
  return !(v[0] == v[1] && v[1] == v[2]) && m >= kMinCellAmplitude;
}
}  // namespace

QTEST(perlin_properties, no_constant_1d_cell) {
  const qnoise::permutation* tables[] = {&qnoise::perlin_permutation, &kSeeded[0], &kSeeded[1],
                                         &kSeeded[2], &kSeeded[3]};
  q16 smallest = INT32_MAX;
  for (int t = 0; t < 5; ++t) {
    for (std::int32_t c = 0; c < 256; ++c) {
      q16 amplitude = 0;
      if (!QCHECK(cell_is_alive(c * 65536, tables[t], nullptr, &amplitude))) {
        qtest::print("    table #", t, " cell ", c, " amplitude ", amplitude, "\n");
      }
      if (amplitude < smallest) smallest = amplitude;
    }
  }
  Rng rng(4u);
  for (int i = 0; i < 512; ++i) {
    const q16 origin = rng.range(-32768, 32767) * 65536;
    q16 amplitude = 0;
    if (!QCHECK(cell_is_alive(origin, nullptr, &kHash, &amplitude))) return;
    if (!QCHECK(cell_is_alive(origin, nullptr, &kHash7, &amplitude))) return;
    if (amplitude < smallest) smallest = amplitude;
  }
  qtest::print("    smallest cell amplitude: ", smallest, " LSB\n");
  QCHECK_EQ(smallest, 2400);  // the analytic minimum occurs (g0 = g1 = +-1/4)
}

// ------------------------------------------------------------------ continuity
QTEST(perlin_properties, continuity_bound_1d) {
  std::int64_t largest = 0;
  auto step = [&](q16 x) {
    const std::int64_t d = abs_diff(qnoise::perlin(wrap_add(x, 1)), qnoise::perlin(x));
    if (d > largest) largest = d;
    return d <= kMaxStep1;
  };
  // Two whole cells (every input; 156 holds the -1.0 peak), across every cell edge of
  // the period, and random points.
  constexpr std::int32_t kWholeCells[] = {156, -1};
  for (std::int32_t c : kWholeCells)
    for (q16 f = 0; f < 65536; ++f)
      if (!QCHECK(step(c * 65536 + f))) return;
  for (std::int32_t c = 0; c < 256; ++c)
    for (int d = -3; d <= 2; ++d)
      if (!QCHECK(step(wrap_add(c * 65536, d)))) return;
  Rng rng(5150u);
  for (int i = 0; i < 20000; ++i)
    if (!QCHECK(step(rng.next_q16()))) return;
  qtest::print("    largest 1D step: ", largest, " LSB (bound ", kMaxStep1, ")\n");
  QCHECK_GE(largest, 2);  // the bound is tight, not vacuous
}

QTEST(perlin_properties, continuity_bound_2d) {
  std::int64_t largest = 0;
  auto steps = [&](q16 x, q16 y) {
    const q16 n = qnoise::perlin(x, y);
    const std::int64_t dx = abs_diff(qnoise::perlin(wrap_add(x, 1), y), n);
    const std::int64_t dy = abs_diff(qnoise::perlin(x, wrap_add(y, 1)), n);
    if (dx > largest) largest = dx;
    if (dy > largest) largest = dy;
    return dx <= kMaxStep2 && dy <= kMaxStep2;
  };
  Rng rng(2121u);
  for (int i = 0; i < 10000; ++i) {
    const q16 x = rng.next_q16(), y = rng.next_q16();
    if (!QCHECK(steps(x, y))) return;
    // Across cell edges: the last LSB of a cell on one axis.
    if (!QCHECK(steps(x | 0xFFFF, y))) return;
    if (!QCHECK(steps(x, y | 0xFFFF))) return;
  }
  qtest::print("    largest 2D step: ", largest, " LSB (bound ", kMaxStep2, ")\n");
  QCHECK_GE(largest, 2);
}

QTEST(perlin_properties, continuity_bound_3d) {
  std::int64_t largest = 0;
  auto steps = [&](q16 x, q16 y, q16 z) {
    const q16 n = qnoise::perlin(x, y, z);
    const std::int64_t dx = abs_diff(qnoise::perlin(wrap_add(x, 1), y, z), n);
    const std::int64_t dy = abs_diff(qnoise::perlin(x, wrap_add(y, 1), z), n);
    const std::int64_t dz = abs_diff(qnoise::perlin(x, y, wrap_add(z, 1)), n);
    const std::int64_t d = dx > dy ? (dx > dz ? dx : dz) : (dy > dz ? dy : dz);
    if (d > largest) largest = d;
    return d <= kMaxStep3;
  };
  Rng rng(3131u);
  for (int i = 0; i < 5000; ++i) {
    const q16 x = rng.next_q16(), y = rng.next_q16(), z = rng.next_q16();
    if (!QCHECK(steps(x, y, z))) return;
    if (!QCHECK(steps(x | 0xFFFF, y, z | 0xFFFF))) return;
    if (!QCHECK(steps(x, y | 0xFFFF, z))) return;
  }
  qtest::print("    largest 3D step: ", largest, " LSB (bound ", kMaxStep3, ")\n");
  QCHECK_GE(largest, 2);
}

// ------------------------------------------------------------------ u16 / u8
namespace {
template <q16 Bound>
bool unorm16_is_full_scale_monotone_and_linear() {
  bool ok =
      qnoise::to_unorm16<Bound>(-Bound) == 0 && qnoise::to_unorm16<Bound>(Bound) == 65535 &&
      qnoise::to_unorm16<Bound>(INT32_MIN) == 0 && qnoise::to_unorm16<Bound>(INT32_MAX) == 65535 &&
      qnoise::to_unorm16<Bound>(-Bound - 1) == 0 && qnoise::to_unorm16<Bound>(Bound + 1) == 65535;
  const std::uint16_t mid = qnoise::to_unorm16<Bound>(0);
  ok = ok && (mid == 32767 || mid == 32768);
  std::uint16_t previous = 0;
  for (q16 n = -Bound - 4; n <= Bound + 4; ++n) {
    const std::uint16_t u = qnoise::to_unorm16<Bound>(n);
    if (u < previous) return false;
    previous = u;
    // Linear within 1.5 LSB of u16: |u - (n + B) * 65535 / (2B)| <= 1.5 inside [-B, B].
    // (perlin.hpp says "rounded to nearest", which would be 0.5; the scale factor is
    // itself rounded to 15 fractional bits, which adds up to 1 LSB at the top end:
    // measured 1.5 for B = 65536 and 131072, 1.26 for 67928, 0.5 for 4096. Reported.)
    if (n >= -Bound && n <= Bound) {
      const std::int64_t exact2b = (static_cast<std::int64_t>(n) + Bound) * 65535;
      const std::int64_t got2b = static_cast<std::int64_t>(u) * 2 * Bound;
      const std::int64_t err = got2b > exact2b ? got2b - exact2b : exact2b - got2b;
      if (err > 3 * static_cast<std::int64_t>(Bound)) return false;
    }
  }
  return ok;
}
}  // namespace

QTEST(perlin_properties, to_unorm16_endpoints_monotone_linear) {
  QCHECK(unorm16_is_full_scale_monotone_and_linear<qnoise::perlin1_bound>());
  QCHECK(unorm16_is_full_scale_monotone_and_linear<qnoise::perlin2_bound>());
  QCHECK(unorm16_is_full_scale_monotone_and_linear<qnoise::perlin3_bound>());
  QCHECK(unorm16_is_full_scale_monotone_and_linear<4096>());
  QCHECK(unorm16_is_full_scale_monotone_and_linear<131072>());
}

QTEST(perlin_properties, u8_is_the_top_byte_of_u16) {
  Rng rng(88u);
  for (int i = 0; i < 5000; ++i) {
    const q16 x = rng.next_q16(), y = rng.next_q16(), z = rng.next_q16();
    const bool ok = qnoise::perlin_u8(x) == (qnoise::perlin_u16(x) >> 8) &&
                    qnoise::perlin_u8(x, y) == (qnoise::perlin_u16(x, y) >> 8) &&
                    qnoise::perlin_u8(x, y, z) == (qnoise::perlin_u16(x, y, z) >> 8) &&
                    qnoise::perlin_u16(x, y, z) ==
                        qnoise::to_unorm16<qnoise::perlin3_bound>(qnoise::perlin(x, y, z));
    if (!QCHECK(ok)) return;
  }
}

namespace {
struct Coverage {
  std::uint16_t min16 = 65535, max16 = 0;
  bool seen8[256] = {};
  void add(std::uint16_t u) {
    if (u < min16) min16 = u;
    if (u > max16) max16 = u;
    seen8[u >> 8] = true;
  }
  int distinct8() const {
    int n = 0;
    for (bool s : seen8) n += s;
    return n;
  }
};
constexpr std::uint16_t kOnePercent = 655;  // 1% of 65535
}  // namespace

// Full scale: the default-table noise reaches within 1% of both ends of u16, and u8
// takes (almost) all of its 256 values. FastLED's inoise8 takes 129.
QTEST(perlin_properties, perlin_u16_u8_full_scale_1d) {
  Coverage c;
  for (std::int32_t cell = 0; cell < 256; ++cell)            // near the middle of every cell,
    for (q16 f = 32768 - 4096; f <= 32768 + 4096; f += 512)  // where 1D peaks
      c.add(qnoise::perlin_u16(cell * 65536 + f));
  Rng rng(1u);
  for (int i = 0; i < 20000; ++i) c.add(qnoise::perlin_u16(rng.next_q16()));
  qtest::print("    1D perlin_u16 range ", c.min16, "..", c.max16, ", perlin_u8 distinct ",
               c.distinct8(), "\n");
  QCHECK_LE(c.min16, kOnePercent);
  QCHECK_GE(c.max16, 65535 - kOnePercent);
  QCHECK_GE(c.distinct8(), 250);
}

QTEST(perlin_properties, perlin_u16_u8_full_scale_2d) {
  Coverage c;
  // A window of cells around the extremes found on the host (max near cells (4, 137),
  // min near (4, 183)), every 1/16 of a cell, plus random points.
  for (std::int32_t cx = 0; cx < 8; ++cx)
    for (std::int32_t cy = 128; cy < 192; ++cy)
      for (q16 fx = 4096; fx < 65536; fx += 4096)
        for (q16 fy = 4096; fy < 65536; fy += 8192)
          c.add(qnoise::perlin_u16(cx * 65536 + fx, cy * 65536 + fy));
  Rng rng(2u);
  for (int i = 0; i < 10000; ++i) {
    const q16 x = rng.next_q16();
    c.add(qnoise::perlin_u16(x, rng.next_q16()));
  }
  qtest::print("    2D perlin_u16 range ", c.min16, "..", c.max16, ", perlin_u8 distinct ",
               c.distinct8(), "\n");
  QCHECK_LE(c.min16, kOnePercent);
  QCHECK_GE(c.max16, 65535 - kOnePercent);
  QCHECK_GE(c.distinct8(), 250);
}

// ------------------------------------------------------------------ lattices
QTEST(perlin_properties, seeded_tables_are_permutations) {
  for (std::uint32_t seed = 0; seed < 40; ++seed) {
    const qnoise::permutation table = qnoise::make_permutation(seed * 0x9E3779B9u + (seed & 1));
    bool seen[256] = {};
    int distinct = 0, copies = 0;
    for (int i = 0; i < 256; ++i) {
      const std::uint8_t v = table.values[i];
      if (!seen[v]) ++distinct;
      seen[v] = true;
      // The second copy, for wrap-free look-ups (none in the compact profile).
      if (sizeof table.values == 512 && table.values[(static_cast<std::size_t>(i) + 256u) % sizeof table.values] == v) ++copies;
    }
    if (!QCHECK_EQ(distinct, 256) || !QCHECK_EQ(copies, sizeof table.values == 512 ? 256 : 0)) {
      qtest::print("    seed index ", seed, "\n");
      return;
    }
  }
}

QTEST(perlin_properties, seeds_give_different_noise) {
  // Two lattices agree only by chance: count points where they differ.
  Rng rng(6u);
  int same_table = 0, same_hash = 0, same_table_vs_default = 0;
  for (int i = 0; i < 1000; ++i) {
    const q16 x = rng.next_q16() | 0x2000, y = rng.next_q16(), z = rng.next_q16();
    same_table += qnoise::perlin(x, y, z, kSeeded[0]) == qnoise::perlin(x, y, z, kSeeded[1]);
    same_table_vs_default += qnoise::perlin(x, y, kSeeded[0]) == qnoise::perlin(x, y);
    same_hash += qnoise::perlin(x, y, z, kHash) == qnoise::perlin(x, y, z, kHash7);
  }
  QCHECK_LT(same_table, 50);
  QCHECK_LT(same_table_vs_default, 50);
  QCHECK_LT(same_hash, 50);
  // And the same seed gives the same noise (deterministic, a pure function).
  QCHECK_EQ(qnoise::perlin(12345, 678910, qnoise::make_permutation(1u)),
            qnoise::perlin(12345, 678910, kSeeded[0]));
  QCHECK_EQ(qnoise::perlin(12345, 678910, qnoise::integer_hash{7u}),
            qnoise::perlin(12345, 678910, kHash7));
}

QTEST(perlin_properties, integer_hash_is_a_lattice) {
  // Continuous across cell edges (the hash of cell c + 1 is the one cell c's upper
  // corner used), in range, with both signs.
  Rng rng(77u);
  int positive = 0, negative = 0;
  for (int i = 0; i < 5000; ++i) {
    const q16 edge = rng.range(-32768, 32767) * 65536;
    const q16 y = rng.next_q16(), z = rng.next_q16();
    const bool ok = abs_diff(qnoise::perlin(wrap_add(edge, -1), kHash7),
                             qnoise::perlin(edge, kHash7)) <= kMaxStep1 &&
                    abs_diff(qnoise::perlin(wrap_add(edge, -1), y, kHash7),
                             qnoise::perlin(edge, y, kHash7)) <= kMaxStep2 &&
                    abs_diff(qnoise::perlin(y, wrap_add(edge, -1), kHash7),
                             qnoise::perlin(y, edge, kHash7)) <= kMaxStep2 &&
                    abs_diff(qnoise::perlin(y, z, wrap_add(edge, -1), kHash7),
                             qnoise::perlin(y, z, edge, kHash7)) <= kMaxStep3 &&
                    abs_diff(qnoise::perlin(wrap_add(edge, -1), y, z, kHash7),
                             qnoise::perlin(edge, y, z, kHash7)) <= kMaxStep3;
    if (!QCHECK(ok)) {
      qtest::print("    at cell edge ", edge, "\n");
      return;
    }
    const q16 n = qnoise::perlin(y, z, kHash7);
    positive += n > 0;
    negative += n < 0;
  }
  QCHECK_GT(positive, 2000);
  QCHECK_GT(negative, 2000);
}
