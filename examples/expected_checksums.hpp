// SPDX-License-Identifier: MIT
// Expected frame checksums of the examples: recorded on the host (x86-64, gcc -O2) by
// examples/update_checksums.sh and checked on every core by ctest
// ("<config>.example_<name>"). Frames were also checked by eye (docs/gallery/).
#ifndef QNOISE_EXAMPLES_EXPECTED_CHECKSUMS_HPP
#define QNOISE_EXAMPLES_EXPECTED_CHECKSUMS_HPP

#include <cstdint>

namespace expected {
inline constexpr std::uint32_t strip_fire = 0x97d0739fu;
inline constexpr std::uint32_t candle = 0x44f7027fu;
inline constexpr std::uint32_t lava_lamp = 0x4df0fc8bu;
inline constexpr std::uint32_t matrix_clouds = 0x81d236c2u;
inline constexpr std::uint32_t oled_clouds = 0xbde41ebcu;
inline constexpr std::uint32_t tft_marble = 0x62f7113du;
inline constexpr std::uint32_t transition = 0xbfb40777u;
}  // namespace expected

#endif  // QNOISE_EXAMPLES_EXPECTED_CHECKSUMS_HPP
