// SPDX-License-Identifier: MIT
/// \file
/// qnoise/led/map.hpp — pixel maps: noise over a caller-owned list of LED coordinates
/// (rings, spirals, panels, hand-placed LEDs), 1D, 2D or 3D, Pixelblaze-style.
///
///   qnoise::led::point2 where[24];                              // caller-owned map
///   qnoise::led::status s = qnoise::led::map_ring(where, 24, 4 * 65536);  // radius 4 LEDs
///   qnoise::led::rgb8 leds[24];
///   s = qnoise::led::fill_map(leds, where, 24, qnoise::led::palettes::lava, params, t);
///
/// Coordinates are Q16 "map units". The map helpers (map_ring, map_spiral, map_panel)
/// write them in LED spacings (65536 = the distance between neighbouring LEDs of a
/// panel); normalize_map rescales any map to 0..65536 (Pixelblaze's normalised world
/// units). noise_params::scale is lattice cells per map unit, so on a raw map it means
/// what it means for fill_strip (cells per LED) and on a normalised map it is the number
/// of cells across the whole fixture.
///
/// Point i gets the noise of the fills with its own coordinates:
///   1D (q16 x):            2D noise (x * scale + offset_x, time)       -- as fill_strip
///   2D (point2 {x, y}):    3D noise (x * scale + offset_x,
///                                    y * scale_y + offset_y, time)     -- as fill_matrix
///   3D (point3 {x, y, z}): 4D noise (x, y as above, z * scale, time)
/// with time = t * speed, the same seed offsets, octaves (LED fBm), gain and 0..65535
/// mapping as noise_row (field.hpp). The products are exact, floor(c * scale / 65536)
/// modulo 2^32 (32-bit arithmetic), so a map of LED i at x = i * 65536 gives fill_strip's
/// colours bit for bit, and map_panel's map gives fill_matrix's (tests prove both).
///
/// Status rules as for the fills: N == 0 -> empty; a null output or map with N > 0 ->
/// null_buffer; N > 65535 -> too_large; nothing is written unless ok, and then exactly N
/// entries and nothing past them. Each point costs one perlin call per octave (points are
/// arbitrary, so there is no row engine); measured per LED (gcc 12 -O2, instructions,
/// tests/led/test_led_map_measure.cpp): 1D map 173 on Cortex-M0 / 107 on M4F (fill_strip
/// 151 / 78), 2D map with 3 octaves 794 / 448 (fill_matrix 809 / 433), 3D map (4D noise)
/// with 1 octave 1266 / 743.
#ifndef QNOISE_LED_MAP_HPP
#define QNOISE_LED_MAP_HPP

#include "../detail/freestanding.hpp"

#include "../fixed.hpp"
#include "../hash.hpp"
#include "../permutation.hpp"
#include "../perlin.hpp"
#include "../perlin4.hpp"
#include "color.hpp"
#include "dither.hpp"
#include "field.hpp"
#include "matrix.hpp"
#include "palette.hpp"
#include "strip.hpp"
#include "trig.hpp"

