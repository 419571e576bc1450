// SPDX-License-Identifier: MIT
/// \file
/// qnoise/row.hpp — the streaming engine: a row of gradient noise in one call.
///
///   q16 strip[300];
///   qnoise::perlin_row(strip, 300, x0, step);          // strip[i] == perlin(x0 + i*step)
///   qnoise::perlin_row(line, 64, x0, step, y);         // line[i]  == perlin(x0 + i*step, y)
///   qnoise::perlin_row(line, 64, x0, step, y, z);      // line[i]  == perlin(x0 + i*step, y, z)
///
/// Every lattice (a permutation table, integer_hash, a seed, a keyed or periodic lattice)
/// runs on the same engine, and every row is bit-identical to calling `perlin` per sample
/// (tests/row proves it over steps, start phases, lattices and the INT32 edges, on every
/// core). Sample i is taken at x0 + i*step computed modulo 2^32, the wrap of every Q16
/// coordinate, so any x0, any step (negative, zero, several cells) and any n are valid.
/// Exactly n values are written (nothing when n == 0; `out` may then be null). No heap, no
/// floating point, 32-bit products only; constexpr.
///
/// How. Gradient noise in a cell is a tree of lerps whose leaves are the corners' dot
/// products. Fix every axis but x and pair the corners that differ only in x: each pair is
/// an "edge" whose two dots are linear in the x fraction u (Q16, [0, 65535]):
///   low corner   A(u) = gx0 u + c0             (c0: the y/z part of its dot)
///   high corner  B(u) = gx1 (u - 65536) + c1
/// and the x lerp of the pair is detail::lerp_q23_fast(A, B, W) = detail::lerp_q23_by_fast(A, D, W) with
/// D = B - A = (gx1 - gx0) u + (c1 - c0 - 65536 gx1), W the fade weight of u. So per cell
/// (when x enters another cell) the engine hashes the corners once and stores each edge as
/// two lines (slope, offset); per sample it only computes W, two multiply-adds and one lerp
/// per edge, then the lerps along y and z with their weights fixed for the whole row:
///   1D  one edge                     asr(lerp(edge) , 2)   (gradients in 1/4 units)
///   2D  two edges (y near, y far)    mul_weight(detail::lerp_q23_fast(e0, e1, Wy), 43360)
///   3D  four edges (y, z near/far)   detail::lerp_q23_fast(detail::lerp_q23_fast(e00, e10, Wy), detail::lerp_q23_fast(e01, e11, Wy), Wz)
/// These are perlin.hpp's gradient_noise expressions term for term, which is why the bits
/// agree. Instruction counts per sample and the flash each row costs: docs/performance.md.
#ifndef QNOISE_ROW_HPP
#define QNOISE_ROW_HPP

#include "detail/freestanding.hpp"

#include "fade.hpp"
#include "fixed.hpp"
#include "perlin.hpp"
#include "permutation.hpp"
#include "seed.hpp"

