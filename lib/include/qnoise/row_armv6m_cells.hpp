// SPDX-License-Identifier: MIT
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
// Steps in (1/4, 1) cell whose fractions repeat every m <= 64 samples (the k/64 cell
// steps): f changes, so instead of gradient records a ring holds per sample three factors
// P, Q, E of T in g0 and dg = g1 - g0 (row1_armv6m_run_ring: three MULS per sample) and,
// before each cell's samples, a marker that loads the next gradient and jumps to the code
// for a cell of its sample count (no test per sample). The ring is one pass (the period,
// at least 8 samples), which the assembly wraps itself, the whole row in one call (12 bytes
// an entry: the ring of period 16 takes 396 bytes of stack, of 32 780, of 64 1548), built
// in assembly too (row1_armv6m_ring_build: 19-20 instructions per sample; per cell 6, or
// ~20 for a cell of two samples or more). Over 1/2 cell nearly every sample enters a new
// cell (31 of 32 at 31/32): there runs of one-sample cells go as chains, a cell after
// another with no handler taken. 10 instructions per sample, 6 per cell (5 in a chain),
// ~10 per pass: in a row of 300 (Cortex-M0, -O2) 14.9 per sample at 5/16 cell, 15.9 at
// 1/2, 17.7 at 7/8 (from 23.2, 24.1, 27.9), 15.7 at 9/32, 19.2 at 29/32, 19.5 at 31/32
// (period 32; from 32.3, 48.8, the fine loop). Period 64 (odd k/64 steps) in this ring
// would take 1548 bytes (~1.9 KB of stack with the frames), more than a part with a few KB
// of RAM can spare for a row: it runs on rings of smaller markers, the cell's hash pointer
// counted in a register: up to 31/64 cell two-word markers (handler, G; row1_armv6m_run_ring8,
// one instruction more per cell, 1008 bytes, ~1.3 KB of stack), from 33/64 to 41/64 the
// same run on a ring with a marker only per cell of two samples, a cell of one sample (all
// isolated there) riding on the one before it (handler DS; row1_armv6m_ring8_pairs_build,
// 1036 bytes, 1308 of stack), from 43/64 to 51/64 likewise a cell of two samples and the
// run of up to 3 cells of one after it under one marker (DS1 .. DS3, a cell of one sample
// 15 instructions; row1_armv6m_ring8_runs_build, 944 bytes: the ring starts at a cell of
// two samples, the run enters its last unit at x's sample), over it one-word markers (G
// in a register too, row1_armv6m_run_ring4, two more per cell, 1024 bytes, 1292 of stack):
// 17.7 per sample at 17/64, 19.2 at 27/64, 19.7 at 31/64, 19.5 at 33/64, 23.9 at 63/64
// (from 27.7, 31.3, 32.7, 33.4, 44.1; the ring above: 17.9, 19.2, 20.0, 22.3); 19.6 at
// 41/64, 19.8 at 43/64, 19.9 at 49/64, 20.0 at 51/64 (from 22.1, 22.4, 22.9 with a marker
// every cell, one-word over 33/64).
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
#include <type_traits>

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

/// The longest period of the smallest ring (row.hpp takes it for the k/16 cell steps): at
/// most 16 samples, 16 markers and the wrap marker, 12 bytes each (396 bytes of stack);
/// period 32 takes 780 bytes (period 64 runs on row1_armv6m_run_ring4's ring).
inline constexpr std::uint32_t row_wide_pass = 16;

/// One entry of row1_armv6m_run_ring's ring (header comment): a sample's factors
/// (P, Q, E), a cell's marker (o + 1 - stop, handler, G; stop = cells per pass + 1, so the
/// build counts to 0) or the wrap marker (cells per pass,
/// handler, ring bytes).
struct row_ring_entry {
  std::uint32_t w[3];
};

/// What row1_armv6m_run_ring reads at its start (addresses as 32-bit words): the first
/// entry and its handler, x's cell's hash (P + c0), P + 256 + stop, the output address at
/// which the last pass starts, pbase + stop before the first wrap, G, and two (address, word) writes
/// made at the last pass's start (the end of the row).
struct row_ring_state {
  std::uint32_t start, handler, first, bound, limit, pbase, g, write[4];
};

#define QNOISE_RING_SAMPLE_                                                               \
  "ldm    r1!, {r4, r5, r6}\n\t" /* P, Q, E */                                           \
  "muls   r4, r2, r4\n\t"        /* g0 P */                                               \
  "muls   r5, r3, r5\n\t"        /* dg Q */                                               \
  "muls   r6, r3, r6\n\t"        /* dg E, exact in 32 bits (E's sign split) */            \
  "asrs   r6, r6, #12\n\t"                                                                \
  "adds   r4, r4, r5\n\t"                                                                 \
  "adds   r4, r4, r6\n\t"                                                                 \
  "add    r4, r12\n\t"           /* + 5120 */                                             \
  "asrs   r4, r4, #13\n\t"       /* the sample, Q16 */                                    \
  "stm    r0!, {r4}\n\t"
// A marker: r4 = o + 1 - stop, r6 = G, r7 = pbase + stop. g0 takes g1 (g0 + dg),
// g1 = G[pbase[o + 1]].
#define QNOISE_RING_CELL_    \
  "adds   r2, r2, r3\n\t"    \
  "ldrb   r4, [r7, r4]\n\t"  \
  "ldrsb  r3, [r6, r4]\n\t"  \
  "subs   r3, r3, r2\n\t"
#define QNOISE_RING_NEXT_        \
  "ldm    r1!, {r4, r5, r6}\n\t" \
  "mov    pc, r5\n\t"
// A cell of one sample within a chain: the next marker's words loaded, its handler not
// taken (15 instructions, 30 bytes: h(r) = C1 - 30 (r - 1)).
#define QNOISE_RING_LINK_  \
  QNOISE_RING_CELL_        \
  QNOISE_RING_SAMPLE_      \
  "ldm    r1!, {r4, r5, r6}\n\t"
// The run's start, in both rings: r4 = x's cell's hash (P + c0), r5 = the first handler,
// r6 = G; g0, dg of x's cell, r12 = 5120 = 2048 * 2 + 1024.
// row1_armv6m_run_ring's start: called with r1 = 0, return the handlers' table (label 9)
// instead; else save r4-r7 and lr, and r8, r9 in r4, r5 (pushed with what else it keeps).
#define QNOISE_RING_QUERY_      \
  "cmp    r1, #0\n\t"          \
  "bne    0f\n\t"              \
  "adr    r0, 9f\n\t"          \
  "bx     lr\n"                 \
  "0:\n\t"                     \
  "push   {r4-r7, lr}\n\t"     \
  "mov    r4, r8\n\t"          \
  "mov    r5, r9\n\t"
// Both rings' wrap marker, after the ring pointer is back at its start: the hash pointer
// r7 back into P's first 256 once it reaches r9, and the row's end (label 2) when the pass
// just finished was the last (out r0 at r8).
#define QNOISE_RING_PASS_END_ \
  "cmp    r7, r9\n\t"        \
  "blo    1f\n\t"            \
  "subs   r7, #255\n\t"      \
  "subs   r7, #1\n"           \
  "1:\n\t"                   \
  "cmp    r0, r8\n\t"        \
  "beq    2f\n\t"
#define QNOISE_RING_START_      \
  "ldrb   r3, [r4, #1]\n\t"     \
  "ldrb   r4, [r4]\n\t"         \
  "ldrsb  r3, [r6, r3]\n\t"     \
  "ldrsb  r2, [r6, r4]\n\t"     \
  "subs   r3, r3, r2\n\t"       \
  "movs   r4, #5\n\t"           \
  "lsls   r4, r4, #10\n\t"      \
  "mov    r12, r4\n\t"          \
  "mov    pc, r5\n\t"
// The last pass's start (2:): the two (address, word) writes at lr that end the row.
#define QNOISE_RING_WRITES_     \
  "2:\n\t"                      \
  "mov    r4, lr\n\t"           \
  "ldm    r4!, {r5, r6}\n\t"    \
  "str    r6, [r5]\n\t"         \
  "ldm    r4!, {r5, r6}\n\t"    \
  "str    r6, [r5]\n\t"
// A chain's seven links, then the handlers of a cell of 1 .. 4 samples (11 .. 14; after the
// cell's marker code, 21 .. 24: the samples only), in both rings.
#define QNOISE_RING_HANDLERS_(LINK, CELL, NEXT)                                           \
  LINK LINK LINK LINK LINK LINK LINK                                                      \
  "11:\n\t" CELL "21:\n\t" QNOISE_RING_SAMPLE_ NEXT                                       \
  "12:\n\t" CELL "22:\n\t" QNOISE_RING_SAMPLE_ QNOISE_RING_SAMPLE_ NEXT                   \
  "13:\n\t" CELL "23:\n\t" QNOISE_RING_SAMPLE_ QNOISE_RING_SAMPLE_ QNOISE_RING_SAMPLE_ NEXT \
  "14:\n\t" CELL "24:\n\t" QNOISE_RING_SAMPLE_ QNOISE_RING_SAMPLE_ QNOISE_RING_SAMPLE_    \
  QNOISE_RING_SAMPLE_ NEXT

