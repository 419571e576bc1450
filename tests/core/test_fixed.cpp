// SPDX-License-Identifier: MIT
// Specification of qnoise/fixed.hpp, checked on the host and on every Cortex-M core.
//
// Each helper is checked against its definition written in wider (int64) arithmetic:
// floor division is checked through its defining bracket q * 2^k <= v < (q + 1) * 2^k,
// rounding half up through r * 2^16 <= p + 2^15 < (r + 1) * 2^16, and so on.
// All three weight products (64-bit; 32-bit for Cortex-M0; SMMULR for the DSP cores)
// are compiled on every core, so the exhaustive comparison below proves on each core
// that its fast path returns the same bits as the 64-bit definition.
#include <cstdint>

#include "qnoise/fixed.hpp"
#include "qtest.hpp"
#include "test_inputs.hpp"

using core_tests::kEdgeCount;
using core_tests::kEdges;
using core_tests::opaque;
using core_tests::Rng;
using qnoise::q16;

namespace {

// Values around every power of two and the int32 extremes.
constexpr std::int32_t kShiftInputs[] = {INT32_MIN,   INT32_MIN + 1,
                                         -1073741825, -1073741824,
                                         -1073741823, -65537,
                                         -65536,      -65535,
                                         -257,        -256,
                                         -255,        -3,
                                         -2,          -1,
                                         0,           1,
                                         2,           3,
                                         255,         256,
                                         65535,       65536,
                                         65537,       1073741823,
                                         1073741824,  INT32_MAX - 1,
                                         INT32_MAX};

// floor(v / 2^k) holds iff q * 2^k <= v < (q + 1) * 2^k (exact in int64).
bool is_floor_division(std::int32_t v, unsigned k, std::int32_t q) {
  const std::int64_t d = std::int64_t{1} << k;
  return q * d <= v && v < (static_cast<std::int64_t>(q) + 1) * d;
}

// Weights a at the documented limits of mul_weight, their neighbours, and small values.
constexpr std::int32_t kWeightOperands[] = {-(1 << 22),
                                            -(1 << 22) + 1,
                                            -(1 << 21) - 1,
                                            -65537,
                                            -65536,
                                            -32769,
                                            -32768,
                                            -32767,
                                            -257,
                                            -256,
                                            -255,
                                            -2,
                                            -1,
                                            0,
                                            1,
                                            2,
                                            255,
                                            256,
                                            257,
                                            32767,
                                            32768,
                                            65535,
                                            65536,
                                            (1 << 21) + 1,
                                            (1 << 22) - 1,
                                            1 << 22};

// mul_weight's definition: r == floor((a * w + 2^15) / 2^16).
bool is_rounded_weight_product(std::int32_t a, std::int32_t w, std::int32_t r) {
  const std::int64_t p = static_cast<std::int64_t>(a) * w + 32768;
  return static_cast<std::int64_t>(r) * 65536 <= p &&
         p < (static_cast<std::int64_t>(r) + 1) * 65536;
}

}  // namespace

QTEST(fixed, asr_is_floor_division_on_edge_values) {
  for (std::int32_t v : kShiftInputs) {
    for (unsigned k = 0; k < 32; ++k) {
      if (!QCHECK(is_floor_division(v, k, qnoise::asr(v, k)))) {
        qtest::print("    v = ", v, ", k = ", k, ", asr = ", qnoise::asr(v, k), "\n");
        return;
      }
    }
  }
  // Named cases a reader can check by hand.
  QCHECK_EQ(qnoise::asr(-1, 1), -1);
  QCHECK_EQ(qnoise::asr(-1, 31), -1);
  QCHECK_EQ(qnoise::asr(-3, 1), -2);
  QCHECK_EQ(qnoise::asr(3, 1), 1);
  QCHECK_EQ(qnoise::asr(INT32_MIN, 31), -1);
  QCHECK_EQ(qnoise::asr(INT32_MIN, 16), -32768);
  QCHECK_EQ(qnoise::asr(INT32_MAX, 31), 0);
  QCHECK_EQ(qnoise::asr(INT32_MAX, 16), 32767);
  QCHECK_EQ(qnoise::asr(-65537, 16), -2);
}

QTEST(fixed, asr_is_floor_division_on_random_values) {
  Rng rng(0xA5A5F00Du);
  for (int i = 0; i < 4000; ++i) {
    const std::int32_t v = rng.next_q16();
    const unsigned k = rng.next() & 31u;
    if (!QCHECK(is_floor_division(v, k, qnoise::asr(v, k)))) {
      qtest::print("    v = ", v, ", k = ", k, "\n");
      return;
    }
  }
}

