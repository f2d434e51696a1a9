// The unified diff `munchkinc fmt --check` prints: what formatting would
// change, in the form `patch -p1` and `git apply` read.
#pragma once

#include <string>

namespace munchkinc {

// `--- a/PATH`, `+++ b/PATH`, then `@@` hunks with three lines of context;
// empty when the texts are equal. A last line without a line break is
// marked `\ No newline at end of file`, as diff -u does.
std::string unifiedDiff(const std::string& before, const std::string& after, const std::string& path);

}  // namespace munchkinc
