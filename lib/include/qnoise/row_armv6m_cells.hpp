// qnoise/row_armv6m_cells.hpp — 1D rows (row.hpp perlin_row) on a permutation table whose
// samples enter a new cell at (nearly) every sample, in Thumb-1 assembly for ARMv6-M
// (Cortex-M0, M0+): steps of whole cells.
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

}  // namespace detail
}  // namespace qnoise

#endif
#endif  // QNOISE_ROW_ARMV6M_CELLS_HPP
