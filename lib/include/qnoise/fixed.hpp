// SPDX-License-Identifier: MIT
/// \file
/// qnoise/fixed.hpp — the Q16.16 fixed-point type and its exact integer helpers.
///
/// Every helper here is constexpr, free of undefined behaviour for every input it
/// documents, and rounds in one stated way (floor, i.e. towards minus infinity,
/// unless a name says otherwise). Signed values are never shifted: `asr()` gives the
/// floor division by a power of two through operations C++17 defines, and compilers
/// turn it into a single arithmetic shift.
#ifndef QNOISE_FIXED_HPP
#define QNOISE_FIXED_HPP

#include "detail/freestanding.hpp"

/// Forces inlining of the small per-sample helpers, so that the values they pass stay in
/// registers (without it GCC keeps e.g. the 3D cell evaluation out of line and passes the
/// cell positions through the stack: 60 more instructions per 3D call on Cortex-M4).
#if defined(__GNUC__)
#define QNOISE_ALWAYS_INLINE [[gnu::always_inline]] inline
#else
#define QNOISE_ALWAYS_INLINE inline
#endif

#include "arch/thumb2/dsp.hpp"  // detail::has_dsp_multiply, smmulr, smmlar

namespace qnoise {

/// Q16.16 fixed point: 65536 == 1.0. Range [-32768, 32768 - 2^-16].
using q16 = int32_t;

/// 1.0 in Q16.16.
inline constexpr q16 q16_one = 65536;
/// 0.5 in Q16.16.
inline constexpr q16 q16_half = 32768;

/// Two's-complement reinterpretation of a 32-bit pattern as int32, defined for every
/// input (C++17 leaves the plain conversion implementation-defined). Compiles to nothing.
constexpr int32_t to_signed(uint32_t u) noexcept {
  return u < 0x80000000u ? static_cast<int32_t>(u)
                         : -static_cast<int32_t>(~u) - 1;
}

/// floor(v / 2^k) for any int32 v and k in [0, 31] (k is taken modulo 32, so every k is
/// defined): an arithmetic right shift without shifting a negative value. Compiles to one
/// ASR instruction (the mask folds away for the library's constant shifts).
QNOISE_ALWAYS_INLINE constexpr int32_t asr(int32_t v, unsigned k) noexcept {
  k &= 31u;
  return v >= 0 ? (v >> k) : ~(~v >> k);
}

namespace detail {
/// Wrapping int32 arithmetic (modulo 2^32), defined for every input. The lerp and weight
/// helpers below use it, so that inputs outside their documented ranges give a wrapped
/// (meaningless) value instead of undefined behaviour; inside the ranges nothing wraps
/// and the results are the exact ones stated. Same instructions as plain int arithmetic.
QNOISE_ALWAYS_INLINE constexpr int32_t wrap_add32(int32_t a, int32_t b) noexcept {
  return to_signed(static_cast<uint32_t>(a) + static_cast<uint32_t>(b));
}
QNOISE_ALWAYS_INLINE constexpr int32_t wrap_sub32(int32_t a, int32_t b) noexcept {
  return to_signed(static_cast<uint32_t>(a) - static_cast<uint32_t>(b));
}
QNOISE_ALWAYS_INLINE constexpr int32_t wrap_mul32(int32_t a, int32_t b) noexcept {
  return to_signed(static_cast<uint32_t>(a) * static_cast<uint32_t>(b));
}
}  // namespace detail

/// Whether this target multiplies 32x32->64 in one instruction. ARMv6-M (Cortex-M0/M0+)
/// and ARMv8-M Baseline (Cortex-M23) do not: an int64_t product there is a call to __aeabi_lmul, so the library takes a
/// 32-bit path that returns identical results (tests prove it).
#if defined(__ARM_ARCH_6M__) || defined(__ARM_ARCH_8M_BASE__) || defined(QNOISE_FORCE_NARROW_MULTIPLY)
inline constexpr bool has_wide_multiply = false;
#else
inline constexpr bool has_wide_multiply = true;
#endif

namespace detail {
/// Whether this is a 32-bit core with a 32x32->64 multiply but no DSP extension (RISC-V
/// RV32IM, Cortex-M3): there smmulr/smmlar's portable definitions (arch/thumb2/dsp.hpp)
/// take the high and low words of a product (mulh/mul, or one smull), cheaper than the
/// wide evaluations' 64-bit add and shift, so mul_weight and the noise lerps use them.
inline constexpr bool has_word_multiply = has_wide_multiply && !has_dsp_multiply && sizeof(void*) == 4;
}  // namespace detail

/// a * w / 65536 rounded half up, i.e. floor((a * w + 32768) / 65536), for a weight w in
/// [0, 65536] (Q16, e.g. a fade value) and a in [-2^22, 2^22] (Q16 values up to +-64).
/// This is the product every lerp in the library uses. Three evaluations, all exact, so
/// they agree bit for bit (tests/core/test_fixed.cpp checks it on every core):
/// - `mul_weight_wide`: a 64-bit product (host, Cortex-M3: SMLAL);
/// - `mul_weight_narrow`: 32-bit only, for ARMv6-M: w split into bytes, two multiplies,
///   floor((a*wh*256 + a*wl + 2^15) / 2^16) == floor((a*wh + floor((a*wl + 2^15) / 256)) / 256);
/// - `mul_weight_dsp`: one SMMULR on cores with the DSP extension (M4, M7, M33, M55):
///   smmulr(2a, W) = floor((2a*W + 2^31) / 2^32) with W = w * 2^15 (and W = 2^31 - 1 for
///   w = 65536, which still gives exactly a for |a| <= 2^22); `mul_weight` takes the same
///   formula through smmulr's portable definition on RV32IM and Cortex-M3
///   (detail::has_word_multiply).
/// Outside those ranges the result is unspecified (wrapped), never undefined behaviour.
QNOISE_ALWAYS_INLINE constexpr int32_t mul_weight_wide(int32_t a, int32_t w) noexcept {
  const int64_t product = static_cast<int64_t>(a) * w + 32768;
  return static_cast<int32_t>(product >= 0 ? product >> 16 : ~(~product >> 16));
}
/// The narrow (32-bit only, ARMv6-M) evaluation of mul_weight; same ranges and result.
QNOISE_ALWAYS_INLINE constexpr int32_t mul_weight_narrow(int32_t a, int32_t w) noexcept {
  const int32_t w_high = w >> 8;   // 0..256
  const int32_t w_low = w & 0xFF;  // 0..255
  return asr(detail::wrap_add32(detail::wrap_mul32(a, w_high),
                                asr(detail::wrap_add32(detail::wrap_mul32(a, w_low), 32768), 8)),
             8);
}

namespace detail {
/// w in [0, 65536] as the Q31 operand of mul_weight_dsp: w * 2^15, saturated to 2^31 - 1.
QNOISE_ALWAYS_INLINE constexpr int32_t weight_q31(int32_t w) noexcept {
  const uint32_t u = static_cast<uint32_t>(w);
  return static_cast<int32_t>((u << 15) - (u >> 16));
}
}  // namespace detail

/// The DSP evaluation, usable (through its 64-bit fallback) on every target so that tests
/// can compare it with the others anywhere.
QNOISE_ALWAYS_INLINE int32_t mul_weight_dsp(int32_t a, int32_t w) noexcept {
  return detail::smmulr(detail::wrap_add32(a, a), detail::weight_q31(w));
}

/// a * w / 65536 rounded half up (see mul_weight_wide): the evaluation that suits this target.
QNOISE_ALWAYS_INLINE constexpr int32_t mul_weight(int32_t a, int32_t w) noexcept {
  if constexpr (detail::has_dsp_multiply) {
    if (!__builtin_is_constant_evaluated()) return mul_weight_dsp(a, w);
    return mul_weight_wide(a, w);
  } else if constexpr (detail::has_word_multiply) {
    // mul_weight_dsp's formula, constexpr here (smmulr is portable C++ on these cores).
    return detail::smmulr(detail::wrap_add32(a, a), detail::weight_q31(w));
  } else if constexpr (has_wide_multiply) {
    return mul_weight_wide(a, w);
  } else {
    return mul_weight_narrow(a, w);
  }
}

/// Linear interpolation a + (b - a) * w / 65536, the product rounded half up (see
/// mul_weight); w in [0, 65536] (Q16 weight),
/// a and b in [-2^21, 2^21]. Exact at the ends: lerp(a, b, 0) == a, lerp(a, b, 65536) == b.
/// Outside those ranges: unspecified (wrapped) result, no undefined behaviour.
QNOISE_ALWAYS_INLINE constexpr int32_t lerp(int32_t a, int32_t b, int32_t w) noexcept {
  if constexpr (detail::has_dsp_multiply) {
    // a + mul_weight_dsp(b - a, w) in one SMMLAR (the add is part of the instruction).
    if (!__builtin_is_constant_evaluated()) {
      const int32_t d = detail::wrap_sub32(b, a);
      return detail::smmlar(detail::wrap_add32(d, d), detail::weight_q31(w), a);
    }
  }
  return detail::wrap_add32(a, mul_weight(detail::wrap_sub32(b, a), w));
}

/// Linear interpolation with a Q23 weight, the one every noise lerp uses (the weight is the
/// quintic chord of fade.hpp, kept 7 bits finer than Q16):
///   lerp_q23(a, b, W) = a + floor(((b - a) W + 2^22) / 2^23)   (product rounded half up)
/// for W in [0, 2^23] and |b - a| <= 2^19 (the largest caller: 1D noise, whose corner
/// values differ by up to 8 * 65536). Exact at both ends. Three evaluations, all exact, so
/// they agree bit for bit (tests/core/test_fixed.cpp checks it on every core):
/// - wide: a 64-bit product (host, Cortex-M3);
/// - narrow, for ARMv6-M: W = 2^12 wh + wl, two 32-bit products (|d wl| < 2^31),
///   floor((d wh 2^12 + d wl + 2^22) / 2^23) == floor((d wh + 2^10 + floor(d wl / 2^12)) / 2^11);
/// - DSP: one SMMLAR, a + floor((512 d * W + 2^31) / 2^32) (the noise evaluations take the
///   same formula through smmlar's portable definition on RV32IM and Cortex-M3).
/// The same with the difference given, d = b - a (|d| <= 2^19): lerp_q23(a, b, W) ==
/// lerp_q23_by(a, b - a, W), for callers that keep d up to date incrementally (rows).
/// `detail::lerp_q23_split` is the narrow evaluation with W given as its two parts.
/// Outside the ranges: the wide and DSP evaluations wrap (unspecified value, no undefined
/// behaviour); the narrow one (ARMv6-M/v8-M Baseline, and the `_narrow` functions) requires
/// them: |d| <= 2^19, W in [0, 2^23] and a within +-(2^31 - 2^20), the hot path's price.
QNOISE_ALWAYS_INLINE constexpr int32_t lerp_q23_by_wide(int32_t a, int32_t d, int32_t w) noexcept {
  const int64_t product = static_cast<int64_t>(d) * w + (1 << 22);
  return detail::wrap_add32(a, static_cast<int32_t>(product >= 0 ? product >> 23 : ~(~product >> 23)));
}
namespace detail {
QNOISE_ALWAYS_INLINE constexpr int32_t lerp_q23_split(int32_t a, int32_t d, int32_t w_high,
                                                           int32_t w_low) noexcept {
  // Plain int arithmetic on purpose: only for operands in range by construction
  // (lerp_q23_by_fast, the noise evaluations' hot path on ARMv6-M: the wrapping form costs
  // 57 instructions per 2D integer_hash call on Cortex-M0); public callers get the wrapping
  // lerp_q23_by_narrow.
  return a + asr(d * w_high + (1 << 10) + asr(d * w_low, 12), 11);
}
}  // namespace detail
/// lerp_q23_by, the narrow evaluation (ARMv6-M): requires |d| <= 2^19 and W in [0, 2^23].
QNOISE_ALWAYS_INLINE constexpr int32_t lerp_q23_by_narrow(int32_t a, int32_t d, int32_t w) noexcept {
  // Modulo 2^32 through uint32_t, so that no input is undefined behaviour (in range the
  // same value as lerp_q23_split); the noise functions call detail::lerp_q23_by_fast.
  const uint32_t low = static_cast<uint32_t>(d) * static_cast<uint32_t>(w & 0xFFF);
  const uint32_t sum = static_cast<uint32_t>(d) * static_cast<uint32_t>(w >> 12) + (1u << 10) +
                       static_cast<uint32_t>(asr(to_signed(low), 12));
  return detail::wrap_add32(a, asr(to_signed(sum), 11));
}
/// lerp_q23_by, the DSP evaluation (one SMMLAR; its 64-bit fallback elsewhere).
QNOISE_ALWAYS_INLINE int32_t lerp_q23_by_dsp(int32_t a, int32_t d, int32_t w) noexcept {
  return detail::smmlar(detail::wrap_mul32(d, 512), w, a);
}
/// a + floor((d W + 2^22) / 2^23), the evaluation that suits this target (see lerp_q23_by_wide).
QNOISE_ALWAYS_INLINE constexpr int32_t lerp_q23_by(int32_t a, int32_t d, int32_t w) noexcept {
  if constexpr (detail::has_dsp_multiply) {
    if (!__builtin_is_constant_evaluated()) return lerp_q23_by_dsp(a, d, w);
    return lerp_q23_by_wide(a, d, w);
  } else if constexpr (has_wide_multiply) {
    return lerp_q23_by_wide(a, d, w);
  } else {
    return lerp_q23_by_narrow(a, d, w);
  }
}
/// lerp_q23(a, b, W), the wide evaluation (64-bit product).
QNOISE_ALWAYS_INLINE constexpr int32_t lerp_q23_wide(int32_t a, int32_t b, int32_t w) noexcept {
  return lerp_q23_by_wide(a, detail::wrap_sub32(b, a), w);
}
/// lerp_q23(a, b, W), the narrow evaluation (ARMv6-M; ranges required, see lerp_q23_by_wide).
QNOISE_ALWAYS_INLINE constexpr int32_t lerp_q23_narrow(int32_t a, int32_t b, int32_t w) noexcept {
  return lerp_q23_by_narrow(a, detail::wrap_sub32(b, a), w);
}
/// lerp_q23(a, b, W), the DSP evaluation.
QNOISE_ALWAYS_INLINE int32_t lerp_q23_dsp(int32_t a, int32_t b, int32_t w) noexcept {
  return lerp_q23_by_dsp(a, detail::wrap_sub32(b, a), w);
}
/// a + floor(((b - a) W + 2^22) / 2^23) for a Q23 weight W in [0, 2^23], the evaluation that suits this target (see lerp_q23_by_wide).
QNOISE_ALWAYS_INLINE constexpr int32_t lerp_q23(int32_t a, int32_t b, int32_t w) noexcept {
  return lerp_q23_by(a, detail::wrap_sub32(b, a), w);
}

namespace detail {
/// lerp_q23_by / lerp_q23 for the library's own noise evaluations, whose operands are in
/// range by construction (|d| <= 2^19, W in [0, 2^23], no sum near the int32 limits): the
/// same results, with ARMv6-M's split evaluation in plain int arithmetic (its hot path) and
/// lerp_q23_by_dsp's formula on 32-bit cores without DSP (has_word_multiply).
QNOISE_ALWAYS_INLINE constexpr int32_t lerp_q23_by_fast(int32_t a, int32_t d, int32_t w) noexcept {
  if constexpr (has_word_multiply) {
    return a + smmulr(d * 512, w);  // smmlar's value; plain int, like lerp_q23_split
  } else if constexpr (has_dsp_multiply || has_wide_multiply) {
    return lerp_q23_by(a, d, w);
  } else {
    return lerp_q23_split(a, d, w >> 12, w & 0xFFF);
  }
}
QNOISE_ALWAYS_INLINE constexpr int32_t lerp_q23_fast(int32_t a, int32_t b, int32_t w) noexcept {
  return lerp_q23_by_fast(a, b - a, w);
}
}  // namespace detail

/// Exact floor(a * b / 65536) for any two Q16 values, saturated to the int32 range
/// (a product beyond +-32768.0 clamps to INT32_MIN/INT32_MAX). Q16 * Q16 -> Q16.
/// Uses a 64-bit product: for parameters and set-up code, not for per-sample hot paths.
constexpr q16 q16_mul(q16 a, q16 b) noexcept {
  const int64_t product = static_cast<int64_t>(a) * b;
  const int64_t floored = product >= 0 ? product >> 16 : ~(~product >> 16);
  if (floored > INT32_MAX) return INT32_MAX;
  if (floored < INT32_MIN) return INT32_MIN;
  return static_cast<q16>(floored);
}

/// Integer -> Q16, saturating to the Q16 range [-32768, 32767].
constexpr q16 q16_from_int(int32_t i) noexcept {
  if (i > 32767) return INT32_MAX;
  if (i < -32768) return INT32_MIN;
  return static_cast<q16>(static_cast<uint32_t>(i) << 16);
}

/// Q16 -> integer, floor (q16_floor(-1) == -1: the cell index of a coordinate).
constexpr int32_t q16_floor(q16 v) noexcept { return asr(v, 16); }

/// Fractional part of a Q16 value, Q16 in [0, 65535]; q16_floor(v) * 65536 + frac == v.
constexpr q16 q16_fract(q16 v) noexcept {
  return static_cast<q16>(static_cast<uint32_t>(v) & 0xFFFFu);
}

}  // namespace qnoise

#endif  // QNOISE_FIXED_HPP
