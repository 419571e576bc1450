// SPDX-License-Identifier: MIT
/// \file
/// qnoise/arch/armv6m/target.hpp — what the ARMv6-M assembly paths (perlin2.hpp,
/// perlin3.hpp beside this file) share: the target guard and the directive every block
/// starts with. Targets: ARMv6-M (Cortex-M0, M0+) and ARMv8-M Baseline (Cortex-M23), which
/// runs every ARMv6-M instruction.
/// Dispatch and contract: arch/arch.hpp.
#ifndef QNOISE_ARCH_ARMV6M_TARGET_HPP
#define QNOISE_ARCH_ARMV6M_TARGET_HPP

#if (defined(__ARM_ARCH_6M__) || defined(__ARM_ARCH_8M_BASE__)) && defined(__GNUC__) && !defined(QNOISE_NO_ASM)
#define QNOISE_ARMV6M_ASM 1

// Unified syntax whatever the build's -masm-syntax-*: GCC's Thumb-1 default for inline
// assembly is the old divided syntax (which rejects e.g. `subs r0, r0, #1`), and GCC
// restores its own after the block. toolchains/cortex-m0.cmake builds without
// -masm-syntax-unified, as a user's build may, so CI checks every block.
#define QNOISE_ARMV6M_ASM_SYNTAX ".syntax unified\n\t"
#endif

#endif  // QNOISE_ARCH_ARMV6M_TARGET_HPP
