// SPDX-License-Identifier: MIT
/// \file
/// qnoise/arch/armv6m/perlin3.hpp — 3D gradient noise on a permutation table, in Thumb-1
/// assembly for ARMv6-M (Cortex-M0, M0+).
///
/// The same arithmetic as detail::gradient_noise(lattice, px, py, pz) in perlin.hpp, so the
/// result is identical bit for bit (tests/core/test_perlin_paths.cpp compares the two over
/// the edge set and random points, on Ken Perlin's table and a seeded one, and the golden
/// checksums must match the host's). Dispatch and contract: arch/arch.hpp.
///
/// Why assembly: GCC spills most of the 3D evaluation on Thumb-1's eight low registers
/// (404 instructions per call at -O2, 112 bytes of stack at the bench's call).
///
/// Design (what Thumb-1 allows: 8 low registers, two-operand MULS, no UBFX/MLA):
/// - Gradient dot products by a jump table instead of multiplies. Every gradient has two
///   non-zero components of +-1, so g . (dx, dy, dz) is one ADDS or SUBS of two offset
///   registers: the corner's hash nibble h picks entry h of a 16-entry table of code
///   (4 bytes each: the ADDS/SUBS, then BX LR), called by BLX. -dy is kept in a register
///   too, so that -dx-dy and -dy-dz are single SUBS; only h = 7 (-dx-dz) takes a second
///   instruction (NEGS), and its entry is placed last so that it can run on (the index
///   is asr(h << 28, 26), which puts entries 8-15 before 0-7). A corner costs 8
///   instructions (9 for h = 7); loading three gradient components and multiplying
///   would take 14.
/// - Corners in Gray-code order (x fastest, then z, then y), so one offset changes from
///   one corner to the next: the two corners of each x lerp are adjacent, and each offset
///   is switched between near and far in place (far = near - 65536: ADD of -65536, held
///   in r12; near = UXTH of far, whose low 16 bits are the same).
/// - The corner hashes are not packed into registers (none is free): the four pointers
///   P + h_xy + cz sit on the stack, and the two z corners of each are LDRB at offsets
///   0 and 1. The last two are pushed, and at the end all scratch words are popped into
///   registers: the x lerps of the far-z pairs and n00 come back with two POPs.
/// - lerp_q23 in its narrow form, a + asr(d wh + 1024 + asr(d wl, 12), 11) with
///   W = 2^12 wh + wl, the rounding done by the carry: ASRS #11 leaves bit 10 of the sum
///   in C, and ADCS adds it (floor((s + 1024) / 2048) = asr(s, 11) + bit 10 of s).
///   |d| <= 2^18 (the dots are within +-2^17, and so are the lerps of them), so
///   |d wh| < 2^29 and |d wl| < 2^30: both products fit in 32 bits.
/// - The fade weight (knot lookup and chord, fade.hpp quintic_weight) is one macro, 12
///   instructions (one LDM fetches both knots), written out three times, each time
///   with the registers that are free there: one subroutine for the three would save
///   about 30 bytes for 9 more instructions per call (call, return, argument move).
/// Cost on Cortex-M0 (bench_core under QEMU, with its wrapper): 219 instructions per
/// call, one more per corner with h = 7 (at most 227); 56 bytes of stack (48 of them
/// here); 470 bytes of code including the table. docs/performance.md has the figures.
#ifndef QNOISE_ARCH_ARMV6M_PERLIN3_HPP
#define QNOISE_ARCH_ARMV6M_PERLIN3_HPP

#include "../../detail/freestanding.hpp"

#include "../../fade.hpp"
#include "target.hpp"

#ifdef QNOISE_ARMV6M_ASM
#define QNOISE_HAS_PERLIN3_ASM 1

