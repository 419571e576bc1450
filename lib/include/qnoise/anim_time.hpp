// SPDX-License-Identifier: MIT
/// \file
/// qnoise/anim_time.hpp — one clock for animations: time from milliseconds or from frame
/// counts, converted to the Q16 seconds every effect, fill and loop takes, with no
/// overflow for any input.
///
///   const qnoise::anim_time now = qnoise::anim_time::from_millis(millis());
///   qnoise::led::effects::lava(leds, 60, now.seconds());          // effects: Q16 seconds
///   const qnoise::q16 z = now.phase(32768);                       // 0.5 cells per second
///
/// Why a type: the obvious conversions overflow. `millis() * 65536 / 1000` wraps after
/// 65.5 s (the product leaves 32 bits), `frame * 65536 / 60` in int is signed overflow
/// (undefined) from frame 32,768, and `frame * 65536u / 120u` wraps after 65,536 frames
/// and the animation jumps. anim_time keeps the exact time in 1/65536 s ticks in 64 bits
/// (at most 2^48: never overflows) and hands out 32-bit values only where wrapping is
/// harmless or documented.
///
/// Wraps, and how to avoid the one jump:
///  - seconds() is the time in Q16 seconds modulo 2^32, i.e. it wraps every 65,536 s
///    (18 h 12 min). An effect passes t through `t * speed` (noise cells): the wrap is
///    seamless when every speed it uses is a multiple of 1/256 cell per second (256 in Q16,
///    the default lattice repeats every 256 cells: fire, candle, fire_matrix),
///    otherwise the picture jumps once per 18 h.
///  - phase(rate) is time x rate computed from the 64-bit ticks (modulo 2^32 Q16 units):
///    it never jumps while the input counter runs, for any rate. Use it for your own noise
///    coordinates (perlin(x, now.phase(speed))).
///  - The input counters wrap themselves: millis() every 2^32 ms = 49.7 days, a 32-bit
///    frame counter every 2^32 frames (2.3 years at 60 fps). The time then restarts at 0:
///    one jump, because 2^32 ms is not a whole number of noise periods for a general
///    speed. To have none, loop: from_millis(ms, loop_ms) with loop_ms a power of two
///    (65,536 ms, 2^20 ms = 17.5 min, ...) runs the time modulo loop_ms, which divides 2^32
///    so millis()'s own wrap falls on a loop boundary; the animation is then seamless when
///    it repeats every loop_ms itself (periodic noise: qnoise::loop_noise with a loop of
///    that length, or speeds that cross a whole number of lattice periods per loop).
#ifndef QNOISE_ANIM_TIME_HPP
#define QNOISE_ANIM_TIME_HPP

#include "detail/freestanding.hpp"

#include "fixed.hpp"

namespace qnoise {

/// A point in animation time, exact to 1/65536 s (see the file comment). Trivially
/// copyable, 8 bytes, all constexpr.
class anim_time {
 public:
  /// Time 0.
  constexpr anim_time() noexcept = default;

  /// From a millisecond counter (Arduino millis(), HAL_GetTick(), k_uptime_get_32()):
  /// floor(ms * 65536 / 1000) ticks, exact for every uint32 (up to 49.7 days).
  static constexpr anim_time from_millis(uint32_t ms) noexcept {
    return anim_time((uint64_t{ms} << 16) / 1000u);
  }

  /// The same, looped: time runs modulo loop_ms milliseconds (loop_ms == 0: no loop).
  /// A power-of-two loop_ms makes the millis() wrap at 49.7 days seamless.
  static constexpr anim_time from_millis(uint32_t ms, uint32_t loop_ms) noexcept {
    return from_millis(loop_ms == 0 ? ms : ms % loop_ms);
  }

  /// From a frame count at a fixed frame rate: floor(frame * 65536 / fps) ticks, exact
  /// for every uint32 frame; fps 0 counts as 1. from_frames(f, 30) equals the familiar
  /// f * 65536 / 30 while that does not overflow (so frame-based output is unchanged).
  static constexpr anim_time from_frames(uint32_t frame, uint32_t fps) noexcept {
    return anim_time((uint64_t{frame} << 16) / (fps == 0 ? 1u : fps));
  }

  /// From Q16 seconds (a time you already have as q16; negative values count as 0).
  static constexpr anim_time from_q16(q16 seconds) noexcept {
    return anim_time(seconds < 0 ? 0u : static_cast<uint64_t>(seconds));
  }

  /// Ticks of 1/65536 s since time 0 (at most 2^48).
  constexpr uint64_t ticks() const noexcept { return ticks_; }

  /// Time in Q16 seconds modulo 2^32 (as q16: wraps every 65,536 s), what every effect,
  /// fill and transition takes as `t`.
  constexpr q16 seconds() const noexcept {
    return to_signed(static_cast<uint32_t>(ticks_ & 0xFFFFFFFFu));
  }

  /// floor(time x rate) modulo 2^32, in Q16 units of whatever rate counts per second
  /// (rate Q16, any int32: cells per second gives a noise coordinate in cells, turns per
  /// second a sin_turn angle). Computed from the 64-bit ticks, so it runs on without a
  /// jump where seconds() wraps; equals led's wrap_mul(seconds(), rate) until then.
  constexpr q16 phase(q16 rate) const noexcept {
    // Bits 16..47 of ticks x rate (two's complement, mod 2^64: only the low 48 bits matter).
    const uint64_t r = static_cast<uint64_t>(static_cast<int64_t>(rate));
    return to_signed(static_cast<uint32_t>(((ticks_ * r) >> 16) & 0xFFFFFFFFu));
  }

  /// Equal when both are the same instant (same ticks).
  friend constexpr bool operator==(anim_time a, anim_time b) noexcept { return a.ticks_ == b.ticks_; }
  /// Not equal: different instants.
  friend constexpr bool operator!=(anim_time a, anim_time b) noexcept { return a.ticks_ != b.ticks_; }

 private:
  constexpr explicit anim_time(uint64_t ticks) noexcept : ticks_(ticks) {}
  uint64_t ticks_ = 0;
};

static_assert(anim_time::from_millis(1000).seconds() == 65536, "one second");
static_assert(anim_time::from_frames(90, 30).seconds() == 3 * 65536, "frame 90 at 30 fps");
static_assert(anim_time::from_millis(0xFFFFFFFFu).ticks() == (uint64_t{0xFFFFFFFFu} << 16) / 1000u,
              "no overflow at the end of millis()");

}  // namespace qnoise

#endif  // QNOISE_ANIM_TIME_HPP
