// SPDX-License-Identifier: MIT
/// \file
/// qnoise/detail/config.hpp — configuration macros implied by other configuration macros
/// (the macros themselves are listed in qnoise.hpp). Included first by every header
/// (through detail/freestanding.hpp), so every header sees the same configuration.
///
/// `QNOISE_COMPACT` (the compact profile, for parts with 16-32 KB of flash) stores the
/// smallest tables: the fade's knots once per half cell (fade.hpp), the permutation once
/// (permutation.hpp), 1D gradients by nibble (perlin.hpp), and leaves the fade weight's
/// inlining to the compiler (fade.hpp). It implies QNOISE_NO_ASM (the assembly reads the
/// full tables) and QNOISE_NO_HOST64. Every result stays the same.
#ifndef QNOISE_DETAIL_CONFIG_HPP
#define QNOISE_DETAIL_CONFIG_HPP

#if defined(QNOISE_COMPACT)
#ifndef QNOISE_NO_ASM
#define QNOISE_NO_ASM 1
#endif
#ifndef QNOISE_NO_HOST64
#define QNOISE_NO_HOST64 1
#endif
#endif

#endif  // QNOISE_DETAIL_CONFIG_HPP
