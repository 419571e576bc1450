// SPDX-License-Identifier: MIT
// qnoise/led/field.hpp — noise over a row of pixels, evaluated in a stream.
//
// Strips and matrices evaluate noise along rows: x advances by a fixed step while y (and
// the time axis z) stay fixed. Each octave streams through the library's row evaluators
// (qnoise::perlin_row2 / perlin_row3, row.hpp), which locate y and z once per row and
// hash each lattice cell once (not once per pixel): per pixel only the fade of x, the
// dot products and the interpolations remain. The result is bit-identical to
// qnoise::perlin(x, y, lattice) / perlin(x, y, z, lattice) for every input (tests prove
// it against the plain functions), so a row costs a fraction of per-pixel calls.
//
// `noise_params` is the one parameter block every fill function takes:
//   qnoise::led::noise_params p;
//   p.scale = 65536 / 16;   // 16 pixels per noise cell
//   p.speed = 65536 / 2;    // half a cell per second
//   p.octaves = 3;          // fractal sum (fBm), persistence 1/2, lacunarity 2
//   p.seed = 7;
#ifndef QNOISE_LED_FIELD_HPP
#define QNOISE_LED_FIELD_HPP

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "../fixed.hpp"
#include "../hash.hpp"
#include "../perlin.hpp"
#include "../row.hpp"

namespace qnoise {
namespace led {

/// Most octaves a fill sums (more are clamped to this).
inline constexpr std::uint8_t max_octaves = 8;

/// Noise settings shared by every fill and effect. All Q16 unless stated.
struct noise_params {
  /// Lattice cells per pixel along x and y (4096 = 1/16: 16 pixels per cell).
  q16 scale = 4096;
  /// Lattice cells per second along the time axis (t is Q16 seconds).
  q16 speed = 65536;
  /// Octaves of the fractal sum, 1..8 (0 counts as 1, above 8 as 8). Octave k has twice
  /// the frequency and half the amplitude of octave k - 1; the sum is normalised back to
  /// the single-octave bound.
  std::uint8_t octaves = 1;
  /// Seed: picks the lattice hash (integer_hash{seed}) and offsets the lattice, so
  /// different seeds have independent zero crossings.
  std::uint32_t seed = 0;
  /// Contrast: the noise is multiplied by gain (Q16, 0..16.0, clamped) before it is
  /// mapped to 0..65535 and clamped there. Perlin noise rarely reaches its bound, so
  /// values of 1.5..2.5 fill a palette more evenly (seed 000's "AdjustLevels").
  q16 gain = 65536;
  /// Added to x and y before scaling, in cells (scrolls the pattern).
  q16 offset_x = 0;
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
  const std::int64_t p = static_cast<std::int64_t>(a) * b;
  const std::int64_t f = p >= 0 ? p >> 16 : ~(~p >> 16);
  return to_signed(static_cast<std::uint32_t>(static_cast<std::uint64_t>(f) & 0xFFFFFFFFu));
}

/// Wrapping addition and scaling of Q16 coordinates (mod 2^32, seamless, no UB).
constexpr q16 wrap_add(q16 a, q16 b) noexcept {
  return to_signed(static_cast<std::uint32_t>(a) + static_cast<std::uint32_t>(b));
}
constexpr q16 wrap_mul_int(std::uint32_t i, q16 step) noexcept {
  return to_signed(i * static_cast<std::uint32_t>(step));
}
constexpr q16 wrap_shl(q16 a, unsigned k) noexcept {
  return to_signed(static_cast<std::uint32_t>(a) << k);
}

/// Per-octave offsets (Q16, fractional on purpose) so octaves do not share zeros.
inline constexpr std::uint32_t octave_offset[max_octaves] = {
    0x00000000u, 0x0025A3C7u, 0x0049D12Bu, 0x00713E55u,
    0x0093F0A9u, 0x00B6271Du, 0x00DA8C63u, 0x00FE19B1u};

/// Normalisation of an octave sum: 2^(n-1) / (2^n - 1) in Q16, so the sum of n octaves
/// with amplitudes 1, 1/2, ... keeps the single-octave bound.
inline constexpr std::int32_t octave_norm[max_octaves + 1] = {
    65536, 65536, 43691, 37449, 34953, 33825, 33288, 33026, 32897};

constexpr std::uint8_t clamp_octaves(std::uint8_t o) noexcept {
  return o == 0 ? 1 : (o > max_octaves ? max_octaves : o);
}

/// Lattice offsets derived from the seed (Q16: up to 255 cells plus a fraction).
/// Not qnoise::make_seed's offsets: those are other numbers, and the LED output (golden
/// tests, example checksums) depends on these; see docs/led.md.
constexpr q16 seed_offset(std::uint32_t seed, std::uint32_t axis) noexcept {
  return static_cast<q16>(hash32(seed * 3u + axis + 0x51EDu) & 0x00FFFFFFu);
}

/// v * gain / 65536 for |v| <= 2^18 and gain in [0, 16.0] (Q16), rounded half up,
/// in 32-bit arithmetic.
constexpr std::int32_t apply_gain(std::int32_t v, q16 gain) noexcept {
  const std::int32_t g = gain < 0 ? 0 : (gain > (16 << 16) ? (16 << 16) : gain);
  return v * (g >> 16) + mul_weight(v, g & 0xFFFF);
}

}  // namespace detail

/// A row of fractal noise mapped to 0..65535, for pixel i of a row at height `row` and
/// time t: 2D noise (x, time) when `Dims == 2` (strips), 3D (x, y, time) when
/// `Dims == 3` (matrices). Octave k samples at 2^k times the coordinates plus a fixed
/// offset, amplitude 2^-k; the sum is normalised, multiplied by params.gain and mapped
/// from [-bound, bound] to [0, 65535] (clamped).
///
/// The sum of several octaves is the LED layer's own fBm (persistence 1/2, lacunarity 2,
/// shared lattice, fixed offsets), written here so the row evaluators can stream every
/// octave. It is not fractal.hpp's fBm (per-octave keyed lattices and shifts, exact
/// largest-remainder weights, [-1, 1] normalisation): docs/led.md explains the difference.
template <class Lattice, int Dims>
class noise_row {
  static_assert(Dims == 2 || Dims == 3, "rows of 2D (strip) or 3D (matrix) noise");
  using evaluator = std::conditional_t<Dims == 2, perlin_row2<Lattice>, perlin_row3<Lattice>>;
  static constexpr q16 bound = Dims == 2 ? perlin2_bound : perlin3_bound;

