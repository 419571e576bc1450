// SPDX-License-Identifier: MIT
// Cortex-M backend of qnoise_port for QEMU boards: vector table, reset
// handler, fault handler, semihosting console/exit, stack painting and the
// instruction counter. The linker script (ld/<board>.ld + ld/common.ld)
// defines the symbols used here.
//
// No heap: the image is linked without nosys/rdimon specs and without an
// `end` symbol, so anything that needs malloc fails to link.
#include <cstddef>
#include <cstdint>

#include "board.hpp"
#include "qnoise_port/port.hpp"

#ifndef QNOISE_PORT_TARGET
#error "QNOISE_PORT_TARGET must name the core (set by ports/CMakeLists.txt)"
#endif

using Handler = void (*)();

extern "C" {
// Linker script symbols. Declared as arrays so their addresses are used,
// never their (meaningless) contents.
extern std::uint32_t __data_start[], __data_end[];
extern const std::uint32_t __data_load[];
extern std::uint32_t __bss_start[], __bss_end[];
extern std::uint32_t __stack_bottom[], __stack_top[];
extern std::uint32_t __ram_start[], __ram_end[];
extern Handler __preinit_array_start[], __preinit_array_end[];
extern Handler __init_array_start[], __init_array_end[];

// The program's main, under another C++ name (C++ forbids calling ::main).
int qnoise_app_main(int argc, char** argv) __asm__("main");

[[noreturn]] void qnoise_reset_handler();
void qnoise_fault_entry();
[[noreturn]] void qnoise_fault_report(const std::uint32_t* frame);

// C++ runtime hooks needed without crt files. Static destructors never run
// (the program ends through semihosting), so registering them is a no-op.
void* __dso_handle = nullptr;
int __aeabi_atexit(void*, void (*)(void*), void*) { return 0; }
}

namespace {

// ---------------------------------------------------------------- memory map
// Unused stack words hold 0xA5A5A5A5 (painted by stack_paint(), in asm
// below); the lowest kCanaryWords words of the stack hold kStackCanary.
constexpr std::uint32_t kStackCanary = 0x5AFE57ACu;
constexpr std::size_t kCanaryWords = 8;  // 32 bytes, also hard-coded in the asm

bool canary_intact() {
  const volatile std::uint32_t* p = __stack_bottom;
  for (std::size_t i = 0; i < kCanaryWords; ++i) {
    if (p[i] != kStackCanary) return false;
  }
  return true;
}

// ---------------------------------------------------------------- semihosting
// ARM semihosting: operation in r0, parameter block in r1, `bkpt 0xab`.
// QEMU needs -semihosting-config enable=on,target=native (qemu-run.sh).
enum : std::uint32_t {
  kSysOpen = 0x01,
  kSysWrite = 0x05,
  kSysGetCmdline = 0x15,
  kSysExitExtended = 0x20,
};

std::uint32_t semihost(std::uint32_t op, const void* block) {
  register std::uint32_t r0 asm("r0") = op;
  register const void* r1 asm("r1") = block;
  asm volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
  return r0;
}

std::uint32_t g_console = 0;  // semihosting handle of ":tt" (stdout)

// Lines are collected and written with one semihosting call each: every
// call is a trap out of the guest, so writing per character is slow.
char g_buf[128];
std::size_t g_len = 0;

void console_flush() {
  if (g_len == 0) return;
  const std::uint32_t block[3] = {g_console, reinterpret_cast<std::uintptr_t>(g_buf),
                                  static_cast<std::uint32_t>(g_len)};
  semihost(kSysWrite, block);
  g_len = 0;
}

void console_putc(char c) {
  g_buf[g_len++] = c;
  if (c == '\n' || g_len == sizeof g_buf) console_flush();
}

// Program arguments from the runner (`arg=` items), split on spaces.
char g_cmdline[256];
char* g_argv[17];

int parse_cmdline() {
  std::uint32_t block[2] = {reinterpret_cast<std::uintptr_t>(g_cmdline),
                            sizeof g_cmdline - 1};
  if (semihost(kSysGetCmdline, block) != 0) return 0;
  int argc = 0;
  char* p = g_cmdline;
  while (*p != '\0' && argc < 16) {
    while (*p == ' ') *p++ = '\0';
    if (*p == '\0') break;
    g_argv[argc++] = p;
    while (*p != '\0' && *p != ' ') ++p;
  }
  g_argv[argc] = nullptr;
  return argc;
}

// ---------------------------------------------------------------- system regs
// (Unused on ARMv6-M without an FPU: no fault status registers there.)
[[maybe_unused]] inline volatile std::uint32_t& scb(std::uintptr_t address) {
  return *reinterpret_cast<volatile std::uint32_t*>(address);
}

void enable_fpu() {
#if QNOISE_PORT_HAS_FPU
  scb(0xE000ED88u) |= 0xFu << 20;  // CPACR: full access to CP10/CP11
  asm volatile("dsb\n\tisb" ::: "memory");
#endif
}

}  // namespace

