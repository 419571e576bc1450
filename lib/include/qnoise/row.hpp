// qnoise/row.hpp — streaming rows: N samples of gradient noise at a fixed Q16 step,
// written into a caller buffer, reusing the lattice work of each cell.
//
//   q16 strip[300];
//   qnoise::perlin_row(strip, 300, x0, step);          // strip[i] == perlin(x0 + i*step)
//   qnoise::perlin_row(line, 64, x0, step, y);         // line[i]  == perlin(x0 + i*step, y)
//   qnoise::perlin_row2<L> r(lattice, y);  r(x)        // == perlin(x, y, lattice), x streaming
//   qnoise::perlin_row3<L> r(lattice, y, z); r(x)      // == perlin(x, y, z, lattice)
//
// Bit-identical to calling `perlin` per sample (tests/row proves it over many steps and
// start phases, on every core). Sample i is taken at x0 + i*step computed modulo 2^32,
// i.e. with the same wrap as every Q16 coordinate (INT32_MAX + 1 -> INT32_MIN), so any
// x0, any step (negative, zero, several cells) and any n are valid. Exactly n values are
// written (nothing when n == 0; `out` may then be null); `out` must hold n values.
// No heap; constexpr; no floating point; 32-bit products only.
//
// How (1D): inside a cell the gradients g0, g1 are fixed, and with the Q23 fade weight
// W = 128 Wq + Wr and the fraction f the library's result is
//   asr(lerp_q23(g0*f, g1*(f - 1), W) + 2, 2)
//     == asr(g0*(f - fh) + g1*(fh - Wq) + asr((g1 - g0)*fl - g1*Wr*2^16 + 2^22 + 2^24, 23), 2)
// where f*W = fh*2^23 + fl (exact: expand (b - a)*W and take the multiples of 2^23 out of
// the floor). The per-fraction numbers (a = f - fh, b = fh - Wq, fl, Wr) depend on the
// fraction only. When the step is a multiple of 1/64 cell
// the fractions repeat every m <= 64 samples (m = 65536 / lowest set bit of the step's
// fraction): they are computed once into a small table on the stack (m fade
// evaluations for the whole row), and each sample costs four multiplies, two shifts and a
// store; a cell change costs one lattice look-up. That path keeps its tables on the
// stack: about 1.2 KiB (docs/performance.md gives the measured figure per core).
// Other steps evaluate the fade per sample (cell work is still shared by every sample in
// the cell) and use no table. Instruction counts per sample against the step:
// docs/performance.md.
#ifndef QNOISE_ROW_HPP
#define QNOISE_ROW_HPP

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "fade.hpp"
#include "fixed.hpp"
#include "perlin.hpp"

