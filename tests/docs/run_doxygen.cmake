# SPDX-License-Identifier: MIT
# Runs Doxygen with the root Doxyfile into OUT and fails on any warning (ctest -L docs).
#   cmake -DDOXYGEN=... -DROOT=<source dir> -DOUT=<work dir> -DVERSION=<PROJECT_VERSION>
#         [-DEXTRA_INPUT=<dir>] [-DEXPECT=<regex>] -P run_doxygen.cmake
# EXTRA_INPUT adds a directory to INPUT. With EXPECT the run must fail and its
# warnings match the regular expression EXPECT (the self-test: an undocumented function must be caught).
foreach(v DOXYGEN ROOT OUT VERSION)
  if(NOT DEFINED ${v})
    message(FATAL_ERROR "run_doxygen.cmake: ${v} not set")
  endif()
endforeach()

# PROJECT_NUMBER in the Doxyfile is the CMake project version.
file(STRINGS ${ROOT}/Doxyfile _number REGEX "^PROJECT_NUMBER[ \t]*=")
string(REGEX REPLACE "^PROJECT_NUMBER[ \t]*=[ \t]*\"?([^\" \t]*)\"?.*" "\\1" _number "${_number}")
if(NOT _number STREQUAL VERSION)
  message(FATAL_ERROR "Doxyfile: PROJECT_NUMBER ${_number}, CMake PROJECT_VERSION is ${VERSION}")
endif()

file(REMOVE_RECURSE ${OUT})
file(MAKE_DIRECTORY ${OUT})
set(_cfg "@INCLUDE = ${ROOT}/Doxyfile\nOUTPUT_DIRECTORY = ${OUT}\nWARN_LOGFILE = ${OUT}/warnings.log\n")
if(DEFINED EXTRA_INPUT)
  string(APPEND _cfg "INPUT += ${EXTRA_INPUT}\n")
endif()
file(WRITE ${OUT}/Doxyfile "${_cfg}")

execute_process(COMMAND ${DOXYGEN} ${OUT}/Doxyfile WORKING_DIRECTORY ${ROOT}
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
set(_log "")
if(EXISTS ${OUT}/warnings.log)
  file(READ ${OUT}/warnings.log _log)
endif()
string(STRIP "${_log}${_err}" _warnings)

if(DEFINED EXPECT)
  if(_rc EQUAL 0 AND _warnings STREQUAL "")
    message(FATAL_ERROR "doxygen passed, but it should have warned: ${EXPECT}")
  endif()
  if(NOT _warnings MATCHES "${EXPECT}")
    message(FATAL_ERROR "doxygen failed, but not with \"${EXPECT}\":\n${_warnings}")
  endif()
  message(STATUS "doxygen failed as expected:\n${_warnings}")
  return()
endif()

if(NOT _rc EQUAL 0 OR NOT _warnings STREQUAL "")
  message(FATAL_ERROR "doxygen (exit ${_rc}) warned; every public entity needs a comment:\n${_warnings}")
endif()
if(NOT EXISTS ${OUT}/html/index.html)
  message(FATAL_ERROR "doxygen wrote no ${OUT}/html/index.html")
endif()
message(STATUS "API reference: ${OUT}/html/index.html, no warnings")
