// SPDX-License-Identifier: MIT
// Shared inputs of the core tests: the edge set of Q16 coordinates, a deterministic
// integer PRNG and the FNV-1a checksum. Integer only (used on every Cortex-M core).
//
// The PRNG is the tests' own (Marsaglia's xorshift32), not the library's
// splitmix32_next: the golden grid must not move when the library changes.
#ifndef QNOISE_TESTS_CORE_TEST_INPUTS_HPP
#define QNOISE_TESTS_CORE_TEST_INPUTS_HPP

#include <cstddef>
#include <cstdint>

namespace core_tests {

/// Q16 coordinates where fixed-point code tends to break: lattice points, both
/// sides of cell edges (+-1 LSB), the middle of a cell, the 256-cell period of the
/// default table, negative values, carries (0xFFFF, 0x1FFFF) and the int32 extremes,
/// on both sides of the INT32_MAX -> INT32_MIN wrap.
inline constexpr std::int32_t kEdges[] = {
    0,
    1,
    -1,
    32767,
    32768,
    65535,
    65536,
    65537,
    131071,  // 0x1FFFF
    -32768,
    -65535,
    -65536,
    -65537,
    256 * 65536 - 1,  // last LSB of the default table's period
    256 * 65536,
    256 * 65536 + 1,
    -256 * 65536,
    205783,  // 3.14
    0x12345678,
    -0x12345678,
    0x7FFF0000,  // last lattice point before the wrap
    0x7FFF0001,
    INT32_MAX - 1,
    INT32_MAX,
    INT32_MIN,
    INT32_MIN + 1,
    INT32_MIN + 65535,  // 0x8000FFFF: last LSB of the most negative cell
    -0x7FFF0000,
};
inline constexpr std::size_t kEdgeCount = sizeof(kEdges) / sizeof(kEdges[0]);

/// Marsaglia xorshift32: full period 2^32 - 1 over non-zero states.
struct Rng {
  std::uint32_t state;
  constexpr explicit Rng(std::uint32_t seed) noexcept : state(seed == 0 ? 0x6D2B79F5u : seed) {}
  constexpr std::uint32_t next() noexcept {
    state ^= state << 13;
    state ^= state >> 17;
    state ^= state << 5;
    return state;
  }
  /// Any int32, every bit pattern equally likely (two's-complement reinterpretation
  /// through arithmetic C++17 defines).
  constexpr std::int32_t next_q16() noexcept {
    const std::uint32_t u = next();
    return u < 0x80000000u ? static_cast<std::int32_t>(u) : -static_cast<std::int32_t>(~u) - 1;
  }
  /// Uniform-ish in [lo, hi] (hi - lo < 2^32), for small ranges only (modulo bias
  /// is irrelevant to a test).
  constexpr std::int32_t range(std::int32_t lo, std::int32_t hi) noexcept {
    const std::uint32_t span = static_cast<std::uint32_t>(static_cast<std::int64_t>(hi) - lo) + 1u;
    const std::uint32_t r = span == 0 ? next() : next() % span;
    return static_cast<std::int32_t>(static_cast<std::int64_t>(lo) + r);
  }
};

/// FNV-1a, 32 bits, fed with integers as little-endian bytes (so the checksum does not
/// depend on the machine's byte order).
struct Fnv1a {
  std::uint32_t hash = 2166136261u;
  constexpr void byte(std::uint8_t b) noexcept {
    hash ^= b;
    hash *= 16777619u;
  }
  constexpr void u32(std::uint32_t v) noexcept {
    for (int i = 0; i < 4; ++i) byte(static_cast<std::uint8_t>(v >> (8 * i)));
  }
  constexpr void i32(std::int32_t v) noexcept { u32(static_cast<std::uint32_t>(v)); }
  constexpr void u16(std::uint16_t v) noexcept {
    byte(static_cast<std::uint8_t>(v & 0xFFu));
    byte(static_cast<std::uint8_t>(v >> 8));
  }
};

/// Wrapping addition on Q16 coordinates (uint32 arithmetic, no signed overflow).
constexpr std::int32_t wrap_add(std::int32_t a, std::int64_t b) noexcept {
  const std::uint32_t u = static_cast<std::uint32_t>(a) + static_cast<std::uint32_t>(b);
  return u < 0x80000000u ? static_cast<std::int32_t>(u) : -static_cast<std::int32_t>(~u) - 1;
}

/// |a - b| of two int32 values, exact (as int64).
constexpr std::int64_t abs_diff(std::int32_t a, std::int32_t b) noexcept {
  const std::int64_t d = static_cast<std::int64_t>(a) - b;
  return d < 0 ? -d : d;
}

/// Reads a value through a volatile so the compiler cannot evaluate the code that uses
/// it at compile time: the run-time half of a "static_assert and run time" check.
template <class T>
T opaque(T v) {
  volatile T copy = v;
  return copy;
}

}  // namespace core_tests

#endif  // QNOISE_TESTS_CORE_TEST_INPUTS_HPP