namespace qnoise {
namespace detail {

/// Largest repeat period of the fractions (in samples) that rows tabulate: steps that
/// are a multiple of 1/64 cell. The tables cost 8 + 3 (+ 2 when cells change
/// every few samples) bytes per entry on the stack.
inline constexpr std::uint32_t row_max_period = 64;

/// Fraction-only terms of one 1D sample (see the header comment); 12 bytes.
struct row_terms {
  std::int32_t b;    // fh - Wq, in [-65536, 0]
  std::uint32_t fl;  // f*W mod 2^23
  std::uint16_t a;   // f - fh, in [0, 65535]
  std::uint16_t r;   // Wr = W mod 128
};

constexpr row_terms row_terms_of(std::uint32_t fraction) noexcept {
  const std::uint32_t w = detail::quintic_weight(fraction);  // < 2^23
  // f*W < 2^39 from two 32-bit products: W = 2^12 wh + wl, f*W = 2^12 s + (q mod 2^12).
  const std::uint32_t q = fraction * (w & 0xFFFu);            // < 2^28
  const std::uint32_t s = fraction * (w >> 12) + (q >> 12);   // < 2^28
  const std::uint32_t fh = s >> 11;                           // floor(f*W / 2^23) <= f
  const std::uint32_t fl = ((s & 0x7FFu) << 12) | (q & 0xFFFu);
  return {static_cast<std::int32_t>(fh) - static_cast<std::int32_t>(w >> 7), fl,
          static_cast<std::uint16_t>(fraction - fh), static_cast<std::uint16_t>(w & 0x7Fu)};
}

/// The rounding constant of row_sample: 2^22 (the lerp) + 2^24 (the final +2 >> 2).
inline constexpr std::int32_t row_round = (1 << 22) + (1 << 24);

/// One 1D sample from its cell's gradients (d = g1 - g0) and its fraction terms.
constexpr q16 row_sample(std::int32_t g0, std::int32_t g1, std::int32_t d,
                         const row_terms& t) noexcept {
  // |g| <= 8, |d| <= 16: |d*fl| < 2^27, |g1*Wr*2^16| < 2^26; the outer sum is below 2^21.
  const std::int32_t inner = d * static_cast<std::int32_t>(t.fl) - g1 * (static_cast<std::int32_t>(t.r) << 16);
  return asr(g0 * static_cast<std::int32_t>(t.a) + g1 * t.b + asr(inner + row_round, 23), 2);
}

template <class Lattice>
constexpr std::int32_t row_gradient1(const Lattice& lattice, std::uint32_t h,
                                     std::uint32_t cell) noexcept {
  return gradient1_of(lattice.next(h, cell & 0xFFFFu));
}

/// Whether this evaluation happens at compile time (false when the compiler cannot
/// tell us: then the run-time path is also taken at compile time, with a zeroed table).
#if defined(__has_builtin)
#if __has_builtin(__builtin_is_constant_evaluated)
#define QNOISE_ROW_HAS_IS_CONSTANT_EVALUATED 1
#endif
#endif
constexpr bool row_constant_evaluated() noexcept {
#ifdef QNOISE_ROW_HAS_IS_CONSTANT_EVALUATED
  return __builtin_is_constant_evaluated();
#else
  return false;
#endif
}

/// The tabulated path runs at run time only when the compiler can tell (then its
/// table is left uninitialised: every entry read is written first, and zeroing 768
/// bytes would cost more than a short row); otherwise it is constexpr with a zeroed
/// table.
#ifdef QNOISE_ROW_HAS_IS_CONSTANT_EVALUATED
#define QNOISE_ROW_TABULATED_CONSTEXPR
#define QNOISE_ROW_TABLE_INIT
#else
#define QNOISE_ROW_TABULATED_CONSTEXPR constexpr
#define QNOISE_ROW_TABLE_INIT = {}
#endif

/// Advances a row's cell by `by` cells and reloads its gradients (one look-up when
/// the new cell is the next one).
template <class Lattice>
constexpr void row_advance(const Lattice& lattice, std::uint32_t h, std::uint32_t by,
                           std::uint32_t& cell, std::int32_t& g0, std::int32_t& g1) noexcept {
  cell = (cell + by) & 0xFFFFu;
  g0 = by == 1u ? g1 : row_gradient1(lattice, h, cell);
  g1 = row_gradient1(lattice, h, cell + 1u);
}

/// Tabulated 1D row (fraction period m <= row_max_period, a power of two, so it
/// divides row_max_period): see the header comment. The table covers a block of
/// row_max_period samples; the samples of a block where the cell changes are listed
/// (the same in every block: a block spans a whole number of cells), so the hot loop
/// runs over the samples of one cell with no test.
template <class Lattice>
QNOISE_ROW_TABULATED_CONSTEXPR void perlin_row_tabulated(q16* out, std::size_t n, std::uint32_t x,
                                                         std::uint32_t step, std::uint32_t period,
                                                         const Lattice& lattice) noexcept {
  row_terms terms[row_max_period] QNOISE_ROW_TABLE_INIT;
  std::uint8_t change_at[row_max_period + 1] QNOISE_ROW_TABLE_INIT;
  std::uint16_t change_by[row_max_period] QNOISE_ROW_TABLE_INIT;
  // A block is a whole number of periods, at least 16 samples (fewer loop restarts).
  const std::uint32_t block = period < 16u ? 16u : period;
  for (std::uint32_t j = 0; j < period; ++j) terms[j] = row_terms_of((x + j * step) & 0xFFFFu);
  for (std::uint32_t j = period; j < block; ++j) terms[j] = terms[j - period];
  std::uint32_t changes = 0;
  for (std::uint32_t j = 0; j < block; ++j) {
    // Cells advanced from sample j-1 (for j = 0: from the last sample of a block).
    const std::uint32_t xj = x + j * step;
    const std::uint32_t by = ((xj >> 16) - ((xj - step) >> 16)) & 0xFFFFu;
    if (by != 0) {
      change_at[changes] = static_cast<std::uint8_t>(j);
      change_by[changes] = static_cast<std::uint16_t>(by);
      ++changes;
    }
  }
  change_at[changes] = static_cast<std::uint8_t>(block);  // sentinel
  const std::uint32_t h = lattice.start();
  std::uint32_t cell = x >> 16;
  std::int32_t g0 = row_gradient1(lattice, h, cell);
  std::int32_t g1 = row_gradient1(lattice, h, cell + 1u);
  // The first block starts in x0's cell: skip a change listed at its sample 0.
  std::uint32_t first = changes > 0 && change_at[0] == 0 ? 1u : 0u;
  if (4u * changes > block) {
    // Frequent cell changes (under 4 samples per cell): restarting a run per cell
    // costs more than one test per sample. by_at[j]: cells advanced at sample j.
    std::uint16_t by_at[row_max_period] QNOISE_ROW_TABLE_INIT;
    for (std::uint32_t j = 0; j < block; ++j) by_at[j] = 0;
    for (std::uint32_t k = 0; k < changes; ++k) by_at[change_at[k]] = change_by[k];
    std::uint32_t j = first;  // a change at sample 0 is skipped once, by starting at 1
    std::int32_t d = g1 - g0;
    if (j == 1u) out[0] = row_sample(g0, g1, d, terms[0]);
    for (std::size_t done = 0; done < n;) {
      const std::size_t left = n - done;
      const std::uint32_t count = left < block ? static_cast<std::uint32_t>(left) : block;
      q16* const o = out + done;
      for (; j < count; ++j) {
        const std::uint32_t by = by_at[j];
        if (by != 0) {
          row_advance(lattice, h, by, cell, g0, g1);
          d = g1 - g0;
        }
        o[j] = row_sample(g0, g1, d, terms[j]);
      }
      done += count;
      j = 0;
    }
    return;
  }
  for (std::size_t done = 0; done < n;) {
    const std::size_t left = n - done;
    const std::uint32_t count = left < block ? static_cast<std::uint32_t>(left) : block;
    q16* const o = out + done;
    std::uint32_t j = 0;
    for (std::uint32_t k = first;; ++k) {
      const std::uint32_t at = change_at[k];
      const std::uint32_t stop = at < count ? at : count;
      const std::int32_t d = g1 - g0;
      for (; j < stop; ++j) o[j] = row_sample(g0, g1, d, terms[j]);  // hot: one cell, no test
      if (stop == count) break;
      row_advance(lattice, h, change_by[k], cell, g0, g1);
    }
    done += count;
    first = 0;
  }
}

/// Steps of a whole number of cells: one fraction, a new cell every sample.
template <class Lattice>
constexpr void perlin_row_whole_cells(q16* out, std::size_t n, std::uint32_t x, std::uint32_t step,
                                      const Lattice& lattice) noexcept {
  const row_terms t = row_terms_of(x & 0xFFFFu);
  const std::uint32_t by = (step >> 16) & 0xFFFFu;
  const std::uint32_t h = lattice.start();
  std::uint32_t cell = x >> 16;
  std::int32_t g0 = row_gradient1(lattice, h, cell);
  std::int32_t g1 = row_gradient1(lattice, h, cell + 1u);
  for (q16* const end = out + n;;) {
    *out++ = row_sample(g0, g1, g1 - g0, t);
    if (out == end) return;
    row_advance(lattice, h, by, cell, g0, g1);
  }
}

}  // namespace detail

/// 1D row: out[i] = perlin(x0 + i*step, lattice) for i in [0, n), the coordinate
/// computed modulo 2^32. Bit-identical to the per-sample calls; writes exactly n values.
template <class Lattice, std::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr void perlin_row(q16* out, std::size_t n, q16 x0, q16 step, const Lattice& lattice) noexcept {
  if (n == 0) return;
  const std::uint32_t ustep = static_cast<std::uint32_t>(step);
  std::uint32_t x = static_cast<std::uint32_t>(x0);
  const std::uint32_t step_fraction = ustep & 0xFFFFu;
  // Period of the fractions: 65536 / (lowest set bit of the step's fraction).
  const std::uint32_t period =
      step_fraction == 0 ? 1u : 65536u / (step_fraction & (0u - step_fraction));
  if (period == 1) {
    detail::perlin_row_whole_cells(out, n, x, ustep, lattice);
    return;
  }
  if (period <= detail::row_max_period && n >= period && !detail::row_constant_evaluated()) {
    detail::perlin_row_tabulated(out, n, x, ustep, period, lattice);
    return;
  }
  // Any other step: the fade per sample, the cell's gradients shared.
  const std::uint32_t h = lattice.start();
  std::uint32_t cell = x >> 16;
  std::int32_t g0 = detail::row_gradient1(lattice, h, cell);
  std::int32_t g1 = detail::row_gradient1(lattice, h, cell + 1u);
  for (std::size_t i = 0; i < n; ++i, x += ustep) {
    const std::uint32_t c = x >> 16;
    if (c != cell) {
      g0 = c == ((cell + 1u) & 0xFFFFu) ? g1 : detail::row_gradient1(lattice, h, c);
      g1 = detail::row_gradient1(lattice, h, c + 1u);
      cell = c;
    }
    out[i] = detail::gradient_sample1(g0, g1, static_cast<std::int32_t>(x & 0xFFFFu));
  }
}

/// 1D row on Ken Perlin's permutation (the default lattice).
constexpr void perlin_row(q16* out, std::size_t n, q16 x0, q16 step) noexcept {
  perlin_row(out, n, x0, step, perlin_permutation);
}

/// Out-of-line cell entry for perlin_row2: entering a cell is the rare path, and keeping
/// it out of the per-sample loop leaves the registers to that loop (measured with
/// bench/ on Cortex-M0: 127 instead of 133 instructions per sample at 1/256 cell, 199.5
/// instead of 215 at whole-cell steps).
#if defined(__GNUC__)
#define QNOISE_ROW_NOINLINE [[gnu::noinline]]
#else
#define QNOISE_ROW_NOINLINE
#endif

/// Streaming 2D evaluator at fixed y (the one implementation of 2D rows: the buffer
/// form below and led/field.hpp use it). `perlin_row2<L> r(lattice, y); r(x)` ==
/// perlin(x, y, lattice) bit for bit, for every Q16 x and y (any int32), x in any order.
/// Returns Q16 within +-perlin2_bound. The y axis (cell, fraction, weight) is located once
/// per row; the four corner hashes and the y halves of the four dot products only when x
/// enters another cell; per sample: the x fade, three lerps and the scale. The evaluator
/// keeps a pointer to the lattice (no temporaries), which must outlive it. No heap.
template <class Lattice>
class perlin_row2 {
 public:
  /// An unset evaluator (e.g. an unused slot of an array): call init() before use.
  /// Not constexpr on purpose: the per-cell state is left uninitialised (init() marks it
  /// empty, so it is always written before it is read) to keep arrays of rows cheap.
  perlin_row2() noexcept {}  // NOLINT(cppcoreguidelines-pro-type-member-init)
  /// A row at y (Q16, any int32) on `lattice`.
  constexpr perlin_row2(const Lattice& lattice, q16 y) noexcept
      : lattice_(&lattice), py_(detail::locate(y)), cell_(no_cell), gx_{}, dy_{} {}
  perlin_row2(const Lattice&&, q16) = delete;  // keeps a pointer: no temporaries
  /// Start a new row at y (Q16, any int32) in place (no copy of the per-cell state).
  constexpr void init(const Lattice& lattice, q16 y) noexcept {
    lattice_ = &lattice;
    py_ = detail::locate(y);
    cell_ = no_cell;
  }
  /// perlin(x, y, lattice) for x Q16, any int32: Q16 within +-perlin2_bound.
  constexpr q16 operator()(q16 x) noexcept {
    const std::uint32_t bits = static_cast<std::uint32_t>(x);
    const std::uint32_t c = bits >> 16;
    if (c != cell_) enter(c);
    const std::int32_t near = static_cast<std::int32_t>(bits & 0xFFFFu);
    const std::int32_t far = near - 65536;
    const std::int32_t wx = static_cast<std::int32_t>(detail::quintic_weight(static_cast<std::uint32_t>(near)));
    const std::int32_t n0 = lerp_q23(gx_[0] * near + dy_[0], gx_[1] * far + dy_[1], wx);
    const std::int32_t n1 = lerp_q23(gx_[2] * near + dy_[2], gx_[3] * far + dy_[3], wx);
    return mul_weight(lerp_q23(n0, n1, static_cast<std::int32_t>(py_.weight)), 43360);
  }

