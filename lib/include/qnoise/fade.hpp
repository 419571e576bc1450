// SPDX-License-Identifier: MIT
/// \file
/// qnoise/fade.hpp — interpolation weights ("fade curves") in Q16, integer only.
///
/// Every curve maps t in [0, 65536] (Q16, 0..1.0) to [0, 65536], with exact endpoints
/// f(0) = 0 and f(65536) = 65536, exact symmetry f(65536 - t) = 65536 - f(t), and
/// monotone steps; inputs outside [0, 65536] are clamped. tests/core/test_fade.cpp proves all
/// three properties over all 65,537 inputs and reports the error against the real curve.
///
/// How: the quintic, the default and the one on every noise's hot path, is a 257-knot
/// table with linear interpolation (8 instructions on Cortex-M4, 10 on M0); the
/// others are evaluated on the lower half, F(e) for e = min(t, 1 - t) in [0, 0.5], and
/// mirrored for the upper half (f = 1 - F(1 - t)): this makes symmetry exact by
/// construction and keeps the flat end of the curve (near e = 0) where F is small, so
/// rounding errors shrink with it and F stays monotone. Every product fits in 32 bits
/// (split into two partial products where it would not), so Cortex-M0 needs no 64-bit
/// multiply and every core computes the same bits.
#ifndef QNOISE_FADE_HPP
#define QNOISE_FADE_HPP

#include "detail/freestanding.hpp"

#include "fixed.hpp"

/// The compact profile leaves the fade weight's inlining to the compiler (one copy at -Os
/// instead of one per axis); elsewhere it is inlined like every per-sample helper.
#if defined(QNOISE_COMPACT)
#define QNOISE_FADE_INLINE inline
#else
#define QNOISE_FADE_INLINE QNOISE_ALWAYS_INLINE
#endif

