// SPDX-License-Identifier: MIT
// Interop: strip byte orders and white extraction, in-place conversion, RGB565 in both
// byte orders, framebuffers whose width and height cannot be swapped.
#include <cstdint>
#include <type_traits>
#include <initializer_list>
#include <utility>

#include "led_test_util.hpp"
#include "qnoise/led.hpp"
#include "qtest.hpp"

using namespace qnoise;
using namespace qnoise::led;

namespace {

const color_order orders[] = {color_order::rgb, color_order::grb, color_order::brg, color_order::rgbw,
                              color_order::grbw};

rgb8 test_color(std::size_t i) {
  return {static_cast<std::uint8_t>(i * 37u + 5u), static_cast<std::uint8_t>(i * 91u + 17u),
          static_cast<std::uint8_t>(i * 13u + 200u)};
}

/// The bytes one pixel must become, written out by hand per order.
void expect_pixel(const std::uint8_t* p, color_order o, rgb8 c, bool& ok) {
  std::uint8_t m = c.r < c.g ? c.r : c.g;
  m = m < c.b ? m : c.b;
  const std::uint8_t r = static_cast<std::uint8_t>(c.r - m), g = static_cast<std::uint8_t>(c.g - m),
                     b = static_cast<std::uint8_t>(c.b - m);
  switch (o) {
    case color_order::rgb: ok &= p[0] == c.r && p[1] == c.g && p[2] == c.b; break;
    case color_order::grb: ok &= p[0] == c.g && p[1] == c.r && p[2] == c.b; break;
    case color_order::brg: ok &= p[0] == c.b && p[1] == c.r && p[2] == c.g; break;
    case color_order::rgbw: ok &= p[0] == r && p[1] == g && p[2] == b && p[3] == m; break;
    case color_order::grbw: ok &= p[0] == g && p[1] == r && p[2] == b && p[3] == m; break;
  }
}

// Detection: is make_framebuffer<W, H>(px) callable for this array type?
template <std::uint32_t W, std::uint32_t H, class A, class = void>
struct checked_fb_ok : std::false_type {};
template <std::uint32_t W, std::uint32_t H, class A>
struct checked_fb_ok<W, H, A, std::void_t<decltype(make_framebuffer<W, H>(std::declval<A&>()))>>
    : std::true_type {};

// Detection: does make_framebuffer accept (data, capacity, A, B)?
template <class A, class B, class = void>
struct sized_fb_ok : std::false_type {};
template <class A, class B>
struct sized_fb_ok<A, B, std::void_t<decltype(make_framebuffer(nullptr, std::size_t{0}, std::declval<A>(),
                                                                std::declval<B>()))>> : std::true_type {};

}  // namespace

static_assert(bytes_per_pixel(color_order::rgb) == 3 && bytes_per_pixel(color_order::brg) == 3);
static_assert(bytes_per_pixel(color_order::rgbw) == 4 && bytes_per_pixel(color_order::grbw) == 4);
static_assert(bytes_per_pixel(static_cast<color_order>(5)) == 0);
static_assert(extract_white({200, 150, 100}).w == 100 && extract_white({200, 150, 100}).r == 100 &&
              extract_white({200, 150, 100}).g == 50 && extract_white({200, 150, 100}).b == 0);
static_assert(is_rgb8_layout<rgb8>);
static_assert(!is_rgb8_layout<std::uint32_t>);

// A 32 x 8 picture: rgb8 px[8][32] is right, rgb8 px[32][8] (8 wide, 32 high) is refused.
static_assert(checked_fb_ok<32, 8, rgb8[8][32]>::value);
static_assert(!checked_fb_ok<32, 8, rgb8[32][8]>::value);
static_assert(sized_fb_ok<width_px, height_px>::value);
static_assert(!sized_fb_ok<height_px, width_px>::value);  // swapped: does not compile

QTEST(led_interop, white_extraction_is_lossless_for_every_grey_level_and_samples) {
  bool ok = true;
  for (std::uint32_t i = 0; i < 65536; ++i) {
    const rgb8 c{static_cast<std::uint8_t>(i), static_cast<std::uint8_t>(i >> 8),
                 static_cast<std::uint8_t>((i * 7u) >> 3)};
    const rgbw8 w = extract_white(c);
    ok &= w.r + w.w == c.r && w.g + w.w == c.g && w.b + w.w == c.b;
    ok &= w.r == 0 || w.g == 0 || w.b == 0;  // one channel always goes to white
  }
  QCHECK(ok);
}

QTEST(led_interop, every_order_writes_exactly_n_pixels) {
  static rgb8 px[50];
  for (std::size_t i = 0; i < 50; ++i) px[i] = test_color(i);
  for (color_order o : orders) {
    for (std::size_t n : {std::size_t{1}, std::size_t{7}, std::size_t{50}}) {
      led_test::guarded<200> buf;
      const std::size_t bpp = bytes_per_pixel(o);
      QCHECK(write_pixels(buf.data(), n * bpp, o, px, n) == status::ok);
      bool ok = true;
      for (std::size_t i = 0; i < n; ++i) expect_pixel(buf.data() + i * bpp, o, px[i], ok);
      QCHECK(ok);
      QCHECK(buf.intact_from(n * bpp));
    }
  }
}

