// SPDX-License-Identifier: MIT
/// \file
/// qnoise/seed.hpp — seeds: decorrelated lattices AND per-seed lattice offsets.
///
/// A seed changes two things (Gustavson perlin-noise #5: changing only the hash keeps
/// every lattice zero of gradient noise in the same place for every seed):
///   1. the lattice hash: `integer_hash{seed}` starts its hash chain from hash32(seed), so
///      two seeds draw independent gradients/values;
///   2. the lattice position: each axis is shifted by a seed-dependent Q16 offset (random
///      cell AND random fraction), so the zeros at lattice points of gradient noise, and
///      the lattice grid itself, land in different places for different seeds.
/// tests/family/test_family_accuracy.cpp (family_seed tests) measures the correlation between seeds and the
/// share of common zero crossings.
#ifndef QNOISE_SEED_HPP
#define QNOISE_SEED_HPP

#include "detail/freestanding.hpp"

#include "fixed.hpp"
#include "hash.hpp"
#include "perlin.hpp"

namespace qnoise {

/// A seed, ready to use: a seeded table-free lattice plus one Q16 coordinate offset per
/// axis (x, y, z, w). Build it with make_seed (constexpr, so it can live in flash).
struct seed {
  integer_hash lattice;  ///< the hash, started from the seed
  q16 offset[4];         ///< per-axis shift, Q16, any int32 (random cell and fraction)
};

namespace detail {

/// x + offset with the wrap of Q16 coordinates (mod 2^32): defined for every input.
/// The lattices repeat every 256 or 65536 cells, so the wrap is invisible in the noise.
constexpr q16 shift(q16 x, q16 offset) noexcept {
  return to_signed(static_cast<uint32_t>(x) + static_cast<uint32_t>(offset));
}

/// floor(n / d) by shift-and-subtract, for any n and d >= 1 (d = 0 gives 0xFFFFFFFF):
/// set-up arithmetic (periods, loops, fractal weights) without a division instruction or
/// a libgcc call, identical on every core.
constexpr uint32_t udiv32(uint32_t n, uint32_t d) noexcept {
  if (d == 0) return 0xFFFFFFFFu;
  uint32_t q = 0;
  uint32_t r = 0;
  for (int bit = 31; bit >= 0; --bit) {
    const bool top = (r & 0x80000000u) != 0;
    r = (r << 1) | ((n >> bit) & 1u);
    if (top || r >= d) {
      r -= d;
      q |= 1u << bit;
    }
  }
  return q;
}

}  // namespace detail

/// Derives the k-th independent 32-bit stream from a seed (octaves, channels, ...).
/// seed: any uint32; k: any uint32. Returns a well-mixed uint32; different (seed, k) pairs
/// give unrelated values (hash32 is a bijection, applied twice).
/// Usage: `auto octave_seed = qnoise::derive_seed(1234, octave);`
constexpr uint32_t derive_seed(uint32_t seed_value, uint32_t k) noexcept {
  return hash32(seed_value ^ hash32(k * 0x9E3779B9u + 0x7F4A7C15u));
}

/// Builds a seed from any uint32: the lattice is integer_hash{derive_seed(s, 0)} and the
/// offsets are four further derived streams, used whole as Q16 (cell mod 65536 and fraction).
/// Usage: `constexpr auto s = qnoise::make_seed(42); q16 n = qnoise::perlin(x, y, s);`
constexpr seed make_seed(uint32_t seed_value) noexcept {
  return seed{integer_hash{derive_seed(seed_value, 0)},
              {to_signed(derive_seed(seed_value, 1)), to_signed(derive_seed(seed_value, 2)),
               to_signed(derive_seed(seed_value, 3)), to_signed(derive_seed(seed_value, 4))}};
}

/// Seeded 1D gradient noise: perlin(x + offset_x, s.lattice). x: Q16, any int32.
/// Returns Q16 within +-perlin1_bound. Period 65536 cells. Zeros at x = k - offset_x.
/// Usage: `q16 n = qnoise::perlin(x, qnoise::make_seed(7));`
constexpr q16 perlin(q16 x, const seed& s) noexcept {
  return perlin(detail::shift(x, s.offset[0]), s.lattice);
}

/// Seeded 2D gradient noise. x, y: Q16, any int32. Returns Q16 within +-perlin2_bound.
/// Period 65536 cells per axis. Usage: `q16 n = qnoise::perlin(x, y, s);`
constexpr q16 perlin(q16 x, q16 y, const seed& s) noexcept {
  return perlin(detail::shift(x, s.offset[0]), detail::shift(y, s.offset[1]), s.lattice);
}

/// Seeded 3D gradient noise. x, y, z: Q16, any int32. Returns Q16 within
/// +-perlin3_bound. Period 65536 cells per axis. Usage: `q16 n = qnoise::perlin(x, y, z, s);`
constexpr q16 perlin(q16 x, q16 y, q16 z, const seed& s) noexcept {
  return perlin(detail::shift(x, s.offset[0]), detail::shift(y, s.offset[1]),
                detail::shift(z, s.offset[2]), s.lattice);
}

}  // namespace qnoise

#endif  // QNOISE_SEED_HPP
