// SPDX-License-Identifier: MIT
// LED strip fire: 60 WS2812 LEDs, base at LED 0, 30 frames per second.
// Prints the strip every 10th frame (every frame with --animate; --color for 24-bit
// colour) and the checksum of frame 90, which must match the host's on every core.
#include <cstdint>

#include "common/example_io.hpp"
#include "expected_checksums.hpp"
#include "qnoise/led/effects.hpp"

namespace led = qnoise::led;

int main(int argc, char** argv) {
  example::output out(argc, argv);
  static led::rgb8 leds[60];
  const std::uint32_t seed = 2024;
  for (std::uint32_t frame = 0; frame <= 90; ++frame) {
    if (led::effects::fire(leds, 60, example::frame_time(frame, 30), seed) != led::status::ok) return 1;
    led::apply(leds, 60, led::gamma22);  // LEDs are linear: correct for the eye
    // (send `leds` to the strip here)
    if (out.animate() || frame % 10 == 0) out.strip(leds, 60);
  }
  return out.finish("strip_fire", example::checksum(leds, sizeof leds), expected::strip_fire);
}
