// SPDX-License-Identifier: MIT
/// \file
/// qnoise/led/effects.hpp — ready-made animations built on strips, matrices and palettes.
///
/// Every effect is one call per frame: a strip effect fills N rgb8 pixels, a matrix
/// effect fills a framebuffer (any layout and format). `t` is the time in Q16 seconds
/// (qnoise::anim_time::from_millis(ms).seconds() or from_frames(frame, fps).seconds());
/// `seed` picks an independent variation. Effects with settings take a small struct of
/// named fields (`marble_params`, `clouds_params`, ...), each field with its unit, range
/// and default; a default-constructed struct is the effect's look in the gallery:
///
///   qnoise::led::effects::marble_params mp;   // defaults
///   mp.veins = 65536 * 3 / 160;               // 3 veins across 160 pixels
///   qnoise::led::effects::marble(fb, t, mp);
///
/// Errors are those of fill_strip / render (nothing is written unless status::ok). All
/// integer, no heap.
///
///   strip:  fire, candle, lava, ocean, aurora, twinkle, breathing, plasma_strip
///   matrix: fire_matrix, clouds, lava_lamp, ocean_matrix, aurora_matrix, marble,
///           wood, plasma
#ifndef QNOISE_LED_EFFECTS_HPP
#define QNOISE_LED_EFFECTS_HPP

#include "../detail/freestanding.hpp"

#include "../hash.hpp"
#include "../permutation.hpp"
#include "color.hpp"
#include "field.hpp"
#include "matrix.hpp"
#include "palette.hpp"
#include "strip.hpp"
#include "trig.hpp"

