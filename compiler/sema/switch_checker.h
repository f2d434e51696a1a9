// The switches (docs/language.md, Switches): `ignore level`, `count_only
// armor`, `double_strength`, `forbid run_away|help`, `ignore drawbacks
// SHAPE`, `ignore restrictions`. Their words and targets follow rules of
// their own, checked here rather than by the generic action arguments.
#pragma once

#include <optional>

#include "ast/ast.h"
#include "model/model.h"
#include "sema/analysis.h"

namespace munchkinc {

bool isSwitch(Action action);
// `ignore drawbacks` and `ignore restrictions`: who may use which item.
bool isLastingSwitch(const model::ActionStep& step);

// Where a switch stands: its card and block.
struct SwitchPlace {
  const model::Card& card;
  ast::Block::Kind block;
  bool blockHasCondition = false;
};

// Reads the arguments of the switch `a` into `step` (whose target holds the
// block's default). Reports every mistake and returns false when there is one.
bool checkSwitch(const ast::Action& a, model::ActionStep& step, const SwitchPlace& place, Analysis& analysis);

// E0330: the same switch twice on one card, for the same target and in
// blocks that act at the same moments.
void refuseSwitchesSaidTwice(const model::Card& card, Analysis& analysis);

}  // namespace munchkinc
