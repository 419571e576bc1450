// SPDX-License-Identifier: MIT
// Compile-time evaluation of noise, fades and table generation (the Pigweed
// PW_CONSTEXPR_TEST idea): every check is a constexpr function that is run twice —
// inside static_assert (the compiler evaluates it, and would reject any undefined
// behaviour on the way: overflow, out-of-bounds table reads, bad shifts), and at run
// time on inputs laundered through a volatile, so the compiled code on this core must
// agree with the compiler's own evaluation.
//
// The expected integers live in golden_values.hpp and are checked against the double
// model (within 8 LSB) by test_perlin_accuracy.cpp on the host.
#include <cstdint>

#include "golden_values.hpp"
#include "qnoise/qnoise.hpp"
#include "qtest.hpp"
#include "test_inputs.hpp"

namespace expected = core_tests::expected;
using core_tests::opaque;
using qnoise::q16;

// Run the same check at compile time and at run time.
#define CONSTEXPR_CHECK(call_static, call_runtime) \
  static_assert(call_static, #call_static);        \
  QTEST(constexpr_, call_runtime##_at_run_time) { QCHECK(call_runtime(opaque(true))); }

namespace {

constexpr bool is_permutation(const qnoise::permutation& p) {
  bool seen[256] = {};
  for (int i = 0; i < 256; ++i) {
    if (seen[p.values[i]]) return false;
    seen[p.values[i]] = true;
    // Stored twice (once in the compact profile).
    if (sizeof p.values == 512 && p.values[(static_cast<std::size_t>(i) + 256u) % sizeof p.values] != p.values[i]) return false;
  }
  return true;
}

constexpr bool same_table(const qnoise::permutation& a, const qnoise::permutation& b) {
  for (int i = 0; i < 256; ++i)
    if (a.values[i] != b.values[i]) return false;
  return true;
}

// Each check takes a flag that is true both times: the literal `true` in static_assert,
// opaque(true) (read from a volatile) at run time. Inputs pass through k(flag, v),
// which returns v when the flag is set; at run time the optimiser cannot know the flag,
// so it cannot fold the check into a constant and the core's own code computes it.
template <class T>
constexpr T k(bool flag, T v) {
  return flag ? v : T{};
}

constexpr bool lattice_points_are_zero(bool f) {
  constexpr std::int32_t cells[] = {0, 1, -1, 2, 255, 256, -256, 1000, 32767, -32768};
  for (std::int32_t cx : cells) {
    const q16 x = k(f, cx * 65536);
    if (qnoise::perlin(x) != 0) return false;
    for (std::int32_t cy : cells) {
      const q16 y = k(f, cy * 65536);
      if (qnoise::perlin(x, y) != 0) return false;
      if (qnoise::perlin(x, y, x) != 0 || qnoise::perlin(y, x, y) != 0) return false;
    }
  }
  return true;
}

constexpr bool known_values(bool f) {
  const q16 x = k(f, expected::kX), y = k(f, expected::kY), z = k(f, expected::kZ);
  return qnoise::perlin(x) == expected::kPerlin1 && qnoise::perlin(x, y) == expected::kPerlin2 &&
         qnoise::perlin(x, y, z) == expected::kPerlin3 &&
         qnoise::perlin_u16(x, y, z) == expected::kPerlinU16_3 &&
         qnoise::perlin_u8(x, y, z) == expected::kPerlinU8_3;
}

// A seeded table declared constexpr is a compile-time constant.
constexpr qnoise::permutation kTable7 = qnoise::make_permutation(7u);
constexpr qnoise::integer_hash kHash1{1u};

constexpr bool seeded_lattices(bool f) {
  const q16 x = k(f, expected::kX), y = k(f, expected::kY), z = k(f, expected::kZ);
  return qnoise::perlin(x, y, z, kTable7) == expected::kPerlin3Table7 &&
         qnoise::perlin(x, y, z, kHash1) == expected::kPerlin3Hash1 &&
         qnoise::perlin(k(f, 3 * 65536), kTable7) == 0 &&
         qnoise::perlin(k(f, 3 * 65536), k(f, -5 * 65536), kHash1) == 0;
}

constexpr bool tables_are_permutations(bool f) {
  const std::uint32_t seeds[] = {0u, 1u, 7u, 42u, 0xFFFFFFFFu, 0x80000000u};
  for (std::uint32_t seed : seeds) {
    if (!is_permutation(qnoise::make_permutation(k(f, seed)))) return false;
  }
  // Deterministic: the same seed gives the same table; different seeds differ.
  return is_permutation(qnoise::perlin_permutation) &&
         same_table(qnoise::make_permutation(k(f, 7u)), kTable7) &&
         !same_table(qnoise::make_permutation(k(f, 8u)), kTable7) &&
         !same_table(kTable7, qnoise::perlin_permutation);
}

constexpr bool fades(bool f) {
  const q16 quarter = k(f, 16384), half = k(f, 32768), one = k(f, 65536), zero = k(f, 0);
  return qnoise::fade_quintic(zero) == 0 && qnoise::fade_quintic(one) == 65536 &&
         qnoise::fade_quintic(half) == 32768 &&
         qnoise::fade_quintic(quarter) == 6784 &&  // 0.103515625
         qnoise::fade_cubic(quarter) == 10240 &&   // 0.15625
         qnoise::fade_cosine(quarter) == 9598 &&   // (1 - sqrt(1/2)) / 2 = 9597.64 LSB
         qnoise::fade_linear(quarter) == 16384 && qnoise::fade_quintic(k(f, INT32_MIN)) == 0 &&
         qnoise::fade_cosine(k(f, INT32_MAX)) == 65536 &&
         qnoise::fade_cubic(k(f, 65536 - 12345)) == 65536 - qnoise::fade_cubic(k(f, 12345));
}

constexpr bool extremes_are_defined(bool f) {
  // Evaluating at the int32 extremes inside a constant expression proves there is no
  // signed overflow or shift UB on those paths.
  const q16 lo = k(f, INT32_MIN), hi = k(f, INT32_MAX);
  const q16 n1 = qnoise::perlin(hi), n3 = qnoise::perlin(hi, lo, hi);
  return qnoise::perlin(lo) == 0 && n1 >= -qnoise::perlin1_bound && n1 <= qnoise::perlin1_bound &&
         n3 >= -qnoise::perlin3_bound && n3 <= qnoise::perlin3_bound &&
         qnoise::q16_mul(lo, lo) == INT32_MAX && qnoise::asr(lo, 31) == -1 &&
         qnoise::to_signed(0x80000000u) == INT32_MIN;
}

constexpr bool narrow_equals_wide(bool f) {
  const std::int32_t as[] = {-(1 << 22), -65536, -1, 0, 1, 12345, (1 << 22)};
  const std::int32_t ws[] = {0, 1, 255, 256, 32767, 32768, 65535, 65536};
  for (std::int32_t a : as)
    for (std::int32_t w : ws)
      if (qnoise::mul_weight_narrow(k(f, a), w) != qnoise::mul_weight_wide(k(f, a), w))
        return false;
  return true;
}

}  // namespace

CONSTEXPR_CHECK(lattice_points_are_zero(true), lattice_points_are_zero)
CONSTEXPR_CHECK(known_values(true), known_values)
CONSTEXPR_CHECK(seeded_lattices(true), seeded_lattices)
CONSTEXPR_CHECK(tables_are_permutations(true), tables_are_permutations)
CONSTEXPR_CHECK(fades(true), fades)
CONSTEXPR_CHECK(extremes_are_defined(true), extremes_are_defined)
CONSTEXPR_CHECK(narrow_equals_wide(true), narrow_equals_wide)

// The whole seeded table is a compile-time constant: index it in a constant expression.
static_assert(kTable7.values[0] != kTable7.values[1], "");
static_assert(qnoise::perlin_permutation.values[0] == 151, "Perlin's table starts 151, 160, 137");
static_assert(qnoise::perlin_permutation.values[255] == 180, "and ends 156, 180");
