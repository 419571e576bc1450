// SPDX-License-Identifier: MIT
// How close the default table (Perlin's permutation) gets to the proven bounds: a search,
// not a proof (the proof of the bounds is test_bounds.cpp).
//
// 2D (default run): every one of the 256^2 cells is looked at. Cells with the same four
//   corner gradients give the same noise, so each distinct combination present in the
//   table (<= 4096) is maximised on a 33x33 grid of the exact double model, refined by a
//   pattern search; the 8 best (and 8 most negative) combinations are then searched
//   exhaustively over a 97x97 window of the real integer function around the model's
//   optimum.
// 3D (label `exhaustive`): all 256^3 cells are screened at the 48 images of the
//   separable optimum (axis permutations x reflections); the 16 best cells (each sign) get
//   a pattern search of the model from the best image, then a 49^3 integer window.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <thread>
#include <vector>

#include "qtest.hpp"
#include "verify_common.hpp"

namespace {

using qnoise::q16;
const auto& P = qnoise::perlin_permutation;

struct found {
  q16 value;
  q16 x, y, z;
};

// Exact model of one cell's noise with the given corner gradient indices, in LSB.
[[maybe_unused]] double model2(const std::uint32_t* h, const double* t) {
  double sum = 0;
  for (unsigned c = 0; c < 4; ++c) {
    const unsigned bx = c >> 1, by = c & 1u;
    const double wx = verify::quintic(t[0]), wy = verify::quintic(t[1]);
    sum += (bx ? wx : 1 - wx) * (by ? wy : 1 - wy) *
           (qnoise::detail::gradient2_x[h[c]] * (t[0] - bx) +
            qnoise::detail::gradient2_y[h[c]] * (t[1] - by));
  }
  return 65536.0 * 43360.0 / 65536.0 * sum;
}

[[maybe_unused]] double model3(const std::uint32_t* h, const double* t) {
  double sum = 0;
  for (unsigned c = 0; c < 8; ++c) {
    double w = 1, dot = 0;
    for (unsigned a = 0; a < 3; ++a) {
      const unsigned bit = (c >> (2 - a)) & 1u;
      const double wa = verify::quintic(t[a]);
      w *= bit ? wa : 1 - wa;
      const int g = a == 0 ? qnoise::detail::gradient3_x[h[c]]
                   : a == 1 ? qnoise::detail::gradient3_y[h[c]]
                            : qnoise::detail::gradient3_z[h[c]];
      dot += g * (t[a] - bit);
    }
    sum += w * dot;
  }
  return 65536.0 * sum;
}

// Pattern search (compass search) of sign * f from t, in [0, 1]^K.
template <unsigned K, class F>
void pattern_search(F f, double sign, double* t) {
  double best = sign * f(t);
  for (double step = 1.0 / 64; step > 1e-7; step *= 0.5) {
    bool improved = true;
    while (improved) {
      improved = false;
      for (unsigned a = 0; a < K; ++a) {
        for (double dir : {-1.0, 1.0}) {
          double u[K];
          for (unsigned b = 0; b < K; ++b) u[b] = t[b];
          u[a] = std::min(1.0, std::max(0.0, u[a] + dir * step));
          const double v = sign * f(u);
          if (v > best) {
            best = v;
            for (unsigned b = 0; b < K; ++b) t[b] = u[b];
            improved = true;
          }
        }
      }
    }
  }
}

std::int32_t to_fraction(double t) {
  return static_cast<std::int32_t>(std::min(65535.0, std::max(0.0, std::round(t * 65536.0))));
}

[[maybe_unused]] std::uint32_t hash2(std::uint32_t X, std::uint32_t Y, unsigned c) {
  return P.next(P.next(0, X + (c >> 1)), Y + (c & 1u)) & 7u;
}
[[maybe_unused]] std::uint32_t hash3(std::uint32_t X, std::uint32_t Y, std::uint32_t Z, unsigned c) {
  return P.next(P.next(P.next(0, X + (c >> 2)), Y + ((c >> 1) & 1u)), Z + (c & 1u)) & 15u;
}

}  // namespace

#ifndef QNOISE_VERIFY_FULL

