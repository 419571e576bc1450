// SPDX-License-Identifier: MIT
/// \file
/// qnoise/fractal_row.hpp — fractal sums of gradient noise along a row, on the streaming
/// engine:
///
///   constexpr auto p = qnoise::fractal<4>();
///   q16 strip[300];
///   qnoise::fbm_row(strip, 300, x0, step, y, p);   // strip[i] == fbm(x0 + i*step, y, p)
///
/// fbm_row, turbulence_row, billow_row and ridged_row in 1D, 2D (fixed y) and 3D (fixed y
/// and z), on any lattice: out[i] equals the per-sample function (fractal.hpp) at
/// x0 + i*step (modulo 2^32, like every Q16 coordinate), bit for bit (tests/row proves it
/// for every kind, dimension, lattice, integer and non-integer lacunarity, and steps
/// negative, zero, over a cell and at the INT32 edges, on every core).
///
/// How. Each octave is a row of its own: with an integer frequency m (lacunarity 2, 3, ...;
/// every octave of the default fractal<>), octave i samples x * m + shift_i exactly, an
/// arithmetic sequence of step `step * m`, so perlin_row (row.hpp) evaluates it a chunk at
/// a time, hashing each lattice cell once. An octave with a non-integer frequency is not a
/// sequence of equal steps (each scaled coordinate is floored on its own) and is evaluated
/// per sample, with the same result. The octaves are summed per sample by the same
/// accumulator as the per-sample functions (detail::fractal_accumulator).
/// x0, step, y, z: Q16, any int32; n: any (exactly n values are written; `out` may be null
/// when n == 0). Ranges as the per-sample functions: fbm and billow in [-65536, 65536],
/// turbulence and ridged in [0, 65536]. Stack: about 0.5 KB (a chunk of 16 samples).
#ifndef QNOISE_FRACTAL_ROW_HPP
#define QNOISE_FRACTAL_ROW_HPP

#include "detail/freestanding.hpp"

#include "fixed.hpp"
#include "fractal.hpp"
#include "permutation.hpp"
#include "row.hpp"