namespace qnoise {
namespace detail {

/// round(e2 * p / 2^31) for e2 <= 2^30 and p < 2^17, as two 32-bit partial products:
/// floor((h*p*2^15 + l*p + 2^30) / 2^31) == floor((h*p + floor((l*p + 2^30) / 2^15)) / 2^16).
QNOISE_ALWAYS_INLINE constexpr uint32_t mul_q30_by_q15(uint32_t e2, uint32_t p) noexcept {
  const uint32_t high = (e2 >> 15) * p;
  const uint32_t low = ((e2 & 0x7FFFu) * p + (1u << 30)) >> 15;
  return (high + low) >> 16;
}

/// The quintic q(u) = 6u^5 - 15u^4 + 10u^3 as 257 knots, one per 1/256 of the cell, in
/// Q23 (2^23 == 1.0), for the piecewise-linear evaluations below. A table because it is
/// the cheapest exact evaluation on every core (8 instructions on Cortex-M4, 10 on M0,
/// against 20 and 48 for a polynomial with 32-bit-only products), for 1028 bytes of
/// flash; the compact profile (QNOISE_COMPACT) stores knots 0..128 only (516 bytes) and
/// mirrors the others (quintic_knot). Knot k (k <= 128; the upper half mirrors it,
/// K[256 - k] = 2^23 - K[k]):
///   K[k] = round(2^23 q(k/256) - 8 q''(k/256))
/// The second term lowers each knot by half the largest chord error (q is convex on the
/// lower half, concave on the upper), which halves the interpolation error to 0.36 LSB of
/// Q16. The 7 bits below the Q16 LSB let the noise lerps use the curve without rounding
/// it to Q16 first.
#if defined(QNOISE_COMPACT)
inline constexpr uint32_t quintic_stored_knots = 129;  // K[0..128]
#else
inline constexpr uint32_t quintic_stored_knots = 257;  // K[0..256]
#endif
struct quintic_knots {
  uint32_t value[quintic_stored_knots];
};

/// 2^21 K[k] = 2^44 q(k/256) - 2^24 q''(k/256), exactly, for k in [0, 128] (2^40 q(k/256) and
/// 2^24 q''(k/256) are integer polynomials in k).
constexpr int64_t quintic_knot_scaled(int64_t k) noexcept {
  const int64_t q_2e40 = 6 * k * k * k * k * k - 15 * 256 * k * k * k * k + 10 * 65536 * k * k * k;
  const int64_t curvature_2e24 = 60 * 65536 * k - 180 * 256 * k * k + 120 * k * k * k;
  return 16 * q_2e40 - curvature_2e24;
}

constexpr quintic_knots make_quintic_knots() noexcept {
  quintic_knots knots{};
  for (uint32_t k = 0; k <= 128; ++k) {
    // Rounded half up; the numerator is >= 0 for every k.
    const int64_t scaled = quintic_knot_scaled(k);
    const uint32_t knot = scaled <= 0 ? 0u : static_cast<uint32_t>((scaled + (1 << 20)) >> 21);
    knots.value[k] = knot;
    if (256 - k < quintic_stored_knots) knots.value[256 - k] = (1u << 23) - knot;
  }
  return knots;
}

inline constexpr quintic_knots quintic_table = make_quintic_knots();

/// Knot k of the quintic, k in [0, 256]: stored, or (compact profile) mirrored from the
/// lower half, 2^23 - K[256 - k]: the same value either way.
QNOISE_ALWAYS_INLINE constexpr uint32_t quintic_knot(size_t k) noexcept {
#if defined(QNOISE_COMPACT)
  return k <= 128u ? quintic_table.value[k] : (1u << 23) - quintic_table.value[256u - k];
#else
  return quintic_table.value[k];
#endif
}

/// The quintic of a fraction t in [0, 65535] (Q16; higher bits are ignored) as the Q31
/// value of the chord between knots k = t / 256 and k + 1, exactly:
///   C(t) = 256 K[k] + (K[k+1] - K[k]) (t mod 256),   in [0, 2^31).
/// Exactly symmetric, C(65536 - t) = 2^31 - C(t), because the knots are; monotone; within
/// 0.36 LSB of Q16 of the real quintic.
QNOISE_ALWAYS_INLINE constexpr uint32_t quintic_chord_q31(uint32_t t) noexcept {
  const uint32_t k = (t >> 8) & 0xFFu;
  const uint32_t base = quintic_knot(k);
  return (base << 8) + (quintic_knot(k + 1) - base) * (t & 0xFFu);
}

/// The interpolation weight of every noise lerp (lerp_q23): the chord C(t) / 2^8, floored,
/// Q23 in [0, 2^23). = K[k] + floor((K[k+1] - K[k]) (t mod 256) / 256); products < 2^24.
QNOISE_FADE_INLINE constexpr uint32_t quintic_weight(uint32_t t) noexcept {
  // size_t (the same type as uint32_t on Cortex-M): on a 64-bit host the load of
  // value[k + 1] is then one addressing mode.
  const size_t k = (t >> 8) & 0xFFu;
  const uint32_t base = quintic_knot(k);
  return base + (((quintic_knot(k + 1) - base) * (t & 0xFFu)) >> 8);
}

/// quintic_weight's knots as the two operands of its sum, per knot k: 256 K[k] and
/// K[k+1] - K[k] (2 KiB), so that quintic_weight(t) == (256 K[k] + (K[k+1] - K[k]) (t mod 256)) / 256
/// takes one load and one multiply-add (floor(K + x / 256) == floor((256 K + x) / 256)).
/// Read by the 64-bit host path (perlin.hpp).
struct quintic_pair {
  uint32_t base_256, delta;
};
struct quintic_pairs {
  quintic_pair value[256];
};
constexpr quintic_pairs make_quintic_pairs() noexcept {
  quintic_pairs pairs{};
  for (uint32_t k = 0; k < 256; ++k)
    pairs.value[k] = {quintic_knot(k) << 8, quintic_knot(k + 1) - quintic_knot(k)};
  return pairs;
}
inline constexpr quintic_pairs quintic_pair_table = make_quintic_pairs();

/// The quintic fade of a fraction t in [0, 65535] rounded to Q16, in [0, 65536]. A chord
/// value exactly half-way between two Q16 values rounds down in the lower half of the cell
/// and up in the upper half: t and its mirror 65536 - t lie in opposite halves, so with the
/// chord's exact symmetry f(65536 - t) = 65536 - f(t) holds exactly (one tie rule for both
/// halves would break it by 1 LSB; the midpoint t = 32768 is a knot). Max error 0.86 LSB
/// (0.36 + the rounding).
QNOISE_ALWAYS_INLINE constexpr uint32_t quintic_fraction(uint32_t t) noexcept {
  return (quintic_chord_q31(t) + 16383u + ((t >> 15) & 1u)) >> 15;
}

/// The quintic fade of t in [0, 65536] (the table covers fractions; 1.0 maps to itself).
QNOISE_ALWAYS_INLINE constexpr q16 quintic_unit(uint32_t t) noexcept {
  return static_cast<q16>(t > 65535u ? 65536u : quintic_fraction(t));
}

/// Lower half of smoothstep 3t^2 - 2t^3 = e^2 (3 - 2e): exact rounding, max error 0.5 LSB.
QNOISE_ALWAYS_INLINE constexpr uint32_t cubic_lower_half(uint32_t e) noexcept {
  return mul_q30_by_q15(e * e, 98304u - e);
}

/// Lower half of (1 - cos(pi t)) / 2 = sin^2(pi e / 2) = v R(v), v = e^2, with
/// R(v) = 2 + (1/4 - v) S(v) and S a quadratic fitted by weighted least squares; R(1/4) = 2
/// makes F(0.5) = 0.5 exact. Max error 0.85 LSB against the real cosine.
QNOISE_ALWAYS_INLINE constexpr uint32_t cosine_lower_half(uint32_t e) noexcept {
  const uint32_t e2 = e * e;                                   // Q32 of v
  const int32_t v = static_cast<int32_t>(e2 >> 16);        // Q16 of v, <= 16384
  const int32_t s1 = -41844 + asr(7199 * v, 16);               // Q16
  // s1 * v wraps (no UB) for the out-of-range t a cosine_fade::apply caller may pass.
  const int32_t s = 122525 + asr(wrap_mul32(s1, v), 16);       // Q16, in [1.7, 1.87]
  const uint32_t r = 65536u + ((static_cast<uint32_t>(16384 - v) *
                                     static_cast<uint32_t>(s)) >> 17);  // Q15 of R
  return mul_q30_by_q15(e2, r);
}

/// Applies a lower-half curve F to t in [0, 65536] by mirroring: f(t) = 1 - F(1 - t)
/// above one half. Exact symmetry and endpoints need F(0) = 0 and F(32768) = 32768.
template <uint32_t (*LowerHalf)(uint32_t)>
QNOISE_ALWAYS_INLINE constexpr q16 mirrored(uint32_t t) noexcept {
  // One evaluation of the polynomial and a conditional negate-and-add (no branch on the
  // cores with IT blocks; half the code of evaluating each half separately).
  const bool upper = t > 32768u;
  const uint32_t lower = LowerHalf(upper ? 65536u - t : t);
  return static_cast<q16>(upper ? 65536u - lower : lower);
}

QNOISE_ALWAYS_INLINE constexpr uint32_t clamp_unit(q16 t) noexcept {
  return t <= 0 ? 0u : (t >= q16_one ? 65536u : static_cast<uint32_t>(t));
}

}  // namespace detail

/// Quintic fade 6t^5 - 15t^4 + 10t^3 (Perlin 2002), as 256 linear pieces
/// (detail::quintic_fraction): C2 to within 1/256 of a cell, error <= 0.86 LSB.
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
/// (value noise, fractal sums). `apply` takes an in-range weight t in [0, 65536]; any
/// other t gives an unspecified value (quintic_fade clamps), never undefined behaviour.
/// The quintic fade 6t^5 - 15t^4 + 10t^3 as a type (fade_quintic), clamping.
struct quintic_fade { static constexpr q16 apply(uint32_t t) noexcept { return detail::quintic_unit(t); } };
/// The cubic fade 3t^2 - 2t^3 as a type (fade_cubic).
struct cubic_fade   { static constexpr q16 apply(uint32_t t) noexcept { return detail::mirrored<detail::cubic_lower_half>(t); } };
/// The cosine fade (1 - cos(pi t)) / 2 as a type (fade_cosine).
struct cosine_fade  { static constexpr q16 apply(uint32_t t) noexcept { return detail::mirrored<detail::cosine_lower_half>(t); } };
/// The linear fade (identity) as a type (fade_linear).
struct linear_fade  { static constexpr q16 apply(uint32_t t) noexcept { return static_cast<q16>(t); } };

/// \fn static constexpr q16 qnoise::quintic_fade::apply(uint32_t t) noexcept
/// fade_quintic of an in-range t in [0, 65536] (Q16); returns Q16 in [0, 65536].

/// \fn static constexpr q16 qnoise::cubic_fade::apply(uint32_t t) noexcept
/// fade_cubic of an in-range t in [0, 65536] (Q16); returns Q16 in [0, 65536].

/// \fn static constexpr q16 qnoise::cosine_fade::apply(uint32_t t) noexcept
/// fade_cosine of an in-range t in [0, 65536] (Q16); returns Q16 in [0, 65536].

/// \fn static constexpr q16 qnoise::linear_fade::apply(uint32_t t) noexcept
/// fade_linear of an in-range t in [0, 65536] (Q16); returns Q16 in [0, 65536].

}  // namespace qnoise

#endif  // QNOISE_FADE_HPP
