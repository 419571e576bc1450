// HOST ONLY. Error of each Q16 fade curve against the real curve (double), over all
// 65,537 inputs, in Q16 LSB: max |f(t) - 65536 * F(t / 65536)| and RMS.
// Documented limits (qnoise/fade.hpp): quintic <= 0.72, cubic <= 0.5 (correctly
// rounded), cosine <= 0.85, linear exact.
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
           double limit) {
  const Error e = measure(fade, model);
  std::printf("    %-8s max %.4f LSB (t = %d), RMS %.4f LSB, limit %.2f\n", name, e.max, e.worst_t,
              e.rms, limit);
  QCHECK(e.max <= limit);
  QCHECK(e.rms <= 0.4);  // rounding alone gives ~0.29 (uniform error in +-0.5)
}

}  // namespace

QTEST(fade_accuracy, quintic) {
  check("quintic", qnoise::fade_quintic, reference::fade_quintic, 0.72);
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
