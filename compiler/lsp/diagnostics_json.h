// munchkinc's diagnostics as LSP Diagnostic objects: ranges in the editor's
// positions, the code with a link to its explain page, notes as related
// information.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "source/diagnostics.h"
#include "source/source_manager.h"

namespace munchkinc::lsp {

// An LSP Range of a byte range of a file held by `sources`.
nlohmann::json rangeJson(const SourceManager& sources, SourceRange range);

// The Diagnostic object; `range` is where it is shown (its own range, or the
// start of the file for a diagnostic about a whole file).
nlohmann::json diagnosticJson(const Diagnostic& diagnostic, const SourceManager& sources);

// The file:// link to docs/explain/CODE.md as shipped (share/munchkin/explain),
// or empty when munchkinc has no such page beside it.
std::string explainUri(DiagCode code);

}  // namespace munchkinc::lsp
