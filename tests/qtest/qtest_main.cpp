// SPDX-License-Identifier: MIT
// qtest runner: runs every registered test (optionally only those whose
// "suite.name" contains argv[1]), prints one line per test and a final
// "N passed, M failed" line; exit code 1 if any test failed or the filter
// matched nothing.
#include "qtest.hpp"

namespace qtest {
namespace {

Test* g_head = nullptr;
Test* g_tail = nullptr;
const Test* g_current = nullptr;
bool g_current_failed = false;

bool contains(const char* text, const char* part) {
  for (; *text != '\0'; ++text) {
    const char* a = text;
    const char* b = part;
    while (*b != '\0' && *a == *b) {
      ++a;
      ++b;
    }
    if (*b == '\0') return true;
  }
  return *part == '\0';
}

// Match the filter against "suite.name" without building the string.
bool selected(const Test& t, const char* filter) {
  if (filter == nullptr) return true;
  char full[128];
  unsigned n = 0;
  for (const char* p = t.suite; *p != '\0' && n < sizeof full - 2; ++p) full[n++] = *p;
  full[n++] = '.';
  for (const char* p = t.name; *p != '\0' && n < sizeof full - 1; ++p) full[n++] = *p;
  full[n] = '\0';
  return contains(full, filter);
}

}  // namespace

void register_test(Test* t) {
  t->next = nullptr;
  if (g_tail != nullptr) {
    g_tail->next = t;
  } else {
    g_head = t;
  }
  g_tail = t;
}

void report_failure(const char* file, int line) {
  g_current_failed = true;
  print(file, ":", line, ": FAILED in ");
  if (g_current != nullptr) print(g_current->suite, ".", g_current->name);
  print("\n    ");
}

void print_unsigned(std::uint64_t v) {
  // Repeated subtraction of powers of ten: 64-bit division would need a
  // libgcc helper on 32-bit cores.
  std::uint64_t pow10[20];
  pow10[0] = 1;
  int top = 0;
  while (top < 19 && pow10[top] * 10u <= v) {
    pow10[top + 1] = pow10[top] * 10u;
    ++top;
  }
  for (int i = top; i >= 0; --i) {
    char d = '0';
    while (v >= pow10[i]) {
      v -= pow10[i];
      ++d;
    }
    print(d);
  }
}

}  // namespace qtest

int main(int argc, char** argv) {
  using namespace qtest;
  const char* filter = argc > 1 ? argv[1] : nullptr;
  int passed = 0;
  int failed = 0;
  for (Test* t = g_head; t != nullptr; t = t->next) {
    if (!selected(*t, filter)) continue;
    g_current = t;
    g_current_failed = false;
    t->fn();
    print(g_current_failed ? "[FAIL] " : "[ OK ] ", t->suite, ".", t->name, "\n");
    ++(g_current_failed ? failed : passed);
  }
  g_current = nullptr;
  print(passed, " passed, ", failed, " failed\n");
  if (filter != nullptr && passed + failed == 0) {
    print("no test matches \"", filter, "\"\n");  // a typo must not pass
    return 1;
  }
  return failed == 0 ? 0 : 1;
}
