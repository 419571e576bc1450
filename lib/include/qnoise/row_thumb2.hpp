// SPDX-License-Identifier: MIT
// qnoise/row_thumb2.hpp — 1D rows (row.hpp perlin_row) on a permutation table, in Thumb-2
// assembly for every core that has it (Cortex-M3, M4, M7, M33, M55): one text per loop,
// with the lerp step as the macro of perlin_thumb2.hpp (SMMLAR with DSP, SMLAL onto a low
// word of 2^31 without it: the same bits).
//
// Which rows (row.hpp dispatches, at run time only, for `permutation` lattices): every
// step under one cell and the steps of one cell (mod 256). Four loops:
// - row1_thumb2_run: fractions that repeat every m <= 64 samples, steps up to 1/4 cell,
//   rows longer than m: a table entry per sample, (f, W, the address of its code), built
//   by the loop itself;
// - row1_thumb2_run_hop: m <= 64 over 1/4 cell (a new cell every 1 .. 4 samples), rows
//   longer than m: a table entry per sample, (f, U, W, the address of its code), built
//   by the loop itself; over 1/2 cell its variant row1_thumb2_run_hop2 (a cheaper new
//   cell, a dearer sample);
// - row1_thumb2_run_fine: every other step under one cell, rows of 8 samples or more:
//   the fade weight computed per sample, no table;
// - row1_thumb2_run_cells: steps of one cell mod 256 (same f and W for every sample).
// Same arithmetic as gradient_sample1, so the samples equal perlin() bit for bit
// (tests/row checks it on every core). Why assembly: the portable paths spent ~40
// instructions per cell on set-up (four products for a run's operands, the run list) or
// evaluated each sample on its own, which made 1/8 .. 3/4 cell cost 14 .. 29
// instructions per sample on Cortex-M4 and a whole cell 22.
//
// How. Inside a cell with gradients g0, g1 and for a fraction f (Q16, [0, 65535]):
//   a = g0 f + 2,  512 d = 512 (g1 - g0) f - 2^25 g1,
//   sample = asr(lerp_q23_by(a, d, W), 2) = asr(a + floor((512 d W + 2^31) / 2^32), 2)
// (fixed.hpp: lerp_q23_by_dsp; the +2 of gradient_sample1 is in a). Both operands are one
// multiply-accumulate from f and per-cell constants (dg = 512 (g1 - g0), G1 = 2^25 g1):
// a = MLS(-g0, f, 2) and 512 d = MLA(dg, f, -G1). row1_thumb2_run's sample is then MLS,
// MLA, SMMLAR, ASR, STR and one LDM that loads the next sample's (f, W) and jumps to its
// code (the cell's set-up first when it enters a new cell): 6 instructions (7 without DSP:
// the rounding word is re-made), 6 more per cell, and 12 per table entry to fill the table
// (m entries, at least 16). At k/64 cell up to 1/4 that is 7.9 .. 10.5 per sample on
// Cortex-M4 for rows of 300 (10.1 .. 16.4 with the table built in C, ~21 instructions per
// entry, and an end-of-cell test per sample: 8 per sample and 13 .. 21 per cell).
#ifndef QNOISE_ROW_THUMB2_HPP
#define QNOISE_ROW_THUMB2_HPP

#include <cstddef>
#include <cstdint>

#include "fade.hpp"
#include "fixed.hpp"
#include "perlin.hpp"
#include "perlin_thumb2.hpp"
#include "permutation.hpp"

#ifdef QNOISE_THUMB2_ASM
#define QNOISE_HAS_ROW1_THUMB2 1

