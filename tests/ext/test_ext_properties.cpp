// SPDX-License-Identifier: MIT
// Properties of issue 19's additions on every config (integer only):
//  - Worley: 0 <= f1 <= f2 within the stated bounds (random points, and adversarial
//    lattices that put every feature point where it is farthest: the bounds are reached);
//    the square root's rounding; continuity (1-Lipschitz up to rounding) across cell faces
//    and across the INT32_MAX -> INT32_MIN wrap; the lattice period;
//  - warp: zero amplitude is the identity, |displacement| <= |amplitude| for any amplitude
//    and input, determinism, decorrelated axes;
//  - 4D fractal sums: ranges with extreme parameters; periodic 4D and 3D loops: exact
//    repetition, and equal to plain 4D noise where the period matches the lattice.
#include <cstdint>

#include "qnoise/qnoise.hpp"
#include "qtest.hpp"
#include "test_inputs.hpp"

using core_tests::Rng;
using qnoise::q16;

namespace {

constexpr std::int64_t iabs(std::int64_t v) { return v < 0 ? -v : v; }

/// Wrapped difference a - b of two coordinates (mod 2^32, as int32).
constexpr std::int64_t wrapped_diff(q16 a, q16 b) {
  return qnoise::to_signed(static_cast<std::uint32_t>(a) - static_cast<std::uint32_t>(b));
}

template <unsigned D, class Distance>
void check_worley_sample(const qnoise::worley_result& r) {
  QCHECK_LE(0, r.f1);
  QCHECK_LE(r.f1, r.f2);
  QCHECK_LE(r.f1, (qnoise::worley_f1_bound<D, Distance>));
  QCHECK_LE(r.f2, (qnoise::worley_f2_bound<D, Distance>));
}

/// A lattice that puts each cell's feature point at the corner of its jitter box farthest
/// from a fixed sample position q (inside cell 100 on every axis): the worst case of both
/// f1 and f2 at q. start() = 1; each step appends the cell's offset (0, 1, 2 for cells 99,
/// 100, 101) in base 4; the D-th step returns the jitter bits instead.
template <unsigned D>
struct adversary {
  std::int32_t q[3];
  constexpr std::uint32_t start() const noexcept { return 1; }
  constexpr std::uint32_t next(std::uint32_t h, std::uint32_t cell) const noexcept {
    const std::uint32_t rel = (cell - 99u) & 3u;
    const std::uint32_t path = h * 4u + rel;
    if (h < (1u << (2 * (D - 1)))) return path;
    std::uint32_t bits = 0;
    for (unsigned a = 0; a < D; ++a) {
      const unsigned shift_from_top = 2 * (D - 1 - a);
      const std::int32_t k = static_cast<std::int32_t>((path >> shift_from_top) & 3u) - 1;
      const std::uint32_t jmax = D == 2 ? 0xFFFFu : (a < 2 ? 0x7FFu : 0x3FFu);
      const std::uint32_t jmax16 = D == 2 ? 0xFFFFu : (a < 2 ? 0x7FFu << 5 : 0x3FFu << 6);
      const std::int32_t lo = k * 65536 + qnoise::worley_margin<D>;
      const std::int32_t hi = k * 65536 + qnoise::detail::jitter<D>(jmax16);
      const bool far_high = iabs(hi - q[a]) > iabs(lo - q[a]);
      const unsigned pos = D == 2 ? 16 * a : 11 * a;
      if (far_high) bits |= jmax << pos;
    }
    return bits;
  }
};

template <unsigned D, class Distance>
void adversarial_maximum(q16 (&found)[2]) {
  // Sample positions: a grid of 1/16 cell plus the maxima located by a search (docs).
  static constexpr std::int32_t special[][3] = {
      {0, 0, 0}, {32768, 32768, 32768}, {65529, 65529, 65521}, {32765, 32765, 32753}, {65535, 65535, 65535}};
  auto visit = [&](std::int32_t qx, std::int32_t qy, std::int32_t qz) {
    const adversary<D> lat{{qx, qy, qz}};
    const q16 x = 100 * 65536 + qx, y = 100 * 65536 + qy, z = 100 * 65536 + qz;
    qnoise::worley_result r{};
    if constexpr (D == 2) r = qnoise::worley<Distance>(x, y, lat);
    else r = qnoise::worley<Distance>(x, y, z, lat);
    check_worley_sample<D, Distance>(r);
    if (r.f1 > found[0]) found[0] = r.f1;
    if (r.f2 > found[1]) found[1] = r.f2;
  };
  for (const auto& s : special) visit(s[0], s[1], s[2]);
  const std::int32_t step = D == 2 ? 4096 : 8192;
  for (std::int32_t a = 0; a < 65536; a += step)
    for (std::int32_t b = 0; b < 65536; b += step) {
      if constexpr (D == 2) {
        visit(a, b, 0);
      } else {
        for (std::int32_t c = 0; c < 65536; c += step) visit(a, b, c);
      }
    }
}

template <unsigned D, class Distance>
void bounds_reached(const char* name) {
  q16 found[2] = {0, 0};
  adversarial_maximum<D, Distance>(found);
  qtest::print("    ", name, ": f1 max ", found[0], " (bound ", qnoise::worley_f1_bound<D, Distance>, "), f2 max ",
               found[1], " (bound ", qnoise::worley_f2_bound<D, Distance>, ")\n");
  // The bounds are tight: the adversary gets within 2 LSB of each.
  QCHECK_GE(found[0], (qnoise::worley_f1_bound<D, Distance>) - 2);
  QCHECK_GE(found[1], (qnoise::worley_f2_bound<D, Distance>) - 2);
}

}  // namespace

