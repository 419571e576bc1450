// SPDX-License-Identifier: MIT
/// \file
/// qnoise/perlin4.hpp — 4D gradient noise in Q16.16: a real 4D lattice (16 corners,
/// 32 gradients), not a cross-fade of 3D slices.
///
/// Gradients: the 32 directions with one zero and three +-1 components, (0, +-1, +-1, +-1)
/// and its permutations — the 4D set of Perlin's and Gustavson's 4D noise. Index h & 31 of
/// the lattice hash chain next(next(next(next(start, X), Y), Z), W): bits 3-4 place the
/// zero, bits 0-2 are the signs of the other three components in order.
/// Interpolation: quintic fade per axis, 15 lerps (x, then y, z, w), each product rounded
/// once in 32 bits (mul_weight), the same as 3D.
/// Scale: the raw noise peaks at 1.536582 (the largest value a point can take with each
/// corner's best gradient, maximised over the cell; tests/family re-derive it); the result is
/// multiplied by 42640 / 65536, so the peak is 0.99976 and |perlin4| <= 65536 with 16 LSB
/// left for roundings. Zero at every lattice point.
///
/// Coordinates: Q16 (65536 == one cell), any int32; cells mod 65536, continuous across the
/// INT32_MAX -> INT32_MIN wrap. Period: the lattice's (256 cells with a permutation table,
/// 65536 with integer_hash) on every axis.
#ifndef QNOISE_PERLIN4_HPP
#define QNOISE_PERLIN4_HPP

#include "detail/freestanding.hpp"

#include "fade.hpp"
#include "fixed.hpp"
#include "perlin.hpp"
#include "permutation.hpp"
#include "seed.hpp"

