// qnoise/perlin2_thumb2.hpp — 2D gradient noise on a permutation table, in Thumb-2
// assembly for every core that has it (Cortex-M3, M4, M7, M33, M55): one text, with the
// lerp and the hash index as macros that differ with the DSP extension (perlin_thumb2.hpp).
//
// The same arithmetic as detail::gradient_noise(lattice, px, py) in perlin.hpp, step for
// step, so the result is identical bit for bit (tests/core/test_perlin_paths.cpp compares
// the two on every core over the edge set and random points, and the golden checksums
// must match the host's). Why assembly: GCC's schedule of the portable code took 79-83
// instructions per call on the DSP cores and 100 on Cortex-M3 (docs/performance.md has
// the measured figures of this path).
//
// Differences in form only:
// - each corner's gradient (gx, gy) is one LDRD from a table of words; the far-x corners
//   read it pre-multiplied by 512, so the x lerp's difference 512 (b - a) is one SUB with
//   a shifted operand;
// - the weights are fade.hpp's quintic_weight in one UMLAL (perlin_thumb2.hpp);
// - the y offset is switched from near to far in place (far = near - 65536, with the
//   same low 16 bits);
// - the final mul_weight(v, 43360) is one more lerp step: v + floor((v (43360 * 2^16 - 2^32)
//   + 2^31) / 2^32) = floor((v * 43360 + 2^15) / 2^16).
// Dispatch and contract: perlin_asm.hpp.
#ifndef QNOISE_PERLIN2_THUMB2_HPP
#define QNOISE_PERLIN2_THUMB2_HPP

#include <cstdint>

#include "fade.hpp"
#include "perlin_thumb2.hpp"

#ifdef QNOISE_THUMB2_ASM
#define QNOISE_HAS_PERLIN2_ASM 1

namespace qnoise {
namespace detail {

// Register use (AAPCS: x, y, perm in r0-r2; result in r0). Q formats: x, y Q16.16;
// offsets Q16 (near in [0, 65535], far in [-65536, -1]); weights Q23; dot products and
// lerps Q16 (|dot| <= 3 * 65536). K = the fade knots (quintic_table), G = the gradient
// table below.
//   r0  x, then n0 and the result     r1  y, then the y offset (near, then far)
//   r2  perm, then K, then G          r3-r6  the corner hashes c11, c01, c00, c10
//   r7  Wx    r8  Wy    r9  x near    lr  x far    r12 (and the freed hash registers) temps
[[gnu::naked, gnu::noinline]] inline std::int32_t perlin2_asm(std::int32_t /*x*/, std::int32_t /*y*/,
                                                            const std::uint8_t* /*perm*/) noexcept {
  __asm__(
      QNOISE_THUMB2_ASM_MACROS
      "push   {r4-r9, lr}\n\t"
      // Hashes: hx = P[cx], P[cx + 1]; corners P[hx + cy (+1)]. The table is stored twice
      // (512 bytes), so no index needs a mask.
      "qnoise_index r3, r2, r0\n\t"
      "ldrb   r4, [r3]\n\t"          // hx0
      "ldrb   r3, [r3, #1]\n\t"      // hx1
      "qnoise_index r12, r2, r1\n\t"
      "ldrb   r5, [r12, r4]\n\t"     // c00
      "ldrb   r6, [r12, r3]\n\t"     // c10
      "add    r12, r12, #1\n\t"
      "ldrb   r4, [r12, r4]\n\t"     // c01
      "ldrb   r3, [r12, r3]\n\t"     // c11
      "ldr    r2, =_ZN6qnoise6detail13quintic_tableE\n\t"
      "qnoise_weight r7, r0, r2, r8, r9, r12\n\t"   // r7 = Wx
      "qnoise_weight r8, r1, r2, r9, r12, lr\n\t"   // r8 = Wy
      "uxth   r9, r0\n\t"                // r9 = x near, [0, 65535]
      "sub    lr, r9, #65536\n\t"        // lr = x far
      "uxth   r1, r1\n\t"                // r1 = y near
      "adr    r2, 9f\n\t"                // r2 = G
      // out = g(c) . (dx, r1), g = G[(c & 7)] at table offset off (0: plain, 64: x 512);
      // c and t are clobbered.
      ".macro qnoise_dot2 c, off, dx, t, out\n\t"
      "and    \\c, \\c, #7\n\t"
      "add    \\c, r2, \\c, lsl #3\n\t"
      "ldrd   \\c, \\t, [\\c, #\\off]\n\t"
      "mul    \\out, \\c, \\dx\n\t"
      "mla    \\out, \\t, r1, \\out\n\t"
      ".endm\n\t"
      "qnoise_dot2 r5, 0, r9, r12, r0\n\t"    // r0 = a = g(c00) . (x near, y near)
      "qnoise_dot2 r6, 64, lr, r5, r12\n\t"   // r12 = 512 b = 512 g(c10) . (x far, y near)
      "sub    r12, r12, r0, lsl #9\n\t"
      "qnoise_lerp r0, r12, r7, r5\n\t"       // r0 = n0 = lerp_q23(a, b, Wx)
      "sub    r1, r1, #65536\n\t"             // y far
      "qnoise_dot2 r4, 0, r9, r5, r6\n\t"     // r6 = g(c01) . (x near, y far)
      "qnoise_dot2 r3, 64, lr, r5, r12\n\t"   // r12 = 512 g(c11) . (x far, y far)
      "sub    r12, r12, r6, lsl #9\n\t"
      "qnoise_lerp r6, r12, r7, r5\n\t"       // r6 = n1
      ".purgem qnoise_dot2\n\t"
      "sub    r12, r6, r0\n\t"
      "lsl    r12, r12, #9\n\t"
      "qnoise_lerp r0, r12, r8, r5\n\t"       // r0 = lerp_q23(n0, n1, Wy)
      "ldr    r12, =0xA9600000\n\t"           // 43360 * 2^16 - 2^32
      "qnoise_lerp r0, r0, r12, r5\n\t"       // r0 = mul_weight(r0, 43360)
      "pop    {r4-r9, pc}\n\t"
      ".ltorg\n\t"
      QNOISE_THUMB2_ASM_PURGE
      // G: the eight gradients (gx, gy) by h & 7 as pairs of words (perlin.hpp gradient2_x
      // and gradient2_y; the test checks the result), then the same times 512.
      ".p2align 3\n"
      "9:\n\t"
      ".irp   s, 1, 512\n\t"
      ".word  \\s, 2*\\s, 2*\\s, \\s, 2*\\s, -\\s, \\s, -2*\\s\n\t"
      ".word  -\\s, -2*\\s, -2*\\s, -\\s, -2*\\s, \\s, -\\s, 2*\\s\n\t"
      ".endr\n\t"
      ".p2align 1\n\t");
}

}  // namespace detail
}  // namespace qnoise

#endif
#endif  // QNOISE_PERLIN2_THUMB2_HPP
