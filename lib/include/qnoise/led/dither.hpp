// SPDX-License-Identifier: MIT
/// \file
/// qnoise/led/dither.hpp — 16-bit colour levels on 8-bit LEDs without banding: temporal
/// dithering (error diffusion over frames), and ways to get 16-bit levels.
///
/// An 8-bit LED has 255 steps; a slow fade at low brightness walks through a few of them
/// (level 3, 4, 5 ...) and every step shows. Keep the colour in 16 bits (`rgb16`) and
/// let each frame show one of the two 8-bit levels around it, so that the average over
/// frames is the 16-bit level:
///
///   qnoise::led::rgb16 level[60];             // 16-bit colours
///   qnoise::led::dither_state residue[60];    // caller-owned, kept from frame to frame
///   qnoise::led::rgb8 leds[60];               // what the strip gets
///   qnoise::led::status s = qnoise::led::fill_strip16(level, 60, qnoise::led::palettes::lava, params, t);
///   qnoise::led::scale16(level, 60, brightness16);          // a fade in 16 bits
///   s = qnoise::led::dither(leds, level, residue, 60);       // every frame
///
/// The 16-bit level L (0..65535, 65535 = 8-bit 255, i.e. 8-bit v is 16-bit v * 257) is
/// first mapped to L' = L - round(L / 257) (0..65280 = 255 * 256; L' * 257 / 256 is within
/// 0.5 LSB of L); per channel and frame, with the residual e (0..255) kept in the state:
/// out = floor((L' + e) / 256), e' = (L' + e) mod 256. Hence
///   - over F frames the outputs sum to (F L' + e_first - e_last) / 256: the mean, times
///     257, is within 0.5 + 256 / F LSB of L (tests: every level 0..1023 and a sweep to
///     65535, F = 4096: at most 0.5 LSB);
///   - each frame shows one of the two 8-bit levels around L' / 256, never another one;
///   - an exactly representable level (v * 257: 0, 257, ..., 65535) shows v in every frame,
///     whatever the state (0 stays dark, 65535 stays full, no flicker);
///   - every byte is a valid state: no overflow, no reset needed.
/// Dithering needs a frame rate well above flicker fusion (100 Hz or more); at very low
/// levels an LED is lit in 1 of up to 256 frames, which at 60 fps is a visible blink. Give
/// neighbouring LEDs different starting residuals (init_dither) so that LEDs at one level
/// do not blink in step.
#ifndef QNOISE_LED_DITHER_HPP
#define QNOISE_LED_DITHER_HPP

#include "../detail/freestanding.hpp"

#include "../hash.hpp"
#include "../permutation.hpp"
#include "color.hpp"
#include "field.hpp"
#include "palette.hpp"
#include "strip.hpp"

namespace qnoise {
namespace led {

/// A colour with 16 bits per channel (0..65535; 8-bit v is v * 257), R, G, B in memory.
struct rgb16 {
  uint16_t r = 0;  ///< red, 0..65535
  uint16_t g = 0;  ///< green, 0..65535
  uint16_t b = 0;  ///< blue, 0..65535

