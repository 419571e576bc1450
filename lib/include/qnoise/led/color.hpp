// SPDX-License-Identifier: MIT
/// \file
/// qnoise/led/color.hpp — 8-bit RGB colours, brightness, gamma and HSV, integer only.
///
/// Everything here is constexpr and exact: every rounding is stated, and the gamma table
/// is computed by the compiler (no libm, no float), so it costs flash only when used and
/// is bit-identical on every target.
#ifndef QNOISE_LED_COLOR_HPP
#define QNOISE_LED_COLOR_HPP

#include "../detail/freestanding.hpp"

#include "../fixed.hpp"

namespace qnoise {
namespace led {

/// Result of every buffer-filling function in qnoise::led. Nothing is written unless the
/// result is `ok`. [[nodiscard]]: ignoring a returned status is a warning (check it, or
/// cast to void to say it is deliberate).
///   qnoise::led::status s = qnoise::led::fill_strip(leds, 60, palettes::fire, params, t);
enum class [[nodiscard]] status : uint8_t {
  ok = 0,                ///< the whole buffer was written
  empty = 1,             ///< N == 0 (or W == 0 or H == 0): nothing to do, nothing written
  null_buffer = 2,       ///< a null pointer with N > 0: nothing written
  too_large = 3,         ///< N > 65535, or W x H x bytes per pixel overflows size_t
  buffer_too_small = 4,  ///< the framebuffer's capacity is less than its layout needs
  bad_layout = 5,        ///< an unknown `layout` value, or a layout the format cannot use
  bad_format = 6,        ///< an unknown `pixel_format` value
};

/// A colour with 8 bits per channel, in R, G, B order in memory (3 bytes, no padding).
struct rgb8 {
  uint8_t r = 0;  ///< red, 0..255
  uint8_t g = 0;  ///< green, 0..255
  uint8_t b = 0;  ///< blue, 0..255

