// SPDX-License-Identifier: MIT
// Compiles against the installed headers only.
#include <qnoise/qnoise.hpp>

int main() { return qnoise::perlin(0) == 0 ? 0 : 1; }
