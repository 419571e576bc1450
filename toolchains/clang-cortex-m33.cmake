# SPDX-License-Identifier: MIT
# Cortex-M33 (ARMv8-M Mainline, SP FPU) built by clang 14, linked by arm-none-eabi-gcc;
# QEMU mps2-an505 (boots Secure). Not in the default config list (...;m33-clang).
set(QNOISE_CORE cortex-m33)
set(QNOISE_BOARD mps2-an505)
set(QNOISE_CORE_HAS_FPU ON)
set(QNOISE_CPU_FLAGS "-mcpu=cortex-m33 -mthumb -mfpu=fpv5-sp-d16 -mfloat-abi=hard")
set(QNOISE_CLANG_TARGET thumbv8m.main-none-eabihf)
set(QNOISE_CLANG_CPU_FLAGS "-mcpu=cortex-m33 -mfpu=fpv5-sp-d16 -mfloat-abi=hard")
set(QNOISE_MULTILIB thumb/v8-m.main+fp/hard)
include(${CMAKE_CURRENT_LIST_DIR}/clang-arm-none-eabi.cmake)
