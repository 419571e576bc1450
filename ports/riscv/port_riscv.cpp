// SPDX-License-Identifier: MIT
// RISC-V backend of qnoise_port for QEMU `virt` (rv32imc / rv32imac, M-mode, no
// firmware): picolibc's semihosting crt0 starts the program (.data, .bss, constructors,
// argv from SYS_GET_CMDLINE); this file adds the console, exit, a fault handler, the
// stack canary and paint, and the instruction counter.
//
// Only C headers: this compiler has no C++ standard library (toolchains/riscv32-elf.cmake).
// No heap: nothing here allocates; policy_no_heap checks every image.
#include <stddef.h>
#include <stdint.h>

extern "C" {
#include <semihost.h>  // picolibc: sys_semihost_open/write/exit_extended (no C++ guards)
}

#include "qnoise_port/port.hpp"

#ifndef QNOISE_PORT_TARGET
#error "QNOISE_PORT_TARGET must name the core (set by ports/CMakeLists.txt)"
#endif

extern "C" {
// picolibc.ld: __stack is the top of RAM; the toolchain file defines
// __stack_size (64 KiB) and ports/CMakeLists.txt __stack_bottom = __stack - __stack_size.
extern uint32_t __stack[];
extern uint32_t __stack_bottom[];
extern uint32_t __ram[];

int __real_main(int argc, char** argv);
int __wrap_main(int argc, char** argv);
void qnoise_trap_entry();
[[noreturn]] void qnoise_trap_report(uint32_t ra, uint32_t sp);
}

namespace {

// ---------------------------------------------------------------- memory map
// As on Cortex-M: the lowest 8 words of the stack hold a canary checked at exit,
// unused stack words hold 0xA5A5A5A5 (painted by stack_paint()).
constexpr uint32_t kStackCanary = 0x5AFE57ACu;
constexpr size_t kCanaryWords = 8;  // 32 bytes, also hard-coded in the asm below

bool canary_intact() {
  const volatile uint32_t* p = __stack_bottom;
  for (size_t i = 0; i < kCanaryWords; ++i) {
    if (p[i] != kStackCanary) return false;
  }
  return true;
}

// ---------------------------------------------------------------- console
int g_console = -1;  // semihosting handle of ":tt" (stdout)
char g_buf[128];
size_t g_len = 0;

void console_flush() {
  if (g_len == 0) return;
  if (g_console < 0) g_console = sys_semihost_open(":tt", 4);  // mode 4 = "w": stdout
  sys_semihost_write(g_console, g_buf, g_len);
  g_len = 0;
}

void console_putc(char c) {
  g_buf[g_len++] = c;
  if (c == '\n' || g_len == sizeof g_buf) console_flush();
}

// ---------------------------------------------------------------- CSRs
// The rv32 multilibs are built without Zicsr in -march, so each CSR access enables
// it for one instruction.
inline uint32_t read_minstret() {
  uint32_t v;
  asm volatile(".option push\n\t.option arch, +zicsr\n\tcsrr %0, minstret\n\t.option pop" : "=r"(v));
  return v;
}
inline uint32_t read_minstreth() {
  uint32_t v;
  asm volatile(".option push\n\t.option arch, +zicsr\n\tcsrr %0, minstreth\n\t.option pop" : "=r"(v));
  return v;
}

// minstret under `-icount shift=8` advances by 256 per instruction (QEMU derives it from
// the virtual clock, 2^8 ns per instruction), so its low 32 bits wrap every 2^24
// instructions: read all 64 bits. hi/lo/hi again: retry if the low word wrapped between.
inline uint64_t read_instret64() {
  uint32_t hi, lo, hi2;
  do {
    hi = read_minstreth();
    lo = read_minstret();
    hi2 = read_minstreth();
  } while (hi != hi2);
  return (static_cast<uint64_t>(hi) << 32) | lo;
}

}  // namespace

// ---------------------------------------------------------------- start and exit
// Linked with -Wl,--wrap=main (ports/CMakeLists.txt): crt0 calls __wrap_main, which
// sets up the canary, the stack paint and the trap vector, and sends main's return
// value through qnoise_port::exit() (clamped, canary checked).
extern "C" int __wrap_main(int argc, char** argv) {
  for (size_t i = 0; i < kCanaryWords; ++i) __stack_bottom[i] = kStackCanary;
  qnoise_port::stack_paint();
  asm volatile(".option push\n\t.option arch, +zicsr\n\tcsrw mtvec, %0\n\t.option pop"
               : : "r"(&qnoise_trap_entry));
  // picolibc's crt0 puts "program-name" in argv[0] and the semihosting command line
  // (the runner's: ELF path, then the arguments) after it: drop it, so argv[0] is the
  // ELF and argv[1] the first argument, as on host and Cortex-M.
  if (argc >= 2) {
    --argc;
    ++argv;
  }
  qnoise_port::exit(__real_main(argc, argv));
}

// ---------------------------------------------------------------- faults
// Every trap is a fault here (nothing enables interrupts). Switch to a separate
// stack (a trap caused by an overflowing stack must still be reported), then report.
extern "C" {
alignas(16) uint32_t qnoise_trap_stack[256];
}

extern "C" __attribute__((naked, aligned(4))) void qnoise_trap_entry() {
  asm volatile(
      "mv a0, ra\n\t"
      "mv a1, sp\n\t"
      "la sp, qnoise_trap_stack\n\t"
      "addi sp, sp, 1024\n\t"
      "call qnoise_trap_report\n\t"
      "1: j 1b\n\t");
}

