# SPDX-License-Identifier: MIT
# Cortex-M3 (ARMv7-M) built by clang 14, linked by arm-none-eabi-gcc; QEMU mps2-an385.
# Not in the default config list (-DQNOISE_CONFIGS=...;m3-clang).
set(QNOISE_CORE cortex-m3)
set(QNOISE_BOARD mps2-an385)
set(QNOISE_CORE_HAS_FPU OFF)
set(QNOISE_CPU_FLAGS "-mcpu=cortex-m3 -mthumb -mfloat-abi=soft")
set(QNOISE_CLANG_TARGET thumbv7m-none-eabi)
set(QNOISE_CLANG_CPU_FLAGS "-mcpu=cortex-m3 -mfloat-abi=soft")
set(QNOISE_MULTILIB thumb/v7-m/nofp)
include(${CMAKE_CURRENT_LIST_DIR}/clang-arm-none-eabi.cmake)
