// SPDX-License-Identifier: MIT
// Forwarding header for Arduino, where only src/ is on the include path: makes
// `#include <qnoise/qnoise.hpp>` work in a sketch (see src/qnoise.h for the layout).
#ifndef QNOISE_ARDUINO_FORWARD_QNOISE_HPP
#define QNOISE_ARDUINO_FORWARD_QNOISE_HPP
#include "../../lib/include/qnoise/qnoise.hpp"
#endif
