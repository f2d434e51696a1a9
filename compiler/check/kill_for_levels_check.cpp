// E1002: after a combat, levels come only from a kill. A level action that
// can raise a player (check/level_range.h: its amount, written or computed,
// and its `max` against the Level before it) when a fight ended without one
// (escaping, losing, being caught, Bad Stuff) breaks it.
#include <algorithm>

#include "check/block_events.h"
#include "check/checks.h"
#include "check/rules.h"
#include "check/situations.h"

namespace munchkinc::check {

void checkKillForLevels(CheckContext& context) {
  const LevelRanges levels(context.model());
  const BlockEvents events(context.model(), levels);
  for (const model::Card& card : context.model().cards) {
    for (const model::Effect& effect : card.effects) {
      if (situationOf(effect) != Situation::AfterNoKill) continue;
      const auto gains = [](const model::ActionStep& step) { return step.action == Action::GainLevels; };
      if (std::none_of(effect.steps.begin(), effect.steps.end(), gains)) continue;
      const std::vector<BlockState> states = events.walk(card, effect);
      for (std::size_t i = 0; i < effect.steps.size(); ++i) {
        const model::ActionStep& step = effect.steps[i];
        if (!gains(step)) continue;
        const LevelRange before = levels.reached(effect, step, states[i].holder);
        const model::AmountPlace place = events.placeAt(effect, states[i]);
        if (!levels.highestRaise(place, step, before.levels)) continue;
        const model::Interval amount = levels.amount(place, step);
        context.breach(card, rules::kKillForLevels, DiagCode::E1002, step.range,
                       "grants " + (step.computed ? computedCount(amount, "level") : count(step.amount, "level")) +
                           " in " + describeBlock(effect) + ", after a combat that ended without a kill");
      }
    }
  }
}

}  // namespace munchkinc::check
