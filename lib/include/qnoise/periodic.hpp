// SPDX-License-Identifier: MIT
/// \file
/// qnoise/periodic.hpp — tiling noise with a period you choose (1..256 cells per axis,
/// powers of two or not), and seamless loops for LED animations.
///
/// Tiling: the cell index of each axis is reduced modulo the period before it is hashed, so
/// the lattice itself repeats: noise(x + p) == noise(x) exactly (in Q16, x + p * 65536),
/// for every x where x + p * 65536 does not overflow int32 — and for every x at all when p
/// is a power of two. Same lattice, same per-cell code (detail::gradient_noise,
/// detail::value_noise_axes) as the plain noise; only the cell indices differ. No division
/// per sample: the cell (0..65535) is reduced with a precomputed reciprocal
/// r = ceil(65536 / p), q = (u * r) >> 16 is floor(u / p) or one more, and a single
/// compare-and-add corrects it (two 32-bit multiplies per axis).
///
/// Tiled fractal sums (make_tiling, fbm_tiled, ...): the coordinate is first reduced to the
/// tile, x mod p (exact, as above), then octave i, whose frequency must be an integer
/// multiple m_i of the base (integer lacunarity), samples a lattice of period p * m_i cells
/// (<= 256), so every octave, and the sum, repeats every p cells. The per-octave shifts are
/// applied modulo the octave period, so they keep the tiling.
///
/// Seamless loops (make_loop, loop_noise): the animation time is a PERIODIC lattice axis.
/// Frame t is reduced modulo the loop length L (frames), mapped linearly onto [0, p) cells
/// of an axis of period p, and the noise is evaluated there. Frame L - 1 flows into frame L
/// (== frame 0) exactly like any two neighbouring frames flow into each other, because the
/// lattice itself closes up; nothing is blended, so the contrast is that of plain noise at
/// every frame (a cross-fade of two noises loses up to 29% of the amplitude midway; FastLED's
/// 4D loses 45%). p sets how many lattice cells one loop crosses: more cells, more
/// change per loop. Output at t and t + L is identical (bit for bit) for every t with no
/// uint32 overflow of t + L.
#ifndef QNOISE_PERIODIC_HPP
#define QNOISE_PERIODIC_HPP

#include "detail/freestanding.hpp"

#include "fixed.hpp"
#include "fractal.hpp"
#include "perlin.hpp"
#include "perlin4.hpp"
#include "permutation.hpp"
#include "seed.hpp"
#include "value.hpp"