  /// Equal when all three channels are.
  friend constexpr bool operator==(rgb16 lhs, rgb16 rhs) noexcept {
    return lhs.r == rhs.r && lhs.g == rhs.g && lhs.b == rhs.b;
  }
  /// Not equal: some channel differs.
  friend constexpr bool operator!=(rgb16 lhs, rgb16 rhs) noexcept { return !(lhs == rhs); }
};

/// An 8-bit colour in 16 bits, exactly: each channel v becomes v * 257 (255 -> 65535).
constexpr rgb16 to_rgb16(rgb8 c) noexcept {
  return {static_cast<uint16_t>(c.r * 257u), static_cast<uint16_t>(c.g * 257u),
          static_cast<uint16_t>(c.b * 257u)};
}

/// round(a * b / 65535) for a, b in [0, 65535], exact (half rounds up), in 32-bit
/// arithmetic: mul65535(65535, x) == x, mul65535(0, x) == 0.
constexpr uint16_t mul65535(uint16_t a, uint16_t b) noexcept {
  const uint32_t t = uint32_t{a} * b + 32768u;  // <= 65535^2 + 32768 < 2^32
  return static_cast<uint16_t>((t + (t >> 16)) >> 16);  // the sum stays below 2^32
}

/// Brightness in 16 bits: each channel times level / 65535, rounded (65535 = unchanged,
/// 0 = black). Example: scale16({65535, 1000, 0}, 32768) == {32768, 500, 0}.
constexpr rgb16 scale16(rgb16 c, uint16_t level) noexcept {
  return {mul65535(c.r, level), mul65535(c.g, level), mul65535(c.b, level)};
}

/// scale16 over a buffer (N = 0 or a null pointer: nothing happens).
constexpr void scale16(rgb16* pixels, size_t n, uint16_t level) noexcept {
  if (pixels == nullptr) return;
  for (size_t i = 0; i < n; ++i) pixels[i] = scale16(pixels[i], level);
}

/// A palette read with 16-bit precision: entry v >> 8 blended towards the next entry by
/// the low byte, per channel round(257 (a + (b - a) f / 256)) with f = v & 255 (half up),
/// the last entry held. lerp16(pal, k * 256) == to_rgb16(pal[k]); every 16-bit step moves
/// a channel by at most ceil(|b - a| * 257 / 256).
constexpr rgb16 lerp16(const palette256& palette, uint16_t v) noexcept {
  const uint32_t i = v >> 8u;
  const int32_t f = static_cast<int32_t>(v & 0xFFu);
  const rgb8 a = palette.entries[i];
  const rgb8 b = palette.entries[i < 255u ? i + 1u : 255u];
  const auto mix = [f](uint8_t x, uint8_t y) {
    // 257 (256 x + (y - x) f) / 256 in [0, 65535]: the sum is >= 257 x >= 0, < 2^25.
    const int32_t num = 257 * (256 * x + (y - x) * f) + 128;
    return static_cast<uint16_t>(num >> 8);
  };
  return {mix(a.r, b.r), mix(a.g, b.g), mix(a.b, b.b)};
}

/// 16-bit noise colours for N pixels of a strip: lerp16(palette, level) of the levels of
/// fill_strip_values (same coordinates, parameters and lattice), so the colour moves in
/// 1/257 steps of an 8-bit level instead of whole palette entries. Status and bounds as
/// fill_strip: writes exactly N pixels unless the result is not ok (then nothing).
template <class Lattice>
status fill_strip16(rgb16* out, size_t n, const palette256& palette, const noise_params& p, q16 t,
                    const Lattice& lattice) noexcept {
  const status s = check_strip(out, n);
  if (s != status::ok) return s;
  noise_row<Lattice, 2> row(lattice, p, 0, t, static_cast<uint32_t>(n));
  for (uint32_t i = 0; i < n; ++i) out[i] = lerp16(palette, row(i));
  return status::ok;
}

/// fill_strip16 on the default lattice, Perlin's permutation (p.seed moves the pattern).
inline status fill_strip16(rgb16* out, size_t n, const palette256& palette, const noise_params& p,
                           q16 t) noexcept {
  return fill_strip16(out, n, palette, p, t, perlin_permutation);
}

/// Per-LED state of temporal dithering: the residual of each channel in 1/256 of an 8-bit
/// step (0..255). Any value is valid; zero-initialised is fine, init_dither is better.
struct dither_state {
  uint8_t r = 0;  ///< red residual, 0..255
  uint8_t g = 0;  ///< green residual, 0..255
  uint8_t b = 0;  ///< blue residual, 0..255
};

/// One channel, one frame: the 8-bit output for 16-bit `level` (0..65535), updating
/// `residual` (any value 0..255). See the file comment for the definition and guarantees.
constexpr uint8_t dither8(uint16_t level, uint8_t& residual) noexcept {
  // round(L / 257) = floor((L + 128) / 257) = ((L + 128) * 65281) >> 24, exact for
  // L + 128 < 65793 (the product stays below 2^32).
  const uint32_t rounded = ((uint32_t{level} + 128u) * 65281u) >> 24;
  const uint32_t acc = uint32_t{level} - rounded + residual;  // <= 65280 + 255
  residual = static_cast<uint8_t>(acc & 0xFFu);
  return static_cast<uint8_t>(acc >> 8);
}

namespace detail {
/// The checks of the dither buffer functions: empty > null_buffer (any of the three) > too_large.
constexpr status check_dither(const void* out, const void* in, const void* state, size_t n) noexcept {
  if (n == 0) return status::empty;
  if (in == nullptr || state == nullptr) return status::null_buffer;
  return check_strip(out, n);
}
}  // namespace detail

/// One pixel, one frame: dither8 on each channel with the pixel's state.
constexpr rgb8 dither(rgb16 c, dither_state& state) noexcept {
  const uint8_t r = dither8(c.r, state.r);
  const uint8_t g = dither8(c.g, state.g);
  const uint8_t b = dither8(c.b, state.b);
  return {r, g, b};
}

/// One frame of N pixels: out[i] = dither(in[i], state[i]). Call it once per frame with
/// the same state array (N entries, caller-owned, kept between frames). Status: empty
/// (N == 0) > null_buffer (out, in or state null) > too_large (N > 65535); nothing
/// (neither out nor state) is written unless ok.
constexpr status dither(rgb8* out, const rgb16* in, dither_state* state, size_t n) noexcept {
  const status s = detail::check_dither(out, in, state, n);
  if (s != status::ok) return s;
  for (size_t i = 0; i < n; ++i) out[i] = dither(in[i], state[i]);
  return status::ok;
}

/// One frame of N single-channel levels (white LEDs, one channel of your own layout):
/// out[i] = dither8(in[i], state[i]). Status as the rgb16 overload.
constexpr status dither(uint8_t* out, const uint16_t* in, uint8_t* state, size_t n) noexcept {
  const status s = detail::check_dither(out, in, state, n);
  if (s != status::ok) return s;
  for (size_t i = 0; i < n; ++i) out[i] = dither8(in[i], state[i]);
  return status::ok;
}

/// Starting residuals that differ from LED to LED and channel to channel (hash32 of the
/// index, channel and seed), so LEDs at the same level do not blink in step. Status:
/// empty > null_buffer > too_large; nothing written unless ok.
constexpr status init_dither(dither_state* state, size_t n, uint32_t seed = 0) noexcept {
  const status s = check_strip(state, n);
  if (s != status::ok) return s;
  for (uint32_t i = 0; i < n; ++i) {
    const uint32_t h = hash32(i ^ hash32(seed));
    state[i] = dither_state{static_cast<uint8_t>(h), static_cast<uint8_t>(h >> 8),
                            static_cast<uint8_t>(h >> 16)};
  }
  return status::ok;
}

}  // namespace led
}  // namespace qnoise

#endif  // QNOISE_LED_DITHER_HPP
