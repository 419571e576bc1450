// SPDX-License-Identifier: MIT
/// \file
/// qnoise/fractal.hpp — fractal sums per sample: fBm, turbulence, billow, ridged
/// multifractal, over any basis (gradient or value noise, 1D/2D/3D; gradient noise also 4D,
/// perlin4.hpp) and any lattice.
///
/// Octave i samples the basis at (x * lacunarity^i + shift_i) on a lattice keyed per octave,
/// with amplitude gain^i (seeds 000, 003, 004). The per-octave key and shift come from the
/// parameter seed (derive_seed), so octaves share neither lattice values nor lattice zeros.
///
/// Normalisation (so the documented range holds for EVERY parameter combination, with no
/// clipping): the amplitudes are divided by their sum once, when the parameters are built
/// (weights w_i, rounded by largest remainder so sum(w_i) == 1 exactly), and the basis
/// output by its proven bound B. The weighted sum is accumulated exactly (two 32-bit partial products per octave, or
/// one 64-bit multiply-accumulate where the core has it: same bits) and rounded once:
///   fbm        sum w_i n_i / B                          in [-65536, 65536]
///   turbulence sum w_i |n_i| / B                        in [0, 65536]
///   billow     sum w_i (2|n_i| / B - 1)                 in [-65536, 65536]
///   ridged     sum w_i s_i s_{i-1} / R_max, s_i = (offset - |n_i| / B)^2, s_{-1} = 1
///              (Musgrave's weighting by the previous octave), divided by its exact
///              integer maximum R_max                    in [0, 65536]
/// tests/family prove the ranges with extreme parameters and worst-case inputs.
///
/// Parameters: a constexpr struct. `fractal<Octaves, Lacunarity, Gain, Seed, Offset>()`
/// rejects invalid constants at compile time (static_assert); `make_fractal(...)` clamps
/// run-time values to the same limits. Per sample: no division, 32-bit products only.
#ifndef QNOISE_FRACTAL_HPP
#define QNOISE_FRACTAL_HPP

#include "detail/freestanding.hpp"

#include "fade.hpp"
#include "fixed.hpp"
#include "perlin.hpp"
#include "perlin4.hpp"
#include "permutation.hpp"
#include "seed.hpp"
#include "value.hpp"

