// SPDX-License-Identifier: MIT
/// \file
/// qnoise/permutation.hpp — 256-entry permutation tables, Ken Perlin's and seeded ones,
/// built at compile time so a seeded table costs no RAM and no start-up time.
#ifndef QNOISE_PERMUTATION_HPP
#define QNOISE_PERMUTATION_HPP

#include "detail/freestanding.hpp"

namespace qnoise {

/// A permutation P of 0..255 used as a lattice hash: the hash of cell (X, Y, Z) is
/// P[(P[(P[X] + Y) mod 256] + Z) mod 256] (Perlin's scheme). Every lattice in qnoise has
/// the same two members, `start` and `next`, so noise functions take any of them.
/// Period: 256 cells on every axis.
/// Stored twice, like Perlin's reference (values[i + 256] == values[i], 512 bytes): a hash
/// step is then one add and one load, P[h + (cell mod 256)] with no wrap, because h < 256
/// (20 instructions fewer per 3D call on Cortex-M4). The compact profile (QNOISE_COMPACT)
/// stores it once (256 bytes) and wraps the index: the same hashes. Build tables with
/// `make_permutation`.
struct permutation {
#if defined(QNOISE_COMPACT)
  uint8_t values[256];  ///< P[0..255]
#else
  uint8_t values[512];  ///< P[0..255], then the same 256 bytes again
#endif

  /// The hash chain: next(h, cell) = P[(h + cell) mod 256], for any h and cell.
  constexpr uint32_t next(uint32_t h, uint32_t cell) const noexcept {
#if defined(QNOISE_COMPACT)
    return values[(h + cell) & 0xFFu];
#else
    return values[(h & 0xFFu) + (cell & 0xFFu)];
#endif
  }
  /// The chain's initial value (0: the first step is P[X]).
  static constexpr uint32_t start() noexcept { return 0; }
  /// Cells per axis after which the lattice repeats.
  static constexpr uint32_t period = 256;
};

/// A permutation table from the 256 values of one period (which must be a permutation
/// of 0..255; `make_permutation` and Perlin's table are), doubled (once in the compact profile).
constexpr permutation permutation_of(const uint8_t (&period)[256]) noexcept {
  permutation table{};
  for (uint32_t i = 0; i < sizeof table.values; ++i) table.values[i] = period[i & 0xFFu];
  return table;
}

/// Ken Perlin's permutation from "Improving Noise" (SIGGRAPH 2002), the default table.
inline constexpr uint8_t perlin_permutation_values[256] = {
    151, 160, 137, 91,  90,  15,  131, 13,  201, 95,  96,  53,  194, 233, 7,   225,
    140, 36,  103, 30,  69,  142, 8,   99,  37,  240, 21,  10,  23,  190, 6,   148,
    247, 120, 234, 75,  0,   26,  197, 62,  94,  252, 219, 203, 117, 35,  11,  32,
    57,  177, 33,  88,  237, 149, 56,  87,  174, 20,  125, 136, 171, 168, 68,  175,
    74,  165, 71,  134, 139, 48,  27,  166, 77,  146, 158, 231, 83,  111, 229, 122,
    60,  211, 133, 230, 220, 105, 92,  41,  55,  46,  245, 40,  244, 102, 143, 54,
    65,  25,  63,  161, 1,   216, 80,  73,  209, 76,  132, 187, 208, 89,  18,  169,
    200, 196, 135, 130, 116, 188, 159, 86,  164, 100, 109, 198, 173, 186, 3,   64,
    52,  217, 226, 250, 124, 123, 5,   202, 38,  147, 118, 126, 255, 82,  85,  212,
    207, 206, 59,  227, 47,  16,  58,  17,  182, 189, 28,  42,  223, 183, 170, 213,
    119, 248, 152, 2,   44,  154, 163, 70,  221, 153, 101, 155, 167, 43,  172, 9,
    129, 22,  39,  253, 19,  98,  108, 110, 79,  113, 224, 232, 178, 185, 112, 104,
    218, 246, 97,  228, 251, 34,  242, 193, 238, 210, 144, 12,  191, 179, 162, 241,
    81,  51,  145, 235, 249, 14,  239, 107, 49,  192, 214, 31,  181, 199, 106, 157,
    184, 84,  204, 176, 115, 121, 50,  45,  127, 4,   150, 254, 138, 236, 205, 93,
    222, 114, 67,  29,  24,  72,  243, 141, 128, 195, 78,  66,  215, 61,  156, 180,
};
/// Ken Perlin's permutation (the reference table), the default lattice: period 256 cells.
inline constexpr permutation perlin_permutation = permutation_of(perlin_permutation_values);

/// SplitMix32-style step: a full-period 32-bit generator used to shuffle tables.
/// Returns the next output and advances `state` by the golden-ratio increment.
constexpr uint32_t splitmix32_next(uint32_t& state) noexcept {
  state += 0x9E3779B9u;
  uint32_t z = state;
  z = (z ^ (z >> 16)) * 0x85EBCA6Bu;
  z = (z ^ (z >> 13)) * 0xC2B2AE35u;
  return z ^ (z >> 16);
}

/// A permutation of 0..255 shuffled from `seed` (Fisher-Yates, unbiased: rejection
/// sampling, no division). Declare it `constexpr` and it is computed by the compiler:
///   inline constexpr auto my_table = qnoise::make_permutation(1234);
/// Any 32-bit seed is valid; different seeds give independent tables.
constexpr permutation make_permutation(uint32_t seed) noexcept {
  uint8_t table_values[256]{};
  for (uint32_t i = 0; i < 256; ++i) table_values[i] = static_cast<uint8_t>(i);
  uint32_t state = seed;
  for (uint32_t i = 255; i > 0; --i) {
    // Uniform j in [0, i]: draw from the smallest power-of-two range covering i, reject.
    uint32_t mask = i;
    mask |= mask >> 1; mask |= mask >> 2; mask |= mask >> 4;
    uint32_t j = splitmix32_next(state) & mask;
    while (j > i) j = splitmix32_next(state) & mask;
    const uint8_t swapped = table_values[i];
    table_values[i] = table_values[j];
    table_values[j] = swapped;
  }
  return permutation_of(table_values);
}

}  // namespace qnoise

#endif  // QNOISE_PERMUTATION_HPP
