// SPDX-License-Identifier: MIT
// Proof of the output bounds perlin1_bound, perlin2_bound, perlin3_bound for EVERY input
// and EVERY lattice (any permutation, any hash), including the integer rounding.
// The argument is in docs/bounds.md; this file carries it out.
//
//   1D: exhaustive. Inside a cell the noise depends only on the two corner hashes (16
//       gradients each) and the fraction (65536 values): 256 x 65536 evaluations of the
//       library's own detail::gradient_noise give the exact max, min and max step.
//   2D/3D: the integer result n differs from the "separable worst case" G (bounds_proof.hpp)
//       by at most the roundings, each bounded here:
//         n_raw  = multilinear interpolation with the integer fade weights w^ of the exact
//                  integer corner dots, plus <= 0.5 LSB per lerp level (half-up rounding);
//         |w^ - F| <= eps (the Q23 lerp weight, measured below over all 65536 fractions), and the
//                  interpolation moves by <= max|M| * eps per axis when weights move by eps.
//       So n_raw <= 65536 * max G + k * Mmax * eps + k * 0.5, then the 2D scale (a monotone
//       integer map) is applied to that integer bound.
#include <cinttypes>
#include <cmath>
#include <cstdio>

#include "bounds_proof.hpp"
#include "qtest.hpp"
#include "verify_common.hpp"

namespace {

using qnoise::q16;

/// Max |W(f) / 128 - 65536 F(f / 65536)| over all fractions f, in LSB of Q16.
// eps of the weight the noise lerps take: the Q23 quintic weight, in LSB of Q16 (W / 128).
// (The fraction 1.0 never occurs: fractions are in [0, 65535].)
double fade_error_lsb() {
  double worst = 0;
  for (std::uint32_t f = 0; f < 65536; ++f) {
    const double exact = 65536.0 * verify::quintic(f / 65536.0);
    worst = std::max(worst, std::fabs(qnoise::detail::quintic_weight(f) / 128.0 - exact));
  }
  return worst;
}

[[maybe_unused]] verify::gradient_set gradients2() {
  verify::gradient_set gs{};
  gs.count = 8;
  for (unsigned i = 0; i < 8; ++i) {
    gs.g[i][0] = qnoise::detail::gradient2_x[i];
    gs.g[i][1] = qnoise::detail::gradient2_y[i];
  }
  return gs;
}

[[maybe_unused]] verify::gradient_set gradients3() {
  verify::gradient_set gs{};
  gs.count = 16;
  for (unsigned i = 0; i < 16; ++i) {
    gs.g[i][0] = qnoise::detail::gradient3_x[i];
    gs.g[i][1] = qnoise::detail::gradient3_y[i];
    gs.g[i][2] = qnoise::detail::gradient3_z[i];
  }
  return gs;
}

}  // namespace

#ifndef QNOISE_VERIFY_BOUNDS4_ONLY

// The two facts about the lerp weight the 2D/3D proof uses: it is monotone (not needed
// by the argument below but by the doc's remarks) and within eps of the exact quintic.
QTEST(bounds, fade_quintic_monotone_and_error) {
  for (std::uint32_t f = 0; f < 65535; ++f) {
    if (!QCHECK_LE(qnoise::detail::quintic_weight(f), qnoise::detail::quintic_weight(f + 1))) return;
  }
  const double eps = fade_error_lsb();
  std::printf("quintic weight (Q23): max |error| = %.6f LSB of Q16 over 65536 fractions\n", eps);
  QCHECK(eps <= 0.375);
}

// 1D, every lattice: every pair of corner gradients x every fraction.
QTEST(bounds, perlin1_exhaustive_every_gradient_pair) {
  q16 max_n = INT32_MIN, min_n = INT32_MAX;
  std::int32_t max_step = 0;
  unsigned arg_max_g0 = 0, arg_max_g1 = 0;
  std::int32_t arg_max_f = 0;
  for (std::uint32_t h0 = 0; h0 < 16; ++h0) {
    for (std::uint32_t h1 = 0; h1 < 16; ++h1) {
      const verify::corner_lattice<1> lattice{{h0, h1}};
      q16 previous = 0;  // the noise at the cell's low corner (and at the next cell's)
      for (std::int32_t f = 0; f < 65536; ++f) {
        const q16 n = qnoise::detail::gradient_noise(lattice, qnoise::detail::locate(f));
        if (f == 0 && !QCHECK_EQ(n, 0)) return;
        if (n > max_n) { max_n = n; arg_max_g0 = h0; arg_max_g1 = h1; arg_max_f = f; }
        min_n = std::min(min_n, n);
        max_step = std::max(max_step, std::abs(n - previous));
        previous = n;
      }
      max_step = std::max(max_step, std::abs(previous));  // last fraction -> next cell's 0
    }
  }
  std::printf("perlin 1D, all 256 gradient pairs x 65536 fractions: max %d (g %d, %d at f=%d) "
              "min %d, max step %d LSB\n",
              max_n, qnoise::detail::gradient1[arg_max_g0], qnoise::detail::gradient1[arg_max_g1],
              arg_max_f, min_n, max_step);
  QCHECK_LE(max_n, qnoise::perlin1_bound);
  QCHECK_GE(min_n, -qnoise::perlin1_bound);
  QCHECK_EQ(max_n, qnoise::perlin1_bound);  // the bound is reached: it is tight
  QCHECK_LE(max_step, 4);  // the 1D step bound (any lattice), used by test_exhaustive1d
}

