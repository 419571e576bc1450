// SPDX-License-Identifier: MIT
// qnoise_port: the only interface between tests/benchmarks/examples and the
// machine they run on. Backends: ports/host (Linux) and ports/cortex-m (QEMU
// boards). Nothing outside ports/ touches hardware.
//
// All functions are noexcept, use no heap and no floating point.
#ifndef QNOISE_PORT_PORT_HPP
#define QNOISE_PORT_PORT_HPP

#include <cstddef>
#include <cstdint>

namespace qnoise_port {

/// Write raw bytes to the console (host: stdout; Cortex-M: semihosting, which
/// the runner merges into QEMU's stdout). Example: console_write("ok\n", 3);
void console_write(const char* data, std::size_t size) noexcept;

/// Write a NUL-terminated string. Example: console_puts("hello\n");
void console_puts(const char* s) noexcept;

/// Write a signed decimal integer (full int64 range, no newline).
void console_put_int(std::int64_t v) noexcept;

/// Write "0x" and 8 hex digits. Example: console_put_hex(0xdeadbeef);
void console_put_hex(std::uint32_t v) noexcept;

/// Flush the console, check the stack canary (Cortex-M) and end the program.
/// `code` outside 0..255 becomes 255, so a nonzero code never reads as success
/// (QEMU and POSIX both keep only the low 8 bits). A smashed stack canary
/// overrides the code with kExitStackOverflow.
[[noreturn]] void exit(int code) noexcept;

/// Exit codes the port itself produces (the runner adds 124 for a timeout).
constexpr int kExitFault = 250;          ///< HardFault / other fault handler ran
constexpr int kExitStackOverflow = 251;  ///< stack canary overwritten at exit

/// "host", "cortex-m0", "cortex-m3", "cortex-m4f", "cortex-m7", "cortex-m33"
/// or "cortex-m55".
const char* target_name() noexcept;

/// True when instruction counts are exact: under QEMU with -icount (the
/// runner always passes it). False on host.
bool instruction_counter_available() noexcept;

/// Guest instructions executed since the board timer started at boot
/// (0 on host). Derived from a board timer ticking on QEMU's icount clock; it
/// wraps when the 32-bit timer wraps (every 2^32 ticks, >= 171 s of virtual
/// time), so for regions use count_instructions() from measure.hpp, which
/// handles the wrap and subtracts the measuring overhead.
std::uint32_t instruction_counter_read() noexcept;

/// Low-level hook behind count_instructions(): reads the board timer, calls
/// fn(ctx), reads it again and returns the instructions in between (including
/// the fixed cost of the call itself; measure.hpp subtracts that). Host: 0.
std::uint32_t instruction_counter_measure(void (*fn)(void*), void* ctx) noexcept;

/// An assembly loop of exactly 2*n instructions (n >= 1) plus its return,
/// used to check the counter (see measure.hpp). Host: a plain loop.
void calibration_loop(std::uint32_t n) noexcept;

/// Deepest stack use, in bytes from the top of the stack, since the last
/// stack_paint() (boot paints the whole stack). Host: 0.
std::uint32_t stack_peak_bytes() noexcept;

/// Re-paint the unused part of the stack (below the caller's frame) so that
/// stack_peak_bytes() measures what runs next. Host: no-op.
void stack_paint() noexcept;

}  // namespace qnoise_port

#endif  // QNOISE_PORT_PORT_HPP
