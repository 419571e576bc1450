// SPDX-License-Identifier: MIT
// Double-precision models of the noise family. HOST ONLY (double, <cmath>).
//
// Written from the definitions in the headers' comments, in real arithmetic:
//  - gradient noise 1D/2D/3D (qnoise's 1D/2D gradient sets as the core tests' model types
//    them, Perlin 2002's grad() for 3D,
//    real quintic fade, 2D scaled by 43360/65536);
//  - value noise: lattice values, real smoothing (1/4, 1/2, 1/4 per axis), real fades,
//    the real Catmull-Rom cubic;
//  - fractal sums with real amplitudes gain^i / sum, the real coordinate x * f_i + shift_i
//    (exact: 128-bit product, no flooring of the sub-LSB part), real normalisation;
//  - periodic cells (floor(x) mod p) and loop time ((t mod L) * p / L cells).
// What the models take from the library is integer definitions only: lattice hashes
// (start/next and the hash -> value mapping, checked separately against Elias' formula),
// the parameter integers (frequencies, keys, shifts, seed offsets) and bound constants.
#ifndef QNOISE_TESTS_FAMILY_MODELS_HPP
#define QNOISE_TESTS_FAMILY_MODELS_HPP

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <type_traits>

#include "qnoise/qnoise.hpp"
#include "reference_model.hpp"

namespace fmodel {

using qnoise::q16;

inline double fade_quintic(double t) { return t * t * t * (t * (t * 6 - 15) + 10); }
inline double fade_cubic(double t) { return t * t * (3 - 2 * t); }
inline double fade_cosine(double t) { return (1 - std::cos(3.14159265358979323846 * t)) / 2; }
inline double lerp(double t, double a, double b) { return a + t * (b - a); }

template <class Interp>
double fade(double t) {
  if constexpr (std::is_same_v<Interp, qnoise::quintic_fade>) return fade_quintic(t);
  else if constexpr (std::is_same_v<Interp, qnoise::cubic_fade>) return fade_cubic(t);
  else if constexpr (std::is_same_v<Interp, qnoise::cosine_fade>) return fade_cosine(t);
  else return t;
}

inline double catmull_rom(double v0, double v1, double v2, double v3, double t) {
  return v1 + 0.5 * t * (v2 - v0 + t * (2 * v0 - 5 * v1 + 4 * v2 - v3 + t * (3 * (v1 - v2) + v3 - v0)));
}

/// A real coordinate split into an integer cell (unbounded) and a fraction in [0, 1).
struct axis {
  std::int64_t cell;
  double f;
};

/// Q16 integer LSB (any int64) plus a sub-LSB fraction in [0, 1) -> cell and fraction.
inline axis split(std::int64_t lsb, double sub = 0.0) {
  const std::int64_t cell = lsb >= 0 ? lsb / 65536 : -((-lsb + 65535) / 65536);
  return {cell, (static_cast<double>(lsb - cell * 65536) + sub) / 65536.0};
}
inline axis split(q16 x) { return split(static_cast<std::int64_t>(x)); }

/// Lattice cell index as a lattice sees it: mod 65536, or mod a period p.
inline std::uint32_t wrap_cell(std::int64_t c, std::uint32_t p = 65536) {
  const std::int64_t m = c % static_cast<std::int64_t>(p);
  return static_cast<std::uint32_t>(m < 0 ? m + p : m);
}

// ------------------------------------------------------------------ gradient noise
// qnoise's 1D and 2D gradient sets are definitions of the core issue: taken from the core
// tests' model (tests/core/reference_model.hpp), which types them in independently of lib/.
inline constexpr const int (&kG1)[16] = reference::kGrad1;
inline constexpr const int (&kG2)[8][2] = reference::kGrad2;
inline double grad3(std::uint32_t hash, double x, double y, double z) {
  const int h = static_cast<int>(hash & 15u);
  const double u = h < 8 ? x : y;
  const double v = h < 4 ? y : (h == 12 || h == 14 ? x : z);
  return ((h & 1) == 0 ? u : -u) + ((h & 2) == 0 ? v : -v);
}

/// Gradient noise in LSB; cells already reduced (c0, c1 = the two corners per axis).
template <class L>
double gradient1(const L& lat, std::uint32_t c0, std::uint32_t c1, double f) {
  const std::uint32_t h = lat.start();
  const double n0 = kG1[lat.next(h, c0) & 15u] * f, n1 = kG1[lat.next(h, c1) & 15u] * (f - 1);
  return lerp(fade_quintic(f), n0, n1) / 4 * 65536.0;
}
template <class L>
double gradient2(const L& lat, const std::uint32_t cx[2], double fx, const std::uint32_t cy[2], double fy) {
  const std::uint32_t h = lat.start();
  double n[2][2];
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 2; ++j) {
      const std::uint32_t g = lat.next(lat.next(h, cx[i]), cy[j]) & 7u;
      n[i][j] = kG2[g][0] * (fx - i) + kG2[g][1] * (fy - j);
    }
  const double u = fade_quintic(fx), v = fade_quintic(fy);
  return lerp(v, lerp(u, n[0][0], n[1][0]), lerp(u, n[0][1], n[1][1])) * 43360.0;
}
template <class L>
double gradient3(const L& lat, const std::uint32_t cx[2], double fx, const std::uint32_t cy[2], double fy,
                 const std::uint32_t cz[2], double fz) {
  const std::uint32_t h = lat.start();
  double n[2][2][2];
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 2; ++j)
      for (int k = 0; k < 2; ++k)
        n[i][j][k] = grad3(lat.next(lat.next(lat.next(h, cx[i]), cy[j]), cz[k]), fx - i, fy - j, fz - k);
  const double u = fade_quintic(fx), v = fade_quintic(fy), w = fade_quintic(fz);
  return lerp(w, lerp(v, lerp(u, n[0][0][0], n[1][0][0]), lerp(u, n[0][1][0], n[1][1][0])),
              lerp(v, lerp(u, n[0][0][1], n[1][0][1]), lerp(u, n[0][1][1], n[1][1][1]))) * 65536.0;
}

