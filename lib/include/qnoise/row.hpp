// SPDX-License-Identifier: MIT
// qnoise/row.hpp — streaming rows: N samples of gradient noise at a fixed Q16 step,
// written into a caller buffer, reusing the lattice work of each cell.
//
//   q16 strip[300];
//   qnoise::perlin_row(strip, 300, x0, step);          // strip[i] == perlin(x0 + i*step)
//   qnoise::perlin_row(line, 64, x0, step, y);         // line[i]  == perlin(x0 + i*step, y)
//   qnoise::perlin_row(line, 64, x0, step, y, z);      // line[i]  == perlin(x0 + i*step, y, z)
//   qnoise::perlin_row2<L> r(lattice, y);  r(x)        // == perlin(x, y, lattice), x streaming
//   qnoise::perlin_row3<L> r(lattice, y, z); r(x)      // == perlin(x, y, z, lattice)
//
// Bit-identical to calling `perlin` per sample (tests/row proves it over many steps and
// start phases, on every core). Sample i is taken at x0 + i*step computed modulo 2^32,
// i.e. with the same wrap as every Q16 coordinate (INT32_MAX + 1 -> INT32_MIN), so any
// x0, any step (negative, zero, several cells) and any n are valid. Exactly n values are
// written (nothing when n == 0; `out` may then be null); `out` must hold n values.
// No heap; constexpr; no floating point; 32-bit products only.
//
// How (1D): inside a cell the gradients g0, g1 are fixed and the library's sample is
//   asr(lerp_q23(g0 f, g1 (f - 1), W) + 2, 2) == asr(lerp_q23_by(a, d, W), 2)
// with a = g0 f + 2 and d = (g1 - g0) f - 65536 g1, both linear in the fraction f: from one
// sample to the next in the same cell each grows by a constant (one add), so a sample
// costs its fade weight W, one lerp and a store (8 instructions on Cortex-M4, 12 on M0 with
// the assembly loop below). When the step is a multiple of 1/64 cell (up to 1/4 cell) the
// fractions repeat every m <= 64 samples: their m weights are computed once into a small
// table on the stack (256 B on most cores, 512 B on M0, plus the run list) and the row
// runs cell by cell through it. Other steps up to 1/2 cell compute each weight in the
// loop; longer steps evaluate each sample on its own (a new cell nearly every sample).
// On permutation lattices (the default and seeded tables) the cores run assembly instead,
// with the same arithmetic: on the Thumb-2 cores (row_thumb2.hpp) every step under one
// cell and steps of one cell; where the fractions repeat within 64 samples a table
// entry per sample that also holds the address of its code, 6 instructions per sample
// plus 6 per cell up to 1/4 cell (4 over it; 7 plus 2 over 1/2 cell); other steps
// the weight per sample (13 per sample, 15 per cell). On ARMv6-M (row_armv6m.hpp) the tabulated
// steps up to 1/4 cell as one function each (table build, cells and samples: 12 per sample
// plus 22 per cell up to 3/64 cell, 10 plus 20 from 1/16 cell, at -O0, -O2 and -Os alike),
// the other steps of whole knots (multiples of 1/256 cell) up to 1/4 cell with the weight
// from a knot pointer (20 per sample, 18.5 at 1/256 and 1/128 cell), and the
// loop with the weight per sample (25 per sample, 24 per cell) for the other steps under
// one cell; row_armv6m_cells.hpp takes whole-cell steps (16 gradient records per row: 14.4
// per sample at one cell) and, in rows of 64 or more (periods 32 and 64: 128 or more),
// steps in (1/4, 1) cell that repeat within 64 samples (a ring of three factors per sample
// and a marker per cell whose handler runs the cell's samples: 14.8-18.0 per sample at
// k/16 cell, 17.7-23.9 at the odd k/64 steps). The C++ above remains the one definition, used for other lattices, in constant
// evaluation and on other targets. On 64-bit hosts (QNOISE_HOST64, perlin.hpp) the same
// arithmetic runs in 64-bit form at run time: both roundings in one shift,
// floor((2^23 a + 2^22 + d W) / 2^25), in the tabulated loop with the gradients factored
// out of the table up to 1/2 cell (perlin_row_tabulated_host64; on x86-64 four samples per
// SSE2 block, perlin_row_tabulated_sse2, up to 3/4 cell: 5.9 instructions per sample at
// 1/16 cell where per-sample calls take 35.0), and each sample on its own over it.
// 2D and 3D rows there take perlin.hpp's packed 64-bit dots: once per cell up to 1/4 cell
// (perlin_row2_fine_host64, perlin_row3_fine_host64), per sample otherwise
// (perlin2_packed, perlin3_packed, with y and z hoisted).
// Instruction counts per sample against the step: docs/performance.md.
#ifndef QNOISE_ROW_HPP
#define QNOISE_ROW_HPP

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "fade.hpp"
#include "fixed.hpp"
#include "perlin.hpp"
#include "perlin_armv6m.hpp"
#include "permutation.hpp"
#include "row_armv6m.hpp"
#include "row_armv6m_cells.hpp"
#include "row_thumb2.hpp"

