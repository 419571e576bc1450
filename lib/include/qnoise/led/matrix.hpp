// SPDX-License-Identifier: MIT
/// \file
/// qnoise/led/matrix.hpp — W x H framebuffers: LED matrices, OLEDs and small TFTs.
///
/// A `framebuffer` describes caller-owned memory: its size in bytes, the picture's width
/// and height, the pixel format and the layout (the order pixels sit in memory):
///
///   layout::row_major      pixel (x, y) at index y * W + x (TFTs, most matrices)
///   layout::serpentine     zig-zag LED matrices: even rows left to right, odd rows
///                          right to left (index y * W + (W - 1 - x) on odd y)
///   layout::ssd1306_pages  SSD1306/SH1106 OLEDs, 1-bit only: byte (y / 8) * W + x,
///                          bit y % 8 (LSB at the top of each 8-row page)
///
///   pixel_format::rgb888   3 bytes R, G, B
///   pixel_format::grb888   3 bytes G, R, B (WS2812 / NeoPixel wire order)
///   pixel_format::rgb565   2 bytes, big-endian (high byte first, as SPI TFTs expect);
///                          also spelled rgb565_be
///   pixel_format::rgb565_le  2 bytes, little-endian (low byte first): a native uint16_t
///                          array on every Cortex-M and x86, as LVGL (LV_COLOR_DEPTH 16,
///                          no byte swap) and Adafruit GFX's GFXcanvas16 read it
///   pixel_format::grey8    1 byte of luma (0.30 R + 0.59 G + 0.11 B)
///   pixel_format::mono1    1 bit per pixel, on = luma above an 8x8 Bayer threshold
///                          (ordered dithering); row_major: ceil(W / 8) bytes per row,
///                          MSB = leftmost pixel; serpentine: bit index = pixel index,
///                          MSB first; ssd1306_pages as above. Padding bits are 0.
///
/// Every fill checks the framebuffer first (validate()) and writes nothing unless the
/// result is status::ok; it then writes exactly required_bytes() bytes from `data` and
/// nothing past them:
///   bad_format (unknown format) > bad_layout (unknown layout, or ssd1306_pages with a
///   format other than mono1) > empty (W or H is 0, data may be null) > null_buffer >
///   too_large (W x H x bytes overflows size_t) > buffer_too_small (capacity < needed).
#ifndef QNOISE_LED_MATRIX_HPP
#define QNOISE_LED_MATRIX_HPP

#include "../detail/freestanding.hpp"

#include "../permutation.hpp"
#include "color.hpp"
#include "field.hpp"
#include "palette.hpp"

