// qnoise/fixed.hpp — the Q16.16 fixed-point type and its exact integer helpers.
//
// Every helper here is constexpr, free of undefined behaviour for every input it
// documents, and rounds in one stated way (floor, i.e. towards minus infinity,
// unless a name says otherwise). Signed values are never shifted: `asr()` gives the
// floor division by a power of two through operations C++17 defines, and compilers
// turn it into a single arithmetic shift.
#ifndef QNOISE_FIXED_HPP
#define QNOISE_FIXED_HPP

#include <cstdint>

namespace qnoise {

/// Q16.16 fixed point: 65536 == 1.0. Range [-32768, 32768 - 2^-16].
using q16 = std::int32_t;

/// 1.0 in Q16.16.
inline constexpr q16 q16_one = 65536;
/// 0.5 in Q16.16.
inline constexpr q16 q16_half = 32768;

/// Two's-complement reinterpretation of a 32-bit pattern as int32, defined for every
/// input (C++17 leaves the plain conversion implementation-defined). Compiles to nothing.
constexpr std::int32_t to_signed(std::uint32_t u) noexcept {
  return u < 0x80000000u ? static_cast<std::int32_t>(u)
                         : -static_cast<std::int32_t>(~u) - 1;
}

/// floor(v / 2^k) for any int32 v and k in [0, 31]: an arithmetic right shift without
/// shifting a negative value. Compiles to one ASR instruction.
constexpr std::int32_t asr(std::int32_t v, unsigned k) noexcept {
  return v >= 0 ? (v >> k) : ~(~v >> k);
}

/// Whether this target multiplies 32x32->64 in one instruction. ARMv6-M (Cortex-M0/M0+)
/// does not: an int64_t product there is a call to __aeabi_lmul, so the library takes a
/// 32-bit path that returns identical results (tests prove it).
#if defined(__ARM_ARCH_6M__) || defined(QNOISE_FORCE_NARROW_MULTIPLY)
inline constexpr bool has_wide_multiply = false;
#else
inline constexpr bool has_wide_multiply = true;
#endif

/// a * w / 65536 rounded half up, i.e. floor((a * w + 32768) / 65536), for a weight w in
/// [0, 65536] (Q16, e.g. a fade value) and a in [-2^22, 2^22] (Q16 values up to +-64).
/// This is the product every lerp in the library uses. `mul_weight_wide` uses a 64-bit
/// product; `mul_weight_narrow` splits w into bytes and stays in 32 bits (two
/// multiplies), using floor((a*wh*256 + a*wl + 2^15) / 2^16)
/// == floor((a*wh + floor((a*wl + 2^15) / 256)) / 256). Both are exact, so they agree
/// bit for bit (tests/test_fixed.cpp checks it).
constexpr std::int32_t mul_weight_wide(std::int32_t a, std::int32_t w) noexcept {
  const std::int64_t product = static_cast<std::int64_t>(a) * w + 32768;
  return static_cast<std::int32_t>(product >= 0 ? product >> 16 : ~(~product >> 16));
}
constexpr std::int32_t mul_weight_narrow(std::int32_t a, std::int32_t w) noexcept {
  const std::int32_t w_high = w >> 8;   // 0..256
  const std::int32_t w_low = w & 0xFF;  // 0..255
  return asr(a * w_high + asr(a * w_low + 32768, 8), 8);
}
constexpr std::int32_t mul_weight(std::int32_t a, std::int32_t w) noexcept {
  if constexpr (has_wide_multiply) {
    return mul_weight_wide(a, w);
  } else {
    return mul_weight_narrow(a, w);
  }
}

/// Linear interpolation a + (b - a) * w / 65536, the product rounded half up (see
/// mul_weight); w in [0, 65536] (Q16 weight),
/// a and b in [-2^21, 2^21]. Exact at the ends: lerp(a, b, 0) == a, lerp(a, b, 65536) == b.
constexpr std::int32_t lerp(std::int32_t a, std::int32_t b, std::int32_t w) noexcept {
  return a + mul_weight(b - a, w);
}

/// Exact floor(a * b / 65536) for any two Q16 values, saturated to the int32 range
/// (a product beyond +-32768.0 clamps to INT32_MIN/INT32_MAX). Q16 * Q16 -> Q16.
/// Uses a 64-bit product: for parameters and set-up code, not for per-sample hot paths.
constexpr q16 q16_mul(q16 a, q16 b) noexcept {
  const std::int64_t product = static_cast<std::int64_t>(a) * b;
  const std::int64_t floored = product >= 0 ? product >> 16 : ~(~product >> 16);
  if (floored > INT32_MAX) return INT32_MAX;
  if (floored < INT32_MIN) return INT32_MIN;
  return static_cast<q16>(floored);
}

/// Integer -> Q16, saturating to the Q16 range [-32768, 32767].
constexpr q16 q16_from_int(std::int32_t i) noexcept {
  if (i > 32767) return INT32_MAX;
  if (i < -32768) return INT32_MIN;
  return static_cast<q16>(static_cast<std::uint32_t>(i) << 16);
}

/// Q16 -> integer, floor (q16_to_int(-1) == -1: the cell index of a coordinate).
constexpr std::int32_t q16_floor(q16 v) noexcept { return asr(v, 16); }

/// Fractional part of a Q16 value, Q16 in [0, 65535]; q16_floor(v) * 65536 + frac == v.
constexpr q16 q16_fract(q16 v) noexcept {
  return static_cast<q16>(static_cast<std::uint32_t>(v) & 0xFFFFu);
}

}  // namespace qnoise

#endif  // QNOISE_FIXED_HPP
