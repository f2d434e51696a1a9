// E1014: an outright kill (`kill_monster`) hands the fighter the monster's
// levels without a fight, and rule win_by_kill keeps the levels from
// kill_level up for monsters killed in one. Flags a kill_monster that gives
// levels unless its condition bounds the player's Level low enough that the
// largest `levels` it could give stays below kill_level. With a monster
// selector (`kill_monster tag Undead`), only the monsters of the build it
// keeps can be the one killed, so only their levels count.
#include <algorithm>

#include "check/checks.h"
#include "check/rules.h"
#include "check/selector_reach.h"
#include "check/situations.h"

namespace munchkinc::check {

void checkOutrightKills(CheckContext& context) {
  const model::Model& model = context.model();
  const int killLevel = model.param("kill_level", model.param("win_level", 10));
  // The most levels any monster of the build gives for its kill.
  int mostLevels = 1;
  for (const model::Card& card : model.cards) {
    if (card.shape == Shape::Monster) mostLevels = std::max(mostLevels, card.levels);
  }
  MonsterReach reach(model);
  forEachStep(model, [&](const model::Card& card, const model::Effect& effect, const model::ActionStep& step) {
    if (step.action != Action::KillMonster ||
        std::find(step.flags.begin(), step.flags.end(), "treasure_only") != step.flags.end()) {
      return;
    }
    // A selector picks among the build's monsters that match it (in a
    // monster's own block too); without one, in a monster's own block, that
    // monster is the one killed.
    const std::optional<int> selected = step.monsters ? std::optional<int>(reach.mostLevels(*step.monsters)) : std::nullopt;
    const int levels = selected ? *selected : card.shape == Shape::Monster ? card.levels : mostLevels;
    if (levels == 0) return;  // the selector keeps no monster of the build (E1012)
    const std::optional<int> level = upperBound(effect.condition, Predicate::Level);
    if (level && *level + levels < killLevel) return;
    const int reaching = std::max(1, killLevel - levels);
    context.breach(card, rules::kWinByKill, DiagCode::E1014, step.range,
                   "kills a monster outright, without a fight: " + std::string(selected ? "the " : "its ") +
                       count(levels, "level") + (selected ? " of a monster it selects" : "") +
                       " can take a player at Level " + std::to_string(reaching) + " to Level " +
                       std::to_string(killLevel) + " (kill_level)");
  });
}

}  // namespace munchkinc::check
