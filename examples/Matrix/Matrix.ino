// SPDX-License-Identifier: MIT
// Clouds drifting over a 16 x 16 LED matrix wired as a serpentine (zig-zag): even rows
// run left to right, odd rows right to left. The buffer is written in WS2812 wire
// order (GRB, 3 bytes per LED), ready to send as it is.
#include <qnoise.h>

namespace led = qnoise::led;

const uint32_t kWidth = 16;
const uint32_t kHeight = 16;
uint8_t wire[kWidth * kHeight * 3];

// millis() as Q16 seconds (65536 = 1 s) through the library's clock: exact, no overflow;
// the Q16 value wraps every 18.2 hours (see qnoise/anim_time.hpp).
qnoise::q16 seconds_q16(unsigned long ms) {
  return qnoise::anim_time::from_millis(static_cast<uint32_t>(ms)).seconds();
}

void setup() {
  Serial.begin(115200);
}

void loop() {
  const led::framebuffer fb{wire, sizeof wire, kWidth, kHeight,
                            led::pixel_format::grb888, led::layout::serpentine};
  led::noise_params p;
  p.scale = 65536 / 6;  // 6 LEDs per noise cell
  p.speed = 65536 / 4;  // a quarter cell per second
  p.octaves = 3;
  p.gain = 104858;      // 1.6: more contrast between sky and cloud
  p.seed = 11;
  const led::status s = led::fill_matrix(fb, led::palettes::clouds, p, seconds_q16(millis()));
  if (s != led::status::ok) {
    Serial.println("fill_matrix failed");
  }
  // (send the 768 bytes of `wire` to the matrix here)
  delay(20);
}
