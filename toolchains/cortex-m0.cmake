# Cortex-M0 (ARMv6-M, stands in for M0+: same instruction set), QEMU microbit.
# -masm-syntax-unified: inline asm uses unified syntax as on every other core
# (GCC's Thumb-1 default is the old divided syntax, which rejects `subs`).
set(QNOISE_CORE cortex-m0)
set(QNOISE_BOARD microbit)
set(QNOISE_CORE_HAS_FPU OFF)
set(QNOISE_CPU_FLAGS "-mcpu=cortex-m0 -mthumb -mfloat-abi=soft -masm-syntax-unified")
include(${CMAKE_CURRENT_LIST_DIR}/arm-none-eabi.cmake)