namespace qnoise {
namespace detail {

/// Largest repeat period of the fractions (in samples) that rows tabulate: steps that
/// are a multiple of 1/64 cell. The tables cost 4 (8 on ARMv6-M) bytes of weight and
/// 4 of run per entry on the stack.
inline constexpr std::uint32_t row_max_period = 64;

/// The repeat period of the fractions of a step whose fraction (Q16) is f != 0: 65536 / b
/// for b = f's lowest set bit. ARMv6-M has no divide (libgcc's takes ~60 instructions per
/// row), so there b's bit index comes from a de Bruijn multiply (b * 0x077CB531 >> 27 is
/// distinct for each of the 32 powers of two) and a table; cores with UDIV divide.
inline constexpr std::uint8_t row_period_log_by_debruijn[32] = {
    0, 1, 28, 2, 29, 14, 24, 3, 30, 22, 20, 15, 25, 17, 4, 8,
    31, 27, 13, 23, 21, 19, 16, 7, 26, 12, 18, 6, 11, 5, 10, 9};
constexpr std::uint32_t row_period(std::uint32_t f) noexcept {
  const std::uint32_t b = f & (0u - f);
#ifdef QNOISE_ARMV6M_ASM
  return 65536u >> row_period_log_by_debruijn[(b * 0x077CB531u) >> 27];
#else
  return 65536u / b;
#endif
}

/// Largest step the tabulated path takes (1/4 cell): beyond it cells change so often that
/// the per-cell set-up of a run costs more than computing the fade per sample (measured
/// on Cortex-M4 and M0, docs/performance.md).
inline constexpr std::uint32_t row_max_tabulated_step = 16384;

/// Largest step of the per-cell fine path (1/2 cell): longer steps enter a new cell at
/// almost every sample, where a run's set-up (four products) costs more than it saves.
inline constexpr std::uint32_t row_max_fine_step = 32768;

/// The Q23 fade weight as a row's inner loop consumes it: whole on cores with a 32x32->64
/// multiply (one SMMLAR or SMLAL per sample), split 12/11 where lerp_q23 splits it
/// (ARMv6-M), so the loop loads the two parts instead of masking and shifting.
struct row_weight_whole {
  std::int32_t w;
};
struct row_weight_split {
  std::int32_t high;  // W >> 12
  std::int32_t low;   // W & 0xFFF
};
/// 64-bit hosts (QNOISE_HOST64, perlin.hpp): the weight as the int64 the loop multiplies by
/// (the product is one multiply with a memory operand, no sign extension).
struct row_weight_host64 {
  std::int64_t w;
};
#ifdef QNOISE_HOST64
using row_weight = row_weight_host64;
#else
using row_weight = std::conditional_t<has_wide_multiply, row_weight_whole, row_weight_split>;
#endif

QNOISE_ALWAYS_INLINE constexpr void set_row_weight(row_weight_whole& to, std::int32_t w) noexcept { to.w = w; }
QNOISE_ALWAYS_INLINE constexpr void set_row_weight(row_weight_host64& to, std::int32_t w) noexcept { to.w = w; }
QNOISE_ALWAYS_INLINE constexpr void set_row_weight(row_weight_split& to, std::int32_t w) noexcept {
  to.high = w >> 12;
  to.low = w & 0xFFF;
}

/// lerp_q23_by(a, d, W) from the weight's row form.
QNOISE_ALWAYS_INLINE constexpr std::int32_t row_lerp(std::int32_t a, std::int32_t d, const row_weight_whole& w) noexcept {
  return lerp_q23_by(a, d, w.w);
}
QNOISE_ALWAYS_INLINE constexpr std::int32_t row_lerp(std::int32_t a, std::int32_t d, const row_weight_split& w) noexcept {
  return lerp_q23_split(a, d, w.high, w.low);
}

template <class Lattice>
constexpr std::int32_t row_gradient1(const Lattice& lattice, std::uint32_t h,
                                     std::uint32_t cell) noexcept {
  return gradient1_of(lattice.next(h, cell & 0xFFFFu));
}

/// Whether this evaluation happens at compile time (false when the compiler cannot
/// tell us: then the run-time path is also taken at compile time, with a zeroed table).
#if defined(__has_builtin)
#if __has_builtin(__builtin_is_constant_evaluated)
#define QNOISE_ROW_HAS_IS_CONSTANT_EVALUATED 1
#endif
#endif
constexpr bool row_constant_evaluated() noexcept {
#ifdef QNOISE_ROW_HAS_IS_CONSTANT_EVALUATED
  return __builtin_is_constant_evaluated();
#else
  return false;
#endif
}

/// The tabulated path runs at run time only when the compiler can tell (then its
/// tables are left uninitialised: every entry read is written first, and zeroing them
/// would cost more than a short row); otherwise it is constexpr with zeroed tables.
#ifdef QNOISE_ROW_HAS_IS_CONSTANT_EVALUATED
#define QNOISE_ROW_TABULATED_CONSTEXPR
#define QNOISE_ROW_TABLE_INIT
#else
#define QNOISE_ROW_TABULATED_CONSTEXPR constexpr
#define QNOISE_ROW_TABLE_INIT = {}
#endif

/// Samples [begin, end) of the weight table, all in one cell, the first at fraction f,
/// the next ones `step` further each. Inside a cell the lerp's two operands are linear in
/// f (header comment), so each advances by one add per sample:
///   a = g0 f + 2,  d = (g1 - g0) f - 65536 g1,  sample = asr(lerp_q23_by(a, d, W), 2)
/// which is gradient_sample1's asr(lerp_q23(g0 f, g1 (f - 1), W) + 2, 2) exactly (the +2
/// is outside the floor). Every intermediate stays within 2^21 (f + step < 2^17).
struct row_operands {
  std::int32_t a, d, a_step, d_step;
};
QNOISE_ALWAYS_INLINE constexpr row_operands row_operands_of(std::int32_t g0, std::int32_t g1, std::int32_t f,
                                                            std::int32_t step) noexcept {
  const std::int32_t dg = g1 - g0;
  return {g0 * f + 2, dg * f - g1 * 65536, g0 * step, dg * step};
}
QNOISE_ALWAYS_INLINE constexpr q16* row_run(q16* out, const row_weight* begin, const row_weight* end,
                                            row_operands r) noexcept {
#ifdef QNOISE_HOST64
  // 64-bit hosts (perlin.hpp): both roundings in one shift, on a kept 64-bit A = 2^23 a + 2^22:
  // asr(a + floor((d W + 2^22) / 2^23), 2) == floor((A + d W) / 2^25) (nested floors of
  // divisions by powers of two compose), |A + d W| < 2^45.
  std::int64_t scaled_a = static_cast<std::int64_t>(r.a) * (1 << 23) + (1 << 22);
  std::int64_t d = r.d;
  const std::int64_t scaled_a_step = static_cast<std::int64_t>(r.a_step) * (1 << 23);
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC unroll 2
#endif
  for (; begin != end; ++begin) {
    *out++ = static_cast<q16>(asr64(scaled_a + d * begin->w, 25));
    scaled_a += scaled_a_step;
    d += r.d_step;
  }
  return out;
#else
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC unroll 2
#endif
  for (; begin != end; ++begin) {
    *out++ = asr(row_lerp(r.a, r.d, *begin), 2);
    r.a += r.a_step;
    r.d += r.d_step;
  }
  return out;
#endif
}

// Not at -Os: GCC then reserves r8-r12 on Thumb-1 (fixed registers), which the loop needs.
#if defined(QNOISE_ARMV6M_ASM) && !defined(__OPTIMIZE_SIZE__)
#define QNOISE_ROW_ARMV6M_ASM 1
/// row_run for ARMv6-M in assembly (not constexpr; the tabulated path is run-time only):
/// 12 instructions per sample where GCC's register allocation takes 22 (it re-creates
/// the constant 1024 and spills a step in the loop). The same arithmetic as
/// lerp_q23_split with the two roundings merged: asr(a + asr(X + 1024, 11), 2) ==
/// asr(X + 2048 a + 1024, 13) for X = d wh + asr(d wl, 12), so the loop keeps
/// A = 2048 a + 1024 instead of a. The sum is the sample times 8192 plus a remainder
/// (|sample| <= 2^16, so within 2^30): the adds may wrap in between and still give it,
/// because Thumb adds are modulo 2^32. One LDM fetches both weight parts. tests/row checks
/// it against perlin() on the Cortex-M0 build. Rows on other lattices than `permutation`
/// only: permutation rows take perlin_row_table_armv6m (row_armv6m.hpp), the same loop
/// with the table build and the cells in assembly too.
inline q16* row_run_armv6m(q16* out, const row_weight* begin, const row_weight* end, row_operands r) noexcept {
  if (begin == end) return out;
  std::uint32_t scaled_a = (static_cast<std::uint32_t>(r.a) << 11) + 1024u;
  const std::uint32_t scaled_a_step = static_cast<std::uint32_t>(r.a_step) << 11;
  __asm__ volatile(
      QNOISE_ARMV6M_ASM_SYNTAX
      "1:\n\t"
      "ldm %[p]!, {r4, r5}\n\t"   // r4 = W >> 12, r5 = W & 0xFFF
      "muls r5, %[d], r5\n\t"
      "asrs r5, r5, #12\n\t"
      "muls r4, %[d], r4\n\t"
      "adds r4, r4, r5\n\t"
      "add r4, %[A]\n\t"
      "asrs r4, r4, #13\n\t"
      "stm %[o]!, {r4}\n\t"
      "add %[A], %[A_step]\n\t"
      "add %[d], %[d_step]\n\t"
      "cmp %[p], %[end]\n\t"
      "bne 1b\n\t"
      : [o] "+l"(out), [p] "+l"(begin), [A] "+l"(scaled_a), [d] "+l"(r.d)
      : [end] "h"(end), [A_step] "h"(scaled_a_step), [d_step] "h"(r.d_step)
      : "r4", "r5", "cc", "memory");
  return out;
}
#endif

/// The run-time choice of row_run (the assembly loop where there is one).
inline q16* row_run_fast(q16* out, const row_weight* begin, const row_weight* end, row_operands r) noexcept {
#ifdef QNOISE_ROW_ARMV6M_ASM
  return row_run_armv6m(out, begin, end, r);
#else
  return row_run(out, begin, end, r);
#endif
}

/// Tabulated 1D row, for a step under one cell whose fractions repeat every m samples
/// (m = period <= row_max_period, a power of two; m steps make a whole number of cells).
/// The table starts at the first sample s0 >= 1 that enters a new cell, so each period
/// splits into runs of one cell each that never wrap around the table: the m weights and
/// the runs are computed once, then every run costs one lattice look-up and every sample
/// one lerp (row_run).
template <class Lattice>
QNOISE_ROW_TABULATED_CONSTEXPR void perlin_row_tabulated(q16* out, std::size_t n, std::uint32_t x,
                                                         std::uint32_t step, std::uint32_t period,
                                                         const Lattice& lattice) noexcept {
  struct run {
    std::uint8_t begin, end;  // table indices
    std::uint16_t fraction;   // of the run's first sample
  };
  row_weight weights[row_max_period] QNOISE_ROW_TABLE_INIT;
  run runs[row_max_period] QNOISE_ROW_TABLE_INIT;
  std::uint32_t s0 = 1;
  while ((((x + s0 * step) ^ (x + (s0 - 1u) * step)) >> 16) == 0) ++s0;  // s0 <= period
  const std::uint32_t x_table = x + s0 * step;  // sample s0: table entry 0
  // Weights of fraction + j * step, and the runs: a new cell wherever it passes 65536.
  std::uint32_t run_count = 0;
  std::uint32_t begin = 0;
  std::uint32_t fraction = x_table & 0xFFFFu;
  std::uint32_t run_fraction = fraction;
  for (std::uint32_t j = 0; j < period;) {
    set_row_weight(weights[j], static_cast<std::int32_t>(quintic_weight(fraction)));
    fraction += step;
    ++j;
    if (fraction >= 65536u) {
      fraction -= 65536u;
      runs[run_count++] = run{static_cast<std::uint8_t>(begin), static_cast<std::uint8_t>(j),
                              static_cast<std::uint16_t>(run_fraction)};
      begin = j;
      run_fraction = fraction;
    }
  }
  const std::int32_t s = static_cast<std::int32_t>(step);
  const std::uint32_t h = lattice.start();
  std::uint32_t cell = x >> 16;
  std::int32_t g0 = row_gradient1(lattice, h, cell);
  std::int32_t g1 = row_gradient1(lattice, h, cell + 1u);
  // Samples 0 .. s0-1, in x's cell: table entries period - s0 .. (as sample i + period).
  const std::uint32_t first = s0 < n ? s0 : static_cast<std::uint32_t>(n);
  const row_weight* const table_end = weights + period;
  out = row_run_fast(out, table_end - s0, table_end - s0 + first,
                     row_operands_of(g0, g1, static_cast<std::int32_t>(x & 0xFFFFu), s));
  // Then run after run, around the table.
  std::size_t left = n - first;
  const run* r = runs;
  const run* const runs_end = runs + run_count;
  while (left != 0) {
    cell = (cell + 1u) & 0xFFFFu;
    g0 = g1;
    g1 = row_gradient1(lattice, h, cell + 1u);
    const std::uint32_t length = static_cast<std::uint32_t>(r->end - r->begin);
    const std::uint32_t count = left < length ? static_cast<std::uint32_t>(left) : length;
    const row_weight* const begin = weights + r->begin;
    out = row_run_fast(out, begin, begin + count, row_operands_of(g0, g1, r->fraction, s));
    left -= count;
    if (++r == runs_end) r = runs;
  }
}

/// The end of a 64-bit host fine row's run in the cell that holds fraction f (Q16, [0, 65535];
/// step in [1, 65535]): ceil((65536 - f) / step) = floor((65535 - f) / step) + 1 samples,
/// so the loop tests one end, and not past the row's end.
QNOISE_ALWAYS_INLINE constexpr q16* row_cell_end_host64(q16* out, q16* end, std::uint32_t f,
                                                        std::uint32_t step) noexcept {
  const std::size_t in_cell = (65535u - f) / step + 1u;
  const std::size_t left = static_cast<std::size_t>(end - out);
  return out + (in_cell < left ? in_cell : left);
}

#if defined(QNOISE_HOST64) && defined(QNOISE_ROW_HAS_IS_CONSTANT_EVALUATED)
#define QNOISE_ROW_HOST64 1
/// 64-bit hosts (QNOISE_HOST64, perlin.hpp; run time only): the tabulated row with the
/// gradients factored out of the table. Inside a cell row_run's sample is
///   floor((A + d W) / 2^25) == floor((g0 U + g1 V + C) / 2^25),
///   U = f (2^23 - W), V = (f - 65536) W, C = 2^24 + 2^22
/// (A = 2^23 (g0 f + 2) + 2^22 and d = (g1 - g0) f - 65536 g1 expanded), |U|, |V| < 2^39, so
/// the sum is within 2^43. U and V are per table entry, computed once per row (1 KiB of
/// stack): a sample is two products, an add and a shift, and a cell one gradient look-up,
/// so steps up to one cell pay for the table. Same table and runs as perlin_row_tabulated.
/// Largest steps of the host rows' tabulated and fine loops; longer steps evaluate each
/// sample on its own (perlin_row_each_host64). Where those cost the same, measured with
/// callgrind (docs/performance.md).
inline constexpr std::uint32_t row_host_max_tabulated_step = 32768;
inline constexpr std::uint32_t row_host_max_fine_step = 20480;
struct row_uv {
  std::int64_t u, v;
};
QNOISE_ALWAYS_INLINE q16* row_run_uv(q16* out, const row_uv* begin, const row_uv* end, std::int64_t g0,
                                     std::int64_t g1) noexcept {
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC unroll 4
#endif
  for (; begin != end; ++begin)
    *out++ = static_cast<q16>(asr64(g0 * begin->u + g1 * begin->v + ((1 << 24) + (1 << 22)), 25));
  return out;
}
template <class Lattice>
void perlin_row_tabulated_host64(q16* out, std::size_t n, std::uint32_t x, std::uint32_t step,
                                 std::uint32_t period, const Lattice& lattice) noexcept {
  row_uv table[row_max_period];
  std::uint8_t run_end[row_max_period];  // table index after each run (one cell each)
  std::uint32_t s0 = 1;
  while ((((x + s0 * step) ^ (x + (s0 - 1u) * step)) >> 16) == 0) ++s0;  // s0 <= period
  std::uint32_t run_count = 0;
  std::uint32_t fraction = (x + s0 * step) & 0xFFFFu;  // sample s0: table entry 0
  for (std::uint32_t j = 0; j < period;) {
    const std::int64_t w = quintic_weight(fraction);
    const std::int64_t f = fraction;
    table[j] = row_uv{f * ((1 << 23) - w), (f - 65536) * w};
    fraction += step;
    ++j;
    if (fraction >= 65536u) {
      fraction -= 65536u;
      run_end[run_count++] = static_cast<std::uint8_t>(j);
    }
  }
  const std::uint32_t h = lattice.start();
  std::uint32_t cell = x >> 16;
  std::int64_t g0 = row_gradient1(lattice, h, cell);
  std::int64_t g1 = row_gradient1(lattice, h, cell + 1u);
  // Samples 0 .. s0-1, in x's cell: table entries period - s0 .. (as sample i + period).
  const std::size_t first = s0 < n ? s0 : n;
  out = row_run_uv(out, table + period - s0, table + period - s0 + first, g0, g1);
  std::size_t left = n - first;
  std::uint32_t r = 0, begin = 0;
  while (left != 0) {
    cell = (cell + 1u) & 0xFFFFu;
    g0 = g1;
    g1 = row_gradient1(lattice, h, cell + 1u);
    const std::uint32_t end = run_end[r];
    const std::size_t count = left < end - begin ? left : end - begin;
    out = row_run_uv(out, table + begin, table + begin + count, g0, g1);
    left -= count;
    begin = end;
    if (++r == run_count) r = begin = 0;
  }
}
#if defined(__SSE2__) && defined(__GNUC__) && !defined(QNOISE_NO_ROW_SSE2)
#define QNOISE_ROW_SSE2 1
/// x86-64 (SSE2 is part of its base instruction set; run time only): perlin_row_tabulated_host64
/// four samples at a time. The table keeps U and V' = -V = (65536 - f) W (both in [0, 2^39))
/// and the blocks multiply by (g0, -g1): g0 U + (-g1) V' == g0 U + g1 V. Each value X is
/// written in signed 16-bit digits, X = X2 2^32 + X1 2^16 + X0 with X0, X1 in [-2^15, 2^15):
/// X0 = X mod 2^16 as int16, X1 = floor((X + 2^15) / 2^16) mod 2^16 as int16 and
/// X2 = floor((X + 2^31 + 2^15) / 2^32) in [0, 128]. A digit's term Yk = g0 Uk - g1 V'k is
/// one PMADDWD lane of the pairs (Uk, V'k) and (g0, -g1), |Yk| <= 2^19, and as floors of
/// divisions by powers of two nest (C = 2^24 + 2^22 = 320 2^16),
///   floor((g0 U + g1 V + C) / 2^25) = 2^7 Y2 + floor((Y1 + 320 + floor(Y0 / 2^16)) / 2^9),
/// so the table keeps 2^7 U2 and 2^7 V'2 (within 2^14). Four samples: 3 loads, 3 PMADDWD,
/// 5 adds and shifts, a store (14 instructions with the loop's add and branch). A cell's
/// last block may write up to 3 samples past its run (the next cell writes them again);
/// in the row's last cells, where that would pass the end, the last 1 .. 3 samples come
/// from one block written into a buffer. Per row of 300 at 1/16 cell (callgrind, GCC 12
/// -O2, bench/host_bench.cpp): 5.9 instructions per sample where perlin() per sample takes
/// 35.0 (5.9x): 3.3 the blocks, 0.9 the cells (14 each: the (g0, -g1) pair from two table
/// words, its broadcast, the hash, the bookkeeping), 0.9 the table (~17 per entry) and 0.9
/// the set-up and the row's first and last cells. GCC's and Clang's vector types and
/// builtins (no header); tests/row compares every sample with perlin().
typedef std::int16_t row_v8i16 __attribute__((vector_size(16)));
typedef std::uint16_t row_v8u16 __attribute__((vector_size(16)));
typedef std::int32_t row_v4i32 __attribute__((vector_size(16)));
typedef std::uint32_t row_v4u32 __attribute__((vector_size(16)));
typedef long long row_v2i64 __attribute__((vector_size(16)));            // PMULUDQ's result
typedef unsigned long long row_v2u64 __attribute__((vector_size(16)));
struct row_digits {
  // [digit][2 entry]: Uk, [digit][2 entry + 1]: V'k. Four zero entries after the period:
  // a block that starts at one of the last entries reads inside the table.
  alignas(16) std::int16_t digit[3][2 * row_max_period + 8];
};
/// Per hash byte h, the halves of a cell's PMADDWD multiplier (g0, -g1) as a 32-bit
/// lane: (g0 mod 2^16) | (-g1 mod 2^16) 2^16 == lo[h0] | hi[h1] (2 KiB), so entering a
/// cell takes one load and an OR, and the next cell's lo one load more.
struct row_gradient_halves {
  std::uint32_t lo[256], hi[256];
};
constexpr row_gradient_halves make_row_gradient_halves() noexcept {
  row_gradient_halves t{};
  for (std::uint32_t h = 0; h < 256; ++h) {
    const std::int32_t g = gradient1_by_byte.value[h];
    t.lo[h] = static_cast<std::uint32_t>(g) & 0xFFFFu;
    t.hi[h] = (static_cast<std::uint32_t>(-g) & 0xFFFFu) << 16;
  }
  return t;
}
inline constexpr row_gradient_halves row_gradient_halves_table = make_row_gradient_halves();
/// Lanes 0, 2 of a and b as 32-bit unsigned, multiplied into two 64-bit lanes (PMULUDQ).
QNOISE_ALWAYS_INLINE row_v2i64 row_pmuludq(row_v4i32 a, row_v4i32 b) noexcept {
  return __builtin_ia32_pmuludq128(a, b);
}
/// The 32-bit lanes 0, 2 (low halves) or 1, 3 (high halves) of a, then of b (SHUFPS).
#if defined(__clang__) || __GNUC__ >= 12
#define QNOISE_ROW_SHUFFLE(a, b, i, j, k, l) __builtin_shufflevector(a, b, i, j, k, l)
#else
#define QNOISE_ROW_SHUFFLE(a, b, i, j, k, l) __builtin_shuffle(a, b, row_v4u32{i, j, k, l})
#endif
/// Table entries 0 .. period - 1 (period a power of two in [2, 64]) at fractions f0 + j step
/// mod 2^16, step a multiple of 1024 (1/64 cell), four entries per turn (~18 instructions
/// per entry instead of ~44 for scalar 64-bit products and digit stores). All fractions
/// share t = f0 mod 256, so entry j's weight is (256 K[k] + (K[k+1] - K[k]) t) / 2^8 for its
/// knot k = f >> 8 (quintic_weight): the two knot words come in one 64-bit load per entry,
/// the product by t and the rest in 32-bit lanes 0 and 2 (< 2^32: 256 K < 2^31,
/// (K[k+1] - K[k]) t < 2^24). U = f (2^23 - W) and V' = (65536 - f) W by PMULUDQ in 64-bit
/// lanes, plus 2^31 + 2^15: the low word's halves, each XOR 2^15, are then X0 and X1, and
/// the high word is X2. Then the four zero entries.
QNOISE_ALWAYS_INLINE void set_row_digits(row_digits& t, std::uint32_t f0, std::uint32_t step,
                                         std::uint32_t period) noexcept {
  const row_v4i32 by_low = reinterpret_cast<row_v4i32>(row_v2u64{f0 & 0xFFu, f0 & 0xFFu});
  const row_v4i32 one23 = {1 << 23, 0, 1 << 23, 0}, one16 = {65536, 0, 65536, 0};
  const row_v2i64 bias = {0x80008000, 0x80008000};
  const row_v4u32 low_half = {0xFFFFu, 0xFFFFu, 0xFFFFu, 0xFFFFu};
  const row_v4u32 flip = {0x80008000u, 0x80008000u, 0x80008000u, 0x80008000u};
  // Fractions of entries j, j + 1 (f01) and j + 2, j + 3 (f23) in 16-bit lanes 0 and 4:
  // 16-bit adds wrap them modulo 2^16 and leave the other lanes 0.
  const auto lanes_0_4 = [](std::uint32_t a, std::uint32_t b) noexcept {
    return reinterpret_cast<row_v8u16>(row_v2u64{a & 0xFFFFu, b & 0xFFFFu});
  };
  row_v8u16 f01 = lanes_0_4(f0, f0 + step), f23 = lanes_0_4(f0 + 2u * step, f0 + 3u * step);
  const row_v8u16 by4 = lanes_0_4(4u * step, 4u * step);
  const quintic_pair* const knots = quintic_pair_table.value;
  const auto weights = [&](std::uint32_t fa, std::uint32_t fb) noexcept {
    std::uint64_t a, b;
    __builtin_memcpy(&a, knots + ((fa >> 8) & 0xFFu), 8);
    __builtin_memcpy(&b, knots + ((fb >> 8) & 0xFFu), 8);
    const row_v2u64 k = {a, b};  // (256 K[k], K[k+1] - K[k]) per 64-bit lane
    const row_v2i64 dt = row_pmuludq(reinterpret_cast<row_v4i32>(k >> 32), by_low);
    return reinterpret_cast<row_v4i32>((reinterpret_cast<row_v4u32>(k) + reinterpret_cast<row_v4u32>(dt)) >> 8);
  };
  std::uint32_t f = f0;
  for (std::uint32_t j = 0; j < period; j += 4, f += 4u * step) {
    const row_v4i32 w01 = weights(f, f + step), w23 = weights(f + 2u * step, f + 3u * step);
    const row_v4i32 fi01 = reinterpret_cast<row_v4i32>(f01), fi23 = reinterpret_cast<row_v4i32>(f23);
    const row_v4u32 u01 = reinterpret_cast<row_v4u32>(row_pmuludq(fi01, one23 - w01) + bias);
    const row_v4u32 u23 = reinterpret_cast<row_v4u32>(row_pmuludq(fi23, one23 - w23) + bias);
    const row_v4u32 v01 = reinterpret_cast<row_v4u32>(row_pmuludq(one16 - fi01, w01) + bias);
    const row_v4u32 v23 = reinterpret_cast<row_v4u32>(row_pmuludq(one16 - fi23, w23) + bias);
    const row_v4u32 ul = QNOISE_ROW_SHUFFLE(u01, u23, 0, 2, 4, 6), uh = QNOISE_ROW_SHUFFLE(u01, u23, 1, 3, 5, 7);
    const row_v4u32 vl = QNOISE_ROW_SHUFFLE(v01, v23, 0, 2, 4, 6), vh = QNOISE_ROW_SHUFFLE(v01, v23, 1, 3, 5, 7);
    const row_v4u32 d0 = ((ul & low_half) | (vl << 16)) ^ flip;
    const row_v4u32 d1 = ((ul >> 16) | (vl & ~low_half)) ^ flip;
    const row_v8u16 d2 = reinterpret_cast<row_v8u16>(uh | (vh << 16)) << 7;
    __builtin_memcpy(t.digit[0] + 2 * j, &d0, 16);
    __builtin_memcpy(t.digit[1] + 2 * j, &d1, 16);
    __builtin_memcpy(t.digit[2] + 2 * j, &d2, 16);
    f01 += by4;
    f23 += by4;
  }
  const row_v4u32 zero = {0u, 0u, 0u, 0u};
  for (std::uint32_t k = 0; k < 3; ++k) __builtin_memcpy(t.digit[k] + 2 * period, &zero, 16);
}
/// The samples of the blocks of four table entries that end at digit-0 address d_end, 16
/// bytes of table and of out per block (`bytes` in all), into out (Some: bytes > 0, and the
/// loop tests its end only after a block).
template <bool Some = false>
QNOISE_ALWAYS_INLINE void row_digits_blocks(q16* out, const char* d_end, std::ptrdiff_t bytes,
                                            std::uint32_t pair) noexcept {
  const row_v4u32 g4 = {pair, pair, pair, pair};
  const row_v8i16 g = reinterpret_cast<row_v8i16>(g4);  // (g0, -g1) x 4
  const row_v4i32 rounding = {320, 320, 320, 320};
  constexpr std::ptrdiff_t stride = 2 * (2 * row_max_period + 8);  // bytes between digit planes
  // One index for the table and out, counting up to 0 from the blocks' ends (the add that
  // steps it sets the flag the loop tests).
  char* const out_end = reinterpret_cast<char*>(out) + bytes;
  const auto block = [&](std::ptrdiff_t i) noexcept {
    row_v8i16 d0, d1, d2;
    __builtin_memcpy(&d0, d_end + i, 16);
    __builtin_memcpy(&d1, d_end + stride + i, 16);
    __builtin_memcpy(&d2, d_end + 2 * stride + i, 16);
    const row_v4i32 y0 = __builtin_ia32_pmaddwd128(d0, g);
    const row_v4i32 y1 = __builtin_ia32_pmaddwd128(d1, g);
    const row_v4i32 y2 = __builtin_ia32_pmaddwd128(d2, g);
    const row_v4i32 samples = y2 + ((y1 + rounding + (y0 >> 16)) >> 9);
    __builtin_memcpy(out_end + i, &samples, 16);
  };
  std::ptrdiff_t i = -bytes;
  if constexpr (Some) {
    do {
      block(i);
      i += 16;
    } while (i != 0);
  } else {
    for (; i != 0; i += 16) block(i);
  }
}
/// `blocks` blocks from table entry `entry` on.
template <bool Some = false>
QNOISE_ALWAYS_INLINE void row_digits_run(q16* out, const row_digits& t, std::size_t entry, std::size_t blocks,
                                         std::uint32_t pair) noexcept {
  const std::ptrdiff_t bytes = static_cast<std::ptrdiff_t>(16u * blocks);
  row_digits_blocks<Some>(out, reinterpret_cast<const char*>(t.digit[0] + 2 * entry) + bytes, bytes, pair);
}
/// Largest step the SSE2 row takes (3/4 cell; for the other steps see
/// row_host_max_tabulated_step): over it cells of one sample cost a block of four and a
/// cell entry each, more than a sample on its own (callgrind per sample at 13/16, 7/8 and
/// 63/64 cell: 32.8, 34.4 and 45.2 against 31.2; at 9/16, 5/8, 11/16 and 3/4: 23.3, 25.0,
/// 28.1 and 29.5).
inline constexpr std::uint32_t row_sse2_max_tabulated_step = 49152;
template <class Lattice>
void perlin_row_tabulated_sse2(q16* out, std::size_t n, std::uint32_t x, std::uint32_t step,
                               std::uint32_t period, const Lattice& lattice) noexcept {
  row_digits table;
  std::uint8_t run_begin[row_max_period], run_length[row_max_period];  // one run per cell
  // Per run, where its blocks end in the table (bytes from digit 0's start) and their bytes
  // (16 per block): a cell's loop then takes them as they are.
  std::uint16_t run_blocks_end[row_max_period], run_blocks_bytes[row_max_period];
  // Samples in x's cell: s0 = ceil((65536 - f0) / step); sample s0 is table entry 0, the
  // first of a cell (its fraction f under step).
  const std::uint32_t s0 = (0xFFFFu - (x & 0xFFFFu)) / step + 1u;
  const std::uint32_t f = (x + s0 * step) & 0xFFFFu;
  set_row_digits(table, f, step, period);
  // The period's cells: cell r's first entry is ceil((65536 r - f) / step) (0 for r = 0,
  // the period for r = run_count); one cell (steps of 65536 / period) is the whole table.
  const std::uint32_t run_count = (period * step) >> 16;
  run_begin[0] = 0;
  run_length[0] = static_cast<std::uint8_t>(period);
  if (run_count > 1u) {
    for (std::uint32_t r = 0, begin = 0; r < run_count; ++r) {
      const std::uint32_t end = ((r + 1u) * 65536u + step - 1u - f) / step;
      const std::uint32_t bytes = 4u * ((end - begin + 3u) & ~3u);
      run_begin[r] = static_cast<std::uint8_t>(begin);
      run_length[r] = static_cast<std::uint8_t>(end - begin);
      run_blocks_bytes[r] = static_cast<std::uint16_t>(bytes);
      run_blocks_end[r] = static_cast<std::uint16_t>(4u * begin + bytes);
      begin = end;
    }
  }
  const row_gradient_halves& halves = row_gradient_halves_table;
  const std::uint32_t h = lattice.start();
  // The current cell is far - 1; pair = (g0, -g1) of it; next_lo = g1's low half (the
  // next cell's g0).
  std::uint32_t far = (x >> 16) + 1u;
  std::uint32_t next_lo = halves.lo[lattice.next(h, (far - 1u) & 0xFFFFu) & 0xFFu], pair = 0;
  const auto enter = [&]() noexcept {
    const std::uint32_t b = lattice.next(h, far & 0xFFFFu) & 0xFFu;
    pair = next_lo | halves.hi[b];
    next_lo = halves.lo[b];
  };
  enter();
  // Samples 0 .. s0-1, in x's cell, are table entries period - s0 .. period - 1 (the period's
  // last run); then run after run from entry 0, around the table.
  std::uint32_t r = run_count - 1u, entry = period - s0;
  std::size_t count = s0, left = n;
  const auto next_cell = [&]() noexcept {
    r = r + 1u == run_count ? 0u : r + 1u;
    entry = run_begin[r];
    count = run_length[r];
    ++far;
    enter();
  };
  if (left >= count + 3u) {
    // The last block may write up to 3 samples past the run: the next cell writes them.
    row_digits_run<true>(out, table, entry, (count + 3u) / 4u, pair);
    out += count;
    left -= count;
    next_cell();
    if (run_count == 1u) {
      // Steps of 65536 / period (1/64 .. 1/2 cell): every other cell is the whole table,
      // entries 0 .. period - 1 (no run list; blocks of 4 cover it exactly from period 4).
      const std::size_t blocks = (period + 3u) / 4u;
      while (left >= 4u * blocks) {
        row_digits_run<true>(out, table, 0, blocks, pair);
        out += period;
        left -= period;
        ++far;
        enter();
      }
    } else {
      const char* const digits = reinterpret_cast<const char*>(table.digit[0]);
      while (left >= count + 3u) {
        row_digits_blocks<true>(out, digits + run_blocks_end[r], run_blocks_bytes[r], pair);
        out += count;
        left -= count;
        r = r + 1u == run_count ? 0u : r + 1u;
        count = run_length[r];
        ++far;
        enter();
      }
      entry = run_begin[r];
    }
  }
  // The row's last cells: whole blocks, then the last 1 .. 3 samples of a block written
  // into `part` (its entries are inside the table) and copied.
  for (;;) {
    const std::size_t now = count < left ? count : left;
    const std::size_t whole = now & ~std::size_t{3};
    row_digits_run(out, table, entry, whole / 4u, pair);
    if (whole != now) {
      q16 part[4];
      row_digits_run<true>(part, table, entry + whole, 1, pair);
      for (std::size_t i = whole; i < now; ++i) out[i] = part[i - whole];
    }
    out += now;
    left -= now;
    if (left == 0) return;
    next_cell();
  }
}
#endif
/// Long steps on 64-bit hosts (a new cell every 1 .. 3 samples, or every sample): each
/// sample on its own, in row_uv's one-shift form floor((g0 U + g1 V + C) / 2^25) with U, V
/// of its own fraction (|g0 U|, |g1 V| < 2^42). Any step.
template <class Lattice>
void perlin_row_each_host64(q16* out, std::size_t n, std::uint32_t x, std::uint32_t step,
                            const Lattice& lattice) noexcept {
  const std::uint32_t h = lattice.start();
  for (q16* const end = out + n; out != end; x += step) {
    const std::uint32_t cell = x >> 16;
    const std::int64_t f = x & 0xFFFFu;
    const std::int64_t w = static_cast<std::int64_t>(quintic_weight_host64(x));
    std::int64_t g0, g1;
    if constexpr (std::is_same_v<Lattice, permutation>) {
      // The doubled table: both corners from one index, no wrap.
      const std::uint8_t* const p = lattice.values + (cell & 0xFFu);
      g0 = gradient1_by_byte.value[p[0]];
      g1 = gradient1_by_byte.value[p[1]];
    } else {
      g0 = row_gradient1(lattice, h, cell);
      g1 = row_gradient1(lattice, h, cell + 1u);
    }
    *out++ = static_cast<q16>(asr64(g0 * f * ((1 << 23) - w) + g1 * (f - 65536) * w + ((1 << 24) + (1 << 22)), 25));
  }
}
/// perlin_row_fine on 64-bit hosts: row_run's one-shift form, floor((A + d W) / 2^25) with
/// A = 2^23 a + 2^22 and d kept as 64-bit values that grow by one add per sample.
template <class Lattice>
void perlin_row_fine_host64(q16* out, std::size_t n, std::uint32_t x, std::uint32_t step,
                            const Lattice& lattice) noexcept {
  const std::int64_t s = step;
  const std::uint32_t h = lattice.start();
  std::uint32_t cell = x >> 16;
  std::uint32_t f = x & 0xFFFFu;
  std::int64_t g1 = row_gradient1(lattice, h, cell);
  for (q16* const end = out + n;;) {
    const std::int64_t g0 = g1;
    g1 = row_gradient1(lattice, h, cell + 1u);
    const std::int64_t dg = g1 - g0, fs = f;
    std::int64_t scaled_a = (g0 * fs + 2) * (1 << 23) + (1 << 22);
    std::int64_t d = dg * fs - g1 * 65536;
    const std::int64_t scaled_a_step = g0 * s * (1 << 23), d_step = dg * s;
    q16* const cell_end = row_cell_end_host64(out, end, f, step);  // 0 < step < 65536 here
    std::uint64_t f64 = f;
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC unroll 2
#endif
    do {
      const quintic_pair& pair = quintic_pair_table.value[(f64 >> 8) & 0xFFu];
      const std::uint64_t w = (pair.base_256 + pair.delta * (f64 & 0xFFu)) >> 8;  // quintic_weight(f)
      *out++ = static_cast<q16>(asr64(scaled_a + d * static_cast<std::int64_t>(w), 25));
      scaled_a += scaled_a_step;
      d += d_step;
      f64 += step;
    } while (out != cell_end);
    if (out == end) return;
    f = static_cast<std::uint32_t>(f64) - 65536u;
    cell = (cell + 1u) & 0xFFFFu;
  }
}
#endif

#if defined(QNOISE_ROW_FINE_ARMV6M_ASM) && defined(QNOISE_ROW_HAS_IS_CONSTANT_EVALUATED)
#define QNOISE_ROW_FINE_ASM 1
/// perlin_row_fine on a permutation table for ARMv6-M: the assembly loop
/// (row_armv6m.hpp), which sets up the first cell as perlin_row_fine does. Any step in
/// [1, 65535] (one new cell at most per sample); n >= 1.
inline void perlin_row_fine_asm(q16* out, std::size_t n, std::uint32_t x, std::uint32_t step,
                                const permutation& lattice) noexcept {
  row_asm_uses_tables();
  row_asm_uses_pairs();
  perlin_row_fine_armv6m(out, n, x, step, lattice.values);
}
#endif

#if defined(QNOISE_ROW_TABLE_ARMV6M_ASM) && defined(QNOISE_ROW_HAS_IS_CONSTANT_EVALUATED)
#define QNOISE_ROW_TABLE_ASM 1
/// perlin_row_tabulated on a permutation table for ARMv6-M: the assembly row
/// (row_armv6m.hpp) for steps k/64 cell up to 1/4 cell (period m <= 64), n > m: from 1/16
/// cell (cells of 16 samples or fewer) perlin_row_block_armv6m, under it
/// perlin_row_table_armv6m (the same table; no jump into a block of 64 samples). The cells
/// it enters after sample 0's, floor((f0 + (n - 1) step) / 65536), in 32-bit products:
/// n - 1 = 65536 hi + lo, hi step < 2^30, lo step + f0 < 2^31 (step <= 2^14).
inline void perlin_row_table_asm(q16* out, std::size_t n, std::uint32_t x, std::uint32_t step,
                                 std::uint32_t period, const permutation& lattice) noexcept {
  row_asm_uses_tables();
  const std::uint32_t last = static_cast<std::uint32_t>(n - 1u);
  const row_table_armv6m_args args{
      step, x, period, (last >> 16) * step + (((last & 0xFFFFu) * step + (x & 0xFFFFu)) >> 16),
      lattice.values, out + n};
  if (step >= 4096u) {
    perlin_row_block_armv6m(out, &args);
  } else {
    perlin_row_table_armv6m(out, &args);
  }
}
/// The rows of the other steps that are a multiple of 256 up to 1/4 cell (any n >= 1):
/// perlin_row_knots_armv6m (row_armv6m.hpp), the weight per sample from the knots.
inline void perlin_row_knots_asm(q16* out, std::size_t n, std::uint32_t x, std::uint32_t step,
                                 const permutation& lattice) noexcept {
  row_asm_uses_tables();
  const std::uint32_t last = static_cast<std::uint32_t>(n - 1u);
  const row_table_armv6m_args args{
      step, x, 0u, (last >> 16) * step + (((last & 0xFFFFu) * step + (x & 0xFFFFu)) >> 16),
      lattice.values, out + n};
  perlin_row_knots_armv6m(out, &args);
}
#endif

/// Steps under one cell whose fractions do not repeat soon: cell by cell, each sample's
/// fade weight computed in the loop (row_run's arithmetic otherwise).
template <class Lattice>
constexpr void perlin_row_fine(q16* out, std::size_t n, std::uint32_t x, std::uint32_t step,
                               const Lattice& lattice) noexcept {
#ifdef QNOISE_ROW_FINE_ASM
  if constexpr (std::is_same_v<Lattice, permutation>) {
    if (!row_constant_evaluated()) {
      perlin_row_fine_asm(out, n, x, step, lattice);
      return;
    }
  }
#endif
  const std::int32_t s = static_cast<std::int32_t>(step);
  const std::uint32_t h = lattice.start();
  std::uint32_t cell = x >> 16;
  std::uint32_t f = x & 0xFFFFu;
  std::int32_t g1 = row_gradient1(lattice, h, cell);
  for (q16* const end = out + n;;) {
    const std::int32_t g0 = g1;
    g1 = row_gradient1(lattice, h, cell + 1u);
    row_operands r = row_operands_of(g0, g1, static_cast<std::int32_t>(f), s);
    do {
      *out++ = asr(lerp_q23_by(r.a, r.d, static_cast<std::int32_t>(quintic_weight(f))), 2);
      if (out == end) return;
      r.a += r.a_step;
      r.d += r.d_step;
      f += step;
    } while (f < 65536u);
    f -= 65536u;
    cell = (cell + 1u) & 0xFFFFu;
  }
}

/// Steps of a whole number of cells: one fraction, a new cell every sample.
template <class Lattice>
constexpr void perlin_row_whole_cells(q16* out, std::size_t n, std::uint32_t x, std::uint32_t step,
                                      const Lattice& lattice) noexcept {
  const std::int32_t f = static_cast<std::int32_t>(x & 0xFFFFu);
  const std::int32_t w = static_cast<std::int32_t>(quintic_weight(x & 0xFFFFu));
  const std::uint32_t by = (step >> 16) & 0xFFFFu;
  const std::uint32_t h = lattice.start();
  std::uint32_t cell = x >> 16;
  std::int32_t g1 = row_gradient1(lattice, h, cell);
  for (q16* const end = out + n; out != end;) {
    const std::int32_t g0 = by == 1u ? g1 : row_gradient1(lattice, h, cell);
    g1 = row_gradient1(lattice, h, cell + 1u);
    *out++ = gradient_sample1(g0, g1, f, w);
    cell += by;
  }
}

/// The eight corners of cell (cell, next_cell) of a 3D row at fixed y, z, in the order
/// k = x + 2 y + 4 z (offsets from the cell's low corner): each corner's gradient x
/// component gx[k] (-1, 0 or 1) and the y and z part of its dot product yz[k] (Q16, within
/// +-2^17), so that the corner's dot at x offset u is gx[k] u + yz[k].
template <class Lattice>
constexpr void row3_corners(const Lattice& l, std::uint32_t cell, std::uint32_t next_cell, const cell_position& py,
                            const cell_position& pz, std::int32_t (&gx)[8], std::int32_t (&yz)[8]) noexcept {
  const std::uint32_t h = l.start();
  const std::uint32_t hx[2] = {l.next(h, cell), l.next(h, next_cell)};
  const std::uint32_t zcell[2] = {pz.cell, pz.next_cell};
  const std::int32_t yoff[2] = {py.near, py.far};
  const std::int32_t zoff[2] = {pz.near, pz.far};
  // The x-y hashes once each (4), then the 8 corners.
  const std::uint32_t hxy[4] = {l.next(hx[0], py.cell), l.next(hx[1], py.cell), l.next(hx[0], py.next_cell),
                                l.next(hx[1], py.next_cell)};
  for (int k = 0; k < 8; ++k) {
    const int iy = (k >> 1) & 1, iz = k >> 2;
    const std::uint32_t g = l.next(hxy[k & 3], zcell[iz]) & 15u;
    gx[k] = gradient3_x[g];
    yz[k] = gradient3_y[g] * yoff[iy] + gradient3_z[g] * zoff[iz];
  }
}

/// Largest step (Q16) for which perlin_row 3D runs perlin_row3_fine on a core that has
/// the assembly 3D path (1/32 cell); longer steps call the assembly per sample.
inline constexpr std::uint32_t row3_fine_max_step_asm = 2048;

/// 3D row at fixed y, z for a step under one cell, cell by cell. The eight corner dots
/// are linear in the x fraction f (gx[k] f + yz[k], or gx[k] (f - 65536) + yz[k] on the far
/// side), so each x lerp's operands a = near dot and d = far dot - near dot grow by a
/// constant per sample, as in the 1D rows: a sample costs its x fade, four x lerps from
/// running operands (one product each), the two y lerps and the z lerp: the same
/// lerp_q23 calls, on the same values, as gradient_noise, so the same bits. Operands stay
/// within +-2^19 (dots within +-2^17 for f up to 65535 + step).
template <class Lattice>
constexpr void perlin_row3_fine(q16* out, std::size_t n, std::uint32_t x, std::uint32_t step, const Lattice& lattice,
                                const cell_position& py, const cell_position& pz) noexcept {
  const std::int32_t s = static_cast<std::int32_t>(step);
  const std::int32_t wy = static_cast<std::int32_t>(py.weight);
  const std::int32_t wz = static_cast<std::int32_t>(pz.weight);
  std::uint32_t cell = x >> 16;
  std::uint32_t f = x & 0xFFFFu;
  for (q16* const end = out + n;;) {
    std::int32_t gx[8] = {}, yz[8] = {};
    row3_corners(lattice, cell, (cell + 1u) & 0xFFFFu, py, pz, gx, yz);
    // Pair k (corners 2k, near x, and 2k + 1, far x): a = near dot, d = far dot - near dot.
    const std::int32_t near = static_cast<std::int32_t>(f);
    std::int32_t a[4] = {}, d[4] = {}, a_step[4] = {}, d_step[4] = {};
    for (int k = 0; k < 4; ++k) {
      a[k] = gx[2 * k] * near + yz[2 * k];
      d[k] = gx[2 * k + 1] * (near - 65536) + yz[2 * k + 1] - a[k];
      a_step[k] = gx[2 * k] * s;
      d_step[k] = (gx[2 * k + 1] - gx[2 * k]) * s;
    }
    do {
      const std::int32_t wx = static_cast<std::int32_t>(quintic_weight(f));
      const std::int32_t near_z = lerp_q23(lerp_q23_by(a[0], d[0], wx), lerp_q23_by(a[1], d[1], wx), wy);
      const std::int32_t far_z = lerp_q23(lerp_q23_by(a[2], d[2], wx), lerp_q23_by(a[3], d[3], wx), wy);
      *out++ = lerp_q23(near_z, far_z, wz);
      if (out == end) return;
      for (int k = 0; k < 4; ++k) {
        a[k] += a_step[k];
        d[k] += d_step[k];
      }
      f += step;
    } while (f < 65536u);
    f -= 65536u;
    cell = (cell + 1u) & 0xFFFFu;
  }
}

/// One x lerp's running operands at a cell's first fraction: near and far packed gradients
/// (gx in the field at bit `Shift`, the rest of the word within 2^(Shift - 1)), the near
/// corner's packed offsets v, the step s.
template <unsigned Shift>
QNOISE_ALWAYS_INLINE constexpr void row_lerp_operands_host64(std::uint64_t near, std::uint64_t far, std::uint64_t v,
                                                             std::int64_t s, std::int64_t& scaled_a, std::int64_t& d,
                                                             std::int64_t& scaled_a_step,
                                                             std::int64_t& d_step) noexcept {
  constexpr std::uint64_t far_x = 65536;
  const std::int64_t a = packed_dot<Shift>(near, v);
  const std::int64_t gx_near = packed_dot<Shift>(near, 1), gx_far = packed_dot<Shift>(far, 1);
  scaled_a = a * (1 << 23) + (1 << 22);
  d = packed_dot<Shift>(far, v - far_x) - a;
  scaled_a_step = gx_near * s * (1 << 23);
  d_step = (gx_far - gx_near) * s;
}
/// Largest step (Q16) for which 64-bit hosts run perlin_row3_fine_host64 and
/// perlin_row2_fine_host64 (1/4 cell).
inline constexpr std::uint32_t row_host_max_fine_step_2d3d = 16384;  // steps in [1, this]
/// perlin_row3_fine on a permutation's doubled table p, in the 64-bit arithmetic of
/// perlin3_packed (perlin.hpp): the dispatch takes it on 64-bit hosts (QNOISE_HOST64), and
/// being plain C++ it is tested on every core (tests/row). Per cell: the eight corner
/// hashes, each corner's dot at the cell's first fraction as one packed product, and per x
/// lerp k (corners (0, y, z) and (1, y, z)) the scaled operand A = 2^23 a + 2^22 and
/// d = b - a with their steps (a, b the near and far dots, |a|, |b| <= 2^17). Per sample
///   lerp_q23(a, b, wx) == floor((A + d wx) / 2^23)
/// (one product, one add, one shift), then the two y lerps and the z lerp of
/// gradient_noise: the same values, so the same bits. step in [1, 65535], n >= 1.
/// perlin_row2_fine_host64 is the same for 2D (perlin2_packed: two x lerps, the y lerp and
/// the 2D scale).
constexpr void perlin_row3_fine_host64(q16* out, std::size_t n, std::uint32_t x, std::uint32_t step,
                                       const std::uint8_t* p, q16 y, q16 z) noexcept {
  const std::uint32_t by = static_cast<std::uint32_t>(y), bz = static_cast<std::uint32_t>(z);
  const std::size_t cy = (by >> 16) & 0xFFu, cz = (bz >> 16) & 0xFFu;
  const std::int64_t wy = static_cast<std::int64_t>(quintic_weight_host64(by)),
                     wz = static_cast<std::int64_t>(quintic_weight_host64(bz));
  // The y and z offsets of the four x lerps, packed as in perlin3_packed (x field 0).
  constexpr std::uint64_t far_x = 65536, far_y = far_x << 22, far_z = far_x << 44;
  const std::uint64_t yz00 = ((std::uint64_t{bz & 0xFFFFu} << 22) | (by & 0xFFFFu)) << 22;
  const std::uint64_t yz10 = yz00 - far_y, yz01 = yz00 - far_z, yz11 = yz10 - far_z;
  const std::uint64_t* const g = packed_gradients3.value;
  const std::int64_t s = step;
  std::uint32_t cell = x >> 16, f = x & 0xFFFFu;
  for (q16* const end = out + n;;) {
    const std::size_t cx = cell & 0xFFu;
    const std::size_t hx0 = p[cx] + cy, hx1 = p[cx + 1] + cy;
    const std::size_t h00 = p[hx0] + cz, h01 = p[hx0 + 1] + cz, h10 = p[hx1] + cz, h11 = p[hx1 + 1] + cz;
    // Lerp k = y + 2 z: near corner (0, y, z), far corner (1, y, z).
    const std::uint64_t near[4] = {g[p[h00]], g[p[h01]], g[p[h00 + 1]], g[p[h01 + 1]]};
    const std::uint64_t far[4] = {g[p[h10]], g[p[h11]], g[p[h10 + 1]], g[p[h11 + 1]]};
    // Scalars, not arrays: the per-sample adds then stay in registers.
    std::int64_t a0 = 0, a1 = 0, a2 = 0, a3 = 0, d0 = 0, d1 = 0, d2 = 0, d3 = 0;
    std::int64_t a0_step = 0, a1_step = 0, a2_step = 0, a3_step = 0, d0_step = 0, d1_step = 0, d2_step = 0,
                 d3_step = 0;
    row_lerp_operands_host64<44>(near[0], far[0], yz00 + f, s, a0, d0, a0_step, d0_step);
    row_lerp_operands_host64<44>(near[1], far[1], yz10 + f, s, a1, d1, a1_step, d1_step);
    row_lerp_operands_host64<44>(near[2], far[2], yz01 + f, s, a2, d2, a2_step, d2_step);
    row_lerp_operands_host64<44>(near[3], far[3], yz11 + f, s, a3, d3, a3_step, d3_step);
    q16* const cell_end = row_cell_end_host64(out, end, f, step);
    std::uint32_t fx = f;
    do {
      const std::int64_t wx = static_cast<std::int64_t>(quintic_weight_host64(fx));
      const std::int64_t x00 = asr64(a0 + d0 * wx, 23), x10 = asr64(a1 + d1 * wx, 23);
      const std::int64_t x01 = asr64(a2 + d2 * wx, 23), x11 = asr64(a3 + d3 * wx, 23);
      *out++ = static_cast<q16>(lerp_q23_64(lerp_q23_64(x00, x10, wy), lerp_q23_64(x01, x11, wy), wz));
      a0 += a0_step;
      a1 += a1_step;
      a2 += a2_step;
      a3 += a3_step;
      d0 += d0_step;
      d1 += d1_step;
      d2 += d2_step;
      d3 += d3_step;
      fx += step;
    } while (out != cell_end);
    if (out == end) return;
    f = fx - 65536u;
    cell = cell + 1u;
  }
}

/// 2D: perlin_row2's buffer form on a permutation's doubled table p in 64-bit arithmetic
/// (see perlin_row3_fine_host64). step in [1, 65535], n >= 1.
constexpr void perlin_row2_fine_host64(q16* out, std::size_t n, std::uint32_t x, std::uint32_t step,
                                       const std::uint8_t* p, q16 y) noexcept {
  const std::uint32_t by = static_cast<std::uint32_t>(y);
  const std::size_t cy = (by >> 16) & 0xFFu;
  const std::int64_t wy = static_cast<std::int64_t>(quintic_weight_host64(by));
  // The y offsets of the two x lerps, packed as in perlin2_packed (x field 0).
  const std::uint64_t y0 = std::uint64_t{by & 0xFFFFu} << 32, y1 = y0 - (std::uint64_t{65536} << 32);
  const std::uint64_t* const g = packed_gradients2.value;
  const std::int64_t s = step;
  std::uint32_t cell = x >> 16, f = x & 0xFFFFu;
  for (q16* const end = out + n;;) {
    const std::size_t cx = cell & 0xFFu;
    const std::size_t h0 = p[cx] + cy, h1 = p[cx + 1] + cy;
    std::int64_t a0 = 0, a1 = 0, d0 = 0, d1 = 0, a0_step = 0, a1_step = 0, d0_step = 0, d1_step = 0;
    row_lerp_operands_host64<32>(g[p[h0]], g[p[h1]], y0 + f, s, a0, d0, a0_step, d0_step);
    row_lerp_operands_host64<32>(g[p[h0 + 1]], g[p[h1 + 1]], y1 + f, s, a1, d1, a1_step, d1_step);
    q16* const cell_end = row_cell_end_host64(out, end, f, step);
    std::uint32_t fx = f;
    do {
      const std::int64_t wx = static_cast<std::int64_t>(quintic_weight_host64(fx));
      const std::int64_t n0 = asr64(a0 + d0 * wx, 23), n1 = asr64(a1 + d1 * wx, 23);
      *out++ = mul_weight_wide(static_cast<std::int32_t>(lerp_q23_64(n0, n1, wy)), 43360);
      a0 += a0_step;
      a1 += a1_step;
      d0 += d0_step;
      d1 += d1_step;
      fx += step;
    } while (out != cell_end);
    if (out == end) return;
    f = fx - 65536u;
    cell = cell + 1u;
  }
}

}  // namespace detail

/// 1D row: out[i] = perlin(x0 + i*step, lattice) for i in [0, n), the coordinate
/// computed modulo 2^32. Bit-identical to the per-sample calls; writes exactly n values.
template <class Lattice, std::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr void perlin_row(q16* out, std::size_t n, q16 x0, q16 step, const Lattice& lattice) noexcept {
  if (n == 0) return;
  const std::uint32_t ustep = static_cast<std::uint32_t>(step);
  std::uint32_t x = static_cast<std::uint32_t>(x0);
  const std::uint32_t step_fraction = ustep & 0xFFFFu;
  // Period of the fractions: 65536 / (lowest set bit of the step's fraction).
  const std::uint32_t period = step_fraction == 0 ? 1u : detail::row_period(step_fraction);
  if (period == 1) {
#ifdef QNOISE_HAS_ROW1_THUMB2
    // Thumb-2 cores: steps of one cell (mod 256) in assembly (row_thumb2.hpp).
    if constexpr (std::is_same_v<Lattice, permutation>) {
      if ((ustep & 0xFF0000u) == 0x10000u && !detail::row_constant_evaluated()) {
        detail::perlin_row_thumb2_cells(out, n, x, lattice);
        return;
      }
    }
#endif
#ifdef QNOISE_HAS_ROW1_ARMV6M_CELLS
    // ARMv6-M: steps of whole cells in assembly (row_armv6m_cells.hpp).
    if constexpr (std::is_same_v<Lattice, permutation>) {
      if (!detail::row_constant_evaluated()) {
        detail::perlin_row_armv6m_cells(out, n, x, ustep, lattice);
        return;
      }
    }
#endif
    detail::perlin_row_whole_cells(out, n, x, ustep, lattice);
    return;
  }
#ifdef QNOISE_ROW_HOST64
  // 64-bit hosts, at run time: the tabulated row up to 1/2 cell (on x86-64 four samples per
  // SSE2 block, up to 3/4 cell), the fine loop for other steps up to 5/16 cell, each sample
  // on its own beyond (where a new cell comes every 1 .. 3 samples; measured with
  // callgrind, docs/performance.md).
  if (!detail::row_constant_evaluated()) {
#ifdef QNOISE_ROW_SSE2
    constexpr std::uint32_t max_tabulated = detail::row_sse2_max_tabulated_step;
#else
    constexpr std::uint32_t max_tabulated = detail::row_host_max_tabulated_step;
#endif
    if (ustep <= max_tabulated && period <= detail::row_max_period && n > period) {
#ifdef QNOISE_ROW_SSE2
      detail::perlin_row_tabulated_sse2(out, n, x, ustep, period, lattice);
#else
      detail::perlin_row_tabulated_host64(out, n, x, ustep, period, lattice);
#endif
    } else if (ustep <= detail::row_host_max_fine_step) {
      detail::perlin_row_fine_host64(out, n, x, ustep, lattice);
    } else {
      detail::perlin_row_each_host64(out, n, x, ustep, lattice);
    }
    return;
  }
#endif
#ifdef QNOISE_HAS_ROW1_ARMV6M_CELLS
  // ARMv6-M: steps in (1/4, 1) cell repeating within 64 samples in assembly
  // (row_armv6m_cells.hpp), for rows long enough to pay for its ring (~21 instructions
  // per sample and 6-20 per cell to build; the fine loop costs ~10-35 per sample more):
  // periods up to 16 from 64 samples, 32 and 64 from 128 (period 64 at 17/64 cell: 26.5
  // per sample in a row of 128, 28.4 in the fine loop; at 96 31.2, 28.9). The ring's stack
  // grows with its period (~0.7, 1.1 KB), hence one instance per bound; period 64 (odd
  // k/64 steps) on rings of two-word markers up to 51/64 cell (from 33/64 one marker per
  // cell of two samples) and of one-word markers over it (one instruction more per cell;
  // 1.3 KB each): Cortex-M0 17.7 at 17/64, 19.1 at 27/64, 23.9 at 63/64 instead of 27.7,
  // 31.3, 44.1; 19.6 at 41/64, 19.9 at 49/64, 20.0 at 51/64.
  if constexpr (std::is_same_v<Lattice, permutation>) {
    if (ustep > 16384u && ustep < 65536u && period <= 64u && (n >= 128u || (n >= 64u && period <= 16u)) &&
        !detail::row_constant_evaluated()) {
      if (period <= detail::row_wide_pass) {
        detail::perlin_row_armv6m_wide<detail::row_wide_pass>(out, n, x, ustep, period, lattice);
      } else if (period <= 32u) {
        detail::perlin_row_armv6m_wide<32>(out, n, x, ustep, period, lattice);
      } else if (ustep <= detail::row_ring64_small_step) {
        detail::perlin_row_armv6m_ring64<detail::row_ring64_small_step / 1024u>(out, n, x, ustep, lattice);
      } else if (ustep > detail::row_ring64_runs_step) {
        detail::perlin_row_armv6m_ring64<63>(out, n, x, ustep, lattice);
      } else if (ustep > detail::row_ring64_pairs_step) {
        detail::perlin_row_armv6m_ring64<detail::row_ring64_runs_step / 1024u>(out, n, x, ustep, lattice);
      } else {
        detail::perlin_row_armv6m_ring64<detail::row_ring64_pairs_step / 1024u>(out, n, x, ustep, lattice);
      }
      return;
    }
  }
#endif
#ifdef QNOISE_ROW_TABLE_ASM
  // ARMv6-M: steps of whole knots (multiples of 1/256 cell) up to 1/4 cell in assembly
  // (row_armv6m.hpp), in rows of 10 samples or more (shorter ones: the fine loop, whose
  // set-up costs ~40 instructions less): the table when the fractions repeat every
  // m <= 64 samples and the row is longer, else the weight from the knots per sample (5
  // instructions per sample fewer than the fine loop).
  if constexpr (std::is_same_v<Lattice, permutation>) {
    // One test for a multiple of 256 in [256, 16384]: ustep - 256 has no bits but 8..13.
    static_assert(detail::row_max_tabulated_step == 16384u, "the mask below");
    if (((ustep - 256u) & ~0x3F00u) == 0 && n >= 10u && !detail::row_constant_evaluated()) {
      if (period <= detail::row_max_period && n > period) {
        detail::perlin_row_table_asm(out, n, x, ustep, period, lattice);
      } else {
        detail::perlin_row_knots_asm(out, n, x, ustep, lattice);
      }
      return;
    }
  } else
#endif
  if (period <= detail::row_max_period && n > period && !detail::row_constant_evaluated()) {
#ifdef QNOISE_HAS_ROW1_THUMB2
    // Thumb-2 cores: the tabulated row in assembly, up to 1 cell (row_thumb2.hpp).
    if constexpr (std::is_same_v<Lattice, permutation>) {
      const int path = detail::row_thumb2_takes(ustep, period);
      if (path == 1) {
        detail::perlin_row_thumb2(out, n, x, ustep, period, lattice);
        return;
      }
      if (path == 2) {
        detail::perlin_row_thumb2_hop(out, n, x, ustep, period, lattice);
        return;
      }
      // Path 0 is a step over 1/4 cell: never the portable tabulated path below.
    } else
#endif
    if (ustep <= detail::row_max_tabulated_step) {
      detail::perlin_row_tabulated(out, n, x, ustep, period, lattice);
      return;
    }
  }
#ifdef QNOISE_HAS_ROW1_THUMB2
  // Thumb-2 cores: every other step under one cell in assembly (row_thumb2.hpp).
  if constexpr (std::is_same_v<Lattice, permutation>) {
    if (n >= detail::row_thumb2_fine_min && ustep < 65536u && !detail::row_constant_evaluated()) {
      detail::perlin_row_thumb2_fine(out, n, x, ustep, lattice);
      return;
    }
  }
#endif
  if (ustep <= detail::row_max_fine_step) {
    detail::perlin_row_fine(out, n, x, ustep, lattice);
    return;
  }
#ifdef QNOISE_ROW_FINE_ASM
  // On ARMv6-M the assembly loop also takes steps up to one cell (one new cell at most
  // per sample): its cell entry costs less than a sample evaluated on its own.
  if constexpr (std::is_same_v<Lattice, permutation>) {
    if (ustep < 65536u && !detail::row_constant_evaluated()) {
      detail::perlin_row_fine_asm(out, n, x, ustep, lattice);
      return;
    }
  }
#endif
  // Longer steps (not whole cells): a new cell nearly every sample, so each sample is
  // evaluated on its own, without the per-cell set-up of a run.
  const std::uint32_t h = lattice.start();
  for (std::size_t i = 0; i < n; ++i, x += ustep) {
    const std::uint32_t c = x >> 16;
    const std::uint32_t f = x & 0xFFFFu;
    out[i] = detail::gradient_sample1(detail::row_gradient1(lattice, h, c), detail::row_gradient1(lattice, h, c + 1u),
                                      static_cast<std::int32_t>(f),
                                      static_cast<std::int32_t>(detail::quintic_weight(f)));
  }
}

/// 1D row on Ken Perlin's permutation (the default lattice).
constexpr void perlin_row(q16* out, std::size_t n, q16 x0, q16 step) noexcept {
  perlin_row(out, n, x0, step, perlin_permutation);
}

/// Out-of-line cell entry for perlin_row2: entering a cell is the rare path, and keeping
/// it out of the per-sample loop leaves the registers to that loop (measured with
/// bench/ on Cortex-M0: 127 instead of 133 instructions per sample at 1/256 cell, 199.5
/// instead of 215 at whole-cell steps).
#if defined(__GNUC__)
#define QNOISE_ROW_NOINLINE [[gnu::noinline]]
#else
#define QNOISE_ROW_NOINLINE
#endif

/// Streaming 2D evaluator at fixed y (the one implementation of 2D rows: the buffer
/// form below and led/field.hpp use it). `perlin_row2<L> r(lattice, y); r(x)` ==
/// perlin(x, y, lattice) bit for bit, for every Q16 x and y (any int32), x in any order.
/// Returns Q16 within +-perlin2_bound. The y axis (cell, fraction, weight) is located once
/// per row; the four corner hashes and the y halves of the four dot products only when x
/// enters another cell; per sample: the x fade, three lerps and the scale. The evaluator
/// keeps a pointer to the lattice (no temporaries), which must outlive it. No heap.
template <class Lattice>
class perlin_row2 {
 public:
  /// An unset evaluator (e.g. an unused slot of an array): call init() before use.
  /// Not constexpr on purpose: the per-cell state is left uninitialised (init() marks it
  /// empty, so it is always written before it is read) to keep arrays of rows cheap.
  perlin_row2() noexcept {}  // NOLINT(cppcoreguidelines-pro-type-member-init)
  /// A row at y (Q16, any int32) on `lattice`.
  constexpr perlin_row2(const Lattice& lattice, q16 y) noexcept
      : lattice_(&lattice), py_(detail::locate(y)), cell_(no_cell), gx_{}, dy_{} {}
  perlin_row2(const Lattice&&, q16) = delete;  // keeps a pointer: no temporaries
  /// Start a new row at y (Q16, any int32) in place (no copy of the per-cell state).
  constexpr void init(const Lattice& lattice, q16 y) noexcept {
    lattice_ = &lattice;
    py_ = detail::locate(y);
    cell_ = no_cell;
  }
  /// perlin(x, y, lattice) for x Q16, any int32: Q16 within +-perlin2_bound.
  constexpr q16 operator()(q16 x) noexcept {
    const std::uint32_t bits = static_cast<std::uint32_t>(x);
    const std::uint32_t c = bits >> 16;
    if (c != cell_) enter(c);
    const std::int32_t near = static_cast<std::int32_t>(bits & 0xFFFFu);
    const std::int32_t far = near - 65536;
    const std::int32_t wx = static_cast<std::int32_t>(detail::quintic_weight(static_cast<std::uint32_t>(near)));
    const std::int32_t n0 = lerp_q23(gx_[0] * near + dy_[0], gx_[1] * far + dy_[1], wx);
    const std::int32_t n1 = lerp_q23(gx_[2] * near + dy_[2], gx_[3] * far + dy_[3], wx);
    return mul_weight(lerp_q23(n0, n1, static_cast<std::int32_t>(py_.weight)), 43360);
  }