namespace qnoise {
namespace led {

/// A 2D map coordinate (Q16 map units; y grows in the direction of the panel's rows).
struct point2 {
  q16 x = 0;  ///< Q16 map units (65536 = one LED spacing for the map helpers)
  q16 y = 0;  ///< Q16 map units (65536 = one LED spacing for the map helpers)
  /// Equal when both coordinates are.
  friend constexpr bool operator==(point2 a, point2 b) noexcept { return a.x == b.x && a.y == b.y; }
  /// Not equal: some coordinate differs.
  friend constexpr bool operator!=(point2 a, point2 b) noexcept { return !(a == b); }
};

/// A 3D map coordinate (Q16 map units).
struct point3 {
  q16 x = 0;  ///< Q16 map units
  q16 y = 0;  ///< Q16 map units
  q16 z = 0;  ///< Q16 map units
  /// Equal when all three coordinates are.
  friend constexpr bool operator==(point3 a, point3 b) noexcept {
    return a.x == b.x && a.y == b.y && a.z == b.z;
  }
  /// Not equal: some coordinate differs.
  friend constexpr bool operator!=(point3 a, point3 b) noexcept { return !(a == b); }
};

/// Most points a map function accepts (as strips: 65535).
inline constexpr size_t max_map_points = max_strip_length;

/// The checks every map fill runs first: empty (N == 0, any pointers) > null_buffer (out
/// or map null) > too_large (N > 65535).
constexpr status check_map(const void* out, const void* map, size_t n) noexcept {
  if (n == 0) return status::empty;
  if (out == nullptr || map == nullptr) return status::null_buffer;
  if (n > max_map_points) return status::too_large;
  return status::ok;
}

namespace detail {

/// floor((a * b + bias) / 65536) modulo 2^32 for any int32 a, b and bias in [0, 65535],
/// exact, in 32-bit arithmetic (four 16 x 16 products; no 64-bit multiply on Cortex-M0).
/// With a = i * 65536 it is i * b modulo 2^32.
constexpr q16 mul_q16_wrap(q16 a, q16 b, uint32_t bias = 0) noexcept {
  const uint32_t ah = static_cast<uint32_t>(asr(a, 16));  // a = ah * 2^16 + al (ah signed)
  const uint32_t al = static_cast<uint32_t>(a) & 0xFFFFu;
  const uint32_t bh = static_cast<uint32_t>(asr(b, 16));
  const uint32_t bl = static_cast<uint32_t>(b) & 0xFFFFu;
  // a b / 2^16 = ah bh 2^16 + ah bl + al bh + al bl / 2^16; only the last term has a
  // fraction, and it is non-negative, so flooring it floors the sum. al bl + bias < 2^32.
  const uint32_t low = (al * bl + bias) >> 16;
  return to_signed(((ah * bh) << 16) + ah * bl + al * bh + low);
}

/// Lattice offset of the z axis of 3D maps (not an axis of seed_offset: seed_offset(s, 3)
/// would equal seed_offset(s + 1, 0)).
constexpr q16 seed_offset_z(uint32_t seed) noexcept {
  return static_cast<q16>(hash32(seed ^ 0x3C6EF372u) & 0x00FFFFFFu);
}

/// The per-call part of a map fill: noise_params turned into lattice coordinates.
/// Holds no pointer (the lattice is passed to each call).
struct map_sampler {
  uint8_t octaves = 1;
  q16 gain = 65536;
  q16 scale = 0;
  q16 scale_y = 0;
  q16 x0 = 0;
  q16 y0 = 0;
  q16 z0 = 0;
  q16 time = 0;

  constexpr map_sampler(const noise_params& p, q16 t) noexcept
      : octaves(clamp_octaves(p.octaves)),
        gain(p.gain),
        scale(p.scale),
        scale_y(p.scale_y != 0 ? p.scale_y : p.scale),
        x0(wrap_add(p.offset_x, seed_offset(p.seed, 0))),
        y0(wrap_add(p.offset_y, seed_offset(p.seed, 1))),
        z0(seed_offset_z(p.seed)),
        time(wrap_add(wrap_mul(t, p.speed), seed_offset(p.seed, 2))) {}

  /// The octave sum and 0..65535 mapping of noise_row::compute, for one point.
  template <q16 Bound, class Octave>
  constexpr uint16_t level(Octave octave) const noexcept {
    q16 v = octave(0u);
    if (octaves > 1) {
      for (uint8_t k = 1; k < octaves; ++k) v += asr(octave(k), k);
      v = mul_weight(v, octave_norm[octaves]);
    }
    return gain == 65536 ? to_unorm16<Bound>(v) : to_unorm16<Bound>(apply_gain(v, gain));
  }

  /// Octave k's coordinate: (c << k) + octave offset k, modulo 2^32 (as noise_row).
  static constexpr q16 at_octave(q16 c, unsigned k) noexcept {
    return wrap_add(wrap_shl(c, k), static_cast<q16>(octave_offset[k]));
  }

