// SPDX-License-Identifier: MIT
// bench_core: exact instructions per call, and measured stack, of every qnoise entry
// point on the core it runs on (QEMU -icount + board timer, see ports/ and
// ../shared/docs/cortex-m-under-qemu.md). These are INSTRUCTION counts, not cycles.
//
// What one figure means: the instructions executed inside one call of a noinline
// wrapper around the library function, from its first instruction to its return
// (inclusive) — i.e. the wrapper's count minus the count of an identity wrapper of the
// same signature (`bx lr` only), plus that one return. Argument set-up and the call
// instruction are not counted, the function's own prologue/epilogue and return are.
// Inputs are read from volatile memory and results written to volatile memory, so
// nothing can be folded or hoisted; each wrapper is `noipa` (no cloning, no
// inter-procedural assumptions).
//
// Each function runs over a fixed set of inputs (different cells, negative coordinates,
// fractions in both halves of the cell so both branches of the fade mirror run); the
// line reports min / median / max. Output lines (parsed by bench/check_budgets.sh and
// scripts/bench.sh):
//   bench <name> min <n> median <n> max <n> stack <bytes>
//   row1 <step_q16> samples <n> total <instructions> per_sample_x100 <n>
// The host build compiles and runs too (counts read 0) so the program stays honest on
// every config; it is only meaningful on a core.
#include <cstdint>

#include "qnoise/qnoise.hpp"
#include "bench_util.hpp"

using qnoise::q16;

