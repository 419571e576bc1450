# SPDX-License-Identifier: MIT
# RV32IMC (ESP32-C3 class: no atomics, no FPU), QEMU virt. Links against picolibc's
# rv32im multilib (there is no rv32imc one; the C extension only compresses encodings).
set(QNOISE_CORE riscv32-imc)
set(QNOISE_CPU_FLAGS "-march=rv32imc -mabi=ilp32")
include(${CMAKE_CURRENT_LIST_DIR}/riscv32-elf.cmake)
