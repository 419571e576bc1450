// SPDX-License-Identifier: MIT
// Deliberately broken library root for the freestanding self-tests: a C++ library
// header and std:: (every check must fail on it).
#include <cstdint>
#include "../../../../lib/include/qnoise/detail/freestanding.hpp"  // outside this root
namespace qnoise {
inline std::int32_t perlin(int x, int) { return x; }
}  // namespace qnoise
