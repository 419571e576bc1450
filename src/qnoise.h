// SPDX-License-Identifier: MIT
// qnoise.h — the Arduino and PlatformIO entry point: `#include <qnoise.h>` brings in the
// whole library, the noise core (qnoise/qnoise.hpp) and the LED layer (qnoise/led.hpp).
//
// Why this layout: the headers exist once, in lib/include/qnoise/ (CMake, pkg-config,
// ESP-IDF and Zephyr use that folder directly). Arduino puts only src/ on the include
// path but installs the whole library folder, so the quoted includes below are found
// relative to this file; the library headers include each other with relative quoted
// paths as well ("fixed.hpp", "../hash.hpp"), so nothing else needs to be on the include
// path. src/qnoise/qnoise.hpp and src/qnoise/led.hpp forward `#include <qnoise/qnoise.hpp>`
// and `#include <qnoise/led.hpp>` the same way, so code written for the other packages
// also compiles in a sketch. Arduino compiles src/ recursively; there is nothing here to
// compile (header-only), so the build adds no object files.
#ifndef QNOISE_ARDUINO_QNOISE_H
#define QNOISE_ARDUINO_QNOISE_H

#if !defined(__cplusplus) || __cplusplus < 201703L
#error "qnoise needs C++17 (-std=gnu++17 or later): use a core that compiles C++17 (see library.properties: architectures)"
#endif

#include "../lib/include/qnoise/qnoise.hpp"
#include "../lib/include/qnoise/led.hpp"

#endif  // QNOISE_ARDUINO_QNOISE_H
