// SPDX-License-Identifier: MIT
// Framebuffers: sizes, layouts, pixel formats, dithering, bad inputs, guard bytes.
#include <cstdint>
#include <initializer_list>

#include "led_test_util.hpp"
#include "qnoise/led/effects.hpp"
#include "qnoise/led/matrix.hpp"
#include "qtest.hpp"

using namespace qnoise;
using namespace qnoise::led;

namespace {

/// Lights exactly one pixel (white at (px, py)), black elsewhere.
struct dot_shader {
  std::uint32_t px, py, y = 0;
  void begin_row(std::uint32_t row) { y = row; }
  rgb8 pixel(std::uint32_t x) { return (x == px && y == py) ? rgb8{255, 255, 255} : rgb8{0, 0, 0}; }
};

/// Encodes the coordinates in the colour: (x, y, x ^ y).
struct coord_shader {
  std::uint32_t y = 0;
  void begin_row(std::uint32_t row) { y = row; }
  rgb8 pixel(std::uint32_t x) {
    return {static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y), static_cast<std::uint8_t>(x ^ y)};
  }
};

const pixel_format formats[] = {pixel_format::rgb888, pixel_format::grb888, pixel_format::rgb565,
                                pixel_format::grey8, pixel_format::mono1, pixel_format::rgb565_le};
const layout layouts[] = {layout::row_major, layout::serpentine, layout::ssd1306_pages};

}  // namespace

QTEST(led_matrix, required_bytes_per_format_and_layout) {
  std::size_t n = 0;
  QCHECK(required_bytes(16, 16, pixel_format::rgb888, layout::row_major, n) == status::ok);
  QCHECK_EQ(n, 768u);
  QCHECK(required_bytes(16, 16, pixel_format::grb888, layout::serpentine, n) == status::ok);
  QCHECK_EQ(n, 768u);
  QCHECK(required_bytes(160, 128, pixel_format::rgb565, layout::row_major, n) == status::ok);
  QCHECK_EQ(n, 40960u);
  QCHECK(required_bytes(13, 5, pixel_format::grey8, layout::row_major, n) == status::ok);
  QCHECK_EQ(n, 65u);
  QCHECK(required_bytes(128, 64, pixel_format::mono1, layout::ssd1306_pages, n) == status::ok);
  QCHECK_EQ(n, 1024u);
  QCHECK(required_bytes(13, 5, pixel_format::mono1, layout::ssd1306_pages, n) == status::ok);
  QCHECK_EQ(n, 13u);  // one page
  QCHECK(required_bytes(13, 5, pixel_format::mono1, layout::row_major, n) == status::ok);
  QCHECK_EQ(n, 10u);  // 2 bytes per row
  QCHECK(required_bytes(13, 5, pixel_format::mono1, layout::serpentine, n) == status::ok);
  QCHECK_EQ(n, 9u);  // 65 bits
}

