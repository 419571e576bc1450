// SPDX-License-Identifier: MIT
// <config>.row: qnoise::perlin_row (1D and 2D at fixed y) is bit-identical to calling
// perlin per sample, for every step multiple of 1/64 cell in [-4, 4] cells at many start
// phases (the tabulated path), a dense sweep of other steps (the per-sample path), both
// lattices, and writes exactly n values (guard words on both sides), n = 0 .. 65535.
// Host runs the full sweeps; cores run a stride of them (same code, fewer cases).
#include <cstdint>
#include <initializer_list>

#include "qnoise/qnoise.hpp"
#include "qtest.hpp"

namespace {

using qnoise::q16;

#if defined(__arm__)
constexpr bool kCore = true;
#else
constexpr bool kCore = false;
#endif

constexpr std::uint32_t kRow = 300;
constexpr std::uint32_t kGuard = 8;
constexpr std::uint32_t kGuardWord = 0x5A5AA5A5u;
#if defined(__arm__)
constexpr std::uint32_t kBig = 1500;  // RAM on the smallest board (16 KiB)
#else
constexpr std::uint32_t kBig = 65535;
#endif
q16 g_buf[kBig + 2 * kGuard];

std::uint32_t lcg(std::uint32_t& s) { return s = s * 1664525u + 1013904223u; }

constexpr q16 at(q16 x0, q16 step, std::uint32_t i) {
  return qnoise::to_signed(static_cast<std::uint32_t>(x0) + i * static_cast<std::uint32_t>(step));
}

void paint(std::uint32_t n) {
  for (std::uint32_t i = 0; i < n + 2 * kGuard; ++i) g_buf[i] = qnoise::to_signed(kGuardWord);
}
bool guards_ok(std::uint32_t n) {
  for (std::uint32_t i = 0; i < kGuard; ++i) {
    if (static_cast<std::uint32_t>(g_buf[i]) != kGuardWord) return false;
    if (static_cast<std::uint32_t>(g_buf[kGuard + n + i]) != kGuardWord) return false;
  }
  return true;
}

// Mismatches of a 1D row against per-sample perlin (and guard damage, counted as one).
template <class Lattice>
std::uint32_t check1(q16 x0, q16 step, std::uint32_t n, const Lattice& lattice) {
  paint(n);
  qnoise::perlin_row(g_buf + kGuard, n, x0, step, lattice);
  std::uint32_t bad = guards_ok(n) ? 0u : 1u;
  for (std::uint32_t i = 0; i < n; ++i) bad += g_buf[kGuard + i] != qnoise::perlin(at(x0, step, i), lattice);
  return bad;
}
std::uint32_t check1(q16 x0, q16 step, std::uint32_t n) {
  paint(n);
  qnoise::perlin_row(g_buf + kGuard, n, x0, step);
  std::uint32_t bad = guards_ok(n) ? 0u : 1u;
  for (std::uint32_t i = 0; i < n; ++i) bad += g_buf[kGuard + i] != qnoise::perlin(at(x0, step, i));
  return bad;
}
template <class Lattice>
std::uint32_t check2(q16 x0, q16 step, q16 y, std::uint32_t n, const Lattice& lattice) {
  paint(n);
  qnoise::perlin_row(g_buf + kGuard, n, x0, step, y, lattice);
  std::uint32_t bad = guards_ok(n) ? 0u : 1u;
  for (std::uint32_t i = 0; i < n; ++i) bad += g_buf[kGuard + i] != qnoise::perlin(at(x0, step, i), y, lattice);
  return bad;
}

template <class Lattice>
std::uint32_t check3(q16 x0, q16 step, q16 y, q16 z, std::uint32_t n, const Lattice& lattice) {
  paint(n);
  qnoise::perlin_row(g_buf + kGuard, n, x0, step, y, z, lattice);
  std::uint32_t bad = guards_ok(n) ? 0u : 1u;
  for (std::uint32_t i = 0; i < n; ++i) bad += g_buf[kGuard + i] != qnoise::perlin(at(x0, step, i), y, z, lattice);
  return bad;
}

const q16 kStarts[] = {0, 1, 0x00031234, -1, static_cast<q16>(0x80000000u), 0x7FFFFF00,
                       static_cast<q16>(0xFFFF8001u), 0x00FF7FFF, 0x7FFF0001};

}  // namespace

QTEST(row, tabulated_steps_every_multiple_of_1_64_cell) {
  // Every step k/64 cell, k in [-256, 256] (the tabulated path), from 64 start phases
  // spread over a cell (4 on cores), in a different cell for each step.
  std::uint32_t bad = 0, cases = 0;
  for (std::int32_t k = -256; k <= 256; ++k) {
    const q16 step = k * 1024;
    for (std::uint32_t p = 0; p < 64; p += kCore ? 16 : 1) {
      const q16 x0 = qnoise::to_signed(0x00051000u + p * 4093u + static_cast<std::uint32_t>(k) * 0x10000u);
      bad += check1(x0, step, kRow);
      ++cases;
    }
  }
  qtest::print("    ", cases, " rows of ", kRow, "\n");
  QCHECK_EQ(bad, 0u);
}