 private:
  static constexpr std::uint32_t no_cell = 0x10000u;  // never a cell (cells are < 65536)
  QNOISE_ROW_NOINLINE constexpr void enter(std::uint32_t c) noexcept {
    const Lattice& l = *lattice_;
    const std::uint32_t h = l.start();
    const std::uint32_t h0 = l.next(h, c);
    const std::uint32_t h1 = l.next(h, (c + 1u) & 0xFFFFu);
    // Corner k = (x offset) + 2 (y offset): gradient x component and y dot half.
    const std::uint32_t k00 = l.next(h0, py_.cell) & 7u;
    const std::uint32_t k10 = l.next(h1, py_.cell) & 7u;
    const std::uint32_t k01 = l.next(h0, py_.next_cell) & 7u;
    const std::uint32_t k11 = l.next(h1, py_.next_cell) & 7u;
    gx_[0] = detail::gradient2_x[k00];
    gx_[1] = detail::gradient2_x[k10];
    gx_[2] = detail::gradient2_x[k01];
    gx_[3] = detail::gradient2_x[k11];
    dy_[0] = detail::gradient2_y[k00] * py_.near;
    dy_[1] = detail::gradient2_y[k10] * py_.near;
    dy_[2] = detail::gradient2_y[k01] * py_.far;
    dy_[3] = detail::gradient2_y[k11] * py_.far;
    cell_ = c;
  }

