// SPDX-License-Identifier: MIT
// Force-included (-include) into every C++ translation unit built for an FPU
// core (see qnoise_strict_flags). It makes the compiler reject any floating
// point in our code, the library's and the tests', with
//   error: argument of type 'float' not permitted with '-mgeneral-regs-only'
//
// Why not the plain -mgeneral-regs-only flag: with the hard-float ABI it also
// rejects standard headers that merely define float functions (<limits>,
// <algorithm>, ...). So those headers are included first, unguarded, and the
// rest of the TU is compiled as if by -mgeneral-regs-only via the pragma.
// (<cmath> is deliberately not here: on a core it is an error to include.)
#if defined(__cplusplus) && defined(__arm__)
#include <algorithm>
#include <cstdlib>
#include <functional>
#include <iterator>
#include <limits>
// clang (m4f-clang, ...) has no general-regs-only for 32-bit Arm (the flag is unused,
// the target attribute an unknown feature): there the post-link policy_no_fpu and
// policy_no_softfloat checks are the guard.
#if !defined(__clang__)
#pragma GCC target("general-regs-only")
#endif
#endif
