// SPDX-License-Identifier: MIT
// Noise family properties, checked on the host AND on every Cortex-M core (integer only):
// value noise exact at lattice points, Elias' noise vs an independent 64-bit evaluation,
// bounds (Catmull-Rom worst cases exhaustively over t), seeds, exact periodicity, exact
// loops, fractal parameter checking/clamping and fractal bounds with extreme parameters.
#include <cstdint>
#include <initializer_list>

#include "qnoise/qnoise.hpp"
#include "qtest.hpp"
#include "test_inputs.hpp"

using core_tests::kEdges;
using core_tests::Rng;
using qnoise::q16;

namespace {

q16 any_q16(Rng& rng) { return qnoise::to_signed(rng.next()); }

// ------------------------------------------------------------------ Elias
// Independent evaluation of Elias' IntNoise: the article's formula in 64-bit signed
// arithmetic, reduced to 32 bits after every operation (what the original's int wrap does).
std::int64_t wrap32(std::int64_t v) {
  const std::uint64_t u = static_cast<std::uint64_t>(v) & 0xFFFFFFFFull;
  return u >= 0x80000000ull ? static_cast<std::int64_t>(u) - 0x100000000ll : static_cast<std::int64_t>(u);
}
q16 elias_reference(std::int32_t x) {
  std::int64_t n = x;
  n = wrap32(wrap32(n * 8192) ^ n);
  const std::int64_t inner = wrap32(wrap32(wrap32(n * n) * 15731) + 789221);
  const std::int64_t m = wrap32(wrap32(n * inner) + 1376312589) & 0x7FFFFFFF;
  // 65536 * (1 - m / 2^30) rounded half up from below: 65536 - floor(m / 16384 + 1/2).
  return static_cast<q16>(65536 - ((m + 8192) >> 14));
}

}  // namespace

QTEST(family_value, elias_noise_matches_article_formula) {
  for (q16 x : kEdges) QCHECK_EQ(qnoise::elias_noise(x), elias_reference(x));
  Rng rng(5);
  for (int i = 0; i < 2000; ++i) {
    const q16 x = any_q16(rng);
    if (!QCHECK_EQ(qnoise::elias_noise(x), elias_reference(x))) return;
  }
  // Article value at 0: 1 - 1376312589 / 2^30 = -0.28179...
  QCHECK_EQ(qnoise::elias_noise(0), -18467);
  // Range [-65536, 65536] and different constant sets differ.
  QCHECK_NE(qnoise::elias_noise(12345, 0), qnoise::elias_noise(12345, 1));
}

QTEST(family_value, elias_hash_seed0_is_elias_noise) {
  for (std::int32_t cell = -300; cell < 300; ++cell) {
    const q16 x = static_cast<q16>(static_cast<std::uint32_t>(cell) << 16);
    // Cells are taken mod 65536 by the lattice: compare with the wrapped index.
    const std::int32_t wrapped = cell & 0xFFFF;
    QCHECK_EQ((qnoise::value_noise<qnoise::linear_fade>(x, qnoise::elias_hash{})), qnoise::elias_noise(wrapped));
  }
}

namespace {
template <class Interp, bool Smoothed, class L>
bool exact_at_lattice_points(const L& lattice) {
  using qnoise::detail::lattice_value;
  Rng rng(77);
  for (int i = 0; i < 200; ++i) {
    const std::uint32_t cx = rng.next() & 0xFFFFu, cy = rng.next() & 0xFFFFu;
    const q16 x = qnoise::to_signed(cx << 16), y = qnoise::to_signed(cy << 16);
    const std::uint32_t h = lattice.start();
    auto v1 = [&](std::uint32_t c) { return lattice_value<L>(lattice.next(h, c & 0xFFFFu)); };
    auto v2 = [&](std::uint32_t a, std::uint32_t b) {
      return lattice_value<L>(lattice.next(lattice.next(h, a & 0xFFFFu), b & 0xFFFFu));
    };
    q16 expect1 = v1(cx);
    q16 expect2 = v2(cx, cy);
    if constexpr (Smoothed) {
      expect1 = qnoise::asr(v1(cx - 1) + 2 * v1(cx) + v1(cx + 1) + 2, 2);
      // Separable kernel as the library applies it: rows first, each rounded.
      std::int32_t r[3]{};
      for (std::uint32_t j = 0; j < 3; ++j) {
        const std::uint32_t yy = cy + j - 1;
        r[j] = qnoise::asr(v2(cx - 1, yy) + 2 * v2(cx, yy) + v2(cx + 1, yy) + 2, 2);
      }
      expect2 = qnoise::asr(r[0] + 2 * r[1] + r[2] + 2, 2);
    }
    if (!QCHECK_EQ((qnoise::value_noise<Interp, Smoothed>(x, lattice)), expect1)) return false;
    if (!QCHECK_EQ((qnoise::value_noise<Interp, Smoothed>(x, y, lattice)), expect2)) return false;
  }
  return true;
}
}  // namespace

