# SPDX-License-Identifier: MIT
# Cortex-M55 (ARMv8.1-M, MVE + DP FPU), QEMU mps3-an547 (boots Secure).
set(QNOISE_CORE cortex-m55)
set(QNOISE_BOARD mps3-an547)
set(QNOISE_CORE_HAS_FPU ON)
set(QNOISE_CPU_FLAGS "-mcpu=cortex-m55 -mthumb -mfloat-abi=hard")
include(${CMAKE_CURRENT_LIST_DIR}/arm-none-eabi.cmake)