// Steps in (1/4, 1) cell whose fractions repeat every m <= 64 samples, the whole row in
// one call. With dg = g1 - g0 the header's T is
//   T = g0 P + dg Q + asr(dg E, 12) + 5120,  P = 2048 f - 16 W,
//   f < 1/2:  Q = F wh - 16 wl, E = f wl;    f >= 1/2:  Q = F wh, E = F wl,
// (g1 F wl - g0 f wl = dg f wl - 65536 g1 wl = dg F wl - 65536 g0 wl, and 65536 g wl is a
// multiple of 4096, so it leaves the floor exactly; the side is chosen so that
// |dg E| <= 16 * 32768 * 4095 < 2^31). Three MULS, 10 instructions per sample.
// The ring is one pass of samples, each cell led by a marker whose handler is the code for
// a cell of its k samples (1..4 at steps over 1/4 cell): the marker's four instructions,
// then k samples unrolled, then the next entry's LDM and a jump (6 instructions per cell,
// no test per sample). A run of r <= 8 cells of one sample is a chain: its first marker's
// handler h(r) = C1 - 30 (r - 1) enters r - 1 links before C1, each a cell of one sample
// that loads the next marker but takes no handler (5 per cell; the build cuts longer runs
// into chains of 8). The wrap marker at the ring's end moves pbase on by the pass's cells
// (mod 256, so pbase stays within P's first 256 values and pbase[o + 1] within its 512),
// and at the last pass's start makes the two writes that end the row: the marker of the
// last cell gets the handler of its samples within the row (a cell of one sample: its
// chain's first marker a chain ending at it), the entry after the last sample the exit's
// (~10 instructions per pass).
// r0 = out, r1 = the state (row_ring_state). With r1 = 0: returns the handlers' table, as
// words: 0 C1, 1 h(1) + 30 (the chains' base), 1 + s Ss (s samples of x's cell), 7 wrap,
// 8 exit, 3 + 3k Ck (a cell of k samples, 12 k + 12 bytes in: row1_armv6m_ring_build's
// offset). A handler is taken by MOV PC (ARMv6-M ignores bit 0 there), so the .word values
// need no Thumb bit, whether or not the assembler sets it.
// Registers: r0 out, r1 the entry, r2 g0, r3 dg, r4-r6 the entry's words then scratch,
// r7 pbase + stop, r8 the last pass's out, r9 = P + 256 + stop, r12 = 5120, lr = the writes.
[[gnu::naked, gnu::noinline]] inline const std::uint32_t* row1_armv6m_run_ring(q16* /*out*/,
                                                                             const row_ring_state* /*state*/) noexcept {
  __asm__(
      QNOISE_ARMV6M_ASM_SYNTAX
      QNOISE_RING_QUERY_
      "push   {r4, r5}\n\t"
      "ldm    r1!, {r2-r7}\n\t"      // start, handler, first, bound, limit, pbase
      "mov    r9, r5\n\t"
      "mov    r8, r6\n\t"
      "mov    r5, r3\n\t"
      "ldm    r1!, {r6}\n\t"         // G
      "mov    lr, r1\n\t"
      "mov    r1, r2\n\t"
      QNOISE_RING_START_
      // The chain: r cells of one sample from h(r), r <= row_ring_chain.
      QNOISE_RING_HANDLERS_(QNOISE_RING_LINK_, QNOISE_RING_CELL_, QNOISE_RING_NEXT_)
      // The wrap marker: r4 = cells per pass, r6 = the ring's bytes.
      "30:\n\t"
      "subs   r1, r1, r6\n\t"
      "adds   r7, r7, r4\n\t"
      QNOISE_RING_PASS_END_
      QNOISE_RING_NEXT_
      QNOISE_RING_WRITES_
      QNOISE_RING_NEXT_
      "40:\n\t"
      "pop    {r4, r5}\n\t"
      "mov    r8, r4\n\t"
      "mov    r9, r5\n\t"
      "pop    {r4-r7, pc}\n\t"
      ".p2align 2\n"
      "9:\n\t"
      ".word  11b, 11b + 30, 21b, 22b, 23b, 24b, 11b, 30b, 40b, 12b, 0, 0, 13b, 0, 0, 14b\n\t");
}

/// What row1_armv6m_run_ring4 reads at its start (addresses as 32-bit words): the first
/// entry, P + 256, x's cell's hash (P + c0), the first entry's handler, the output address at
/// which the last pass starts, the first marker's hash pointer (P + c1), the ring, G, and the
/// writes made at the last pass's start (the end of the row): an (address, word) and the
/// address that takes the exit's handler (the run has it at hand). The order puts each word
/// where the run keeps it (one LDM, no move for the handler).
struct row_ring4_state {
  std::uint32_t start, bound, first, handler, limit, hash, ring, g, write[3];
};

// The rings of one- and two-word markers: the cell's hash pointer counts up in r7 (P + the
// cell's low corner). A one-word marker is its handler only and G stays in r10 (LOAD_G),
// so a cell costs two instructions more than in row1_armv6m_run_ring (8, 7 in a chain) for
// 8 bytes less of ring per cell; a two-word marker (handler, G) brings G into r6 with the
// handler, one instruction more (7, 6 in a chain) for 4 bytes less.
#define QNOISE_RING_HASH_CELL_(LOAD_G) \
  "adds   r2, r2, r3\n\t"              \
  "adds   r7, r7, #1\n\t"              \
  "ldrb   r4, [r7]\n\t"                \
  LOAD_G                               \
  "ldrsb  r3, [r6, r4]\n\t"            \
  "subs   r3, r3, r2\n\t"
#define QNOISE_RING4_CELL_ QNOISE_RING_HASH_CELL_("mov    r6, r10\n\t")
#define QNOISE_RING4_NEXT_   \
  "ldm    r1!, {r5}\n\t"     \
  "mov    pc, r5\n\t"
// A link: 17 instructions, 34 bytes (h(r) = C1 - 34 (r - 1)).
#define QNOISE_RING4_LINK_   \
  QNOISE_RING4_CELL_         \
  QNOISE_RING_SAMPLE_        \
  "adds   r1, r1, #4\n\t"
#define QNOISE_RING8_CELL_ QNOISE_RING_HASH_CELL_("")
#define QNOISE_RING8_NEXT_   \
  "ldm    r1!, {r5, r6}\n\t" \
  "mov    pc, r5\n\t"
// A link: 16 instructions, 32 bytes (h(r) = C1 - 32 (r - 1)).
#define QNOISE_RING8_LINK_   \
  QNOISE_RING8_CELL_         \
  QNOISE_RING_SAMPLE_        \
  "ldm    r1!, {r5, r6}\n\t"
// A cell of two samples and the cells of one after it under one marker (handlers DS1 ..
// DS3): the cells' hash bytes at r7 + 1, r7 + 2, ... (J), r7 moved on once at the end;
// the cells of one sample take G from r10 (15 instructions each).
#define QNOISE_RING_UNIT_CELL_(J, LOAD_G) \
  "adds   r2, r2, r3\n\t"                \
  "ldrb   r4, [r7, #" J "]\n\t"          \
  LOAD_G                                  \
  "ldrsb  r3, [r6, r4]\n\t"              \
  "subs   r3, r3, r2\n\t"
// A0, A1, E: labels at each sample's code (the row's first sample enters there,
// row1_armv6m_run_ring8's table words 33 ..).
#define QNOISE_RING_UNIT_TWO_(A0, A1)   \
  QNOISE_RING_UNIT_CELL_("1", "")     \
  A0 ":\n\t" QNOISE_RING_SAMPLE_      \
  A1 ":\n\t" QNOISE_RING_SAMPLE_
#define QNOISE_RING_RUN_LINK_(J, E)                        \
  QNOISE_RING_UNIT_CELL_(J, "mov    r6, r10\n\t")         \
  E ":\n\t" QNOISE_RING_SAMPLE_