QTEST(ext_worley, distance_rounding_exact) {
  // round(sqrt(4 s)): (2r - 1)^2 <= 16 s < (2r + 1)^2, over small values, squares and
  // neighbours, and random s.
  auto check = [](std::uint32_t s) {
    const std::uint64_t r = qnoise::detail::distance_from_quarter_square(s);
    const std::uint64_t s16 = static_cast<std::uint64_t>(s) * 16u;
    QCHECK_LE(r == 0 ? 0u : (2 * r - 1) * (2 * r - 1), s16);
    QCHECK_LT(s16, (2 * r + 1) * (2 * r + 1));
  };
  for (std::uint32_t s = 0; s < 5000; ++s) check(s);
  for (std::uint32_t r = 1; r < 65536; r += 97) {
    check(r * r - 1);
    check(r * r);
    check(r * r + r);
    check(r * r + r + 1);
  }
  check(0xFFFFFFFFu);
  Rng rng(19);
  for (int i = 0; i < 5000; ++i) check(rng.next());
  for (std::uint32_t s = 0; s < 3000; ++s) QCHECK_EQ(qnoise::detail::isqrt32(s * s), s);
}

QTEST(ext_worley, bounds_random_points) {
  Rng rng(1919);
  for (int i = 0; i < 400; ++i) {
    const q16 x = rng.next_q16(), y = rng.next_q16(), z = rng.next_q16();
    check_worley_sample<2, qnoise::euclidean>(qnoise::worley(x, y));
    check_worley_sample<2, qnoise::euclidean_squared>(qnoise::worley<qnoise::euclidean_squared>(x, y, qnoise::perlin_permutation));
    check_worley_sample<2, qnoise::manhattan>(qnoise::worley<qnoise::manhattan>(x, y, qnoise::integer_hash{3}));
    check_worley_sample<3, qnoise::euclidean>(qnoise::worley(x, y, z));
    check_worley_sample<3, qnoise::euclidean_squared>(qnoise::worley<qnoise::euclidean_squared>(x, y, z, qnoise::make_seed(4)));
    check_worley_sample<3, qnoise::manhattan>(qnoise::worley<qnoise::manhattan>(x, y, z, qnoise::perlin_permutation));
  }
  for (const q16 x : core_tests::kEdges)
    for (const q16 y : core_tests::kEdges) {
      check_worley_sample<2, qnoise::euclidean>(qnoise::worley(x, y));
      check_worley_sample<3, qnoise::manhattan>(qnoise::worley<qnoise::manhattan>(x, y, x));
    }
}