namespace qnoise {

/// A period of 1..256 cells on one axis, with its reduction constants precomputed.
struct period {
  uint32_t cells;       ///< p, 1..256
  uint32_t reciprocal;  ///< ceil(65536 / p)
  uint32_t bias;        ///< 32768 mod p
};


/// Builds a period of `cells` lattice cells, clamped to [1, 256].
/// Usage: `constexpr auto p = qnoise::make_period(10);`
constexpr period make_period(uint32_t cells) noexcept {
  const uint32_t p = cells < 1 ? 1 : (cells > 256 ? 256 : cells);
  const uint32_t r = detail::udiv32(65536u + p - 1u, p);
  return {p, r, 32768u - detail::udiv32(32768u, p) * p};
}

namespace detail {

/// u mod p for u in [0, 65535]: q' = floor(u * ceil(2^16 / p) / 2^16) is floor(u / p) or
/// floor(u / p) + 1 (the error u * (r p - 2^16) / (p 2^16) is below 1), so one correction.
constexpr uint32_t reduce(uint32_t u, const period& p) noexcept {
  const uint32_t q = (u * p.reciprocal) >> 16;
  uint32_t rem = u - q * p.cells;  // in [-p, p): wraps when q is one too many
  if (rem >= p.cells) rem += p.cells;
  return rem;
}

/// floor(x / 65536) mod p for any Q16 x (the signed cell, so negative x wrap correctly).
constexpr uint32_t periodic_cell(q16 x, const period& p) noexcept {
  const uint32_t u = static_cast<uint32_t>(asr(x, 16) + 32768);  // [0, 65535]
  const uint32_t m = reduce(u, p);
  return m >= p.bias ? m - p.bias : m + p.cells - p.bias;
}

constexpr uint32_t next_cell(uint32_t c, const period& p) noexcept {
  return c + 1u == p.cells ? 0u : c + 1u;
}
constexpr uint32_t previous_cell(uint32_t c, const period& p) noexcept {
  return c == 0 ? p.cells - 1u : c - 1u;
}

/// detail::locate with the cell indices reduced modulo the period.
constexpr cell_position locate_periodic(q16 x, const period& p) noexcept {
  cell_position c = locate(x);
  c.cell = periodic_cell(x, p);
  c.next_cell = next_cell(c.cell, p);
  return c;
}

/// locate_periodic(x + offset) without forming x + offset (which could overflow int32 where
/// x + p does not): the fractions add with a carry, the cells add modulo the period.
constexpr cell_position locate_periodic_shifted(q16 x, q16 offset, const period& p) noexcept {
  const uint32_t sum = (static_cast<uint32_t>(x) & 0xFFFFu) + (static_cast<uint32_t>(offset) & 0xFFFFu);
  cell_position c = locate(static_cast<q16>(sum & 0xFFFFu));
  uint32_t cell = periodic_cell(x, p) + periodic_cell(offset, p) + (sum >> 16);
  if (cell >= p.cells) cell -= p.cells;  // cell < 2p + 1 <= 3p
  if (cell >= p.cells) cell -= p.cells;
  c.cell = cell;
  c.next_cell = next_cell(cell, p);
  return c;
}

template <class Interp>
constexpr value_axis value_locate_periodic(q16 x, const period& p) noexcept {
  value_axis a = value_locate<Interp>(x);
  a.cell[2] = periodic_cell(x, p);
  a.cell[3] = next_cell(a.cell[2], p);
  a.cell[4] = next_cell(a.cell[3], p);
  a.cell[5] = next_cell(a.cell[4], p);
  a.cell[1] = previous_cell(a.cell[2], p);
  a.cell[0] = previous_cell(a.cell[1], p);
  return a;
}

}  // namespace detail

/// Periodic 1D gradient noise: perlin(x) with the lattice repeating every px.cells cells.
/// x: Q16, any int32; px: make_period(1..256). Returns Q16 within +-perlin1_bound.
/// perlin_periodic(x + px.cells * 65536, px) == perlin_periodic(x, px).
/// Usage: `q16 n = qnoise::perlin_periodic(x, qnoise::make_period(12));`
template <class Lattice = permutation, meta::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr q16 perlin_periodic(q16 x, const period& px, const Lattice& lattice = perlin_permutation) noexcept {
  return detail::gradient_noise(lattice, detail::locate_periodic(x, px));
}
/// Periodic 2D gradient noise, periods px, py (1..256 cells each). x, y: Q16, any int32.
/// Returns Q16 within +-perlin2_bound. Usage: `perlin_periodic(x, y, make_period(8), make_period(5))`
template <class Lattice = permutation, meta::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr q16 perlin_periodic(q16 x, q16 y, const period& px, const period& py,
                              const Lattice& lattice = perlin_permutation) noexcept {
  return detail::gradient_noise(lattice, detail::locate_periodic(x, px), detail::locate_periodic(y, py));
}
/// Periodic 3D gradient noise, periods px, py, pz (1..256 cells). x, y, z: Q16, any int32.
/// Returns Q16 within +-perlin3_bound. Usage: `perlin_periodic(x, y, z, p, p, p)`
template <class Lattice = permutation, meta::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr q16 perlin_periodic(q16 x, q16 y, q16 z, const period& px, const period& py, const period& pz,
                              const Lattice& lattice = perlin_permutation) noexcept {
  return detail::gradient_noise(lattice, detail::locate_periodic(x, px), detail::locate_periodic(y, py),
                                detail::locate_periodic(z, pz));
}

/// Seeded periodic gradient noise: the seed's lattice and offsets (offsets keep the period).
/// Same inputs and bounds as above. Usage: `perlin_periodic(x, y, px, py, qnoise::make_seed(3))`
constexpr q16 perlin_periodic(q16 x, const period& px, const seed& s) noexcept {
  return detail::gradient_noise(s.lattice, detail::locate_periodic_shifted(x, s.offset[0], px));
}
/// Seeded periodic 2D: x, y Q16 any int32 -> Q16 within +-perlin2_bound; periods px, py.
/// Usage: `perlin_periodic(x, y, px, py, s)`
constexpr q16 perlin_periodic(q16 x, q16 y, const period& px, const period& py, const seed& s) noexcept {
  return detail::gradient_noise(s.lattice, detail::locate_periodic_shifted(x, s.offset[0], px),
                                detail::locate_periodic_shifted(y, s.offset[1], py));
}
/// Seeded periodic 3D: x, y, z Q16 any int32 -> Q16 within +-perlin3_bound; periods px, py, pz.
/// Usage: `perlin_periodic(x, y, z, px, py, pz, s)`
constexpr q16 perlin_periodic(q16 x, q16 y, q16 z, const period& px, const period& py, const period& pz,
                              const seed& s) noexcept {
  return detail::gradient_noise(s.lattice, detail::locate_periodic_shifted(x, s.offset[0], px),
                                detail::locate_periodic_shifted(y, s.offset[1], py),
                                detail::locate_periodic_shifted(z, s.offset[2], pz));
}

/// Periodic value noise (any interpolation, smoothed or not; value.hpp), periods 1..256
/// cells per axis. x, y, z: Q16, any int32. Returns Q16 within value_noise's bounds.
/// Usage: `q16 v = qnoise::value_periodic<qnoise::cubic_fade>(x, y, px, py, qnoise::integer_hash{});`
template <class Interp = quintic_fade, bool Smoothed = false, class Lattice = integer_hash,
          meta::enable_if_t<detail::is_value_lattice_v<Lattice>, int> = 0>
constexpr q16 value_periodic(q16 x, const period& px, const Lattice& lattice = Lattice{}) noexcept {
  return detail::value_noise_axes<Interp, Smoothed>(lattice, detail::value_locate_periodic<Interp>(x, px));
}
template <class Interp = quintic_fade, bool Smoothed = false, class Lattice = integer_hash,
          meta::enable_if_t<detail::is_value_lattice_v<Lattice>, int> = 0>
/// Periodic 2D value noise: x, y Q16 any int32 -> Q16 within value_noise's 2D bound; periods
/// px, py. Usage: `qnoise::value_periodic(x, y, px, py)`
constexpr q16 value_periodic(q16 x, q16 y, const period& px, const period& py,
                             const Lattice& lattice = Lattice{}) noexcept {
  return detail::value_noise_axes<Interp, Smoothed>(lattice, detail::value_locate_periodic<Interp>(x, px),
                                                    detail::value_locate_periodic<Interp>(y, py));
}
template <class Interp = quintic_fade, bool Smoothed = false, class Lattice = integer_hash,
          meta::enable_if_t<detail::is_value_lattice_v<Lattice>, int> = 0>
/// Periodic 3D value noise: x, y, z Q16 any int32 -> Q16 within value_noise's 3D bound;
/// periods px, py, pz. Usage: `qnoise::value_periodic(x, y, z, px, py, pz)`
constexpr q16 value_periodic(q16 x, q16 y, q16 z, const period& px, const period& py, const period& pz,
                             const Lattice& lattice = Lattice{}) noexcept {
  return detail::value_noise_axes<Interp, Smoothed>(lattice, detail::value_locate_periodic<Interp>(x, px),
                                                    detail::value_locate_periodic<Interp>(y, py),
                                                    detail::value_locate_periodic<Interp>(z, pz));
}

/// Tiling constants of a fractal sum over a tile of px x py x pz cells: octave i repeats
/// every p * lacunarity^i cells. Build with make_tiling (constexpr: it can live in flash).
struct fractal_tiling {
  uint32_t octaves;                                    ///< leading octaves that tile
  period base[3];                                           ///< the tile, cells per axis
  uint32_t multiple[fractal_max_octaves];              ///< m_i = frequency_i / 65536
  period octave_period[fractal_max_octaves][3];             ///< p * m_i cells per axis
  uint32_t shift_cell[fractal_max_octaves][3];         ///< octave shift's cell mod p * m_i
  uint32_t shift_fraction[fractal_max_octaves][3];     ///< octave shift's fraction, Q16
};

/// Tiling constants for fractal parameters p over a tile of px, py, pz cells (each clamped
/// to [1, 256]; unused axes may stay 1). octaves = the number of leading octaves whose
/// frequency is an integer m_i (integer lacunarity) with p * m_i <= 256 on every axis; the
/// tiled sums use only those (check `t.octaves == p.octaves` with static_assert).
/// Usage: `constexpr auto t = qnoise::make_tiling(p, 8, 8); static_assert(t.octaves == p.octaves);`
constexpr fractal_tiling make_tiling(const fractal_params& p, uint32_t px, uint32_t py = 1,
                                     uint32_t pz = 1) noexcept {
  fractal_tiling t{};
  t.base[0] = make_period(px);
  t.base[1] = make_period(py);
  t.base[2] = make_period(pz);
  uint32_t n = 0;
  for (; n < p.octaves && n < fractal_max_octaves; ++n) {
    const uint32_t f = p.frequency[n];
    if ((f & 0xFFFFu) != 0) break;
    const uint32_t m = f >> 16;
    bool fits = true;
    for (unsigned d = 0; d < 3; ++d) fits = fits && t.base[d].cells * m <= 256u;
    if (!fits) break;
    t.multiple[n] = m;
    for (unsigned d = 0; d < 3; ++d) {
      t.octave_period[n][d] = make_period(t.base[d].cells * m);
      t.shift_cell[n][d] = detail::periodic_cell(p.shift[n][d], t.octave_period[n][d]);
      t.shift_fraction[n][d] = static_cast<uint32_t>(p.shift[n][d]) & 0xFFFFu;
    }
  }
  t.octaves = n;
  return t;
}

namespace detail {

/// x reduced to the tile of axis d, exactly: (floor(x) mod p) * 65536 + fraction, < p * 2^16.
constexpr uint32_t tile_coordinate(q16 x, const fractal_tiling& t, unsigned d) noexcept {
  return (periodic_cell(x, t.base[d]) << 16) | (static_cast<uint32_t>(x) & 0xFFFFu);
}

/// Octave i's located coordinate on axis d of a tiled sum: the tile coordinate scaled by m_i
/// (< 2^24), shifted modulo the octave period.
constexpr cell_position tiled_position(uint32_t reduced, const fractal_tiling& t, uint32_t i,
                                       unsigned d) noexcept {
  const uint32_t c = reduced * t.multiple[i];
  const period& per = t.octave_period[i][d];
  const uint32_t sum = (c & 0xFFFFu) + t.shift_fraction[i][d];
  cell_position pos = locate(static_cast<q16>(sum & 0xFFFFu));
  uint32_t cell = (c >> 16) + t.shift_cell[i][d] + (sum >> 16);  // < 2p + 1
  if (cell >= per.cells) cell -= per.cells;
  if (cell >= per.cells) cell -= per.cells;
  pos.cell = cell;
  pos.next_cell = next_cell(cell, per);
  return pos;
}

template <class Interp>
constexpr value_axis value_axis_periodic(const cell_position& pos, const period& per) noexcept {
  value_axis a{};
  a.cell[2] = pos.cell;
  a.cell[3] = next_cell(a.cell[2], per);
  a.cell[4] = next_cell(a.cell[3], per);
  a.cell[5] = next_cell(a.cell[4], per);
  a.cell[1] = previous_cell(a.cell[2], per);
  a.cell[0] = previous_cell(a.cell[1], per);
  a.weight = interpolation_weight<Interp>(static_cast<uint32_t>(pos.near));
  return a;
}

template <class Basis, unsigned D, class Lattice>
constexpr q16 tiled_octave(const Lattice& lattice, const fractal_params& p, const fractal_tiling& t,
                           uint32_t i, const uint32_t (&x)[D]) noexcept {
  const keyed_lattice<Lattice> keyed{&lattice, lattice.next(lattice.start(), p.key[i])};
  cell_position c[D]{};
  for (unsigned d = 0; d < D; ++d) c[d] = tiled_position(x[d], t, i, d);
  if constexpr (meta::is_same_v<Basis, perlin_basis>) {
    if constexpr (D == 1) return gradient_noise(keyed, c[0]);
    else if constexpr (D == 2) return gradient_noise(keyed, c[0], c[1]);
    else return gradient_noise(keyed, c[0], c[1], c[2]);
  } else {
    using I = typename Basis::interp;
    constexpr bool S = Basis::smoothed;
    if constexpr (D == 1) {
      return value_noise_axes<I, S>(keyed, value_axis_periodic<I>(c[0], t.octave_period[i][0]));
    } else if constexpr (D == 2) {
      return value_noise_axes<I, S>(keyed, value_axis_periodic<I>(c[0], t.octave_period[i][0]),
                                    value_axis_periodic<I>(c[1], t.octave_period[i][1]));
    } else {
      return value_noise_axes<I, S>(keyed, value_axis_periodic<I>(c[0], t.octave_period[i][0]),
                                    value_axis_periodic<I>(c[1], t.octave_period[i][1]),
                                    value_axis_periodic<I>(c[2], t.octave_period[i][2]));
    }
  }
}

template <fractal_kind Kind, class Basis, unsigned D, class Lattice>
constexpr q16 fractal_sum_tiled(const Lattice& lattice, const fractal_params& p, const fractal_tiling& t,
                                const q16 (&x)[D]) noexcept {
  uint32_t reduced[D]{};
  for (unsigned d = 0; d < D; ++d) reduced[d] = tile_coordinate(x[d], t, d);
  return fractal_accumulate<Kind, Basis::template bound<D>>(
      p, t.octaves, [&](uint32_t i) { return tiled_octave<Basis>(lattice, p, t, i, reduced); });
}

/// fractal_sum_tiled from the coordinates (Q16) of a public 1D/2D/3D overload.
template <fractal_kind Kind, class Basis, class Lattice, class... Q>
constexpr q16 fractal_tiled_at(const Lattice& lattice, const fractal_params& p, const fractal_tiling& t,
                               Q... x) noexcept {
  const q16 c[sizeof...(Q)] = {x...};
  return fractal_sum_tiled<Kind, Basis, sizeof...(Q)>(lattice, p, t, c);
}

}  // namespace detail

/// Tiled 1D fbm: as fbm() over the first t.octaves octaves, repeating exactly every
/// t.base[d].cells cells on each axis. x: Q16, any int32; p: the parameters t was made
/// from. Returns Q16 in [-65536, 65536]. Usage: `q16 v = qnoise::fbm_tiled(x, p, t);`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr q16 fbm_tiled(q16 x, const fractal_params& p, const fractal_tiling& t,
                         const Lattice& lattice = perlin_permutation) noexcept {
  return detail::fractal_tiled_at<detail::fractal_kind::fbm, Basis>(lattice, p, t, x);
}