// ---------------------------------------------------------------- vectors
// QEMU takes the initial SP and PC from the first two words (it ignores the
// ELF entry point). Every exception except reset goes to one fault handler:
// nothing here enables interrupts, so any of them means something broke.
__attribute__((section(".vectors"), used)) const Handler qnoise_vectors[16] = {
    reinterpret_cast<Handler>(__stack_top),
    qnoise_reset_handler,
    qnoise_fault_entry,  // NMI
    qnoise_fault_entry,  // HardFault
    qnoise_fault_entry,  // MemManage
    qnoise_fault_entry,  // BusFault
    qnoise_fault_entry,  // UsageFault
    qnoise_fault_entry,  // SecureFault (ARMv8-M)
    nullptr,
    nullptr,
    nullptr,
    qnoise_fault_entry,  // SVCall
    qnoise_fault_entry,  // DebugMonitor
    nullptr,
    qnoise_fault_entry,  // PendSV
    qnoise_fault_entry,  // SysTick
};

extern "C" void qnoise_reset_handler() {
#if __ARM_ARCH >= 8
  // ARMv8-M stack limit just above the canary: overflowing the stack faults
  // at once (UsageFault STKOF) instead of being found at exit.
  asm volatile("msr msplim, %0" : : "r"(__stack_bottom + kCanaryWords));
#endif
  enable_fpu();

  // .data from its load address (flash on microbit), zeroed .bss.
  const std::uint32_t* src = __data_load;
  for (std::uint32_t* dst = __data_start; dst < __data_end;) *dst++ = *src++;
  for (std::uint32_t* dst = __bss_start; dst < __bss_end;) *dst++ = 0;

  for (std::size_t i = 0; i < kCanaryWords; ++i) __stack_bottom[i] = kStackCanary;
  qnoise_port::stack_paint();

  qnoise_port::board::timer_start();

  const std::uint32_t tt_block[3] = {reinterpret_cast<std::uintptr_t>(":tt"), 4, 3};
  g_console = semihost(kSysOpen, tt_block);  // mode 4 = "w": stdout

  for (Handler* f = __preinit_array_start; f < __preinit_array_end; ++f) (*f)();
  for (Handler* f = __init_array_start; f < __init_array_end; ++f) (*f)();

  const int argc = parse_cmdline();
  qnoise_port::exit(qnoise_app_main(argc, g_argv));
}

// ---------------------------------------------------------------- faults
// Entry for every fault: switch to a separate small stack first (a fault in
// the handler itself locks QEMU up), then report. r0 = faulting frame (MSP:
// the only stack used here). On ARMv8-M clear MSPLIM first: the fault stack
// lies below the main stack's limit, so switching to it would fault again.
extern "C" __attribute__((naked)) void qnoise_fault_entry() {
  asm volatile(
      ".syntax unified\n\t"
#if __ARM_ARCH >= 8
      "movs r2, #0\n\t"
      "msr msplim, r2\n\t"
#endif
      "mrs r0, msp\n\t"
      "ldr r2, =__fault_stack_top\n\t"
      "mov sp, r2\n\t"
      "bl qnoise_fault_report\n\t"
      "b .\n\t"
      ".ltorg\n\t");
}

extern "C" void qnoise_fault_report(const std::uint32_t* frame) {
  using namespace qnoise_port;
  std::uint32_t ipsr;
  asm volatile("mrs %0, ipsr" : "=r"(ipsr));
  static const char* const names[] = {"abort",        "reset",      "NMI",        "HardFault",
                                      "MemManage", "BusFault",  "UsageFault", "SecureFault"};
  const std::uint32_t exc = ipsr & 0x1FFu;
  console_puts("\n*** FAULT: ");
  console_puts(exc < 8 ? names[exc] : "unexpected exception");
  console_puts(" (exception ");
  console_put_int(exc);
  console_puts(")");
  // The stacked frame is r0-r3, r12, lr, pc, xpsr. Read it only if it lies
  // in RAM: a bad stack pointer must not fault again here.
  const auto f = reinterpret_cast<std::uintptr_t>(frame);
  if (f >= reinterpret_cast<std::uintptr_t>(__ram_start) &&
      f + 32 <= reinterpret_cast<std::uintptr_t>(__ram_end)) {
    console_puts("\n    PC=");
    console_put_hex(frame[6]);
    console_puts(" LR=");
    console_put_hex(frame[5]);
    console_puts(" xPSR=");
    console_put_hex(frame[7]);
  }
#if !defined(__ARM_ARCH_6M__)  // ARMv6-M has no fault status registers
  const std::uint32_t cfsr = scb(0xE000ED28u);
  console_puts("\n    CFSR=");
  console_put_hex(cfsr);
  console_puts(" HFSR=");
  console_put_hex(scb(0xE000ED2Cu));
  console_puts(" MMFAR=");
  console_put_hex(scb(0xE000ED34u));
  console_puts(" BFAR=");
  console_put_hex(scb(0xE000ED38u));
  if (cfsr & (1u << 20)) console_puts("\n    (UFSR.STKOF: stack overflow, MSPLIM)");
#endif
  console_puts("\n");
  qnoise_port::exit(kExitFault);
}

