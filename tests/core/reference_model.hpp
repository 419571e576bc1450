// SPDX-License-Identifier: MIT
// Double-precision models of qnoise's noise functions and fade curves.
// HOST ONLY (uses double and <cmath>): the yardstick the fixed-point library is
// measured against in test_perlin_accuracy.cpp and test_fade_accuracy.cpp.
//
// Written from the definitions, not from lib/:
//  - improved_noise(): Ken Perlin, "Improving Noise" (SIGGRAPH 2002) and its Java
//    reference implementation as published with the paper — doubled permutation
//    array, quintic fade, the branchy 12(16)-direction grad(). Self-check: the
//    paper's reference gives noise(3.14, 42, 7) = 0.13691995878400012.
//  - noise1()/noise2(): qnoise's own 1D and 2D definitions (README / perlin.hpp
//    comments), in real arithmetic:
//      1D: gradient g = G1[h & 15] with G1 = {1, 2, 8, 4, 5, 6, 7, 3, -1, -8, -3, -4, -5, -6, -7, -2}, h = next(start, X);
//          n = lerp(fade(f), g0 * f, g1 * (f - 1)) / 4.
//      2D: gradients G2[h & 7] = (1,2),(2,1),(2,-1),(1,-2),(-1,-2),(-2,-1),(-2,1),(-1,2),
//          h = next(next(start, X + i), Y + j); bilinear with quintic fades;
//          result * 43360 / 65536.
//    The lattice hash (start/next) is an integer definition, not numerics: the models
//    take it from the lattice object so they work with any table or integer_hash.
//  - fade curves: the real polynomials and (1 - cos(pi t)) / 2.
#ifndef QNOISE_TESTS_CORE_REFERENCE_MODEL_HPP
#define QNOISE_TESTS_CORE_REFERENCE_MODEL_HPP

#include <cmath>
#include <cstdint>

