// SPDX-License-Identifier: MIT
/// \file
/// qnoise/led/warped.hpp — effects on domain warping (qnoise/warp.hpp): `ink`, swirling
/// ink in water, for any framebuffer format and layout.
///
/// Pixel (x, y) (picture coordinates) at time t (Q16 seconds), with s = make_seed(seed)
/// and w = make_warp(warp, seed) (a single warp, Perlin basis, Perlin's permutation):
///   P = (x * scale + s.offset[0], y * scale + s.offset[1], t * speed + s.offset[2])
///   Q = qnoise::warp(P.x, P.y, P.z, w)                 each axis moved by <= |warp| cells
///   v = qnoise::perlin(Q.x, Q.y, Q.z)                  Q16 within +-perlin3_bound
///   pixel = palette.at16(to_unorm16<perlin3_bound>(v * gain))   (gain as noise_params)
/// All coordinates Q16 modulo 2^32 (the permutation repeats every 256 cells, so the wrap
/// is invisible). Cost per pixel: four 3D Perlin samples (three for the warp, one for
/// the ink) and a palette load; 32-bit only: 1930 instructions on Cortex-M0, 1000 on M4F
/// (16 x 16, defaults, QEMU -icount, gcc -O2). Status and writes as render().
#ifndef QNOISE_LED_WARPED_HPP
#define QNOISE_LED_WARPED_HPP

#include "../detail/freestanding.hpp"

#include "../fixed.hpp"
#include "../perlin.hpp"
#include "../permutation.hpp"
#include "../seed.hpp"
#include "../warp.hpp"
#include "color.hpp"
#include "field.hpp"
#include "matrix.hpp"
#include "palette.hpp"

namespace qnoise {
namespace led {
namespace palettes {

namespace stops {
/// Stops of palettes::ink: warm paper, washes of blue, dense blue-black ink.
inline constexpr gradient_stop ink[] = {{0, {240, 232, 214}}, {80, {226, 218, 204}}, {120, {150, 160, 190}},
                                        {150, {50, 70, 140}},  {185, {18, 28, 80}},    {255, {6, 8, 26}}};
}  // namespace stops
/// Ink in water: paper white (index 0) through pale blue washes to blue-black ink (255).
inline constexpr palette256 ink = make_gradient(stops::ink);

}  // namespace palettes

namespace effects {

/// Settings of ink (defaults: the gallery's look).
struct ink_params {
  /// Noise cells per pixel, Q16 (default 3277 = 1/20: swirls about 20 pixels across; for
  /// k swirls across W pixels use 65536 * k / W). Any value is safe.
  q16 scale = 3277;
  /// Cells per second along the time axis, Q16 (default 9830 = 0.15: slow drifting ink).
  /// Any value is safe.
  q16 speed = 9830;
  /// Warp amplitude, Q16 cells of the noise (default 98304 = 1.5: strongly curled; 0 =
  /// plain noise). Any int32 (each axis moves by at most |warp|).
  q16 warp = 98304;
  /// Contrast as noise_params::gain: Q16, clamped to 0..16.0 (default 131072 = 2.0).
  q16 gain = 131072;
  /// Colours from background (index 0) to the densest ink (255) (default palettes::ink).
  /// Null counts as the default; the palette must outlive the call (and the shader).
  const palette256* palette = &palettes::ink;
  /// Independent pattern (offsets and warp keys). Any value; default 0.
  uint32_t seed = 0;
};

/// Ink (see the file comment): Perlin noise sampled through a domain warp, through a
/// palette. Holds the warp parameters (about 560 bytes) and a pointer to the palette
/// (params.palette, or palettes::ink when null), which must outlive the shader.
class ink_shader {
 public:
  /// The ink at time t (Q16 seconds) with settings p.
  constexpr ink_shader(const ink_params& p, q16 t) noexcept
      : warp_(make_warp(p.warp, p.seed)), pal_(p.palette != nullptr ? p.palette : &palettes::ink),
        scale_(static_cast<uint32_t>(p.scale)), gain_(p.gain) {
    const seed s = make_seed(p.seed);
    x0_ = s.offset[0];
    y0_ = s.offset[1];
    z_ = led::detail::wrap_add(led::detail::wrap_mul(t, p.speed), s.offset[2]);
  }
  /// Start row y (picture coordinates).
  constexpr void begin_row(uint32_t y) noexcept { y_ = to_signed(static_cast<uint32_t>(y0_) + y * scale_); }
  /// Colour of pixel x in the current row.
  constexpr rgb8 pixel(uint32_t x) const noexcept {
    const warped3 q = warp(to_signed(static_cast<uint32_t>(x0_) + x * scale_), y_, z_, warp_);
    const q16 v = perlin(q.x, q.y, q.z);
    return pal_->at16(to_unorm16<perlin3_bound>(led::detail::apply_gain(v, gain_)));
  }

 private:
  warp_params warp_;
  const palette256* pal_;
  uint32_t scale_;
  q16 gain_;
  q16 x0_ = 0;
  q16 y0_ = 0;
  q16 z_ = 0;
  q16 y_ = 0;
};

/// Ink on a framebuffer (any format and layout): curling blue-black ink drifting through
/// water. Returns render()'s status.
///   qnoise::led::effects::ink(fb, t);                      // defaults
inline status ink(const framebuffer& fb, q16 t, const ink_params& p = {}) noexcept {
  return render(fb, ink_shader(p, t));
}

}  // namespace effects
}  // namespace led
}  // namespace qnoise

#endif  // QNOISE_LED_WARPED_HPP