namespace bench {

// ------------------------------------------------------------------ wrappers
BENCH_NOINLINE q16 perlin1(q16 x) { return qnoise::perlin(x); }
BENCH_NOINLINE q16 perlin2(q16 x, q16 y) { return qnoise::perlin(x, y); }
BENCH_NOINLINE q16 perlin3(q16 x, q16 y, q16 z) { return qnoise::perlin(x, y, z); }
BENCH_NOINLINE q16 perlin1_hash(q16 x) { return qnoise::perlin(x, qnoise::integer_hash{7}); }
BENCH_NOINLINE q16 perlin2_hash(q16 x, q16 y) { return qnoise::perlin(x, y, qnoise::integer_hash{7}); }
BENCH_NOINLINE q16 perlin3_hash(q16 x, q16 y, q16 z) { return qnoise::perlin(x, y, z, qnoise::integer_hash{7}); }
BENCH_NOINLINE q16 perlin1_u8(q16 x) { return qnoise::perlin_u8(x); }
BENCH_NOINLINE q16 perlin2_u8(q16 x, q16 y) { return qnoise::perlin_u8(x, y); }
BENCH_NOINLINE q16 perlin3_u8(q16 x, q16 y, q16 z) { return qnoise::perlin_u8(x, y, z); }
BENCH_NOINLINE q16 fade_quintic(q16 t) { return qnoise::fade_quintic(t); }
BENCH_NOINLINE q16 fade_cubic(q16 t) { return qnoise::fade_cubic(t); }
BENCH_NOINLINE q16 fade_cosine(q16 t) { return qnoise::fade_cosine(t); }
BENCH_NOINLINE q16 fade_linear(q16 t) { return qnoise::fade_linear(t); }
BENCH_NOINLINE q16 simplex2(q16 x, q16 y) { return qnoise::simplex(x, y); }
BENCH_NOINLINE q16 simplex3(q16 x, q16 y, q16 z) { return qnoise::simplex(x, y, z); }
BENCH_NOINLINE q16 simplex2_u8(q16 x, q16 y) { return qnoise::simplex_u8(x, y); }
BENCH_NOINLINE q16 curl2_x(q16 x, q16 y) { return qnoise::curl(x, y).x; }
BENCH_NOINLINE q16 curl3_x(q16 x, q16 y, q16 z) { return qnoise::curl(x, y, z).x; }
// Issue 19: Worley (f1, f2 and the cell id all used), domain warp, 4D fractal sums and
// periodic / looping 4D (w derived from the three inputs).
constexpr qnoise::fractal_params kBenchFbm4 = qnoise::fractal<4>();
constexpr qnoise::warp_params kBenchWarp = qnoise::make_warp(65536, 7u);
constexpr qnoise::warp_params kBenchWarp3 = qnoise::make_warp(65536, qnoise::fractal<3>());
constexpr qnoise::period kBenchP5 = qnoise::make_period(5), kBenchP3 = qnoise::make_period(3);
constexpr qnoise::loop kBenchLoop = qnoise::make_loop(600, 4);
inline q16 fold(const qnoise::worley_result& r) {
  return qnoise::to_signed(static_cast<std::uint32_t>(r.f1) ^ (static_cast<std::uint32_t>(r.f2) << 8) ^ r.cell);
}
inline q16 fourth(q16 x, q16 z) { return qnoise::to_signed(static_cast<std::uint32_t>(x) - static_cast<std::uint32_t>(z)); }
BENCH_NOINLINE q16 worley2(q16 x, q16 y) { return fold(qnoise::worley(x, y)); }
BENCH_NOINLINE q16 worley2_manhattan(q16 x, q16 y) { return fold(qnoise::worley<qnoise::manhattan>(x, y)); }
BENCH_NOINLINE q16 worley2_squared(q16 x, q16 y) { return fold(qnoise::worley<qnoise::euclidean_squared>(x, y)); }
BENCH_NOINLINE q16 worley3(q16 x, q16 y, q16 z) { return fold(qnoise::worley(x, y, z)); }
BENCH_NOINLINE q16 worley3_manhattan(q16 x, q16 y, q16 z) { return fold(qnoise::worley<qnoise::manhattan>(x, y, z)); }
BENCH_NOINLINE q16 warp2(q16 x, q16 y) {
  const qnoise::warped2 p = qnoise::warp(x, y, kBenchWarp);
  return p.x ^ p.y;
}
BENCH_NOINLINE q16 warp3(q16 x, q16 y, q16 z) {
  const qnoise::warped3 p = qnoise::warp(x, y, z, kBenchWarp);
  return p.x ^ p.y ^ p.z;
}
BENCH_NOINLINE q16 warp2_fractal3(q16 x, q16 y) {
  const qnoise::warped2 p = qnoise::warp(x, y, kBenchWarp3);
  return p.x ^ p.y;
}
BENCH_NOINLINE q16 warp2_progressive3(q16 x, q16 y) {
  const qnoise::warped2 p = qnoise::warp_progressive(x, y, kBenchWarp3);
  return p.x ^ p.y;
}
BENCH_NOINLINE q16 fbm4_4oct(q16 x, q16 y, q16 z) { return qnoise::fbm(x, y, z, fourth(x, z), kBenchFbm4); }
BENCH_NOINLINE q16 ridged4_4oct(q16 x, q16 y, q16 z) { return qnoise::ridged(x, y, z, fourth(x, z), kBenchFbm4); }
BENCH_NOINLINE q16 periodic4(q16 x, q16 y, q16 z) {
  return qnoise::perlin_periodic(x, y, z, fourth(x, z), kBenchP5, kBenchP3, kBenchP5, kBenchP3);
}
BENCH_NOINLINE q16 loop3(q16 x, q16 y, q16 z) {
  return qnoise::loop_noise(x, y, z, static_cast<std::uint32_t>(fourth(x, z)), kBenchLoop);
}
#ifdef QNOISE_ROW_HPP
BENCH_NOINLINE void row1(q16* out, q16 x0, q16 step, std::uint32_t n) {
  qnoise::perlin_row(out, static_cast<std::uint16_t>(n), x0, step);
}
BENCH_NOINLINE void row2(q16* out, q16 x0, q16 step, std::uint32_t n) {
  qnoise::perlin_row(out, static_cast<std::uint16_t>(n), x0, step, 0x2345678);
}
BENCH_NOINLINE void row3(q16* out, q16 x0, q16 step, std::uint32_t n) {
  qnoise::perlin_row(out, static_cast<std::uint16_t>(n), x0, step, 0x2345678, -0x1234567);
}
// The per-sample loop the row API replaces, as a user would write it.
BENCH_NOINLINE void loop1(q16* out, q16 x0, q16 step, std::uint32_t n) {
  for (std::uint32_t i = 0; i < n; ++i) {
    out[i] = qnoise::perlin(static_cast<q16>(static_cast<std::uint32_t>(x0) + i * static_cast<std::uint32_t>(step)));
  }
}
#endif

#ifdef QNOISE_ROW_HPP
constexpr std::uint32_t kRowSamples = 300;
q16 g_row[kRowSamples];
volatile std::uint32_t g_n;

using FRow = void (*)(q16*, q16, q16, std::uint32_t);

// Total instructions for a row of n samples (inside the call, as above).
std::uint32_t row_count(FRow f, q16 x0, q16 step, std::uint32_t n) {
  g_a = x0;
  g_b = step;
  g_n = n;
  return inside([&] { f(g_row, g_a, g_b, g_n); }, [] { identity_row(g_row, g_a, g_b, g_n); });
}

void run_rows() {
  using namespace qnoise_port;
  // Steps from 1/256 to 2 cells; the budgeted range is 1/64 .. 1 cell.
  // 0.1 and 1/3 cell are steps whose fractions never repeat; the others are k/64 cell.
  static const q16 steps[] = {256,   512,   1024,  2048,  4096,  6554,  8192,  12288, 16384, 20480,
                              21845, 24576, 32768, 40960, 49152, 57344, 64512, 65536, 131072};
  static const q16 starts[] = {0x00000000, 0x00031234, static_cast<q16>(0xFFFF8001u)};
  std::uint32_t worst_budget_x100 = 0, worst_loop_x100 = 0;
  for (q16 step : steps) {
    for (int api = 0; api < 4; ++api) {
      const FRow f = api == 0 ? row1 : api == 1 ? row2 : api == 2 ? loop1 : row3;
      std::uint32_t worst = 0;
      for (q16 x0 : starts) {
        const std::uint32_t c = row_count(f, x0, step, kRowSamples);
        if (c > worst) worst = c;
      }
      const std::uint32_t x100 = (worst * 100u + kRowSamples - 1) / kRowSamples;
      console_puts(api == 0 ? "row1 " : api == 1 ? "row2 " : api == 2 ? "loop1 " : "row3 ");
      console_put_int(step);
      console_puts(" samples ");
      console_put_int(kRowSamples);
      console_puts(" total ");
      console_put_int(worst);
      console_puts(" per_sample_x100 ");
      console_put_int(x100);
      console_puts("\n");
      if (step >= 1024 && step <= 65536) {
        if (api == 0 && x100 > worst_budget_x100) worst_budget_x100 = x100;
        if (api == 2 && x100 > worst_loop_x100) worst_loop_x100 = x100;
      }
    }
  }
  // The whole budgeted range, unbudgeted (a curve for docs/performance.md): every step
  // k/64 cell (k = 1 .. 64: the fractions repeat within 64 samples) and 32 steps drawn
  // from [1/64, 1) cell by a fixed LCG (their fractions almost never repeat within a row).
  std::uint32_t lcg = 12345u;
  for (std::uint32_t k = 1; k <= 96; ++k) {
    std::uint32_t step = k * 1024u;
    if (k > 64) {
      lcg = lcg * 1664525u + 1013904223u;
      step = 1024u + (lcg >> 16) % (65536u - 1024u);
    }
    std::uint32_t worst = 0;
    for (q16 x0 : starts) {
      const std::uint32_t c = row_count(row1, x0, static_cast<q16>(step), kRowSamples);
      if (c > worst) worst = c;
    }
    console_puts(k > 64 ? "row1_any " : "row1_k64 ");
    console_put_int(step);
    console_puts(" per_sample_x100 ");
    console_put_int((worst * 100u + kRowSamples - 1) / kRowSamples);
    console_puts("\n");
  }
  // Budget lines: the worst per-sample figure (x100) over steps 1/64 .. 1 cell.
  report("row1_per_sample_x100", {worst_budget_x100, worst_budget_x100, worst_budget_x100}, 0);
  report("loop1_per_sample_x100", {worst_loop_x100, worst_loop_x100, worst_loop_x100}, 0);
  // Fixed cost: an empty row and a one-sample row.
  const std::uint32_t n0 = row_count(row1, 0x00031234, 4096, 0);
  const std::uint32_t n1 = row_count(row1, 0x00031234, 4096, 1);
  report("row1_n0", {n0, n0, n0}, 0);
  report("row1_n1", {n1, n1, n1}, 0);
  // Stack: one step of each 1D path (tables up to 1/4 cell, the knots and fine loops, the
  // rings (ARMv6-M) and hop tables (Thumb-2) of period 16, 32 and 64 over 1/4 cell, whole
  // cells), each printed, and row1_stack the worst of them.
  g_a = 0x00031234;
  g_n = kRowSamples;
  static constexpr std::uint32_t kStackSteps[] = {4096u,  1024u,  2304u,  6554u,  20480u, 33792u,
                                                  34816u, 39936u, 61440u, 63488u, 64512u, 65536u};
  std::uint32_t s = 0;
  for (const std::uint32_t step : kStackSteps) {
    g_b = static_cast<q16>(step);
    const std::uint32_t sr = stack_of([] { row1(g_row, g_a, g_b, g_n); },
                                      [] { identity_row(g_row, g_a, g_b, g_n); });
    console_puts("row1_stack_step ");
    console_put_int(step);
    console_puts(" stack ");
    console_put_int(sr);
    console_puts("\n");
    if (sr > s) s = sr;
  }
  g_b = 4096;
  const std::uint32_t s2 = stack_of([] { row2(g_row, g_a, g_b, g_n); },
                                    [] { identity_row(g_row, g_a, g_b, g_n); });
  report("row1_stack", {0, 0, 0}, s);
  report("row2_stack", {0, 0, 0}, s2);
}
#endif

}  // namespace bench

