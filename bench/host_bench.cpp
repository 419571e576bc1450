// SPDX-License-Identifier: MIT
// host_bench: qnoise against its peers on the host, in one run.
//
//   host_bench [google-benchmark flags]   ns/sample of every kernel (Google Benchmark)
//   host_bench --accuracy                 error of each kernel against a double model
//   host_bench --count <kernel> <n>       run one kernel over n samples and exit: for
//                                         valgrind --tool=callgrind --toggle-collect=
//                                         'kernel_*' (instructions/sample, deterministic)
//   host_bench --list                     kernel names
//
// Kernels (each a noinline function over arrays, so callgrind counts exactly the work):
//   qnoise1/2/3        qnoise::perlin 1D/2D/3D (Q16 in, Q16 out)
//   qnoise_row1_*      qnoise::perlin_row, rows of 300 samples at a step of 1/16 cell
//                      (tabulated path) and 0.1 cell (per-sample fade path)
//   qnoise_loop1_*     the same rows as per-sample perlin calls (what the row replaces)
//   qnoise_row3_*      qnoise::perlin_row 3D (x streaming at fixed y, z), rows of 300 at
//                      1/16, 0.1, 1/4, 1/2, 3/4 and 2 cells; qnoise_loop3_* the same rows
//                      as per-sample calls (1/16)
//   qnoise_row2_*      qnoise::perlin_row 2D at fixed y, rows of 300 at 1/16, 1/2, 2 cells
//   stb3               stb_perlin_noise3 (float, Debian libstb-dev)
//   ref_float3         Perlin's 2002 reference algorithm in float
//   ref_double3        the same in double (the accuracy reference for 3D)
// Points: the same for every kernel, uniform in [-256, 256)^3 on the Q16 grid (exact in
// float and double). Accuracy is in noise units (+-1 scale) and in Q16 LSB (1/65536).
// stb uses its own permutation: its double model is stb's algorithm in double.
#include <benchmark/benchmark.h>

#define STB_PERLIN_IMPLEMENTATION
#include <stb/stb_perlin.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "qnoise/qnoise.hpp"

#define KERNEL extern "C" __attribute__((noinline))

