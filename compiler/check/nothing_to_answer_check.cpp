// E1026: a card that cancels a curse as it is played (`play in_answer`) in a
// build with no curse dealt: the window never opens, so the card can never be
// played (docs/semantics.md, "Windows").
#include <algorithm>

#include "check/checks.h"

namespace munchkinc::check {

void checkNothingToAnswer(CheckContext& context) {
  const auto& cards = context.model().cards;
  const bool curseDealt = std::any_of(cards.begin(), cards.end(), [](const model::Card& card) {
    return card.shape == Shape::Curse && card.copies > 0;
  });
  if (curseDealt) return;
  for (const model::Card& card : cards) {
    for (const model::Effect& effect : card.effects) {
      if (effect.kind != model::Effect::Kind::Play || effect.timing != Timing::InAnswer) continue;
      context.diagnostics().report(DiagCode::E1026, effect.range,
                                   "'" + card.name + "' answers a curse as it is played, but no curse is dealt in "
                                   "this build: its 'in_answer' window never opens");
    }
  }
}

}  // namespace munchkinc::check
