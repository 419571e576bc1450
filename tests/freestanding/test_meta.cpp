// SPDX-License-Identifier: MIT
// qnoise/detail/freestanding.hpp against the real standard library (host only): the
// library's integer names ARE the std:: types (the public API is unchanged), and the
// qnoise::meta traits give the standard's answers.
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include <qnoise/detail/freestanding.hpp>
#include <qnoise/qnoise.hpp>

#include "qtest.hpp"

namespace {
using namespace qnoise;
static_assert(std::is_same_v<qnoise::int8_t, std::int8_t>);
static_assert(std::is_same_v<qnoise::int16_t, std::int16_t>);
static_assert(std::is_same_v<qnoise::int32_t, std::int32_t>);
static_assert(std::is_same_v<qnoise::int64_t, std::int64_t>);
static_assert(std::is_same_v<qnoise::uint8_t, std::uint8_t>);
static_assert(std::is_same_v<qnoise::uint16_t, std::uint16_t>);
static_assert(std::is_same_v<qnoise::uint32_t, std::uint32_t>);
static_assert(std::is_same_v<qnoise::uint64_t, std::uint64_t>);
static_assert(std::is_same_v<qnoise::size_t, std::size_t>);
static_assert(std::is_same_v<qnoise::ptrdiff_t, std::ptrdiff_t>);
static_assert(std::is_same_v<qnoise::q16, std::int32_t>);

template <class T>
constexpr bool arithmetic_agrees() {
  return meta::is_arithmetic_v<T> == std::is_arithmetic_v<T> &&
         meta::is_arithmetic_v<const T> == std::is_arithmetic_v<const T> &&
         meta::is_arithmetic_v<volatile T> == std::is_arithmetic_v<volatile T> &&
         meta::is_arithmetic_v<const volatile T> == std::is_arithmetic_v<const volatile T>;
}
enum class E : int { a };
struct S {};
static_assert(arithmetic_agrees<bool>() && arithmetic_agrees<char>() && arithmetic_agrees<signed char>() &&
              arithmetic_agrees<unsigned char>() && arithmetic_agrees<wchar_t>() &&
              arithmetic_agrees<char16_t>() && arithmetic_agrees<char32_t>() &&
              arithmetic_agrees<short>() && arithmetic_agrees<unsigned short>() &&
              arithmetic_agrees<int>() && arithmetic_agrees<unsigned>() && arithmetic_agrees<long>() &&
              arithmetic_agrees<unsigned long>() && arithmetic_agrees<long long>() &&
              arithmetic_agrees<unsigned long long>() && arithmetic_agrees<float>() &&
              arithmetic_agrees<double>() && arithmetic_agrees<long double>());
static_assert(arithmetic_agrees<E>() && arithmetic_agrees<S>() && arithmetic_agrees<int*>() &&
              arithmetic_agrees<int&>() && arithmetic_agrees<permutation>() &&
              arithmetic_agrees<integer_hash>() && arithmetic_agrees<void>());
#if defined(__cpp_char8_t)
static_assert(arithmetic_agrees<char8_t>());
#endif

struct NotTrivial {
  NotTrivial(const NotTrivial&) {}
};
struct Mixed {  // public and private data members: not standard layout
 public:
  int a;
  int get() const { return b; }

 private:
  int b;
};
static_assert(meta::is_trivially_copyable_v<S> == std::is_trivially_copyable_v<S> &&
              meta::is_trivially_copyable_v<NotTrivial> == std::is_trivially_copyable_v<NotTrivial> &&
              meta::is_trivially_copyable_v<int> && !meta::is_trivially_copyable_v<NotTrivial>);
static_assert(meta::is_standard_layout_v<S> == std::is_standard_layout_v<S> &&
              meta::is_standard_layout_v<Mixed> == std::is_standard_layout_v<Mixed> &&
              !meta::is_standard_layout_v<Mixed>);

static_assert(meta::is_same_v<int, int> && !meta::is_same_v<int, const int> &&
              !meta::is_same_v<int, unsigned> && !meta::is_same_v<long, long long>);
static_assert(std::is_same_v<meta::enable_if_t<true, int>, int> &&
              std::is_same_v<meta::enable_if_t<true>, void>);
static_assert(meta::integral_constant<unsigned, 8>::value == 8u &&
              meta::integral_constant<unsigned, 8>{}() == 8u &&
              std::is_same_v<meta::integral_constant<unsigned, 8>::value_type, unsigned>);

// enable_if_t<false> is a substitution failure (SFINAE), not a hard error.
template <class T, meta::enable_if_t<meta::is_arithmetic_v<T>, int> = 0>
constexpr int pick(T) { return 1; }
template <class T, meta::enable_if_t<!meta::is_arithmetic_v<T>, int> = 0>
constexpr int pick(T) { return 2; }
static_assert(pick(3) == 1 && pick(S{}) == 2);
}  // namespace

QTEST(freestanding, meta_traits_agree_with_the_standard) {
  // Everything is checked at compile time; the lattice overloads still resolve.
  QCHECK_EQ(qnoise::perlin(qnoise::q16{70000}, qnoise::perlin_permutation),
            qnoise::perlin(qnoise::q16{70000}));
}
