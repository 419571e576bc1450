// SPDX-License-Identifier: MIT
/// \file
/// qnoise/hash.hpp — table-free integer lattice hashing.
#ifndef QNOISE_HASH_HPP
#define QNOISE_HASH_HPP

#include "detail/freestanding.hpp"

namespace qnoise {

/// A 32-bit integer mixer (xor-shift-multiply, two rounds: every input bit affects every
/// output bit). Bijective on uint32. Defined for every input; no signed arithmetic.
constexpr uint32_t hash32(uint32_t x) noexcept {
  x ^= x >> 16;
  x *= 0x7FEB352Du;
  x ^= x >> 15;
  x *= 0x846CA68Bu;
  x ^= x >> 16;
  return x;
}

/// A lattice without a table: next(h, cell) = hash32(h + cell), started from the seed.
/// Drop-in for `permutation` in every noise function (same `start`/`next` members).
/// Costs no flash for a table, a few more instructions per corner. The hash itself does
/// not repeat, but cell indices are taken modulo 65536 (the Q16 integer range), so the
/// noise repeats every 65536 cells and stays continuous across the INT32_MAX -> INT32_MIN
/// wrap of the coordinate.
struct integer_hash {
  uint32_t seed = 0;  ///< selects the lattice (any value)

  /// One hash step: hash32(h + cell), the value for cell under the chain value h.
  constexpr uint32_t next(uint32_t h, uint32_t cell) const noexcept {
    return hash32(h + cell);
  }
  /// The chain's start value, from the seed.
  constexpr uint32_t start() const noexcept { return hash32(seed ^ 0xA511E9B3u); }
  static constexpr uint32_t period = 65536;  ///< the noise repeats every 65536 cells per axis
};

}  // namespace qnoise

#endif  // QNOISE_HASH_HPP
