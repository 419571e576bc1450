// SPDX-License-Identifier: MIT
// Clouds on a 128 x 64 SSD1306 OLED: 1 bit per pixel with ordered dithering, written in
// the display's page layout (8 pages of 128 bytes, one bit per row), so the buffer can
// be sent to the display over I2C or SPI as it is.
#include <qnoise.h>

namespace led = qnoise::led;

uint8_t oled[128 * 64 / 8];  // 1 KB

// millis() as Q16 seconds (65536 = 1 s) through the library's clock: exact, no overflow;
// the Q16 value wraps every 18.2 hours (see qnoise/anim_time.hpp).
qnoise::q16 seconds_q16(unsigned long ms) {
  return qnoise::anim_time::from_millis(static_cast<uint32_t>(ms)).seconds();
}

void setup() {
  Serial.begin(115200);
}

void loop() {
  const led::framebuffer fb{oled, sizeof oled, 128, 64,
                            led::pixel_format::mono1, led::layout::ssd1306_pages};
  led::effects::clouds_params cp;
  cp.scale = 65536 / 40;  // 40 pixels per cloud
  cp.seed = 7;
  if (led::effects::clouds(fb, seconds_q16(millis()), cp) != led::status::ok) {
    Serial.println("clouds failed");
    return;
  }
  // (send `oled` to the display here: 8 pages of 128 bytes)
  delay(33);
}
