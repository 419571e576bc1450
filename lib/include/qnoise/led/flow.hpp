// SPDX-License-Identifier: MIT
/// \file
/// qnoise/led/flow.hpp — flow-field particles: N particles carried by a curl-noise flow
/// (qnoise/curl.hpp's construction), drawn with fading trails, on any framebuffer or, in
/// a narrow tank seen from the side, on a strip (flow_strip).
///
/// Memory is the caller's, described by a `flow_state` (no heap): an array of N
/// `flow_particle`s and a trail map of W x H bytes (one brightness per pixel, row-major,
/// picture coordinates). Per frame:
///
///   qnoise::led::effects::flow_particle dots[64];
///   uint8_t trail[32 * 32];
///   const qnoise::led::effects::flow_state fs{dots, 64, trail, sizeof trail, 32, 32};
///   qnoise::led::effects::flow_params fp;                        // defaults
///   (void)qnoise::led::effects::flow_start(fs, fp);              // once: spawn, clear trail
///   ...
///   qnoise::led::effects::flow(fb, fs, fp, t, 65536 / 60);      // each frame: step + render
///
/// The field. Particle positions are Q16 pixels. At pixel position (px, py) and time t
/// (Q16 seconds) the noise is n = perlin(X, Y, Z) with X = px * scale, Y = py * scale,
/// Z = t * evolve, seeded by qnoise::make_seed(seed) (its lattice and offsets), and the
/// stream function is psi = n * w: w = s(X distance to the nearest side edge) * s(Y
/// distance to the nearest top/bottom edge), s the cubic smoothstep over half a noise cell
/// (1 from half a cell inwards, 0 at the edge). The velocity is the 2D curl of psi,
///   v = (dpsi/dY, -dpsi/dX)   (per cell; in the interior exactly qnoise::curl's
///                              (dn/dy, -dn/dx), of a potential that also moves in time)
/// so it is divergence-free at every instant (particles neither bunch up nor thin out:
/// tests/led/test_led_flow.cpp measures it) and runs along the edges, never through
/// them: the picture is a closed tank. (A torus would not do: the noise does not repeat
/// across the picture, and particles pile up at the seam.) |v| <= 8.5 + 3 * 1.04 noise
/// units per cell per component (Q16), typically 1..3.
///
/// A step (flow_step) moves each particle by d = v * speed * dt (pixels: speed in pixels
/// per second per unit of v, dt in Q16 seconds) with v taken at the midpoint (p + d0 / 2,
/// d0 the same product at p: second order, so particles do not spiral out of the eddies
/// as Euler steps do), each component clamped to +-8 pixels,
/// in 2^k equal sub-steps of at most one pixel (d >> k each, rounded towards -inf), each
/// clamped into the picture, and adds the particle's brightness to the trail at every
/// sub-step (saturating at 255); positions always stay in [0, W) x [0, H). Before
/// moving, the whole trail is multiplied by fade / 256 (rounded down). A particle lives
/// `life` steps (lifetime / 2 to 3 lifetime / 2, from its hash), fading in and out over 8
/// steps at each end, then respawns at a hashed position: every spawn is hash32 of
/// (seed, particle index, spawn count), so the same seed gives the same frames on every
/// core.
///
/// Statuses (flow_check; nothing is written unless ok): empty (W or H is 0),
/// null_buffer (trail null, or particles null with N > 0), too_large (W or H above
/// flow_max_side = 16383, N above 65535, or W x H overflows size_t), buffer_too_small (trail
/// capacity below W x H). N == 0 is valid (the trail only fades). Rendering reads the
/// trail through a palette with render(): any format, layout and band (fb.y0); pixels
/// outside the W x H trail show palette entry 0.
/// Cost: per step W x H byte fades plus, per particle, two seeded 3D Perlin samples with
/// their gradients (32-bit) and up to 8 trail writes; per rendered pixel one byte and one
/// palette load. Measured (QEMU -icount, gcc -O2, defaults): a particle step 6400
/// instructions on Cortex-M0, 2940 on M4F; the fade 8.6 / 8.3 per pixel; a 16 x 16 frame
/// with 32 particles (flow: step and render) 837 / 398 per pixel.
#ifndef QNOISE_LED_FLOW_HPP
#define QNOISE_LED_FLOW_HPP

