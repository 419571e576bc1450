// SPDX-License-Identifier: MIT
// Golden checksums of LED fills: the same constants must come out on the host and on
// every Cortex-M core (this is the bit-exactness evidence for the LED layer).
#include <cstdint>

#include "led_test_util.hpp"
#include "qnoise/led.hpp"
#include "qtest.hpp"

using namespace qnoise;
using namespace qnoise::led;

namespace {

struct golden {
  const char* name;
  std::uint32_t checksum;
};

std::uint32_t strip_checksum(int which) {
  static rgb8 px[300];
  const q16 t = 5 * 65536 + 4321;
  noise_params p;
  p.octaves = 3;
  p.seed = 11;
  p.scale = 2500;
  switch (which) {
    case 0: QCHECK(fill_strip(px, 300, palettes::party, p, t) == status::ok); break;
    case 1: QCHECK(fill_strip(px, 300, palettes::lava, p, t, perlin_permutation) == status::ok); break;
    case 2: QCHECK(effects::fire(px, 300, t) == status::ok); break;
    case 3: QCHECK(effects::candle(px, 300, t) == status::ok); break;
    case 4: QCHECK(effects::twinkle(px, 300, t) == status::ok); break;
    case 5: QCHECK(effects::breathing(px, 300, t, {255, 128, 0}) == status::ok); break;
    default: {
      static rgb8 a[300], b[300];
      QCHECK(effects::ocean(a, 300, t) == status::ok);
      QCHECK(effects::aurora(b, 300, t) == status::ok);
      noise_transition tr;
      QCHECK(blend_strip(px, a, b, 300, tr, 27) == status::ok);
    }
  }
  return led_test::fnv1a(px, sizeof px);
}

std::uint32_t matrix_checksum(int which) {
  static std::uint8_t mem[32 * 24 * 3];
  const q16 t = 2 * 65536 + 999;
  framebuffer fb{mem, sizeof mem, 32, 24, pixel_format::rgb888, layout::serpentine};
  switch (which) {
    case 0: QCHECK(effects::clouds(fb, t) == status::ok); break;
    case 1: QCHECK(effects::fire_matrix(fb, t) == status::ok); break;
    case 2: QCHECK(effects::marble(fb, t) == status::ok); break;
    case 3: QCHECK(effects::wood(fb, t) == status::ok); break;
    case 4: QCHECK(effects::plasma(fb, t) == status::ok); break;
    case 5: fb.format = pixel_format::rgb565; QCHECK(effects::lava_lamp(fb, t) == status::ok); break;
    case 6: fb.format = pixel_format::mono1; fb.order = layout::ssd1306_pages; QCHECK(effects::clouds(fb, t) == status::ok); break;
    default: fb.format = pixel_format::grey8; QCHECK(effects::aurora_matrix(fb, t) == status::ok); break;
  }
  std::size_t n = 0;
  QCHECK(required_bytes(fb.width, fb.height, fb.format, fb.order, n) == status::ok);
  return led_test::fnv1a(mem, n);
}

// Recorded on the host (x86-64 gcc); every core must reproduce them.
const golden strips[] = {
    {"strip party 3 octaves", 3984406562u}, {"strip lava perlin table", 593852185u}, {"fire", 1035826824u},
    {"candle", 3842810507u}, {"twinkle", 3262789190u}, {"breathing", 131026725u}, {"transition", 3279145612u}};
const golden matrices[] = {
    {"clouds", 2637300175u}, {"fire matrix", 3949730966u}, {"marble", 3280350468u}, {"wood", 2858238267u},
    {"plasma", 3095376790u}, {"lava rgb565", 2058649005u}, {"clouds ssd1306", 274417332u}, {"aurora grey8", 261837570u}};

}  // namespace

QTEST(led_golden, strips) {
  for (int i = 0; i < 7; ++i) {
    const std::uint32_t got = strip_checksum(i);
    if (got != strips[i].checksum) qtest::print(strips[i].name, ": ", got, "\n");
    QCHECK_EQ(got, strips[i].checksum);
  }
}

QTEST(led_golden, matrices) {
  for (int i = 0; i < 8; ++i) {
    const std::uint32_t got = matrix_checksum(i);
    if (got != matrices[i].checksum) qtest::print(matrices[i].name, ": ", got, "\n");
    QCHECK_EQ(got, matrices[i].checksum);
  }
}
