// SPDX-License-Identifier: MIT
// HOST ONLY. Error of each Q16 fade curve against the real curve (double), over all
// 65,537 inputs, in Q16 LSB: max |f(t) - 65536 * F(t / 65536)| and RMS.
// Documented limits (qnoise/fade.hpp): quintic <= 1.25 (256 linear pieces), cubic <= 0.5
// (correctly rounded), cosine <= 0.85, linear exact.
#include <cmath>
#include <cstdio>

#include "qnoise/fade.hpp"
#include "qtest.hpp"
#include "reference_model.hpp"

namespace {

struct Error {
  double max = 0;
  double rms = 0;
  int worst_t = 0;
};

Error measure(qnoise::q16 (*fade)(qnoise::q16), double (*model)(double)) {
  Error e;
  double sum = 0;
  for (int t = 0; t <= 65536; ++t) {
    const double d = fade(t) - model(t / 65536.0) * 65536.0;
    sum += d * d;
    if (std::fabs(d) > e.max) {
      e.max = std::fabs(d);
      e.worst_t = t;
    }
  }
  e.rms = std::sqrt(sum / 65537.0);
  return e;
}

void check(const char* name, qnoise::q16 (*fade)(qnoise::q16), double (*model)(double),
           double limit, double rms_limit = 0.4) {
  const Error e = measure(fade, model);
  std::printf("    %-8s max %.4f LSB (t = %d), RMS %.4f LSB, limit %.2f\n", name, e.max, e.worst_t,
              e.rms, limit);
  QCHECK(e.max <= limit);
  QCHECK(e.rms <= rms_limit);  // rounding alone gives ~0.29 (uniform error in +-0.5)
}

}  // namespace

QTEST(fade_accuracy, quintic) {
  // Chord error (0.36, see quintic_weight below) + rounding to Q16 (0.5).
  check("quintic", qnoise::fade_quintic, reference::fade_quintic, 0.86, 0.40);
}

// The quintic's knots against their definition evaluated in double:
// round(2^23 q(k/256) - 8 q''(k/256)), mirrored above k = 128 (K[256 - k] = 2^23 - K[k]).
QTEST(fade_accuracy, quintic_knots_match_definition) {
  for (int k = 0; k <= 128; ++k) {
    const double u = k / 256.0;
    const double curvature = 60 * u - 180 * u * u + 120 * u * u * u;
    const long knot = std::lround(reference::fade_quintic(u) * 8388608.0 - 8.0 * curvature);
    if (!QCHECK_EQ(static_cast<long>(qnoise::detail::quintic_knot(static_cast<std::size_t>(k))), knot)) return;
    if (!QCHECK_EQ(static_cast<long>(qnoise::detail::quintic_knot(static_cast<std::size_t>(256 - k))), 8388608 - knot)) return;
    // Knots are where the interpolation is exact.
    if (k < 128 && !QCHECK_EQ(static_cast<long>(qnoise::detail::quintic_weight(static_cast<std::uint32_t>(k * 256))), knot)) return;
  }
}

// The Q23 weight every noise lerp uses, over every fraction: error against the real
// quintic (in LSB of Q16), exact symmetry of the chord it is taken from, monotone.
QTEST(fade_accuracy, quintic_weight_q23) {
  double worst = 0, sum2 = 0;
  std::uint32_t previous = 0;
  for (std::uint32_t t = 0; t < 65536; ++t) {
    const std::uint32_t w = qnoise::detail::quintic_weight(t);
    const double error = w / 128.0 - 65536.0 * reference::fade_quintic(t / 65536.0);
    worst = std::fmax(worst, std::fabs(error));
    sum2 += error * error;
    if (!QCHECK_LE(previous, w)) return;
    previous = w;
    if (t > 0 && !QCHECK_EQ(qnoise::detail::quintic_chord_q31(65536 - t), 0x80000000u - qnoise::detail::quintic_chord_q31(t))) return;
    if (!QCHECK_EQ(w, qnoise::detail::quintic_chord_q31(t) >> 8)) return;
  }
  std::printf("    quintic weight (Q23) max %.4f LSB of Q16, RMS %.4f LSB, limit 0.375\n", worst, std::sqrt(sum2 / 65536));
  QCHECK_LE(worst, 0.375);
}
QTEST(fade_accuracy, cubic) { check("cubic", qnoise::fade_cubic, reference::fade_cubic, 0.5); }
QTEST(fade_accuracy, cosine) { check("cosine", qnoise::fade_cosine, reference::fade_cosine, 0.85); }
QTEST(fade_accuracy, linear) { check("linear", qnoise::fade_linear, reference::fade_linear, 0.0); }

// The model itself: the curves' defining values, so a typo in the model cannot
// silently agree with a typo in the library.
QTEST(fade_accuracy, model_sanity) {
  QCHECK(std::fabs(reference::fade_quintic(0.25) - 0.103515625) < 1e-15);
  QCHECK(std::fabs(reference::fade_cubic(0.25) - 0.15625) < 1e-15);
  QCHECK(std::fabs(reference::fade_cosine(0.25) - (1 - std::sqrt(0.5)) / 2) < 1e-15);
  QCHECK(std::fabs(reference::fade_cosine(0.5) - 0.5) < 1e-15);
  QCHECK(reference::fade_quintic(1.0) == 1.0);
}