#include "../detail/freestanding.hpp"

#include "../curl.hpp"
#include "../derivative.hpp"
#include "../fixed.hpp"
#include "../hash.hpp"
#include "../seed.hpp"
#include "color.hpp"
#include "field.hpp"
#include "matrix.hpp"
#include "palette.hpp"
#include "strip.hpp"

namespace qnoise {
namespace led {
namespace palettes {

namespace stops {
/// Stops of palettes::comet: night blue, electric blue, cyan, white at the particle heads.
inline constexpr gradient_stop comet[] = {
    {0, {0, 0, 10}}, {50, {10, 10, 70}}, {120, {20, 80, 200}}, {190, {90, 210, 255}}, {255, {255, 255, 255}}};
}  // namespace stops
/// Particle trails: night blue (index 0, no trail) to white (255, a particle's head).
inline constexpr palette256 comet = make_gradient(stops::comet);

}  // namespace palettes

namespace effects {

/// One particle of a flow effect (caller-owned; flow_start fills it).
struct flow_particle {
  int32_t x;       ///< position, Q16 pixels, 0 <= x < W * 65536
  int32_t y;       ///< position, Q16 pixels, 0 <= y < H * 65536
  uint32_t spawn;  ///< how many times it has (re)spawned (the spawn hash's input)
  uint16_t age;    ///< steps since it spawned
  uint16_t life;   ///< steps it lives (0: for ever)
};

/// Largest trail width and height (positions are Q16 pixels in an int32, with room for a
/// step past the edge).
inline constexpr uint32_t flow_max_side = 16383;
/// Most particles a flow_state may hold.
inline constexpr size_t flow_max_particles = 65535;

/// Caller-owned memory of a flow effect (described, not owned, like framebuffer).
struct flow_state {
  flow_particle* particles = nullptr;  ///< N particles
  size_t count = 0;                    ///< N, 0..65535
  uint8_t* trail = nullptr;            ///< W x H brightness bytes, row-major (y * W + x)
  size_t trail_capacity = 0;           ///< bytes at trail, >= W x H
  uint32_t width = 0;                  ///< W, trail width in pixels, 1..16383
  uint32_t height = 0;                 ///< H, trail height in pixels, 1..16383
};

/// Settings of the flow effect (defaults: the gallery's look on a 32 x 32 to 96 x 96 picture).
struct flow_params {
  /// Noise cells per pixel of the flow field, Q16 (default 4096 = 1/16: eddies about 16
  /// pixels across). Clamped to 0..65536 (0: a uniform flow).
  q16 scale = 4096;
  /// Pixels per second per unit of flow velocity, Q16 (default 655360 = 10: the
  /// particles cross 10..30 pixels a second). Any value; negative runs against the flow.
  q16 speed = 10 * 65536;
  /// Cells per second the potential moves along its time axis, Q16 (default 6554 = 0.1:
  /// the eddies change over seconds; 0: a fixed field). Any value.
  q16 evolve = 6554;
  /// Trail kept per step, out of 256 (default 235: a trail fades to a tenth in 27
  /// steps; 0: dots, no trail).
  uint8_t fade = 235;
  /// Brightness a particle adds to the trail per sub-step, 0..255 (default 255).
  uint8_t brightness = 255;
  /// Mean life of a particle in steps (default 240: 4 s at 60 fps); each lives lifetime / 2
  /// to 3 lifetime / 2 steps, then respawns. 0: particles live for ever. Clamped to 32767.
  uint16_t lifetime = 240;
  /// Colours from no trail (index 0) to full brightness (255) (default palettes::comet).
  /// Null counts as the default; the palette must outlive the call (and the shader).
  const palette256* palette = &palettes::comet;
  /// Independent flow: the field's seed and the spawn positions. Any value; default 0.
  uint32_t seed = 0;
};

/// The checks every flow function runs first (see the file comment for the order).
constexpr status flow_check(const flow_state& s) noexcept {
  if (s.width == 0 || s.height == 0) return status::empty;
  if (s.trail == nullptr || (s.particles == nullptr && s.count > 0)) return status::null_buffer;
  if (s.width > flow_max_side || s.height > flow_max_side || s.count > flow_max_particles) return status::too_large;
  size_t bytes = 0;
  if (!checked_mul(s.width, s.height, bytes)) return status::too_large;
  if (s.trail_capacity < bytes) return status::buffer_too_small;
  return status::ok;
}

namespace detail {

/// The hash of spawn `spawn` of particle `index` under `seed`, stream k (0..3).
constexpr uint32_t flow_hash(uint32_t seed_value, uint32_t index, uint32_t spawn, uint32_t k) noexcept {
  return hash32(derive_seed(seed_value, index) + spawn * 4u + k);
}

/// (Re)spawn particle i at a hashed position with a hashed life; `stagger` also picks a
/// hashed age (flow_start: so the first generation does not die at once).
constexpr void flow_spawn(flow_particle& p, uint32_t i, const flow_state& s, const flow_params& fp,
                          bool stagger) noexcept {
  const uint32_t h = flow_hash(fp.seed, i, p.spawn, 0);
  p.x = static_cast<int32_t>((h >> 16) * s.width);     // < 32767 * 65536
  p.y = static_cast<int32_t>((h & 0xFFFFu) * s.height);
  const uint32_t lifetime = fp.lifetime > 32767u ? 32767u : fp.lifetime;
  if (lifetime == 0) {
    p.life = 0;
  } else {
    const uint32_t h2 = flow_hash(fp.seed, i, p.spawn, 1);
    p.life = static_cast<uint16_t>(lifetime / 2u + (((h2 >> 16) * lifetime) >> 16) + 1u);  // 1 .. 3L/2
  }
  p.age = stagger && p.life != 0
              ? static_cast<uint16_t>(((flow_hash(fp.seed, i, p.spawn, 2) >> 16) * p.life) >> 16)
              : 0;
}

/// v * k / 65536 rounded towards zero, for |v| < 2^20 (a flow velocity) and |k| <= 2^20:
/// four 32-bit partial products of the magnitudes (< 2^25 in all), then the sign.
constexpr int32_t flow_mul(int32_t v, int32_t k) noexcept {
  const uint32_t uv = v < 0 ? 0u - static_cast<uint32_t>(v) : static_cast<uint32_t>(v);
  const uint32_t uk = k < 0 ? 0u - static_cast<uint32_t>(k) : static_cast<uint32_t>(k);
  const uint32_t vh = uv >> 16, vl = uv & 0xFFFFu, kh = uk >> 16, kl = uk & 0xFFFFu;
  const uint32_t mag = (vh * kh << 16) + vh * kl + vl * kh + ((vl * kl) >> 16);  // < 2^25
  return (v < 0) != (k < 0) ? -static_cast<int32_t>(mag) : static_cast<int32_t>(mag);
}

/// v clamped into [0, m - 1] (m >= 1).
constexpr int32_t flow_clamp(int32_t v, int32_t m) noexcept { return v < 0 ? 0 : (v >= m ? m - 1 : v); }

/// Q16 pixels (0 .. 2^30) to Q16 cells at `scale` (0..65536), rounded down, in 32 bits.
constexpr int32_t flow_cells(int32_t p, uint32_t scale) noexcept {
  const uint32_t u = static_cast<uint32_t>(p);
  return static_cast<int32_t>((u >> 16) * scale + (((u & 0xFFFFu) * scale) >> 16));
}

/// The edge window along one axis at position p (Q16 pixels, 0 <= p < size, size in Q16
/// pixels): w = s(2 d) with d the distance to the nearer edge in cells and s the cubic
/// smoothstep 3 u^2 - 2 u^3 (1 for u >= 1), and dw = its derivative per cell (the sign
/// of moving towards larger p). Q16: w in 0..65536, |dw| <= 196608 (3.0).
struct flow_window {
  int32_t w;
  int32_t dw;
};
constexpr flow_window flow_edge(int32_t p, int32_t size, uint32_t scale) noexcept {
  const int32_t to_low = p, to_high = size - p;
  const bool low = to_low <= to_high;
  const int32_t d = flow_cells(low ? to_low : to_high, scale);
  if (d >= 32768) return {65536, 0};
  const uint32_t u = static_cast<uint32_t>(d) * 2u;       // 0..65534
  const uint32_t u2 = (u * u) >> 16, u3 = (u2 * u) >> 16;
  const int32_t slope = static_cast<int32_t>(12u * ((u * (65536u - u)) >> 16));  // 2 * 6 u (1 - u)
  return {static_cast<int32_t>(3u * u2 - 2u * u3), low ? slope : -slope};
}

/// Brightness of a particle of age a and life L (0: forever): full, ramped over 8 steps
/// at each end.
constexpr uint32_t flow_level(const flow_particle& p, uint32_t brightness) noexcept {
  if (p.life == 0) return brightness;
  const uint32_t left = p.age < p.life ? static_cast<uint32_t>(p.life - p.age) : 0u;
  uint32_t ramp = p.age + 1u < left ? p.age + 1u : left;
  ramp = ramp > 8u ? 8u : ramp;
  return (brightness * ramp) >> 3;
}

}  // namespace detail

/// The velocity of the flow of s at pixel position (px, py) (Q16 pixels, clamped into
/// the picture) at time t (Q16 seconds): the curl (dpsi/dY, -dpsi/dX) of the stream
/// function in the file comment, Q16 noise units per cell (each component within
/// +-(perlin_derivative3_bound + 3 * perlin3_bound)). s must pass flow_check (else 0).
constexpr curl2 flow_velocity(const flow_state& s, const flow_params& fp, int32_t px, int32_t py, q16 t) noexcept {
  if (flow_check(s) != status::ok) return {0, 0};
  const uint32_t scale = static_cast<uint32_t>(fp.scale < 0 ? 0 : (fp.scale > 65536 ? 65536 : fp.scale));
  const int32_t wq = static_cast<int32_t>(s.width << 16), hq = static_cast<int32_t>(s.height << 16);
  px = detail::flow_clamp(px, wq);
  py = detail::flow_clamp(py, hq);
  const noise_derivative3 d = perlin_with_derivative(detail::flow_cells(px, scale), detail::flow_cells(py, scale),
                                                     led::detail::wrap_mul(t, fp.evolve), make_seed(fp.seed));
  const detail::flow_window ex = detail::flow_edge(px, wq, scale), ey = detail::flow_edge(py, hq, scale);
  const int32_t w = detail::flow_mul(ex.w, ey.w);
  const int32_t psi_x = detail::flow_mul(d.dx, w) + detail::flow_mul(d.value, detail::flow_mul(ex.dw, ey.w));
  const int32_t psi_y = detail::flow_mul(d.dy, w) + detail::flow_mul(d.value, detail::flow_mul(ex.w, ey.dw));
  return {psi_y, -psi_x};
}

/// Spawn every particle at its hashed position (ages staggered) and clear the trail.
/// Returns flow_check's status; writes nothing unless ok.
constexpr status flow_start(const flow_state& s, const flow_params& fp = {}) noexcept {
  const status st = flow_check(s);
  if (st != status::ok) return st;
  const size_t bytes = size_t{s.width} * s.height;
  for (size_t i = 0; i < bytes; ++i) s.trail[i] = 0;
  for (size_t i = 0; i < s.count; ++i) {
    s.particles[i].spawn = 0;
    detail::flow_spawn(s.particles[i], static_cast<uint32_t>(i), s, fp, true);
  }
  return status::ok;
}

/// One step of dt (Q16 seconds, e.g. 65536 / fps) with the field at time t (Q16
/// seconds): fade the trail, move every particle (file comment), draw, age and respawn.
/// Particles are taken as they are (call flow_start first; positions outside the picture
/// are clamped into it). Returns flow_check's status; writes nothing unless ok.
constexpr status flow_step(const flow_state& s, const flow_params& fp, q16 t, q16 dt) noexcept {
  const status st = flow_check(s);
  if (st != status::ok) return st;
  const size_t bytes = size_t{s.width} * s.height;
  const uint32_t fade = fp.fade;
  for (size_t i = 0; i < bytes; ++i) s.trail[i] = static_cast<uint8_t>((s.trail[i] * fade) >> 8);
  // Pixels per unit of velocity this step, Q16, clamped to +-16 (a 64-bit product once per step).
  q16 k = q16_mul(fp.speed, dt);
  k = k > (1 << 20) ? (1 << 20) : (k < -(1 << 20) ? -(1 << 20) : k);
  const int32_t wq = static_cast<int32_t>(s.width << 16), hq = static_cast<int32_t>(s.height << 16);
  constexpr int32_t max_move = 8 * 65536;
  for (size_t i = 0; i < s.count; ++i) {
    flow_particle& p = s.particles[i];
    p.x = detail::flow_clamp(p.x, wq);
    p.y = detail::flow_clamp(p.y, hq);
    // The midpoint rule: the velocity half a step ahead (Euler steps spiral out of every
    // eddy and bunch the particles up between them).
    const curl2 v0 = flow_velocity(s, fp, p.x, p.y, t);
    const int32_t hx = asr(detail::flow_mul(v0.x, k), 1), hy = asr(detail::flow_mul(v0.y, k), 1);
    const curl2 v = flow_velocity(s, fp, detail::flow_clamp(p.x + hx, wq), detail::flow_clamp(p.y + hy, hq), t);
    int32_t dx = detail::flow_mul(v.x, k), dy = detail::flow_mul(v.y, k);
    dx = dx > max_move ? max_move : (dx < -max_move ? -max_move : dx);
    dy = dy > max_move ? max_move : (dy < -max_move ? -max_move : dy);
    const int32_t adx = dx < 0 ? -dx : dx, ady = dy < 0 ? -dy : dy;
    const int32_t longest = adx > ady ? adx : ady;
    unsigned shift = 0;
    while ((65536 << shift) < longest) ++shift;  // sub-steps of at most one pixel (shift <= 3)
    const int32_t sx = asr(dx, shift), sy = asr(dy, shift);
    const uint32_t level = detail::flow_level(p, fp.brightness);
    for (uint32_t j = 0; j < (1u << shift); ++j) {
      p.x = detail::flow_clamp(p.x + sx, wq);
      p.y = detail::flow_clamp(p.y + sy, hq);
      uint8_t& cell = s.trail[static_cast<size_t>(p.y >> 16) * s.width + static_cast<uint32_t>(p.x >> 16)];
      const uint32_t sum = cell + level;
      cell = static_cast<uint8_t>(sum > 255u ? 255u : sum);
    }
    if (p.life != 0 && ++p.age >= p.life) {
      ++p.spawn;
      detail::flow_spawn(p, static_cast<uint32_t>(i), s, fp, false);
    }
  }
  return status::ok;
}

/// The trail map of a flow_state through a palette: pixel (x, y) (picture coordinates)
/// is palette[trail[y * W + x]], palette[0] outside the W x H trail. Keeps the state's
/// pointers and a pointer to the palette (params.palette, or palettes::comet when null),
/// which must outlive the shader.
class flow_shader {
 public:
  /// The trail of s through fp's palette.
  constexpr flow_shader(const flow_state& s, const flow_params& fp) noexcept
      : trail_(s.trail), width_(s.width), height_(s.height),
        pal_(fp.palette != nullptr ? fp.palette : &palettes::comet) {}
  /// Start row y (picture coordinates).
  constexpr void begin_row(uint32_t y) noexcept {
    row_ = y < height_ && trail_ != nullptr ? trail_ + size_t{y} * width_ : nullptr;
  }
  /// Colour of pixel x in the current row.
  constexpr rgb8 pixel(uint32_t x) const noexcept {
    return (*pal_)[row_ != nullptr && x < width_ ? row_[x] : uint8_t{0}];
  }