namespace {

using qnoise::q16;

// ------------------------------------------------------------------ Perlin 2002 reference
// Ken Perlin's "Improving Noise" (2002) algorithm: permutation P doubled, fade
// 6t^5 - 15t^4 + 10t^3, grad(hash & 15) on the 12 cube edges (+4 repeats).
int P[512];
struct InitP {
  InitP() {
    for (int i = 0; i < 256; ++i) P[i] = P[i + 256] = qnoise::perlin_permutation.values[i];
  }
} init_p;

template <class T>
inline T fade(T t) { return t * t * t * (t * (t * 6 - 15) + 10); }
template <class T>
inline T lerp(T t, T a, T b) { return a + t * (b - a); }
template <class T>
inline T grad(int hash, T x, T y, T z) {
  const int h = hash & 15;
  const T u = h < 8 ? x : y;
  const T v = h < 4 ? y : (h == 12 || h == 14 ? x : z);
  return ((h & 1) == 0 ? u : -u) + ((h & 2) == 0 ? v : -v);
}
template <class T>
T perlin2002(T x, T y, T z) {
  const T fx = std::floor(x), fy = std::floor(y), fz = std::floor(z);
  const int X = static_cast<int>(fx) & 255, Y = static_cast<int>(fy) & 255, Z = static_cast<int>(fz) & 255;
  x -= fx;
  y -= fy;
  z -= fz;
  const T u = fade(x), v = fade(y), w = fade(z);
  const int A = P[X] + Y, AA = P[A] + Z, AB = P[A + 1] + Z;
  const int B = P[X + 1] + Y, BA = P[B] + Z, BB = P[B + 1] + Z;
  return lerp(w, lerp(v, lerp(u, grad(P[AA], x, y, z), grad(P[BA], x - 1, y, z)),
                         lerp(u, grad(P[AB], x, y - 1, z), grad(P[BB], x - 1, y - 1, z))),
              lerp(v, lerp(u, grad(P[AA + 1], x, y, z - 1), grad(P[BA + 1], x - 1, y, z - 1)),
                   lerp(u, grad(P[AB + 1], x, y - 1, z - 1), grad(P[BB + 1], x - 1, y - 1, z - 1))));
}

// ------------------------------------------------------------------ double models
// stb_perlin_noise3 (wrap 0, seed 0) in double, from its own tables.
double stb_double(double x, double y, double z) {
  static const double basis[12][3] = {{1, 1, 0}, {-1, 1, 0}, {1, -1, 0}, {-1, -1, 0},
                                      {1, 0, 1}, {-1, 0, 1}, {1, 0, -1}, {-1, 0, -1},
                                      {0, 1, 1}, {0, -1, 1}, {0, 1, -1}, {0, -1, -1}};
  const auto g = [&](int idx, double a, double b, double c) {
    const double* v = basis[stb__perlin_randtab_grad_idx[idx]];
    return v[0] * a + v[1] * b + v[2] * c;
  };
  const double fx = std::floor(x), fy = std::floor(y), fz = std::floor(z);
  const int x0 = static_cast<int>(fx) & 255, x1 = (static_cast<int>(fx) + 1) & 255;
  const int y0 = static_cast<int>(fy) & 255, y1 = (static_cast<int>(fy) + 1) & 255;
  const int z0 = static_cast<int>(fz) & 255, z1 = (static_cast<int>(fz) + 1) & 255;
  x -= fx;
  y -= fy;
  z -= fz;
  const double u = fade(x), v = fade(y), w = fade(z);
  const int r0 = stb__perlin_randtab[x0], r1 = stb__perlin_randtab[x1];
  const int r00 = stb__perlin_randtab[r0 + y0], r01 = stb__perlin_randtab[r0 + y1];
  const int r10 = stb__perlin_randtab[r1 + y0], r11 = stb__perlin_randtab[r1 + y1];
  const double n00 = lerp(w, g(r00 + z0, x, y, z), g(r00 + z1, x, y, z - 1));
  const double n01 = lerp(w, g(r01 + z0, x, y - 1, z), g(r01 + z1, x, y - 1, z - 1));
  const double n10 = lerp(w, g(r10 + z0, x - 1, y, z), g(r10 + z1, x - 1, y, z - 1));
  const double n11 = lerp(w, g(r11 + z0, x - 1, y - 1, z), g(r11 + z1, x - 1, y - 1, z - 1));
  return lerp(u, lerp(v, n00, n01), lerp(v, n10, n11));
}

// qnoise 1D and 2D in double: the same lattice and gradients, exact real fade.
double qnoise1_double(q16 xq) {
  const std::uint32_t bits = static_cast<std::uint32_t>(xq);
  const double f = (bits & 0xFFFFu) / 65536.0;
  const std::uint32_t c = bits >> 16;
  const double g0 = qnoise::detail::gradient1[qnoise::perlin_permutation.next(0, c) & 15u];
  const double g1 = qnoise::detail::gradient1[qnoise::perlin_permutation.next(0, c + 1) & 15u];
  return lerp(fade(f), g0 * f, g1 * (f - 1)) / 4;
}
double qnoise2_double(q16 xq, q16 yq) {
  const std::uint32_t bx = static_cast<std::uint32_t>(xq), by = static_cast<std::uint32_t>(yq);
  const double x = (bx & 0xFFFFu) / 65536.0, y = (by & 0xFFFFu) / 65536.0;
  const std::uint32_t cx = bx >> 16, cy = by >> 16;
  const auto& p = qnoise::perlin_permutation;
  const auto dot = [&](std::uint32_t h, double a, double b) {
    return qnoise::detail::gradient2_x[h & 7u] * a + qnoise::detail::gradient2_y[h & 7u] * b;
  };
  const std::uint32_t h0 = p.next(0, cx), h1 = p.next(0, cx + 1);
  const double n0 = lerp(fade(x), dot(p.next(h0, cy), x, y), dot(p.next(h1, cy), x - 1, y));
  const double n1 = lerp(fade(x), dot(p.next(h0, cy + 1), x, y - 1), dot(p.next(h1, cy + 1), x - 1, y - 1));
  return lerp(fade(y), n0, n1) * 43360.0 / 65536.0;
}

// ------------------------------------------------------------------ inputs
constexpr std::size_t kPoints = 1 << 14;
constexpr std::size_t kRowLen = 300;
constexpr std::size_t kRows = kPoints / kRowLen;
std::vector<q16> qx, qy, qz;
std::vector<float> fx, fy, fz;
std::vector<double> dx, dy, dz;
std::vector<q16> row_start;
std::vector<q16> out_q(kPoints);
std::vector<float> out_f(kPoints);
std::vector<double> out_d(kPoints);

void make_inputs() {
  std::uint32_t s = 12345;
  const auto next = [&] { return s = s * 1664525u + 1013904223u; };
  const auto coord = [&] { return static_cast<q16>(static_cast<std::int32_t>(next() >> 7) - (1 << 24)); };
  for (std::size_t i = 0; i < kPoints; ++i) {
    qx.push_back(coord());
    qy.push_back(coord());
    qz.push_back(coord());
    dx.push_back(qx.back() / 65536.0);
    dy.push_back(qy.back() / 65536.0);
    dz.push_back(qz.back() / 65536.0);
    fx.push_back(static_cast<float>(dx.back()));
    fy.push_back(static_cast<float>(dy.back()));
    fz.push_back(static_cast<float>(dz.back()));
  }
  for (std::size_t r = 0; r < kRows; ++r) row_start.push_back(qx[r]);
}

}  // namespace