QTEST(led_matrix, bad_inputs_have_documented_results) {
  std::size_t n = 77;
  QCHECK(required_bytes(0, 5, pixel_format::rgb888, layout::row_major, n) == status::empty);
  QCHECK_EQ(n, 0u);
  QCHECK(required_bytes(5, 0, pixel_format::rgb888, layout::row_major, n) == status::empty);
  QCHECK(required_bytes(5, 5, static_cast<pixel_format>(9), layout::row_major, n) == status::bad_format);
  QCHECK(required_bytes(5, 5, pixel_format::rgb888, static_cast<layout>(200), n) == status::bad_layout);
  QCHECK(required_bytes(5, 5, pixel_format::rgb565, layout::ssd1306_pages, n) == status::bad_layout);
  // W x H x 3 overflows size_t on every target (2^32 - 1 squared is about 2^64).
  QCHECK(required_bytes(0xFFFFFFFFu, 0xFFFFFFFFu, pixel_format::rgb888, layout::row_major, n) == status::too_large);
  QCHECK(required_bytes(0xFFFFFFFFu, 0xFFFFFFFFu, pixel_format::grey8, layout::row_major, n) ==
         (sizeof(std::size_t) >= 8 ? status::ok : status::too_large));
  QCHECK(required_bytes(0xFFFFFFFFu, 0xFFFFFFFFu, pixel_format::mono1, layout::ssd1306_pages, n) ==
         (sizeof(std::size_t) >= 8 ? status::ok : status::too_large));
  std::size_t big = 0;
  QCHECK(!checked_mul(static_cast<std::size_t>(-1), 2, big));
  QCHECK(checked_mul(0, static_cast<std::size_t>(-1), big) && big == 0);

  led_test::guarded<64> buf;
  framebuffer fb{buf.data(), 64, 4, 4, pixel_format::rgb888, layout::row_major};
  framebuffer f = fb;
  f.width = 0;
  QCHECK(render(f, coord_shader{}) == status::empty);
  f = fb;
  f.data = nullptr;
  f.width = 0;
  QCHECK(render(f, coord_shader{}) == status::empty);  // null with nothing to write: empty
  f = fb;
  f.data = nullptr;
  QCHECK(render(f, coord_shader{}) == status::null_buffer);
  f = fb;
  f.capacity = 47;  // needs 48
  QCHECK(render(f, coord_shader{}) == status::buffer_too_small);
  f = fb;
  f.format = static_cast<pixel_format>(6);  // 5 is rgb565_le
  QCHECK(render(f, coord_shader{}) == status::bad_format);
  f = fb;
  f.order = static_cast<layout>(3);
  QCHECK(render(f, coord_shader{}) == status::bad_layout);
  f = fb;
  f.width = 0xFFFFFFFFu;
  f.height = 0xFFFFFFFFu;
  QCHECK(render(f, coord_shader{}) == status::too_large);
  f = fb;
  f.format = pixel_format::rgb565;
  f.order = layout::ssd1306_pages;
  QCHECK(render(f, coord_shader{}) == status::bad_layout);
  QCHECK(effects::clouds(f, 0) == status::bad_layout);
  QCHECK(buf.untouched());
}

QTEST(led_matrix, every_format_and_layout_stays_in_its_bytes) {
  static led_test::guarded<13 * 11 * 3> buf;
  for (pixel_format f : formats) {
    for (layout l : layouts) {
      std::size_t need = 0;
      if (required_bytes(13, 11, f, l, need) != status::ok) continue;
      buf.fill(led_test::guard_value);
      const framebuffer fb{buf.data(), need, 13, 11, f, l};
      QCHECK(fill_matrix(fb, palettes::party, noise_params{}, 4242) == status::ok);
      QCHECK(buf.intact_from(need));
      buf.fill(led_test::guard_value);
      QCHECK(effects::marble(fb, 4242) == status::ok);
      QCHECK(buf.intact_from(need));
    }
  }
}

QTEST(led_matrix, layouts_put_pixels_where_documented) {
  std::uint8_t mem[5 * 3 * 3];
  const framebuffer rm{mem, sizeof mem, 5, 3, pixel_format::rgb888, layout::row_major};
  QCHECK(render(rm, coord_shader{}) == status::ok);
  // (x=3, y=1) at index 1*5+3 = 8.
  QCHECK_EQ(mem[8 * 3 + 0], 3);
  QCHECK_EQ(mem[8 * 3 + 1], 1);
  const framebuffer sp{mem, sizeof mem, 5, 3, pixel_format::grb888, layout::serpentine};
  QCHECK(render(sp, coord_shader{}) == status::ok);
  // Odd row reversed: (x=3, y=1) at index 1*5 + (4-3) = 6; GRB order.
  QCHECK_EQ(mem[6 * 3 + 0], 1);  // G = y
  QCHECK_EQ(mem[6 * 3 + 1], 3);  // R = x
  // Even row forward: (x=3, y=2) at 13.
  QCHECK_EQ(mem[13 * 3 + 1], 3);
  QCHECK_EQ(mem[13 * 3 + 0], 2);
  const framebuffer tft{mem, sizeof mem, 5, 3, pixel_format::rgb565, layout::row_major};
  QCHECK(render(tft, per_pixel([](std::uint32_t, std::uint32_t) { return rgb8{255, 0, 0}; })) == status::ok);
  QCHECK_EQ(mem[0], 0xF8);  // big-endian 0xF800
  QCHECK_EQ(mem[1], 0x00);
}

