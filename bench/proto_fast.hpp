// bench/proto_fast.hpp — SCRATCH prototypes of faster, BIT-IDENTICAL variants of the
// library hot paths (fade.hpp quintic, fixed.hpp mul_weight, perlin.hpp
// gradient_noise). Not part of the library: bench/proto_check.cpp proves each equal to
// the library function (exhaustively where the domain allows), bench/bench_proto.cpp
// counts their instructions per core. The lead decides what moves into lib/.
#ifndef QNOISE_BENCH_PROTO_FAST_HPP
#define QNOISE_BENCH_PROTO_FAST_HPP

#include <cstdint>

#include "qnoise/qnoise.hpp"

namespace qnoise_proto {

using qnoise::q16;

#if defined(__GNUC__)
#define QNOISE_PROTO_INLINE inline __attribute__((always_inline))
#else
#define QNOISE_PROTO_INLINE inline
#endif

/// High 32 bits of an unsigned 64-bit product (one UMULL on ARMv7-M and later).
constexpr std::uint32_t umulh(std::uint32_t a, std::uint32_t b) noexcept {
  return static_cast<std::uint32_t>((static_cast<std::uint64_t>(a) * b) >> 32);
}

/// quintic_lower_half with 32x32->64 products (cores with UMULL): identical result.
///  A = floor(e^3 / 2^20) = hi32(e^2 * (e * 2^12))       (e <= 2^15: e * 2^12 <= 2^27)
///  F = floor((A * p + 2^26) / 2^27) = hi32(A * 2^5 * p + 2^31)   (A * 2^5 < 2^30, p < 2^19)
/// 10 data instructions on M4 (fade.hpp's split products: 21).
constexpr std::uint32_t quintic_lower_half_wide(std::uint32_t e) noexcept {
  const std::uint32_t e2 = e * e;
  const std::uint32_t a = umulh(e2, e << 12);
  const std::uint32_t p = 327680u - ((15u * e) >> 1) + ((3u * e2) >> 16);
  return static_cast<std::uint32_t>((static_cast<std::uint64_t>(a << 5) * p + (1u << 31)) >> 32);
}

/// The library's quintic lower half on cores without UMULL, the wide one elsewhere.
constexpr std::uint32_t quintic_lower_half(std::uint32_t e) noexcept {
  if constexpr (qnoise::has_wide_multiply) {
    return quintic_lower_half_wide(e);
  } else {
    return qnoise::detail::quintic_lower_half(e);
  }
}

/// fade for a fraction t in [0, 65535] (what locate() needs): no clamp.
/// Branching mirror: two copies of the polynomial, but on M4 with the wide fade it is
/// 38 (lower half) / 41 (upper) instructions in 1D against 42 for one copy + selects.
constexpr std::uint32_t fade_fraction(std::uint32_t t) noexcept {
  return t <= 32768u ? quintic_lower_half(t) : 65536u - quintic_lower_half(65536u - t);
}

/// mul_weight_wide as the HIGH word of one signed 64-bit multiply-accumulate:
/// floor((a*w + 2^15) / 2^16) == floor((a*2^8 * w*2^8 + 2^31) / 2^32) for |a| < 2^23,
/// w <= 2^16; the compiler takes the high register of SMLAL, no 64-bit shift (2 fewer
/// instructions than fixed.hpp's `product >> 16` on ARMv7-M).
constexpr std::int32_t mul_weight_hi(std::int32_t a, std::int32_t w) noexcept {
  const std::int64_t product = static_cast<std::int64_t>(a * 256) * (w * 256) + (std::int64_t{1} << 31);
  return qnoise::to_signed(static_cast<std::uint32_t>(static_cast<std::uint64_t>(product) >> 32));
}

constexpr std::int32_t mul_weight(std::int32_t a, std::int32_t w) noexcept {
  if constexpr (qnoise::has_wide_multiply) {
    return mul_weight_hi(a, w);
  } else {
    return qnoise::mul_weight_narrow(a, w);
  }
}

constexpr std::int32_t lerp(std::int32_t a, std::int32_t b, std::int32_t w) noexcept {
  return a + mul_weight(b - a, w);
}

/// cell_position by value, fade computed by fade_fraction.
struct axis {
  std::uint32_t cell, next_cell;
  std::int32_t near, far;
  std::int32_t weight;
};

QNOISE_PROTO_INLINE constexpr axis locate(q16 x) noexcept {
  const std::uint32_t bits = static_cast<std::uint32_t>(x);
  const std::uint32_t cell = bits >> 16;
  const std::int32_t fraction = static_cast<std::int32_t>(bits & 0xFFFFu);
  return {cell, cell + 1u, fraction, fraction - 65536,
          static_cast<std::int32_t>(fade_fraction(static_cast<std::uint32_t>(fraction)))};
}
// next_cell is NOT masked to 16 bits: every lattice masks (h + cell) itself (the
// permutation with 0xFF, integer_hash is not used here), so only the low 8 bits
// matter for the 256-cell table. Valid for `permutation` only.

namespace d = qnoise::detail;

QNOISE_PROTO_INLINE constexpr q16 perlin1(q16 x, const qnoise::permutation& p = qnoise::perlin_permutation) noexcept {
  const axis a = locate(x);
  const std::int32_t n0 = d::dot1(p.next(0, a.cell), a.near);
  const std::int32_t n1 = d::dot1(p.next(0, a.next_cell), a.far);
  return qnoise::asr(lerp(n0, n1, a.weight) + 2, 2);
}

QNOISE_PROTO_INLINE constexpr q16 perlin2(q16 x, q16 y, const qnoise::permutation& p = qnoise::perlin_permutation) noexcept {
  const axis ax = locate(x);
  const axis ay = locate(y);
  const std::uint32_t h0 = p.next(0, ax.cell);
  const std::uint32_t h1 = p.next(0, ax.next_cell);
  const std::int32_t n0 = lerp(d::dot2(p.next(h0, ay.cell), ax.near, ay.near),
                               d::dot2(p.next(h1, ay.cell), ax.far, ay.near), ax.weight);
  const std::int32_t n1 = lerp(d::dot2(p.next(h0, ay.next_cell), ax.near, ay.far),
                               d::dot2(p.next(h1, ay.next_cell), ax.far, ay.far), ax.weight);
  return mul_weight(lerp(n0, n1, ay.weight), 43360);
}

QNOISE_PROTO_INLINE constexpr q16 perlin3(q16 x, q16 y, q16 z, const qnoise::permutation& p = qnoise::perlin_permutation) noexcept {
  const axis px = locate(x);
  const axis py = locate(y);
  const axis pz = locate(z);
  const std::uint32_t hx0 = p.next(0, px.cell);
  const std::uint32_t hx1 = p.next(0, px.next_cell);
  const std::uint32_t h00 = p.next(hx0, py.cell);
  const std::uint32_t h01 = p.next(hx0, py.next_cell);
  const std::uint32_t h10 = p.next(hx1, py.cell);
  const std::uint32_t h11 = p.next(hx1, py.next_cell);
  const std::int32_t wx = px.weight, wy = py.weight;
  const std::int32_t near_z =
      lerp(lerp(d::dot3(p.next(h00, pz.cell), px.near, py.near, pz.near),
                d::dot3(p.next(h10, pz.cell), px.far, py.near, pz.near), wx),
           lerp(d::dot3(p.next(h01, pz.cell), px.near, py.far, pz.near),
                d::dot3(p.next(h11, pz.cell), px.far, py.far, pz.near), wx),
           wy);
  const std::int32_t far_z =
      lerp(lerp(d::dot3(p.next(h00, pz.next_cell), px.near, py.near, pz.far),
                d::dot3(p.next(h10, pz.next_cell), px.far, py.near, pz.far), wx),
           lerp(d::dot3(p.next(h01, pz.next_cell), px.near, py.far, pz.far),
                d::dot3(p.next(h11, pz.next_cell), px.far, py.far, pz.far), wx),
           wy);
  return lerp(near_z, far_z, pz.weight);
}

// ---------------------------------------------------------------- variant b
// Same bits again, fewer instructions per corner:
//  - 1D: a 256-byte table of gradient1[P[i] & 15] (one per lattice, constexpr), so a
//    corner is one look-up, not look-up + `& 15` + look-up;
//  - 3D: Perlin's doubled 512-byte permutation (indices below 512 need no `& 255`) and
//    Perlin's grad as selects instead of three table loads and three multiplies.
//  - the library's own mul_weight (SMMULR on DSP cores) and the wide fade.
struct composed1 {
  std::int8_t g[256];
};
constexpr composed1 make_composed1(const qnoise::permutation& p) noexcept {
  composed1 c{};
  for (std::uint32_t i = 0; i < 256; ++i) c.g[i] = qnoise::detail::gradient1[p.values[i] & 15u];
  return c;
}
inline constexpr composed1 perlin_gradient1 = make_composed1(qnoise::perlin_permutation);

struct doubled {
  std::uint8_t v[512];
};
constexpr doubled make_doubled(const qnoise::permutation& p) noexcept {
  doubled d{};
  for (std::uint32_t i = 0; i < 512; ++i) d.v[i] = p.values[i & 255u];
  return d;
}
inline constexpr doubled perlin_doubled = make_doubled(qnoise::perlin_permutation);

QNOISE_PROTO_INLINE constexpr std::int32_t lerp_lib(std::int32_t a, std::int32_t b, std::int32_t w) noexcept {
  return a + qnoise::mul_weight(b - a, w);
}

QNOISE_PROTO_INLINE constexpr q16 perlin1b(q16 x) noexcept {
  const std::uint32_t bits = static_cast<std::uint32_t>(x);
  const std::int32_t f = static_cast<std::int32_t>(bits & 0xFFFFu);
  const std::uint32_t c = bits >> 16;
  const std::int32_t w = static_cast<std::int32_t>(fade_fraction(static_cast<std::uint32_t>(f)));
  const std::int32_t n0 = perlin_gradient1.g[c & 255u] * f;
  const std::int32_t n1 = perlin_gradient1.g[(c + 1u) & 255u] * (f - 65536);
  return qnoise::asr(lerp_lib(n0, n1, w) + 2, 2);
}

/// Perlin's grad: identical to dot3 (gradient3_* tables) for every h.
QNOISE_PROTO_INLINE constexpr std::int32_t grad3(std::uint32_t hash, std::int32_t x, std::int32_t y, std::int32_t z) noexcept {
  const std::uint32_t h = hash & 15u;
  const std::int32_t u = h < 8u ? x : y;
  const std::int32_t v = h < 4u ? y : (h == 12u || h == 14u ? x : z);
  return ((h & 1u) == 0 ? u : -u) + ((h & 2u) == 0 ? v : -v);
}

QNOISE_PROTO_INLINE constexpr q16 perlin3b(q16 x, q16 y, q16 z) noexcept {
  const std::uint8_t* P = perlin_doubled.v;
  const std::uint32_t bx = static_cast<std::uint32_t>(x), by = static_cast<std::uint32_t>(y),
                      bz = static_cast<std::uint32_t>(z);
  const std::uint32_t X = (bx >> 16) & 255u, Y = (by >> 16) & 255u, Z = (bz >> 16) & 255u;
  const std::int32_t fx = static_cast<std::int32_t>(bx & 0xFFFFu), fy = static_cast<std::int32_t>(by & 0xFFFFu),
                     fz = static_cast<std::int32_t>(bz & 0xFFFFu);
  const std::int32_t gx = fx - 65536, gy = fy - 65536, gz = fz - 65536;
  const std::uint32_t A = P[X] + Y, AA = P[A] + Z, AB = P[A + 1] + Z;
  const std::uint32_t B = P[X + 1] + Y, BA = P[B] + Z, BB = P[B + 1] + Z;
  const std::int32_t wx = static_cast<std::int32_t>(fade_fraction(static_cast<std::uint32_t>(fx)));
  const std::int32_t wy = static_cast<std::int32_t>(fade_fraction(static_cast<std::uint32_t>(fy)));
  const std::int32_t near_z = lerp_lib(lerp_lib(grad3(P[AA], fx, fy, fz), grad3(P[BA], gx, fy, fz), wx),
                                       lerp_lib(grad3(P[AB], fx, gy, fz), grad3(P[BB], gx, gy, fz), wx), wy);
  const std::int32_t far_z = lerp_lib(lerp_lib(grad3(P[AA + 1], fx, fy, gz), grad3(P[BA + 1], gx, fy, gz), wx),
                                      lerp_lib(grad3(P[AB + 1], fx, gy, gz), grad3(P[BB + 1], gx, gy, gz), wx), wy);
  const std::int32_t wz = static_cast<std::int32_t>(fade_fraction(static_cast<std::uint32_t>(fz)));
  return lerp_lib(near_z, far_z, wz);
}

}  // namespace qnoise_proto

#endif  // QNOISE_BENCH_PROTO_FAST_HPP