extern "C" void qnoise_trap_report(uint32_t ra, uint32_t sp) {
  using namespace qnoise_port;
  uint32_t mcause, mepc, mtval;
  asm volatile(".option push\n\t.option arch, +zicsr\n\t"
               "csrr %0, mcause\n\tcsrr %1, mepc\n\tcsrr %2, mtval\n\t.option pop"
               : "=r"(mcause), "=r"(mepc), "=r"(mtval));
  static const char* const names[] = {
      "instruction address misaligned", "instruction access fault", "illegal instruction",
      "breakpoint", "load address misaligned", "load access fault",
      "store address misaligned", "store access fault", "ecall from U-mode",
      "ecall from S-mode", "reserved", "ecall from M-mode"};
  console_puts("\n*** FAULT: ");
  console_puts((mcause & 0x80000000u) != 0 ? "interrupt"
               : mcause < 12               ? names[mcause]
                                           : "exception");
  console_puts(" (mcause ");
  console_put_int(mcause & 0x7FFFFFFFu);
  console_puts(")\n    PC=");
  console_put_hex(mepc);
  console_puts(" RA=");
  console_put_hex(ra);
  console_puts(" SP=");
  console_put_hex(sp);
  console_puts(" MTVAL=");
  console_put_hex(mtval);
  if (sp < reinterpret_cast<uintptr_t>(__stack_bottom) &&
      sp >= reinterpret_cast<uintptr_t>(__ram)) {
    console_puts("\n    (SP below the stack: stack overflow)");
  }
  console_puts("\n");
  qnoise_port::exit(kExitFault);
}

// ---------------------------------------------------------------- port API
namespace qnoise_port {

void console_write(const char* data, size_t size) noexcept {
  for (size_t i = 0; i < size; ++i) console_putc(data[i]);
}

void console_puts(const char* s) noexcept {
  while (*s != '\0') console_putc(*s++);
}

void console_put_int(int64_t v) noexcept {
  // Repeated subtraction of powers of ten: no 64-bit division helper (__udivdi3).
  static const uint64_t kPow10[] = {
      1u,           10u,           100u,           1000u,           10000u,
      100000u,      1000000u,      10000000u,      100000000u,      1000000000u,
      10000000000u, 100000000000u, 1000000000000u, 10000000000000u, 100000000000000u,
      1000000000000000u, 10000000000000000u, 100000000000000000u,
      1000000000000000000u, 10000000000000000000u};
  uint64_t u = v < 0 ? 0u - static_cast<uint64_t>(v) : static_cast<uint64_t>(v);
  if (v < 0) console_putc('-');
  int i = 19;
  while (i > 0 && kPow10[i] > u) --i;
  for (; i >= 0; --i) {
    char d = '0';
    while (u >= kPow10[i]) {
      u -= kPow10[i];
      ++d;
    }
    console_putc(d);
  }
}

void console_put_hex(uint32_t v) noexcept {
  console_puts("0x");
  for (int shift = 28; shift >= 0; shift -= 4) {
    console_putc("0123456789abcdef"[(v >> shift) & 0xFu]);
  }
}

void exit(int code) noexcept {
  if (!canary_intact()) {
    console_puts("\n*** STACK OVERFLOW: canary at the bottom of the stack overwritten\n");
    code = kExitStackOverflow;
  }
  console_flush();
  // QEMU exits with code & 0xFF, hence the clamp.
  sys_semihost_exit_extended(static_cast<uintptr_t>(code < 0 || code > 255 ? 255 : code));
}

const char* target_name() noexcept { return QNOISE_PORT_TARGET; }

bool instruction_counter_available() noexcept { return true; }

std::uint32_t instruction_counter_read() noexcept {
  return static_cast<uint32_t>(read_instret64() >> 8);
}

std::uint32_t instruction_counter_measure(void (*fn)(void*), void* ctx) noexcept {
  const uint64_t t0 = read_instret64();
  fn(ctx);
  const uint64_t t1 = read_instret64();
  return static_cast<uint32_t>((t1 - t0) >> 8);
}

// Exactly 2*n instructions (addi + bnez per iteration) plus the return.
__attribute__((naked, noinline)) void calibration_loop(std::uint32_t) noexcept {
  asm volatile(
      "1: addi a0, a0, -1\n\t"
      "bnez a0, 1b\n\t"
      "ret\n\t");
}

// In assembly, so that they use no stack themselves (as on Cortex-M): stack_paint()
// paints up to its caller's stack pointer, stack_peak_bytes() scans up from the
// bottom (above the 32-byte canary) to the first word that is not paint.
__attribute__((naked, noinline)) void stack_paint() noexcept {
  asm volatile(
      "la t0, __stack_bottom\n\t"
      "addi t0, t0, 32\n\t"
      "li t1, 0xA5A5A5A5\n\t"
      "1: bgeu t0, sp, 2f\n\t"
      "sw t1, 0(t0)\n\t"
      "addi t0, t0, 4\n\t"
      "j 1b\n\t"
      "2: ret\n\t");
}

__attribute__((naked, noinline)) std::uint32_t stack_peak_bytes() noexcept {
  asm volatile(
      "la t0, __stack_bottom\n\t"
      "addi t0, t0, 32\n\t"
      "li t1, 0xA5A5A5A5\n\t"
      "la t2, __stack\n\t"
      "1: bgeu t0, t2, 2f\n\t"
      "lw a0, 0(t0)\n\t"
      "bne a0, t1, 2f\n\t"
      "addi t0, t0, 4\n\t"
      "j 1b\n\t"
      "2: sub a0, t2, t0\n\t"
      "ret\n\t");
}

}  // namespace qnoise_port
