// SPDX-License-Identifier: MIT
/// \file
/// Self-test input for ctest -L docs (docs_selftest): a public function without a
/// comment, which the reference check must refuse with "is not documented".
#ifndef QNOISE_TESTS_DOCS_BAD_UNDOCUMENTED_HPP
#define QNOISE_TESTS_DOCS_BAD_UNDOCUMENTED_HPP

namespace qnoise {
inline int undocumented_for_the_docs_selftest(int x) noexcept { return x; }
}  // namespace qnoise

#endif
