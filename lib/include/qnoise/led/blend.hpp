// SPDX-License-Identifier: MIT
/// \file
/// qnoise/led/blend.hpp — noise-driven transitions between two images (a noise dissolve).
///
/// A noise dissolve: a fractal-noise mask is stretched with a Levels adjustment (input
/// black 0.2, white 0.8, as in an image editor) so fewer frames are spent where nothing
/// changes; frame i then shows, per pixel, image B where
/// the mask has fallen below a threshold that sweeps from 0 to 1, image A above it, and a
/// soft edge one frame wide in between. Frame 0 is exactly A, frame N exactly B.
///
/// Frame by frame, with no stored mask (the mask is recomputed from noise each frame,
/// so RAM stays at the two source images, or none at all when A and B are shaders):
///   qnoise::led::noise_transition tr;          // mask noise settings + frame count
///   tr.frames = 60;
///   for (uint32_t f = 0; f <= 60; ++f) {
///     qnoise::led::blend_strip(out, a, b, 150, tr, f);   // or render(fb, transition_shader)
///     show(out);
///   }
#ifndef QNOISE_LED_BLEND_HPP
#define QNOISE_LED_BLEND_HPP

#include "../detail/freestanding.hpp"

#include "../hash.hpp"
#include "color.hpp"
#include "field.hpp"
#include "matrix.hpp"
#include "strip.hpp"

