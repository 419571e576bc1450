// SPDX-License-Identifier: MIT
// bench/bench_util.hpp — measuring helpers of bench_core.cpp (see there for what a
// figure means).
#ifndef QNOISE_BENCH_UTIL_HPP
#define QNOISE_BENCH_UTIL_HPP

#include <cstdint>

#include "qnoise/fixed.hpp"
#include "qnoise_port/measure.hpp"
#include "qnoise_port/port.hpp"

#if defined(__clang__)
#define BENCH_NOINLINE __attribute__((noinline))  // host only: counts read 0 there
#else
#define BENCH_NOINLINE __attribute__((noipa, noinline))
#endif

namespace bench {

using qnoise::q16;

// Identity wrappers: the calibration (one `bx lr` each, same argument set-up).
BENCH_NOINLINE inline q16 identity1(q16 x) { return x; }
BENCH_NOINLINE inline q16 identity2(q16 x, q16) { return x; }
BENCH_NOINLINE inline q16 identity3(q16 x, q16, q16) { return x; }
BENCH_NOINLINE inline void identity_row(q16*, q16, q16, std::uint32_t) {}

// ------------------------------------------------------------------ inputs
// Fractions near 0, below/above one half, near 1; cells positive and negative.
constexpr q16 kXs[] = {
    0x00000001, 0x00010400, 0x00024000, 0x00037FFF, 0x00048000, 0x0005C000, 0x0006FFFF,
    0x000A1234, static_cast<q16>(0xFFFF2000u), static_cast<q16>(0xFFFEA000u),
    static_cast<q16>(0xFF807654u), static_cast<q16>(0xFFFFE001u), 0x7FFF9ABC, 0x12345678,
    0x0100CDEF, 0x00FF3333};
constexpr unsigned kNx = sizeof kXs / sizeof kXs[0];
constexpr q16 kYs[] = {0x00003000, 0x0001B000, static_cast<q16>(0xFFFF6000u), 0x00114321,
                       0x0007E000, static_cast<q16>(0xFFF01000u)};
constexpr unsigned kNy = sizeof kYs / sizeof kYs[0];
constexpr q16 kZs[] = {0x00025000, static_cast<q16>(0xFFFFA800u), 0x00409999, 0x00000100};
constexpr unsigned kNz = sizeof kZs / sizeof kZs[0];
constexpr q16 kTs[] = {0, 1, 100, 5000, 20000, 32767, 32768, 32769, 45000, 60000, 65535, 65536};
constexpr unsigned kNt = sizeof kTs / sizeof kTs[0];

inline volatile q16 g_a, g_b, g_c, g_out;

constexpr unsigned kMaxSamples = kNx * kNy * kNz;
inline std::uint32_t g_counts[kMaxSamples];

// ------------------------------------------------------------------ report
struct Stats {
  std::uint32_t min, median, max;
};

inline Stats stats(std::uint32_t* v, unsigned n) {
  for (unsigned i = 1; i < n; ++i) {  // insertion sort, n is small
    const std::uint32_t key = v[i];
    unsigned j = i;
    while (j > 0 && v[j - 1] > key) {
      v[j] = v[j - 1];
      --j;
    }
    v[j] = key;
  }
  return {v[0], v[n / 2], v[n - 1]};
}

inline void report(const char* name, Stats s, std::uint32_t stack) {
  using namespace qnoise_port;
  console_puts("bench ");
  console_puts(name);
  console_puts(" min ");
  console_put_int(s.min);
  console_puts(" median ");
  console_put_int(s.median);
  console_puts(" max ");
  console_put_int(s.max);
  console_puts(" stack ");
  console_put_int(stack);
  console_puts("\n");
}

// Instructions inside one call of fn (see the header): count(fn) - count(identity) + 1.
template <class Call, class Id>
std::uint32_t inside(Call&& call, Id&& id) {
  const std::uint32_t c = qnoise_port::count_instructions(call);
  const std::uint32_t i = qnoise_port::count_instructions(id);
  return c - i + 1u;
}

template <class Call, class Id>
std::uint32_t stack_of(Call&& call, Id&& id) {
  const std::uint32_t c = qnoise_port::stack_bytes(call);
  const std::uint32_t i = qnoise_port::stack_bytes(id);
  return c > i ? c - i : 0u;
}

using F1 = q16 (*)(q16);
using F2 = q16 (*)(q16, q16);
using F3 = q16 (*)(q16, q16, q16);

inline void run1(const char* name, F1 f, const q16* in, unsigned n) {
  unsigned k = 0;
  std::uint32_t stack = 0;
  for (unsigned i = 0; i < n; ++i) {
    g_a = in[i];
    g_counts[k++] = inside([&] { g_out = f(g_a); }, [] { g_out = identity1(g_a); });
    const std::uint32_t s = stack_of([&] { g_out = f(g_a); }, [] { g_out = identity1(g_a); });
    if (s > stack) stack = s;
  }
  report(name, stats(g_counts, k), stack);
}

inline void run2(const char* name, F2 f) {
  unsigned k = 0;
  std::uint32_t stack = 0;
  for (unsigned i = 0; i < kNx; ++i) {
    for (unsigned j = 0; j < kNy; ++j) {
      g_a = kXs[i];
      g_b = kYs[j];
      g_counts[k++] = inside([&] { g_out = f(g_a, g_b); }, [] { g_out = identity2(g_a, g_b); });
      const std::uint32_t s =
          stack_of([&] { g_out = f(g_a, g_b); }, [] { g_out = identity2(g_a, g_b); });
      if (s > stack) stack = s;
    }
  }
  report(name, stats(g_counts, k), stack);
}

inline void run3(const char* name, F3 f) {
  unsigned k = 0;
  std::uint32_t stack = 0;
  for (unsigned i = 0; i < kNx; ++i) {
    for (unsigned j = 0; j < kNy; ++j) {
      for (unsigned l = 0; l < kNz; ++l) {
        g_a = kXs[i];
        g_b = kYs[j];
        g_c = kZs[l];
        g_counts[k++] = inside([&] { g_out = f(g_a, g_b, g_c); },
                               [] { g_out = identity3(g_a, g_b, g_c); });
        if (l == 0) {
          const std::uint32_t s = stack_of([&] { g_out = f(g_a, g_b, g_c); },
                                           [] { g_out = identity3(g_a, g_b, g_c); });
          if (s > stack) stack = s;
        }
      }
    }
  }
  report(name, stats(g_counts, k), stack);
}

}  // namespace bench

#endif  // QNOISE_BENCH_UTIL_HPP