int main() {
  using namespace bench;
  if (!qnoise_port::instruction_counter_self_check()) return 1;
  // The identity wrappers must really be one instruction (`bx lr`): counting them
  // against nothing at all must give the call plus one.
  run1("perlin1", perlin1, kXs, kNx);
  run2("perlin2", perlin2);
  run3("perlin3", perlin3);
  run1("perlin1_u8", perlin1_u8, kXs, kNx);
  run2("perlin2_u8", perlin2_u8);
  run3("perlin3_u8", perlin3_u8);
  run1("perlin1_hash", perlin1_hash, kXs, kNx);
  run2("perlin2_hash", perlin2_hash);
  run3("perlin3_hash", perlin3_hash);
  run1("fade_quintic", fade_quintic, kTs, kNt);
  run1("fade_cubic", fade_cubic, kTs, kNt);
  run1("fade_cosine", fade_cosine, kTs, kNt);
  run1("fade_linear", fade_linear, kTs, kNt);
  run2("simplex2", simplex2);
  run3("simplex3", simplex3);
  run2("simplex2_u8", simplex2_u8);
  run2("curl2", curl2_x);
  run3("curl3", curl3_x);
  run2("worley2", worley2);
  run2("worley2_manhattan", worley2_manhattan);
  run2("worley2_squared", worley2_squared);
  run3("worley3", worley3);
  run3("worley3_manhattan", worley3_manhattan);
  run2("warp2", warp2);
  run3("warp3", warp3);
  run2("warp2_fractal3", warp2_fractal3);
  run2("warp2_progressive3", warp2_progressive3);
  run3("fbm4_4oct", fbm4_4oct);
  run3("ridged4_4oct", ridged4_4oct);
  run3("periodic4", periodic4);
  run3("loop3", loop3);
#ifdef QNOISE_ROW_HPP
  run_rows();
#endif
  qnoise_port::console_puts("bench done\n");
  return 0;
}
