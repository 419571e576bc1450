// SPDX-License-Identifier: MIT
/// \file
/// qnoise/value.hpp — value noise in Q16: Hugo Elias' integer noise made well-defined, and
/// interpolated lattice values in 1, 2 and 3 dimensions.
///
/// Value noise puts a pseudo-random value in [-1, 1] on every lattice point and
/// interpolates between them, as in Hugo Elias' noise tutorial. Every lattice works: a 256-entry permutation
/// (8-bit values: (2h - 255) * 257, 256 levels), `integer_hash` (the default: 32-bit
/// hashes, mapped like Elias' 1 - m / 2^30) or `elias_hash` (Elias' polynomial as a hash).
///
/// Interpolations, all exact at lattice points (the value there IS the lattice value):
///   linear_fade, cosine_fade, cubic_fade, quintic_fade (fade.hpp): a lerp whose weight is
///     the fade of the fraction. Output within [-65536, 65536] (value_bound).
///   catmull_rom: the cubic through four lattice values (Elias' cubic interpolation,
///     in its C1 Catmull-Rom form). It overshoots: output within value_catmull_rom_bound<D>.
/// Smoothed = true applies Elias' "smoothed noise" to the lattice values first:
/// 1/4, 1/2, 1/4 per axis — in 2D exactly the seed's corners/16 + sides/8 + centre/4.
///
/// Coordinates: Q16 (65536 == one cell), any int32; cells are taken mod 65536, so the noise
/// is continuous across the INT32_MAX -> INT32_MIN wrap. Period: the lattice's (256 cells
/// for a permutation, 65536 for the hashes) unless periodic.hpp wraps it.
/// Arithmetic: uint32 hashing, 32-bit products only (no 64-bit multiply on Cortex-M0).
#ifndef QNOISE_VALUE_HPP
#define QNOISE_VALUE_HPP

#include "detail/freestanding.hpp"

#include "fade.hpp"
#include "fixed.hpp"
#include "hash.hpp"
#include "perlin.hpp"
#include "permutation.hpp"
#include "seed.hpp"