 public:
  /// params: scale, offsets, octaves, gain; seed offsets the lattice (the lattice itself
  /// is the caller's). `row`: the pixel row (matrices; 0 for strips); t: Q16 seconds.
  noise_row(const Lattice& lattice, const noise_params& p, std::uint32_t row, q16 t) noexcept {
    reset(lattice, p, row, t);
  }
  noise_row(const Lattice&&, const noise_params&, std::uint32_t, q16) = delete;  // keeps a pointer

  /// Start another row (or frame) in place: same as constructing a new noise_row.
  void reset(const Lattice& lattice, const noise_params& p, std::uint32_t row, q16 t) noexcept {
    octaves_ = detail::clamp_octaves(p.octaves);
    gain_ = p.gain;
    step_ = p.scale;
    const q16 time = detail::wrap_add(detail::wrap_mul(t, p.speed), detail::seed_offset(p.seed, 2));
    x0_ = detail::wrap_add(p.offset_x, detail::seed_offset(p.seed, 0));
    const q16 y = detail::wrap_add(detail::wrap_add(p.offset_y, detail::seed_offset(p.seed, 1)),
                                   detail::wrap_mul_int(row, p.scale_y != 0 ? p.scale_y : p.scale));
    for (std::uint8_t k = 0; k < octaves_; ++k) {
      const q16 off = static_cast<q16>(detail::octave_offset[k]);
      if constexpr (Dims == 2) {
        rows_[k].init(lattice, detail::wrap_add(detail::wrap_shl(time, k), off));
      } else {
        rows_[k].init(lattice, detail::wrap_add(detail::wrap_shl(y, k), off),
                      detail::wrap_add(detail::wrap_shl(time, k), off));
      }
    }
  }

  /// Fractal noise at pixel i of the row, in Q16 within +-bound (before gain).
  q16 raw(std::uint32_t i) noexcept {
    const q16 x = detail::wrap_add(x0_, detail::wrap_mul_int(i, step_));
    evaluator* e = rows_;
    if (octaves_ == 1) return e[0](x);
    std::int32_t sum = 0;
    for (std::uint8_t k = 0; k < octaves_; ++k) {
      const q16 xk = detail::wrap_add(detail::wrap_shl(x, k), static_cast<q16>(detail::octave_offset[k]));
      sum += asr(e[k](xk), k);
    }
    return mul_weight(sum, detail::octave_norm[octaves_]);
  }

  /// Noise at pixel i mapped to 0..65535 (with gain).
  std::uint16_t operator()(std::uint32_t i) noexcept {
    const std::int32_t v = raw(i);
    return to_unorm16<bound>(gain_ == 65536 ? v : detail::apply_gain(v, gain_));
  }

 private:
  std::uint8_t octaves_;
  q16 gain_;
  q16 step_;
  q16 x0_;
  evaluator rows_[max_octaves];
};

}  // namespace led
}  // namespace qnoise

#endif  // QNOISE_LED_FIELD_HPP
