// SPDX-License-Identifier: MIT
/// \file
/// qnoise/simplex.hpp — simplex noise (Perlin 2001, in Gustavson's formulation) in 2 and 3
/// dimensions, Q16.16, integer only, 32-bit products only.
///
/// Coordinates: Q16.16 (65536 == one unit), any int32. Results: Q16 within
/// +-simplex2_bound / +-simplex3_bound (about +-1.0), zero at every lattice point.
///
/// How (docs/simplex-curl.md has the derivations and the figures):
///   skew      the input is skewed, X' = x + (x + y) F, onto the square (2D) / cubic (3D)
///             lattice whose cells split into simplices (2 triangles / 6 tetrahedra);
///   corners   each simplex corner c contributes (r^2 - |d|^2)^4 (g . d) where d is the
///             offset from c in unskewed space, g the corner's gradient, r^2 = 1/2;
///   scale     the sum is multiplied by S so that the largest value any lattice can
///             produce is 0.99991 (a dense search over the cell with worst-case gradients).
///
/// Skew factors. F is a multiple of 1/256 so that the skewed lattice wraps with the int32
/// input (below): F2 = 94/256 (the nearest to (sqrt3 - 1)/2 = 0.36603: 0.3671875) and
/// F3 = 85/256 (the nearest to 1/3: 0.33203). The skew is computed exactly, in Q24:
///   X'_q24 = 256 x + 94 (x + y)   (mod 2^32)
/// whose top 8 bits are the skewed cell mod 256 and whose low 24 bits the exact skewed
/// fraction. The unskew factors are the inverses G = F / (1 + 2F) (2D) and F / (1 + 3F) (3D)
/// rounded to nearest in Q16: G2 = 13875 / 65536 (94/444 = 13874.74 / 65536) and
/// G3 = 10901 / 65536 (85/511 = 10901.29 / 65536). The unskewed offset of the point from
/// the cell's first corner, d0 = f - G (f_x + f_y [+ f_z]) with f the Q24 skewed fraction, is
/// rounded once to Q16 (the product G * sum is formed from two 32-bit partial products,
/// exact to 2^-24); the other corners' offsets are d0 minus exact Q16 constants
/// (e.g. (1 - G, -G)), so every corner sees the same point and the result is the noise of a
/// point within 0.5 LSB per axis of the input. The model that the tests compare with uses
/// the same F and G in double precision.
///
/// The kernel, per corner, with 32-bit products only (|d| < 1 cell, so each square fits):
///   d2 = dx^2 + dy^2 [+ dz^2]                 Q31 (unsigned; the offsets d are Q24)
///   t  = 2 (2^30 - d2), skipped when <= 0    Q32 (r^2 = 1/2)
///   t2 = th^2 + floor(th tl / 2^15)          Q32 of t^2, th = t >> 16, tl = t mod 2^16 (floor, < 2 units)
///   t4 = the same from t2                    Q32 of t^4 <= 2^28
///   c  = a g.d + floor((b >> 2) g.d / 2^14)  Q32 of t^4 (g . d), a = t4 >> 16, b = t4 mod 2^16
/// then the sum of the corners (Q32 of the raw noise, |sum| < 2^27) times S (Q13) is
/// rounded half up to Q16, again as two 32-bit partial products. Every product is below
/// 2^31: Cortex-M0 needs no 64-bit multiply and every core computes the same bits.
///
/// Kernel radius: r^2 = 1/2 in 3D too, not Gustavson's 0.6: with 0.6 a corner still
/// contributes after the point has left its simplex, and the noise jumps at simplex faces
/// (up to 28 LSB of Q16 at his scale, measured on this lattice); with 1/2 it is continuous.
/// The heights of the slightly non-regular simplices (F quantised to 1/256) are
/// 0.4990..0.4996 squared, so a corner's support reaches up to 0.001 beyond its simplex; there
/// t < 2^-8 and t^4 rounds to exactly 0, so the integer noise is continuous too.
///
/// Period and wrap: the result depends on x, y (and z) only modulo 2^32, i.e. every int32
/// is valid, INT32_MAX and INT32_MIN are neighbours and the noise is continuous across the
/// wrap (256 x + 94 (x + y) changes by a multiple of 2^32 when x or y does, because
/// 94 * 2^32 / 256 = 94 * 2^24 and the hash sees skewed cells mod 256). Period: 65536 units
/// along each input axis for every lattice; on the skewed lattice the hash repeats every
/// 256 skewed cells (the lattice is asked for cells mod 256, also integer_hash), i.e. the
/// noise also repeats along the unskewed vectors (256 - 256 G, -256 G) and (-256 G, 256 - 256 G)
/// (about 202 units long), like Perlin noise on a permutation repeats every 256.
///
/// Lattice: any type with start()/next(h, cell), as for perlin(); gradients: perlin's 2D
/// set (+-1, +-2), (+-2, +-1) (index h & 7) and the 3D set of Perlin 2002 (h & 15).
#ifndef QNOISE_SIMPLEX_HPP
#define QNOISE_SIMPLEX_HPP

