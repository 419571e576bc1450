// SPDX-License-Identifier: MIT
// Scans of 1D noise over ranges of the 2^32 Q16 inputs, multi-threaded (std::thread):
// per input the bound, the step to the next input (x -> x + 1, wrapping INT32_MAX ->
// INT32_MIN and -1 -> 0 since inputs are walked as uint32) and the error against a
// double model. Host only.
#ifndef QNOISE_VERIFY_SCAN1D_HPP
#define QNOISE_VERIFY_SCAN1D_HPP

#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <thread>
#include <vector>

#include "qnoise/fixed.hpp"

namespace verify {

struct scan_stats {
  std::uint64_t inputs = 0;
  std::int32_t max_value = INT32_MIN, min_value = INT32_MAX;
  std::uint32_t arg_max = 0, arg_min = 0;
  std::int32_t max_step = 0;  // max |n(x + 1) - n(x)|
  std::uint32_t arg_max_step = 0;
  double max_error = 0;       // max |n - model| in LSB
  std::uint32_t arg_max_error = 0;
  double sum_sq_error = 0;
  std::uint64_t bound_violations = 0, step_violations = 0, error_violations = 0;
  std::uint32_t first_violation = 0;
  bool any_violation = false;
  double seconds = 0;

  void merge(const scan_stats& o) {
    inputs += o.inputs;
    if (o.max_value > max_value) { max_value = o.max_value; arg_max = o.arg_max; }
    if (o.min_value < min_value) { min_value = o.min_value; arg_min = o.arg_min; }
    if (o.max_step > max_step) { max_step = o.max_step; arg_max_step = o.arg_max_step; }
    if (o.max_error > max_error) { max_error = o.max_error; arg_max_error = o.arg_max_error; }
    sum_sq_error += o.sum_sq_error;
    bound_violations += o.bound_violations;
    step_violations += o.step_violations;
    error_violations += o.error_violations;
    if (o.any_violation && !any_violation) { any_violation = true; first_violation = o.first_violation; }
  }
  double rms_error() const { return inputs ? std::sqrt(sum_sq_error / double(inputs)) : 0; }
};

struct scan_limits {
  std::int32_t bound;     // |n| <= bound
  std::int32_t step;      // |n(x+1) - n(x)| <= step
  double error;           // |n - model| <= error (LSB)
};

/// Scans inputs u = begin, begin + stride, ... (count of them, as uint32, wrapping), each
/// compared with its successor u + 1. `Noise(q16) -> q16`, `Model(q16) -> double`.
template <class Noise, class Model>
scan_stats scan_range(std::uint32_t begin, std::uint64_t count, std::uint32_t stride,
                      const scan_limits& lim, Noise noise, Model model) {
  scan_stats s;
  std::uint32_t u = begin;
  std::int32_t n = noise(qnoise::to_signed(u));
  for (std::uint64_t i = 0; i < count; ++i) {
    const std::int32_t x = qnoise::to_signed(u);
    const std::int32_t next = noise(qnoise::to_signed(u + 1u));
    const double err = std::fabs(double(n) - model(x));
    const std::int32_t step = n > next ? n - next : next - n;
    ++s.inputs;
    if (n > s.max_value) { s.max_value = n; s.arg_max = u; }
    if (n < s.min_value) { s.min_value = n; s.arg_min = u; }
    if (step > s.max_step) { s.max_step = step; s.arg_max_step = u; }
    if (err > s.max_error) { s.max_error = err; s.arg_max_error = u; }
    s.sum_sq_error += err * err;
    const bool bad_bound = n > lim.bound || n < -lim.bound;
    const bool bad_step = step > lim.step;
    const bool bad_error = err > lim.error;
    s.bound_violations += bad_bound;
    s.step_violations += bad_step;
    s.error_violations += bad_error;
    if ((bad_bound || bad_step || bad_error) && !s.any_violation) {
      s.any_violation = true;
      s.first_violation = u;
    }
    u += stride;
    n = stride == 1 ? next : noise(qnoise::to_signed(u));
  }
  return s;
}

/// Splits [begin, begin + count * stride) over `threads` threads.
template <class Noise, class Model>
scan_stats scan_parallel(std::uint32_t begin, std::uint64_t count, std::uint32_t stride,
                         unsigned threads, const scan_limits& lim, Noise noise, Model model) {
  const auto t0 = std::chrono::steady_clock::now();
  std::vector<scan_stats> part(threads);
  std::vector<std::thread> pool;
  const std::uint64_t per = (count + threads - 1) / threads;
  for (unsigned k = 0; k < threads; ++k) {
    const std::uint64_t first = per * k;
    if (first >= count) break;
    const std::uint64_t n = count - first < per ? count - first : per;
    const std::uint32_t start = static_cast<std::uint32_t>(begin + first * stride);
    pool.emplace_back([&part, k, start, n, stride, lim, noise, model] {
      part[k] = scan_range(start, n, stride, lim, noise, model);
    });
  }
  for (auto& t : pool) t.join();
  scan_stats total;
  for (const auto& p : part) total.merge(p);
  total.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return total;
}

inline void print_stats(const char* what, const scan_stats& s, const scan_limits& lim) {
  std::printf(
      "%s: %llu inputs in %.1f s\n"
      "  max %d at x=%d, min %d at x=%d (bound %d)\n"
      "  max step %d LSB at x=%d -> x+1 (limit %d)\n"
      "  error vs double model: max %.4f LSB at x=%d, RMS %.4f LSB (limit %.4f)\n"
      "  violations: bound %llu, step %llu, error %llu\n",
      what, static_cast<unsigned long long>(s.inputs), s.seconds, s.max_value,
      qnoise::to_signed(s.arg_max), s.min_value, qnoise::to_signed(s.arg_min), lim.bound,
      s.max_step, qnoise::to_signed(s.arg_max_step), lim.step, s.max_error,
      qnoise::to_signed(s.arg_max_error), s.rms_error(), lim.error,
      static_cast<unsigned long long>(s.bound_violations),
      static_cast<unsigned long long>(s.step_violations),
      static_cast<unsigned long long>(s.error_violations));
  if (s.any_violation) std::printf("  first violation at x=%d\n", qnoise::to_signed(s.first_violation));
}

}  // namespace verify

#endif  // QNOISE_VERIFY_SCAN1D_HPP
