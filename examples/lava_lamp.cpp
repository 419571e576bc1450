// SPDX-License-Identifier: MIT
// Lava lamp on a 12 x 24 LED matrix wired as a serpentine (zig-zag) in GRB order, the
// way WS2812 panels are: the library writes the wire format directly.
#include <cstdint>

#include "common/example_io.hpp"
#include "expected_checksums.hpp"
#include "qnoise/led/effects.hpp"

namespace led = qnoise::led;

constexpr std::uint32_t W = 12, H = 24;
static std::uint8_t wire[W * H * 3];  // bytes in the order the LEDs receive them

// Read pixel (x, y) back from the wire buffer, for the terminal preview.
led::rgb8 at(std::uint32_t x, std::uint32_t y) {
  const std::uint32_t i = y * W + ((y & 1u) ? W - 1 - x : x);
  return {wire[3 * i + 1], wire[3 * i], wire[3 * i + 2]};
}

int main(int argc, char** argv) {
  example::output out(argc, argv);
  const led::framebuffer fb{wire, sizeof wire, W, H, led::pixel_format::grb888, led::layout::serpentine};
  led::effects::lava_lamp_params lp;
  lp.scale = 12000;  // 0.18 cells per pixel: blobs about 5 pixels across
  lp.seed = 3;
  std::uint32_t sum = 2166136261u;
  for (std::uint32_t frame = 0; frame <= 30; frame += (out.animate() ? 1u : 15u)) {
    if (led::effects::lava_lamp(fb, example::frame_time(frame * 4, 30), lp) != led::status::ok) return 2;
    out.picture(W, H, at);
    out.text("\n");
    sum = example::checksum(wire, sizeof wire, sum);
  }
  if (out.animate()) return 0;  // the checksum covers frames 0, 15 and 30 only
  return out.finish("lava_lamp", sum, expected::lava_lamp);
}
