// SPDX-License-Identifier: MIT
// Compile-time rejection of invalid fractal parameters: each BAD_CASE must fail to compile
// with its static_assert message (tests/family/CMakeLists.txt checks the message);
// BAD_CASE 0 is the control and must compile.
#include "qnoise/fractal.hpp"

#ifndef BAD_CASE
#define BAD_CASE 0
#endif

#if BAD_CASE == 0
constexpr auto p = qnoise::fractal<16, 2 * 65536, 32768>();  // valid: 16 octaves fit
#elif BAD_CASE == 1
constexpr auto p = qnoise::fractal<0>();  // no octave
#elif BAD_CASE == 2
constexpr auto p = qnoise::fractal<17>();  // more than 16
#elif BAD_CASE == 3
constexpr auto p = qnoise::fractal<4, 65536>();  // lacunarity 1.0
#elif BAD_CASE == 4
constexpr auto p = qnoise::fractal<16, 3 * 65536>();  // 3^15 > 32768: does not fit Q16
#elif BAD_CASE == 5
constexpr auto p = qnoise::fractal<4, 2 * 65536, 0>();  // gain 0
#elif BAD_CASE == 6
constexpr auto p = qnoise::fractal<8, 2 * 65536, 2>();  // gain^7 below one LSB
#elif BAD_CASE == 7
constexpr auto p = qnoise::fractal<4, 2 * 65536, 32768, 0, 65537>();  // ridge offset > 1.0
#endif

int main() { return static_cast<int>(p.octaves) - static_cast<int>(p.octaves); }
