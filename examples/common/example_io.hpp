// SPDX-License-Identifier: MIT
// Shared output for the examples (not part of the library; copy it with an example or
// replace it with your LED driver). Works on the host and on Cortex-M under QEMU, with
// no heap, no float and no <cstdio>: everything goes through qnoise_port's console.
//
//   example::output out(argc, argv);   // flags: --color (24-bit ANSI), --animate
//   out.strip(leds, 60);               // one terminal line of LEDs
//   return out.finish("fire", example::checksum(leds, sizeof leds), expected::fire);
#ifndef QNOISE_EXAMPLES_IO_HPP
#define QNOISE_EXAMPLES_IO_HPP

#include <cstddef>
#include <cstdint>

#include "qnoise/anim_time.hpp"
#include "qnoise/led/color.hpp"
#include "qnoise_port/port.hpp"

namespace example {

/// Frame f of an animation at `fps` frames per second, as Q16 seconds (the library's
/// clock, qnoise::anim_time: no overflow for any frame number).
constexpr qnoise::q16 frame_time(std::uint32_t f, std::uint32_t fps) noexcept {
  return qnoise::anim_time::from_frames(f, fps).seconds();
}

/// FNV-1a (32 bits) of a frame: the number the ctest compares with the host's.
/// Pass the previous result as `h` to chain several buffers (bands, frames).
inline std::uint32_t checksum(const void* data, std::size_t n, std::uint32_t h = 2166136261u) noexcept {
  const auto* p = static_cast<const std::uint8_t*>(data);
  for (std::size_t i = 0; i < n; ++i) h = (h ^ p[i]) * 16777619u;
  return h;
}

class output {
 public:
  output(int argc, char** argv) noexcept {
    for (int i = 1; i < argc; ++i) {
      color_ |= same(argv[i], "--color");
      animate_ |= same(argv[i], "--animate");
    }
  }
  bool animate() const noexcept { return animate_; }

  /// One line of LEDs: 24-bit colour blocks with --color, else a luma ramp " .:-=+*#%@".
  void strip(const qnoise::led::rgb8* px, std::size_t n) noexcept {
    for (std::size_t i = 0; i < n; ++i) cell(px[i], px[i], false);
    end_line();
  }
  /// A picture, two pixel rows per text line (upper-half blocks) with --color.
  template <class Get>
  void picture(std::uint32_t w, std::uint32_t h, Get get) noexcept {
    for (std::uint32_t y = 0; y < h; y += 2) {
      for (std::uint32_t x = 0; x < w; ++x) cell(get(x, y), y + 1 < h ? get(x, y + 1) : qnoise::led::rgb8{}, true);
      end_line();
    }
  }
  void text(const char* s) noexcept { qnoise_port::console_puts(s); }

  /// Prints "<name> checksum 0x... (expected 0x...): ok|MISMATCH"; exit code 0 or 1.
  int finish(const char* name, std::uint32_t got, std::uint32_t expected) noexcept {
    qnoise_port::console_puts(name);
    qnoise_port::console_puts(" checksum ");
    qnoise_port::console_put_hex(got);
    qnoise_port::console_puts(" on ");
    qnoise_port::console_puts(qnoise_port::target_name());
    qnoise_port::console_puts(got == expected ? ": ok\n" : ": MISMATCH, expected ");
    if (got != expected) {
      qnoise_port::console_put_hex(expected);
      qnoise_port::console_puts("\n");
    }
    return got == expected ? 0 : 1;
  }

 private:
  static bool same(const char* a, const char* b) noexcept {
    while (*a != '\0' && *a == *b) { ++a; ++b; }
    return *a == *b;
  }
  void put(char c) noexcept {
    if (len_ == sizeof buf_) flush();
    buf_[len_++] = c;
  }
  void put_str(const char* s) noexcept { while (*s != '\0') put(*s++); }
  void put_u8(std::uint8_t v) noexcept {
    if (v >= 100) put(static_cast<char>('0' + v / 100));
    if (v >= 10) put(static_cast<char>('0' + (v / 10) % 10));
    put(static_cast<char>('0' + v % 10));
  }
  void rgb(const char* prefix, qnoise::led::rgb8 c) noexcept {
    put_str(prefix);
    put_u8(c.r); put(';'); put_u8(c.g); put(';'); put_u8(c.b); put('m');
  }
  void cell(qnoise::led::rgb8 top, qnoise::led::rgb8 bottom, bool half) noexcept {
    if (!color_) {
      put(" .:-=+*#%@"[(qnoise::led::luma(top) * 10u) >> 8]);
      return;
    }
    if (half) {
      rgb("\x1b[38;2;", top);
      rgb("\x1b[48;2;", bottom);
      put_str("\xe2\x96\x80");  // U+2580 upper half block
    } else {
      rgb("\x1b[48;2;", top);
      put(' ');
    }
  }
  void end_line() noexcept {
    if (color_) put_str("\x1b[0m");
    put('\n');
    flush();
  }
  void flush() noexcept {
    qnoise_port::console_write(buf_, len_);
    len_ = 0;
  }

  bool color_ = false;
  bool animate_ = false;
  char buf_[256];
  std::size_t len_ = 0;
};

}  // namespace example

#endif  // QNOISE_EXAMPLES_IO_HPP
