// SPDX-License-Identifier: MIT
/// \file
/// qnoise/led/cellular.hpp — effects on Worley (cellular) noise (qnoise/worley.hpp):
/// stained glass and caustics, for any framebuffer format and layout.
///
/// Both sample 3D Euclidean Worley noise, seeded by qnoise::make_seed(seed), at
///   X = x * scale,  Y = y * scale,  Z = t * speed        (all Q16, modulo 2^32)
/// for pixel (x, y) (picture coordinates, so bands rendered with fb.y0 line up) at time t
/// (Q16 seconds): w = qnoise::worley(X, Y, Z, qnoise::make_seed(seed)). The time axis
/// moves through the 3D cells, so the 2D slice morphs: cells grow, shrink, appear and
/// vanish, each keeping its id (and colour) while it is visible. d = w.f2 - w.f1 (Q16
/// cells, >= 0) is small near the borders between cells.
///
///   stained_glass  pixel = lead colour where d < leading, else palette[hash32(w.cell) >> 24]
///                  (speed 0: a still window from 2D Worley, w = worley(X, Y, seed))
///   caustics       the same sample at the point first moved by a domain warp
///                  (P' = qnoise::warp(X, Y, Z, make_warp(wobble, seed)), so the lines
///                  curve and wobble; wobble 0 skips it), then pixel =
///                  palette.at16(level(d)), level 65534 at d = 0 falling to 0 at
///                  d >= width (a squared ramp, so the bright lines are thin)
///
/// Period: 65536 cells on every axis (the seed's integer_hash lattice), so X, Y, Z wrap
/// modulo 2^32 invisibly; t itself wraps every 65536 s (docs/led.md, Time), which is
/// seamless only when speed is a whole number of cells per second (one jump per 18 h
/// otherwise).
/// Cost per pixel: one 3D Worley sample (27 candidates, two integer square roots) and a
/// palette load (caustics: plus three 3D Perlin samples for the warp); no division.
/// Measured on a 16 x 16 frame with the defaults (QEMU -icount, gcc -O2), instructions
/// per pixel: stained_glass 4289 on Cortex-M0, 2343 on M4F (speed 0, 2D: 1407 / 805);
/// caustics 5939 / 3208.
/// Status and writes as render() (nothing written unless ok).
#ifndef QNOISE_LED_CELLULAR_HPP
#define QNOISE_LED_CELLULAR_HPP

#include "../detail/freestanding.hpp"

#include "../fixed.hpp"
#include "../hash.hpp"
#include "../seed.hpp"
#include "../warp.hpp"
#include "../worley.hpp"
#include "color.hpp"
#include "field.hpp"
#include "matrix.hpp"
#include "palette.hpp"