  const Lattice* lattice_;
  detail::cell_position py_;
  std::uint32_t cell_;
  std::int32_t gx_[4];
  std::int32_t dy_[4];
};

/// Streaming 3D evaluator at fixed y and z: `perlin_row3<L> r(lattice, y, z); r(x)` ==
/// perlin(x, y, z, lattice) bit for bit, for every Q16 x, y, z (any int32), x in any
/// order. Returns Q16 within +-perlin3_bound. y and z are located once per row; the eight
/// corner hashes when x enters another cell; per sample: the x fade, seven lerps. Keeps a
/// pointer to the lattice (no temporaries), which must outlive it. No heap.
template <class Lattice>
class perlin_row3 {
 public:
  /// An unset evaluator: call init() before use. Not constexpr on purpose (see
  /// perlin_row2()).
  perlin_row3() noexcept {}  // NOLINT(cppcoreguidelines-pro-type-member-init)
  /// A row at y, z (Q16, any int32) on `lattice`.
  constexpr perlin_row3(const Lattice& lattice, q16 y, q16 z) noexcept
      : lattice_(&lattice), py_(detail::locate(y)), pz_(detail::locate(z)), cell_(no_cell),
        gx_{}, yz_{} {}
  perlin_row3(const Lattice&&, q16, q16) = delete;  // keeps a pointer: no temporaries
  /// Start a new row at y, z (Q16, any int32) in place (no copy of the per-cell state).
  constexpr void init(const Lattice& lattice, q16 y, q16 z) noexcept {
    lattice_ = &lattice;
    py_ = detail::locate(y);
    pz_ = detail::locate(z);
    cell_ = no_cell;
  }
  /// perlin(x, y, z, lattice) for x Q16, any int32: Q16 within +-perlin3_bound.
  constexpr q16 operator()(q16 x) noexcept {
    const detail::cell_position px = detail::locate(x);
    if (px.cell != cell_) enter(px.cell, px.next_cell);
    const std::int32_t wx = static_cast<std::int32_t>(px.weight);
    const std::int32_t wy = static_cast<std::int32_t>(py_.weight);
    // Corner order k = x + 2 y + 4 z (offsets from the cell's low corner).
    const std::int32_t near_z = lerp_q23(lerp_q23(gx_[0] * px.near + yz_[0], gx_[1] * px.far + yz_[1], wx),
                                         lerp_q23(gx_[2] * px.near + yz_[2], gx_[3] * px.far + yz_[3], wx), wy);
    const std::int32_t far_z = lerp_q23(lerp_q23(gx_[4] * px.near + yz_[4], gx_[5] * px.far + yz_[5], wx),
                                        lerp_q23(gx_[6] * px.near + yz_[6], gx_[7] * px.far + yz_[7], wx), wy);
    return lerp_q23(near_z, far_z, static_cast<std::int32_t>(pz_.weight));
  }