QTEST(fixed, to_signed_is_twos_complement) {
  QCHECK_EQ(qnoise::to_signed(0u), 0);
  QCHECK_EQ(qnoise::to_signed(1u), 1);
  QCHECK_EQ(qnoise::to_signed(0x7FFFFFFFu), INT32_MAX);
  QCHECK_EQ(qnoise::to_signed(0x80000000u), INT32_MIN);
  QCHECK_EQ(qnoise::to_signed(0x80000001u), INT32_MIN + 1);
  QCHECK_EQ(qnoise::to_signed(0xFFFFFFFFu), -1);
  QCHECK_EQ(qnoise::to_signed(0xFFFF0000u), -65536);
  Rng rng(12345u);
  for (int i = 0; i < 4000; ++i) {
    const std::uint32_t u = rng.next();
    const std::int64_t expected =
        static_cast<std::int64_t>(u) - (u >= 0x80000000u ? (std::int64_t{1} << 32) : 0);
    if (!QCHECK_EQ(qnoise::to_signed(u), expected)) return;
    // And back: the unsigned conversion (defined modulo 2^32) restores the pattern.
    if (!QCHECK_EQ(static_cast<std::uint32_t>(qnoise::to_signed(u)), u)) return;
  }
}

QTEST(fixed, mul_weight_wide_matches_definition) {
  for (std::int32_t a : kWeightOperands) {
    for (std::int32_t w = 0; w <= 65536; w += 1 + (w & 15)) {  // dense, ~7k weights
      if (!QCHECK(is_rounded_weight_product(a, w, qnoise::mul_weight_wide(a, w)))) {
        qtest::print("    a = ", a, ", w = ", w, "\n");
        return;
      }
    }
    QCHECK_EQ(qnoise::mul_weight_wide(a, 65536), a);  // weight 1.0 is exact
    QCHECK_EQ(qnoise::mul_weight_wide(a, 0), 0);
  }
  // Rounding half up, including for negative products.
  QCHECK_EQ(qnoise::mul_weight_wide(1, 32768), 1);    //  0.5 ->  1
  QCHECK_EQ(qnoise::mul_weight_wide(-1, 32768), 0);   // -0.5 ->  0
  QCHECK_EQ(qnoise::mul_weight_wide(3, 32768), 2);    //  1.5 ->  2
  QCHECK_EQ(qnoise::mul_weight_wide(-3, 32768), -1);  // -1.5 -> -1
  QCHECK_EQ(qnoise::mul_weight_wide(-3, 32767), -1);  // -1.49998 -> -1
  QCHECK_EQ(qnoise::mul_weight_wide(3, 32767), 1);    //  1.49998 ->  1
}

// The central promise of the fast paths: bit-identical to the 64-bit product for every
// weight 0..65536 and operands across the documented range. `narrow` is the ARMv6-M
// (Cortex-M0) evaluation, `dsp` the SMMULR one of M4/M7/M33/M55 (a 64-bit fallback
// elsewhere); both are compiled on every core, so each core checks its own code.
namespace {
template <class Product>
long count_mismatches_against_wide(Product product, std::uint32_t seed) {
  Rng rng(seed);
  std::int32_t operands[sizeof(kWeightOperands) / sizeof(kWeightOperands[0]) + 8];
  std::size_t count = 0;
  for (std::int32_t a : kWeightOperands) operands[count++] = a;
  for (int i = 0; i < 8; ++i) operands[count++] = rng.range(-(1 << 22), 1 << 22);
  long mismatches = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const std::int32_t a = operands[i];
    for (std::int32_t w = 0; w <= 65536; ++w) {
      const std::int32_t wide = qnoise::mul_weight_wide(a, w);
      const std::int32_t fast = product(a, w);
      if (wide != fast && ++mismatches <= 5) {
        QCHECK_EQ(fast, wide);
        qtest::print("    a = ", a, ", w = ", w, "\n");
      }
    }
  }
  // And random pairs over the whole documented domain.
  for (int i = 0; i < 20000; ++i) {
    const std::int32_t a = rng.range(-(1 << 22), 1 << 22);
    const std::int32_t w = rng.range(0, 65536);
    if (product(a, w) != qnoise::mul_weight_wide(a, w) && ++mismatches <= 5) {
      QCHECK_EQ(product(a, w), qnoise::mul_weight_wide(a, w));
      qtest::print("    a = ", a, ", w = ", w, "\n");
    }
  }
  return mismatches;
}
}  // namespace

