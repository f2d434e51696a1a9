// E1007, E1008: with powers_within_level on, the total Rank of a player's
// Powers may not exceed their Level (rule powers_within_level).
// - E1007: a Power whose Rank exceeds the highest Level anyone plays at
//   (win_level - 1; reaching win_level ends the game) can never be in play.
// - E1008: `grant power_rank +N` lets Powers total more than the Level.
// With the parameter off, ranks limit nothing and neither check applies.
#include "check/checks.h"
#include "check/rules.h"

namespace munchkinc::check {

void checkPowerRanks(CheckContext& context) {
  const model::Model& model = context.model();
  if (model.param("powers_within_level") == 0) return;
  const int highestLevel = model.param("win_level", 10) - 1;
  for (const model::Card& card : model.cards) {
    if (card.shape == Shape::Power && card.rank > highestLevel) {
      context.breach(card, rules::kPowersWithinLevel, DiagCode::E1007, card.nameRange,
                     "has Rank " + std::to_string(card.rank) + ", but nobody plays above Level " +
                         std::to_string(highestLevel) + ", so it can never fit within a Level");
    }
  }
  forEachStep(model, [&](const model::Card& card, const model::Effect&, const model::ActionStep& step) {
    if (step.action != Action::Grant || step.what != "power_rank" || step.amount <= 0) return;
    context.breach(card, rules::kPowersWithinLevel, DiagCode::E1008, step.range,
                   "lets Powers total " + std::to_string(step.amount) + " Rank more than their owner's Level");
  });
}

}  // namespace munchkinc::check
