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
//   qnoise-preview --help    (every option with its default and range, every effect)
//
// EFFECT is a strip effect (fire, candle, lava, ocean, aurora, twinkle, breathing, plasma,
// flow, transition) for waterfall/apng --n/term --n, or a matrix effect (clouds, fire, lava,
// ocean, aurora, marble, wood, plasma, glass, caustics, ink, flow, transition, grey)
// otherwise. Everything drawn comes
// from the same integer library as the firmware; only this tool uses libpng and floats.
// Bad arguments never crash it: one line on stderr, exit status 2 (see fail()).
#include <png.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include <charconv>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <system_error>
#include <thread>
#include <vector>

#include "qnoise/led.hpp"
#include "qnoise/perlin.hpp"

namespace led = qnoise::led;
namespace fx = qnoise::led::effects;
using qnoise::q16;

namespace {

// The value as the user typed it, quoted, with control characters shown as '?' so the
// error stays on one line.
std::string quoted(const std::string& v) {
  std::string q = "'";
  for (const char c : v) q += (static_cast<unsigned char>(c) < 32 || c == 127) ? '?' : c;
  return q + "'";
}

// A progress line on stderr for long runs: shown once a run has taken over a second, only
// when stderr is a terminal, rewritten in place at most ten times a second, and erased
// before anything else is printed.
struct progress_line {
  using clock = std::chrono::steady_clock;
  bool enabled = isatty(2) != 0;
  bool shown = false;
  clock::time_point start = clock::now(), last{};

  void update(const char* what, long done, long total) {
    if (!enabled) return;
    const clock::time_point now = clock::now();
    if (now - start < std::chrono::seconds(1) || now - last < std::chrono::milliseconds(100)) return;
    last = now;
    std::fprintf(stderr, "\rqnoise-preview: %s %ld/%ld (%ld%%)\x1b[K", what, done, total, done * 100 / total);
    shown = true;
  }
  void clear() {
    if (shown) std::fputs("\r\x1b[K", stderr);
    shown = false;
  }
};
progress_line progress;

[[noreturn]] void fail(const std::string& message) {
  progress.clear();
  std::fprintf(stderr, "qnoise-preview: %s\n", message.c_str());
  std::exit(2);
}

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
std::vector<std::uint8_t> encode_png(const image& im, bool report = true) {
  std::vector<std::uint8_t> out;
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nullptr, nullptr, nullptr);
  png_infop info = png_create_info_struct(png);
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    std::fprintf(stderr, "qnoise-preview: libpng error\n");
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
  for (int y = 0; y < im.h; ++y) {
    if (report) progress.update("encoding PNG row", y, im.h);
    png_write_row(png, &im.rgb[static_cast<size_t>(y * im.w * 3)]);
  }
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  return out;
}