/// 4D: gradient h & 31 has its zero at component (h >> 3) & 3 and the signs of the other
/// three components, in order, from bits 0, 1, 2 (set = negative). Result * 42640 / 65536.
inline double grad4(std::uint32_t hash, const double d[4]) {
  const unsigned h = hash & 31u, zero = (h >> 3) & 3u;
  double sum = 0;
  unsigned bit = 0;
  for (unsigned i = 0; i < 4; ++i) {
    if (i == zero) continue;
    sum += ((h >> bit) & 1u) ? -d[i] : d[i];
    ++bit;
  }
  return sum;
}
/// Raw 4D noise (unscaled, real units) at fractions f[4] with corner hashes from `lat`.
template <class L>
double gradient4_raw(const L& lat, const std::uint32_t c[4][2], const double f[4]) {
  const std::uint32_t h = lat.start();
  double total = 0;
  for (unsigned corner = 0; corner < 16; ++corner) {
    std::uint32_t hh = h;
    double weight = 1, d[4];
    for (unsigned k = 0; k < 4; ++k) {
      const unsigned b = (corner >> k) & 1u;
      hh = lat.next(hh, c[k][b]);
      d[k] = f[k] - b;
      const double u = fade_quintic(f[k]);
      weight *= b ? u : 1 - u;
    }
    total += weight * grad4(hh, d);
  }
  return total;
}
template <class L>
double gradient4(const L& lat, const axis a[4]) {
  std::uint32_t c[4][2];
  double f[4];
  for (int k = 0; k < 4; ++k) {
    c[k][0] = wrap_cell(a[k].cell);
    c[k][1] = wrap_cell(a[k].cell + 1);
    f[k] = a[k].f;
  }
  return gradient4_raw(lat, c, f) * 42640.0;
}

/// Gradient noise at real axes, cells mod `period` per axis (65536: the plain lattice).
template <class L>
double gradient(const L& lat, int dims, const axis* a, const std::uint32_t* period) {
  std::uint32_t c[3][2];
  for (int d = 0; d < dims; ++d) {
    c[d][0] = wrap_cell(a[d].cell, period[d]);
    c[d][1] = wrap_cell(a[d].cell + 1, period[d]);
  }
  if (dims == 1) return gradient1(lat, c[0][0], c[0][1], a[0].f);
  if (dims == 2) return gradient2(lat, c[0], a[0].f, c[1], a[1].f);
  return gradient3(lat, c[0], a[0].f, c[1], a[1].f, c[2], a[2].f);
}

// ------------------------------------------------------------------ value noise
/// One axis of interpolation over 6 consecutive lattice values (cells c-2 .. c+3).
template <class Interp, bool Smoothed>
double interp6(const double v[6], double t) {
  double s[6];
  for (int m = 0; m < 6; ++m) s[m] = v[m];
  if constexpr (Smoothed) {
    for (int m = 1; m < 5; ++m) s[m] = (v[m - 1] + 2 * v[m] + v[m + 1]) / 4;
  }
  if constexpr (std::is_same_v<Interp, qnoise::catmull_rom>) {
    return catmull_rom(s[1], s[2], s[3], s[4], t);
  } else {
    return lerp(fade<Interp>(t), s[2], s[3]);
  }
}

