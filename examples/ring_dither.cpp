// SPDX-License-Identifier: MIT
// A 24-LED ring at night: slow ocean colours at 6 % brightness, computed in 16 bits per
// channel and dithered over frames to the ring's 8 bits, so the fade creeps instead of
// stepping (docs/led.md, "16-bit levels and temporal dithering"). The ring's LEDs sit on a
// circle of radius 2 map units (led::map_ring), so the noise wraps around it seamlessly.
// Prints the ring every 10th frame and the checksum of frame 120 (2 s at 60 fps).
#include <cstdint>

#include "common/example_io.hpp"
#include "expected_checksums.hpp"
#include "qnoise/led.hpp"

namespace led = qnoise::led;

int main(int argc, char** argv) {
  example::output out(argc, argv);
  constexpr std::size_t kLeds = 24;
  led::point2 ring[kLeds];                // LED positions, computed once
  led::rgb16 levels[kLeds];               // this frame in 16 bits per channel
  led::dither_state residual[kLeds];      // what each LED still owes, one byte per channel
  led::rgb8 wire[kLeds];                  // what goes to the LEDs
  if (led::map_ring(ring, kLeds, 2 * 65536) != led::status::ok) return 1;
  if (led::init_dither(residual, kLeds, /*seed=*/3) != led::status::ok) return 1;
  led::noise_params p;
  p.scale = 65536 / 2;                    // half a cell per map unit: the ring spans 2 cells
  p.speed = 65536 / 8;                    // slow: an eighth of a cell per second
  p.gain = 98304;
  for (std::uint32_t frame = 0; frame <= 120; ++frame) {
    if (led::fill_map16(levels, ring, kLeds, led::palettes::ocean, p, example::frame_time(frame, 60)) !=
        led::status::ok)
      return 1;
    led::scale16(levels, kLeds, 4000);    // 6 % brightness: 8-bit output would step visibly
    if (led::dither(wire, levels, residual, kLeds) != led::status::ok) return 1;
    if (out.animate() || frame % 10 == 0) out.strip(wire, kLeds);
  }
  return out.finish("ring_dither", example::checksum(wire, sizeof wire), expected::ring_dither);
}
