# SPDX-License-Identifier: MIT
# Host build with GCC.
set(CMAKE_C_COMPILER gcc)
set(CMAKE_CXX_COMPILER g++)
