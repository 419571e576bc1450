// SPDX-License-Identifier: MIT
/// \file
/// qnoise/warp.hpp — domain warping: move the coordinates by noise before sampling
/// (FastNoiseLite's DomainWarp), single or fractal, over any fractal basis, 1D/2D/3D.
///
/// Single warp: axis a is displaced by
///   delta_a = amplitude * n_a / B,   n_a = basis(x + o_a) on a lattice keyed by k_a
/// where B is the basis bound, o_a a per-axis Q16 offset vector and k_a a per-axis lattice
/// key, all derived from the seed (derive_seed), so the axes' displacements are
/// decorrelated (different lattice values AND different lattice zeros).
/// Fractal warp (make_warp with fractal_params): octave i uses frequency f_i, the octave's
/// own key and shift (as fractal.hpp's octaves) and amplitude a_i = floor(|A| w_i / 65536)
/// (w_i the fractal weights, sum 65536: so sum a_i <= |A|), in one of two forms:
///   independent  every octave samples the ORIGINAL point; displacements add up;
///   progressive  octave i samples the point as already warped by octaves 0..i-1.
///
/// The product amplitude * n / B: n / B is first a Q16 value in [-65536, 65536] (n itself
/// for bound 1.0, else mul_weight(n, floor((2^32 - 1) / B)), as fractal.hpp does), then
/// |delta| = round(|a| |n/B| / 65536) in two 32-bit partial products (ties away from
/// zero), so |delta| <= |a| holds for every input. Amplitude: Q16 cells of the input
/// coordinate, any int32 (the warp is meant for a few cells, but nothing overflows).
/// Coordinates and displacements add modulo 2^32 (detail::shift): every int32 input is
/// valid and the wrap is invisible (the lattices repeat every 256 or 65536 cells).
/// Per sample: 32-bit products only; no division.
#ifndef QNOISE_WARP_HPP
#define QNOISE_WARP_HPP

#include "detail/freestanding.hpp"

#include "fixed.hpp"
#include "fractal.hpp"
#include "perlin.hpp"
#include "permutation.hpp"
#include "seed.hpp"

