// SPDX-License-Identifier: MIT
/// \file
/// qnoise/arch/thumb2/perlin3.hpp — 3D gradient noise on a permutation table, in Thumb-2
/// assembly for every core that has it (Cortex-M3, M4, M7, M33, M55): one text, with the
/// lerp and the hash index as macros that differ with the DSP extension (target.hpp).
///
/// The same arithmetic as detail::gradient_noise(lattice, px, py, pz) in perlin.hpp, step
/// for step, so the result is identical bit for bit (tests/core/test_perlin_paths.cpp
/// compares the two on every core over the edge set and random points, and the golden
/// checksums must match the host's). Why assembly: GCC keeps the 38 loads of a 3D call
/// in registers it does not have and spills about 45 instructions' worth (199 per call on
/// Cortex-M4, 229 on M3); scheduled by hand the call takes well under 160 on every core
/// (docs/performance.md has the measured figures).
///
/// Differences in form only:
/// - each corner's gradient (gx, gy, gz) is one LDM of words; the far-x corners read
///   (-2^25 gx, 512 gx, 512 gy, 512 gz), whose dot with (1, x near, y, z) is
///   512 g . (x far, y, z): the x lerp's difference 512 (b - a) is then one SUB with a
///   shifted operand, and x far needs no register. The near-x load also brings the 2^31
///   word that the x lerps round with on cores without DSP (target.hpp qnoise_step);
/// - the weights are fade.hpp's quintic_weight with one UMLAL (target.hpp);
/// - the y and z offsets are switched between near and far in place (a far offset is the
///   near one minus 65536, with the same low 16 bits, from which the weights are taken).
/// Dispatch and contract: arch/arch.hpp.
#ifndef QNOISE_ARCH_THUMB2_PERLIN3_HPP
#define QNOISE_ARCH_THUMB2_PERLIN3_HPP

#include "../../detail/freestanding.hpp"

#include "../../fade.hpp"
#include "target.hpp"

#ifdef QNOISE_THUMB2_ASM
#define QNOISE_HAS_PERLIN3_ASM 1

