// SPDX-License-Identifier: MIT
/// \file
/// qnoise/perlin.hpp — gradient ("Perlin") noise in 1, 2 and 3 dimensions, Q16.16.
///
/// Coordinates: Q16.16 (65536 == one lattice cell); the integer part picks the cell, the
/// fraction the position in it. Every int32 is a valid coordinate: the cell index is taken
/// modulo 65536, so x = INT32_MAX and x + 1 = INT32_MIN are neighbouring points and the
/// noise is continuous across that wrap. Results: Q16, zero at every lattice point.
///
/// Period: that of the lattice on every axis — 256 cells with a permutation table (the
/// default), 65536 cells with `integer_hash`.
///
/// Precision: each result is the exact noise of the exact input up to the fade weight (the
/// quintic's chord, within 0.37 LSB, kept in Q23) and one rounding per lerp; 3D matches
/// Perlin's double-precision reference within a few LSB (tests/core/test_perlin_accuracy.cpp gives the figures).
#ifndef QNOISE_PERLIN_HPP
#define QNOISE_PERLIN_HPP

#include "detail/freestanding.hpp"

#include "fade.hpp"
#include "fixed.hpp"
#include "permutation.hpp"
#include "arch/arch.hpp"

namespace qnoise {

/// Output bounds of each dimension, Q16: |perlin(...)| <= bound for every input and every
/// lattice. Worst cases (docs/bounds.md): the fade weights are non-negative, so the
/// largest value at a point takes each corner's best gradient; maximising that over the
/// cell gives 1D 1.0 exactly (x = 0.5, gradients +8 and -8), 2D 1.511171 before the
/// 2D scale 43360/65536 (0.999822 after it), 3D 1.036354 (Perlin 2002's own scale, kept
/// to match its reference). docs/bounds.md proves 2D <= 65526 and 3D <= 67922 LSB.
/// 2D and 3D add a margin for the integer roundings; the 1D bound is reached exactly and
/// never exceeded (tests/core/test_perlin_properties.cpp, docs/bounds.md).
inline constexpr q16 perlin1_bound = 65536;
/// 2D: |perlin(x, y)| <= perlin2_bound (see perlin1_bound).
inline constexpr q16 perlin2_bound = 65536;
/// 3D: |perlin(x, y, z)| <= perlin3_bound (see perlin1_bound).
inline constexpr q16 perlin3_bound = 67928;

namespace detail {

/// A Q16 coordinate split into its cell (mod 65536) and fraction in [0, 65535].
struct cell_position {
  uint32_t cell;       // floor(x / 65536) mod 65536
  uint32_t next_cell;  // (cell + 1) mod 65536
  int32_t near;        // fraction, Q16 in [0, 65535]: offset from the cell's low corner
  int32_t far;         // fraction - 1.0, Q16 in [-65536, -1]: offset from the high corner
  uint32_t weight;     // quintic weight of the fraction, Q23 in [0, 2^23) (quintic_weight)
};

QNOISE_ALWAYS_INLINE constexpr cell_position locate(q16 x) noexcept {
  const uint32_t bits = static_cast<uint32_t>(x);
  const uint32_t cell = bits >> 16;
  const int32_t fraction = static_cast<int32_t>(bits & 0xFFFFu);
  return {cell, (cell + 1u) & 0xFFFFu, fraction, fraction - 65536,
          quintic_weight(static_cast<uint32_t>(fraction))};
}

/// 1D gradients: +-1..+-8, sixteen values, none zero (so no cell is flat); bit 3 of the
/// index is the sign. +8 and -8 sit at indices 2 and 9 because Perlin's table puts
/// those low nibbles next to each other in both orders (three times each): 1D reaches
/// its bound +-1.0 on the default table (with +8/-8 at 7/15 it peaked at 0.938).
inline constexpr int8_t gradient1[16] = {1,  2,  8,  4,  5,  6,  7,  3,
                                              -1, -8, -3, -4, -5, -6, -7, -2};

/// 2D gradients: the eight directions (+-1, +-2) and (+-2, +-1), all of length sqrt(5).
inline constexpr int8_t gradient2_x[8] = {1, 2, 2, 1, -1, -2, -2, -1};
inline constexpr int8_t gradient2_y[8] = {2, 1, -1, -2, -2, -1, 1, 2};

/// 3D gradients: Perlin 2002, the 12 cube-edge directions, 4 repeated, indexed by h & 15.
inline constexpr int8_t gradient3_x[16] = {1, -1, 1, -1, 1, -1, 1, -1, 0, 0, 0, 0, 1, 0, -1, 0};
inline constexpr int8_t gradient3_y[16] = {1, 1, -1, -1, 0, 0, 0, 0, 1, -1, 1, -1, 1, -1, 1, -1};
inline constexpr int8_t gradient3_z[16] = {0, 0, 0, 0, 1, 1, -1, -1, 1, 1, -1, -1, 0, 1, 0, -1};

/// gradient1[h & 15] for every byte h, so that a hash byte from a permutation table indexes
/// it directly: one load per corner instead of a mask and a load (256 bytes of flash, only
/// in programs that use 1D noise; 2 instructions fewer per 1D call on Cortex-M4, 3 on M0).
struct gradient1_bytes {
  int8_t value[256];
};
constexpr gradient1_bytes make_gradient1_bytes() noexcept {
  gradient1_bytes table{};
  for (uint32_t h = 0; h < 256; ++h) table.value[h] = gradient1[h & 15u];
  return table;
}
inline constexpr gradient1_bytes gradient1_by_byte = make_gradient1_bytes();

/// The 1D gradient of hash h: gradient1[h & 15] (any h); by byte except in the compact
/// profile (QNOISE_COMPACT), which keeps only the 16-byte table.
QNOISE_ALWAYS_INLINE constexpr int32_t gradient1_of(uint32_t h) noexcept {
#if defined(QNOISE_COMPACT)
  return gradient1[h & 15u];
#else
  return gradient1_by_byte.value[h & 0xFFu];
#endif
}
QNOISE_ALWAYS_INLINE constexpr int32_t dot2(uint32_t h, int32_t x, int32_t y) noexcept {
  return gradient2_x[h & 7u] * x + gradient2_y[h & 7u] * y;
}
QNOISE_ALWAYS_INLINE constexpr int32_t dot3(uint32_t h, int32_t x, int32_t y, int32_t z) noexcept {
  return gradient3_x[h & 15u] * x + gradient3_y[h & 15u] * y + gradient3_z[h & 15u] * z;
}

template <class T>
inline constexpr bool is_lattice_v = !meta::is_arithmetic_v<T>;

/// Gradient noise inside one cell, given the located coordinates: the single
/// implementation behind every gradient-noise entry point (plain, periodic, rows). The
/// caller picks the cell indices, which is how periodic variants wrap the lattice.
/// 1D noise from the two corner gradients g0, g1 (in 1/4 units) and the fraction f in
/// [0, 65535]: the one formula behind perlin(x) and the 1D rows.
/// w is f's Q23 fade weight, quintic_weight(f) (rows pass it precomputed).
QNOISE_ALWAYS_INLINE constexpr q16 gradient_sample1(int32_t g0, int32_t g1, int32_t f,
                                                    int32_t w) noexcept {
  // |g * f| < 2^19. Gradients are in units of 1/4: divide by 4, rounding half up.
  return asr(detail::lerp_q23_fast(g0 * f, g1 * (f - 65536), w) + 2, 2);
}

template <class Lattice>
QNOISE_ALWAYS_INLINE constexpr q16 gradient_noise(const Lattice& lattice, const cell_position& px) noexcept {
  const uint32_t h = lattice.start();
  return gradient_sample1(gradient1_of(lattice.next(h, px.cell)), gradient1_of(lattice.next(h, px.next_cell)),
                          px.near, static_cast<int32_t>(px.weight));
}

template <class Lattice>
QNOISE_ALWAYS_INLINE constexpr q16 gradient_noise(const Lattice& lattice, const cell_position& px,
                             const cell_position& py) noexcept {
  const uint32_t h = lattice.start();
  const uint32_t h0 = lattice.next(h, px.cell);
  const uint32_t h1 = lattice.next(h, px.next_cell);
  const int32_t wx = static_cast<int32_t>(px.weight);
  const int32_t n0 = detail::lerp_q23_fast(dot2(lattice.next(h0, py.cell), px.near, py.near),
                               dot2(lattice.next(h1, py.cell), px.far, py.near), wx);
  const int32_t n1 = detail::lerp_q23_fast(dot2(lattice.next(h0, py.next_cell), px.near, py.far),
                               dot2(lattice.next(h1, py.next_cell), px.far, py.far), wx);
  // |dot| <= 3 * 65536. The raw maximum is 1.511171 * 65536; the scale 43360 / 65536
  // brings it to 0.999822, leaving room for the roundings under perlin2_bound.
  return mul_weight(detail::lerp_q23_fast(n0, n1, static_cast<int32_t>(py.weight)), 43360);
}

template <class Lattice>
QNOISE_ALWAYS_INLINE constexpr q16 gradient_noise(const Lattice& lattice, const cell_position& px,
                             const cell_position& py, const cell_position& pz) noexcept {
  const uint32_t h = lattice.start();
  const uint32_t hx0 = lattice.next(h, px.cell);
  const uint32_t hx1 = lattice.next(h, px.next_cell);
  const uint32_t h00 = lattice.next(hx0, py.cell);
  const uint32_t h01 = lattice.next(hx0, py.next_cell);
  const uint32_t h10 = lattice.next(hx1, py.cell);
  const uint32_t h11 = lattice.next(hx1, py.next_cell);
  const int32_t wx = static_cast<int32_t>(px.weight);
  const int32_t wy = static_cast<int32_t>(py.weight);
  // Corners named by (x, y, z) offsets; dots are within +-2 * 65536.
  const int32_t near_z =
      detail::lerp_q23_fast(detail::lerp_q23_fast(dot3(lattice.next(h00, pz.cell), px.near, py.near, pz.near),
                        dot3(lattice.next(h10, pz.cell), px.far, py.near, pz.near), wx),
               detail::lerp_q23_fast(dot3(lattice.next(h01, pz.cell), px.near, py.far, pz.near),
                        dot3(lattice.next(h11, pz.cell), px.far, py.far, pz.near), wx),
               wy);
  const int32_t far_z =
      detail::lerp_q23_fast(detail::lerp_q23_fast(dot3(lattice.next(h00, pz.next_cell), px.near, py.near, pz.far),
                        dot3(lattice.next(h10, pz.next_cell), px.far, py.near, pz.far), wx),
               detail::lerp_q23_fast(dot3(lattice.next(h01, pz.next_cell), px.near, py.far, pz.far),
                        dot3(lattice.next(h11, pz.next_cell), px.far, py.far, pz.far), wx),
               wy);
  return detail::lerp_q23_fast(near_z, far_z, static_cast<int32_t>(pz.weight));
}

/// ---------------------------------------------------------------- 64-bit hosts
/// On 64-bit hosts (x86-64, AArch64: QNOISE_HOST64, off with QNOISE_NO_HOST64) perlin(x, y)
/// and perlin(x, y, z) on a `permutation` take the evaluation below: the same corners,
/// dots and lerp_q23 roundings as gradient_noise, so the same bits for every input
/// (tests/core/test_perlin_paths.cpp compares the two), in about half the instructions,
/// because a 64-bit product does the work of several 32-bit operations:
/// - a dot product is one multiply of two packed vectors. With B = 2^22 and the offsets
///   packed as X = x + y B + z B^2, the gradient as G = gx B^2 + gy B + gz (mod 2^64),
///     G X = gz x + (gz y + gy x) B + (gx x + gy y + gz z) B^2 + (...) B^3 + (...) B^4;
///   B^3 = 2^66 vanishes mod 2^64, the dot |gx x + gy y + gz z| <= 2^17 sits in bits
///   44..63, and the terms below it are within +-2^40, so the dot is G X + 2^43 shifted
///   right by 44 (arithmetic). 2D: X = x + y 2^32, G = gx 2^32 + gy, the dot in bits
///   32..63 (|gy x| <= 2^17 below it), rounded by + 2^31. One table of 256 packed
///   gradients per dimension (2 KiB each), indexed by the hash byte itself;
/// - the offsets of the other corners are X minus packed constants (65536 per axis);
/// - the lerps are lerp_q23_wide on 64-bit values (no sign extension between steps);
/// - the fade weights are quintic_weight from one 8-byte entry per knot (quintic_pair_table);
/// - on the doubled table a cell's upper neighbour is values[h + c + 1] with c = cell
///   mod 256 (h + c + 1 <= 511), one addressing mode instead of a wrap.
/// The code is plain C++ (constexpr; unsigned 64-bit products), so it is compiled and
/// tested everywhere (tests/core/test_perlin_paths.cpp calls it directly); only the
/// dispatch is limited to 64-bit hosts, where the products are single instructions.
#if !defined(QNOISE_NO_HOST64) && (defined(__x86_64__) || defined(__aarch64__) || defined(_M_X64) || defined(_M_ARM64))
#define QNOISE_HOST64 1
#endif

struct packed_gradients {
  uint64_t value[256];
};
constexpr uint64_t packed_of(int32_t component) noexcept {
  return static_cast<uint64_t>(static_cast<int64_t>(component));
}
constexpr packed_gradients make_packed_gradients3() noexcept {
  packed_gradients table{};
  for (uint32_t h = 0; h < 256; ++h)
    table.value[h] = (packed_of(gradient3_x[h & 15u]) << 44) + (packed_of(gradient3_y[h & 15u]) << 22) +
                     packed_of(gradient3_z[h & 15u]);
  return table;
}
constexpr packed_gradients make_packed_gradients2() noexcept {
  packed_gradients table{};
  for (uint32_t h = 0; h < 256; ++h)
    table.value[h] = (packed_of(gradient2_x[h & 7u]) << 32) + packed_of(gradient2_y[h & 7u]);
  return table;
}
inline constexpr packed_gradients packed_gradients3 = make_packed_gradients3();
inline constexpr packed_gradients packed_gradients2 = make_packed_gradients2();

QNOISE_ALWAYS_INLINE constexpr uint64_t quintic_weight_host64(uint32_t t) noexcept {
  const quintic_pair& pair = quintic_pair_table.value[(t >> 8) & 0xFFu];
  return (pair.base_256 + uint64_t{pair.delta} * (t & 0xFFu)) >> 8;
}

/// floor(v / 2^k), v any int64, k in [0, 63] (asr for 64 bits).
QNOISE_ALWAYS_INLINE constexpr int64_t asr64(int64_t v, unsigned k) noexcept {
  return v >= 0 ? (v >> k) : ~(~v >> k);
}
/// The int64 of a 64-bit pattern (two's complement), defined for every input.
QNOISE_ALWAYS_INLINE constexpr int64_t to_signed64(uint64_t u) noexcept {
  return u < 0x8000000000000000u ? static_cast<int64_t>(u) : -static_cast<int64_t>(~u) - 1;
}
/// The dot of packed gradient g and packed offsets v (see above), shifted left by
/// `Shift` bits; the product is taken modulo 2^64.
template <unsigned Shift>
QNOISE_ALWAYS_INLINE constexpr int64_t packed_dot(uint64_t g, uint64_t v) noexcept {
  return asr64(to_signed64(g * v + (uint64_t{1} << (Shift - 1))), Shift);
}
/// lerp_q23 on int64 values (the same formula as lerp_q23_wide: |b - a| <= 2^19, w < 2^23).
QNOISE_ALWAYS_INLINE constexpr int64_t lerp_q23_64(int64_t a, int64_t b, int64_t w) noexcept {
  return a + asr64((b - a) * w + (1 << 22), 23);
}

/// gradient_noise(permutation, locate(x), locate(y)) on the doubled table p.
QNOISE_ALWAYS_INLINE constexpr q16 perlin2_packed(q16 x, q16 y, const uint8_t* p) noexcept {
  const uint32_t bx = static_cast<uint32_t>(x), by = static_cast<uint32_t>(y);
  // Table indices as size_t: on a 64-bit host p[h + 1] is then one addressing mode.
  const size_t cx = (bx >> 16) & 0xFFu, cy = (by >> 16) & 0xFFu;
  const int64_t wx = static_cast<int64_t>(quintic_weight_host64(bx)),
                     wy = static_cast<int64_t>(quintic_weight_host64(by));
  // Offsets from the (0, 0) corner, packed; the far offsets are 65536 lower.
  const uint64_t v00 = (bx & 0xFFFFu) + (uint64_t{by & 0xFFFFu} << 32);
  const uint64_t v10 = v00 - 65536u;
  const uint64_t v01 = v00 - (uint64_t{65536} << 32);
  const uint64_t v11 = v10 - (uint64_t{65536} << 32);
  const size_t h0 = p[cx] + cy, h1 = p[cx + 1] + cy;
  const uint64_t* g = packed_gradients2.value;
  const int64_t n0 = lerp_q23_64(packed_dot<32>(g[p[h0]], v00), packed_dot<32>(g[p[h1]], v10), wx);
  const int64_t n1 = lerp_q23_64(packed_dot<32>(g[p[h0 + 1]], v01), packed_dot<32>(g[p[h1 + 1]], v11), wx);
  return mul_weight_wide(static_cast<int32_t>(lerp_q23_64(n0, n1, wy)), 43360);
}

/// gradient_noise(permutation, locate(x), locate(y), locate(z)) on the doubled table p.
QNOISE_ALWAYS_INLINE constexpr q16 perlin3_packed(q16 x, q16 y, q16 z, const uint8_t* p) noexcept {
  const uint32_t bx = static_cast<uint32_t>(x), by = static_cast<uint32_t>(y),
                      bz = static_cast<uint32_t>(z);
  const size_t cx = (bx >> 16) & 0xFFu, cy = (by >> 16) & 0xFFu, cz = (bz >> 16) & 0xFFu;
  const int64_t wx = static_cast<int64_t>(quintic_weight_host64(bx)), wy = static_cast<int64_t>(quintic_weight_host64(by)),
                     wz = static_cast<int64_t>(quintic_weight_host64(bz));
  constexpr uint64_t far_x = 65536, far_y = far_x << 22, far_z = far_x << 44;
  const uint64_t v000 = (((uint64_t{bz & 0xFFFFu} << 22) | (by & 0xFFFFu)) << 22) | (bx & 0xFFFFu);
  const uint64_t v010 = v000 - far_y, v001 = v000 - far_z, v011 = v010 - far_z;
  const uint64_t v100 = v000 - far_x, v110 = v010 - far_x, v101 = v001 - far_x, v111 = v011 - far_x;
  const size_t hx0 = p[cx] + cy, hx1 = p[cx + 1] + cy;
  const size_t h00 = p[hx0] + cz, h01 = p[hx0 + 1] + cz, h10 = p[hx1] + cz, h11 = p[hx1 + 1] + cz;
  const uint64_t* g = packed_gradients3.value;
  const int64_t near_z = lerp_q23_64(lerp_q23_64(packed_dot<44>(g[p[h00]], v000), packed_dot<44>(g[p[h10]], v100), wx),
                                          lerp_q23_64(packed_dot<44>(g[p[h01]], v010), packed_dot<44>(g[p[h11]], v110), wx), wy);
  const int64_t far_zv = lerp_q23_64(lerp_q23_64(packed_dot<44>(g[p[h00 + 1]], v001), packed_dot<44>(g[p[h10 + 1]], v101), wx),
                                          lerp_q23_64(packed_dot<44>(g[p[h01 + 1]], v011), packed_dot<44>(g[p[h11 + 1]], v111), wx), wy);
  return static_cast<q16>(lerp_q23_64(near_z, far_zv, wz));
}

}  // namespace detail

/// 1D gradient noise. x: Q16 (any int32). Returns Q16 in [-65536, 65536]
/// (perlin1_bound); 0 at integer x. Gradients +-1/4..+-2, never 0, so no cell is flat.
/// Period: the lattice's (256 cells for a permutation, 65536 for integer_hash).
template <class Lattice, meta::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr q16 perlin(q16 x, const Lattice& lattice) noexcept {
  return detail::gradient_noise(lattice, detail::locate(x));
}

/// 2D gradient noise. x, y: Q16 (any int32). Returns Q16 within +-perlin2_bound;
/// 0 at lattice points. Eight gradient directions of equal length. Period: the lattice's.
template <class Lattice, meta::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr q16 perlin(q16 x, q16 y, const Lattice& lattice) noexcept {
#ifdef QNOISE_HAS_PERLIN2_ASM
  if constexpr (meta::is_same_v<Lattice, permutation>) {
    if (!__builtin_is_constant_evaluated()) {
      detail::perlin_asm_uses_knots();
      return detail::perlin2_asm(x, y, lattice.values);
    }
  }
#endif
#ifdef QNOISE_HOST64
  if constexpr (meta::is_same_v<Lattice, permutation>) return detail::perlin2_packed(x, y, lattice.values);
#endif
  return detail::gradient_noise(lattice, detail::locate(x), detail::locate(y));
}

/// 3D gradient noise: Perlin's Improved Noise (2002) — same permutation, same 12
/// gradients, quintic fade. x, y, z: Q16 (any int32). Returns Q16 within
/// +-perlin3_bound; 0 at lattice points. Period: the lattice's, on each axis.
template <class Lattice, meta::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr q16 perlin(q16 x, q16 y, q16 z, const Lattice& lattice) noexcept {
#ifdef QNOISE_HAS_PERLIN3_ASM
  if constexpr (meta::is_same_v<Lattice, permutation>) {
    if (!__builtin_is_constant_evaluated()) {
      detail::perlin_asm_uses_knots();
      return detail::perlin3_asm(x, y, z, lattice.values);
    }
  }
#endif
#ifdef QNOISE_HOST64
  if constexpr (meta::is_same_v<Lattice, permutation>) return detail::perlin3_packed(x, y, z, lattice.values);
#endif
  return detail::gradient_noise(lattice, detail::locate(x), detail::locate(y), detail::locate(z));
}

/// Maps a noise value in [-Bound, Bound] (Q16) to the full 16-bit range: -Bound -> 0,
/// +Bound -> 65535, linear, values outside clamped. One multiply by a scale rounded to
/// 2^-15, so the result is within 1.5 LSB of the exact 65535 (n + Bound) / (2 Bound).
template <q16 Bound>
constexpr uint16_t to_unorm16(q16 n) noexcept {
  static_assert(Bound >= 4096 && Bound <= 131072, "Bound must be in [1/16, 2.0] (Q16)");
  // (n + Bound) * scale / 2^15 with scale = round(65535 * 2^15 / (2 * Bound)) < 2^18;
  // (n + Bound) <= 2^18 keeps the product below 2^32.
  constexpr uint32_t scale =
      static_cast<uint32_t>((uint64_t{65535} << 15) / (2u * static_cast<uint32_t>(Bound)) +
                                 ((uint64_t{65535} << 15) % (2u * static_cast<uint32_t>(Bound)) >= static_cast<uint32_t>(Bound) ? 1u : 0u));
  if (n <= -Bound) return 0;
  if (n >= Bound) return 65535;
  const uint32_t mapped = (static_cast<uint32_t>(n + Bound) * scale + (1u << 14)) >> 15;
  return static_cast<uint16_t>(mapped > 65535u ? 65535u : mapped);
}

/// The same noise on Ken Perlin's permutation (the default lattice).
constexpr q16 perlin(q16 x) noexcept { return perlin(x, perlin_permutation); }
/// 2D: on Ken Perlin's permutation (see the 1D overload).
constexpr q16 perlin(q16 x, q16 y) noexcept { return perlin(x, y, perlin_permutation); }
/// 3D: on Ken Perlin's permutation (see the 1D overload).
constexpr q16 perlin(q16 x, q16 y, q16 z) noexcept { return perlin(x, y, z, perlin_permutation); }

/// Full-scale unsigned noise: perlin(...) mapped from [-bound, bound] to [0, 65535]
/// (`_u16`) or [0, 255] (`_u8`, the top byte of `_u16`). Same inputs and period.
constexpr uint16_t perlin_u16(q16 x) noexcept { return to_unorm16<perlin1_bound>(perlin(x)); }
/// 2D: perlin(x, y) mapped to [0, 65535] (see the 1D overload).
constexpr uint16_t perlin_u16(q16 x, q16 y) noexcept { return to_unorm16<perlin2_bound>(perlin(x, y)); }
/// 3D: perlin(x, y, z) mapped to [0, 65535] (see the 1D overload).
constexpr uint16_t perlin_u16(q16 x, q16 y, q16 z) noexcept { return to_unorm16<perlin3_bound>(perlin(x, y, z)); }
/// 1D: the top byte of perlin_u16(x), [0, 255].
constexpr uint8_t perlin_u8(q16 x) noexcept { return static_cast<uint8_t>(perlin_u16(x) >> 8); }
/// 2D: the top byte of perlin_u16(x, y), [0, 255].
constexpr uint8_t perlin_u8(q16 x, q16 y) noexcept { return static_cast<uint8_t>(perlin_u16(x, y) >> 8); }
/// 3D: the top byte of perlin_u16(x, y, z), [0, 255].
constexpr uint8_t perlin_u8(q16 x, q16 y, q16 z) noexcept { return static_cast<uint8_t>(perlin_u16(x, y, z) >> 8); }

}  // namespace qnoise

#endif  // QNOISE_PERLIN_HPP
