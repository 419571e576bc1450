// SPDX-License-Identifier: MIT
/// \file
/// qnoise/arch/thumb2/target.hpp — what the Thumb-2 assembly paths (perlin2.hpp,
/// perlin3.hpp beside this file) share: the target guard and the assembler macros they are written
/// with, three of which depend on the DSP extension.
///
/// Targets: every core with Thumb-2 (ARMv7-M, ARMv7E-M, ARMv8-M Mainline, ARMv8.1-M:
/// Cortex-M3, M4, M7, M33, M55). Each function is ONE assembly text for all of them; only
/// these macros differ:
/// - with the DSP extension (M4, M7, M33, M55; __ARM_FEATURE_DSP and no QNOISE_NO_DSP):
///   a lerp step is one SMMLAR, a hash index one UXTAB;
/// - without it (M3, or any core built with QNOISE_NO_DSP): a lerp step is SMLAL onto a
///   low word of 2^31, which gives the same bits (below), and an index is UBFX + ADD.
/// Dispatch and contract: arch/arch.hpp.
#ifndef QNOISE_ARCH_THUMB2_TARGET_HPP
#define QNOISE_ARCH_THUMB2_TARGET_HPP

#if defined(__thumb2__) && defined(__GNUC__) && !defined(QNOISE_NO_ASM)
#define QNOISE_THUMB2_ASM 1

// qnoise_index out, base, cell: out = base + ((cell >> 16) & 255), the address of
//   P[cell mod 256] for a Q16 coordinate cell. out must differ from base.
// qnoise_round rnd: makes rnd ready for qnoise_step (2^31 where that is needed).
// qnoise_step out, acc, m, w, rnd: out = acc + floor((m w + 2^31) / 2^32), modulo 2^32,
//   with rnd = 2^31 on entry (clobbered; the gradient tables hold 2^31 words, so most
//   steps get it from a load they make anyway). out may equal acc; otherwise it must
//   differ from m, w and rnd.
//   DSP: SMMLAR. Without it: SMLAL adds m w to the 64-bit (acc : 2^31), whose high word
//   is then acc + floor((m w + 2^31) / 2^32): the same bits.
#if defined(__ARM_FEATURE_DSP) && !defined(QNOISE_NO_DSP)
#define QNOISE_THUMB2_INDEX_BODY "uxtab  \\out, \\base, \\cell, ror #16\n\t"
#define QNOISE_THUMB2_ROUND_BODY ""
#define QNOISE_THUMB2_STEP_BODY "smmlar \\out, \\m, \\w, \\acc\n\t"
#else
#define QNOISE_THUMB2_INDEX_BODY \
  "ubfx   \\out, \\cell, #16, #8\n\t" \
  "add    \\out, \\base, \\out\n\t"
#define QNOISE_THUMB2_ROUND_BODY "mov    \\rnd, #0x80000000\n\t"
#define QNOISE_THUMB2_STEP_BODY \
  ".ifnc \\out, \\acc\n\t"      \
  "mov    \\out, \\acc\n\t"     \
  ".endif\n\t"                  \
  "smlal  \\rnd, \\out, \\m, \\w\n\t"
#endif

// The macros, defined at the start of each function's assembly and purged at its end (an
// assembler macro is global to the translation unit, and both functions may be in one).
// Besides the three above:
// qnoise_lerp out, a, b, d, w, rnd: out = lerp_q23(a, b, w) for Q16 a, b and a Q23 weight
//   w: a + floor((512 (b - a) w + 2^31) / 2^32), which is the DSP evaluation of fixed.hpp
//   (lerp_q23_by_dsp), equal to the others bit for bit. d is clobbered.
// qnoise_xlerp a, b512, w, rnd: the same in place, a = lerp_q23(a, b, w), given b512 =
//   512 b (the far-x corners' gradients are stored times 512). b512 is clobbered.
// qnoise_weight out, from, knots, t1, t2, t3: out = quintic_weight(from & 0xFFFF), Q23,
//   with knots = &quintic_table. With k = (from >> 8) & 255, f = from & 255 and the slope
//   s = K[k+1] - K[k] >= 0, the 64-bit sum (K[k] : K[k+1]) + s (f << 24) has the high word
//   K[k] + floor(s f / 256), because its low word, (s f mod 256) 2^24 + K[k+1] with
//   K[k+1] <= 2^23, never carries: fade.hpp's quintic_weight with one UMLAL.
// mul_weight(v, 43360), the 2D scale, is qnoise_step v, v, v, 43360 * 2^16 - 2^32: v +
// floor((v (43360 * 2^16 - 2^32) + 2^31) / 2^32) = floor((43360 v + 2^15) / 2^16).
#define QNOISE_THUMB2_ASM_MACROS                           \
  ".macro qnoise_index out, base, cell\n\t"                \
  QNOISE_THUMB2_INDEX_BODY                                 \
  ".endm\n\t"                                              \
  ".macro qnoise_round rnd\n\t"                            \
  QNOISE_THUMB2_ROUND_BODY                                 \
  ".endm\n\t"                                              \
  ".macro qnoise_step out, acc, m, w, rnd\n\t"             \
  QNOISE_THUMB2_STEP_BODY                                  \
  ".endm\n\t"                                              \
  ".macro qnoise_lerp out, a, b, d, w, rnd\n\t"            \
  "sub    \\d, \\b, \\a\n\t"                               \
  "lsl    \\d, \\d, #9\n\t"                                \
  "qnoise_step \\out, \\a, \\d, \\w, \\rnd\n\t"            \
  ".endm\n\t"                                              \
  ".macro qnoise_xlerp a, b512, w, rnd\n\t"                \
  "sub    \\b512, \\b512, \\a, lsl #9\n\t"                 \
  "qnoise_step \\a, \\a, \\b512, \\w, \\rnd\n\t"           \
  ".endm\n\t"                                              \
  ".macro qnoise_weight out, from, knots, t1, t2, t3\n\t"  \
  "ubfx   \\out, \\from, #8, #8\n\t"                       \
  "add    \\out, \\knots, \\out, lsl #2\n\t"               \
  "ldrd   \\out, \\t1, [\\out]\n\t"                        \
  "sub    \\t2, \\t1, \\out\n\t"                           \
  "lsl    \\t3, \\from, #24\n\t"                           \
  "umlal  \\t1, \\out, \\t2, \\t3\n\t"                     \
  ".endm\n\t"
#define QNOISE_THUMB2_ASM_PURGE \
  ".purgem qnoise_weight\n\t"   \
  ".purgem qnoise_xlerp\n\t"    \
  ".purgem qnoise_lerp\n\t"     \
  ".purgem qnoise_step\n\t"     \
  ".purgem qnoise_round\n\t"    \
  ".purgem qnoise_index\n\t"

#endif
#endif  // QNOISE_ARCH_THUMB2_TARGET_HPP