/// Tiled 2D fbm: as fbm() over the first t.octaves octaves, repeating exactly every
/// t.base[d].cells cells on each axis. x, y: Q16, any int32; p: the parameters t was made
/// from. Returns Q16 in [-65536, 65536]. Usage: `q16 v = qnoise::fbm_tiled(x, y, p, t);`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr q16 fbm_tiled(q16 x, q16 y, const fractal_params& p, const fractal_tiling& t,
                         const Lattice& lattice = perlin_permutation) noexcept {
  return detail::fractal_tiled_at<detail::fractal_kind::fbm, Basis>(lattice, p, t, x, y);
}

/// Tiled 3D fbm: as fbm() over the first t.octaves octaves, repeating exactly every
/// t.base[d].cells cells on each axis. x, y, z: Q16, any int32; p: the parameters t was made
/// from. Returns Q16 in [-65536, 65536]. Usage: `q16 v = qnoise::fbm_tiled(x, y, z, p, t);`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr q16 fbm_tiled(q16 x, q16 y, q16 z, const fractal_params& p, const fractal_tiling& t,
                         const Lattice& lattice = perlin_permutation) noexcept {
  return detail::fractal_tiled_at<detail::fractal_kind::fbm, Basis>(lattice, p, t, x, y, z);
}

/// Tiled 1D turbulence: as turbulence() over the first t.octaves octaves, repeating exactly every
/// t.base[d].cells cells on each axis. x: Q16, any int32; p: the parameters t was made
/// from. Returns Q16 in [0, 65536]. Usage: `q16 v = qnoise::turbulence_tiled(x, p, t);`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr q16 turbulence_tiled(q16 x, const fractal_params& p, const fractal_tiling& t,
                         const Lattice& lattice = perlin_permutation) noexcept {
  return detail::fractal_tiled_at<detail::fractal_kind::turbulence, Basis>(lattice, p, t, x);
}