QTEST(led_interop, in_place_conversion_matches_a_separate_buffer) {
  for (color_order o : orders) {
    static rgb8 px[40];
    alignas(4) static std::uint8_t same[40 * 4];
    static std::uint8_t separate[40 * 4];
    for (std::size_t i = 0; i < 40; ++i) px[i] = test_color(i + 3);
    for (std::size_t i = 0; i < 40; ++i) as_rgb8(same)[i] = px[i];  // rgb8 in the first 3 N bytes
    QCHECK(write_pixels(separate, sizeof separate, o, px, 40) == status::ok);
    QCHECK(write_pixels(same, sizeof same, o, as_rgb8(same), 40) == status::ok);
    bool equal = true;
    for (std::size_t i = 0; i < 40 * bytes_per_pixel(o); ++i) equal &= same[i] == separate[i];
    QCHECK(equal);
  }
}

QTEST(led_interop, bad_input_writes_nothing) {
  static rgb8 px[4];
  led_test::guarded<16> buf;
  QCHECK(write_pixels(buf.data(), 16, color_order::grb, px, 0) == status::empty);
  QCHECK(write_pixels(buf.data(), 16, color_order::grb, nullptr, 4) == status::null_buffer);
  QCHECK(write_pixels(nullptr, 16, color_order::grb, px, 4) == status::null_buffer);
  QCHECK(write_pixels(buf.data(), 16, color_order::grb, px, 65536) == status::too_large);
  QCHECK(write_pixels(buf.data(), 16, static_cast<color_order>(5), px, 4) == status::bad_format);
  QCHECK(write_pixels(buf.data(), 15, color_order::grbw, px, 4) == status::buffer_too_small);
  QCHECK(write_pixels(buf.data(), 11, color_order::rgb, px, 4) == status::buffer_too_small);
  QCHECK(write_pixels(buf.data(), static_cast<std::size_t>(-1), color_order::grbw, px, 4) == status::ok);
  QCHECK(buf.intact_from(16));
}

QTEST(led_interop, rgb565_little_endian_is_the_byte_swap_of_big_endian) {
  struct coord {
    std::uint32_t y = 0;
    void begin_row(std::uint32_t row) { y = row; }
    rgb8 pixel(std::uint32_t x) {
      return {static_cast<std::uint8_t>(x * 17u), static_cast<std::uint8_t>(y * 29u),
              static_cast<std::uint8_t>(x ^ (y * 8u))};
    }
  };
  static std::uint8_t be[12 * 5 * 2], le[12 * 5 * 2];
  std::size_t n = 0;
  QCHECK(required_bytes(12, 5, pixel_format::rgb565_le, layout::row_major, n) == status::ok);
  QCHECK_EQ(n, sizeof le);
  QCHECK(required_bytes(12, 5, pixel_format::rgb565_le, layout::ssd1306_pages, n) == status::bad_layout);
  const framebuffer fbe = make_framebuffer(be, sizeof be, width_px{12}, height_px{5}, pixel_format::rgb565_be);
  const framebuffer fle = make_framebuffer(le, sizeof le, width_px{12}, height_px{5}, pixel_format::rgb565_le,
                                           layout::serpentine);
  QCHECK(render(fbe, coord{}) == status::ok);
  QCHECK(render(fle, coord{}) == status::ok);
  bool ok = true;
  for (std::uint32_t y = 0; y < 5; ++y) {
    for (std::uint32_t x = 0; x < 12; ++x) {
      const std::size_t ib = (y * 12u + x) * 2u;
      const std::size_t il = (y * 12u + ((y & 1u) != 0 ? 11u - x : x)) * 2u;  // serpentine
      const std::uint16_t v = to_rgb565(coord{y}.pixel(x));
      ok &= be[ib] == (v >> 8) && be[ib + 1] == (v & 0xFFu);
      ok &= le[il] == (v & 0xFFu) && le[il + 1] == (v >> 8);
    }
  }
  QCHECK(ok);
}

QTEST(led_interop, framebuffer_from_a_2d_array_takes_width_and_height_from_its_type) {
  static rgb8 px[8][32];  // 8 rows of 32: a 32 x 8 picture
  const framebuffer fb = make_framebuffer(px);
  QCHECK_EQ(fb.width, 32u);
  QCHECK_EQ(fb.height, 8u);
  QCHECK_EQ(fb.capacity, sizeof px);
  QCHECK(fb.format == pixel_format::rgb888);
  const framebuffer checked = make_framebuffer<32, 8>(px, layout::serpentine);
  QCHECK_EQ(checked.width, 32u);
  QCHECK(checked.order == layout::serpentine);
  // Pixel (x, y) lands in px[y][x].
  struct dot {
    std::uint32_t y = 0;
    void begin_row(std::uint32_t row) { y = row; }
    rgb8 pixel(std::uint32_t x) { return x == 30 && y == 6 ? rgb8{1, 2, 3} : rgb8{}; }
  };
  QCHECK(render(fb, dot{}) == status::ok);
  QCHECK(px[6][30] == (rgb8{1, 2, 3}));
  QCHECK(px[0][0] == (rgb8{}));
}
