// SPDX-License-Identifier: MIT
// A minimal stand-in for the Adafruit_NeoPixel class, written for qnoise's tests and
// examples (no Adafruit code): the documented behaviour the interop example relies on.
// getPixels() returns numPixels() x 3 or x 4 bytes in the strip's wire order (NEO_GRB:
// G, R, B; NEO_GRBW: G, R, B, W); setBrightness() scales colours passed to
// setPixelColor(), not bytes written straight into getPixels(). The buffer here is a
// fixed array (the real class allocates it in updateLength()). In a real sketch include
// <Adafruit_NeoPixel.h> instead and delete this file.
#ifndef QNOISE_EXAMPLES_ADAFRUIT_NEOPIXEL_STANDIN_HPP
#define QNOISE_EXAMPLES_ADAFRUIT_NEOPIXEL_STANDIN_HPP

#include <cstddef>
#include <cstdint>

// The two pixel types the example uses (values as in the real header's NEO_* flags are not
// needed: the stand-in only distinguishes 3 from 4 bytes per pixel).
constexpr std::uint16_t NEO_GRB = 0x52;
constexpr std::uint16_t NEO_GRBW = 0xD2;
constexpr std::uint16_t NEO_KHZ800 = 0x0000;

class Adafruit_NeoPixel {
 public:
  Adafruit_NeoPixel(std::uint16_t n, std::int16_t /*pin*/, std::uint16_t type) noexcept
      : n_(n > kMaxPixels ? kMaxPixels : n), bpp_((type & 0xC0u) == 0xC0u ? 4u : 3u) {}
  void begin() noexcept {}
  void show() noexcept {}  // the real class sends getPixels() to the strip here
  std::uint8_t* getPixels() noexcept { return pixels_; }
  std::uint16_t numPixels() const noexcept { return n_; }
  /// Bytes per pixel (3 or 4). Not in the real class, which keeps it private: take it
  /// from the type you constructed it with (NEO_GRB: 3, NEO_GRBW: 4).
  std::size_t bytesPerPixel() const noexcept { return bpp_; }

 private:
  static constexpr std::uint16_t kMaxPixels = 64;
  std::uint16_t n_;
  std::size_t bpp_;
  std::uint8_t pixels_[kMaxPixels * 4] = {};
};

#endif  // QNOISE_EXAMPLES_ADAFRUIT_NEOPIXEL_STANDIN_HPP