/// Tiled 2D turbulence: as turbulence() over the first t.octaves octaves, repeating exactly every
/// t.base[d].cells cells on each axis. x, y: Q16, any int32; p: the parameters t was made
/// from. Returns Q16 in [0, 65536]. Usage: `q16 v = qnoise::turbulence_tiled(x, y, p, t);`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr q16 turbulence_tiled(q16 x, q16 y, const fractal_params& p, const fractal_tiling& t,
                         const Lattice& lattice = perlin_permutation) noexcept {
  return detail::fractal_tiled_at<detail::fractal_kind::turbulence, Basis>(lattice, p, t, x, y);
}

/// Tiled 3D turbulence: as turbulence() over the first t.octaves octaves, repeating exactly every
/// t.base[d].cells cells on each axis. x, y, z: Q16, any int32; p: the parameters t was made
/// from. Returns Q16 in [0, 65536]. Usage: `q16 v = qnoise::turbulence_tiled(x, y, z, p, t);`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr q16 turbulence_tiled(q16 x, q16 y, q16 z, const fractal_params& p, const fractal_tiling& t,
                         const Lattice& lattice = perlin_permutation) noexcept {
  return detail::fractal_tiled_at<detail::fractal_kind::turbulence, Basis>(lattice, p, t, x, y, z);
}