 private:
  static constexpr std::uint32_t no_cell = 0x10000u;  // never a cell (cells are < 65536)
  constexpr void enter(std::uint32_t cell, std::uint32_t next_cell) noexcept {
    const Lattice& l = *lattice_;
    const std::uint32_t h = l.start();
    const std::uint32_t hx[2] = {l.next(h, cell), l.next(h, next_cell)};
    const std::uint32_t zcell[2] = {pz_.cell, pz_.next_cell};
    const std::int32_t yoff[2] = {py_.near, py_.far};
    const std::int32_t zoff[2] = {pz_.near, pz_.far};
    // The x-y hashes once each (4), then the 8 corners.
    const std::uint32_t hxy[4] = {l.next(hx[0], py_.cell), l.next(hx[1], py_.cell),
                                  l.next(hx[0], py_.next_cell), l.next(hx[1], py_.next_cell)};
    for (int k = 0; k < 8; ++k) {
      const int iy = (k >> 1) & 1, iz = k >> 2;
      const std::uint32_t g = l.next(hxy[k & 3], zcell[iz]) & 15u;
      gx_[k] = detail::gradient3_x[g];
      yz_[k] = detail::gradient3_y[g] * yoff[iy] + detail::gradient3_z[g] * zoff[iz];
    }
    cell_ = cell;
  }

