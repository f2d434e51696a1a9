// E1027: a block that acts only if the fighter is losing (`if losing`), where
// no fight can be losing: outside a fight, or once the fight is won
// (docs/semantics.md, Predicates: `losing`). Its actions never happen.
#include "check/checks.h"
#include "check/situations.h"

namespace munchkinc::check {
namespace {

// Why `losing` can never hold where `effect` acts; empty when it can.
std::string neverLosing(const model::Effect& effect) {
  using T = Trigger;
  if (effect.kind == model::Effect::Kind::Play && effect.timing == Timing::OutsideCombat) {
    return "a 'play outside_combat' block acts only while no fight is under way";
  }
  if (effect.kind != model::Effect::Kind::On) return {};
  switch (effect.trigger) {
    case T::TurnStart:
    case T::TurnEnd:
    case T::DoorKicked: return describeBlock(effect) + " acts while no fight is under way";
    case T::CombatWon:
    case T::MonsterKilled: return describeBlock(effect) + " acts once the fight is won";
    default: return {};
  }
}

}  // namespace

void checkLosingConditions(CheckContext& context) {
  for (const model::Card& card : context.model().cards) {
    for (const model::Effect& effect : card.effects) {
      if (!demands(effect.condition, Predicate::Losing)) continue;
      const std::string why = neverLosing(effect);
      if (why.empty()) continue;
      context.diagnostics().report(DiagCode::E1027, effect.condition->range,
                                   "'" + card.name + "' acts only while the fighter is losing, but " + why +
                                       ", so 'losing' never holds there");
    }
  }
}

}  // namespace munchkinc::check
