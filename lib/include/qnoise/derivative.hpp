// SPDX-License-Identifier: MIT
/// \file
/// qnoise/derivative.hpp — gradient noise with its analytic derivatives, in Q16.16: the
/// value (bit-identical to perlin()) and d noise / d coordinate per axis in one call, for
/// flow fields, normals and "curl" effects.
///
/// In a cell, with corner dot products n_c, fade weights u = f(t) and f'(t) = 30 t^2 (1-t)^2:
///   1D  n = lerp(n0, n1, u) / 4
///       dn/dx = (lerp(g0, g1, u) + f'(t) (n1 - n0)) / 4
///   2D  dn/dx = (bilerp of the gradients' x components + f'(tx) lerp_y(n10 - n00, n11 - n01))
///               * 43360 / 65536 (the 2D scale), and likewise for y
///   3D  dn/dx = trilerp of the gradients' x components + f'(tx) * lerp_z(lerp_y(n1.. - n0..))
/// Every product is a 32-bit split product (mul_weight), so Cortex-M0 needs no 64-bit
/// multiply. f'(t) / 2 is computed in Q16 from t (1 - t) held exactly in Q32, accurate to
/// about half an LSB. tests/family check the derivatives against central differences of
/// the double model (max/RMS error in LSB reported there).
///
/// Units: derivatives are Q16 per cell (65536 == a slope of one noise unit per cell). Bounds
/// (largest gradient component plus f' <= 1.875 times the largest corner difference, plus
/// rounding margin): 1D 9.5 per cell, 2D (2 + 1.875 * 6) * 0.6616 = 8.77, 3D 1 + 1.875 * 4 = 8.5.
/// Coordinates and periods as for perlin(): Q16, any int32, the lattice's period.
/// Cost: the value is computed by the same per-cell code as perlin() (so it is bit-identical),
/// the corners are hashed a second time for the gradients.
#ifndef QNOISE_DERIVATIVE_HPP
#define QNOISE_DERIVATIVE_HPP

#include "detail/freestanding.hpp"

#include "fade.hpp"
#include "fixed.hpp"
#include "perlin.hpp"
#include "permutation.hpp"
#include "seed.hpp"

