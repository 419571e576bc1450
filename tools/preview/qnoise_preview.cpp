// SPDX-License-Identifier: MIT
// qnoise-preview: renders qnoise LED effects and noise settings on the host.
//
//   qnoise-preview list
//   qnoise-preview still     EFFECT out.png [--w 128 --h 128 --t 2.5 --seed 1 --zoom 2]
//   qnoise-preview oled      EFFECT out.png [--w 128 --h 64]   (1-bit Bayer, SSD1306 pages)
//   qnoise-preview tft       EFFECT out.png [--w 160 --h 128]  (RGB565)
//   qnoise-preview waterfall EFFECT out.png [--n 120 --frames 180 --fps 30]
//   qnoise-preview apng      EFFECT out.png [--n 60 | --w 16 --h 16] [--frames 60 --fps 30]
//   qnoise-preview histogram out.png [--dims 1|2|3 --octaves 1]
//   qnoise-preview plot      out.png [--octaves 1 --cells 8]
//   qnoise-preview term      EFFECT [--n 60 | --w 16 --h 16] [--seconds 3 --fps 30]
//   qnoise-preview gallery   DIR
//
// EFFECT is a strip effect (fire, candle, lava, ocean, aurora, twinkle, breathing, plasma,
// transition) for waterfall/apng --n/term --n, or a matrix effect (clouds, fire, lava,
// ocean, aurora, marble, wood, plasma, transition) otherwise. Everything drawn comes from
// the same integer library as the firmware; only this tool uses libpng and floats.
#include <png.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "qnoise/led.hpp"
#include "qnoise/perlin.hpp"

namespace led = qnoise::led;
namespace fx = qnoise::led::effects;
using qnoise::q16;

namespace {

// ------------------------------------------------------------------ images
struct image {
  int w = 0, h = 0;
  std::vector<std::uint8_t> rgb;  // w * h * 3
  image() = default;
  image(int width, int height, led::rgb8 fill = {0, 0, 0}) : w(width), h(height), rgb(static_cast<size_t>(width * height * 3)) {
    for (int i = 0; i < w * h; ++i) set(i % w, i / w, fill);
  }
  void set(int x, int y, led::rgb8 c) {
    if (x < 0 || y < 0 || x >= w || y >= h) return;
    std::uint8_t* p = &rgb[static_cast<size_t>((y * w + x) * 3)];
    p[0] = c.r; p[1] = c.g; p[2] = c.b;
  }
  led::rgb8 get(int x, int y) const {
    const std::uint8_t* p = &rgb[static_cast<size_t>((y * w + x) * 3)];
    return {p[0], p[1], p[2]};
  }
};

image zoom(const image& src, int z, int gap = 0) {
  image out(src.w * z, src.h * z, {16, 16, 16});
  for (int y = 0; y < out.h; ++y)
    for (int x = 0; x < out.w; ++x) {
      if (gap && ((x % z) >= z - gap || (y % z) >= z - gap)) continue;
      out.set(x, y, src.get(x / z, y / z));
    }
  return out;
}

// PNG encoding with libpng (to memory, so APNG can reuse the compressed frames).
std::vector<std::uint8_t> encode_png(const image& im) {
  std::vector<std::uint8_t> out;
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nullptr, nullptr, nullptr);
  png_infop info = png_create_info_struct(png);
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    std::fprintf(stderr, "libpng error\n");
    std::exit(1);
  }
  png_set_write_fn(png, &out, [](png_structp p, png_bytep data, png_size_t n) {
    auto* v = static_cast<std::vector<std::uint8_t>*>(png_get_io_ptr(p));
    v->insert(v->end(), data, data + n);
  }, nullptr);
  png_set_IHDR(png, info, static_cast<png_uint_32>(im.w), static_cast<png_uint_32>(im.h), 8, PNG_COLOR_TYPE_RGB,
               PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_compression_level(png, 9);
  png_write_info(png, info);
  for (int y = 0; y < im.h; ++y) png_write_row(png, &im.rgb[static_cast<size_t>(y * im.w * 3)]);
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  return out;
}

void write_file(const std::string& path, const std::vector<std::uint8_t>& bytes) {
  FILE* f = std::fopen(path.c_str(), "wb");
  if (!f) { std::perror(path.c_str()); std::exit(1); }
  std::fwrite(bytes.data(), 1, bytes.size(), f);
  std::fclose(f);
  std::printf("wrote %s (%zu bytes)\n", path.c_str(), bytes.size());
}

