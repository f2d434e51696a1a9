// Renders diagnostics the way clang does (or as JSON for tools).
#pragma once

#include <ostream>
#include <vector>

#include "source/diagnostics.h"

namespace munchkinc {

enum class DiagnosticFormat { Text, Json };

struct PrintOptions {
  DiagnosticFormat format = DiagnosticFormat::Text;
  bool color = false;
};

void printDiagnostics(std::ostream& out, const std::vector<Diagnostic>& diagnostics,
                      const SourceManager& sources, const PrintOptions& options);

// `"text"` with JSON escapes; shared by every JSON writer in the compiler.
std::string jsonString(std::string_view text);

}  // namespace munchkinc
