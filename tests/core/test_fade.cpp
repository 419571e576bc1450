// SPDX-License-Identifier: MIT
// Specification of the fade curves (qnoise/fade.hpp), exhaustive over all 65,537
// in-range inputs, on the host and on every Cortex-M core:
//   f(0) = 0, f(65536) = 65536          exact endpoints
//   f(t) <= f(t + 1)                    monotone
//   f(65536 - t) = 65536 - f(t)         exact symmetry (so f(32768) = 32768)
//   f(t) = f(clamp(t, 0, 65536))        inputs outside [0, 1.0] clamp, incl. INT32_MIN/MAX
// plus exact rounding of the cubic, checked in integer arithmetic, and the fade types
// (quintic_fade::apply, ...) agreeing with the functions.
// The error against the real curves is measured in test_fade_accuracy.cpp (host).
#include <cstdint>

#include "qnoise/fade.hpp"
#include "qtest.hpp"

using qnoise::q16;

namespace {

using Fade = q16 (*)(q16);
using Apply = q16 (*)(std::uint32_t);

struct Curve {
  const char* name;
  Fade fade;
  Apply apply;
};

const Curve kCurves[] = {
    {"quintic", qnoise::fade_quintic, qnoise::quintic_fade::apply},
    {"cubic", qnoise::fade_cubic, qnoise::cubic_fade::apply},
    {"cosine", qnoise::fade_cosine, qnoise::cosine_fade::apply},
    {"linear", qnoise::fade_linear, qnoise::linear_fade::apply},
};

}  // namespace

QTEST(fade, exact_endpoints_and_midpoint) {
  for (const Curve& c : kCurves) {
    QCHECK_EQ(c.fade(0), 0);
    QCHECK_EQ(c.fade(65536), 65536);
    QCHECK_EQ(c.fade(32768), 32768);
  }
}

QTEST(fade, monotone_over_all_inputs) {
  for (const Curve& c : kCurves) {
    q16 previous = c.fade(0);
    for (q16 t = 1; t <= 65536; ++t) {
      const q16 v = c.fade(t);
      if (!QCHECK_LE(previous, v)) {
        qtest::print("    ", c.name, " at t = ", t, "\n");
        break;
      }
      previous = v;
    }
  }
}

QTEST(fade, symmetric_over_all_inputs) {
  for (const Curve& c : kCurves) {
    for (q16 t = 0; t <= 65536; ++t) {
      if (!QCHECK_EQ(c.fade(65536 - t), 65536 - c.fade(t))) {
        qtest::print("    ", c.name, " at t = ", t, "\n");
        break;
      }
    }
  }
}

QTEST(fade, range_is_the_unit_interval) {
  for (const Curve& c : kCurves) {
    for (q16 t = 0; t <= 65536; ++t) {
      const q16 v = c.fade(t);
      if (!QCHECK(v >= 0 && v <= 65536)) {
        qtest::print("    ", c.name, " at t = ", t, ": ", v, "\n");
        break;
      }
    }
  }
}

QTEST(fade, inputs_outside_the_unit_interval_clamp) {
  constexpr q16 kBelow[] = {INT32_MIN, INT32_MIN + 1, -65537, -65536, -32768, -2, -1};
  constexpr q16 kAbove[] = {65537, 65538, 98304, 131072, 0x7FFF0000, INT32_MAX - 1, INT32_MAX};
  for (const Curve& c : kCurves) {
    for (q16 t : kBelow) QCHECK_EQ(c.fade(t), 0);
    for (q16 t : kAbove) QCHECK_EQ(c.fade(t), 65536);
  }
}

QTEST(fade, types_agree_with_functions) {
  for (const Curve& c : kCurves) {
    for (q16 t = 0; t <= 65536; ++t) {
      if (!QCHECK_EQ(c.apply(static_cast<std::uint32_t>(t)), c.fade(t))) {
        qtest::print("    ", c.name, " at t = ", t, "\n");
        break;
      }
    }
  }
}

QTEST(fade, linear_is_the_identity) {
  for (q16 t = 0; t <= 65536; ++t) {
    if (!QCHECK_EQ(qnoise::fade_linear(t), t)) break;
  }
}

// smoothstep(T / 2^16) * 2^16 = (3 T^2 2^16 - 2 T^3) / 2^32 exactly; "correctly
// rounded" means |2^32 f - N| <= 2^31. Integer arithmetic, so it runs on every core.
QTEST(fade, cubic_is_correctly_rounded) {
  for (std::uint64_t t = 0; t <= 65536; ++t) {
    const std::uint64_t n = 3u * t * t * 65536u - 2u * t * t * t;
    const std::uint64_t f = static_cast<std::uint64_t>(qnoise::fade_cubic(static_cast<q16>(t)))
                            << 32;
    const std::uint64_t err = f > n ? f - n : n - f;
    if (!QCHECK_LE(err, std::uint64_t{1} << 31)) {
      qtest::print("    t = ", t, "\n");
      break;
    }
  }
}

// The curves are distinct and have their characteristic values at t = 1/4
// (quintic 0.103516, cubic 0.15625 exactly, cosine 0.146447, linear 0.25).
QTEST(fade, quarter_point_values) {
  QCHECK_EQ(qnoise::fade_cubic(16384), 10240);  // 0.15625 * 65536, exact
  QCHECK_EQ(qnoise::fade_linear(16384), 16384);
  const q16 quintic = qnoise::fade_quintic(16384);  // 0.103515625 * 65536 = 6784 exactly
  QCHECK_EQ(quintic, 6784);
  const q16 cosine = qnoise::fade_cosine(16384);  // (1 - sqrt(0.5)) / 2 * 65536 = 9597.6
  QCHECK(cosine == 9597 || cosine == 9598);
}