QTEST(ext_worley, bounds_reached_by_adversarial_lattices) {
  bounds_reached<2, qnoise::euclidean>("worley2 euclidean");
  bounds_reached<2, qnoise::euclidean_squared>("worley2 euclidean_squared");
  bounds_reached<2, qnoise::manhattan>("worley2 manhattan");
  bounds_reached<3, qnoise::euclidean>("worley3 euclidean");
  bounds_reached<3, qnoise::euclidean_squared>("worley3 euclidean_squared");
  bounds_reached<3, qnoise::manhattan>("worley3 manhattan");
}

QTEST(ext_worley, continuous_across_cells_and_the_wrap) {
  // Euclidean f1 and f2 are 1-Lipschitz (the 3x3 search is exact); one LSB step changes
  // them by at most 1 + the two roundings (<= 2 LSB). Steps across cell faces and across
  // INT32_MAX -> INT32_MIN on each axis.
  Rng rng(77);
  for (int i = 0; i < 300; ++i) {
    const q16 y = rng.next_q16(), z = rng.next_q16();
    const q16 xs[3] = {qnoise::to_signed(rng.next() | 0xFFFFu), INT32_MAX, static_cast<q16>(0xFFFF)};
    for (const q16 x0 : xs) {
      const q16 x1 = core_tests::wrap_add(x0, 1);
      const auto a = qnoise::worley(x0, y), b = qnoise::worley(x1, y);
      QCHECK_LE(iabs(a.f1 - b.f1), 2);
      QCHECK_LE(iabs(a.f2 - b.f2), 2);
      const auto c = qnoise::worley(y, x0, z), d = qnoise::worley(y, x1, z);
      QCHECK_LE(iabs(c.f1 - d.f1), 2);
      QCHECK_LE(iabs(c.f2 - d.f2), 2);
      const auto e = qnoise::worley(z, y, x0, qnoise::make_seed(2)), f = qnoise::worley(z, y, x1, qnoise::make_seed(2));
      QCHECK_LE(iabs(e.f1 - f.f1), 2);
      QCHECK_LE(iabs(e.f2 - f.f2), 2);
    }
  }
  // The wrap is just two neighbouring cells (0x7FFF, 0x8000): the same as any other face.
  const auto a = qnoise::worley(INT32_MAX, 12345), b = qnoise::worley(INT32_MIN, 12345);
  QCHECK_LE(iabs(a.f1 - b.f1), 2);
}

QTEST(ext_worley, manhattan_jumps_are_rare) {
  // Manhattan is the nearest two within the block: exact L1 sums, so a 1 LSB step changes
  // f1 by at most 1 unless a point outside the block is nearer (rare; counted).
  Rng rng(78);
  int jumps = 0, steps = 0;
  for (int i = 0; i < 400; ++i) {
    const q16 x0 = qnoise::to_signed(rng.next() | 0xFFFFu), y = rng.next_q16();
    const auto a = qnoise::worley<qnoise::manhattan>(x0, y), b = qnoise::worley<qnoise::manhattan>(core_tests::wrap_add(x0, 1), y);
    ++steps;
    if (iabs(a.f1 - b.f1) > 1) ++jumps;
  }
  qtest::print("    manhattan 2D: ", jumps, " jumps in ", steps, " steps across cell faces\n");
  QCHECK_LE(jumps * 50, steps);
}

QTEST(ext_worley, lattice_period_and_cell_id) {
  Rng rng(5);
  for (int i = 0; i < 100; ++i) {
    const q16 x = rng.next_q16(), y = rng.next_q16();
    const auto a = qnoise::worley(x, y, qnoise::perlin_permutation);
    const auto b = qnoise::worley(core_tests::wrap_add(x, 256 * 65536), core_tests::wrap_add(y, -256 * 65536), qnoise::perlin_permutation);
    QCHECK_EQ(a.f1, b.f1);
    QCHECK_EQ(a.f2, b.f2);
    QCHECK_EQ(a.cell, b.cell);
    // The cell id is the same for the three distances when their nearest cells agree, and
    // the squared distance orders like the distance.
    const auto s = qnoise::worley<qnoise::euclidean_squared>(x, y, qnoise::perlin_permutation);
    QCHECK_EQ(s.cell, a.cell);
  }
  // A seed is the seed's lattice at shifted coordinates.
  const qnoise::seed s = qnoise::make_seed(9);
  const auto p = qnoise::worley(1000, 2000, 3000, s);
  const auto q = qnoise::worley(qnoise::detail::shift(1000, s.offset[0]), qnoise::detail::shift(2000, s.offset[1]),
                                qnoise::detail::shift(3000, s.offset[2]), s.lattice);
  QCHECK_EQ(p.f1, q.f1);
  QCHECK_EQ(p.cell, q.cell);
}

