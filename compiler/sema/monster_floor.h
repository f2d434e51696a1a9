// `floor N` after a `combat_bonus ... to monster` ("-5 to the monster; its
// Level cannot go below 1"): docs/semantics.md, Combat.
#pragma once

#include <optional>

#include "ast/ast.h"
#include "model/model.h"
#include "sema/analysis.h"

namespace munchkinc {

// Whether `action` says `floor` anywhere among its arguments.
bool saysFloor(const ast::Action& action);

// Takes `floor N` out of `action`'s arguments (so that the target's
// selector does not read it) and returns N. Reports E0340 for a floor with
// no whole number, one outside 0..100, or one said twice, and returns
// nothing then.
std::optional<int> takeFloor(ast::Action& action, Analysis& analysis);

// A floor stands only on a bonus to a monster that acts once (E0340).
bool floorPlaced(const ast::Action& action, const model::ActionStep& step, bool inWhile, Analysis& analysis);

}  // namespace munchkinc