#include "detail/freestanding.hpp"

#include "fixed.hpp"
#include "perlin.hpp"
#include "permutation.hpp"
#include "seed.hpp"

namespace qnoise {

/// Output bounds, Q16: |simplex(...)| <= bound for every input and every lattice.
/// The raw noise (sum of t^4 g.d before the scale) is at most 0.022130144 (2D) and
/// 0.013007110 (3D): the largest value at a point takes each corner's best gradient (the
/// kernels are non-negative), maximised over the skewed unit cell by a dense search (2D:
/// 2048^2 points, 3D: 256^3, then local refinement to 1e-12; tests/simplex/test_simplex_model.cpp
/// repeats it). The scale S maps that to 65529.8 (2D) / 65529.9 (3D) LSB; the integer
/// kernel and scale roundings add less than 2 LSB, the rounded position none (the bound
/// holds at every point), so 65532 is a bound with a margin.
inline constexpr q16 simplex2_bound = 65532;
/// 3D: |simplex(x, y, z)| <= simplex3_bound (see simplex2_bound).
inline constexpr q16 simplex3_bound = 65532;

namespace detail {

/// Skew numerators (F = k / 256) and unskew factors (Q16), see above.
inline constexpr uint32_t simplex2_skew = 94;
inline constexpr uint32_t simplex3_skew = 85;
inline constexpr int32_t simplex2_unskew = 13875;
inline constexpr int32_t simplex3_unskew = 10901;
/// The scales S in Q13: 45.18298 (2D), 76.87390 (3D).
inline constexpr int32_t simplex2_scale = 370139;
inline constexpr int32_t simplex3_scale = 629751;

/// One corner's contribution t^4 (g . d) in Q32 (real value * 2^32), t = 1/2 - d2 / 2^31.
/// d2: |d|^2 in Q31; dot: g . d in Q20 (|dot| < 1.6 * 2^20 wherever t > 0).
QNOISE_ALWAYS_INLINE constexpr int32_t simplex_kernel(uint32_t d2, int32_t dot) noexcept {
  if (d2 >= 0x40000000u) return 0;
  const uint32_t t = (0x40000000u - d2) << 1;             // Q32, <= 2^31
  const uint32_t th = t >> 16, tl = t & 0xFFFFu;
  const uint32_t t2 = th * th + ((th * tl) >> 15);        // Q32 of t^2, <= 2^30
  const uint32_t ah = t2 >> 16, al = t2 & 0xFFFFu;
  const uint32_t t4 = ah * ah + ((ah * al) >> 15);        // Q32 of t^4, <= 2^28
  // t4 dot / 2^20 with t4 = 2^20 a + 2^10 b + c: three products below 2^31.
  const int32_t a = static_cast<int32_t>(t4 >> 20);  // <= 2^8
  const int32_t b = static_cast<int32_t>((t4 >> 10) & 0x3FFu);
  const int32_t c = static_cast<int32_t>(t4 & 0x3FFu);
  return a * dot + asr(b * dot + asr(c * dot, 10), 10);
}

/// |d|^2 contribution of one axis, Q31, from a Q24 offset v (|v| < 2^24 - 128):
/// with h = round(v / 256) and l = v - 256 h in [-128, 127],
///   v^2 / 2^16 = h^2 + 2 h l / 2^8 + l^2 / 2^16,
/// and h^2 + 2 h l / 2^8 = h (h + 2 l / 256) >= 0 (|2 l / 256| <= 1), so
/// floor(h^2 + floor(2 h l / 2^8)) is >= 0 and within 1 unit of v^2 / 2^16 (the l^2 term
/// dropped, < 1/4); halved to Q31 (error < 1 unit of Q31). Q31, not Q32: the sum over the
/// axes is the squared distance to a corner of the point's simplex, up to the longest edge
/// squared (2D 0.667, 3D 1.0013: the Kuhn simplex's (1, 1, 0) edge), so below 2^32 in Q31 only.
QNOISE_ALWAYS_INLINE constexpr uint32_t square(int32_t v) noexcept {
  const int32_t h = asr(v + 128, 8);
  const int32_t l = v - h * 256;
  const uint32_t hu = static_cast<uint32_t>(h);
  return (hu * hu + static_cast<uint32_t>(asr(2 * h * l, 8))) >> 1;  // the sum is >= 0 and < 2^32
}

/// round(sum * S / 2^13 / 2^16) for the raw sum in Q32 and S in Q13 (S < 2^7, |result| < 4.0).
QNOISE_ALWAYS_INLINE constexpr q16 simplex_scale(int32_t sum, int32_t scale) noexcept {
  const int32_t high = asr(sum, 16);
  const int32_t low = static_cast<int32_t>((static_cast<uint32_t>(sum) & 0xFFFFu) >> 5);
  return asr(high * scale + asr(low * scale, 11) + 4096, 13);
}

/// The unskewed offset of the point from the cell's first corner, Q24: f - T with f the
/// Q24 skewed fraction and T = floor(G sum / 2^16) (Q24, within 2^-24 of the exact value).
QNOISE_ALWAYS_INLINE constexpr uint32_t simplex_unskew(uint32_t sum, int32_t g) noexcept {
  const uint32_t gu = static_cast<uint32_t>(g);
  return ((sum >> 8) * gu + (((sum & 0xFFu) * gu) >> 8)) >> 8;  // floor(G sum / 2^16), Q24
}
QNOISE_ALWAYS_INLINE constexpr int32_t simplex_offset(uint32_t f, uint32_t t) noexcept {
  return static_cast<int32_t>(f) - static_cast<int32_t>(t);
}

template <class Lattice>
QNOISE_ALWAYS_INLINE constexpr uint32_t simplex_hash(const Lattice& lattice, uint32_t i,
                                                          uint32_t j) noexcept {
  return lattice.next(lattice.next(lattice.start(), i & 0xFFu), j & 0xFFu);
}
template <class Lattice>
QNOISE_ALWAYS_INLINE constexpr uint32_t simplex_hash(const Lattice& lattice, uint32_t i, uint32_t j,
                                                          uint32_t k) noexcept {
  return lattice.next(lattice.next(lattice.next(lattice.start(), i & 0xFFu), j & 0xFFu), k & 0xFFu);
}

/// The raw 2D noise, Q32 of sum t^4 (g . d) (|result| <= 0.02214 * 2^32).
template <class Lattice>
QNOISE_ALWAYS_INLINE constexpr int32_t simplex_raw(const Lattice& lattice, q16 x, q16 y) noexcept {
  const uint32_t ux = static_cast<uint32_t>(x), uy = static_cast<uint32_t>(y);
  const uint32_t skew = (ux + uy) * simplex2_skew;
  const uint32_t sx = (ux << 8) + skew, sy = (uy << 8) + skew;  // Q24 skewed, mod 2^32
  const uint32_t i = sx >> 24, j = sy >> 24;
  const uint32_t fx = sx & 0xFFFFFFu, fy = sy & 0xFFFFFFu;
  const uint32_t t = simplex_unskew(fx + fy, simplex2_unskew);
  const int32_t x0 = simplex_offset(fx, t), y0 = simplex_offset(fy, t);
  // The middle corner: (1, 0) below the diagonal (f_x > f_y), (0, 1) above it.
  const bool lower = fx > fy;
  // Offsets (Q24) of the other corners: exact constants away, (1 - G, -G) or (-G, 1 - G)
  // and (1 - 2G, 1 - 2G) in unskewed space.
  constexpr int32_t g1 = simplex2_unskew << 8, g2 = (2 * simplex2_unskew - 65536) * 256;
  const int32_t x1 = x0 - (lower ? 1 << 24 : 0) + g1;
  const int32_t y1 = y0 - (lower ? 0 : 1 << 24) + g1;
  const int32_t x2 = x0 + g2, y2 = y0 + g2;
  const uint32_t h0 = simplex_hash(lattice, i, j);
  const uint32_t h1 = simplex_hash(lattice, i + (lower ? 1u : 0u), j + (lower ? 0u : 1u));
  const uint32_t h2 = simplex_hash(lattice, i + 1u, j + 1u);
  return simplex_kernel(square(x0) + square(y0), asr(dot2(h0, x0, y0) + 8, 4)) +
         simplex_kernel(square(x1) + square(y1), asr(dot2(h1, x1, y1) + 8, 4)) +
         simplex_kernel(square(x2) + square(y2), asr(dot2(h2, x2, y2) + 8, 4));
}

/// The raw 3D noise, Q32 of sum t^4 (g . d) (|result| <= 0.01301 * 2^32).
template <class Lattice>
QNOISE_ALWAYS_INLINE constexpr int32_t simplex_raw(const Lattice& lattice, q16 x, q16 y, q16 z) noexcept {
  const uint32_t ux = static_cast<uint32_t>(x), uy = static_cast<uint32_t>(y),
                      uz = static_cast<uint32_t>(z);
  const uint32_t skew = (ux + uy + uz) * simplex3_skew;
  const uint32_t sx = (ux << 8) + skew, sy = (uy << 8) + skew, sz = (uz << 8) + skew;
  const uint32_t i = sx >> 24, j = sy >> 24, k = sz >> 24;
  const uint32_t fx = sx & 0xFFFFFFu, fy = sy & 0xFFFFFFu, fz = sz & 0xFFFFFFu;
  const uint32_t t = simplex_unskew(fx + fy + fz, simplex3_unskew);
  const int32_t x0 = simplex_offset(fx, t), y0 = simplex_offset(fy, t), z0 = simplex_offset(fz, t);
  // The simplex: corners 0, e1, e1 + e2, (1, 1, 1), stepping along the axes in decreasing
  // order of the skewed fractions (Gustavson's six cases; ties as in his code).
  uint32_t i1 = 0, j1 = 0, k1 = 0, i2 = 0, j2 = 0, k2 = 0;
  if (fx >= fy) {
    if (fy >= fz) { i1 = 1; j1 = 0; k1 = 0; i2 = 1; j2 = 1; k2 = 0; }
    else if (fx >= fz) { i1 = 1; j1 = 0; k1 = 0; i2 = 1; j2 = 0; k2 = 1; }
    else { i1 = 0; j1 = 0; k1 = 1; i2 = 1; j2 = 0; k2 = 1; }
  } else {
    if (fy < fz) { i1 = 0; j1 = 0; k1 = 1; i2 = 0; j2 = 1; k2 = 1; }
    else if (fx < fz) { i1 = 0; j1 = 1; k1 = 0; i2 = 0; j2 = 1; k2 = 1; }
    else { i1 = 0; j1 = 1; k1 = 0; i2 = 1; j2 = 1; k2 = 0; }
  }
  // Offsets (Q24) of the other corners: exact constants away.
  constexpr int32_t g1 = simplex3_unskew << 8, g2 = simplex3_unskew << 9,
                         g3 = (3 * simplex3_unskew - 65536) * 256;
  const int32_t x1 = x0 + g1 - static_cast<int32_t>(i1 << 24);
  const int32_t y1 = y0 + g1 - static_cast<int32_t>(j1 << 24);
  const int32_t z1 = z0 + g1 - static_cast<int32_t>(k1 << 24);
  const int32_t x2 = x0 + g2 - static_cast<int32_t>(i2 << 24);
  const int32_t y2 = y0 + g2 - static_cast<int32_t>(j2 << 24);
  const int32_t z2 = z0 + g2 - static_cast<int32_t>(k2 << 24);
  const int32_t x3 = x0 + g3, y3 = y0 + g3, z3 = z0 + g3;
  const uint32_t h0 = simplex_hash(lattice, i, j, k);
  const uint32_t h1 = simplex_hash(lattice, i + i1, j + j1, k + k1);
  const uint32_t h2 = simplex_hash(lattice, i + i2, j + j2, k + k2);
  const uint32_t h3 = simplex_hash(lattice, i + 1u, j + 1u, k + 1u);
  return simplex_kernel(square(x0) + square(y0) + square(z0), asr(dot3(h0, x0, y0, z0) + 8, 4)) +
         simplex_kernel(square(x1) + square(y1) + square(z1), asr(dot3(h1, x1, y1, z1) + 8, 4)) +
         simplex_kernel(square(x2) + square(y2) + square(z2), asr(dot3(h2, x2, y2, z2) + 8, 4)) +
         simplex_kernel(square(x3) + square(y3) + square(z3), asr(dot3(h3, x3, y3, z3) + 8, 4));
}

}  // namespace detail

/// 2D simplex noise. x, y: Q16, any int32. Returns Q16 within +-simplex2_bound (+-0.99994);
/// 0 at lattice points of the skewed lattice. Period 65536 units per axis (the skewed
/// lattice repeats every 256 skewed cells); continuous across the INT32_MAX -> INT32_MIN
/// wrap. Any lattice (permutation, integer_hash, ...).
/// Usage: `q16 n = qnoise::simplex(x, y, qnoise::make_permutation(5));`
template <class Lattice, meta::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr q16 simplex(q16 x, q16 y, const Lattice& lattice) noexcept {
  return detail::simplex_scale(detail::simplex_raw(lattice, x, y), detail::simplex2_scale);
}

/// 3D simplex noise. x, y, z: Q16, any int32. Returns Q16 within +-simplex3_bound.
/// Period and wrap as in 2D. Usage: `q16 n = qnoise::simplex(x, y, t, lattice);`
template <class Lattice, meta::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr q16 simplex(q16 x, q16 y, q16 z, const Lattice& lattice) noexcept {
  return detail::simplex_scale(detail::simplex_raw(lattice, x, y, z), detail::simplex3_scale);
}

/// On Ken Perlin's permutation (the default lattice). Usage: `q16 n = qnoise::simplex(x, y);`
constexpr q16 simplex(q16 x, q16 y) noexcept { return simplex(x, y, perlin_permutation); }
/// 3D: on Ken Perlin's permutation (see the 2D overload).
constexpr q16 simplex(q16 x, q16 y, q16 z) noexcept { return simplex(x, y, z, perlin_permutation); }

/// Seeded: the seed's table-free lattice, the input shifted by the seed's offsets.
/// Usage: `q16 n = qnoise::simplex(x, y, qnoise::make_seed(7));`
constexpr q16 simplex(q16 x, q16 y, const seed& s) noexcept {
  return simplex(detail::shift(x, s.offset[0]), detail::shift(y, s.offset[1]), s.lattice);
}
/// 3D: seeded (see the 2D overload).
constexpr q16 simplex(q16 x, q16 y, q16 z, const seed& s) noexcept {
  return simplex(detail::shift(x, s.offset[0]), detail::shift(y, s.offset[1]), detail::shift(z, s.offset[2]),
                 s.lattice);
}

/// Full-scale unsigned simplex noise: simplex(...) mapped from [-bound, bound] to
/// [0, 65535] (`_u16`) or [0, 255] (`_u8`, the top byte). Same inputs and period.
constexpr uint16_t simplex_u16(q16 x, q16 y) noexcept { return to_unorm16<simplex2_bound>(simplex(x, y)); }
/// 3D: simplex(x, y, z) mapped to [0, 65535] (see the 2D overload).
constexpr uint16_t simplex_u16(q16 x, q16 y, q16 z) noexcept {
  return to_unorm16<simplex3_bound>(simplex(x, y, z));
}
/// 2D: the top byte of simplex_u16(x, y), [0, 255].
constexpr uint8_t simplex_u8(q16 x, q16 y) noexcept { return static_cast<uint8_t>(simplex_u16(x, y) >> 8); }
/// 3D: the top byte of simplex_u16(x, y, z), [0, 255].
constexpr uint8_t simplex_u8(q16 x, q16 y, q16 z) noexcept {
  return static_cast<uint8_t>(simplex_u16(x, y, z) >> 8);
}

}  // namespace qnoise

#endif  // QNOISE_SIMPLEX_HPP
