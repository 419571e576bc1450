# SPDX-License-Identifier: MIT
# Host build with Clang (also used for the sanitizer config host-asan).
set(CMAKE_C_COMPILER clang)
set(CMAKE_CXX_COMPILER clang++)