namespace qnoise {
namespace detail {

/// One x-edge of a cell: A(u) = slope u + offset, D(u) = d_slope u + d_offset (header
/// comment). |A| <= 2^18 and |D| <= 2^19 for every u in [0, 65535] and every dimension,
/// the ranges lerp_q23_by takes.
struct row_edge {
  int32_t slope, offset, d_slope, d_offset;
};

/// The edge of a low corner (x gradient gx0, rest of the dot c0) and a high corner (gx1, c1).
QNOISE_ALWAYS_INLINE constexpr row_edge make_edge(int32_t gx0, int32_t c0, int32_t gx1,
                                                  int32_t c1) noexcept {
  return {gx0, c0, gx1 - gx0, c1 - c0 - 65536 * gx1};
}

/// The x lerp of an edge at fraction u (Q16, [0, 65535]) with u's weight w (Q23).
QNOISE_ALWAYS_INLINE constexpr int32_t edge_value(const row_edge& e, int32_t u, int32_t w) noexcept {
  return detail::lerp_q23_by_fast(e.slope * u + e.offset, e.d_slope * u + e.d_offset, w);
}

/// What stays fixed along a row of dimension D: the y (and z) coordinates (Q16) and
/// their located cells.
template <unsigned D>
struct row_frame {
  q16 coordinate[D > 1 ? D - 1 : 1];
  cell_position axis[D > 1 ? D - 1 : 1];
};

/// perlin at (x, the frame's y and z): the per-sample path of rows whose samples each sit
/// in another cell. It takes perlin itself, so the per-call assembly where a core has it.
template <class Lattice>
QNOISE_ALWAYS_INLINE constexpr q16 perlin_at(q16 x, const row_frame<1>&, const Lattice& l) noexcept {
  return perlin(x, l);
}
template <class Lattice>
QNOISE_ALWAYS_INLINE constexpr q16 perlin_at(q16 x, const row_frame<2>& f, const Lattice& l) noexcept {
  return perlin(x, f.coordinate[0], l);
}
template <class Lattice>
QNOISE_ALWAYS_INLINE constexpr q16 perlin_at(q16 x, const row_frame<3>& f, const Lattice& l) noexcept {
  return perlin(x, f.coordinate[0], f.coordinate[1], l);
}

/// The per-cell state of a row of dimension D: 2^(D-1) edges.
template <unsigned D>
struct row_cell {
  row_edge edge[1u << (D - 1)];
};

/// Hashes the corners of the cell between x lattice lines c0 and c1 (lattice cell
/// indices: c1 is c0's neighbour on the x axis) and sets the edges.
template <class Lattice>
constexpr void enter_cell(row_cell<1>& cell, const Lattice& l, uint32_t c0, uint32_t c1, const row_frame<1>&) noexcept {
  const uint32_t h = l.start();
  const int32_t g0 = gradient1_of(l.next(h, c0));
  const int32_t g1 = gradient1_of(l.next(h, c1));
  // + 2: gradient_sample1's rounding of the 1/4 units, folded into A.
  cell.edge[0] = make_edge(g0, 2, g1, 2);
}

template <class Lattice>
constexpr void enter_cell(row_cell<2>& cell, const Lattice& l, uint32_t c0, uint32_t c1,
                          const row_frame<2>& f) noexcept {
  const cell_position& py = f.axis[0];
  const uint32_t h = l.start();
  const uint32_t h0 = l.next(h, c0), h1 = l.next(h, c1);
  for (uint32_t j = 0; j < 2; ++j) {
    const uint32_t cy = j == 0 ? py.cell : py.next_cell;
    const int32_t oy = j == 0 ? py.near : py.far;
    const uint32_t k0 = l.next(h0, cy) & 7u, k1 = l.next(h1, cy) & 7u;
    cell.edge[j] = make_edge(gradient2_x[k0], gradient2_y[k0] * oy, gradient2_x[k1], gradient2_y[k1] * oy);
  }
}

template <class Lattice>
constexpr void enter_cell(row_cell<3>& cell, const Lattice& l, uint32_t c0, uint32_t c1,
                          const row_frame<3>& f) noexcept {
  const cell_position& py = f.axis[0];
  const cell_position& pz = f.axis[1];
  const uint32_t h = l.start();
  const uint32_t hx[2] = {l.next(h, c0), l.next(h, c1)};
  for (uint32_t j = 0; j < 2; ++j) {
    const uint32_t cy = j == 0 ? py.cell : py.next_cell;
    const int32_t oy = j == 0 ? py.near : py.far;
    const uint32_t hy0 = l.next(hx[0], cy), hy1 = l.next(hx[1], cy);
    for (uint32_t m = 0; m < 2; ++m) {
      const uint32_t cz = m == 0 ? pz.cell : pz.next_cell;
      const int32_t oz = m == 0 ? pz.near : pz.far;
      const uint32_t k0 = l.next(hy0, cz) & 15u, k1 = l.next(hy1, cz) & 15u;
      cell.edge[j + 2 * m] = make_edge(gradient3_x[k0], gradient3_y[k0] * oy + gradient3_z[k0] * oz,
                                       gradient3_x[k1], gradient3_y[k1] * oy + gradient3_z[k1] * oz);
    }
  }
}

/// The sample at fraction u (Q16) of the cell, w = quintic_weight(u) (Q23).
QNOISE_ALWAYS_INLINE constexpr q16 cell_sample(const row_cell<1>& cell, const row_frame<1>&, int32_t u,
                                               int32_t w) noexcept {
  return asr(edge_value(cell.edge[0], u, w), 2);
}
QNOISE_ALWAYS_INLINE constexpr q16 cell_sample(const row_cell<2>& cell, const row_frame<2>& f, int32_t u,
                                               int32_t w) noexcept {
  const int32_t n0 = edge_value(cell.edge[0], u, w);
  const int32_t n1 = edge_value(cell.edge[1], u, w);
  return mul_weight(detail::lerp_q23_fast(n0, n1, static_cast<int32_t>(f.axis[0].weight)), 43360);
}
QNOISE_ALWAYS_INLINE constexpr q16 cell_sample(const row_cell<3>& cell, const row_frame<3>& f, int32_t u,
                                               int32_t w) noexcept {
  const int32_t wy = static_cast<int32_t>(f.axis[0].weight);
  const int32_t near_z = detail::lerp_q23_fast(edge_value(cell.edge[0], u, w), edge_value(cell.edge[1], u, w), wy);
  const int32_t far_z = detail::lerp_q23_fast(edge_value(cell.edge[2], u, w), edge_value(cell.edge[3], u, w), wy);
  return detail::lerp_q23_fast(near_z, far_z, static_cast<int32_t>(f.axis[1].weight));
}

/// The x axis of a plain row: lattice cell = the coordinate's cell mod 65536, the next
/// cell its neighbour; a sample off the engine is perlin itself (the per-call assembly where
/// a core has it).
struct plain_x_axis {
  static constexpr bool plain = true;
  constexpr uint32_t cell(uint32_t raw, uint32_t) const noexcept { return raw; }
  constexpr uint32_t next(uint32_t c) const noexcept { return (c + 1u) & 0xFFFFu; }
  template <unsigned D, class Lattice>
  constexpr q16 sample(uint32_t x, const row_frame<D>& f, const Lattice& l) const noexcept {
    return perlin_at(to_signed(x), f, l);
  }
};

/// The engine: out[i] = noise at (x + i step mod 2^32, frame), i in [0, n), the x axis's
/// lattice cells given by XAxis (plain_x_axis, or a periodic one: cell(raw, u) the lattice
/// cell of the coordinate with cell bits raw (x >> 16) and fraction u, the same for every u
/// of one cell of the row, next(c) the cell after c, sample(x, frame, lattice) one sample).
/// Steps under one cell run cell by cell: the cell's samples in a tight loop over the
/// fraction u, then the next cell (such a step never skips one, and a row of at most
/// 2^32 / 65536 cells never meets a cell twice, so the last sample's cell ends the row).
/// Other steps (0, a cell or more, negative, or from arch/arch.hpp's row_call_step on a
/// permutation) take XAxis::sample per sample.
template <unsigned D, class Lattice, class XAxis = plain_x_axis>
constexpr void fill_row(q16* out, size_t n, uint32_t x, uint32_t step, const row_frame<D>& f,
                        const Lattice& lattice, const XAxis& axis = {}) noexcept {
  if (n == 0) return;
  // 0 < step < one cell, or under the step from which a call is cheaper (arch/arch.hpp).
  const uint32_t fine_steps = XAxis::plain && meta::is_same_v<Lattice, permutation> ? row_call_step[D] : 65536u;
  if (step - 1u < fine_steps - 1u && n <= 65536u) {
    row_cell<D> cell{};
    const uint32_t last = x + static_cast<uint32_t>(n - 1) * step;  // the last sample
    uint32_t raw = x >> 16;  // the coordinate's cell (mod 65536)
    uint32_t u = x & 0xFFFFu;
    for (;;) {
      // Its lattice cell, from the cell's first sample (raw cell, fraction u).
      const uint32_t c = XAxis::plain ? raw : axis.cell(raw, u);
      enter_cell(cell, lattice, c, axis.next(c), f);
      const bool final_cell = raw == last >> 16;
      const uint32_t limit = final_cell ? (last & 0xFFFFu) + 1u : 65536u;  // u < limit: in the row
      do {
        *out++ = cell_sample(cell, f, static_cast<int32_t>(u), static_cast<int32_t>(quintic_weight(u)));
        u += step;
      } while (u < limit);
      if (final_cell) return;
      u -= 65536u;
      raw = (raw + 1u) & 0xFFFFu;
    }
  }
  for (q16* const end = out + n; out != end; ++out, x += step) *out = axis.sample(x, f, lattice);
}

}  // namespace detail

/// 1D row: out[i] = perlin(x0 + i*step, lattice) for i in [0, n), the coordinate taken
/// modulo 2^32. x0, step: Q16, any int32. Outputs Q16 in [-65536, 65536]
/// (perlin1_bound). Period: the lattice's. Writes exactly n values.
template <class Lattice, meta::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr void perlin_row(q16* out, size_t n, q16 x0, q16 step, const Lattice& lattice) noexcept {
  detail::fill_row<1>(out, n, static_cast<uint32_t>(x0), static_cast<uint32_t>(step),
                      detail::row_frame<1>{{0}, {}}, lattice);
}

/// 2D row at fixed y: out[i] = perlin(x0 + i*step, y, lattice), i in [0, n). x0, step, y:
/// Q16, any int32. Outputs Q16 within +-perlin2_bound. Writes exactly n values.
template <class Lattice, meta::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr void perlin_row(q16* out, size_t n, q16 x0, q16 step, q16 y, const Lattice& lattice) noexcept {
  detail::fill_row<2>(out, n, static_cast<uint32_t>(x0), static_cast<uint32_t>(step),
                      detail::row_frame<2>{{y}, {detail::locate(y)}}, lattice);
}

/// 3D row at fixed y and z: out[i] = perlin(x0 + i*step, y, z, lattice), i in [0, n).
/// x0, step, y, z: Q16, any int32. Outputs Q16 within +-perlin3_bound. Writes exactly n
/// values. One row of a 2D image whose third axis is time, or of a volume.
template <class Lattice, meta::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr void perlin_row(q16* out, size_t n, q16 x0, q16 step, q16 y, q16 z, const Lattice& lattice) noexcept {
  detail::fill_row<3>(out, n, static_cast<uint32_t>(x0), static_cast<uint32_t>(step),
                      detail::row_frame<3>{{y, z}, {detail::locate(y), detail::locate(z)}}, lattice);
}

/// The rows on Ken Perlin's permutation (the default lattice).
constexpr void perlin_row(q16* out, size_t n, q16 x0, q16 step) noexcept {
  perlin_row(out, n, x0, step, perlin_permutation);
}
/// 2D row on the default lattice: out[i] = perlin(x0 + i*step, y).
constexpr void perlin_row(q16* out, size_t n, q16 x0, q16 step, q16 y) noexcept {
  perlin_row(out, n, x0, step, y, perlin_permutation);
}
/// 3D row on the default lattice: out[i] = perlin(x0 + i*step, y, z).
constexpr void perlin_row(q16* out, size_t n, q16 x0, q16 step, q16 y, q16 z) noexcept {
  perlin_row(out, n, x0, step, y, z, perlin_permutation);
}

/// Seeded rows: out[i] = perlin(x0 + i*step, s) (and with y, z), the seed's lattice and
/// per-axis offsets (seed.hpp). Same ranges as the unseeded rows; period 65536 cells.
constexpr void perlin_row(q16* out, size_t n, q16 x0, q16 step, const seed& s) noexcept {
  perlin_row(out, n, detail::shift(x0, s.offset[0]), step, s.lattice);
}
/// Seeded 2D row: out[i] = perlin(x0 + i*step, y, s).
constexpr void perlin_row(q16* out, size_t n, q16 x0, q16 step, q16 y, const seed& s) noexcept {
  perlin_row(out, n, detail::shift(x0, s.offset[0]), step, detail::shift(y, s.offset[1]), s.lattice);
}
/// Seeded 3D row: out[i] = perlin(x0 + i*step, y, z, s).
constexpr void perlin_row(q16* out, size_t n, q16 x0, q16 step, q16 y, q16 z, const seed& s) noexcept {
  perlin_row(out, n, detail::shift(x0, s.offset[0]), step, detail::shift(y, s.offset[1]),
             detail::shift(z, s.offset[2]), s.lattice);
}

}  // namespace qnoise

#endif  // QNOISE_ROW_HPP