 private:
  const uint8_t* trail_;
  uint32_t width_;
  uint32_t height_;
  const palette256* pal_;
  const uint8_t* row_ = nullptr;
};

/// Render the trail of s into fb (any format, layout and size; see flow_shader). Returns
/// flow_check's status, then render()'s; writes nothing unless ok.
inline status flow_render(const framebuffer& fb, const flow_state& s, const flow_params& fp = {}) noexcept {
  const status st = flow_check(s);
  if (st != status::ok) return st;
  return render(fb, flow_shader(s, fp));
}

/// One frame of flow-field particles: flow_step(s, fp, t, dt), then flow_render(fb, s,
/// fp). Call flow_start(s, fp) once before the first frame. Checks fb first (validate)
/// and s (flow_check), so nothing is written, not even the particles, unless both are ok.
///   qnoise::led::effects::flow(fb, fs, fp, now.seconds(), 65536 / 60);
inline status flow(const framebuffer& fb, const flow_state& s, const flow_params& fp, q16 t, q16 dt) noexcept {
  size_t bytes = 0;
  const status fs = validate(fb, bytes);
  if (fs != status::ok) return fs;
  const status st = flow_step(s, fp, t, dt);
  if (st != status::ok) return st;
  return render(fb, flow_shader(s, fp));
}

/// Flow particles on a strip of N LEDs: one flow_step(s, fp, t, dt) in a narrow tank (W
/// = N columns, a few rows: 4..8 work well, the flow then runs along the strip, each way
/// in one half), then LED i shows the brightest trail pixel of column i (the maximum over
/// the H rows) through the palette, palette[0] past the trail's W columns. Checks the
/// strip (check_strip) and s (flow_check) first; writes nothing, not even the particles,
/// unless both are ok; then exactly N pixels.
///   qnoise::led::effects::flow_particle dots[20];
///   uint8_t trail[60 * 6];
///   const qnoise::led::effects::flow_state fs{dots, 20, trail, sizeof trail, 60, 6};
///   qnoise::led::effects::flow_strip(leds, 60, fs, fp, t, 65536 / 60);
inline status flow_strip(rgb8* out, size_t n, const flow_state& s, const flow_params& fp, q16 t, q16 dt) noexcept {
  const status ss = check_strip(out, n);
  if (ss != status::ok) return ss;
  const status st = flow_step(s, fp, t, dt);
  if (st != status::ok) return st;
  const palette256& pal = fp.palette != nullptr ? *fp.palette : palettes::comet;
  for (size_t i = 0; i < n; ++i) {
    uint8_t top = 0;
    if (i < s.width) {
      for (uint32_t y = 0; y < s.height; ++y) {
        const uint8_t v = s.trail[size_t{y} * s.width + i];
        top = v > top ? v : top;
      }
    }
    out[i] = pal[top];
  }
  return status::ok;
}

}  // namespace effects
}  // namespace led
}  // namespace qnoise

#endif  // QNOISE_LED_FLOW_HPP
