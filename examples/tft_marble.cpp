// SPDX-License-Identifier: MIT
// Marble (cos(x + turbulence), the classic Perlin marble) on a 160 x 128 RGB565 TFT, rendered in 8
// bands of 16 rows so it needs 5 KB of RAM, not 40 KB. Each band would be sent to the
// display (big-endian RGB565, as ST7735/ILI9341 expect) before the next is drawn.
#include <cstdint>

#include "common/example_io.hpp"
#include "expected_checksums.hpp"
#include "qnoise/led/effects.hpp"

namespace led = qnoise::led;

constexpr std::uint32_t W = 160, H = 128, BAND = 16;
static std::uint8_t band[W * BAND * 2];

led::rgb8 from565(const std::uint8_t* p) {
  const std::uint32_t v = (std::uint32_t{p[0]} << 8) | p[1];
  return {static_cast<std::uint8_t>((v >> 11) << 3), static_cast<std::uint8_t>(((v >> 5) & 63u) << 2),
          static_cast<std::uint8_t>((v & 31u) << 3)};
}

int main(int argc, char** argv) {
  example::output out(argc, argv);
  std::uint32_t sum = 2166136261u;
  for (std::uint32_t y0 = 0; y0 < H; y0 += BAND) {
    led::framebuffer fb{band, sizeof band, W, BAND, led::pixel_format::rgb565, led::layout::row_major};
    fb.y0 = y0;
    led::effects::marble_params mp;
    mp.scale = 65536 * 4 / W;   // 4 noise cells across
    mp.veins = 65536u * 3u / W;  // 3 veins across
    mp.turbulence = 49152;       // 0.75 turns of bending (the default)
    mp.seed = 4;
    if (led::effects::marble(fb, 0, mp) != led::status::ok) return 2;
    // (send `band` to the TFT window rows y0 .. y0 + 15 here)
    sum = example::checksum(band, sizeof band, sum);
    // Preview: every 4th column, rows 0, 8 of each band, two rows per text line.
    out.picture(W / 4, 2, [](std::uint32_t x, std::uint32_t y) { return from565(&band[(y * 8 * W + x * 4) * 2]); });
  }
  return out.finish("tft_marble", sum, expected::tft_marble);
}
