// SPDX-License-Identifier: MIT
// Instruction counts and stack use per call of the family's main functions, exact under
// QEMU -icount on every core (0 on host): printed for the report, and checked against
// loose ceilings so that a regression of several times shows up. Inputs go through a
// volatile so nothing is folded at compile time; the maximum over a few points is taken.
#include <cstdint>

#include "qnoise/qnoise.hpp"
#include "qnoise_port/measure.hpp"
#include "qtest.hpp"
#include "test_inputs.hpp"

using qnoise::q16;

namespace {

constexpr qnoise::fractal_params kFbm4 = qnoise::fractal<4>();
constexpr qnoise::fractal_tiling kTile = qnoise::make_tiling(kFbm4, 8, 8);
constexpr qnoise::loop kLoop = qnoise::make_loop(600, 4);

struct Call {
  q16 x, y, z, w, out;
};

using NoiseFn = q16 (*)(q16, q16, q16, q16);

template <NoiseFn Fn>
std::uint32_t worst_count() {
  core_tests::Rng rng(55);
  std::uint32_t worst = 0;
  for (int i = 0; i < 16; ++i) {
    Call c{core_tests::opaque(rng.next_q16()), core_tests::opaque(rng.next_q16()),
           core_tests::opaque(rng.next_q16()), core_tests::opaque(rng.next_q16()), 0};
    Call* const call = &c;  // the measured closure holds one pointer (no vector copies)
    const std::uint32_t n = qnoise_port::count_instructions([call] { call->out = Fn(call->x, call->y, call->z, call->w); });
    qnoise_port::do_not_optimize(c.out);
    worst = n > worst ? n : worst;
  }
  return worst;
}

// Ceilings are for optimised builds; an -O0 build runs several times more instructions
// and keeps every temporary on the stack.
#if defined(__OPTIMIZE__)
constexpr std::uint32_t kSlack = 1, kStackSlack = 1;
#else
constexpr std::uint32_t kSlack = 6, kStackSlack = 3;
#endif

q16 fbm2(q16 x, q16 y, q16, q16) { return qnoise::fbm(x, y, kFbm4); }
q16 fbm2_tiled(q16 x, q16 y, q16, q16) { return qnoise::fbm_tiled(x, y, kFbm4, kTile); }
q16 ridged2(q16 x, q16 y, q16, q16) { return qnoise::ridged(x, y, kFbm4); }
q16 perlin4(q16 x, q16 y, q16 z, q16 w) { return qnoise::perlin(x, y, z, w); }
q16 value2(q16 x, q16 y, q16, q16) { return qnoise::value_noise(x, y); }
q16 value2_cr(q16 x, q16 y, q16, q16) { return qnoise::value_noise<qnoise::catmull_rom>(x, y); }
q16 seeded2(q16 x, q16 y, q16, q16) { return qnoise::perlin(x, y, qnoise::make_seed(7)); }
q16 periodic2(q16 x, q16 y, q16, q16) {
  return qnoise::perlin_periodic(x, y, qnoise::make_period(10), qnoise::make_period(7));
}
q16 loop1(q16 x, q16 y, q16, q16) { return qnoise::loop_noise(x, static_cast<std::uint32_t>(y), kLoop); }
q16 derivative2(q16 x, q16 y, q16, q16) { return qnoise::perlin_with_derivative(x, y).dx; }
q16 derivative3(q16 x, q16 y, q16 z, q16) { return qnoise::perlin_with_derivative(x, y, z).dz; }

struct Entry {
  const char* name;
  std::uint32_t ceiling;  // loose: about twice the measured M0 -O2 figure
  std::uint32_t (*measure)();
};

const Entry kEntries[] = {
    {"fbm(x, y, fractal<4>())", 3000, worst_count<fbm2>},
    {"fbm_tiled(x, y, fractal<4>(), 8x8)", 4500, worst_count<fbm2_tiled>},
    {"ridged(x, y, fractal<4>())", 3200, worst_count<ridged2>},
    {"perlin(x, y, z, w)", 3000, worst_count<perlin4>},
    {"value_noise(x, y) quintic", 1300, worst_count<value2>},
    {"value_noise<catmull_rom>(x, y)", 3200, worst_count<value2_cr>},
    {"perlin(x, y, make_seed(7)) (seed built per call)", 1200, worst_count<seeded2>},
    {"perlin_periodic(x, y, make_period(10), make_period(7)) (periods built per call)", 1500, worst_count<periodic2>},
    {"loop_noise(x, t, loop)", 800, worst_count<loop1>},
    {"perlin_with_derivative(x, y).dx", 1100, worst_count<derivative2>},
    {"perlin_with_derivative(x, y, z).dz", 4000, worst_count<derivative3>},
};

}  // namespace

QTEST(family_cost, instructions_per_call) {
  const bool counting = qnoise_port::instruction_counter_available();
  for (const Entry& e : kEntries) {
    const std::uint32_t n = e.measure();
    qtest::print("    ", e.name, ": ", n, " instructions (max of 16 calls)\n");
    if (counting) {
      QCHECK_GT(n, 0u);
      QCHECK_LE(n, e.ceiling * kSlack);
    } else {
      QCHECK_EQ(n, 0u);
    }
  }
}

QTEST(family_cost, stack_per_call) {
  const q16 x = core_tests::opaque(123456), y = core_tests::opaque(-654321), z = core_tests::opaque(777);
  q16 out = 0;
  const std::uint32_t fbm = qnoise_port::stack_bytes([&] { out = qnoise::fbm(x, y, kFbm4); });
  const std::uint32_t cr = qnoise_port::stack_bytes(
      [&] { out = qnoise::value_noise<qnoise::catmull_rom, true>(x, y, z); });
  const std::uint32_t p4 = qnoise_port::stack_bytes([&] { out = qnoise::perlin(x, y, z, x); });
  qnoise_port::do_not_optimize(out);
  qtest::print("    stack: fbm 2D 4 octaves ", fbm, " B, value 3D catmull-rom smoothed ", cr, " B, perlin 4D ", p4, " B\n");
  QCHECK_LE(fbm, 512u * kStackSlack);
  QCHECK_LE(cr, 1024u * kStackSlack);
  QCHECK_LE(p4, 512u * kStackSlack);
}
