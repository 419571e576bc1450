// SPDX-License-Identifier: MIT
/// \file
/// qnoise/arch/armv6m/perlin2.hpp — 2D gradient noise on a permutation table, in Thumb-1
/// assembly for ARMv6-M (Cortex-M0, M0+).
///
/// The same arithmetic as detail::gradient_noise(lattice, px, py) in perlin.hpp with
/// ARMv6-M's exact evaluations (lerp_q23_narrow, mul_weight_narrow), so the result is
/// identical bit for bit (tests/core/test_perlin_paths.cpp compares the two on every core
/// over the edge set and random points, and the golden checksums must match the host's).
/// Why assembly: with eight low registers GCC spills the corner values and the split
/// weights (bench_core on Cortex-M0 at -O2: 181 instructions per call, 68 bytes of stack);
/// scheduled by hand, in an order that keeps few values live, the function is 105
/// instructions with no branch, the same for every input, and pushes 20 bytes (112 and 28
/// as bench_core counts a call; docs/performance.md has the current figures).
///
/// Differences in form only (each exact, so the bits cannot differ):
/// - lerp_q23_narrow's rounding, a + asr(s + 1024, 11), is a + asr(s, 11) + bit 10 of s:
///   ASRS #11 leaves bit 10 in the carry and ADCS adds it (no register holds 1024);
/// - mul_weight_narrow(L, 43360) = floor((43360 L + 2^15) / 2^16) = floor((1355 L + 2^10) /
///   2^11) (43360 = 32 * 1355) = L + floor((-693 L + 2^10) / 2^11) (1355 = 2048 - 693):
///   MULS by -693, then ASRS #11 and ADCS L as above; |693 L| < 2^28;
/// - the corners are taken far y first, (0, 1) (1, 1) then (1, 0) (0, 0), so that one
///   register per axis switches between the near offset t (Q16, [0, 65535]) and the far one
///   t - 65536 (same low 16 bits): ORR / ADD of 0xFFFF0000 to go far, UXTH to come back;
///   y ends near, as Wy wants it;
/// - the gradients are a table of (gradient2_x[i], gradient2_y[i]) word pairs, 8 bytes
///   apart: (h & 7) * 8 + G addresses a pair and one LDM loads both (words, as Thumb-1
///   has LDRSB only with a register offset, and that would need more low registers than
///   there are); 64 bytes;
/// - one ADR and one LDM load the fade-knot address and 0xFFFF0000 from two words stored
///   just before the gradient table and leave the table's address behind.
/// Dispatch and contract: arch/arch.hpp.
#ifndef QNOISE_ARCH_ARMV6M_PERLIN2_HPP
#define QNOISE_ARCH_ARMV6M_PERLIN2_HPP

#include "../../detail/freestanding.hpp"

#include "../../fade.hpp"
#include "target.hpp"

#ifdef QNOISE_ARMV6M_ASM
#define QNOISE_HAS_PERLIN2_ASM 1