namespace qnoise {
namespace led {
namespace palettes {

/// Colours of palettes::glass: eight church-window colours (ruby, cobalt, amber, emerald,
/// violet, orange, teal, rose), one per band.
inline constexpr rgb8 glass_colors[] = {{190, 20, 30},  {20, 60, 190},  {240, 170, 20}, {20, 150, 60},
                                        {120, 30, 160}, {230, 90, 10},  {20, 150, 160}, {210, 60, 120}};
/// Stained glass: eight discrete colours (make_bands of glass_colors), index from a cell id.
inline constexpr palette256 glass = make_bands(glass_colors);

namespace stops {
/// Stops of palettes::water: deep blue water, teal, pale cyan, white at the caustic lines.
inline constexpr gradient_stop water[] = {
    {0, {0, 58, 115}}, {70, {0, 96, 155}}, {160, {50, 180, 210}}, {220, {165, 238, 245}}, {255, {250, 255, 255}}};
}  // namespace stops
/// Water seen from above: deep blue (index 0) through teal to white (255), for caustics.
inline constexpr palette256 water = make_gradient(stops::water);

}  // namespace palettes

namespace effects {

namespace detail {

/// The caustic level of a Worley border distance d = f2 - f1 (Q16 cells) for a line
/// width w (Q16, 1..65536) and k = caustics_factor(w): with g = w - max(d, 0),
/// u = floor(g k / 65536) (0..65535) and level = floor(u^2 / 65536) for d < w, 0 for
/// d >= w. Non-increasing in d, 65534 at d <= 0. 32-bit, no division (k is per frame).
constexpr uint16_t caustics_level(q16 d, q16 w, uint32_t k) noexcept {
  if (d >= w) return 0;
  const uint32_t g = static_cast<uint32_t>(w - (d < 0 ? 0 : d));  // 1..w
  const uint32_t u = (g * k) >> 16;                                // g k <= 65535 * 65536
  return static_cast<uint16_t>((u * u) >> 16);
}

/// floor(65535 * 65536 / w) for w in 1..65536 (caustics_level's k).
constexpr uint32_t caustics_factor(q16 w) noexcept { return qnoise::detail::udiv32(0xFFFF0000u, static_cast<uint32_t>(w)); }

/// v clamped to [lo, hi].
constexpr q16 clamp_q16(q16 v, q16 lo, q16 hi) noexcept { return v < lo ? lo : (v > hi ? hi : v); }

/// Samples 3D Worley noise along the rows of a picture (see the file comment): the
/// coordinate mapping shared by the cellular effects.
class worley_rows {
 public:
  /// scale: Q16 cells per pixel; speed: Q16 cells per second along time; t: Q16 seconds.
  constexpr worley_rows(q16 scale, q16 speed, q16 t, uint32_t seed_value) noexcept
      : seed_(make_seed(seed_value)), scale_(static_cast<uint32_t>(scale)), z_(led::detail::wrap_mul(t, speed)) {}
  /// Start picture row y.
  constexpr void begin_row(uint32_t y) noexcept { y_ = to_signed(y * scale_); }
  /// The Worley sample of pixel x in the current row.
  constexpr worley_result at(uint32_t x) const noexcept {
    return worley(to_signed(x * scale_), y_, z_, seed_);
  }
  /// The 2D Worley sample worley(X, Y, seed) of pixel x in the current row (no time axis).
  constexpr worley_result at2(uint32_t x) const noexcept { return worley(to_signed(x * scale_), y_, seed_); }
  /// The Worley sample of pixel x in the current row, its point first moved by the warp w.
  constexpr worley_result at(uint32_t x, const warp_params& w) const noexcept {
    const warped3 p = warp(to_signed(x * scale_), y_, z_, w);
    return worley(p.x, p.y, p.z, seed_);
  }

 private:
  seed seed_;
  uint32_t scale_;
  q16 z_;
  q16 y_ = 0;
};

}  // namespace detail

/// Settings of stained_glass (defaults: the gallery's look on a 16 x 16 to 96 x 96 picture).
struct stained_glass_params {
  /// Worley cells per pixel, Q16 (default 5461 = 1/12: panes about 12 pixels across; for
  /// k panes across W pixels use 65536 * k / W). Any value is safe.
  q16 scale = 5461;
  /// Cells per second along the time axis, Q16 (default 3277 = 0.05: the panes morph
  /// slowly). 0 = a still window, drawn from 2D Worley noise worley(X, Y, seed) instead
  /// (9 candidate points instead of 27: about a third of the cost; another pattern than
  /// any slice of the 3D one). Any value is safe.
  q16 speed = 3277;
  /// Width of the lead between panes, Q16 cells of f2 - f1 (default 6554 = 0.1: a line
  /// about 0.1 / scale pixels wide, 1.2 pixels at the default scale). Clamped to 0..1.0
  /// (0: no lead).
  q16 leading = 6554;
  /// Colour of the lead (default near black).
  rgb8 lead_color = {10, 8, 6};
  /// Pane colours, indexed by hash32(cell id) >> 24 (default palettes::glass). Null counts
  /// as the default; the palette must outlive the call (and the shader).
  const palette256* palette = &palettes::glass;
  /// Independent window: the Worley seed (qnoise::make_seed(seed)). Any value; default 0.
  uint32_t seed = 0;
};

/// Stained glass (see the file comment): each Worley cell a flat colour from its id,
/// dark lead where f2 - f1 < leading. Keeps a pointer to the palette (params.palette, or
/// palettes::glass when null), which must outlive the shader.
class stained_glass_shader {
 public:
  /// The window at time t (Q16 seconds) with settings p.
  constexpr stained_glass_shader(const stained_glass_params& p, q16 t) noexcept
      : rows_(p.scale, p.speed, t, p.seed), pal_(p.palette != nullptr ? p.palette : &palettes::glass),
        leading_(detail::clamp_q16(p.leading, 0, 65536)), lead_(p.lead_color), still_(p.speed == 0) {}
  /// Start row y (picture coordinates).
  constexpr void begin_row(uint32_t y) noexcept { rows_.begin_row(y); }
  /// Colour of pixel x in the current row.
  constexpr rgb8 pixel(uint32_t x) const noexcept {
    const worley_result w = still_ ? rows_.at2(x) : rows_.at(x);
    if (w.f2 - w.f1 < leading_) return lead_;
    return (*pal_)[static_cast<uint8_t>(hash32(w.cell) >> 24)];
  }

