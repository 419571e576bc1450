// SPDX-License-Identifier: MIT
// HOST ONLY. Simplex and curl noise against their double models (simplex_model.hpp):
//  - max and RMS error in LSB of simplex 2D/3D on three lattices and a seed, over random
//    points (full int32 range and small coordinates) and the edge set;
//  - the bound: the dense search over the skewed cell with worst-case gradients that
//    simplex.hpp's bounds and scales come from, repeated here;
//  - the period along the skewed lattice vectors;
//  - curl 2D/3D against central differences of the double Perlin model, and the
//    finite-difference divergence of the integer field against its derivatives.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "qnoise/curl.hpp"
#include "qnoise/qnoise.hpp"
#include "qtest.hpp"
#include "reference_model.hpp"
#include "simplex_model.hpp"
#include "test_inputs.hpp"

using core_tests::Rng;
using qnoise::q16;

namespace {

struct Stats {
  double max = 0, sum2 = 0;
  long count = 0;
  void add(double err) {
    sum2 += err * err;
    ++count;
    max = std::max(max, std::fabs(err));
  }
  double rms() const { return count ? std::sqrt(sum2 / static_cast<double>(count)) : 0; }
};

template <class F>
void points(int n, F f) {
  Rng rng(4242);
  for (std::size_t i = 0; i < core_tests::kEdgeCount; ++i)
    for (std::size_t j = 0; j < core_tests::kEdgeCount; ++j)
      f(core_tests::kEdges[i], core_tests::kEdges[j], core_tests::kEdges[(i * 7 + j) % core_tests::kEdgeCount]);
  for (int i = 0; i < n; ++i) {
    const q16 x = rng.next_q16(), y = rng.next_q16(), z = rng.next_q16();
    if (i & 1) f(x, y, z);
    else f(x >> 10, y >> 10, z >> 10);
  }
}

// ------------------------------------------------------------------ worst-case search
double best2(double x, double y) {
  const double d2 = x * x + y * y;
  if (d2 >= 0.5) return 0;
  double t = 0.5 - d2, m = -1e9;
  t *= t;
  t *= t;
  for (int g = 0; g < 8; ++g) m = std::max(m, qnoise::detail::gradient2_x[g] * x + qnoise::detail::gradient2_y[g] * y);
  return t * m;
}
double worst2(double fx, double fy) {
  using smodel::kG2;
  const double t = (fx + fy) * kG2, x0 = fx - t, y0 = fy - t;
  const int i1 = fx > fy, j1 = 1 - i1;
  return best2(x0, y0) + best2(x0 - i1 + kG2, y0 - j1 + kG2) + best2(x0 - 1 + 2 * kG2, y0 - 1 + 2 * kG2);
}
double best3(double x, double y, double z) {
  const double d2 = x * x + y * y + z * z;
  if (d2 >= 0.5) return 0;
  double t = 0.5 - d2, m = -1e9;
  t *= t;
  t *= t;
  for (int g = 0; g < 16; ++g)
    m = std::max(m, qnoise::detail::gradient3_x[g] * x + qnoise::detail::gradient3_y[g] * y +
                        qnoise::detail::gradient3_z[g] * z);
  return t * m;
}
double worst3(double fx, double fy, double fz) {
  using smodel::kG3;
  const double t = (fx + fy + fz) * kG3, x0 = fx - t, y0 = fy - t, z0 = fz - t;
  const smodel::simplex3_order o = smodel::order3(fx, fy, fz);
  const int i1 = o.i1, j1 = o.j1, k1 = o.k1, i2 = o.i2, j2 = o.j2, k2 = o.k2;
  return best3(x0, y0, z0) + best3(x0 - i1 + kG3, y0 - j1 + kG3, z0 - k1 + kG3) +
         best3(x0 - i2 + 2 * kG3, y0 - j2 + 2 * kG3, z0 - k2 + 2 * kG3) +
         best3(x0 - 1 + 3 * kG3, y0 - 1 + 3 * kG3, z0 - 1 + 3 * kG3);
}

}  // namespace

