// E1014: an outright kill (`kill_monster`) hands the fighter the monster's
// levels without a fight, and rule win_by_kill keeps the levels from
// kill_level up for monsters killed in one. Flags a kill_monster that gives
// levels unless the fighter's Level before it (check/level_range.h: 1 to
// win_level - 1, narrowed by the block's condition and earlier actions) is
// low enough that the largest `levels` it could give stays below kill_level. With a monster
// selector (`kill_monster tag Undead`), only the monsters of the build it
// keeps can be the one killed, so only their levels count.
#include <algorithm>

#include "check/block_events.h"
#include "check/checks.h"
#include "check/rules.h"
#include "check/selector_reach.h"
#include "check/situations.h"

namespace munchkinc::check {
namespace {

// Whether the step kills a monster for its levels (not for the Treasure only).
bool killsForLevels(const model::ActionStep& step) {
  return step.action == Action::KillMonster &&
         std::find(step.flags.begin(), step.flags.end(), "treasure_only") == step.flags.end();
}

}  // namespace

void checkOutrightKills(CheckContext& context) {
  const model::Model& model = context.model();
  const LevelRanges levelRanges(model);
  const BlockEvents events(model, levelRanges);
  const int killLevel = levelRanges.killLevel();
  const std::string needsAKill = killLevel == levelRanges.winLevel()
                                     ? "Level " + std::to_string(killLevel) + " is the winning level"
                                     : "from Level " + std::to_string(killLevel) + " (kill_level) up, levels come only from a kill";
  // The most levels any monster of the build gives for its kill.
  int mostLevels = 1;
  for (const model::Card& card : model.cards) {
    if (card.shape == Shape::Monster) mostLevels = std::max(mostLevels, card.levels);
  }
  MonsterReach reach(model);
  for (const model::Card& card : model.cards) {
    for (const model::Effect& effect : card.effects) {
      if (std::none_of(effect.steps.begin(), effect.steps.end(), killsForLevels)) continue;
      const std::vector<BlockState> states = events.walk(card, effect);
      for (std::size_t i = 0; i < effect.steps.size(); ++i) {
        const model::ActionStep& step = effect.steps[i];
        if (!killsForLevels(step)) continue;
        // A selector picks among the build's monsters that match it (in a
        // monster's own block too); without one, in a monster's own block,
        // that monster is the one killed.
        const std::optional<int> selected =
            step.monsters ? std::optional<int>(reach.mostLevels(*step.monsters)) : std::nullopt;
        const int levels = selected ? *selected : card.shape == Shape::Monster ? card.levels : mostLevels;
        if (levels == 0) continue;  // the selector keeps no monster of the build (E1012)
        // The fighter is the block's holder: their Level where the block's actions leave it.
        const LevelRange& fighter = states[i].holder;
        if (fighter.levels.low > fighter.levels.high || fighter.levels.high + levels < killLevel) continue;
        const std::int64_t from = std::max<std::int64_t>(fighter.levels.low, killLevel - levels);
        context.breach(card, rules::kWinByKill, DiagCode::E1014, step.range,
                       "kills a monster outright, without a fight: " + std::string(selected ? "the " : "its ") +
                           count(levels, "level") + (selected ? " of a monster it selects" : "") +
                           " can take a player at Level " + std::to_string(from) + " to Level " +
                           std::to_string(from + levels) + " (" + levelRanges.explain(fighter) + "), and " + needsAKill);
      }
    }
  }
}

}  // namespace munchkinc::check
