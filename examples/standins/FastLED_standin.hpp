// SPDX-License-Identifier: MIT
// A minimal stand-in for FastLED's CRGB, written for qnoise's tests and examples (no
// FastLED code): only what the interop example relies on, FastLED's documented layout of
// CRGB, three bytes r, g, b in that order with no padding. In a real sketch, include
// <FastLED.h> instead and delete this file.
#ifndef QNOISE_EXAMPLES_FASTLED_STANDIN_HPP
#define QNOISE_EXAMPLES_FASTLED_STANDIN_HPP

#include <cstdint>

struct CRGB {
  std::uint8_t r;
  std::uint8_t g;
  std::uint8_t b;
};

#endif  // QNOISE_EXAMPLES_FASTLED_STANDIN_HPP