QTEST(row, tabulated_rows_long_and_ending_anywhere) {
  // Steps k/64 cell up to 1/4 cell: rows of kBig samples (up to 375 cells, past cell
  // 255 -> 256 and 65535 -> 0, twice past a multiple of 256 from cell 0x1FE), and rows of
  // every length from period + 1 to period + one cell + 1, so the row ends at every
  // sample of a cell (its first, its last: just before a marker, the table's wrap).
  std::uint32_t bad = 0;
  static const std::uint32_t kCells[] = {0x01FE0000u, 0xFFFE0000u, 0x7FFF0000u, 0x00FF0000u};
  for (std::uint32_t k = 1; k <= 16; ++k) {
    const q16 step = static_cast<q16>(k * 1024u);
    const std::uint32_t period = 64u / (k & (0u - k));  // of the fractions
    std::uint32_t phase = 0;
    for (std::uint32_t base : kCells) {
      const std::uint32_t f0 = (phase++ * 0x5A37u + k * 0x0C01u) & 0xFFFFu;
      const q16 x0 = qnoise::to_signed(base + f0);
      bad += check1(x0, step, kBig);
      if (base != kCells[0] && kCore) continue;
      for (std::uint32_t n = period + 1; n <= period + 2 + 64 / k; ++n) bad += check1(x0, step, n);
    }
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(row, tabulated_rows_every_slot_and_knot_phase) {
  // Steps k/64 cell under one cell (the Thumb-2 table loop up to 1/4 cell, and for m = 64
  // up to 63/64: a table of L = max(m, 16)
  // entries whose slot 0 is sample n mod L, its weights read from the knot pair at
  // 2^16 f / 2^22 less (f >> 6) mod 4): every row length from period + 1 to period + 33
  // (every n mod L, also for m = 4 and 8 < L = 16), from start fractions with each value
  // of (f >> 6) mod 4 and of t = f mod 256 at its ends, in the first and last cells of the
  // permutation and at INT32_MIN / INT32_MAX.
  std::uint32_t bad = 0;
  static const std::uint32_t kFractions[] = {0x0000u, 0x00FFu, 0x0140u, 0x02BFu, 0x03C1u, 0xFFFFu, 0x8000u, 0x7EFFu};
  static const std::uint32_t kCells[] = {0x00FF0000u, 0x7FFF0000u, 0xFFFF0000u, 0x80000000u};
  for (std::uint32_t k = 1; k <= 63; ++k) {
    const q16 step = static_cast<q16>(k * 1024u);
    const std::uint32_t period = 64u / (k & (0u - k));
    for (std::uint32_t c = 0; c < 4; ++c) {
      for (std::uint32_t j = 0; j < 8; ++j) {
        if (kCore && ((j + k + c) & (k > 16 ? 3u : 1u)) != 0) continue;
        const q16 x0 = qnoise::to_signed(kCells[c] + kFractions[j]);
        for (std::uint32_t n = period + 1; n <= period + 33; ++n) bad += check1(x0, step, n);
      }
    }
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(row, knot_steps_long_and_ending_anywhere) {
  // Steps j/256 cell up to 1/4 cell whose fractions repeat only after 128 or 256 samples
  // (each sample's weight from the knots, t = the fraction's low byte the same for all):
  // rows of kBig samples (past cells 255 -> 256 and 65535 -> 0; at 63/256 cell 369 cells,
  // twice past a multiple of 256) and rows ending at every sample of a cell and the next.
  std::uint32_t bad = 0;
  static const std::uint32_t kJ[] = {1, 2, 3, 6, 10, 33, 63};
  static const std::uint32_t kCells[] = {0x01FE0000u, 0xFFFE0000u, 0x00FF0000u};
  for (std::uint32_t j : kJ) {
    const q16 step = static_cast<q16>(j * 256u);
    std::uint32_t phase = 0;
    for (std::uint32_t base : kCells) {
      const std::uint32_t f0 = (phase++ * 0x5A37u + j * 0x0C01u) & 0xFFFFu;
      const q16 x0 = qnoise::to_signed(base + f0);
      bad += check1(x0, step, kBig);
      if (base != kCells[0]) continue;
      for (std::uint32_t n = 1; n <= 2 + 2 * 256 / j; n += kCore && j < 4 ? 7 : 1) bad += check1(x0, step, n);
    }
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(row, knot_steps_of_one_and_two_knots_every_phase) {
  // 1/256 and 1/128 cell (ARMv6-M: 4 samples per test, the first cell's n0 mod 4 first and
  // the last cell's samples to out_end the same way): first knots k0 of every residue mod
  // 8, rows whose first cell, middle cells and last cell have every count mod 4.
  std::uint32_t bad = 0;
  for (std::uint32_t j = 1; j <= 2; ++j) {
    const q16 step = static_cast<q16>(j * 256u);
    for (std::uint32_t k0 = 0; k0 < 16; ++k0) {
      const std::uint32_t x = 0x00FE0000u + (k0 % 8u == k0 ? k0 : 248u + k0 % 8u) * 256u + k0 * 37u;
      for (std::uint32_t n = 10; n <= 14; ++n) bad += check1(qnoise::to_signed(x), step, n);
      for (std::uint32_t n = 600 / j; n <= 600 / j + 3; ++n) bad += check1(qnoise::to_signed(x), step, n);
    }
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(row, every_power_of_two_step_and_start) {
  std::uint32_t bad = 0;
  for (std::uint32_t k = 0; k <= 20; ++k) {
    for (q16 x0 : kStarts) {
      bad += check1(x0, qnoise::to_signed(1u << k), kRow);
      bad += check1(x0, qnoise::to_signed(0u - (1u << k)), kRow);
    }
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(row, every_small_step) {
  // Every step from -4096 to 4096 (1/16 cell): all periods, both paths.
  std::uint32_t bad = 0;
  for (std::int32_t step = -4096; step <= 4096; step += kCore ? 61 : 1) {
    bad += check1(kStarts[static_cast<std::uint32_t>(step + 4096) % 9], step, kCore ? 64 : kRow);
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(row, dense_sweep_of_steps) {
  // Steps j * 37 for |step| up to 2 cells (per-sample path, and tabulated where it
  // lands on a multiple of 1024) from several starts.
  std::uint32_t bad = 0, cases = 0;
  const std::int32_t stride = kCore ? 37 * 97 : 37;
  for (std::int32_t step = -131072; step <= 131072; step += stride) {
    bad += check1(kStarts[static_cast<std::uint32_t>(cases) % 9], step, kCore ? 100 : kRow);
    ++cases;
  }
  qtest::print("    ", cases, " rows\n");
  QCHECK_EQ(bad, 0u);
}

QTEST(row, whole_cell_steps_far_and_wrapping) {
  // Steps of whole cells, where the lattice's period (256 cells) makes 257 cells behave
  // like 1 and -255 like +1: every such step, on three lattices, from every start, with
  // lengths 1..17 (odd and even counts, short rows) and a full row.
  const std::uint32_t cells[] = {1, 2, 3, 255, 256, 257, 511, 513, 0xFFFFu, 0x10001u, 0x8001u, 0x7FFFu,
                                 0u - 1u, 0u - 255u, 0u - 257u, 0u - 511u};
  std::uint32_t bad = 0;
  const qnoise::integer_hash hash{4321};
  constexpr auto seeded = qnoise::make_permutation(2024);
  for (std::uint32_t c : cells) {
    const q16 step = qnoise::to_signed(c << 16);
    for (q16 x0 : kStarts) {
      for (std::uint32_t n = 1; n <= 17; n += kCore ? 4 : 1) bad += check1(x0, step, n);
      bad += check1(x0, step, kRow);
      bad += check1(x0, step, kRow, seeded);
      bad += check1(x0, step, kRow, hash);
    }
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(row, wide_steps_every_length_and_phase) {
  // Steps k/16 cell in (1/4, 1) and k/32, k/64 neighbours, from phases across a cell,
  // with every length 60..100: rows that end at every point of a 16-sample pass (exactly
  // at its end too) and start at every offset of a cell; cells wrap past 255.
  std::uint32_t bad = 0;
  for (std::uint32_t k = 5; k <= 15; ++k) {
    for (std::uint32_t d = 0; d < 3; ++d) {
      const q16 step = static_cast<q16>(k * 4096u + (d == 0 ? 0u : d == 1 ? 2048u : 1024u));
      for (std::uint32_t p = 0; p < 16; p += kCore ? 5 : 1) {
        const q16 x0 = qnoise::to_signed(0x00F00000u + p * 4099u + k * 0x10000u);
        for (std::uint32_t n = 60; n <= 100; n += kCore ? 3 : 1) bad += check1(x0, step, n);
      }
    }
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(row, wide_steps_int32_edges_and_long_rows) {
  // The wide ring (ARMv6-M, k/16 cell in (1/4, 1)): rows of exactly the threshold length
  // (64) and one more, and long rows (several passes over the permutation's end, the
  // ring wrapping many times), from starts at and next to INT32_MAX and INT32_MIN, so the
  // coordinate wraps modulo 2^32 inside the row; every start phase s0 (1..4 samples in
  // x's cell) at 5/16 cell.
  std::uint32_t bad = 0;
  const std::uint32_t starts[] = {0x7FFFFFFFu, 0x80000000u, 0x7FFF8000u, 0xFFFFFFFFu, 0xFFF00001u};
  for (std::uint32_t k = 5; k <= 15; ++k) {
    const q16 step = static_cast<q16>(k * 4096u);
    for (std::uint32_t x : starts) {
      bad += check1(qnoise::to_signed(x), step, 64);
      bad += check1(qnoise::to_signed(x), step, 65);
      bad += check1(qnoise::to_signed(x - 0x1000u * k), step, k & 1u ? kBig : kBig / 2);
    }
  }
  for (std::uint32_t f = 0; f < 65536u; f += kCore ? 1021u : 97u) {
    bad += check1(qnoise::to_signed(0x7FFE0000u + f), 20480, 64 + (f & 31u));
  }
  // Periods 32 and 64 (k/32, k/64 cell): lengths at and next to the ring's threshold (128
  // on ARMv6-M; period 64 also in row.period_64_ring_end_at_every_sample) and the passes'
  // ends, long rows from the INT32 edges.
  for (std::uint32_t k = 17; k < 64; k += 2) {
    const q16 step = static_cast<q16>(k * 1024u);
    for (std::uint32_t x : starts) {
      for (std::uint32_t n = 254; n <= 258; ++n) bad += check1(qnoise::to_signed(x + n * 777u), step, n);
      bad += check1(qnoise::to_signed(x), step, kBig);
    }
    const q16 step32 = static_cast<q16>(((k >> 1) | 1u) * 2048u);
    for (std::uint32_t n = 126; n <= 131; ++n) bad += check1(qnoise::to_signed(starts[n % 5u] - n * 999u), step32, n);
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(row, wide_steps_over_half_cell_end_at_every_sample) {
  // Steps in (1/2, 1) cell of periods 8, 16 and 32 (cells of one or two samples; the
  // ARMv6-M ring runs a row of one-sample cells as chains of up to 8, the row's end cuts
  // one short): every length over one and a half passes (the row's last sample at every
  // sample of the last pass, in every position of a run and of its chains), from phases
  // across a cell and across the permutation's end.
  std::uint32_t bad = 0;
  const std::uint32_t steps[] = {40960, 57344, 36864, 45056, 53248, 61440, 34816, 38912, 43008,
                                 47104, 51200, 55296, 59392, 63488};
  for (const std::uint32_t step : steps) {
    for (std::uint32_t p = 0; p < 8; p += kCore ? 3 : 1) {
      const std::uint32_t x = 0x00FC0000u + p * 8191u + step * 5u;
      for (std::uint32_t n = 128; n <= 200; ++n) bad += check1(qnoise::to_signed(x - n * step), static_cast<q16>(step), n);
    }
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(row, long_rows_and_every_length_over_quarter_cell) {
  // Steps from 1/4 to 1 cell whose fractions repeat within 32 samples (k/32 cell, both
  // signs): long rows cross the permutation's period (256 cells) several times, from the
  // cells next to its end; every length 1 .. 40 starts the row at each slot of a table of
  // 16 or 32 samples and ends it at each, mid-cell or not.
  std::uint32_t bad = 0;
  constexpr auto seeded = qnoise::make_permutation(31);
  const std::uint32_t starts[] = {0x00FF0000u, 0x00FEC001u, 0x12FFFFFFu, 0x00007777u};
  for (std::int32_t k = 9; k < 32; ++k) {
    for (const std::int32_t sign : {1, -1}) {
      const q16 step = sign * k * 2048;
      for (std::uint32_t x : starts) {
        bad += check1(qnoise::to_signed(x), step, kBig);
        bad += check1(qnoise::to_signed(x + 0x1234u), step, kBig / 3, seeded);
      }
      for (std::uint32_t n = 1; n <= 40; n += kCore ? 3 : 1)
        bad += check1(qnoise::to_signed(starts[n & 3u] + n * 999u), step, n);
    }
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(row, long_rows_and_every_length_period_64_over_quarter_cell) {
  // Steps k/64 cell, k odd in (16, 64), both signs (a table of 64 samples, up to 63 cells
  // entered between its wraps): long rows cross the permutation's period several times
  // from the cells next to its end; lengths 65 .. 129 start the row at each slot of the
  // table and end it at each.
  std::uint32_t bad = 0;
  constexpr auto seeded = qnoise::make_permutation(5);
  const std::uint32_t starts[] = {0x00FF0000u, 0x00FEC001u, 0x12FFFFFFu, 0x00007777u};
  for (std::int32_t k = 17; k < 64; k += kCore ? 6 : 2) {
    for (const std::int32_t sign : {1, -1}) {
      const q16 step = sign * k * 1024;
      for (std::uint32_t x : starts) {
        bad += check1(qnoise::to_signed(x), step, kBig);
        bad += check1(qnoise::to_signed(x + 0x1234u), step, kBig / 3, seeded);
      }
      for (std::uint32_t n = 65; n <= 129; n += kCore ? 5 : 1)
        bad += check1(qnoise::to_signed(starts[n & 3u] + n * 999u), step, n);
    }
  }
  bad += check1(qnoise::to_signed(0x00FFC000u), 64512, kBig);  // 63/64: 63 cells per pass
  // Rows of exactly two and three passes of the table and one sample more (the row ends
  // at a wrap or just after one; every pass enters an odd number of cells: the wrap from
  // state B), both signs, across INT32_MAX -> INT32_MIN.
  for (std::int32_t k = 33; k < 64; k += kCore ? 10 : 2) {
    for (const std::uint32_t n : {128u, 129u, 192u, 193u}) {
      bad += check1(qnoise::to_signed(0x7FFFFFFFu - n * 700u), k * 1024, n);
      bad += check1(qnoise::to_signed(0x80000000u + n * 300u), -k * 1024, n);
    }
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(row, period_64_ring_end_at_every_sample) {
  // Steps k/64 cell, k odd, over 1/4 cell (the ARMv6-M rings: up to 33 cells per pass in
  // the smaller ring of two-word markers, 33/64 and 35/64 at its bound, 63 in the larger
  // of one-word markers; over 1/2 cell runs of one-sample cells as chains, longer than 8
  // at 59/64 and 63/64):
  // rows from the ring's threshold (128: the last pass the second) and one under it to two
  // passes more, so the row ends at every sample of the last pass (mid-cell, at a cell's
  // end, at every link of a chain), from start phases across a cell (s0 = 1 .. 4 samples
  // in x's cell) and next to the permutation's end; long rows crossing it, and from
  // INT32_MAX / INT32_MIN.
  std::uint32_t bad = 0;
  const std::uint32_t ks[] = {17, 21, 31, 33, 35, 41, 43, 45, 49, 51, 53, 59, 63};
  const std::uint32_t starts[] = {0x00FF0000u, 0x7FFFFFFFu, 0x80000000u, 0xFFFFFFFFu};
  for (const std::uint32_t k : ks) {
    const std::uint32_t step = k * 1024u;
    for (std::uint32_t p = 0; p < 4; ++p) {
      // The first sample ~(p + 1)/4 cell before its cell's end: s0 = 1 .. 4 at 17/64.
      const std::uint32_t x = 0x00FD0000u + 0x10000u * p - (p + 1u) * 0x3FFFu - p;
      for (std::uint32_t n = 127; n <= 128 + 128; n += (kCore && p != (k & 3u)) ? 7 : 1)
        bad += check1(qnoise::to_signed(x), static_cast<q16>(step), n);
    }
    for (const std::uint32_t x : starts) {
      bad += check1(qnoise::to_signed(x), static_cast<q16>(step), 128);
      bad += check1(qnoise::to_signed(x + 0x8000u), static_cast<q16>(step), 256);
      bad += check1(qnoise::to_signed(x - k * 0x1000u), static_cast<q16>(step), kBig);
    }
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(row, period_64_ring_samples_on_cell_starts) {
  // Steps k/64 cell, k odd, over 1/4 cell from starts on a multiple of 1/64 cell: some
  // samples fall exactly on a cell's start (fraction 0), the bounds of the ARMv6-M ring's
  // s0 (samples in x's cell) and of the search for the row's last cell (its first sample,
  // whether the next sample leaves it): every row end over a pass and a half.
  std::uint32_t bad = 0;
  const std::uint32_t ks[] = {17, 31, 33, 35, 41, 43, 45, 49, 51, 53, 59, 63};
  for (const std::uint32_t k : ks) {
    const std::uint32_t step = k * 1024u;
    for (std::uint32_t m = 0; m < 64; m += 21) {
      const std::uint32_t x = 0x00FD0000u + m * 1024u;
      for (std::uint32_t n = 127; n <= 128 + 96; ++n) bad += check1(qnoise::to_signed(x), static_cast<q16>(step), n);
    }
    // x's fraction + j step the cell's last Q16 value (the next sample's fraction is 0).
    for (std::uint32_t j = 1; j <= 2; ++j) {
      const std::uint32_t x = 0x00FD0000u + 0xFFFFu - j * step;
      for (std::uint32_t n = 127; n <= 128 + 64; n += 5) bad += check1(qnoise::to_signed(x), static_cast<q16>(step), n);
    }
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(row, period_64_over_half_cell_every_phase_and_end) {
  // Steps k/64 cell, k odd in (32, 64) (cells of one or two samples; on ARMv6-M up to 41/64
  // a cell of one sample shares the marker of the cell of two before it, and the pass's
  // first cell, when it has one sample, has its own, its last cell then built one sample
  // past the pass): x at every 1/64 cell phase (whether the pass's first cell has one or two
  // samples, s0 = 1 or 2) and every row end over the last pass (mid-cell, after a cell of
  // one sample, at the pass's end), next to the permutation's end.
  std::uint32_t bad = 0;
  const std::uint32_t ks[] = {33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53};
  for (const std::uint32_t k : ks) {
    const std::uint32_t step = k * 1024u;
    for (std::uint32_t m = 0; m < 64; m += kCore ? 3 : 1) {
      const std::uint32_t x = 0x00FE0000u + m * 1024u + 0x155u;
      for (std::uint32_t n = 128; n <= 192; n += kCore && (m & 1u) ? 3 : 1)
        bad += check1(qnoise::to_signed(x), static_cast<q16>(step), n);
    }
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(row, fine_steps_every_length_around_the_end_test) {
  // Steps whose fractions do not repeat within a row (the fine loop; on ARMv6-M its copy
  // without the end test runs the cells that end at least B + 1 samples before the row's
  // end, B = the power of two >= 65536 / step): every length from 1 to 2 (2 B + 2), so
  // the switch to the loop with the test falls at every sample of a cell, the row's last
  // sample being a cell's last (the next cell's entry then reads past the row) or not;
  // both signs, from cells next to the permutation's end and INT32_MIN / INT32_MAX, and
  // rows of kBig (the hash past its wrap).
  std::uint32_t bad = 0;
  static const std::uint32_t kSteps[] = {1031u, 1500u, 6554u, 21845u, 40000u, 65535u, 32769u};
  static const std::uint32_t kStartsFine[] = {0x00FEC001u, 0x7FFFF123u, 0x80000000u, 0x00FFFFFFu};
  for (std::uint32_t step_u : kSteps) {
    std::uint32_t b = 1;
    while (b * step_u < 65536u) b *= 2;
    for (const std::int32_t sign : {1, -1}) {
      const q16 step = sign * static_cast<q16>(step_u);
      for (std::uint32_t j = 0; j < 4; ++j) {
        const q16 x0 = qnoise::to_signed(kStartsFine[j] + j * step_u);
        if (j == 0) bad += check1(x0, step, kBig);
        if (kCore && j != (step_u & 3u)) continue;
        for (std::uint32_t n = 1; n <= 4 * b + 4; ++n) bad += check1(x0, step, n);
      }
    }
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(row, fine_steps_pass_ends_and_long_rows) {
  // Steps under one cell whose fractions never repeat (Thumb-2: row1_thumb2_run_fine,
  // which counts cells in passes of 256 and takes its permutation pointer back by 256
  // after each): rows entering 253 .. 259 and 509 .. 515 cells (a pass's end at or next
  // to the last cell), from cells next to the permutation's end (255, 0x7FFF, 0xFFFF);
  // long rows (several passes) from there and the INT32 edges, both signs, both
  // lattices; lengths 1 .. 12 around the shortest row the fine loop takes.
  std::uint32_t bad = 0;
  constexpr auto seeded = qnoise::make_permutation(77);
  const std::uint32_t starts[] = {0x00FF0000u, 0x00FEFFFFu, 0x7FFFFFFFu, 0xFFFF8001u, 0x00000001u};
  const std::uint32_t steps[] = {65535u, 65521u, 49999u, 40961u, 21841u, 1633u};
  for (const std::uint32_t ustep : steps) {
    for (const std::int32_t sign : {1, -1}) {
      const q16 step = sign * static_cast<q16>(ustep);
      for (std::uint32_t x : starts) {
        bad += check1(qnoise::to_signed(x), step, kBig);
        bad += check1(qnoise::to_signed(x + 0x4321u), step, kBig - 7u, seeded);
        for (std::uint32_t n = 1; n <= 12; ++n) bad += check1(qnoise::to_signed(x + n * 4099u), step, n);
      }
      if (ustep < 16384u) continue;
      for (const std::uint32_t cells : {256u, 512u}) {
        // n - 1 = cells 65536 / step samples enter about that many cells.
        const std::uint32_t n0 = static_cast<std::uint32_t>((static_cast<std::uint64_t>(cells) << 16) / ustep);
        for (std::uint32_t n = n0 - 3u; n <= n0 + 3u; ++n) {
          for (std::uint32_t x : starts) bad += check1(qnoise::to_signed(x - n * 13u), step, n);
        }
      }
    }
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(row, random_rows_both_lattices) {
  std::uint32_t bad = 0, s = 99;
  const qnoise::integer_hash hash{12345};
  constexpr auto seeded = qnoise::make_permutation(77);
  for (std::uint32_t i = 0; i < (kCore ? 40u : 4000u); ++i) {
    const q16 x0 = qnoise::to_signed(lcg(s));
    // Half the steps on the 1/64 grid (tabulated), half arbitrary; up to +-4 cells.
    std::uint32_t r = lcg(s);
    q16 step = static_cast<q16>(r % 524288u) - 262144;
    if (r & 0x80000000u) step = static_cast<q16>(static_cast<std::uint32_t>(step) & ~0x3FFu);
    const std::uint32_t n = lcg(s) % kRow;
    bad += check1(x0, step, n);
    bad += check1(x0, step, n, hash);
    bad += check1(x0, step, n, seeded);
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(row, exact_count_and_guards) {
  std::uint32_t bad = 0;
  static const std::uint32_t kNs[] = {0, 1, 2, 3, 63, 64, 65, 127, 128, 300, 1000, kBig};
  for (std::uint32_t n : kNs) {
    if (n > kBig) continue;
    bad += check1(0x00012345, 1024, n);   // tabulated path
    bad += check1(0x00012345, 1000, n);   // per-sample path
    bad += check1(-5, 65536, n);          // period 1
    bad += check2(0x00012345, 3000, 0x00034567, n, qnoise::perlin_permutation);
  }
  // n = 0 writes nothing, even through a null pointer.
  qnoise::perlin_row(nullptr, 0, 0, 1024);
  qnoise::perlin_row(nullptr, 0, 0, 1024, 0);
  QCHECK_EQ(bad, 0u);
}

QTEST(row, row2d_matches_perlin2) {
  std::uint32_t bad = 0, s = 5;
  const qnoise::integer_hash hash{3};
  for (std::uint32_t i = 0; i < (kCore ? 30u : 3000u); ++i) {
    const q16 x0 = qnoise::to_signed(lcg(s));
    const q16 y = qnoise::to_signed(lcg(s));
    const q16 step = static_cast<q16>(lcg(s) % 262144u) - 131072;
    bad += check2(x0, step, y, kCore ? 64 : kRow, qnoise::perlin_permutation);
    bad += check2(x0, step, y, kCore ? 64 : kRow, hash);
  }
  for (q16 x0 : kStarts)
    for (std::uint32_t k = 8; k <= 17; ++k) bad += check2(x0, qnoise::to_signed(1u << k), x0, 128, hash);
  QCHECK_EQ(bad, 0u);
}

QTEST(row, row3d_matches_perlin3) {
  // On the cores perlin(x, y, z) is assembly and the row is the C++ evaluator: this is
  // also a check of one against the other, along rows.
  std::uint32_t bad = 0, s = 7;
  const qnoise::integer_hash hash{5};
  for (std::uint32_t i = 0; i < (kCore ? 20u : 2000u); ++i) {
    const q16 x0 = qnoise::to_signed(lcg(s));
    const q16 y = qnoise::to_signed(lcg(s));
    const q16 z = qnoise::to_signed(lcg(s));
    const q16 step = static_cast<q16>(lcg(s) % 262144u) - 131072;
    bad += check3(x0, step, y, z, kCore ? 64 : kRow, qnoise::perlin_permutation);
    bad += check3(x0, step, y, z, kCore ? 64 : kRow, hash);
  }
  for (q16 x0 : kStarts) {
    const q16 minus_x0 = qnoise::to_signed(0u - static_cast<std::uint32_t>(x0));  // INT32_MIN stays
    for (std::uint32_t k = 8; k <= 17; ++k) bad += check3(x0, qnoise::to_signed(1u << k), x0, minus_x0, 64, hash);
  }
  // n = 0 writes nothing, even through a null pointer; n = 1 is the single call.
  qnoise::perlin_row(nullptr, 0, 0, 1024, 0, 0);
  bad += check3(INT32_MAX, 1, INT32_MIN, INT32_MAX, 1, qnoise::perlin_permutation);
  QCHECK_EQ(bad, 0u);
}

QTEST(row, rows_2d_3d_on_seeded_tables_every_start_and_step) {
  // 2D and 3D rows on Perlin's table and a seeded one, from every start edge, at step 0,
  // around 1/4 cell, the steps that put 1, 2 or many samples in a cell, and negative
  // steps; rows of kBig at 1/4 cell cross the permutation's end (more than 256 cells).
  constexpr qnoise::permutation seeded = qnoise::make_permutation(0xBEEFu);
  const q16 steps[] = {0, 1, 255, 256, 1000, 4096, 6554, 16383, 16384, 16385, 20000, 32768, 65535, 65536, 131072, -4096};
  const q16 yz[][2] = {{0, 0}, {0x00028000, -0x00011234}, {INT32_MAX, INT32_MIN}, {-1, 0x7FFF0001}};
  std::uint32_t bad = 0;
  for (const qnoise::permutation* lattice : {&qnoise::perlin_permutation, &seeded}) {
    for (q16 x0 : kStarts) {
      for (q16 step : steps) {
        for (const auto& p : yz) {
          const std::uint32_t n = kCore ? 24u : 700u;
          bad += check2(x0, step, p[0], n, *lattice);
          bad += check3(x0, step, p[0], p[1], n, *lattice);
        }
      }
    }
    bad += check2(0x7FFF0000, 16384, 0x00031234, kBig, *lattice);
    bad += check3(0x7FFF0000, 16384, 0x00031234, -0x00020001, kBig, *lattice);
  }
  QCHECK_EQ(bad, 0u);
}

namespace {
constexpr bool row_constexpr() {
  q16 out[70] = {};
  qnoise::perlin_row(out, 70, 0x00018000, 2048);  // tabulated (period 32)
  for (std::uint32_t i = 0; i < 70; ++i)
    if (out[i] != qnoise::perlin(at(0x00018000, 2048, i))) return false;
  q16 out2[5] = {};
  qnoise::perlin_row(out2, 5, 0x00018000, 12345, 0x00020000);
  for (std::uint32_t i = 0; i < 5; ++i)
    if (out2[i] != qnoise::perlin(at(0x00018000, 12345, i), 0x00020000)) return false;
  q16 out3[5] = {};
  qnoise::perlin_row(out3, 5, 0x00018000, 24000, 0x00020000, -7);
  for (std::uint32_t i = 0; i < 5; ++i)
    if (out3[i] != qnoise::perlin(at(0x00018000, 24000, i), 0x00020000, -7)) return false;
  // Seeded rows (seed.hpp's lattice and offsets).
  constexpr qnoise::seed sd = qnoise::make_seed(5);
  q16 out4[9] = {};
  qnoise::perlin_row(out4, 9, 0x00018000, 24000, 0x00020000, -7, sd);
  for (std::uint32_t i = 0; i < 9; ++i)
    if (out4[i] != qnoise::perlin(at(0x00018000, 24000, i), 0x00020000, -7, sd)) return false;
  return true;
}
constexpr q16 at_c(q16 x0, q16 step, std::uint32_t i) {
  return qnoise::to_signed(static_cast<std::uint32_t>(x0) + i * static_cast<std::uint32_t>(step));
}
}  // namespace

QTEST(row, constexpr_evaluation) {
  static_assert(at_c(1, 1, 1) == 2, "");
  static_assert(row_constexpr(), "perlin_row must match perlin at compile time");
  QCHECK(row_constexpr());
}

namespace {
// The largest |A(u)| and |D(u)| (row.hpp's edge lines) over u in {0, 65535} (they are
// linear in u): of the cell edges a row enters, and of every gradient pair at the y / z
// offsets near / far of fractions 0 and 65535 (what the lattices could give).
struct edge_extremes {
  std::int32_t a = 0, d = 0;
  void add(const qnoise::detail::row_edge& e) {
    for (const std::int32_t u : {0, 65535}) {
      const std::int32_t a_u = e.slope * u + e.offset, d_u = e.d_slope * u + e.d_offset;
      if ((a_u < 0 ? -a_u : a_u) > a) a = a_u < 0 ? -a_u : a_u;
      if ((d_u < 0 ? -d_u : d_u) > d) d = d_u < 0 ? -d_u : d_u;
    }
  }
};
template <unsigned D, class Lattice>
void add_cell(edge_extremes& seen, const Lattice& l, std::uint32_t c, const qnoise::detail::row_frame<D>& f) {
  qnoise::detail::row_cell<D> cell{};
  qnoise::detail::enter_cell(cell, l, c, (c + 1u) & 0xFFFFu, f);
  for (const auto& e : cell.edge) seen.add(e);
}
edge_extremes possible_extremes(unsigned dims) {
  using namespace qnoise::detail;
  edge_extremes all;
  const std::int32_t offsets[] = {0, -65536, 65535, -1};  // near / far of fractions 0, 65535
  for (std::uint32_t k0 = 0; k0 < 16; ++k0) {
    for (std::uint32_t k1 = 0; k1 < 16; ++k1) {
      if (dims == 1) all.add(make_edge(gradient1[k0], 2, gradient1[k1], 2));
      for (const std::int32_t oy : offsets) {
        if (dims == 2 && k0 < 8 && k1 < 8)
          all.add(make_edge(gradient2_x[k0], gradient2_y[k0] * oy, gradient2_x[k1], gradient2_y[k1] * oy));
        for (const std::int32_t oz : offsets) {
          if (dims == 3)
            all.add(make_edge(gradient3_x[k0], gradient3_y[k0] * oy + gradient3_z[k0] * oz, gradient3_x[k1],
                              gradient3_y[k1] * oy + gradient3_z[k1] * oz));
        }
      }
    }
  }
  return all;
}
}  // namespace

QTEST(row, fine_loop_edges_extreme_values_and_bounds) {
  // The fine loop (one cell's samples) at its bounds: rows
  // of one sample (limit = u + 1) at fractions 0 and 65535, steps 1 and 65535 (two samples
  // in one cell: fractions 0 and 65535; one per cell from fraction 1), step 1 across a
  // cell's end; in every cell of the period on three lattices, y and z at fractions 0 and
  // 65535 (weights 0 and the largest, far offsets -1.0), so that the edge values reach the
  // largest |A| and |D| any gradient pair gives (checked: the row's cells reach them).
  std::uint32_t bad = 0;
  constexpr qnoise::permutation seeded = qnoise::make_permutation(0x5EEDu);
  const qnoise::integer_hash hash{777};
  edge_extremes seen[3];
  auto run = [&](const auto& lattice) {
    for (std::uint32_t c = 0; c < 256; ++c) {
      const std::uint32_t x = c << 16;
      const std::uint32_t sel = kCore ? (c & 3u) : 0u;  // cores: one of the four (y, z) fractions per cell
      for (std::uint32_t p = sel; p < 4; p += kCore ? 4 : 1) {
        const q16 y = qnoise::to_signed(((c * 7u + 3u) << 16) + (p & 1u ? 65535u : 0u));
        const q16 z = qnoise::to_signed(((c * 13u + 1u) << 16) + (p & 2u ? 65535u : 0u));
        const auto fy = qnoise::detail::row_frame<2>{{y}, {qnoise::detail::locate(y)}};
        const auto fyz = qnoise::detail::row_frame<3>{{y, z}, {qnoise::detail::locate(y), qnoise::detail::locate(z)}};
        for (std::uint32_t cc = c; cc <= c + 1u; ++cc) {
          add_cell(seen[0], lattice, cc & 0xFFFFu, qnoise::detail::row_frame<1>{});
          add_cell(seen[1], lattice, cc & 0xFFFFu, fy);
          add_cell(seen[2], lattice, cc & 0xFFFFu, fyz);
        }
        struct row_case {
          std::uint32_t x;
          q16 step;
          std::uint32_t n;
        };
        const row_case cases[] = {{x, 1, 1},          {x + 65535u, 1, 1},      {x + 65535u, 65535, 1},
                                  {x, 65535, 2},      {x, 65535, 3},           {x + 1u, 65535, 3},
                                  {x + 65532u, 1, 8}, {x + 65535u, 65535, 4},  {x + 32768u, 32767, 3}};
        for (const row_case& r : cases) {
          bad += check1(qnoise::to_signed(r.x), r.step, r.n, lattice);
          bad += check2(qnoise::to_signed(r.x), r.step, y, r.n, lattice);
          bad += check3(qnoise::to_signed(r.x), r.step, y, z, r.n, lattice);
        }
      }
    }
  };
  run(qnoise::perlin_permutation);
  run(seeded);
  run(hash);
  for (unsigned d = 0; d < 3; ++d) {
    const edge_extremes all = possible_extremes(d + 1);
    qtest::print("    ", d + 1, "D: largest |A| ", seen[d].a, " of ", all.a, ", |D| ", seen[d].d, " of ", all.d, "\n");
    QCHECK_EQ(seen[d].a, all.a);
    QCHECK_EQ(seen[d].d, all.d);
  }
  QCHECK_EQ(bad, 0u);
}
