# SPDX-License-Identifier: MIT
# Cortex-M33 (ARMv8-M Mainline, TrustZone, SP FPU), QEMU mps2-an505 (boots Secure).
set(QNOISE_CORE cortex-m33)
set(QNOISE_BOARD mps2-an505)
set(QNOISE_CORE_HAS_FPU ON)
set(QNOISE_CPU_FLAGS "-mcpu=cortex-m33 -mthumb -mfpu=fpv5-sp-d16 -mfloat-abi=hard")
include(${CMAKE_CURRENT_LIST_DIR}/arm-none-eabi.cmake)
