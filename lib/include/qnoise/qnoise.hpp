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

/// \namespace qnoise
/// Everything public: Q16.16 fixed point (fixed.hpp), fades, lattices (permutation, integer_hash,
/// seed), gradient, value, simplex, Worley and curl noise, fractal sums, rows, periodic noise,
/// domain warp and animation time. Implementation helpers live in qnoise::detail and
/// qnoise::meta, which are not part of the API.

#endif  // QNOISE_QNOISE_HPP
