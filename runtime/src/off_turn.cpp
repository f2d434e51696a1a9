// Plays outside one's own turn: the others' windows of a turn
// (docs/semantics.md, "A turn"), where each player but the current one may
// play what their cards allow there and use their abilities.
#include "munchkin/engine.h"

#include "munchkin/bot.h"

namespace munchkin {

void Game::othersWindow() {
  const int n = playerCount();
  for (int step = 1; step < n && !isOver(); ++step) offTurnPlays((current + step) % n);
}

void Game::offTurnPlays(int seat) {
  const Player& p = players[static_cast<std::size_t>(seat)];
  Bot& bot = *bots_[static_cast<std::size_t>(seat)];
  CardId options[kMaxOptions];
  // A bound, as on the player's own turn.
  for (int round = 0; round < 32 && !isOver(); ++round) {
    int count = 0;
    for (CardId card : p.hand) {
      if (count < kMaxOptions && playableOffTurn(seat, card)) options[count++] = card;
    }
    // Mostly nothing in the hand may be played here, and the bot is not asked.
    if (count == 0) break;
    const int pick = bot.choose(*this, seat, Choice::OffTurnPlay, {options, static_cast<std::size_t>(count)});
    if (pick < 0 || pick >= count) break;
    const CardId card = options[pick];
    playCard(seat, card, shapeOf(card) == Shape::Curse ? curseVictim(seat, card) : seat);
  }
  if (!isOver()) offerAbilities(seat);
}

}  // namespace munchkin
