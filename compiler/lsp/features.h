// What the server answers about a place in a document, each from one check
// of its unit: hover, go to definition, find references, the outline and
// formatting. Locations are returned with byte ranges; the server turns
// them into the editor's URIs and positions.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "lsp/symbol_index.h"
#include "lsp/unit_check.h"

namespace munchkinc::lsp {

struct HoverText {
  std::string markdown;
  SourceRange range;
};
std::optional<HoverText> hoverAt(const UnitCheck& check, const SymbolIndex& index, FileId file,
                                 std::uint32_t offset);

// Where the thing named at `offset` is declared (a `uses` target: its header).
std::vector<SourceRange> definitionAt(const SymbolIndex& index, FileId file, std::uint32_t offset);
std::vector<SourceRange> referencesAt(const SymbolIndex& index, FileId file, std::uint32_t offset,
                                      bool includeDeclaration);

// The outline of one file: its declarations, cards with their blocks.
struct OutlineEntry {
  std::string name;
  std::string detail;
  int symbolKind = 0;  // LSP SymbolKind
  SourceRange range, selection;
  std::vector<OutlineEntry> children;
};
std::vector<OutlineEntry> outlineOf(const UnitCheck& check, FileId file);

// The whole text `fmt` would give the document, or nothing when it cannot
// be formatted (a syntax error, or the formatter's own checks).
std::optional<std::string> formattedText(const std::string& path, const std::string& text);

}  // namespace munchkinc::lsp