namespace qnoise {
namespace led {
/// Ready-made animations: strip and matrix effects, one call per frame, and their shaders.
namespace effects {

namespace detail {

constexpr noise_params make_params(q16 scale, q16 speed, uint8_t octaves, q16 gain,
                                   uint32_t seed) noexcept {
  noise_params p;
  p.scale = scale;
  p.speed = speed;
  p.octaves = octaves;
  p.gain = gain;
  p.seed = seed;
  return p;
}

/// (a * b) >> 16 for a, b in 0..65535.
constexpr uint32_t mul16(uint32_t a, uint32_t b) noexcept { return (a * b) >> 16; }

constexpr uint16_t sat16(uint32_t v) noexcept {
  return static_cast<uint16_t>(v > 65535u ? 65535u : v);
}

}  // namespace detail

// ------------------------------------------------------------------ strips

/// Fire on a strip: pixel 0 is the base of the flame (hottest), heat falls off towards
/// pixel N-1, flame tongues rise 3 cells per second (8 LEDs per cell) and flicker.
inline status fire(rgb8* out, size_t n, q16 t, uint32_t seed = 0) noexcept {
  const status s = check_strip(out, n);
  if (s != status::ok) return s;
  noise_params p = detail::make_params(8192, 98304, 2, 98304, seed);
  // Negated modulo 2^32: -INT32_MIN would overflow (the fuzzer found it).
  p.offset_x = to_signed(0u - static_cast<uint32_t>(led::detail::wrap_mul(t, 3 * 65536)));
  noise_row<permutation, 2> row(perlin_permutation, p, 0, t, static_cast<uint32_t>(n));
  const uint32_t step = 65535u / static_cast<uint32_t>(n);
  for_each_level(row, static_cast<uint32_t>(n), [out, step](uint32_t i, uint16_t level) {
    const uint32_t fall = 65535u - i * step;  // 1 at the base, ~0 at the tip
    const uint32_t heat = detail::mul16(level, fall) + (detail::mul16(fall, fall) >> 2);
    out[i] = palettes::fire.at16(detail::sat16(heat));
  });
  return status::ok;
}

/// Candle flicker: warm light with fast, jittery brightness changes shared by the whole
/// strip and a little variation along it.
inline status candle(rgb8* out, size_t n, q16 t, uint32_t seed = 0) noexcept {
  return fill_strip(out, n, palettes::candle, detail::make_params(2048, 4 * 65536, 3, 117965, seed), t);
}

/// Lava: slow black and red blobs with hot orange cores (palette lava).
inline status lava(rgb8* out, size_t n, q16 t, uint32_t seed = 0) noexcept {
  return fill_strip(out, n, palettes::lava, detail::make_params(5461, 9830, 1, 91750, seed), t);
}

/// Ocean: rolling blues and foam (palette ocean, 2 octaves).
inline status ocean(rgb8* out, size_t n, q16 t, uint32_t seed = 0) noexcept {
  return fill_strip(out, n, palettes::ocean, detail::make_params(4096, 19661, 2, 98304, seed), t);
}

/// Aurora: slow green, teal and violet curtains on a night sky.
inline status aurora(rgb8* out, size_t n, q16 t, uint32_t seed = 0) noexcept {
  return fill_strip(out, n, palettes::aurora, detail::make_params(2731, 13107, 2, 98304, seed), t);
}

/// Settings of twinkle.
struct twinkle_params {
  /// Colours, one per LED picked by a hash of its index (default palettes::party).
  /// Null counts as the default; the palette must outlive the call.
  const palette256* palette = &palettes::party;
  /// Independent variation (which LEDs light when, and their colours). Any value; default 0.
  uint32_t seed = 0;
};

/// Twinkle: every LED fades in and out on its own (noise in time, 9.37 cells apart along
/// the strip so neighbours are independent), coloured from the palette by a hash of its
/// index.
inline status twinkle(rgb8* out, size_t n, q16 t, const twinkle_params& tp = {}) noexcept {
  const status s = check_strip(out, n);
  if (s != status::ok) return s;
  const palette256& pal = tp.palette != nullptr ? *tp.palette : palettes::party;
  const uint32_t seed = tp.seed;
  const noise_params p = detail::make_params(614072, 39322, 1, 65536, seed);  // 0.6 cells/s
  // The table-free hash: LEDs 9.37 cells apart would meet again within the 256 cells of a
  // permutation (every 82 LEDs), so twinkle takes integer_hash's 65536-cell period.
  const integer_hash lattice{seed};
  noise_row<integer_hash, 2> row(lattice, p, 0, t, static_cast<uint32_t>(n));
  for (uint32_t i = 0; i < n; ++i) {
    const q16 v = row.raw(i);  // +-65536; lit while positive
    const uint32_t u = v <= 0 ? 0u : (v >= 32768 ? 65535u : static_cast<uint32_t>(v) * 2u);
    const uint32_t level = detail::mul16(u, u) >> 8;  // squared: soft rise, quick peak
    out[i] = scale(pal[static_cast<uint8_t>(hash32(i + seed * 0x9E3779B9u) >> 24)],
                   static_cast<uint8_t>(level));
  }
  return status::ok;
}

/// Settings of breathing.
struct breathing_params {
  /// Breaths per second, Q16 (default 16384 = 0.25: one breath every 4 s). Any value
  /// works (the phase wraps); 0 holds still, negative runs backwards.
  q16 rate = 16384;
  /// Independent variation of the small brightness jitter. Any value; default 0.
  uint32_t seed = 0;
};

/// Breathing: the whole strip in one colour, brightness rising and falling like slow
/// breath with a little noise so it never looks mechanical; gamma 2.2 applied to the
/// brightness.
inline status breathing(rgb8* out, size_t n, q16 t, rgb8 color, const breathing_params& bp = {}) noexcept {
  const status s = check_strip(out, n);
  if (s != status::ok) return s;
  const q16 rate = bp.rate;
  const uint32_t seed = bp.seed;
  const uint32_t phase = static_cast<uint32_t>(led::detail::wrap_mul(t, rate));  // turns, Q16
  const q16 jitter = perlin(led::detail::wrap_mul(t, 65536), integer_hash{seed});    // +-1
  const int32_t base = sin_u8(phase - 16384u);  // starts dark
  int32_t level = 24 + (base * 231) / 255 + asr(jitter, 12);
  level = level < 0 ? 0 : (level > 255 ? 255 : level);
  const rgb8 c = scale(color, gamma22[static_cast<uint8_t>(level)]);
  for (size_t i = 0; i < n; ++i) out[i] = c;
  return status::ok;
}

// ------------------------------------------------------------------ matrices

/// Fire on a matrix: flames rise from the bottom row (y = H-1) and cool towards the top.
template <class Lattice>
class fire_shader {
 public:
  /// width, height: the picture's; scale: cells per pixel across (rows use half of it:
  /// tall flames). Keeps a pointer to the lattice (which must outlive it).
  fire_shader(const Lattice& lattice, uint32_t width, uint32_t height, q16 t, uint32_t seed,
              q16 scale = 13107) noexcept
      : height_(height == 0 ? 1u : height), t_(t),
        params_(detail::make_params(scale, 65536, 2, 98304, seed)), row_(lattice, params_, 0, t, width) {
    params_.scale_y = scale / 2;
    params_.offset_y = led::detail::wrap_mul(t, 65536 + 32768);  // rise 1.5 cells per second
  }
  /// Deleted: a temporary lattice (const Lattice&&) does not compile, as the object keeps a pointer to it.
  fire_shader(const Lattice&&, uint32_t, uint32_t, q16, uint32_t, q16 = 0) = delete;
  /// Start row y (picture coordinates).
  void begin_row(uint32_t y) noexcept {
    row_.reset(params_, y, t_);
    fall_ = ((y + 1u) * 65535u) / height_;  // 1 at the bottom row
  }
  /// Colour of pixel x in the current row.
  rgb8 pixel(uint32_t x) noexcept {
    // Noise scaled by height, plus a glow that grows towards the base, minus a cooling
    // term towards the top: sharp tongues, dark above them.
    const uint32_t heat = detail::mul16(row_(x), fall_) * 3u / 2u + (detail::mul16(fall_, fall_) >> 2);
    const uint32_t cool = (65535u - fall_) >> 2;
    return palettes::fire.at16(detail::sat16(heat > cool ? heat - cool : 0u));
  }

