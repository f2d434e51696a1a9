// `lose_item`'s selector: the words after the action's name that say which
// items go (docs/language.md, ITEMS).
#pragma once

#include <optional>
#include <string>

#include "ast/ast.h"
#include "model/model.h"
#include "sema/analysis.h"

namespace munchkinc {

// One word the action always took (`hands`, `big`, `choice`, `all`) stays a
// word, so that such cards build to the tables they always did; anything
// more is an ItemSelect.
struct ItemSelectorResult {
  std::string word;
  std::optional<model::ItemSelect> items;
};

// Reads the word and range arguments of `action` (its target is left to the
// caller). Reports every mistake and returns nothing when there is one.
std::optional<ItemSelectorResult> checkItemSelector(const ast::Action& action, Analysis& analysis);

}  // namespace munchkinc
