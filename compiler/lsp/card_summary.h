// A card as it will play, in Markdown for an editor's hover: its kind, its
// numbers, and what each block does in words (the sheets' effect text).
#pragma once

#include <string>

#include "model/model.h"

namespace munchkinc::lsp {

std::string cardSummary(const model::Model& model, const model::Card& card);

}  // namespace munchkinc::lsp
