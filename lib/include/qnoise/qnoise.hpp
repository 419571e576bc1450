// SPDX-License-Identifier: MIT
/// \file
/// qnoise/qnoise.hpp — the umbrella header: everything in the portable core.
///
/// Configuration macros. Define them with -D (or before the first qnoise include, in every
/// translation unit alike); all are undefined by default, and none changes a result:
/// - `QNOISE_NO_ASM`: no hand-written assembly (arch/arch.hpp): the portable C++ runs
///   instead, same results. Needed for execute-only builds (-mpure-code).
/// - `QNOISE_NO_DSP`: Thumb-2 cores with the DSP extension take the paths without it
///   (arch/thumb2/dsp.hpp, arch/thumb2/target.hpp): the same bits.
/// - `QNOISE_FORCE_NARROW_MULTIPLY`: has_wide_multiply is false on any target, so the
///   32-bit-only evaluations of ARMv6-M run (fixed.hpp): identical results.
/// - `QNOISE_NO_HOST64`: no 64-bit host evaluation of perlin(x, y) and perlin(x, y, z) on
///   x86-64 / AArch64 (perlin.hpp): the portable path, the same bits.
/// - `QNOISE_COMPACT`: the compact profile for parts with 16-32 KB of flash (CMake option
///   QNOISE_COMPACT): the smallest tables (fade knots 516 bytes instead of 1028, the
///   permutation 256 instead of 512, 1D gradients 16 instead of 256) and no assembly, for
///   more instructions per call (docs/performance.md gives both); the same bits
///   (detail/config.hpp).
///
/// Defined by the library, for tests and diagnostics: `QNOISE_HAS_PERLIN2_ASM` and
/// `QNOISE_HAS_PERLIN3_ASM` when an assembly path for perlin(x, y) / perlin(x, y, z) is
/// compiled in (arch/arch.hpp).
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
#include "fractal_row.hpp"
#include "periodic.hpp"
#include "periodic_row.hpp"
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
