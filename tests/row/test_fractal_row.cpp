// SPDX-License-Identifier: MIT
// <config>.fractal_row: fbm_row, turbulence_row, billow_row and ridged_row (fractal_row.hpp)
// write exactly n values, each bit-identical to the per-sample function (fractal.hpp) at
// x0 + i*step modulo 2^32: every kind, 1D/2D/3D, three lattices (Perlin's permutation, a
// made permutation, integer_hash), integer lacunarity (the engine) and non-integer
// lacunarity (per sample), steps fine, negative, zero, over a cell and drawn at random,
// starts at the INT32 edges, n across the chunk size.
#include <cstdint>
#include <initializer_list>

#include "qnoise/qnoise.hpp"
#include "qtest.hpp"

namespace {

using qnoise::q16;

constexpr std::uint32_t kGuard = 4;
constexpr std::uint32_t kMax = 70;
constexpr std::uint32_t kGuardWord = 0x5A5AA5A5u;
q16 g_buf[kMax + 2 * kGuard];

std::uint32_t lcg(std::uint32_t& s) { return s = s * 1664525u + 1013904223u; }

q16 at(q16 x0, q16 step, std::uint32_t i) {
  return qnoise::to_signed(static_cast<std::uint32_t>(x0) + i * static_cast<std::uint32_t>(step));
}

enum class kind { fbm, turbulence, billow, ridged };

// The row of `dims` dimensions into g_buf + kGuard, through the public API.
template <class Lattice>
void row(kind k, unsigned dims, std::uint32_t n, q16 x0, q16 step, q16 y, q16 z, const qnoise::fractal_params& p,
         const Lattice& l) {
  q16* out = g_buf + kGuard;
  switch (k) {
    case kind::fbm:
      if (dims == 1) qnoise::fbm_row(out, n, x0, step, p, l);
      if (dims == 2) qnoise::fbm_row(out, n, x0, step, y, p, l);
      if (dims == 3) qnoise::fbm_row(out, n, x0, step, y, z, p, l);
      break;
    case kind::turbulence:
      if (dims == 1) qnoise::turbulence_row(out, n, x0, step, p, l);
      if (dims == 2) qnoise::turbulence_row(out, n, x0, step, y, p, l);
      if (dims == 3) qnoise::turbulence_row(out, n, x0, step, y, z, p, l);
      break;
    case kind::billow:
      if (dims == 1) qnoise::billow_row(out, n, x0, step, p, l);
      if (dims == 2) qnoise::billow_row(out, n, x0, step, y, p, l);
      if (dims == 3) qnoise::billow_row(out, n, x0, step, y, z, p, l);
      break;
    case kind::ridged:
      if (dims == 1) qnoise::ridged_row(out, n, x0, step, p, l);
      if (dims == 2) qnoise::ridged_row(out, n, x0, step, y, p, l);
      if (dims == 3) qnoise::ridged_row(out, n, x0, step, y, z, p, l);
      break;
  }
}

// The per-sample function: the definition the row must reproduce.
template <class Lattice>
q16 sample(kind k, unsigned dims, q16 x, q16 y, q16 z, const qnoise::fractal_params& p, const Lattice& l) {
  using qnoise::perlin_basis;
  switch (k) {
    case kind::fbm:
      return dims == 1 ? qnoise::fbm<perlin_basis>(x, p, l)
                       : dims == 2 ? qnoise::fbm<perlin_basis>(x, y, p, l) : qnoise::fbm<perlin_basis>(x, y, z, p, l);
    case kind::turbulence:
      return dims == 1 ? qnoise::turbulence<perlin_basis>(x, p, l)
                       : dims == 2 ? qnoise::turbulence<perlin_basis>(x, y, p, l)
                                   : qnoise::turbulence<perlin_basis>(x, y, z, p, l);
    case kind::billow:
      return dims == 1 ? qnoise::billow<perlin_basis>(x, p, l)
                       : dims == 2 ? qnoise::billow<perlin_basis>(x, y, p, l)
                                   : qnoise::billow<perlin_basis>(x, y, z, p, l);
    case kind::ridged:
      return dims == 1 ? qnoise::ridged<perlin_basis>(x, p, l)
                       : dims == 2 ? qnoise::ridged<perlin_basis>(x, y, p, l)
                                   : qnoise::ridged<perlin_basis>(x, y, z, p, l);
  }
  return 0;
}

// Mismatches of one row against per-sample calls, plus one if a guard word changed.
template <class Lattice>
std::uint32_t check(kind k, unsigned dims, std::uint32_t n, q16 x0, q16 step, q16 y, q16 z,
                    const qnoise::fractal_params& p, const Lattice& l) {
  for (std::uint32_t i = 0; i < kMax + 2 * kGuard; ++i) g_buf[i] = qnoise::to_signed(kGuardWord);
  row(k, dims, n, x0, step, y, z, p, l);
  std::uint32_t bad = 0;
  for (std::uint32_t i = 0; i < kGuard; ++i) {
    bad += static_cast<std::uint32_t>(g_buf[i]) != kGuardWord;
    bad += static_cast<std::uint32_t>(g_buf[kGuard + n + i]) != kGuardWord;
  }
  for (std::uint32_t i = 0; i < n; ++i) bad += g_buf[kGuard + i] != sample(k, dims, at(x0, step, i), y, z, p, l);
  return bad;
}

constexpr qnoise::fractal_params kOctaves4 = qnoise::fractal<4>();                        // lacunarity 2
constexpr qnoise::fractal_params kOctaves3Lac3 = qnoise::fractal<3, 3 * 65536, 40000, 9>();  // lacunarity 3
constexpr qnoise::fractal_params kOctaves3Lac19 = qnoise::make_fractal(3, 124518, 32768, 5);  // 1.9: per sample
constexpr qnoise::fractal_params kRidged = qnoise::fractal<5, 2 * 65536, 32768, 77, 52000>();
constexpr qnoise::permutation kMade = qnoise::make_permutation(0xC0FFEEu);
const qnoise::integer_hash kHash{31337};

template <class Lattice>
std::uint32_t sweep(const Lattice& l, std::uint32_t& seed, std::uint32_t draws) {
  const qnoise::fractal_params* params[] = {&kOctaves4, &kOctaves3Lac3, &kOctaves3Lac19, &kRidged};
  const q16 steps[] = {4096, 65536 / 20, -4096, 0, 65536, 3 * 65536 + 12345, 40000, 1};
  const q16 starts[] = {0, 12345, -1, INT32_MAX - 5 * 4096, INT32_MIN + 7};
  const std::uint32_t lengths[] = {0, 1, 15, 16, 17, 33, 70};
  std::uint32_t bad = 0;
  for (const kind k : {kind::fbm, kind::turbulence, kind::billow, kind::ridged}) {
    for (unsigned dims = 1; dims <= 3; ++dims) {
      for (const qnoise::fractal_params* p : params) {
        for (const q16 step : steps) {
          for (const q16 x0 : starts) {
            const std::uint32_t n = lengths[lcg(seed) % 7u];
            bad += check(k, dims, n, x0, step, qnoise::to_signed(lcg(seed)), qnoise::to_signed(lcg(seed)), *p, l);
          }
        }
        for (std::uint32_t d = 0; d < draws; ++d) {  // random starts, steps (under 2 cells), axes
          const q16 step = qnoise::to_signed(lcg(seed) % (2u * 65536u)) - 65536;
          bad += check(k, dims, kMax, qnoise::to_signed(lcg(seed)), step, qnoise::to_signed(lcg(seed)),
                       qnoise::to_signed(lcg(seed)), *p, l);
        }
      }
    }
  }
  return bad;
}

}  // namespace