QTEST(ext_warp, zero_amplitude_is_identity) {
  constexpr qnoise::warp_params single = qnoise::make_warp(0, 3u);
  constexpr qnoise::warp_params frac = qnoise::make_warp(0, qnoise::fractal<5>());
  for (const q16 x : core_tests::kEdges)
    for (const q16 y : core_tests::kEdges) {
      const auto a = qnoise::warp(x, y, single);
      QCHECK_EQ(a.x, x);
      QCHECK_EQ(a.y, y);
      const auto b = qnoise::warp_progressive(x, y, x, frac, qnoise::integer_hash{1});
      QCHECK_EQ(b.x, x);
      QCHECK_EQ(b.y, y);
      QCHECK_EQ(b.z, x);
      QCHECK_EQ(qnoise::warp<qnoise::value_basis<qnoise::catmull_rom>>(x, frac, qnoise::integer_hash{}), x);
    }
}

QTEST(ext_warp, displacement_bounded_by_amplitude) {
  const q16 amplitudes[] = {1, -1, 65536, -65536, 3 * 65536 + 5, 1 << 24, -(1 << 24), INT32_MAX, INT32_MIN + 1};
  Rng rng(31);
  for (const q16 amp : amplitudes) {
    const qnoise::warp_params single = qnoise::make_warp(amp, 11u);
    const qnoise::warp_params frac = qnoise::make_warp(amp, qnoise::make_fractal(6, 2 * 65536, 60000, 4));
    const std::int64_t limit = iabs(amp);
    std::int64_t largest = 0;
    for (int i = 0; i < 60; ++i) {
      const q16 x = rng.next_q16(), y = rng.next_q16(), z = rng.next_q16();
      const auto a = qnoise::warp(x, y, z, single);
      const auto b = qnoise::warp_progressive(x, y, frac);
      const auto c = qnoise::warp<qnoise::value_basis<qnoise::catmull_rom>>(x, y, frac, qnoise::integer_hash{});
      const std::int64_t d[] = {wrapped_diff(a.x, x), wrapped_diff(a.y, y), wrapped_diff(a.z, z), wrapped_diff(b.x, x),
                                wrapped_diff(b.y, y), wrapped_diff(c.x, x), wrapped_diff(c.y, y)};
      for (const std::int64_t v : d) {
        if (limit < 0x7FFFFFFF) QCHECK_LE(iabs(v), limit);  // beyond 2^31 - 1 the wrap hides it
        if (iabs(v) > largest) largest = iabs(v);
      }
    }
    if (amp == 65536) {
      qtest::print("    amplitude 1.0: largest displacement ", largest, " LSB\n");
      QCHECK_GE(largest * 4, limit);  // and it does displace
    }
  }
}

QTEST(ext_warp, deterministic_and_axes_decorrelated) {
  constexpr qnoise::warp_params w = qnoise::make_warp(2 * 65536, 21u);
  Rng rng(8);
  int same = 0;
  for (int i = 0; i < 200; ++i) {
    const q16 x = rng.next_q16(), y = rng.next_q16();
    const auto a = qnoise::warp(x, y, w), b = qnoise::warp(x, y, w);
    QCHECK_EQ(a.x, b.x);
    QCHECK_EQ(a.y, b.y);
    if (wrapped_diff(a.x, x) == wrapped_diff(a.y, y)) ++same;
  }
  QCHECK_LE(same, 2);
  // A single warp with one octave equals the independent form of the same parameters.
  const auto p = qnoise::warp(123456, 654321, w), q = qnoise::warp_progressive(123456, 654321, w);
  QCHECK_EQ(p.x, q.x);
  QCHECK_EQ(p.y, q.y);
}

