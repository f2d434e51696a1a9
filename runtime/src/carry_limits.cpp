// Carrying limits that can break after the fact: when whatever let a player
// carry an extra Big item goes away (a Power discarded as Level drops, the
// granting item lost or stolen), the player must shed the excess at once.
#include "munchkin/engine.h"

#include <bit>

namespace munchkin {
namespace {

bool grantsBigItems(const Game& game, CardId card) {
  return (game.info(card).grantMask >> static_cast<unsigned>(Resource::BigItems)) & 1u;
}

}  // namespace

void Game::settleCarryLimits() {
  while (carryCheckPending_ != 0) {
    const int seat = std::countr_zero(carryCheckPending_);
    carryCheckPending_ &= static_cast<std::uint8_t>(carryCheckPending_ - 1);
    if (seat < playerCount()) shedExcessBigItems(seat);
  }
}

void Game::shedExcessBigItems(int seat) {
  if (ruleSuperseded(seat, CoreRule::OneBigItem)) return;
  const Player& p = players[static_cast<std::size_t>(seat)];
  int nextRecipient = 1;
  for (int guard = 0; guard < 64 && !isOver(); ++guard) {
    if (slotUse(seat).big <= params().bigItems + resource(seat, Resource::BigItems)) return;
    // The player keeps the best: shed the weakest Big item that grants nothing.
    int shed = -1;
    for (std::size_t i = 0; i < p.inPlay.size(); ++i) {
      const CardId card = p.inPlay[i];
      if (def(card).shape != Shape::Item || !def(card).big || grantsBigItems(*this, card)) continue;
      if (shed < 0 || def(card).bonus < def(p.inPlay[static_cast<std::size_t>(shed)]).bonus) shed = static_cast<int>(i);
    }
    if (shed < 0) return;
    const CardId card = p.inPlay[static_cast<std::size_t>(shed)];
    if (seat == current && !combat.active && def(card).value > 0) {
      sellItem(seat, card);
      continue;
    }
    // Otherwise to the lowest-Level player who can carry it, taking turns
    // among equals from the shedder's left; failing that, to the discards.
    int to = -1;
    for (int step = 0; step < playerCount() - 1; ++step) {
      const int other = (seat + (nextRecipient + step - 1) % (playerCount() - 1) + 1) % playerCount();
      if (!canEquip(other, card)) continue;
      if (to < 0 || players[static_cast<std::size_t>(other)].level < players[static_cast<std::size_t>(to)].level) to = other;
    }
    if (to < 0) {
      if (log && log->enabled()) {
        log->begin(turn, seat) << "discards " << def(card).name << ": no room for another Big item";
        log->end();
      }
      discard(card);
      continue;
    }
    ++nextRecipient;
    if (log && log->enabled()) {
      log->begin(turn, seat) << "gives " << def(card).name << " to p" << to << ": no room for another Big item";
      log->end();
    }
    moveTo(card, Zone::InPlay, to);
  }
}

}  // namespace munchkin
