// qnoise/row_armv6m_cells.hpp — 1D rows (row.hpp perlin_row) on a permutation table whose
// samples enter a new cell at (nearly) every sample, in Thumb-1 assembly for ARMv6-M
// (Cortex-M0, M0+): steps of whole cells, and steps in (1/4, 1) cell that repeat within
// 16 samples.
//
// Why: on ARMv6-M there is no 32x32->64 multiply and only eight low registers; GCC's
// perlin_row_whole_cells spends ~34 instructions per sample at one cell (~40 at two), and
// the fine loop of row_armv6m.hpp pays its cell entry (24) at nearly every sample.
//
// The arithmetic. For a sample at fraction f (Q16, [0, 65535]) of a cell with gradients
// g0, g1 (gradient1, +-1..+-8), with W = quintic_weight(f) (Q23) split as lerp_q23_split
// takes it, wh = W >> 12 (< 2^11) and wl = W & 0xFFF, and F = f - 65536:
//   a = g0 f + 2,  d = g1 F - g0 f,
//   sample = asr(lerp_q23_split(a, d, wh, wl), 2) = asr(T, 13) with
//   T = 2048 a + 1024 + d wh + asr(d wl, 12)                 (row.hpp row_run_armv6m)
//     = g0 (2048 f - f wh) + 5120 + g1 (F wh) + asr(g1 (F wl) - g0 (f wl), 12).
// T is bilinear in (g0, g1) apart from the one floor: with f fixed the four products are
// functions of one gradient each. A step of whole cells keeps f (and W) for the whole row,
// so a table of 16 records, one per gradient index q = hash & 15, holds them:
//   near(q) = g (2048 f - f wh) + 5120,  near_low(q) = g f wl   (g = gradient1[q] as g0)
//   far(q)  = g F wh,                    far_low(q)  = g F wl   (as g1)
// and a sample is  asr(near(q0) + far(q1) + asr(far_low(q1) - near_low(q0), 12), 13):
// two hash bytes, one LDM per record, five adds and shifts, a store. The products stay
// within 2^31 (|g F wl| <= 8 * 65536 * 4095 < 2^31), and T and d wl are exact in 32 bits
// as in lerp_q23_split (adds modulo 2^32 give the exact sum where it fits).
// The records take 256 bytes of stack, built once per row (~200 instructions).
//
// Steps in (1/4, 1) cell whose fractions repeat every m <= 16 samples (the k/16 cell
// steps): f changes, so instead of gradient records a table holds per sample the four
// factors alpha = f (2048 - wh), beta = F wh, gamma = F wl, delta = f wl of
//   T = g0 alpha + g1 beta + 5120 + asr(g1 gamma - g0 delta, 12)
// (four MULS per sample) and, before each cell's samples, a marker that loads the next
// gradient (g0 takes g1's). The table is one pass of 16 samples (the period repeated),
// called pass after pass by the C++ (528 bytes of stack). 13.5 instructions per sample,
// 9 per cell, ~35 per pass and ~600 to build: 23.2 per sample at 5/16 cell, 24.1 at 1/2,
// 27.9 at 7/8 in a row of 300 (Cortex-M0, -O2), from 33.0, 37.5, 46.5.
//
// Steps of one cell mod 256 (the permutation's period): the cell after a sample's cell is
// the next sample's cell, so its record serves twice (as g1, then as g0): one hash byte
// and one LDM of all four words per sample, 13.5 instructions per sample (the loop makes
// two). Other whole-cell steps: two records per sample, 19.
// The hash pointer walks the doubled permutation (permutation.hpp: 512 values) and never
// passes its end: the C++ below cuts the row into chunks (at most two for a row of 300 at
// one cell). tests/row checks every path against perlin() on the Cortex-M0 builds.
#ifndef QNOISE_ROW_ARMV6M_CELLS_HPP
#define QNOISE_ROW_ARMV6M_CELLS_HPP

#include <cstddef>
#include <cstdint>

#include "fade.hpp"
#include "fixed.hpp"
#include "perlin.hpp"
#include "perlin_armv6m.hpp"
#include "permutation.hpp"

#ifdef QNOISE_ARMV6M_ASM
#define QNOISE_HAS_ROW1_ARMV6M_CELLS 1