/// Tiled 1D billow: as billow() over the first t.octaves octaves, repeating exactly every
/// t.base[d].cells cells on each axis. x: Q16, any int32; p: the parameters t was made
/// from. Returns Q16 in [-65536, 65536]. Usage: `q16 v = qnoise::billow_tiled(x, p, t);`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr q16 billow_tiled(q16 x, const fractal_params& p, const fractal_tiling& t,
                         const Lattice& lattice = perlin_permutation) noexcept {
  return detail::fractal_tiled_at<detail::fractal_kind::billow, Basis>(lattice, p, t, x);
}

/// Tiled 2D billow: as billow() over the first t.octaves octaves, repeating exactly every
/// t.base[d].cells cells on each axis. x, y: Q16, any int32; p: the parameters t was made
/// from. Returns Q16 in [-65536, 65536]. Usage: `q16 v = qnoise::billow_tiled(x, y, p, t);`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr q16 billow_tiled(q16 x, q16 y, const fractal_params& p, const fractal_tiling& t,
                         const Lattice& lattice = perlin_permutation) noexcept {
  return detail::fractal_tiled_at<detail::fractal_kind::billow, Basis>(lattice, p, t, x, y);
}

/// Tiled 3D billow: as billow() over the first t.octaves octaves, repeating exactly every
/// t.base[d].cells cells on each axis. x, y, z: Q16, any int32; p: the parameters t was made
/// from. Returns Q16 in [-65536, 65536]. Usage: `q16 v = qnoise::billow_tiled(x, y, z, p, t);`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr q16 billow_tiled(q16 x, q16 y, q16 z, const fractal_params& p, const fractal_tiling& t,
                         const Lattice& lattice = perlin_permutation) noexcept {
  return detail::fractal_tiled_at<detail::fractal_kind::billow, Basis>(lattice, p, t, x, y, z);
}

