# SPDX-License-Identifier: MIT
# Common part of the Cortex-M toolchain files (arm-none-eabi-gcc 12).
# Do not use directly: pass a per-core file (cortex-m4f.cmake, ...) as an
# ABSOLUTE path in CMAKE_TOOLCHAIN_FILE. The per-core file sets
#   QNOISE_CORE          core name, also the runner's machine key
#   QNOISE_BOARD         QEMU board = ports/cortex-m/ld/<board>.ld
#   QNOISE_CPU_FLAGS     -mcpu/-mfpu/-mfloat-abi
#   QNOISE_CORE_HAS_FPU  ON for cores with an FPU
# and then includes this file.
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR arm)

# Cache them so they are visible everywhere, and hand them to try_compile so
# compiler checks see the same CPU (toolchain files are re-read there).
set(QNOISE_CORE "${QNOISE_CORE}" CACHE STRING "Cortex-M core (set by the toolchain file)" FORCE)
set(QNOISE_BOARD "${QNOISE_BOARD}" CACHE STRING "QEMU board (set by the toolchain file)" FORCE)
set(QNOISE_CPU_FLAGS "${QNOISE_CPU_FLAGS}" CACHE STRING "CPU flags (set by the toolchain file)" FORCE)
set(QNOISE_CORE_HAS_FPU "${QNOISE_CORE_HAS_FPU}" CACHE BOOL "core has an FPU (set by the toolchain file)" FORCE)
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES QNOISE_CORE QNOISE_BOARD QNOISE_CPU_FLAGS QNOISE_CORE_HAS_FPU)

set(CMAKE_C_COMPILER arm-none-eabi-gcc)
set(CMAKE_CXX_COMPILER arm-none-eabi-g++)
set(CMAKE_ASM_COMPILER arm-none-eabi-gcc)
set(CMAKE_NM arm-none-eabi-nm CACHE FILEPATH "")
set(CMAKE_OBJDUMP arm-none-eabi-objdump CACHE FILEPATH "")

# No OS: compiler checks cannot link an executable before our startup exists.
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)

set(_qnoise_common "${QNOISE_CPU_FLAGS} -ffunction-sections -fdata-sections")
set(CMAKE_C_FLAGS_INIT "${_qnoise_common}")
set(CMAKE_ASM_FLAGS_INIT "${QNOISE_CPU_FLAGS}")
set(CMAKE_CXX_FLAGS_INIT "${_qnoise_common} -fno-exceptions -fno-rtti -fno-threadsafe-statics")
# CPU flags on the link line too: they select the libgcc/newlib multilib.
# No nosys/rdimon specs: the port supplies startup and console, and without
# _sbrk/`end` any heap use fails to link.
set(CMAKE_EXE_LINKER_FLAGS_INIT "${QNOISE_CPU_FLAGS} -Wl,--gc-sections")

# add_test() runs cross-built executables through QEMU automatically.
set(CMAKE_CROSSCOMPILING_EMULATOR "${CMAKE_CURRENT_LIST_DIR}/qemu-run.sh;${QNOISE_CORE}")

# Never pick up host libraries or packages (GTest, PNG, ...) for the target.
set(CMAKE_FIND_ROOT_PATH /usr/lib/arm-none-eabi)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
