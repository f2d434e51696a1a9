#include "fmt/canonical_text.h"

#include "fmt/formatter.h"

namespace munchkinc {

std::optional<std::string> canonicalText(FileId id, const std::string& path, const SourceManager& sources,
                                         DiagnosticEngine& diagnostics, ParseStats* stats) {
  const ast::File tree = parseFile(id, sources, diagnostics, stats);
  if (!tree.parsed) return std::nullopt;  // its syntax errors are reported
  std::string formatted = formatFile(tree);
  if (formatted == sources.text(id)) return formatted;

  SourceManager scratch;
  DiagnosticEngine scratchDiagnostics;
  const FileId again = scratch.add(path, formatted);
  const ast::File reparsed = parseFile(again, scratch, scratchDiagnostics);
  if (!reparsed.parsed || !ast::sameTree(tree, reparsed)) {
    diagnostics.reportFile(DiagCode::E0001, path, "internal error: formatting '" + path +
                                                      "' would change its meaning; the file was left unchanged");
    return std::nullopt;
  }
  if (const auto missing = ast::firstCommentDifference(tree, reparsed)) {
    const std::string message = "fmt could not keep this comment in place; '" + path + "' was left unchanged";
    if (*missing < tree.comments.size()) {
      diagnostics.report(DiagCode::E0020, tree.comments[*missing].range, message);
    } else {
      diagnostics.reportFile(DiagCode::E0020, path, "fmt would add a comment to '" + path +
                                                        "'; the file was left unchanged");
    }
    return std::nullopt;
  }
  return formatted;
}

}  // namespace munchkinc