namespace qnoise {

/// Most octaves a fractal sum takes.
inline constexpr unsigned fractal_max_octaves = 16;
/// Largest lacunarity, Q16 (16.0); the smallest is 65537 (just above 1.0).
inline constexpr q16 fractal_max_lacunarity = 16 * 65536;
/// Largest frequency of the last octave, Q16 (32768.0 == 2^31): lacunarity^(octaves - 1)
/// must not exceed it (beyond it one input LSB would move more than half a cell).
inline constexpr uint32_t fractal_max_frequency = 0x80000000u;

/// Fractal parameters, with everything a sample needs precomputed (build with fractal<>()
/// or make_fractal(); declare it constexpr and it lives in flash).
struct fractal_params {
  uint32_t octaves;                         ///< 1..16
  q16 lacunarity;                                ///< Q16, (1.0, 16.0]
  q16 gain;                                      ///< Q16, (0, 1.0]: amplitude ratio (persistence)
  uint32_t seed;                            ///< any uint32
  q16 ridge_offset;                              ///< Q16, [0, 1.0] (ridged only)
  uint32_t frequency[fractal_max_octaves];  ///< Q16 lacunarity^i, up to 2^31
  uint32_t weight[fractal_max_octaves];     ///< Q16 gain^i / sum (largest remainder); sum 65536
  uint32_t weight_sum;                      ///< sum of weight[]: 65536
  uint32_t key[fractal_max_octaves];        ///< per-octave lattice key
  q16 shift[fractal_max_octaves][4];             ///< per-octave, per-axis Q16 offset
  uint32_t ridge_square_max;                ///< largest s_i, Q16 (offset or 1 - offset)^2
  uint32_t ridge_sum_max;                   ///< R_max, Q16
  uint32_t ridge_scale;                     ///< floor(2^32 / R_max), Q16 in [65536, 2^22]
};

namespace detail {

/// floor(a * 65536 / s) for a <= s < 2^31: Q16 ratio in [0, 65536], no division.
constexpr uint32_t ratio_q16(uint32_t a, uint32_t s) noexcept {
  uint32_t q = 0;
  uint32_t r = a;
  if (r >= s) {
    r -= s;
    q = 1;
  }
  for (int i = 0; i < 16; ++i) {
    r <<= 1;
    q <<= 1;
    if (r >= s) {
      r -= s;
      q |= 1u;
    }
  }
  return q;
}

/// floor(a * b / 65536) for a, b <= 2^16 * 16 with a * b < 2^48, in 32-bit pieces.
constexpr uint32_t mul_q16_floor(uint32_t a, uint32_t b) noexcept {
  return a * (b >> 16) + (((a & 0xFFFFu) * (b & 0xFFFFu)) >> 16) + ((a >> 16) * (b & 0xFFFFu));
}

/// floor(x * f / 65536) mod 2^32 for any Q16 x and frequency f (Q16, uint32): the exact
/// scaled coordinate, wrapped like every Q16 coordinate. Three 32-bit products.
constexpr q16 scale_coordinate(q16 x, uint32_t f) noexcept {
  const uint32_t cell = static_cast<uint32_t>(asr(x, 16));  // signed cell, mod 2^32
  const uint32_t fraction = static_cast<uint32_t>(x) & 0xFFFFu;
  return to_signed(cell * f + fraction * (f >> 16) + ((fraction * (f & 0xFFFFu)) >> 16));
}

/// A lattice whose hash chain starts from a per-octave key: start() = next(start, key).
template <class L>
struct keyed_lattice {
  const L* base;
  uint32_t first;
  constexpr uint32_t start() const noexcept { return first; }
  constexpr uint32_t next(uint32_t h, uint32_t cell) const noexcept {
    return base->next(h, cell);
  }
};
template <class L>
struct lattice_bits<keyed_lattice<L>> : lattice_bits<L> {};

/// Exact sum of n_i * w_i (|n_i| <= 2^17, w_i <= 65536, up to 16 terms), rounded once.
struct weighted_sum {
  int32_t high = 0;  // sum n * (w >> 8)
  int32_t low = 0;   // sum n * (w & 255)
  int64_t wide = 0;
  constexpr void add(int32_t n, uint32_t w) noexcept {
    if constexpr (has_wide_multiply) {
      wide += static_cast<int64_t>(n) * static_cast<int64_t>(w);
    } else {
      high += n * static_cast<int32_t>(w >> 8);
      low += n * static_cast<int32_t>(w & 0xFFu);
    }
  }
  /// floor((sum + 32768) / 65536), identical on both paths.
  constexpr int32_t rounded() const noexcept {
    if constexpr (has_wide_multiply) {
      const int64_t v = wide + 32768;
      return static_cast<int32_t>(v >= 0 ? v >> 16 : ~(~v >> 16));
    } else {
      return asr(high + asr(low + 32768, 8), 8);
    }
  }
};

}  // namespace detail

/// Builds fractal parameters from run-time values, clamped to the documented limits:
/// octaves to [1, 16]; lacunarity (Q16) to [65537, 1048576]; gain (Q16) to [1, 65536];
/// ridge_offset (Q16) to [0, 65536]; then octaves reduced until lacunarity^(octaves-1)
/// <= 32768.0 and gain^(octaves-1) >= 1 LSB. seed: any uint32. Set-up cost only (no
/// division instruction, 64-bit products only here, never per sample).
/// Usage: `auto p = qnoise::make_fractal(5, 2 * qnoise::q16_one, qnoise::q16_half, 42);`
constexpr fractal_params make_fractal(uint32_t octaves, q16 lacunarity = 2 * q16_one,
                                      q16 gain = q16_half, uint32_t seed_value = 0,
                                      q16 ridge_offset = q16_one) noexcept {
  fractal_params p{};
  octaves = octaves < 1 ? 1 : (octaves > fractal_max_octaves ? fractal_max_octaves : octaves);
  lacunarity = lacunarity < 65537 ? 65537 : (lacunarity > fractal_max_lacunarity ? fractal_max_lacunarity : lacunarity);
  gain = gain < 1 ? 1 : (gain > q16_one ? q16_one : gain);
  ridge_offset = ridge_offset < 0 ? 0 : (ridge_offset > q16_one ? q16_one : ridge_offset);
  p.lacunarity = lacunarity;
  p.gain = gain;
  p.seed = seed_value;
  p.ridge_offset = ridge_offset;
  // Frequencies and amplitudes; stop at the first octave that would not fit.
  uint32_t amplitude[fractal_max_octaves]{};
  uint64_t f = 65536;
  uint64_t a = 65536;
  uint32_t n = 0;
  while (n < octaves && f <= fractal_max_frequency && a >= 1) {
    p.frequency[n] = static_cast<uint32_t>(f);
    amplitude[n] = static_cast<uint32_t>(a);
    ++n;
    f = (f * static_cast<uint64_t>(lacunarity)) >> 16;
    a = (a * static_cast<uint64_t>(gain)) >> 16;
  }
  p.octaves = n;
  uint32_t total = 0;
  for (uint32_t i = 0; i < n; ++i) total += amplitude[i];
  // Weights a_i / sum in Q16 by largest remainder: floor each, then give the LSBs still
  // missing to the largest remainders, so the weights sum to exactly 65536 (the bound holds
  // with equality possible, billow has no offset bias) and each is within 1 LSB of exact.
  uint64_t remainder[fractal_max_octaves]{};
  uint32_t assigned = 0;
  for (uint32_t i = 0; i < n; ++i) {
    p.weight[i] = detail::ratio_q16(amplitude[i], total);
    remainder[i] = (static_cast<uint64_t>(amplitude[i]) << 16) - static_cast<uint64_t>(p.weight[i]) * total;
    assigned += p.weight[i];
  }
  while (assigned < 65536u) {  // at most n - 1 rounds
    uint32_t best = 0;
    for (uint32_t i = 1; i < n; ++i) best = remainder[i] > remainder[best] ? i : best;
    ++p.weight[best];
    remainder[best] = 0;
    ++assigned;
  }
  p.weight_sum = assigned;
  for (uint32_t i = 0; i < n; ++i) {
    p.key[i] = derive_seed(seed_value, 100u + i);
    for (uint32_t d = 0; d < 4; ++d) p.shift[i][d] = to_signed(derive_seed(seed_value, 200u + 4u * i + d));
  }
  // Ridged: the largest s = (offset - m)^2 over m in [0, 1], with the per-sample rounding
  // (mul_weight is monotone, so the per-sample values never exceed these).
  const int32_t t_max = ridge_offset > q16_half ? ridge_offset : q16_one - ridge_offset;
  const uint32_t s_max = static_cast<uint32_t>(mul_weight(t_max, t_max));
  const uint32_t pair_max = static_cast<uint32_t>(
      mul_weight(static_cast<int32_t>(s_max), static_cast<int32_t>(s_max)));
  detail::weighted_sum sum_max;
  for (uint32_t i = 0; i < n; ++i) {
    sum_max.add(static_cast<int32_t>(i == 0 ? s_max : pair_max), p.weight[i]);
  }
  p.ridge_square_max = s_max;
  p.ridge_sum_max = static_cast<uint32_t>(sum_max.rounded());
  // floor(2^32 / R): floor((2^32 - 1) / R), plus one when R (a power of two) divides 2^32.
  const uint32_t r_max = p.ridge_sum_max;
  p.ridge_scale = r_max == 0 ? 65536u
                             : detail::udiv32(0xFFFFFFFFu, r_max) + ((r_max & (r_max - 1u)) == 0 ? 1u : 0u);
  return p;
}

/// Compile-time-checked fractal parameters: the same as make_fractal, but invalid constants
/// are compile errors. Octaves 1..16; Lacunarity Q16 in (1.0, 16.0] with
/// Lacunarity^(Octaves-1) <= 32768.0; Gain Q16 in (0, 1.0] with Gain^(Octaves-1) >= 1 LSB;
/// Offset (ridged) Q16 in [0, 1.0]; Seed any uint32.
/// Usage: `constexpr auto p = qnoise::fractal<4>();  q16 v = qnoise::fbm(x, y, p);`
template <uint32_t Octaves, q16 Lacunarity = 2 * q16_one, q16 Gain = q16_half,
          uint32_t Seed = 0, q16 Offset = q16_one>
constexpr fractal_params fractal() noexcept {
  static_assert(Octaves >= 1, "qnoise::fractal: at least one octave");
  static_assert(Octaves <= fractal_max_octaves, "qnoise::fractal: at most 16 octaves");
  static_assert(Lacunarity > q16_one, "qnoise::fractal: lacunarity must be > 1.0 (Q16 > 65536)");
  static_assert(Lacunarity <= fractal_max_lacunarity, "qnoise::fractal: lacunarity must be <= 16.0");
  static_assert(Gain > 0 && Gain <= q16_one, "qnoise::fractal: gain must be in (0, 1.0] (Q16)");
  static_assert(Offset >= 0 && Offset <= q16_one, "qnoise::fractal: ridge offset must be in [0, 1.0]");
  constexpr fractal_params p = make_fractal(Octaves, Lacunarity, Gain, Seed, Offset);
  static_assert(p.octaves == Octaves,
                "qnoise::fractal: too many octaves for Q16: lacunarity^(octaves-1) exceeds "
                "32768.0 or gain^(octaves-1) is below one LSB");
  return p;
}

/// Gradient noise as a fractal basis (perlin.hpp), any lattice.
struct perlin_basis {
  /// |noise| bound in D dimensions, Q16 (perlin1_bound .. perlin4_bound).
  template <unsigned D>
  static constexpr q16 bound = D == 1 ? perlin1_bound : D == 2 ? perlin2_bound : D == 3 ? perlin3_bound : perlin4_bound;
  /// 1D: perlin(x, l).
  template <class L>
  static constexpr q16 noise(const L& l, q16 x) noexcept { return perlin(x, l); }
  /// 2D: perlin(x, y, l).
  template <class L>
  static constexpr q16 noise(const L& l, q16 x, q16 y) noexcept { return perlin(x, y, l); }
  /// 3D: perlin(x, y, z, l).
  template <class L>
  static constexpr q16 noise(const L& l, q16 x, q16 y, q16 z) noexcept { return perlin(x, y, z, l); }
  /// 4D (perlin4.hpp): for the 4D fractal sums.
  template <class L>
  static constexpr q16 noise(const L& l, q16 x, q16 y, q16 z, q16 w) noexcept { return perlin(x, y, z, w, l); }
};

/// Value noise as a fractal basis (value.hpp): any interpolation, smoothed or not.
template <class Interp = quintic_fade, bool Smoothed = false>
struct value_basis {
  using interp = Interp;                      ///< the interpolation
  static constexpr bool smoothed = Smoothed;  ///< whether lattice values are smoothed
  /// |noise| bound in D dimensions, Q16 (value_bound, or value_catmull_rom_bound for catmull_rom).
  template <unsigned D>
  static constexpr q16 bound = meta::is_same_v<Interp, catmull_rom> ? value_catmull_rom_bound<D> : value_bound;
  /// 1D: value_noise<Interp, Smoothed>(x, l).
  template <class L>
  static constexpr q16 noise(const L& l, q16 x) noexcept { return value_noise<Interp, Smoothed>(x, l); }
  /// 2D: value_noise<Interp, Smoothed>(x, y, l).
  template <class L>
  static constexpr q16 noise(const L& l, q16 x, q16 y) noexcept { return value_noise<Interp, Smoothed>(x, y, l); }
  /// 3D: value_noise<Interp, Smoothed>(x, y, z, l).
  template <class L>
  static constexpr q16 noise(const L& l, q16 x, q16 y, q16 z) noexcept { return value_noise<Interp, Smoothed>(x, y, z, l); }
};

namespace detail {

enum class fractal_kind { fbm, turbulence, billow, ridged };

/// Whether octave i of Basis on Lattice takes the lattice itself with its key moved into
/// x: a permutation keyed by `first` is the same permutation moved `first` cells along x
/// (its first hash step is P[(first + cell) mod 256]), the plain and fastest path.
template <class Basis, class Lattice>
inline constexpr bool key_moves_x_v = meta::is_same_v<Basis, perlin_basis> && meta::is_same_v<Lattice, permutation>;

/// Octave i's coordinates c (Q16) of the point x: scaled by the octave's frequency, moved by
/// its shift and, where key_moves_x_v, by its key. Returns the key's first hash step, the
/// start of the octave's keyed lattice otherwise.
template <class Basis, unsigned D, class Lattice>
constexpr uint32_t octave_coordinates(const Lattice& lattice, const fractal_params& p, uint32_t i,
                                      const q16 (&x)[D], q16 (&c)[D]) noexcept {
  const uint32_t first = lattice.next(lattice.start(), p.key[i]);
  for (unsigned d = 0; d < D; ++d) c[d] = shift(scale_coordinate(x[d], p.frequency[i]), p.shift[i][d]);
  if constexpr (key_moves_x_v<Basis, Lattice>) c[0] = shift(c[0], to_signed(first << 16));
  return first;
}

/// The basis at c on lattice l, for D = 1..4.
template <class Basis, unsigned D, class L>
constexpr q16 basis_at(const L& l, const q16 (&c)[D]) noexcept {
  if constexpr (D == 1) {
    return Basis::noise(l, c[0]);
  } else if constexpr (D == 2) {
    return Basis::noise(l, c[0], c[1]);
  } else if constexpr (D == 3) {
    return Basis::noise(l, c[0], c[1], c[2]);
  } else {
    return Basis::noise(l, c[0], c[1], c[2], c[3]);
  }
}

/// Octave i of the basis at the scaled, shifted coordinates.
template <class Basis, unsigned D, class Lattice>
constexpr q16 octave(const Lattice& lattice, const fractal_params& p, uint32_t i,
                     const q16 (&x)[D]) noexcept {
  q16 c[D]{};
  const uint32_t first = octave_coordinates<Basis>(lattice, p, i, x, c);
  if constexpr (key_moves_x_v<Basis, Lattice>) {
    return basis_at<Basis>(lattice, c);
  } else {
    return basis_at<Basis>(keyed_lattice<Lattice>{&lattice, first}, c);
  }
}

/// The octaves a sum takes: at most `octaves`, p.octaves and fractal_max_octaves.
constexpr uint32_t octave_count(const fractal_params& p, uint32_t octaves) noexcept {
  octaves = octaves > p.octaves ? p.octaves : octaves;
  return octaves > fractal_max_octaves ? fractal_max_octaves : octaves;
}

/// The fractal sum of a basis bounded by Bound, one octave at a time: add(p, i, n) with
/// octave i's basis value n (Q16 within +-Bound) for i = 0, 1, ..., then result(p). One
/// implementation for every kind, dimension, basis, plain, tiled or along a row.
template <fractal_kind Kind, q16 Bound>
class fractal_accumulator {
  static_assert(Bound >= 65536 && Bound <= 131072, "basis bound must be in [1.0, 2.0]");
  // 65536 / B as a Q16 weight (<= 65536); 65536 exactly needs no multiply.
  static constexpr int32_t inverse = static_cast<int32_t>(udiv32(0xFFFFFFFFu, static_cast<uint32_t>(Bound)));
  static constexpr bool unit = Bound == 65536;