// Both rings' code: the handlers' table (TABLE: its words) at the function's start, 4 bytes
// in (the function aligned to 4; row_ring_hash_table: the caller finds it with no call),
// branched over; then entry, handlers, wrap, the last pass's writes and exit.
#define QNOISE_RING_HASH_RUN_(CELL, NEXT, LINK, TABLE, EXTRA)                            \
  __asm__(                                                                               \
      QNOISE_ARMV6M_ASM_SYNTAX                                                           \
      "b      0f\n\t"                                                                    \
      ".p2align 2\n"                                                                     \
      "9:\n\t"                                                                           \
      ".word  " TABLE "\n"                                                                \
      "0:\n\t"                                                                           \
      "push   {r4-r7, lr}\n\t"                                                           \
      "mov    r4, r8\n\t"                                                                \
      "mov    r5, r9\n\t"                                                                \
      "mov    r6, r10\n\t"                                                               \
      "mov    r7, r11\n\t"                                                               \
      "push   {r4-r7}\n"                                                                 \
      "7:\n\t"                      /* row1_armv6m_ring8_runs_build's way in */         \
      "ldm    r1!, {r2-r7}\n\t"      /* start, bound, first, handler, limit, hash */     \
      "mov    r9, r3\n\t"                                                                \
      "mov    r8, r6\n\t"                                                                \
      "ldm    r1!, {r3, r6}\n\t"     /* the ring, G */                                   \
      "mov    r11, r3\n\t"                                                               \
      "mov    r10, r6\n\t"                                                               \
      "mov    lr, r1\n\t"                                                                \
      "mov    r1, r2\n\t"                                                                \
      QNOISE_RING_START_                                                                 \
      QNOISE_RING_HANDLERS_(LINK, CELL, NEXT)                                            \
      EXTRA                                                                              \
      /* The wrap marker: back to the ring's start, the hash pointer into P's first 256. */ \
      "30:\n\t"                                                                          \
      "mov    r1, r11\n\t"                                                               \
      QNOISE_RING_PASS_END_                                                              \
      NEXT                                                                               \
      /* The last pass's start: the (address, word) write, then the exit's handler. */   \
      "2:\n\t"                                                                           \
      "mov    r4, lr\n\t"                                                                \
      "ldm    r4, {r4, r5, r6}\n\t"                                                      \
      "str    r5, [r4]\n\t"                                                              \
      "adr    r4, 40f\n\t"                                                               \
      "str    r4, [r6]\n\t"                                                              \
      NEXT                                                                               \
      ".p2align 2\n"                                                                     \
      "40:\n\t"                                                                          \
      "pop    {r4-r7}\n\t"                                                               \
      "mov    r8, r4\n\t"                                                                \
      "mov    r9, r5\n\t"                                                                \
      "mov    r10, r6\n\t"                                                               \
      "mov    r11, r7\n\t"                                                               \
      "pop    {r4-r7, pc}\n\t")

// row1_armv6m_run_ring with one-word markers (period 64: 64 samples and up to 63 cells in
// 1024 bytes instead of 1536). The ring: per cell its marker (the handler), then its
// samples' (P, Q, E); the wrap marker last. The handlers' table (row_ring_hash_table), as
// words: 0 C1, 1 h(1) + 34, 1 + s Ss, 6 wrap (word 9 is 0: the run writes the exit by ADR),
// 3k + 1 Ck (k >= 2; 12 k + 4 bytes from a cell's marker to the next:
// row1_armv6m_ring4_build's offset).
// Registers: r0 out, r1 the entry, r2 g0, r3 dg, r4-r6 scratch, r7 the hash pointer,
// r8 the last pass's out, r9 = P + 256, r10 G, r11 the ring, r12 = 5120, lr = the writes.
[[gnu::naked, gnu::noinline, gnu::aligned(4)]] inline const std::uint32_t* row1_armv6m_run_ring4(q16* /*out*/,
                                                                              const row_ring4_state* /*state*/) noexcept {
  QNOISE_RING_HASH_RUN_(QNOISE_RING4_CELL_, QNOISE_RING4_NEXT_, QNOISE_RING4_LINK_,
                        "11f, 11f + 34, 21f, 22f, 23f, 24f, 30f, 12f, 0, 0, 13f, 0, 0, 14f", "");
}

// row1_armv6m_run_ring4 with two-word markers (handler, G): up to 31 cells and 64 samples in
// 1008 bytes. Handlers' table: 0 C1, 1 h(1) + 32, 1 + s Ss, 6 wrap, 7 DS (DS1 below:
// row1_armv6m_ring8_pairs_build's ring), 3k + 2 Ck (k >= 2; 12 k + 8 bytes from a cell's
// marker to the next); words 15 .. 32 the second table (row1_armv6m_ring8_runs_build's):
// 0 C1, 6 wrap, 8 + 3r DSr, a cell of two samples then r = 0 .. 3 cells of one with no
// marker of their own (12 r + 32 bytes from the marker to the next; DS0 = C2): 27 + 15 r
// instructions, one fewer per cell of one sample than C1 after C2; words 33 + 5 (r - 1) + p
// the run's ways in at a unit's pth sample (its row's first sample there, DS1 .. DS3; 0 a
// place past the unit), word 48 the run's way in past its register saves. DS1 is padded
// (30 bytes, never run) so that DS1, DS2, DS3 start 114 bytes apart: the runs build makes
// DSL of DSL+1 with one SUBS (the assembler checks the distance).
[[gnu::naked, gnu::noinline, gnu::aligned(4)]] inline const std::uint32_t* row1_armv6m_run_ring8(q16* /*out*/,
                                                                              const row_ring4_state* /*state*/) noexcept {
  QNOISE_RING_HASH_RUN_(QNOISE_RING8_CELL_, QNOISE_RING8_NEXT_, QNOISE_RING8_LINK_,
                        "11f, 11f + 32, 21f, 22f, 23f, 24f, 30f, 15f, 12f, 0, 0, 13f, 0, 0, 14f, "
                        "11f, 0, 0, 0, 0, 0, 30f, 0, 12f, 0, 0, 15f, 0, 0, 16f, 0, 0, 17f, "
                        "50f, 51f, 52f, 0, 0, 53f, 54f, 55f, 56f, 0, 57f, 58f, 59f, 60f, 61f, 7f",
                        "15:\n\t" QNOISE_RING_UNIT_TWO_("50", "51") QNOISE_RING_RUN_LINK_("2", "52")
                        "adds   r7, r7, #2\n\t" QNOISE_RING8_NEXT_
                        ".space 30\n"
                        "16:\n\t" QNOISE_RING_UNIT_TWO_("53", "54") QNOISE_RING_RUN_LINK_("2", "55")
                        QNOISE_RING_RUN_LINK_("3", "56") "adds   r7, r7, #3\n\t" QNOISE_RING8_NEXT_
                        "17:\n\t" QNOISE_RING_UNIT_TWO_("57", "58") QNOISE_RING_RUN_LINK_("2", "59")
                        QNOISE_RING_RUN_LINK_("3", "60") QNOISE_RING_RUN_LINK_("4", "61")
                        "adds   r7, r7, #4\n\t" QNOISE_RING8_NEXT_
                        ".if (16b - 15b) - 114 || (17b - 16b) - 114\n\t"
                        ".error \"DS1 .. DS3 not 114 bytes apart (row1_armv6m_ring8_runs_build)\"\n\t"
                        ".endif\n\t");
}

#undef QNOISE_RING_SAMPLE_
#undef QNOISE_RING_CELL_
#undef QNOISE_RING_NEXT_
#undef QNOISE_RING_LINK_
#undef QNOISE_RING_HASH_CELL_
#undef QNOISE_RING4_CELL_
#undef QNOISE_RING4_NEXT_
#undef QNOISE_RING4_LINK_
#undef QNOISE_RING8_CELL_
#undef QNOISE_RING8_NEXT_
#undef QNOISE_RING8_LINK_
#undef QNOISE_RING_RUN_LINK_
#undef QNOISE_RING_UNIT_CELL_
#undef QNOISE_RING_UNIT_TWO_
#undef QNOISE_RING_HASH_RUN_
#undef QNOISE_RING_HANDLERS_
#undef QNOISE_RING_START_
#undef QNOISE_RING_QUERY_
#undef QNOISE_RING_PASS_END_
#undef QNOISE_RING_WRITES_

/// What row1_armv6m_ring_build reads: the first fraction f0 (Q16, a cell's first sample,
/// f0 < step), the step (Q16, in (16384, 65536), a multiple of 1024: every fraction has
/// f0's low byte t), minus the cells of the pass (the first marker's o + 1 - stop), the knots
/// (quintic_pair_table), row1_armv6m_run_ring's handler table and G.
struct row_ring_build_args {
  std::uint32_t f0, step, first, pairs, handlers, g;
};

/// The longest chain of row1_armv6m_run_ring (row_ring_chain - 1 links before C1): a run of
/// more cells of one sample is cut into chains of this many. 192 = 24 * 8 and 240 = 30 * 8
/// in QNOISE_RING_CLOSE_RUN12_ (128 = 16 * 8 and 272 = 34 * 8 in QNOISE_RING_CLOSE_RUN4_) and
/// the seven links are this number.
inline constexpr std::uint32_t row_ring_chain = 8;

// Both builds' first sample: r1 = f0 << 16, r7 = t = f0 mod 256 (the same for every
// sample), r9 = the pair table less t >> 5 (from r5: QNOISE_RING_BUILD_SAMPLE_ adds
// 8 k + (t >> 5)), r11 = the first marker (r6).
#define QNOISE_RING_BUILD_FIRST_ \
  "lsls   r1, r2, #16\n\t"      \
  "uxtb   r7, r2\n\t"           \
  "lsrs   r4, r7, #5\n\t"       \
  "subs   r5, r5, r4\n\t"       \
  "mov    r9, r5\n\t"           \
  "mov    r11, r6\n"

