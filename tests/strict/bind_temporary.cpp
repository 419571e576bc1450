// SPDX-License-Identifier: MIT
// Compile-fail probes (tests/strict/CMakeLists.txt): each CASE binds a temporary to a
// parameter that the LED class keeps a pointer to (or ignores a led::status). Built with
// TEMPORARY=1 it must NOT compile, and the error must name a deleted function (or the
// nodiscard status); built with TEMPORARY=0 the same line uses a named object and must
// compile, which proves that the failure is for that reason and nothing else.
#include <cstdint>

#include "qnoise/led.hpp"

namespace led = qnoise::led;
namespace fx = qnoise::led::effects;
using qnoise::permutation;

#if TEMPORARY
#define LATTICE permutation{}          // a temporary lattice
#define PALETTE led::palette256{}      // a temporary palette
#define SHADER shader{}                // a temporary shader
#else
#define LATTICE lattice
#define PALETTE palette
#define SHADER shader_object
#endif

struct shader {
  void begin_row(std::uint32_t) const noexcept {}
  led::rgb8 pixel(std::uint32_t) const noexcept { return {}; }
};
using const_shader = const shader;  // a const shader type would let const& bind a temporary

int probe() {
  [[maybe_unused]] const permutation lattice = qnoise::perlin_permutation;
  [[maybe_unused]] const led::palette256 palette = led::palettes::lava;
  [[maybe_unused]] const shader shader_object{};
  [[maybe_unused]] shader other{};
  [[maybe_unused]] const led::noise_params p{};
  [[maybe_unused]] const led::noise_transition tr{};
#if CASE == 1
  led::noise_row<permutation, 2> r(LATTICE, p, 0, 0, 16);
  return r(0);
#elif CASE == 2
  led::noise_shader_values<permutation> s(LATTICE, p, 0, 16);
  return s.value(0);
#elif CASE == 3
  led::palette_shader<permutation> s(led::palettes::lava, LATTICE, p, 0, 16);
  return s.pixel(0).r;
#elif CASE == 4
  led::palette_shader<permutation> s(PALETTE, lattice, p, 0, 16);
  return s.pixel(0).r;
#elif CASE == 5
  fx::fire_shader<permutation> s(LATTICE, 16, 16, 0, 1);
  return s.pixel(0).r;
#elif CASE == 6
  fx::marble_shader<permutation> s(LATTICE, p, 0, 16, 1638, led::palettes::marble);
  return s.pixel(0).r;
#elif CASE == 7
  fx::marble_shader<permutation> s(lattice, p, 0, 16, 1638, PALETTE);
  return s.pixel(0).r;
#elif CASE == 8
  fx::wood_shader<permutation> s(LATTICE, p, 0, 16);
  return s.pixel(0).r;
#elif CASE == 9
  fx::plasma_shader<permutation> s(LATTICE, p, 0, 16, led::palettes::rainbow);
  return s.pixel(0).r;
#elif CASE == 10
  fx::plasma_shader<permutation> s(lattice, p, 0, 16, PALETTE);
  return s.pixel(0).r;
#elif CASE == 11
  led::transition_shader<shader, shader, permutation> s(other, other, tr, 3, LATTICE, 16);
  return s.pixel(0).r;
#elif CASE == 12
  led::transition_shader<const_shader, shader, permutation> s(SHADER, other, tr, 3, lattice, 16);
  return s.pixel(0).r;
#elif CASE == 13
  led::transition_shader<shader, const_shader, permutation> s(other, SHADER, tr, 3, lattice, 16);
  return s.pixel(0).r;
#elif CASE == 14
  static led::rgb8 strip[8];
#if TEMPORARY
  led::fill_strip(strip, 8, led::palettes::lava, p, 0);  // status ignored: nodiscard
#else
  (void)led::fill_strip(strip, 8, led::palettes::lava, p, 0);  // deliberately ignored
#endif
  return strip[0].r;
#else
#error "CASE 1..14"
#endif
}