/// Tiled 1D ridged: as ridged() over the first t.octaves octaves, repeating exactly every
/// t.base[d].cells cells on each axis. x: Q16, any int32; p: the parameters t was made
/// from. Returns Q16 in [0, 65536]. Usage: `q16 v = qnoise::ridged_tiled(x, p, t);`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr q16 ridged_tiled(q16 x, const fractal_params& p, const fractal_tiling& t,
                         const Lattice& lattice = perlin_permutation) noexcept {
  return detail::fractal_tiled_at<detail::fractal_kind::ridged, Basis>(lattice, p, t, x);
}

/// Tiled 2D ridged: as ridged() over the first t.octaves octaves, repeating exactly every
/// t.base[d].cells cells on each axis. x, y: Q16, any int32; p: the parameters t was made
/// from. Returns Q16 in [0, 65536]. Usage: `q16 v = qnoise::ridged_tiled(x, y, p, t);`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr q16 ridged_tiled(q16 x, q16 y, const fractal_params& p, const fractal_tiling& t,
                         const Lattice& lattice = perlin_permutation) noexcept {
  return detail::fractal_tiled_at<detail::fractal_kind::ridged, Basis>(lattice, p, t, x, y);
}

/// Tiled 3D ridged: as ridged() over the first t.octaves octaves, repeating exactly every
/// t.base[d].cells cells on each axis. x, y, z: Q16, any int32; p: the parameters t was made
/// from. Returns Q16 in [0, 65536]. Usage: `q16 v = qnoise::ridged_tiled(x, y, z, p, t);`
template <class Basis = perlin_basis, class Lattice = permutation>
constexpr q16 ridged_tiled(q16 x, q16 y, q16 z, const fractal_params& p, const fractal_tiling& t,
                         const Lattice& lattice = perlin_permutation) noexcept {
  return detail::fractal_tiled_at<detail::fractal_kind::ridged, Basis>(lattice, p, t, x, y, z);
}

