// SPDX-License-Identifier: MIT
/// \file
/// qnoise/arch/thumb2/perlin2.hpp — 2D gradient noise on a permutation table, in Thumb-2
/// assembly for every core that has it (Cortex-M3, M4, M7, M33, M55): one text, with the
/// lerp and the hash index as macros that differ with the DSP extension (target.hpp).
///
/// The same arithmetic as detail::gradient_noise(lattice, px, py) in perlin.hpp, step for
/// step, so the result is identical bit for bit (tests/core/test_perlin_paths.cpp compares
/// the two on every core over the edge set and random points, and the golden checksums
/// must match the host's). Why assembly: GCC's schedule of the portable code took 79-83
/// instructions per call on the DSP cores and 100 on Cortex-M3 (docs/performance.md has
/// the measured figures of this path).
///
/// Differences in form only:
/// - each corner's gradient is one LDM from a table of words: (gx, gy) for the near-x
///   corners; (-2^25 gx, 512 gx, 512 gy) for the far-x ones, whose dot with (1, x near, y)
///   is 512 g . (x far, y), so the x lerp's difference 512 (b - a) is one SUB with a
///   shifted operand and x far needs no register. The same loads bring three of the four
///   2^31 words that the lerp steps round with on cores without DSP (target.hpp
///   qnoise_step);
/// - the weights are fade.hpp's quintic_weight with one UMLAL (target.hpp);
/// - the y offset is switched from near to far in place (far = near - 65536);
/// - the final mul_weight(v, 43360) is one more lerp step (target.hpp).
/// Dispatch and contract: arch/arch.hpp.
#ifndef QNOISE_ARCH_THUMB2_PERLIN2_HPP
#define QNOISE_ARCH_THUMB2_PERLIN2_HPP

#include "../../detail/freestanding.hpp"

#include "../../fade.hpp"
#include "target.hpp"

#ifdef QNOISE_THUMB2_ASM
#define QNOISE_HAS_PERLIN2_ASM 1

