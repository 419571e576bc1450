// SPDX-License-Identifier: MIT
// The qnoise demo firmware: a 60-LED strip cycling through effects, printed as one
// terminal line per frame ("--color": 24-bit ANSI colour blocks; otherwise plain ASCII,
// every 6th frame). scripts/demo.sh runs it on a Cortex-M4 under QEMU and paces the
// lines to 30 fps. At the end it prints what a frame costs on this core, measured
// exactly with QEMU's instruction counter (-icount).
#include <cstdint>

#include "common/example_io.hpp"
#include "qnoise/led.hpp"
#include "qnoise_port/measure.hpp"

namespace led = qnoise::led;
namespace fx = qnoise::led::effects;

namespace {

constexpr std::uint32_t N = 60;
led::rgb8 leds[N], scene_a[N], scene_b[N];

led::status render(std::uint32_t effect, qnoise::q16 t, std::uint32_t frame) {
  switch (effect) {
    case 0: return fx::fire(leds, N, t, 1);
    case 1: return fx::aurora(leds, N, t, 2);
    case 2: {  // noise dissolve: ocean to lava
      if (const led::status s = fx::ocean(scene_a, N, t); s != led::status::ok) return s;
      if (const led::status s = fx::lava(scene_b, N, t); s != led::status::ok) return s;
      led::noise_transition tr;
      tr.frames = 45;
      tr.noise.scale = 65536 / 8;
      return led::blend_strip(leds, scene_a, scene_b, N, tr, frame > 15 ? frame - 15 : 0);
    }
    case 3: return fx::twinkle(leds, N, t);
    default: return fx::plasma_strip(leds, N, t);
  }
}

const char* const names[] = {"fire", "aurora", "noise transition: ocean -> lava", "twinkle", "plasma"};

}  // namespace

int main(int argc, char** argv) {
  example::output out(argc, argv);
  bool color = false;
  for (int i = 1; i < argc; ++i) color |= argv[i][0] == '-' && argv[i][2] == 'c';
  const std::uint32_t frames = 60;  // 2 s per effect at 30 fps
  for (std::uint32_t effect = 0; effect < 5; ++effect) {
    out.text("# ");
    out.text(names[effect]);
    out.text("\n");
    for (std::uint32_t f = 0; f < frames; ++f) {
      if (render(effect, example::frame_time(f, 30), f) != led::status::ok) return 1;
      led::apply(leds, N, led::gamma22);
      if (color || f % 6 == 0) out.strip(leds, N);
    }
  }
  out.text("# cost per frame on ");
  out.text(qnoise_port::target_name());
  out.text(" (exact instruction counts, QEMU -icount):\n");
  if (!qnoise_port::instruction_counter_available()) {
    out.text("#   (instruction counter unavailable on this target)\n");
    return 0;
  }
  for (std::uint32_t effect = 0; effect < 5; ++effect) {
    volatile qnoise::q16 t = 123456;
    const std::uint32_t n = qnoise_port::count_instructions([&] { (void)render(effect, t, 20); });
    out.text("#   ");
    out.text(names[effect]);
    out.text(": ");
    qnoise_port::console_put_int(n / N);
    out.text(" instructions per LED\n");
  }
  return 0;
}