QTEST(realised_max, perlin2_default_table) {
  struct combo { bool present = false; std::uint32_t X = 0, Y = 0; double best[2] = {0, 0}; double t[2][2] = {}; };
  std::vector<combo> combos(4096);
  for (std::uint32_t X = 0; X < 256; ++X)
    for (std::uint32_t Y = 0; Y < 256; ++Y) {
      std::uint32_t key = 0;
      for (unsigned c = 0; c < 4; ++c) key = key * 8 + hash2(X, Y, c);
      if (!combos[key].present) { combos[key].present = true; combos[key].X = X; combos[key].Y = Y; }
    }
  unsigned distinct = 0;
  for (std::uint32_t key = 0; key < 4096; ++key) {
    combo& cb = combos[key];
    if (!cb.present) continue;
    ++distinct;
    std::uint32_t h[4];
    for (unsigned c = 0; c < 4; ++c) h[c] = (key >> (3 * (3 - c))) & 7u;
    auto f = [&](const double* t) { return model2(h, t); };
    for (int s = 0; s < 2; ++s) {
      const double sign = s == 0 ? 1.0 : -1.0;
      double best = -1e300, bt[2] = {0, 0};
      for (int i = 0; i <= 32; ++i)
        for (int j = 0; j <= 32; ++j) {
          const double t[2] = {i / 32.0, j / 32.0};
          const double v = sign * f(t);
          if (v > best) { best = v; bt[0] = t[0]; bt[1] = t[1]; }
        }
      pattern_search<2>(f, sign, bt);
      cb.best[s] = f(bt);
      cb.t[s][0] = bt[0];
      cb.t[s][1] = bt[1];
    }
  }
  found result[2] = {{INT32_MIN, 0, 0, 0}, {INT32_MAX, 0, 0, 0}};
  for (int s = 0; s < 2; ++s) {
    std::vector<std::uint32_t> order;
    for (std::uint32_t key = 0; key < 4096; ++key) if (combos[key].present) order.push_back(key);
    std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
      return s == 0 ? combos[a].best[0] > combos[b].best[0] : combos[a].best[1] < combos[b].best[1];
    });
    for (unsigned k = 0; k < 8 && k < order.size(); ++k) {
      const combo& cb = combos[order[k]];
      const std::int32_t fx = to_fraction(cb.t[s][0]), fy = to_fraction(cb.t[s][1]);
      for (std::int32_t dx = -48; dx <= 48; ++dx)
        for (std::int32_t dy = -48; dy <= 48; ++dy) {
          const std::int32_t gx = std::min(65535, std::max(0, fx + dx));
          const std::int32_t gy = std::min(65535, std::max(0, fy + dy));
          const q16 x = static_cast<q16>(cb.X * 65536u) + gx;
          const q16 y = static_cast<q16>(cb.Y * 65536u) + gy;
          const q16 n = qnoise::perlin(x, y);
          if (s == 0 ? n > result[0].value : n < result[1].value) result[s] = {n, x, y, 0};
        }
    }
  }
  std::printf("perlin 2D, default table: %u distinct corner combinations in 65536 cells\n"
              "  largest found %d = perlin(%d, %d) (%.6f of bound %d)\n"
              "  smallest found %d = perlin(%d, %d)\n",
              distinct, result[0].value, result[0].x, result[0].y,
              result[0].value / double(qnoise::perlin2_bound), qnoise::perlin2_bound,
              result[1].value, result[1].x, result[1].y);
  QCHECK_LE(result[0].value, qnoise::perlin2_bound);
  QCHECK_GE(result[1].value, -qnoise::perlin2_bound);
}

#else