QTEST(ext_fractal4, ranges_with_extreme_parameters) {
  const qnoise::fractal_params params[] = {
      qnoise::make_fractal(16, 65537, 65536, 1, 0),       qnoise::make_fractal(16, 65537, 65536, 2, 65536),
      qnoise::make_fractal(4, 16 * 65536, 1, 3, 32768),   qnoise::make_fractal(1, 2 * 65536, 32768, 4, 65536),
      qnoise::make_fractal(6, 2 * 65536, 65536, 5, 40000)};
  Rng rng(404);
  q16 lo[4] = {0, 0, 0, 0}, hi[4] = {0, 0, 0, 0};
  for (const auto& p : params) {
    for (int i = 0; i < 24; ++i) {
      const q16 x = rng.next_q16(), y = rng.next_q16(), z = rng.next_q16(), w = rng.next_q16();
      const q16 v[4] = {qnoise::fbm(x, y, z, w, p), qnoise::turbulence(x, y, z, w, p, qnoise::integer_hash{7}),
                        qnoise::billow(x, y, z, w, p), qnoise::ridged(x, y, z, w, p, qnoise::integer_hash{8})};
      QCHECK_LE(-65536, v[0]);
      QCHECK_LE(v[0], 65536);
      QCHECK_LE(0, v[1]);
      QCHECK_LE(v[1], 65536);
      QCHECK_LE(-65536, v[2]);
      QCHECK_LE(v[2], 65536);
      QCHECK_LE(0, v[3]);
      QCHECK_LE(v[3], 65536);
      for (int k = 0; k < 4; ++k) {
        lo[k] = v[k] < lo[k] ? v[k] : lo[k];
        hi[k] = v[k] > hi[k] ? v[k] : hi[k];
      }
    }
    // Lattice points of every octave-0 axis: ridged with offset 1 reaches its maximum there
    // only for one octave; here check the edge set stays in range.
    for (const q16 e : core_tests::kEdges) {
      const q16 minus_e = qnoise::to_signed(0u - static_cast<std::uint32_t>(e));  // INT32_MIN stays
      const q16 r = qnoise::ridged(e, e, minus_e, e, p);
      QCHECK_LE(0, r);
      QCHECK_LE(r, 65536);
      const q16 b = qnoise::billow(e, minus_e, e, 0, p);
      QCHECK_LE(-65536, b);
      QCHECK_LE(b, 65536);
    }
  }
  qtest::print("    4D ranges seen: fbm [", lo[0], ", ", hi[0], "], turbulence [", lo[1], ", ", hi[1], "], billow [", lo[2],
               ", ", hi[2], "], ridged [", lo[3], ", ", hi[3], "]\n");
  // One octave of fbm is the octave's basis divided by its bound (1.0): perlin4 itself on
  // the keyed lattice at the shifted coordinates.
  const qnoise::fractal_params one = qnoise::make_fractal(1, 2 * 65536, 32768, 9);
  const qnoise::integer_hash lat{3};
  const qnoise::detail::keyed_lattice<qnoise::integer_hash> keyed{&lat, lat.next(lat.start(), one.key[0])};
  for (int i = 0; i < 20; ++i) {
    const q16 x = rng.next_q16(), y = rng.next_q16(), z = rng.next_q16(), w = rng.next_q16();
    const q16 direct = qnoise::perlin(qnoise::detail::shift(x, one.shift[0][0]), qnoise::detail::shift(y, one.shift[0][1]),
                                      qnoise::detail::shift(z, one.shift[0][2]), qnoise::detail::shift(w, one.shift[0][3]), keyed);
    QCHECK_EQ(qnoise::fbm(x, y, z, w, one, lat), direct);
  }
}