namespace qnoise {
namespace led {

/// Where pixel (x, y) sits in memory (see the file comment): row_major, serpentine, ssd1306_pages.
enum class layout : uint8_t { row_major = 0, serpentine = 1, ssd1306_pages = 2 };
/// \var layout::row_major
/// Pixel (x, y) at index y * W + x (TFTs, most matrices).

/// \var layout::serpentine
/// Zig-zag LED matrices: even rows left to right, odd rows right to left (index
/// y * W + (W - 1 - x) on odd y).

/// \var layout::ssd1306_pages
/// SSD1306/SH1106 OLEDs, 1-bit only: byte (y / 8) * W + x, bit y % 8 (LSB at the top of
/// each 8-row page).

/// How pixels are stored (see the file comment). Values are stable: new formats are
/// appended.
enum class pixel_format : uint8_t {
  rgb888 = 0,     ///< 3 bytes R, G, B
  grb888 = 1,     ///< 3 bytes G, R, B (WS2812 wire order)
  rgb565 = 2,     ///< 2 bytes, RGB565 big-endian (SPI TFTs: ST7735, ILI9341)
  rgb565_be = 2,  ///< the same format as rgb565, named by its byte order
  grey8 = 3,      ///< 1 byte of luma
  mono1 = 4,      ///< 1 bit per pixel, ordered dithering
  rgb565_le = 5,  ///< 2 bytes, RGB565 little-endian (native uint16_t: LVGL, GFXcanvas16)
};
/// The largest valid pixel_format value (validation rejects anything above it).
inline constexpr pixel_format last_pixel_format = pixel_format::rgb565_le;

/// Caller-owned pixel memory and how to interpret it (see the file comment).
struct framebuffer {
  void* data = nullptr;  ///< the caller's pixel memory (not owned)
  size_t capacity = 0;  ///< bytes available at data
  uint32_t width = 0;  ///< picture width in pixels
  uint32_t height = 0;  ///< rows in this buffer (picture rows y0 .. y0 + height - 1)
  pixel_format format = pixel_format::rgb888;  ///< how a pixel is stored
  layout order = layout::row_major;  ///< the order pixels sit in memory
  /// Picture row of the buffer's first row, for rendering a tall display in bands (a
  /// 160 x 128 TFT in 8 bands of 16 rows needs 5 KB of RAM instead of 40 KB): shaders
  /// and dithering see rows y0 .. y0 + height - 1; memory starts at row 0 as usual.
  uint32_t y0 = 0;
};

/// A picture width in pixels, as its own type: make_framebuffer takes width_px then
/// height_px, so swapping them does not compile (two plain integers would).
struct width_px {
  uint32_t value;  ///< the width in pixels
};
/// A picture height in pixels (rows); see width_px.
struct height_px {
  uint32_t value;  ///< the height in pixels (rows)
};

/// A framebuffer over caller-owned bytes, width and height named by type:
///   uint8_t tft[160 * 16 * 2];
///   auto fb = make_framebuffer(tft, sizeof tft, width_px{160}, height_px{16},
///                              pixel_format::rgb565_le);
/// Nothing is checked here; the fills validate it as usual.
constexpr framebuffer make_framebuffer(void* data, size_t capacity, width_px w, height_px h,
                                       pixel_format f = pixel_format::rgb888,
                                       layout l = layout::row_major) noexcept {
  return framebuffer{data, capacity, w.value, h.value, f, l, 0};
}

/// An rgb888 framebuffer over a 2D pixel array declared the C way, `rgb8 px[H][W]`
/// (px[y][x]: H rows of W pixels): W and H come from the array's type, so they cannot be
/// mixed up, and the capacity is exact.
///   qnoise::led::rgb8 px[8][32];                   // 32 wide, 8 high
///   auto fb = qnoise::led::make_framebuffer(px);   // fb.width == 32, fb.height == 8
/// (The leading pack only keeps explicit template arguments away from this overload:
/// make_framebuffer<W, H>(px) always means the checked form below.)
template <int&... Deduced_only, size_t H, size_t W>
constexpr framebuffer make_framebuffer(rgb8 (&px)[H][W], layout l = layout::row_major) noexcept {
  static_assert(W <= 0xFFFFFFFFu && H <= 0xFFFFFFFFu, "width and height are 32-bit");
  return framebuffer{&px[0][0], sizeof px, static_cast<uint32_t>(W), static_cast<uint32_t>(H),
                     pixel_format::rgb888, l, 0};
}

/// The same with the intended size spelled out, make_framebuffer<W, H>(px): compiles only
/// when px is declared rgb8 px[H][W], so a 32 x 8 picture stored as rgb8 px[32][8] (32
/// rows of 8) is a compile error instead of a silently transposed picture.
template <uint32_t W, uint32_t H, size_t Rows, size_t Cols,
          class = meta::enable_if_t<Rows == H && Cols == W>>
constexpr framebuffer make_framebuffer(rgb8 (&px)[Rows][Cols], layout l = layout::row_major) noexcept {
  return make_framebuffer(px, l);
}

/// a * b into out, false (out untouched) if it overflows size_t.
constexpr bool checked_mul(size_t a, size_t b, size_t& out) noexcept {
  if (a != 0 && b > static_cast<size_t>(-1) / a) return false;
  out = a * b;
  return true;
}

/// ceil(v / 8) without overflow for any v.
constexpr size_t ceil8(uint32_t v) noexcept { return v / 8u + ((v % 8u) != 0u ? 1u : 0u); }

/// Bytes a W x H picture needs in this format and layout. Returns ok, bad_format,
/// bad_layout, empty (W or H is 0; bytes = 0) or too_large (overflows size_t).
constexpr status required_bytes(uint32_t w, uint32_t h, pixel_format f, layout l,
                                size_t& bytes) noexcept {
  bytes = 0;
  if (static_cast<uint8_t>(f) > static_cast<uint8_t>(last_pixel_format)) return status::bad_format;
  if (static_cast<uint8_t>(l) > static_cast<uint8_t>(layout::ssd1306_pages)) return status::bad_layout;
  if (l == layout::ssd1306_pages && f != pixel_format::mono1) return status::bad_layout;
  if (w == 0 || h == 0) return status::empty;
  size_t n = 0;
  switch (f) {
    case pixel_format::rgb888:
    case pixel_format::grb888:
      if (!checked_mul(w, h, n) || !checked_mul(n, 3, n)) return status::too_large;
      break;
    case pixel_format::rgb565:
    case pixel_format::rgb565_le:
      if (!checked_mul(w, h, n) || !checked_mul(n, 2, n)) return status::too_large;
      break;
    case pixel_format::grey8:
      if (!checked_mul(w, h, n)) return status::too_large;
      break;
    case pixel_format::mono1:
      if (l == layout::row_major) {
        if (!checked_mul(ceil8(w), h, n)) return status::too_large;
      } else if (l == layout::serpentine) {
        if (!checked_mul(w, h, n)) return status::too_large;
        n = n / 8u + ((n % 8u) != 0u ? 1u : 0u);
      } else {
        if (!checked_mul(w, ceil8(h), n)) return status::too_large;
      }
      break;
  }
  bytes = n;
  return status::ok;
}

/// The checks every fill runs first, in the order given in the file comment.
constexpr status validate(const framebuffer& fb, size_t& bytes) noexcept {
  const status s = required_bytes(fb.width, fb.height, fb.format, fb.order, bytes);
  if (s == status::empty || s == status::bad_format || s == status::bad_layout) return s;
  if (fb.data == nullptr) return status::null_buffer;
  if (s != status::ok) return s;
  if (fb.capacity < bytes) return status::buffer_too_small;
  return status::ok;
}

/// The 8x8 Bayer matrix (values 0..63) for ordered dithering.
inline constexpr uint8_t bayer8[8][8] = {
    {0, 32, 8, 40, 2, 34, 10, 42},  {48, 16, 56, 24, 50, 18, 58, 26},
    {12, 44, 4, 36, 14, 46, 6, 38}, {60, 28, 52, 20, 62, 30, 54, 22},
    {3, 35, 11, 43, 1, 33, 9, 41},  {51, 19, 59, 27, 49, 17, 57, 25},
    {15, 47, 7, 39, 13, 45, 5, 37}, {63, 31, 55, 23, 61, 29, 53, 21}};

/// Whether a pixel of this luma is lit by ordered dithering at (x, y): luma 0 never,
/// 255 always, luma v lights about v / 255 of an 8x8 block.
constexpr bool dither_on(uint8_t luma_value, uint32_t x, uint32_t y) noexcept {
  return luma_value > bayer8[y & 7u][x & 7u] * 4u + 1u;
}

namespace detail {

inline void write_bytes(uint8_t* p, pixel_format f, rgb8 c) noexcept {
  switch (f) {
    case pixel_format::rgb888: p[0] = c.r; p[1] = c.g; p[2] = c.b; break;
    case pixel_format::grb888: p[0] = c.g; p[1] = c.r; p[2] = c.b; break;
    case pixel_format::rgb565: {
      const uint16_t v = to_rgb565(c);
      p[0] = static_cast<uint8_t>(v >> 8);
      p[1] = static_cast<uint8_t>(v & 0xFFu);
      break;
    }
    case pixel_format::rgb565_le: {
      const uint16_t v = to_rgb565(c);
      p[0] = static_cast<uint8_t>(v & 0xFFu);
      p[1] = static_cast<uint8_t>(v >> 8);
      break;
    }
    default: p[0] = luma(c); break;
  }
}

constexpr uint32_t bytes_per_pixel(pixel_format f) noexcept {
  return (f == pixel_format::rgb565 || f == pixel_format::rgb565_le) ? 2u : (f == pixel_format::grey8 ? 1u : 3u);
}

/// Rows of byte-per-pixel formats; the format is a template parameter so the inner
/// loop has no switch.
template <pixel_format F, class Shader>
void render_bytes(const framebuffer& fb, Shader& shader) noexcept {
  constexpr uint32_t bpp = bytes_per_pixel(F);
  uint8_t* const base = static_cast<uint8_t*>(fb.data);
  const size_t w = fb.width;
  for (uint32_t y = 0; y < fb.height; ++y) {
    shader.begin_row(fb.y0 + y);
    const bool reversed = fb.order == layout::serpentine && (y & 1u) != 0;
    uint8_t* p = base + (size_t{y} * w + (reversed ? w - 1 : 0)) * bpp;
    const ptrdiff_t step = reversed ? -static_cast<ptrdiff_t>(bpp) : static_cast<ptrdiff_t>(bpp);
    for (uint32_t x = 0; x < fb.width; ++x) {
      write_bytes(p, F, shader.pixel(x));
      if (x + 1 < fb.width) p += step;
    }
  }
}

template <class Shader>
void render_mono(const framebuffer& fb, size_t bytes, Shader& shader) noexcept {
  uint8_t* const base = static_cast<uint8_t*>(fb.data);
  for (size_t i = 0; i < bytes; ++i) base[i] = 0;
  const size_t w = fb.width;
  const size_t stride = ceil8(fb.width);
  for (uint32_t y = 0; y < fb.height; ++y) {
    shader.begin_row(fb.y0 + y);
    const bool reversed = fb.order == layout::serpentine && (y & 1u) != 0;
    for (uint32_t x = 0; x < fb.width; ++x) {
      if (!dither_on(luma(shader.pixel(x)), x, fb.y0 + y)) continue;
      if (fb.order == layout::ssd1306_pages) {
        base[(y >> 3) * w + x] |= static_cast<uint8_t>(1u << (y & 7u));
      } else if (fb.order == layout::row_major) {
        base[y * stride + (x >> 3)] |= static_cast<uint8_t>(0x80u >> (x & 7u));
      } else {
        const size_t idx = size_t{y} * w + (reversed ? w - 1 - x : x);
        base[idx >> 3] |= static_cast<uint8_t>(0x80u >> (idx & 7u));
      }
    }
  }
}

}  // namespace detail

/// Render a shader into a framebuffer. A shader is any object with
///   void begin_row(uint32_t y);     // called once per row, top row 0 first
///   rgb8 pixel(uint32_t x);          // then for x = 0 .. W-1
/// Pixel (x, y) is in picture coordinates; the layout decides where it lands in memory.
/// Returns validate()'s status; writes exactly required_bytes() bytes when ok.
template <class Shader>
status render(const framebuffer& fb, Shader&& shader) noexcept {
  size_t bytes = 0;
  const status s = validate(fb, bytes);
  if (s != status::ok) return s;
  switch (fb.format) {
    case pixel_format::rgb888: detail::render_bytes<pixel_format::rgb888>(fb, shader); break;
    case pixel_format::grb888: detail::render_bytes<pixel_format::grb888>(fb, shader); break;
    case pixel_format::rgb565: detail::render_bytes<pixel_format::rgb565>(fb, shader); break;
    case pixel_format::grey8: detail::render_bytes<pixel_format::grey8>(fb, shader); break;
    case pixel_format::mono1: detail::render_mono(fb, bytes, shader); break;
    case pixel_format::rgb565_le: detail::render_bytes<pixel_format::rgb565_le>(fb, shader); break;
  }
  return status::ok;
}

/// A shader from a function f(x, y) -> rgb8 (no per-row state).
template <class F>
struct xy_shader {
  F f;  ///< the function f(x, y) -> rgb8
  uint32_t y = 0;  ///< the current row
  /// Start row `row` (picture coordinates).
  void begin_row(uint32_t row) noexcept { y = row; }
  /// f(x, y) for pixel x of the current row.
  rgb8 pixel(uint32_t x) noexcept { return f(x, y); }
};
/// Wrap a function f(x, y) -> rgb8 as a shader: render(fb, per_pixel([](uint32_t x, uint32_t y) { ... })).
template <class F>
constexpr xy_shader<F> per_pixel(F f) noexcept { return xy_shader<F>{f, 0}; }

/// 3D fractal noise (x, y, time) along rows, mapped to 0..65535: pixel (x, y) samples
/// x * scale + offset_x, y * scale + offset_y, t * speed (see noise_row). Holds a copy of
/// the parameters and a pointer to the lattice (which must outlive it; temporaries are
/// refused). `width`: pixels per row (only a hint for the row engine's last chunk).
template <class Lattice>
class noise_shader_values {
 public:
  /// The noise of `p` at time t (Q16 seconds) on `lattice`; width: pixels per row.
  noise_shader_values(const Lattice& lattice, const noise_params& p, q16 t, uint32_t width) noexcept
      : params_(p), t_(t), row_(lattice, p, 0, t, width) {}
  /// Deleted: a temporary lattice (const Lattice&&) does not compile, as the object keeps a pointer to it.
  noise_shader_values(const Lattice&&, const noise_params&, q16, uint32_t) = delete;
  /// Start row y (picture coordinates).
  void begin_row(uint32_t y) noexcept { row_.reset(params_, y, t_); }
  /// Noise at pixel x of the current row, 0..65535 (with gain).
  uint16_t value(uint32_t x) noexcept { return row_(x); }
  /// Noise at pixel x of the current row, Q16 within +-perlin3_bound (before gain).
  q16 raw(uint32_t x) noexcept { return row_.raw(x); }

