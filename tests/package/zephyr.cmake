# SPDX-License-Identifier: MIT
# cmake -DROOT=<source dir> -P zephyr.cmake
# zephyr/CMakeLists.txt as Zephyr's build would run it (ZEPHYR_CURRENT_MODULE_DIR set
# to the module's root), with a stand-in zephyr_include_directories that records its
# arguments: with CONFIG_QNOISE=y it must add a directory holding qnoise/qnoise.hpp;
# without it, nothing.
cmake_minimum_required(VERSION 3.21)
if(NOT DEFINED ROOT)
  message(FATAL_ERROR "ROOT not set")
endif()

function(zephyr_include_directories)
  set_property(GLOBAL APPEND PROPERTY zephyr_dirs ${ARGN})
endfunction()
function(zephyr_interface_library_named name)
  set_property(GLOBAL APPEND PROPERTY zephyr_libs ${name})
endfunction()

set(ZEPHYR_CURRENT_MODULE_DIR ${ROOT})

unset(CONFIG_QNOISE)
include(${ROOT}/zephyr/CMakeLists.txt)
get_property(dirs GLOBAL PROPERTY zephyr_dirs)
if(dirs)
  message(FATAL_ERROR "without CONFIG_QNOISE the module must add nothing, added: ${dirs}")
endif()

set(CONFIG_QNOISE y)
include(${ROOT}/zephyr/CMakeLists.txt)
get_property(dirs GLOBAL PROPERTY zephyr_dirs)
if(NOT dirs)
  message(FATAL_ERROR "with CONFIG_QNOISE=y zephyr_include_directories was not called")
endif()
set(ok FALSE)
foreach(d IN LISTS dirs)
  if(EXISTS ${d}/qnoise/qnoise.hpp)
    set(ok TRUE)
    message(STATUS "zephyr_include_directories(${d}) holds qnoise/qnoise.hpp")
  endif()
endforeach()
if(NOT ok)
  message(FATAL_ERROR "no include directory (${dirs}) holds qnoise/qnoise.hpp")
endif()
