// SPDX-License-Identifier: MIT
/// \file
/// qnoise/arch/thumb2/dsp.hpp — the DSP extension's rounding multiplies (SMMULR, SMMLAR)
/// that fixed.hpp's mul_weight and lerp_q23 use on Cortex-M4, M7, M33 and M55, and their
/// portable 64-bit definitions everywhere else (identical results: tests/core/test_fixed.cpp).
/// Included by fixed.hpp only (after QNOISE_ALWAYS_INLINE); QNOISE_NO_DSP turns it off.
#ifndef QNOISE_ARCH_THUMB2_DSP_HPP
#define QNOISE_ARCH_THUMB2_DSP_HPP

#include "../../detail/freestanding.hpp"

namespace qnoise {
namespace detail {

#if defined(__ARM_FEATURE_DSP) && !defined(QNOISE_NO_DSP)
inline constexpr bool has_dsp_multiply = true;
/// SMMULR: floor((a * b + 2^31) / 2^32). Not constexpr (inline assembly): only reached
/// outside constant evaluation.
QNOISE_ALWAYS_INLINE int32_t smmulr(int32_t a, int32_t b) noexcept {
  int32_t result;
  __asm__("smmulr %0, %1, %2" : "=r"(result) : "r"(a), "r"(b));
  return result;
}
/// SMMLAR: acc + floor((a * b + 2^31) / 2^32), modulo 2^32 (the callers stay in range).
QNOISE_ALWAYS_INLINE int32_t smmlar(int32_t a, int32_t b, int32_t acc) noexcept {
  int32_t result;
  __asm__("smmlar %0, %1, %2, %3" : "=r"(result) : "r"(a), "r"(b), "r"(acc));
  return result;
}
#else
inline constexpr bool has_dsp_multiply = false;
/// floor((a * b + 2^31) / 2^32): the product's high word plus bit 31 of its low word (two
/// instructions, mulh and mul, on 32-bit cores with a wide multiply; modulo 2^32).
QNOISE_ALWAYS_INLINE constexpr int32_t smmulr(int32_t a, int32_t b) noexcept {
  const uint64_t product = static_cast<uint64_t>(static_cast<int64_t>(a) * b);
  return static_cast<int32_t>(static_cast<uint32_t>(product >> 32) + (static_cast<uint32_t>(product) >> 31));
}
QNOISE_ALWAYS_INLINE constexpr int32_t smmlar(int32_t a, int32_t b, int32_t acc) noexcept {
  // Wrapping add (as the instruction does): no signed overflow for any input.
  return static_cast<int32_t>(static_cast<uint32_t>(acc) + static_cast<uint32_t>(smmulr(a, b)));
}
#endif

}  // namespace detail
}  // namespace qnoise

#endif  // QNOISE_ARCH_THUMB2_DSP_HPP