QTEST(simplex_model, error_against_double_model) {
  Stats s2[4], s3[4];
  const qnoise::integer_hash hash{5u};
  const auto table = qnoise::make_permutation(77u);
  const qnoise::seed seed = qnoise::make_seed(11u);
  points(1000000, [&](q16 x, q16 y, q16 z) {
    const q16 sx = qnoise::detail::shift(x, seed.offset[0]), sy = qnoise::detail::shift(y, seed.offset[1]),
              sz = qnoise::detail::shift(z, seed.offset[2]);
    s2[0].add(qnoise::simplex(x, y) - smodel::simplex2(qnoise::perlin_permutation, x, y));
    s2[1].add(qnoise::simplex(x, y, hash) - smodel::simplex2(hash, x, y));
    s2[2].add(qnoise::simplex(x, y, table) - smodel::simplex2(table, x, y));
    s2[3].add(qnoise::simplex(x, y, seed) - smodel::simplex2(seed.lattice, sx, sy));
    s3[0].add(qnoise::simplex(x, y, z) - smodel::simplex3(qnoise::perlin_permutation, x, y, z));
    s3[1].add(qnoise::simplex(x, y, z, hash) - smodel::simplex3(hash, x, y, z));
    s3[2].add(qnoise::simplex(x, y, z, table) - smodel::simplex3(table, x, y, z));
    s3[3].add(qnoise::simplex(x, y, z, seed) - smodel::simplex3(seed.lattice, sx, sy, sz));
  });
  const char* names[4] = {"Perlin's table", "integer_hash{5}", "make_permutation(77)", "make_seed(11)"};
  for (int i = 0; i < 4; ++i) {
    std::printf("    simplex 2D %-22s max %.3f LSB, RMS %.3f LSB; 3D max %.3f, RMS %.3f (%ld points)\n", names[i],
                s2[i].max, s2[i].rms(), s3[i].max, s3[i].rms(), s2[i].count);
    QCHECK_LE(s2[i].max, 1.0);
    QCHECK_LE(s3[i].max, 1.0);
    QCHECK_LE(s2[i].rms(), 0.32);
    QCHECK_LE(s3[i].rms(), 0.32);
  }
}

QTEST(simplex_model, bound_search) {
  // Worst-case gradients per corner (the kernels are >= 0, so the largest value at a point
  // takes each corner's best gradient), maximised over the skewed unit cell: a dense grid
  // (2D 1024^2 cell centres, 3D 128^3 including the faces, where the 3D peak lies) then a
  // local refinement around the best point.
  double m2 = 0, bx = 0, by = 0;
  const int n2 = 1024;
  for (int a = 0; a < n2; ++a)
    for (int b = 0; b < n2; ++b) {
      const double x = (a + 0.5) / n2, y = (b + 0.5) / n2, v = worst2(x, y);
      if (v > m2) { m2 = v; bx = x; by = y; }
    }
  for (double h = 1.0 / n2; h > 1e-12; h /= 4)
    for (int a = -8; a <= 8; ++a)
      for (int b = -8; b <= 8; ++b) {
        const double x = bx + a * h / 8, y = by + b * h / 8;
        if (x < 0 || y < 0 || x >= 1 || y >= 1) continue;
        const double v = worst2(x, y);
        if (v > m2) { m2 = v; bx = x; by = y; }
      }
  double m3 = 0, cx = 0, cy = 0, cz = 0;
  const int n3 = 128;
  for (int a = 0; a < n3; ++a)
    for (int b = 0; b < n3; ++b)
      for (int c = 0; c < n3; ++c) {
        const double x = a / double(n3), y = b / double(n3), z = c / double(n3), v = worst3(x, y, z);
        if (v > m3) { m3 = v; cx = x; cy = y; cz = z; }
      }
  for (double h = 1.0 / n3; h > 1e-12; h /= 3)
    for (int a = -4; a <= 4; ++a)
      for (int b = -4; b <= 4; ++b)
        for (int c = -4; c <= 4; ++c) {
          const double x = cx + a * h / 4, y = cy + b * h / 4, z = cz + c * h / 4;
          if (x < 0 || y < 0 || z < 0 || x >= 1 || y >= 1 || z >= 1) continue;
          const double v = worst3(x, y, z);
          if (v > m3) { m3 = v; cx = x; cy = y; cz = z; }
        }
  const double lsb2 = m2 * smodel::kS2 * 65536, lsb3 = m3 * smodel::kS3 * 65536;
  std::printf("    raw max 2D %.9f at skewed (%.6f, %.6f) -> %.2f LSB (bound %d)\n", m2, bx, by, lsb2,
              qnoise::simplex2_bound);
  std::printf("    raw max 3D %.9f at skewed (%.6f, %.6f, %.6f) -> %.2f LSB (bound %d)\n", m3, cx, cy, cz, lsb3,
              qnoise::simplex3_bound);
  // The documented figures, and room for the integer roundings (< 2 LSB) under the bound.
  QCHECK(std::fabs(m2 - 0.022130144) < 1e-8);
  QCHECK(std::fabs(m3 - 0.013007110) < 1e-8);
  QCHECK(lsb2 + 2 <= qnoise::simplex2_bound);
  QCHECK(lsb3 + 2 <= qnoise::simplex3_bound);
}