 private:
  static constexpr std::uint32_t no_cell = 0x10000u;  // never a cell (cells are < 65536)
  QNOISE_ROW_NOINLINE constexpr void enter(std::uint32_t c) noexcept {
    const Lattice& l = *lattice_;
    const std::uint32_t h = l.start();
    const std::uint32_t h0 = l.next(h, c);
    const std::uint32_t h1 = l.next(h, (c + 1u) & 0xFFFFu);
    // Corner k = (x offset) + 2 (y offset): gradient x component and y dot half.
    const std::uint32_t k00 = l.next(h0, py_.cell) & 7u;
    const std::uint32_t k10 = l.next(h1, py_.cell) & 7u;
    const std::uint32_t k01 = l.next(h0, py_.next_cell) & 7u;
    const std::uint32_t k11 = l.next(h1, py_.next_cell) & 7u;
    gx_[0] = detail::gradient2_x[k00];
    gx_[1] = detail::gradient2_x[k10];
    gx_[2] = detail::gradient2_x[k01];
    gx_[3] = detail::gradient2_x[k11];
    dy_[0] = detail::gradient2_y[k00] * py_.near;
    dy_[1] = detail::gradient2_y[k10] * py_.near;
    dy_[2] = detail::gradient2_y[k01] * py_.far;
    dy_[3] = detail::gradient2_y[k11] * py_.far;
    cell_ = c;
  }