// 2D, every lattice, every input.
QTEST(bounds, perlin2_proof) {
  const verify::separable_max<2> problem(gradients2());
  const verify::bound_result r = problem.run(1e-7);
  const double eps = fade_error_lsb();
  // |L - 65536 G| <= 2 axes * Mmax(3) * eps + 2 lerp levels * 0.5, L an integer.
  const double raw = 65536.0 * (r.upper + 1e-12) + 2 * 3 * eps + 1.0;
  const std::int32_t l_max = static_cast<std::int32_t>(std::floor(raw));
  const q16 n_max = qnoise::mul_weight(l_max, 43360);
  const q16 n_min = qnoise::mul_weight(-l_max, 43360);
  std::printf("perlin 2D: max G = %.9f at (%.6f, %.6f) [scaled %.9f], proven G <= %.9f "
              "(%" PRIu64 " boxes)\n  raw integer sum <= %d, so %d <= n <= %d (bound %d)\n",
              r.best, r.best_t[0], r.best_t[1], r.best * 43360.0 / 65536.0, r.upper, r.boxes,
              l_max, n_min, n_max, qnoise::perlin2_bound);
  QCHECK(r.ok);
  QCHECK_LE(n_max, qnoise::perlin2_bound);
  QCHECK_GE(n_min, -qnoise::perlin2_bound);
}

// 3D, every lattice, every input.
QTEST(bounds, perlin3_proof) {
  const verify::separable_max<3> problem(gradients3());
  const verify::bound_result r = problem.run(1e-7);
  const double eps = fade_error_lsb();
  // |L - 65536 G| <= 3 axes * Mmax(2) * eps + 3 lerp levels * 0.5.
  const double raw = 65536.0 * (r.upper + 1e-12) + 3 * 2 * eps + 1.5;
  const std::int32_t l_max = static_cast<std::int32_t>(std::floor(raw));
  std::printf("perlin 3D: max G = %.9f at (%.6f, %.6f, %.6f), proven G <= %.9f (%" PRIu64
              " boxes)\n  so |n| <= %d (bound %d)\n",
              r.best, r.best_t[0], r.best_t[1], r.best_t[2], r.upper, r.boxes, l_max,
              qnoise::perlin3_bound);
  QCHECK(r.ok);
  QCHECK_LE(l_max, qnoise::perlin3_bound);
}

// The error terms of the proof, checked on samples: for random corner gradients and random
// fractions, the integer result stays within the derived rounding slack of the exact
// multilinear interpolation (with exact fade) of the same gradients, and below 65536 G(t).
namespace {
std::uint32_t xorshift(std::uint32_t& s) {
  s ^= s << 13;
  s ^= s >> 17;
  s ^= s << 5;
  return s;
}
}  // namespace

