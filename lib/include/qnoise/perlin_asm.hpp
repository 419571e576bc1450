// SPDX-License-Identifier: MIT
// qnoise/perlin_asm.hpp — the hand-scheduled assembly paths of perlin(x, y) and
// perlin(x, y, z), one header per instruction set, and the contract they all keep.
//
// Contract: a header defines QNOISE_HAS_PERLIN2_ASM / QNOISE_HAS_PERLIN3_ASM only when its
// target matches (the guards are mutually exclusive), and then provides
//   std::int32_t detail::perlin2_asm(std::int32_t x, std::int32_t y, const std::uint8_t* perm);
//   std::int32_t detail::perlin3_asm(std::int32_t x, std::int32_t y, std::int32_t z, const std::uint8_t* perm);
// with perm the 512-byte doubled table of a `permutation`. The result is exactly that of
// the portable detail::gradient_noise on that table, bit for bit, for every input
// (tests/core/test_perlin_paths.cpp). perlin.hpp calls them at run time only, for lattices
// of type `permutation`; QNOISE_NO_ASM turns all of them off.
#ifndef QNOISE_PERLIN_ASM_HPP
#define QNOISE_PERLIN_ASM_HPP

#include "fade.hpp"
#include "fixed.hpp"
#include "perlin2_armv6m.hpp"
#include "perlin2_thumb2.hpp"
#include "perlin3_armv6m.hpp"
#include "perlin3_thumb2.hpp"

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

#endif  // QNOISE_PERLIN_ASM_HPP
