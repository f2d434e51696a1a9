// Completion that knows where the cursor is: read from the text before it
// (which is usually mid-edit and does not parse), with the names in scope
// from the unit's last check.
#pragma once

#include <string>
#include <vector>

#include "model/model.h"

namespace munchkinc::lsp {

struct CompletionItem {
  std::string label;
  int kind = 14;  // LSP CompletionItemKind: 14 keyword
  std::string detail;
};

// What may be written at byte `offset` of `text`; `model` may be null (the
// unit has not been checked into a model), which leaves out declared names.
std::vector<CompletionItem> completionsAt(const std::string& text, std::uint32_t offset, const model::Model* model);

}  // namespace munchkinc::lsp