QTEST(bounds, rounding_slack_holds_on_samples) {
  const double eps = fade_error_lsb();
  const verify::separable_max<2> p2(gradients2());
  const verify::separable_max<3> p3(gradients3());
  std::uint32_t s = 0x12345678u;
  double worst2 = 0, worst3 = 0;
  for (int i = 0; i < 200000; ++i) {
    // 2D
    verify::corner_lattice<2> l2{};
    for (auto& h : l2.hash) h = xorshift(s) & 7u;
    const std::int32_t fx = static_cast<std::int32_t>(xorshift(s) & 0xFFFFu);
    const std::int32_t fy = static_cast<std::int32_t>(xorshift(s) & 0xFFFFu);
    const double t2[2] = {fx / 65536.0, fy / 65536.0};
    double exact2 = 0;
    for (unsigned c = 0; c < 4; ++c) {
      const unsigned bx = c >> 1, by = c & 1u;
      const double wx = verify::quintic(t2[0]), wy = verify::quintic(t2[1]);
      const double w = (bx ? wx : 1 - wx) * (by ? wy : 1 - wy);
      exact2 += w * (qnoise::detail::gradient2_x[l2.hash[c]] * (t2[0] - bx) +
                     qnoise::detail::gradient2_y[l2.hash[c]] * (t2[1] - by));
    }
    const q16 n2 = qnoise::detail::gradient_noise(l2, qnoise::detail::locate(fx),
                                                   qnoise::detail::locate(fy));
    const double scale = 43360.0 / 65536.0;
    const double err2 = std::fabs(n2 - 65536.0 * scale * exact2);
    worst2 = std::max(worst2, err2);
    if (!QCHECK(err2 <= (2 * 3 * eps + 1.0) * scale + 0.5)) return;
    if (!QCHECK(n2 <= 65536.0 * scale * p2.value(t2) + (2 * 3 * eps + 1.0) * scale + 0.5)) return;
    // 3D
    verify::corner_lattice<3> l3{};
    for (auto& h : l3.hash) h = xorshift(s) & 15u;
    std::int32_t f3[3];
    double t3[3];
    for (unsigned a = 0; a < 3; ++a) {
      f3[a] = static_cast<std::int32_t>(xorshift(s) & 0xFFFFu);
      t3[a] = f3[a] / 65536.0;
    }
    double exact3 = 0;
    for (unsigned c = 0; c < 8; ++c) {
      double w = 1, dot = 0;
      for (unsigned a = 0; a < 3; ++a) {
        const unsigned bit = (c >> (2 - a)) & 1u;
        const double wa = verify::quintic(t3[a]);
        w *= bit ? wa : 1 - wa;
        const int g = a == 0 ? qnoise::detail::gradient3_x[l3.hash[c]]
                     : a == 1 ? qnoise::detail::gradient3_y[l3.hash[c]]
                              : qnoise::detail::gradient3_z[l3.hash[c]];
        dot += g * (t3[a] - bit);
      }
      exact3 += w * dot;
    }
    const q16 n3 = qnoise::detail::gradient_noise(l3, qnoise::detail::locate(f3[0]),
                                                   qnoise::detail::locate(f3[1]),
                                                   qnoise::detail::locate(f3[2]));
    const double err3 = std::fabs(n3 - 65536.0 * exact3);
    worst3 = std::max(worst3, err3);
    if (!QCHECK(err3 <= 3 * 2 * eps + 1.5)) return;
    if (!QCHECK(n3 <= 65536.0 * p3.value(t3) + 3 * 2 * eps + 1.5)) return;
  }
  std::printf("rounding error on 200000 random cells/fractions: 2D %.3f LSB (allowed %.3f), "
              "3D %.3f LSB (allowed %.3f)\n",
              worst2, (2 * 3 * eps + 1.0) * 43360.0 / 65536.0 + 0.5, worst3, 3 * 2 * eps + 1.5);
}

// How tight the proofs are: at the separable optimum, give every corner its best gradient
// (some lattice does that) and search the integer function around it.
namespace {
template <unsigned K>
q16 worst_lattice_max(const verify::gradient_set& gs, const double* t_opt, std::int32_t window) {
  verify::corner_lattice<K> lattice{};
  for (unsigned c = 0; c < (1u << K); ++c) {
    double best = -1e300;
    for (unsigned i = 0; i < gs.count; ++i) {
      double dot = 0;
      for (unsigned a = 0; a < K; ++a) dot += gs.g[i][a] * (t_opt[a] - ((c >> (K - 1 - a)) & 1u));
      if (dot > best) { best = dot; lattice.hash[c] = i; }
    }
  }
  std::int32_t f0[K];
  for (unsigned a = 0; a < K; ++a) f0[a] = static_cast<std::int32_t>(std::lround(t_opt[a] * 65536.0));
  q16 best = INT32_MIN;
  std::int32_t d[K] = {};
  for (unsigned a = 0; a < K; ++a) d[a] = -window;
  for (;;) {
    qnoise::detail::cell_position p[K];
    for (unsigned a = 0; a < K; ++a)
      p[a] = qnoise::detail::locate(std::min(65535, std::max(0, f0[a] + d[a])));
    q16 n;
    if constexpr (K == 2) n = qnoise::detail::gradient_noise(lattice, p[0], p[1]);
    else n = qnoise::detail::gradient_noise(lattice, p[0], p[1], p[2]);
    best = std::max(best, n);
    unsigned a = 0;
    while (a < K && ++d[a] > window) d[a++] = -window;
    if (a == K) break;
  }
  return best;
}
}  // namespace