/// A seamless loop: `frames` frames (1..65536) crossing `cells` lattice cells (1..256) of a
/// periodic time axis. Constants for a division-free t mod L and t -> time mapping.
struct loop {
  uint32_t frames;      ///< L, 1..65536
  period time;               ///< period of the time axis
  uint32_t reciprocal;  ///< floor((2^32 - 1) / L)
  uint32_t step;        ///< floor(p * 65536 / L): Q16 cells per frame, integer part
  uint32_t step_fraction;  ///< next 16 bits of p * 65536 / L
};

/// Builds a loop of `frames` frames (clamped to [1, 65536]) over `cells` cells (clamped to
/// [1, 256]; 2..8 suit LED animations). Usage: `constexpr auto l = qnoise::make_loop(600, 4);`
constexpr loop make_loop(uint32_t frames, uint32_t cells = 4) noexcept {
  const uint32_t l = frames < 1 ? 1 : (frames > 65536 ? 65536 : frames);
  const period p = make_period(cells);
  const uint32_t span = p.cells << 16;
  const uint32_t step = detail::udiv32(span, l);
  const uint32_t rest = span - step * l;  // < l <= 65536
  return {l, p, detail::udiv32(0xFFFFFFFFu, l), step,
          detail::udiv32(rest << 16, l)};
}

namespace detail {
/// High 32 bits of a * b from four 16-bit partial products (exact; no 64-bit multiply).
constexpr uint32_t mul_high(uint32_t a, uint32_t b) noexcept {
  const uint32_t ah = a >> 16, al = a & 0xFFFFu, bh = b >> 16, bl = b & 0xFFFFu;
  const uint32_t cross1 = ah * bl, cross2 = al * bh, low = al * bl;
  const uint32_t middle = (cross1 & 0xFFFFu) + (cross2 & 0xFFFFu) + (low >> 16);
  return ah * bh + (cross1 >> 16) + (cross2 >> 16) + (middle >> 16);
}
}  // namespace detail

/// t mod L for any uint32 frame counter t, without division: q = high(t * floor((2^32-1)/L))
/// is floor(t / L) minus 0..2, corrected by at most two subtractions. Returns [0, L).
/// Usage: `uint32_t f = qnoise::loop_frame(millis() / 16, l);`
constexpr uint32_t loop_frame(uint32_t t, const loop& l) noexcept {
  uint32_t rem = t - detail::mul_high(t, l.reciprocal) * l.frames;
  if (rem >= l.frames) rem -= l.frames;
  if (rem >= l.frames) rem -= l.frames;
  return rem;
}

/// The loop's time coordinate at frame t: (t mod L) * p / L cells, Q16 in [0, p * 65536).
/// Frame t and t + L give the same value. Usage: `q16 tau = qnoise::loop_time(t, l);`
constexpr q16 loop_time(uint32_t t, const loop& l) noexcept {
  const uint32_t f = loop_frame(t, l);
  return to_signed(f * l.step + ((f * l.step_fraction) >> 16));
}

/// Seamless looping 1D animation (an LED strip): 2D gradient noise at (x, time), the time
/// axis periodic with l.time.cells cells. x: Q16, any int32 (position along the strip);
/// t: frame counter, any uint32. Returns Q16 within +-perlin2_bound, identical at t and
/// t + l.frames. Usage: `q16 v = qnoise::loop_noise(i * 8192, frame, l);`
template <class Lattice = permutation, meta::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr q16 loop_noise(q16 x, uint32_t t, const loop& l, const Lattice& lattice = perlin_permutation) noexcept {
  return detail::gradient_noise(lattice, detail::locate(x), detail::locate_periodic(loop_time(t, l), l.time));
}

/// Seamless looping 2D animation (an LED matrix): 3D gradient noise at (x, y, time), time
/// periodic. x, y: Q16, any int32; t: any uint32. Returns Q16 within +-perlin3_bound,
/// identical at t and t + l.frames. Usage: `q16 v = qnoise::loop_noise(x, y, frame, l);`
template <class Lattice = permutation, meta::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr q16 loop_noise(q16 x, q16 y, uint32_t t, const loop& l,
                         const Lattice& lattice = perlin_permutation) noexcept {
  return detail::gradient_noise(lattice, detail::locate(x), detail::locate(y),
                                detail::locate_periodic(loop_time(t, l), l.time));
}

