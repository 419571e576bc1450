// SPDX-License-Identifier: MIT
/// \file
/// qnoise/detail/freestanding.hpp — everything the library takes from the C++ standard
/// library, rebuilt on the compiler's own <stdint.h> and <stddef.h>.
///
/// Why: some embedded toolchains ship no C++ standard library headers at all (Debian's
/// riscv64-unknown-elf-gcc has no `<cstdint>`; avr-gcc, xtensa-lx106-elf-gcc and vendor
/// compilers vary), while every C++ compiler has <stdint.h> and <stddef.h> (they are part
/// of the freestanding C implementation the compiler itself provides). No header under
/// lib/include/qnoise may include anything else (the `freestanding` ctest checks it).
///
/// What it gives:
/// - the fixed-width integer names inside namespace qnoise, so library code writes
///   `int32_t`, `uint32_t`, `size_t` unqualified. They are the SAME types as a user's
///   `std::int32_t` etc. (`<cstdint>` declares `std::int32_t` as the global `int32_t`), so the public API
///   is unchanged.
/// - qnoise::meta: the few type traits the library uses (enable_if_t, is_same_v,
///   is_arithmetic_v, integral_constant), with the standard's meaning. Add a trait here
///   only when library code needs it.
#ifndef QNOISE_DETAIL_FREESTANDING_HPP
#define QNOISE_DETAIL_FREESTANDING_HPP

#include <stddef.h>
#include <stdint.h>

#include "config.hpp"

namespace qnoise {

using ::int8_t;
using ::int16_t;
using ::int32_t;
using ::int64_t;
using ::uint8_t;
using ::uint16_t;
using ::uint32_t;
using ::uint64_t;
using ::size_t;
using ::ptrdiff_t;

namespace meta {

template <class T, T v>
struct integral_constant {
  static constexpr T value = v;
  using value_type = T;
  using type = integral_constant;
  constexpr operator value_type() const noexcept { return value; }
  constexpr value_type operator()() const noexcept { return value; }
};
using true_type = integral_constant<bool, true>;
using false_type = integral_constant<bool, false>;

template <bool B, class T = void>
struct enable_if {};
template <class T>
struct enable_if<true, T> {
  using type = T;
};
template <bool B, class T = void>
using enable_if_t = typename enable_if<B, T>::type;

template <class A, class B>
inline constexpr bool is_same_v = false;
template <class A>
inline constexpr bool is_same_v<A, A> = true;

template <class T> struct remove_cv { using type = T; };
template <class T> struct remove_cv<const T> { using type = T; };
template <class T> struct remove_cv<volatile T> { using type = T; };
template <class T> struct remove_cv<const volatile T> { using type = T; };

// std::is_arithmetic: the integer types (bool and the character types included) and the
// floating-point types, cv-qualified or not.
template <class T> struct is_arithmetic_base : false_type {};
template <> struct is_arithmetic_base<bool> : true_type {};
template <> struct is_arithmetic_base<char> : true_type {};
template <> struct is_arithmetic_base<signed char> : true_type {};
template <> struct is_arithmetic_base<unsigned char> : true_type {};
template <> struct is_arithmetic_base<wchar_t> : true_type {};
#if defined(__cpp_char8_t)
template <> struct is_arithmetic_base<char8_t> : true_type {};
#endif
template <> struct is_arithmetic_base<char16_t> : true_type {};
template <> struct is_arithmetic_base<char32_t> : true_type {};
template <> struct is_arithmetic_base<short> : true_type {};
template <> struct is_arithmetic_base<unsigned short> : true_type {};
template <> struct is_arithmetic_base<int> : true_type {};
template <> struct is_arithmetic_base<unsigned int> : true_type {};
template <> struct is_arithmetic_base<long> : true_type {};
template <> struct is_arithmetic_base<unsigned long> : true_type {};
template <> struct is_arithmetic_base<long long> : true_type {};
template <> struct is_arithmetic_base<unsigned long long> : true_type {};
#if defined(__SIZEOF_INT128__) && !defined(__STRICT_ANSI__)
// As libstdc++ and libc++ do in GNU mode (-std=gnu++17).
template <> struct is_arithmetic_base<__int128> : true_type {};
template <> struct is_arithmetic_base<unsigned __int128> : true_type {};
#endif
template <> struct is_arithmetic_base<float> : true_type {};
template <> struct is_arithmetic_base<double> : true_type {};
template <> struct is_arithmetic_base<long double> : true_type {};
template <class T>
inline constexpr bool is_arithmetic_v = is_arithmetic_base<typename remove_cv<T>::type>::value;

/// std::is_trivially_copyable_v / std::is_standard_layout_v, from the compiler builtins
/// that <type_traits> itself uses (GCC, Clang).
template <class T>
inline constexpr bool is_trivially_copyable_v = __is_trivially_copyable(T);
template <class T>
inline constexpr bool is_standard_layout_v = __is_standard_layout(T);

}  // namespace meta
}  // namespace qnoise

#endif  // QNOISE_DETAIL_FREESTANDING_HPP