QTEST(fixed, mul_weight_narrow_equals_wide_for_every_weight) {
  const long mismatches = count_mismatches_against_wide(
      [](std::int32_t a, std::int32_t w) { return qnoise::mul_weight_narrow(a, w); }, 0xC0FFEEu);
  QCHECK_EQ(mismatches, 0);
}

QTEST(fixed, mul_weight_dsp_equals_wide_for_every_weight) {
  const long mismatches = count_mismatches_against_wide(
      [](std::int32_t a, std::int32_t w) { return qnoise::mul_weight_dsp(a, w); }, 0xD5Bu);
  QCHECK_EQ(mismatches, 0);
}

QTEST(fixed, mul_weight_dispatch_is_the_wide_result) {
  // Whatever path this core takes, mul_weight returns the defined value.
#if defined(__ARM_ARCH_6M__) || defined(__ARM_ARCH_8M_BASE__)
  QCHECK(!qnoise::has_wide_multiply);  // ARMv6-M, ARMv8-M Baseline: no 32x32->64 multiply
#elif defined(__arm__) && !defined(QNOISE_FORCE_NARROW_MULTIPLY)
  QCHECK(qnoise::has_wide_multiply);
#endif
#if defined(__ARM_FEATURE_DSP) && !defined(QNOISE_NO_DSP)
  QCHECK(qnoise::detail::has_dsp_multiply);  // M4, M7, M33, M55 use SMMULR
#else
  QCHECK(!qnoise::detail::has_dsp_multiply);
#endif
  qtest::print("    this build: mul_weight takes the ",
               qnoise::detail::has_dsp_multiply ? "dsp (SMMULR)"
               : qnoise::has_wide_multiply      ? "wide (64-bit)"
                                                : "narrow (32-bit)",
               " path\n");
  Rng rng(77u);
  for (int i = 0; i < 4000; ++i) {
    const std::int32_t a = rng.range(-(1 << 22), 1 << 22);
    const std::int32_t w = rng.range(0, 65536);
    if (!QCHECK_EQ(qnoise::mul_weight(opaque(a), opaque(w)), qnoise::mul_weight_wide(a, w))) return;
  }
}

// lerp_q23: the noise lerp with a Q23 weight. The definition, checked on the exact
// product in 64 bits, then the three evaluations against each other over the documented
// domain, |b - a| <= 2^19 and W in [0, 2^23], its corners included.
namespace {
bool is_rounded_q23_lerp(std::int32_t a, std::int32_t b, std::int32_t w, std::int32_t got) {
  // got = a + floor((d w + 2^22) / 2^23)  <=>  (got - a) 2^23 <= d w + 2^22 < (got - a + 1) 2^23
  const std::int64_t exact = static_cast<std::int64_t>(b - a) * w + (1 << 22);
  const std::int64_t step = static_cast<std::int64_t>(got - a) * (1 << 23);
  return step <= exact && exact < step + (1 << 23);
}
}  // namespace

QTEST(fixed, lerp_q23_matches_definition_and_every_evaluation_agrees) {
  constexpr std::int32_t kDiffs[] = {-524288, -524287, -393216, -262144, -65536, -3, -1, 0,
                                     1,       3,       65536,   262144,  393216, 524287, 524288};
  constexpr std::int32_t kWeights[] = {0, 1, 127, 128, 4095, 4096, 1 << 22, (1 << 22) + 1,
                                       8388480, 8388606, 8388607, 8388608};
  constexpr std::int32_t kBases[] = {-(1 << 19), -1, 0, 12345, 1 << 19};
  Rng rng(0x23u);
  long checked = 0;
  const auto check_one = [&](std::int32_t a, std::int32_t d, std::int32_t w) {
    const std::int32_t b = a + d;
    const std::int32_t wide = qnoise::lerp_q23_wide(a, b, w);
    ++checked;
    if (!QCHECK(is_rounded_q23_lerp(a, b, w, wide)) ||
        !QCHECK_EQ(qnoise::lerp_q23_narrow(a, b, w), wide) || !QCHECK_EQ(qnoise::lerp_q23_dsp(a, b, w), wide) ||
        !QCHECK_EQ(qnoise::lerp_q23(opaque(a), opaque(b), opaque(w)), wide) ||
        !QCHECK_EQ(qnoise::lerp_q23_by_dsp(opaque(a), opaque(d), opaque(w)), wide) ||
        !QCHECK_EQ(qnoise::detail::lerp_q23_by_fast(opaque(a), opaque(d), opaque(w)), wide)) {
      qtest::print("    a = ", a, ", b = ", b, ", w = ", w, "\n");
      return false;
    }
    return true;
  };
  for (std::int32_t d : kDiffs)
    for (std::int32_t w : kWeights)
      for (std::int32_t a : kBases)
        if (!check_one(a, d, w)) return;
  for (int i = 0; i < 40000; ++i) {
    if (!check_one(rng.range(-(1 << 20), 1 << 20), rng.range(-(1 << 19), 1 << 19), rng.range(0, 1 << 23))) return;
  }
  QCHECK_EQ(qnoise::lerp_q23_wide(5, -7, 1 << 23), -7);    // and weight 1.0
  QCHECK_EQ(qnoise::lerp_q23_wide(5, -7, 0), 5);           // weight 0 is exact
  QCHECK_EQ(qnoise::lerp_q23_wide(0, 1, 1 << 22), 1);      // +0.5 rounds up
  QCHECK_EQ(qnoise::lerp_q23_wide(0, -1, 1 << 22), 0);     // -0.5 rounds up too
  QCHECK_EQ(qnoise::lerp_q23_wide(0, 3, (1 << 22) - 1), 1);
  QCHECK(checked > 40000);
}

