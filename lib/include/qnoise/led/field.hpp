// SPDX-License-Identifier: MIT
/// \file
/// qnoise/led/field.hpp — noise over a row of pixels, evaluated in a stream.
///
/// Strips and matrices evaluate noise along rows: x advances by a fixed step while y (and
/// the time axis z) stay fixed. Each octave goes through the row engine (qnoise::perlin_row,
/// row.hpp) a chunk of pixels at a time, which locates y and z once per row and hashes each
/// lattice cell once (not once per pixel): per pixel only the fade of x, the dot products
/// and the interpolations remain. Every value is bit-identical to qnoise::perlin(x, y,
/// lattice) / perlin(x, y, z, lattice) at the pixel's coordinates (tests prove it).
///
/// `noise_params` is the one parameter block every fill function takes:
///   qnoise::led::noise_params p;
///   p.scale = 65536 / 16;   // 16 pixels per noise cell
///   p.speed = 65536 / 2;    // half a cell per second
///   p.octaves = 3;          // fractal sum (fBm), persistence 1/2, lacunarity 2
///   p.seed = 7;
#ifndef QNOISE_LED_FIELD_HPP
#define QNOISE_LED_FIELD_HPP

#include "../detail/freestanding.hpp"

#include "../fixed.hpp"
#include "../hash.hpp"
#include "../perlin.hpp"
#include "../row.hpp"

#if defined(__GNUC__)
#define QNOISE_LED_NOINLINE [[gnu::noinline]]
#else
#define QNOISE_LED_NOINLINE
#endif

namespace qnoise {
namespace led {

/// Most octaves a fill sums (more are clamped to this).
inline constexpr uint8_t max_octaves = 8;

/// Noise settings shared by every fill and effect. All Q16 unless stated.
struct noise_params {
  /// Lattice cells per pixel along x and y (4096 = 1/16: 16 pixels per cell).
  q16 scale = 4096;
  /// Lattice cells per second along the time axis (t is Q16 seconds).
  q16 speed = 65536;
  /// Octaves of the fractal sum, 1..8 (0 counts as 1, above 8 as 8). Octave k has twice
  /// the frequency and half the amplitude of octave k - 1; the sum is normalised back to
  /// the single-octave bound.
  uint8_t octaves = 1;
  /// Seed: moves the pattern by a seed-dependent offset (up to 255 cells and a fraction)
  /// on every axis, so different seeds show different, unrelated-looking parts of the
  /// lattice with their zero crossings in different places. On the default lattice
  /// (Perlin's 256-cell permutation) that is 2^24 starting cells per axis pair; for a
  /// lattice of its own per seed pass `qnoise::make_permutation(seed)` (a 512-byte table,
  /// same speed) or `qnoise::integer_hash{seed}` (no table, slower) to the lattice overloads.
  uint32_t seed = 0;
  /// Contrast: the noise is multiplied by gain (Q16, 0..16.0, clamped) before it is
  /// mapped to 0..65535 and clamped there. Perlin noise rarely reaches its bound, so
  /// values of 1.5..2.5 fill a palette more evenly (like a Levels adjustment in an image editor).
  q16 gain = 65536;
  /// Added to x and y before scaling, in cells (scrolls the pattern).
  q16 offset_x = 0;
  /// Added to y before scaling, in cells (see offset_x).
  q16 offset_y = 0;
  /// Cells per pixel along y (matrix rows) if not 0; 0 means the same as `scale`.
  /// A smaller scale_y stretches features vertically (flames, wood grain).
  q16 scale_y = 0;
};

namespace detail {

/// Wrapping a * b / 65536 (floor) of two Q16 values, modulo 2^32: used for time * speed,
/// where wrapping is seamless because every lattice period divides 65536 cells.
/// 64-bit product: once per frame, never per pixel.
constexpr q16 wrap_mul(q16 a, q16 b) noexcept {
  const int64_t p = static_cast<int64_t>(a) * b;
  const int64_t f = p >= 0 ? p >> 16 : ~(~p >> 16);
  return to_signed(static_cast<uint32_t>(static_cast<uint64_t>(f) & 0xFFFFFFFFu));
}

/// Wrapping addition and scaling of Q16 coordinates (mod 2^32, seamless, no UB).
constexpr q16 wrap_add(q16 a, q16 b) noexcept {
  return to_signed(static_cast<uint32_t>(a) + static_cast<uint32_t>(b));
}
constexpr q16 wrap_mul_int(uint32_t i, q16 step) noexcept {
  return to_signed(i * static_cast<uint32_t>(step));
}
constexpr q16 wrap_shl(q16 a, unsigned k) noexcept {
  return to_signed(static_cast<uint32_t>(a) << k);
}

/// Per-octave offsets (Q16, fractional on purpose) so octaves do not share zeros.
inline constexpr uint32_t octave_offset[max_octaves] = {
    0x00000000u, 0x0025A3C7u, 0x0049D12Bu, 0x00713E55u,
    0x0093F0A9u, 0x00B6271Du, 0x00DA8C63u, 0x00FE19B1u};

/// Normalisation of an octave sum: 2^(n-1) / (2^n - 1) in Q16, so the sum of n octaves
/// with amplitudes 1, 1/2, ... keeps the single-octave bound.
inline constexpr int32_t octave_norm[max_octaves + 1] = {
    65536, 65536, 43691, 37449, 34953, 33825, 33288, 33026, 32897};

constexpr uint8_t clamp_octaves(uint8_t o) noexcept {
  return o == 0 ? 1 : (o > max_octaves ? max_octaves : o);
}

/// Lattice offsets derived from the seed (Q16: up to 255 cells plus a fraction).
/// Not qnoise::make_seed's offsets: those are other numbers, and the LED output (golden
/// tests, example checksums) depends on these; see docs/led.md.
constexpr q16 seed_offset(uint32_t seed, uint32_t axis) noexcept {
  return static_cast<q16>(hash32(seed * 3u + axis + 0x51EDu) & 0x00FFFFFFu);
}

/// v * gain / 65536 for |v| <= 2^18 and gain in [0, 16.0] (Q16), rounded half up,
/// in 32-bit arithmetic.
constexpr int32_t apply_gain(int32_t v, q16 gain) noexcept {
  const int32_t g = gain < 0 ? 0 : (gain > (16 << 16) ? (16 << 16) : gain);
  return v * (g >> 16) + mul_weight(v, g & 0xFFFF);
}

}  // namespace detail

/// A row of fractal noise mapped to 0..65535, for pixel i of a row at height `row` and
/// time t: 2D noise (x, time) when `Dims == 2` (strips), 3D (x, y, time) when
/// `Dims == 3` (matrices). Octave k samples at 2^k times the coordinates plus a fixed
/// offset, amplitude 2^-k; the sum is normalised, multiplied by params.gain and mapped
/// from [-bound, bound] to [0, 65535] (clamped).
///
/// The values are computed `chunk` pixels at a time by the row engine (row.hpp): one
/// perlin_row call per octave and chunk, so the lattice work is done once per cell, not
/// once per pixel. Pixels may be read in any order; reading them in increasing order (as
/// every fill does) computes each pixel once. `length` (the pixels in the row) only keeps
/// the last chunk from computing pixels past the row.
///
/// The sum of several octaves is the LED layer's own fBm (persistence 1/2, lacunarity 2,
/// shared lattice, fixed offsets). It is not fractal.hpp's fBm (per-octave keyed lattices and shifts, exact
/// largest-remainder weights, [-1, 1] normalisation): docs/led.md explains the difference.
/// Keeps a pointer to the lattice, which must outlive it (temporaries are refused).
template <class Lattice, int Dims>
class noise_row {
  static_assert(Dims == 2 || Dims == 3, "rows of 2D (strip) or 3D (matrix) noise");
  static constexpr q16 bound = Dims == 2 ? perlin2_bound : perlin3_bound;