namespace qnoise {

/// |dx| (and |dy|, |dz|) bounds of perlin_with_derivative, Q16 per cell, per dimension.
inline constexpr q16 perlin_derivative1_bound = 622592 + 8;  // 9.5
/// 2D: |dx|, |dy| <= perlin_derivative2_bound (Q16 per cell; see perlin_derivative1_bound).
inline constexpr q16 perlin_derivative2_bound = 574800;      // 8.7686 + margin
/// 3D: |dx|, |dy|, |dz| <= perlin_derivative3_bound (Q16 per cell; see perlin_derivative1_bound).
inline constexpr q16 perlin_derivative3_bound = 557056 + 8;  // 8.5

/// 1D noise value and derivative, both Q16.
struct noise_derivative1 {
  q16 value;  ///< == perlin(x)
  q16 dx;     ///< d value / d x, Q16 per cell
};
/// 2D noise value and gradient, Q16.
struct noise_derivative2 {
  q16 value;  ///< == perlin(x, y)
  /// d value / d x, Q16 per cell
  q16 dx, dy;  ///< d value / d y, Q16 per cell
};
/// 3D noise value and gradient, Q16.
struct noise_derivative3 {
  q16 value;  ///< == perlin(x, y, z)
  /// d value / d x, Q16 per cell
  q16 dx, dy, dz;  ///< d value / d z, Q16 per cell
  /// \var noise_derivative3::dy
  /// d value / d y, Q16 per cell
};

namespace detail {

/// f'(t) / 2 = 15 t^2 (1 - t)^2 for the quintic fade, Q16 in [0, 61440]; t Q16 in
/// [0, 65535]. s = t (1 - t) is exact in Q32 (<= 2^30); s^2 / 2^30 is formed from 15-bit
/// halves of s (a = s >> 15, b = s & 0x7FFF: s^2 / 2^30 = a^2 + 2ab / 2^15 + b^2 / 2^30,
/// the last term below one unit), then scaled by 15 / 2^18 and rounded.
constexpr int32_t quintic_slope_half(int32_t t) noexcept {
  const uint32_t tu = static_cast<uint32_t>(t);
  const uint32_t s = tu * (65536u - tu);
  const uint32_t a = s >> 15, b = s & 0x7FFFu;
  const uint32_t v = a * a + ((a * b) >> 14);  // floor-ish s^2 / 2^30, <= 2^30 + 2^16
  return static_cast<int32_t>((15u * (v >> 4) + (1u << 13)) >> 14);
}

/// The Q16 fade of a located fraction, for the derivative's own lerps (the value itself
/// comes from gradient_noise and its Q23 weights).
constexpr int32_t fade_q16(const cell_position& p) noexcept {
  return static_cast<int32_t>(quintic_fraction(static_cast<uint32_t>(p.near)));
}

/// d * f'(t), rounded: 2d * (f'(t) / 2) / 65536 with one split product. |d| <= 2^21.
constexpr int32_t times_slope(int32_t d, int32_t slope_half) noexcept {
  return mul_weight(2 * d, slope_half);
}

}  // namespace detail

/// 1D gradient noise with its derivative. x: Q16, any int32. Returns {value, dx}: value as
/// perlin(x, lattice) (Q16, within +-perlin1_bound), dx Q16 per cell within +-perlin_derivative1_bound.
/// Period: the lattice's. Usage: `auto d = qnoise::perlin_with_derivative(x); q16 slope = d.dx;`
template <class Lattice, meta::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr noise_derivative1 perlin_with_derivative(q16 x, const Lattice& lattice) noexcept {
  const detail::cell_position px = detail::locate(x);
  const uint32_t h = lattice.start();
  const int32_t g0 = detail::gradient1_of(lattice.next(h, px.cell));
  const int32_t g1 = detail::gradient1_of(lattice.next(h, px.next_cell));
  const int32_t wx = detail::fade_q16(px);
  const int32_t slope = detail::quintic_slope_half(px.near);
  const int32_t n0 = g0 * px.near, n1 = g1 * px.far;
  const int32_t d = lerp(g0 * 65536, g1 * 65536, wx) + detail::times_slope(n1 - n0, slope);
  return {detail::gradient_noise(lattice, px), asr(d + 2, 2)};
}

/// 2D gradient noise with its gradient. x, y: Q16, any int32. Returns {value, dx, dy}:
/// value as perlin(x, y, lattice), dx and dy Q16 per cell within
/// +-perlin_derivative2_bound.
/// Period: the lattice's. Usage: `auto d = qnoise::perlin_with_derivative(x, y); flow(d.dy, -d.dx);`
template <class Lattice, meta::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr noise_derivative2 perlin_with_derivative(q16 x, q16 y, const Lattice& lattice) noexcept {
  const detail::cell_position px = detail::locate(x), py = detail::locate(y);
  const uint32_t h = lattice.start();
  const uint32_t h0 = lattice.next(h, px.cell), h1 = lattice.next(h, px.next_cell);
  const uint32_t c00 = lattice.next(h0, py.cell) & 7u, c10 = lattice.next(h1, py.cell) & 7u;
  const uint32_t c01 = lattice.next(h0, py.next_cell) & 7u, c11 = lattice.next(h1, py.next_cell) & 7u;
  const int32_t wx = detail::fade_q16(px), wy = detail::fade_q16(py);
  const int32_t sx = detail::quintic_slope_half(px.near), sy = detail::quintic_slope_half(py.near);
  const int32_t n00 = detail::dot2(c00, px.near, py.near), n10 = detail::dot2(c10, px.far, py.near);
  const int32_t n01 = detail::dot2(c01, px.near, py.far), n11 = detail::dot2(c11, px.far, py.far);
  using detail::gradient2_x;
  using detail::gradient2_y;
  const int32_t gx = lerp(lerp(gradient2_x[c00] * 65536, gradient2_x[c10] * 65536, wx),
                               lerp(gradient2_x[c01] * 65536, gradient2_x[c11] * 65536, wx), wy);
  const int32_t gy = lerp(lerp(gradient2_y[c00] * 65536, gradient2_y[c10] * 65536, wx),
                               lerp(gradient2_y[c01] * 65536, gradient2_y[c11] * 65536, wx), wy);
  const int32_t ddx = gx + detail::times_slope(lerp(n10 - n00, n11 - n01, wy), sx);
  const int32_t ddy = gy + detail::times_slope(lerp(n01, n11, wx) - lerp(n00, n10, wx), sy);
  return {detail::gradient_noise(lattice, px, py), mul_weight(ddx, 43360), mul_weight(ddy, 43360)};
}

/// 3D gradient noise (Perlin's Improved Noise) with its gradient. x, y, z: Q16, any int32.
/// Returns {value, dx, dy, dz}: value as perlin(x, y, z, lattice), derivatives Q16 per cell
/// within +-perlin_derivative3_bound. Period: the lattice's.
/// Usage: `auto d = qnoise::perlin_with_derivative(x, y, z); normal = {-d.dx, -d.dy, 65536};`
template <class Lattice, meta::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr noise_derivative3 perlin_with_derivative(q16 x, q16 y, q16 z, const Lattice& lattice) noexcept {
  const detail::cell_position p[3] = {detail::locate(x), detail::locate(y), detail::locate(z)};
  const uint32_t h = lattice.start();
  const uint32_t cx[2] = {p[0].cell, p[0].next_cell}, cy[2] = {p[1].cell, p[1].next_cell},
                      cz[2] = {p[2].cell, p[2].next_cell};
  const int32_t ox[2] = {p[0].near, p[0].far}, oy[2] = {p[1].near, p[1].far}, oz[2] = {p[2].near, p[2].far};
  const int32_t wx = detail::fade_q16(p[0]), wy = detail::fade_q16(p[1]),
                     wz = detail::fade_q16(p[2]);
  // Corner dot products n[i][j][k] and gradient components, i/j/k = x/y/z corner.
  int32_t n[2][2][2]{}, g[3][2][2][2]{};
  for (unsigned i = 0; i < 2; ++i) {
    const uint32_t hx = lattice.next(h, cx[i]);
    for (unsigned j = 0; j < 2; ++j) {
      const uint32_t hy = lattice.next(hx, cy[j]);
      for (unsigned k = 0; k < 2; ++k) {
        const uint32_t c = lattice.next(hy, cz[k]) & 15u;
        n[i][j][k] = detail::dot3(c, ox[i], oy[j], oz[k]);
        g[0][i][j][k] = detail::gradient3_x[c] * 65536;
        g[1][i][j][k] = detail::gradient3_y[c] * 65536;
        g[2][i][j][k] = detail::gradient3_z[c] * 65536;
      }
    }
  }
  auto trilerp = [&](const int32_t (&v)[2][2][2]) {
    return lerp(lerp(lerp(v[0][0][0], v[1][0][0], wx), lerp(v[0][1][0], v[1][1][0], wx), wy),
                lerp(lerp(v[0][0][1], v[1][0][1], wx), lerp(v[0][1][1], v[1][1][1], wx), wy), wz);
  };
  // Along-x lerps a[j][k] and differences for the slope terms.
  int32_t a[2][2]{};
  for (unsigned j = 0; j < 2; ++j)
    for (unsigned k = 0; k < 2; ++k) a[j][k] = lerp(n[0][j][k], n[1][j][k], wx);
  const int32_t diff_x = lerp(lerp(n[1][0][0] - n[0][0][0], n[1][1][0] - n[0][1][0], wy),
                                   lerp(n[1][0][1] - n[0][0][1], n[1][1][1] - n[0][1][1], wy), wz);
  const int32_t diff_y = lerp(a[1][0] - a[0][0], a[1][1] - a[0][1], wz);
  const int32_t diff_z = lerp(a[0][1], a[1][1], wy) - lerp(a[0][0], a[1][0], wy);
  return {detail::gradient_noise(lattice, p[0], p[1], p[2]),
          trilerp(g[0]) + detail::times_slope(diff_x, detail::quintic_slope_half(p[0].near)),
          trilerp(g[1]) + detail::times_slope(diff_y, detail::quintic_slope_half(p[1].near)),
          trilerp(g[2]) + detail::times_slope(diff_z, detail::quintic_slope_half(p[2].near))};
}

/// The same on Ken Perlin's permutation (period 256).
/// Usage: `auto d = qnoise::perlin_with_derivative(x, y);`
constexpr noise_derivative1 perlin_with_derivative(q16 x) noexcept {
  return perlin_with_derivative(x, perlin_permutation);
}
/// 2D on Perlin's permutation: x, y Q16 any int32 -> {value, dx, dy} Q16; period 256.
/// Usage: `auto d = qnoise::perlin_with_derivative(x, y);`
constexpr noise_derivative2 perlin_with_derivative(q16 x, q16 y) noexcept {
  return perlin_with_derivative(x, y, perlin_permutation);
}
/// 3D on Perlin's permutation: x, y, z Q16 any int32 -> {value, dx, dy, dz} Q16; period 256.
/// Usage: `auto d = qnoise::perlin_with_derivative(x, y, z);`
constexpr noise_derivative3 perlin_with_derivative(q16 x, q16 y, q16 z) noexcept {
  return perlin_with_derivative(x, y, z, perlin_permutation);
}

/// Seeded: the seed's lattice and offsets (a shift does not change derivatives).
/// Usage: `auto d = qnoise::perlin_with_derivative(x, y, qnoise::make_seed(3));`
constexpr noise_derivative1 perlin_with_derivative(q16 x, const seed& s) noexcept {
  return perlin_with_derivative(detail::shift(x, s.offset[0]), s.lattice);
}
/// Seeded 2D: x, y Q16 any int32 -> {value, dx, dy} Q16; period 65536.
/// Usage: `auto d = qnoise::perlin_with_derivative(x, y, s);`
constexpr noise_derivative2 perlin_with_derivative(q16 x, q16 y, const seed& s) noexcept {
  return perlin_with_derivative(detail::shift(x, s.offset[0]), detail::shift(y, s.offset[1]), s.lattice);
}
/// Seeded 3D: x, y, z Q16 any int32 -> {value, dx, dy, dz} Q16; period 65536.
/// Usage: `auto d = qnoise::perlin_with_derivative(x, y, z, s);`
constexpr noise_derivative3 perlin_with_derivative(q16 x, q16 y, q16 z, const seed& s) noexcept {
  return perlin_with_derivative(detail::shift(x, s.offset[0]), detail::shift(y, s.offset[1]),
                                detail::shift(z, s.offset[2]), s.lattice);
}

}  // namespace qnoise

#endif  // QNOISE_DERIVATIVE_HPP