  template <class Lattice>
  constexpr uint16_t operator()(const Lattice& lattice, q16 px) const noexcept {
    const q16 x = wrap_add(x0, mul_q16_wrap(px, scale));
    return level<perlin2_bound>([&](unsigned k) {
      return perlin(at_octave(x, k), at_octave(time, k), lattice);
    });
  }
  template <class Lattice>
  constexpr uint16_t operator()(const Lattice& lattice, point2 pt) const noexcept {
    const q16 x = wrap_add(x0, mul_q16_wrap(pt.x, scale));
    const q16 y = wrap_add(y0, mul_q16_wrap(pt.y, scale_y));
    return level<perlin3_bound>([&](unsigned k) {
      return perlin(at_octave(x, k), at_octave(y, k), at_octave(time, k), lattice);
    });
  }
  template <class Lattice>
  constexpr uint16_t operator()(const Lattice& lattice, point3 pt) const noexcept {
    const q16 x = wrap_add(x0, mul_q16_wrap(pt.x, scale));
    const q16 y = wrap_add(y0, mul_q16_wrap(pt.y, scale_y));
    const q16 z = wrap_add(z0, mul_q16_wrap(pt.z, scale));
    return level<perlin4_bound>([&](unsigned k) {
      return perlin(at_octave(x, k), at_octave(y, k), at_octave(z, k), at_octave(time, k), lattice);
    });
  }
};

/// The loop of every map fill: check, then out[i] = convert(level of point i).
template <class Out, class Point, class Lattice, class Convert>
constexpr status map_fill(Out* out, const Point* map, size_t n, const noise_params& p, q16 t,
                          const Lattice& lattice, Convert convert) noexcept {
  const status s = check_map(out, map, n);
  if (s != status::ok) return s;
  const map_sampler sample(p, t);
  for (size_t i = 0; i < n; ++i) out[i] = convert(sample(lattice, map[i]));
  return status::ok;
}

}  // namespace detail

/// Whether P is a map point type: q16 (1D maps), point2 or point3.
template <class P>
inline constexpr bool is_map_point_v =
    meta::is_same_v<P, q16> || meta::is_same_v<P, point2> || meta::is_same_v<P, point3>;

/// Noise levels 0..65535 for the N points of a map, on any lattice. Point is q16 (a 1D
/// map: 2D noise (x * scale + offset_x, t * speed), as fill_strip_values; x[i] = i * 65536
/// gives fill_strip_values bit for bit), point2 (3D noise (x * scale + offset_x,
/// y * scale_y + offset_y, t * speed), as fill_matrix) or point3 (4D noise, z * scale on
/// the third axis). Coordinates: Q16 map units; t: Q16 seconds. Status as in the file
/// comment; writes exactly N levels.
///   uint16_t level[24];
///   qnoise::led::status s = qnoise::led::fill_map_values(level, ring, 24, params, t, qnoise::integer_hash{7});
template <class Point, class Lattice, meta::enable_if_t<is_map_point_v<Point>, int> = 0>
constexpr status fill_map_values(uint16_t* out, const Point* map, size_t n, const noise_params& p,
                                 q16 t, const Lattice& lattice) noexcept {
  return detail::map_fill(out, map, n, p, t, lattice, [](uint16_t v) { return v; });
}

/// Noise colours palette.at16(level) for the N points of a map, on any lattice (levels as
/// fill_map_values; a 1D map of x[i] = i * 65536 gives fill_strip's colours bit for bit,
/// map_panel's map fill_matrix's). Status as in the file comment; writes exactly N pixels.
template <class Point, class Lattice, meta::enable_if_t<is_map_point_v<Point>, int> = 0>
constexpr status fill_map(rgb8* out, const Point* map, size_t n, const palette256& palette,
                          const noise_params& p, q16 t, const Lattice& lattice) noexcept {
  return detail::map_fill(out, map, n, p, t, lattice,
                          [&palette](uint16_t v) { return palette.at16(v); });
}

/// 16-bit noise colours lerp16(palette, level) for the N points of a map, on any lattice
/// (levels as fill_map_values): smooth palette steps for dithering (led/dither.hpp).
/// Status as in the file comment; writes exactly N pixels.
template <class Point, class Lattice, meta::enable_if_t<is_map_point_v<Point>, int> = 0>
constexpr status fill_map16(rgb16* out, const Point* map, size_t n, const palette256& palette,
                            const noise_params& p, q16 t, const Lattice& lattice) noexcept {
  return detail::map_fill(out, map, n, p, t, lattice,
                          [&palette](uint16_t v) { return lerp16(palette, v); });
}

/// fill_map16 on the default lattice, Perlin's permutation (p.seed moves the pattern).
template <class Point, meta::enable_if_t<is_map_point_v<Point>, int> = 0>
constexpr status fill_map16(rgb16* out, const Point* map, size_t n, const palette256& palette,
                            const noise_params& p, q16 t) noexcept {
  return fill_map16(out, map, n, palette, p, t, perlin_permutation);
}

/// fill_map_values on the default lattice, Perlin's permutation (p.seed moves the pattern).
template <class Point, meta::enable_if_t<is_map_point_v<Point>, int> = 0>
constexpr status fill_map_values(uint16_t* out, const Point* map, size_t n, const noise_params& p,
                                 q16 t) noexcept {
  return fill_map_values(out, map, n, p, t, perlin_permutation);
}

/// fill_map on the default lattice, Perlin's permutation (p.seed moves the pattern).
///   qnoise::led::status s = qnoise::led::fill_map(leds, ring, 24, qnoise::led::palettes::lava, params, t);
template <class Point, meta::enable_if_t<is_map_point_v<Point>, int> = 0>
constexpr status fill_map(rgb8* out, const Point* map, size_t n, const palette256& palette,
                          const noise_params& p, q16 t) noexcept {
  return fill_map(out, map, n, palette, p, t, perlin_permutation);
}

// ---- Writing maps -------------------------------------------------------------------

/// Write a ring: N points on a circle of `radius` (Q16 map units) around `center`, point
/// i at the angle start + round(i * 65536 / N) (Q16 turns: 65536 = 360 degrees; 0 = the
/// +x axis), counter-clockwise when y points up. x = center.x + round(radius cos),
/// y = center.y + round(radius sin), with led::cos_turn / sin_turn (within 0.81 LSB of
/// the real functions, so within radius * 1.3e-5 + 0.5 LSB); results wrap modulo 2^32.
/// Status: empty (N == 0) > null_buffer > too_large (N > 65535); writes exactly N points.
///   qnoise::led::point2 ring[24];
///   qnoise::led::status s = qnoise::led::map_ring(ring, 24, 4 * 65536);
constexpr status map_ring(point2* out, size_t n, q16 radius, point2 center = {},
                          uint32_t start = 0) noexcept {
  const status s = check_strip(out, n);
  if (s != status::ok) return s;
  const uint32_t count = static_cast<uint32_t>(n);
  for (uint32_t i = 0; i < count; ++i) {
    const uint32_t a = start + (i * 65536u + count / 2u) / count;  // i * 65536 < 2^32
    out[i].x = detail::wrap_add(center.x, detail::mul_q16_wrap(radius, cos_turn(a), 32768u));
    out[i].y = detail::wrap_add(center.y, detail::mul_q16_wrap(radius, sin_turn(a), 32768u));
  }
  return status::ok;
}

/// Write an Archimedean spiral: N points, point i at the fraction f = i / (N - 1) of the
/// way (f = round(65536 i / (N - 1)) in Q16; f = 0 when N == 1), at angle start + turns * f
/// (Q16 turns) and radius r_inner + (r_outer - r_inner) * f (Q16 map units), around
/// `center`; counter-clockwise when y points up. Each product is rounded to nearest; the
/// results wrap modulo 2^32 (meaningful for radii and turns within +-32767).
/// Status: empty (N == 0) > null_buffer > too_large (N > 65535); writes exactly N points.
///   qnoise::led::point2 spiral[100];   // 3 turns from radius 1 to radius 8 LED spacings
///   qnoise::led::status s = qnoise::led::map_spiral(spiral, 100, 3 * 65536, 65536, 8 * 65536);
constexpr status map_spiral(point2* out, size_t n, q16 turns, q16 r_inner, q16 r_outer,
                            point2 center = {}, uint32_t start = 0) noexcept {
  const status s = check_strip(out, n);
  if (s != status::ok) return s;
  const uint32_t last = static_cast<uint32_t>(n) - 1u;
  for (uint32_t i = 0; i <= last; ++i) {
    const q16 f = last == 0 ? 0 : static_cast<q16>((i * 65536u + last / 2u) / last);  // 0..65536
    const uint32_t a = start + static_cast<uint32_t>(detail::mul_q16_wrap(turns, f, 32768u));
    const q16 r = detail::wrap_add(detail::mul_q16_wrap(r_inner, 65536 - f, 32768u),
                                   detail::mul_q16_wrap(r_outer, f, 32768u));
    out[i].x = detail::wrap_add(center.x, detail::mul_q16_wrap(r, cos_turn(a), 32768u));
    out[i].y = detail::wrap_add(center.y, detail::mul_q16_wrap(r, sin_turn(a), 32768u));
  }
  return status::ok;
}

/// Largest width or height map_panel accepts (so that (W - 1) * 65536 fits in a q16).
inline constexpr uint32_t max_panel_side = 32767;

/// Write the map of a W x H panel wired in `order`: LED i (its index on the wire) at
/// (x, y) * 65536, x and y in LED spacings, where layout::row_major puts LED y * W + x at
/// (x, y) and layout::serpentine reverses odd rows (LED y * W + W - 1 - x on odd y), as
/// fill_matrix's layouts do. fill_map over this map writes the same colours as
/// fill_matrix into an rgb888 framebuffer of that layout.
/// Status, nothing written unless ok: bad_layout (ssd1306_pages or an unknown value) >
/// empty (W or H is 0) > null_buffer > too_large (W or H above 32767, or W x H above
/// 65535) > buffer_too_small (capacity, in points, below W x H). Writes exactly W x H points.
///   qnoise::led::point2 panel[16 * 16];
///   qnoise::led::status s = qnoise::led::map_panel(panel, 256, 16, 16, qnoise::led::layout::serpentine);
constexpr status map_panel(point2* out, size_t capacity, uint32_t w, uint32_t h,
                           layout order = layout::serpentine) noexcept {
  if (order != layout::row_major && order != layout::serpentine) return status::bad_layout;
  if (w == 0 || h == 0) return status::empty;
  if (out == nullptr) return status::null_buffer;
  if (w > max_panel_side || h > max_panel_side || w * h > max_map_points) return status::too_large;
  if (capacity < size_t{w} * h) return status::buffer_too_small;
  for (uint32_t y = 0; y < h; ++y) {
    const bool reversed = order == layout::serpentine && (y & 1u) != 0;
    for (uint32_t x = 0; x < w; ++x) {
      const uint32_t col = reversed ? w - 1u - x : x;
      out[y * w + x] = point2{static_cast<q16>(col << 16), static_cast<q16>(y << 16)};
    }
  }
  return status::ok;
}

/// How normalize_map scales the axes (Pixelblaze's two choices).
enum class map_fit : uint8_t {
  contain = 0,  ///< one factor for every axis (keeps the shape): the longest axis spans 0..65536
  fill = 1,     ///< each axis on its own: every axis that has an extent spans 0..65536
};

namespace detail {

/// round(d * 65536 / e) for 0 <= d <= e, e > 0 (a result in 0..65536), by restoring
/// division in 32-bit arithmetic (no 64-bit divide on Cortex-M0). Half rounds up.
constexpr q16 unit_ratio(uint32_t d, uint32_t e) noexcept {
  if (d >= e) return 65536;
  uint32_t q = 0;
  uint32_t r = d;  // r < e throughout
  for (int bit = 0; bit < 17; ++bit) {  // 16 fraction bits and one rounding bit
    const bool carry = (r >> 31) != 0u;
    r <<= 1;
    q <<= 1;
    if (carry || r >= e) {
      r -= e;  // exact modulo 2^32: the true 2r - e is below e
      q |= 1u;
    }
  }
  return static_cast<q16>((q + 1u) >> 1);
}

struct axis_range {
  q16 lo = 0;
  q16 hi = 0;
  constexpr void take(q16 v, bool first) noexcept {
    if (first || v < lo) lo = v;
    if (first || v > hi) hi = v;
  }
  constexpr uint32_t extent() const noexcept {
    return static_cast<uint32_t>(hi) - static_cast<uint32_t>(lo);  // exact: hi >= lo
  }
  constexpr q16 map(q16 v, uint32_t span) const noexcept {
    return span == 0 ? 0 : unit_ratio(static_cast<uint32_t>(v) - static_cast<uint32_t>(lo), span);
  }
};

}  // namespace detail

/// Rescale a 2D map in place to normalised coordinates 0..65536 (Pixelblaze's 0..1
/// world units): each coordinate becomes round((c - min) * 65536 / extent), where min is
/// the axis' smallest value and extent is the longest axis' max - min (map_fit::contain,
/// the shape is kept; the shorter axis spans less than 0..65536, starting at 0) or the
/// axis' own max - min (map_fit::fill). An axis with no extent (all values equal) becomes
/// 0. Exact in 32-bit arithmetic for every int32 input (extents up to 2^32 - 1).
/// Status: empty (N == 0) > null_buffer > too_large (N > 65535) > bad_layout (unknown
/// map_fit value); nothing is changed unless ok.
///   qnoise::led::status s = qnoise::led::normalize_map(ring, 24);  // then p.scale = cells across
constexpr status normalize_map(point2* map, size_t n, map_fit fit = map_fit::contain) noexcept {
  const status s = check_strip(map, n);
  if (s != status::ok) return s;
  if (fit != map_fit::contain && fit != map_fit::fill) return status::bad_layout;
  detail::axis_range rx, ry;
  for (size_t i = 0; i < n; ++i) {
    rx.take(map[i].x, i == 0);
    ry.take(map[i].y, i == 0);
  }
  uint32_t ex = rx.extent(), ey = ry.extent();
  if (fit == map_fit::contain) {
    const uint32_t e = ex > ey ? ex : ey;
    ex = ex == 0 ? 0 : e;
    ey = ey == 0 ? 0 : e;
  }
  for (size_t i = 0; i < n; ++i) map[i] = point2{rx.map(map[i].x, ex), ry.map(map[i].y, ey)};
  return status::ok;
}

/// Rescale a 3D map in place to 0..65536 per axis, as the 2D overload (contain: the
/// longest of the three extents sets one factor for all; fill: each axis its own).
constexpr status normalize_map(point3* map, size_t n, map_fit fit = map_fit::contain) noexcept {
  const status s = check_strip(map, n);
  if (s != status::ok) return s;
  if (fit != map_fit::contain && fit != map_fit::fill) return status::bad_layout;
  detail::axis_range rx, ry, rz;
  for (size_t i = 0; i < n; ++i) {
    rx.take(map[i].x, i == 0);
    ry.take(map[i].y, i == 0);
    rz.take(map[i].z, i == 0);
  }
  uint32_t ex = rx.extent(), ey = ry.extent(), ez = rz.extent();
  if (fit == map_fit::contain) {
    uint32_t e = ex > ey ? ex : ey;
    e = e > ez ? e : ez;
    ex = ex == 0 ? 0 : e;
    ey = ey == 0 ? 0 : e;
    ez = ez == 0 ? 0 : e;
  }
  for (size_t i = 0; i < n; ++i) {
    map[i] = point3{rx.map(map[i].x, ex), ry.map(map[i].y, ey), rz.map(map[i].z, ez)};
  }
  return status::ok;
}

}  // namespace led
}  // namespace qnoise

#endif  // QNOISE_LED_MAP_HPP
