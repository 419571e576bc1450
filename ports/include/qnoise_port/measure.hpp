// SPDX-License-Identifier: MIT
// Measuring helpers for benchmarks and tests, built on port.hpp.
//
// Under QEMU with -icount, count_instructions() is EXACT: it counts guest
// instructions (not cycles: QEMU has no cycle model) executed inside one call
// of f, minus the calibrated cost of measuring an empty call, so
// count_instructions([]{}) == 0. On host it returns 0.
//
//   #include <qnoise_port/measure.hpp>
//   if (!qnoise_port::instruction_counter_self_check()) qnoise_port::exit(1);
//   std::int32_t x = 12345, out = 0;
//   std::uint32_t n = qnoise_port::count_instructions([&] { out = f(x); });
//
// What is counted: the body of f as compiled inside a small trampoline,
// including loading captured values and storing results. Keep inputs opaque
// (captured by reference, or pass through do_not_optimize) so the compiler
// cannot fold the work away or hoist it out of the measured call.
#ifndef QNOISE_PORT_MEASURE_HPP
#define QNOISE_PORT_MEASURE_HPP

#include <cstdint>
#include <type_traits>

#include "qnoise_port/port.hpp"

namespace qnoise_port {

/// Make the compiler believe `value` is read (so computing it is not removed).
template <class T>
inline void do_not_optimize(const T& value) noexcept {
  asm volatile("" : : "r,m"(value) : "memory");
}

/// Make the compiler believe all memory may have been read and written.
inline void clobber_memory() noexcept { asm volatile("" : : : "memory"); }

namespace detail {

// Every measured call goes through the same shape of function, so the fixed
// cost (call, return, timer reads) is identical for f and for the empty
// reference below, at any optimisation level.
template <class F>
void trampoline(void* ctx) noexcept {
  (*static_cast<F*>(ctx))();
}

struct Empty {
  void operator()() const noexcept {}
};

inline std::uint32_t measuring_overhead() noexcept {
  // Measured once; identical on every later call because counts are exact.
  static const std::uint32_t overhead = [] {
    Empty e;
    return instruction_counter_measure(&trampoline<Empty>, &e);
  }();
  return overhead;
}

}  // namespace detail

/// Exact guest instructions executed by one call of f() (0 on host).
template <class F>
std::uint32_t count_instructions(F&& f) noexcept {
  using Fn = std::remove_reference_t<F>;
  const std::uint32_t overhead = detail::measuring_overhead();
  const std::uint32_t raw = instruction_counter_measure(
      &detail::trampoline<Fn>, const_cast<void*>(static_cast<const void*>(&f)));
  return raw > overhead ? raw - overhead : 0u;
}

/// Stack bytes used by one call of f() beyond the caller's own frame,
/// measured by painting (0 on host).
template <class F>
std::uint32_t stack_bytes(F&& f) noexcept {
  using Fn = std::remove_reference_t<F>;
  // Called through volatile pointers so both calls really happen and have
  // the same frame shape.
  void (*volatile call_f)(void*) = &detail::trampoline<Fn>;
  void (*volatile call_empty)(void*) = &detail::trampoline<detail::Empty>;
  detail::Empty e;
  stack_paint();
  call_empty(&e);
  const std::uint32_t base = stack_peak_bytes();
  stack_paint();
  call_f(const_cast<void*>(static_cast<const void*>(&f)));
  const std::uint32_t used = stack_peak_bytes();
  return used > base ? used - base : 0u;
}

/// Result of calibrating the counter against calibration_loop().
struct CalibrationResult {
  bool available;       ///< instruction counter present (false on host)
  bool ok;              ///< every n gave exactly 2*n + k with the same k
  std::uint32_t k;          ///< fixed extra instructions (call, return)
  std::uint32_t bad_n;      ///< first n that disagreed (0 if none)
  std::uint32_t bad_count;  ///< what was measured for bad_n
};

/// Time calibration_loop(n), an assembly loop of exactly 2*n instructions,
/// for several n. Exact counting gives 2*n + k with one small constant k for
/// all n; anything else (no -icount, wrong timer period) is a failure.
inline CalibrationResult calibrate_instruction_counter() noexcept {
  CalibrationResult r{instruction_counter_available(), true, 0, 0, 0};
  if (!r.available) return r;
  static const std::uint32_t ns[] = {1, 2, 3, 7, 10, 100, 1000, 4097, 100000};
  bool first = true;
  for (std::uint32_t n : ns) {
    volatile std::uint32_t arg = n;  // keep n opaque to the optimiser
    const std::uint32_t got = count_instructions([&] { calibration_loop(arg); });
    const std::uint32_t k = got - 2u * n;  // wraps to huge if got < 2n
    if (first) {
      r.k = k;
      first = false;
    }
    if (got < 2u * n || k != r.k || k > 32u) {
      r.ok = false;
      r.bad_n = n;
      r.bad_count = got;
      break;
    }
  }
  return r;
}

/// Print the calibration and return false if instruction counts cannot be
/// trusted. Benchmarks call this first and fail if it returns false.
/// Returns true on host, where counts are simply unavailable (always 0).
inline bool instruction_counter_self_check() noexcept {
  const CalibrationResult r = calibrate_instruction_counter();
  console_puts("instruction counter (");
  console_puts(target_name());
  if (!r.available) {
    console_puts("): unavailable, counts read 0\n");
    return true;
  }
  if (r.ok) {
    console_puts("): a loop of 2n instructions counts 2n + ");
    console_put_int(r.k);
    console_puts(" for every n tried: exact\n");
    return true;
  }
  console_puts("): CALIBRATION FAILED: a loop of 2n instructions, n = ");
  console_put_int(r.bad_n);
  console_puts(", counted ");
  console_put_int(r.bad_count);
  console_puts(" (is QEMU run with -icount shift=8?)\n");
  return false;
}

}  // namespace qnoise_port

#endif  // QNOISE_PORT_MEASURE_HPP
