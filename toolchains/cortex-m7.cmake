# SPDX-License-Identifier: MIT
# Cortex-M7 (ARMv7E-M, double-precision FPU), QEMU mps2-an500.
set(QNOISE_CORE cortex-m7)
set(QNOISE_BOARD mps2-an500)
set(QNOISE_CORE_HAS_FPU ON)
set(QNOISE_CPU_FLAGS "-mcpu=cortex-m7 -mthumb -mfpu=fpv5-d16 -mfloat-abi=hard")
include(${CMAKE_CURRENT_LIST_DIR}/arm-none-eabi.cmake)
