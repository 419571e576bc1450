// SPDX-License-Identifier: MIT
// Host (Linux) backend of qnoise_port: stdout console, no instruction
// counter, no stack painting.
#include <cstdio>
#include <cstdlib>

#include "qnoise_port/port.hpp"

namespace qnoise_port {

void console_write(const char* data, std::size_t size) noexcept {
  std::fwrite(data, 1, size, stdout);
}

void console_puts(const char* s) noexcept { std::fputs(s, stdout); }

void console_put_int(std::int64_t v) noexcept {
  std::printf("%lld", static_cast<long long>(v));
}

void console_put_hex(std::uint32_t v) noexcept {
  std::printf("0x%08lx", static_cast<unsigned long>(v));
}

void exit(int code) noexcept {
  std::fflush(stdout);
  // std::exit (not _Exit) so sanitizer and coverage hooks still run.
  std::exit(code < 0 || code > 255 ? 255 : code);
}

const char* target_name() noexcept { return "host"; }
bool instruction_counter_available() noexcept { return false; }
std::uint32_t instruction_counter_read() noexcept { return 0; }

std::uint32_t instruction_counter_measure(void (*fn)(void*), void* ctx) noexcept {
  fn(ctx);
  return 0;
}

void calibration_loop(std::uint32_t n) noexcept {
  for (volatile std::uint32_t i = n; i != 0; i = i - 1) {
  }
}

std::uint32_t stack_peak_bytes() noexcept { return 0; }
void stack_paint() noexcept {}

}  // namespace qnoise_port

// Linked with -Wl,--wrap=main (see ports/CMakeLists.txt): the C runtime calls
// __wrap_main instead of main, so main's return value goes through
// qnoise_port::exit() and `return 256` fails on host exactly as on the cores
// (POSIX would otherwise keep 256 & 0xFF == 0, a silent pass).
extern "C" int __real_main(int argc, char** argv);
extern "C" int __wrap_main(int argc, char** argv) {
  qnoise_port::exit(__real_main(argc, argv));
}
