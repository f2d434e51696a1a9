// Plays outside one's own turn: the others' windows of a turn
// (docs/semantics.md, "A turn"), where each player but the current one may
// play what their cards allow there and use their abilities.
#include "munchkin/engine.h"

#include "munchkin/bot.h"

namespace munchkin {

void Game::othersWindow() {
  // Mostly a player holds nothing that may act here, and is not asked at
  // all; often nobody but the current player does, and the window is empty.
  if (((offTurnHandSeats_ | (offTurnAbilitySeats_ & ~declineStands_)) & ~(1u << current)) == 0) return;
  const int n = playerCount();
  for (int step = 1; step < n && !isOver(); ++step) {
    const int seat = (current + step) % n;
    if ((offTurnHandSeats_ >> seat) & 1u) offTurnPlays(seat);
    // Abilities only when some card in play has one that may act here. The
    // bot mostly declines them all (Bot::declines): asked here, that costs
    // no call of offerAbilities, and a decline that stands is not asked again.
    if (((offTurnAbilitySeats_ >> seat) & 1u) && !isOver() && !declinesAbilitiesOutsideFight(seat)) {
      offerAbilities(seat, /*sideAsked=*/false, /*undeclined=*/true);
    }
  }
}

void Game::offTurnPlays(int seat) {
  const Player& p = players[static_cast<std::size_t>(seat)];
  Bot& bot = *bots_[static_cast<std::size_t>(seat)];
  // A bound, as on the player's own turn.
  for (int round = 0; round < 32 && offTurnInHand_[seat] > 0 && !isOver(); ++round) {
    const int pick = bot.chooseOffTurnPlay(*this, seat, p.hand);
    if (pick < 0 || pick >= static_cast<int>(p.hand.size())) break;
    const CardId card = p.hand[static_cast<std::size_t>(pick)];
    playCard(seat, card, shapeOf(card) == Shape::Curse ? curseVictim(seat, card) : seat);
  }
}

}  // namespace munchkin
