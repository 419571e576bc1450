// SPDX-License-Identifier: MIT
/// \file
/// qnoise/arch/arch.hpp — the one place that selects hand-written assembly, and the
/// contract every assembly path keeps.
///
/// Contract. Assembly lives only under `arch/<isa>/` and implements a function that also has
/// a portable C++ definition; that definition is the specification. An assembly path:
///   - gives the same bits as the portable definition for every input, proven by a test
///     on every core that runs it (tests/core/test_perlin_paths.cpp);
///   - is used only at run time (never in constant evaluation) and only for the lattice
///     type it was written for (`permutation`: the 512-byte doubled table);
///   - assembles with GNU as and with LLVM's integrated assembler;
///   - stays only while it makes a user-level figure at least 1.5x faster on its core
///     (docs/performance.md).
/// Today: perlin(x, y) and perlin(x, y, z) on a permutation, per ISA:
///   arch/armv6m/  Thumb-1 (Cortex-M0, M0+, M23)     perlin2.hpp, perlin3.hpp
///   arch/thumb2/  Thumb-2 (Cortex-M3, M4, M7, M33, M55) perlin2.hpp, perlin3.hpp
/// each defining QNOISE_HAS_PERLIN2_ASM / QNOISE_HAS_PERLIN3_ASM when its target matches
/// (the guards exclude each other) and providing
///   int32_t detail::perlin2_asm(int32_t x, int32_t y, const uint8_t* perm);
///   int32_t detail::perlin3_asm(int32_t x, int32_t y, int32_t z, const uint8_t* perm);
/// (fixed.hpp's DSP multiplies are in arch/thumb2/dsp.hpp.)
///
/// Turning it off: define QNOISE_NO_ASM (every path above; the portable C++ runs instead,
/// same results). Do so for execute-only builds (-mpure-code): every assembly path keeps
/// constants in literal pools next to its code (with QNOISE_NO_ASM no qnoise function
/// loads from code memory: checked with objdump on M0 and M4F builds).
#ifndef QNOISE_ARCH_ARCH_HPP
#define QNOISE_ARCH_ARCH_HPP

#include "../fade.hpp"
#include "../fixed.hpp"
#include "../detail/freestanding.hpp"
#include "armv6m/perlin2.hpp"
#include "armv6m/perlin3.hpp"
#include "thumb2/perlin2.hpp"
#include "thumb2/perlin3.hpp"

namespace qnoise {
namespace detail {
/// Rows (row.hpp) on a `permutation` call perlin per sample (the assembly above for 2D and
/// 3D, the portable 1D otherwise) for steps from row_call_step[D] (Q16) up: there a call
/// costs no more instructions than the engine's share of a cell plus its sample (measured
/// per core: docs/performance.md). 65536: the engine takes every step under one cell.
#if defined(QNOISE_ARMV6M_ASM)
inline constexpr uint32_t row_call_step[4] = {65536, 40960, 8192, 12288};
#elif defined(QNOISE_THUMB2_ASM)
inline constexpr uint32_t row_call_step[4] = {65536, 32768, 20480, 20480};
#else
inline constexpr uint32_t row_call_step[4] = {65536, 65536, 65536, 65536};
#endif
}  // namespace detail
}  // namespace qnoise

#if defined(QNOISE_HAS_PERLIN2_ASM) || defined(QNOISE_HAS_PERLIN3_ASM)
namespace qnoise {
namespace detail {
/// Keeps the fade knots in every program that calls an assembly path (the assembly names
/// the table; an inline variable is only emitted where C++ code uses it). No code.
QNOISE_ALWAYS_INLINE void perlin_asm_uses_knots() noexcept {
  __asm__ volatile("" : : "i"(&quintic_table));
}
}  // namespace detail
}  // namespace qnoise
#endif

#endif  // QNOISE_ARCH_ARCH_HPP
