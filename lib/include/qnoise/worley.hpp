// SPDX-License-Identifier: MIT
/// \file
/// qnoise/worley.hpp — Worley (cellular) noise in 2D and 3D, Q16.16, 32-bit arithmetic only.
///
/// Feature points: one per lattice cell, jittered inside the cell from the cell's lattice
/// hash h = next(next(start, X), Y) (3D: next(..., Z)); lattices with 8-bit hashes (a
/// permutation) are widened by hash32(h). Each coordinate of the point is
///   m + floor(j * s / 65536)   (Q16 within the cell, j = 16 jitter bits of h)
/// so every point lies in [m, 1 - m) of its cell on every axis, with
///   2D: m = 11264 / 65536 = 0.171875, s = 1 - 2m = 43008 / 65536; j = h & 0xFFFF, h >> 16
///   3D: m = 17664 / 65536 = 0.269531, s = 1 - 2m = 30208 / 65536; j = 11, 11, 10 bits of h
///       (bits 0..10, 11..21, 22..31), shifted up to 16 bits.
/// The margin m makes the 3x3 (3x3x3) search EXACT for the Euclidean distance: a point of
/// a cell two or more cells away is at least 1 + m from the sample, and at every sample the
/// two nearest of the 3x3 block are within that (worst at a cell corner, where the four
/// (eight) cells around the corner all have their point within sqrt(D) (1 - m) <= 1 + m:
/// m >= 3 - 2 sqrt 2 = 0.17157 in 2D, (sqrt 3 - 1) / (sqrt 3 + 1) = 0.26795 in 3D).
/// So f1 and f2 are the true distances to the nearest and second-nearest of ALL feature
/// points, continuous everywhere (1-Lipschitz up to the roundings below).
///
/// Distances (the template parameter):
///   euclidean          sqrt(dx^2 + dy^2 (+ dz^2)), Q16, rounded to nearest: the squared
///                      distance is formed as sum floor(d_i^2 / 4) (d_i in LSB, exact in
///                      uint32), and the result is round(sqrt(4 * that)) exactly (integer
///                      square root, no tie is possible): 0.50 LSB from the real distance at most (tests/ext).
///   euclidean_squared  dx^2 + dy^2 (+ dz^2) in Q16 (cells^2), round(4 * that / 65536):
///                      no square root (cheaper); same ordering, same nearest cell.
///   manhattan          |dx| + |dy| (+ |dz|), Q16, exact. The nearest two WITHIN the 3x3
///                      (3x3x3) block: with this jitter a point outside the block can be
///                      nearer in L1 near cell corners (the L1 margin would need m >= 1/3 in
///                      2D, 1/2 in 3D), so Manhattan f1/f2 may jump at cell faces in those
///                      rare configurations (tests/ext measures how rare).
/// Bounds (Q16 LSB, every input and lattice): the largest f1 (f2) at a sample is the
/// smallest (second smallest) over the block of each cell's farthest possible point, maximised
/// over the sample's position (tests/ext re-derive it and reach it with adversarial lattices);
/// the constants are that maximum rounded up, plus 1 LSB:
///   worley2 euclidean f1 <= 76752 (sqrt 2 (1 - m) = 1.17112 cells), f2 <= 89658 (1.36804)
///   worley3 euclidean f1 <= 82900 (1.26494, near a cell corner), f2 <= 83407 (1.27266)
///   euclidean_squared: 2D f1 <= 89886, f2 <= 122655; 3D f1 <= 104863, f2 <= 106149
///   manhattan: 2D f1 <= 108543, f2 <= 108544 (2 (1 - m) = 1.65625); 3D both <= 143586 (2.19)
/// (worley_f1_bound<D, Distance> / worley_f2_bound<D, Distance> give them in code).
///
/// Coordinates: Q16, any int32; the cell is the bit pattern's high half (mod 65536), so
/// INT32_MAX and INT32_MIN are neighbouring samples and the noise is continuous across the
/// wrap (cells 0x7FFF and 0x8000 are just two neighbouring cells). Period: 65536 cells with
/// integer_hash (the default), 256 with a permutation.
/// Cost: 12 (39) lattice hash steps, two 32-bit multiplies per axis and candidate, no division;
/// the Euclidean square root is a 16-step shift-and-subtract, done twice per call.
#ifndef QNOISE_WORLEY_HPP
#define QNOISE_WORLEY_HPP