QTEST(fractal_row, equals_per_sample_on_perlins_permutation) {
  std::uint32_t seed = 1;
  QCHECK_EQ(sweep(qnoise::perlin_permutation, seed, 3), 0u);
}

QTEST(fractal_row, equals_per_sample_on_a_made_permutation) {
  std::uint32_t seed = 2;
  QCHECK_EQ(sweep(kMade, seed, 2), 0u);
}

QTEST(fractal_row, equals_per_sample_on_integer_hash) {
  std::uint32_t seed = 3;
  QCHECK_EQ(sweep(kHash, seed, 2), 0u);
}

QTEST(fractal_row, default_lattice_overloads_and_ranges) {
  // The overloads without a lattice take Perlin's permutation; values stay in range.
  q16 a[40], b[40];
  qnoise::fbm_row(a, 40, 1000, 3000, 777, kOctaves4);
  qnoise::fbm_row(b, 40, 1000, 3000, 777, kOctaves4, qnoise::perlin_permutation);
  std::uint32_t differ = 0, out_of_range = 0;
  for (int i = 0; i < 40; ++i) {
    differ += a[i] != b[i];
    out_of_range += a[i] < -65536 || a[i] > 65536;
  }
  QCHECK_EQ(differ, 0u);
  QCHECK_EQ(out_of_range, 0u);
  qnoise::ridged_row(a, 40, 5, 65536 / 16, 9, 11, kRidged);
  for (int i = 0; i < 40; ++i) out_of_range += a[i] < 0 || a[i] > 65536;
  QCHECK_EQ(out_of_range, 0u);
  qnoise::fbm_row(static_cast<q16*>(nullptr), 0, 0, 1, kOctaves4);  // n == 0 writes nothing
}
