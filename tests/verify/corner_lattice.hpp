// SPDX-License-Identifier: MIT
// corner_lattice: drives qnoise's per-cell code with chosen corner hashes. Shared by the
// verification tests (tests/verify/) and the fuzz target (fuzz/).
//
// The noise inside a cell depends only on the corner gradients and the fraction, so a
// lattice that hands each corner of the cell at the origin any chosen hash covers "every
// lattice" for that cell.
#ifndef QNOISE_TESTS_CORNER_LATTICE_HPP
#define QNOISE_TESTS_CORNER_LATTICE_HPP

#include <cstdint>

namespace verify {

/// A lattice for the cell at the origin (cells 0 and 1 on each axis): the chain
/// start -> next(x) -> next(y) -> next(z) returns `hash[corner]` after `Dims` steps,
/// with corner = x * 2^(Dims-1) + ... + z (bit of the last axis lowest). Intermediate
/// values only encode the path, so every corner can get any hash.
template <unsigned Dims>
struct corner_lattice {
  std::uint32_t hash[1u << Dims];

  static constexpr std::uint32_t start() noexcept { return 1; }
  constexpr std::uint32_t next(std::uint32_t h, std::uint32_t cell) const noexcept {
    const std::uint32_t path = (h << 1) | (cell & 1u);
    return path >= (1u << Dims) ? hash[path - (1u << Dims)] : path;
  }
};

}  // namespace verify

#endif  // QNOISE_TESTS_CORNER_LATTICE_HPP
