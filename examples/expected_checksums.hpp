// SPDX-License-Identifier: MIT
// Expected frame checksums of the examples: recorded on the host (x86-64, gcc -O2) by
// examples/update_checksums.sh and checked on every core by ctest
// ("<config>.example_<name>"). Frames were also checked by eye (docs/gallery/).
#ifndef QNOISE_EXAMPLES_EXPECTED_CHECKSUMS_HPP
#define QNOISE_EXAMPLES_EXPECTED_CHECKSUMS_HPP

#include <cstdint>

namespace expected {
inline constexpr std::uint32_t strip_fire = 0x4159469du;
inline constexpr std::uint32_t candle = 0x69cd63a1u;
inline constexpr std::uint32_t lava_lamp = 0x416555e2u;
inline constexpr std::uint32_t matrix_clouds = 0x5806611cu;
inline constexpr std::uint32_t oled_clouds = 0x8e5e9347u;
inline constexpr std::uint32_t tft_marble = 0x0940531cu;
inline constexpr std::uint32_t transition = 0x2b6b2ddfu;
inline constexpr std::uint32_t fastled_interop = 0x436c2b90u;
inline constexpr std::uint32_t neopixel_interop = 0xbf19bd59u;
inline constexpr std::uint32_t ring_dither = 0x0d090fc4u;
}  // namespace expected

#endif  // QNOISE_EXAMPLES_EXPECTED_CHECKSUMS_HPP