QTEST(family_value, exact_at_lattice_points) {
  const qnoise::integer_hash ih{9};
  const qnoise::elias_hash eh{5};
  exact_at_lattice_points<qnoise::linear_fade, false>(ih);
  exact_at_lattice_points<qnoise::cosine_fade, false>(eh);
  exact_at_lattice_points<qnoise::cubic_fade, false>(qnoise::perlin_permutation);
  exact_at_lattice_points<qnoise::quintic_fade, false>(ih);
  exact_at_lattice_points<qnoise::catmull_rom, false>(ih);
  exact_at_lattice_points<qnoise::quintic_fade, true>(eh);
  exact_at_lattice_points<qnoise::catmull_rom, true>(ih);
}

QTEST(family_value, permutation_values_cover_full_range) {
  using qnoise::detail::lattice_value;
  QCHECK_EQ(lattice_value<qnoise::permutation>(0), -65535);
  QCHECK_EQ(lattice_value<qnoise::permutation>(255), 65535);
  QCHECK_EQ(lattice_value<qnoise::integer_hash>(0), 65536);
  QCHECK_EQ(lattice_value<qnoise::integer_hash>(0x7FFFFFFFu), -65536);
  QCHECK_EQ(lattice_value<qnoise::integer_hash>(0xFFFFFFFFu), -65536);
}

// Catmull-Rom overshoot: the worst case for |v| <= M is v = (-M, M, M, -M) (or its
// negation), where the real cubic reaches M (1 + t(1 - t)). Every t is checked.
QTEST(family_value, catmull_rom_bound_exhaustive) {
  const std::int32_t levels[3] = {65536, qnoise::value_catmull_rom_bound<1>, qnoise::value_catmull_rom_bound<2>};
  const std::int32_t limits[3] = {qnoise::value_catmull_rom_bound<1>, qnoise::value_catmull_rom_bound<2>,
                                  qnoise::value_catmull_rom_bound<3>};
  for (int k = 0; k < 3; ++k) {
    const std::int32_t m = levels[k];
    std::int32_t worst = 0;
    for (std::int32_t t = 0; t <= 65536; ++t) {
      const std::int32_t a = qnoise::catmull_rom_interpolate(-m, m, m, -m, t);
      const std::int32_t b = qnoise::catmull_rom_interpolate(m, -m, -m, m, t);
      if (a > worst) worst = a;
      if (-b > worst) worst = -b;
      // Other sign patterns never exceed it: spot-check two.
      const std::int32_t c = qnoise::catmull_rom_interpolate(m, m, m, -m, t);
      const std::int32_t d = qnoise::catmull_rom_interpolate(-m, m, -m, m, t);
      if (c > worst) worst = c;
      if (d > worst) worst = d;
    }
    QCHECK_LE(worst, limits[k]);
    // The bound is tight: it is reached within the rounding margin (1.25 M).
    QCHECK_GE(worst, m + m / 4 - 1);
  }
  // Endpoints are exact.
  QCHECK_EQ(qnoise::catmull_rom_interpolate(5, -70000, 131072, -131072, 0), -70000);
  QCHECK_EQ(qnoise::catmull_rom_interpolate(5, -70000, 131072, -131072, 65536), 131072);
}

QTEST(family_value, bounds_random) {
  Rng rng(3);
  for (int i = 0; i < 3000; ++i) {
    const q16 x = any_q16(rng), y = any_q16(rng), z = any_q16(rng);
    const std::int32_t a = qnoise::value_noise(x, y, z);
    const std::int32_t b = qnoise::value_noise<qnoise::linear_fade, true>(x, y);
    const std::int32_t c = qnoise::value_noise<qnoise::catmull_rom>(x, y, qnoise::elias_hash{2});
    const std::int32_t d = qnoise::value_noise<qnoise::catmull_rom, true>(x, y, z);
    QCHECK_LE(a < 0 ? -a : a, qnoise::value_bound);
    QCHECK_LE(b < 0 ? -b : b, qnoise::value_bound);
    QCHECK_LE(c < 0 ? -c : c, qnoise::value_catmull_rom_bound<2>);
    QCHECK_LE(d < 0 ? -d : d, qnoise::value_catmull_rom_bound<3>);
  }
}

QTEST(family_value, continuous_across_cells_and_wrap) {
  // One LSB apart on either side of a cell edge and of the INT32 wrap: tiny change.
  const q16 edges[] = {65536, -65536, 0, 256 * 65536, INT32_MIN, 0x7FFF0000};
  for (q16 e : edges) {
    const q16 below = qnoise::to_signed(static_cast<std::uint32_t>(e) - 1u);
    const std::int32_t d1 = qnoise::value_noise(e, 12345) - qnoise::value_noise(below, 12345);
    const std::int32_t d2 = qnoise::value_noise<qnoise::catmull_rom>(e) - qnoise::value_noise<qnoise::catmull_rom>(below);
    QCHECK_LE(d1 < 0 ? -d1 : d1, 4);
    QCHECK_LE(d2 < 0 ? -d2 : d2, 8);
  }
}

