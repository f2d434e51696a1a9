// E1003: rewards for a fight arrive once it is over. Granting levels, extra
// Treasures or Treasure cards while a combat is going on breaks that.
//
// What stays legal: an enhancer's `treasures` field and a monster's own
// `treasures` count (they set the size of the reward, paid after the fight);
// `treasures` actions in `on combat_won` / `on monster_killed` (paid after the
// kill); fewer Treasures (`treasures -1`) at any time; drawing Doors.
#include "check/checks.h"
#include "check/rules.h"
#include "check/situations.h"

namespace munchkinc::check {
namespace {

// What the step hands out during a fight, or "" when it is no reward.
std::string reward(const model::ActionStep& step) {
  switch (step.action) {
    case Action::GainLevels: return "grants " + count(step.amount, "level");
    case Action::Treasures:
      return step.amount > 0 ? "adds " + count(step.amount, "extra Treasure") : std::string();
    case Action::Draw:
      return step.what == "treasure" ? "draws " + count(step.amount, "Treasure card") : std::string();
    default: return {};
  }
}

}  // namespace

void checkMidCombatRewards(CheckContext& context) {
  forEachStep(context.model(), [&](const model::Card& card, const model::Effect& effect, const model::ActionStep& step) {
    if (situationOf(effect) != Situation::DuringCombat) return;
    const std::string what = reward(step);
    if (what.empty()) return;
    context.breach(card, rules::kNoMidCombatRewards, DiagCode::E1003, step.range,
                   what + " in " + describeBlock(effect) + ", while the combat is still going on");
  });
}

}  // namespace munchkinc::check
