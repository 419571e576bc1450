// qnoise/perlin2_armv6m.hpp — 2D gradient noise on a permutation table, in Thumb-1
// assembly for ARMv6-M (Cortex-M0, M0+).
//
// The same arithmetic as detail::gradient_noise(lattice, px, py) in perlin.hpp, with
// ARMv6-M's exact evaluations (lerp_q23_narrow, mul_weight_narrow), so the result is
// identical bit for bit (tests/core/test_perlin_paths.cpp compares the two on every core
// over the edge set and random points, and the golden checksums must match the host's).
// Why assembly: with eight low registers GCC spills the corner values and the split
// weights (181 instructions per call at -O2, 68 bytes of stack); scheduled by hand, in
// the order that keeps fewest values live, the call takes about 110 instructions
// (docs/performance.md has the measured figure).
//
// Differences in form only (each exact, so the bits cannot differ):
// - lerp_q23_narrow's rounding a + asr(s + 1024, 11) is a + asr(s, 11) + bit 10 of s:
//   ASRS #11 leaves bit 10 in the carry and ADCS adds it (no register for 1024);
// - mul_weight_narrow(n, 43360) = floor((43360 n + 2^15) / 2^16) = floor((1355 n + 2^10) /
//   2^11) (43360 = 32 * 1355): one MULS, |1355 n| < 2^28;
// - the corner pairs are taken far-y first: the y offset goes near -> far with one ORR of
//   0xFFFF0000 and back with UXTH (the far offset is the near one minus 65536, the same
//   low 16 bits), so it is the near one again when Wy is taken from it; x likewise (ADD
//   of 0xFFFF0000 and UXTH back);
// - the gradients are a table of 10 words, gradient2_x[i] at word i and gradient2_y[i] at
//   word i + 2 (gradient2_y[i] == gradient2_x[(i + 2) & 7]), read with immediate offsets
//   from one register-held address: words, because Thumb-1 has LDRSB only with a register
//   offset, which would need two more low registers than there are.
// Dispatch and contract: perlin_asm.hpp.
#ifndef QNOISE_PERLIN2_ARMV6M_HPP
#define QNOISE_PERLIN2_ARMV6M_HPP

#include <cstdint>

#include "fade.hpp"

#if defined(__ARM_ARCH_6M__) && defined(__GNUC__) && !defined(QNOISE_NO_ASM)
#define QNOISE_HAS_PERLIN2_ASM 1