void write_png(const std::string& path, const image& im) { write_file(path, encode_png(im)); }

// APNG: each frame is compressed by libpng; its IDAT data is re-wrapped in fcTL/fdAT
// chunks (the APNG container), with CRCs from zlib.
void put32(std::vector<std::uint8_t>& v, std::uint32_t x) {
  for (int s = 24; s >= 0; s -= 8) v.push_back(static_cast<std::uint8_t>(x >> s));
}
void put_chunk(std::vector<std::uint8_t>& out, const char* type, const std::vector<std::uint8_t>& data) {
  put32(out, static_cast<std::uint32_t>(data.size()));
  std::vector<std::uint8_t> td(type, type + 4);
  td.insert(td.end(), data.begin(), data.end());
  out.insert(out.end(), td.begin(), td.end());
  put32(out, static_cast<std::uint32_t>(crc32(0, td.data(), static_cast<uInt>(td.size()))));
}
std::vector<std::uint8_t> idat_of(const std::vector<std::uint8_t>& png) {
  std::vector<std::uint8_t> data;
  for (size_t p = 8; p + 12 <= png.size();) {
    const std::uint32_t len = (std::uint32_t{png[p]} << 24) | (std::uint32_t{png[p + 1]} << 16) |
                              (std::uint32_t{png[p + 2]} << 8) | png[p + 3];
    if (std::memcmp(&png[p + 4], "IDAT", 4) == 0) data.insert(data.end(), &png[p + 8], &png[p + 8 + len]);
    p += 12 + len;
  }
  return data;
}
void write_apng(const std::string& path, const std::vector<image>& frames, int fps) {
  const std::vector<std::uint8_t> first = encode_png(frames[0]);
  std::vector<std::uint8_t> out(first.begin(), first.begin() + 33);  // signature + IHDR
  std::vector<std::uint8_t> actl;
  put32(actl, static_cast<std::uint32_t>(frames.size()));
  put32(actl, 0);  // loop forever
  put_chunk(out, "acTL", actl);
  std::uint32_t seq = 0;
  for (size_t i = 0; i < frames.size(); ++i) {
    std::vector<std::uint8_t> fc;
    put32(fc, seq++);
    put32(fc, static_cast<std::uint32_t>(frames[i].w));
    put32(fc, static_cast<std::uint32_t>(frames[i].h));
    put32(fc, 0);
    put32(fc, 0);
    fc.push_back(0); fc.push_back(1);                                    // delay 1 / fps
    fc.push_back(static_cast<std::uint8_t>(fps >> 8)); fc.push_back(static_cast<std::uint8_t>(fps));
    fc.push_back(0); fc.push_back(0);                                    // dispose none, blend source
    put_chunk(out, "fcTL", fc);
    const std::vector<std::uint8_t> data = idat_of(i == 0 ? first : encode_png(frames[i]));
    if (i == 0) {
      put_chunk(out, "IDAT", data);
    } else {
      std::vector<std::uint8_t> fd;
      put32(fd, seq++);
      fd.insert(fd.end(), data.begin(), data.end());
      put_chunk(out, "fdAT", fd);
    }
  }
  put_chunk(out, "IEND", {});
  write_file(path, out);
}

// ------------------------------------------------------------------ effects
q16 seconds(double s) { return static_cast<q16>(std::lround(s * 65536.0)); }

using strip_fn = led::status (*)(led::rgb8*, std::size_t, q16, std::uint32_t);

led::status strip_twinkle(led::rgb8* o, std::size_t n, q16 t, std::uint32_t s) { return fx::twinkle(o, n, t, led::palettes::party, s); }
led::status strip_breathing(led::rgb8* o, std::size_t n, q16 t, std::uint32_t s) { return fx::breathing(o, n, t, {255, 60, 160}, 16384, s); }
led::status strip_plasma(led::rgb8* o, std::size_t n, q16 t, std::uint32_t s) { return fx::plasma_strip(o, n, t, s); }
led::status strip_transition(led::rgb8* o, std::size_t n, q16 t, std::uint32_t s) {
  // A 4-second loop: ocean -> lava and back, one noise transition each way.
  std::vector<led::rgb8> a(n), b(n);
  fx::ocean(a.data(), n, t, s);
  fx::lava(b.data(), n, t, s);
  led::noise_transition tr;
  tr.frames = 60;
  tr.noise.scale = 65536 / 10;
  const std::uint32_t f = static_cast<std::uint32_t>((static_cast<std::uint64_t>(t) * 30u) >> 16) % 240u;
  const std::uint32_t frame = f < 120 ? (f < 30 ? 0 : (f - 30 > 60 ? 60 : f - 30)) : (f < 150 ? 60 : (f - 150 > 60 ? 0 : 60 - (f - 150)));
  return led::blend_strip(o, a.data(), b.data(), n, tr, frame);
}

