// SPDX-License-Identifier: MIT
// Simplex noise (qnoise/simplex.hpp) and curl noise (qnoise/curl.hpp): properties that
// hold for every input, checked on the host and on every Cortex-M core (integer only):
//   - constexpr: values fixed by static_assert (and equal at run time);
//   - |simplex| <= simplex{2,3}_bound over random and edge inputs, on three lattices;
//   - continuity: the largest step between neighbouring Q16 inputs, and across the
//     INT32_MAX -> INT32_MIN wrap on every axis; period 2^32 LSB (65536 units);
//   - the u16/u8 mappings; lattice and seed overloads;
//   - curl: 2D is (dn/dy, -dn/dx) of perlin_with_derivative, components within their
//     bounds, and its finite-difference divergence is small against its derivatives;
//   - golden checksums: the same bits on every config.
#include <cstdint>
#include <initializer_list>

#include "qnoise/curl.hpp"
#include "qnoise/qnoise.hpp"
#include "qnoise/simplex.hpp"
#include "qtest.hpp"
#include "test_inputs.hpp"

using core_tests::abs_diff;
using core_tests::kEdgeCount;
using core_tests::kEdges;
using core_tests::Rng;
using core_tests::wrap_add;
using qnoise::q16;

namespace {

// Everything is constexpr (values from the host, equal on every core: see goldens).
static_assert(qnoise::simplex(0, 0) == 0);
static_assert(qnoise::simplex(0, 0, 0) == 0);
static_assert(qnoise::simplex(85197, 176947) == 59201);            // (1.3, 2.7)
static_assert(qnoise::simplex(85197, 176947, 26214) == 56575);     // (1.3, 2.7, 0.4)
static_assert(qnoise::simplex(-360448, 6569984) == 18059);         // (-5.5, 100.25)
static_assert(qnoise::curl(85197, 176947).x == -62664);
static_assert(qnoise::curl(85197, 176947, 26214).z == -44136);
static_assert(qnoise::simplex_u16(0, 0) == 32768);

// Largest |n(p + 1 LSB along one axis) - n(p)|, LSB: measured 8 (2D) and 7 (3D) over
// 3e6 random points per axis on the host (the steepest slope, about 6 per unit at a
// vertex, plus rounding); +1 for the sampling. A wrong corner or a broken wrap gives
// steps of thousands.
constexpr std::int64_t kMaxStep = 9;

constexpr qnoise::integer_hash kHash{5u};
constexpr auto kTable = qnoise::make_permutation(77u);
const qnoise::seed kSeed = qnoise::make_seed(11u);

bool within(q16 n, q16 bound) { return n >= -bound && n <= bound; }

}  // namespace

QTEST(simplex, constexpr_values_hold_at_run_time) {
  QCHECK_EQ(qnoise::simplex(core_tests::opaque(85197), core_tests::opaque(176947)), 59201);
  QCHECK_EQ(qnoise::simplex(core_tests::opaque(85197), core_tests::opaque(176947), core_tests::opaque(26214)), 56575);
  QCHECK_EQ(qnoise::curl(core_tests::opaque(85197), core_tests::opaque(176947)).x, -62664);
}

QTEST(simplex, zero_at_the_origin) {
  // (0, 0[, 0]) is a lattice point on every lattice (the skewed lattice points are not
  // on the Q16 grid elsewhere, except through the 2^32 wrap).
  QCHECK_EQ(qnoise::simplex(0, 0), 0);
  QCHECK_EQ(qnoise::simplex(0, 0, 0), 0);
  QCHECK_EQ(qnoise::simplex(0, 0, kHash), 0);
  QCHECK_EQ(qnoise::simplex(0, 0, 0, kTable), 0);
}

QTEST(simplex, within_bounds_random_and_edges) {
  Rng rng(2024);
  q16 max2 = 0, max3 = 0;
  auto check2 = [&](q16 x, q16 y) {
    const q16 a = qnoise::simplex(x, y), b = qnoise::simplex(x, y, kHash), c = qnoise::simplex(x, y, kTable),
              d = qnoise::simplex(x, y, kSeed);
    QCHECK(within(a, qnoise::simplex2_bound) && within(b, qnoise::simplex2_bound) &&
           within(c, qnoise::simplex2_bound) && within(d, qnoise::simplex2_bound));
    for (q16 v : {a, b, c, d}) max2 = v > max2 ? v : (-v > max2 ? -v : max2);
  };
  auto check3 = [&](q16 x, q16 y, q16 z) {
    const q16 a = qnoise::simplex(x, y, z), b = qnoise::simplex(x, y, z, kHash),
              c = qnoise::simplex(x, y, z, kTable), d = qnoise::simplex(x, y, z, kSeed);
    QCHECK(within(a, qnoise::simplex3_bound) && within(b, qnoise::simplex3_bound) &&
           within(c, qnoise::simplex3_bound) && within(d, qnoise::simplex3_bound));
    for (q16 v : {a, b, c, d}) max3 = v > max3 ? v : (-v > max3 ? -v : max3);
  };
  for (std::size_t i = 0; i < kEdgeCount; ++i)
    for (std::size_t j = 0; j < kEdgeCount; ++j) {
      check2(kEdges[i], kEdges[j]);
      check3(kEdges[i], kEdges[j], kEdges[(i + j) % kEdgeCount]);
    }
  for (int i = 0; i < 20000; ++i) {
    const q16 x = rng.next_q16(), y = rng.next_q16(), z = rng.next_q16();
    check2(x, y);
    check3(x, y, z);
    // Small coordinates too (fractions near the peaks are found faster in a few cells).
    check2(x >> 12, y >> 12);
    check3(x >> 12, y >> 12, z >> 12);
  }
  qtest::print("    |simplex| max seen: 2D ", max2, ", 3D ", max3, " (bounds ", qnoise::simplex2_bound, ", ",
               qnoise::simplex3_bound, ")\n");
  // Full scale: the largest values reach most of the bound.
  QCHECK_GT(max2, 60000);
  QCHECK_GT(max3, 58000);
}