/// Value noise in LSB at real axes, cells mod `period` per axis.
template <class Interp, bool Smoothed, class L>
double value(const L& lat, int dims, const axis* a, const std::uint32_t* period) {
  std::uint32_t c[3][6] = {};
  for (int d = 0; d < dims; ++d)
    for (int m = 0; m < 6; ++m) c[d][m] = wrap_cell(a[d].cell + m - 2, period[d]);
  const std::uint32_t h = lat.start();
  auto v = [&](int i, int j, int k) {
    std::uint32_t hh = lat.next(h, c[0][i]);
    if (dims > 1) hh = lat.next(hh, c[1][j]);
    if (dims > 2) hh = lat.next(hh, c[2][k]);
    return static_cast<double>(qnoise::detail::lattice_value<L>(hh));
  };
  const int ny = dims > 1 ? 6 : 1, nz = dims > 2 ? 6 : 1;
  double planes[6] = {};
  for (int k = 0; k < nz; ++k) {
    double rows[6] = {};
    for (int j = 0; j < ny; ++j) {
      double xs[6];
      for (int i = 0; i < 6; ++i) xs[i] = v(i, j, k);
      rows[j] = interp6<Interp, Smoothed>(xs, a[0].f);
    }
    planes[k] = dims > 1 ? interp6<Interp, Smoothed>(rows, a[1].f) : rows[0];
  }
  return dims > 2 ? interp6<Interp, Smoothed>(planes, a[2].f) : planes[0];
}

// ------------------------------------------------------------------ fractal sums
enum class kind { fbm, turbulence, billow, ridged };

/// Exact real octave coordinate: x * f / 65536 + shift, in LSB, wrapped mod 2^32.
inline axis octave_axis(q16 x, std::uint32_t f, q16 shift) {
  const __int128 p = static_cast<__int128>(x) * f;
  __int128 whole = p >= 0 ? p / 65536 : -((-p + 65535) / 65536);
  const double sub = static_cast<double>(static_cast<std::int64_t>(p - whole * 65536)) / 65536.0;
  whole += shift;
  const std::int64_t wrapped = static_cast<std::int64_t>(static_cast<std::uint32_t>(static_cast<std::uint64_t>(whole & 0xFFFFFFFF)));
  return split(static_cast<std::int64_t>(static_cast<std::int32_t>(wrapped >= 0x80000000ll ? wrapped - 0x100000000ll : wrapped)), sub);
}

/// Fractal sum in LSB. Basis: perlin_basis or value_basis<Interp, Smoothed>. With `tile`
/// (cells per axis), the tiled sum: x mod (p * 65536), times m_i = f_i / 65536, plus the
/// shift, cells modulo p * m_i, over the first `octave_limit` octaves.
template <class Basis, class L>
double fractal(kind k, const L& lat, const qnoise::fractal_params& p, int dims, const q16* x,
               const std::uint32_t* tile = nullptr, std::uint32_t octave_limit = 16) {
  constexpr bool is_value = !std::is_same_v<Basis, qnoise::perlin_basis>;
  const double bound = dims == 1 ? Basis::template bound<1> : dims == 2 ? Basis::template bound<2> : Basis::template bound<3>;
  const double gain = p.gain / 65536.0;
  double total = 0, a = 1;
  for (std::uint32_t i = 0; i < p.octaves; ++i, a *= gain) total += a;
  const double off = p.ridge_offset / 65536.0;
  const double smax = std::pow(std::max(off, 1 - off), 2);
  double sum = 0, prev = 1, rmax = 0;
  a = 1;
  const std::uint32_t period[3] = {65536, 65536, 65536};
  const std::uint32_t octaves = std::min(p.octaves, octave_limit);
  for (std::uint32_t i = 0; i < octaves; ++i, a *= gain) {
    const qnoise::detail::keyed_lattice<L> keyed{&lat, lat.next(lat.start(), p.key[i])};
    axis ax[3];
    std::uint32_t octave_period[3] = {65536, 65536, 65536};
    for (int d = 0; d < dims; ++d) {
      if (tile != nullptr) {
        const std::int64_t span = static_cast<std::int64_t>(tile[d]) * 65536;
        const std::int64_t reduced = ((x[d] % span) + span) % span;
        const std::int64_t m = p.frequency[i] / 65536;
        ax[d] = split(reduced * m + p.shift[i][d]);
        octave_period[d] = static_cast<std::uint32_t>(tile[d] * m);
      } else {
        ax[d] = octave_axis(x[d], p.frequency[i], p.shift[i][d]);
      }
    }
    double n;
    if constexpr (is_value) {
      n = value<typename Basis::interp, Basis::smoothed>(keyed, dims, ax, tile ? octave_period : period);
    } else {
      n = gradient(keyed, dims, ax, tile ? octave_period : period);
    }
    const double w = a / total, m = std::fabs(n) / bound;
    switch (k) {
      case kind::fbm: sum += w * n / bound; break;
      case kind::turbulence: sum += w * m; break;
      case kind::billow: sum += w * (2 * m - 1); break;
      case kind::ridged: {
        const double s = (off - m) * (off - m);
        sum += w * s * prev;
        prev = s;
        rmax += w * (i == 0 ? smax : smax * smax);
        break;
      }
    }
  }
  return (k == kind::ridged ? sum / rmax : sum) * 65536.0;
}

}  // namespace fmodel

#endif  // QNOISE_TESTS_FAMILY_MODELS_HPP