 public:
  /// Adds octave i's basis value n.
  constexpr void add(const fractal_params& p, uint32_t i, q16 n) noexcept {
    const uint32_t weight = p.weight[i] > 65536u ? 65536u : p.weight[i];
    if constexpr (Kind == fractal_kind::fbm) {
      sum_.add(n, weight);
    } else if constexpr (Kind == fractal_kind::ridged) {
      // Parameters made by make_fractal/fractal<> are already in range; this clamp keeps a
      // hand-edited struct free of overflow (a wrong result, never undefined behaviour).
      const int32_t offset = p.ridge_offset < 0 ? 0 : (p.ridge_offset > q16_one ? q16_one : p.ridge_offset);
      const int32_t magnitude = n < 0 ? -n : n;                 // <= bound
      const int32_t m = unit ? magnitude : mul_weight(magnitude, inverse);  // [0, 65536]
      int32_t t = offset - m;                                   // [-65536, 65536]
      t = t < 0 ? -t : t;
      const int32_t s = mul_weight(t, t);                       // [0, 65536]
      sum_.add(i == 0 ? s : mul_weight(s, previous_), weight);
      previous_ = s;
    } else {
      sum_.add(n < 0 ? -n : n, weight);
    }
  }

  /// The normalised sum (see the file comment for each kind's range).
  constexpr q16 result(const fractal_params& p) const noexcept {
    const int32_t raw = sum_.rounded();
    if constexpr (Kind == fractal_kind::ridged) {
      // raw <= R_max (same roundings, monotone); scale by floor(2^32 / R_max) / 65536.
      const uint32_t r = static_cast<uint32_t>(raw);
      // r * scale <= R_max * 2^32 / R_max: the result is at most 65536 (no clamp needed).
      return to_signed(r * (p.ridge_scale >> 16) + ((r * (p.ridge_scale & 0xFFFFu)) >> 16));
    } else {
      int32_t v = raw;
      if constexpr (Kind == fractal_kind::billow) {
        // 2 * turbulence - W with W = round(B * sum(w)): |v| <= W <= B.
        v = 2 * raw - mul_weight(Bound, static_cast<int32_t>(p.weight_sum > 65536u ? 65536u : p.weight_sum));
      }
      return unit ? v : mul_weight(v, inverse);
    }
  }