 public:
  /// Pixels computed per engine call (the stack holds two chunks of q16).
  static constexpr uint32_t chunk = 32;

  /// params: scale, offsets, octaves, gain; seed offsets the lattice (the lattice itself
  /// is the caller's). `row`: the pixel row (matrices; 0 for strips); t: Q16 seconds;
  /// length: pixels in the row (any value; pixels past it are computed one chunk at a time).
  noise_row(const Lattice& lattice, const noise_params& p, uint32_t row, q16 t,
            uint32_t length = max_strip_pixels) noexcept
      : lattice_(&lattice), length_(length) {
    reset(p, row, t);
  }
  /// Deleted: a temporary lattice (const Lattice&&) does not compile, as the object keeps a pointer to it.
  noise_row(const Lattice&&, const noise_params&, uint32_t, q16, uint32_t = 0) = delete;  // keeps a pointer

  /// Start another row (or frame) of the same lattice in place.
  void reset(const noise_params& p, uint32_t row, q16 t) noexcept {
    octaves_ = detail::clamp_octaves(p.octaves);
    gain_ = p.gain;
    step_ = p.scale;
    time_ = detail::wrap_add(detail::wrap_mul(t, p.speed), detail::seed_offset(p.seed, 2));
    x0_ = detail::wrap_add(p.offset_x, detail::seed_offset(p.seed, 0));
    y_ = detail::wrap_add(detail::wrap_add(p.offset_y, detail::seed_offset(p.seed, 1)),
                          detail::wrap_mul_int(row, p.scale_y != 0 ? p.scale_y : p.scale));
    first_ = 0;
    count_ = 0;
  }

