#include "fmt/canonical_text.h"
#include "lsp/features.h"
#include "source/input_file.h"

namespace munchkinc::lsp {

std::optional<std::string> formattedText(const std::string& path, const std::string& text) {
  // A scratch check of the one file: what it says is the check's to say, not formatting's.
  SourceManager sources;
  DiagnosticEngine diagnostics;
  const auto id = addSourceText(path, text, sources, diagnostics);
  if (!id) return std::nullopt;
  return canonicalText(*id, path, sources, diagnostics);
}

}  // namespace munchkinc::lsp