namespace qnoise {
namespace detail {

// Register use (AAPCS: x, y, perm in r0-r2; result in r0). Q formats: x, y Q16.16;
// offsets Q16 (near in [0, 65535], far in [-65536, -1]); weights Q23; dot products and
// lerps Q16 (|dot| <= 3 * 65536). K = the fade knots (quintic_table), G = the gradient
// table below. Twelve registers, so that only seven are saved (the stack of a call at
// -O0, where the caller's frame is large, stays within its budget):
//   r0  x, then c00, n0 and the result    r1  y, then the y offset (near, then far)
//   r2  perm, then K, then G              r3, r4, r6  the corner hashes c11, c01, c10
//   r7  Wx    r8  Wy    r9  x near        lr  43360 * 2^16 - 2^32 (the 2D scale)
//   r5, r12 and each hash register once used: gradients, rounding words, temps.
[[gnu::naked, gnu::noinline]] inline int32_t perlin2_asm(int32_t /*x*/, int32_t /*y*/,
                                                            const uint8_t* /*perm*/) noexcept {
  __asm__(
      QNOISE_THUMB2_ASM_MACROS
      "push   {r4-r9, lr}\n\t"
      // Hashes: hx = P[cx], P[cx + 1]; corners P[hx + cy (+1)]. The table is stored twice
      // (512 bytes), so no index needs a mask. Wx is taken before the corners, so that c00
      // can go to r0.
      "qnoise_index r3, r2, r0\n\t"
      "ldrb   r4, [r3]\n\t"          // hx0
      "ldrb   r3, [r3, #1]\n\t"      // hx1
      "qnoise_index r12, r2, r1\n\t"
      "ldrd   r2, lr, 8f\n\t"                      // r2 = K, lr = the scale
      "uxth   r9, r0\n\t"                          // r9 = x near, [0, 65535]
      "qnoise_weight r7, r0, r2, r5, r6, r0\n\t"   // r7 = Wx (x is not needed after it)
      "ldrb   r0, [r12, r4]\n\t"     // c00
      "ldrb   r6, [r12, r3]\n\t"     // c10
      "add    r12, r12, #1\n\t"
      "ldrb   r4, [r12, r4]\n\t"     // c01
      "ldrb   r3, [r12, r3]\n\t"     // c11
      "qnoise_weight r8, r1, r2, r2, r5, r12\n\t"  // r8 = Wy (K is not needed after it)
      "uxth   r1, r1\n\t"                          // r1 = y near
      "adr    r2, 9f+16\n\t"                       // r2 = G
      // p = G + 32 (c & 7): the gradient of hash c at p, its x 512 form just before.
      // k = 512 g . (x far, y), with rnd = 2^31 if given; p is one of rnd < k < g0 < g1
      // (LDMDB's ascending list). g0 = g . (x near, y), with rnd = 2^31; p is one of
      // g0 < g1 < rnd. Each x lerp loads the far corner first: its result then takes one
      // register while the near corner's three are loaded.
      ".macro qnoise_gptr2 p\n\t"
      "and    \\p, \\p, #7\n\t"
      "add    \\p, r2, \\p, lsl #5\n\t"
      ".endm\n\t"
      ".macro qnoise_far2 p, k, g0, g1, rnd\n\t"
      "qnoise_gptr2 \\p\n\t"
      ".ifb \\rnd\n\t"
      "ldmdb  \\p, {\\k, \\g0, \\g1}\n\t"
      ".else\n\t"
      "ldmdb  \\p, {\\rnd, \\k, \\g0, \\g1}\n\t"
      ".endif\n\t"
      "mla    \\k, \\g0, r9, \\k\n\t"
      "mla    \\k, \\g1, r1, \\k\n\t"
      ".endm\n\t"
      ".macro qnoise_near2 p, g0, g1, rnd\n\t"
      "qnoise_gptr2 \\p\n\t"
      "ldm    \\p, {\\g0, \\g1, \\rnd}\n\t"
      "mul    \\g0, \\g0, r9\n\t"
      "mla    \\g0, \\g1, r1, \\g0\n\t"
      ".endm\n\t"
      "qnoise_far2 r6, r5, r6, r12\n\t"         // r5 = 512 b = 512 g(c10) . (x far, y near)
      "qnoise_near2 r0, r0, r6, r12\n\t"        // r0 = a = g(c00) . (x near, y near); r12 = 2^31
      "qnoise_xlerp r0, r5, r7, r12\n\t"        // r0 = n0 = lerp_q23(a, b, Wx)
      "sub    r1, r1, #65536\n\t"               // y far
      "qnoise_far2 r3, r5, r6, r12, r3\n\t"     // r5 = 512 g(c11) . (x far, y far); r3 = 2^31
      "qnoise_near2 r4, r4, r6, r12\n\t"        // r4 = g(c01) . (x near, y far); r12 = 2^31
      "qnoise_xlerp r4, r5, r7, r12\n\t"        // r4 = n1
      ".purgem qnoise_near2\n\t"
      ".purgem qnoise_far2\n\t"
      ".purgem qnoise_gptr2\n\t"
      "qnoise_lerp r0, r0, r4, r5, r8, r3\n\t"  // r0 = lerp_q23(n0, n1, Wy)
      "qnoise_round r3\n\t"
      "qnoise_step r0, r0, r0, lr, r3\n\t"      // r0 = mul_weight(r0, 43360)
      "pop    {r4-r9, pc}\n\t"
      QNOISE_THUMB2_ASM_PURGE
      // The knots' address and the scale, for the LDRD above.
      ".p2align 3\n"
      "8:\n\t"
      ".word  _ZN6qnoise6detail13quintic_tableE, 0xA9600000\n\t"
      // G: the eight gradients by h & 7 (perlin.hpp gradient2_x and gradient2_y; the test
      // checks the result), 32 bytes each: 2^31, -2^25 gx, 512 gx, 512 gy (the far-x form,
      // read by LDMDB from G + 32 h, the 2^31 only by the second), then gx, gy, 2^31 and a
      // pad word (read by LDM).
      ".macro qnoise_g2 x, y\n\t"
      ".word  0x80000000, -(\\x)*0x2000000, (\\x)*512, (\\y)*512\n\t"
      ".word  \\x, \\y, 0x80000000, 0\n\t"
      ".endm\n"
      "9:\n\t"
      "qnoise_g2 1, 2\n\t"
      "qnoise_g2 2, 1\n\t"
      "qnoise_g2 2, -1\n\t"
      "qnoise_g2 1, -2\n\t"
      "qnoise_g2 -1, -2\n\t"
      "qnoise_g2 -2, -1\n\t"
      "qnoise_g2 -2, 1\n\t"
      "qnoise_g2 -1, 2\n\t"
      ".purgem qnoise_g2\n\t"
      ".p2align 1\n\t");
}

}  // namespace detail
}  // namespace qnoise

#endif
#endif  // QNOISE_ARCH_THUMB2_PERLIN2_HPP