namespace qnoise {
namespace detail {

/// Samples per chunk of a fractal row (the accumulators of a chunk live on the stack).
inline constexpr uint32_t fractal_row_chunk = 16;

/// perlin_row of n samples from c (the octave's coordinates: x first, then the fixed axes).
template <unsigned D, class L>
constexpr void octave_row(q16* out, uint32_t n, const q16 (&c)[D], q16 step, const L& l) noexcept {
  if constexpr (D == 1) {
    perlin_row(out, n, c[0], step, l);
  } else if constexpr (D == 2) {
    perlin_row(out, n, c[0], step, c[1], l);
  } else {
    perlin_row(out, n, c[0], step, c[1], c[2], l);
  }
}

/// The fractal row: out[j] = the Kind sum at (x[0] + j step, x[1], ...), j in [0, n).
template <fractal_kind Kind, unsigned D, class Lattice>
constexpr void fractal_row(q16* out, size_t n, q16 (&x)[D], q16 step, const fractal_params& p,
                           const Lattice& lattice) noexcept {
  const uint32_t octaves = octave_count(p, fractal_max_octaves);
  while (n > 0) {
    const uint32_t count = n < fractal_row_chunk ? static_cast<uint32_t>(n) : fractal_row_chunk;
    fractal_accumulator<Kind, perlin_basis::bound<D>> sum[fractal_row_chunk]{};
    q16 value[fractal_row_chunk]{};
    for (uint32_t i = 0; i < octaves; ++i) {
      const uint32_t f = p.frequency[i];
      if ((f & 0xFFFFu) == 0) {
        // Integer frequency m: sample j sits at c[0] + j * (step * m), modulo 2^32.
        q16 c[D]{};
        const uint32_t first = octave_coordinates<perlin_basis>(lattice, p, i, x, c);
        const q16 octave_step = to_signed(static_cast<uint32_t>(step) * (f >> 16));
        if constexpr (key_moves_x_v<perlin_basis, Lattice>) {
          octave_row(value, count, c, octave_step, lattice);
        } else {
          octave_row(value, count, c, octave_step, keyed_lattice<Lattice>{&lattice, first});
        }
      } else {
        q16 at[D]{};
        for (unsigned d = 0; d < D; ++d) at[d] = x[d];
        for (uint32_t j = 0; j < count; ++j, at[0] = shift(at[0], step))
          value[j] = octave<perlin_basis>(lattice, p, i, at);
      }
      for (uint32_t j = 0; j < count; ++j) sum[j].add(p, i, value[j]);
    }
    for (uint32_t j = 0; j < count; ++j) out[j] = sum[j].result(p);
    out += count;
    n -= count;
    x[0] = to_signed(static_cast<uint32_t>(x[0]) + count * static_cast<uint32_t>(step));
  }
}

/// fractal_row from the coordinates of a public overload: x0, then the fixed axes.
template <fractal_kind Kind, class Lattice, class... Q>
constexpr void fractal_row_at(q16* out, size_t n, q16 step, const fractal_params& p, const Lattice& lattice,
                              q16 x0, Q... fixed) noexcept {
  q16 x[1 + sizeof...(Q)] = {x0, fixed...};
  fractal_row<Kind>(out, n, x, step, p, lattice);
}

}  // namespace detail

/// 1D fBm row: out[i] = fbm(x0 + i*step, p, lattice), i in [0, n). Q16 in [-65536, 65536].
template <class Lattice = permutation>
constexpr void fbm_row(q16* out, size_t n, q16 x0, q16 step, const fractal_params& p,
                       const Lattice& lattice = perlin_permutation) noexcept {
  detail::fractal_row_at<detail::fractal_kind::fbm>(out, n, step, p, lattice, x0);
}
/// 2D fBm row at fixed y: out[i] = fbm(x0 + i*step, y, p, lattice). Q16 in [-65536, 65536].
template <class Lattice = permutation>
constexpr void fbm_row(q16* out, size_t n, q16 x0, q16 step, q16 y, const fractal_params& p,
                       const Lattice& lattice = perlin_permutation) noexcept {
  detail::fractal_row_at<detail::fractal_kind::fbm>(out, n, step, p, lattice, x0, y);
}
/// 3D fBm row at fixed y, z: out[i] = fbm(x0 + i*step, y, z, p, lattice). Q16 in [-65536, 65536].
template <class Lattice = permutation>
constexpr void fbm_row(q16* out, size_t n, q16 x0, q16 step, q16 y, q16 z, const fractal_params& p,
                       const Lattice& lattice = perlin_permutation) noexcept {
  detail::fractal_row_at<detail::fractal_kind::fbm>(out, n, step, p, lattice, x0, y, z);
}

/// 1D turbulence row: out[i] = turbulence(x0 + i*step, p, lattice). Q16 in [0, 65536].
template <class Lattice = permutation>
constexpr void turbulence_row(q16* out, size_t n, q16 x0, q16 step, const fractal_params& p,
                              const Lattice& lattice = perlin_permutation) noexcept {
  detail::fractal_row_at<detail::fractal_kind::turbulence>(out, n, step, p, lattice, x0);
}
/// 2D turbulence row: out[i] = turbulence(x0 + i*step, y, p, lattice). Q16 in [0, 65536].
template <class Lattice = permutation>
constexpr void turbulence_row(q16* out, size_t n, q16 x0, q16 step, q16 y, const fractal_params& p,
                              const Lattice& lattice = perlin_permutation) noexcept {
  detail::fractal_row_at<detail::fractal_kind::turbulence>(out, n, step, p, lattice, x0, y);
}
/// 3D turbulence row: out[i] = turbulence(x0 + i*step, y, z, p, lattice). Q16 in [0, 65536].
template <class Lattice = permutation>
constexpr void turbulence_row(q16* out, size_t n, q16 x0, q16 step, q16 y, q16 z, const fractal_params& p,
                              const Lattice& lattice = perlin_permutation) noexcept {
  detail::fractal_row_at<detail::fractal_kind::turbulence>(out, n, step, p, lattice, x0, y, z);
}

/// 1D billow row: out[i] = billow(x0 + i*step, p, lattice). Q16 in [-65536, 65536].
template <class Lattice = permutation>
constexpr void billow_row(q16* out, size_t n, q16 x0, q16 step, const fractal_params& p,
                          const Lattice& lattice = perlin_permutation) noexcept {
  detail::fractal_row_at<detail::fractal_kind::billow>(out, n, step, p, lattice, x0);
}
/// 2D billow row: out[i] = billow(x0 + i*step, y, p, lattice). Q16 in [-65536, 65536].
template <class Lattice = permutation>
constexpr void billow_row(q16* out, size_t n, q16 x0, q16 step, q16 y, const fractal_params& p,
                          const Lattice& lattice = perlin_permutation) noexcept {
  detail::fractal_row_at<detail::fractal_kind::billow>(out, n, step, p, lattice, x0, y);
}
/// 3D billow row: out[i] = billow(x0 + i*step, y, z, p, lattice). Q16 in [-65536, 65536].
template <class Lattice = permutation>
constexpr void billow_row(q16* out, size_t n, q16 x0, q16 step, q16 y, q16 z, const fractal_params& p,
                          const Lattice& lattice = perlin_permutation) noexcept {
  detail::fractal_row_at<detail::fractal_kind::billow>(out, n, step, p, lattice, x0, y, z);
}

/// 1D ridged multifractal row: out[i] = ridged(x0 + i*step, p, lattice). Q16 in [0, 65536].
template <class Lattice = permutation>
constexpr void ridged_row(q16* out, size_t n, q16 x0, q16 step, const fractal_params& p,
                          const Lattice& lattice = perlin_permutation) noexcept {
  detail::fractal_row_at<detail::fractal_kind::ridged>(out, n, step, p, lattice, x0);
}
/// 2D ridged row: out[i] = ridged(x0 + i*step, y, p, lattice). Q16 in [0, 65536].
template <class Lattice = permutation>
constexpr void ridged_row(q16* out, size_t n, q16 x0, q16 step, q16 y, const fractal_params& p,
                          const Lattice& lattice = perlin_permutation) noexcept {
  detail::fractal_row_at<detail::fractal_kind::ridged>(out, n, step, p, lattice, x0, y);
}
/// 3D ridged row: out[i] = ridged(x0 + i*step, y, z, p, lattice). Q16 in [0, 65536].
template <class Lattice = permutation>
constexpr void ridged_row(q16* out, size_t n, q16 x0, q16 step, q16 y, q16 z, const fractal_params& p,
                          const Lattice& lattice = perlin_permutation) noexcept {
  detail::fractal_row_at<detail::fractal_kind::ridged>(out, n, step, p, lattice, x0, y, z);
}

}  // namespace qnoise

#endif  // QNOISE_FRACTAL_ROW_HPP