// One sample's entry (P, Q, E) from f (r1 = f << 16), then f += step with ADDS (r3 =
// step << 16, a low register so the add sets C): carry set when f passed a cell's end (no
// compare). P is formed last, in r2, so r2 and r4-r6 are the only scratch. quintic_weight as
//   256 W + b = 256 K[k] + (K[k + 1] - K[k]) t  (f = 256 k + t, b < 256: the pair table).
// MULS sets N from F wh at f >= 1/2 (wh >= 1024 there), from f wh >= 0 below.
#define QNOISE_RING_BUILD_SAMPLE_STEP_(STEP)                                             \
  "lsrs   r2, r1, #21\n\t"       /* 8 k + (t >> 5) */                                    \
  "add    r2, r9\n\t"                                                                    \
  "ldm    r2, {r2, r6}\n\t"      /* 256 K[k], K[k + 1] - K[k] */                         \
  "muls   r6, r7, r6\n\t"                                                                \
  "adds   r2, r2, r6\n\t"        /* 256 W + b */                                         \
  "lsrs   r4, r2, #20\n\t"       /* wh */                                                \
  "lsls   r5, r2, #12\n\t"                                                               \
  "lsrs   r5, r5, #20\n\t"       /* wl */                                                \
  "lsrs   r2, r2, #8\n\t"                                                                \
  "lsls   r2, r2, #4\n\t"        /* 16 W */                                              \
  "asrs   r6, r1, #16\n\t"       /* f < 1/2: f; f >= 1/2: F = f - 65536 */               \
  "muls   r4, r6, r4\n\t"                                                                \
  "bmi    8f\n\t"                                                                        \
  "subs   r4, r4, r2\n"          /* f < 1/2: Q = f wh - 16 W = F wh - 16 wl */           \
  "8:\n\t"                                                                               \
  "muls   r5, r6, r5\n\t"        /* E */                                                 \
  "lsrs   r6, r1, #5\n\t"                                                                \
  "subs   r2, r6, r2\n\t"        /* P = 2048 f - 16 W */                                 \
  "stm    r0!, {r2, r4, r5}\n\t"                                                         \
  STEP
#define QNOISE_RING_BUILD_SAMPLE_ QNOISE_RING_BUILD_SAMPLE_STEP_("adds   r1, r1, r3\n\t")
// The run of r > 0 cells of one sample before the open marker (r11) closes: the run's first
// marker (r6, from the open marker's handler word at WORD; r4 = r times the bytes of a
// one-sample cell, CHAIN = 8 of them) gets h(r) = h(1) + L - L r (r12 = h(1) + L, L the
// bytes of a link: SCALE makes L r of r4, H8 h(8) of r5 = r12), past 8 cells a chain of 8
// every 8 cells. The ring of 12-byte markers: 24 r, L = 30; of one-word markers: 16 r, 34.
#define QNOISE_RING_CLOSE_RUN_(WORD, CHAIN, H8, SCALE)                                   \
  "mov    r2, r11\n\t"                                                                   \
  "ldr    r6, [r2" WORD "]\n\t"                                                          \
  "subs   r4, r2, r6\n"                                                                  \
  "4:\n\t"                                                                               \
  "cmp    r4, #" CHAIN "\n\t"                                                            \
  "bls    9f\n\t"                                                                        \
  "mov    r5, r12\n\t"                                                                   \
  H8                                                                                     \
  "str    r5, [r6" WORD "]\n\t"                                                          \
  "adds   r6, #" CHAIN "\n\t"                                                            \
  "subs   r4, #" CHAIN "\n\t"                                                            \
  "b      4b\n"                                                                          \
  "9:\n\t"                                                                               \
  SCALE                                                                                  \
  "mov    r5, r12\n\t"                                                                   \
  "subs   r5, r5, r4\n\t"                                                                \
  "str    r5, [r6" WORD "]\n\t"
#define QNOISE_RING_CLOSE_RUN12_                                                         \
  QNOISE_RING_CLOSE_RUN_(", #4", "192", "subs   r5, #240\n\t",                            \
                         "lsrs   r5, r4, #2\n\t"                                          \
                         "adds   r4, r4, r5\n\t")
// Two-word markers: 20 r, L = 32 (r = (20 r * 205) >> 12 exactly for r < 1024).
#define QNOISE_RING_CLOSE_RUN8_                                                          \
  QNOISE_RING_CLOSE_RUN_("", "160", "subs   r5, #128\n\tsubs   r5, #128\n\t",            \
                         "movs   r5, #205\n\t"                                          \
                         "muls   r4, r5, r4\n\t"                                        \
                         "lsrs   r4, r4, #12\n\t"                                       \
                         "lsls   r4, r4, #5\n\t")
#define QNOISE_RING_CLOSE_RUN4_                                                          \
  QNOISE_RING_CLOSE_RUN_("", "128", "subs   r5, #136\n\tsubs   r5, #136\n\t",            \
                         "lsrs   r5, r4, #3\n\t"                                          \
                         "lsls   r4, r4, #1\n\t"                                          \
                         "adds   r4, r4, r5\n\t")

// The builds' entry and exit: r4-r7 and r9-r11 saved (the high ones through r3-r5; r8 is
// not used).
#define QNOISE_RING_BUILD_ENTER_ \
  "push   {r4-r7, lr}\n\t"       \
  "mov    r3, r9\n\t"            \
  "mov    r4, r10\n\t"           \
  "mov    r5, r11\n\t"           \
  "push   {r3-r5}\n\t"
#define QNOISE_RING_BUILD_LEAVE_ \
  "pop    {r3-r5}\n\t"           \
  "mov    r9, r3\n\t"            \
  "mov    r10, r4\n\t"           \
  "mov    r11, r5\n\t"           \
  "pop    {r4-r7, pc}\n\t"

// Writes the ring of row1_armv6m_run_ring from r0 = its first word, r1 =
// row_ring_build_args; returns the address after the last entry, the wrap marker (cells,
// the wrap's handler, the ring's bytes). Per sample the header's P, Q, E: 19
// instructions (20 at f < 1/2). Per cell: a cell of one sample (the step over 1/2 cell:
// nearly every cell) 6, its marker copied into the next (o + 1 - stop counts up, the
// handler word and G carried); a cell of more samples ~20: its handler from the bytes
// written since its marker (12 k + 12), and the run of one-sample cells before it closed.
// A marker's handler word holds, until its run closes, the address of the run's first
// marker (a marker after a cell of k >= 2 samples starts a run: its own address), so the
// run's length is known at its end, and the caller finds a cell's chain (the row's end).
// Registers: r0 the next word, r1 f << 16, r3 step << 16, r7 t, r2 and r4-r6 scratch; r9 the pair
// table - (t >> 5) (f >> 5 = 8 k + (t >> 5)), r10 the handlers, r11 the open
// marker, r12 h(1) + 30. The pass ends at a cell's end, so the
// loop ends at a marker.
[[gnu::naked, gnu::noinline]] inline std::uint32_t* row1_armv6m_ring_build(std::uint32_t* /*words*/,
                                                                         const row_ring_build_args* /*args*/) noexcept {
  __asm__(
      QNOISE_ARMV6M_ASM_SYNTAX
      QNOISE_RING_BUILD_ENTER_
      "ldm    r1!, {r2-r7}\n\t"      // f0, step, -cells, pairs, handlers, G
      "lsls   r3, r3, #16\n\t"       // step << 16 (kept)
      "mov    r10, r6\n\t"
      "ldr    r6, [r6, #4]\n\t"
      "mov    r12, r6\n\t"           // h(1) + 30
      "mov    r6, r0\n\t"
      "mov    lr, r0\n\t"
      "stm    r0!, {r4, r6, r7}\n\t" // the first marker (-cells, itself, G)
      QNOISE_RING_BUILD_FIRST_
      // A cell's first sample, the cell before it of k >= 2 samples (or none).
      "1:\n\t"
      QNOISE_RING_BUILD_SAMPLE_
      "bcc    2f\n\t"
      // A cell of one sample ends: the next marker copies its marker (a run starts).
      "5:\n\t"
      "mov    r2, r11\n\t"
      "ldm    r2!, {r4, r5, r6}\n\t" // o + 1 - stop, the run's first marker, G
      "adds   r4, r4, #1\n\t"        // 0 at the pass's end
      "mov    r11, r0\n\t"
      "stm    r0!, {r4, r5, r6}\n\t"
      "beq    6f\n\t"
      // A cell's first sample after a cell of one sample.
      QNOISE_RING_BUILD_SAMPLE_
      "bcs    5b\n\t"
      // Its cell goes on: the run before it closes.
      QNOISE_RING_CLOSE_RUN12_
      // The second and later samples of a cell.
      "2:\n\t"
      QNOISE_RING_BUILD_SAMPLE_
      "bcc    2b\n\t"
      // The cell (k >= 2 samples) ends: its handler; the next marker starts a run.
      "mov    r2, r11\n\t"
      "subs   r6, r0, r2\n\t"        // 12 k + 12
      "mov    r4, r10\n\t"
      "ldr    r6, [r4, r6]\n\t"
      "str    r6, [r2, #4]\n\t"
      "ldm    r2!, {r4, r5, r6}\n\t"
      "adds   r4, r4, #1\n\t"
      "mov    r5, r0\n\t"
      "mov    r11, r0\n\t"
      "stm    r0!, {r4, r5, r6}\n\t" // (o + 2 - stop, itself, G)
      "bne    1b\n\t"
      "b      7f\n"
      // The pass's end after a cell of one sample: the run before the marker opened last
      // (the wrap) closes.
      "6:\n\t"
      QNOISE_RING_CLOSE_RUN12_
      // The wrap marker: (cells, wrap, the ring's bytes).
      "7:\n\t"
      "mov    r3, lr\n\t"
      "ldr    r4, [r3]\n\t"
      "negs   r4, r4\n\t"
      "mov    r2, r10\n\t"
      "ldr    r5, [r2, #28]\n\t"
      "subs   r6, r0, r3\n\t"
      "subs   r0, #12\n\t"
      "stm    r0!, {r4, r5, r6}\n\t"
      QNOISE_RING_BUILD_LEAVE_);
}

