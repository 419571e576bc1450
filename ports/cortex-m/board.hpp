// SPDX-License-Identifier: MIT
// Board timers used as exact instruction counters under QEMU -icount.
//
// With `-icount shift=8` QEMU's virtual clock advances exactly 256 ns per
// guest instruction and board timers run on that clock. A timer with tick
// period P ns therefore gives instructions = round(ticks * P / 256), exact as
// long as 256 > 2 * P (every board below satisfies that). The conversion is
// written as ticks * kTickNum / 2^kTickShift with P / 256 = kTickNum / 2^kTickShift.
//
// Exactly one QNOISE_BOARD_* macro is defined by ports/CMakeLists.txt.
#ifndef QNOISE_PORT_CORTEX_M_BOARD_HPP
#define QNOISE_PORT_CORTEX_M_BOARD_HPP

#include <cstdint>

namespace qnoise_port {
namespace board {

inline volatile std::uint32_t& reg(std::uintptr_t address) {
  return *reinterpret_cast<volatile std::uint32_t*>(address);
}

#if defined(QNOISE_BOARD_MICROBIT)
// nRF51 TIMER0 at 0x40008000, 16 MHz (PRESCALER 0): P = 62.5 ns = 125/512 * 256.
// The count is only visible through a capture register.
constexpr std::uintptr_t kTimer = 0x40008000u;
constexpr std::uint32_t kTickNum = 125, kTickShift = 9;
inline void timer_start() {
  reg(kTimer + 0x504) = 0;  // MODE: timer
  reg(kTimer + 0x508) = 3;  // BITMODE: 32 bit
  reg(kTimer + 0x510) = 0;  // PRESCALER: 16 MHz
  reg(kTimer + 0x00C) = 1;  // TASKS_CLEAR
  reg(kTimer + 0x000) = 1;  // TASKS_START
}
inline std::uint32_t timer_ticks() {
  reg(kTimer + 0x040) = 1;  // TASKS_CAPTURE[0]
  return reg(kTimer + 0x540);  // CC[0]
}

#elif defined(QNOISE_BOARD_MPS2_AN385) || defined(QNOISE_BOARD_MPS2_AN386) || \
    defined(QNOISE_BOARD_MPS2_AN500) || defined(QNOISE_BOARD_MPS2_AN505)
// CMSDK APB timer0, a 32-bit down counter. mps2-an385/386/500: at 0x40000000,
// 25 MHz, P = 40 ns = 5/32 * 256. mps2-an505 (boots Secure): the Secure
// alias 0x50000000, 20 MHz, P = 50 ns = 25/128 * 256.
#if defined(QNOISE_BOARD_MPS2_AN505)
constexpr std::uintptr_t kTimer = 0x50000000u;
constexpr std::uint32_t kTickNum = 25, kTickShift = 7;
#else
constexpr std::uintptr_t kTimer = 0x40000000u;
constexpr std::uint32_t kTickNum = 5, kTickShift = 5;
#endif
inline void timer_start() {
  reg(kTimer + 0x0) = 0;            // CTRL: stop
  reg(kTimer + 0x8) = 0xFFFFFFFFu;  // RELOAD
  reg(kTimer + 0x4) = 0xFFFFFFFFu;  // VALUE
  reg(kTimer + 0x0) = 1;            // CTRL: enable, no interrupt
}
inline std::uint32_t timer_ticks() { return ~reg(kTimer + 0x4); }

#elif defined(QNOISE_BOARD_MPS3_AN547)
// The SSE-300 timers read 0 here (the system counter is not enabled at
// reset), so use the MPS3 FPGAIO COUNTER instead (Secure alias 0x59302000,
// offset 0x18): a 32-bit up counter at 20 MHz with PRESCALE = 0 (reset
// value), P = 50 ns = 25/128 * 256. Measured against calibration_loop().
constexpr std::uintptr_t kCounter = 0x59302018u;
constexpr std::uint32_t kTickNum = 25, kTickShift = 7;
inline void timer_start() {}  // free-running since reset
inline std::uint32_t timer_ticks() { return reg(kCounter); }

#else
#error "no QNOISE_BOARD_* defined (see ports/CMakeLists.txt)"
#endif

/// round(ticks * kTickNum / 2^kTickShift) without 64-bit arithmetic:
/// ticks = q * 2^s + r, so the product is q * num * 2^s + r * num.
inline std::uint32_t ticks_to_instructions(std::uint32_t ticks) {
  const std::uint32_t q = ticks >> kTickShift;
  const std::uint32_t r = ticks & ((1u << kTickShift) - 1u);
  return q * kTickNum + ((r * kTickNum + (1u << (kTickShift - 1u))) >> kTickShift);
}

}  // namespace board
}  // namespace qnoise_port

#endif  // QNOISE_PORT_CORTEX_M_BOARD_HPP
