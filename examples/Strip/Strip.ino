// SPDX-License-Identifier: MIT
// Fire on a 60-LED strip (WS2812 or similar), base of the flame at LED 0.
// The frame is computed into `leds`; hand it to your LED driver where marked
// (FastLED, Adafruit_NeoPixel, ...: copy r, g, b per LED).
#include <qnoise.h>

namespace led = qnoise::led;

const std::size_t kLeds = 60;
led::rgb8 leds[kLeds];

// millis() as Q16 seconds (65536 = 1 s); wraps every 18.2 hours.
qnoise::q16 seconds_q16(unsigned long ms) {
  const std::uint32_t m = static_cast<std::uint32_t>(ms);
  return static_cast<qnoise::q16>((m / 1000u) * 65536u + (m % 1000u) * 65536u / 1000u);
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