namespace qnoise {
namespace detail {

// Register use (AAPCS: x, y, perm in r0-r2; result in r0). While the corners run:
//   r0 = x offset, r1 = y offset (near or far, Q16), r2 = Wx >> 12, lr = Wx & 0xFFF,
//   ip = G (the gradient table), r4 / r5 = perm + cy + P[cx] / P[cx + 1] (a corner's hash
//   is the byte there, near y, or the next one, far y), r3 r6 r7 = corner values, scratch.
// Wx, Wy: quintic_weight, Q23 in [0, 2^23), split W = 4096 wh + wl into the two 32-bit
// products of lerp_q23_narrow: every difference d here has |d| < 2^19 (corner values are
// within +-3 * 65536), so |d wh| < 2^30 and |d wl| < 2^31.
[[gnu::naked, gnu::noinline]] inline int32_t perlin2_asm(int32_t /*x*/, int32_t /*y*/,
                                                            const uint8_t* /*perm*/) noexcept {
  __asm__(
      QNOISE_ARMV6M_ASM_SYNTAX
      "push   {r4-r7, lr}\n\t"
      // Hashes: hx = P[cx], P[cx + 1]; a corner's is P[hx + cy] (near y) or the byte after
      // it (far y). The table is stored twice (512 bytes), so no index needs a mask.
      "lsls   r3, r0, #8\n\t"
      "lsrs   r3, r3, #24\n\t"       // cx = (x >> 16) & 255
      "adds   r3, r3, r2\n\t"
      "ldrb   r4, [r3]\n\t"          // hx0
      "ldrb   r5, [r3, #1]\n\t"      // hx1
      "lsls   r3, r1, #8\n\t"
      "lsrs   r3, r3, #24\n\t"       // cy
      "adds   r3, r3, r2\n\t"
      "adds   r4, r4, r3\n\t"        // r4 = perm + cy + hx0
      "adds   r5, r5, r3\n\t"        // r5 = perm + cy + hx1
      // quintic_weight of the near offset t (Q16): W = K[k] + ((K[k + 1] - K[k]) * (t & 255)
      // >> 8), k = t >> 8 (Q23; the product < 2^24). \p holds K's address and is used up.
      ".macro qn2_weight t, p, w, tmp\n\t"
      "lsrs   \\tmp, \\t, #8\n\t"
      "lsls   \\tmp, \\tmp, #2\n\t"
      "adds   \\p, \\p, \\tmp\n\t"
      "ldm    \\p!, {\\w, \\tmp}\n\t"
      "subs   \\tmp, \\tmp, \\w\n\t"
      "uxtb   \\p, \\t\n\t"
      "muls   \\tmp, \\p, \\tmp\n\t"
      "lsrs   \\tmp, \\tmp, #8\n\t"
      "adds   \\w, \\w, \\tmp\n\t"
      ".endm\n\t"
      "uxth   r0, r0\n\t"            // x near
      "adr    r6, 8f\n\t"
      "ldm    r6!, {r2, r3}\n\t"     // r2 = K, r3 = 0xFFFF0000, r6 = G
      "mov    ip, r6\n\t"
      "qn2_weight r0, r2, r6, r7\n\t"  // r6 = Wx
      "lsrs   r2, r6, #12\n\t"       // r2 = Wx >> 12, [0, 2048)
      "lsls   r6, r6, #20\n\t"
      "lsrs   r6, r6, #20\n\t"
      "mov    lr, r6\n\t"            // lr = Wx & 0xFFF
      "orrs   r1, r1, r3\n\t"        // y far = (y & 0xFFFF) - 65536
      // Corner value g . (x, y) (Q16, within +-3 * 65536) of the hash byte at [\p, #\at],
      // into \out; \lo < \hi (LDM's register order), \out one of them.
      ".macro qn2_dot p, at, out, lo, hi\n\t"
      "ldrb   \\out, [\\p, #\\at]\n\t"
      "lsls   \\out, \\out, #29\n\t"
      "lsrs   \\out, \\out, #26\n\t"   // (h & 7) * 8
      "add    \\out, ip\n\t"
      "ldm    \\out, {\\lo, \\hi}\n\t" // gradient2_x, gradient2_y
      "muls   \\lo, r0, \\lo\n\t"
      "muls   \\hi, r1, \\hi\n\t"
      "adds   \\out, \\lo, \\hi\n\t"
      ".endm\n\t"
      // \a = lerp_q23_narrow(\a, \b, Wx) = a + asr(d wh + 1024 + asr(d wl, 12), 11), d = b - a;
      // the + 1024 and the last shift are ASRS (bit 10 -> carry) and ADCS.
      ".macro qn2_xlerp a, b\n\t"
      "subs   \\b, \\b, \\a\n\t"
      "mov    r3, lr\n\t"
      "muls   r3, \\b, r3\n\t"
      "asrs   r3, r3, #12\n\t"
      "muls   \\b, r2, \\b\n\t"
      "adds   \\b, \\b, r3\n\t"
      "asrs   \\b, \\b, #11\n\t"
      "adcs   \\a, \\a, \\b\n\t"
      ".endm\n\t"
      "qn2_dot r4, 1, r6, r6, r7\n\t"  // r6 = corner (0, 1): x near, y far
      "adds   r0, r0, r3\n\t"          // x far
      "qn2_dot r5, 1, r7, r3, r7\n\t"  // r7 = corner (1, 1)
      "qn2_xlerp r6, r7\n\t"           // r6 = n1 (y far)
      "uxth   r1, r1\n\t"              // y near
      "qn2_dot r5, 0, r5, r5, r7\n\t"  // r5 = corner (1, 0)
      "uxth   r0, r0\n\t"              // x near
      "qn2_dot r4, 0, r4, r4, r7\n\t"  // r4 = corner (0, 0)
      "qn2_xlerp r4, r5\n\t"           // r4 = n0 (y near)
      ".purgem qn2_xlerp\n\t"
      ".purgem qn2_dot\n\t"
      "ldr    r3, 8f\n\t"              // K
      "qn2_weight r1, r3, r5, r7\n\t"  // r5 = Wy
      ".purgem qn2_weight\n\t"
      "lsrs   r7, r5, #12\n\t"         // Wy >> 12
      "lsls   r5, r5, #20\n\t"
      "lsrs   r5, r5, #20\n\t"         // Wy & 0xFFF
      // y lerp, as the x lerps (no copy: neither half of Wy is needed again).
      "subs   r6, r6, r4\n\t"
      "muls   r5, r6, r5\n\t"
      "asrs   r5, r5, #12\n\t"
      "muls   r6, r7, r6\n\t"
      "adds   r6, r6, r5\n\t"
      "asrs   r6, r6, #11\n\t"
      "adcs   r4, r4, r6\n\t"          // r4 = L = lerp_q23(n0, n1, Wy)
      // mul_weight(L, 43360) = L + asr(-693 L, 11) + bit 10 of -693 L.
      "ldr    r0, =-693\n\t"
      "muls   r0, r4, r0\n\t"
      "asrs   r0, r0, #11\n\t"
      "adcs   r0, r0, r4\n\t"
      "pop    {r4-r7, pc}\n\t"
      ".ltorg\n\t"
      // The knot table's address and 0xFFFF0000, then G: gradient2_x[i], gradient2_y[i]
      // for i = 0..7 (perlin.hpp; the test checks the result).
      ".p2align 2\n"
      "8:\n\t"
      ".word  _ZN6qnoise6detail13quintic_tableE, 0xFFFF0000\n\t"
      ".word  1, 2, 2, 1, 2, -1, 1, -2, -1, -2, -2, -1, -2, 1, -1, 2\n\t"
      ".p2align 1\n\t");
}

}  // namespace detail
}  // namespace qnoise

#endif
#endif  // QNOISE_ARCH_ARMV6M_PERLIN2_HPP