QTEST(simplex, continuity_and_the_wrap) {
  Rng rng(17);
  std::int64_t worst = 0;
  for (int i = 0; i < 4000; ++i) {
    const q16 x = rng.next_q16(), y = rng.next_q16(), z = rng.next_q16();
    const q16 n2 = qnoise::simplex(x, y), n3 = qnoise::simplex(x, y, z);
    const std::int64_t steps[] = {
        abs_diff(n2, qnoise::simplex(wrap_add(x, 1), y)),       abs_diff(n2, qnoise::simplex(x, wrap_add(y, 1))),
        abs_diff(n3, qnoise::simplex(wrap_add(x, 1), y, z)),    abs_diff(n3, qnoise::simplex(x, wrap_add(y, 1), z)),
        abs_diff(n3, qnoise::simplex(x, y, wrap_add(z, 1))),
        // Across the wrap: INT32_MAX and INT32_MIN are neighbours on every axis.
        abs_diff(qnoise::simplex(INT32_MAX, y), qnoise::simplex(INT32_MIN, y)),
        abs_diff(qnoise::simplex(x, INT32_MAX), qnoise::simplex(x, INT32_MIN)),
        abs_diff(qnoise::simplex(INT32_MAX, y, z), qnoise::simplex(INT32_MIN, y, z)),
        abs_diff(qnoise::simplex(x, INT32_MAX, z), qnoise::simplex(x, INT32_MIN, z)),
        abs_diff(qnoise::simplex(x, y, INT32_MAX), qnoise::simplex(x, y, INT32_MIN)),
        abs_diff(qnoise::simplex(INT32_MAX, y, kHash), qnoise::simplex(INT32_MIN, y, kHash)),
        abs_diff(qnoise::simplex(x, y, INT32_MAX, kHash), qnoise::simplex(x, y, INT32_MIN, kHash))};
    for (std::int64_t s : steps) worst = s > worst ? s : worst;
  }
  qtest::print("    largest neighbour step (incl. across the wrap): ", worst, " LSB\n");
  QCHECK_LE(worst, kMaxStep);
  // Period 2^32 LSB: x and x + 65536 units are the same input; so is the skewed shift
  // by 256 skewed cells along x: unskewed (256 (1 - G), -256 G) needs an exact G, so it is
  // checked in the host model test instead.
}

QTEST(simplex, unsigned_mappings) {
  QCHECK_EQ(qnoise::simplex_u16(0, 0), 32768u);
  QCHECK_EQ(qnoise::simplex_u8(0, 0), 128u);
  QCHECK_EQ(qnoise::simplex_u16(0, 0, 0), 32768u);
  Rng rng(5);
  std::uint32_t lo = 65535, hi = 0;
  for (int i = 0; i < 20000; ++i) {
    const q16 x = rng.next_q16() >> 10, y = rng.next_q16() >> 10;
    const std::uint16_t u = qnoise::simplex_u16(x, y);
    QCHECK_EQ(qnoise::simplex_u8(x, y), static_cast<std::uint8_t>(u >> 8));
    lo = u < lo ? u : lo;
    hi = u > hi ? u : hi;
  }
  qtest::print("    simplex_u16 2D range seen: ", lo, "..", hi, "\n");
  QCHECK_LT(lo, 2000u);
  QCHECK_GT(hi, 63500u);
}

QTEST(simplex, lattices_and_seeds_differ) {
  Rng rng(8);
  int same_hash = 0, same_table = 0, same_seed = 0;
  for (int i = 0; i < 1000; ++i) {
    const q16 x = rng.next_q16() >> 8, y = rng.next_q16() >> 8;
    const q16 n = qnoise::simplex(x, y);
    same_hash += qnoise::simplex(x, y, kHash) == n;
    same_table += qnoise::simplex(x, y, kTable) == n;
    same_seed += qnoise::simplex(x, y, kSeed) == n;
  }
  QCHECK_LT(same_hash, 20);
  QCHECK_LT(same_table, 20);
  QCHECK_LT(same_seed, 20);
  // The seeded overload is the seed's lattice at the shifted input.
  QCHECK_EQ(qnoise::simplex(1000, 2000, kSeed),
            qnoise::simplex(wrap_add(1000, kSeed.offset[0]), wrap_add(2000, kSeed.offset[1]), kSeed.lattice));
}

