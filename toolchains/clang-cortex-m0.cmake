# SPDX-License-Identifier: MIT
# Cortex-M0 (ARMv6-M) built by clang 14, linked by arm-none-eabi-gcc; QEMU microbit.
set(QNOISE_CORE cortex-m0)
set(QNOISE_BOARD microbit)
set(QNOISE_CORE_HAS_FPU OFF)
set(QNOISE_CPU_FLAGS "-mcpu=cortex-m0 -mthumb -mfloat-abi=soft")
set(QNOISE_CLANG_TARGET thumbv6m-none-eabi)
set(QNOISE_CLANG_CPU_FLAGS "-mcpu=cortex-m0 -mfloat-abi=soft")
set(QNOISE_MULTILIB thumb/v6-m/nofp)
include(${CMAKE_CURRENT_LIST_DIR}/clang-arm-none-eabi.cmake)
