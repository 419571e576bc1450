# SPDX-License-Identifier: MIT
# RV32IMAC (ESP32-C6 / RP2350 Hazard3 class: atomics, no FPU), QEMU virt.
set(QNOISE_CORE riscv32-imac)
set(QNOISE_CPU_FLAGS "-march=rv32imac -mabi=ilp32")
include(${CMAKE_CURRENT_LIST_DIR}/riscv32-elf.cmake)
