// SPDX-License-Identifier: MIT
// <config>.periodic_row: perlin_periodic_row and loop_row (periodic_row.hpp) write exactly
// n values, each bit-identical to the per-sample function (periodic.hpp) at x0 + i*step
// modulo 2^32: periods that divide 65536 cells and periods that do not (their noise jumps
// where the coordinate wraps from INT32_MAX to INT32_MIN, and rows across that wrap must
// jump with it), steps fine, negative, zero, over a cell and random, three lattices, seeds.
#include <cstdint>
#include <initializer_list>

#include "qnoise/qnoise.hpp"
#include "qtest.hpp"

namespace {

using qnoise::q16;

constexpr std::uint32_t kGuard = 4;
constexpr std::uint32_t kMax = 200;
constexpr std::uint32_t kGuardWord = 0xA5A55A5Au;
q16 g_buf[kMax + 2 * kGuard];

std::uint32_t lcg(std::uint32_t& s) { return s = s * 1664525u + 1013904223u; }

q16 at(q16 x0, q16 step, std::uint32_t i) {
  return qnoise::to_signed(static_cast<std::uint32_t>(x0) + i * static_cast<std::uint32_t>(step));
}

// Runs `row` into the buffer and counts mismatches against `sample(i)` and damaged guards.
template <class Row, class Sample>
std::uint32_t check(std::uint32_t n, Row row, Sample sample) {
  for (std::uint32_t i = 0; i < kMax + 2 * kGuard; ++i) g_buf[i] = qnoise::to_signed(kGuardWord);
  row(g_buf + kGuard, n);
  std::uint32_t bad = 0;
  for (std::uint32_t i = 0; i < kGuard; ++i) {
    bad += static_cast<std::uint32_t>(g_buf[i]) != kGuardWord;
    bad += static_cast<std::uint32_t>(g_buf[kGuard + n + i]) != kGuardWord;
  }
  for (std::uint32_t i = 0; i < n; ++i) bad += g_buf[kGuard + i] != sample(i);
  return bad;
}

constexpr std::uint32_t kPeriods[] = {1, 3, 10, 16, 100, 255, 256};
constexpr q16 kSteps[] = {4096, 65536 / 20, -4096, 0, 65536, 2 * 65536 + 999, 61000, 1, 7};
// Starts just below the INT32 wrap (rows of fine steps cross it), at 0 and elsewhere.
constexpr q16 kStarts[] = {INT32_MAX - 6 * 65536 + 123, 0, -65536 * 3 - 5, 987654321, INT32_MIN};

template <class Lattice>
std::uint32_t periodic_sweep(const Lattice& l, std::uint32_t& seed) {
  std::uint32_t bad = 0;
  for (const std::uint32_t cells : kPeriods) {
    const qnoise::period px = qnoise::make_period(cells);
    const qnoise::period py = qnoise::make_period(cells * 7u % 256u + 1u);
    const qnoise::period pz = qnoise::make_period(cells * 13u % 256u + 1u);
    for (const q16 step : kSteps) {
      for (const q16 x0 : kStarts) {
        const std::uint32_t n = lcg(seed) % (kMax + 1u);
        const q16 y = qnoise::to_signed(lcg(seed)), z = qnoise::to_signed(lcg(seed));
        bad += check(n, [&](q16* out, std::uint32_t m) { qnoise::perlin_periodic_row(out, m, x0, step, px, l); },
                     [&](std::uint32_t i) { return qnoise::perlin_periodic(at(x0, step, i), px, l); });
        bad += check(
            n, [&](q16* out, std::uint32_t m) { qnoise::perlin_periodic_row(out, m, x0, step, y, px, py, l); },
            [&](std::uint32_t i) { return qnoise::perlin_periodic(at(x0, step, i), y, px, py, l); });
        bad += check(
            n, [&](q16* out, std::uint32_t m) { qnoise::perlin_periodic_row(out, m, x0, step, y, z, px, py, pz, l); },
            [&](std::uint32_t i) { return qnoise::perlin_periodic(at(x0, step, i), y, z, px, py, pz, l); });
      }
    }
  }
  return bad;
}

template <class Lattice>
std::uint32_t loop_sweep(const Lattice& l, std::uint32_t& seed) {
  std::uint32_t bad = 0;
  const qnoise::loop loops[] = {qnoise::make_loop(600, 4), qnoise::make_loop(7, 3), qnoise::make_loop(65536, 256),
                                qnoise::make_loop(1, 1)};
  for (const qnoise::loop& lp : loops) {
    for (const q16 step : kSteps) {
      for (const q16 x0 : kStarts) {
        const std::uint32_t n = lcg(seed) % (kMax + 1u);
        const std::uint32_t t = lcg(seed);
        const q16 y = qnoise::to_signed(lcg(seed));
        bad += check(n, [&](q16* out, std::uint32_t m) { qnoise::loop_row(out, m, x0, step, t, lp, l); },
                     [&](std::uint32_t i) { return qnoise::loop_noise(at(x0, step, i), t, lp, l); });
        bad += check(n, [&](q16* out, std::uint32_t m) { qnoise::loop_row(out, m, x0, step, y, t, lp, l); },
                     [&](std::uint32_t i) { return qnoise::loop_noise(at(x0, step, i), y, t, lp, l); });
      }
    }
  }
  return bad;
}

constexpr qnoise::permutation kMade = qnoise::make_permutation(0xBEEFu);

}  // namespace