struct strip_effect { const char* name; strip_fn fn; };
const strip_effect strip_effects[] = {
    {"fire", [](led::rgb8* o, std::size_t n, q16 t, std::uint32_t s) { return fx::fire(o, n, t, s); }},
    {"candle", [](led::rgb8* o, std::size_t n, q16 t, std::uint32_t s) { return fx::candle(o, n, t, s); }},
    {"lava", [](led::rgb8* o, std::size_t n, q16 t, std::uint32_t s) { return fx::lava(o, n, t, s); }},
    {"ocean", [](led::rgb8* o, std::size_t n, q16 t, std::uint32_t s) { return fx::ocean(o, n, t, s); }},
    {"aurora", [](led::rgb8* o, std::size_t n, q16 t, std::uint32_t s) { return fx::aurora(o, n, t, s); }},
    {"twinkle", strip_twinkle},
    {"breathing", strip_breathing},
    {"plasma", strip_plasma},
    {"transition", strip_transition},
};

using matrix_fn = led::status (*)(const led::framebuffer&, q16, std::uint32_t);

// Matrix transition: clouds -> fire, frame chosen from t (60 frames over 2 s, looping).
led::status matrix_transition(const led::framebuffer& fb, q16 t, std::uint32_t s) {
  const qnoise::integer_hash lattice{s};
  led::noise_params pc;
  pc.scale = 65536 * 4 / static_cast<q16>(fb.width > 0 ? fb.width : 1);
  pc.octaves = 3;
  pc.gain = 104858;
  led::palette_shader<qnoise::integer_hash> a(led::palettes::clouds, lattice, pc, t);
  fx::fire_shader<qnoise::integer_hash> b(lattice, fb.height, t, s, 65536 * 3 / static_cast<q16>(fb.width));
  led::noise_transition tr;
  tr.frames = 60;
  tr.noise.scale = 65536 * 3 / static_cast<q16>(fb.width > 0 ? fb.width : 1);
  const std::uint32_t f = static_cast<std::uint32_t>((static_cast<std::uint64_t>(t) * 30u) >> 16) % 80u;
  return led::render_transition(fb, a, b, tr, f > 60 ? 60 : f);
}

struct matrix_effect { const char* name; matrix_fn fn; };
const matrix_effect matrix_effects[] = {
    {"clouds", [](const led::framebuffer& fb, q16 t, std::uint32_t s) { return fx::clouds(fb, t, s, 65536 * 3 / static_cast<q16>(fb.width)); }},
    {"fire", [](const led::framebuffer& fb, q16 t, std::uint32_t s) { return fx::fire_matrix(fb, t, s, 65536 * 3 / static_cast<q16>(fb.width)); }},
    {"lava", [](const led::framebuffer& fb, q16 t, std::uint32_t s) { return fx::lava_lamp(fb, t, s, 65536 * 3 / static_cast<q16>(fb.width)); }},
    {"ocean", [](const led::framebuffer& fb, q16 t, std::uint32_t s) { return fx::ocean_matrix(fb, t, s, 65536 * 4 / static_cast<q16>(fb.width)); }},
    {"aurora", [](const led::framebuffer& fb, q16 t, std::uint32_t s) { return fx::aurora_matrix(fb, t, s, 65536 * 3 / static_cast<q16>(fb.width)); }},
    {"marble", [](const led::framebuffer& fb, q16 t, std::uint32_t s) { return fx::marble(fb, t, s, 65536 * 4 / static_cast<q16>(fb.width), 65536u * 3u / fb.width); }},
    {"wood", [](const led::framebuffer& fb, q16 t, std::uint32_t s) { return fx::wood(fb, t, s, 65536 * 3 / 5 / static_cast<q16>(fb.width)); }},
    {"plasma", [](const led::framebuffer& fb, q16 t, std::uint32_t s) { return fx::plasma(fb, t, s); }},
    {"transition", matrix_transition},
    {"grey", [](const led::framebuffer& fb, q16 t, std::uint32_t s) {
       led::noise_params p;  // 3-octave fBm in grey with contrast: for 1-bit OLEDs
       p.scale = 65536 * 3 / static_cast<q16>(fb.width);
       p.octaves = 3;
       p.gain = 117965;
       p.speed = 16384;
       p.seed = s;
       return led::fill_matrix(fb, led::palettes::grey, p, t); }},
};

