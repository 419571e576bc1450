// SPDX-License-Identifier: MIT
// Fire on a 60-LED strip (WS2812 or similar), base of the flame at LED 0.
// The frame is computed into `leds`; hand it to your LED driver where marked
// (FastLED, Adafruit_NeoPixel, ...: copy r, g, b per LED).
#include <qnoise.h>

namespace led = qnoise::led;

const size_t kLeds = 60;
led::rgb8 leds[kLeds];

// millis() as Q16 seconds (65536 = 1 s) through the library's clock: exact, no overflow;
// the Q16 value wraps every 18.2 hours (see qnoise/anim_time.hpp).
qnoise::q16 seconds_q16(unsigned long ms) {
  return qnoise::anim_time::from_millis(static_cast<uint32_t>(ms)).seconds();
}

void setup() {
  Serial.begin(115200);
}

void loop() {
  const qnoise::q16 t = seconds_q16(millis());
  if (led::effects::fire(leds, kLeds, t, 2024) != led::status::ok) {  // or lava, ocean, aurora, candle, ...
    Serial.println("fire failed");
    return;
  }
  led::apply(leds, kLeds, led::gamma22);     // LEDs are linear: correct for the eye
  // (send `leds` to the strip here)
  delay(16);                                 // about 60 frames per second
}