QTEST(periodic_row, equals_per_sample_on_every_lattice) {
  std::uint32_t seed = 11;
  QCHECK_EQ(periodic_sweep(qnoise::perlin_permutation, seed), 0u);
  QCHECK_EQ(periodic_sweep(kMade, seed), 0u);
  QCHECK_EQ(periodic_sweep(qnoise::integer_hash{4242}, seed), 0u);
}

QTEST(periodic_row, rows_across_the_int32_wrap_jump_like_the_samples) {
  // Periods that do not divide 65536 cells: the lattice cell after the wrap is not the
  // neighbour of the one before it, so the per-sample noise changes its lattice there.
  // Rows of 1/16-cell steps across the wrap match it sample for sample (1D and 2D, four
  // periods: the engine must locate each cell, not step to the neighbour of the last).
  std::uint32_t bad = 0;
  const q16 x0 = INT32_MAX - 2 * 65536;
  for (const std::uint32_t cells : {3u, 10u, 100u, 255u}) {
    const qnoise::period p = qnoise::make_period(cells);
    QCHECK(qnoise::detail::periodic_cell(INT32_MIN, p) !=
           qnoise::detail::next_cell(qnoise::detail::periodic_cell(INT32_MAX, p), p));
    bad += check(64, [&](q16* out, std::uint32_t m) { qnoise::perlin_periodic_row(out, m, x0, 4096, p); },
                 [&](std::uint32_t i) { return qnoise::perlin_periodic(at(x0, 4096, i), p); });
    for (const q16 y : {12345, -777777, 40000}) {
      bad += check(64, [&](q16* out, std::uint32_t m) { qnoise::perlin_periodic_row(out, m, x0, 4096, y, p, p); },
                   [&](std::uint32_t i) { return qnoise::perlin_periodic(at(x0, 4096, i), y, p, p); });
    }
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(periodic_row, loop_rows_equal_loop_noise) {
  std::uint32_t seed = 12;
  QCHECK_EQ(loop_sweep(qnoise::perlin_permutation, seed), 0u);
  QCHECK_EQ(loop_sweep(kMade, seed), 0u);
  QCHECK_EQ(loop_sweep(qnoise::integer_hash{99}, seed), 0u);
}

QTEST(periodic_row, seeded_periodic_rows_equal_perlin_periodic) {
  // Seeds add their x offset modulo the period (locate_periodic_shifted): the row runs on
  // x + offset; rows whose x crosses INT32_MAX -> INT32_MIN are evaluated per sample.
  std::uint32_t seed = 14, bad = 0;
  for (const std::uint32_t cells : kPeriods) {
    const qnoise::period px = qnoise::make_period(cells), py = qnoise::make_period(cells % 7u + 2u),
                         pz = qnoise::make_period(cells % 5u + 9u);
    for (std::uint32_t k = 0; k < 2; ++k) {
      const qnoise::seed s = qnoise::make_seed(lcg(seed));
      for (const q16 step : kSteps) {
        for (const q16 x0 : kStarts) {
          const q16 y = qnoise::to_signed(lcg(seed)), z = qnoise::to_signed(lcg(seed));
          const std::uint32_t n = lcg(seed) % (kMax + 1u);
          bad += check(n, [&](q16* out, std::uint32_t m) { qnoise::perlin_periodic_row(out, m, x0, step, px, s); },
                       [&](std::uint32_t i) { return qnoise::perlin_periodic(at(x0, step, i), px, s); });
          bad += check(
              n, [&](q16* out, std::uint32_t m) { qnoise::perlin_periodic_row(out, m, x0, step, y, px, py, s); },
              [&](std::uint32_t i) { return qnoise::perlin_periodic(at(x0, step, i), y, px, py, s); });
          bad += check(
              n,
              [&](q16* out, std::uint32_t m) { qnoise::perlin_periodic_row(out, m, x0, step, y, z, px, py, pz, s); },
              [&](std::uint32_t i) { return qnoise::perlin_periodic(at(x0, step, i), y, z, px, py, pz, s); });
        }
      }
    }
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(periodic_row, seeded_loop_rows_equal_loop_noise) {
  std::uint32_t seed = 13, bad = 0;
  const qnoise::loop lp = qnoise::make_loop(480, 5);
  for (std::uint32_t k = 0; k < 6; ++k) {
    const qnoise::seed s = qnoise::make_seed(lcg(seed));
    for (const q16 step : kSteps) {
      const q16 x0 = qnoise::to_signed(lcg(seed)), y = qnoise::to_signed(lcg(seed));
      const std::uint32_t t = lcg(seed), n = lcg(seed) % (kMax + 1u);
      bad += check(n, [&](q16* out, std::uint32_t m) { qnoise::loop_row(out, m, x0, step, t, lp, s); },
                   [&](std::uint32_t i) { return qnoise::loop_noise(at(x0, step, i), t, lp, s); });
      bad += check(n, [&](q16* out, std::uint32_t m) { qnoise::loop_row(out, m, x0, step, y, t, lp, s); },
                   [&](std::uint32_t i) { return qnoise::loop_noise(at(x0, step, i), y, t, lp, s); });
    }
  }
  QCHECK_EQ(bad, 0u);
  // A loop row repeats after l.frames frames.
  q16 a[60], b[60];
  qnoise::loop_row(a, 60, 5, 3277, 17u, lp);
  qnoise::loop_row(b, 60, 5, 3277, 17u + 480u, lp);
  std::uint32_t differ = 0;
  for (int i = 0; i < 60; ++i) differ += a[i] != b[i];
  QCHECK_EQ(differ, 0u);
}
