// SPDX-License-Identifier: MIT
// qnoise/perlin_armv6m.hpp — what the ARMv6-M (Cortex-M0, M0+) assembly paths share
// (perlin2_armv6m.hpp, perlin3_armv6m.hpp, row_armv6m.hpp and row.hpp's inner loop): the
// target guard and the directive every block starts with.
// Dispatch and contract: perlin_asm.hpp.
#ifndef QNOISE_PERLIN_ARMV6M_HPP
#define QNOISE_PERLIN_ARMV6M_HPP

#if defined(__ARM_ARCH_6M__) && defined(__GNUC__) && !defined(QNOISE_NO_ASM)
#define QNOISE_ARMV6M_ASM 1

// Unified syntax whatever the build's -masm-syntax-*: GCC's Thumb-1 default for inline
// assembly is the old divided syntax (which rejects e.g. `subs r0, r0, #1`), and GCC
// restores its own after the block. toolchains/cortex-m0.cmake builds without
// -masm-syntax-unified, as a user's build may, so CI checks every block.
#define QNOISE_ARMV6M_ASM_SYNTAX ".syntax unified\n\t"
#endif

#endif  // QNOISE_PERLIN_ARMV6M_HPP
