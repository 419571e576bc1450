// SPDX-License-Identifier: MIT
// 1D noise over Q16 inputs, on the host: for every input x checked, |n| <= bound, the step
// |n(x + 1) - n(x)| <= a stated bound (x + 1 wraps INT32_MAX -> INT32_MIN), and the error
// against a double model of our own 1D noise (gradients +-1..+-8 from
// detail::gradient1[hash & 15], exact quintic, result / 4).
//
// Built twice from this file:
//   verify_exhaustive1d_sampled  (default run): the 2^24 inputs [0, 2^24). With the
//       default 256-entry table the 1D noise has period 256 cells = 2^24 inputs
//       (perlin(x + 2^24) == perlin(x) for every x, wrap included), so this range already
//       holds every value the function takes and, by the period, every neighbour pair
//       (INT32_MAX -> INT32_MIN is the pair 2^24 - 1 -> 2^24, checked here).
//   verify_exhaustive1d_full (label `exhaustive`, -DQNOISE_VERIFY_FULL): all 2^32 inputs,
//       which also proves the period claim and covers the INT32_MAX -> INT32_MIN wrap.
//
// Stated limits (docs/verification.md):
//   bound: perlin1_bound (proved for every lattice in test_bounds.cpp);
//   step: 4 LSB (the max over every gradient pair and fraction, test_bounds.cpp);
//   error: 4 eps + 0.625 = 2.125 LSB, eps = 0.375 the Q23 weight's error (in Q16 LSB):
//          the lerp of values up to 2^20 apart moves by 16 eps with the weight, plus 0.5
//          for its rounding, then /4 with rounding half up adds 0.5.
#include <cstdint>
#include <cstdio>
#include <thread>
#include <vector>

#include "qtest.hpp"
#include "scan1d.hpp"
#include "verify_common.hpp"

namespace {

unsigned thread_count() {
  const unsigned hw = std::thread::hardware_concurrency();
  return hw == 0 ? 1 : (hw > 2 ? 2 : hw);  // the machine is shared: at most 2
}

const verify::scan_limits perlin1_limits{qnoise::perlin1_bound, 4, 4 * 0.375 + 0.625};

auto perlin1_noise = [](qnoise::q16 x) { return qnoise::perlin(x); };
auto perlin1_model = [](qnoise::q16 x) {
  return verify::model_perlin1(x, qnoise::perlin_permutation);
};

}  // namespace

#if __has_include("qnoise/value.hpp")
#include "qnoise/value.hpp"
#define QNOISE_VERIFY_HAS_VALUE 1
namespace {
// Value noise 1D, default form value_noise(x): integer_hash{0}, quintic fade. Period 65536
// cells = all 2^32 inputs, so the sampled run takes a stride instead of one period.
// Limits: bound value_bound; error 2 eps + 0.5 (values up to 2^17 apart, one lerp; eps =
// 0.86, fade_quintic's error: value noise takes the Q16 fade);
// step: values up to 2^17 apart times the largest step of fade_quintic between neighbouring
// fractions (2 LSB, at f = 15897) / 65536, + 1 for the two roundings: 5 LSB (limit 7).
const verify::scan_limits value1_limits{qnoise::value_bound, 7, 2 * 0.86 + 0.5};
auto value1_noise = [](qnoise::q16 x) { return qnoise::value_noise(x); };
auto value1_model = [](qnoise::q16 x) {
  const std::uint32_t bits = static_cast<std::uint32_t>(x);
  const std::uint32_t cell = bits >> 16;
  const qnoise::integer_hash lattice{};
  const double v0 = qnoise::detail::lattice_value<qnoise::integer_hash>(lattice.next(lattice.start(), cell));
  const double v1 = qnoise::detail::lattice_value<qnoise::integer_hash>(
      lattice.next(lattice.start(), (cell + 1u) & 0xFFFFu));
  return v0 + (v1 - v0) * verify::quintic(static_cast<double>(bits & 0xFFFFu) / 65536.0);
};
}  // namespace
#endif

#ifndef QNOISE_VERIFY_FULL

