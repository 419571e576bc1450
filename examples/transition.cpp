// SPDX-License-Identifier: MIT
// Noise-blend transition (a noise dissolve): 60 LEDs go from an ocean scene to lava over 30
// frames, each LED switching when a noise mask says so. The checksum chains all frames.
#include <cstdint>

#include "common/example_io.hpp"
#include "expected_checksums.hpp"
#include "qnoise/led/blend.hpp"
#include "qnoise/led/effects.hpp"

namespace led = qnoise::led;

int main(int argc, char** argv) {
  example::output out(argc, argv);
  static led::rgb8 ocean[60], lava[60], shown[60];
  led::noise_transition tr;
  tr.frames = 30;
  tr.noise.scale = 65536 / 8;  // mask blobs about 8 LEDs wide
  tr.noise.seed = 5;
  std::uint32_t sum = 2166136261u;
  for (std::uint32_t frame = 0; frame <= 30; ++frame) {
    const qnoise::q16 t = example::frame_time(frame, 30);
    // both scenes keep moving during the blend
    if (led::effects::ocean(ocean, 60, t) != led::status::ok || led::effects::lava(lava, 60, t) != led::status::ok ||
        led::blend_strip(shown, ocean, lava, 60, tr, frame) != led::status::ok) {
      return 1;
    }
    if (out.animate() || frame % 5 == 0) out.strip(shown, 60);
    sum = example::checksum(shown, sizeof shown, sum);
  }
  return out.finish("transition", sum, expected::transition);
}
