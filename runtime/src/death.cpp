// What death means beyond the looting (docs/semantics.md, Death): the dead
// stay dead until the next player begins a turn, the deaths of one event open
// one Seal, and a dead player starts their next turn with a new hand.
#include "munchkin/engine.h"

namespace munchkin {

void Game::sealForDeath(int seat) {
  if (params().sealsToEnd <= 0) return;
  ++deathsInEvent_;
  lastDead_ = seat;
  // Within a combat or a card's blocks the Seal waits until every death of it is known.
  if (deathEventDepth_ == 0 && !combat.active) openDeathSeal();
}

void Game::openDeathSeal() {
  // The rule sheets (Apocalypse, Opening a Seal): a dead munchkin opens a Seal
  // after the looting; several deaths in one event open one, by the current player.
  const int opener = deathsInEvent_ == 1 ? lastDead_ : current;
  deathsInEvent_ = 0;
  lastDead_ = -1;
  openSeal(opener);
}

void Game::reviveAtTurnStart(int seat) {
  deadSeats_ = 0;
  const auto bit = static_cast<std::uint8_t>(1u << seat);
  if (!(newHandDue_ & bit)) return;
  newHandDue_ = static_cast<std::uint8_t>(newHandDue_ & ~bit);
  const std::size_t before = players[static_cast<std::size_t>(seat)].hand.size();
  drawStartingHand(seat);
  if (log && log->enabled()) {
    const auto drawn = static_cast<int>(players[static_cast<std::size_t>(seat)].hand.size() - before);
    log->begin(turn, seat) << "draws a new hand of " << Count{drawn, "card"} << ", having died since the last turn";
    log->end();
  }
  // "Just as when you started the game": the cards that may be played then.
  ownTurnPlays(seat);
}

}  // namespace munchkin
