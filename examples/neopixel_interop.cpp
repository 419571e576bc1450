// SPDX-License-Identifier: MIT
// Recipe: qnoise effects written straight into Adafruit_NeoPixel's pixel buffer, for an
// RGB strip (NEO_GRB, 3 bytes per LED) and an RGBW strip (NEO_GRBW, 4 bytes per LED),
// with no second buffer:
//   1. render rgb8 pixels into the first 3 N bytes of getPixels() (as_rgb8),
//   2. write_pixels() reorders them in place into the wire order (G, R, B or G, R, B, W
//      with white extraction: w = min(r, g, b), subtracted from r, g and b),
//   3. show().
// Adafruit's setBrightness() does not apply to bytes written this way: scale the rgb8
// pixels (led::scale, or a gamma table with a max level) before step 2 instead.
//
// In a sketch: replace the stand-in include with <Adafruit_NeoPixel.h>, construct the
// strips with your pin, call begin() in setup(), and take time from millis().
#include <cstdint>

#include "common/example_io.hpp"
#include "expected_checksums.hpp"
#include "qnoise/led.hpp"
#include "standins/Adafruit_NeoPixel_standin.hpp"  // in a sketch: #include <Adafruit_NeoPixel.h>

namespace led = qnoise::led;

constexpr std::uint16_t kLeds = 30;
static Adafruit_NeoPixel rgb_strip(kLeds, 6, NEO_GRB + NEO_KHZ800);
static Adafruit_NeoPixel rgbw_strip(kLeds, 7, NEO_GRBW + NEO_KHZ800);

// One frame into one strip; `order` and `bpp` from how the strip was constructed.
led::status draw(Adafruit_NeoPixel& strip, led::color_order order, std::size_t bpp, qnoise::q16 t) {
  std::uint8_t* bytes = strip.getPixels();
  led::rgb8* px = led::as_rgb8(bytes);  // the first 3 N bytes, as N pixels
  const led::status s = led::effects::ocean(px, strip.numPixels(), t, /*seed=*/9);
  if (s != led::status::ok) return s;
  led::scale(px, strip.numPixels(), 160);  // brightness about 63 %
  return led::write_pixels(bytes, std::size_t{strip.numPixels()} * bpp, order, px, strip.numPixels());
}

int main(int argc, char** argv) {
  example::output out(argc, argv);
  rgb_strip.begin();
  rgbw_strip.begin();
  std::uint32_t sum = 2166136261u;
  for (std::uint32_t frame = 0; frame <= 60; ++frame) {
    const qnoise::q16 t = example::frame_time(frame, 30);
    if (draw(rgb_strip, led::color_order::grb, 3, t) != led::status::ok) return 2;
    if (draw(rgbw_strip, led::color_order::grbw, 4, t) != led::status::ok) return 2;
    rgb_strip.show();
    rgbw_strip.show();
    if (out.animate() || frame % 10 == 0) {
      // Preview: the GRB bytes read back as colours.
      led::rgb8 view[kLeds];
      const std::uint8_t* p = rgb_strip.getPixels();
      for (std::size_t i = 0; i < kLeds; ++i) view[i] = {p[i * 3 + 1], p[i * 3], p[i * 3 + 2]};
      out.strip(view, kLeds);
    }
  }
  // Both wire buffers of the last frame must agree: RGBW's r + w, g + w, b + w is the RGB.
  const std::uint8_t* a = rgb_strip.getPixels();
  const std::uint8_t* b = rgbw_strip.getPixels();
  for (std::size_t i = 0; i < kLeds; ++i) {
    for (std::size_t c = 0; c < 3; ++c) {
      if (a[i * 3 + c] != b[i * 4 + c] + b[i * 4 + 3]) return 3;
    }
  }
  sum = example::checksum(a, std::size_t{kLeds} * 3u, sum);
  sum = example::checksum(b, std::size_t{kLeds} * 4u, sum);
  return out.finish("neopixel_interop", sum, expected::neopixel_interop);
}
