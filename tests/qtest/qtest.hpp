// SPDX-License-Identifier: MIT
// qtest: a minimal freestanding test framework for host and Cortex-M.
// No heap, no iostream, no exceptions; output goes through qnoise_port.
//
//   #include "qtest.hpp"
//   QTEST(fixed, add) {
//     QCHECK_EQ(1 + 1, 2);
//     QCHECK_LT(a, b);          // on failure prints both values and file:line
//   }
//
// Checks are non-fatal (the test continues, like gtest's EXPECT_*); use
// `return;` after a failed QCHECK if continuing makes no sense. Integer
// comparisons are value-correct across signedness (like C++20 cmp_less), so
// QCHECK_LT(-1, 0u) holds. Other types need the operator and print as "?".
// qtest_main.cpp runs every test and prints "N passed, M failed".
#ifndef QNOISE_QTEST_HPP
#define QNOISE_QTEST_HPP

#include <cstdint>
#include <type_traits>

#include "qnoise_port/port.hpp"

namespace qtest {

// ----------------------------------------------------------------- output
inline void print(const char* s) { qnoise_port::console_puts(s); }
inline void print(char c) { qnoise_port::console_write(&c, 1); }
inline void print(bool b) { print(b ? "true" : "false"); }
void print_unsigned(std::uint64_t v);  // in qtest_main.cpp (full uint64 range)

template <class T, std::enable_if_t<std::is_integral<T>::value, int> = 0>
void print(T v) {
  if constexpr (std::is_signed<T>::value) {
    qnoise_port::console_put_int(static_cast<std::int64_t>(v));
  } else {
    print_unsigned(static_cast<std::uint64_t>(v));
  }
}
template <class T, std::enable_if_t<std::is_enum<T>::value, int> = 0>
void print(T v) {
  print(static_cast<std::underlying_type_t<T>>(v));
}

/// Print several values in a row: qtest::print("n = ", n, "\n");
template <class A, class B, class... Rest>
void print(const A& a, const B& b, const Rest&... rest) {
  print(a);
  print(b, rest...);
}

/// Print a value if it is printable, "?" otherwise (used by failed checks).
template <class T>
void print_value(const T& v) {
  if constexpr (std::is_integral<T>::value || std::is_enum<T>::value) {
    print(v);
  } else if constexpr (std::is_pointer<T>::value) {
    print("(pointer)");
  } else {
    print("?");
  }
}

// ----------------------------------------------------------------- registry
struct Test {
  const char* suite;
  const char* name;
  void (*fn)();
  Test* next;
};

/// Appends to a static linked list; called from static constructors, so
/// tests run in definition order within a file.
void register_test(Test* t);

/// Called by failed checks: prints the location, marks the current test.
void report_failure(const char* file, int line);

// ----------------------------------------------------------------- compare
namespace detail {

template <class T>
constexpr bool is_int = std::is_integral<T>::value && !std::is_same<T, bool>::value;

template <class A, class B>
constexpr bool equal(const A& a, const B& b) {
  if constexpr (is_int<A> && is_int<B>) {
    if constexpr (std::is_signed<A>::value == std::is_signed<B>::value) {
      return a == b;
    } else if constexpr (std::is_signed<A>::value) {
      return a >= 0 && static_cast<std::make_unsigned_t<A>>(a) == b;
    } else {
      return b >= 0 && a == static_cast<std::make_unsigned_t<B>>(b);
    }
  } else {
    return a == b;
  }
}

template <class A, class B>
constexpr bool less(const A& a, const B& b) {
  if constexpr (is_int<A> && is_int<B>) {
    if constexpr (std::is_signed<A>::value == std::is_signed<B>::value) {
      return a < b;
    } else if constexpr (std::is_signed<A>::value) {
      return a < 0 || static_cast<std::make_unsigned_t<A>>(a) < b;
    } else {
      return b >= 0 && a < static_cast<std::make_unsigned_t<B>>(b);
    }
  } else {
    return a < b;
  }
}

template <class A, class B>
bool check_op(bool ok, const A& a, const B& b, const char* op, const char* sa,
              const char* sb, const char* file, int line) {
  if (ok) return true;
  report_failure(file, line);
  print("expected ", sa, " ", op, " ", sb, "\n    ", sa, " = ");
  print_value(a);
  print("\n    ", sb, " = ");
  print_value(b);
  print("\n");
  return false;
}

}  // namespace detail
}  // namespace qtest

/// Define and register a test: QTEST(suite, name) { ...checks... }
#define QTEST(suite, name)                                                    \
  static void qtest_##suite##_##name();                                       \
  static ::qtest::Test qtest_rec_##suite##_##name{#suite, #name,              \
                                                  &qtest_##suite##_##name,    \
                                                  nullptr};                   \
  [[maybe_unused]] static const bool qtest_reg_##suite##_##name =                           \
      (::qtest::register_test(&qtest_rec_##suite##_##name), true);            \
  static void qtest_##suite##_##name()

/// Check a condition; on failure print it with file:line. Evaluates to the
/// result, so `if (!QCHECK(p)) return;` works.
#define QCHECK(cond)                                                    \
  ((cond) ? true                                                        \
          : (::qtest::report_failure(__FILE__, __LINE__),               \
             ::qtest::print("expected: " #cond "\n"), false))

#define QTEST_CMP_(a, b, op, expr)                                      \
  [&](const auto& qa_, const auto& qb_) {                               \
    return ::qtest::detail::check_op(expr, qa_, qb_, op, #a, #b,        \
                                     __FILE__, __LINE__);               \
  }((a), (b))

#define QCHECK_EQ(a, b) QTEST_CMP_(a, b, "==", ::qtest::detail::equal(qa_, qb_))
#define QCHECK_NE(a, b) QTEST_CMP_(a, b, "!=", !::qtest::detail::equal(qa_, qb_))
#define QCHECK_LT(a, b) QTEST_CMP_(a, b, "<", ::qtest::detail::less(qa_, qb_))
#define QCHECK_LE(a, b) QTEST_CMP_(a, b, "<=", !::qtest::detail::less(qb_, qa_))
#define QCHECK_GT(a, b) QTEST_CMP_(a, b, ">", ::qtest::detail::less(qb_, qa_))
#define QCHECK_GE(a, b) QTEST_CMP_(a, b, ">=", !::qtest::detail::less(qa_, qb_))

/// Unconditional failure with a message.
#define QFAIL(msg) \
  (::qtest::report_failure(__FILE__, __LINE__), ::qtest::print(msg, "\n"))

#endif  // QNOISE_QTEST_HPP
