// SPDX-License-Identifier: MIT
// Clouds on a 128 x 64 SSD1306 OLED: 1 bit per pixel with ordered dithering, written in
// the display's page layout (8 pages of 128 bytes, one bit per row), so the buffer can
// be sent to the display over I2C or SPI as it is.
#include <qnoise.h>

namespace led = qnoise::led;

std::uint8_t oled[128 * 64 / 8];  // 1 KB

// millis() as Q16 seconds (65536 = 1 s); wraps every 18.2 hours.
qnoise::q16 seconds_q16(unsigned long ms) {
  const std::uint32_t m = static_cast<std::uint32_t>(ms);
  return static_cast<qnoise::q16>((m / 1000u) * 65536u + (m % 1000u) * 65536u / 1000u);
}

void setup() {
  Serial.begin(115200);
}

void loop() {
  const led::framebuffer fb{oled, sizeof oled, 128, 64,
                            led::pixel_format::mono1, led::layout::ssd1306_pages};
  if (led::effects::clouds(fb, seconds_q16(millis()), 7, 65536 / 40) != led::status::ok) {  // 40 pixels per cell
    Serial.println("clouds failed");
    return;
  }
  // (send `oled` to the display here: 8 pages of 128 bytes)
  delay(33);
}