/// What row1_armv6m_ring4_build and row1_armv6m_ring8_build read: as row_ring_build_args,
/// with the address after the ring's last word (the wrap marker's) instead of the cells.
struct row_ring4_build_args {
  std::uint32_t f0, step, end, pairs, handlers, g;
};

// row1_armv6m_ring_build for the rings of one- or two-word markers: a marker's first word
// holds the run's first marker until its run closes, then its handler (a two-word marker's
// second G, copied from the marker before); the pass ends at the marker that reaches the
// ring's end (lr). FIRST stores the first marker (r6 itself, r7 G); COPY loads the open
// marker's words (r2) into r4 (, r5) and STORE stores them; NEW stores a marker after a
// cell of k >= 2 samples (r0 itself: STM stores the base's old value when it is the
// lowest register listed; r2 the marker before); WRAP the wrap's handler (r5) in
// the last marker's first word. Returns the address after the wrap marker.
#define QNOISE_RING_HASH_BUILD_(FIRST, COPY, STORE, NEW, CLOSE_RUN, WRAP)                \
  __asm__(                                                                               \
      QNOISE_ARMV6M_ASM_SYNTAX                                                           \
      QNOISE_RING_BUILD_ENTER_                                                           \
      "ldm    r1!, {r2-r7}\n\t"      /* f0, step, end, pairs, handlers, G */             \
      "lsls   r3, r3, #16\n\t"       /* step << 16 (kept) */                             \
      "mov    r10, r6\n\t"                                                               \
      "ldr    r6, [r6, #4]\n\t"                                                          \
      "mov    r12, r6\n\t"           /* h(1) + L */                                      \
      "mov    lr, r4\n\t"                                                                \
      "mov    r6, r0\n\t"                                                                \
      FIRST                                                                              \
      QNOISE_RING_BUILD_FIRST_                                                           \
      "1:\n\t"                                                                           \
      QNOISE_RING_BUILD_SAMPLE_                                                          \
      "bcc    2f\n\t"                                                                    \
      "5:\n\t"                                                                           \
      "mov    r2, r11\n\t"                                                               \
      COPY                           /* the run's first marker (, G) */                  \
      "mov    r11, r0\n\t"                                                               \
      STORE                                                                              \
      "cmp    r0, lr\n\t"                                                                \
      "beq    6f\n\t"                                                                    \
      QNOISE_RING_BUILD_SAMPLE_                                                          \
      "bcs    5b\n\t"                                                                    \
      CLOSE_RUN                                                                          \
      "2:\n\t"                                                                           \
      QNOISE_RING_BUILD_SAMPLE_                                                          \
      "bcc    2b\n\t"                                                                    \
      "mov    r2, r11\n\t"                                                               \
      "subs   r5, r0, r2\n\t"        /* 12 k + 4 (one-word), 12 k + 8 (two-word) */      \
      "mov    r4, r10\n\t"                                                               \
      "ldr    r5, [r4, r5]\n\t"                                                          \
      "str    r5, [r2]\n\t"                                                              \
      "mov    r11, r0\n\t"                                                               \
      NEW                                                                                \
      "cmp    r0, lr\n\t"                                                                \
      "bne    1b\n\t"                                                                    \
      "b      7f\n"                                                                      \
      "6:\n\t"                                                                           \
      CLOSE_RUN                                                                          \
      "7:\n\t"                                                                           \
      "mov    r2, r10\n\t"                                                               \
      "ldr    r5, [r2, #24]\n\t"     /* the wrap */                                      \
      WRAP                                                                               \
      QNOISE_RING_BUILD_LEAVE_)

[[gnu::naked, gnu::noinline]] inline std::uint32_t* row1_armv6m_ring4_build(std::uint32_t* /*words*/,
                                                                          const row_ring4_build_args* /*args*/) noexcept {
  QNOISE_RING_HASH_BUILD_("stm    r0!, {r6}\n\t", "ldr    r4, [r2]\n\t", "stm    r0!, {r4}\n\t",
                          "stm    r0!, {r0}\n\t", QNOISE_RING_CLOSE_RUN4_,
                          "subs   r0, #4\n\tstm    r0!, {r5}\n\t");
}

[[gnu::naked, gnu::noinline]] inline std::uint32_t* row1_armv6m_ring8_build(std::uint32_t* /*words*/,
                                                                          const row_ring4_build_args* /*args*/) noexcept {
  QNOISE_RING_HASH_BUILD_("stm    r0!, {r6, r7}\n\t", "ldm    r2!, {r4, r5}\n\t", "stm    r0!, {r4, r5}\n\t",
                          "ldr    r6, [r2, #4]\n\tstm    r0!, {r0, r6}\n\t", QNOISE_RING_CLOSE_RUN8_,
                          "subs   r0, #8\n\tstr    r5, [r0]\n\tadds   r0, #8\n\t");
}

// The entry and exit of the builds for steps over 1/2 cell (r8 saved too): r2 .. r7 the
// arguments f0, step << 16, the wrap marker's address (also in lr), the knots, the
// handlers, G; the return value the address after the wrap marker.
#define QNOISE_RING_HALVES_ENTER_ \
  QNOISE_RING_BUILD_ENTER_        \
  "mov    r2, r8\n\t"             \
  "push   {r2}\n\t"               \
  "ldm    r1!, {r2-r7}\n\t"       \
  "lsls   r3, r3, #16\n\t"        \
  "subs   r4, #8\n\t"             \
  "mov    lr, r4\n\t"
#define QNOISE_RING_HALVES_LEAVE_ \
  "mov    r0, lr\n\t"             \
  "adds   r0, #8\n\t"             \
  "pop    {r2}\n\t"               \
  "mov    r8, r2\n\t"             \
  QNOISE_RING_BUILD_LEAVE_