void write_file(const std::string& path, const std::vector<std::uint8_t>& bytes) {
  FILE* f = std::fopen(path.c_str(), "wb");
  if (!f) fail("cannot write " + quoted(path) + ": " + std::strerror(errno));
  const bool ok = std::fwrite(bytes.data(), 1, bytes.size(), f) == bytes.size();
  if (std::fclose(f) != 0 || !ok) fail("cannot write " + quoted(path) + ": " + std::strerror(errno));
  progress.clear();
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
  const std::vector<std::uint8_t> first = encode_png(frames[0], false);
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
    progress.update("encoding APNG frame", static_cast<long>(i), static_cast<long>(frames.size()));
    const std::vector<std::uint8_t> data = idat_of(i == 0 ? first : encode_png(frames[i], false));
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
q16 frame_time(int frame, int fps) { return static_cast<q16>(std::int64_t{frame} * 65536 / fps); }

using strip_fn = led::status (*)(led::rgb8*, std::size_t, q16, std::uint32_t);

led::status strip_twinkle(led::rgb8* o, std::size_t n, q16 t, std::uint32_t s) { return fx::twinkle(o, n, t, {&led::palettes::party, s}); }
led::status strip_breathing(led::rgb8* o, std::size_t n, q16 t, std::uint32_t s) { return fx::breathing(o, n, t, {255, 60, 160}, {16384, s}); }
led::status strip_plasma(led::rgb8* o, std::size_t n, q16 t, std::uint32_t s) { return fx::plasma_strip(o, n, t, {&led::palettes::rainbow, s}); }
led::status strip_transition(led::rgb8* o, std::size_t n, q16 t, std::uint32_t s) {
  // A 4-second loop: ocean -> lava and back, one noise transition each way.
  std::vector<led::rgb8> a(n), b(n);
  if (const led::status st = fx::ocean(a.data(), n, t, s); st != led::status::ok) return st;
  if (const led::status st = fx::lava(b.data(), n, t, s); st != led::status::ok) return st;
  led::noise_transition tr;
  tr.frames = 60;
  tr.noise.scale = 65536 / 10;
  const std::uint32_t f = static_cast<std::uint32_t>((static_cast<std::uint64_t>(t) * 30u) >> 16) % 240u;
  const std::uint32_t frame = f < 120 ? (f < 30 ? 0 : (f - 30 > 60 ? 60 : f - 30)) : (f < 150 ? 60 : (f - 150 > 60 ? 0 : 60 - (f - 150)));
  return led::blend_strip(o, a.data(), b.data(), n, tr, frame);
}

// Flow particles on a strip: a tank of N x 6 pixels, one particle per 4 LEDs, simulated
// like the matrix flow below (from t - 10 s at 30 steps per second).
led::status strip_flow(led::rgb8* o, std::size_t n, q16 t, std::uint32_t s) {
  std::vector<fx::flow_particle> dots(n / 4 + 1);
  std::vector<std::uint8_t> trail(n * 6);
  const fx::flow_state fs{dots.data(), dots.size(), trail.data(), trail.size(), static_cast<std::uint32_t>(n), 6};
  fx::flow_params p;
  p.scale = 65536 * 4 / static_cast<q16>(n > 0 ? n : 1);
  p.speed = 40 * 65536;  // the flow along a thin tank is slow: a few times the matrix speed
  p.evolve = 19661;
  p.seed = s;
  if (const led::status st = fx::flow_start(fs, p); st != led::status::ok) return st;
  const std::int64_t last = std::int64_t{t} * 30 / 65536;
  for (std::int64_t i = last > 300 ? last - 300 : 0; i < last; ++i) {
    if (const led::status st = fx::flow_step(fs, p, static_cast<q16>(i * 65536 / 30), 65536 / 30); st != led::status::ok) return st;
  }
  return fx::flow_strip(o, n, fs, p, t, 65536 / 30);
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
    {"flow", strip_flow},
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
  led::palette_shader<qnoise::integer_hash> a(led::palettes::clouds, lattice, pc, t, fb.width);
  fx::fire_shader<qnoise::integer_hash> b(lattice, fb.width, fb.height, t, s, 65536 * 3 / static_cast<q16>(fb.width));
  led::noise_transition tr;
  tr.frames = 60;
  tr.noise.scale = 65536 * 3 / static_cast<q16>(fb.width > 0 ? fb.width : 1);
  const std::uint32_t f = static_cast<std::uint32_t>((static_cast<std::uint64_t>(t) * 30u) >> 16) % 80u;
  return led::render_transition(fb, a, b, tr, f > 60 ? 60 : f);
}

// Flow-field particles: the effect keeps state, so a frame at time t is the simulation run
// at 30 steps per second from t - 10 s (or 0; long enough to look like any later frame,
// and a --t of hours stays quick), one particle per 12 pixels.
led::status matrix_flow(const led::framebuffer& fb, q16 t, std::uint32_t s) {
  const std::size_t n = std::size_t{fb.width} * fb.height;
  std::vector<fx::flow_particle> dots(n / 12 + 1);
  std::vector<std::uint8_t> trail(n);
  const fx::flow_state fs{dots.data(), dots.size(), trail.data(), trail.size(), fb.width, fb.height + fb.y0};
  fx::flow_params p;
  p.scale = 65536 * 3 / static_cast<q16>(fb.width > 0 ? fb.width : 1);
  p.seed = s;
  if (const led::status st = fx::flow_start(fs, p); st != led::status::ok) return st;
  const std::int64_t last = std::int64_t{t} * 30 / 65536;
  for (std::int64_t i = last > 300 ? last - 300 : 0; i < last; ++i) {
    if (const led::status st = fx::flow_step(fs, p, static_cast<q16>(i * 65536 / 30), 65536 / 30); st != led::status::ok) return st;
  }
  return fx::flow_render(fb, fs, p);
}

struct matrix_effect { const char* name; matrix_fn fn; };
const matrix_effect matrix_effects[] = {
    {"clouds", [](const led::framebuffer& fb, q16 t, std::uint32_t s) { return fx::clouds(fb, t, {65536 * 3 / static_cast<q16>(fb.width), s}); }},
    {"fire", [](const led::framebuffer& fb, q16 t, std::uint32_t s) { return fx::fire_matrix(fb, t, {65536 * 3 / static_cast<q16>(fb.width), s}); }},
    {"lava", [](const led::framebuffer& fb, q16 t, std::uint32_t s) { return fx::lava_lamp(fb, t, {65536 * 3 / static_cast<q16>(fb.width), s}); }},
    {"ocean", [](const led::framebuffer& fb, q16 t, std::uint32_t s) { return fx::ocean_matrix(fb, t, {65536 * 4 / static_cast<q16>(fb.width), s}); }},
    {"aurora", [](const led::framebuffer& fb, q16 t, std::uint32_t s) { return fx::aurora_matrix(fb, t, {65536 * 3 / static_cast<q16>(fb.width), s}); }},
    {"marble", [](const led::framebuffer& fb, q16 t, std::uint32_t s) { return fx::marble(fb, t, {65536 * 4 / static_cast<q16>(fb.width), 65536u * 3u / fb.width, 49152, s}); }},
    {"wood", [](const led::framebuffer& fb, q16 t, std::uint32_t s) { return fx::wood(fb, t, {65536 * 3 / 5 / static_cast<q16>(fb.width), s}); }},
    {"plasma", [](const led::framebuffer& fb, q16 t, std::uint32_t s) { return fx::plasma(fb, t, {&led::palettes::rainbow, s}); }},
    {"glass", [](const led::framebuffer& fb, q16 t, std::uint32_t s) {
       fx::stained_glass_params p;
       p.scale = 65536 * 8 / static_cast<q16>(fb.width);
       p.seed = s;
       return fx::stained_glass(fb, t, p); }},
    {"caustics", [](const led::framebuffer& fb, q16 t, std::uint32_t s) {
       fx::caustics_params p;
       p.scale = 65536 * 6 / static_cast<q16>(fb.width);
       p.seed = s;
       return fx::caustics(fb, t, p); }},
    {"ink", [](const led::framebuffer& fb, q16 t, std::uint32_t s) {
       fx::ink_params p;
       p.scale = 65536 * 4 / static_cast<q16>(fb.width);
       p.seed = s;
       return fx::ink(fb, t, p); }},
    {"flow", matrix_flow},
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

// ------------------------------------------------------------------ command line
// Every bad argument ends the run with one line on stderr and exit status 2 (fail()).
// The limits keep every run to a few hundred MB and seconds to minutes.
constexpr int max_side = 4096;       // --w, --h, --n
constexpr int max_frames = 3600;     // --frames
constexpr int max_fps = 240;         // --fps
constexpr int max_zoom = 64;         // --zoom
constexpr int max_cells = 100;       // --cells (plot)
constexpr double max_t = 30000.0;    // --t, seconds (Q16 time holds up to 32767 s)
constexpr double max_seconds = 600.0;  // --seconds (term)
constexpr long long max_pixels = 1LL << 25;  // output pixels summed over all frames (96 MB RGB)

// The whole string must be a number in [lo, hi] (no sign games, spaces or trailing text).
int parse_int(const std::string& opt, const std::string& v, int lo, int hi) {
  int x = 0;
  const auto r = std::from_chars(v.data(), v.data() + v.size(), x);
  if (v.empty() || r.ec != std::errc() || r.ptr != v.data() + v.size() || x < lo || x > hi)
    fail(opt + " must be an integer in [" + std::to_string(lo) + ", " + std::to_string(hi) + "], got " + quoted(v));
  return x;
}

double parse_real(const std::string& opt, const std::string& v, double lo, double hi) {
  double x = 0;
  const auto r = std::from_chars(v.data(), v.data() + v.size(), x);
  char range[64];
  std::snprintf(range, sizeof range, "[%g, %g]", lo, hi);
  if (v.empty() || r.ec != std::errc() || r.ptr != v.data() + v.size() || !(x >= lo && x <= hi))
    fail(opt + " must be a number in " + range + ", got " + quoted(v));
  return x;
}

// Decimal, or hexadecimal with 0x, in [0, 2^32 - 1].
std::uint32_t parse_seed(const std::string& v) {
  const bool hex = v.size() > 2 && v[0] == '0' && (v[1] == 'x' || v[1] == 'X');
  const char* first = v.data() + (hex ? 2 : 0);
  std::uint32_t x = 0;
  const auto r = std::from_chars(first, v.data() + v.size(), x, hex ? 16 : 10);
  if (v.empty() || r.ec != std::errc() || r.ptr != v.data() + v.size())
    fail("--seed must be an integer in [0, 4294967295] (or 0x hex), got " + quoted(v));
  return x;
}

struct options {
  int w = 128, h = 128, n = 60, frames = 60, fps = 30, zoom = 0, dims = 2, octaves = 1, cells = 8;
  double t = 2.0, seconds = 3.0;
  std::uint32_t seed = 0;
  std::string given;  // the options on the command line, " --w --h " style
  bool has(const char* opt) const { return given.find(std::string(" ") + opt + " ") != std::string::npos; }
};

// The modes, their arguments and the options each takes.
struct mode_info { const char* name; const char* args; const char* opts; const char* what; };
const mode_info modes[] = {
    {"list", "", "", "print the effect names"},
    {"still", "EFFECT OUT.png", "--w --h --t --seed --zoom", "one matrix frame, RGB888"},
    {"oled", "EFFECT OUT.png", "--w --h --t --seed --zoom", "one matrix frame, 1-bit Bayer, SSD1306 pages"},
    {"tft", "EFFECT OUT.png", "--w --h --t --seed --zoom", "one matrix frame, RGB565"},
    {"waterfall", "EFFECT OUT.png", "--n --frames --fps --seed --zoom", "strip over time: LED index across, time down"},
    {"apng", "EFFECT OUT.png", "--n --w --h --frames --fps --seed --zoom",
     "animated PNG: a strip with --n, else a matrix"},
    {"histogram", "OUT.png", "--dims --octaves", "distribution of 512x512 noise values"},
    {"plot", "OUT.png", "--octaves --cells", "1D noise against position, lattice points marked"},
    {"term", "EFFECT", "--n --w --h --seconds --fps --seed",
     "animation in the terminal: a strip, or a matrix with --w/--h (plain text when not a TTY)"},
    {"gallery", "DIR", "", "write the docs/gallery images to DIR"},
};

const mode_info* find_mode(const std::string& name) {
  for (const auto& m : modes) if (name == m.name) return &m;
  return nullptr;
}

// Options from argv[first] on, each "--name value", checked against the mode's list.
options parse(int argc, char** argv, int first, const mode_info& mode) {
  const std::string all = " --w --h --n --frames --fps --zoom --t --seed --seconds --dims --octaves --cells ";
  options o;
  for (int i = first; i < argc; i += 2) {
    const std::string k = argv[i];
    if (k.compare(0, 2, "--") != 0) fail("unexpected argument " + quoted(k) + " (see --help)");
    if (all.find(" " + k + " ") == std::string::npos) fail("unknown option " + quoted(k) + " (see --help)");
    if ((" " + std::string(mode.opts) + " ").find(" " + k + " ") == std::string::npos)
      fail(std::string(mode.name) + " does not take " + k + " (see --help)");
    if (i + 1 >= argc) fail(k + " needs a value");
    const std::string v = argv[i + 1];
    if (k == "--w") o.w = parse_int(k, v, 1, max_side);
    else if (k == "--h") o.h = parse_int(k, v, 1, max_side);
    else if (k == "--n") o.n = parse_int(k, v, 1, max_side);
    else if (k == "--frames") o.frames = parse_int(k, v, 1, max_frames);
    else if (k == "--fps") o.fps = parse_int(k, v, 1, max_fps);
    else if (k == "--zoom") o.zoom = parse_int(k, v, 1, max_zoom);
    else if (k == "--dims") o.dims = parse_int(k, v, 1, 3);
    else if (k == "--octaves") o.octaves = parse_int(k, v, 1, led::max_octaves);
    else if (k == "--cells") o.cells = parse_int(k, v, 1, max_cells);
    else if (k == "--t") o.t = parse_real(k, v, 0.0, max_t);
    else if (k == "--seconds") o.seconds = parse_real(k, v, 0.1, max_seconds);
    else if (k == "--seed") o.seed = parse_seed(v);
    o.given += " " + k + " ";
  }
  return o;
}

// Fails unless the output (width x height pixels, frames of them) fits max_pixels.
void check_size(long long width, long long height, long long frames) {
  if (width * height * frames > max_pixels)
    fail("output too large: " + std::to_string(width) + "x" + std::to_string(height) + " pixels, " +
         std::to_string(frames) + " frame(s), over the limit of " + std::to_string(max_pixels) +
         " pixels (lower --w/--h/--n/--frames/--zoom)");
}

// Fails early, before a long render, when OUT cannot be written (leaves no file behind).
void check_output(const std::string& path) {
  struct stat st;
  const bool existed = stat(path.c_str(), &st) == 0;
  FILE* f = std::fopen(path.c_str(), "ab");
  if (!f) fail("cannot write " + quoted(path) + ": " + std::strerror(errno));
  std::fclose(f);
  if (!existed) std::remove(path.c_str());
}

// ------------------------------------------------------------------ renderers
image render_matrix(const matrix_effect& e, int w, int h, q16 t, std::uint32_t seed) {
  std::vector<std::uint8_t> mem(static_cast<size_t>(w * h * 3));
  const led::framebuffer fb{mem.data(), mem.size(), static_cast<std::uint32_t>(w), static_cast<std::uint32_t>(h),
                            led::pixel_format::rgb888, led::layout::row_major};
  if (e.fn(fb, t, seed) != led::status::ok) { std::fprintf(stderr, "qnoise-preview: render failed\n"); std::exit(1); }
  image im(w, h);
  im.rgb = mem;
  return im;
}

image render_oled(const matrix_effect& e, int w, int h, q16 t, std::uint32_t seed) {
  std::vector<std::uint8_t> mem(static_cast<size_t>(w * ((h + 7) / 8)));
  const led::framebuffer fb{mem.data(), mem.size(), static_cast<std::uint32_t>(w), static_cast<std::uint32_t>(h),
                            led::pixel_format::mono1, led::layout::ssd1306_pages};
  if (e.fn(fb, t, seed) != led::status::ok) { std::fprintf(stderr, "qnoise-preview: render failed\n"); std::exit(1); }
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
  if (e.fn(fb, t, seed) != led::status::ok) { std::fprintf(stderr, "qnoise-preview: render failed\n"); std::exit(1); }
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
  if (e.fn(px.data(), px.size(), t, seed) != led::status::ok) { std::fprintf(stderr, "qnoise-preview: render failed\n"); std::exit(1); }
  return px;
}

image waterfall(const strip_effect& e, int n, int frames, int fps, std::uint32_t seed) {
  image im(n, frames);
  for (int f = 0; f < frames; ++f) {
    progress.update("rendering frame", f, frames);
    const auto px = render_strip(e, n, frame_time(f, fps), seed);
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
    const auto px = render_strip(e, n, frame_time(f, fps), seed);
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
    const image im = render_matrix(e, w, h, frame_time(f, fps), seed);
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

// A slow dark fade (led/dither.hpp): grey noise in 16 bits, faded in from 0 to 1/32 of full
// brightness over 8 s at 30 fps (8-bit levels 0..8), each frame rounded to 8 bits or
// temporally dithered. LED index across, time down, shown 24x brighter so the dark levels
// can be seen (the 8-bit version steps in bands; the dithered one averages to the fade).
image dark_fade(bool dithered) {
  const int n = 120, frames = 240;
  image im(n, frames);
  std::vector<led::rgb16> level(n);
  std::vector<led::dither_state> residue(n);
  std::vector<led::rgb8> px(n);
  (void)led::init_dither(residue.data(), residue.size());
  led::noise_params p;
  p.scale = 65536 / 24;
  p.speed = 65536 / 16;
  for (int f = 0; f < frames; ++f) {
    (void)led::fill_strip16(level.data(), level.size(), led::palettes::grey, p, frame_time(f, 30));
    led::scale16(level.data(), level.size(), static_cast<std::uint16_t>(f * 2048 / frames));
    if (dithered) {
      (void)led::dither(px.data(), level.data(), residue.data(), px.size());
    } else {
      for (int i = 0; i < n; ++i) {
        const led::rgb16 c = level[static_cast<size_t>(i)];
        const auto round8 = [](std::uint16_t v) { return static_cast<std::uint8_t>((v + 128u) / 257u); };
        px[static_cast<size_t>(i)] = {round8(c.r), round8(c.g), round8(c.b)};
      }
    }
    for (int i = 0; i < n; ++i) {
      const led::rgb8 c = px[static_cast<size_t>(i)];
      const auto show = [](std::uint8_t v) { return static_cast<std::uint8_t>(v * 24 > 255 ? 255 : v * 24); };
      im.set(i, f, {show(c.r), show(c.g), show(c.b)});
    }
  }
  return im;
}

// ------------------------------------------------------------------ gallery
void gallery(const std::string& dir) {
  if (mkdir(dir.c_str(), 0755) != 0 && errno != EEXIST) fail("cannot create " + quoted(dir) + ": " + std::strerror(errno));
  const auto& m = matrix_effects;
  for (const char* name : {"clouds", "fire", "lava", "ocean", "aurora", "marble", "wood", "plasma", "glass", "caustics", "ink", "flow"}) {
    write_png(dir + "/matrix-" + name + ".png", zoom(render_matrix(*find_matrix(name), 96, 96, seconds(2.0), 0), 2));
  }
  (void)m;
  write_png(dir + "/oled-clouds-128x64.png", zoom(render_oled(*find_matrix("grey"), 128, 64, seconds(1.0), 0), 2));
  write_png(dir + "/tft-marble-160x128.png", render_tft(*find_matrix("marble"), 160, 128, 0, 0));
  write_png(dir + "/led16-clouds.png", zoom(render_matrix(*find_matrix("clouds"), 16, 16, seconds(2.0), 0), 12, 2));
  for (const char* name : {"fire", "candle", "lava", "ocean", "aurora", "twinkle", "breathing", "plasma", "flow", "transition"}) {
    write_png(dir + "/waterfall-" + name + ".png", zoom(waterfall(*find_strip(name), 120, 150, 30, 0), 2));
  }
  write_png(dir + "/waterfall-dark-fade-8bit.png", zoom(dark_fade(false), 2));
  write_png(dir + "/waterfall-dark-fade-dithered.png", zoom(dark_fade(true), 2));
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
  {
    std::vector<image> frames;  // flow keeps state: frame f is the run from t = 0 to 2 s + f / 30 s
    for (int f = 0; f < 45; ++f) frames.push_back(zoom(render_matrix(*find_matrix("flow"), 40, 40, 2 * 65536 + f * 65536 / 30, 0), 4));
    write_apng(dir + "/matrix-flow.apng.png", frames, 30);
  }
  write_png(dir + "/histogram-2d.png", histogram(2, 1));
  write_png(dir + "/histogram-3d-3oct.png", histogram(3, 3));
  write_png(dir + "/plot-1d.png", plot(1, 8));
  write_png(dir + "/plot-1d-4oct.png", plot(4, 8));
}

void help() {
  std::puts("usage: qnoise-preview MODE ARGUMENTS [--option value ...]\n"
            "       qnoise-preview --help | -h\n\nmodes:");
  for (const auto& m : modes) {
    std::printf("  %-9s %-15s %s\n", m.name, m.args, m.what);
    if (*m.opts) std::printf("  %-9s %-15s options: %s\n", "", "", m.opts);
  }
  std::printf(
      "\noptions (default; range):\n"
      "  --w N        matrix width in pixels (128; 1 to %d)\n"
      "  --h N        matrix height in pixels (128; 1 to %d)\n"
      "  --n N        strip length in LEDs (60; 1 to %d)\n"
      "  --frames N   frames (60; 1 to %d)\n"
      "  --fps N      frames per second (30; 1 to %d)\n"
      "  --zoom N     pixels per pixel (1, waterfall 2; 1 to %d; apng --n draws 8x8 LEDs, no --zoom)\n"
      "  --t S        time of a still in seconds (2; 0 to %g)\n"
      "  --seed N     noise seed (0; 0 to 4294967295, decimal or 0x hex)\n"
      "  --seconds S  length of a term animation (3; 0.1 to %g)\n"
      "  --dims N     histogram: noise dimensions (2; 1 to 3)\n"
      "  --octaves N  histogram, plot: fBm octaves (1; 1 to %d)\n"
      "  --cells N    plot: lattice cells across (8; 1 to %d)\n"
      "An output may have at most %lld pixels over all its frames (after --zoom).\n"
      "A bad argument prints one line on stderr and exits with status 2.\n\n",
      max_side, max_side, max_side, max_frames, max_fps, max_zoom, max_t, max_seconds, int{led::max_octaves},
      max_cells, max_pixels);
  std::fputs("strip effects (waterfall, apng --n, term):", stdout);
  for (const auto& e : strip_effects) std::printf(" %s", e.name);
  std::fputs("\nmatrix effects (still, oled, tft, apng, term --w/--h):", stdout);
  for (const auto& e : matrix_effects) std::printf(" %s", e.name);
  std::puts("");
}

int run(int argc, char** argv) {
  for (int i = 1; i < argc; ++i)
    if (std::strcmp(argv[i], "--help") == 0 || std::strcmp(argv[i], "-h") == 0) { help(); return 0; }
  if (argc < 2) fail("missing mode (see --help)");
  const mode_info* mode = find_mode(argv[1]);
  if (!mode) fail("unknown mode " + quoted(argv[1]) + " (see --help)");
  const std::string cmd = mode->name;
  // The positional arguments (EFFECT, OUT.png, DIR), then the options.
  int first_option = 2;
  for (const char* a = mode->args; *a; ++a)
    if (a == mode->args || a[-1] == ' ') {
      if (first_option >= argc || std::strncmp(argv[first_option], "--", 2) == 0)
        fail(cmd + " needs " + mode->args + " (see --help)");
      ++first_option;
    }
  const options o = parse(argc, argv, first_option, *mode);

  if (cmd == "list") {
    std::puts("strip effects:");
    for (const auto& e : strip_effects) std::printf("  %s\n", e.name);
    std::puts("matrix effects:");
    for (const auto& e : matrix_effects) std::printf("  %s\n", e.name);
    return 0;
  }
  if (cmd == "gallery") {
    progress.enabled = false;  // it lists each file it writes
    gallery(argv[2]);
    return 0;
  }
  if (cmd == "histogram" || cmd == "plot") {
    check_output(argv[2]);
    write_png(argv[2], cmd == "histogram" ? histogram(o.dims, o.octaves) : plot(o.octaves, o.cells));
    return 0;
  }

  const std::string name = argv[2];
  const bool matrix_size = o.has("--w") || o.has("--h");
  if (o.has("--n") && matrix_size) fail("--n (a strip) and --w/--h (a matrix) exclude each other");
  if (cmd == "apng" && o.has("--n") && o.has("--zoom")) fail("apng --n draws 8x8 LEDs and takes no --zoom");
  const bool strip = cmd == "waterfall" || (cmd == "apng" && o.has("--n")) || (cmd == "term" && !matrix_size);
  const strip_effect* se = strip ? find_strip(name) : nullptr;
  const matrix_effect* me = strip ? nullptr : find_matrix(name);
  if (!se && !me) fail(std::string("unknown ") + (strip ? "strip" : "matrix") + " effect " + quoted(name) + " (see --help)");

  if (cmd == "term") {
    progress.enabled = false;  // the animation is the progress
    const int frames = static_cast<int>(o.seconds * o.fps);
    if (strip) {
      check_size(o.n, 1, frames);
      term_strip(*se, o.n, o.seconds, o.fps, o.seed);
    } else {
      check_size(o.w, o.h, frames);
      term_matrix(*me, o.w, o.h, o.seconds, o.fps, o.seed);
    }
    return 0;
  }

  const std::string out = argv[3];
  const int z = o.zoom > 0 ? o.zoom : (cmd == "waterfall" ? 2 : 1);
  if (cmd == "waterfall") check_size(o.n * z, o.frames * z, 1);
  else if (cmd == "apng" && strip) check_size(o.n * 8, 8, o.frames);  // strip_frame: 8x8 pixels a LED
  else if (cmd == "apng") check_size(o.w * z, o.h * z, o.frames);
  else check_size(o.w * z, o.h * z, 1);
  check_output(out);

  if (cmd == "waterfall") {
    write_png(out, zoom(waterfall(*se, o.n, o.frames, o.fps, o.seed), z));
  } else if (cmd == "apng") {
    std::vector<image> frames;
    for (int f = 0; f < o.frames; ++f) {
      progress.update("rendering frame", f, o.frames);
      frames.push_back(strip ? strip_frame(render_strip(*se, o.n, frame_time(f, o.fps), o.seed))
                             : zoom(render_matrix(*me, o.w, o.h, frame_time(f, o.fps), o.seed), z));
    }
    write_apng(out, frames, o.fps);
  } else if (cmd == "still") {
    write_png(out, zoom(render_matrix(*me, o.w, o.h, seconds(o.t), o.seed), z));
  } else if (cmd == "oled") {
    write_png(out, zoom(render_oled(*me, o.w, o.h, seconds(o.t), o.seed), z));
  } else {
    write_png(out, zoom(render_tft(*me, o.w, o.h, seconds(o.t), o.seed), z));
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {  // out of memory and the like: still one line, no abort
    progress.clear();
    std::fprintf(stderr, "qnoise-preview: %s\n", e.what());
    return 1;
  }
}
