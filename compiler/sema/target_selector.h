// The filters after a target (`to all_players class Cleric`, `to
// highest_level all except self`) and on the monster an action picks (`cancel
// monster tag Undead all`, `kill_monster level <= 4`): docs/language.md,
// "Player selectors" and "Monster selectors".
#pragma once

#include <optional>
#include <span>

#include "ast/ast.h"
#include "model/model.h"
#include "sema/analysis.h"

namespace munchkinc {

// Reads the filters in `args` (words, strings and comparisons) for a player
// target `target`. Reports every mistake and returns nothing when there is one.
std::optional<model::PlayerSelect> checkPlayerSelector(std::span<const ast::ActionArg* const> args, Target target,
                                                       Analysis& analysis);

// The same for the monsters an action picks among.
std::optional<model::MonsterSelect> checkMonsterSelector(std::span<const ast::ActionArg* const> args,
                                                         Analysis& analysis);

}  // namespace munchkinc
