// SPDX-License-Identifier: MIT
// Clouds drifting over a 16 x 16 LED matrix (3 octaves of 3D noise: x, y and time),
// row-major RGB. Prints the matrix at 0 s and 2 s and the checksum of the 2 s frame.
#include <cstdint>

#include "common/example_io.hpp"
#include "expected_checksums.hpp"
#include "qnoise/led/effects.hpp"

namespace led = qnoise::led;

static led::rgb8 pixels[16 * 16];

int main(int argc, char** argv) {
  example::output out(argc, argv);
  const led::framebuffer fb{pixels, sizeof pixels, 16, 16, led::pixel_format::rgb888, led::layout::row_major};
  led::noise_params p;
  p.scale = 65536 / 6;  // 6 pixels per noise cell
  p.speed = 65536 / 4;  // a quarter cell per second
  p.octaves = 3;
  p.gain = 104858;      // 1.6: more contrast between sky and cloud
  p.seed = 11;
  for (std::uint32_t frame = 0; frame <= 60; ++frame) {
    p.offset_x = static_cast<qnoise::q16>(frame * 65536u / 75u);  // wind
    if (led::fill_matrix(fb, led::palettes::clouds, p, example::frame_time(frame, 30)) != led::status::ok) return 1;
    if (out.animate() || frame % 60 == 0) {
      out.picture(16, 16, [](std::uint32_t x, std::uint32_t y) { return pixels[y * 16 + x]; });
      out.text("\n");
    }
  }
  return out.finish("matrix_clouds", example::checksum(pixels, sizeof pixels), expected::matrix_clouds);
}
