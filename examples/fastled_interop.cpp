// SPDX-License-Identifier: MIT
// Recipe: qnoise effects written straight into a FastLED `CRGB leds[N]` array, with no
// second buffer and no copy. CRGB is 3 bytes r, g, b, exactly qnoise::led::rgb8's
// layout; as_rgb8() checks the size, alignment and triviality at compile time, and the
// check below the loop confirms the member order once. FastLED applies the strip's wire
// order (addLeds<..., GRB>) and its own brightness when it sends the array.
//
// In a sketch: replace the stand-in include with <FastLED.h>, add
//   FastLED.addLeds<WS2812B, DATA_PIN, GRB>(leds, kLeds);
// in setup(), time from millis() (qnoise::anim_time::from_millis(millis()).seconds())
// and FastLED.show() where marked.
#include <cstdint>

#include "common/example_io.hpp"
#include "expected_checksums.hpp"
#include "qnoise/led.hpp"
#include "standins/FastLED_standin.hpp"  // in a sketch: #include <FastLED.h>

namespace led = qnoise::led;

static_assert(led::is_rgb8_layout<CRGB>, "CRGB must be 3 bytes r, g, b");

constexpr std::size_t kLeds = 60;
static CRGB leds[kLeds];

int main(int argc, char** argv) {
  example::output out(argc, argv);
  // The member order: rgb8 {1, 2, 3} through as_rgb8 must read back as r 1, g 2, b 3.
  led::as_rgb8(leds)[0] = {1, 2, 3};
  if (leds[0].r != 1 || leds[0].g != 2 || leds[0].b != 3) return 2;

  static led::rgb8 reference[kLeds];
  for (std::uint32_t frame = 0; frame <= 60; ++frame) {
    const qnoise::q16 t = example::frame_time(frame, 30);
    if (led::effects::lava(led::as_rgb8(leds), kLeds, t, /*seed=*/5) != led::status::ok) return 2;
    led::apply(led::as_rgb8(leds), kLeds, led::gamma22);
    // FastLED.show();
    if (out.animate() || frame % 10 == 0) out.strip(led::as_rgb8(leds), kLeds);
    // The same frame rendered into a plain rgb8 array must be byte for byte the same.
    if (led::effects::lava(reference, kLeds, t, 5) != led::status::ok) return 2;
    led::apply(reference, kLeds, led::gamma22);
    for (std::size_t i = 0; i < kLeds; ++i) {
      if (leds[i].r != reference[i].r || leds[i].g != reference[i].g || leds[i].b != reference[i].b) return 3;
    }
  }
  return out.finish("fastled_interop", example::checksum(leds, sizeof leds), expected::fastled_interop);
}
