// SPDX-License-Identifier: MIT
/// \file
/// qnoise/led/interop.hpp — hand pixels to LED drivers without depending on them:
/// strip byte orders (RGB, GRB, BRG, RGBW, GRBW), FastLED `CRGB` arrays and
/// Adafruit_NeoPixel pixel buffers.
///
/// One way to do it: every strip fill and strip effect renders `rgb8` pixels (R, G, B in
/// memory), and one call converts them into the byte order the strip wants:
///
///   qnoise::led::rgb8 px[60];
///   qnoise::led::effects::fire(px, 60, t);
///   qnoise::led::write_pixels(wire, sizeof wire, qnoise::led::color_order::grb, px, 60);
///
/// write_pixels may convert IN PLACE (`wire` and `px` the same memory), so no second
/// full-strip buffer is needed: render into the driver's own buffer viewed as rgb8
/// (as_rgb8), then reorder it where it lies. For 4-byte orders the driver's buffer has
/// 4 bytes per pixel; the rgb8 pixels occupy its first 3 N bytes and write_pixels spreads
/// them out from the last pixel down, so nothing is overwritten before it is read.
/// (The alternative, an order parameter on every fill and effect, would multiply the
/// API by five; the conversion is one pass over N pixels, about 1 % of a noise fill.)
///
/// White extraction (rgbw, grbw): w = min(r, g, b), and w is subtracted from each of r,
/// g, b. The colour is exact when the white LED equals the sum of full R, G and B; real
/// white LEDs are usually brighter and warmer (no calibration is applied).
///
/// FastLED: `CRGB` is 3 bytes r, g, b, exactly rgb8's layout, so the fills write straight
/// into a `CRGB leds[N]` array through as_rgb8(leds) (FastLED applies the wire order
/// itself). Adafruit_NeoPixel: getPixels() returns N x 3 or N x 4 bytes already in the
/// strip's wire order (brightness is applied by setPixelColor, not to bytes written
/// directly: scale() the rgb8 pixels first if you need it); render into it through
/// as_rgb8(bytes) and write_pixels in place with the strip's order. See
/// examples/fastled_interop.cpp and examples/neopixel_interop.cpp.
#ifndef QNOISE_LED_INTEROP_HPP
#define QNOISE_LED_INTEROP_HPP

#include "../detail/freestanding.hpp"

#include "color.hpp"
#include "strip.hpp"

