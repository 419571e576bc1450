// qnoise/fade.hpp — interpolation weights ("fade curves") in Q16, integer only.
//
// Every curve maps t in [0, 65536] (Q16, 0..1.0) to [0, 65536], with exact endpoints
// f(0) = 0 and f(65536) = 65536, exact symmetry f(65536 - t) = 65536 - f(t), and
// monotone steps; inputs outside [0, 65536] are clamped. tests/core/test_fade.cpp proves all
// three properties over all 65,537 inputs and reports the error against the real curve.
//
// How: the quintic, the default and the one on every noise's hot path, is a 257-knot
// table with linear interpolation (about 11 instructions on Cortex-M4, 16 on M0); the
// others are evaluated on the lower half, F(e) for e = min(t, 1 - t) in [0, 0.5], and
// mirrored for the upper half (f = 1 - F(1 - t)): this makes symmetry exact by
// construction and keeps the flat end of the curve (near e = 0) where F is small, so
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

/// The quintic 6t^5 - 15t^4 + 10t^3 as 257 knots, one per 1/256 of the cell, for the
/// piecewise-linear evaluation in `quintic_fraction`. A table because it is the cheapest
/// exact evaluation on every core: about 11 instructions on Cortex-M4 and 16 on
/// Cortex-M0 (a polynomial with 32-bit-only products costs 20 and 48), for 514 bytes of
/// flash. Knot k (Q16, k <= 128; the upper half mirrors it, T[256 - k] = 65536 - T[k]):
///   T[k] = round(65536 q(k/256) - q''(k/256) / 16)
/// The second term lowers each knot by half the worst chord error (q is convex on the
/// lower half), which halves the interpolation error (0.72 -> 0.36 LSB). T[1] is raised
/// from 0 to 1 so that T[255] = 65535 fits 16 bits; T[256] = 65536 is stored as 0 and
/// recovered by the modulo-2^16 difference below.
struct quintic_knots {
  std::uint16_t value[257];
};

/// 2^28 (65536 q(k/256) - q''(k/256) / 16), exactly, for k in [0, 128].
constexpr std::int64_t quintic_knot_q28(std::int64_t k) noexcept {
  const std::int64_t q_q24 = 6 * k * k * k * k * k - 15 * 256 * k * k * k * k + 10 * 65536 * k * k * k;
  const std::int64_t curvature_q24 = 60 * 65536 * k - 180 * 256 * k * k + 120 * k * k * k;
  return 16 * q_q24 - curvature_q24;
}

constexpr quintic_knots make_quintic_knots() noexcept {
  quintic_knots knots{};
  for (std::uint32_t k = 0; k <= 128; ++k) {
    const std::int64_t q28 = quintic_knot_q28(k);
    std::uint32_t knot = q28 <= 0 ? 0u : static_cast<std::uint32_t>((q28 + (std::int64_t{1} << 27)) >> 28);
    if (k > 0 && knot == 0) knot = 1;
    knots.value[k] = static_cast<std::uint16_t>(knot);
    knots.value[256 - k] = static_cast<std::uint16_t>((65536u - knot) & 0xFFFFu);
  }
  return knots;
}

inline constexpr quintic_knots quintic_table = make_quintic_knots();

/// The quintic fade of a fraction t in [0, 65535] (Q16; higher bits are ignored), Q16 in
/// [0, 65536]: linear interpolation between knots k = t / 256 and k + 1,
///   f(t) = T[k] + floor((d * (t mod 256) + 127 + [t >= 32768]) / 256),  d = T[k+1] - T[k].
/// Monotone (d >= 0) and continuous at the knots. A product exactly half-way rounds down
/// in the lower half of the cell and up in the upper half (towards the curve: the chords
/// lie above it below one half, below it above): t and its mirror 65536 - t lie in
/// opposite halves, so f(65536 - t) = 65536 - f(t) holds exactly (one tie rule for both
/// halves would break it by 1 LSB; the midpoint t = 32768 is a knot). Max error against the real quintic 1.25 LSB, RMS 0.42
/// (tests/core/test_fade_accuracy.cpp). Every product is below 2^17: one MUL on any core.
QNOISE_ALWAYS_INLINE constexpr std::uint32_t quintic_fraction(std::uint32_t t) noexcept {
  const std::uint32_t k = (t >> 8) & 0xFFu;
  const std::uint32_t low = t & 0xFFu;
  const std::uint32_t base = quintic_table.value[k];
  const std::uint32_t step = (quintic_table.value[k + 1] - base) & 0xFFFFu;
  return base + ((step * low + 127u + (k >> 7)) >> 8);
}

/// The quintic fade of t in [0, 65536] (the table covers fractions; 1.0 maps to itself).
QNOISE_ALWAYS_INLINE constexpr q16 quintic_unit(std::uint32_t t) noexcept {
  return static_cast<q16>(t > 65535u ? 65536u : quintic_fraction(t));
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

/// Quintic fade 6t^5 - 15t^4 + 10t^3 (Perlin 2002), as 256 linear pieces
/// (detail::quintic_fraction): C2 to within 1/256 of a cell, error <= 1.25 LSB.
/// t: Q16 in [0, 65536], clamped. Returns Q16 in [0, 65536].
constexpr q16 fade_quintic(q16 t) noexcept {
  return detail::quintic_unit(detail::clamp_unit(t));
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
struct quintic_fade { static constexpr q16 apply(std::uint32_t t) noexcept { return detail::quintic_unit(t); } };
struct cubic_fade   { static constexpr q16 apply(std::uint32_t t) noexcept { return detail::mirrored<detail::cubic_lower_half>(t); } };
struct cosine_fade  { static constexpr q16 apply(std::uint32_t t) noexcept { return detail::mirrored<detail::cosine_lower_half>(t); } };
struct linear_fade  { static constexpr q16 apply(std::uint32_t t) noexcept { return static_cast<q16>(t); } };

}  // namespace qnoise

#endif  // QNOISE_FADE_HPP
