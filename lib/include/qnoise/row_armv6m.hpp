// SPDX-License-Identifier: MIT
// qnoise/row_armv6m.hpp — 1D rows (row.hpp perlin_row) in Thumb-1 assembly for ARMv6-M
// (Cortex-M0, M0+), on a permutation lattice. Four functions:
// - perlin_row_fine_armv6m: the fade weight computed per sample (detail::perlin_row_fine's
//   arithmetic, and the per-sample path for steps under one cell): every step under one
//   cell that the tables below do not take (described first);
// - perlin_row_table_armv6m: steps k/64 cell from 1/64 to 3/64 cell (fractions that repeat
//   every m <= 64 samples), rows longer than m: a table of the m weights on the stack,
//   12 instructions per sample and 22 per cell (15.1 .. 16.9 per sample in a row of 300,
//   the same at -O0, -O2 and -Os). Described before it, below;
// - perlin_row_block_armv6m: the same table for steps k/64 cell from 1/16 to 1/4 cell
//   (cells of 16 samples or fewer), each cell's samples through an unrolled block of 16:
//   10 instructions per sample and 20 per cell (13.3 .. 18.8 per sample in a row of 300,
//   15/64 cell the most). Described before it;
// - perlin_row_knots_armv6m: the other steps that are a multiple of 1/256 cell, up to 1/4
//   cell (and the tabulated steps' rows of m samples or fewer): the weight per sample from
//   a pointer into the knots (20 instructions per sample, 18.5 at 1/256 and 1/128 cell,
//   tested every 4 samples: 19.6 and 19.7 per sample in a row of 300). Described before it.
//
// Why assembly: with eight low registers GCC spills the row's state in this loop (bench_core
// on Cortex-M0 at -O2: 49.7 instructions per sample at 0.1 cell, 61.9 at 1/2 cell, more at
// -Os); scheduled by hand the loop is 21 instructions per sample and entering a cell 23
// more (0.1 cell: 24.3 per sample in a row of 300, 1/3 cell: 29.7, 63/64: 44.3), with the
// same code at -O0, -O2 and -Os (a naked function: GCC's fixed registers at -Os do not
// matter). The row's end is tested once per cell: a cell entered at least B + 1 samples
// before the end (B = a power of two >= 65536 / step, at least the samples of any cell)
// runs a copy of the loop without the end test (loop 2); the last cells run it with the
// test (loop 1: 23 per sample, 25 per cell). Loop 2 walks the hash by its address with no
// wrap test: the same compare also stops it before the address can pass the doubled
// permutation's end (one cell per sample at most), and it is moved back 256 bytes there
// (~20 instructions every 255 samples or more).
// The knots are read as quintic_pair_table's entries (256 K[k], K[k+1] - K[k]): one
// multiply-add gives 256 W plus a byte below it, whose bits 20.. and 8..19 are the two
// halves of W the lerp takes (2 KiB of flash for 2 instructions per sample).
// row.hpp calls it at run time only; tests/row checks it against perlin() bit for bit on
// the Cortex-M0 builds.
//
// Per sample, exactly perlin_row_fine's arithmetic (row.hpp), in the form of row_run_armv6m:
//   W = quintic_weight(f) = K[k] + ((K[k+1] - K[k]) t >> 8),  f = 256 k + t  (Q23),
//     taken as S = 256 K[k] + (K[k+1] - K[k]) t: W >> 12 = S >> 20, W & 0xFFF = bits 8..19,
//   sample = asr(A + d (W >> 12) + asr(d (W & 0xFFF), 12), 13),  A = 2048 a + 1024
// (lerp_q23_split with its two roundings merged, as row_run_armv6m explains), then
// A += 2048 a_step, d += d_step, f += step. The fraction is kept as F = f - 65536, the
// offset from the cell's far corner, in [-65536, 0) inside the cell: the add of the
// step sets the N flag while the sample is still in the cell, so one branch on the
// add's flags finds a new cell, and asr(F, 8) = k - 256 indexes the knots from
// K + 256 (the low byte of F is t). Adds of the state may wrap modulo 2^32 on the way,
// which leaves the exact values wherever they are used (row_run_armv6m).
//
// Entering a cell (F >= 0 after the add: F is the new cell's near offset f, and a, d
// have been advanced once more in the old cell's line, to f + 65536):
//   new a = g1 f + 2 = a + d   (d = b - a + 2 where b = g1 ((f + 65536) - 65536) = g1 f)
//   new d = (g2 - g1) f - 65536 g2,  new a_step = g1 step = a_step + d_step,
//   new d_step = (g2 - g1) step,     F = f - 65536
// with g2 the gradient of the cell after the new one: gradient1_by_byte[P[c + 2]].
#ifndef QNOISE_ROW_ARMV6M_HPP
#define QNOISE_ROW_ARMV6M_HPP

#include <cstddef>
#include <cstdint>

#include "fade.hpp"
#include "fixed.hpp"
#include "perlin.hpp"
#include "perlin_armv6m.hpp"

#ifdef QNOISE_ARMV6M_ASM
#define QNOISE_ROW_FINE_ARMV6M_ASM 1
#define QNOISE_ROW_TABLE_ARMV6M_ASM 1

