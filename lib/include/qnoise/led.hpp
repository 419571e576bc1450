// SPDX-License-Identifier: MIT
/// \file
/// qnoise/led.hpp — the LED and small-display layer: colours, palettes, strips,
/// matrices/framebuffers, transitions and effects (all integer, no heap).
#ifndef QNOISE_LED_HPP
#define QNOISE_LED_HPP

#include "anim_time.hpp"
#include "led/color.hpp"
#include "led/palette.hpp"
#include "led/trig.hpp"
#include "led/field.hpp"
#include "led/strip.hpp"
#include "led/matrix.hpp"
#include "led/blend.hpp"
#include "led/interop.hpp"
#include "led/map.hpp"
#include "led/dither.hpp"
#include "led/effects.hpp"
#include "led/cellular.hpp"
#include "led/flow.hpp"
#include "led/warped.hpp"

/// \namespace qnoise::led
/// The LED and small-display layer: colours, palettes, strips, framebuffers, transitions and
/// effects (all integer, no heap).

#endif  // QNOISE_LED_HPP
