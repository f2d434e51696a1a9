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

// What the step hands out during a fight, or "" when it is no reward. A
// computed number (docs/semantics.md, Amounts) is a reward when it can be
// positive.
std::string reward(const model::ActionStep& step, const model::AmountBounds& bounds, const model::Effect& effect) {
  model::Interval amount{step.amount, step.amount};
  if (step.computed) amount = bounds.of(*step.computed, amountPlace(effect));
  if (amount.high <= 0) return {};
  const auto counted = [&](const std::string& noun) {
    return step.computed ? computedCount(amount, noun) : count(step.amount, noun);
  };
  switch (step.action) {
    case Action::GainLevels: return "grants " + counted("level");
    case Action::Treasures: return "adds " + counted("extra Treasure");
    case Action::Draw: return step.what == "treasure" ? "draws " + counted("Treasure card") : std::string();
    default: return {};
  }
}

}  // namespace

void checkMidCombatRewards(CheckContext& context) {
  const model::AmountBounds bounds(context.model());
  forEachStep(context.model(), [&](const model::Card& card, const model::Effect& effect, const model::ActionStep& step) {
    if (situationOf(effect) != Situation::DuringCombat) return;
    const std::string what = reward(step, bounds, effect);
    if (what.empty()) return;
    context.breach(card, rules::kNoMidCombatRewards, DiagCode::E1003, step.range,
                   what + " in " + describeBlock(effect) + ", while the combat is still going on");
  });
}

}  // namespace munchkinc::check
