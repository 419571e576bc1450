// SPDX-License-Identifier: MIT
// Deliberately broken (see qnoise.hpp here).
#include <type_traits>
#include "qnoise.hpp"
namespace qnoise {
inline int perlin_u8(int x, int, int) { return std::is_same_v<int, int> ? x : 0; }
}  // namespace qnoise
