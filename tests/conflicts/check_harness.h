// Runs the real front end and the conflict checker on a path, the way
// `munchkinc check` does, and renders the diagnostics as text with paths
// relative to the source tree (so goldens do not depend on the checkout).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "model/model.h"
#include "source/diagnostics.h"

namespace munchkinc::testing {

struct CheckRun {
  std::optional<model::Model> model;
  std::vector<Diagnostic> diagnostics;  // sorted
  std::string text;                     // clang-style, no colour
  std::size_t errors = 0;
  std::size_t warnings = 0;

  bool has(DiagCode code) const;
  std::size_t countOf(DiagCode code) const;
};

CheckRun checkPath(const std::string& path);

// The root of the source tree (MUNCHKIN_SOURCE_DIR), without a trailing slash.
std::string sourceDir();

std::string readFile(const std::string& path);
void writeFile(const std::string& path, const std::string& text);

}  // namespace munchkinc::testing