  /// Equal when all three channels are.
  friend constexpr bool operator==(rgb8 lhs, rgb8 rhs) noexcept {
    return lhs.r == rhs.r && lhs.g == rhs.g && lhs.b == rhs.b;
  }
  /// Not equal: some channel differs.
  friend constexpr bool operator!=(rgb8 lhs, rgb8 rhs) noexcept { return !(lhs == rhs); }
};
static_assert(sizeof(rgb8) == 3, "rgb8 must be 3 packed bytes");

/// round(a * b / 255) for a, b in [0, 255], exact (tests check all 65,536 pairs).
/// mul255(255, x) == x, mul255(0, x) == 0.
constexpr uint8_t mul255(uint8_t a, uint8_t b) noexcept {
  const uint32_t t = uint32_t{a} * b + 128u;
  return static_cast<uint8_t>((t + (t >> 8)) >> 8);
}

/// Linear blend of two bytes: a + (b - a) * w / 256 rounded half up, w in [0, 256]
/// (256 gives b exactly, 0 gives a).
constexpr uint8_t blend8(uint8_t a, uint8_t b, uint32_t w) noexcept {
  if (w >= 256u) return b;
  const int32_t d = static_cast<int32_t>(b) - static_cast<int32_t>(a);
  return static_cast<uint8_t>(a + asr(d * static_cast<int32_t>(w) + 128, 8));
}

/// Per-channel blend8: blend(a, b, 0) == a, blend(a, b, 256) == b.
constexpr rgb8 blend(rgb8 a, rgb8 b, uint32_t w) noexcept {
  return {blend8(a.r, b.r, w), blend8(a.g, b.g, w), blend8(a.b, b.b, w)};
}

/// Brightness: each channel times level / 255, rounded (255 = unchanged, 0 = black).
constexpr rgb8 scale(rgb8 c, uint8_t level) noexcept {
  return {mul255(c.r, level), mul255(c.g, level), mul255(c.b, level)};
}

/// Brightness over a buffer (N = 0 or a null pointer: nothing happens).
inline void scale(rgb8* pixels, size_t n, uint8_t level) noexcept {
  if (pixels == nullptr) return;
  for (size_t i = 0; i < n; ++i) pixels[i] = scale(pixels[i], level);
}

/// Perceived brightness (Rec. 601 weights 77/150/29 of 256): 0..255, white -> 255.
constexpr uint8_t luma(rgb8 c) noexcept {
  return static_cast<uint8_t>((77u * c.r + 150u * c.g + 29u * c.b) >> 8);
}

/// HSV -> RGB in integers. h: hue over the full circle in 256 steps (0 red, 85 green,
/// 171 blue); s, v: 0..255. Six linear sectors; v = 255, s = 255 gives fully saturated
/// colours with one channel 0 and one 255. Example: hsv(0, 255, 255) == {255, 0, 0}.
constexpr rgb8 hsv(uint8_t h, uint8_t s, uint8_t v) noexcept {
  const uint32_t h6 = uint32_t{h} * 6u;        // 0..1530
  const uint32_t sector = h6 >> 8;                  // 0..5
  const uint8_t f = static_cast<uint8_t>(h6 & 0xFFu);  // position in the sector
  const uint8_t p = mul255(v, static_cast<uint8_t>(255u - s));
  const uint8_t q = mul255(v, static_cast<uint8_t>(255u - mul255(s, f)));
  const uint8_t t = mul255(v, static_cast<uint8_t>(255u - mul255(s, static_cast<uint8_t>(255u - f))));
  switch (sector) {
    case 0: return {v, t, p};
    case 1: return {q, v, p};
    case 2: return {p, v, t};
    case 3: return {p, q, v};
    case 4: return {t, p, v};
    default: return {v, p, q};
  }
}

/// A 256-entry lookup table for one channel (gamma correction, curves).
struct table8 {
  uint8_t values[256];  ///< the output for each input byte
  /// The table entry for input i.
  constexpr uint8_t operator[](uint8_t i) const noexcept { return values[i]; }
};

namespace detail {

/// floor(sqrt(v)) for v >= 0, 64-bit (compile-time helper).
constexpr uint64_t isqrt64(uint64_t v) noexcept {
  if (v < 2) return v;
  uint64_t x = v;
  uint64_t y = (x + 1) / 2;
  while (y < x) {
    x = y;
    y = (x + v / x) / 2;
  }
  return x;
}

/// Largest gamma the table builder uses (Q16, 4096.0); larger gammas are clamped to it.
/// Every gamma >= 1588 already gives 0 for i in 1..254 (254/255 to that power is below
/// 1/510), so the clamp changes no table, and it keeps gamma * log2(i / 255) (Q30, down
/// to -8 * 2^30) far inside int64: unclamped, gamma > 16395.57 overflowed it.
inline constexpr q16 max_gamma = 4096 * 65536;

/// round(255 * (i / 255)^gamma) with gamma in Q16 (> 0; above max_gamma clamped to it),
/// through log2 and exp2 in Q30 fixed point (error far below 0.5 LSB of the result).
/// Compile-time helper: it uses 64-bit arithmetic; build tables with it, do not call it
/// per pixel.
constexpr uint8_t gamma_entry(uint32_t i, q16 gamma, const uint64_t (&roots)[31]) noexcept {
  if (i == 0) return 0;
  if (i >= 255) return 255;
  if (gamma > max_gamma) gamma = max_gamma;
  constexpr int64_t one = int64_t{1} << 30;
  // x = i / 255 in Q30, in (0, 1).
  int64_t v = (static_cast<int64_t>(i) << 30) / 255;
  int64_t log2x = 0;  // Q30
  while (v < one) {
    v <<= 1;
    log2x -= one;
  }
  for (int bit = 29; bit >= 0; --bit) {  // v in [1, 2): square, read one bit of log2
    v = (v * v) >> 30;
    if (v >= 2 * one) {
      v >>= 1;
      log2x += int64_t{1} << bit;
    }
  }
  const int64_t y = (log2x * gamma) / 65536;  // gamma * log2(x), Q30, <= 0
  if (y <= -40 * one) return 0;  // 2^y < 2^-40: the result rounds to 0 (as below), no long loop
  int64_t ip = 0;
  int64_t frac = y;
  while (frac < 0) {
    frac += one;
    ip -= 1;
  }
  // 2^frac = product of 2^(2^-k) over the set bits of frac (roots[k] = 2^(2^-k), Q30).
  uint64_t r = static_cast<uint64_t>(one);
  for (int k = 1; k <= 30; ++k) {
    if ((frac >> (30 - k)) & 1) r = (r * roots[k]) >> 30;
  }
  const int64_t shift = -ip;
  if (shift >= 40) return 0;
  r >>= shift;
  return static_cast<uint8_t>((r * 255u + (uint64_t{1} << 29)) >> 30);
}

}  // namespace detail

/// A gamma table out[i] = round(255 * (i / 255)^gamma), gamma in Q16 (2.2 == 144179),
/// built by the compiler when declared constexpr:
///   inline constexpr qnoise::led::table8 my_gamma = qnoise::led::make_gamma_table(144179);
/// Exact ends: out[0] == 0 and out[255] == 255. gamma <= 0 gives the identity table;
/// gamma above 4096.0 (detail::max_gamma) is clamped to it, the same table as any larger
/// gamma (0 except the ends), so every int32 gamma is valid at run time too.
/// `max_level` bakes a brightness limit into the table (a power budget):
/// out[i] = mul255(gamma entry, max_level), so out[255] == max_level.
constexpr table8 make_gamma_table(q16 gamma, uint8_t max_level = 255) noexcept {
  table8 t{};
  uint64_t roots[31] = {};
  roots[0] = uint64_t{2} << 30;
  for (int k = 1; k <= 30; ++k) roots[k] = detail::isqrt64(roots[k - 1] << 30);
  for (uint32_t i = 0; i < 256; ++i) {
    const uint8_t g = gamma <= 0 ? static_cast<uint8_t>(i) : detail::gamma_entry(i, gamma, roots);
    t.values[i] = mul255(g, max_level);
  }
  return t;
}

/// A brightness table out[i] = round(i * level / 255), built at compile time.
constexpr table8 make_brightness_table(uint8_t level) noexcept {
  table8 t{};
  for (uint32_t i = 0; i < 256; ++i) t.values[i] = mul255(static_cast<uint8_t>(i), level);
  return t;
}

/// The usual LED gamma 2.2 (WS2812 and friends look linear to the eye with it).
inline constexpr table8 gamma22 = make_gamma_table(144179);

/// Apply a table to every channel: pixels[i].r = table[pixels[i].r], ...
inline void apply(rgb8* pixels, size_t n, const table8& table) noexcept {
  if (pixels == nullptr) return;
  for (size_t i = 0; i < n; ++i) {
    pixels[i] = {table[pixels[i].r], table[pixels[i].g], table[pixels[i].b]};
  }
}

/// RGB565 (5 red, 6 green, 5 blue bits; small TFTs), each channel rounded to nearest.
constexpr uint16_t to_rgb565(rgb8 c) noexcept {
  const uint32_t r = mul255(c.r, 31);  // round(r * 31 / 255), no division
  const uint32_t g = mul255(c.g, 63);
  const uint32_t b = mul255(c.b, 31);
  return static_cast<uint16_t>((r << 11) | (g << 5) | b);
}

}  // namespace led
}  // namespace qnoise

#endif  // QNOISE_LED_COLOR_HPP
