// qnoise/perlin3_armv7em.hpp — 3D gradient noise on a permutation table, in Thumb-2
// assembly for cores with the DSP extension (Cortex-M4, M7, M33, M55).
//
// The same arithmetic as detail::gradient_noise(lattice, px, py, pz) in perlin.hpp, step
// for step, so the result is identical bit for bit (tests/core/test_perlin_paths.cpp
// compares the two on every core over the edge set and random points, and the golden
// checksums must match the host's). Why assembly: GCC keeps the 38 loads of a 3D call
// in registers it does not have and spills about 45 instructions' worth (199 per call on
// Cortex-M4); scheduled by hand, with the eight corner hashes packed into two registers,
// the call takes about 145 (docs/performance.md has the measured figure).
//
// Differences in form only:
// - the far-x corner's dot product uses gradients pre-multiplied by 512 (halfword table),
//   so the x lerp's difference 512 (b - a) is one SUB with a shifted operand;
// - the y and z offsets are switched between near and far in place (a far offset is the
//   near one minus 65536, with the same low 16 bits, from which the weights are taken).
// Dispatch and contract: perlin_asm.hpp.
#ifndef QNOISE_PERLIN3_ARMV7EM_HPP
#define QNOISE_PERLIN3_ARMV7EM_HPP

#include <cstdint>

#include "fade.hpp"

#if defined(__ARM_FEATURE_DSP) && defined(__thumb2__) && defined(__GNUC__) && !defined(QNOISE_NO_ASM) && \
    !defined(QNOISE_NO_DSP)
#define QNOISE_HAS_PERLIN3_ASM 1

