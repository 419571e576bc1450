// SPDX-License-Identifier: MIT
// Shared helpers of the host-only verification tests (tests/verify/).
//
// - corner_lattice: a lattice whose hash at each corner of the cell at the origin is a
//   chosen value, so detail::gradient_noise can be driven with any gradient combination
//   (this is how "every lattice" is covered: the noise inside a cell depends only on the
//   corner gradients and on the fraction).
// - Double models of the library's own 1D noise (value 65536 * sum of w * g * d / 4).
// - Small printing helpers (host only: printf of doubles).
#ifndef QNOISE_VERIFY_COMMON_HPP
#define QNOISE_VERIFY_COMMON_HPP

#include <cstdint>
#include <cstdio>

#include "corner_lattice.hpp"
#include "qnoise/qnoise.hpp"

namespace verify {

/// The exact quintic 6t^5 - 15t^4 + 10t^3 for t = f / 65536 (double: exact to 1e-16).
inline double quintic(double t) { return t * t * t * (t * (t * 6.0 - 15.0) + 10.0); }

/// Double model of our 1D gradient noise at x (Q16): gradients +-1..+-8 from
/// detail::gradient1[hash & 15], exact fade, result divided by 4 (in LSB, Q16 units).
inline double model_perlin1(std::int32_t x, const qnoise::permutation& p) {
  const std::uint32_t bits = static_cast<std::uint32_t>(x);
  const std::uint32_t cell = bits >> 16;
  const double t = static_cast<double>(bits & 0xFFFFu) / 65536.0;
  const double g0 = qnoise::detail::gradient1[p.next(0, cell) & 15u];
  const double g1 = qnoise::detail::gradient1[p.next(0, (cell + 1u) & 0xFFFFu) & 15u];
  const double w = quintic(t);
  return 65536.0 * (g0 * t * (1.0 - w) + g1 * (t - 1.0) * w) / 4.0;
}

}  // namespace verify

#endif  // QNOISE_VERIFY_COMMON_HPP