 private:
  weighted_sum sum_;
  int32_t previous_ = 0;  // ridged: s of the octave before
};

/// The fractal sum of `octaves` octaves (at most p.octaves) of a basis bounded by Bound.
/// octave(i) returns octave i's basis value, Q16 within +-Bound.
template <fractal_kind Kind, q16 Bound, class Octave>
constexpr q16 fractal_accumulate(const fractal_params& p, uint32_t octaves, const Octave& octave) noexcept {
  fractal_accumulator<Kind, Bound> sum;
  octaves = octave_count(p, octaves);
  for (uint32_t i = 0; i < octaves; ++i) sum.add(p, i, octave(i));
  return sum.result(p);
}

/// The plain fractal sum over the lattice (no tiling).
template <fractal_kind Kind, class Basis, unsigned D, class Lattice>
constexpr q16 fractal_sum(const Lattice& lattice, const fractal_params& p, const q16 (&x)[D]) noexcept {
  return fractal_accumulate<Kind, Basis::template bound<D>>(
      p, p.octaves, [&](uint32_t i) { return octave<Basis>(lattice, p, i, x); });
}

/// fractal_sum from the coordinates (Q16) of a public 1D/2D/3D overload.
template <fractal_kind Kind, class Basis, class Lattice, class... Q>
constexpr q16 fractal_at(const Lattice& lattice, const fractal_params& p, Q... x) noexcept {
  const q16 c[sizeof...(Q)] = {x...};
  return fractal_sum<Kind, Basis, sizeof...(Q)>(lattice, p, c);
}

}  // namespace detail

/// Fractal Brownian motion: sum of gain^i * basis(x * lacunarity^i), normalised.
/// x: Q16, any int32; p: fractal_params. Returns Q16 in [-65536, 65536] for every
/// parameter set and input. Basis: perlin_basis (default) or value_basis<...>; lattice:
/// any (default Perlin's permutation). Period: the lattice's only for integer lacunarity.
/// Usage: `constexpr auto p = qnoise::fractal<4>(); q16 v = qnoise::fbm(x, p);`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr q16 fbm(q16 x, const fractal_params& p, const Lattice& lattice = perlin_permutation) noexcept {
  return detail::fractal_at<detail::fractal_kind::fbm, Basis>(lattice, p, x);
}
/// 2D fBm; x, y: Q16, any int32. Returns Q16 in [-65536, 65536].
/// Usage: `q16 v = qnoise::fbm(x, y, qnoise::fractal<4>());`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr q16 fbm(q16 x, q16 y, const fractal_params& p, const Lattice& lattice = perlin_permutation) noexcept {
  return detail::fractal_at<detail::fractal_kind::fbm, Basis>(lattice, p, x, y);
}
/// 3D fBm; x, y, z: Q16, any int32. Returns Q16 in [-65536, 65536].
/// Usage: `q16 v = qnoise::fbm<qnoise::value_basis<>>(x, y, z, p);`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr q16 fbm(q16 x, q16 y, q16 z, const fractal_params& p, const Lattice& lattice = perlin_permutation) noexcept {
  return detail::fractal_at<detail::fractal_kind::fbm, Basis>(lattice, p, x, y, z);
}

