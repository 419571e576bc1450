# SPDX-License-Identifier: MIT
# cmake -DCXX=arm-none-eabi-g++ -DROOT=<source dir> -DWORK_DIR=<scratch> -P arduino_sketches.cmake
# Compiles every Arduino sketch the way the Arduino builder does: examples/<Name>/<Name>.ino
# becomes <Name>.cpp with `#include <Arduino.h>` in front, and the include path holds ONLY
# the library's src/ folder and a stand-in Arduino.h (tests/package/arduino/). Flags are
# those of a Cortex-M0+ core (RP2040, SAMD21). Objects only: linking would need a libc.
# Also checks library.properties: `includes=` names headers that exist in src/.
cmake_minimum_required(VERSION 3.21)
foreach(v CXX ROOT WORK_DIR)
  if(NOT DEFINED ${v})
    message(FATAL_ERROR "${v} not set")
  endif()
endforeach()

file(STRINGS ${ROOT}/library.properties includes_line REGEX "^includes=")
string(REGEX REPLACE "^includes=" "" includes "${includes_line}")
string(REPLACE "," ";" includes "${includes}")
if(NOT includes)
  message(FATAL_ERROR "library.properties: no includes=")
endif()
foreach(h IN LISTS includes)
  string(STRIP "${h}" h)
  if(NOT EXISTS ${ROOT}/src/${h})
    message(FATAL_ERROR "library.properties: includes=${h} but src/${h} does not exist")
  endif()
endforeach()

file(GLOB sketch_dirs LIST_DIRECTORIES true ${ROOT}/examples/*)
set(sketches "")
foreach(dir IN LISTS sketch_dirs)
  get_filename_component(name ${dir} NAME)
  if(IS_DIRECTORY ${dir} AND EXISTS ${dir}/${name}.ino)
    list(APPEND sketches ${name})
  endif()
endforeach()
foreach(expected Strip Matrix Oled)
  if(NOT expected IN_LIST sketches)
    message(FATAL_ERROR "sketch examples/${expected}/${expected}.ino is missing")
  endif()
endforeach()

file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
set(flags -std=gnu++17 -mcpu=cortex-m0plus -mthumb -Os -ffunction-sections -fdata-sections
          -fno-exceptions -fno-rtti -fno-threadsafe-statics -Wall -Wextra -Werror
          -DARDUINO=10819 -DARDUINO_ARCH_RP2040)
set(failed "")
foreach(name IN LISTS sketches)
  set(ino ${ROOT}/examples/${name}/${name}.ino)
  file(READ ${ino} text)
  if(NOT text MATCHES "void setup\\(\\)[ \n]*{" OR NOT text MATCHES "void loop\\(\\)[ \n]*{")
    message("sketch ${name}: does not define both setup() and loop()")
    list(APPEND failed ${name})
    continue()
  endif()
  file(WRITE ${WORK_DIR}/${name}.cpp "#include <Arduino.h>\n#line 1 \"${ino}\"\n${text}")
  execute_process(
    COMMAND ${CXX} ${flags} -I${ROOT}/tests/package/arduino -I${ROOT}/src
            -c ${WORK_DIR}/${name}.cpp -o ${WORK_DIR}/${name}.o
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(rc EQUAL 0)
    message(STATUS "sketch ${name}: compiles (${CXX} -std=gnu++17 -mcpu=cortex-m0plus)")
  else()
    message("sketch ${name}: FAILED\n${out}")
    list(APPEND failed ${name})
  endif()
endforeach()
if(failed)
  message(FATAL_ERROR "sketches that do not compile as Arduino would: ${failed}")
endif()
