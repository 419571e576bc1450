// SPDX-License-Identifier: MIT
// Rigorous upper bound of the continuous "separable worst case" of 2D/3D/4D gradient noise:
//
//   G(t) = sum over corners c of W_c(F(t)) * M_c(t - c),   t in [0, 1]^k,
//   W_c(w) = prod_a (c_a ? w_a : 1 - w_a),   M_c(d) = max over gradients g of g . d,
//
// with F the exact quintic. Because every W_c >= 0, any choice of corner gradients gives
// a value <= G(t) at t, and (the gradient sets being symmetric under negation) >= -G(t).
// Branch and bound over boxes of [0, 1]^k: on each box, an upper bound of G is the
// smaller of
//   - the natural interval bound  sum_c max(W_c) * max(M_c), and
//   - the mean-value form  G(m) + sum_a sup|dG/dt_a| * (hi_a - lo_a) / 2  (m = centre),
//     where dG/dt_a is bounded by interval arithmetic; M_c is a max of linear functions,
//     so on the box its slope is in the hull of the slopes of the gradients that can be
//     the maximum there (g . d can reach max(min M_c)). Along any segment G is piecewise
//     smooth with those slopes, so the mean-value inequality holds.
// A box is dropped when its bound is <= best value found + tol; at the end every point of
// the cube has G <= best + tol.
// Symmetry: G(t) is unchanged by t_a -> 1 - t_a on any axis (the corner with bit a flipped
// takes the weight, since F(1 - t) = 1 - F(t), and sees d with component a negated, and
// every gradient set here is closed under negating one component). So the search covers
// [0, 1/2]^k, which bounds G on the whole cube. Arithmetic is double: each bound is a handful of
// operations on numbers <= 10, so rounding is below 1e-14; callers add 1e-12.
#ifndef QNOISE_VERIFY_BOUNDS_PROOF_HPP
#define QNOISE_VERIFY_BOUNDS_PROOF_HPP

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <vector>

namespace verify {

struct interval {
  double lo, hi;
};
inline interval operator+(interval a, interval b) { return {a.lo + b.lo, a.hi + b.hi}; }
inline interval operator*(interval a, interval b) {
  const double p[4] = {a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi};
  return {std::min(std::min(p[0], p[1]), std::min(p[2], p[3])),
          std::max(std::max(p[0], p[1]), std::max(p[2], p[3]))};
}
inline interval hull(interval a, interval b) {
  return {std::min(a.lo, b.lo), std::max(a.hi, b.hi)};
}

struct gradient_set {
  unsigned count;
  int g[32][4];
};

struct bound_result {
  double best;        // largest G found at a point (a lower bound of max G)
  double best_t[4];   // where
  double upper;       // proven: G <= upper everywhere on [0,1]^k
  std::uint64_t boxes;
  bool ok;            // false if a box became too small to decide
};

template <unsigned K>
class separable_max {
 public:
  explicit separable_max(const gradient_set& gs) : gs_(gs) {}

  static double fade(double t) { return t * t * t * (t * (t * 6.0 - 15.0) + 10.0); }
  static interval fade_range(double lo, double hi) { return {fade(lo), fade(hi)}; }
  /// F'(t) = 30 t^2 (1-t)^2 = 30 u^2, u = t(1-t), u increasing below 1/2.
  static interval fade_slope_range(double lo, double hi) {
    const double ulo = lo * (1.0 - lo), uhi = hi * (1.0 - hi);
    double umin = std::min(ulo, uhi), umax = std::max(ulo, uhi);
    if (lo <= 0.5 && hi >= 0.5) umax = 0.25;
    return {30.0 * umin * umin, 30.0 * umax * umax};
  }

  double value(const double* t) const {
    double w[K];
    for (unsigned a = 0; a < K; ++a) w[a] = fade(t[a]);
    double sum = 0;
    for (unsigned c = 0; c < (1u << K); ++c) {
      double weight = 1;
      double d[K];
      for (unsigned a = 0; a < K; ++a) {
        const unsigned bit = (c >> (K - 1 - a)) & 1u;
        weight *= bit ? w[a] : 1.0 - w[a];
        d[a] = t[a] - bit;
      }
      double m = -1e300;
      for (unsigned i = 0; i < gs_.count; ++i) {
        double dot = 0;
        for (unsigned a = 0; a < K; ++a) dot += gs_.g[i][a] * d[a];
        m = std::max(m, dot);
      }
      sum += weight * m;
    }
    return sum;
  }