namespace qnoise {
namespace detail {

// Register use (AAPCS: x, y, z, perm in r0-r3; result in r0; r4-r8 saved and restored).
// While the corners are evaluated:
//   r0, r1, r2 = the x, y, z offsets of the current corner (Q16: near in [0, 65535] or
//                far in [-65536, -1]); r7 = -r1;
//   r3 = the dot product of the last corner (Q16, within +-2^17), then an x lerp's d;
//   r4 = the other dot of the pair; r5 = scratch (d wl); r6 = Wx >> 12;
//   r8 = address of the dot table | 1 (Thumb bit, for BLX); r12 = -65536.
// Stack, 7 words under the push of r4-r7, lr (the last two pushed by the hashing, and
// all seven popped into registers at the end, the caller's r8 last):
//   0: P + h11 + cz   4: P + h01 + cz   8: P + h00 + cz, then n01   12: P + h10 + cz,
//   then n11   16: n00   20: Wx & 0xFFF   24: the caller's r8
// (P = perm, h_xy = hash of x and y corner, cz = z cell; n_yz = x lerp of a corner pair).
[[gnu::naked, gnu::noinline]] inline int32_t perlin3_asm(int32_t /*x*/, int32_t /*y*/, int32_t /*z*/,
                                                            const uint8_t* /*perm*/) noexcept {
  __asm__(
      QNOISE_ARMV6M_ASM_SYNTAX
      "push   {r4-r7, lr}\n\t"
      "mov    r4, r8\n\t"
      "push   {r0-r4}\n\t"           // 5 words: 4 scratch, then the caller's r8
      "ldr    r4, =9f + 1\n\t"
      "mov    r8, r4\n\t"            // r8 = dot table | 1
      "ldr    r4, =0xFFFF0000\n\t"
      "mov    r12, r4\n\t"           // r12 = -65536 (-1.0, Q16)
      // Hashes: hx = P[cx], P[cx + 1]; h_xy = P[hx + cy (+1)]; the corners are
      // P[h_xy + cz (+1)]. The table is stored twice (512 bytes), so no index needs a mask.
      "lsls   r4, r0, #8\n\t"
      "lsrs   r4, r4, #24\n\t"
      "adds   r4, r4, r3\n\t"
      "ldrb   r5, [r4]\n\t"          // hx0
      "ldrb   r4, [r4, #1]\n\t"      // hx1
      "lsls   r6, r1, #8\n\t"
      "lsrs   r6, r6, #24\n\t"
      "adds   r6, r6, r3\n\t"        // P + cy
      "lsls   r7, r2, #8\n\t"
      "lsrs   r7, r7, #24\n\t"
      "adds   r3, r3, r7\n\t"        // P + cz
      "ldrb   r7, [r6, r5]\n\t"
      "adds   r7, r7, r3\n\t"
      "str    r7, [sp, #0]\n\t"      // P + h00 + cz
      "ldrb   r7, [r6, r4]\n\t"
      "adds   r7, r7, r3\n\t"
      "str    r7, [sp, #4]\n\t"      // P + h10 + cz
      "adds   r6, r6, #1\n\t"
      "ldrb   r5, [r6, r5]\n\t"
      "adds   r5, r5, r3\n\t"        // P + h01 + cz
      "ldrb   r4, [r6, r4]\n\t"
      "adds   r4, r4, r3\n\t"        // P + h11 + cz
      "push   {r4, r5}\n\t"
      // The fade weight of a fraction t = src in [0, 65535] (fade.hpp quintic_weight):
      // W = K[k] + ((K[k + 1] - K[k]) (t & 255) >> 8), k = t >> 8, Q23 in [0, 2^23),
      // left split for the lerps: hi = W >> 12, lo = W & 0xFFF. lo < hi (LDM order);
      // f gets t & 255 (src itself where t is not needed after).
      ".macro qn3m0_weight src, lo, hi, f\n\t"
      "lsrs   \\lo, \\src, #8\n\t"
      "lsls   \\lo, \\lo, #2\n\t"
      "ldr    \\hi, =_ZN6qnoise6detail13quintic_tableE\n\t"
      "adds   \\lo, \\lo, \\hi\n\t"
      "ldm    \\lo, {\\lo, \\hi}\n\t"  // K[k], K[k + 1]
      "subs   \\hi, \\hi, \\lo\n\t"
      "uxtb   \\f, \\src\n\t"
      "muls   \\hi, \\f, \\hi\n\t"
      "lsrs   \\hi, \\hi, #8\n\t"
      "adds   \\lo, \\lo, \\hi\n\t"    // W
      "lsrs   \\hi, \\lo, #12\n\t"
      "lsls   \\lo, \\lo, #20\n\t"
      "lsrs   \\lo, \\lo, #20\n\t"
      ".endm\n\t"
      "uxth   r0, r0\n\t"            // x near
      "qn3m0_weight r0, r5, r6, r7\n\t"  // r6 = Wx >> 12, kept for the x lerps
      "str    r5, [sp, #20]\n\t"
      "uxth   r1, r1\n\t"            // y near
      "uxth   r2, r2\n\t"            // z near
      "negs   r7, r1\n\t"
      // One corner: its hash nibble h selects the table entry, which leaves
      // g . (r0, r1, r2) in r3.
      ".macro qn3m0_dot slot, dz\n\t"
      "ldr    r3, [sp, #\\slot]\n\t"
      "ldrb   r3, [r3, #\\dz]\n\t"
      "lsls   r3, r3, #28\n\t"
      "asrs   r3, r3, #26\n\t"       // 4 (h & 15) - 64 (h & 8)
      "add    r3, r8\n\t"
      "blx    r3\n\t"
      ".endm\n\t"
      // a += floor((d W + 2^22) / 2^23) with W = 2^12 wh + wl; d and wl are overwritten.
      ".macro qn3m0_lerp a, d, wh, wl\n\t"
      "muls   \\wl, \\d, \\wl\n\t"
      "asrs   \\wl, \\wl, #12\n\t"
      "muls   \\d, \\wh, \\d\n\t"
      "adds   \\d, \\d, \\wl\n\t"
      "asrs   \\d, \\d, #11\n\t"     // C = bit 10 of the sum: the rounding
      "adcs   \\a, \\d\n\t"
      ".endm\n\t"
      // x lerp of a pair, near corner first: result in r4.
      ".macro qn3m0_pair_near slot_near, slot_far, dz\n\t"
      "qn3m0_dot \\slot_near, \\dz\n\t"
      "mov    r4, r3\n\t"
      "add    r0, r12\n\t"           // x far
      "qn3m0_dot \\slot_far, \\dz\n\t"
      "subs   r3, r3, r4\n\t"
      "ldr    r5, [sp, #20]\n\t"
      "qn3m0_lerp r4, r3, r6, r5\n\t"
      ".endm\n\t"
      // The same, far corner first: result in r3.
      ".macro qn3m0_pair_far slot_near, slot_far, dz\n\t"
      "qn3m0_dot \\slot_far, \\dz\n\t"
      "mov    r4, r3\n\t"
      "uxth   r0, r0\n\t"            // x near
      "qn3m0_dot \\slot_near, \\dz\n\t"
      "subs   r4, r4, r3\n\t"
      "ldr    r5, [sp, #20]\n\t"
      "qn3m0_lerp r3, r4, r6, r5\n\t"
      ".endm\n\t"
      "qn3m0_pair_near 8, 12, 0\n\t" // c000, c100
      "str    r4, [sp, #16]\n\t"     // n00
      "add    r2, r12\n\t"           // z far
      "qn3m0_pair_far 8, 12, 1\n\t"  // c101, c001
      "str    r3, [sp, #8]\n\t"      // n01
      "add    r1, r12\n\t"           // y far
      "negs   r7, r1\n\t"
      "qn3m0_pair_near 4, 0, 1\n\t"  // c011, c111
      "str    r4, [sp, #12]\n\t"     // n11
      "uxth   r2, r2\n\t"            // z near
      "qn3m0_pair_far 4, 0, 0\n\t"   // c110, c010: r3 = n10
      ".purgem qn3m0_pair_far\n\t"
      ".purgem qn3m0_pair_near\n\t"
      ".purgem qn3m0_dot\n\t"
      // y lerps, then the z lerp.
      "pop    {r4-r7}\n\t"           // r6 = n01, r7 = n11
      "subs   r7, r7, r6\n\t"
      "pop    {r0, r4, r5}\n\t"      // r0 = n00, r5 = the caller's r8
      "mov    r8, r5\n\t"
      "subs   r3, r3, r0\n\t"
      "uxth   r1, r1\n\t"
      "qn3m0_weight r1, r4, r5, r1\n\t"  // r5 = Wy >> 12, r4 = Wy & 0xFFF
      "movs   r1, r4\n\t"
      "qn3m0_lerp r0, r3, r5, r1\n\t"    // r0 = the z-near plane
      "qn3m0_lerp r6, r7, r5, r4\n\t"    // r6 = the z-far plane
      "qn3m0_weight r2, r4, r5, r2\n\t"  // r5 = Wz >> 12, r4 = Wz & 0xFFF
      "subs   r6, r6, r0\n\t"
      "qn3m0_lerp r0, r6, r5, r4\n\t"
      ".purgem qn3m0_lerp\n\t"
      ".purgem qn3m0_weight\n\t"
      "pop    {r4-r7, pc}\n\t"
      ".ltorg\n\t"
      // The dot table: entry h leaves g . (r0, r1, r2) in r3 for Perlin's gradient h
      // (perlin.hpp gradient3_x/y/z; the test checks the result), with r7 = -r1. It is
      // indexed by asr(h << 28, 26), -32..28: entries 8-15 come before the label, so
      // that entry 7, the one that needs a second instruction, can run past the end.
      "adds   r3, r1, r2\n\t"  "bx lr\n\t"   //  8: ( 0,  1,  1)
      "subs   r3, r2, r1\n\t"  "bx lr\n\t"   //  9: ( 0, -1,  1)
      "subs   r3, r1, r2\n\t"  "bx lr\n\t"   // 10: ( 0,  1, -1)
      "subs   r3, r7, r2\n\t"  "bx lr\n\t"   // 11: ( 0, -1, -1)
      "adds   r3, r0, r1\n\t"  "bx lr\n\t"   // 12: ( 1,  1,  0)
      "subs   r3, r2, r1\n\t"  "bx lr\n\t"   // 13: ( 0, -1,  1)
      "subs   r3, r1, r0\n\t"  "bx lr\n\t"   // 14: (-1,  1,  0)
      "subs   r3, r7, r2\n\t"  "bx lr\n"     // 15: ( 0, -1, -1)
      "9:\n\t"
      "adds   r3, r0, r1\n\t"  "bx lr\n\t"   //  0: ( 1,  1,  0)
      "subs   r3, r1, r0\n\t"  "bx lr\n\t"   //  1: (-1,  1,  0)
      "subs   r3, r0, r1\n\t"  "bx lr\n\t"   //  2: ( 1, -1,  0)
      "subs   r3, r7, r0\n\t"  "bx lr\n\t"   //  3: (-1, -1,  0)
      "adds   r3, r0, r2\n\t"  "bx lr\n\t"   //  4: ( 1,  0,  1)
      "subs   r3, r2, r0\n\t"  "bx lr\n\t"   //  5: (-1,  0,  1)
      "subs   r3, r0, r2\n\t"  "bx lr\n\t"   //  6: ( 1,  0, -1)
      "adds   r3, r0, r2\n\t"                 //  7: (-1,  0, -1)
      "negs   r3, r3\n\t"
      "bx     lr\n\t");
}

}  // namespace detail
}  // namespace qnoise

#endif
#endif  // QNOISE_ARCH_ARMV6M_PERLIN3_HPP
