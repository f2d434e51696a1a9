// When an effect happens, in the terms the core rules care about, and what
// its condition guarantees. Shared by the checks so that "during combat" or
// "after a kill" means the same thing everywhere.
#pragma once

#include <optional>
#include <string>

#include "model/amount_range.h"
#include "model/model.h"

namespace munchkinc::check {

enum class Situation {
  DuringCombat,  // on combat_start/helping, play in_combat, or a block whose condition needs in_combat
  AfterKill,     // on combat_won/monster_killed: the fight was won
  AfterNoKill,   // on escaped/combat_lost/caught, or Bad Stuff: the fight ended without a kill
  Other,         // anything else: a player's turn, an event outside combat
};

Situation situationOf(const model::Effect& effect);

// "its 'on escaped' block", "its 'play in_combat' block", ...
std::string describeBlock(const model::Effect& effect);

// Whether the condition, whatever else it says, demands `predicate` of the
// card's holder (a top-level `and` operand such as `in_combat`).
bool demands(const std::optional<model::Condition>& condition, Predicate predicate);

// Whether two conditions can never hold at once (`in_combat` against
// `not in_combat`, `level >= 8` against `level < 5`). Conservative: false
// whenever in doubt. A missing condition always holds.
bool exclusive(const std::optional<model::Condition>& a, const std::optional<model::Condition>& b);

bool sameCondition(const model::Condition& a, const model::Condition& b);

// "1 level", "3 levels"
std::string count(int amount, const std::string& noun);

// Where a computed amount of `effect` is read (docs/semantics.md, Amounts):
// whether a fight can be under way, and what the block's condition says of
// its `self`'s Level.
model::AmountPlace amountPlace(const model::Effect& effect);

// "a computed number of levels": how a message names a computed amount.
std::string computedCount(const model::Interval& range, const std::string& noun);

}  // namespace munchkinc::check
