// E1026: a card that cancels a curse as it is played (`play in_answer`) in a
// build with no curse dealt: the window never opens, so the card can never be
// played (docs/semantics.md, "Windows"). Cards of a rule module are exempt, as
// for E1022: a module is written to layer onto sets whose curses this build
// may lack.
#include <algorithm>
#include <set>
#include <string>

#include "check/checks.h"

namespace munchkinc::check {

void checkNothingToAnswer(CheckContext& context) {
  const auto& cards = context.model().cards;
  const bool curseDealt = std::any_of(cards.begin(), cards.end(), [](const model::Card& card) {
    return card.shape == Shape::Curse && card.copies > 0;
  });
  if (curseDealt) return;
  std::set<std::string> modules;
  for (const model::Unit& unit : context.model().units) {
    if (unit.isModule) modules.insert(unit.id);
  }
  for (const model::Card& card : cards) {
    if (modules.count(card.unit)) continue;
    for (const model::Effect& effect : card.effects) {
      if (effect.kind != model::Effect::Kind::Play || effect.timing != Timing::InAnswer) continue;
      context.diagnostics().report(DiagCode::E1026, effect.range,
                                   "'" + card.name + "' answers a curse as it is played, but no curse is dealt in "
                                   "this build: its 'in_answer' window never opens");
    }
  }
}

}  // namespace munchkinc::check