 private:
  noise_params params_;
  q16 t_;
  noise_row<Lattice, 3> row_;
};

/// The noise shader through a palette (which, like the lattice, must outlive it).
template <class Lattice>
class palette_shader {
 public:
  /// noise_shader_values(lattice, p, t, width) through `pal`.
  palette_shader(const palette256& pal, const Lattice& lattice, const noise_params& p, q16 t,
                 uint32_t width) noexcept
      : pal_(&pal), noise_(lattice, p, t, width) {}
  /// Deleted: a temporary palette (const palette256&&) does not compile, as the object keeps a pointer to it.
  palette_shader(const palette256&&, const Lattice&, const noise_params&, q16, uint32_t) = delete;
  /// Deleted: a temporary lattice (const Lattice&&) does not compile, as the object keeps a pointer to it.
  palette_shader(const palette256&, const Lattice&&, const noise_params&, q16, uint32_t) = delete;
  /// Start row y.
  void begin_row(uint32_t y) noexcept { noise_.begin_row(y); }
  /// Colour of pixel x of the current row.
  rgb8 pixel(uint32_t x) noexcept { return pal_->at16(noise_.value(x)); }

 private:
  const palette256* pal_;
  noise_shader_values<Lattice> noise_;
};

/// Fill a framebuffer with animated fractal noise through a palette, on any lattice.
///   qnoise::led::framebuffer fb{pixels, sizeof pixels, 16, 16, pixel_format::grb888,
///                               layout::serpentine};
///   qnoise::led::fill_matrix(fb, qnoise::led::palettes::clouds, params, t);
template <class Lattice>
status fill_matrix(const framebuffer& fb, const palette256& pal, const noise_params& p, q16 t,
                   const Lattice& lattice) noexcept {
  return render(fb, palette_shader<Lattice>(pal, lattice, p, t, fb.width));
}

/// fill_matrix on the default lattice, Perlin's permutation (the fastest; p.seed moves the
/// pattern within it, see noise_params::seed).
inline status fill_matrix(const framebuffer& fb, const palette256& pal, const noise_params& p,
                          q16 t) noexcept {
  return fill_matrix(fb, pal, p, t, perlin_permutation);
}

}  // namespace led
}  // namespace qnoise

#endif  // QNOISE_LED_MATRIX_HPP