const strip_effect* find_strip(const std::string& n) {
  for (const auto& e : strip_effects) if (n == e.name) return &e;
  return nullptr;
}
const matrix_effect* find_matrix(const std::string& n) {
  for (const auto& e : matrix_effects) if (n == e.name) return &e;
  return nullptr;
}

// ------------------------------------------------------------------ options
struct options {
  int w = 128, h = 128, n = 60, frames = 60, fps = 30, zoom = 0, dims = 2, octaves = 1, cells = 8;
  double t = 2.0, seconds = 3.0;
  std::uint32_t seed = 0;
};

options parse(int argc, char** argv, int first) {
  options o;
  for (int i = first; i + 1 < argc; i += 2) {
    const std::string k = argv[i];
    const char* v = argv[i + 1];
    if (k == "--w") o.w = std::atoi(v);
    else if (k == "--h") o.h = std::atoi(v);
    else if (k == "--n") o.n = std::atoi(v);
    else if (k == "--frames") o.frames = std::atoi(v);
    else if (k == "--fps") o.fps = std::atoi(v);
    else if (k == "--zoom") o.zoom = std::atoi(v);
    else if (k == "--dims") o.dims = std::atoi(v);
    else if (k == "--octaves") o.octaves = std::atoi(v);
    else if (k == "--cells") o.cells = std::atoi(v);
    else if (k == "--t") o.t = std::atof(v);
    else if (k == "--seconds") o.seconds = std::atof(v);
    else if (k == "--seed") o.seed = static_cast<std::uint32_t>(std::strtoul(v, nullptr, 0));
    else { std::fprintf(stderr, "unknown option %s\n", k.c_str()); std::exit(2); }
  }
  return o;
}

bool has(int argc, char** argv, const char* flag) {
  for (int i = 0; i < argc; ++i) if (std::strcmp(argv[i], flag) == 0) return true;
  return false;
}

// ------------------------------------------------------------------ renderers
image render_matrix(const matrix_effect& e, int w, int h, q16 t, std::uint32_t seed) {
  std::vector<std::uint8_t> mem(static_cast<size_t>(w * h * 3));
  const led::framebuffer fb{mem.data(), mem.size(), static_cast<std::uint32_t>(w), static_cast<std::uint32_t>(h),
                            led::pixel_format::rgb888, led::layout::row_major};
  if (e.fn(fb, t, seed) != led::status::ok) { std::fprintf(stderr, "render failed\n"); std::exit(1); }
  image im(w, h);
  im.rgb = mem;
  return im;
}

image render_oled(const matrix_effect& e, int w, int h, q16 t, std::uint32_t seed) {
  std::vector<std::uint8_t> mem(static_cast<size_t>(w * ((h + 7) / 8)));
  const led::framebuffer fb{mem.data(), mem.size(), static_cast<std::uint32_t>(w), static_cast<std::uint32_t>(h),
                            led::pixel_format::mono1, led::layout::ssd1306_pages};
  if (e.fn(fb, t, seed) != led::status::ok) { std::fprintf(stderr, "render failed\n"); std::exit(1); }
  image im(w, h);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const bool on = (mem[static_cast<size_t>((y / 8) * w + x)] >> (y % 8)) & 1;
      im.set(x, y, on ? led::rgb8{140, 220, 255} : led::rgb8{0, 8, 20});
    }
  return im;
}

