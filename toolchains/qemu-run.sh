#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Run a Cortex-M or RISC-V ELF under QEMU and return the guest's exit code.
#   qemu-run.sh <core> <elf> [args...]
# core: cortex-m0 | cortex-m3 | cortex-m4f | cortex-m7 | cortex-m23 | cortex-m33 | cortex-m55
#       riscv32-imc | riscv32-imac   (qemu-system-riscv32 -M virt -bios none)
# Output: semihosting and UART both on stdout. Exit code: the guest's
# (SYS_EXIT_EXTENDED), 124 on timeout (QNOISE_QEMU_TIMEOUT seconds, default
# 60), 2 on bad usage. Instruction counting needs -icount: always on.
set -u
if [ $# -lt 2 ]; then
  echo "usage: $0 <core> <elf> [args...]" >&2
  exit 2
fi
core=$1 elf=$2
shift 2
qemu=qemu-system-arm
case $core in
  riscv32-imc|riscv32-imac) qemu=qemu-system-riscv32 machine=virt ;;  # -march decides; virt runs both
  cortex-m0) machine=microbit ;;      # no M0+ model in QEMU 7.2; M0 stands in
  cortex-m3) machine=mps2-an385 ;;
  cortex-m4f) machine=mps2-an386 ;;
  cortex-m7) machine=mps2-an500 ;;
  cortex-m23) machine=mps2-an505 ;;    # no M23 model in QEMU 7.2: its M33 (a superset) stands in
  cortex-m33) machine=mps2-an505 ;;
  cortex-m55) machine=mps3-an547 ;;
  *) echo "qemu-run: unknown core '$core'" >&2; exit 2 ;;
esac
if [ ! -f "$elf" ]; then
  echo "qemu-run: no such file: $elf" >&2
  exit 2
fi

# Program arguments reach the guest through SYS_GET_CMDLINE; argv[0] is the
# ELF path. Commas inside an arg= item are doubled.
semi="enable=on,target=native,chardev=con0"
for a in "$elf" "$@"; do
  semi+=",arg=${a//,/,,}"
done

limit=${QNOISE_QEMU_TIMEOUT:-60}
# -icount shift=8: exactly 256 ns of virtual time per instruction, so board
# timers count instructions exactly. mux=on is required to share the stdio
# chardev between the UART and semihosting. stdin from /dev/null: ctest.
# RISC-V (virt): no firmware (-bios none: the ELF runs in M-mode from 0x80000000);
# only semihosting talks, so the UART is off and con0 carries semihosting alone.
if [ "$qemu" = qemu-system-riscv32 ]; then
  timeout -k 5 "$limit" qemu-system-riscv32 \
    -M virt -bios none -display none -monitor none -serial none \
    -icount shift=8 \
    -chardev stdio,id=con0,signal=off \
    -semihosting-config "$semi" \
    -kernel "$elf" </dev/null
else
  timeout -k 5 "$limit" qemu-system-arm \
    -M "$machine" -display none -monitor none \
    -icount shift=8 \
    -chardev stdio,id=con0,mux=on,signal=off -serial chardev:con0 \
    -semihosting-config "$semi" \
    -kernel "$elf" </dev/null
fi
rc=$?
if [ $rc -eq 124 ]; then
  echo "qemu-run: TIMEOUT: $elf did not exit within ${limit}s on $core ($machine)" >&2
  exit 124
fi
exit $rc