QTEST(realised_max, perlin3_default_table) {
  // The 48 images of the separable optimum (test_bounds: (0.5, 0.644745, 0.481506)).
  const double opt[3] = {0.5, 0.644745, 0.481506};
  const unsigned perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  double images[48][3];
  for (unsigned p = 0; p < 6; ++p)
    for (unsigned r = 0; r < 8; ++r)
      for (unsigned a = 0; a < 3; ++a) {
        const double v = opt[perms[p][a]];
        images[p * 8 + r][a] = (r >> a) & 1u ? 1.0 - v : v;
      }
  // coef[p][c][h]: contribution of corner c with gradient h at image p, in LSB.
  static std::int32_t coef[48][8][16];
  for (unsigned p = 0; p < 48; ++p)
    for (unsigned c = 0; c < 8; ++c)
      for (std::uint32_t h = 0; h < 16; ++h) {
        // Contribution of corner c alone: the noise is a sum over corners.
        double w = 1, dot = 0;
        for (unsigned a = 0; a < 3; ++a) {
          const unsigned bit = (c >> (2 - a)) & 1u;
          const double wa = verify::quintic(images[p][a]);
          w *= bit ? wa : 1 - wa;
          const int g = a == 0 ? qnoise::detail::gradient3_x[h]
                       : a == 1 ? qnoise::detail::gradient3_y[h]
                                : qnoise::detail::gradient3_z[h];
          dot += g * (images[p][a] - bit);
        }
        coef[p][c][h] = static_cast<std::int32_t>(std::lround(65536.0 * w * dot));
      }
  struct cand { std::int32_t score; std::uint32_t cell; unsigned image; };
  const unsigned keep = 16;
  const unsigned threads = 2;
  std::vector<std::vector<cand>> best_hi(threads), best_lo(threads);
  std::vector<std::thread> pool;
  for (unsigned k = 0; k < threads; ++k) {
    pool.emplace_back([&, k] {
      std::vector<cand> hi, lo;
      for (std::uint32_t cell = k; cell < (1u << 24); cell += threads) {
        const std::uint32_t X = cell >> 16, Y = (cell >> 8) & 255u, Z = cell & 255u;
        std::uint32_t h[8];
        for (unsigned c = 0; c < 8; ++c) h[c] = hash3(X, Y, Z, c);
        std::int32_t top = INT32_MIN, bottom = INT32_MAX;
        unsigned top_p = 0, bottom_p = 0;
        for (unsigned p = 0; p < 48; ++p) {
          std::int32_t s = 0;
          for (unsigned c = 0; c < 8; ++c) s += coef[p][c][h[c]];
          if (s > top) { top = s; top_p = p; }
          if (s < bottom) { bottom = s; bottom_p = p; }
        }
        auto push = [&](std::vector<cand>& v, cand c, bool high) {
          auto better = [high](const cand& a, const cand& b) { return high ? a.score > b.score : a.score < b.score; };
          if (v.size() < keep) { v.push_back(c); std::sort(v.begin(), v.end(), better); return; }
          if (better(c, v.back())) { v.back() = c; std::sort(v.begin(), v.end(), better); }
        };
        push(hi, {top, cell, top_p}, true);
        push(lo, {bottom, cell, bottom_p}, false);
      }
      best_hi[k] = hi;
      best_lo[k] = lo;
    });
  }
  for (auto& t : pool) t.join();
  found result[2] = {{INT32_MIN, 0, 0, 0}, {INT32_MAX, 0, 0, 0}};
  for (int s = 0; s < 2; ++s) {
    const double sign = s == 0 ? 1.0 : -1.0;
    for (unsigned k = 0; k < threads; ++k)
      for (const cand& c : (s == 0 ? best_hi[k] : best_lo[k])) {
        const std::uint32_t X = c.cell >> 16, Y = (c.cell >> 8) & 255u, Z = c.cell & 255u;
        std::uint32_t h[8];
        for (unsigned i = 0; i < 8; ++i) h[i] = hash3(X, Y, Z, i);
        double t[3] = {images[c.image][0], images[c.image][1], images[c.image][2]};
        pattern_search<3>([&](const double* u) { return model3(h, u); }, sign, t);
        const std::int32_t f[3] = {to_fraction(t[0]), to_fraction(t[1]), to_fraction(t[2])};
        for (std::int32_t dx = -24; dx <= 24; ++dx)
          for (std::int32_t dy = -24; dy <= 24; ++dy)
            for (std::int32_t dz = -24; dz <= 24; ++dz) {
              const q16 x = static_cast<q16>(X * 65536u) + std::min(65535, std::max(0, f[0] + dx));
              const q16 y = static_cast<q16>(Y * 65536u) + std::min(65535, std::max(0, f[1] + dy));
              const q16 z = static_cast<q16>(Z * 65536u) + std::min(65535, std::max(0, f[2] + dz));
              const q16 n = qnoise::perlin(x, y, z);
              if (s == 0 ? n > result[0].value : n < result[1].value) result[s] = {n, x, y, z};
            }
      }
  }
  std::printf("perlin 3D, default table (search over 2^24 cells):\n"
              "  largest found %d = perlin(%d, %d, %d) (%.6f of bound %d)\n"
              "  smallest found %d = perlin(%d, %d, %d)\n",
              result[0].value, result[0].x, result[0].y, result[0].z,
              result[0].value / double(qnoise::perlin3_bound), qnoise::perlin3_bound,
              result[1].value, result[1].x, result[1].y, result[1].z);
  QCHECK_LE(result[0].value, qnoise::perlin3_bound);
  QCHECK_GE(result[1].value, -qnoise::perlin3_bound);
}

#endif