  const Lattice* lattice_;
  detail::cell_position py_;
  std::uint32_t cell_;
  std::int32_t gx_[4];
  std::int32_t dy_[4];
};

/// Streaming 3D evaluator at fixed y and z: `perlin_row3<L> r(lattice, y, z); r(x)` ==
/// perlin(x, y, z, lattice) bit for bit, for every Q16 x, y, z (any int32), x in any
/// order. Returns Q16 within +-perlin3_bound. y and z are located once per row; the eight
/// corner hashes when x enters another cell; per sample: the x fade, seven lerps. Keeps a
/// pointer to the lattice (no temporaries), which must outlive it. No heap.
template <class Lattice>
class perlin_row3 {
 public:
  /// An unset evaluator: call init() before use. Not constexpr on purpose (see
  /// perlin_row2()).
  perlin_row3() noexcept {}  // NOLINT(cppcoreguidelines-pro-type-member-init)
  /// A row at y, z (Q16, any int32) on `lattice`.
  constexpr perlin_row3(const Lattice& lattice, q16 y, q16 z) noexcept
      : lattice_(&lattice), py_(detail::locate(y)), pz_(detail::locate(z)), cell_(no_cell),
        gx_{}, yz_{} {}
  perlin_row3(const Lattice&&, q16, q16) = delete;  // keeps a pointer: no temporaries
  /// Start a new row at y, z (Q16, any int32) in place (no copy of the per-cell state).
  constexpr void init(const Lattice& lattice, q16 y, q16 z) noexcept {
    lattice_ = &lattice;
    py_ = detail::locate(y);
    pz_ = detail::locate(z);
    cell_ = no_cell;
  }
  /// perlin(x, y, z, lattice) for x Q16, any int32: Q16 within +-perlin3_bound.
  constexpr q16 operator()(q16 x) noexcept {
    const detail::cell_position px = detail::locate(x);
    if (px.cell != cell_) enter(px.cell, px.next_cell);
    const std::int32_t wx = static_cast<std::int32_t>(px.weight);
    const std::int32_t wy = static_cast<std::int32_t>(py_.weight);
    // Corner order k = x + 2 y + 4 z (offsets from the cell's low corner).
    const std::int32_t near_z = lerp_q23(lerp_q23(gx_[0] * px.near + yz_[0], gx_[1] * px.far + yz_[1], wx),
                                         lerp_q23(gx_[2] * px.near + yz_[2], gx_[3] * px.far + yz_[3], wx), wy);
    const std::int32_t far_z = lerp_q23(lerp_q23(gx_[4] * px.near + yz_[4], gx_[5] * px.far + yz_[5], wx),
                                        lerp_q23(gx_[6] * px.near + yz_[6], gx_[7] * px.far + yz_[7], wx), wy);
    return lerp_q23(near_z, far_z, static_cast<std::int32_t>(pz_.weight));
  }