image render_tft(const matrix_effect& e, int w, int h, q16 t, std::uint32_t seed) {
  std::vector<std::uint8_t> mem(static_cast<size_t>(w * h * 2));
  const led::framebuffer fb{mem.data(), mem.size(), static_cast<std::uint32_t>(w), static_cast<std::uint32_t>(h),
                            led::pixel_format::rgb565, led::layout::row_major};
  if (e.fn(fb, t, seed) != led::status::ok) { std::fprintf(stderr, "render failed\n"); std::exit(1); }
  image im(w, h);
  for (int i = 0; i < w * h; ++i) {
    const unsigned v = (unsigned{mem[static_cast<size_t>(2 * i)]} << 8) | mem[static_cast<size_t>(2 * i + 1)];
    const unsigned r = v >> 11, g = (v >> 5) & 63, b = v & 31;
    im.set(i % w, i / w, {static_cast<std::uint8_t>(r * 255 / 31), static_cast<std::uint8_t>(g * 255 / 63),
                          static_cast<std::uint8_t>(b * 255 / 31)});
  }
  return im;
}

std::vector<led::rgb8> render_strip(const strip_effect& e, int n, q16 t, std::uint32_t seed) {
  std::vector<led::rgb8> px(static_cast<size_t>(n));
  if (e.fn(px.data(), px.size(), t, seed) != led::status::ok) { std::fprintf(stderr, "render failed\n"); std::exit(1); }
  return px;
}

image waterfall(const strip_effect& e, int n, int frames, int fps, std::uint32_t seed) {
  image im(n, frames);
  for (int f = 0; f < frames; ++f) {
    const auto px = render_strip(e, n, static_cast<q16>(f * 65536 / fps), seed);
    for (int i = 0; i < n; ++i) im.set(i, f, px[static_cast<size_t>(i)]);
  }
  return im;
}

image strip_frame(const std::vector<led::rgb8>& px) {
  // LEDs as 8x8 dots with a 2-pixel gap on a dark background.
  image row(static_cast<int>(px.size()), 1);
  for (size_t i = 0; i < px.size(); ++i) row.set(static_cast<int>(i), 0, px[i]);
  return zoom(row, 8, 2);
}

image histogram(int dims, int octaves) {
  std::vector<std::uint64_t> bins(256);
  led::noise_params p;
  p.octaves = static_cast<std::uint8_t>(octaves);
  p.scale = 6007;
  const qnoise::integer_hash lattice{1};
  for (std::uint32_t r = 0; r < 512; ++r) {
    if (dims == 3) {
      led::noise_row<qnoise::integer_hash, 3> row(lattice, p, r, static_cast<q16>(r * 977u));
      for (std::uint32_t i = 0; i < 512; ++i) ++bins[row(i) >> 8];
    } else if (dims == 2) {
      led::noise_row<qnoise::integer_hash, 2> row(lattice, p, 0, static_cast<q16>(r * 40503u));
      for (std::uint32_t i = 0; i < 512; ++i) ++bins[row(i) >> 8];
    } else {
      for (std::uint32_t i = 0; i < 512; ++i)
        ++bins[qnoise::to_unorm16<qnoise::perlin1_bound>(qnoise::perlin(static_cast<q16>((r * 512u + i) * 6007u + 12345u), lattice)) >> 8];
    }
  }
  std::uint64_t mx = 1;
  for (auto b : bins) mx = b > mx ? b : mx;
  image im(512, 200, {250, 250, 250});
  for (int i = 0; i < 256; ++i) {
    const int hgt = static_cast<int>(bins[static_cast<size_t>(i)] * 190 / mx);
    for (int y = 0; y < hgt; ++y) {
      im.set(2 * i, 199 - y, led::palettes::party[static_cast<std::uint8_t>(i)]);
      im.set(2 * i + 1, 199 - y, led::palettes::party[static_cast<std::uint8_t>(i)]);
    }
  }
  return im;
}

image plot(int octaves, int cells) {
  const int w = 800, h = 200;
  image im(w, h, {250, 250, 250});
  for (int c = 0; c <= cells; ++c) {
    const int x = c * (w - 1) / cells;
    for (int y = 0; y < h; ++y) im.set(x, y, {200, 200, 210});  // lattice points: noise is 0 there
  }
  for (int x = 0; x < w; ++x) im.set(x, h / 2, {200, 200, 210});
  led::noise_params p;
  p.octaves = static_cast<std::uint8_t>(octaves);
  p.scale = cells * 65536 / w;
  p.seed = 0;
  const qnoise::integer_hash lattice{0};
  int prev = -1;
  for (int x = 0; x < w; ++x) {
    const q16 v = octaves <= 1 ? qnoise::perlin(static_cast<q16>(x * cells * 65536 / w), lattice)
                               : led::noise_row<qnoise::integer_hash, 2>(lattice, p, 0, 0).raw(static_cast<std::uint32_t>(x));
    const int y = h / 2 - static_cast<int>(std::lround(v / 65536.0 * (h / 2 - 4)));
    const int a = prev < 0 ? y : prev;
    for (int yy = std::min(a, y); yy <= std::max(a, y); ++yy) im.set(x, yy, {200, 40, 20});
    prev = y;
  }
  return im;
}

