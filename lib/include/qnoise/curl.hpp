// SPDX-License-Identifier: MIT
/// \file
/// qnoise/curl.hpp — curl noise: divergence-free flow fields from the analytic derivatives
/// of gradient noise (derivative.hpp), Q16, integer only.
///
/// 2D: the curl of the scalar potential n = perlin(x, y),
///       v = (dn/dy, -dn/dx),
///     is divergence-free (d/dx dn/dy - d/dy dn/dx = 0) and flows along the contour lines of n.
/// 3D: the curl of a vector potential psi = (n0, n1, n2) made of three decorrelated 3D
///     noise fields (the same lattice, shifted by three constant offsets with different cells
///     and fractions, so their lattices and zeros do not line up),
///       v = (d n2/dy - d n1/dz, d n0/dz - d n2/dx, d n1/dx - d n0/dy),
///     is divergence-free because div curl = 0.
/// The derivatives are perlin_with_derivative's analytic ones (the exact quintic slope, each
/// product a 32-bit split product), so the field is the curl of a smooth potential up to
/// their rounding; tests/simplex/test_curl_model.cpp reports the finite-difference divergence
/// against the field's magnitude and the error against a double model.
///
/// Units: Q16 per cell (65536 == a change of one noise unit per cell), as the derivatives.
/// Bounds: 2D |v.x|, |v.y| <= perlin_derivative2_bound (8.77 per cell); 3D each component
/// <= 2 * perlin_derivative3_bound (17 per cell); typical magnitudes are 1..3 per cell.
/// Scale a velocity to taste: e.g. `mul_weight(v.x, speed)` for a Q16 speed <= 1.0.
/// Coordinates: Q16, any int32; period: the lattice's (256 cells by default, 65536 with a
/// seed); continuous across the INT32_MAX -> INT32_MIN wrap like perlin().
#ifndef QNOISE_CURL_HPP
#define QNOISE_CURL_HPP

#include "detail/freestanding.hpp"

#include "derivative.hpp"
#include "fixed.hpp"
#include "perlin.hpp"
#include "permutation.hpp"
#include "seed.hpp"

namespace qnoise {

/// A 2D flow vector, Q16 per cell.
struct curl2 {
  /// x component (Q16 per cell).
  q16 x, y;  ///< y component (Q16 per cell).
};
/// A 3D flow vector, Q16 per cell.
struct curl3 {
  /// x component (Q16 per cell).
  q16 x, y, z;  ///< z component (Q16 per cell).
  /// \var curl3::y
  /// y component (Q16 per cell).
};

/// Component bounds, Q16 per cell: |curl(x, y).x| <= curl2_bound, and so on.
inline constexpr q16 curl2_bound = perlin_derivative2_bound;
/// The 3D component bound, Q16 per cell: |curl(x, y, z).x| <= curl3_bound, and so on.
inline constexpr q16 curl3_bound = 2 * perlin_derivative3_bound;

namespace detail {
/// The offsets (Q16) of the three potential fields of 3D curl noise: whole cells far
/// apart on the 256-cell table plus fractions near 1/3 and 2/3, so no two fields share
/// lattice planes or zeros. Field 0 is unshifted.
inline constexpr q16 curl_offset[3][3] = {
    {0, 0, 0},
    {to_signed(0x0053A5C1u), to_signed(0x00C25E73u), to_signed(0x00276B39u)},
    {to_signed(0x00A9D2A7u), to_signed(0x001F4A8Du), to_signed(0x00E1A3D5u)},
};
}  // namespace detail

/// 2D curl noise on a lattice: (dn/dy, -dn/dx) of n = perlin(x, y, lattice). x, y: Q16, any
/// int32. Returns Q16 per cell, each component within +-curl2_bound. Divergence-free.
/// Usage: `auto v = qnoise::curl(x, y, table); px += v.x >> 6; py += v.y >> 6;`
template <class Lattice, meta::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr curl2 curl(q16 x, q16 y, const Lattice& lattice) noexcept {
  const noise_derivative2 d = perlin_with_derivative(x, y, lattice);
  return {d.dy, -d.dx};
}

/// 3D curl noise on a lattice: the curl of three decorrelated noise fields (above).
/// x, y, z: Q16, any int32. Returns Q16 per cell, each component within +-curl3_bound.
/// Divergence-free. Usage: `auto v = qnoise::curl(x, y, t, table);`
template <class Lattice, meta::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr curl3 curl(q16 x, q16 y, q16 z, const Lattice& lattice) noexcept {
  using detail::curl_offset;
  using detail::shift;
  const noise_derivative3 n0 = perlin_with_derivative(x, y, z, lattice);
  const noise_derivative3 n1 = perlin_with_derivative(shift(x, curl_offset[1][0]), shift(y, curl_offset[1][1]),
                                                      shift(z, curl_offset[1][2]), lattice);
  const noise_derivative3 n2 = perlin_with_derivative(shift(x, curl_offset[2][0]), shift(y, curl_offset[2][1]),
                                                      shift(z, curl_offset[2][2]), lattice);
  return {n2.dy - n1.dz, n0.dz - n2.dx, n1.dx - n0.dy};
}

/// On Ken Perlin's permutation (period 256 cells). Usage: `auto v = qnoise::curl(x, y);`
constexpr curl2 curl(q16 x, q16 y) noexcept { return curl(x, y, perlin_permutation); }
/// 3D: on Ken Perlin's permutation (period 256 cells; see the 2D overload).
constexpr curl3 curl(q16 x, q16 y, q16 z) noexcept { return curl(x, y, z, perlin_permutation); }

/// Seeded: the seed's lattice and offsets (period 65536 cells).
/// Usage: `auto v = qnoise::curl(x, y, qnoise::make_seed(3));`
constexpr curl2 curl(q16 x, q16 y, const seed& s) noexcept {
  return curl(detail::shift(x, s.offset[0]), detail::shift(y, s.offset[1]), s.lattice);
}
/// 3D: seeded, the seed's lattice and offsets (period 65536 cells; see the 2D overload).
constexpr curl3 curl(q16 x, q16 y, q16 z, const seed& s) noexcept {
  return curl(detail::shift(x, s.offset[0]), detail::shift(y, s.offset[1]), detail::shift(z, s.offset[2]),
              s.lattice);
}

}  // namespace qnoise

#endif  // QNOISE_CURL_HPP