QTEST(simplex_model, skewed_period) {
  // The skewed lattice repeats every 256 skewed cells: (x, y) and (x, y) + 256 (1, 0)
  // skewed, i.e. the unskewed vector 256 (1 - G, -G) with the exact inverse G = 94/444,
  // give the same noise in the model; the integer code gets the same within its error.
  Rng rng(6);
  const double g = 94.0 / 444.0;
  double worst = 0;
  for (int i = 0; i < 20000; ++i) {
    const double x = (rng.next() >> 12) / 65536.0, y = (rng.next() >> 12) / 65536.0;
    const double a = smodel::raw2(qnoise::perlin_permutation, x, y).value;
    const double b = smodel::raw2(qnoise::perlin_permutation, x + 256 * (1 - g), y - 256 * g).value;
    worst = std::max(worst, std::fabs(a - b) * smodel::kS2 * 65536);
  }
  std::printf("    2D model, shift by 256 skewed cells: largest difference %.2e LSB\n", worst);
  QCHECK_LT(worst, 1e-3);
}

QTEST(curl_model, against_double_model_and_divergence) {
  // Curl from central differences (h = 1e-6 unit) of the double Perlin model in the same
  // cell, in LSB of Q16 per unit.
  const double h = 1e-6;
  auto n2 = [](double x, double y) {
    // reference_model's 2D noise at real coordinates: cells from floor, fraction kept.
    const double fx = std::floor(x), fy = std::floor(y);
    const std::uint32_t X = static_cast<std::uint32_t>(static_cast<std::int64_t>(fx) & 0xFFFF),
                        Y = static_cast<std::uint32_t>(static_cast<std::int64_t>(fy) & 0xFFFF);
    const double u = x - fx, v = y - fy;
    const auto& l = qnoise::perlin_permutation;
    const std::uint32_t hx[2] = {l.next(0, X), l.next(0, (X + 1) & 0xFFFFu)};
    auto corner = [&](int i, int j, double du, double dv) {
      const std::uint32_t hc = l.next(hx[i], (Y + static_cast<std::uint32_t>(j)) & 0xFFFFu);
      const int* g = reference::kGrad2[hc & 7u];
      return g[0] * du + g[1] * dv;
    };
    const double a = reference::fade_quintic(u), b = reference::fade_quintic(v);
    return reference::lerp(b, reference::lerp(a, corner(0, 0, u, v), corner(1, 0, u - 1, v)),
                          reference::lerp(a, corner(0, 1, u, v - 1), corner(1, 1, u - 1, v - 1))) *
           43360.0;
  };
  auto n3 = [](double x, double y, double z) {
    const double fx = std::floor(x), fy = std::floor(y), fz = std::floor(z);
    const std::uint32_t X = static_cast<std::uint32_t>(static_cast<std::int64_t>(fx) & 0xFFFF),
                        Y = static_cast<std::uint32_t>(static_cast<std::int64_t>(fy) & 0xFFFF),
                        Z = static_cast<std::uint32_t>(static_cast<std::int64_t>(fz) & 0xFFFF);
    const double u = x - fx, v = y - fy, w = z - fz;
    const auto& l = qnoise::perlin_permutation;
    auto corner = [&](int i, int j, int k) {
      const std::uint32_t a = l.next(l.next(l.next(0, (X + static_cast<std::uint32_t>(i)) & 0xFFFFu),
                                            (Y + static_cast<std::uint32_t>(j)) & 0xFFFFu),
                                     (Z + static_cast<std::uint32_t>(k)) & 0xFFFFu);
      return reference::grad3(static_cast<int>(a & 15u), u - i, v - j, w - k);
    };
    const double a = reference::fade_quintic(u), b = reference::fade_quintic(v), c = reference::fade_quintic(w);
    using reference::lerp;
    return lerp(c, lerp(b, lerp(a, corner(0, 0, 0), corner(1, 0, 0)), lerp(a, corner(0, 1, 0), corner(1, 1, 0))),
                lerp(b, lerp(a, corner(0, 0, 1), corner(1, 0, 1)), lerp(a, corner(0, 1, 1), corner(1, 1, 1)))) *
           65536.0;
  };
  Stats c2[2], c3[3];
  double sum_div = 0, sum_part = 0;
  long count = 0;
  Rng rng(99);
  for (int i = 0; i < 100000; ++i) {
    const q16 xi = rng.next_q16() >> 4, yi = rng.next_q16() >> 4, zi = rng.next_q16() >> 4;
    const double x = xi / 65536.0, y = yi / 65536.0, z = zi / 65536.0;
    const qnoise::curl2 v = qnoise::curl(xi, yi);
    c2[0].add(v.x - (n2(x, y + h) - n2(x, y - h)) / (2 * h));
    c2[1].add(v.y + (n2(x + h, y) - n2(x - h, y)) / (2 * h));
    const qnoise::curl3 w = qnoise::curl(xi, yi, zi);
    double grad[3][3];  // grad[field][axis]
    for (int f = 0; f < 3; ++f) {
      const double ox = qnoise::detail::curl_offset[f][0] / 65536.0, oy = qnoise::detail::curl_offset[f][1] / 65536.0,
                   oz = qnoise::detail::curl_offset[f][2] / 65536.0;
      grad[f][0] = (n3(x + ox + h, y + oy, z + oz) - n3(x + ox - h, y + oy, z + oz)) / (2 * h);
      grad[f][1] = (n3(x + ox, y + oy + h, z + oz) - n3(x + ox, y + oy - h, z + oz)) / (2 * h);
      grad[f][2] = (n3(x + ox, y + oy, z + oz + h) - n3(x + ox, y + oy, z + oz - h)) / (2 * h);
    }
    c3[0].add(w.x - (grad[2][1] - grad[1][2]));
    c3[1].add(w.y - (grad[0][2] - grad[2][0]));
    c3[2].add(w.z - (grad[1][0] - grad[0][1]));
    // Divergence of the integer 3D field by central differences, h = 1/256 unit.
    const q16 s = 256;
    const double ax = qnoise::curl(xi + s, yi, zi).x - qnoise::curl(xi - s, yi, zi).x;
    const double ay = qnoise::curl(xi, yi + s, zi).y - qnoise::curl(xi, yi - s, zi).y;
    const double az = qnoise::curl(xi, yi, zi + s).z - qnoise::curl(xi, yi, zi - s).z;
    sum_div += (ax + ay + az) * (ax + ay + az);
    sum_part += (ax * ax + ay * ay + az * az) / 3;
    ++count;
  }
  std::printf("    curl 2D vs double model: x max %.2f RMS %.3f LSB, y max %.2f RMS %.3f LSB\n", c2[0].max, c2[0].rms(),
              c2[1].max, c2[1].rms());
  std::printf("    curl 3D vs double model: x max %.2f RMS %.3f, y max %.2f RMS %.3f, z max %.2f RMS %.3f LSB\n",
              c3[0].max, c3[0].rms(), c3[1].max, c3[1].rms(), c3[2].max, c3[2].rms());
  const double ratio = std::sqrt(sum_div / sum_part);
  std::printf("    curl 3D finite-difference divergence (h = 1/256): RMS(div) / RMS(partial) = %.4f\n", ratio);
  for (auto& s : c2) QCHECK_LE(s.max, 9.0);
  for (auto& s : c3) QCHECK_LE(s.max, 20.0);
  QCHECK_LT(ratio, 0.05);
}