// Calls that need runtime support we do not link are faults, not silent
// successes or heap users.
extern "C" void __cxa_pure_virtual() { qnoise_fault_report(nullptr); }
extern "C" void abort() { qnoise_fault_report(nullptr); }

// ---------------------------------------------------------------- port API
namespace qnoise_port {

void console_write(const char* data, std::size_t size) noexcept {
  for (std::size_t i = 0; i < size; ++i) console_putc(data[i]);
}

void console_puts(const char* s) noexcept {
  while (*s != '\0') console_putc(*s++);
}

void console_put_int(std::int64_t v) noexcept {
  // Repeated subtraction of powers of ten: 64-bit division would pull in a
  // libgcc helper (__aeabi_uldivmod) on every core.
  static const std::uint64_t kPow10[] = {
      1u,           10u,           100u,           1000u,           10000u,
      100000u,      1000000u,      10000000u,      100000000u,      1000000000u,
      10000000000u, 100000000000u, 1000000000000u, 10000000000000u, 100000000000000u,
      1000000000000000u, 10000000000000000u, 100000000000000000u,
      1000000000000000000u, 10000000000000000000u};
  std::uint64_t u = v < 0 ? 0u - static_cast<std::uint64_t>(v) : static_cast<std::uint64_t>(v);
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

void console_put_hex(std::uint32_t v) noexcept {
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
  // SYS_EXIT_EXTENDED keeps the code (SYS_EXIT only tells 0 from 1); QEMU
  // exits with code & 0xFF, hence the clamp.
  const std::uint32_t block[2] = {0x20026u,  // ADP_Stopped_ApplicationExit
                                  static_cast<std::uint32_t>(code < 0 || code > 255 ? 255 : code)};
  semihost(kSysExitExtended, block);
  for (;;) {
  }
}

const char* target_name() noexcept { return QNOISE_PORT_TARGET; }

bool instruction_counter_available() noexcept { return true; }

std::uint32_t instruction_counter_read() noexcept {
  return board::ticks_to_instructions(board::timer_ticks());
}

std::uint32_t instruction_counter_measure(void (*fn)(void*), void* ctx) noexcept {
  const std::uint32_t t0 = board::timer_ticks();
  fn(ctx);
  const std::uint32_t t1 = board::timer_ticks();
  return board::ticks_to_instructions(t1 - t0);  // modular: survives a wrap
}

// Exactly 2*n instructions (subs + bne per iteration) plus the return.
__attribute__((naked, noinline)) void calibration_loop(std::uint32_t) noexcept {
  asm volatile(
      ".syntax unified\n\t"
      "1: subs r0, r0, #1\n\t"
      "bne 1b\n\t"
      "bx lr\n\t");
}

// Both stack functions are written in assembly so that they use no stack
// themselves: stack_paint() paints right up to its caller's stack pointer
// and stack_peak_bytes() does not disturb the paint it measures. Only r0-r3
// are used (caller-saved); Thumb-1 instructions, so one version fits all
// cores. Each block selects unified syntax itself: GCC's Thumb-1 default for inline
// assembly is divided syntax (toolchains/cortex-m0.cmake). Canary: 8 words = 32 bytes at __stack_bottom (kCanaryWords).
__attribute__((naked, noinline)) void stack_paint() noexcept {
  asm volatile(
      ".syntax unified\n\t"
      "ldr r1, =__stack_bottom\n\t"
      "adds r1, r1, #32\n\t"          // skip the canary
      "ldr r2, =0xA5A5A5A5\n\t"       // paint pattern
      "mov r3, sp\n\t"
      "1: cmp r1, r3\n\t"
      "bhs 2f\n\t"
      "str r2, [r1]\n\t"
      "adds r1, r1, #4\n\t"
      "b 1b\n\t"
      "2: bx lr\n\t"
      ".ltorg\n\t");
}

__attribute__((naked, noinline)) std::uint32_t stack_peak_bytes() noexcept {
  asm volatile(
      ".syntax unified\n\t"
      "ldr r1, =__stack_bottom\n\t"
      "adds r1, r1, #32\n\t"
      "ldr r2, =0xA5A5A5A5\n\t"
      "ldr r3, =__stack_top\n\t"
      "1: cmp r1, r3\n\t"
      "bhs 2f\n\t"
      "ldr r0, [r1]\n\t"
      "cmp r0, r2\n\t"
      "bne 2f\n\t"
      "adds r1, r1, #4\n\t"
      "b 1b\n\t"
      "2: subs r0, r3, r1\n\t"        // bytes from the first used word to the top
      "bx lr\n\t"
      ".ltorg\n\t");
}

}  // namespace qnoise_port