namespace qnoise {

/// |perlin(x, y, z, w)| <= perlin4_bound (Q16) for every input and lattice.
inline constexpr q16 perlin4_bound = 65536;

namespace detail {

inline constexpr int8_t gradient4_x[32] = {0, 0, 0, 0, 0, 0, 0, 0, 1, -1, 1, -1, 1, -1, 1, -1,
                                                1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1};
inline constexpr int8_t gradient4_y[32] = {1, -1, 1, -1, 1, -1, 1, -1, 0, 0, 0, 0, 0, 0, 0, 0,
                                                1, 1, -1, -1, 1, 1, -1, -1, 1, 1, -1, -1, 1, 1, -1, -1};
inline constexpr int8_t gradient4_z[32] = {1, 1, -1, -1, 1, 1, -1, -1, 1, 1, -1, -1, 1, 1, -1, -1,
                                                0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, -1, -1, -1, -1};
inline constexpr int8_t gradient4_w[32] = {1, 1, 1, 1, -1, -1, -1, -1, 1, 1, 1, 1, -1, -1, -1, -1,
                                                1, 1, 1, 1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0};

/// Scale of the 4D result, Q16: 1.536582 * 42640 / 65536 = 0.99976.
inline constexpr int32_t perlin4_scale = 42640;

constexpr int32_t dot4(uint32_t h, int32_t x, int32_t y, int32_t z,
                            int32_t w) noexcept {
  const uint32_t i = h & 31u;
  return gradient4_x[i] * x + gradient4_y[i] * y + gradient4_z[i] * z + gradient4_w[i] * w;
}

/// 4D gradient noise inside one cell, given the located coordinates (cells chosen by the
/// caller, as for gradient_noise in 1D-3D). |dot| <= 3 * 65536.
template <class Lattice>
constexpr q16 gradient_noise4(const Lattice& lattice, const cell_position& px, const cell_position& py,
                              const cell_position& pz, const cell_position& pw) noexcept {
  const uint32_t h = lattice.start();
  const uint32_t hx[2] = {lattice.next(h, px.cell), lattice.next(h, px.next_cell)};
  const int32_t ox[2] = {px.near, px.far}, oy[2] = {py.near, py.far}, oz[2] = {pz.near, pz.far},
                     ow[2] = {pw.near, pw.far};
  const uint32_t cy[2] = {py.cell, py.next_cell}, cz[2] = {pz.cell, pz.next_cell},
                      cw[2] = {pw.cell, pw.next_cell};
  const int32_t wx = static_cast<int32_t>(px.weight), wy = static_cast<int32_t>(py.weight),
                     wz = static_cast<int32_t>(pz.weight), ww = static_cast<int32_t>(pw.weight);
  // The hash tree: 2 + 4 + 8 + 16 lattice steps, each prefix computed once.
  uint32_t hxyz[2][2][2]{};
  for (unsigned i = 0; i < 2; ++i)
    for (unsigned j = 0; j < 2; ++j) {
      const uint32_t hxy = lattice.next(hx[i], cy[j]);
      hxyz[i][j][0] = lattice.next(hxy, cz[0]);
      hxyz[i][j][1] = lattice.next(hxy, cz[1]);
    }
  int32_t along_w[2] = {0, 0};
  for (unsigned l = 0; l < 2; ++l) {
    int32_t along_z[2] = {0, 0};
    for (unsigned k = 0; k < 2; ++k) {
      int32_t along_y[2] = {0, 0};
      for (unsigned j = 0; j < 2; ++j) {
        const uint32_t h0 = lattice.next(hxyz[0][j][k], cw[l]);
        const uint32_t h1 = lattice.next(hxyz[1][j][k], cw[l]);
        along_y[j] = detail::lerp_q23_fast(dot4(h0, ox[0], oy[j], oz[k], ow[l]), dot4(h1, ox[1], oy[j], oz[k], ow[l]), wx);
      }
      along_z[k] = detail::lerp_q23_fast(along_y[0], along_y[1], wy);
    }
    along_w[l] = detail::lerp_q23_fast(along_z[0], along_z[1], wz);
  }
  return mul_weight(detail::lerp_q23_fast(along_w[0], along_w[1], ww), perlin4_scale);
}

}  // namespace detail

/// 4D gradient noise. x, y, z, w: Q16, any int32 (w is often time). Returns Q16 within
/// +-perlin4_bound (65536); 0 at lattice points. 32 gradients, quintic fade.
/// Period: the lattice's on every axis (256 cells for a permutation, 65536 for integer_hash).
/// Usage: `q16 n = qnoise::perlin(x, y, z, t, qnoise::integer_hash{9});`
template <class Lattice, meta::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr q16 perlin(q16 x, q16 y, q16 z, q16 w, const Lattice& lattice) noexcept {
  return detail::gradient_noise4(lattice, detail::locate(x), detail::locate(y), detail::locate(z),
                                 detail::locate(w));
}

/// 4D gradient noise on Ken Perlin's permutation. Same inputs, bound and period (256).
/// Usage: `q16 n = qnoise::perlin(x, y, z, t);`
constexpr q16 perlin(q16 x, q16 y, q16 z, q16 w) noexcept { return perlin(x, y, z, w, perlin_permutation); }

/// Seeded 4D gradient noise: the seed's lattice, each axis shifted by its offset.
/// Same inputs and bound; period 65536 cells. Usage: `qnoise::perlin(x, y, z, t, qnoise::make_seed(4))`
constexpr q16 perlin(q16 x, q16 y, q16 z, q16 w, const seed& s) noexcept {
  return perlin(detail::shift(x, s.offset[0]), detail::shift(y, s.offset[1]), detail::shift(z, s.offset[2]),
                detail::shift(w, s.offset[3]), s.lattice);
}

/// 4D noise mapped to the full unsigned range: [-perlin4_bound, perlin4_bound] -> [0, 65535]
/// (`_u16`) or [0, 255] (`_u8`). Same inputs and period. Usage: `uint8_t v = qnoise::perlin_u8(x, y, z, t);`
constexpr uint16_t perlin_u16(q16 x, q16 y, q16 z, q16 w) noexcept {
  return to_unorm16<perlin4_bound>(perlin(x, y, z, w));
}
/// 4D noise as 0..255 (the top byte of perlin_u16). Usage: `uint8_t v = qnoise::perlin_u8(x, y, z, t);`
constexpr uint8_t perlin_u8(q16 x, q16 y, q16 z, q16 w) noexcept {
  return static_cast<uint8_t>(perlin_u16(x, y, z, w) >> 8);
}

}  // namespace qnoise

#endif  // QNOISE_PERLIN4_HPP
