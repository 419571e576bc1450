# SPDX-License-Identifier: MIT
# Helpers to add tests and programs that build for host and for every core.
#
#   qnoise_add_test(NAME <n> SOURCES <files...> [HOST_ONLY] [NO_MAIN]
#                   [LABELS <l...>] [WILL_FAIL] [TIMEOUT <s>] [ENVIRONMENT <v=x...>]
#                   [CONFIGS <config...>])
#     Executable <n> linked with qtest_main (unless NO_MAIN), the port and
#     qnoise; ctest entry "<config>.<n>" (run through QEMU on cross builds).
#     HOST_ONLY tests are neither built nor registered on cross builds.
#     CONFIGS limits an expensive test to the named configs (e.g. host-gcc
#     host-asan); it is not built elsewhere.
#
#   qnoise_add_program(NAME <n> SOURCES <files...> [HOST_ONLY])
#     Plain executable (examples, benchmarks) with the port and qnoise.
#
#   qnoise_add_run_check(NAME <n> TARGET <t> EXIT_CODE <c> [OUTPUT <regex...>]
#                        [ENVIRONMENT <v=x...>] [TIMEOUT <s>])
#     ctest entry that runs <t> and requires exactly exit code <c> and, for
#     each <regex> (grep -E), an output line matching it: proves *why*
#     something fails.
#
# Every target gets qnoise_strict_flags(): warnings as errors, and no float
# on FPU cores (examples and benchmarks built for cores included).
# QNOISE_CONFIG (e.g. "m4f", "host-asan") prefixes test names and is a label
# on each of them, next to "host", "cortex-m" or "riscv" (QNOISE_TARGET_KIND).

# Warnings are errors for everything that compiles library headers. On FPU
# cores, general-regs-only turns any float use into a compile error; it is
# applied through a prelude (cmake/no_float_prelude.hpp) because the plain
# -mgeneral-regs-only flag also rejects <limits> under the hard-float ABI.
#
# QNOISE_WARNINGS is the set every target builds with; QNOISE_STRICT_WARNINGS the stricter
# set the library headers alone must also pass (tests/strict: every public entry point,
# g++/clang++ C++17/20 and arm-none-eabi-g++ M0/M4F, each with -Werror).
set(QNOISE_WARNINGS -Wall -Wextra -Wconversion -Wsign-conversion -Wdouble-promotion)
set(QNOISE_STRICT_WARNINGS -Wpedantic -Wshadow -Wold-style-cast -Wcast-align -Wundef -Wnull-dereference)
function(qnoise_strict_flags target)
  target_compile_options(${target} PRIVATE ${QNOISE_WARNINGS} -Werror)
  if(QNOISE_CORE_HAS_FPU)
    target_compile_options(${target} PRIVATE
      "$<$<COMPILE_LANGUAGE:CXX>:SHELL:-include ${QNOISE_SOURCE_DIR}/cmake/no_float_prelude.hpp>")
  endif()
endfunction()

# Port + library + map file; cross executables link with the C driver: only
# libstdc++ headers are installed for arm-none-eabi, and freestanding C++
# (no exceptions, RTTI, new) needs nothing from the library itself.
function(_qnoise_link_common target)
  target_link_libraries(${target} PRIVATE qnoise_port qnoise::qnoise)
  qnoise_strict_flags(${target})
  if(CMAKE_CROSSCOMPILING)
    set_target_properties(${target} PROPERTIES LINKER_LANGUAGE C SUFFIX ".elf")
    target_link_options(${target} PRIVATE "-Wl,-Map=$<TARGET_FILE:${target}>.map")
  endif()
  # Checked by the policy tests (no heap, no float) at the end of configure.
  set_property(GLOBAL APPEND PROPERTY QNOISE_POLICY_TARGETS ${target})
endfunction()

# ctest TIMEOUT (default 120 s) and the runner's own QEMU timeout: the runner
# stops 5 s earlier, so a hung core test ends with its clear "TIMEOUT" message
# (exit 124) rather than a ctest kill. An explicit QNOISE_QEMU_TIMEOUT in the
# test's ENVIRONMENT wins.
function(_qnoise_test_timeout timeout_var env_var)
  set(timeout ${${timeout_var}})
  if(NOT timeout)
    set(timeout 120)
  endif()
  set(env ${${env_var}})
  if(CMAKE_CROSSCOMPILING AND NOT env MATCHES "QNOISE_QEMU_TIMEOUT=")
    set(qemu_timeout ${timeout})
    if(timeout GREATER 10)
      math(EXPR qemu_timeout "${timeout} - 5")
    endif()
    list(APPEND env QNOISE_QEMU_TIMEOUT=${qemu_timeout})
  endif()
  set(${timeout_var} ${timeout} PARENT_SCOPE)
  set(${env_var} "${env}" PARENT_SCOPE)
endfunction()

if(CMAKE_CROSSCOMPILING AND CMAKE_SYSTEM_PROCESSOR MATCHES "^riscv")
  set(QNOISE_TARGET_KIND riscv)
elseif(CMAKE_CROSSCOMPILING)
  set(QNOISE_TARGET_KIND cortex-m)
