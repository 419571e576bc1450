# SPDX-License-Identifier: MIT
# Cortex-M3 (ARMv7-M, no FPU), QEMU mps2-an385.
set(QNOISE_CORE cortex-m3)
set(QNOISE_BOARD mps2-an385)
set(QNOISE_CORE_HAS_FPU OFF)
set(QNOISE_CPU_FLAGS "-mcpu=cortex-m3 -mthumb -mfloat-abi=soft")
include(${CMAKE_CURRENT_LIST_DIR}/arm-none-eabi.cmake)