 private:
  static constexpr std::uint32_t no_cell = 0x10000u;  // never a cell (cells are < 65536)
  constexpr void enter(std::uint32_t cell, std::uint32_t next_cell) noexcept {
    detail::row3_corners(*lattice_, cell, next_cell, py_, pz_, gx_, yz_);
    cell_ = cell;
  }

  const Lattice* lattice_;
  detail::cell_position py_;
  detail::cell_position pz_;
  std::uint32_t cell_;
  std::int32_t gx_[8];
  std::int32_t yz_[8];
};

/// 2D row at fixed y: out[i] = perlin(x0 + i*step, y, lattice) for i in [0, n), the
/// coordinate computed modulo 2^32; x0, step, y Q16 (any int32); outputs Q16 within
/// +-perlin2_bound. Bit-identical to the per-sample calls; writes exactly n values.
/// The buffer form of perlin_row2 (same work per sample and per cell; on 64-bit hosts the
/// packed 64-bit dots of perlin.hpp instead: 42 instructions per sample at 1/16 cell, at
/// most 67 at any step, against 96 per call: docs/performance.md).
template <class Lattice, std::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr void perlin_row(q16* out, std::size_t n, q16 x0, q16 step, q16 y,
                          const Lattice& lattice) noexcept {
  if (n == 0) return;
  const std::uint32_t ustep = static_cast<std::uint32_t>(step);
  std::uint32_t x = static_cast<std::uint32_t>(x0);
#ifdef QNOISE_HOST64
  // 64-bit hosts: as the 3D rows below (perlin2_packed's dots).
  if constexpr (std::is_same_v<Lattice, permutation>) {
    if (ustep - 1u < detail::row_host_max_fine_step_2d3d) {
      detail::perlin_row2_fine_host64(out, n, x, ustep, lattice.values, y);
    } else {
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC unroll 2
#endif
      for (q16* const end = out + n; out != end; x += ustep) *out++ = detail::perlin2_packed(to_signed(x), y, lattice.values);
    }
    return;
  }
#endif
  perlin_row2<Lattice> row(lattice, y);
  for (std::size_t i = 0; i < n; ++i, x += ustep) out[i] = row(to_signed(x));
}

/// 2D row at fixed y on Ken Perlin's permutation (the default lattice).
constexpr void perlin_row(q16* out, std::size_t n, q16 x0, q16 step, q16 y) noexcept {
  perlin_row(out, n, x0, step, y, perlin_permutation);
}

/// 3D row at fixed y and z: out[i] = perlin(x0 + i*step, y, z, lattice) for i in [0, n),
/// the coordinate computed modulo 2^32; x0, step, y, z Q16 (any int32); outputs Q16 within
/// +-perlin3_bound. Bit-identical to the per-sample calls; writes exactly n values. The
/// buffer form of perlin_row3: one row of a 2D image whose third axis is time, or of a
/// volume. The eight corner hashes and the y/z halves of the dot products are taken once
/// per cell, so a sample costs its x fade, eight multiply-adds and seven lerps (on 64-bit
/// hosts 76 instructions per sample at 1/16 cell against 168 for per-sample calls, and
/// at most 118 at any step: docs/performance.md).
template <class Lattice, std::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr void perlin_row(q16* out, std::size_t n, q16 x0, q16 step, q16 y, q16 z,
                          const Lattice& lattice) noexcept {
  if (n == 0) return;
  const std::uint32_t ustep = static_cast<std::uint32_t>(step);
  std::uint32_t x = static_cast<std::uint32_t>(x0);
#ifdef QNOISE_HAS_PERLIN3_ASM
  // Cores with the assembly 3D path (perlin_asm.hpp): one call per sample costs 122
  // instructions on Cortex-M4 and 219-227 on M0, which the C++ row below only beats for
  // steps up to 1/32 cell, where its cell set-up is shared by 32 samples or more (at 1/32
  // cell 97 on M4, 207 on M0; at 1/16 110 and 238: docs/performance.md).
  if constexpr (std::is_same_v<Lattice, permutation>) {
    if (ustep > detail::row3_fine_max_step_asm && !detail::row_constant_evaluated()) {
      for (std::size_t i = 0; i < n; ++i, x += ustep) out[i] = perlin(to_signed(x), y, z, lattice);
      return;
    }
  }
#endif
#ifdef QNOISE_HOST64
  // 64-bit hosts: the 64-bit row for steps in [1, 1/4 cell]; other steps (0, longer,
  // negative) one perlin3_packed per sample, y and z hoisted, which costs less than a cell
  // set-up every 1-4 samples (callgrind: docs/performance.md).
  if constexpr (std::is_same_v<Lattice, permutation>) {
    if (ustep - 1u < detail::row_host_max_fine_step_2d3d) {
      detail::perlin_row3_fine_host64(out, n, x, ustep, lattice.values, y, z);
    } else {
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC unroll 2
#endif
      for (q16* const end = out + n; out != end; x += ustep) *out++ = detail::perlin3_packed(to_signed(x), y, z, lattice.values);
    }
    return;
  }
#endif
  if (ustep >= 65536u) {
    // Negative steps and steps of a cell or more: a new cell (nearly) every sample.
    perlin_row3<Lattice> row(lattice, y, z);
    for (std::size_t i = 0; i < n; ++i, x += ustep) out[i] = row(to_signed(x));
    return;
  }

  detail::perlin_row3_fine(out, n, x, ustep, lattice, detail::locate(y), detail::locate(z));
}

/// 3D row at fixed y and z on Ken Perlin's permutation (the default lattice).
constexpr void perlin_row(q16* out, std::size_t n, q16 x0, q16 step, q16 y, q16 z) noexcept {
  perlin_row(out, n, x0, step, y, z, perlin_permutation);
}

}  // namespace qnoise

#endif  // QNOISE_ROW_HPP