namespace qnoise {

/// Interpolation tag: Catmull-Rom cubic through four lattice values (Elias' cubic).
struct catmull_rom {};

namespace detail {

struct elias_constants {
  uint32_t a, b, c;
};
/// Set 0 is Elias' own (15731, 789221, 1376312589); sets 1..7 are nearby primes, as the
/// article suggests ("use some other prime numbers of a similar size").
inline constexpr elias_constants elias_sets[8] = {
    {15731u, 789221u, 1376312589u}, {15733u, 789227u, 1376312627u},
    {15859u, 797161u, 1376417363u}, {16057u, 813013u, 1376626831u},
    {16361u, 836789u, 1376941021u}, {16759u, 868487u, 1377359947u},
    {17257u, 908101u, 1377883651u}, {17851u, 955649u, 1378512029u}};

/// Elias' mixer in uint32: x = (x << 13) ^ x; x * (x * x * a + b) + c, all modulo 2^32
/// (the original's int arithmetic overflows, which C++ leaves undefined).
constexpr uint32_t elias_mix(uint32_t n, const elias_constants& k) noexcept {
  n = (n << 13) ^ n;
  return n * (n * n * k.a + k.b) + k.c;
}

}  // namespace detail

/// Hugo Elias' IntNoise, well-defined: 1.0 - ((mix(x) & 0x7fffffff) / 1073741824.0) as Q16
/// rounded to nearest, i.e. 65536 - round(m / 16384). x: any int32 (a lattice index, not
/// Q16). set: constant set 0..7 (taken mod 8; 0 is the article's). Returns Q16 in
/// [-65536, 65536]. No period (a 32-bit index). Usage: `q16 v = qnoise::elias_noise(17);`
constexpr q16 elias_noise(int32_t x, uint32_t set = 0) noexcept {
  const uint32_t m = detail::elias_mix(static_cast<uint32_t>(x), detail::elias_sets[set & 7u]) & 0x7FFFFFFFu;
  return 65536 - static_cast<int32_t>((m + 8192u) >> 14);
}

/// Elias' polynomial as a lattice hash: next(h, cell) = mix(h + cell). The seed selects the
/// constant set (seed mod 8) and the chain's start (seed / 8 times the golden ratio), so
/// elias_hash{0} gives exactly Elias' IntNoise at each 1D cell. Period 65536 cells.
struct elias_hash {
  uint32_t seed = 0;  ///< constant set (seed mod 8) and chain start (seed / 8)
  /// One hash step: Elias' mix of h + cell.
  constexpr uint32_t next(uint32_t h, uint32_t cell) const noexcept {
    return detail::elias_mix(h + cell, detail::elias_sets[seed & 7u]);
  }
  /// The chain's start value, (seed / 8) times the golden ratio.
  constexpr uint32_t start() const noexcept { return (seed >> 3) * 0x9E3779B9u; }
  static constexpr uint32_t period = 65536;  ///< the noise repeats every 65536 cells per axis
};

/// Output bound of value noise with a fade interpolation (any dimension, any lattice,
/// smoothed or not): |value_noise(...)| <= 65536 (a convex combination of lattice values).
inline constexpr q16 value_bound = 65536;

/// Output bound of Catmull-Rom value noise in D dimensions: the sum of the absolute
/// basis weights peaks at 1 + t(1 - t) = 1.25 (t = 1/2), so 1.25^D, plus a margin for the
/// integer roundings (tests/family prove the bound with worst-case corner values).
template <int D>
inline constexpr q16 value_catmull_rom_bound = D == 1 ? 81920 + 4 : D == 2 ? 102400 + 8 : 128000 + 16;

namespace detail {
/// Catmull-Rom for v0..v3 in [-131072, 131072] and w in [0, 65536] (no clamping):
/// |d2| <= 12 * 2^17, every product stays inside mul_weight's [-2^22, 2^22].
constexpr q16 catmull_rom_unchecked(q16 v0, q16 v1, q16 v2, q16 v3, int32_t w) noexcept {
  const int32_t d1 = v2 - v0;
  const int32_t d2 = 2 * v0 - 5 * v1 + 4 * v2 - v3;
  const int32_t d3 = 3 * (v1 - v2) + v3 - v0;
  const int32_t inner = d2 + mul_weight(d3, w);
  const int32_t mid = d1 + mul_weight(inner, w);
  return v1 + asr(mul_weight(mid, w) + 1, 1);
}
constexpr q16 clamp_cubic_input(q16 v) noexcept { return v < -131072 ? -131072 : (v > 131072 ? 131072 : v); }
}  // namespace detail

/// Catmull-Rom cubic through v0..v3 at t (t = 0 gives v1, t = 65536 gives v2 exactly):
/// v1 + t/2 (v2 - v0 + t (2v0 - 5v1 + 4v2 - v3 + t (3(v1 - v2) + v3 - v0))), Horner with
/// three rounded 32-bit products. v0..v3: Q16 in [-131072, 131072] (+-2.0; clamped);
/// t: Q16 weight, clamped to [0, 65536]. Returns Q16; |result| <= 1.25 max|v| + 2 LSB.
/// Usage: `q16 y = qnoise::catmull_rom_interpolate(a, b, c, d, q16_half);`
constexpr q16 catmull_rom_interpolate(q16 v0, q16 v1, q16 v2, q16 v3, q16 t) noexcept {
  using detail::clamp_cubic_input;
  return detail::catmull_rom_unchecked(clamp_cubic_input(v0), clamp_cubic_input(v1), clamp_cubic_input(v2),
                                       clamp_cubic_input(v3), static_cast<int32_t>(detail::clamp_unit(t)));
}

namespace detail {

/// How many bits of each lattice's hash are random: a permutation gives 8, hashes 32.
template <class L>
struct lattice_bits : meta::integral_constant<unsigned, 32> {};
template <>
struct lattice_bits<permutation> : meta::integral_constant<unsigned, 8> {};

/// A lattice hash -> lattice value, Q16 in [-65536, 65536].
template <class L>
constexpr q16 lattice_value(uint32_t h) noexcept {
  if constexpr (lattice_bits<L>::value == 8) {
    return (static_cast<int32_t>(h & 0xFFu) * 2 - 255) * 257;  // [-65535, 65535]
  } else {
    return 65536 - static_cast<int32_t>(((h & 0x7FFFFFFFu) + 8192u) >> 14);
  }
}

/// One axis of a value-noise sample: the six cells c-2..c+3 around the cell c holding the
/// coordinate (each reduced by the caller: mod 65536, or mod a period), the fraction, and
/// the interpolation weight (the fade of the fraction, or the fraction for Catmull-Rom).
struct value_axis {
  uint32_t cell[6];
  int32_t weight;
};

template <class Interp>
constexpr int32_t interpolation_weight(uint32_t fraction) noexcept {
  if constexpr (meta::is_same_v<Interp, catmull_rom>) {
    return static_cast<int32_t>(fraction);
  } else {
    return Interp::apply(fraction);
  }
}

/// The plain axis: cells mod 65536, as detail::locate gives them.
template <class Interp>
constexpr value_axis value_locate(q16 x) noexcept {
  const cell_position p = locate(x);
  const uint32_t c = p.cell;
  return {{(c - 2u) & 0xFFFFu, (c - 1u) & 0xFFFFu, c, p.next_cell, (c + 2u) & 0xFFFFu,
           (c + 3u) & 0xFFFFu},
          interpolation_weight<Interp>(static_cast<uint32_t>(p.near))};
}

/// The 1D step shared by every dimension: smoothing (optional), then interpolation of
/// `taps` consecutive values (cells first .. first + taps - 1 of the axis).
template <class Interp, bool Smoothed>
struct value_kernel {
  static constexpr bool cubic = meta::is_same_v<Interp, catmull_rom>;
  static constexpr unsigned points = cubic ? 4u : 2u;               // values the interpolation needs
  static constexpr unsigned taps = points + (Smoothed ? 2u : 0u);   // lattice values read per axis
  static constexpr unsigned first = 2u - (cubic ? 1u : 0u) - (Smoothed ? 1u : 0u);

