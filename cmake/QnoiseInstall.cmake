# SPDX-License-Identifier: MIT
# Install/export for the header-only library (top-level builds only):
#   cmake --install build --prefix /opt/qnoise
# then in a consumer: find_package(qnoise 0.1 REQUIRED) + qnoise::qnoise, or
# pkg-config --cflags qnoise.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

install(TARGETS qnoise EXPORT qnoiseTargets)
install(DIRECTORY ${QNOISE_SOURCE_DIR}/lib/include/qnoise
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})

set(_cmake_dir ${CMAKE_INSTALL_DATADIR}/cmake/qnoise)  # arch-independent
install(EXPORT qnoiseTargets NAMESPACE qnoise:: DESTINATION ${_cmake_dir})
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/qnoiseConfig.cmake
     "include(\${CMAKE_CURRENT_LIST_DIR}/qnoiseTargets.cmake)\n")
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/qnoiseConfigVersion.cmake
  COMPATIBILITY SameMinorVersion ARCH_INDEPENDENT)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/qnoiseConfig.cmake
              ${CMAKE_CURRENT_BINARY_DIR}/qnoiseConfigVersion.cmake
        DESTINATION ${_cmake_dir})

file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/qnoise.pc
"prefix=\${pcfiledir}/../..
includedir=\${prefix}/${CMAKE_INSTALL_INCLUDEDIR}

Name: qnoise
Description: Perlin-family noise in Q16.16 fixed point for microcontrollers (header-only C++17)
Version: ${PROJECT_VERSION}
Cflags: -I\${includedir} -std=c++17
")
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/qnoise.pc
        DESTINATION ${CMAKE_INSTALL_DATADIR}/pkgconfig)

# <config>.install_consumer: install into a scratch prefix, then build a tiny
# project against it with find_package and with pkg-config. Host build only.
if(NOT CMAKE_CROSSCOMPILING AND QNOISE_SUPERBUILD)
  add_test(NAME ${QNOISE_CONFIG}.install_consumer
    COMMAND ${CMAKE_COMMAND} -DBUILD_DIR=${CMAKE_BINARY_DIR}
            -DWORK_DIR=${CMAKE_BINARY_DIR}/install_check
            -DCONSUMER_DIR=${QNOISE_SOURCE_DIR}/tests/install
            -DGENERATOR=${CMAKE_GENERATOR}
            -P ${QNOISE_SOURCE_DIR}/tests/install/check.cmake)
  set_tests_properties(${QNOISE_CONFIG}.install_consumer PROPERTIES
    LABELS "${QNOISE_CONFIG};host;install" TIMEOUT 120)
endif()