namespace qnoise {

/// Warp parameters, everything a sample needs precomputed (build with make_warp; declare
/// it constexpr and it lives in flash).
struct warp_params {
  q16 amplitude;                                   ///< A, Q16 cells, any int32
  uint32_t octaves;                           ///< 1..16 (1: the single warp)
  q16 octave_amplitude[fractal_max_octaves];       ///< a_i, sign of A, |a_i| = floor(|A| w_i / 65536)
  uint32_t frequency[fractal_max_octaves];    ///< Q16 lacunarity^i (65536 for a single warp)
  uint32_t key[fractal_max_octaves][3];       ///< per octave, per displaced axis
  q16 shift[fractal_max_octaves][3];               ///< per octave, per input axis (Q16)
  q16 axis_offset[3][3];                           ///< o_a: per displaced axis, per input axis
};

/// A warped point (the coordinates to sample the target noise at).
/// 2D.
struct warped2 {
  /// x coordinate (Q16).
  q16 x, y;  ///< y coordinate (Q16).
};
/// 3D: the same for a 3D target (see warped2).
struct warped3 {
  /// x coordinate (Q16).
  q16 x, y, z;  ///< z coordinate (Q16).
  /// \var warped3::y
  /// y coordinate (Q16).
};

namespace detail {

/// round(|a| m / 65536) with a's sign, for any int32 a and m in [0, 65536]: two 32-bit
/// products, |result| <= |a| (mod 2^32 for a = INT32_MIN, m = 65536: a itself).
constexpr q16 scale_amplitude(q16 a, uint32_t m) noexcept {
  const uint32_t ua = a < 0 ? 0u - static_cast<uint32_t>(a) : static_cast<uint32_t>(a);
  const uint32_t mag = (ua >> 16) * m + (((ua & 0xFFFFu) * m + 32768u) >> 16);
  return to_signed(a < 0 ? 0u - mag : mag);
}

/// The displacement of one axis: a * n / B, n within +-B.
template <q16 Bound>
constexpr q16 displacement(q16 a, q16 n) noexcept {
  static_assert(Bound >= 65536 && Bound <= 131072, "basis bound must be in [1.0, 2.0]");
  constexpr int32_t inverse = static_cast<int32_t>(udiv32(0xFFFFFFFFu, static_cast<uint32_t>(Bound)));
  int32_t u = Bound == 65536 ? n : mul_weight(n, inverse);
  u = u < -65536 ? -65536 : (u > 65536 ? 65536 : u);  // defensive: a basis within its bound never clips
  const uint32_t m = static_cast<uint32_t>(u < 0 ? -u : u);
  const q16 d = scale_amplitude(a, m);
  return u < 0 ? to_signed(0u - static_cast<uint32_t>(d)) : d;
}

/// Basis noise of D coordinates on any lattice.
template <class Basis, unsigned D, class Lattice>
constexpr q16 basis_noise(const Lattice& lattice, const q16 (&c)[D]) noexcept {
  if constexpr (D == 1) return Basis::noise(lattice, c[0]);
  else if constexpr (D == 2) return Basis::noise(lattice, c[0], c[1]);
  else return Basis::noise(lattice, c[0], c[1], c[2]);
}

/// Octave i's displacement of every axis, sampled at point s (Q16), added to out.
template <class Basis, unsigned D, class Lattice>
constexpr void warp_octave(const Lattice& lattice, const warp_params& w, uint32_t i, const q16 (&s)[D],
                           q16 (&out)[D]) noexcept {
  q16 c[D]{};
  for (unsigned d = 0; d < D; ++d) c[d] = shift(scale_coordinate(s[d], w.frequency[i]), w.shift[i][d]);
  for (unsigned a = 0; a < D; ++a) {
    const keyed_lattice<Lattice> keyed{&lattice, lattice.next(lattice.start(), w.key[i][a])};
    q16 ca[D]{};
    for (unsigned d = 0; d < D; ++d) ca[d] = shift(c[d], w.axis_offset[a][d]);
    const q16 n = basis_noise<Basis, D>(keyed, ca);
    out[a] = shift(out[a], displacement<Basis::template bound<D>>(w.octave_amplitude[i], n));
  }
}

template <class Basis, bool Progressive, unsigned D, class Lattice>
constexpr void warp_point(const Lattice& lattice, const warp_params& w, q16 (&x)[D]) noexcept {
  const uint32_t octaves = w.octaves > fractal_max_octaves ? fractal_max_octaves : w.octaves;
  if constexpr (Progressive) {
    for (uint32_t i = 0; i < octaves; ++i) warp_octave<Basis, D>(lattice, w, i, x, x);
  } else {
    q16 original[D]{};
    for (unsigned d = 0; d < D; ++d) original[d] = x[d];
    for (uint32_t i = 0; i < octaves; ++i) warp_octave<Basis, D>(lattice, w, i, original, x);
  }
}

}  // namespace detail

/// Fractal warp parameters: amplitude A (Q16 cells, any int32) spread over the octaves of p
/// by p's weights (|a_i| = floor(|A| w_i / 65536), so the total displacement stays within
/// |A|), p's frequencies, and keys and shifts derived from p.seed. Set-up cost only.
/// Usage: `constexpr auto w = qnoise::make_warp(2 * 65536, qnoise::fractal<3>());`
constexpr warp_params make_warp(q16 amplitude, const fractal_params& p) noexcept {
  warp_params w{};
  w.amplitude = amplitude;
  w.octaves = p.octaves > fractal_max_octaves ? fractal_max_octaves : p.octaves;
  const uint32_t ua = amplitude < 0 ? 0u - static_cast<uint32_t>(amplitude) : static_cast<uint32_t>(amplitude);
  for (uint32_t i = 0; i < w.octaves; ++i) {
    const uint32_t wi = p.weight[i] > 65536u ? 65536u : p.weight[i];
    const uint32_t mag = static_cast<uint32_t>((static_cast<uint64_t>(ua) * wi) >> 16);
    w.octave_amplitude[i] = to_signed(amplitude < 0 ? 0u - mag : mag);
    w.frequency[i] = p.frequency[i];
    for (uint32_t a = 0; a < 3; ++a) {
      w.key[i][a] = derive_seed(p.seed, 500u + 3u * i + a);
      w.shift[i][a] = p.shift[i][a];
    }
  }
  for (uint32_t a = 0; a < 3; ++a)
    for (uint32_t d = 0; d < 3; ++d) w.axis_offset[a][d] = to_signed(derive_seed(p.seed, 600u + 3u * a + d));
  return w;
}

/// Single warp parameters: one octave at frequency 1, amplitude A (Q16 cells, any int32),
/// keys and offsets derived from seed_value (any uint32).
/// Usage: `constexpr auto w = qnoise::make_warp(65536, 7);`
constexpr warp_params make_warp(q16 amplitude, uint32_t seed_value = 0) noexcept {
  return make_warp(amplitude, make_fractal(1, 2 * q16_one, q16_half, seed_value));
}

/// Warped 1D coordinate: x + delta (independent octaves; a single warp when w has one).
/// x: Q16, any int32. |result - x| <= |w.amplitude| (mod 2^32). Basis: perlin_basis (default)
/// or value_basis<...>; lattice: any. Usage: `q16 v = qnoise::perlin(qnoise::warp(x, w));`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr q16 warp(q16 x, const warp_params& w, const Lattice& lattice = perlin_permutation) noexcept {
  q16 c[1] = {x};
  detail::warp_point<Basis, false>(lattice, w, c);
  return c[0];
}
/// Warped 2D point, independent octaves (a single warp when w has one octave). x, y: Q16,
/// any int32. Each displacement is within |w.amplitude|.
/// Usage: `auto p = qnoise::warp(x, y, w); q16 v = qnoise::perlin(p.x, p.y);`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr warped2 warp(q16 x, q16 y, const warp_params& w, const Lattice& lattice = perlin_permutation) noexcept {
  q16 c[2] = {x, y};
  detail::warp_point<Basis, false>(lattice, w, c);
  return {c[0], c[1]};
}
/// Warped 3D point, independent octaves. Usage: `auto p = qnoise::warp(x, y, z, w);`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr warped3 warp(q16 x, q16 y, q16 z, const warp_params& w, const Lattice& lattice = perlin_permutation) noexcept {
  q16 c[3] = {x, y, z};
  detail::warp_point<Basis, false>(lattice, w, c);
  return {c[0], c[1], c[2]};
}