  static constexpr int32_t combine(const int32_t (&v)[taps], int32_t weight) noexcept {
    int32_t u[points]{};
    for (unsigned j = 0; j < points; ++j) {
      if constexpr (Smoothed) {
        u[j] = asr(v[j] + 2 * v[j + 1] + v[j + 2] + 2, 2);  // 1/4, 1/2, 1/4, rounded
      } else {
        u[j] = v[j];
      }
    }
    if constexpr (cubic) {
      return catmull_rom_unchecked(u[0], u[1], u[2], u[3], weight);  // |u| < 2^17, weight <= 65535
    } else {
      return lerp(u[0], u[1], weight);
    }
  }
};

template <class T>
inline constexpr bool is_value_lattice_v = is_lattice_v<T> && !meta::is_same_v<T, seed>;

/// Value noise from located axes: the single implementation behind every entry point
/// (plain, seeded, periodic, fractal).
template <class Interp, bool Smoothed, class Lattice>
constexpr q16 value_noise_axes(const Lattice& lattice, const value_axis& ax) noexcept {
  using K = value_kernel<Interp, Smoothed>;
  const uint32_t h = lattice.start();
  int32_t v[K::taps]{};
  for (unsigned i = 0; i < K::taps; ++i) v[i] = lattice_value<Lattice>(lattice.next(h, ax.cell[K::first + i]));
  return K::combine(v, ax.weight);
}

template <class Interp, bool Smoothed, class Lattice>
constexpr q16 value_noise_axes(const Lattice& lattice, const value_axis& ax,
                               const value_axis& ay) noexcept {
  using K = value_kernel<Interp, Smoothed>;
  const uint32_t h = lattice.start();
  uint32_t hx[K::taps]{};
  for (unsigned i = 0; i < K::taps; ++i) hx[i] = lattice.next(h, ax.cell[K::first + i]);
  int32_t rows[K::taps]{};
  for (unsigned j = 0; j < K::taps; ++j) {
    int32_t v[K::taps]{};
    for (unsigned i = 0; i < K::taps; ++i) v[i] = lattice_value<Lattice>(lattice.next(hx[i], ay.cell[K::first + j]));
    rows[j] = K::combine(v, ax.weight);
  }
  return K::combine(rows, ay.weight);
}

template <class Interp, bool Smoothed, class Lattice>
constexpr q16 value_noise_axes(const Lattice& lattice, const value_axis& ax, const value_axis& ay,
                               const value_axis& az) noexcept {
  using K = value_kernel<Interp, Smoothed>;
  const uint32_t h = lattice.start();
  uint32_t hxy[K::taps][K::taps]{};
  for (unsigned i = 0; i < K::taps; ++i) {
    const uint32_t hx = lattice.next(h, ax.cell[K::first + i]);
    for (unsigned j = 0; j < K::taps; ++j) hxy[j][i] = lattice.next(hx, ay.cell[K::first + j]);
  }
  int32_t planes[K::taps]{};
  for (unsigned k = 0; k < K::taps; ++k) {
    int32_t rows[K::taps]{};
    for (unsigned j = 0; j < K::taps; ++j) {
      int32_t v[K::taps]{};
      for (unsigned i = 0; i < K::taps; ++i) v[i] = lattice_value<Lattice>(lattice.next(hxy[j][i], az.cell[K::first + k]));
      rows[j] = K::combine(v, ax.weight);
    }
    planes[k] = K::combine(rows, ay.weight);
  }
  return K::combine(planes, az.weight);
}

}  // namespace detail

/// 1D value noise. Interp: linear_fade, cosine_fade, cubic_fade, quintic_fade (default) or
/// catmull_rom; Smoothed: the seed's 1/4-1/2-1/4 smoothing of lattice values. x: Q16, any
/// int32. Returns Q16 within +-value_bound (+-value_catmull_rom_bound<1> for catmull_rom);
/// equals the (smoothed) lattice value at integer x. Period: the lattice's.
/// Usage: `q16 v = qnoise::value_noise<qnoise::cosine_fade>(x, qnoise::integer_hash{5});`
template <class Interp = quintic_fade, bool Smoothed = false, class Lattice,
          meta::enable_if_t<detail::is_value_lattice_v<Lattice>, int> = 0>
constexpr q16 value_noise(q16 x, const Lattice& lattice) noexcept {
  return detail::value_noise_axes<Interp, Smoothed>(lattice, detail::value_locate<Interp>(x));
}

/// 2D value noise; as the 1D form, x, y: Q16, any int32. Bound +-value_bound
/// (catmull_rom: +-value_catmull_rom_bound<2>). Period: the lattice's, per axis.
/// Usage: `q16 v = qnoise::value_noise<qnoise::catmull_rom>(x, y, qnoise::integer_hash{});`
template <class Interp = quintic_fade, bool Smoothed = false, class Lattice,
          meta::enable_if_t<detail::is_value_lattice_v<Lattice>, int> = 0>
constexpr q16 value_noise(q16 x, q16 y, const Lattice& lattice) noexcept {
  return detail::value_noise_axes<Interp, Smoothed>(lattice, detail::value_locate<Interp>(x),
                                                    detail::value_locate<Interp>(y));
}

/// 3D value noise; x, y, z: Q16, any int32. Bound +-value_bound (catmull_rom:
/// +-value_catmull_rom_bound<3>). Period: the lattice's, per axis.
/// Usage: `q16 v = qnoise::value_noise(x, y, z, qnoise::elias_hash{3});`
template <class Interp = quintic_fade, bool Smoothed = false, class Lattice,
          meta::enable_if_t<detail::is_value_lattice_v<Lattice>, int> = 0>
constexpr q16 value_noise(q16 x, q16 y, q16 z, const Lattice& lattice) noexcept {
  return detail::value_noise_axes<Interp, Smoothed>(lattice, detail::value_locate<Interp>(x),
                                                    detail::value_locate<Interp>(y),
                                                    detail::value_locate<Interp>(z));
}

/// Value noise on the default lattice, integer_hash{0} (32-bit values). Same inputs,
/// bounds and period (65536 cells) as above. Usage: `q16 v = qnoise::value_noise(x, y);`
template <class Interp = quintic_fade, bool Smoothed = false>
constexpr q16 value_noise(q16 x) noexcept { return value_noise<Interp, Smoothed>(x, integer_hash{}); }
/// 2D value noise on integer_hash{0}: x, y Q16 any int32 -> Q16 within the bounds above; period 65536.
/// Usage: `q16 v = qnoise::value_noise<qnoise::cubic_fade>(x, y);`
template <class Interp = quintic_fade, bool Smoothed = false>
constexpr q16 value_noise(q16 x, q16 y) noexcept { return value_noise<Interp, Smoothed>(x, y, integer_hash{}); }
/// 3D value noise on integer_hash{0}: x, y, z Q16 any int32 -> Q16 within the bounds above;
/// period 65536. Usage: `q16 v = qnoise::value_noise(x, y, t);`
template <class Interp = quintic_fade, bool Smoothed = false>
constexpr q16 value_noise(q16 x, q16 y, q16 z) noexcept { return value_noise<Interp, Smoothed>(x, y, z, integer_hash{}); }

/// Seeded value noise: the seed's lattice, each axis shifted by the seed's offset.
/// Same inputs, bounds; period 65536 cells. Usage: `q16 v = qnoise::value_noise(x, y, s);`
template <class Interp = quintic_fade, bool Smoothed = false>
constexpr q16 value_noise(q16 x, const seed& s) noexcept {
  return value_noise<Interp, Smoothed>(detail::shift(x, s.offset[0]), s.lattice);
}
/// Seeded 2D value noise: x, y Q16 any int32 -> Q16 within the bounds above; period 65536.
/// Usage: `q16 v = qnoise::value_noise(x, y, qnoise::make_seed(3));`
template <class Interp = quintic_fade, bool Smoothed = false>
constexpr q16 value_noise(q16 x, q16 y, const seed& s) noexcept {
  return value_noise<Interp, Smoothed>(detail::shift(x, s.offset[0]), detail::shift(y, s.offset[1]), s.lattice);
}
/// Seeded 3D value noise: x, y, z Q16 any int32 -> Q16 within the bounds above; period 65536.
/// Usage: `q16 v = qnoise::value_noise(x, y, z, s);`
template <class Interp = quintic_fade, bool Smoothed = false>
constexpr q16 value_noise(q16 x, q16 y, q16 z, const seed& s) noexcept {
  return value_noise<Interp, Smoothed>(detail::shift(x, s.offset[0]), detail::shift(y, s.offset[1]),
                                       detail::shift(z, s.offset[2]), s.lattice);
}

}  // namespace qnoise

#endif  // QNOISE_VALUE_HPP