namespace qnoise {
namespace detail {

// Register use (AAPCS: x, y, z, perm in r0-r3; result in r0). K = the fade knots
// (quintic_table), G = the gradient tables below, pk0/pk1 = the corner hash bytes
// (c000 c100 c001 c101 / c010 c110 c011 c111, low byte first).
[[gnu::naked, gnu::noinline]] inline std::int32_t perlin3_asm(std::int32_t /*x*/, std::int32_t /*y*/, std::int32_t /*z*/,
                                                            const std::uint8_t* /*perm*/) noexcept {
  __asm__(
      "push   {r4-r11, lr}\n\t"
      // Hashes: hx = P[cx], P[cx + 1]; hxy = P[hx + cy (+1)]; corners P[hxy + cz (+1)].
      // The table is stored twice (512 bytes), so no index needs a mask.
      "ubfx   r4, r0, #16, #8\n\t"
      "add    r4, r3, r4\n\t"
      "ldrb   r5, [r4]\n\t"          // hx0
      "ldrb   r4, [r4, #1]\n\t"      // hx1
      "ubfx   r6, r1, #16, #8\n\t"
      "add    r6, r3, r6\n\t"
      "ldrb   r7, [r6, r5]\n\t"      // h00
      "ldrb   r8, [r6, r4]\n\t"      // h10
      "add    r6, r6, #1\n\t"
      "ldrb   r5, [r6, r5]\n\t"      // h01
      "ldrb   r4, [r6, r4]\n\t"      // h11
      "ubfx   r6, r2, #16, #8\n\t"
      "add    r6, r3, r6\n\t"
      "ldrb   r9, [r6, r7]\n\t"      // c000
      "ldrb   r10, [r6, r8]\n\t"     // c100
      "ldrb   r11, [r6, r5]\n\t"     // c010
      "ldrb   r12, [r6, r4]\n\t"     // c110
      "add    r6, r6, #1\n\t"
      "ldrb   r7, [r6, r7]\n\t"      // c001
      "ldrb   r8, [r6, r8]\n\t"      // c101
      "ldrb   r5, [r6, r5]\n\t"      // c011
      "ldrb   r4, [r6, r4]\n\t"      // c111
      "bfi    r9, r10, #8, #8\n\t"
      "bfi    r9, r7, #16, #8\n\t"
      "bfi    r9, r8, #24, #8\n\t"   // r9 = pk0
      "bfi    r11, r12, #8, #8\n\t"
      "bfi    r11, r5, #16, #8\n\t"
      "bfi    r11, r4, #24, #8\n\t"  // r11 = pk1
      // Wx = K[k] + ((K[k + 1] - K[k]) * (x & 255) >> 8), k = (x >> 8) & 255 (Q23).
      "ldr    r3, =_ZN6qnoise6detail13quintic_tableE\n\t"
      "ubfx   r4, r0, #8, #8\n\t"
      "add    r4, r3, r4, lsl #2\n\t"
      "ldrd   r4, r5, [r4]\n\t"
      "sub    r5, r5, r4\n\t"
      "uxtb   r6, r0\n\t"
      "mul    r5, r5, r6\n\t"
      "add    r10, r4, r5, lsr #8\n\t"   // r10 = Wx
      "uxth   r0, r0\n\t"                // r0 = x near, [0, 65535]
      "sub    r12, r0, #65536\n\t"       // r12 = x far
      "uxth   r1, r1\n\t"                // r1 = y near
      "uxth   r2, r2\n\t"                // r2 = z near
      "adr    r3, 9f\n\t"                // r3 = G
      // Corner dot products g . (dx, dy, dz); the far-x one scaled by 512.
      ".macro qnoise_dot pk, at, dx, out\n\t"
      "ubfx   r5, \\pk, #\\at, #4\n\t"
      "add    r5, r3, r5\n\t"
      "ldrsb  r6, [r5]\n\t"
      "ldrsb  r7, [r5, #16]\n\t"
      "ldrsb  r5, [r5, #32]\n\t"
      "mul    \\out, r6, \\dx\n\t"
      "mla    \\out, r7, r1, \\out\n\t"
      "mla    \\out, r5, r2, \\out\n\t"
      ".endm\n\t"
      ".macro qnoise_dot512 pk, at\n\t"          // result in r7
      "ubfx   r6, \\pk, #\\at, #4\n\t"
      "add    r6, r3, r6, lsl #1\n\t"
      "ldrsh  r7, [r6, #48]\n\t"
      "ldrsh  r5, [r6, #80]\n\t"
      "ldrsh  r6, [r6, #112]\n\t"
      "mul    r7, r7, r12\n\t"
      "mla    r7, r5, r1, r7\n\t"
      "mla    r7, r6, r2, r7\n\t"
      ".endm\n\t"
      // x lerp: out = a + floor((512 (b - a) * Wx + 2^31) / 2^32) = lerp_q23(a, b, Wx).
      ".macro qnoise_xlerp pk, at, out\n\t"
      "qnoise_dot \\pk, \\at, r0, r4\n\t"
      "qnoise_dot512 \\pk, (\\at + 8)\n\t"
      "sub    r5, r7, r4, lsl #9\n\t"
      "smmlar \\out, r5, r10, r4\n\t"
      ".endm\n\t"
      "qnoise_xlerp r9, 0, r8\n\t"       // r8 = n00 (y near, z near)
      "sub    r2, r2, #65536\n\t"        // z far
      "qnoise_xlerp r9, 16, lr\n\t"      // lr = n01 (y near, z far)
      "sub    r1, r1, #65536\n\t"        // y far
      "qnoise_xlerp r11, 16, r9\n\t"     // r9 = n11 (y far, z far)
      "add    r2, r2, #65536\n\t"        // z near
      "qnoise_xlerp r11, 0, r4\n\t"      // r4 = n10 (y far, z near)
      ".purgem qnoise_xlerp\n\t"
      ".purgem qnoise_dot512\n\t"
      ".purgem qnoise_dot\n\t"
      // Wy, Wz from the low 16 bits of the y and z offsets; then the y and z lerps.
      "ldr    r3, =_ZN6qnoise6detail13quintic_tableE\n\t"
      ".macro qnoise_weight from, out\n\t"
      "ubfx   r6, \\from, #8, #8\n\t"
      "add    r6, r3, r6, lsl #2\n\t"
      "ldrd   r6, r7, [r6]\n\t"
      "sub    r7, r7, r6\n\t"
      "uxtb   \\out, \\from\n\t"
      "mul    r7, r7, \\out\n\t"
      "add    \\out, r6, r7, lsr #8\n\t"
      ".endm\n\t"
      "qnoise_weight r1, r5\n\t"         // r5 = Wy
      "sub    r6, r4, r8\n\t"
      "lsl    r6, r6, #9\n\t"
      "smmlar r8, r6, r5, r8\n\t"        // r8 = z-near plane
      "sub    r6, r9, lr\n\t"
      "lsl    r6, r6, #9\n\t"
      "smmlar lr, r6, r5, lr\n\t"        // lr = z-far plane
      "qnoise_weight r2, r5\n\t"         // r5 = Wz
      ".purgem qnoise_weight\n\t"
      "sub    r6, lr, r8\n\t"
      "lsl    r6, r6, #9\n\t"
      "smmlar r0, r6, r5, r8\n\t"
      "pop    {r4-r11, pc}\n\t"
      ".ltorg\n\t"
      // G: Perlin's 12 gradients (4 repeated) by h & 15: x, y, z as bytes, then the same
      // times 512 as halfwords (perlin.hpp gradient3_x/y/z; the test checks the result).
      ".p2align 2\n"
      "9:\n\t"
      ".byte  1, -1, 1, -1, 1, -1, 1, -1, 0, 0, 0, 0, 1, 0, -1, 0\n\t"
      ".byte  1, 1, -1, -1, 0, 0, 0, 0, 1, -1, 1, -1, 1, -1, 1, -1\n\t"
      ".byte  0, 0, 0, 0, 1, 1, -1, -1, 1, 1, -1, -1, 0, 1, 0, -1\n\t"
      ".short 512, -512, 512, -512, 512, -512, 512, -512, 0, 0, 0, 0, 512, 0, -512, 0\n\t"
      ".short 512, 512, -512, -512, 0, 0, 0, 0, 512, -512, 512, -512, 512, -512, 512, -512\n\t"
      ".short 0, 0, 0, 0, 512, 512, -512, -512, 512, 512, -512, -512, 0, 512, 0, -512\n\t"
      ".p2align 1\n\t");
}

}  // namespace detail
}  // namespace qnoise

#endif
#endif  // QNOISE_PERLIN3_ARMV7EM_HPP