QTEST(ext_periodic4, repeats_exactly_and_matches_plain_noise) {
  const qnoise::period p[4] = {qnoise::make_period(3), qnoise::make_period(7), qnoise::make_period(1), qnoise::make_period(10)};
  const qnoise::seed s = qnoise::make_seed(12);
  Rng rng(4);
  for (int i = 0; i < 100; ++i) {
    q16 c[4];
    for (q16& v : c) v = rng.range(-(1 << 30), 1 << 30);
    const q16 base = qnoise::perlin_periodic(c[0], c[1], c[2], c[3], p[0], p[1], p[2], p[3]);
    const q16 based = qnoise::perlin_periodic(c[0], c[1], c[2], c[3], p[0], p[1], p[2], p[3], s);
    QCHECK_LE(base < 0 ? -base : base, qnoise::perlin4_bound);
    for (int a = 0; a < 4; ++a) {
      q16 m[4] = {c[0], c[1], c[2], c[3]};
      m[a] = core_tests::wrap_add(m[a], static_cast<std::int64_t>(p[a].cells) * 65536 * (i % 2 == 0 ? 1 : -3));
      QCHECK_EQ(qnoise::perlin_periodic(m[0], m[1], m[2], m[3], p[0], p[1], p[2], p[3]), base);
      QCHECK_EQ(qnoise::perlin_periodic(m[0], m[1], m[2], m[3], p[0], p[1], p[2], p[3], s), based);
    }
  }
  // Independent check: with period 256 on Perlin's 256-cell table the periodic noise IS the
  // plain 4D noise (every input), and with any period it is the plain noise wherever the
  // cell and its upper neighbour are below the period.
  const qnoise::period p256 = qnoise::make_period(256), p9 = qnoise::make_period(9);
  for (int i = 0; i < 200; ++i) {
    const q16 x = rng.next_q16(), y = rng.next_q16(), z = rng.next_q16(), w = rng.next_q16();
    QCHECK_EQ(qnoise::perlin_periodic(x, y, z, w, p256, p256, p256, p256), qnoise::perlin(x, y, z, w));
    const q16 u = rng.range(0, 8 * 65536 - 1), v = rng.range(0, 8 * 65536 - 1);
    QCHECK_EQ(qnoise::perlin_periodic(u, v, u, v, p9, p9, p9, p9, qnoise::integer_hash{5}),
              qnoise::perlin(u, v, u, v, qnoise::integer_hash{5}));
  }
  for (const q16 e : core_tests::kEdges) {
    const q16 minus_e = qnoise::to_signed(0u - static_cast<std::uint32_t>(e));  // INT32_MIN stays
    QCHECK_EQ(qnoise::perlin_periodic(e, minus_e, e, e, p256, p256, p256, p256), qnoise::perlin(e, minus_e, e, e));
  }
}

QTEST(ext_loop3, repeats_exactly_and_smooth_at_the_seam) {
  const qnoise::loop l = qnoise::make_loop(480, 3);
  const qnoise::seed s = qnoise::make_seed(33);
  Rng rng(6);
  for (int i = 0; i < 100; ++i) {
    const q16 x = rng.next_q16(), y = rng.next_q16(), z = rng.next_q16();
    const std::uint32_t t = rng.next() % 100000u;
    QCHECK_EQ(qnoise::loop_noise(x, y, z, t, l), qnoise::loop_noise(x, y, z, t + l.frames, l));
    QCHECK_EQ(qnoise::loop_noise(x, y, z, t, l, s), qnoise::loop_noise(x, y, z, t + 7 * l.frames, l, s));
    // The seam (frame L - 1 -> L) steps like any other frame: bounded by the slope.
    const q16 a = qnoise::loop_noise(x, y, z, l.frames - 1, l), b = qnoise::loop_noise(x, y, z, l.frames, l);
    QCHECK_LE(iabs(a - b), 4096);
    // The loop is the periodic 4D noise at the loop's time coordinate.
    const qnoise::period big = qnoise::make_period(256);
    QCHECK_EQ(qnoise::loop_noise(x, y, z, t, l, qnoise::perlin_permutation),
              qnoise::perlin_periodic(x, y, z, qnoise::loop_time(t, l), big, big, big, l.time));
  }
}