namespace qnoise {
namespace detail {

// What the four rows' assembly shares, as assembler macros that every block defines (after
// QNOISE_ARMV6M_ASM_SYNTAX) and purges at its end. Registers as the functions use them:
// r0 out, r2 d, r3 A = 2048 a + 1024, r7 d step, r8 A step, r9 g1; r6 t where the knots
// are walked.
// qnoise_m0_enter, qnoise_m0_leave: the frame (r4-r7, lr and r8-r11 kept, AAPCS); the
//   leave returns.
// qnoise_m0_lerp wh, wl: the sample asr(A + d wh + asr(d wl, 12), 13) from wh = W >> 12
//   and wl = W & 0xFFF ({wh, wl} = {r4, r5}), stored at out (advanced);
// qnoise_m0_sample wh, wl: qnoise_m0_lerp, then A += A step, d += d step;
// qnoise_m0_weight: r4 = W = K[k] + floor((K[k+1] - K[k]) t / 256) (Q23: fade.hpp's
//   quintic_weight) from r4 = K[k], r5 = K[k + 1], r6 = t;
// qnoise_m0_entry sh: a table entry (W >> 12, (W & 0xFFF) << (20 - sh)) from the knots as
//   for qnoise_m0_weight, stored at r1 (advanced);
// qnoise_m0_frame words: the table's stack, 8 (m + C + words) bytes, C = m step / 65536
//   (args at r1: step, x, m; args kept in r12), sp before it at [sp];
// qnoise_m0_s0: s0, the samples before the first that enters a new cell, into lr (from
//   r1 = step, r2 = x): r2 = r9 = 65536 f of sample s0 (entry 0), r3 = 65536 step, r6 = t;
// qnoise_m0_event left, n, hash, event, off: the hash pointer's next event, given n cells
//   to its wrap and left cells after it in the row: event = hash + min(left, n),
//   [sp + off] = left - min(left, n) (n clobbered);
// qnoise_m0_rewind n, hash, event, left, off: the wrap: the hash pointer back by 256 (n =
//   256 cells to the next), then its next event;
// qnoise_m0_hash c, p0, event, off, lit: cell c0 = x >> 16 (r2 = x, r5 = P, r3 = the cells
//   of the row after c0): the hash pointer c = P + 1 + (c0 mod 256) and its event, r5 = g1
//   and r3 = g0 (gradient1_by_byte at the literal lit; p0 scratch);
// qnoise_m0_line step: g1 into r9, A, A step, d and d step of cell c0 from g0 = r3, g1 = r5
//   and f0 = r2 & 0xFFFF (the step in the register step: r10, or r7, which it then keeps);
// qnoise_m0_c0 lit: the table and block rows' cell c0 from their args at r4, the step into
//   r10, the hash pointer r6 and its event r11;
// qnoise_m0_next_a t, u: entering a cell: A = 2048 (a + d) + 1024 and A step = 2048 (a step
//   + d step) (t, u scratch; d and d step advanced once more on the old cell's line);
// qnoise_m0_g2 hash, g, t, lit: entering a cell at its first fraction r4 = f: g2 = G[P at
//   hash] into r9, r7 = g2 - g1, d = (g2 - g1) f - 65536 g2 (g, t scratch);
// qnoise_m0_cell hash, g, t, lit: qnoise_m0_g2, then d step = (g2 - g1) step (r10 = step).
#define QNOISE_ROW_ARMV6M_ASM_MACROS                                            \
  ".macro qnoise_m0_enter\n\t"                                                  \
  "push   {r4-r7, lr}\n\t"                                                      \
  "mov    r4, r8\n\t"                                                           \
  "mov    r5, r9\n\t"                                                           \
  "mov    r6, r10\n\t"                                                          \
  "mov    r7, r11\n\t"                                                          \
  "push   {r4-r7}\n\t"                                                          \
  ".endm\n\t"                                                                   \
  ".macro qnoise_m0_leave\n\t"                                                  \
  "pop    {r4-r7}\n\t"                                                          \
  "mov    r8, r4\n\t"                                                           \
  "mov    r9, r5\n\t"                                                           \
  "mov    r10, r6\n\t"                                                          \
  "mov    r11, r7\n\t"                                                          \
  "pop    {r4-r7, pc}\n\t"                                                      \
  ".endm\n\t"                                                                   \
  ".macro qnoise_m0_lerp wh, wl\n\t"                                            \
  "muls   \\wl, r2, \\wl\n\t"                                                   \
  "asrs   \\wl, \\wl, #12\n\t"                                                  \
  "muls   \\wh, r2, \\wh\n\t"                                                   \
  "adds   r4, r4, r5\n\t"                                                       \
  "adds   r4, r4, r3\n\t"                                                       \
  "asrs   r4, r4, #13\n\t"                                                      \
  "stm    r0!, {r4}\n\t"                                                        \
  ".endm\n\t"                                                                   \
  ".macro qnoise_m0_sample wh, wl\n\t"                                          \
  "qnoise_m0_lerp \\wh, \\wl\n\t"                                               \
  "add    r3, r8\n\t"                                                           \
  "adds   r2, r2, r7\n\t"                                                       \
  ".endm\n\t"                                                                   \
  ".macro qnoise_m0_weight\n\t"                                                 \
  "subs   r5, r5, r4\n\t"                                                       \
  "muls   r5, r6, r5\n\t"            /* (K[k + 1] - K[k]) t < 2^24 */           \
  "lsrs   r5, r5, #8\n\t"                                                       \
  "adds   r4, r4, r5\n\t"                                                       \
  ".endm\n\t"                                                                   \
  ".macro qnoise_m0_entry sh\n\t"                                               \
  "qnoise_m0_weight\n\t"                                                        \
  "lsls   r5, r4, #20\n\t"                                                      \
  "lsrs   r5, r5, #\\sh\n\t"                                                    \
  "lsrs   r4, r4, #12\n\t"                                                      \
  "stm    r1!, {r4, r5}\n\t"                                                    \
  ".endm\n\t"                                                                   \
  ".macro qnoise_m0_frame words\n\t"                                            \
  "mov    r12, r1\n\t"                                                          \
  "ldm    r1, {r1, r2, r3}\n\t"                                                 \
  "movs   r4, r3\n\t"                                                           \
  "muls   r4, r1, r4\n\t"                                                       \
  "lsrs   r4, r4, #16\n\t"                                                      \
  "adds   r4, r4, r3\n\t"                                                       \
  "adds   r4, r4, #\\words\n\t"                                                 \
  "lsls   r4, r4, #3\n\t"                                                       \
  "mov    r5, sp\n\t"                                                           \
  "subs   r4, r5, r4\n\t"                                                       \
  "mov    sp, r4\n\t"                                                           \
  "str    r5, [r4]\n\t"                                                         \
  ".endm\n\t"                                                                   \
  ".macro qnoise_m0_s0\n\t"                                                     \
  "lsls   r3, r1, #16\n\t"                                                      \
  "uxtb   r6, r2\n\t"                                                           \
  "lsls   r2, r2, #16\n\t"                                                      \
  "adds   r5, r3, #1\n\t"            /* S + 1 per sample: s0 in F's low half */ \
  "70:\n\t"                                                                     \
  "adds   r2, r2, r5\n\t"                                                       \
  "bcc    70b\n\t"                                                              \
  "uxth   r5, r2\n\t"                                                           \
  "mov    lr, r5\n\t"                                                           \
  "subs   r2, r2, r5\n\t"                                                       \
  "mov    r9, r2\n\t"                                                           \
  ".endm\n\t"                                                                   \
  ".macro qnoise_m0_event left, n, hash, event, off\n\t"                        \
  "cmp    \\left, \\n\n\t"                                                      \
  "bls    71f\n\t"                                                              \
  "subs   \\left, \\left, \\n\n\t"                                              \
  "b      72f\n\t"                                                              \
  "71:\n\t"                                                                     \
  "mov    \\n, \\left\n\t"                                                      \
  "movs   \\left, #0\n\t"                                                       \
  "72:\n\t"                                                                     \
  "adds   \\n, \\n, \\hash\n\t"                                                 \
  "mov    \\event, \\n\n\t"                                                     \
  "str    \\left, [sp, #\\off]\n\t"                                             \
  ".endm\n\t"                                                                   \
  ".macro qnoise_m0_rewind n, hash, event, left, off\n\t"                       \
  "movs   \\n, #1\n\t"                                                          \
  "lsls   \\n, \\n, #8\n\t"                                                     \
  "subs   \\hash, \\hash, \\n\n\t"                                              \
  "qnoise_m0_event \\left, \\n, \\hash, \\event, \\off\n\t"                     \
  ".endm\n\t"                                                                   \
  ".macro qnoise_m0_hash c, p0, event, off, lit\n\t"                            \
  "lsls   \\c, r2, #8\n\t"                                                      \
  "lsrs   \\c, \\c, #24\n\t"                                                    \
  "adds   \\p0, r5, \\c\n\t"                                                    \
  "ldrb   \\p0, [\\p0]\n\t"                                                     \
  "adds   r5, r5, #1\n\t"                                                       \
  "adds   \\c, \\c, r5\n\t"                                                     \
  "adds   r5, r5, #255\n\t"                                                     \
  "adds   r5, r5, #1\n\t"                                                       \
  "subs   r5, r5, \\c\n\t"           /* cells to the wrap, 1 .. 256 */          \
  "qnoise_m0_event r3, r5, \\c, \\event, \\off\n\t"                             \
  "ldrb   r5, [\\c]\n\t"                                                        \
  "ldr    r3, \\lit\n\t"                                                        \
  "ldrsb  r5, [r3, r5]\n\t"                                                     \
  "ldrsb  r3, [r3, \\p0]\n\t"                                                   \
  ".endm\n\t"                                                                   \
  ".macro qnoise_m0_line step\n\t"                                              \
  "mov    r9, r5\n\t"                                                           \
  "uxth   r2, r2\n\t"                                                           \
  "subs   r4, r5, r3\n\t"            /* g1 - g0 */                              \
  "lsls   r5, r5, #16\n\t"                                                      \
  ".ifc \\step, r7\n\t"                                                         \
  "push   {r7}\n\t"                                                             \
  ".endif\n\t"                                                                  \
  "muls   r7, r3, r7\n\t"                                                       \
  "lsls   r7, r7, #11\n\t"                                                      \
  "mov    r8, r7\n\t"                /* A step = 2048 g0 step */                \
  ".ifc \\step, r7\n\t"                                                         \
  "pop    {r7}\n\t"                                                             \
  ".endif\n\t"                                                                  \
  "muls   r3, r2, r3\n\t"                                                       \
  "muls   r2, r4, r2\n\t"                                                       \
  "subs   r2, r2, r5\n\t"            /* d = (g1 - g0) f0 - 65536 g1 */          \
  ".ifnc \\step, r7\n\t"                                                        \
  "mov    r7, \\step\n\t"                                                       \
  ".endif\n\t"                                                                  \
  "muls   r7, r4, r7\n\t"            /* d step = (g1 - g0) step */              \
  "lsls   r3, r3, #11\n\t"                                                      \
  "movs   r4, #5\n\t"                                                           \
  "lsls   r4, r4, #10\n\t"                                                      \
  "adds   r3, r3, r4\n\t"            /* A = 2048 (g0 f0 + 2) + 1024 */          \
  ".endm\n\t"                                                                   \
  ".macro qnoise_m0_c0 lit\n\t"                                                 \
  "ldr    r2, [r4, #4]\n\t"          /* x */                                    \
  "ldr    r3, [r4, #12]\n\t"         /* cells */                                \
  "ldr    r5, [r4, #16]\n\t"         /* P */                                    \
  "ldr    r7, [r4]\n\t"              /* step */                                 \
  "mov    r10, r7\n\t"                                                          \
  "qnoise_m0_hash r6, r4, r11, 4, \\lit\n\t"                                    \
  "qnoise_m0_line r10\n\t"                                                      \
  ".endm\n\t"                                                                   \
  ".macro qnoise_m0_next_a t, u\n\t"                                            \
  "lsls   \\t, r2, #11\n\t"                                                     \
  "adds   r3, r3, \\t\n\t"                                                      \
  "lsls   \\u, r7, #11\n\t"                                                     \
  "add    r8, \\u\n\t"                                                          \
  ".endm\n\t"                                                                   \
  ".macro qnoise_m0_g2 hash, g, t, lit\n\t"                                     \
  "ldrb   \\g, [\\hash]\n\t"                                                    \
  "ldr    \\t, \\lit\n\t"                                                       \
  "ldrsb  \\g, [\\t, \\g]\n\t"                                                  \
  "mov    r7, r9\n\t"                                                           \
  "mov    r9, \\g\n\t"                                                          \
  "subs   r7, \\g, r7\n\t"                                                      \
  "lsls   \\g, \\g, #16\n\t"                                                    \
  "muls   r4, r7, r4\n\t"                                                       \
  "subs   r2, r4, \\g\n\t"                                                      \
  ".endm\n\t"                                                                   \
  ".macro qnoise_m0_cell hash, g, t, lit\n\t"                                   \
  "qnoise_m0_g2 \\hash, \\g, \\t, \\lit\n\t"                                    \
  "mov    r4, r10\n\t"                                                          \
  "muls   r7, r4, r7\n\t"                                                       \
  ".endm\n\t"
#define QNOISE_ROW_ARMV6M_ASM_PURGE \
  ".purgem qnoise_m0_cell\n\t"      \
  ".purgem qnoise_m0_g2\n\t"        \
  ".purgem qnoise_m0_next_a\n\t"    \
  ".purgem qnoise_m0_c0\n\t"        \
  ".purgem qnoise_m0_line\n\t"      \
  ".purgem qnoise_m0_hash\n\t"      \
  ".purgem qnoise_m0_rewind\n\t"    \
  ".purgem qnoise_m0_event\n\t"     \
  ".purgem qnoise_m0_s0\n\t"        \
  ".purgem qnoise_m0_frame\n\t"     \
  ".purgem qnoise_m0_entry\n\t"     \
  ".purgem qnoise_m0_weight\n\t"    \
  ".purgem qnoise_m0_sample\n\t"    \
  ".purgem qnoise_m0_lerp\n\t"      \
  ".purgem qnoise_m0_leave\n\t"     \
  ".purgem qnoise_m0_enter\n\t"

// Arguments (AAPCS): r0 = out, r1 = n (>= 1), r2 = x (Q16, the first sample), r3 = step
// (Q16, in [1, 65536]), the 5th on the stack = the permutation's 512 values (P, stored
// twice). First cell c = (x >> 16) mod 256 at fraction f = x & 0xFFFF, as
// perlin_row_fine sets it up: g0 = G[P[c]], g1 = G[P[c + 1]] (G = gradient1_by_byte),
//   a = g0 f + 2, d = (g1 - g0) f - 65536 g1, a step = g0 step, d step = (g1 - g0) step.
// Register use in the sample loop:
//   r0 = out, r1 = F, r2 = d, r3 = A, r7 = step, r4-r6 scratch;
//   r8 = quintic_pair_table + 2048 (8 bytes a knot), r9 = -65536, r10 = A step,
//   r11 = d step, r12 = end (loop 1:) or the next event of loop 2: (below),
//   lr = offset of the next hash byte from P + 256, in [-256, 0) (loop 1:), or its
//   address in [P, P + 512] (loop 2:);
//   on the stack: sp[0] = G, sp[4] = P + 256, sp[8] = end, sp[12] = the last out a
//   cell of loop 2: may start at, sp[16] = g1.
// d within +-2^19 for a sample in its cell, so |d (W >> 12)| < 2^30 and
// |d (W & 0xFFF)| < 2^31 (fixed.hpp's lerp_q23 narrow evaluation). The tables are named
// in the literal pool: callers keep them in the program with row_asm_uses_tables().
[[gnu::naked, gnu::noinline]] inline void perlin_row_fine_armv6m(q16* /*out*/, std::size_t /*n*/,
                                                                 std::uint32_t /*x*/, std::uint32_t /*step*/,
                                                                 const std::uint8_t* /*perm*/) noexcept {
  __asm__(
      QNOISE_ARMV6M_ASM_SYNTAX
      QNOISE_ROW_ARMV6M_ASM_MACROS
      // One sample: the fade weight of f (Q23) from the knot pair at r8 + 8 (k - 256), then
      // the lerp.
      ".macro qnoise_m0_fine_sample\n\t"
      "asrs   r4, r1, #8\n\t"        // k - 256
      "lsls   r4, r4, #3\n\t"
      "add    r4, r8\n\t"            // &pairs[k]
      "ldm    r4, {r4, r5}\n\t"      // 256 K[k], K[k + 1] - K[k]
      "uxtb   r6, r1\n\t"            // t = f & 255
      "muls   r5, r6, r5\n\t"        // (K[k + 1] - K[k]) t < 2^24
      "adds   r4, r4, r5\n\t"        // 256 W + (the product's low byte), < 2^31 + 2^24
      "lsrs   r5, r4, #20\n\t"       // W >> 12, [0, 2048)
      "lsls   r4, r4, #12\n\t"
      "lsrs   r4, r4, #20\n\t"       // W & 0xFFF
      "qnoise_m0_lerp r5, r4\n\t"
      ".endm\n\t"
      // Entering a cell (r1 = its near offset f): A, A step; r4 = lr, the hash (offset or
      // address) of P[c + 2].
      ".macro qnoise_m0_fine_a\n\t"
      "lsls   r4, r2, #11\n\t"
      "adds   r3, r3, r4\n\t"        // A = 2048 (a + d) + 1024
      "mov    r4, r11\n\t"
      "lsls   r4, r4, #11\n\t"
      "add    r10, r4\n\t"           // A step = 2048 (a step + d step) = 2048 g1 step
      "mov    r4, lr\n\t"
      ".endm\n\t"
      // Then, with r5 = P[c + 2] and r4 the next hash: g2 (sp[16] = g1), d, d step, F.
      ".macro qnoise_m0_fine_d\n\t"
      "mov    lr, r4\n\t"
      "ldr    r6, [sp]\n\t"
      "ldrsb  r5, [r6, r5]\n\t"      // g2
      "ldr    r6, [sp, #16]\n\t"     // g1
      "str    r5, [sp, #16]\n\t"
      "subs   r6, r5, r6\n\t"        // g2 - g1
      "lsls   r5, r5, #16\n\t"
      "mov    r4, r1\n\t"
      "muls   r4, r6, r4\n\t"
      "subs   r2, r4, r5\n\t"        // d = (g2 - g1) f - 65536 g2
      "muls   r6, r7, r6\n\t"
      "mov    r11, r6\n\t"           // d step = (g2 - g1) step
      "add    r1, r9\n\t"            // F = f - 65536
      ".endm\n\t"
      "qnoise_m0_enter\n\t"
      "lsls   r1, r1, #2\n\t"
      "adds   r1, r0, r1\n\t"
      "mov    r12, r1\n\t"           // end = out + n
      "lsls   r5, r2, #8\n\t"
      "lsrs   r5, r5, #24\n\t"       // c
      "ldr    r4, [sp, #36]\n\t"     // P (the 5th argument, above the 36 bytes pushed)
      "adds   r1, r4, r5\n\t"
      "ldrb   r6, [r1]\n\t"          // P[c]
      "ldrb   r7, [r1, #1]\n\t"      // P[c + 1] (c + 1 <= 256: the second copy)
      "ldr    r1, 8f\n\t"            // G
      "ldrsb  r6, [r1, r6]\n\t"      // g0
      "ldrsb  r7, [r1, r7]\n\t"      // g1
      "subs   r5, r5, #254\n\t"      // P[(c + 2) mod 256] at P + 256 + (c + 2 - 256) ...
      "bmi    4f\n\t"
      "subs   r5, r5, #255\n\t"      // ... or, for c >= 254, at P + 256 + (c + 2 - 512)
      "subs   r5, r5, #1\n\t"
      "4:\n\t"
      "mov    lr, r5\n\t"
      "adds   r4, r4, #255\n\t"
      "adds   r4, r4, #1\n\t"        // P + 256
      "mov    r5, r12\n\t"
      "push   {r1, r4, r5, r6, r7}\n\t"  // G, P + 256, end, (the last cell start), g1
      "uxth   r2, r2\n\t"            // f
      "subs   r5, r7, r6\n\t"        // g1 - g0
      "mov    r4, r5\n\t"
      "muls   r4, r3, r4\n\t"
      "mov    r11, r4\n\t"           // d step = (g1 - g0) step
      "mov    r4, r6\n\t"
      "muls   r4, r3, r4\n\t"
      "lsls   r4, r4, #11\n\t"
      "mov    r10, r4\n\t"           // A step = 2048 g0 step
      "muls   r5, r2, r5\n\t"
      "lsls   r7, r7, #16\n\t"
      "subs   r5, r5, r7\n\t"        // d = (g1 - g0) f - 65536 g1
      "muls   r6, r2, r6\n\t"
      "lsls   r6, r6, #11\n\t"
      "movs   r4, #5\n\t"
      "lsls   r4, r4, #10\n\t"
      "adds   r6, r6, r4\n\t"        // A = 2048 (g0 f + 2) + 1024
      "ldr    r4, 7f\n\t"
      "mov    r8, r4\n\t"            // pairs + 2048
      "movs   r4, #1\n\t"
      "lsls   r4, r4, #16\n\t"
      "rsbs   r4, r4, #0\n\t"
      "mov    r9, r4\n\t"            // -65536
      "adds   r1, r2, r4\n\t"        // F = f - 65536
      "mov    r2, r5\n\t"
      "mov    r7, r3\n\t"
      "mov    r3, r6\n\t"
      // B = a power of two >= 65536 / step bounds the samples of any cell (4 B bytes of
      // output); r12 = end - 4 (B + 1) (0 if that borrows): a cell entered with out <= r12
      // ends before the row's last sample, and its samples run the loop without the end
      // test (2:), which leaves at least one sample for the loop with it (1:).
      "movs   r5, #4\n\t"
      "mov    r6, r7\n\t"
      "5:\n\t"
      "lsrs   r4, r6, #16\n\t"
      "bne    6f\n\t"
      "lsls   r6, r6, #1\n\t"
      "lsls   r5, r5, #1\n\t"
      "b      5b\n\t"
      "6:\n\t"
      "adds   r5, r5, #4\n\t"
      "mov    r4, r12\n\t"
      "subs   r4, r4, r5\n\t"
      "bcs    6f\n\t"
      "movs   r4, #0\n\t"
      "6:\n\t"
      "str    r4, [sp, #12]\n\t"
      "cmp    r0, r4\n\t"
      "bhi    10f\n\t"
      "mov    r5, lr\n\t"
      "ldr    r6, [sp, #4]\n\t"
      "adds   r5, r5, r6\n\t"
      "mov    lr, r5\n\t"          // loop 2: the hash byte's address
      "b      12f\n\t"
      "10:\n\t"
      "ldr    r4, [sp, #8]\n\t"
      "mov    r12, r4\n\t"         // end, for the loop with the end test
      "1:\n\t"
      "qnoise_m0_fine_sample\n\t"
      "cmp    r0, r12\n\t"
      "beq    9f\n\t"
      "adds   r1, r1, r7\n\t"        // F += step: N set while the sample is in the cell
      "add    r3, r10\n\t"           // (ADD of a high register keeps the flags)
      "add    r2, r11\n\t"
      "bmi    1b\n\t"
      // A new cell; r1 = its near offset f.
      "qnoise_m0_fine_a\n\t"
      "ldr    r6, [sp, #4]\n\t"
      "ldrb   r5, [r6, r4]\n\t"      // P[c + 2] of the new cell c
      "adds   r4, r4, #1\n\t"        // the next hash, wrapping from P + 255 to P
      "bne    3f\n\t"
      "subs   r4, r4, #255\n\t"
      "subs   r4, r4, #1\n\t"
      "3:\n\t"
      "qnoise_m0_fine_d\n\t"
      "b      1b\n\t"
      // The loop without the end test: the cell ends inside the row.
      "2:\n\t"
      "qnoise_m0_fine_sample\n\t"
      "adds   r1, r1, r7\n\t"
      "add    r3, r10\n\t"
      "add    r2, r11\n\t"
      "bmi    2b\n\t"
      // A new cell; r1 = its near offset f.
      "qnoise_m0_fine_a\n\t"
      "ldrb   r5, [r4]\n\t"          // P[c + 2] of the new cell c
      "adds   r4, r4, #1\n\t"        // (no wrap test: see 13: below)
      "qnoise_m0_fine_d\n\t"
      "cmp    r0, r12\n\t"
      "bls    2b\n\t"
      // r12 is the lesser of two events: the last out a cell of loop 2 may start at
      // (sp[12]), and the last at which the hash address lr is known to have room. Every
      // cell entry follows a sample, so after a rebase at out o with R bytes of the
      // doubled permutation left, entry j reads byte j <= R as long as the entries before
      // it were at out <= o + 4 (R - 1).
      "ldr    r4, [sp, #12]\n\t"
      "cmp    r0, r4\n\t"
      "bhi    14f\n\t"
      "12:\n\t"                    // rebase lr into [P, P + 256] (P stored twice)
      "mov    r5, lr\n\t"
      "ldr    r6, [sp, #4]\n\t"      // P + 256
      "cmp    r5, r6\n\t"
      "bcc    15f\n\t"
      "subs   r5, r5, #255\n\t"
      "subs   r5, r5, #1\n\t"
      "15:\n\t"
      "mov    lr, r5\n\t"
      "adds   r6, r6, #255\n\t"
      "subs   r6, r6, r5\n\t"        // R - 1 = P + 511 - lr, in [255, 511]
      "lsls   r6, r6, #2\n\t"
      "adds   r6, r6, r0\n\t"
      "bcs    16f\n\t"
      "cmp    r6, r4\n\t"
      "bls    17f\n\t"
      "16:\n\t"
      "mov    r6, r4\n\t"
      "17:\n\t"
      "mov    r12, r6\n\t"
      "b      2b\n\t"
      "14:\n\t"                    // to loop 1: lr back to an offset from P + 256 in [-256, 0)
      "mov    r5, lr\n\t"
      "ldr    r6, [sp, #4]\n\t"
      "subs   r5, r5, r6\n\t"
      "bmi    18f\n\t"
      "subs   r5, r5, #255\n\t"
      "subs   r5, r5, #1\n\t"
      "bmi    18f\n\t"
      "subs   r5, r5, #255\n\t"
      "subs   r5, r5, #1\n\t"
      "18:\n\t"
      "mov    lr, r5\n\t"
      "ldr    r4, [sp, #8]\n\t"
      "mov    r12, r4\n\t"         // end: the rest runs the loop with the end test
      "b      1b\n\t"
      "9:\n\t"
      "add    sp, #20\n\t"
      "qnoise_m0_leave\n\t"
      ".p2align 2\n"
      "8:\n\t"
      ".word  _ZN6qnoise6detail17gradient1_by_byteE\n"
      "7:\n\t"
      ".word  _ZN6qnoise6detail18quintic_pair_tableE + 2048\n\t"
      ".p2align 1\n\t"
      ".purgem qnoise_m0_fine_d\n\t"
      ".purgem qnoise_m0_fine_a\n\t"
      ".purgem qnoise_m0_fine_sample\n\t"
      QNOISE_ROW_ARMV6M_ASM_PURGE);
}

/// What perlin_row_table_armv6m starts from (field order: the offsets its loads use).
struct row_table_armv6m_args {
  std::uint32_t step;          // [0]: Q16, a multiple of 1/64 cell in [1/64, 1/4] cell
  std::uint32_t x;             // [4]: Q16, sample 0
  std::uint32_t period;        // [8]: m, the fractions' period (step m = C cells)
  std::uint32_t cells;         // [12]: cells samples 1 .. n-1 enter after sample 0's
  const std::uint8_t* perm;    // [16]: the permutation's 512 values (P, stored twice)
  const q16* out_end;          // [20]: out + n
};

// The tabulated row (row.hpp perlin_row_tabulated's arithmetic): steps of k/64 cell up to
// 1/4 cell (fractions of period m <= 64, m steps = C whole cells), n > m, all in one
// function: in C++ the table build (GCC's quintic_weight per entry), a cell's set-up
// (two look-ups, four products, the run list) and the register pressure of Thumb-1 cost
// 30.2 instructions per sample at 1/4 cell and 21.4 at 1/64 (bench_core, row of 300, -O2).
// Arguments: r0 = out, r1 = the args above.
//
// The table, on the stack (8 (m + C + 1) bytes with two words of frame, at most 640 at
// m = 64, C = 15), holds the period's m weights in sample order from s0, the first sample
// that enters a new cell (counted in the fraction's low half, which is zero otherwise),
// each as two words (W >> 12, 2 (W & 0xFFF)), and after the last entry of each cell a
// marker (f, 1), f = the next cell's first fraction; the period's last marker is
// (f, 2 j + 1) instead, j = the byte offset back to the table's start (samples s0 and
// s0 + m share their fraction). Sample 0 is the entry s0 places before that last marker.
// The step being a multiple of 256, every entry's fraction has the same low byte t, so
// W = K[k] + floor((K[k+1] - K[k]) t / 256) (fade.hpp quintic_weight) walks the knots
// with a pointer: 13 instructions per entry. ASRS #1 of an entry's second word gives
// W & 0xFFF with C clear; of a marker's, j (0 but at the wrap) with C set: the sample
// loop is row_run_armv6m's 12 instructions (in row.hpp) with this test for its end test.
// Entering a cell c (f its first fraction; A, d already advanced once more on the old
// cell's line, to f + 65536), as perlin_row_fine_armv6m above:
//   A += 2048 d, A step += 2048 d step,  d = (g2 - g1) f - 65536 g2,
//   d step = (g2 - g1) step,  g2 = G[P[(c mod 256) + 1]]  (G = gradient1_by_byte),
// 22 instructions. The hash pointer r6 = P + 1 + (c mod 256) moves one byte per cell and
// is compared with one event, r11: the pointer P + 257 (where r6 goes back by 256, P being
// stored twice) or the row's last cell, whichever comes first, the cells after it at
// [sp + 4]. The last cell runs in a loop that ends at out_end (14 per sample; it never
// reaches a marker).
// Registers in the sample loop: r0 out, r1 the table pointer, r2 d, r3 A, r4 r5 the entry,
// r6 the hash pointer, r7 d step, r8 A step, r9 g1, r10 step, r11 the next event, lr
// out_end. Bounds: as perlin_row_fine_armv6m (the same operands, adds modulo 2^32).
[[gnu::naked, gnu::noinline]] inline void perlin_row_table_armv6m(q16* /*out*/,
                                                                  const row_table_armv6m_args* /*args*/) noexcept {
  __asm__(
      QNOISE_ARMV6M_ASM_SYNTAX
      QNOISE_ROW_ARMV6M_ASM_MACROS
      "qnoise_m0_enter\n\t"
      // 8 (m + C) table bytes; [sp] = sp before them, [sp + 4] the cells left.
      "qnoise_m0_frame 1\n\t"
      // The table. r1 = entry pointer, r2 = F = 65536 f (the adds carry on a new cell),
      // r3 = 65536 step, r6 = t, r7 = &K[f >> 8], r8 = 4 (step >> 8), r9 = F of entry 0,
      // r10 = K (quintic_table), lr = s0.
      "lsrs   r5, r1, #6\n\t"
      "mov    r8, r5\n\t"            // 4 (step >> 8) bytes of K per entry
      "qnoise_m0_s0\n\t"            // s0 in lr, F of entry 0 in r2 and r9
      "ldr    r5, 7f\n\t"
      "mov    r10, r5\n\t"
      "lsrs   r7, r2, #24\n\t"
      "lsls   r7, r7, #2\n\t"
      "adds   r7, r7, r5\n\t"        // &K[k], k = f >> 8
      "adds   r1, r4, #4\n\t"
      "adds   r1, r1, #4\n\t"        // the table, at sp + 8
      "2:\n\t"
      "ldr    r4, [r7]\n\t"          // K[k]
      "ldr    r5, [r7, #4]\n\t"      // K[k + 1]
      "qnoise_m0_entry 19\n\t"      // W >> 12, 2 (W & 0xFFF)
      "add    r7, r8\n\t"
      "adds   r2, r2, r3\n\t"        // the next fraction: C set on a new cell
      "bcc    2b\n\t"
      "lsrs   r4, r2, #16\n\t"       // a marker (f, 1)
      "movs   r5, #1\n\t"
      "lsrs   r7, r2, #24\n\t"
      "lsls   r7, r7, #2\n\t"
      "add    r7, r10\n\t"           // &K[k] again (k wrapped)
      "cmp    r2, r9\n\t"            // the period's m entries done: back at entry 0's f
      "beq    5f\n\t"
      "stm    r1!, {r4, r5}\n\t"
      "b      2b\n\t"
      "5:\n\t"                       // the last marker leads back to entry 0
      "add    r5, sp, #8\n\t"
      "subs   r5, r5, r1\n\t"
      "subs   r5, r5, #8\n\t"
      "lsls   r5, r5, #1\n\t"
      "adds   r5, r5, #1\n\t"
      "stm    r1!, {r4, r5}\n\t"
      "mov    r4, lr\n\t"            // s0
      "adds   r4, r4, #1\n\t"
      "lsls   r4, r4, #3\n\t"
      "subs   r1, r1, r4\n\t"        // sample 0: s0 entries before the last marker
      // Cell c0 = x >> 16 at f0 = x & 0xFFFF, as perlin_row_fine sets it up. The hash
      // pointer r6 = P + 1 + (c mod 256) (P[r6] hashes the cell's high corner; P is stored
      // twice, so up to P + 256 needs no wrap); r11 = its next event: P + 257 (back by
      // 256) or the row's last cell, whichever comes first (min of the two counts, so no
      // pointer sum passes P + 257); [sp + 4] = the cells after it. Then g1 (r9), A, A
      // step, d, d step.
      "mov    r4, r12\n\t"
      "ldr    r7, [r4, #20]\n\t"
      "mov    lr, r7\n\t"            // out_end
      "qnoise_m0_c0 8f\n\t"
      "cmp    r6, r11\n\t"
      "beq    5f\n\t"                // the whole row in c0
      "ldm    r1!, {r4, r5}\n\t"
      "asrs   r5, r5, #1\n\t"
      // One sample from the entry r4 = W >> 12, r5 = W & 0xFFF.
      "1:\n\t"
      "qnoise_m0_sample r4, r5\n\t"
      "ldm    r1!, {r4, r5}\n\t"
      "asrs   r5, r5, #1\n\t"        // C: a marker
      "bcc    1b\n\t"
      // A new cell c; r4 = its first fraction f, r5 = 0 or the table's wrap.
      "adds   r1, r1, r5\n\t"
      "qnoise_m0_next_a r5, r5\n\t"
      "adds   r6, r6, #1\n\t"
      "cmp    r6, r11\n\t"
      "beq    6f\n\t"                // an event
      "10:\n\t"
      "qnoise_m0_cell r6, r5, r2, 8f\n\t"
      "ldm    r1!, {r4, r5}\n\t"
      "asrs   r5, r5, #1\n\t"
      "b      1b\n\t"                // (a cell's first entry is never a marker)
      // The event: the row's last cell if no cells are left, else the hash pointer's wrap.
      "6:\n\t"
      "ldr    r2, [sp, #4]\n\t"
      "cmp    r2, #0\n\t"
      "beq    9f\n\t"
      "qnoise_m0_rewind r5, r6, r11, r2, 4\n\t"  // P + 1: cell c is 0 mod 256
      "b      10b\n\t"
      "9:\n\t"
      "qnoise_m0_cell r6, r5, r2, 8f\n\t"
      // The row's last cell: ends at out_end.
      "5:\n\t"
      "ldm    r1!, {r4, r5}\n\t"
      "asrs   r5, r5, #1\n\t"
      "qnoise_m0_sample r4, r5\n\t"
      "cmp    r0, lr\n\t"
      "bne    5b\n\t"
      "ldr    r4, [sp]\n\t"
      "mov    sp, r4\n\t"
      "qnoise_m0_leave\n\t"
      ".p2align 2\n"
      "8:\n\t"
      ".word  _ZN6qnoise6detail17gradient1_by_byteE\n"
      "7:\n\t"
      ".word  _ZN6qnoise6detail13quintic_tableE\n\t"
      ".p2align 1\n\t"
      QNOISE_ROW_ARMV6M_ASM_PURGE);
}

// The tabulated row for steps k/64 cell from 1/16 to 1/4 cell (4 <= k <= 16: every cell has
// at most 16 samples), n > m: perlin_row_table_armv6m's table and arithmetic, but the
// samples of a cell run straight through an unrolled block of 16 (10 instructions per
// sample, no test), entered 20 n bytes before its end for a cell of n samples: each
// marker holds (f, T), T the block entry of the cell it starts (or the wrap stub for the
// period's last marker, which moves the table pointer back and enters the block at the
// table's first cell). A cell has q or q + 1 samples (q = floor(65536 / step)): q + 1 when
// its first fraction f < r = 65536 - q step, so the build picks T with one compare.
// Entering a cell: 20 instructions with the marker's load and the jump (bench_core, row
// of 300: 1/4 cell 16.6 per sample, 15/64 cell 18.8; perlin_row_table_armv6m: 18.5, 21.2).
// Code: the block is 320 bytes. Table: (wh, wl) entries (no marker bit), 8 (m + C) bytes
// after a frame of four words (at most 648 bytes of stack, m = 64, C = 15):
// [sp] sp before the table, [sp + 4] the cells after the next event, [sp + 8] out_end,
// [sp + 12] the block entry of sample 0. Registers in the block: as in
// perlin_row_table_armv6m, and r12 = -(table bytes), lr = the block entry of the table's
// first cell. Bounds: as perlin_row_fine_armv6m.
[[gnu::naked, gnu::noinline]] inline void perlin_row_block_armv6m(q16* /*out*/,
                                                                  const row_table_armv6m_args* /*args*/) noexcept {
  __asm__(
      QNOISE_ARMV6M_ASM_SYNTAX
      QNOISE_ROW_ARMV6M_ASM_MACROS
      // One sample from the entry at r1: W >> 12, W & 0xFFF.
      ".macro qnoise_m0_blk_sample\n\t"
      "ldm    r1!, {r4, r5}\n\t"
      "qnoise_m0_sample r4, r5\n\t"
      ".endm\n\t"
      "qnoise_m0_enter\n\t"
      "qnoise_m0_frame 2\n\t"       // 8 (m + C) table bytes, 16 of frame
      "mov    r5, r12\n\t"
      "str    r5, [r4, #12]\n\t"     // args, until the table is built
      // T for q + 1 samples (r11) and 65536 r (r12): q + 1 passes of 65536 - i step.
      "ldr    r5, 82f\n\t"           // the block's end
      "subs   r5, r5, #20\n\t"
      "movs   r4, #1\n\t"
      "lsls   r4, r4, #16\n\t"
      "11:\n\t"
      "subs   r4, r4, r1\n\t"
      "bcc    12f\n\t"
      "subs   r5, r5, #20\n\t"
      "b      11b\n\t"
      "12:\n\t"
      "adds   r4, r4, r1\n\t"        // r
      "lsls   r4, r4, #16\n\t"
      "mov    r12, r4\n\t"
      "mov    r11, r5\n\t"
      // The table, as in perlin_row_table_armv6m: r1 = entry pointer, r2 = F = 65536 f,
      // r3 = 65536 step, r6 = t, r7 = &K[f >> 8], r8 = 4 (step >> 8) - 8, r9 = F of entry 0,
      // r10 = -1024, r11 = T for q + 1 samples, r12 = 65536 r, lr = s0.
      "lsrs   r5, r1, #6\n\t"
      "subs   r5, r5, #8\n\t"
      "mov    r8, r5\n\t"            // 4 (step >> 8) bytes of K per entry, less the LDM's 8
      "qnoise_m0_s0\n\t"            // s0 in lr, F of entry 0 in r2 and r9
      "lsrs   r7, r2, #24\n\t"
      "lsls   r7, r7, #2\n\t"
      "ldr    r5, 81f\n\t"
      "adds   r7, r7, r5\n\t"        // &K[k], k = f >> 8
      "movs   r5, #1\n\t"
      "lsls   r5, r5, #10\n\t"
      "rsbs   r5, r5, #0\n\t"
      "mov    r10, r5\n\t"           // -1024: back by 256 knots on a new cell
      "add    r1, sp, #16\n\t"       // the table
      "2:\n\t"
      "ldm    r7!, {r4, r5}\n\t"     // K[k], K[k + 1]
      "add    r7, r8\n\t"
      "qnoise_m0_entry 20\n\t"      // W >> 12, W & 0xFFF
      "adds   r2, r2, r3\n\t"        // the next fraction: C set on a new cell
      "bcc    2b\n\t"
      "add    r7, r10\n\t"           // &K[k]: the last entry's k + step / 256 = 256 + k
      "lsrs   r4, r2, #16\n\t"       // a marker (f, T)
      "cmp    r2, r9\n\t"            // the period's m entries done: back at entry 0's f
      "beq    3f\n\t"
      "cmp    r2, r12\n\t"           // f >= r: q samples, T 20 bytes further
      "mov    r5, r11\n\t"
      "bcc    21f\n\t"
      "adds   r5, r5, #20\n\t"
      "21:\n\t"
      "stm    r1!, {r4, r5}\n\t"
      "b      2b\n\t"
      "3:\n\t"                       // the last marker: (f, the wrap stub)
      "ldr    r5, 83f\n\t"
      "stm    r1!, {r4, r5}\n\t"
      "mov    r4, lr\n\t"            // s0
      "cmp    r9, r12\n\t"
      "mov    r5, r11\n\t"
      "bcc    31f\n\t"
      "adds   r5, r5, #20\n\t"
      "31:\n\t"
      "mov    lr, r5\n\t"            // the block entry of the table's first cell
      "add    r5, sp, #16\n\t"
      "subs   r5, r5, r1\n\t"
      "mov    r12, r5\n\t"           // -(table bytes)
      "adds   r5, r4, #1\n\t"
      "lsls   r5, r5, #3\n\t"
      "subs   r1, r1, r5\n\t"        // sample 0: s0 entries before the last marker
      "movs   r5, #20\n\t"
      "muls   r5, r4, r5\n\t"
      "ldr    r4, 82f\n\t"
      "subs   r5, r4, r5\n\t"        // sample 0's block entry: s0 samples to the end
      "ldr    r4, [sp, #12]\n\t"     // args
      "str    r5, [sp, #12]\n\t"
      // Cell c0, the hash pointer r6 and its event r11, as in perlin_row_table_armv6m.
      "ldr    r7, [r4, #20]\n\t"
      "str    r7, [sp, #8]\n\t"      // out_end
      "qnoise_m0_c0 80f\n\t"
      "cmp    r6, r11\n\t"
      "bne    15f\n\t"
      "b      50f\n\t"               // the whole row in c0
      "15:\n\t"
      "ldr    r4, [sp, #12]\n\t"
      "mov    pc, r4\n\t"            // sample 0's cell
      ".p2align 2\n"
      "80:\n\t"
      ".word  _ZN6qnoise6detail17gradient1_by_byteE\n"
      "81:\n\t"
      ".word  _ZN6qnoise6detail13quintic_tableE\n"
      "82:\n\t"
      ".word  40f\n"
      "83:\n\t"
      ".word  42f\n\t"
      // The block: 16 samples of 20 bytes each.
      ".rept   16\n\t"
      "qnoise_m0_blk_sample\n\t"
      ".endr\n"
      // A new cell: the marker (f, T); A, A step; the hash pointer; g2, d, d step; T.
      "40:\n\t"
      "ldm    r1!, {r4, r5}\n\t"
      "qnoise_m0_next_a r2, r7\n\t"
      "adds   r6, r6, #1\n\t"
      "cmp    r6, r11\n\t"
      "beq    60f\n\t"               // an event
      "10:\n\t"
      "qnoise_m0_cell r6, r2, r7, 84f\n\t"  // (r5 kept)
      "mov    pc, r5\n"
      // The period's end: back to the table's first cell.
      "42:\n\t"
      "add    r1, r12\n\t"
      "mov    pc, lr\n\t"
      // The event: the row's last cell if no cells are left, else the hash pointer's wrap
      // (r4, r5 kept).
      "60:\n\t"
      "ldr    r2, [sp, #4]\n\t"
      "cmp    r2, #0\n\t"
      "beq    9f\n\t"
      "qnoise_m0_rewind r7, r6, r11, r2, 4\n\t"  // P + 1: cell c is 0 mod 256
      "b      10b\n\t"
      "9:\n\t"
      "qnoise_m0_cell r6, r2, r7, 84f\n\t"  // (r5 kept)
      "ldr    r4, 85f\n\t"
      "cmp    r4, r5\n\t"            // the table's first cell: the wrap first
      "bne    50f\n\t"
      "add    r1, r12\n\t"
      // The row's last cell: ends at out_end.
      "50:\n\t"
      "ldr    r4, [sp, #8]\n\t"
      "mov    lr, r4\n\t"
      "51:\n\t"
      "qnoise_m0_blk_sample\n\t"
      "cmp    r0, lr\n\t"
      "bne    51b\n\t"
      "ldr    r4, [sp]\n\t"
      "mov    sp, r4\n\t"
      "qnoise_m0_leave\n\t"
      ".p2align 2\n"
      "84:\n\t"
      ".word  _ZN6qnoise6detail17gradient1_by_byteE\n"
      "85:\n\t"
      ".word  42b\n\t"
      ".p2align 1\n\t"
      ".purgem qnoise_m0_blk_sample\n\t"
      QNOISE_ROW_ARMV6M_ASM_PURGE);
}

// The row for the other steps that are a multiple of 256 (1/256 cell) up to 1/4 cell (the
// table's periods 128 and 256 would take 1-2 KB of stack), and for the tabulated steps'
// rows of m samples or fewer: no table, but every sample's fraction has the same low byte
// t, so its weight W = K[k] + floor((K[k+1] - K[k]) t / 256) walks the knots with a
// pointer q = &K[k] (4 (step >> 8) bytes per sample: one LDM of K[k], K[k + 1] and an
// add) instead of perlin_row_fine_armv6m's k and t from the fraction: 20 instructions per
// sample against 25. A cell ends when q passes &K[256] (one compare, the loop's only test
// but in the row's last cell, which ends at out_end); entering one is as in
// perlin_row_table_armv6m, with the new cell's first fraction f = 256 k + t from q.
// Arguments: r0 = out, r1 = the args of perlin_row_table_armv6m (its period unused).
// Registers in the sample loop: r0 out, r1 q, r2 d, r3 A, r4 r5 scratch, r6 t, r7 d step,
// r8 A step, r9 g1, r10 the next event of the hash pointer, r11 &K[256] (then out_end in
// the last cell), r12 the hash pointer, lr 4 (step >> 8) - 8; [sp] out_end, [sp + 4] the
// cells after the event. Bounds: as perlin_row_fine_armv6m.
[[gnu::naked, gnu::noinline]] inline void perlin_row_knots_armv6m(q16* /*out*/,
                                                                  const row_table_armv6m_args* /*args*/) noexcept {
  __asm__(
      QNOISE_ARMV6M_ASM_SYNTAX
      QNOISE_ROW_ARMV6M_ASM_MACROS
      // One sample: W from q (advanced), the lerp, the store, A and d advanced.
      ".macro qnoise_m0_knot_sample\n\t"
      "ldm    r1!, {r4, r5}\n\t"    // K[k], K[k + 1]
      "add    r1, lr\n\t"            // q += 4 (step >> 8)
      "qnoise_m0_weight\n\t"        // W, Q23
      "lsrs   r5, r4, #12\n\t"       // W >> 12
      "lsls   r4, r4, #20\n\t"
      "lsrs   r4, r4, #20\n\t"       // W & 0xFFF
      "qnoise_m0_sample r5, r4\n\t"
      ".endm\n\t"
      // Entering a cell, r4 = its first fraction f, r5 = the hash pointer: g2, d, d step.
      ".macro qnoise_m0_knot_cell\n\t"
      "qnoise_m0_g2 r5, r5, r2, 8f\n\t"
      "mov    r4, lr\n\t"
      "adds   r4, r4, #8\n\t"
      "lsls   r4, r4, #6\n\t"        // step
      "muls   r7, r4, r7\n\t"        // d step = (g2 - g1) step
      ".endm\n\t"
      // A new cell: q back by 256 knots, r4 = f = 256 k + t; A, A step; the hash pointer
      // r5 = r12 advanced, compared with its event.
      ".macro qnoise_m0_knot_next\n\t"
      "mov    r4, r11\n\t"
      "subs   r4, r1, r4\n\t"        // 4 k
      "movs   r5, #1\n\t"
      "lsls   r5, r5, #10\n\t"
      "subs   r1, r1, r5\n\t"
      "lsls   r4, r4, #6\n\t"
      "adds   r4, r4, r6\n\t"        // f
      "qnoise_m0_next_a r5, r5\n\t"
      "mov    r5, r12\n\t"
      "adds   r5, r5, #1\n\t"
      "mov    r12, r5\n\t"
      "cmp    r5, r10\n\t"
      ".endm\n\t"
      "qnoise_m0_enter\n\t"
      "sub    sp, #8\n\t"
      "ldr    r4, [r1, #20]\n\t"
      "str    r4, [sp]\n\t"          // out_end
      "ldr    r7, [r1]\n\t"          // step
      "lsrs   r4, r7, #6\n\t"
      "subs   r4, r4, #8\n\t"
      "mov    lr, r4\n\t"            // 4 (step >> 8) - 8 (after the LDM's 8)
      "ldr    r2, [r1, #4]\n\t"      // x
      "ldr    r3, [r1, #12]\n\t"     // cells
      "ldr    r5, [r1, #16]\n\t"     // P
      "uxtb   r6, r2\n\t"            // t
      "ldr    r4, 7f\n\t"            // K
      "uxth   r1, r2\n\t"
      "lsrs   r1, r1, #8\n\t"
      "lsls   r1, r1, #2\n\t"
      "adds   r1, r1, r4\n\t"        // q = &K[k0]
      "adds   r4, r4, #255\n\t"
      "adds   r4, r4, #255\n\t"
      "adds   r4, r4, #255\n\t"
      "adds   r4, r4, #255\n\t"
      "adds   r4, r4, #4\n\t"
      "mov    r11, r4\n\t"           // K + 256 (1024 bytes)
      // The hash pointer r12 and its first event r10, g0 and g1, then cell c0 as in
      // perlin_row_table_armv6m (the step in r7).
      "push   {r1, r2}\n\t"
      // The cells after the event at [sp + 12] ([sp + 4] after the pop).
      "qnoise_m0_hash r4, r1, r10, 12, 8f\n\t"
      "mov    r12, r4\n\t"           // the hash pointer
      "pop    {r1, r2}\n\t"
      "qnoise_m0_line r7\n\t"
      "mov    r4, r12\n\t"
      "cmp    r4, r10\n\t"
      "beq    5f\n\t"                // the whole row in c0
      "mov    r4, lr\n\t"
      "cmp    r4, #0\n\t"
      "bgt    1f\n\t"
      "b      20f\n\t"               // steps of 1 or 2 knots: 4 samples per test
      "1:\n\t"
      "qnoise_m0_knot_sample\n\t"
      "cmp    r1, r11\n\t"
      "blo    1b\n\t"
      "qnoise_m0_knot_next\n\t"
      "beq    6f\n\t"
      "10:\n\t"
      "qnoise_m0_knot_cell\n\t"
      "b      1b\n\t"
      // The event: the row's last cell if no cells are left, else the hash pointer's wrap.
      "6:\n\t"
      "ldr    r2, [sp, #4]\n\t"
      "cmp    r2, #0\n\t"
      "beq    9f\n\t"
      "push   {r4}\n\t"
      "qnoise_m0_rewind r4, r5, r10, r2, 8\n\t"  // P + 1; [sp + 4] under the push
      "mov    r12, r5\n\t"
      "pop    {r4}\n\t"
      "mov    r2, lr\n\t"
      "cmp    r2, #0\n\t"
      "bgt    10b\n\t"
      "b      11f\n\t"
      "9:\n\t"
      "qnoise_m0_knot_cell\n\t"
      // The row's last cell: ends at out_end.
      "5:\n\t"
      "mov    r4, lr\n\t"
      "cmp    r4, #0\n\t"
      "bgt    24f\n\t"
      "b      23f\n\t"
      "24:\n\t"
      "ldr    r4, [sp]\n\t"
      "mov    r11, r4\n\t"           // out_end
      "2:\n\t"
      "qnoise_m0_knot_sample\n\t"
      "cmp    r0, r11\n\t"
      "bne    2b\n\t"
      "90:\n\t"
      "add    sp, #8\n\t"
      "qnoise_m0_leave\n\t"
      // Steps of 1 or 2 knots (1/256, 1/128 cell): every cell after the first has 256 or
      // 128 samples, a multiple of 4, so a test after every 4 samples ends the cell
      // exactly (18.5 instructions per sample). The first cell's n0 mod 4 samples come
      // first: the loop entered that many samples before its test, n0 = (1024 - 4 k0 +
      // 4 s - 4) >> (s + 1) for q = &K[k0] and 4 s - 8 in lr.
      "20:\n\t"
      "mov    r4, r11\n\t"
      "subs   r4, r4, r1\n\t"
      "add    r4, lr\n\t"
      "adds   r4, r4, #4\n\t"
      "mov    r5, lr\n\t"
      "adds   r5, r5, #12\n\t"
      "lsrs   r5, r5, #2\n\t"        // s + 1
      "lsrs   r4, r4, r5\n\t"        // n0, the first cell's samples
      "lsls   r4, r4, #30\n\t"
      "lsrs   r4, r4, #30\n\t"
      "movs   r5, #36\n\t"           // bytes of one sample's code
      "muls   r4, r5, r4\n\t"
      "ldr    r5, 86f\n\t"
      "subs   r5, r5, r4\n\t"
      "mov    pc, r5\n\t"
      "21:\n\t"
      "qnoise_m0_knot_sample\n\t"
      "qnoise_m0_knot_sample\n\t"
      "qnoise_m0_knot_sample\n\t"
      "qnoise_m0_knot_sample\n"
      "22:\n\t"
      "cmp    r1, r11\n\t"
      "blo    21b\n\t"
      "ldr    r4, [sp]\n\t"
      "cmp    r0, r4\n\t"
      "bne    25f\n\t"
      "b      90b\n\t"               // out_end: the last cell's loop below is done
      "25:\n\t"
      "qnoise_m0_knot_next\n\t"
      "bne    11f\n\t"
      "b      6b\n\t"
      "11:\n\t"
      "qnoise_m0_knot_cell\n\t"
      "b      21b\n\t"
      // The last cell: the loop of 4 up to q_end = q + rem 4 s (rem samples left), entered
      // rem mod 4 samples before its test; it leaves at out_end, through the test above.
      "23:\n\t"
      "ldr    r4, [sp]\n\t"
      "subs   r4, r4, r0\n\t"        // 4 rem
      "mov    r5, lr\n\t"
      "adds   r5, r5, #8\n\t"
      "lsrs   r5, r5, #2\n\t"        // s
      "muls   r5, r4, r5\n\t"
      "adds   r5, r5, r1\n\t"
      "mov    r11, r5\n\t"           // q_end
      "lsls   r4, r4, #28\n\t"
      "lsrs   r4, r4, #28\n\t"       // 4 (rem mod 4)
      "movs   r5, #9\n\t"
      "muls   r4, r5, r4\n\t"
      "ldr    r5, 86f\n\t"
      "subs   r5, r5, r4\n\t"
      "mov    pc, r5\n\t"
      ".p2align 2\n"
      "8:\n\t"
      ".word  _ZN6qnoise6detail17gradient1_by_byteE\n"
      "7:\n\t"
      ".word  _ZN6qnoise6detail13quintic_tableE\n"
      "86:\n\t"
      ".word  22b\n\t"
      ".p2align 1\n\t"
      ".purgem qnoise_m0_knot_sample\n\t"
      ".purgem qnoise_m0_knot_cell\n\t"
      ".purgem qnoise_m0_knot_next\n\t"
      QNOISE_ROW_ARMV6M_ASM_PURGE);
}

/// Keeps the two tables the assembly names (an inline variable is only emitted where C++
/// code uses it). No code.
QNOISE_ALWAYS_INLINE void row_asm_uses_tables() noexcept {
  __asm__ volatile("" : : "i"(&quintic_table), "i"(&gradient1_by_byte));
}

/// Keeps quintic_pair_table (fade.hpp), which perlin_row_fine_armv6m names. No code.
QNOISE_ALWAYS_INLINE void row_asm_uses_pairs() noexcept {
  __asm__ volatile("" : : "i"(&quintic_pair_table));
}

}  // namespace detail
}  // namespace qnoise

#endif
#endif  // QNOISE_ROW_ARMV6M_HPP