QTEST(fixed, lerp_endpoints_are_exact) {
  constexpr std::int32_t kEnds[] = {-(1 << 21), -(1 << 21) + 1, -65536, -12345,        -1,     0,
                                    1,          32768,          65535,  (1 << 21) - 1, 1 << 21};
  for (std::int32_t a : kEnds) {
    for (std::int32_t b : kEnds) {
      QCHECK_EQ(qnoise::lerp(a, b, 0), a);
      QCHECK_EQ(qnoise::lerp(a, b, 65536), b);
    }
  }
}

QTEST(fixed, lerp_is_rounded_and_monotone_in_the_weight) {
  struct Pair {
    std::int32_t a, b;
  };
  constexpr Pair kPairs[] = {{0, 1},
                             {0, -1},
                             {-65536, 65536},
                             {65536, -65536},
                             {-(1 << 21), 1 << 21},
                             {1 << 21, -(1 << 21)},
                             {7, 7}};
  for (const Pair& p : kPairs) {
    std::int32_t previous = p.a;
    for (std::int32_t w = 0; w <= 65536; ++w) {
      const std::int32_t v = qnoise::lerp(p.a, p.b, w);
      // a + round_half_up((b - a) * w / 2^16)
      if (!QCHECK(is_rounded_weight_product(p.b - p.a, w, v - p.a))) return;
      const bool monotone = p.b >= p.a ? v >= previous : v <= previous;
      if (!QCHECK(monotone)) {
        qtest::print("    a = ", p.a, ", b = ", p.b, ", w = ", w, "\n");
        return;
      }
      previous = v;
    }
  }
  QCHECK_EQ(qnoise::lerp(0, 1, 32768), 1);   // half up
  QCHECK_EQ(qnoise::lerp(0, -1, 32768), 0);  // half up, also below zero
  QCHECK_EQ(qnoise::lerp(-3, 3, 32768), 0);
}

QTEST(fixed, q16_mul_saturates) {
  QCHECK_EQ(qnoise::q16_mul(INT32_MAX, INT32_MAX), INT32_MAX);
  QCHECK_EQ(qnoise::q16_mul(INT32_MIN, INT32_MIN), INT32_MAX);
  QCHECK_EQ(qnoise::q16_mul(INT32_MIN, INT32_MAX), INT32_MIN);
  QCHECK_EQ(qnoise::q16_mul(INT32_MAX, INT32_MIN), INT32_MIN);
  QCHECK_EQ(qnoise::q16_mul(INT32_MIN, -65536), INT32_MAX);          // -(-32768.0) = +32768.0
  QCHECK_EQ(qnoise::q16_mul(INT32_MIN, 65536), INT32_MIN);           // exact, no saturation
  QCHECK_EQ(qnoise::q16_mul(256 * 65536, 128 * 65536), INT32_MAX);   // 32768.0
  QCHECK_EQ(qnoise::q16_mul(256 * 65536, -128 * 65536), INT32_MIN);  // -32768.0 fits
  QCHECK_EQ(qnoise::q16_mul(256 * 65536, -128 * 65536 - 1), INT32_MIN);
  QCHECK_EQ(qnoise::q16_mul(-256 * 65536, -128 * 65536), INT32_MAX);
  QCHECK_EQ(qnoise::q16_mul(256 * 65536, 128 * 65536 - 1), INT32_MAX - 255);  // fits
}