  /// Fractal noise at pixel i of the row, in Q16 within +-bound (before gain).
  q16 raw(uint32_t i) noexcept {
    if (i - first_ >= count_) compute(i);
    return values_[i - first_];
  }

  /// Noise at pixel i mapped to 0..65535 (with gain).
  uint16_t operator()(uint32_t i) noexcept {
    if (i - first_ >= count_) compute(i);
    return levels_[i - first_];
  }

  /// The levels (0..65535, with gain) of the pixels from i on, a chunk at a time: returns
  /// a pointer to them and sets `count` to how many there are (1..chunk; never past the
  /// row's `length` unless i is already past it). The pointer is valid until the next call.
  /// Fills read whole chunks this way (see for_each_level), not a pixel per call.
  const uint16_t* levels(uint32_t i, uint32_t& count) noexcept {
    if (i != first_ || count_ == 0) compute(i);
    count = count_;
    return levels_;
  }

 private:
  static constexpr uint32_t max_strip_pixels = 65535;

  /// Octave k's row of n pixels from pixel i: x = (x0 + i step) 2^k + offset_k, the
  /// other axes likewise (all modulo 2^32, as noise coordinates wrap).
  void octave_row(q16* out, uint32_t n, uint32_t i, uint8_t k) const noexcept {
    const q16 off = static_cast<q16>(detail::octave_offset[k]);
    const q16 x = detail::wrap_add(detail::wrap_shl(detail::wrap_add(x0_, detail::wrap_mul_int(i, step_)), k), off);
    const q16 step = detail::wrap_shl(step_, k);
    const q16 time = detail::wrap_add(detail::wrap_shl(time_, k), off);
    if constexpr (Dims == 2) {
      perlin_row(out, n, x, step, time, *lattice_);
    } else {
      perlin_row(out, n, x, step, detail::wrap_add(detail::wrap_shl(y_, k), off), time, *lattice_);
    }
  }

  /// Computes the chunk that starts at pixel i: raw values and their 0..65535 levels.
  /// Out of line: the per-pixel readers above stay a compare and a load.
  QNOISE_LED_NOINLINE void compute(uint32_t i) noexcept {
    const uint32_t left = i < length_ ? length_ - i : 1u;
    const uint32_t n = left < chunk ? left : chunk;
    first_ = i;
    count_ = n;
    octave_row(values_, n, i, 0);
    if (octaves_ > 1) {
      q16 octave[chunk];
      for (uint8_t k = 1; k < octaves_; ++k) {
        octave_row(octave, n, i, k);
        for (uint32_t j = 0; j < n; ++j) values_[j] += asr(octave[j], k);
      }
      // The normalisation in the levels' pass (one pass over the chunk, not two).
      if (gain_ == 65536) {
        finish<true, false>(n);
      } else {
        finish<true, true>(n);
      }
    } else if (gain_ == 65536) {
      finish<false, false>(n);
    } else {
      finish<false, true>(n);
    }
  }

  /// The levels of the chunk's n values: normalised (several octaves), with gain, mapped
  /// to 0..65535; the conditions are the row's, so each combination is its own loop.
  template <bool Normalise, bool Gain>
  void finish(uint32_t n) noexcept {
    const int32_t norm = detail::octave_norm[octaves_];
    for (uint32_t j = 0; j < n; ++j) {
      q16 v = values_[j];
      if constexpr (Normalise) values_[j] = v = mul_weight(v, norm);
      if constexpr (Gain) v = detail::apply_gain(v, gain_);
      levels_[j] = to_unorm16<bound>(v);
    }
  }

  const Lattice* lattice_;
  uint32_t length_;
  uint8_t octaves_ = 1;
  q16 gain_ = 65536;
  q16 step_ = 0;
  q16 x0_ = 0;
  q16 y_ = 0;
  q16 time_ = 0;
  uint32_t first_ = 0;  // values_ holds pixels [first_, first_ + count_)
  uint32_t count_ = 0;
  q16 values_[chunk];
  uint16_t levels_[chunk];
};

/// Calls f(i, level) for every pixel i in [0, n) of `row` in increasing order, with
/// level = row(i) (0..65535), reading the row a chunk at a time: the loop every strip fill
/// and strip effect runs.
template <class Row, class F>
void for_each_level(Row& row, uint32_t n, F&& f) noexcept {
  for (uint32_t i = 0; i < n;) {
    uint32_t count = 0;
    const uint16_t* const level = row.levels(i, count);
    const uint32_t end = n - i < count ? n : i + count;
    for (uint32_t j = 0; i < end; ++i, ++j) f(i, level[j]);
  }
}

}  // namespace led
}  // namespace qnoise

#endif  // QNOISE_LED_FIELD_HPP
