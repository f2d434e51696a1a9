// Single steps of a turn and a fight, public for tests that run them one at a
// time (tests/conformance). Each does what the engine's own turn structure
// does at that point, nothing more.
#include "munchkin/engine.h"

#include "engine_internal.h"

namespace munchkin {

void Game::enterCombat(int seat, std::span<const CardId> monsters) {
  // As kickOpenTheDoor and startCombat begin a fight, and fight() goes on.
  beginCombat(seat);
  for (CardId monster : monsters) addMonster(monster);
  fireTrigger(Trigger::CombatStart, combat.fighter);
}

bool Game::offeredNow(int seat, CardId card) const {
  const Location at = where[card];
  if (at.zone != Zone::Hand || at.owner != seat || isOver()) return false;
  const Shape shape = shapeOf(card);
  if (!combat.active) return seat == current && canPlayOnOwnTurn(seat, card);
  // Keep in step with combatPlays, which builds these lists.
  if (seat == combat.fighter) {
    return shape == Shape::Enhancer ? facts(card).bonus < 0
                                    : (shape == Shape::OneShot || shape == Shape::Sidekick || shape == Shape::Special) &&
                                          canPlayNow(seat, card, true);
  }
  if (seat == combat.helper) return false;
  if (shape == Shape::Curse || (shape == Shape::Enhancer && facts(card).bonus >= 0)) return true;
  const Player& p = players[static_cast<std::size_t>(seat)];
  if (facts(card).addsMonster) {
    for (CardId other : p.hand) {
      if (shapeOf(other) == Shape::Monster) return true;
    }
  }
  if (params().undeadHorde && shape == Shape::Monster && info(card).joinsHorde) {
    for (const CombatMonster& m : combat.monsters) {
      if (info(m.card).joinsHorde && (info(m.card).tagMask & info(card).tagMask)) return true;
    }
  }
  return false;
}

int Game::runAwayBonus(int seat) const {
  // As runAway reads it for each player of the side.
  return (combat.active ? combat.runAwayBonus : 0) + runAwayBonusInPlay(*this, seat);
}

}  // namespace munchkin