  double box_bound(const double* lo, const double* hi) const {
    interval f[K], one_minus_f[K], slope[K], dG[K];
    for (unsigned a = 0; a < K; ++a) {
      f[a] = fade_range(lo[a], hi[a]);
      one_minus_f[a] = {1.0 - f[a].hi, 1.0 - f[a].lo};
      slope[a] = fade_slope_range(lo[a], hi[a]);
      dG[a] = {0, 0};
    }
    double natural = 0;
    for (unsigned c = 0; c < (1u << K); ++c) {
      interval wf[K];
      interval d[K];
      interval weight{1, 1};
      for (unsigned a = 0; a < K; ++a) {
        const unsigned bit = (c >> (K - 1 - a)) & 1u;
        wf[a] = bit ? f[a] : one_minus_f[a];
        weight = weight * wf[a];
        d[a] = {lo[a] - bit, hi[a] - bit};
      }
      interval dots[32];
      double m_lo = 0, m_hi = 0;  // M >= 0: the set holds g and -g
      for (unsigned i = 0; i < gs_.count; ++i) {
        interval dot{0, 0};
        for (unsigned a = 0; a < K; ++a) dot = dot + interval{double(gs_.g[i][a]), double(gs_.g[i][a])} * d[a];
        dots[i] = dot;
        m_lo = std::max(m_lo, dot.lo);
        m_hi = std::max(m_hi, dot.hi);
      }
      natural += weight.hi * m_hi;
      const interval m{m_lo, m_hi};
      for (unsigned a = 0; a < K; ++a) {
        // Slope of M_c along a: hull of g_a over the candidates (0 if M can be the
        // zero of a tie between g and -g, covered since both are candidates then).
        bool any = false;
        interval dm{0, 0};
        for (unsigned i = 0; i < gs_.count; ++i) {
          if (dots[i].hi < m_lo) continue;
          const interval ga{double(gs_.g[i][a]), double(gs_.g[i][a])};
          dm = any ? hull(dm, ga) : ga;
          any = true;
        }
        interval others{1, 1};
        for (unsigned b = 0; b < K; ++b)
          if (b != a) others = others * wf[b];
        const unsigned bit = (c >> (K - 1 - a)) & 1u;
        const interval dw = bit ? slope[a] : interval{-slope[a].hi, -slope[a].lo};
        dG[a] = dG[a] + dw * others * m + weight * dm;
      }
    }
    double mid[K];
    for (unsigned a = 0; a < K; ++a) mid[a] = 0.5 * (lo[a] + hi[a]);
    double mvf = value(mid);
    for (unsigned a = 0; a < K; ++a)
      mvf += std::max(std::fabs(dG[a].lo), std::fabs(dG[a].hi)) * 0.5 * (hi[a] - lo[a]);
    return std::min(natural, mvf);
  }

  bound_result run(double tol) const {
    bound_result r{};
    r.ok = true;
    // Seed the best value with a grid.
    const unsigned n = K == 2 ? 129 : (K == 3 ? 33 : 9);
    unsigned idx[K] = {};
    for (;;) {
      double t[K];
      for (unsigned a = 0; a < K; ++a) t[a] = 0.5 * double(idx[a]) / double(n - 1);
      consider(t, r);
      unsigned a = 0;
      while (a < K && ++idx[a] == n) idx[a++] = 0;
      if (a == K) break;
    }
    // Refine it (compass search), so boxes are pruned against a good value from the start.
    for (double step = 1.0 / 64; step > 1e-9; step *= 0.5) {
      bool improved = true;
      while (improved) {
        improved = false;
        for (unsigned a = 0; a < K; ++a)
          for (double dir : {-1.0, 1.0}) {
            double t[K];
            for (unsigned b = 0; b < K; ++b) t[b] = r.best_t[b];
            t[a] = std::min(0.5, std::max(0.0, t[a] + dir * step));
            const double before = r.best;
            consider(t, r);
            improved = improved || r.best > before;
          }
      }
    }
    struct box { double lo[K], hi[K]; };
    std::vector<box> stack;
    box root;
    for (unsigned a = 0; a < K; ++a) { root.lo[a] = 0; root.hi[a] = 0.5; }
    stack.push_back(root);
    while (!stack.empty()) {
      box b = stack.back();
      stack.pop_back();
      ++r.boxes;
      const double ub = box_bound(b.lo, b.hi);
      if (ub <= r.best + tol) continue;
      double mid[K];
      unsigned wide = 0;
      for (unsigned a = 0; a < K; ++a) {
        mid[a] = 0.5 * (b.lo[a] + b.hi[a]);
        if (b.hi[a] - b.lo[a] > b.hi[wide] - b.lo[wide]) wide = a;
      }
      consider(mid, r);
      if (b.hi[wide] - b.lo[wide] < 1e-10) { r.ok = false; continue; }
      box left = b, right = b;
      left.hi[wide] = mid[wide];
      right.lo[wide] = mid[wide];
      stack.push_back(left);
      stack.push_back(right);
    }
    r.upper = r.best + tol;
    return r;
  }

 private:
  void consider(const double* t, bound_result& r) const {
    const double v = value(t);
    if (v > r.best) {
      r.best = v;
      for (unsigned a = 0; a < K; ++a) r.best_t[a] = t[a];
    }
  }
  gradient_set gs_;
};

}  // namespace verify

#endif  // QNOISE_VERIFY_BOUNDS_PROOF_HPP