// ------------------------------------------------------------------ kernels
KERNEL void kernel_qnoise1(std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) out_q[i] = qnoise::perlin(qx[i]);
}
KERNEL void kernel_qnoise2(std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) out_q[i] = qnoise::perlin(qx[i], qy[i]);
}
KERNEL void kernel_qnoise3(std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) out_q[i] = qnoise::perlin(qx[i], qy[i], qz[i]);
}
KERNEL void kernel_stb3(std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) out_f[i] = stb_perlin_noise3(fx[i], fy[i], fz[i], 0, 0, 0);
}
KERNEL void kernel_ref_float3(std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) out_f[i] = perlin2002(fx[i], fy[i], fz[i]);
}
KERNEL void kernel_ref_double3(std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) out_d[i] = perlin2002(dx[i], dy[i], dz[i]);
}
// Rows: n samples as n / 300 rows of 300.
template <q16 Step>
void rows(std::size_t n) {
  for (std::size_t r = 0; r < n / kRowLen; ++r) qnoise::perlin_row(&out_q[r * kRowLen], kRowLen, row_start[r], Step);
}
template <q16 Step>
void loops(std::size_t n) {
  for (std::size_t r = 0; r < n / kRowLen; ++r) {
    q16* o = &out_q[r * kRowLen];
    const std::uint32_t x0 = static_cast<std::uint32_t>(row_start[r]);
    for (std::size_t i = 0; i < kRowLen; ++i)
      o[i] = qnoise::perlin(qnoise::to_signed(x0 + static_cast<std::uint32_t>(i) * static_cast<std::uint32_t>(Step)));
  }
}
// 3D rows: row r at y = qy[r], z = qz[r], as a 2D image animated along z is drawn.
template <q16 Step>
void rows3(std::size_t n) {
  for (std::size_t r = 0; r < n / kRowLen; ++r)
    qnoise::perlin_row(&out_q[r * kRowLen], kRowLen, row_start[r], Step, qy[r], qz[r]);
}
template <q16 Step>
void loops3(std::size_t n) {
  for (std::size_t r = 0; r < n / kRowLen; ++r) {
    q16* o = &out_q[r * kRowLen];
    const std::uint32_t x0 = static_cast<std::uint32_t>(row_start[r]);
    for (std::size_t i = 0; i < kRowLen; ++i)
      o[i] = qnoise::perlin(qnoise::to_signed(x0 + static_cast<std::uint32_t>(i) * static_cast<std::uint32_t>(Step)),
                            qy[r], qz[r]);
  }
}
KERNEL void kernel_qnoise_row3_step1_16(std::size_t n) { rows3<4096>(n); }
template <q16 Step>
void rows2(std::size_t n) {
  for (std::size_t r = 0; r < n / kRowLen; ++r)
    qnoise::perlin_row(&out_q[r * kRowLen], kRowLen, row_start[r], Step, qy[r]);
}
KERNEL void kernel_qnoise_row2_step1_16(std::size_t n) { rows2<4096>(n); }
KERNEL void kernel_qnoise_row2_step1_2(std::size_t n) { rows2<32768>(n); }
KERNEL void kernel_qnoise_row2_step2(std::size_t n) { rows2<131072>(n); }
KERNEL void kernel_qnoise_loop3_step1_16(std::size_t n) { loops3<4096>(n); }
KERNEL void kernel_qnoise_row3_step1_4(std::size_t n) { rows3<16384>(n); }
KERNEL void kernel_qnoise_row3_step0_1(std::size_t n) { rows3<6554>(n); }
KERNEL void kernel_qnoise_row3_step1_2(std::size_t n) { rows3<32768>(n); }
KERNEL void kernel_qnoise_row3_step3_4(std::size_t n) { rows3<49152>(n); }
KERNEL void kernel_qnoise_row3_step2(std::size_t n) { rows3<131072>(n); }
KERNEL void kernel_qnoise_row1_step1_16(std::size_t n) { rows<4096>(n); }
KERNEL void kernel_qnoise_row1_step0_1(std::size_t n) { rows<6554>(n); }
KERNEL void kernel_qnoise_loop1_step1_16(std::size_t n) { loops<4096>(n); }
KERNEL void kernel_qnoise_loop1_step0_1(std::size_t n) { loops<6554>(n); }
KERNEL void kernel_qnoise_row1_step3_4(std::size_t n) { rows<49152>(n); }
KERNEL void kernel_qnoise_loop1_step3_4(std::size_t n) { loops<49152>(n); }