// ------------------------------------------------------------------ terminal
void term_strip(const strip_effect& e, int n, double secs, int fps, std::uint32_t seed) {
  const bool tty = isatty(1);
  const int frames = static_cast<int>(secs * fps);
  for (int f = 0; f < frames; ++f) {
    const auto px = render_strip(e, n, static_cast<q16>(f * 65536 / fps), seed);
    std::string line = tty ? "\r" : "";
    for (const auto& c : px) {
      if (tty) {
        char buf[48];
        std::snprintf(buf, sizeof buf, "\x1b[48;2;%d;%d;%dm ", c.r, c.g, c.b);
        line += buf;
      } else {
        line += " .:-=+*#%@"[led::luma(c) * 10 / 256];
      }
    }
    line += tty ? "\x1b[0m" : "\n";
    std::fputs(line.c_str(), stdout);
    std::fflush(stdout);
    if (tty) std::this_thread::sleep_for(std::chrono::milliseconds(1000 / fps));
  }
  if (tty) std::fputs("\n", stdout);
}

void term_matrix(const matrix_effect& e, int w, int h, double secs, int fps, std::uint32_t seed) {
  const bool tty = isatty(1);
  const int frames = tty ? static_cast<int>(secs * fps) : 1;
  for (int f = 0; f < frames; ++f) {
    const image im = render_matrix(e, w, h, static_cast<q16>(f * 65536 / fps), seed);
    std::string out = (tty && f > 0) ? "\x1b[" + std::to_string((h + 1) / 2) + "A" : "";
    for (int y = 0; y < h; y += 2) {
      for (int x = 0; x < w; ++x) {
        const led::rgb8 a = im.get(x, y), b = y + 1 < h ? im.get(x, y + 1) : led::rgb8{0, 0, 0};
        if (tty) {
          char buf[64];
          std::snprintf(buf, sizeof buf, "\x1b[38;2;%d;%d;%dm\x1b[48;2;%d;%d;%dm\xe2\x96\x80", a.r, a.g, a.b, b.r, b.g, b.b);
          out += buf;
        } else {
          out += " .:-=+*#%@"[led::luma(a) * 10 / 256];
        }
      }
      out += tty ? "\x1b[0m\n" : "\n";
    }
    std::fputs(out.c_str(), stdout);
    std::fflush(stdout);
    if (tty) std::this_thread::sleep_for(std::chrono::milliseconds(1000 / fps));
  }
}

// ------------------------------------------------------------------ gallery
void gallery(const std::string& dir) {
  mkdir(dir.c_str(), 0755);  // fine if it exists
  const auto& m = matrix_effects;
  for (const char* name : {"clouds", "fire", "lava", "ocean", "aurora", "marble", "wood", "plasma"}) {
    write_png(dir + "/matrix-" + name + ".png", zoom(render_matrix(*find_matrix(name), 96, 96, seconds(2.0), 0), 2));
  }
  (void)m;
  write_png(dir + "/oled-clouds-128x64.png", zoom(render_oled(*find_matrix("grey"), 128, 64, seconds(1.0), 0), 2));
  write_png(dir + "/tft-marble-160x128.png", render_tft(*find_matrix("marble"), 160, 128, 0, 0));
  write_png(dir + "/led16-clouds.png", zoom(render_matrix(*find_matrix("clouds"), 16, 16, seconds(2.0), 0), 12, 2));
  for (const char* name : {"fire", "candle", "lava", "ocean", "aurora", "twinkle", "breathing", "plasma", "transition"}) {
    write_png(dir + "/waterfall-" + name + ".png", zoom(waterfall(*find_strip(name), 120, 150, 30, 0), 2));
  }
  {
    std::vector<image> frames;
    for (int f = 0; f < 60; ++f) frames.push_back(strip_frame(render_strip(*find_strip("fire"), 48, f * 65536 / 30, 0)));
    write_apng(dir + "/strip-fire.apng.png", frames, 30);
  }
  {
    std::vector<image> frames;
    for (int f = 0; f < 60; ++f) frames.push_back(zoom(render_matrix(*find_matrix("transition"), 32, 32, f * 65536 / 30, 0), 4));
    write_apng(dir + "/matrix-transition.apng.png", frames, 30);
  }
  write_png(dir + "/histogram-2d.png", histogram(2, 1));
  write_png(dir + "/histogram-3d-3oct.png", histogram(3, 3));
  write_png(dir + "/plot-1d.png", plot(1, 8));
  write_png(dir + "/plot-1d-4oct.png", plot(4, 8));
}