// row1_armv6m_ring8_build for steps in (1/2, 42/64] cell: cells of one or two samples, those
// of one isolated (the sequence of cell sizes is balanced, and under 2/3 cell there are
// more cells of two samples than of one). A cell of one sample rides on the cell of two
// before it: one marker for both (handler DS, row1_armv6m_run_ring8's label 15), no marker
// of its own; only the pass's first cell, when it has one sample, has a marker (C1). Both
// handlers known before the samples: a cell at fraction f has two samples (a loop
// invariant after the first cell) and a one-sample cell after it iff f >= T = 2^17 -
// 3 step (T in [0, 65536) for steps in (21845, 43690]; compared as T << 16 with f << 16).
// A marker costs 7 instructions besides its samples (the build above: 13 for a cell of two
// samples, ~20 for one of one). When the pass's first cell has one sample its last cell
// (two samples) takes it as DS too: the loop builds one sample past the pass (the ring has
// a word to spare) over the wrap marker (written first; the caller writes it again) and
// the last marker goes back to C2. Registers: as QNOISE_RING_HASH_BUILD_, r8 T << 16, r10 C2,
// r11 DS, r12 G, lr the wrap marker's address.
[[gnu::naked, gnu::noinline]] inline std::uint32_t* row1_armv6m_ring8_pairs_build(std::uint32_t* /*words*/,
                                                                                const row_ring4_build_args* /*args*/) noexcept {
  __asm__(
      QNOISE_ARMV6M_ASM_SYNTAX
      QNOISE_RING_HALVES_ENTER_
      "mov    r12, r7\n\t"
      "ldr    r1, [r6, #24]\n\t"
      "stm    r4!, {r1, r7}\n\t"     // (wrap, G)
      "ldr    r1, [r6, #32]\n\t"
      "mov    r10, r1\n\t"           // C2
      "lsls   r1, r3, #1\n\t"
      "adds   r1, r1, r3\n\t"
      "negs   r1, r1\n\t"
      "mov    r8, r1\n\t"            // T << 16 = -3 (step << 16) mod 2^32
      "ldr    r1, [r6]\n\t"
      "stm    r0!, {r1, r7}\n\t"     // (C1, G), kept if the first cell has one sample
      "ldr    r6, [r6, #28]\n\t"     // DS (into r11)
      QNOISE_RING_BUILD_FIRST_
      "adds   r2, r1, r3\n\t"        // C: f0 + step passes the cell's end
      "bcs    2f\n\t"
      "subs   r0, #8\n\t"
      "b      1f\n"
      "2:\n\t"
      QNOISE_RING_BUILD_SAMPLE_
      // A cell of two samples (at f << 16 in r1): DS or C2.
      "1:\n\t"
      "cmp    r1, r8\n\t"
      "bhs    3f\n\t"
      "mov    r4, r10\n\t"
      "mov    r5, r12\n\t"
      "stm    r0!, {r4, r5}\n\t"     // (C2, G)
      QNOISE_RING_BUILD_SAMPLE_
      QNOISE_RING_BUILD_SAMPLE_
      "cmp    r0, lr\n\t"
      "blo    1b\n\t"
      "b      4f\n"
      "3:\n\t"
      "mov    r4, r11\n\t"
      "mov    r5, r12\n\t"
      "stm    r0!, {r4, r5}\n\t"     // (DS, G)
      QNOISE_RING_BUILD_SAMPLE_
      QNOISE_RING_BUILD_SAMPLE_
      QNOISE_RING_BUILD_SAMPLE_
      "cmp    r0, lr\n\t"
      "blo    1b\n\t"
      "beq    4f\n\t"
      // One sample past the pass (over the wrap marker, which the caller writes again): the
      // last marker (32 bytes before the wrap) is C2.
      "mov    r2, lr\n\t"
      "subs   r2, #32\n\t"
      "mov    r4, r10\n\t"
      "str    r4, [r2]\n"
      "4:\n\t"
      QNOISE_RING_HALVES_LEAVE_);
}

/// What row1_armv6m_ring8_runs_build reads: the wrap marker's words (its handler, G), its
/// address, the knots (quintic_pair_table), step << 16, f0 (the order its first LDM wants
/// them in), then T << 16 (below), the byte offset of the short unit's entry into the
/// build's chain of five samples ((3 - L) * 38: a sample's code is 19 16-bit
/// instructions), DSL+1 (DSL is 114 bytes before it), and the run that follows: out,
/// row1_armv6m_run_ring8's entry past its register saves (table word 48), its
/// row_ring4_state.
struct row_ring_runs_args {
  std::uint32_t wrap, g, end, pairs, step, f0, t, entry, marker, out, run;
  row_ring4_state state;
};

// As row1_armv6m_ring8_pairs_build, for steps in (42/64, 52/64) cell: the cells of two samples
// isolated, runs of L or L + 1 cells of one sample between them (L = 1 under 3/4 cell, else
// 2: the sequence of cell sizes is balanced). A cell of two samples and the run after it
// share one marker (handler DSr, r cells of one sample: row1_armv6m_run_ring8's labels 15,
// 16, 17), known before the samples: r = L + 1 iff the cell's fraction f >= T = (L + 2) 65536
// - (L + 3) step (the (L + 1)th cell after it starts at f + (L + 2) step - (L + 1) 65536,
// one sample iff that is >= 65536 - step). So a unit is its marker and a straight run of
// 2 + r samples (an entry into a chain of five by MOV PC): 7 instructions besides its
// samples for r = L + 1, 8 for r = L (G kept in r3, DSL+1 in r10, DSL = DSL+1 - 114). The pass starts at a cell of two samples (f0 < step and f0 + step < 65536: the
// caller starts the ring there), so it ends at a unit's end and every marker is a unit's
// (no marker for a cell of one, no sample built past the pass). Then it runs the row: it
// saved the registers as row1_armv6m_run_ring8 does (the same nine words in the same
// order), so it jumps into that run past its saves, whose exit returns to the caller (~16
// instructions fewer than a return and a call). Registers: r0 the next word, r1 f << 16,
// r3 G, r7 t, r2 and r4-r6 scratch, r8 T << 16, r9 as QNOISE_RING_HASH_BUILD_, r10 DSL+1,
// r11 the short unit's entry, r12 step << 16, lr the wrap marker's address; the run's
// words' address on the stack (popped before the jump into the run).
// The runs build's sample: step << 16 in r12 (no carry wanted: the unit's size comes from
// T), so r3 holds G for the markers' STM; 19 instructions as QNOISE_RING_BUILD_SAMPLE_.
#define QNOISE_RING_RUNS_SAMPLE_ QNOISE_RING_BUILD_SAMPLE_STEP_("add    r1, r12\n\t")
[[gnu::naked, gnu::noinline]] inline void row1_armv6m_ring8_runs_build(std::uint32_t* /*words*/,
                                                                     const row_ring_runs_args* /*args*/) noexcept {
  __asm__(
      QNOISE_ARMV6M_ASM_SYNTAX
      // row1_armv6m_run_ring8's saves: r4-r7, lr, then r8-r11 (one PUSH each).
      "push   {r4-r7, lr}\n\t"
      "mov    r2, r8\n\t"
      "mov    r3, r9\n\t"
      "mov    r4, r10\n\t"
      "mov    r5, r11\n\t"
      "push   {r2-r5}\n\t"
      "ldm    r1!, {r2-r7}\n\t"      // wrap, G, its marker's address, knots, step << 16, f0
      "mov    lr, r4\n\t"
      "stm    r4!, {r2, r3}\n\t"     // (wrap, G); r3 keeps G
      "mov    r12, r6\n\t"
      "ldm    r1!, {r2, r4, r6}\n\t" // T << 16, the entry's offset, DSL+1
      "push   {r1}\n\t"              // the run's words (out, its entry, the state)
      "mov    r8, r2\n\t"
      "mov    r10, r6\n\t"
      "adr    r2, 5f\n\t"
      "adds   r6, r2, r4\n\t"        // the short unit's entry (into r11)
      // QNOISE_RING_BUILD_FIRST_ with f0 in r7.
      "lsls   r1, r7, #16\n\t"
      "uxtb   r7, r7\n\t"
      "lsrs   r4, r7, #5\n\t"
      "subs   r5, r5, r4\n\t"
      "mov    r9, r5\n\t"
      "mov    r11, r6\n"
      // A unit: its marker, then 2 + L or 3 + L samples.
      "1:\n\t"
      "mov    r2, r10\n\t"           // DSL+1
      "cmp    r1, r8\n\t"
      "bhs    2f\n\t"
      "subs   r2, #114\n\t"          // DSL (row1_armv6m_run_ring8: DS1 .. DS3 114 bytes apart)
      "stm    r0!, {r2, r3}\n\t"     // (DSL, G)
      "mov    pc, r11\n"
      "2:\n\t"
      "stm    r0!, {r2, r3}\n\t"     // (DSL+1, G)
      QNOISE_RING_RUNS_SAMPLE_
      "mov    pc, r11\n\t"
      ".p2align 2\n"
      "5:\n\t"
      QNOISE_RING_RUNS_SAMPLE_
      QNOISE_RING_RUNS_SAMPLE_
      QNOISE_RING_RUNS_SAMPLE_
      QNOISE_RING_RUNS_SAMPLE_
      QNOISE_RING_RUNS_SAMPLE_
      "cmp    r0, lr\n\t"
      "blo    1b\n\t"
      "pop    {r1}\n\t"
      "ldm    r1!, {r0, r2}\n\t"     // out, the run's entry; r1 the state
      "mov    pc, r2\n\t");
}

#undef QNOISE_RING_HASH_BUILD_
#undef QNOISE_RING_BUILD_SAMPLE_
#undef QNOISE_RING_BUILD_SAMPLE_STEP_
#undef QNOISE_RING_RUNS_SAMPLE_
#undef QNOISE_RING_BUILD_FIRST_
#undef QNOISE_RING_CLOSE_RUN_
#undef QNOISE_RING_CLOSE_RUN12_
#undef QNOISE_RING_CLOSE_RUN4_
#undef QNOISE_RING_CLOSE_RUN8_
#undef QNOISE_RING_BUILD_ENTER_
#undef QNOISE_RING_HALVES_ENTER_
#undef QNOISE_RING_HALVES_LEAVE_
#undef QNOISE_RING_BUILD_LEAVE_