QTEST(exhaustive1d, perlin_one_full_period) {
  const verify::scan_stats s = verify::scan_parallel(0, std::uint64_t{1} << 24, 1, thread_count(),
                                                     perlin1_limits, perlin1_noise, perlin1_model);
  verify::print_stats("perlin(x), x in [0, 2^24) (one period of the default table)", s,
                      perlin1_limits);
  QCHECK_EQ(s.inputs, std::uint64_t{1} << 24);
  QCHECK(!s.any_violation);
  // (Whether the default table reaches +-65536 depends on whether it has a cell with
  // gradients +8 then -8 (or -8 then +8): printed above, not asserted.)
}

// The period itself, on a sample: perlin(x + k 2^24) == perlin(x), through the wrap.
QTEST(exhaustive1d, perlin_period_sampled) {
  for (std::uint32_t u = 0; u < (1u << 24); u += 4093) {
    const qnoise::q16 n = qnoise::perlin(qnoise::to_signed(u));
    for (std::uint32_t k = 1; k < 256; k += 17) {
      if (!QCHECK_EQ(qnoise::perlin(qnoise::to_signed(u + (k << 24))), n)) return;
    }
  }
}

#ifdef QNOISE_VERIFY_HAS_VALUE
QTEST(exhaustive1d, value_noise_sampled) {
  // 2^24 inputs with stride 257: every cell (mod 65536) and 256 fractions per cell.
  const verify::scan_stats s = verify::scan_parallel(0, std::uint64_t{1} << 24, 257, thread_count(),
                                                     value1_limits, value1_noise, value1_model);
  verify::print_stats("value_noise(x), 2^24 inputs, stride 257", s, value1_limits);
  QCHECK(!s.any_violation);
}
#endif

#else

#ifdef QNOISE_VERIFY_HAS_VALUE
QTEST(exhaustive1d, value_noise_all_2pow32_inputs) {
  const verify::scan_stats s = verify::scan_parallel(0, std::uint64_t{1} << 32, 1, thread_count(),
                                                     value1_limits, value1_noise, value1_model);
  verify::print_stats("value_noise(x), all 2^32 inputs", s, value1_limits);
  QCHECK_EQ(s.inputs, std::uint64_t{1} << 32);
  QCHECK(!s.any_violation);
}
#endif

QTEST(exhaustive1d, perlin_all_2pow32_inputs) {
  const verify::scan_stats s = verify::scan_parallel(0, std::uint64_t{1} << 32, 1, thread_count(),
                                                     perlin1_limits, perlin1_noise, perlin1_model);
  verify::print_stats("perlin(x), all 2^32 inputs", s, perlin1_limits);
  QCHECK_EQ(s.inputs, std::uint64_t{1} << 32);
  QCHECK(!s.any_violation);
}

// perlin(x) == perlin(x mod 2^24) for all 2^32 inputs: the 256-cell period.
QTEST(exhaustive1d, perlin_period_all_inputs) {
  std::vector<qnoise::q16> period(1u << 24);
  for (std::uint32_t u = 0; u < (1u << 24); ++u) period[u] = qnoise::perlin(qnoise::to_signed(u));
  const unsigned threads = thread_count();
  std::vector<std::uint64_t> mismatches(threads, 0);
  std::vector<std::thread> pool;
  for (unsigned k = 0; k < threads; ++k) {
    pool.emplace_back([&, k] {
      // Thread k takes the periods p = k, k + threads, ... (256 periods of 2^24 inputs).
      for (std::uint32_t p = k; p < 256; p += threads) {
        for (std::uint32_t i = 0; i < (1u << 24); ++i) {
          const std::uint32_t u = (p << 24) | i;
          mismatches[k] += qnoise::perlin(qnoise::to_signed(u)) != period[i];
        }
      }
    });
  }
  for (auto& t : pool) t.join();
  std::uint64_t total = 0;
  for (auto m : mismatches) total += m;
  std::printf("period check over 2^32 inputs: %llu mismatches\n",
              static_cast<unsigned long long>(total));
  QCHECK_EQ(total, std::uint64_t{0});
}

#endif
