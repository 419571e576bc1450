// SPDX-License-Identifier: MIT
/// \file
/// qnoise/periodic_row.hpp — tiling noise and seamless loops along a row, on the streaming
/// engine (row.hpp):
///
///   constexpr auto l = qnoise::make_loop(600, 4);
///   q16 strip[60];
///   qnoise::loop_row(strip, 60, 0, 65536 / 20, frame, l);  // strip[i] == loop_noise(i * 3276, frame, l)
///
///   qnoise::perlin_periodic_row(line, 64, x0, step, y, px, py);  // == perlin_periodic(x0 + i*step, y, px, py)
///
/// Lattices: a permutation (the default), make_permutation, integer_hash, or a seed.
/// Every value equals the per-sample function of periodic.hpp at x0 + i*step (modulo 2^32,
/// like every Q16 coordinate), bit for bit (tests/row proves it over periods, steps, starts
/// and lattices, and across the INT32 wrap, where a period that does not divide 65536
/// cells makes the per-sample noise jump and the row jumps with it). The engine hashes each
/// x lattice line once per row; steps of a cell or more, zero and negative steps evaluate
/// per sample. x0, step, y, z: Q16, any int32; n: any (exactly n values are written; `out`
/// may be null when n == 0). Bounds: those of the per-sample functions.
#ifndef QNOISE_PERIODIC_ROW_HPP
#define QNOISE_PERIODIC_ROW_HPP

#include "detail/freestanding.hpp"

#include "perlin.hpp"
#include "periodic.hpp"
#include "permutation.hpp"
#include "row.hpp"
#include "seed.hpp"