/// Progressive fractal warp, 1D: octave i samples the point warped by octaves 0..i-1.
/// Same inputs and bound as warp(). Usage: `q16 u = qnoise::warp_progressive(x, w);`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr q16 warp_progressive(q16 x, const warp_params& w, const Lattice& lattice = perlin_permutation) noexcept {
  q16 c[1] = {x};
  detail::warp_point<Basis, true>(lattice, w, c);
  return c[0];
}
/// Progressive fractal warp, 2D. Usage: `auto p = qnoise::warp_progressive(x, y, w);`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr warped2 warp_progressive(q16 x, q16 y, const warp_params& w,
                                   const Lattice& lattice = perlin_permutation) noexcept {
  q16 c[2] = {x, y};
  detail::warp_point<Basis, true>(lattice, w, c);
  return {c[0], c[1]};
}
/// Progressive fractal warp, 3D. Usage: `auto p = qnoise::warp_progressive(x, y, z, w);`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr warped3 warp_progressive(q16 x, q16 y, q16 z, const warp_params& w,
                                   const Lattice& lattice = perlin_permutation) noexcept {
  q16 c[3] = {x, y, z};
  detail::warp_point<Basis, true>(lattice, w, c);
  return {c[0], c[1], c[2]};
}

}  // namespace qnoise

#endif  // QNOISE_WARP_HPP
