// E1003: the rewards for a fight (its levels and its Treasure) are collected
// once it is over (the rule sheets: "You cannot collect rewards for
// defeating a monster (e.g., Treasure, levels) in the middle of a combat").
// During a fight it flags:
// - a `gain_levels` that can raise a player (check/level_range.h), unless
//   it is a Go Up a Level card played (`levelup`, `play` block): those may
//   be played at any time, combat included (never for the winning level,
//   which E1004 guards);
// - drawing Treasure cards.
// Extra Treasure added to the fight (`treasures +N`, in any block) is not
// collected then: like an enhancer's `treasures`, it is paid with the
// fight's reward after it. Drawing Doors is no reward.
#include <algorithm>

#include "check/block_events.h"
#include "check/checks.h"
#include "check/rules.h"
#include "check/situations.h"

namespace munchkinc::check {
namespace {

bool mayReward(const model::ActionStep& step) {
  return step.action == Action::GainLevels || (step.action == Action::Draw && step.what == "treasure");
}

// What the step hands out during the fight, or "" when it is no reward.
std::string reward(const LevelRanges& levels, const model::Card& card, const model::Effect& effect,
                   const model::ActionStep& step, const LevelRange& holder, const model::AmountPlace& place) {
  const bool goUpALevel = card.shape == Shape::LevelUp && effect.kind == model::Effect::Kind::Play;
  if (step.action == Action::Draw) {
    const model::Interval amount = levels.amount(place, step);
    if (amount.high <= 0) return {};
    return "draws " + (step.computed ? computedCount(amount, "Treasure card") : count(step.amount, "Treasure card"));
  }
  if (goUpALevel) return {};
  const LevelRange before = levels.reached(effect, step, holder);
  if (!levels.highestRaise(place, step, before.levels)) return {};
  const model::Interval amount = levels.amount(place, step);
  return "grants " + (step.computed ? computedCount(amount, "level") : count(step.amount, "level"));
}

}  // namespace

void checkMidCombatRewards(CheckContext& context) {
  const LevelRanges levels(context.model());
  const BlockEvents events(context.model(), levels);
  for (const model::Card& card : context.model().cards) {
    for (const model::Effect& effect : card.effects) {
      if (situationOf(effect) != Situation::DuringCombat) continue;
      if (std::none_of(effect.steps.begin(), effect.steps.end(), mayReward)) continue;
      const std::vector<BlockState> states = events.walk(card, effect);
      for (std::size_t i = 0; i < effect.steps.size(); ++i) {
        const model::ActionStep& step = effect.steps[i];
        if (!mayReward(step)) continue;
        const std::string what = reward(levels, card, effect, step, states[i].holder, events.placeAt(effect, states[i]));
        if (what.empty()) continue;
        const std::string only = step.action == Action::Draw ? "" : " (only a Go Up a Level card may give a level during a fight)";
        context.breach(card, rules::kNoMidCombatRewards, DiagCode::E1003, step.range,
                       what + " in " + describeBlock(effect) + ", while the combat is still going on" + only);
      }
    }
  }
}

}  // namespace munchkinc::check