/// Turbulence: sum of gain^i * |basis(x * lacunarity^i)|, normalised. Same inputs as fbm.
/// Returns Q16 in [0, 65536]. Usage: `q16 v = qnoise::turbulence(x, y, p);`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr q16 turbulence(q16 x, const fractal_params& p, const Lattice& lattice = perlin_permutation) noexcept {
  return detail::fractal_at<detail::fractal_kind::turbulence, Basis>(lattice, p, x);
}
/// 2D turbulence: x, y Q16 any int32 -> Q16 in [0, 65536]. Usage: `qnoise::turbulence(x, y, p)`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr q16 turbulence(q16 x, q16 y, const fractal_params& p, const Lattice& lattice = perlin_permutation) noexcept {
  return detail::fractal_at<detail::fractal_kind::turbulence, Basis>(lattice, p, x, y);
}
/// 3D turbulence: x, y, z Q16 any int32 -> Q16 in [0, 65536]. Usage: `qnoise::turbulence(x, y, z, p)`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr q16 turbulence(q16 x, q16 y, q16 z, const fractal_params& p, const Lattice& lattice = perlin_permutation) noexcept {
  return detail::fractal_at<detail::fractal_kind::turbulence, Basis>(lattice, p, x, y, z);
}

/// Billow: sum of gain^i * (2|basis| - 1), normalised: puffy clouds. Same inputs as fbm.
/// Returns Q16 in [-65536, 65536]. Usage: `q16 v = qnoise::billow(x, y, p);`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr q16 billow(q16 x, const fractal_params& p, const Lattice& lattice = perlin_permutation) noexcept {
  return detail::fractal_at<detail::fractal_kind::billow, Basis>(lattice, p, x);
}
/// 2D billow: x, y Q16 any int32 -> Q16 in [-65536, 65536]. Usage: `qnoise::billow(x, y, p)`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr q16 billow(q16 x, q16 y, const fractal_params& p, const Lattice& lattice = perlin_permutation) noexcept {
  return detail::fractal_at<detail::fractal_kind::billow, Basis>(lattice, p, x, y);
}
/// 3D billow: x, y, z Q16 any int32 -> Q16 in [-65536, 65536]. Usage: `qnoise::billow(x, y, z, p)`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr q16 billow(q16 x, q16 y, q16 z, const fractal_params& p, const Lattice& lattice = perlin_permutation) noexcept {
  return detail::fractal_at<detail::fractal_kind::billow, Basis>(lattice, p, x, y, z);
}

