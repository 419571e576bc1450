# SPDX-License-Identifier: MIT
# cmake -DBUILD_DIR=... -DWORK_DIR=... -DCONSUMER_DIR=... -DGENERATOR=... -P check.cmake
# Install qnoise from BUILD_DIR into a scratch prefix, then build and run a
# consumer with find_package(qnoise), and compile it once more with the flags
# from pkg-config (if pkg-config exists).
function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "failed (${rc}): ${ARGN}\n${out}")
  endif()
  set(last_output "${out}" PARENT_SCOPE)
endfunction()

file(REMOVE_RECURSE ${WORK_DIR})
set(prefix ${WORK_DIR}/prefix)
run(${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix})
run(${CMAKE_COMMAND} -S ${CONSUMER_DIR} -B ${WORK_DIR}/consumer -G ${GENERATOR}
    -DCMAKE_PREFIX_PATH=${prefix})
run(${CMAKE_COMMAND} --build ${WORK_DIR}/consumer)
run(${WORK_DIR}/consumer/consumer)
message(STATUS "find_package(qnoise): consumer built and ran")

find_program(PKG_CONFIG pkg-config)
if(PKG_CONFIG)
  set(ENV{PKG_CONFIG_PATH} ${prefix}/share/pkgconfig)
  run(${PKG_CONFIG} --cflags qnoise)
  string(STRIP "${last_output}" cflags)
  separate_arguments(cflags UNIX_COMMAND "${cflags}")
  run(c++ ${cflags} -c ${CONSUMER_DIR}/consumer.cpp -o ${WORK_DIR}/pc.o)
  message(STATUS "pkg-config --cflags qnoise: ${cflags}: compiles")
endif()
