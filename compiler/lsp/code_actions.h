// Edits that fix a diagnostic for certain: the fix-its munchkinc attaches (a
// missing `;` or `}`, a misspelt block word, a missing `uses core;`) and the
// replacement a "did you mean" names, when the misspelt word occurs once in
// the diagnostic's range.
#pragma once

#include <string>
#include <vector>

#include "source/diagnostics.h"
#include "source/source_manager.h"

namespace munchkinc::lsp {

struct QuickFix {
  std::string title;
  const Diagnostic* diagnostic = nullptr;
  std::vector<FixIt> edits;
};

// The fixes for the diagnostics of `file` whose range meets [begin, end].
std::vector<QuickFix> quickFixes(const DiagnosticEngine& diagnostics, const SourceManager& sources, FileId file,
                                 std::uint32_t begin, std::uint32_t end);

}  // namespace munchkinc::lsp
