# SPDX-License-Identifier: MIT
# Common part of the clang Cortex-M toolchain files: the mirror of
# arm-none-eabi.cmake with C and C++ compiled by clang/clang++ (Debian's clang 14,
# LLVM's integrated assembler for the inline assembly) and linked by
# arm-none-eabi-gcc, so the same startup (ports/ OBJECT library), linker scripts,
# libgcc/newlib multilibs and QEMU runner apply. Pass a per-core file
# (clang-cortex-m0.cmake, ...) as an ABSOLUTE path in CMAKE_TOOLCHAIN_FILE. It sets
#   QNOISE_CORE          core name, also the runner's machine key
#   QNOISE_BOARD         QEMU board = ports/cortex-m/ld/<board>.ld
#   QNOISE_CPU_FLAGS     -mcpu/-mfpu/-mfloat-abi for arm-none-eabi-gcc (the link)
#   QNOISE_CLANG_TARGET  clang's --target= triple
#   QNOISE_CLANG_CPU_FLAGS  -mcpu/-mfpu/-mfloat-abi for clang
#   QNOISE_MULTILIB      arm-none-eabi multilib folder, e.g. thumb/v6-m/nofp
#   QNOISE_CORE_HAS_FPU  ON for cores with an FPU
# and then includes this file.
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR arm)

set(QNOISE_CORE "${QNOISE_CORE}" CACHE STRING "Cortex-M core (set by the toolchain file)" FORCE)
set(QNOISE_BOARD "${QNOISE_BOARD}" CACHE STRING "QEMU board (set by the toolchain file)" FORCE)
set(QNOISE_CPU_FLAGS "${QNOISE_CPU_FLAGS}" CACHE STRING "CPU flags of the gcc link (set by the toolchain file)" FORCE)
set(QNOISE_CLANG_TARGET "${QNOISE_CLANG_TARGET}" CACHE STRING "clang --target (set by the toolchain file)" FORCE)
set(QNOISE_CLANG_CPU_FLAGS "${QNOISE_CLANG_CPU_FLAGS}" CACHE STRING "clang CPU flags (set by the toolchain file)" FORCE)
set(QNOISE_MULTILIB "${QNOISE_MULTILIB}" CACHE STRING "arm-none-eabi multilib (set by the toolchain file)" FORCE)
set(QNOISE_CORE_HAS_FPU "${QNOISE_CORE_HAS_FPU}" CACHE BOOL "core has an FPU (set by the toolchain file)" FORCE)
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES QNOISE_CORE QNOISE_BOARD QNOISE_CPU_FLAGS
     QNOISE_CLANG_TARGET QNOISE_CLANG_CPU_FLAGS QNOISE_MULTILIB QNOISE_CORE_HAS_FPU)

set(CMAKE_C_COMPILER clang)
set(CMAKE_CXX_COMPILER clang++)
set(CMAKE_C_COMPILER_TARGET ${QNOISE_CLANG_TARGET})
set(CMAKE_CXX_COMPILER_TARGET ${QNOISE_CLANG_TARGET})
set(CMAKE_NM arm-none-eabi-nm CACHE FILEPATH "")
set(CMAKE_OBJDUMP arm-none-eabi-objdump CACHE FILEPATH "")

# No OS: compiler checks cannot link an executable before our startup exists.
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)

# The arm-none-eabi C library and libstdc++ headers (Debian ships no C++ library
# for clang's bare-metal targets): newlib's libstdc++ for the core's multilib.
set(_qnoise_newlib /usr/include/newlib)
set(_qnoise_cxx ${_qnoise_newlib}/c++/12.2.1)
if(NOT IS_DIRECTORY ${_qnoise_cxx}/arm-none-eabi/${QNOISE_MULTILIB})
  message(FATAL_ERROR "clang toolchain: no libstdc++ multilib headers in ${_qnoise_cxx}/arm-none-eabi/${QNOISE_MULTILIB}")
endif()
set(_qnoise_common "${QNOISE_CLANG_CPU_FLAGS} -ffunction-sections -fdata-sections")
set(CMAKE_C_FLAGS_INIT "${_qnoise_common} -isystem ${_qnoise_newlib}")
set(CMAKE_CXX_FLAGS_INIT "${_qnoise_common} -nostdinc++ -isystem ${_qnoise_cxx} -isystem ${_qnoise_cxx}/arm-none-eabi/${QNOISE_MULTILIB} -isystem ${_qnoise_newlib} -fno-exceptions -fno-rtti -fno-threadsafe-statics")

# Link with arm-none-eabi-gcc: same CPU flags as the gcc builds (they pick the
# libgcc/newlib multilib), none of clang's compile flags (<FLAGS> would bring
# --target and -nostdinc++, which gcc rejects). Executables link with the C
# driver (LINKER_LANGUAGE C, see QnoiseTargets.cmake); the C++ rule is the same.
set(CMAKE_EXE_LINKER_FLAGS_INIT "${QNOISE_CPU_FLAGS} -Wl,--gc-sections")
set(CMAKE_C_LINK_EXECUTABLE
    "arm-none-eabi-gcc <CMAKE_C_LINK_FLAGS> <LINK_FLAGS> <OBJECTS> -o <TARGET> <LINK_LIBRARIES>")
set(CMAKE_CXX_LINK_EXECUTABLE
    "arm-none-eabi-gcc <CMAKE_CXX_LINK_FLAGS> <LINK_FLAGS> <OBJECTS> -o <TARGET> <LINK_LIBRARIES>")

# add_test() runs cross-built executables through QEMU automatically.
set(CMAKE_CROSSCOMPILING_EMULATOR "${CMAKE_CURRENT_LIST_DIR}/qemu-run.sh;${QNOISE_CORE}")

# Never pick up host libraries or packages (GTest, PNG, ...) for the target.
set(CMAKE_FIND_ROOT_PATH /usr/lib/arm-none-eabi)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
