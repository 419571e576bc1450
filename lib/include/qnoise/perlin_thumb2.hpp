// qnoise/perlin_thumb2.hpp — what the Thumb-2 assembly paths (perlin2_thumb2.hpp,
// perlin3_thumb2.hpp) share: the target guard and the assembler macros they are written
// with, including the two whose instructions depend on the DSP extension.
//
// Targets: every core with Thumb-2 (ARMv7-M, ARMv7E-M, ARMv8-M Mainline, ARMv8.1-M:
// Cortex-M3, M4, M7, M33, M55). Each function is ONE assembly text for all of them; only
// the macros below differ:
// - with the DSP extension (M4, M7, M33, M55; __ARM_FEATURE_DSP and no QNOISE_NO_DSP):
//   a lerp is one SMMLAR, a hash index one UXTAB;
// - without it (M3, or any core built with QNOISE_NO_DSP): a lerp is MOV + SMLAL, which
//   gives the same bits (below), and an index is UBFX + ADD.
// Dispatch and contract: perlin_asm.hpp.
#ifndef QNOISE_PERLIN_THUMB2_HPP
#define QNOISE_PERLIN_THUMB2_HPP

#if defined(__thumb2__) && defined(__GNUC__) && !defined(QNOISE_NO_ASM)
#define QNOISE_THUMB2_ASM 1

#if defined(__ARM_FEATURE_DSP) && !defined(QNOISE_NO_DSP)
// out = base + ((cell >> 16) & 255): the address of P[cell mod 256].
#define QNOISE_THUMB2_INDEX_BODY "uxtab  \\out, \\base, \\cell, ror #16\n\t"
// acc += floor((m * w + 2^31) / 2^32), i.e. smmlar(m, w, acc) (fixed.hpp lerp_q23_by_dsp).
#define QNOISE_THUMB2_LERP_BODY "smmlar \\acc, \\m, \\w, \\acc\n\t"
#else
// out must differ from base.
#define QNOISE_THUMB2_INDEX_BODY \
  "ubfx   \\out, \\cell, #16, #8\n\t" \
  "add    \\out, \\base, \\out\n\t"
// SMLAL adds the 64-bit product to (acc : 2^31); its high word is then
// acc + floor((m * w + 2^31) / 2^32), modulo 2^32: SMMLAR's bits exactly. tmp is clobbered
// (it receives the low word).
#define QNOISE_THUMB2_LERP_BODY \
  "mov    \\tmp, #0x80000000\n\t" \
  "smlal  \\tmp, \\acc, \\m, \\w\n\t"
#endif

// The macros, defined at the start of each function's assembly and purged at its end (an
// assembler macro is global to the translation unit, and both functions may be in one).
// qnoise_lerp acc, m, w, tmp: acc += floor((m w + 2^31) / 2^32). With m = 512 (b - a) and
// a Q23 weight w this is lerp_q23(a, b, w) in place (fixed.hpp: the DSP evaluation,
// identical to the others); with m = acc and w = 43360 * 2^16 - 2^32 it is
// mul_weight(acc, 43360) (the product acc * 43360 * 2^16 / 2^32, rounded half up).
// qnoise_weight out, from, knots, t1, t2, t3: out = quintic_weight(from & 0xFFFF), Q23,
// with knots = &quintic_table. With k = (from >> 8) & 255, f = from & 255, the slope
// s = K[k+1] - K[k] >= 0 and the 64-bit sum (K[k] : K[k+1]) + s * (f << 24), the high word
// is K[k] + floor(s f / 256) because the low word, (s f mod 256) 2^24 + K[k+1] with
// K[k+1] <= 2^23, never carries: fade.hpp's quintic_weight in one UMLAL.
#define QNOISE_THUMB2_ASM_MACROS                    \
  ".macro qnoise_index out, base, cell\n\t"         \
  QNOISE_THUMB2_INDEX_BODY                          \
  ".endm\n\t"                                       \
  ".macro qnoise_lerp acc, m, w, tmp\n\t"           \
  QNOISE_THUMB2_LERP_BODY                           \
  ".endm\n\t"                                       \
  ".macro qnoise_weight out, from, knots, t1, t2, t3\n\t" \
  "ubfx   \\out, \\from, #8, #8\n\t"                \
  "add    \\out, \\knots, \\out, lsl #2\n\t"        \
  "ldrd   \\out, \\t1, [\\out]\n\t"                 \
  "sub    \\t2, \\t1, \\out\n\t"                    \
  "lsl    \\t3, \\from, #24\n\t"                    \
  "umlal  \\t1, \\out, \\t2, \\t3\n\t"              \
  ".endm\n\t"
#define QNOISE_THUMB2_ASM_PURGE \
  ".purgem qnoise_weight\n\t"   \
  ".purgem qnoise_lerp\n\t"     \
  ".purgem qnoise_index\n\t"

#endif
#endif  // QNOISE_PERLIN_THUMB2_HPP