  const Lattice* lattice_;
  detail::cell_position py_;
  detail::cell_position pz_;
  std::uint32_t cell_;
  std::int32_t gx_[8];
  std::int32_t yz_[8];
};

/// 2D row at fixed y: out[i] = perlin(x0 + i*step, y, lattice) for i in [0, n), the
/// coordinate computed modulo 2^32; x0, step, y Q16 (any int32); outputs Q16 within
/// +-perlin2_bound. Bit-identical to the per-sample calls; writes exactly n values.
/// The buffer form of perlin_row2 (same work per sample and per cell).
template <class Lattice, std::enable_if_t<detail::is_lattice_v<Lattice>, int> = 0>
constexpr void perlin_row(q16* out, std::size_t n, q16 x0, q16 step, q16 y,
                          const Lattice& lattice) noexcept {
  if (n == 0) return;
  perlin_row2<Lattice> row(lattice, y);
  const std::uint32_t ustep = static_cast<std::uint32_t>(step);
  std::uint32_t x = static_cast<std::uint32_t>(x0);
  for (std::size_t i = 0; i < n; ++i, x += ustep) out[i] = row(to_signed(x));
}

/// 2D row at fixed y on Ken Perlin's permutation (the default lattice).
constexpr void perlin_row(q16* out, std::size_t n, q16 x0, q16 step, q16 y) noexcept {
  perlin_row(out, n, x0, step, y, perlin_permutation);
}

}  // namespace qnoise

#endif  // QNOISE_ROW_HPP
