// qnoise/fade.hpp — interpolation weights ("fade curves") in Q16, integer only.
//
// Every curve maps t in [0, 65536] (Q16, 0..1.0) to [0, 65536], with exact endpoints
// f(0) = 0 and f(65536) = 65536, exact symmetry f(65536 - t) = 65536 - f(t), and
// monotone steps; inputs outside [0, 65536] are clamped. tests/core/test_fade.cpp proves all
// three properties over all 65,537 inputs and reports the error against the real curve.
//
// How: each curve is evaluated on the lower half, F(e) for e = min(t, 1 - t) in
// [0, 0.5], and mirrored for the upper half (f = 1 - F(1 - t)): this makes symmetry exact
// by construction and keeps the flat end of the curve (near e = 0) where F is small, so
// rounding errors shrink with it and F stays monotone. Every product fits in 32 bits
// (split into two partial products where it would not), so Cortex-M0 needs no 64-bit
// multiply and every core computes the same bits.
#ifndef QNOISE_FADE_HPP
#define QNOISE_FADE_HPP

#include <cstdint>

#include "fixed.hpp"

namespace qnoise {
namespace detail {

/// round(e2 * p / 2^31) for e2 <= 2^30 and p < 2^17, as two 32-bit partial products:
/// floor((h*p*2^15 + l*p + 2^30) / 2^31) == floor((h*p + floor((l*p + 2^30) / 2^15)) / 2^16).
QNOISE_ALWAYS_INLINE constexpr std::uint32_t mul_q30_by_q15(std::uint32_t e2, std::uint32_t p) noexcept {
  const std::uint32_t high = (e2 >> 15) * p;
  const std::uint32_t low = ((e2 & 0x7FFFu) * p + (1u << 30)) >> 15;
  return (high + low) >> 16;
}

/// Lower half of the quintic 6t^5 - 15t^4 + 10t^3 = e^3 (10 - 15e + 6e^2), e in
/// [0, 32768] (Q16, 0..0.5) -> Q16 in [0, 32768]. Max error 0.72 LSB. One definition,
/// two exact evaluations (tests compare them for all 32,769 inputs on every core):
///   e3 = floor(e^3 / 2^20)                       (Q28 of e^3, < 2^25)
///   p  = 327680 - floor(15e / 2) + floor(3e^2 / 2^16)   (Q15 of 10 - 15e + 6e^2, in [4, 10],
///                                                  strictly decreasing in e)
///   F  = floor((e3 * p + 2^26) / 2^27)
/// The narrow one (ARMv6-M) splits both 46-bit products into 32-bit partial products;
/// the wide one takes the high words of two 64-bit products (UMULL): 6 instructions fewer
/// per fade on Cortex-M4.
QNOISE_ALWAYS_INLINE constexpr std::uint32_t quintic_lower_half_narrow(std::uint32_t e) noexcept {
  const std::uint32_t e2 = e * e;  // Q32, exact, <= 2^30
  const std::uint32_t e3 = ((e2 >> 15) * e + (((e2 & 0x7FFFu) * e) >> 15)) >> 5;
  const std::uint32_t p = 327680u - ((15u * e) >> 1) + ((3u * e2) >> 16);
  // round(e3 * p / 2^27): e3 < 2^25, so split it at bit 13.
  const std::uint32_t high = (e3 >> 13) * p;
  const std::uint32_t low = ((e3 & 0x1FFFu) * p + (1u << 26)) >> 13;
  return (high + low) >> 14;
}
QNOISE_ALWAYS_INLINE constexpr std::uint32_t quintic_lower_half_wide(std::uint32_t e) noexcept {
  const std::uint32_t e2 = e * e;
  // floor(e2 * e / 2^20) == high word of e2 * (e * 2^12); e * 2^12 <= 2^27.
  const std::uint32_t e3 = static_cast<std::uint32_t>((std::uint64_t{e2} * (e << 12)) >> 32);
  const std::uint32_t p = 327680u - ((15u * e) >> 1) + ((3u * e2) >> 16);
  // floor((e3 * p + 2^26) / 2^27) == high word of (e3 * 2^5) * p + 2^31; e3 * 2^5 < 2^30.
  return static_cast<std::uint32_t>((std::uint64_t{e3 << 5} * p + (1u << 31)) >> 32);
}
QNOISE_ALWAYS_INLINE constexpr std::uint32_t quintic_lower_half(std::uint32_t e) noexcept {
  if constexpr (has_wide_multiply) {
    return quintic_lower_half_wide(e);
  } else {
    return quintic_lower_half_narrow(e);
  }
}

/// Lower half of smoothstep 3t^2 - 2t^3 = e^2 (3 - 2e): exact rounding, max error 0.5 LSB.
QNOISE_ALWAYS_INLINE constexpr std::uint32_t cubic_lower_half(std::uint32_t e) noexcept {
  return mul_q30_by_q15(e * e, 98304u - e);
}

/// Lower half of (1 - cos(pi t)) / 2 = sin^2(pi e / 2) = v R(v), v = e^2, with
/// R(v) = 2 + (1/4 - v) S(v) and S a quadratic fitted by weighted least squares; R(1/4) = 2
/// makes F(0.5) = 0.5 exact. Max error 0.85 LSB against the real cosine.
QNOISE_ALWAYS_INLINE constexpr std::uint32_t cosine_lower_half(std::uint32_t e) noexcept {
  const std::uint32_t e2 = e * e;                                   // Q32 of v
  const std::int32_t v = static_cast<std::int32_t>(e2 >> 16);        // Q16 of v, <= 16384
  const std::int32_t s1 = -41844 + asr(7199 * v, 16);               // Q16
  const std::int32_t s = 122525 + asr(s1 * v, 16);                  // Q16, in [1.7, 1.87]
  const std::uint32_t r = 65536u + ((static_cast<std::uint32_t>(16384 - v) *
                                     static_cast<std::uint32_t>(s)) >> 17);  // Q15 of R
  return mul_q30_by_q15(e2, r);
}

/// Applies a lower-half curve F to t in [0, 65536] by mirroring: f(t) = 1 - F(1 - t)
/// above one half. Exact symmetry and endpoints need F(0) = 0 and F(32768) = 32768.
template <std::uint32_t (*LowerHalf)(std::uint32_t)>
QNOISE_ALWAYS_INLINE constexpr q16 mirrored(std::uint32_t t) noexcept {
  // One evaluation of the polynomial and a conditional negate-and-add (no branch on the
  // cores with IT blocks; half the code of evaluating each half separately).
  const bool upper = t > 32768u;
  const std::uint32_t lower = LowerHalf(upper ? 65536u - t : t);
  return static_cast<q16>(upper ? 65536u - lower : lower);
}

QNOISE_ALWAYS_INLINE constexpr std::uint32_t clamp_unit(q16 t) noexcept {
  return t <= 0 ? 0u : (t >= q16_one ? 65536u : static_cast<std::uint32_t>(t));
}

}  // namespace detail

/// Quintic fade 6t^5 - 15t^4 + 10t^3 (Perlin 2002; C2-continuous noise).
/// t: Q16 in [0, 65536], clamped. Returns Q16 in [0, 65536]; error <= 0.72 LSB.
constexpr q16 fade_quintic(q16 t) noexcept {
  return detail::mirrored<detail::quintic_lower_half>(detail::clamp_unit(t));
}

/// Cubic smoothstep 3t^2 - 2t^3 (Perlin 1985; C1). t: Q16 in [0, 65536], clamped.
/// Returns Q16 in [0, 65536], correctly rounded (error <= 0.5 LSB).
constexpr q16 fade_cubic(q16 t) noexcept {
  return detail::mirrored<detail::cubic_lower_half>(detail::clamp_unit(t));
}

/// Cosine-shaped fade (1 - cos(pi t)) / 2 (Hugo Elias' cosine interpolation), with no
/// libm. t: Q16 in [0, 65536], clamped. Returns Q16 in [0, 65536]; error <= 0.85 LSB.
constexpr q16 fade_cosine(q16 t) noexcept {
  return detail::mirrored<detail::cosine_lower_half>(detail::clamp_unit(t));
}

/// Linear "fade" (identity): t: Q16 in [0, 65536], clamped. Returns t.
constexpr q16 fade_linear(q16 t) noexcept { return static_cast<q16>(detail::clamp_unit(t)); }

/// Fade curves as types, for templates that take the curve as a parameter
/// (value noise, fractal sums). `apply` takes an in-range weight t in [0, 65536].
struct quintic_fade { static constexpr q16 apply(std::uint32_t t) noexcept { return detail::mirrored<detail::quintic_lower_half>(t); } };
struct cubic_fade   { static constexpr q16 apply(std::uint32_t t) noexcept { return detail::mirrored<detail::cubic_lower_half>(t); } };
struct cosine_fade  { static constexpr q16 apply(std::uint32_t t) noexcept { return detail::mirrored<detail::cosine_lower_half>(t); } };
struct linear_fade  { static constexpr q16 apply(std::uint32_t t) noexcept { return static_cast<q16>(t); } };

}  // namespace qnoise

#endif  // QNOISE_FADE_HPP