// ------------------------------------------------------------------ seeds
QTEST(family_seed, zeros_move_with_the_seed) {
  // Gradient noise is zero at lattice points; with a seed they sit at x = k - offset.
  for (std::uint32_t s = 0; s < 20; ++s) {
    const qnoise::seed sd = qnoise::make_seed(s);
    const q16 zero_at = qnoise::to_signed(0u - static_cast<std::uint32_t>(sd.offset[0]));
    QCHECK_EQ(qnoise::perlin(zero_at, sd), 0);
    QCHECK_EQ(qnoise::perlin(zero_at, qnoise::to_signed(0u - static_cast<std::uint32_t>(sd.offset[1])), sd), 0);
    // ...and not at the unseeded lattice points (the offset has a fraction part).
    QCHECK_NE(sd.offset[0] & 0xFFFF, 0);
  }
  // Different seeds: different offsets and lattices.
  const qnoise::seed a = qnoise::make_seed(1), b = qnoise::make_seed(2);
  QCHECK_NE(a.offset[0], b.offset[0]);
  QCHECK_NE(a.lattice.seed, b.lattice.seed);
  QCHECK_NE(qnoise::perlin(12345, 6789, a), qnoise::perlin(12345, 6789, b));
  QCHECK_NE(qnoise::derive_seed(1, 0), qnoise::derive_seed(1, 1));
}

QTEST(family_seed, seeded_value_noise_is_shifted_noise) {
  const qnoise::seed s = qnoise::make_seed(99);
  Rng rng(8);
  for (int i = 0; i < 200; ++i) {
    const q16 x = any_q16(rng), y = any_q16(rng);
    const q16 sx = qnoise::to_signed(static_cast<std::uint32_t>(x) + static_cast<std::uint32_t>(s.offset[0]));
    const q16 sy = qnoise::to_signed(static_cast<std::uint32_t>(y) + static_cast<std::uint32_t>(s.offset[1]));
    QCHECK_EQ(qnoise::value_noise(x, y, s), qnoise::value_noise(sx, sy, s.lattice));
  }
}

// ------------------------------------------------------------------ periodic
QTEST(family_periodic, cell_reduction_exact_for_every_period) {
  // periodic_cell(x) == floor(x / 65536) mod p for every cell of the Q16 range and p.
  for (std::uint32_t p = 1; p <= 256; ++p) {
    const qnoise::period per = qnoise::make_period(p);
    const std::int32_t ip = static_cast<std::int32_t>(p);
    std::int32_t expect = ((-32768 % ip) + ip) % ip;  // test-side division: the reference
    for (std::int32_t cell = -32768; cell <= 32767; cell += 1) {
      const q16 x = static_cast<q16>(static_cast<std::uint32_t>(cell) << 16) | 0x1234;
      if (qnoise::detail::periodic_cell(x, per) != static_cast<std::uint32_t>(expect)) {
        QCHECK_EQ(qnoise::detail::periodic_cell(x, per), expect);
        return;
      }
      expect = expect + 1 == ip ? 0 : expect + 1;
    }
  }
  QCHECK_EQ(qnoise::make_period(0).cells, 1u);
  QCHECK_EQ(qnoise::make_period(1000).cells, 256u);
}

QTEST(family_periodic, noise_repeats_exactly) {
  const std::uint32_t periods[] = {1, 2, 3, 5, 7, 10, 16, 17, 100, 128, 255, 256};
  Rng rng(21);
  for (std::uint32_t p : periods) {
    const qnoise::period per = qnoise::make_period(p);
    const std::uint32_t shift = p << 16;
    for (int i = 0; i < 100; ++i) {
      // Any x whose shifted copy stays in int32.
      const q16 x = qnoise::to_signed(rng.next() & 0x7FFFFFFFu) - static_cast<q16>(shift);
      const q16 y = qnoise::to_signed(rng.next() >> 2), z = -qnoise::to_signed(rng.next() >> 2);
      const q16 xp = x + static_cast<q16>(shift), yp = y + static_cast<q16>(shift), zp = z + static_cast<q16>(shift);
      QCHECK_EQ(qnoise::perlin_periodic(x, per), qnoise::perlin_periodic(xp, per));
      QCHECK_EQ(qnoise::perlin_periodic(x, y, per, per), qnoise::perlin_periodic(xp, yp, per, per));
      QCHECK_EQ(qnoise::perlin_periodic(x, y, z, per, per, per), qnoise::perlin_periodic(x, yp, zp, per, per, per));
      QCHECK_EQ(qnoise::value_periodic(x, per), qnoise::value_periodic(xp, per));
      QCHECK_EQ((qnoise::value_periodic<qnoise::catmull_rom, true>(x, y, per, per)),
                (qnoise::value_periodic<qnoise::catmull_rom, true>(xp, yp, per, per)));
      QCHECK_EQ((qnoise::value_periodic<qnoise::cosine_fade>(x, y, z, per, per, per, qnoise::elias_hash{1})),
                (qnoise::value_periodic<qnoise::cosine_fade>(xp, y, zp, per, per, per, qnoise::elias_hash{1})));
      const qnoise::seed sd = qnoise::make_seed(p);
      QCHECK_EQ(qnoise::perlin_periodic(x, y, per, per, sd), qnoise::perlin_periodic(xp, yp, per, per, sd));
    }
  }
  // Powers of two repeat across the INT32 wrap too.
  const qnoise::period p16 = qnoise::make_period(16);
  const q16 near_max = INT32_MAX - 5 * 65536;
  QCHECK_EQ(qnoise::perlin_periodic(near_max, near_max, p16, p16),
            qnoise::perlin_periodic(qnoise::to_signed(static_cast<std::uint32_t>(near_max) + (16u << 16)), near_max, p16, p16));
}