 private:
  uint32_t height_;
  q16 t_;
  noise_params params_;
  noise_row<Lattice, 3> row_;
  uint32_t fall_ = 0;
};

/// Settings of fire_matrix.
struct fire_matrix_params {
  /// Noise cells per pixel across, Q16 (default 13107 = 0.2: flame tongues about 5 pixels
  /// wide); rows use half of it, so flames are twice as tall as wide. Useful 0..65536
  /// (larger: finer, busier flames); any value is safe.
  q16 scale = 13107;
  /// Independent variation. Any value; default 0.
  uint32_t seed = 0;
};

/// Fire on a matrix (fire_shader on the default lattice): flames rise from the bottom row.
inline status fire_matrix(const framebuffer& fb, q16 t, const fire_matrix_params& fp = {}) noexcept {
  return render(fb, fire_shader<permutation>(perlin_permutation, fb.width, fb.height, t, fp.seed, fp.scale));
}

/// Settings of clouds.
struct clouds_params {
  /// Noise cells per pixel, Q16 (default 8192 = 1/8: clouds about 8 pixels across; for a
  /// display W pixels wide showing k clouds across use 65536 * k / W). Any value is safe.
  q16 scale = 8192;
  /// Independent variation. Any value; default 0.
  uint32_t seed = 0;
};

/// Clouds: 3 octaves of drifting fBm, blue sky to white, blown 0.4 cells per second.
inline status clouds(const framebuffer& fb, q16 t, const clouds_params& cp = {}) noexcept {
  noise_params p = detail::make_params(cp.scale, 16384, 3, 104858, cp.seed);
  p.offset_x = led::detail::wrap_mul(t, 26214);  // wind: 0.4 cells per second
  return fill_matrix(fb, palettes::clouds, p, t);
}

/// Settings of lava_lamp.
struct lava_lamp_params {
  /// Noise cells per pixel, Q16 (default 10923 = 1/6: blobs about 6 pixels across). Any
  /// value is safe.
  q16 scale = 10923;
  /// Independent variation. Any value; default 0.
  uint32_t seed = 0;
};

/// Lava lamp: big slow blobs (palette lava).
inline status lava_lamp(const framebuffer& fb, q16 t, const lava_lamp_params& lp = {}) noexcept {
  return fill_matrix(fb, palettes::lava, detail::make_params(lp.scale, 9830, 1, 91750, lp.seed), t);
}

/// Settings of ocean_matrix.
struct ocean_matrix_params {
  /// Noise cells per pixel, Q16 (default 8192 = 1/8: swells about 8 pixels across). Any
  /// value is safe.
  q16 scale = 8192;
  /// Independent variation. Any value; default 0.
  uint32_t seed = 0;
};

/// Ocean surface: 2 octaves through the ocean palette.
inline status ocean_matrix(const framebuffer& fb, q16 t, const ocean_matrix_params& op = {}) noexcept {
  return fill_matrix(fb, palettes::ocean, detail::make_params(op.scale, 19661, 2, 98304, op.seed), t);
}

/// Settings of aurora_matrix.
struct aurora_matrix_params {
  /// Noise cells per pixel, Q16 (default 6554 = 1/10: curtains about 10 pixels across).
  /// Any value is safe.
  q16 scale = 6554;
  /// Independent variation. Any value; default 0.
  uint32_t seed = 0;
};

/// Aurora curtains: noise through the aurora palette.
inline status aurora_matrix(const framebuffer& fb, q16 t, const aurora_matrix_params& ap = {}) noexcept {
  return fill_matrix(fb, palettes::aurora, detail::make_params(ap.scale, 13107, 2, 98304, ap.seed), t);
}

/// Marble (the classic Perlin marble, as in Hugo Elias' noise tutorial):
/// cos(x * frequency + turbulence), the turbulence a 3-octave fBm.
/// `veins`: turns of the cosine per pixel (Q16); `turbulence`: turns per unit of noise
/// (Q16, 0..2.0); the palette maps cos -1..1.
template <class Lattice>
class marble_shader {
 public:
  /// Marble of the noise `p` at time t (Q16 seconds) on `lattice`, through `pal`; width: pixels per row.
  marble_shader(const Lattice& lattice, const noise_params& p, q16 t, uint32_t width, uint32_t veins,
                const palette256& pal, q16 turbulence = 49152) noexcept
      : noise_(lattice, p, t, width), veins_(veins), pal_(&pal),
        turb_(turbulence < 0 ? 0 : (turbulence > 131072 ? 512 : turbulence >> 8)) {}
  // Keeps pointers to the lattice and the palette: temporaries are refused.
  /// Deleted: a temporary lattice (const Lattice&&) does not compile, as the object keeps a pointer to it.
  marble_shader(const Lattice&&, const noise_params&, q16, uint32_t, uint32_t, const palette256&,
                q16 = 0) = delete;
  /// Deleted: a temporary palette (const palette256&&) does not compile, as the object keeps a pointer to it.
  marble_shader(const Lattice&, const noise_params&, q16, uint32_t, uint32_t, const palette256&&,
                q16 = 0) = delete;
  /// Start row y (picture coordinates).
  void begin_row(uint32_t y) noexcept {
    noise_.begin_row(y);
    row_phase_ = y * (veins_ >> 1);  // veins run diagonally
  }
  /// Colour of pixel x in the current row.
  rgb8 pixel(uint32_t x) noexcept {
    // x * veins + noise * turbulence (|noise * turb| < 2^26: no overflow).
    const int32_t n = noise_.raw(x);
    const uint32_t angle = x * veins_ + row_phase_ + static_cast<uint32_t>(asr(n * turb_, 8));
    const int32_t c = cos_turn(angle);  // +-65536
    const uint32_t index = static_cast<uint32_t>(c + 65536) >> 9;  // 0..256
    return (*pal_)[static_cast<uint8_t>(index > 255u ? 255u : index)];
  }