namespace qnoise {
namespace led {

/// Largest frame count a transition accepts (more are clamped to it).
inline constexpr uint32_t max_transition_frames = 4096;

/// A Levels adjustment (as in an image editor) on 0..65535: v <= low -> 0, v >= high -> 65535, linear in
/// between (rounded down). low >= high acts as a hard threshold at low.
constexpr uint16_t adjust_levels(uint16_t v, uint16_t low, uint16_t high) noexcept {
  if (v <= low) return 0;
  if (v >= high) return 65535;
  const uint32_t span = static_cast<uint32_t>(high - low);
  // (v - low) * 65535 / span; v - low < span < 2^16, so the product fits in 32 bits.
  return static_cast<uint16_t>((static_cast<uint32_t>(v - low) * 65535u) / span);
}

/// Weight of image B (0..256) for a pixel whose mask is `mask` at frame `frame` of
/// `frames` (frames clamped to 1..4096, frame to 0..frames). frame 0 gives 0 for every
/// mask, frame == frames gives 256 for every mask; a pixel turns from A to B within one
/// frame as the threshold level(frame) = frame * (65536 + ceil(65536 / frames)) / frames
/// passes its mask value.
constexpr uint32_t transition_weight(uint16_t mask, uint32_t frame, uint32_t frames) noexcept {
  const uint32_t n = frames == 0 ? 1u : (frames > max_transition_frames ? max_transition_frames : frames);
  const uint32_t f = frame > n ? n : frame;
  const uint32_t band = (65536u + n - 1u) / n;
  const int32_t level = static_cast<int32_t>(f * (65536u + band) / n);
  const int32_t d = (level - static_cast<int32_t>(mask)) * static_cast<int32_t>(n);
  if (d <= 0) return 0;
  if (d >= 65536) return 256;
  return static_cast<uint32_t>(d) >> 8;
}

/// Settings of a transition: the mask's noise (default: 4 octaves, 1/12 cell per pixel,
/// static), levels 0.2 .. 0.8 (input black and white points), and the number of frames.
struct noise_transition {
  /// The mask's noise (default: 4 octaves, 1/12 cell per pixel, static).
  noise_params noise = {5461, 0, 4, 0, 65536, 0, 0};
  /// Input black point of the levels adjustment, 0..65535.
  uint16_t low = 13107;   // 0.2
  /// Input white point of the levels adjustment, 0..65535.
  uint16_t high = 52429;  // 0.8
  uint32_t frames = 60;  ///< frames from all A to all B
};

/// Blend two strips (N pixels each) into `out` for one frame (0..frames). `out` may be
/// `a` or `b`. Errors as for fill_strip (a null a or b with N > 0 is null_buffer).
template <class Lattice>
status blend_strip(rgb8* out, const rgb8* a, const rgb8* b, size_t n,
                   const noise_transition& tr, uint32_t frame, const Lattice& lattice) noexcept {
  const status s = check_strip(out, n);
  if (s != status::ok) return s;
  if (a == nullptr || b == nullptr) return status::null_buffer;
  noise_row<Lattice, 2> row(lattice, tr.noise, 0, 0, static_cast<uint32_t>(n));
  for_each_level(row, static_cast<uint32_t>(n), [&](uint32_t i, uint16_t level) {
    out[i] = blend(a[i], b[i], transition_weight(adjust_levels(level, tr.low, tr.high), frame, tr.frames));
  });
  return status::ok;
}

/// The same on Ken Perlin's permutation (the default lattice; see the lattice overload).
inline status blend_strip(rgb8* out, const rgb8* a, const rgb8* b, size_t n,
                          const noise_transition& tr, uint32_t frame) noexcept {
  return blend_strip(out, a, b, n, tr, frame, perlin_permutation);
}

/// A shader (see matrix.hpp render) showing frame `frame` of the transition from shader
/// A to shader B; the mask is 3D noise at t = 0 along rows. Keeps pointers to a and b and
/// the lattice (which must outlive it) and a copy of `tr`; `width`: pixels per row.
template <class ShaderA, class ShaderB, class Lattice>
class transition_shader {
 public:
  /// Frame `frame` of `tr` from shader a to shader b, the mask on `lattice`; width: pixels per row.
  transition_shader(ShaderA& a, ShaderB& b, const noise_transition& tr, uint32_t frame,
                    const Lattice& lattice, uint32_t width) noexcept
      : a_(&a), b_(&b), tr_(tr), frame_(frame), mask_(lattice, tr.noise, 0, width) {}
  /// Deleted: a temporary lattice (const Lattice&&) does not compile, as the object keeps a pointer to it.
  transition_shader(ShaderA&, ShaderB&, const noise_transition&, uint32_t, const Lattice&&,
                    uint32_t) = delete;
  // Also keeps pointers to both shaders: temporaries refused (even for const shader types).
  /// Deleted: a temporary shader A (const ShaderA&&) does not compile, as the object keeps a pointer to it.
  transition_shader(const ShaderA&&, ShaderB&, const noise_transition&, uint32_t, const Lattice&,
                    uint32_t) = delete;
  /// Deleted: a temporary shader B (const ShaderB&&) does not compile, as the object keeps a pointer to it.
  transition_shader(ShaderA&, const ShaderB&&, const noise_transition&, uint32_t, const Lattice&,
                    uint32_t) = delete;
  /// Start row y (both shaders and the mask).
  void begin_row(uint32_t y) noexcept {
    a_->begin_row(y);
    b_->begin_row(y);
    mask_.begin_row(y);
  }
  /// Pixel x of the current row: A and B mixed by the levelled mask.
  rgb8 pixel(uint32_t x) noexcept {
    const rgb8 ca = a_->pixel(x);
    const rgb8 cb = b_->pixel(x);
    const uint16_t mask = adjust_levels(mask_.value(x), tr_.low, tr_.high);
    return blend(ca, cb, transition_weight(mask, frame_, tr_.frames));
  }

 private:
  ShaderA* a_;
  ShaderB* b_;
  noise_transition tr_;
  uint32_t frame_;
  noise_shader_values<Lattice> mask_;
};

/// Render frame `frame` of a transition between two shaders into a framebuffer.
template <class ShaderA, class ShaderB, class Lattice>
status render_transition(const framebuffer& fb, ShaderA& a, ShaderB& b, const noise_transition& tr,
                         uint32_t frame, const Lattice& lattice) noexcept {
  return render(fb, transition_shader<ShaderA, ShaderB, Lattice>(a, b, tr, frame, lattice, fb.width));
}

/// The same on Ken Perlin's permutation (the default lattice; see the lattice overload).
template <class ShaderA, class ShaderB>
status render_transition(const framebuffer& fb, ShaderA& a, ShaderB& b, const noise_transition& tr,
                         uint32_t frame) noexcept {
  return render_transition(fb, a, b, tr, frame, perlin_permutation);
}

}  // namespace led
}  // namespace qnoise

#endif  // QNOISE_LED_BLEND_HPP
