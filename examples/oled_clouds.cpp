// SPDX-License-Identifier: MIT
// Clouds on a 128 x 64 SSD1306 OLED: 1 bit per pixel with ordered (Bayer) dithering,
// written in the display's page layout (8 rows per byte), ready to send over I2C/SPI.
#include <cstdint>

#include "common/example_io.hpp"
#include "expected_checksums.hpp"
#include "qnoise/led/matrix.hpp"

namespace led = qnoise::led;

static std::uint8_t oled[128 * 64 / 8];  // 1 KB: 8 pages of 128 columns

std::uint32_t lit(std::uint32_t x, std::uint32_t y) { return (oled[(y / 8) * 128 + x] >> (y % 8)) & 1u; }

int main(int argc, char** argv) {
  example::output out(argc, argv);
  const led::framebuffer fb{oled, sizeof oled, 128, 64, led::pixel_format::mono1, led::layout::ssd1306_pages};
  led::noise_params p;
  p.scale = 65536 / 40;  // 40 pixels per cell
  p.octaves = 3;
  p.gain = 117965;       // 1.8
  p.speed = 65536 / 5;
  const std::uint32_t frames = out.animate() ? 60 : 1;
  for (std::uint32_t frame = 0; frame < frames; ++frame) {
    p.offset_x = static_cast<qnoise::q16>(frame * 65536u / 60u);
    if (led::fill_matrix(fb, led::palettes::grey, p, example::frame_time(frame, 30)) != led::status::ok) return 1;
    // (send `oled` to the display here: 8 pages of 128 bytes)
    // Preview at half size: each character cell shows how many of 2 x 2 pixels are lit.
    out.picture(64, 32, [](std::uint32_t x, std::uint32_t y) {
      const std::uint32_t n = lit(2 * x, 2 * y) + lit(2 * x + 1, 2 * y) + lit(2 * x, 2 * y + 1) + lit(2 * x + 1, 2 * y + 1);
      return led::rgb8{static_cast<std::uint8_t>(n * 63), static_cast<std::uint8_t>(n * 63), static_cast<std::uint8_t>(n * 63)};
    });
  }
  return out.finish("oled_clouds", example::checksum(oled, sizeof oled), expected::oled_clouds);
}