namespace reference {

constexpr double kPi = 3.14159265358979323846;

inline double fade_quintic(double t) { return t * t * t * (t * (t * 6 - 15) + 10); }
inline double fade_cubic(double t) { return t * t * (3 - 2 * t); }
inline double fade_cosine(double t) { return (1 - std::cos(kPi * t)) / 2; }
inline double fade_linear(double t) { return t; }

inline double lerp(double t, double a, double b) { return a + t * (b - a); }

/// Q16 raw value -> real number.
inline double from_q16(std::int32_t v) { return static_cast<double>(v) / 65536.0; }

// ------------------------------------------------------------------ Perlin 2002
/// The permutation printed in the paper's reference implementation (typed in
/// separately from lib/'s copy, so a typo in either shows up as a mismatch).
inline constexpr int kPaperPermutation[256] = {
    151, 160, 137, 91,  90,  15,  131, 13,  201, 95,  96,  53,  194, 233, 7,   225, 140, 36,  103,
    30,  69,  142, 8,   99,  37,  240, 21,  10,  23,  190, 6,   148, 247, 120, 234, 75,  0,   26,
    197, 62,  94,  252, 219, 203, 117, 35,  11,  32,  57,  177, 33,  88,  237, 149, 56,  87,  174,
    20,  125, 136, 171, 168, 68,  175, 74,  165, 71,  134, 139, 48,  27,  166, 77,  146, 158, 231,
    83,  111, 229, 122, 60,  211, 133, 230, 220, 105, 92,  41,  55,  46,  245, 40,  244, 102, 143,
    54,  65,  25,  63,  161, 1,   216, 80,  73,  209, 76,  132, 187, 208, 89,  18,  169, 200, 196,
    135, 130, 116, 188, 159, 86,  164, 100, 109, 198, 173, 186, 3,   64,  52,  217, 226, 250, 124,
    123, 5,   202, 38,  147, 118, 126, 255, 82,  85,  212, 207, 206, 59,  227, 47,  16,  58,  17,
    182, 189, 28,  42,  223, 183, 170, 213, 119, 248, 152, 2,   44,  154, 163, 70,  221, 153, 101,
    155, 167, 43,  172, 9,   129, 22,  39,  253, 19,  98,  108, 110, 79,  113, 224, 232, 178, 185,
    112, 104, 218, 246, 97,  228, 251, 34,  242, 193, 238, 210, 144, 12,  191, 179, 162, 241, 81,
    51,  145, 235, 249, 14,  239, 107, 49,  192, 214, 31,  181, 199, 106, 157, 184, 84,  204, 176,
    115, 121, 50,  45,  127, 4,   150, 254, 138, 236, 205, 93,  222, 114, 67,  29,  24,  72,  243,
    141, 128, 195, 78,  66,  215, 61,  156, 180};

/// The paper's grad(): low 4 bits of the hash pick one of 12 edge directions.
inline double grad3(int hash, double x, double y, double z) {
  const int h = hash & 15;
  const double u = h < 8 ? x : y;
  const double v = h < 4 ? y : (h == 12 || h == 14 ? x : z);
  return ((h & 1) == 0 ? u : -u) + ((h & 2) == 0 ? v : -v);
}

/// Perlin's Improved Noise, as in the paper's reference code (p[] doubled to 512).
inline double improved_noise(double x, double y, double z) {
  static const struct Doubled {
    int p[512];
    Doubled() {
      for (int i = 0; i < 256; ++i) p[i] = p[256 + i] = kPaperPermutation[i];
    }
  } table;
  const int* p = table.p;
  const int X = static_cast<int>(std::floor(x)) & 255;
  const int Y = static_cast<int>(std::floor(y)) & 255;
  const int Z = static_cast<int>(std::floor(z)) & 255;
  x -= std::floor(x);
  y -= std::floor(y);
  z -= std::floor(z);
  const double u = fade_quintic(x), v = fade_quintic(y), w = fade_quintic(z);
  const int A = p[X] + Y, AA = p[A] + Z, AB = p[A + 1] + Z;
  const int B = p[X + 1] + Y, BA = p[B] + Z, BB = p[B + 1] + Z;
  return lerp(
      w,
      lerp(v, lerp(u, grad3(p[AA], x, y, z), grad3(p[BA], x - 1, y, z)),
           lerp(u, grad3(p[AB], x, y - 1, z), grad3(p[BB], x - 1, y - 1, z))),
      lerp(v, lerp(u, grad3(p[AA + 1], x, y, z - 1), grad3(p[BA + 1], x - 1, y, z - 1)),
           lerp(u, grad3(p[AB + 1], x, y - 1, z - 1), grad3(p[BB + 1], x - 1, y - 1, z - 1))));
}

/// Improved noise at Q16 coordinates, in Q16 LSB (real result * 65536).
inline double improved_noise_q16(std::int32_t x, std::int32_t y, std::int32_t z) {
  return improved_noise(from_q16(x), from_q16(y), from_q16(z)) * 65536.0;
}

// ------------------------------------------------------------------ qnoise 1D / 2D
/// Cell index of a Q16 coordinate as the lattice sees it: floor(x) mod 65536.
inline std::uint32_t cell_of(std::int32_t v) {
  return static_cast<std::uint32_t>(static_cast<std::int64_t>(std::floor(from_q16(v))) & 0xFFFF);
}
inline double fraction_of(std::int32_t v) {
  const double r = from_q16(v);
  return r - std::floor(r);
}

inline constexpr int kGrad1[16] = {1, 2, 8, 4, 5, 6, 7, 3, -1, -8, -3, -4, -5, -6, -7, -2};
inline constexpr int kGrad2[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                     {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

/// qnoise's 1D gradient noise in real arithmetic, result in Q16 LSB.
template <class Lattice>
double noise1_q16(std::int32_t xq, const Lattice& lattice) {
  const std::uint32_t X = cell_of(xq);
  const double x = fraction_of(xq);
  const std::uint32_t h = lattice.start();
  const int g0 = kGrad1[lattice.next(h, X) & 15u];
  const int g1 = kGrad1[lattice.next(h, (X + 1) & 0xFFFFu) & 15u];
  return lerp(fade_quintic(x), g0 * x, g1 * (x - 1)) / 4 * 65536.0;
}

/// qnoise's 2D gradient noise in real arithmetic, result in Q16 LSB.
template <class Lattice>
double noise2_q16(std::int32_t xq, std::int32_t yq, const Lattice& lattice) {
  const std::uint32_t X = cell_of(xq), Y = cell_of(yq);
  const double x = fraction_of(xq), y = fraction_of(yq);
  const std::uint32_t h = lattice.start();
  const std::uint32_t hx[2] = {lattice.next(h, X), lattice.next(h, (X + 1) & 0xFFFFu)};
  auto corner = [&](int i, int j) {
    const std::uint32_t hc = lattice.next(hx[i], (Y + static_cast<std::uint32_t>(j)) & 0xFFFFu);
    const int* g = kGrad2[hc & 7u];
    return g[0] * (x - i) + g[1] * (y - j);
  };
  const double u = fade_quintic(x), v = fade_quintic(y);
  const double n =
      lerp(v, lerp(u, corner(0, 0), corner(1, 0)), lerp(u, corner(0, 1), corner(1, 1)));
  return n * 43360.0 / 65536.0 * 65536.0;
}

/// Improved noise with the hash chain of any qnoise lattice instead of the paper's
/// table: corner (i, j, k) hashes next(next(next(start, X + i), Y + j), Z + k) and uses
/// the paper's grad(). With Perlin's permutation this must equal improved_noise()
/// (the accuracy test checks it), which validates the chain against the paper's p[].
template <class Lattice>
double noise3_q16(std::int32_t xq, std::int32_t yq, std::int32_t zq, const Lattice& lattice) {
  const std::uint32_t X = cell_of(xq), Y = cell_of(yq), Z = cell_of(zq);
  const double x = fraction_of(xq), y = fraction_of(yq), z = fraction_of(zq);
  const std::uint32_t h = lattice.start();
  auto corner = [&](int i, int j, int k) {
    const std::uint32_t hx = lattice.next(h, (X + static_cast<std::uint32_t>(i)) & 0xFFFFu);
    const std::uint32_t hy = lattice.next(hx, (Y + static_cast<std::uint32_t>(j)) & 0xFFFFu);
    const std::uint32_t hz = lattice.next(hy, (Z + static_cast<std::uint32_t>(k)) & 0xFFFFu);
    return grad3(static_cast<int>(hz & 15u), x - i, y - j, z - k);
  };
  const double u = fade_quintic(x), v = fade_quintic(y), w = fade_quintic(z);
  return lerp(w,
              lerp(v, lerp(u, corner(0, 0, 0), corner(1, 0, 0)),
                   lerp(u, corner(0, 1, 0), corner(1, 1, 0))),
              lerp(v, lerp(u, corner(0, 0, 1), corner(1, 0, 1)),
                   lerp(u, corner(0, 1, 1), corner(1, 1, 1)))) *
         65536.0;
}

/// to_unorm16's definition in real arithmetic: [-bound, bound] -> [0, 65535], clamped.
inline double unorm16(double n_lsb, double bound_lsb) {
  const double u = (n_lsb + bound_lsb) * 65535.0 / (2 * bound_lsb);
  return u < 0 ? 0 : (u > 65535 ? 65535 : u);
}

}  // namespace reference

#endif  // QNOISE_TESTS_CORE_REFERENCE_MODEL_HPP