#include "detail/freestanding.hpp"

#include "fixed.hpp"
#include "hash.hpp"
#include "perlin.hpp"
#include "seed.hpp"
#include "value.hpp"

namespace qnoise {

/// Distance tags for worley<Distance>(...).
struct euclidean {};
/// Distance tag: the squared Euclidean distance (cells^2; no square root).
struct euclidean_squared {};
/// Distance tag: the Manhattan distance |dx| + |dy| (+ |dz|).
struct manhattan {};

/// One Worley sample: distances to the nearest and second-nearest feature points (Q16, in
/// cells, or cells^2 for euclidean_squared; 0 <= f1 <= f2) and the nearest point's cell id:
/// the cell's 32-bit lattice hash (a random value per cell, the same for every sample whose
/// nearest point is that cell's: use it to colour the cells).
struct worley_result {
  q16 f1;  ///< distance to the nearest feature point (Q16)
  q16 f2;  ///< distance to the second-nearest feature point (Q16), >= f1
  uint32_t cell;  ///< the nearest point's cell id (its 32-bit lattice hash)
};

/// Feature-point margin and jitter span per dimension, Q16 (see the top of the file).
template <unsigned D>
inline constexpr int32_t worley_margin = D == 2 ? 11264 : 17664;
/// Jitter span per dimension, Q16: 65536 - 2 worley_margin (see the top of the file).
template <unsigned D>
inline constexpr int32_t worley_span = 65536 - 2 * worley_margin<D>;

/// Largest f1 / f2 for each dimension and distance, Q16 (proven in tests/ext).
template <unsigned D, class Distance>
inline constexpr q16 worley_f1_bound =
    meta::is_same_v<Distance, manhattan> ? (D == 2 ? 108543 : 143586)
    : meta::is_same_v<Distance, euclidean_squared> ? (D == 2 ? 89886 : 104863)
                                                  : (D == 2 ? 76752 : 82900);
/// Largest f2 for each dimension and distance, Q16 (see worley_f1_bound).
template <unsigned D, class Distance>
inline constexpr q16 worley_f2_bound =
    meta::is_same_v<Distance, manhattan> ? (D == 2 ? 108544 : 143586)
    : meta::is_same_v<Distance, euclidean_squared> ? (D == 2 ? 122655 : 106149)
                                                  : (D == 2 ? 89658 : 83407);

namespace detail {

/// floor(sqrt(v)) for any uint32 (shift-and-subtract, 16 steps, no division or multiply).
constexpr uint32_t isqrt32(uint32_t v) noexcept {
  uint32_t root = 0;
  uint32_t bit = 1u << 30;
  while (bit > v) bit >>= 2;
  while (bit != 0) {
    if (v >= root + bit) {
      v -= root + bit;
      root = (root >> 1) + bit;
    } else {
      root >>= 1;
    }
    bit >>= 2;
  }
  return root;
}

/// round(sqrt(4 s)) for any uint32 s (s = squared distance in units of 2^-30 cells^2; the
/// result is the distance in Q16). With r = floor(sqrt s), e = s - r^2 (<= 2r):
/// 2 sqrt(s) >= 2r + j - 1/2  <=>  16 e >= (4r + 2j - 1)^2 - 16 r^2, j = 1, 2 (never equal:
/// odd vs even), so the result is 2r plus those two comparisons. 16 e <= 2^21.
constexpr uint32_t distance_from_quarter_square(uint32_t s) noexcept {
  const uint32_t r = isqrt32(s);
  const uint32_t e16 = (s - r * r) << 4;
  return 2u * r + (e16 >= 8u * r + 1u ? 1u : 0u) + (e16 >= 24u * r + 9u ? 1u : 0u);
}

/// floor(d^2 / 4) for |d| < 2^17 (LSB), exact in uint32: d = 2e + r gives e (e + r).
QNOISE_ALWAYS_INLINE constexpr uint32_t quarter_square(int32_t d) noexcept {
  const uint32_t u = static_cast<uint32_t>(d < 0 ? -d : d);
  const uint32_t e = u >> 1;
  return e * (e + (u & 1u));
}

/// uint32 add saturating at 0xFFFFFFFF (squared distances beyond 2 cells never matter).
QNOISE_ALWAYS_INLINE constexpr uint32_t add_saturate(uint32_t a, uint32_t b) noexcept {
  const uint32_t s = a + b;
  return s < a ? 0xFFFFFFFFu : s;
}

/// The feature hash of a lattice hash: itself for 32-bit lattices, hash32 for 8-bit ones.
template <class L>
QNOISE_ALWAYS_INLINE constexpr uint32_t feature_hash(uint32_t h) noexcept {
  if constexpr (lattice_bits<L>::value == 8) {
    return hash32(h);
  } else {
    return h;
  }
}

/// Jitter of 16 bits j -> the point's Q16 position in its cell: m + floor(j s / 65536).
template <unsigned D>
QNOISE_ALWAYS_INLINE constexpr int32_t jitter(uint32_t j) noexcept {
  return worley_margin<D> + static_cast<int32_t>((j * static_cast<uint32_t>(worley_span<D>)) >> 16);
}

/// Keeps the nearest two distances (and the nearest cell's hash) while scanning.
struct nearest_two {
  uint32_t d1 = 0xFFFFFFFFu;
  uint32_t d2 = 0xFFFFFFFFu;
  uint32_t cell = 0;
  QNOISE_ALWAYS_INLINE constexpr void add(uint32_t d, uint32_t h) noexcept {
    if (d < d1) {
      d2 = d1;
      d1 = d;
      cell = h;
    } else if (d < d2) {
      d2 = d;
    }
  }
};

/// One axis's term of the scan distance (offset d in LSB, |d| < 2^17): floor(d^2 / 4) for
/// the Euclidean distances, |d| for Manhattan.
template <class Distance>
QNOISE_ALWAYS_INLINE constexpr uint32_t axis_term(int32_t d) noexcept {
  if constexpr (meta::is_same_v<Distance, manhattan>) {
    return static_cast<uint32_t>(d < 0 ? -d : d);
  } else {
    return quarter_square(d);
  }
}

/// Sum of two terms: exact for Manhattan (< 3 * 2^17), saturating for the quarter squares.
template <class Distance>
QNOISE_ALWAYS_INLINE constexpr uint32_t add_terms(uint32_t a, uint32_t b) noexcept {
  if constexpr (meta::is_same_v<Distance, manhattan>) {
    return a + b;
  } else {
    return add_saturate(a, b);
  }
}

template <class Distance>
constexpr q16 finish_distance(uint32_t s) noexcept {
  if constexpr (meta::is_same_v<Distance, manhattan>) {
    return static_cast<q16>(s);  // < 3 * 2^17
  } else if constexpr (meta::is_same_v<Distance, euclidean_squared>) {
    return static_cast<q16>((s >> 14) + ((s >> 13) & 1u));  // round(4 s / 2^16) <= 2^18
  } else {
    return static_cast<q16>(distance_from_quarter_square(s));  // <= 2^17
  }
}

template <class Distance>
constexpr worley_result finish(const nearest_two& n) noexcept {
  return {finish_distance<Distance>(n.d1), finish_distance<Distance>(n.d2), n.cell};
}

/// The 2D scan over the 3x3 block around the sample's cell, rows of x, then y.
template <class Distance, class Lattice>
constexpr worley_result worley2(q16 x, q16 y, const Lattice& lattice) noexcept {
  const uint32_t bx = static_cast<uint32_t>(x), by = static_cast<uint32_t>(y);
  const uint32_t cx = bx >> 16, cy = by >> 16;
  const int32_t fx = static_cast<int32_t>(bx & 0xFFFFu), fy = static_cast<int32_t>(by & 0xFFFFu);
  const uint32_t start = lattice.start();
  nearest_two best;
  for (int32_t i = -1; i <= 1; ++i) {
    const uint32_t hx = lattice.next(start, (cx + static_cast<uint32_t>(i)) & 0xFFFFu);
    for (int32_t j = -1; j <= 1; ++j) {
      const uint32_t h = feature_hash<Lattice>(lattice.next(hx, (cy + static_cast<uint32_t>(j)) & 0xFFFFu));
      const uint32_t tx = axis_term<Distance>(i * 65536 + jitter<2>(h & 0xFFFFu) - fx);
      const uint32_t ty = axis_term<Distance>(j * 65536 + jitter<2>(h >> 16) - fy);
      best.add(add_terms<Distance>(tx, ty), h);
    }
  }
  return finish<Distance>(best);
}

/// The 3D scan over the 3x3x3 block, x outermost, then y, then z.
template <class Distance, class Lattice>
constexpr worley_result worley3(q16 x, q16 y, q16 z, const Lattice& lattice) noexcept {
  const uint32_t bx = static_cast<uint32_t>(x), by = static_cast<uint32_t>(y),
                      bz = static_cast<uint32_t>(z);
  const uint32_t cx = bx >> 16, cy = by >> 16, cz = bz >> 16;
  const int32_t fx = static_cast<int32_t>(bx & 0xFFFFu), fy = static_cast<int32_t>(by & 0xFFFFu),
                     fz = static_cast<int32_t>(bz & 0xFFFFu);
  const uint32_t start = lattice.start();
  nearest_two best;
  for (int32_t i = -1; i <= 1; ++i) {
    const uint32_t hx = lattice.next(start, (cx + static_cast<uint32_t>(i)) & 0xFFFFu);
    for (int32_t j = -1; j <= 1; ++j) {
      const uint32_t hy = lattice.next(hx, (cy + static_cast<uint32_t>(j)) & 0xFFFFu);
      for (int32_t k = -1; k <= 1; ++k) {
        const uint32_t h = feature_hash<Lattice>(lattice.next(hy, (cz + static_cast<uint32_t>(k)) & 0xFFFFu));
        const uint32_t tx = axis_term<Distance>(i * 65536 + jitter<3>((h & 0x7FFu) << 5) - fx);
        const uint32_t ty = axis_term<Distance>(j * 65536 + jitter<3>(((h >> 11) & 0x7FFu) << 5) - fy);
        const uint32_t tz = axis_term<Distance>(k * 65536 + jitter<3>((h >> 22) << 6) - fz);
        best.add(add_terms<Distance>(add_terms<Distance>(tx, ty), tz), h);
      }
    }
  }
  return finish<Distance>(best);
}

}  // namespace detail

/// 2D Worley noise. x, y: Q16, any int32. Distance: euclidean (default), euclidean_squared
/// or manhattan; lattice: integer_hash (default) or any lattice (a permutation's 8-bit
/// hashes are widened by hash32). Returns f1 <= f2 within worley_f*_bound<2, Distance>
/// and the nearest cell's hash. Period: the lattice's (65536 cells for integer_hash).
/// Usage: `auto w = qnoise::worley(x, y); q16 edge = w.f2 - w.f1;`
template <class Distance = euclidean, class Lattice = integer_hash,
          meta::enable_if_t<detail::is_value_lattice_v<Lattice>, int> = 0>
constexpr worley_result worley(q16 x, q16 y, const Lattice& lattice = Lattice{}) noexcept {
  return detail::worley2<Distance>(x, y, lattice);
}

/// 3D Worley noise. x, y, z: Q16, any int32. As the 2D form, bounds worley_f*_bound<3, Distance>.
/// Usage: `auto w = qnoise::worley<qnoise::manhattan>(x, y, t);`
template <class Distance = euclidean, class Lattice = integer_hash,
          meta::enable_if_t<detail::is_value_lattice_v<Lattice>, int> = 0>
constexpr worley_result worley(q16 x, q16 y, q16 z, const Lattice& lattice = Lattice{}) noexcept {
  return detail::worley3<Distance>(x, y, z, lattice);
}

/// Seeded 2D Worley noise: the seed's lattice, each axis shifted by its offset (wrapping).
/// Usage: `auto w = qnoise::worley(x, y, qnoise::make_seed(5));`
template <class Distance = euclidean>
constexpr worley_result worley(q16 x, q16 y, const seed& s) noexcept {
  return detail::worley2<Distance>(detail::shift(x, s.offset[0]), detail::shift(y, s.offset[1]), s.lattice);
}

/// Seeded 3D Worley noise. Usage: `auto w = qnoise::worley(x, y, z, qnoise::make_seed(5));`
template <class Distance = euclidean>
constexpr worley_result worley(q16 x, q16 y, q16 z, const seed& s) noexcept {
  return detail::worley3<Distance>(detail::shift(x, s.offset[0]), detail::shift(y, s.offset[1]),
                                   detail::shift(z, s.offset[2]), s.lattice);
}

}  // namespace qnoise

#endif  // QNOISE_WORLEY_HPP