namespace qnoise {
namespace detail {

// Register use (AAPCS: x, y, z, perm in r0-r3; result in r0). Q formats: x, y, z Q16.16;
// offsets Q16 (near in [0, 65535], far in [-65536, -1]); weights Q23; dot products and
// lerps Q16 (|dot| <= 2 * 65536). K = the fade knots (quintic_table), G = the gradient
// table below. Corners are named by their (x, y, z) offsets, c000 ... c111.
//   r1  y offset (near / far)   r2  z offset (near / far)   r3  K, then G, then K
//   r4  Wx, then Wy, Wz         r6  x near
//   r5, r7  the hash pairs c011 | c111 << 8 and c001 | c101 << 8; r9-r12 c000, c100,
//   c010, c110. Each freed register then holds an x lerp or serves as a temp.
[[gnu::naked, gnu::noinline]] inline int32_t perlin3_asm(int32_t /*x*/, int32_t /*y*/, int32_t /*z*/,
                                                            const uint8_t* /*perm*/) noexcept {
  __asm__(
      QNOISE_THUMB2_ASM_MACROS
      "push   {r4-r11, lr}\n\t"
      // Hashes: hx = P[cx], P[cx + 1]; hxy = P[hx + cy (+1)]; corners P[hxy + cz (+1)].
      // The table is stored twice (512 bytes), so no index needs a mask.
      "qnoise_index r4, r3, r0\n\t"
      "ldrb   r5, [r4]\n\t"          // hx0
      "ldrb   r4, [r4, #1]\n\t"      // hx1
      "qnoise_index r6, r3, r1\n\t"
      "ldrb   r7, [r6, r5]\n\t"      // h00
      "ldrb   r8, [r6, r4]\n\t"      // h10
      "add    r6, r6, #1\n\t"
      "ldrb   r5, [r6, r5]\n\t"      // h01
      "ldrb   r4, [r6, r4]\n\t"      // h11
      "qnoise_index r6, r3, r2\n\t"
      "ldrb   r9, [r6, r7]\n\t"      // c000
      "ldrb   r10, [r6, r8]\n\t"     // c100
      "ldrb   r11, [r6, r5]\n\t"     // c010
      "ldrb   r12, [r6, r4]\n\t"     // c110
      "add    r6, r6, #1\n\t"
      "ldrb   r7, [r6, r7]\n\t"      // c001
      "ldrb   r8, [r6, r8]\n\t"      // c101
      "ldrb   r5, [r6, r5]\n\t"      // c011
      "ldrb   r4, [r6, r4]\n\t"      // c111
      "orr    r7, r7, r8, lsl #8\n\t"    // r7 = c001 | c101 << 8
      "orr    r5, r5, r4, lsl #8\n\t"    // r5 = c011 | c111 << 8
      "ldr    r3, 8f\n\t"                          // r3 = K
      "qnoise_weight r4, r0, r3, r6, r8, lr\n\t"   // r4 = Wx
      "uxth   r6, r0\n\t"                // r6 = x near, [0, 65535]
      "uxth   r1, r1\n\t"                // r1 = y near
      "uxth   r2, r2\n\t"                // r2 = z near
      "adr    r3, 9f+16\n\t"             // r3 = G
      // p = G + 32 ((src >> at) & 15): the gradient of hash h at p, its x 512 form just
      // before. k = 512 g . (x far, y, z); p is one of k < g0 < g1 < g2 (LDM's ascending
      // list). g0 = g . (x near, y, z), with rnd = 2^31; p is one of g0 < g1 < g2 < rnd.
      // Each x lerp loads the far corner first: its result then takes one register while
      // the near corner's four are loaded.
      ".macro qnoise_gptr p, src, at\n\t"
      "ubfx   \\p, \\src, #\\at, #4\n\t"
      "add    \\p, r3, \\p, lsl #5\n\t"
      ".endm\n\t"
      ".macro qnoise_far3 src, at, p, k, g0, g1, g2\n\t"
      "qnoise_gptr \\p, \\src, \\at\n\t"
      "ldmdb  \\p, {\\k, \\g0, \\g1, \\g2}\n\t"
      "mla    \\k, \\g0, r6, \\k\n\t"
      "mla    \\k, \\g1, r1, \\k\n\t"
      "mla    \\k, \\g2, r2, \\k\n\t"
      ".endm\n\t"
      ".macro qnoise_near3 src, at, p, g0, g1, g2, rnd\n\t"
      "qnoise_gptr \\p, \\src, \\at\n\t"
      "ldm    \\p, {\\g0, \\g1, \\g2, \\rnd}\n\t"
      "mul    \\g0, \\g0, r6\n\t"
      "mla    \\g0, \\g1, r1, \\g0\n\t"
      "mla    \\g0, \\g2, r2, \\g0\n\t"
      ".endm\n\t"
      "qnoise_far3  r10, 0, r10, r0, r8, r10, lr\n\t"      // r0 = 512 g(c100) . (x far, y near, z near)
      "qnoise_near3 r9, 0, r9, r8, r9, r10, lr\n\t"        // r8 = g(c000) . (x near, ...)
      "qnoise_xlerp r8, r0, r4, lr\n\t"                    // r8 = n00 (y near, z near)
      "sub    r2, r2, #65536\n\t"                          // z far
      "qnoise_far3  r7, 8, r0, r0, r9, r10, lr\n\t"        // c101
      "qnoise_near3 r7, 0, r7, r7, r9, r10, lr\n\t"        // c001
      "qnoise_xlerp r7, r0, r4, lr\n\t"                    // r7 = n01 (y near, z far)
      "sub    r1, r1, #65536\n\t"                          // y far
      "qnoise_far3  r5, 8, r0, r0, r9, r10, lr\n\t"        // c111
      "qnoise_near3 r5, 0, r5, r5, r9, r10, lr\n\t"        // c011
      "qnoise_xlerp r5, r0, r4, lr\n\t"                    // r5 = n11 (y far, z far)
      "add    r2, r2, #65536\n\t"                          // z near
      "qnoise_far3  r12, 0, r12, r0, r9, r10, r12\n\t"     // c110
      "qnoise_near3 r11, 0, r11, r9, r10, r11, lr\n\t"     // c010
      "qnoise_xlerp r9, r0, r4, lr\n\t"                    // r9 = n10 (y far, z near)
      ".purgem qnoise_near3\n\t"
      ".purgem qnoise_far3\n\t"
      ".purgem qnoise_gptr\n\t"
      // Wy, Wz from the low 16 bits of the y and z offsets; then the y and z lerps.
      "ldrd   r3, r6, [r3, #-24]\n\t"                // r3 = K, r6 = 2^31 (8: below)
      "qnoise_weight r4, r1, r3, r10, r11, r12\n\t"  // r4 = Wy
      "qnoise_lerp r8, r8, r9, r0, r4, r6\n\t"       // r8 = z-near plane
      "qnoise_round r6\n\t"
      "qnoise_lerp r7, r7, r5, r0, r4, r6\n\t"       // r7 = z-far plane
      "qnoise_weight r4, r2, r3, r10, r11, r12\n\t"  // r4 = Wz
      "qnoise_round r6\n\t"
      "qnoise_lerp r0, r8, r7, r5, r4, r6\n\t"
      "pop    {r4-r11, pc}\n\t"
      QNOISE_THUMB2_ASM_PURGE
      // The knots' address and a 2^31 word, 24 bytes below G.
      ".p2align 3\n"
      "8:\n\t"
      ".word  _ZN6qnoise6detail13quintic_tableE, 0x80000000\n\t"
      // G: Perlin's 12 gradients (4 repeated) by h & 15 (perlin.hpp gradient3_x/y/z; the
      // test checks the result), 32 bytes each: -2^25 gx, 512 gx, 512 gy, 512 gz (the far-x
      // form, read by LDMDB from G + 32 h), then gx, gy, gz, 2^31 (read by LDM).
      ".macro qnoise_g3 x, y, z\n\t"
      ".word  -(\\x)*0x2000000, (\\x)*512, (\\y)*512, (\\z)*512\n\t"
      ".word  \\x, \\y, \\z, 0x80000000\n\t"
      ".endm\n"
      "9:\n\t"
      "qnoise_g3 1, 1, 0\n\t"
      "qnoise_g3 -1, 1, 0\n\t"
      "qnoise_g3 1, -1, 0\n\t"
      "qnoise_g3 -1, -1, 0\n\t"
      "qnoise_g3 1, 0, 1\n\t"
      "qnoise_g3 -1, 0, 1\n\t"
      "qnoise_g3 1, 0, -1\n\t"
      "qnoise_g3 -1, 0, -1\n\t"
      "qnoise_g3 0, 1, 1\n\t"
      "qnoise_g3 0, -1, 1\n\t"
      "qnoise_g3 0, 1, -1\n\t"
      "qnoise_g3 0, -1, -1\n\t"
      "qnoise_g3 1, 1, 0\n\t"
      "qnoise_g3 0, -1, 1\n\t"
      "qnoise_g3 -1, 1, 0\n\t"
      "qnoise_g3 0, -1, -1\n\t"
      ".purgem qnoise_g3\n\t"
      ".p2align 1\n\t");
}

}  // namespace detail
}  // namespace qnoise

#endif
#endif  // QNOISE_ARCH_THUMB2_PERLIN3_HPP