QTEST(led_matrix, one_bit_layouts) {
  std::uint8_t oled[20 * 2];  // 20 x 13: two pages
  const framebuffer fb{oled, sizeof oled, 20, 13, pixel_format::mono1, layout::ssd1306_pages};
  QCHECK(render(fb, dot_shader{7, 10}) == status::ok);
  for (std::uint32_t i = 0; i < sizeof oled; ++i) QCHECK_EQ(oled[i], i == 20 + 7 ? (1u << 2) : 0u);
  std::uint8_t rows[3 * 4];  // 20 x 4 row-major: 3 bytes per row
  const framebuffer rfb{rows, sizeof rows, 20, 4, pixel_format::mono1, layout::row_major};
  QCHECK(render(rfb, dot_shader{9, 2}) == status::ok);
  for (std::uint32_t i = 0; i < sizeof rows; ++i) QCHECK_EQ(rows[i], i == 2 * 3 + 1 ? 0x40u : 0u);
  std::uint8_t snake[10];  // 20 x 4 serpentine: 80 bits
  const framebuffer sfb{snake, sizeof snake, 20, 4, pixel_format::mono1, layout::serpentine};
  QCHECK(render(sfb, dot_shader{0, 1}) == status::ok);  // index 1*20 + 19 = 39
  for (std::uint32_t i = 0; i < sizeof snake; ++i) QCHECK_EQ(snake[i], i == 4 ? 0x01u : 0u);
}

QTEST(led_matrix, bayer_dithering_density) {
  for (std::uint32_t v : {0u, 1u, 64u, 128u, 200u, 255u}) {
    std::uint32_t on = 0;
    for (std::uint32_t y = 0; y < 8; ++y)
      for (std::uint32_t x = 0; x < 8; ++x) on += dither_on(static_cast<std::uint8_t>(v), x, y);
    if (v == 0) QCHECK_EQ(on, 0u);
    if (v == 255) QCHECK_EQ(on, 64u);
    if (v == 128) QCHECK_EQ(on, 32u);
    const std::uint32_t expected = (v * 64u + 127u) / 255u;
    QCHECK_LE(on > expected ? on - expected : expected - on, 1u);
  }
}

QTEST(led_matrix, bands_with_y0_equal_one_full_render) {
  static std::uint8_t full[24 * 20 * 2];
  static std::uint8_t band[24 * 5 * 2];
  const framebuffer whole{full, sizeof full, 24, 20, pixel_format::rgb565, layout::row_major};
  QCHECK(effects::marble(whole, 777) == status::ok);
  std::uint32_t bad = 0;
  for (std::uint32_t y0 = 0; y0 < 20; y0 += 5) {
    framebuffer b{band, sizeof band, 24, 5, pixel_format::rgb565, layout::row_major};
    b.y0 = y0;
    QCHECK(effects::marble(b, 777) == status::ok);
    for (std::uint32_t i = 0; i < sizeof band; ++i) bad += band[i] != full[y0 * 24 * 2 + i];
  }
  QCHECK_EQ(bad, 0u);
  // 1-bit pages: bands of 8 rows reproduce the full SSD1306 buffer (dithering included).
  static std::uint8_t oled[32 * 2];
  static std::uint8_t page[32];
  const framebuffer fo{oled, sizeof oled, 32, 16, pixel_format::mono1, layout::ssd1306_pages};
  QCHECK(effects::clouds(fo, 999) == status::ok);
  for (std::uint32_t p = 0; p < 2; ++p) {
    framebuffer b{page, sizeof page, 32, 8, pixel_format::mono1, layout::ssd1306_pages};
    b.y0 = p * 8;
    QCHECK(effects::clouds(b, 999) == status::ok);
    for (std::uint32_t i = 0; i < 32; ++i) bad += page[i] != oled[p * 32 + i];
  }
  QCHECK_EQ(bad, 0u);
}