 private:
  noise_shader_values<Lattice> noise_;
  uint32_t veins_;
  const palette256* pal_;
  int32_t turb_;
  uint32_t row_phase_ = 0;
};

/// Settings of marble.
struct marble_params {
  /// Noise cells per pixel of the turbulence, Q16 (default 3277 = 1/20: the veins wander
  /// over about 20 pixels). Any value is safe.
  q16 scale = 3277;
  /// Turns of the cosine per pixel across, Q16 (default 1638 = 1/40: one dark vein every
  /// 40 pixels; for k veins across W pixels use 65536 * k / W). Each row shifts the
  /// phase by veins / 2, so the veins run diagonally. Any value (the angle wraps).
  uint32_t veins = 1638;
  /// How far the noise bends the veins: turns of the cosine per unit of noise, Q16
  /// (default 49152 = 0.75; 0 = straight stripes, 2.0 = 131072 very tangled). Clamped to
  /// 0..2.0.
  q16 turbulence = 49152;
  /// Independent variation. Any value; default 0.
  uint32_t seed = 0;
};

/// Marble (marble_shader on the default lattice, palette marble): veined stone.
inline status marble(const framebuffer& fb, q16 t, const marble_params& mp = {}) noexcept {
  const noise_params p = detail::make_params(mp.scale, 6554, 3, 65536, mp.seed);
  return render(fb, marble_shader<permutation>(perlin_permutation, p, t, fb.width, mp.veins, palettes::marble,
                                               mp.turbulence));
}

/// Wood grain (the classic noise wood, as in Hugo Elias' noise tutorial): g = noise * 20,
/// grain = g - floor(g), through the wood palette; the noise is stretched 4x along y
/// (scale_y = scale / 4) so the grain runs vertically.
template <class Lattice>
class wood_shader {
 public:
  /// Wood grain of the noise `p` at time t (Q16 seconds) on `lattice`; width: pixels per row.
  wood_shader(const Lattice& lattice, const noise_params& p, q16 t, uint32_t width) noexcept
      : noise_(lattice, p, t, width) {}
  /// Deleted: a temporary lattice (const Lattice&&) does not compile, as the object keeps a pointer to it.
  wood_shader(const Lattice&&, const noise_params&, q16, uint32_t) = delete;  // keeps a pointer
  /// Start row y (picture coordinates).
  void begin_row(uint32_t y) noexcept { noise_.begin_row(y); }
  /// Colour of pixel x in the current row.
  rgb8 pixel(uint32_t x) noexcept {
    const uint32_t g = static_cast<uint32_t>(noise_.raw(x)) * 20u;  // wraps: frac kept
    return palettes::wood.at16(static_cast<uint16_t>(g & 0xFFFFu));
  }

