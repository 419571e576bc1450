// SPDX-License-Identifier: MIT
// Helpers for the LED-layer tests: guard bytes around buffers and FNV-1a checksums.
#ifndef QNOISE_TESTS_LED_UTIL_HPP
#define QNOISE_TESTS_LED_UTIL_HPP

#include <cstddef>
#include <cstdint>

namespace led_test {

inline constexpr std::uint8_t guard_value = 0xA5;
inline constexpr std::size_t guard_size = 32;

/// A byte buffer of N usable bytes with guard_size guard bytes before and after.
template <std::size_t N>
struct guarded {
  std::uint8_t bytes[N + 2 * guard_size];
  guarded() noexcept { fill(guard_value); }
  void fill(std::uint8_t v) noexcept {
    for (auto& b : bytes) b = v;
  }
  std::uint8_t* data() noexcept { return bytes + guard_size; }
  /// True when the guard bytes, and the usable bytes from `used` on, are untouched.
  bool intact_from(std::size_t used) const noexcept {
    for (std::size_t i = 0; i < guard_size; ++i) {
      if (bytes[i] != guard_value) return false;
    }
    for (std::size_t i = guard_size + used; i < N + 2 * guard_size; ++i) {
      if (bytes[i] != guard_value) return false;
    }
    return true;
  }
  /// True when every byte (guards and usable) still holds the guard value.
  bool untouched() const noexcept { return intact_from(0); }
};

/// FNV-1a, 32 bits.
inline std::uint32_t fnv1a(const void* data, std::size_t n, std::uint32_t h = 2166136261u) noexcept {
  const auto* p = static_cast<const std::uint8_t*>(data);
  for (std::size_t i = 0; i < n; ++i) {
    h ^= p[i];
    h *= 16777619u;
  }
  return h;
}

/// A tiny deterministic generator for test inputs (xorshift32).
struct rng {
  std::uint32_t s = 0x12345678u;
  std::uint32_t next() noexcept {
    s ^= s << 13;
    s ^= s >> 17;
    s ^= s << 5;
    return s;
  }
};

}  // namespace led_test

#endif  // QNOISE_TESTS_LED_UTIL_HPP