namespace qnoise {
namespace led {

/// Byte order of one pixel on the wire (or in a driver's buffer).
enum class color_order : uint8_t {
  rgb = 0,   ///< 3 bytes R, G, B (APA106, most "RGB" strips; rgb8's own order)
  grb = 1,   ///< 3 bytes G, R, B (WS2812B / NeoPixel, SK6812 RGB)
  brg = 2,   ///< 3 bytes B, R, G (some WS2811 and TM1829 strips)
  rgbw = 3,  ///< 4 bytes R, G, B, W, white extracted (see the file comment)
  grbw = 4,  ///< 4 bytes G, R, B, W, white extracted (SK6812 RGBW "NeoPixel RGBW")
};

/// Bytes per pixel of an order: 3 (rgb, grb, brg) or 4 (rgbw, grbw); 0 for an unknown value.
constexpr size_t bytes_per_pixel(color_order o) noexcept {
  return static_cast<uint8_t>(o) <= static_cast<uint8_t>(color_order::brg)
             ? 3u
             : (static_cast<uint8_t>(o) <= static_cast<uint8_t>(color_order::grbw) ? 4u : 0u);
}

/// A colour split into R, G, B and a white channel (each 0..255).
struct rgbw8 {
  uint8_t r = 0;  ///< red, 0..255
  uint8_t g = 0;  ///< green, 0..255
  uint8_t b = 0;  ///< blue, 0..255
  uint8_t w = 0;  ///< white, 0..255
};

/// White extraction: w = min(r, g, b), subtracted from r, g and b. Exact and lossless:
/// {r + w, g + w, b + w} gives back the input. Example: {200, 150, 100} -> {100, 50, 0, 100}.
constexpr rgbw8 extract_white(rgb8 c) noexcept {
  const uint8_t m = c.r < c.g ? (c.r < c.b ? c.r : c.b) : (c.g < c.b ? c.g : c.b);
  return {static_cast<uint8_t>(c.r - m), static_cast<uint8_t>(c.g - m),
          static_cast<uint8_t>(c.b - m), m};
}

/// Write N pixels into `out` (capacity bytes) in the given order: N x bytes_per_pixel(order)
/// bytes, nothing past them. `out` may be the same memory as `px` (in place, also for the
/// 4-byte orders when the buffer holds 4 N bytes); any other overlap gives unspecified
/// pixels. Status, checked in this order, nothing written unless ok:
///   empty (N == 0) > null_buffer (px or out null) > too_large (N > 65535) >
///   bad_format (unknown order) > buffer_too_small (capacity < N x bytes per pixel).
inline status write_pixels(uint8_t* out, size_t capacity, color_order order, const rgb8* px,
                           size_t n) noexcept {
  const status s = check_strip(px, n);
  if (s != status::ok) return s;
  if (out == nullptr) return status::null_buffer;
  const size_t bpp = bytes_per_pixel(order);
  if (bpp == 0) return status::bad_format;
  if (capacity / bpp < n) return status::buffer_too_small;
  // From the last pixel down: in place, pixel i's bytes only cover source pixels >= i.
  for (size_t i = n; i-- > 0;) {
    const rgb8 c = px[i];  // read the whole pixel before writing over it
    uint8_t* p = out + i * bpp;
    switch (order) {
      case color_order::rgb: p[0] = c.r; p[1] = c.g; p[2] = c.b; break;
      case color_order::grb: p[0] = c.g; p[1] = c.r; p[2] = c.b; break;
      case color_order::brg: p[0] = c.b; p[1] = c.r; p[2] = c.g; break;
      case color_order::rgbw: {
        const rgbw8 w = extract_white(c);
        p[0] = w.r; p[1] = w.g; p[2] = w.b; p[3] = w.w;
        break;
      }
      default: {  // grbw
        const rgbw8 w = extract_white(c);
        p[0] = w.g; p[1] = w.r; p[2] = w.b; p[3] = w.w;
        break;
      }
    }
  }
  return status::ok;
}

/// Whether T can be written as rgb8: 3 bytes r, g, b, alignment 1, trivially copyable,
/// standard layout (FastLED's CRGB is). Checked, not assumed, by as_rgb8.
template <class T>
inline constexpr bool is_rgb8_layout = sizeof(T) == 3 && alignof(T) == 1 &&
                                       meta::is_trivially_copyable_v<T> && meta::is_standard_layout_v<T>;

/// A driver's pixel array (e.g. FastLED `CRGB leds[N]`) as rgb8 pixels, for the fills to
/// write straight into it: `effects::lava(led::as_rgb8(leds), N, t)`. Compiles only for
/// types with rgb8's layout (is_rgb8_layout); the member order (r, g, b) cannot be
/// checked by the compiler, so check it once in a test (examples/fastled_interop.cpp does).
template <class T>
rgb8* as_rgb8(T* pixels) noexcept {
  static_assert(is_rgb8_layout<T>, "as_rgb8 needs a 3-byte r, g, b pixel type (like FastLED's CRGB)");
  return reinterpret_cast<rgb8*>(pixels);
}

/// A byte buffer (e.g. Adafruit_NeoPixel::getPixels()) as rgb8 pixels: the first 3 N
/// bytes hold N pixels; follow with write_pixels(bytes, ..., order, px, N) in place.
inline rgb8* as_rgb8(uint8_t* bytes) noexcept { return reinterpret_cast<rgb8*>(bytes); }

}  // namespace led
}  // namespace qnoise

#endif  // QNOISE_LED_INTEROP_HPP