/// A 1D row at a step in (1/4, 1) cell whose fractions repeat every `period` samples
/// (a power of two, 2 .. 64), n >= 64 and n > period. The ring starts at the first sample
/// s0 >= 1 that enters a new cell (cell c1) and holds one pass: the period, or 8 samples for
/// shorter periods (a wrap costs ~10 instructions, an entry to build ~30). Samples
/// 0 .. s0 - 1 (x's cell c0) are the ring's last s0 samples (s0 <= 4), then the passes
/// follow until the writes made at the last pass's start end the row.
/// `ring` holds 2 max(period, 8) + 1 entries (the samples, a marker per cell, the wrap).
/// One function for every ring size (perlin_row_armv6m_wide below sizes the ring).
[[gnu::noinline]] inline void perlin_row_armv6m_wide_ring(q16* out, std::size_t n, std::uint32_t x, std::uint32_t step,
                                                          std::uint32_t period, const permutation& lattice,
                                                          row_ring_entry* ring) noexcept {
  const std::uint32_t* const label = row1_armv6m_run_ring(nullptr, nullptr);
  const std::uint32_t pass = period < 8u ? 8u : period;
  std::uint32_t s0 = 1;
  while ((((x + s0 * step) ^ (x + (s0 - 1u) * step)) >> 16) == 0) ++s0;
  const std::uint32_t g = static_cast<std::uint32_t>(reinterpret_cast<std::uintptr_t>(gradient1_by_byte.value));
  const std::uint32_t x1 = x + s0 * step;
  const std::uint32_t f0 = x1 & 0xFFFFu;
  const auto address = [](const void* a) {
    return static_cast<std::uint32_t>(reinterpret_cast<std::uintptr_t>(a));
  };
  const std::uint32_t cells = (f0 + pass * step) >> 16;  // cells per pass
  const row_ring_build_args args{f0, step, 0u - cells, address(quintic_pair_table.value), address(label), g};
  std::uint32_t* const words = ring[0].w;
  std::uint32_t* const w = row1_armv6m_ring_build(words, &args);
  // The row's last sample n - 1 is sample jl of the last pass, in the pass's cell cb (cb + 1
  // markers before it), whose first sample is i.
  const std::uint32_t last = static_cast<std::uint32_t>(n) - 1u;
  const std::uint32_t jl = (last - s0) & (pass - 1u);
  const std::uint32_t cb = (f0 + jl * step) >> 16;
  std::uint32_t i = jl;
  while (i != 0 && ((f0 + (i - 1u) * step) >> 16) == cb) --i;
  const std::uint8_t* const p = lattice.values;
  row_ring_state state;
  state.start = address(w - 3 * (s0 + 1u));  // the last cell's last s0 samples
  state.handler = label[1u + s0];
  state.first = address(p + ((x >> 16) & 0xFFu));
  state.bound = address(p + 256) + cells + 1u;
  state.limit = address(out + (last - jl));
  // pbase + stop (markers hold o + 1 - stop); the first wrap adds cells.
  state.pbase = address(p + (((x1 >> 16) - cells) & 0xFFu)) + cells + 1u;
  state.g = g;
  // The last cell ends the row after its (jl - i + 1)th sample: its handler; a cell of one
  // sample (in a chain) shortens its chain to end there instead: the chain's first marker
  // is the run's (its address in the cell's handler word) or a multiple of
  // row_ring_chain cells after it, or the cell's own (the word holds a handler).
  const std::uint32_t marker = address(words + 3u * (i + cb));
  std::uint32_t at = marker;
  std::uint32_t handler = label[3u * (jl - i) + 6u];
  if (i == jl && ((f0 + (jl + 1u) * step) >> 16) != cb) {
    const std::uint32_t run = words[3u * (i + cb) + 1u];
    if (run - address(words) < address(w) - address(words)) at = run;
    while (marker - at >= 24u * row_ring_chain) at += 24u * row_ring_chain;
    const std::uint32_t d = marker - at + 24u;  // 24 r, r cells in the chain
    handler = label[1] - d - (d >> 2);
  }
  state.write[0] = at + 4u;
  state.write[1] = handler;
  state.write[2] = address(words + 3u * (jl + cb + 2u) + 1u);
  state.write[3] = label[8];
  row1_armv6m_run_ring(out, &state);
}

/// The row with a ring for periods up to MaxPeriod and at most MaxCells cells per pass on
/// the stack (12 (MaxPeriod + MaxCells + 1) bytes: the samples, a marker per cell, the wrap).
template <std::uint32_t MaxPeriod, std::uint32_t MaxCells = MaxPeriod>
inline void perlin_row_armv6m_wide(q16* out, std::size_t n, std::uint32_t x, std::uint32_t step,
                                   std::uint32_t period, const permutation& lattice) noexcept {
  static_assert(MaxPeriod >= 8 && MaxPeriod <= 64 && MaxCells <= MaxPeriod,
                "o + 1 <= 64 and cells per pass <= 64 keep pbase[o + 1] in P");
  row_ring_entry ring[MaxPeriod + MaxCells + 1];
  perlin_row_armv6m_wide_ring(out, n, x, step, period, lattice, ring);
}

/// A pass's sample jl (row's end): its cell cb, fraction fl, and its cell's first sample i.
struct row_ring_jl_cell {
  std::uint32_t cb, fl, i;
};

/// Period 64 (the odd k/64 cell steps over 1/4 cell) runs on the rings of row1_armv6m_run_ring4
/// (one-word markers) and row1_armv6m_run_ring8 (two-word markers), sized for the cells per
/// pass: up to 31/64 cell (this step, Q16) at most 31 cells, two-word markers,
/// 2 (1 + 31) + 3 * 64 words (1008 bytes); over 51/64 up to 63, one-word markers (1024 bytes).
inline constexpr std::uint32_t row_ring64_small_step = 31u * 1024u;
/// From 33/64 up to this step (cells of one or two samples, those of one isolated) two-word
/// markers, one per cell of two samples (at most 31), as row1_armv6m_ring8_pairs_build
/// writes them: 2 (31 + 2) + 3 * 64 + 1 words (1036 bytes).
inline constexpr std::uint32_t row_ring64_pairs_step = 41u * 1024u;
/// From 43/64 up to this step (cells of two samples isolated, runs of at most 3 cells of one
/// sample) two-word markers, one per cell of two samples (the pass starts at one), as
/// row1_armv6m_ring8_runs_build writes them: 2 (21 + 1) + 3 * 64 words (944 bytes).
inline constexpr std::uint32_t row_ring64_runs_step = 51u * 1024u;

/// The handlers' table of row1_armv6m_run_ring4 or row1_armv6m_run_ring8: 4 bytes into the
/// function (aligned to 4; its first instruction branches over the table), so no call asks
/// for it. The function's address has the Thumb bit set, hence + 3.
inline const std::uint32_t* row_ring_hash_table(const std::uint32_t* (*run)(q16*, const row_ring4_state*)) noexcept {
  return reinterpret_cast<const std::uint32_t*>(reinterpret_cast<std::uintptr_t>(run) + 3u);
}

