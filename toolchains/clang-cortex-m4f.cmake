# SPDX-License-Identifier: MIT
# Cortex-M4F (ARMv7E-M, single-precision FPU) built by clang 14, linked by
# arm-none-eabi-gcc; QEMU mps2-an386.
set(QNOISE_CORE cortex-m4f)
set(QNOISE_BOARD mps2-an386)
set(QNOISE_CORE_HAS_FPU ON)
set(QNOISE_CPU_FLAGS "-mcpu=cortex-m4 -mthumb -mfpu=fpv4-sp-d16 -mfloat-abi=hard")
set(QNOISE_CLANG_TARGET thumbv7em-none-eabihf)
set(QNOISE_CLANG_CPU_FLAGS "-mcpu=cortex-m4 -mfpu=fpv4-sp-d16 -mfloat-abi=hard")
set(QNOISE_MULTILIB thumb/v7e-m+fp/hard)
include(${CMAKE_CURRENT_LIST_DIR}/clang-arm-none-eabi.cmake)