namespace qnoise {
namespace detail {

// Register use (AAPCS: x, y, perm in r0-r2; result in r0). Throughout the corners:
//   r0 = x offset (near, Q16 in [0, 65535], or far, near - 65536), r1 = y offset (same),
//   r2 = Wx >> 12, r4 / r5 = perm + cy + P[cx] / P[cx + 1] (the corner hashes are the
//   bytes at +0 (near y) and +1 (far y)), r3, r6, r7 = corner values and scratch,
//   ip = G (the gradient table), [sp] = Wx & 0xFFF.
// Wx, Wy: quintic_weight, Q23 in [0, 2^23), split W = 4096 wh + wl for the two 32-bit
// products of lerp_q23_narrow (|d| < 2^19 for every difference here: |d wl| < 2^31).
[[gnu::naked, gnu::noinline]] inline std::int32_t perlin2_asm(std::int32_t /*x*/, std::int32_t /*y*/,
                                                            const std::uint8_t* /*perm*/) noexcept {
  __asm__(
      "push   {r3-r7, lr}\n\t"       // r3's slot holds Wx & 0xFFF
      // Hashes: P[cx], P[cx + 1], then pointers to P[hx + cy]; P[hx + cy + 1] is the next
      // byte. The table is stored twice (512 bytes), so no index needs a mask.
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
      // W = K[k] + ((K[k + 1] - K[k]) * (t & 255) >> 8), k = t >> 8 (t = near offset, Q16):
      // quintic_weight, Q23. Leaves W in \w; uses r3 and \tmp.
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
      "ldm    r6!, {r2, r3}\n\t"       // r2 = K, r3 = 0xFFFF0000, r6 = G
      "mov    ip, r6\n\t"
      "qn2_weight r0, r2, r6, r7\n\t"    // r6 = Wx
      "lsrs   r2, r6, #12\n\t"       // r2 = Wx >> 12, [0, 2048)
      "lsls   r6, r6, #20\n\t"
      "lsrs   r6, r6, #20\n\t"
      "str    r6, [sp]\n\t"          // Wx & 0xFFF
      "orrs   r1, r1, r3\n\t"        // y far = (y & 0xFFFF) - 65536
      // Corner dot product g . (x, y) (Q16, |dot| <= 3 * 65535) of the hash byte at
      // [\p, #\at], into \out; uses \tmp. (h & 7) * 4 + G addresses gradient2_x[h & 7];
      // gradient2_y[h & 7] is two words on.
      ".macro qn2_dot p, at, out, lo, hi\n\t"
      "ldrb   \\out, [\\p, #\\at]\n\t"
      "lsls   \\out, \\out, #29\n\t"
      "lsrs   \\out, \\out, #26\n\t"
      "add    \\out, ip\n\t"
      "ldm    \\out, {\\lo, \\hi}\n\t"
      "muls   \\lo, r0, \\lo\n\t"
      "muls   \\hi, r1, \\hi\n\t"
      "adds   \\out, \\lo, \\hi\n\t"
      ".endm\n\t"
      // x lerp: \a = lerp_q23_narrow(\a, \b, Wx) = a + asr(d wh + 1024 + asr(d wl, 12), 11),
      // d = b - a; the + 1024 and the last shift as ASRS (bit 10 -> carry) and ADCS.
      ".macro qn2_xlerp a, b\n\t"
      "subs   \\b, \\b, \\a\n\t"
      "ldr    r3, [sp]\n\t"
      "muls   r3, \\b, r3\n\t"
      "asrs   r3, r3, #12\n\t"
      "muls   \\b, r2, \\b\n\t"
      "adds   \\b, \\b, r3\n\t"
      "asrs   \\b, \\b, #11\n\t"
      "adcs   \\a, \\a, \\b\n\t"
      ".endm\n\t"
      "qn2_dot r4, 1, r6, r6, r7\n\t"    // r6 = corner (0, 1): x near, y far
      "adds   r0, r0, r3\n\t"        // x far
      "qn2_dot r5, 1, r7, r3, r7\n\t"    // r7 = corner (1, 1)
      "qn2_xlerp r6, r7\n\t"         // r6 = n1 (y far)
      "uxth   r1, r1\n\t"            // y near
      "qn2_dot r5, 0, r5, r5, r7\n\t"    // r5 = corner (1, 0)
      "uxth   r0, r0\n\t"            // x near
      "qn2_dot r4, 0, r4, r4, r7\n\t"    // r4 = corner (0, 0)
      "qn2_xlerp r4, r5\n\t"         // r4 = n0 (y near)
      ".purgem qn2_xlerp\n\t"
      ".purgem qn2_dot\n\t"
      "ldr    r3, 8f\n\t"
      "qn2_weight r1, r3, r5, r7\n\t"    // r5 = Wy
      ".purgem qn2_weight\n\t"
      "lsrs   r7, r5, #12\n\t"       // Wy >> 12
      "lsls   r5, r5, #20\n\t"
      "lsrs   r5, r5, #20\n\t"       // Wy & 0xFFF
      // y lerp, as the x lerps (the low weight is not needed again: multiplied in place).
      "subs   r6, r6, r4\n\t"
      "muls   r5, r6, r5\n\t"
      "asrs   r5, r5, #12\n\t"
      "muls   r6, r7, r6\n\t"
      "adds   r6, r6, r5\n\t"
      "asrs   r6, r6, #11\n\t"
      "adcs   r4, r4, r6\n\t"        // r4 = lerp_q23(n0, n1, Wy)
      // mul_weight(r4, 43360) = floor((1355 r4 + 1024) / 2048).
      "ldr    r0, =-693\n\t"
      "muls   r0, r4, r0\n\t"
      "asrs   r0, r0, #11\n\t"
      "adcs   r0, r0, r4\n\t"
      "pop    {r3-r7, pc}\n\t"
      ".ltorg\n\t"
      // G: gradient2_x (perlin.hpp) by h & 7, then its first two entries again, so that
      // word i + 2 is gradient2_y[i] (the test checks the result).
      ".p2align 2\n"
      "8:\n\t"
      ".word  _ZN6qnoise6detail13quintic_tableE, 0xFFFF0000\n\t"
      ".word  1, 2, 2, 1, 2, -1, 1, -2, -1, -2, -2, -1, -2, 1, -1, 2\n\t"
      ".p2align 1\n\t");
}

}  // namespace detail
}  // namespace qnoise

#endif
#endif  // QNOISE_PERLIN2_ARMV6M_HPP