QTEST(family_periodic, not_trivially_periodic) {
  // A period-p noise differs from its shift by less than p (the test can fail).
  const qnoise::period per = qnoise::make_period(10);
  int differ = 0;
  for (q16 x = 1000; x < 10 * 65536; x += 7919) {
    if (qnoise::perlin_periodic(x, 4321, per, per) != qnoise::perlin_periodic(x + 3 * 65536, 4321, per, per)) ++differ;
  }
  QCHECK_GT(differ, 70);
}

QTEST(family_loop, frame_reduction_and_exact_repeat) {
  const std::uint32_t lengths[] = {1, 2, 3, 60, 600, 1000, 4095, 65535, 65536};
  for (std::uint32_t len : lengths) {
    const qnoise::loop l = qnoise::make_loop(len, 5);
    Rng rng(len);
    for (int i = 0; i < 300; ++i) {
      const std::uint32_t t = i < 10 ? 0xFFFFFFFFu - static_cast<std::uint32_t>(i) - len : rng.next() >> (i & 7);
      QCHECK_EQ(qnoise::loop_frame(t, l), t % len);  // test-side division: the reference
      if (t <= 0xFFFFFFFFu - len) {
        QCHECK_EQ(qnoise::loop_time(t, l), qnoise::loop_time(t + len, l));
        QCHECK_EQ(qnoise::loop_noise(12345 * i, t, l), qnoise::loop_noise(12345 * i, t + len, l));
        QCHECK_EQ(qnoise::loop_noise(-777 * i, 4444 * i, t, l), qnoise::loop_noise(-777 * i, 4444 * i, t + len, l));
        const qnoise::seed sd = qnoise::make_seed(len);
        QCHECK_EQ(qnoise::loop_noise(999 * i, t, l, sd), qnoise::loop_noise(999 * i, t + len, l, sd));
        QCHECK_EQ(qnoise::loop_noise(5 * i, -3 * i, t, l, sd), qnoise::loop_noise(5 * i, -3 * i, t + len, l, sd));
      }
    }
    // Time covers [0, p) cells monotonically.
    QCHECK_EQ(qnoise::loop_time(0, l), 0);
    QCHECK_LT(qnoise::loop_time(len - 1, l), 5 * 65536);
  }
}

QTEST(family_loop, smooth_at_the_seam) {
  // Frame L-1 -> L is as small a step as any other frame step.
  const qnoise::loop l = qnoise::make_loop(300, 3);
  std::int32_t largest = 0, seam = 0;
  for (std::uint32_t t = 0; t < 300; ++t) {
    for (q16 x = 0; x < 8 * 65536; x += 30000) {
      std::int32_t d = qnoise::loop_noise(x, t + 1, l) - qnoise::loop_noise(x, t, l);
      d = d < 0 ? -d : d;
      if (d > largest) largest = d;
      if (t == 299 && d > seam) seam = d;
    }
  }
  QCHECK_LE(seam, largest);
  QCHECK_LT(largest, 4000);  // 3 cells in 300 frames: about 1% of a cell per frame
}

// ------------------------------------------------------------------ fractal
QTEST(family_fractal, compile_time_parameters) {
  constexpr qnoise::fractal_params p = qnoise::fractal<4>();
  static_assert(p.octaves == 4, "four octaves");
  static_assert(p.frequency[3] == 8u * 65536u, "lacunarity 2");
  // gain 1/2: 8/15 .. 1/15 of 65536 = 34952.53, 17476.27, 8738.13, 4369.07: floors sum to
  // 65535, the missing LSB goes to the largest remainder (octave 0).
  static_assert(p.weight[0] == 34953 && p.weight[1] == 17476 && p.weight[2] == 8738 && p.weight[3] == 4369,
                "gain 1/2 weights");
  static_assert(p.weight_sum == 65536, "weights sum to exactly 1");
  constexpr qnoise::fractal_params q = qnoise::fractal<16, 2 * 65536, 65536>();
  static_assert(q.frequency[15] == 0x80000000u, "16 octaves of lacunarity 2 fit");
  static_assert(q.weight[0] == 4096, "gain 1: equal weights");
  constexpr q16 v = qnoise::fbm(123456, -654321, p);
  static_assert(v >= -65536 && v <= 65536, "constexpr evaluation");
  QCHECK_EQ(qnoise::fbm(123456, -654321, p), v);
}

