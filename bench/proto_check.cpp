// <config>.bench_proto_identical: every prototype in proto_fast.hpp returns exactly
// what the library function returns (exhaustive over the fade domain; 1D over every
// fraction x every gradient pair; 2D/3D over a large pseudo-random set + edges).
#include <cstdint>
#include <initializer_list>

#include "proto_fast.hpp"
#include "qnoise/qnoise.hpp"
#include "qtest.hpp"

namespace {
std::uint32_t lcg(std::uint32_t& s) { return s = s * 1664525u + 1013904223u; }
#if defined(__arm__)
constexpr std::uint32_t kRandom = 20000;
#else
constexpr std::uint32_t kRandom = 2000000;
#endif
}  // namespace

QTEST(proto, quintic_lower_half_all_inputs) {
  std::uint32_t bad = 0;
  for (std::uint32_t e = 0; e <= 32768u; ++e) {
    bad += qnoise_proto::quintic_lower_half_wide(e) != qnoise::detail::quintic_lower_half(e);
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(proto, grad3_is_dot3) {
  std::uint32_t bad = 0;
  for (std::uint32_t h = 0; h < 16; ++h)
    for (std::int32_t v : {-65536, -1, 0, 1, 12345, 65535})
      bad += qnoise_proto::grad3(h, v, 3 * v + 7, -v + 11) != qnoise::detail::dot3(h, v, 3 * v + 7, -v + 11);
  QCHECK_EQ(bad, 0u);
}

QTEST(proto, mul_weight_hi) {
  std::uint32_t bad = 0, s = 1;
  for (std::int32_t w = 0; w <= 65536; ++w) {  // every weight, edge values of a
    for (std::int32_t a : {-(1 << 22), -(1 << 22) + 1, -65536, -32769, -32768, -1, 0, 1, 32767,
                           32768, 65535, (1 << 22) - 1, 1 << 22}) {
      bad += qnoise_proto::mul_weight_hi(a, w) != qnoise::mul_weight_narrow(a, w);
    }
  }
  for (std::uint32_t i = 0; i < kRandom; ++i) {
    const std::int32_t a = static_cast<std::int32_t>(lcg(s) % (2u * (1u << 22) + 1u)) - (1 << 22);
    const std::int32_t w = static_cast<std::int32_t>(lcg(s) % 65537u);
    bad += qnoise_proto::mul_weight_hi(a, w) != qnoise::mul_weight_narrow(a, w);
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(proto, perlin1_every_fraction_every_cell) {
  // 1D depends on the fraction and the two gradients: 256 cells cover every pair
  // the table produces; on cores, a stride over the fractions.
#if defined(__arm__)
  const std::uint32_t stride = 97;
#else
  const std::uint32_t stride = 1;
#endif
  std::uint32_t bad = 0;
  for (std::uint32_t cell = 0; cell < 256; ++cell) {
    for (std::uint32_t f = 0; f < 65536; f += stride) {
      const qnoise::q16 x = qnoise::to_signed((cell << 16) | f);
      bad += qnoise_proto::perlin1(x) != qnoise::perlin(x);
      bad += qnoise_proto::perlin1b(x) != qnoise::perlin(x);
    }
  }
  QCHECK_EQ(bad, 0u);
}

QTEST(proto, perlin2_perlin3_random_and_edges) {
  std::uint32_t bad = 0, s = 7;
  static const std::uint32_t edges[] = {0, 1, 0x7FFF, 0x8000, 0x8001, 0xFFFF, 0x10000,
                                        0x7FFFFFFF, 0x80000000u, 0xFFFFFFFFu, 0xFFFF0000u};
  for (std::uint32_t a : edges)
    for (std::uint32_t b : edges) {
      bad += qnoise_proto::perlin2(qnoise::to_signed(a), qnoise::to_signed(b)) !=
             qnoise::perlin(qnoise::to_signed(a), qnoise::to_signed(b));
      for (std::uint32_t c : edges) {
        bad += qnoise_proto::perlin3(qnoise::to_signed(a), qnoise::to_signed(b), qnoise::to_signed(c)) !=
               qnoise::perlin(qnoise::to_signed(a), qnoise::to_signed(b), qnoise::to_signed(c));
        bad += qnoise_proto::perlin3b(qnoise::to_signed(a), qnoise::to_signed(b), qnoise::to_signed(c)) !=
               qnoise::perlin(qnoise::to_signed(a), qnoise::to_signed(b), qnoise::to_signed(c));
      }
    }
  for (std::uint32_t i = 0; i < kRandom; ++i) {
    const qnoise::q16 x = qnoise::to_signed(lcg(s)), y = qnoise::to_signed(lcg(s)),
                      z = qnoise::to_signed(lcg(s));
    bad += qnoise_proto::perlin2(x, y) != qnoise::perlin(x, y);
    bad += qnoise_proto::perlin3(x, y, z) != qnoise::perlin(x, y, z);
    bad += qnoise_proto::perlin3b(x, y, z) != qnoise::perlin(x, y, z);
  }
  QCHECK_EQ(bad, 0u);
}
