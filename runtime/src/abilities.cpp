// The `play` blocks of cards that stay in play are abilities: their holder
// uses them when the timing fits, as often as the limit allows
// (docs/semantics.md, "play" and "Timings and limits").
#include "munchkin/engine.h"

namespace munchkin {
namespace {

bool timingFits(const Game& game, int seat, const EffectDef& effect) {
  if (effect.ownTurnOnly && seat != game.current) return false;
  switch (effect.timing) {
    case Timing::AnyTime: return true;
    case Timing::OwnTurn: return seat == game.current;
    case Timing::InCombat: return game.combat.active;
    case Timing::OutsideCombat: return !game.combat.active;
  }
  return false;
}

// Whether one of the block's actions changes a fight, so that the block means
// something only while one is under way ("Combat values outside a combat").
bool changesAFight(const Game& game, const EffectDef& effect) {
  const SetTables& t = game.set().tables();
  for (std::uint32_t a = 0; a < effect.actions.count; ++a) {
    switch (t.actions[effect.actions.first + a].action) {
      case Action::CombatBonus:
      case Action::RunAway:
      case Action::AutoEscape:
      case Action::Treasures:
      case Action::AddMonster:
      case Action::ForceHelp: return true;
      case Action::Cancel: {
        const ActionDef& action = t.actions[effect.actions.first + a];
        const Selector selector = action.what != kNoName ? game.set().name(action.what).selector : Selector::None;
        if (selector == Selector::BadStuff || selector == Selector::Monster) return true;
        break;
      }
      default: break;
    }
  }
  return false;
}

}  // namespace

bool Game::abilityCardInForce(int seat, CardId card) const {
  const Location at = where[card];
  if (at.zone != Zone::InPlay || at.owner != seat) return false;
  switch (shapeOf(card)) {
    case Shape::Item: return itemInUse(seat, card);
    case Shape::Feat: return featPlayableNow(seat, card);
    default: return true;
  }
}

bool Game::mayUseAbility(int seat, Ability ability) const {
  const CardDef& d = def(ability.card);
  if (ability.block >= d.effects.count || !abilityCardInForce(seat, ability.card)) return false;
  const EffectDef& effect = set_.tables().effects[d.effects.first + ability.block];
  if (effect.kind != EffectKind::Play || !timingFits(*this, seat, effect)) return false;
  if (!combat.active && changesAFight(*this, effect)) return false;
  if (limitUsed(ability.card, ability.block, effect.limit)) return false;
  return conditionHolds(effect.condition, {seat, seat, ability.card});
}

void Game::useAbility(int seat, Ability ability) {
  const CardDef& d = def(ability.card);
  const EffectDef& effect = set_.tables().effects[d.effects.first + ability.block];
  markLimitUsed(ability.card, ability.block, effect.limit);
  countBlockRun(d.effects.first + ability.block);
  runActions(effect.actions, {seat, seat, ability.card});
}

}  // namespace munchkin
