// Typing of the effect language: blocks, actions, targets, conditions.
#pragma once

#include <optional>

#include "ast/ast.h"
#include "model/model.h"
#include "sema/analysis.h"

namespace munchkinc {

std::optional<model::Effect> checkBlock(const ast::Block& block, const model::Card& card, Analysis& analysis);
// `victimKnown`: the condition belongs to a curse or to Bad Stuff, where
// `victim` names the player struck. `continuing`: it is a `while`'s, read at
// every moment, where `losing` is refused (E0339).
std::optional<model::Condition> checkCondition(const ast::Condition& condition, Analysis& analysis, bool victimKnown,
                                               bool continuing = false);

}  // namespace munchkinc