QTEST(family_fractal, runtime_parameters_clamped) {
  const qnoise::fractal_params a = qnoise::make_fractal(0, 0, 0, 0, -5);
  QCHECK_EQ(a.octaves, 1u);
  QCHECK_EQ(a.lacunarity, 65537);
  QCHECK_EQ(a.gain, 1);
  QCHECK_EQ(a.ridge_offset, 0);
  const qnoise::fractal_params b = qnoise::make_fractal(100, INT32_MAX, INT32_MAX, 1, INT32_MAX);
  QCHECK_EQ(b.lacunarity, 16 * 65536);
  QCHECK_EQ(b.octaves, 4u);  // 16^3 = 4096 <= 32768 < 16^4
  QCHECK_EQ(b.gain, 65536);
  QCHECK_EQ(b.ridge_offset, 65536);
  // Gain of one LSB: the second octave's amplitude is one LSB, the third below it.
  const qnoise::fractal_params c = qnoise::make_fractal(8, 2 * 65536, 1);
  QCHECK_EQ(c.octaves, 2u);
  // gain 1/2 fits 16 octaves (2^-15 >= 1 LSB).
  QCHECK_EQ(qnoise::make_fractal(16).octaves, 16u);
  QCHECK_EQ(qnoise::make_fractal(16).weight_sum, 65536u);
  QCHECK_EQ(qnoise::make_fractal(7, 3 * 65536, 23456, 3).weight_sum, 65536u);
}

namespace {
struct extreme {
  std::uint32_t octaves;
  q16 lacunarity, gain, offset;
};
constexpr extreme kExtremes[] = {
    {1, 65537, 1, 0},           {1, 16 * 65536, 65536, 65536}, {16, 2 * 65536, 65536, 65536},
    {16, 2 * 65536, 32768, 32768}, {4, 16 * 65536, 65536, 0},   {12, 65537, 65536, 40000},
    {2, 3 * 65536, 1000, 65536},   {16, 65537, 65536, 32768},   {6, 131072 + 12345, 45000, 50000},
};
}  // namespace

QTEST(family_fractal, bounds_with_extreme_parameters) {
  Rng rng(42);
  for (const extreme& e : kExtremes) {
    const qnoise::fractal_params p = qnoise::make_fractal(e.octaves, e.lacunarity, e.gain, 7, e.offset);
    for (int i = 0; i < 150; ++i) {
      const q16 x = any_q16(rng), y = any_q16(rng), z = any_q16(rng);
      const q16 f1 = qnoise::fbm(x, p), f2 = qnoise::fbm(x, y, p), f3 = qnoise::fbm(x, y, z, p);
      const q16 t2 = qnoise::turbulence(x, y, p), b3 = qnoise::billow(x, y, z, p);
      const q16 r2 = qnoise::ridged(x, y, p), r3 = qnoise::ridged(x, y, z, p);
      const q16 v2 = qnoise::fbm<qnoise::value_basis<qnoise::catmull_rom>>(x, y, p, qnoise::integer_hash{3});
      const q16 vr = qnoise::ridged<qnoise::value_basis<qnoise::catmull_rom>>(x, y, z, p, qnoise::integer_hash{3});
      const q16 vb = qnoise::billow<qnoise::value_basis<qnoise::linear_fade, true>>(x, p);
      for (q16 v : {f1, f2, f3, b3, v2, vb}) {
        QCHECK_LE(v, 65536);
        QCHECK_GE(v, -65536);
      }
      for (q16 v : {t2, r2, r3, vr}) {
        QCHECK_LE(v, 65536);
        QCHECK_GE(v, 0);
      }
    }
  }
}

QTEST(family_fractal, ridged_reaches_its_maximum_on_lattice_zeros) {
  // Single octave, offset 1: s = (1 - |n|)^2 is 1 where the gradient noise is 0, i.e. at
  // lattice points of the (shifted) octave: the normalised output reaches 65535..65536.
  const qnoise::fractal_params p = qnoise::make_fractal(1, 2 * 65536, 32768, 5, 65536);
  const q16 at = qnoise::to_signed(0u - static_cast<std::uint32_t>(p.shift[0][0]));
  QCHECK_GE(qnoise::ridged(at, p), 65535);
}

QTEST(family_fractal, octaves_are_decorrelated) {
  // Per-octave keys and shifts: octave lattice zeros are not at the input lattice points.
  const qnoise::fractal_params p = qnoise::fractal<3>();
  QCHECK_NE(p.key[0], p.key[1]);
  QCHECK_NE(p.shift[1][0], p.shift[2][0]);
  QCHECK_NE(p.shift[0][0] & 0xFFFF, 0);
  // One octave of fbm equals the shifted, keyed basis / bound.
  const qnoise::fractal_params one = qnoise::fractal<1>();
  const qnoise::detail::keyed_lattice<qnoise::permutation> keyed{
      &qnoise::perlin_permutation, qnoise::perlin_permutation.next(0, one.key[0])};
  const q16 x = 98765, y = -43210;
  const q16 basis = qnoise::perlin(qnoise::detail::shift(x, one.shift[0][0]),
                                   qnoise::detail::shift(y, one.shift[0][1]), keyed);
  QCHECK_EQ(qnoise::fbm(x, y, one), basis);  // weight 65536, bound 65536: identity
}