/// A 1D row at a step k/64 cell, k odd in (16, 64), at most MaxCells cells per pass
/// (k <= MaxCells), n >= 256: as perlin_row_armv6m_wide_ring with row1_armv6m_run_ring4's
/// or row1_armv6m_run_ring8's ring (a pass of 64 samples, 4 (mw (1 + MaxCells) + 192)
/// bytes, mw = 2 words a marker up to 51 cells, else 1; from 33 cells (pairs, runs) markers
/// only for cells of two samples and the pass's first cells of one). In the ring a cell's marker is word mw b + 3 i (b markers
/// and i samples before it; b = the cells before it but in pairs). One instance per ring size, the ring
/// in its own frame (a shared body behind a wrapper would save ~420 bytes of flash for
/// 16 bytes more of stack and ~10 instructions per row).
template <std::uint32_t MaxCells>
[[gnu::noinline]] void perlin_row_armv6m_ring64(q16* out, std::size_t n, std::uint32_t x, std::uint32_t step,
                                                const permutation& lattice) noexcept {
  static_assert(MaxCells < 64, "cells per pass <= 64 keep the hash pointer in P");
  constexpr std::uint32_t mw = MaxCells <= row_ring64_runs_step / 1024u ? 2u : 1u;  // words a marker
  // Steps over 1/2 cell with two-word markers, a marker per cell of two samples:
  // row1_armv6m_ring8_pairs_build (pairs) up to 41/64, row1_armv6m_ring8_runs_build (runs) over it.
  constexpr bool runs = mw == 2u && MaxCells > row_ring64_pairs_step / 1024u;
  constexpr bool pairs = mw == 2u && !runs && MaxCells > row_ring64_small_step / 1024u;
  // pairs: a marker per cell of two samples (64 - cells <= 64 - 33), one for a first cell
  // of one sample, the wrap, and a word for the sample built past the pass; runs: a marker
  // per cell of two samples (<= 64 - 43) and the wrap.
  constexpr std::uint32_t min_cells = row_ring64_small_step / 1024u + 2u;
  constexpr std::uint32_t size = runs    ? 2u * (64u - row_ring64_pairs_step / 1024u - 2u + 1u) + 3u * 64u
                                 : pairs ? 2u * (64u - min_cells + 2u) + 3u * 64u + 1u
                                         : mw * (1u + MaxCells) + 3u * 64u;
  std::uint32_t words[size];
  const std::uint32_t* const label = row_ring_hash_table(mw == 2u ? row1_armv6m_run_ring8 : row1_armv6m_run_ring4);
  constexpr std::uint32_t pass = 64;
  // s0 samples in x's cell: e = x's fraction + s0 step, the first past the cell's end.
  std::uint32_t s0 = 1;
  std::uint32_t e = (x & 0xFFFFu) + step;
  while (e <= 0xFFFFu) {
    e += step;
    ++s0;
  }
  const auto address = [](const void* a) {
    return static_cast<std::uint32_t>(reinterpret_cast<std::uintptr_t>(a));
  };
  std::uint32_t f0 = e - 0x10000u;
  const std::uint32_t g = address(gradient1_by_byte.value);
  // pairs: the pass's first cell when it has one sample (its own marker).
  const std::uint32_t s1 = !runs && f0 + step > 0xFFFFu ? 1u : 0u;
  std::uint32_t entry = 1u + s0, back = 0;  // the run's first handler; runs: r7 below x's cell
  // runs: the place in its unit of a sample at fraction f (the samples after the unit's
  // first): 0 at a cell of two samples' first sample, 1 at its second (f >= step), else 1
  // + the cells of one sample from the unit's to f's (back a sample: f + 65536 - step).
  const auto place = [step](std::uint32_t f) -> std::uint32_t {
    if (f < step && f + step <= 0xFFFFu) return 0u;
    std::uint32_t q = 1;
    for (; f < step; f += 0x10000u - step) ++q;
    return q;
  };
  // runs: L (runs of L or L + 1 cells of one sample: L = 2 from 3/4 cell, 2k - 64 >= 2 (64 - k))
  // and T (row1_armv6m_ring8_runs_build).
  const std::uint32_t l = step >= 48u * 1024u ? 2u : 1u;
  const std::uint32_t t = (l + 2u) * 0x10000u - (l + 3u) * step;
  if constexpr (runs) {
    // The ring starts at the first cell of two samples after x's (past the cells of one
    // sample after it), so every marker is a unit's; x's sample is at place p (0, 1: the
    // cell of two, 1 + J: the unit's Jth cell of one) of the ring's last unit, of r cells
    // of one.
    while (f0 + step > 0xFFFFu) {
      f0 += step - 0x10000u;
      ++s0;
    }
    // That unit (first fraction fs < 65536 - step) has L + 1 cells of one sample iff
    // fs >= T, that is iff f0 = fs - T < 65536 - step - T (else f0 = fs + 65536 - step - T).
    const std::uint32_t r = l + (f0 + step + t < 0x10000u ? 1u : 0u);
    const std::uint32_t p = r + 2u - s0;
    entry = 28u + 5u * r + p;
    back = p > 1u ? p - 1u : 0u;
  }
  const std::uint32_t cells = (f0 + pass * step) >> 16;  // cells per pass
  const std::uint32_t markers = pairs || runs ? pass - cells + s1 + 1u : 1u + cells;
  // runs: the run's second table (words 15 .. 32).
  const row_ring4_build_args args{f0, step, address(words + mw * markers + 3u * pass),
                                  address(quintic_pair_table.value), address(runs ? label + 15 : label), g};
  std::uint32_t* w;
  if constexpr (runs) {
    w = words + mw * markers + 3u * pass;  // built (and run) below
  } else if constexpr (pairs) {
    w = row1_armv6m_ring8_pairs_build(words, &args);
    if (s1 != 0u) {  // the sample built past the pass went over the wrap marker
      w[-2] = label[6];
      w[-1] = g;
    }
  } else if constexpr (mw == 2u) {
    w = row1_armv6m_ring8_build(words, &args);
  } else {
    w = row1_armv6m_ring4_build(words, &args);
  }
  const std::uint32_t last = static_cast<std::uint32_t>(n) - 1u;
  const std::uint32_t jl = (last - s0) & (pass - 1u);
  // jl's cell cb (fraction fl) and its first sample i (the pass's sample 0 has fraction
  // f0 < step); rings of a marker per cell here, pairs below (each where it costs least).
  const auto cell_of_jl = [&]() {
    const std::uint32_t fl = (f0 + jl * step) & 0xFFFFu;
    std::uint32_t i = jl;
    for (std::uint32_t f = fl; f >= step; f -= step) --i;
    return row_ring_jl_cell{(f0 + jl * step) >> 16, fl, i};
  };
  const row_ring_jl_cell c = runs || pairs ? row_ring_jl_cell{0u, 0u, 0u} : cell_of_jl();
  const std::uint8_t* const p = lattice.values;
  // runs: the state within the build's arguments (the build runs the row).
  std::conditional_t<runs, row_ring_runs_args, row_ring4_state> held;
  row_ring4_state& state = [&held]() -> row_ring4_state& {
    if constexpr (runs) {
      return held.state;
    } else {
      return held;
    }
  }();
  state.start = address(w - mw - 3u * s0);
  state.handler = label[entry];
  state.first = address(p + ((x >> 16) & 0xFFu));
  state.bound = address(p + 256);
  state.limit = address(out + (last - jl));
  // P + c0 + 1 (up to P + 256: the doubled permutation holds the pass's cells past it, and
  // the first wrap brings it back under P + 256).
  state.hash = runs ? state.first - back : state.first + 1u;
  state.ring = address(words);
  state.g = g;
  if constexpr (runs) {
    // jl at place q of its unit (first sample us, ub units before it): the unit's marker
    // gets the handler of its first q + 1 samples (C1, C2 = DS0, DSq-1), the word after
    // jl's sample the exit's.
    const std::uint32_t q = place((f0 + jl * step) & 0xFFFFu);
    const std::uint32_t us = jl - q;
    const std::uint32_t ub = us - ((f0 + us * step) >> 16);
    state.write[0] = address(words + 2u * ub + 3u * us);
    state.write[1] = q == 0u ? label[15] : label[20u + 3u * q];
    state.write[2] = address(words + 2u * ub + 2u + 3u * (jl + 1u));
  } else {
    const row_ring_jl_cell cp = pairs ? cell_of_jl() : c;
    const std::uint32_t cb = cp.cb, fl = cp.fl, i = cp.i;
    if constexpr (pairs) {
      // The markers before cell cb's samples: one per cell of two samples before it
      // (i - cb), the pass's first cell's if it has one sample (s1), its own if it has two.
      const std::uint32_t two = fl - (jl - i) * step + step <= 0xFFFFu ? 1u : 0u;  // cb has two samples
      const std::uint32_t mb = s1 + i - cb + two;
      const std::uint32_t exit = address(words + mw * mb + 3u * (jl + 1u));
      // A cell of two samples: its marker, C1 or C2; one of one sample keeps its handler
      // (DS, C1; the write goes to the exit's word).
      state.write[0] = two != 0u ? address(words + mw * (mb - 1u) + 3u * i) : exit;
      state.write[1] = i == jl ? label[0] : label[8];
      state.write[2] = exit;
    } else {
      const std::uint32_t marker = address(words + mw * cb + 3u * i);
      std::uint32_t at = marker;
      std::uint32_t handler = i == jl ? label[0] : label[3u * (jl - i) + 3u + mw];
      if (i == jl && fl + step > 0xFFFFu) {
        // A cell of one sample takes 4 mw + 12 bytes; a link 34 (one-word) or 32 bytes.
        constexpr std::uint32_t bytes = 4u * mw + 12u;
        const std::uint32_t run_first = words[mw * cb + 3u * i];
        if (run_first - address(words) < address(w) - address(words)) at = run_first;
        while (marker - at >= bytes * row_ring_chain) at += bytes * row_ring_chain;
        const std::uint32_t d = marker - at + bytes;  // bytes r, r cells in the chain
        if constexpr (mw == 2u) {
          handler = label[1] - 32u * ((d * 205u) >> 12);
        } else {
          handler = label[1] - 2u * d - (d >> 3);
        }
      }
      state.write[0] = at;
      state.write[1] = handler;
      state.write[2] = address(words + mw * (cb + 1u) + 3u * (jl + 1u));
    }
  }
  if constexpr (runs) {
    held.wrap = label[21];
    held.g = g;
    held.end = args.end - 8u;
    held.pairs = args.pairs;
    held.step = step << 16;
    held.f0 = f0;
    held.t = t << 16;
    held.entry = (3u - l) * 38u;
    held.marker = label[26u + 3u * l];
    held.out = address(out);
    held.run = label[48];
    row1_armv6m_ring8_runs_build(words, &held);
  } else if constexpr (mw == 2u) {
    row1_armv6m_run_ring8(out, &state);
  } else {
    row1_armv6m_run_ring4(out, &state);
  }
}

}  // namespace detail
}  // namespace qnoise

#endif
#endif  // QNOISE_ROW_ARMV6M_CELLS_HPP