int usage() {
  std::fputs("usage: qnoise-preview list | still|oled|tft|waterfall|apng|term EFFECT [out.png] [options]\n"
             "       | histogram|plot out.png [options] | gallery DIR   (see the source header)\n", stderr);
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return usage();
  const std::string cmd = argv[1];
  if (cmd == "list") {
    std::puts("strip effects:");
    for (const auto& e : strip_effects) std::printf("  %s\n", e.name);
    std::puts("matrix effects:");
    for (const auto& e : matrix_effects) std::printf("  %s\n", e.name);
    return 0;
  }
  if (cmd == "gallery") {
    if (argc < 3) return usage();
    gallery(argv[2]);
    return 0;
  }
  if (cmd == "histogram" || cmd == "plot") {
    if (argc < 3) return usage();
    const options o = parse(argc, argv, 3);
    write_png(argv[2], cmd == "histogram" ? histogram(o.dims, o.octaves) : plot(o.octaves, o.cells));
    return 0;
  }
  if (argc < 3) return usage();
  const std::string name = argv[2];
  if (cmd == "term") {
    const options o = parse(argc, argv, 3);
    const bool as_strip = !has(argc, argv, "--w");
    if (as_strip) {
      const strip_effect* e = find_strip(name);
      if (!e) { std::fprintf(stderr, "unknown strip effect %s\n", name.c_str()); return 2; }
      term_strip(*e, o.n, o.seconds, o.fps, o.seed);
    } else {
      const matrix_effect* e = find_matrix(name);
      if (!e) { std::fprintf(stderr, "unknown matrix effect %s\n", name.c_str()); return 2; }
      term_matrix(*e, o.w, o.h, o.seconds, o.fps, o.seed);
    }
    return 0;
  }
  if (argc < 4) return usage();
  const std::string out = argv[3];
  options o = parse(argc, argv, 4);
  if (cmd == "waterfall" || (cmd == "apng" && has(argc, argv, "--n"))) {
    const strip_effect* e = find_strip(name);
    if (!e) { std::fprintf(stderr, "unknown strip effect %s\n", name.c_str()); return 2; }
    if (cmd == "waterfall") {
      write_png(out, zoom(waterfall(*e, o.n, o.frames, o.fps, o.seed), o.zoom > 0 ? o.zoom : 2));
    } else {
      std::vector<image> frames;
      for (int f = 0; f < o.frames; ++f) frames.push_back(strip_frame(render_strip(*e, o.n, f * 65536 / o.fps, o.seed)));
      write_apng(out, frames, o.fps);
    }
    return 0;
  }
  const matrix_effect* e = find_matrix(name);
  if (!e) { std::fprintf(stderr, "unknown matrix effect %s\n", name.c_str()); return 2; }
  const int z = o.zoom > 0 ? o.zoom : 1;
  if (cmd == "still") write_png(out, zoom(render_matrix(*e, o.w, o.h, seconds(o.t), o.seed), z));
  else if (cmd == "oled") write_png(out, zoom(render_oled(*e, o.w, o.h, seconds(o.t), o.seed), z));
  else if (cmd == "tft") write_png(out, zoom(render_tft(*e, o.w, o.h, seconds(o.t), o.seed), z));
  else if (cmd == "apng") {
    std::vector<image> frames;
    for (int f = 0; f < o.frames; ++f) frames.push_back(zoom(render_matrix(*e, o.w, o.h, f * 65536 / o.fps, o.seed), z));
    write_apng(out, frames, o.fps);
  } else return usage();
  return 0;
}
