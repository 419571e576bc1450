// SPDX-License-Identifier: MIT
// Deliberately breaks every policy so that each policy check is proven able
// to fail (policy_selftest_* entries, WILL_FAIL). Never run, only inspected.
// Built WITHOUT the strict flags (-mgeneral-regs-only would reject it).
#include <cstddef>
#include <cstdint>

extern "C" void* malloc(std::size_t size);  // a heap symbol
static char g_arena[64];
static char* volatile g_arena_p = g_arena;  // opaque: clang would fold a constant result and drop the call
extern "C" __attribute__((noinline)) void* malloc(std::size_t) { return g_arena_p; }

namespace qnoise {
// FPU instructions inside a qnoise:: function (on FPU cores).
__attribute__((noinline)) float bad_scale(float a, float b) { return a * b; }
// int64 -> float is a libgcc helper (__aeabi_l2f) on every core.
__attribute__((noinline)) float bad_convert(std::int64_t v) { return static_cast<float>(v); }
}  // namespace qnoise

volatile float g_a = 1.5f, g_b = 2.0f;
volatile std::int64_t g_v = 3;
void* volatile g_p;

int main() {
  const float r = qnoise::bad_scale(g_a, g_b) + qnoise::bad_convert(g_v);
  g_p = malloc(4);  // kept: the result escapes through a volatile
  return r > 0.0f ? 0 : 1;
}
