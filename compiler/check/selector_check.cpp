// E1012, E1013: a selector that no card or Level of the build lets match, so
// its action would be accepted and then never act. Sema refuses what a
// selector rules out by itself (E0321: `level >= 6 level <= 3`) and a monster
// name no monster has (E0115); these need the whole build:
//
// - E1012 selector-matches-no-monster: no monster card of the build meets
//   every filter of a monster selector at once (`kill_monster tag Undead
//   level >= 10` where every Undead is below Level 10);
// - E1013 selector-beyond-levels: a player selector's `level` filters keep
//   only Levels no player is at while the game lasts (LevelRanges::inPlay:
//   from 1 to win_level - 1, reaching win_level ends it).
//
// Cards of a rule module are exempt, as for E1022: a module is written for
// the monsters and Levels of every game it may be layered on.
#include <set>
#include <string>

#include "check/checks.h"
#include "check/level_range.h"
#include "check/selector_reach.h"

namespace munchkinc::check {
namespace {

std::string monsterFilters(const model::MonsterSelect& s) {
  std::string words;
  const auto add = [&](const std::string& w) { words += (words.empty() ? "" : " ") + w; };
  if (!s.tag.empty()) add("tag " + s.tag);
  if (!s.name.empty()) add("name \"" + s.name + "\"");
  if (s.level.min && s.level.max) {
    add("level " + std::to_string(*s.level.min) +
        (*s.level.min == *s.level.max ? std::string() : " to " + std::to_string(*s.level.max)));
  } else {
    if (s.level.min) add("level " + std::to_string(*s.level.min) + " or more");
    if (s.level.max) add("level " + std::to_string(*s.level.max) + " or less");
  }
  return words;
}

}  // namespace

void checkSelectors(CheckContext& context) {
  const model::Model& model = context.model();
  std::set<std::string> modules;
  for (const model::Unit& unit : model.units) {
    if (unit.isModule) modules.insert(unit.id);
  }
  const LevelRanges levels(model);
  const model::Interval inPlay = levels.inPlay();
  MonsterReach reach(model);
  forEachStep(model, [&](const model::Card& card, const model::Effect&, const model::ActionStep& step) {
    if (modules.count(card.unit)) return;
    if (step.monsters && reach.mostLevels(*step.monsters) == 0) {
      context.diagnostics().report(DiagCode::E1012, step.monsters->range,
                                   "'" + card.name + "' selects a monster with " + monsterFilters(*step.monsters) +
                                       ", and no monster of this build matches: the action could never act");
    }
    if (step.players) {
      const model::LevelBounds& level = step.players->level;
      const bool aboveAll = level.min && *level.min > inPlay.high;
      const bool belowAll = level.max && *level.max < inPlay.low;
      if (aboveAll || belowAll) {
        context.diagnostics().report(
            DiagCode::E1013, step.players->range,
            "'" + card.name + "' selects players " +
                (aboveAll ? "at Level " + std::to_string(*level.min) + " or more"
                          : "at Level " + std::to_string(*level.max) + " or less") +
                ", and " + levels.explain({inPlay, LevelSource::InPlay}) + ": the selector could never match");
      }
    }
  });
}

}  // namespace munchkinc::check
