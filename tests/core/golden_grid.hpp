// SPDX-License-Identifier: MIT
// The golden grid: a fixed set of inputs whose outputs are checksummed by
// test_golden.cpp (every config) and compared point by point with the double model by
// test_perlin_accuracy.cpp (host). Changing anything here changes the checksums in
// golden_values.hpp: regenerate them (see there) in the same change.
//
// Contents, per dimension: the edge set of test_inputs.hpp (all combinations),
// lattice points of random cells with their +-1 LSB neighbours, and uniformly random
// int32 coordinates from a fixed xorshift32 stream.
#ifndef QNOISE_TESTS_CORE_GOLDEN_GRID_HPP
#define QNOISE_TESTS_CORE_GOLDEN_GRID_HPP

#include <cstdint>

#include "test_inputs.hpp"

namespace core_tests {
namespace golden {

inline constexpr std::uint32_t kSeed = 0x5EED600Du;
inline constexpr int kCellEdges = 64;  // random cells, each visited at -1, 0, +1 LSB
inline constexpr int kRandom1 = 4000;
inline constexpr int kRandom2 = 4000;
inline constexpr int kRandom3 = 4000;

/// A random lattice coordinate (cell * 65536) over the whole Q16 range, moved by
/// `offset` LSB (-1, 0 or +1) with wrapping.
inline std::int32_t cell_edge(Rng& rng, int offset) {
  const std::int32_t cell = rng.range(-32768, 32767);
  return wrap_add(cell * 65536, offset);
}

template <class F>
void for_each_point1(F&& f) {
  for (std::int32_t x : kEdges) f(x);
  Rng rng(kSeed);
  for (int i = 0; i < kCellEdges; ++i) {
    const std::int32_t x = cell_edge(rng, 0);
    f(wrap_add(x, -1));
    f(x);
    f(wrap_add(x, 1));
  }
  for (int i = 0; i < kRandom1; ++i) f(rng.next_q16());
}

template <class F>
void for_each_point2(F&& f) {
  for (std::int32_t x : kEdges)
    for (std::int32_t y : kEdges) f(x, y);
  Rng rng(kSeed + 2);
  for (int i = 0; i < kCellEdges; ++i) {
    const std::int32_t x = cell_edge(rng, 0), y = cell_edge(rng, 0);
    for (int dx = -1; dx <= 1; ++dx)
      for (int dy = -1; dy <= 1; ++dy) f(wrap_add(x, dx), wrap_add(y, dy));
  }
  for (int i = 0; i < kRandom2; ++i) {
    const std::int32_t x = rng.next_q16();
    f(x, rng.next_q16());
  }
}

template <class F>
void for_each_point3(F&& f) {
  for (std::int32_t x : kEdges)
    for (std::int32_t y : kEdges)
      for (std::int32_t z : kEdges) f(x, y, z);
  Rng rng(kSeed + 3);
  for (int i = 0; i < kCellEdges; ++i) {
    const std::int32_t x = cell_edge(rng, 0), y = cell_edge(rng, 0), z = cell_edge(rng, 0);
    for (int dx = -1; dx <= 1; ++dx)
      for (int dy = -1; dy <= 1; ++dy)
        for (int dz = -1; dz <= 1; ++dz) f(wrap_add(x, dx), wrap_add(y, dy), wrap_add(z, dz));
  }
  for (int i = 0; i < kRandom3; ++i) {
    const std::int32_t x = rng.next_q16();
    const std::int32_t y = rng.next_q16();
    f(x, y, rng.next_q16());
  }
}

/// Fade inputs: every in-range t 0..65536 and the clamped edges (negative, > 1.0,
/// INT32_MIN/MAX).
template <class F>
void for_each_fade_input(F&& f) {
  for (std::int32_t t = 0; t <= 65536; ++t) f(t);
  for (std::int32_t t : kEdges) f(t);
}

}  // namespace golden
}  // namespace core_tests

#endif  // QNOISE_TESTS_CORE_GOLDEN_GRID_HPP