QTEST(curl, is_the_rotated_gradient_and_bounded) {
  Rng rng(31);
  for (int i = 0; i < 3000; ++i) {
    const q16 x = rng.next_q16(), y = rng.next_q16(), z = rng.next_q16();
    const qnoise::noise_derivative2 d = qnoise::perlin_with_derivative(x, y);
    const qnoise::curl2 v = qnoise::curl(x, y);
    QCHECK_EQ(v.x, d.dy);
    QCHECK_EQ(v.y, -d.dx);
    const qnoise::curl3 w = qnoise::curl(x, y, z);
    QCHECK(within(w.x, qnoise::curl3_bound) && within(w.y, qnoise::curl3_bound) && within(w.z, qnoise::curl3_bound));
    const qnoise::curl3 s = qnoise::curl(x, y, z, kSeed);
    QCHECK(within(s.x, qnoise::curl3_bound) && within(s.y, qnoise::curl3_bound) && within(s.z, qnoise::curl3_bound));
  }
}

QTEST(curl, divergence_is_small) {
  // Central differences with h = 1/256 unit, in integer arithmetic: the divergence, in
  // Q16 per unit^2 (x 256 / 2), against the mean |partial derivative| of the components.
  Rng rng(41);
  constexpr q16 h = 256;
  std::int64_t sum_div2 = 0, sum_part2 = 0, sum_div3 = 0, sum_part3 = 0;
  for (int i = 0; i < 2000; ++i) {
    const q16 x = rng.next_q16() >> 8, y = rng.next_q16() >> 8, z = rng.next_q16() >> 8;
    const std::int64_t dxx = qnoise::curl(wrap_add(x, h), y).x - qnoise::curl(wrap_add(x, -h), y).x;
    const std::int64_t dyy = qnoise::curl(x, wrap_add(y, h)).y - qnoise::curl(x, wrap_add(y, -h)).y;
    sum_div2 += (dxx + dyy) < 0 ? -(dxx + dyy) : dxx + dyy;
    sum_part2 += (dxx < 0 ? -dxx : dxx) + (dyy < 0 ? -dyy : dyy);
    const std::int64_t ax = qnoise::curl(wrap_add(x, h), y, z).x - qnoise::curl(wrap_add(x, -h), y, z).x;
    const std::int64_t ay = qnoise::curl(x, wrap_add(y, h), z).y - qnoise::curl(x, wrap_add(y, -h), z).y;
    const std::int64_t az = qnoise::curl(x, y, wrap_add(z, h)).z - qnoise::curl(x, y, wrap_add(z, -h)).z;
    const std::int64_t div3 = ax + ay + az;
    sum_div3 += div3 < 0 ? -div3 : div3;
    sum_part3 += (ax < 0 ? -ax : ax) + (ay < 0 ? -ay : ay) + (az < 0 ? -az : az);
  }
  qtest::print("    mean |divergence| / mean |partial derivative| x 10^4: 2D ", sum_div2 * 10000 / sum_part2,
               ", 3D ", sum_div3 * 10000 / sum_part3, "\n");
  // Measured on the host: 2D 0.06 %, 3D 0.07 % (h = 1/256: rounding and the O(h^2) term).
  // A field that is not divergence-free (e.g. the gradient itself) gives tens of percent.
  QCHECK_LT(sum_div2 * 100, sum_part2 * 5);
  QCHECK_LT(sum_div3 * 100, sum_part3 * 5);
}

QTEST(simplex, golden_checksums) {
  // The same bits on every config: a grid over several cells, both signs, the wrap.
  core_tests::Fnv1a f2, f3, fu, fc;
  Rng rng(123);
  for (int i = 0; i < 512; ++i) {
    const q16 x = i < 64 ? kEdges[static_cast<std::size_t>(i) % kEdgeCount] : rng.next_q16() >> (i & 15),
              y = rng.next_q16() >> (i & 7), z = rng.next_q16();
    f2.i32(qnoise::simplex(x, y));
    f2.i32(qnoise::simplex(x, y, kHash));
    f2.i32(qnoise::simplex(x, y, kSeed));
    f3.i32(qnoise::simplex(x, y, z));
    f3.i32(qnoise::simplex(x, y, z, kTable));
    fu.u16(qnoise::simplex_u16(x, y));
    fu.u16(qnoise::simplex_u16(x, y, z));
    const qnoise::curl2 c = qnoise::curl(x, y);
    const qnoise::curl3 d = qnoise::curl(x, y, z);
    fc.i32(c.x);
    fc.i32(c.y);
    fc.i32(d.x);
    fc.i32(d.y);
    fc.i32(d.z);
  }
  qtest::print("    checksums ", f2.hash, " ", f3.hash, " ", fu.hash, " ", fc.hash, "\n");
  QCHECK_EQ(f2.hash, 3574471652u);
  QCHECK_EQ(f3.hash, 469739287u);
  QCHECK_EQ(fu.hash, 1006059158u);
  QCHECK_EQ(fc.hash, 2348432949u);
}