QTEST(family_fractal, scale_coordinate_exact) {
  // floor(x * f / 65536) mod 2^32 against a 64-bit evaluation (test side).
  Rng rng(11);
  for (int i = 0; i < 2000; ++i) {
    const q16 x = any_q16(rng);
    const std::uint32_t f = rng.next() >> (i & 15);
    const std::int64_t product = static_cast<std::int64_t>(x) * static_cast<std::int64_t>(f);
    const std::int64_t floored = product >= 0 ? product >> 16 : ~(~product >> 16);
    const q16 expect = qnoise::to_signed(static_cast<std::uint32_t>(static_cast<std::uint64_t>(floored) & 0xFFFFFFFFull));
    if (!QCHECK_EQ(qnoise::detail::scale_coordinate(x, f), expect)) return;
  }
}

// ------------------------------------------------------------------ 4D
namespace {
// A lattice that hands every corner of cell (0,0,0,0) the gradient that maximises (or
// minimises) its dot product at a chosen point: the worst case the bound must cover.
struct adversarial_lattice {
  std::uint8_t best[16];
  constexpr std::uint32_t start() const noexcept { return 0; }
  constexpr std::uint32_t next(std::uint32_t h, std::uint32_t cell) const noexcept {
    const std::uint32_t depth = h >> 8, bits = (h & 0xFFu) * 2u + (cell & 1u);
    return depth == 3 ? best[bits] : ((depth + 1u) << 8) | bits;
  }
};
adversarial_lattice make_adversarial(const q16 p[4], int sign) {
  adversarial_lattice l{};
  for (unsigned corner = 0; corner < 16; ++corner) {
    // Corner bits: x is the most significant (first in the hash chain).
    std::int32_t d[4];
    for (unsigned k = 0; k < 4; ++k) d[k] = p[k] - (((corner >> (3 - k)) & 1u) ? 65536 : 0);
    std::int32_t best_dot = INT32_MIN;
    for (std::uint32_t g = 0; g < 32; ++g) {
      const std::int32_t dot = sign * qnoise::detail::dot4(g, d[0], d[1], d[2], d[3]);
      if (dot > best_dot) {
        best_dot = dot;
        l.best[corner] = static_cast<std::uint8_t>(g);
      }
    }
  }
  return l;
}
}  // namespace

QTEST(family_perlin4, worst_case_within_bound) {
  // The peak of the bound derivation (1.536582 at (0.4919, 0.5, 0.3564, 0.5184)) and
  // points around it.
  const q16 peak[4] = {32239, 32768, 23358, 33972};
  std::int32_t highest = 0, lowest = 0;
  for (int dx = -2; dx <= 2; ++dx)
    for (int dz = -2; dz <= 2; ++dz) {
      const q16 p[4] = {peak[0] + dx * 300, peak[1], peak[2] + dz * 300, peak[3] - dx * 200};
      const adversarial_lattice up = make_adversarial(p, 1), down = make_adversarial(p, -1);
      const q16 a = qnoise::perlin(p[0], p[1], p[2], p[3], up);
      const q16 b = qnoise::perlin(p[0], p[1], p[2], p[3], down);
      if (a > highest) highest = a;
      if (b < lowest) lowest = b;
    }
  QCHECK_LE(highest, qnoise::perlin4_bound);
  QCHECK_GE(lowest, -qnoise::perlin4_bound);
  // It is the real worst case: 0.99976 of full scale, within a few LSB.
  QCHECK_GE(highest, 65510);
  QCHECK_LE(lowest, -65510);
}

QTEST(family_perlin4, zero_at_lattice_points_and_bounded) {
  Rng rng(404);
  for (int i = 0; i < 300; ++i) {
    const q16 x = qnoise::to_signed(rng.next() & 0xFFFF0000u), y = qnoise::to_signed(rng.next() & 0xFFFF0000u);
    const q16 z = qnoise::to_signed(rng.next() & 0xFFFF0000u), w = qnoise::to_signed(rng.next() & 0xFFFF0000u);
    QCHECK_EQ(qnoise::perlin(x, y, z, w), 0);
    QCHECK_EQ(qnoise::perlin(x, y, z, w, qnoise::integer_hash{3}), 0);
  }
  for (int i = 0; i < 2000; ++i) {
    const q16 v = qnoise::perlin(any_q16(rng), any_q16(rng), any_q16(rng), any_q16(rng));
    QCHECK_LE(v < 0 ? -v : v, qnoise::perlin4_bound);
  }
  // Continuity across a cell edge and the int32 wrap on the w axis.
  const std::int32_t d = qnoise::perlin(100000, 200000, 300000, INT32_MIN) - qnoise::perlin(100000, 200000, 300000, INT32_MAX);
  QCHECK_LE(d < 0 ? -d : d, 8);
  // Real 4D: varies along w at fixed x, y, z (not a 3D slice), and with period 256.
  QCHECK_NE(qnoise::perlin(100000, 200000, 300000, 30000), qnoise::perlin(100000, 200000, 300000, 90000));
  QCHECK_EQ(qnoise::perlin(100000, 200000, 300000, 90000), qnoise::perlin(100000, 200000, 300000, 90000 + 256 * 65536));
  QCHECK_EQ(qnoise::perlin_u16(0, 0, 0, 0), 32768);
}