QTEST(bounds, tightness_worst_lattice) {
  const verify::bound_result r2 = verify::separable_max<2>(gradients2()).run(1e-7);
  const verify::bound_result r3 = verify::separable_max<3>(gradients3()).run(1e-7);
  const q16 m2 = worst_lattice_max<2>(gradients2(), r2.best_t, 200);
  const q16 m3 = worst_lattice_max<3>(gradients3(), r3.best_t, 24);
  std::printf("worst lattice, integer search near the optimum: 2D reaches %d (bound %d), "
              "3D reaches %d (bound %d)\n", m2, qnoise::perlin2_bound, m3, qnoise::perlin3_bound);
  QCHECK_LE(m2, qnoise::perlin2_bound);
  QCHECK_LE(m3, qnoise::perlin3_bound);
}

#endif  // QNOISE_VERIFY_BOUNDS4_ONLY

#if defined(QNOISE_VERIFY_BOUNDS4_ONLY) && __has_include("qnoise/perlin4.hpp")
#include "qnoise/perlin4.hpp"

// 4D (perlin4.hpp), same argument: 32 gradients with three +-1 components (|dot| <= 3),
// four lerp levels, then the scale perlin4_scale / 65536. Its own binary
// (verify_bounds4): the search takes ~20 s.
QTEST(bounds, perlin4_proof) {
  verify::gradient_set gs{};
  gs.count = 32;
  for (unsigned i = 0; i < 32; ++i) {
    gs.g[i][0] = qnoise::detail::gradient4_x[i];
    gs.g[i][1] = qnoise::detail::gradient4_y[i];
    gs.g[i][2] = qnoise::detail::gradient4_z[i];
    gs.g[i][3] = qnoise::detail::gradient4_w[i];
  }
  const verify::bound_result r = verify::separable_max<4>(gs).run(1e-4);
  const double eps = fade_error_lsb();
  // |L - 65536 G| <= 4 axes * Mmax(3) * eps + 4 lerp levels * 0.5.
  const double raw = 65536.0 * (r.upper + 1e-12) + 4 * 3 * eps + 2.0;
  const std::int32_t l_max = static_cast<std::int32_t>(std::floor(raw));
  const q16 n_max = qnoise::mul_weight(l_max, qnoise::detail::perlin4_scale);
  const q16 n_min = qnoise::mul_weight(-l_max, qnoise::detail::perlin4_scale);
  std::printf("perlin 4D: max G = %.9f at (%.6f, %.6f, %.6f, %.6f) [scaled %.6f], proven G <= %.9f "
              "(%" PRIu64 " boxes)\n  raw integer sum <= %d, so %d <= n <= %d (bound %d)\n",
              r.best, r.best_t[0], r.best_t[1], r.best_t[2], r.best_t[3],
              r.best * qnoise::detail::perlin4_scale / 65536.0, r.upper, r.boxes, l_max, n_min,
              n_max, qnoise::perlin4_bound);
  QCHECK(r.ok);
  QCHECK_LE(n_max, qnoise::perlin4_bound);
  QCHECK_GE(n_min, -qnoise::perlin4_bound);
  // Tightness: the worst lattice at the optimum.
  verify::corner_lattice<4> lattice{};
  for (unsigned c = 0; c < 16; ++c) {
    double best = -1e300;
    for (unsigned i = 0; i < 32; ++i) {
      double dot = 0;
      for (unsigned a = 0; a < 4; ++a) dot += gs.g[i][a] * (r.best_t[a] - ((c >> (3 - a)) & 1u));
      if (dot > best) { best = dot; lattice.hash[c] = i; }
    }
  }
  q16 reached = INT32_MIN;
  const std::int32_t win = 6;
  for (std::int32_t d0 = -win; d0 <= win; ++d0)
    for (std::int32_t d1 = -win; d1 <= win; ++d1)
      for (std::int32_t d2 = -win; d2 <= win; ++d2)
        for (std::int32_t d3 = -win; d3 <= win; ++d3) {
          const std::int32_t d[4] = {d0, d1, d2, d3};
          qnoise::detail::cell_position p[4];
          for (unsigned a = 0; a < 4; ++a)
            p[a] = qnoise::detail::locate(std::min(65535, std::max(0, static_cast<std::int32_t>(
                                                                          std::lround(r.best_t[a] * 65536.0)) + d[a])));
          reached = std::max(reached, qnoise::detail::gradient_noise4(lattice, p[0], p[1], p[2], p[3]));
        }
  std::printf("  worst lattice reaches %d near the optimum\n", reached);
  QCHECK_LE(reached, n_max);
}
#endif