 private:
  noise_shader_values<Lattice> noise_;
};

/// Settings of wood.
struct wood_params {
  /// Noise cells per pixel across, Q16 (default 2048 = 1/32: the rings' wobble spans
  /// about 32 pixels across and 128 down). Any value is safe.
  q16 scale = 2048;
  /// Independent variation. Any value; default 0.
  uint32_t seed = 0;
};

/// Wood grain (wood_shader on the default lattice, palette wood): rings running vertically.
inline status wood(const framebuffer& fb, q16 t, const wood_params& wp = {}) noexcept {
  noise_params p = detail::make_params(wp.scale, 1311, 1, 65536, wp.seed);
  p.scale_y = wp.scale / 4;
  return render(fb, wood_shader<permutation>(perlin_permutation, p, t, fb.width));
}

/// Plasma: three moving sine waves plus a little noise, through a palette (rainbow).
template <class Lattice>
class plasma_shader {
 public:
  /// Plasma at time t (Q16 seconds), its noise `p` on `lattice`, through `pal`; width: pixels per row.
  plasma_shader(const Lattice& lattice, const noise_params& p, q16 t, uint32_t width, const palette256& pal) noexcept
      : noise_(lattice, p, t, width), t_(static_cast<uint32_t>(t)), pal_(&pal) {}
  // Keeps pointers to the lattice and the palette: temporaries are refused.
  /// Deleted: a temporary lattice (const Lattice&&) does not compile, as the object keeps a pointer to it.
  plasma_shader(const Lattice&&, const noise_params&, q16, uint32_t, const palette256&) = delete;
  /// Deleted: a temporary palette (const palette256&&) does not compile, as the object keeps a pointer to it.
  plasma_shader(const Lattice&, const noise_params&, q16, uint32_t, const palette256&&) = delete;
  /// Start row y (picture coordinates).
  void begin_row(uint32_t y) noexcept {
    noise_.begin_row(y);
    y_ = y;
    wave_y_ = sin_turn(y * 2731u - t_ / 3u);
  }
  /// Colour of pixel x in the current row.
  rgb8 pixel(uint32_t x) noexcept {
    const int32_t sum = sin_turn(x * 3277u + t_ / 4u) + wave_y_ +
                             sin_turn((x + y_) * 2185u + t_ / 5u) + noise_.raw(x);  // +-4
    const uint32_t index = static_cast<uint32_t>(sum + 4 * 65536) >> 11;  // 0..256
    return (*pal_)[static_cast<uint8_t>(index > 255u ? 255u : index)];
  }

 private:
  noise_shader_values<Lattice> noise_;
  uint32_t t_;
  const palette256* pal_;
  uint32_t y_ = 0;
  int32_t wave_y_ = 0;
};

/// Settings of plasma and plasma_strip.
struct plasma_params {
  /// Colours the summed waves run through (default palettes::rainbow). Null counts as the
  /// default; the palette must outlive the call.
  const palette256* palette = &palettes::rainbow;
  /// Independent variation of the noise added to the waves. Any value; default 0.
  uint32_t seed = 0;
};

/// Plasma on a matrix (plasma_shader on the default lattice): sine waves plus noise through a palette.
inline status plasma(const framebuffer& fb, q16 t, const plasma_params& pp = {}) noexcept {
  const noise_params p = detail::make_params(6554, 19661, 1, 65536, pp.seed);
  const palette256& pal = pp.palette != nullptr ? *pp.palette : palettes::rainbow;
  return render(fb, plasma_shader<permutation>(perlin_permutation, p, t, fb.width, pal));
}

/// Plasma on a strip (one row of the matrix plasma).
inline status plasma_strip(rgb8* out, size_t n, q16 t, const plasma_params& pp = {}) noexcept {
  const status s = check_strip(out, n);
  if (s != status::ok) return s;
  const framebuffer fb{out, n * 3u, static_cast<uint32_t>(n), 1, pixel_format::rgb888,
                       layout::row_major};
  return plasma(fb, t, pp);
}

}  // namespace effects
}  // namespace led
}  // namespace qnoise

#endif  // QNOISE_LED_EFFECTS_HPP