// ------------------------------------------------------------------ derivatives
QTEST(family_derivative, value_is_perlin_and_bounded) {
  Rng rng(606);
  for (int i = 0; i < 1500; ++i) {
    const q16 x = i < 28 ? kEdges[i] : any_q16(rng), y = any_q16(rng), z = any_q16(rng);
    const qnoise::noise_derivative1 d1 = qnoise::perlin_with_derivative(x);
    const qnoise::noise_derivative2 d2 = qnoise::perlin_with_derivative(x, y, qnoise::integer_hash{4});
    const qnoise::noise_derivative3 d3 = qnoise::perlin_with_derivative(x, y, z);
    QCHECK_EQ(d1.value, qnoise::perlin(x));
    QCHECK_EQ(d2.value, qnoise::perlin(x, y, qnoise::integer_hash{4}));
    QCHECK_EQ(d3.value, qnoise::perlin(x, y, z));
    QCHECK_LE(d1.dx < 0 ? -d1.dx : d1.dx, qnoise::perlin_derivative1_bound);
    for (q16 v : {d2.dx, d2.dy}) QCHECK_LE(v < 0 ? -v : v, qnoise::perlin_derivative2_bound);
    for (q16 v : {d3.dx, d3.dy, d3.dz}) QCHECK_LE(v < 0 ? -v : v, qnoise::perlin_derivative3_bound);
  }
  const qnoise::seed s = qnoise::make_seed(12);
  QCHECK_EQ(qnoise::perlin_with_derivative(1234, 5678, s).value, qnoise::perlin(1234, 5678, s));
}

QTEST(family_derivative, matches_integer_finite_differences) {
  // Coarse integer check (runs on every core): central differences over +-1/64 cell agree
  // with the analytic slope to within the differences' own error (quantisation and
  // curvature); the host test measures the exact error against the double model.
  Rng rng(707);
  constexpr q16 h = 1024;
  auto slope = [](q16 plus, q16 minus) { return (plus - minus) * 32; };  // / (2h) * 65536
  for (int i = 0; i < 400; ++i) {
    const q16 x = any_q16(rng), y = any_q16(rng), z = any_q16(rng);
    const std::int32_t e1 = qnoise::perlin_with_derivative(x).dx - slope(qnoise::perlin(x + h), qnoise::perlin(x - h));
    const qnoise::noise_derivative2 d2 = qnoise::perlin_with_derivative(x, y);
    const std::int32_t e2 = d2.dy - slope(qnoise::perlin(x, y + h), qnoise::perlin(x, y - h));
    const qnoise::noise_derivative3 d3 = qnoise::perlin_with_derivative(x, y, z);
    const std::int32_t e3 = d3.dz - slope(qnoise::perlin(x, y, z + h), qnoise::perlin(x, y, z - h));
    const std::int32_t e4 = d3.dx - slope(qnoise::perlin(x + h, y, z), qnoise::perlin(x - h, y, z));
    for (std::int32_t e : {e1, e2, e3, e4}) QCHECK_LE(e < 0 ? -e : e, 4000);
  }
}

QTEST(family_derivative, slope_of_fade) {
  // f'(t) / 2 = 15 t^2 (1 - t)^2: 0 at the ends, 15/16 at the middle, symmetric.
  QCHECK_EQ(qnoise::detail::quintic_slope_half(0), 0);
  QCHECK_EQ(qnoise::detail::quintic_slope_half(32768), 61440);
  for (std::int32_t t = 1; t < 65536; t += 37) {
    QCHECK_EQ(qnoise::detail::quintic_slope_half(t), qnoise::detail::quintic_slope_half(65536 - t));
  }
}

// ------------------------------------------------------------------ tiled fractals
QTEST(family_tiling, fractal_sums_repeat_exactly) {
  const qnoise::fractal_params p = qnoise::make_fractal(5, 2 * 65536, 40000, 3, 50000);
  const qnoise::fractal_tiling t = qnoise::make_tiling(p, 6, 5, 3);  // 6 * 16 = 96 <= 256
  QCHECK_EQ(t.octaves, 5u);
  Rng rng(909);
  for (int i = 0; i < 150; ++i) {
    const q16 x = qnoise::to_signed(rng.next() >> 2) - (1 << 29), y = qnoise::to_signed(rng.next() >> 3),
              z = -qnoise::to_signed(rng.next() >> 3);
    const q16 xp = x + 6 * 65536, yp = y - 5 * 65536, zp = z + 3 * 65536;
    QCHECK_EQ(qnoise::fbm_tiled(x, p, t), qnoise::fbm_tiled(xp, p, t));
    QCHECK_EQ(qnoise::fbm_tiled(x, y, p, t), qnoise::fbm_tiled(xp, yp, p, t));
    QCHECK_EQ(qnoise::turbulence_tiled(x, y, z, p, t), qnoise::turbulence_tiled(x, yp, zp, p, t));
    QCHECK_EQ(qnoise::billow_tiled(x, y, p, t), qnoise::billow_tiled(xp, y, p, t));
    QCHECK_EQ(qnoise::ridged_tiled(x, y, z, p, t), qnoise::ridged_tiled(xp, yp, zp, p, t));
    QCHECK_EQ((qnoise::fbm_tiled<qnoise::value_basis<qnoise::catmull_rom, true>>(x, y, p, t, qnoise::integer_hash{2})),
              (qnoise::fbm_tiled<qnoise::value_basis<qnoise::catmull_rom, true>>(xp, yp, p, t, qnoise::integer_hash{2})));
    const q16 r = qnoise::ridged_tiled(x, y, p, t), f = qnoise::fbm_tiled(x, y, z, p, t);
    QCHECK_GE(r, 0);
    QCHECK_LE(r, 65536);
    QCHECK_LE(f < 0 ? -f : f, 65536);
  }
  // Not trivially periodic: a shift by less than the tile changes the value.
  QCHECK_NE(qnoise::fbm_tiled(100000, 200000, p, t), qnoise::fbm_tiled(100000 + 65536, 200000, p, t));
}