namespace qnoise {
namespace detail {

/// Gradient noise at x (located) and the frame's fixed axes (located).
template <class Lattice>
constexpr q16 noise_at(const Lattice& l, const cell_position& px, const row_frame<1>&) noexcept {
  return gradient_noise(l, px);
}
template <class Lattice>
constexpr q16 noise_at(const Lattice& l, const cell_position& px, const row_frame<2>& f) noexcept {
  return gradient_noise(l, px, f.axis[0]);
}
template <class Lattice>
constexpr q16 noise_at(const Lattice& l, const cell_position& px, const row_frame<3>& f) noexcept {
  return gradient_noise(l, px, f.axis[0], f.axis[1]);
}

/// A row's x axis with plain cells (mod 65536) under fixed axes that are not plain (a
/// periodic time axis): samples off the engine are evaluated from the located axes.
struct framed_x_axis {
  static constexpr bool plain = false;
  constexpr uint32_t cell(uint32_t raw, uint32_t) const noexcept { return raw; }
  constexpr uint32_t next(uint32_t c) const noexcept { return (c + 1u) & 0xFFFFu; }
  template <unsigned D, class Lattice>
  constexpr q16 sample(uint32_t x, const row_frame<D>& f, const Lattice& l) const noexcept {
    return noise_at(l, locate(to_signed(x)), f);
  }
};

/// A row's x axis with cells modulo a period (locate_periodic).
struct periodic_x_axis {
  static constexpr bool plain = false;
  period px;  // the x period
  constexpr uint32_t cell(uint32_t raw, uint32_t) const noexcept { return periodic_cell(to_signed(raw << 16), px); }
  constexpr uint32_t next(uint32_t c) const noexcept { return next_cell(c, px); }
  template <unsigned D, class Lattice>
  constexpr q16 sample(uint32_t x, const row_frame<D>& f, const Lattice& l) const noexcept {
    return noise_at(l, locate_periodic(to_signed(x), px), f);
  }
};

/// A row's x axis with cells modulo a period after a seed's offset (locate_periodic_shifted):
/// the row runs on x + offset; the lattice cell of a sample is found from x itself. Within
/// one cell of x + offset it is the same for every sample unless x wraps from INT32_MAX to
/// INT32_MIN there (rows that do are evaluated per sample: see seeded_periodic_row).
struct shifted_periodic_x_axis {
  static constexpr bool plain = false;
  period px;      // the x period
  q16 offset;     // the seed's x offset
  constexpr uint32_t cell(uint32_t raw, uint32_t u) const noexcept {
    const uint32_t shifted = (raw << 16) | u;
    return locate_periodic_shifted(to_signed(shifted - static_cast<uint32_t>(offset)), offset, px).cell;
  }
  constexpr uint32_t next(uint32_t c) const noexcept { return next_cell(c, px); }
  template <unsigned D, class Lattice>
  constexpr q16 sample(uint32_t shifted, const row_frame<D>& f, const Lattice& l) const noexcept {
    return noise_at(l, locate_periodic_shifted(to_signed(shifted - static_cast<uint32_t>(offset)), offset, px), f);
  }
};

/// A frame whose fixed axes are given located (coordinates unused off a plain x axis).
constexpr row_frame<1> located_frame() noexcept { return row_frame<1>{{0}, {}}; }
constexpr row_frame<2> located_frame(const cell_position& y) noexcept { return row_frame<2>{{0}, {y}}; }
constexpr row_frame<3> located_frame(const cell_position& y, const cell_position& z) noexcept {
  return row_frame<3>{{0, 0}, {y, z}};
}

template <unsigned D, class Lattice, class XAxis>
constexpr void located_row(q16* out, size_t n, q16 x0, q16 step, const row_frame<D>& f, const Lattice& l,
                           const XAxis& axis) noexcept {
  fill_row<D>(out, n, static_cast<uint32_t>(x0), static_cast<uint32_t>(step), f, l, axis);
}

/// A seeded periodic row: on the engine over x + offset, unless x crosses INT32_MAX ->
/// INT32_MIN within the row (for a period that does not divide 65536 cells the lattice then
/// changes within one cell of x + offset): then per sample. Steps a cell or more, zero or
/// negative are per sample in the engine anyway.
template <unsigned D>
constexpr void seeded_periodic_row(q16* out, size_t n, q16 x0, q16 step, const row_frame<D>& f, const seed& s,
                                   const period& px) noexcept {
  const shifted_periodic_x_axis axis{px, s.offset[0]};
  const uint32_t span = n == 0 ? 0u : static_cast<uint32_t>(n - 1) * static_cast<uint32_t>(step);
  const uint32_t from_wrap = 0x7FFFFFFFu - static_cast<uint32_t>(x0);  // steps of x to INT32_MAX, mod 2^32
  const bool crosses = step > 0 && n <= 65536u && from_wrap < span;
  if (crosses) {
    uint32_t x = static_cast<uint32_t>(x0) + static_cast<uint32_t>(s.offset[0]);
    for (size_t i = 0; i < n; ++i, x += static_cast<uint32_t>(step)) out[i] = axis.sample(x, f, s.lattice);
    return;
  }
  fill_row<D>(out, n, static_cast<uint32_t>(shift(x0, s.offset[0])), static_cast<uint32_t>(step), f, s.lattice,
              axis);
}

}  // namespace detail

/// Periodic 1D row: out[i] = perlin_periodic(x0 + i*step, px, lattice), i in [0, n).
/// Q16 within +-perlin1_bound; repeats every px.cells cells.
template <class Lattice = permutation, meta::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr void perlin_periodic_row(q16* out, size_t n, q16 x0, q16 step, const period& px,
                                   const Lattice& lattice = perlin_permutation) noexcept {
  detail::located_row(out, n, x0, step, detail::located_frame(), lattice, detail::periodic_x_axis{px});
}
/// Periodic 2D row at fixed y: out[i] = perlin_periodic(x0 + i*step, y, px, py, lattice).
/// Q16 within +-perlin2_bound.
template <class Lattice = permutation, meta::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr void perlin_periodic_row(q16* out, size_t n, q16 x0, q16 step, q16 y, const period& px,
                                   const period& py, const Lattice& lattice = perlin_permutation) noexcept {
  detail::located_row(out, n, x0, step, detail::located_frame(detail::locate_periodic(y, py)), lattice,
                      detail::periodic_x_axis{px});
}
/// Periodic 3D row at fixed y, z: out[i] = perlin_periodic(x0 + i*step, y, z, px, py, pz,
/// lattice). Q16 within +-perlin3_bound.
template <class Lattice = permutation, meta::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr void perlin_periodic_row(q16* out, size_t n, q16 x0, q16 step, q16 y, q16 z, const period& px,
                                   const period& py, const period& pz,
                                   const Lattice& lattice = perlin_permutation) noexcept {
  detail::located_row(out, n, x0, step,
                      detail::located_frame(detail::locate_periodic(y, py), detail::locate_periodic(z, pz)),
                      lattice, detail::periodic_x_axis{px});
}

/// Seeded periodic 1D row: out[i] = perlin_periodic(x0 + i*step, px, s). Same range.
constexpr void perlin_periodic_row(q16* out, size_t n, q16 x0, q16 step, const period& px, const seed& s) noexcept {
  detail::seeded_periodic_row(out, n, x0, step, detail::located_frame(), s, px);
}
/// Seeded periodic 2D row: out[i] = perlin_periodic(x0 + i*step, y, px, py, s). Same range.
constexpr void perlin_periodic_row(q16* out, size_t n, q16 x0, q16 step, q16 y, const period& px,
                                   const period& py, const seed& s) noexcept {
  detail::seeded_periodic_row(out, n, x0, step,
                              detail::located_frame(detail::locate_periodic_shifted(y, s.offset[1], py)), s, px);
}
/// Seeded periodic 3D row: out[i] = perlin_periodic(x0 + i*step, y, z, px, py, pz, s). Same range.
constexpr void perlin_periodic_row(q16* out, size_t n, q16 x0, q16 step, q16 y, q16 z, const period& px,
                                   const period& py, const period& pz, const seed& s) noexcept {
  detail::seeded_periodic_row(out, n, x0, step,
                              detail::located_frame(detail::locate_periodic_shifted(y, s.offset[1], py),
                                                    detail::locate_periodic_shifted(z, s.offset[2], pz)),
                              s, px);
}

/// Seamless loop along a strip: out[i] = loop_noise(x0 + i*step, t, l, lattice), frame t
/// (any uint32). Q16 within +-perlin2_bound; identical at t and t + l.frames.
template <class Lattice = permutation, meta::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr void loop_row(q16* out, size_t n, q16 x0, q16 step, uint32_t t, const loop& l,
                        const Lattice& lattice = perlin_permutation) noexcept {
  detail::located_row(out, n, x0, step, detail::located_frame(detail::locate_periodic(loop_time(t, l), l.time)),
                      lattice, detail::framed_x_axis{});
}
/// Seamless loop along a matrix row at y: out[i] = loop_noise(x0 + i*step, y, t, l, lattice).
/// Q16 within +-perlin3_bound; identical at t and t + l.frames.
template <class Lattice = permutation, meta::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr void loop_row(q16* out, size_t n, q16 x0, q16 step, q16 y, uint32_t t, const loop& l,
                        const Lattice& lattice = perlin_permutation) noexcept {
  detail::located_row(out, n, x0, step,
                      detail::located_frame(detail::locate(y), detail::locate_periodic(loop_time(t, l), l.time)),
                      lattice, detail::framed_x_axis{});
}
/// Seeded seamless loop along a strip: out[i] = loop_noise(x0 + i*step, t, l, s).
constexpr void loop_row(q16* out, size_t n, q16 x0, q16 step, uint32_t t, const loop& l, const seed& s) noexcept {
  detail::located_row(out, n, detail::shift(x0, s.offset[0]), step,
                      detail::located_frame(detail::locate_periodic_shifted(loop_time(t, l), s.offset[1], l.time)),
                      s.lattice, detail::framed_x_axis{});
}
/// Seeded seamless loop along a matrix row at y: out[i] = loop_noise(x0 + i*step, y, t, l, s).
constexpr void loop_row(q16* out, size_t n, q16 x0, q16 step, q16 y, uint32_t t, const loop& l,
                        const seed& s) noexcept {
  detail::located_row(out, n, detail::shift(x0, s.offset[0]), step,
                      detail::located_frame(detail::locate(detail::shift(y, s.offset[1])),
                                            detail::locate_periodic_shifted(loop_time(t, l), s.offset[2], l.time)),
                      s.lattice, detail::framed_x_axis{});
}

}  // namespace qnoise

#endif  // QNOISE_PERIODIC_ROW_HPP
