# SPDX-License-Identifier: MIT
# Cortex-M4F (ARMv7E-M, single-precision FPU), QEMU mps2-an386.
set(QNOISE_CORE cortex-m4f)
set(QNOISE_BOARD mps2-an386)
set(QNOISE_CORE_HAS_FPU ON)
set(QNOISE_CPU_FLAGS "-mcpu=cortex-m4 -mthumb -mfpu=fpv4-sp-d16 -mfloat-abi=hard")
include(${CMAKE_CURRENT_LIST_DIR}/arm-none-eabi.cmake)