QTEST(family_tiling, seamless_at_the_tile_edge) {
  const qnoise::fractal_params p = qnoise::fractal<4>();
  const qnoise::fractal_tiling t = qnoise::make_tiling(p, 10, 7);
  std::int32_t worst = 0;
  for (q16 y = 0; y < 7 * 65536; y += 3001) {
    std::int32_t d = qnoise::fbm_tiled(10 * 65536 - 1, y, p, t) - qnoise::fbm_tiled(0, y, p, t);
    d = d < 0 ? -d : d;
    worst = d > worst ? d : worst;
  }
  QCHECK_LE(worst, 16);  // one LSB step at 8x frequency: a few LSB
}

QTEST(family_tiling, octaves_that_cannot_tile_are_dropped) {
  // Lacunarity 2.5: only octave 0 has an integer frequency.
  QCHECK_EQ(qnoise::make_tiling(qnoise::make_fractal(4, 163840), 8, 8).octaves, 1u);
  // Period 100 with lacunarity 2: 100, 200 fit, 400 does not.
  QCHECK_EQ(qnoise::make_tiling(qnoise::fractal<5>(), 100).octaves, 2u);
  // Lacunarity 3, tile 2 x 2 x 2: 2, 6, 18, 54, 162 fit, 486 does not.
  QCHECK_EQ(qnoise::make_tiling(qnoise::fractal<7, 3 * 65536>(), 2, 2, 2).octaves, 5u);
}

// ------------------------------------------------------------------ hostile inputs
QTEST(family_robustness, any_input_is_defined) {
  // Run under the host-asan config (UBSan traps on any signed overflow or bad shift):
  // extreme arguments and hand-edited parameter structs give some value, never UB.
  const q16 extremes[] = {INT32_MIN, INT32_MIN + 1, -1, 0, 1, INT32_MAX - 1, INT32_MAX};
  for (q16 a : extremes)
    for (q16 b : extremes) {
      const q16 c = qnoise::catmull_rom_interpolate(a, b, a, b, b);
      QCHECK_LE(c < 0 ? -static_cast<std::int64_t>(c) : c, 163840 + 4);  // inputs clamped to +-2.0
      QCHECK_LE(qnoise::elias_noise(a, static_cast<std::uint32_t>(b)), 65536);
    }
  qnoise::fractal_params hostile = qnoise::make_fractal(16, 2 * 65536, 65536, 1, 65536);
  for (std::uint32_t i = 0; i < 16; ++i) {
    hostile.weight[i] = 0xFFFFFFFFu;
    hostile.frequency[i] = 0xFFFFFFFFu - i;
    hostile.shift[i][0] = INT32_MIN;
  }
  hostile.octaves = 1000;
  hostile.ridge_offset = INT32_MIN;
  hostile.weight_sum = 0xFFFFFFFFu;
  hostile.ridge_scale = 0xFFFFFFFFu;
  qnoise::fractal_tiling tiling = qnoise::make_tiling(hostile, 4, 4);
  tiling.octaves = 16;
  for (std::uint32_t i = 0; i < 16; ++i) tiling.multiple[i] = 0xFFFFFFFFu;
  tiling.octave_period[3][0].cells = 0;
  for (q16 a : extremes) {
    volatile q16 sink = 0;
    sink = qnoise::fbm(a, a, hostile);
    sink = qnoise::ridged(a, qnoise::to_signed(~static_cast<std::uint32_t>(a)), a, hostile);
    sink = qnoise::billow(a, hostile);
    sink = qnoise::turbulence(a, a, hostile);
    sink = qnoise::fbm_tiled(a, a, hostile, tiling);
    sink = qnoise::ridged_tiled<qnoise::value_basis<qnoise::catmull_rom, true>>(a, a, a, hostile, tiling);
    qnoise::period zero{0, 0xFFFFFFFFu, 0xFFFFFFFFu};
    sink = qnoise::perlin_periodic(a, a, zero, zero, qnoise::make_seed(1));
    sink = qnoise::value_periodic<qnoise::catmull_rom, true>(a, zero);
    qnoise::loop bad{0, zero, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu};
    sink = qnoise::loop_noise(a, static_cast<std::uint32_t>(a), bad);
    sink = qnoise::perlin(a, a, a, a, qnoise::make_seed(static_cast<std::uint32_t>(a)));
    sink = qnoise::perlin_with_derivative(a, a, a).dz;
    (void)sink;
  }
  QCHECK(true);
}