else()
  set(QNOISE_TARGET_KIND host)
endif()

function(_qnoise_labels out)
  set(${out} ${QNOISE_CONFIG} ${QNOISE_TARGET_KIND} ${ARGN} PARENT_SCOPE)
endfunction()

function(qnoise_add_program)
  cmake_parse_arguments(P "HOST_ONLY" "NAME" "SOURCES" ${ARGN})
  if(P_HOST_ONLY AND CMAKE_CROSSCOMPILING)
    return()
  endif()
  add_executable(${P_NAME} ${P_SOURCES})
  _qnoise_link_common(${P_NAME})
endfunction()

function(qnoise_add_test)
  cmake_parse_arguments(T "HOST_ONLY;WILL_FAIL;NO_MAIN" "NAME;TIMEOUT"
                        "SOURCES;LABELS;ENVIRONMENT;CONFIGS" ${ARGN})
  if(T_HOST_ONLY AND CMAKE_CROSSCOMPILING)
    return()
  endif()
  if(T_CONFIGS AND NOT QNOISE_CONFIG IN_LIST T_CONFIGS)
    return()
  endif()
  add_executable(${T_NAME} ${T_SOURCES})
  if(NOT T_NO_MAIN)
    target_link_libraries(${T_NAME} PRIVATE qtest_main)
  endif()
  target_link_libraries(${T_NAME} PRIVATE qtest)
  _qnoise_link_common(${T_NAME})

  add_test(NAME ${QNOISE_CONFIG}.${T_NAME} COMMAND ${T_NAME})
  _qnoise_labels(labels ${T_LABELS})
  _qnoise_test_timeout(T_TIMEOUT T_ENVIRONMENT)
  set_tests_properties(${QNOISE_CONFIG}.${T_NAME} PROPERTIES
    LABELS "${labels}" TIMEOUT ${T_TIMEOUT} ENVIRONMENT "${T_ENVIRONMENT}")
  if(T_WILL_FAIL)
    set_tests_properties(${QNOISE_CONFIG}.${T_NAME} PROPERTIES WILL_FAIL TRUE)
  endif()
endfunction()

function(qnoise_add_run_check)
  cmake_parse_arguments(C "" "NAME;TARGET;EXIT_CODE;TIMEOUT" "OUTPUT;ENVIRONMENT" ${ARGN})
  _qnoise_test_timeout(C_TIMEOUT C_ENVIRONMENT)
  add_test(NAME ${QNOISE_CONFIG}.${C_NAME}
    COMMAND ${QNOISE_SOURCE_DIR}/cmake/expect_run.sh ${C_EXIT_CODE} ${C_OUTPUT} --
            ${CMAKE_CROSSCOMPILING_EMULATOR} $<TARGET_FILE:${C_TARGET}>)
  _qnoise_labels(labels runner)
  set_tests_properties(${QNOISE_CONFIG}.${C_NAME} PROPERTIES
    LABELS "${labels}" TIMEOUT ${C_TIMEOUT} ENVIRONMENT "${C_ENVIRONMENT}")
endfunction()

# Policy checks over every executable of this config, registered once all
# directories have been read (cmake_language(DEFER) from the top level):
#   policy_no_heap       no malloc/free/_sbrk/operator new/delete symbols
#   policy_no_softfloat  no soft-float or double helpers (__aeabi_f*, __addsf3, ...)
#   policy_no_fpu        no FPU/MVE instruction (v*) in any qnoise:: function
# Each check also runs on a deliberately bad ELF (policy_bad) and must fail
# there: WILL_FAIL entries "policy_selftest_*" keep the checks honest.
function(qnoise_add_policy_checks)
  if(NOT CMAKE_CROSSCOMPILING)
    return()
  endif()
  get_property(targets GLOBAL PROPERTY QNOISE_POLICY_TARGETS)
  list(REMOVE_ITEM targets policy_bad)
  set(files)
  foreach(t IN LISTS targets)
    list(APPEND files $<TARGET_FILE:${t}>)
  endforeach()
  set(script ${QNOISE_SOURCE_DIR}/cmake/policy_check.sh)
  set(checks no_heap no_softfloat)
  if(QNOISE_CORE_HAS_FPU)
    list(APPEND checks no_fpu)
  endif()
  _qnoise_labels(labels policy)
  foreach(check IN LISTS checks)
    add_test(NAME ${QNOISE_CONFIG}.policy_${check}
      COMMAND ${script} ${check} ${CMAKE_NM} ${CMAKE_OBJDUMP} ${files})
    set_tests_properties(${QNOISE_CONFIG}.policy_${check} PROPERTIES LABELS "${labels}")
    if(TARGET policy_bad)
      add_test(NAME ${QNOISE_CONFIG}.policy_selftest_${check}
        COMMAND ${script} ${check} ${CMAKE_NM} ${CMAKE_OBJDUMP} $<TARGET_FILE:policy_bad>)
      set_tests_properties(${QNOISE_CONFIG}.policy_selftest_${check} PROPERTIES
        LABELS "${labels}" WILL_FAIL TRUE)
    endif()
  endforeach()
endfunction()