/// Ridged multifractal (after F. K. Musgrave): s_i = (offset - |basis_i|)^2, sum of gain^i * s_i *
/// s_{i-1} (s_{-1} = 1), divided by its largest possible value. Same inputs as fbm;
/// p.ridge_offset in [0, 1.0] (1.0 is the seed's). Returns Q16 in [0, 65536].
/// Usage: `q16 h = qnoise::ridged(x, y, qnoise::fractal<6, 2 * 65536, 32768, 0, 65536>());`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr q16 ridged(q16 x, const fractal_params& p, const Lattice& lattice = perlin_permutation) noexcept {
  return detail::fractal_at<detail::fractal_kind::ridged, Basis>(lattice, p, x);
}
/// 2D ridged multifractal: x, y Q16 any int32 -> Q16 in [0, 65536]. Usage: `qnoise::ridged(x, y, p)`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr q16 ridged(q16 x, q16 y, const fractal_params& p, const Lattice& lattice = perlin_permutation) noexcept {
  return detail::fractal_at<detail::fractal_kind::ridged, Basis>(lattice, p, x, y);
}
/// 3D ridged multifractal: x, y, z Q16 any int32 -> Q16 in [0, 65536]. Usage: `qnoise::ridged(x, y, z, p)`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr q16 ridged(q16 x, q16 y, q16 z, const fractal_params& p, const Lattice& lattice = perlin_permutation) noexcept {
  return detail::fractal_at<detail::fractal_kind::ridged, Basis>(lattice, p, x, y, z);
}