namespace {

struct Kernel {
  const char* name;
  void (*fn)(std::size_t);
};
const Kernel kKernels[] = {
    {"qnoise1", kernel_qnoise1},
    {"qnoise2", kernel_qnoise2},
    {"qnoise3", kernel_qnoise3},
    {"qnoise_row1_step1_16", kernel_qnoise_row1_step1_16},
    {"qnoise_loop1_step1_16", kernel_qnoise_loop1_step1_16},
    {"qnoise_row1_step0_1", kernel_qnoise_row1_step0_1},
    {"qnoise_loop1_step0_1", kernel_qnoise_loop1_step0_1},
    {"qnoise_row1_step3_4", kernel_qnoise_row1_step3_4},
    {"qnoise_loop1_step3_4", kernel_qnoise_loop1_step3_4},
    {"qnoise_row3_step1_16", kernel_qnoise_row3_step1_16},
    {"qnoise_row2_step1_16", kernel_qnoise_row2_step1_16},
    {"qnoise_row2_step1_2", kernel_qnoise_row2_step1_2},
    {"qnoise_row2_step2", kernel_qnoise_row2_step2},
    {"qnoise_loop3_step1_16", kernel_qnoise_loop3_step1_16},
    {"qnoise_row3_step1_4", kernel_qnoise_row3_step1_4},
    {"qnoise_row3_step0_1", kernel_qnoise_row3_step0_1},
    {"qnoise_row3_step1_2", kernel_qnoise_row3_step1_2},
    {"qnoise_row3_step3_4", kernel_qnoise_row3_step3_4},
    {"qnoise_row3_step2", kernel_qnoise_row3_step2},
    {"stb3", kernel_stb3},
    {"ref_float3", kernel_ref_float3},
    {"ref_double3", kernel_ref_double3},
};

std::size_t samples_of(const Kernel& k) {
  return std::strstr(k.name, "row") || std::strstr(k.name, "loop") ? kRows * kRowLen : kPoints;
}

void bm(benchmark::State& state, const Kernel* k) {
  const std::size_t n = samples_of(*k);
  for (auto _ : state) {
    k->fn(n);
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * n));
  state.counters["ns_per_sample"] = benchmark::Counter(
      static_cast<double>(state.iterations() * n), benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

struct Err {
  double max = 0, sum2 = 0;
  std::size_t n = 0;
  void add(double e) {
    e = std::fabs(e);
    if (e > max) max = e;
    sum2 += e * e;
    ++n;
  }
  void print(const char* name, const char* model) const {
    const double rms = std::sqrt(sum2 / static_cast<double>(n));
    std::printf("accuracy %-12s max %.3e rms %.3e max_lsb %.2f rms_lsb %.2f points %zu vs %s\n", name, max, rms,
                max * 65536, rms * 65536, n, model);
  }
};

int accuracy() {
  // Random points plus, for 1D, every fraction of a few cells.
  Err e1, e2, e3, es, ef;
  for (std::size_t i = 0; i < kPoints; ++i) {
    const double r3 = perlin2002(dx[i], dy[i], dz[i]);
    e3.add(qnoise::perlin(qx[i], qy[i], qz[i]) / 65536.0 - r3);
    ef.add(static_cast<double>(perlin2002(fx[i], fy[i], fz[i])) - r3);
    es.add(static_cast<double>(stb_perlin_noise3(fx[i], fy[i], fz[i], 0, 0, 0)) - stb_double(dx[i], dy[i], dz[i]));
    e2.add(qnoise::perlin(qx[i], qy[i]) / 65536.0 - qnoise2_double(qx[i], qy[i]));
  }
  for (std::uint32_t x = 0; x < (16u << 16); ++x) {
    const q16 q = static_cast<q16>(x + 0x00400000u);
    e1.add(qnoise::perlin(q) / 65536.0 - qnoise1_double(q));
  }
  e1.print("qnoise1", "qnoise 1D in double");
  e2.print("qnoise2", "qnoise 2D in double");
  e3.print("qnoise3", "Perlin 2002 in double");
  es.print("stb3", "stb_perlin in double");
  ef.print("ref_float3", "Perlin 2002 in double");
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  make_inputs();
  if (argc >= 2 && std::strcmp(argv[1], "--list") == 0) {
    for (const Kernel& k : kKernels) std::printf("%s %zu\n", k.name, samples_of(k));
    return 0;
  }
  if (argc >= 2 && std::strcmp(argv[1], "--accuracy") == 0) return accuracy();
  if (argc >= 4 && std::strcmp(argv[1], "--count") == 0) {
    const std::size_t reps = std::strtoul(argv[3], nullptr, 10);
    for (const Kernel& k : kKernels) {
      if (std::strcmp(k.name, argv[2]) == 0) {
        for (std::size_t r = 0; r < reps; ++r) k.fn(samples_of(k));
        std::printf("%s samples %zu\n", k.name, reps * samples_of(k));
        return 0;
      }
    }
    std::fprintf(stderr, "unknown kernel %s\n", argv[2]);
    return 2;
  }
  for (const Kernel& k : kKernels) benchmark::RegisterBenchmark(k.name, bm, &k);
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
