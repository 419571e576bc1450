# SPDX-License-Identifier: MIT
# Cortex-M23 (ARMv8-M Baseline: the ARMv6-M instruction set plus hardware divide,
# MOVW/MOVT, CBZ, exclusives and the Security Extension; no FPU, no DSP, no 32x32->64
# multiply). QEMU 7.2 has no Cortex-M23 model (`-cpu help`): the runner uses
# mps2-an505 with its Cortex-M33 (ARMv8-M Mainline, a superset that boots Secure),
# so the Baseline-only code is checked by the compiler and assembler (-mcpu=cortex-m23
# rejects every Mainline instruction) and its results by QEMU.
set(QNOISE_CORE cortex-m23)
set(QNOISE_BOARD mps2-an505)
set(QNOISE_CORE_HAS_FPU OFF)
set(QNOISE_CPU_FLAGS "-mcpu=cortex-m23 -mthumb -mfloat-abi=soft")
include(${CMAKE_CURRENT_LIST_DIR}/arm-none-eabi.cmake)