QTEST(fixed, q16_mul_is_floor_of_the_exact_product) {
  QCHECK_EQ(qnoise::q16_mul(65536, 65536), 65536);
  QCHECK_EQ(qnoise::q16_mul(1, 1), 0);
  QCHECK_EQ(qnoise::q16_mul(-1, 1), -1);      // floor, not truncation
  QCHECK_EQ(qnoise::q16_mul(3, 32768), 1);    //  1.5 ->  1
  QCHECK_EQ(qnoise::q16_mul(-3, 32768), -2);  // -1.5 -> -2
  QCHECK_EQ(qnoise::q16_mul(3 * 65536, -2 * 65536), -6 * 65536);
  for (std::size_t i = 0; i < kEdgeCount; ++i) {
    QCHECK_EQ(qnoise::q16_mul(kEdges[i], 65536), kEdges[i]);
    QCHECK_EQ(qnoise::q16_mul(65536, kEdges[i]), kEdges[i]);
    QCHECK_EQ(qnoise::q16_mul(kEdges[i], 0), 0);
  }
  Rng rng(4242u);
  for (int i = 0; i < 4000; ++i) {
    const q16 a = rng.next_q16();
    const q16 b = (i & 1) ? rng.next_q16() : rng.range(-(1 << 18), 1 << 18);
    const std::int64_t p = static_cast<std::int64_t>(a) * b;
    const q16 r = qnoise::q16_mul(a, b);
    // Saturated iff the floored product leaves int32; otherwise the floor bracket.
    const std::int64_t lo = static_cast<std::int64_t>(INT32_MIN) * 65536;
    const std::int64_t hi = (static_cast<std::int64_t>(INT32_MAX) + 1) * 65536;
    bool ok;
    if (p < lo) {
      ok = r == INT32_MIN;
    } else if (p >= hi) {
      ok = r == INT32_MAX;
    } else {
      ok = static_cast<std::int64_t>(r) * 65536 <= p &&
           p < (static_cast<std::int64_t>(r) + 1) * 65536;
    }
    if (!QCHECK(ok)) {
      qtest::print("    a = ", a, ", b = ", b, ", r = ", r, "\n");
      return;
    }
  }
}

QTEST(fixed, floor_and_fract_reconstruct_the_value) {
  Rng rng(99u);
  for (int i = 0; i < 4000 + static_cast<int>(kEdgeCount); ++i) {
    const q16 v = i < static_cast<int>(kEdgeCount) ? kEdges[i] : rng.next_q16();
    const std::int32_t whole = qnoise::q16_floor(v);
    const q16 frac = qnoise::q16_fract(v);
    QCHECK_GE(frac, 0);
    QCHECK_LE(frac, 65535);
    if (!QCHECK_EQ(static_cast<std::int64_t>(whole) * 65536 + frac, static_cast<std::int64_t>(v))) {
      qtest::print("    v = ", v, "\n");
      return;
    }
  }
  QCHECK_EQ(qnoise::q16_floor(-1), -1);
  QCHECK_EQ(qnoise::q16_fract(-1), 65535);
  QCHECK_EQ(qnoise::q16_floor(-65536), -1);
  QCHECK_EQ(qnoise::q16_fract(-65536), 0);
  QCHECK_EQ(qnoise::q16_floor(INT32_MIN), -32768);
  QCHECK_EQ(qnoise::q16_fract(INT32_MIN), 0);
  QCHECK_EQ(qnoise::q16_floor(INT32_MAX), 32767);
  QCHECK_EQ(qnoise::q16_fract(INT32_MAX), 65535);
}

QTEST(fixed, from_int_saturates_and_round_trips) {
  QCHECK_EQ(qnoise::q16_from_int(0), 0);
  QCHECK_EQ(qnoise::q16_from_int(1), 65536);
  QCHECK_EQ(qnoise::q16_from_int(-1), -65536);
  QCHECK_EQ(qnoise::q16_from_int(32767), 32767 * 65536);
  QCHECK_EQ(qnoise::q16_from_int(-32768), INT32_MIN);
  QCHECK_EQ(qnoise::q16_from_int(32768), INT32_MAX);
  QCHECK_EQ(qnoise::q16_from_int(-32769), INT32_MIN);
  QCHECK_EQ(qnoise::q16_from_int(INT32_MAX), INT32_MAX);
  QCHECK_EQ(qnoise::q16_from_int(INT32_MIN), INT32_MIN);
  for (std::int32_t i = -32768; i <= 32767; ++i) {
    if (!QCHECK_EQ(qnoise::q16_floor(qnoise::q16_from_int(i)), i)) return;
    if (!QCHECK_EQ(qnoise::q16_fract(qnoise::q16_from_int(i)), 0)) return;
  }
}