/// 4D fractal sums over gradient noise perlin(x, y, z, w) (perlin4.hpp; perlin_basis only:
/// there is no 4D value noise). x, y, z, w: Q16, any int32 (w is often time); p, lattice as in
/// 1D-3D (the per-octave shift uses p.shift[i][3] on w). Same ranges: fbm and billow in
/// [-65536, 65536], turbulence and ridged in [0, 65536], for every parameter set and input.
/// Usage: `q16 v = qnoise::fbm(x, y, z, t, qnoise::fractal<4>());`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr q16 fbm(q16 x, q16 y, q16 z, q16 w, const fractal_params& p, const Lattice& lattice = perlin_permutation) noexcept {
  return detail::fractal_at<detail::fractal_kind::fbm, Basis>(lattice, p, x, y, z, w);
}
/// 4D turbulence: x, y, z, w Q16 any int32 -> Q16 in [0, 65536]. Usage: `qnoise::turbulence(x, y, z, t, p)`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr q16 turbulence(q16 x, q16 y, q16 z, q16 w, const fractal_params& p, const Lattice& lattice = perlin_permutation) noexcept {
  return detail::fractal_at<detail::fractal_kind::turbulence, Basis>(lattice, p, x, y, z, w);
}
/// 4D billow: x, y, z, w Q16 any int32 -> Q16 in [-65536, 65536]. Usage: `qnoise::billow(x, y, z, t, p)`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr q16 billow(q16 x, q16 y, q16 z, q16 w, const fractal_params& p, const Lattice& lattice = perlin_permutation) noexcept {
  return detail::fractal_at<detail::fractal_kind::billow, Basis>(lattice, p, x, y, z, w);
}
/// 4D ridged multifractal: x, y, z, w Q16 any int32 -> Q16 in [0, 65536]. Usage: `qnoise::ridged(x, y, z, t, p)`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr q16 ridged(q16 x, q16 y, q16 z, q16 w, const fractal_params& p, const Lattice& lattice = perlin_permutation) noexcept {
  return detail::fractal_at<detail::fractal_kind::ridged, Basis>(lattice, p, x, y, z, w);
}

}  // namespace qnoise

#endif  // QNOISE_FRACTAL_HPP
