# SPDX-License-Identifier: MIT
# Common part of the RISC-V toolchain files: Debian's riscv64-unknown-elf-gcc 12 (rv32
# multilibs) with picolibc, run on QEMU's `virt` machine (qemu-system-riscv32).
# Do not use directly: pass riscv32-imc.cmake or riscv32-imac.cmake as an ABSOLUTE path
# in CMAKE_TOOLCHAIN_FILE. The per-core file sets
#   QNOISE_CORE          core name, also the runner's machine key
#   QNOISE_CPU_FLAGS     -march/-mabi
# and then includes this file.
#
# Debian ships NO C++ standard library for this compiler: the library needs none
# (lib/include/qnoise includes only <stdint.h>/<stddef.h>); tests, examples and
# benchmarks get the few <cstdint>/<type_traits>/<limits>/<initializer_list> pieces they
# use from ports/riscv/cxx (ports/CMakeLists.txt). C++ is linked with the gcc driver
# (LINKER_LANGUAGE C: g++ would add -lstdc++, which does not exist here).
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR riscv32)

set(QNOISE_BOARD virt)
set(QNOISE_CORE_HAS_FPU OFF)
set(QNOISE_CORE "${QNOISE_CORE}" CACHE STRING "RISC-V core (set by the toolchain file)" FORCE)
set(QNOISE_BOARD "${QNOISE_BOARD}" CACHE STRING "QEMU board (set by the toolchain file)" FORCE)
set(QNOISE_CPU_FLAGS "${QNOISE_CPU_FLAGS}" CACHE STRING "CPU flags (set by the toolchain file)" FORCE)
set(QNOISE_CORE_HAS_FPU "${QNOISE_CORE_HAS_FPU}" CACHE BOOL "core has an FPU (set by the toolchain file)" FORCE)
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES QNOISE_CORE QNOISE_BOARD QNOISE_CPU_FLAGS QNOISE_CORE_HAS_FPU)

set(CMAKE_C_COMPILER riscv64-unknown-elf-gcc)
set(CMAKE_CXX_COMPILER riscv64-unknown-elf-g++)
set(CMAKE_ASM_COMPILER riscv64-unknown-elf-gcc)
set(CMAKE_NM riscv64-unknown-elf-nm CACHE FILEPATH "")
set(CMAKE_OBJDUMP riscv64-unknown-elf-objdump CACHE FILEPATH "")

set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)

# picolibc's C headers for every language (its specs file adds them).
set(_qnoise_common "${QNOISE_CPU_FLAGS} --specs=picolibc.specs -ffunction-sections -fdata-sections")
set(CMAKE_C_FLAGS_INIT "${_qnoise_common}")
set(CMAKE_ASM_FLAGS_INIT "${QNOISE_CPU_FLAGS}")
set(CMAKE_CXX_FLAGS_INIT "${_qnoise_common} -fno-exceptions -fno-rtti -fno-threadsafe-statics")
# picolibc with its semihosting crt0 (argv from SYS_GET_CMDLINE, main's return value is
# QEMU's exit status) and its linker script, placed on QEMU virt's RAM at 0x80000000:
# 2 MiB "flash" (code, read-only data) then 2 MiB RAM; 64 KiB stack at the top of RAM.
# crt0's trap handler prints with printf: the integer-only printf keeps the double
# formatting code (14 KB) out of every image. --specs=picolibc.specs reaches the link
# line through CMAKE_C_FLAGS (executables link with the C driver); given twice, gcc fails.
set(CMAKE_EXE_LINKER_FLAGS_INIT
  "${QNOISE_CPU_FLAGS} --oslib=semihost --crt0=semihost -Tpicolibc.ld \
-Wl,--defsym=__flash=0x80000000 -Wl,--defsym=__flash_size=0x200000 \
-Wl,--defsym=__ram=0x80200000 -Wl,--defsym=__ram_size=0x200000 \
-Wl,--defsym=__stack_size=0x10000 \
-Wl,--defsym=vfprintf=__i_vfprintf -Wl,--defsym=vfscanf=__i_vfscanf -Wl,--gc-sections")

set(CMAKE_CROSSCOMPILING_EMULATOR "${CMAKE_CURRENT_LIST_DIR}/qemu-run.sh;${QNOISE_CORE}")

set(CMAKE_FIND_ROOT_PATH /usr/lib/picolibc/riscv64-unknown-elf)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
