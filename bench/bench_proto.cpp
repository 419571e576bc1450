// bench_proto: instruction counts of the bit-identical prototypes in proto_fast.hpp,
// next to the library functions they would replace (same method as bench_core).
#include <cstdint>

#include "bench_util.hpp"
#include "proto_fast.hpp"
#include "qnoise/qnoise.hpp"

namespace bench {
BENCH_NOINLINE q16 lib_perlin1(q16 x) { return qnoise::perlin(x); }
BENCH_NOINLINE q16 lib_perlin2(q16 x, q16 y) { return qnoise::perlin(x, y); }
BENCH_NOINLINE q16 lib_perlin3(q16 x, q16 y, q16 z) { return qnoise::perlin(x, y, z); }
BENCH_NOINLINE q16 lib_fade(q16 t) { return static_cast<q16>(qnoise::detail::quintic_lower_half(static_cast<std::uint32_t>(t))); }
BENCH_NOINLINE q16 lib_mul_weight(q16 a, q16 w) { return qnoise::mul_weight(a, w); }
BENCH_NOINLINE q16 proto_perlin1(q16 x) { return qnoise_proto::perlin1(x); }
BENCH_NOINLINE q16 proto_perlin2(q16 x, q16 y) { return qnoise_proto::perlin2(x, y); }
BENCH_NOINLINE q16 proto_perlin3(q16 x, q16 y, q16 z) { return qnoise_proto::perlin3(x, y, z); }
BENCH_NOINLINE q16 proto_perlin1b(q16 x) { return qnoise_proto::perlin1b(x); }
BENCH_NOINLINE q16 proto_perlin3b(q16 x, q16 y, q16 z) { return qnoise_proto::perlin3b(x, y, z); }
BENCH_NOINLINE q16 proto_fade(q16 t) { return static_cast<q16>(qnoise_proto::quintic_lower_half(static_cast<std::uint32_t>(t))); }
BENCH_NOINLINE q16 proto_mul_weight(q16 a, q16 w) { return qnoise_proto::mul_weight(a, w); }
}  // namespace bench

int main() {
  using namespace bench;
  if (!qnoise_port::instruction_counter_self_check()) return 1;
  static const q16 es[] = {0, 1, 77, 1000, 16384, 30000, 32768};
  run1("lib_quintic_lower_half", lib_fade, es, 7);
  run1("proto_quintic_lower_half", proto_fade, es, 7);
  run2("lib_mul_weight", lib_mul_weight);
  run2("proto_mul_weight", proto_mul_weight);
  run1("lib_perlin1", lib_perlin1, kXs, kNx);
  run1("proto_perlin1", proto_perlin1, kXs, kNx);
  run1("proto_perlin1b", proto_perlin1b, kXs, kNx);
  run2("lib_perlin2", lib_perlin2);
  run2("proto_perlin2", proto_perlin2);
  run3("lib_perlin3", lib_perlin3);
  run3("proto_perlin3", proto_perlin3);
  run3("proto_perlin3b", proto_perlin3b);
  qnoise_port::console_puts("bench done\n");
  return 0;
}
