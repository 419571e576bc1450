// SPDX-License-Identifier: MIT
// libFuzzer target over every public entry point of qnoise (lib/include/qnoise), built with
// -fsanitize=fuzzer,address,undefined (fuzz/CMakeLists.txt). The first byte of an input
// picks an area; the rest is decoded into that area's parameters (FuzzedDataProvider).
// The sanitizers catch undefined behaviour and out-of-bounds accesses; the checks below
// catch broken invariants (documented bounds, exact identities, row == per-sample, buffer
// status codes and "nothing written unless ok / nothing past the end").
//
// A failed invariant prints what failed and aborts (libFuzzer saves the input).
#include <fuzzer/FuzzedDataProvider.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "../tests/verify/corner_lattice.hpp"
#include "qnoise/qnoise.hpp"
#include "qnoise/seed.hpp"
#include "qnoise/value.hpp"
#include "qnoise/row.hpp"
#include "qnoise/fractal.hpp"
#include "qnoise/periodic.hpp"
#include "qnoise/perlin4.hpp"
#include "qnoise/derivative.hpp"
#include "qnoise/led/blend.hpp"
#include "qnoise/led/cellular.hpp"
#include "qnoise/led/effects.hpp"
#include "qnoise/led/dither.hpp"
#include "qnoise/led/map.hpp"
#include "qnoise/led/flow.hpp"
#include "qnoise/led/warped.hpp"

