// SPDX-License-Identifier: MIT
/// \file
/// qnoise/led/palette.hpp — gradient maps: noise value -> colour.
///
/// A `palette256` is 256 colours (768 bytes of flash), looked up with the top byte of a
/// noise value. Palettes are built by the compiler from a short description, either
///   - gradient stops (position 0..255 + colour, linear in between): gradient maps, as in
///     an image editor's Gradient Map (grey, discrete bands, fire), or
///   - 16 evenly spaced entries (a `palette16`, the format LED firmware passes around),
///     interpolated to 256 steps,
/// so a palette costs no RAM and no start-up time, and only palettes a program uses
/// reach its flash. Named palettes live in `qnoise::led::palettes`.
#ifndef QNOISE_LED_PALETTE_HPP
#define QNOISE_LED_PALETTE_HPP

#include "../detail/freestanding.hpp"

#include "color.hpp"

namespace qnoise {
namespace led {

/// 256 colours, index 0..255 (e.g. `noise_u16 >> 8`).
struct palette256 {
  rgb8 entries[256];  ///< the colour for each index
  /// Colour at index i (one load).
  constexpr rgb8 operator[](uint8_t i) const noexcept { return entries[i]; }
  /// Colour for a 16-bit value: its top byte (no interpolation, one load).
  constexpr rgb8 at16(uint16_t v) const noexcept { return entries[v >> 8]; }
};

/// 16 evenly spaced colours; entry k sits at index k * 255 / 15 (0, 17, 34, ... 255).
struct palette16 {
  rgb8 entries[16];  ///< the 16 colours, entry k at index k * 255 / 15
};

/// One stop of a gradient: the colour at `position` (0..255).
struct gradient_stop {
  uint8_t position;  ///< where the stop sits, 0..255 (stops in increasing order)
  rgb8 color;  ///< the colour at position
};

/// A 16-entry palette interpolated to 256 steps: index i lies between entries
/// k = floor(15 i / 255) and k + 1, blended by the remainder (rounded). Exact ends:
/// out[0] == p.entries[0], out[255] == p.entries[15], out[17 k] == p.entries[k].
constexpr palette256 expand(const palette16& p) noexcept {
  palette256 out{};
  for (uint32_t i = 0; i < 256; ++i) {
    const uint32_t pos = i * 15u;
    const uint32_t k = pos / 255u;
    const uint32_t rem = pos % 255u;  // weight rem / 255 of entry k + 1
    if (k >= 15u) {
      out.entries[i] = p.entries[15];
    } else {
      const rgb8 a = p.entries[k];
      const rgb8 b = p.entries[k + 1];
      const auto mix = [rem](uint8_t x, uint8_t y) {
        const int32_t d = static_cast<int32_t>(y) - static_cast<int32_t>(x);
        // x + round(d * rem / 255), rounding half away from zero; |d * rem| < 2^16.
        const int32_t num = d * static_cast<int32_t>(rem);
        const int32_t q = num >= 0 ? (num + 127) / 255 : -((-num + 127) / 255);
        return static_cast<uint8_t>(x + q);
      };
      out.entries[i] = {mix(a.r, b.r), mix(a.g, b.g), mix(a.b, b.b)};
    }
  }
  return out;
}

/// A gradient map from stops sorted by position: before the first stop its colour,
/// after the last stop its colour, in between linear (rounded to nearest). Two stops at
/// the same position make a hard edge (discrete bands). N must be >= 1.
///   constexpr gradient_stop s[] = {{0, {0, 0, 0}}, {255, {255, 255, 255}}};
///   inline constexpr palette256 grey = make_gradient(s);
template <size_t N>
constexpr palette256 make_gradient(const gradient_stop (&stops)[N]) noexcept {
  static_assert(N >= 1, "a gradient needs at least one stop");
  palette256 out{};
  for (uint32_t i = 0; i < 256; ++i) {
    rgb8 c = stops[0].color;
    for (size_t s = 0; s < N; ++s) {
      if (stops[s].position <= i) c = stops[s].color;
    }
    for (size_t s = 0; s + 1 < N; ++s) {
      const uint32_t p0 = stops[s].position;
      const uint32_t p1 = stops[s + 1].position;
      if (p0 <= i && i < p1) {
        const int32_t span = static_cast<int32_t>(p1 - p0);
        const int32_t at = static_cast<int32_t>(i - p0);
        const auto mix = [span, at](uint8_t x, uint8_t y) {
          const int32_t num = (static_cast<int32_t>(y) - static_cast<int32_t>(x)) * at;
          const int32_t q = num >= 0 ? (2 * num + span) / (2 * span) : -((-2 * num + span) / (2 * span));
          return static_cast<uint8_t>(x + q);
        };
        const rgb8 a = stops[s].color;
        const rgb8 b = stops[s + 1].color;
        c = {mix(a.r, b.r), mix(a.g, b.g), mix(a.b, b.b)};
      }
    }
    out.entries[i] = c;
  }
  return out;
}

/// Discrete bands: N colours, each covering an equal share of 0..255 (a gradient
/// map with hard edges). Band k covers indices [256 k / N, 256 (k+1) / N).
template <size_t N>
constexpr palette256 make_bands(const rgb8 (&colors)[N]) noexcept {
  static_assert(N >= 1 && N <= 256, "1..256 bands");
  palette256 out{};
  for (uint32_t i = 0; i < 256; ++i) out.entries[i] = colors[(i * N) >> 8];
  return out;
}

/// A palette from a function of the index (e.g. an HSV rainbow), built at compile time.
template <class F>
constexpr palette256 make_palette(F f) noexcept {
  palette256 out{};
  for (uint32_t i = 0; i < 256; ++i) out.entries[i] = f(static_cast<uint8_t>(i));
  return out;
}

/// Named palettes (each 768 bytes of flash, only if used).
namespace palettes {

/// The gradient stops the named palettes are built from (for make_gradient, or to edit).
namespace stops {
/// Stops of palettes::grey: black to white.
inline constexpr gradient_stop grey[] = {{0, {0, 0, 0}}, {255, {255, 255, 255}}};
/// Stops of palettes::fire: black, dark red, red, orange, yellow, near white.
inline constexpr gradient_stop fire[] = {{0, {0, 0, 0}},       {60, {96, 0, 0}},
                                         {110, {220, 24, 0}},  {160, {255, 110, 0}},
                                         {210, {255, 200, 30}}, {255, {255, 255, 200}}};
/// Stops of palettes::clouds: blue sky to white cloud.
inline constexpr gradient_stop clouds[] = {{0, {20, 60, 160}},   {100, {70, 130, 220}},
                                           {150, {190, 210, 240}}, {255, {255, 255, 255}}};
/// Stops of palettes::marble: dark veins in pale stone.
inline constexpr gradient_stop marble[] = {{0, {25, 25, 32}},     {24, {90, 88, 92}},
                                           {80, {215, 210, 200}}, {255, {250, 250, 246}}};
/// Stops of palettes::wood: light and dark wood.
inline constexpr gradient_stop wood[] = {{0, {90, 45, 15}},    {170, {170, 105, 50}},
                                         {235, {215, 160, 95}}, {255, {100, 50, 20}}};
/// Stops of palettes::candle: warm flame colours.
inline constexpr gradient_stop candle[] = {{0, {40, 8, 0}},     {90, {150, 50, 0}},
                                           {170, {255, 120, 10}}, {255, {255, 190, 80}}};
}  // namespace stops

/// Black to white (a grey gradient map).
inline constexpr palette256 grey = make_gradient(stops::grey);
/// Black, dark red, red, orange, yellow, near white (a fire gradient map).
inline constexpr palette256 fire = make_gradient(stops::fire);
/// Deep water, shallow water, sand, grass, rock, snow in six equal hard-edged bands
/// (a gradient map with discrete colours).
inline constexpr rgb8 terrain_bands[] = {{20, 40, 140},  {40, 110, 200}, {220, 200, 130},
                                         {60, 150, 50},  {110, 100, 90}, {245, 245, 250}};
/// terrain_bands as a palette256: six equal hard-edged bands.
inline constexpr palette256 bands = make_bands(terrain_bands);
/// Blue sky to white cloud.
inline constexpr palette256 clouds = make_gradient(stops::clouds);
/// Dark veins in pale stone (for marble: cos(x + turbulence)).
inline constexpr palette256 marble = make_gradient(stops::marble);
/// Light and dark wood (for the ring pattern frac(noise * 20)).
inline constexpr palette256 wood = make_gradient(stops::wood);
/// Warm flame colours for the candle flicker.
inline constexpr palette256 candle = make_gradient(stops::candle);

/// Black, maroon and red blobs with orange and white-hot cores.
inline constexpr palette16 lava16 = {{{0, 0, 0},     {64, 0, 0},    {0, 0, 0},      {96, 0, 0},
                                      {140, 0, 0},   {96, 0, 0},    {160, 10, 0},   {200, 20, 0},
                                      {255, 40, 0},  {255, 90, 0},  {255, 165, 0},  {255, 240, 180},
                                      {255, 165, 0}, {255, 60, 0},  {160, 10, 0},   {64, 0, 0}}};
/// Deep navy to turquoise and foam.
inline constexpr palette16 ocean16 = {{{0, 0, 40},     {0, 10, 80},   {0, 30, 120},  {0, 60, 160},
                                       {0, 90, 180},   {0, 120, 190}, {0, 150, 200}, {20, 170, 210},
                                       {40, 190, 220}, {0, 130, 170}, {0, 90, 150},  {0, 60, 130},
                                       {20, 140, 190}, {100, 200, 230}, {180, 235, 245}, {240, 255, 255}}};
/// Dark forest floor, moss, leaf greens and sunlit yellow-green.
inline constexpr palette16 forest16 = {{{0, 20, 0},    {10, 40, 5},   {20, 60, 10},  {34, 80, 20},
                                        {50, 100, 20}, {70, 120, 30}, {85, 107, 47}, {60, 140, 40},
                                        {100, 160, 50}, {46, 139, 87}, {34, 100, 34}, {107, 142, 35},
                                        {130, 170, 60}, {150, 190, 70}, {180, 210, 90}, {210, 230, 120}}};
/// Night sky with green, teal and violet curtains.
inline constexpr palette16 aurora16 = {{{0, 0, 10},    {0, 5, 30},    {0, 20, 40},   {0, 80, 50},
                                        {0, 160, 80},  {20, 230, 120}, {0, 200, 150}, {0, 140, 160},
                                        {20, 80, 160}, {60, 40, 170},  {120, 40, 190}, {160, 60, 200},
                                        {80, 20, 120}, {20, 10, 60},   {0, 5, 30},    {0, 0, 10}}};
/// Saturated party colours: purple, blue, red, orange, yellow, pink.
inline constexpr palette16 party16 = {{{85, 0, 171},   {132, 0, 124}, {181, 0, 75},  {229, 0, 27},
                                       {232, 23, 0},   {184, 71, 0},  {171, 119, 0}, {171, 171, 0},
                                       {171, 85, 0},   {221, 34, 0},  {242, 0, 14},  {194, 0, 62},
                                       {143, 0, 113},  {95, 0, 161},  {47, 0, 208},  {0, 7, 249}}};

/// lava16 expanded to 256 entries (interpolated): black, maroon, red, orange, white-hot.
inline constexpr palette256 lava = expand(lava16);
/// ocean16 expanded to 256 entries: deep navy to turquoise and foam.
inline constexpr palette256 ocean = expand(ocean16);
/// forest16 expanded to 256 entries: forest floor, moss, leaf greens, sunlit yellow-green.
inline constexpr palette256 forest = expand(forest16);
/// aurora16 expanded to 256 entries: night sky with green, teal and violet curtains.
inline constexpr palette256 aurora = expand(aurora16);
/// party16 expanded to 256 entries: purple, blue, red, orange, yellow, pink.
inline constexpr palette256 party = expand(party16);
/// Full-saturation HSV hue circle.
inline constexpr palette256 rainbow = make_palette([](uint8_t i) { return hsv(i, 255, 255); });

}  // namespace palettes

}  // namespace led
}  // namespace qnoise

#endif  // QNOISE_LED_PALETTE_HPP
