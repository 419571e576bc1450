// SPDX-License-Identifier: MIT
/// \file
/// qnoise/qnoise.hpp — the umbrella header: everything in the portable core.
#ifndef QNOISE_QNOISE_HPP
#define QNOISE_QNOISE_HPP

#include "anim_time.hpp"
#include "fade.hpp"
#include "fixed.hpp"
#include "hash.hpp"
#include "permutation.hpp"
#include "perlin.hpp"
#include "row.hpp"
#include "seed.hpp"
#include "value.hpp"
#include "fractal.hpp"
#include "periodic.hpp"
#include "perlin4.hpp"
#include "derivative.hpp"
#include "simplex.hpp"
#include "curl.hpp"
#include "worley.hpp"
#include "warp.hpp"

#endif  // QNOISE_QNOISE_HPP