/// Seeded seamless loop, 1D strip: the seed's lattice, x shifted by its offset, time shifted
/// by its offset modulo the loop's time period (so the loop stays exact). Same inputs and
/// bound as loop_noise. Usage: `q16 v = qnoise::loop_noise(i * 8192, frame, l, qnoise::make_seed(strip));`
constexpr q16 loop_noise(q16 x, uint32_t t, const loop& l, const seed& s) noexcept {
  return detail::gradient_noise(s.lattice, detail::locate(detail::shift(x, s.offset[0])),
                                detail::locate_periodic_shifted(loop_time(t, l), s.offset[1], l.time));
}

/// Seeded seamless loop, 2D matrix. Same inputs and bound as the 2D loop_noise.
/// Usage: `q16 v = qnoise::loop_noise(x, y, frame, l, qnoise::make_seed(9));`
constexpr q16 loop_noise(q16 x, q16 y, uint32_t t, const loop& l, const seed& s) noexcept {
  return detail::gradient_noise(s.lattice, detail::locate(detail::shift(x, s.offset[0])),
                                detail::locate(detail::shift(y, s.offset[1])),
                                detail::locate_periodic_shifted(loop_time(t, l), s.offset[2], l.time));
}

/// Periodic 4D gradient noise (perlin4.hpp), periods px, py, pz, pw (1..256 cells each).
/// x, y, z, w: Q16, any int32. Returns Q16 within +-perlin4_bound; repeats exactly every
/// p cells on each axis. Usage: `perlin_periodic(x, y, z, w, p, p, p, qnoise::make_period(6))`
template <class Lattice = permutation, meta::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr q16 perlin_periodic(q16 x, q16 y, q16 z, q16 w, const period& px, const period& py, const period& pz,
                              const period& pw, const Lattice& lattice = perlin_permutation) noexcept {
  return detail::gradient_noise4(lattice, detail::locate_periodic(x, px), detail::locate_periodic(y, py),
                                 detail::locate_periodic(z, pz), detail::locate_periodic(w, pw));
}
/// Seeded periodic 4D: x, y, z, w Q16 any int32 -> Q16 within +-perlin4_bound; periods
/// px, py, pz, pw (the seed's offsets keep them). Usage: `perlin_periodic(x, y, z, w, p, p, p, p, s)`
constexpr q16 perlin_periodic(q16 x, q16 y, q16 z, q16 w, const period& px, const period& py, const period& pz,
                              const period& pw, const seed& s) noexcept {
  return detail::gradient_noise4(s.lattice, detail::locate_periodic_shifted(x, s.offset[0], px),
                                 detail::locate_periodic_shifted(y, s.offset[1], py),
                                 detail::locate_periodic_shifted(z, s.offset[2], pz),
                                 detail::locate_periodic_shifted(w, s.offset[3], pw));
}

/// Seamless looping 3D animation (a volume, or a 2D field with a third spatial axis): 4D
/// gradient noise at (x, y, z, time), the time axis periodic with l.time.cells cells.
/// x, y, z: Q16, any int32; t: frame counter, any uint32. Returns Q16 within
/// +-perlin4_bound, identical at t and t + l.frames. Usage: `q16 v = qnoise::loop_noise(x, y, z, frame, l);`
template <class Lattice = permutation, meta::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr q16 loop_noise(q16 x, q16 y, q16 z, uint32_t t, const loop& l,
                         const Lattice& lattice = perlin_permutation) noexcept {
  return detail::gradient_noise4(lattice, detail::locate(x), detail::locate(y), detail::locate(z),
                                 detail::locate_periodic(loop_time(t, l), l.time));
}

/// Seeded seamless loop, 3D: the seed's lattice and offsets (time offset modulo the loop's
/// period). Same inputs and bound as the 3D loop_noise. Usage: `qnoise::loop_noise(x, y, z, frame, l, s)`
constexpr q16 loop_noise(q16 x, q16 y, q16 z, uint32_t t, const loop& l, const seed& s) noexcept {
  return detail::gradient_noise4(s.lattice, detail::locate(detail::shift(x, s.offset[0])),
                                 detail::locate(detail::shift(y, s.offset[1])),
                                 detail::locate(detail::shift(z, s.offset[2])),
                                 detail::locate_periodic_shifted(loop_time(t, l), s.offset[3], l.time));
}

}  // namespace qnoise

#endif  // QNOISE_PERIODIC_HPP
