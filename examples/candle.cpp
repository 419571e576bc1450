// SPDX-License-Identifier: MIT
// Candle flicker on a small ring of 12 LEDs, dimmed to 70 % brightness.
// Prints the ring every 5th frame and the checksum of frame 60 (2 s at 30 fps).
#include <cstdint>

#include "common/example_io.hpp"
#include "expected_checksums.hpp"
#include "qnoise/led/effects.hpp"

namespace led = qnoise::led;

int main(int argc, char** argv) {
  example::output out(argc, argv);
  led::rgb8 ring[12];
  for (std::uint32_t frame = 0; frame <= 60; ++frame) {
    if (led::effects::candle(ring, 12, example::frame_time(frame, 30), /*seed=*/7) != led::status::ok) return 1;
    led::scale(ring, 12, 179);          // brightness 70 %
    led::apply(ring, 12, led::gamma22);
    if (out.animate() || frame % 5 == 0) out.strip(ring, 12);
  }
  return out.finish("candle", example::checksum(ring, sizeof ring), expected::candle);
}