 private:
  detail::worley_rows rows_;
  const palette256* pal_;
  q16 leading_;
  rgb8 lead_;
  bool still_;
};

/// Stained glass on a framebuffer (any format and layout): Worley cells as coloured
/// panes with dark lead between them, slowly morphing. Returns render()'s status.
///   qnoise::led::effects::stained_glass(fb, t);            // defaults
inline status stained_glass(const framebuffer& fb, q16 t, const stained_glass_params& p = {}) noexcept {
  return render(fb, stained_glass_shader(p, t));
}

/// Settings of caustics (defaults: the gallery's look).
struct caustics_params {
  /// Worley cells per pixel, Q16 (default 4096 = 1/16: light cells about 16 pixels
  /// across). Any value is safe.
  q16 scale = 4096;
  /// Cells per second along the time axis, Q16 (default 19661 = 0.3: rippling). Any
  /// value is safe.
  q16 speed = 19661;
  /// Width of the bright lines, Q16 cells of f2 - f1: the level falls from full at
  /// f2 - f1 = 0 to nothing at width (default 16384 = 0.25). Clamped to 1..1.0 (Q16 LSB).
  q16 width = 16384;
  /// How far the water's surface bends the lines: the amplitude of a domain warp
  /// (qnoise::make_warp(wobble, seed), single, Perlin), Q16 cells (default 22938 = 0.35:
  /// curved, wobbling lines; 0 = straight Voronoi edges and no warp cost). Any int32.
  q16 wobble = 22938;
  /// Colours from dark water (index 0) to the brightest line (255) (default
  /// palettes::water). Null counts as the default; the palette must outlive the call.
  const palette256* palette = &palettes::water;
  /// Independent pattern: the Worley seed (qnoise::make_seed(seed)). Any value; default 0.
  uint32_t seed = 0;
};

/// Caustics (see the file comment): the bright network of light on the floor of shallow
/// water, where Worley's f2 - f1 is small. Keeps a pointer to the palette
/// (params.palette, or palettes::water when null), which must outlive the shader.
class caustics_shader {
 public:
  /// The caustics at time t (Q16 seconds) with settings p.
  constexpr caustics_shader(const caustics_params& p, q16 t) noexcept
      : rows_(p.scale, p.speed, t, p.seed), warp_(make_warp(p.wobble, p.seed)),
        pal_(p.palette != nullptr ? p.palette : &palettes::water), width_(detail::clamp_q16(p.width, 1, 65536)),
        k_(detail::caustics_factor(width_)), warped_(p.wobble != 0) {}
  /// Start row y (picture coordinates).
  constexpr void begin_row(uint32_t y) noexcept { rows_.begin_row(y); }
  /// Colour of pixel x in the current row.
  constexpr rgb8 pixel(uint32_t x) const noexcept {
    const worley_result w = warped_ ? rows_.at(x, warp_) : rows_.at(x);
    return pal_->at16(detail::caustics_level(w.f2 - w.f1, width_, k_));
  }

 private:
  detail::worley_rows rows_;
  warp_params warp_;
  const palette256* pal_;
  q16 width_;
  uint32_t k_;
  bool warped_;
};

/// Caustics on a framebuffer (any format and layout): thin bright lines of refracted
/// light rippling over blue water. Returns render()'s status.
///   qnoise::led::effects::caustics(fb, t);                 // defaults
inline status caustics(const framebuffer& fb, q16 t, const caustics_params& p = {}) noexcept {
  return render(fb, caustics_shader(p, t));
}

}  // namespace effects
}  // namespace led
}  // namespace qnoise

#endif  // QNOISE_LED_CELLULAR_HPP
