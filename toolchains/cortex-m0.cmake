# SPDX-License-Identifier: MIT
# Cortex-M0 (ARMv6-M, stands in for M0+: same instruction set), QEMU microbit.
# No -masm-syntax-unified: GCC's Thumb-1 default for inline assembly is the old divided
# syntax, as in a user's build, so this build checks that the library's assembly
# selects unified syntax itself (`.syntax unified` at the start of each block).
set(QNOISE_CORE cortex-m0)
set(QNOISE_BOARD microbit)
set(QNOISE_CORE_HAS_FPU OFF)
set(QNOISE_CPU_FLAGS "-mcpu=cortex-m0 -mthumb -mfloat-abi=soft")
include(${CMAKE_CURRENT_LIST_DIR}/arm-none-eabi.cmake)
