// Single steps of a turn and a fight, public for tests that run them one at a
// time (tests/conformance). Each does what the engine's own turn structure
// does at that point, nothing more.
#include "munchkin/engine.h"

#include "engine_internal.h"

namespace munchkin {

void Game::enterCombat(int seat, std::span<const CardId> monsters) {
  // As kickOpenTheDoor and startCombat begin a fight, and fight() goes on.
  beginCombat(seat);
  for (CardId monster : monsters) {
    if (combat.active) addMonster(monster);
  }
  if (combat.active) fireTrigger(Trigger::CombatStart, combat.fighter);
}

bool Game::offeredNow(int seat, CardId card) const {
  const Location at = where[card];
  if (at.zone != Zone::Hand || at.owner != seat || isOver()) return false;
  if (!combat.active) return seat == current ? canPlayOnOwnTurn(seat, card) : playableOffTurn(seat, card);
  return playableInFight(seat, card);  // what combatPlays offers every player
}

int Game::runAwayBonus(int seat) const {
  // As runAway reads it for the roll against the first monster of the fight.
  const bool monster = combat.active && !combat.monsters.empty();
  return runAwayBonus(seat, monster ? combat.monsters.front().card : kNoCard);
}

}  // namespace munchkin
