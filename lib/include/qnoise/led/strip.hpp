// SPDX-License-Identifier: MIT
/// \file
/// qnoise/led/strip.hpp — fill an LED strip (a caller-owned array of N pixels) from noise
/// over position and time, in one call.
///
///   qnoise::led::rgb8 leds[60];
///   qnoise::led::noise_params p;       // scale, speed, octaves, seed, gain
///   p.scale = 65536 / 20;              // 20 LEDs per noise cell
///   qnoise::led::fill_strip(leds, 60, qnoise::led::palettes::lava, p, t);
///
/// Pixel i samples 2D noise at x = i * scale + offset_x, y = t * speed (t: Q16 seconds,
/// or frames if you prefer: speed is per unit of t). N is 1..65535; the function writes
/// exactly N pixels and nothing past them. N == 0 returns status::empty, a null pointer
/// with N > 0 status::null_buffer, N > 65535 status::too_large, and nothing is written.
#ifndef QNOISE_LED_STRIP_HPP
#define QNOISE_LED_STRIP_HPP

#include "../detail/freestanding.hpp"

#include "../permutation.hpp"
#include "color.hpp"
#include "field.hpp"
#include "palette.hpp"

namespace qnoise {
namespace led {

/// Longest strip the fill functions accept.
inline constexpr size_t max_strip_length = 65535;

/// The documented checks every strip function runs first (ok means: go ahead).
constexpr status check_strip(const void* pixels, size_t n) noexcept {
  if (n == 0) return status::empty;
  if (pixels == nullptr) return status::null_buffer;
  if (n > max_strip_length) return status::too_large;
  return status::ok;
}

/// Noise values 0..65535 for N pixels, on any lattice (a permutation table is fastest,
/// integer_hash needs no table). See the file comment for coordinates and errors.
template <class Lattice>
status fill_strip_values(uint16_t* out, size_t n, const noise_params& p, q16 t,
                         const Lattice& lattice) noexcept {
  const status s = check_strip(out, n);
  if (s != status::ok) return s;
  noise_row<Lattice, 2> row(lattice, p, 0, t, static_cast<uint32_t>(n));
  for_each_level(row, static_cast<uint32_t>(n), [out](uint32_t i, uint16_t level) { out[i] = level; });
  return status::ok;
}

/// Noise colours for N pixels: palette[noise >> 8], on any lattice.
template <class Lattice>
status fill_strip(rgb8* out, size_t n, const palette256& palette, const noise_params& p,
                  q16 t, const Lattice& lattice) noexcept {
  const status s = check_strip(out, n);
  if (s != status::ok) return s;
  noise_row<Lattice, 2> row(lattice, p, 0, t, static_cast<uint32_t>(n));
  for_each_level(row, static_cast<uint32_t>(n),
                 [out, &palette](uint32_t i, uint16_t level) { out[i] = palette.at16(level); });
  return status::ok;
}

/// Noise colours for N pixels on the default lattice, Perlin's permutation (the fastest;
/// p.seed moves the pattern within it, see noise_params::seed).
inline status fill_strip(rgb8* out, size_t n, const palette256& palette,
                         const noise_params& p, q16 t) noexcept {
  return fill_strip(out, n, palette, p, t, perlin_permutation);
}

/// Noise values 0..65535 on the default lattice (Perlin's permutation).
inline status fill_strip_values(uint16_t* out, size_t n, const noise_params& p,
                                q16 t) noexcept {
  return fill_strip_values(out, n, p, t, perlin_permutation);
}

}  // namespace led
}  // namespace qnoise

#endif  // QNOISE_LED_STRIP_HPP
