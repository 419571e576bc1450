// SPDX-License-Identifier: MIT
// HOST ONLY. Double-precision models of simplex noise (qnoise/simplex.hpp) and of curl
// noise (qnoise/curl.hpp): the same lattices, hashes, gradients, skew and unskew factors,
// kernel and scale as the integer code, evaluated in double at the exact input. Used by
// test_simplex_model.cpp for the error figures (max and RMS in LSB) and the bound search.
#ifndef QNOISE_TESTS_SIMPLEX_MODEL_HPP
#define QNOISE_TESTS_SIMPLEX_MODEL_HPP

#include <cmath>
#include <cstdint>

#include "qnoise/qnoise.hpp"
#include "qnoise/simplex.hpp"

namespace smodel {

constexpr double kF2 = qnoise::detail::simplex2_skew / 256.0;
constexpr double kF3 = qnoise::detail::simplex3_skew / 256.0;
constexpr double kG2 = qnoise::detail::simplex2_unskew / 65536.0;
constexpr double kG3 = qnoise::detail::simplex3_unskew / 65536.0;

/// The 3D simplex holding skewed fractions (fx, fy, fz): its second and third corners'
/// offsets, stepping along the axes in decreasing order of the fractions (Gustavson's six
/// cases, his tie rules).
struct simplex3_order {
  int i1, j1, k1, i2, j2, k2;
};
inline simplex3_order order3(double fx, double fy, double fz) {
  if (fx >= fy) {
    if (fy >= fz) return {1, 0, 0, 1, 1, 0};
    if (fx >= fz) return {1, 0, 0, 1, 0, 1};
    return {0, 0, 1, 1, 0, 1};
  }
  if (fy < fz) return {0, 0, 1, 0, 1, 1};
  if (fx < fz) return {0, 1, 0, 0, 1, 1};
  return {0, 1, 0, 1, 1, 0};
}

constexpr double kS2 = qnoise::detail::simplex2_scale / 8192.0;
constexpr double kS3 = qnoise::detail::simplex3_scale / 8192.0;

/// The coordinate as a real number of units; the noise depends on it modulo 65536 units
/// (documented), so the unsigned reading of the bit pattern is as good as the signed one.
inline double unit(std::int32_t v) { return static_cast<std::uint32_t>(v) / 65536.0; }

/// Value and gradient (d/dx, d/dy[, d/dz]) of the raw noise (before the scale).
struct Result {
  double value = 0, d[3] = {0, 0, 0};
};

/// Corner contribution t^4 g.d and its gradient, t = 1/2 - |d|^2.
inline void corner(Result& r, int dim, const double* d, const int* g) {
  double d2 = 0, gd = 0;
  for (int a = 0; a < dim; ++a) {
    d2 += d[a] * d[a];
    gd += g[a] * d[a];
  }
  if (d2 >= 0.5) return;
  const double t = 0.5 - d2, t3 = t * t * t, t4 = t3 * t;
  r.value += t4 * gd;
  for (int a = 0; a < dim; ++a) r.d[a] += t4 * g[a] - 8.0 * t3 * d[a] * gd;
}

template <class Lattice>
std::uint32_t hash(const Lattice& l, long i, long j) {
  return l.next(l.next(l.start(), static_cast<std::uint32_t>(i & 255)), static_cast<std::uint32_t>(j & 255));
}
template <class Lattice>
std::uint32_t hash(const Lattice& l, long i, long j, long k) {
  return l.next(l.next(l.next(l.start(), static_cast<std::uint32_t>(i & 255)), static_cast<std::uint32_t>(j & 255)),
                static_cast<std::uint32_t>(k & 255));
}

/// Raw 2D simplex noise at real coordinates (units).
template <class Lattice>
Result raw2(const Lattice& l, double x, double y) {
  const double s = (x + y) * kF2;
  const double sx = x + s, sy = y + s;
  const double fi = std::floor(sx), fj = std::floor(sy);
  const double fx = sx - fi, fy = sy - fj;
  const long i = static_cast<long>(std::fmod(fi, 256.0)), j = static_cast<long>(std::fmod(fj, 256.0));
  const double t = (fx + fy) * kG2;
  const double x0 = fx - t, y0 = fy - t;
  const int i1 = fx > fy ? 1 : 0, j1 = 1 - i1;
  const double c[3][2] = {{x0, y0}, {x0 - i1 + kG2, y0 - j1 + kG2}, {x0 - 1 + 2 * kG2, y0 - 1 + 2 * kG2}};
  const std::uint32_t h[3] = {hash(l, i, j), hash(l, i + i1, j + j1), hash(l, i + 1, j + 1)};
  Result r;
  for (int k = 0; k < 3; ++k) {
    const int g[2] = {qnoise::detail::gradient2_x[h[k] & 7u], qnoise::detail::gradient2_y[h[k] & 7u]};
    corner(r, 2, c[k], g);
  }
  return r;
}

/// Raw 3D simplex noise at real coordinates (units).
template <class Lattice>
Result raw3(const Lattice& l, double x, double y, double z) {
  const double s = (x + y + z) * kF3;
  const double sx = x + s, sy = y + s, sz = z + s;
  const double fi = std::floor(sx), fj = std::floor(sy), fk = std::floor(sz);
  const double fx = sx - fi, fy = sy - fj, fz = sz - fk;
  const long i = static_cast<long>(std::fmod(fi, 256.0)), j = static_cast<long>(std::fmod(fj, 256.0)),
             k = static_cast<long>(std::fmod(fk, 256.0));
  const double t = (fx + fy + fz) * kG3;
  const double x0 = fx - t, y0 = fy - t, z0 = fz - t;
  const simplex3_order o = order3(fx, fy, fz);
  const int i1 = o.i1, j1 = o.j1, k1 = o.k1, i2 = o.i2, j2 = o.j2, k2 = o.k2;
  const double c[4][3] = {{x0, y0, z0},
                          {x0 - i1 + kG3, y0 - j1 + kG3, z0 - k1 + kG3},
                          {x0 - i2 + 2 * kG3, y0 - j2 + 2 * kG3, z0 - k2 + 2 * kG3},
                          {x0 - 1 + 3 * kG3, y0 - 1 + 3 * kG3, z0 - 1 + 3 * kG3}};
  const std::uint32_t h[4] = {hash(l, i, j, k), hash(l, i + i1, j + j1, k + k1), hash(l, i + i2, j + j2, k + k2),
                              hash(l, i + 1, j + 1, k + 1)};
  Result r;
  for (int n = 0; n < 4; ++n) {
    const int g[3] = {qnoise::detail::gradient3_x[h[n] & 15u], qnoise::detail::gradient3_y[h[n] & 15u],
                      qnoise::detail::gradient3_z[h[n] & 15u]};
    corner(r, 3, c[n], g);
  }
  return r;
}

/// simplex(x, y[, z], lattice) in Q16 LSB, as a real number.
template <class Lattice>
double simplex2(const Lattice& l, std::int32_t x, std::int32_t y) {
  return raw2(l, unit(x), unit(y)).value * kS2 * 65536.0;
}
template <class Lattice>
double simplex3(const Lattice& l, std::int32_t x, std::int32_t y, std::int32_t z) {
  return raw3(l, unit(x), unit(y), unit(z)).value * kS3 * 65536.0;
}

}  // namespace smodel

#endif  // QNOISE_TESTS_SIMPLEX_MODEL_HPP