namespace qnoise {
namespace detail {

/// One gradient's four products at the row's fraction (header comment), in the order the
/// loops load them: near, near_low as the cell's low corner (g0), far, far_low as its high
/// corner (g1). 16 bytes, so a record's address is base + 16 (hash & 15).
struct row_cells_record {
  std::uint32_t near, near_low, far, far_low;
};

/// The 16 records of fraction f (Q16, [0, 65535]). Unsigned products: the same bits as
/// the signed ones, which all fit in 32 bits.
inline void row_cells_records(row_cells_record (&records)[16], std::uint32_t f) noexcept {
  const std::uint32_t w = quintic_weight(f);
  const std::uint32_t wh = w >> 12, wl = w & 0xFFFu;
  const std::uint32_t far_f = f - 65536u;  // F, negative
  const std::uint32_t near_c = f * (2048u - wh), near_low_c = f * wl;
  const std::uint32_t far_c = far_f * wh, far_low_c = far_f * wl;
  for (std::uint32_t q = 0; q < 16; ++q) {
    const std::uint32_t g = static_cast<std::uint32_t>(static_cast<std::int32_t>(gradient1[q]));
    records[q] = row_cells_record{g * near_c + 5120u, g * near_low_c, g * far_c, g * far_low_c};
  }
}

// Steps of one cell (mod 256). r0 = out, r1 = n (>= 1), r2 = the hash of the first sample's
// cell (P + c, c <= 255; P[c + n] is read, so c + n <= 511), r3 = the records.
// Registers: r0 out, r1 the hash of the next cell's high corner (P + c + i + 1 for sample i,
// as [r1] in the first half of the loop, [r1, #1] in the second), r2, r3 / r4, r5 the
// (near, near_low) of the current cell's g0, carried from the previous record, r6, r7 and the
// other pair scratch; r12 = out + n, lr = the records. An odd n enters at the second half.
[[gnu::naked, gnu::noinline]] inline void row1_armv6m_run_cell(q16* /*out*/, std::size_t /*n*/,
                                                               const std::uint8_t* /*hash*/,
                                                               const row_cells_record* /*records*/) noexcept {
  __asm__(
      QNOISE_ARMV6M_ASM_SYNTAX
      "push   {r4-r7, lr}\n\t"
      "mov    lr, r3\n\t"
      "lsls   r3, r1, #2\n\t"
      "adds   r3, r0, r3\n\t"
      "mov    r12, r3\n\t"           // out + n
      "ldrb   r4, [r2]\n\t"          // hash of the first cell's low corner
      "lsls   r4, r4, #28\n\t"
      "lsrs   r4, r4, #24\n\t"
      "add    r4, lr\n\t"            // its record
      "lsrs   r1, r1, #1\n\t"        // C = n odd
      "mov    r1, r2\n\t"
      "bcs    3f\n\t"
      "adds   r1, r1, #1\n\t"
      "ldm    r4!, {r2, r3}\n\t"
      // First half: g0's (near, near_low) in r2, r3; the next record into r4-r7.
      "1:\n\t"
      "ldrb   r6, [r1]\n\t"
      "lsls   r6, r6, #28\n\t"
      "lsrs   r6, r6, #24\n\t"
      "add    r6, lr\n\t"
      "ldm    r6, {r4, r5, r6, r7}\n\t"  // near, near_low (next sample's g0), far, far_low
      "subs   r7, r7, r3\n\t"
      "asrs   r7, r7, #12\n\t"
      "adds   r7, r7, r6\n\t"
      "adds   r7, r7, r2\n\t"
      "asrs   r7, r7, #13\n\t"
      "stm    r0!, {r7}\n"
      // Second half: g0's pair in r4, r5; the next record into r2, r3, r6, r7.
      "2:\n\t"
      "ldrb   r6, [r1, #1]\n\t"
      "lsls   r6, r6, #28\n\t"
      "lsrs   r6, r6, #24\n\t"
      "add    r6, lr\n\t"
      "ldm    r6, {r2, r3, r6, r7}\n\t"
      "subs   r7, r7, r5\n\t"
      "asrs   r7, r7, #12\n\t"
      "adds   r7, r7, r6\n\t"
      "adds   r7, r7, r4\n\t"
      "asrs   r7, r7, #13\n\t"
      "stm    r0!, {r7}\n\t"
      "adds   r1, r1, #2\n\t"
      "cmp    r0, r12\n\t"
      "bne    1b\n\t"
      "pop    {r4-r7, pc}\n"
      "3:\n\t"
      "ldm    r4, {r4, r5}\n\t"
      "b      2b\n\t");
}

// Other whole-cell steps. r0 = out, r1 = n (>= 1), r2 = the hash of the first sample's cell
// (P + c), r3 = the records, on the stack the step in hash bytes k (cells mod 256 as a
// signed number): P[c + k i] and P[c + k i + 1] are read for i < n, all within P's 512.
// Registers: r0 out, r1 the cell's hash, r2 k, r4-r7 scratch; r8 = records + 8 (the g1
// halves), r12 = out + n, lr = the records.
[[gnu::naked, gnu::noinline]] inline void row1_armv6m_run_cells(q16* /*out*/, std::size_t /*n*/,
                                                                const std::uint8_t* /*hash*/,
                                                                const row_cells_record* /*records*/,
                                                                std::int32_t /*k*/) noexcept {
  __asm__(
      QNOISE_ARMV6M_ASM_SYNTAX
      "push   {r4-r7, lr}\n\t"
      "mov    r4, r8\n\t"
      "push   {r4}\n\t"
      "mov    lr, r3\n\t"
      "adds   r3, r3, #8\n\t"
      "mov    r8, r3\n\t"
      "lsls   r1, r1, #2\n\t"
      "adds   r1, r0, r1\n\t"
      "mov    r12, r1\n\t"           // out + n
      "mov    r1, r2\n\t"
      "ldr    r2, [sp, #24]\n\t"     // k (above the 24 bytes pushed)
      "1:\n\t"
      "ldrb   r4, [r1]\n\t"          // the cell's low corner
      "ldrb   r6, [r1, #1]\n\t"      // and high corner
      "lsls   r4, r4, #28\n\t"
      "lsrs   r4, r4, #24\n\t"
      "add    r4, lr\n\t"
      "ldm    r4, {r4, r5}\n\t"      // near, near_low of g0
      "lsls   r6, r6, #28\n\t"
      "lsrs   r6, r6, #24\n\t"
      "add    r6, r8\n\t"
      "ldm    r6, {r6, r7}\n\t"      // far, far_low of g1
      "subs   r7, r7, r5\n\t"
      "asrs   r7, r7, #12\n\t"
      "adds   r7, r7, r6\n\t"
      "adds   r7, r7, r4\n\t"
      "asrs   r7, r7, #13\n\t"
      "stm    r0!, {r7}\n\t"
      "adds   r1, r1, r2\n\t"
      "cmp    r0, r12\n\t"
      "bne    1b\n\t"
      "pop    {r4}\n\t"
      "mov    r8, r4\n\t"
      "pop    {r4-r7, pc}\n\t");
}

/// A 1D row whose step is a whole number of cells (Q16 step & 0xFFFF == 0), n >= 1: every
/// sample at x's fraction. The row goes in chunks that keep the hash pointer inside P's
/// 512 values; the cell of each chunk's first sample is taken from its coordinate.
inline void perlin_row_armv6m_cells(q16* out, std::size_t n, std::uint32_t x, std::uint32_t step,
                                    const permutation& lattice) noexcept {
  row_cells_record records[16];
  row_cells_records(records, x & 0xFFFFu);
  const std::uint32_t by = (step >> 16) & 0xFFu;  // cells per sample mod 256
  const std::int32_t k = by <= 128u ? static_cast<std::int32_t>(by) : static_cast<std::int32_t>(by) - 256;
  while (n != 0) {
    std::uint32_t c = (x >> 16) & 0xFFu;
    std::size_t count;
    if (k == 1) {
      count = 511u - c;  // P[c + count] is the last byte read
    } else if (k >= 0) {
      count = k == 0 ? n : (510u - c) / static_cast<std::uint32_t>(k) + 1u;
    } else {
      if (c < 255u) c += 256u;  // walking down from the second copy (P[c + 1] <= P[511])
      count = c / static_cast<std::uint32_t>(-k) + 1u;
    }
    if (count > n) count = n;
    if (k == 1) {
      row1_armv6m_run_cell(out, count, lattice.values + c, records);
    } else {
      row1_armv6m_run_cells(out, count, lattice.values + c, records, k);
    }
    out += count;
    n -= count;
    x += static_cast<std::uint32_t>(count) * step;
  }
}

/// One entry of row1_armv6m_run_wide's table (header comment): a sample's four products'
/// factors (alpha, beta, gamma, delta; alpha != 0), or a marker (0, o + 1, gradient1_by_byte,
/// end): a new cell whose high corner's hash is pbase[o + 1], then the table goes on
/// (end == 0) or the call returns (end == 1).
struct row_wide_entry {
  std::uint32_t w[4];
};

/// Samples per pass of the wide loop's table, and the longest period it takes: the
/// period (m <= 16) repeated to 16 samples, so a call (~35 instructions with the C++ around
/// it) serves 16 samples; the table is then at most 16 samples, 16 markers and the end,
/// 528 bytes of stack. (Passes of 32 cost more to build than they save in calls, measured
/// on Cortex-M0.)
inline constexpr std::uint32_t row_wide_pass = 16;

// Steps in (1/4, 1) cell whose fractions repeat every m <= 16 samples. r0 = out, r1 = the
// first entry, r2 = pbase (markers read pbase[o + 1]), r3 = the hash of the first sample's
// cell, or of the cell before when r1 is a marker: g0 = G[r3[0]], g1 = G[r3[1]]. A sample
// is T = g0 alpha + g1 beta + 5120 + asr(g1 gamma - g0 delta, 12), stored as asr(T, 13):
// with alpha = f (2048 - wh), beta = F wh, gamma = F wl, delta = f wl this is the header's
// T. MULS of g0 (never 0) by alpha (0 only in a marker) sets Z exactly at a marker, so
// finding a new cell costs no compare. 13.5 instructions per sample, 9 per cell.
// Registers: r0 out, r1 the entry, r2 g0, r3 g1, r4-r7 the entry's words then scratch,
// r12 = 5120, lr = pbase.
[[gnu::naked, gnu::noinline]] inline void row1_armv6m_run_wide(q16* /*out*/, const row_wide_entry* /*entry*/,
                                                               const std::uint8_t* /*pbase*/,
                                                               const std::uint8_t* /*first*/) noexcept {
  __asm__(
      QNOISE_ARMV6M_ASM_SYNTAX
      "push   {r4-r7, lr}\n\t"
      "mov    lr, r2\n\t"
      "ldr    r6, 8f\n\t"            // G
      "ldrb   r2, [r3]\n\t"
      "ldrb   r3, [r3, #1]\n\t"
      "ldrsb  r2, [r6, r2]\n\t"      // g0
      "ldrsb  r3, [r6, r3]\n\t"      // g1
      "movs   r4, #5\n\t"
      "lsls   r4, r4, #10\n\t"
      "mov    r12, r4\n\t"           // 5120 = 2048 * 2 + 1024
      "1:\n\t"
      "ldm    r1!, {r4, r5, r6, r7}\n\t"
      "muls   r4, r2, r4\n\t"        // g0 alpha; 0 only for a marker
      "beq    3f\n\t"
      "muls   r5, r3, r5\n\t"        // g1 beta
      "muls   r6, r3, r6\n\t"        // g1 gamma
      "muls   r7, r2, r7\n\t"        // g0 delta
      "subs   r6, r6, r7\n\t"        // d wl
      "asrs   r6, r6, #12\n\t"
      "adds   r4, r4, r5\n\t"
      "adds   r4, r4, r6\n\t"
      "add    r4, r12\n\t"
      "asrs   r4, r4, #13\n\t"       // the sample, Q16
      "stm    r0!, {r4}\n\t"
      "ldm    r1!, {r4, r5, r6, r7}\n\t"
      "muls   r4, r2, r4\n\t"
      "beq    3f\n\t"
      "muls   r5, r3, r5\n\t"
      "muls   r6, r3, r6\n\t"
      "muls   r7, r2, r7\n\t"
      "subs   r6, r6, r7\n\t"
      "asrs   r6, r6, #12\n\t"
      "adds   r4, r4, r5\n\t"
      "adds   r4, r4, r6\n\t"
      "add    r4, r12\n\t"
      "asrs   r4, r4, #13\n\t"
      "stm    r0!, {r4}\n\t"
      "b      1b\n"
      // A marker: r5 = o + 1, r6 = G, r7 = end.
      "3:\n\t"
      "mov    r2, r3\n\t"            // g0 = the old g1
      "mov    r4, lr\n\t"
      "ldrb   r5, [r4, r5]\n\t"
      "ldrsb  r3, [r6, r5]\n\t"      // g1
      "cmp    r7, #0\n\t"
      "beq    1b\n\t"
      "pop    {r4-r7, pc}\n\t"
      ".p2align 2\n"
      "8:\n\t"
      ".word  _ZN6qnoise6detail17gradient1_by_byteE\n\t");
}

/// A 1D row at a step in (1/4, 1) cell whose fractions repeat every `period` samples
/// (a power of two, 2 .. row_wide_pass), n >= 1. The table starts at the first sample s0 >= 1 that
/// enters a new cell and holds one pass: the period repeated to row_wide_pass samples or
/// more (whole cells), a marker before each cell. Samples 0 .. s0 - 1 (x's cell) are the
/// table's last s0 samples (s0 <= 4); then pass after pass; the row's end is a marker written over
/// the entry after its last sample (in the last call only).
inline void perlin_row_armv6m_wide(q16* out, std::size_t n, std::uint32_t x, std::uint32_t step,
                                   std::uint32_t period, const permutation& lattice) noexcept {
  row_wide_entry entries[2 * row_wide_pass + 1];
  std::uint8_t position[row_wide_pass];  // entry index of each sample of the pass
  std::uint32_t s0 = 1;
  while ((((x + s0 * step) ^ (x + (s0 - 1u) * step)) >> 16) == 0) ++s0;
  const std::uint32_t pass = row_wide_pass;  // a multiple of the period
  const std::uint32_t g = static_cast<std::uint32_t>(reinterpret_cast<std::uintptr_t>(gradient1_by_byte.value));
  std::uint32_t fraction = (x + s0 * step) & 0xFFFFu;
  std::uint32_t cells = 0, e = 0;
  for (std::uint32_t j = 0; j < pass; ++j) {
    if (j == 0 || fraction < step) entries[e++] = row_wide_entry{{0u, cells + 1u, g, 0u}};
    if (j < period) {
      const std::uint32_t w = quintic_weight(fraction);
      const std::uint32_t wh = w >> 12, wl = w & 0xFFFu;
      const std::uint32_t far_f = fraction - 65536u;
      // alpha = 0 would read as a marker: f = 0 has W = 0, where alpha = 1 gives the same
      // sample, asr(g0 + 5120, 13) = 0.
      const std::uint32_t alpha = fraction == 0 ? 1u : fraction * (2048u - wh);
      entries[e] = row_wide_entry{{alpha, far_f * wh, far_f * wl, fraction * wl}};
    } else {
      // Word by word: a struct copy here becomes a call to memcpy (~40 instructions).
      const row_wide_entry& from = entries[position[j - period]];
      const std::uint32_t w0 = from.w[0], w1 = from.w[1], w2 = from.w[2], w3 = from.w[3];
      entries[e].w[0] = w0;
      entries[e].w[1] = w1;
      entries[e].w[2] = w2;
      entries[e].w[3] = w3;
    }
    position[j] = static_cast<std::uint8_t>(e++);
    fraction += step;
    if (fraction >= 65536u) {
      fraction -= 65536u;
      ++cells;
    }
  }
  const row_wide_entry end{{0u, 0u, g, 1u}};
  entries[e] = end;
  const std::uint8_t* const p = lattice.values;
  // Samples 0 .. s0 - 1: x's cell c, g0 = G[P[c]], g1 = G[P[c + 1]].
  const std::uint32_t first = s0 < n ? s0 : static_cast<std::uint32_t>(n);
  if (first < s0) entries[position[pass - s0 + first - 1u] + 1u] = end;
  row1_armv6m_run_wide(out, entries + position[pass - s0], p, p + ((x >> 16) & 0xFFu));
  out += first;
  std::size_t left = n - first;
  std::uint32_t cell = (x + s0 * step) >> 16;
  while (left != 0) {
    // pbase = P + c (c mod 256, from 1; 256 for 0): pbase[-1] and pbase[o + 1], o < 32,
    // stay within the 512 values.
    const std::uint32_t c = cell & 0xFFu;
    const std::uint8_t* const pbase = p + (c != 0 ? c : 256u);
    if (left < pass) entries[position[left - 1u] + 1u] = end;
    row1_armv6m_run_wide(out, entries, pbase, pbase - 1);
    if (left <= pass) break;
    out += pass;
    left -= pass;
    cell += cells;
  }
}

}  // namespace detail
}  // namespace qnoise

#endif
#endif  // QNOISE_ROW_ARMV6M_CELLS_HPP