namespace qnoise {
namespace detail {

/// Which assembly row takes a step (Q16, as unsigned) whose fractions repeat every
/// `period` samples (a power of two in [2, 64]): 1 row1_thumb2_run (up to 1/4 cell), 2
/// perlin_row_thumb2_hop: row1_thumb2_run_hop or row1_thumb2_run_hop2 (over 1/4 cell, every
/// m <= 64); 0 neither (a step of a cell or more: row.hpp then takes its other paths). The
/// hop row has its own call in row.hpp (path 2): a third call there made GCC allocate
/// perlin_row's registers worse for every other step (measured, +4 per row).
constexpr int row_thumb2_takes(std::uint32_t step, std::uint32_t period) noexcept {
  if (step >= 65536u) return 0;
  static_cast<void>(period);  // every period up to 64 takes the same row
  return step <= 16384u ? 1 : 2;
}

/// What row1_thumb2_run starts from (field order: its two LDMs' registers, then two words
/// for its stack).
struct row1_thumb2_args {
  std::uint32_t fraction_hi;    // r2: 2^16 f, f = the fraction of the table's slot 0
  std::uint32_t step_hi;        // r3: 2^16 step
  std::uint32_t t_hi;           // r4: 2^24 (f mod 256), the same for every entry
  std::uint32_t knots;          // r5: the address of quintic_table less (f >> 6) mod 4
  std::uint32_t table_bytes;    // r6: 12 L, L = the table's entries
  std::uint32_t start;          // r1: 16 + 12 (the slot of sample 0), from sp
  std::int32_t g1_negated;      // r8: -2^25 g(c0), c0 = the cell of sample 0
  const std::uint8_t* perm;     // r11: &P[c0 mod 256]
  const std::int8_t* gradient;  // lr: gradient1_by_byte
  const std::uint8_t* perm_end; // [sp + 4]: the permutation's values + 256
  const q16* out_end;           // [sp + 8]
};

// Steps up to 1/4 cell whose fractions repeat every m <= 64 samples (over 1/4 cell:
// row1_thumb2_run_hop, whose cell costs 4 instructions, not 6). Each sample has a table entry (f, W,
// next), next = the address of the code that makes it (the sample before ends with LDM
// r1!, {f, W, pc}: one instruction loads the operands and jumps, so no sample tests for a
// cell's end): 'enter' for a sample in a new cell (then 'same'), 'same' for one in the
// previous sample's cell. With
// g0, g1 the cell's gradients, dg = 512 (g1 - g0) and G1 = 2^25 g1,
//   a = g0 f + 2 = MLS(-g0, f, 2),  e = 512 d = 512 (g1 - g0) f - 2^25 g1 = MLA(dg, f, -G1),
// then SMMLAR (e times W), ASR, STR and the LDM: 6 instructions per sample with DSP (7
// without), 6 more to enter a cell (-g0 from the old -G1, the hash by LDRB with
// pre-increment of the permutation pointer, g1, -G1, dg).
// The table (on this function's stack, 12 (L + 1) bytes, L = max(m, 16)): the period
// repeated, slot 0 holding the sample whose index is n mod L, then a last entry whose
// next is 'wrap' (its f and W are never used): it runs before every sample of index = n
// (mod L), ends the row at out_end (sample n), otherwise takes the permutation pointer
// back by 256 if it passed P + 256 (P is stored twice; at most L + 1 <= 65 cells are
// entered between wraps) and restarts at slot 0: 8 instructions per L samples.
// The table is filled here, 12 instructions per entry: a step of m <= 64 samples is a
// multiple of 65536 / m >= 1024, so every fraction of the row has the same t = f mod 256
// and the same (f >> 6) mod 4, and with F = 2^16 f the knot pair is at knots + F / 2^22
// (an LDRD), W = K[k] + floor((K[k+1] - K[k]) t / 256) one UMLAL (perlin_thumb2.hpp
// qnoise_weight), and F + 2^16 step carries iff the next sample enters a new cell.
// Registers, filling: r1 'same', r2 F, r3 2^16 step, r4 2^24 t, r5 knots, r6 the table's
// end, r7 'enter', r8 f, r9 W (K[k] first), r10 the entry's next, r11 K[k+1], r12 the slope,
// lr the entry. Running: r0 out, r1 the table pointer, r2 f (then the rounding word without
// DSP), r3 W (Q23), r4 a then the sample, r5 e, r6 -g0, r7 dg, r8 -G1, r9 the constant 2,
// r10 zero, r11 &P[cell], r12 the hash, g1, lr gradient1_by_byte. Stack: [sp] the table,
// [sp + 4] P + 256, [sp + 8] out_end, [sp + 12] args, [sp + 16] the table. |512 d| <= 2^28
// and |a| <= 2^19 + 2, so every product and sum is exact in 32 bits (the SMMLAR sum is the
// 64-bit one).
[[gnu::naked, gnu::noinline]] inline void row1_thumb2_run(q16* /*out*/, const row1_thumb2_args* /*args*/) noexcept {
  __asm__(
      QNOISE_THUMB2_ASM_MACROS
      "push   {r4-r11, lr}\n\t"
      "sub    sp, sp, #796\n\t"        // 16 + 12 (64 + 1)
      "ldm    r1, {r2, r3, r4, r5, r6}\n\t"
      "str    r1, [sp, #12]\n\t"
      "adr    r12, 8f\n\t"
      "ldm    r12, {r7, r8, r9}\n\t"
      "add    r7, r7, r12\n\t"         // enter
      "add    r1, r8, r12\n\t"         // same
      "add    r9, r9, r12\n\t"         // wrap
      "add    lr, sp, #16\n\t"
      "add    r6, r6, lr\n\t"
      "str    r9, [r6, #8]\n\t"        // the last entry's next
      "cmp    r2, r3\n\t"              // slot 0 enters a new cell iff f < step
      "ite    lo\n\t"
      "movlo  r10, r7\n\t"
      "movhs  r10, r1\n"
      "1:\n\t"
      "lsr    r8, r2, #16\n\t"         // f
      "add    r12, r5, r2, lsr #22\n\t"
      "ldrd   r9, r11, [r12]\n\t"      // K[k], K[k+1], k = f >> 8
      "sub    r12, r11, r9\n\t"
      "umlal  r11, r9, r12, r4\n\t"    // W = K[k] + floor((K[k+1] - K[k]) t / 256)
      "adds   r2, r2, r3\n\t"          // carry: the next sample enters a new cell
      "stm    lr!, {r8, r9, r10}\n\t"
      "ite    cs\n\t"
      "movcs  r10, r7\n\t"
      "movcc  r10, r1\n\t"
      "cmp    lr, r6\n\t"
      "bne    1b\n\t"
      "ldr    r12, [sp, #12]\n\t"
      "add    r12, r12, #20\n\t"
      "ldm    r12, {r1, r8, r11, lr}\n\t"
      "ldrd   r9, r10, [r12, #16]\n\t"
      "add    r6, sp, #16\n\t"
      "stm    sp, {r6, r9, r10}\n\t"   // the table, P + 256, out_end
      "add    r1, sp, r1\n\t"
      "mov    r9, #2\n\t"
      "mov    r10, #0\n\t"
      "ldm    r1!, {r2, r3, r12}\n\t"  // sample 0: enters its cell c0 whatever its next
      "b      2f\n\t"
      ".p2align 2\n"
      "8:\n\t"
      ".word  2f - 8b + 1\n\t"
      ".word  3f - 8b + 1\n\t"
      ".word  4f - 8b + 1\n"
      // enter: a new cell.
      "2:\n\t"
      "asr    r6, r8, #25\n\t"         // -g0 = -(the old g1)
      "ldrb   r12, [r11, #1]!\n\t"     // hash of the cell's high corner
      "ldrsb  r12, [lr, r12]\n\t"      // g1
      "sub    r8, r10, r12, lsl #25\n\t"  // -G1 = -2^25 g1
      "lsl    r7, r12, #9\n\t"
      "add    r7, r7, r6, lsl #9\n"    // dg = 512 (g1 - g0)
      // same: a sample in the current cell.
      "3:\n\t"
      "mls    r4, r6, r2, r9\n\t"      // a = g0 f + 2
      "mla    r5, r7, r2, r8\n\t"      // e = 512 (g1 - g0) f - 2^25 g1 = 512 d
      "qnoise_round r2\n\t"
      "qnoise_step r4, r4, r5, r3, r2\n\t"  // a + floor((512 d W + 2^31) / 2^32)
      "asr    r4, r4, #2\n\t"
      "str    r4, [r0], #4\n\t"
      "ldm    r1!, {r2, r3, pc}\n"
      // wrap: before every sample of index = n (mod L).
      "4:\n\t"
      "ldr    r12, [sp, #8]\n\t"
      "cmp    r0, r12\n\t"
      "beq    5f\n\t"
      "ldm    sp, {r1, r12}\n\t"       // slot 0, P + 256
      "cmp    r11, r12\n\t"
      "it     hs\n\t"
      "subhs  r11, r11, #256\n\t"
      "ldm    r1!, {r2, r3, pc}\n"
      "5:\n\t"
      "add    sp, sp, #796\n\t"
      "pop    {r4-r11, pc}\n\t"
      QNOISE_THUMB2_ASM_PURGE);
}

/// What row1_thumb2_run_hop and row1_thumb2_run_hop2 start from (field order: the fill's
/// LDM, its two words for the copies, the row's LDM, then the three words it keeps on its
/// stack, the table first).
struct row1_thumb2_hop_args {
  std::uint32_t* table;         // r0 (filling), then [sp]: the table's first entry (slot 0)
  std::uint32_t* period_end;    // r2: the end of the period's m entries
  std::uint32_t fraction_hi;    // r3: 2^16 (f - step), f = the fraction of slot 0
  std::uint32_t step_hi;        // r4: 2^16 step, step in (16384, 65536)
  std::uint32_t knots;          // r5: the address of quintic_table less (f >> 6) mod 4
  std::uint32_t t_hi;           // r7: 2^24 (f mod 256), the same for every entry
  std::uint32_t* table_end;     // r2 (the copies): the end of the L entries
  std::uint32_t flip;           // r7 (the copies): 64 if a period enters an odd number of cells, else 0
  const std::uint32_t* entry;   // r1: the table entry of sample 0
  std::int32_t g0;              // r7 (and r12): g(c0), c0 = the cell of sample 0
  const std::uint8_t* perm;     // r11: &P[c0 mod 256]
  const std::int8_t* gradient;  // lr: gradient1_by_byte
  const std::uint8_t* perm_end; // [sp + 4]: the permutation's values + 256
  const q16* out_end;           // [sp + 8]
};

// What row1_thumb2_run_hop and row1_thumb2_run_hop2 share, as assembler macros that
// both blocks define and purge (the two rows differ only in their sample and cell-entry
// macros, both taking g, h = the registers of g0, g1, and in their tables' first word):
// qnoise_row_hop_state enter, sample, gap, name, g, h: one state's code, 'enter' then
//   'same' ('enter' checked to be gap bytes: the layout the entries' `next` fields
//   assume);
// qnoise_row_hop_run enter, sample, gap, first, name: the whole row, described before
//   row1_thumb2_run_hop: the fill (8 entries per turn, then the copies up to L), the
//   frame, states A and B, the wraps and the exit;
// qnoise_row_hop_entry first, gap: one table entry (first = 16: f, 7: V = 512 f);
// qnoise_row_hop_out: a sample's end, a (r5) + floor((512 d W + 2^31) / 2^32) from e (r6)
//   and the weight field (r4), asr 2, stored; then the next entry's LDM and jump;
// qnoise_row_hop_g1 h: a new cell's g1 into h (the hash by LDRB with pre-increment of the
//   permutation pointer r11, then gradient1_by_byte at lr).
// The hop tables' weight field: W with DSP (the sample's SMMLSR subtracts e W), -W
// without (qnoise_step's SMLAL adds e (-W)): the same bits, floor((2^32 a - e W + 2^31) / 2^32).
#if defined(__ARM_FEATURE_DSP) && !defined(QNOISE_NO_DSP)
#define QNOISE_ROW_THUMB2_HOP_W_BODY ""
#define QNOISE_ROW_THUMB2_HOP_STEP_BODY "smmlsr \\out, \\m, \\w, \\acc\n\t"
#else
#define QNOISE_ROW_THUMB2_HOP_W_BODY "rsb    \\w, \\w, #0\n\t"
#define QNOISE_ROW_THUMB2_HOP_STEP_BODY "qnoise_step \\out, \\acc, \\m, \\w, \\rnd\n\t"
#endif
#define QNOISE_ROW_THUMB2_HOP_MACROS                                            \
  ".macro qnoise_hop_w w\n\t"                                                  \
  QNOISE_ROW_THUMB2_HOP_W_BODY                                                  \
  ".endm\n\t"                                                                   \
  ".macro qnoise_hop_step out, acc, m, w, rnd\n\t"                              \
  QNOISE_ROW_THUMB2_HOP_STEP_BODY                                               \
  ".endm\n\t"                                                                   \
  ".macro qnoise_row_hop_out\n\t"                                               \
  "qnoise_round r2\n\t"                                                         \
  "qnoise_hop_step r5, r5, r6, r4, r2\n\t"                                      \
  "asr    r5, r5, #2\n\t"                                                       \
  "str    r5, [r0], #4\n\t"                                                     \
  "ldm    r1!, {r2, r3, r4, pc}\n\t"                                            \
  ".endm\n\t"                                                                   \
  ".macro qnoise_row_hop_g1 h\n\t"                                              \
  "ldrb   \\h, [r11, #1]!\n\t"                                                  \
  "ldrsb  \\h, [lr, \\h]\n\t"                                                   \
  ".endm\n\t"                                                                   \
  ".macro qnoise_row_hop_state enter, sample, gap, fill, g, h\n\t"              \
  "74:\n\t"                                                                     \
  "\\enter \\g, \\h\n"                                                          \
  "75:\n\t"                                                                     \
  ".ifne 75b - 74b - \\gap\n\t"                                                 \
  ".error \"\\fill: 'enter' is \\gap bytes before 'same'\"\n\t"                 \
  ".endif\n\t"                                                                  \
  "\\sample \\g, \\h\n\t"                                                       \
  ".endm\n\t"                                                                   \
  ".macro qnoise_row_hop_run enter, sample, gap, first, name\n\t"              \
  "push   {r4-r11, lr}\n\t"                                                    \
  "push   {r0, r1}\n\t"                /* out, args */                         \
  "ldm    r1, {r0, r2, r3, r4, r5, r7}\n\t"                                    \
  "adr    r11, 2f\n\t"                  /* enter A (the entries set the rest) */ \
  "mov    r6, #0x2000000\n\t"                                                  \
  "sub    r12, r2, r0\n\t"                                                     \
  "cmp    r12, #64\n\t"                                                        \
  "beq    7f\n\t"                      /* m = 4: the turn's second half */     \
  "blo    6f\n"                        /* m = 2: its last quarter */           \
  "1:\n\t"                             /* eight entries per turn (m >= 8) */   \
  ".rept 4\n\t"                                                                \
  "qnoise_row_hop_entry \\first, \\gap\n\t"                                    \
  ".endr\n"                                                                    \
  "7:\n\t"                                                                     \
  "qnoise_row_hop_entry \\first, \\gap\n\t"                                    \
  "qnoise_row_hop_entry \\first, \\gap\n"                                      \
  "6:\n\t"                                                                     \
  "qnoise_row_hop_entry \\first, \\gap\n\t"                                    \
  "qnoise_row_hop_entry \\first, \\gap\n\t"                                    \
  "cmp    r0, r2\n\t"                                                          \
  "bne    1b\n\t"                                                              \
  "ldr    r9, [r1]\n\t"                /* slot 0: the copies' source */        \
  "ldrd   r2, r7, [r1, #24]\n\t"       /* the end of L entries, the flip */    \
  "cmp    r0, r2\n\t"                                                          \
  "beq    3f\n"                                                                \
  "8:\n\t"                           /* the copies up to L */                \
  "ldm    r9!, {r3, r4, r5, r6}\n\t"                                           \
  "eor    r6, r6, r7\n\t"                                                      \
  "stm    r0!, {r3, r4, r5, r6}\n\t"                                           \
  "cmp    r0, r2\n\t"                                                          \
  "bne    8b\n"                                                                \
  "3:\n\t"                                                                     \
  "ldr    r12, [r0, #-4]\n\t"          /* slot L-1's next: bit 6, the state after it */ \
  "adr    r6, 4f + 1\n\t"                                                      \
  "and    r12, r12, #64\n\t"                                                   \
  "sub    r12, r6, r12, lsr #3\n\t"    /* wrap, or wrap B (8 bytes before it) */ \
  "str    r12, [r0, #12]\n\t"          /* the last entry's next (its other words: never used) */ \
  "pop    {r0, r1}\n\t"                                                        \
  "ldrd   r3, r4, [r1, #48]\n\t"                                              \
  "ldr    r2, [r1]\n\t"                                                        \
  "push   {r2, r3, r4}\n\t"            /* table, P + 256, out_end */           \
  "add    r12, r1, #32\n\t"                                                    \
  "ldm    r12, {r1, r7, r11, lr}\n\t"                                          \
  "mov    r12, r7\n\t"                                                         \
  "mov    r10, #2\n\t"                                                         \
  "ldm    r1!, {r2, r3, r4, r6}\n\t"   /* sample 0: enters its cell whatever its next */ \
  "bic    r6, r6, #\\gap\n\t"          /* 'enter' of its code's state */       \
  "bx     r6\n\t"                                                              \
  /* State A's code at a multiple of 128 bytes, state B's 64 bytes after it: each */ \
  /* address of B is the one of A with bit 6 set. */                           \
  ".p2align 7\n"                                                               \
  "2:\n\t"                             /* A: g0 in r7 (from B: g1 into r12) */ \
  "qnoise_row_hop_state \\enter, \\sample, \\gap, \\name, r7, r12\n\t"         \
  ".p2align 6\n\t"                     /* B: g0 in r12 (from A: g1 into r7) */ \
  "qnoise_row_hop_state \\enter, \\sample, \\gap, \\name, r12, r7\n"           \
  "9:\n\t"                             /* wrap B: an odd number of cells per pass */ \
  "mov.w  r5, r7\n\t"                  /* (32 bits: wrap B is 8 bytes before wrap) */ \
  "mov    r7, r12\n\t"                                                         \
  "mov    r12, r5\n"                                                           \
  "4:\n\t"                             /* wrap: before every sample n (mod L) */ \
  ".ifne 4b - 9b - 8\n\t"                                                      \
  ".error \"\\name: wrap B is 8 bytes before wrap\"\n\t"                       \
  ".endif\n\t"                                                                 \
  "ldr    r5, [sp, #8]\n\t"                                                    \
  "cmp    r0, r5\n\t"                                                          \
  "beq    5f\n\t"                                                              \
  "ldm    sp, {r1, r5}\n\t"            /* slot 0, P + 256 */                   \
  "cmp    r11, r5\n\t"                                                         \
  "it     hs\n\t"                                                              \
  "subhs  r11, r11, #256\n\t"                                                  \
  "ldm    r1!, {r2, r3, r4, pc}\n"                                             \
  "5:\n\t"                                                                     \
  "add    sp, sp, #12\n\t"                                                     \
  "pop    {r4-r11, pc}\n\t"                                                    \
  ".endm\n\t"                                                                  \
  ".macro qnoise_row_hop_entry first, gap\n\t"                                  \
  "adds   r3, r3, r4\n\t"            /* F = 2^16 f; carry: a new cell */        \
  "lsr    r8, r3, #\\first\n\t"      /* f (16) or V = 512 f (7) */              \
  "add    r12, r5, r3, lsr #22\n\t"                                             \
  "ldrd   r10, r12, [r12]\n\t"       /* K[k], K[k+1], k = f >> 8 */             \
  "sub    lr, r12, r10\n\t"                                                     \
  "umlal  r12, r10, lr, r7\n\t"      /* W = K[k] + floor((K[k+1] - K[k]) t / 256) */ \
  "qnoise_hop_w r10\n\t"                                                        \
  "sub    r9, r6, r3, lsr #7\n\t"    /* U = 2^25 - 512 f */                     \
  "orr    r11, r11, #(\\gap + 1)\n\t" /* same (enter | gap) of the state, Thumb */ \
  "it     cs\n\t"                                                               \
  "eorcs  r11, r11, #(64 + \\gap)\n\t" /* enter of the other state */           \
  "stm    r0!, {r8, r9, r10, r11}\n\t"                                          \
  ".endm\n\t"
#define QNOISE_ROW_THUMB2_HOP_PURGE  \
  ".purgem qnoise_hop_w\n\t"        \
  ".purgem qnoise_hop_step\n\t"     \
  ".purgem qnoise_row_hop_entry\n\t" \
  ".purgem qnoise_row_hop_run\n\t"  \
  ".purgem qnoise_row_hop_state\n\t" \
  ".purgem qnoise_row_hop_g1\n\t"    \
  ".purgem qnoise_row_hop_out\n\t"

// Steps from 1/4 to 1 cell whose fractions repeat every m <= 64 samples: a new cell every
// 1 .. 4 samples, so the cell's set-up must be a few instructions and the sample's test
// for it none. Each sample has a table entry (f, U, W, next) with U = 2^25 - 512 f (W:
// -W without DSP), and next = the address of the code that makes it (the sample before
// ends with LDM r1!, {f, U, W, pc}: one instruction loads the operands and jumps). With
// g0, g1 the cell's gradients, D = g1 - g0 and G0 = 2^25 g0,
//   a = g0 f + 2 = MLA(g0, f, 2),  e = -512 d = 2^25 g1 - 512 (g1 - g0) f = MLA(D, U, G0),
// then SMMLSR (a - e W, rounded: the SMMLAR of a + e (-W), the same bits), ASR, STR: 6
// instructions per sample with DSP (7 without: SMLAL with -W). The code is written twice, for the two places of the gradients: state A has
// g0 in r7 and g1 in r12, state B g0 in r12 and g1 in r7, so entering a cell loads the new
// g1 over the old g0 and the old g1 stays where it is as the new g0: 4 instructions (the
// hash by LDRB with pre-increment of the permutation pointer, g1, D, G0). A sample's
// next is 'enter A' / 'enter B' for a sample in a new cell (entering it leaves state A /
// B; then 'same A' / 'same B'), 'same A' / 'same B' for one in the previous sample's cell.
// The table: L = max(m, 16) entries (the period repeated, its next fields for the states
// of each pass), slot 0 holding the sample whose index is n mod L, then a last entry whose
// next is 'wrap' (state A after slot L-1) or 'wrap B' (state B: an odd number of cells per
// pass; it swaps r7 and r12 first). It runs before every sample of index = n (mod L), ends
// the row at out_end (sample n), otherwise takes the permutation pointer back by 256 if it
// passed P + 256 (P is stored twice; at most L cells are entered between wraps) and
// restarts at slot 0 in state A: 8 instructions per L samples (11 from state B).
// State B's code is at the addresses of state A's plus 64 bytes (A's have bit 6 clear),
// 'enter' at a multiple of 64 (bit 3 or 4 clear, 'same' = 'enter' | gap), 'wrap B' 8
// bytes before 'wrap'.
// The fill, before the row (11.25 instructions per entry, 5 per copy): a step of m <= 64
// samples is a multiple of 65536 / m >= 1024, so (as in row1_thumb2_run) every fraction
// has the same t = f mod 256 and (f >> 6) mod 4. F = 2^16 f starts at 2^16 (f(slot 0) -
// step) and is advanced by ADDS of 2^16 step: the carry says that the entry's sample
// enters a new cell. Then f = F >> 16 (V = F >> 7 for row1_thumb2_run_hop2), U = 2^25 -
// (F >> 7), W from the knot pair at knots + F / 2^22 by one LDRD and one UMLAL (perlin_thumb2.hpp
// qnoise_weight), and next from the previous entry's (state A's 'enter' before slot 0):
// ORR sets the gap bit (the same state's 'same'), and on a carry EOR with 64 + gap
// gives the other state's 'enter'. Eight entries per turn (m = 2 and 4 start in its
// last quarter and half), then copies of slots 0 .. m-1 up to L (next with bit 6
// flipped if a period enters an odd number of cells); the last entry's next: 'wrap' or
// 'wrap B' from bit 6 of slot L-1's; sample 0 starts at the 'enter' of its slot's state
// (its next with the gap bit clear), with g(c0) in both r7 and r12.
// Fill registers: r0 the entry, r1 the args, r2 the period's end (then L's), r3 F, r4 2^16
// step, r5 the knots, r6 2^25, r7 2^24 t (then the flip), r8 f or V, r9 U, r10 W, r11
// next, r12 and lr temporaries.
// Registers: r0 out, r1 the table pointer, r2 f (then the rounding word without DSP), r3
// U, r4 W (Q23; -W without DSP), r5 a then the sample, r6 e, r7 and r12 the gradients (the hash
// on entering), r8 D, r9 G0, r10 the constant 2, r11 &P[cell], lr gradient1_by_byte.
// |D U| <= 2^29, |G0| <= 2^28.
[[gnu::naked, gnu::noinline]] inline void row1_thumb2_run_hop(
    q16* /*out*/, const row1_thumb2_hop_args* /*args*/) noexcept {
  __asm__(
      QNOISE_THUMB2_ASM_MACROS
      QNOISE_ROW_THUMB2_HOP_MACROS
      // A sample in the current cell, g0 in register g (g1 in h is not read).
      ".macro qnoise_row_sample_hop g, h\n\t"
      "mla    r5, \\g, r2, r10\n\t"     // a = g0 f + 2
      "mla    r6, r8, r3, r9\n\t"       // e = 2^25 g0 + (g1 - g0) U = -512 d
      "qnoise_row_hop_out\n\t"           // a + floor((512 d W + 2^31) / 2^32), asr 2, the next
      ".endm\n\t"
      // Entering a new cell: g0 = the old g1 (in g), the new g1 over the old g0 (in h).
      ".macro qnoise_row_enter_hop g, h\n\t"
      "qnoise_row_hop_g1 \\h\n\t"
      "sub    r8, \\h, \\g\n\t"         // D = g1 - g0
      "lsl    r9, \\g, #25\n\t"         // G0 = 2^25 g0
      ".endm\n\t"
      "qnoise_row_hop_run qnoise_row_enter_hop, qnoise_row_sample_hop, 16, 16, row1_thumb2_run_hop\n\t"
      ".purgem qnoise_row_enter_hop\n\t"
      ".purgem qnoise_row_sample_hop\n\t"
      QNOISE_ROW_THUMB2_HOP_PURGE
      QNOISE_THUMB2_ASM_PURGE);
}



// Steps over 1/2 cell with m <= 64 (most samples enter a new cell): row1_thumb2_run_hop
// with a cell's entry of 2 instructions and a sample of 7 (6 + 4 per cell there: 7 + 2 per
// cell wins once more than half the samples enter one). Entries (V, U, W, next), V =
// 512 f, U = 2^25 - V; with t = g0 V,
//   a = g0 f + 2 = 2 + asr(t, 9),  e = -512 d = 2^25 g1 - 512 (g1 - g0) f = MLA(g1, U, t),
// so a cell needs g1 only: the hash (LDRB with pre-increment) and g1 (LDRSB) over the old
// g0, the old g1 staying as the new g0 (states A and B as in row1_thumb2_run_hop; 'enter'
// is the 8 bytes before 'same'). |t| <= 2^28, |g1 U| <= 2^28.
// Registers: r0 out, r1 the table pointer, r2 V (then the rounding word without DSP), r3
// U, r4 W (-W without DSP), r5 t, a then the sample, r6 e, r7 and r12 the gradients, r10
// the constant 2, r11 &P[cell], lr gradient1_by_byte. Its fill: row1_thumb2_run_hop's.
[[gnu::naked, gnu::noinline]] inline void row1_thumb2_run_hop2(
    q16* /*out*/, const row1_thumb2_hop_args* /*args*/) noexcept {
  __asm__(
      QNOISE_THUMB2_ASM_MACROS
      QNOISE_ROW_THUMB2_HOP_MACROS
      // A sample in the current cell, g0 in register g, g1 in h.
      ".macro qnoise_row_sample_hop2 g, h\n\t"
      "mul    r5, \\g, r2\n\t"          // t = 512 g0 f
      "mla    r6, \\h, r3, r5\n\t"      // e = 2^25 g1 - 512 (g1 - g0) f = -512 d
      "add    r5, r10, r5, asr #9\n\t"  // a = g0 f + 2
      "qnoise_row_hop_out\n\t"           // a + floor((512 d W + 2^31) / 2^32), asr 2, the next
      ".endm\n\t"
      // Entering a new cell: the new g1 over the old g0 (in h; g, the old g1, is kept).
      ".macro qnoise_row_enter_hop2 g, h\n\t"
      "qnoise_row_hop_g1 \\h\n\t"
      ".endm\n\t"
      "qnoise_row_hop_run qnoise_row_enter_hop2, qnoise_row_sample_hop2, 8, 7, row1_thumb2_run_hop2\n\t"
      ".purgem qnoise_row_enter_hop2\n\t"
      ".purgem qnoise_row_sample_hop2\n\t"
      QNOISE_ROW_THUMB2_HOP_PURGE
      QNOISE_THUMB2_ASM_PURGE);
}


/// Largest period row1_thumb2_run_hop takes (the permutation is stored twice: at most 64
/// cells between wraps). Period 64 over 1/4 cell (odd k/64 cell) took row1_thumb2_run
/// before, at 6 instructions per cell: 15.0 per sample at 63/64 on Cortex-M4, 12.0 here.
inline constexpr std::uint32_t row_thumb2_hop_max_period = 64;
/// The least number of entries of a table of row1_thumb2_run or row1_thumb2_run_hop
/// (shorter periods are repeated up to it).
inline constexpr std::uint32_t row_thumb2_min_entries = 16;

/// The row through row1_thumb2_run_hop: a step in (1/4, 1) cell whose fractions repeat every
/// m = period <= MaxPeriod samples (a power of two), n >= 1. Stack: the table, 4 (MaxPeriod
/// + 1) words (528 or 1040 bytes), and the arguments (56 bytes).
template <std::uint32_t MaxPeriod>
[[gnu::noinline]] void perlin_row_thumb2_hop_sized(q16* out, std::size_t n, std::uint32_t x, std::uint32_t step,
                                                   std::uint32_t period, const permutation& lattice) noexcept {
  static_assert(MaxPeriod >= row_thumb2_min_entries && MaxPeriod <= row_thumb2_hop_max_period, "the table's size");
  constexpr std::uint32_t words = 4u * (MaxPeriod + 1u);
  std::uint32_t table[words];  // every word used is written first
  // Over 1/2 cell most samples enter a cell: row1_thumb2_run_hop2 (7 per sample + 2 per
  // cell against 6 + 4; the same fill; M4F 33/64 -0.04, 17/32 -0.07 per sample).
  const bool wide = step > 32768u;
  const std::uint32_t entries = period < row_thumb2_min_entries ? row_thumb2_min_entries : period;
  const std::uint32_t first = (entries - (static_cast<std::uint32_t>(n) & (entries - 1u))) & (entries - 1u);
  // Slot 0: sample n mod L; then each slot the next sample (the row's fill: sample i
  // enters a new cell iff 2^16 f(i - 1) + 2^16 step carries).
  const std::uint32_t f0 = (x + static_cast<std::uint32_t>(n) * step) & 0xFFFFu;
  const std::uint32_t c0 = x >> 16;
  const row1_thumb2_hop_args args{
      table,
      table + 4u * period,
      (f0 - step) << 16,
      step << 16,
      static_cast<std::uint32_t>(reinterpret_cast<std::uintptr_t>(quintic_table.value)) - ((f0 >> 6) & 3u),
      f0 << 24,
      table + 4u * entries,
      ((step * period) >> 10) & 64u,
      table + 4u * first,
      gradient1_of(lattice.values[c0 & 0xFFu]),
      lattice.values + (c0 & 0xFFu),
      gradient1_by_byte.value,
      lattice.values + 256,
      out + n};
  if (wide) {
    row1_thumb2_run_hop2(out, &args);
  } else {
    row1_thumb2_run_hop(out, &args);
  }
}
/// perlin_row_thumb2_hop_sized with the table for the period: periods up to 32 (every k/32
/// step) in 528 bytes, 64 (odd k/64) in 1040.
inline void perlin_row_thumb2_hop(q16* out, std::size_t n, std::uint32_t x, std::uint32_t step, std::uint32_t period,
                                  const permutation& lattice) noexcept {
  if (period <= row_thumb2_hop_max_period / 2u) {
    perlin_row_thumb2_hop_sized<row_thumb2_hop_max_period / 2u>(out, n, x, step, period, lattice);
  } else {
    perlin_row_thumb2_hop_sized<row_thumb2_hop_max_period>(out, n, x, step, period, lattice);
  }
}

/// Cells that samples 1 .. n-1 of a row enter after sample 0's: floor((f0 + (n - 1) step)
/// / 65536), f0 = x's fraction (64-bit: n - 1 steps may pass 2^32).
inline std::uint32_t row_thumb2_cells_entered(std::size_t n, std::uint32_t x, std::uint32_t step) noexcept {
  return static_cast<std::uint32_t>(((x & 0xFFFFu) + static_cast<std::uint64_t>(n - 1u) * step) >> 16);
}

/// The tabulated 1D row (row.hpp perlin_row_tabulated) through row1_thumb2_run: a step
/// up to 1/4 cell whose fractions repeat every m = period <= 64 samples (a power of two),
/// n >= 1. Stack: row1_thumb2_run's 832 bytes.
inline void perlin_row_thumb2(q16* out, std::size_t n, std::uint32_t x, std::uint32_t step,
                              std::uint32_t period, const permutation& lattice) noexcept {
  const std::uint32_t entries = period < row_thumb2_min_entries ? row_thumb2_min_entries : period;
  // Slot 0: sample n mod L (the row then ends at a wrap).
  const std::uint32_t f = (x + static_cast<std::uint32_t>(n) * step) & 0xFFFFu;
  const std::uint32_t c0 = x >> 16;
  const row1_thumb2_args args{
      f << 16,
      step << 16,
      f << 24,
      static_cast<std::uint32_t>(reinterpret_cast<std::uintptr_t>(quintic_table.value)) - ((f >> 6) & 3u),
      12u * entries,
      16u + 12u * ((entries - (static_cast<std::uint32_t>(n) & (entries - 1u))) & (entries - 1u)),
      gradient1_of(lattice.values[c0 & 0xFFu]) * -33554432,
      lattice.values + (c0 & 0xFFu),
      gradient1_by_byte.value,
      lattice.values + 256,
      out + n};
  row1_thumb2_run(out, &args);
}

/// row1_thumb2_run_fine's constant table (2560 bytes of flash, only in programs that take
/// that row): 512 times the gradient of each hash byte (512 gradient1_by_byte, |512 g| <=
/// 4096) and, 512 bytes on, the fade weight's knot pairs (s, K) = (K[k+1] - K[k], K[k])
/// for k in [0, 255] (Q23; fade.hpp quintic_table). One base register for both frees one
/// for the loop, the slope read with the knot saves the SUB of qnoise_weight per sample
/// and the gradient read times 512 a shift per cell.
struct row_thumb2_fine_table {
  std::int16_t gradient512[256];
  std::uint32_t knot[256][2];
};

constexpr row_thumb2_fine_table make_row_thumb2_fine_table() noexcept {
  row_thumb2_fine_table table{};
  for (std::uint32_t h = 0; h < 256; ++h) table.gradient512[h] = static_cast<std::int16_t>(gradient1_by_byte.value[h] * 512);
  for (std::uint32_t k = 0; k < 256; ++k) {
    table.knot[k][0] = quintic_table.value[k + 1] - quintic_table.value[k];
    table.knot[k][1] = quintic_table.value[k];
  }
  return table;
}

inline constexpr row_thumb2_fine_table row_thumb2_fine_tables = make_row_thumb2_fine_table();

/// What row1_thumb2_run_fine starts from: three words for its stack, then its LDM's.
struct row1_thumb2_fine_args {
  const std::uint8_t* perm_end; // [sp]: the permutation's values + 256
  const q16* out_end;           // [sp + 4]: read once, for the last cell
  std::uint32_t passes;         // [sp + 8]: floor(cells / 256)
  std::uint32_t fraction;       // r1: of sample 0, minus 65536 (mod 2^32)
  std::uint32_t step;           // r2: Q16, < 65536
  std::int32_t g0_negated;      // r7: -g(c0), c0 = the cell of sample 0
  std::uint32_t g0_scaled;      // r9: -2^25 g(c0) (mod 2^32)
  std::uint32_t c;              // r10: 2 + 65536 g(c0) (mod 2^32)
  const row_thumb2_fine_table* table;  // r11: row_thumb2_fine_tables
  const std::uint8_t* perm;     // r12: &P[c0 mod 256]
  std::uint32_t first;          // lr: cells mod 256
};

// Steps under one cell whose fractions do not repeat within a table (row.hpp's fine and
// per-sample paths): the same sample as row1_thumb2_run, with the fraction stepped in a
// register and its weight W computed per sample from the knot pair (s, K) of
// row_thumb2_fine_tables: W = K + floor(s t / 256) is the high word of (K : s) + s (t <<
// 24), one UMLAL (its low word s + (s t mod 256) 2^24 < 2^32 never carries, s < 2^16),
// and e = 512 d taken with W itself. The register holds F = f - 65536 (mod 2^32; its bits
// 0..15 are f's, which is all the weight reads), so the ADDS that steps it ends the cell
// by its sign, with no compare, and the operands are from F with per-cell constants:
//   a = g0 f + 2 = g0 F + (2 + 65536 g0) = MLS(-g0, F, C),
//   e = 512 (g1 - g0) f - 2^25 g1 = dg F - 2^25 g0 = MLA(dg, F, -2^25 g0):
// 12 instructions per sample with DSP (13 without), 8 per cell: the g0 terms -g0, C and
// -2^25 g0 each stepped by the old dg / 512 = g1 - g0 with one shifted add, the hash by
// LDRB with pre-increment of a pointer into the permutation (stored twice), 512 g1 by
// LDRSH from the same table's first 512 bytes, dg, F back by 65536, and half of a count
// (two cells per turn of the loop). The cells are counted in passes of 256 (the first
// one of cells mod 256, started at the pair's second cell if odd), after each of which
// the pointer goes back by 256 if it passed P + 256, before the next pass or the last
// cell (at most 256 cells from P + 255: it reads at most P[511]).
// Registers: r0 out, r1 F, r2 step, r3 W (Q23), r4 a then the sample, r5 e, r6 temporary
// (the rounding word without DSP), r7 -g0, r8 dg = 512 (g1 - g0), r9 -2^25 g0, r10 C =
// 2 + 65536 g0, r11 the table, r12 &P[cell] (mod 256, in the doubled permutation), lr
// the cells still to enter in this pass (then out_end). Stack: [sp] P + 256, [sp + 4]
// out_end, [sp + 8] the passes still to run. The first cell's set-up steps c0's -g0, C,
// -2^25 g0 (from the args) by dg = 0. |dg F| <= 2^29.
[[gnu::naked, gnu::noinline]] inline void row1_thumb2_run_fine(q16* /*out*/,
                                                               const row1_thumb2_fine_args* /*args*/) noexcept {
  __asm__(
      QNOISE_THUMB2_ASM_MACROS
      ".macro qnoise_row_cell_fine\n\t"
      "sub    r7, r7, r8, asr #9\n\t"  // -g0 = -(the old g1)
      "sub    r9, r9, r8, lsl #16\n\t" // -2^25 g0
      "add    r10, r10, r8, lsl #7\n\t"  // C = 2 + 65536 g0
      "ldrb   r6, [r12, #1]!\n\t"      // hash of the cell's high corner
      "ldrsh  r8, [r11, r6, lsl #1]\n\t"  // 512 g1
      "add    r8, r8, r7, lsl #9\n\t"  // dg = 512 (g1 - g0)
      ".endm\n\t"
      ".macro qnoise_row_sample_fine\n\t"
      "ubfx   r3, r1, #8, #8\n\t"      // k = f >> 8
      "add    r3, r11, r3, lsl #3\n\t"
      "ldrd   r4, r3, [r3, #512]\n\t"  // s, K
      "lsl    r6, r1, #24\n\t"         // 2^24 t, t = f mod 256
      "umlal  r4, r3, r4, r6\n\t"      // W = K + floor(s t / 256)
      "mls    r4, r7, r1, r10\n\t"     // a = g0 F + C = g0 f + 2
      "mla    r5, r8, r1, r9\n\t"      // e = dg F - 2^25 g0 = 512 d
      "qnoise_round r6\n\t"
      "qnoise_step r4, r4, r5, r3, r6\n\t"  // a + floor((512 d W + 2^31) / 2^32)
      "asr    r4, r4, #2\n\t"
      "str    r4, [r0], #4\n\t"
      "adds   r1, r1, r2\n\t"         // F >= 0: the next sample is in a new cell
      ".endm\n\t"
      "push   {r4-r11, lr}\n\t"
      "ldm    r1!, {r4, r5, r6}\n\t"
      "push   {r4, r5, r6}\n\t"
      "ldm    r1, {r1, r2, r7, r9, r10, r11, r12, lr}\n\t"
      "mov    r8, #0\n\t"
      "cmp    lr, #0\n\t"
      "beq    6f\n\t"
      "tst    lr, #1\n\t"            // odd: the pass starts at its second cell of a pair
      "itt    ne\n\t"
      "addne  lr, lr, #1\n\t"
      "bne    7f\n"
      // Two cells per turn (a pass is an even number of cells, rounded up).
      "2:\n\t"
      "qnoise_row_cell_fine\n"
      "4:\n\t"
      "qnoise_row_sample_fine\n\t"
      "bmi    4b\n\t"
      "sub    r1, r1, #65536\n"
      "7:\n\t"
      "qnoise_row_cell_fine\n"
      "8:\n\t"
      "qnoise_row_sample_fine\n\t"
      "bmi    8b\n\t"
      "sub    r1, r1, #65536\n\t"
      "subs   lr, lr, #2\n\t"
      "bne    2b\n"
      // The end of a pass: the next 256 cells, or the last cell.
      "6:\n\t"
      "ldr    r6, [sp]\n\t"            // P + 256
      "cmp    r12, r6\n\t"
      "it     hs\n\t"
      "subhs  r12, r12, #256\n\t"
      "ldr    r6, [sp, #8]\n\t"
      "subs   r6, r6, #1\n\t"
      "bmi    3f\n\t"
      "str    r6, [sp, #8]\n\t"
      "mov    lr, #256\n\t"
      "b      2b\n"
      "3:\n\t"
      "qnoise_row_cell_fine\n\t"
      "ldr    lr, [sp, #4]\n"          // out_end
      "5:\n\t"
      "qnoise_row_sample_fine\n\t"
      "cmp    r0, lr\n\t"
      "bne    5b\n\t"
      "add    sp, sp, #12\n\t"
      "pop    {r4-r11, pc}\n\t"
      ".purgem qnoise_row_sample_fine\n\t"
      ".purgem qnoise_row_cell_fine\n\t"
      QNOISE_THUMB2_ASM_PURGE);
}

/// Shortest row for row1_thumb2_run_fine: its set-up costs ~25 instructions more than
/// row.hpp's portable fine path, which it gains back at ~4 per sample (Cortex-M4).
inline constexpr std::size_t row_thumb2_fine_min = 8;

/// Any 1D row with a step under one cell (Q16 step < 65536, n >= 1) through
/// row1_thumb2_run_fine: no table on the stack.
inline void perlin_row_thumb2_fine(q16* out, std::size_t n, std::uint32_t x, std::uint32_t step,
                                   const permutation& lattice) noexcept {
  const std::uint32_t c0 = x >> 16;
  const std::uint32_t cells = row_thumb2_cells_entered(n, x, step);
  const std::int32_t g0 = gradient1_of(lattice.values[c0 & 0xFFu]);
  const std::uint32_t g0_bits = static_cast<std::uint32_t>(g0);
  const row1_thumb2_fine_args args{lattice.values + 256,
                                   out + n,
                                   cells >> 8,
                                   (x & 0xFFFFu) - 65536u,
                                   step,
                                   -g0,
                                   0u - (g0_bits << 25),
                                   2u + (g0_bits << 16),
                                   &row_thumb2_fine_tables,
                                   lattice.values + (c0 & 0xFFu),
                                   cells & 0xFFu};
  row1_thumb2_run_fine(out, &args);
}

/// What row1_thumb2_run_cells starts from (field order: its LDM's registers).
struct row1_thumb2_cells_args {
  std::uint32_t cell;           // r1: (c0 - 1) mod 256, c0 = the cell of sample 0
  const std::uint8_t* perm1;    // r2: the permutation's values + 1
  const std::int8_t* gradient;  // r3: gradient1_by_byte
  std::int32_t g0;              // r4: g(c0)
  std::uint32_t fraction;       // r8: f, the same for every sample
  std::int32_t weight;          // r10: W = quintic_weight(f), Q23
  const q16* out_end;           // r12
};

// Steps of one cell (mod 256 cells: the permutation's period): every sample has the same
// f and W and a new cell, whose g0 is the previous cell's g1. Per sample: the next
// gradient, a = MLA(g0, f, 2), 512 d = 512 f (g1 - g0) - 2^25 g1 (SUB, MUL, SUB) and the
// lerp step. The loop makes two samples, so g0 and g1 swap registers instead of moving,
// and the cell is taken mod 256 once per pair (P is stored twice: P[r1 + 1] with r1 <= 257
// needs no wrap): 23 instructions per pair with DSP (25 without), 11.5 per sample. An odd
// row enters at the pair's second sample.
// Registers: r0 out, r1 the cell (mod 256 at the top of the loop), r2 P + 1, r3
// gradient1_by_byte, r4/r5 the gradients (g0 and g1, then g1 and g0), r6 a then the
// sample, r7 512 d, r8 f, r9 512 f, r10 W, r11 the constant 2, r12 out_end, lr the hash
// (then the rounding word without DSP). On entry r4 = g(c0), odd rows have it in r5.
[[gnu::naked, gnu::noinline]] inline void row1_thumb2_run_cells(q16* /*out*/,
                                                                const row1_thumb2_cells_args* /*args*/) noexcept {
  __asm__(
      QNOISE_THUMB2_ASM_MACROS
      ".macro qnoise_row_sample_cells g0, g1\n\t"
      "add    r1, r1, #1\n\t"
      "ldrb   lr, [r2, r1]\n\t"        // hash of the cell's high corner
      "ldrsb  \\g1, [r3, lr]\n\t"
      "mla    r6, \\g0, r8, r11\n\t"   // a = g0 f + 2
      "sub    r7, \\g1, \\g0\n\t"
      "mul    r7, r7, r9\n\t"
      "sub    r7, r7, \\g1, lsl #25\n\t"  // 512 d = 512 (g1 - g0) f - 2^25 g1
      "qnoise_round lr\n\t"
      "qnoise_step r6, r6, r7, r10, lr\n\t"  // a + floor((512 d W + 2^31) / 2^32)
      "asr    r6, r6, #2\n\t"
      "str    r6, [r0], #4\n\t"
      ".endm\n\t"
      "push   {r4-r11, lr}\n\t"
      "ldm    r1, {r1, r2, r3, r4, r8, r10, r12}\n\t"
      "lsl    r9, r8, #9\n\t"
      "mov    r11, #2\n\t"
      "sub    lr, r12, r0\n\t"
      "tst    lr, #4\n\t"              // an odd number of samples
      "beq    1f\n\t"
      "mov    r5, r4\n\t"
      "b      2f\n"
      "1:\n\t"
      "qnoise_row_sample_cells r4, r5\n"
      "2:\n\t"
      "qnoise_row_sample_cells r5, r4\n\t"
      "and    r1, r1, #255\n\t"
      "cmp    r0, r12\n\t"
      "bne    1b\n\t"
      "pop    {r4-r11, pc}\n\t"
      ".purgem qnoise_row_sample_cells\n\t"
      QNOISE_THUMB2_ASM_PURGE);
}

/// A 1D row whose step is one cell mod 256 cells (Q16 step & 0xFFFFFF == 0x10000), n >= 1.
inline void perlin_row_thumb2_cells(q16* out, std::size_t n, std::uint32_t x, const permutation& lattice) noexcept {
  const std::uint32_t c0 = x >> 16;
  const std::uint32_t f = x & 0xFFFFu;
  const row1_thumb2_cells_args args{(c0 - 1u) & 0xFFu,
                                    lattice.values + 1,
                                    gradient1_by_byte.value,
                                    gradient1_of(lattice.values[c0 & 0xFFu]),
                                    f,
                                    static_cast<std::int32_t>(quintic_weight(f)),
                                    out + n};
  row1_thumb2_run_cells(out, &args);
}

}  // namespace detail
}  // namespace qnoise

#endif
#endif  // QNOISE_ROW_THUMB2_HPP