#define FUZZ_CHECK(cond)                                                           \
  do {                                                                             \
    if (!(cond)) {                                                                 \
      std::fprintf(stderr, "%s:%d: invariant failed: %s\n", __FILE__, __LINE__, #cond); \
      std::abort();                                                                \
    }                                                                              \
  } while (0)

namespace {

using qnoise::q16;

std::int64_t floor_div(std::int64_t a, std::int64_t b) {  // b > 0
  const std::int64_t q = a / b;
  return (a % b != 0 && a < 0) ? q - 1 : q;
}

using verify::corner_lattice;  // tests/verify/corner_lattice.hpp

q16 any_q16(FuzzedDataProvider& in) { return in.ConsumeIntegral<std::int32_t>(); }

void fuzz_fixed(FuzzedDataProvider& in) {
  const std::int32_t a = in.ConsumeIntegral<std::int32_t>();
  const std::int32_t b = in.ConsumeIntegral<std::int32_t>();
  const std::uint32_t u = in.ConsumeIntegral<std::uint32_t>();
  const unsigned k = in.ConsumeIntegralInRange<unsigned>(0, 31);
  // to_signed: two's complement
  std::int32_t expect;
  std::memcpy(&expect, &u, sizeof expect);
  FUZZ_CHECK(qnoise::to_signed(u) == expect);
  // asr: floor division by 2^k
  FUZZ_CHECK(qnoise::asr(a, k) == floor_div(a, std::int64_t{1} << k));
  // mul_weight in its documented domain: a in [-2^22, 2^22], w in [0, 65536]
  const std::int32_t ma = in.ConsumeIntegralInRange<std::int32_t>(-(1 << 22), 1 << 22);
  const std::int32_t w = in.ConsumeIntegralInRange<std::int32_t>(0, 65536);
  const std::int64_t ref = floor_div(std::int64_t{ma} * w + 32768, 65536);
  FUZZ_CHECK(qnoise::mul_weight_wide(ma, w) == ref);
  FUZZ_CHECK(qnoise::mul_weight_narrow(ma, w) == ref);
  FUZZ_CHECK(qnoise::mul_weight(ma, w) == ref);
  FUZZ_CHECK(qnoise::mul_weight_dsp(ma, w) == ref);  // the Cortex-M DSP path's arithmetic
  // lerp: exact ends, result between a and b
  const std::int32_t la = in.ConsumeIntegralInRange<std::int32_t>(-(1 << 21), 1 << 21);
  const std::int32_t lb = in.ConsumeIntegralInRange<std::int32_t>(-(1 << 21), 1 << 21);
  FUZZ_CHECK(qnoise::lerp(la, lb, 0) == la);
  FUZZ_CHECK(qnoise::lerp(la, lb, 65536) == lb);
  const std::int32_t l = qnoise::lerp(la, lb, w);
  FUZZ_CHECK(l >= (la < lb ? la : lb) && l <= (la < lb ? lb : la));
  // q16_mul: floor(a * b / 65536), saturated
  std::int64_t m = floor_div(std::int64_t{a} * b, 65536);
  m = m > INT32_MAX ? INT32_MAX : (m < INT32_MIN ? INT32_MIN : m);
  FUZZ_CHECK(qnoise::q16_mul(a, b) == m);
  // q16_from_int: saturating
  const std::int64_t fi = std::int64_t{a} * 65536;
  FUZZ_CHECK(qnoise::q16_from_int(a) ==
             (fi > INT32_MAX ? INT32_MAX : (fi < INT32_MIN ? INT32_MIN : fi)));
  // floor / fract split
  FUZZ_CHECK(std::int64_t{qnoise::q16_floor(a)} * 65536 + qnoise::q16_fract(a) == a);
  FUZZ_CHECK(qnoise::q16_fract(a) >= 0 && qnoise::q16_fract(a) <= 65535);
}

template <class F>
void check_fade(F f, q16 t) {
  const q16 v = f(t);
  FUZZ_CHECK(v >= 0 && v <= 65536);
  if (t <= 0) FUZZ_CHECK(v == 0);
  if (t >= 65536) FUZZ_CHECK(v == 65536);
  if (t >= 0 && t <= 65536) FUZZ_CHECK(f(65536 - t) == 65536 - v);  // symmetry
  if (t < INT32_MAX) FUZZ_CHECK(f(t + 1) >= v);                     // monotone
}

void fuzz_fades(FuzzedDataProvider& in) {
  const q16 t = any_q16(in);
  check_fade(qnoise::fade_quintic, t);
  check_fade(qnoise::fade_cubic, t);
  check_fade(qnoise::fade_cosine, t);
  check_fade(qnoise::fade_linear, t);
  const std::uint32_t c = qnoise::detail::clamp_unit(t);
  FUZZ_CHECK(qnoise::quintic_fade::apply(c) == qnoise::fade_quintic(t));
  FUZZ_CHECK(qnoise::cubic_fade::apply(c) == qnoise::fade_cubic(t));
  FUZZ_CHECK(qnoise::cosine_fade::apply(c) == qnoise::fade_cosine(t));
  FUZZ_CHECK(qnoise::linear_fade::apply(c) == qnoise::fade_linear(t));
  if (c <= 65535u) FUZZ_CHECK(qnoise::detail::quintic_fraction(c) == static_cast<std::uint32_t>(qnoise::fade_quintic(t)));
}

// Bounds, zeros at lattice points, u16/u8 mappings, for one lattice.
template <class Lattice>
void check_perlin(const Lattice& lattice, q16 x, q16 y, q16 z) {
  const q16 n1 = qnoise::perlin(x, lattice);
  const q16 n2 = qnoise::perlin(x, y, lattice);
  const q16 n3 = qnoise::perlin(x, y, z, lattice);
  FUZZ_CHECK(n1 >= -qnoise::perlin1_bound && n1 <= qnoise::perlin1_bound);
  FUZZ_CHECK(n2 >= -qnoise::perlin2_bound && n2 <= qnoise::perlin2_bound);
  FUZZ_CHECK(n3 >= -qnoise::perlin3_bound && n3 <= qnoise::perlin3_bound);
  const bool lx = (x & 0xFFFF) == 0, ly = (y & 0xFFFF) == 0, lz = (z & 0xFFFF) == 0;
  if (lx) FUZZ_CHECK(n1 == 0);
  if (lx && ly) FUZZ_CHECK(n2 == 0);
  if (lx && ly && lz) FUZZ_CHECK(n3 == 0);
  // Period: the lattice's, on every axis (the coordinate wraps mod 2^32).
  const std::uint32_t shift = Lattice::period * 65536u * 7u;  // 7 periods (mod 2^32)
  const q16 xs = qnoise::to_signed(static_cast<std::uint32_t>(x) + shift);
  FUZZ_CHECK(qnoise::perlin(xs, lattice) == n1);
  FUZZ_CHECK(qnoise::perlin(x, qnoise::to_signed(static_cast<std::uint32_t>(y) + shift), lattice) == n2);
  FUZZ_CHECK(qnoise::perlin(x, y, qnoise::to_signed(static_cast<std::uint32_t>(z) + shift), lattice) == n3);
}

void fuzz_perlin_default(FuzzedDataProvider& in) {
  const q16 x = any_q16(in), y = any_q16(in), z = any_q16(in);
  check_perlin(qnoise::perlin_permutation, x, y, z);
  FUZZ_CHECK(qnoise::perlin(x) == qnoise::perlin(x, qnoise::perlin_permutation));
  FUZZ_CHECK(qnoise::perlin(x, y) == qnoise::perlin(x, y, qnoise::perlin_permutation));
  FUZZ_CHECK(qnoise::perlin(x, y, z) == qnoise::perlin(x, y, z, qnoise::perlin_permutation));
  FUZZ_CHECK(qnoise::perlin_u16(x) == qnoise::to_unorm16<qnoise::perlin1_bound>(qnoise::perlin(x)));
  FUZZ_CHECK(qnoise::perlin_u16(x, y) == qnoise::to_unorm16<qnoise::perlin2_bound>(qnoise::perlin(x, y)));
  FUZZ_CHECK(qnoise::perlin_u16(x, y, z) == qnoise::to_unorm16<qnoise::perlin3_bound>(qnoise::perlin(x, y, z)));
  FUZZ_CHECK(qnoise::perlin_u8(x) == qnoise::perlin_u16(x) >> 8);
  FUZZ_CHECK(qnoise::perlin_u8(x, y) == qnoise::perlin_u16(x, y) >> 8);
  FUZZ_CHECK(qnoise::perlin_u8(x, y, z) == qnoise::perlin_u16(x, y, z) >> 8);
}

void fuzz_perlin_seeded_table(FuzzedDataProvider& in) {
  const qnoise::permutation table = qnoise::make_permutation(in.ConsumeIntegral<std::uint32_t>());
  bool seen[256] = {};
  for (std::uint32_t i = 0; i < 256; ++i) {
    FUZZ_CHECK(!seen[table.values[i]]);
    seen[table.values[i]] = true;
    FUZZ_CHECK(table.values[i + 256] == table.values[i]);  // stored twice
  }
  check_perlin(table, any_q16(in), any_q16(in), any_q16(in));
}

void fuzz_perlin_hash(FuzzedDataProvider& in) {
  const qnoise::integer_hash lattice{in.ConsumeIntegral<std::uint32_t>()};
  check_perlin(lattice, any_q16(in), any_q16(in), any_q16(in));
}

// Every lattice: any corner hashes, any fraction (the noise in a cell depends on nothing else).
void fuzz_perlin_any_lattice(FuzzedDataProvider& in) {
  corner_lattice<3> l3{};
  for (auto& h : l3.hash) h = in.ConsumeIntegral<std::uint32_t>();
  const corner_lattice<2> l2{{l3.hash[0], l3.hash[1], l3.hash[2], l3.hash[3]}};
  const corner_lattice<1> l1{{l3.hash[0], l3.hash[1]}};
  const q16 fx = in.ConsumeIntegralInRange<q16>(0, 65535);
  const q16 fy = in.ConsumeIntegralInRange<q16>(0, 65535);
  const q16 fz = in.ConsumeIntegralInRange<q16>(0, 65535);
  using qnoise::detail::locate;
  const q16 n1 = qnoise::detail::gradient_noise(l1, locate(fx));
  const q16 n2 = qnoise::detail::gradient_noise(l2, locate(fx), locate(fy));
  const q16 n3 = qnoise::detail::gradient_noise(l3, locate(fx), locate(fy), locate(fz));
  FUZZ_CHECK(n1 >= -qnoise::perlin1_bound && n1 <= qnoise::perlin1_bound);
  FUZZ_CHECK(n2 >= -qnoise::perlin2_bound && n2 <= qnoise::perlin2_bound);
  FUZZ_CHECK(n3 >= -qnoise::perlin3_bound && n3 <= qnoise::perlin3_bound);
}

void fuzz_seed(FuzzedDataProvider& in) {
  const std::uint32_t sv = in.ConsumeIntegral<std::uint32_t>();
  const qnoise::seed s = qnoise::make_seed(sv);
  const q16 x = any_q16(in), y = any_q16(in), z = any_q16(in);
  using qnoise::detail::shift;
  FUZZ_CHECK(qnoise::perlin(x, s) == qnoise::perlin(shift(x, s.offset[0]), s.lattice));
  FUZZ_CHECK(qnoise::perlin(x, y, s) ==
             qnoise::perlin(shift(x, s.offset[0]), shift(y, s.offset[1]), s.lattice));
  FUZZ_CHECK(qnoise::perlin(x, y, z, s) == qnoise::perlin(shift(x, s.offset[0]), shift(y, s.offset[1]),
                                                          shift(z, s.offset[2]), s.lattice));
  check_perlin(s.lattice, x, y, z);
  FUZZ_CHECK(qnoise::derive_seed(sv, 3) == qnoise::derive_seed(sv, 3));
  FUZZ_CHECK(qnoise::hash32(sv) == qnoise::hash32(sv));
}

template <class Interp, bool Smoothed, class Lattice>
void check_value(const Lattice& lattice, q16 x, q16 y, q16 z) {
  constexpr bool cubic = std::is_same_v<Interp, qnoise::catmull_rom>;
  const q16 b1 = cubic ? qnoise::value_catmull_rom_bound<1> : qnoise::value_bound;
  const q16 b2 = cubic ? qnoise::value_catmull_rom_bound<2> : qnoise::value_bound;
  const q16 b3 = cubic ? qnoise::value_catmull_rom_bound<3> : qnoise::value_bound;
  const q16 v1 = qnoise::value_noise<Interp, Smoothed>(x, lattice);
  const q16 v2 = qnoise::value_noise<Interp, Smoothed>(x, y, lattice);
  const q16 v3 = qnoise::value_noise<Interp, Smoothed>(x, y, z, lattice);
  FUZZ_CHECK(v1 >= -b1 && v1 <= b1);
  FUZZ_CHECK(v2 >= -b2 && v2 <= b2);
  FUZZ_CHECK(v3 >= -b3 && v3 <= b3);
  if (!Smoothed && (x & 0xFFFF) == 0) {  // the lattice value itself
    const std::uint32_t cell = static_cast<std::uint32_t>(x) >> 16;
    FUZZ_CHECK(v1 == qnoise::detail::lattice_value<Lattice>(lattice.next(lattice.start(), cell)));
  }
}

template <class Interp, bool Smoothed>
void value_all_lattices(FuzzedDataProvider& in, unsigned which, q16 x, q16 y, q16 z) {
  switch (which) {
    case 0: check_value<Interp, Smoothed>(qnoise::perlin_permutation, x, y, z); break;
    case 1: check_value<Interp, Smoothed>(qnoise::integer_hash{in.ConsumeIntegral<std::uint32_t>()}, x, y, z); break;
    default: check_value<Interp, Smoothed>(qnoise::elias_hash{in.ConsumeIntegral<std::uint32_t>()}, x, y, z); break;
  }
}

void fuzz_value(FuzzedDataProvider& in) {
  const unsigned interp = in.ConsumeIntegralInRange<unsigned>(0, 4);
  const bool smoothed = in.ConsumeBool();
  const unsigned which = in.ConsumeIntegralInRange<unsigned>(0, 2);
  const q16 x = any_q16(in), y = any_q16(in), z = any_q16(in);
#define FUZZ_VALUE_CASE(I, T)                                            \
  case I:                                                                \
    if (smoothed) value_all_lattices<T, true>(in, which, x, y, z);       \
    else value_all_lattices<T, false>(in, which, x, y, z);               \
    break;
  switch (interp) {
    FUZZ_VALUE_CASE(0, qnoise::quintic_fade)
    FUZZ_VALUE_CASE(1, qnoise::cubic_fade)
    FUZZ_VALUE_CASE(2, qnoise::cosine_fade)
    FUZZ_VALUE_CASE(3, qnoise::linear_fade)
    FUZZ_VALUE_CASE(4, qnoise::catmull_rom)
  }
#undef FUZZ_VALUE_CASE
  // Defaults and seeds.
  const q16 d = qnoise::value_noise(x, y, z);
  FUZZ_CHECK(d >= -qnoise::value_bound && d <= qnoise::value_bound);
  const qnoise::seed s = qnoise::make_seed(in.ConsumeIntegral<std::uint32_t>());
  FUZZ_CHECK(qnoise::value_noise(x, s) == qnoise::value_noise(qnoise::detail::shift(x, s.offset[0]), s.lattice));
  const q16 e = qnoise::elias_noise(x, in.ConsumeIntegral<std::uint32_t>());
  FUZZ_CHECK(e >= -65536 && e <= 65536);
  // catmull_rom_interpolate: |r| <= 1.25 max|v| + 2 for v in [-131072, 131072]
  q16 v[4];
  std::int64_t vmax = 0;
  for (auto& vi : v) {
    vi = in.ConsumeIntegralInRange<q16>(-131072, 131072);
    vmax = vi < 0 ? (-vi > vmax ? -vi : vmax) : (vi > vmax ? vi : vmax);
  }
  const q16 r = qnoise::catmull_rom_interpolate(v[0], v[1], v[2], v[3], any_q16(in));
  FUZZ_CHECK(4 * static_cast<std::int64_t>(r < 0 ? -std::int64_t{r} : r) <= 5 * vmax + 8);
}

void fuzz_unorm(FuzzedDataProvider& in) {
  const q16 n = any_q16(in);
  const std::uint16_t a = qnoise::to_unorm16<qnoise::perlin3_bound>(n);
  const std::uint16_t b = qnoise::to_unorm16<4096>(n);
  const std::uint16_t c = qnoise::to_unorm16<131072>(n);
  if (n < INT32_MAX) {
    FUZZ_CHECK(qnoise::to_unorm16<qnoise::perlin3_bound>(n + 1) >= a);
    FUZZ_CHECK(qnoise::to_unorm16<4096>(n + 1) >= b);
    FUZZ_CHECK(qnoise::to_unorm16<131072>(n + 1) >= c);
  }
  FUZZ_CHECK(qnoise::to_unorm16<65536>(-65536) == 0 && qnoise::to_unorm16<65536>(65536) == 65535);
}

// perlin_row (1D, 2D at fixed y, 3D at fixed y, z) == per-sample perlin, exactly n values
// written.
template <class Lattice>
void check_perlin_row(FuzzedDataProvider& in, const Lattice& lattice, bool use_default) {
  const std::size_t n = in.ConsumeIntegralInRange<std::size_t>(0, 300);
  const q16 x0 = any_q16(in), y = any_q16(in), z = any_q16(in);
  // Steps: any int32, a multiple of 1/64 cell (the tabulated paths) or under one cell
  // (the fine and ring paths).
  q16 step = any_q16(in);
  switch (in.ConsumeIntegralInRange<int>(0, 2)) {
    case 0: break;
    case 1: step = qnoise::to_signed(static_cast<std::uint32_t>(step) << 10); break;
    default: step = static_cast<q16>(static_cast<std::uint32_t>(step) % 65537u); break;
  }
  const int dims = in.ConsumeIntegralInRange<int>(1, 3);
  const auto row = [&](q16* out, std::size_t count) {
    if (use_default) {
      if (dims == 3) qnoise::perlin_row(out, count, x0, step, y, z);
      else if (dims == 2) qnoise::perlin_row(out, count, x0, step, y);
      else qnoise::perlin_row(out, count, x0, step);
    } else {
      if (dims == 3) qnoise::perlin_row(out, count, x0, step, y, z, lattice);
      else if (dims == 2) qnoise::perlin_row(out, count, x0, step, y, lattice);
      else qnoise::perlin_row(out, count, x0, step, lattice);
    }
  };
  std::vector<q16> out(n + 16, INT32_MIN + 7);
  row(out.data(), n);
  std::uint32_t x = static_cast<std::uint32_t>(x0);
  for (std::size_t i = 0; i < n; ++i) {
    const q16 xi = qnoise::to_signed(x);
    const q16 expected = dims == 3   ? qnoise::perlin(xi, y, z, lattice)
                         : dims == 2 ? qnoise::perlin(xi, y, lattice)
                                     : qnoise::perlin(xi, lattice);
    FUZZ_CHECK(out[i] == expected);
    x += static_cast<std::uint32_t>(step);
  }
  for (std::size_t i = n; i < n + 16; ++i) FUZZ_CHECK(out[i] == INT32_MIN + 7);
  if (n == 0) row(nullptr, 0);  // n == 0: out may be null
}

void fuzz_perlin_row(FuzzedDataProvider& in) {
  switch (in.ConsumeIntegralInRange<int>(0, 2)) {
    case 0: check_perlin_row(in, qnoise::perlin_permutation, true); break;
    case 1: check_perlin_row(in, qnoise::perlin_permutation, false); break;
    default: check_perlin_row(in, qnoise::integer_hash{in.ConsumeIntegral<std::uint32_t>()}, false); break;
  }
}

template <class Basis, class Lattice>
void check_fractal(const qnoise::fractal_params& p, const Lattice& l, q16 x, q16 y, q16 z) {
  auto in_signed = [](q16 v) { return v >= -65536 && v <= 65536; };
  auto in_unsigned = [](q16 v) { return v >= 0 && v <= 65536; };
  FUZZ_CHECK(in_signed(qnoise::fbm<Basis>(x, p, l)));
  FUZZ_CHECK(in_signed(qnoise::fbm<Basis>(x, y, p, l)));
  FUZZ_CHECK(in_signed(qnoise::fbm<Basis>(x, y, z, p, l)));
  FUZZ_CHECK(in_unsigned(qnoise::turbulence<Basis>(x, p, l)));
  FUZZ_CHECK(in_unsigned(qnoise::turbulence<Basis>(x, y, p, l)));
  FUZZ_CHECK(in_unsigned(qnoise::turbulence<Basis>(x, y, z, p, l)));
  FUZZ_CHECK(in_signed(qnoise::billow<Basis>(x, p, l)));
  FUZZ_CHECK(in_signed(qnoise::billow<Basis>(x, y, p, l)));
  FUZZ_CHECK(in_signed(qnoise::billow<Basis>(x, y, z, p, l)));
  FUZZ_CHECK(in_unsigned(qnoise::ridged<Basis>(x, p, l)));
  FUZZ_CHECK(in_unsigned(qnoise::ridged<Basis>(x, y, p, l)));
  FUZZ_CHECK(in_unsigned(qnoise::ridged<Basis>(x, y, z, p, l)));
}

void fuzz_fractal(FuzzedDataProvider& in) {
  const std::uint32_t octaves = in.ConsumeIntegral<std::uint32_t>() % 20;
  const qnoise::fractal_params p = qnoise::make_fractal(octaves, any_q16(in), any_q16(in),
                                                        in.ConsumeIntegral<std::uint32_t>(), any_q16(in));
  FUZZ_CHECK(p.octaves >= 1 && p.octaves <= qnoise::fractal_max_octaves);
  FUZZ_CHECK(p.weight_sum <= 65536);
  const q16 x = any_q16(in), y = any_q16(in), z = any_q16(in);
  switch (in.ConsumeIntegralInRange<int>(0, 3)) {
    case 0: check_fractal<qnoise::perlin_basis>(p, qnoise::perlin_permutation, x, y, z); break;
    case 1: check_fractal<qnoise::perlin_basis>(p, qnoise::integer_hash{p.seed}, x, y, z); break;
    case 2: check_fractal<qnoise::value_basis<>>(p, qnoise::integer_hash{p.seed}, x, y, z); break;
    default: check_fractal<qnoise::value_basis<qnoise::catmull_rom, true>>(p, qnoise::perlin_permutation, x, y, z); break;
  }
}

void fuzz_periodic(FuzzedDataProvider& in) {
  const qnoise::period px = qnoise::make_period(in.ConsumeIntegral<std::uint32_t>());
  const qnoise::period py = qnoise::make_period(in.ConsumeIntegral<std::uint32_t>());
  const qnoise::period pz = qnoise::make_period(in.ConsumeIntegral<std::uint32_t>());
  FUZZ_CHECK(px.cells >= 1 && px.cells <= 256);
  const q16 x = any_q16(in), y = any_q16(in), z = any_q16(in);
  const q16 n1 = qnoise::perlin_periodic(x, px);
  const q16 n2 = qnoise::perlin_periodic(x, y, px, py);
  const q16 n3 = qnoise::perlin_periodic(x, y, z, px, py, pz);
  FUZZ_CHECK(n1 >= -qnoise::perlin1_bound && n1 <= qnoise::perlin1_bound);
  FUZZ_CHECK(n2 >= -qnoise::perlin2_bound && n2 <= qnoise::perlin2_bound);
  FUZZ_CHECK(n3 >= -qnoise::perlin3_bound && n3 <= qnoise::perlin3_bound);
  // The period, where x + p * 65536 does not overflow (and always for powers of two).
  const std::int64_t xp = std::int64_t{x} + std::int64_t{px.cells} * 65536;
  const bool pow2 = (px.cells & (px.cells - 1)) == 0;
  if (xp <= INT32_MAX || pow2) {
    const q16 xs = qnoise::to_signed(static_cast<std::uint32_t>(x) + px.cells * 65536u);
    FUZZ_CHECK(qnoise::perlin_periodic(xs, px) == n1);
    FUZZ_CHECK(qnoise::perlin_periodic(xs, y, px, py) == n2);
    FUZZ_CHECK(qnoise::perlin_periodic(xs, y, z, px, py, pz) == n3);
  }
  const qnoise::seed s = qnoise::make_seed(in.ConsumeIntegral<std::uint32_t>());
  const q16 s3 = qnoise::perlin_periodic(x, y, z, px, py, pz, s);
  FUZZ_CHECK(s3 >= -qnoise::perlin3_bound && s3 <= qnoise::perlin3_bound);
  const q16 v3 = qnoise::value_periodic(x, y, z, px, py, pz);
  FUZZ_CHECK(v3 >= -qnoise::value_bound && v3 <= qnoise::value_bound);
  const q16 c2 = qnoise::value_periodic<qnoise::catmull_rom, true>(x, y, px, py, qnoise::perlin_permutation);
  FUZZ_CHECK(c2 >= -qnoise::value_catmull_rom_bound<2> && c2 <= qnoise::value_catmull_rom_bound<2>);
  // Loops: t mod L exactly, and the same output at t and t + L.
  const qnoise::loop l = qnoise::make_loop(in.ConsumeIntegral<std::uint32_t>(), in.ConsumeIntegral<std::uint32_t>());
  FUZZ_CHECK(l.frames >= 1 && l.frames <= 65536);
  const std::uint32_t t = in.ConsumeIntegral<std::uint32_t>();
  FUZZ_CHECK(qnoise::loop_frame(t, l) == t % l.frames);
  const q16 a = qnoise::loop_noise(x, t, l);
  const q16 b = qnoise::loop_noise(x, y, t, l);
  FUZZ_CHECK(a >= -qnoise::perlin2_bound && a <= qnoise::perlin2_bound);
  FUZZ_CHECK(b >= -qnoise::perlin3_bound && b <= qnoise::perlin3_bound);
  if (t <= UINT32_MAX - l.frames) {
    FUZZ_CHECK(qnoise::loop_noise(x, t + l.frames, l) == a);
    FUZZ_CHECK(qnoise::loop_noise(x, y, t + l.frames, l) == b);
    // Seeded loops keep the loop exact.
    FUZZ_CHECK(qnoise::loop_noise(x, t + l.frames, l, s) == qnoise::loop_noise(x, t, l, s));
    FUZZ_CHECK(qnoise::loop_noise(x, y, t + l.frames, l, s) == qnoise::loop_noise(x, y, t, l, s));
  }
  const q16 sl = qnoise::loop_noise(x, y, t, l, s);
  FUZZ_CHECK(sl >= -qnoise::perlin3_bound && sl <= qnoise::perlin3_bound);
}

// Tiled fractal sums: bounds for any parameters (also a tiling made from OTHER parameters
// than the ones passed: a documented precondition a caller can break), exact tiling where
// the tiling matches.
void fuzz_tiled(FuzzedDataProvider& in) {
  const qnoise::fractal_params p = qnoise::make_fractal(in.ConsumeIntegral<std::uint32_t>() % 20,
                                                        in.ConsumeIntegralInRange<q16>(1, 5) * 65536,
                                                        any_q16(in), in.ConsumeIntegral<std::uint32_t>(), any_q16(in));
  const bool mismatched = in.ConsumeIntegralInRange<int>(0, 7) == 0;
  const qnoise::fractal_params other = qnoise::make_fractal(in.ConsumeIntegral<std::uint32_t>() % 20, any_q16(in),
                                                            any_q16(in), 0, any_q16(in));
  const qnoise::fractal_tiling t = qnoise::make_tiling(mismatched ? other : p, in.ConsumeIntegral<std::uint32_t>(),
                                                       in.ConsumeIntegral<std::uint32_t>(),
                                                       in.ConsumeIntegral<std::uint32_t>());
  FUZZ_CHECK(t.octaves <= qnoise::fractal_max_octaves);
  const q16 x = any_q16(in), y = any_q16(in), z = any_q16(in);
  const q16 f1 = qnoise::fbm_tiled(x, p, t), f2 = qnoise::fbm_tiled(x, y, p, t), f3 = qnoise::fbm_tiled(x, y, z, p, t);
  FUZZ_CHECK(f1 >= -65536 && f1 <= 65536 && f2 >= -65536 && f2 <= 65536 && f3 >= -65536 && f3 <= 65536);
  const q16 u = qnoise::turbulence_tiled(x, y, p, t), b = qnoise::billow_tiled(x, y, z, p, t);
  const q16 r = qnoise::ridged_tiled<qnoise::value_basis<>>(x, y, p, t, qnoise::integer_hash{p.seed});
  FUZZ_CHECK(u >= 0 && u <= 65536 && b >= -65536 && b <= 65536 && r >= 0 && r <= 65536);
  if (!mismatched) {
    const std::int64_t xp = std::int64_t{x} + std::int64_t{t.base[0].cells} * 65536;
    if (xp <= INT32_MAX) FUZZ_CHECK(qnoise::fbm_tiled(static_cast<q16>(xp), y, p, t) == f2);
  }
}

template <class Lattice>
void check_perlin4(const Lattice& lattice, q16 x, q16 y, q16 z, q16 w) {
  const q16 n = qnoise::perlin(x, y, z, w, lattice);
  FUZZ_CHECK(n >= -qnoise::perlin4_bound && n <= qnoise::perlin4_bound);
  if ((x & 0xFFFF) == 0 && (y & 0xFFFF) == 0 && (z & 0xFFFF) == 0 && (w & 0xFFFF) == 0) FUZZ_CHECK(n == 0);
  const std::uint32_t shift = Lattice::period * 65536u * 3u;
  FUZZ_CHECK(qnoise::perlin(x, y, z, qnoise::to_signed(static_cast<std::uint32_t>(w) + shift), lattice) == n);
}

void fuzz_perlin4(FuzzedDataProvider& in) {
  const q16 x = any_q16(in), y = any_q16(in), z = any_q16(in), w = any_q16(in);
  switch (in.ConsumeIntegralInRange<int>(0, 3)) {
    case 0:
      check_perlin4(qnoise::perlin_permutation, x, y, z, w);
      FUZZ_CHECK(qnoise::perlin(x, y, z, w) == qnoise::perlin(x, y, z, w, qnoise::perlin_permutation));
      FUZZ_CHECK(qnoise::perlin_u8(x, y, z, w) == qnoise::perlin_u16(x, y, z, w) >> 8);
      break;
    case 1: check_perlin4(qnoise::integer_hash{in.ConsumeIntegral<std::uint32_t>()}, x, y, z, w); break;
    case 2: {
      const qnoise::seed s = qnoise::make_seed(in.ConsumeIntegral<std::uint32_t>());
      const q16 n = qnoise::perlin(x, y, z, w, s);
      FUZZ_CHECK(n >= -qnoise::perlin4_bound && n <= qnoise::perlin4_bound);
      break;
    }
    default: {  // any lattice: arbitrary corner hashes, any fractions
      corner_lattice<4> l{};
      for (auto& h : l.hash) h = in.ConsumeIntegral<std::uint32_t>();
      using qnoise::detail::locate;
      const q16 n = qnoise::detail::gradient_noise4(l, locate(x & 0xFFFF), locate(y & 0xFFFF),
                                                    locate(z & 0xFFFF), locate(w & 0xFFFF));
      FUZZ_CHECK(n >= -qnoise::perlin4_bound && n <= qnoise::perlin4_bound);
      break;
    }
  }
}

template <class Lattice>
void check_derivative(const Lattice& lattice, q16 x, q16 y, q16 z) {
  auto in = [](q16 v, q16 b) { return v >= -b && v <= b; };
  const auto d1 = qnoise::perlin_with_derivative(x, lattice);
  FUZZ_CHECK(d1.value == qnoise::perlin(x, lattice));
  FUZZ_CHECK(in(d1.dx, qnoise::perlin_derivative1_bound));
  const auto d2 = qnoise::perlin_with_derivative(x, y, lattice);
  FUZZ_CHECK(d2.value == qnoise::perlin(x, y, lattice));
  FUZZ_CHECK(in(d2.dx, qnoise::perlin_derivative2_bound) && in(d2.dy, qnoise::perlin_derivative2_bound));
  const auto d3 = qnoise::perlin_with_derivative(x, y, z, lattice);
  FUZZ_CHECK(d3.value == qnoise::perlin(x, y, z, lattice));
  FUZZ_CHECK(in(d3.dx, qnoise::perlin_derivative3_bound) && in(d3.dy, qnoise::perlin_derivative3_bound) &&
             in(d3.dz, qnoise::perlin_derivative3_bound));
}

void fuzz_derivative(FuzzedDataProvider& in) {
  const q16 x = any_q16(in), y = any_q16(in), z = any_q16(in);
  switch (in.ConsumeIntegralInRange<int>(0, 2)) {
    case 0: check_derivative(qnoise::perlin_permutation, x, y, z); break;
    case 1: check_derivative(qnoise::integer_hash{in.ConsumeIntegral<std::uint32_t>()}, x, y, z); break;
    default: {
      corner_lattice<3> l3{};
      for (auto& h : l3.hash) h = in.ConsumeIntegral<std::uint32_t>();
      // Any lattice for 1D/2D/3D at once: the corner lattices of lower dimension.
      const corner_lattice<2> l2{{l3.hash[0], l3.hash[1], l3.hash[2], l3.hash[3]}};
      const corner_lattice<1> l1{{l3.hash[0], l3.hash[1]}};
      const q16 fx = x & 0xFFFF, fy = y & 0xFFFF, fz = z & 0xFFFF;
      const auto d1 = qnoise::perlin_with_derivative(fx, l1);
      FUZZ_CHECK(d1.dx >= -qnoise::perlin_derivative1_bound && d1.dx <= qnoise::perlin_derivative1_bound);
      const auto d2 = qnoise::perlin_with_derivative(fx, fy, l2);
      FUZZ_CHECK(d2.dx >= -qnoise::perlin_derivative2_bound && d2.dx <= qnoise::perlin_derivative2_bound);
      FUZZ_CHECK(d2.dy >= -qnoise::perlin_derivative2_bound && d2.dy <= qnoise::perlin_derivative2_bound);
      const auto d3 = qnoise::perlin_with_derivative(fx, fy, fz, l3);
      FUZZ_CHECK(d3.dx >= -qnoise::perlin_derivative3_bound && d3.dx <= qnoise::perlin_derivative3_bound);
      FUZZ_CHECK(d3.dy >= -qnoise::perlin_derivative3_bound && d3.dy <= qnoise::perlin_derivative3_bound);
      FUZZ_CHECK(d3.dz >= -qnoise::perlin_derivative3_bound && d3.dz <= qnoise::perlin_derivative3_bound);
      break;
    }
  }
  const qnoise::seed s = qnoise::make_seed(in.ConsumeIntegral<std::uint32_t>());
  FUZZ_CHECK(qnoise::perlin_with_derivative(x, s).value == qnoise::perlin(x, s));
  FUZZ_CHECK(qnoise::perlin_with_derivative(x, y, s).value == qnoise::perlin(x, y, s));
  FUZZ_CHECK(qnoise::perlin_with_derivative(x, y, z, s).value == qnoise::perlin(x, y, z, s));
  FUZZ_CHECK(qnoise::perlin_with_derivative(x).value == qnoise::perlin(x));
  FUZZ_CHECK(qnoise::perlin_with_derivative(x, y).value == qnoise::perlin(x, y));
  FUZZ_CHECK(qnoise::perlin_with_derivative(x, y, z).value == qnoise::perlin(x, y, z));
}

namespace led = qnoise::led;

// 2D and 3D rows against per-sample perlin, along arbitrary steps.
template <class Lattice>
void check_rows(FuzzedDataProvider& in, const Lattice& lattice) {
  const q16 y = any_q16(in), z = any_q16(in);
  const q16 x0 = any_q16(in);
  const q16 step = any_q16(in);
  q16 r2[64], r3[64];
  qnoise::perlin_row(r2, 64, x0, step, y, lattice);
  qnoise::perlin_row(r3, 64, x0, step, y, z, lattice);
  q16 x = x0;
  for (int i = 0; i < 64; ++i) {
    FUZZ_CHECK(r2[i] == qnoise::perlin(x, y, lattice));
    FUZZ_CHECK(r3[i] == qnoise::perlin(x, y, z, lattice));
    x = qnoise::to_signed(static_cast<std::uint32_t>(x) + static_cast<std::uint32_t>(step));
  }
}

void fuzz_rows(FuzzedDataProvider& in) {
  if (in.ConsumeBool()) {
    check_rows(in, qnoise::perlin_permutation);
  } else {
    check_rows(in, qnoise::integer_hash{in.ConsumeIntegral<std::uint32_t>()});
  }
}

led::noise_params any_params(FuzzedDataProvider& in) {
  led::noise_params p;
  p.scale = any_q16(in);
  p.speed = any_q16(in);
  p.octaves = in.ConsumeIntegral<std::uint8_t>();
  p.seed = in.ConsumeIntegral<std::uint32_t>();
  p.gain = any_q16(in);
  p.offset_x = any_q16(in);
  p.offset_y = any_q16(in);
  return p;
}

constexpr std::uint8_t kCanary = 0xA5;

// A buffer of `bytes` plus a guard, all canary. Returns whether anything beyond `written`
// bytes changed (written = 0: nothing may change).
struct guarded {
  std::vector<std::uint8_t> mem;
  explicit guarded(std::size_t bytes) : mem(bytes + 64, kCanary) {}
  bool untouched_from(std::size_t from) const {
    for (std::size_t i = from; i < mem.size(); ++i)
      if (mem[i] != kCanary) return false;
    return true;
  }
};

// Expected status of a strip call: the documented order empty > null_buffer > too_large.
led::status expect_strip(const void* p, std::size_t n) {
  if (n == 0) return led::status::empty;
  if (p == nullptr) return led::status::null_buffer;
  if (n > led::max_strip_length) return led::status::too_large;
  return led::status::ok;
}

void fuzz_strip(FuzzedDataProvider& in) {
  const unsigned mode = in.ConsumeIntegralInRange<unsigned>(0, 3);
  // Mostly real lengths; sometimes a huge or zero length, or a null pointer.
  std::size_t n = in.ConsumeIntegralInRange<std::size_t>(0, 300);
  if (mode == 1) n = in.ConsumeIntegral<std::size_t>();
  const bool null = mode == 2;
  const std::size_t alloc = n <= 300 ? n : 0;
  guarded colours(alloc * 3), values(alloc * 2);
  auto* c = null ? nullptr : reinterpret_cast<led::rgb8*>(colours.mem.data());
  auto* v = null ? nullptr : reinterpret_cast<std::uint16_t*>(values.mem.data());
  if (n > 300 && !null) {  // a length the buffer does not have: must be refused unread
    if (n <= led::max_strip_length) return;  // would write past our buffer: caller bug
  }
  const led::noise_params p = any_params(in);
  const q16 t = any_q16(in);
  const led::status expect = expect_strip(c, n);
  const unsigned which = in.ConsumeIntegralInRange<unsigned>(0, 10);
  led::status s = led::status::ok;
  switch (which) {
    case 0: s = led::fill_strip(c, n, led::palettes::fire, p, t); break;
    case 1: s = led::fill_strip(c, n, led::palettes::lava, p, t, qnoise::perlin_permutation); break;
    case 2: s = led::effects::fire(c, n, t, p.seed); break;
    case 3: s = led::effects::candle(c, n, t, p.seed); break;
    case 4: s = led::effects::lava(c, n, t, p.seed); break;
    case 5: s = led::effects::ocean(c, n, t, p.seed); break;
    case 6: s = led::effects::aurora(c, n, t, p.seed); break;
    case 7: s = led::effects::twinkle(c, n, t, {&led::palettes::party, p.seed}); break;
    case 8: s = led::effects::breathing(c, n, t, {in.ConsumeIntegral<std::uint8_t>(), 10, 200}, {any_q16(in), p.seed}); break;
    case 9: s = led::effects::plasma_strip(c, n, t, {&led::palettes::rainbow, p.seed}); break;
    default: {
      s = led::fill_strip_values(v, n, p, t);
      FUZZ_CHECK(s == expect);
      FUZZ_CHECK(values.untouched_from(s == led::status::ok ? n * 2 : 0));
      if (s == led::status::ok) {  // fill_strip == palette of fill_strip_values
        FUZZ_CHECK(led::fill_strip(c, n, led::palettes::grey, p, t) == led::status::ok);
        for (std::size_t i = 0; i < n; ++i) {
          std::uint16_t vi;
          std::memcpy(&vi, values.mem.data() + 2 * i, 2);
          const led::rgb8 expect_c = led::palettes::grey.at16(vi);
          FUZZ_CHECK(std::memcmp(colours.mem.data() + 3 * i, &expect_c, 3) == 0);
        }
        FUZZ_CHECK(colours.untouched_from(n * 3));
      }
      return;
    }
  }
  FUZZ_CHECK(s == expect);
  FUZZ_CHECK(colours.untouched_from(s == led::status::ok ? n * 3 : 0));
}

void fuzz_blend_strip(FuzzedDataProvider& in) {
  const std::size_t n = in.ConsumeIntegralInRange<std::size_t>(0, 200);
  std::vector<led::rgb8> a(n), b(n);
  for (std::size_t i = 0; i < n; ++i) {
    a[i] = {in.ConsumeIntegral<std::uint8_t>(), 0, 255};
    b[i] = {255, in.ConsumeIntegral<std::uint8_t>(), 0};
  }
  led::noise_transition tr;
  tr.noise = any_params(in);
  tr.low = in.ConsumeIntegral<std::uint16_t>();
  tr.high = in.ConsumeIntegral<std::uint16_t>();
  tr.frames = in.ConsumeIntegral<std::uint32_t>();
  const std::uint32_t frame = in.ConsumeIntegral<std::uint32_t>();
  guarded out(n * 3);
  auto* o = reinterpret_cast<led::rgb8*>(out.mem.data());
  const bool null_a = in.ConsumeIntegralInRange<int>(0, 15) == 0;
  const led::status s = led::blend_strip(o, null_a ? nullptr : a.data(), b.data(), n, tr, frame);
  led::status expect = expect_strip(o, n);
  if (expect == led::status::ok && null_a) expect = led::status::null_buffer;
  FUZZ_CHECK(s == expect);
  FUZZ_CHECK(out.untouched_from(s == led::status::ok ? n * 3 : 0));
  if (s == led::status::ok && frame == 0) {  // weight 0: exactly image A
    for (std::size_t i = 0; i < n; ++i) FUZZ_CHECK(std::memcmp(o + i, &a[i], 3) == 0);
  }
  // transition_weight: frame 0 -> 0, frame >= frames -> 256, always 0..256
  const std::uint16_t mask = in.ConsumeIntegral<std::uint16_t>();
  const std::uint32_t wgt = led::transition_weight(mask, frame, tr.frames);
  FUZZ_CHECK(wgt <= 256);
  FUZZ_CHECK(led::transition_weight(mask, 0, tr.frames) == 0);
  const std::uint32_t frames_c = tr.frames == 0 ? 1 : (tr.frames > led::max_transition_frames ? led::max_transition_frames : tr.frames);
  FUZZ_CHECK(led::transition_weight(mask, frames_c, tr.frames) == 256);
  const std::uint16_t lv = led::adjust_levels(mask, tr.low, tr.high);
  if (mask <= tr.low) FUZZ_CHECK(lv == 0);
  else if (mask >= tr.high) FUZZ_CHECK(lv == 65535);
}

void fuzz_matrix(FuzzedDataProvider& in) {
  led::framebuffer fb;
  fb.width = in.ConsumeIntegralInRange<std::uint32_t>(0, 40);
  fb.height = in.ConsumeIntegralInRange<std::uint32_t>(0, 40);
  if (in.ConsumeIntegralInRange<int>(0, 15) == 0) {  // sizes that overflow
    fb.width = in.ConsumeIntegral<std::uint32_t>();
    fb.height = in.ConsumeIntegral<std::uint32_t>();
  }
  fb.format = static_cast<led::pixel_format>(in.ConsumeIntegralInRange<std::uint8_t>(0, 6));
  fb.order = static_cast<led::layout>(in.ConsumeIntegralInRange<std::uint8_t>(0, 4));
  std::size_t need = 0;
  const led::status rs = led::required_bytes(fb.width, fb.height, fb.format, fb.order, need);
  const std::size_t have_max = 40 * 40 * 3 + 8;
  // capacity: exactly enough, one less, or more
  const int cap_mode = in.ConsumeIntegralInRange<int>(0, 3);
  std::size_t capacity = rs == led::status::ok && need <= have_max ? need : 0;
  if (cap_mode == 1 && capacity > 0) capacity -= 1;
  if (cap_mode == 2) capacity += in.ConsumeIntegralInRange<std::size_t>(0, 8);
  if (rs == led::status::ok && need > have_max) capacity = in.ConsumeIntegralInRange<std::size_t>(0, have_max);
  guarded mem(have_max);
  const bool null = cap_mode == 3;
  fb.data = null ? nullptr : mem.mem.data();
  fb.capacity = capacity;
  // Expected status, in the documented order.
  led::status expect = rs;
  if (rs == led::status::ok || rs == led::status::too_large) {
    if (null) expect = led::status::null_buffer;
    else if (rs == led::status::ok && capacity < need) expect = led::status::buffer_too_small;
  }
  std::size_t vb = 0;
  FUZZ_CHECK(led::validate(fb, vb) == expect);
  const led::noise_params p = any_params(in);
  const q16 t = any_q16(in);
  const std::uint32_t seed = p.seed;
  const unsigned which = in.ConsumeIntegralInRange<unsigned>(0, 12);
  led::status s = led::status::ok;
  switch (which) {
    case 10: {
      led::effects::stained_glass_params g;
      g.scale = p.scale;
      g.speed = in.ConsumeBool() ? 0 : p.speed;
      g.leading = any_q16(in);
      g.seed = seed;
      s = led::effects::stained_glass(fb, t, g);
      break;
    }
    case 11: {
      led::effects::caustics_params c;
      c.scale = p.scale;
      c.speed = p.speed;
      c.width = any_q16(in);
      c.wobble = any_q16(in);
      c.seed = seed;
      s = led::effects::caustics(fb, t, c);
      break;
    }
    case 12: {
      led::effects::ink_params k;
      k.scale = p.scale;
      k.speed = p.speed;
      k.warp = any_q16(in);
      k.gain = p.gain;
      k.seed = seed;
      s = led::effects::ink(fb, t, k);
      break;
    }
    case 0: s = led::fill_matrix(fb, led::palettes::clouds, p, t); break;
    case 1: s = led::fill_matrix(fb, led::palettes::fire, p, t, qnoise::perlin_permutation); break;
    case 2: s = led::effects::fire_matrix(fb, t, {13107, seed}); break;
    case 3: s = led::effects::clouds(fb, t, {p.scale, seed}); break;
    case 4: s = led::effects::lava_lamp(fb, t, {p.scale, seed}); break;
    case 5: s = led::effects::ocean_matrix(fb, t, {p.scale, seed}); break;
    case 6: s = led::effects::aurora_matrix(fb, t, {p.scale, seed}); break;
    case 7: s = led::effects::marble(fb, t, {p.scale, 1638, 49152, seed}); break;
    case 8: s = led::effects::wood(fb, t, {p.scale, seed}); break;
    default: s = led::effects::plasma(fb, t, {&led::palettes::rainbow, seed}); break;
  }
  FUZZ_CHECK(s == expect);
  FUZZ_CHECK(mem.untouched_from(s == led::status::ok ? need : 0));
}

// Flow particles: any sizes, capacities, null pointers and parameters; the status in the
// documented order, nothing written unless ok, particles inside the picture after a step.
void fuzz_flow(FuzzedDataProvider& in) {
  namespace fx = led::effects;
  constexpr std::size_t max_n = 40, max_side = 24;
  guarded dots(max_n * sizeof(fx::flow_particle));  // std::vector: aligned for any type
  guarded trail(max_side * max_side);
  fx::flow_state fs;
  fs.width = in.ConsumeIntegralInRange<std::uint32_t>(0, max_side);
  fs.height = in.ConsumeIntegralInRange<std::uint32_t>(0, max_side);
  fs.count = in.ConsumeIntegralInRange<std::size_t>(0, max_n);
  if (in.ConsumeIntegralInRange<int>(0, 15) == 0) fs.width = in.ConsumeIntegral<std::uint32_t>();  // too large
  const std::size_t need = std::size_t{fs.width} * fs.height;  // < 2^37: exact on a 64-bit host
  // Exactly enough (when the buffer has it) or any capacity the buffer really has.
  fs.trail_capacity = in.ConsumeBool() && need <= max_side * max_side
                          ? need
                          : in.ConsumeIntegralInRange<std::size_t>(0, max_side * max_side);
  fs.particles = in.ConsumeIntegralInRange<int>(0, 15) == 0 ? nullptr : reinterpret_cast<fx::flow_particle*>(dots.mem.data());
  fs.trail = in.ConsumeIntegralInRange<int>(0, 15) == 0 ? nullptr : trail.mem.data();
  led::status expect = led::status::ok;
  if (fs.width == 0 || fs.height == 0) expect = led::status::empty;
  else if (fs.trail == nullptr || (fs.particles == nullptr && fs.count > 0)) expect = led::status::null_buffer;
  else if (fs.width > fx::flow_max_side) expect = led::status::too_large;
  else if (fs.trail_capacity < need) expect = led::status::buffer_too_small;
  FUZZ_CHECK(fx::flow_check(fs) == expect);
  fx::flow_params fp;
  fp.scale = any_q16(in);
  fp.speed = any_q16(in);
  fp.evolve = any_q16(in);
  fp.fade = in.ConsumeIntegral<std::uint8_t>();
  fp.brightness = in.ConsumeIntegral<std::uint8_t>();
  fp.lifetime = in.ConsumeIntegral<std::uint16_t>();
  fp.seed = in.ConsumeIntegral<std::uint32_t>();
  FUZZ_CHECK(fx::flow_start(fs, fp) == expect);
  const int steps = in.ConsumeIntegralInRange<int>(0, 4);
  for (int i = 0; i < steps; ++i) {
    if (expect == led::status::ok && fs.count > 0 && in.ConsumeBool()) {  // a caller scribbles on a particle
      fs.particles[0].x = any_q16(in);
      fs.particles[0].y = any_q16(in);
      fs.particles[0].age = in.ConsumeIntegral<std::uint16_t>();
      fs.particles[0].life = in.ConsumeIntegral<std::uint16_t>();
    }
    FUZZ_CHECK(fx::flow_step(fs, fp, any_q16(in), any_q16(in)) == expect);
    for (std::size_t k = 0; expect == led::status::ok && k < fs.count; ++k) {
      FUZZ_CHECK(fs.particles[k].x >= 0 && fs.particles[k].x < static_cast<std::int32_t>(fs.width << 16));
      FUZZ_CHECK(fs.particles[k].y >= 0 && fs.particles[k].y < static_cast<std::int32_t>(fs.height << 16));
    }
  }
  const bool ok = expect == led::status::ok;
  FUZZ_CHECK(dots.untouched_from(ok ? fs.count * sizeof(fx::flow_particle) : 0));
  FUZZ_CHECK(trail.untouched_from(ok ? need : 0));
  guarded px(16 * 16 * 3);
  const led::framebuffer fb{px.mem.data(), 16 * 16 * 3, 16, 16, led::pixel_format::rgb888, led::layout::row_major};
  FUZZ_CHECK(fx::flow_render(fb, fs, fp) == expect);
  FUZZ_CHECK(px.untouched_from(ok ? 16 * 16 * 3 : 0));
}

void fuzz_color(FuzzedDataProvider& in) {
  const std::uint8_t a = in.ConsumeIntegral<std::uint8_t>(), b = in.ConsumeIntegral<std::uint8_t>();
  FUZZ_CHECK(led::mul255(a, b) == (a * b + 127) / 255);
  const std::uint32_t w = in.ConsumeIntegralInRange<std::uint32_t>(0, 256);
  const std::uint8_t bl = led::blend8(a, b, w);
  FUZZ_CHECK(bl >= (a < b ? a : b) && bl <= (a < b ? b : a));
  FUZZ_CHECK(led::blend8(a, b, 0) == a && led::blend8(a, b, 256) == b);
  const led::rgb8 c = led::hsv(a, b, in.ConsumeIntegral<std::uint8_t>());
  (void)led::luma(c);
  (void)led::to_rgb565(c);
  const std::uint32_t turn = in.ConsumeIntegral<std::uint32_t>();
  const q16 sv = led::sin_turn(turn), cv = led::cos_turn(turn);
  FUZZ_CHECK(sv >= -65536 && sv <= 65536 && cv >= -65536 && cv <= 65536);
  (void)led::sin_u8(turn);
  FUZZ_CHECK(led::gamma22[0] == 0 && led::gamma22[255] == 255);
  // Buffer helpers: null / zero length do nothing.
  led::scale(nullptr, in.ConsumeIntegral<std::size_t>(), a);
  led::apply(nullptr, in.ConsumeIntegral<std::size_t>(), led::gamma22);
  led::rgb8 px[4] = {c, c, c, c};
  led::scale(px, 4, a);
  led::apply(px, 4, led::gamma22);
}

// Pixel maps and dithering (led/map.hpp, led/dither.hpp): status and guard bytes of the
// fills, colours == palette of the levels, normalize_map's range, the writers under the
// sanitizers, and dither8 / mul65535 / lerp16 against their definitions.
void fuzz_map_dither(FuzzedDataProvider& in) {
  const std::size_t n = in.ConsumeIntegralInRange<std::size_t>(0, 48);
  const bool null_map = in.ConsumeIntegralInRange<int>(0, 15) == 0;
  std::vector<q16> m1(n);
  std::vector<led::point2> m2(n);
  std::vector<led::point3> m3(n);
  for (std::size_t i = 0; i < n; ++i) {
    m1[i] = any_q16(in);
    m2[i] = {any_q16(in), any_q16(in)};
    m3[i] = {any_q16(in), any_q16(in), any_q16(in)};
  }
  const led::noise_params p = any_params(in);
  const q16 t = any_q16(in);
  guarded colours(n * 3), values(n * 2);
  auto* c = reinterpret_cast<led::rgb8*>(colours.mem.data());
  auto* v = reinterpret_cast<std::uint16_t*>(values.mem.data());
  const auto run = [&](const auto* map) {
    const auto* m = null_map ? nullptr : map;
    const led::status expect = n == 0 ? led::status::empty : (m == nullptr ? led::status::null_buffer : led::status::ok);
    FUZZ_CHECK(led::fill_map_values(v, m, n, p, t) == expect);
    FUZZ_CHECK(led::fill_map(c, m, n, led::palettes::grey, p, t) == expect);
    FUZZ_CHECK(values.untouched_from(expect == led::status::ok ? n * 2 : 0));
    FUZZ_CHECK(colours.untouched_from(expect == led::status::ok ? n * 3 : 0));
    for (std::size_t i = 0; expect == led::status::ok && i < n; ++i) {
      std::uint16_t vi;
      std::memcpy(&vi, values.mem.data() + 2 * i, 2);
      const led::rgb8 want = led::palettes::grey.at16(vi);
      FUZZ_CHECK(std::memcmp(colours.mem.data() + 3 * i, &want, 3) == 0);
    }
    colours.mem.assign(colours.mem.size(), kCanary);
    values.mem.assign(values.mem.size(), kCanary);
  };
  switch (in.ConsumeIntegralInRange<int>(0, 2)) {
    case 0: run(m1.data()); break;
    case 1: run(m2.data()); break;
    default: run(m3.data()); break;
  }
  if (n > 0) {  // normalize_map: every coordinate in 0..65536, each axis' minimum at 0
    const led::map_fit fit = in.ConsumeBool() ? led::map_fit::fill : led::map_fit::contain;
    FUZZ_CHECK(led::normalize_map(m2.data(), n, fit) == led::status::ok);
    FUZZ_CHECK(led::normalize_map(m3.data(), n, fit) == led::status::ok);
    q16 lo = 65536, hi = 0;
    for (const led::point3& pt : m3) {
      for (q16 c3 : {pt.x, pt.y, pt.z}) {
        FUZZ_CHECK(c3 >= 0 && c3 <= 65536);
        lo = c3 < lo ? c3 : lo;
        hi = c3 > hi ? c3 : hi;
      }
    }
    FUZZ_CHECK(lo == 0);
    for (const led::point2& pt : m2) FUZZ_CHECK(pt.x >= 0 && pt.x <= 65536 && pt.y >= 0 && pt.y <= 65536);
    FUZZ_CHECK(led::map_ring(m2.data(), n, any_q16(in), {any_q16(in), any_q16(in)}, in.ConsumeIntegral<std::uint32_t>()) ==
               led::status::ok);
    FUZZ_CHECK(led::map_spiral(m2.data(), n, any_q16(in), any_q16(in), any_q16(in), {any_q16(in), any_q16(in)},
                               in.ConsumeIntegral<std::uint32_t>()) == led::status::ok);
  }
  // dither8: conservation and the bracket; mul65535; lerp16 at entries.
  const std::uint16_t level = in.ConsumeIntegral<std::uint16_t>();
  const std::uint8_t e0 = in.ConsumeIntegral<std::uint8_t>();
  std::uint8_t e = e0;
  const std::uint32_t out = led::dither8(level, e);
  FUZZ_CHECK(out * 256u + e == level - (2u * level + 257u) / 514u + e0);
  FUZZ_CHECK(out >= level / 257u && out <= (level + 256u) / 257u);
  const std::uint16_t b = in.ConsumeIntegral<std::uint16_t>();
  FUZZ_CHECK(led::mul65535(level, b) == (2 * std::uint64_t{level} * b + 65535) / 131070);
  FUZZ_CHECK(led::lerp16(led::palettes::lava, static_cast<std::uint16_t>(level & 0xFF00u)) ==
             led::to_rgb16(led::palettes::lava.at16(level)));
}

}  // namespace

// fractal_row.hpp and periodic_row.hpp: rows equal their per-sample functions for any
// start, step, fixed axes, parameters (clamped by make_fractal / make_period / make_loop).
void fuzz_engine_rows(FuzzedDataProvider& in) {
  q16 row[40];
  const std::uint32_t n = in.ConsumeIntegralInRange<std::uint32_t>(0, 40);
  const q16 x0 = any_q16(in), step = any_q16(in), y = any_q16(in), z = any_q16(in);
  auto at = [&](std::uint32_t i) {
    return qnoise::to_signed(static_cast<std::uint32_t>(x0) + i * static_cast<std::uint32_t>(step));
  };
  switch (in.ConsumeIntegralInRange<int>(0, 2)) {
    case 0: {
      const qnoise::fractal_params p = qnoise::make_fractal(in.ConsumeIntegral<std::uint32_t>() % 20, any_q16(in),
                                                            any_q16(in), in.ConsumeIntegral<std::uint32_t>(),
                                                            any_q16(in));
      qnoise::fbm_row(row, n, x0, step, y, p);
      for (std::uint32_t i = 0; i < n; ++i) FUZZ_CHECK(row[i] == qnoise::fbm(at(i), y, p));
      qnoise::ridged_row(row, n, x0, step, y, z, p);
      for (std::uint32_t i = 0; i < n; ++i) FUZZ_CHECK(row[i] == qnoise::ridged(at(i), y, z, p));
      break;
    }
    case 1: {
      const qnoise::period px = qnoise::make_period(in.ConsumeIntegral<std::uint32_t>());
      const qnoise::period py = qnoise::make_period(in.ConsumeIntegral<std::uint32_t>());
      qnoise::perlin_periodic_row(row, n, x0, step, y, px, py);
      for (std::uint32_t i = 0; i < n; ++i) FUZZ_CHECK(row[i] == qnoise::perlin_periodic(at(i), y, px, py));
      const qnoise::seed s = qnoise::make_seed(in.ConsumeIntegral<std::uint32_t>());
      qnoise::perlin_periodic_row(row, n, x0, step, y, px, py, s);
      for (std::uint32_t i = 0; i < n; ++i) FUZZ_CHECK(row[i] == qnoise::perlin_periodic(at(i), y, px, py, s));
      break;
    }
    default: {
      const qnoise::loop lp = qnoise::make_loop(in.ConsumeIntegral<std::uint32_t>(), in.ConsumeIntegral<std::uint32_t>());
      const std::uint32_t t = in.ConsumeIntegral<std::uint32_t>();
      const qnoise::seed s = qnoise::make_seed(in.ConsumeIntegral<std::uint32_t>());
      qnoise::loop_row(row, n, x0, step, y, t, lp, s);
      for (std::uint32_t i = 0; i < n; ++i) FUZZ_CHECK(row[i] == qnoise::loop_noise(at(i), y, t, lp, s));
      break;
    }
  }
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider in(data, size);
  switch (in.ConsumeIntegralInRange<unsigned>(0, 23)) {
    case 0: fuzz_fixed(in); break;
    case 1: fuzz_fades(in); break;
    case 2: fuzz_perlin_default(in); break;
    case 3: fuzz_perlin_seeded_table(in); break;
    case 4: fuzz_perlin_hash(in); break;
    case 5: fuzz_perlin_any_lattice(in); break;
    case 6: fuzz_seed(in); break;
    case 7: fuzz_unorm(in); break;
    case 8: fuzz_value(in); break;
    case 9: fuzz_rows(in); break;
    case 10: fuzz_strip(in); break;
    case 11: fuzz_blend_strip(in); break;
    case 12: fuzz_matrix(in); break;
    case 13: fuzz_color(in); break;
    case 14: fuzz_perlin_row(in); break;
    case 15: fuzz_fractal(in); break;
    case 16: fuzz_periodic(in); break;
    case 17: fuzz_perlin4(in); break;
    case 18: fuzz_derivative(in); break;
    case 19: fuzz_tiled(in); break;
    case 20: fuzz_map_dither(in); break;
    case 21: fuzz_flow(in); break;
    case 22: fuzz_engine_rows(in); break;
    default: break;
  }
  return 0;
}
